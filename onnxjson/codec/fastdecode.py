"""A fast path of the decoder for canonically encoded messages, generated from the descriptors.

NOTE: :mod:`onnxjson.codec.decode` is the reference: one loop, driven by the descriptors, that
records every run of fields so that any encoding rebuilds exactly. Most models are written by a
protobuf serializer, though, and their messages need no ``$layout`` record at all. For those, this
module has one plain Python function per message type, generated from the package's
:class:`~onnxjson.proto.Registry` by :mod:`onnxjson.gen.fastdecode` into the checked-in
``codec/_fastgen.py`` (``python -m onnxjson.gen`` rewrites it): a chain of comparisons on the tag byte, with field names, wire
types, enum tables and the order checks written into the code. A generated function reads only
what the reference would decode to the same document without a layout record: fields in
increasing number order, each singular field once and at most one member of a oneof, each repeated
field in one run (packed exactly when the descriptor says so, a packed run never empty), minimal
tags, lengths and varints, values of closed enums known to the enum, no unknown field, no group.
On anything else (and on every error) it returns ``None`` and :func:`decode_message` decodes the
whole input again with the reference, which produces the layout record or the error with its path.
The values are made by the same helpers as the reference's (``text_to_doc``, ``Blob``, the float
formats, ``readable_values``), so a document is the same whichever path made it;
tests/test_fastdecode.py checks that over the corpora and random edits. The wire readers the
generated code calls live in :mod:`onnxjson.codec.fastwire`: this module loads the generated one by
name, so the generated one must not import from here.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from onnxjson.codec.tensors import readable_values
from onnxjson.codec.values import FLOAT_FORMATS, Blob
from onnxjson.proto import Registry
from onnxjson.proto import registry as package_registry

__all__ = ["FastOptions", "fast_decoders"]

#: Switched off by tests to compare against the reference decoder.
ENABLED = True



class FastOptions:
    """What a generated function needs besides the bytes.

    Readable values of small float32 tensors are made in one batch at the end (:meth:`finish`):
    one batch formats each distinct value once and, when large, is formatted by numpy several
    times faster than one by one (``FloatFormat.many_to_doc``; tests/test_float_format.py).
    """

    __slots__ = ("limit", "maxd", "pending", "src")

    def __init__(self, src: Any, maxd: int, limit: int) -> None:
        self.src = src
        self.maxd = maxd
        self.limit = limit
        self.pending: list[tuple[dict[str, Any], Any]] = []

    def readable(self, doc: dict[str, Any]) -> None:
        """``readable_values`` of a TensorProto, its float32 payload deferred to the batch."""
        raw = doc.get("raw_data")
        if type(raw) is Blob and doc.get("data_type") == "FLOAT":
            n = len(raw.data)
            if n % 4 == 0 and 0 < n // 4 <= self.limit:
                self.pending.append((doc, raw.data))
                return
        readable_values(doc, self.limit)

    def finish(self) -> None:
        """Give the deferred tensors their ``{"values": [...]}``."""
        if not self.pending:
            return
        values = FLOAT_FORMATS[1].many_to_doc(b"".join([data for _, data in self.pending]))  # views: one copy
        start = 0
        for doc, data in self.pending:
            stop = start + len(data) // 4
            doc["raw_data"] = {"values": values[start:stop]}
            start = stop
        self.pending.clear()


#: The module holding the generated code for the package's own registry (checked in).
GENERATED = "onnxjson.codec._fastgen"


def _not_generated(*_args: Any) -> None:
    """The function of every message of another registry than the package's: nothing is generated
    at run time, so the reference decodes those inputs (to the same documents)."""
    return None


class _NotGenerated(dict[str, Callable[..., Any]]):
    def __missing__(self, key: str) -> Callable[..., Any]:
        return _not_generated


def fast_decoders(registry: Registry) -> dict[str, Callable[..., Any]]:
    """The generated function of every message of ``registry``, by message name.

    For the package's registry they come from the checked-in module (compiled once, cached as
    bytecode like any module); every message of another registry is left to the reference.
    """
    if registry is package_registry():
        decoders: dict[str, Callable[..., Any]] = importlib.import_module(GENERATED).DECODERS
        return decoders
    return _NotGenerated()
