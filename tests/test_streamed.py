"""dump a piece of the graph at a time (onnxjson/streamed.py) against the whole decode.

The text written a piece at a time must be the whole document's, byte for byte, on the pure paths
and the compiled ones; a model it does not take (not canonical, external data, not a model) must
be left to the whole decode, which then gives its document or its error. Checked on the samples,
onnx's backend models, generated graphs cut into pieces of every small size, and random wire
input and random edits of real models; the compiled framing reader (field_pieces) against
wire.field_pieces.
"""

from __future__ import annotations

import io
import os
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from accel_support import needs_compiled
from corpora import BACKEND_MODELS, SAMPLE_MODELS
from hypothesis import given
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper
from test_fuzz import _seeded, _settings, wire_input
from trees import tree_values

import onnxjson
from onnxjson import accel, jsonio, streamed, wire
from onnxjson.codec.decode import DecodeOptions, decode_canonical
from onnxjson.codec.values import Blob
from onnxjson.errors import OnnxJsonError
from onnxjson.options import DEFAULTS
from onnxjson.proto import registry
from onnxjson.sources import decode_model

#: Tensors of more than 64 elements as payloads (Blobs), so that the pieces hold some.
OPTIONS = DecodeOptions(values_limit=64, max_depth=500)
#: What onnxjson.dump decodes with, for the tests that compare its file with the whole decode.
DUMP_OPTIONS = DecodeOptions(values_limit=DEFAULTS.values_limit, max_depth=DEFAULTS.max_depth)


@pytest.fixture(autouse=True)
def _small_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every model is taken a piece at a time, in pieces of a few fields."""
    monkeypatch.setattr(streamed, "MIN_BYTES", 0)
    monkeypatch.setattr(streamed, "PIECE_ENTRIES", 3)


def whole(data: bytes, type_name: str | None = None, options: DecodeOptions = OPTIONS) -> bytes | str:
    """The whole decode's text, or its error."""
    try:
        doc = decode_model(data, "<model>", type=type_name, options=options)
        return jsonio.dumps_document(doc)
    except (OnnxJsonError, ValueError, TypeError) as e:
        return f"{type(e).__name__}: {e}"


def in_pieces(data: Any, type_name: str | None = None, options: DecodeOptions = OPTIONS,
              source: Any = None) -> bytes | None:
    """The text written a piece at a time, or None when the model is left to the whole decode."""
    work = streamed.plan(data, type_name=type_name, options=options, source=source)
    if work is None:
        return None
    out = io.BytesIO()
    try:
        size = streamed.write(work, out)
    except streamed.NotStreamable:
        return None
    assert size == len(out.getvalue())
    return out.getvalue()


def graph_model(nodes: int, *, seed: int = 0) -> onnx.ModelProto:
    """A canonical model of ``nodes`` nodes of several kinds, small and large initialisers,
    value_info, a Constant with a tensor attribute and a subgraph."""
    rng = np.random.default_rng(seed)
    made, inits, infos = [], [], []
    prev = "x"
    for i in range(nodes):
        kind = i % 5
        out = f"v{i}"
        if kind == 0:
            inits.append(numpy_helper.from_array(rng.standard_normal(1 + i % 3).astype(np.float32), name=f"c{i}"))
            made.append(helper.make_node("Add", [prev, f"c{i}"], [out], name=f"add{i}"))
        elif kind == 1:
            made.append(helper.make_node("LeakyRelu", [prev], [out], name=f"relu{i}", alpha=0.01 * i))
        elif kind == 2:
            value = numpy_helper.from_array(rng.standard_normal(100).astype(np.float32), name=f"k{i}")
            made.append(helper.make_node("Constant", [], [f"k{i}"], value=value))
            made.append(helper.make_node("Mul", [prev, f"k{i}"], [out], doc_string=f"node {i}"))
        elif kind == 3:
            inits.append(numpy_helper.from_array(rng.integers(-9, 9, 300).astype(np.int64), name=f"big{i}"))
            made.append(helper.make_node("Identity", [prev], [out], name=f"id{i}"))
        else:
            branch = helper.make_graph([helper.make_node("Identity", [prev], [f"b{i}"])], f"g{i}", [],
                                       [helper.make_tensor_value_info(f"b{i}", TensorProto.FLOAT, None)])
            made.append(helper.make_node("If", ["cond"], [out], then_branch=branch, else_branch=branch))
        infos.append(helper.make_tensor_value_info(out, TensorProto.FLOAT, ["n"]))
        prev = out
    graph = helper.make_graph(
        made, "pieces", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n"]),
                         helper.make_tensor_value_info("cond", TensorProto.BOOL, [])],
        [helper.make_tensor_value_info(prev, TensorProto.FLOAT, ["n"])], initializer=inits, value_info=infos,
        doc_string="a graph written in pieces")
    return helper.make_model(graph, producer_name="onnxjson-tests", opset_imports=[helper.make_opsetid("", 17)])


