"""``onnxjson git-setup``: make git show .onnx changes as JSON diffs.

NOTE: git's textconv mechanism runs a command on each version of a file and diffs the text. We
register ``onnxjson textconv`` (a stripped dump that never fails: a file it cannot decode becomes a
one-line note, so ``git log -p`` keeps working over broken or LFS-pointer files) as the ``onnxjson``
diff driver in the repository's own config, with ``cachetextconv`` so git caches the text per blob,
and map ``*.onnx`` to it in ``.gitattributes``. Running it again changes nothing.
"""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
from pathlib import Path

from onnxjson.errors import OnnxJsonError

__all__ = ["ATTRIBUTE_LINE", "git_setup", "textconv_command"]

ATTRIBUTE_LINE = "*.onnx diff=onnxjson"


def textconv_command() -> str:
    """The command git should run: the installed ``onnxjson`` script, else this interpreter."""
    script = shutil.which("onnxjson")
    if script is not None:
        return f"{shlex.quote(script)} textconv"
    return f"{shlex.quote(sys.executable)} -m onnxjson textconv"


def _git(repo: Path, *args: str) -> str:
    try:
        done = subprocess.run(["git", "-C", str(repo), *args], capture_output=True, text=True,
                              check=False)
    except FileNotFoundError:
        raise OnnxJsonError("git is not installed (or not on PATH)") from None
    if done.returncode != 0:
        raise OnnxJsonError(f"git {' '.join(args)} failed: {done.stderr.strip() or done.stdout.strip()}")
    return done.stdout.strip()


def git_setup(repo: Path) -> list[str]:
    """Configure the repository containing ``repo``; return what was changed (empty: nothing)."""
    try:
        top = Path(_git(repo, "rev-parse", "--show-toplevel"))
    except OnnxJsonError:
        raise OnnxJsonError("not inside a git repository", file=str(repo)) from None
    changes: list[str] = []
    attributes = top / ".gitattributes"
    text = attributes.read_text(encoding="utf-8") if attributes.exists() else ""
    if ATTRIBUTE_LINE not in (line.strip() for line in text.splitlines()):
        if text and not text.endswith("\n"):
            text += "\n"
        attributes.write_text(text + ATTRIBUTE_LINE + "\n", encoding="utf-8")
        changes.append(f"added '{ATTRIBUTE_LINE}' to {attributes}")
    wanted = {
        "diff.onnxjson.textconv": textconv_command(),
        "diff.onnxjson.cachetextconv": "true",
    }
    for key, value in wanted.items():
        try:
            current = _git(top, "config", "--local", "--get", key)
        except OnnxJsonError:
            current = None
        if current != value:
            _git(top, "config", "--local", key, value)
            changes.append(f"set {key} = {value}")
    return changes
