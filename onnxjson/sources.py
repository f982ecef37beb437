"""Sources: open a model (bytes, a path, an onnx message) and decode it into a document, and read
a document's JSON text (the one reader of every command: :func:`read_text`).

NOTE: every feature that starts from a model or a file goes through here, so the rules are written
once: an empty input is refused, a file that is not protobuf is named by what it looks like (JSON,
text, a zip...), and every error carries the file's name. Files are opened by :mod:`onnxjson.files`
(mapped, never copied); payloads of a decoded model stay Blob slices of that mapping.
"""

from __future__ import annotations

import builtins
import contextlib
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from onnxjson import files, jsonio
from onnxjson._progress import NullProgress
from onnxjson.codec.decode import DecodeOptions
from onnxjson.codec.document import (
    reads_as_protobuf,
    settle_long_text,
    sniff,
    sniff_document,
    split_envelope,
)
from onnxjson.codec.roots import decode_document, decodes_as_model
from onnxjson.errors import DecodeError, DocumentError, OnnxJsonError
from onnxjson.options import DEFAULTS
from onnxjson.proto import registry

__all__ = [
    "LINE_LOOKUP_BYTES", "DocumentLike", "ModelLike", "decode_model", "decodes_surely", "folder_of", "input_document",
    "looks_like_json", "not_a_document", "open_model", "opened_document", "opened_source", "read_json_input",
    "read_text", "text_of",
]

ModelLike = Any  # bytes | memoryview | str | os.PathLike | onnx message
#: A document given to :func:`onnxjson.load` or :func:`onnxjson.validate`: a path, JSON text (``str``
#: starting with ``{``, or ``bytes``), or a dict.
DocumentLike = Any
#: Documents up to this size keep a copy of their text, to give errors their line.
LINE_LOOKUP_BYTES = 64 << 20
#: How diff reads a model: readable values up to the default limit, unknown fields kept raw.
_DEFAULT_DECODE = DecodeOptions(values_limit=DEFAULTS.values_limit, decode_unknown=False, max_depth=DEFAULTS.max_depth)


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
    # A 0-byte file is a valid message with no fields set (an empty ModelProto unless told). What a
    # file looks like is said only when it cannot be protobuf (no root type reads it, or not ``type``
    # when given): a GraphProto whose first node is 123 bytes long starts with "\n{". Without
    # ``type`` such a file is refused by its looks before decoding (plain text is decoded first).
    looks = sniff(data) if len(data) else None
    if looks is not None and reads_as_protobuf(data, registry(), type):
        looks = None
    if looks is not None and type is None and not looks.endswith("plain text, not ONNX protobuf"):
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


def decodes_surely(data: Any, options: DecodeOptions) -> bool:
    """Whether :func:`decode_model` of ``data`` with no type gives a document (raises no error), told
    without making it where the compiled walk can tell (a model the fast paths read, no readable
    values asked for); False when that is not known: decode it to know."""
    # As decode_model: what looks like no protobuf may still be refused by its looks (not known here).
    return bool(len(data)) and sniff(data) is None and decodes_as_model(data, registry(), options)


def looks_like_json(data: Any, type: str | None = None) -> bool:
    """Whether the bytes are to be read as a JSON document: they start (after a BOM and white space)
    like a JSON object and cannot be protobuf (no root type reads them, or not ``type`` when given;
    a GraphProto whose first node is 123 bytes long starts with ``\\n{``)."""
    if bytes(data[:64]).lstrip(b"\xef\xbb\xbf \t\r\n")[:1] != b"{":
        return False
    try:
        return not reads_as_protobuf(data, registry(), type)
    except OnnxJsonError:  # an unknown type: the document's reader says so
        return True


