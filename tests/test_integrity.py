"""What the document shows is exactly what build writes (issue 11, part B).

* An ``$unknown`` entry can never hold what protobuf parsers read as a known field: checked for every
  field of every message (onnx-ml and the onnx-light catalogue) and every wire type, with our own
  decoder and the protobuf runtime as oracles.
* A ``$layout`` record can only write a valid encoding of the message shown (split boundaries, runs
  that place every unknown entry, ...).
* The invariant, over random edits of real documents (samples, the conftest rich model) and of
  documents of random wire bytes, with ``$layout`` and ``$unknown`` edited especially: if build
  writes bytes, dumping them gives back the document's content (``$layout``, ``$schema`` and value
  forms aside: both are compared as their canonical encoding).
* A oneof set twice (protobuf keeps the last) rebuilds exactly.
* validate never says valid for a document that build refuses.

Hypothesis runs are bounded and derandomised; ONNXJSON_FUZZ_EXAMPLES / ONNXJSON_FUZZ_SEED widen them
(see tests/test_fuzz.py).
"""

from __future__ import annotations

import base64
import copy
import hashlib
import random
from pathlib import Path
from typing import Any

import onnx
import pytest
from hypothesis import given, note
from hypothesis import strategies as st
from readers import READERS
from test_fuzz import _seeded as seeded
from test_fuzz import _settings as fuzz_settings
from test_fuzz import apply_edit, edit, wire_input
from trees import tree_values
from wirebuild import varint

import onnxjson
from onnxjson import OnnxJsonError
from onnxjson.codec.decode import DecodeOptions, decode_message
from onnxjson.codec.encode import encode_unknown_entries
from onnxjson.codec.layout import format_run, parse_run
from onnxjson.errors import DocumentError
from onnxjson.pipelines import public_form
from onnxjson.proto import I32, I64, LEN, SGROUP, VARINT, FieldSpec, registry

REG = registry()
WIRE_NAMES = {VARINT: "varint", I64: "i64", LEN: "len", SGROUP: "group", I32: "i32"}
WIRE_BY_NAME = {name: wt for wt, name in WIRE_NAMES.items()}


def _protobuf_class(name: str) -> Any:
    """The onnx protobuf class of a registry message (None for onnx-light messages)."""
    cls: Any = onnx
    for part in name.split("."):
        cls = getattr(cls, part, None)
        if cls is None:
            return None
    return cls if hasattr(cls, "FromString") else None


def _entry(f: FieldSpec, wire_type: int) -> dict[str, Any]:
    """An unknown-field entry with the number of ``f``, valid for the field if read as it."""
    value: Any
    if wire_type == VARINT:
        value = 1
    elif wire_type in (I32, I64):
        value = 0
    elif wire_type == SGROUP:
        value = []
    else:
        element = {VARINT: b"\x01", I32: b"\0" * 4, I64: b"\0" * 8}.get(f.wire_type, b"")
        value = base64.b64encode(element if f.packable else b"").decode()
    return {"number": f.number, "wire_type": WIRE_NAMES[wire_type], "value": value}


def _cases() -> list[Any]:
    cases = []
    for name, spec in sorted(REG.messages.items()):
        for f in spec.ordered():
            for wt, wire_name in WIRE_NAMES.items():
                cases.append(pytest.param(name, f.number, wt, id=f"{name}.{f.name}-{wire_name}"))
    return cases


def _decode(raw: bytes, type_name: str, *, decode_unknown: bool = False) -> dict[str, Any]:
    """The codec's document of ``raw`` (below the file sniffer: tags like 0x5b look like JSON)."""
    options = DecodeOptions(decode_unknown=decode_unknown)
    doc: dict[str, Any] = public_form(decode_message(raw, REG.messages[type_name], REG, options)[0])
    return doc


def _reads_field(raw: bytes, type_name: str, f: FieldSpec) -> bool:
    doc = _decode(raw, type_name)
    return f.name in doc and "$unknown" not in doc


@pytest.mark.parametrize(("type_name", "number", "wire_type"), _cases())
def test_unknown_entry_cannot_shadow_a_known_field(type_name: str, number: int, wire_type: int) -> None:
    spec = REG.messages[type_name]
    f = spec.fields[number]
    entry = _entry(f, wire_type)
    raw = encode_unknown_entries([entry])  # the bytes the entry stands for
    read_as_field = _reads_field(raw, type_name, f)
    assert read_as_field == f.reads_as_field(wire_type)
    cls = _protobuf_class(type_name)
    if cls is not None and not f.extension:
        # The protobuf runtime agrees with our decoder on what is the field and what is unknown.
        message = cls.FromString(raw)
        present = len(getattr(message, f.name)) > 0 if f.repeated else message.HasField(f.name)
        assert present == read_as_field
    doc = {"$onnxjson": {"format_version": 1, "type": type_name}, "$unknown": [entry]}
    if read_as_field:
        with pytest.raises(OnnxJsonError, match=rf"^\$unknown\[0\]: .*{spec.name}\.{f.name}, which every"):
            onnxjson.from_dict(doc)
        assert _verdicts(doc)[0] is not None  # validate says so too
    else:
        assert onnxjson.from_dict(doc) == raw
        assert _decode(raw, type_name).get("$unknown") == [entry]


