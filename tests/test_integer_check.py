"""The reader's check of integer literals beyond 64 bits (issue 30): the same answer as Python's own
JSON reader (exact integers) on generated texts, whatever numbers and strings they hold, and a
document holding both INT64_MAX and a float beyond 2^63 (a Slice's ends and a mask fill) read
without tokenizing its text.

jsonio's reader has no compiled twin; the model-level regression runs on both paths anyway (the
text reaches it through the build pipeline)."""

from __future__ import annotations

import json
import random
import re
import sys
from typing import Any

import onnx
import pytest
import seeded
from hypothesis import given, note, seed, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper

import onnxjson
from onnxjson import jsonio
from onnxjson.errors import NumberRangeError

INT64_MIN, UINT64_MAX = -(1 << 63), (1 << 64) - 1


class Spelled:
    """A number leaf written as given (a float's spelling, with long fractions and exponents)."""

    def __init__(self, text: str) -> None:
        self.text = text


def _digits(rnd: random.Random, n: int) -> str:
    return str(rnd.randint(1, 9)) + "".join(rnd.choice("0123456789") for _ in range(n - 1))


def _integer(rnd: random.Random) -> int:
    pick = rnd.random()
    if pick < 0.4:  # the edges of the range, both sides of each
        return rnd.choice((INT64_MIN, UINT64_MAX, 1 << 63, -(1 << 64), 10**19, -(10**19), 10**20)) + rnd.randint(-2, 2)
    if pick < 0.7:  # 19 to 25 digits
        return int(_digits(rnd, rnd.randint(18, 25))) * rnd.choice((1, -1))
    return seeded.integer(rnd, INT64_MIN, UINT64_MAX)


def _float(rnd: random.Random) -> Spelled:
    pick = rnd.random()
    if pick < 0.3:
        return Spelled(rnd.choice(("-3.4028235e+38", "3.4028235e38", "1e19", "-1E+19", "1.8446744073709552e19",
                                  "18446744073709551616.0", "-9223372036854775809.5", "1e300", "0.5")))
    sign = rnd.choice(("", "-"))
    whole = _digits(rnd, rnd.randint(1, 24)) if rnd.random() < 0.8 else "0"
    frac = "." + "".join(rnd.choice("0123456789") for _ in range(rnd.randint(1, 24))) if rnd.random() < 0.6 else ""
    exp = ""
    if not frac or rnd.random() < 0.5:
        exp = rnd.choice("eE") + rnd.choice(("", "+", "-")) + "0" * rnd.randint(0, 22) + str(rnd.randint(0, 30))
    return Spelled(sign + whole + frac + exp)


def _string(rnd: random.Random) -> str:
    if rnd.random() < 0.4:  # a digit run that would be out of range as a number
        return rnd.choice(("", "-", "x", "1e")) + _digits(rnd, rnd.randint(19, 26)) + rnd.choice(("", ".5", '"', "\\"))
    return seeded.text(rnd, '0123456789-."\\eE ,[]:{}\n', 12)


_LEAF = seeded.one_of(_integer, _integer, _float, _string, lambda rnd: rnd.choice((None, True, False)))
_BRANCHES = (seeded.list_branch(8), seeded.dict_branch(_string, 4))


def _write_string(rnd: random.Random, s: str) -> str:
    """A JSON string, its digits and minus signs sometimes as \\u escapes."""
    out = json.dumps(s, ensure_ascii=rnd.random() < 0.5)
    if rnd.random() < 0.3:
        out = "".join(f"\\u{ord(c):04x}" if c in "0123456789-" and rnd.random() < 0.3 else c for c in out)
    return out


