"""JSON text in and out: a deterministic, diff-friendly writer and a strict reader.

This is the only module of the package that talks to :mod:`orjson`.

NOTE: design decisions.

Writer
    The layout is a function of the document alone (no sorting, no platform-dependent float
    formatting), so the same document gives the same bytes everywhere and a one-value edit gives a
    one-line diff. Every scalar is rendered by ``orjson.dumps`` (floats in its shortest round-trip
    form). The tree is walked with an explicit stack, not recursion, so deep documents cannot hit
    Python's recursion limit. Widths are counted in characters (code points). An inline array
    must fit ``indent + "key": + array`` in ``width``; the ``,`` that may follow it is not
    counted, so adding a key after an array never changes the array's layout. Packed lines count
    their commas. Indentation stops growing at ``MAX_INDENT_LEVEL`` levels (deeper entries are
    indented as that level's), so text and memory grow linearly with the depth, not with its square.

    Speed comes from doing the per-element work in C. The types of an array's elements are
    collected by ``set(map(type, items))``; an array of numbers is ``orjson.dumps(items)`` with
    its commas widened by one ``bytes.replace`` (with no string, every comma is a separator); an
    array of strings is the same with ``","`` when the output holds no backslash (then no string
    holds a quote); any other array of scalars with strings is dumped once with ``OPT_INDENT_2``, whose
    ``",\\n  "`` can only be a separator because strings never hold a raw newline. Output is built
    in a bytearray and written once it passes 1 MiB. orjson's results are copied into it and
    dropped at once: a small result holds about 4 KiB of memory while it lives (measured with
    orjson 3.x), so keeping hundreds of thousands of them (say in a list to join) touches
    gigabytes and costs more than all the rest of the writer.
    A ``Blob`` larger than 3 MiB is base64-encoded 3 MiB at a time straight to the stream.

    With the compiled accelerator (:mod:`onnxjson.accel`), the walk below runs in C (``write``):
    the same walk, the same checks at the same values, and the same Python calls wherever the text
    is not one it can make byte for byte itself (orjson for other scalars, :func:`_scalar_array`,
    :func:`_key_bytes`, :func:`_plain`, the payload writers). Its text goes to the stream in pieces
    of about ``_FLUSH_BYTES`` as it is made, as this walk's does, so memory is bounded by the
    document and not by its text, and a progress report around the stream moves as the text is
    written. This walk stays the reference: it writes every document when the accelerator is
    absent or switched off; tests/test_accel.py compares the two, at many piece sizes.

Reader
    ``orjson.loads`` parses, with the cyclic GC paused: it would otherwise traverse the growing
    heap again and again while millions of containers (that cannot form cycles) are created, which
    more than doubles the parse time. Every error becomes a :class:`DocumentError` with a line,
    and a column in the message; for some errors (a truncated deep nesting is reported by orjson as
    "failed to allocate memory") a scan of brackets and strings finds the real cause.

    orjson keeps the last of duplicate keys silently. Duplicates are detected by counting string
    tokens, which needs no per-token Python work: with no duplicate, the parsed tree
    re-serialised by orjson holds exactly as many strings as the text, and every duplicate loses at
    least its key string. The strings of a valid JSON text are its ``"`` bytes, minus the escaped
    ones, halved; the escaped quotes are the ``\\"`` left after removing the ``\\\\`` pairs
    (backslashes pair up left to right, exactly as JSON escapes do). Only when the counts differ
    does a token-by-token scan in Python find the first duplicate, its path and line. A tree nested
    deeper than orjson can serialise (254 levels) is counted by a walk instead.

Paths
    :func:`format_path` writes ``graph.node[12].attribute[0].type``. A key is written plainly when
    it is made of ASCII letters, digits, ``_`` and ``$`` and does not start with a digit (so
    ``$layout`` is ``.$layout``); any other key is written as a JSON string in brackets,
    ``["a.b"]``, which keeps the path unambiguous.
"""

from __future__ import annotations

import binascii
import contextlib
import gc
import io
import json
import math
import mmap
import os
import re
import sys
import threading
from collections.abc import Callable, Iterator, Sequence
from itertools import chain
from typing import IO, Any

import orjson

from onnxjson import accel
from onnxjson.codec.values import Blob, BlobText, LongText, b64decode, plain_base64, rounding_hint
from onnxjson.errors import DocumentError, NumberRangeError
from onnxjson.options import DEFAULTS, JSON_NESTING_LIMIT

__all__ = [
    "DEFAULT_MAX_DOCUMENT_BYTES",
    "LARGE_DOCUMENT_BYTES",
    "MAX_INDENT_LEVEL",
    "MAX_NESTING_DEPTH",
    "SPLICE_MIN_BYTES",
    "StreamedText",
    "blob_bytes",
    "dumps_document",
    "dumps_indented",
    "format_path",
    "locate_line",
    "parse_document_text",
    "parse_path",
    "read_document",
    "read_document_text",
    "read_large_document",
    "write_document",
]

#: The largest document :func:`read_document` accepts unless told otherwise (4 GiB).
DEFAULT_MAX_DOCUMENT_BYTES = DEFAULTS.max_document_bytes

#: The deepest nesting of arrays and objects orjson parses.
MAX_NESTING_DEPTH = JSON_NESTING_LIMIT

_BLOB_CHUNK = 3 << 20  # a multiple of 3: base64 of each chunk needs no padding
_COUNT_CHUNK = 1 << 24

_dumps = orjson.dumps
_isfinite = math.isfinite


# ---------------------------------------------------------------------------------------------
# Writer
# ---------------------------------------------------------------------------------------------

_FLUSH_BYTES = 1 << 20
_SCALAR_TYPES = frozenset((str, int, float, bool, type(None)))
_NUMBER_TYPES = frozenset((int, float, bool))
#: Entries deeper than this are indented as this level's: 2 spaces a level, at most 64. A real
#: model's deepest entries sit at level 9 + 5 per subgraph nested in another (11 + 5 with sequence
#: types): four subgraph levels stay below it; past it, each level of nesting costs the same text.
MAX_INDENT_LEVEL = 32
_STR_ONLY = frozenset((str,))
_NONE = type(None)
_COPIED_TYPES = _SCALAR_TYPES | {dict, list}
_JSON_TYPES = frozenset((str, int, float, bool, type(None), dict, list, Blob, LongText))


def write_document(doc: dict[str, Any], stream: IO[bytes], *, width: int = 100,
                   on_payload: Callable[[int], None] | None = None,
                   payload_texts: Callable[[Blob], None] | None = None,
                   flush_bytes: int | None = None) -> None:
    """Write a document as indented UTF-8 JSON text in the stable layout.

    Objects keep their key order and hold one key per line; arrays of scalars go on one line when
    it fits in ``width`` characters and are otherwise packed several per line; other arrays hold
    one element per line. ``Blob`` values are written as base64 strings, streamed in chunks.

    Args:
        doc: the document: dicts (str keys), lists, str, int (64-bit signed or unsigned), finite
            float, bool, None and :class:`~onnxjson.codec.values.Blob`.
        stream: a binary stream to write to. When an error is raised, part of the text may
            have been written already.
        width: the widest line, in characters, that arrays are laid out for.
        on_payload: called with the size of each piece of a ``Blob`` written; the pieces of a
            document add up to :func:`blob_bytes` of it (for progress reports).
        payload_texts: called with each ``Blob`` whose base64 text goes to ``stream`` in pieces of
            its own (those longer than one encoding piece), once its opening quote has been written:
            the next ``-(-len(blob) // 3) * 4`` bytes ``stream`` is given are that text
            (:class:`StreamedText` checks them as they come).
        flush_bytes: the compiled writer hands its text to ``stream`` once it holds this much (its
            buffer is about this size; default :data:`_FLUSH_BYTES`, read when called); the pure
            walk keeps :data:`_FLUSH_BYTES`.

    Raises:
        DocumentError: arrays and objects nest deeper than the JSON readers' limit (1024 levels).
        ValueError: a value JSON cannot hold: a NaN or infinite float, an integer outside 64 bits,
            a string with a lone surrogate.
        TypeError: a value of another type, or a key that is not a string.
    """
    if payload_texts is not None:
        _taps.tap = payload_texts
    try:
        if accel.ENABLED and _write_compiled is not None and type(doc) is dict:
            _write_compiled(doc, stream, width, on_payload, _FLUSH_BYTES if flush_bytes is None else flush_bytes)
        else:
            _render(doc, stream, width, on_payload)
    except (orjson.JSONEncodeError, _Unwritable) as e:
        raise _write_error(doc, str(e)) from None
    finally:
        if not _rings.__dict__.get("kept"):
            _rings.__dict__.pop("ring", None)  # the Blob encoder's buffers (see _encode_ring)
            _rings.__dict__.pop("text", None)  # and _write_blob's (see _text_buffer)
        _taps.__dict__.pop("tap", None)


@contextlib.contextmanager
def keeping_encode_buffers() -> Iterator[None]:
    """Keep the Blob encoder's buffers (:func:`_encode_ring`) from one :func:`write_document` call
    to the next while this is open, and let them go when it closes: for a document written in
    pieces (streamed.py), whose every piece made them anew (zeroed and faulted in again: 6 MiB a
    large payload, 290,000 page faults for the 1 GB model's inline dump)."""
    outer = _rings.__dict__.get("kept", False)
    _rings.kept = True
    try:
        yield
    finally:
        _rings.kept = outer
        if not outer:
            _rings.__dict__.pop("ring", None)
            _rings.__dict__.pop("text", None)


def dumps_document(doc: dict[str, Any], *, width: int = 100) -> bytes:
    """Return the text :func:`write_document` writes, as bytes.

    Args:
        doc: the document (see :func:`write_document`).
        width: the widest line, in characters, that arrays are laid out for.

    Returns:
        The UTF-8 JSON text, ending with one newline.

    Raises:
        ValueError: see :func:`write_document`.
        TypeError: see :func:`write_document`.
    """
    out = io.BytesIO()
    write_document(doc, out, width=width)
    return out.getvalue()


def _too_deep() -> DocumentError:
    # Never write what no reader (build included) accepts.
    return DocumentError(f"the document would nest arrays and objects deeper than {JSON_NESTING_LIMIT} "
                         "levels, which JSON readers (and build) refuse")


class _Unwritable(Exception):
    """Raised inside the writer; :func:`write_document` finds the value and explains."""


def blob_bytes(doc: Any, *, limit: int | None = None) -> int | None:
    """The bytes of every ``Blob`` in a document: what :func:`write_document` reports to ``on_payload``.

    None when the document has more than ``limit`` values (the walk stops there: a graph-heavy
    document is not walked twice for a progress report).
    """
    total = 0
    seen = 0
    stack = [doc]
    while stack:
        value = stack.pop()
        if type(value) is dict:
            items: Any = value.values()
        else:
            items = value
            if set(map(type, items)) <= _SCALAR_TYPES:  # one pass in C: readable values, names
                continue
        seen += len(items)
        if limit is not None and seen > limit:
            return None
        for v in items:
            t = type(v)
            if t is dict or t is list:
                stack.append(v)
            elif isinstance(v, Blob):
                total += len(v)
    return total


def _write_long_text(value: LongText, buf: bytearray, stream: IO[bytes]) -> None:
    """A LongText: printable ASCII without quotes or backslashes, written as it is."""
    buf += b'"'
    for piece in value.chunks(_BLOB_CHUNK):
        buf += piece
        if len(buf) >= _FLUSH_BYTES:
            stream.write(buf)
            buf.clear()
    buf += b'"'


