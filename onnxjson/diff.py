"""Semantic diff of two documents: what changed in the model, not in its bytes.

:func:`diff_documents` compares two ModelProto documents (as :func:`onnxjson.to_dict` returns them or
as read from JSON) and returns a list of :class:`Change`; :func:`render_text` and :func:`render_json`
present them, :func:`unified_text_diff` is the line diff of two document texts. Nothing here prints.

NOTE: design decisions.

- Meaning, not encoding. ``$layout`` (wire layout), ``$schema`` and the envelope (except its
  ``type``) are ignored. ``$unknown`` is data: a difference there is a change of category
  ``"unknown"``. A singular scalar holding its proto default (``""``, ``0``, ``false``, the enum's 0
  value) equals its absence, and an empty repeated field equals its absence, as protobuf readers see
  them; oneof members (``dim_value: 0`` is not an unknown dim) and an attribute's ``f``/``i``/``s`` keep
  their presence. The domain ``"ai.onnx"`` equals ``""``.
- Weights compare by digest (docs/FORMAT.md section 6): SHA-256 of the values in raw_data form, so
  the same values in float_data and in raw_data, in readable ``{"values"}`` form, stripped to
  ``{"size", "sha256"}`` or moved to a sidecar all compare equal; dtype and dims compare beside it.
  ONNX external data (``data_location: EXTERNAL``) compares by (location, offset, length) unless the
  side has a folder (``a_dir`` / ``b_dir``) where the file is present: then its bytes are hashed, so it
  also equals the same values stored inline. Where a side has a folder but cannot read the data
  (the file is missing or unreadable, its range is not inside it, or the path policy refuses it:
  docs/FORMAT.md section 6; ``trust_paths`` lifts the policy), its values are unknown: diff never
  says they changed or stayed. When that is all it can say about an entity, the change is
  ``"uncompared"`` (the CLI marks it ``?`` and exits 2 when nothing else differs); when both sides
  are unknown, their references are compared.
- Node matching, per graph, in three passes, each among the nodes the previous passes left:
  (1) by name, for names that are non-empty and unique on both sides; (2) by the tuple of output
  names, when unique on both sides; (3) by (domain, op_type, inputs), when unique on both sides.
  Then duplicates (a node copied and pasted, which onnx accepts): among the nodes left, those that
  share a name (then those that share their outputs) are a multiset with stable positions: as many
  on both sides pair in order; else the longest common run of identical nodes pairs first and the
  others in document order between them, so an untouched copy is no change and an edited copy
  pairs with its own place.
  What is left is removed or added. Matching is by identity, never by position, so inserting a node
  does not shift the later matches; and it is per node rather than all-or-nothing, so a graph where a
  few names are empty or duplicated still matches its other nodes by name.
- Node order alone is not reported: ONNX gives a graph the same meaning in any topological order
  (optimisers reorder freely), and the layout-level view is :func:`unified_text_diff`. The order of graph
  inputs and outputs (and of a function's signature) is positional meaning (subgraph bodies, function
  calls, positional feeds), so a reordering of the common names is reported once per list.
- Granularity: a node reports one change per differing part (each attribute, op_type, domain,
  input list, output list...), as the reader thinks of them. Initialisers, graph inputs/outputs and
  value_info report one change per entity whose ``detail`` lists every differing part (dtype/shape,
  digest, doc_string...), so one edited weight is one change.
- Subgraphs (attributes ``g`` / ``graphs``), model-local functions (matched by (domain, name,
  overload)) and training_info graphs are compared with the same rules; paths carry the prefix,
  e.g. ``graph.node[If_0].attribute[then_branch].node[Add_1]`` or ``functions[custom:F].node[...]``.
- Lists keyed by name (initialisers, inputs, attributes, metadata, ...) whose key repeats get the
  keys ``k``, ``k#2``, ``k#3`` in document order.
- Paths: ``field`` and ``field[key]`` joined by ``.``; a key holding ``[``, ``]`` or ``"`` (or empty, or
  with surrounding spaces) is written as a JSON string: ``node["a]b"]``. Unnamed nodes are keyed
  ``op_type→out1,out2`` (or ``op_type#index`` without outputs).
- Bit for bit. Values compare by their bits, never by Python's ``==`` (``-0.0 == 0.0``, ``nan !=
  nan``): leaves by :func:`onnxjson.codec.values.same_leaf`, scalar fields in their canonical form
  (:func:`scalar_form`: a float field's value as the document form of its bits, so ``0.0`` and
  ``-0.0`` or two NaN payloads differ while ``0.1`` and ``0.10000000149011612`` in a float32 field,
  ``1`` and ``1.0``, or ``"NaN"`` and ``"NaN(0x7fc00000)"`` are one value), payloads by digest, and
  changed elements of a weight (``numbers``) by their bits.
- Equal subtrees are skipped by a bit-exact comparison of the document values (:func:`equal`) when
  both sides read external data from the same folder (or none), so a large model with a small edit
  diffs without hashing its weights; anything unequal goes through the canonical comparison.
  Two keyed lists under one list of unique keys in one order (the common case: an edited model's
  initialisers) pair by position, and are compared a run of members at a time by their exact
  texts, member by member only in a run that differs (:meth:`_Differ.keyed_pairs`): the changes are
  those of keying and pairing them in full.
- ``old``/``new`` are JSON-able canonical values: document values with payloads replaced by
  ``{"$payload": {"sha256": hex}}`` (or ``{"$payload": {"external": {...}}}``) and without ``$layout``.
- Identical inputs (:func:`identical_inputs`): two files of the same bytes that cannot name another
  file (no ``location`` anywhere in them, so no ONNX external data, and for documents no
  ``"weights"`` key, so no sidecar or store, and no ``\\u`` escape, which could spell either) have no
  change to find: one of them is read (so that "no change" still means two models, and the same
  unreadable bytes twice are refused as one would be, exit 2) and nothing is compared. A model the
  compiled decoder takes is not even decoded: its walk (``sources.decodes_surely``) says that it
  would decode, making no document. diff then costs a byte comparison (memcmp), a search or three
  and that walk. Identical inputs that may name other files are compared in full, since what they
  name may differ or be missing.
"""

from __future__ import annotations

import difflib
import json
import math
import os
import re
import struct
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, fields, replace
from itertools import repeat
from pathlib import Path
from typing import Any

from onnxjson import accel, files
from onnxjson._access import as_dict, as_list, as_str, as_text
from onnxjson._digest import sha256
from onnxjson._printable import printable
from onnxjson._stack import Walk, run
from onnxjson.codec.document import ENVELOPE_KEY, SCHEMA_KEY
from onnxjson.codec.layout import LAYOUT_KEY, UNKNOWN_KEY
from onnxjson.codec.payload import (
    TYPED_FIELDS,
    external_entries,
    is_external,
    iter_payload_messages,
    payload_raw,
    root_spec,
    string_digest,
    typed_to_raw,
)
from onnxjson.codec.tensors import (
    data_type_name,
    data_type_number,
    raw_to_values,
    values_to_raw,
)
from onnxjson.codec.values import (
    Base64Text,
    Blob,
    LongText,
    b64decode,
    double_from_doc,
    double_to_doc,
    equal,
    float32_from_doc,
    float32_to_doc,
    sha256_hex,
)
from onnxjson.display import describe_type
from onnxjson.errors import OnnxJsonError, PathSafetyError
from onnxjson.jsonio import dumps_indented, exact_text, one_exact_text
from onnxjson.proto import FieldSpec, registry

__all__ = [
    "NODE_KEYS",
    "Change",
    "DiffResult",
    "canonical",
    "diff_documents",
    "is_default",
    "keyed",
    "match_nodes",
    "one_line",
    "render_json",
    "render_text",
    "scalar_form",
    "unified_text_diff",
]

PAYLOAD_KEY = "$payload"
#: In a payload's canonical form (``{"external": {...}, UNREAD_KEY: why}``): its external data was
#: not read, so its values are unknown.
UNREAD_KEY = "not_read"
_TENSOR_PAYLOAD_FIELDS = frozenset((*TYPED_FIELDS, "raw_data", "external_data", "data_location"))
_ENCODED_PAYLOAD_FIELDS = frozenset(("raw_data", "external_data", "data_location"))
_EMPTY_SHA = sha256(b"").hexdigest()
_SHORT = 80


@dataclass(frozen=True)
class Change:
    """One semantic difference between two documents.

    Attributes:
        kind: ``"added"``, ``"removed"``, ``"changed"`` or ``"uncompared"`` (what could be compared
            is the same, but a side's external data was not read: whether the values changed is
            unknown, and ``detail`` says why).
        category: ``"input"``, ``"output"``, ``"node"``, ``"attribute"``, ``"initializer"``,
            ``"opset"``, ``"metadata"``, ``"value_info"``, ``"function"``, ``"extension"``,
            ``"model"``, ``"graph"`` or ``"unknown"``.
        path: where, e.g. ``graph.node[Conv_0].attribute[kernel_shape]``.
        old: the value before (JSON-able; None when added).
        new: the value after (JSON-able; None when removed).
        detail: a human summary relative to ``path``, e.g. ``[3, 3] → [5, 5]``.
        numbers: for a changed initializer whose values both sides hold (models, inline values,
            sidecars, readable external data) and whose elements are numbers: ``elements``,
            ``changed`` (how many differ), ``max_abs_change`` and ``mean_abs_change`` (over all
            elements); None otherwise.
    """

    kind: str
    category: str
    path: str
    old: Any = None
    new: Any = None
    detail: str = ""
    numbers: dict[str, Any] | None = None


@dataclass(frozen=True)
class DiffResult:
    """What :func:`onnxjson.diff` found: true when the two sides differ or may differ.

    Attributes:
        changes: the differences (:class:`Change`), in the order the text form lists them; those of
            kind ``"uncompared"`` are values that could not be compared (see :attr:`uncompared`).
    """

    changes: list[Change]

    @property
    def differ(self) -> bool:
        """Whether the two sides are known to differ (a change other than an uncompared one)."""
        return any(c.kind != "uncompared" for c in self.changes)

    @property
    def uncompared(self) -> list[Change]:
        """The changes whose values could not be compared (external data not read)."""
        return [c for c in self.changes if c.kind == "uncompared"]

    def __bool__(self) -> bool:
        return bool(self.changes)

    def __len__(self) -> int:
        return len(self.changes)

    def __iter__(self) -> Iterator[Change]:
        return iter(self.changes)

    def to_text(self, *, color: bool = False) -> str:
        """The change list as ``onnxjson diff`` prints it ("" when they are the same)."""
        return render_text(self.changes, color=color) if self.changes else ""

    def to_json(self) -> str:
        """The changes as ``onnxjson diff --json`` prints them."""
        return render_json(self.changes)


# -- small helpers ------------------------------------------------------------------------------
def _q(key: str) -> str:
    """A path key, quoted as a JSON string only when it would be ambiguous."""
    if key and key == key.strip() and not any(c in key for c in '[]"'):
        return key
    return json.dumps(key, ensure_ascii=False)


class ChangePath:
    """The path of a change (``graph.node[Conv_0].attribute[kernel_shape]``), kept as a link to its
    parent's path: a walk as deep as a document nests holds one short segment a level, and the text
    is made (``str``) only for a change or a conflict that is reported. ``ChangePath()`` is the
    document itself (the text ``""``)."""

    __slots__ = ("parent", "segment")

    def __init__(self, parent: ChangePath | None = None, segment: str = "") -> None:
        self.parent = parent
        self.segment = segment

    def field(self, name: str) -> ChangePath:
        """The path of the field ``name`` of the message here."""
        return ChangePath(self, name if self.parent is None else f".{name}")

    def key(self, key: str) -> ChangePath:
        """The path of the entry ``key`` of the list here (quoted only where it would be ambiguous)."""
        return ChangePath(self, f"[{_q(key)}]")

    def __str__(self) -> str:
        segments = []
        at: ChangePath | None = self
        while at is not None:
            segments.append(at.segment)
            at = at.parent
        return "".join(reversed(segments))

    def __repr__(self) -> str:
        return f"ChangePath({str(self)!r})"


