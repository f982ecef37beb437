"""The model explorer (``onnxjson info``): what is in a model, and what makes it big.

:func:`summarize` turns a document into a :class:`ModelInfo` (a ModelProto or GraphProto document)
or a :class:`TensorInfo` (a TensorProto document, such as the ``.pb`` files of onnx test data);
:func:`arrange` orders and cuts its initialiser list; :func:`render_plain` and :func:`render_rich`
present it as text tables (for pipes) or rich tables (for terminals); ``as_dict()`` gives the JSON
form ``info --json`` prints. Nothing here prints.

NOTE: design decisions.

- Weights are never decoded for a model. Sizes come from what the document already says: a
  placeholder's ``size`` (stripped or sidecar), the length of a base64 string computed
  arithmetically, the element count of readable ``{"values"}`` or of a typed field × the raw-form
  size of one value, the ``length`` of ONNX external data (else what dims × data_type call for).
  Sizes are in raw_data form, so they match ``numpy_helper.to_array(t).nbytes`` for numeric tensors
  whatever field stores them. string_data counts the UTF-8 bytes of its strings. A lone tensor
  (:class:`TensorInfo`) shows its first few values: only those bytes are decoded.
- ``params`` of an initialiser is its element count: the product of its dims; a sparse initialiser
  counts its stored values (the dims of its ``values`` tensor), an encoded one the product of its
  logical shape (None when a dim is symbolic or unknown). The model's ``params`` is their sum.
- ``storage`` is one of :data:`STORAGES`: ``raw_data`` (inline raw_data), ``typed`` (inline typed
  fields such as float_data), ``external`` (ONNX external data), ``sidecar`` and ``stripped``
  (placeholders of a sidecar or a stripped document) and ``empty`` (no payload). ``field`` names the
  TensorProto field that holds (or held) the payload, None for external data and empty tensors. A
  sparse initialiser takes the storage of its values tensor.
- Counts: ``nodes`` is every node of the model = ``graph_nodes`` (top-level graph) +
  ``subgraph_nodes`` (graphs held by node attributes ``g``/``graphs``, at any depth, in the graph or
  in functions) + ``function_nodes`` (bodies of model-local functions) + ``training_nodes``
  (training_info graphs). ``subgraphs`` is the number of GraphProto attribute values anywhere.
  ``op_types`` counts every node too; an op of a domain other than ai.onnx is keyed ``domain:op``.
- ``initializers`` are those of the top-level graph: ``initializer``, ``sparse_initializer`` and
  onnx-light's ``encoded_initializer``; ``weight_bytes`` is the sum of their sizes; ``by_dtype`` and
  ``by_storage`` group all of them (largest first). Initialisers of subgraphs are counted in
  ``counts.subgraph_initializers`` only.
- Order: :func:`summarize` lists initialisers and nodes in document order (``sort == "order"``);
  :func:`arrange` sorts initialisers by ``size`` (largest first, then name) or ``name``, names in
  natural order (``layer2`` before ``layer10``), sorts the nodes by name for ``name``, and keeps the
  first ``top`` initialisers. ``counts.initializers`` always counts them all.
- The renderings for people (:func:`render_plain`, :func:`render_rich`) show every cell through
  :func:`onnxjson._printable.printable`: a name that holds control or bidirectional characters is
  shown with escapes, and widths are those of the escaped text. rich is given ``Text``, never
  markup. :func:`render_json` is exact.
- Where every byte goes (``fields``): :func:`field_sizes` tallies the framing of the bytes
  (:func:`_field_tally`, or its compiled twin ``field_tally`` of ``_accel_explore.c``, 25 times
  faster: the chain of 100,000 nodes walks 900,000 fields) depth first on an explicit stack, a
  message field opened where it is met (a message's fields from ``wire.field_pieces``, one piece a
  field; a group read whole; a message longer than :data:`FRAMING_PIECE_BYTES` walked by an
  iterator once its framing is checked), and sums each field path's occurrences: tag, length and
  content. What it holds is its rows and one message's fields a level, so that its memory per input
  byte is bounded (issue 34: a list of every field of the graph, and one of every message still to
  open, took 120 bytes an input byte for a graph of 2-byte fields; the compiled walk holds a frame
  a level and no field at all). Rows are made into paths and sorted once the tally is done. Nothing
  is decoded or encoded again, so the sums hold for any encoding. Known fields are named (catalogue
  fields too), unknown ones by their number: a field's row is chosen once its content is known to
  frame (a message field whose bytes do not parse as fields is an unknown one, as the decoder keeps
  it). Paths stop at :data:`FIELD_DEPTH` levels (a path is text: 100,000 levels would be
  quadratic). A document is measured on the bytes it builds, absent payloads as zeros of their size
  (``fields_from`` says so).
- Memory: a summary lists at most max(:data:`ROW_MIN_BUDGET`, input bytes / :data:`ROW_BYTES`)
  rows (initialisers, top-level nodes and values, op types, opsets, metadata_props); a model of
  more is refused (one line, exit 2), as the decoder refuses too many unknown fields. A row costs a
  few hundred bytes through the summary, its renderings and the page, and a model of 2-byte empty
  initialisers or nodes has one for every 2 bytes (3-byte extension messages: 276 bytes of memory
  an input byte, 16 s for 2 MB). The pipeline lets the decoded document go before the field walk.
  The renderings run with the cyclic GC paused (they build a table of every row).
- The JSON form is versioned by :data:`INFO_VERSION`: keys are added in a new version, never
  renamed or removed within one. It is documented in docs/FORMAT.md (section 11).
"""

from __future__ import annotations

import math
import struct
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import asdict, dataclass, field, fields, is_dataclass, replace
from itertools import chain, starmap
from operator import index as as_int
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from onnxjson import accel
from onnxjson._access import as_dict, as_list, as_scalar, as_str, as_text
from onnxjson._gc import pausing
from onnxjson._printable import printable
from onnxjson.codec.document import ENVELOPE_KEY
from onnxjson.codec.payload import (
    TYPED_FIELDS,
    element_count,
    expected_size,
    external_entries,
    is_external,
    payload_messages,
)
from onnxjson.codec.tensors import ELEMENT_SIZE, data_type_name, data_type_number, raw_to_values
from onnxjson.codec.values import BYTES_KEY, FLOAT_FORMATS, Blob, LongText, b64decode, base64_decoded_size
from onnxjson.display import dims_text, natural_key, structure_text, type_structure
from onnxjson.errors import OnnxJsonError
from onnxjson.jsonio import dumps_indented
from onnxjson.proto import EGROUP, LEN, SGROUP, FieldSpec, MessageSpec, Registry
from onnxjson.wire import WIRE_NAMES, FramingError, TruncatedError, VarintError, field_pieces
from onnxjson.wire import _field_end as field_end

if TYPE_CHECKING:
    from rich.console import RenderableType

__all__ = [
    "FIELDS_FILL_LIMIT",
    "FIELD_DEPTH",
    "INFO_VERSION",
    "SORTS",
    "STORAGES",
    "AnyInfo",
    "AttributeEntry",
    "Counts",
    "DtypeGroup",
    "MessageInfo",
    "ModelInfo",
    "NodeDetail",
    "NodeEntry",
    "StorageGroup",
    "TensorEntry",
    "TensorInfo",
    "ValueEntry",
    "absent_payloads",
    "arrange",
    "base64_size",
    "check_arrangement",
    "field_sizes",
    "first_values",
    "human_bytes",
    "human_count",
    "node_detail",
    "render_json",
    "render_plain",
    "render_rich",
    "root_type",
    "summarize",
    "tensor_storage",
]

#: The version of the JSON form (``info_version``).
INFO_VERSION = 1
SORTS = ("size", "name", "order")
STORAGES = ("raw_data", "typed", "external", "sidecar", "stripped", "empty")
#: How many values a lone tensor shows.
TENSOR_VALUES = 8


