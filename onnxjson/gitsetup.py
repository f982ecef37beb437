"""``onnxjson git-setup``: make git show .onnx changes as JSON diffs.

NOTE: git's textconv mechanism runs a command on each version of a file and diffs the text. We
register ``onnxjson textconv`` (a stripped dump that never fails: a file it cannot decode becomes a
one-line note, so ``git log -p`` keeps working over broken or LFS-pointer files) as the ``onnxjson``
diff driver, with ``cachetextconv`` so git caches the text per blob, and an ``xfuncname`` so that
each hunk header names the node or initializer it is in; ``*.onnx`` is mapped to it in
``.gitattributes``. Running it again changes nothing.

The command written into the git config must outlive the environment that ran git-setup (a virtualenv
gets deleted, an interpreter upgraded) and must never make a git command fail. So it is a small
``sh`` script: the ``onnxjson`` found on PATH when git runs, else ``python -m onnxjson`` of the
interpreter that ran git-setup (if it still exists and still has onnxjson), else a note that says how
to repair it followed by the file's blob id (``git hash-object``, else ``cksum``: a change still shows
as a change), always with exit status 0. git runs textconv through ``sh`` on every platform
(Git for Windows ships one). Every file name a driver hands on follows ``--`` (options take theirs
in the ``--flag=value`` form), so a model called ``-o.onnx`` is a file, not an option; so does every
name in the git commands git-setup runs.

Everything git-setup writes is listed in two tables, :data:`ATTRIBUTES` and :func:`config_entries`,
so that another driver is one more row in each.

The ``onnxjson`` merge driver runs ``onnxjson merge --output=%A -- %O %A %B`` (git's contract: the result is
left in the file of our side; exit 0 when clean, non-zero on conflicts, which leaves our version in
place) for ``*.onnx`` models and committed ``*.onnx.json`` documents. It finds onnxjson the way
textconv does, PATH first, then the interpreter that ran git-setup; when neither is there it fails,
and git reports a conflict rather than a wrong merge.

Git LFS. In a repository where ``git lfs track`` maps ``*.onnx`` to the ``lfs`` filter, git hands
textconv the smudged file (the model) but hands a merge driver the blobs as stored: LFS pointer
files. So both commands read a pointer through ``git lfs smudge`` (which fetches the object when it
is not local), and the merge writes its result back in the form of ours: when ours was a pointer,
the merged model goes through ``git lfs clean`` (which stores the object under .git/lfs) and the
pointer it prints is the result, so ``git lfs fsck`` stays clean. A conflict leaves ours (a pointer)
in place, as without LFS. ``git lfs track`` lines written after git-setup's would take ``diff`` and
``merge`` back to ``lfs`` (the last line that sets an attribute wins), so git-setup moves its lines
after them.
"""

from __future__ import annotations

import contextlib
import fnmatch
import os
import shlex
import subprocess
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from onnxjson import files
from onnxjson.errors import OnnxJsonError

__all__ = ["ATTRIBUTES", "ATTRIBUTE_LINE", "TEXTCONV_CACHE_REF", "XFUNCNAME", "SetupResult",
           "config_entries", "conflict_stages", "dump_pairs", "git_setup", "is_lfs_pointer", "lfs_content",
           "merge_command", "merge_through_lfs", "models_beside", "textconv_command"]

ATTRIBUTE_LINE = "*.onnx diff=onnxjson"
#: Lines git-setup makes sure are in the attributes file (.gitattributes, or the global one), after
#: every other line that sets ``diff`` or ``merge`` for the same files (``git lfs track``'s).
ATTRIBUTES: list[str] = [ATTRIBUTE_LINE, "*.onnx merge=onnxjson", "*.onnx.json diff=onnxjson-json",
                         "*.onnx.json merge=onnxjson", "*.onnx.data diff=onnxjson-data"]

