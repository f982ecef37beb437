"""The byte scans over long payload strings give the answers of the regular expressions they replace.

The large-document reader cuts a string out of the text when it is printable ASCII without a
backslash, and the schema's base64 pattern is matched in the mapped text; both scan by deleting the
allowed bytes (bytes.translate) instead of running a regular expression over hundreds of MB. Here
they are held to the regular expressions on random strings of the bytes that matter.
"""

from __future__ import annotations

import re

from hypothesis import given, seed, settings
from hypothesis import strategies as st

from onnxjson import jsonio
from onnxjson.codec.values import LongText, plain_base64
from onnxjson.schema import _BASE64_PATTERN, _is_base64_text, long_text_matches
from onnxjson.schema.generate import BASE64_PATTERN

ALPHABET = [b"A", b"z", b"0", b"9", b"+", b"/", b"_", b"-", b"=", b"\\", b" ", b"~", b"\x7f", b"\x1f", b"\x00",
            b"\x80", b"\xc3\xa9", b'"', b"\n"]
TEXTS = st.lists(st.sampled_from(ALPHABET), max_size=60).map(b"".join)


def test_the_fast_base64_pattern_is_the_schemas() -> None:
    assert _BASE64_PATTERN == BASE64_PATTERN


@seed(20261201)
@settings(max_examples=400, deadline=None)
@given(TEXTS, st.binary(max_size=3), st.binary(max_size=3))
def test_base64_pattern_in_the_text_is_the_regular_expression(body: bytes, before: bytes, after: bytes) -> None:
    buffer = before + body + after
    text = LongText(buffer, len(before), len(before) + len(body))
    expected = re.fullmatch(rb"[A-Za-z0-9+/_-]*={0,2}", body) is not None
    assert _is_base64_text(text) == expected
    assert long_text_matches(_BASE64_PATTERN, LongText(buffer, len(before), len(before) + len(body))) == expected


@seed(20261201)
@settings(max_examples=400, deadline=None)
@given(TEXTS, st.binary(max_size=3), st.binary(max_size=3))
def test_what_the_splicer_cuts_out_is_printable_ascii_without_escapes(body: bytes, before: bytes,
                                                                     after: bytes) -> None:
    buffer = before + body + after
    expected = re.search(rb"[^\x20-\x7e]", body) is None and b"\\" not in body
    assert jsonio._fits_splice(buffer, len(before), len(before) + len(body)) == expected
    assert jsonio._fits_splice(memoryview(buffer), len(before), len(before) + len(body)) == expected


@seed(20261201)
@settings(max_examples=400, deadline=None)
@given(TEXTS, st.binary(max_size=3), st.binary(max_size=3))
def test_plain_base64_is_the_standard_alphabet_and_end_padding(body: bytes, before: bytes, after: bytes) -> None:
    """What the reader marks plain (so that the schema and the decoder skip their scans) is exactly
    standard base64 with at most two "=" at the end; and a plain text matches the schema's pattern."""
    buffer = before + body + after
    a, b = len(before), len(before) + len(body)
    padded = re.fullmatch(rb"[A-Za-z0-9+/]*={0,2}", body) is not None
    assert plain_base64(buffer, a, b) == padded
    assert plain_base64(memoryview(buffer), a, b) == padded
    if padded:
        assert _is_base64_text(LongText(buffer, a, b, True))
        assert jsonio._fits_splice(buffer, a, b)