# -- the result objects ---------------------------------------------------------------------------
@dataclass(frozen=True)
class TensorEntry:
    """One initialiser (or a lone tensor).

    Attributes:
        name: its name.
        kind: ``"tensor"``, ``"sparse"`` (a sparse_initializer) or ``"encoded"`` (onnx-light).
        data_type: the DataType name (``"FLOAT"``), or the number when it has no name.
        dims: the shape: ints (for encoded initialisers also dim_param names, or None when unknown).
        storage: where the payload is, one of :data:`STORAGES`.
        field: the TensorProto field of the payload (``"raw_data"``, ``"float_data"``...), None when
            external or empty.
        size: payload bytes in raw form (None when unknown).
        params: element count (None when unknown); see the module NOTE.
    """

    name: str
    kind: str
    data_type: str
    dims: list[Any]
    storage: str
    field: str | None
    size: int | None
    params: int | None


@dataclass(frozen=True)
class ValueEntry:
    """A graph input or output: its name and its type (:func:`onnxjson.display.type_structure`)."""

    name: str
    type: dict[str, Any] | None


@dataclass(frozen=True)
class NodeEntry:
    """A node of the top-level graph."""

    name: str
    op_type: str
    domain: str
    inputs: list[str]
    outputs: list[str]


@dataclass(frozen=True)
class AttributeEntry:
    """An attribute of a node: its name, type (``"INT"``, ``"GRAPH"``...) and a short rendering of its value."""

    name: str
    type: str
    value: str


@dataclass(frozen=True)
class NodeDetail:
    """One node of the top-level graph in full (``info --node NAME``)."""

    name: str
    op_type: str
    domain: str
    inputs: list[str]
    outputs: list[str]
    attributes: list[AttributeEntry]
    doc_string: str
    metadata_props: list[dict[str, str]]


@dataclass(frozen=True)
class DtypeGroup:
    """The initialisers of one data type: how many, their parameters and bytes."""

    data_type: str
    tensors: int
    params: int
    size: int


@dataclass(frozen=True)
class StorageGroup:
    """The initialisers of one storage (:data:`STORAGES`): how many, their parameters and bytes."""

    storage: str
    tensors: int
    params: int
    size: int


@dataclass(frozen=True)
class Counts:
    """Node, initialiser, function and subgraph counts (see the module NOTE for what each covers)."""

    nodes: int = 0
    graph_nodes: int = 0
    subgraph_nodes: int = 0
    function_nodes: int = 0
    training_nodes: int = 0
    initializers: int = 0
    subgraph_initializers: int = 0
    functions: int = 0
    subgraphs: int = 0


@dataclass(frozen=True)
class ModelInfo:
    """What :func:`summarize` finds in a ModelProto (or GraphProto) document.

    Attributes:
        type: ``"ModelProto"`` or ``"GraphProto"``.
        ir_version: the model's ir_version (None for a graph or when unset).
        producer_name: the model's producer_name ("" when unset).
        producer_version: the model's producer_version.
        opsets: opset_import as {domain: version} ("" is ai.onnx).
        counts: the counts of nodes, initialisers, functions and subgraphs.
        params: the initialisers' element count, summed (unknown ones count 0).
        weight_bytes: the initialisers' payload bytes, summed (unknown ones count 0).
        inputs: the top-level graph's inputs.
        outputs: its outputs.
        initializers: its initialisers, in the order ``sort`` says (at most ``top`` when arranged).
        by_dtype: the initialisers grouped by data type, largest first.
        by_storage: the initialisers grouped by storage, largest first.
        op_types: {op: count} over every node, most frequent first.
        nodes: the top-level graph's nodes.
        sort: the order of ``initializers``: ``"order"`` (document order), ``"size"`` or ``"name"``.
        domain, model_version, doc_string: the model's ("", None, "" when unset or for a graph).
        metadata_props: the model's metadata_props as ``[{key, value}]``, in order.
        graph_name: the top-level graph's name.
        value_info: the top-level graph's value_info.
        fields: where every byte goes, one row a field path (:func:`field_sizes`); None when not measured.
        fields_from: ``"model"``, ``"document"`` or ``"document, payloads not in it at their sizes"``
            (docs/FORMAT.md section 11); None when ``fields`` is.
        node: the node ``info(node=NAME)`` asked for, in full (None otherwise).
    """

    type: str
    ir_version: int | None
    producer_name: str
    producer_version: str
    opsets: dict[str, Any]
    counts: Counts
    params: int
    weight_bytes: int
    inputs: list[ValueEntry]
    outputs: list[ValueEntry]
    initializers: list[TensorEntry]
    by_dtype: list[DtypeGroup]
    by_storage: list[StorageGroup]
    op_types: dict[str, int]
    nodes: list[NodeEntry]
    sort: str = "order"
    domain: str = ""
    model_version: int | None = None
    doc_string: str = ""
    metadata_props: list[dict[str, str]] = field(default_factory=list)
    graph_name: str = ""
    value_info: list[ValueEntry] = field(default_factory=list)
    fields: list[dict[str, Any]] | None = None
    fields_from: str | None = None
    node: NodeDetail | None = None

    def as_dict(self) -> dict[str, Any]:
        """The JSON form (what ``info --json`` prints): ``info_version`` then every field."""
        return {"info_version": INFO_VERSION, **asdict(self)}


@dataclass(frozen=True)
class TensorInfo:
    """What :func:`summarize` finds in a TensorProto document (a ``.pb`` file of onnx test data).

    Attributes:
        type: ``"TensorProto"``.
        tensor: the tensor's entry (name, data type, dims, storage, size, params).
        values: its first values (at most :data:`TENSOR_VALUES`) in document form, None when they are
            not in the document (stripped, sidecar, external) or have no readable form.
        fields: where every byte goes (:func:`field_sizes`); None when not measured.
        fields_from: where ``fields`` were measured (as :class:`ModelInfo`'s).
    """

    type: str
    tensor: TensorEntry
    values: list[Any] | None = field(default=None)
    fields: list[dict[str, Any]] | None = None
    fields_from: str | None = None

    def as_dict(self) -> dict[str, Any]:
        """The JSON form (what ``info --json`` prints)."""
        return {"info_version": INFO_VERSION, **asdict(self)}


@dataclass(frozen=True)
class MessageInfo:
    """What :func:`summarize` finds in a document of another root type (a NodeProto, a
    TypeProto...): where its bytes go.

    Attributes:
        type: the root message type.
        fields: where every byte goes (:func:`field_sizes`); None when not measured.
        fields_from: where ``fields`` were measured (as :class:`ModelInfo`'s).
    """

    type: str
    fields: list[dict[str, Any]] | None = None
    fields_from: str | None = None

    def as_dict(self) -> dict[str, Any]:
        """The JSON form (what ``info --json`` prints)."""
        return {"info_version": INFO_VERSION, **asdict(self)}


#: What :func:`summarize` returns.
AnyInfo = ModelInfo | TensorInfo | MessageInfo


# -- sizes without decoding ------------------------------------------------------------------------
def base64_size(text: str | LongText) -> int:
    """Decoded length of a base64 string, computed from its length (padded or not)."""
    if isinstance(text, LongText):
        return base64_decoded_size(text) or len(text) * 3 // 4
    n = len(text.strip().rstrip("="))
    return n * 3 // 4


def _text_size(value: Any) -> int:
    if isinstance(value, str):
        return len(value.encode("utf-8", "surrogatepass"))
    if isinstance(value, dict) and isinstance(value.get(BYTES_KEY), (str, LongText)):
        return base64_size(value[BYTES_KEY])
    return 0


