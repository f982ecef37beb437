"""Tests for onnxjson.jsonio: the stable JSON layout and the strict reader."""

from __future__ import annotations

import base64
import contextlib
import enum
import gc
import io
import json
import math
import random
import re
from typing import Any

import orjson
import pytest
import seeded
from hypothesis import given, note, seed, settings
from hypothesis import strategies as st
from trees import tree_values

from onnxjson import jsonio
from onnxjson.codec.values import Blob, LongText
from onnxjson.errors import DocumentError
from onnxjson.jsonio import (
    DEFAULT_MAX_DOCUMENT_BYTES,
    dumps_document,
    format_path,
    locate_line,
    read_document,
    write_document,
)

# ---------------------------------------------------------------------------------------------
# Writer: golden layouts
# ---------------------------------------------------------------------------------------------


def text(doc: Any, **kw: Any) -> str:
    return dumps_document(doc, **kw).decode("utf-8")


def test_golden_short_arrays_and_scalars() -> None:
    doc = {"dims": [1, -1], "names": ["x", "y,z"], "flags": [True, False, None], "f": 0.1,
           "neg0": -0.0, "tiny": 1e-45, "big": 2**64 - 1, "small": -(2**63), "b": True, "n": None}
    assert text(doc) == (
        "{\n"
        '  "dims": [1, -1],\n'
        '  "names": ["x", "y,z"],\n'
        '  "flags": [true, false, null],\n'
        '  "f": 0.1,\n'
        '  "neg0": -0.0,\n'
        '  "tiny": 1e-45,\n'
        '  "big": 18446744073709551615,\n'
        '  "small": -9223372036854775808,\n'
        '  "b": true,\n'
        '  "n": null\n'
        "}\n"
    )


def test_golden_wrapped_float_array() -> None:
    doc = {"graph": {"float_data": [i / 8 for i in range(-3, 30)]}}
    assert text(doc, width=40) == (
        "{\n"
        '  "graph": {\n'
        '    "float_data": [\n'
        "      -0.375, -0.25, -0.125, 0.0, 0.125,\n"  # 40 characters: the limit
        "      0.25, 0.375, 0.5, 0.625, 0.75,\n"
        "      0.875, 1.0, 1.125, 1.25, 1.375,\n"
        "      1.5, 1.625, 1.75, 1.875, 2.0,\n"
        "      2.125, 2.25, 2.375, 2.5, 2.625,\n"
        "      2.75, 2.875, 3.0, 3.125, 3.25,\n"
        "      3.375, 3.5, 3.625\n"
        "    ]\n"
        "  }\n"
        "}\n"
    )


def test_golden_nested_objects_and_empty_containers() -> None:
    doc = {"a": {}, "b": [], "c": {"d": {"e": []}, "f": [{}, [], {"g": 1}]}}
    assert text(doc) == (
        "{\n"
        '  "a": {},\n'
        '  "b": [],\n'
        '  "c": {\n'
        '    "d": {\n'
        '      "e": []\n'
        "    },\n"
        '    "f": [\n'
        "      {},\n"
        "      [],\n"
        "      {\n"
        '        "g": 1\n'
        "      }\n"
        "    ]\n"
        "  }\n"
        "}\n"
    )
    assert text({}) == "{}\n"


def test_golden_unicode_and_escapes() -> None:
    doc = {"名前": "héllo 😀", "esc": "tab\there \"quoted\" back\\slash \x01", "list": ["é", 'a"b']}
    assert dumps_document(doc) == (
        "{\n"
        '  "名前": "héllo 😀",\n'
        '  "esc": "tab\\there \\"quoted\\" back\\\\slash \\u0001",\n'
        '  "list": ["é", "a\\"b"]\n'
        "}\n"
    ).encode()


def test_golden_blob() -> None:
    doc = {"raw_data": Blob(b"\x00\x01\x02\x03"), "empty": Blob(b""),
           "in_list": [Blob(memoryview(b"ab")), 1], "values": [1, 2]}
    assert text(doc) == (
        "{\n"
        '  "raw_data": "AAECAw==",\n'
        '  "empty": "",\n'
        '  "in_list": [\n'
        '    "YWI=",\n'
        "    1\n"
        "  ],\n"
        '  "values": [1, 2]\n'
        "}\n"
    )


def test_golden_mixed_and_nested_arrays() -> None:
    doc = {"m": [1, "a", [2, 3], {"k": [4]}], "top": [[1, 2], ["x"]]}
    assert text(doc) == (
        "{\n"
        '  "m": [\n'
        "    1,\n"
        '    "a",\n'
        "    [2, 3],\n"
        "    {\n"
        '      "k": [4]\n'
        "    }\n"
        "  ],\n"
        '  "top": [\n'
        "    [1, 2],\n"
        '    ["x"]\n'
        "  ]\n"
        "}\n"
    )


def test_inline_width_boundary() -> None:
    # '  "k": [' + elements + ']' ; the trailing comma of the line is not counted.
    doc = {"k": [1, 2, 3], "z": 0}
    line = '  "k": [1, 2, 3],'
    assert text(doc, width=len(line) - 1).splitlines()[1] == line
    wrapped = text(doc, width=len(line) - 2)
    assert wrapped.splitlines()[1:5] == ['  "k": [', "    1, 2, 3", "  ],", '  "z": 0']


def test_width_counts_characters_not_bytes() -> None:
    doc = {"s": ["ééééé", "ééééé"]}
    line = '  "s": ["ééééé", "ééééé"]'
    assert text(doc, width=len(line)).splitlines()[1] == line
    assert text(doc, width=len(line) - 1).splitlines()[1] == '  "s": ['


