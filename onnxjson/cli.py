"""The command line: parse arguments, call the library, print; errors become one line and an exit code.

NOTE: exit codes are the same for every command: 0 success, 1 a check said no (verify, diff,
validate, schema --check), 2 the command could not do its job (bad or unreadable input, usage
error). An OnnxJsonError prints ``error: FILE: LOCATION: message`` on stderr. Anything else is a bug
in onnxjson: it is reported in one line too (set ONNXJSON_DEBUG=1 for the traceback).

NOTE: unlike the rest of the package, this module does not use ``from __future__ import
annotations``. typer reads each command's parameters from its annotations, several times per run;
as strings, every read compiles and evaluates each of them again. Evaluated once at import, a
whole-process ``dump`` of a small model runs 1.3% fewer instructions
(docs/PERFORMANCE.md#cli-annotations).
"""

import os
import re
import sys
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
import typer.core

from onnxjson._printable import printable, printable_json, printable_json_bytes
from onnxjson.errors import LINE_LIMIT, OnnxJsonError, elide
from onnxjson.options import CLI_FLAGS, DEFAULTS, MAX_DEPTH_LIMIT


class _Command(typer.core.TyperCommand):
    """Help that names arguments by their placeholder (``MODEL``), not ``{MODEL}`` or ``MODEL <str>``."""

    def format_help(self, ctx: Any, formatter: Any) -> None:
        super().format_help(ctx, formatter)
        buffer = getattr(formatter, "buffer", None)
        if isinstance(buffer, list):
            text = re.sub(r"\{([A-Z][A-Z.]*)\}", r"\1", "".join(buffer))
            text = re.sub(r"^(  [A-Z][A-Z.]*) <[^>\n]*>", r"\1", text, flags=re.M)
            buffer[:] = [text]


_APP_SETTINGS: dict[str, Any] = {
    "name": "onnxjson",
    "help": "Lossless ONNX ⇄ JSON: read, diff and hand-edit ONNX models as text.",
    "no_args_is_help": True,
    "add_completion": False,
    "pretty_exceptions_enable": False,
    "rich_markup_mode": None,
    "context_settings": {"help_option_names": ["-h", "--help"]},
}
app = typer.Typer(**_APP_SETTINGS)

EXIT_OK, EXIT_NO, EXIT_ERROR = 0, 1, 2


class _Terminated(BaseException):
    """SIGTERM, raised as an exception so that atomic outputs clean up their temporary files."""


def _on_sigterm() -> object:
    import signal

    def handler(signum: int, frame: object) -> None:
        raise _Terminated

    try:
        return signal.signal(signal.SIGTERM, handler)
    except ValueError:  # not the main thread (an embedding application): leave signals alone
        return None


class _ReaderGone(Exception):
    """stdout's reader went away (``| head``): not an OSError, so the argument parser lets it through."""


def _closed_pipe_is_fine(command: Any) -> Any:
    """Let a closed pipe on stdout end the command quietly, with exit 0, as for ``dump | head``."""
    import functools

    @functools.wraps(command)
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            return command(*args, **kwargs)
        except BrokenPipeError:
            raise _ReaderGone from None

    return run


class _Exit(Exception):
    def __init__(self, code: int) -> None:
        self.code = code


# Patterns, compiled by re (and cached there) when a message is first shown, not at every start-up.
_PARAMETER = r"\b(" + "|".join(CLI_FLAGS) + r")=(?:(True)\b|(\S+?))(?=[\s,;)]|$)"
# A parameter named alone: only the names with an underscore, which read as nothing else.
_NAMED = r"(?<![\w-])(" + "|".join(n for n in CLI_FLAGS if "_" in n.strip("_")) + r")(?![\w=])"


def as_flags(message: str) -> str:
    """A library message with its parameters (``max_depth=N``, ``weights_from``) written as this
    CLI's flags (``--max-depth N``, ``--weights-from``)."""
    def flag(m: re.Match[str]) -> str:
        name, true, value = m.groups()
        return CLI_FLAGS[name] if true else f"{CLI_FLAGS[name]} {value.strip(chr(39) + chr(34))}"

    return re.sub(_NAMED, lambda m: CLI_FLAGS[m.group(1)], re.sub(_PARAMETER, flag, message))


def _error(message: str) -> None:
    stream = sys.stderr
    if stream is None:  # stderr closed: the exit code still tells
        return
    try:
        stream.write(f"error: {elide(printable(as_flags(elide(message, LINE_LIMIT))), LINE_LIMIT)}\n")
        stream.flush()
    except (OSError, ValueError, MemoryError):
        pass


def _say(text: str, end: str = "\n") -> None:
    """Write to stdout; a closed or failing stdout is an onnxjson error (a closed pipe stays one)."""
    stream = sys.stdout
    if stream is None:
        raise OnnxJsonError("stdout is closed", file="<stdout>")
    try:
        stream.write(text + end)
    except BrokenPipeError:
        raise
    except (OSError, ValueError) as e:
        raise OnnxJsonError(f"cannot write: {getattr(e, 'strerror', None) or e}", file="<stdout>") from None


def _line(text: str) -> None:
    """Write one human-facing line to stdout: names and paths in it cannot act on the terminal."""
    _say(printable(text))


