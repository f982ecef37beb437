"""Forgiving accessors for reading documents that may not have passed validation yet.

NOTE: diff and info read whatever a user hands them; a field of the wrong JSON type is treated as
absent rather than crashing, and validation is where such problems are reported.
"""

from __future__ import annotations

from typing import Any

__all__ = ["as_dict", "as_list", "as_str"]


def as_list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def as_dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def as_str(value: Any) -> str:
    return value if isinstance(value, str) else ""
