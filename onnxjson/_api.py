"""Public entry points: the functions the package root exports and the CLI calls.

NOTE: a thin facade. Each function here is a public signature (its defaults read from
:data:`onnxjson.options.DEFAULTS`), its docstring, the checks of its arguments (before any input is
read) and one call to the function of the same name in :mod:`onnxjson.pipelines`, which does the
work. No feature imports this module. Every function raises only
:class:`~onnxjson.errors.OnnxJsonError` for anything a user can cause, with the file name filled in.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from onnxjson import jsonio, pipelines
from onnxjson._gc import pausing
from onnxjson._progress import NullProgress
from onnxjson.codec.document import resolve_type
from onnxjson.errors import OnnxJsonError
from onnxjson.options import DEFAULTS, BuildOptions, DumpOptions, ValidateOptions, check_max_depth
from onnxjson.pipelines import VerifyResult
from onnxjson.proto import registry
from onnxjson.sources import DocumentLike, ModelLike, read_text

if TYPE_CHECKING:  # the result types, imported only by type checkers (the features load lazily)
    from collections.abc import Iterator

    from google.protobuf.message import Message

    from onnxjson.diff import Change, DiffResult
    from onnxjson.explore import ModelInfo, TensorInfo
    from onnxjson.merge import Conflict
    from onnxjson.validate import Finding, ValidationResult

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
    "merge",
    "save",
    "to_dict",
    "validate",
    "verify",
]


def check_type_name(name: str) -> str:
    """The root message type called ``name``; DocumentError listing the root types if there is none."""
    return resolve_type(name, registry()).name


def _folder(base_dir: str | os.PathLike[str] | None) -> Path | None:
    return Path(os.fspath(base_dir)) if base_dir is not None else None


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
    return pipelines.to_dict(model, DumpOptions(
        type=type, values_limit=values_limit, decode_unknown=decode_unknown, strip_weights=strip_weights,
        strip_threshold=strip_threshold, max_depth=max_depth))


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
    return pipelines.from_dict(doc, BuildOptions(
        type=type, weights_from=weights_from, fill=fill, base_dir=_folder(base_dir), trust_paths=trust_paths,
        max_depth=max_depth))


@pausing
def dumps(model: ModelLike, *, type: str | None = None, values_limit: int = DEFAULTS.values_limit,
          decode_unknown: bool = False, strip_weights: bool = False,
          strip_threshold: int = DEFAULTS.strip_threshold, max_depth: int = DEFAULTS.max_depth) -> str:
    """Like :func:`to_dict` (the same parameters), returning the document as JSON text in the stable layout."""
    return jsonio.dumps_document(pipelines.to_dict(model, DumpOptions(
        type=type, values_limit=values_limit, decode_unknown=decode_unknown, strip_weights=strip_weights,
        strip_threshold=strip_threshold, max_depth=max_depth))).decode("utf-8")


@pausing
def loads(text: str | bytes, *, type: str | None = None, weights_from: ModelLike | None = None,
          fill: str | None = None, base_dir: str | os.PathLike[str] | None = None, trust_paths: bool = False,
          max_depth: int = DEFAULTS.max_depth) -> bytes:
    """Like :func:`from_dict` (the same parameters), from JSON text; returns the ONNX bytes."""
    options = BuildOptions(type=type, weights_from=weights_from, fill=fill, base_dir=_folder(base_dir),
                           trust_paths=trust_paths, max_depth=max_depth)
    data = text.encode("utf-8") if isinstance(text, str) else text
    return pipelines.from_dict(read_text(data, type=type), options)


@pausing
def dump(model: ModelLike, out_path: str | os.PathLike[str], *, type: str | None = None,
         values_limit: int = DEFAULTS.values_limit, decode_unknown: bool = False, strip_weights: bool = False,
         strip_threshold: int = DEFAULTS.strip_threshold, sidecar: str | os.PathLike[str] | None = None,
         external: str = DEFAULTS.external, trust_paths: bool = False, max_depth: int = DEFAULTS.max_depth,
         progress: NullProgress | None = None, store: str | os.PathLike[str] | None = None) -> None:
    """Write the document of ``model`` to ``out_path`` (``-`` for stdout), atomically.

    With ``sidecar``, payloads above ``strip_threshold`` go to that binary file and the document
    references it by a path relative to the document's folder (the current folder for stdout).
    With ``store`` (a folder), each such payload is a file of the store named by its SHA-256,
    written only when the store does not hold it yet, and the document references it by digest.
    ``progress`` receives the phases of the work and the outputs written (see ``_progress``).
    """
    pipelines.dump(model, out_path, DumpOptions(
        type=type, values_limit=values_limit, decode_unknown=decode_unknown, strip_weights=strip_weights,
        strip_threshold=strip_threshold, sidecar=sidecar, store=store, external=external, trust_paths=trust_paths,
        max_depth=max_depth), progress=progress or NullProgress())


@pausing
def build(doc_path: str | os.PathLike[str], out_path: str | os.PathLike[str], *,
          type: str | None = None, weights_from: ModelLike | None = None, fill: str | None = None,
          external_data: bool = False, trust_paths: bool = False, strict: bool = False,
          max_document_size: int | None = DEFAULTS.max_document_bytes, max_depth: int = DEFAULTS.max_depth,
          progress: NullProgress | None = None, store: str | os.PathLike[str] | None = None) -> None:
    """Build the ONNX file of the document at ``doc_path`` (``-`` for stdin) into ``out_path``.

    ``store`` (a folder) supplies the payloads the document holds by digest, in place of the store
    the document names (a stripped document builds from a store too).
    ``progress`` receives the phases of the work and the output written (see ``_progress``).
    """
    pipelines.build(doc_path, out_path, BuildOptions(
        type=type, weights_from=weights_from, fill=fill, store=store, external_data=external_data,
        trust_paths=trust_paths, strict=strict, max_document_size=max_document_size, max_depth=max_depth),
        progress=progress or NullProgress())


def store_gc(store: str | os.PathLike[str], documents: list[str], *, delete: bool = False) -> list[tuple[str, str]]:
    """The blobs (digest, path) of the store folder ``store`` that none of ``documents`` (paths of
    documents or models) references; removed when ``delete``."""
    return pipelines.store_gc(store, documents, delete=delete)


def store_verify(store: str | os.PathLike[str]) -> Iterator[tuple[str, str | None]]:
    """Each blob of the store folder ``store``, re-hashed: (digest, None) or (digest, what is wrong)."""
    return pipelines.store_verify(store)


def rehash(path: str | os.PathLike[str], *, trust_paths: bool = False,
           progress: NullProgress | None = None) -> list[str]:
    """Accept hand-edited sidecar bytes: rewrite the document ``path`` (atomically) with each sidecar
    reference's ``sha256`` taken from its range of the sidecar as it is now (sizes and offsets stay).

    Returns:
        The document paths of the payloads whose digest changed (empty: the document is unchanged).
    """
    return pipelines.rehash(path, trust_paths=trust_paths, progress=progress or NullProgress())


@pausing
def load(document: DocumentLike, *, type: str | None = None, weights_from: ModelLike | None = None,
         fill: str | None = None, base_dir: str | os.PathLike[str] | None = None, trust_paths: bool = False,
         strict: bool = False, max_document_size: int = DEFAULTS.max_document_bytes,
         max_depth: int = DEFAULTS.max_depth, store: str | os.PathLike[str] | None = None) -> Message:
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
        store: a folder of blobs named by their SHA-256 that supplies the payloads the document
            holds by digest, in place of the store the document names.

    Returns:
        The onnx message of the document's root type (``onnx.ModelProto``, ``onnx.TensorProto``...),
        parsed from exactly the bytes ``build`` writes.

    Raises:
        OnnxJsonError: the document cannot be read or built (the error names the file and the JSON
            path), or it is an ONNX model rather than a document.
    """
    if type is not None:
        type = check_type_name(type)
    return pipelines.load(document, BuildOptions(
        type=type, weights_from=weights_from, fill=fill, base_dir=_folder(base_dir), trust_paths=trust_paths,
        strict=strict, max_document_size=max_document_size, max_depth=max_depth, store=store))