def _say_json(text: str) -> None:
    """Write JSON text to stdout: exact to a pipe or file; on a terminal, the characters a terminal
    would act on spelled as JSON escapes (the same JSON values)."""
    _say(printable_json(text) if _tty() else text, end="")


class _TerminalJson:
    """sys.stdout while ``dump`` writes a document to a terminal: its ``buffer`` spells the
    characters a terminal would act on as JSON escapes (the same JSON values)."""

    def __init__(self, stdout: Any) -> None:
        self._stdout = stdout
        self.buffer = _PrintableJson(stdout.buffer)

    def __getattr__(self, name: str) -> Any:  # fileno, isatty, write, flush... of the terminal
        return getattr(self._stdout, name)


def _flush_stdout() -> None:
    stream = sys.stdout
    if stream is None:
        return
    try:
        stream.flush()
    except BrokenPipeError:
        raise
    except (OSError, ValueError) as e:
        raise OnnxJsonError(f"cannot write: {getattr(e, 'strerror', None) or e}", file="<stdout>") from None


def _silence_stdout() -> None:
    """Point stdout at the null device, so that Python's final flush cannot fail again."""
    try:
        fd = sys.stdout.fileno() if sys.stdout is not None else 1
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, fd)
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _tty() -> bool:
    try:
        return sys.stdout is not None and sys.stdout.isatty()
    except (OSError, ValueError):
        return False


def _count(n: int, noun: str) -> str:
    return f"{n:,} {noun}" + ("" if n == 1 else "s")


def _check_type(value: str | None) -> str | None:
    """--type: a known message, checked before any file is read."""
    if value is not None:
        from onnxjson._api import check_type_name

        try:
            check_type_name(value)
        except OnnxJsonError as e:
            raise OnnxJsonError(f"--type: {e.message}") from None
    return value


def _type_option(help: str) -> Any:
    return typer.Option("--type", help=help, metavar="NAME", callback=_check_type)


_DOC_TYPE_HELP = ("Root message type of documents without an $onnxjson envelope (default: ModelProto); "
                  "must agree with the envelope when there is one.")
MaxDepthOpt = Annotated[int, typer.Option("--max-depth", help=f"Deepest message nesting accepted (1 to {MAX_DEPTH_LIMIT}).", min=1, max=MAX_DEPTH_LIMIT, metavar="N")]
QuietOpt = Annotated[bool, typer.Option("-q", "--quiet", help="No progress display and no summary line on stderr.")]
MaxDocumentSizeOpt = Annotated[Optional[int], typer.Option("--max-document-size", help="Largest JSON document read, in bytes.", min=1, metavar="BYTES")]  # noqa: UP045


def _version(value: bool) -> None:
    if value:
        from onnxjson import __version__, accel

        print(f"onnxjson {__version__} (accelerator: {accel.STATE})")
        raise typer.Exit


@app.callback()
def _root(
    version: Annotated[bool, typer.Option("--version", help="Print the version and exit.", is_eager=True, callback=_version)] = False,
) -> None:
    """Lossless ONNX ⇄ JSON: read, diff and hand-edit ONNX models as text."""


def use_color_on(stream: Any, flag: bool | None) -> bool:
    """Color on ``stream``: --color/--no-color when given, else off under NO_COLOR or TERM=dumb, else when a terminal."""
    if flag is not None:
        return flag
    if os.environ.get("NO_COLOR") or os.environ.get("TERM") == "dumb":
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


@app.command(cls=_Command)
@_closed_pipe_is_fine
def dump(
    model: Annotated[str, typer.Argument(help="ONNX file (or any onnx message); - reads stdin.", metavar="MODEL")],
    output: Annotated[str, typer.Option("-o", "--output", help="Output JSON; stdout when absent.", metavar="FILE")] = "-",
    type: Annotated[Optional[str], _type_option("Root message type of the input (default: inferred from the bytes).")] = None,  # noqa: UP045
    strip_weights: Annotated[bool, typer.Option("--strip-weights", help="Replace weight payloads by size and digest.")] = False,
    strip_threshold: Annotated[int, typer.Option("--strip-threshold", help="Payloads of at most this many bytes stay inline.", min=0, metavar="BYTES")] = DEFAULTS.strip_threshold,
    sidecar: Annotated[Optional[str], typer.Option("--sidecar", help="Move weight payloads to this binary file.", metavar="FILE")] = None,  # noqa: UP045
    external: Annotated[str, typer.Option("--external", help="ONNX external data in the input: keep the references, inline the data, or move it to the --sidecar.", metavar="{keep,inline,sidecar}")] = DEFAULTS.external,
    store: Annotated[Optional[str], typer.Option("--store", help="Write each weight payload once into this folder, as a file named by its SHA-256 (a content-addressed store shared by documents).", metavar="DIR")] = None,  # noqa: UP045
    trust_paths: Annotated[bool, typer.Option("--trust-paths", help="Allow external-data paths in the model, and a sidecar path, that lead outside the folder.")] = False,
    values_limit: Annotated[int, typer.Option("--values-limit", help="Show raw_data of tensors with at most this many elements as values (0: never).", min=0, metavar="N")] = DEFAULTS.values_limit,
    decode_unknown: Annotated[bool, typer.Option("--decode-unknown", help="Show length-delimited unknown fields as nested entries where they parse.")] = False,
    max_depth: MaxDepthOpt = DEFAULTS.max_depth,
    quiet: QuietOpt = False,
) -> None:
    """ONNX → JSON document."""
    from onnxjson import _api
    from onnxjson._progress import for_cli

    # A document shown on this terminal is not mixed with a display on the same terminal, and
    # nothing in it acts on the terminal.
    on_terminal = output == "-" and _tty()
    progress = for_cli(quiet or on_terminal)
    stdout = sys.stdout
    terminal = _TerminalJson(stdout) if on_terminal else None
    if terminal is not None:
        sys.stdout = terminal
    try:
        _api.dump(model, output, type=type, values_limit=values_limit, decode_unknown=decode_unknown,
                  strip_weights=strip_weights, strip_threshold=strip_threshold, sidecar=sidecar,
                  external=external, trust_paths=trust_paths, max_depth=max_depth, progress=progress,
                  store=store)
    finally:
        if terminal is not None:
            sys.stdout = stdout
            terminal.buffer.close_text()
    progress.summary()


