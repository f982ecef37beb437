"""Run by tests/test_accel_nomemory.py in a process of its own: each compiled function called once
for every allocation it makes, that allocation failing (CPython's ``_testcapi.set_nomemory``).

``python accel_nomemory.py ROOT MODULE CASE...``: ROOT the checkout (for samples/), MODULE the file of
the compiled module the parent tests (the child must load that one). For each case, the call's answer
with no failure is the expected one; then, for n = 0, 1, 2, ..., the call is made again with the n-th
allocation from its start failing (that one only). Every such call must raise MemoryError or give the
expected answer (an allocation the function could do without); anything else (another exception, a
wrong answer, a crash) fails. The sweep ends after ``QUIET`` calls in a row that gave the answer
without a MemoryError: the failing allocation is then past the call's end. Prints, as JSON, each
case's (MemoryErrors seen, calls made).

The JSON writer is swept with its helpers configured to make their text with the standard library's
json instead of orjson, which does not survive a failed allocation (a segmentation fault inside
orjson.dumps); the expected text is the one made with the same helpers.
"""

from __future__ import annotations

import _testcapi
import io
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from onnxjson import accel, jsonio
from onnxjson.codec import compiled as tables
from onnxjson.codec import payload
from onnxjson.codec.encode import _FastContext
from onnxjson.codec.fastdecode import FastOptions
from onnxjson.proto import registry
from onnxjson.schema.checks import STANDARD_DOMAINS

#: Calls in a row without a MemoryError that end a sweep.
QUIET = 200

C = accel.compiled
REGISTRY = registry()
MODEL_SPEC = REGISTRY.messages["ModelProto"]


def _decode(data: bytes) -> Any:
    options = FastOptions(None, 500, 64)
    decoder = tables.compiled_decoder(REGISTRY)
    assert decoder is not None
    doc = decoder(data, "ModelProto", options, 500)
    options.finish()
    return doc


def _decode_range(data: bytes) -> Any:
    options = FastOptions(None, 500, 64)
    decoder = tables.compiled_range_decoder(REGISTRY)
    assert decoder is not None
    doc = decoder(data, "ModelProto", options, 500, 0, len(data), 1)
    options.finish()
    return doc


def _graph_loops() -> Any:
    nodes = [{"op_type": "Relu", "input": ["x" if i == 0 else f"y{i - 1}"], "output": [f"y{i}"],
              "attribute": [{"name": "a", "type": "INT", "i": 1}]} for i in range(8)]
    names = C.NameTable()
    names["x"] = ("graph input", 0)
    ops = {"": {"Relu": (1, 1, {"a": ("INT", False)}, 0)}}
    done = C.graph_nodes(nodes, 0, names, ({"q": 1},), {"": 17}, ops, STANDARD_DOMAINS)
    items = C.graph_initializers([{"name": f"w{i}"} for i in range(5)], 0, names, "initializer")
    return done, items, sorted(names), names.get("y3")


def _json_dumps(value: Any, option: int | None = None) -> bytes:
    """orjson.dumps's text made by json (as jsonio calls it: compact, or OPT_INDENT_2)."""
    if option:
        return json.dumps(value, indent=2, ensure_ascii=False).encode()
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


def _writer_without_orjson() -> None:
    jsonio._dumps = _json_dumps  # type: ignore[assignment]  # _key_bytes and _scalar_array call it
    C.write_configure(_json_dumps, jsonio._scalar_array, jsonio._key_bytes, jsonio._plain, jsonio._write_blob,
                      jsonio._write_long_text, jsonio._too_deep, jsonio.Blob, jsonio.LongText, jsonio._Unwritable,
                      jsonio.MAX_INDENT_LEVEL, jsonio.JSON_NESTING_LIMIT)


def _written(doc: dict[str, Any]) -> bytes:
    stream = io.BytesIO()
    jsonio.write_document(doc, stream, width=60, flush_bytes=256)
    return stream.getvalue()