#: Hunk headers: the ``"name"`` line of the nearest node, initializer, graph input/output or
#: function above the change. Documents are indented by two spaces, so these names sit six
#: (functions; nodes of a GraphProto document) or eight (a model's graph) spaces deep; attribute
#: names and the names of subgraph nodes are deeper and do not match. Only the ``"name": "..."``
#: part is shown.
XFUNCNAME = '^ {6,8}("name": ".*"),?$'

#: Where git keeps the cached text conversions of the ``onnxjson`` driver.
TEXTCONV_CACHE_REF = "refs/notes/textconv/onnxjson"

_FALLBACK_NOTE = ("onnxjson: cannot show this file as JSON: onnxjson is not installed where git can find it; "
                  "install it (or put it on PATH) and run onnxjson git-setup again")


def textconv_command(interpreter: str | None = None, *, external_data: bool = False) -> str:
    """The textconv command for git: PATH's onnxjson, else ``interpreter -m onnxjson``, else a note.

    ``interpreter`` defaults to the one running now; ``external_data`` views an external-data file
    through the models beside it. The command always exits 0.
    """
    python = shlex.quote(os.path.abspath(interpreter or sys.executable))
    textconv = "textconv --external-data --" if external_data else "textconv --"
    script = (f'onnxjson {textconv} "$1" 2>/dev/null || {python} -m onnxjson {textconv} "$1" 2>/dev/null '
              f'|| {{ echo "{_FALLBACK_NOTE}"; git hash-object -- "$1" 2>/dev/null || cksum <"$1" || true; }}')
    return f"sh -c {shlex.quote(script)} {_VIEW_NAME}"


def merge_command(interpreter: str | None = None) -> str:
    """The merge driver command for git: PATH's onnxjson, else ``interpreter -m onnxjson``.

    git substitutes %O (base), %A (ours, where the result goes), %B (theirs) and %P (the path).
    """
    python = shlex.quote(os.path.abspath(interpreter or sys.executable))
    merge = 'merge --output="$2" --name="$4" -- "$1" "$2" "$3"'
    script = (f"if command -v onnxjson >/dev/null 2>&1; then exec onnxjson {merge}; fi; "
              f"exec {python} -m onnxjson {merge}")
    return f"sh -c {shlex.quote(script)} onnxjson-merge %O %A %B %P"


#: ``$0`` of the textconv script. git keeps its cached conversions while the command is unchanged,
#: so a change to what textconv prints bumps this number (git-setup then rewrites the command).
_VIEW_NAME = "onnxjson-textconv-1"


def names_first(doc: Any) -> Any:
    """The document with the ``name`` key first in every object that has one (git's view of it).

    A hunk header is the nearest line above the hunk that matches :data:`XFUNCNAME`; with ``name``
    first, a change anywhere below a message's first three lines is headed by that message's name.
    """
    stack = [doc]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if "name" in item and next(iter(item)) != "name":
                rest = [(k, item.pop(k)) for k in list(item) if k != "name"]
                item.update(rest)
            stack.extend(v for v in item.values() if isinstance(v, (dict, list)))
        elif isinstance(item, list):
            stack.extend(v for v in item if isinstance(v, (dict, list)))
    return doc


def config_entries(interpreter: str | None = None) -> dict[str, str]:
    """Every git config entry git-setup sets, in order."""
    return {
        "diff.onnxjson.textconv": textconv_command(interpreter),
        "diff.onnxjson.cachetextconv": "true",
        "diff.onnxjson.xfuncname": XFUNCNAME,
        # Documents: the same view as models (name first, large payloads as digests), so that hunk
        # headers name the node or tensor (a dump writes a tensor's name below its dims).
        "diff.onnxjson-json.textconv": textconv_command(interpreter),
        "diff.onnxjson-json.cachetextconv": "true",
        "diff.onnxjson-json.xfuncname": XFUNCNAME,
        # External data (model.onnx.data): which tensors of the models beside it changed.
        "diff.onnxjson-data.textconv": textconv_command(interpreter, external_data=True),
        "diff.onnxjson-data.cachetextconv": "true",
        "merge.onnxjson.name": "onnxjson three-way merge of ONNX models",
        "merge.onnxjson.driver": merge_command(interpreter),
    }


