"""The content-addressed store of payloads: ``dump store=DIR``, ``store gc``, ``store verify``.

A store is a folder of blobs, each the raw-form bytes of one payload (as a sidecar range holds
them), named by its SHA-256 (the payload's digest, docs/FORMAT.md section 6) under a folder of the
digest's first two hex digits: ``DIR/ab/abcdef…`` (:func:`weights.store_blob_reference`). A store
document references each payload by ``{"size", "sha256"}`` (plus ``count`` for typed fields), as a
stripped document does, and names the store in its envelope by a path relative to its own folder
(``"$onnxjson": {"weights": {"store": "weights"}}``). Identical payloads, in one model or in many,
are one blob; a blob already in the store is not written again (unless it is there with the wrong
size, or is not a file: then it is replaced), so a new version of a model adds only the payloads
that changed.

Blobs are created once (:func:`files.create_once`: a temporary file in the blob's folder, renamed
into place), so any number of dumps may fill one store at once; a blob is renamed into place only
once the model it was copied from is found unchanged (:func:`files.check_inputs`), so a model that
changes while read never puts a blob under a name its bytes do not have. Reading blobs back (build, validate) is
:class:`weights.PayloadResolver`'s.
"""

from __future__ import annotations

import os
import stat
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO, Any

from onnxjson import files, weights
from onnxjson._progress import NullProgress
from onnxjson.codec.document import ENVELOPE_KEY
from onnxjson.codec.payload import TYPED_FIELDS, iter_payload_messages, root_spec
from onnxjson.codec.values import Blob, sha256_hex_many
from onnxjson.errors import OnnxJsonError
from onnxjson.proto import registry

__all__ = ["Added", "blobs", "referenced", "remove", "store_reference", "to_store", "unreferenced", "verify_store"]


@dataclass
class Added:
    """What :func:`to_store` did: payloads referenced, distinct blobs, blobs (and bytes) written."""

    payloads: int = 0
    blobs: int = 0
    written: int = 0
    written_bytes: int = 0
    digests: list[str] = field(default_factory=list)


def store_reference(doc: Any) -> str | None:
    """The store path a document's envelope names (``$onnxjson.weights.store``), or None."""
    envelope = doc.get(ENVELOPE_KEY) if isinstance(doc, dict) else None
    weights_ = envelope.get("weights") if isinstance(envelope, dict) else None
    ref = weights_.get("store") if isinstance(weights_, dict) else None
    return ref if isinstance(ref, str) else None


def to_store(doc: dict[str, Any], store_dir: Path, *, threshold: int, reference: str,
             type_name: str | None = None, fds: dict[int, int] | None = None,
             progress: NullProgress | None = None) -> Added:
    """Move the payloads above ``threshold`` bytes (but string_data, which stays inline, as in a
    sidecar) into the store at ``store_dir``, each a blob named by its digest, written only when
    the store does not hold it; the document references them by digest and names the store by
    ``reference`` (a path relative to the document's folder).

    ``fds`` gives, by ``id`` of a mapping, the open file a Blob payload was mapped from (copied in
    the kernel). ``progress`` sees two phases: the payloads hashed, then the new blobs written.
    """
    reg = registry()
    spec = reg.messages[type_name or doc.get(ENVELOPE_KEY, {}).get("type", "ModelProto")]
    report = progress or NullProgress()
    todo = weights.large_payloads(doc, spec, reg, threshold)
    # The large payloads are hashed on the pool, in document order, while this thread copies the
    # new ones into the store as their digests arrive (kernel copies: the GIL is released); the
    # small ones here, all at once (two at a time with the accelerator).
    big = [i for i, (_, _, raw) in enumerate(todo) if len(raw) >= weights.POOL_BYTES]
    small = [i for i in range(len(todo)) if len(todo[i][2]) < weights.POOL_BYTES]
    digests: list[str] = [""] * len(todo)
    for i, digest in zip(small, sha256_hex_many([todo[i][2] for i in small]), strict=True):
        digests[i] = digest
    added = Added(payloads=len(todo))
    report.start(sum(len(raw) for _, _, raw in todo), "moving weights into the store")
    seen: set[str] = set()
    with weights.hash_pool() as pool:
        pending = {i: pool.submit(sha256_hex_many, [todo[i][2]]) for i in big}
        for i, (_msg, _field, raw) in enumerate(todo):
            if i in pending:
                digests[i] = pending.pop(i).result()[0]
            digest = digests[i]
            if digest not in seen:
                seen.add(digest)
                fd = (fds or {}).get(id(raw.source)) if isinstance(raw, Blob) else None
                if files.create_once(store_dir / digest[:2], digest, _writer(raw, fd),
                                     replace=_damaged(store_dir / weights.store_blob_reference(digest), len(raw))):
                    added.written += 1
                    added.written_bytes += len(raw)
            report.advance(len(raw))
    added.blobs = len(seen)
    for (msg, fname, raw), digest in zip(todo, digests, strict=True):
        ref: dict[str, Any] = {} if fname == "raw_data" else {"count": len(msg[fname])}
        ref["size"] = len(raw)
        ref["sha256"] = digest
        msg[fname] = ref
    doc.setdefault(ENVELOPE_KEY, {})["weights"] = {"store": reference}
    added.digests = digests
    return added


