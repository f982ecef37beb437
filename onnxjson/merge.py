"""Three-way merge of documents: combine what two sides changed since their common base.

:func:`merge_documents` takes three documents (base, ours, theirs, as :mod:`onnxjson.codec` decodes
them or as read from JSON) and returns a :class:`MergeResult`: the merged document and the
:class:`Conflict` list (empty: the merge is clean). :func:`render_conflicts` and
:func:`conflicts_json` present conflicts. Nothing here reads or writes files.

NOTE: design decisions.

- The unit of change is an entity of the model, not a line. Every value is merged by the three-way
  rule: a side that did not change it (compared by meaning and bit for bit, as :mod:`onnxjson.diff`
  compares: ``0.0`` → ``-0.0`` is a change, ``0.1`` → ``0.10000000149011612`` in a float32 field is
  not) takes the other side's value; both sides making the same change take it once; otherwise,
  when the value is a message both sides still have, its fields are merged one by one, and when it
  is not (a scalar, a list whose positions carry meaning, a tensor, a deletion against an edit) it
  is a :class:`Conflict`.
- Identity. Nodes are matched as diff matches them (:func:`onnxjson.diff.match_nodes`: name, then
  outputs, then op and inputs; copies of one node as a multiset with stable positions, so a node
  pasted twice stays twice), base against each side; nodes added on both sides are paired by name
  and outputs only (two new nodes are not one merely for computing the same thing). Initializers,
  value_info, graph inputs/outputs, attributes, metadata_props, opsets (by domain), functions (by
  domain, name, overload), quantization annotations and persistent bindings are keyed like diff keys
  them (a repeated key ``k`` becomes ``k#2``...). Other repeated fields are positional: merged element
  by element when the three lengths agree, else as one value.
- Atomic messages. A TensorProto, SparseTensorProto or EncodedValueProto is one value (dims,
  data_type and payload belong together): weights compare by digest, and the merged document holds
  the chosen side's own payload object, so the merged model carries that side's bytes.
- Order. Lists whose order is meaning (graph inputs/outputs, a function's signature) take the order
  of the side that reordered them; both reordering differently, or both inserting new entries at the
  same place, is a conflict. Node order follows ours (theirs if only theirs reordered), new nodes
  go after the node that precedes them on their side, then the nodes are sorted topologically,
  stably (a node's inputs, including names its subgraphs use, come from nodes before it).
- Untouched stays untouched. When a side did not change the document at all, the result *is* the
  other side's document (``taken`` says which), so its bytes can be written back unchanged; so is
  every unchanged entity inside a mixed message. A message that mixes both sides' edits loses its
  ``$layout`` record and is written canonically (docs/FORMAT.md section 5).
- A clean merge is a valid model. The merged document goes through the checks of
  ``validate --strict``; a problem that neither side had (two sides adding producers of one name,
  an edit referring to a node the other side removed, a cycle) is a conflict, never written.
- Depth. Documents nest as deep as ``max_depth`` allows: the merge and its comparisons are walks on
  an explicit stack (:mod:`onnxjson._stack`), and whether two values mean the same is remembered
  per pair of objects, so that asking it again at every level below does not walk the same subtrees
  again (quadratic in the depth).
- Paths are diff's: ``graph.node[conv1].attribute[kernel_shape]``; an unnamed node is labelled
  ``op_type→outputs``.
"""

from __future__ import annotations

import heapq
import json
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields
from typing import Any

from onnxjson._access import as_dict, as_list, as_str
from onnxjson._printable import printable
from onnxjson._stack import Walk, run
from onnxjson.codec.document import ENVELOPE_KEY, SCHEMA_KEY, split_envelope
from onnxjson.codec.layout import LAYOUT_KEY, UNKNOWN_KEY
from onnxjson.codec.values import JSON_SCALAR_TYPES, Blob, equal, map_leaves, same_leaf
from onnxjson.diff import ROOT, ChangePath, canonical, is_default, keyed, match_nodes, one_line, scalar_form
from onnxjson.errors import OnnxJsonError
from onnxjson.jsonio import dumps_indented
from onnxjson.proto import FieldSpec, registry
from onnxjson.validate import validate_document

__all__ = ["CONFLICT_LABELS", "Conflict", "MergeResult", "conflict_text", "conflicts_json", "merge_documents",
           "render_conflicts"]

_STRIPPED_ABOVE = 4096
_SHOWN = 160


