"""Weights: stripping, digests, the sidecar file, filling payloads back, ONNX external data.

NOTE: what a payload is, its raw form, size and digest are defined in :mod:`onnxjson.codec.payload`;
this module decides what to do with payloads.

Every stripped or sidecar payload is described by ``{"size": N, "sha256": HEX}`` in place of the
field's value (plus ``"offset": O`` in the sidecar, and ``"count"`` for typed fields). The digest is
SHA-256 of the values in raw_data form (little-endian elements), so the same values give the same
digest whichever field stores them. string_data's digest hashes each element as its byte length
(uint64, little-endian) followed by its bytes.

Readable raw_data (``{"values": [...]}``) is a payload like base64 raw_data: its size is that of
its raw form. A payload is left inline when it is at most ``threshold`` bytes, when its typed values
cannot be written in raw form losslessly (a value out of range for the data type; FLOAT6 int32_data,
which raw_data packs differently), or when its size does not match the tensor's dims and data_type
(such a tensor is kept exactly as it is). The sidecar holds
raw-form bytes at 64-byte aligned offsets, identical payloads share one range, and numeric ranges
are valid ONNX external data. string_data never goes to the sidecar (ONNX external data cannot hold
strings); it can be stripped.
"""

from __future__ import annotations

import contextlib
import os
import threading
from bisect import bisect_left
from collections import deque
from collections.abc import Iterator
from pathlib import Path
from typing import IO, TYPE_CHECKING, Any

from onnxjson import files
from onnxjson._digest import sha256
from onnxjson._progress import NullProgress
from onnxjson.codec.decode import DecodeOptions
from onnxjson.codec.document import ENVELOPE_KEY
from onnxjson.codec.encode import PackedPayload
from onnxjson.codec.layout import LAYOUT_KEY
from onnxjson.codec.payload import (
    TYPED_CODES,
    TYPED_FIELDS,
    element_count,
    expected_size,
    external_entries,
    is_external,
    iter_payload_messages,
    payload_messages,
    payload_raw,
    raw_to_typed,
    root_spec,
    string_digest,
    tensor_name,
    typed_layout,
)
from onnxjson.codec.tensors import data_type_number
from onnxjson.codec.values import Base64Text, Blob, sha256_hex_many
from onnxjson.errors import OnnxJsonError, PathSafetyError, WeightsError
from onnxjson.proto import FieldSpec, MessageSpec, Registry, registry
from onnxjson.sources import decode_model, open_model

if TYPE_CHECKING:  # imported where a pool is made: it costs start-up (logging, threading)
    from concurrent.futures import ThreadPoolExecutor

__all__ = [
    "ALIGNMENT",
    "PayloadResolver",
    "copy_payload",
    "is_digest",
    "relative_reference",
    "resolve_external",
    "store_blob_reference",
    "strip",
    "to_sidecar",
]

ALIGNMENT = 64
_MAX_FILL = (1 << 31) - 1

def strip(doc: dict[str, Any], *, threshold: int, type_name: str | None = None,
          progress: NullProgress | None = None) -> int:
    """Replace payloads above ``threshold`` bytes by size and digest; return how many.

    ``progress`` sees one phase: the bytes of the payloads hashed.
    """
    reg = registry()
    spec = reg.messages[type_name or doc.get(ENVELOPE_KEY, {}).get("type", "ModelProto")]
    count = 0
    found_all: list[tuple[dict[str, Any], str, Any]] = []
    for msg, mspec, _path in iter_payload_messages(doc, spec, reg):
        strings = msg.get("string_data") if mspec.name == "TensorProto" else None
        if isinstance(strings, list) and strings:
            size, digest = string_digest(strings)
            if size > threshold:
                msg["string_data"] = {"count": len(strings), "size": size, "sha256": digest}
                count += 1
            continue
        found = None if _within(msg, mspec, threshold) else payload_raw(msg, mspec)
        if found is None or len(found[1]) <= threshold:
            continue
        found_all.append((msg, found[0], found[1]))
    # The payloads are independent: hashed on all cores (hashlib releases the GIL).
    payloads = [raw for _, _, raw in found_all]
    for (msg, field, raw), digest in zip(found_all, hash_all(payloads, progress, "hashing weights"), strict=True):
        msg[field] = _reference(msg, field, len(raw), digest)
        count += 1
    return count


def hash_pool() -> ThreadPoolExecutor:
    """Threads for hashing payloads, one per core (hashlib releases the GIL on large updates)."""
    from concurrent.futures import ThreadPoolExecutor  # lazy: threads only for commands that hash

    return ThreadPoolExecutor(max(1, os.cpu_count() or 1), thread_name_prefix="onnxjson-hash")


def _one_thread() -> ThreadPoolExecutor:
    from concurrent.futures import ThreadPoolExecutor  # lazy: threads only for commands that hash

    return ThreadPoolExecutor(1, thread_name_prefix="onnxjson-hash")


def hash_all(payloads: list[Any], progress: NullProgress | None = None, description: str = "hashing") -> list[str]:
    """The SHA-256 of each payload (bytes or Blob), in order, computed on all cores.

    The jobs of the pool are pairs of payloads of about the same size, the largest first (hashlib
    releases the GIL: the threads hash on all cores). ``progress`` sees one phase: the bytes of each
    job once its digests are known.
    """
    report = progress or NullProgress()
    report.start(sum(len(p) for p in payloads), description)
    if len(payloads) < 2 or sum(len(p) for p in payloads) < (4 << 20):
        digests = sha256_hex_many(payloads)
        report.advance(sum(len(p) for p in payloads))
        return digests
    order = sorted(range(len(payloads)), key=lambda i: len(payloads[i]), reverse=True)
    jobs = [order[k:k + _PAIRS] for k in range(0, len(order), _PAIRS)]
    found: list[str] = [""] * len(payloads)
    with hash_pool() as pool:
        for job, digests in zip(jobs, pool.map(sha256_hex_many, ([payloads[i] for i in job] for job in jobs)),
                                strict=True):
            for i, digest in zip(job, digests, strict=True):
                found[i] = digest
            report.advance(sum(len(payloads[i]) for i in job))
    return found


def _reference(msg: dict[str, Any], field: str, size: int, digest: str,
               offset: int | None = None) -> dict[str, Any]:
    """The placeholder of a stripped (or, with ``offset``, sidecar) payload."""
    ref: dict[str, Any] = {} if field == "raw_data" else {"count": len(msg[field])}
    if offset is not None:
        ref["offset"] = offset
    ref["size"] = size
    ref["sha256"] = digest
    return ref


def store_blob_reference(digest: str) -> str:
    """Where the blob of ``digest`` (64 lowercase hex digits) lies in a store: ``ab/abcd…`` (the
    first two digits name its folder). docs/FORMAT.md section 6, "Store"."""
    return f"{digest[:2]}/{digest}"


def is_digest(text: str) -> bool:
    return len(text) == 64 and all(c in "0123456789abcdef" for c in text)


def relative_reference(target: Path, base_dir: Path) -> str:
    """``target`` relative to ``base_dir``, written with ``/`` (for paths stored in documents)."""
    rel = os.path.relpath(os.path.abspath(target), os.path.abspath(base_dir))
    return rel.replace(os.sep, "/")


def to_sidecar(doc: dict[str, Any], stream: IO[bytes], *, threshold: int, reference: str,
               type_name: str | None = None, fds: dict[int, int] | None = None,
               progress: NullProgress | None = None) -> int:
    """Move payloads above ``threshold`` bytes into ``stream``; return the sidecar's size.

    ``fds`` gives, by ``id`` of a mapping, the open file the document's Blob payloads were mapped
    from (the model, its external-data files), so that they are copied in the kernel.
    ``progress`` sees one phase: the bytes of each payload once it is placed in the sidecar.
    """
    reg = registry()
    spec = reg.messages[type_name or doc.get(ENVELOPE_KEY, {}).get("type", "ModelProto")]
    offset = _fill_sidecar(doc, spec, reg, stream, threshold, fds or {}, progress or NullProgress())
    envelope = doc.setdefault(ENVELOPE_KEY, {})
    envelope["weights"] = {"sidecar": reference}
    return offset


