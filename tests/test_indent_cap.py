"""Indentation stops growing at ``jsonio.MAX_INDENT_LEVEL`` (issue 34, class 3: deep nesting).

Each line at depth d carried 2d spaces, so a model of messages nested d deep wrote text growing with
d squared: value infos nested 90 messages deep made a document 90 times the model, 296 bytes of
memory an input byte in the commands that hold its text. Entries deeper than the cap are now indented
as the cap's, by both writers (jsonio's walk and the compiled ``_accel_writer.c``) and by
``dumps_indented`` (diff --json, the merge report); below it the text is what it always was (the
goldens, tests/test_golden.py).

The property, on seeded random documents whose depth lies around and beyond the cap: both writers
give the same bytes, the text parses back to the document, and every line's indentation is the one
its depth calls for: ``2 * min(depth, cap)``, one level more for the lines of a packed array of
scalars (its elements), so no line is indented by more than ``2 * (cap + 1)`` spaces.
"""

from __future__ import annotations

import io
import json
import random
import string
from typing import Any

import orjson
import pytest
from accel_support import compiled_paths, needs_compiled

from onnxjson import jsonio

CAP = jsonio.MAX_INDENT_LEVEL
#: Documents a run writes on each path (a few seconds in all).
CASES = 150


def _scalar(rnd: random.Random) -> Any:
    pick = rnd.randrange(7)
    if pick == 0:
        return rnd.randint(-(2**63), 2**64 - 1)
    if pick == 1:
        return rnd.choice((0.0, -0.0, 1.5, 1e300, -2.5e-308, rnd.uniform(-1e6, 1e6)))
    if pick == 2:
        return rnd.choice((True, False, None))
    if pick == 3:
        return rnd.choice(("", "é", "\u2028", 'a"b', "a,b", "x\\y", "日本"))
    return "".join(rnd.choices(string.ascii_letters + ", ", k=rnd.randint(0, 30)))


def _leaf(rnd: random.Random) -> Any:
    """A scalar, an empty container, or an array of scalars (inline, or packed when long)."""
    pick = rnd.randrange(6)
    if pick == 0:
        return rnd.choice(({}, []))
    if pick <= 2:
        return [_scalar(rnd) for _ in range(rnd.choice((1, 3, 12, 40)))]
    if pick == 3:
        return [rnd.randint(-1000, 10**12) for _ in range(rnd.randint(1, 60))]
    return _scalar(rnd)


def _document(rnd: random.Random, depth: int) -> dict[str, Any]:
    """A chain of ``depth`` containers (objects and arrays, with siblings along the way) ending in a leaf."""
    value: Any = _leaf(rnd)
    for i in range(depth):
        if rnd.random() < 0.5:
            value = [value] if rnd.random() < 0.5 else [_leaf(rnd), value, _scalar(rnd)]
        else:
            key = rnd.choice(("k", "sequence_type", "elem_type", "a b", "é", f"k{i}"))
            siblings = {f"s{j}": _leaf(rnd) for j in range(rnd.randint(0, 2))}
            value = {**siblings, key: value} if rnd.random() < 0.5 else {key: value, **siblings}
    return {"root": value}


def _depth_of(rnd: random.Random) -> int:
    return rnd.choice((rnd.randint(CAP - 4, CAP + 4), rnd.randint(0, CAP + 40), rnd.randint(CAP, 3 * CAP),
                       rnd.randint(0, 8)))


def _write(doc: Any, *, compiled: bool, width: int) -> bytes:
    out = io.BytesIO()
    with compiled_paths(compiled):
        jsonio.write_document(doc, out, width=width)
    return out.getvalue()


