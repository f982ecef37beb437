"""The generated fast encoder (onnxjson.codec.fastencode) against the reference encoder.

With the fast path on, every document gives the reference's bytes, or the reference's error (with
its path): on the sample documents, the corpora and random edits of real documents (wrong types,
junk keys, enum names, layout records, unknown fields, deep nesting, bad base64...).
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from corpora import BACKEND_FILES
from hypothesis import given, note
from hypothesis import strategies as st
from test_fuzz import SAMPLE_DOCS, _seeded, _settings, apply_edit, edit
from trees import copy_tree

from onnxjson import OnnxJsonError, from_dict, to_dict
from onnxjson.codec import fastencode
from onnxjson.proto import registry

ROOT = Path(__file__).resolve().parent.parent
CORPUS = BACKEND_FILES[::5]


def _outcome(doc: Any, on: bool, **options: Any) -> str:
    was = fastencode.ENABLED
    fastencode.ENABLED = on
    try:
        return from_dict(doc, **options).hex()
    except OnnxJsonError as e:
        return f"error: {type(e).__name__}: {e}"
    finally:
        fastencode.ENABLED = was


def test_the_fast_path_is_taken_on_a_plain_document() -> None:
    from onnxjson.codec.encode import _fast_encode

    doc = to_dict(ROOT / "samples" / "features.onnx")
    body = {k: v for k, v in doc.items() if not k.startswith("$")}
    reg = registry()
    out = _fast_encode(body, reg.messages["ModelProto"], reg, None, 500)
    assert out is not None
    assert out.getvalue() == (ROOT / "samples" / "features.onnx").read_bytes()


@pytest.mark.parametrize("path", sorted((ROOT / "samples").glob("*.onnx")) + CORPUS, ids=lambda p: p.name)
def test_real_models_same_bytes(path: Path) -> None:
    doc = to_dict(path)
    assert _outcome(doc, True) == _outcome(doc, False) == path.read_bytes().hex()
    for limit in (1, 2, 3):
        assert _outcome(doc, True, max_depth=limit) == _outcome(doc, False, max_depth=limit)


@_seeded
@_settings(250)
@given(st.sampled_from(sorted(SAMPLE_DOCS)), st.lists(edit(), min_size=1, max_size=4))
def test_random_document_edits_same_outcome(name: str, edits: list[tuple[str, int, Any]]) -> None:
    doc = copy.deepcopy(SAMPLE_DOCS[name])
    for kind, where, payload in edits:
        note(apply_edit(doc, kind, where, payload))
    assert _outcome(doc, True) == _outcome(doc, False)


def test_generated_code_covers_every_message() -> None:
    import importlib

    reg = registry()
    module = importlib.import_module(fastencode.GENERATED)
    assert fastencode.fast_encoders(reg) is module.ENCODERS and fastencode.fast_checkers(reg) is module.CHECKERS
    assert set(module.ENCODERS) == set(module.CHECKERS) == set(reg.messages)


def test_another_registry_is_encoded_by_the_reference() -> None:
    """Nothing is generated at run time: another registry (a copy) has no fast function, and each
    document is the reference's, with the same bytes."""
    from onnxjson.codec.encode import _FastContext, encode_message

    reg = registry()
    other = copy.deepcopy(reg)
    assert fastencode.fast_encoders(other)["ModelProto"]({}, 0, None) is None
    assert fastencode.fast_checkers(other)["ModelProto"]({}, 0, None) is None
    for name, doc in SAMPLE_DOCS.items():
        body = {k: v for k, v in doc.items() if not k.startswith("$")}
        ours = fastencode.fast_encoders(reg)["ModelProto"](body, 0, _FastContext(reg, None, 500))
        theirs = encode_message(body, other.messages["ModelProto"], other).plain()
        assert ours == theirs, name


def _verdict(doc: Any, check: bool) -> str:
    """"ok", or the error the encoder raises (validate's encoder stage checks, build encodes)."""
    from onnxjson.codec.document import split_envelope
    from onnxjson.codec.encode import check_message, encode_message

    reg = registry()
    try:
        spec, _envelope, body = split_envelope(doc, reg, None)
        if check:
            check_message(body, spec, reg)
        else:
            b"".join(encode_message(body, spec, reg).chunks())
    except OnnxJsonError as e:
        return f"error: {type(e).__name__}: {e} at {e.path}"
    return "ok"


@pytest.mark.parametrize("path", sorted((ROOT / "samples").glob("*.onnx")) + CORPUS[::4], ids=lambda p: p.name)
def test_the_checkers_accept_what_the_encoders_encode(path: Path) -> None:
    assert _verdict(to_dict(path), True) == _verdict(to_dict(path), False) == "ok"


@_seeded
@_settings(250)
@given(st.sampled_from(sorted(SAMPLE_DOCS)), st.lists(edit(), min_size=1, max_size=4))
def test_random_document_edits_same_verdict_checked_or_encoded(name: str, edits: list[tuple[str, int, Any]]) -> None:
    """The checkers refuse exactly what the encoders refuse, with the reference's error and path."""
    doc = copy.deepcopy(SAMPLE_DOCS[name])
    for kind, where, payload in edits:
        note(apply_edit(doc, kind, where, payload))
    assert _verdict(doc, True) == _verdict(doc, False)


@pytest.mark.parametrize("name", ["plain", "é ü 中", "\ud800", "a\udfffb", ""])
def test_strings_same_verdict_checked_or_encoded(name: str) -> None:
    """Only a string holding a lone surrogate has no UTF-8: the checkers skip encoding ASCII text."""
    doc = copy_tree(SAMPLE_DOCS["features.onnx"])
    doc["graph"]["node"][0]["name"] = name
    doc["graph"]["node"][0]["input"] = [name, *doc["graph"]["node"][0].get("input", [])]
    verdict = _verdict(doc, True)
    assert verdict == _verdict(doc, False)
    assert (verdict == "ok") == (name.encode("utf-8", "surrogatepass") == name.encode("utf-8", "ignore"))