#: Payloads from this size up are hashed by the pool while the calling thread copies; smaller ones
#: are hashed where they are written (their digests are wanted at once, to find ties).
POOL_BYTES = 1 << 20
#: Sidecar ranges below this size are checked when build fetches them; larger ones once the output
#: is written. (The encoder copies payloads under 64 KiB into its own buffer, so only a larger one
#: reaches the output as a part whose writing can be checked.)
CHECK_AT_FETCH = 1 << 20


class Digests:
    """SHA-256 of payloads, computed in order by (cores - 1) threads while the calling thread does
    something else (copies them); :meth:`finish` has the calling thread hash, from the last one
    back, those the pool has not started, so that every core hashes the rest.

    One core is left to the caller because its work cannot be spread: writes into one file hold the
    file's lock, so a copy runs on one core at a time whatever the threads. A job of the pool is
    one payload, hashed by hashlib (which releases the GIL).
    """

    def __init__(self, payloads: list[Any]) -> None:
        self.payloads: list[Any] = []
        self.pool: _HashThreads | None = None
        self.jobs: list[Any] = []  # jobs (_Job) of lists of digests
        self._members: list[list[int]] = []  # job -> its payloads
        self._job_of: list[tuple[int, int]] = []  # payload index -> (job, place in the job)
        self._open: list[int] = []  # payloads added, not yet in a job
        self._taken = 0  # the jobs up to here have been started (by the pool or the caller)
        for payload in payloads:
            self.add(payload)
        self.flush()

    def __enter__(self) -> Digests:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add(self, payload: Any) -> int:
        """Hash one more payload (after those given); return its index."""
        self.payloads.append(payload)
        index = len(self.payloads) - 1
        self._open.append(index)
        self.flush()
        return index

    def flush(self) -> None:
        """Give the pool the payloads added since the last job."""
        if not self._open:
            return
        if self.pool is None:
            self.pool = _HashThreads(max(1, (os.cpu_count() or 1) - 1))
        job = len(self.jobs)
        self._job_of.extend((job, place) for place in range(len(self._open)))
        self.jobs.append(self.pool.submit(sha256_hex_many, [self.payloads[i] for i in self._open]))
        self._members.append(self._open)
        self._open = []

    def _run_here(self, job: int) -> None:
        self.jobs[job] = _done(sha256_hex_many([self.payloads[i] for i in self._members[job]]))

    def result(self, i: int) -> str:
        """The digest of payload ``i``, waited for (hashed here if the pool has not started it)."""
        self.flush()
        job, place = self._job_of[i]
        if self.jobs[job].cancel():
            self._run_here(job)
        digest: str = self.jobs[job].result()[place]
        return digest

    def take_rest(self) -> None:
        """Hash here the payloads the pool has not started, last first (while the pool goes on from
        the first), so that both end together."""
        self.flush()
        for job in range(len(self.jobs) - 1, self._taken - 1, -1):
            if self.jobs[job].cancel():
                self._run_here(job)
        self._taken = len(self.jobs)

    def finish(self) -> list[str]:
        """Every digest, in order (see :meth:`take_rest`)."""
        self.take_rest()
        return [digest for job in self.jobs for digest in job.result()]

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown()
            self.pool = None


#: The payloads of a job of :func:`hash_all` (two of about the same size: half the jobs to hand out).
_PAIRS = 2


_WAITING, _RUNNING, _DONE, _CANCELLED = range(4)


class _Job:
    """One call for :class:`_HashThreads`: what :class:`Digests` needs of a future (cancelled if no
    thread has started it, its result waited for)."""

    __slots__ = ("arg", "call", "error", "owner", "state", "value")

    def __init__(self, call: Any, arg: Any, owner: _HashThreads | None) -> None:
        self.call, self.arg, self.owner = call, arg, owner
        self.state = _WAITING
        self.value: Any = None
        self.error: BaseException | None = None

    def cancel(self) -> bool:
        """True when no thread had started it: it will not run."""
        if self.owner is None:
            return False
        with self.owner.ready:
            if self.state != _WAITING:
                return False
            self.state = _CANCELLED
            return True

    def result(self) -> Any:
        if self.owner is not None:
            with self.owner.ready:
                while self.state in (_WAITING, _RUNNING):
                    self.owner.ready.wait()
        if self.state == _CANCELLED:
            raise RuntimeError("the job was cancelled")
        if self.error is not None:
            raise self.error
        return self.value


class _HashThreads:
    """Threads that run the jobs given to them in order, from the first.

    Only :mod:`threading`, which is loaded at start-up anyway: ``concurrent.futures`` brings
    ``logging`` (a few milliseconds of every command that hashes, before its first copy).
    """

    def __init__(self, count: int) -> None:
        self.ready = threading.Condition()  # the queue changed, or a job ended
        self.queue: deque[_Job] = deque()
        self.closed = False
        self.threads = [threading.Thread(target=self._work, name=f"onnxjson-hash-{k}", daemon=True)
                        for k in range(count)]
        for thread in self.threads:
            thread.start()

    def submit(self, call: Any, arg: Any) -> _Job:
        job = _Job(call, arg, self)
        with self.ready:
            self.queue.append(job)
            self.ready.notify_all()
        return job

    def _work(self) -> None:
        while True:
            with self.ready:
                while not self.queue and not self.closed:
                    self.ready.wait()
                if not self.queue:
                    return
                job = self.queue.popleft()
                if job.state != _WAITING:
                    continue  # cancelled: the caller ran it
                job.state = _RUNNING
            try:
                job.value = job.call(job.arg)
            except BaseException as e:  # noqa: BLE001 - handed to whoever waits for the result
                job.error = e
            with self.ready:
                job.state = _DONE
                self.ready.notify_all()

    def shutdown(self) -> None:
        """Cancel the jobs not started, wait for those running (they read buffers the caller is
        about to let go of)."""
        with self.ready:
            self.closed = True
            for job in self.queue:
                if job.state == _WAITING:
                    job.state = _CANCELLED
            self.queue.clear()
            self.ready.notify_all()
        for thread in self.threads:
            thread.join()


def _done(value: Any) -> _Job:
    job = _Job(None, None, None)
    job.state, job.value = _DONE, value
    return job


_SAMPLE = 64


def _sample(raw: Any) -> bytes | None:
    """A few bytes of a payload (its start, middle and end): payloads whose samples differ are not
    identical, so neither is a tie of the other. None when the payload cannot be sliced cheaply."""
    data = raw.data if isinstance(raw, Blob) and type(raw) is Blob else raw
    if not isinstance(data, (bytes, bytearray, memoryview)):
        return None
    n = len(data)
    middle = n // 2
    return bytes(data[:_SAMPLE]) + bytes(data[middle:middle + _SAMPLE]) + bytes(data[max(0, n - _SAMPLE):])


def large_payloads(doc: dict[str, Any], spec: MessageSpec, reg: Registry,
                   threshold: int) -> list[tuple[dict[str, Any], str, Any]]:
    """The payloads of more than ``threshold`` bytes, in document order: (message, field, raw bytes).
    string_data is none of them: it stays in the document beside a sidecar or a store."""
    found_all: list[tuple[dict[str, Any], str, Any]] = []
    for msg, mspec, _path in iter_payload_messages(doc, spec, reg):
        found = None if _within(msg, mspec, threshold) else payload_raw(msg, mspec)
        if found is not None and len(found[1]) > threshold:
            found_all.append((msg, found[0], found[1]))
    return found_all


