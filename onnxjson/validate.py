"""``onnxjson validate``: the JSON Schema, then the graph checks, with messages a person can act on.

NOTE: validation runs in three stages. The document is first normalised (foreign protobuf-JSON input
becomes document form) and checked against the generated JSON Schema of its root type with the
jsonschema package; a document that passes is then run through build's own encoder (payloads are
measured, never read), so that every check build makes is made here by the same code and validate
can never call valid a document that build refuses (rule ``build``); only then come the semantic
checks of :mod:`onnxjson.schema.checks` (dangling names, order, opsets, op and attribute names,
functions, persistent bindings), since those assume the shapes the schema guarantees. build runs
the same stages through :func:`findings_before_build` (less the encoder, which it runs itself, and
less the oneof rule: two members of a oneof rebuild exactly, so build does not refuse them). jsonschema's raw messages
are rewritten: an unknown key suggests the closest field name, a bad enum name the closest enum
name, and an ``anyOf`` failure reports the branch that matches the value's JSON type. Every finding
carries its JSON path and, when the document text is at hand, its line. All findings are reported,
up to a cap.
"""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from onnxjson._gc import paused
from onnxjson.codec.decode import DecodeOptions, decode_message
from onnxjson.codec.document import ENVELOPE_KEY, FORMAT_VERSION, SCHEMA_KEY, encode_document, split_envelope
from onnxjson.codec.encode import check_message, encode_unknown_entries
from onnxjson.codec.layout import UNKNOWN_KEY
from onnxjson.codec.payload import iter_payload_messages, payload_messages
from onnxjson.codec.values import LongText, b64decode, base64_decoded_size, rounding_hint
from onnxjson.errors import (
    LOCATION_LIMIT,
    MESSAGE_LIMIT,
    BuildError,
    DecodeError,
    DocumentError,
    SchemaError,
    WeightsError,
    brief,
    elide,
    listing,
)
from onnxjson.jsonio import format_path, locate_line, parse_path
from onnxjson.options import DEFAULTS
from onnxjson.proto import registry
from onnxjson.schema import (
    UNKNOWN_FIELD_DEF,
    UNKNOWN_GROUP_FIELD_DEF,
    load_part_validator,
    load_validator,
    part_accepts,
    schema_accepts,
)
from onnxjson.schema.checks import check_document
from onnxjson.weights import PayloadResolver

__all__ = ["Finding", "ValidationResult", "findings_before_build", "validate_document"]

DEFAULT_MAX_FINDINGS = DEFAULTS.max_findings
_ROOT: ContextVar[str] = ContextVar("onnxjson_validate_root", default="ModelProto")


@dataclass(frozen=True)
class Finding:
    """One reason a document is invalid.

    Attributes:
        path: where, as a JSON path (``graph.node[12].op_type``; "" for the document as a whole).
        message: what is wrong.
        rule: which check found it (``schema``, ``json-integer``, a graph rule's name...).
        line: the line of ``path`` in the document's text, when known.
    """

    path: str
    message: str
    rule: str
    line: int | None = None

    def __str__(self) -> str:
        where = elide(self.path, LOCATION_LIMIT) or "(document)"
        if self.line is not None:
            where += f" (line {self.line})"
        return f"{where}: {elide(self.message, MESSAGE_LIMIT)}"

    def as_error(self) -> SchemaError:
        return SchemaError(self.message, path=self.path, line=self.line)


@dataclass(frozen=True)
class ValidationResult:
    """What :func:`onnxjson.validate` found: true when the document is valid.

    Attributes:
        findings: the problems (:class:`Finding`), at most ``max_findings`` of them; empty when valid.
    """

    findings: list[Finding]

    @property
    def valid(self) -> bool:
        """Whether the document has no problem."""
        return not self.findings

    def __bool__(self) -> bool:
        return self.valid


def _suggest(word: str, choices: Any, cutoff: float = 0.6) -> str:
    close = difflib.get_close_matches(word, [str(c) for c in choices], n=1, cutoff=cutoff)
    return f"; did you mean \"{close[0]}\"?" if close else ""


def _describe(value: Any) -> str:
    if isinstance(value, LongText):  # as json.dumps shows it: printable ASCII without escapes
        head = value.head(60)
        return f'"{head}"' if len(value) + 2 <= 60 else f'"{head}'[:57] + "..."
    text = brief(value, 80)  # any depth and length: rendered only as far as shown
    return text if len(text) <= 60 else text[:57] + "..."