@dataclass(frozen=True)
class Conflict:
    """Something the two sides changed incompatibly.

    Attributes:
        path: where, e.g. ``graph.node[conv1].attribute[kernel_shape]`` (diff's path syntax).
        reason: what is incompatible, in words.
        base: the value in the base (JSON-able, payloads as digests; None when absent).
        ours: the value on our side.
        theirs: the value on their side.
        check: True when the conflict is a problem the merged model would have (found by the
            validate checks) rather than one value edited two ways; base/ours/theirs are then None.
    """

    path: str
    reason: str
    base: Any = None
    ours: Any = None
    theirs: Any = None
    check: bool = False


@dataclass(frozen=True)
class MergeResult:
    """The outcome of :func:`merge_documents`.

    Attributes:
        document: the merged document (our side's, unchanged, when there are conflicts).
        conflicts: the conflicts; empty when the merge is clean.
        taken: ``"ours"`` or ``"theirs"`` when the result is that side's input document itself
            (the other side changed nothing, or both made the same changes); None otherwise.
    """

    document: dict[str, Any]
    conflicts: list[Conflict]
    taken: str | None = None


# -- keys and paths -------------------------------------------------------------------------------
KeyFn = Callable[[int, dict[str, Any]], str]


def _by(field: str) -> KeyFn:
    def key(i: int, item: dict[str, Any]) -> str:
        return as_str(item.get(field)) or f"#{i}"
    return key


def _sparse_key(i: int, item: dict[str, Any]) -> str:
    return as_str(as_dict(item.get("values")).get("name")) or f"#{i}"


def _domain_key(i: int, item: dict[str, Any]) -> str:
    domain = as_str(item.get("domain"))
    return "ai.onnx" if domain in ("", "ai.onnx") else domain


def _function_key(i: int, item: dict[str, Any]) -> str:
    key = f"{as_str(item.get('domain'))}:{as_str(item.get('name'))}"
    overload = as_str(item.get("overload"))
    return f"{key}:{overload}" if overload else key


_NAME, _KEY = _by("name"), _by("key")

#: Repeated message fields merged by key: (message, field) → (key of an element, order is meaning).
_KEYED: dict[tuple[str, str], tuple[KeyFn, bool]] = {
    ("GraphProto", "input"): (_NAME, True),
    ("GraphProto", "output"): (_NAME, True),
    ("GraphProto", "initializer"): (_NAME, False),
    ("GraphProto", "sparse_initializer"): (_sparse_key, False),
    ("GraphProto", "encoded_initializer"): (_NAME, False),
    ("GraphProto", "value_info"): (_NAME, False),
    ("GraphProto", "quantization_annotation"): (_by("tensor_name"), False),
    ("GraphProto", "persistent_bindings"): (_by("input_name"), False),
    ("GraphProto", "metadata_props"): (_KEY, False),
    ("ModelProto", "metadata_props"): (_KEY, False),
    ("ModelProto", "opset_import"): (_domain_key, False),
    ("ModelProto", "functions"): (_function_key, False),
    ("ModelProto", "struct_types"): (_NAME, False),
    ("NodeProto", "attribute"): (_NAME, False),
    ("NodeProto", "metadata_props"): (_KEY, False),
    ("FunctionProto", "attribute_proto"): (_NAME, False),
    ("FunctionProto", "opset_import"): (_domain_key, False),
    ("FunctionProto", "value_info"): (_NAME, False),
    ("FunctionProto", "metadata_props"): (_KEY, False),
    ("TrainingInfoProto", "initialization_binding"): (_KEY, False),
    ("TrainingInfoProto", "update_binding"): (_KEY, False),
}
#: Repeated string fields that are ordered lists of distinct names.
_NAME_LISTS = frozenset({("FunctionProto", "input"), ("FunctionProto", "output"),
                         ("FunctionProto", "attribute")})
_NODE_LISTS = frozenset({("GraphProto", "node"), ("FunctionProto", "node")})
#: Messages merged as one value, never field by field.
_ATOMIC = frozenset({"TensorProto", "SparseTensorProto", "EncodedValueProto"})


def _names(items: Any) -> dict[str, Any]:
    seen: Counter[str] = Counter()
    out: dict[str, Any] = {}
    for item in as_list(items):
        key = item if isinstance(item, str) else json.dumps(_plain(item), sort_keys=True)
        seen[key] += 1
        out[key if seen[key] == 1 else f"{key}#{seen[key]}"] = item
    return out


