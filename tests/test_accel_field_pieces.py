"""dump's framing reader and range decoder in C (``field_pieces``, ``decode_range`` of
onnxjson/_accel_decode.c) against their pure-Python references (wire.field_pieces, and
decode_canonical over a range on the pure path).

The framing is generated (fields of a few numbers, so that runs form; every wire type; varints of
every width, minimal or not; lengths that end inside or past the range) and then damaged (bytes
cut, changed, keys of number 0 or past 2^29, groups, wire types 6 and 7, varints of 11 bytes): the
pieces or the None must be the reference's for every ``entries`` and ``size``. The range decoder
is given every field of real models' graphs and nodes, at their depth, and damaged ranges.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from accel_support import compiled_paths, needs_compiled
from corpora import SAMPLE_MODELS
from wirebuild import overlong_varint

from onnxjson import accel, wire
from onnxjson.codec.decode import DecodeOptions, decode_canonical
from onnxjson.proto import registry

C: Any = accel.compiled
SEED = 20261203
CASES = 600
OPTIONS = DecodeOptions(values_limit=64, max_depth=500)
LIMITS = [(1, 0), (1, 1 << 20), (2, 7), (3, 64), (1 << 30, 1 << 62)]


def _field(rnd: random.Random, number: int) -> bytes:
    wire_type = rnd.choice([0, 0, 1, 2, 2, 5])
    key = overlong_varint(number << 3 | wire_type, rnd.choice([0, 0, 0, 1, 4]))
    if wire_type == 0:
        return key + overlong_varint(rnd.choice([0, 1, 300, 1 << 35, (1 << 64) - 1]), rnd.choice([0, 0, 1]))
    if wire_type == 1:
        return key + rnd.randbytes(8)
    if wire_type == 5:
        return key + rnd.randbytes(4)
    body = rnd.randbytes(rnd.choice([0, 1, 5, 40]))
    return key + overlong_varint(len(body), rnd.choice([0, 0, 0, 1, 4])) + body


def _damage(rnd: random.Random, data: bytearray) -> None:
    how = rnd.randrange(9)
    at = rnd.randrange(len(data) + 1)
    if how == 0 and data:
        del data[rnd.randrange(len(data)):]
    elif how == 1 and data:
        data[rnd.randrange(len(data))] = rnd.randrange(256)
    elif how == 2:
        data[at:at] = overlong_varint(rnd.choice([0, 1, 2, 7]))  # number 0, every wire type
    elif how == 3:
        data[at:at] = overlong_varint((1 << 29) << 3 | rnd.choice([0, 2]))  # number past the last
    elif how == 4:
        data[at:at] = overlong_varint(rnd.randrange(1, 9) << 3 | rnd.choice([3, 4, 6, 7]))  # groups, no type
    elif how == 5:
        data[at:at] = b"\x08" + b"\xff" * rnd.choice([9, 10, 11])  # a varint of 10 bytes and more
    elif how == 6:
        data[at:at] = b"\x80" * rnd.choice([5, 6]) + b"\x01\x00"  # a key of 6 and 7 bytes
    elif how == 7:
        data[at:at] = b"\x0a" + overlong_varint(1 << rnd.choice([20, 33, 40]))  # a length past the range
    else:
        data[at:at] = b"\x0a" + b"\x80\x80\x80\x80\x80\x01"  # a length of 6 bytes


def _case(seed: int) -> bytes:
    rnd = random.Random(SEED * 1000 + seed)
    numbers = rnd.sample([1, 2, 3, 15, 16, 2047, 2048, (1 << 29) - 1], rnd.randrange(1, 4))
    data = bytearray()
    for _ in range(rnd.randrange(0, 14)):
        number = rnd.choice(numbers)
        data += b"".join(_field(rnd, number) for _ in range(rnd.choice([1, 1, 2, 5])))
    for _ in range(rnd.choice([0, 0, 1, 2])):
        _damage(rnd, data)
    return bytes(data)


@needs_compiled
def test_generated_framing_gives_the_references_pieces() -> None:
    taken = given_back = 0
    for seed in range(CASES):
        data = _case(seed)
        rnd = random.Random(seed)
        start = rnd.choice([0, 0, rnd.randrange(len(data) + 1)])
        stop = rnd.choice([len(data), len(data), rnd.randrange(start, len(data) + 1)])
        for entries, size in LIMITS:
            want = wire.field_pieces(data, start, stop, entries, size)
            assert C.field_pieces(data, start, stop, entries, size) == want, (seed, data.hex(), entries, size)
            assert C.field_pieces(bytearray(data), start, stop, entries, size) == want
            taken += want is not None
            given_back += want is None
    assert taken > CASES // 2 and given_back > CASES // 2  # both answers are met often


@needs_compiled
@pytest.mark.parametrize("data", [b"\x08\x01", b"\x0a\x00", b""])
def test_the_range_must_lie_in_the_buffer(data: bytes) -> None:
    for start, stop in ((-1, len(data)), (0, len(data) + 1), (1, 0)):
        with pytest.raises(ValueError, match="outside the buffer"):
            C.field_pieces(data, start, stop, 1, 1)
    with pytest.raises(TypeError):
        C.field_pieces("text", 0, 0, 1, 1)
    with pytest.raises(TypeError):
        C.field_pieces(data, 0, len(data), 1)


def _ranges(data: bytes) -> list[tuple[str, int, int, int]]:
    """(message, start, stop, depth) of the graph of a model, and of each of its fields that is a
    node, an initialiser or a value info, as dump's pieces decode them."""
    found = []
    pieces = wire.field_pieces(data, 0, len(data), 1, 0) or []
    for number, start, stop in pieces:
        if number != 7:  # ModelProto.graph
            continue
        _, body = wire.read_varint(data, start, stop)
        _, body = wire.read_varint(data, body, stop)
        found.append(("GraphProto", body, stop, 2))
        for inner, a, b in wire.field_pieces(data, body, stop, 1, 0) or []:
            name = {1: "NodeProto", 5: "TensorProto", 11: "ValueInfoProto", 12: "ValueInfoProto"}.get(inner)
            if name is not None:
                _, at = wire.read_varint(data, a, b)
                _, at = wire.read_varint(data, at, b)
                found.append((name, at, b, 3))
    return found


