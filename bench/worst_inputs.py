"""Worst-case inputs for memory, one field kind each, and the memory each command takes per input byte
(issue 34, class 3). Used by bench/run.py's memory row and by tests/test_memory_bounds.py.

:func:`model` writes a model of about ``size`` bytes made of one kind (:data:`KINDS`): the smallest
occurrences of that kind the wire allows, so that the memory a command keeps per input byte is as
large as that kind can make it. The bytes are written here, field by field, without onnx (the measured
processes never load it, and the models are exactly what is named). :func:`measure` runs each command
(:data:`COMMANDS`) as a fresh process on a large model and on a tiny one of the same kind, and gives
``(peak RSS of the large run - peak RSS of the tiny run) / (large input bytes - tiny input bytes)``:
what the command keeps per input byte, its fixed cost (interpreter, imports) taken out.

    python bench/worst_inputs.py [--size BYTES] [--pure] [--kinds a,b] [--commands dump,info] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NamedTuple

# -- the wire -------------------------------------------------------------------------------------
VARINT, I64, LEN, SGROUP, EGROUP, I32 = 0, 1, 2, 3, 4, 5


def varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


def tag(number: int, wire_type: int) -> bytes:
    return varint(number << 3 | wire_type)


def field(number: int, payload: bytes) -> bytes:
    """A length-delimited field."""
    return tag(number, LEN) + varint(len(payload)) + payload


def field_int(number: int, value: int) -> bytes:
    return tag(number, VARINT) + varint(value)


def _model(graph: bytes, tail: bytes = b"") -> bytes:
    """ModelProto{ir_version 8, opset_import{version 18}, graph} followed by ``tail`` (model-level fields)."""
    return field_int(1, 8) + field(8, field_int(2, 18)) + field(7, graph) + tail


def _filler(nbytes: int) -> bytes:
    """GraphProto.initializer: a float tensor of about ``nbytes`` of raw_data (cheap for every command)."""
    count = max(0, nbytes) // 4
    return field(5, field_int(1, count) + field_int(2, 1) + field(8, b"w") + field(9, bytes(4 * count)))


#: The unknown-field budget of codec/decode.py: max(100,000, input bytes / 16) entries.
UNKNOWN_MIN = 100_000
UNKNOWN_PER = 16


def _at_unknown_budget(size: int, unit: bytes, entries: int) -> bytes:
    """As many ``unit`` (each ``entries`` unknown entries) as the budget of a ``size``-byte model
    allows, and a weight for the rest of the bytes."""
    count = max(1, (max(UNKNOWN_MIN, size // UNKNOWN_PER) - 64) // entries)
    count = min(count, max(1, size // len(unit)))
    return _model(_filler(size - count * len(unit) - 64), unit * count)


def _nested_sequence(depth: int) -> bytes:
    """TypeProto nested ``depth`` levels: sequence_type{elem_type{sequence_type{...}}}."""
    inner = b""
    for _ in range(depth):
        inner = field(4, field(1, inner))
    return inner


def _deep(size: int) -> bytes:
    # Value infos whose types nest 90 messages deep (two a level): the deepest protobuf's parser (upb,
    # which onnx.load uses) reads is 100 levels, within max_depth's default (500).
    one = field(13, field(1, b"v") + field(2, _nested_sequence(45)))
    return _model(field(2, b"g") + one * max(1, size // len(one)))


_RELU = field(4, b"Relu")


def _nodes(size: int) -> bytes:
    out = bytearray()
    i = 0
    while len(out) < size:
        out += field(1, field(1, f"a{i}".encode()) + field(2, f"a{i + 1}".encode()) + _RELU)
        i += 1
    return _model(bytes(out))


#: kind -> (what it is, model of about ``size`` bytes). The smallest occurrence of each kind.
KINDS: dict[str, tuple[str, Callable[[int], bytes]]] = {
    "unknown-varint": ("3-byte unknown varints, at the unknown-field budget (the rest a weight)",
                       lambda n: _at_unknown_budget(n, field_int(50, 1), 1)),
    "unknown-len": ("16-byte unknown length-delimited fields (one per 16 bytes: the budget)",
                    lambda n: _model(b"", field(51, b"a" * 13) * (n // 16))),
    "unknown-group": ("unknown groups of 2-byte entries, at the budget (the rest a weight)",
                      lambda n: _at_unknown_budget(n, tag(52, SGROUP) + field_int(1, 1) * 6 + tag(52, EGROUP), 8)),
    "unknown-over": ("3-byte unknown varints past the budget (refused: exit 2, one line)",
                     lambda n: _model(b"", field_int(50, 1) * (n // 3))),
    "extension": ("empty onnx-light extension messages (GraphProto.encoded_initializer, field 1000)",
                  lambda n: _model(field(1000, b"") * (n // 3))),
    "packed-int64": ("a packed int64_data run of 1-byte values",
                     lambda n: _model(field(5, field_int(1, n) + field_int(2, 7) + field(7, b"\x01" * n)))),
    "packed-float": ("a packed float_data run",
                     lambda n: _model(field(5, field_int(1, n // 4) + field_int(2, 1)
                                              + field(4, b"\x00\x00\x80\x3f" * (n // 4))))),
    "strings": ("1-byte string_data entries", lambda n: _model(field(5, field_int(2, 8) + field(6, b"a") * (n // 3)))),
    "empty-strings": ("empty node inputs", lambda n: _model(field(1, field(1, b"") * (n // 2) + _RELU))),
    "empty-nodes": ("empty NodeProto messages", lambda n: _model(field(1, b"") * (n // 2))),
    "empty-attributes": ("empty AttributeProto messages of one node",
                         lambda n: _model(field(1, _RELU + field(5, b"") * (n // 2)))),
    "empty-initializers": ("empty TensorProto initialisers", lambda n: _model(field(5, b"") * (n // 2))),
    "empty-dims": ("empty dims of one input's shape",
                   lambda n: _model(field(11, field(1, b"x") + field(2, field(1, field(2, field(1, b"") * (n // 2))))))),
    "deep": ("value infos nested 90 messages deep (as deep as onnx.load reads)", _deep),
    "nodes": ("an ordinary chain of Relu nodes (for comparison)", _nodes),
}

#: The kinds a command must refuse (exit 2, one line) rather than keep.
REFUSED = {"unknown-over"}


def model(kind: str, size: int) -> bytes:
    """A model of about ``size`` bytes of ``kind``."""
    return KINDS[kind][1](size)


#: The size of the baseline model (the ``nodes`` kind): what a command takes on a tiny input.
BASELINE_BYTES = 4096


def make_models(folder: Path, size: int) -> list[Path]:
    """``<kind>.onnx`` of about ``size`` bytes for every kind in ``folder``, with ``<kind>.copy.onnx``
    (the same bytes, for diff) and ``baseline.onnx`` (a tiny model, for each command's fixed cost);
    returns the kinds' paths (bench/run.py's ``memory`` scenario)."""
    paths = []
    for kind in KINDS:
        path = folder / f"{kind}.onnx"
        path.write_bytes(model(kind, size))
        shutil.copyfile(path, folder / f"{kind}.copy.onnx")
        paths.append(path)
    (folder / "baseline.onnx").write_bytes(model("nodes", BASELINE_BYTES))
    shutil.copyfile(folder / "baseline.onnx", folder / "baseline.copy.onnx")
    return paths


# -- the commands ---------------------------------------------------------------------------------
class Command(NamedTuple):
    """A command: its arguments (``{model}``, ``{copy}``, ``{doc}``, ``{out}`` filled in), whether it reads
    the document dump wrote, and how many models' worth of input it reads."""

    name: str
    args: tuple[str, ...]
    needs_doc: bool = False
    inputs: int = 1