def _node_label(node: dict[str, Any]) -> str:
    name = as_str(node.get("name"))
    if name:
        return name
    outs = [o for o in as_list(node.get("output")) if isinstance(o, str)]
    return f"{as_str(node.get('op_type')) or '?'}→{','.join(outs)}"


def _plain(value: Any) -> Any:
    """A JSON-able copy: payloads as base64, ``$layout`` records dropped."""
    return map_leaves(value, lambda v: v.base64() if isinstance(v, Blob) else v, skip=(LAYOUT_KEY,),
                      unchanged=JSON_SCALAR_TYPES)


# -- the merger -----------------------------------------------------------------------------------
#: The answer of _Merger.same for a pair is kept (asked again at each level a merge descends) when
#: its walk entered at least this many pairs below it; a smaller walk is made again, at most this
#: much each time. Keeping every pair's answer took 230 bytes a message beside the three documents
#: (merge of a graph of 500,000 empty nodes: 110 MB).
_REMEMBERED_WALK = 32


class _Merger:
    def __init__(self, prefer: str | None = None) -> None:
        self.reg = registry()
        self.conflicts: list[Conflict] = []
        self.prefer = prefer  # None/"ours", "theirs" or "base": the side a conflicting value takes
        self._canon: dict[int, tuple[Any, Any]] = {}
        self._blobs: dict[tuple[int, int], tuple[Blob, Blob, bool]] = {}
        self._same: dict[tuple[int, int, str | None], tuple[Any, Any, bool]] = {}
        self._visits = 0  # _same_walk's calls so far: a pair's answer is kept when its walk took many
        self._used: _UsedNames = {}  # see _used_names

    def equal(self, x: Any, y: Any) -> bool:
        """Whether two document values are the same, bit for bit (leaves by
        :func:`~onnxjson.codec.values.same_leaf`: ``-0.0`` is not ``0.0``), comparing each pair of
        payload slices once, piecewise.

        (Blob equality copies both payloads whole; the merge asks the same question at every level.)
        """
        stack = [(x, y)]
        while stack:
            a, b = stack.pop()
            if a is b:
                continue
            if isinstance(a, dict) and isinstance(b, dict):
                if a.keys() != b.keys():
                    return False
                stack.extend((a[k], b[k]) for k in a)
            elif isinstance(a, list) and isinstance(b, list):
                if len(a) != len(b):
                    return False
                stack.extend(zip(a, b, strict=True))
            elif isinstance(a, Blob) and isinstance(b, Blob):
                if not self._same_bytes(a, b):
                    return False
            elif isinstance(a, (dict, list, Blob)) or isinstance(b, (dict, list, Blob)) or not same_leaf(a, b):
                return False
        return True

    def _same_bytes(self, a: Blob, b: Blob) -> bool:
        hit = self._blobs.get((id(a), id(b)))
        if hit is None or hit[0] is not a or hit[1] is not b:
            equal = len(a) == len(b) and all(
                bytes(p) == bytes(q) for p, q in zip(a.chunks(), b.chunks(), strict=True))
            hit = (a, b, equal)
            self._blobs[(id(a), id(b))] = hit
        return hit[2]

    # -- equality by meaning --------------------------------------------------------------------
    def canon(self, value: Any, spec_name: str | None) -> Any:
        """diff's canonical form, remembered per object (a payload is hashed once)."""
        hit = self._canon.get(id(value))
        if hit is None or hit[0] is not value:
            hit = (value, canonical(value, spec_name))
            self._canon[id(value)] = hit
        return hit[1]

    def same(self, x: Any, y: Any, spec_name: str | None) -> bool:
        """Whether two values of message type ``spec_name`` (or lists of them) mean the same."""
        found: bool = run(self._same_walk(x, y, spec_name))
        return found

    def same_field(self, owner: str, f: FieldSpec | None, x: Any, y: Any) -> bool:
        found: bool = run(self._same_field(owner, f, x, y))
        return found

    def _same_walk(self, x: Any, y: Any, spec_name: str | None) -> Walk[bool]:
        if x is y:
            return True
        if x is None or y is None:
            return False
        key = (id(x), id(y), spec_name)
        hit = self._same.get(key)
        if hit is not None and hit[0] is x and hit[1] is y:
            return hit[2]
        self._visits += 1
        first = self._visits
        result = True
        spec = self.reg.messages.get(spec_name) if spec_name is not None else None
        if isinstance(x, list) and isinstance(y, list):
            if len(x) != len(y):
                result = False
            else:
                for a, b in zip(x, y, strict=True):
                    if not (yield self._same_walk(a, b, spec_name)):
                        result = False
                        break
        elif spec is None or spec_name in _ATOMIC or not isinstance(x, dict) or not isinstance(y, dict):
            result = self.equal(x, y) or equal(self.canon(x, spec_name), self.canon(y, spec_name))
        else:
            for name in {*x, *y}:
                if name != LAYOUT_KEY and not (
                        yield self._same_field(spec.name, spec.by_name.get(name), x.get(name), y.get(name))):
                    result = False
                    break
        if self._visits - first >= _REMEMBERED_WALK:
            self._same[key] = (x, y, result)
        return result

    def _same_field(self, owner: str, f: FieldSpec | None, x: Any, y: Any) -> Walk[bool]:
        if is_default(owner, f, x) and is_default(owner, f, y):
            return True
        if x is None or y is None:
            return False
        if f is not None and f.kind in ("message", "group"):
            found: bool = yield self._same_walk(x, y, f.message)
            return found
        if f is None:
            return self.equal(x, y) or equal(canonical(x, None), canonical(y, None))
        return self.equal(x, y) or equal(scalar_form(f, x), scalar_form(f, y))

    # -- conflicts ------------------------------------------------------------------------------
    def conflict(self, path: ChangePath, reason: str, spec_name: str | None, b: Any, o: Any, t: Any) -> None:
        def shown(v: Any) -> Any:
            return None if v is None else self.canon(v, spec_name)

        self.conflicts.append(Conflict(str(path), reason, shown(b), shown(o), shown(t)))

    def pick(self, b: Any, o: Any, t: Any) -> Any:
        """The value a conflict leaves in the merged document: the preferred side's (ours by default)."""
        return t if self.prefer == "theirs" else b if self.prefer == "base" else o

    def entity(self, path: ChangePath, spec_name: str | None, b: Any, o: Any, t: Any) -> Walk[Any]:
        """Three-way merge of one message (or absent) value; returns the merged value."""
        if self.same(o, b, spec_name):
            return t
        if self.same(t, b, spec_name) or self.same(o, t, spec_name):
            return o
        if isinstance(o, dict) and isinstance(t, dict) and spec_name in self.reg.messages \
                and spec_name not in _ATOMIC and (b is None or isinstance(b, dict)):
            merged = yield self.fields(path, spec_name, b or {}, o, t)
            return merged
        if o is None or t is None:
            gone = "ours" if o is None else "theirs"
            reason = f"removed on {gone} side, changed on the other"
        elif b is None:
            reason = "added differently on both sides"
        else:
            reason = "changed differently on both sides"
        self.conflict(path, reason, spec_name, b, o, t)
        return self.pick(b, o, t)

    # -- messages -------------------------------------------------------------------------------
    def fields(self, path: ChangePath, spec_name: str, b: dict[str, Any], o: dict[str, Any],
               t: dict[str, Any]) -> Walk[dict[str, Any]]:
        """Merge two edited messages field by field (neither side kept the base)."""
        spec = self.reg.messages[spec_name]
        merged: dict[str, Any] = {}
        for key in [*o, *(k for k in t if k not in o)]:
            if key == LAYOUT_KEY:
                continue
            f = spec.by_name.get(key)
            value = yield self.value(path.field(key), spec_name, f, b.get(key), o.get(key), t.get(key))
            if value is None or (isinstance(value, list) and not value and key not in o and key not in t):
                continue
            merged[key] = value

        def order(key: str) -> tuple[int, int]:
            f = spec.by_name.get(key)
            if f is not None:
                return (0, f.number)
            return (2, 0) if key == UNKNOWN_KEY else (1, 0)

        merged = {k: merged[k] for k in sorted(merged, key=order)}
        for members in spec.oneofs().values():
            present = [m.name for m in members if m.name in merged]
            if len(present) > 1 and not any(sum(m.name in side for m in members) > 1 for side in (o, t)):
                self.conflicts.append(Conflict(
                    str(path.field(present[0])),
                    f"the sides set different members of one oneof ({', '.join(present)})",
                    None, _plain({k: o[k] for k in present if k in o}),
                    _plain({k: t[k] for k in present if k in t})))
        return merged

    def value(self, path: ChangePath, owner: str, f: FieldSpec | None, b: Any, o: Any, t: Any) -> Walk[Any]:
        """Three-way merge of one field's value."""
        sub = f.message if f is not None and f.kind in ("message", "group") else None
        if self.same_field(owner, f, o, b):
            return t
        if self.same_field(owner, f, t, b) or self.same_field(owner, f, o, t):
            return o
        if f is not None and f.repeated and all(v is None or isinstance(v, list) for v in (b, o, t)):
            lb, lo, lt = as_list(b), as_list(o), as_list(t)
            where = (owner, f.name)
            if where in _NODE_LISTS:
                merged = yield self.nodes(path, lb, lo, lt)
                return merged
            if where in _KEYED and sub is not None:
                keyfn, ordered = _KEYED[where]
                merged = yield self.keyed(path, sub, keyfn, ordered, lb, lo, lt)
                return merged
            if where in _NAME_LISTS:
                return self.names(path, lb, lo, lt)
            if sub is not None and len(lb) == len(lo) == len(lt):
                items = []
                for i, (x, y, z) in enumerate(zip(lb, lo, lt, strict=True)):
                    items.append((yield self.entity(path.key(str(i)), sub, x, y, z)))
                return items
        elif sub is not None and isinstance(o, dict) and isinstance(t, dict) and (b is None or isinstance(b, dict)):
            merged = yield self.entity(path, sub, b, o, t)
            return merged
        if f is None:
            merged = yield self.entity(path, None, b, o, t)
            return merged
        self.conflict(path, "changed differently on both sides" if b is not None and o is not None
                      and t is not None else "removed on one side, changed on the other" if b is not None
                      else "added differently on both sides", sub, b, o, t)
        return self.pick(b, o, t)

    # -- lists ----------------------------------------------------------------------------------
    def keyed(self, path: ChangePath, spec_name: str, keyfn: KeyFn, ordered: bool, lb: list[Any], lo: list[Any],
              lt: list[Any]) -> Walk[list[Any]]:
        mb, mo, mt = keyed(lb, keyfn), keyed(lo, keyfn), keyed(lt, keyfn)
        out: dict[str, Any] = {}
        for key in [*mo, *(k for k in mt if k not in mo)]:
            value = yield self.entity(path.key(key), spec_name, mb.get(key), mo.get(key), mt.get(key))
            if value is not None:
                out[key] = value
        keys = self.order(path, list(mb), list(mo), list(mt), set(out), ordered=ordered)
        return [out[k] for k in keys]

    def names(self, path: ChangePath, lb: list[Any], lo: list[Any], lt: list[Any]) -> list[Any]:
        mb, mo, mt = _names(lb), _names(lo), _names(lt)
        keep = {k for k in (*mo, *mt) if (k in mo and k in mt) or k not in mb}
        values = {**mt, **mo}
        keys = self.order(path, list(mb), list(mo), list(mt), keep, ordered=True)
        return [values[k] for k in keys]

    def nodes(self, path: ChangePath, lb: list[Any], lo: list[Any], lt: list[Any]) -> Walk[list[Any]]:
        nb, no, nt = ([as_dict(n) for n in x] for x in (lb, lo, lt))
        ids_o: list[str | None] = [None] * len(no)
        ids_t: list[str | None] = [None] * len(nt)
        for ids, side in ((ids_o, no), (ids_t, nt)):
            for ib, i in match_nodes(nb, side):
                if ib is not None and i is not None:
                    ids[i] = f"b{ib}"
        new_o = [i for i, x in enumerate(ids_o) if x is None]
        new_t = [i for i, x in enumerate(ids_t) if x is None]
        for io, it in match_nodes([no[i] for i in new_o], [nt[i] for i in new_t], passes=2):
            if io is not None:
                ids_o[new_o[io]] = f"o{new_o[io]}"
            if it is not None:
                ids_t[new_t[it]] = f"o{new_o[io]}" if io is not None else f"t{new_t[it]}"
        mb = {f"b{i}": n for i, n in enumerate(nb)}
        mo = {str(k): n for k, n in zip(ids_o, no, strict=True)}
        mt = {str(k): n for k, n in zip(ids_t, nt, strict=True)}
        out: dict[str, Any] = {}
        for key in [*mo, *(k for k in mt if k not in mo)]:
            label = _node_label(mo.get(key) or mt.get(key) or mb[key])
            value = yield self.entity(path.key(label), "NodeProto", mb.get(key), mo.get(key), mt.get(key))
            if value is not None:
                out[key] = value
        keys = self.order(path, list(mb), list(mo), list(mt), set(out), ordered=False)
        merged = [out[k] for k in keys]
        return _topological(merged, self._used) or merged

    def order(self, path: ChangePath, kb: list[str], ko: list[str], kt: list[str], keep: set[str], *,
              ordered: bool) -> list[str]:
        """The merged order of the kept keys of a list (see the module NOTE)."""
        ko = [k for k in ko if k in keep]
        kt = [k for k in kt if k in keep]
        in_base, in_o, in_t = set(kb), set(ko), set(kt)
        common = in_o & in_t
        oc, tc = [k for k in ko if k in common], [k for k in kt if k in common]
        primary, other = ko, kt
        if oc != tc:
            bc = [k for k in kb if k in common]
            ob, tb = [k for k in oc if k in in_base], [k for k in tc if k in in_base]
            if ob == bc and tb != bc:
                primary, other = kt, ko
            elif not (tb == bc and ob != bc) and ordered:
                self.conflicts.append(Conflict(str(path), "the order was changed differently on both sides",
                                               kb, ko, kt))
                if self.prefer == "theirs":
                    primary, other = kt, ko
        if ordered:
            anchors_o = _anchors(ko, in_base, in_t)
            anchors_t = _anchors(kt, in_base, in_o)
            clash = sorted(anchors_o & anchors_t, key=str)
            if clash:
                where = "at the start" if clash[0] is None else f"after {clash[0]}"
                self.conflicts.append(Conflict(str(path), f"both sides added entries {where}", kb, ko, kt))
        result = list(primary)
        placed = set(result)
        for i, key in enumerate(other):
            if key in placed:
                continue
            j = i - 1
            while j >= 0 and other[j] not in placed:
                j -= 1
            result.insert(result.index(other[j]) + 1 if j >= 0 else 0, key)
            placed.add(key)
        return result


