"""diff and merge compare values bit for bit (issue 26, class 4).

A float edited from ``0.0`` to ``-0.0``, or from one NaN payload to another, is an edit: diff reports
it and merge keeps it. The same bits written in different JSON forms (``0.1`` and
``0.10000000149011612`` in a float32 field, ``1`` and ``1.0``, ``"NaN"`` and ``"NaN(0x7fc00000)"``, a
tensor's values in raw_data, in readable values or in float_data) are the same value: diff reports
nothing and merge sees no edit.

The property tests draw a site of a real document (a float attribute, an element of a float list
attribute, an element of a float32/float64/float16/bfloat16 tensor: an initializer or a Constant's
value, in raw, readable or typed form), two bit patterns from the special ones (zeros of both
signs, infinities, quiet and signalling NaNs with payloads, subnormals) and random ones, and a JSON
form of each; the documents go through build and back on each path (``accel_path``), then through
diff and merge.
"""

from __future__ import annotations

import base64
import copy
import math
import os
import struct
from typing import Any

import onnx
import pytest
from corpora import BACKEND_MODELS, SAMPLE_MODELS
from hypothesis import HealthCheck, given, note, settings
from hypothesis import strategies as st
from trees import copy_tree

import onnxjson
from onnxjson.codec.payload import payload_raw
from onnxjson.codec.values import FLOAT_FORMATS, FloatFormat, equal, same_leaf
from onnxjson.diff import diff_documents, render_text, scalar_form, weight_numbers
from onnxjson.merge import merge_documents, render_conflicts
from onnxjson.proto import registry

#: ONNXJSON_FUZZ_EXAMPLES=N runs N cases of each property test (as test_merge.py does).
EXAMPLES = int(os.environ.get("ONNXJSON_FUZZ_EXAMPLES", "0") or 0)
Doc = dict[str, Any]
Path_ = tuple[Any, ...]

#: data type → its float format, for the data types whose elements are floats.
FORMATS: dict[int, FloatFormat] = {t: FLOAT_FORMATS[t] for t in (1, 10, 11, 16)}
_TENSOR = registry().messages["TensorProto"]


def _real_documents() -> dict[str, Doc]:
    """Small real models that hold float sites: onnx's backend models and the samples."""
    from conftest import _rich_model

    docs: dict[str, Doc] = {"rich": onnxjson.to_dict(_rich_model())}
    for path in [*BACKEND_MODELS, *SAMPLE_MODELS]:
        if path.stat().st_size > 20_000:
            continue
        doc = onnxjson.to_dict(path)
        if _sites(doc):
            docs[f"{path.parent.name}/{path.name}"] = doc
    return docs


def _at(doc: Any, path: Path_) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _elements(tensor: Doc) -> int:
    n = 1
    for d in tensor.get("dims", []):
        n *= int(d)
    return n


def _sites(doc: Doc) -> list[tuple[str, Path_]]:
    """(kind, path) of each float site: "f" (an attribute), "floats" (one), "tensor" (a tensor)."""
    out: list[tuple[str, Path_]] = []
    graph = doc.get("graph", {})
    for i, t in enumerate(graph.get("initializer", [])):
        if onnxjson.codec.tensors.data_type_number(t.get("data_type")) in FORMATS and 0 < _elements(t) <= 64 \
                and "external_data" not in t:
            out.append(("tensor", ("graph", "initializer", i)))
    for i, node in enumerate(graph.get("node", [])):
        for j, attr in enumerate(node.get("attribute", [])):
            here: Path_ = ("graph", "node", i, "attribute", j)
            if "f" in attr:
                out.append(("f", here))
            if attr.get("floats"):
                out.append(("floats", here))
            t = attr.get("t")
            if isinstance(t, dict) and onnxjson.codec.tensors.data_type_number(t.get("data_type")) in FORMATS \
                    and 0 < _elements(t) <= 64:
                out.append(("tensor", (*here, "t")))
    return out