def _damaged(path: Path, size: int) -> bool:
    """Whether the blob at ``path`` is there but cannot be right: not a regular file, or not of
    ``size`` bytes (a blob of the right size is trusted here; ``store verify`` hashes them all)."""
    try:
        st = os.lstat(path)
    except OSError:
        return False
    return not stat.S_ISREG(st.st_mode) or st.st_size != size


def _writer(raw: Any, fd: int | None) -> Any:
    def write(stream: IO[bytes]) -> None:
        weights.copy_payload(stream, raw, fd)
        stream.flush()
        # Before the blob gets its name: a model that changed while it was read (its mapping no
        # longer the bytes hashed) leaves no blob under a name its bytes may not have.
        files.check_inputs()
    return write


# -- gc and verify ---------------------------------------------------------------------------------


def referenced(doc: Any) -> set[str]:
    """The digests of the payloads a document holds by reference (stripped or store references)."""
    spec = root_spec(doc)
    found: set[str] = set()
    if spec is None:
        return found
    for msg, _mspec, _path in iter_payload_messages(doc, spec, paths=False):
        for fname in ("raw_data", *TYPED_FIELDS):
            value = msg.get(fname)
            if isinstance(value, dict) and "offset" not in value and isinstance(value.get("sha256"), str):
                found.add(value["sha256"].lower())
    return found


def blobs(store_dir: Path) -> Iterator[tuple[str, Path]]:
    """Each blob of the store (digest, path), in the order of their names; other files are passed over."""
    if not store_dir.is_dir():
        raise OnnxJsonError("is not a folder (a store)", file=os.fspath(store_dir))
    try:
        folders = sorted(e.name for e in os.scandir(store_dir) if e.is_dir(follow_symlinks=False)
                         and len(e.name) == 2 and weights.is_digest(e.name * 32))
    except OSError as e:
        raise OnnxJsonError(f"cannot list: {e.strerror or e}", file=os.fspath(store_dir)) from None
    for folder in folders:
        try:
            names = sorted(e.name for e in os.scandir(store_dir / folder)
                           if weights.is_digest(e.name) and e.name[:2] == folder)
        except OSError as e:
            raise OnnxJsonError(f"cannot list: {e.strerror or e}", file=os.fspath(store_dir / folder)) from None
        for name in names:
            yield name, store_dir / folder / name


def unreferenced(store_dir: Path, documents: Iterable[Any]) -> list[tuple[str, Path]]:
    """The blobs of the store that none of ``documents`` references."""
    keep: set[str] = set()
    for doc in documents:
        keep |= referenced(doc)
    return [(digest, path) for digest, path in blobs(store_dir) if digest not in keep]


def remove(found: Iterable[tuple[str, Path]]) -> None:
    """Remove the blobs listed (gone already: passed over)."""
    for _digest, path in found:
        try:
            os.unlink(path)
        except FileNotFoundError:
            continue
        except OSError as e:
            raise OnnxJsonError(f"cannot remove: {e.strerror or e}", file=os.fspath(path)) from None


def verify_store(store_dir: Path, progress: NullProgress | None = None) -> Iterator[tuple[str, str | None]]:
    """Each blob's digest and what is wrong with it (None: its bytes hash to its name)."""
    report = progress or NullProgress()
    for digest, _path in blobs(store_dir):
        reference = weights.store_blob_reference(digest)
        try:
            src = files.open_document_file(reference, store_dir, trust=False, what="store")
        except OnnxJsonError as e:
            yield digest, e.message
            continue
        with src:
            got = sha256_hex_many([Blob(src.data, src.source, 0)])[0] if len(src.data) else sha256_hex_many([b""])[0]
        report.advance(len(src.data))
        yield digest, None if got == digest else f"its bytes hash to {got}"
