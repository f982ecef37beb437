"""info's plain tables made in C (issue 30 item 2): rows formatted by one format string and tables
whose cells all are printable kept whole give the text of padding each cell with ljust/rjust and
escaping each one through printable: seeded tables of cells with spaces, escapes, control and
bidirectional characters, wide and combining characters, braces, empty columns and right-aligned
ones; and render_plain of a model whose names need escapes. The tables are pure Python: one path."""

from __future__ import annotations

import random

import pytest

from onnxjson import explore
from onnxjson._printable import printable

_PIECES = ("a", "w0", " ", "  ", "{}", "{0}", "%s", "é", "漢字", "e\u0301", "\u202e", "\x1b[2K", "\t", "\n",
           "\r", "\x00", "\u3000", "\u00a0", "\ufeff", "[1, 2]", "?", "-", "12345678901234567890")


def _reference_lines(headers: list[str], rows: list[list[str]], right: frozenset[int]) -> list[str]:
    """The table as the cell-by-cell code made it before (the oracle)."""
    widths = [max([len(h)] + [len(r[i]) for r in rows]) for i, h in enumerate(headers)]

    def line(cells: list[str]) -> str:
        parts = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True))]
        return "  ".join(parts).rstrip()

    return [*([line(headers)] if any(headers) else []), *(line(r) for r in rows)]


def _cell(rnd: random.Random) -> str:
    return "".join(rnd.choice(_PIECES) for _ in range(rnd.choice((0, 0, 1, 1, 2, 4))))


def _table(rnd: random.Random) -> tuple[list[str], list[list[str]], frozenset[int]]:
    columns = rnd.randint(1, 6)
    headers = [rnd.choice(("", "name", "size", "x")) for _ in range(columns)]
    clean = rnd.random() < 0.5  # every cell printable: the table is kept whole
    rows = [[(_cell(rnd) if not clean else rnd.choice(("a", "w0", "", " b", "{}", "漢字", "12")))
             for _ in range(columns)] for _ in range(rnd.choice((1, 2, 5, 40)))]
    right = frozenset(i for i in range(columns) if rnd.random() < 0.4)
    return headers, rows, right


@pytest.mark.parametrize("seed", range(300))
def test_table_lines_are_the_cell_by_cell_text(seed: int) -> None:
    rnd = random.Random(f"info-tables-{seed}")
    headers, rows, right = _table(rnd)
    title = _cell(rnd) or "t"
    expected_rows = [[printable(c) for c in r] for r in rows]
    [(shown_title, shown_headers, shown_rows, shown_right)] = explore._printable_tables([(title, headers, rows, right)])
    assert (shown_title, shown_headers, shown_rows, shown_right) == (printable(title), headers, expected_rows, right)
    assert explore._table_lines(headers, shown_rows, right) == _reference_lines(headers, expected_rows, right)


def test_an_empty_table_is_left_out_and_a_short_row_refused() -> None:
    assert explore._printable_tables([("t", ["a"], [], frozenset())]) == []
    with pytest.raises(ValueError):
        explore._table_lines(["a", "b"], [["x"]], frozenset())
    assert explore._table_lines(["", ""], [["", "x"], ["", ""]], frozenset()) == ["  x", ""]
