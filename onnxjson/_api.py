"""Public entry points: the functions the package root exports and the CLI calls.

NOTE: these functions own the pipeline (read → decode → weights → JSON, and back) and nothing else:
each is a short sequence of calls to the floors below (sources, codec, jsonio, the features; see
docs/ARCHITECTURE.md). No feature imports this module. The heavier features (validate, diff, the
explorer, merge) are imported inside the functions that use them, for start-up time. Every function
raises only :class:`~onnxjson.errors.OnnxJsonError` for anything a user can cause, with the file
name filled in.
"""

from __future__ import annotations

import builtins
import contextlib
import mmap
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from onnxjson import files, jsonio, weights
from onnxjson._gc import pausing
from onnxjson._progress import CountingWriter, NullProgress, counting
from onnxjson.codec.decode import DecodeOptions
from onnxjson.codec.document import (
    ENVELOPE_KEY,
    ROOT_TYPES,
    encode_document,
    resolve_type,
    split_envelope,
)
from onnxjson.codec.encode import Out, PayloadSource
from onnxjson.codec.values import Blob, as_text, map_leaves
from onnxjson.errors import DocumentError, NumberRangeError, OnnxJsonError
from onnxjson.options import DEFAULTS
from onnxjson.proto import registry
from onnxjson.sources import (
    LINE_LOOKUP_BYTES,
    DocumentLike,
    ModelLike,
    decode_model,
    folder_of,
    input_document,
    looks_like_json,
    not_a_document,
    open_model,
    opened_document,
    opened_source,
    read_json_input,
    read_text,
    text_of,
)

__all__ = [
    "DocumentLike",
    "VerifyResult",
    "build",
    "diff",
    "dump",
    "dumps",
    "from_dict",
    "info",
    "load",
    "loads",
    "save",
    "to_dict",
    "validate",
    "verify",
]


PROTOBUF_LIMIT = (1 << 31) - 1
#: The largest max_depth accepted: deeper nesting is no model, and memory grows with the limit.
MAX_DEPTH_LIMIT = 100_000


@dataclass(frozen=True)
class VerifyResult:
    """The outcome of :func:`verify` for one model."""

    name: str
    identical: bool
    size: int
    rebuilt_size: int
    first_difference: int | None


def check_max_depth(max_depth: Any) -> int:
    """``max_depth`` if it is a sensible nesting limit (1 to MAX_DEPTH_LIMIT), else an error."""
    if isinstance(max_depth, bool) or not isinstance(max_depth, int) or not 1 <= max_depth <= MAX_DEPTH_LIMIT:
        raise OnnxJsonError(f"max_depth must be an integer from 1 to {MAX_DEPTH_LIMIT:,}, not {max_depth!r}")
    return max_depth


def _decode_options(values_limit: int, decode_unknown: bool, max_depth: int) -> DecodeOptions:
    check_max_depth(max_depth)
    return DecodeOptions(values_limit=values_limit, decode_unknown=decode_unknown, max_depth=max_depth)


def _public_form(value: Any) -> Any:
    """Replace Blob values by base64 strings and LongText values by the str they stand for (the
    public dict form)."""
    return map_leaves(value, lambda v: v.base64() if isinstance(v, Blob) else as_text(v))


@pausing
def to_dict(model: ModelLike, *, type: str | None = None, values_limit: int = DEFAULTS.values_limit,
            decode_unknown: bool = False, strip_weights: bool = False,
            strip_threshold: int = DEFAULTS.strip_threshold, max_depth: int = DEFAULTS.max_depth) -> dict[str, Any]:
    """Decode an ONNX model (or any onnx message) into a document.

    Args:
        model: serialized bytes, a path, or an onnx protobuf message.
        type: the root message type; inferred from the bytes when omitted.
        values_limit: show raw_data of numeric tensors with at most this many elements as values.
        decode_unknown: show length-delimited unknown fields as nested entries where they parse.
        strip_weights: replace payloads above ``strip_threshold`` bytes by size and digest.
        strip_threshold: payloads of at most this many bytes stay inline when stripping.
        max_depth: the deepest message nesting accepted.

    Returns:
        The document as plain JSON-compatible Python values (bytes as base64 strings).

    Raises:
        OnnxJsonError: the input cannot be read or is not valid protobuf.
    """
    with open_model(model) as src:
        doc = decode_model(src.data, src.name, type=type,
                      options=_decode_options(values_limit, decode_unknown, max_depth))
        if strip_weights:

            weights.strip(doc, threshold=strip_threshold)
        plain: dict[str, Any] = _public_form(doc)
        return plain


@pausing
def from_dict(doc: Any, *, type: str | None = None, weights_from: ModelLike | None = None,
              fill: str | None = None, base_dir: str | os.PathLike[str] | None = None,
              trust_paths: bool = False, max_depth: int = DEFAULTS.max_depth) -> bytes:
    """Encode a document into ONNX protobuf bytes.

    Args:
        doc: a document (as :func:`to_dict` returns or JSON parsing gives), or foreign protobuf JSON.
        type: the root message type, for documents without an envelope (default ModelProto).
        weights_from: the original model, to fill stripped payloads (matched by digest).
        fill: ``"zeros"`` fills stripped payloads with zeros.
        base_dir: the folder that sidecar paths in the document are relative to.
        trust_paths: allow sidecar paths that lead outside ``base_dir``.
        max_depth: the deepest message nesting accepted.

    Raises:
        OnnxJsonError: the document cannot be built (the error names the JSON path).
    """
    with _payloads(doc, weights_from=weights_from, fill=fill,
                   base_dir=Path(base_dir) if base_dir is not None else Path("."),
                   trust_paths=trust_paths, type=type) as payloads:
        return _encode(doc, type=type, payloads=payloads, max_depth=max_depth).getvalue()


