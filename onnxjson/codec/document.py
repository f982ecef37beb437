"""The document envelope and normalisation of foreign JSON (root-type inference: ``codec/roots.py``).

NOTE: a document is one JSON object: ``"$schema"`` (an editor hint), ``"$onnxjson"`` (the envelope:
``format_version``, ``type`` and, for weights, ``weights``), then the root message's fields. Keeping
the fields at the top level makes a document look like protobuf's MessageToDict output, and error
paths read ``graph.node[3].op_type``. A JSON object without ``"$onnxjson"`` is foreign input
(json_format, onnx2json, ``onnx.save(m, "x.json")``): camelCase keys, int64 strings and base64 text
bytes are normalised to the document form first, using the same descriptors. It may also be an
onnxjson document whose envelope was deleted: the two forms differ only in the strings of text-bytes
fields, and the marks each writer leaves decide how those read, or the document is refused
(:func:`_reads_as_protobuf_json`); it is never guessed.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterator
from typing import Any

from onnxjson import _stack
from onnxjson._stack import Walk
from onnxjson.codec.encode import Out, PayloadSource, encode_message, reads_as_message
from onnxjson.codec.layout import LAYOUT_KEY, UNKNOWN_KEY
from onnxjson.codec.values import BYTES_KEY, LongText, as_text, b64decode
from onnxjson.errors import DocumentError
from onnxjson.options import DEFAULTS
from onnxjson.proto import LEN, MessageSpec, Registry
from onnxjson.wire import TruncatedError, VarintError, read_varint

__all__ = [
    "ENVELOPE_KEY",
    "FORMAT_VERSION",
    "ROOT_TYPES",
    "SCHEMA_KEY",
    "encode_document",
    "normalise_foreign",
    "reads_as_model",
    "reads_as_protobuf",
    "resolve_type",
    "schema_url",
    "settle_long_text",
    "split_envelope",
    "top_level_fields",
    "with_envelope",
]

FORMAT_VERSION = 1
ENVELOPE_KEY = "$onnxjson"
SCHEMA_KEY = "$schema"
SCHEMA_BASE = "https://onnxjson.dev/schemas/v1/"

#: The root types, in the order dump's inference tries them (codec/roots.py).
ROOT_TYPES = (
    "ModelProto", "TensorProto", "SequenceProto", "MapProto", "OptionalProto",
    "SparseTensorProto", "GraphProto", "NodeProto", "FunctionProto", "TrainingInfoProto",
    "AttributeProto", "ValueInfoProto", "TypeProto",
)


def schema_url(type_name: str) -> str:
    return f"{SCHEMA_BASE}{type_name}.schema.json"


def resolve_type(name: str, registry: Registry) -> MessageSpec:
    """A root message by name (``ModelProto``, ``onnx.TensorProto``...); DocumentError if unknown."""
    short = name[5:] if name.startswith("onnx.") else name
    spec = registry.messages.get(short)
    if spec is None:

        close = difflib.get_close_matches(short, list(registry.messages), n=1)
        hint = f"; did you mean {close[0]}?" if close else ""
        raise DocumentError(f"unknown message type \"{name}\"{hint} (root types: {', '.join(ROOT_TYPES)}; "
                            "or any other message of onnx.proto)")
    return spec


def top_level_fields(data: Any, spec: MessageSpec) -> list[int] | None:
    """The numbers of the top-level fields of ``data`` in order, when every one is declared by
    ``spec`` with its wire type (a packed run for a repeated scalar); None when one is not."""
    numbers: list[int] = []
    pos, end = 0, len(data)
    try:
        while pos < end:
            key, pos = read_varint(data, pos, end)
            number, wt = key >> 3, key & 7
            f = spec.fields.get(number)
            if f is None or (wt != f.wire_type and not (wt == LEN and f.packable)):
                return None
            if wt == 0:
                _, pos = read_varint(data, pos, end)
            elif wt == 1:
                pos += 8
            elif wt == 5:
                pos += 4
            elif wt == LEN:
                n, pos = read_varint(data, pos, end)
                pos += n
            else:
                return None
            if pos > end:
                return None
            numbers.append(number)
    except (TruncatedError, VarintError):
        return None
    return numbers


def _shallow_fits(data: Any, spec: MessageSpec) -> bool:
    """Whether every top-level field of ``data`` is declared by ``spec`` with its wire type."""
    return top_level_fields(data, spec) is not None


def with_envelope(type_name: str, body: dict[str, Any]) -> dict[str, Any]:
    """The document of a decoded root message of type ``type_name``: its envelope, then its fields."""
    doc: dict[str, Any] = {
        SCHEMA_KEY: schema_url(type_name),
        ENVELOPE_KEY: {"format_version": FORMAT_VERSION, "type": type_name},
    }
    doc.update(body)
    return doc


def reads_as_model(data: Any, registry: Registry) -> bool:
    """Whether root-type inference (:func:`onnxjson.codec.roots.infer_type`) takes ``data`` for a ModelProto (its top-level fields fit one)."""
    return _shallow_fits(data, registry.messages["ModelProto"])


def split_envelope(doc: Any, registry: Registry,
                   type_name: str | None) -> tuple[MessageSpec, dict[str, Any], dict[str, Any]]:
    """Return (root spec, envelope, message fields) of a parsed JSON document.

    Foreign documents (no envelope) are normalised; ``type_name`` (from ``--type``) is required to
    agree with the envelope when both are given.
    """
    if not isinstance(doc, dict):
        kind = "null" if doc is None else type(doc).__name__.replace("dict", "object").replace(
            "list", "array").replace("str", "string")
        raise DocumentError(f"the document must be a JSON object, not {kind}")
    envelope = doc.get(ENVELOPE_KEY)
    body = {k: v for k, v in doc.items() if k not in (ENVELOPE_KEY, SCHEMA_KEY)}
    if envelope is None:
        spec = resolve_type(type_name or "ModelProto", registry)
        text_is_base64 = _reads_as_protobuf_json(body, SCHEMA_KEY in doc, spec, registry)
        return spec, {}, normalise_foreign(body, spec, registry, "", text_is_base64=text_is_base64)
    if not isinstance(envelope, dict):
        raise DocumentError("must be an object", path=ENVELOPE_KEY)
    version = envelope.get("format_version")
    if isinstance(version, bool) or not isinstance(version, int):
        raise DocumentError("format_version must be an integer", path=f"{ENVELOPE_KEY}.format_version")
    if version > FORMAT_VERSION or version < 1:
        raise DocumentError(
            f"format_version {version} is not supported by this onnxjson (it reads 1..{FORMAT_VERSION}); "
            "upgrade onnxjson", path=f"{ENVELOPE_KEY}.format_version")
    doc_type = envelope.get("type", "ModelProto")
    if not isinstance(doc_type, str):
        raise DocumentError("type must be a string", path=f"{ENVELOPE_KEY}.type")
    try:
        spec = resolve_type(doc_type, registry)
    except DocumentError as e:
        raise DocumentError(e.message, path=f"{ENVELOPE_KEY}.type") from None
    if type_name is not None and resolve_type(type_name, registry) is not spec:
        raise DocumentError(f"the document holds a {spec.name}, not a {type_name}",
                            path=f"{ENVELOPE_KEY}.type")
    return spec, envelope, body


# -- long strings of large documents ---------------------------------------------------------------
# Where a LongText may stay lazy: the contexts of the walk in settle_long_text.
_OTHER, _MESSAGE, _MESSAGES, _PAYLOADS, _BYTES_HOLDER, _UNKNOWN, _UNKNOWN_ENTRY, _LAYOUT, _EARLIER, _HEX = \
    range(10)


def settle_long_text(doc: Any, registry: Registry, type_name: str | None = None) -> Any:
    """Read every :class:`LongText` of a document into a ``str``, except in payload positions.

    The large-document reader leaves long strings in the text wherever they are. Only the values
    that are payloads stay lazy: base64 of ``bytes`` fields (also as ``{"$bytes": ...}``),
    ``$unknown`` values and ``$layout.earlier`` hex; the codec, the schema check, the weights code,
    diff and info stream or measure those. Everything else (names and other text fields, also when
    written ``{"$bytes": ...}``; enum names; keys nobody knows) becomes a plain ``str``, so no other
    code ever meets a LongText. Returns ``doc`` (changed in place).
    """
    root: MessageSpec | None = None
    if isinstance(doc, dict):
        envelope = doc.get(ENVELOPE_KEY)
        name = as_text(envelope.get("type", "ModelProto")) if isinstance(envelope, dict) \
            else type_name or "ModelProto"
        root = registry.messages.get(name) if isinstance(name, str) else None
    elif isinstance(doc, LongText):
        return doc.text()
    if not isinstance(doc, (dict, list)):
        return doc
    # One frame a level of nesting (the container, its items' iterator, its context and spec), not
    # an entry for every container found: a large document of empty messages held a tuple each.
    todo: list[tuple[Any, Iterator[tuple[Any, Any]], int, MessageSpec | None]] = [
        (doc, iter(doc.items() if type(doc) is dict else enumerate(doc)), _MESSAGE if root is not None else _OTHER,
         root)]
    while todo:
        container, items, context, spec = todo[-1]
        for key, item in items:
            child, child_spec = _OTHER, None
            if context == _MESSAGE and spec is not None:
                if key == UNKNOWN_KEY:
                    child = _UNKNOWN
                elif key == LAYOUT_KEY:
                    child = _LAYOUT
                else:
                    f = spec.by_name.get(key) if isinstance(key, str) else None
                    if f is None:
                        pass
                    elif f.kind in ("message", "group") and f.message:
                        child, child_spec = (_MESSAGES if f.repeated else _MESSAGE), registry.messages[f.message]
                    elif f.kind == "bytes" and not f.text:
                        child = _PAYLOADS if type(item) is list else _BYTES_HOLDER
                        if type(item) is LongText:
                            continue
            elif context == _MESSAGES:
                child, child_spec = _MESSAGE, spec
            elif context == _PAYLOADS:
                if type(item) is LongText:
                    continue
                child = _BYTES_HOLDER
            elif context == _BYTES_HOLDER:
                if key == BYTES_KEY and type(item) is LongText:
                    continue
            elif context == _UNKNOWN:
                child = _UNKNOWN_ENTRY
            elif context == _UNKNOWN_ENTRY:
                if key == "value":
                    if type(item) is LongText:
                        continue
                    child = _UNKNOWN
            elif context == _LAYOUT:
                child = _EARLIER if key == "earlier" else _OTHER
            elif context == _EARLIER:
                child = _HEX
            elif context == _HEX and type(item) is LongText:
                continue
            t = type(item)
            if t is LongText:
                container[key] = item.text()  # the same key's value: the iteration goes on
            elif (t is dict or t is list) and item:
                todo.append((item, iter(item.items() if t is dict else enumerate(item)), child, child_spec))
                break
        else:
            todo.pop()
    return doc


# -- foreign input --------------------------------------------------------------------------------
_INT_KINDS = frozenset({"int32", "int64", "uint32", "uint64", "sint32", "sint64", "fixed32",
                        "fixed64", "sfixed32", "sfixed64"})



def encode_document(doc: Any, registry: Registry, *, type_name: str | None = None,
                    payloads: PayloadSource | None = None, max_depth: int = DEFAULTS.max_depth) -> Out:
    """Encode a document (envelope and all, or foreign protobuf JSON) as its root message."""
    spec, _envelope, body = split_envelope(doc, registry, type_name)
    return encode_message(body, spec, registry, payloads, max_depth=max_depth)

def _camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(p[:1].upper() + p[1:] for p in rest)


_INT64_KINDS = frozenset({"int64", "uint64", "sint64", "fixed64", "sfixed64"})


def _reads_as_protobuf_json(body: dict[str, Any], has_schema: bool, spec: MessageSpec,
                            registry: Registry) -> bool:
    """Whether the text-bytes strings of a document without envelope are base64 (protobuf JSON).

    Only those strings read differently in the two forms: ``"s": "LOGISTIC"`` is the text LOGISTIC in
    an onnxjson document and the base64 of six other bytes in protobuf's JSON mapping. The writers
    leave marks: onnxjson writes ``$schema``, ``$layout``, ``$unknown``, objects in bytes fields
    (``$bytes``, readable ``values``, payload references) and 64-bit integers as numbers; json_format
    writes 64-bit integers as strings and (by default) camelCase keys. A text string that is not
    base64 can only be onnxjson's. snake_case keys decide nothing (json_format writes them too, with
    ``preserving_proto_field_name``). When the text strings would differ and the marks do not say
    which form this is (none, or both), the document is refused with a hint: never a silent guess.
    The int32 fields that hold enum numbers (``TensorProto.data_type``, ``elem_type``, ``key_type``:
    ``forms.ENUM_LIKE``) are marks too: onnxjson writes their names, json_format their numbers; so a
    scalar STRING tensor (no dims, no other integer) is told by its ``"data_type": "STRING"``.
    """
    ours: str | None = SCHEMA_KEY if has_schema else None
    theirs: str | None = None
    text_path: str | None = None
    camel_of: dict[str, dict[str, Any]] = {}
    # Paths are parent links (_Path), made into text only for a mark (text at every level would
    # grow with the square of the depth).
    # The walk keeps one lazy iterator of children a level (:func:`_message_children`), never a
    # list of a message's children: a document of 500,000 empty nodes held a tuple and a path a node
    # (284 bytes a node beside the document's 72). Depth first, in document order: the first text
    # string is the one named.
    todo: list[Iterator[tuple[Any, MessageSpec, _Path]]] = [iter(((body, spec, ("",)),))]
    while todo and not (ours is not None and theirs is not None):
        for message, mspec, path in todo[-1]:
            if not isinstance(message, dict):
                continue
            camel = camel_of.get(mspec.name)
            if camel is None:
                camel = camel_of[mspec.name] = {_camel(f.name): f for f in mspec.fields.values()}
            nested = False
            for key, value in message.items():
                if not isinstance(key, str):
                    continue
                if key in (LAYOUT_KEY, UNKNOWN_KEY):
                    ours = ours or _path_text((path, f".{key}"))
                    continue
                f = mspec.by_name.get(key)
                if f is None:
                    f = camel.get(key)
                    if f is None:
                        continue
                    theirs = theirs or f"{_path_text((path, f'.{key}'))} (a camelCase key)"
                if f.kind in ("message", "group") and f.message:
                    nested = True
                    continue
                items = enumerate(value) if isinstance(value, list) and f.repeated else ((None, value),)
                for i, item in items:
                    if f.enum is not None and f.kind != "enum":
                        # An int32 field onnxjson writes by its enum's names (data_type "FLOAT"):
                        # json_format writes the number (and its parser refuses a name there).
                        if isinstance(item, str) and not _is_integer_text(item):
                            ours = ours or f"{_path_text(_item_path(path, key, i))} (an enum-like integer by its name)"
                    elif f.kind in _INT64_KINDS:
                        if isinstance(item, str):
                            theirs = theirs or f"{_path_text(_item_path(path, key, i))} (a 64-bit integer in quotes)"
                        elif isinstance(item, int) and not isinstance(item, bool):
                            ours = ours or f"{_path_text(_item_path(path, key, i))} (a 64-bit integer as a number)"
                    elif f.kind == "bytes":
                        if isinstance(item, dict):
                            ours = ours or _path_text(_item_path(path, key, i))
                        elif f.text and isinstance(item, str) and item:
                            try:
                                b64decode(item)
                            except ValueError:
                                ours = ours or f"{_path_text(_item_path(path, key, i))} (text that is not base64)"
                            text_path = text_path or _path_text(_item_path(path, key, i))
            if nested:
                todo.append(_message_children(message, mspec, camel, registry, path))
                break
        else:
            todo.pop()
    if text_path is None:
        return True  # nothing reads differently: the normalisation of protobuf JSON is harmless
    if ours is not None and theirs is None:
        return False
    if theirs is not None and ours is None:
        return True
    envelope = f'add "{ENVELOPE_KEY}": {{"format_version": {FORMAT_VERSION}, "type": "{spec.name}"}}'
    if ours is None:
        raise DocumentError(
            f"without the \"{ENVELOPE_KEY}\" envelope this text could be an onnxjson string or protobuf "
            "JSON base64, and nothing in the document says which: for an onnxjson document, "
            f"{envelope}; protobuf JSON is recognised by quoted 64-bit integers or camelCase keys",
            path=text_path)
    raise DocumentError(
        f"without the \"{ENVELOPE_KEY}\" envelope this text reads differently as an onnxjson string and as "
        f"protobuf JSON base64, and the document has marks of both (onnxjson: {ours}; protobuf JSON: "
        f"{theirs}): for an onnxjson document, {envelope}", path=text_path)


def _item_path(path: _Path, key: str, i: int | None) -> _Path:
    """The parent-link path of ``key`` (its element ``i`` when not None) in the message at ``path``."""
    kpath = (path, f".{key}")
    return kpath if i is None else (kpath, f"[{i}]")


def _message_children(message: dict[str, Any], mspec: MessageSpec, camel: dict[str, Any], registry: Registry,
                      path: _Path) -> Iterator[tuple[Any, MessageSpec, _Path]]:
    """(child, its spec, its path) of each message-kind value of ``message``, in document order,
    made as they are asked for."""
    for key, value in message.items():
        if not isinstance(key, str) or key in (LAYOUT_KEY, UNKNOWN_KEY):
            continue
        f = mspec.by_name.get(key)
        if f is None:
            f = camel.get(key)
        if f is None or f.kind not in ("message", "group") or not f.message:
            continue
        child = registry.messages[f.message]
        if isinstance(value, list) and f.repeated:
            for i, item in enumerate(value):
                yield item, child, _item_path(path, key, i)
        else:
            yield value, child, _item_path(path, key, None)


def _is_integer_text(text: str) -> bool:
    """Whether a string is an integer as protobuf's JSON parser reads one in quotes (``"8"``, ``"-1"``)."""
    try:
        int(text)
    except ValueError:
        return False
    return True