def _rewrite(error: Any) -> tuple[str, str]:
    """(message, keyword) for a jsonschema ValidationError, made for people."""
    keyword = error.validator
    value = error.instance
    schema = error.schema if isinstance(error.schema, dict) else {}
    if keyword == "additionalProperties" and isinstance(value, dict):
        allowed = list(schema.get("properties", {}))
        extra = [k for k in value if k not in allowed and not any(
            re.search(p, k) for p in schema.get("patternProperties", {}))]
        title = schema.get("title") or _message_at(error) or "this object"
        # The first few keys, each with its suggestion, and a count of the rest (there may be millions).
        return listing(extra, lambda k: f"\"{k}\" is not a field of {title}{_suggest(k, allowed)}") \
            or error.message, keyword
    if keyword in ("anyOf", "oneOf") and error.context:
        # Prefer the branch that expected this JSON type: its complaint is the real one.
        best = _best_context(error)
        if best is not None:
            return _rewrite(best)
    if keyword == "enum":
        names = schema.get("enum", [])
        what = schema.get("title") or "value"
        if isinstance(value, str):
            return f"\"{value}\" is not a {what} name{_suggest(value, names)}", keyword
        return f"{_describe(value)} is not one of the allowed values", keyword
    if keyword == "type":
        expected = schema.get("type")
        description = str(schema.get("description", ""))
        if expected == "null" and "oneof" in description:
            # A oneof member set beside another one: the schema's description names the group.
            return f"{description.split(':', 1)[-1].strip() or 'at most one oneof member may be set'} " \
                   f"(\"{error.absolute_path[-1] if error.absolute_path else ''}\" conflicts with another)", \
                "oneof"
        return f"expected {_type_words(expected)}, got {_describe(value)}", keyword
    if keyword in ("minimum", "maximum"):
        low, high = schema.get("minimum"), schema.get("maximum")
        if high is None:
            return f"{value} is below the minimum {low}", keyword
        if low is None:
            return f"{value} is above the maximum {high}", keyword
        return f"{value} is out of range ({low}..{high}){rounding_hint(value, low, high)}", keyword
    if keyword == "pattern":
        # onnxjson's own description of the form is the last paragraph (onnx.proto's documentation
        # of the field may come first).
        desc = str(schema.get("description") or "").rsplit("\n\n", 1)[-1] or f"the pattern {schema.get('pattern')}"
        return f"{_describe(value)} does not match {desc}", keyword
    if keyword == "not" and isinstance(value, dict):
        return f"at most one of these may be set: {_oneof_members(error)}", "oneof"
    return error.message, keyword


def _message_at(error: Any) -> str | None:
    """The protobuf message type of the object an error is about, found by walking its path."""
    path = list(error.absolute_path)
    if path and path[0] == ENVELOPE_KEY:
        return "the envelope" if len(path) == 1 else None
    reg = registry()
    spec = reg.messages.get(_ROOT.get())
    for part in path:
        if spec is None:
            return None
        if isinstance(part, int):
            continue
        f = spec.by_name.get(str(part))
        spec = reg.messages.get(f.message) if f is not None and f.message else None
    return spec.name if spec is not None else None


def _type_words(expected: Any) -> str:
    if isinstance(expected, list):
        return " or ".join(_type_words(e) for e in expected)
    return {"integer": "an integer", "number": "a number", "string": "a string", "object": "an object",
            "array": "an array", "boolean": "true or false", "null": "null"}.get(str(expected), str(expected))


def _oneof_members(error: Any) -> str:
    names: list[str] = []
    for sub in error.schema.get("not", {}).get("anyOf", []):
        for name in sub.get("required", []):
            if name not in names and name in error.instance:
                names.append(name)
    return ", ".join(names) or "(a oneof)"


def _json_type(value: Any) -> str:
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "array"
    return "null"


def _best_context(error: Any) -> Any:
    kind = _json_type(error.instance)
    fallback = None
    for sub in sorted(error.context, key=lambda e: (len(e.absolute_path), -len(e.schema_path)), reverse=True):
        if sub.validator == "type":
            continue
        expected = sub.schema.get("type") if isinstance(sub.schema, dict) else None
        if expected is None or expected == kind or (isinstance(expected, list) and kind in expected) or (
                kind == "integer" and expected == "number"):
            return sub
        fallback = fallback or sub
    return fallback