@app.command(cls=_Command)
@_closed_pipe_is_fine
def build(
    document: Annotated[str, typer.Argument(help="JSON document; - reads stdin.", metavar="DOCUMENT")],
    output: Annotated[str, typer.Option("-o", "--output", help="Output ONNX file; - writes to stdout.", metavar="FILE")],
    type: Annotated[Optional[str], _type_option(_DOC_TYPE_HELP)] = None,  # noqa: UP045
    weights_from: Annotated[Optional[str], typer.Option("--weights-from", help="Original model to fill stripped weights from.", metavar="MODEL")] = None,  # noqa: UP045
    fill: Annotated[Optional[str], typer.Option("--fill", help="Fill stripped weights that no --weights-from provides: zeros.", metavar="{zeros}")] = None,  # noqa: UP045
    external_data: Annotated[bool, typer.Option("--external-data", help="Reference the sidecar as ONNX external data instead of inlining it.")] = False,
    store: Annotated[Optional[str], typer.Option("--store", help="Take the weights the document holds by digest from this store folder (instead of the store it names).", metavar="DIR")] = None,  # noqa: UP045
    trust_paths: Annotated[bool, typer.Option("--trust-paths", help="Allow paths in the document that lead outside its folder.")] = False,
    strict: Annotated[bool, typer.Option("--strict", help="Also run the graph checks of validate.")] = False,
    max_document_size: MaxDocumentSizeOpt = DEFAULTS.max_document_bytes,
    max_depth: MaxDepthOpt = DEFAULTS.max_depth,
    quiet: QuietOpt = False,
) -> None:
    """JSON document → ONNX."""
    from onnxjson import _api
    from onnxjson._progress import for_cli

    if fill not in (None, "zeros"):
        raise OnnxJsonError(f"--fill takes zeros, not {fill!r}")
    if output == "-" and _tty():
        raise OnnxJsonError("refusing to write binary ONNX to a terminal; redirect stdout or use -o FILE")
    progress = for_cli(quiet)
    _api.build(document, output, type=type, weights_from=weights_from, fill=fill,
               external_data=external_data, trust_paths=trust_paths, strict=strict,
               max_document_size=max_document_size, max_depth=max_depth, progress=progress, store=store)
    progress.summary()


@app.command(cls=_Command)
@_closed_pipe_is_fine
def verify(
    models: Annotated[list[str], typer.Argument(help="ONNX files (or any onnx messages); a JSON document: the model it builds (its sidecar or store checked).", metavar="MODEL")],
    type: Annotated[Optional[str], _type_option("Root message type of the inputs (default: inferred from the bytes).")] = None,  # noqa: UP045
    max_depth: MaxDepthOpt = DEFAULTS.max_depth,
    quiet: Annotated[bool, typer.Option("-q", "--quiet", help="Print only the files that differ (no progress display or summary line).")] = False,
) -> None:
    """Dump and rebuild each file in memory; say whether the bytes are identical (exit 1 if not)."""
    from onnxjson import _api
    from onnxjson._progress import for_cli, human_size

    progress = for_cli(quiet)
    failed = 0
    errors = 0
    checked = 0
    for name in models:
        try:
            result = _api.verify(name, type=type, max_depth=max_depth, progress=progress)
        except OnnxJsonError as e:
            _error(str(e.with_file(name)))
            errors += 1
            continue
        checked += result.size
        external = ""
        if result.external_tensors and result.external_unread is None:
            external = (f"; its external data read: {_count(result.external_tensors, 'tensor')}, "
                        f"{result.external_bytes:,} bytes in {_count(result.external_files, 'file')}")
        if result.identical:
            if not quiet:
                _line(f"identical  {name} ({result.size:,} bytes{external})")
        else:
            failed += 1
            _line(f"DIFFERENT  {name}: {result.size:,} → {result.rebuilt_size:,} bytes, "
                  f"first difference at byte {result.first_difference}")
        if result.external_unread is not None and not quiet:
            _line(f"           {name}: its external data was NOT read "
                  f"({_count(result.external_tensors, 'tensor')}): {result.external_unread}")
    progress.summary(f"verified {_count(len(models), 'file')} ({human_size(checked)})",
                     ", ".join(f"{n} {what}" for n, what in ((len(models) - failed - errors, "identical"),
                                                                (failed, "different"), (errors, "unreadable"))
                                 if n or what == "identical"))
    if errors:
        raise _Exit(EXIT_ERROR)
    if failed:
        raise _Exit(EXIT_NO)


