"""dump of a graph-heavy model a piece of its graph at a time.

NOTE: a model's document takes about 1.7 KB of Python objects a node (dicts, lists, strings): a
300,000-node model's is 500 MiB. Decoded whole and then written, it is faulted in page by page
(system time that grows with it) and walked again by the writer and by its release long after it
left the caches, so each node cost more in a large model than in a small one
(docs/PERFORMANCE.md#streamed-dump). Here the graph's repeated message fields (``node``, ``initializer``,
``value_info``...) are decoded and written a piece at a time (:data:`PIECE_ENTRIES` fields or
:data:`PIECE_BYTES` of input), each piece let go before the next: the memory is one piece's, however
large the graph. A piece is small enough (:data:`PIECE_ENTRIES`) for its objects to stay in a
core's L2 cache while they are decoded, written and released: a piece of 1,024 fields of a
graph-heavy model held about 0.9 MB of objects, which the writer and the release met again after
they had left a 1 MiB L2 (32 misses a node in a simulated L2, 2 with 256 fields;
docs/PERFORMANCE.md#streamed-dump).

The text is the whole document's, byte for byte. The model without those fields is decoded and
written with one placeholder element in each of them; each piece is written by the same writer as
the elements of a list at the same depth (``{"graph": {field: piece}}``, whose first and last lines
are known), and the pieces' elements, joined as the writer joins elements, take the placeholder's
place. Only what a whole decode reads by its fast paths (canonical input) is read this way: the top
level reads as a model, with one graph field framed minimally; the graph's fields come in increasing
number order (each streamed field in one run); the rest and every piece are canonical
(:func:`~onnxjson.codec.decode.decode_canonical`, which gives what the whole decode gives for that
message, Blob offsets included); no piece holds external data (its files are protected before any
output is opened). Anything else is :class:`NotStreamable`, found before the output is opened or
while it is written (the output is then dropped), and the whole decode takes the model: the same
document, or the same error with its path.
"""

from __future__ import annotations

import io
from typing import IO, Any

from onnxjson import accel, jsonio, wire
from onnxjson.codec.decode import DecodeOptions, decode_canonical
from onnxjson.codec.document import reads_as_model, resolve_type, sniff, with_envelope
from onnxjson.codec.payload import any_external, payload_messages
from onnxjson.errors import OnnxJsonError
from onnxjson.proto import LEN, registry

__all__ = ["MIN_BYTES", "PIECE_BYTES", "PIECE_ENTRIES", "WRITE_BYTES", "NotStreamable", "Plan", "plan", "write"]

#: A piece ends after this many fields of the graph (its objects, about 0.85 KB a field of a
#: graph-heavy model, then fit in a 1 MiB L2 cache; see the module's note)...
PIECE_ENTRIES = 256
#: ... or before the field that would take it past this many bytes of input (a field may pass it).
PIECE_BYTES = 1 << 20
#: Graphs whose repeated message fields take fewer bytes than this are decoded whole.
MIN_BYTES = 256 << 10
#: The writer hands a piece's text on in pieces of this size: its buffer, freed after each piece,
#: stays below the allocator's threshold for handing memory back to the kernel (a buffer grown to
#: the piece's whole text was faulted in again for every piece: 16,000 page faults at 300k nodes).
WRITE_BYTES = 64 << 10
#: The model besides those fields is copied to be decoded: not when it is larger than this.
MAX_REST_BYTES = 64 << 20

_GRAPH_FIELD = 7  # ModelProto.graph
_PLACEHOLDER = "$onnxjson-piece"


class NotStreamable(Exception):
    """The model is not read a piece at a time (see the module's note): decode it whole."""


class Plan:
    """A model to write a piece at a time: ``doc`` holds one placeholder in each streamed field;
    ``runs``: (field name, the (start, stop) of each of its pieces in ``data``), in the document's
    order. (A plain class: a dataclass compiles its methods at import, in every dump's start-up.)"""

    __slots__ = ("data", "doc", "options", "runs", "source")

    def __init__(self, data: Any, source: Any, options: DecodeOptions, doc: dict[str, Any],
                 runs: list[tuple[str, list[tuple[int, int]]]]) -> None:
        self.data = data
        self.source = source
        self.options = options
        self.doc = doc
        self.runs = runs


def _pieces(data: Any, start: int, stop: int, entries: int, size: int) -> list[tuple[int, int, int]] | None:
    compiled = accel.compiled if accel.ENABLED else None
    if compiled is not None:
        found: list[tuple[int, int, int]] | None = compiled.field_pieces(data, start, stop, entries, size)
        return found
    return wire.field_pieces(data, start, stop, entries, size)