# -- bit patterns and their JSON forms ----------------------------------------------------------
def _specials(fmt: FloatFormat) -> list[int]:
    one = int.from_bytes(fmt.from_doc(1.0), "little")
    tenth = int.from_bytes(fmt.from_doc(0.1), "little")
    quiet = 1 << (fmt.frac_bits - 1)
    base = [0, 1, fmt.frac_mask, one, tenth, fmt.exp_mask, fmt.default_nan, fmt.exp_mask | 1,
            fmt.exp_mask | quiet | 1, fmt.exp_mask | fmt.frac_mask, fmt.exp_mask - 1]
    return sorted({b | s for b in base for s in (0, fmt.sign)})


@st.composite
def _bit_pair(draw: Any, fmt: FloatFormat) -> tuple[int, int]:
    """Two bit patterns of ``fmt``: often equal, often one bit apart (sign, lowest payload bit)."""
    pattern = st.one_of(st.sampled_from(_specials(fmt)), st.integers(0, (1 << fmt.bits) - 1))
    p = draw(pattern)
    how = draw(st.sampled_from(("same", "sign", "low bit", "quiet bit", "other")))
    if how == "same":
        return p, p
    if how == "sign":
        return p, p ^ fmt.sign
    if how == "low bit":
        return p, p ^ 1
    if how == "quiet bit":
        return p, p ^ (1 << (fmt.frac_bits - 1))
    return p, draw(pattern)


def _forms(fmt: FloatFormat, bits: int) -> list[Any]:
    """JSON forms the encoder writes as these bits: the document's own form first."""
    raw = bits.to_bytes(fmt.width, "little")
    doc = fmt.doc_of_bits(bits)
    forms: list[Any] = [doc]
    if isinstance(doc, float):
        exact = fmt.unpack(raw)
        forms += [exact, repr(doc), repr(exact), "%.17g" % exact]  # noqa: UP031 - a JSON form of the number
        if doc.is_integer() and math.copysign(1.0, doc) > 0 and abs(doc) < 2**63:
            forms.append(int(doc))
    elif doc.startswith("NaN"):
        forms += [f"NaN(0x{bits:0{fmt.width * 2}x})", f"NaN(0x{bits:X})"]
    out = []
    for form in forms:
        try:
            if fmt.from_doc(form) == raw and form not in out:
                out.append(form)
        except ValueError:
            pass
    assert out and out[0] == doc
    return out


# -- setting a site -------------------------------------------------------------------------------
TENSOR_FORMS = ("raw base64", "raw values", "typed")


class Site:
    """One float value of a real document, and the ways of writing it."""

    def __init__(self, kind: str, path: Path_, dtype: int, index: int, tensor_form: str) -> None:
        self.kind, self.path, self.dtype, self.index, self.tensor_form = kind, path, dtype, index, tensor_form
        self.fmt = FORMATS[dtype]

    def __repr__(self) -> str:
        return f"Site({self.kind}, {self.path}, dtype {self.dtype}, [{self.index}], {self.tensor_form})"

    def set(self, doc: Doc, form: Any) -> None:
        """Write the element as ``form`` (a JSON form of its bits); the rest of the site stays fixed."""
        target = _at(doc, self.path)
        if self.kind == "f":
            target["f"] = form
            return
        if self.kind == "floats":
            floats = list(target["floats"])
            floats[self.index] = form
            target["floats"] = floats
            return
        fmt, n = self.fmt, _elements(target)
        others = [fmt.doc_of_bits(int.from_bytes(fmt.from_doc((i % 7) / 4 - 0.5), "little")) for i in range(n)]
        forms = [form if i == self.index else v for i, v in enumerate(others)]
        for key in ("raw_data", "float_data", "double_data", "int32_data"):
            target.pop(key, None)
        target["data_type"] = onnxjson.codec.tensors.data_type_name(self.dtype)
        if self.tensor_form == "raw values":
            target["raw_data"] = {"values": forms}
        elif self.tensor_form == "raw base64":
            target["raw_data"] = base64.b64encode(b"".join(fmt.from_doc(v) for v in forms)).decode()
        elif self.dtype == 1:
            target["float_data"] = forms
        elif self.dtype == 11:
            target["double_data"] = forms
        else:  # float16 and bfloat16 keep their bits in int32_data
            target["int32_data"] = [int.from_bytes(fmt.from_doc(v), "little") for v in forms]

    def bits(self, doc: Doc) -> int:
        """The bits of the element in a document (of any form)."""
        target = _at(doc, self.path)
        if self.kind == "f":
            return int.from_bytes(self.fmt.from_doc(target["f"]), "little")
        if self.kind == "floats":
            return int.from_bytes(self.fmt.from_doc(target["floats"][self.index]), "little")
        found = payload_raw(target, _TENSOR)
        assert found is not None, target
        raw = bytes(found[1])
        w = self.fmt.width
        return int.from_bytes(raw[self.index * w:(self.index + 1) * w], "little")