@app.command(cls=_Command)
@_closed_pipe_is_fine
def validate(
    documents: Annotated[list[str], typer.Argument(help="JSON documents (- reads stdin).", metavar="DOCUMENT")],
    type: Annotated[Optional[str], _type_option(_DOC_TYPE_HELP)] = None,  # noqa: UP045
    schema_only: Annotated[bool, typer.Option("--schema-only", help="Only check the JSON Schema.")] = False,
    onnx_checker: Annotated[bool, typer.Option("--onnx-checker", help="Also run onnx.checker with shape inference.")] = False,
    max_findings: Annotated[int, typer.Option("--max-findings", "--max-errors", help="Report at most this many problems per document (--max-errors: its old name, deprecated).", min=1, metavar="N")] = DEFAULTS.max_findings,
    max_document_size: MaxDocumentSizeOpt = DEFAULTS.max_document_bytes,
    quiet: Annotated[bool, typer.Option("-q", "--quiet", help="Print only problems (no progress display or summary line).")] = False,
) -> None:
    """Check documents against the JSON Schema and the graph rules (exit 1 if any is invalid)."""
    from onnxjson import _api
    from onnxjson._progress import for_cli

    progress = for_cli(quiet)
    invalid = errors = 0
    for name in documents:
        try:
            findings = _api.validate_file(name, type=type, schema_only=schema_only,
                                          onnx_checker=onnx_checker, max_findings=max_findings,
                                          max_document_size=max_document_size, progress=progress)
        except OnnxJsonError as e:
            _error(str(e.with_file(name)))
            errors += 1
            continue
        if findings:
            invalid += 1
            for finding in findings:
                _line(f"{name}: {finding}")
            if len(findings) >= max_findings:
                _line(f"{name}: (stopped after {max_findings} problems; raise --max-findings to see more)")
        elif not quiet:
            _line(f"valid  {name}")
    progress.summary(f"validated {_count(len(documents), 'document')}",
                     ", ".join(f"{n} {what}" for n, what in ((len(documents) - invalid - errors, "valid"),
                                                                (invalid, "invalid"), (errors, "unreadable"))
                                 if n or what == "valid"))
    if errors:
        raise _Exit(EXIT_ERROR)
    if invalid:
        raise _Exit(EXIT_NO)


@app.command(cls=_Command)
@_closed_pipe_is_fine
def schema(
    out: Annotated[Optional[str], typer.Option("--out", help="Folder to write the schemas to (default in a source checkout: its schemas/ folder; an installed package is never rewritten).", metavar="DIR")] = None,  # noqa: UP045
    check: Annotated[bool, typer.Option("--check", help="Only check that the schemas in the folder (default: the shipped ones) are up to date (exit 1 if stale).")] = False,
    vscode: Annotated[Optional[str], typer.Option("--vscode", help="Set up VS Code in this workspace folder: the schemas in .vscode/onnxjson-schemas/ and a json.schemas mapping of *.onnx.json and *.pb.json documents in .vscode/settings.json.", metavar="FOLDER")] = None,  # noqa: UP045
) -> None:
    """Regenerate the JSON Schemas from the descriptors, check them, or set up VS Code."""
    if vscode is not None:
        if out is not None or check:
            raise OnnxJsonError("--vscode excludes --out and --check")
        from onnxjson.schema.editor import vscode_setup

        changes = vscode_setup(Path(vscode))
        for change in changes:
            _line(change)
        if not changes:
            print("already set up")
        else:
            print("name documents *.onnx.json (models) or *.pb.json (tensors) to get completion, hover help "
                  "and errors, offline; run this again after moving or cloning the workspace")
        return
    from onnxjson.schema.generate import check_schemas, docs_note, write_schemas

    note = docs_note()
    if note is not None:
        sys.stderr.write(f"note: {note}; " + ("descriptions are not compared\n" if check else
                                              "descriptions carry only onnxjson's own text\n"))
    if check:
        folder = Path(out) if out is not None else (_source_schema_dir() or _installed_schema_dir())
        stale = check_schemas(folder)
        if stale:
            _line(f"stale schemas in {folder}: {', '.join(stale)}; run 'onnxjson schema --out {folder}'")
            raise _Exit(EXIT_NO)
        _line(f"schemas in {folder} are up to date")
        return
    target = Path(out) if out is not None else _source_schema_dir()
    if target is None:
        raise OnnxJsonError("schema needs --out DIR: the schemas shipped in the installed package are not "
                            "rewritten (they are always those of this version; 'onnxjson schema --check' checks them)")
    written = write_schemas(target)
    _line(f"wrote {len(written)} schemas to {target}")


def _source_schema_dir() -> Path | None:
    """schemas/ of the source checkout this package runs from, if it does."""
    root = Path(__file__).resolve().parent.parent
    if (root / "pyproject.toml").is_file() and (root / "schemas" / "defs.schema.json").is_file():
        return root / "schemas"
    return None


def _installed_schema_dir() -> Path:
    import importlib

    # The installed schemas: a namespace package, so take its folder from __path__.
    return Path(next(iter(importlib.import_module("onnxjson.schemas").__path__)))