def _anchors(keys: list[str], in_base: set[str], in_other: set[str]) -> set[str | None]:
    """Where one side inserted entries the other does not have: the base entries they follow."""
    anchors: set[str | None] = set()
    anchor: str | None = None
    for key in keys:
        if key in in_base:
            anchor = key
        elif key not in in_other:
            anchors.add(anchor)
    return anchors


#: The names a node reads, by ``id`` of the node (kept with it, so the id stays its own).
_UsedNames = dict[int, tuple[Any, frozenset[str]]]


def _used_names(node: dict[str, Any], known: _UsedNames) -> frozenset[str]:
    """The value names a node reads: its inputs and every input inside its subgraphs.

    The merge orders each list of nodes from the innermost subgraph out; ``known`` holds the answer
    for every node already asked about, so a subgraph nested in it is not walked again at every
    level above it (a walk per level would be quadratic in the depth)."""
    names = {x for x in as_list(node.get("input")) if isinstance(x, str) and x}
    stack = [as_dict(a) for a in as_list(node.get("attribute"))]
    while stack:
        attr = stack.pop()
        graphs = [as_dict(attr.get("g"))] if "g" in attr else []
        graphs += [as_dict(g) for g in as_list(attr.get("graphs"))]
        for g in graphs:
            for n in as_list(g.get("node")):
                n = as_dict(n)
                hit = known.get(id(n))
                if hit is not None and hit[0] is n:
                    names.update(hit[1])
                    continue
                names.update(x for x in as_list(n.get("input")) if isinstance(x, str) and x)
                stack.extend(as_dict(a) for a in as_list(n.get("attribute")))
    found = frozenset(names)
    known[id(node)] = (node, found)
    return found