@pausing
def save(model: ModelLike, path: str | os.PathLike[str], *, strip_weights: bool = False,
         strip_threshold: int = DEFAULTS.strip_threshold, sidecar: str | os.PathLike[str] | None = None,
         external: str = DEFAULTS.external, values_limit: int = DEFAULTS.values_limit,
         decode_unknown: bool = False, trust_paths: bool = False, max_depth: int = DEFAULTS.max_depth,
         store: str | os.PathLike[str] | None = None) -> None:
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
        trust_paths: allow external-data paths of the model, and a sidecar or store path, outside the folder.
        max_depth: the deepest message nesting accepted.
        store: move payloads above ``strip_threshold`` bytes to this folder, each a file named by
            its SHA-256 (written only when the folder does not hold it yet); the document references
            them by digest, and ``load(path)`` finds them there.

    Raises:
        OnnxJsonError: the model cannot be read, or the options do not go together.
    """
    pipelines.dump(model, path, DumpOptions(
        type=pipelines.message_type(model), values_limit=values_limit, decode_unknown=decode_unknown,
        strip_weights=strip_weights, strip_threshold=strip_threshold, sidecar=sidecar, store=store,
        external=external, trust_paths=trust_paths, max_depth=max_depth), progress=NullProgress())


@pausing
def verify(model: ModelLike, *, type: str | None = None, max_depth: int = DEFAULTS.max_depth,
           progress: NullProgress | None = None) -> VerifyResult:
    """Dump ``model`` and build the document again; report whether the bytes are identical.

    Runs what ``dump -o`` then ``build`` run: the document is written as JSON text by dump's
    writer, read back by the reader build uses, checked and encoded by build's code, and the output
    is compared with the model piece by piece as it is produced. The long payload texts (base64 of
    tensors over 768 KiB, 3 MiB without the accelerator) are checked as they are written instead of
    being kept: each must be standard base64 that build's decoder turns back into exactly the
    payload's bytes, and be exactly the encoder's text for them; the rest of the text is kept and
    read back with each such payload text standing as a marker, and build is handed the payload's
    bytes there. A payload text that fails its check sends verify the long way: the whole text
    written (to a temporary file when large), read back and built, which finds what differs. So
    verify cannot disagree with a real round trip, and it never holds the model, the text or the
    output in memory whole. ``progress`` receives the phases of the work (see ``_progress``).
    """
    check_max_depth(max_depth)
    return pipelines.verify(model, type=type, max_depth=max_depth, progress=progress or NullProgress())


@pausing
def validate_file(path: str, *, type: str | None = None, schema_only: bool = False,
                  onnx_checker: bool = False, max_findings: int = DEFAULTS.max_findings,
                  max_document_size: int | None = DEFAULTS.max_document_bytes,
                  progress: NullProgress | None = None) -> list[Finding]:
    """Validate the document at ``path`` (``-``: stdin); return its findings (empty: valid).

    What :func:`validate` does for a path, with the phases reported to ``progress``. Raises
    OnnxJsonError when the file cannot be read or is not JSON; an integer literal beyond 64 bits is
    valid JSON but an invalid document, so it is a finding.
    """
    return pipelines.validate_file(path, ValidateOptions(
        type=type, schema_only=schema_only, onnx_checker=onnx_checker, max_findings=max_findings,
        max_document_size=max_document_size), progress=progress or NullProgress())


@pausing
def validate(document: DocumentLike, *, type: str | None = None, schema_only: bool = False,
             onnx_checker: bool = False, max_findings: int = DEFAULTS.max_findings,
             max_document_size: int = DEFAULTS.max_document_bytes,
             base_dir: str | os.PathLike[str] | None = None) -> ValidationResult:
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
    if type is not None:
        type = check_type_name(type)
    return pipelines.validate(document, ValidateOptions(
        type=type, schema_only=schema_only, onnx_checker=onnx_checker, max_findings=max_findings,
        max_document_size=max_document_size, base_dir=_folder(base_dir)))


@pausing
def diff(old: Any, new: Any, *, trust_paths: bool = False) -> DiffResult:
    """The semantic changes from ``old`` to ``new`` (models and documents mix).

    Args:
        old: a path (``-``: stdin) to an .onnx file or a JSON document, the bytes of either, an onnx
            message, or a document (a dict).
        new: the same forms.
        trust_paths: read ONNX external data through paths the path policy refuses (symlinks and
            hard links out of the model's folder, as model caches keep their files).

    Returns:
        A :class:`onnxjson.diff.DiffResult`: its ``changes`` (each with ``kind``, ``category``,
        ``path``, ``old``, ``new``, ``detail`` and, for weights, ``numbers``); true when they differ
        or may differ: ``differ`` says whether they are known to, and ``uncompared`` lists the
        values whose external data was not read (missing, or refused by the path policy).

    Raises:
        OnnxJsonError: an input cannot be read or is neither a model nor a document.
    """
    return pipelines.diff(old, new, trust_paths=trust_paths)


@pausing
def diff_files(a: str, b: str, *, trust_paths: bool = False, progress: NullProgress | None = None) -> list[Change]:
    """The semantic changes from the file ``a`` to the file ``b`` (models or documents, ``-``: stdin).

    Both inputs stay open while they are compared: a model's payloads are slices of its mapping,
    compared and hashed a piece at a time with their pages handed back, and a document's long
    payload strings stay in its mapped text. So memory does not grow with the weights.
    ``progress`` receives the phases of the work (comparing: the payload bytes hashed; no total).
    """
    return pipelines.diff_files(a, b, trust_paths=trust_paths, progress=progress or NullProgress())


@pausing
def unified_diff(a: str, b: str, *, progress: NullProgress | None = None) -> str:
    """A unified text diff of the stripped documents of two models or documents ("" when equal).

    ``progress`` receives the phases of the work (reading, hashing the weights stripped, comparing).
    """
    return pipelines.unified_diff(a, b, progress=progress or NullProgress())


@pausing
def info(source: Any, *, type: str | None = None, sort: str = DEFAULTS.sort,
         top: int | None = None, node: str | None = None) -> ModelInfo | TensorInfo:
    """What is in a model, a graph or a tensor, and what makes it big (what ``info --json`` shows).

    Weights are measured, never read (a lone tensor decodes only the few values it shows).

    Args:
        source: a path (``-``: stdin) to an .onnx/.pb file or a JSON document, the bytes of either,
            an onnx message, or a document (a dict).
        type: the root message type (default: inferred from the bytes, or the document's envelope).
        sort: the order of the initialisers: ``"size"`` (largest first), ``"name"`` (natural
            order: layer2 before layer10) or ``"order"`` (as stored).
        top: keep only the first ``top`` initialisers (None: all); totals still count them all.
        node: the name of a node of the top-level graph to describe in full (its attributes):
            ``node`` of the result (None: none).

    Returns:
        An :class:`onnxjson.explore.ModelInfo` (models and graphs) or
        :class:`onnxjson.explore.TensorInfo` (tensors); ``as_dict()`` gives the JSON form.

    Raises:
        OnnxJsonError: the input cannot be read, is not a model, graph or tensor, or an argument is
            out of range.
    """
    # Lazy: the explorer is loaded only by info.
    from onnxjson.explore import check_arrangement

    check_arrangement(sort=sort, top=top)  # arguments are checked before any input is read
    if type is not None:
        type = check_type_name(type)
    if node is not None and not isinstance(node, str):
        raise OnnxJsonError(f"node must be a node's name (a string), not {node!r}")
    return pipelines.info(source, type=type, sort=sort, top=top, node=node)


def write_info_page(data: ModelInfo | TensorInfo, out: str | os.PathLike[str], *, title: str = "") -> None:
    """Write the explorer's page of ``data`` (what :func:`info` returned) to ``out``: one
    self-contained HTML file (``onnxjson info MODEL --html -o page.html``), written atomically.

    Args:
        data: an ``info`` result.
        out: the file to write (``-``: stdout).
        title: what the page is of (a file name), for its heading.
    """
    pipelines.write_info_page(data, out, title=title)


def write_diff_page(changes: list[Change], old: ModelInfo | TensorInfo, new: ModelInfo | TensorInfo,
                    out: str | os.PathLike[str], *, old_title: str = "", new_title: str = "") -> None:
    """Write the page of a change (``onnxjson diff A B --html -o change.html``): the changes
    (:func:`diff_files`), weight deltas, how the bytes moved by field (the two sides' :func:`info`)
    and a drawing of the top-level graph around the changed nodes; one self-contained HTML file."""
    pipelines.write_diff_page(changes, old, new, out, old_title=old_title, new_title=new_title)


@pausing
def textconv(model: str, stream: Any) -> None:
    """git's view of ``model``: its stripped document with ``name`` first in every message.

    Only for display (``git diff``/``log -p``/``show``): moving ``name`` first lets the driver's
    ``xfuncname`` name the node or initializer of each hunk. Key order does not matter to build.
    """
    pipelines.textconv(model, stream)


@pausing
def merge(base: str | os.PathLike[str], ours: str | os.PathLike[str], theirs: str | os.PathLike[str],
          out_path: str | os.PathLike[str], *, report: str | os.PathLike[str] | None = None,
          max_depth: int = DEFAULTS.max_depth, progress: NullProgress | None = None,
          prefer: str | None = None) -> list[Conflict]:
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
        prefer: ``"ours"`` or ``"theirs"``: every conflicting value is taken from that side and the
            merge is written (a problem of the merged model, a ``check`` conflict, still is not).

    Returns:
        The conflicts (:class:`onnxjson.merge.Conflict`); empty when the merge was written without
        any. Documents (ours a JSON document) with conflicts are written with git's conflict markers
        around each conflicting value (``<<<<<<< ours``, ``||||||| base``, ``=======``, ``>>>>>>>
        theirs``); the list's ``markers_in`` names that file. With ``prefer``, ``resolved_to`` says
        the conflicts were taken from that side and the merge written.
    """
    check_max_depth(max_depth)
    if prefer not in (None, "ours", "theirs"):
        raise OnnxJsonError(f"prefer must be 'ours' or 'theirs', not {prefer!r}")
    return pipelines.merge(base, ours, theirs, out_path, report=report, max_depth=max_depth,
                           progress=progress or NullProgress(), prefer=prefer)


@pausing
def resolve(path: str | os.PathLike[str], prefer: str, *, max_depth: int = DEFAULTS.max_depth,
            progress: NullProgress | None = None) -> list[Conflict]:
    """Resolve a git merge conflict in ``path`` (a model or a document; Git LFS or not): the three
    versions git keeps (index stages 1-3) are merged again, each conflicting value taken from
    ``prefer`` (``"ours"`` or ``"theirs"``), and the result written to ``path``; ``git add`` it then.
    This is ``onnxjson resolve PATH --ours|--theirs``.

    Args:
        path: the conflicted file, in a git work tree (git and, for Git LFS files, git-lfs on PATH).
        prefer: ``"ours"`` or ``"theirs"``: the side every conflicting value is taken from.
        max_depth: the deepest message nesting accepted.
        progress: receives the phases of the work and the output written (see ``_progress``).

    Returns:
        The conflicts so resolved (:class:`onnxjson.merge.Conflict`; the list's ``resolved_to`` is
        ``prefer``), or the problems of the merged model (``check`` conflicts) when it was not written.

    Raises:
        OnnxJsonError: ``prefer`` is neither side, ``path`` is not in a git merge conflict (or not in a
            git repository), or a version of it cannot be read or merged.
    """
    check_max_depth(max_depth)
    if prefer not in ("ours", "theirs"):
        raise OnnxJsonError(f"prefer must be 'ours' or 'theirs', not {prefer!r}")
    return pipelines.resolve(path, prefer=prefer, max_depth=max_depth, progress=progress or NullProgress())