@app.command(cls=_Command)
@_closed_pipe_is_fine
def diff(
    a: Annotated[str, typer.Argument(help="Old model: .onnx file or JSON document.", metavar="OLD")],
    b: Annotated[str, typer.Argument(help="New model: .onnx file or JSON document.", metavar="NEW")],
    unified: Annotated[bool, typer.Option("--unified", help="Unified text diff of the stripped documents instead.")] = False,
    json_output: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
    color: Annotated[Optional[bool], typer.Option("--color/--no-color", help="Color (default: when stdout is a terminal and NO_COLOR is not set).")] = None,  # noqa: UP045
    trust_paths: Annotated[bool, typer.Option("--trust-paths", help="Read external data through symlinks and hard links that lead out of a model's folder (as model caches keep it).")] = False,
    quiet: QuietOpt = False,
    html: Annotated[bool, typer.Option("--html", help="Also write a self-contained HTML page of the change (the graph around it, weight deltas) to -o FILE.")] = False,
    output: Annotated[Optional[str], typer.Option("-o", "--output", help="The page's file, with --html.", metavar="FILE")] = None,  # noqa: UP045
) -> None:
    """Semantic change list between two models (exit 1 when they differ; 2 when values whose external data was not read are all that may differ)."""
    from onnxjson import _api
    from onnxjson._progress import for_cli
    from onnxjson.diff import render_json, render_text

    progress = for_cli(quiet)
    if unified:
        out = _api.unified_diff(a, b, progress=progress)
        _say(printable_json(out), end="")  # JSON lines: escaped as JSON escapes them
        _flush_stdout()  # the text, then the summary line
        progress.summary(f"compared {a} with {b}", "they differ" if out else "no changes")
        if out:
            raise _Exit(EXIT_NO)
        return
    if html != (output is not None) or (html and "-" in (a, b)):
        raise OnnxJsonError("--html writes a page of two files (not stdin) to -o FILE" if html
                            else "-o FILE is the page of --html")
    changes = _api.diff_files(a, b, trust_paths=trust_paths, progress=progress)
    if html and output is not None:
        _api.write_diff_page(changes, _api.info(a), _api.info(b), output, old_title=os.path.basename(a),
                             new_title=os.path.basename(b))
    if json_output:
        text = render_json(changes)
        _say_json(text if isinstance(text, str) else text.decode("utf-8"))
        if not (text.endswith("\n") if isinstance(text, str) else text.endswith(b"\n")):
            _say("\n", end="")
    else:
        use_color = use_color_on(sys.stdout, color)
        if changes:
            _say(render_text(changes, color=use_color), end="")
    _flush_stdout()  # the change list, then the summary line
    progress.summary(f"compared {a} with {b}", _count(len(changes), "change") if changes else "no changes")
    # A value not compared (its external data not read) is neither a difference nor the same.
    unknown = [c for c in changes if c.kind == "uncompared"]
    if len(changes) > len(unknown):
        raise _Exit(EXIT_NO)
    if unknown:
        refused = any("refused:" in c.detail for c in unknown)
        _error(f"could not compare {_count(len(unknown), 'value')}: external data not read (the lines marked ?)"
               + ("; trust_paths=True reads it through links that lead out of the folder" if refused else ""))
        raise _Exit(EXIT_ERROR)


@app.command(cls=_Command)
@_closed_pipe_is_fine
def merge(
    base: Annotated[str, typer.Argument(help="The common ancestor: .onnx file or JSON document (an empty file: none).", metavar="BASE")],
    ours: Annotated[str, typer.Argument(help="Our version; the result takes its form (model or document).", metavar="OURS")],
    theirs: Annotated[str, typer.Argument(help="Their version.", metavar="THEIRS")],
    output: Annotated[str, typer.Option("-o", "--output", help="The merged file; may be OURS (as git's merge driver does).", metavar="FILE")],
    report: Annotated[Optional[str], typer.Option("--report", help="Also write the conflicts as JSON to this file.", metavar="FILE")] = None,  # noqa: UP045
    name: Annotated[Optional[str], typer.Option("--name", help="The file's name in the conflict report (git passes %P).", metavar="NAME")] = None,  # noqa: UP045
    take_ours: Annotated[bool, typer.Option("--ours", help="Take each conflicting value from OURS and write the merge.")] = False,
    take_theirs: Annotated[bool, typer.Option("--theirs", help="Take each conflicting value from THEIRS and write the merge.")] = False,
    max_depth: MaxDepthOpt = DEFAULTS.max_depth,
    quiet: QuietOpt = False,
) -> None:
    """Three-way merge of two edits of a model; exit 1 on conflicts (usable as a git merge driver).

    Documents with conflicts are written with git's conflict markers around each conflicting value.
    """
    from onnxjson import _api
    from onnxjson._progress import for_cli

    if take_ours and take_theirs:
        raise OnnxJsonError("--ours and --theirs cannot be given together")
    prefer = "ours" if take_ours else "theirs" if take_theirs else None
    progress = for_cli(quiet)
    conflicts = _api.merge(base, ours, theirs, output, report=report, max_depth=max_depth, progress=progress,
                           prefer=prefer)
    # As git's driver, the output is a temporary file standing for NAME.
    _merge_outcome(conflicts, name or ours, progress, shown=name if name and output == ours else None)