def test_long_element_gets_its_own_line() -> None:
    long = "x" * 50
    doc = {"s": ["a", long, "b", "c"]}
    assert text(doc, width=30).splitlines()[1:6] == [
        '  "s": [', '    "a",', f'    "{long}",', '    "b", "c"', "  ]"]


def test_packed_lines_respect_width() -> None:
    doc = {"ints": list(range(-500, 500, 7)), "strs": [f"name_{i}" for i in range(200)],
           "mixed": [1, "a,b", 2.5, None, True, 'q"uote'] * 30}
    for width in (20, 37, 80, 100):
        for line in text(doc, width=width).splitlines():
            if "," in line.rstrip(","):  # a packed line with several elements
                assert len(line) <= width, line


def _reference_array(items: list[Any], used: int, level: int, width: int) -> str:
    """The array layout rules, written plainly."""
    parts = [orjson.dumps(x).decode() for x in items]
    inline = "[" + ", ".join(parts) + "]"
    if used + len(inline) <= width:
        return inline
    pad = "  " * (level + 1)
    lines: list[str] = []
    line: list[str] = []
    for i, part in enumerate(parts):
        piece = part if i == len(parts) - 1 else part + ","
        if line and len(pad + " ".join([*line, piece])) <= width:
            line.append(piece)
        else:
            if line:
                lines.append(pad + " ".join(line))
            line = [piece]
    lines.append(pad + " ".join(line))
    return "[\n" + "\n".join(lines) + "\n" + "  " * level + "]"


_array_scalars = (st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1)
                  | st.floats(allow_nan=False, allow_infinity=False)
                  | st.text(alphabet=st.sampled_from('ab,"\\\n[]{}é😀 :'), max_size=8))


@settings(max_examples=400, deadline=None)
@given(st.lists(_array_scalars, min_size=1, max_size=30), st.integers(5, 90), st.sampled_from(["k", "é", "a b"]))
def test_array_layout_matches_the_rules(items: list[Any], width: int, key: str) -> None:
    out = dumps_document({"x": {key: items}}, width=width).decode()
    head = f"    {json.dumps(key, ensure_ascii=False)}: "
    expected = head + _reference_array(items, len(head), 2, width)
    assert out == "{\n  \"x\": {\n" + expected + "\n  }\n}\n"
    # The same array as an element of an array of arrays.
    out = dumps_document({"x": [items, {}]}, width=width).decode()
    assert out.split("\n", 2)[2].startswith("    " + _reference_array(items, 4, 2, width) + ",\n")


def test_packed_numbers_cut_in_the_joined_text_as_element_by_element() -> None:
    # Arrays of numbers, bools and nulls are packed from their joined text (_packed_joined, a few C
    # calls a line); the element-by-element packing (_packed) is the rule. 3,000 seeded arrays of
    # short and long elements (one wider than a line too), at every depth up to the indentation cap.
    rnd = random.Random(30)
    kinds = (lambda: rnd.randrange(-9, 10), lambda: rnd.randrange(-(2**63), 2**64),
             lambda: rnd.uniform(-1e3, 1e3), lambda: rnd.random() * 10.0 ** rnd.randrange(-300, 300),
             lambda: rnd.random() < 0.5, lambda: None, lambda: 0.1)
    for _ in range(3000):
        pick = rnd.sample(kinds, rnd.randrange(1, 4))
        items = [rnd.choice(pick)() for _ in range(rnd.randrange(1, 120))]
        level, width = rnd.randrange(0, jsonio.MAX_INDENT_LEVEL + 1), rnd.randrange(1, 140)
        parts = [orjson.dumps(x) for x in items]
        expected = jsonio._packed(parts, list(map(len, parts)), level, width)
        assert jsonio._packed_joined(b", ".join(parts), level, width) == expected, (items, level, width)


def test_string_arrays_with_tricky_content() -> None:
    items = ['a","b', "c,d", "e\\", 'f"', "[", "{", "null", "\\\""]
    out = dumps_document({"s": items})
    assert json.loads(out) == {"s": items}
    assert out.decode().splitlines()[1] == '  "s": [' + ", ".join(json.dumps(i) for i in items) + "]"


def test_output_is_deterministic_and_ends_with_one_newline() -> None:
    doc = {"b": 1, "a": [0.1, 0.2], "c": {"z": "é"}}
    first = dumps_document(doc)
    assert first == dumps_document(doc)
    assert first.endswith(b"}\n") and not first.endswith(b"\n\n")
    assert list(json.loads(first)) == ["b", "a", "c"]  # insertion order, never sorted


def test_write_document_to_stream() -> None:
    out = io.BytesIO()
    write_document({"a": [1]}, out)
    assert out.getvalue() == b'{\n  "a": [1]\n}\n'


class _Recorder(io.RawIOBase):
    def __init__(self) -> None:
        self.sizes: list[int] = []
        self.data = bytearray()

    def writable(self) -> bool:
        return True

    def write(self, b: Any) -> int:
        n = len(memoryview(b).cast("B"))
        self.sizes.append(n)
        self.data += b
        return n


def test_large_blob_is_streamed_in_chunks() -> None:
    payload = bytes(range(256)) * (28 * 1024) + b"tail"  # about 7 MiB, not a multiple of 3
    rec = _Recorder()
    write_document({"name": "w", "raw_data": Blob(memoryview(payload)), "after": [1]}, rec)  # type: ignore[arg-type]
    doc = json.loads(bytes(rec.data))
    assert base64.b64decode(doc["raw_data"]) == payload
    assert doc["after"] == [1]
    assert max(rec.sizes) <= (4 << 20) + 16  # never the whole base64 text at once
    assert len(rec.sizes) >= 3