def _write(rnd: random.Random, value: Any) -> str:
    space = rnd.choice(("", " ", "\n", "\t "))
    if isinstance(value, dict):
        return "{" + space + ("," + space).join(_write_string(rnd, k) + space + ":" + _write(rnd, v)
                                               for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ("," + space).join(_write(rnd, v) for v in value) + space + "]"
    if isinstance(value, Spelled):
        return value.text
    if isinstance(value, str):
        return _write_string(rnd, value)
    return json.dumps(value)


def _first_out_of_range(value: Any) -> tuple[list[str | int], int] | None:
    """The path and value of the first integer outside [-2^63, 2^64) in document order."""
    todo: list[tuple[list[str | int], Any]] = [([], value)]
    while todo:
        path, v = todo.pop()
        if isinstance(v, dict):
            todo.extend(reversed([([*path, k], item) for k, item in v.items()]))
        elif isinstance(v, list):
            todo.extend(reversed([([*path, i], item) for i, item in enumerate(v)]))
        elif type(v) is int and not INT64_MIN <= v <= UINT64_MAX:
            return path, v
    return None


@seed(20261203)
@settings(max_examples=400, deadline=None)
@given(seeded.SEEDS, st.sampled_from([1, 7, 64, 16 << 20]), st.sampled_from([0, 1, 64]), st.booleans())
def test_the_check_answers_as_an_exact_reader(seed_: int, run_step: int, runs_checked: int, view: bool) -> None:
    """Accepted exactly when every integer literal fits in 64 bits; refused at the first one that does
    not, its path and spelling named; whatever pieces the scan cuts the text into and however many
    digit runs it checks one by one before tokenizing."""
    rnd = random.Random(seed_)
    value = seeded.tree(rnd, _LEAF, _BRANCHES, 60)
    if rnd.random() < 0.7:  # the reader checks only texts holding a float beyond 2^63: mostly have one
        value = [value, Spelled(rnd.choice(("-3.4028235e+38", "1e19", "9.3e18")))]
    text = _write(rnd, value).encode()
    note(f"text: {text!r}")
    expected_value = json.loads(text)
    expected = _first_out_of_range(expected_value)
    saved = jsonio._RUN_STEP, jsonio._RUNS_CHECKED
    jsonio._RUN_STEP, jsonio._RUNS_CHECKED = run_step, runs_checked
    try:
        data: Any = memoryview(bytearray(text)) if view else text
        if expected is None:
            assert jsonio.read_document(data) == expected_value
        else:
            path, number = expected
            with pytest.raises(NumberRangeError) as e:
                jsonio.read_document(data)
            assert e.value.path == jsonio.format_path(path)
            assert f"integer {number} does not fit in 64 bits" in str(e.value)
    finally:
        jsonio._RUN_STEP, jsonio._RUNS_CHECKED = saved


def _sliced_model() -> onnx.ModelProto:
    """A Slice to INT64_MAX (its ends) and a -3.4028235e+38 mask fill: issue 30's pathological pair."""
    ends = helper.make_tensor("ends", TensorProto.INT64, [1], [(1 << 63) - 1])
    fill = helper.make_tensor("fill", TensorProto.FLOAT, [1], [-3.4028235e38])
    starts = helper.make_tensor("starts", TensorProto.INT64, [1], [INT64_MIN])
    nodes = [helper.make_node("Slice", ["x", "starts", "ends"], ["s"], name="slice"),
             helper.make_node("Add", ["s", "fill"], ["y"], name="mask")]
    nodes += [helper.make_node("Identity", ["y"], [f"name_{i}"], name=f"n{i}") for i in range(200)]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [4])],
                              initializer=[ends, fill, starts])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


@pytest.mark.usefixtures("accel_path")
def test_int64_bounds_beside_a_mask_fill_read_without_tokenizing(monkeypatch: pytest.MonkeyPatch) -> None:
    """The document reads back to the same model, and its text is never tokenized (the cost of the
    check does not depend on the numbers and strings it holds; the old check ran a regular
    expression over every token, a Python step for each, 9x the read)."""
    model = _sliced_model()
    text = onnxjson.dumps(model)
    assert b"9223372036854775807" in text.encode() and b"-3.4028235e+38" in text.encode()
    checked: list[Any] = []
    tokenized: list[Any] = []
    check = jsonio._check_integers

    def counted_check(t: Any) -> None:
        checked.append(t)
        check(t)

    monkeypatch.setattr(jsonio, "_check_integers", counted_check)
    monkeypatch.setattr(jsonio, "_refuse_out_of_range", tokenized.append)
    assert onnxjson.loads(text) == model.SerializeToString()
    assert len(checked) == 1 and tokenized == []
    with pytest.raises(NumberRangeError):  # an integer beyond 64 bits in it is still refused
        monkeypatch.undo()
        onnxjson.loads(text.replace("9223372036854775807", "92233720368547758070", 1))