def _within(msg: dict[str, Any], mspec: MessageSpec, threshold: int) -> bool:
    """Whether the message's payload, if :func:`payload_raw` finds one, holds at most ``threshold``
    bytes, known without making its raw form: a TensorProto's payload is exactly what its dims and
    data type call for (payload_raw finds none otherwise). The small tensors decoded as readable
    values are then not converted back element by element only to be found below the threshold
    (209,000 values of the 1 GB model's small tensors: 0.06 s of every dump --sidecar)."""
    if mspec.name != "TensorProto":
        return False
    want = expected_size(msg)
    return want is not None and want <= threshold


def _fill_sidecar(doc: dict[str, Any], spec: MessageSpec, reg: Registry, stream: IO[bytes],
                  threshold: int, fds: dict[int, int], progress: NullProgress) -> int:
    """Write the payloads in document order while the large ones are hashed on the other cores.

    The layout is that of writing them one after another: each at the next 64-byte boundary, unless
    an identical payload (same size and digest) was placed before, whose range it shares. A large
    payload is copied at once (in the kernel for a mapped input) without waiting for its digest
    when no payload placed before it can be identical (none of its size has its sampled bytes);
    otherwise its digest, and those of the candidates, decide. The digests are gathered at the end,
    the calling thread hashing what the pool has not reached.
    """
    todo = large_payloads(doc, spec, reg, threshold)
    progress.start(sum(len(raw) for _, _, raw in todo), "moving weights to the sidecar")
    big = [i for i, (_, _, raw) in enumerate(todo) if len(raw) >= POOL_BYTES]
    slot = {i: j for j, i in enumerate(big)}  # index in todo -> index in the pool's list
    reserve = sum(len(todo[i][2]) for i in big) >= files.RESERVE_BYTES
    digests: list[str | None] = [None] * len(todo)
    offsets = [0] * len(todo)
    ranges: dict[tuple[str, int], int] = {}  # (digest, size) -> offset, of payloads hashed here
    placed: dict[tuple[int, bytes | None], list[int]] = {}  # (size, sample) -> large payloads placed
    offset = 0
    with Digests([todo[i][2] for i in big]) as pool:
        # The small ones here, two at a time with the accelerator (and without loading hashlib).
        small = [i for i in range(len(todo)) if i not in slot]
        small_digests = dict(zip(small, sha256_hex_many([todo[i][2] for i in small]), strict=True))

        def digest_of(i: int) -> str:
            known = digests[i]
            if known is None:
                known = digests[i] = pool.result(slot[i])
            return known

        for i, (_msg, _field, raw) in enumerate(todo):
            size = len(raw)
            at: int | None = None
            if i not in slot:  # small: hashed here (all at once, above), a tie found by its digest
                key: Any = (small_digests[i], size)
                digests[i] = key[0]
                at = ranges.get(key)
            else:  # large: a tie only of a placed payload of its size and sampled bytes
                key = (size, _sample(raw))
                candidates = placed.get(key, [])
                if candidates or key[1] is None:
                    own = digest_of(i)
                    at = next((offsets[k] for k in candidates if digest_of(k) == own), None)
            if at is None:
                pad = -offset % ALIGNMENT
                if pad:
                    stream.write(bytes(pad))
                    offset += pad
                at = offset
                if i in slot:
                    placed.setdefault(key, []).append(i)
                    if reserve:
                        files.reserve(stream, offset, size)
                else:
                    ranges[key] = at
                _copy(stream, raw, fds.get(id(raw.source)) if isinstance(raw, Blob) else None)
                offset += size
            offsets[i] = at
            progress.advance(size)
        for j, digest in enumerate(pool.finish()):
            digests[big[j]] = digest
    for (msg, field, raw), known, at in zip(todo, digests, offsets, strict=True):
        msg[field] = _reference(msg, field, len(raw), known or "", offset=at)
    return offset


def copy_hashing(blob: Blob, stream: IO[bytes], pool: ThreadPoolExecutor, fd: int | None) -> str:
    """Copy a Blob to ``stream`` and return its SHA-256, the two overlapped on two cores.

    With ``fd`` (the file the Blob's mapping comes from), the copy is made in the kernel
    (copy_file_range), so the bytes cross user space only once, for the hash.
    """
    h = sha256()
    kernel = fd is not None
    position = blob.offset
    for chunk in blob.chunks():  # hashlib, file writes and copy_file_range all release the GIL
        pending = pool.submit(h.update, chunk)
        if not (kernel and files.copy_range(fd, position, len(chunk), stream)):  # type: ignore[arg-type]
            kernel = False
            stream.write(chunk)
        position += len(chunk)
        pending.result()  # before the chunk's pages are released
    return h.hexdigest()


def copy_payload(stream: IO[bytes], raw: Any, fd: int | None) -> None:
    """Write a payload to ``stream`` (a mapped Blob copied in the kernel where possible)."""
    _copy(stream, raw, fd)


def _copy(stream: IO[bytes], raw: Any, fd: int | None) -> None:
    """Write a payload to ``stream``: a mapped Blob is copied in the kernel where possible."""
    if isinstance(raw, Blob) and raw.source is not None and fd is not None and len(raw) >= (1 << 20) \
            and files.copy_range(fd, raw.offset, len(raw), stream):
        return
    if isinstance(raw, (Blob, Base64Text)):
        for chunk in raw.chunks():
            stream.write(chunk)
    else:
        stream.write(raw)


def resolve_external(doc: dict[str, Any], *, mode: str, model_dir: Path, name: str,
                     trust_paths: bool = False) -> list[files.Input]:
    """Inline the ONNX external data of a model's tensors and onnx-light encoded values
    (``mode`` "inline" or "sidecar": the caller moves them to the sidecar afterwards).

    The payloads become Blob slices of the mapped external-data files, never copies: the files
    returned stay open for that, and the caller closes them once the document is written.
    """
    if mode not in ("inline", "sidecar"):
        raise OnnxJsonError(f"external must be \"keep\", \"inline\" or \"sidecar\", not {mode!r}")
    reg = registry()
    spec = reg.messages[doc.get(ENVELOPE_KEY, {}).get("type", "ModelProto")]
    opened: dict[str, files.Input] = {}  # by location: each file opened once, read from that descriptor
    try:
        for msg, mspec, path in iter_payload_messages(doc, spec, reg):
            if not is_external(msg):
                continue
            info = external_info(msg, path)
            src = opened.get(info["location"])
            if src is None:
                try:
                    src = opened[info["location"]] = files.open_document_file(
                        info["location"], model_dir, trust=trust_paths, what="external data")
                except PathSafetyError:
                    raise
                except OnnxJsonError as e:
                    raise WeightsError(f"{tensor_name(msg, path)}: external data file "
                                       f"{info['location']!r}: {e.message}", path=path) from None
            start = info.get("offset", 0)
            length = info.get("length", len(src.data) - start)
            if start < 0 or length < 0 or start + length > len(src.data):
                raise WeightsError(
                    f"{tensor_name(msg, path)}: external range {start}+{length} is outside "
                    f"{info['location']!r} ({len(src.data)} bytes)", path=path)
            msg["raw_data"] = Blob(src.data[start:start + length], src.source, start)
            msg.pop("external_data", None)
            msg.pop("data_location", None)
            msg.pop(LAYOUT_KEY, None)
            _field_order(msg, mspec)
    except BaseException:
        for src in opened.values():
            src.close()
        raise
    return list(opened.values())