def test_blob_of_wider_items_is_written_as_bytes() -> None:
    arr = memoryview(b"\x01\x00\x02\x00").cast("H")
    assert text({"b": Blob(arr)}) == '{\n  "b": "AQACAA=="\n}\n'


def test_many_pieces_are_flushed_in_large_writes() -> None:
    doc = {"node": [{"name": f"n{i}", "input": [f"a{i}"], "output": [f"b{i}"]} for i in range(20000)]}
    rec = _Recorder()
    write_document(doc, rec)  # type: ignore[arg-type]
    assert bytes(rec.data) == dumps_document(doc)
    assert 2 <= len(rec.sizes) < 100


class Color(enum.IntEnum):
    RED = 1


class Name(str):
    pass


class Table(dict[str, Any]):
    pass


def test_subclasses_are_written_as_their_base_type() -> None:
    doc = {"e": Color.RED, "s": Name("x"), "t": Table(a=[Name("y"), Color.RED]), "l": [Table({Name("b"): 1})]}
    assert text(doc) == (
        "{\n"
        '  "e": 1,\n'
        '  "s": "x",\n'
        '  "t": {\n'
        '    "a": ["y", 1]\n'
        "  },\n"
        '  "l": [\n'
        "    {\n"
        '      "b": 1\n'
        "    }\n"
        "  ]\n"
        "}\n"
    )


def test_deep_documents_do_not_recurse() -> None:
    doc: Any = {"leaf": [1]}
    for i in range(5000):
        doc = {"k": doc} if i % 2 else [doc]
    # Far deeper than Python's recursion limit: refused (no reader accepts it), never a RecursionError.
    with pytest.raises(DocumentError, match="deeper than 1024 levels"):
        dumps_document({"root": doc})
    doc = {"leaf": [1]}
    for i in range(1022):
        doc = {"k": doc} if i % 2 else [doc]
    out = dumps_document(doc)  # 1024 levels: as deep as readers go
    assert out.count(b"\n") > 2000
    assert out.endswith(b"}\n")


@pytest.mark.parametrize("doc, pattern", [
    ({"a": {"b": float("nan")}}, r"^a\.b: nan .*strings"),
    ({"a": [1.0, float("inf")]}, r"^a\[1\]: inf "),
    ({"a": ["x", -math.inf]}, r"^a\[1\]: -inf "),
    ({"a": [{"b": [None, float("nan")]}]}, r"^a\[0\]\.b\[1\]: nan"),
    ({"n": 2**64}, r"^n: the integer 18446744073709551616 does not fit in 64 bits"),
    ({"n": [1, -(2**63) - 1]}, r"^n\[1\]: the integer .* does not fit"),
    ({"s": "\ud800"}, r"^s: the string holds a lone surrogate"),
    ({"s": ["ok", "\udc00"]}, r"^s\[1\]: the string holds a lone surrogate"),
    ({"k\ud800": 1}, r"lone surrogate"),
])
def test_unwritable_values_raise_value_error(doc: Any, pattern: str) -> None:
    with pytest.raises(ValueError, match=pattern):
        dumps_document(doc)


@pytest.mark.parametrize("doc, pattern", [
    ({"a": {1: 2}}, r"^a: object keys must be strings, not int"),
    ({"a": (1, 2)}, r"^a: a tuple cannot be written"),
    ({"a": [1, {2, 3}]}, r"^a\[1\]: a set cannot be written"),
    ({"a": b"bytes"}, r"^a: a bytes cannot be written"),
])
def test_unsupported_values_raise_type_error(doc: Any, pattern: str) -> None:
    with pytest.raises(TypeError, match=pattern):
        dumps_document(doc)


# ---------------------------------------------------------------------------------------------
# Round trips
# ---------------------------------------------------------------------------------------------

_scalars = (st.none() | st.booleans() | st.integers(-(2**63), 2**64 - 1)
            | st.floats(allow_nan=False, allow_infinity=False) | st.text(max_size=12))
_docs = st.recursive(
    _scalars,
    lambda children: st.lists(children, max_size=8) | st.dictionaries(st.text(max_size=6), children, max_size=6),
    max_leaves=25,
)
_SCALAR = seeded.one_of(lambda rnd: None, lambda rnd: rnd.random() < 0.5,
                        lambda rnd: seeded.integer(rnd, -(2**63), 2**64 - 1),
                        lambda rnd: seeded.floating(rnd, nan=False), lambda rnd: seeded.text(rnd, None, 12))
_BRANCHES = (seeded.list_branch(8), seeded.dict_branch(lambda rnd: seeded.text(rnd, None, 6), 6))


def _random_document(seed_: int) -> dict[str, Any]:
    """Up to 6 trees of JSON values (25 leaves each at most, the values of ``_docs``), built from the
    seed (tests/seeded.py)."""
    rnd = random.Random(seed_)
    doc = {seeded.text(rnd, None, 8): seeded.tree(rnd, _SCALAR, _BRANCHES, 25) for _ in range(rnd.randint(0, 6))}
    note(f"document of seed {seed_}: {doc!r}")
    return doc


