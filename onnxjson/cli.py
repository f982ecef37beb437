"""The command line: parse arguments, call the library, print; errors become one line and an exit code.

NOTE: exit codes are the same for every command: 0 success, 1 a check said no (verify, diff,
validate, schema --check), 2 the command could not do its job (bad or unreadable input, usage
error). An OnnxJsonError prints ``error: FILE: LOCATION: message`` on stderr. Anything else is a bug
in onnxjson: it is reported in one line too (set ONNXJSON_DEBUG=1 for the traceback).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer

from onnxjson.errors import OnnxJsonError

app = typer.Typer(
    name="onnxjson",
    help="Lossless ONNX ⇄ JSON: read, diff and hand-edit ONNX models as text.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
    rich_markup_mode=None,
    context_settings={"help_option_names": ["-h", "--help"]},
)

EXIT_OK, EXIT_NO, EXIT_ERROR = 0, 1, 2


class _Exit(Exception):
    def __init__(self, code: int) -> None:
        self.code = code


def _error(message: str) -> None:
    sys.stderr.write(f"error: {message}\n")
    sys.stderr.flush()


TypeOpt = Annotated[Optional[str], typer.Option("--type", help="Root message type (default: ModelProto; dump infers it).")]  # noqa: UP045
MaxDepthOpt = Annotated[int, typer.Option("--max-depth", help="Deepest message nesting accepted.", min=1)]


@app.command()
def dump(
    model: Annotated[str, typer.Argument(help="ONNX file (or any onnx message); - reads stdin.")],
    output: Annotated[str, typer.Option("-o", "--output", help="Output JSON; stdout when absent.")] = "-",
    type: TypeOpt = None,
    strip_weights: Annotated[bool, typer.Option("--strip-weights", help="Replace weight payloads by size and digest.")] = False,
    strip_threshold: Annotated[int, typer.Option("--strip-threshold", help="Payloads of at most this many bytes stay inline.", min=0)] = 1024,
    sidecar: Annotated[Optional[str], typer.Option("--sidecar", help="Move weight payloads to this binary file.")] = None,  # noqa: UP045
    external: Annotated[str, typer.Option("--external", help="ONNX external data in the input: keep, inline or sidecar.")] = "keep",
    values_limit: Annotated[int, typer.Option("--values-limit", help="Show raw_data of tensors with at most this many elements as values (0: never).", min=0)] = 64,
    decode_unknown: Annotated[bool, typer.Option("--decode-unknown", help="Show length-delimited unknown fields as nested entries where they parse.")] = False,
    max_depth: MaxDepthOpt = 1000,
    quiet: Annotated[bool, typer.Option("-q", "--quiet", help="No progress output.")] = False,
) -> None:
    """ONNX → JSON document."""
    from onnxjson import _api

    if sidecar is not None and strip_weights:
        raise OnnxJsonError("--sidecar and --strip-weights exclude each other")
    if external not in ("keep", "inline", "sidecar"):
        raise OnnxJsonError(f"--external takes keep, inline or sidecar, not {external!r}")
    if external == "sidecar" and sidecar is None:
        raise OnnxJsonError("--external sidecar needs --sidecar PATH")
    _api.dump(model, output, type=type, values_limit=values_limit, decode_unknown=decode_unknown,
              strip_weights=strip_weights, strip_threshold=strip_threshold, sidecar=sidecar,
              external=external, max_depth=max_depth)


@app.command()
def build(
    document: Annotated[str, typer.Argument(help="JSON document; - reads stdin.")],
    output: Annotated[str, typer.Option("-o", "--output", help="Output ONNX file; - writes to stdout.")],
    type: TypeOpt = None,
    weights_from: Annotated[Optional[str], typer.Option("--weights-from", help="Original model to fill stripped weights from.")] = None,  # noqa: UP045
    fill: Annotated[Optional[str], typer.Option("--fill", help="Fill stripped weights: zeros.")] = None,  # noqa: UP045
    external_data: Annotated[bool, typer.Option("--external-data", help="Reference the sidecar as ONNX external data instead of inlining it.")] = False,
    trust_paths: Annotated[bool, typer.Option("--trust-paths", help="Allow paths in the document that lead outside its folder.")] = False,
    strict: Annotated[bool, typer.Option("--strict", help="Also run the graph checks of validate.")] = False,
    max_document_size: Annotated[Optional[int], typer.Option("--max-document-size", help="Largest JSON document read, in bytes (default 4 GiB).", min=1)] = None,  # noqa: UP045
    max_depth: MaxDepthOpt = 1000,
    quiet: Annotated[bool, typer.Option("-q", "--quiet", help="No progress output.")] = False,
) -> None:
    """JSON document → ONNX."""
    from onnxjson import _api

    if output == "-" and sys.stdout.isatty():
        raise OnnxJsonError("refusing to write binary ONNX to a terminal; redirect stdout or use -o FILE")
    _api.build(document, output, type=type, weights_from=weights_from, fill=fill,
               external_data=external_data, trust_paths=trust_paths, strict=strict,
               max_document_size=max_document_size, max_depth=max_depth)


@app.command()
def verify(
    models: Annotated[list[str], typer.Argument(help="ONNX files (or any onnx messages).")],
    type: TypeOpt = None,
    max_depth: MaxDepthOpt = 1000,
    quiet: Annotated[bool, typer.Option("-q", "--quiet", help="Print only the files that differ.")] = False,
) -> None:
    """Dump and rebuild each file in memory; say whether the bytes are identical (exit 1 if not)."""
    from onnxjson import _api

    failed = 0
    errors = 0
    for name in models:
        try:
            result = _api.verify(name, type=type, max_depth=max_depth)
        except OnnxJsonError as e:
            _error(str(e.with_file(name)))
            errors += 1
            continue
        if result.identical:
            if not quiet:
                print(f"identical  {name} ({result.size:,} bytes)")
        else:
            failed += 1
            print(f"DIFFERENT  {name}: {result.size:,} → {result.rebuilt_size:,} bytes, "
                  f"first difference at byte {result.first_difference}")
    if errors:
        raise _Exit(EXIT_ERROR)
    if failed:
        raise _Exit(EXIT_NO)


def main(argv: list[str] | None = None) -> int:
    """Run the CLI; return the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        app(args=args, prog_name="onnxjson", standalone_mode=False)
    except _Exit as e:
        return e.code
    except OnnxJsonError as e:
        _error(str(e))
        return EXIT_ERROR
    except KeyboardInterrupt:
        _error("interrupted")
        return 130
    except BrokenPipeError:
        # The reader went away (e.g. `| head`); say nothing more.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_OK
    except Exception as e:  # noqa: BLE001 - the last line of defence against tracebacks
        import click

        if isinstance(e, click.exceptions.Abort):
            _error("aborted")
            return EXIT_ERROR
        if isinstance(e, click.exceptions.ClickException):
            e.show()
            return EXIT_ERROR
        if isinstance(e, click.exceptions.Exit):
            return int(e.exit_code or 0)
        if os.environ.get("ONNXJSON_DEBUG"):
            raise
        _error(f"internal error in onnxjson ({type(e).__name__}: {e}); please report it "
               "(set ONNXJSON_DEBUG=1 for the traceback)")
        return EXIT_ERROR
    return EXIT_OK


_ = Path
