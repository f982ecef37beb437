"""Document → protobuf bytes.

NOTE: the encoder is the decoder's mirror: one walker over the same descriptors. A message without
``$layout`` is written canonically. A message with one replays it, after checking every part of it
against the document (see :mod:`onnxjson.codec.layout`); what no longer fits is written canonically.
Output is a list of parts: small pieces are gathered in a bytearray, large payloads (Blob slices of
an input, sidecar ranges) are kept as views and written straight to the destination, so a 1 GB model
is never copied into one Python object.
"""

from __future__ import annotations

import difflib
import struct
from collections.abc import Callable, Iterator
from typing import Any, Protocol, cast

from onnxjson import accel
from onnxjson._digest import sha256
from onnxjson._gc import paused
from onnxjson._stack import Walk, frames_left, run
from onnxjson.codec import fastencode
from onnxjson.codec.compiled import compiled_checker, compiled_encoder, compiled_piece_encoder
from onnxjson.codec.layout import LAYOUT_KEY, UNKNOWN_KEY, parse_run
from onnxjson.codec.tensors import data_type_number, values_to_raw
from onnxjson.codec.values import (
    BYTES_KEY,
    Base64Text,
    Blob,
    LongText,
    as_text,
    b64decode,
    describe,
    double_from_doc,
    float32_from_doc,
    rounding_hint,
    text_from_doc,
)
from onnxjson.errors import BuildError, OnnxJsonError
from onnxjson.options import DEFAULTS
from onnxjson.proto import EGROUP, I32, I64, LEN, SGROUP, VARINT, FieldSpec, MessageSpec, Registry, registry
from onnxjson.proto.forms import BASE64, BOOLEAN, ENUM_NAME, FLOAT32, FLOAT64, TEXT
from onnxjson.wire import (
    FIXED_FORMATS,
    INT_RANGES,
    MAX_FRAMING_BYTES,
    MAX_VARINT_BYTES,
    TruncatedError,
    VarintError,
    decode_scalar,
    encode_varint,
    read_varint,
    whole_fields,
)

__all__ = ["Out", "PayloadSource", "check_message", "encode_message", "encode_unknown_entries", "reads_as_message"]

_BIG = 1 << 16
#: A nested message of at least this many bytes is kept as a part of its parent, not copied (see Out).
_NESTED_PART = 1 << 12
#: Frames kept free under the fast path's deepest message (its helpers, the caller's handlers).
_FAST_FRAMES_SPARE = 100
_INT_RANGES = INT_RANGES
_FIXED = FIXED_FORMATS
_WIRE_BY_NAME = {"varint": VARINT, "i64": I64, "len": LEN, "group": SGROUP, "i32": I32}
_RESERVED = (LAYOUT_KEY, UNKNOWN_KEY)


class PayloadSource(Protocol):
    """Supplies payloads that a document holds by reference (stripped or in a sidecar)."""

    def bytes_payload(self, ref: dict[str, Any], field: FieldSpec, message: dict[str, Any],
                      path: str) -> bytes | memoryview: ...

    def typed_payload(self, ref: dict[str, Any], field: FieldSpec, message: dict[str, Any],
                      path: str) -> list[Any] | PackedPayload: ...


#: A packed payload of at least this many bytes is written as a part of its own (streamed: a fill's
#: zeros from one shared chunk); a smaller one is copied in, as bytes any encoder path takes.
_PACKED_PART = 1 << 24


class PackedPayload:
    """A typed payload given by its packed encoding rather than a list: ``count`` elements whose
    packed bytes are ``data`` (bytes or a :class:`Blob`, e.g. zeros written from one shared chunk).
    The encoder writes ``data`` as it is; only a message whose ``$layout`` record must be replayed
    element by element asks for the list (``elements()``). A payload source hands one back where a
    list would take several times the output's bytes (a float is 32 bytes in a list, 4 packed)."""

    __slots__ = ("count", "data", "elements")

    def __init__(self, count: int, data: Any, elements: Callable[[], list[Any]]) -> None:
        self.count = count
        self.data = data
        self.elements = elements

    def __len__(self) -> int:
        return self.count


class _Base64Part:
    """A long base64 string (a ``str`` or a :class:`LongText` still in the document's text), decoded
    only when written, so its bytes never sit in memory whole."""

    __slots__ = ("path", "payload")

    def __init__(self, text: str | LongText, path: Where) -> None:
        try:
            self.payload = Base64Text(text)
        except ValueError as e:
            raise BuildError(str(e), path=str(path)) from None
        self.path = path

    def __len__(self) -> int:
        return len(self.payload)

    def chunks(self, size: int = 8 << 20) -> Iterator[bytes]:
        try:
            yield from self.payload.chunks(size)
        except ValueError as e:
            raise BuildError(str(e), path=str(self.path)) from None

    @property
    def data(self) -> bytes:
        return b"".join(self.chunks())