@dataclass
class SetupResult:
    """What git-setup did."""

    changes: list[str] = field(default_factory=list)
    attributes_file: Path | None = None
    scope: str = "local"  # "local" (one repository) or "global" (every repository of the user)

    def advice(self) -> list[str]:
        """What the user still has to do: commit the attributes, run it once per clone."""
        if self.scope == "global":
            return [f"every repository of this user now diffs .onnx files as JSON "
                    f"(attributes in {self.attributes_file}, settings in the global git config)"]
        return [f"commit {self.attributes_file} (git add .gitattributes) so that every clone maps .onnx files "
                "to the onnxjson driver;",
                "git config is not cloned: run 'onnxjson git-setup' once in each clone (or once with --global)"]


def _run_git(args: list[str], cwd: Path | None) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True, check=False)
    except FileNotFoundError:
        raise OnnxJsonError("git is not installed (or not on PATH)") from None


def _git(cwd: Path | None, *args: str) -> str:
    done = _run_git(list(args), cwd)
    if done.returncode != 0:
        raise OnnxJsonError(f"git {' '.join(args)} failed: {done.stderr.strip() or done.stdout.strip()}")
    return done.stdout.strip()


def _git_get(cwd: Path | None, scope: str, key: str) -> str | None:
    done = _run_git(["config", f"--{scope}", "--get", key], cwd)
    return done.stdout.rstrip("\n") if done.returncode == 0 else None


def _global_attributes_file() -> Path:
    """The user's global attributes file: core.attributesFile, else git's default place."""
    configured = _git_get(None, "global", "core.attributesFile")
    if configured:
        return Path(os.path.expanduser(configured))
    xdg = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"), ".config")
    return Path(xdg) / "git" / "attributes"


def _ensure_lines(path: Path, lines: list[str], *, follow_symlinks: bool) -> list[str]:
    """Add the missing ``lines`` to the text file ``path`` (created if missing), atomically.

    Without ``follow_symlinks`` a symlink is refused: a cloned repository's .gitattributes may be a
    link to any file of the user's, and git-setup must not write through it.
    """
    name = str(path)
    if not follow_symlinks and path.is_symlink():
        raise OnnxJsonError("is a symbolic link; git-setup does not write through it (replace it with "
                            "a regular file)", file=name)
    text = ""
    if path.exists() or path.is_symlink():
        with files.read_input(path) as src:  # refuses folders, FIFOs and devices
            try:
                text = bytes(src.data).decode("utf-8")
            except UnicodeDecodeError as e:
                raise OnnxJsonError(f"is not UTF-8 text (byte {e.start}); git-setup leaves it alone",
                                    file=name) from None
    kept = text.splitlines()
    present = {line.strip() for line in kept}
    missing = [line for line in lines if line not in present]
    overridden = _overridden(kept, lines)
    if not missing and not overridden:
        return []
    if overridden:  # ours go last again, so that they win
        ours = set(lines)
        text = "".join(line + "\n" for line in kept if line.strip() not in ours)
        missing = list(lines)
    if text and not text.endswith("\n"):
        text += "\n"
    text += "".join(line + "\n" for line in missing)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise OnnxJsonError(f"cannot create its folder: {e.strerror or e}", file=name) from None
    with files.atomic_output(path, follow_symlinks=follow_symlinks) as out:
        out.write(text.encode("utf-8"))
    if overridden:
        return [f"moved the onnxjson lines of {path} after '{overridden}', which set diff or merge for "
                "the same files (the last line wins)"]
    return [f"added '{line}' to {path}" for line in missing]


