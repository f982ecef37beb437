"""The optional compiled accelerator: built when a C compiler is at hand, skipped otherwise.

Everything else is configured in pyproject.toml. ``pip install .`` works without a compiler:
the extension is ``optional`` and the package then runs its pure-Python paths (see
onnxjson/accel.py).
"""

import sys
from hashlib import blake2b
from pathlib import Path

from setuptools import Extension, setup

SOURCE = "onnxjson/_accel.c"
# The source's digest, compiled into the module: onnxjson.accel does not use a module built from
# another _accel.c than the one beside it (onnxjson.accel.stale).
STAMP = blake2b((Path(__file__).parent / SOURCE).read_bytes(), digest_size=16).hexdigest()

# A call of an undeclared function is an error, not a warning: on a Python whose headers lack a name
# the module would otherwise build, install, and then fail to import (an undefined symbol).
# MSVC has no such flag (and no such implicit declarations).
STRICT = [] if sys.platform == "win32" else ["-Werror=implicit-function-declaration"]

setup(ext_modules=[Extension("onnxjson._accel", [SOURCE], optional=True,
                             extra_compile_args=STRICT,
                             define_macros=[("ONNXJSON_ACCEL_SOURCE", f'"{STAMP}"')])])
