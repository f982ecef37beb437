"""validate's findings with and without the compiled paths (its encoder stage is the compiled checker).

validate runs build's encoder over the document (the encoder stage) to find what build would refuse;
with the accelerator built, that stage asks the compiled checker (``check`` of onnxjson/_accel_encode.c)
first and runs the reference encoder, which reports the error and its path, only for a document the
checker does not take. Whatever the path, validate must report the same findings (messages, paths,
rules, lines), stop at the same ``max_findings``, and the command line exit with the same code; and
a document the compiled stage calls clean must be one build encodes. Compared here on the corpora,
the table of hand-broken documents of test_validate (every error class), odd values put into real
documents, and random edits of real documents (hypothesis). The compiled halves skip when the
extension is not built.
"""

from __future__ import annotations

import copy
import random
import sys
from pathlib import Path
from typing import Any

import pytest
from accel_support import compiled_paths, needs_compiled
from corpora import BACKEND_MODELS, SAMPLE_MODELS
from hypothesis import given, note
from hypothesis import strategies as st
from test_accel_encode import ODD_SCALARS, VALUE_LISTS
from test_fuzz import SAMPLE_DOCS, _seeded, _settings, apply_edit, edit
from test_validate import CASES, golden, run_cli, text_of
from trees import copy_tree

import onnxjson
from onnxjson import OnnxJsonError, jsonio
from onnxjson.codec.document import split_envelope
from onnxjson.codec.encode import encode_message
from onnxjson.proto import registry
from onnxjson.validate import validate_document
from onnxjson.weights import PayloadResolver

#: The caps every comparison is made at: the first finding only, a few, all of them.
CAPS = (1, 3, 100)


def _findings(doc: Any, compiled: bool, *, text: bytes | None = None, cap: int = 100) -> list[tuple[Any, ...]]:
    """validate's findings (path, message, rule, line) or its error, on the compiled or the pure paths."""
    with compiled_paths(compiled):
        try:
            found = validate_document(doc, source=text, max_findings=cap)
        except OnnxJsonError as e:
            return [("error", type(e).__name__, str(e), getattr(e, "path", None))]
    return [(f.path, f.message, f.rule, f.line) for f in found]


def test_values_that_are_not_json_are_described_not_raised() -> None:
    """A document given as a dict may hold values JSON has no form for: each is a finding."""
    for value in (b"bytes", bytearray(b"x"), {1, 2}, object(), float("nan")):
        doc = golden("features")
        doc["graph"]["node"][0]["name"] = value
        found = validate_document(doc)
        assert [f.path for f in found] == ["graph.node[0].name"], found


def _encoder_stage(doc: Any, compiled: bool) -> list[tuple[str, str, str]] | None:
    """The encoder stage's own findings (None: no body to check), on the compiled or the pure paths."""
    validate_module = sys.modules["onnxjson.validate"]  # the module (the package exports the function)
    try:
        spec, envelope, body = split_envelope(doc, registry(), None)
    except OnnxJsonError:
        return None
    with compiled_paths(compiled):
        found = validate_module._encoder_findings(envelope if isinstance(envelope, dict) else {}, body, spec,
                                                  Path("."))
    return [(f.path, f.message, f.rule) for f in found]


def _builds(doc: Any) -> bool:
    """Whether the reference encoder (pure paths) encodes the document's body, payloads measured as
    the encoder stage measures them (a stripped document's weights are not at hand)."""
    spec, envelope, body = split_envelope(doc, registry(), None)
    with compiled_paths(False), PayloadResolver(envelope if isinstance(envelope, dict) else {},
                                                measure_only=True, base_dir=Path("."),
                                                check_sidecar=False) as payloads:
        try:
            b"".join(encode_message(body, spec, registry(), payloads).chunks())
        except OnnxJsonError:
            return False
    return True


def assert_same_findings(doc: Any, *, text: bytes | None = None) -> list[tuple[Any, ...]]:
    """The same findings at every cap, the same encoder stage; a clean encoder stage is one build takes."""
    found = []
    for cap in CAPS:
        found = _findings(doc, False, text=text, cap=cap)
        assert _findings(doc, True, text=text, cap=cap) == found, cap
        assert len(found) <= cap
    stage = _encoder_stage(doc, True)
    assert stage == _encoder_stage(doc, False)
    if stage == []:
        assert _builds(doc)
    return found


