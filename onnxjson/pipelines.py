"""Pipelines: what each public function does, from its inputs to its outputs.

NOTE: the facade (``_api``) checks a public function's arguments and calls the function of the same
name here; this module runs the work as a short sequence of calls to the floors below: a source is
opened and decoded (``sources``), its weights handled (``weights``), the document checked
(``validate``), encoded (``codec``) or written as text (``jsonio``), compared (``diff``), merged
(``merge``) or summarised (``explore``), and the outputs written atomically (``files``). Errors
carry the name of the file they are about. The heavier features (validate and jsonschema, diff,
the explorer, merge, git's helpers) are imported inside the pipelines that use them, so that
``onnxjson dump`` does not pay for them at start-up. No feature imports this module.
"""

from __future__ import annotations

import builtins
import contextlib
import dataclasses
import mmap
import os
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from onnxjson import accel, files, jsonio, streamed, weights
from onnxjson._progress import CountingWriter, NullProgress, counting
from onnxjson.codec.decode import DecodeOptions
from onnxjson.codec.document import (
    ENVELOPE_KEY,
    ROOT_TYPES,
    encode_document,
    settle_long_text,
    split_envelope,
)
from onnxjson.codec.encode import Out, PayloadSource
from onnxjson.codec.values import JSON_SCALAR_TYPES, Blob, as_text, map_leaves
from onnxjson.errors import DocumentError, NumberRangeError, OnnxJsonError
from onnxjson.options import DEFAULTS, BuildOptions, DumpOptions, ValidateOptions
from onnxjson.proto import registry
from onnxjson.sources import (
    LINE_LOOKUP_BYTES,
    DocumentLike,
    ModelLike,
    decode_model,
    decodes_surely,
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
    "PROTOBUF_LIMIT", "VerifyResult", "build", "diff", "diff_files", "dump", "first_difference", "from_dict",
    "info", "load", "load_document", "merge", "message_type", "public_form", "textconv", "to_dict",
    "unified_diff", "validate", "validate_file", "verify", "write_document",
]

#: The largest message protobuf serialises (2 GiB - 1): a bigger output is refused before it is written.
PROTOBUF_LIMIT = (1 << 31) - 1
#: A document with more values than this is not walked for a total of its payload bytes.
PROGRESS_WALK_LIMIT = 100_000


@dataclass(frozen=True)
class VerifyResult:
    """The outcome of :func:`onnxjson.verify` for one model."""

    name: str
    identical: bool
    size: int
    rebuilt_size: int
    first_difference: int | None
    #: Payloads the model keeps in ONNX external data; verify reads them (their bytes are not in the
    #: model, so there is nothing to compare them with: each range is checked to be readable, within
    #: its file, as dump reads it to inline it).
    external_tensors: int = 0
    external_files: int = 0  # the files they are in, opened
    external_bytes: int = 0  # the bytes read of them
    external_unread: str | None = None  # why they were not read (None: read, or there are none)


def _decode_options(values_limit: int, decode_unknown: bool, max_depth: int) -> DecodeOptions:
    return DecodeOptions(values_limit=values_limit, decode_unknown=decode_unknown, max_depth=max_depth)


def _decoded_as(options: DumpOptions) -> DecodeOptions:
    """The decoder's share of dump's settings."""
    return _decode_options(options.values_limit, options.decode_unknown, options.max_depth)


def _shown(path: str | os.PathLike[str]) -> str:
    return "stdout" if os.fspath(path) == "-" else os.path.basename(os.fspath(path))


def public_form(value: Any) -> Any:
    """Replace Blob values by base64 strings and LongText values by the str they stand for (the
    public dict form)."""
    return map_leaves(value, lambda v: v.base64() if isinstance(v, Blob) else as_text(v), unchanged=JSON_SCALAR_TYPES)


# -- bytes ⇄ document, in memory -------------------------------------------------------------------

def to_dict(model: ModelLike, options: DumpOptions) -> dict[str, Any]:
    """The plain document of a model (bytes, a path or an onnx message)."""
    with open_model(model) as src:
        doc = decode_model(src.data, src.name, type=options.type, options=_decoded_as(options))
        if options.strip_weights:
            weights.strip(doc, threshold=options.strip_threshold)
        plain: dict[str, Any] = public_form(doc)
        return plain


def from_dict(doc: Any, options: BuildOptions) -> bytes:
    """The ONNX bytes of a document (its stripped payloads filled from ``weights_from`` or ``fill``)."""
    # guarding: the bytes are refused when the sidecar or weights_from changed while it was read.
    with files.guarding(), _payloads(doc, options) as payloads:
        return _encode(doc, type=options.type, payloads=payloads, max_depth=options.max_depth).getvalue()


def _payloads(doc: Any, options: BuildOptions, *, progress: NullProgress | None = None,
              sidecar_digests: weights.SidecarDigests | None = None) -> Any:
    """The payloads of ``doc`` as build takes them: from its sidecar or store (paths relative to
    ``options.base_dir``, else the current folder), ``weights_from`` or ``fill``."""
    envelope = doc.get(ENVELOPE_KEY) if isinstance(doc, dict) else None
    store = options.store
    return weights.PayloadResolver(
        envelope if isinstance(envelope, dict) else {},
        weights_from=options.weights_from, fill=options.fill, base_dir=options.base_dir or Path("."),
        trust_paths=options.trust_paths,
        type_name=options.type, progress=progress, sidecar_digests=sidecar_digests,
        store=None if store is None else Path(os.fspath(store)))


def _encode(doc: Any, *, type: str | None, payloads: PayloadSource | None, max_depth: int) -> Out:
    return encode_document(doc, registry(), type_name=type, payloads=payloads, max_depth=max_depth)


# -- dump ----------------------------------------------------------------------------------------

def dump(model: ModelLike, out_path: str | os.PathLike[str], options: DumpOptions, *,
         progress: NullProgress) -> None:
    """Decode ``model``, handle its weights (strip, sidecar, store, external data), write the document."""
    with files.guarding():
        try:
            _dump(model, out_path, options, progress=progress)
        except OnnxJsonError as e:  # every error names a file: the model's, unless it is an output's
            if isinstance(model, (str, os.PathLike)):
                raise e.with_file("<stdin>" if os.fspath(model) == "-" else os.fspath(model)) from None
            raise