DOCS = _real_documents()
SITES = {name: _sites(doc) for name, doc in DOCS.items()}


@st.composite
def _case(draw: Any) -> tuple[str, Site, int, int, Any, Any, Any]:
    name = draw(st.sampled_from(sorted(DOCS)))
    kind, path = draw(st.sampled_from(SITES[name]))
    target = _at(DOCS[name], path)
    if kind == "tensor":
        dtype = draw(st.sampled_from(sorted(FORMATS)))
        index = draw(st.integers(0, _elements(target) - 1))
        form = draw(st.sampled_from(TENSOR_FORMS))
    else:
        dtype, index, form = 1, draw(st.integers(0, len(target.get("floats", [0])) - 1)), ""
    site = Site(kind, path, dtype, index, form)
    p, q = draw(_bit_pair(site.fmt))
    fp = draw(st.sampled_from(_forms(site.fmt, p)))
    fp2 = draw(st.sampled_from(_forms(site.fmt, p)))
    fq = draw(st.sampled_from(_forms(site.fmt, q)))
    return name, site, p, q, fp, fp2, fq


def _with(name: str, site: Site, form: Any) -> Doc:
    doc = copy_tree(DOCS[name])
    site.set(doc, form)
    return doc


def _unrelated_edit(doc: Doc) -> Doc:
    """An edit of the same graph that touches no float site (the merge mixes the two sides there)."""
    out = copy_tree(doc)
    out["graph"]["doc_string"] = "an unrelated edit"
    out.setdefault("metadata_props", []).append({"key": "h3-unrelated", "value": "1"})
    return out


def _rebuilt(doc: Doc) -> Doc:
    """The document of the model the document builds (on the path under test)."""
    return onnxjson.to_dict(onnxjson.from_dict(doc))


def _changes(a: Doc, b: Doc) -> str:
    return render_text(diff_documents(a, b), color=False)


SETTINGS = settings(max_examples=EXAMPLES or 120, deadline=None, database=None, print_blob=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                           HealthCheck.data_too_large])


@SETTINGS
@given(_case())
def test_diff_and_merge_see_every_bit(accel_path: str,
                                      case: tuple[str, Site, int, int, Any, Any, Any]) -> None:
    name, site, p, q, fp, fp2, fq = case
    note(f"{name} {site}: {p:#x} as {fp!r} / {fp2!r}, {q:#x} as {fq!r}")
    base, base2, ours = _with(name, site, fp), _with(name, site, fp2), _with(name, site, fq)
    # The forms are the bits: as written, and as build and the decoder of this path give them back.
    for doc, bits in ((base, p), (base2, p), (ours, q)):
        assert site.bits(doc) == bits
    rebuilt = [_rebuilt(d) for d in (base, base2, ours)]
    for doc, bits in zip(rebuilt, (p, p, q), strict=True):
        assert site.bits(doc) == bits
    for a, b in ((base, base2), (base, rebuilt[0]), (base2, rebuilt[1]), (rebuilt[0], rebuilt[1])):
        assert not diff_documents(a, b), _changes(a, b)  # one value in two forms: no change
    for a, b in ((base, ours), (rebuilt[0], rebuilt[2]), (base2, rebuilt[2])):
        changes = diff_documents(a, b)
        assert bool(changes) == (p != q), render_text(changes, color=False)
        if p != q:
            assert len(changes) == 1
    # merge: ours changed the bits (or only their form), theirs made an unrelated edit.
    for b, o in ((base, ours), (rebuilt[0], rebuilt[2]), (base, base2)):
        theirs = _unrelated_edit(b)
        result = merge_documents(b, o, theirs)
        assert not result.conflicts, render_conflicts(result.conflicts)
        assert site.bits(result.document) == site.bits(o)
        assert site.bits(_rebuilt(result.document)) == site.bits(o)
        assert result.document["graph"].get("doc_string") == "an unrelated edit"
        # and the other way round: theirs changed the bits
        result = merge_documents(b, theirs, o)
        assert not result.conflicts, render_conflicts(result.conflicts)
        assert site.bits(result.document) == site.bits(o)
    # Ours writes p in another form, theirs changes it to q: not a conflict, theirs' bits win.
    result = merge_documents(base, base2, ours)
    assert not result.conflicts, render_conflicts(result.conflicts)
    assert site.bits(result.document) == q