def external_ranges(doc: dict[str, Any]) -> list[tuple[str, str, dict[str, Any]]]:
    """(tensor name, path, external info) of each payload of ``doc`` kept in ONNX external data, in
    document order; an info that is not readable (no location, an offset that is not an integer)
    is its :class:`WeightsError` instead."""
    reg = registry()
    spec = reg.messages[doc.get(ENVELOPE_KEY, {}).get("type", "ModelProto")]
    found: list[tuple[str, str, Any]] = []
    for msg, _mspec, path in iter_payload_messages(doc, spec, reg):
        if is_external(msg):
            try:
                info: Any = external_info(msg, path)
            except WeightsError as e:
                info = e
            found.append((tensor_name(msg, path), path, info))
    return found


def read_external(ranges: list[tuple[str, str, Any]], *, model_dir: Path,
                  progress: NullProgress | None = None) -> tuple[int, int, str | None]:
    """Read every range of ``ranges`` (:func:`external_ranges`) as dump reads them to inline them:
    each file opened once beneath ``model_dir`` under the path policy, each range checked to lie in
    it, and its bytes read (hashed on all cores). Returns (files, bytes read, None), or (files, bytes
    read, why not) at the first range that cannot be read."""
    opened: dict[str, files.Input] = {}
    payloads: list[Any] = []
    try:
        for name, _path, info in ranges:
            if isinstance(info, WeightsError):
                return len(opened), 0, info.message
            src = opened.get(info["location"])
            if src is None:
                try:
                    src = opened[info["location"]] = files.open_document_file(
                        info["location"], model_dir, trust=False, what="external data")
                except OnnxJsonError as e:
                    return len(opened), 0, f"{name}: external data file {info['location']!r}: {e.message}"
            start = info.get("offset", 0)
            length = info.get("length", len(src.data) - start)
            if start < 0 or length < 0 or start + length > len(src.data):
                return len(opened), 0, (f"{name}: external range {start}+{length} is outside "
                                        f"{info['location']!r} ({len(src.data)} bytes)")
            payloads.append(Blob(src.data[start:start + length], src.source, start))
        hash_all(payloads, progress, "reading the external data")
        total = sum(len(p) for p in payloads)
        payloads.clear()
        for location, src in opened.items():
            problem = src.changed()
            if problem is not None:
                return len(opened), 0, f"external data file {location!r}: {problem.message}"
        return len(opened), total, None
    finally:
        payloads.clear()
        for src in opened.values():
            with contextlib.suppress(Exception):
                src.close()


def protect_external_files(doc: Any, model_dir: Path) -> None:
    """Let no output of this command replace an external-data file the document references."""
    reg = registry()
    spec = root_spec(doc, reg)
    if spec is None:
        return
    seen: set[str] = set()
    for msg in payload_messages(doc, spec, reg):
        if not is_external(msg):
            continue
        for entry in msg.get("external_data") or []:
            location = entry.get("value") if isinstance(entry, dict) and entry.get("key") == "location" else None
            if isinstance(location, str) and location and location not in seen:
                seen.add(location)
                files.protect(model_dir / location, "an external-data file of the input")


def protect_document_files(doc: Any, base_dir: Path) -> None:
    """Let no output of this command replace the document's sidecar or its external-data files."""
    envelope = doc.get(ENVELOPE_KEY) if isinstance(doc, dict) else None
    weights = envelope.get("weights") if isinstance(envelope, dict) else None
    ref = weights.get("sidecar") if isinstance(weights, dict) else None
    if isinstance(ref, str) and ref:
        files.protect(base_dir / ref, "the document's sidecar")
    protect_external_files(doc, base_dir)


def _field_order(msg: dict[str, Any], spec: MessageSpec) -> None:
    """Put the keys of ``msg`` back in field-number order (``$`` keys last), as documents have them."""
    numbers = {f.name: f.number for f in spec.fields.values()}
    items = sorted(msg.items(), key=lambda kv: numbers.get(kv[0], 1 << 62))
    msg.clear()
    msg.update(items)


def external_info(msg: dict[str, Any], path: str) -> dict[str, Any]:
    """The location/offset/length of a tensor's external data, checked."""
    info, problems = external_entries(msg)
    for i, key, value in problems:
        raise WeightsError(f"external_data {key} {value!r} is not an integer",
                           path=f"{path}.external_data[{i}]")
    if "location" not in info:
        raise WeightsError(f"{tensor_name(msg, path)} is EXTERNAL but names no location", path=path)
    return info


class SidecarDigests:
    """The large ranges of a document's sidecar, hashed on the other cores from the moment the
    document is read: while build checks and encodes it, then while it copies the ranges.

    Best effort, and silent: a sidecar that cannot be opened here, and a reference that is not
    plainly a range of it, are left to :class:`PayloadResolver`, which reports them in their order
    (so the document's own findings still come first). The digests are only compared, by the
    resolver's parts, once the output is written; the file stays mapped until :meth:`close`.
    """

    def __init__(self, doc: Any, *, base_dir: Path, trust_paths: bool) -> None:
        self.target: tuple[str, Path] | None = None  # the reference and the folder it was read from
        self.input: files.Input | None = None
        self.digests = Digests([])
        self._slots: dict[tuple[int, int], int] = {}
        envelope = doc.get(ENVELOPE_KEY) if isinstance(doc, dict) else None
        weights = envelope.get("weights") if isinstance(envelope, dict) else None
        ref = weights.get("sidecar") if isinstance(weights, dict) else None
        spec = root_spec(doc)
        if not isinstance(ref, str) or spec is None:
            return
        try:
            self.input = files.open_document_file(ref, base_dir, trust=trust_paths, what="sidecar")
            self.target = (ref, base_dir)
        except OnnxJsonError:
            self.target = None
            return
        size = len(self.input.data)
        for msg, _mspec, _path in iter_payload_messages(doc, spec, paths=False):
            for field in ("raw_data", *TYPED_FIELDS):
                value = msg.get(field)
                if not isinstance(value, dict):
                    continue
                offset, length = value.get("offset"), value.get("size")
                if type(offset) is int and type(length) is int and offset >= 0 \
                        and POOL_BYTES <= length <= size - offset:
                    self.slot(offset, length)
        self.digests.flush()  # an odd last range: hashed alone

    def __enter__(self) -> SidecarDigests:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def slot(self, offset: int, size: int) -> int:
        """The index in :attr:`digests` of the range ``offset``+``size``, hashed from now on if it
        was not already."""
        key = (offset, size)
        found = self._slots.get(key)
        if found is None:
            assert self.input is not None
            found = self._slots[key] = self.digests.add(
                Blob(self.input.data[offset:offset + size], self.input.source, offset))
        return found

    def close(self) -> None:
        self.digests.close()  # before the mapping goes: the threads read it
        if self.input is not None:
            self.input.close()
            self.input = None


def rehash_sidecar(doc: Any, *, base_dir: Path, trust_paths: bool = False) -> list[str]:
    """Accept a sidecar's bytes as they are now: set each sidecar reference's ``sha256`` to the
    digest of its range (``size`` and ``offset`` stay); return the paths of the payloads whose
    digest changed. Refused (WeightsError) when the document names no sidecar, the sidecar cannot
    be read, or a range is not inside it: rehash accepts edited bytes, not a changed layout."""
    envelope = doc.get(ENVELOPE_KEY) if isinstance(doc, dict) else None
    weights = envelope.get("weights") if isinstance(envelope, dict) else None
    ref = weights.get("sidecar") if isinstance(weights, dict) else None
    spec = root_spec(doc)
    if not isinstance(ref, str) or spec is None:
        raise WeightsError("this document names no sidecar ($onnxjson.weights.sidecar): nothing to rehash",
                           path="$onnxjson.weights.sidecar")
    try:
        src = files.open_document_file(ref, base_dir, trust=trust_paths, what="sidecar")
    except PathSafetyError:
        raise
    except OnnxJsonError as e:
        raise WeightsError(f"sidecar {ref!r}: {e.message}", path="$onnxjson.weights.sidecar") from None
    changed: list[str] = []
    try:
        data = src.data
        for msg, _mspec, path in iter_payload_messages(doc, spec):
            for field in ("raw_data", *TYPED_FIELDS):
                value = msg.get(field)
                if not isinstance(value, dict) or "offset" not in value or field == "string_data":
                    continue
                where = f"{path}.{field}"
                offset, size = value.get("offset"), value.get("size")
                if type(offset) is not int or type(size) is not int or offset < 0 or size < 0:
                    raise WeightsError(f"{tensor_name(msg, path)}: \"offset\" and \"size\" must be "
                                       "non-negative integers", path=where)
                if offset + size > len(data):
                    raise WeightsError(f"{tensor_name(msg, path)}: sidecar range {offset}+{size} is past the end "
                                       f"of {ref!r} ({len(data):,} bytes)", path=where)
                with memoryview(data) as view, view[offset:offset + size] as part:  # no copy of the range
                    digest = sha256(part).hexdigest()
                if value.get("sha256") != digest:
                    value["sha256"] = digest
                    changed.append(where)
    finally:
        src.close()
    return changed


