"""The layout record: how a message's wire encoding differs from canonical protobuf.

NOTE: canonical encoding (what protobuf serializers write) is: known fields in ascending field
number, each field once (repeated fields in one run, packed exactly when the descriptor says so),
minimal varints, then unknown fields in the order they were read. A message encoded that way gets
no record at all. Otherwise the decoder writes ``"$layout"`` beside its fields:

``runs``
    the order of the wire, one string per run: ``"8"`` one occurrence of field 8, ``"8x3"`` three
    adjacent unpacked occurrences, ``"4p3"`` one packed run holding three elements (``"4p0"`` an
    empty packed run), ``"?"`` / ``"?x2"`` the next entries of ``"$unknown"``.
``tag`` / ``len`` / ``varint``
    raw bytes (hex) of a tag, a length prefix or a varint value that was not minimally encoded,
    keyed ``"R.E"`` (run R, element E; for a packed run the tag and length use ``"R"``).
``earlier``
    the occurrences of a singular field that protobuf parsers drop, keyed by field number: the raw
    values (hex, without length prefixes) of a scalar's occurrences before the last, and of a oneof
    member's occurrences that a later member cleared (all of them when another member comes last:
    the document then does not show the field). The document shows what the parsers keep. A
    closed enum's unknown value is no occurrence: parsers keep it as an unknown field, and so does
    the decoder (in ``$unknown``, placed by ``runs``).
``split``
    for a singular message field shown from more than one occurrence: the document shows the merged
    message (the occurrences parsed as one, which is how protobuf merges them); ``split`` holds the
    byte lengths of the occurrences and the SHA-256 of their concatenation. The lengths must cut
    the merged encoding between whole fields: a split that matches its hash but cuts a field is
    refused (only a hand-written record can do that), never replayed.

Every part of the record checks itself against the document when the message is rebuilt: a run
list whose counts no longer match the fields, ``earlier`` values other than those a parser drops from
those runs (codec/encode.py's ``_cleared``), a raw varint that no longer decodes to the value
beside it, a length that no longer matches, a split whose hash no longer matches. Whatever no longer
fits is written canonically, so an edit affects only the message that was edited and never
replays stale bytes.
"""

from __future__ import annotations

import re

__all__ = ["LAYOUT_KEY", "UNKNOWN_KEY", "format_run", "parse_run"]

LAYOUT_KEY = "$layout"
UNKNOWN_KEY = "$unknown"

_RUN_RE = re.compile(r"^(\?|[1-9][0-9]{0,9})(?:(x)([1-9][0-9]{0,9})|(p)([0-9]{1,10}))?$")


def format_run(number: int | None, packed: bool, count: int) -> str:
    head = "?" if number is None else str(number)
    if packed:
        return f"{head}p{count}"
    return head if count == 1 else f"{head}x{count}"


def parse_run(text: str) -> tuple[int | None, bool, int] | None:
    """Parse a run string; None when it is malformed."""
    if not isinstance(text, str):
        return None
    m = _RUN_RE.match(text)
    if m is None:
        return None
    head, x, xcount, p, pcount = m.groups()
    number = None if head == "?" else int(head)
    if p:
        if number is None:
            return None
        return number, True, int(pcount)
    return number, False, int(xcount) if x else 1
