"""The optional compiled accelerator, when it is built and not switched off.

NOTE: ``onnxjson._accel`` (onnxjson/_accel.c) is a C extension that ``pip install .`` builds
when a compiler is at hand and skips otherwise (setup.py marks it optional). Each of its
functions is a faster twin of a pure-Python path that stays the reference: it handles the inputs
it can handle exactly as that path does and gives every other input back to it (the documents
and texts are the same byte for byte; the tests run both and compare). Setting the environment
variable ``ONNXJSON_NO_ACCEL`` (to anything but an empty string) switches it off for a process.
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType

__all__ = ["DISABLE_VARIABLE", "ENABLED", "compiled"]

#: Set (non-empty) in the environment to run the pure-Python paths only.
DISABLE_VARIABLE = "ONNXJSON_NO_ACCEL"


def _load() -> ModuleType | None:
    if os.environ.get(DISABLE_VARIABLE):
        return None
    try:
        return importlib.import_module("onnxjson._accel")
    except ImportError:
        return None


#: The compiled module, or None when it is not built or switched off.
compiled: ModuleType | None = _load()

#: Whether the compiled paths are taken when built (the tests switch it off to run the references).
ENABLED = True
