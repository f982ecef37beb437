"""The compiled twins of the generated fast decoders and encoders (``decode`` of
onnxjson/_accel_decode.c, ``encode`` of onnxjson/_accel_encode.c).

NOTE: :mod:`onnxjson.codec.fastdecode` generates one Python function per message type from the
descriptors; the compiled accelerator (:mod:`onnxjson.accel`, optional) reads the same canonical
messages in C from tables made here once per :class:`~onnxjson.proto.Registry`. It checks what the
generated functions check (fields in increasing number order, each singular field once and at most
one member of a oneof, each repeated field in one run, packed exactly as declared and never empty,
minimal tags, lengths and varints, values of closed enums known to the enum, no unknown field, no
group, the depth) and makes the same values: ints, enum names and
UTF-8 strings itself, everything else with the same helpers (``float32_to_doc``,
``double_to_doc``, ``text_to_doc``, ``Blob``, :mod:`onnxjson.codec.fastwire`'s packed readers,
``FastOptions.readable`` after each TensorProto). Where a generated function returns None, so
does it, and the reference decoder takes the input. Unpacked scalar kinds that onnx's messages do
not use (bool, sint32/64, fixed and sfixed) are left to the reference too (None), so every path of
the C code is one the package's messages take. tests/test_accel.py compares the two paths'
documents (types included) and their None over real models and random wire input.

The encoder is the mirror: :mod:`onnxjson.codec.fastencode` generates one Python function per
message type, and the accelerator writes the same bytes in C from tables made here, with the same
tests (exact types, ranges, enum names, finite floats that fit, UTF-8 text, no key that is not a
field, the depth) and the same helpers for every value it does not make itself (a float that is
not an exact float, base64 that is not plain, readable values other than exact floats, ints and
bools of the common types). It gives None where a generated function gives None, and hands a
nested message it does not take to the reference (``slow``) where a generated function's parent
does. tests/test_accel.py compares its bytes and its None with the generated functions' over real
documents, random edits of them, generated documents and odd values.

The piece encoder (``encode_pieces``, the same tables) takes the documents whose payloads are
references (a sidecar's ranges, stripped payloads filled back), which the generated functions leave
to the reference: it asks the caller for each reference's payload and keeps a large one as a piece
of the output, its length written but its bytes not read (codec/encode.py's ``_piece_encode`` makes
the parts the reference makes). tests/test_accel_pieces.py compares it with the reference encoder.

The walk (``decodes``, the decoder's tables) answers whether the compiled decoder, without readable
values, would give a document, making none: dec_message's walk with the varints and packed runs
read as it reads them (tests/test_diff_identical.py compares the two on damaged and generated input).

The checker (``check`` of the accelerator) is the twin of the generated checkers (validate's encoder
stage): the compiled encoder's own pass, with its tables, making no bytes; True where a generated
checker returns True, None where it returns None, the same messages handed to ``slow``.
tests/test_accel_encode.py compares it with the generated checkers wherever it compares the encoders.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from onnxjson import accel
from onnxjson.codec.fastdecode import FastOptions
from onnxjson.codec.fastencode import BIG_PAYLOAD
from onnxjson.codec.fastwire import packed_fixed, packed_varints
from onnxjson.codec.tensors import DATA_TYPE_NUMBERS, data_type_number, values_to_raw
from onnxjson.codec.values import (
    Blob,
    b64decode,
    double_from_doc,
    double_to_doc,
    float32_from_doc,
    float32_to_doc,
    text_to_doc,
)
from onnxjson.proto import FieldSpec, Registry
from onnxjson.proto.forms import ENUM_NAME, TEXT

__all__ = [
    "MAX_DEPTH",
    "compiled_checker",
    "compiled_decoder",
    "compiled_encoder",
    "compiled_piece_encoder",
    "compiled_range_decoder",
    "compiled_walker",
]

#: The compiled decoder and encoder go no deeper than this many messages (their C stack); deeper
#: input is the reference's.
MAX_DEPTH = 2000

#: What the compiled decoder takes: (data, message name, options, deepest) -> document or None.
Decoder = Callable[[Any, str, FastOptions, int], "dict[str, Any] | None"]

_CACHE: dict[tuple[str, int], tuple[Registry, Any]] = {}


def _per_registry(kind: str, registry: Registry, make: Callable[[Registry, Any], Any]) -> Any:
    """``make(registry, compiled)`` once per registry and kind, or None when the accelerator is not built."""
    if accel.compiled is None:
        return None
    cached = _CACHE.get((kind, id(registry)))
    if cached is None or cached[0] is not registry:
        cached = (registry, make(registry, accel.compiled))
        _CACHE[(kind, id(registry))] = cached
    return cached[1]


def _field_rows(registry: Registry, index: dict[str, int], enum_side: str) -> list[list[tuple[Any, ...]]]:
    """Each message's fields as the C tables read them (groups are the reference's).

    The C side reads a field's JSON form (proto/forms.py) from two columns: its text flag (form
    TEXT: a string, or ``{"$bytes"}``) and its enum table (form ENUM_NAME: the enum's ``by_number``
    map for the decoder, ``by_name`` for the encoder; None for any other form). Its kind is for the
    wire (and, as in fastwire, a float or double kind is its float form).
    """
    return [[(f.name, f.number, f.kind, f.wire_type, f.repeated, f.packed, f.form == TEXT,
              index[f.message or ""] if f.kind == "message" else -1,
              getattr(registry.enums[f.enum or ""], enum_side) if f.form == ENUM_NAME else None)
             for f in spec.ordered() if f.kind != "group"]
            for spec in registry.messages.values()]


def compiled_decoder(registry: Registry) -> Decoder | None:
    """The compiled decoder for the messages of ``registry``, or None when it is not built.

    Called as ``decoder(data, name, options, deepest)``, it returns what the generated function
    of message ``name`` returns for the whole of ``data`` (the document, or None), with messages
    nested deeper than ``deepest`` (at most :data:`MAX_DEPTH`) counted as not its own.
    """
    decoder: Decoder | None = _per_registry("decoder", registry, _make)
    return decoder


def _decoder_tables(registry: Registry, compiled: Any) -> tuple[dict[str, int], Any]:
    """(message index by name, the decoder's tables), shared by the whole-buffer and range decoders."""
    index = {name: i for i, name in enumerate(registry.messages)}
    rows = _field_rows(registry, index, "by_number")
    messages = []
    for (name, spec), fields in zip(registry.messages.items(), rows, strict=True):
        # Each row ends with the index of its oneof in the message (-1: none): a second member is
        # the reference's, as in the generated functions.
        oneofs = {oneof: i for i, oneof in enumerate(spec.oneofs())}
        kinds = [f for f in spec.ordered() if f.kind != "group"]
        messages.append((name == "TensorProto",
                         [(*row, oneofs[f.oneof] if f.oneof is not None else -1)
                          for row, f in zip(fields, kinds, strict=True)]))
    tables = compiled.tables(messages, (float32_to_doc, double_to_doc, text_to_doc, Blob, packed_varints,
                                        packed_fixed))
    return index, tables


def _make(registry: Registry, compiled: Any) -> Decoder:
    index, tables = _per_registry("decoder_tables", registry, _decoder_tables)
    decode = compiled.decode

    def decoder(data: Any, name: str, options: FastOptions, deepest: int) -> dict[str, Any] | None:
        doc: dict[str, Any] | None = decode(tables, index[name], data, options, min(deepest, MAX_DEPTH),
                                            bool(options.limit))
        return doc

    return decoder


#: What the compiled walk takes: (data, message name, deepest) -> whether the decoder gives a document.
Walker = Callable[[Any, str, int], bool]


def compiled_walker(registry: Registry) -> Walker | None:
    """Whether the compiled decoder gives a document, told without making it (``decodes`` of
    ``_accel_decode.c``), or None when the accelerator is not built.

    Called as ``walker(data, name, deepest)``, it is True exactly where ``decoder(data, name,
    options, deepest)`` without readable values (``values_limit`` 0) returns a document rather than
    None: diff of identical inputs asks it whether the one it reads would decode.
    """
    walker: Walker | None = _per_registry("walker", registry, _make_walker)
    return walker


def _make_walker(registry: Registry, compiled: Any) -> Walker:
    index, tables = _per_registry("decoder_tables", registry, _decoder_tables)
    decodes = compiled.decodes

    def walker(data: Any, name: str, deepest: int) -> bool:
        return bool(decodes(tables, index[name], data, min(deepest, MAX_DEPTH)))

    return walker


#: What the compiled range decoder takes: (data, message name, options, deepest, start, stop, depth),
#: the message at data[start:stop] nested at ``depth`` (the root is 1) -> document or None.
RangeDecoder = Callable[[Any, str, FastOptions, int, int, int, int], "dict[str, Any] | None"]


def compiled_range_decoder(registry: Registry) -> RangeDecoder | None:
    """The compiled decoder of one message inside a buffer (``decode_range`` of ``_accel_decode.c``): what
    the generated function gives for that range at that depth, Blob offsets those of the whole
    buffer; None when the accelerator is not built."""
    decoder: RangeDecoder | None = _per_registry("range_decoder", registry, _make_range)
    return decoder


def _make_range(registry: Registry, compiled: Any) -> RangeDecoder:
    index, tables = _per_registry("decoder_tables", registry, _decoder_tables)
    decode_range = compiled.decode_range

    def decoder(data: Any, name: str, options: FastOptions, deepest: int, start: int, stop: int,
                depth: int) -> dict[str, Any] | None:
        doc: dict[str, Any] | None = decode_range(tables, index[name], data, options, min(deepest, MAX_DEPTH),
                                                  bool(options.limit), start, stop, depth)
        return doc

    return decoder


#: What the compiled encoder takes: (document, message name, slow, deepest) -> bytes or None.
Encoder = Callable[[Any, str, Callable[[Any, str, int], Any], int], "bytearray | None"]

def compiled_encoder(registry: Registry) -> Encoder | None:
    """The compiled encoder for the messages of ``registry``, or None when it is not built.

    Called as ``encoder(doc, name, slow, deepest)``, it returns what the generated function of
    message ``name`` returns for ``doc`` at depth 0 when its context's ``maxd`` is ``deepest`` (at
    most :data:`MAX_DEPTH`) and its ``slow`` is ``slow``: the bytes (a bytearray), or None.
    """
    encoder: Encoder | None = _per_registry("encoder", registry, _make_encoder)
    return encoder


class _EncoderTables(NamedTuple):
    """What ``encode``, ``encode_pieces`` and ``check`` of the compiled module share."""

    message_index: dict[str, int]  #: by message name
    tables: Any  #: the C tables
    fields: list[dict[str, FieldSpec]]  #: each message's fields by name, by the tables' owner index

    def asker(self, payload: Payload) -> Callable[[Any, Any, int, str], Any]:
        """What the C side calls for a payload reference, (reference, message, owner index, field
        name), asking ``payload`` with the field's spec."""
        fields = self.fields

        def ask(ref: Any, message: Any, owner: int, field: str) -> Any:
            return payload(ref, message, fields[owner][field])

        return ask


def _encoder_tables(registry: Registry, compiled: Any) -> _EncoderTables:
    index = {name: i for i, name in enumerate(registry.messages)}
    messages = list(zip(registry.messages, _field_rows(registry, index, "by_name"), strict=True))
    tables = compiled.enc_tables(messages, (float32_from_doc, double_from_doc, b64decode, data_type_number,
                                            values_to_raw), DATA_TYPE_NUMBERS, BIG_PAYLOAD)
    return _EncoderTables(index, tables, [spec.by_name for spec in registry.messages.values()])


def _make_encoder(registry: Registry, compiled: Any) -> Encoder:
    index, tables, _ = _per_registry("encoder tables", registry, _encoder_tables)
    encode = compiled.encode

    def encoder(doc: Any, name: str, slow: Callable[[Any, str, int], Any], deepest: int) -> bytearray | None:
        data: bytearray | None = encode(tables, index[name], doc, slow, min(deepest, MAX_DEPTH))
        return data

    return encoder


#: What a piece encoder asks for a payload reference: (reference, message, field) -> None (not
#: mine), the bytes of a small payload, or a large payload object with a length (a piece).
Payload = Callable[[Any, Any, FieldSpec], Any]
#: What the compiled encoder of documents with payload references takes: (document, message name,
#: slow, deepest, payload) -> (bytes, [(offset, piece), ...]) or None.
PieceEncoder = Callable[[Any, str, Callable[[Any, str, int], Any], int, Payload],
                        "tuple[bytearray, list[tuple[int, Any]]] | None"]


def compiled_piece_encoder(registry: Registry) -> PieceEncoder | None:
    """The compiled encoder for documents whose payloads are references, or None when it is not built.

    Called as ``encoder(doc, name, slow, deepest, payload)``, it is the compiled encoder (see
    :func:`compiled_encoder`) that hands each payload reference (an object in a bytes field, other
    than ``{"values": [...]}``) to ``payload(ref, message, field)``: None sends the message to
    ``slow``, bytes are put in place, and any other answer is a piece, its length written and the
    object returned beside the bytes with its offset in them (the output is those bytes with each
    piece inserted at its offset).
    """
    encoder: PieceEncoder | None = _per_registry("piece encoder", registry, _make_piece_encoder)
    return encoder


def _make_piece_encoder(registry: Registry, compiled: Any) -> PieceEncoder:
    shared: _EncoderTables = _per_registry("encoder tables", registry, _encoder_tables)
    index, tables = shared.message_index, shared.tables
    encode = compiled.encode_pieces

    def encoder(doc: Any, name: str, slow: Callable[[Any, str, int], Any], deepest: int,
                payload: Payload) -> tuple[bytearray, list[tuple[int, Any]]] | None:
        found: tuple[bytearray, list[tuple[int, Any]]] | None = encode(
            tables, index[name], doc, slow, min(deepest, MAX_DEPTH), shared.asker(payload))
        return found

    return encoder


#: What the compiled checker takes: (document, message name, slow, deepest, payload or None) -> True or None.
Checker = Callable[[Any, str, Callable[[Any, str, int], Any], int, "Payload | None"], "bool | None"]


def compiled_checker(registry: Registry) -> Checker | None:
    """The compiled checker for the messages of ``registry``, or None when it is not built.

    Called as ``checker(doc, name, slow, deepest, payload)``, it returns what the generated checker of
    message ``name`` returns for ``doc`` at depth 0 when its context's ``maxd`` is ``deepest`` (at
    most :data:`MAX_DEPTH`) and its ``slow`` is ``slow``: True, or None. With a ``payload`` (see
    :func:`compiled_piece_encoder`), a document whose payloads are references: True where the piece
    encoder gives bytes, each reference asked for as it asks (its answer only measured).
    """
    checker: Checker | None = _per_registry("checker", registry, _make_checker)
    return checker


def _make_checker(registry: Registry, compiled: Any) -> Checker:
    shared: _EncoderTables = _per_registry("encoder tables", registry, _encoder_tables)
    index, tables = shared.message_index, shared.tables
    check = compiled.check

    def checker(doc: Any, name: str, slow: Callable[[Any, str, int], Any], deepest: int,
                payload: Payload | None = None) -> bool | None:
        if payload is None:
            answer: bool | None = check(tables, index[name], doc, slow, min(deepest, MAX_DEPTH))
            return answer
        answer = check(tables, index[name], doc, slow, min(deepest, MAX_DEPTH), shared.asker(payload))
        return answer

    return checker
