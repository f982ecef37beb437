"""Deep documents: every walk over messages goes as deep as ``max_depth`` allows, without recursion.

No module changes Python's recursion limit (tests/test_imports.py checks the source), so these run
under the limit the process has, a little below it too: decode, encode, validate, diff and merge at
the default depth (500) and at the largest ``max_depth`` accepted (100,000; merge at 20,001, see
MERGE_DEPTH), on models whose nesting
is a chain of sequence types (two message levels each), of unknown-field groups, and of split
(repeated singular) messages; through both the generated fast paths and the reference walks.
"""

from __future__ import annotations

import base64
import copy
import importlib
import sys
import tracemalloc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import onnxjson
from onnxjson._stack import run
from onnxjson.codec import fastdecode, fastencode
from onnxjson.codec.document import ENVELOPE_KEY
from onnxjson.diff import diff_documents, render_json
from onnxjson.errors import DecodeError, OnnxJsonError
from onnxjson.merge import conflicts_json, merge_documents, render_conflicts
from onnxjson.options import DEFAULTS, MAX_DEPTH_LIMIT
from onnxjson.validate import validate_document
from onnxjson.wire import encode_varint

DEFAULT = DEFAULTS.max_depth
#: The module onnxjson.validate (the package attribute of that name is the function).
validate_module = importlib.import_module("onnxjson.validate")


def _nest(headers: list[bytes] | list[tuple[bytes, bytes, bytes]], inner: bytes) -> bytes:
    """Messages nested by their headers, outermost first, around ``inner``: a header is the tag of
    the field holding the next level, or (fields before it, its tag, fields after the next level).
    Lengths are computed from the inside out, so a chain of 100,000 levels is copied once."""
    parts = [h if isinstance(h, tuple) else (b"", h, b"") for h in headers]
    lengths = []
    size = len(inner)
    for before, tag, after in reversed(parts):
        lengths.append(size)
        size += len(before) + len(tag) + len(encode_varint(size)) + len(after)
    lengths.reverse()
    head = b"".join(before + tag + encode_varint(n) for (before, tag, _), n in zip(parts, lengths, strict=True))
    return head + inner + b"".join(after for _, _, after in reversed(parts))


def deep_model(levels: int, elem_type: int = 1) -> bytes:
    """A ModelProto nesting exactly ``levels`` messages (odd, at least 5): its graph's input has a
    type that is a sequence of a sequence ... of a tensor type."""
    assert levels >= 5 and levels % 2 == 1
    pairs = (levels - 5) // 2
    headers = [b"\x3a", b"\x5a", b"\x12"] + [b"\x22", b"\x0a"] * pairs + [b"\x0a"]
    return _nest(headers, b"\x08" + encode_varint(elem_type))


def deep_groups(levels: int) -> bytes:
    """A ModelProto holding an unknown group field nested ``levels - 1`` groups deep (the model is
    level 1): read only by the reference decoder."""
    start, end = encode_varint((99 << 3) | 3), encode_varint((99 << 3) | 4)
    return start * (levels - 1) + b"\x08\x01" + end * (levels - 1)


def deep_splits(levels: int) -> bytes:
    """:func:`deep_model` with the innermost TypeProto's tensor_type written in two occurrences
    (protobuf merges them), so that every level holds a split: a ``$layout`` record and a merged
    decode at each of them."""
    pairs = (levels - 5) // 2
    inner = b"\x0a\x02\x08\x01" + b"\x0a\x00"
    return _nest([b"\x3a", b"\x5a", b"\x12"] + [b"\x22", b"\x0a"] * pairs, inner)


def _text(field: int, text: str) -> bytes:
    data = text.encode()
    return encode_varint(field << 3 | 2) + encode_varint(len(data)) + data