def _render(doc: Any, stream: IO[bytes], width: int, on_payload: Callable[[int], None] | None = None) -> None:
    buf = bytearray()  # orjson's results are copied in at once and freed (see the NOTE)
    keys: dict[str, bytes] = {}  # key -> b'"key": '
    key_cols: dict[str, int] = {}  # key -> its width in characters
    firsts: list[bytes] = []  # level -> separator before the first entry
    commas: list[bytes] = []  # level -> separator before the others
    _grow(firsts, commas, 3)

    stack: list[tuple[Iterator[Any], bool, int, bytes]] = []
    # The current container. The top-level value is the one entry of a pseudo-container.
    it: Iterator[Any] = iter((doc,))
    is_dict = False
    level = 0  # the indentation level of the current container's entries
    sep = b""
    comma = b""
    key: Any = None
    batching = _BATCHING  # arrays of containers go to _batched until it leaves one to the walk
    while True:
        for item in it:
            if is_dict:
                key, value = item
                kb = keys.get(key)
                if kb is None:
                    kb = _key_bytes(key, keys, key_cols)
                buf += sep
                buf += kb
            else:
                value = item
                buf += sep
            sep = comma
            t = type(value)
            if t is str or t is int:
                buf += _dumps(value)
                continue
            if t is list:
                if level >= JSON_NESTING_LIMIT:
                    raise _too_deep()
                if not value:
                    buf += b"[]"
                    if len(buf) >= _FLUSH_BYTES:  # an array of empty ones: its text is not held whole
                        stream.write(buf)
                        buf.clear()
                    continue
                indent = 2 * min(level, MAX_INDENT_LEVEL)
                used = indent + key_cols[key] if is_dict else indent
                types = set(map(type, value))  # one pass in C
                whole = None
                if types <= _SCALAR_TYPES:
                    # The usual cases inline: numbers, or strings without escapes. (Every C call
                    # counts here; ``x in bytes`` is slower than ``bytes.find``.)
                    whole = _dumps(value)
                    if used + len(whole) + len(value) - 1 <= width and whole.isascii():
                        if str not in types and _NONE not in types:
                            if float in types and whole.find(b"null") >= 0:
                                raise _Unwritable("NaN or infinity")  # orjson writes them as null
                            buf += whole.replace(b",", b", ")
                            continue
                        if (types == _STR_ONLY and whole.find(b"\\") < 0
                                and whole.count(b",") == len(value) - 1):
                            # No string holds a quote or a comma: every comma separates elements.
                            buf += whole.replace(b",", b", ")
                            continue
                text = _scalar_array(value, types, used, min(level, MAX_INDENT_LEVEL), width, whole)
                whole = None
                if text is not None:
                    buf += text
                    if len(buf) >= _FLUSH_BYTES:
                        stream.write(buf)
                        buf.clear()
                    continue
                buf += b"["
                stack.append((it, is_dict, level, comma))
                level += 1
                if level >= len(firsts):
                    _grow(firsts, commas, level)
                it = iter(value)
                is_dict = False
                sep = firsts[level]
                comma = commas[level]
                if batching and level <= MAX_INDENT_LEVEL:
                    done = _batched(value, level, width, buf, stream, sep, comma, keys, key_cols)
                    if done:
                        sep = comma
                        it = iter(value[done:]) if done < len(value) else iter(())
                    if done < len(value):
                        batching = False  # what stopped it may stop it again, deeper: the walk goes on alone
                break
            if t is dict:
                if level >= JSON_NESTING_LIMIT:
                    raise _too_deep()
                if not value:
                    buf += b"{}"
                    if len(buf) >= _FLUSH_BYTES:  # an array of empty ones: its text is not held whole
                        stream.write(buf)
                        buf.clear()
                    continue
                buf += b"{"
                stack.append((it, is_dict, level, comma))
                level += 1
                if level >= len(firsts):
                    _grow(firsts, commas, level)
                it = iter(value.items())
                is_dict = True
                sep = firsts[level]
                comma = commas[level]
                break
            if t is float:
                if not _isfinite(value):
                    raise _Unwritable("NaN or infinity")
                buf += _dumps(value)
            elif value is None:
                buf += b"null"
            elif t is bool:
                buf += b"true" if value else b"false"
            elif t is Blob:
                _write_blob(value, buf, stream, on_payload)
            elif t is LongText:
                _write_long_text(value, buf, stream)
            else:
                # A subclass of a JSON type: take back its separator (and key), then go
                # round again with its plain value.
                plain = _plain(value)
                tail = keys[key] if is_dict else b""
                sep = comma if buf.endswith(comma + tail) else firsts[level]
                del buf[len(buf) - len(sep) - len(tail):]
                it = chain((((key, plain) if is_dict else plain),), it)
                break
        else:
            if not stack:
                break
            buf += firsts[level - 1]
            buf += b"}" if is_dict else b"]"
            it, is_dict, level, comma = stack.pop()
            sep = comma
            if len(buf) >= _FLUSH_BYTES:
                stream.write(buf)
                buf.clear()
    buf += b"\n"
    stream.write(buf)


class _Bail(Exception):
    """A value the batched path (:func:`_batched`) leaves to the walk."""


#: Switched off by tests to compare :func:`_batched` with the walk alone.
_BATCHING = True
#: Elements of an array of containers that :func:`_batched` writes with one ``orjson.dumps``.
_BATCH = 128
#: Containers copied for one batch at most, each element of an array of containers counted too:
#: an element larger than that is left to the walk, which writes its text to the stream as it goes
#: (a batch's text is held whole; an input of 500,000 empty dims held theirs, 194 bytes a dim).
_BATCH_CONTAINERS = 4096
#: Scalars in the arrays of one batch at most: a larger array of scalars is left to the walk, whose
#: text of it is written as it is made (a batch held a random forest's node whole: 500,000 values an
#: attribute, 34 MB of text twice, as fragments and as orjson's result).
_BATCH_SCALARS = 1 << 16
_fragment = orjson.Fragment
_cuts: dict[int, tuple[int, int]] = {}


def _batched(items: list[Any], level: int, width: int, buf: bytearray, stream: IO[bytes], first: bytes,
             comma: bytes, keys: dict[str, bytes], key_cols: dict[str, int]) -> int:
    """Write the leading elements of ``items`` (an array of containers whose entries are at
    ``level``) to ``buf``, each after its separator, as the walk would; return how many.

    NOTE: the walk costs a few Python steps a value. Here each element is copied with every array
    of scalars in it replaced by an ``orjson.Fragment`` of the text the walk gives it (the same
    functions, inline or :func:`_scalar_array`), and a batch of elements is dumped by one
    ``orjson.dumps(OPT_INDENT_2)``, nested in ``level - 1`` arrays so that orjson's indentation
    is the walk's; its elements' text is cut out of it. orjson writes objects, keys, strings,
    integers, floats, true/false/null and separators as the walk does (the walk renders each of
    them with orjson). What it would not write the same way stops the copy (:class:`_Bail`): a
    Blob or LongText, a subclass, a NaN or infinity, a non-string key before an array, entries
    deeper than ``MAX_INDENT_LEVEL`` (orjson does not cap indentation), an element of more than
    ``_BATCH_CONTAINERS`` containers or ``_BATCH_SCALARS`` values in arrays of scalars; what orjson refuses (integers beyond 64 bits, lone
    surrogates, other keys) makes it refuse the batch. The walk then writes that element and
    the rest, and meets the value and its error as before. (docs/PERFORMANCE.md#writer)
    """
    cuts = _cuts.get(level)
    if cuts is None:
        probe = _dumps(_nest([0], level), option=orjson.OPT_INDENT_2)
        cuts = _cuts[level] = (probe.index(b"0"), len(probe) - probe.index(b"0") - 1)
    head, tail = cuts
    done = 0
    count = len(items)
    while done < count:
        batch: list[Any] = []
        budget = [_BATCH_CONTAINERS, _BATCH_SCALARS]
        try:
            for x in items[done:done + _BATCH]:
                if type(x) is dict and x:
                    batch.append(_plain_dict(x, level, width, keys, key_cols, budget))
                else:
                    batch.append(_plain_entry(x, level, 2 * level, width, keys, key_cols, budget))
        except (_Bail, _Unwritable, orjson.JSONEncodeError):
            pass
        if not batch:
            return done
        try:
            text = _dumps(_nest(batch, level), option=orjson.OPT_INDENT_2)
        except orjson.JSONEncodeError:
            return done
        buf += comma if done else first
        buf += memoryview(text)[head:len(text) - tail]
        del text
        done += len(batch)
        if len(buf) >= _FLUSH_BYTES:
            stream.write(buf)
            buf.clear()
        if len(batch) < _BATCH and done < count:
            return done
    return done


def _nest(value: list[Any], level: int) -> list[Any]:
    for _ in range(level - 1):
        value = [value]
    return value


def _plain_entry(value: Any, level: int, used: int, width: int, keys: dict[str, bytes], key_cols: dict[str, int],
                 budget: list[int]) -> Any:
    """``value`` (an entry at ``level``, ``used`` columns into its line) as :func:`_batched` dumps it."""
    t = type(value)
    if t is dict:
        return _plain_dict(value, level, width, keys, key_cols, budget) if value else value
    if t is str or t is int or t is bool or value is None:
        return value
    if t is float:
        if not _isfinite(value):
            raise _Bail
        return value
    if t is list:
        if not value:
            return value
        types = set(map(type, value))
        if types <= _SCALAR_TYPES:
            budget[1] -= len(value)
            if budget[1] < 0:
                raise _Bail
            return _fragment(_scalar_text(value, types, used, level, width))
        if not types <= _COPIED_TYPES:
            raise _Bail
        inner = level + 1
        budget[0] -= 1 + len(value)  # every element a line at least, an empty one too
        if inner > MAX_INDENT_LEVEL or budget[0] < 0:
            raise _Bail
        indent = 2 * inner
        return [_plain_entry(v, inner, indent, width, keys, key_cols, budget) for v in value]
    raise _Bail


def _plain_dict(value: dict[Any, Any], level: int, width: int, keys: dict[str, bytes], key_cols: dict[str, int],
                budget: list[int]) -> dict[Any, Any]:
    """:func:`_plain_entry` of a dict that is not empty (the usual element: its own function)."""
    inner = level + 1
    budget[0] -= 1
    if inner > MAX_INDENT_LEVEL or budget[0] < 0:
        raise _Bail
    indent = 2 * inner
    out = {}
    for k, v in value.items():
        tv = type(v)
        if tv is str or tv is int:
            out[k] = v
        elif tv is list and v:
            col = key_cols.get(k)
            if col is None:
                _key_bytes(k, keys, key_cols)
                col = key_cols[k]
            if len(v) == 1:  # one element: the array's text is orjson's, when it fits and is ASCII
                t0 = type(v[0])
                if t0 is str or t0 is int or (t0 is float and _isfinite(v[0])):
                    whole = _dumps(v)
                    if indent + col + len(whole) <= width and whole.isascii():
                        out[k] = _fragment(whole.decode())
                        continue
            types = set(map(type, v))
            if types <= _SCALAR_TYPES:  # the arrays of a node or a tensor
                budget[1] -= len(v)
                if budget[1] < 0:
                    raise _Bail
                out[k] = _fragment(_scalar_text(v, types, indent + col, inner, width))
            else:
                out[k] = _plain_entry(v, inner, indent + col, width, keys, key_cols, budget)
        elif tv is dict and v:
            out[k] = _plain_dict(v, inner, width, keys, key_cols, budget)
        else:
            out[k] = _plain_entry(v, inner, indent, width, keys, key_cols, budget)
    return out


