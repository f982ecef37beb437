"""Walking a document tree in the tests: every value once, without recursion (documents nest deep)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def tree_values(tree: Any) -> Iterator[Any]:
    """Every value of ``tree`` (itself, and what its dicts and lists hold, at any depth), each once;
    a container comes before what it holds."""
    todo = [tree]
    while todo:
        value = todo.pop()
        yield value
        if isinstance(value, dict):
            todo.extend(value.values())
        elif isinstance(value, list):
            todo.extend(value)