def deep_subgraphs(levels: int, op_type: str = "Relu") -> bytes:
    """A ModelProto whose graph's If node has a then_branch whose If node has ... (three message
    levels each: node, attribute, graph), ``levels`` message levels in all (a multiple of 3).

    (3,000 levels, not 100,000, for the time of the merge's validation of the result; diff and
    merge keep a link a level for their paths, test_diff_paths_hold_memory_in_proportion_to_depth.)"""
    assert levels % 3 == 0
    pairs = (levels - 3) // 3
    node = (_text(1, "x"), _text(2, "y"), _text(3, "if"), _text(4, "If"))
    headers: list[tuple[bytes, bytes, bytes]] = [(b"", b"\x3a", b"")]  # ModelProto.graph
    for _ in range(pairs):
        headers.append((b"", b"\x0a", _text(2, "g")))  # GraphProto.node, then its name
        headers.append((b"".join(node), b"\x2a", b""))  # NodeProto.attribute
        headers.append((_text(1, "then_branch"), b"\x32", b"\xa0\x01\x05"))  # AttributeProto.g, type GRAPH
    headers.append((b"", b"\x0a", _text(2, "g")))
    return _nest(headers, _text(1, "x") + _text(2, "y") + _text(3, "inner") + _text(4, op_type))


def _innermost(doc: dict[str, Any]) -> dict[str, Any]:
    t = doc["graph"]["input"][0]["type"]
    while "sequence_type" in t:
        t = t["sequence_type"]["elem_type"]
    return t


