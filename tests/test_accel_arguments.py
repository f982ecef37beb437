"""Every function of the compiled accelerator refuses arguments no caller gives (too few, of the
wrong type, out of range) with a Python exception, never a crash or a wrong answer; where the
pure-Python reference takes the same out-of-range input (base64's ranges past the end), both
answer alike. The rows of tests/accel_twins.py name the tests that compare the answers; this file
is about the edges of the functions' own argument handling (under ASan/UBSan in CI)."""

from __future__ import annotations

import math
import os
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from accel_support import needs_compiled
from accel_twins import TWINS

from onnxjson import accel, jsonio
from onnxjson.codec import compiled, payload, values
from onnxjson.codec.fastdecode import FastOptions
from onnxjson.proto import registry

C: Any = accel.compiled
pytestmark = needs_compiled
METH_O = {"b64encode", "guard_map", "guard_faults", "guard_unmap"}
NOT_FUNCTIONS = {"NameTable"}


@pytest.mark.parametrize("name", sorted(set(TWINS) - METH_O - NOT_FUNCTIONS))
def test_no_arguments_and_too_many_are_refused(name: str) -> None:
    function = getattr(C, name, None)
    if function is None:
        pytest.skip(f"{name} is not in this build")
    with pytest.raises(TypeError):
        function()
    with pytest.raises(TypeError):
        function(*([b""] * 12))


@pytest.mark.parametrize("name", sorted(set(TWINS) - METH_O - NOT_FUNCTIONS))
def test_text_where_numbers_or_buffers_go_is_refused(name: str) -> None:
    function = getattr(C, name, None)
    if function is None:
        pytest.skip(f"{name} is not in this build")
    for count in range(1, 10):
        try:
            function(*(["x"] * count))
        except (TypeError, ValueError, IndexError, OverflowError, AttributeError, KeyError):
            continue
        except SystemError as e:  # pragma: no cover - a C function that set no exception
            pytest.fail(f"{name}{('x',) * count}: {e}")


def test_base64_ranges() -> None:
    data = b"QUJD" * 8
    with pytest.raises(ValueError, match="start must not be negative"):
        C.b64plain(data, -1, 4)
    for start, stop in ((0, 100), (30, 100), (40, 50), (8, 4)):  # past the end, or empty: clamped
        assert C.b64plain(data, start, stop) == values.plain_base64(data, start, stop), (start, stop)
    with pytest.raises(ValueError, match="outside the buffer"):
        C.b64run(data, -1)
    with pytest.raises(ValueError, match="outside the buffer"):
        C.b64run(data, len(data) + 1)
    assert C.b64run(data, len(data)) == len(data)
    with pytest.raises(ValueError, match="0 <= start <= stop"):
        C.b64decode(data, -1, 4)
    with pytest.raises(ValueError, match="0 <= start <= stop"):
        C.b64decode(data, 8, 4)
    assert C.b64decode(data, 0, 1000) == b"ABC" * 8  # stop past the end: the end
    assert C.b64decode("QUJD\u00e9") is None  # text that is not ASCII: the reference's
    with pytest.raises(TypeError):
        C.b64decode(12)
    with pytest.raises(TypeError):
        C.b64encode("text")
    with pytest.raises(TypeError):
        C.b64encode_into("text", bytearray(8))
    with pytest.raises(TypeError):
        C.b64encode_into(b"abc", "out")


def test_the_writer_refuses_bad_limits_and_keeps_its_configuration() -> None:
    with pytest.raises(ValueError, match="bad limits"):
        C.write_configure(*([None] * 10), -1, 1)
    with pytest.raises(ValueError, match="bad limits"):
        C.write_configure(*([None] * 10), 0, 0)
    assert jsonio.dumps_document({"a": [1, 2], "b": "x"}) == jsonio.dumps_document({"a": [1, 2], "b": "x"})


def test_the_comparisons_hold_no_buffer_they_refuse() -> None:
    with pytest.raises(TypeError):
        C.mismatch(b"a", "b")
    with pytest.raises(TypeError):
        C.same_memory("a", b"b")
    assert C.mismatch(b"abc", b"abd") == 2 and C.mismatch(b"abc", b"abc") == -1


def test_the_decoders_tables_refuse_fields_they_do_not_know() -> None:
    """compiled.tables: what codec/compiled.py never gives it is refused, not read."""
    helpers = (None,) * 6
    good = ("x", 1, "int32", 0, False, False, False, -1, None, -1)
    assert C.tables([(False, [good])], helpers) is not None
    for field in [("x", 1, "nonsense", 0, False, False, False, -1, None, -1),
                  ("x", 0, "int32", 0, False, False, False, -1, None, -1),
                  ("x", 1 << 29, "int32", 0, False, False, False, -1, None, -1),
                  ("x", 1, "message", 2, False, False, False, 5, None, -1),
                  ("x", 1, "int32", 0, True, False, False, -1, None, 0),  # a repeated member of a oneof
                  ("x", 1, "int32", 0, False, False, False, -1, None, 64)]:
        with pytest.raises(ValueError, match="does not know"):
            C.tables([(False, [field])], helpers)
    with pytest.raises(TypeError, match="enum table is a dict"):
        C.tables([(False, [("x", 1, "enum", 0, False, False, False, -1, [1], -1)])], helpers)
    with pytest.raises(ValueError, match="six helpers"):
        C.tables([], (None,))
    with pytest.raises(TypeError):
        C.tables([(False, [("x", "1")])], helpers)
    with pytest.raises(TypeError):
        C.tables([("not a flag", "not a list")], helpers)


