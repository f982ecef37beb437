"""onnxjson: lossless ONNX ⇄ JSON.

The public API: :func:`to_dict` / :func:`from_dict` convert between ONNX bytes and documents,
:func:`dumps` / :func:`loads` do the same with JSON text, :func:`dump` / :func:`build` work on files
as the CLI does, and :func:`verify` checks a bit-exact round trip. Every error a user can cause is an
:class:`OnnxJsonError`.
"""

from __future__ import annotations

from onnxjson._api import VerifyResult, build, dump, dumps, from_dict, loads, to_dict, verify
from onnxjson.errors import (
    BuildError,
    DecodeError,
    DocumentError,
    OnnxJsonError,
    PathSafetyError,
    SchemaError,
    WeightsError,
)

__all__ = [
    "BuildError",
    "DecodeError",
    "DocumentError",
    "OnnxJsonError",
    "PathSafetyError",
    "SchemaError",
    "VerifyResult",
    "WeightsError",
    "build",
    "dump",
    "dumps",
    "from_dict",
    "loads",
    "to_dict",
    "verify",
]

__version__ = "0.1.0"