class Out:
    """Encoded bytes as parts: small writes gathered, big payloads kept as views.

    A nested message of at least :data:`_NESTED_PART` bytes is kept as a part of its parent (an
    ``Out`` of its own) rather than copied into it: a message nested a level deeper is copied no
    more than a bounded number of bytes, so a chain of 100,000 messages is not copied 100,000
    times over. The parts are read in order, nested or not, without recursion (:meth:`_leaves`).
    """

    __slots__ = ("buf", "parts", "size")

    def __init__(self) -> None:
        self.buf = bytearray()
        self.parts: list[Any] = []
        self.size = 0  # bytes in parts (not counting buf)

    def __len__(self) -> int:
        return self.size + len(self.buf)

    def write(self, data: Any) -> None:
        if len(data) >= _BIG:
            self._flush()
            self.parts.append(data)
            self.size += len(data)
        else:
            self.buf += data.data if isinstance(data, (Blob, _Base64Part)) else data

    def _flush(self) -> None:
        if self.buf:
            self.parts.append(bytes(self.buf))
            self.size += len(self.buf)
            self.buf = bytearray()

    def extend(self, child: Out) -> None:
        if not child.parts and len(child.buf) < _NESTED_PART:
            self.buf += child.buf
            return
        self._flush()
        self.parts.append(child)
        self.size += len(child)

    def _leaves(self) -> Iterator[Any]:
        """The parts in order, those of nested messages in their place, and the gathered bytes."""
        stack: list[Any] = [self]
        while stack:
            item = stack.pop()
            if isinstance(item, Out):
                if item.buf:
                    stack.append(item.buf)
                stack.extend(reversed(item.parts))
            else:
                yield item

    def chunks(self) -> Iterator[Any]:
        """The bytes in order; a Blob part is read piecewise, releasing its mapped pages. Small
        pieces (the heads of nested messages) are joined, up to :data:`_BIG` bytes a chunk."""
        pending = bytearray()
        for leaf in self._leaves():
            if isinstance(leaf, (bytes, bytearray)) and len(leaf) < _BIG:
                pending += leaf
                if len(pending) >= _BIG:
                    yield bytes(pending)
                    pending = bytearray()
                continue
            if pending:
                yield bytes(pending)
                pending = bytearray()
            yield from self._pieces(leaf)
        if pending:
            yield pending

    def plain(self) -> bytes | bytearray | None:
        """All the bytes, when no part is a payload read from elsewhere; else None."""
        if not self.parts:
            return self.buf  # not copied: the usual case, a message without large parts
        leaves = list(self._leaves())
        if not all(isinstance(leaf, (bytes, bytearray)) for leaf in leaves):
            return None
        return b"".join(leaves)

    @staticmethod
    def _pieces(part: Any) -> Iterator[Any]:
        if isinstance(part, (Blob, _Base64Part)):
            yield from part.chunks()
        else:
            yield part

    def write_to(self, stream: Any) -> None:
        """Write everything to ``stream``; parts that know a faster way (kernel copies) use it.

        Parts that check themselves (sidecar ranges against their digests, hashed on the other cores
        while the output is written) are checked once it is all written, in output order: the first
        that does not match raises, before the caller commits the output.
        """
        self._write_parts(stream)
        for part in self._leaves():
            finish = getattr(part, "finish_check", None)
            if finish is not None:
                finish()

    def _write_parts(self, stream: Any) -> None:
        pending = bytearray()
        for part in self._leaves():
            if isinstance(part, (bytes, bytearray)) and len(part) < _BIG:
                pending += part
                if len(pending) >= _BIG:
                    stream.write(pending)
                    pending = bytearray()
                continue
            if pending:
                stream.write(pending)
                pending = bytearray()
            write = getattr(part, "write_to", None)
            if write is not None:
                write(stream)
            else:
                for chunk in self._pieces(part):
                    stream.write(chunk)
        if pending:
            stream.write(pending)

    def getvalue(self) -> bytes:
        # Through chunks(), not ``.data``: a part may check itself while it is read (sidecar digests).
        if not self.parts:
            return bytes(self.buf)
        return b"".join(bytes(chunk) for chunk in self.chunks())


def _varint_from_hex(text: object) -> tuple[int, int] | None:
    """(value, byte length) of a hex-written varint, or None when it is not exactly one varint."""
    text = as_text(text)
    if not isinstance(text, str):
        return None
    try:
        raw = bytes.fromhex(text)
        value, end = read_varint(raw, 0, len(raw))
    except (ValueError, TruncatedError, VarintError):
        return None
    return (value, len(raw)) if end == len(raw) else None


def _one_value(wire_type: int, raw: bytes) -> bool:
    """Whether ``raw`` is exactly one value of the wire type (so replaying it keeps the wire valid)."""
    if wire_type == VARINT:
        return _varint_from_hex(raw.hex()) is not None
    if wire_type == I32:
        return len(raw) == 4
    if wire_type == I64:
        return len(raw) == 8
    return wire_type == LEN


def _cleared(runs: list[tuple[int | None, bool, int]], fields: dict[int, FieldSpec],
             shown: dict[int, Any]) -> dict[int, int] | None:
    """How many occurrences of each singular field in ``runs`` a parser drops: a scalar's all but
    the last; a message's those before the last occurrence of another member of its oneof; every
    occurrence of a oneof member when another member comes last. None when the fields the document
    shows (``shown``) are not the ones a parser keeps from these runs.
    """
    counts: dict[int, int] = {}
    cleared: dict[int, int] = {}
    last_of: dict[str, int] = {}  # oneof -> the member that occurred last
    for number, _, count in runs:
        if number is None or fields[number].repeated:
            continue
        f = fields[number]
        if f.oneof is not None:
            previous = last_of.get(f.oneof)
            if previous is not None and previous != number:
                cleared[previous] = counts[previous]
            last_of[f.oneof] = number
        counts[number] = counts.get(number, 0) + count
    for number, total in counts.items():
        f = fields[number]
        kept = f.oneof is None or last_of[f.oneof] == number
        if kept != (number in shown):
            return None
        if not kept:
            cleared[number] = total
        elif f.kind != "message":
            cleared[number] = total - 1
        else:
            cleared.setdefault(number, 0)
    return cleared


def _override(table: Any, key: str, expect: int, limit: int = MAX_FRAMING_BYTES) -> bytes | None:
    """Raw bytes of an override when it still decodes to ``expect`` in at most ``limit`` bytes.

    Tags and lengths are limited to the 5 bytes protobuf parsers read; a longer raw form could only
    have been written by hand (the decoder refuses such input) and is not replayed.
    """
    if not isinstance(table, dict):
        return None
    text = as_text(table.get(key))
    if text is None:
        return None
    parsed = _varint_from_hex(text)
    if parsed is None or parsed[0] != expect or parsed[1] > limit:
        return None
    return bytes.fromhex(text)


