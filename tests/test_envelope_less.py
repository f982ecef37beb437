"""Documents without the ``$onnxjson`` envelope: onnxjson's own form or protobuf JSON, never a guess.

Only the strings of text-bytes fields (``AttributeProto.s``/``strings``, ``TensorProto.string_data``,
``MapProto.string_keys``) read differently in the two forms: text in an onnxjson document, base64 in
protobuf's JSON mapping. The properties, over every real document (samples, the onnx wheel's
backend test data: node test models and their .pb tensors), random edits of them, and real
``json_format.MessageToDict`` output of the same models (both key styles):

* an onnxjson document with the envelope deleted (``$schema`` kept, or deleted too) builds the
  bytes it builds with the envelope, or is refused with the hint to add the envelope, and only when
  protobuf's own JSON parser also reads it, as other bytes (a true ambiguity);
* protobuf JSON builds what protobuf's own JSON parser makes of it, or is refused with the hint only when it also
  reads as an onnxjson document, as other bytes;
* validate and build agree on documents without the envelope.

Hypothesis runs are bounded and derandomised (see tests/test_fuzz.py).
"""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import onnx
import pytest
from corpora import BACKEND_FILES, SAMPLE_MODELS, message_type
from google.protobuf import json_format
from hypothesis import given, note
from hypothesis import strategies as st
from test_fuzz import _seeded as seeded
from test_fuzz import _settings as fuzz_settings
from test_fuzz import apply_edit, edit
from test_integrity import DOCUMENTS, _verdicts, keys_below, random_edit
from trees import copy_tree

import onnxjson
from onnxjson import OnnxJsonError
from onnxjson.errors import DocumentError

ROOT = Path(__file__).resolve().parent.parent
MODELS = SAMPLE_MODELS + BACKEND_FILES
HINT = 'add "$onnxjson": {"format_version": 1'


def _outcome(doc: Any, type_name: str) -> tuple[str, Any]:
    try:
        return "bytes", onnxjson.from_dict(copy_tree(doc), type=type_name)
    except OnnxJsonError as e:
        return "error", e


def _protobuf_reads(doc: dict[str, Any], type_name: str) -> bytes | None:
    """What protobuf's JSON parser makes of ``doc`` (canonical bytes), or None when it refuses it."""
    try:
        message = json_format.ParseDict(json.loads(json.dumps(doc)), getattr(onnx, type_name)())
        return bytes(message.SerializeToString(deterministic=True))
    except Exception:  # noqa: BLE001 - any refusal of protobuf's parser
        return None


def _is_envelope_hint(error: Any) -> bool:
    return isinstance(error, DocumentError) and HINT in error.message


def _without_envelope(doc: dict[str, Any], keep_schema: bool) -> dict[str, Any]:
    out = {k: v for k, v in doc.items() if k != "$onnxjson"}
    if not keep_schema:
        out.pop("$schema", None)
    return out


def _check_envelope_less(doc: dict[str, Any], type_name: str) -> list[str]:
    """The property for one onnxjson document; returns the variants refused (as truly ambiguous)."""
    kind, built = _outcome(doc, type_name)
    refused = []
    for keep_schema in (True, False):
        bare = _without_envelope(doc, keep_schema)
        bare_kind, bare_built = _outcome(bare, type_name)
        if kind == "bytes" and bare_kind == "bytes":
            assert bare_built == built, f"without the envelope (keep $schema={keep_schema}) the bytes differ"
            continue
        if bare_kind == "error" and _is_envelope_hint(bare_built):
            # Refused as ambiguous: then it truly is; protobuf JSON reads it too, as other bytes.
            assert not keep_schema, f"$schema marks an onnxjson document, yet: {bare_built}"
            other = _protobuf_reads(bare, type_name)
            assert other is not None, f"refused as ambiguous, but protobuf JSON cannot read it: {bare_built}"
            if kind == "bytes":
                assert other != built, "refused as ambiguous, but both readings give the same bytes"
            refused.append(f"keep_schema={keep_schema}")
            continue
        if kind == "bytes":
            raise AssertionError(f"builds with the envelope, without it (keep $schema={keep_schema}): "
                                 f"{bare_built}")
    return refused


