"""The optional compiled accelerator: built when a C compiler is at hand, skipped otherwise.

Everything else is configured in pyproject.toml. ``pip install .`` works without a compiler:
the extension is ``optional`` and the package then runs its pure-Python paths (see
onnxjson/accel.py).
"""

from hashlib import blake2b
from pathlib import Path

from setuptools import Extension, setup

SOURCE = "onnxjson/_accel.c"
# The source's digest, compiled into the module: onnxjson.accel does not use a module built from
# another _accel.c than the one beside it (onnxjson.accel.stale).
STAMP = blake2b((Path(__file__).parent / SOURCE).read_bytes(), digest_size=16).hexdigest()

setup(ext_modules=[Extension("onnxjson._accel", [SOURCE], optional=True,
                             define_macros=[("ONNXJSON_ACCEL_SOURCE", f'"{STAMP}"')])])