class _Encoder:
    def __init__(self, registry: Registry, payloads: PayloadSource | None, max_depth: int = DEFAULTS.max_depth) -> None:
        self.registry = registry
        self.payloads = payloads
        self.max_depth = max_depth
        self.depth = 0

    def fail(self, message: str, path: Where) -> BuildError:
        return BuildError(message, path=str(path))

    # -- fields -----------------------------------------------------------------------------
    def collect(self, doc: Any, spec: MessageSpec, path: Where) -> list[tuple[FieldSpec, list[Any] | PackedPayload]]:
        if not isinstance(doc, dict):
            raise self.fail(f"expected an object for {spec.name}, got {describe(doc)}", path)
        present: list[tuple[FieldSpec, list[Any] | PackedPayload]] = []
        by_name = spec.by_name
        for key, value in doc.items():
            f = by_name.get(key)
            if f is None:
                if key in _RESERVED:
                    continue
                raise self.fail(self._unknown_key(key, spec), _join(path, key))
            if value is None:
                continue  # null means absent
            if f.repeated:
                if isinstance(value, dict) and (f.kind != "message"):
                    value = self.typed_payload(value, f, doc, _join(path, key))
                    if type(value) is PackedPayload and LAYOUT_KEY in doc:
                        value = value.elements()  # replayed element by element
                if not isinstance(value, (list, PackedPayload)):
                    raise self.fail(f"expected an array, got {describe(value)}", _join(path, key))
                present.append((f, value))
            else:
                present.append((f, [value]))
        present.sort(key=lambda item: item[0].number)
        return present

    def _unknown_key(self, key: str, spec: MessageSpec) -> str:
        close = difflib.get_close_matches(key, list(spec.by_name), n=1, cutoff=0.7)
        hint = f"; did you mean \"{close[0]}\"?" if close else ""
        return f"\"{key}\" is not a field of {spec.name}{hint}"

    def typed_payload(self, ref: dict[str, Any], f: FieldSpec, doc: dict[str, Any],
                      path: Where) -> list[Any] | PackedPayload:
        if self.payloads is None:
            raise self.fail(_NO_WEIGHTS, path)
        source: Any = self.payloads
        if LAYOUT_KEY in doc and getattr(source, "measure_only", False):
            # The record's runs count the elements: measured payloads need their element count too.
            source.exact += 1
            try:
                return source.typed_payload(ref, f, doc, str(path))
            finally:
                source.exact -= 1
        return self.payloads.typed_payload(ref, f, doc, str(path))

    def scalar_raw(self, f: FieldSpec, value: Any, path: Where) -> int:
        """The varint value (before encoding) of an integer-like scalar."""
        kind = f.kind
        if f.form == ENUM_NAME and isinstance(value, str):
            enum = self.registry.enums[f.enum or ""]
            number = enum.by_name.get(value)
            if number is None:
                close = difflib.get_close_matches(value, list(enum.by_name), n=1, cutoff=0.6)
                hint = f"; did you mean \"{close[0]}\"?" if close else ""
                raise self.fail(f"\"{value}\" is not a {f.enum} name{hint}", path)
            value = number
        if f.form == BOOLEAN:
            if not isinstance(value, bool):
                raise self.fail(f"expected true or false, got {describe(value)}", path)
            return int(value)
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, float) and value.is_integer():
                value = int(value)
            else:
                raise self.fail(f"expected an integer, got {describe(value)}", path)
        lo, hi = _INT_RANGES[kind]
        if not lo <= value <= hi:
            raise self.fail(f"{value} is out of range for {kind} ({lo}..{hi}){rounding_hint(value, lo, hi)}", path)
        if kind in ("sint32", "sint64"):
            return (value << 1) ^ -1 if value < 0 else value << 1
        return value & ((1 << 64) - 1)

    def value_bytes(self, f: FieldSpec, value: Any, doc: dict[str, Any], path: Where) -> Any:
        """Encoded value of one element, without tag (and without length prefix for LEN)."""
        kind = f.kind
        wt = f.wire_type
        if wt == VARINT:
            return encode_varint(self.scalar_raw(f, value, path))
        try:
            if f.form == FLOAT32:
                return float32_from_doc(value)
            if f.form == FLOAT64:
                return double_from_doc(value)
        except ValueError as e:
            raise self.fail(str(e), path) from None
        if kind in _FIXED:
            if isinstance(value, float) and value.is_integer():
                value = int(value)  # as varint fields take it (JSON -0 reads as -0.0)
            elif isinstance(value, bool) or not isinstance(value, int):
                raise self.fail(f"expected an integer, got {describe(value)}", path)
            lo, hi = _INT_RANGES[kind]
            if not lo <= value <= hi:
                raise self.fail(f"{value} is out of range for {kind} ({lo}..{hi}){rounding_hint(value, lo, hi)}", path)
            return struct.pack(_FIXED[kind], value)
        if f.form == TEXT:
            if isinstance(value, dict) and len(value) == 1 and isinstance(value.get(BYTES_KEY), LongText):
                return _Base64Part(value[BYTES_KEY], path)
            try:
                return text_from_doc(value)
            except ValueError as e:
                raise self.fail(str(e), path) from None
        if f.form == BASE64:
            return self.bytes_value(f, value, doc, path)
        raise self.fail(f"cannot encode field kind {kind}", path)

    def bytes_value(self, f: FieldSpec, value: Any, doc: dict[str, Any], path: Where) -> Any:
        if isinstance(value, Blob):
            return value
        if isinstance(value, LongText) or (isinstance(value, str) and len(value) >= _BIG):
            return _Base64Part(value, path)  # decoded piecewise while the output is written
        if isinstance(value, str):
            try:
                return b64decode(value)
            except ValueError as e:
                raise self.fail(str(e), path) from None
        if isinstance(value, dict):
            if "values" in value and len(value) == 1:
                dtype = data_type_number(doc.get("data_type"))
                if dtype is None:
                    raise self.fail("\"values\" needs the tensor's data_type", path)
                try:
                    return values_to_raw(dtype, value["values"])
                except ValueError as e:
                    raise self.fail(str(e), path) from None
            if BYTES_KEY in value and len(value) == 1:
                if isinstance(value[BYTES_KEY], LongText):
                    return _Base64Part(value[BYTES_KEY], path)
                try:
                    return b64decode(value[BYTES_KEY])
                except ValueError as e:
                    raise self.fail(str(e), path) from None
            if self.payloads is None:
                raise self.fail(_NO_WEIGHTS, path)
            return self.payloads.bytes_payload(value, f, doc, str(path))
        raise self.fail(f"expected base64 bytes, got {describe(value)}", path)

    # -- messages -----------------------------------------------------------------------------
    def message(self, doc: Any, spec: MessageSpec, path: Where) -> Out:
        """Encode ``doc`` as a message of ``spec`` one level below ``self.depth``."""
        out: Out = run(self._message(doc, spec, path))
        return out

    def _message(self, doc: Any, spec: MessageSpec, path: Where) -> Walk[Out]:
        """The walk of :meth:`message`: each nested message is a child walk (see onnxjson._stack)."""
        if self.depth >= self.max_depth:
            raise self.fail(f"messages nested deeper than {self.max_depth} levels "
                            "(raise the limit with max_depth=N)", path)
        self.depth += 1
        try:
            out: Out = yield from self._fields(doc, spec, path)
        finally:
            self.depth -= 1
        return out

    def _fields(self, doc: Any, spec: MessageSpec, path: Where) -> Walk[Out]:
        present = self.collect(doc, spec, path)
        unknown = doc.get(UNKNOWN_KEY)
        if unknown is not None and not isinstance(unknown, list):
            raise self.fail(f"expected an array of unknown fields, got {describe(unknown)}",
                            _join(path, UNKNOWN_KEY))
        unknown = unknown or []
        layout = doc.get(LAYOUT_KEY)
        out = Out()
        if layout is not None:
            # collect gives lists only where a layout record is to be replayed (PackedPayload.elements)
            lists = cast("list[tuple[FieldSpec, list[Any]]]", present)
            if (yield from self.replay(out, layout, lists, unknown, doc, spec, path)):
                return out
            out = Out()
        for f, values in present:
            fpath = _join(path, f.name)
            if isinstance(values, PackedPayload):  # never a list; streamed when large
                data = values.data
                if f.packed:
                    out.write(encode_varint((f.number << 3) | LEN))
                    out.write(encode_varint(len(data)))
                # else: data holds whole fields, each with its tag (a fill's empty strings)
                out.write(data if len(data) >= _PACKED_PART else bytes(data))
                continue
            if f.form == TEXT and not f.packed:
                # Hot path: plain strings (names, node inputs/outputs) written without detours.
                tag = encode_varint((f.number << 3) | LEN)
                buf = out.buf
                for i, v in enumerate(values):
                    data = None
                    if type(v) is str:
                        try:
                            data = v.encode("utf-8")
                        except UnicodeEncodeError:
                            data = None
                    if data is None:
                        data = self.value_bytes(f, v, doc, _Path(fpath, i) if f.repeated else fpath)
                        if not isinstance(data, bytes):  # a long {"$bytes"}, decoded while written
                            out.write(tag)
                            out.write(encode_varint(len(data)))
                            out.write(data)
                            buf = out.buf
                            continue
                    buf += tag
                    buf += encode_varint(len(data))
                    buf += data
                continue
            if f.packed:
                if not values:
                    continue
                payload = Out()
                for i, v in enumerate(values):
                    payload.write(self.value_bytes(f, v, doc, _Path(fpath, i)))
                out.write(encode_varint((f.number << 3) | LEN))
                out.write(encode_varint(len(payload)))
                out.extend(payload)
                continue
            if f.kind == "message":
                tag = encode_varint((f.number << 3) | LEN)
                sub = self.registry.messages[f.message or ""]
                for i, v in enumerate(values):
                    child = yield self._message(v, sub, _Path(fpath, i) if f.repeated else fpath)
                    out.write(tag)
                    out.write(encode_varint(len(child)))
                    out.extend(child)
            elif f.repeated:
                for i, v in enumerate(values):
                    self.element(out, f, v, doc, _Path(fpath, i), None, None)
            else:
                self.element(out, f, values[0], doc, fpath, None, None)
        for i, entry in enumerate(unknown):
            yield self.unknown_entry(out, entry, _Path(_Path(path, UNKNOWN_KEY), i), spec)
        return out

    def element(self, out: Out, f: FieldSpec, value: Any, doc: dict[str, Any], path: Where,
                tag: bytes | None, length: Any) -> None:
        """Write one unpacked occurrence of a field that is not a message; ``tag``/``length`` are the
        recorded overrides (or None)."""
        out.write(tag or encode_varint((f.number << 3) | f.wire_type))
        data = self.value_bytes(f, value, doc, path)
        if f.wire_type == LEN:
            out.write(self._len(length, len(data)))
        out.write(data)

    @staticmethod
    def _len(override: Any, n: int) -> bytes:
        return _override({"n": override}, "n", n) or encode_varint(n)

    def replay(self, out: Out, layout: Any, present: list[tuple[FieldSpec, list[Any]]],
               unknown: list[Any], doc: dict[str, Any], spec: MessageSpec, path: Where) -> Walk[bool]:
        """Write the message as its layout record says; False when the record no longer fits."""
        if not isinstance(layout, dict) or not isinstance(layout.get("runs"), list):
            return False
        runs = []
        totals: dict[int | None, int] = {}
        for text in layout["runs"]:
            parsed = parse_run(text)
            if parsed is None:
                return False
            runs.append(parsed)
            totals[parsed[0]] = totals.get(parsed[0], 0) + parsed[2]
        by_number = {f.number: (f, values) for f, values in present}
        earlier = layout.get("earlier") or {}
        split = layout.get("split") or {}
        if not isinstance(earlier, dict) or not isinstance(split, dict):
            return False
        spec_fields: dict[int, FieldSpec] = {}
        for number in totals:
            if number is not None:
                f = spec.fields.get(number)
                if f is None:
                    return False
                spec_fields[number] = f
        if set(by_number) - set(spec_fields):
            return False
        cleared = _cleared(runs, spec_fields, by_number)
        if cleared is None:
            return False
        # Per singular field: the raw occurrences the document does not show ("earlier"), then
        # those it shows (a message's split, or its one value).
        pieces: dict[int, list[bytes]] = {}
        splits: dict[int, list[bytes]] = {}
        for number, total in totals.items():
            if number is None:
                if total != len(unknown):
                    return False
                continue
            f = spec_fields[number]
            if f.repeated:
                if total != len(by_number[number][1]):
                    return False
                continue
            hidden = cleared[number]
            prior = earlier.get(str(number), [])
            if not isinstance(prior, list) or len(prior) != hidden:
                return False
            if hidden:
                try:
                    pieces[number] = [bytes.fromhex(as_text(h)) for h in prior]
                except (TypeError, ValueError):
                    return False
                if not all(self._replayable(f, raw) for raw in pieces[number]):
                    return False
            if number in by_number and self._unknown_enum_number(f, by_number[number][1][0]):
                # A number its closed enum does not know, written by hand (the decoder keeps such a
                # value in $unknown): to a parser an unknown field, which leaves an earlier value
                # in place and sits among the unknown fields by its place, so it is written
                # canonically, where the document puts it (the message's fields, then $unknown).
                return False
            shown = total - hidden
            if shown > 1:  # only a message shows more than one occurrence: merged (see _cleared)
                got = yield from self._split(split.get(str(number)), shown, f, by_number[number][1][0], path)
                if got is None:
                    return False
                splits[number] = got
        if totals.get(None, 0) != len(unknown):  # every unknown entry has its place in the runs
            return False
        for number, packed, _ in runs:
            if packed and (number not in spec_fields or not spec_fields[number].packable):
                return False
        tags = layout.get("tag") or {}
        lens = layout.get("len") or {}
        varints = layout.get("varint") or {}
        cursor: dict[int | None, int] = {}
        for r, (number, packed, count) in enumerate(runs):
            start = cursor.get(number, 0)
            cursor[number] = start + count
            if number is None:
                for i in range(start, start + count):
                    yield self.unknown_entry(out, unknown[i], _Path(_Path(path, UNKNOWN_KEY), i), spec)
                continue
            f = spec_fields[number]
            values = by_number[number][1] if number in by_number else []
            fpath = _join(path, f.name)
            if packed:
                key = (number << 3) | LEN
                out.write(_override(tags, str(r), key) or encode_varint(key))
                payload = Out()
                for j in range(count):
                    v = values[start + j]
                    vpath = _Path(fpath, start + j)
                    data = None
                    if f.wire_type == VARINT:
                        data = self._value_override(varints, f"{r}.{j}", f, v, vpath)
                    payload.write(data or self.value_bytes(f, v, doc, vpath))
                out.write(self._len(lens.get(str(r)) if isinstance(lens, dict) else None, len(payload)))
                out.extend(payload)
                continue
            key = (number << 3) | f.wire_type
            for j in range(count):
                index = start + j
                tag = _override(tags, f"{r}.{j}", key)
                length = lens.get(f"{r}.{j}") if isinstance(lens, dict) else None
                vpath = _Path(fpath, index) if f.repeated else fpath
                if not f.repeated and (number in pieces or number in splits):
                    chunk = pieces.get(number, [])
                    data = None
                    if index < len(chunk):
                        data = chunk[index]
                    elif number in splits:
                        data = splits[number][index - len(chunk)]
                    if data is not None:
                        out.write(tag or encode_varint(key))
                        if f.wire_type == LEN:
                            out.write(self._len(length, len(data)))
                        out.write(data)
                        continue
                v = values[index if f.repeated else 0]
                if f.wire_type == VARINT:
                    raw = self._value_override(varints, f"{r}.{j}", f, v, vpath)
                    if raw is not None:
                        out.write(tag or encode_varint(key))
                        out.write(raw)
                        continue
                if f.kind == "message":
                    child = yield self._message(v, self.registry.messages[f.message or ""], vpath)
                    out.write(tag or encode_varint(key))
                    out.write(self._len(length, len(child)))
                    out.extend(child)
                else:
                    self.element(out, f, v, doc, vpath, tag, length)
        return True

    def _replayable(self, f: FieldSpec, raw: bytes) -> bool:
        """Whether ``raw`` is one occurrence of singular ``f`` that a parser reads as that field (and
        then drops for a later one): one whole value of its wire type; a message's bytes whole
        fields; a closed enum's a value of the enum (any other is an unknown field to a parser)."""
        if not _one_value(f.wire_type, raw):
            return False
        if f.kind == "message":
            return whole_fields(raw, 0, len(raw))
        if f.kind == "enum":
            value = decode_scalar("enum", read_varint(raw, 0, len(raw))[0])
            return value in self.registry.enums[f.enum or ""].by_number
        return True

    def _value_override(self, table: Any, key: str, f: FieldSpec, value: Any, path: Where) -> bytes | None:
        """The recorded raw varint of an element, when it still decodes to the document's value."""
        if not isinstance(table, dict) or key not in table:
            return None
        parsed = _varint_from_hex(table[key])
        if parsed is None:
            return None
        decoded = decode_scalar(f.kind, parsed[0])
        # Compare in canonical raw form, which also maps enum names to numbers.
        if self.scalar_raw(f, decoded, path) != self.scalar_raw(f, value, path):
            return None
        return bytes.fromhex(as_text(table[key]))

    def _split(self, record: Any, total: int, f: FieldSpec, value: Any,
               path: Where) -> Walk[list[bytes] | None]:
        """The occurrences of a singular message field, or None when the record is stale.

        A record that still matches the message but does not cut it between whole fields would
        write bytes that no parser reads as the message shown: it is refused.
        """
        if not isinstance(record, dict):
            return None
        lengths = record.get("lengths")
        if not isinstance(lengths, list) or len(lengths) != total or not all(
                isinstance(n, int) and not isinstance(n, bool) and n >= 0 for n in lengths):
            return None
        # Validation measures payloads without reading them (PayloadResolver(measure_only=True)): the
        # hash cannot be checked then, so the cuts are checked as if it matched (build, which reads
        # the payloads, would check them exactly then), on placeholders of the payloads' exact sizes.
        source: Any = self.payloads
        measuring = bool(getattr(source, "measure_only", False))
        if measuring:
            placeholders, inexact = source.placeholders, source.inexact
            source.exact += 1
        try:
            child = yield self._message(value, self.registry.messages[f.message or ""], _join(path, f.name))
            data = child.getvalue()
        finally:
            if measuring:
                source.exact -= 1
        unread = measuring and source.placeholders != placeholders
        if unread and source.inexact != inexact:
            raise self.fail(
                f"\"{f.name}\" holds payloads given by reference whose encoded size is unknown until they are "
                "read (integer or string values), so where this split falls cannot be checked without the "
                "weights (build checks it; delete the record to write the message canonically)",
                _join(path, f'{LAYOUT_KEY}.split["{f.number}"]'))
        if sum(lengths) != len(data) or (not unread and sha256(data).hexdigest() != record.get("sha256")):
            return None
        out, pos = [], 0
        for i, n in enumerate(lengths):
            if not whole_fields(data, pos, pos + n):
                raise self.fail(
                    f"occurrence {i} of \"{f.name}\" ({n} bytes from byte {pos}) does not hold whole "
                    "fields of the message: the split would write bytes that no parser reads as the "
                    "message shown (delete the record to write it canonically)",
                    _join(path, f'{LAYOUT_KEY}.split["{f.number}"].lengths[{i}]'))
            out.append(data[pos:pos + n])
            pos += n
        return out

    # -- unknown fields -----------------------------------------------------------------------
    def _unknown_enum_value(self, f: FieldSpec, wt: int, entry: dict[str, Any]) -> bool:
        """Whether ``entry`` is a varint that a parser keeps as an unknown field although its number
        is ``f``'s: a value that is not in ``f``'s closed enum."""
        return wt == VARINT and self._unknown_enum_number(f, entry.get("value"))

    def _unknown_enum_number(self, f: FieldSpec, value: Any) -> bool:
        """Whether ``value`` is a number that ``f``'s closed enum does not know (a parser keeps it
        as an unknown field, the field as it was)."""
        if f.kind != "enum" or isinstance(value, bool) or not isinstance(value, int):
            return False
        return decode_scalar("enum", value & ((1 << 64) - 1)) not in self.registry.enums[f.enum or ""].by_number

    def _opaque_extension(self, spec: MessageSpec, f: FieldSpec, wt: int, entry: dict[str, Any]) -> bool:
        """Whether ``entry`` is an onnx-light field of an onnx message whose contents do not read as
        its message: onnx knows no such field (it keeps its bytes unread) and the decoder keeps it in
        ``$unknown`` (validate reports it). Contents that read as the message must be written as
        the field."""
        if not (f.extension and f.kind == "message" and not spec.extension and wt == LEN):
            return False
        value = entry.get("value")
        if isinstance(value, str) and not isinstance(value, LongText):
            try:
                data: Any = b64decode(value)
            except ValueError:
                return True  # refused as a value below
        elif isinstance(value, Blob):
            data = value
        elif isinstance(value, (LongText, list)):  # a long text, or a nested view (decode_unknown)
            try:
                data = _Base64Part(value, "").data if isinstance(value, LongText) else encode_unknown_entries(value)
            except OnnxJsonError:
                return True  # refused with its path when written below
        else:
            return True  # refused as a value below
        # Its contents are one level below this message, as the decoder reads them.
        return not reads_as_message(data, self.registry.messages[f.message or ""], self.registry,
                                    self.max_depth - self.depth)

    def unknown_entry(self, out: Out, entry: Any, path: Where, spec: MessageSpec | None = None,
                      in_group: bool = False) -> Walk[None]:
        """Write one ``$unknown`` entry of a message of ``spec`` (None: raw entries, no descriptor);
        ``in_group``: an entry of a group's value, whose number may be 0 (parsers skip a group's
        fields without checking their numbers, and the decoder keeps them)."""
        if not isinstance(entry, dict):
            raise self.fail(f"expected an unknown-field object, got {describe(entry)}", path)
        number = entry.get("number")
        wire = entry.get("wire_type")
        if isinstance(number, bool) or not isinstance(number, int) or not (0 if in_group else 1) <= number < (1 << 29):
            raise self.fail("\"number\" must be a field number from 1 to 536870911"
                            + (" (or 0, inside a group)" if in_group else ""), path)
        wt = _WIRE_BY_NAME.get(wire) if isinstance(wire, str) else None
        if wt is None:
            raise self.fail(f"\"wire_type\" must be one of {sorted(_WIRE_BY_NAME)}, got {describe(wire)}",
                            path)
        extra = set(entry) - {"number", "wire_type", "value", "tag", "raw", "len", "end_tag"}
        if extra:
            raise self.fail(f"unexpected key \"{sorted(extra)[0]}\" in an unknown-field entry", path)
        if spec is not None:
            known = spec.fields.get(number)
            if (known is not None and known.reads_as_field(wt) and not self._unknown_enum_value(known, wt, entry)
                    and not self._opaque_extension(spec, known, wt, entry)):
                # Protobuf parsers would read it as the field: the document would hide content.
                raise self.fail(
                    f"field {number} with wire type {wire} is {spec.name}.{known.name}, which every protobuf "
                    f"parser reads as that field, so it cannot be an unknown field (write it as "
                    f"\"{known.name}\")", path)
        key = (number << 3) | wt
        out.write(_override({"t": entry.get("tag")}, "t", key) or encode_varint(key))
        value = entry.get("value")
        vpath = _Path(path, "value")
        if wt == VARINT:
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < (1 << 64):
                raise self.fail("a varint value must be an integer from 0 to 2^64-1", vpath)
            out.write(_override({"r": entry.get("raw")}, "r", value, MAX_VARINT_BYTES) or encode_varint(value))
        elif wt in (I32, I64):
            width = 4 if wt == I32 else 8
            if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < (1 << (8 * width)):
                raise self.fail(f"an {wire} value must be an integer from 0 to 2^{8 * width}-1", vpath)
            out.write(value.to_bytes(width, "little"))
        elif wt == LEN:
            if isinstance(value, list):
                inner = Out()
                for i, item in enumerate(value):
                    yield self.unknown_entry(inner, item, _Path(vpath, i))
                data: Any = inner.getvalue()
            elif isinstance(value, Blob):
                data = value
            elif isinstance(value, LongText) or (isinstance(value, str) and len(value) >= _BIG):
                data = _Base64Part(value, vpath)  # read from the document's text while it is written
            elif isinstance(value, str):
                try:
                    data = b64decode(value)
                except ValueError as e:
                    raise self.fail(str(e), vpath) from None
            else:
                raise self.fail(f"a len value must be base64 or an array of entries, got {describe(value)}",
                                vpath)
            out.write(self._len(entry.get("len"), len(data)))
            out.write(data)
        else:  # group
            if not isinstance(value, list):
                raise self.fail(f"a group value must be an array of entries, got {describe(value)}", vpath)
            for i, item in enumerate(value):
                yield self.unknown_entry(out, item, _Path(vpath, i), in_group=True)
            end_key = (number << 3) | EGROUP
            out.write(_override({"e": entry.get("end_tag")}, "e", end_key) or encode_varint(end_key))


