"""Messages as trees of fields whose framing can be changed field by field, for the framing tests.

NOTE: a tree is read from canonical bytes with the message declarations (onnx's and the onnx-light
catalogue's, to know which length-delimited fields hold messages) and written back by its own
writer (tests/wirebuild.py's varints), with each field's tag, length and value in the form a test
gives it: padded varints of any size, values with bits beyond what the reader keeps, other wire
types, lengths off by a few bytes, groups opened and closed in every way. It writes what protobuf
may or may not accept; the tests ask protobuf which (the oracle), never onnxjson.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from wirebuild import varint

from onnxjson.proto import registry

VARINT, I64, LEN, SGROUP, EGROUP, I32 = 0, 1, 2, 3, 4, 5


@dataclass
class Field:
    """One field: ``content`` is an int (a varint), bytes (fixed width or length-delimited) or a
    list of fields (a message; a group when ``wire_type`` is SGROUP). The forms left None are
    written canonically."""

    number: int
    wire_type: int
    content: Any
    tag: bytes | None = None  # the tag's bytes as written
    length: bytes | None = None  # the length prefix's bytes as written
    value: bytes | None = None  # a varint value's bytes as written
    end: bytes | None = None  # a group's end tag as written (b"" leaves it out)


def parse(data: bytes, type_name: str) -> list[Field]:
    """The fields of canonical ``data``, a message of ``type_name`` (message fields as trees)."""
    spec = registry().messages[type_name]
    out: list[Field] = []
    pos = 0
    while pos < len(data):
        key, pos = _read(data, pos)
        number, wt = key >> 3, key & 7
        if wt == VARINT:
            value, pos = _read(data, pos)
            out.append(Field(number, wt, value))
        elif wt in (I32, I64):
            width = 4 if wt == I32 else 8
            out.append(Field(number, wt, data[pos:pos + width]))
            pos += width
        elif wt == LEN:
            n, pos = _read(data, pos)
            body = data[pos:pos + n]
            pos += n
            f = spec.fields.get(number)
            if f is not None and f.kind == "message" and f.message:
                out.append(Field(number, wt, parse(body, f.message)))
            else:
                out.append(Field(number, wt, body))
        else:
            raise ValueError(f"canonical input has wire type {wt}")
    return out


def _read(data: bytes, pos: int) -> tuple[int, int]:
    result = shift = 0
    while True:
        b = data[pos]
        pos += 1
        result |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return result, pos


def pad(value: int, size: int) -> bytes:
    """``value`` as a varint of at least ``size`` bytes (0x80 continuation bytes and a last 0x00)."""
    return varint(value, min_len=size) if size > len(varint(value)) else varint(value)


def write(fields: list[Field]) -> bytes:
    out = bytearray()
    for f in fields:
        out += f.tag if f.tag is not None else varint((f.number << 3) | f.wire_type)
        if f.wire_type == EGROUP:
            continue
        content = f.content
        if isinstance(content, list):
            body = write(content)
            if f.wire_type == SGROUP:
                out += body
                out += f.end if f.end is not None else varint((f.number << 3) | EGROUP)
                continue
        elif isinstance(content, int):
            out += f.value if f.value is not None else varint(content)
            continue
        else:
            body = content
        if f.wire_type in (I32, I64) and f.length is None:
            out += body
            continue
        out += f.length if f.length is not None else varint(len(body))
        out += body
    return bytes(out)


def all_fields(fields: list[Field]) -> list[tuple[list[Field], int, int]]:
    """Every field of a tree as (its list, its index, its depth), breadth first."""
    found: list[tuple[list[Field], int, int]] = []
    todo = [(fields, 1)]
    while todo:
        current, depth = todo.pop(0)
        for i, f in enumerate(current):
            found.append((current, i, depth))
            if isinstance(f.content, list):
                todo.append((f.content, depth + 1))
    return found


def _size(rng: random.Random) -> int:
    """A varint's size in bytes: 5 and 6 (either side of what protobuf reads) often."""
    return rng.choice((1, 2, 4, 5, 5, 6, 6, 7, 10, 11))


