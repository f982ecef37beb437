"""Both document readers, for tests: every text is built through each and the results compared.

``small`` is :func:`onnxjson.jsonio.read_document`; ``large`` is the large-document reader with a
threshold of 0 bytes and a splice threshold of 1 character, so every string it can leave in the
text is left there (as a LongText). Both are reached through the settings build uses
(``jsonio.LARGE_DOCUMENT_BYTES``, ``jsonio.SPLICE_MIN_BYTES``), and the document then goes through
build's own checks and encoder (``pipelines.built``).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from onnxjson import jsonio
from onnxjson.errors import OnnxJsonError
from onnxjson.options import BuildOptions
from onnxjson.pipelines import built
from onnxjson.sources import read_text

READERS = ("small", "large")


@contextlib.contextmanager
def reader(mode: str) -> Iterator[None]:
    """Make build's reader the one named (``small`` or ``large``) for the block."""
    saved = jsonio.LARGE_DOCUMENT_BYTES, jsonio.SPLICE_MIN_BYTES
    if mode == "large":
        jsonio.LARGE_DOCUMENT_BYTES, jsonio.SPLICE_MIN_BYTES = 0, 1
    else:
        jsonio.LARGE_DOCUMENT_BYTES = 1 << 62
    try:
        yield
    finally:
        jsonio.LARGE_DOCUMENT_BYTES, jsonio.SPLICE_MIN_BYTES = saved


def build_text(text: bytes, mode: str, *, type: str | None = None, base_dir: Path | None = None) -> bytes:
    """What ``build`` makes of a document text, read by the named reader."""
    with reader(mode):
        doc = read_text(text, type=type)
        name = str(base_dir / "doc.json") if base_dir is not None else "<text>"
        with built(doc, name=name, src_text=None, options=BuildOptions(type=type), out_dir=Path(".")) as out:
            return out.getvalue()


def outcome(text: bytes, mode: str, **kwargs: Any) -> tuple[str, Any]:
    """("bytes", the model) or ("error", the message) of building ``text`` with the named reader."""
    try:
        return "bytes", build_text(text, mode, **kwargs)
    except OnnxJsonError as e:
        return "error", str(e)


def assert_readers_agree(text: bytes, **kwargs: Any) -> tuple[str, Any]:
    """Both readers build the same bytes or refuse with the same message; returns that outcome."""
    small = outcome(text, "small", **kwargs)
    large = outcome(text, "large", **kwargs)
    assert large == small, f"the large-document reader disagrees: {large!r:.300} vs {small!r:.300}"
    return small