_NO_WEIGHTS = ("this document's weights were stripped or moved to a sidecar; build it with "
               "weights_from=ORIGINAL.onnx, keep its sidecar beside it, or use fill=zeros")


class _Path:
    """A JSON path made into text only when an error needs it: a document as deep as ``max_depth``
    allows would otherwise have its path copied at every field of every level (quadratic)."""

    __slots__ = ("key", "parent")

    def __init__(self, parent: Where, key: str | int) -> None:
        self.parent = parent
        self.key = key

    def __str__(self) -> str:
        keys: list[str | int] = []
        node: Where = self
        while isinstance(node, _Path):
            keys.append(node.key)
            node = node.parent
        text = node
        for key in reversed(keys):
            if isinstance(key, int):
                text = f"{text}[{key}]"
            else:
                text = f"{text}.{key}" if text else key
        return text


#: A path in the document: text, or a :class:`_Path` made into text when it is needed.
Where = str | _Path


def _join(path: Where, key: str) -> _Path:
    return _Path(path, key)


def encode_message(doc: Any, spec: MessageSpec, registry: Registry,
                   payloads: PayloadSource | None = None, max_depth: int = DEFAULTS.max_depth) -> Out:
    """Encode ``doc`` as a message of ``spec``."""
    with paused():
        # Documents whose payloads come from elsewhere go to the compiled encoder that returns
        # pieces, or to the reference: their large payloads would send the generated fast path
        # back to the start (see _FastContext.slow).
        if fastencode.ENABLED:
            if not getattr(payloads, "holds_weights", False):
                found = _fast_encode(doc, spec, registry, payloads, max_depth)
            else:
                found = _piece_encode(doc, spec, registry, payloads, max_depth)
            if found is not None:
                return found
        return _Encoder(registry, payloads, max_depth).message(doc, spec, "")