@app.command(cls=_Command)
@_closed_pipe_is_fine
def resolve(
    path: Annotated[str, typer.Argument(help="A model or document git left in a merge conflict.", metavar="PATH")],
    take_ours: Annotated[bool, typer.Option("--ours", help="Take each conflicting value from our side.")] = False,
    take_theirs: Annotated[bool, typer.Option("--theirs", help="Take each conflicting value from their side.")] = False,
    max_depth: MaxDepthOpt = DEFAULTS.max_depth,
    quiet: QuietOpt = False,
) -> None:
    """Resolve a git merge conflict: merge the three versions again, conflicts from one side; then git add PATH."""
    from onnxjson import _api
    from onnxjson._progress import for_cli

    if take_ours == take_theirs:
        raise OnnxJsonError("give one of --ours and --theirs (the side each conflicting value is taken from)")
    progress = for_cli(quiet)
    conflicts = _api.resolve(path, "ours" if take_ours else "theirs", max_depth=max_depth, progress=progress)
    _merge_outcome(conflicts, path, progress)


def _merge_outcome(conflicts: Any, name: str, progress: Any, *, shown: str | None = None) -> None:
    """Say what a merge did with its conflicts; exit 1 when some are left to resolve."""
    from onnxjson.merge import render_conflicts

    if not conflicts or getattr(conflicts, "resolved_to", None):
        progress.summary()
        if conflicts:
            sys.stderr.write(render_conflicts(conflicts, name=name,
                                              outcome=f"each taken from {conflicts.resolved_to}, and written"))
        return
    markers = getattr(conflicts, "markers_in", None)
    outcome = (f"conflict markers written into {shown or markers} (keep one side of each, then validate)"
               if markers else "ours is left in place")
    sys.stderr.write(render_conflicts(conflicts, name=name, outcome=outcome))
    raise _Exit(EXIT_NO)


@app.command(cls=_Command)
@_closed_pipe_is_fine
def info(
    model: Annotated[str, typer.Argument(help=".onnx model, .pb tensor or JSON document; - reads stdin.", metavar="MODEL")],
    nodes: Annotated[bool, typer.Option("--nodes", help="Also list the top-level graph's nodes.")] = False,
    sort: Annotated[str, typer.Option("--sort", help="Initialiser order: by size, by name (natural order: layer2 before layer10), or as stored.", metavar="{size,name,order}")] = DEFAULTS.sort,
    top: Annotated[Optional[int], typer.Option("--top", help="Show only the first N initialisers (totals still count them all).", min=1, metavar="N")] = None,  # noqa: UP045
    exact: Annotated[bool, typer.Option("--bytes", help="Exact sizes in bytes on a terminal too (the default when stdout is not a terminal).")] = False,
    json_output: Annotated[bool, typer.Option("--json", help="Machine-readable output (sizes in bytes; the shape is in docs/FORMAT.md section 11).")] = False,
    type: Annotated[Optional[str], _type_option("Root message type of the input (default: inferred from the bytes, or the document's envelope).")] = None,  # noqa: UP045
    node: Annotated[Optional[str], typer.Option("--node", help="Show this node of the top-level graph in full: its attributes.", metavar="NAME")] = None,  # noqa: UP045
    html: Annotated[bool, typer.Option("--html", help="Write a self-contained HTML page of it (tables, charts, searchable lists) to -o FILE.")] = False,
    output: Annotated[Optional[str], typer.Option("-o", "--output", help="The page's file, with --html.", metavar="FILE")] = None,  # noqa: UP045
) -> None:
    """What is in a model (or a tensor), and what makes it big."""
    from onnxjson import _api, explore

    if sort not in explore.SORTS:
        raise OnnxJsonError(f"--sort takes size, name or order, not {sort!r}")
    if html != (output is not None):
        raise OnnxJsonError("--html writes a page to -o FILE: give both" if html else "-o FILE is the page of --html")
    data = _api.info(model, type=type, sort=sort, top=top, node=node)
    if html and output is not None:
        _api.write_info_page(data, output, title=os.path.basename(model))
    elif json_output:
        _say_json(explore.render_json(data))
    elif _tty():
        from rich.console import Console

        Console(highlight=False, color_system="auto" if use_color_on(sys.stdout, None) else None).print(
            explore.render_rich(data, nodes=nodes, human=not exact))
    else:
        _say(explore.render_plain(data, nodes=nodes), end="")


@app.command(cls=_Command)
@_closed_pipe_is_fine
def check(
    paths: Annotated[list[str], typer.Argument(help="X.onnx.json documents or X.onnx models (either of a pair).", metavar="FILE...")],
) -> None:
    """Check that each X.onnx.json is the current dump of the X.onnx beside it (exit 1 naming the refresh)."""
    import shlex

    from onnxjson import _api
    from onnxjson.gitsetup import dump_pairs

    stale = 0
    for doc, model in dump_pairs(paths):
        changes = _api.diff_files(model, doc)
        if changes:
            stale += 1
            _line(f"{doc}: not the current dump of {model} ({_count(len(changes), 'difference')}); refresh it "
                  f"with: onnxjson dump {shlex.quote(model)} -o {shlex.quote(doc)}")
    if stale:
        raise _Exit(EXIT_NO)