# -- the leaves and the canonical forms ----------------------------------------------------------
_NUMBERS = st.one_of(st.floats(allow_nan=True, allow_infinity=True), st.integers(-(2**70), 2**70), st.booleans())


@settings(max_examples=EXAMPLES or 400, deadline=None, database=None)
@given(_NUMBERS, _NUMBERS)
def test_same_leaf_is_bit_exact(x: Any, y: Any) -> None:
    if isinstance(x, bool) or isinstance(y, bool):
        expected = isinstance(x, bool) and isinstance(y, bool) and x == y
    elif isinstance(x, float) and isinstance(y, float):
        expected = struct.pack("<d", x) == struct.pack("<d", y)
    elif isinstance(x, float) or isinstance(y, float):
        f, i = (x, y) if isinstance(x, float) else (y, x)
        expected = f == i and not (f == 0 and math.copysign(1.0, f) < 0)
    else:
        expected = x == y
    assert same_leaf(x, y) is expected
    assert equal({"v": [x]}, {"v": [y]}) is expected


def _bits_of(kind: str, value: Any) -> bytes:
    return (FORMATS[1] if kind == "float" else FORMATS[11]).from_doc(value)


@settings(max_examples=EXAMPLES or 300, deadline=None, database=None)
@given(st.sampled_from((1, 11)), st.data())
def test_scalar_forms_are_equal_exactly_when_the_bits_are(dtype: int, data: Any) -> None:
    fmt = FORMATS[dtype]
    field = registry().messages["AttributeProto"].by_name["f"] if dtype == 1 else \
        registry().messages["TensorProto"].by_name["double_data"]
    p, q = data.draw(_bit_pair(fmt))
    fp, fq = data.draw(st.sampled_from(_forms(fmt, p))), data.draw(st.sampled_from(_forms(fmt, q)))
    assert equal(scalar_form(field, fp), scalar_form(field, fq)) is (p == q)


@settings(max_examples=EXAMPLES or 200, deadline=None, database=None)
@given(st.sampled_from(sorted(FORMATS)), st.data())
def test_weight_numbers_count_bit_changes(dtype: int, data: Any) -> None:
    fmt = FORMATS[dtype]
    pairs = data.draw(st.lists(_bit_pair(fmt), min_size=1, max_size=8))
    a = b"".join(p.to_bytes(fmt.width, "little") for p, _ in pairs)
    b = b"".join(q.to_bytes(fmt.width, "little") for _, q in pairs)
    numbers = weight_numbers(a, dtype, b, dtype)
    assert numbers is not None
    assert numbers["changed"] == sum(p != q for p, q in pairs)


# -- the findings ---------------------------------------------------------------------------------
def _elu(alpha: Any) -> Doc:
    node = onnx.helper.make_node("Elu", ["x"], ["y"], name="elu", alpha=0.0)
    graph = onnx.helper.make_graph(
        [node, onnx.helper.make_node("Relu", ["y"], ["z"], name="relu")], "g",
        [onnx.helper.make_tensor_value_info("x", onnx.TensorProto.FLOAT, [1])],
        [onnx.helper.make_tensor_value_info("z", onnx.TensorProto.FLOAT, [1])])
    doc = onnxjson.to_dict(onnx.helper.make_model(graph, opset_imports=[onnx.helper.make_opsetid("", 18)]))
    doc["graph"]["node"][0]["attribute"][0]["f"] = alpha
    return doc


