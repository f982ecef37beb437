"""Short human renderings of document values, shared by diff and the explorer.

NOTE: like :mod:`onnxjson._access`, these read whatever a user hands them: a field of the wrong JSON
type is shown as unknown (``?``), never an error.
"""

from __future__ import annotations

from typing import Any

from onnxjson._access import as_dict, as_list, as_str
from onnxjson.codec.tensors import data_type_name

__all__ = ["describe_type"]


def describe_type(type_doc: Any) -> str:
    """A compact rendering of a TypeProto document value, e.g. ``FLOAT [N, 3, 224, 224]``.

    Unknown dimensions show as ``?``, dim_param names as themselves, an absent shape (unknown rank)
    as the element type alone.

    Args:
        type_doc: the ``type`` value of a ValueInfoProto (a TypeProto in document form).

    Returns:
        The summary text; ``?`` when the type is absent or empty.
    """
    t = as_dict(type_doc)
    text = "?"
    if "tensor_type" in t:
        text = _tensor_type_text(t["tensor_type"])
    elif "sparse_tensor_type" in t:
        text = "sparse " + _tensor_type_text(t["sparse_tensor_type"])
    elif "sequence_type" in t:
        text = f"seq({describe_type(as_dict(t['sequence_type']).get('elem_type'))})"
    elif "map_type" in t:
        m = as_dict(t["map_type"])
        text = f"map({data_type_name(m.get('key_type'))}, {describe_type(m.get('value_type'))})"
    elif "optional_type" in t:
        text = f"optional({describe_type(as_dict(t['optional_type']).get('elem_type'))})"
    elif "opaque_type" in t:
        o = as_dict(t["opaque_type"])
        text = "opaque(" + ".".join(x for x in (as_str(o.get("domain")), as_str(o.get("name"))) if x) + ")"
    elif "struct_type" in t:
        s = as_dict(t["struct_type"])
        label = as_str(s.get("name")) or (f"#{s['type_id']}" if "type_id" in s else "")
        text = f"struct({label})" if label else "struct"
    if as_str(t.get("denotation")):
        text += f" ({t['denotation']})"
    return text


def _tensor_type_text(tt: Any) -> str:
    tt = as_dict(tt)
    elem = data_type_name(tt.get("elem_type"))
    if "shape" not in tt:
        return elem
    dims = []
    for d in as_list(as_dict(tt["shape"]).get("dim")):
        d = as_dict(d)
        if "dim_value" in d:
            dims.append(str(d["dim_value"]))
        elif as_str(d.get("dim_param")):
            dims.append(str(d["dim_param"]))
        else:
            dims.append("?")
    return f"{elem} [{', '.join(dims)}]"