def _topological(nodes: list[Any], known: _UsedNames | None = None) -> list[Any] | None:
    """The nodes in a topological order that keeps the given order where it can; None on a cycle
    (``known``: see :func:`_used_names`)."""
    known = {} if known is None else known
    producer: dict[str, int] = {}
    for i, n in enumerate(nodes):
        for out in as_list(as_dict(n).get("output")):
            if isinstance(out, str) and out:
                producer.setdefault(out, i)
    users: list[list[int]] = [[] for _ in nodes]
    waiting = [0] * len(nodes)
    for i, n in enumerate(nodes):
        deps = {producer[x] for x in _used_names(as_dict(n), known) if x in producer} - {i}
        waiting[i] = len(deps)
        for d in deps:
            users[d].append(i)
    ready = [i for i, w in enumerate(waiting) if w == 0]
    heapq.heapify(ready)
    order: list[int] = []
    while ready:
        i = heapq.heappop(ready)
        order.append(i)
        for u in users[i]:
            waiting[u] -= 1
            if waiting[u] == 0:
                heapq.heappush(ready, u)
    if len(order) != len(nodes):
        return None
    return [nodes[i] for i in order]


# -- validation of the result ---------------------------------------------------------------------
def _validation_view(doc: Any) -> Any:
    """A JSON-able view for the validate checks: large byte payloads become stripped references.

    Only the containers that hold a payload (at any depth) are copied; the others are shared with
    ``doc`` (a whole copy took a dict a message: 72 bytes a message of a graph of empty nodes, beside
    the three versions). Iterative: one frame a level of nesting."""
    def leaf(value: Any) -> Any:
        if isinstance(value, Blob):
            if len(value) > _STRIPPED_ABOVE:
                return {"size": len(value), "sha256": "0" * 64}
            return value.base64()
        return value

    if not isinstance(doc, (dict, list)):
        return leaf(doc)
    # A frame: [container, its (key, value) iterator, {key: new value} of what changed, key entered].
    stack: list[list[Any]] = [[doc, iter(doc.items() if isinstance(doc, dict) else enumerate(doc)), None, None]]
    view: Any = doc
    while stack:
        frame = stack[-1]
        for key, item in frame[1]:
            if isinstance(item, (dict, list)):
                frame[3] = key
                stack.append([item, iter(item.items() if isinstance(item, dict) else enumerate(item)), None, None])
                break
            new = leaf(item)
            if new is not item:
                if frame[2] is None:
                    frame[2] = {}
                frame[2][key] = new
        else:
            stack.pop()
            src, changed = frame[0], frame[2]
            if changed:
                if isinstance(src, dict):
                    view = {k: changed.get(k, v) for k, v in src.items()}
                else:
                    view = [changed.get(i, v) for i, v in enumerate(src)]
            else:
                view = src
            if stack and view is not src:
                parent = stack[-1]
                if parent[2] is None:
                    parent[2] = {}
                parent[2][parent[3]] = view
    return view