@pytest.mark.parametrize(("old", "new"), [(0.0, -0.0), (-0.0, 0.0), ("NaN", "NaN(0x7fc00001)"),
                                          ("NaN(0xffc00000)", "NaN"), (0, -0.0)])
def test_an_edit_of_a_zero_sign_or_a_nan_payload_is_seen(old: Any, new: Any) -> None:
    """The finding: Elu alpha 0.0 → -0.0 was "no changes", and merge wrote base (the edit lost)."""
    base, ours = _elu(old), _elu(new)
    changes = diff_documents(base, ours)
    assert [c.path for c in changes] == ["graph.node[elu].attribute[alpha]"]
    result = merge_documents(base, ours, base)
    assert result.taken == "ours"
    theirs = copy.deepcopy(base)
    theirs["graph"]["node"][1]["doc_string"] = "theirs"
    result = merge_documents(base, ours, theirs)
    assert not result.conflicts
    assert same_leaf(result.document["graph"]["node"][0]["attribute"][0]["f"], new)
    assert result.document["graph"]["node"][1]["doc_string"] == "theirs"


@pytest.mark.parametrize(("old", "new"), [(0.1, 0.10000000149011612), (1, 1.0), (1.5, "1.5"),
                                          ("NaN", "NaN(0x7fc00000)"), (0, 0.0)])
def test_one_value_in_two_json_forms_is_no_change(old: Any, new: Any) -> None:
    base, ours = _elu(old), _elu(new)
    assert not diff_documents(base, ours)
    assert merge_documents(base, ours, base).taken in ("ours", "theirs")


# -- every scalar field of real documents -----------------------------------------------------------
_SKIPPED = {("TensorProto", name) for name in ("raw_data", "float_data", "double_data", "int32_data", "int64_data",
                                               "uint64_data", "string_data", "data_location")}


def _scalar_sites(doc: Doc) -> list[tuple[Path_, str, str]]:
    """(path, message, field) of every scalar value in a document (an element of a repeated one),
    but for the payload fields (whose sites are the tensors above) and bytes."""
    messages = registry().messages
    out: list[tuple[Path_, str, str]] = []
    stack: list[tuple[Any, str, Path_]] = [(doc, "ModelProto", ())]
    while stack:
        value, spec_name, path = stack.pop()
        spec = messages[spec_name]
        for key, item in value.items():
            f = spec.by_name.get(key)
            if f is None or (spec_name, key) in _SKIPPED:
                continue
            if f.kind in ("message", "group"):
                items = item if f.repeated else [item]
                for i, sub in enumerate(items):
                    if isinstance(sub, dict):
                        stack.append((sub, f.message, (*path, key, i) if f.repeated else (*path, key)))
            elif f.kind != "bytes" and not f.text:
                if f.repeated:
                    out += [((*path, key, i), spec_name, key) for i in range(len(item))]
                else:
                    out.append(((*path, key), spec_name, key))
    return sorted(out, key=repr)


def _set(doc: Doc, path: Path_, value: Any) -> None:
    _at(doc, path[:-1])[path[-1]] = value


def _same_forms(f: Any, value: Any) -> list[Any]:
    """Other JSON forms the encoder writes as the same bytes."""
    if f.kind in ("float", "double"):
        fmt = FORMATS[1 if f.kind == "float" else 11]
        return _forms(fmt, int.from_bytes(fmt.from_doc(value), "little"))[1:]
    if isinstance(value, bool):
        return []
    if f.enum is not None:
        enum = registry().enums[f.enum]
        if isinstance(value, str) and value in enum.by_name:
            return [enum.by_name[value]]
        return [enum.by_number[value]] if value in enum.by_number else []
    if isinstance(value, int) and abs(value) < 2**53:
        return [float(value), *([-0.0] if value == 0 else [])]
    return []