@pytest.mark.parametrize("path", MODELS, ids=lambda p: p.relative_to(p.parents[1]).as_posix())
def test_real_documents_without_envelope_build_the_same(path: Path) -> None:
    doc = onnxjson.to_dict(path, type=message_type(path))  # what its test declares (else inferred)
    type_name = doc["$onnxjson"]["type"]
    data = path.read_bytes()
    assert onnxjson.from_dict(doc) == data
    # Real onnxjson documents always carry a mark (64-bit integers as numbers, at least ir_version or
    # dims): none of them is refused, with or without $schema.
    refused = _check_envelope_less(doc, type_name)
    assert refused == [] or not _has_text(doc), refused


def _has_text(doc: Any) -> bool:
    return any(k in ("s", "strings", "string_data", "string_keys") for k in keys_below(doc))


@pytest.mark.parametrize("path", MODELS, ids=lambda p: p.relative_to(p.parents[1]).as_posix())
@pytest.mark.parametrize("preserve", [False, True], ids=["camelCase", "snake_case"])
def test_real_message_to_dict_is_still_protobuf_json(path: Path, preserve: bool) -> None:
    doc = onnxjson.to_dict(path, type=message_type(path))  # what its test declares (else inferred)
    type_name = doc["$onnxjson"]["type"]
    message = getattr(onnx, type_name).FromString(path.read_bytes())
    foreign = json.loads(json.dumps(json_format.MessageToDict(message, preserving_proto_field_name=preserve)))
    kind, built = _outcome(foreign, type_name)
    canonical = _protobuf_reads(foreign, type_name)  # what protobuf makes of it (onnx-light fields are not in it)
    assert canonical is not None
    if kind == "bytes":
        assert built == canonical
        return
    # Refused only as a true ambiguity: it also reads as an onnxjson document, as other bytes.
    assert _is_envelope_hint(built), built
    enveloped = {"$onnxjson": {"format_version": 1, "type": type_name}, **foreign}
    other_kind, other = _outcome(enveloped, type_name)
    assert other_kind == "bytes" and other != canonical, built


def test_the_issue_example_and_the_hints() -> None:
    """"LOGISTIC" and "text" stay text when the document is onnxjson's; ambiguity is refused."""
    node = {"input": ["x"], "output": ["y"], "op_type": "Sigmoid",
            "attribute": [{"name": "mode", "s": "LOGISTIC", "type": "STRING"},
                          {"name": "tags", "strings": ["text", "LOGISTIC"], "type": "STRINGS"},
                          {"name": "axis", "i": 1, "type": "INT"}]}
    out = onnx.NodeProto.FromString(onnxjson.from_dict(node, type="NodeProto"))
    assert out.attribute[0].s == b"LOGISTIC" and list(out.attribute[1].strings) == [b"text", b"LOGISTIC"]
    no_marks = copy.deepcopy(node)
    del no_marks["attribute"][2]
    with pytest.raises(DocumentError) as info:
        onnxjson.from_dict(no_marks, type="NodeProto")
    assert info.value.path == "attribute[0].s" and HINT in info.value.message
    assert "NodeProto" in info.value.message
    # $schema alone marks it as onnxjson's.
    marked = {"$schema": "https://onnxjson.dev/schemas/v1/NodeProto.schema.json", **no_marks}
    assert onnx.NodeProto.FromString(onnxjson.from_dict(marked, type="NodeProto")).attribute[0].s == b"LOGISTIC"
    # Text that is not base64 can only be onnxjson's.
    plain = copy.deepcopy(no_marks)
    plain["attribute"][0]["s"] = "not base64!"
    assert onnx.NodeProto.FromString(onnxjson.from_dict(plain, type="NodeProto")).attribute[0].s == b"not base64!"
    # Marks of both forms: refused, naming one of each.
    mixed = copy.deepcopy(node)
    mixed["opType"] = mixed.pop("op_type")
    with pytest.raises(DocumentError) as info:
        onnxjson.from_dict(mixed, type="NodeProto")
    assert "opType (a camelCase key)" in info.value.message and "attribute[2].i" in info.value.message
    # protobuf JSON (camelCase, quoted int64): base64 as before.
    foreign = json_format.MessageToDict(out)
    assert foreign["attribute"][0]["s"] == "TE9HSVNUSUM="
    assert onnxjson.from_dict(foreign, type="NodeProto") == out.SerializeToString()