#: The path of the document itself.
ROOT = ChangePath()


def _join(prefix: ChangePath, field: str, key: str | None = None) -> ChangePath:
    path = prefix.field(field)
    return path if key is None else path.key(key)


def _domain(value: Any) -> str:
    d = as_str(value)
    return "" if d == "ai.onnx" else d


def _jsonable_leaf(value: Any) -> Any:
    if isinstance(value, Blob):
        return value.base64()
    if isinstance(value, LongText):
        return value.text()
    if isinstance(value, (bytes, bytearray, memoryview)):
        return Blob(bytes(value)).base64()
    return value


def _jsonable(value: Any) -> Any:
    """JSON-able copy: Blob → base64, tuples → lists, ``$layout`` dropped (iterative: documents nest
    deeper than Python's recursion limit)."""
    if not isinstance(value, (dict, list, tuple)):
        return _jsonable_leaf(value)
    root: Any = {} if isinstance(value, dict) else []
    stack = [(value, root)]
    while stack:
        src, dst = stack.pop()
        if isinstance(src, dict):
            for key, item in src.items():
                if key != LAYOUT_KEY:
                    dst[key] = new = {} if isinstance(item, dict) else [] if isinstance(item, (list, tuple)) \
                        else _jsonable_leaf(item)
                    if isinstance(item, (dict, list, tuple)):
                        stack.append((item, new))
        else:
            for item in src:
                new = {} if isinstance(item, dict) else [] if isinstance(item, (list, tuple)) else _jsonable_leaf(item)
                dst.append(new)
                if isinstance(item, (dict, list, tuple)):
                    stack.append((item, new))
    return root


def _json_pieces(value: Any) -> Iterable[str]:
    """``json.dumps(_jsonable(value), ensure_ascii=False, separators=(", ", ": "))`` in pieces, made
    as they are read (iterative, and a reader that stops early never renders the rest)."""
    stack: list[Any] = [(value,)]
    while stack:
        item = stack.pop()
        if isinstance(item, str):  # punctuation pushed for later
            yield item
            continue
        value = item[0]
        if isinstance(value, dict):
            members = [(k, v) for k, v in value.items() if k != LAYOUT_KEY]
            stack.append("}")
            for i in range(len(members) - 1, -1, -1):
                key, member = members[i]
                stack.append((member,))
                stack.append(("" if i == 0 else ", ") + json.dumps({key: 0}, ensure_ascii=False)[1:-4] + ": ")
            stack.append("{")
        elif isinstance(value, (list, tuple)):
            stack.append("]")
            for i in range(len(value) - 1, -1, -1):
                stack.append((value[i],))
                if i:
                    stack.append(", ")
            stack.append("[")
        else:
            yield json.dumps(_jsonable_leaf(value), ensure_ascii=False)


def _short(value: Any) -> str:
    """A compact one-line rendering of a JSON-able value."""
    if value is None:
        return "(none)"
    if isinstance(value, dict) and PAYLOAD_KEY in value and set(value) <= {
            PAYLOAD_KEY, "data_type", "dims", "name"}:
        return _tensor_brief(value)
    return one_line(value, _SHORT)


def one_line(value: Any, limit: int) -> str:
    """The compact JSON text of a document value (payloads as base64, no ``$layout``), cut to
    ``limit`` characters with "…"; only the part shown is rendered (values nest without limit)."""
    text = ""
    for piece in _json_pieces(value):
        text += piece
        if len(text) > limit:
            break
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _dims_text(dims: Any) -> str:
    return "[" + ", ".join(as_text(d) for d in as_list(dims)) + "]"


def _payload_text(payload: Any) -> str:
    p = as_dict(payload)
    if "sha256" in p:
        return f"digest {str(p['sha256'])[:8]}…"
    ext = as_dict(p.get("external"))
    if ext:
        where = str(ext.get("location", "?"))
        if "offset" in ext or "length" in ext:
            where += f"@{ext.get('offset', 0)}+{ext.get('length', '?')}"
        return f"external {where}" + (" (not read)" if UNREAD_KEY in p else "")
    return "no payload"


def _payload_change(a: Any, b: Any) -> str:
    pa, pb = as_dict(a), as_dict(b)
    if UNREAD_KEY in pa or UNREAD_KEY in pb:
        return f"values not compared ({_payload_text(pa)} → {_payload_text(pb)})"
    if "sha256" in pa and "sha256" in pb:
        return f"digest {str(pa['sha256'])[:8]}… → {str(pb['sha256'])[:8]}…"
    return f"{_payload_text(pa)} → {_payload_text(pb)}"


def _tensor_brief(canon: dict[str, Any], values: list[Any] | None = None) -> str:
    text = f"{data_type_name(canon.get('data_type'))} {_dims_text(canon.get('dims'))}"
    if values is not None:
        shown = one_line(values, _SHORT + 1)  # the same text, made without recursion
        if len(shown) <= _SHORT:
            return f"{text} {shown}"
    return f"{text} {_payload_text(canon.get(PAYLOAD_KEY))}"


def keyed(items: Any, keyfn: Callable[[int, dict[str, Any]], str]) -> dict[str, dict[str, Any]]:
    """Items of a list by key (document order); a repeated key ``k`` becomes ``k#2``, ``k#3``..."""
    seen: Counter[str] = Counter()
    out: dict[str, dict[str, Any]] = {}
    for i, item in enumerate(as_list(items)):
        item = as_dict(item)
        key = keyfn(i, item)
        seen[key] += 1
        if seen[key] > 1:
            key = f"{key}#{seen[key]}"
        out[key] = item
    return out


def _pairs(ma: dict[str, Any], mb: dict[str, Any]) -> Iterable[tuple[str, Any, Any]]:
    for k, x in ma.items():
        yield k, x, mb.get(k)
    for k, y in mb.items():
        if k not in ma:
            yield k, None, y


def _by_name(i: int, item: dict[str, Any]) -> str:
    return as_str(item.get("name")) or f"#{i}"


def _without(msg: dict[str, Any], keys: Iterable[str]) -> dict[str, Any]:
    drop = set(keys)
    return {k: v for k, v in msg.items() if k not in drop}


# -- one side: payload digests and canonical values ---------------------------------------------
class _Side:
    """Digests and canonical values for one document (with its external-data folder)."""

    def __init__(self, base_dir: str | os.PathLike[str] | None, sidecar: str | None = None,
                 on_hashed: Callable[[int], None] | None = None, *, trust: bool = False) -> None:
        self.base_dir = Path(base_dir) if base_dir is not None else None
        self.sidecar = sidecar
        self.on_hashed = on_hashed
        self.trust = trust
        self._files: dict[str, Any] = {}
        self._unread: dict[str, str] = {}  # why an external data file was not read, by location
        #: Sidecar payloads whose bytes no longer match the document's digest (edited by hand), by
        #: (offset, size): build refuses them until ``onnxjson rehash`` accepts the bytes.
        self.edited: dict[tuple[int, int], str] = {}
        self._hashed: dict[tuple[int, int], str] = {}  # sidecar ranges hashed, by (offset, size)

    def raw_payload(self, msg: dict[str, Any]) -> Any:
        """The raw-form bytes of a tensor's values when this side holds them, else None."""
        if is_external(msg):
            return self._external(msg, want_data=True).get("data")
        raw = msg.get("raw_data")
        if isinstance(raw, dict) and isinstance(raw.get("offset"), int) and isinstance(raw.get("size"), int):
            data = self._external_data(self.sidecar) if isinstance(self.sidecar, str) else None
            start, size = raw["offset"], raw["size"]
            if data is None or not 0 <= start <= start + size <= len(data):
                return None
            return data[start:start + size]
        found = payload_raw(msg, registry().messages["TensorProto"])
        if found is None:
            return None
        value = found[1]
        return value.data if isinstance(value, Blob) else value

    def close(self) -> None:
        for src in self._files.values():
            if src is not None:
                src.close()
        self._files.clear()

    def _external_data(self, location: str) -> Any:
        if self.base_dir is None:
            return None
        if location not in self._files:
            try:
                self._files[location] = files.open_document_file(location, self.base_dir, trust=self.trust,
                                                                 what="external data")
            except OnnxJsonError as e:
                self._files[location] = None
                self._unread[location] = _not_read(e)
        src = self._files[location]
        return None if src is None else src.data

    def payload(self, msg: dict[str, Any], tensor: bool) -> dict[str, Any]:
        """``{"sha256": hex}`` of a TensorProto/EncodedValueProto payload, or ``{"external": ...}``."""
        if is_external(msg):
            return self._external(msg)
        dtype = data_type_number(msg.get("data_type")) if tensor else None
        parts: list[tuple[str, str]] = []
        if "raw_data" in msg:
            raw = msg["raw_data"]
            parts.append(("raw_data", self._sidecar_digest(raw) or _raw_digest(raw, dtype)))
            if self.on_hashed is not None and isinstance(raw, (Blob, bytes, bytearray, memoryview, LongText)):
                self.on_hashed(len(raw))
        if tensor:
            for field in TYPED_FIELDS:
                value = msg.get(field)
                if isinstance(value, dict) or (isinstance(value, list) and value):
                    parts.append((field, self._sidecar_digest(value) or _typed_digest(field, value, dtype)))
        if len(parts) > 1:
            parts = [p for p in parts if p[1] != _EMPTY_SHA] or parts[:1]
        if not parts:
            return {"sha256": _EMPTY_SHA}
        if len(parts) == 1:
            return {"sha256": parts[0][1]}
        joined = ";".join(f"{f}={d}" for f, d in parts)
        return {"sha256": sha256(joined.encode()).hexdigest(), "fields": [f for f, _ in parts]}

    def _sidecar_digest(self, ref: Any) -> str | None:
        """The digest of a sidecar reference's bytes as the sidecar holds them now (build checks the
        same bytes against the reference's ``sha256``), or None for another value or an unread sidecar.
        A range that does not match its digest is remembered in :attr:`edited`; one past the
        sidecar's end is a digest of nothing like the document's, so the payload shows as changed."""
        if not (isinstance(ref, dict) and type(ref.get("offset")) is int and type(ref.get("size")) is int
                and isinstance(ref.get("sha256"), str) and isinstance(self.sidecar, str)):
            return None
        data = self._external_data(self.sidecar)
        if data is None:
            return None
        start, size = ref["offset"], ref["size"]
        stored = str(ref["sha256"]).lower()
        if not 0 <= start <= start + size <= len(data):
            found = f"past the end ({start}+{size} of {len(data):,} bytes)"
            self.edited[(start, size)] = found
            return sha256(f"unread:{found}".encode()).hexdigest()
        digest = self._hashed.get((start, size))
        if digest is None:
            if self.on_hashed is not None:
                self.on_hashed(size)
            with memoryview(data) as view, view[start:start + size] as part:  # no copy of the range
                digest = self._hashed[(start, size)] = sha256(part).hexdigest()
        if digest != stored:
            self.edited[(start, size)] = "its bytes do not match the digest"
        return digest

    def check_sidecar(self, doc: Any) -> None:
        """Hash every sidecar range of ``doc`` that comparing did not reach (parts equal on both
        sides are not looked at), so that an edited sidecar is found wherever it was edited."""
        spec = root_spec(doc)
        if not isinstance(self.sidecar, str) or self.base_dir is None or spec is None:
            return
        for msg, _mspec, _path in iter_payload_messages(doc, spec, paths=False):
            for field in ("raw_data", *TYPED_FIELDS):
                self._sidecar_digest(msg.get(field))

    def _external(self, msg: dict[str, Any], want_data: bool = False) -> dict[str, Any]:
        """The digest of a tensor's ONNX external data, read from this side's folder; without a
        folder, its reference (``{"external": info}``); with one where it cannot be read, the
        reference and why (``{"external": info, UNREAD_KEY: reason}``: its values are unknown)."""
        info, _problems = external_entries(msg)
        location = info.get("location")
        reason = "it names no file"
        if isinstance(location, str) and location:
            data = self._external_data(location)
            reason = self._unread.get(location, "")
            if data is not None:
                start, length = info.get("offset", 0), info.get("length")
                reason = "its offset and length are not numbers"
                if isinstance(start, int) and (length is None or isinstance(length, int)):
                    end = len(data) if length is None else start + length
                    reason = f"its range {start}+{end - start} is not inside the file's {len(data):,} bytes"
                    if 0 <= start <= end <= len(data):
                        if want_data:
                            return {"data": data[start:end]}
                        if self.on_hashed is not None:
                            self.on_hashed(end - start)
                        return {"sha256": sha256(data[start:end]).hexdigest()}
        if self.base_dir is None:
            return {"external": info}
        return {"external": info, UNREAD_KEY: reason}

    def canon(self, value: Any, spec_name: str | None) -> Any:
        """The canonical JSON-able form of a document value of message type ``spec_name``.

        Iterative: each value waits on a stack with the container and key its form goes to.
        """
        messages = registry().messages
        result: list[Any] = [None]
        stack: list[tuple[Any, str | None, Any, Any]] = [(value, spec_name, result, 0)]
        while stack:
            value, spec_name, dst, where = stack.pop()
            if isinstance(value, list):
                items: list[Any] = [None] * len(value)
                dst[where] = items
                stack.extend((v, spec_name, items, i) for i, v in enumerate(value))
                continue
            spec = messages.get(spec_name) if spec_name is not None and isinstance(value, dict) else None
            if spec is None:
                dst[where] = _jsonable(value)
                continue
            tensor = spec_name == "TensorProto"
            drop: frozenset[str] = frozenset()
            if tensor:
                drop = _TENSOR_PAYLOAD_FIELDS
            elif spec_name == "EncodedValueProto":
                drop = _ENCODED_PAYLOAD_FIELDS
            out: dict[str, Any] = {}
            dst[where] = out
            for k, v in value.items():
                if k == LAYOUT_KEY or k in drop:
                    continue
                f = spec.by_name.get(k)
                if is_default(spec.name, f, v):
                    continue
                sub = f.message if f is not None and f.kind in ("message", "group") else None
                if f is not None and sub is None:
                    out[k] = scalar_form(f, v)
                    continue
                out[k] = None  # the place, in field order; the form comes when its turn comes
                stack.append((v, sub, out, k))
            if drop:
                out[PAYLOAD_KEY] = self.payload(value, tensor)
        return result[0]