COMMANDS: dict[str, Command] = {c.name: c for c in (
    Command("dump", ("dump", "{model}", "-o", "{out}.json", "-q")),
    Command("dump-strip", ("dump", "{model}", "--strip-weights", "-o", "{out}.json", "-q")),
    Command("build", ("build", "{doc}", "-o", "{out}.onnx", "-q"), needs_doc=True),
    Command("verify", ("verify", "{model}", "-q")),
    Command("info", ("info", "{model}")),
    Command("info-json", ("info", "{model}", "--json")),
    Command("info-html", ("info", "{model}", "--html", "-o", "{out}.html")),
    Command("diff", ("diff", "{model}", "{copy}"), inputs=2),
    Command("validate", ("validate", "{doc}"), needs_doc=True),
    Command("merge", ("merge", "{doc}", "{doc}", "{doc}", "-o", "{out}.json", "-q"), needs_doc=True, inputs=3),
)}


class Cell(NamedTuple):
    """One command on one kind: peak RSS per input byte, with its fixed cost taken out."""

    kind: str
    command: str
    exit: int
    per_byte: float
    peak: int
    seconds: float
    error: str


def _peak(args: Sequence[str], env: dict[str, str], timeout: float) -> tuple[int, int, float, list[str]]:
    """(peak RSS in bytes, exit code, seconds, the lines of stderr) of a fresh process, killed after
    ``timeout`` seconds (exit code -9)."""
    start = time.monotonic()
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen(args, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=err,
                                cwd=tempfile.gettempdir())
        timer = threading.Timer(timeout, proc.kill)
        timer.start()
        try:
            _, status, usage = os.wait4(proc.pid, 0)
        finally:
            timer.cancel()
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        lines = err.read().decode(errors="replace").strip().splitlines()
    return usage.ru_maxrss * 1024, proc.returncode, time.monotonic() - start, lines