def _scalar_text(value: list[Any], types: set[type], used: int, level: int, width: int) -> str:
    """The text the walk gives an array of scalars (an entry at ``level``, ``used`` columns in)."""
    whole = _dumps(value)
    if used + len(whole) + len(value) - 1 <= width and whole.isascii():
        if str not in types and _NONE not in types:
            if float in types and whole.find(b"null") >= 0:
                raise _Bail
            return whole.replace(b",", b", ").decode()  # a copy: orjson's result is let go
        if types == _STR_ONLY and whole.find(b"\\") < 0 and whole.count(b",") == len(value) - 1:
            return whole.replace(b",", b", ").decode()  # a copy: orjson's result is let go
    return _scalar_array(value, types, used, level, width, whole).decode()  # type: ignore[union-attr]  # scalars only

def _grow(firsts: list[bytes], commas: list[bytes], level: int) -> None:
    while len(firsts) <= level:
        if len(firsts) > MAX_INDENT_LEVEL:  # deeper levels share the deepest indentation
            firsts.append(firsts[MAX_INDENT_LEVEL])
            commas.append(commas[MAX_INDENT_LEVEL])
            continue
        pad = b"  " * len(firsts)
        firsts.append(b"\n" + pad)
        commas.append(b",\n" + pad)


def _key_bytes(key: object, keys: dict[str, bytes], key_cols: dict[str, int]) -> bytes:
    if not isinstance(key, str):
        raise _Unwritable("a key is not a string")
    kb = _dumps(key) + b": "
    keys[key] = kb
    key_cols[key] = _cols(kb)
    return kb


def _cols(b: bytes) -> int:
    """Width in characters of UTF-8 text."""
    return len(b) if b.isascii() else len(b.decode("utf-8"))


def _plain(value: Any) -> Any:
    """A subclass of a JSON type as a value of the type itself; anything else raises."""
    plain: Any = None
    if isinstance(value, LongText):
        plain = value.text()
    elif isinstance(value, Blob):
        plain = Blob(value.data)
    else:
        base: type[Any]
        for base in (str, int, float, dict, list):
            if isinstance(value, base):
                plain = str.__str__(value) if base is str else base(value)
                break
    if type(plain) not in _JSON_TYPES or plain is None:
        raise _Unwritable(type(value).__name__)
    return plain


def _write_blob(blob: Blob, buf: bytearray, stream: IO[bytes], on_payload: Callable[[int], None] | None) -> None:
    size = len(blob)
    fast = accel.compiled if accel.ENABLED else None
    if fast is not None and type(blob) is Blob and size > _ENCODE_PIECE:
        _write_blob_threaded(fast, blob, buf, stream, on_payload)
        return
    buf += b'"'
    if size > _BLOB_CHUNK:
        stream.write(buf)
        buf.clear()
        _announce(blob)
    elif size > _FLUSH_BYTES:
        stream.write(buf)  # its text goes to the stream by itself too (not announced: one piece)
        buf.clear()
    # Never the whole payload as one string; a mapped input's pages are released as they go. The
    # pieces of a payload of more than _FLUSH_BYTES are encoded in parts of _ENCODE_PART bytes,
    # whose text the allocator gives memory it used before, gathered in this thread's buffer
    # (_text_buffer): a piece's text made at once was memory of its own, zeroed and faulted in for
    # every piece (the pure inline dump of the 1 GB model: 340,000 page faults, 1.44 s against
    # 0.91 s of CPU for its base64 alone).
    text = _text_buffer() if size > _FLUSH_BYTES else None
    for piece in blob.chunks(_BLOB_CHUNK):
        view = memoryview(piece)
        if view.ndim != 1 or view.itemsize != 1:
            view = view.cast("B")
        if text is None:
            buf += fast.b64encode(view) if fast is not None else binascii.b2a_base64(view, newline=False)
        else:
            end = 0
            for at in range(0, len(view), _ENCODE_PART):
                part = view[at:at + _ENCODE_PART]
                chunk = fast.b64encode(part) if fast is not None else binascii.b2a_base64(part, newline=False)
                if end + len(chunk) > len(text):  # a piece longer than _BLOB_CHUNK: straight on
                    stream.write(text[:end])
                    end = 0
                    stream.write(chunk)
                    continue
                text[end:end + len(chunk)] = chunk
                end += len(chunk)
            stream.write(text[:end])
        if on_payload is not None:
            on_payload(len(view))
    buf += b'"'
    if len(buf) >= _FLUSH_BYTES:
        stream.write(buf)
        buf.clear()


#: Bytes of a long Blob's piece encoded at a time by _write_blob: a multiple of 3 whose text (64 KiB)
#: the allocator serves from memory it keeps (its threshold for a mapping of their own is 128 KiB).
_ENCODE_PART = 3 << 14


