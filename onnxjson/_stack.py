"""Deep walks without recursion: a trampoline for generator walks, and the room left on the stack.

NOTE: documents nest as deep as ``max_depth`` (500 by default, up to 100,000), far deeper than
Python's recursion limit allows a recursive walk to go, and no module changes that limit (it is the
whole process's). So a walk that descends is written as a generator that *yields* the walk of a
child instead of calling it: :func:`run` keeps the generators on a list and drives the top one, so
the Python stack stays a few frames deep at any depth, and each walk still reads like the recursive
one. A child's return value is sent back into its parent; a child's exception is thrown into its
parent, where ``try``/``except`` works as it would around a call.

The generated fast paths (codec/fastdecode.py, fastencode.py) stay plain recursive functions, one
frame per message level, because that is what makes them fast; they give up (and the reference
walk takes over) below the depth :func:`frames_left` says the stack still has room for.
"""

from __future__ import annotations

import sys
from collections.abc import Generator
from typing import Any, TypeVar

__all__ = ["Walk", "frames_left", "run"]

T = TypeVar("T")

#: A walk: a generator that yields the walks of its children and returns its result.
Walk = Generator["Walk[Any]", Any, T]


def run(walk: Walk[T]) -> T:
    """Drive ``walk`` and every child walk it yields, without recursion; return its result."""
    stack: list[Walk[Any]] = [walk]
    value: Any = None
    error: BaseException | None = None
    while True:
        top = stack[-1]
        try:
            if error is None:
                child = top.send(value)
            else:
                thrown, error = error, None
                child = top.throw(thrown)
        except StopIteration as done:
            stack.pop()
            if not stack:
                return done.value
            value = done.value
            continue
        except BaseException as e:
            stack.pop()
            if not stack:
                raise
            error = e
            continue
        stack.append(child)
        value = None


def frames_left() -> int:
    """How many more Python frames the recursion limit allows below the caller's frame."""
    depth = 0
    frame = sys._getframe(1)
    while frame is not None:
        depth += 1
        frame = frame.f_back  # type: ignore[assignment]
    return sys.getrecursionlimit() - depth