def normalise_foreign(doc: Any, spec: MessageSpec, registry: Registry, path: str, *,
                      text_is_base64: bool = True) -> Any:
    """Turn protobuf-JSON-mapping input (camelCase, int64 strings, base64 text) into document form.

    With ``text_is_base64`` false (a document recognised as onnxjson's without its envelope), the
    strings of text-bytes fields are kept as text. Walked without recursion (onnxjson._stack): such
    input nests as deep as any document; paths are parent links, made into text only for an error
    (text at every level would grow with the square of the depth).

    NOTE: what normalising leaves as it was is shared with ``doc``, not copied (a message, a list):
    a document already in document form (snake_case keys, numbers as numbers) is its own
    normalisation, and a document of 500,000 empty nodes made a second copy of them (as the
    enveloped path does, which shares the body's values with the document).
    """
    return _stack.run(_normalise_message(doc, spec, registry, (path,), text_is_base64))


#: A path as parent links: (text of the root) or (parent, ".name" or "[i]").
_Path = tuple[Any, ...]


def _path_text(path: _Path) -> str:
    parts: list[str] = []
    while len(path) == 2:
        path, part = path
        parts.append(part)
    return (path[0] + "".join(reversed(parts))).lstrip(".")


_FIELD_NAMES: dict[int, tuple[MessageSpec, dict[str, Any], dict[str, Any]]] = {}