def _overridden(kept: list[str], lines: list[str]) -> str | None:
    """The first line after one of ``lines`` that sets diff or merge for files that line covers."""
    seen: dict[str, set[str]] = {}  # pattern -> the attributes our lines above set for it
    ours = set(lines)
    for raw in kept:
        line = raw.strip()
        if line in ours:
            pattern, attribute = line.split()
            seen.setdefault(pattern, set()).add(attribute.split("=")[0])
            continue
        words = line.split()
        if not words or line.startswith("#"):
            continue
        names = {w.lstrip("-!").split("=")[0] for w in words[1:]}
        for pattern, attributes in seen.items():
            if attributes & names and (fnmatch.fnmatchcase(pattern, words[0]) or words[0] == pattern):
                return line
    return None


def git_setup(repo: Path | None = None, *, global_: bool = False, interpreter: str | None = None,
              stores: list[Path] | None = None) -> SetupResult:
    """Configure the repository containing ``repo`` (or, with ``global_``, every repository of the user).

    Returns what was changed (no changes: it was already set up) and what the user still has to do.
    Also drops git's cache of converted text when it holds the note of a conversion that could not
    find onnxjson, so that the repair shows.
    """
    scope = "global" if global_ else "local"
    top: Path | None = None
    if not global_:
        where = Path(".") if repo is None else repo
        done = _run_git(["rev-parse", "--show-toplevel"], where if where.is_dir() else where.parent)
        if done.returncode != 0:
            raise OnnxJsonError("not inside a git repository (run git init first, or use global_=True)",
                                file=str(where))
        top = Path(done.stdout.strip())
    attributes = _global_attributes_file() if global_ else top / ".gitattributes"  # type: ignore[operator]
    result = SetupResult(attributes_file=attributes, scope=scope)
    # The global file is the user's own (often a link into their dotfiles); a repository's is not.
    result.changes += _ensure_lines(attributes, ATTRIBUTES, follow_symlinks=global_)
    if stores:
        if top is None:
            raise OnnxJsonError("a weight store belongs to one repository: give store=DIR without global_=True")
        result.changes += _store_attributes(top, stores, attributes)
    for key, value in config_entries(interpreter).items():
        if _git_get(top, scope, key) != value:
            _git(top, "config", f"--{scope}", key, value)
            result.changes.append(f"set {key} = {value}")
    # git keeps the cache while the command stays the same: drop notes cached while onnxjson was missing.
    if top is not None and _cache_has_fallback_notes(top) and \
            _run_git(["update-ref", "-d", TEXTCONV_CACHE_REF], top).returncode == 0:
        result.changes.append("cleared git's cached conversions made while onnxjson was missing")
    return result


def _store_attributes(top: Path, stores: list[Path], attributes: Path) -> list[str]:
    """Where Git LFS is set up, mark the files of each weight store (``dump --store``) for LFS, so
    that a commit uploads only the blobs it adds: the tensors that changed. Without LFS nothing is
    marked (git stores each blob once as it is; a blob is binary to git already)."""
    for store in stores:
        if not store.is_dir():
            raise OnnxJsonError("is not a folder (a weight store, as dump store=DIR writes it)", file=str(store))
    if not _run_git(["config", "--get", "filter.lfs.clean"], top).stdout.strip():
        return [f"Git LFS is not set up here (git lfs install): the files of {', '.join(map(str, stores))} "
                "stay ordinary git files (each stored once)"]
    lines: list[str] = []
    for store in stores:
        rel = os.path.relpath(store.resolve(), top.resolve()).replace(os.sep, "/")
        if rel == ".." or rel.startswith("../") or rel == ".":
            raise OnnxJsonError("is not a folder inside the repository", file=str(store))
        # One attribute a line: the lines git lfs track writes, as _ensure_lines keeps them.
        lines += [f"{rel}/** filter=lfs", f"{rel}/** diff=lfs", f"{rel}/** merge=lfs", f"{rel}/** -text"]
    return _ensure_lines(attributes, lines, follow_symlinks=False)


def _cache_has_fallback_notes(top: Path) -> bool:
    """Whether git cached the note of a textconv that could not find onnxjson."""
    done = _run_git(["rev-parse", "-q", "--verify", TEXTCONV_CACHE_REF], top)
    if done.returncode != 0:
        return False
    grep = _run_git(["grep", "-q", "-F", "-e", _FALLBACK_NOTE, TEXTCONV_CACHE_REF], top)
    return grep.returncode == 0