_SUSPECT_LEAF = seeded.one_of(
    lambda rnd: rnd.choice((INT64_MIN, INT64_MIN + 1, -(10**18), UINT64_MAX, 1 << 63)),  # long runs in range
    lambda rnd: rnd.choice((-3.4028235e38, 1e19, -9.3e18)),  # floats that make the reader scan its text
    lambda rnd: _digits(rnd, rnd.randint(20, 26)) + rnd.choice(("", " ", "\n")),  # a suspect in a string
    _integer, _string, lambda rnd: rnd.choice((None, True, 0.5)))
_SUSPECT_BRANCHES = (seeded.list_branch(12), seeded.dict_branch(_string, 4))


@seed(20261203)
@settings(max_examples=200, deadline=None)
@given(seeded.SEEDS, st.sampled_from([0, 64]), st.sampled_from([8, 128]), st.sampled_from([None, 0, 2]))
def test_only_the_lines_of_suspects_are_tokenized(seed_: int, runs_checked: int, bytes_a_run: int,
                                                 indent: int | None) -> None:
    """Issue 30 item 4, the class: what the check costs beyond its scan of the text. The tree is never
    walked value by value, and the text is tokenized only on the lines holding a digit run spelled out
    of range (each line once, in order), or whole when it holds more runs than its budget (one for
    every _TEXT_BYTES_A_RUN bytes): a string holding a long number, or INT64_MIN a few hundred times
    beside a mask fill, no longer has the whole text tokenized. The answer is the exact reader's."""
    rnd = random.Random(seed_)
    value = [seeded.tree(rnd, _SUSPECT_LEAF, _SUSPECT_BRANCHES, 80), -3.4028235e38]
    text = json.dumps(value, indent=indent).encode()
    if rnd.random() < 0.3:  # an integer beyond 64 bits somewhere, outside the strings
        numbers = [m for m in re.finditer(rb"(?<![\w.\-+])[0-9]+(?![\w.])", text)]
        if numbers:
            m = rnd.choice(numbers)
            text = text[:m.start()] + b"18446744073709551616" + text[m.end():]
    note(f"text: {text!r}")
    expected = _first_out_of_range(json.loads(text))
    spans: list[tuple[int, int]] = []
    tokenize = jsonio._refuse_out_of_range

    def recorded(t: Any, start: int, stop: int) -> None:
        spans.append((start, stop))
        tokenize(t, start, stop)

    def walked(value: Any) -> Any:
        raise AssertionError("the tree was walked")

    saved = jsonio._RUNS_CHECKED, jsonio._TEXT_BYTES_A_RUN, jsonio._refuse_out_of_range, jsonio._walk_facts
    jsonio._RUNS_CHECKED, jsonio._TEXT_BYTES_A_RUN = runs_checked, bytes_a_run
    jsonio._refuse_out_of_range, jsonio._walk_facts = recorded, walked
    try:
        if expected is None:
            assert jsonio.read_document(text) == json.loads(text)
        else:
            with pytest.raises(NumberRangeError) as e:
                jsonio.read_document(text)
            assert e.value.path == jsonio.format_path(expected[0])
    finally:
        jsonio._RUNS_CHECKED, jsonio._TEXT_BYTES_A_RUN, jsonio._refuse_out_of_range, jsonio._walk_facts = saved
    runs = len(list(jsonio._long_digit_runs(text)))
    if runs > max(runs_checked, len(text) // bytes_a_run):
        assert spans == [(0, len(text))]
        return
    suspects = [m.start() for m in jsonio._OUT_OF_RANGE.finditer(text)]
    last_stop = 0
    for start, stop in spans:  # in order, each a line (or from the last one's end), once
        assert start == 0 or text[start - 1] == 0x0A or start == last_stop > 0
        assert last_stop <= start < stop and b"\n" not in text[start:stop]
        assert stop == len(text) or text[stop] == 0x0A
        assert any(start <= at < stop for at in suspects)
        last_stop = stop
    note(f"{runs} runs, tokenized {sum(b - a for a, b in spans)} of {len(text)} bytes")


def _masked_model(count: int) -> onnx.ModelProto:
    """INT64_MIN ``count`` times (a node's ints), a mask fill, and a doc string holding a 25-digit number."""
    fill = helper.make_tensor("fill", TensorProto.FLOAT, [1], [-3.4028235e38])
    nodes = [helper.make_node("Custom", ["x"], ["y"], name="bounds", domain="local", starts=[INT64_MIN] * count),
             helper.make_node("Add", ["y", "fill"], ["z"], name="mask", doc_string="id 1234567890123456789012345")]
    nodes += [helper.make_node("Identity", ["z"], [f"name_{i}"], name=f"n{i}") for i in range(1_000)]
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4])],
                              [helper.make_tensor_value_info("z", TensorProto.FLOAT, [4])], initializer=[fill])
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17), helper.make_opsetid("local", 1)])