def check_message(doc: Any, spec: MessageSpec, registry: Registry,
                  payloads: PayloadSource | None = None, max_depth: int = DEFAULTS.max_depth) -> None:
    """Raise what :func:`encode_message` raises for ``doc`` (reading its output to the end), and
    nothing for a document it encodes; the bytes of plain messages are not made.

    The generated checkers (see fastencode) make exactly the encoders' tests; a message they leave
    is the reference's, as when encoding, and a document they refuse is encoded by the reference,
    which reports its error with the path.
    """
    with paused():
        if fastencode.ENABLED and not getattr(payloads, "holds_weights", False):
            context = _FastContext(registry, payloads, max_depth)
            compiled = compiled_checker(registry) if accel.ENABLED else None
            context.maxd = min(max_depth, frames_left() - _FAST_FRAMES_SPARE)
            try:
                if compiled is not None:  # the checkers' compiled twin: the same answers, no bytes
                    if compiled(doc, spec.name, context.slow, max_depth, None) is not None:
                        return
                elif fastencode.fast_checkers(registry)[spec.name](doc, 0, context) is not None:
                    return
            except _Refused:
                pass
        elif fastencode.ENABLED and _piece_check(doc, spec, registry, payloads, max_depth):
            return
        out = _Encoder(registry, payloads, max_depth).message(doc, spec, "")
        for _ in out.chunks():  # large base64 values are decoded (so checked) as they are read
            pass