# -- Git LFS -----------------------------------------------------------------------------------------

#: The first line of a Git LFS pointer file (and of the older "hawser" one); pointers are < 1024 bytes.
_LFS_HEADS = (b"version https://git-lfs.github.com/spec/", b"version https://hawser.github.com/spec/")


def is_lfs_pointer(data: Any) -> bool:
    """Whether ``data`` (bytes-like) is a Git LFS pointer file rather than the file it stands for."""
    return len(data) < 1024 and bytes(data[:48]).startswith(_LFS_HEADS)


def _lfs(command: str, path: str, data: Any, out: Any, name: str) -> bytes:
    """``git lfs COMMAND -- path`` with ``data`` on its stdin and its stdout on ``out`` (a file; None:
    returned)."""
    try:
        done = subprocess.run(["git", "lfs", command, "--", path], input=data,
                              stdout=subprocess.PIPE if out is None else out, stderr=subprocess.PIPE, check=False)
    except FileNotFoundError:
        raise OnnxJsonError("is a Git LFS pointer and git is not installed (or not on PATH)", file=name) from None
    if done.returncode != 0:
        said = done.stderr.decode("utf-8", "replace").strip().splitlines()
        why = said[-1] if said else f"exit status {done.returncode}"
        if "not a git command" in why or "'lfs'" in why:
            why = "git-lfs is not installed"
        raise OnnxJsonError(f"is a Git LFS pointer and 'git lfs {command}' failed: {why}", file=name)
    return done.stdout or b""


def lfs_content(src: files.Input, path: str) -> files.Input:
    """The file a Git LFS pointer ``src`` stands for (``git lfs smudge``), as an Input to close.

    ``path`` is the file's path in the repository (git lfs names it in its messages). The content
    goes through an unnamed temporary file, mapped like any input.
    """
    import tempfile  # why: only LFS pointers need it

    with tempfile.TemporaryFile() as out:
        _lfs("smudge", path, src.data, out, src.name)
        fd = os.dup(out.fileno())
    os.lseek(fd, 0, os.SEEK_SET)
    content = files.read_descriptor(fd, src.name)
    if is_lfs_pointer(content.data):
        content.close()
        raise OnnxJsonError("is a Git LFS pointer whose file is not here ('git lfs pull' fetches it; "
                            "GIT_LFS_SKIP_SMUDGE must not be set)", file=src.name)
    return content


MergeFiles = Callable[..., list[Any]]