#: The message levels one call of jsonschema validates (see :func:`_schema_pieces`): a setting of
#: the trade between jsonschema's recursion (several frames a level, inside the process's recursion
#: limit) and the number of pieces of a deep document (each a call of its own).
PIECE_LEVELS = 16
#: The placeholders that stand for a piece cut out of its parent: each valid where it stands.
_CUT_MESSAGE: dict[str, Any] = {}
_CUT_UNKNOWN: dict[str, Any] = {"number": 1, "wire_type": "varint", "value": 0}
#: The definitions of unknown-field entries: of a message's $unknown (and a len's nested view), of a group's value.
_ENTRY_DEFS = (UNKNOWN_FIELD_DEF, UNKNOWN_GROUP_FIELD_DEF)


def _schema_findings(doc: dict[str, Any], type_name: str, cap: int,
                     skip: frozenset[str] = frozenset()) -> list[Finding]:
    _ROOT.set(type_name)
    findings: list[Finding] = []
    if _accepted_whole(type_name, doc):
        return findings  # the usual case: no walk to cut pieces, no validator
    for where, piece, def_name in _schema_pieces(doc, type_name):
        if schema_accepts(type_name, piece) if def_name is None else part_accepts(def_name, piece):
            continue  # the usual case: no validator is built (nor jsonschema imported)
        validator = load_validator(type_name) if def_name is None else load_part_validator(def_name)
        for error in validator.iter_errors(piece):
            error.path.extendleft(reversed(_whole_path(where)))  # the path in the whole document
            message, keyword = _rewrite(error)
            if keyword in skip:
                continue
            path = list(error.absolute_path)
            if keyword == "additionalProperties" and isinstance(error.instance, dict):
                # Point at the unknown key itself (jsonschema reports the object that holds it).
                allowed = error.schema.get("properties", {}) if isinstance(error.schema, dict) else {}
                extra = [k for k in error.instance if k not in allowed]
                if len(extra) == 1:
                    path.append(extra[0])
            findings.append(Finding(format_path(path), message, f"schema-{keyword}"))
            if len(findings) >= cap:
                return findings
    return findings


def _accepted_whole(type_name: str, doc: dict[str, Any]) -> bool:
    """Whether the compiled predicate of the root schema accepts the whole document at once.

    The predicates have jsonschema's semantics, so a document they accept has no finding in any
    piece; one they reject (or one nested deeper than they recurse) is checked piece by piece.
    """
    try:
        return schema_accepts(type_name, doc)
    except RecursionError:
        return False


class _Node:
    """A container met on the way down a piece: copied (shallowly) only when a cut lies below it."""

    __slots__ = ("copy", "key", "parent", "value")

    def __init__(self, value: Any, parent: _Node | None, key: Any) -> None:
        self.value = value
        self.parent = parent
        self.key = key
        self.copy: Any = None

    def copied(self) -> Any:
        """This container's copy, made (with its ancestors' up to the piece's root) if need be."""
        fresh = []
        node: _Node | None = self
        while node is not None and node.copy is None:
            node.copy = node.value.copy()
            fresh.append(node)
            node = node.parent
        for node in fresh:
            if node.parent is not None:
                node.parent.copy[node.key] = node.copy
        return self.copy


#: Where a piece lies: (where its parent piece lies, the path from there), None for the document.
_Where = tuple["_Where", list[Any]] | None


def _whole_path(where: _Where) -> list[Any]:
    """The path of a piece in the whole document (made only for a finding: pieces of a deep
    document each keep just their path from their parent's root)."""
    parts: list[list[Any]] = []
    while where is not None:
        where, path = where
        parts.append(path)
    return [key for path in reversed(parts) for key in path]