@settings(max_examples=100, deadline=None)
@given(seeded.SEEDS, st.integers(10, 120))
def test_round_trip(seed_: int, width: int) -> None:
    doc = _random_document(seed_)
    out = dumps_document(doc, width=width)
    assert read_document(out) == doc
    assert json.loads(out) == doc
    assert dumps_document(read_document(out), width=width) == out


def test_round_trip_with_blobs() -> None:
    doc = {"t": {"raw_data": Blob(b"\xff" * 10), "dims": [2, 5]}, "l": [Blob(b"x")]}
    assert read_document(dumps_document(doc)) == {
        "t": {"raw_data": base64.b64encode(b"\xff" * 10).decode(), "dims": [2, 5]}, "l": ["eA=="]}


# ---------------------------------------------------------------------------------------------
# Reader: errors
# ---------------------------------------------------------------------------------------------


def read_error(data: bytes | memoryview, **kw: Any) -> DocumentError:
    with pytest.raises(DocumentError) as info:
        read_document(data, **kw)
    assert type(info.value) is DocumentError
    return info.value


@pytest.mark.parametrize("data, line, pattern", [
    (b'{\n  "a": 1,\n  "b": 2,\n}', 3, r"^invalid JSON at column 9: trailing comma"),
    (b'{"a": 1}\nx', 2, r"^invalid JSON at column 1: unexpected content after document"),
    (b'{\n  "a": x\n}', 2, r"^invalid JSON at column 8: unexpected character.*\(found 'x'\)"),
    (b'{\n  "a" 1\n}', 2, r"^invalid JSON at column 7: .*':'"),
    (b'{"a": "unterminated', 1, r"^invalid JSON at column \d+: unexpected end of data"),
    (b'{"a": [1, 2}', 1, r"^invalid JSON at column 12"),
    (b'{"a": "\\q"}', 1, r"^invalid JSON at column \d+: invalid escape"),
    (b'{"a": "ctl\x01"}', 1, r"^invalid JSON at column \d+: unexpected control character"),
    (b'{"a": 1e999}', 1, r"^invalid JSON at column 7: number is infinity"),
])
def test_invalid_json(data: bytes, line: int, pattern: str) -> None:
    e = read_error(data)
    assert e.line == line
    assert re.search(pattern, e.message), e.message


@pytest.mark.parametrize("data", [b"", b" ", b"\n\t \r\n", b"\xef\xbb\xbf", b"\xef\xbb\xbf  \n"])
def test_empty_document(data: bytes) -> None:
    e = read_error(data)
    assert e.message == "the document is empty"
    assert e.line is None


@pytest.mark.parametrize("token, column", [
    (b"NaN", 12), (b"Infinity", 12), (b"-Infinity", 12), (b"+Infinity", 12), (b"nan", 12), (b"-inf", 12)])
def test_special_float_tokens(token: bytes, column: int) -> None:
    e = read_error(b'{\n  "a": [1, ' + token + b"]\n}")
    assert e.line == 2
    assert re.search(rf"^invalid JSON at column {column}: {re.escape(token.decode())} is not a JSON value; "
                     r'special floats are written as the strings "NaN", "Infinity" and "-Infinity"$',
                     e.message), e.message


@pytest.mark.parametrize("data, line, column", [
    (b'"\\ud800"', 1, 2),
    (b'{\n "a": ["x", "\\udc00"]}', 2, 14),
    (b'{\n "a": "\\ud83dx"}', 2, 8),
])
def test_lone_surrogates(data: bytes, line: int, column: int) -> None:
    e = read_error(data)
    assert e.line == line
    assert re.search(rf"^invalid JSON at column {column}: .*surrogate.*valid Unicode", e.message), e.message


def test_surrogate_pairs_are_fine() -> None:
    assert read_document(b'["\\ud83d\\ude00"]') == ["😀"]


@pytest.mark.parametrize("data, line, column, byte", [
    (b'{"a": "\xff"}', 1, 8, "0xff"),
    (b'{\n  "a": "\xc3\xa9\xc3\xa9\xe2\x82"}', 2, 11, "0xe2"),
    (b'{\n\n "\xed\xa0\x80": 1}', 3, 3, "0xed"),  # a surrogate encoded in UTF-8
])
def test_invalid_utf8(data: bytes, line: int, column: int, byte: str) -> None:
    e = read_error(data)
    assert e.line == line
    assert re.search(rf"^invalid UTF-8 at column {column}: byte {byte} .*must be UTF-8", e.message), e.message


def test_utf8_bom_is_skipped() -> None:
    assert read_document(b'\xef\xbb\xbf{"a": [1]}') == {"a": [1]}
    e = read_error(b'\xef\xbb\xbf{\n "a": ,}')
    assert e.line == 2


@pytest.mark.parametrize("data, name", [
    ('{"a": 1}'.encode("utf-16"), r"UTF-16 \(little-endian\)"),
    (b"\xfe\xff" + '{"a": 1}'.encode("utf-16-be"), r"UTF-16 \(big-endian\)"),
    ('{"a": 1}'.encode("utf-32"), r"UTF-32 \(little-endian\)"),
    (b"\x00\x00\xfe\xff" + '{"a": 1}'.encode("utf-32-be"), r"UTF-32 \(big-endian\)"),
])
def test_other_encodings_are_refused(data: bytes, name: str) -> None:
    e = read_error(data)
    assert e.line is None
    assert re.fullmatch(rf"the document is encoded in {name}; it must be UTF-8", e.message), e.message


def test_utf16_without_bom_is_refused() -> None:
    e = read_error('{"a": 1}'.encode("utf-16-le"))
    assert re.search(r"looks like UTF-16 or UTF-32.*must be UTF-8", e.message)


