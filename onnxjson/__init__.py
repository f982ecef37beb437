"""onnxjson: lossless ONNX ⇄ JSON.

The public API: :func:`load` / :func:`save` turn a document into an onnx message and back,
:func:`to_dict` / :func:`from_dict` convert between ONNX bytes and documents, :func:`dumps` /
:func:`loads` do the same with JSON text, :func:`dump` / :func:`build` work on files as the CLI
does, :func:`verify` checks a bit-exact round trip, and :func:`validate`, :func:`diff` and
:func:`info` return result objects, :func:`merge` merges three versions of a model as git's
merge driver does, and :func:`resolve` merges again a file git left in a conflict, each conflicting
value taken from one side. Every error a user can cause is an :class:`OnnxJsonError`.

NOTE: the result classes of the heavier features (:class:`ModelInfo`, :class:`DiffResult`,
:class:`ValidationResult`...) are imported when first asked for (module ``__getattr__``), so that
``import onnxjson`` and ``onnxjson dump`` do not pay for them (validate brings jsonschema).
``__version__`` is read the same way, from the installed distribution's metadata: the version is
written once, in pyproject.toml, and importlib.metadata is imported only when it is asked for.

The functions :func:`diff`, :func:`merge` and :func:`validate` share their names with the modules
``onnxjson.diff``, ``onnxjson.merge`` and ``onnxjson.validate``. Importing a submodule sets the package attribute of its
name, which would replace the function; the package's module class keeps the public functions in
place (the modules stay importable as ``from onnxjson.diff import ...``).
"""

from __future__ import annotations

import sys
import types
from typing import TYPE_CHECKING, Any

from onnxjson._api import (
    VerifyResult,
    build,
    diff,
    dump,
    dumps,
    from_dict,
    info,
    load,
    loads,
    merge,
    resolve,
    save,
    to_dict,
    validate,
    verify,
)
from onnxjson.errors import (
    BuildError,
    DecodeError,
    DocumentError,
    OnnxJsonError,
    PathSafetyError,
    SchemaError,
    WeightsError,
)

if TYPE_CHECKING:
    __version__: str
    from onnxjson.diff import Change, DiffResult
    from onnxjson.explore import ModelInfo, TensorInfo
    from onnxjson.merge import Conflict
    from onnxjson.validate import Finding, ValidationResult

__all__ = [
    "BuildError",
    "Change",
    "Conflict",
    "DecodeError",
    "DiffResult",
    "DocumentError",
    "Finding",
    "ModelInfo",
    "OnnxJsonError",
    "PathSafetyError",
    "SchemaError",
    "TensorInfo",
    "ValidationResult",
    "VerifyResult",
    "WeightsError",
    "build",
    "diff",
    "dump",
    "dumps",
    "from_dict",
    "info",
    "load",
    "loads",
    "merge",
    "resolve",
    "save",
    "to_dict",
    "validate",
    "verify",
]

_LAZY = {"ModelInfo": "onnxjson.explore", "TensorInfo": "onnxjson.explore", "Change": "onnxjson.diff",
         "Conflict": "onnxjson.merge",
         "DiffResult": "onnxjson.diff", "Finding": "onnxjson.validate", "ValidationResult": "onnxjson.validate"}


def __getattr__(name: str) -> Any:
    if name == "__version__":
        version = globals()["__version__"] = _installed_version()
        return version
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'onnxjson' has no attribute {name!r}")
    import importlib  # lazy: only a lazily exported name needs it (see _LAZY)

    return getattr(importlib.import_module(module), name)


def _installed_version() -> str:
    """The version of the installed distribution (pyproject.toml's ``version``, its one source)."""
    from importlib import metadata  # lazy: only __version__ (onnxjson --version) asks, not every start-up

    try:
        return metadata.version("onnxjson")
    except metadata.PackageNotFoundError:  # the sources on sys.path, never installed
        return "0+unknown"


class _Package(types.ModuleType):
    """The package module: a submodule import never replaces a public function of the same name."""

    def __setattr__(self, name: str, value: Any) -> None:
        if isinstance(value, types.ModuleType) and name in __all__ and callable(self.__dict__.get(name)):
            return
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package
