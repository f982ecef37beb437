"""One document representation at every size: the large-document reader never loses a string.

A long string of a large document stays in the text as a LongText (not a ``str``). Every kind of
long string is pushed through every consumer here: build, verify, validate, info, diff and the
weights code, each compared with what the small reader gives for the same text. The whole
round-trip corpus also runs through both readers (see ``tests/readers.py``, used by the corpus,
golden, codec-case and fuzz tests).
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from cli_support import cli_env
from hypothesis import HealthCheck, given, seed, settings
from hypothesis import strategies as st
from readers import READERS, assert_readers_agree, reader
from trees import tree_values
from wirebuild import LEN, field_len, field_string, field_varint, tag

import onnxjson
from onnxjson import _api, jsonio
from onnxjson.codec.values import LongText, b64decode, b64decode_chunks, base64_decoded_size, plain_base64
from onnxjson.pipelines import load_document, public_form
from onnxjson.sources import read_text

LONG = 70_000  # above the default splice threshold of 64 KiB once written
_RNG = random.Random(11)
_BLOB = _RNG.randbytes(LONG)


def _tensor(raw: bytes, *, name: str = "t", extra: bytes = b"") -> bytes:
    # TensorProto: dims=1, data_type=2 (UINT8), name=8, raw_data=9
    return field_varint(1, len(raw)) + field_varint(2, 2) + field_string(8, name) + extra + field_len(9, raw)


def _model(graph: bytes = b"", *, extra: bytes = b"") -> bytes:
    # ModelProto: ir_version=1, graph=7, opset_import=8 ; GraphProto: name=2
    opset = field_len(8, field_string(1, "") + field_varint(2, 17))
    return field_varint(1, 8) + extra + field_len(7, field_string(2, "g") + graph) + opset


#: Every kind of long string a document can hold, each as a model whose dump holds it.
CASES: dict[str, bytes] = {
    "raw_data base64": _model(field_len(5, _tensor(_BLOB))),
    "doc_string text": _model(extra=field_string(6, "d" * LONG)),
    "non-UTF-8 name as $bytes": _model(field_len(1, field_string(3, b"\xff" * LONG) + field_string(4, "Constant"))),
    "$bytes raw_data": _model(field_len(5, _tensor(b"\xff" * LONG))),
    "$unknown len value": _model(extra=field_len(99, _BLOB)),
    "$layout.earlier hex": _model(field_len(5, _tensor(b"\x01\x02", extra=field_len(9, _BLOB[:40_000])))),
    "paged_cache_initializer contents": _model(field_len(1002, field_string(1, "cache") + field_len(3, _BLOB))),
    "attribute s text": _model(field_len(1, field_string(4, "Custom") + field_string(7, "my.domain") + field_len(
        5, field_string(1, "a") + field_string(4, "s" * LONG) + field_varint(20, 3)))),
    "string_data element": _model(field_len(5, field_varint(2, 8) + field_varint(1, 1) + field_string(8, "s")
                                            + field_string(6, "x" * LONG))),
    "long key-like value": _model(extra=field_string(2, "producer" * 9000)),
}


@pytest.fixture
def lowered(monkeypatch: pytest.MonkeyPatch) -> None:
    """Build's reader switches to the large reader above 1,000 bytes (the splice threshold stays)."""
    monkeypatch.setattr(jsonio, "LARGE_DOCUMENT_BYTES", 1000)


def _long_texts(value: Any) -> list[LongText]:
    return [v for v in tree_values(value) if isinstance(v, LongText)]


def test_a_long_text_is_not_a_str() -> None:
    text = LongText(b'"' + b"QUJD" * 10 + b'"', 1, 41)
    assert not isinstance(text, str)
    assert len(text) == 40 and text.text() == "QUJD" * 10 and text == "QUJD" * 10
    assert b"".join(b64decode_chunks(text, 6)) == b"ABC" * 10
    with pytest.raises(TypeError):
        "".join([text])  # type: ignore[list-item]


@pytest.mark.parametrize("case", list(CASES))
def test_every_long_string_goes_through_every_consumer(case: str, tmp_path: Path, lowered: None) -> None:
    data = CASES[case]
    model, document = tmp_path / "m.onnx", tmp_path / "m.json"
    model.write_bytes(data)
    onnxjson.dump(model, document)
    text = document.read_bytes()
    assert len(text) > jsonio.LARGE_DOCUMENT_BYTES
    doc = read_text(text)
    kept = _long_texts(doc)
    # Payload positions stay in the text; everything else is a plain str.
    if case in ("doc_string text", "attribute s text", "string_data element", "long key-like value",
                "non-UTF-8 name as $bytes"):
        assert kept == []
    else:
        assert kept and all(len(k) >= jsonio.SPLICE_MIN_BYTES for k in kept)
    # build, through a file (mapped) and the large reader
    onnxjson.build(document, tmp_path / "out.onnx")
    assert (tmp_path / "out.onnx").read_bytes() == data
    assert onnxjson.loads(text) == data
    assert onnxjson.verify(data).identical
    assert _api.validate_file(str(document), schema_only=True) == []
    with reader("small"):
        small_findings = _api.validate_file(str(document))  # the graph checks too
    assert _api.validate_file(str(document)) == small_findings
    # info, diff and weights: the same as with the small reader
    with reader("small"):
        small_info = _api.info(str(document))
        small_doc = load_document(str(document), strip_weights=True)
    assert _api.info(str(document)) == small_info
    assert json.dumps(public_form(load_document(str(document), strip_weights=True)),
                      sort_keys=True) == json.dumps(public_form(small_doc), sort_keys=True)
    assert _api.unified_diff(str(document), str(model)) == ""
    assert _api.unified_diff(str(document), str(document)) == ""