def canonical(value: Any, spec_name: str | None) -> Any:
    """The canonical JSON-able form of a document value of message type ``spec_name``.

    What :func:`diff_documents` compares: no ``$layout``, proto defaults dropped, payloads replaced by
    ``{"$payload": {"sha256": hex}}`` (ONNX external data by its location, offset and length).
    Two values mean the same exactly when their canonical forms are equal.
    """
    side = _Side(None)
    try:
        return side.canon(value, spec_name)
    finally:
        side.close()


# Singular scalars whose presence carries meaning although they are not in a oneof: an attribute's
# value fields say which value the attribute holds.
_PRESENCE_MATTERS = frozenset({("AttributeProto", "f"), ("AttributeProto", "i"), ("AttributeProto", "s")})


def is_default(owner: str, f: FieldSpec | None, value: Any) -> bool:
    """Whether a field's value means the same as the field being absent.

    True for ``None``, an empty repeated field, and a singular scalar outside a oneof that holds
    its proto default (``0``, ``""``, ``false``, the enum's 0 value): protobuf readers cannot tell
    those from absence. Oneof members keep their presence (``dim_value: 0`` is not an unknown dim).
    """
    if value is None:
        return True
    if f is None:
        return False
    if f.repeated:
        return isinstance(value, list) and not value
    if f.oneof is not None or f.kind in ("message", "group") or (owner, f.name) in _PRESENCE_MATTERS:
        return False
    if isinstance(value, bool):
        return value is False
    if f.kind in _FLOAT_FROM_DOC:  # the default is the bits 0 (not -0.0), in any of its JSON forms
        try:
            return not any(_FLOAT_FROM_DOC[f.kind](value))
        except ValueError:
            return False
    if isinstance(value, (int, float)):
        return value == 0  # an integer field: -0 (JSON's -0 reads as -0.0) is written 0
    if isinstance(value, str):
        if value == "":
            return True
        if f.enum is not None:
            enum = registry().enums.get(f.enum)
            return enum is not None and enum.by_number.get(0) == value
    return False


_FLOAT_FROM_DOC: dict[str, Callable[[object], bytes]] = {"float": float32_from_doc, "double": double_from_doc}
_FLOAT_TO_DOC: dict[str, Callable[[bytes], Any]] = {"float": float32_to_doc, "double": double_to_doc}
_INTEGER_KINDS = frozenset(("int32", "int64", "uint32", "uint64", "sint32", "sint64", "fixed32", "fixed64",
                            "sfixed32", "sfixed64", "enum"))


def scalar_form(f: FieldSpec | None, value: Any) -> Any:
    """The canonical form of a scalar field's value (a list for a repeated field): one form for all
    the JSON forms the encoder writes as the same bytes, and different forms for different bytes.

    A float or double becomes the document form of its bits (``0.10000000149011612`` in a float32
    field is ``0.1``, ``"1.5"`` is ``1.5``, ``"NaN(0x7fc00000)"`` is ``"NaN"``; ``-0.0`` stays
    ``-0.0`` and each NaN payload its own string); an integer written as an integral float is that
    integer (``-0.0`` in an int64 field is ``0``); an enum number is its name where the enum has
    one. A value the encoder would refuse keeps its own form. Compare forms with
    :func:`onnxjson.codec.values.equal` (bit for bit), never with ``==`` (``-0.0 == 0.0``).
    """
    if f is None or f.kind in ("message", "group"):
        return _jsonable(value)
    if isinstance(value, list):
        return [_scalar_leaf(f, v) for v in value]
    return _scalar_leaf(f, value)


def _scalar_leaf(f: FieldSpec, value: Any) -> Any:
    kind = f.kind
    if kind in _FLOAT_FROM_DOC:
        try:
            return _FLOAT_TO_DOC[kind](_FLOAT_FROM_DOC[kind](value))
        except ValueError:
            return _jsonable(value)
    if kind in _INTEGER_KINDS and not isinstance(value, bool):
        if isinstance(value, float) and value.is_integer():
            value = int(value)
        if f.enum is not None and isinstance(value, int):
            enum = registry().enums.get(f.enum)
            name = enum.by_number.get(value) if enum is not None else None
            return value if name is None else name
        return value
    return _jsonable(value)


def _not_read(error: OnnxJsonError) -> str:
    """Why an external data file was not read, in a few words."""
    why = error.message.replace(" (use trust_paths=True if you trust this document)", "")
    return f"refused: {why}" if isinstance(error, PathSafetyError) else why


def _is_unread(value: Any) -> bool:
    return isinstance(value, dict) and UNREAD_KEY in value and "external" in value


def _unknown_only(a: Any, b: Any) -> list[tuple[str, Any]] | None:
    """When two canonical forms differ only at payloads one side did not read, those payloads
    (``("old" | "new", payload)``); None when they differ elsewhere too (or not at all)."""
    unknown: list[tuple[str, Any]] = []
    stack = [(a, b)]
    while stack:
        x, y = stack.pop()
        if _is_unread(x) or _is_unread(y):
            if _is_unread(x) and _is_unread(y):  # neither side read it: the references compare
                if not equal(x["external"], y["external"]):
                    return None
            else:
                unknown.append(("old", x) if _is_unread(x) else ("new", y))
        elif isinstance(x, dict) and isinstance(y, dict) and x.keys() == y.keys():
            stack.extend((x[k], y[k]) for k in x)
        elif isinstance(x, list) and isinstance(y, list) and len(x) == len(y):
            stack.extend(zip(x, y, strict=True))
        elif not equal(x, y):
            return None
    return unknown or None


def _unread_text(unknown: list[tuple[str, Any]]) -> str:
    side, payload = unknown[0]
    ext = as_dict(payload.get("external"))
    where = str(ext.get("location", "?"))
    if "offset" in ext or "length" in ext:
        where += f"@{ext.get('offset', 0)}+{ext.get('length', '?')}"
    more = f" (and {len(unknown) - 1} more)" if len(unknown) > 1 else ""
    return (f"cannot compare: the {side} side's external data {where} was not read: "
            f"{payload.get(UNREAD_KEY)}{more}")


def _json_digest(tag: str, value: Any) -> str:
    plain = _jsonable(value)
    try:
        text = json.dumps(plain, sort_keys=True, ensure_ascii=False)
    except RecursionError:  # a value nested deeper than json.dumps recurses (the other side's too)
        text = "deep:" + dumps_indented(plain, indent=0)
    return sha256(f"json:{tag}:{text}".encode()).hexdigest()


def _raw_digest(raw: Any, dtype: int | None) -> str:
    if isinstance(raw, (Blob, bytes, bytearray, memoryview)):
        return sha256_hex(raw)
    if isinstance(raw, (str, LongText)):
        try:
            return sha256_hex(Base64Text(raw))
        except ValueError:
            return _json_digest("raw_data", raw)
    if isinstance(raw, dict):
        if isinstance(raw.get("sha256"), str):
            return str(raw["sha256"]).lower()
        if "values" in raw and dtype is not None:
            try:
                return sha256(values_to_raw(dtype, raw["values"])).hexdigest()
            except ValueError:
                pass
    return _json_digest("raw_data", raw)


def _typed_digest(field: str, value: Any, dtype: int | None) -> str:
    if isinstance(value, dict):
        if isinstance(value.get("sha256"), str):
            return str(value["sha256"]).lower()
        return _json_digest(field, value)
    if field == "string_data":
        try:
            return string_digest(value)[1]
        except ValueError:
            return _json_digest(field, value)
    raw = typed_to_raw(field, dtype, value)
    if raw is None:
        return _json_digest(field, value)
    return sha256(raw).hexdigest()


def _small_values(msg: dict[str, Any], limit: int = 16) -> list[Any] | None:
    """The values of a small inline tensor, for display only (never for comparison)."""
    raw = msg.get("raw_data")
    if isinstance(raw, dict) and isinstance(raw.get("values"), list):
        values: list[Any] = raw["values"]
        return values if len(values) <= limit else None
    if raw.__class__ is Blob:  # a model read without readable values (diff_files): the values it would show
        dtype = data_type_number(msg.get("data_type"))
        return None if dtype is None else raw_to_values(dtype, raw.data, limit)
    if isinstance(raw, LongText) and len(raw) <= limit * 12:
        raw = raw.text()
    if isinstance(raw, str) and len(raw) <= limit * 12:
        dtype = data_type_number(msg.get("data_type"))
        if dtype is None:
            return None
        try:
            return raw_to_values(dtype, b64decode(raw), limit)
        except ValueError:
            return None
    if raw is None and not is_external(msg):
        for field in TYPED_FIELDS:
            value = msg.get(field)
            if isinstance(value, list) and value:
                return value if len(value) <= limit else None
    return None