class _Refused(Exception):
    """The reference encoder refused a message the fast path handed it: start again from the root."""


class _FastContext:
    """What the generated encoders need: the depth limit, and the reference for odd messages."""

    __slots__ = ("encoder", "maxd", "registry")

    def __init__(self, registry: Registry, payloads: PayloadSource | None, max_depth: int) -> None:
        self.registry = registry
        self.maxd = max_depth
        self.encoder = _Encoder(registry, payloads, max_depth)

    def slow(self, doc: Any, name: str, depth: int) -> Any:
        """One message encoded by the reference; its errors (reported without a path) restart."""
        self.encoder.depth = depth
        try:
            out = self.encoder.message(doc, self.registry.messages[name], "")
        except OnnxJsonError:  # BuildError, or a payload source's WeightsError
            raise _Refused from None
        data = out.plain()
        if data is None:  # large payloads stay streamed: the reference takes the whole document
            raise _Refused
        return data


def _fast_encode(doc: Any, spec: MessageSpec, registry: Registry, payloads: PayloadSource | None,
                 max_depth: int) -> Out | None:
    """The generated encoders' result for the document (see fastencode), or None."""
    context = _FastContext(registry, payloads, max_depth)
    compiled = compiled_encoder(registry) if accel.ENABLED else None
    # The generated functions recurse, one frame a level: below the room the stack has, each
    # message is the reference's (its walk takes no stack), through ``slow``. The compiled twin
    # recurses on the C stack, down to compiled.MAX_DEPTH.
    context.maxd = min(max_depth, frames_left() - _FAST_FRAMES_SPARE)
    try:
        if compiled is not None:
            data = compiled(doc, spec.name, context.slow, max_depth)
        else:
            data = fastencode.fast_encoders(registry)[spec.name](doc, 0, context)
        if data is None:
            data = context.slow(doc, spec.name, 0)
    except _Refused:
        return None
    out = Out()
    out.buf = data
    return out