@pytest.mark.parametrize("case", ["raw_data base64", "$unknown len value", "paged_cache_initializer contents",
                                  "non-UTF-8 name as $bytes", "$layout.earlier hex"])
@pytest.mark.parametrize("damage", ["control", "bad base64", "quote", "non-ascii", "truncate"])
def test_damaged_long_strings_are_refused_as_the_small_reader_refuses_them(case: str, damage: str) -> None:
    text = bytearray(onnxjson.dumps(CASES[case]).encode())
    spans = [(m.start() + 1, m.end() - 1) for m in __import__("re").finditer(rb'"[A-Za-z0-9+/=]{60000,}"', text)]
    assert spans
    start, stop = spans[0]
    at = (start + stop) // 2
    if damage == "control":
        text[at] = 0x01
    elif damage == "bad base64":
        text[at] = ord("!")
    elif damage == "quote":
        text[at:at] = b'\\"'
    elif damage == "non-ascii":
        text[at:at + 1] = "é".encode()
    else:
        del text[at:at + 1]
    kind, result = assert_readers_agree(bytes(text))
    assert kind == "error", result


@seed(20261130)
@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_random_edits_of_long_strings_agree_between_readers(data: st.DataObject) -> None:
    case = data.draw(st.sampled_from(sorted(CASES)))
    text = bytearray(onnxjson.dumps(CASES[case]).encode())
    for _ in range(data.draw(st.integers(0, 3))):
        at = data.draw(st.integers(0, len(text) - 1))
        kind = data.draw(st.sampled_from(["byte", "delete", "insert"]))
        byte = data.draw(st.sampled_from([0x00, 0x01, 0x1F, 0x20, 0x22, 0x3D, 0x41, 0x5C, 0x7F, 0xC3, 0xFF, 0x2D]))
        if kind == "byte":
            text[at] = byte
        elif kind == "delete":
            del text[at]
        else:
            text.insert(at, byte)
    outcome = assert_readers_agree(bytes(text))
    if outcome[0] == "bytes" and bytes(text) == onnxjson.dumps(CASES[case]).encode():
        assert outcome[1] == CASES[case]


@seed(20261130)
@settings(max_examples=200, deadline=None)
@given(st.text(alphabet="ABCDabcd0189+/-_= ", max_size=40), st.integers(1, 12))
def test_base64_decoded_piecewise_is_base64_decoded_whole(text: str, size: int) -> None:
    try:
        whole: bytes | None = b64decode(text)
    except ValueError:
        whole = None
    raw = text.encode()
    # A LongText as the reader leaves it: marked plain when it is standard base64 (no scan again).
    for value in (text, LongText(raw, 0, len(raw)), LongText(raw, 0, len(raw), plain_base64(raw, 0, len(raw)))):
        try:
            pieces: bytes | None = b"".join(b64decode_chunks(value, size))
        except ValueError:
            pieces = None
        assert pieces == whole
        if whole is not None:
            assert base64_decoded_size(value) == len(whole)


@pytest.mark.parametrize("mode", READERS)
def test_the_readers_are_chosen_by_the_setting(mode: str) -> None:
    text = onnxjson.dumps(CASES["raw_data base64"]).encode()
    with reader(mode):
        doc = read_text(text)
    assert bool(_long_texts(doc)) == (mode == "large")


@pytest.mark.slow
def test_a_real_large_document_through_the_cli(tmp_path: Path) -> None:
    """Above the real threshold (64 MiB of text), without lowering anything: dump, build, verify."""
    blob = random.Random(3).randbytes(52 << 20)
    data = _model(field_len(5, _tensor(blob)), extra=field_len(99, blob[:100_000]))
    (tmp_path / "m.onnx").write_bytes(data)
    env = cli_env()  # the onnxjson under test (installed, with its compiled module, or this tree)

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run([sys.executable, "-m", "onnxjson", *args], cwd=tmp_path, env=env,
                              capture_output=True, text=True, check=False)

    assert run("dump", "m.onnx", "-o", "m.json").returncode == 0
    assert (tmp_path / "m.json").stat().st_size > jsonio.LARGE_DOCUMENT_BYTES
    result = run("build", "m.json", "-o", "out.onnx")
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "out.onnx").read_bytes() == data
    result = run("verify", "m.onnx")
    assert result.returncode == 0 and "identical" in result.stdout.lower(), result.stdout + result.stderr
    result = run("validate", "m.json")
    assert result.returncode == 0, result.stdout + result.stderr
    # A raw control character inside the long $unknown string: refused by build and validate alike.
    text = bytearray((tmp_path / "m.json").read_bytes())
    at = text.index(b'"value": "') + 5000
    text[at] = 0x01
    (tmp_path / "bad.json").write_bytes(bytes(text))
    built, validated = run("build", "bad.json", "-o", "bad.onnx"), run("validate", "bad.json")
    assert (built.returncode, validated.returncode) == (2, 2), built.stderr + validated.stderr
    assert "control character" in built.stderr.lower() or "invalid json" in built.stderr.lower()
    assert not (tmp_path / "bad.onnx").exists()


def test_tags_of_the_cases_are_what_they_claim() -> None:
    # The unknown field of the "$unknown len value" case really is a len field number 99.
    assert tag(99, LEN) in CASES["$unknown len value"]