def _placeholder(value: dict[str, Any]) -> tuple[str, int | None]:
    size = value.get("size")
    storage = "sidecar" if "offset" in value else "stripped"
    return storage, (size if isinstance(size, int) and not isinstance(size, bool) else None)


def _external_length(msg: dict[str, Any]) -> int | None:
    length = external_entries(msg)[0].get("length")
    return length if isinstance(length, int) and not isinstance(length, bool) else None


def _is_blob(raw: Any) -> bool:
    return hasattr(raw, "data") and hasattr(raw, "base64")


def _raw_size(raw: Any, dtype: int | None) -> tuple[str, int | None]:
    """(storage, size) of a raw_data value."""
    if raw.__class__ is Blob:  # a model's, first: info decodes every payload as a slice
        return "raw_data", len(raw.data)
    if isinstance(raw, (str, LongText)):
        return "raw_data", base64_size(raw)
    if isinstance(raw, (bytes, bytearray, memoryview)):
        return "raw_data", len(raw)
    if _is_blob(raw):
        return "raw_data", len(raw.data)
    if isinstance(raw, dict):
        if "sha256" in raw or "size" in raw:
            return _placeholder(raw)
        values = raw.get("values")
        if isinstance(values, list) and dtype is not None and dtype in ELEMENT_SIZE:
            return "raw_data", len(values) * ELEMENT_SIZE[dtype]
    return "raw_data", None


def tensor_storage(msg: dict[str, Any]) -> tuple[str, str | None, int | None]:
    """(storage, field, size in bytes) of a TensorProto document value, without decoding its payload."""
    dtype = data_type_number(msg.get("data_type"))
    if is_external(msg):
        length = _external_length(msg)
        return "external", None, length if length is not None else expected_size(msg)
    if "raw_data" in msg:
        storage, size = _raw_size(msg["raw_data"], dtype)
        return storage, "raw_data", size
    for name in TYPED_FIELDS:
        value = msg.get(name)
        if isinstance(value, dict):
            storage, size = _placeholder(value)
            return storage, name, size
        if not isinstance(value, list) or not value:
            continue
        if name == "string_data":
            return "typed", name, sum(_text_size(v) for v in value)
        if dtype in (14, 15):  # complex: two typed values per element
            return "typed", name, len(value) * ELEMENT_SIZE[dtype] // 2
        if dtype is not None and dtype in ELEMENT_SIZE:
            return "typed", name, len(value) * ELEMENT_SIZE[dtype]
        return "typed", name, expected_size(msg)
    return "empty", None, 0


def _tensor_entry(msg: dict[str, Any]) -> TensorEntry:
    storage, where, size = tensor_storage(msg)
    dims = _scalars(msg.get("dims"))
    return TensorEntry(as_str(msg.get("name")), "tensor", data_type_name(msg.get("data_type", 0)), dims,
                       storage, where, size, element_count(dims))


def _scalars(value: Any) -> list[Any]:
    """:func:`as_scalar` of each item of a list (ints as they are, at the speed of a copy)."""
    if value.__class__ is not list:
        return [as_scalar(d) for d in as_list(value)]
    return [d if d.__class__ is int else as_scalar(d) for d in value]


def _sparse_entry(msg: dict[str, Any]) -> TensorEntry:
    values, indices = as_dict(msg.get("values")), as_dict(msg.get("indices"))
    storage, where, values_size = tensor_storage(values)
    sizes = [values_size, tensor_storage(indices)[2]]
    size = None if any(s is None for s in sizes) else sum(s or 0 for s in sizes)
    return TensorEntry(as_str(values.get("name")), "sparse", data_type_name(values.get("data_type", 0)),
                       [as_scalar(d) for d in as_list(msg.get("dims"))], storage, where, size,
                       element_count(list(as_list(values.get("dims")))))


def _encoded_entry(msg: dict[str, Any]) -> TensorEntry:
    logical = type_structure(msg.get("logical_type")) or {}
    dims = [as_scalar(d) for d in logical.get("dims") or []] if logical.get("kind") in ("tensor", "sparse_tensor") else []
    if is_external(msg):
        storage, where, size = "external", None, _external_length(msg)
    elif "raw_data" in msg:
        (storage, size), where = _raw_size(msg["raw_data"], None), "raw_data"
    else:
        storage, where, size = "empty", None, 0
    return TensorEntry(as_str(msg.get("name")), "encoded", str(logical.get("elem_type", "UNDEFINED")), dims,
                       storage, where, size, element_count(dims))


def _op_key(node: dict[str, Any]) -> str:
    op = as_str(node.get("op_type"))
    domain = as_str(node.get("domain"))
    return f"{domain}:{op}" if domain and domain != "ai.onnx" else op


def _by_size(groups: dict[str, list[int]]) -> list[tuple[str, list[int]]]:
    return sorted(groups.items(), key=lambda kv: (-kv[1][2], natural_key(kv[0])))


# -- where the bytes are: a walk over the wire ----------------------------------------------------
#: A document whose payloads (inline, stripped and sidecar ones) add up to more than this is not built
#: in memory to measure its fields (its ``fields`` are null).
FIELDS_FILL_LIMIT = 512 << 20
#: Message fields nested deeper than this many levels are counted whole, their contents not listed.
FIELD_DEPTH = 32


class _Kinds:
    """What an occurrence of a field is, by the id of the message type holding it (the root type is 0):
    ``kinds(code, number, wire)`` is -2 for an unknown field (a number the type does not declare, or
    a declared one read with another wire type), -1 for a known field that is not opened, else the id
    of the message type of a known message field (``specs[id]``, None when the registry has no such
    type: its fields are all unknown)."""

    def __init__(self, registry: Registry, root: MessageSpec) -> None:
        self.registry = registry
        self.specs: list[MessageSpec | None] = [root]
        self._ids: dict[str, int] = {root.name: 0}

    def __call__(self, code: int, number: int, wire_type: int) -> int:
        spec = self.specs[code]
        f = spec.fields.get(number) if spec is not None else None
        if f is None or wire_type == SGROUP or not f.reads_as_field(wire_type):
            return -2
        if f.kind != "message" or wire_type != LEN:
            return -1
        name = f.message or ""
        found = self._ids.get(name)
        if found is None:
            found = self._ids[name] = len(self.specs)
            self.specs.append(self.registry.messages.get(name) if name else None)
        return found

    def field(self, code: int, number: int) -> FieldSpec:
        """The declaration of the known field ``number`` of the message type ``code``."""
        spec = self.specs[code]
        assert spec is not None
        return spec.fields[number]


#: A message longer than this is framed a piece at a time (pieces of consecutive fields of one number
#: of at most this many bytes), so that the walk never holds a list of all the fields of a large one.
FRAMING_PIECE_BYTES = 64 << 10


def _framing_fields(buf: Any, start: int, stop: int) -> Iterable[tuple[int, int, int]] | None:
    """``(number, start, stop)`` of each field of ``buf[start:stop]`` (a group whole, from its start
    tag to its end tag), reading only the framing; None when it does not parse (as
    :func:`onnxjson.wire.whole_fields` reads it).

    A short message gives a list. A longer one (:data:`FRAMING_PIECE_BYTES`) gives an iterator over
    it, its framing checked first: what the walk holds is no list of its fields (a message of
    millions of 2-byte fields took 120 bytes of memory an input byte as one list)."""
    if stop - start <= FRAMING_PIECE_BYTES:
        found: list[tuple[int, int, int]] | None = field_pieces(buf, start, stop, 1, 0)
        if found is not None:
            return found
        return _group_fields(buf, start, stop, whole=False)
    # One pass checks the framing, a second yields the fields (no list either way).
    return _iter_fields(buf, start, stop) if _group_fields(buf, start, stop, whole=True) is not None else None