@pytest.mark.parametrize("wire_type", [SGROUP, LEN])
def test_entries_nested_in_an_unknown_field_are_never_known(wire_type: int) -> None:
    """Inside a group or a len value, numbers belong to no descriptor: parsers keep them unknown."""
    inner = [{"number": 1, "wire_type": "varint", "value": 7}, {"number": 7, "wire_type": "len", "value": ""}]
    # Field 99 is unknown to ModelProto; field 7 (graph) is a message, which no parser reads as a group.
    for number in (99, 7) if wire_type == SGROUP else (99,):
        entry = {"number": number, "wire_type": WIRE_NAMES[wire_type], "value": inner}
        doc = {"$onnxjson": {"format_version": 1, "type": "ModelProto"}, "$unknown": [entry]}
        raw = onnxjson.from_dict(doc)
        model = onnx.ModelProto.FromString(raw)
        assert model.ir_version == 0 and not model.HasField("graph")
        assert onnxjson.to_dict(raw, decode_unknown=True)["$unknown"] == [entry]


# -- the invariant: if build writes bytes, dumping them gives back the document ---------------------------


def _without_layout(doc: Any) -> Any:
    """A copy of ``doc`` without any ``$layout`` record."""
    return _copy(doc, drop="$layout")


def _copy(doc: Any, drop: str | None = None) -> Any:
    """A deep copy (iterative: documents nest deeper than copy.deepcopy can go), less ``drop`` keys."""
    if not isinstance(doc, (dict, list)):
        return doc
    root: Any = {} if isinstance(doc, dict) else []
    todo = [(doc, root)]
    while todo:
        src, dst = todo.pop()
        items = src.items() if isinstance(src, dict) else enumerate(src)
        for key, value in items:
            if isinstance(src, dict) and key == drop:
                continue
            if isinstance(value, (dict, list)):
                new: Any = {} if isinstance(value, dict) else []
                todo.append((value, new))
            else:
                new = value
            if isinstance(dst, dict):
                dst[key] = new
            else:
                dst.append(new)
    return root


def _root_type(doc: dict[str, Any]) -> str:
    from onnxjson.codec.document import split_envelope

    return split_envelope(doc, REG, None)[0].name


def _content(doc: dict[str, Any]) -> bytes:
    """What a document shows, ignoring ``$layout``, ``$schema`` and value forms: its canonical bytes."""
    return onnxjson.from_dict(_without_layout(doc))


def check_shows_what_it_builds(doc: Any) -> bytes | None:
    """If ``doc`` builds, the built bytes dump to a document with the same content; else None."""
    try:
        out = onnxjson.from_dict(doc)
    except OnnxJsonError:
        return None
    type_name = _root_type(doc)
    back = decode_message(out, REG.messages[type_name], REG, DecodeOptions(max_depth=100_000))[0]
    back = {"$onnxjson": {"format_version": 1, "type": type_name}, **public_form(back)}
    shown = _content(doc)
    assert _content(back) == shown, "build wrote content the document does not show"
    return out


def _messages(doc: dict[str, Any]) -> list[tuple[dict[str, Any], Any]]:
    """Every (message object, its MessageSpec) of a document, in a stable order."""
    out: list[tuple[dict[str, Any], Any]] = []
    try:
        todo = [(doc, REG.messages[_root_type(doc)])]
    except OnnxJsonError:  # an edited envelope
        return out
    while todo:
        msg, spec = todo.pop()
        out.append((msg, spec))
        for key, value in msg.items():
            f = spec.by_name.get(key)
            if f is None or f.kind != "message":
                continue
            child = REG.messages[f.message]
            for item in value if isinstance(value, list) else [value]:
                if isinstance(item, dict):
                    todo.append((item, child))
    return out


def _overlong(value: int, rng: random.Random) -> str:
    """Hex of ``value`` as a varint, minimal or padded, sometimes 10 bytes with overflow bits."""
    minimal = varint(value)
    pad = rng.choice([0, 0, 1, 2, 10 - len(minimal)])
    raw = bytearray(varint(value, min_len=len(minimal) + pad) if pad > 0 else minimal)
    if len(raw) == 10 and rng.random() < 0.5:
        raw[-1] |= 0x7E & rng.randrange(256)
    return bytes(raw).hex()


def _one_raw(f: FieldSpec, rng: random.Random) -> str:
    """Hex of one raw value of a scalar field (what ``earlier`` holds), sometimes junk."""
    if rng.random() < 0.2:
        return rng.randbytes(rng.randrange(12)).hex()
    if f.wire_type == VARINT:
        return _overlong(rng.choice([0, 1, 5, 300, 2**63, 2**64 - 1]), rng)
    if f.wire_type in (I32, I64):
        return rng.randbytes(4 if f.wire_type == I32 else 8).hex()
    return rng.randbytes(rng.randrange(6)).hex()