def _schema_pieces(doc: dict[str, Any], type_name: str) -> Iterator[tuple[_Where, Any, str | None]]:
    """The document in pieces of at most :data:`PIECE_LEVELS` message levels: (where, piece, definition).

    jsonschema validates by recursion, several frames per level, so a document as deep as
    ``max_depth`` allows cannot be validated in one call without raising the process's recursion
    limit (which no module does). Instead a message (or ``$unknown`` entry) ``PIECE_LEVELS`` below its
    piece's root is the root of a piece of its own, validated against its own definition, and in its
    parent's piece a placeholder valid where it stands (``{}``, a varint entry) takes its place: the
    parent's piece copies the containers on the way to its cuts, the document itself is not changed.
    A document of fewer levels is one piece, itself, validated against its root schema (definition
    None); the pieces come parent first.
    """
    levels = PIECE_LEVELS
    messages = registry().messages
    todo: list[tuple[_Where, Any, str | None]] = [(None, doc, None)]
    while todo:
        where, top, def_name = todo.pop()
        root = _Node(top, None, None)
        below: list[tuple[_Where, Any, str | None]] = []
        # (node of a message or unknown entry, its message name or its entry definition, level, path)
        first = def_name or type_name
        stack: list[tuple[_Node, str, int, list[Any]]] = [(root, first, 0, [])]
        while stack:
            node, name, level, path = stack.pop()
            obj = node.value
            children: list[tuple[Any, Any, str]] = []
            if name in _ENTRY_DEFS:  # an unknown-field entry: its value may be a list of entries
                children.append((obj.get("value"), "value", UNKNOWN_GROUP_FIELD_DEF
                                 if obj.get("wire_type") == "group" else UNKNOWN_FIELD_DEF))
            else:
                spec = messages.get(name)
                if spec is None:
                    continue
                by_name = spec.by_name
                for key, value in obj.items():
                    f = by_name.get(key)
                    if f is not None and f.kind == "message":
                        children.append((value, key, f.message or ""))
                    elif key == UNKNOWN_KEY:
                        children.append((value, key, UNKNOWN_FIELD_DEF))
            for value, key, child in children:
                cut = _CUT_UNKNOWN if child in _ENTRY_DEFS else _CUT_MESSAGE
                if isinstance(value, dict):
                    if level + 1 >= levels:
                        below.append(((where, [*path, key]), value, child))
                        node.copied()[key] = cut
                    else:
                        stack.append((_Node(value, node, key), child, level + 1, [*path, key]))
                elif isinstance(value, list):
                    holder = _Node(value, node, key)
                    for i, item in enumerate(value):
                        if not isinstance(item, dict):
                            continue
                        if level + 1 >= levels:
                            below.append(((where, [*path, key, i]), item, child))
                            holder.copied()[i] = cut
                        else:
                            stack.append((_Node(item, holder, i), child, level + 1, [*path, key, i]))
        yield where, top if root.copy is None else root.copy, def_name
        todo.extend(reversed(below))


def _payload_findings(body: dict[str, Any], type_name: str, cap: int) -> list[Finding]:
    """What the schema's base64 pattern cannot say: a payload whose length no base64 can have.

    (A regular expression that counts characters costs seconds on inline weights; this is a
    length check per payload.)
    """
    reg = registry()
    findings: list[Finding] = []
    if not any(isinstance(raw, (str, LongText)) and base64_decoded_size(raw) is None
               for raw in (msg.get("raw_data") for msg in payload_messages(body, reg.messages[type_name], reg))):
        return findings  # the usual case, found without building a path for every message
    for msg, _spec, path in iter_payload_messages(body, reg.messages[type_name], reg):
        raw = msg.get("raw_data")
        if isinstance(raw, (str, LongText)) and base64_decoded_size(raw) is None:
            findings.append(Finding(f"{path}.raw_data" if path else "raw_data",
                                    f"invalid base64: {len(raw)} characters is not a possible length",
                                    "schema-base64"))
            if len(findings) >= cap:
                break
    return findings


def _encoder_findings(envelope: dict[str, Any], body: dict[str, Any], spec: Any,
                      base_dir: str | os.PathLike[str] | None = None) -> list[Finding]:
    """What build's encoder refuses, found by running it (payloads measured, never read).

    This is the stage that makes validate and build agree: every check the encoder makes on a
    document (value ranges, float32 range, enum names, readable values, unknown entries, layout
    records) is made here by the same code.
    """
    try:
        # With the document's folder known, its sidecar is mapped and every range checked against
        # its length as build checks them (nothing is read, so digests stay unchecked).
        with PayloadResolver(envelope, measure_only=True, base_dir=Path(base_dir) if base_dir is not None
                             else Path("."), check_sidecar=base_dir is not None) as payloads:
            check_message(body, spec, registry(), payloads, max_depth=DEFAULTS.max_depth)
    except (BuildError, WeightsError) as e:
        return [Finding(e.path, e.message, "build")]
    return []