class PayloadResolver:
    """Supplies the payloads a document holds by reference, for the encoder.

    Sources, in order: the document's sidecar (``offset`` references), ``weights_from`` (an original
    model, matched by digest, the name breaking ties), ``fill="zeros"``. ``measure_only=True`` is
    what validation uses: every reference is checked as build checks it, but nothing is read; a
    payload is a placeholder of its size (typed payloads an empty list). Where the encoder needs
    more (a message with a ``$layout`` record, whose runs count the elements; a message whose exact
    bytes a ``$layout.split`` is checked against), it raises :attr:`exact`: typed payloads are then
    lists of zeros (empty strings) of their element count, of the exact encoded size for float and
    double values; :attr:`placeholders` counts the payloads given unread, :attr:`inexact` those
    whose encoded size is unknown (varint integers, strings).
    """

    def __init__(self, envelope: dict[str, Any], *, weights_from: Any = None, fill: str | None = None,
                 base_dir: Path = Path("."), trust_paths: bool = False, measure_only: bool = False,
                 type_name: str | None = None, progress: NullProgress | None = None,
                 check_sidecar: bool = False, sidecar_digests: SidecarDigests | None = None,
                 store: Path | None = None) -> None:
        if fill not in (None, "zeros"):
            raise OnnxJsonError(f"fill takes \"zeros\" (or None), not {fill!r}")
        self.measure_only = measure_only
        self.check_sidecar = check_sidecar  # measure_only: map the sidecar and check its ranges
        self.exact = 0
        self.placeholders = 0
        self.inexact = 0
        # The original is decoded as the document's root type (not guessed from its bytes).
        doc_type = envelope.get("type") if isinstance(envelope, dict) else None
        self.type_name = doc_type if isinstance(doc_type, str) else type_name
        self.envelope = envelope
        self.weights_from = weights_from
        self.fill = fill
        self.base_dir = base_dir
        self.trust_paths = trust_paths
        self._sidecar: Any = None
        self._sidecar_source: Any = None
        self._sidecar_fd: int | None = None
        self._sidecar_input: files.Input | None = None
        self._sidecar_name = ""
        self._ranges: list[tuple[int, int]] = []
        self._index: dict[str, list[tuple[str, Any, dict[str, Any]]]] | None = None
        self._weights_fd: int | None = None
        self._closers: list[Any] = []
        self._filled = 0  # bytes of memory taken by zero-filled payloads so far
        self.progress = progress or NullProgress()
        # The large sidecar ranges' digests, begun early by the caller (see SidecarDigests) or here.
        self._digests = sidecar_digests
        self._own_digests: SidecarDigests | None = None
        # The store (docs/FORMAT.md section 6): one given by the caller (a trusted folder), else the
        # one the envelope names (a path relative to base_dir, under the path policy).
        self.store = store
        self._blobs: dict[str, files.Input] = {}

    @property
    def holds_weights(self) -> bool:
        """Whether payloads may come from here (a sidecar, an original model, a fill)."""
        return bool(self.envelope.get("weights")) or self.weights_from is not None or self.fill is not None \
            or self.store is not None

    def __enter__(self) -> PayloadResolver:
        return self

    def __exit__(self, *exc: object) -> None:
        if self._own_digests is not None:
            self._own_digests.digests.close()  # before the mapping goes: the threads read it
        for close in self._closers:
            with contextlib.suppress(Exception):
                close()
        self._closers.clear()

    # -- sources ------------------------------------------------------------------------------
    def _sidecar_data(self, path: str) -> Any:
        if self._sidecar is None:
            weights = self.envelope.get("weights") if isinstance(self.envelope, dict) else None
            ref = weights.get("sidecar") if isinstance(weights, dict) else None
            if ref is None:
                raise WeightsError("this payload has a sidecar offset but the document names no "
                                   "sidecar ($onnxjson.weights.sidecar)", path=path)
            early = self._digests
            if early is not None and early.input is not None and early.target == (ref, self.base_dir):
                src = early.input  # read already (and closed) by the caller's SidecarDigests
            else:
                try:
                    src = files.open_document_file(ref, self.base_dir, trust=self.trust_paths, what="sidecar")
                except PathSafetyError:
                    raise
                except OnnxJsonError as e:
                    raise WeightsError(f"sidecar {ref!r}: {e.message}",
                                       path="$onnxjson.weights.sidecar") from None
                self._closers.append(src.close)
                self._digests = self._own_digests = SidecarDigests({}, base_dir=self.base_dir, trust_paths=False)
                self._own_digests.input = src  # this resolver closes the file itself (after the threads)
            self._sidecar = src.data
            self._sidecar_source = src.source
            self._sidecar_fd = src.fd
            self._sidecar_input = src
            self._sidecar_name = ref
        return self._sidecar

    def _store_location(self) -> tuple[Path, str, bool] | None:
        """(folder, prefix of blob references, trust) of the store payloads come from, or None."""
        if self.store is not None:
            return self.store, "", False
        weights = self.envelope.get("weights") if isinstance(self.envelope, dict) else None
        ref = weights.get("store") if isinstance(weights, dict) else None
        if ref is None:
            return None
        if not isinstance(ref, str) or not ref:
            raise WeightsError("the store path must be a non-empty string", path="$onnxjson.weights.store")
        return self.base_dir, ref.rstrip("/") + "/", self.trust_paths

    def _store_blob(self, where: tuple[Path, str, bool], size: int, digest: str, what: str,
                    path: str) -> files.Input:
        """The store's blob of ``digest``, opened once (beneath the store, by the path policy) and
        checked to hold ``size`` bytes; its bytes are checked against the digest where read."""
        found = self._blobs.get(digest)
        folder, prefix, trust = where
        reference = prefix + store_blob_reference(digest)
        shown = os.fspath(folder / reference)
        if found is None:
            if not is_digest(digest):
                raise WeightsError(f"{what}: \"sha256\" must be 64 hex digits", path=path)
            if size >= CHECK_AT_FETCH:
                files.more_open_files()  # each large blob stays mapped (open) until the output is written
            try:
                found = files.open_document_file(reference, folder, trust=trust, what="store")
            except PathSafetyError as e:
                raise WeightsError(f"{what}: {e.message}", path=path) from None
            except OnnxJsonError as e:
                raise WeightsError(f"{what}: store blob {shown}: {e.message}", path=path) from None
            if len(found.data) < CHECK_AT_FETCH:  # small: its bytes kept, the file closed at once
                with found:
                    found = files.Input(found.name, bytes(found.data))
            else:
                self._closers.append(found.close)
            self._blobs[digest] = found
        if len(found.data) != size:
            if len(found.data) < 1024 and bytes(found.data[:32]) == b"version https://git-lfs.github.c":
                raise WeightsError(f"{what}: store blob {shown} is a Git LFS pointer, not the blob ('git lfs "
                                   "pull' fetches it)", path=path)
            raise WeightsError(f"{what}: store blob {shown} has {len(found.data):,} bytes, the document says "
                               f"{size:,} (damaged?)", path=path)
        return found

    def _from_store(self, where: tuple[Path, str, bool], size: int, digest: str, what: str, path: str,
                    eager: bool) -> Any:
        src = self._store_blob(where, size, digest, what, path)
        shown = os.fspath(where[0] / (where[1] + store_blob_reference(digest)))
        chunk = _CheckedBlob(src.data, src.source, 0, digest,
                             WeightsError(f"{what}: store blob {shown} does not match its digest (damaged?)",
                                          path=path), src.fd)
        if size < CHECK_AT_FETCH or eager:
            chunk.verify()  # small, or about to be read whole anyway: check now
        return chunk  # otherwise hashed while it is written (_CheckedBlob.write_to)

    def _original_index(self) -> dict[str, list[tuple[str, Any, dict[str, Any]]]]:
        if self._index is None:
            src = open_model(self.weights_from)
            self._closers.append(src.close)
            # Payloads stay slices of the mapping: its pages are handed back once hashed, and the
            # bytes are copied to the output in the kernel (see _MappedBlob).
            doc = decode_model(src.data, src.name, type=self.type_name, options=DecodeOptions(values_limit=0),
                               source=src.source)
            self._weights_fd = src.fd
            reg = registry()
            index: dict[str, list[tuple[str, Any, dict[str, Any]]]] = {}
            raws: list[tuple[Any, dict[str, Any]]] = []
            for msg, mspec, _path in iter_payload_messages(doc, reg.messages[doc[ENVELOPE_KEY]["type"]], reg):
                strings = msg.get("string_data") if mspec.name == "TensorProto" else None
                if isinstance(strings, list) and strings:
                    _, digest = string_digest(strings)
                    index.setdefault(digest, []).append((str(msg.get("name", "")), strings, msg))
                    continue
                found = payload_raw(msg, mspec)
                if found is None:
                    continue
                raws.append((found[1], msg))
            # The original's payloads are hashed on all cores, as one phase of the build.
            name = os.path.basename(src.name) if not src.name.startswith("<") else src.name
            digests = hash_all([raw for raw, _ in raws], self.progress, f"hashing the weights of {name}")
            for (raw, msg), digest in zip(raws, digests, strict=True):
                index.setdefault(digest, []).append((str(msg.get("name", "")), raw, msg))
            self.progress.start(0, "encoding")
            self._index = index
        return self._index

    def _check_ref(self, ref: dict[str, Any], path: str, what: str) -> tuple[int, str]:
        size, digest = ref.get("size"), ref.get("sha256")
        if isinstance(size, bool) or not isinstance(size, int) or size < 0:
            raise WeightsError(f"{what}: \"size\" must be a non-negative integer", path=path)
        if not isinstance(digest, str) or len(digest) != 64:
            raise WeightsError(f"{what}: \"sha256\" must be 64 hex digits", path=path)
        return size, digest.lower()

    def _fetch(self, ref: dict[str, Any], msg: dict[str, Any], path: str, strings: bool,
               eager: bool = False, field: str = "raw_data") -> Any:
        what = tensor_name(msg, path.rsplit(".", 1)[0])
        size, digest = self._check_ref(ref, path, what)
        if "offset" in ref and not strings:
            offset = ref["offset"]
            if isinstance(offset, bool) or not isinstance(offset, int) or offset < 0:
                raise WeightsError(f"{what}: sidecar offset must be a non-negative integer", path=path)
        # The store the document names, unless weights_from is given (it then supplies them); a
        # store given by the caller always.
        where = self._store_location() if "offset" not in ref and not strings \
            and (self.store is not None or self.weights_from is None) else None
        if self.measure_only:
            if "offset" in ref and not strings and self.check_sidecar:
                self._sidecar_range(offset, size, what, path)
            if where is not None and self.check_sidecar:
                self._store_blob(where, size, digest, what, path)  # there, of its size (not read)
            self.placeholders += 1
            if strings:
                count = ref.get("count")
                if not self.exact or isinstance(count, bool) or not isinstance(count, int) \
                        or not 0 <= count <= _MAX_FILL // 8:
                    return []
                self.inexact += 1  # the count is known, each string's size is not
                return [""] * count
            return bytes(size) if size < (1 << 16) else _Unread(size)
        if "offset" in ref and not strings:
            data = self._sidecar_range(offset, size, what, path)
            chunk = _CheckedBlob(data[offset:offset + size], self._sidecar_source, offset, digest,
                                 WeightsError(f"{what}: the sidecar bytes do not match the digest", path=path),
                                 self._sidecar_fd)
            if size < CHECK_AT_FETCH or eager:
                chunk.verify()  # small, or about to be read whole anyway: check now
            elif self._digests is not None:
                chunk.digests = self._digests.digests
                chunk.slot = self._digests.slot(offset, size)  # hashed on the other cores from now on
            return chunk
        if where is not None:
            return self._from_store(where, size, digest, what, path, eager)
        if self.weights_from is not None:
            candidates = self._original_index().get(digest, [])
            if candidates:
                name = msg.get("name")
                best = next((c for c in candidates if c[0] == name), candidates[0])
                raw = best[1]
                if type(raw) is Blob and raw.source is not None and self._weights_fd is not None:
                    return _MappedBlob(raw.data, raw.source, raw.offset, self._weights_fd)
                return raw
            raise WeightsError(f"{what}: the original model has no payload with digest "
                               f"{digest[:16]}…", path=path)
        if self.fill == "zeros":
            return self._zeros(ref, msg, size, path, what, strings, field)
        raise WeightsError(
            f"{what}: its weights were stripped; build with weights_from=ORIGINAL.onnx "
            "(or fill=zeros for a structural test model)", path=path)

    def _sidecar_range(self, offset: int, size: int, what: str, path: str) -> Any:
        """The sidecar's mapped bytes, once ``offset``+``size`` is checked to lie in it, unshared."""
        data = self._sidecar_data(path)
        if offset + size > len(data):
            raise WeightsError(
                f"{what}: sidecar range {offset}+{size} is past the end of {self._sidecar_name!r} "
                f"({len(data)} bytes; truncated?)", path=path)
        self._claim(offset, size, what, path)
        return data

    def _zeros(self, ref: dict[str, Any], msg: dict[str, Any], size: int, path: str, what: str,
               strings: bool, field: str = "raw_data") -> Any:
        """Zeros for a stripped payload of ``field``, once the size fits the dims and the budget.

        The budget counts output bytes: every zero-filled payload of a build together may write at
        most 2 GiB (protobuf's limit), whatever field holds it (raw_data its size; a typed field its
        packed size, 4 or 8 bytes a float or double, 1 a varint zero; string_data 2 bytes an empty
        string, its tag and length). Nothing is held whole: large zeros are written from one shared
        chunk, typed and string payloads are handed back packed (:func:`_packed`), never as lists.
        """
        count: int | None = None
        elements = element_count(msg.get("dims", []))
        if strings:
            count = ref.get("count", 0)
            if isinstance(count, bool) or not isinstance(count, int) or count < 0:
                raise WeightsError(f"{what}: \"count\" must be a non-negative integer", path=path)
            if elements is not None and count != elements:
                raise WeightsError(f"{what}: \"count\" {count:,} does not match its dims "
                                   f"({elements:,} elements)", path=path)
            cost = count * 2
        else:
            want = expected_size(msg) if "data_type" in msg else None
            if want is not None and want != size:
                raise WeightsError(f"{what}: \"size\" {size:,} does not match its data_type and dims "
                                   f"({want:,} bytes)", path=path)
            cost = size if field == "raw_data" else _packed_size(field, msg, size)
        if cost > _MAX_FILL - self._filled:
            raise WeightsError(f"{what}: the zero-filled payloads of this document would write more than "
                               "2 GiB (protobuf's limit)", path=path)
        self._filled += cost
        if strings and count is not None:
            return _ZeroStrings(count)
        return _zero_bytes(size)

    def _claim(self, offset: int, size: int, what: str, path: str) -> None:
        """Refuse sidecar ranges that overlap without being identical."""
        if size == 0:
            return
        key = (offset, offset + size)
        i = bisect_left(self._ranges, key)
        if i < len(self._ranges) and self._ranges[i] == key:
            return
        for j in (i - 1, i):
            if 0 <= j < len(self._ranges):
                a, b = self._ranges[j]
                if a < key[1] and key[0] < b:
                    raise WeightsError(f"{what}: sidecar range {offset}+{size} overlaps another "
                                       f"range ({a}+{b - a})", path=path)
        self._ranges.insert(i, key)

    # -- for the compiled encoder (codec/encode.py, _piece_encode) -----------------------------
    def payload_paths(self, doc: Any, spec: MessageSpec) -> Any:
        """A function that tells the path of each payload message of ``doc`` (a message of
        ``spec``), as the encoder writes it; None for another object, or one found at two places."""
        paths: dict[int, str | None] = {}
        for msg, _mspec, path in iter_payload_messages(doc, spec):
            paths[id(msg)] = None if id(msg) in paths else path
        # The messages stay in the document while it is encoded, so their ids are theirs.
        return lambda message: paths.get(id(message))

    def checkpoint(self) -> tuple[int, list[tuple[int, int]]]:
        """What fetching payloads changes (the memory given to zeros, the sidecar ranges claimed),
        to :meth:`rewind` to before a pass whose work is given up."""
        return self._filled, list(self._ranges)

    def rewind(self, mark: tuple[int, list[tuple[int, int]]]) -> None:
        self._filled, self._ranges = mark[0], list(mark[1])

    # -- PayloadSource ------------------------------------------------------------------------
    def bytes_payload(self, ref: dict[str, Any], field: FieldSpec, message: dict[str, Any],
                      path: str) -> Any:
        data = self._fetch(ref, message, path, strings=False)
        if isinstance(data, list):
            raise WeightsError("the digest names a string payload, not bytes", path=path)
        want = expected_size(message) if "data_type" in message else None
        if want is not None and want != len(data):
            raise WeightsError(f"{tensor_name(message, path)}: its data_type and dims need {want} bytes "
                               f"but the payload has {len(data)}", path=path)
        return data

    def typed_payload(self, ref: dict[str, Any], field: FieldSpec, message: dict[str, Any],
                      path: str) -> list[Any] | PackedPayload:
        if field.name == "string_data":
            data = self._fetch(ref, message, path, strings=True, field=field.name)
            if isinstance(data, _ZeroStrings):  # each written as its tag and a zero length
                n = data.count
                unit = bytes([(field.number << 3) | 2, 0]) if field.number < 16 else None
                if unit is not None:
                    return PackedPayload(n, _repeated(unit, n), lambda: [""] * n)
                return [""] * n
            if not isinstance(data, list):
                raise WeightsError("the digest names a numeric payload, not strings", path=path)
            return data
        data = self._fetch(ref, message, path, strings=False, eager=True, field=field.name)
        if isinstance(data, (list, _ZeroStrings)):
            raise WeightsError("the digest names a string payload", path=path)
        want = expected_size(message)
        if want is not None and want != len(data):
            raise WeightsError(f"{tensor_name(message, path)}: its data_type and dims need {want} bytes "
                               f"but the payload has {len(data)}", path=path)
        try:
            if self.measure_only:
                # What raw_to_typed checks, without reading: the field can hold the type, whole elements.
                code, count = typed_layout(field.name, data_type_number(message.get("data_type")), len(data))
                if not self.exact:
                    return []
                if code in ("f", "d"):
                    return [0.0] * count  # fixed width: the encoded size is exact
                self.inexact += 1  # varints: each value's size depends on the value
                return [0] * count
            packed = _packed(field.name, message, data)  # zeros, float and double values: not a list
            if packed is not None:
                return packed
            return raw_to_typed(field.name, data_type_number(message.get("data_type")),
                                data.data if isinstance(data, Blob) else data)
        except ValueError as e:
            raise WeightsError(f"{tensor_name(message, path)}: {e} (was data_type edited?)",
                               path=path) from None