def _iter_fields(buf: Any, start: int, stop: int) -> Iterator[tuple[int, int, int]]:
    """The fields of ``buf[start:stop]``, groups whole, framing already checked (see :func:`_group_fields`)."""
    depth = 0
    first = pos = start
    while pos < stop:
        at = pos
        number, wire_type, pos = field_end(buf, pos, stop)
        if wire_type == SGROUP:
            if not depth:
                first = at
            depth += 1
        elif wire_type == EGROUP:
            depth -= 1
            if not depth:
                yield number, first, pos
        elif not depth:
            yield number, at, pos


def _group_fields(buf: Any, start: int, stop: int, *, whole: bool) -> list[tuple[int, int, int]] | None:
    """The fields of ``buf[start:stop]`` read by Python, groups whole; None when it does not parse.
    With ``whole`` the framing is only checked: an empty list when it parses."""
    out: list[tuple[int, int, int]] = []  # a group, or no parse: read again, groups whole
    opened: list[int] = []
    first = pos = start
    try:
        while pos < stop:
            at = pos
            number, wire_type, pos = field_end(buf, pos, stop)
            if wire_type == SGROUP:
                if not opened:
                    first = at
                opened.append(number)
            elif wire_type == EGROUP:
                if not opened or opened.pop() != number:
                    return None
                if not opened and not whole:
                    out.append((number, first, pos))
            elif not opened and not whole:
                out.append((number, at, pos))
    except (TruncatedError, VarintError, FramingError):
        return None
    return out if not opened else None


def _after_framing(buf: Any, pos: int) -> int:
    """Where the content of the length-delimited field whose tag is at ``pos`` starts."""
    while buf[pos] & 0x80:  # the tag
        pos += 1
    pos += 1
    while buf[pos] & 0x80:  # the length
        pos += 1
    return pos + 1


#: A row of :func:`_field_tally`: its parent's index, the field number, its code (:class:`_Kinds`:
#: -2 unknown, -1 a known field not opened, else a known message field's type id), its occurrences,
#: their bytes, their content (a message field's bytes less its tags and lengths), whether it was
#: opened (0 or 1) and the wire types of an unknown field (a bit each).
_PARENT, _NUMBER, _CODE, _COUNT, _SIZE, _CONTENT, _NESTED, _WIRES = range(8)


def _field_tally(data: Any, kinds: Any, depth_limit: int) -> list[list[int]] | None:
    """The occurrences of each field path of the message ``data``, summed: the rows of
    :data:`_PARENT`... (the root first: ``[-1, 0, 0, ...]``), each made where the walk first meets its
    path, depth first in the order of the bytes; None when ``data``'s framing does not parse. The
    compiled twin is ``field_tally`` of ``_accel_explore.c`` (the same rows in the same order).

    ``kinds(code, number, wire)`` (:class:`_Kinds`) is asked once a row and a tag. A message field
    is opened once its content frames (else it is an unknown field, as the decoder keeps it), at
    most ``depth_limit`` levels down (deeper ones are counted whole, not opened)."""
    top = _framing_fields(data, 0, len(data))
    if top is None:
        return None
    rows: list[list[int]] = [[-1, 0, 0, 0, 0, 0, 0, 0]]
    # (row, tag) -> the leaf row it is counted in, or -(type id + 1) for a message field; by row
    quick: list[dict[int, int]] = [{}]
    children: dict[tuple[int, int], int] = {}  # (row, number, or -number for an unknown field) -> row

    def child(row: int, number: int, code: int) -> int:
        key = (row, number if code != -2 else -number)
        found = children.get(key)
        if found is None:
            found = children[key] = len(rows)
            rows.append([row, number, code, 0, 0, 0, 0, 0])
            quick.append({})
        return found

    # Depth first on an explicit stack: (the fields of a message occurrence not yet counted, its row).
    # A message field is opened when it is met, so what is held is one message's fields a level (an
    # iterator over a long one), never a list of every occurrence still to open.
    todo: list[tuple[Iterator[tuple[int, int, int]], int]] = [(iter(top), 0)]
    while todo:
        fields, row = todo[-1]
        seen = quick[row]
        for number, start, end in fields:
            tag = number << 3 | (data[start] & 7)
            kind = seen.get(tag)
            if kind is None:
                code = as_int(kinds(rows[row][_CODE], number, tag & 7))
                if not -2 <= code < 1 << 31:
                    raise ValueError("field_tally: kinds gave a code out of range")
                if code >= 0:
                    kind = -code - 1
                else:
                    kind = child(row, number, code)
                    if code == -2:
                        rows[kind][_WIRES] |= 1 << (tag & 7)
                seen[tag] = kind
            if kind >= 0:  # a leaf: counted here
                leaf = rows[kind]
                leaf[_COUNT] += 1
                leaf[_SIZE] += end - start
                continue
            # A message field: counted once its content frames (a 1-byte tag and length, most often).
            begin = start + 2 if data[start] < 0x80 and data[start + 1] < 0x80 else _after_framing(data, start)
            inner: Iterable[tuple[int, int, int]] | None = None
            known = True
            if len(todo) < depth_limit:  # else counted whole
                inner = _framing_fields(data, begin, end)
                known = inner is not None
            index = child(row, number, -kind - 1 if known else -2)
            opened = rows[index]
            opened[_COUNT] += 1
            opened[_SIZE] += end - start
            opened[_CONTENT] += end - begin
            if inner is None:
                if not known:  # its content does not frame: an unknown field
                    opened[_WIRES] |= 1 << LEN
                continue
            opened[_NESTED] = 1
            todo.append((iter(inner), index))
            break
        else:
            todo.pop()
    return rows


def field_sizes(data: Any, type_name: str, registry: Registry) -> list[dict[str, Any]] | None:
    """Where the bytes of a message go: one row a field path, summed over the whole message.

    Reads only the framing of ``data`` (any bytes-like): nothing is decoded or encoded again, so
    what it says holds for any encoding (over-long varints, unpacked or split runs, unknown fields).
    A row is ``{"path", "number", "type", "count", "bytes"}`` and, for a message field,
    ``"content"`` (its bytes less its tags and length prefixes) and ``"nested"`` (whether its
    fields have rows of their own). ``path`` is the field names from the root, dotted; an unknown
    field (a number the message does not declare, a declared one with another wire type, or a
    message field whose bytes do not parse as fields) is named by its number (``graph.77``).
    ``count`` counts occurrences on the wire (a packed run is one); ``bytes`` sums each one's tag,
    length and content. The top-level rows' bytes add up to ``len(data)``; the rows nested in a
    row add up to its ``content``. Below :data:`FIELD_DEPTH` levels a message is counted whole
    (``"nested": false``). Rows come in tree order, the larger of two siblings first.

    Returns:
        The rows, or None when ``data``'s framing does not parse (the decoder would have said so).
    """
    kinds = _Kinds(registry, registry.messages[type_name])
    compiled = accel.compiled if accel.ENABLED else None
    tally = (compiled.field_tally if compiled is not None else _field_tally)(data, kinds, FIELD_DEPTH)
    if tally is None:
        return None
    below: list[list[int]] = [[] for _ in tally]  # each row's children, by index
    for i in range(1, len(tally)):
        below[tally[i][_PARENT]].append(i)
    rows: list[dict[str, Any]] = []
    walk: list[tuple[int, str]] = [(i, "") for i in reversed(_largest_first(tally, below[0]))]
    while walk:
        at, prefix = walk.pop()
        row = tally[at]
        code, number = row[_CODE], row[_NUMBER]
        known = kinds.field(tally[row[_PARENT]][_CODE], number) if code != -2 else None
        name = known.name if known is not None else str(number)
        path = f"{prefix}.{name}" if prefix else name
        entry: dict[str, Any] = {"path": path, "number": number, "type": _field_type(known, row[_WIRES]),
                                 "count": row[_COUNT], "bytes": row[_SIZE]}
        if code >= 0 and kinds.specs[code] is not None:
            entry["content"] = row[_CONTENT]
            entry["nested"] = bool(row[_NESTED])
        rows.append(entry)
        walk += [(i, path) for i in reversed(_largest_first(tally, below[at]))]
    return rows