@pytest.mark.usefixtures("accel_path")
def test_int64_min_many_times_and_a_long_number_in_a_string_tokenize_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """Regression (issue 30 item 4): 500 INT64_MIN beside a mask fill (more than the 64 runs once
    checked one by one) and a 25-digit number in a doc string had the whole text tokenized (8x the
    scan); now the doc string's line alone is, and the tree is not walked."""
    model = _masked_model(500)
    text = onnxjson.dumps(model)
    assert text.count("-9223372036854775808") == 500 and "-3.4028235e+38" in text
    spans: list[tuple[int, int]] = []
    tokenize = jsonio._refuse_out_of_range

    def recorded(t: Any, start: int, stop: int) -> None:
        spans.append((start, stop))
        tokenize(t, start, stop)

    monkeypatch.setattr(jsonio, "_refuse_out_of_range", recorded)
    monkeypatch.setattr(jsonio, "_walk_facts", None)
    assert onnxjson.loads(text) == model.SerializeToString()
    raw = text.encode()
    assert len(spans) == 1 and b"1234567890123456789012345" in raw[spans[0][0]:spans[0][1]]
    assert b"\n" not in raw[spans[0][0]:spans[0][1]]


@pytest.mark.skipif(sys.version_info < (3, 11), reason="possessive quantifiers are Python 3.11's: 3.10 has the greedy form only")
def test_the_greedy_form_python_3_10_compiles_ends_where_the_possessive_one_does() -> None:
    """jsonio._quantifiers_here makes the tokenizing pattern greedy before Python 3.11 (possessive
    quantifiers do not compile there): on seeded texts of JSON's pieces, numbers at and beyond the
    64-bit edges, escapes and broken strings, both forms stop at the same place from every start."""
    from onnxjson import jsonio

    possessive = jsonio._UP_TO_OUT_OF_RANGE
    greedy = re.compile(possessive.pattern.replace(b"++", b"+").replace(b"*+", b"*").replace(b"?+", b"?"))
    assert greedy.pattern != possessive.pattern
    pieces = [b'"', b"\\", b"-", b"0", b"9", b"1", b"e", b"E", b"+", b".", b" ", b",", b":", b"{", b"}", b"[", b"]",
              b"a", b"18446744073709551616", b"-9223372036854775809", b"9223372036854775807",
              b"18446744073709551615", b'"x\\"y"', b"1e19", b"-3.4028235e+38", b"123456789012345678901234"]
    rng = random.Random(310)
    for _ in range(20_000):
        text = b"".join(rng.choice(pieces) for _ in range(rng.randint(0, 30)))
        for at in range(len(text) + 1):
            a, b = possessive.match(text, at), greedy.match(text, at)
            assert (a and a.end()) == (b and b.end()), (text, at)