def findings_before_build(doc: Any, *, type: str | None = None, strict: bool = False,
                          source: bytes | memoryview | None = None) -> list[Finding]:
    """The checks build makes before it encodes: validation's, less what the encoder itself checks.

    A oneof with two members set is built exactly as the document shows it (protobuf accepts the
    wire and keeps the last member), so it does not stop build; validate still reports it.
    """
    with paused():
        return _validate(doc, type, not strict, False, source, 1, None, for_build=True)


def validate_document(doc: Any, *, type: str | None = None, schema_only: bool = False,
                      onnx_checker: bool = False, source: bytes | memoryview | None = None,
                      max_findings: int = DEFAULT_MAX_FINDINGS,
                      base_dir: str | os.PathLike[str] | None = None) -> list[Finding]:
    """Validate a parsed document; return its findings (empty when valid).

    Args:
        doc: the parsed JSON document (with envelope, or foreign protobuf JSON).
        type: the root type for documents without an envelope.
        schema_only: run only the JSON Schema stage.
        onnx_checker: also run ``onnx.checker.check_model`` with shape inference (ModelProto only;
            the weights must be present).
        source: the document's text, to give each finding its line.
        max_findings: stop after this many findings.
        base_dir: the folder the document's sidecar path is relative to (for ``onnx_checker``;
            default the current folder).

    Raises:
        DocumentError: the document is not a JSON object or names an unknown type/format version.
    """
    with paused():  # the checks walk (and build paths for) every message: see onnxjson._gc
        return _validate(doc, type, schema_only, onnx_checker, source, max_findings, base_dir)


def _validate(doc: Any, type: str | None, schema_only: bool, onnx_checker: bool,
              source: bytes | memoryview | None, max_findings: int,
              base_dir: str | os.PathLike[str] | None = None, for_build: bool = False) -> list[Finding]:
    reg = registry()
    spec, envelope, body = split_envelope(doc, reg, type)
    if envelope:
        normalised = {SCHEMA_KEY: doc.get(SCHEMA_KEY), ENVELOPE_KEY: envelope, **body}
        if doc.get(SCHEMA_KEY) is None:
            normalised.pop(SCHEMA_KEY)
    else:  # foreign protobuf JSON, normalised by split_envelope: give it the envelope it implies
        normalised = {ENVELOPE_KEY: {"format_version": FORMAT_VERSION, "type": spec.name}, **body}
    findings = _schema_findings(normalised, spec.name, max_findings,
                                frozenset({"oneof"}) if for_build else frozenset())
    refused_by_encoder = False
    if not findings and (schema_only or for_build):
        findings = _payload_findings(body, spec.name, max_findings)
    elif not findings:
        # The encoder decodes every inline payload, and b64decode refuses exactly the lengths the
        # payload check refuses: a document it encodes has no payload finding. The check (whose
        # findings come first) is made only for a document it refuses.
        encoder = _encoder_findings(envelope if isinstance(envelope, dict) else {}, body, spec, base_dir)
        findings = (_payload_findings(body, spec.name, max_findings) or encoder) if encoder else []
        refused_by_encoder = bool(encoder)
    if not schema_only and not refused_by_encoder and len(findings) < max_findings:
        # The graph checks run whatever the schema found (they skip what is malformed), so that a
        # document's schema errors and graph errors are reported together. After the encoder's
        # refusal (a value out of range, a document deeper than build goes) they do not: the
        # graph checks recurse a few frames a subgraph, within what the encoder accepts.
        seen = {f.path for f in findings}
        try:
            problems = check_document(body, spec.name, max_problems=max_findings - len(findings), complete=True)
            extensions = _unread_extensions(body, spec, max_findings - len(findings) - len(problems))
        except (TypeError, AttributeError, KeyError, IndexError, RecursionError):
            if not findings:
                raise
            # A shape the schema refused (and reported) that the graph checks cannot read, or a
            # document deeper than they go: the schema's findings stand alone.
            problems, extensions = [], []
        for problem in problems:
            if problem.path not in seen or not problem.path:
                findings.append(Finding(problem.path, problem.message, problem.rule))
        findings.extend(extensions)
        del findings[max_findings:]
    if not findings and onnx_checker and spec.name == "ModelProto":
        findings.extend(_onnx_checker(doc, base_dir))
    if source is not None and findings:
        findings = [Finding(f.path, f.message, f.rule, locate_line(source, parse_path(f.path)))
                    for f in findings]
    return findings