@needs_compiled
def test_the_corpora_give_the_same_findings() -> None:
    for path in [*SAMPLE_MODELS, *BACKEND_MODELS[::3]]:
        try:
            doc = onnxjson.to_dict(path)
        except OnnxJsonError:
            continue
        assert assert_same_findings(doc) == [], path.name


@needs_compiled
@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_every_error_class_gives_the_same_findings_and_exit_code(case: Any, tmp_path: Path,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    doc = golden(case.base)
    case.mutate(doc)
    text = text_of(doc)
    try:
        parsed = jsonio.read_document(text)
    except OnnxJsonError:
        parsed = doc
    assert_same_findings(parsed, text=text)
    path = tmp_path / "broken.json"
    path.write_bytes(text)
    runs = []
    for compiled in (False, True):
        with compiled_paths(compiled):
            runs.append(run_cli(capsys, "validate", path, "--max-errors", "2"))
    assert runs[0] == runs[1]


@needs_compiled
def test_odd_values_in_real_documents_give_the_same_findings() -> None:
    """Each odd value (wrong and subclassed types, out-of-range numbers, float forms, base64 variants,
    readable values) in a node's, an attribute's and a tensor's fields of a real document."""
    base = golden("features")
    rnd = random.Random(20261219)
    print("seed 20261219")
    graph = base["graph"]
    places: list[tuple[Any, ...]] = [("graph", "node", i) for i in range(len(graph["node"]))]
    places += [("graph", "initializer", i) for i in range(len(graph.get("initializer", [])))]
    cases = 0
    for value in [*ODD_SCALARS, *VALUE_LISTS[:24]]:
        for _ in range(2):
            doc = copy_tree(base)
            holder: Any = doc
            for part in rnd.choice(places):
                holder = holder[part]
            if "attribute" in holder and rnd.random() < 0.5:
                holder = rnd.choice(holder["attribute"])
            key = rnd.choice([*holder, "raw_data", "junk"])
            holder[key] = copy.deepcopy(value)
            assert_same_findings(doc)
            cases += 1
    assert cases > 150


#: Fields of each kind the encoder tests (float, double, int32/64, uint64, enum, text, bytes, message;
#: singular, repeated and packed) in a real document's first node, its first attribute and its first
#: initialiser.
KIND_FIELDS = {
    "node": ["name", "op_type", "input", "attribute"],
    "attribute": ["f", "i", "s", "t", "floats", "ints", "strings", "type"],
    "initializer": ["data_type", "dims", "float_data", "int32_data", "int64_data", "uint64_data", "double_data",
                    "raw_data", "string_data", "data_location"],
}


@needs_compiled
def test_every_odd_value_in_fields_of_every_kind_gives_the_same_encoder_stage() -> None:
    """Each odd value in each field of KIND_FIELDS (not a random pick of places, as above): the encoder
    stage's findings are the same on both paths, so a test the compiled checker drops in one kind of
    field is seen (the schema stage leaves e.g. the float32 range to it)."""
    doc = golden("features")
    graph = doc["graph"]
    graph["node"], graph["initializer"] = graph["node"][:1], graph["initializer"][:1]  # small: 2,000 cases
    holders = {"node": graph["node"][0], "attribute": graph["node"][0]["attribute"][0],
               "initializer": graph["initializer"][0]}

    def stage(compiled: bool) -> Any:
        try:
            return _encoder_stage(doc, compiled)
        except Exception as e:  # noqa: BLE001 - a helper's own exception (Exploding) must be the same
            return type(e), str(e)

    cases = 0
    for where, keys in KIND_FIELDS.items():
        holder = holders[where]
        for key in keys:
            missing = object()
            kept = holder.get(key, missing)
            for value in ODD_SCALARS:
                holder[key] = value
                assert stage(True) == stage(False), (where, key, value)
                cases += 1
            if kept is missing:
                del holder[key]
            else:
                holder[key] = kept
    assert _encoder_stage(doc, True) == []
    assert cases > 2000


@needs_compiled
@_seeded
@_settings(200)
@given(st.sampled_from(sorted(SAMPLE_DOCS)), st.lists(edit(), min_size=1, max_size=4))
def test_random_edits_of_real_documents_give_the_same_findings(name: str, edits: list[tuple[str, int, Any]]) -> None:
    doc = copy.deepcopy(SAMPLE_DOCS[name])
    for kind, where, payload in edits:
        note(apply_edit(doc, kind, where, payload))
    assert_same_findings(doc)
