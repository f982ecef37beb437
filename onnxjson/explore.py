"""Model explorer data: a summary of a document (counts, opsets, weights, nodes) and its tables.

:func:`summarize` turns a ModelProto document into a JSON-able summary; :func:`render_plain` and
:func:`render_rich` present it as text tables (for pipes) or rich tables (for terminals). Nothing
here prints.

NOTE: design decisions.

- Weights are never decoded. Sizes come from what the document already says: a placeholder's
  ``size`` (stripped or sidecar), the length of a base64 string computed arithmetically (characters
  without padding × 3 / 4), the element count of readable ``{"values"}`` or of a typed field × the
  raw-form size of one value, the ``length`` of ONNX external data (else what dims × data_type call
  for). Sizes are in raw_data form, so they match ``numpy_helper.to_array(t).nbytes`` for numeric
  tensors whatever field stores them. string_data counts the UTF-8 bytes of its strings.
- Counts: ``nodes`` is every node of the model = ``graph_nodes`` (top-level graph) +
  ``subgraph_nodes`` (graphs held by node attributes ``g``/``graphs``, at any depth, in the graph or
  in functions) + ``function_nodes`` (bodies of model-local functions) + ``training_nodes``
  (training_info graphs). ``subgraphs`` is the number of GraphProto attribute values anywhere.
  ``op_types`` counts every node too; an op of a domain other than ai.onnx is keyed ``domain:op``.
- ``initializers`` (list and count) are those of the top-level graph: ``initializer``,
  ``sparse_initializer`` and onnx-light's ``encoded_initializer``; ``weight_bytes`` is the sum of their
  sizes. Initialisers of subgraphs are counted in ``counts.subgraph_initializers`` only.
- ``storage`` names the field holding the payload (``raw_data``, ``float_data``, ``int64_data``...),
  ``external`` (ONNX external data), ``sparse``, ``encoded`` (``encoded (external)`` when external) or
  ``none``; a payload replaced by a placeholder adds `` (stripped)`` or `` (sidecar)``.
- ``nodes`` lists the top-level graph's nodes in document order.
- Sorting (``sort``): ``size`` (largest first, then name), ``name`` or ``order`` (document order)
  applies to the initializer table; the node table follows ``name`` or else document order.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from onnxjson._access import as_dict, as_list, as_str
from onnxjson.codec.document import ENVELOPE_KEY
from onnxjson.codec.payload import TYPED_FIELDS, expected_size, external_entries, is_external
from onnxjson.codec.tensors import ELEMENT_SIZE, data_type_name, data_type_number
from onnxjson.codec.values import BYTES_KEY, LongText, base64_decoded_size
from onnxjson.display import describe_type

if TYPE_CHECKING:
    from rich.console import RenderableType

__all__ = ["SORTS", "base64_size", "human_bytes", "render_plain", "render_rich", "summarize", "tensor_storage"]

SORTS = ("size", "name", "order")


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


def _placeholder(value: dict[str, Any]) -> tuple[int | None, str]:
    size = value.get("size")
    qualifier = " (sidecar)" if "offset" in value else " (stripped)"
    return (size if isinstance(size, int) and not isinstance(size, bool) else None), qualifier


def _external_length(msg: dict[str, Any]) -> int | None:
    length = external_entries(msg)[0].get("length")
    return length if isinstance(length, int) else None

def _raw_size(raw: Any, dtype: int | None) -> tuple[int | None, str]:
    """(size, qualifier) of a raw_data value."""
    if isinstance(raw, (str, LongText)):
        return base64_size(raw), ""
    if isinstance(raw, (bytes, bytearray, memoryview)):
        return len(raw), ""
    if hasattr(raw, "data") and hasattr(raw, "base64"):  # a codec Blob
        return len(raw.data), ""
    if isinstance(raw, dict):
        if "sha256" in raw or "size" in raw:
            return _placeholder(raw)
        values = raw.get("values")
        if isinstance(values, list) and dtype is not None and dtype in ELEMENT_SIZE:
            return len(values) * ELEMENT_SIZE[dtype], ""
    return None, ""


def tensor_storage(msg: dict[str, Any]) -> tuple[str, int | None]:
    """(storage, size in bytes) of a TensorProto document value, without decoding its payload."""
    dtype = data_type_number(msg.get("data_type"))
    if is_external(msg):
        length = _external_length(msg)
        return "external", length if length is not None else expected_size(msg)
    if "raw_data" in msg:
        size, qualifier = _raw_size(msg["raw_data"], dtype)
        return "raw_data" + qualifier, size
    for field in TYPED_FIELDS:
        value = msg.get(field)
        if isinstance(value, dict):
            size, qualifier = _placeholder(value)
            return field + qualifier, size
        if not isinstance(value, list) or not value:
            continue
        if field == "string_data":
            return field, sum(_text_size(v) for v in value)
        if dtype in (14, 15):  # complex: two typed values per element
            return field, len(value) * ELEMENT_SIZE[dtype] // 2
        if dtype is not None and dtype in ELEMENT_SIZE:
            return field, len(value) * ELEMENT_SIZE[dtype]
        return field, expected_size(msg)
    return "none", 0


def _tensor_entry(msg: dict[str, Any]) -> dict[str, Any]:
    storage, size = tensor_storage(msg)
    return {"name": as_str(msg.get("name")), "data_type": data_type_name(msg.get("data_type", 0)),
            "shape": list(as_list(msg.get("dims"))), "storage": storage, "size": size}


def _sparse_entry(msg: dict[str, Any]) -> dict[str, Any]:
    values, indices = as_dict(msg.get("values")), as_dict(msg.get("indices"))
    sizes = [tensor_storage(values)[1], tensor_storage(indices)[1]]
    size = None if any(s is None for s in sizes) else sum(s or 0 for s in sizes)
    return {"name": as_str(values.get("name")), "data_type": data_type_name(values.get("data_type", 0)),
            "shape": list(as_list(msg.get("dims"))), "storage": "sparse", "size": size}


def _encoded_entry(msg: dict[str, Any]) -> dict[str, Any]:
    logical = as_dict(msg.get("logical_type"))
    tensor = as_dict(logical.get("tensor_type"))
    shape: list[Any] = []
    for d in as_list(as_dict(tensor.get("shape")).get("dim")):
        d = as_dict(d)
        shape.append(d["dim_value"] if "dim_value" in d else as_str(d.get("dim_param")) or None)
    if is_external(msg):
        storage, size = "encoded (external)", _external_length(msg)
    elif "raw_data" in msg:
        size, qualifier = _raw_size(msg["raw_data"], None)
        storage = "encoded" + qualifier
    else:
        storage, size = "encoded", 0
    return {"name": as_str(msg.get("name")), "data_type": data_type_name(tensor.get("elem_type", 0)),
            "shape": shape, "storage": storage, "size": size}


def _op_key(node: dict[str, Any]) -> str:
    op = as_str(node.get("op_type"))
    domain = as_str(node.get("domain"))
    return f"{domain}:{op}" if domain and domain != "ai.onnx" else op


def summarize(doc: dict[str, Any]) -> dict[str, Any]:
    """A JSON-able summary of a ModelProto document (a GraphProto document is read as its graph).

    Args:
        doc: the document, as :func:`onnxjson.to_dict` returns it or as read from JSON (stripped,
            sidecar and external-data documents included).

    Returns:
        ``{"ir_version", "producer_name", "producer_version", "opsets", "counts", "weight_bytes",
        "inputs", "outputs", "initializers", "op_types", "nodes"}``; see the module NOTE for what
        each count covers.
    """
    root = as_dict(doc.get(ENVELOPE_KEY)).get("type", "ModelProto")
    model = doc if root != "GraphProto" else {}
    graph = as_dict(doc.get("graph")) if root != "GraphProto" else doc
    counts = {"nodes": 0, "graph_nodes": 0, "subgraph_nodes": 0, "function_nodes": 0,
              "training_nodes": 0, "initializers": 0, "subgraph_initializers": 0,
              "functions": len(as_list(model.get("functions"))), "subgraphs": 0}
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
    counts["nodes"] = (counts["graph_nodes"] + counts["subgraph_nodes"] + counts["function_nodes"]
                       + counts["training_nodes"])

    initializers = [_tensor_entry(as_dict(t)) for t in as_list(graph.get("initializer"))]
    initializers += [_sparse_entry(as_dict(t)) for t in as_list(graph.get("sparse_initializer"))]
    initializers += [_encoded_entry(as_dict(t)) for t in as_list(graph.get("encoded_initializer"))]
    counts["initializers"] = len(initializers)

    opsets: dict[str, Any] = {}
    for entry in as_list(model.get("opset_import")):
        entry = as_dict(entry)
        opsets[as_str(entry.get("domain"))] = entry.get("version")

    def values(items: Any) -> list[dict[str, Any]]:
        return [{"name": as_str(as_dict(v).get("name")), "type": describe_type(as_dict(v).get("type"))}
                for v in as_list(items)]

    return {
        "ir_version": model.get("ir_version"),
        "producer_name": as_str(model.get("producer_name")),
        "producer_version": as_str(model.get("producer_version")),
        "opsets": opsets,
        "counts": counts,
        "weight_bytes": sum(e["size"] or 0 for e in initializers),
        "inputs": values(graph.get("input")),
        "outputs": values(graph.get("output")),
        "initializers": initializers,
        "op_types": dict(sorted(op_types.items(), key=lambda kv: (-kv[1], kv[0]))),
        "nodes": [{"name": as_str(as_dict(n).get("name")), "op_type": as_str(as_dict(n).get("op_type")),
                   "domain": as_str(as_dict(n).get("domain")),
                   "inputs": [str(x) for x in as_list(as_dict(n).get("input"))],
                   "outputs": [str(x) for x in as_list(as_dict(n).get("output"))]}
                  for n in as_list(graph.get("node"))],
    }


# -- rendering ----------------------------------------------------------------------------------
def _check_sort(sort: str) -> None:
    if sort not in SORTS:
        raise ValueError(f"sort must be one of {', '.join(SORTS)}, not {sort!r}")


def _sorted_initializers(info: dict[str, Any], sort: str) -> list[dict[str, Any]]:
    items = list(info.get("initializers", []))
    if sort == "size":
        return sorted(items, key=lambda e: (-(e.get("size") or 0), e.get("name", "")))
    if sort == "name":
        return sorted(items, key=lambda e: e.get("name", ""))
    return items


def _sorted_nodes(info: dict[str, Any], sort: str) -> list[dict[str, Any]]:
    items = list(info.get("nodes", []))
    return sorted(items, key=lambda n: n.get("name", "")) if sort == "name" else items


def human_bytes(n: int) -> str:
    """``1.5 MiB``-style size."""
    size = float(n)
    for unit in ("B", "KiB", "MiB", "GiB", "TiB"):
        if size < 1024 or unit == "TiB":
            return f"{int(size)} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} B"  # pragma: no cover


def _shape(shape: Any) -> str:
    return "[" + ", ".join("?" if d is None else str(d) for d in as_list(shape)) + "]"


def _summary_rows(info: dict[str, Any]) -> list[tuple[str, str]]:
    c = info.get("counts", {})
    producer = " ".join(x for x in (info.get("producer_name", ""), info.get("producer_version", "")) if x)
    opsets = ", ".join(f"{d or 'ai.onnx'} {v}" for d, v in info.get("opsets", {}).items())
    nodes = (f"{c.get('nodes', 0)} (graph {c.get('graph_nodes', 0)}, subgraphs {c.get('subgraph_nodes', 0)}, "
             f"functions {c.get('function_nodes', 0)}"
             + (f", training {c['training_nodes']}" if c.get("training_nodes") else "") + ")")
    weight = int(info.get("weight_bytes", 0))
    return [
        ("ir_version", str(info.get("ir_version"))),
        ("producer", producer or "-"),
        ("opsets", opsets or "-"),
        ("nodes", nodes),
        ("initializers", str(c.get("initializers", 0))),
        ("functions", str(c.get("functions", 0))),
        ("subgraphs", str(c.get("subgraphs", 0))),
        ("weights", f"{weight} bytes ({human_bytes(weight)})"),
    ]


def _table(headers: list[str], rows: list[list[str]], right: frozenset[int] = frozenset()) -> list[str]:
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]

    def line(cells: list[str]) -> str:
        parts = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))]
        return "  ".join(parts).rstrip()

    return [line(headers), *(line(r) for r in rows)]


def _rows(info: dict[str, Any], *, nodes: bool, sort: str) -> dict[str, tuple[list[str], list[list[str]]]]:
    tables: dict[str, tuple[list[str], list[list[str]]]] = {}
    io = [["input", v["name"], v["type"]] for v in info.get("inputs", [])]
    io += [["output", v["name"], v["type"]] for v in info.get("outputs", [])]
    tables["inputs and outputs"] = (["kind", "name", "type"], io)
    tables["op types"] = (["op_type", "count"], [[k, str(v)] for k, v in info.get("op_types", {}).items()])
    tables[f"initializers (by {sort})"] = (
        ["name", "data_type", "shape", "storage", "size"],
        [[e["name"], e["data_type"], _shape(e["shape"]), e["storage"],
          "?" if e["size"] is None else str(e["size"])] for e in _sorted_initializers(info, sort)])
    if nodes:
        tables["nodes"] = (
            ["name", "op_type", "inputs", "outputs"],
            [[n["name"], f"{n['domain']}:{n['op_type']}" if n["domain"] else n["op_type"],
              ", ".join(n["inputs"]), ", ".join(n["outputs"])] for n in _sorted_nodes(info, sort)])
    return tables


def render_plain(info: dict[str, Any], *, nodes: bool, sort: str) -> str:
    """Plain-text tables of :func:`summarize` output, for pipes and files.

    Args:
        info: what :func:`summarize` returned.
        nodes: include the table of the top-level graph's nodes.
        sort: ``"size"``, ``"name"`` or ``"order"`` (see the module NOTE).

    Returns:
        The text, ending in a newline. Columns are separated by two or more spaces.

    Raises:
        ValueError: ``sort`` is not one of :data:`SORTS`.
    """
    _check_sort(sort)
    summary = _summary_rows(info)
    width = max(len(k) for k, _ in summary)
    out = [f"{k.ljust(width)}  {v}" for k, v in summary]
    for title, (headers, rows) in _rows(info, nodes=nodes, sort=sort).items():
        if not rows:
            continue
        right = frozenset({len(headers) - 1}) if headers[-1] in ("count", "size") else frozenset()
        out += ["", title, *_table(headers, rows, right)]
    return "\n".join(out) + "\n"


def render_rich(info: dict[str, Any], *, nodes: bool, sort: str) -> RenderableType:
    """Rich tables of :func:`summarize` output, for terminals (rich is imported here, lazily).

    Args:
        info: what :func:`summarize` returned.
        nodes: include the table of the top-level graph's nodes.
        sort: ``"size"``, ``"name"`` or ``"order"``.

    Returns:
        A ``rich.console.Group`` of tables, to pass to ``Console.print``.

    Raises:
        ValueError: ``sort`` is not one of :data:`SORTS`.
    """
    from rich.console import Group
    from rich.table import Table

    _check_sort(sort)
    summary = Table.grid(padding=(0, 2))
    summary.add_column(style="bold")
    summary.add_column()
    for k, v in _summary_rows(info):
        summary.add_row(k, v)
    parts: list[Any] = [summary]
    for title, (headers, rows) in _rows(info, nodes=nodes, sort=sort).items():
        if not rows:
            continue
        table = Table(title=title, title_justify="left", show_edge=False, header_style="bold")
        for h in headers:
            table.add_column(h, justify="right" if h in ("count", "size") else "left",
                             overflow="fold")
        for r in rows:
            table.add_row(*r)
        parts.append(table)
    return Group(*parts)