def _unread_extensions(body: dict[str, Any], spec: Any, cap: int) -> list[Finding]:
    """The onnx-light fields of onnx messages kept in ``$unknown`` because their bytes do not read
    as their message (onnx keeps them unread; dump keeps them as they are, and build writes them
    back): each is reported with why it does not read (rule ``extension-unread``)."""
    reg = registry()
    findings: list[Finding] = []
    # A message's path is a link to its parent's (the parent's link, its own keys), spelled out only
    # for a finding: a path list a level would copy the levels above each one (the square of the
    # depth: minutes at 100,000 levels). The walk keeps one lazy iterator of children a level, not
    # every child of a message with its link at once: a graph of 333,333 empty extension messages
    # held 200 bytes a message (67 an input byte) while it was walked.
    todo: list[Iterator[tuple[Any, Any, Any]]] = [iter(((body, spec, None),))]
    while todo and len(findings) < cap:
        for msg, mspec, link in todo[-1]:
            entries = msg.get(UNKNOWN_KEY)
            if not mspec.extension and isinstance(entries, list):
                for i, entry in enumerate(entries):
                    f = mspec.fields.get(entry.get("number")) if isinstance(entry, dict) else None
                    if f is None or not f.extension or f.kind != "message" or entry.get("wire_type") != "len":
                        continue
                    why = _why_unread(entry.get("value"), f.message, reg)
                    if why is not None:
                        findings.append(Finding(
                            format_path([*_spelled(link), UNKNOWN_KEY, i]),
                            f"field {f.number} is onnx-light's {mspec.name}.{f.name}, but its bytes do not read as "
                            f"{f.message} ({why}): onnx reads it as an unknown field, and build writes it back as "
                            "it is", "extension-unread"))
            todo.append(_message_children(msg, mspec, link, reg))
            break
        else:
            todo.pop()
    return findings[:max(cap, 0)]


def _message_children(msg: dict[str, Any], mspec: Any, link: Any,
                      reg: Any) -> Iterator[tuple[dict[str, Any], Any, Any]]:
    """(child message, its spec, its link) of each message field of ``msg``, last first: the walk
    takes a message's own entries, then its children's from the last to the first."""
    for key, value in reversed(msg.items()):
        f = mspec.by_name.get(key)
        if f is None or f.kind != "message" or not f.message:
            continue
        child = reg.messages[f.message]
        if isinstance(value, dict):
            yield value, child, (link, (key,))
        elif f.repeated and isinstance(value, list):
            for i in range(len(value) - 1, -1, -1):
                item = value[i]
                if isinstance(item, dict):
                    yield item, child, (link, (key, i))


def _spelled(link: Any) -> list[Any]:
    """The path a link of :func:`_unread_extensions` stands for, outermost key first."""
    keys: list[Any] = []
    while link is not None:
        link, own = link
        keys.extend(reversed(own))
    keys.reverse()
    return keys


def _why_unread(value: Any, type_name: str | None, reg: Any) -> str | None:
    """Why the bytes of an unknown entry's ``value`` do not decode as a ``type_name``, or None."""
    if isinstance(value, LongText):
        value = str(value)
    try:
        if isinstance(value, list):  # a nested view (decode_unknown): the bytes its entries stand for
            data = encode_unknown_entries(value)
        elif isinstance(value, str):
            data = b64decode(value)
        else:
            return None
        decode_message(data, reg.messages[type_name or ""], reg, DecodeOptions())
    except (ValueError, BuildError):
        return None  # not base64, or entries build refuses: the schema or the encoder says so
    except DecodeError as e:
        return f"byte {e.offset} of them: {e.message}"
    return None


def _onnx_checker(doc: Any, base_dir: str | os.PathLike[str] | None) -> list[Finding]:
    import onnx  # only here: importing onnx costs a second

    envelope = doc.get(ENVELOPE_KEY) if isinstance(doc, dict) else None
    try:
        with PayloadResolver(envelope if isinstance(envelope, dict) else {},
                             base_dir=Path(base_dir) if base_dir is not None else Path(".")) as payloads:
            data = encode_document(doc, registry(), payloads=payloads).getvalue()
    except WeightsError:
        raise  # stripped weights: the checker cannot run at all (exit 2), not a verdict
    except DocumentError as e:
        return [Finding(e.path, e.message, "onnx-checker")]
    try:
        model = onnx.ModelProto.FromString(data)
        onnx.checker.check_model(model, full_check=True)
    except Exception as e:  # noqa: BLE001 - onnx raises several unrelated types
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        return [Finding("", f"onnx.checker: {first}", "onnx-checker")]
    return []