def _relayout(msg: dict[str, Any], spec: Any, rng: random.Random) -> str:
    """Give a message a random (possibly wrong) layout record of every kind."""
    runs: list[tuple[str, int, bool, int]] = []  # (key, number, packed, count)
    earlier: dict[str, list[str]] = {}
    split: dict[str, Any] = {}
    for key, value in msg.items():
        f = spec.by_name.get(key)
        if f is None or value is None:
            continue
        if f.repeated:
            count = len(value) if isinstance(value, list) else 0
            first = rng.randint(0, count)
            for part in (first, count - first):
                if part or (f.packable and rng.random() < 0.2):
                    runs.append((key, f.number, f.packable and rng.random() < 0.5, part))
            continue
        times = 2 if rng.random() < 0.4 else 1
        if times == 2 and f.kind == "message":
            try:
                data = onnxjson.from_dict({"$onnxjson": {"format_version": 1, "type": f.message}, **value})
            except (OnnxJsonError, TypeError):
                times = 1
            else:
                cut = rng.randint(0, len(data))
                split[str(f.number)] = {"lengths": [cut, len(data) - cut],
                                        "sha256": hashlib.sha256(data).hexdigest()}
        elif times == 2:
            earlier[str(f.number)] = [_one_raw(f, rng)]
        runs.extend([(key, f.number, False, 1)] * times)
    unknown = msg.get("$unknown")
    if isinstance(unknown, list) and unknown:
        runs.append(("$unknown", 0, False, len(unknown)))
    rng.shuffle(runs)
    record: dict[str, Any] = {"runs": [format_run(None if n == 0 else n, p, c) for _, n, p, c in runs]}
    for table in ("tag", "len", "varint"):
        if rng.random() < 0.5 and runs:
            r = rng.randrange(len(runs))
            number = runs[r][1] or 1
            value = {"tag": (number << 3) | rng.choice([0, 2, 5]), "len": rng.randrange(40),
                     "varint": rng.choice([0, 1, 7, 2**32 - 1, 2**64 - 1])}[table]
            record[table] = {f"{r}.0" if rng.random() < 0.8 else str(r): _overlong(value, rng)}
    if earlier:
        record["earlier"] = earlier
    if split:
        record["split"] = split
    msg["$layout"] = record
    return f"$layout = {record}"


def _edit_layout(msg: dict[str, Any], rng: random.Random) -> str:
    """Change one part of an existing layout record."""
    record = msg["$layout"]
    if not isinstance(record, dict) or not isinstance(record.get("runs"), list):
        return "no-op"
    runs = record["runs"]
    choice = rng.choice(["swap", "count", "packed", "split", "override", "earlier"])
    if choice == "swap" and len(runs) > 1:
        i, j = rng.sample(range(len(runs)), 2)
        runs[i], runs[j] = runs[j], runs[i]
    elif choice in ("count", "packed") and runs:
        i = rng.randrange(len(runs))
        parsed = parse_run(runs[i])
        if parsed is not None:
            number, packed, count = parsed
            if choice == "count":
                count = max(0 if packed else 1, count + rng.choice([-1, 1]))
            elif number is not None:
                packed = not packed
            runs[i] = format_run(number, packed, count)
    elif choice == "split" and isinstance(record.get("split"), dict) and record["split"]:
        item = record["split"][rng.choice(sorted(record["split"]))]
        lengths = item.get("lengths") if isinstance(item, dict) else None
        if isinstance(lengths, list) and len(lengths) > 1:
            i = rng.randrange(len(lengths) - 1)
            delta = rng.randint(-lengths[i], lengths[i + 1])
            lengths[i] += delta
            lengths[i + 1] -= delta
    elif choice == "override":
        table = record.setdefault(rng.choice(["tag", "len", "varint"]), {})
        if isinstance(table, dict):
            key = rng.choice(sorted(table) or [f"{rng.randrange(max(1, len(runs)))}.0"])
            table[key] = _overlong(rng.choice([0, 1, 2, 8, 10, 18, 127, 128, 2**64 - 1]), rng)
    elif choice == "earlier" and isinstance(record.get("earlier"), dict) and record["earlier"]:
        values = record["earlier"][rng.choice(sorted(record["earlier"]))]
        if isinstance(values, list) and values:
            values[rng.randrange(len(values))] = rng.randbytes(rng.randrange(11)).hex()
    return f"{choice}: $layout = {record}"


def _unknown_entry(spec: Any, rng: random.Random, depth: int = 2) -> dict[str, Any]:
    """An entry whose number is usually one of the message's own fields, with any wire type."""
    numbers = sorted(spec.fields) if spec is not None else []
    number = rng.choice(numbers) if numbers and rng.random() < 0.8 else rng.choice([1, 2, 7, 99, 1001])
    wire = rng.choice(["varint", "i32", "i64", "len", "group"])
    value: Any
    if wire == "varint":
        value = rng.choice([0, 1, 2**64 - 1])
    elif wire in ("i32", "i64"):
        value = rng.randrange(2**32)
    elif wire == "len":
        value = base64.b64encode(rng.randbytes(rng.randrange(5))).decode()
        if depth and rng.random() < 0.3:  # a --decode-unknown view
            value = [_unknown_entry(spec, rng, depth - 1) for _ in range(rng.randrange(1, 3))]
    else:
        value = [_unknown_entry(spec, rng, depth - 1) for _ in range(rng.randrange(3))] if depth else []
    entry: dict[str, Any] = {"number": number, "wire_type": wire, "value": value}
    if wire == "varint" and rng.random() < 0.2:
        entry["raw"] = _overlong(value, rng)
    if rng.random() < 0.1:
        entry["tag"] = _overlong((number << 3) | WIRE_BY_NAME[wire], rng)
    return entry


