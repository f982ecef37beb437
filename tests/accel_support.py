"""The compiled accelerator in the tests: whether it is built, and its paths switched on or off.

Each compiled path is tested beside its pure-Python reference: a test gives the same input to both
(``compiled_paths(True)``, then ``compiled_paths(False)``) and compares what comes out, or runs once
a path through the ``accel_path`` fixture of conftest.py. Without the extension the compiled half
skips, saying why (NOT_BUILT).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import pytest

from onnxjson import accel

NOT_BUILT = (f"the compiled accelerator is {accel.STATE} here (python setup.py build_ext --inplace builds it "
             "beside the sources)")
needs_compiled = pytest.mark.skipif(accel.compiled is None, reason=NOT_BUILT)


@contextlib.contextmanager
def compiled_paths(on: bool) -> Iterator[None]:
    """The compiled paths switched on (or off: the pure-Python references) inside the block."""
    saved = accel.ENABLED
    accel.ENABLED = on
    try:
        yield
    finally:
        accel.ENABLED = saved
