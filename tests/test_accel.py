"""The compiled accelerator (onnxjson/_accel*.c) against the pure-Python references.

Its writer against jsonio's walk (the text, and that it reaches the stream in bounded pieces), its
decoder against the generated fast decoders (the documents, types included, and None where they
give up).

Every compiled path must give exactly what its reference gives: the same bytes of text, the same
documents, the same error (type and message), or hand the input back to the reference. These tests
run both on real documents (samples, onnx's backend test data, the large reader's LongText forms),
random edits of them and random trees, and skip (saying why) when the extension is not built.
"""

from __future__ import annotations

import copy
import enum
import io
import math
import os
import random
import struct
import subprocess
import sys
from pathlib import Path
from typing import Any

import onnx
import pytest
import seeded
from accel_support import NOT_BUILT, compiled_paths, needs_compiled
from corpora import BACKEND_DATA, BACKEND_FILES, SAMPLE_MODELS
from hypothesis import given, note, seed, settings
from hypothesis import strategies as st
from test_float_format import _structured_float32
from test_fuzz import _seeded, _settings, wire_input
from trees import copy_tree, typed

import onnxjson
from onnxjson import accel, jsonio, pipelines
from onnxjson._progress import NullProgress
from onnxjson.codec import compiled as compiled_module
from onnxjson.codec import fastdecode
from onnxjson.codec.compiled import compiled_decoder, compiled_walker
from onnxjson.codec.values import FLOAT_FORMATS, Blob
from onnxjson.proto import registry

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = SAMPLE_MODELS
DATA_DIR = BACKEND_DATA
CORPUS = BACKEND_FILES

F32 = FLOAT_FORMATS[1]


def render(doc: Any, *, compiled: bool, width: int = 100) -> tuple[str, Any, list[int]]:
    """("text", bytes, payload pieces) or ("error", (type, message), pieces) of writing ``doc``."""
    pieces: list[int] = []
    out = io.BytesIO()
    with compiled_paths(compiled):
        try:
            jsonio.write_document(doc, out, width=width, on_payload=pieces.append)
        except (ValueError, TypeError, onnxjson.OnnxJsonError) as e:
            return "error", (type(e), str(e)), pieces
    return "text", out.getvalue(), pieces


def assert_same_text(doc: Any, width: int = 100) -> bytes:
    """Both paths write the same text and report the same payload pieces, or raise the same error
    (the reference may have written part of the text, and reported its pieces, before it)."""
    before = jsonio.dumps_document(doc) if render(doc, compiled=False)[0] == "text" else None
    reference = render(doc, compiled=False, width=width)
    fast = render(doc, compiled=True, width=width)
    if reference[0] == "error":
        assert fast[:2] == reference[:2]
    else:
        assert fast == reference
    if before is not None:
        assert jsonio.dumps_document(doc) == before  # neither path changes the document
    return reference[1]