class _MappedBlob(Blob):
    """A payload of the weights_from model: written to the output by a copy in the kernel from ``fd``
    (the open model file), where the file system allows."""

    __slots__ = ("fd",)

    def __init__(self, data: Any, source: Any, offset: int, fd: int) -> None:
        super().__init__(data, source, offset)
        self.fd = fd

    def write_to(self, stream: IO[bytes]) -> None:
        _copy(stream, self, self.fd)


def _packed(field: str, message: dict[str, Any], data: Any) -> PackedPayload | None:
    """A typed payload as its packed bytes, never a list: zeros of a fill (one byte a varint
    element, written from the shared zero chunk), and float_data or double_data, whose packed bytes
    are their raw form. None for what only a list can give (other values of integer fields);
    ValueError when the field cannot hold the payload."""
    zeros = isinstance(data, (_Zeros, _ZeroBytes))
    dtype = data_type_number(message.get("data_type"))
    code, count = typed_layout(field, dtype, len(data))
    if code in ("f", "d"):
        if zeros:
            return PackedPayload(count, data, lambda: [0.0] * count)
        return PackedPayload(count, data, lambda: raw_to_typed(field, dtype, bytes(data)))
    if zeros:
        return PackedPayload(count, _zero_bytes(count), lambda: [0] * count)
    return None


