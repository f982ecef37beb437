"""verify's streamed text: the long payload texts are checked as the writer writes them, never kept.

``pipelines._verify`` first streams the document's text (``jsonio.StreamedText``): each payload text
the writer announces is decoded and compared with its Blob as it comes, and is a marker in the kept
text; build takes the Blob's bytes for it (``values.BlobText``). Whatever fails a check goes the
long way (``_verify_written``: the whole text written, read back, built, compared). These tests hold
the streamed path to the long way's answer on every damaged byte of the text, on both the pure
and the compiled paths, and check that the streamed path is the one an undamaged model takes.
"""

from __future__ import annotations

import binascii
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st
from test_fuzz import _seeded as seeded
from test_fuzz import _settings as fuzz_settings
from wirebuild import field_len, field_string, field_varint

import onnxjson
from onnxjson import jsonio, pipelines
from onnxjson._progress import NullProgress
from onnxjson.codec.document import settle_long_text
from onnxjson.codec.values import Blob, BlobText, LongText, b64decode_chunks
from onnxjson.errors import OnnxJsonError
from onnxjson.options import DEFAULTS
from onnxjson.proto import registry
from onnxjson.sources import read_text

_RNG = random.Random(13)
#: Over one compiled encoding piece (768 KiB) and over the pure writer's chunk (3 MiB): both paths
#: announce them. Lengths of every remainder mod 3, so every padding is met.
_SIZES = (3 * 2**20 + 1, 800_002, 70_000, 1_000_000)


_PAYLOADS = [_RNG.randbytes(size) for size in _SIZES]


def _tensor(raw: bytes, name: str) -> bytes:
    # TensorProto: dims=1, data_type=2 (UINT8), name=8, raw_data=9
    return field_varint(1, len(raw)) + field_varint(2, 2) + field_string(8, name) + field_len(9, raw)


def _model() -> bytes:
    graph = field_string(2, "g")
    for i, raw in enumerate(_PAYLOADS):
        graph += field_len(5, _tensor(raw, f"w{i}"))
    opset = field_len(8, field_string(1, "") + field_varint(2, 17))
    # ir_version=1, graph=7, opset=8, and a $unknown len value (field 99) as long as a payload
    return field_varint(1, 8) + field_len(7, graph) + opset + field_len(99, _RNG.randbytes(900_001))


MODEL = _model()
TEXT = onnxjson.dumps(MODEL).encode()


def _payload_spans() -> list[tuple[int, int, int]]:
    """(first character, past the last, offset in the model) of each payload's text in TEXT."""
    spans = []
    for raw in _PAYLOADS:
        text = binascii.b2a_base64(raw, newline=False)
        start = TEXT.index(b'"' + text + b'"') + 1
        spans.append((start, start + len(text), MODEL.index(raw)))
    return spans


SPANS = _payload_spans()
#: Characters of the two base64 alphabets the reader takes that stand for one value: one replaced by
#: the other is the same payload.
_ONE_VALUE = ({ord("/"), ord("_")}, {ord("+"), ord("-")})


class _Damaged:
    """A stream that hands on what it is given with the byte at ``at`` replaced by ``byte``."""

    def __init__(self, stream: Any, at: int, byte: int) -> None:
        self.stream, self.at, self.byte, self.pos = stream, at, byte, 0

    def write(self, data: Any) -> int:
        view = memoryview(data).cast("B")
        n = len(view)
        if self.pos <= self.at < self.pos + n:
            changed = bytearray(view)
            changed[self.at - self.pos] = self.byte
            view = memoryview(changed)
        self.pos += n
        self.stream.write(view)
        return n


