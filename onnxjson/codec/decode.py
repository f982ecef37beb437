"""Protobuf bytes → document.

NOTE: one walker driven by :mod:`onnxjson.proto` descriptors reads the wire directly (protobuf
message objects would normalise the encoding and drop what they do not know). For every message it
records the runs of fields as they occur and compares them with the canonical order; only a message
that differs gets a ``$layout`` record (see :mod:`onnxjson.codec.layout`). Bytes fields become
:class:`~onnxjson.codec.values.Blob` slices of the input: nothing is copied until it is written.
A field whose wire type does not match its declaration is an unknown field, exactly as protobuf
parsers treat it, and stays lossless in ``$unknown``.

The document shows what protobuf parsers keep (tests/test_protobuf_meaning.py compares it with
protobuf's own parse): a singular scalar's last occurrence; a singular message merged from its
occurrences; of a oneof, the member that comes last (its occurrences since another member last
occurred); and a value of a closed enum (every enum of onnx.proto, which is proto2) that the enum
does not know is an unknown field, as parsers keep it, the field left as it was. What a parser
drops is kept in the layout record's ``earlier``, so the bytes still rebuild exactly.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass
from typing import Any

from onnxjson import accel
from onnxjson._digest import sha256
from onnxjson._gc import paused
from onnxjson._stack import Walk, frames_left, run
from onnxjson.codec import fastdecode
from onnxjson.codec.compiled import compiled_decoder, compiled_range_decoder, compiled_walker
from onnxjson.codec.encode import encode_unknown_entries
from onnxjson.codec.layout import LAYOUT_KEY, UNKNOWN_KEY, format_run
from onnxjson.codec.tensors import readable_values
from onnxjson.codec.values import FLOAT_FORMATS, Blob, double_to_doc, float32_to_doc, text_to_doc
from onnxjson.errors import DecodeError
from onnxjson.options import DEFAULTS
from onnxjson.proto import EGROUP, I32, I64, LEN, SGROUP, VARINT, FieldSpec, MessageSpec, Registry
from onnxjson.proto.forms import ENUM_NAME, FLOAT32, FLOAT64, TEXT
from onnxjson.wire import (
    MAX_FRAMING_BYTES,
    MAX_VARINT_BYTES,
    TruncatedError,
    VarintError,
    canonical_varint,
    decode_scalar,
    read_varint,
    varint_len,
)

__all__ = ["DEFAULT_MAX_DEPTH", "DecodeOptions", "decode_canonical", "decode_message", "decodes_fast", "readable_values"]

#: Messages nested deeper than this are refused (protobuf's own parser stops at 100).
DEFAULT_MAX_DEPTH = DEFAULTS.max_depth
_MAX_FIELD = (1 << 29) - 1
_RAW_VIEW_DEPTH = 32
#: Frames kept free under the fast path's deepest message (its helpers, numpy, the caller's handlers).
_FAST_FRAMES_SPARE = 100

_WIRE_NAMES = {VARINT: "varint", I64: "i64", LEN: "len", SGROUP: "group", I32: "i32"}

@dataclass(frozen=True, kw_only=True)
class DecodeOptions:
    """How bytes become a document.

    Attributes:
        values_limit: raw_data of a numeric tensor with at most this many elements is shown as
            readable ``{"values": [...]}``; 0 turns the readable form off.
        decode_unknown: show length-delimited unknown fields as nested entries where they parse
            as protobuf (like ``protoc --decode_raw``); they still rebuild exactly.
        max_depth: the deepest message nesting accepted.
    """

    values_limit: int = DEFAULTS.values_limit
    decode_unknown: bool = False
    max_depth: int = DEFAULT_MAX_DEPTH


def _hex(data: bytes | memoryview) -> str:
    return bytes(data).hex()


#: --decode-unknown reads at most max(this, input bytes / 16) entries for nested views in all.
VIEW_ENTRY_MIN_BUDGET = 10_000


#: A document keeps at most max(this, input bytes / UNKNOWN_BYTES_PER_ENTRY) unknown fields (each an
#: object of about 200 bytes in memory, several times that through verify and info): a model made of
#: 3-byte unknown fields would otherwise take 180 bytes of memory an input byte (docs/FORMAT.md).
UNKNOWN_MIN_BUDGET = 100_000
UNKNOWN_BYTES_PER_ENTRY = 16


class _ViewBudgetSpent(Exception):
    """Nested views of unknown fields have read as many entries as a document may have."""


class _Decoder:
    def __init__(self, buf: Any, registry: Registry, options: DecodeOptions, source: Any = None) -> None:
        self.buf = buf
        self.source = source
        self.registry = registry
        self.options = options
        self.stack: list[str] = []
        self.unknown_count = 0
        # id of a checked nested view -> (the view, kept alive so that its id is not reused; its range)
        self.views: dict[int, tuple[list[dict[str, Any]], int, int]] = {}
        # --decode-unknown: entries read for nested views, and how many a document may have.
        self.in_view = 0
        self.view_entries = 0
        self.view_budget = max(VIEW_ENTRY_MIN_BUDGET, len(buf) // 16)
        self.unknown_entries = 0  # unknown fields and the entries of unknown groups (not views)
        self.unknown_budget = max(UNKNOWN_MIN_BUDGET, len(buf) // UNKNOWN_BYTES_PER_ENTRY)

    # -- errors ---------------------------------------------------------------------------
    def path(self) -> str:
        return ".".join(self.stack)

    def fail(self, message: str, offset: int) -> DecodeError:
        return DecodeError(message, offset=offset, path=self.path())

    def varint(self, pos: int, end: int) -> tuple[int, int]:
        buf = self.buf
        if pos < end:
            b = buf[pos]
            if b < 0x80:
                return b, pos + 1
        try:
            return read_varint(buf, pos, end)
        except TruncatedError:
            raise self.fail("truncated varint", pos) from None
        except VarintError:
            raise self.fail(f"varint longer than {MAX_VARINT_BYTES} bytes", pos) from None

    def framing(self, start: int, end: int, what: str) -> None:
        """Refuse a tag or length prefix longer than protobuf parsers read (they call it corrupt)."""
        if end - start > MAX_FRAMING_BYTES:
            raise self.fail(f"{what} of {end - start} bytes: protobuf parsers read at most "
                            f"{MAX_FRAMING_BYTES} (the wire format is corrupt)", start)

    # -- messages -------------------------------------------------------------------------
    def message(self, start: int, end: int, spec: MessageSpec, depth: int) -> dict[str, Any]:
        """Decode the fields in [start, end) as one message of ``spec`` at nesting ``depth``."""
        doc: dict[str, Any] = run(self._message(start, end, spec, depth))
        return doc

    def _message(self, start: int, end: int, spec: MessageSpec, depth: int,
                 group: int | None = None) -> Walk[dict[str, Any]]:
        """The walk of :meth:`message`: each nested message is a child walk (see onnxjson._stack)."""
        if depth > self.options.max_depth:
            raise self.fail(
                f"messages nested deeper than {self.options.max_depth} levels "
                "(raise the limit with max_depth=N)", start)
        buf = self.buf
        fields = spec.fields
        values: dict[int, list[Any]] = {}
        runs: list[list[Any]] = []
        unknown: list[dict[str, Any]] = []
        ov: dict[str, dict[str, Any]] = {}
        singular_spans: dict[int, list[tuple[int, int]]] = {}
        # field number -> how many of its first occurrences a later member of its oneof cleared
        dead: dict[int, int] = {}
        oneofs = _oneof_members(spec)
        pos = start
        while pos < end:
            tag_start = pos
            key = buf[pos]
            if key < 0x80:  # one-byte tag: fields 1-15, always minimal
                pos += 1
                tag_raw = False
            else:
                key, pos = self.varint(pos, end)
                tag_raw = _odd(buf, tag_start, pos, key)
                if tag_raw:
                    self.framing(tag_start, pos, "tag")
            number = key >> 3
            wt = key & 7
            if number == 0 or number > _MAX_FIELD:
                raise self.fail(f"field number {number} is not valid (1 to {_MAX_FIELD})", tag_start)
            if wt == EGROUP:
                if group is not None and number == group:
                    if tag_raw:
                        ov.setdefault("end", {})["0"] = _hex(buf[tag_start:pos])
                    merged = yield from self._merged(spec, singular_spans, dead, depth)
                    return self._finish(spec, values, runs, unknown, ov, singular_spans, dead, merged)
                raise self.fail(f"end-group tag for field {number} without a matching start", tag_start)
            f = fields.get(number)
            packed_run = False
            if f is not None and wt != f.wire_type:
                if f.reads_as_field(wt):  # a packed run of a repeated scalar
                    packed_run = True
                else:
                    f = None
            elif f is not None and f.kind == "enum" and not self._known_enum(f, pos, end):
                f = None  # a closed enum's unknown value: an unknown field, as protobuf parsers keep it
            read_first = None
            if f is not None and f.extension and f.kind == "message" and not spec.extension:
                read_first = yield from self._extension(f, pos, end, len(values.get(number, ())), depth)
                if read_first is None:
                    f = None  # its contents do not decode: an unknown field, as onnx reads it
            if f is None:
                self.count_unknown(tag_start)
                entry, pos = yield self.unknown_field(number, wt, tag_start, pos, end, tag_raw, depth)
                unknown.append(entry)
                self.unknown_count += 1
                if runs and runs[-1][0] is None:
                    runs[-1][2] += 1
                else:
                    runs.append([None, False, 1])
                continue
            # Known field: extend or start a run.
            if packed_run:
                runs.append([number, True, 0])
                run_index = len(runs) - 1
                elem = 0
            elif runs and runs[-1][0] == number and not runs[-1][1]:
                run_index = len(runs) - 1
                elem = runs[-1][2]
                runs[-1][2] += 1
            else:
                runs.append([number, False, 1])
                run_index = len(runs) - 1
                elem = 0
            if tag_raw:
                key_s = str(run_index) if packed_run else f"{run_index}.{elem}"
                ov.setdefault("tag", {})[key_s] = _hex(buf[tag_start:pos])
            out = values.get(number)
            if out is None:
                out = values[number] = []
            if packed_run:
                pos = self.packed(f, pos, end, out, runs, run_index, ov)
                continue
            value_start = pos
            if wt == LEN and f.form == TEXT and pos < end and buf[pos] < 0x80:
                # Fast path: a short text value with a one-byte length.
                stop = pos + 1 + buf[pos]
                if stop > end:
                    raise self.fail(f"length {buf[pos]} runs past the end of the enclosing message", pos)
                out.append(text_to_doc(buf[pos + 1:stop]))
                pos = stop
            elif f.kind == "message":
                len_start = pos
                n, pos = self.varint(pos, end)
                if _odd(buf, len_start, pos, n):
                    self.framing(len_start, pos, "length")
                    ov.setdefault("len", {})[f"{run_index}.{elem}"] = _hex(buf[len_start:pos])
                if n > end - pos:
                    raise self.fail(f"length {n} runs past the end of the enclosing message", len_start)
                stop = pos + n
                if read_first is not None:
                    out.append(read_first)
                else:
                    self.stack.append(f"{f.name}[{len(out)}]" if f.repeated else f.name)
                    out.append((yield self._message(pos, stop, self.registry.messages[f.message or ""], depth + 1)))
                    self.stack.pop()
                pos = stop
            else:
                pos, value = self.element(f, pos, end, run_index, elem, ov)
                out.append(value)
            if not f.repeated:
                singular_spans.setdefault(number, []).append((value_start, pos))
                if f.oneof is not None:  # a member of a oneof clears the others (their occurrences die)
                    for other in oneofs[f.oneof]:
                        if other != number and other in singular_spans:
                            dead[other] = len(singular_spans[other])
        if group is not None:
            raise self.fail(f"group {group} has no end tag", end)
        merged = yield from self._merged(spec, singular_spans, dead, depth)
        return self._finish(spec, values, runs, unknown, ov, singular_spans, dead, merged)

    def _known_enum(self, f: FieldSpec, pos: int, end: int) -> bool:
        """Whether the varint at ``pos`` is a value of ``f``'s enum, as protobuf parsers read it (the
        low 32 bits, signed). onnx.proto's enums are proto2 enums, which are closed: a parser keeps
        an unknown value as an unknown field and leaves the field as it was."""
        raw, _ = self.varint(pos, end)
        return decode_scalar("enum", raw) in self.registry.enums[f.enum or ""].by_number

    def _extension(self, f: FieldSpec, pos: int, end: int, index: int,
                   depth: int) -> Walk[dict[str, Any] | None]:
        """The message of an onnx-light field (one of the catalogue's) at ``pos``, or None when its
        contents do not decode: onnx knows no such field and keeps its bytes as an unknown field
        without reading them, so the decoder keeps them in ``$unknown`` (validate reports them).
        Its framing (tag and length) is read as any field's: protobuf refuses what is wrong there."""
        len_start = pos
        n, pos = self.varint(pos, end)
        if _odd(self.buf, len_start, pos, n):
            self.framing(len_start, pos, "length")
        if n > end - pos:
            raise self.fail(f"length {n} runs past the end of the enclosing message", len_start)
        stack_size, unknown_count = len(self.stack), self.unknown_count
        self.stack.append(f"{f.name}[{index}]" if f.repeated else f.name)
        try:
            doc: dict[str, Any] = yield self._message(pos, pos + n, self.registry.messages[f.message or ""],
                                                      depth + 1)
        except DecodeError:
            del self.stack[stack_size:]
            self.unknown_count = unknown_count
            return None
        self.stack.pop()
        return doc

    def element(self, f: FieldSpec, pos: int, end: int, run_index: int, elem: int,
                ov: dict[str, dict[str, Any]]) -> tuple[int, Any]:
        """One value of a field that is not a message; return (position after it, value)."""
        buf = self.buf
        kind = f.kind
        wt = f.wire_type
        if wt == VARINT:
            vstart = pos
            raw, pos = self.varint(pos, end)
            value: Any = decode_scalar(kind, raw)
            if pos - vstart > 1 or raw > 1 or kind in ("sint32", "sint64"):
                canon = canonical_varint(kind, value)
                if canon != raw or _odd(buf, vstart, pos, raw):
                    ov.setdefault("varint", {})[f"{run_index}.{elem}"] = _hex(buf[vstart:pos])
            elif kind == "bool" and raw != int(value):
                ov.setdefault("varint", {})[f"{run_index}.{elem}"] = _hex(buf[vstart:pos])
            if f.form == ENUM_NAME:
                value = self.registry.enums[f.enum or ""].by_number.get(value, value)
            return pos, value
        if wt == I32 or wt == I64:
            width = 4 if wt == I32 else 8
            if pos + width > end:
                raise self.fail(f"truncated {kind} value", pos)
            raw_b = buf[pos:pos + width]
            if f.form == FLOAT32:
                return pos + width, float32_to_doc(raw_b)
            if f.form == FLOAT64:
                return pos + width, double_to_doc(raw_b)
            return pos + width, decode_scalar(kind, bytes(raw_b))
        # Length-delimited.
        len_start = pos
        n, pos = self.varint(pos, end)
        if _odd(buf, len_start, pos, n):
            self.framing(len_start, pos, "length")
            ov.setdefault("len", {})[f"{run_index}.{elem}"] = _hex(buf[len_start:pos])
        if n > end - pos:
            raise self.fail(f"length {n} runs past the end of the enclosing message", len_start)
        stop = pos + n
        if f.form == TEXT:
            return stop, text_to_doc(buf[pos:stop])
        return stop, Blob(buf[pos:stop], self.source, pos)

    def packed(self, f: FieldSpec, pos: int, end: int, out: list[Any], runs: list[list[Any]],
               run_index: int, ov: dict[str, dict[str, Any]]) -> int:
        buf = self.buf
        len_start = pos
        n, pos = self.varint(pos, end)
        if _odd(buf, len_start, pos, n):
            self.framing(len_start, pos, "length")
            ov.setdefault("len", {})[str(run_index)] = _hex(buf[len_start:pos])
        if n > end - pos:
            raise self.fail(f"length {n} runs past the end of the enclosing message", len_start)
        stop = pos + n
        kind = f.kind
        wt = f.wire_type
        count = 0
        if wt == VARINT:
            enum = self.registry.enums[f.enum or ""].by_number if f.form == ENUM_NAME else None
            while pos < stop:
                vstart = pos
                raw, pos = self.varint(pos, stop)
                value: Any = decode_scalar(kind, raw)
                if pos - vstart > 1 or raw > 1 or kind in ("sint32", "sint64", "bool"):
                    canon = canonical_varint(kind, value)
                    if canon != raw or _odd(buf, vstart, pos, raw):
                        ov.setdefault("varint", {})[f"{run_index}.{count}"] = _hex(buf[vstart:pos])
                out.append(enum.get(value, value) if enum is not None else value)
                count += 1
        else:
            width = 4 if wt == I32 else 8
            if n % width:
                raise self.fail(f"packed {kind} run of {n} bytes is not a multiple of {width}", len_start)
            count = n // width
            if f.form == FLOAT32:
                out.extend(FLOAT_FORMATS[1].many_to_doc(buf[pos:stop]))
            elif f.form == FLOAT64:
                out.extend(FLOAT_FORMATS[11].many_to_doc(buf[pos:stop]))
            else:
                fmt = {"fixed32": "I", "sfixed32": "i", "fixed64": "Q", "sfixed64": "q"}[kind]
                out.extend(struct.unpack(f"<{count}{fmt}", buf[pos:stop]))
        runs[run_index][2] = count
        return stop

    def count_unknown(self, offset: int) -> None:
        """Count one more unknown field; refuse a document that holds more than its budget."""
        self.unknown_entries += 1
        if self.unknown_entries > self.unknown_budget:
            raise self.fail(f"more than {self.unknown_budget:,} unknown fields: a document keeps at most "
                            f"{UNKNOWN_MIN_BUDGET:,}, or one per {UNKNOWN_BYTES_PER_ENTRY} bytes of input, "
                            "so that its memory stays bounded", offset)

    def unknown_field(self, number: int, wt: int, tag_start: int, pos: int, end: int,
                      tag_raw: bool, depth: int) -> Walk[tuple[dict[str, Any], int]]:
        buf = self.buf
        tag_end = pos
        entry: dict[str, Any] = {"number": number, "wire_type": _WIRE_NAMES.get(wt, wt)}
        if wt == VARINT:
            vstart = pos
            raw, pos = self.varint(pos, end)
            entry["value"] = raw
            if _odd(buf, vstart, pos, raw):
                entry["raw"] = _hex(buf[vstart:pos])
        elif wt == I64 or wt == I32:
            width = 8 if wt == I64 else 4
            if pos + width > end:
                raise self.fail(f"truncated {width * 8}-bit value of field {number}", pos)
            entry["value"] = int.from_bytes(buf[pos:pos + width], "little")
            pos += width
        elif wt == LEN:
            len_start = pos
            n, pos = self.varint(pos, end)
            if _odd(buf, len_start, pos, n):
                self.framing(len_start, pos, "length")
                entry["len"] = _hex(buf[len_start:pos])
            if n > end - pos:
                raise self.fail(f"length {n} of field {number} runs past the end of the enclosing message",
                                len_start)
            payload = buf[pos:pos + n]
            entry["value"] = Blob(payload, self.source, pos)
            # Nested views stop at a modest depth: every level adds indentation to the text.
            if (self.options.decode_unknown and n and depth < _RAW_VIEW_DEPTH
                    and self.view_entries < self.view_budget):
                nested = yield self.try_raw_message(pos, pos + n, depth)
                if nested is not None:
                    entry["value"] = nested
                    self.views[id(nested)] = (nested, pos, pos + n)
            pos += n
        elif wt == SGROUP:
            entries, pos, end_raw = yield self.raw_entries(pos, end, depth + 1, group=number)
            entry["value"] = entries
            if end_raw is not None:
                entry["end_tag"] = end_raw
        else:
            raise self.fail(f"wire type {wt} is not valid (field {number})", tag_start)
        if tag_raw:
            entry["tag"] = _hex(buf[tag_start:tag_end])
        return entry, pos

    def raw_entries(self, pos: int, end: int, depth: int,
                    group: int | None = None) -> Walk[tuple[list[dict[str, Any]], int, str | None]]:
        """Read fields with no descriptor (a group, or decode_unknown) as unknown entries."""
        if depth > self.options.max_depth:
            raise self.fail(f"messages nested deeper than {self.options.max_depth} levels", pos)
        buf = self.buf
        entries: list[dict[str, Any]] = []
        while pos < end:
            tag_start = pos
            key, pos = self.varint(pos, end)
            number, wt = key >> 3, key & 7
            # Inside a group, protobuf parsers (upb, which onnx.load uses) skip the fields without
            # checking their numbers: field number 0 is read there, and kept.
            if (number == 0 and group is None) or number > _MAX_FIELD:
                raise self.fail(f"field number {number} is not valid (1 to {_MAX_FIELD})", tag_start)
            tag_raw = _odd(buf, tag_start, pos, key)
            if tag_raw:
                self.framing(tag_start, pos, "tag")
            if self.in_view:
                self.view_entries += 1
                if self.view_entries > self.view_budget:
                    raise _ViewBudgetSpent
            else:
                self.count_unknown(tag_start)
            if wt == EGROUP:
                if group is not None and number == group:
                    return entries, pos, _hex(self.buf[tag_start:pos]) if tag_raw else None
                raise self.fail(f"end-group tag for field {number} without a matching start", tag_start)
            entry, pos = yield self.unknown_field(number, wt, tag_start, pos, end, tag_raw, depth)
            entries.append(entry)
        if group is not None:
            raise self.fail(f"group {group} has no end tag", end)
        return entries, pos, None

    def try_raw_message(self, start: int, end: int, depth: int) -> Walk[list[dict[str, Any]] | None]:
        self.in_view += 1
        try:
            entries, _, _ = yield self.raw_entries(start, end, depth + 1)
        except DecodeError:
            return None
        except _ViewBudgetSpent:
            if self.in_view > 1:
                raise
            return None  # the whole outermost view stays bytes
        finally:
            self.in_view -= 1
        # Check that the view rebuilds the bytes. The nested views inside it were checked when they
        # were made, so they count as their bytes: each byte is re-encoded once, whatever the depth.
        if encode_unknown_entries(self._checked_as_bytes(entries)) != bytes(self.buf[start:end]):
            return None
        return entries

    def _checked_as_bytes(self, entries: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """``entries`` with every nested view already checked replaced by its bytes (groups copied)."""
        top: list[dict[str, Any]] = []
        todo = [(entries, top)]  # (entries to copy, the list their copies go to)
        while todo:
            source, target = todo.pop()
            for entry in source:
                value = entry.get("value")
                if isinstance(value, list):
                    view = self.views.get(id(value))
                    if view is not None and view[0] is value:
                        entry = {**entry, "value": Blob(self.buf[view[1]:view[2]])}
                    else:  # a group: its members may hold views
                        members: list[dict[str, Any]] = []
                        todo.append((value, members))
                        entry = {**entry, "value": members}
                target.append(entry)
        return top

    # -- assembling the document ------------------------------------------------------------
    def _merged(self, spec: MessageSpec, singular_spans: dict[int, list[tuple[int, int]]],
                dead: dict[int, int], depth: int) -> Walk[dict[int, tuple[dict[str, Any], bytes]]]:
        """The singular message fields that live in more than one occurrence, each decoded from
        those occurrences joined (as protobuf merges them): number -> (document, joined bytes)."""
        merged: dict[int, tuple[dict[str, Any], bytes]] = {}
        fields = spec.fields
        for number in sorted(singular_spans):
            spans = singular_spans[number][dead.get(number, 0):]
            f = fields[number]
            if len(spans) < 2 or f.kind != "message":
                continue
            spans = [(self.varint(a, b)[1], b) for a, b in spans]  # the payloads, without their lengths
            joined = b"".join(bytes(self.buf[a:b]) for a, b in spans)
            decoder = _Decoder(joined, self.registry, self.options)
            decoder.stack = self.stack  # (shared, not copied: this walk waits while that one runs)
            value = yield decoder._message(0, len(joined), self.registry.messages[f.message or ""], depth + 1)
            merged[number] = (value, joined)
        return merged

    def _finish(self, spec: MessageSpec, values: dict[int, list[Any]], runs: list[list[Any]],
                unknown: list[dict[str, Any]], ov: dict[str, dict[str, Any]],
                singular_spans: dict[int, list[tuple[int, int]]], dead: dict[int, int],
                merged: dict[int, tuple[dict[str, Any], bytes]]) -> dict[str, Any]:
        doc: dict[str, Any] = {}
        fields = spec.fields
        for number in sorted(values):
            f = fields[number]
            vals = values[number]
            if f.repeated:
                doc[f.name] = vals
                continue
            spans = singular_spans.get(number, [])
            if f.wire_type == LEN and (len(spans) > 1 or number in dead):
                spans = [(self.varint(a, b)[1], b) for a, b in spans]  # the payloads, without their lengths
            # The occurrences the document does not show: a scalar's all but the last, a message's
            # those a later member of its oneof cleared; all of them when the oneof ends elsewhere.
            cut = dead.get(number, 0)
            if cut < len(spans) and f.kind != "message":
                cut = len(spans) - 1
            if cut:
                ov.setdefault("earlier", {})[str(number)] = [_hex(self.buf[a:b]) for a, b in spans[:cut]]
            if cut == len(spans):
                continue
            if f.kind == "message" and len(spans) - cut > 1:
                value, joined = merged[number]
                doc[f.name] = value
                ov.setdefault("split", {})[str(number)] = {
                    "lengths": [b - a for a, b in spans[cut:]],
                    "sha256": sha256(joined).hexdigest(),
                }
                continue
            doc[f.name] = vals[-1]
        if spec.name == "TensorProto" and self.options.values_limit:
            readable_values(doc, self.options.values_limit)
        if unknown:
            doc[UNKNOWN_KEY] = unknown
        # Layout record, only when the wire differs from canonical.
        if ov or not _canonical_runs(runs, fields, len(unknown)):
            record: dict[str, Any] = {"runs": [format_run(n, p, c) for n, p, c in runs]}
            for k in ("tag", "len", "varint", "end", "earlier", "split"):
                if k in ov:
                    record[k] = ov[k]
            doc[LAYOUT_KEY] = record
        return doc


def _oneof_members(spec: MessageSpec) -> dict[str, list[int]]:
    """The field numbers of each oneof of ``spec``, by oneof name (cached on first use)."""
    found = _ONEOFS.get(id(spec))
    if found is None or found[0] is not spec:
        found = (spec, {name: [f.number for f in members] for name, members in spec.oneofs().items()})
        _ONEOFS[id(spec)] = found
    return found[1]


_ONEOFS: dict[int, tuple[MessageSpec, dict[str, list[int]]]] = {}


def _canonical_runs(runs: list[list[Any]], fields: dict[int, FieldSpec], unknown: int) -> bool:
    """Whether the runs are what a protobuf serializer writes (see onnxjson.codec.layout)."""
    last = 0
    for i, (number, packed, count) in enumerate(runs):
        if number is None:  # unknown fields: one run, last
            if i != len(runs) - 1:
                return False
            continue
        if number <= last:
            return False
        last = number
        f = fields[number]
        if packed != f.packed or (packed and count == 0) or (not f.repeated and count != 1):
            return False
    return True


def _odd(buf: Any, start: int, end: int, value: int) -> bool:
    """Whether the varint in buf[start:end] holding ``value`` is not minimally encoded.

    A ten-byte varint is canonical only when its last byte is 1: higher bits are dropped by the
    64-bit read, so they must be kept as raw bytes.
    """
    n = end - start
    return n != varint_len(value) or (n == 10 and buf[end - 1] != 1)


def decode_message(data: Any, spec: MessageSpec, registry: Registry, options: DecodeOptions,
                   source: Any = None) -> tuple[dict[str, Any], int]:
    """Decode a whole buffer as one message of ``spec``; return (document, unknown-field count).

    ``source`` is the mmap behind ``data``, if any: Blob values then release its pages once read.
    """
    with paused():
        if fastdecode.ENABLED:
            # Canonical messages (the usual case) need no layout record: see fastdecode. Its
            # functions recurse, one frame a level: below the room the stack has, the walk is the
            # reference's (it takes none).
            # The compiled twin of the generated functions (codec/compiled.py), when built, gives
            # the same documents and the same None.
            compiled = compiled_decoder(registry) if accel.ENABLED else None
            if compiled is not None:
                context = fastdecode.FastOptions(source, options.max_depth, options.values_limit)
                found = compiled(data, spec.name, context, options.max_depth)
            else:
                fast = fastdecode.fast_decoders(registry)[spec.name]
                depth = min(options.max_depth, frames_left() - _FAST_FRAMES_SPARE)
                context = fastdecode.FastOptions(source, depth, options.values_limit)
                found = fast(data, 0, len(data), context, 1)
            if found is not None:
                context.finish()
                return found, 0
        decoder = _Decoder(data, registry, options, source)
        doc = decoder.message(0, len(data), spec, 1)
    return doc, decoder.unknown_count


def decodes_fast(data: Any, spec: MessageSpec, registry: Registry, options: DecodeOptions) -> bool:
    """Whether :func:`decode_message` of the whole of ``data`` as ``spec`` gives the fast paths' document
    (so raises no error), told by the compiled walk without making it; False when that is not known:
    no accelerator, readable values asked for (``values_limit``), or input the fast paths leave to
    the reference (not canonical, too deep)."""
    if not (fastdecode.ENABLED and accel.ENABLED) or options.values_limit:
        return False
    walker = compiled_walker(registry)
    return walker is not None and walker(data, spec.name, options.max_depth)


def decode_canonical(data: Any, spec: MessageSpec, registry: Registry, options: DecodeOptions, source: Any = None,
                     *, start: int = 0, stop: int | None = None, depth: int = 1) -> dict[str, Any] | None:
    """The fast paths' document of the message of ``spec`` at ``data[start:stop]`` nested at ``depth``
    (the root is 1), or None where they leave the input to the reference (not canonical, too deep).

    It is the document :func:`decode_message` makes of that message inside a whole decode of
    ``data`` by the fast paths: the same values, Blob offsets into ``data`` (and ``source``).
    """
    stop = len(data) if stop is None else stop
    if not fastdecode.ENABLED:
        return None
    with paused():
        compiled = compiled_range_decoder(registry) if accel.ENABLED else None
        if compiled is not None:
            context = fastdecode.FastOptions(source, options.max_depth, options.values_limit)
            found = compiled(data, spec.name, context, options.max_depth, start, stop, depth)
        else:
            fast = fastdecode.fast_decoders(registry)[spec.name]
            # The room a whole decode would have left at this depth (see decode_message).
            deepest = min(options.max_depth, frames_left() - _FAST_FRAMES_SPARE + depth - 1)
            context = fastdecode.FastOptions(source, deepest, options.values_limit)
            found = fast(data, start, stop, context, depth)
        if found is not None:
            context.finish()
    return found