def random_edit(doc: dict[str, Any], rng: random.Random) -> str:
    """One edit of a message's ``$layout`` or ``$unknown``; returns a description."""
    messages = _messages(doc)
    if not messages:
        return "no-op"
    with_layout = [m for m, _ in messages if "$layout" in m]
    kind = rng.choice(["relayout", "unknown"] + ["edit_layout"] * (2 if with_layout else 0))
    if kind == "edit_layout":
        return _edit_layout(rng.choice(with_layout), rng)
    msg, spec = rng.choice(messages)
    if kind == "relayout":
        return _relayout(msg, spec, rng)
    entries = msg.setdefault("$unknown", [])
    if not isinstance(entries, list):
        return "no-op"
    entries.insert(rng.randint(0, len(entries)), _unknown_entry(spec, rng))
    if "$layout" in msg and rng.random() < 0.5:
        del msg["$layout"]
    return f"$unknown = {entries}"


def _documents() -> dict[str, dict[str, Any]]:
    from conftest import _rich_model

    docs = {name: onnxjson.to_dict(SAMPLES / name) for name in SAMPLE_NAMES}
    docs["rich"] = onnxjson.to_dict(_rich_model())
    return docs


SAMPLES = Path(__file__).resolve().parent.parent / "samples"
SAMPLE_NAMES = sorted(p.name for p in SAMPLES.glob("*.onnx"))
DOCUMENTS = _documents()


@seeded
@fuzz_settings(150)
@given(st.sampled_from(sorted(DOCUMENTS)), st.randoms(use_true_random=False), st.integers(1, 4),
       st.lists(edit(), max_size=2))
def test_edits_of_real_documents_build_what_they_show(name: str, rng: random.Random, edits: int,
                                                      other_edits: list[tuple[str, int, Any]]) -> None:
    doc = copy.deepcopy(DOCUMENTS[name])
    for kind, where, payload in other_edits:  # any edit at all (values, keys, junk), then $layout/$unknown
        if kind != "deep":
            note(apply_edit(doc, kind, where, payload))
    for _ in range(edits):
        note(random_edit(doc, rng)[:3000])
    check_shows_what_it_builds(doc)


@seeded
@fuzz_settings(150)
@given(wire_input(), st.randoms(use_true_random=False), st.integers(0, 3))
def test_edits_of_random_documents_build_what_they_show(case: tuple[bytes, str | None], rng: random.Random,
                                                        edits: int) -> None:
    data, type_name = case
    try:
        doc = onnxjson.to_dict(data, type=type_name, decode_unknown=rng.random() < 0.5)
    except OnnxJsonError:
        return
    note(f"input: {data.hex()} type={type_name}")
    for _ in range(edits):
        note(random_edit(doc, rng)[:3000])
    check_shows_what_it_builds(doc)


@seeded
@fuzz_settings(100)
@given(st.sampled_from(sorted(DOCUMENTS)), st.randoms(use_true_random=False), st.integers(0, 3),
       st.lists(edit(), max_size=2), st.sampled_from(READERS))
def test_edited_documents_build_what_they_show_through_the_commands_path(
        name: str, rng: random.Random, edits: int, other_edits: list[tuple[str, int, Any]], mode: str) -> None:
    """The invariant on the path ``build`` runs: JSON text, either document reader, build's checks and encoder.

    Whatever that path writes is what the dict path writes, whose dump shows the document's content
    (check_shows_what_it_builds).
    """
    from readers import outcome

    from onnxjson.jsonio import dumps_document

    doc = copy.deepcopy(DOCUMENTS[name])
    for kind, where, payload in other_edits:
        if kind != "deep":
            note(apply_edit(doc, kind, where, payload))
    for _ in range(edits):
        note(random_edit(doc, rng)[:3000])
    try:
        text = dumps_document(doc)
    except (OnnxJsonError, TypeError, ValueError):
        return
    kind, out = outcome(text, mode)
    expected = check_shows_what_it_builds(doc)
    if kind == "bytes":
        assert expected is not None and out == expected, "build's path wrote other bytes than the document shows"


@seeded
@fuzz_settings(100)
@given(wire_input(), st.sampled_from(READERS))
def test_verify_is_dump_then_build(case: tuple[bytes, str | None], mode: str) -> None:
    """verify says identical exactly when ``dump`` then ``build`` (either reader) give the same bytes."""
    from readers import outcome, reader

    data, type_name = case
    note(f"input: {data.hex()} type={type_name}")
    verify_error: OnnxJsonError | None = None
    with reader(mode):
        try:
            identical = onnxjson.verify(data, type=type_name).identical
        except OnnxJsonError as e:
            verify_error = e
    try:
        text = onnxjson.dumps(data, type=type_name)
    except OnnxJsonError:
        assert verify_error is not None, "verify read what dump refuses"
        return
    kind, out = outcome(text.encode(), mode)
    if kind == "error":
        assert verify_error is not None, f"verify passed what build refuses: {out}"
        return
    assert verify_error is None, verify_error
    assert identical == (out == data)
    assert identical, "an unedited document rebuilds bit-exactly"