def test_the_variable_switches_it_off() -> None:
    code = "from onnxjson import accel; print(accel.compiled is None)"
    env = {**os.environ, accel.DISABLE_VARIABLE: "1", "PYTHONPATH": str(ROOT)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "True"


@needs_compiled
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
@pytest.mark.parametrize("strip", [False, True])
def test_sample_documents_render_the_same(path: Path, strip: bool) -> None:
    doc = onnxjson.to_dict(path, values_limit=64 if not strip else 0)
    assert_same_text(doc)
    for width in (1, 40, 200):
        assert_same_text(doc, width)


@needs_compiled
@pytest.mark.slow
def test_corpus_documents_render_the_same() -> None:
    for path in CORPUS:
        assert_same_text(onnxjson.to_dict(path))
    assert len(CORPUS) > 100


@needs_compiled
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_large_reader_documents_render_the_same(path: Path) -> None:
    """LongText values (strings left in the text by the large reader) are streamed in place."""
    text = onnxjson.dumps(path.read_bytes()).encode()
    doc = jsonio.read_large_document(text, splice_min_bytes=1)
    assert render(doc, compiled=True) == render(doc, compiled=False)
    assert render(doc, compiled=True)[1] == text


@needs_compiled
def test_payload_pieces_are_reported_in_order() -> None:
    doc = {"a": [Blob(b"x" * (3 << 20) + b"tail"), {"b": Blob(b"12")}], "c": Blob(b""), "d": [1, 2]}
    kind, text, pieces = render(doc, compiled=True)
    assert (kind, text, pieces) == render(doc, compiled=False)
    assert pieces == [3 << 20, 4, 2, 0]


@needs_compiled
def test_deep_documents_render_the_same() -> None:
    # Deeper than MAX_INDENT_LEVEL the indentation stops growing; at the nesting limit both refuse.
    limit = jsonio.MAX_NESTING_DEPTH
    for depth in (jsonio.MAX_INDENT_LEVEL - 2, jsonio.MAX_INDENT_LEVEL, jsonio.MAX_INDENT_LEVEL + 3, 400,
                  limit - 3, limit - 2, limit - 1, limit, limit + 5):
        for empty in ({}, [], [1, 2], "s"):
            doc: Any = {"x": empty}
            for i in range(depth):
                doc = {"k": [doc, i]} if i % 2 else {"k": doc}
            assert_same_text(doc)
            assert_same_text(doc, width=5)
    kind, error, _ = render(doc, compiled=True)
    assert kind == "error" and error[0] is onnxjson.DocumentError


class Recording(io.BytesIO):
    """A stream that keeps the size of every write."""

    def __init__(self) -> None:
        super().__init__()
        self.sizes: list[int] = []

    def write(self, data: Any) -> int:
        self.sizes.append(memoryview(data).nbytes)
        return super().write(data)


def pieces_of(doc: Any, *, compiled: bool, flush: int, width: int = 100) -> tuple[bytes, list[int], list[int]]:
    """The text, the sizes of the writes that made it and the payload pieces, with ``flush`` as the
    writers' piece size."""
    out = Recording()
    payloads: list[int] = []
    saved = jsonio._FLUSH_BYTES
    jsonio._FLUSH_BYTES = flush
    try:
        with compiled_paths(compiled):
            jsonio.write_document(doc, out, width=width, on_payload=payloads.append)
    finally:
        jsonio._FLUSH_BYTES = saved
    return out.getvalue(), out.sizes, payloads


FLUSH_SIZES = (1, 2, 3, 7, 64, 1000, 4096, 1 << 20)


def _boundary_documents() -> list[Any]:
    """Documents whose pieces end everywhere: lists of containers of many lengths, empty and
    nested containers, strings and payloads around the writers' piece and chunk sizes."""
    node = {"input": ["x", "w"], "output": ["y"], "name": "n", "op_type": "Add", "attribute": []}
    chunk = jsonio._BLOB_CHUNK
    docs: list[Any] = [{"graph": {"node": [dict(node, name=f"n{i}") for i in range(n)]}}
                       for n in (0, 1, 2, 63, 64, 65, 255, 256, 257, 1023, 1024, 1025)]
    docs.append({"a": {}, "b": [], "c": [{}], "d": [[]], "e": [[], {}, [{}], {"f": []}], "g": {"h": {"i": {}}}})
    docs.append({"deep": [[[[[[[{"x": [[[[1, "é"]]]]}]]]]]]], "after": [{"y": {}}] * 3})
    docs.append({"long": "x" * ((1 << 20) - 3), "longer": "é" * (1 << 19), "escaped": '"\\n' * 5000,
                 "list": ["y" * 70000, 1, 2.5, None, True], "ints": list(range(-5000, 5000))})
    docs.append({"p": [Blob(b"\x01" * n) for n in (0, 1, 2, 3, 4, 57, 58, 1000)],
                 "q": {"r": Blob(bytes(range(256)) * ((chunk // 256) + 1))},
                 "s": [Blob(b"z" * (chunk - 1)), Blob(b"z" * chunk), Blob(b"z" * (chunk + 1))],
                 "t": [{"raw_data": Blob(b"\x07" * 4)} for _ in range(300)]})
    text = onnxjson.dumps(SAMPLES[0].read_bytes()).encode()
    docs.append(jsonio.read_large_document(text, splice_min_bytes=1))  # LongText values
    return docs


@needs_compiled
@pytest.mark.parametrize("flush", FLUSH_SIZES)
def test_pieces_end_anywhere_and_make_the_same_text(flush: int) -> None:
    """Whatever the piece size, the compiled writer's pieces make the reference's text, with the
    same payload pieces reported."""
    for doc in _boundary_documents():
        text, sizes, payloads = pieces_of(doc, compiled=True, flush=flush)
        reference, _, reference_payloads = pieces_of(doc, compiled=False, flush=flush)
        assert (text, payloads) == (reference, reference_payloads)
        assert sum(sizes) == len(text) and 0 not in sizes
        for width in (1, 40):
            assert pieces_of(doc, compiled=True, flush=flush, width=width)[0] == \
                pieces_of(doc, compiled=False, flush=flush, width=width)[0]


@needs_compiled
@pytest.mark.parametrize("flush", [64, 4096, 1 << 16])
def test_text_reaches_the_stream_in_bounded_pieces(flush: int) -> None:
    """A graph-heavy document is written a piece at a time (memory bounded by the piece, progress
    reported as it goes), never as one text; payloads of more than a chunk go in chunks."""
    nodes = [{"input": [f"v{i}", f"w{i}"], "output": [f"v{i + 1}"], "name": f"add{i}", "op_type": "Add",
              "attribute": [{"name": "alpha", "f": 0.5, "type": "FLOAT"}]} for i in range(20000)]
    doc = {"graph": {"node": nodes, "initializer": [{"dims": [1], "raw_data": {"values": [1.5]}}] * 5000}}
    text, sizes, _ = pieces_of(doc, compiled=True, flush=flush)
    assert text == pieces_of(doc, compiled=False, flush=flush)[0]
    assert len(text) > 20 * flush
    longest_entry = 200  # no single key, value or array of this document is longer
    assert max(sizes) <= flush + longest_entry
    assert len(sizes) >= len(text) // (flush + longest_entry)
    big = {"a": [1, 2], "b": Blob(b"q" * (3 * jsonio._BLOB_CHUNK + 5)), "c": "after"}
    text, sizes, payloads = pieces_of(big, compiled=True, flush=flush)
    assert (text, payloads) == pieces_of(big, compiled=False, flush=flush)[::2]
    assert max(sizes) <= max(flush, 4 * jsonio._BLOB_CHUNK // 3) + longest_entry
    assert payloads == [jsonio._BLOB_CHUNK] * 3 + [5]


@needs_compiled
def test_one_line_arrays_of_ints_and_strings_at_every_width() -> None:
    """The arrays the compiled writer lays out itself (int64s, strings of plain ASCII): at, just
    under and over the width, beside the ones it must leave to the reference's steps."""
    arrays = [[0], [-1, 0, 1], [2**63 - 1, -(2**63)], [2**63], [2**64 - 1, 1], [1, 2**64], [-(2**63) - 1],
              [7] * 30, list(range(-12, 12)),
              ["a"], ["a", "bc", ""], ["a,b", "c"], [",", ","], ["\x7f", "~ !"], ["tab\t"], ['q"'], ["back\\"],
              ["é", "a"], ["x" * 40, "y" * 40]]
    for array in arrays:
        for key in ("k", "dims", "a_much_longer_key_name", "ké"):
            doc = {key: array, "nested": [array, {key: array}], "deep": {"d": {"e": [[array]]}}}
            for width in range(1, 130):
                assert_same_text(doc, width)


class _Advances(NullProgress):
    def __init__(self) -> None:
        self.phases: list[str] = []
        self.advances: list[int] = []

    def start(self, total: int, description: str = "") -> None:
        self.phases.append(description)

    def advance(self, n: int) -> None:
        self.advances.append(n)


@pytest.mark.parametrize("compiled", [True, pytest.param(False, id="reference")])
def test_the_write_phase_of_a_graph_heavy_document_reports_as_it_goes(compiled: bool) -> None:
    """No payloads to count: the phase reports the text written, a piece at a time, not once at the end."""
    if compiled and accel.compiled is None:
        pytest.skip(NOT_BUILT)
    nodes = [{"input": [f"v{i}", f"w{i}"], "output": [f"v{i + 1}"], "name": f"add{i}", "op_type": "Add"}
             for i in range(60000)]
    doc = {"graph": {"node": nodes}}
    progress = _Advances()
    out = io.BytesIO()
    with compiled_paths(compiled):
        size = pipelines.write_document(doc, out, progress, "d.json")
    assert progress.phases == ["writing d.json"]
    assert size == sum(progress.advances) == len(out.getvalue()) > 5 * jsonio._FLUSH_BYTES
    assert len(progress.advances) >= 5
    # The pure writer checks the flush size after each batch of _BATCH elements (jsonio._batched).
    slack = 200 if compiled else 200 + 2 * jsonio._BATCH * size // len(nodes)
    assert max(progress.advances) <= jsonio._FLUSH_BYTES + slack


class Color(enum.IntEnum):
    RED = 1


class Name(str):
    pass


class Num(float):
    pass


class SubDict(dict):  # type: ignore[type-arg]
    pass


class SubList(list):  # type: ignore[type-arg]
    pass


#: The random documents below are built from a seed (tests/seeded.py says why): the classes of
#: values the strategies drew (none, booleans, integers of both ranges, floats with and without NaN
#: and the infinities, text of the alphabet and any text; for the odd test Blob, enum, str and
#: float subclasses, bytes, tuples, sets, non-str keys), in trees of the same shape. Twice as many
#: documents as the strategies drew, for a small part of the time.
_TEXT_ALPHABET = 'ab ,"\\\n\t\x00é€😀'
_KEY_NAMES = ("dims", "name", "values", "input")
_ODD_VALUES = (Color.RED, Name("n"), Num(1.5), Name("a,b"), b"bytes", (1, 2), {1, 2}, SubDict(k=[1, "x"]),
               SubList([1, SubDict()]), SubList(["a", 2.5]))
_SCALAR = seeded.one_of(
    lambda rnd: None, lambda rnd: rnd.random() < 0.5, lambda rnd: seeded.integer(rnd, -(2**63) - 2, 2**64 + 2),
    lambda rnd: seeded.integer(rnd, -5, 300), seeded.floating, lambda rnd: seeded.floating(rnd, low=-1e6, high=1e6),
    lambda rnd: seeded.text(rnd, _TEXT_ALPHABET, 12), lambda rnd: seeded.text(rnd, None, 4))
_ODD = seeded.one_of(lambda rnd: Blob(rnd.randbytes(seeded.size(rnd, 40))), lambda rnd: rnd.choice(_ODD_VALUES[:4]),
                     lambda rnd: rnd.choice(_ODD_VALUES[4:]))


def _key(odd: bool) -> seeded.Gen:
    plain = seeded.one_of(lambda rnd: seeded.text(rnd, 'kéy ,"\\', 5), lambda rnd: rnd.choice(_KEY_NAMES))
    return seeded.one_of(plain, lambda rnd: rnd.choice((1, Name("sub")))) if odd else plain


def _random_document(seed_: int, odd: bool = False) -> dict[Any, Any]:
    """A dictionary of up to 6 random trees (lists of trees, lists of 1 to 60 scalars, dictionaries;
    80 leaves a tree at most), the same for the same seed."""
    rnd = random.Random(seed_)
    leaf = (lambda r: _ODD(r) if r.random() < 3 / 11 else _SCALAR(r)) if odd else _SCALAR
    branches = (seeded.list_branch(30), lambda r, _child: seeded.lists(_SCALAR, 60, 1)(r),
                seeded.dict_branch(_key(odd), 6))
    doc = {_key(odd)(rnd): seeded.tree(rnd, leaf, branches, 80) for _ in range(rnd.randint(0, 6))}
    note(f"document of seed {seed_}: {doc!r}")
    return doc


@needs_compiled
@seed(20261213)
@settings(max_examples=400, deadline=None)
@given(seeded.SEEDS, st.integers(1, 130))
def test_random_documents_render_the_same(seed_: int, width: int) -> None:
    assert_same_text(_random_document(seed_), width)


@needs_compiled
@seed(20261214)
@settings(max_examples=400, deadline=None)
@given(seeded.SEEDS, st.integers(1, 130))
def test_random_documents_with_odd_values_render_or_fail_the_same(seed_: int, width: int) -> None:
    """Subclasses (of str, float, int, dict and list), bytes, tuples, non-str keys, NaN, integers beyond
    64 bits: the same text or error."""
    assert_same_text(_random_document(seed_, odd=True), width)


_NUMBER = seeded.one_of(
    lambda rnd: seeded.integer(rnd, -(2**63), 2**63 - 1), lambda rnd: seeded.integer(rnd, -5, 300),
    seeded.floating, lambda rnd: seeded.floating(rnd, low=-1e6, high=1e6), lambda rnd: rnd.random() < 0.5,
    lambda rnd: rnd.choice((0.0, -0.0, 1e300, 5e-324, 1.5)))


@needs_compiled
@pytest.mark.parametrize("case", range(60))
def test_long_arrays_of_numbers_pack_the_same(case: int) -> None:
    """Arrays of numbers only (ints, floats, bools; sometimes a NaN or an infinity), too long for
    one line at the width, packed by the writer (a line of at most ``width`` characters) at every
    depth, below and beyond the deepest indentation shown: the reference's text, or its error."""
    rnd = random.Random(7100 + case)
    width = rnd.choice((1, 2, 5, 20, 40, 79, 100, 130))
    depth = rnd.choice((0, 1, 2, 5, jsonio.MAX_INDENT_LEVEL - 1, jsonio.MAX_INDENT_LEVEL + 3))
    numbers = [_NUMBER(rnd) for _ in range(rnd.randint(1, 400))]
    if rnd.random() < 0.1:
        numbers.insert(rnd.randrange(len(numbers) + 1), rnd.choice((math.nan, math.inf, -math.inf)))
    tree: Any = numbers
    for _ in range(depth):
        tree = [tree] if rnd.random() < 0.5 else {"k": tree}
    assert_same_text({"doc": tree, "after": [1, 2.5, True]}, width)


@needs_compiled
@seed(20261216)
@settings(max_examples=200, deadline=None)
@given(seeded.SEEDS, st.sampled_from(FLUSH_SIZES[:5]), st.integers(1, 130))
def test_random_documents_in_small_pieces_render_the_same(seed_: int, flush: int, width: int) -> None:
    doc = _random_document(seed_)

    def text(compiled: bool) -> Any:
        try:
            return pieces_of(doc, compiled=compiled, flush=flush, width=width)[0]
        except (ValueError, TypeError) as e:
            return type(e), str(e)

    assert text(True) == text(False)


def _edit(doc: Any, rnd: Any) -> Any:
    """``doc`` with some of its values replaced (one random walk down, several times)."""
    doc = copy_tree(doc)
    replacements = [[], {}, [1.5, -0.0, 2**64 - 1], ["a,b", "c"], "é\"\\", 3, None, [[1], ["x"]],
                    Blob(b"\x00\xff"), [float("nan")], {"k": [True, None]}, "x" * 150, list(range(60))]
    for _ in range(rnd.randint(1, 4)):
        parent: Any = doc
        while True:
            keys = list(parent.keys()) if isinstance(parent, dict) else list(range(len(parent)))
            if not keys:
                break
            key = rnd.choice(keys)
            child = parent[key]
            if isinstance(child, (dict, list)) and child and rnd.random() < 0.8:
                parent = child
                continue
            parent[key] = copy.deepcopy(rnd.choice(replacements))
            break
    return doc


@needs_compiled
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_random_edits_of_real_documents_render_the_same(path: Path) -> None:
    import random

    rnd = random.Random(20261215)
    print(f"seed 20261215, {path.name}")
    doc = onnxjson.to_dict(path)
    for _ in range(30):
        assert_same_text(_edit(doc, rnd), rnd.choice([100, 100, 30, 250]))


@needs_compiled
def test_non_finite_floats_fail_the_same_wherever_they_are() -> None:
    for bad in (math.nan, math.inf, -math.inf):
        for doc in ({"f": bad}, {"l": [1.0, bad]}, {"l": [{"a": 1}, bad]}, {"l": [[bad, "s"]]},
                    {"d": {"e": [1] * 80 + [bad]}}):
            kind, error, _ = render(doc, compiled=True)
            assert kind == "error" and (kind, error) == render(doc, compiled=False)[:2]
            assert_same_text(doc)


# ---------------------------------------------------------------------------------------------
# The compiled decoder against the generated fast decoders (and through them, the reference)
# ---------------------------------------------------------------------------------------------


def decoded(data: Any, name: str, *, compiled: bool, values_limit: int = 64, deepest: int = 500) -> Any:
    """The typed document (or None) of the compiled decoder or of the generated functions."""
    context = fastdecode.FastOptions(None, deepest, values_limit)
    if compiled:
        decoder = compiled_decoder(registry())
        assert decoder is not None
        doc = decoder(data, name, context, deepest)
    else:
        doc = fastdecode.fast_decoders(registry())[name](data, 0, len(data), context, 1)
    if doc is None:
        return None
    context.finish()
    return typed(doc)


def assert_same_decoding(data: Any, name: str, **kwargs: Any) -> Any:
    """The same document (or None) of both decoders; and the compiled walk (``decodes``, diff of
    identical inputs) says True exactly where they give a document."""
    generated = decoded(data, name, compiled=False, **kwargs)
    assert decoded(data, name, compiled=True, **kwargs) == generated, (name, bytes(data[:64]).hex())
    walker = compiled_walker(registry())
    assert walker is not None
    assert walker(data, name, kwargs.get("deepest", 500)) is (generated is not None), (name, bytes(data[:64]).hex())
    return generated


ROOT_TYPES = {".onnx": ["ModelProto"], ".pb": ["TensorProto", "SequenceProto", "MapProto", "OptionalProto"]}


@needs_compiled
@pytest.mark.slow
def test_compiled_decoder_matches_on_real_models() -> None:
    taken = 0
    for path in [*SAMPLES, ROOT / "samples" / "tensor.pb", *CORPUS]:
        data = path.read_bytes()
        for name in ROOT_TYPES[path.suffix]:
            for limit in (0, 1, 64):
                taken += assert_same_decoding(data, name, values_limit=limit) is not None
    assert taken > 3 * len(CORPUS) // 2  # canonical files: the fast paths were taken, not just None


@needs_compiled
def test_compiled_decoder_reads_mapped_input_like_the_generated_one() -> None:
    """Blob values of a mapped model are slices of the mapping with its offsets, on both paths."""
    import mmap

    path = ROOT / "samples" / "torch_cnn.onnx"
    with path.open("rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
        view = memoryview(mm)
        try:
            assert assert_same_decoding(view, "ModelProto", values_limit=0) is not None
        finally:
            view.release()


@needs_compiled
@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_compiled_decoder_matches_on_every_cut_and_flip(path: Path) -> None:
    """Truncated and corrupted input (often hostile): the same document or the same None."""
    import random

    data = path.read_bytes()[:20_000]
    rnd = random.Random(20261216)
    print(f"seed 20261216, {path.name}")
    for stop in range(0, len(data), max(1, len(data) // 300)):
        assert_same_decoding(data[:stop], "ModelProto")
    for _ in range(300):
        flipped = bytearray(data)
        for _ in range(rnd.randint(1, 3)):
            flipped[rnd.randrange(len(flipped))] = rnd.randrange(256)
        for name in ("ModelProto", "GraphProto", "NodeProto", "TensorProto"):
            assert_same_decoding(bytes(flipped), name, values_limit=rnd.choice([0, 64]))


@needs_compiled
@_seeded
@_settings(400)
@given(wire_input(), st.sampled_from([0, 1, 64]))
def test_compiled_decoder_matches_on_random_wire_input(case: tuple[bytes, str | None], values_limit: int) -> None:
    data, type_name = case
    for name in [type_name] if type_name else ["ModelProto", "TensorProto", "NodeProto", "GraphProto"]:
        assert_same_decoding(data, name, values_limit=values_limit)
    # What protobuf writes back is canonical: both fast paths take it, with the same document.
    message = getattr(onnx, type_name or "ModelProto")()
    try:
        message.ParseFromString(data)
    except Exception:  # noqa: BLE001 - protobuf refuses it: nothing canonical to compare
        return
    assert_same_decoding(message.SerializeToString(deterministic=True), type_name or "ModelProto",
                         values_limit=values_limit)


def _varint(n: int) -> bytes:
    return _length(n & (1 << 64) - 1)


#: Varint values around the limits of every varint kind (int32's negatives are ten bytes, sign-extended).
_VARINTS = (0, 1, 150, (1 << 31) - 1, 1 << 31, (1 << 32) - 1, 1 << 32, (1 << 63) - 1, 1 << 63, (1 << 64) - 1, -1,
            -(1 << 31))


def _field_inputs(number: int, wire_type: int) -> list[bytes]:
    """One field's encodings of every wire type (its own and the others), each value around a
    limit, cut short, and a packed run of each fixed width and of varints."""
    def tag(w: int) -> bytes:
        return _varint(number << 3 | w)

    inputs = [tag(0) + _varint(v) for v in _VARINTS]
    inputs += [tag(1) + struct.pack("<d", x) for x in (0.5, -0.0, math.inf, math.nan)]
    inputs += [tag(5) + struct.pack("<f", x) for x in (0.5, -0.0, math.inf, math.nan)]
    inputs += [tag(2) + _length(len(p)) + p for p in (b"", b"ab", b"\xff\xfe", "é".encode(), b"\x08\x01",
                                                        struct.pack("<2d", 1.5, 2.5), struct.pack("<2f", 1.5, 2.5),
                                                        _varint(1 << 32) + _varint(5), b"\x80")]
    inputs += [tag(0) + b"\x80", tag(1) + b"\x00" * 7, tag(5) + b"\x00" * 3, tag(2) + b"\x05ab", tag(3), tag(4),
               tag(6) + b"\x00", tag(wire_type) * 2]
    return inputs


@needs_compiled
def test_compiled_decoder_matches_on_every_field_of_every_message() -> None:
    """Each field of each message, alone and beside a copy of itself, in every wire type with values
    at every limit (uint32's bit_width of StructTypeProto.Component, unpacked double_data, a float
    cut short...): the same document or the same None as the generated decoders."""
    reg = registry()
    taken = 0
    for name, spec in reg.messages.items():
        for field in spec.ordered():
            if field.kind == "group":
                continue
            for data in _field_inputs(field.number, field.wire_type):
                for whole in (data, data + data):
                    taken += assert_same_decoding(whole, name, values_limit=1) is not None
    assert taken > 1000


def _nested_graphs(levels: int) -> bytes:
    """A GraphProto holding a node whose attribute holds a graph ... ``levels`` times (3 messages a level)."""
    def field(number: int, payload: bytes) -> bytes:
        return bytes([number << 3 | 2]) + _length(len(payload)) + payload

    graph = field(2, b"g")  # name
    for _ in range(levels):
        attribute = field(1, b"a") + field(6, graph) + b"\xa0\x01\x05"  # name, g, type (20) GRAPH
        graph = field(1, field(5, attribute))  # node, attribute
    return graph


def _length(n: int) -> bytes:
    out = bytearray()
    while n >= 0x80:
        out.append(n & 0x7F | 0x80)
        n >>= 7
    out.append(n)
    return bytes(out)


@needs_compiled
def test_compiled_decoder_gives_deep_input_to_the_reference() -> None:
    data = _nested_graphs(compiled_module.MAX_DEPTH // 3 + 5)
    assert decoded(data, "GraphProto", compiled=True, deepest=100_000) is None  # deeper than its stack
    shallow = _nested_graphs(40)
    assert assert_same_decoding(shallow, "GraphProto", deepest=121) is not None
    assert decoded(shallow, "GraphProto", compiled=True, deepest=120) is None  # past the caller's limit
    with compiled_paths(True):
        on = typed(onnxjson.to_dict(data, type="GraphProto", max_depth=100_000))
    with compiled_paths(False):
        off = typed(onnxjson.to_dict(data, type="GraphProto", max_depth=100_000))
    assert on == off


# ---------------------------------------------------------------------------------------------
# float32 document values: the compiled batch against FloatFormat's pure-Python shortest()
# ---------------------------------------------------------------------------------------------


def _reprs(values_: list[Any]) -> list[str]:
    return [repr(v) for v in values_]  # tells -0.0 from 0.0, and floats apart exactly


@needs_compiled
def test_compiled_float32_batch_formats_as_the_pure_path() -> None:
    """Every exponent, edge significands, subnormals, powers of two, interval ends on short decimals
    (tests/test_float_format.py's sample, checked there against numpy), NaNs and infinities."""
    assert accel.compiled is not None
    data = _structured_float32() + struct.pack("<4I", 0x7FC00000, 0x7FC00001, 0xFF800000, 0x7F800000)
    slow: list[int] = []

    def counted(bits: int) -> Any:
        slow.append(bits)
        return F32.doc_of_bits(bits)

    assert _reprs(accel.compiled.float32_batch(data, counted)) == _reprs(F32.many_to_doc_pure(data))
    # Only NaNs and infinities are the Python method's: the interval's ends (this sample seeks
    # them out) are decided in C, in integers.
    assert sorted(slow) == sorted([0x7FC00000, 0x7FC00001, 0xFF800000, 0x7F800000]), slow
    slow.clear()
    ordinary = struct.pack("<20000f", *[(i - 10_000) / 7.3 for i in range(20_000)])
    assert _reprs(accel.compiled.float32_batch(ordinary, counted)) == _reprs(F32.many_to_doc_pure(ordinary))
    assert slow == []
    slow.clear()
    powers = struct.pack("<508I", *[exp << 23 | sign for exp in range(1, 255) for sign in (0, 0x80000000)])
    assert _reprs(accel.compiled.float32_batch(powers * 2, counted)) == _reprs(F32.many_to_doc_pure(powers * 2))
    assert slow == []  # every power of two (the half-size interval below) is formatted in C


@needs_compiled
@pytest.mark.parametrize("case", range(3))
def test_compiled_float32_batch_formats_generated_values_as_the_pure_path(case: int) -> None:
    """Seeded bit patterns of every kind: random words (every exponent, both signs, subnormals),
    short decimals of every magnitude (whose shortest form is short, and whose interval's ends
    lie near decimals: the cases the digit removal and the rounding of the last digit decide),
    float32 neighbours of those, and runs of consecutive subnormals and of the largest values."""
    assert accel.compiled is not None
    rnd = random.Random(3000 + case)
    words = [rnd.getrandbits(32) for _ in range(12_000)]
    for _ in range(6_000):
        value = rnd.randint(1, 10 ** rnd.randint(1, 9)) * 10.0 ** rnd.randint(-46, 29)
        try:
            word = struct.unpack("<I", struct.pack("<f", value))[0]
        except OverflowError:
            continue
        words += [word, word + 1, word - 1 if word else 0, word | 0x80000000]
    start = rnd.randrange(1, 1 << 23)
    words += list(range(start, min(start + 500, 1 << 23)))
    words += list(range(0x7F7FFFFF - 300, 0x7F800000))
    data = struct.pack(f"<{len(words)}I", *words)
    assert _reprs(accel.compiled.float32_batch(data, F32.doc_of_bits)) == _reprs(F32.many_to_doc_pure(data))


@needs_compiled
@settings(max_examples=300, deadline=None)
@given(st.lists(st.integers(0, (1 << 32) - 1), min_size=0, max_size=300))
def test_compiled_float32_batches_agree(bits: list[int]) -> None:
    data = struct.pack(f"<{len(bits)}I", *bits)
    with compiled_paths(True):
        fast = F32.many_to_doc(data)
    with compiled_paths(False):
        reference = F32.many_to_doc_pure(data)
    assert _reprs(fast) == _reprs(reference)