def _packed_size(field: str, message: dict[str, Any], size: int) -> int:
    """The packed size of ``size`` raw-form zero bytes in typed ``field`` (``size`` when it cannot
    hold them: that is reported where they are read)."""
    try:
        code, count = typed_layout(field, data_type_number(message.get("data_type")), size)
    except ValueError:
        return size
    return count * (4 if code == "f" else 8 if code == "d" else 1)


class _ZeroStrings:
    """``count`` empty strings of a fill, not made yet."""

    __slots__ = ("count",)

    def __init__(self, count: int) -> None:
        self.count = count


def _repeated(unit: bytes, count: int) -> Any:
    """``unit`` ``count`` times: bytes when small, else written from one shared chunk."""
    size = len(unit) * count
    return _Repeated(unit, count) if size > _ZERO_CHUNK else unit * count


class _ZeroBytes(bytes):
    """A small run of zero bytes made for a fill (bytes, marked as zeros)."""


def _zero_bytes(size: int) -> Any:
    """``size`` zero bytes: one shared chunk written over and over when large."""
    return _Zeros(size) if size > _ZERO_CHUNK else _ZeroBytes(size)


class _Unread:
    """A payload that validation measured but did not read: its size, and zeros if ever read."""

    __slots__ = ("size",)

    def __init__(self, size: int) -> None:
        self.size = size

    def __len__(self) -> int:
        return self.size

    def __bytes__(self) -> bytes:
        return bytes(self.size)


_ZERO_CHUNK = 1 << 20
_ZEROS = bytes(_ZERO_CHUNK)


