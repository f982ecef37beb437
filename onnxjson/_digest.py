"""SHA-256, the digest of payloads, with hashlib loaded on first use.

NOTE: importing hashlib loads OpenSSL's library, about a tenth of the start-up of a small `dump`
(docs/PERFORMANCE.md#lazy-hashlib), and most runs hash nothing: an inline dump, a build of an inline
document. The modules that hash call `sha256` here instead of importing hashlib themselves;
tests/test_startup.py checks that those runs leave hashlib unloaded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from hashlib import _Hash

__all__ = ["sha256"]


def sha256(data: Any = b"") -> _Hash:
    """A new SHA-256 object fed ``data`` (bytes-like); it releases the GIL on large updates."""
    import hashlib  # why: loaded only by the runs that hash (see NOTE)

    return hashlib.sha256(data)