def plan(data: Any, *, type_name: str | None, options: DecodeOptions, source: Any = None) -> Plan | None:
    """The plan of a model to dump a piece at a time, or None when it is to be decoded whole.

    ``data`` is the model's bytes (``source``: the mapping behind them). Nothing is refused here: a
    model that does not decode, or decodes otherwise than by the fast paths, gives None.
    """
    reg = registry()
    if len(data) == 0 or sniff(data) is not None or not reads_as_model(data, reg):
        return None
    if type_name is not None:
        try:
            if resolve_type(type_name, reg).name != "ModelProto":
                return None
        except OnnxJsonError:
            return None
    top = _pieces(data, 0, len(data), 1, 0)
    graphs = [piece for piece in top or () if piece[0] == _GRAPH_FIELD]
    if len(graphs) != 1:
        return None
    _, g_start, g_stop = graphs[0]
    _, pos = wire.read_varint(data, g_start, g_stop)
    length, body = wire.read_varint(data, pos, g_stop)
    if bytes(data[g_start:body]) != wire.encode_tag(_GRAPH_FIELD, LEN) + wire.encode_varint(length):
        return None
    graph_spec = reg.messages["GraphProto"]
    streamable = {f.number: f.name for f in graph_spec.ordered() if f.repeated and f.kind == "message"}
    parts = _pieces(data, body, g_stop, PIECE_ENTRIES, PIECE_BYTES)
    if parts is None:
        return None
    runs: dict[int, list[tuple[int, int]]] = {}
    rest: list[tuple[int, int]] = []
    last = 0
    for number, start, stop in parts:
        if number < last:  # out of order: the whole decode's layout record says how
            return None
        last = number
        if number in streamable:
            runs.setdefault(number, []).append((start, stop))
        else:
            rest.append((start, stop))
    if sum(stop - start for pieces in runs.values() for start, stop in pieces) < max(MIN_BYTES, 1):
        return None
    if g_start + (len(data) - g_stop) + sum(stop - start for start, stop in rest) > MAX_REST_BYTES:
        return None
    graph_rest = b"".join(bytes(data[start:stop]) for start, stop in rest)
    reduced = b"".join((bytes(data[:g_start]), wire.encode_tag(_GRAPH_FIELD, LEN),
                        wire.encode_varint(len(graph_rest)), graph_rest, bytes(data[g_stop:])))
    body_doc = decode_canonical(reduced, reg.messages["ModelProto"], reg, options)
    graph = body_doc.get("graph") if body_doc is not None else None
    if body_doc is None or type(graph) is not dict:
        return None
    merged: dict[str, Any] = {}
    order: list[tuple[str, list[tuple[int, int]]]] = []
    for f in graph_spec.ordered():  # a canonical document's keys come in field-number order
        if f.number in runs:
            merged[f.name] = [{_PLACEHOLDER: len(order)}]
            order.append((f.name, runs[f.number]))
        elif f.name in graph:
            merged[f.name] = graph[f.name]
    if len(merged) != len(graph) + len(order):  # a key that is not a field of the graph
        return None
    body_doc["graph"] = merged
    return Plan(data, source, options, with_envelope("ModelProto", body_doc), order)


def _placeholder_text(index: int) -> bytes:
    """The text of the placeholder element ``index`` (at the depth of the graph's fields' elements)."""
    return b'      {\n        "' + _PLACEHOLDER.encode() + b'": ' + str(index).encode() + b"\n      }"


class _Elements:
    """The stream a piece is written to as ``{"graph": {name: piece}}``: only its elements go on."""

    __slots__ = ("_head", "_head_left", "_held", "_out", "_suffix", "written")

    def __init__(self, out: IO[bytes], name: str) -> None:
        self._out = out
        self._head = b'{\n  "graph": {\n    "' + name.encode() + b'": [\n'
        self._head_left = len(self._head)
        self._suffix = b"\n    ]\n  }\n}\n"
        self._held = b""
        self.written = 0

    def write(self, data: Any) -> int:
        view = memoryview(data).cast("B")
        n = len(view)
        if self._head_left:
            take = min(self._head_left, n)
            at = len(self._head) - self._head_left
            if view[:take] != self._head[at:at + take]:
                raise NotStreamable
            self._head_left -= take
            view = view[take:]
        keep = len(self._suffix)
        if len(view) >= keep:
            if self._held:
                self._out.write(self._held)
                self.written += len(self._held)
            if len(view) > keep:
                self._out.write(view[:len(view) - keep])
                self.written += len(view) - keep
            self._held = bytes(view[len(view) - keep:])
        elif view:
            held = self._held + bytes(view)
            if len(held) > keep:
                self._out.write(held[:len(held) - keep])
                self.written += len(held) - keep
                held = held[len(held) - keep:]
            self._held = held
        return n

    def flush(self) -> None:
        pass

    def end(self) -> None:
        """Check that the piece's text ended as a list at this depth ends."""
        if self._head_left or self._held != self._suffix:
            raise NotStreamable


def write(work: Plan, stream: IO[bytes]) -> int:
    """Write the document of ``work`` to ``stream``; return the bytes written.

    Raises:
        NotStreamable: a piece is not read by the fast paths, or holds external data (the text
            written so far is to be dropped).
    """
    with jsonio.keeping_encode_buffers():
        return _write(work, stream)


def _write(work: Plan, stream: IO[bytes]) -> int:
    reg = registry()
    graph_spec = reg.messages["GraphProto"]
    rest = io.BytesIO()
    jsonio.write_document(work.doc, rest)
    value = rest.getvalue()
    text = memoryview(value)
    written = 0
    pos = 0
    for index, (name, pieces) in enumerate(work.runs):
        mark = _placeholder_text(index)
        at = value.find(mark, pos)
        if at < 0:
            raise NotStreamable
        stream.write(text[pos:at])
        written += at - pos
        for number, (start, stop) in enumerate(pieces):
            piece = decode_canonical(work.data, graph_spec, reg, work.options, work.source, start=start, stop=stop,
                                     depth=2)
            if piece is None or list(piece) != [name]:
                raise NotStreamable
            if any_external(payload_messages(piece, graph_spec, reg)):
                raise NotStreamable  # its files were not protected before the output was opened
            if number:
                stream.write(b",\n")
                written += 2
            elements = _Elements(stream, name)
            try:
                jsonio.write_document({"graph": piece}, elements,  # type: ignore[arg-type]
                                      flush_bytes=WRITE_BYTES)
            except (ValueError, TypeError, OnnxJsonError):
                raise NotStreamable from None  # the whole document's writer says where
            elements.end()
            written += elements.written
            del piece
        pos = at + len(mark)
    stream.write(text[pos:])
    return written + len(text) - pos