def test_split_must_cut_between_whole_fields() -> None:
    """Every cut of a twice-occurring graph: between fields it builds the same model, else refused."""
    from wirebuild import field_len, field_string, field_varint

    g1 = field_len(1, field_string(3, "n0")) + field_string(2, "first")
    g2 = field_len(1, field_string(3, "n1")) + field_string(10, "second doc") + field_string(2, "second")
    data = field_varint(1, 8) + field_len(7, g1) + field_len(8, field_varint(2, 17)) + field_len(7, g2)
    doc = onnxjson.to_dict(data)
    record = doc["$layout"]["split"]["7"]
    assert record["lengths"] == [len(g1), len(g2)]
    joined = g1 + g2
    boundaries = {0}
    pos = 0
    for piece in (field_len(1, field_string(3, "n0")), field_string(2, "first"), field_len(1, field_string(3, "n1")),
                  field_string(10, "second doc"), field_string(2, "second")):
        pos += len(piece)
        boundaries.add(pos)
    expected = onnx.ModelProto.FromString(data)
    for cut in range(len(joined) + 1):
        record["lengths"] = [cut, len(joined) - cut]
        if cut in boundaries:
            out = check_shows_what_it_builds(doc)
            assert out is not None and onnx.ModelProto.FromString(out) == expected
        else:
            with pytest.raises(OnnxJsonError, match=r'^\$layout\.split\["7"\]\.lengths\[0\]: occurrence 0 of "graph"'):
                onnxjson.from_dict(doc)
            assert _verdicts(doc) == (f"$layout.split[\"7\"].lengths[0]: occurrence 0 of \"graph\" ({cut} bytes "
                                      f"from byte 0) does not hold whole fields of the message: the split would "
                                      "write bytes that no parser reads as the message shown (delete the record "
                                      "to write it canonically)",) * 2


def test_layout_runs_must_place_every_unknown_entry() -> None:
    """An entry added beside a layout record that has no run for it is written, not dropped."""
    doc = onnxjson.to_dict(bytes.fromhex("08081a0178"))  # ir_version 8, producer_version "x"
    doc["$layout"] = {"runs": ["3", "1"]}
    doc["$unknown"] = [{"number": 99, "wire_type": "varint", "value": 5}]
    out = check_shows_what_it_builds(doc)
    assert out is not None and onnxjson.to_dict(out)["$unknown"] == doc["$unknown"]


def _oneof_cases() -> list[Any]:
    cases = []
    for name, spec in sorted(REG.messages.items()):
        for group, members in spec.oneofs().items():
            for first in members:
                for second in members:
                    if first is not second:
                        cases.append(pytest.param(name, first.number, second.number,
                                                  id=f"{name}.{group}:{first.name}+{second.name}"))
    return cases


def _member_entry(f: FieldSpec) -> dict[str, Any]:
    value: Any = {VARINT: 1, I32: 0, I64: 0}.get(f.wire_type, "")
    if f.kind in ("string", "bytes"):
        value = base64.b64encode(b"N").decode()
    return {"number": f.number, "wire_type": WIRE_NAMES[f.wire_type], "value": value}


@pytest.mark.parametrize(("type_name", "first", "second"), _oneof_cases())
def test_oneof_with_two_members_rebuilds_exactly(tmp_path: Path, type_name: str, first: int, second: int) -> None:
    """Protobuf reads a oneof set twice (it keeps the last): the document shows the last member only
    (the first is kept in the layout record for the exact rebuild), and validate does not call the
    oneof broken (what it says of the member's own content, a bare tensor, is another matter)."""
    from onnxjson.validate import validate_document

    spec = REG.messages[type_name]
    a, b = spec.fields[first], spec.fields[second]
    data = encode_unknown_entries([_member_entry(a), _member_entry(b)])
    cls = _protobuf_class(type_name)
    if cls is not None and not (a.extension or b.extension):
        assert cls.FromString(data).WhichOneof(a.oneof) == b.name
    model = tmp_path / "m.bin"
    model.write_bytes(data)
    onnxjson.dump(model, tmp_path / "m.json", type=type_name)
    onnxjson.build(tmp_path / "m.json", tmp_path / "again.bin")
    assert (tmp_path / "again.bin").read_bytes() == data
    doc = onnxjson.to_dict(data, type=type_name)
    assert a.name not in doc and b.name in doc
    assert "schema-oneof" not in {f.rule for f in validate_document(doc)}


# -- validate and build agree --------------------------------------------------------------------------


def _verdicts(doc: Any, weights_from: bytes | None = None) -> tuple[str | None, str | None]:
    """(validate's first finding, build's error): None where each says yes.

    build is the command's own path (schema, then the encoder), with ``--fill zeros`` so that a
    stripped document can be built without its original (validate never needs weights either), or
    with ``--weights-from`` the original when it is given.
    """
    import tempfile

    from onnxjson.codec.decode import DEFAULT_MAX_DEPTH
    from onnxjson.options import BuildOptions
    from onnxjson.pipelines import built
    from onnxjson.validate import validate_document

    try:
        findings = validate_document(_copy(doc))
        said: str | None = str(findings[0]) if findings else None
    except OnnxJsonError as e:
        said = str(e)
    with tempfile.TemporaryDirectory() as folder:
        try:
            options = BuildOptions(weights_from=weights_from, fill=None if weights_from is not None else "zeros",
                                   max_depth=DEFAULT_MAX_DEPTH)
            with built(_copy(doc), name=str(Path(folder) / "doc.json"), src_text=None, options=options,
                       out_dir=Path(folder)) as out:
                out.getvalue()  # payloads are read (and checked) while the output is written
            built: str | None = None
        except OnnxJsonError as e:
            built = f"{e.path}: {e.message}" if isinstance(e, DocumentError) and e.path else e.message
    return said, built


def assert_validate_agrees_with_build(doc: Any, weights_from: bytes | None = None) -> None:
    said, built = _verdicts(doc, weights_from)
    assert built is None or said is not None, f"validate says valid, build refuses: {built}"