def test_the_codec_functions_refuse_other_tables_and_indices() -> None:
    """decode, decode_range, decodes, encode, check, encode_pieces and payload_walk read only the capsule their own
    tables function made, and only its message indices: anything else is a ValueError (another
    object, or another function's tables) or an IndexError, never read."""
    reg = registry()
    decoder = compiled._decoder_tables(reg, C)[1]
    encoder = compiled._encoder_tables(reg, C).tables
    walk = payload._walk_tables(reg, C)[1]
    options = FastOptions(None, 10, 64)
    calls = {
        "decode": (decoder, lambda t, i: C.decode(t, i, b"", options, 10, False)),
        "decode_range": (decoder, lambda t, i: C.decode_range(t, i, b"", options, 10, False, 0, 0, 1)),
        "decodes": (decoder, lambda t, i: C.decodes(t, i, b"", 10)),
        "encode": (encoder, lambda t, i: C.encode(t, i, {}, None, 10)),
        "check": (encoder, lambda t, i: C.check(t, i, {}, None, 10)),
        "encode_pieces": (encoder, lambda t, i: C.encode_pieces(t, i, {}, None, 10, None)),
        "payload_walk": (walk, lambda t, i: C.payload_walk(t, i, {})),
    }
    for name, (own, call) in calls.items():
        assert call(own, 0) is not None, name  # an empty message: its own
        for other in (object(), *(t for t in (decoder, encoder, walk) if t is not own)):
            with pytest.raises(ValueError):
                call(other, 0)
        for index in (-1, len(reg.messages), 1 << 40):
            with pytest.raises(IndexError):
                call(own, index)


def test_the_decoder_on_kinds_no_onnx_field_has() -> None:
    """compiled.tables takes every kind protobuf has, though onnx's messages use a few: a singular
    double is read as the generated code reads one (double_to_doc of its 8 bytes), the kinds the C
    code does not read (zigzag and fixed integers, bytes kinds without the text form) and a value cut
    short are given to the reference (None)."""
    helpers = (compiled.float32_to_doc, compiled.double_to_doc, compiled.text_to_doc, compiled.Blob,
               compiled.packed_varints, compiled.packed_fixed)
    rows = [("d", 1, "double", 1), ("s", 2, "sint32", 0), ("x", 3, "fixed32", 5), ("t", 4, "string", 2),
            ("q", 5, "sfixed64", 1), ("z", 6, "sint64", 0)]
    tables = C.tables([(False, [(*row, False, False, False, -1, None, -1) for row in rows])], helpers)
    options = FastOptions(None, 10, 64)
    for value in (1.5, -0.0, 1e300, math.nan, math.inf):
        data = struct.pack("<d", value)
        assert repr(C.decode(tables, 0, b"\x09" + data, options, 10, False)) == \
            repr({"d": compiled.double_to_doc(data)})
        assert C.decodes(tables, 0, b"\x09" + data, 10) is True
    for data in (b"\x10\x03", b"\x1d\x01\x00\x00\x00", b"\x22\x01a", b"\x29" + bytes(8), b"\x30\x01", b"\x09\x00"):
        assert C.decode(tables, 0, data, options, 10, False) is None, data
        assert C.decodes(tables, 0, data, 10) is False, data


def test_the_encoder_on_kinds_no_onnx_field_has() -> None:
    """compiled.enc_tables takes every kind protobuf has: a singular double is written as the generated
    code writes one (its tag and 8 little-endian bytes), the kinds the C code does not write (zigzag
    and fixed integers, bytes kinds without the text form) are given to the reference (None)."""
    helpers = (compiled.float32_from_doc, compiled.double_from_doc, compiled.b64decode, compiled.data_type_number,
               compiled.values_to_raw)
    rows = [("d", 1, "double", 1), ("s", 2, "sint32", 0), ("x", 3, "fixed32", 5), ("t", 4, "string", 2),
            ("q", 5, "sfixed64", 1), ("z", 6, "sint64", 0)]
    own = C.enc_tables([("M", [(*row, False, False, False, -1, None) for row in rows])], helpers,
                       compiled.DATA_TYPE_NUMBERS, compiled.BIG_PAYLOAD)
    for value in (1.5, -0.0, 1e300, 5e-324):
        assert C.encode(own, 0, {"d": value}, None, 10) == b"\x09" + struct.pack("<d", value)
        assert C.check(own, 0, {"d": value}, None, 10) is True
    for doc in ({"s": 3}, {"x": 1}, {"t": "a"}, {"q": 0}, {"z": -1}, {"d": 1.5, "s": 1}):
        assert C.encode(own, 0, doc, None, 10) is None, doc
        assert C.check(own, 0, doc, None, 10) is None, doc


_UNCONFIGURED = """
import importlib.util, io, sys
spec = importlib.util.spec_from_file_location("_accel", sys.argv[1])
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)  # the module alone: onnxjson.jsonio, which configures its writer, not imported
try:
    module.write({"a": 1}, io.BytesIO(), 100, None, 1024)
except RuntimeError as e:
    print(e)
"""


def test_the_writer_refuses_to_write_before_it_is_configured(tmp_path: Path) -> None:
    """write() before write_configure (the module loaded without onnxjson.jsonio, in a process of its
    own) is a RuntimeError, never a call of a helper it does not have."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([sys.executable, "-c", _UNCONFIGURED, C.__file__], cwd=tmp_path, env=env,
                          capture_output=True, text=True, check=False, timeout=120)
    assert (done.returncode, done.stdout) == (0, "onnxjson._accel's writer is not configured\n"), done.stderr[-2000:]