def _payloads(doc: Any, *, weights_from: ModelLike | None, fill: str | None, base_dir: Path,
              trust_paths: bool, type: str | None = None, progress: NullProgress | None = None) -> Any:

    envelope = doc.get(ENVELOPE_KEY) if isinstance(doc, dict) else None
    return weights.PayloadResolver(
        envelope if isinstance(envelope, dict) else {},
        weights_from=weights_from, fill=fill, base_dir=base_dir, trust_paths=trust_paths, type_name=type,
        progress=progress)


def _encode(doc: Any, *, type: str | None, payloads: PayloadSource | None, max_depth: int) -> Out:
    check_max_depth(max_depth)
    return encode_document(doc, registry(), type_name=type, payloads=payloads, max_depth=max_depth)


@pausing
def dumps(model: ModelLike, *, type: str | None = None, values_limit: int = DEFAULTS.values_limit,
          decode_unknown: bool = False, strip_weights: bool = False,
          strip_threshold: int = DEFAULTS.strip_threshold, max_depth: int = DEFAULTS.max_depth) -> str:
    """Like :func:`to_dict` (the same parameters), returning the document as JSON text in the stable layout."""
    return jsonio.dumps_document(to_dict(
        model, type=type, values_limit=values_limit, decode_unknown=decode_unknown, strip_weights=strip_weights,
        strip_threshold=strip_threshold, max_depth=max_depth)).decode("utf-8")


@pausing
def loads(text: str | bytes, *, type: str | None = None, weights_from: ModelLike | None = None,
          fill: str | None = None, base_dir: str | os.PathLike[str] | None = None, trust_paths: bool = False,
          max_depth: int = DEFAULTS.max_depth) -> bytes:
    """Like :func:`from_dict` (the same parameters), from JSON text; returns the ONNX bytes."""
    data = text.encode("utf-8") if isinstance(text, str) else text
    return from_dict(read_text(data, type=type), type=type, weights_from=weights_from, fill=fill,
                     base_dir=base_dir, trust_paths=trust_paths, max_depth=max_depth)


@pausing
def dump(model: ModelLike, out_path: str | os.PathLike[str], *, type: str | None = None,
         values_limit: int = DEFAULTS.values_limit, decode_unknown: bool = False, strip_weights: bool = False,
         strip_threshold: int = DEFAULTS.strip_threshold, sidecar: str | os.PathLike[str] | None = None,
         external: str = DEFAULTS.external, trust_paths: bool = False, max_depth: int = DEFAULTS.max_depth,
         progress: NullProgress | None = None) -> None:
    """Write the document of ``model`` to ``out_path`` (``-`` for stdout), atomically.

    With ``sidecar``, payloads above ``strip_threshold`` go to that binary file and the document
    references it by a path relative to the document's folder (the current folder for stdout).
    ``progress`` receives the phases of the work and the outputs written (see ``_progress``).
    """

    if sidecar is not None and strip_weights:
        raise OnnxJsonError("sidecar=PATH and strip_weights=True exclude each other")
    if external not in ("keep", "inline", "sidecar"):
        raise OnnxJsonError(f"external={external!r} is not one of \"keep\", \"inline\", \"sidecar\"")
    if external == "sidecar" and sidecar is None:
        raise OnnxJsonError("external=\"sidecar\" needs sidecar=PATH")
    progress = progress or NullProgress()
    with files.guarding():
        try:
            _dump(model, out_path, type=type, values_limit=values_limit, decode_unknown=decode_unknown,
                  strip_weights=strip_weights, strip_threshold=strip_threshold, sidecar=sidecar,
                  external=external, trust_paths=trust_paths, max_depth=max_depth, progress=progress)
        except OnnxJsonError as e:  # every error names a file: the model's, unless it is an output's
            if isinstance(model, (str, os.PathLike)):
                raise e.with_file("<stdin>" if os.fspath(model) == "-" else os.fspath(model)) from None
            raise


def _dump(model: ModelLike, out_path: str | os.PathLike[str], *, type: str | None, values_limit: int,
          decode_unknown: bool, strip_weights: bool, strip_threshold: int,
          sidecar: str | os.PathLike[str] | None, external: str, trust_paths: bool, max_depth: int,
          progress: NullProgress) -> None:

    if sidecar is not None and os.path.abspath(os.fspath(sidecar)) == os.path.abspath(os.fspath(out_path)):
        raise OnnxJsonError("the sidecar and the document must be different files", file=os.fspath(out_path))
    with open_model(model) as src, contextlib.ExitStack() as held:
        for path in (sidecar, out_path):  # refused early: an input, a folder, a socket
            if path is not None:
                files.check_output(path)
        progress.start(0, f"reading {_shown(src.name)}")
        doc = decode_model(src.data, src.name, type=type,
                      options=_decode_options(values_limit, decode_unknown, max_depth), source=src.source)
        model_dir = Path(".") if src.name.startswith("<") else Path(src.name).parent
        # The model's external-data files are its own, read or not: no output may replace them.
        weights.protect_external_files(doc, model_dir)
        externals: list[files.Input] = []  # the payloads are slices of them until written
        if external != "keep":
            try:
                externals = weights.resolve_external(doc, mode=external, model_dir=model_dir, name=src.name,
                                                     trust_paths=trust_paths)
            except OnnxJsonError as e:
                raise e.with_file(src.name) from None
            for data_file in externals:
                held.callback(data_file.close)
        out_dir = Path(".") if os.fspath(out_path) == "-" else Path(os.fspath(out_path)).parent
        reference = ""
        if sidecar is not None:
            reference = weights.relative_reference(Path(os.fspath(sidecar)), out_dir)
            if reference.startswith("../") and not trust_paths:
                raise OnnxJsonError(
                    f"the sidecar {os.fspath(sidecar)!r} is outside the document's folder, so build would "
                    "refuse the path it must store; put it beside the document (or pass trust_paths=True)",
                    file=os.fspath(out_path))
        try:
            if sidecar is not None:
                # The sidecar and the document are one pair: both are replaced, or neither.
                with files.atomic_outputs(sidecar, out_path) as (side, out):
                    side_size = weights.to_sidecar(doc, side, threshold=strip_threshold, reference=reference,
                                                   fds=_fds(src, *externals), progress=progress)
                    size = write_document(doc, out, progress, _shown(out_path))
                progress.wrote(os.fspath(sidecar), side_size)
            else:
                with files.atomic_output(out_path) as out:
                    if strip_weights:
                        weights.strip(doc, threshold=strip_threshold, progress=progress)
                    size = write_document(doc, out, progress, _shown(out_path))
            progress.wrote(os.fspath(out_path), size)
        finally:
            progress.finish()