def test_deep_nesting_is_refused() -> None:
    for data in (b"[" * 100_000, b"[" * 100_000 + b"]" * 100_000, b'{"a":' * 100_000,
                 b"[" * 1100, b"[" * 1025 + b"]" * 1025):
        e = read_error(data)
        assert e.line == 1
        assert re.search(r"nested deeper than 1024 levels", e.message), e.message
    e = read_error(b"[" * 100_000)
    assert "column 1025" in e.message
    e = read_error(b"[\n" * 2000)
    assert e.line == 1025


def test_nesting_at_the_limit_is_fine() -> None:
    value = read_document(b"[" * 1023 + b'{"a": 1}' + b"]" * 1023)
    for _ in range(1023):
        value = value[0]
    assert value == {"a": 1}


def test_truncated_deep_document() -> None:
    e = read_error(b'{"a":\n' + b"[" * 600)
    assert e.line == 2
    assert re.search(r"unexpected end of data: 601 arrays or objects are not closed", e.message), e.message


def test_max_bytes() -> None:
    data = b'{"a": "' + b"x" * 100 + b'"}'
    e = read_error(data, max_bytes=50)
    assert e.line is None
    assert re.fullmatch(r"the document is 109 bytes, larger than the limit of 50 bytes; "
                        r"raise the limit with max_document_size=BYTES", e.message), e.message
    assert read_document(data, max_bytes=len(data)) == {"a": "x" * 100}
    assert read_document(data, max_bytes=None) == {"a": "x" * 100}
    read_error(memoryview(data), max_bytes=50)
    assert DEFAULT_MAX_DOCUMENT_BYTES == 4 << 30


def test_memoryview_input() -> None:
    buf = bytearray(b'xx{"a": [1, "b"]}yy')
    assert read_document(memoryview(buf)[2:-2]) == {"a": [1, "b"]}
    e = read_error(memoryview(b'{"a": 1, "a": 2}'))
    assert e.path == "a"


def test_gc_is_left_as_it_was() -> None:
    assert gc.isenabled()
    read_document(b'{"a": [1]}')
    assert gc.isenabled()
    read_error(b'{"a": ')
    assert gc.isenabled()
    gc.disable()
    try:
        read_document(b'{"a": [1]}')
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_top_level_value_is_returned_as_is() -> None:
    assert read_document(b"[1, 2]") == [1, 2]
    assert read_document(b' "x" ') == "x"


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=40) | st.text(alphabet='{}[]":,\\ \nab1-.eNI', max_size=30).map(str.encode))
def test_only_document_errors(data: bytes) -> None:
    with contextlib.suppress(DocumentError):
        read_document(data)


# ---------------------------------------------------------------------------------------------
# Reader: duplicate keys
# ---------------------------------------------------------------------------------------------


def test_duplicate_key_at_top_level() -> None:
    e = read_error(b'{\n  "a": 1,\n  "b": 2,\n  "a": 3\n}')
    assert e.path == "a" and e.line == 4
    assert re.fullmatch(r'duplicate key "a": the object already has it at line 2 \(each key may appear once\)',
                        e.message), e.message


def test_duplicate_key_in_nested_array_of_objects() -> None:
    nodes = [{"name": f"n{i}", "op_type": "Relu"} for i in range(5)]
    data = bytearray(dumps_document({"graph": {"node": nodes}}))
    # Give node[3] a second "name" after its "op_type".
    target = b'"op_type": "Relu"'
    at = -1
    for _ in range(4):
        at = data.index(target, at + 1)
    data[at + len(target):at + len(target)] = b',\n      "name": "again"'
    e = read_error(bytes(data))
    assert e.path == "graph.node[3].name"
    assert e.line == locate_line(bytes(data), ["graph", "node", 3, "op_type"]) + 1  # type: ignore[operator]
    assert str(e).startswith("graph.node[3].name (line ")


def test_duplicate_key_next_to_tricky_strings() -> None:
    data = (b'{"x\\": 1": "v\\":", "y": ["\\":", "a\\\\"], "z": {"k": 1, "k" : 2}}')
    assert json.loads(data)  # valid JSON
    e = read_error(data)
    assert e.path == "z.k" and e.line == 1


def test_duplicate_key_written_with_escapes() -> None:
    e = read_error(b'{"list": [{}, {"a": 1, "\\u0061": 2}]}')
    assert e.path == "list[1].a"


def test_duplicate_key_needing_quotes_in_the_path() -> None:
    e = read_error(b'{"meta": {"a.b": 1, "a.b": 2}}')
    assert e.path == 'meta["a.b"]'


@pytest.mark.parametrize("data", [
    b'{"a": "\\":", "b": "x\\":y", "c": ":"}',
    b'{"a\\\\": 1, "a\\\\\\"": 2, "a": 3}',
    b'{"a" : 1, "b"\n:\t2, "c": {"a": 1}}',
    b'{"a": ["\\"a\\": 1", "b"], "b": {"\\"": {"\\\\": []}}}',
    b'{"": 1, " ": 2, "\\u0000": 3, "\\/": 4, "\\\\/": [5]}',
    b'["a", "a", {"a": 1}, {"a": 1}]',
])
def test_no_false_duplicates(data: bytes) -> None:
    assert read_document(data) == json.loads(data)


