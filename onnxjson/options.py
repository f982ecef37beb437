"""Every default of onnxjson, in one place: the library, the CLI and docs/FORMAT.md read them here.

NOTE: design decisions.

- One frozen, keyword-only dataclass, :class:`Defaults`, and its one instance :data:`DEFAULTS`. A
  function's keyword default is ``DEFAULTS.<name>``; the CLI's option defaults are the same
  attributes (a test compares them), so no layer restates a number.
- ``max_depth`` is 500 so that dump can never write a document build refuses: a message level takes
  at most two JSON levels (a repeated field's array, then the message's object), and orjson parses at
  most :data:`JSON_NESTING_LIMIT` (1024) levels; 2 × 500 + the root object and the few levels inside
  the deepest message stay under it. The JSON writer refuses deeper output outright, so the
  promise holds even if that arithmetic were wrong.
- Messages of library errors name the Python parameters (``max_depth=N``, ``weights_from=...``);
  the CLI rewrites those to its flag names (see :data:`CLI_FLAGS`), so each audience reads its own
  spelling.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from onnxjson.errors import OnnxJsonError

__all__ = ["CLI_FLAGS", "DEFAULTS", "JSON_NESTING_LIMIT", "MAX_DEPTH_LIMIT", "Defaults", "check_max_depth"]

#: The deepest nesting of JSON arrays and objects orjson parses (a property of orjson, not a setting).
JSON_NESTING_LIMIT = 1024
#: The largest max_depth accepted: deeper nesting is no model, and memory grows with the limit.
MAX_DEPTH_LIMIT = 100_000


@dataclass(frozen=True, kw_only=True)
class Defaults:
    """The defaults of every onnxjson setting.

    Attributes:
        max_depth: the deepest message nesting dump, build and verify accept.
        values_limit: raw_data of a numeric tensor with at most this many elements is shown as
            readable ``{"values": [...]}`` (0: never). The default is ``strip_threshold``'s: the
            readable types take at least one byte an element, so every such tensor a stripped
            document or a sidecar keeps inline is readable values, never opaque base64.
        strip_threshold: payloads of at most this many bytes stay inline when stripping weights or
            writing a sidecar.
        large_document_bytes: JSON documents above this size are read with their long strings left
            in the text.
        max_document_bytes: the largest JSON document build and validate read.
        max_findings: validate reports at most this many problems per document.
        external: what dump does with ONNX external data in its input (keep, inline, sidecar).
        sort: the order of the explorer's initialiser table (size, name, order).
    """

    max_depth: int = 500
    values_limit: int = 1024
    strip_threshold: int = 1024
    large_document_bytes: int = 64 << 20
    max_document_bytes: int = 4 << 30
    max_findings: int = 50
    external: str = "keep"
    sort: str = "size"


DEFAULTS = Defaults()


def check_max_depth(max_depth: Any) -> int:
    """``max_depth`` if it is a sensible nesting limit (1 to MAX_DEPTH_LIMIT), else an error."""
    if isinstance(max_depth, bool) or not isinstance(max_depth, int) or not 1 <= max_depth <= MAX_DEPTH_LIMIT:
        raise OnnxJsonError(f"max_depth must be an integer from 1 to {MAX_DEPTH_LIMIT:,}, not {max_depth!r}")
    return max_depth

#: Library parameter → CLI flag, for error messages (``name=VALUE`` in a message becomes the flag).
CLI_FLAGS = {
    "max_depth": "--max-depth",
    "max_document_size": "--max-document-size",
    "weights_from": "--weights-from",
    "fill": "--fill",
    "trust_paths": "--trust-paths",
    "external_data": "--external-data",
    "external": "--external",
    "sidecar": "--sidecar",
    "store": "--store",
    "strip_weights": "--strip-weights",
    "decode_unknown": "--decode-unknown",
    "type": "--type",
    "global_": "--global",
    "node": "--node",
}
