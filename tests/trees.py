"""Walking a document tree in the tests: every value once, without recursion (documents nest deep)."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from typing import Any

from onnxjson.codec.values import Blob


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
    repr goes, its :func:`typed` tokens. Equal trees give equal forms."""
    try:
        return repr(tree)
    except RecursionError:
        return typed(tree)


class _Key(str):
    """A key in the token list of :func:`typed`."""


def typed(value: Any) -> list[Any]:
    """A value as a list of tokens, each scalar with its exact type spelled out (``1 == 1.0 == True``
    in Python), each Blob as its bytes, the type of its slice, its offset and whether it has a
    source (no recursion: documents nest deeper than Python's stack)."""
    tokens: list[Any] = []
    stack = [value]
    while stack:
        v = stack.pop()
        t = type(v)
        if t is _Key:
            tokens.append(("key", str(v)))
        elif t is dict:
            tokens.append(("dict", len(v)))
            for k, x in reversed(list(v.items())):
                stack += (x, _Key(k))
        elif t is list:
            tokens.append(("list", len(v)))
            stack.extend(reversed(v))
        elif t is Blob:
            tokens.append(("Blob", type(v.data).__name__, bytes(v.data), v.offset, v.source is None))
        else:
            tokens.append((t.__name__, v))
    return tokens