@pytest.mark.parametrize("doc", [
    pytest.param({"$onnxjson": {"format_version": 1, "type": "AttributeProto"}, "name": "a", "type": "FLOAT",
                  "f": 1e39}, id="float32-overflow"),
    pytest.param({"$onnxjson": {"format_version": 1, "type": "TensorProto"}, "data_type": "INT64", "dims": [2],
                  "raw_data": {"values": [1, True]}}, id="bool-in-int64-values"),
    pytest.param({"$onnxjson": {"format_version": 1, "type": "TensorProto"}, "data_type": 999, "dims": [1],
                  "raw_data": {"values": [1]}}, id="values-of-an-unnamed-data-type"),
    pytest.param({"$onnxjson": {"format_version": 1, "type": "ModelProto"},
                  "$unknown": [{"number": 7, "wire_type": "len", "value": ""}]}, id="unknown-shadows-graph"),
])
def test_validate_reports_what_build_refuses(doc: dict[str, Any]) -> None:
    said, built = _verdicts(doc)
    assert built is not None and said == built


@seeded
@fuzz_settings(150)
@given(st.sampled_from(sorted(DOCUMENTS)), st.lists(edit(), min_size=1, max_size=3), st.randoms(use_true_random=False))
def test_validate_and_build_agree_on_edited_documents(name: str, edits: list[tuple[str, int, Any]],
                                                      rng: random.Random) -> None:
    doc = copy.deepcopy(DOCUMENTS[name])
    for kind, where, payload in edits:
        note(apply_edit(doc, kind, where, payload))
    if rng.random() < 0.5:
        note(random_edit(doc, rng)[:3000])
    assert_validate_agrees_with_build(doc)


ORIGINALS = {name: onnxjson.from_dict(doc) for name, doc in DOCUMENTS.items()}


@seeded
@fuzz_settings(150)
@given(st.sampled_from(sorted(DOCUMENTS)), st.randoms(use_true_random=False), st.integers(1, 3),
       st.sampled_from([0, 16, 1024]))
def test_validate_and_build_agree_on_edited_stripped_documents(name: str, rng: random.Random, edits: int,
                                                               threshold: int) -> None:
    """validate reads no weights: its view of stripped payloads (raw and typed, every size) must still
    catch what build refuses once the original's weights are put back (a split cut inside them...)."""
    from onnxjson import weights

    doc = copy.deepcopy(DOCUMENTS[name])
    note(_split_over_payloads(doc, rng)[:3000])
    for _ in range(edits - 1):  # $layout records (splits with the real contents' hash) and $unknown entries
        note(random_edit(doc, rng)[:3000])
    note(f"stripped: {weights.strip(doc, threshold=threshold)} payloads over {threshold} bytes")
    assert_validate_agrees_with_build(doc, weights_from=ORIGINALS[name])


def _tensor_attribute_model(tensor: dict[str, Any]) -> dict[str, Any]:
    node = {"output": ["y"], "op_type": "Constant", "attribute": [{"name": "value", "t": tensor, "type": "TENSOR"}]}
    return {"$onnxjson": {"format_version": 1, "type": "ModelProto"}, "ir_version": 8, "graph": {"node": [node]},
            "opset_import": [{"domain": "", "version": 17}]}


@pytest.mark.parametrize(("field", "values", "data_type", "exact"), [
    ("raw_data", {"values": [float(i) for i in range(64)]}, "FLOAT", True),
    ("float_data", [float(i) for i in range(64)], "FLOAT", True),
    ("double_data", [float(i) for i in range(64)], "DOUBLE", True),
    ("int64_data", list(range(0, 64000, 1000)), "INT64", False),
    ("string_data", ["x" * i for i in range(64)], "STRING", False),
])
def test_validate_checks_a_split_over_stripped_payloads(field: str, values: Any, data_type: str, exact: bool) -> None:
    """AttributeProto.t twice on the wire, its record cut inside the tensor's fields; payload stripped.

    build with the original's weights refuses the cut; validate, which reads no weights, must not call
    the document valid: it checks the cut on placeholders of exact size, or (integers, strings: size
    unknown until read) says that it cannot check it.
    """
    from onnxjson import weights

    doc = _tensor_attribute_model({"dims": [64], "data_type": data_type, field: values})
    original = onnxjson.from_dict(doc)
    attribute = doc["graph"]["node"][0]["attribute"][0]
    data = onnxjson.from_dict({"$onnxjson": {"format_version": 1, "type": "TensorProto"}, **attribute["t"]})
    attribute["$layout"] = {"runs": ["1", "5", "5", "20"], "split": {"5": {
        "lengths": [3, len(data) - 3], "sha256": hashlib.sha256(data).hexdigest()}}}
    assert weights.strip(doc, threshold=16) == 1
    said, built = _verdicts(doc, weights_from=original)
    assert built is not None and 'split["5"]' in built
    assert said is not None and 'split["5"]' in said
    assert (said == built) == exact, said
    # Cut between whole fields, the same document is valid and builds (exact sizes); unknown sizes
    # are reported all the same.
    attribute["$layout"]["split"]["5"]["lengths"] = [0, len(data)]
    said, built = _verdicts(doc, weights_from=original)
    assert built is None
    assert (said is None) == exact, said