def _text_buffer() -> memoryview:
    """This thread's buffer for a piece of a long Blob's text in _write_blob, kept as the encoder's
    ring is (write_document lets it go at its end, or keeping_encode_buffers at its own)."""
    text: memoryview | None = getattr(_rings, "text", None)
    if text is None:
        text = _rings.text = memoryview(bytearray(_BLOB_CHUNK // 3 * 4))
    return text


#: The compiled encoder's pieces of a long Blob: 3/4 of values.THREAD_PIECE_CHARS, and a divisor
#: of _BLOB_CHUNK, so the pieces reported to on_payload are the reference's.
_ENCODE_PIECE = _BLOB_CHUNK // 4
_ENCODE_AHEAD = 4


def _write_blob_threaded(fast: Any, blob: Blob, buf: bytearray, stream: IO[bytes],
                         on_payload: Callable[[int], None] | None) -> None:
    """_write_blob for a plain Blob longer than one piece: its pieces are encoded by the compiled
    accelerator on worker threads (GIL released) while this thread writes those done, in order.
    The text, the pieces reported to ``on_payload`` and the pages released are the reference's."""
    size = len(blob)
    view = memoryview(blob.data)
    if view.ndim != 1 or view.itemsize != 1:
        view = view.cast("B")
    buf += b'"'
    stream.write(buf)  # the pieces go straight to the stream: the same text as gathering them
    buf.clear()
    _announce(blob)
    starts = range(0, size, _ENCODE_PIECE)
    ring = _encode_ring()
    counts = accel.in_order(fast.b64encode_into, ((view[a:a + _ENCODE_PIECE], ring[i % len(ring)])
                                                  for i, a in enumerate(starts)), _ENCODE_AHEAD)
    reported = 0
    for i, (start, count) in enumerate(zip(starts, counts, strict=True)):
        stop = min(size, start + _ENCODE_PIECE)
        with memoryview(ring[i % len(ring)]) as text:
            stream.write(text[:count])
        if stop == size or stop % _BLOB_CHUNK == 0:
            blob.release(reported, stop)
            if on_payload is not None:
                on_payload(stop - reported)
            reported = stop
    buf += b'"'


_rings = threading.local()
_taps = threading.local()  # write_document's payload_texts, for the Blob writers of this thread


def _announce(blob: Blob) -> None:
    """Tell write_document's ``payload_texts`` that ``blob``'s text comes next on the stream (everything
    before it, its opening quote included, has been handed on: the compiled writer's stream hands
    on its pending text before what it is given)."""
    tap = _taps.__dict__.get("tap")
    if tap is not None:
        tap(blob)


def _encode_ring() -> list[bytearray]:
    """The buffers this thread's Blob pieces are encoded into, in turn, for the document being
    written (write_document lets them go at its end). A buffer comes round again only after its
    text is written (accel.in_order runs at most _ENCODE_AHEAD calls beyond the one written), so
    the workers allocate nothing: memory a worker allocated and this thread freed would go back to
    the system and be faulted in again, piece after piece."""
    size = -(-_ENCODE_PIECE // 3) * 4
    ring: list[bytearray] | None = getattr(_rings, "ring", None)
    if ring is None or len(ring[0]) != size:
        ring = _rings.ring = [bytearray(size) for _ in range(_ENCODE_AHEAD + 2)]
    return ring


def _scalar_array(items: list[Any], types: set[type], used: int, level: int, width: int,
                  whole: bytes | None = None) -> bytes | None:
    """The text of an array of scalars (inline or packed), or None when it holds a container.

    ``types`` is the set of the types of the items; ``whole``, when given, ``orjson.dumps(items)``.
    """
    if not types <= _SCALAR_TYPES:
        if any(isinstance(x, (dict, list, Blob)) for x in items):
            return None
        items = [_plain(x) for x in items]
        types = set(map(type, items))
        whole = None
    if str not in types:
        # Numbers, bools and nulls: the compact text, its commas widened; no element holds ", ".
        if whole is None:
            whole = _dumps(items)
        if float in types:
            # orjson writes NaN and infinities as null: refuse them.
            if types <= _NUMBER_TYPES:
                if whole.find(b"null") >= 0:
                    raise _Unwritable("NaN or infinity")
            elif not all(_isfinite(x) for x in items if type(x) is float):
                raise _Unwritable("NaN or infinity")
        if used + len(whole) + len(items) - 1 <= width:
            return whole.replace(b",", b", ")
        return _packed_joined(whole[1:-1].replace(b",", b", "), level, width)
    # One element a line: as no string holds a raw newline, ",\n  " only occurs between elements.
    body = _dumps(items, option=orjson.OPT_INDENT_2)[4:-2]
    if float in types:
        # orjson writes NaN and infinities as null: refuse them.
        if types <= _NUMBER_TYPES:
            if b"null" in body:
                raise _Unwritable("NaN or infinity")
        elif not all(_isfinite(x) for x in items if type(x) is float):
            raise _Unwritable("NaN or infinity")
    count = len(items)
    ascii_only = body.isascii()
    size = (len(body) if ascii_only else len(body.decode("utf-8"))) - 3 * (count - 1) + count + 1
    if used + size <= width:
        return b"[" + body.replace(b",\n  ", b", ") + b"]"
    if ascii_only and body.find(b", ") < 0:
        # No element holds ", ": joined by it, the separators are the only ones (the same lines
        # as below, without a bytes object and a width for each element: a forest's 500,000 modes).
        return _packed_joined(body.replace(b",\n  ", b", "), level, width)
    parts = body.split(b",\n  ")
    cols = list(map(len, parts)) if ascii_only else [len(p.decode("utf-8")) for p in parts]
    return _packed(parts, cols, level, width)


def _packed(parts: list[bytes], cols: list[int], level: int, width: int) -> bytes:
    """Elements packed greedily into lines of at most ``width`` characters, commas included."""
    pad = b"  " * (level + 1)
    start = len(pad)
    lines: list[bytes] = []
    line: list[bytes] = []
    used = 0
    last = len(parts) - 1
    for i, part in enumerate(parts):
        need = cols[i] + (i != last)
        if line and used + 1 + need <= width:
            line.append(part)
            used += 1 + need
        else:
            if line:
                lines.append(pad + b", ".join(line) + b",")
            line = [part]
            used = start + need
    lines.append(pad + b", ".join(line))
    return b"[\n" + b"\n".join(lines) + b"\n" + b"  " * level + b"]"


def _packed_joined(joined: bytes, level: int, width: int) -> bytes:
    """:func:`_packed` of ASCII elements none of which holds ``", "``, given joined by ``", "``.

    The same lines, a few C calls a line instead of Python steps an element: a line ends at the
    last separator that leaves it (comma included) within ``width``, or after its first element
    when even that one does not fit; the rest goes on one line once it fits.
    """
    pad = b"  " * (level + 1)
    room = max(width - len(pad), 0)  # a line's characters after its indentation, comma included
    lines: list[bytes] = []
    start = 0
    end = len(joined)
    while end - start > room:
        cut = joined.rfind(b", ", start, start + room + 1)  # the line is joined[start:cut] + ","
        if cut < 0:
            cut = joined.find(b", ", start)
            if cut < 0:
                break
        lines.append(joined[start:cut])
        start = cut + 2
    lines.append(joined[start:])
    return b"[\n" + pad + (b",\n" + pad).join(lines) + b"\n" + b"  " * level + b"]"


_write_compiled: Callable[[dict[str, Any], IO[bytes], int, Callable[[int], None] | None, int], None] | None = None
if accel.compiled is not None:
    accel.compiled.write_configure(_dumps, _scalar_array, _key_bytes, _plain, _write_blob, _write_long_text, _too_deep,
                                   Blob, LongText, _Unwritable, MAX_INDENT_LEVEL, JSON_NESTING_LIMIT)
    _write_compiled = accel.compiled.write


def _write_error(doc: Any, detail: str) -> Exception:
    """The error for the first value of ``doc`` (in document order) that cannot be written."""
    todo: list[tuple[list[str | int], Any]] = [([], doc)]
    while todo:
        path, value = todo.pop()
        where = format_path(path) or "the document"
        if isinstance(value, dict):
            for key in value:
                if not isinstance(key, str):
                    return TypeError(f"{where}: object keys must be strings, not {type(key).__name__}")
                if not _utf8_ok(key):
                    return ValueError(f"{where}: the key {key!r} holds a lone surrogate")
            todo.extend(([*path, k], v) for k, v in reversed(value.items()))
        elif isinstance(value, list):
            todo.extend(([*path, i], value[i]) for i in range(len(value) - 1, -1, -1))
        elif isinstance(value, float):
            if not _isfinite(value):
                return ValueError(f"{where}: {value!r} cannot be written as a JSON number "
                                  "(NaN and infinities are written as strings)")
        elif isinstance(value, bool) or value is None or isinstance(value, (Blob, LongText)):
            pass
        elif isinstance(value, int):
            if not -(1 << 63) <= value < (1 << 64):
                return ValueError(f"{where}: the integer {value} does not fit in 64 bits")
        elif isinstance(value, str):
            if not _utf8_ok(value):
                return ValueError(f"{where}: the string holds a lone surrogate and cannot be UTF-8")
        else:
            return TypeError(f"{where}: a {type(value).__name__} cannot be written to a document")
    return ValueError(f"cannot write the document: {detail}")


def _utf8_ok(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


# ---------------------------------------------------------------------------------------------
# verify's text: written, checked and read back without its payload texts
# ---------------------------------------------------------------------------------------------

class StreamedText:
    """A document's text as :func:`write_document` writes it, kept without its long payload texts.

    verify writes a model's document here instead of into a file it reads back whole: ``write``
    hands what it is given to ``sink`` (the kept text), except the base64 text of each Blob the
    writer announces (``expect``, given to write_document as ``payload_texts``). That text is
    checked as it comes, piece by piece, while it is in the cache (:class:`_PayloadCheck`): it must
    be standard base64 with its padding at the end only, decode with the decoder build uses (the
    compiled one, or binascii and ``values.b64decode``) to the Blob's bytes, be exactly as long as
    their base64 and end with the group the encoder writes for their last bytes. Such a text is
    exactly ``b64encode`` of the Blob, and it is plain base64 as the reader sees it. In the kept
    text it is replaced by a marker (``\\u0000``, a random token, its number) between the writer's
    own quotes. :meth:`restore` puts, in the document read from the kept text, a LongText over the
    Blob's text (:class:`~onnxjson.codec.values.BlobText`) where each marker was read: the value
    the reader gives for the whole text, up to a ``str`` read in its place, which every reader of
    payloads takes alike. ``ok`` is False once a payload text fails its check (or the whole text
    grows past ``max_bytes``, which the reader refuses): the caller then goes the long way, writing
    the whole text and reading it back.
    """

    def __init__(self, sink: IO[bytes], *, max_bytes: int | None = DEFAULT_MAX_DOCUMENT_BYTES) -> None:
        self.sink = sink
        self.ok = True
        self.size = 0  # bytes of text written, the payloads' included
        self.blobs: list[Blob] = []
        self._max_bytes = max_bytes
        self._token = os.urandom(8).hex()
        self._check: _PayloadCheck | None = None
        self._outs = [bytearray(), bytearray()]  # the checks' output buffers, kept from payload to payload

    def expect(self, blob: Blob) -> None:
        """The next ``-(-len(blob) // 3) * 4`` bytes written are the base64 text of ``blob``."""
        if self._check is not None:  # the last one is not complete: the writer did not write it whole
            self.ok = False
        self._check = _PayloadCheck(blob, self._outs)
        if self._check.left == 0:
            self._end()

    def write(self, data: Any) -> int:
        n = len(data)
        self.size += n
        if self._max_bytes is not None and self.size > self._max_bytes:
            self.ok = False
        check = self._check
        if check is None:
            self.sink.write(data)
            return n
        view = memoryview(data)
        if view.ndim != 1 or view.itemsize != 1:
            view = view.cast("B")
            n = len(view)
        take = min(n, check.left)
        if self.ok and not check.feed(view[:take]):
            self.ok = False
        check.left -= take
        if check.left == 0:
            self._end()
        if take < n:
            self.sink.write(view[take:])
        return n

    def _end(self) -> None:
        check = self._check
        self._check = None
        if check is None or not self.ok or not check.finish():
            self.ok = False
            return
        self.sink.write(b"\\u0000%s%d" % (self._token.encode(), len(self.blobs)))
        self.blobs.append(check.blob)

    def restore(self, value: Any) -> bool:
        """Put a LongText of each checked payload's text where its marker was read in ``value``
        (the document read from the kept text); False when the text was not kept whole (``ok``), or
        the markers are not each read once, as a whole string value (the caller then reads the text
        the long way)."""
        if not self.ok or self._check is not None:
            return False
        if not self.blobs:  # nothing was taken out: the kept text is the whole text
            return True
        mark = "\x00" + self._token
        seen = bytearray(len(self.blobs))
        todo: list[Any] = [[value]]
        while todo:
            container = todo.pop()
            if type(container) is dict:
                if any(type(k) is str and k.startswith(mark) for k in container):
                    return False
                items: Any = container.items()
            else:
                items = enumerate(container)
            for key, item in items:
                t = type(item)
                if t is dict or t is list:
                    todo.append(item)
                elif t is str and item.startswith(mark):
                    number = item[len(mark):]
                    index = int(number) if number.isdigit() and number.isascii() else -1
                    if not 0 <= index < len(seen) or seen[index] or number != str(index):
                        return False
                    seen[index] = 1
                    text = BlobText(self.blobs[index])
                    container[key] = LongText(text, 0, len(text), True)
        return all(seen)


class _PayloadCheck:
    """One Blob's base64 text as it comes (see StreamedText): decoded piece by piece, each piece
    compared with the Blob's bytes at once; the characters of an unfinished group wait for the next
    piece, and the last piece is decoded with the padding (``final``)."""

    __slots__ = ("blob", "carry", "data", "done", "fast", "left", "outs")

    def __init__(self, blob: Blob, outs: list[bytearray]) -> None:
        self.blob = blob
        data = memoryview(blob.data)
        self.data = data if data.ndim == 1 and data.itemsize == 1 else data.cast("B")
        self.left = -(-len(self.data) // 3) * 4  # characters still to come
        self.done = 0  # bytes compared
        self.carry = b""  # characters of an unfinished group
        self.fast = accel.compiled if accel.ENABLED else None
        self.outs = outs  # the compiled decoder's outputs (see _outs)

    def feed(self, piece: memoryview) -> bool:
        """Check the next ``piece`` of the text (``left`` counts it still); False when it fails."""
        final = len(piece) == self.left
        text: Any = piece
        if self.carry:
            text = self.carry + bytes(piece)
            self.carry = b""
        whole = len(text) if final else len(text) // 4 * 4
        if whole < len(text):
            self.carry = bytes(text[whole:])
        if whole == 0:
            return True
        return self._decoded(text if whole == len(text) else memoryview(text)[:whole], final)

    def _decoded(self, text: Any, final: bool) -> bool:
        fast = self.fast
        got: Any
        if fast is not None and not final and len(text) >= _HALVED_CHARS:
            # Half on a worker, half here: the workers encode the next pieces meanwhile.
            half = len(text) // 8 * 4
            outs = self._outs(half // 4 * 3, (len(text) - half) // 4 * 3)
            first = accel.started(self._compared, fast, text, 0, half, self.done, outs[0])
            try:
                second = self._compared(fast, text, half, len(text), self.done + half // 4 * 3, outs[1])
            finally:
                same = first()
            self.done += len(text) // 4 * 3
            return same and second
        if fast is not None:
            if final:
                got = fast.b64decode(text, 0, len(text), True)
            else:
                got = fast.b64decode(text, 0, len(text), False, self._outs(len(text) // 4 * 3)[0])
            if got is None:
                return False
        elif not plain_base64(text, 0, len(text)) or (not final and text[-1] == 0x3D):
            return False
        else:  # what build's reference decoder does with a plain text's pieces
            try:
                got = b64decode(bytes(text).decode("ascii")) if final else binascii.a2b_base64(text)
            except ValueError:
                return False
        n = len(got)
        want = self.data[self.done:self.done + n]
        self.done += n
        if len(want) != n:
            return False
        if final and bytes(text[-4:]) != binascii.b2a_base64(self.data[(len(self.data) - 1) // 3 * 3:],
                                                              newline=False):
            return False  # the last group is not the encoder's (bits past the bytes, other padding)
        return fast.mismatch(got, want) < 0 if fast is not None else got == want

    def _outs(self, *sizes: int) -> list[bytearray]:
        """The compiled decoder's output buffers of these sizes: made by this (the writer's) thread
        and used again from piece to piece and payload to payload (memory a worker allocated and
        this thread freed would go back to the system and be faulted in again, piece after piece)."""
        outs = self.outs
        for i, size in enumerate(sizes):
            if len(outs[i]) != size:
                outs[i] = bytearray(size)
        return outs

    def _compared(self, fast: Any, text: Any, start: int, stop: int, at: int, out: bytearray) -> bool:
        """Whether the whole groups text[start:stop] decode (compiled, into ``out``) to the Blob's
        bytes from ``at``."""
        want = self.data[at:at + len(out)]
        return len(want) == len(out) and fast.b64decode(text, start, stop, False, out) is not None \
            and fast.mismatch(out, want) < 0

    def finish(self) -> bool:
        """Whether the whole text was given and checked."""
        return not self.carry and self.done == len(self.data)


#: Pieces of payload text from this many characters are decoded in two halves at once.
_HALVED_CHARS = 256 << 10


# ---------------------------------------------------------------------------------------------
# Reader
# ---------------------------------------------------------------------------------------------

_UTF8_BOM = b"\xef\xbb\xbf"
_OTHER_BOMS = (  # UTF-32 first: its little-endian mark starts with UTF-16's
    (b"\x00\x00\xfe\xff", "UTF-32 (big-endian)"),
    (b"\xff\xfe\x00\x00", "UTF-32 (little-endian)"),
    (b"\xfe\xff", "UTF-16 (big-endian)"),
    (b"\xff\xfe", "UTF-16 (little-endian)"),
)
_JSON_SPACE = b" \t\r\n"
_SPECIAL_FLOAT_RE = re.compile(r"[-+]?(?:nan|inf(?:inity)?)\b", re.IGNORECASE)
_TOO_DEEP = f"arrays and objects are nested deeper than {MAX_NESTING_DEPTH} levels"
_SPECIAL_HINT = 'special floats are written as the strings "NaN", "Infinity" and "-Infinity"'

# Scanning JSON text (valid or not) without parsing it.
_STRING_RE = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_TOKEN_RE = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"|[\[\]{},]', re.DOTALL)  # no ":", not needed
_BETWEEN_BRACKETS_RE = re.compile(rb'[^"\[\]{}]*(?:"[^"\\]*(?:\\.[^"\\]*)*"[^"\[\]{}]*)*', re.DOTALL)
_SPACE_RE = re.compile(rb"[ \t\r\n]*")
_SCALAR_RE = re.compile(rb"[^ \t\r\n,:\[\]{}\"]+")


def read_document(data: bytes | memoryview, *,
                  max_bytes: int | None = DEFAULT_MAX_DOCUMENT_BYTES) -> Any:
    """Parse a JSON document strictly.

    Beyond JSON's grammar, refuses what parsers usually let through: duplicate keys, NaN and
    Infinity tokens, lone surrogate escapes, other encodings than UTF-8. A UTF-8 byte order mark
    is skipped.

    Args:
        data: the UTF-8 JSON text.
        max_bytes: the largest input accepted, or None for no limit.

    Returns:
        The top-level value, whatever its type (the caller checks it is an object).

    Raises:
        DocumentError: the input is not a JSON document this reader accepts; ``line`` tells
            where when the problem has a place, and the message names the column.
    """
    size = data.nbytes if isinstance(data, memoryview) else len(data)
    if max_bytes is not None and size > max_bytes:
        raise DocumentError(
            f"the document is {size:,} bytes, larger than the limit of {max_bytes:,} bytes; "
            "raise the limit with max_document_size=BYTES")
    raw: bytes | memoryview
    if isinstance(data, bytes):
        raw = data
    else:
        try:
            raw = memoryview(data).cast("B")
        except TypeError:  # not contiguous
            raw = bytes(data)
    head = bytes(raw[:4])
    for bom, name in _OTHER_BOMS:
        if head.startswith(bom):
            raise DocumentError(f"the document is encoded in {name}; it must be UTF-8")
    if len(head) >= 2 and (head[0] == 0 or head[1] == 0):
        raise DocumentError("the document looks like UTF-16 or UTF-32 text; it must be UTF-8")
    text = memoryview(raw)[3:] if head.startswith(_UTF8_BOM) else raw
    # The cyclic GC would run again and again over the millions of containers being created
    # (none of which can form a cycle): pause it for the parse. orjson holds the GIL throughout.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        value = orjson.loads(text)
    except orjson.JSONDecodeError as e:
        raise _parse_error(text, e) from None
    finally:
        if gc_was_enabled:
            gc.enable()
    strings, huge_float = _tree_facts(value, walk=len(text) > _WALK_ABOVE)
    if _text_string_count(text) != strings:
        found = _find_duplicate(_as_bytes(text))
        if found is not None:
            path, key, line, first_line = found
            raise DocumentError(
                f"duplicate key {_dumps(key).decode('utf-8')}: the object already has it at line "
                f"{first_line} (each key may appear once)", path=format_path(path), line=line)
    if huge_float:
        _check_integers(text)
    if _NEGATIVE_ZERO.search(text) is not None:
        value = _with_negative_zeros(text, value)
    return value


# ``-0`` is negative zero (jq and other tools write -0.0 so), but orjson reads it as the integer 0.
_NEGATIVE_ZERO = re.compile(rb"-0(?![0-9.eE])")
_NEGATIVE_ZERO_TOKEN = re.compile(rb'"(?:[^"\\]|\\.)*"|-0(?![0-9.eE])')


def _with_negative_zeros(text: bytes | memoryview, value: Any) -> Any:
    """The document again, with every ``-0`` number token read as the float -0.0 (so its sign stays).

    Only texts holding ``-0`` outside strings are parsed twice; the text is already known valid,
    and writing ``-0.0`` for ``-0`` keeps it valid (and every line where it was).
    """
    raw = _as_bytes(text)
    parts: list[bytes] = []
    last = 0
    for m in _NEGATIVE_ZERO_TOKEN.finditer(raw):
        if raw[m.start()] == 0x22:  # a string
            continue
        parts.append(raw[last:m.end()])
        parts.append(b".0")
        last = m.end()
    if not parts:
        return value
    parts.append(raw[last:])
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        return orjson.loads(b"".join(parts))
    finally:
        if gc_was_enabled:
            gc.enable()


# Integer literals beyond 64 bits, which orjson reads as (rounded) floats. NOTE: the check costs
# the same whatever numbers and strings a document holds. Such a literal has 20 digits or more, or
# is a minus sign and 19: a scan of the text with its digits translated to one byte finds those
# runs (bytes.translate and bytes.find, a few times faster than a regular expression's search).
# Each run is matched against the exact out-of-range spelling (_OUT_OF_RANGE: lexically above
# 2^64 - 1, or below -2^63, and an integer: no fraction or exponent), a Python step a run; an exact
# one may sit in a string, so its line is tokenized, by one possessive pattern (_UP_TO_OUT_OF_RANGE)
# that passes over strings and every other number inside the regex engine, never a Python step a
# token. A line never cuts a token (a JSON string holds no raw line feed), so a line is tokenized
# alone, each at most once: an indented document's suspects cost their lines, not the text (a
# string holding a 20-digit number had the whole text tokenized, 8x the scan). Runs beyond one for
# every _TEXT_BYTES_A_RUN bytes of text (a document of many 19-digit negative integers) have the
# whole text tokenized instead: their Python steps would cost more (about 1 us a run against 8-9 ns
# a byte tokenized); a fixed 64 had 2,000 INT64_MIN in a 30 MB text cost 8x the scan.


def _digits_above(limit: int) -> bytes:
    """A pattern of the digit strings as long as ``limit``'s that are greater than it."""
    digits = str(limit)
    alternatives = []
    for i, d in enumerate(digits):
        if d != "9":
            rest = len(digits) - i - 1
            alternatives.append(digits[:i] + f"[{int(d) + 1}-9]" + (f"[0-9]{{{rest}}}" if rest else ""))
    return "|".join(alternatives).encode()


_OUT_OF_RANGE_TEXT = (rb"(?:(?<![eE])-(?:[0-9]{20,}|" + _digits_above(1 << 63) + rb")"
                      rb"|(?<![0-9.eE+\-])(?:[0-9]{21,}|" + _digits_above((1 << 64) - 1) + rb"))(?![0-9.eE])")
_OUT_OF_RANGE = re.compile(_OUT_OF_RANGE_TEXT)


def _quantifiers_here(pattern: bytes) -> bytes:
    """``pattern`` as this Python's re takes it: its possessive quantifiers (``++ *+ ?+``, Python 3.11
    and later) made greedy before 3.11. The two match alike in _UP_TO_OUT_OF_RANGE, whose repetition
    nothing follows, so that no match ever backtracks into it; the greedy one keeps the engine's
    saved positions, a cost only Python 3.10 pays."""
    if sys.version_info >= (3, 11):
        return pattern
    return pattern.replace(b"++", b"+").replace(b"*+", b"*").replace(b"?+", b"?")


_UP_TO_OUT_OF_RANGE = re.compile(_quantifiers_here(
    rb'(?:[^"0-9\-]++|"[^"\\]*+(?:\\.[^"\\]*+)*+"|(?!' + _OUT_OF_RANGE_TEXT
    + rb')-?[0-9]++(?:\.[0-9]++)?+(?:[eE][-+]?+[0-9]++)?+)*+'))
#: bytes.translate's table for the scan: digits as ``0``, the minus sign kept, the rest spaces.
_DIGIT_RUNS = bytes(0x30 if 0x30 <= b <= 0x39 else 0x2D if b == 0x2D else 0x20 for b in range(256))
_RUN_STEP = 16 << 20
#: The runs checked one by one: at least this many, and one for every _TEXT_BYTES_A_RUN bytes.
_RUNS_CHECKED = 64
_TEXT_BYTES_A_RUN = 128
_LINE_FEED = re.compile(rb"\n")


#: Documents larger than this are read by :func:`read_large_document` (see :func:`read_document_text`).
LARGE_DOCUMENT_BYTES = DEFAULTS.large_document_bytes

#: Strings at least this long (printable ASCII, no escapes) stay in the text of a large document.
SPLICE_MIN_BYTES = 1 << 16

#: What the splicer may cut out: printable ASCII but the backslash (so no escapes). Checked by
#: deleting these bytes (bytes.translate: about ten times a regular expression's speed).
_SPLICE_FIT = bytes(range(0x20, 0x7F)).replace(b"\\", b"")
_SPLICE_STEP = 16 << 20


def _fits_splice(buffer: Any, start: int, stop: int) -> bool:
    """Whether ``buffer[start:stop]`` is printable ASCII without a backslash (checked in pieces)."""
    for a in range(start, stop, _SPLICE_STEP):
        if bytes(buffer[a:min(stop, a + _SPLICE_STEP)]).translate(None, _SPLICE_FIT):
            return False
    return True



def read_document_text(data: Any, *, max_bytes: int | None = DEFAULT_MAX_DOCUMENT_BYTES,
                       large_document_bytes: int | None = None,
                       splice_min_bytes: int | None = None,
                       on_progress: Callable[[int], None] | None = None) -> Any:
    """Parse a document's text with the reader its size calls for.

    The one entry point for document text: texts above ``large_document_bytes`` (default
    :data:`LARGE_DOCUMENT_BYTES`, read when called, so tests can lower it) go through
    :func:`read_large_document`, the others through :func:`read_document`. Both accept and refuse
    exactly the same texts with the same errors, and give the same values except that the large
    reader leaves long strings as :class:`~onnxjson.codec.values.LongText`.

    Args:
        data: the text: bytes, or a buffer such as an mmap (kept open while the result is used).
        max_bytes: the largest input accepted, or None for no limit.
        large_document_bytes: the size above which the large reader is used.
        splice_min_bytes: passed to :func:`read_large_document`.
        on_progress: called with counts of text bytes read, ``len(data)`` in all (for progress
            reports; the large reader reports as it scans, the small one at once).
    """
    return parse_document_text(data, max_bytes=max_bytes, large_document_bytes=large_document_bytes,
                               splice_min_bytes=splice_min_bytes, on_progress=on_progress)[0]


def parse_document_text(data: Any, *, max_bytes: int | None = DEFAULT_MAX_DOCUMENT_BYTES,
                        large_document_bytes: int | None = None,
                        splice_min_bytes: int | None = None,
                        on_progress: Callable[[int], None] | None = None) -> tuple[Any, bool]:
    """:func:`read_document_text`, and whether the value holds a LongText (so that the caller
    walks the document for them only when there are some)."""
    limit = LARGE_DOCUMENT_BYTES if large_document_bytes is None else large_document_bytes
    if len(data) > limit:
        return _read_large(data, max_bytes=max_bytes, splice_min_bytes=splice_min_bytes,
                           on_progress=on_progress)
    value = read_document(data, max_bytes=max_bytes)
    if on_progress is not None:
        on_progress(len(data))
    return value, False


_RELEASE_STEP = 64 << 20
_PROGRESS_STEP = 1 << 20


def _release_pages(release: Any, start: int, stop: int) -> int:
    """madvise(DONTNEED) the whole pages of [start, stop) of a read-only mapping; returns the new start."""
    first = -(-start // mmap.PAGESIZE) * mmap.PAGESIZE
    last = stop // mmap.PAGESIZE * mmap.PAGESIZE
    if last > first:
        with contextlib.suppress(OSError, ValueError):
            release(mmap.MADV_DONTNEED, first, last - first)
    return max(start, last)


def read_large_document(buffer: Any, *, max_bytes: int | None = DEFAULT_MAX_DOCUMENT_BYTES,
                        splice_min_bytes: int | None = None,
                        on_progress: Callable[[int], None] | None = None) -> Any:
    """Like :func:`read_document`, for big texts such as documents with inline weights.

    String values of at least ``splice_min_bytes`` characters (default :data:`SPLICE_MIN_BYTES`)
    made of printable ASCII without escapes (base64 payloads, hex, plain text) are cut out of the
    text before parsing and come back as :class:`~onnxjson.codec.values.LongText` values that point
    into ``buffer`` (an mmap or bytes, kept open by the caller while the document is used). So the
    payloads are never copied into Python strings, and the parser's own copies are small. Keys and
    every other string are parsed as usual. A text the skeleton parser refuses is read again by
    :func:`read_document`, so the error is exactly the one the small reader gives.
    ``on_progress`` is called with the text bytes scanned, ``len(buffer)`` in all.
    """
    return _read_large(buffer, max_bytes=max_bytes, splice_min_bytes=splice_min_bytes,
                       on_progress=on_progress)[0]


def _read_large(buffer: Any, *, max_bytes: int | None, splice_min_bytes: int | None,
                on_progress: Callable[[int], None] | None) -> tuple[Any, bool]:
    """:func:`read_large_document`, and whether the value holds a LongText."""
    scanned = [0]

    def report(pos: int) -> None:
        if on_progress is not None and pos > scanned[0]:
            on_progress(pos - scanned[0])
            scanned[0] = pos

    try:
        return _read_large_document(buffer, max_bytes, splice_min_bytes,
                                    report if on_progress is not None else None)
    finally:
        report(len(buffer))  # the rest: parsing the skeleton is quick


def _read_large_document(buffer: Any, max_bytes: int | None, splice_min_bytes: int | None,
                         report: Callable[[int], None] | None) -> tuple[Any, bool]:
    if max_bytes is not None and len(buffer) > max_bytes:
        return read_document(buffer, max_bytes=max_bytes), False  # raises the size error
    minimum = max(1, SPLICE_MIN_BYTES if splice_min_bytes is None else splice_min_bytes)
    token = os.urandom(6).hex().encode()
    skeleton = bytearray()
    spans: list[tuple[int, int, bool]] = []
    last = 0
    for start, stop, plain in _long_string_spans(buffer, minimum, report):
        skeleton += buffer[last:start]
        skeleton += b"\\u0000" + token + b"%d" % len(spans)
        spans.append((start, stop, plain))
        last = stop
    if not spans:  # read in place (a copy would add the text's size to the peak)
        return read_document(buffer, max_bytes=max_bytes), False
    skeleton += buffer[last:]
    try:
        value = read_document(bytes(skeleton), max_bytes=None)
    except DocumentError:
        del skeleton
        # Columns (and some messages) depend on the strings cut out: the small reader tells.
        return read_document(buffer if isinstance(buffer, bytes) else bytes(buffer), max_bytes=max_bytes), False
    del skeleton
    marker = "\x00" + token.decode()
    seen = bytearray(len(spans))
    todo: list[Any] = [value]
    if type(value) is str and value.startswith(marker):  # the document is one long string
        value = todo[0] = [value]
        wrapped = True
    else:
        wrapped = False
    while todo:
        v = todo.pop()
        items = v.items() if type(v) is dict else enumerate(v) if type(v) is list else ()
        for key, item in items:
            if type(item) is str and item.startswith(marker):
                index = int(item[len(marker):] or "-1")
                if index >= len(spans) or seen[index]:  # a string imitates a marker: read it plainly
                    return read_document(_as_bytes(buffer), max_bytes=max_bytes), False
                seen[index] = 1
                a, b, plain = spans[index]
                v[key] = LongText(buffer, a, b, plain)
            elif type(item) in (dict, list):
                todo.append(item)
    if not all(seen):
        return read_document(_as_bytes(buffer), max_bytes=max_bytes), False
    return (value[0] if wrapped else value), True



_SPLICE_CLASS = rb"[\x20\x21\x23-\x5b\x5d-\x7e]"  # printable ASCII but ``"`` and ``\\``
_SPLICE_STARTS: dict[int, re.Pattern[bytes]] = {}
_KEY_AFTER = re.compile(rb"[ \t\r\n]*:")


def _long_string_spans(buffer: Any, minimum: int,
                       report: Callable[[int], None] | None = None) -> Iterator[tuple[int, int, bool]]:
    """The (first, past-last, plain) offsets of the contents of the long string values the splicer
    takes; ``plain`` when the contents are standard base64 (:func:`~onnxjson.codec.values.plain_base64`,
    checked first: such a string fits the splicer too, so the one scan serves the reader, the
    schema's base64 pattern and the decoder).

    Those are the string values (not keys) of at least ``minimum`` characters made only of
    printable ASCII without ``"`` or ``\\``. The scan is a regular expression, ``find`` and counts
    in C, not a step per string: a candidate is a ``"``, ``minimum`` such characters (the regular
    expression) and more up to the next ``"`` (checked by :func:`_fits_splice`); it opens a string
    when it is not escaped and the unescaped ``"`` before it are even in number (which, up to the
    text's first error, is exactly where JSON's strings start; a text with an error is read again
    by the plain reader anyway). A mapped text's pages are handed back as the scan passes.
    """
    start_re = _SPLICE_STARTS.get(minimum)
    if start_re is None:
        start_re = _SPLICE_STARTS[minimum] = re.compile(b'"' + _SPLICE_CLASS + b"{%d}" % minimum)
    key_after = _KEY_AFTER.match
    release = getattr(buffer, "madvise", None)  # a mapped text: hand back the pages scanned
    size = len(buffer)
    pos = counted = quotes = released = 0  # quotes: the unescaped ``"`` of buffer[:counted]
    reported = 0
    while pos < size:
        if report is not None and pos - reported >= _PROGRESS_STEP:
            report(pos)
            reported = pos
        window = min(size, pos + (_PROGRESS_STEP if report is not None else _RELEASE_STEP))
        limit = min(size, window + minimum + 1)
        first = _quiet_from(buffer, pos, limit, minimum)
        m = None if first < 0 else start_re.search(buffer, first, limit)
        if m is None:
            if release is not None:
                released = _release_pages(release, released, window)
            pos = window
            continue
        start = m.start()
        stop, plain = _string_end(buffer, start + 1, m.end())
        if stop < 0:
            break  # unterminated: the parser reports it
        pos = stop  # a rejected candidate's last quote may open the next string
        if not plain and not _fits_splice(buffer, m.end(), stop):
            continue
        quotes += _quotes_in(buffer, counted, start + 1)
        counted = start + 1
        k = start - 1
        while k >= 0 and buffer[k] == 0x5C:
            k -= 1
        if (start - 1 - k) % 2 or quotes % 2 == 0:  # escaped, or it closes a string
            continue
        if key_after(buffer, stop + 1) is not None:  # a key, not a value
            continue
        yield start + 1, stop, plain
        counted = pos = stop + 1
        quotes += 1
        if release is not None and pos - released >= _RELEASE_STEP:
            released = _release_pages(release, released, pos)


#: Below this ``minimum`` the scan tries the regular expression everywhere (see _quiet_from).
_QUIET_MIN = 64


def _quiet_from(buffer: Any, pos: int, limit: int, minimum: int) -> int:
    """Where the first match of ``"`` and ``minimum`` string characters in ``buffer[pos:limit]``
    can start (-1: nowhere), found without trying the regular expression at every ``"``.

    Such a match is a ``"`` followed by ``minimum`` bytes without a ``"``, which hold a whole block
    of ``minimum // 2`` bytes at a multiple of ``minimum // 2`` (their ends lie within ``limit``).
    So there is none before the first such block free of ``"`` (one ``find`` a block: on a text
    of short strings each stops at once), and none before the last ``"`` ahead of that block (a
    match before it would have that ``"`` among its characters). A graph-heavy document of 90 MB
    was scanned in about 3,000M instructions by the regular expression alone, in a few million so.
    """
    half = minimum // 2
    if minimum < _QUIET_MIN:
        return pos
    block = -(-pos // half) * half
    while block + half <= limit:
        if buffer.find(b'"', block, block + half) < 0:
            quote = buffer.rfind(b'"', pos, block)
            return quote if quote >= 0 else block
        block += half
    return -1


def _string_end(buffer: Any, first: int, after: int) -> tuple[int, bool]:
    """The offset of the first ``"`` from ``after`` on (-1: none), and whether the characters from
    ``first`` to it are :func:`~onnxjson.codec.values.plain_base64` (``buffer[first:after]`` holds
    no ``"``). With the compiled accelerator, one scan of the alphabet finds both: a plain string
    ends at the first byte out of it, or after at most two "=" that follow."""
    fast = accel.compiled if accel.ENABLED else None
    if fast is None:
        stop = buffer.find(b'"', after)
        return stop, stop >= 0 and plain_base64(buffer, first, stop)
    end = fast.b64run(buffer, first)
    size = len(buffer)
    quote = end
    while quote < min(size, end + 2) and buffer[quote] == 0x3D:
        quote += 1
    if quote < size and buffer[quote] == 0x22:
        return quote, True
    return buffer.find(b'"', max(end, after)), False


def _quotes_in(buffer: Any, start: int, stop: int) -> int:
    """The ``"`` of ``buffer[start:stop]`` not escaped by a backslash (``start`` begins no run of them)."""
    count = 0
    while start < stop:
        end = min(start + _COUNT_CHUNK, stop)
        while end < stop and buffer[end - 1] == 0x5C:  # never split a run of backslashes
            end += 1
        count += _quote_count(bytes(buffer[start:end]))
        start = end
    return count


def _check_integers(text: bytes | memoryview) -> None:
    """Refuse integer literals outside the 64-bit range instead of letting them become floats."""
    budget = max(_RUNS_CHECKED, len(text) // _TEXT_BYTES_A_RUN)
    suspects = []
    for runs, pos in enumerate(_long_digit_runs(text)):
        if runs == budget:
            _refuse_out_of_range(text, 0, len(text))
            return
        if _OUT_OF_RANGE.match(text, pos) is not None:
            suspects.append(pos)
    done = 0  # the text before this is tokenized, or skipped as lines without a suspect
    for pos in sorted(suspects):  # in order: the first refused is the first in the text
        if pos < done:
            continue
        line_feed = _LINE_FEED.search(text, pos)
        stop = len(text) if line_feed is None else line_feed.start()
        _refuse_out_of_range(text, _line_start(text, pos, done), stop)
        done = stop


def _line_start(text: bytes | memoryview, pos: int, floor: int) -> int:
    """Where the line holding ``pos`` starts, or ``floor`` (a token's start) if that is later."""
    size = 4096
    while True:
        start = max(floor, pos - size)
        line_feed = bytes(text[start:pos]).rfind(b"\n")
        if line_feed >= 0:
            return start + line_feed + 1
        if start == floor:
            return floor
        size *= 16


def _long_digit_runs(text: bytes | memoryview) -> Iterator[int]:
    """Where runs of 20 digits or more, and minus signs before 19 digits, start (in pieces of the
    text, not in order; a run across pieces may show twice, once from its middle)."""
    positive, negative = b"0" * 20, b"-" + b"0" * 19
    for start in range(0, len(text), _RUN_STEP):
        piece = bytes(text[start:start + _RUN_STEP + 32]).translate(_DIGIT_RUNS)
        for needle in (positive, negative):
            at = piece.find(needle)
            while 0 <= at < _RUN_STEP:
                yield start + at
                stop = piece.find(b" ", at + 1)
                at = piece.find(needle, stop) if stop >= 0 else -1


def _refuse_out_of_range(text: bytes | memoryview, start: int, stop: int) -> None:
    """Raise for the first integer literal beyond 64 bits outside the strings of ``text[start:stop]``,
    if there is one (``start`` and ``stop`` are not inside a token: a line's ends, or the text's)."""
    at = start
    while True:
        skipped = _UP_TO_OUT_OF_RANGE.match(text, at, stop)  # always matches (perhaps nothing)
        at = skipped.end() if skipped is not None else at
        if at >= stop:
            return
        m = _OUT_OF_RANGE.match(text, at, stop)
        if m is None:  # not valid JSON (the reader refused it before): step over the byte
            at += 1
            continue
        raw = _as_bytes(text)
        token = m.group()
        value = int(token)
        line = raw.count(b"\n", 0, at) + 1
        column = at - raw.rfind(b"\n", 0, at)
        hint = rounding_hint(value, -(1 << 63), (1 << 64) - 1)
        raise NumberRangeError(f"integer {bytes(token).decode()} does not fit in 64 bits (column {column}){hint}",
                               path=format_path(_path_at(raw, at)), line=line)


def exact_text(value: Any) -> bytes | None:
    """Compact JSON text of a document value that two values share only when they are the same bit
    for bit (:func:`onnxjson.codec.values.equal`), or None where this text cannot tell (NaN and the
    infinities, which orjson writes as null; values it does not write: a Blob of more than
    :data:`EXACT_BLOB_BYTES`, LongText, integers beyond 64 bits, nesting beyond its limit). Floats
    are written as the shortest text of their double (so -0.0 and 0.0 differ), ints, strings and
    bools as themselves, members in their order, a smaller Blob (a model's small payload) as a NUL
    byte and the hex of its bytes in quotes, which no other value's text holds (orjson escapes a
    NUL in a string). Equal texts mean equal values; different texts do not mean different values
    (1 and 1.0, keys in another order): the caller compares those."""
    try:
        text = _dumps(value, default=_exact_blob)
    except orjson.JSONEncodeError:
        return None
    return None if b"null" in text else text


#: The largest Blob :func:`exact_text` writes (a larger one is compared by its bytes, not copied as hex).
EXACT_BLOB_BYTES = 4096


def _exact_blob(value: Any) -> Any:
    if value.__class__ is Blob and len(value.data) <= EXACT_BLOB_BYTES:
        return _fragment(b'"\x00' + value.data.hex().encode() + b'"')
    raise TypeError(f"{type(value).__name__} has no exact text")


def one_exact_text(a: Any, b: Any) -> bool:
    """Whether ``a`` and ``b`` have one :func:`exact_text` (then they are one value): False when the
    texts differ or either value has none. For a caller that asks it of many pairs (diff's aligned
    lists): the two texts are made and compared in C, without a text kept."""
    try:
        text = _dumps(a, default=_exact_blob)
        return text == _dumps(b, default=_exact_blob) and b"null" not in text
    except orjson.JSONEncodeError:
        return False


def _as_bytes(data: bytes | memoryview) -> bytes:
    return data if isinstance(data, bytes) else bytes(data)


def _line_of(raw: bytes, pos: int) -> int:
    return raw.count(b"\n", 0, pos) + 1


#: The lines a three-way text merge writes around a conflict (JSON text never starts a line so):
#: at the start of the text, or after a line feed (see _conflict_marker).
_CONFLICT_MARKER_RE = re.compile(rb"(<{7}|\|{7}|={7}|>{7})(?: |\r?$)", re.MULTILINE)
_CONFLICT_MARKER_AFTER_LF_RE = re.compile(rb"\n(<{7}|\|{7}|={7}|>{7})(?: |\r?$)", re.MULTILINE)


def _conflict_marker(raw: bytes) -> tuple[int, bytes] | None:
    """(offset, marker) of the first conflict marker line of ``raw``: what a search with ``^`` finds,
    but a pattern that starts with a line feed is searched for by the line feeds (``^`` tried the
    pattern at every byte: 25-60 ms over 8 MB of a broken document, now 2)."""
    match = _CONFLICT_MARKER_RE.match(raw)
    if match is not None:
        return 0, match.group(1)
    match = _CONFLICT_MARKER_AFTER_LF_RE.search(raw)
    return None if match is None else (match.start() + 1, match.group(1))


def _parse_error(text: bytes | memoryview, e: orjson.JSONDecodeError) -> DocumentError:
    raw = _as_bytes(text)
    msg = e.msg
    lowered = msg.lower()
    if not raw.strip(_JSON_SPACE):
        return DocumentError("the document is empty")
    marker = _conflict_marker(raw)
    if marker is not None:  # left by a merge (git's, or onnxjson merge's for documents)
        return DocumentError(
            f"holds an unresolved merge conflict (a {marker[1].decode()} marker line); keep one side "
            "between the <<<<<<< and >>>>>>> lines and delete the marker lines",
            line=_line_of(raw, marker[0]))
    if "utf-8" in lowered:
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError as u:
            line = _line_of(raw, u.start)
            column = len(raw[raw.rfind(b"\n", 0, u.start) + 1:u.start].decode("utf-8")) + 1
            return DocumentError(
                f"invalid UTF-8 at column {column}: byte 0x{raw[u.start]:02x} {u.reason}; "
                "the document must be UTF-8", line=line)
    too_deep = "depth" in lowered or "recursion" in lowered
    if too_deep or "allocate" in lowered:
        # orjson also runs out of memory on some truncated, deeply nested inputs: find the cause,
        # and the exact place of the first container too deep.
        problem = _structure_problem(raw)
        if problem is not None:
            return problem
        if too_deep:
            return DocumentError(f"nesting too deep at column {e.colno}: {_TOO_DEEP}", line=e.lineno)
        return DocumentError(f"the JSON parser ran out of memory at column {e.colno}", line=e.lineno)
    doc = e.doc if isinstance(e.doc, str) else ""
    pos = e.pos
    special = None
    if 0 <= pos <= len(doc):
        if pos > 0 and doc[pos - 1] in "-+":  # orjson points after the sign of "-Infinity"
            special = _SPECIAL_FLOAT_RE.match(doc, pos - 1)
        if special is None:
            special = _SPECIAL_FLOAT_RE.match(doc, pos)
    if special is not None:
        column = e.colno - (special.start() < pos)
        return DocumentError(
            f"invalid JSON at column {column}: {special.group()} is not a JSON value; {_SPECIAL_HINT}",
            path=format_path(_path_at(raw, len(doc[:special.start()].encode("utf-8", "surrogatepass")))),
            line=e.lineno)
    detail = msg
    path = ""
    if msg.startswith("unexpected character") and 0 <= pos < len(doc):
        detail += f" (found {doc[pos]!r})"
        if doc[pos].isalnum() or doc[pos] in "-+.":  # a bad literal where a value goes: its path
            path = format_path(_path_at(raw, len(doc[:pos].encode("utf-8", "surrogatepass"))))
    elif "surrogate" in msg:
        detail += (" (strings must be valid Unicode: a lone UTF-16 surrogate escape cannot be "
                   'stored; bytes that are not text are written as {"$bytes": "<base64>"})')
    return DocumentError(f"invalid JSON at column {e.colno}: {detail}", path=path, line=e.lineno)


def _structure_problem(raw: bytes) -> DocumentError | None:
    """Too deep nesting or a premature end, found by a scan of brackets and strings."""
    stack: list[int] = []  # offsets of the open brackets
    skip = _BETWEEN_BRACKETS_RE.match
    size = len(raw)
    pos = 0
    while True:
        m = skip(raw, pos)  # always matches, maybe nothing
        pos = m.end() if m else size
        if pos >= size:
            break
        c = raw[pos]
        if c == 0x22:
            return _error_at(raw, pos, "invalid JSON", "a string is not closed")
        if c == 0x5B or c == 0x7B:
            if len(stack) == MAX_NESTING_DEPTH:
                return _error_at(raw, pos, "nesting too deep", _TOO_DEEP)
            stack.append(pos)
        elif stack:
            stack.pop()
        pos += 1
    if stack:
        open_line = _line_of(raw, stack[-1])
        return _error_at(raw, size, "invalid JSON", f"unexpected end of data: {len(stack)} arrays "
                         f"or objects are not closed (the innermost opens at line {open_line})")
    return None


def _error_at(raw: bytes, pos: int, kind: str, what: str) -> DocumentError:
    start = raw.rfind(b"\n", 0, pos) + 1
    column = len(raw[start:pos].decode("utf-8", "replace")) + 1
    return DocumentError(f"{kind} at column {column}: {what}", line=_line_of(raw, pos))


def _quote_count(chunk: bytes) -> int:
    """The ``"`` of a chunk of valid JSON that delimit strings (not the escaped ones)."""
    quotes = chunk.count(b'"')
    if quotes and b"\\" in chunk:
        if b"\\\\" in chunk:
            chunk = chunk.replace(b"\\\\", b"")
        quotes -= chunk.count(b'\\"')
    return quotes


_WALK_ABOVE = 64 << 20


def _text_string_count(text: bytes | memoryview) -> int:
    """The number of string tokens in a valid JSON text."""
    if isinstance(text, bytes):
        return _quote_count(text) // 2
    return _quotes_in(text, 0, len(text)) // 2  # a view: counted a chunk at a time


def _tree_facts(value: Any, *, walk: bool = False) -> tuple[int, bool]:
    """The number of strings (keys included) in a parsed document, and whether it may hold a whole
    float of 2^63 or more (what orjson makes of an integer literal too long for 64 bits): True
    whenever it does, and also for some documents that do not (a float of 1e18 or more, a string
    showing such an exponent), for which the caller's scan of the text (:func:`_check_integers`)
    decides, at the same cost whatever the tree holds.

    Serialising the tree again is fastest (orjson writes every float from 1e16 up with an exponent,
    so a float that large shows as ``e+18`` or more), but costs one more copy of the text: a large
    document is walked instead, its long arrays serialised a slice at a time (so the walk stays in C
    for the bulk of the nodes, in little memory). A serialised piece showing such an exponent is
    not walked to tell a mask fill (-3.4028235e+38) from a rounded integer: that walk was a Python
    step for every value of the piece, 4x the scan of the text, paid by every document holding both
    INT64_MAX and a large float (issue 30 item 4).
    """
    pieces: Any = (value,) if not walk else ()
    count = 0
    huge = False
    todo = [] if not walk else [value]
    while True:
        for piece in pieces:
            try:
                again = _dumps(piece)
            except orjson.JSONEncodeError:  # nested deeper than orjson serialises
                todo.append(piece)
                continue
            count += _quote_count(again) // 2
            if not huge and _BIG_EXPONENT.search(again) is not None:
                huge = True
        if not todo:
            return count, huge
        v = todo.pop()
        pieces = ()
        t = type(v)
        if t is dict:
            count += len(v)
            todo.extend(v.values())
        elif t is list:
            if len(v) > _FACTS_SLICE:
                pieces = (v[i:i + _FACTS_SLICE] for i in range(0, len(v), _FACTS_SLICE))
            else:
                todo.extend(v)
        elif t is str:
            count += 1
        elif t is float and abs(v) >= 9.2e18 and v.is_integer():
            huge = True


def _walk_facts(value: Any) -> tuple[int, bool]:
    """:func:`_tree_facts` by a plain walk (any depth)."""
    count = 0
    huge = False
    todo = [value]
    while todo:
        v = todo.pop()
        t = type(v)
        if t is dict:
            count += len(v)
            todo.extend(v.values())
        elif t is list:
            todo.extend(v)
        elif t is str:
            count += 1
        elif t is float and abs(v) >= 9.2e18 and v.is_integer():
            huge = True
    return count, huge


_FACTS_SLICE = 256
#: A number of 1e18 or more in orjson's compact text: its exponent ends where the number does (a
#: separator or the end follows), which base64 and most other strings never show (a string that does
#: only costs the scan of the text, which decides).
_BIG_EXPONENT = re.compile(rb"e\+(?:1[89]|[2-9][0-9]|[0-9]{3})(?=[,\]}]|\Z)")


def _decode_key(token: bytes) -> str | None:
    """The text of a string token; None when it is not valid."""
    if b"\\" not in token:
        try:
            return token[1:-1].decode("utf-8")
        except UnicodeDecodeError:
            return None
    try:
        key = orjson.loads(token)
    except orjson.JSONDecodeError:
        return None
    return key if isinstance(key, str) else None


def _path_at(raw: bytes, offset: int) -> list[str | int]:
    """The JSON path of the value that starts at ``offset`` of a valid JSON text (a scalar's token)."""
    stack: list[Any] = []  # the frames enclosing ``top``: [is an object, current key or index]
    top: Any = None
    expect_key = False
    for m in _TOKEN_RE.finditer(raw, 0, offset):
        c = raw[m.start()]
        if c == 0x22:  # "
            if expect_key:
                top[1] = _decode_key(m.group())
                expect_key = False
        elif c == 0x2C:  # ,
            if top[0]:
                expect_key = True
            else:
                top[1] += 1
        elif c in (0x7B, 0x5B):  # { [
            stack.append(top)
            top = [c == 0x7B, None if c == 0x7B else 0]
            expect_key = c == 0x7B
        else:  # ] or }
            top = stack.pop()
            expect_key = False
    return [f[1] for f in (*stack, top) if f is not None and f[1] is not None]


def _find_duplicate(raw: bytes) -> tuple[list[str | int], str, int, int] | None:
    """The first duplicate key of a valid JSON text: (path, key, line, line of the first)."""
    # A frame is [keys seen with their offsets (None for an array), current key or index].
    stack: list[Any] = []  # the frames enclosing ``top``; None stands for outside the document
    top: Any = None
    expect_key = False
    for m in _TOKEN_RE.finditer(raw):
        at = m.start()
        c = raw[at]
        if c == 0x22:  # "
            if expect_key:
                key = _decode_key(m.group())
                seen = top[0]
                if key in seen:
                    path = [f[1] for f in stack if f is not None] + [key]
                    return path, key or "", _line_of(raw, at), _line_of(raw, seen[key])
                seen[key] = at
                top[1] = key
                expect_key = False
        elif c == 0x2C:  # ,
            if top[0] is None:
                top[1] += 1
            else:
                expect_key = True
        elif c == 0x7B:  # {
            stack.append(top)
            top = [{}, None]
            expect_key = True
        elif c == 0x5B:  # [
            stack.append(top)
            top = [None, 0]
        else:  # ] or }
            top = stack.pop()
            expect_key = False
    return None


# ---------------------------------------------------------------------------------------------
# Locations
# ---------------------------------------------------------------------------------------------

_PLAIN_KEY_RE = re.compile(r"[A-Za-z_$][A-Za-z0-9_$]*")


def format_path(path: Sequence[str | int]) -> str:
    """Write a JSON path the way error messages show it.

    Args:
        path: keys and array indices from the top of the document.

    Returns:
        The path, e.g. ``graph.node[12].attribute[0].type``; ``""`` for the document itself. A key
        that is not made of ASCII letters, digits, ``_`` and ``$`` (or starts with a digit) is
        written as a JSON string in brackets: ``metadata["a.b"]``.
    """
    out: list[str] = []
    for part in path:
        if not isinstance(part, str):
            out.append(f"[{int(part)}]")
        elif _PLAIN_KEY_RE.fullmatch(part):
            out.append(f".{part}" if out else part)
        else:
            out.append(f"[{_dumps(part).decode('utf-8')}]")
    return "".join(out)


_PATH_TOKEN_RE = re.compile(r'\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|([^.\[\]]+)')


def parse_path(path: str) -> list[str | int]:
    """The keys and indices of a path written by :func:`format_path`."""
    parts: list[str | int] = []
    for token in _PATH_TOKEN_RE.finditer(path):
        index, quoted, plain = token.groups()
        if index is not None:
            parts.append(int(index))
        elif quoted is not None:
            parts.append(orjson.loads(quoted))
        else:
            parts.append(plain)
    return parts


def locate_line(data: bytes | memoryview, path: Sequence[str | int]) -> int | None:
    """Find the line where the value at a JSON path starts.

    The text is scanned, not parsed: values off the path are skipped by jumping from bracket to
    bracket, so the cost is linear in the text before the value. Meant for error messages.

    Args:
        data: the JSON text (a UTF-8 byte order mark is allowed).
        path: keys and array indices from the top of the document. Where a key occurs more than
            once in an object, the first occurrence is followed.

    Returns:
        The 1-based line, or None when the path is not in the text (or the text is not JSON
        enough to follow it).
    """
    raw = _as_bytes(data)
    try:
        pos = _value_at(raw, path)
    except IndexError:
        return None
    return None if pos is None else _line_of(raw, pos)


def _space(raw: bytes, pos: int) -> int:
    m = _SPACE_RE.match(raw, pos)
    return m.end() if m else pos


def _value_at(raw: bytes, path: Sequence[str | int]) -> int | None:
    pos = _space(raw, 3 if raw.startswith(_UTF8_BOM) else 0)
    for part in path:
        if pos >= len(raw):
            return None
        opener = raw[pos]
        if isinstance(part, int) and not isinstance(part, bool):
            if opener != 0x5B or part < 0:
                return None
            pos = _space(raw, pos + 1)
            if raw[pos] == 0x5D:
                return None
            for _ in range(part):
                end = _skip_value(raw, pos)
                if end is None:
                    return None
                pos = _space(raw, end)
                if raw[pos] != 0x2C:
                    return None
                pos = _space(raw, pos + 1)
        else:
            if opener != 0x7B:
                return None
            pos = _space(raw, pos + 1)
            while True:
                m = _STRING_RE.match(raw, pos)
                if m is None:
                    return None
                key = _decode_key(m.group())
                pos = _space(raw, m.end())
                if raw[pos] != 0x3A:
                    return None
                pos = _space(raw, pos + 1)
                if key == part:
                    break
                end = _skip_value(raw, pos)
                if end is None:
                    return None
                pos = _space(raw, end)
                if raw[pos] != 0x2C:
                    return None
                pos = _space(raw, pos + 1)
    return pos if pos < len(raw) else None


def _skip_value(raw: bytes, pos: int) -> int | None:
    """The offset just after the value that starts at ``pos``; None when there is none."""
    c = raw[pos]
    if c == 0x22:
        m = _STRING_RE.match(raw, pos)
        return m.end() if m else None
    if c == 0x5B or c == 0x7B:
        # One step per bracket: everything between two brackets, strings included, is passed
        # over by one regex match.
        depth = 0
        skip = _BETWEEN_BRACKETS_RE.match
        size = len(raw)
        while pos < size:
            c = raw[pos]
            if c == 0x5B or c == 0x7B:
                depth += 1
            elif c == 0x5D or c == 0x7D:
                depth -= 1
                if depth == 0:
                    return pos + 1
            else:  # a string that is not closed
                return None
            m = skip(raw, pos + 1)  # always matches, maybe nothing
            pos = m.end() if m else size
        return None
    m = _SCALAR_RE.match(raw, pos)
    return m.end() if m else None


# ---------------------------------------------------------------------------------------------
# Reports: indented JSON of plain values
# ---------------------------------------------------------------------------------------------

def _plain_scalar(value: Any) -> str:
    """A scalar as :func:`json.dumps` writes it (``ensure_ascii=False``); TypeError for others."""
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return int.__repr__(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN"
        if math.isinf(value):
            return "Infinity" if value > 0 else "-Infinity"
        return float.__repr__(value)
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def _plain_key(key: Any) -> str:
    """An object key as :func:`json.dumps` writes it: a string, or a scalar made one."""
    if isinstance(key, str):
        return json.dumps(key, ensure_ascii=False)
    if key is None or isinstance(key, (bool, int, float)):
        return json.dumps(_plain_scalar(key), ensure_ascii=False)
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")


def dumps_indented(value: Any, *, indent: int = 2, default: Callable[[Any], Any] | None = None) -> str:
    """``json.dumps(value, ensure_ascii=False, indent=indent, default=default)``, written without recursion.

    For reports (``diff --json``, merge conflicts, ``info --json``) whose values are parts of
    documents, which nest as deep as a document may (far deeper than Python's recursion limit, which
    the standard encoder recurses into). The same text, byte for byte (tests/test_jsonio.py compares
    them), except that entries deeper than :data:`MAX_INDENT_LEVEL` are indented as that level's, as
    in documents: indenting every level would make the text grow with the square of the depth.
    ``default`` is called, as json.dumps calls it, with a value of no JSON type (a dataclass, say),
    and what it returns is written in its place: a report need not be copied whole into plain values
    first.

    Memory: the text, about twice over at the end, and one frame a level of nesting. (json.dumps with
    an indent keeps every piece of the text as a string of its own until it joins them: 50 bytes
    of memory or more for a piece of a few characters.)
    """
    chunks: list[str] = []  # the text so far, in pieces of about _REPORT_PIECES pieces each
    out: list[str] = []
    pads: list[str] = []  # level -> "\n" and its indentation
    # The containers open around the current one: (their members left, whether a dict, the text
    # that closes the current one).
    stack: list[tuple[Iterator[Any], bool, str]] = []
    it: Iterator[Any] = iter((value,))  # the top-level value: the one member of a pseudo-container
    is_dict = False
    level = 0  # the level of the current container's members
    sep = comma = ""
    while True:
        for member in it:
            if is_dict:
                key, member = member
                out.append(sep + _plain_key(key) + ": ")
            elif sep:
                out.append(sep)
            sep = comma
            members: Iterator[Any] | None = None
            while True:
                if isinstance(member, dict):
                    members = iter(member.items())
                    opening, closing, into_dict = "{", "}", True
                elif isinstance(member, (list, tuple)):
                    members = iter(member)
                    opening, closing, into_dict = "[", "]", False
                elif default is not None and not isinstance(member, _REPORT_SCALARS):
                    member = default(member)
                    continue
                else:
                    out.append(_plain_scalar(member))
                break
            if members is None:
                continue
            if not member:
                out.append(opening + closing)
                continue
            while len(pads) <= min(level + 1, MAX_INDENT_LEVEL):
                pads.append("\n" + " " * (indent * len(pads)))
            out.append(opening)
            stack.append((it, is_dict, pads[min(level, MAX_INDENT_LEVEL)] + closing))
            it, is_dict = members, into_dict
            level += 1
            sep = pads[min(level, MAX_INDENT_LEVEL)]
            comma = "," + sep
            break
        else:
            if not stack:
                break
            it, is_dict, closing = stack.pop()
            out.append(closing)
            level -= 1
            sep = comma = "," + pads[min(level, MAX_INDENT_LEVEL)] if level else ""
        if len(out) >= _REPORT_PIECES:
            chunks.append("".join(out))
            out.clear()
    chunks.append("".join(out))
    return "".join(chunks)


#: The types dumps_indented writes itself (``default`` is asked about the others).
_REPORT_SCALARS = (str, int, float, type(None))
#: The pieces of text dumps_indented gathers before joining them.
_REPORT_PIECES = 4096