@pytest.fixture(params=[True, False], ids=["fast", "reference"])
def fast(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[bool]:
    monkeypatch.setattr(fastdecode, "ENABLED", request.param)
    monkeypatch.setattr(fastencode, "ENABLED", request.param)
    yield request.param


def _under_a_deeper_stack(frames: int, fn: Any) -> Any:
    """``fn()`` called ``frames`` Python frames further down than this test (a deep caller)."""
    if frames == 0:
        return fn()
    return _under_a_deeper_stack(frames - 1, fn)


@pytest.fixture(scope="module")
def deepest() -> tuple[bytes, dict[str, Any]]:
    """A model as deep as the largest max_depth allows, and its document (not to be changed)."""
    data = deep_model(MAX_DEPTH_LIMIT - 1)
    return data, onnxjson.to_dict(data, max_depth=MAX_DEPTH_LIMIT)


@pytest.fixture(scope="module")
def deepest_int64() -> dict[str, Any]:
    """The document of that model with INT64 for FLOAT at the bottom (not to be changed): the other
    side of the diff and merge tests at the largest depth, decoded once for the three of them."""
    return onnxjson.to_dict(deep_model(MAX_DEPTH_LIMIT - 1, elem_type=7), max_depth=MAX_DEPTH_LIMIT)


#: The depth of merge's deep cases: 20 times the recursion limit, and 10 times the depth below which
#: the compiled paths hand a walk to the reference (2,000 levels). Every walk merge makes there is a
#: trampoline (onnxjson._stack), whose cost is the same at any depth beyond: the largest depth,
#: 100,000 levels, is decoded, encoded, validated, read as protobuf JSON and diffed (its text
#: written) above; merged, it took 5 s of the suite's time for nothing more.
MERGE_DEPTH = 20_001


def _sides(levels: int, request: pytest.FixtureRequest) -> tuple[dict[str, Any], dict[str, Any]]:
    """The documents of deep_model(levels) with FLOAT and with INT64 at the bottom: new ones at the
    default depth and at MERGE_DEPTH, the module's (decoded once, not to be changed) at the largest."""
    if levels < MAX_DEPTH_LIMIT - 1:
        max_depth = max(levels + 1, DEFAULT)
        return (onnxjson.to_dict(deep_model(levels), max_depth=max_depth),
                onnxjson.to_dict(deep_model(levels, elem_type=7), max_depth=max_depth))
    assert levels == MAX_DEPTH_LIMIT - 1
    return request.getfixturevalue("deepest")[1], request.getfixturevalue("deepest_int64")


# -- decode and encode -----------------------------------------------------------------------------
def test_decode_and_encode_at_the_default_depth(fast: bool) -> None:
    data = deep_model(DEFAULT - 1)
    doc = onnxjson.to_dict(data)
    assert _innermost(doc) == {"tensor_type": {"elem_type": "FLOAT"}}
    assert onnxjson.from_dict(doc) == data
    with pytest.raises(DecodeError, match=f"deeper than {DEFAULT - 2} levels"):
        onnxjson.to_dict(data, max_depth=DEFAULT - 2)
    with pytest.raises(OnnxJsonError, match=f"deeper than {DEFAULT - 2} levels"):
        onnxjson.from_dict(doc, max_depth=DEFAULT - 2)
    with pytest.raises(DecodeError, match=f"deeper than {DEFAULT} levels"):
        onnxjson.to_dict(deep_model(DEFAULT + 1))


def test_decode_and_encode_at_the_largest_depth(deepest: tuple[bytes, dict[str, Any]]) -> None:
    """The fast paths give up where the stack ends, and the reference walks go on to the bottom."""
    data, doc = deepest
    assert _innermost(doc) == {"tensor_type": {"elem_type": "FLOAT"}}
    assert onnxjson.from_dict(doc, max_depth=MAX_DEPTH_LIMIT) == data


def _as_protobuf_json(doc: dict[str, Any]) -> dict[str, Any]:
    """The document as protobuf's JSON mapping writes it: no envelope, camelCase names (copied
    without recursion, at any depth)."""
    def camel(name: str) -> str:
        head, *rest = name.split("_")
        return head + "".join(part[:1].upper() + part[1:] for part in rest)

    root: dict[str, Any] = {}
    stack: list[tuple[dict[str, Any], dict[str, Any]]] = [(doc, root)]
    while stack:
        source, target = stack.pop()
        for key, value in source.items():
            if key == ENVELOPE_KEY:
                continue
            if isinstance(value, dict):
                target[camel(key)] = copy_ = {}
                stack.append((value, copy_))
            else:
                target[camel(key)] = value
    return root


def test_protobuf_json_input_at_the_default_and_the_largest_depth(
        deepest: tuple[bytes, dict[str, Any]]) -> None:
    """Foreign input (protobuf's JSON mapping) is normalised without recursion too: it used to
    end in RecursionError (an internal error) a few hundred levels down."""
    data = deep_model(DEFAULT - 1)
    foreign = _as_protobuf_json(onnxjson.to_dict(data))
    assert "graph" in foreign and ENVELOPE_KEY not in foreign
    assert onnxjson.from_dict(foreign, type="ModelProto") == data
    with pytest.raises(OnnxJsonError, match=f"deeper than {DEFAULT - 2} levels"):
        onnxjson.from_dict(foreign, type="ModelProto", max_depth=DEFAULT - 2)
    data, doc = deepest
    assert onnxjson.from_dict(_as_protobuf_json(doc), type="ModelProto", max_depth=MAX_DEPTH_LIMIT) == data


def test_deep_text_round_trip_at_the_default_depth() -> None:
    data = deep_model(DEFAULT - 1)
    assert onnxjson.loads(onnxjson.dumps(data)) == data


@pytest.mark.parametrize("frames", [0, 300, 700])
def test_a_deep_caller_still_decodes_and_encodes(frames: int, fast: bool) -> None:
    """The fast paths recurse one frame a level: called with little room left, they hand the deep
    part to the reference walks instead of running out of stack."""
    data = deep_model(DEFAULT - 1)
    assert sys.getrecursionlimit() - frames > 200  # the test's own room
    doc = _under_a_deeper_stack(frames, lambda: onnxjson.to_dict(data))
    assert _under_a_deeper_stack(frames, lambda: onnxjson.from_dict(doc)) == data


@pytest.mark.parametrize("levels", [DEFAULT, 5000])
def test_deep_unknown_groups(levels: int) -> None:
    data = deep_groups(levels)
    doc = onnxjson.to_dict(data, max_depth=max(levels, DEFAULT))
    entry = doc["$unknown"][0]
    for _ in range(levels - 2):
        assert entry["wire_type"] == "group"
        entry = entry["value"][0]
    assert entry["value"] == [{"number": 1, "wire_type": "varint", "value": 1}]
    assert onnxjson.from_dict(doc, max_depth=max(levels, DEFAULT)) == data
    with pytest.raises(DecodeError, match="deeper than"):
        onnxjson.to_dict(data, max_depth=levels - 2)


def test_deep_unknown_groups_as_views() -> None:
    """--decode-unknown checks each nested view by encoding its entries: groups inside, deep."""
    levels = 2000
    start, end = encode_varint((99 << 3) | 3), encode_varint((99 << 3) | 4)
    inner = start * levels + b"\x08\x01" + end * levels
    data = b"\xfa\x06" + encode_varint(len(inner)) + inner  # field 111 (unknown), length-delimited
    doc = onnxjson.to_dict(data, decode_unknown=True, max_depth=levels + 10)
    assert isinstance(doc["$unknown"][0]["value"], list)
    assert onnxjson.from_dict(doc, max_depth=levels + 10) == data


@pytest.mark.parametrize("levels", [DEFAULT - 1, 5001])
def test_deep_split_messages(levels: int) -> None:
    data = deep_splits(levels)
    doc = onnxjson.to_dict(data, max_depth=max(levels, DEFAULT))
    assert onnxjson.from_dict(doc, max_depth=max(levels, DEFAULT)) == data


# -- validate ----------------------------------------------------------------------------------------
def test_validate_at_the_default_depth() -> None:
    # An ir_version: validate refuses a model without one, as onnx's checker and onnxruntime do.
    doc = {**onnxjson.to_dict(deep_model(DEFAULT - 1)), "ir_version": 8}
    assert validate_document(doc) == []
    bad = {**onnxjson.to_dict(deep_model(DEFAULT - 1)), "ir_version": 8}
    _innermost(bad)["tensor_type"]["elem_type"] = "FLAOT"
    (finding,) = validate_document(bad)
    assert finding.rule == "schema-enum" and "did you mean \"FLOAT\"" in finding.message
    assert finding.path.startswith("graph.input[0].type.sequence_type.elem_type.")
    assert finding.path.endswith(".tensor_type.elem_type")
    assert finding.path.count("sequence_type") == (DEFAULT - 1 - 5) // 2


def test_validate_at_the_largest_depth(deepest: tuple[bytes, dict[str, Any]]) -> None:
    _, doc = deepest
    # The schema stage passes; build's encoder (at its default limit) then refuses the depth.
    (finding,) = validate_document(doc)
    assert finding.rule == "build" and "deeper than 500 levels" in finding.message
    # A typo at the bottom, and beside it an onnx-light field whose bytes do not read as its message
    # (TypeProto.struct_type holding "CgV4"): each named at its whole path. (The walk that finds the
    # second keeps a link a level, not a path a level: the square of the depth took a minute here.)
    innermost = _innermost(doc)
    innermost["tensor_type"]["elem_type"] = "FLAOT"
    innermost["$unknown"] = [{"number": 1000, "wire_type": "len", "value": "CgV4"}]
    try:  # (an ir_version: validate refuses a model without one, as the runtimes do)
        typo, unread = validate_document({**doc, "ir_version": 8})
    finally:
        innermost["tensor_type"]["elem_type"] = "FLOAT"
        del innermost["$unknown"]
    assert typo.rule == "schema-enum" and typo.path.endswith("tensor_type.elem_type")
    assert unread.rule == "extension-unread" and "TypeProto.struct_type" in unread.message
    assert unread.path == typo.path.removesuffix("tensor_type.elem_type") + "$unknown[0]"
    assert typo.path.count("sequence_type") == (MAX_DEPTH_LIMIT - 1 - 5) // 2


def test_validate_deep_unknown_groups() -> None:
    doc = onnxjson.to_dict(deep_groups(DEFAULT), max_depth=DEFAULT)
    doc["ir_version"] = 8  # validate refuses a model without one, as onnx's checker and onnxruntime do
    assert validate_document(doc) == []
    entry = doc["$unknown"][0]
    for _ in range(DEFAULT - 3):
        entry = entry["value"][0]
    entry["wire_type"] = "grop"
    (finding,) = validate_document(doc)
    assert finding.rule == "schema-enum" and finding.path.endswith(".wire_type")
    assert finding.path.count("value[0]") == DEFAULT - 3


def _errors_everywhere(doc: dict[str, Any], *, in_place: bool = False) -> dict[str, Any]:
    """``doc`` with a schema error in every message of the type chain (and an unknown key)."""
    out = doc if in_place else copy.deepcopy(doc)
    t = out["graph"]["input"][0]["type"]
    i = 0
    while "sequence_type" in t:
        if i % 3 == 0:
            t["denotation"] = 7
        if i % 5 == 0:
            t["sequence_type"]["elem_typ"] = {}
        t = t["sequence_type"]["elem_type"]
        i += 1
    t["tensor_type"]["elem_type"] = "FLAOT"
    return out


def _schema_findings(doc: dict[str, Any]) -> list[str]:
    return sorted(map(str, onnxjson.validate(doc, schema_only=True, max_findings=1000).findings))


@pytest.mark.parametrize("levels", [1, 2, 3, 5, 16])
def test_validation_in_pieces_finds_what_one_piece_finds(levels: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """Cut into pieces of any size (validate.PIECE_LEVELS, the setting of how deep one jsonschema
    call goes), a document gives the findings it gives whole (in another order)."""
    doc = _errors_everywhere(onnxjson.to_dict(deep_model(61)))
    doc["$unknown"] = [{"number": 9, "wire_type": "group", "value": [
        {"number": 1, "wire_type": "group", "value": [{"number": 2, "wire_type": "varint", "value": -1}]}]}]
    monkeypatch.setattr(validate_module, "PIECE_LEVELS", 10_000)
    whole = _schema_findings(doc)
    assert len(whole) > 15
    monkeypatch.setattr(validate_module, "PIECE_LEVELS", levels)
    assert _schema_findings(doc) == whole


@pytest.mark.parametrize("levels", [2 * validate_module.PIECE_LEVELS - 3, 131, DEFAULT - 1])
def test_deep_findings_are_where_they_were_made(levels: int) -> None:
    """At the shipped piece size, a deep document (several pieces) with an error at every level of
    its type chain has one finding per error, each at the error's whole path (pieces put back)."""
    doc = onnxjson.to_dict(deep_model(levels))
    t, path, expected = doc["graph"]["input"][0]["type"], "graph.input[0].type", []
    while "sequence_type" in t:
        t["denotation"] = 7
        expected.append(f"{path}.denotation")
        t, path = t["sequence_type"]["elem_type"], f"{path}.sequence_type.elem_type"
    t["tensor_type"]["elem_typ"] = 1
    expected.append(f"{path}.tensor_type.elem_typ")
    findings = onnxjson.validate(doc, schema_only=True, max_findings=10_000).findings
    assert levels > validate_module.PIECE_LEVELS  # more than one piece
    assert sorted(f.path for f in findings) == sorted(expected)


def test_every_message_accepts_the_placeholder_of_a_cut() -> None:
    from onnxjson.proto import registry
    from onnxjson.schema import UNKNOWN_FIELD_DEF, load_part_validator
    from onnxjson.validate import _CUT_MESSAGE, _CUT_UNKNOWN

    for name in registry().messages:
        assert list(load_part_validator(name).iter_errors(_CUT_MESSAGE)) == [], name
    assert list(load_part_validator(UNKNOWN_FIELD_DEF).iter_errors(_CUT_UNKNOWN)) == []


# -- diff and merge ------------------------------------------------------------------------------------
@pytest.mark.parametrize("levels", [DEFAULT - 1, MAX_DEPTH_LIMIT - 1])
def test_diff_at_depth(levels: int, request: pytest.FixtureRequest) -> None:
    a, b = _sides(levels, request)
    assert diff_documents(a, a) == []
    changes = diff_documents(a, b)
    assert len(changes) == 1
    assert "FLOAT" in changes[0].detail and "INT64" in changes[0].detail
    # diff --json: the old and new types, each as deep as the document.
    text = render_json(changes)
    assert text.count('"sequence_type"') == 2 * ((levels - 5) // 2) and text.endswith("\n]\n")


@pytest.mark.parametrize("levels", [DEFAULT - 2, 3000])
def test_diff_of_deep_subgraphs(levels: int) -> None:
    max_depth = max(levels, DEFAULT)
    a = onnxjson.to_dict(deep_subgraphs(levels), max_depth=max_depth)
    b = onnxjson.to_dict(deep_subgraphs(levels, op_type="Sigmoid"), max_depth=max_depth)
    assert diff_documents(a, onnxjson.to_dict(deep_subgraphs(levels), max_depth=max_depth)) == []
    (change,) = diff_documents(a, b)
    assert change.path.count(".attribute[then_branch].node[if]") == (levels - 3) // 3 - 1
    assert change.path.endswith(".node[inner].op_type")
    assert change.detail == '"Relu" → "Sigmoid"'


@pytest.mark.parametrize("levels", [DEFAULT - 1, MERGE_DEPTH])
def test_merge_at_depth(levels: int, request: pytest.FixtureRequest) -> None:
    base, ours = _sides(levels, request)
    theirs = {**base, "graph": {**base["graph"], "name": "renamed"}}
    result = merge_documents(base, ours, theirs)
    if levels < DEFAULT:
        assert result.conflicts == []
        assert _innermost(result.document)["tensor_type"]["elem_type"] == "INT64"
        assert result.document["graph"]["name"] == "renamed"
    else:  # the merged document is checked by validate, whose encoder stage refuses the depth
        assert result.conflicts == []
    both = merge_documents(base, ours, ours)
    assert both.conflicts == [] and _innermost(both.document)["tensor_type"]["elem_type"] == "INT64"


@pytest.mark.parametrize("levels", [DEFAULT - 1, MERGE_DEPTH])
def test_merge_conflicts_at_depth(levels: int, request: pytest.FixtureRequest) -> None:
    """A conflict whose values are as deep as the document is reported, as text and as JSON."""
    base, ours = _sides(levels, request)
    theirs = {**base, "graph": {**base["graph"], "input": []}}
    (conflict,) = merge_documents(base, ours, theirs).conflicts
    assert conflict.path == "graph.input[#0]" and conflict.theirs is None
    text = conflicts_json([conflict])
    assert text.count('"sequence_type"') == 2 * ((levels - 5) // 2) and text.endswith("\n]\n")
    assert "conflict at graph.input[#0]: removed on theirs side" in render_conflicts([conflict])


def test_diff_paths_hold_memory_in_proportion_to_depth() -> None:
    """A walk down nested subgraphs keeps a link a level, not a path text a level (whose sizes
    add up to the square of the depth: gigabytes at 30,000 levels)."""
    def peak(levels: int) -> int:
        a = onnxjson.to_dict(deep_subgraphs(levels), max_depth=levels)
        b = onnxjson.to_dict(deep_subgraphs(levels, op_type="Sigmoid"), max_depth=levels)
        tracemalloc.start()
        try:
            assert len(diff_documents(a, b)) == 1
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    small, large = peak(900), peak(3600)
    assert large < 6 * small  # four times the depth: about four times the memory (square: sixteen)


@pytest.mark.parametrize("levels", [DEFAULT - 2, 3000])
def test_merge_of_deep_subgraphs(levels: int) -> None:
    max_depth = max(levels, DEFAULT)
    base = onnxjson.to_dict(deep_subgraphs(levels), max_depth=max_depth)
    ours = onnxjson.to_dict(deep_subgraphs(levels, op_type="Sigmoid"), max_depth=max_depth)
    theirs = {**base, "graph": {**base["graph"], "doc_string": "theirs"}}
    result = merge_documents(base, ours, theirs)
    assert result.conflicts == []
    assert result.document["graph"]["doc_string"] == "theirs"
    graph = result.document["graph"]
    while graph["node"][0]["op_type"] == "If":
        graph = graph["node"][0]["attribute"][0]["g"]
    assert graph["node"][0]["op_type"] == "Sigmoid"
    # Both sides changing the innermost node differently is one conflict, deep down.
    other = onnxjson.to_dict(deep_subgraphs(levels, op_type="Tanh"), max_depth=max_depth)
    (conflict,) = merge_documents(base, ours, other).conflicts
    assert conflict.path.endswith(".node[inner].op_type")


def test_the_trampoline_hands_errors_to_the_parent_walk() -> None:
    def child(n: int) -> Any:
        if n == 0:
            raise ValueError("bottom")
        yield child(n - 1)

    def parent() -> Any:
        try:
            yield child(50_000)
        except ValueError as e:
            return f"caught {e}"

    assert run(parent()) == "caught bottom"


@pytest.mark.parametrize("levels", [9, DEFAULT - 2])
def test_payloads_deep_in_nested_messages_are_written_in_place(levels: int, tmp_path: Path, fast: bool) -> None:
    """Large nested messages are kept as parts of their parents, not copied level after level;
    every way of reading the output (the whole bytes, chunks as verify compares them, a stream as
    build writes it, a sidecar's checked ranges) gives the bytes in order."""
    doc = onnxjson.to_dict(deep_subgraphs(levels), max_depth=levels)
    graph = doc["graph"]
    while graph["node"][0]["op_type"] == "If":
        graph = graph["node"][0]["attribute"][0]["g"]
    payloads = [bytes(range(256)) * 300, bytes(range(255, -1, -1)) * 7]  # one above _BIG, one small
    graph["initializer"] = [{"name": f"w{i}", "data_type": "UINT8", "dims": [len(p)],
                             "raw_data": base64.b64encode(p).decode()} for i, p in enumerate(payloads)]
    data = onnxjson.from_dict(doc, max_depth=levels)
    assert all(p in data for p in payloads)
    assert onnxjson.verify(data, max_depth=levels).identical
    source = tmp_path / "m.onnx"
    source.write_bytes(data)
    onnxjson.dump(source, tmp_path / "m.json", sidecar=tmp_path / "m.bin", strip_threshold=100, max_depth=levels)
    onnxjson.build(tmp_path / "m.json", tmp_path / "back.onnx", max_depth=levels)
    assert (tmp_path / "back.onnx").read_bytes() == data


@pytest.mark.parametrize("levels", [5, 15, 17, 61, 201, DEFAULT - 1])
def test_the_whole_document_shortcut_agrees_with_the_pieces(levels: int, monkeypatch: pytest.MonkeyPatch) -> None:
    """A valid document is accepted by the root predicate at once (or, nested deeper than the
    predicates recurse, checked in pieces); broken at its deepest level, both ways find the same."""
    max_depth = max(levels + 1, DEFAULT)
    doc = onnxjson.to_dict(deep_model(levels), max_depth=max_depth)
    broken = _errors_everywhere(onnxjson.to_dict(deep_model(levels), max_depth=max_depth), in_place=True)
    shortcut = [_schema_findings(d) for d in (doc, broken)]
    monkeypatch.setattr(validate_module, "_accepted_whole", lambda _type_name, _doc: False)
    pieces = [_schema_findings(d) for d in (doc, broken)]
    assert shortcut[0] == pieces[0] == []
    assert shortcut[1] and shortcut[1] == pieces[1]