def cases(root: Path) -> dict[str, Callable[[], Any]]:
    model = (root / "samples" / "features.onnx").read_bytes()
    doc = _decode(model)
    assert doc is not None
    slow = _FastContext(REGISTRY, None, 500).slow
    floats = bytes(range(256)) * 4
    encoder = tables.compiled_encoder(REGISTRY)
    checker = tables.compiled_checker(REGISTRY)
    pieces = tables.compiled_piece_encoder(REGISTRY)
    assert encoder is not None and checker is not None and pieces is not None
    payload.payload_messages(doc, MODEL_SPEC, REGISTRY)  # the walk's tables, made once

    def new_walk_tables() -> Any:
        payload._WALK_TABLES.clear()
        return payload._walk_tables(REGISTRY, C)[0]

    def not_mine(ref: Any, message: Any, field: Any) -> None:
        return None

    _writer_without_orjson()
    odd = {"ints": list(range(60)), "floats": [0.5, -1e-7, 3.25] * 20, "texts": ["a, b", "c"] * 20,
           "short": ["x", "y"], "mixed": [1, "two", None, True], "nested": [[1, 2], [], {}, {"k": [3]}],
           "deep": {"a": {"b": {"c": [{"d": "é"}]}}}, "empty": {}, "none": []}

    return {
        "write": lambda: _written({"doc": doc, **odd}),
        "decode_tables": lambda: tables._decoder_tables(REGISTRY, C)[0],
        "encoder_tables": lambda: tables._encoder_tables(REGISTRY, C)[0],
        "walk_tables": new_walk_tables,
        "decode": lambda: _decode(model),
        "decode_range": lambda: _decode_range(model),
        "field_pieces": lambda: C.field_pieces(model, 0, len(model), 3, 100),
        "encode": lambda: encoder(doc, "ModelProto", slow, 500),
        "check": lambda: checker(doc, "ModelProto", slow, 500),
        "check_pieces": lambda: checker(doc, "ModelProto", slow, 500, not_mine),
        "encode_pieces": lambda: pieces(doc, "ModelProto", slow, 500, not_mine),
        "payload_walk": lambda: [id(m) for m in payload.payload_messages(doc, MODEL_SPEC, REGISTRY)],
        "float32_batch": lambda: C.float32_batch(floats, float),
        "base64": lambda: (C.b64encode(floats), C.b64decode(C.b64encode(floats).decode(), 0, 1368, True, None),
                           C.b64plain(floats, 0, 100), C.b64run(b"abcd=", 0)),
        "graph_loops": _graph_loops,
    }


def comparable(answer: Any) -> Any:
    """What two answers are compared by: documents as their text, buffers as bytes."""
    if isinstance(answer, dict):
        return jsonio.dumps_document({"doc": answer})
    if isinstance(answer, (bytes, bytearray)):
        return bytes(answer)
    return repr(answer)


def _failing(call: Callable[[], Any], n: int) -> Any:
    _testcapi.set_nomemory(n, n + 1)
    try:
        return call()
    finally:
        _testcapi.remove_mem_hooks()


def sweep(name: str, call: Callable[[], Any]) -> tuple[int, int]:
    expected = comparable(call())
    failed = quiet = 0
    for n in range(1_000_000):
        try:
            answer = _failing(call, n)
        except MemoryError:
            failed, quiet = failed + 1, 0
            continue
        assert comparable(answer) == expected, f"{name}: allocation {n} failing changed the answer"
        quiet += 1
        if quiet == QUIET:
            return failed, n + 1
    raise AssertionError(f"{name}: no end")


def main() -> None:
    root, module, *names = sys.argv[1:]
    assert C is not None and C.__file__ == module, (C, module)
    found = cases(Path(root))
    print(json.dumps({name: sweep(name, found[name]) for name in names}))


if __name__ == "__main__":
    main()