def read_text(data: Any, *, type: str | None = None, max_document_size: int | None = None,
              name: str | None = None, progress: NullProgress | None = None, description: str = "") -> Any:
    """Parse a document's text: the one reader of build, verify, validate, diff and info.

    ``data`` is bytes or a buffer (an mmap, kept open while the document is used). Large texts
    keep their payload strings in the text (:class:`~onnxjson.codec.values.LongText`); every other
    long string is read into a ``str`` (:func:`~onnxjson.codec.document.settle_long_text`).
    With ``progress``, reading is one phase (``description``) of the text's bytes.
    """
    kwargs: dict[str, Any] = {} if max_document_size is None else {"max_bytes": max_document_size}
    if progress is not None and progress.__class__ is not NullProgress:
        progress.start(len(data), description or "reading the document")
        kwargs["on_progress"] = progress.advance
    try:
        doc, lazy = jsonio.parse_document_text(data, **kwargs)
    except OnnxJsonError as e:
        if name is None:
            raise
        raise not_a_document(data, e).with_file(name) from None
    return settle_long_text(doc, registry(), type) if lazy else doc


def text_of(src: files.Input) -> Any:
    """The buffer to read a document from: the mapping when there is one (no copy)."""
    return src.source if src.source is not None else src.data


def not_a_document(data: Any, error: OnnxJsonError) -> OnnxJsonError:
    """``error``, or a clearer one when the input that should be a document is an ONNX model."""
    hint = sniff_document(data, registry())
    return DocumentError(hint) if hint is not None else error


def read_json_input(src: files.Input, *, copy: bool) -> dict[str, Any]:
    """The document in the JSON input ``src``, refused as build refuses it (not shown as "no changes").

    ``copy``: read from a copy of the text, so the document (whose long payload strings point into
    its text) may outlive ``src``'s mapping; otherwise it reads the mapping itself.
    """
    doc: dict[str, Any] = read_text(bytes(src.data) if copy else text_of(src), name=src.name)
    try:
        # What build refuses (an unknown type, a newer format_version, a non-object envelope).
        split_envelope(doc, registry(), None)
    except OnnxJsonError as e:
        raise e.with_file(src.name) from None
    return doc


@contextlib.contextmanager
def opened_document(document: DocumentLike, *, type: str | None,
                     max_document_size: int | None) -> Iterator[tuple[Any, str, bytes | memoryview | None]]:
    """(the parsed document, its name, its text when small enough to find error lines) of a path,
    a JSON text or a dict; a file stays open (mapped) in the block."""
    if isinstance(document, dict):
        yield document, "<document>", None
        return
    if isinstance(document, str) and document.lstrip("\ufeff \t\r\n")[:1] == "{":
        document = document.encode("utf-8")
    if isinstance(document, (bytes, bytearray, memoryview)):
        text = bytes(document)
        yield read_text(text, type=type, max_document_size=max_document_size, name="<text>"), "<text>", (
            text if len(text) <= LINE_LOOKUP_BYTES else None)
        return
    if not isinstance(document, (str, os.PathLike)):
        raise TypeError(f"expected a path, JSON text or a document (dict), got {builtins.type(document).__name__}")
    with files.read_input(document, max_bytes=max_document_size) as src:
        doc = read_text(text_of(src), type=type, max_document_size=max_document_size, name=src.name)
        yield doc, src.name, (src.data if len(src.data) <= LINE_LOOKUP_BYTES else None)  # no copy: open in the block


def folder_of(name: str) -> Path:
    """The folder a document's relative paths (sidecar, external data) start from; stdin: here."""
    return Path(".") if name == "-" else Path(name).parent


def input_document(src: files.Input, options: DecodeOptions = _DEFAULT_DECODE) -> dict[str, Any]:
    """A model or a document read from ``src``, its payloads still pointing into the input (no copies);
    a model decoded with ``options``."""
    if looks_like_json(src.data):
        return read_json_input(src, copy=False)
    return decode_model(src.data, src.name, type=None, source=src.source, options=options)


@contextlib.contextmanager
def opened_source(source: Any) -> Iterator[tuple[dict[str, Any], Path]]:
    """A model, document or dict as a document and its folder (payloads still in the input, open in the block)."""
    if isinstance(source, dict):
        split_envelope(source, registry(), None)  # refused as build refuses it, not "no changes"
        yield source, Path(".")
        return
    with open_model(source) as src:
        yield input_document(src), folder_of(src.name if isinstance(source, (str, os.PathLike)) else "-")