def _dump(model: ModelLike, out_path: str | os.PathLike[str], options: DumpOptions, *,
          progress: NullProgress) -> None:
    sidecar, store, trust_paths = options.sidecar, options.store, options.trust_paths
    threshold = options.strip_threshold
    if sidecar is not None and os.path.abspath(os.fspath(sidecar)) == os.path.abspath(os.fspath(out_path)):
        raise OnnxJsonError("the sidecar and the document must be different files", file=os.fspath(out_path))
    with open_model(model) as src, contextlib.ExitStack() as held:
        for path in (sidecar, out_path):  # refused early: an input, a folder, a socket
            if path is not None:
                files.check_output(path)
        progress.start(0, f"reading {_shown(src.name)}")
        decoding = _decoded_as(options)
        model_dir = Path(".") if src.name.startswith("<") else Path(src.name).parent
        if sidecar is None and store is None and not options.strip_weights and options.external == "keep" and \
                os.fspath(out_path) != "-" and \
                _dumped_in_pieces(src, out_path, type=options.type, options=decoding, model_dir=model_dir,
                                  progress=progress):
            return
        doc = decode_model(src.data, src.name, type=options.type, options=decoding, source=src.source)
        # The model's external-data files are its own, read or not: no output may replace them.
        weights.protect_external_files(doc, model_dir)
        externals: list[files.Input] = []  # the payloads are slices of them until written
        if options.external != "keep":
            try:
                externals = weights.resolve_external(doc, mode=options.external, model_dir=model_dir, name=src.name,
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
                # The sidecar's path is the caller's (relative to the current folder, as Unix tools
                # take paths); say the one beside the document, in the same terms.
                beside = os.path.join(os.path.dirname(os.fspath(out_path)), os.path.basename(os.fspath(sidecar)))
                raise OnnxJsonError(
                    f"the sidecar {os.fspath(sidecar)!r} is outside the document's folder, so the document "
                    f"would reference it as {reference!r}, which build refuses; put it beside the document "
                    f"with sidecar={beside} (or pass trust_paths=True to keep {reference!r})",
                    file=os.fspath(out_path))
        if store is not None:
            reference = _store_reference(store, out_dir, out_path, trust_paths)
        try:
            if store is not None:
                with files.atomic_output(out_path) as out:
                    # Lazy: the store's module only for the dumps that use it.
                    from onnxjson.store import to_store

                    added = to_store(doc, Path(os.fspath(store)), threshold=threshold, reference=reference,
                                     fds=_fds(src, *externals), progress=progress)
                    size = write_document(doc, out, progress, _shown(out_path))
                progress.wrote(os.fspath(store), added.written_bytes)
            elif sidecar is not None:
                # The sidecar and the document are one pair: both are replaced, or neither.
                with files.atomic_outputs(sidecar, out_path) as (side, out):
                    side_size = weights.to_sidecar(doc, side, threshold=threshold, reference=reference,
                                                   fds=_fds(src, *externals), progress=progress)
                    size = write_document(doc, out, progress, _shown(out_path))
                progress.wrote(os.fspath(sidecar), side_size)
            else:
                with files.atomic_output(out_path) as out:
                    if options.strip_weights:
                        weights.strip(doc, threshold=threshold, progress=progress)
                    size = write_document(doc, out, progress, _shown(out_path))
            progress.wrote(os.fspath(out_path), size)
        finally:
            progress.finish()


def _store_reference(store: str | os.PathLike[str], out_dir: Path, out_path: str | os.PathLike[str],
                     trust_paths: bool) -> str:
    """The store's path as the document records it (relative to its folder), refused where build
    would refuse it (outside the document's folder), and the store refused when it is not a folder."""
    if os.path.lexists(store) and not os.path.isdir(store):
        raise OnnxJsonError("is not a folder; the store is a folder of blobs", file=os.fspath(store))
    reference = weights.relative_reference(Path(os.fspath(store)), out_dir)
    if (reference == ".." or reference.startswith("../")) and not trust_paths:
        beside = os.path.join(os.path.dirname(os.fspath(out_path)), os.path.basename(os.fspath(store).rstrip("/")))
        raise OnnxJsonError(
            f"the store {os.fspath(store)!r} is outside the document's folder, so build would refuse the "
            f"path it must record ({reference!r}); put the document beside or above it, or the store beside "
            f"the document with store={beside} (or pass trust_paths=True)",
            file=os.fspath(out_path))
    return reference


def _dumped_in_pieces(src: files.Input, out_path: str | os.PathLike[str], *, type: str | None,
                      options: DecodeOptions, model_dir: Path, progress: NullProgress) -> bool:
    """Dump a graph-heavy model a piece of its graph at a time (:mod:`onnxjson.streamed`): the same
    text in the memory of one piece. False, with nothing written, when it is to be decoded whole."""
    work = streamed.plan(src.data, type_name=type, options=options, source=src.source)
    if work is None:
        return False
    weights.protect_external_files(work.doc, model_dir)  # the pieces hold none (streamed.write)
    whole = False
    try:
        try:
            with files.atomic_output(out_path) as out:
                progress.start(0, f"writing {_shown(out_path)}")
                size = streamed.write(work, counting(out, progress))
        except streamed.NotStreamable:
            whole = True  # the output was dropped; the whole decode takes the model
            return False
        progress.wrote(os.fspath(out_path), size)
        return True
    finally:
        if not whole:
            progress.finish()


def write_document(doc: Any, stream: Any, progress: NullProgress, name: str,
                   payload_texts: Any = None) -> int:
    """Write ``doc``'s text to ``stream`` (called ``name``) as one phase of ``progress``; return the
    bytes written. ``payload_texts``: see :func:`jsonio.write_document` (verify's streamed text).

    The phase counts the payload bytes written as base64, of their total, when the document holds
    payloads and is small enough to find them cheaply; otherwise (no payloads, or a graph-heavy
    document, where the text itself is the work) the bytes of text written, without a total.
    """
    taps: dict[str, Any] = {} if payload_texts is None else {"payload_texts": payload_texts}
    if type(progress) is NullProgress:
        tally = CountingWriter(stream, progress)
        jsonio.write_document(doc, tally, **taps)  # type: ignore[arg-type]
        return tally.written
    total = jsonio.blob_bytes(doc, limit=PROGRESS_WALK_LIMIT) or 0
    if total:
        progress.start(total, f"writing weights into {name}")
        tally = CountingWriter(stream, NullProgress())
        jsonio.write_document(doc, tally, on_payload=progress.advance, **taps)  # type: ignore[arg-type]
    else:
        progress.start(0, f"writing {name}")
        tally = CountingWriter(stream, progress)
        jsonio.write_document(doc, tally, **taps)  # type: ignore[arg-type]
    return tally.written


def _fds(*inputs: files.Input) -> dict[int, int]:
    """The open files behind mapped inputs, by ``id`` of the mapping (for kernel-side copies)."""
    return {id(src.source): src.fd for src in inputs if src.source is not None and src.fd is not None}


# -- build -----------------------------------------------------------------------------------------

def build(doc_path: str | os.PathLike[str], out_path: str | os.PathLike[str], options: BuildOptions, *,
          progress: NullProgress) -> None:
    """Read the document at ``doc_path``, check and encode it, write the model atomically."""
    name = os.fspath(doc_path)
    progress.start(0, f"reading {_shown(name) if name != '-' else 'stdin'}")
    try:
        _build(name, out_path, options, progress=progress)
    finally:
        progress.finish()


def _build(name: str, out_path: str | os.PathLike[str], options: BuildOptions, *, progress: NullProgress) -> None:
    # The input stays open until the output is written: a large document's payloads are read
    # from its text (LongText) only while they are encoded. The document and its sidecar are read
    # under a shared lock of their folder: a dump replacing the pair waits (files.folder_lock).
    limit = jsonio.DEFAULT_MAX_DOCUMENT_BYTES if options.max_document_size is None else options.max_document_size
    with files.guarding(), files.folder_lock(name, shared=True), files.read_input(name, max_bytes=limit) as src:
        files.check_output(out_path)  # refused early: the document itself, a folder, a socket
        if isinstance(options.weights_from, (str, os.PathLike)):
            files.protect(options.weights_from, "the weights_from model")
        doc = read_text(text_of(src), type=options.type, max_document_size=limit, name=src.name, progress=progress,
                        description=f"reading {_shown(name) if name != '-' else 'stdin'}")
        # Error lines are looked for in the text only when it is small enough to search cheaply: in
        # the input itself (it stays open until the output is written), not in a copy of it.
        src_text = src.data if len(src.data) <= LINE_LOOKUP_BYTES else None
        out_dir = Path(".") if os.fspath(out_path) == "-" else Path(os.fspath(out_path)).parent
        # external_data with a sidecar outside the output's folder: the model references a copy of
        # it beside the output, OUT.data (ONNX external data cannot lead out of the model's folder).
        data_path = os.fspath(out_path) + ".data" if options.external_data and os.fspath(out_path) != "-" else None
        copied: list[tuple[Path, Any]] = []
        with built(doc, name=name, src_text=src_text, options=options, out_dir=out_dir, progress=progress,
                   data_name=None if data_path is None else os.path.basename(data_path), copied=copied) as out:
            if copied and data_path is not None:
                with files.read_input(os.fspath(copied[0][0])) as data:
                    # The file whose ranges were checked, unchanged (not replaced since): else the
                    # copy could hold bytes no digest vouches for.
                    if weights.file_identity(data, copied[0][0]) != copied[0][1]:
                        raise OnnxJsonError("the sidecar changed while it was read; run the command again",
                                            file=os.fspath(copied[0][0]))
                    progress.start(len(out) + len(data.data), f"writing {_shown(data_path)} and {_shown(out_path)}")
                    with files.atomic_outputs(data_path, out_path) as (side, f):
                        weights.copy_payload(side, Blob(data.data, data.source, 0), data.fd)  # in the kernel
                        progress.advance(len(data.data))
                        out.write_to(counting(f, progress))
                    progress.wrote(data_path, len(data.data))
            else:
                progress.start(len(out), f"writing {_shown(out_path)}")
                with files.atomic_output(out_path) as f:
                    if len(out) >= files.RESERVE_BYTES:
                        files.reserve(f, 0, len(out))
                    out.write_to(counting(f, progress))
            progress.wrote(os.fspath(out_path), len(out))


def load(document: DocumentLike, options: BuildOptions) -> Any:
    """What build does, in memory: the onnx message parsed from the bytes build would write."""
    # A document file and its sidecar are read as build reads them: under a shared lock of the folder.
    paired = files.folder_lock(document, shared=True) if isinstance(document, (str, os.PathLike)) \
        and not (isinstance(document, str) and document.lstrip("\ufeff \t\r\n")[:1] == "{") else contextlib.nullcontext()
    with paired, opened_document(document, type=options.type,
                                 max_document_size=options.max_document_size) as (doc, name, text):
        try:
            root = split_envelope(doc, registry(), options.type)[0].name
        except OnnxJsonError as e:
            raise e.with_file(name) from None
        with built(doc, name=name, src_text=text, options=options, out_dir=Path(".")) as out:
            data = out.getvalue()
    return _onnx_message(root, data, name)


def message_type(model: Any) -> str | None:
    """The root type of an onnx message (``ModelProto``...); None for bytes, paths and other roots."""
    descriptor = getattr(model, "DESCRIPTOR", None)
    name = getattr(descriptor, "name", None)
    return name if isinstance(name, str) and name in ROOT_TYPES else None


def _onnx_message(type_name: str, data: bytes, name: str) -> Any:
    """The onnx message ``type_name`` parsed from ``data``."""
    # Lazy: onnx (and protobuf's parser) only when an onnx message is asked for.
    import onnx
    from google.protobuf.message import DecodeError as ProtobufDecodeError

    message = getattr(onnx, type_name)()
    try:
        message.ParseFromString(data)
    except ProtobufDecodeError as e:  # e.g. nesting deeper than protobuf's own parser takes
        raise OnnxJsonError(f"the built {type_name} is valid, but protobuf cannot parse it: {e}", file=name) from None
    return message


@contextlib.contextmanager
def built(doc: Any, *, name: str, src_text: bytes | memoryview | None, options: BuildOptions, out_dir: Path,
          progress: NullProgress | None = None, data_name: str | None = None,
          copied: list[tuple[Path, Any]] | None = None) -> Iterator[Out]:
    """What build does with a parsed document: check it, encode it; the output is read in the block.

    Paths in the document are relative to ``options.base_dir`` (None: the folder of the document
    ``name``). ``data_name`` and ``copied``: see :func:`weights.externalize` (external_data only).

    Shared by :func:`build`, :func:`load` and :func:`verify`, so they cannot disagree. Errors raised
    in the block (a payload read while it is written) get the document's name and line too.
    """
    base_dir = options.base_dir
    if base_dir is None:
        base_dir = Path(".") if name == "-" or name.startswith("<") else Path(name).parent
        options = dataclasses.replace(options, base_dir=base_dir)
    type, trust_paths, external_data = options.type, options.trust_paths, options.external_data
    progress = progress or NullProgress()
    try:
        # The sidecar's large ranges are hashed on the other cores from now on, while validate is
        # loaded and the document checked and encoded (nothing is reported from here: the resolver
        # reports in order).
        # guarding (entered first: the sidecar is opened inside it): a sidecar or weights_from that
        # changed while it was read refuses the result (here for load and verify, which write no
        # file; build's own block is the outer one).
        with files.guarding(), (contextlib.nullcontext(None) if external_data else
                                weights.SidecarDigests(doc, base_dir=base_dir, trust_paths=trust_paths)) \
                as sidecar_digests:
            # Lazy: validate brings jsonschema, which only the commands that check documents need.
            from onnxjson.validate import findings_before_build

            progress.start(0, "checking the document")
            # A document that fails its schema is never built; strict adds the graph checks.
            findings = findings_before_build(doc, type=type, strict=options.strict, source=src_text)
            if findings:
                raise findings[0].as_error()

            # The document's sidecar and external-data files are read or referenced: never replaced.
            weights.protect_document_files(doc, base_dir)
            if external_data:
                weights.externalize(doc, base_dir=base_dir, out_dir=out_dir, trust_paths=trust_paths,
                                    copy_name=data_name, copied=copied)
            with _payloads(doc, options, progress=progress, sidecar_digests=sidecar_digests) as payloads:
                progress.start(0, "encoding")
                out = _encode(doc, type=type, payloads=payloads, max_depth=options.max_depth)
                if len(out) > PROTOBUF_LIMIT:
                    raise OnnxJsonError(
                        f"the model would be {len(out):,} bytes, over protobuf's 2 GiB limit; keep the weights "
                        "outside it with build external_data=True (after dump sidecar=PATH)")
                yield out
    except OnnxJsonError as e:
        if isinstance(e, DocumentError) and e.line is None and e.path and src_text is not None:
            e = _with_line(e, src_text)
        raise e.with_file(name) from None


def _with_line(e: DocumentError, text: bytes | memoryview) -> DocumentError:
    """The same error, with the line of its JSON path in the document text."""
    line = jsonio.locate_line(text, jsonio.parse_path(e.path))
    if line is None:
        return e
    again = type(e)(e.message, path=e.path, line=line, file=e.file)
    again.__cause__ = e.__cause__
    return again


# -- verify ----------------------------------------------------------------------------------------

def verify(model: ModelLike, *, type: str | None, max_depth: int, progress: NullProgress) -> VerifyResult:
    """Dump ``model`` to text, read it back and build it as build does, comparing the bytes as they come."""
    try:
        return _verify(model, type=type, max_depth=max_depth, progress=progress)
    finally:
        progress.finish()


def _verify(model: ModelLike, *, type: str | None, max_depth: int, progress: NullProgress) -> VerifyResult:
    """The text is streamed (:class:`jsonio.StreamedText`): its long payload texts are checked as
    they are written and the rest is kept and read back. When a payload text fails its check, or
    the kept text does not read back as it should, the whole text is written and read back instead
    (:func:`_verify_written`), which then finds and reports whatever is wrong."""
    model_dir: Path | None = None  # where its external data is found
    if isinstance(model, (str, os.PathLike)) and os.fspath(model) != "-":
        model_dir = Path(os.fspath(model)).parent
        built_model = _document_built(os.fspath(model), type=type, max_depth=max_depth, progress=progress)
        if built_model is not None:  # a document: the model it builds is verified
            model = built_model
    external: list[Any] = []
    with open_model(model) as src:
        result = _verify_streamed(src, type=type, max_depth=max_depth, progress=progress, external=external)
        if result is None:
            result = _verify_written(src, type=type, max_depth=max_depth, progress=progress)
    if not external:
        return result
    why: str | None = "the model was given in memory, not as a file: no folder to read it from"
    found = size = 0
    if model_dir is not None:
        found, size, why = weights.read_external(external, model_dir=model_dir, progress=progress)
    return dataclasses.replace(result, external_tensors=len(external), external_files=found, external_bytes=size,
                               external_unread=why)


def _document_built(name: str, *, type: str | None, max_depth: int, progress: NullProgress) -> bytes | None:
    """The model a document file builds (its sidecar or store read and checked as build checks
    them), or None when ``name`` is not a JSON document."""
    with files.folder_lock(name, shared=True), files.read_input(name) as src:
        if not looks_like_json(src.data):
            return None
        doc = read_text(text_of(src), type=type, name=src.name, progress=progress,
                        description=f"reading {_shown(name)}")
        with built(doc, name=name, src_text=None, options=BuildOptions(type=type, max_depth=max_depth),
                   out_dir=Path("."), progress=progress) as out:
            return out.getvalue()


def _decoded(src: files.Input, type: str | None, max_depth: int, progress: NullProgress) -> Any:
    progress.start(0, f"reading {_shown(src.name)}")
    return decode_model(src.data, src.name, type=type,
                        options=_decode_options(DEFAULTS.values_limit, False, max_depth), source=src.source)


def _verify_streamed(src: files.Input, *, type: str | None, max_depth: int,
                     progress: NullProgress, external: list[Any] | None = None) -> VerifyResult | None:
    """``external`` gets the model's payloads in ONNX external data (:func:`weights.external_ranges`)."""
    doc = _decoded(src, type, max_depth, progress)
    if external is not None:
        external.extend(weights.external_ranges(doc))
    with files.Scratch(len(src.data) * 4 // 3) as scratch:
        text = jsonio.StreamedText(scratch.stream)
        try:
            write_document(doc, text, progress, "the document", payload_texts=text.expect)
        except OnnxJsonError as e:
            raise e.with_file(src.name) from None
        del doc
        if not text.ok:
            return None
        try:
            parsed = read_text(scratch.contents(), name=src.name, progress=progress,
                               description="reading the document back")
        except OnnxJsonError:
            return None  # the whole text tells what is wrong with it
        if not text.restore(parsed):
            return None
        if text.blobs:  # a payload text read where a str is due becomes one, as the reader makes it
            parsed = settle_long_text(parsed, registry(), None)
        try:
            return _rebuilt_against(parsed, src, max_depth=max_depth, progress=progress)
        except OnnxJsonError:
            return None  # the whole text tells


def _verify_written(src: files.Input, *, type: str | None, max_depth: int, progress: NullProgress) -> VerifyResult:
    doc = _decoded(src, type, max_depth, progress)
    with files.Scratch(len(src.data) * 4 // 3) as scratch:
        try:
            write_document(doc, scratch.stream, progress, "the document")
        except OnnxJsonError as e:
            raise e.with_file(src.name) from None
        del doc
        parsed = read_text(scratch.contents(), name=src.name, progress=progress,
                           description="reading the document back")
        return _rebuilt_against(parsed, src, max_depth=max_depth, progress=progress)


def _rebuilt_against(parsed: Any, src: files.Input, *, max_depth: int, progress: NullProgress) -> VerifyResult:
    """Build ``parsed`` as build does and compare the bytes with ``src``'s as they come."""
    original = src.data
    with built(parsed, name=src.name, src_text=None, options=BuildOptions(max_depth=max_depth), out_dir=Path("."),
               progress=progress) as out:
        progress.start(len(out), "comparing the rebuilt bytes")
        first = first_difference(out.chunks(), original, src.source, progress)
        rebuilt_size = len(out)
    size = len(original)
    if first is None and rebuilt_size != size:
        first = min(size, rebuilt_size)
    return VerifyResult(src.name, first is None, size, rebuilt_size, first)


def first_difference(chunks: Iterator[Any], original: Any, source: Any,
                     progress: NullProgress | None = None) -> int | None:
    """The offset of the first byte where ``chunks`` differ from ``original`` (None: a prefix of it).

    Compared 256 KiB at a time as bytes: memoryview's ``==`` compares element by element, about
    ten times slower than copying both sides (in cache) and comparing them with memcmp. The
    compiled accelerator compares each chunk in place (``mismatch``: memcmp, the GIL released),
    and not at all a chunk that is the very memory of the original's bytes at its offset
    (``same_memory``: a payload of verify's streamed text, whose Blob build was handed).
    The original's pages are handed back a MiB or more at a time as they are compared.
    """
    view = memoryview(original).cast("B") if not isinstance(original, bytes) else memoryview(original)
    pos = released = 0
    release = getattr(source, "madvise", None)
    fast = accel.compiled if accel.ENABLED else None
    for chunk in chunks:
        piece = memoryview(chunk).cast("B") if not isinstance(chunk, bytes) else memoryview(chunk)
        n = len(piece)
        if fast is not None:  # memcmp in place, the GIL released (the workers decode meanwhile)
            there = view[pos:pos + n]
            # The original's own bytes at their own place (verify's checked payload texts hand build
            # their Blob) are not read again.
            at = -1 if fast.same_memory(piece, there) else fast.mismatch(piece, there)
            if at >= 0:
                return pos + at
        for start in range(0, n if fast is None else 0, _COMPARE_BYTES):
            stop = min(n, start + _COMPARE_BYTES)
            mine, theirs = bytes(piece[start:stop]), bytes(view[pos + start:pos + stop])
            if mine != theirs:
                return pos + start + _mismatch(mine, theirs)
        pos += n
        if release is not None and pos - released >= (1 << 20):  # the original's pages are not needed again
            last = pos // mmap.PAGESIZE * mmap.PAGESIZE  # released is whole pages: compared bytes only
            with contextlib.suppress(OSError, ValueError):
                release(mmap.MADV_DONTNEED, released, last - released)
            released = last
        if progress is not None:
            progress.advance(n)
    return None


_COMPARE_BYTES = 256 << 10


def _mismatch(a: bytes, b: bytes) -> int:
    """The first index where ``a`` and ``b`` differ (the shorter one's length if it is a prefix)."""
    lo, hi = 0, min(len(a), len(b))
    if a[:hi] == b[:hi]:
        return hi
    while lo < hi:  # the first difference is in [lo, hi)
        mid = (lo + hi) // 2
        if a[lo:mid + 1] == b[lo:mid + 1]:
            lo = mid + 1
        else:
            hi = mid
    return lo


# -- validate --------------------------------------------------------------------------------------

def validate_file(path: str, options: ValidateOptions, *, progress: NullProgress) -> list[Any]:
    """The findings of the document at ``path`` (``-``: stdin), its phases reported to ``progress``."""
    try:
        return _validate_file(path, options, progress=progress)
    finally:
        progress.finish()


def _validate_file(path: str, options: ValidateOptions, *, progress: NullProgress) -> list[Any]:
    shown = _shown(path) if path != "-" else "stdin"
    progress.start(0, f"reading {shown}")
    limit = jsonio.DEFAULT_MAX_DOCUMENT_BYTES if options.max_document_size is None else options.max_document_size
    options = dataclasses.replace(options, max_document_size=limit,
                                  base_dir=Path(".") if path == "-" else Path(path).parent)
    # The size is checked before anything is read (stdin: while it is read). The document is read
    # and checked, and its findings' lines found, in the mapping (no copy of the text): it stays
    # open until the findings are made.
    with files.read_input(path, max_bytes=limit) as src:
        return _validate_text(text_of(src), src.name, options, progress=progress, shown=shown)


def validate(document: DocumentLike, options: ValidateOptions) -> Any:
    """The :class:`~onnxjson.validate.ValidationResult` of a path, a JSON text or a document (dict)."""
    # Lazy: validate brings jsonschema, which only the commands that check documents need.
    from onnxjson.validate import ValidationResult, validate_document

    if isinstance(document, dict):
        return ValidationResult(validate_document(
            document, type=options.type, schema_only=options.schema_only, onnx_checker=options.onnx_checker,
            max_findings=options.max_findings, base_dir=options.base_dir or Path(".")))
    if isinstance(document, str) and document.lstrip("\ufeff \t\r\n")[:1] == "{":
        document = document.encode("utf-8")
    if isinstance(document, (bytes, bytearray, memoryview)):
        text, name = bytes(document), "<text>"
    elif isinstance(document, (str, os.PathLike)):
        # The size is checked before anything is copied (stdin: while it is read).
        with files.read_input(document, max_bytes=options.max_document_size) as src:
            text, name = bytes(src.data), src.name
    else:
        raise TypeError(f"expected a path, JSON text or a document (dict), got {builtins.type(document).__name__}")
    if options.base_dir is None:
        options = dataclasses.replace(
            options, base_dir=Path(".") if name.startswith("<") or name == "-" else Path(name).parent)
    return ValidationResult(_validate_text(text, name, options))


def _validate_text(text: Any, name: str, options: ValidateOptions, *, progress: NullProgress | None = None,
                   shown: str = "") -> list[Any]:
    """The findings of a document's text (bytes or a mapping; an integer beyond 64 bits is a finding,
    not an error); ``progress`` hears of the reading and checking of ``shown``. Paths in it are
    relative to ``options.base_dir`` (None: the current folder)."""
    # Lazy: validate brings jsonschema, which only the commands that check documents need.
    from onnxjson.validate import Finding, validate_document

    try:
        doc = read_text(text, type=options.type, max_document_size=options.max_document_size, progress=progress,
                        description=f"reading {shown}")
    except NumberRangeError as e:
        return [Finding(e.path, e.message, "json-integer", e.line)]
    except OnnxJsonError as e:
        raise not_a_document(text, e).with_file(name) from None
    if progress is not None:
        progress.start(0, f"checking {shown}")
    findings: list[Any] = validate_document(
        doc, type=options.type, schema_only=options.schema_only, onnx_checker=options.onnx_checker, source=text,
        max_findings=options.max_findings, base_dir=options.base_dir or Path("."))
    return findings


# -- diff ------------------------------------------------------------------------------------------

def rehash(path: str | os.PathLike[str], *, trust_paths: bool, progress: NullProgress) -> list[str]:
    """Rewrite the document ``path`` (atomically) with each sidecar reference's digest taken from
    the sidecar's bytes as they are now; return the paths of the payloads whose digest changed.
    The document is left untouched when none did."""
    with files.read_input(path) as src:
        progress.start(0, f"reading {_shown(src.name)}")
        doc = read_json_input(src, copy=True)
    changed = weights.rehash_sidecar(doc, base_dir=folder_of(os.fspath(path)), trust_paths=trust_paths)
    if changed:
        with files.atomic_output(path) as out:
            write_document(doc, out, progress, _shown(path))
    return changed


def store_gc(store: str | os.PathLike[str], documents: list[str], *, delete: bool) -> list[tuple[str, str]]:
    """The store's blobs no document references (removed when ``delete``)."""
    from onnxjson.store import remove, unreferenced  # lazy: only the store's commands

    docs = (load_document(name, strip_weights=False) for name in documents)
    found = unreferenced(Path(os.fspath(store)), docs)
    if delete:
        remove(found)
    return [(digest, os.fspath(path)) for digest, path in found]


def store_verify(store: str | os.PathLike[str]) -> Iterator[tuple[str, str | None]]:
    """Each blob of the store re-hashed: (digest, None) or (digest, what is wrong)."""
    from onnxjson.store import verify_store  # lazy: only the store's commands

    return verify_store(Path(os.fspath(store)))


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
            # The digests of the bytes the sidecar holds now (as diff compares them): a sidecar
            # edited by hand shows as changed digests, not as "no change" while build refuses it.
            with contextlib.suppress(OnnxJsonError):  # a sidecar not readable here: its digests stand
                weights.rehash_sidecar(doc, base_dir=folder_of(src.name), trust_paths=False)
            weights.strip(doc, threshold=DEFAULTS.strip_threshold, progress=progress)
        return doc
    model = decode_model(src.data, src.name, type=None,
                         options=_decode_options(DEFAULTS.values_limit, False, DEFAULTS.max_depth))
    if strip_weights:
        weights.strip(model, threshold=DEFAULTS.strip_threshold, progress=progress)
    plain: dict[str, Any] = public_form(model)
    return plain


def unified_diff(a: str, b: str, *, progress: NullProgress) -> str:
    """A unified text diff of the stripped documents of the files ``a`` and ``b``."""
    # Lazy: diff is loaded only by the commands that compare.
    from onnxjson.diff import identical_inputs, unified_text_diff

    try:
        with files.read_input(a) as src_a:
            try:
                src_b = files.read_input(b)
            except OnnxJsonError:
                _load_from(src_a, strip_weights=True, progress=progress)  # the first's error first, as ever
                raise
            with src_b:
                progress.start(0, "comparing the bytes")
                # Identical inputs that name no file have one text: the first is made (its errors are
                # the command's), the second and their line diff are not (diff.py's NOTE).
                same = identical_inputs(src_a.data, src_b.data)
                texts = [jsonio.dumps_document(_load_from(src, strip_weights=True, progress=progress)).decode("utf-8")
                         for src in ((src_a,) if same else (src_a, src_b))]
        if same:
            return ""
        progress.start(0, "comparing")
        return unified_text_diff(texts[0], texts[1], a, b)
    finally:
        progress.finish()


def diff_files(a: str, b: str, *, trust_paths: bool = False, progress: NullProgress) -> list[Any]:
    """The semantic changes from the file ``a`` to the file ``b``, both open (mapped) while compared."""
    # Lazy: diff is loaded only by the commands that compare.
    from onnxjson.diff import diff_documents, identical_inputs

    try:
        with files.read_input(a) as src_a, files.read_input(b) as src_b:
            progress.start(0, "comparing the bytes")
            if identical_inputs(src_a.data, src_b.data):  # one to read, nothing to compare (diff.py's NOTE)
                progress.start(0, f"reading {_shown(a) if a != '-' else 'stdin'}")
                # read as for a comparison (the same errors), small weights not made readable: none is
                # shown; a model the compiled walk says decodes is not decoded (its document is not used)
                one = _decode_options(0, False, DEFAULTS.max_depth)
                if not decodes_surely(src_a.data, one):
                    input_document(src_a, one)
                return []
            # Two models: small weights are not made readable (values_limit=0), a payload stays a slice
            # of its model, compared by its bytes, and the few changes shown make their values
            # themselves. A document beside a model (check) has readable values: the default read.
            models = not looks_like_json(src_a.data) and not looks_like_json(src_b.data)
            options = _decode_options(0, False, DEFAULTS.max_depth) if models else None
            progress.start(0, f"reading {_shown(a) if a != '-' else 'stdin'}")
            doc_a = input_document(src_a, options) if options else input_document(src_a)
            progress.start(0, f"reading {_shown(b) if b != '-' else 'stdin'}")
            doc_b = input_document(src_b, options) if options else input_document(src_b)
            progress.start(0, "comparing")
            return diff_documents(doc_a, doc_b, a_dir=folder_of(a), b_dir=folder_of(b), trust_paths=trust_paths,
                                  on_hashed=None if type(progress) is NullProgress else progress.advance)
    finally:
        progress.finish()


def diff(old: Any, new: Any, *, trust_paths: bool = False) -> Any:
    """The :class:`~onnxjson.diff.DiffResult` of two models or documents in any form."""
    # Lazy: diff is loaded only by the commands that compare.
    from onnxjson.diff import DiffResult, diff_documents

    with opened_source(old) as (doc_a, dir_a), opened_source(new) as (doc_b, dir_b):
        return DiffResult(diff_documents(doc_a, doc_b, a_dir=dir_a, b_dir=dir_b, trust_paths=trust_paths))


# -- info and git ----------------------------------------------------------------------------------

def info(source: Any, *, type: str | None, sort: str, top: int | None, node: str | None = None) -> Any:
    """The explorer's summary of a model, graph or tensor in any form (arguments already checked)."""
    # Lazy: the explorer is loaded only by info.
    from onnxjson import explore

    if isinstance(source, dict):
        split_envelope(source, registry(), type)  # what build refuses is refused here too
        summary = _document_fields(source, explore.summarize(source, type=type), type=type)
        return explore.arrange(_with_node(summary, source, node, type), sort=sort, top=top)
    with open_model(source) as src:
        try:
            if looks_like_json(src.data, type):
                doc = read_text(text_of(src), type=type, name=src.name)
                split_envelope(doc, registry(), type)
                summary = explore.summarize(doc, type=type, input_bytes=len(src.data))
                summary = _document_fields(doc, _with_node(summary, doc, node, type), type=type)
            else:
                # Payloads stay Blob slices of the mapped file: their sizes are known without reading
                # them, and no small tensor is made readable (values_limit=0: a list of values for
                # each of 100,000 one-value weights was half of the decode; a lone tensor's first
                # values are read from its bytes).
                doc = decode_model(src.data, src.name, type=type, source=src.source,
                                   options=_decode_options(0, False, DEFAULTS.max_depth))
                summary = _with_node(explore.summarize(doc, type=type, input_bytes=len(src.data)), doc, node, type)
                # The bytes themselves, walked: what each field takes in this very encoding. The document
                # is let go first: the walk's memory is the summary's and the framing of a message.
                del doc
                summary = dataclasses.replace(summary, fields_from="model",
                                              fields=explore.field_sizes(src.data, summary.type, registry()))
            return explore.arrange(summary, sort=sort, top=top)
        except OnnxJsonError as e:
            raise e.with_file(src.name) from None


def write_info_page(data: Any, out_path: str | os.PathLike[str], *, title: str) -> None:
    """Write the explorer's page of ``data`` (an ``info`` result) to ``out_path``, atomically."""
    # Lazy: the page is loaded only by info --html.
    from onnxjson import explore_page

    with files.atomic_output(out_path) as out:
        out.write(explore_page.render_html(data.as_dict(), title=title).encode("utf-8"))


def write_diff_page(changes: list[Any], old: Any, new: Any, out_path: str | os.PathLike[str], *,
                    old_title: str, new_title: str) -> None:
    """Write the page of a change (``diff`` changes, the two sides' ``info``) to ``out_path``, atomically."""
    # Lazy: the page and diff's JSON form (read back by the standard json) are loaded only by diff --html.
    import json

    from onnxjson import explore_page  # lazy, as above
    from onnxjson.diff import render_json

    text = explore_page.render_diff_html(json.loads(render_json(changes)), old.as_dict(), new.as_dict(),
                                         old_title=old_title, new_title=new_title)
    with files.atomic_output(out_path) as out:
        out.write(text.encode("utf-8"))


def _with_node(summary: Any, doc: dict[str, Any], node: str | None, type: str | None) -> Any:
    """``summary`` with the node named ``node`` in full (``info --node``), when asked for."""
    # Lazy: the explorer is loaded only by info.
    from onnxjson import explore

    if node is None or not isinstance(summary, explore.ModelInfo):
        if node is not None:
            raise OnnxJsonError(f"node=NAME shows a node of a model or a graph; this is a {summary.type}")
        return summary
    return dataclasses.replace(summary, node=explore.node_detail(doc, node, type=type))


class _ZerosForAbsent(weights.PayloadResolver):
    """Zeros of its size for every payload a document does not hold, the sidecar's too (unread)."""

    def _fetch(self, ref: dict[str, Any], msg: dict[str, Any], path: str, strings: bool,
               eager: bool = False, field: str = "raw_data") -> Any:
        return super()._fetch({k: v for k, v in ref.items() if k != "offset"}, msg, path, strings, eager, field)


def _document_fields(doc: dict[str, Any], summary: Any, *, type: str | None) -> Any:
    """``summary`` with the field sizes of the model ``doc`` builds (an unedited document builds the
    bytes it was dumped from), a payload that is not in it (stripped, sidecar) counted as zeros of its
    size; without them when that would take more than ``FIELDS_FILL_LIMIT`` bytes or build refuses it."""
    # Lazy: the explorer is loaded only by info.
    from onnxjson import explore

    absent, payload_bytes = explore.absent_payloads(doc, registry().messages[summary.type])
    if payload_bytes > explore.FIELDS_FILL_LIMIT:
        return summary
    try:
        payloads = _ZerosForAbsent({}, fill="zeros", type_name=type)
        data = _encode(doc, type=type, payloads=payloads, max_depth=DEFAULTS.max_depth).getvalue()
    except OnnxJsonError:
        return summary  # a document build refuses: its sizes are not known
    return dataclasses.replace(summary, fields=explore.field_sizes(data, summary.type, registry()),
                               fields_from="document, payloads not in it at their sizes" if absent else "document")


def textconv(model: str, stream: Any) -> None:
    """Write git's view of ``model`` (its stripped document, ``name`` first in every message) to ``stream``."""
    # Lazy: git's helpers are loaded only by the git commands.
    from onnxjson.gitsetup import is_lfs_pointer, lfs_content, names_first

    with contextlib.ExitStack() as stack:
        src = stack.enter_context(open_model(model))
        if is_lfs_pointer(src.data):  # git hands textconv the pointer when the file is not fetched
            src = stack.enter_context(lfs_content(src, os.fspath(model)))
        if looks_like_json(src.data):  # a committed document: the same view of it
            try:
                doc = jsonio.read_document(src.data)
            except OnnxJsonError:  # being edited (or holding conflict markers): shown as it is
                stream.write(src.data)
                return
        else:
            doc = decode_model(src.data, src.name, type=None,
                               options=_decode_options(DEFAULTS.values_limit, False, DEFAULTS.max_depth),
                               source=src.source)
        weights.strip(doc, threshold=DEFAULTS.strip_threshold)
        jsonio.write_document(names_first(doc), stream)


def external_data_view(data: str, stream: Any) -> None:
    """Write git's view of the external-data file ``data`` to ``stream``: one line for each tensor
    that a model beside it (in the repository) keeps there, by offset: its name, range and digest;
    then the file's size and digest (so a change shows even where no model names the bytes)."""
    # Lazy: git's helpers are loaded only by the git commands.
    import json  # why: one flat line a tensor

    # (and the payload walk and git's helpers, as above)
    from onnxjson.codec.payload import external_entries, is_external, iter_payload_messages, root_spec
    from onnxjson.codec.values import sha256_hex
    from onnxjson.gitsetup import is_lfs_pointer, lfs_content, models_beside

    base = os.path.basename(data)
    with contextlib.ExitStack() as stack:
        src = stack.enter_context(files.read_input(data))
        if is_lfs_pointer(src.data):
            src = stack.enter_context(lfs_content(src, data))
        size = len(src.data)
        rows: list[tuple[int, str]] = []
        for model in models_beside(base):
            try:
                with open_model(model) as m:
                    doc = decode_model(m.data, m.name, type=None,
                                       options=_decode_options(DEFAULTS.values_limit, False, DEFAULTS.max_depth),
                                       source=m.source)
            except OnnxJsonError:
                continue
            spec = root_spec(doc)
            if spec is None:
                continue
            for msg, _spec, path in iter_payload_messages(doc, spec):
                info = external_entries(msg)[0] if is_external(msg) else {}
                if info.get("location") != base or not isinstance(info.get("offset", 0), int):
                    continue
                offset = info.get("offset", 0)
                length = info.get("length", size - offset)
                if not isinstance(length, int) or offset + length > size:
                    digest = "beyond the end of the file"
                else:
                    digest = "sha256 " + sha256_hex(src.data[offset:offset + length])
                name = msg.get("name") if isinstance(msg.get("name"), str) else path
                rows.append((offset, json.dumps({"tensor": name, "model": model, "offset": offset, "length": length,
                                                 "digest": digest}, ensure_ascii=False)))
        whole = json.dumps({"file": base, "size": size, "sha256": sha256_hex(src.data)}, ensure_ascii=False)
        stream.write("".join(f"{row}\n" for _, row in [*sorted(rows), (0, whole)]).encode("utf-8"))


# -- merge -----------------------------------------------------------------------------------------

def merge(base: str | os.PathLike[str], ours: str | os.PathLike[str], theirs: str | os.PathLike[str],
          out_path: str | os.PathLike[str], *, report: str | os.PathLike[str] | None, max_depth: int,
          progress: NullProgress, prefer: str | None = None) -> list[Any]:
    """Merge three files; write the result (clean) and the report (asked); return the conflicts."""
    # Lazy: git's helpers are loaded only by the git commands. Git LFS pointers are merged as the files
    # they stand for (git hands a merge driver the pointers).
    from onnxjson.gitsetup import merge_through_lfs

    try:
        return merge_through_lfs(_merge_files, base, ours, theirs, out_path, report=report, max_depth=max_depth,
                                 progress=progress, prefer=prefer)
    finally:
        progress.finish()


def _merge_input(src: files.Input, *, max_depth: int) -> tuple[dict[str, Any], str]:
    """A merge input as a document (payloads stay slices of the mapped file) and its form."""
    if looks_like_json(src.data):
        try:
            doc: dict[str, Any] = jsonio.read_document(src.data)
        except OnnxJsonError as e:
            raise e.with_file(src.name) from None
        envelope = doc.get(ENVELOPE_KEY) if isinstance(doc, dict) else None
        weights_ = envelope.get("weights") if isinstance(envelope, dict) else None
        if weights_ is not None and not (isinstance(weights_, dict) and set(weights_) == {"store"}):
            raise OnnxJsonError("documents whose weights are in a sidecar cannot be merged (the sidecar "
                                "is a binary file git cannot merge); merge the .onnx models instead",
                                file=src.name)
        return doc, "document"
    return decode_model(src.data, src.name, type=None,
                        options=_decode_options(DEFAULTS.values_limit, False, max_depth),
                        source=src.source), "model"


def _merge_store(paths: list[str | os.PathLike[str]], docs: list[Any], out_path: str | os.PathLike[str]) -> str | None:
    """The store the merge of store documents names, relative to the output's folder (ours and
    theirs must name one store, whose blobs the merge references); None when neither names one."""
    from onnxjson.store import store_reference  # lazy: only merges of store documents

    found: list[tuple[str, str]] = []
    for path, doc in zip(paths[1:], docs[1:], strict=True):
        ref = store_reference(doc)
        if ref is not None:
            folder = os.path.dirname(os.path.abspath(os.fspath(path)))
            found.append((os.path.normpath(os.path.join(folder, ref)), os.fspath(path)))
    if not found:
        return None
    if len({where for where, _ in found}) > 1:
        raise OnnxJsonError("ours and theirs name different stores; dump both into one store to merge them",
                            file=found[1][1])
    out_dir = Path(".") if os.fspath(out_path) == "-" else Path(os.fspath(out_path)).parent
    return weights.relative_reference(Path(found[0][0]), out_dir)


def _merge_files(base: str | os.PathLike[str], ours: str | os.PathLike[str], theirs: str | os.PathLike[str],
                 out_path: str | os.PathLike[str], *, report: str | os.PathLike[str] | None, max_depth: int,
                 progress: NullProgress, prefer: str | None = None) -> list[Any]:
    # Lazy: merge (and validate, which it uses) is loaded only by the merge command.
    from onnxjson.merge import conflicts_json, merge_documents

    files.refuse_same_file(out_path, base, theirs, what="an input of the merge")
    if report is not None:
        files.refuse_same_file(report, base, ours, theirs, what="an input of the merge")
    with contextlib.ExitStack() as stack:
        srcs = [stack.enter_context(files.read_input(p)) for p in (base, ours, theirs)]
        progress.start(0, "reading the three versions")
        loaded = [({}, "") if i == 0 and len(src.data) == 0 else _merge_input(src, max_depth=max_depth)
                  for i, src in enumerate(srcs)]
        progress.start(0, "merging")
        store = _merge_store([base, ours, theirs], [doc for doc, _ in loaded], out_path)
        result = merge_documents(loaded[0][0], loaded[1][0], loaded[2][0], prefer=prefer)
        if store is not None and isinstance(result.document, dict):
            result.document.setdefault(ENVELOPE_KEY, {})["weights"] = {"store": store}
        if report is not None:
            with files.atomic_output(report) as f:
                f.write(conflicts_json(result.conflicts).encode("utf-8"))
        form = loaded[1][1]
        if result.conflicts and (prefer is None or any(c.check for c in result.conflicts)):
            if prefer is None and form == "document" and not any(c.check for c in result.conflicts):
                return _write_conflict_document([d for d, _ in loaded], result.conflicts, out_path)
            return result.conflicts
        resolved = Conflicts(result.conflicts)  # empty, or each taken from the side asked for
        resolved.resolved_to = prefer if result.conflicts else None
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
                with _payloads(result.document, BuildOptions(base_dir=folder)) as payloads:
                    out = _encode(result.document, type=None, payloads=payloads, max_depth=max_depth)
                    if len(out) > PROTOBUF_LIMIT:
                        raise OnnxJsonError(f"the merged model would be {len(out):,} bytes, over "
                                            "protobuf's 2 GiB limit")
                    progress.start(len(out), f"writing {_shown(out_path)}")
                    with files.atomic_output(out_path) as f:
                        out.write_to(counting(f, progress))
                    size = len(out)
        except OnnxJsonError as e:
            raise e.with_file(os.fspath(out_path)) from None
        progress.wrote(os.fspath(out_path), size)
        return resolved


def resolve(path: str | os.PathLike[str], *, prefer: str, max_depth: int, progress: NullProgress) -> list[Any]:
    """Write ``path``, in a git merge conflict, as the merge of the three versions git keeps, each
    conflicting value taken from ``prefer``; return the conflicts so resolved."""
    # Lazy: git's helpers are loaded only by the git commands.
    from onnxjson.gitsetup import conflict_stages

    with conflict_stages(os.fspath(path)) as (base, ours, theirs):
        return merge(base, ours, theirs, path, report=None, max_depth=max_depth, progress=progress, prefer=prefer)


def _write_conflict_document(docs: list[Any], conflicts: list[Any], out_path: str | os.PathLike[str]) -> list[Any]:
    """Write the merged document with git's conflict markers around each conflicting value (the
    merge's text with every conflict taken from base, from ours and from theirs, merged by lines);
    return the conflicts, marked as written there."""
    import io  # why: only conflicts need it

    # Lazy: merge is loaded only by the merge command.
    from onnxjson.merge import conflict_text, merge_documents

    texts = []
    for side in ("base", "ours", "theirs"):
        text = io.BytesIO()
        write_document(merge_documents(*docs, prefer=side).document, text, NullProgress(), "")
        texts.append(text.getvalue().decode("utf-8"))
    with files.atomic_output(out_path) as f:
        f.write(conflict_text(texts[0], texts[1], texts[2]).encode("utf-8"))
    marked = Conflicts(conflicts)
    marked.markers_in = os.fspath(out_path)
    return marked


class Conflicts(list[Any]):
    """merge's conflicts. ``markers_in``: the file the conflict markers were written into (documents);
    ``resolved_to``: the side each conflict was taken from when the merge was written anyway."""

    markers_in: str | None = None
    resolved_to: str | None = None
