"""Sources: open a model (bytes, a path, an onnx message) and decode it into a document.

NOTE: every feature that starts from a model or a file goes through here, so the rules are written
once: an empty input is refused, a file that is not protobuf is named by what it looks like (JSON,
text, a zip...), and every error carries the file's name. Files are opened by :mod:`onnxjson.files`
(mapped, never copied); payloads of a decoded model stay Blob slices of that mapping.
"""

from __future__ import annotations

import os
from typing import Any

from onnxjson import files
from onnxjson.codec.decode import DecodeOptions
from onnxjson.codec.document import decode_document, sniff
from onnxjson.errors import DecodeError, OnnxJsonError
from onnxjson.proto import registry

__all__ = ["ModelLike", "decode_model", "looks_like_json", "open_model"]

ModelLike = Any  # bytes | memoryview | str | os.PathLike | onnx message


def open_model(model: ModelLike) -> files.Input:
    """The bytes of a model given as bytes, a path or an onnx message (close it when done)."""
    if isinstance(model, (bytes, bytearray, memoryview)):
        return files.Input("<bytes>", memoryview(model))
    if isinstance(model, (str, os.PathLike)):
        return files.read_input(model)
    serialize = getattr(model, "SerializeToString", None)
    if callable(serialize):
        return files.Input(f"<{type(model).__name__}>", serialize())
    raise TypeError(f"expected bytes, a path or an onnx message, got {type(model).__name__}")


def decode_model(data: Any, name: str, *, type: str | None, options: DecodeOptions,
                 source: Any = None) -> dict[str, Any]:
    """The document of the protobuf bytes ``data`` (``source``: the mapping behind them, if any).

    Raises:
        OnnxJsonError: the input is not protobuf (named by what it looks like), or does
            not decode; the error carries ``name``.
    """
    # A 0-byte file is a valid message with no fields set (an empty ModelProto unless told).
    looks = sniff(data) if len(data) else None
    if looks is not None and not looks.endswith("plain text, not ONNX protobuf"):
        raise OnnxJsonError(looks, file=name)
    try:
        doc = decode_document(data, registry(), type_name=type, options=options, source=source)
    except DecodeError as e:
        if looks is not None:
            raise OnnxJsonError(f"{looks} ({e.location}: {e.message})", file=name) from None
        raise e.with_file(name) from None
    except OnnxJsonError as e:
        raise e.with_file(name) from None
    return doc


def looks_like_json(data: Any) -> bool:
    """Whether the bytes start (after a BOM and white space) like a JSON object."""
    return bytes(data[:64]).lstrip(b"\xef\xbb\xbf \t\r\n")[:1] == b"{"
