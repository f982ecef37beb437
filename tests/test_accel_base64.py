"""The compiled base64 twins (onnxjson/_accel_base64.c) against their references.

``b64encode`` is binascii's encoder; ``b64decode`` is :func:`onnxjson.codec.values.b64decode` on
standard base64 and says "not mine" (None) for anything else, so that the reference decides (and
raises its own error); ``b64plain`` is ``values.plain_base64``; ``mismatch`` is verify's
comparison. On top of them, the threaded paths (pieces on worker threads: ``b64decode_chunks``,
the writer's Blobs, verify's comparison) must give the reference's bytes, pieces and errors.
Every length from 0 to 300 and all invalid characters at every place go through both the vector
(AVX2, where the processor has it) and the scalar code; the scalar code alone runs again in a
process with ``ONNXJSON_NO_SIMD`` set.
"""

from __future__ import annotations

import binascii
import io
import os
import random
import re
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest
import seeded
from accel_support import compiled_paths, needs_compiled
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st

from onnxjson import accel, jsonio, pipelines
from onnxjson.codec import values
from onnxjson.codec.values import Blob, LongText

ROOT = Path(__file__).resolve().parent.parent
pytestmark = needs_compiled
C: Any = accel.compiled
ALPHABET = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
SEED = 20261201


def outcome(function: Any, *args: Any) -> tuple[str, Any]:
    """("value", result) or ("error", (type, message)) of a call."""
    try:
        return "value", function(*args)
    except ValueError as e:
        return "error", (type(e), str(e))


def both(function: Any, *args: Any) -> tuple[tuple[str, Any], tuple[str, Any]]:
    """The outcome of ``function`` on the reference paths, then on the compiled ones."""
    with compiled_paths(False):
        reference = outcome(function, *args)
    with compiled_paths(True):
        fast = outcome(function, *args)
    return reference, fast


def reference_decode(text: str) -> Any:
    with compiled_paths(False):
        return outcome(values.b64decode, text)


def test_encode_every_length() -> None:
    rng = random.Random(SEED)
    for n in range(301):
        for _ in range(4):
            data = rng.randbytes(n)
            assert C.b64encode(data) == binascii.b2a_base64(data, newline=False), n
            assert C.b64encode(memoryview(data)) == binascii.b2a_base64(data, newline=False), n
    assert C.b64encode(bytes(range(256)) * 3) == binascii.b2a_base64(bytes(range(256)) * 3, newline=False)


def test_decode_every_length_and_every_input_type() -> None:
    rng = random.Random(SEED)
    for n in range(301):
        data = rng.randbytes(n)
        text = binascii.b2a_base64(data, newline=False)
        for form in (text, text.decode(), bytearray(text), memoryview(text)):
            assert C.b64decode(form) == data, (n, type(form))
        unpadded = text.rstrip(b"=")
        assert C.b64decode(unpadded) == data
        assert C.b64decode(unpadded, 0, len(unpadded), len(unpadded) % 4 != 0) == data
        assert C.b64decode(b"xx" + text + b"yy", 2, 2 + len(text)) == data  # a span of a buffer
        if len(unpadded) % 4 == 0:
            assert C.b64decode(text, 0, len(text), False) == data  # not final: no "=" to take


def test_every_invalid_character_at_every_place() -> None:
    """A byte outside the alphabet anywhere (in the vector part, the scalar tail, the last quad)
    is never decoded by the compiled path; the reference decides, and both give the same."""
    rng = random.Random(SEED)
    bad = [b for b in range(256) if b not in ALPHABET]
    for n in (0, 1, 2, 3, 5, 24, 33, 34, 35, 36, 47, 48, 60, 73, 100):
        text = binascii.b2a_base64(rng.randbytes(n), newline=False)
        for at in range(len(text)):
            for byte in bad:
                edited = text[:at] + bytes([byte]) + text[at + 1:]
                got = C.b64decode(edited)
                if byte != 0x3D:  # "=" at the end is padding: valid
                    assert got is None, (n, at, byte)
                if got is not None:
                    assert ("value", got) == reference_decode(edited.decode("latin-1"))