@pytest.mark.parametrize("entries", [1, 2, 3, 7, 1000])
def test_generated_graph_in_pieces_of_every_size(accel_path: str, entries: int,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(streamed, "PIECE_ENTRIES", entries)
    data = graph_model(60).SerializeToString()
    text = in_pieces(data)
    assert text is not None, "a canonical model is taken a piece at a time"
    assert text == whole(data)


@pytest.mark.parametrize("write_bytes", [1, 7, 4096])
def test_the_writer_handing_on_small_pieces_of_text(accel_path: str, write_bytes: int,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(streamed, "WRITE_BYTES", write_bytes)
    data = graph_model(30, seed=8).SerializeToString()
    assert in_pieces(data) == whole(data)


def test_pieces_cut_by_size(accel_path: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(streamed, "PIECE_ENTRIES", 1000)
    monkeypatch.setattr(streamed, "PIECE_BYTES", 200)
    data = graph_model(40, seed=1).SerializeToString()
    work = streamed.plan(data, type_name=None, options=OPTIONS)
    assert work is not None and max(len(pieces) for _, pieces in work.runs) > 1
    assert in_pieces(data) == whole(data)


def test_samples(accel_path: str) -> None:
    taken = []
    for path in SAMPLE_MODELS:
        data = path.read_bytes()
        text = in_pieces(data)
        if text is not None:
            taken.append(path.name)
            assert text == whole(data), path
    assert len(taken) >= 3, taken


def test_backend_models(accel_path: str) -> None:
    taken = 0
    for path in BACKEND_MODELS[::2]:
        data = path.read_bytes()
        text = in_pieces(data)
        if text is not None:
            taken += 1
            assert text == whole(data), path
    assert taken > len(BACKEND_MODELS[::2]) // 2


@pytest.mark.parametrize("options", [DecodeOptions(values_limit=0), DecodeOptions(values_limit=1000),
                                     DecodeOptions(decode_unknown=True)])
def test_decode_options(accel_path: str, options: DecodeOptions) -> None:
    data = graph_model(30, seed=2).SerializeToString()
    assert in_pieces(data, options=options) == whole(data, options=options)


def test_depth_limits_are_the_whole_decodes(accel_path: str) -> None:
    """A subgraph deeper than max_depth: the whole decode's error, never a document."""
    data = graph_model(10).SerializeToString()
    for depth in range(1, 8):
        options = DecodeOptions(max_depth=depth)
        text, reference = in_pieces(data, options=options), whole(data, options=options)
        assert text is None or text == reference, depth


def test_mapped_input_gives_the_whole_decodes_payload_offsets(accel_path: str, tmp_path: Path) -> None:
    """Read from a mapping, a piece's payloads are slices of it at their offsets in the whole model."""
    model = tmp_path / "m.onnx"
    model.write_bytes(graph_model(25, seed=3).SerializeToString())
    reg = registry()
    with onnxjson.files.read_input(model) as src:
        work = streamed.plan(src.data, type_name=None, options=OPTIONS, source=src.source)
        assert work is not None
        blobs = []
        for _, pieces in work.runs:
            for start, stop in pieces:
                piece = decode_canonical(src.data, reg.messages["GraphProto"], reg, OPTIONS, src.source,
                                         start=start, stop=stop, depth=2)
                assert piece is not None
                blobs += _blobs(piece)
        assert blobs
        assert all(b.source is src.source for b in blobs)
        assert all(bytes(src.data[b.offset:b.offset + len(b)]) == bytes(b.data) for b in blobs)
        whole_blobs = _blobs(decode_model(src.data, "<m>", type=None, options=OPTIONS, source=src.source))
        assert sorted(b.offset for b in blobs) == sorted(b.offset for b in whole_blobs)
        text = in_pieces(src.data, source=src.source)
    assert text == whole(model.read_bytes())


def _blobs(doc: Any) -> list[Blob]:
    return [value for value in tree_values(doc) if isinstance(value, Blob)]


def test_left_to_the_whole_decode(accel_path: str) -> None:
    """Out-of-order graph fields, two graphs, a non-minimal graph length, another root type."""
    model = graph_model(12)
    data = model.SerializeToString()
    graph = model.graph.SerializeToString()
    top = data.replace(wire.encode_tag(7, 2) + wire.encode_varint(len(graph)) + graph, b"")
    cases = {
        "two graphs": data + wire.encode_tag(7, 2) + wire.encode_varint(len(graph)) + graph,
        "long length": top + wire.encode_tag(7, 2) + bytes([0x80 | (len(graph) & 0x7F)]) +
        bytes([(len(graph) >> 7) | 0x80, 0]) + graph if len(graph) < 1 << 14 else data,
    }
    name = wire.encode_tag(2, 2) + wire.encode_varint(3) + b"odd"
    cases["name after the nodes' run"] = top + wire.encode_tag(7, 2) + wire.encode_varint(len(graph) + len(name)) + \
        graph + name
    for label, case in cases.items():
        assert in_pieces(case) is None, label
        assert whole(case) == whole(case), label
    tensor = helper.make_tensor("t", TensorProto.FLOAT, [2], [1.0, 2.0]).SerializeToString()
    assert in_pieces(tensor) is None
    assert in_pieces(data, type_name="GraphProto") is None
    assert in_pieces(data, type_name="ModelProto") == whole(data, "ModelProto")


def test_external_data_is_left_to_the_whole_decode(accel_path: str, tmp_path: Path) -> None:
    """A piece with external data: no output replaces the data file (the whole decode's refusal)."""
    model = graph_model(20, seed=4)
    onnx.save_model(model, tmp_path / "m.onnx", save_as_external_data=True, all_tensors_to_one_file=True,
                    location="m.data", size_threshold=100)
    data = (tmp_path / "m.onnx").read_bytes()
    assert in_pieces(data) is None
    before = (tmp_path / "m.data").read_bytes()
    with pytest.raises(OnnxJsonError, match="external-data file"):
        onnxjson.dump(tmp_path / "m.onnx", tmp_path / "m.data")
    assert (tmp_path / "m.data").read_bytes() == before
    onnxjson.dump(tmp_path / "m.onnx", tmp_path / "m.json")
    assert (tmp_path / "m.json").read_bytes() == whole(data, options=DUMP_OPTIONS)


def test_dump_writes_the_same_file(accel_path: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    model = tmp_path / "m.onnx"
    model.write_bytes(graph_model(50, seed=5).SerializeToString())
    onnxjson.dump(model, tmp_path / "pieces.json")
    monkeypatch.setattr(streamed, "MIN_BYTES", 1 << 62)
    onnxjson.dump(model, tmp_path / "whole.json")
    assert (tmp_path / "pieces.json").read_bytes() == (tmp_path / "whole.json").read_bytes()


def _payload_model(sizes: list[int], seed: int) -> bytes:
    """A model whose initialisers are float32 payloads of these many bytes (raw_data), each fed to an Add."""
    rng = np.random.default_rng(seed)
    inits, made, prev = [], [], "x"
    for i, size in enumerate(sizes):
        raw = rng.integers(0, 256, size - size % 4, dtype=np.uint8).tobytes()
        inits.append(helper.make_tensor(f"w{i}", TensorProto.FLOAT, [len(raw) // 4], raw, raw=True))
        made.append(helper.make_node("Add", [prev, f"w{i}"], [f"v{i}"]))
        prev = f"v{i}"
    graph = helper.make_graph(made, "payloads", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["n"])],
                              [helper.make_tensor_value_info(prev, TensorProto.FLOAT, ["n"])], initializer=inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()


@pytest.mark.parametrize("seed", range(6))
def test_payload_encoding_buffers_last_the_whole_document(accel_path: str, seed: int,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The compiled Blob encoder's buffers are made once for a document written in pieces, not once a
    piece (each made anew was zeroed and faulted in: 290,000 page faults for the 1 GB model's inline
    dump), and let go at its end; the text is the whole document's. Payloads of seeded sizes around
    the encoder's piece (made small here) in pieces of 1-3 fields."""
    monkeypatch.setattr(jsonio, "_BLOB_CHUNK", 3 << 10)
    monkeypatch.setattr(jsonio, "_ENCODE_PIECE", 3 << 8)
    monkeypatch.setattr(streamed, "PIECE_ENTRIES", 1 + seed % 3)
    rng = np.random.default_rng(seed)
    piece = jsonio._ENCODE_PIECE
    sizes = [int(rng.choice([piece - 4, piece, piece + 4, 2 * piece + 4, int(rng.integers(65, 6 * piece))]) * 4)
             for _ in range(int(rng.integers(2, 9)))]
    data = _payload_model(sizes, seed)
    rings: list[int] = []
    real = jsonio._encode_ring

    def ring() -> list[bytearray]:
        made = real()
        rings.append(id(made))
        return made

    monkeypatch.setattr(jsonio, "_encode_ring", ring)
    assert in_pieces(data) == whole(data)
    assert "ring" not in jsonio._rings.__dict__ and not jsonio._rings.__dict__.get("kept")
    if accel.ENABLED:
        large = sum(size > piece for size in sizes)
        assert len(rings) >= large and len(set(rings[:large])) == 1
    else:
        assert rings == []


class _OtherBlob(Blob):
    """A Blob of a subclass: the compiled writer leaves it to _write_blob's own loop."""

    __slots__ = ()


@pytest.mark.parametrize("seed", range(4))
def test_long_payload_texts_in_parts_are_the_whole_ones(accel_path: str, seed: int,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """_write_blob encodes the pieces of a payload longer than the flush size in small parts
    gathered in one buffer for the document (a piece's text made at once was faulted in anew for
    every piece); the text is the one written in one part, for payloads of seeded sizes around the
    part, flush and piece sizes (made small here), plain and of a subclass, a document written whole
    or in pieces; the buffer is made once and let go at the end."""
    rng = np.random.default_rng(seed)
    sizes = [int(rng.choice([11, 12, 13, 47, 48, 49, 191, 192, 193, 500, int(rng.integers(1, 700))]))
             for _ in range(int(rng.integers(3, 9)))]
    doc: dict[str, Any] = {"a": [], "b": []}
    for i, size in enumerate(sizes):
        data = rng.integers(0, 256, size, dtype=np.uint8).tobytes()
        doc["a" if i % 2 else "b"].append({"raw": (_OtherBlob if rng.random() < 0.5 else Blob)(data), "n": i})
    expected = jsonio.dumps_document(doc)  # parts as large as the pieces: each piece's text at once
    monkeypatch.setattr(jsonio, "_ENCODE_PART", 12)
    monkeypatch.setattr(jsonio, "_FLUSH_BYTES", 48)
    monkeypatch.setattr(jsonio, "_BLOB_CHUNK", 192)
    monkeypatch.setattr(jsonio, "_ENCODE_PIECE", 48)
    made: list[bool] = []  # a call that made the buffer: True
    real = jsonio._text_buffer

    def text_buffer() -> memoryview:
        made.append("text" not in jsonio._rings.__dict__)
        return real()

    monkeypatch.setattr(jsonio, "_text_buffer", text_buffer)
    assert jsonio.dumps_document(doc) == expected
    assert "text" not in jsonio._rings.__dict__
    assert made.count(True) == (1 if made else 0)  # one buffer a document...
    assert made or accel.ENABLED or not any(size > 48 for size in sizes)
    made.clear()
    with jsonio.keeping_encode_buffers():
        for _ in range(2):
            assert jsonio.dumps_document(doc) == expected
    assert made.count(True) == (1 if made else 0)  # ... and one for documents written in pieces
    assert "text" not in jsonio._rings.__dict__


def test_a_failed_piece_leaves_no_output_behind(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """NotStreamable while writing: the partial output is dropped and the whole decode writes."""
    model = tmp_path / "m.onnx"
    model.write_bytes(graph_model(30, seed=6).SerializeToString())
    calls = []
    real = streamed.decode_canonical

    def fail_late(*args: Any, **kwargs: Any) -> Any:
        calls.append(kwargs.get("start"))
        return None if len(calls) == 5 else real(*args, **kwargs)

    monkeypatch.setattr(streamed, "decode_canonical", fail_late)
    onnxjson.dump(model, tmp_path / "m.json")
    assert len(calls) >= 5
    assert (tmp_path / "m.json").read_bytes() == whole(model.read_bytes(), options=DUMP_OPTIONS)
    assert sorted(os.listdir(tmp_path)) == ["m.json", "m.onnx"]


@_seeded
@_settings(300)
@given(wire_input())
def test_random_wire_input(case: tuple[bytes, str | None]) -> None:
    data, type_name = case
    for on in (False, True) if accel.compiled is not None else (False,):
        saved = accel.ENABLED
        accel.ENABLED = on
        try:
            text = in_pieces(data, type_name)
            if text is not None:
                assert text == whole(data, type_name)
        finally:
            accel.ENABLED = saved


_MODEL = graph_model(20, seed=7).SerializeToString()


@_seeded
@_settings(200)
@given(st.lists(st.tuples(st.integers(0, len(_MODEL) - 1), st.integers(0, 255), st.sampled_from(["set", "cut", "add"])),
                min_size=1, max_size=3))
def test_random_edits_of_a_model(edits: list[tuple[int, int, str]]) -> None:
    data = bytearray(_MODEL)
    for at, byte, how in edits:
        at = min(at, len(data) - 1)
        if how == "set":
            data[at] = byte
        elif how == "cut":
            del data[at]
        else:
            data.insert(at, byte)
    for on in (False, True) if accel.compiled is not None else (False,):
        saved = accel.ENABLED
        accel.ENABLED = on
        try:
            text = in_pieces(bytes(data))
            if text is not None:
                assert text == whole(bytes(data))
        finally:
            accel.ENABLED = saved


@needs_compiled
@_seeded
@_settings(400)
@given(st.binary(max_size=200), st.integers(1, 5), st.integers(0, 64), st.data())
def test_compiled_field_pieces_on_random_bytes(data: bytes, entries: int, size: int, draw: Any) -> None:
    start = draw.draw(st.integers(0, len(data)))
    stop = draw.draw(st.integers(start, len(data)))
    assert accel.compiled.field_pieces(data, start, stop, entries, size) == \
        wire.field_pieces(data, start, stop, entries, size)


@needs_compiled
@pytest.mark.parametrize("entries,size", [(1, 0), (3, 1 << 20), (1000, 100), (1 << 30, 1 << 62)])
def test_compiled_field_pieces_on_models(entries: int, size: int) -> None:
    for path in [*SAMPLE_MODELS, *BACKEND_MODELS[::40]]:
        data = path.read_bytes()
        pieces = wire.field_pieces(data, 0, len(data), entries, size)
        assert accel.compiled.field_pieces(data, 0, len(data), entries, size) == pieces
        assert pieces is not None
        assert [p[1] for p in pieces[1:]] == [p[2] for p in pieces[:-1]]
    with pytest.raises(ValueError):
        accel.compiled.field_pieces(b"\x08\x01", 0, 3, 1, 1)