# -- the differ ---------------------------------------------------------------------------------
_MODEL_SCALARS = {"ir_version": 0, "producer_name": "", "producer_version": "", "domain": "",
                  "model_version": 0, "doc_string": ""}
_NODE_SCALARS = {"op_type": "", "domain": "", "overload": "", "name": "", "doc_string": ""}
_ATTR_VALUES = ("f", "i", "s", "t", "g", "floats", "ints", "strings", "tensors", "graphs", "tp",
                "type_protos", "sparse_tensor", "sparse_tensors")


#: Members of two aligned lists whose texts :meth:`_Differ.keyed_pairs` compares at once.
_RUN = 64

#: The message whose scalar fields :meth:`_Differ.scalar` compares, by its category.
_SCALAR_OWNERS = {"model": "ModelProto", "node": "NodeProto", "graph": "GraphProto", "function": "FunctionProto"}
_OPSET_VERSION = registry().messages["OperatorSetIdProto"].by_name["version"]


class _Differ:
    def __init__(self, a: _Side, b: _Side) -> None:
        self.a = a
        self.b = b
        self.out: list[Change] = []
        # With the same external-data folder on both sides, equal document values have equal
        # canonical forms, so equal subtrees can be skipped without hashing anything.
        self.same_files = a.base_dir == b.base_dir
        self._differ: dict[tuple[int, int], tuple[Any, Any]] = {}  # pairs known to differ (see same)
        self._same: dict[tuple[int, int], tuple[Any, Any]] = {}  # members known the same (see same_members)
        # Lists whose first runs are known the same, and the start of the first run that may differ
        # (see same_members): keyed_pairs compares the runs from there on, not from the start again.
        self._runs_from: dict[tuple[int, int], tuple[Any, Any, int]] = {}

    def same(self, x: Any, y: Any) -> bool:
        """A fast check that two document values cannot differ (False means: compare them)."""
        if not self.same_files:
            return False
        if x is y:
            return True
        known = self._same.get((id(x), id(y)))
        if known is not None and known[0] is x and known[1] is y:
            return True
        hit = self._differ.get((id(x), id(y)))
        if hit is not None and hit[0] is x and hit[1] is y:
            return False
        # The same exact text is the same value; another text is most often another value, then
        # compared by the caller, and its parts asked about again (their texts made again, in C).
        text_x = exact_text(x)
        text_y = None if text_x is None else exact_text(y)
        if text_y is not None:
            return text_x == text_y
        trail: list[tuple[Any, Any]] = []
        if equal(x, y, trail):
            return True
        # Every pair of containers on the way down to the difference differs too: the walk below
        # asks about them level by level, and is told at once (not walked again: quadratic).
        for p, q in trail:
            self._differ[(id(p), id(q))] = (p, q)
        return False

    def keyed_pairs(self, la: Any, lb: Any, keyfn: Callable[[int, dict[str, Any]], str], *, whole: bool = False
                    ) -> tuple[Iterable[tuple[Any, Any, Any]], tuple[list[str], list[str]] | None]:
        """The ``(key, x, y)`` of :func:`keyed` ``la`` and ``lb`` as :func:`_pairs` gives them, less pairs
        that are the same (:meth:`same`), and the two lists of keys (None when they are one list).

        Two lists of dicts under the same unique keys in the same order pair by position: their exact
        texts (as :meth:`same` makes them, in C) are compared a run of :data:`_RUN` members at a time,
        then member by member within a run that differs, so a list of 100,000 initialisers with one
        edited is neither keyed nor walked in Python, and paths are made for the pairs compared only.
        Other lists are keyed and paired in full (``whole``: unless :meth:`same` says they are one).
        """
        if self.same_files and la.__class__ is list and lb.__class__ is list and len(la) == len(lb):
            known = self._runs_from.get((id(la), id(lb)))
            first = known[2] if known is not None and known[0] is la and known[1] is lb else 0
            found = self._aligned(la, lb, keyfn, first)
            if found is not None:
                return found, None
        if whole and self.same(la, lb):
            return [], None
        ma, mb = keyed(la, keyfn), keyed(lb, keyfn)
        return _pairs(ma, mb), (list(ma), list(mb))

    @staticmethod
    def _aligned(la: list[Any], lb: list[Any], keyfn: Callable[[int, dict[str, Any]], str], first: int = 0
                 ) -> list[tuple[Any, Any, Any]] | None:
        """keyed_pairs' pairs of two lists of one length, when they are dicts under one list of unique keys
        (``first``: where the runs that may differ start, those before it known the same)."""
        if (set(map(type, la)) | set(map(type, lb))) - {dict}:
            return None
        if keyfn is _by_name:  # the key is the name when it is a string, not empty (else #i)
            keys = list(map(dict.get, la, repeat("name")))
            same_keys = keys == list(map(dict.get, lb, repeat("name")))
            if set(map(type, keys)) - {str} or "" in keys:
                keys = [keyfn(i, x) for i, x in enumerate(la)]
        else:
            keys = [keyfn(i, x) for i, x in enumerate(la)]
            same_keys = keys == [keyfn(i, y) for i, y in enumerate(lb)]
        if not same_keys or len(set(keys)) != len(keys):
            return None  # keyed would rename repeats (k#2), or pair them otherwise
        # A run of members with one exact text on both sides is one list of values (see same): only
        # the members of other runs are paired, each left out when it has one exact text too.
        maybe = []
        for start in range(first, len(la), _RUN):
            run_a = la[start:start + _RUN]
            if one_exact_text(run_a, lb[start:start + _RUN]):
                continue
            maybe += [(keys[i], x, lb[i]) for i, x in enumerate(run_a, start) if not one_exact_text(x, lb[i])]
        return maybe

    def uncompared(self, category: str, path: ChangePath, ca: Any, cb: Any) -> bool:
        """Whether two unequal canonical forms differ only where a side's external data was not
        read; then the change is ``"uncompared"`` (added here), not a difference."""
        unknown = _unknown_only(ca, cb)
        if unknown is None:
            return False
        self.out.append(Change("uncompared", category, str(path), ca, cb, _unread_text(unknown)))
        return True

    # -- generic pieces ---------------------------------------------------------------------
    def scalar(self, category: str, prefix: ChangePath, field: str, a: dict[str, Any], b: dict[str, Any], *,
               default: Any) -> None:
        va, vb = a.get(field), b.get(field)
        na = default if va is None else va
        nb = default if vb is None else vb
        if field == "domain":
            na, nb = _domain(na), _domain(nb)
        f = registry().messages[_SCALAR_OWNERS[category]].by_name.get(field)
        if not equal(scalar_form(f, na), scalar_form(f, nb)):
            self.out.append(Change("changed", category, str(_join(prefix, field)), _jsonable(va), _jsonable(vb),
                      f"{_short(va)} → {_short(vb)}"))

    def value(self, category: str, path: ChangePath, va: Any, vb: Any, spec_name: str | None,
              field: FieldSpec | None = None) -> None:
        """Compare one field of any type as a whole (``field``: a scalar field, by its canonical form)."""
        if field is not None and spec_name is None:
            ca = None if va is None else scalar_form(field, va)
            cb = None if vb is None else scalar_form(field, vb)
        else:
            ca = None if va is None else self.a.canon(va, spec_name)
            cb = None if vb is None else self.b.canon(vb, spec_name)
        if equal(ca, cb):
            return
        if va is not None and vb is not None and self.uncompared(category, path, ca, cb):
            return
        kind = "added" if va is None else "removed" if vb is None else "changed"
        detail = _short(cb) if va is None else _short(ca) if vb is None else f"{_short(ca)} → {_short(cb)}"
        self.out.append(Change(kind, category, str(path), ca, cb, detail))

    def rest(self, category: str, prefix: ChangePath, a: dict[str, Any], b: dict[str, Any], *,
             handled: Iterable[str], spec_name: str) -> None:
        """Fields the structured comparison does not cover, compared as whole values."""
        spec = registry().messages.get(spec_name)
        done = set(handled)
        keys = [k for k in a if k not in done and not k.startswith("$")]
        keys += [k for k in b if k not in done and not k.startswith("$") and k not in a]
        for k in keys:
            f = spec.by_name.get(k) if spec is not None else None
            sub = f.message if f is not None and f.kind in ("message", "group") else None
            va = None if is_default(spec_name, f, a.get(k)) else a.get(k)
            vb = None if is_default(spec_name, f, b.get(k)) else b.get(k)
            self.value(category, _join(prefix, k), va, vb, sub, f)

    def unknown(self, prefix: ChangePath, a: dict[str, Any], b: dict[str, Any]) -> None:
        self.value("unknown", _join(prefix, UNKNOWN_KEY), a.get(UNKNOWN_KEY), b.get(UNKNOWN_KEY), None)

    def opsets(self, prefix: ChangePath, la: Any, lb: Any) -> None:
        def domain(i: int, item: dict[str, Any]) -> str:
            return _domain(item.get("domain")) or "ai.onnx"

        # Keyed, not a table by domain: a repeated domain is an entry of its own (ai.onnx#2).
        ma, mb = keyed(la, domain), keyed(lb, domain)
        for key, x, y in _pairs(ma, mb):
            path = _join(prefix, "opset_import", key)
            va = None if x is None else x.get("version")
            vb = None if y is None else y.get("version")
            # A version may be any value in an unchecked document, nested deeper than == and str
            # recurse: compared by its canonical form (18 and 18.0 are one int64), without
            # recursion, shown by as_text.
            if y is None:
                self.out.append(Change("removed", "opset", str(path), va, None, as_text(va)))
            elif x is None:
                self.out.append(Change("added", "opset", str(path), None, vb, as_text(vb)))
            elif not equal(scalar_form(_OPSET_VERSION, va), scalar_form(_OPSET_VERSION, vb)):
                self.out.append(Change("changed", "opset", str(path), va, vb, f"{as_text(va)} → {as_text(vb)}"))

    def metadata(self, prefix: ChangePath, la: Any, lb: Any, field: str = "metadata_props",
                 category: str = "metadata") -> None:
        ma = keyed(la, lambda i, e: as_str(e.get("key")))
        mb = keyed(lb, lambda i, e: as_str(e.get("key")))
        for key, x, y in _pairs(ma, mb):
            path = _join(prefix, field, key)
            va = None if x is None else _jsonable(x.get("value"))
            vb = None if y is None else _jsonable(y.get("value"))
            if x is None:
                self.out.append(Change("added", category, str(path), None, vb, _short(vb)))
            elif y is None:
                self.out.append(Change("removed", category, str(path), va, None, _short(va)))
            elif _jsonable(x) != _jsonable(y):
                self.out.append(Change("changed", category, str(path), _jsonable(_without(x, ["key"])),
                          _jsonable(_without(y, ["key"])), f"{_short(va)} → {_short(vb)}"))

    def names(self, category: str, prefix: ChangePath, field: str, la: Any, lb: Any) -> None:
        """A list of names (function inputs/outputs/attributes): added, removed, order."""
        na = [_jsonable(x) for x in as_list(la)]
        nb = [_jsonable(x) for x in as_list(lb)]
        for name in na:
            if name not in nb:
                self.out.append(Change("removed", category, str(_join(prefix, field, str(name))), name, None, str(name)))
        for name in nb:
            if name not in na:
                self.out.append(Change("added", category, str(_join(prefix, field, str(name))), None, name, str(name)))
        self.order(category, _join(prefix, field), [str(x) for x in na], [str(x) for x in nb])

    def order(self, category: str, path: ChangePath, na: list[str], nb: list[str]) -> None:
        common_a = [n for n in na if n in nb]
        common_b = [n for n in nb if n in na]
        if common_a != common_b:
            self.out.append(Change("changed", category, str(path), na, nb,
                      f"order {', '.join(common_a)} → {', '.join(common_b)}"))

    # -- entities compared as one change ----------------------------------------------------------
    def entity(self, category: str, path: ChangePath, x: dict[str, Any], y: dict[str, Any], *, spec_name: str,
               describe: Callable[[dict[str, Any], dict[str, Any], dict[str, Any], dict[str, Any]],
                                  list[str]] | None = None,
               shown: Iterable[str] = (), skip: Iterable[str] = ("name",)) -> None:
        """Compare two messages as one entity: one change whose detail lists the differing parts.

        ``describe`` renders the parts named in ``shown``; every other differing field is listed as
        ``field: old → new``.
        """
        if self.same(x, y):
            return
        skip = (*skip, UNKNOWN_KEY)
        ca = self.a.canon(_without(x, skip), spec_name)
        cb = self.b.canon(_without(y, skip), spec_name)
        if not equal(ca, cb) and not self.uncompared(category, path, ca, cb):
            parts = describe(x, y, ca, cb) if describe is not None else []
            shown = set(shown)
            for k in [*ca, *(k for k in cb if k not in ca)]:
                if k in shown or equal(ca.get(k), cb.get(k)):
                    continue
                parts.append(f"{k}: {_short(ca.get(k))} → {_short(cb.get(k))}")
            self.out.append(Change("changed", category, str(path), ca, cb, "; ".join(parts)))
        self.unknown(path, x, y)

    def tensors(self, prefix: ChangePath, field: str, la: Any, lb: Any, category: str = "initializer") -> None:
        pairs, _ = self.keyed_pairs(la, lb, _by_name, whole=True)
        for key, x, y in pairs:
            path = _join(prefix, field, key)
            if x is None or y is None:
                side, msg = (self.b, y) if x is None else (self.a, x)
                c = side.canon(_without(msg, ["name"]), "TensorProto")
                self.out.append(Change("added" if x is None else "removed", category, str(path),
                          None if x is None else c, c if x is None else None,
                          _tensor_brief(c, _small_values(msg))))
            else:
                before = len(self.out)
                self.entity(category, path, x, y, spec_name="TensorProto", describe=_tensor_parts,
                            shown=("data_type", "dims", PAYLOAD_KEY))
                if len(self.out) > before and self.out[before].path == str(path):
                    self._add_numbers(before, x, y)

    def _add_numbers(self, index: int, x: dict[str, Any], y: dict[str, Any]) -> None:
        """Elements changed, max and mean absolute change, when both sides hold numeric values."""
        change = self.out[index]
        if not (isinstance(change.old, dict) and isinstance(change.new, dict)) or \
                change.old.get(PAYLOAD_KEY) == change.new.get(PAYLOAD_KEY):
            return
        numbers = weight_numbers(self.a.raw_payload(x), data_type_number(x.get("data_type")),
                                 self.b.raw_payload(y), data_type_number(y.get("data_type")))
        if numbers is not None:
            # Small tensors already show their values; the numbers go to --json only.
            shown = "values " in change.detail
            detail = change.detail if shown else f"{change.detail}; {_numbers_text(numbers)}"
            self.out[index] = replace(change, numbers=numbers, detail=detail)

    def sparse(self, prefix: ChangePath, la: Any, lb: Any) -> None:
        def key(i: int, item: dict[str, Any]) -> str:
            return as_str(as_dict(item.get("values")).get("name")) or f"#{i}"

        pairs, _ = self.keyed_pairs(la, lb, key)
        for k, x, y in pairs:
            path = _join(prefix, "sparse_initializer", k)
            if x is None or y is None:
                side, msg = (self.b, y) if x is None else (self.a, x)
                c = side.canon(msg, "SparseTensorProto")
                values = as_dict(c.get("values"))
                brief = (f"sparse {data_type_name(values.get('data_type'))} {_dims_text(c.get('dims'))} "
                         f"{_payload_text(values.get(PAYLOAD_KEY))}")
                self.out.append(Change("added" if x is None else "removed", "initializer", str(path),
                          None if x is None else c, c if x is None else None, brief))
            else:
                self.entity("initializer", path, x, y, spec_name="SparseTensorProto", describe=_sparse_parts,
                            shown=("values", "indices", "dims"), skip=())

    def encoded(self, prefix: ChangePath, la: Any, lb: Any) -> None:
        pairs, _ = self.keyed_pairs(la, lb, _by_name)
        for key, x, y in pairs:
            path = _join(prefix, "encoded_initializer", key)
            if x is None or y is None:
                side, msg = (self.b, y) if x is None else (self.a, x)
                c = side.canon(_without(msg, ["name"]), "EncodedValueProto")
                brief = f"encoded {describe_type(c.get('logical_type'))} {_payload_text(c.get(PAYLOAD_KEY))}"
                self.out.append(Change("added" if x is None else "removed", "initializer", str(path),
                          None if x is None else c, c if x is None else None, brief))
            else:
                self.entity("initializer", path, x, y, spec_name="EncodedValueProto", describe=_encoded_parts,
                            shown=("logical_type", PAYLOAD_KEY))

    def value_infos(self, category: str, prefix: ChangePath, field: str, la: Any, lb: Any, *,
                    ordered: bool = False) -> None:
        pairs, keys = self.keyed_pairs(la, lb, _by_name)
        for key, x, y in pairs:
            path = _join(prefix, field, key)
            if x is None or y is None:
                side, msg = (self.b, y) if x is None else (self.a, x)
                c = side.canon(_without(msg, ["name"]), "ValueInfoProto")
                self.out.append(Change("added" if x is None else "removed", category, str(path),
                          None if x is None else c, c if x is None else None,
                          describe_type(msg.get("type"))))
            else:
                self.entity(category, path, x, y, spec_name="ValueInfoProto", describe=_type_parts, shown=("type",))
        if ordered and keys is not None:  # (one list of keys is in one order)
            self.order(category, _join(prefix, field), *keys)

    def keyed_generic(self, category: str, prefix: ChangePath, field: str, la: Any, lb: Any, *, spec_name: str,
                      keyfn: Callable[[int, dict[str, Any]], str]) -> None:
        pairs, _ = self.keyed_pairs(la, lb, keyfn)
        for key, x, y in pairs:
            path = _join(prefix, field, key)
            if x is None or y is None:
                self.value(category, path, x, y, spec_name)
            else:
                self.entity(category, path, x, y, spec_name=spec_name, skip=())

    # -- graphs, nodes, attributes ---------------------------------------------------------------
    def same_members(self, a: dict[str, Any], b: dict[str, Any]) -> bool:
        """:meth:`same` of two messages with the same fields, asked of each field in turn (False at the
        first that may differ, or when the fields differ): the fields found the same are remembered,
        so that the walk below, which asks about them again (a graph's node list), is told at once
        instead of making their texts again (a graph's whole text, then its lists' texts: twice)."""
        if not self.same_files or a.keys() != b.keys():
            return self.same(a, b)
        for key, x in a.items():
            y = b[key]
            if not (self._same_runs(x, y) if x.__class__ is list and y.__class__ is list and x is not y
                    and len(x) == len(y) > _RUN else self.same(x, y)):
                return False
            self._same[(id(x), id(y))] = (x, y)
        return True

    def _same_runs(self, x: list[Any], y: list[Any]) -> bool:
        """:meth:`same` of two long lists of one length, a run of :data:`_RUN` members at a time (their
        exact texts, as keyed_pairs compares them), stopping at the first run that may differ: its
        start is remembered, so that keyed_pairs does not make the texts of the runs before it again
        (an edited initialiser halfway down a list of 100,000 was made into text twice)."""
        for start in range(0, len(x), _RUN):
            if not one_exact_text(x[start:start + _RUN], y[start:start + _RUN]):
                self._runs_from[(id(x), id(y))] = (x, y, start)
                return False
        return True

    def graph(self, prefix: ChangePath, a: dict[str, Any], b: dict[str, Any]) -> Walk[None]:
        if self.same_members(a, b):
            return
        for field in ("name", "doc_string"):
            self.scalar("graph", prefix, field, a, b, default="")
        self.value_infos("input", prefix, "input", a.get("input"), b.get("input"), ordered=True)
        self.value_infos("output", prefix, "output", a.get("output"), b.get("output"), ordered=True)
        yield self.nodes(prefix, a.get("node"), b.get("node"))
        self.tensors(prefix, "initializer", a.get("initializer"), b.get("initializer"))
        self.sparse(prefix, a.get("sparse_initializer"), b.get("sparse_initializer"))
        self.encoded(prefix, a.get("encoded_initializer"), b.get("encoded_initializer"))
        self.value_infos("value_info", prefix, "value_info", a.get("value_info"), b.get("value_info"))
        self.keyed_generic("graph", prefix, "quantization_annotation", a.get("quantization_annotation"),
                           b.get("quantization_annotation"), spec_name="TensorAnnotation",
                           keyfn=lambda i, e: as_str(e.get("tensor_name")) or f"#{i}")
        self.metadata(prefix, a.get("metadata_props"), b.get("metadata_props"))
        self.keyed_generic("extension", prefix, "persistent_bindings", a.get("persistent_bindings"),
                           b.get("persistent_bindings"), spec_name="PersistentBindingProto",
                           keyfn=lambda i, e: as_str(e.get("input_name")) or f"#{i}")
        self.keyed_generic("extension", prefix, "paged_cache_initializer", a.get("paged_cache_initializer"),
                           b.get("paged_cache_initializer"), spec_name="PagedCacheInitializerProto",
                           keyfn=lambda i, e: str(i))
        handled = ("name", "doc_string", "input", "output", "node", "initializer", "sparse_initializer",
                   "encoded_initializer", "value_info", "quantization_annotation", "metadata_props",
                   "persistent_bindings", "paged_cache_initializer")
        self.rest("graph", prefix, a, b, handled=handled, spec_name="GraphProto")
        self.unknown(prefix, a, b)

    def nodes(self, prefix: ChangePath, la: Any, lb: Any) -> Walk[None]:
        if self.same(la, lb):  # the same nodes: none to match
            return
        na = [as_dict(n) for n in as_list(la)]
        nb = [as_dict(n) for n in as_list(lb)]
        labels_a, labels_b = _node_labels(na), _node_labels(nb)
        for ia, ib in match_nodes(na, nb):
            if ib is None:
                assert ia is not None
                x = na[ia]
                self.out.append(Change("removed", "node", str(_join(prefix, "node", labels_a[ia])),
                          self.a.canon(x, "NodeProto"), None, _signature(x)))
            elif ia is None:
                y = nb[ib]
                self.out.append(Change("added", "node", str(_join(prefix, "node", labels_b[ib])),
                          None, self.b.canon(y, "NodeProto"), _signature(y)))
            else:
                yield self.node(_join(prefix, "node", labels_a[ia]), na[ia], nb[ib])

    def node(self, path: ChangePath, a: dict[str, Any], b: dict[str, Any]) -> Walk[None]:
        if self.same(a, b):
            return
        for field, default in _NODE_SCALARS.items():
            self.scalar("node", path, field, a, b, default=default)
        for field in ("input", "output"):
            va, vb = _jsonable(as_list(a.get(field))), _jsonable(as_list(b.get(field)))
            if not equal(va, vb):
                self.out.append(Change("changed", "node", str(_join(path, field)), va, vb, f"{_short(va)} → {_short(vb)}"))
        yield self.attributes(path, "attribute", a.get("attribute"), b.get("attribute"))
        self.metadata(path, a.get("metadata_props"), b.get("metadata_props"))
        handled = (*_NODE_SCALARS, "input", "output", "attribute", "metadata_props")
        self.rest("node", path, a, b, handled=handled, spec_name="NodeProto")
        self.unknown(path, a, b)

    def attributes(self, prefix: ChangePath, field: str, la: Any, lb: Any) -> Walk[None]:
        ma, mb = keyed(la, _by_name), keyed(lb, _by_name)
        for key, x, y in _pairs(ma, mb):
            path = _join(prefix, field, key)
            if x is None or y is None:
                side, msg = (self.b, y) if x is None else (self.a, x)
                v = _attr_value(side.canon(_without(msg, ["name"]), "AttributeProto"))
                self.out.append(Change("added" if x is None else "removed", "attribute", str(path),
                          None if x is None else v, v if x is None else None, _attr_show(msg, side)))
                continue
            if self.same(x, y):
                continue
            recurse = [k for k in ("g", "graphs") if k in x and k in y]
            ca = self.a.canon(_without(x, ["name", UNKNOWN_KEY, *recurse]), "AttributeProto")
            cb = self.b.canon(_without(y, ["name", UNKNOWN_KEY, *recurse]), "AttributeProto")
            if not equal(ca, cb) and not self.uncompared("attribute", path, _attr_value(ca), _attr_value(cb)):
                self.out.append(Change("changed", "attribute", str(path), _attr_value(ca), _attr_value(cb),
                          f"{_attr_show(x, self.a)} → {_attr_show(y, self.b)}"))
            if "g" in recurse:
                yield self.graph(path, as_dict(x["g"]), as_dict(y["g"]))
            if "graphs" in recurse:
                ga, gb = as_list(x["graphs"]), as_list(y["graphs"])
                for i in range(max(len(ga), len(gb))):
                    gpath = _join(path, "graphs", str(i))
                    if i >= len(ga) or i >= len(gb):
                        self.value("graph", gpath, ga[i] if i < len(ga) else None,
                                   gb[i] if i < len(gb) else None, "GraphProto")
                    else:
                        yield self.graph(gpath, as_dict(ga[i]), as_dict(gb[i]))
            self.unknown(path, x, y)

    # -- functions, model ----------------------------------------------------------------------
    def functions(self, la: Any, lb: Any) -> Walk[None]:
        ma, mb = keyed(la, lambda i, f: _function_key(f)), keyed(lb, lambda i, f: _function_key(f))
        for key, x, y in _pairs(ma, mb):
            path = _join(ROOT, "functions", key)
            if x is None or y is None:
                f = y if x is None else x
                summary = {"domain": as_str(f.get("domain")), "name": as_str(f.get("name")),
                           "overload": as_str(f.get("overload")), "input": _jsonable(as_list(f.get("input"))),
                           "output": _jsonable(as_list(f.get("output"))), "nodes": len(as_list(f.get("node")))}
                detail = (f"({', '.join(map(str, summary['input']))}) → "
                          f"{', '.join(map(str, summary['output']))}, {summary['nodes']} nodes")
                self.out.append(Change("added" if x is None else "removed", "function", str(path),
                          None if x is None else summary, summary if x is None else None, detail))
                continue
            yield self.function(path, x, y)

    def function(self, path: ChangePath, a: dict[str, Any], b: dict[str, Any]) -> Walk[None]:
        if self.same(a, b):
            return
        self.scalar("function", path, "doc_string", a, b, default="")
        self.names("input", path, "input", a.get("input"), b.get("input"))
        self.names("output", path, "output", a.get("output"), b.get("output"))
        self.names("attribute", path, "attribute", a.get("attribute"), b.get("attribute"))
        yield self.attributes(path, "attribute_proto", a.get("attribute_proto"), b.get("attribute_proto"))
        self.opsets(path, a.get("opset_import"), b.get("opset_import"))
        yield self.nodes(path, a.get("node"), b.get("node"))
        self.value_infos("value_info", path, "value_info", a.get("value_info"), b.get("value_info"))
        self.metadata(path, a.get("metadata_props"), b.get("metadata_props"))
        handled = ("name", "domain", "overload", "doc_string", "input", "output", "attribute",
                   "attribute_proto", "opset_import", "node", "value_info", "metadata_props")
        self.rest("function", path, a, b, handled=handled, spec_name="FunctionProto")
        self.unknown(path, a, b)

    def training(self, la: Any, lb: Any) -> Walk[None]:
        ta, tb = as_list(la), as_list(lb)
        for i in range(max(len(ta), len(tb))):
            path = _join(ROOT, "training_info", str(i))
            if i >= len(ta) or i >= len(tb):
                self.value("model", path, ta[i] if i < len(ta) else None,
                           tb[i] if i < len(tb) else None, "TrainingInfoProto")
                continue
            x, y = as_dict(ta[i]), as_dict(tb[i])
            for field in ("initialization", "algorithm"):
                if field in x or field in y:
                    yield self.graph(_join(path, field), as_dict(x.get(field)), as_dict(y.get(field)))
            for field in ("initialization_binding", "update_binding"):
                self.metadata(path, x.get(field), y.get(field), field=field, category="model")
            self.rest("model", path, x, y, handled=("initialization", "algorithm", "initialization_binding",
                                                    "update_binding"), spec_name="TrainingInfoProto")
            self.unknown(path, x, y)

    def model(self, a: dict[str, Any], b: dict[str, Any]) -> Walk[None]:
        for field, default in _MODEL_SCALARS.items():
            self.scalar("model", ROOT, field, a, b, default=default)
        self.opsets(ROOT, a.get("opset_import"), b.get("opset_import"))
        self.metadata(ROOT, a.get("metadata_props"), b.get("metadata_props"))
        if "graph" in a or "graph" in b:
            yield self.graph(ROOT.field("graph"), as_dict(a.get("graph")), as_dict(b.get("graph")))
        yield self.functions(a.get("functions"), b.get("functions"))
        yield self.training(a.get("training_info"), b.get("training_info"))
        self.keyed_generic("extension", ROOT, "struct_types", a.get("struct_types"), b.get("struct_types"),
                           spec_name="StructTypeProto", keyfn=_by_name)
        handled = (*_MODEL_SCALARS, "opset_import", "metadata_props", "graph", "functions",
                   "training_info", "struct_types")
        self.rest("model", ROOT, a, b, handled=handled, spec_name="ModelProto")
        self.unknown(ROOT, a, b)