def _payload_asker(doc: Any, spec: MessageSpec, payloads: Any) -> Callable[[Any, Any, FieldSpec], Any] | None:
    """What the compiled encoder and checker ask for each payload reference of ``doc`` (see
    :func:`_piece_encode`), or None when ``payloads`` cannot tell the payloads' paths."""
    locate = getattr(payloads, "payload_paths", None)
    if locate is None:
        return None
    where = locate(doc, spec)
    source: PayloadSource = payloads

    def payload(ref: Any, message: Any, f: FieldSpec) -> Any:
        path = where(message)
        if path is None:
            return None
        try:
            data = source.bytes_payload(ref, f, message, f"{path}.{f.name}" if path else f.name)
        except OnnxJsonError:  # reported by the reference, with its path
            raise _Refused from None
        if len(data) >= _BIG:
            return data  # a part of its own, as Out.write keeps it
        return data.data if isinstance(data, Blob) else data

    return payload


def _piece_encode(doc: Any, spec: MessageSpec, registry: Registry, payloads: Any, max_depth: int) -> Out | None:
    """The compiled piece encoder's result for a document whose payloads come from ``payloads``
    (see :func:`~onnxjson.codec.compiled.compiled_piece_encoder`), or None: the reference's.

    Each payload reference is fetched as the reference fetches it, with the same path (the
    source's ``payload_paths`` tells the path of each payload message), so that what the source
    keeps of it (a sidecar range checked once the output is written) is the same; a reference the
    source refuses, or a message whose path is not known for sure, leaves the whole document to the
    reference, which reports the error with its path, the source put back as it was first
    (``checkpoint``/``rewind``).
    """
    encoder = compiled_piece_encoder(registry) if accel.ENABLED else None
    if encoder is None or getattr(payloads, "measure_only", False):
        return None
    found = _with_payloads(encoder, doc, spec, registry, payloads, max_depth)
    if found is None:
        return None
    data, pieces = found
    out = Out()
    start = 0
    for offset, piece in pieces:
        out.write(bytes(data[start:offset]))
        out.write(piece)
        start = offset
    out.write(bytes(data[start:]))
    return out