def measure(kinds: Sequence[str], commands: Sequence[str], *, size: int, pure: bool, folder: Path,
            python: str = sys.executable, env: dict[str, str] | None = None,
            tiny: int = BASELINE_BYTES, timeout: float = 600) -> list[Cell]:
    """Each command on each kind, as fresh processes (``python -m onnxjson``): one cell each. A cell's
    ``error`` is the whole of stderr when the command failed (exit 2 or worse), else empty.

    A child's peak RSS counts its parent's at the fork (Linux keeps it across exec): call this from a
    small process (``python bench/worst_inputs.py``), not from one that has loaded numpy or pytest."""
    env = dict(os.environ if env is None else env)
    env.pop("ONNXJSON_NO_ACCEL", None)
    if pure:
        env["ONNXJSON_NO_ACCEL"] = "1"
    cells = []
    for kind in kinds:
        sizes: dict[str, int] = {}
        for label, n in (("tiny", tiny), ("large", size)):
            data = model(kind, n)
            sizes[label] = len(data)
            path = folder / f"{kind}-{label}.onnx"
            path.write_bytes(data)
            shutil.copyfile(path, folder / f"{kind}-{label}-copy.onnx")
            # The document for build, validate and merge (refused kinds have none).
            doc = folder / f"{kind}-{label}.json"
            doc.unlink(missing_ok=True)
            if any(COMMANDS[name].needs_doc for name in commands):
                subprocess.run([python, "-m", "onnxjson", "dump", str(path), "-o", str(doc), "-q"], env=env,
                               capture_output=True, check=False, cwd=tempfile.gettempdir(), timeout=timeout)
        for name in commands:
            command = COMMANDS[name]
            peaks = {}
            for label in ("tiny", "large"):
                doc = folder / f"{kind}-{label}.json"
                if command.needs_doc and not doc.exists():
                    break
                out = folder / f"out-{kind}-{label}-{name}"
                args = [a.format(model=folder / f"{kind}-{label}.onnx", copy=folder / f"{kind}-{label}-copy.onnx",
                                 doc=doc, out=out) for a in command.args]
                peaks[label] = _peak([python, "-m", "onnxjson", *args], env, timeout)
                for leftover in folder.glob(f"out-{kind}-{label}-{name}*"):
                    leftover.unlink()
            if "large" not in peaks:
                continue
            rss, code, seconds, err = peaks["large"]
            extra = (sizes["large"] - sizes["tiny"]) * command.inputs
            cells.append(Cell(kind, name, code, (rss - peaks["tiny"][0]) / extra, rss, seconds,
                              "\n".join(err) if code > 1 or code < 0 else ""))
    return cells


def worst(cells: Sequence[Cell]) -> dict[str, tuple[float, str]]:
    """kind -> (the largest B per input byte of a command that did its job or said no, that command)."""
    out: dict[str, tuple[float, str]] = {}
    for c in cells:
        if c.exit in (0, 1) and c.per_byte > out.get(c.kind, (float("-inf"), ""))[0]:
            out[c.kind] = (c.per_byte, c.command)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=4_000_000, help="bytes of each model (default 4 MB)")
    parser.add_argument("--pure", action="store_true", help="the pure-Python paths (ONNXJSON_NO_ACCEL=1)")
    parser.add_argument("--kinds", default=",".join(KINDS), help="comma-separated kinds (default: all)")
    parser.add_argument("--commands", default=",".join(COMMANDS), help="comma-separated commands (default: all)")
    parser.add_argument("--json", action="store_true", help="the cells as JSON on stdout")
    parser.add_argument("--timeout", type=float, default=600, help="seconds a command may take (default 600)")
    args = parser.parse_args(argv)
    kinds, commands = args.kinds.split(","), args.commands.split(",")
    for name, known in ((kinds, KINDS), (commands, COMMANDS)):
        unknown = [n for n in name if n not in known]
        if unknown:
            parser.error(f"unknown: {', '.join(unknown)} (known: {', '.join(known)})")
    with tempfile.TemporaryDirectory(prefix="onnxjson-worst-") as tmp:
        cells = measure(kinds, commands, size=args.size, pure=args.pure, folder=Path(tmp), timeout=args.timeout)
    if args.json:
        print(json.dumps([c._asdict() for c in cells]))
        return 0
    print(f"{'kind':19} {'command':10} {'exit':>4} {'peak MB':>8} {'B/input B':>9} {'s':>6}")
    for c in cells:
        print(f"{c.kind:19} {c.command:10} {c.exit:4} {c.peak / 1e6:8.0f} {c.per_byte:9.1f} {c.seconds:6.1f}"
              + (f"  {c.error.splitlines()[0][:80] if c.error else ''}" if c.exit > 1 or c.exit < 0 else ""), flush=True)
    for kind, (per_byte, command) in worst(cells).items():
        print(f"worst of {kind}: {per_byte:.0f} B per input byte ({command})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