def absent_payloads(doc: dict[str, Any], spec: MessageSpec) -> tuple[int, int]:
    """How many payloads of a document are not in it (stripped, or in a sidecar), and the bytes of
    all its payloads (those in it too): what building it in memory takes."""
    count = size = 0
    for msg in payload_messages(doc, spec):
        storage, _field, n = tensor_storage(msg)
        count += storage in ("sidecar", "stripped")
        size += n or 0
    return count, size


def _largest_first(tally: list[list[int]], indexes: list[int]) -> list[int]:
    """The rows ``indexes`` of ``tally``, the larger first (then by number, a known field first)."""
    return sorted(indexes, key=lambda i: (-tally[i][_SIZE], tally[i][_NUMBER], tally[i][_CODE] == -2))


def _field_type(known: FieldSpec | None, wires: int) -> str:
    if known is None:
        return "unknown " + "/".join(WIRE_NAMES[w] for w in range(8) if wires >> w & 1)
    return ("repeated " if known.repeated else "") + (known.message or known.enum or known.kind)


# -- summaries ------------------------------------------------------------------------------------
def root_type(doc: Any) -> str:
    """The root message type a document declares (ModelProto without an envelope)."""
    return as_str(as_dict(as_dict(doc).get(ENVELOPE_KEY)).get("type")) or "ModelProto"


#: info lists at most max(ROW_MIN_BUDGET, input bytes / ROW_BYTES) rows (see :func:`summarize`).
ROW_MIN_BUDGET = 100_000
ROW_BYTES = 16


def summarize(doc: dict[str, Any], *, type: str | None = None, input_bytes: int | None = None) -> AnyInfo:
    """The explorer's summary of a document, in document order.

    Args:
        doc: a ModelProto, GraphProto or TensorProto document, as :func:`onnxjson.to_dict` returns
            it or as read from JSON (stripped, sidecar and external-data documents included).
        type: the root message type of a document without an envelope (default: the envelope's,
            else ModelProto).
        input_bytes: the size of the input ``doc`` was read from, to bound the rows listed: a
            summary of more than max(:data:`ROW_MIN_BUDGET`, input_bytes / :data:`ROW_BYTES`) rows
            (initialisers, top-level nodes, inputs, outputs, value_info, op types, opsets,
            metadata_props) is refused, as the decoder refuses too many unknown fields; each row
            takes a few hundred bytes through the summary and its renderings, where a model of
            2-byte empty initialisers gives one for every 2 bytes. None: no bound.

    Returns:
        A :class:`ModelInfo` for a model or a graph, a :class:`TensorInfo` for a tensor, a
        :class:`MessageInfo` for another root message (a NodeProto...).

    Raises:
        OnnxJsonError: more rows than ``input_bytes`` allows.
    """
    root = type or root_type(doc)
    if root == "TensorProto":
        return TensorInfo("TensorProto", _tensor_entry(doc), first_values(doc, TENSOR_VALUES))
    if root not in ("ModelProto", "GraphProto"):
        return MessageInfo(root)  # where its bytes go: the fields the caller measures
    model = doc if root != "GraphProto" else {}
    graph = as_dict(doc.get("graph")) if root != "GraphProto" else doc
    counts = {"graph_nodes": 0, "subgraph_nodes": 0, "function_nodes": 0, "training_nodes": 0,
              "subgraph_initializers": 0, "subgraphs": 0}
    op_types: Counter[str] = Counter()

    # (graph or function body, bucket of its own nodes); attribute graphs go to "subgraph_nodes".
    stack: list[tuple[dict[str, Any], str]] = [(graph, "graph_nodes")]
    stack += [(as_dict(f), "function_nodes") for f in as_list(model.get("functions"))]
    for t in as_list(model.get("training_info")):
        stack += [(as_dict(as_dict(t).get(k)), "training_nodes") for k in ("initialization", "algorithm")
                  if k in as_dict(t)]
    while stack:
        body, bucket = stack.pop()
        nodes = as_list(body.get("node"))
        counts[bucket] += len(nodes)
        if bucket == "subgraph_nodes":
            counts["subgraph_initializers"] += sum(len(as_list(body.get(k))) for k in (
                "initializer", "sparse_initializer", "encoded_initializer"))
        for node in nodes:
            node = as_dict(node)
            op_types[_op_key(node)] += 1
            for attr in as_list(node.get("attribute")):
                attr = as_dict(attr)
                subs = ([attr["g"]] if "g" in attr else []) + as_list(attr.get("graphs"))
                counts["subgraphs"] += len(subs)
                stack += [(as_dict(g), "subgraph_nodes") for g in subs]

    if input_bytes is not None:
        _check_rows(model, graph, len(op_types), input_bytes)
    initializers = [_tensor_entry(as_dict(t)) for t in as_list(graph.get("initializer"))]
    initializers += [_sparse_entry(as_dict(t)) for t in as_list(graph.get("sparse_initializer"))]
    initializers += [_encoded_entry(as_dict(t)) for t in as_list(graph.get("encoded_initializer"))]

    by_dtype: dict[str, list[int]] = {}
    by_storage: dict[str, list[int]] = {}
    for e in initializers:
        for groups, key in ((by_dtype, e.data_type), (by_storage, e.storage)):
            group = groups.setdefault(key, [0, 0, 0])
            group[0] += 1
            group[1] += e.params or 0
            group[2] += e.size or 0

    opsets: dict[str, Any] = {}
    for entry in as_list(model.get("opset_import")):
        entry = as_dict(entry)
        opsets[as_str(entry.get("domain"))] = as_scalar(entry.get("version"))

    def values(items: Any) -> list[ValueEntry]:
        return [ValueEntry(as_str(as_dict(v).get("name")), type_structure(as_dict(v).get("type")))
                for v in as_list(items)]

    ir_version = model.get("ir_version")
    model_version = model.get("model_version")
    return ModelInfo(
        type=root,
        ir_version=ir_version if isinstance(ir_version, int) and not isinstance(ir_version, bool) else None,
        producer_name=as_str(model.get("producer_name")),
        producer_version=as_str(model.get("producer_version")),
        opsets=opsets,
        counts=Counts(nodes=counts["graph_nodes"] + counts["subgraph_nodes"] + counts["function_nodes"]
                      + counts["training_nodes"], initializers=len(initializers),
                      functions=len(as_list(model.get("functions"))), **counts),
        params=sum(e.params or 0 for e in initializers),
        weight_bytes=sum(e.size or 0 for e in initializers),
        inputs=values(graph.get("input")),
        outputs=values(graph.get("output")),
        initializers=initializers,
        by_dtype=[DtypeGroup(k, *v) for k, v in _by_size(by_dtype)],
        by_storage=[StorageGroup(k, *v) for k, v in _by_size(by_storage)],
        op_types=dict(sorted(op_types.items(), key=lambda kv: (-kv[1], natural_key(kv[0])))),
        nodes=[NodeEntry(as_str(n.get("name")), as_str(n.get("op_type")), as_str(n.get("domain")),
                         _texts(n.get("input")), _texts(n.get("output")))
               for n in map(as_dict, as_list(graph.get("node")))],
        domain=as_str(model.get("domain")),
        model_version=model_version if isinstance(model_version, int) and not isinstance(model_version, bool) else None,
        doc_string=_text(model.get("doc_string")),
        metadata_props=_props(model.get("metadata_props")),
        graph_name=as_str(graph.get("name")),
        value_info=values(graph.get("value_info")),
    )