@pytest.mark.parametrize("field", ["float_data", "int64_data", "double_data", "string_data"])
def test_validate_counts_stripped_typed_payloads_in_a_layout_record(field: str) -> None:
    """A TensorProto with a stripped typed payload and a record: its runs count the payload's elements.

    Measured as an empty list, the runs would no longer fit and the record (here a split of
    ``segment`` cut inside a field, whose hash needs no payload) would be dropped unchecked.
    """
    from onnxjson import weights

    values: list[Any] = {"float_data": [1.5] * 40, "int64_data": list(range(40)), "double_data": [2.5] * 40,
                         "string_data": ["abc"] * 40}[field]
    data_type = {"float_data": "FLOAT", "int64_data": "INT64", "double_data": "DOUBLE",
                 "string_data": "STRING"}[field]
    tensor = {"dims": [40], "data_type": data_type, "segment": {"begin": 1, "end": 300}, field: values}
    doc = _tensor_attribute_model(tensor)
    original = onnxjson.from_dict(doc)
    segment = b"\x08\x01\x10\xac\x02"
    number = REG.messages["TensorProto"].by_name[field].number
    run = format_run(number, False, 40) if field == "string_data" else format_run(number, True, 40)
    tensor["$layout"] = {"runs": ["1", "2", run, "3", "3"], "split": {"3": {
        "lengths": [1, len(segment) - 1], "sha256": hashlib.sha256(segment).hexdigest()}}}
    assert weights.strip(doc, threshold=16) == 1
    said, built = _verdicts(doc, weights_from=original)
    assert built is not None and 'split["3"]' in built, built
    assert said == built


@seeded
@fuzz_settings(60)
@given(st.sampled_from(sorted(DOCUMENTS)), st.randoms(use_true_random=False),
       st.sampled_from(["none", "truncate", "delete", "offset", "size", "layout"]))
def test_validate_and_build_agree_on_damaged_sidecar_documents(name: str, rng: random.Random, damage: str) -> None:
    """A document whose payloads live in a sidecar: the sidecar truncated or gone, a reference moved
    (overlapping ranges, past the end), a layout edited. validate maps the sidecar and checks every
    range as build does (it reads no payload, so a digest it cannot check is not among the damages)."""
    import json
    import tempfile

    from onnxjson._api import build, validate_file

    with tempfile.TemporaryDirectory() as folder:
        doc_path, sidecar = Path(folder) / "d.json", Path(folder) / "d.bin"
        onnxjson.dump(ORIGINALS[name], doc_path, sidecar=sidecar, strip_threshold=16)
        doc = json.loads(doc_path.read_text("utf-8"))
        refs = [m for m in _walk_dicts(doc) if "offset" in m and "sha256" in m]
        if damage == "truncate":
            sidecar.write_bytes(sidecar.read_bytes()[:rng.randrange(max(1, sidecar.stat().st_size))])
        elif damage == "delete":
            sidecar.unlink()
        elif damage in ("offset", "size") and refs:
            ref = rng.choice(refs)
            ref[damage] = max(0, ref[damage] + rng.choice([-64, -1, 1, 64, 1 << 20]))
        elif damage == "layout":
            note(random_edit(doc, rng)[:3000])
        note(f"{damage}: {len(refs)} references")
        doc_path.write_text(json.dumps(doc), "utf-8")
        try:
            findings = validate_file(str(doc_path))
            said = str(findings[0]) if findings else None
        except OnnxJsonError as e:
            said = str(e)
        try:
            build(doc_path, Path(folder) / "out.onnx")
            built = None
        except OnnxJsonError as e:
            built = str(e)
    if "sha256" in (built or "") or "digest" in (built or ""):
        return  # a digest mismatch needs the payload read: validate does not read weights
    assert built is None or said is not None, f"validate says valid, build refuses: {built}"


def _walk_dicts(value: Any) -> list[dict[str, Any]]:
    return [v for v in tree_values(value) if isinstance(v, dict)]


def _split_over_payloads(doc: dict[str, Any], rng: random.Random) -> str:
    """Make a singular message field that holds payloads occur twice: a split record with the real
    contents' hash, cut anywhere (between whole fields or not)."""
    candidates = []
    for msg, spec in _messages(doc):
        for key, value in msg.items():
            f = spec.by_name.get(key)
            if f is not None and f.kind == "message" and not f.repeated and isinstance(value, dict) and any(
                    k.endswith("_data") for k in keys_below(value)):
                candidates.append((msg, spec, f))
    if not candidates:
        return "no-op"
    msg, spec, chosen = rng.choice(candidates)
    data = onnxjson.from_dict({"$onnxjson": {"format_version": 1, "type": chosen.message}, **msg[chosen.name]})
    runs = []
    for key, value in msg.items():
        f = spec.by_name.get(key)
        if f is None:
            continue
        count = len(value) if f.repeated and isinstance(value, list) else 1
        if count:
            runs.append(format_run(f.number, False, count))
        if f is chosen:
            runs.append(format_run(f.number, False, 1))
    if isinstance(msg.get("$unknown"), list) and msg["$unknown"]:
        runs.append(format_run(None, False, len(msg["$unknown"])))
    cut = rng.randint(0, len(data))
    msg["$layout"] = {"runs": runs, "split": {str(chosen.number): {
        "lengths": [cut, len(data) - cut], "sha256": hashlib.sha256(data).hexdigest()}}}
    return f"{spec.name}.{chosen.name} split at {cut} of {len(data)}"