def _piece_check(doc: Any, spec: MessageSpec, registry: Registry, payloads: Any, max_depth: int) -> bool:
    """Whether the compiled checker takes a document whose payloads come from ``payloads`` (validate
    measures them: ``measure_only``), each reference asked for as :func:`_piece_encode` asks; False
    leaves it to the reference, the source put back as it was."""
    checker = compiled_checker(registry) if accel.ENABLED else None
    if checker is None or not getattr(payloads, "measure_only", False):
        return False  # a source that reads payloads checks what it read as the output is written
    return _with_payloads(checker, doc, spec, registry, payloads, max_depth) is not None


def _with_payloads(compiled: Callable[..., Any], doc: Any, spec: MessageSpec, registry: Registry, payloads: Any,
                   max_depth: int) -> Any:
    """What a compiled pass (the piece encoder or the checker) answers for ``doc``, asking ``payloads``
    for each reference (:func:`_payload_asker`); None when it or the source refuses, the source then
    put back as it was (``checkpoint``/``rewind``) for the reference."""
    payload = _payload_asker(doc, spec, payloads)
    if payload is None:
        return None
    context = _FastContext(registry, payloads, max_depth)
    mark = payloads.checkpoint()
    try:
        found = compiled(doc, spec.name, context.slow, max_depth, payload)
    except _Refused:
        found = None
    if found is None:
        payloads.rewind(mark)
    return found


def reads_as_message(data: Any, spec: MessageSpec, reg: Registry, max_depth: int = DEFAULTS.max_depth) -> bool:
    """Whether the reference decoder reads ``data`` as a message of ``spec`` without an error.

    The decoder's refusals, read without making a document: tags and lengths as protobuf parsers
    read them (:data:`~onnxjson.wire.MAX_FRAMING_BYTES`), field numbers, wire types, groups closed
    by their own number, fields inside their message, packed runs of whole values, messages no
    deeper than ``max_depth`` (a group is a level; inside one, field number 0 is read). The contents of an onnx-light field of an onnx
    message are not read (the decoder keeps them unread when they do not decode). Iterative: a
    message to read is put on a list. tests/test_framing.py checks it against the decoder.
    """
    todo: list[tuple[int, int, MessageSpec, int]] = [(0, len(data), spec, 1)]
    try:
        while todo:
            pos, end, current, depth = todo.pop()
            if depth > max_depth:
                return False
            groups: list[int] = []
            while pos < end:
                at = pos
                key, pos = read_varint(data, pos, end)
                number, wt = key >> 3, key & 7
                if pos - at > MAX_FRAMING_BYTES or not (0 if groups else 1) <= number < (1 << 29):
                    return False
                if wt == EGROUP:
                    if not groups or groups.pop() != number:
                        return False
                    continue
                f = None if groups else current.fields.get(number)
                if f is not None and wt != f.wire_type and not f.reads_as_field(wt):
                    f = None
                if wt == VARINT:
                    _, pos = read_varint(data, pos, end)
                elif wt == I32 or wt == I64:
                    pos += 4 if wt == I32 else 8
                elif wt == LEN:
                    at = pos
                    n, pos = read_varint(data, pos, end)
                    if pos - at > MAX_FRAMING_BYTES or n > end - pos:
                        return False
                    if f is not None and f.kind == "message":
                        if not (f.extension and not current.extension):
                            todo.append((pos, pos + n, reg.messages[f.message or ""], depth + 1))
                    elif f is not None and f.wire_type != LEN:  # a packed run
                        if f.wire_type == VARINT:
                            p = pos
                            while p < pos + n:
                                _, p = read_varint(data, p, pos + n)
                        elif n % (4 if f.wire_type == I32 else 8):
                            return False
                    pos += n
                elif wt == SGROUP:
                    groups.append(number)
                    if depth + len(groups) > max_depth:
                        return False
                else:
                    return False
                if pos > end:
                    return False
            if groups:
                return False
    except (TruncatedError, VarintError):
        return False
    return True


def encode_unknown_entries(entries: list[dict[str, Any]]) -> bytes:
    """Encode a list of unknown-field entries (used to check decode_unknown views)."""
    enc = _Encoder(registry(), None)
    out = Out()
    for i, entry in enumerate(entries):
        run(enc.unknown_entry(out, entry, f"[{i}]"))
    return out.getvalue()