@pytest.mark.parametrize("data, path, line", [
    (b'{"\\/": 4, "/": 5}', '["/"]', 1),
    (b'{"a": {"b": 1},\n "a": 2}', "a", 2),
    (b'[{"x": [0, {"y": 1,\n\n "y": 1}]}]', "[0].x[1].y", 3),
    (b'{"a\\\\": 1, "a\\u005c": 2}', '["a\\\\"]', 1),
    (b'{"q": [], "k": {"n": "\\"}", "n" : {}}}', "k.n", 1),
])
def test_more_duplicates(data: bytes, path: str, line: int) -> None:
    e = read_error(data)
    assert (e.path, e.line) == (path, line)


def _tokens_by_json(data: bytes) -> int:
    count = 0

    def hook(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        nonlocal count
        count += len(pairs)
        return dict(pairs)

    def walk(value: Any) -> int:
        if isinstance(value, dict):
            return sum(walk(v) for v in value.values())
        if isinstance(value, list):
            return sum(walk(v) for v in value)
        return 1 if isinstance(value, str) else 0

    tree = json.loads(data, object_pairs_hook=hook)
    return count + walk(tree)


@settings(max_examples=100, deadline=None)
@given(_docs)
def test_string_count_matches_a_parser(value: Any) -> None:
    for data in (json.dumps(value).encode(), json.dumps(value, ensure_ascii=False).encode(),
                 dumps_document(value) if isinstance(value, dict) else json.dumps(value, indent=1).encode()):
        assert jsonio._text_string_count(data) == _tokens_by_json(data)
        assert jsonio._text_string_count(memoryview(data)) == _tokens_by_json(data)


def test_string_count_across_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jsonio, "_COUNT_CHUNK", 4)
    for data in (b'["\\\\\\\\\\\\\\"\\\\", "a\\"", "\\\\"]', b'{"a\\\\": "\\"\\"\\"\\\\"}'):
        assert jsonio._text_string_count(memoryview(data)) == _tokens_by_json(data)


def test_duplicate_check_in_a_deep_tree() -> None:
    # Deeper than orjson can serialise: the strings are counted by a walk.
    data = b'{"a": ' + b"[" * 600 + b'{"k": 1, "k": 2}' + b"]" * 600 + b"}"
    e = read_error(data)
    assert e.path == "a" + "[0]" * 600 + ".k"
    assert read_document(b"[" * 600 + b'{"k": 1, "j": "x"}' + b"]" * 600) is not None


# ---------------------------------------------------------------------------------------------
# Locations
# ---------------------------------------------------------------------------------------------

_LOCATE_DOC = b"""\xef\xbb\xbf{
  "ir_version": 8,
  "odd \\" key": {"x": "}]\\"[{"},
  "graph": {
    "node": [
      {"name": "a", "input": ["x", "y"]},
      {
        "name": "b",
        "attribute": [
          {"name": "k", "ints": [3, 3]},
          {
            "name": "t",
            "type": "TENSOR"
          }
        ]
      }
    ],
    "$layout": {"runs": ["1", "2"]}
  }
}
"""


@pytest.mark.parametrize("path, line", [
    ([], 1),
    (["ir_version"], 2),
    (['odd " key'], 3),
    (['odd " key', "x"], 3),
    (["graph"], 4),
    (["graph", "node"], 5),
    (["graph", "node", 0], 6),
    (["graph", "node", 0, "input", 1], 6),
    (["graph", "node", 1], 7),
    (["graph", "node", 1, "attribute", 0, "ints"], 10),
    (["graph", "node", 1, "attribute", 1], 11),
    (["graph", "node", 1, "attribute", 1, "type"], 13),
    (["graph", "$layout", "runs", 1], 18),
])
def test_locate_line(path: list[str | int], line: int) -> None:
    assert json.loads(_LOCATE_DOC[3:])  # valid JSON
    assert locate_line(_LOCATE_DOC, path) == line
    assert locate_line(memoryview(_LOCATE_DOC), path) == line


@pytest.mark.parametrize("path", [
    ["missing"], ["graph", "node", 2], ["graph", "node", -1], ["ir_version", "x"], ["graph", 0],
    ["graph", "node", 0, "input", 2], ["graph", "node", "0"],
])
def test_locate_line_missing(path: list[str | int]) -> None:
    assert locate_line(_LOCATE_DOC, path) is None


@pytest.mark.parametrize("data", [b"", b"{", b'{"a": [1, 2', b'{"a" 1}', b'{"a": "x', b"[1,,2]", b"\xff\xfe"])
def test_locate_line_on_broken_text(data: bytes) -> None:
    paths: list[list[str | int]] = [["a", 1], ["a"], [5]]
    for path in paths:
        assert locate_line(data, path) in (None, 1)


def test_locate_line_far_down() -> None:
    big = dumps_document({"graph": {"node": [{"name": f"n{i}", "input": ["a" * 50] * 5} for i in range(20000)],
                                    "output": [{"name": "y"}]}})
    assert locate_line(big, ["graph", "output", 0, "name"]) == big.count(b"\n") - 4  # (speed: bench/)


@pytest.mark.parametrize("path, expected", [
    ([], ""),
    (["graph", "node", 12, "attribute", 0, "type"], "graph.node[12].attribute[0].type"),
    ([3, "a"], "[3].a"),
    (["graph", "$layout", "runs"], "graph.$layout.runs"),
    (["$unknown", 0], "$unknown[0]"),
    (["meta", "a.b"], 'meta["a.b"]'),
    (["a b"], '["a b"]'),
    (["0abc"], '["0abc"]'),
    (["", "x"], '[""].x'),
    (["q", 'say "hi"'], 'q["say \\"hi\\""]'),
    (["é"], '["é"]'),
])
def test_format_path(path: list[str | int], expected: str) -> None:
    assert format_path(path) == expected