def _indentation_faults(text: str, cap: int, *, packed: bool = True) -> list[str]:
    """The lines whose indentation is not ``2 * min(depth, cap)`` (a closing bracket: its opening
    line's; with ``packed``, the elements of an array of scalars: one level more than the array's
    own line, as documents pack them), as text."""
    # One pass over the text: for each line, the containers open at its start (innermost last) and
    # its first character; for each array, whether it holds a container (else it is of scalars).
    lines: list[tuple[int, list[int], str]] = []
    holds_container: dict[int, bool] = {}
    opened: list[int] = []
    in_string = escaped = False
    at_line_start = True
    start = 0
    for i, ch in enumerate(text):
        if at_line_start:
            if ch == " ":
                continue
            lines.append((i - start, list(opened), ch))
            at_line_start = False
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            if opened:
                holds_container[opened[-1]] = True
            opened.append(i if ch == "{" else -i - 1)  # arrays by negative ids
            holds_container.setdefault(opened[-1], False)
        elif ch in "]}":
            opened.pop()
        elif ch == "\n":
            at_line_start = True
            start = i + 1
    faults = []
    for number, (spaces, containers, first) in enumerate(lines, 1):
        depth = len(containers)
        if first in "]}":
            expected = 2 * min(depth - 1, cap)
        elif packed and containers and containers[-1] < 0 and not holds_container[containers[-1]]:
            expected = 2 * min(depth - 1, cap) + 2  # an element of a packed array of scalars
        else:
            expected = 2 * min(depth, cap)
        if spaces != expected:
            faults.append(f"line {number}: {spaces} spaces, {expected} expected at depth {depth}")
    return faults


@needs_compiled
def test_deep_documents_are_indented_up_to_the_cap_by_both_writers() -> None:
    seen_beyond = 0
    for case in range(CASES):
        rnd = random.Random(case)
        doc = _document(rnd, _depth_of(rnd))
        width = rnd.choice((100, 100, 60, 20))
        pure = _write(doc, compiled=False, width=width)
        assert _write(doc, compiled=True, width=width) == pure, f"case {case}"
        assert orjson.loads(pure) == doc, f"case {case}"
        text = pure.decode()
        assert _indentation_faults(text, CAP) == [], f"case {case}"
        widest = max(len(line) - len(line.lstrip(" ")) for line in text.splitlines())
        assert widest <= 2 * (CAP + 1), f"case {case}"
        seen_beyond += widest >= 2 * CAP
    assert seen_beyond >= CASES // 4  # the cap was reached often enough to be tested


def test_the_checker_knows_uncapped_text() -> None:
    """Below the cap, the rule is json.dumps(indent=2)'s: the checker passes it, and fails it with a cap."""
    value: Any = {"a": [1, {"b": [[], {"c": "d"}]}]}
    for _ in range(6):
        value = {"k": [value, 2]}
    text = json.dumps(value, indent=2)
    assert _indentation_faults(text, CAP) == []
    assert _indentation_faults(text, 3) != []


@pytest.mark.parametrize("depth", [CAP - 1, CAP, CAP + 1, 3 * CAP])
def test_reports_are_indented_up_to_the_cap(depth: int) -> None:
    """dumps_indented (diff --json, merge conflicts): json.dumps's text below the cap, capped beyond."""
    rnd = random.Random(depth)
    doc = _document(rnd, depth)
    text = jsonio.dumps_indented(doc)
    assert json.loads(text) == doc
    if depth < CAP:
        assert text == json.dumps(doc, ensure_ascii=False, indent=2)
    # json.dumps puts every element of an array on a line of its own, at its depth: none is packed.
    assert _indentation_faults(text, CAP, packed=False) == []
    widest = max(len(line) - len(line.lstrip(" ")) for line in text.splitlines())
    assert widest <= 2 * CAP


def _worst_inputs() -> Any:
    import importlib.util
    import sys
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "bench" / "worst_inputs.py"
    spec = importlib.util.spec_from_file_location("worst_inputs", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("worst_inputs", module)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("kind", ["nodes", "deep"])
def test_info_json_is_written_from_the_summary(kind: str) -> None:
    """info --json: json.dumps(as_dict(), indent=2)'s text below the cap (its goldens: test_info_cli),
    the same values beyond it (a value's type nested 90 messages deep), in at most about twice the
    text's memory: as_dict's copy and json.dumps's pieces (a string each) held 10 times the text
    for a chain of nodes (97 bytes an input byte in info --json of bench/worst_inputs' nodes kind)."""
    import tracemalloc

    from onnxjson import _api, explore

    info = _api.info(_worst_inputs().model(kind, 100_000), type=None, sort="size", top=None)
    tracemalloc.start()
    try:
        text = explore.render_json(info)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    reference = json.dumps(info.as_dict(), indent=2, ensure_ascii=False) + "\n"
    assert json.loads(text) == json.loads(reference)
    assert (text == reference) == (kind == "nodes")
    assert _indentation_faults(text, CAP, packed=False) == []
    assert peak < 2.5 * len(text), (peak, len(text))
