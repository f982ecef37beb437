"""The errors onnxjson raises for anything a user can cause.

NOTE: every error carries a location, so the CLI can print one line:
``error: FILE: LOCATION: what is wrong``. LOCATION is a JSON path (``graph.node[12].op_type``,
optionally with ``line N``), a byte offset with the message path that contains it
(``byte 1234 (graph.node[3])``), or empty when the problem is the file as a whole.

NOTE: an error line stays short whatever the input: the message, the location and the file are each
cut in their middle to a bound (:data:`MESSAGE_LIMIT`, :data:`LOCATION_LIMIT`, :data:`FILE_LIMIT`),
keeping their start and end (:func:`elide`), when the error is made; a message about many things
names the first few and counts the rest (:func:`listing`); a document value shown in a message is
rendered by :func:`brief`, without recursion and only as far as it is shown (values nest as deep as
the JSON reader allows, and may be as long as the input). This is the one place that bounds them.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator
from typing import Any

__all__ = [
    "BuildError",
    "DecodeError",
    "DocumentError",
    "NumberRangeError",
    "OnnxJsonError",
    "PathSafetyError",
    "SchemaError",
    "WeightsError",
    "brief",
    "elide",
    "listing",
]

#: The most characters of an error's message, location (a JSON path, a byte offset) and file name.
MESSAGE_LIMIT = 400
LOCATION_LIMIT = 160
FILE_LIMIT = 160
#: The most characters of a whole error line (the three above, their separators, flags for parameters).
LINE_LIMIT = 800


def elide(text: str, limit: int) -> str:
    """``text`` if it has at most ``limit`` characters, else its start and end with "…" between."""
    if len(text) <= limit:
        return text
    keep = max(limit - 1, 2)
    tail = max(keep // 3, 1)
    return text[:keep - tail] + "…" + text[len(text) - tail:]


def listing(items: Iterable[Any], render: Callable[[Any], str] = str, *, shown: int = 3,
            separator: str = "; ") -> str:
    """The first ``shown`` of ``items``, each rendered, joined by ``separator``, and "and N more" for
    the rest: counted, not rendered (there may be a million, and a rendering may cost)."""
    first: list[str] = []
    more = 0
    for item in items:
        if len(first) < shown:
            first.append(render(item))
        else:
            more += 1
    text = separator.join(first)
    return f"{text}{separator}and {more:,} more" if more else text


def brief(value: Any, limit: int = 60) -> str:
    """A compact JSON rendering of a document value, cut to ``limit`` characters with "…".

    The value may nest without limit and be as long as the input: it is walked with a stack of
    iterators, and only as far as the text shown (a cut string, the first members of a long array).
    Something that is not a JSON value shows as its type's name in angle brackets.
    """
    text: list[str] = []
    size = 0
    for piece in _pieces(value, limit):
        text.append(piece)
        size += len(piece)
        if size > limit:
            break
    out = "".join(text)
    return out if len(out) <= limit else out[:max(limit - 1, 0)] + "…"


def _pieces(value: Any, limit: int) -> Iterator[str]:
    stack: list[Iterator[Any]] = [iter([(None, value)])]
    closers: list[str] = []
    while stack:
        step = next(stack[-1], None)
        if step is None:
            stack.pop()
            if closers:
                yield closers.pop()
            continue
        prefix, item = step
        if prefix:
            yield prefix
        if isinstance(item, dict):
            yield "{"
            closers.append("}")
            stack.append((("" if i == 0 else ", ") + _leaf(str(k), limit) + ": ", v)
                         for i, (k, v) in enumerate(item.items()))
        elif isinstance(item, (list, tuple)):
            yield "["
            closers.append("]")
            stack.append(("" if i == 0 else ", ", v) for i, v in enumerate(item))
        else:
            yield _leaf(item, limit)


def _leaf(value: Any, limit: int) -> str:
    if isinstance(value, str):
        return json.dumps(value[:limit + 1], ensure_ascii=False)
    if value is None or isinstance(value, (bool, int, float)):
        try:
            return json.dumps(value)
        except ValueError:  # an int too long to write as decimal digits
            return f"<int of {value.bit_length():,} bits>" if isinstance(value, int) else f"<{value!r}>"
    return f"<{type(value).__name__}>"


class OnnxJsonError(Exception):
    """Base class: a problem with the user's input, with where it is."""

    def __init__(self, message: str, *, location: str = "", file: str | None = None) -> None:
        message = elide(message, MESSAGE_LIMIT)
        super().__init__(message)
        self.message = message
        self.location = elide(location, LOCATION_LIMIT)
        self.file = file

    def with_file(self, file: str) -> OnnxJsonError:
        if self.file is None:
            self.file = file
        return self

    def __str__(self) -> str:
        parts = [p for p in (elide(self.file, FILE_LIMIT) if self.file else "", self.location) if p]
        parts.append(self.message)
        return ": ".join(parts)


class DecodeError(OnnxJsonError):
    """The protobuf bytes are malformed (the location is a byte offset)."""

    def __init__(self, message: str, *, offset: int, path: str = "", file: str | None = None) -> None:
        where = f"byte {offset}" + (f" ({path})" if path else "")
        super().__init__(message, location=where, file=file)
        self.offset = offset
        self.path = path


class DocumentError(OnnxJsonError):
    """The JSON document is malformed or does not fit the format (the location is a JSON path)."""

    def __init__(self, message: str, *, path: str = "", line: int | None = None,
                 file: str | None = None) -> None:
        where = path
        if line is not None:
            where = f"{path} (line {line})" if path else f"line {line}"
        super().__init__(message, location=where, file=file)
        self.path = path
        self.line = line


class NumberRangeError(DocumentError):
    """A JSON integer literal outside the 64-bit range (valid JSON, invalid document)."""


class BuildError(DocumentError):
    """A document cannot be turned into protobuf bytes."""


class SchemaError(DocumentError):
    """A document does not satisfy the JSON Schema."""


class WeightsError(DocumentError):
    """A weight payload cannot be found, read or trusted (sidecar, external data, weights_from)."""


class PathSafetyError(WeightsError):
    """A path inside a document leads outside the document's folder."""
