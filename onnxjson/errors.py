"""The errors onnxjson raises for anything a user can cause.

NOTE: every error carries a location, so the CLI can print one line:
``error: FILE: LOCATION: what is wrong``. LOCATION is a JSON path (``graph.node[12].op_type``,
optionally with ``line N``), a byte offset with the message path that contains it
(``byte 1234 (graph.node[3])``), or empty when the problem is the file as a whole.
"""

from __future__ import annotations

__all__ = [
    "BuildError",
    "DecodeError",
    "DocumentError",
    "NumberRangeError",
    "OnnxJsonError",
    "PathSafetyError",
    "SchemaError",
    "WeightsError",
]


class OnnxJsonError(Exception):
    """Base class: a problem with the user's input, with where it is."""

    def __init__(self, message: str, *, location: str = "", file: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.location = location
        self.file = file

    def with_file(self, file: str) -> OnnxJsonError:
        if self.file is None:
            self.file = file
        return self

    def __str__(self) -> str:
        parts = [p for p in (self.file, self.location) if p]
        parts.append(self.message)
        return ": ".join(parts)


class DecodeError(OnnxJsonError):
    """The protobuf bytes are malformed (the location is a byte offset)."""

    def __init__(self, message: str, *, offset: int, path: str = "", file: str | None = None) -> None:
        where = f"byte {offset}" + (f" ({path})" if path else "")
        super().__init__(message, location=where, file=file)
        self.offset = offset
        self.path = path


class DocumentError(OnnxJsonError):
    """The JSON document is malformed or does not fit the format (the location is a JSON path)."""

    def __init__(self, message: str, *, path: str = "", line: int | None = None,
                 file: str | None = None) -> None:
        where = path
        if line is not None:
            where = f"{path} (line {line})" if path else f"line {line}"
        super().__init__(message, location=where, file=file)
        self.path = path
        self.line = line


class NumberRangeError(DocumentError):
    """A JSON integer literal outside the 64-bit range (valid JSON, invalid document)."""


class BuildError(DocumentError):
    """A document cannot be turned into protobuf bytes."""


class SchemaError(DocumentError):
    """A document does not satisfy the JSON Schema."""


class WeightsError(DocumentError):
    """A weight payload cannot be found, read or trusted (sidecar, external data, weights_from)."""


class PathSafetyError(WeightsError):
    """A path inside a document leads outside the document's folder."""