def merge_through_lfs(merge_files: MergeFiles, base: str | os.PathLike[str], ours: str | os.PathLike[str],
                      theirs: str | os.PathLike[str], out_path: str | os.PathLike[str],
                      **options: Any) -> list[Any]:
    """``merge_files(base, ours, theirs, out_path, **options)`` on the files that Git LFS pointers
    among the three stand for; when ours is a pointer, a clean result is written as the pointer of
    the merged file (``git lfs clean`` stores the file). Without pointers, merge_files as it is."""
    paths = [os.fspath(p) for p in (base, ours, theirs)]
    pointers = []
    for p in paths:
        with files.read_input(p) as src:
            pointers.append(is_lfs_pointer(src.data))
    if not any(pointers):
        return merge_files(base, ours, theirs, out_path, **options)
    files.refuse_same_file(out_path, base, theirs, what="an input of the merge")
    import shutil  # why: only LFS merges need these
    import tempfile

    folder = tempfile.mkdtemp(prefix="onnxjson-lfs-merge-")
    try:
        given: list[str] = []
        for p, pointer, side in zip(paths, pointers, ("base", "ours", "theirs"), strict=True):
            if not pointer:
                given.append(p)
                continue
            given.append(os.path.join(folder, side + "-" + os.path.basename(p)))
            with files.read_input(p) as src, lfs_content(src, paths[1]) as content, \
                    files.atomic_output(given[-1]) as f:
                f.write(content.data)
        if not pointers[1]:
            return merge_files(*given, out_path, **options)
        merged = os.path.join(folder, "merged-" + os.path.basename(paths[1]))
        conflicts = merge_files(*given, merged, **options)
        if conflicts:
            return conflicts
        with files.read_input(merged) as src:
            # The file named is the one on stdin: git-lfs 3.3 cuts what it stores to the size of
            # the file it is named when that file exists (the pointer ours is).
            stored = _lfs("clean", merged, src.data, None, os.fspath(out_path))
        with files.atomic_output(out_path) as f:
            f.write(stored)
        return []
    finally:
        shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def conflict_stages(path: str) -> Iterator[tuple[str, str, str]]:
    """The three versions git keeps of the conflicted ``path`` (base, ours, theirs: index stages 1-3)
    as temporary files, Git LFS pointers smudged; base is an empty file when there is none."""
    import shutil  # why: only resolve needs these
    import tempfile

    where = os.path.dirname(os.path.abspath(path))
    if _run_git(["rev-parse", "--show-toplevel"], Path(where)).returncode != 0:
        raise OnnxJsonError("is not inside a git repository", file=path)
    folder = tempfile.mkdtemp(prefix="onnxjson-resolve-")
    try:
        names = []
        for stage, side in ((1, "base"), (2, "ours"), (3, "theirs")):
            try:
                done = subprocess.run(["git", "cat-file", "blob", f":{stage}:./{os.path.basename(path)}"],
                                      cwd=where, capture_output=True, check=False)
            except FileNotFoundError:
                raise OnnxJsonError("git is not installed (or not on PATH)") from None
            if done.returncode != 0 and stage != 1:
                raise OnnxJsonError(f"git has no {side} version of it (stage {stage}): it is not in a merge "
                                    "conflict (git status lists the conflicts)", file=path)
            names.append(os.path.join(folder, f"{side}-{os.path.basename(path)}"))
            with files.atomic_output(names[-1]) as f:
                if done.returncode == 0 and is_lfs_pointer(done.stdout):
                    with files.Input(names[-1], done.stdout) as pointer, lfs_content(pointer, path) as content:
                        f.write(content.data)
                elif done.returncode == 0:
                    f.write(done.stdout)
        yield names[0], names[1], names[2]
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def dump_pairs(paths: list[str]) -> list[tuple[str, str]]:
    """The (document, model) pairs ``X.onnx.json``/``X.onnx`` that the given files belong to (either
    file may be given), each once, in the order given; pairs where one of the two files is missing
    are left out (a document without its model, or a model nobody dumps, is not checked)."""
    pairs: dict[str, str] = {}
    for path in paths:
        if path.endswith(".onnx.json"):
            doc, model = path, path[:-len(".json")]
        elif path.endswith(".onnx"):
            doc, model = path + ".json", path
        else:
            raise OnnxJsonError("is neither an .onnx model nor an .onnx.json document", file=path)
        if os.path.lexists(doc) and os.path.lexists(model):
            pairs.setdefault(doc, model)
    return list(pairs.items())


def models_beside(name: str) -> list[str]:
    """The models (``*.onnx``, paths from the current folder, git's top level when git runs textconv)
    in each folder of the repository that holds a file called ``name``, as git's index lists them;
    none outside a repository. git hands textconv a copy named only by its base name."""
    done = _run_git(["ls-files", "-z", "--", f":(glob)**/{name}"], None)
    if done.returncode != 0:
        return []
    folders = sorted({os.path.dirname(p) for p in done.stdout.split("\0") if p})
    models: list[str] = []
    for folder in folders:
        pattern = f"{folder}/*.onnx" if folder else "*.onnx"
        found = _run_git(["ls-files", "-z", "--", f":(glob){pattern}"], None)
        models += [p for p in found.stdout.split("\0") if p and os.path.isfile(p)]
    return models