class _Zeros(Blob):
    """``size`` zero bytes that are never in memory at once: written from one shared zero chunk."""

    __slots__ = ("size",)

    def __init__(self, size: int) -> None:
        super().__init__(b"")
        self.size = size

    def __len__(self) -> int:
        return self.size

    def __bytes__(self) -> bytes:
        return bytes(self.size)

    def base64(self) -> str:
        return b64encode_zeros(self.size)

    def chunks(self, size: int = _ZERO_CHUNK) -> Iterator[Any]:
        step = max(1, min(size, _ZERO_CHUNK))
        zeros = memoryview(_ZEROS)
        for start in range(0, self.size, step):
            yield zeros[:min(step, self.size - start)]


class _Repeated(Blob):
    """``unit`` ``count`` times (the fields of a filled string payload), never in memory at once."""

    __slots__ = ("count", "unit")

    def __init__(self, unit: bytes, count: int) -> None:
        super().__init__(b"")
        self.unit = unit
        self.count = count

    def __len__(self) -> int:
        return len(self.unit) * self.count

    def __bytes__(self) -> bytes:
        return self.unit * self.count

    def chunks(self, size: int = _ZERO_CHUNK) -> Iterator[Any]:
        per = max(1, min(size, _ZERO_CHUNK) // len(self.unit))
        chunk = memoryview(self.unit * per)
        for start in range(0, self.count, per):
            yield chunk[:min(per, self.count - start) * len(self.unit)]


def b64encode_zeros(size: int) -> str:
    import base64  # lazy: only the inline writer of payloads uses it

    return base64.b64encode(bytes(size)).decode("ascii")


class _CheckedBlob(Blob):
    """A sidecar range that must match its digest. With :attr:`digests` (a large range of a build),
    it is hashed on the other cores while the output is written, and :meth:`finish_check` compares
    once everything is written; otherwise it is hashed while written (:meth:`write_to`, on a second
    core), or at once with :meth:`verify`. A mismatch raises ``error`` (the output is then
    discarded)."""

    __slots__ = ("digest", "digests", "error", "fd", "slot", "verified")

    def __init__(self, data: Any, source: Any, offset: int, digest: str, error: WeightsError,
                 fd: int | None = None) -> None:
        super().__init__(data, source, offset)
        self.digest = digest
        self.error = error
        self.verified = False
        self.fd = fd
        self.digests: Digests | None = None  # where the range's digest is being computed
        self.slot = 0

    def _check(self, digest: str) -> None:
        if digest != self.digest:
            raise self.error
        self.verified = True

    def write_to(self, stream: IO[bytes]) -> None:
        """Write the range, copied in the kernel; check it now, or (hashed on the other cores) in
        :meth:`finish_check`."""
        plain = Blob(self.data, self.source, self.offset)
        if self.verified or self.digests is not None:
            _copy(stream, plain, self.fd)
            return
        with _one_thread() as pool:
            self._check(copy_hashing(plain, stream, pool, self.fd))

    def finish_check(self) -> None:
        """Compare the digest computed while the output was written (raises ``error``)."""
        if not self.verified and self.digests is not None:
            self.digests.take_rest()  # every core on what is left: the ranges after this one too
            self._check(self.digests.result(self.slot))

    def verify(self) -> None:
        if not self.verified:
            digests = self.digests
            self._check(digests.result(self.slot) if digests is not None
                        else sha256_hex_many([Blob(self.data, self.source, self.offset)])[0])

    def chunks(self, size: int = 8 << 20) -> Iterator[Any]:
        if self.verified:
            yield from super().chunks(size)
            return
        if self.digests is not None:
            yield from super().chunks(size)
            self.verify()
            return
        h = sha256()
        with _one_thread() as pool:
            for chunk in super().chunks(size):
                pending = pool.submit(h.update, chunk)
                yield chunk
                pending.result()  # before the chunk's pages are released
        self._check(h.hexdigest())


def externalize(doc: dict[str, Any], *, base_dir: Path, out_dir: Path, trust_paths: bool = False,
                copy_name: str | None = None, copied: list[tuple[Path, Any]] | None = None) -> int:
    """Turn sidecar references into ONNX external data that points at the sidecar.

    The output model (in ``out_dir``) then references the sidecar instead of inlining it; this is
    how models over protobuf's 2 GiB limit are built. Every range is checked as a build that inlines
    it would check it (inside the file, not overlapping another, matching its digest and the
    tensor's dims), so a damaged sidecar is an error, not a model with wrong weights. Returns the
    number of payloads converted.

    ONNX external data must lie in the model's folder. A sidecar outside ``out_dir`` is referenced
    as ``copy_name`` (a file beside the output, the same bytes at the same offsets) when one is
    given, and (its path, the identity of the file checked here) appended to ``copied`` for the
    caller to copy (see :func:`file_identity`); otherwise it is refused.
    """
    envelope = doc.get(ENVELOPE_KEY)
    weights = envelope.get("weights") if isinstance(envelope, dict) else None
    ref = weights.get("sidecar") if isinstance(weights, dict) else None
    if ref is None:
        raise WeightsError("external_data=True needs a document whose weights are in a sidecar "
                           "(dump it with sidecar=PATH)", path="$onnxjson.weights")
    target = files.resolve_document_path(ref, base_dir, trust=trust_paths, what="sidecar")
    location = relative_reference(target, out_dir)
    if _leads_out(location):
        # The folders may be reached through symlinks: compare where they really are.
        location = relative_reference(target.resolve(), out_dir.resolve())
    if _leads_out(location):
        if copy_name is None or copied is None:
            raise WeightsError(
                f"the sidecar {ref!r} is not inside the output's folder, so ONNX external data cannot "
                "reference it; write the output beside the sidecar", path="$onnxjson.weights.sidecar")
        location = copy_name
    reg = registry()
    spec = reg.messages[str(envelope.get("type", "ModelProto"))] if isinstance(envelope, dict) \
        else reg.messages["ModelProto"]
    count = 0
    with PayloadResolver(envelope if isinstance(envelope, dict) else {}, base_dir=base_dir,
                         trust_paths=trust_paths) as sidecar:
        for msg, mspec, path in iter_payload_messages(doc, spec, reg):
            for field in ("raw_data", *TYPED_FIELDS):
                value = msg.get(field)
                if not isinstance(value, dict) or "offset" not in value:
                    continue
                fpath = f"{path}.{field}"
                if mspec.name == "TensorProto" and field != "raw_data":
                    dtype = data_type_number(msg.get("data_type"))
                    if (field, dtype) not in TYPED_CODES:
                        raise WeightsError(f"{tensor_name(msg, path)}: {field} cannot be external data",
                                           path=fpath)
                # Reads the range: offset/size/digest/overlap checks, with the resolver's messages.
                data = sidecar._fetch(value, msg, fpath, strings=False, eager=True)
                want = expected_size(msg) if mspec.name == "TensorProto" and "data_type" in msg else None
                if want is not None and want != len(data):
                    raise WeightsError(f"{tensor_name(msg, path)}: its data_type and dims need {want} "
                                       f"bytes but the payload has {len(data)}", path=fpath)
                offset, size = value["offset"], value["size"]
                del msg[field]
                msg.pop(LAYOUT_KEY, None)
                msg["external_data"] = [
                    {"key": "location", "value": location},
                    {"key": "offset", "value": str(offset)},
                    {"key": "length", "value": str(size)},
                ]
                msg["data_location"] = "EXTERNAL"
                count += 1
        if count and copied is not None and location == copy_name:
            copied.append((target, file_identity(sidecar._sidecar_input, target)))
    return count


def file_identity(src: files.Input | None, path: Path) -> tuple[int, int, int, int]:
    """What tells a file from another, or from itself changed: device, inode, size, mtime (of the
    file ``src`` was read from, else of ``path``; see :meth:`files.Input.identity`)."""
    if src is not None:
        return src.identity(path)
    st = os.stat(path)
    return st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns


def _leads_out(location: str) -> bool:
    return location == ".." or location.startswith("../") or os.path.isabs(location)