def _texts(value: Any) -> list[str]:
    """The items of a list of strings as text (:func:`as_text`), at the speed of a copy when they are strings."""
    if value.__class__ is not list:
        return [as_text(x) for x in as_list(value)]
    return [x if x.__class__ is str else as_text(x) for x in value]


def _check_rows(model: dict[str, Any], graph: dict[str, Any], op_types: int, input_bytes: int) -> None:
    """Refuse a summary of more rows than ``input_bytes`` allows (see :func:`summarize`)."""
    rows = op_types + sum(len(as_list(graph.get(k))) for k in (
        "initializer", "sparse_initializer", "encoded_initializer", "node", "input", "output", "value_info"))
    rows += len(as_list(model.get("opset_import"))) + len(as_list(model.get("metadata_props")))
    budget = max(ROW_MIN_BUDGET, input_bytes // ROW_BYTES)
    if rows > budget:
        raise OnnxJsonError(f"{rows:,} rows to list (initialisers, nodes, values, op types), more than the "
                            f"{budget:,} info lists for {input_bytes:,} bytes of input (the larger of "
                            f"{ROW_MIN_BUDGET:,} and one per {ROW_BYTES} bytes), so that its memory stays bounded")


def _props(items: Any) -> list[dict[str, str]]:
    """metadata_props as ``[{key, value}]``, in order (a key may come twice)."""
    return [{"key": _text(as_dict(p).get("key")), "value": _text(as_dict(p).get("value"))}
            for p in as_list(items)]


def _text(value: Any) -> str:
    """A string field's text: "" when unset, the short JSON text of a value that is not a string."""
    return "" if value is None else as_text(value)


# -- one node in full ----------------------------------------------------------------------------
#: Attribute type → the AttributeProto field that holds its value.
_ATTRIBUTE_FIELDS = {
    "FLOAT": "f", "INT": "i", "STRING": "s", "TENSOR": "t", "GRAPH": "g", "SPARSE_TENSOR": "sparse_tensor",
    "TYPE_PROTO": "tp", "FLOATS": "floats", "INTS": "ints", "STRINGS": "strings", "TENSORS": "tensors",
    "GRAPHS": "graphs", "SPARSE_TENSORS": "sparse_tensors", "TYPE_PROTOS": "type_protos",
}
#: How many items of a list attribute, and characters of a string, its short rendering shows.
ATTRIBUTE_ITEMS = 16
ATTRIBUTE_CHARS = 80


def node_detail(doc: dict[str, Any], name: str, *, type: str | None = None) -> NodeDetail:
    """The first node of the top-level graph named ``name``, in full (``info --node NAME``).

    Raises:
        OnnxJsonError: the graph has no node of that name (or the document is a tensor).
    """
    root = type or root_type(doc)
    graph = as_dict(doc.get("graph")) if root == "ModelProto" else doc if root == "GraphProto" else {}
    for node in as_list(graph.get("node")):
        node = as_dict(node)
        if as_str(node.get("name")) != name:
            continue
        return NodeDetail(name, as_str(node.get("op_type")), as_str(node.get("domain")),
                          [as_text(x) for x in as_list(node.get("input"))],
                          [as_text(x) for x in as_list(node.get("output"))],
                          [_attribute_entry(as_dict(a)) for a in as_list(node.get("attribute"))],
                          _text(node.get("doc_string")), _props(node.get("metadata_props")))
    raise OnnxJsonError(f"the top-level graph has no node named {name!r} ('onnxjson info --nodes' lists them)")


def _attribute_entry(attr: dict[str, Any]) -> AttributeEntry:
    kind = as_str(attr.get("type")) or as_text(attr.get("type", "UNDEFINED"))
    if "ref_attr_name" in attr:
        return AttributeEntry(as_str(attr.get("name")), kind, f"ref {_text(attr.get('ref_attr_name'))}")
    value = attr.get(_ATTRIBUTE_FIELDS.get(kind, ""))
    if isinstance(value, list):
        shown = ", ".join(_attribute_value(kind, v) for v in value[:ATTRIBUTE_ITEMS])
        more = f", … ({len(value)} in all)" if len(value) > ATTRIBUTE_ITEMS else ""
        text = f"[{shown}{more}]"
    else:
        text = "-" if value is None else _attribute_value(kind, value)
    return AttributeEntry(as_str(attr.get("name")), kind, text)


def _attribute_value(kind: str, value: Any) -> str:
    if kind in ("TENSOR", "TENSORS"):
        e = _tensor_entry(as_dict(value))
        size = "?" if e.size is None else f"{e.size} bytes"
        return f"{e.data_type} {dims_text(e.dims)} ({size}, {_storage_text(e)})"
    if kind in ("SPARSE_TENSOR", "SPARSE_TENSORS"):
        e = _sparse_entry(as_dict(value))
        return f"sparse {e.data_type} {dims_text(e.dims)}"
    if kind in ("GRAPH", "GRAPHS"):
        g = as_dict(value)
        return f"graph {as_str(g.get('name')) or '-'} ({len(as_list(g.get('node')))} nodes)"
    if kind in ("TYPE_PROTO", "TYPE_PROTOS"):
        return structure_text(type_structure(value))
    if kind in ("STRING", "STRINGS"):
        text = _text(value) if isinstance(value, str) else f"<{_text_size(value)} bytes>"
        return text if len(text) <= ATTRIBUTE_CHARS else text[:ATTRIBUTE_CHARS - 1] + "…"
    return _value_text(value) if not isinstance(value, str) else value


def check_arrangement(*, sort: Any, top: Any) -> None:
    """OnnxJsonError unless ``sort`` is one of :data:`SORTS` and ``top`` None or a positive integer."""
    if not isinstance(sort, str) or sort not in SORTS:
        raise OnnxJsonError(f"sort must be one of {', '.join(SORTS)}, not {sort!r}")
    if top is not None and (isinstance(top, bool) or not isinstance(top, int) or top < 1):
        raise OnnxJsonError(f"top must be a positive integer, not {top!r}")


def arrange(info: AnyInfo, *, sort: str, top: int | None = None) -> AnyInfo:
    """``info`` with its initialisers sorted by ``sort`` and cut to the first ``top`` (see the NOTE).

    Raises:
        OnnxJsonError: ``sort`` is not one of :data:`SORTS`, or ``top`` is not a positive integer.
    """
    check_arrangement(sort=sort, top=top)
    if not isinstance(info, ModelInfo):
        return info
    items = list(info.initializers)
    nodes = list(info.nodes)
    if sort == "size":
        items.sort(key=lambda e: (-(e.size or 0), natural_key(e.name)))
    elif sort == "name":
        items.sort(key=lambda e: natural_key(e.name))
        nodes.sort(key=lambda n: natural_key(n.name))
    return replace(info, initializers=items[:top] if top is not None else items, nodes=nodes, sort=sort)


# -- the first values of a lone tensor -----------------------------------------------------------
_TYPED_INTS = {2, 3, 4, 5, 6, 7, 12, 13}


def first_values(msg: dict[str, Any], limit: int) -> list[Any] | None:
    """The first ``limit`` values of a TensorProto document value, in document form.

    Only those values are decoded. None when the payload is not in the document (stripped, sidecar,
    external), is empty, or its type has no readable form (complex, sub-byte and 8-bit floats).
    """
    dtype = data_type_number(msg.get("data_type"))
    if dtype is None or is_external(msg):
        return None
    if "raw_data" in msg:
        raw = msg["raw_data"]
        if isinstance(raw, dict):
            values = raw.get("values")
            return list(values[:limit]) if isinstance(values, list) else None
        width = ELEMENT_SIZE.get(dtype)
        if width is None:
            return None
        want = width * limit
        try:
            if _is_blob(raw):
                head = bytes(raw.data[:want])
            elif isinstance(raw, (str, LongText)):
                chars = -(-want // 3) * 4
                text = raw.head(chars) if isinstance(raw, LongText) else raw.strip()[:chars]
                head = b64decode(text)[:want]
            else:
                return None
        except ValueError:
            return None
        head = head[:len(head) // width * width]
        return raw_to_values(dtype, head, limit) if head else None
    for name in TYPED_FIELDS:
        value = msg.get(name)
        if not isinstance(value, list) or not value:
            continue
        items = value[:limit]
        if name == "string_data" or (name in ("float_data", "double_data") and dtype in (1, 11)):
            return items
        if dtype in _TYPED_INTS:
            return items if all(isinstance(v, int) and not isinstance(v, bool) for v in items) else None
        if dtype == 9:
            return [bool(v) for v in items]
        if dtype in (10, 16) and all(isinstance(v, int) and 0 <= v < 65536 for v in items):
            return FLOAT_FORMATS[dtype].many_to_doc(struct.pack(f"<{len(items)}H", *items))
        return None
    return None


# -- rendering ----------------------------------------------------------------------------------
def human_bytes(n: int) -> str:
    """``1.5 MiB``-style size."""
    size = float(n)
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if size < 1024 or unit == "TiB":
            return f"{int(size)} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} B"  # pragma: no cover


def human_count(n: int) -> str:
    """``1,234,567 (1.2 M)``-style count; small counts as they are."""
    if n < 1000:
        return str(n)
    exponent = min(int(math.log10(n)) // 3, 4)
    scaled = n / 1000 ** exponent
    if round(scaled, 1) >= 1000 and exponent < 4:
        exponent, scaled = exponent + 1, scaled / 1000
    return f"{n:,} ({scaled:.1f} {' KMGT'[exponent]})"


class _Style:
    """How numbers are written: exact for pipes (and ``--bytes``), human on terminals."""

    def __init__(self, human: bool) -> None:
        self.human = human

    def size(self, n: int | None) -> str:
        if n is None:
            return "?"
        return human_bytes(n) if self.human else str(n)

    def count(self, n: int | None) -> str:
        if n is None:
            return "?"
        return f"{n:,}" if self.human else str(n)


def _storage_text(e: TensorEntry) -> str:
    text = e.field if e.storage == "typed" and e.field else e.storage
    return text if e.kind == "tensor" else f"{e.kind} {text}"


def _summary_rows(info: AnyInfo, style: _Style) -> list[tuple[str, str]]:
    """The rows of the summary, their values shown as :func:`printable` shows them."""
    if isinstance(info, MessageInfo):
        return [("type", printable(info.type))]
    if not isinstance(info, TensorInfo):
        return [(k, printable(v)) for k, v in _model_rows(info, style)]
    t = info.tensor
    total = t.params
    shown = info.values
    if shown is None:
        values = "-"
    else:
        values = ", ".join(_value_text(v) for v in shown)
        if total is not None and len(shown) < total:
            values += f", … (first {len(shown)} of {style.count(total)})"
    rows = [("type", info.type), ("name", t.name or "-"), ("data_type", t.data_type),
            ("dims", dims_text(t.dims)), ("params", style.count(t.params)),
            ("size", _weight_text(t.size, style)), ("storage", _storage_text(t) + (
                f" ({t.field})" if t.field and t.storage in ("sidecar", "stripped") else "")),
            ("values", values)]
    return [(k, printable(v)) for k, v in rows]


def _model_rows(info: ModelInfo, style: _Style) -> list[tuple[str, str]]:
    c = info.counts
    rows: list[tuple[str, str]] = []
    if info.type != "ModelProto":
        rows.append(("type", info.type))
    else:
        producer = " ".join(x for x in (info.producer_name, info.producer_version) if x)
        opsets = ", ".join(f"{d or 'ai.onnx'} {v}" for d, v in info.opsets.items())
        rows += [("ir_version", "-" if info.ir_version is None else str(info.ir_version)),
                 ("producer", producer or "-"), ("opsets", opsets or "-")]
    rows += [(k, v) for k, v in (("domain", info.domain),
                                 ("model_version", "" if info.model_version is None else str(info.model_version)),
                                 ("graph", info.graph_name), ("doc_string", _short(info.doc_string))) if v]
    nodes = (f"{style.count(c.nodes)} (graph {style.count(c.graph_nodes)}, subgraphs {style.count(c.subgraph_nodes)}, "
             f"functions {style.count(c.function_nodes)}"
             + (f", training {style.count(c.training_nodes)}" if c.training_nodes else "") + ")")
    rows += [
        ("nodes", nodes),
        ("initializers", style.count(c.initializers)),
        ("functions", style.count(c.functions)),
        ("subgraphs", style.count(c.subgraphs)),
        ("params", human_count(info.params) if style.human else str(info.params)),
        ("weights", _weight_text(info.weight_bytes, style)),
    ]
    return rows


def _short(text: str, chars: int = ATTRIBUTE_CHARS) -> str:
    """The first line of ``text``, at most ``chars`` characters (``…`` where cut)."""
    line = text.split("\n", 1)[0]
    cut = len(line) > chars or line != text.rstrip("\n")
    return (line[:chars - 1] if len(line) > chars else line) + ("…" if cut else "")


#: On a terminal: the field table leaves out nested paths under this share of the file (``--json``
#: lists them all), and long lists show their first rows.
FIELD_SHARE_SHOWN = 0.001
TERMINAL_ROWS = 20


def _field_rows(info: AnyInfo, style: _Style, trim: bool) -> list[list[str]]:
    """The field table: the model's fields and the top-level graph's (and their fields), by size."""
    rows = info.fields or []
    total = sum(r["bytes"] for r in rows if "." not in r["path"]) or 1
    out: list[list[str]] = []
    hidden = hidden_bytes = 0
    for r in rows:
        depth = r["path"].count(".")
        if depth > (2 if r["path"].startswith("graph.") or info.type == "GraphProto" else 1):
            continue
        share = r["bytes"] / total
        if trim and depth and share < FIELD_SHARE_SHOWN:
            hidden += 1
            hidden_bytes += r["bytes"]
            continue
        out.append([r["path"], str(r["number"]), r["type"], style.count(r["count"]), style.size(r["bytes"]),
                    f"{share:.1%}"])
    if hidden:
        out.append([f"… {hidden} more ('onnxjson info --json' lists them)", "", "", "",
                    style.size(hidden_bytes), ""])
    return out


def _trimmed(rows: list[list[str]], trim: bool, width: int) -> list[list[str]]:
    if not trim or len(rows) <= TERMINAL_ROWS:
        return rows
    return [*rows[:TERMINAL_ROWS], [f"… {len(rows) - TERMINAL_ROWS} more ('onnxjson info --json' lists them)"] + [""] * (width - 1)]


def _weight_text(n: int | None, style: _Style) -> str:
    if n is None:
        return "?"
    if style.human:
        return human_bytes(n)
    return f"{n} bytes" + (f" ({human_bytes(n)})" if n >= 1024 else "")


def _value_text(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, str):
        return repr(v) if v not in ("NaN", "Infinity", "-Infinity") and not v.startswith("NaN(") else v
    if isinstance(v, dict) and BYTES_KEY in v:
        return f"<{base64_size(v[BYTES_KEY])} bytes>"
    return str(v)


#: (title, headers, rows, right-aligned column indexes)
_Table = tuple[str, list[str], list[list[str]], frozenset[int]]


def _tables(info: AnyInfo, *, nodes: bool, style: _Style, trim: bool = False) -> list[_Table]:
    """Every table of ``info`` that has rows (no heading ever stands over an empty table)."""
    fields_title = "where the bytes go" + (f" (measured on the {info.fields_from})" if info.fields_from else "")
    fields_table: _Table = (fields_title, ["field", "#", "type", "count", "bytes", "share"],
                            _field_rows(info, style, trim), frozenset({1, 3, 4, 5}))
    if not isinstance(info, ModelInfo):
        return _printable_tables([fields_table])
    if info.node is not None:
        return _printable_tables(_node_tables(info.node, trim))
    tables: list[_Table] = [fields_table]
    io = [["input", v.name, structure_text(v.type)] for v in info.inputs]
    io += [["output", v.name, structure_text(v.type)] for v in info.outputs]
    tables.append(("inputs and outputs", ["kind", "name", "type"], io, frozenset()))
    tables.append(("value_info", ["name", "type"],
                   _trimmed([[v.name, structure_text(v.type)] for v in info.value_info], trim, 2), frozenset()))
    tables.append(("metadata_props", ["key", "value"],
                   _trimmed([[p["key"], _short(p["value"]) if trim else p["value"]] for p in info.metadata_props],
                            trim, 2), frozenset()))
    tables.append(("op types", ["op_type", "count"], [[k, style.count(v)] for k, v in info.op_types.items()],
                   frozenset({1})))
    total = info.counts.initializers
    shown = len(info.initializers)
    order = {"size": "by size", "name": "by name", "order": "in document order"}[info.sort]
    title = (f"initializers (top {shown} of {style.count(total)}, {order})" if shown < total
             else f"initializers ({order})")
    tables.append((title, ["name", "data_type", "dims", "storage", "params", "size"],
                   [[e.name, e.data_type, dims_text(e.dims), _storage_text(e), style.count(e.params),
                     style.size(e.size)] for e in info.initializers], frozenset({4, 5})))
    tables.append(("weights by data type", ["data_type", "tensors", "params", "size"],
                   [[g.data_type, style.count(g.tensors), style.count(g.params), style.size(g.size)]
                    for g in info.by_dtype], frozenset({1, 2, 3})))
    tables.append(("weights by storage", ["storage", "tensors", "params", "size"],
                   [[g.storage, style.count(g.tensors), style.count(g.params), style.size(g.size)]
                    for g in info.by_storage], frozenset({1, 2, 3})))
    if nodes:
        tables.append(("nodes", ["name", "op_type", "inputs", "outputs"],
                       [[n.name, f"{n.domain}:{n.op_type}" if n.domain else n.op_type,
                         ", ".join(n.inputs), ", ".join(n.outputs)] for n in info.nodes], frozenset()))
    return _printable_tables(tables)


def _printable_tables(tables: list[_Table]) -> list[_Table]:
    # Names are the model's: shown as printable shows them (the titles and headers are ours, but for
    # a node's name in its title, escaped here too). printable leaves a text that isprintable as it
    # is, so a table whose cells all are (one test of their joined text, in C) is kept whole.
    return [(printable(title), headers,
             rows if "".join(chain.from_iterable(rows)).isprintable() else [[printable(c) for c in r] for r in rows],
             right) for title, headers, rows, right in tables if rows]


def _node_tables(node: NodeDetail, trim: bool) -> list[_Table]:
    """``info --node NAME``: the node, its attributes and its metadata."""
    op = f"{node.domain}:{node.op_type}" if node.domain else node.op_type
    about = [["op_type", op], ["inputs", ", ".join(node.inputs) or "-"], ["outputs", ", ".join(node.outputs) or "-"]]
    if node.doc_string:
        about.append(["doc_string", _short(node.doc_string) if trim else node.doc_string])
    return [(f"node {node.name}", ["", ""], about, frozenset()),
            ("attributes", ["name", "type", "value"], [[a.name, a.type, a.value] for a in node.attributes],
             frozenset()),
            ("metadata_props", ["key", "value"],
             _trimmed([[p["key"], _short(p["value"]) if trim else p["value"]] for p in node.metadata_props], trim, 2),
             frozenset())]


def _table_lines(headers: list[str], rows: list[list[str]], right: frozenset[int]) -> list[str]:
    """Each row as a line: its cells padded to their column's width (``right``: on the left), two
    spaces between them, no space at the end. The rows are formatted by one format string (padding
    by len, as ljust and rjust pad), in C: a table of 100,000 initialisers is most of info's text."""
    if any(len(r) != len(headers) for r in rows):
        raise ValueError("a row of another number of cells than the headers")
    widths = [max([len(h), *map(len, map(itemgetter(i), rows))]) for i, h in enumerate(headers)]
    line = "  ".join(f"{{:{'>' if i in right else '<'}{w}}}" if w else "{}" for i, w in enumerate(widths)).format
    return [*([line(*headers).rstrip()] if any(headers) else []), *map(str.rstrip, starmap(line, rows))]


@pausing
def render_json(info: AnyInfo) -> str:
    """The JSON text ``info --json`` prints: ``as_dict()``, indented by two, ending in a newline.

    Written from the summary itself, its rows read field by field as the text is made: ``as_dict()``
    copies every row, and json.dumps with an indent keeps each piece of its text as a string of its
    own until it joins them; the two held 3 to 5 times the text besides the summary (info --json of
    a chain of nodes kept 97 bytes an input byte). The same text as json.dumps(as_dict(), indent=2,
    ensure_ascii=False) but for lines nested deeper than jsonio.MAX_INDENT_LEVEL (a value's type
    nested that deep), indented as that level's, as documents are.
    """
    return dumps_indented({"info_version": INFO_VERSION, **_fields_of(info)}, default=_fields_of) + "\n"


def _fields_of(value: Any) -> dict[str, Any]:
    """A dataclass's fields by name, as ``asdict`` gives them (without copying their values)."""
    if is_dataclass(value) and not isinstance(value, type):
        return {f.name: getattr(value, f.name) for f in fields(value)}
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


@pausing
def render_plain(info: AnyInfo, *, nodes: bool = False, human: bool = False) -> str:
    """Plain-text tables of ``info`` (as :func:`summarize` or :func:`arrange` made it), for pipes.

    Args:
        info: the summary.
        nodes: include the table of the top-level graph's nodes.
        human: sizes as ``4.0 MiB`` and counts with separators (default: exact numbers).

    Returns:
        The text, ending in a newline. Columns are separated by two or more spaces.
    """
    style = _Style(human)
    summary = _summary_rows(info, style)
    width = max(len(k) for k, _ in summary)
    out = [f"{k.ljust(width)}  {v}" for k, v in summary]
    for title, headers, rows, right in _tables(info, nodes=nodes, style=style):
        out += ["", title, *_table_lines(headers, rows, right)]
    return "\n".join(out) + "\n"


@pausing
def render_rich(info: AnyInfo, *, nodes: bool = False, human: bool = True) -> RenderableType:
    """Rich tables of ``info``, for terminals (rich is imported here, lazily).

    Args:
        info: the summary (as :func:`summarize` or :func:`arrange` made it).
        nodes: include the table of the top-level graph's nodes.
        human: sizes as ``4.0 MiB`` (the default) or exact bytes.

    Returns:
        A ``rich.console.Group`` of tables, to pass to ``Console.print``.
    """
    # lazy: rich only for a terminal's tables (the plain and --json renderings need none)
    from rich.console import Group
    from rich.table import Table
    from rich.text import Text

    style = _Style(human)
    summary = Table.grid(padding=(0, 2))
    summary.add_column(style="bold")
    summary.add_column()
    for k, v in _summary_rows(info, style):
        summary.add_row(k, Text(v))  # Text: names and dims like [batch, 3] are not markup
    parts: list[Any] = [summary]
    for title, headers, rows, right in _tables(info, nodes=nodes, style=style, trim=True):
        table = Table(title=Text(title), title_justify="left", show_edge=False, header_style="bold",
                      show_header=any(headers))
        for i, h in enumerate(headers):
            table.add_column(Text(h), justify="right" if i in right else "left", overflow="fold")
        for r in rows:
            table.add_row(*(Text(c) for c in r))
        parts.append(table)
    return Group(*parts)