def _problems(doc: dict[str, Any]) -> list[Any]:
    return validate_document(_validation_view(doc), max_findings=1000)


def _check(doc: dict[str, Any], ours: dict[str, Any], theirs: dict[str, Any]) -> list[Conflict]:
    """Problems of the merged document that neither side has, as conflicts."""
    found = _problems(doc)
    if not found:
        return []
    known = {(p.rule, p.message) for side in (ours, theirs) for p in _problems(side)}
    return [Conflict(p.path, f"the merged model would be invalid: {p.message}", check=True)
            for p in found if (p.rule, p.message) not in known]


# -- public API -----------------------------------------------------------------------------------
def _split(doc: Any, type_name: str | None) -> tuple[str, dict[str, Any]]:
    if isinstance(doc, dict) and not doc:
        return type_name or "ModelProto", {}
    spec, _envelope, body = split_envelope(doc, registry(), type_name)
    return spec.name, body


def merge_documents(base: dict[str, Any], ours: dict[str, Any], theirs: dict[str, Any], *,
                    prefer: str | None = None) -> MergeResult:
    """Three-way merge of ``ours`` and ``theirs``, two edits of ``base``.

    Args:
        base: the common ancestor (an empty dict: none, as when both sides added the file).
        ours: our version; the merged document keeps its envelope.
        theirs: their version.
        prefer: ``"ours"``, ``"theirs"`` or ``"base"``: each conflicting value takes that side's value
            and the merged document is returned with the conflicts (still listed). None: a merge with
            conflicts returns ours unchanged.

    Returns:
        The merged document and its conflicts (see :class:`MergeResult`). The inputs are never
        modified; the result shares unchanged values with them.

    Raises:
        OnnxJsonError: the documents hold different root types, or one is not a document.
    """
    type_o, body_o = _split(ours, None)
    type_t, body_t = _split(theirs, None)
    type_b, body_b = _split(base, type_o)
    if len({type_b, type_o, type_t}) > 1:
        raise OnnxJsonError(f"cannot merge documents of different types (base {type_b}, ours {type_o}, "
                            f"theirs {type_t})")
    if prefer not in (None, "ours", "theirs", "base"):
        raise OnnxJsonError(f"prefer must be ours, theirs or base, not {prefer!r}")
    merger = _Merger(prefer)
    if merger.same(body_o, body_b, type_o):
        return MergeResult(theirs, [], "theirs")
    if merger.same(body_t, body_b, type_o) or merger.same(body_o, body_t, type_o):
        return MergeResult(ours, [], "ours")
    body: dict[str, Any] = run(merger.fields(ROOT, type_o, body_b, body_o, body_t))
    head = {k: ours[k] for k in (SCHEMA_KEY, ENVELOPE_KEY) if k in ours}
    merged = {**head, **body}
    if merger.conflicts:
        return MergeResult(ours if prefer is None else merged, merger.conflicts)
    conflicts = _check(merged, ours, theirs)
    return MergeResult(ours if conflicts and prefer is None else merged, conflicts)


