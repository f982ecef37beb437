"""The compiled field tally (``field_tally`` of onnxjson/_accel_explore.c) against its reference,
explore._field_tally: info's walk of where every byte of a model goes.

The two must give the same rows in the same order (each row made where the walk first meets its
path), None for the same inputs and the same exceptions: on every corpus model and message read as
several root types, on generated models (tests/wiretree.py's framing mutations: padded tags and
lengths, unknown fields of every wire type, groups, other wire types of declared fields), those
cut at a random place or with a byte changed, at every depth limit, and on built shapes (deep
nesting, nested groups, thousands of distinct unknown numbers, long runs of tiny fields). The
tests skip (saying why) when the extension is not built.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from accel_support import blocks_left_behind, needs_compiled
from corpora import BACKEND_MESSAGES, BACKEND_MODELS, SAMPLE_MODELS
from hypothesis import given, note, settings
from seeded import SEEDS
from test_info_fields import _seeded_model
from wirebuild import field_fixed32, field_fixed64, field_len, field_varint, group

from onnxjson import accel, explore
from onnxjson.proto import registry

pytestmark = needs_compiled

REG = registry()
ROOTS = ("ModelProto", "GraphProto", "NodeProto", "TensorProto", "AttributeProto", "TypeProto")


def both(data: Any, root: str = "ModelProto", depth: int = explore.FIELD_DEPTH) -> Any:
    """The compiled tally of ``data`` read as ``root``, asserted to be the reference's."""
    assert accel.compiled is not None
    ours = accel.compiled.field_tally(data, explore._Kinds(REG, REG.messages[root]), depth)
    reference = explore._field_tally(data, explore._Kinds(REG, REG.messages[root]), depth)
    assert ours == reference
    return ours


def test_corpus_files_as_every_root_type() -> None:
    for path in SAMPLE_MODELS + BACKEND_MODELS + BACKEND_MESSAGES:
        data = path.read_bytes()
        for root in ROOTS:
            both(data, root)
        both(memoryview(data), "ModelProto", 3)


@settings(max_examples=80)
@given(seed=SEEDS)
def test_generated_models_cut_and_changed(seed: int) -> None:
    data, how = _seeded_model(seed)
    rng = random.Random(seed)
    note(how)
    both(data)
    both(data, rng.choice(ROOTS), rng.randint(1, explore.FIELD_DEPTH + 2))
    cut = rng.randrange(len(data) + 1)
    both(data[:cut])
    changed = bytearray(data)
    if changed:
        changed[rng.randrange(len(changed))] = rng.randrange(256)
    both(bytes(changed), rng.choice(ROOTS))


def _random_message(rng: random.Random, depth: int) -> bytes:
    """Fields of small numbers (known and unknown in most message types) of every wire type, nested
    messages and groups, some deeper than FIELD_DEPTH."""
    out = b""
    for _ in range(rng.randint(0, 6)):
        number = rng.choice([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 20, 77, 1000, 1 << 20])
        kind = rng.randrange(6 if depth < 40 else 4)
        if kind == 0:
            out += field_varint(number, rng.getrandbits(rng.choice([3, 20, 64])))
        elif kind == 1:
            out += field_fixed32(number, rng.getrandbits(32))
        elif kind == 2:
            out += field_fixed64(number, rng.getrandbits(64))
        elif kind == 3:
            out += field_len(number, rng.randbytes(rng.randint(0, 5)))
        elif kind == 4:
            out += field_len(number, _random_message(rng, depth + 1))
        else:
            out += group(number, _random_message(rng, depth + 1))
    return out


def test_random_messages_at_every_depth_limit() -> None:
    rng = random.Random(20261203)
    for _ in range(400):
        data = _random_message(rng, 0)
        root = rng.choice(ROOTS)
        for depth in (1, 2, 5, explore.FIELD_DEPTH):
            both(data, root, depth)


def test_built_shapes() -> None:
    deep = field_len(2, b"g")
    for _ in range(explore.FIELD_DEPTH + 5):  # graph.node.attribute.g.node.attribute.g...
        deep = field_len(1, field_len(5, field_len(1, b"then_branch") + field_len(6, deep)))
    nested_groups = b""
    for n in range(1, 2000):
        nested_groups = group(n % 50 + 1, nested_groups + field_varint(3, n))
    shapes = [
        b"",
        field_len(7, deep),
        field_len(7, nested_groups),
        group(7, nested_groups) + field_varint(1, 8),
        field_len(7, b"".join(field_varint(n, n) for n in range(30, 20_000))),  # distinct unknown numbers
        field_len(7, (field_len(1, b"") + field_len(14, b"")) * 20_000),  # long runs of tiny fields
        field_len(7, field_len(1, b"\xff\xff")) + field_len(1000, b"\x0b"),  # do not frame: unknown
        field_len(7, group(9, b"") + b"\x4c"),  # an end mark of another number
        b"\x0b",  # an open group
        b"\x0c",  # an end mark alone
    ]
    for data in shapes:
        for root in ("ModelProto", "GraphProto", "NodeProto"):
            both(data, root)
            both(data, root, 1)


def test_the_rows_are_those_of_the_field_table() -> None:
    data = SAMPLE_MODELS[0].read_bytes()
    with accel_on(True):
        compiled = explore.field_sizes(data, "ModelProto", REG)
    with accel_on(False):
        reference = explore.field_sizes(data, "ModelProto", REG)
    assert compiled == reference and compiled


class accel_on:
    def __init__(self, on: bool) -> None:
        self.on = on

    def __enter__(self) -> None:
        self.saved = accel.ENABLED
        accel.ENABLED = self.on

    def __exit__(self, *exc: object) -> None:
        accel.ENABLED = self.saved


def test_the_same_errors() -> None:
    assert accel.compiled is not None
    data = SAMPLE_MODELS[0].read_bytes()
    tally = accel.compiled.field_tally

    def boom(code: int, number: int, wire: int) -> int:
        raise KeyError(number)

    for kinds, error in ((boom, KeyError), (lambda *a: "x", TypeError), (lambda *a: -3, ValueError),
                         (lambda *a: 2**70, ValueError), (lambda *a: 1.5, TypeError)):
        for run in (tally, explore._field_tally):
            with pytest.raises(error):
                run(data, kinds, explore.FIELD_DEPTH)
    with pytest.raises(TypeError):
        tally("not bytes", explore._Kinds(REG, REG.messages["ModelProto"]), 4)
    with pytest.raises(TypeError):
        tally(data, None, 4)
    for depth in (0, -1, 5000):
        with pytest.raises(ValueError):
            tally(data, explore._Kinds(REG, REG.messages["ModelProto"]), depth)


def test_no_reference_is_kept_or_lost() -> None:
    assert accel.compiled is not None
    data = SAMPLE_MODELS[0].read_bytes()
    kinds = explore._Kinds(REG, REG.messages["ModelProto"])

    def run() -> None:
        accel.compiled.field_tally(data, kinds, explore.FIELD_DEPTH)
        accel.compiled.field_tally(data[:-1], kinds, explore.FIELD_DEPTH)

    run()
    assert blocks_left_behind(run) == []