def test_cli_refuses_the_ambiguity_in_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from test_hostile import run_failing

    path = tmp_path / "node.json"
    path.write_text(json.dumps({"op_type": "Sigmoid", "attribute": [{"name": "m", "s": "TE9H", "type": "STRING"}]}),
                    encoding="utf-8")
    out = tmp_path / "out.onnx"
    for command in (["build", path, "-o", out, "--type", "NodeProto"], ["validate", path, "--type", "NodeProto"]):
        run_failing(capsys, tmp_path, *command, file=str(path), contains=("attribute[0].s", HINT))
    assert not out.exists()


@seeded
@fuzz_settings(150)
@given(st.sampled_from(sorted(DOCUMENTS)), st.lists(edit(), max_size=3), st.randoms(use_true_random=False),
       st.integers(0, 2))
def test_edited_documents_without_envelope(name: str, edits: list[tuple[str, int, Any]], rng: random.Random,
                                           layout_edits: int) -> None:
    doc = copy.deepcopy(DOCUMENTS[name])
    for kind, where, payload in edits:
        if kind not in ("deep", "type"):
            note(apply_edit(doc, kind, where, payload))
    for _ in range(layout_edits):
        note(random_edit(doc, rng)[:2000])
    _check_envelope_less(doc, "ModelProto")
    # validate and build agree without the envelope too.
    for keep_schema in (True, False):
        said, built = _verdicts(_without_envelope(doc, keep_schema))
        assert built is None or said is not None, f"validate says valid, build refuses: {built}"


# -- enum-like integers by name: a mark of onnxjson's form ------------------------------------------

def _scalar_tensors(rng: random.Random) -> list[onnx.TensorProto]:
    """Scalar tensors (no dims: no 64-bit integer marks the document) of every data type numpy
    makes, and STRING scalars whose text is (or is not) base64; one empty string too."""
    import numpy as np
    from onnx import numpy_helper

    texts = ["abcd", "TE9HSVNUSUM=", "", "\u00e9t\u00e9", "a b", "".join(rng.choice("ABCDabcd0123+/") for _ in range(8))]
    out = [numpy_helper.from_array(np.array(text, dtype=object)) for text in texts]
    for dtype in ("float32", "float64", "float16", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32",
                  "uint64", "bool"):
        out.append(numpy_helper.from_array(np.array(rng.randint(0, 1), dtype=dtype)))
    return out


def test_enum_like_names_mark_an_onnxjson_document(accel_path: str) -> None:
    """An onnxjson document of a scalar STRING tensor has no 64-bit integer to mark it, and its
    strings read differently as protobuf JSON base64: it was refused as ambiguous, yet protobuf's
    parser cannot read it (``"data_type": "STRING"`` is a name in an int32 field, which json_format
    writes as a number). Every scalar tensor's document, without envelope and $schema, builds its
    bytes; json_format's output still builds what protobuf's parser makes of it (or is refused as a
    true ambiguity: ``"data_type": 8`` could be either writer's)."""
    rng = random.Random(20261203)
    for tensor in _scalar_tensors(rng):
        data = tensor.SerializeToString()
        doc = onnxjson.to_dict(data, type="TensorProto")
        assert _check_envelope_less(doc, "TensorProto") == [], doc
        bare = _without_envelope(doc, keep_schema=False)
        assert onnxjson.from_dict(bare, type="TensorProto") == data
        if isinstance(bare.get("data_type"), str):
            assert _protobuf_reads(bare, "TensorProto") is None  # not protobuf JSON: a name in an int32 field
        for preserve in (False, True):
            foreign = json.loads(json.dumps(json_format.MessageToDict(tensor, preserving_proto_field_name=preserve)))
            kind, built = _outcome(foreign, "TensorProto")
            if kind == "bytes":
                assert built == _protobuf_reads(foreign, "TensorProto")
            else:
                assert _is_envelope_hint(built) and preserve and tensor.string_data, built
    # The case found: a scalar STRING tensor written by hand (or by onnxjson, envelope deleted).
    regression = {"data_type": "STRING", "string_data": ["abcd"]}
    assert onnxjson.from_dict(regression, type="TensorProto") == b"\x10\x082\x04abcd"
    # A quoted number is protobuf JSON's form of an int32 (its parser reads it), never a mark of ours.
    with pytest.raises(DocumentError, match="nothing in the document says which"):
        onnxjson.from_dict({"data_type": "8", "string_data": ["abcd"]}, type="TensorProto")
