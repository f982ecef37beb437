"""A stand-in for os.fstat whose answers change after the first look: the status of a file that a
neighbour rewrites (mtime), truncates or extends while onnxjson reads or copies it."""

from __future__ import annotations

import os
from collections.abc import Callable

#: The changes :func:`changing_fstat` makes: a rewrite in place, a truncation, an append.
CHANGES = ("st_mtime_ns", "shorter", "longer")


def changing_fstat(change: str, *, real: Callable[[int], os.stat_result] = os.fstat) -> Callable[[int], os.stat_result]:
    """An fstat that answers truly the first time and with ``change`` made (one of CHANGES) after."""
    calls = {"n": 0}

    def later(fd: int) -> os.stat_result:
        st = real(fd)
        calls["n"] += 1
        if calls["n"] < 2:
            return st
        fields = list(st)
        extra = {"st_mtime_ns": st.st_mtime_ns, "st_ctime_ns": st.st_ctime_ns}
        if change in extra:
            extra[change] += 1
        else:
            fields[6] += -1000 if change == "shorter" else 1000
        return os.stat_result(fields, extra)

    return later