def test_padding_forms_and_the_texts_only_the_reference_reads() -> None:
    cases = ["", "=", "==", "===", "Q", "Q=", "Q==", "Q===", "QQ", "QQ=", "QQ==", "QQ===", "QUI", "QUI=",
             "QUI==", "QUJD", "QUJD=", "QUJD==", "QUJDRA", "QUJDRA==", "QR==", "QUJ=", "QUJDR",
             "QQ==QQ==", "=QQ", " QUJD", "QUJD ", "QU JD", "QUJD\n", "\nQUJD", "QU\nJD", "-_-_", "QU-_",
             "QUJD\x00", "QUJ\u00e9", "\u2003QUJD", "\x1cQUJD", "QUJD\x1f", "QU+/", "////", "++++",
             "QUJD" * 20 + "=", "QUJD" * 20 + "Q", "QUJD" * 20 + "QQ", "QUJD" * 20 + "QUJ"]
    for text in cases:
        reference = reference_decode(text)
        got = C.b64decode(text)
        if got is not None:
            assert reference == ("value", got), text
        else:  # not standard: the reference decides, as values.b64decode does with the accelerator
            assert not re.fullmatch(r"[A-Za-z0-9+/]*=*", text) or len(text.rstrip("=")) % 4 == 1, text
        reference, fast = both(values.b64decode, text)
        assert fast == reference, text
    # what only the reference reads, and its errors
    assert reference_decode("QU-_")[0] == "value"
    assert reference_decode("Q")[0] == "error"


#: Seeded cases of each of the two small-input properties below (test_values_b64decode_is_the_reference,
#: test_the_string_end_is_the_reference). Their inputs are a few dozen characters, and drawing them
#: value by value cost hypothesis nearly all of these tests' time (500 and 600 examples, 1-2 s; the
#: checks a few milliseconds): seeded random draws of the same classes (sizes as hypothesis draws
#: them, tests/seeded.py) give 10 times as many cases in a fraction of it. A failure names its case.
CASES = 6_000


def test_values_b64decode_is_the_reference() -> None:
    rng = random.Random(SEED)
    alphabet = "ABCDabcd0189+/-_= \n\t\x00\u00e9"
    for n in range(CASES):
        text = "".join(rng.choice(alphabet) for _ in range(seeded.size(rng, 60)))
        reference, fast = both(values.b64decode, text)
        assert fast == reference, (n, text)


@seed(SEED)
@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=400))
def test_values_b64encode_is_the_reference(data: bytes) -> None:
    reference, fast = both(values.b64encode, data)
    assert fast == reference
    reference, fast = both(lambda d: Blob(d).base64(), data)
    assert fast == reference


def test_huge_inputs() -> None:
    data = random.Random(SEED).randbytes(48 << 20)
    text = binascii.b2a_base64(data, newline=False)
    assert C.b64encode(data) == text
    assert C.b64decode(text) == data
    assert C.b64decode(text, 0, len(text) - 4, False) == data[:-3]
    assert C.b64plain(text, 0, len(text)) is True
    broken = bytearray(text)
    broken[len(text) - 1000] = 0x2D
    assert C.b64decode(bytes(broken)) is None
    assert C.b64plain(broken, 0, len(broken)) is False
    assert C.mismatch(data, data) == -1
    assert C.mismatch(data, data[:-1]) == len(data) - 1
    other = bytearray(data)
    other[(40 << 20) + 3] ^= 1
    assert C.mismatch(data, other) == (40 << 20) + 3