def _shown(path: str | os.PathLike[str]) -> str:
    return "stdout" if os.fspath(path) == "-" else os.path.basename(os.fspath(path))


#: A document with more values than this is not walked for a total of its payload bytes.
_PROGRESS_WALK_LIMIT = 100_000


def write_document(doc: Any, stream: Any, progress: NullProgress, name: str) -> int:
    """Write ``doc``'s text to ``stream`` (called ``name``) as one phase of ``progress``; return the
    bytes written.

    The phase counts the payload bytes written as base64, of their total, when the document holds
    payloads and is small enough to find them cheaply; otherwise (no payloads, or a graph-heavy
    document, where the text itself is the work) the bytes of text written, without a total.
    """
    if type(progress) is NullProgress:
        tally = CountingWriter(stream, progress)
        jsonio.write_document(doc, tally)  # type: ignore[arg-type]
        return tally.written
    total = jsonio.blob_bytes(doc, limit=_PROGRESS_WALK_LIMIT) or 0
    if total:
        progress.start(total, f"writing weights into {name}")
        tally = CountingWriter(stream, NullProgress())
        jsonio.write_document(doc, tally, on_payload=progress.advance)  # type: ignore[arg-type]
    else:
        progress.start(0, f"writing {name}")
        tally = CountingWriter(stream, progress)
        jsonio.write_document(doc, tally)  # type: ignore[arg-type]
    return tally.written


def _fds(*inputs: files.Input) -> dict[int, int]:
    """The open files behind mapped inputs, by ``id`` of the mapping (for kernel-side copies)."""
    return {id(src.source): src.fd for src in inputs if src.source is not None and src.fd is not None}


@pausing
def build(doc_path: str | os.PathLike[str], out_path: str | os.PathLike[str], *,
          type: str | None = None, weights_from: ModelLike | None = None, fill: str | None = None,
          external_data: bool = False, trust_paths: bool = False, strict: bool = False,
          max_document_size: int | None = DEFAULTS.max_document_bytes, max_depth: int = DEFAULTS.max_depth,
          progress: NullProgress | None = None) -> None:
    """Build the ONNX file of the document at ``doc_path`` (``-`` for stdin) into ``out_path``.

    ``progress`` receives the phases of the work and the output written (see ``_progress``).
    """

    progress = progress or NullProgress()
    name = os.fspath(doc_path)
    limit = jsonio.DEFAULT_MAX_DOCUMENT_BYTES if max_document_size is None else max_document_size
    progress.start(0, f"reading {_shown(name) if name != '-' else 'stdin'}")
    try:
        _build(name, out_path, type=type, weights_from=weights_from, fill=fill, external_data=external_data,
               trust_paths=trust_paths, strict=strict, limit=limit, max_depth=max_depth, progress=progress)
    finally:
        progress.finish()


def _build(name: str, out_path: str | os.PathLike[str], *, type: str | None, weights_from: ModelLike | None,
           fill: str | None, external_data: bool, trust_paths: bool, strict: bool, limit: int, max_depth: int,
           progress: NullProgress) -> None:
    # The input stays open until the output is written: a large document's payloads are read
    # from its text (LongText) only while they are encoded.
    with files.guarding(), files.read_input(name, max_bytes=limit) as src:
        files.check_output(out_path)  # refused early: the document itself, a folder, a socket
        if isinstance(weights_from, (str, os.PathLike)):
            files.protect(weights_from, "the weights_from model")
        doc = read_text(text_of(src), type=type, max_document_size=limit, name=src.name, progress=progress,
                        description=f"reading {_shown(name) if name != '-' else 'stdin'}")
        # Keep the text only when it is small enough to search for error lines cheaply.
        src_text = bytes(src.data) if len(src.data) <= LINE_LOOKUP_BYTES else None
        out_dir = Path(".") if os.fspath(out_path) == "-" else Path(os.fspath(out_path)).parent
        with _built(doc, name=name, src_text=src_text, type=type, weights_from=weights_from, fill=fill,
                    external_data=external_data, out_dir=out_dir, trust_paths=trust_paths, strict=strict,
                    max_depth=max_depth, progress=progress) as out:
            progress.start(len(out), f"writing {_shown(out_path)}")
            with files.atomic_output(out_path) as f:
                out.write_to(counting(f, progress))
            progress.wrote(os.fspath(out_path), len(out))