def keys_below(value: Any) -> list[str]:
    """Every object key in a document tree (iterative: documents nest deep)."""
    return [k for v in tree_values(value) if isinstance(v, dict) for k in v if isinstance(k, str)]


@seeded
@fuzz_settings(150)
@given(wire_input(), st.randoms(use_true_random=False), st.integers(0, 3))
def test_validate_and_build_agree_on_random_documents(case: tuple[bytes, str | None], rng: random.Random,
                                                      edits: int) -> None:
    data, type_name = case
    try:
        doc = onnxjson.to_dict(data, type=type_name, decode_unknown=rng.random() < 0.5)
    except OnnxJsonError:
        return
    note(f"input: {data.hex()} type={type_name}")
    for _ in range(edits):
        note(random_edit(doc, rng)[:3000])
    assert_validate_agrees_with_build(doc)


# -- tags and lengths: at most the 5 bytes protobuf parsers read -----------------------------------------


def _framing_cases() -> list[Any]:
    from wirebuild import varint as v

    def pad(n: int, size: int) -> bytes:
        return v(n, min_len=size) if size > len(v(n)) else v(n)

    cases = []
    for size in range(1, 11):
        cases += [
            pytest.param(pad(8, size) + b"\x05", id=f"tag-{size}"),  # ir_version
            pytest.param(b"\x12" + pad(1, size) + b"x", id=f"len-{size}"),  # producer_name
            pytest.param(pad(99 << 3, size) + b"\x05", id=f"unknown-tag-{size}"),
            pytest.param(b"\x9a\x06" + pad(1, size) + b"x", id=f"unknown-len-{size}"),
            pytest.param(b"\xa3\x06" + pad((100 << 3) | 4, size), id=f"end-group-{size}"),
            pytest.param(b"\x08\x01" + pad(8, size) + b"\x01", id=f"second-tag-{size}"),
            pytest.param(b"\x08" + pad(5, size), id=f"varint-{size}"),  # values may take 10 bytes
        ]
    return cases


def _both_decoders(data: bytes, **options: Any) -> tuple[Any, str | None]:
    """The document (or error) of the reference decoder, checked equal to the fast path's."""
    from onnxjson.codec import fastdecode
    from onnxjson.jsonio import dumps_document

    outcomes = []
    was = fastdecode.ENABLED
    try:
        for on in (True, False):
            fastdecode.ENABLED = on
            try:
                doc = onnxjson.to_dict(data, **options)
                outcomes.append((doc, dumps_document(doc), None))
            except OnnxJsonError as e:
                outcomes.append((None, None, str(e)))
    finally:
        fastdecode.ENABLED = was
    (_, fast_text, fast_error), (doc, text, error) = outcomes
    assert (fast_text, fast_error) == (text, error), "the fast and the reference decoder disagree"
    return doc, error


@pytest.mark.parametrize("data", _framing_cases())
def test_decoder_accepts_exactly_the_framing_protobuf_accepts(data: bytes) -> None:
    from google.protobuf.message import DecodeError as ProtobufDecodeError

    try:
        onnx.ModelProto.FromString(data)
        protobuf_reads = True
    except ProtobufDecodeError:
        protobuf_reads = False
    doc, error = _both_decoders(data)
    if error is not None:
        assert not protobuf_reads, error
        assert "protobuf parsers read at most 5" in error
        return
    assert protobuf_reads
    assert onnxjson.from_dict(doc) == data


@pytest.mark.parametrize("table", ["tag", "len"])
def test_layout_never_writes_a_tag_or_length_over_5_bytes(table: str) -> None:
    doc = onnxjson.to_dict(bytes.fromhex("0808120178"))  # ir_version 8, producer_name "x"
    for size in range(1, 11):
        value = 8 if table == "tag" else 1
        raw = varint(value, min_len=size) if size > 1 else bytes([value])
        doc["$layout"] = {"runs": ["1", "2"], table: {"0.0" if table == "tag" else "1.0": raw.hex()}}
        out = check_shows_what_it_builds(doc)
        assert out is not None
        onnx.ModelProto.FromString(out)  # protobuf reads it
        assert (raw in out) == (size <= 5)
        value = (99 << 3) | LEN if table == "tag" else 1
        raw = varint(value, min_len=size)
        entry = {"number": 99, "wire_type": "len", "value": "eA==", table: raw.hex()}
        out = onnxjson.from_dict({"$onnxjson": {"format_version": 1, "type": "ModelProto"}, "$unknown": [entry]})
        onnx.ModelProto.FromString(out)
        assert (raw in out) == (size <= 5)


@seeded
@fuzz_settings(200)
@given(wire_input())
def test_what_dump_reads_protobuf_reads(case: tuple[bytes, str | None]) -> None:
    """The decoder accepts no framing that protobuf calls corrupt (so build never has to write it)."""
    from google.protobuf.message import DecodeError as ProtobufDecodeError
    from test_fuzz import nesting_depth

    data, type_name = case
    note(f"input: {data.hex()} type={type_name}")
    doc, error = _both_decoders(data, type=type_name)
    if error is not None:
        return
    name = _root_type(doc)
    cls = _protobuf_class(name)
    if cls is None or nesting_depth(doc) > 80:  # protobuf stops at 100 levels
        return
    try:
        cls.FromString(data)
    except ProtobufDecodeError as e:
        raise AssertionError(f"onnxjson read bytes that protobuf calls corrupt: {e}") from None
