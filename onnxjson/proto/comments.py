"""The documentation of onnx.proto's messages, fields and enum values, read from its comments.

NOTE: the onnx package ships its ``.proto`` files, comments included; the JSON Schemas carry that
documentation so that an editor's hover help explains each field. It is read from the installed onnx
when the schemas are generated (nothing of it is kept in this repository's sources), and only when
the installed onnx is the release the descriptor snapshot was taken from (``onnx.fds.version``):
another release's comments would describe other fields. A comment belongs to the declaration it
directly precedes (a blank line detaches it, as protoc does); a declaration with no such comment
takes the comment at the end of its own line. Comment lines are joined into paragraphs.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import re
from pathlib import Path

from onnxjson.proto import snapshot_version

__all__ = ["PROTO_FILES", "onnx_docs", "parse_comments"]

#: The files of the installed onnx package that the snapshot's descriptors come from.
PROTO_FILES = ("onnx-ml.proto", "onnx-data.proto")

_BLOCK = re.compile(r"^(message|enum|oneof)\s+(\w+)\s*\{")
_FIELD = re.compile(r"^(?:(?:repeated|optional|required)\s+)?(?:map\s*<[^>]*>|[\w.]+)\s+(\w+)\s*=\s*\d+")
_ENUM_VALUE = re.compile(r"^(\w+)\s*=\s*-?\d+")
_SKIP = re.compile(r"^(?:option|reserved|extensions)\b|^\}")


def _paragraphs(lines: list[str]) -> str:
    out: list[list[str]] = [[]]
    for line in lines:
        if line:
            out[-1].append(line)
        elif out[-1]:
            out.append([])
    return "\n\n".join(" ".join(p) for p in out if p)


def parse_comments(text: str) -> dict[str, str]:
    """Documentation by dotted name: ``"TensorProto"``, ``"TensorProto.dims"``, ``"TensorProto.DataType.FLOAT"``.

    Names are those of the descriptors without the package (nested messages dotted).
    """
    docs: dict[str, str] = {}
    scopes: list[tuple[str, str]] = []  # (kind, name)
    pending: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("//"):
            pending.append(line[2:].strip())
            continue
        if not line:
            pending = []
            continue
        code, _, trailing = line.partition("//")
        code = code.strip()
        doc = _paragraphs(pending) or trailing.strip()
        pending = []
        named = [name for kind, name in scopes if kind in ("message", "enum")]
        block = _BLOCK.match(code)
        if block:
            kind, name = block.groups()
            if kind != "oneof" and doc:
                docs[".".join([*named, name])] = doc
            scopes.append((kind, name))
        elif scopes and code and not _SKIP.match(code):
            kind = scopes[-1][0]
            match = _ENUM_VALUE.match(code) if kind == "enum" else _FIELD.match(code)
            if match and doc:
                docs[".".join([*named, match.group(1)])] = doc
        for _ in range(code.count("}")):
            if scopes:
                scopes.pop()
    return docs


def _installed_onnx() -> tuple[Path, str] | None:
    spec = importlib.util.find_spec("onnx")
    if spec is None or not spec.submodule_search_locations:
        return None
    try:
        version = importlib.metadata.version("onnx")
    except importlib.metadata.PackageNotFoundError:
        return None
    return Path(next(iter(spec.submodule_search_locations))), version


def onnx_docs() -> tuple[dict[str, str], str | None]:
    """The documentation of the snapshot's messages, and why there is none (None when there is)."""
    wanted = snapshot_version()
    found = _installed_onnx()
    if found is None:
        return {}, "onnx is not installed"
    folder, version = found
    if version != wanted:
        return {}, f"the installed onnx is {version}, the descriptors come from onnx {wanted}"
    docs: dict[str, str] = {}
    for name in PROTO_FILES:
        path = folder / name
        try:
            docs.update(parse_comments(path.read_text(encoding="utf-8")))
        except (OSError, UnicodeDecodeError):
            return {}, f"the installed onnx has no readable {name}"
    return docs, None