def _field_names(spec: MessageSpec) -> tuple[dict[str, Any], dict[str, Any]]:
    """A message type's fields by name and by camelCase name, made once a type (not once a message:
    a document of 500,000 nodes made them 500,000 times)."""
    hit = _FIELD_NAMES.get(id(spec))
    if hit is None or hit[0] is not spec:
        hit = (spec, {f.name: f for f in spec.fields.values()}, {_camel(f.name): f for f in spec.fields.values()})
        _FIELD_NAMES[id(spec)] = hit
    return hit[1], hit[2]


def _normalise_message(doc: Any, spec: MessageSpec, registry: Registry, path: _Path,
                       text_is_base64: bool) -> Walk[Any]:
    if not isinstance(doc, dict):
        return doc
    names, camel = _field_names(spec)
    out: dict[str, Any] = {}
    same = True  # every key and value as in ``doc``: ``doc`` itself is the answer (see the NOTE above)
    for key, value in doc.items():
        if key in (LAYOUT_KEY, UNKNOWN_KEY):
            out[key] = value
            continue
        f = names.get(key) or camel.get(key)
        if f is None:
            out[key] = value  # reported by the encoder / schema with a suggestion
            continue
        if f.name in out:
            first = next((k for k in doc if k != key and (names.get(k) or camel.get(k)) is f), f.name)
            raise DocumentError(f"\"{first}\" and \"{key}\" name the same field",
                                path=_path_text((path, "." + key)))
        fpath = (path, "." + f.name)
        if isinstance(value, list) and f.repeated:
            items: list[Any] | None = None  # made at the first element that changes
            for i, v in enumerate(value):
                new = yield from _normalise_scalar(v, f, registry, (fpath, f"[{i}]"), text_is_base64)
                if items is None and new is not v:
                    items = value[:i]
                if items is not None:
                    items.append(new)
            new_value: Any = value if items is None else items
        else:
            new_value = yield from _normalise_scalar(value, f, registry, fpath, text_is_base64)
        out[f.name] = new_value
        same = same and new_value is value and f.name == key
    return doc if same else out


