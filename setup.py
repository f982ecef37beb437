"""The optional compiled accelerator: built when a C compiler is at hand, skipped otherwise.

Everything else is configured in pyproject.toml. ``pip install .`` works without a compiler:
the extension is ``optional`` and the package then runs its pure-Python paths (see
onnxjson/accel.py).
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("onnxjson._accel", ["onnxjson/_accel.c"], optional=True)])