#: numpy element types of the data types whose elements are numbers (BFLOAT16 is widened by hand).
_NUMPY_TYPES = {1: "<f4", 2: "u1", 3: "i1", 4: "<u2", 5: "<i2", 6: "<i4", 7: "<i8", 9: "u1", 10: "<f2",
                11: "<f8", 12: "<u4", 13: "<u8", 16: "<u2"}
_CHUNK_ELEMENTS = 1 << 20


def _as_numbers(raw: Any, dtype: int | None) -> Any:
    """The elements of raw-form bytes as a numpy array (a view where possible), or None."""
    import numpy as np  # lazy: numpy's import is paid only when weight values are compared

    code = _NUMPY_TYPES.get(dtype) if dtype is not None else None
    if raw is None or code is None:
        return None
    width = np.dtype(code).itemsize
    if len(raw) % width:
        return None
    return np.frombuffer(raw, dtype=code)


def _as_float(chunk: Any, dtype: int) -> Any:
    import numpy as np  # lazy: numpy's import is paid only when weight values are compared

    if dtype == 16:  # BFLOAT16: the high half of a float32
        return (chunk.astype(np.uint32) << 16).view(np.float32).astype(np.float64)
    return chunk.astype(np.float64)


def weight_numbers(raw_a: Any, dtype_a: int | None, raw_b: Any, dtype_b: int | None) -> dict[str, Any] | None:
    """How the values changed: ``elements``, ``changed``, ``max_abs_change``, ``mean_abs_change``.

    None unless both sides' values are known, are numbers and have the same element count (a shape
    change with another count is reported by dims alone). Work goes in chunks of about a million
    elements, so a large tensor is never widened whole. Of one data type, an element is changed when
    its bits are (``0.0`` → ``-0.0`` and one NaN payload → another count, as the digests tell them
    apart); of two, when the values differ as numbers, NaN equal to NaN and ``-0.0`` not to
    ``0.0``. A change to or from a non-finite value counts as changed but not in the max and mean.
    """
    if dtype_a == dtype_b and dtype_a in _FEW_CODES and raw_a is not None and raw_b is not None:
        few = _few_numbers(raw_a, raw_b, _FEW_CODES[dtype_a])
        if few is not None:
            return few
    import numpy as np  # lazy: numpy's import is paid only when weight values are compared

    a, b = _as_numbers(raw_a, dtype_a), _as_numbers(raw_b, dtype_b)
    if a is None or b is None or len(a) != len(b) or dtype_a is None or dtype_b is None:
        return None
    bits = f"<u{a.dtype.itemsize}" if dtype_a == dtype_b else None
    changed, total, largest = 0, 0.0, 0.0
    for start in range(0, len(a), _CHUNK_ELEMENTS):
        ca, cb = a[start:start + _CHUNK_ELEMENTS], b[start:start + _CHUNK_ELEMENTS]
        with np.errstate(invalid="ignore", over="ignore"):  # a signalling NaN widened, an overflow
            x, y = _as_float(ca, dtype_a), _as_float(cb, dtype_b)
            if bits is not None:
                differs = ca.view(bits) != cb.view(bits)
            else:
                differs = ((x != y) | (np.signbit(x) != np.signbit(y))) & ~(np.isnan(x) & np.isnan(y))
            delta = np.abs(y - x)
            changed += int(np.count_nonzero(differs))
            ok = np.isfinite(delta)
            if ok.any():  # finite deltas of doubles can still sum past the largest double
                total += float(delta[ok].sum())
                largest = max(largest, float(delta[ok].max()))
    return {"elements": len(a), "changed": changed, "max_abs_change": largest,
            "mean_abs_change": total / len(a) if len(a) else 0.0}