def _other_value(f: Any, value: Any) -> Any:
    """A value the encoder writes as other bytes (and that is not the field's absence: ``v + 1``
    of ``-1`` is absence, still another meaning than ``-1``)."""
    if f.kind in ("float", "double"):
        fmt = FORMATS[1 if f.kind == "float" else 11]
        return fmt.doc_of_bits(int.from_bytes(fmt.from_doc(value), "little") ^ fmt.sign)
    if isinstance(value, bool):
        return not value
    if f.enum is not None:
        enum = registry().enums[f.enum]
        number = enum.by_name[value] if isinstance(value, str) else value
        others = [n for n in enum.by_name if enum.by_name[n] != number]
        return others[0] if others else None
    if isinstance(value, int):
        return value - 1 if value > 0 else value + 1
    if isinstance(value, str):
        return value + "x"
    return None


@settings(max_examples=EXAMPLES or 200, deadline=None, database=None, print_blob=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow,
                                 HealthCheck.data_too_large])
@given(st.data())
def test_every_scalar_field_compares_by_its_bytes(accel_path: str, data: Any) -> None:
    """Every scalar field of a real document (attributes, dims, types, names, versions, enums,
    extension fields): another JSON form of the same bytes is no change to diff and no edit to
    merge; another value is a change diff reports and merge keeps."""
    name = data.draw(st.sampled_from(sorted(DOCS)))
    base = _rebuilt(DOCS[name])
    sites = [s for s in _scalar_sites(base)  # but for those the unrelated edit (of theirs) touches
             if s[0][:2] != ("graph", "doc_string") and s[0][0] != "metadata_props"]
    kind = data.draw(st.sampled_from(sorted({(o, f) for _, o, f in sites})))  # each field as likely
    path, owner, field = data.draw(st.sampled_from([s for s in sites if s[1:] == kind]))
    f = registry().messages[owner].by_name[field]
    value = _at(base, path)
    same = _same_forms(f, value)
    other = _other_value(f, value)
    note(f"{name} {path} ({f.kind}) = {value!r}: same {same!r}, other {other!r}")
    for form in same:
        alt = copy.deepcopy(base)
        _set(alt, path, form)
        assert onnxjson.from_dict(alt) == onnxjson.from_dict(base)  # the oracle: the same bytes
        assert not diff_documents(base, alt), _changes(base, alt)
        result = merge_documents(base, alt, _unrelated_edit(base))
        assert not result.conflicts, render_conflicts(result.conflicts)
        assert equal(scalar_form(f, _at(result.document, path)), scalar_form(f, value))
    if other is None:
        return
    ours = copy.deepcopy(base)
    _set(ours, path, other)
    assert diff_documents(base, ours), f"{path}: {value!r} → {other!r} is no change"
    result = merge_documents(base, ours, _unrelated_edit(base))
    if result.conflicts:  # the edit itself makes the model invalid (a name that is no longer produced...)
        assert all(c.check for c in result.conflicts), render_conflicts(result.conflicts)
        return
    assert not diff_documents(result.document, _unrelated_edit(ours)), _changes(result.document, _unrelated_edit(ours))


def test_the_finding_through_the_command_line(tmp_path: Any, capsys: pytest.CaptureFixture[str]) -> None:
    """Models on disk: diff exits 1 and names the attribute; merge writes ours' -0.0 beside theirs' edit."""
    from onnxjson import cli

    base, ours = _elu(0.0), _elu(-0.0)
    theirs = copy.deepcopy(base)
    theirs["graph"]["node"][1]["doc_string"] = "theirs"
    for name, doc in (("base", base), ("ours", ours), ("theirs", theirs)):
        (tmp_path / f"{name}.onnx").write_bytes(onnxjson.from_dict(doc))
    assert cli.main(["diff", str(tmp_path / "base.onnx"), str(tmp_path / "ours.onnx")]) == 1
    assert "attribute alpha 0.0 → -0.0" in capsys.readouterr().out
    out = tmp_path / "merged.onnx"
    assert cli.main(["merge", "-o", str(out), "--", *(str(tmp_path / f"{n}.onnx") for n in ("base", "ours", "theirs"))]) == 0
    merged = onnx.load(str(out))
    assert struct.pack("<f", merged.graph.node[0].attribute[0].f) == struct.pack("<f", -0.0)
    assert merged.graph.node[1].doc_string == "theirs"
