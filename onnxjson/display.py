"""Short human renderings of document values, shared by diff and the explorer.

NOTE: like :mod:`onnxjson._access`, these read whatever a user hands them: a field of the wrong JSON
type is shown as unknown (``?``), never an error.

- A TypeProto has one structured form (:func:`type_structure`, JSON-able, what ``info --json``
  prints) and one text form (:func:`describe_type`), and the text is rendered from the structure, so
  the two cannot disagree.
- Structure: ``{"kind": "tensor" | "sparse_tensor", "elem_type": "FLOAT", "dims": [1, "batch",
  null]}`` (a dim is an int, a dim_param name, or null when neither is set; ``dims`` is null when the
  shape is absent: unknown rank), ``{"kind": "sequence" | "optional", "elem_type": TYPE}``,
  ``{"kind": "map", "key_type": "INT64", "value_type": TYPE}``, ``{"kind": "opaque", "domain",
  "name"}``, ``{"kind": "struct", "name"}`` (onnx-light; name null when only a type_id is set:
  ``"type_id"`` then holds it); a ``"denotation"`` key is added when the type has one. An absent
  or unrecognised type is ``None``.
"""

from __future__ import annotations

from typing import Any

from onnxjson._access import as_dict, as_list, as_str, as_text
from onnxjson.codec.tensors import data_type_name

__all__ = ["describe_type", "dims_text", "natural_key", "structure_text", "type_structure"]


def type_structure(type_doc: Any) -> dict[str, Any] | None:
    """The structured form of a TypeProto document value (see the module NOTE); None when absent.

    Iterative: a sequence of a sequence of ... nests as deep as ``max_depth`` allows.
    """
    result: list[Any] = [None]
    holder: Any = result
    place: Any = 0
    t = as_dict(type_doc)
    while True:
        out: dict[str, Any] | None = None
        inner: tuple[str, Any] | None = None  # (the key of a type inside this one, its document)
        if "tensor_type" in t:
            out = _tensor_structure("tensor", t["tensor_type"])
        elif "sparse_tensor_type" in t:
            out = _tensor_structure("sparse_tensor", t["sparse_tensor_type"])
        elif "sequence_type" in t:
            out = {"kind": "sequence", "elem_type": None}
            inner = ("elem_type", as_dict(t["sequence_type"]).get("elem_type"))
        elif "map_type" in t:
            m = as_dict(t["map_type"])
            out = {"kind": "map", "key_type": data_type_name(m.get("key_type")), "value_type": None}
            inner = ("value_type", m.get("value_type"))
        elif "optional_type" in t:
            out = {"kind": "optional", "elem_type": None}
            inner = ("elem_type", as_dict(t["optional_type"]).get("elem_type"))
        elif "opaque_type" in t:
            o = as_dict(t["opaque_type"])
            out = {"kind": "opaque", "domain": as_str(o.get("domain")), "name": as_str(o.get("name"))}
        elif "struct_type" in t:
            s = as_dict(t["struct_type"])
            out = {"kind": "struct", "name": as_str(s.get("name")) or None}
            if isinstance(s.get("type_id"), int):
                out["type_id"] = s["type_id"]
        if out is not None and as_str(t.get("denotation")):
            out["denotation"] = as_str(t.get("denotation"))
        holder[place] = out
        if inner is None:
            found: dict[str, Any] | None = result[0]
            return found
        holder, place = out, inner[0]
        t = as_dict(inner[1])


def _tensor_structure(kind: str, tt: Any) -> dict[str, Any]:
    tt = as_dict(tt)
    dims: list[int | str | None] | None = None
    if "shape" in tt:
        dims = []
        for d in as_list(as_dict(tt["shape"]).get("dim")):
            d = as_dict(d)
            value = d.get("dim_value")
            if "dim_value" in d and isinstance(value, int) and not isinstance(value, bool):
                dims.append(value)
            elif as_str(d.get("dim_param")):
                dims.append(as_str(d.get("dim_param")))
            else:
                dims.append(None)
    return {"kind": kind, "elem_type": data_type_name(tt.get("elem_type")), "dims": dims}


def dims_text(dims: Any) -> str:
    """``[N, 3, ?]``: ints and names as themselves, unknown dims (None) as ``?``."""
    return "[" + ", ".join("?" if d is None else str(d) if d.__class__ is int else as_text(d)
                           for d in as_list(dims)) + "]"


def structure_text(structure: dict[str, Any] | None) -> str:
    """The compact text of a :func:`type_structure` value, e.g. ``FLOAT [N, 3, 224, 224]``.

    Iterative, as :func:`type_structure` is: each type around another one adds a head and a tail.
    """
    heads: list[str] = []
    tails: list[str] = []
    s = structure or {}
    while True:
        kind = s.get("kind")
        text = "?"
        inner: Any = None
        around = False
        if kind in ("tensor", "sparse_tensor"):
            text = str(s.get("elem_type"))
            if s.get("dims") is not None:
                text += " " + dims_text(s["dims"])
            if kind == "sparse_tensor":
                text = "sparse " + text
        elif kind == "sequence":
            text, inner, around = "seq(", s.get("elem_type"), True
        elif kind == "map":
            text, inner, around = f"map({s.get('key_type')}, ", s.get("value_type"), True
        elif kind == "optional":
            text, inner, around = "optional(", s.get("elem_type"), True
        elif kind == "opaque":
            text = "opaque(" + ".".join(x for x in (s.get("domain"), s.get("name")) if x) + ")"
        elif kind == "struct":
            label = s.get("name") or (f"#{s['type_id']}" if "type_id" in s else "")
            text = f"struct({label})" if label else "struct"
        denotation = f" ({s['denotation']})" if s.get("denotation") else ""
        if not around:
            return "".join(heads) + text + denotation + "".join(reversed(tails))
        heads.append(text)
        tails.append(")" + denotation)
        s = inner or {}


def describe_type(type_doc: Any) -> str:
    """A compact rendering of a TypeProto document value, e.g. ``FLOAT [N, 3, 224, 224]``.

    Unknown dimensions show as ``?``, dim_param names as themselves, an absent shape (unknown rank)
    as the element type alone.

    Args:
        type_doc: the ``type`` value of a ValueInfoProto (a TypeProto in document form).

    Returns:
        The summary text; ``?`` when the type is absent or empty.
    """
    return structure_text(type_structure(type_doc))


def natural_key(name: str) -> tuple[tuple[Any, ...], str]:
    """A sort key that orders runs of digits by their value: ``layer2`` before ``layer10``.

    The name is cut into text and digit runs (text at even places, numbers at odd ones, so the
    parts compare like with like); the name itself breaks ties (``a01`` and ``a1``).
    """
    parts: list[Any] = []
    text = ""
    digits = ""
    for ch in name:
        if "0" <= ch <= "9":
            if not digits:
                parts.append(text)
                text = ""
            digits += ch
        else:
            if digits:
                parts.append(int(digits))
                digits = ""
            text += ch
    parts.append(int(digits) if digits else text)
    return tuple(parts), name
