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
- One options object per command, :class:`DumpOptions`, :class:`BuildOptions` and
  :class:`ValidateOptions` (frozen,
  keyword-only, their defaults the ``DEFAULTS``): the public functions keep their keywords (the
  documented, typed API), make the object once, and ``pipelines`` carries it through the command's
  steps, handing each feature (``weights``, ``store``, the codec) only the settings it uses. So the
  ten settings of dump are written once each below, not restated by every layer on the way down.
  An object checks its settings when it is made (the same errors, in the same order, whichever
  entry made it): a command never starts with settings that do not go together. The objects stay
  internal: a second public way to pass the same settings would double what is documented and tested.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from onnxjson.errors import OnnxJsonError

if TYPE_CHECKING:
    import os
    from pathlib import Path

__all__ = ["CLI_FLAGS", "DEFAULTS", "JSON_NESTING_LIMIT", "MAX_DEPTH_LIMIT", "BuildOptions", "Defaults",
           "DumpOptions", "ValidateOptions", "check_max_depth"]

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


@dataclass(frozen=True, kw_only=True)
class DumpOptions:
    """What dump is asked to do with a model (also to_dict, dumps and save: the settings they share).

    Attributes:
        type: the root message type; inferred from the bytes when None.
        values_limit: raw_data of numeric tensors with at most this many elements is shown as values.
        decode_unknown: length-delimited unknown fields are shown as nested entries where they parse.
        strip_weights: payloads above ``strip_threshold`` bytes are replaced by size and digest.
        strip_threshold: payloads of at most this many bytes stay inline (strip, sidecar, store).
        sidecar: payloads above the threshold go to this binary file.
        store: payloads above the threshold go to this content-addressed folder.
        external: what is done with the model's ONNX external data (keep, inline, sidecar).
        trust_paths: external-data paths of the model, a sidecar or a store may lead outside the folder.
        max_depth: the deepest message nesting accepted.

    Raises:
        OnnxJsonError: (when made) settings that do not go together, or a max_depth out of range.
    """

    type: str | None = None
    values_limit: int = DEFAULTS.values_limit
    decode_unknown: bool = False
    strip_weights: bool = False
    strip_threshold: int = DEFAULTS.strip_threshold
    sidecar: str | os.PathLike[str] | None = None
    store: str | os.PathLike[str] | None = None
    external: str = DEFAULTS.external
    trust_paths: bool = False
    max_depth: int = DEFAULTS.max_depth

    def __post_init__(self) -> None:
        if self.sidecar is not None and self.strip_weights:
            raise OnnxJsonError("sidecar=PATH and strip_weights=True exclude each other")
        if self.store is not None and (self.sidecar is not None or self.strip_weights):
            raise OnnxJsonError("store=DIR excludes sidecar=PATH and strip_weights=True")
        if self.external not in ("keep", "inline", "sidecar"):
            raise OnnxJsonError(f"external={self.external!r} is not one of \"keep\", \"inline\", \"sidecar\"")
        if self.external == "sidecar" and self.sidecar is None and self.store is None:
            raise OnnxJsonError("external=\"sidecar\" needs sidecar=PATH")
        check_max_depth(self.max_depth)


@dataclass(frozen=True, kw_only=True)
class BuildOptions:
    """What build is asked to do with a document (also from_dict, loads and load: the settings they share).

    Attributes:
        type: the root message type, for documents without an envelope (default ModelProto).
        weights_from: the original model (bytes, a path or an onnx message), to fill stripped
            payloads from (matched by digest).
        fill: ``"zeros"`` fills stripped payloads that ``weights_from`` does not provide.
        base_dir: the folder the document's sidecar and store paths are relative to (None: the
            document's folder, else the current folder).
        store: supplies the payloads the document holds by digest, in place of the store it names.
        external_data: the sidecar is referenced as ONNX external data instead of inlined.
        trust_paths: paths in the document may lead outside its folder.
        strict: the graph checks of validate run too.
        max_document_size: the largest JSON text read, in bytes (None: the reader's own limit).
        max_depth: the deepest message nesting accepted.

    Raises:
        OnnxJsonError: (when made) a max_depth out of range.
    """

    type: str | None = None
    weights_from: Any = None
    fill: str | None = None
    base_dir: Path | None = None
    store: str | os.PathLike[str] | None = None
    external_data: bool = False
    trust_paths: bool = False
    strict: bool = False
    max_document_size: int | None = DEFAULTS.max_document_bytes
    max_depth: int = DEFAULTS.max_depth

    def __post_init__(self) -> None:
        check_max_depth(self.max_depth)


@dataclass(frozen=True, kw_only=True)
class ValidateOptions:
    """What validate is asked to check in a document (validate and validate_file).

    Attributes:
        type: the root message type, for documents without an envelope (default ModelProto).
        schema_only: only the JSON Schema is checked.
        onnx_checker: onnx.checker runs too, with shape inference.
        max_findings: at most this many problems are reported.
        max_document_size: the largest JSON text read, in bytes (None: the reader's own limit).
        base_dir: the folder the document's sidecar and store paths are relative to (None: the
            document's folder, else the current folder).
    """

    type: str | None = None
    schema_only: bool = False
    onnx_checker: bool = False
    max_findings: int = DEFAULTS.max_findings
    max_document_size: int | None = DEFAULTS.max_document_bytes
    base_dir: Path | None = None


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
