"""Walking a document tree in the tests: every value once, without recursion (documents nest deep)."""

from __future__ import annotations

import copy
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


#: The types copy.deepcopy gives back as they are (it copies no immutable scalar).
_ATOMIC = frozenset({str, int, float, bool, type(None), bytes})


def copy_tree(tree: Any) -> Any:
    """What ``copy.deepcopy(tree)`` gives for a document tree, made faster and without recursion:
    dicts and lists (exactly those types) are copied by a loop, a dict or list held in two places is
    copied once (as deepcopy keeps it), the scalars above are kept, any other value is deepcopy's."""
    made: dict[int, Any] = {}
    others: dict[int, Any] = {}  # deepcopy's memo, for the values it copies
    todo: list[tuple[Any, Any]] = []

    def copied(value: Any) -> Any:
        kind = type(value)
        if kind in _ATOMIC:
            return value
        if kind is dict or kind is list:
            new = made.get(id(value))
            if new is None:
                new = made[id(value)] = kind()
                todo.append((value, new))
            return new
        return copy.deepcopy(value, others)

    atomic = _ATOMIC
    root = copied(tree)
    while todo:
        source, target = todo.pop()
        if type(source) is dict:
            for key, value in source.items():
                if type(key) not in atomic:
                    key = copied(key)
                target[key] = value if type(value) in atomic else copied(value)
        else:
            target.extend([value if type(value) in atomic else copied(value) for value in source])
    return root


def tree_form(tree: Any) -> Any:
    """A form of ``tree`` to tell later whether it changed: its repr, or for a tree nested deeper than
    repr goes, a flat list of its containers (type and length) and values in the order repr meets
    them, made without recursion. Equal trees give equal forms."""
    try:
        return repr(tree)
    except RecursionError:
        pass
    form: list[Any] = []
    todo = [tree]
    while todo:
        value = todo.pop()
        kind = type(value)
        if kind is dict:
            form.append((dict, len(value)))
            for key, item in reversed(value.items()):
                todo.append(item)
                todo.append(key)
        elif kind is list:
            form.append((list, len(value)))
            todo.extend(reversed(value))
        else:
            form.append((kind, repr(value)))
    return form