def load(document: DocumentLike, *, type: str | None = None, weights_from: ModelLike | None = None,
         fill: str | None = None, base_dir: str | os.PathLike[str] | None = None, trust_paths: bool = False,
         strict: bool = False, max_document_size: int = DEFAULTS.max_document_bytes,
         max_depth: int = DEFAULTS.max_depth) -> Any:
    """Build a document into an onnx message (``onnx.ModelProto`` for a model): the inverse of :func:`save`.

    Runs what ``onnxjson build`` runs (the schema check, then the encoder), in memory.

    Args:
        document: a path to a JSON document (``-``: stdin), its JSON text (a ``str`` starting with
            ``{``, or ``bytes``), or a document (a dict, as :func:`to_dict` returns it).
        type: the root message type, for documents without an envelope (default ModelProto).
        weights_from: the original model, to fill stripped payloads (matched by digest).
        fill: ``"zeros"`` fills stripped payloads that ``weights_from`` does not provide.
        base_dir: the folder sidecar paths are relative to (default: the document's folder, else
            the current folder).
        trust_paths: allow sidecar paths that lead outside ``base_dir``.
        strict: also run the graph checks of :func:`validate`.
        max_document_size: the largest JSON text read, in bytes.
        max_depth: the deepest message nesting accepted.

    Returns:
        The onnx message of the document's root type (``onnx.ModelProto``, ``onnx.TensorProto``...),
        parsed from exactly the bytes ``build`` writes.

    Raises:
        OnnxJsonError: the document cannot be read or built (the error names the file and the JSON
            path), or it is an ONNX model rather than a document.
    """
    if type is not None:
        type = check_type_name(type)
    with opened_document(document, type=type, max_document_size=max_document_size) as (doc, name, text):
        try:
            root = split_envelope(doc, registry(), type)[0].name
        except OnnxJsonError as e:
            raise e.with_file(name) from None
        folder = Path(os.fspath(base_dir)) if base_dir is not None else None
        with _built(doc, name=name, src_text=text, type=type, weights_from=weights_from, fill=fill,
                    external_data=False, out_dir=Path("."), trust_paths=trust_paths, strict=strict,
                    max_depth=max_depth, base_dir=folder) as out:
            data = out.getvalue()
    return _onnx_message(root, data, name)


def save(model: ModelLike, path: str | os.PathLike[str], *, strip_weights: bool = False,
         strip_threshold: int = DEFAULTS.strip_threshold, sidecar: str | os.PathLike[str] | None = None,
         external: str = DEFAULTS.external, values_limit: int = DEFAULTS.values_limit,
         decode_unknown: bool = False, trust_paths: bool = False, max_depth: int = DEFAULTS.max_depth) -> None:
    """Write the document of ``model`` to ``path`` (``-``: stdout), atomically: the inverse of :func:`load`.

    Runs what ``onnxjson dump`` runs; ``load(path)`` gives back the same message, bit for bit
    (with ``weights_from`` when the weights were stripped).

    Args:
        model: an onnx message (its type is the document's root type), ONNX bytes, or a path.
        path: the document to write.
        strip_weights: replace payloads above ``strip_threshold`` bytes by size and digest.
        strip_threshold: payloads of at most this many bytes stay inline (stripping or sidecar).
        sidecar: move payloads above ``strip_threshold`` bytes to this binary file; the document
            references it by a path relative to its own folder.
        external: ONNX external data of ``model``: ``"keep"`` the references, ``"inline"`` the data,
            or move it to the ``"sidecar"``.
        values_limit: show raw_data of numeric tensors with at most this many elements as values.
        decode_unknown: show length-delimited unknown fields as nested entries where they parse.
        trust_paths: allow external-data paths of the model, and a sidecar path, outside the folder.
        max_depth: the deepest message nesting accepted.

    Raises:
        OnnxJsonError: the model cannot be read, or the options do not go together.
    """
    dump(model, path, type=message_type(model), values_limit=values_limit, decode_unknown=decode_unknown,
         strip_weights=strip_weights, strip_threshold=strip_threshold, sidecar=sidecar, external=external,
         trust_paths=trust_paths, max_depth=max_depth)


def message_type(model: Any) -> str | None:
    """The root type of an onnx message (``ModelProto``...); None for bytes, paths and other roots."""
    descriptor = getattr(model, "DESCRIPTOR", None)
    name = getattr(descriptor, "name", None)
    return name if isinstance(name, str) and name in ROOT_TYPES else None


def _onnx_message(type_name: str, data: bytes, name: str) -> Any:
    """The onnx message ``type_name`` parsed from ``data`` (onnx is imported here, only when asked)."""
    import onnx
    from google.protobuf.message import DecodeError as ProtobufDecodeError

    message = getattr(onnx, type_name)()
    try:
        message.ParseFromString(data)
    except ProtobufDecodeError as e:  # e.g. nesting deeper than protobuf's own parser takes
        raise OnnxJsonError(f"the built {type_name} is valid, but protobuf cannot parse it: {e}", file=name) from None
    return message