@app.command(cls=_Command)
@_closed_pipe_is_fine
def rehash(
    document: Annotated[str, typer.Argument(help="A document whose sidecar's bytes were edited.", metavar="DOC.json")],
    trust_paths: Annotated[bool, typer.Option("--trust-paths", help="Allow a sidecar path that leads outside the document's folder.")] = False,
    quiet: QuietOpt = False,
) -> None:
    """Accept edited sidecar bytes: rewrite DOC.json's digests from its sidecar as it is now (build refuses until then)."""
    from onnxjson import _api
    from onnxjson._progress import for_cli

    progress = for_cli(quiet)
    changed = _api.rehash(document, trust_paths=trust_paths, progress=progress)
    progress.summary()
    if not quiet:
        _line(f"{document}: {_count(len(changed), 'digest')} rewritten" if changed
              else f"{document}: every digest matches its sidecar already")


@app.command("store", cls=_Command)
@_closed_pipe_is_fine
def store_command(
    action: Annotated[str, typer.Argument(help="gc: list the blobs no DOCUMENT references (--delete removes them); verify: re-hash every blob.", metavar="{gc,verify}")],
    store: Annotated[str, typer.Argument(help="The store folder.", metavar="DIR")],
    documents: Annotated[Optional[list[str]], typer.Argument(help="gc: the documents whose blobs are kept.", metavar="DOCUMENT...")] = None,  # noqa: UP045
    delete: Annotated[bool, typer.Option("--delete", help="gc: remove the blobs listed.")] = False,
) -> None:
    """The weight store of dump --store: gc DIR DOCUMENT... (unreferenced blobs), verify DIR (exit 1 on a bad blob)."""
    from onnxjson import _api

    if action == "gc":
        if not documents:
            raise OnnxJsonError("store gc needs the documents whose blobs are kept (a store no document uses: rm -r it)")
        found = _api.store_gc(store, documents, delete=delete)
        for _digest, path in found:
            _line(f"{'removed' if delete else 'unreferenced'} {path}")
        _line(f"{_count(len(found), 'blob')} {'removed' if delete else 'no document references'}")
    elif action == "verify":
        if documents:
            raise OnnxJsonError("store verify takes the store folder alone")
        bad = 0
        total = 0
        for digest, problem in _api.store_verify(store):
            total += 1
            if problem is not None:
                bad += 1
                _line(f"bad blob {digest}: {problem}")
        if bad:
            _error(f"{_count(bad, 'bad blob')} of {total:,} in {store}")
            raise _Exit(EXIT_NO)
        _line(f"{_count(total, 'blob')}, each matching its name")
    else:
        raise OnnxJsonError(f"store takes gc or verify, not {action!r}")


@app.command("git-setup", cls=_Command)
@_closed_pipe_is_fine
def git_setup(
    repo: Annotated[str, typer.Argument(help="A folder inside the git repository.", metavar="FOLDER")] = ".",
    global_: Annotated[bool, typer.Option("--global", help="Set it up for every repository of this user (global git config and attributes).")] = False,
    store: Annotated[Optional[list[str]], typer.Option("--store", help="A weight store (dump --store DIR) of the repository: its files go to Git LFS where LFS is set up (repeatable).", metavar="DIR")] = None,  # noqa: UP045
) -> None:
    """Make git diff/log/show display .onnx changes as stripped JSON diffs (idempotent)."""
    from onnxjson.gitsetup import git_setup as _setup

    result = _setup(None if global_ else Path(repo), global_=global_, stores=[Path(p) for p in store or []])
    if not result.changes:
        _say("already set up")
        return
    for change in result.changes:
        _line(change)
    for line in result.advice():
        _line(line)


@app.command(hidden=True, cls=_Command)
@_closed_pipe_is_fine
def textconv(model: Annotated[str, typer.Argument()],
             external_data: Annotated[bool, typer.Option("--external-data")] = False) -> None:
    """git textconv driver: a stripped dump that never fails (git shows its output instead of the bytes)."""
    from onnxjson import _api

    out = _PrintableJson(sys.stdout.buffer)  # git shows this text on a terminal
    try:
        try:
            if external_data:  # an external-data file: the tensors that models beside it keep there
                from onnxjson import pipelines

                pipelines.external_data_view(model, out)
            else:
                _api.textconv(model, out)
        finally:
            out.close_text()
    except OnnxJsonError as e:
        sys.stdout.write(printable(f"onnxjson: cannot show this file as JSON: {e}") + "\n")
    except (KeyboardInterrupt, _Terminated, BrokenPipeError):
        raise
    except Exception as e:  # noqa: BLE001 -- a bug in onnxjson must not break git diff/log/show either
        sys.stdout.write(printable(f"onnxjson: cannot show this file as JSON: internal error "
                                   f"({type(e).__name__}: {_text_of(e)})") + "\n")


class _PrintableJson:
    """A binary stream of UTF-8 JSON text, written on with :func:`printable_json`'s escapes: the same
    JSON values, no character a terminal acts on."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream
        self._held = bytearray()  # a character cut between two writes

    def write(self, data: Any) -> int:
        piece = bytes(data)
        self._stream.write(printable_json_bytes(piece, self._held))
        return len(piece)

    def flush(self) -> None:
        self._stream.flush()

    def close_text(self) -> None:
        """The end of the text: what was held back is written (escaped)."""
        if self._held:
            self._stream.write(printable_json_bytes(b"", self._held, end=True))


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; return the exit code."""
    try:
        return _main(argv)
    except MemoryError:  # in a handler, while flushing, while putting SIGTERM back: still one line
        _out_of_memory()
        return EXIT_ERROR


