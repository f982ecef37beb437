"""Peak memory per input byte of each command, for models made of one field kind each (not part of
the test suite; issue 34, class 3).

Each model is about ``--size`` bytes of one kind: small unknown fields (3-byte varints; 16-byte
length-delimited ones; the budget's share of 3-byte ones beside a weight), onnx-light extension
messages, a packed int64 payload, strings, and small nodes (an ordinary graph-heavy model, for
comparison). Each command runs as a fresh process; its peak RSS (``wait4``'s ru_maxrss), less that of
``onnxjson --version``, is divided by the input's size. ``build`` reads the document ``dump`` wrote and
is divided by the model's size too.

    python bench/memory.py [--size BYTES] [--pure] [--out FOLDER]
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _varint(n: int) -> bytes:
    out = bytearray()
    while True:
        low, n = n & 0x7F, n >> 7
        out.append(low | (0x80 if n else 0))
        if not n:
            return bytes(out)


def make_models(folder: Path, size: int) -> list[Path]:
    """The models, made in a process of their own by the caller: a process's peak RSS counts its
    parent's at the fork, so the measuring one never loads numpy and onnx."""
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    relu = helper.make_graph([helper.make_node("Relu", ["x"], ["y"])], "g",
                             [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])],
                             [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1])])
    base = helper.make_model(relu, opset_imports=[helper.make_opsetid("", 18)]).SerializeToString()
    models: dict[str, bytes] = {}
    unit = _varint(50 << 3) + b"\x01"
    models["unknown-3B"] = base + unit * (size // len(unit))
    unit = _varint(51 << 3 | 2) + b"\x0d" + b"a" * 13
    models["unknown-16B"] = base + unit * (size // len(unit))
    budget = size // 16 - 10  # the share of 3-byte unknown fields a model of this size may hold
    weight = numpy_helper.from_array(np.zeros((size - budget * 3) // 4, dtype=np.float32), "w")
    models["unknown-at-budget"] = helper.make_model(helper.make_graph([], "g", [], [], initializer=[weight])) \
        .SerializeToString() + (_varint(50 << 3) + b"\x01") * budget
    graph = helper.make_graph([], "g", [], []).SerializeToString() + (_varint(1000 << 3 | 2) + b"\x00") * (size // 3)
    models["extension-empty"] = b"\x08\x08" + _varint(7 << 3 | 2) + _varint(len(graph)) + graph
    packed = helper.make_tensor("t", TensorProto.INT64, [size], [1] * size)
    models["packed-int64"] = helper.make_model(helper.make_graph([], "g", [], [], initializer=[packed])).SerializeToString()
    strings = helper.make_tensor("t", TensorProto.STRING, [size // 3], [b"a"] * (size // 3))
    models["strings"] = helper.make_model(helper.make_graph([], "g", [], [], initializer=[strings])).SerializeToString()
    nodes = [helper.make_node("Relu", [f"a{i}"], [f"a{i + 1}"]) for i in range(size // 20)]
    models["nodes"] = helper.make_model(helper.make_graph(nodes, "g", [], [])).SerializeToString()
    paths = []
    for name, data in models.items():
        path = folder / f"{name}.onnx"
        path.write_bytes(data)
        paths.append(path)
    return paths


def peak(args: list[str], env: dict[str, str]) -> tuple[int, int, float, str]:
    """(peak RSS in bytes, exit code, seconds, first line of stderr) of a fresh process."""
    start = time.monotonic()
    proc = subprocess.Popen(args, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    assert proc.stderr is not None
    err = proc.stderr.read().decode(errors="replace").strip().splitlines()
    return usage.ru_maxrss * 1024, os.waitstatus_to_exitcode(status), time.monotonic() - start, (err or [""])[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--size", type=int, default=2_000_000, help="bytes of each model (default 2 MB)")
    parser.add_argument("--pure", action="store_true", help="the pure-Python paths (ONNXJSON_NO_ACCEL=1)")
    parser.add_argument("--out", type=Path, default=None, help="folder for the models (default: a temporary one)")
    parser.add_argument("--make-only", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    folder = args.out or Path(tempfile.mkdtemp(prefix="onnxjson-memory-"))
    folder.mkdir(parents=True, exist_ok=True)
    if args.make_only:
        for path in make_models(folder, args.size):
            print(path)
        return 0
    made = subprocess.run([sys.executable, __file__, "--make-only", "--size", str(args.size), "--out", str(folder)],
                          check=True, capture_output=True, text=True).stdout.split()
    env = dict(os.environ)
    if args.pure:
        env["ONNXJSON_NO_ACCEL"] = "1"
    onnxjson = [sys.executable, "-m", "onnxjson"]
    base = peak([*onnxjson, "--version"], env)[0]
    print(f"{'model':18} {'command':7} {'exit':>4} {'peak MB':>8} {'B/input B':>9} {'s':>6}")
    worst = (0.0, "")
    for model in map(Path, made):
        size = model.stat().st_size
        doc = model.with_suffix(".json")
        for command in (["dump", str(model), "-o", str(doc), "-q"], ["verify", str(model), "-q"], ["info", str(model)],
                        ["build", str(doc), "-o", str(folder / "rebuilt.onnx"), "-q"]):
            if command[0] == "build" and not doc.exists():
                continue
            rss, code, seconds, err = peak([*onnxjson, *command], env)
            per_byte = (rss - base) / size
            if code == 0 and per_byte > worst[0]:
                worst = (per_byte, f"{model.stem} {command[0]}")
            print(f"{model.stem:18} {command[0]:7} {code:4} {rss / 1e6:8.0f} {per_byte:9.1f} {seconds:6.1f}"
                  + (f"  {err[:90]}" if code else ""))
        doc.unlink(missing_ok=True)
    print(f"worst accepted: {worst[0]:.0f} bytes of memory an input byte ({worst[1]})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