#: struct's codes of the floating types whose changes :func:`_few_numbers` counts without numpy.
_FEW_CODES = {1: "f", 10: "e", 11: "d"}
#: The most elements :func:`_few_numbers` reads (a few milliseconds; numpy's import is a tenth of a second).
_FEW_ELEMENTS = 4096


def _few_numbers(raw_a: Any, raw_b: Any, code: str) -> dict[str, Any] | None:
    """:func:`weight_numbers` of two tensors of one floating type of at most :data:`_FEW_ELEMENTS`
    elements each (a scalar, a bias, a norm's scale: the common edits), without loading numpy: its
    answer bit for bit, or None (numpy's turn). The changes are the same doubles (widening is exact,
    ``-`` and ``abs`` are IEEE's); their sum is numpy's when it is exact in every order, which
    :func:`_exact_sum` tells, else None."""
    width = struct.calcsize(code)
    if len(raw_a) != len(raw_b) or len(raw_a) % width or len(raw_a) > _FEW_ELEMENTS * width:
        return None
    n = len(raw_a) // width
    raw_a, raw_b = bytes(raw_a), bytes(raw_b)
    changed = sum(raw_a[i:i + width] != raw_b[i:i + width] for i in range(0, n * width, width))
    deltas = [abs(y - x) for x, y in zip(struct.unpack(f"<{n}{code}", raw_a), struct.unpack(f"<{n}{code}", raw_b),
                                         strict=True)]
    finite = [d for d in deltas if math.isfinite(d)]
    total = _exact_sum(finite)
    if total is None:
        return None
    return {"elements": n, "changed": changed, "max_abs_change": max(0.0, *finite) if finite else 0.0,
            "mean_abs_change": (0.0 + total) / n if n else 0.0}


