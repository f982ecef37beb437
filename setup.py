"""The optional compiled accelerator: built when a C compiler is at hand, skipped otherwise.

Everything else is configured in pyproject.toml. ``pip install .`` works without a compiler:
the extension is ``optional`` and the package then runs its pure-Python paths (see
onnxjson/accel.py).
"""

import sys
from hashlib import blake2b
from pathlib import Path

from setuptools import Extension, setup

HERE = Path(__file__).parent
# The module's files: _accel.c (its init) and the files beside it that it is built from (_accel_*.c),
# sharing _accel.h.
FILES = sorted((HERE / "onnxjson").glob("_accel*.[ch]"))
SOURCES = [f"onnxjson/{path.name}" for path in FILES if path.suffix == ".c"]
# The files' digest, compiled into the module: onnxjson.accel does not use a module built from other
# files than those beside it (onnxjson.accel.stale, whose source_digest is this same rule).
_digest = blake2b(digest_size=16)
for _path in FILES:
    _text = _path.read_bytes()
    _digest.update(b"%s\0%d\0" % (_path.name.encode(), len(_text)) + _text)
STAMP = _digest.hexdigest()

# A call of an undeclared function is an error, not a warning: on a Python whose headers lack a name
# the module would otherwise build, install, and then fail to import (an undefined symbol).
# MSVC has no such flag (and no such implicit declarations).
STRICT = [] if sys.platform == "win32" else ["-Werror=implicit-function-declaration"]

setup(ext_modules=[Extension("onnxjson._accel", SOURCES, optional=True,
                             depends=[f"onnxjson/{path.name}" for path in FILES if path.suffix == ".h"],
                             extra_compile_args=STRICT,
                             define_macros=[("ONNXJSON_ACCEL_SOURCE", f'"{STAMP}"')])])
