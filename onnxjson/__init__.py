"""onnxjson: lossless ONNX ⇄ JSON.

The public API: :func:`to_dict` / :func:`from_dict` convert between ONNX bytes and documents,
:func:`dumps` / :func:`loads` do the same with JSON text, :func:`dump` / :func:`build` work on files
as the CLI does, :func:`verify` checks a bit-exact round trip, and :func:`info` says what is in a
model or a tensor. Every error a user can cause is an :class:`OnnxJsonError`.

NOTE: the result classes of the heavier features (:class:`ModelInfo`, :class:`TensorInfo`) are
imported when first asked for (module ``__getattr__``), so that ``import onnxjson`` and
``onnxjson dump`` do not pay for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from onnxjson._api import VerifyResult, build, dump, dumps, from_dict, info, loads, to_dict, verify
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
    from onnxjson.explore import ModelInfo, TensorInfo

__all__ = [
    "BuildError",
    "DecodeError",
    "DocumentError",
    "ModelInfo",
    "OnnxJsonError",
    "PathSafetyError",
    "SchemaError",
    "TensorInfo",
    "VerifyResult",
    "WeightsError",
    "build",
    "dump",
    "dumps",
    "from_dict",
    "info",
    "loads",
    "to_dict",
    "verify",
]

__version__ = "0.1.0"

_LAZY = {"ModelInfo": "onnxjson.explore", "TensorInfo": "onnxjson.explore"}


def __getattr__(name: str) -> Any:
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'onnxjson' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)