def _normalise_scalar(value: Any, f: Any, registry: Registry, path: _Path, text_is_base64: bool) -> Walk[Any]:
    if f.kind == "message" and isinstance(value, dict):
        return (yield _normalise_message(value, registry.messages[f.message], registry, path, text_is_base64))
    if f.kind in _INT_KINDS and isinstance(value, str):
        try:
            return int(value)
        except ValueError:
            return value
    if f.text and isinstance(value, str) and text_is_base64:
        try:
            raw = b64decode(value)
        except ValueError:
            return value  # unreachable: such text marks an onnxjson document (_reads_as_protobuf_json)
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            return {BYTES_KEY: value}
    return value


def reads_as_protobuf(data: Any, registry: Registry, type_name: str | None = None) -> bool:
    """Whether ``data`` decodes as a message of ``type_name`` (None: of any root type) without an
    error: then it may be protobuf, whatever its first bytes look like (a GraphProto whose first node
    is 123 bytes long starts with ``\\n{``, a NodeProto with ``\\n[``), and no sniffing refuses it.
    Read without making a document (:func:`~onnxjson.codec.encode.reads_as_message`)."""
    names = ROOT_TYPES if type_name is None else (resolve_type(type_name, registry).name,)
    return any(reads_as_message(data, registry.messages[name], registry) for name in names)


