"""jsonio._conflict_marker: the first merge conflict marker line of a broken document, found by its
line feed (or at the start), is the one a search of the pattern anchored at line starts finds
(issue 29 item 8: that search tried the pattern at every byte of a large broken document).
The function is the same on both paths (the pure reader's error, taken by both)."""

from __future__ import annotations

import random
import re

from onnxjson import jsonio

#: The search it stands for: the first match at the start of a line.
_ANCHORED = re.compile(rb"^(<{7}|\|{7}|={7}|>{7})(?: |\r?$)", re.MULTILINE)

#: Pieces that make and unmake markers: the marks and their neighbours, line ends, spaces, JSON.
_PIECES = [b"<" * 7, b"|" * 7, b"=" * 7, b">" * 7, b"<", b"=", b"|", b">", b"\n", b"\r", b"\r\n", b" ", b"x",
           b'{"a": 1}', b"<<<<<<<<", b"======= ours", b">>>>>>> theirs\n", b"\t", b"\n\n"]


def _same(raw: bytes) -> None:
    expected = _ANCHORED.search(raw)
    got = jsonio._conflict_marker(raw)
    if expected is None:
        assert got is None, raw
    else:
        assert got == (expected.start(), expected.group(1)), raw


def test_the_first_marker_line_of_seeded_texts() -> None:
    rng = random.Random(20261203)
    for _ in range(20_000):
        _same(b"".join(rng.choice(_PIECES) for _ in range(rng.randrange(0, 14))))


def test_markers_of_every_kind_and_place() -> None:
    for mark in (b"<", b"|", b"=", b">"):
        for count in (6, 7, 8):
            for after in (b"", b" ", b" x", b"\n", b"\r\n", b"\r", b"x", b"\t"):
                for before in (b"", b"\n", b"x\n", b" ", b"a", b"\r"):
                    _same(before + mark * count + after)
                    _same(before + mark * count + after + b"\n" + b"=" * 7 + b"\n")


def test_a_large_broken_document_names_its_marker_line() -> None:
    body = b'{"a": "' + b"A" * 4_000_000 + b'"}\n'
    for raw in (body + b"<<<<<<< ours\n", b"=======\n" + body, body + b">>>>>>>\n" + b"|||||||\n", body + body):
        _same(raw)