def unknown_field(rng: random.Random) -> Field:
    """A field that its message may not declare, of any wire type and framing (groups of every
    shape, a lone end-group tag, wire types 6 and 7)."""
    number = rng.choice((16, 99, 1000, 1001, 1002, 1099, 1100, 4095, (1 << 29) - 1, rng.randint(16, 20000)))
    kind = rng.randrange(9)
    if kind == 0:
        return Field(number, VARINT, rng.getrandbits(rng.choice((3, 32, 64))))
    if kind == 1:
        return Field(number, I32, rng.randbytes(4))
    if kind == 2:
        return Field(number, I64, rng.randbytes(8))
    if kind == 3:
        body = rng.choice((rng.randbytes(rng.randint(0, 12)), b"\x0a\x01x", b"\x08\x96\x01", b"\x0a\x05"))
        return Field(number, LEN, body)
    if kind == 4:  # a group, closed
        inner = [unknown_field(rng) for _ in range(rng.randint(0, 2))]
        inner = [f for f in inner if f.wire_type != EGROUP]
        return Field(number, SGROUP, inner)
    if kind == 5:  # a group closed by another number's end tag, or not closed
        other = rng.choice((number + 1, number - 1 or 2))
        return Field(number, SGROUP, [], end=rng.choice((b"", varint((other << 3) | EGROUP))))
    if kind == 6:  # an end-group tag with no start
        return Field(number, EGROUP, [], tag=varint((number << 3) | EGROUP), end=b"")
    if kind == 7:  # wire types 6 and 7
        return Field(number, rng.choice((6, 7)), 1, value=b"\x01")
    return Field(number, LEN, rng.randbytes(rng.randint(0, 6)))


def mutate(fields: list[Field], rng: random.Random) -> str:
    """Change the framing of one field of the tree (or add one); return what was done."""
    places = all_fields(fields)
    if not places or rng.random() < 0.15:
        target = rng.choice([fields] + [p[0][p[1]].content for p in places if isinstance(p[0][p[1]].content, list)
                                        and p[0][p[1]].wire_type == LEN])
        new = unknown_field(rng)
        target.insert(rng.randint(0, len(target)), new)
        return f"insert field {new.number} wt {new.wire_type} end={new.end!r}"
    lst, i, depth = rng.choice(places)
    f = lst[i]
    key = (f.number << 3) | f.wire_type
    pick = rng.randrange(10)
    if pick <= 2:
        f.tag = pad(key, _size(rng))
        return f"tag of {f.number} in {len(f.tag)} bytes (depth {depth})"
    if pick == 3:
        choice = rng.randrange(4)
        if choice == 0:
            f.tag = varint(key + (rng.randint(1, 7) << 32))
        elif choice == 1:
            f.tag = pad(f.wire_type, rng.choice((1, 2, 5)))  # field number 0 (read inside a group only)
        elif choice == 2:
            f.tag = pad(((1 << 29) - 1) << 3 | f.wire_type, 5)
        else:
            f.tag = varint((1 << 29) << 3 | f.wire_type)
        return f"tag {f.tag.hex()} of {f.number}"
    if pick == 4:
        f.tag = varint((f.number << 3) | rng.choice([w for w in range(8) if w != f.wire_type]))
        return f"wire type of {f.number} changed: tag {f.tag.hex()}"
    if f.wire_type == LEN and pick <= 7:
        body = write(f.content) if isinstance(f.content, list) else f.content
        if pick <= 6:
            f.length = pad(len(body), _size(rng))
        elif rng.random() < 0.5:
            f.length = varint(len(body) + (rng.randint(1, 7) << 32))
        else:
            f.length = varint(max(0, len(body) + rng.choice((-2, -1, 1, 2))))
        return f"length of {f.number} written {f.length.hex()} (body {len(body)}, depth {depth})"
    if f.wire_type == VARINT and pick <= 7:
        value = f.content & ((1 << 64) - 1)
        if rng.random() < 0.3:
            f.value = bytes(b | 0x80 for b in pad(value, 10)[:9]) + bytes((rng.randint(0, 127),))
        else:
            f.value = pad(value, rng.choice((1, 2, 9, 10, 10, 11)))
        return f"value of {f.number} written {f.value.hex()}"
    if f.wire_type == LEN and not isinstance(f.content, list) and pick == 8:
        f.content = rng.randbytes(rng.randint(0, 10))
        return f"contents of {f.number} replaced by {f.content.hex()}"
    f.tag = pad(key, 5)
    return f"tag of {f.number} in 5 bytes"