def _exact_sum(values: list[float]) -> float | None:
    """The sum of finite doubles not below zero when every order of adding them is exact, else None.

    Each value is an integer number of units of the smallest unit among them (1/q, q a power of two);
    every partial sum, in any order, is a whole number of units no larger than the total, so when
    the total is below 2**53 units each one is a double (53 bits of units, q at most 2**1074) and no
    addition rounds: numpy's pairwise sum (or any other order) gives exactly this sum."""
    ratios = [v.as_integer_ratio() for v in values]
    q = max((d for _, d in ratios), default=1)
    units = sum(p * (q // d) for p, d in ratios)
    return units / q if units < 1 << 53 else None


def _numbers_text(numbers: dict[str, Any]) -> str:
    return (f"{numbers['changed']:,} of {numbers['elements']:,} elements changed, "
            f"max |Δ| {numbers['max_abs_change']:.6g}, mean |Δ| {numbers['mean_abs_change']:.6g}")


def _tensor_parts(x: dict[str, Any], y: dict[str, Any], ca: dict[str, Any], cb: dict[str, Any]) -> list[str]:
    parts = []
    if (ca.get("data_type"), ca.get("dims")) != (cb.get("data_type"), cb.get("dims")):
        parts.append(f"{data_type_name(ca.get('data_type'))} {_dims_text(ca.get('dims'))} → "
                     f"{data_type_name(cb.get('data_type'))} {_dims_text(cb.get('dims'))}")
    if ca.get(PAYLOAD_KEY) != cb.get(PAYLOAD_KEY):
        va, vb = _small_values(x), _small_values(y)
        if va is not None and vb is not None and len(_short(va)) + len(_short(vb)) < 2 * _SHORT:
            parts.append(f"values {_short(va)} → {_short(vb)}")
        else:
            parts.append(_payload_change(ca.get(PAYLOAD_KEY), cb.get(PAYLOAD_KEY)))
    return parts


def _sparse_parts(x: dict[str, Any], y: dict[str, Any], ca: dict[str, Any], cb: dict[str, Any]) -> list[str]:
    parts = []
    va, vb = as_dict(ca.get("values")), as_dict(cb.get("values"))
    if (va.get("data_type"), ca.get("dims")) != (vb.get("data_type"), cb.get("dims")):
        parts.append(f"{data_type_name(va.get('data_type'))} {_dims_text(ca.get('dims'))} → "
                     f"{data_type_name(vb.get('data_type'))} {_dims_text(cb.get('dims'))}")
    for field in ("values", "indices"):
        pa, pb = as_dict(ca.get(field)).get(PAYLOAD_KEY), as_dict(cb.get(field)).get(PAYLOAD_KEY)
        if pa != pb:
            parts.append(f"{field} {_payload_change(pa, pb)}")
        rest_a = _without(as_dict(ca.get(field)), [PAYLOAD_KEY, "dims"])
        rest_b = _without(as_dict(cb.get(field)), [PAYLOAD_KEY, "dims"])
        if field == "values":
            rest_a.pop("data_type", None)
            rest_b.pop("data_type", None)
        if not equal(rest_a, rest_b) or not equal(as_dict(ca.get(field)).get("dims"), as_dict(cb.get(field)).get("dims")):
            parts.append(f"{field}: {_short(ca.get(field))} → {_short(cb.get(field))}")
    return parts


def _encoded_parts(x: dict[str, Any], y: dict[str, Any], ca: dict[str, Any], cb: dict[str, Any]) -> list[str]:
    parts = []
    if not equal(ca.get("logical_type"), cb.get("logical_type")):
        parts.append(f"{describe_type(ca.get('logical_type'))} → {describe_type(cb.get('logical_type'))}")
    if ca.get(PAYLOAD_KEY) != cb.get(PAYLOAD_KEY):
        parts.append(_payload_change(ca.get(PAYLOAD_KEY), cb.get(PAYLOAD_KEY)))
    return parts


def _type_parts(x: dict[str, Any], y: dict[str, Any], ca: dict[str, Any], cb: dict[str, Any]) -> list[str]:
    if not equal(ca.get("type"), cb.get("type")):
        return [f"{describe_type(x.get('type'))} → {describe_type(y.get('type'))}"]
    return []


def _attr_value(canon: dict[str, Any]) -> Any:
    """The document value of an attribute: its one value field, else the whole canonical form."""
    present = [k for k in _ATTR_VALUES if k in canon]
    others = [k for k in canon if k not in _ATTR_VALUES and k != "type"]
    if len(present) == 1 and not others:
        return canon[present[0]]
    return canon


def _attr_show(attr: dict[str, Any], side: _Side) -> str:
    """A short human rendering of an attribute's value."""
    if "ref_attr_name" in attr:
        return f"@{attr['ref_attr_name']}"
    for k in _ATTR_VALUES:
        if k not in attr:
            continue
        v = attr[k]
        if k == "t":
            return _tensor_brief(side.canon(as_dict(v), "TensorProto"), _small_values(as_dict(v)))
        if k == "tensors":
            return "[" + ", ".join(_tensor_brief(side.canon(as_dict(t), "TensorProto"))
                                   for t in as_list(v)) + "]"
        if k == "g":
            g = as_dict(v)
            label = f"graph {_q(as_str(g.get('name')))}" if as_str(g.get("name")) else "graph"
            return f"{label} ({len(as_list(g.get('node')))} nodes)"
        if k == "graphs":
            return f"{len(as_list(v))} graphs"
        if k == "tp":
            return describe_type(v)
        if k == "type_protos":
            return "[" + ", ".join(describe_type(t) for t in as_list(v)) + "]"
        if k in ("sparse_tensor", "sparse_tensors"):
            return _short(side.canon(v, "SparseTensorProto"))
        return _short(v)
    return _short(side.canon(_without(attr, ["name"]), "AttributeProto"))


def _signature(node: dict[str, Any]) -> str:
    op = as_str(node.get("op_type")) or "?"
    domain = _domain(node.get("domain"))
    if domain:
        op = f"{domain}:{op}"
    ins = ", ".join(str(_jsonable(x)) for x in as_list(node.get("input")))
    outs = ", ".join(str(_jsonable(x)) for x in as_list(node.get("output")))
    return f"{op}({ins}) → {outs}"


def _function_key(f: dict[str, Any]) -> str:
    key = f"{as_str(f.get('domain'))}:{as_str(f.get('name'))}"
    overload = as_str(f.get("overload"))
    return f"{key}:{overload}" if overload else key


def _node_labels(nodes: list[dict[str, Any]]) -> list[str]:
    """Path keys for nodes: the name when non-empty and unique, else ``op→outputs``; all unique."""
    names = Counter(as_str(n.get("name")) for n in nodes)
    labels = []
    for i, n in enumerate(nodes):
        name = as_str(n.get("name"))
        if name and names[name] == 1:
            labels.append(name)
            continue
        op = as_str(n.get("op_type")) or "?"
        outs = [str(_jsonable(o)) for o in as_list(n.get("output"))]
        labels.append(f"{op}→{','.join(outs)}" if any(outs) else f"{op}#{i}")
    counts = Counter(labels)
    return [f"{label}#{i}" if counts[label] > 1 else label for i, label in enumerate(labels)]


def _name_key(n: dict[str, Any]) -> Any:
    return as_str(n.get("name")) or None


def _outputs_key(n: dict[str, Any]) -> Any:
    outs = tuple(str(_jsonable(o)) for o in as_list(n.get("output")))
    return outs if any(outs) else None


def _signature_key(n: dict[str, Any]) -> Any:
    return (_domain(n.get("domain")), as_str(n.get("op_type")),
            tuple(str(_jsonable(x)) for x in as_list(n.get("input"))))


#: The node identities of the matching passes, in order: name, outputs, (domain, op_type, inputs).
NODE_KEYS: tuple[Callable[[dict[str, Any]], Any], ...] = (_name_key, _outputs_key, _signature_key)


def match_nodes(na: list[dict[str, Any]], nb: list[dict[str, Any]], *,
                passes: int = len(NODE_KEYS)) -> list[tuple[int | None, int | None]]:
    """Pair the nodes of two graphs (see the module NOTE); unmatched nodes pair with None.

    Args:
        na: the nodes of the first graph.
        nb: the nodes of the second graph.
        passes: how many of the matching passes of :data:`NODE_KEYS` to run (2: by name and by
            outputs only, for nodes that must not be paired merely for computing the same thing).

    Returns:
        ``(index in a, index in b)`` pairs: a's nodes in order (matched or removed), then b's
        unmatched nodes in order (added).
    """
    matched: dict[int, int] = {}
    pool_a, pool_b = list(range(len(na))), list(range(len(nb)))

    def take() -> tuple[list[int], list[int]]:
        used_b = set(matched.values())
        return [i for i in pool_a if i not in matched], [i for i in pool_b if i not in used_b]

    for keyfn in NODE_KEYS[:passes]:
        ua, ub = _unique(na, pool_a, keyfn), _unique(nb, pool_b, keyfn)
        for key, ia in ua.items():
            ib = ub.get(key)
            if ib is not None:
                matched[ia] = ib
        pool_a, pool_b = take()
    # Duplicates (a node copied and pasted: onnx accepts it), by name and then by outputs: the
    # nodes of a key are a multiset with stable positions (_pair_duplicates).
    for keyfn in NODE_KEYS[:min(passes, 2)]:
        ga, gb = _groups(na, pool_a, keyfn), _groups(nb, pool_b, keyfn)
        for key, ias in ga.items():
            ibs = gb.get(key)
            if ibs:
                matched.update(_pair_duplicates(na, nb, ias, ibs))
        pool_a, pool_b = take()
    pairs: list[tuple[int | None, int | None]] = [(i, matched.get(i)) for i in range(len(na))]
    pairs.extend((None, i) for i in pool_b)
    return pairs


#: Above this many nodes of one key on a side, duplicates are paired in order without looking for
#: identical ones (which compares each node of a with those of b: quadratic).
_IDENTICAL_SEARCH = 64


def _pair_duplicates(na: list[dict[str, Any]], nb: list[dict[str, Any]], ias: list[int],
                     ibs: list[int]) -> dict[int, int]:
    """Pairs of two lists of nodes that share a key, as a multiset with stable positions: as many
    on both sides pair in order (an edited copy with its own place); else (copies added or
    removed) the longest common run of identical nodes pairs first, and between two of its pairs
    the other nodes pair in order, so the untouched copies pair with each other."""
    n, m = len(ias), len(ibs)
    if n == m or n > _IDENTICAL_SEARCH or m > _IDENTICAL_SEARCH:
        return dict(zip(ias, ibs, strict=False))
    same = [[equal(na[ia], nb[ib]) for ib in ibs] for ia in ias]
    longest = [[0] * (m + 1) for _ in range(n + 1)]  # longest[i][j]: of ias[i:] and ibs[j:]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            longest[i][j] = longest[i + 1][j + 1] + 1 if same[i][j] else max(longest[i + 1][j], longest[i][j + 1])
    pairs: dict[int, int] = {}
    gap_a: list[int] = []
    gap_b: list[int] = []
    i = j = 0
    while i < n and j < m:
        if same[i][j] and longest[i][j] == longest[i + 1][j + 1] + 1:
            pairs.update(zip(gap_a, gap_b, strict=False))
            gap_a, gap_b = [], []
            pairs[ias[i]] = ibs[j]
            i, j = i + 1, j + 1
        elif longest[i + 1][j] >= longest[i][j + 1]:
            gap_a.append(ias[i])
            i += 1
        else:
            gap_b.append(ibs[j])
            j += 1
    pairs.update(zip(gap_a + ias[i:], gap_b + ibs[j:], strict=False))
    return pairs


def _groups(nodes: list[dict[str, Any]], pool: list[int], keyfn: Callable[[dict[str, Any]], Any]) -> dict[Any, list[int]]:
    groups: dict[Any, list[int]] = {}
    for i in pool:
        key = keyfn(nodes[i])
        if key is not None:
            groups.setdefault(key, []).append(i)
    return groups


def _unique(nodes: list[dict[str, Any]], pool: list[int], keyfn: Callable[[dict[str, Any]], Any]) -> dict[Any, int]:
    counts: Counter[Any] = Counter()
    where: dict[Any, int] = {}
    for i in pool:
        key = keyfn(nodes[i])
        if key is None:
            continue
        counts[key] += 1
        where[key] = i
    return {k: where[k] for k, c in counts.items() if c == 1}


# -- public API ---------------------------------------------------------------------------------
def _sidecar_of(doc: Any) -> str | None:
    weights = as_dict(as_dict(as_dict(doc).get(ENVELOPE_KEY)).get("weights"))
    ref = weights.get("sidecar")
    return ref if isinstance(ref, str) else None


def _edited_sidecar(side: _Side, name: str) -> Change:
    """The change that says a side's sidecar no longer holds the bytes its document's digests name
    (so build would refuse it): even when both sides hold the same edited bytes, diff says so."""
    (offset, size), why = next(iter(side.edited.items()))
    more = f" (and {len(side.edited) - 1} more)" if len(side.edited) > 1 else ""
    return Change("changed", "model", f"{ENVELOPE_KEY}.weights.sidecar", side.sidecar, side.sidecar,
                  f"{side.sidecar!r} of the {name} side was edited: range {offset}+{size}: {why}{more}; "
                  "build refuses it until 'onnxjson rehash DOC' accepts the bytes")


#: What an input that may name another file holds: ONNX external data's key (``location``); in a
#: document also its weights envelope (``"weights"``: its sidecar or store) and any ``\u`` escape,
#: which can spell either (``"\u0077eights"`` reads as ``"weights"``).
_NAMES_FILES = (re.compile(rb"location"),)
_NAMES_FILES_JSON = (*_NAMES_FILES, re.compile(rb'"weights"'), re.compile(rb"\\u"))
#: The bytes compared at a time without the accelerator (two copies of this size at most).
_SAME_BLOCK = 1 << 20


def identical_inputs(a: Any, b: Any) -> bool:
    """Whether two inputs (bytes, or buffers such as maps) are the same bytes that name no other
    file: then they have no change to find (see the NOTE). Costs a comparison of the bytes (which
    stops at the first difference) and, when they are equal, a search or three of one of them."""
    # The views are released on the way out: a map with a view left on it cannot be closed.
    with memoryview(a) as whole_a, memoryview(b) as whole_b, whole_a.cast("B") as view_a, \
            whole_b.cast("B") as view_b:
        if view_a.nbytes != view_b.nbytes or not _same_bytes(view_a, view_b):
            return False
        # Bytes that may be read as a document start as one (after a BOM and white space).
        json = bytes(view_a[:64]).lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"{"
        return not any(marker.search(view_a) is not None for marker in (_NAMES_FILES_JSON if json else _NAMES_FILES))


def _same_bytes(a: memoryview, b: memoryview) -> bool:
    """Whether two byte views of one length are equal: memcmp, compiled or a block at a time (a
    memoryview comparison unpacks every byte)."""
    fast = accel.compiled if accel.ENABLED else None
    if fast is not None:
        return bool(fast.mismatch(a, b) < 0)
    return all(a[at:at + _SAME_BLOCK].tobytes() == b[at:at + _SAME_BLOCK].tobytes()
               for at in range(0, a.nbytes, _SAME_BLOCK))


def diff_documents(a: dict[str, Any], b: dict[str, Any], *, a_dir: str | os.PathLike[str] | None = None,
                   b_dir: str | os.PathLike[str] | None = None, trust_paths: bool = False,
                   on_hashed: Callable[[int], None] | None = None) -> list[Change]:
    """The semantic changes from document ``a`` to document ``b``.

    Args:
        a: the old document (a ModelProto document; GraphProto, FunctionProto and NodeProto roots
            are compared with the same rules, other roots field by field).
        b: the new document.
        a_dir: the folder of ``a``'s ONNX external data files; when given and a file is there, its
            bytes are hashed instead of comparing (location, offset, length).
        b_dir: the same for ``b``.
        trust_paths: read external data through paths the path policy refuses (symlinks and hard
            links that lead out of the folder, absolute paths, ``..``), as ``build`` does with it.
        on_hashed: called with the size of each payload hashed (for progress reports).

    Returns:
        The changes, in a deterministic order (model fields, opsets, metadata, graph, functions,
        training_info, extensions, other fields, unknown fields). Empty when the models mean the same.
    """
    side_a = _Side(a_dir, _sidecar_of(a), on_hashed, trust=trust_paths)
    side_b = _Side(b_dir, _sidecar_of(b), on_hashed, trust=trust_paths)
    differ = _Differ(side_a, side_b)
    try:
        type_a = as_dict(a.get(ENVELOPE_KEY)).get("type", "ModelProto")
        type_b = as_dict(b.get(ENVELOPE_KEY)).get("type", "ModelProto")
        if type_a != type_b:
            differ.out.append(Change("changed", "model", f"{ENVELOPE_KEY}.type", type_a, type_b, f"{type_a} → {type_b}"))
            return differ.out
        body_a = {k: v for k, v in a.items() if k not in (SCHEMA_KEY, ENVELOPE_KEY)}
        body_b = {k: v for k, v in b.items() if k not in (SCHEMA_KEY, ENVELOPE_KEY)}
        if type_a == "ModelProto":
            run(differ.model(body_a, body_b))
        elif type_a == "GraphProto":
            run(differ.graph(ROOT.field("graph"), body_a, body_b))
        elif type_a == "FunctionProto":
            run(differ.function(_join(ROOT, "functions", _function_key(body_a)), body_a, body_b))
        elif type_a == "NodeProto":
            run(differ.node(ROOT.field("node"), body_a, body_b))
        else:
            differ.rest("model", ROOT, body_a, body_b, handled=(), spec_name=str(type_a))
            differ.unknown(ROOT, body_a, body_b)
        for side, doc, name in ((side_a, a, "old"), (side_b, b, "new")):
            side.check_sidecar(doc)
            if side.edited:
                differ.out.append(_edited_sidecar(side, name))
            elif isinstance(side.sidecar, str) and side.sidecar in side._unread:
                # Its payloads compared by the document's digests only: whether the bytes build
                # would read match them is unknown (build refuses a sidecar it cannot read).
                differ.out.append(Change("uncompared", "model", f"{ENVELOPE_KEY}.weights.sidecar", side.sidecar,
                                         side.sidecar, f"cannot compare: the {name} side's sidecar "
                                         f"{side.sidecar!r} was not read: {side._unread[side.sidecar]}"))
        return differ.out
    finally:
        side_a.close()
        side_b.close()


_HUMAN = {
    "node": "node", "input": "input", "output": "output", "initializer": "initializer",
    "sparse_initializer": "sparse initializer", "encoded_initializer": "encoded initializer",
    "value_info": "value_info", "attribute": "attribute", "attribute_proto": "attribute default",
    "functions": "function", "opset_import": "opset", "metadata_props": "metadata",
    "struct_types": "struct type", "persistent_bindings": "persistent binding",
    "paged_cache_initializer": "paged cache initializer", "quantization_annotation": "quantization",
    "graphs": "graph", "training_info": "training_info", UNKNOWN_KEY: "unknown fields",
}
_LEAF_KEYED = frozenset(("attribute", "attribute_proto", "metadata_props", "opset_import"))


def _segments(path: str) -> list[tuple[str, str | None]]:
    """Split a change path into (field, key or None) segments."""
    segs: list[tuple[str, str | None]] = []
    i, n = 0, len(path)
    decoder = json.JSONDecoder()
    while i < n:
        j = i
        while j < n and path[j] not in ".[":
            j += 1
        name, key = path[i:j], None
        if j < n and path[j] == "[":
            if j + 1 < n and path[j + 1] == '"':
                try:
                    key, j = decoder.raw_decode(path, j + 1)
                except ValueError:
                    key, j = path[j + 1:], n
            else:
                end = path.find("]", j)
                end = n if end < 0 else end
                key, j = path[j + 1:end], end
            j += 1
        segs.append((name, key))
        if j < n and path[j] == ".":
            j += 1
        i = j
    return segs


def _where(path: str) -> tuple[str, str]:
    """(owner, leaf) words of a path: ``graph.node[C].attribute[k]`` → ("node C", "attribute k")."""
    segs = _segments(path)
    root = segs[0][0] if segs else ""
    if len(segs) > 1 and segs[0] == ("graph", None):
        segs = segs[1:]
    words = []
    for i, (name, key) in enumerate(segs):
        human = _HUMAN.get(name, name)
        if key is None:
            words.append(human)
        elif name == "attribute" and i < len(segs) - 1:
            words.append(key)
        else:
            words.append(f"{human} {key}")
    if not words:
        return "model", ""
    last_name, last_key = segs[-1]
    if last_key is not None and last_name not in _LEAF_KEYED:
        return " / ".join(words), ""
    owner = " / ".join(words[:-1])
    if not owner:
        if last_key is not None:
            return words[-1], ""
        owner = "graph" if root == "graph" and len(_segments(path)) > 1 else "model"
    return owner, words[-1]


_COLORS = {"added": "\x1b[32m", "removed": "\x1b[31m", "changed": "\x1b[33m", "uncompared": "\x1b[35m"}
_SIGNS = {"added": "+", "removed": "-", "changed": "~", "uncompared": "?"}


def render_text(changes: Iterable[Change], *, color: bool) -> str:
    """One line per change: ``~ node Conv_0: attribute kernel_shape [3, 3] → [5, 5]`` (``+`` added,
    ``-`` removed, ``?`` not compared).

    Args:
        changes: the changes to render.
        color: wrap lines in ANSI colors (green added, red removed, yellow changed).

    Returns:
        The lines, each ending in a newline; empty when there are no changes. What the models say
        (names, values) is shown as :func:`onnxjson._printable.printable` shows it: a change is one
        line, and only the colors are escape sequences.
    """
    lines = []
    for c in changes:
        owner, leaf = _where(c.path)
        text = f"{_SIGNS.get(c.kind, '?')} {owner}: " + (f"{leaf} " if leaf else "") + c.detail
        text = printable(text).rstrip()  # names and values are the models': one line, no control
        if color:
            text = f"{_COLORS.get(c.kind, '')}{text}\x1b[0m"
        lines.append(text + "\n")
    return "".join(lines)


def render_json(changes: Iterable[Change]) -> str:
    """The changes as a JSON array of objects (kind, category, path, old, new, detail).

    The order is that of ``changes``; keys are in field order; non-ASCII stays as is. Ends with a
    newline.
    """
    out = []
    for change in changes:
        item = {f.name: getattr(change, f.name) for f in fields(change)}  # asdict would recurse
        if item["numbers"] is None:
            del item["numbers"]
        out.append(item)
    return dumps_indented(out) + "\n"


def unified_text_diff(a_text: str, b_text: str, a_name: str, b_name: str) -> str:
    """The unified line diff (3 lines of context) of two document texts; empty when equal."""
    def lines(text: str) -> list[str]:
        out = text.splitlines(keepends=True)
        if out and not out[-1].endswith("\n"):
            out[-1] += "\n\\ No newline at end of file\n"
        return out

    return "".join(difflib.unified_diff(lines(a_text), lines(b_text), fromfile=a_name, tofile=b_name))