def _both(data: Any, name: str, start: int, stop: int, depth: int) -> tuple[Any, Any]:
    reg = registry()
    out = []
    for on in (False, True):
        with compiled_paths(on):
            out.append(decode_canonical(data, reg.messages[name], reg, OPTIONS, start=start, stop=stop, depth=depth))
    return out[0], out[1]


@needs_compiled
def test_ranges_of_real_models_decode_as_the_pure_path() -> None:
    count = 0
    for path in SAMPLE_MODELS:
        data = path.read_bytes()
        for name, start, stop, depth in _ranges(data)[:40]:
            pure, compiled = _both(data, name, start, stop, depth)
            assert compiled == pure, (path.name, name, start, stop)
            count += pure is not None
    assert count > 50


@needs_compiled
def test_damaged_ranges_decode_or_are_given_back_as_the_pure_path() -> None:
    rnd = random.Random(SEED)
    data = bytearray(SAMPLE_MODELS[0].read_bytes())
    ranges = [r for path in SAMPLE_MODELS[:3] for r in _ranges(path.read_bytes())][:30]
    for k in range(300):
        path = SAMPLE_MODELS[k % min(3, len(SAMPLE_MODELS))]
        data = bytearray(path.read_bytes())
        spans = _ranges(bytes(data))
        if not spans:
            continue
        name, start, stop, depth = rnd.choice(spans)
        at = rnd.randrange(start, max(start + 1, stop))
        if at < len(data):
            data[at] = rnd.randrange(256)
        pure, compiled = _both(bytes(data), name, start, stop, depth)
        assert compiled == pure, (path.name, name, start, stop, at)
    assert ranges


@needs_compiled
def test_decode_range_refuses_what_no_caller_gives() -> None:
    from onnxjson.codec.compiled import _decoder_tables, _per_registry
    from onnxjson.codec.fastdecode import FastOptions

    index, tables = _per_registry("decoder_tables", registry(), _decoder_tables)
    data = b"\x0a\x00"
    context = FastOptions(None, 10, 64)
    with pytest.raises(IndexError):
        C.decode_range(tables, len(index) + 5, data, context, 10, True, 0, 2, 1)
    with pytest.raises(ValueError, match="depth starts at 1"):
        C.decode_range(tables, index["NodeProto"], data, context, 10, True, 0, 2, 0)
    for start, stop in ((-1, 2), (0, 3), (2, 1)):
        with pytest.raises(ValueError, match="outside the buffer"):
            C.decode_range(tables, index["NodeProto"], data, context, 10, True, start, stop, 1)
    with pytest.raises(TypeError):
        C.decode_range(tables, index["NodeProto"], "text", context, 10, True, 0, 0, 1)
    with pytest.raises(TypeError):
        C.decode_range(tables, index["NodeProto"], data)