@pytest.mark.parametrize("items", [[","], ["a", ","], [",", ","], ["x,y"], ['","'], ["a", '","', "b"]])
def test_strings_with_commas_keep_their_bytes(items: list[str]) -> None:
    # Regression: the fast path once turned the string "," into ", " (a comma inside a string
    # was taken for a separator).
    doc = {"k": items}
    assert read_document(dumps_document(doc)) == doc


_HUGE_FLOATS = (1e19, -9.3e18, 9.2e18, 1.5e300, 1e16, 0.5, 2.0 ** 63, 2.0 ** 64 + 2048.0, -1e180, 1e200,
                1.7976931348623157e308, 1.8e19, 1e18, -5e18)
_FACT_LEAF = seeded.one_of(lambda rnd: None, lambda rnd: rnd.random() < 0.5, lambda rnd: seeded.integer(rnd, -10, 10),
                           lambda rnd: seeded.text(rnd, 'ae+19,]}"\\', 7), lambda rnd: rnd.choice(_HUGE_FLOATS),
                           lambda rnd: rnd.choice(("e+19,", "xe+180]", "e+18}")))
_FACT_BRANCHES = (seeded.list_branch(600 // 8), seeded.dict_branch(lambda rnd: seeded.text(rnd, 'ke+18,]"', 5), 4))


@seed(20261201)
@settings(max_examples=300, deadline=None)
@given(seeded.SEEDS, st.integers(1, 5))
def test_the_string_count_and_huge_float_facts_are_the_walks_whatever_the_path(seed_: int, slice_size: int) -> None:
    """The strings of a parsed tree, from orjson's text, from slices, by a walk (a tree of up to 400
    leaves built from the seed: tests/seeded.py), are the walk's count; the huge-float fact is True
    whenever the walk finds a whole float of 2^63 or more, and only when a float of 1e18 or more or a
    string showing such an exponent is there (the text's scan decides those: issue 30 item 4)."""
    value = seeded.tree(random.Random(seed_), _FACT_LEAF, _FACT_BRANCHES, 400)
    note(f"value of seed {seed_}: {value!r}")
    expected = jsonio._walk_facts(value)
    assert expected[0] == sum(1 for _ in _strings_of(value))
    may_show = _shows_big_exponent(value)
    assert may_show or not expected[1]

    def check(facts: tuple[int, bool]) -> None:
        assert facts[0] == expected[0]
        assert expected[1] <= facts[1] <= may_show

    saved = jsonio._FACTS_SLICE
    jsonio._FACTS_SLICE = slice_size
    try:
        check(jsonio._tree_facts(value, walk=True))
    finally:
        jsonio._FACTS_SLICE = saved
    check(jsonio._tree_facts(value))
    deep: Any = value
    for _ in range(300):  # deeper than orjson serialises: walked
        deep = [deep]
    check(jsonio._tree_facts(deep))


def _shows_big_exponent(value: Any) -> bool:
    """Whether a float of magnitude 1e18 or more, or a string whose JSON shows such an exponent, is in it."""
    for v in tree_values(value):
        texts = v if isinstance(v, dict) else (v,) if isinstance(v, str) else ()
        if any(jsonio._BIG_EXPONENT.search(orjson.dumps(t)) for t in texts):
            return True
        if type(v) is float and abs(v) >= 1e18:
            return True
    return False


def _strings_of(value: Any) -> Any:
    for v in tree_values(value):
        if isinstance(v, dict):
            yield from v
        elif isinstance(v, str):
            yield v


# -- indented reports --------------------------------------------------------------------------------

_REPORT_LEAVES = (st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=8)
                  | st.sampled_from(["", "é", "\n\"\\", "\u2028", "\x00"]))
_REPORT_KEYS = st.text(max_size=6) | st.integers() | st.floats() | st.booleans() | st.none()


@seed(20261201)
@settings(max_examples=300, deadline=None)
@given(st.recursive(_REPORT_LEAVES, lambda inner: st.lists(inner, max_size=4) | st.tuples(inner, inner)
                    | st.dictionaries(_REPORT_KEYS, inner, max_size=4), max_leaves=30))
def test_indented_text_is_the_standard_encoders(value: Any) -> None:
    """diff --json and the merge report write what json.dumps(indent=2) writes, without recursion."""
    assert jsonio.dumps_indented(value) == json.dumps(value, ensure_ascii=False, indent=2)


def test_indented_text_of_values_deeper_than_recursion() -> None:
    """Any depth; below MAX_INDENT_LEVEL the indentation stops growing (as in documents)."""
    depth, most = 100_000, jsonio.MAX_INDENT_LEVEL
    value: Any = 1
    for i in range(depth):
        value = [value] if i % 2 else {"k": value}
    lines = jsonio.dumps_indented(value).splitlines()
    assert len(lines) == 2 * depth + 1 and lines[depth] == " " * (2 * most) + '"k": 1'
    assert lines[0] == "[" and lines[-1] == "]" and lines[1] == "  {" and lines[2] == '    "k": ['
    assert [len(line) - len(line.lstrip()) for line in lines[:depth]] == [2 * min(i, most) for i in range(depth)]
    shallow: Any = 1
    for _ in range(most - 1):
        shallow = [shallow]
    assert jsonio.dumps_indented(shallow) == json.dumps(shallow, indent=2)


def test_indented_text_refuses_what_json_refuses() -> None:
    for bad in ({"a": b"x"}, {(1,): 2}, [object()]):
        with pytest.raises(TypeError):
            json.dumps(bad)
        with pytest.raises(TypeError):
            jsonio.dumps_indented(bad)


# ---------------------------------------------------------------------------------------------
# Writer: the pure walk's batches (jsonio._batched) against the walk alone
# ---------------------------------------------------------------------------------------------


class _Text(str):
    pass


def _odd_leaf(rnd: random.Random) -> Any:
    """A value the batched path leaves to the walk or orjson refuses: the walk's text or error stands."""
    return rnd.choice((
        lambda: math.nan, lambda: -math.inf, lambda: 2**64, lambda: -(2**63) - 1, lambda: "\ud800",
        lambda: _Text("sub"), lambda: Blob(b"\x00\x01" * rnd.randrange(0, 5)), lambda: (1, 2),
        lambda: {1: "non-string key"}, lambda: {2: [1, 2]}, lambda: 1.0 + 0j,
        lambda: LongText(b'"QUJD"', 1, 5)))()


_ODD_ELEMENTS = ({"input": ["a", math.nan]}, {"v": [math.nan]}, {"v": [-math.inf], "w": [1.5]}, {"v": [0.5, -math.inf], "w": 1}, [[1.0, math.nan]],
                 {"t": {"values": [2**64]}}, {"s": ["a\\\",b", "c"]}, {"s": ["\ud800"]}, {"s": [_Text("x")]},
                 {"b": [Blob(b"x")]}, {"k": {3: [1]}}, [{"n": None}, [None, 1.5]])


def _element(rnd: random.Random, odd: list[int]) -> Any:
    def leaf(rnd: random.Random) -> Any:
        if odd[0] and rnd.random() < 0.04:
            odd[0] -= 1
            return _odd_leaf(rnd)
        return _SCALAR(rnd) if rnd.random() < 0.7 else rnd.choice(("a", "b,c", 'q"', "é", "", 0, 1.5))

    arrays = (seeded.list_branch(8), lambda rnd, child: [leaf(rnd) for _ in range(rnd.randrange(0, 60))])
    branches = (*arrays, seeded.dict_branch(lambda rnd: rnd.choice(("input", "k", "é", "a b", "")), 6))
    value = seeded.tree(rnd, leaf, branches, 25)
    if rnd.random() < 0.05:  # a chain around the indentation cap
        for _ in range(rnd.randrange(jsonio.MAX_INDENT_LEVEL - 6, jsonio.MAX_INDENT_LEVEL + 4)):
            value = {"d": value} if rnd.random() < 0.5 else [value]
    return value


def _written(doc: Any, width: int) -> tuple[bytes | None, str | None]:
    try:
        return dumps_document(doc, width=width), None
    except (ValueError, TypeError, DocumentError) as e:
        return None, f"{type(e).__name__}: {e}"


def test_batched_arrays_of_containers_write_what_the_walk_writes(monkeypatch: pytest.MonkeyPatch) -> None:
    # 600 seeded documents of arrays of random elements (node-like trees of scalars, arrays of
    # every scalar kind, objects, chains past the indentation cap; 1 in 3 with one value the
    # batches leave to the walk or orjson refuses), with small batches and budgets (of containers and
    # of values in arrays of scalars) so that batch edges and element budgets are met: the pure
    # writer gives the same bytes, or the same error, batched or not.
    from accel_support import compiled_paths

    rnd = random.Random(301)
    monkeypatch.setattr(jsonio, "_BATCH", 3)
    with compiled_paths(False):
        for case in range(600):
            odd = [0 if case % 3 else 1]  # one odd value at most: each kind is met by the batches
            elements = [_element(rnd, odd) for _ in range(rnd.randrange(0, 12))]
            if case % 7 == 1:  # one of the odd arrays an element of a graph may hold
                elements.insert(rnd.randrange(len(elements) + 1), rnd.choice(_ODD_ELEMENTS))
            doc = {"graph": {"node": elements, "x": [elements[:2], {"y": elements[2:4]}]}}
            width = rnd.choice((100, rnd.randrange(5, 120)))
            monkeypatch.setattr(jsonio, "_BATCH_CONTAINERS", rnd.choice((4096, 3)))
            monkeypatch.setattr(jsonio, "_BATCH_SCALARS", rnd.choice((1 << 16, 5, 0)))
            batched = _written(doc, width)
            monkeypatch.setattr(jsonio, "_BATCHING", False)
            walked = _written(doc, width)
            monkeypatch.setattr(jsonio, "_BATCHING", True)
            assert batched == walked, (case, doc)


def test_batched_one_element_arrays_at_the_width(monkeypatch: pytest.MonkeyPatch) -> None:
    # Arrays of one element are written from orjson's text when it fits: at, below and above the
    # width, of each scalar kind, ASCII or not, as the walk writes them.
    from accel_support import compiled_paths

    kinds = (lambda n: "x" * n, lambda n: "é" * n, lambda n: 10 ** (n % 19), lambda n: 1.5 * 10.0**n, lambda n: n % 2 == 0,
             lambda n: None)
    elements = [{"input": [kind(n)], "o": ["a", "b" * n]} for kind in kinds for n in range(0, 30)]
    with compiled_paths(False):
        for width in range(10, 50):
            doc = {"graph": {"node": elements}}
            batched = _written(doc, width)
            monkeypatch.setattr(jsonio, "_BATCHING", False)
            assert batched[0] is not None and batched == _written(doc, width), width
            monkeypatch.setattr(jsonio, "_BATCHING", True)