@contextlib.contextmanager
def _built(doc: Any, *, name: str, src_text: bytes | None, type: str | None,
           weights_from: ModelLike | None, fill: str | None, external_data: bool, out_dir: Path,
           trust_paths: bool, strict: bool, max_depth: int, progress: NullProgress | None = None,
           base_dir: Path | None = None) -> Iterator[Out]:
    """What build does with a parsed document: check it, encode it; the output is read in the block.

    Shared by :func:`build` and :func:`verify`, so the two cannot disagree. Errors raised in the
    block (a payload read while it is written) get the document's name and line too.
    """
    if base_dir is None:
        base_dir = Path(".") if name == "-" or name.startswith("<") else Path(name).parent
    progress = progress or NullProgress()
    try:
        from onnxjson.validate import findings_before_build

        progress.start(0, "checking the document")
        # A document that fails its schema is never built; strict adds the graph checks.
        findings = findings_before_build(doc, type=type, strict=strict, source=src_text)
        if findings:
            raise findings[0].as_error()

        # The document's sidecar and external-data files are read or referenced: never replaced.
        weights.protect_document_files(doc, base_dir)
        if external_data:
            weights.externalize(doc, base_dir=base_dir, out_dir=out_dir, trust_paths=trust_paths)
        with _payloads(doc, weights_from=weights_from, fill=fill, base_dir=base_dir,
                       trust_paths=trust_paths, type=type, progress=progress) as payloads:
            progress.start(0, "encoding")
            out = _encode(doc, type=type, payloads=payloads, max_depth=max_depth)
            if len(out) > PROTOBUF_LIMIT:
                raise OnnxJsonError(
                    f"the model would be {len(out):,} bytes, over protobuf's 2 GB limit; keep the weights "
                    "outside it with build external_data=True (after dump sidecar=PATH)")
            yield out
    except OnnxJsonError as e:
        if isinstance(e, DocumentError) and e.line is None and e.path and src_text is not None:
            e = _with_line(e, src_text)
        raise e.with_file(name) from None


def _with_line(e: DocumentError, text: bytes) -> DocumentError:
    """The same error, with the line of its JSON path in the document text."""
    line = jsonio.locate_line(text, jsonio.parse_path(e.path))
    if line is None:
        return e
    again = type(e)(e.message, path=e.path, line=line, file=e.file)
    again.__cause__ = e.__cause__
    return again


@pausing
def verify(model: ModelLike, *, type: str | None = None, max_depth: int = DEFAULTS.max_depth,
           progress: NullProgress | None = None) -> VerifyResult:
    """Dump ``model`` and build the document again; report whether the bytes are identical.

    Runs exactly what ``dump -o`` then ``build`` run: the document is written as JSON text (to a
    temporary file when large), read back by the reader build uses, checked and encoded by build's
    code, and the output is compared with the model piece by piece as it is produced. So verify
    cannot disagree with a real round trip, and it never holds the model, the text or the output
    in memory whole. ``progress`` receives the phases of the work (see ``_progress``).
    """
    progress = progress or NullProgress()
    try:
        return _verify(model, type=type, max_depth=max_depth, progress=progress)
    finally:
        progress.finish()