def _damage(monkeypatch: pytest.MonkeyPatch, at: int, byte: int) -> None:
    real = jsonio.write_document

    def write_document(doc: Any, stream: Any, **kwargs: Any) -> None:
        real(doc, _Damaged(stream, at, byte), **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(jsonio, "write_document", write_document)


def _outcome(run: Callable[[], Any]) -> tuple[str, Any]:
    try:
        result = run()
    except OnnxJsonError as e:
        return "error", str(e)
    return "result", (result.identical, result.rebuilt_size, result.first_difference)


def _verify() -> tuple[str, Any]:
    return _outcome(lambda: onnxjson.verify(MODEL))


def _verify_written() -> tuple[str, Any]:
    def run() -> Any:
        with pipelines.open_model(MODEL) as src:
            return pipelines._verify_written(src, type=None, max_depth=DEFAULTS.max_depth, progress=NullProgress())
    return _outcome(run)


@pytest.fixture
def streamed(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[jsonio.StreamedText]]:
    """The StreamedText of each verify run (to see how many payload texts it checked)."""
    made: list[jsonio.StreamedText] = []

    class Recorded(jsonio.StreamedText):
        def __init__(self, *args: Any, **kwargs: Any) -> None:
            super().__init__(*args, **kwargs)
            made.append(self)

    monkeypatch.setattr(jsonio, "StreamedText", Recorded)
    yield made


def test_an_undamaged_model_takes_the_streamed_path(accel_path: str, monkeypatch: pytest.MonkeyPatch,
                                                    streamed: list[jsonio.StreamedText]) -> None:
    def long_way(*_: Any, **__: Any) -> Any:
        raise AssertionError("the streamed text was not enough")

    monkeypatch.setattr(pipelines, "_verify_written", long_way)
    result = onnxjson.verify(MODEL)
    assert result.identical and result.rebuilt_size == len(MODEL)
    # The pure writer announces what it writes in pieces of its own: payloads over 3 MiB.
    announced = [s for s in _SIZES if s > (3 << 20 if accel_path == "pure" else 768 << 10)]
    assert [len(b) for b in streamed[0].blobs] == announced + ([900_001] if accel_path == "compiled" else [])
    assert streamed[0].size == len(TEXT)


@pytest.mark.parametrize("where", ["first", "middle", "last group", "padding", "quote before", "quote after"])
def test_a_damaged_payload_text_is_found_where_it_lands(accel_path: str, monkeypatch: pytest.MonkeyPatch,
                                                        where: str) -> None:
    start, stop, offset = SPANS[0]  # 3 MiB + 1 byte: two "=" of padding; announced on both paths
    at = {"first": start, "middle": (start + stop) // 2 // 4 * 4 + 1, "last group": stop - 4,
          "padding": stop - 1, "quote before": start - 1, "quote after": stop}[where]
    byte = ord("B") if TEXT[at] != ord("B") else ord("C")
    _damage(monkeypatch, at, byte)
    expected = _verify_written()
    assert _verify() == expected
    if where in ("first", "middle", "last group"):  # another base64 character: other bytes, right there
        kind, (identical, size, first) = expected
        group = (at - start) // 4
        assert (kind, identical, size) == ("result", False, len(MODEL))
        assert offset + 3 * group <= first < offset + 3 * group + 3
    else:  # not base64 where it is, or the string ends elsewhere: build refuses the text
        assert expected[0] == "error"


@seeded
@settings(fuzz_settings(40), suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(st.data())
def test_any_damaged_byte_gives_the_long_ways_answer(accel_path: str, monkeypatch: pytest.MonkeyPatch,
                                                     data: st.DataObject) -> None:
    """A byte of the text replaced anywhere (mostly in the payload texts, which the streamed path
    does not keep): verify answers what writing the whole damaged text and building it answers."""
    in_payload = data.draw(st.booleans())
    if in_payload:
        start, stop, _ = data.draw(st.sampled_from(SPANS))
        at = data.draw(st.integers(start, stop - 1))
    else:
        at = data.draw(st.integers(0, len(TEXT) - 1))
    byte = data.draw(st.sampled_from(b'AB+/=_-" \\\n\x00\xff') | st.integers(0, 255))
    note(f"byte {byte} at {at} of {len(TEXT)} (was {TEXT[at]})")
    with monkeypatch.context() as patch:
        _damage(patch, at, byte)
        expected = _verify_written()
        assert _verify() == expected
    if byte != TEXT[at] and {byte, TEXT[at]} not in _ONE_VALUE and in_payload and expected[0] == "result":
        assert not expected[1][0] or at >= stop - 4, "a changed payload character was not found"


def test_a_blob_text_reads_as_the_text_it_stands_for() -> None:
    payload = _RNG.randbytes(1000)
    text = binascii.b2a_base64(payload, newline=False)
    blob_text = BlobText(Blob(payload))
    assert len(blob_text) == len(text)
    for a in range(0, 30):
        for b in range(a, 30):
            assert blob_text[a:b] == text[a:b]
    assert blob_text[-7:] == text[-7:] and blob_text[5] == text[5] and blob_text[len(text):] == b""
    assert blob_text.find(b"=") == text.find(b"=") and blob_text.find(b"A", 10, 500) == text.find(b"A", 10, 500)
    long = LongText(blob_text, 0, len(blob_text), True)
    assert long.text() == text.decode() and long.tail(3) == text[-3:]
    assert b"".join(b64decode_chunks(long, 300)) == payload


def test_the_kept_text_reads_back_as_the_whole_text(accel_path: str) -> None:
    """Blobs wherever the writer meets them (payloads, a text field): the document read from the kept
    text, the markers put back and settled, is what the reader gives for the whole text."""
    big = Blob(_RNG.randbytes(3 * 2**20 + 2))
    doc = {"$onnxjson": {"format_version": 1}, "ir_version": 8, "doc_string": big,
           "graph": {"initializer": [{"name": "w", "raw_data": big}, {"name": "s", "raw_data": Blob(b"abc")}]}}
    whole = jsonio.dumps_document(doc)
    kept: list[bytes] = []

    class Sink:
        def write(self, data: Any) -> None:
            kept.append(bytes(data))

    text = jsonio.StreamedText(Sink())  # type: ignore[arg-type]
    jsonio.write_document(doc, text, payload_texts=text.expect)  # type: ignore[arg-type]
    assert text.ok and text.size == len(whole) and len(text.blobs) == 2
    back = read_text(b"".join(kept))
    assert text.restore(back)
    back = settle_long_text(back, registry(), None)
    assert back["doc_string"] == read_text(whole)["doc_string"]  # a str, as the reader makes it
    assert isinstance(back["doc_string"], str)
    restored = back["graph"]["initializer"][0]["raw_data"]
    assert isinstance(restored, LongText) and restored.plain and restored == binascii.b2a_base64(
        bytes(big.data), newline=False).decode()
    assert back == read_text(whole)


def test_markers_must_each_be_read_once_as_values() -> None:
    text = jsonio.StreamedText(Blob(b""))  # type: ignore[arg-type]
    mark = "\x00" + text._token
    text.blobs = [Blob(b"abc")]
    assert not text.restore({"a": mark + "1"})  # no such payload
    assert not text.restore({"a": mark + "0", "b": mark + "0"})  # twice
    assert not text.restore({mark + "0": 1})  # a key
    assert not text.restore({"a": mark + "00"})  # not its number
    assert not text.restore({"a": "x"})  # never read
    assert text.restore({"a": [mark + "0"]})


def test_same_memory_is_the_very_same_bytes_only() -> None:
    from onnxjson import accel

    if accel.compiled is None:
        pytest.skip("the compiled accelerator is not built here")
    data = bytes(range(256)) * 4
    view = memoryview(data)
    assert accel.compiled.same_memory(view[10:20], view[10:20])
    assert not accel.compiled.same_memory(view[10:20], view[11:21])  # other memory, even with...
    assert not accel.compiled.same_memory(view[0:256], view[256:512])  # ...the same bytes
    assert not accel.compiled.same_memory(view[10:20], view[10:21])
    assert not accel.compiled.same_memory(view[10:20], bytes(view[10:20]))


def test_a_view_of_the_original_elsewhere_is_compared(accel_path: str) -> None:
    """A rebuilt piece that is the original's memory at another offset is read and compared."""
    data = bytes(range(256)) * 4
    view = memoryview(data)
    assert pipelines.first_difference(iter([view[:300], view[300:]]), data, None) is None
    assert pipelines.first_difference(iter([view[:256], view[0:256], view[512:]]), data, None) is None
    assert pipelines.first_difference(iter([view[:300], view[301:700]]), data, None) == 300
