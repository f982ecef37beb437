"""The large reader's scan for long strings skips the text a block at a time (jsonio._quiet_from).

A long string is a run of ``minimum`` bytes without a quote, which holds an aligned block of
``minimum // 2`` bytes without one; the scan tries its regular expression only from the last quote
before the first such block. These tests check that the spans found are those of a string-by-string
walk (test_large_documents' reference), with the block path switched on for small minimums too.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from contextlib import contextmanager

import seeded
from hypothesis import given, note, seed, settings
from hypothesis import strategies as st
from test_large_documents import _spans_one_string_at_a_time, json_value

from onnxjson import jsonio


@contextmanager
def quiet_blocks_from(minimum: int, release_step: int | None = None) -> Iterator[None]:
    saved = jsonio._QUIET_MIN, jsonio._RELEASE_STEP
    jsonio._QUIET_MIN = minimum
    if release_step is not None:
        jsonio._RELEASE_STEP = release_step
    try:
        yield
    finally:
        jsonio._QUIET_MIN, jsonio._RELEASE_STEP = saved


#: st.recursive of test_large_documents' JSON values, base64-like text and lists of integers, in
#: lists and dictionaries, 30 leaves at most: built from a seed (tests/seeded.py).
_LEAF = seeded.one_of(json_value, lambda rnd: seeded.text(rnd, "ab+/= ", 60),
                      seeded.lists(lambda rnd: seeded.integer(rnd, 0, 10**6), 30))
_BRANCHES = (seeded.list_branch(5), seeded.dict_branch(lambda rnd: seeded.text(rnd, 'ab" ', 20), 5))


@seed(20261201)
@settings(max_examples=400, deadline=None)
@given(seeded.SEEDS, st.sampled_from([None, 0, 2]), st.integers(2, 24), st.sampled_from([None, 5, 64]))
def test_the_block_scan_finds_what_a_string_by_string_walk_finds(seed_: int, indent: int | None, minimum: int,
                                                                   release_step: int | None) -> None:
    value = seeded.tree(random.Random(seed_), _LEAF, _BRANCHES, 30)
    note(f"value of seed {seed_}: {value!r}")
    text = json.dumps(value, indent=indent, ensure_ascii=False).encode()
    with quiet_blocks_from(2, release_step):
        assert list(jsonio._long_string_spans(text, minimum)) == _spans_one_string_at_a_time(text, minimum)


def test_strings_about_the_default_minimum() -> None:
    minimum = jsonio.SPLICE_MIN_BYTES
    rnd = random.Random(20261204)
    print("seed 20261204")
    pieces: list[object] = []
    for length in (minimum - 1, minimum, minimum + 1, 2 * minimum + 3, 3 * minimum):
        pieces.append("A" * length)
        pieces.append("A" * (length // 2) + "\\" + "B" * (length // 2))  # escaped: not plain, not spliced
        pieces.append("A" * (length - 5) + "é")  # not ASCII
        pieces.append(list(range(length // 6)))  # a long stretch without a quote that is no string
        pieces.append({"k" * length: 1})  # a long key
    for _ in range(5):
        rnd.shuffle(pieces)
        text = json.dumps({"a": pieces, "b": [{"name": "x", "v": "Q" * rnd.randrange(2 * minimum)}]},
                          ensure_ascii=False).encode()
        expected = _spans_one_string_at_a_time(text, minimum)
        assert list(jsonio._long_string_spans(text, minimum)) == expected
        with quiet_blocks_from(1 << 40):  # the regular expression everywhere
            assert list(jsonio._long_string_spans(text, minimum)) == expected
        assert len(expected) >= 4