def _verify(model: ModelLike, *, type: str | None, max_depth: int, progress: NullProgress) -> VerifyResult:
    with open_model(model) as src:
        original = src.data
        progress.start(0, f"reading {_shown(src.name)}")
        doc = decode_model(original, src.name, type=type,
                      options=_decode_options(DEFAULTS.values_limit, False, max_depth), source=src.source)
        with files.Scratch(len(original) * 4 // 3) as scratch:
            try:
                write_document(doc, scratch.stream, progress, "the document")
            except OnnxJsonError as e:
                raise e.with_file(src.name) from None
            del doc
            parsed = read_text(scratch.contents(), name=src.name, progress=progress,
                               description="reading the document back")
            with _built(parsed, name=src.name, src_text=None, type=None, weights_from=None, fill=None,
                        external_data=False, out_dir=Path("."), trust_paths=False, strict=False,
                        max_depth=max_depth, progress=progress) as out:
                progress.start(len(out), "comparing the rebuilt bytes")
                first = _first_difference(out.chunks(), original, src.source, progress)
                rebuilt_size = len(out)
            del parsed
        size = len(original)
        if first is None and rebuilt_size != size:
            first = min(size, rebuilt_size)
        return VerifyResult(src.name, first is None, size, rebuilt_size, first)


def _first_difference(chunks: Iterator[Any], original: Any, source: Any,
                      progress: NullProgress | None = None) -> int | None:
    """The offset of the first byte where ``chunks`` differ from ``original`` (None: a prefix of it)."""
    view = memoryview(original).cast("B") if not isinstance(original, bytes) else memoryview(original)
    pos = 0
    release = getattr(source, "madvise", None)
    for chunk in chunks:
        piece = memoryview(chunk).cast("B") if not isinstance(chunk, bytes) else memoryview(chunk)
        n = len(piece)
        theirs = view[pos:pos + n]
        if theirs != piece:
            lo, hi = 0, min(n, len(theirs))  # the first difference is in [lo, hi]
            while lo < hi:
                mid = (lo + hi) // 2
                if theirs[lo:mid + 1] == piece[lo:mid + 1]:
                    lo = mid + 1
                else:
                    hi = mid
            return pos + lo
        if release is not None and n >= (1 << 20):  # the original's pages are not needed again
            first, last = -(-pos // mmap.PAGESIZE) * mmap.PAGESIZE, (pos + n) // mmap.PAGESIZE * mmap.PAGESIZE
            if last > first:
                with contextlib.suppress(OSError, ValueError):
                    release(mmap.MADV_DONTNEED, first, last - first)
        pos += n
        if progress is not None:
            progress.advance(n)
    return None


def check_type_name(name: str) -> str:
    """The root message type called ``name``; DocumentError listing the root types if there is none."""
    return resolve_type(name, registry()).name


@pausing
def load_document(path: str, *, strip_weights: bool, progress: NullProgress | None = None) -> dict[str, Any]:
    """An .onnx file (dumped; weights stripped when asked) or a JSON document, as a plain document."""
    with files.read_input(path) as src:
        return _load_from(src, strip_weights=strip_weights, progress=progress)


def _load_from(src: files.Input, *, strip_weights: bool, progress: NullProgress | None = None) -> dict[str, Any]:
    """The plain document of an input already read (stdin cannot be read twice)."""
    progress = progress or NullProgress()
    progress.start(0, f"reading {_shown(src.name)}")
    if looks_like_json(src.data):
        # A copy of the text: the document outlives the mapping, and its LongText values point into it.
        doc = read_json_input(src, copy=True)
        if strip_weights and isinstance(doc, dict) and isinstance(doc.get(ENVELOPE_KEY), dict):
            weights.strip(doc, threshold=DEFAULTS.strip_threshold, progress=progress)
        return doc
    model = decode_model(src.data, src.name, type=None,
                         options=_decode_options(DEFAULTS.values_limit, False, DEFAULTS.max_depth))
    if strip_weights:
        weights.strip(model, threshold=DEFAULTS.strip_threshold, progress=progress)
    plain: dict[str, Any] = _public_form(model)
    return plain


@pausing
def diff_files(a: str, b: str, *, progress: NullProgress | None = None) -> list[Any]:
    """The semantic changes from the file ``a`` to the file ``b`` (models or documents, ``-``: stdin).

    Both inputs stay open while they are compared: a model's payloads are slices of its mapping,
    compared and hashed a piece at a time with their pages handed back, and a document's long
    payload strings stay in its mapped text. So memory does not grow with the weights.
    ``progress`` receives the phases of the work (comparing: the payload bytes hashed; no total).
    """
    from onnxjson.diff import diff_documents

    progress = progress or NullProgress()
    try:
        with files.read_input(a) as src_a, files.read_input(b) as src_b:
            progress.start(0, f"reading {_shown(a) if a != '-' else 'stdin'}")
            doc_a = input_document(src_a)
            progress.start(0, f"reading {_shown(b) if b != '-' else 'stdin'}")
            doc_b = input_document(src_b)
            progress.start(0, "comparing")
            return diff_documents(doc_a, doc_b, a_dir=folder_of(a), b_dir=folder_of(b),
                                  on_hashed=None if type(progress) is NullProgress else progress.advance)
    finally:
        progress.finish()


@pausing
def info(source: Any, *, type: str | None = None, sort: str = DEFAULTS.sort,
         top: int | None = None) -> Any:
    """What is in a model, a graph or a tensor, and what makes it big (what ``info --json`` shows).

    Weights are measured, never read (a lone tensor decodes only the few values it shows).

    Args:
        source: a path (``-``: stdin) to an .onnx/.pb file or a JSON document, the bytes of either,
            an onnx message, or a document (a dict).
        type: the root message type (default: inferred from the bytes, or the document's envelope).
        sort: the order of the initialisers: ``"size"`` (largest first), ``"name"`` (natural
            order: layer2 before layer10) or ``"order"`` (as stored).
        top: keep only the first ``top`` initialisers (None: all); totals still count them all.

    Returns:
        An :class:`onnxjson.explore.ModelInfo` (models and graphs) or
        :class:`onnxjson.explore.TensorInfo` (tensors); ``as_dict()`` gives the JSON form.

    Raises:
        OnnxJsonError: the input cannot be read, is not a model, graph or tensor, or an argument is
            out of range.
    """
    from onnxjson import explore

    explore.check_arrangement(sort=sort, top=top)  # arguments are checked before any input is read
    if type is not None:
        type = check_type_name(type)
    if isinstance(source, dict):
        split_envelope(source, registry(), type)  # what build refuses is refused here too
        return explore.arrange(explore.summarize(source, type=type), sort=sort, top=top)
    with open_model(source) as src:
        try:
            if looks_like_json(src.data):
                doc = read_text(text_of(src), type=type, name=src.name)
                split_envelope(doc, registry(), type)
            else:
                # Payloads stay Blob slices of the mapped file: their sizes are known without reading them.
                doc = decode_model(src.data, src.name, type=type, source=src.source,
                                   options=_decode_options(DEFAULTS.values_limit, False, DEFAULTS.max_depth))
            return explore.arrange(explore.summarize(doc, type=type), sort=sort, top=top)
        except OnnxJsonError as e:
            raise e.with_file(src.name) from None


@pausing
def unified_diff(a: str, b: str, *, progress: NullProgress | None = None) -> str:
    """A unified text diff of the stripped documents of two models or documents ("" when equal).

    ``progress`` receives the phases of the work (reading, hashing the weights stripped, comparing).
    """
    from onnxjson.diff import unified_text_diff

    progress = progress or NullProgress()
    try:
        texts = [jsonio.dumps_document(load_document(name, strip_weights=True, progress=progress)).decode("utf-8")
                 for name in (a, b)]
        progress.start(0, "comparing")
        return unified_text_diff(texts[0], texts[1], a, b)
    finally:
        progress.finish()


@pausing
def validate_file(path: str, *, type: str | None = None, schema_only: bool = False,
                  onnx_checker: bool = False, max_findings: int = DEFAULTS.max_findings,
                  max_document_size: int | None = DEFAULTS.max_document_bytes,
                  progress: NullProgress | None = None) -> list[Any]:
    """Validate the document at ``path`` (``-``: stdin); return its findings (empty: valid).

    What :func:`validate` does for a path, with the phases reported to ``progress``. Raises
    OnnxJsonError when the file cannot be read or is not JSON; an integer literal beyond 64 bits is
    valid JSON but an invalid document, so it is a finding.
    """
    progress = progress or NullProgress()
    try:
        return _validate_file(path, type=type, schema_only=schema_only, onnx_checker=onnx_checker,
                              max_findings=max_findings, max_document_size=max_document_size, progress=progress)
    finally:
        progress.finish()


def _validate_file(path: str, *, type: str | None, schema_only: bool, onnx_checker: bool, max_findings: int,
                   max_document_size: int | None, progress: NullProgress) -> list[Any]:
    shown = _shown(path) if path != "-" else "stdin"
    progress.start(0, f"reading {shown}")
    limit = jsonio.DEFAULT_MAX_DOCUMENT_BYTES if max_document_size is None else max_document_size
    # The size is checked before anything is copied (stdin: while it is read).
    with files.read_input(path, max_bytes=limit) as src:
        text = bytes(src.data)
    base_dir = Path(".") if path == "-" else Path(path).parent
    return _validate_text(text, src.name, type=type, schema_only=schema_only, onnx_checker=onnx_checker,
                          max_findings=max_findings, max_document_size=limit, base_dir=base_dir,
                          progress=progress, shown=shown)


def validate(document: DocumentLike, *, type: str | None = None, schema_only: bool = False,
             onnx_checker: bool = False, max_findings: int = DEFAULTS.max_findings,
             max_document_size: int = DEFAULTS.max_document_bytes,
             base_dir: str | os.PathLike[str] | None = None) -> Any:
    """Check a document against the JSON Schema, build's encoder checks and the graph rules.

    Args:
        document: a path to a JSON document (``-``: stdin), its JSON text (a ``str`` starting with
            ``{``, or ``bytes``), or a document (a dict).
        type: the root message type, for documents without an envelope (default ModelProto).
        schema_only: only check the JSON Schema.
        onnx_checker: also run onnx.checker with shape inference.
        max_findings: report at most this many problems.
        max_document_size: the largest JSON text read, in bytes.
        base_dir: the folder sidecar paths are relative to (default: the document's folder).

    Returns:
        An :class:`onnxjson.validate.ValidationResult`: its ``findings`` (each with a JSON ``path``,
        a ``message``, a ``rule`` and the ``line`` when known); true when the document is valid.

    Raises:
        OnnxJsonError: the input cannot be read or is not JSON (an ONNX model is named as such).
    """
    from onnxjson.validate import ValidationResult

    if type is not None:
        type = check_type_name(type)
    if isinstance(document, dict):
        from onnxjson.validate import validate_document

        folder = Path(os.fspath(base_dir)) if base_dir is not None else Path(".")
        return ValidationResult(validate_document(document, type=type, schema_only=schema_only,
                                                  onnx_checker=onnx_checker, max_findings=max_findings,
                                                  base_dir=folder))
    if isinstance(document, str) and document.lstrip("\ufeff \t\r\n")[:1] == "{":
        document = document.encode("utf-8")
    if isinstance(document, (bytes, bytearray, memoryview)):
        text, name = bytes(document), "<text>"
    elif isinstance(document, (str, os.PathLike)):
        # The size is checked before anything is copied (stdin: while it is read).
        with files.read_input(document, max_bytes=max_document_size) as src:
            text, name = bytes(src.data), src.name
    else:
        raise TypeError(f"expected a path, JSON text or a document (dict), got {builtins.type(document).__name__}")
    if base_dir is None:
        base_dir = Path(".") if name.startswith("<") or name == "-" else Path(name).parent
    return ValidationResult(_validate_text(text, name, type=type, schema_only=schema_only,
                                           onnx_checker=onnx_checker, max_findings=max_findings,
                                           max_document_size=max_document_size, base_dir=Path(os.fspath(base_dir))))


def _validate_text(text: bytes, name: str, *, type: str | None, schema_only: bool, onnx_checker: bool,
                   max_findings: int, max_document_size: int, base_dir: Path,
                   progress: NullProgress | None = None, shown: str = "") -> list[Any]:
    """The findings of a document's text (an integer beyond 64 bits is a finding, not an error);
    ``progress`` hears of the reading and checking of ``shown``."""
    from onnxjson.validate import Finding, validate_document

    try:
        doc = read_text(text, type=type, max_document_size=max_document_size, progress=progress,
                        description=f"reading {shown}")
    except NumberRangeError as e:
        return [Finding(e.path, e.message, "json-integer", e.line)]
    except OnnxJsonError as e:
        raise not_a_document(text, e).with_file(name) from None
    if progress is not None:
        progress.start(0, f"checking {shown}")
    findings: list[Any] = validate_document(doc, type=type, schema_only=schema_only, onnx_checker=onnx_checker,
                                            source=text, max_findings=max_findings, base_dir=base_dir)
    return findings


@pausing
def diff(old: Any, new: Any) -> Any:
    """The semantic changes from ``old`` to ``new`` (models and documents mix).

    Args:
        old: a path (``-``: stdin) to an .onnx file or a JSON document, the bytes of either, an onnx
            message, or a document (a dict).
        new: the same forms.

    Returns:
        A :class:`onnxjson.diff.DiffResult`: its ``changes`` (each with ``kind``, ``category``,
        ``path``, ``old``, ``new``, ``detail`` and, for weights, ``numbers``); true when they differ.

    Raises:
        OnnxJsonError: an input cannot be read or is neither a model nor a document.
    """
    from onnxjson.diff import DiffResult, diff_documents

    with opened_source(old) as (doc_a, dir_a), opened_source(new) as (doc_b, dir_b):
        return DiffResult(diff_documents(doc_a, doc_b, a_dir=dir_a, b_dir=dir_b))


@pausing
def textconv(model: str, stream: Any) -> None:
    """git's view of ``model``: its stripped document with ``name`` first in every message.

    Only for display (``git diff``/``log -p``/``show``): moving ``name`` first lets the driver's
    ``xfuncname`` name the node or initializer of each hunk. Key order does not matter to build.
    """
    from onnxjson.gitsetup import names_first

    with open_model(model) as src:
        doc = decode_model(src.data, src.name, type=None, options=_decode_options(DEFAULTS.values_limit, False, DEFAULTS.max_depth),
                      source=src.source)
        weights.strip(doc, threshold=DEFAULTS.strip_threshold)
        jsonio.write_document(names_first(doc), stream)


def _merge_input(src: files.Input, *, max_depth: int) -> tuple[dict[str, Any], str]:
    """A merge input as a document (payloads stay slices of the mapped file) and its form."""

    if looks_like_json(src.data):
        try:
            doc: dict[str, Any] = jsonio.read_document(src.data)
        except OnnxJsonError as e:
            raise e.with_file(src.name) from None
        envelope = doc.get(ENVELOPE_KEY) if isinstance(doc, dict) else None
        if isinstance(envelope, dict) and envelope.get("weights") is not None:
            raise OnnxJsonError("documents whose weights are in a sidecar cannot be merged (the sidecar "
                                "is a binary file git cannot merge); merge the .onnx models instead",
                                file=src.name)
        return doc, "document"
    return decode_model(src.data, src.name, type=None, options=_decode_options(DEFAULTS.values_limit, False, max_depth),
                   source=src.source), "model"


@pausing
def merge(base: str | os.PathLike[str], ours: str | os.PathLike[str], theirs: str | os.PathLike[str],
          out_path: str | os.PathLike[str], *, report: str | os.PathLike[str] | None = None,
          max_depth: int = DEFAULTS.max_depth, progress: NullProgress | None = None) -> list[Any]:
    """Three-way merge of the files ``ours`` and ``theirs`` (models or documents) against ``base``.

    The result, in the form of ``ours`` (a model or a document), is written atomically to
    ``out_path`` only when the merge is clean; ``out_path`` may be ``ours`` itself (git's merge
    driver contract), never ``base`` or ``theirs``. When one side changed nothing, the other side's
    file is written back byte for byte. An empty ``base`` file means no common ancestor.

    Args:
        base: the common ancestor.
        ours: our version.
        theirs: their version.
        out_path: where to write the merged file.
        report: also write the conflicts as a JSON array (``[]`` when clean) to this file.
        max_depth: the deepest message nesting accepted.
        progress: receives the phases of the work and the output written (see ``_progress``).

    Returns:
        The conflicts (:class:`onnxjson.merge.Conflict`); empty when the merge was written.
    """
    progress = progress or NullProgress()
    try:
        return _merge_files(base, ours, theirs, out_path, report=report, max_depth=max_depth, progress=progress)
    finally:
        progress.finish()


def _merge_files(base: str | os.PathLike[str], ours: str | os.PathLike[str], theirs: str | os.PathLike[str],
                 out_path: str | os.PathLike[str], *, report: str | os.PathLike[str] | None, max_depth: int,
                 progress: NullProgress) -> list[Any]:
    from onnxjson import merge as _merge

    files.refuse_same_file(out_path, base, theirs, what="an input of the merge")
    if report is not None:
        files.refuse_same_file(report, base, ours, theirs, what="an input of the merge")
    with contextlib.ExitStack() as stack:
        srcs = [stack.enter_context(files.read_input(p)) for p in (base, ours, theirs)]
        progress.start(0, "reading the three versions")
        loaded = [({}, "") if i == 0 and len(src.data) == 0 else _merge_input(src, max_depth=max_depth)
                  for i, src in enumerate(srcs)]
        progress.start(0, "merging")
        result = _merge.merge_documents(loaded[0][0], loaded[1][0], loaded[2][0])
        if report is not None:
            with files.atomic_output(report) as f:
                f.write(_merge.conflicts_json(result.conflicts).encode("utf-8"))
        if result.conflicts:
            return result.conflicts
        form = loaded[1][1]
        side = {"ours": 1, "theirs": 2}.get(result.taken or "")
        try:
            if side is not None and loaded[side][1] == form:
                progress.start(0, f"writing {_shown(out_path)}")
                with files.atomic_output(out_path) as f:
                    f.write(srcs[side].data)
                size = len(srcs[side].data)
            elif form == "document":
                with files.atomic_output(out_path) as f:
                    size = write_document(result.document, f, progress, _shown(out_path))
            else:
                folder = Path(os.fspath(ours)).parent
                with _payloads(result.document, weights_from=None, fill=None, base_dir=folder,
                               trust_paths=False) as payloads:
                    out = _encode(result.document, type=None, payloads=payloads, max_depth=max_depth)
                    if len(out) > PROTOBUF_LIMIT:
                        raise OnnxJsonError(f"the merged model would be {len(out):,} bytes, over "
                                            "protobuf's 2 GB limit")
                    progress.start(len(out), f"writing {_shown(out_path)}")
                    with files.atomic_output(out_path) as f:
                        out.write_to(counting(f, progress))
                    size = len(out)
        except OnnxJsonError as e:
            raise e.with_file(os.fspath(out_path)) from None
        progress.wrote(os.fspath(out_path), size)
        return []