def _main(argv: list[str] | None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    previous = _on_sigterm()
    try:
        return _run(args)
    finally:
        if previous is not None:
            import signal

            signal.signal(signal.SIGTERM, previous)  # type: ignore[arg-type]


def _run(args: list[str]) -> int:
    code = _dispatch(args)
    try:
        _flush_stdout()  # a full disk or a closed stdout shows here for buffered output
    except BrokenPipeError:
        _silence_stdout()  # the reader went away (e.g. `| head`): not an error
    except OnnxJsonError as e:
        _silence_stdout()
        if code in (EXIT_OK, EXIT_NO):
            _error(str(e))
            return EXIT_ERROR
    return code


def _app_for(args: list[str]) -> typer.Typer:
    """The app to run ``args``: when they name a command, an app of that command alone.

    typer makes the whole click group (every parameter of every command, from their annotations)
    each time it runs: about a fifth of a small `dump`. An app of the named command, under the
    same settings and root callback, parses and prints exactly as the whole one does for that
    command (tests/test_cli.py compares their help and errors); anything else (no command, a root
    option first, a misspelt name) runs the whole app, which lists and suggests every command.
    """
    if not args:
        return app
    chosen = [c for c in app.registered_commands if _command_name(c) == args[0]]
    if len(chosen) != 1:
        return app
    one = typer.Typer(**_APP_SETTINGS)
    one.registered_callback = app.registered_callback
    one.registered_commands = chosen
    return one


def _command_name(command: Any) -> str | None:
    """The name typer gives a registered command: its own, else its function's with dashes."""
    if command.name:
        return str(command.name)
    callback = command.callback
    return callback.__name__.lower().replace("_", "-") if callback is not None else None


_OUT_OF_MEMORY = "error: out of memory: the input asks for more memory than this machine gives the process\n"


def _out_of_memory() -> None:
    """The one line for a MemoryError, made in advance (there may be no memory left to make it)."""
    stream = sys.stderr
    if stream is None:
        return
    try:
        stream.write(_OUT_OF_MEMORY)
        stream.flush()
    except (OSError, ValueError, MemoryError):
        pass


def _os_error_text(error: OSError) -> str:
    """``FILE: what the system said`` for an OSError."""
    where = error.filename if isinstance(error.filename, str) else ""
    what = error.strerror or type(error).__name__
    return f"{where}: {what}" if where else f"cannot do it: {what}"


def _text_of(error: BaseException) -> str:
    """str(error), short; its type's name alone when even that fails (the repr of a deep value
    recurses, a huge one does not fit in memory)."""
    try:
        return elide(str(error), LINE_LIMIT // 2)
    except (RecursionError, MemoryError):
        return "(its text cannot be shown)"


def _dispatch(args: list[str]) -> int:
    try:
        code = _app_for(args)(args=args, prog_name="onnxjson", standalone_mode=False)
        if isinstance(code, int) and code == 130:  # typer turns Ctrl-C into this exit code
            _error("interrupted")
            return 130
    except _Terminated:
        _error("terminated")
        return 143
    except _Exit as e:
        return e.code
    except OnnxJsonError as e:
        if e.file == "<stdout>":
            _silence_stdout()
        _error(str(e))
        return EXIT_ERROR
    except KeyboardInterrupt:
        _error("interrupted")
        return 130
    except MemoryError as e:
        # The frames of the traceback hold what filled the memory: let them go before the message.
        e.__traceback__ = e.__context__ = None
        del e
        import gc

        gc.collect()  # what is left of it in cycles (the pipelines pause the collector)
        _out_of_memory()
        return EXIT_ERROR
    except (BrokenPipeError, _ReaderGone):
        # The reader went away (e.g. `| head`); say nothing more.
        _silence_stdout()
        return EXIT_OK
    except typer.Exit as e:  # --help, --version
        return int(getattr(e, "exit_code", 0) or 0)
    except typer.Abort:
        _error("aborted")
        return EXIT_ERROR
    except OSError as e:
        # What the system refused (a folder that is a file, /proc, permissions, a full disk) where no
        # onnxjson error said it first: the user's to change, not a bug (exit 2, one line).
        _error(_os_error_text(e))
        return EXIT_ERROR
    except Exception as e:  # the last line of defence against tracebacks
        message = getattr(e, "format_message", None)
        if callable(message) and hasattr(e, "exit_code"):
            # A usage error from the argument parser: one line, like every other error.
            context = getattr(e, "ctx", None)
            command = getattr(context, "command_path", None) or "onnxjson"
            _error(f"{message()} (see '{command} --help')")
            return EXIT_ERROR
        if os.environ.get("ONNXJSON_DEBUG"):
            raise
        _error(f"internal error in onnxjson ({type(e).__name__}: {_text_of(e)}); please report it "
               "(set ONNXJSON_DEBUG=1 for the traceback)")
        return EXIT_ERROR
    return EXIT_OK