def test_the_gil_is_released_and_threads_do_not_mix() -> None:
    """Eight threads encode and decode different buffers at once (the GIL released inside): each
    gets its own result."""
    rng = random.Random(SEED)
    inputs = [rng.randbytes((3 << 20) + i) for i in range(8)]
    results: dict[int, tuple[bytes, bytes]] = {}

    def work(i: int) -> None:
        for _ in range(3):
            text = C.b64encode(inputs[i])
            results[i] = (text, C.b64decode(text))

    threads = [threading.Thread(target=work, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for i, data in enumerate(inputs):
        assert results[i] == (binascii.b2a_base64(data, newline=False), data)


@seed(SEED)
@settings(max_examples=400, deadline=None)
@given(st.binary(max_size=80), st.binary(max_size=3), st.binary(max_size=3), st.integers(0, 90))
def test_plain_is_the_reference(body: bytes, before: bytes, after: bytes, cut: int) -> None:
    buffer = before + body + after
    a, b = len(before), len(before) + len(body)
    for start, stop in ((a, b), (a, min(len(buffer), a + cut)), (b, a)):
        reference, fast = both(values.plain_base64, buffer, start, stop)
        assert fast == reference, (start, stop)


def test_plain_on_every_place_of_a_vector() -> None:
    text = ALPHABET * 3
    for at in range(len(text)):
        for byte in (0x00, 0x2D, 0x3D, 0x40, 0x5B, 0x60, 0x7B, 0x80, 0xFF, 0x2F, 0x2B):
            edited = text[:at] + bytes([byte]) + text[at + 1:]
            for stop in (len(edited), len(edited) - 1, at + 1):
                reference, fast = both(values.plain_base64, edited, 0, stop)
                assert fast == reference, (at, byte, stop)


def test_every_byte_at_every_place_of_the_alphabet_scan() -> None:
    """b64run and b64plain (the reader's scan: 64 bytes a step with AVX2, then 16 with SSE2, then
    one at a time) against the reference's answer for every byte value at every place of a text
    of 200 characters (three vector blocks and the tails), at several starts."""
    text = (ALPHABET * 4)[:200]
    for at in range(len(text)):
        for byte in range(256):
            edited = text[:at] + bytes([byte]) + text[at + 1:]
            for start in (0, 1, 37):
                end = at if byte not in ALPHABET and at >= start else len(edited)
                assert C.b64run(edited, start) == end, (at, byte, start)
            reference, fast = both(values.plain_base64, edited, 0, len(edited))
            assert fast == reference, (at, byte)


def _long_text(raw: bytes, plain: bool | None) -> LongText:
    buffer = b'"' + raw + b'"'
    mark = values.plain_base64(buffer, 1, 1 + len(raw)) if plain is None else plain
    return LongText(buffer, 1, 1 + len(raw), mark)


def _chunks(text: Any, size: int) -> tuple[str, Any]:
    return outcome(lambda: b"".join(values.b64decode_chunks(text, size)))


@pytest.fixture
def small_pieces(monkeypatch: pytest.MonkeyPatch) -> None:
    """Pieces of a few characters, so short texts take the threaded path and its fall-backs."""
    monkeypatch.setattr(values, "THREAD_PIECE_CHARS", 8)


@seed(SEED)
@settings(max_examples=300, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])  # the same setting for every input
@given(st.text(alphabet="ABCDabcd0189+/-_= \n", max_size=70), st.integers(1, 20))
def test_decoded_chunks_are_the_reference(small_pieces: None, text: str, size: int) -> None:
    for value in (text, _long_text(text.encode(), None), _long_text(text.encode(), False)):
        with compiled_paths(False):
            reference = _chunks(value, size)
        with compiled_paths(True):
            fast = _chunks(value, size)
        assert fast == reference, (text, size)


def test_decoded_chunks_of_long_texts_with_an_edit_anywhere(small_pieces: None) -> None:
    """Every edit (a url-safe character, an invalid one, padding or a space inside) at every place
    of a text cut into many pieces: the same bytes or the same error as the reference."""
    rng = random.Random(SEED)
    text = binascii.b2a_base64(rng.randbytes(61), newline=False)
    for at in range(len(text)):
        for byte in b"-_= \x00Q":
            edited = text[:at] + bytes([byte]) + text[at + 1:]
            for size in (6, 9, 30, 300):
                for value in (edited.decode("latin-1"), _long_text(edited, None)):
                    with compiled_paths(False):
                        reference = _chunks(value, size)
                    with compiled_paths(True):
                        fast = _chunks(value, size)
                    assert fast == reference, (at, byte, size)


def test_decoded_chunks_on_the_default_pieces() -> None:
    """A text of several real pieces (threads), and one with a url-safe character in its third
    piece (the reference's piece is decoded by the reference from there on)."""
    data = random.Random(SEED).randbytes(5 * values.THREAD_PIECE_CHARS // 4 * 3 + 7)
    text = binascii.b2a_base64(data, newline=False)
    for value in (text.decode(), _long_text(text, True), _long_text(text, False)):
        with compiled_paths(True):
            assert b"".join(values.b64decode_chunks(value, 3 << 20)) == data
    edited = bytearray(text)
    edited[2 * values.THREAD_PIECE_CHARS + 5] = ord("-")  # url-safe: only the reference reads it
    for value in (edited.decode(), _long_text(bytes(edited), None)):
        for size in (3 << 20, 8 << 20):
            with compiled_paths(False):
                reference = _chunks(value, size)
            with compiled_paths(True):
                fast = _chunks(value, size)
            assert fast == reference


def test_in_order_stops_cleanly() -> None:
    """A consumer that stops early leaves no call running; an exception comes at its call's turn."""
    seen: list[int] = []

    def slow(i: int) -> int:
        if i == 3:
            raise ValueError("three")
        seen.append(i)
        return i

    results = accel.in_order(slow, ((i,) for i in range(100)), ahead=4)
    assert [next(results), next(results), next(results)] == [0, 1, 2]
    with pytest.raises(ValueError, match="three"):
        next(results)
    results.close()
    done = len(seen)
    assert done <= 8
    assert list(accel.in_order(slow, ((i,) for i in range(3)))) == [0, 1, 2]


def _write(blob: Blob, *, compiled: bool) -> tuple[bytes, list[int]]:
    pieces: list[int] = []
    out = io.BytesIO()
    with compiled_paths(compiled):
        jsonio.write_document({"raw_data": blob, "after": 1}, out, on_payload=pieces.append)
    return out.getvalue(), pieces


@pytest.mark.parametrize("size", [0, 1, 2, 3, 4, 5, 6, 7, 11, 12, 13, 24, 25, 100, 1000])
def test_the_threaded_writer_writes_the_reference_text(monkeypatch: pytest.MonkeyPatch, size: int) -> None:
    monkeypatch.setattr(jsonio, "_ENCODE_PIECE", 3)
    monkeypatch.setattr(jsonio, "_BLOB_CHUNK", 12)
    data = random.Random(size).randbytes(size)
    assert _write(Blob(data), compiled=True) == _write(Blob(data), compiled=False)
    assert _write(Blob(memoryview(data)), compiled=True) == _write(Blob(data), compiled=False)


def test_the_threaded_writer_on_real_pieces() -> None:
    for size in (jsonio._ENCODE_PIECE + 1, jsonio._BLOB_CHUNK, 3 * jsonio._BLOB_CHUNK + 17):
        data = random.Random(size).randbytes(size)
        assert _write(Blob(data), compiled=True) == _write(Blob(data), compiled=False)


@seed(SEED)
@settings(max_examples=200, deadline=None)
@given(st.binary(min_size=0, max_size=300), st.data())
def test_the_comparison_is_the_reference(original: bytes, data: st.DataObject) -> None:
    rebuilt = bytearray(original)
    if rebuilt and data.draw(st.booleans()):
        at = data.draw(st.integers(0, len(rebuilt) - 1))
        rebuilt[at] ^= 1 << data.draw(st.integers(0, 7))
    rebuilt = rebuilt[:data.draw(st.integers(0, len(rebuilt) + 1))] + data.draw(st.binary(max_size=3))
    cuts = sorted(data.draw(st.lists(st.integers(0, len(rebuilt)), max_size=5)))
    chunks = [bytes(rebuilt[a:b]) for a, b in zip([0, *cuts], [*cuts, len(rebuilt)], strict=True)]
    reference, fast = both(lambda: pipelines.first_difference(iter(chunks), original, None))
    assert fast == reference
    mine = bytes(rebuilt)
    assert C.mismatch(mine, original) == (-1 if mine == original else pipelines._mismatch(mine, original))


_SCALAR_CHECK = """
import binascii, random
from onnxjson import _accel as C
rng = random.Random(7)
for n in range(300):
    data = rng.randbytes(n)
    text = binascii.b2a_base64(data, newline=False)
    assert C.b64encode(data) == text, n
    assert C.b64decode(text) == data, n
    assert C.b64decode(text.decode()) == data, n
    for at in range(0, len(text), 7):
        assert C.b64decode(text[:at] + b"-" + text[at + 1:]) is None, (n, at)
    assert C.b64plain(text, 0, len(text)) is True
print("scalar ok")
"""


def test_the_scalar_code_alone() -> None:
    """The same answers without the vector code (ONNXJSON_NO_SIMD), in a process of its own."""
    # The onnxjson this process tests (the source tree, or the installed package CI builds).
    package_root = Path(accel.__file__).resolve().parent.parent
    env = dict(os.environ, ONNXJSON_NO_SIMD="1", PYTHONPATH=str(package_root))
    done = subprocess.run([sys.executable, "-c", _SCALAR_CHECK], check=False, env=env, capture_output=True, text=True,
                          timeout=120, cwd=package_root)  # -c puts the working folder first on the path
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "scalar ok"


def test_into_given_buffers() -> None:
    rng = random.Random(SEED)
    for n in (0, 1, 2, 3, 28, 100, 1000):
        data = rng.randbytes(n)
        text = binascii.b2a_base64(data, newline=False)
        out = bytearray(len(text) + 5)
        assert C.b64encode_into(data, out) == len(text)
        assert out[:len(text)] == text
        given = bytearray(len(data))
        assert C.b64decode(text, 0, len(text), True, given) is given
        assert given == data
        if n:
            with pytest.raises(ValueError, match="not as long"):
                C.b64decode(text, 0, len(text), True, bytearray(len(data) + 1))
            with pytest.raises(ValueError, match="too short"):
                C.b64encode_into(data, bytearray(len(text) - 1))
            assert C.b64decode(b"-" + text[1:], 0, len(text), True, bytearray(len(data))) is None
    with pytest.raises(BufferError):
        C.b64encode_into(b"abc", b"readonly")


STRING_BYTES = [b"A", b"z", b"0", b"+", b"/", b"=", b"==", b"===", b'"', b"-", b" ", b"\\", b"\x00", b"\xff"]


def test_the_string_end_is_the_reference() -> None:
    """One scan of the alphabet finds where a candidate string ends and whether it is plain, as
    find and plain_base64 do (``after``: as far as the characters hold no quote). Seeded cases (CASES)."""
    rng = random.Random(SEED)
    for n in range(CASES):
        body = b"".join(rng.choice(STRING_BYTES) for _ in range(seeded.size(rng, 40)))
        lead = rng.randint(0, 6)
        buffer = b'"' + body
        first = 1
        no_quote = buffer.find(b'"', first)
        after = min(first + lead, len(buffer) if no_quote < 0 else no_quote)
        for given_as in (buffer, bytearray(buffer)):
            reference, fast = both(jsonio._string_end, given_as, first, after)
            assert fast == reference, (n, buffer, lead)


def test_a_consumer_may_keep_the_pieces(small_pieces: None) -> None:
    """Pieces are buffers used again only once nothing else holds them: kept ones (or views of
    them) keep their bytes."""
    data = random.Random(SEED).randbytes(3000)
    text = binascii.b2a_base64(data, newline=False)
    for value in (text.decode(), _long_text(text, True)):
        kept = list(values.b64decode_chunks(value, 90))
        assert b"".join(kept) == data
        views = [memoryview(piece) for piece in values.b64decode_chunks(value, 90)]
        assert b"".join(views) == data
        streamed = b"".join(bytes(piece) for piece in values.b64decode_chunks(value, 90))
        assert streamed == data


def test_writers_on_several_threads_and_in_turn() -> None:
    """The encoder's buffers belong to a thread and a document: documents written one after
    another and on several threads at once are each the reference's text."""
    rng = random.Random(SEED)
    blobs = [rng.randbytes(jsonio._ENCODE_PIECE * 3 + i) for i in range(4)]
    expected = [_write(Blob(b), compiled=False)[0] for b in blobs]
    got: dict[int, bytes] = {}

    def work(i: int) -> None:
        for _ in range(2):
            out = io.BytesIO()
            jsonio.write_document({"raw_data": Blob(blobs[i]), "after": 1}, out)
            got[i] = out.getvalue()

    with compiled_paths(True):
        threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    assert [got[i] for i in range(4)] == expected
