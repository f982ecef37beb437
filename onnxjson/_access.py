"""Forgiving accessors for reading documents that may not have passed validation yet.

NOTE: diff and info read whatever a user hands them; a field of the wrong JSON type is treated as
absent rather than crashing, and validation is where such problems are reported.
"""

from __future__ import annotations

from typing import Any

from onnxjson.errors import brief

__all__ = ["as_dict", "as_list", "as_scalar", "as_str", "as_text"]


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def as_dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def as_str(value: Any) -> str:
    return value if isinstance(value, str) else ""


def as_text(value: Any) -> str:
    """A string as it is; anything else as its short JSON text (of any depth: see errors.brief)."""
    return value if isinstance(value, str) else brief(value)


def as_scalar(value: Any) -> Any:
    """A string, number, bool or None as it is; an array or object as its short JSON text, so that
    what is shown of it (str, repr, dataclasses.asdict) never walks a deep value."""
    return brief(value) if isinstance(value, (list, dict, tuple)) else value