def _short(value: Any) -> str:
    if value is None:
        return "(absent)"
    return one_line(value, _SHOWN)


def render_conflicts(conflicts: Iterable[Conflict], *, name: str | None = None,
                     outcome: str = "ours is left in place") -> str:
    """A readable report: one paragraph per conflict with its path, reason and the three values;
    ``outcome`` says what became of the output."""
    items = list(conflicts)
    where = f" in {name}" if name else ""
    lines = [f"onnxjson merge: {len(items)} conflict{'s' if len(items) != 1 else ''}{where}; {outcome}"]
    for c in items:
        lines.append(f"conflict at {c.path or '(document)'}: {c.reason}")
        if not c.check:
            for side in ("base", "ours", "theirs"):
                lines.append(f"  {side + ':':<8}{_short(getattr(c, side))}")
    # Paths, reasons and values are the models' (the name a user's): one line each, no control.
    return "\n".join(printable(line) for line in lines) + "\n"


def conflicts_json(conflicts: Iterable[Conflict]) -> str:
    """The conflicts as a JSON array of objects (path, reason, base, ours, theirs, check)."""
    # Shallow: asdict and json.dumps recurse, and the values nest as deep as the documents.
    return dumps_indented([_plain({f.name: getattr(c, f.name) for f in fields(c)}) for c in conflicts]) + "\n"


