"""A fast path of the encoder for plain messages, generated from the descriptors.

NOTE: :mod:`onnxjson.codec.encode` is the reference. A document written by hand or dumped from a
canonical model is mostly plain: objects holding only fields of their message, with strings,
integers in range, enum names, finite numbers, small base64 text and readable ``{"values": [...]}``
tensors. For such a message the encoder's work is fixed by the descriptor, so one Python function
per message type is generated from the registry (field order, tags, ranges and enum tables written
into the code) and builds the bytes directly, without the reference's per-message ``Out`` objects,
sorting and path strings. A function returns ``None`` when its message holds anything else
(``$layout``, ``$unknown``, an unknown key, a value of another type or out of range, a payload
reference, a large payload, ``$bytes``, nesting deeper than the limit); that message alone is then
encoded by the reference (with no path: if the reference finds an error there, the whole document is
encoded again by the reference, which reports it with its path). The values are turned into bytes by
the reference's own helpers, so the output is the same either way; tests/test_fastencode.py checks
that on the corpora and on random edits of real documents.

The code is generated for the package's own registry by :mod:`onnxjson.gen.fastencode` and checked
in as :data:`GENERATED` (imported from its cached bytecode like any module: compiling it in every
process cost about 25 ms); ``python -m onnxjson.gen`` rewrites it and tests/test_generated.py fails
when it is stale. Nothing is generated at run time: every message of another registry is the
reference's.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from onnxjson.proto import Registry
from onnxjson.proto import registry as package_registry

__all__ = ["BIG_PAYLOAD", "fast_checkers", "fast_encoders"]

#: Switched off by tests to compare against the reference encoder.
ENABLED = True

#: The module holding the generated code for the package's own registry (checked in).
GENERATED = "onnxjson.codec._fastenc"


#: Payloads (and base64 texts) from this size on are the reference's: it streams them.
BIG_PAYLOAD = 1 << 16

_Functions = dict[str, Callable[..., Any]]


def _not_generated(*_args: Any) -> None:
    """The function of every message of another registry than the package's: nothing is generated
    at run time, so the reference encodes those documents (to the same bytes)."""
    return None


class _NotGenerated(dict[str, Callable[..., Any]]):
    def __missing__(self, key: str) -> Callable[..., Any]:
        return _not_generated


def _generated(registry: Registry) -> tuple[_Functions, _Functions]:
    if registry is package_registry():
        module = importlib.import_module(GENERATED)
        return module.ENCODERS, module.CHECKERS
    return _NotGenerated(), _NotGenerated()


def fast_encoders(registry: Registry) -> dict[str, Callable[..., Any]]:
    """The generated function of every message of ``registry``, by message name.

    For the package's registry they come from the checked-in module; every message of another
    registry is left to the reference.
    """
    return _generated(registry)[0]


def fast_checkers(registry: Registry) -> dict[str, Callable[..., Any]]:
    """Like :func:`fast_encoders`, functions that make the same tests and keep no bytes: True where
    the encoder returns its bytes, None where it returns None (the reference then decides)."""
    return _generated(registry)[1]