def sniff_document(data: Any, registry: Registry) -> str | None:
    """What an input that should be a JSON document looks like when it is an ONNX model, or None."""
    head = bytes(data[:16])
    if not head:
        return None
    if head.lstrip(b"\xef\xbb\xbf \t\r\n")[:1] in (b"{", b"["):
        # JSON text that did not parse, or protobuf that starts like it ("\n{": a GraphProto whose
        # first node is 123 bytes long): said only of what a root type reads.
        if not reads_as_protobuf(data, registry):
            return None
        return ("this is an ONNX message (binary protobuf), not a JSON document: dump it to JSON first "
                "(type=NAME names its message), or verify it as it is")
    spec = registry.messages["ModelProto"]
    try:
        key, _ = read_varint(data, 0, min(len(data), 10))
    except (TruncatedError, VarintError):
        return None
    first = spec.fields.get(key >> 3)
    if first is not None and (key & 7) == first.wire_type and _shallow_fits(data, spec):
        return ("this is an ONNX model (binary protobuf), not a JSON document: dump it to JSON first, "
                "or verify it as it is")
    return None


def sniff(data: Any) -> str | None:
    """A short description of what a non-protobuf file looks like, or None."""
    head = bytes(data[:512])
    stripped = head.lstrip(b"\xef\xbb\xbf \t\r\n")
    if not head:
        return "the file is empty"
    if stripped[:1] in (b"{", b"["):
        return "this looks like JSON text, not ONNX protobuf (to turn a document into ONNX, use onnxjson build)"
    if head.startswith(b"PK\x03\x04"):
        return "this looks like a zip archive, not ONNX protobuf"
    if head.startswith(b"\x89PNG") or head.startswith(b"\xff\xd8\xff"):
        return "this looks like an image, not ONNX protobuf"
    if head.startswith(b"\x1f\x8b"):
        return "this looks like a gzip file, not ONNX protobuf"
    printable = sum(32 <= b < 127 or b in (9, 10, 13) for b in head)
    if printable == len(head) and len(head) >= 4:
        return "this looks like plain text, not ONNX protobuf"
    return None