# -- conflicts an editor can resolve ----------------------------------------------------------------

#: The labels of the three sections of a conflict in :func:`conflict_text` (git's diff3 style).
CONFLICT_LABELS = ("ours", "base", "theirs")


def conflict_text(base: str, ours: str, theirs: str, labels: tuple[str, str, str] = CONFLICT_LABELS) -> str:
    """Three-way merge of three texts by lines, with git's diff3-style markers around each conflict.

    Used on the texts of the merged document with every conflict resolved to base, to ours and to
    theirs: they differ only where the conflicts are, so the markers enclose only the conflicting
    values (with the commas around them, so that keeping any one section leaves valid JSON).
    """
    import difflib  # why: only conflicts need it

    lb, lo, lt = (t.splitlines(keepends=True) for t in (base, ours, theirs))

    def matches(other: list[str]) -> dict[int, int]:
        found: dict[int, int] = {}
        for block in difflib.SequenceMatcher(None, lb, other, autojunk=False).get_matching_blocks():
            for k in range(block.size):
                found[block.a + k] = block.b + k
        return found

    mo, mt = matches(lo), matches(lt)
    # Lines of base kept by both sides at increasing places: the points where the three texts agree.
    syncs = [(i, mo[i], mt[i]) for i in range(len(lb)) if i in mo and i in mt]
    syncs.append((len(lb), len(lo), len(lt)))
    out: list[str] = []
    ib = io_ = it = 0
    for jb, jo, jt in syncs:
        b, o, t = lb[ib:jb], lo[io_:jo], lt[it:jt]
        if o == t or b == t:
            out += o
        elif b == o:
            out += t
        else:
            out.append(f"<<<<<<< {labels[0]}\n")
            out += _ended(o)
            out.append(f"||||||| {labels[1]}\n")
            out += _ended(b)
            out.append("=======\n")
            out += _ended(t)
            out.append(f">>>>>>> {labels[2]}\n")
        if jb < len(lb):
            out.append(lb[jb])
        ib, io_, it = jb + 1, jo + 1, jt + 1
    return "".join(out)


def _ended(lines: list[str]) -> list[str]:
    return [line if line.endswith("\n") else line + "\n" for line in lines]
