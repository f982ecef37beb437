"""The cyclic garbage collector, paused while a large tree of containers is built or walked.

NOTE: decoding, encoding and checking a document create or traverse hundreds of thousands of
dicts and lists, none of which can form a reference cycle. With the collector running, every
700 allocations trigger a young-generation pass and the older generations are traversed again
and again as the tree grows: measured on a 100,000-node model, that was about 30% of decode and
of the schema check. :func:`paused` stops it for the duration and restores the previous state
(so nested pauses are harmless); nothing is collected late, since the tree holds no cycles.
"""

from __future__ import annotations

import gc
from types import TracebackType

__all__ = ["paused"]


class paused:  # used like a function: ``with paused():``
    """Context manager: the cyclic GC is disabled inside, re-enabled after if it was before."""

    __slots__ = ("_was_enabled",)

    def __enter__(self) -> None:
        self._was_enabled = gc.isenabled()
        gc.disable()

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        if self._was_enabled:
            gc.enable()
