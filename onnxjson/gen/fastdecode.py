"""The generator of ``codec/_fastgen.py``: the fast decoders, one plain Python function per message.

NOTE: what the generated functions read, and why, is :mod:`onnxjson.codec.fastdecode`'s to say (it
loads them). Each is a chain of comparisons on the tag byte, with field names, wire types, enum
tables and the order checks written into the code; on anything the reference would record in
``$layout`` (or refuse) it returns ``None``. The wire readers it calls live in
:mod:`onnxjson.codec.fastwire`, the values are made by the reference's own helpers.
"""

from __future__ import annotations

from onnxjson._digest import sha256
from onnxjson.proto import I32, I64, LEN, VARINT, FieldSpec, MessageSpec, Registry
from onnxjson.proto.forms import ENUM_NAME, FLOAT32, FLOAT64, TEXT

__all__ = ["RUN_BYTES", "generated_source"]

#: A repeated scalar field whose first element has more bytes than this after it in its message
#: is read a run at a time (a forest's attribute lists: one call, not a turn of the loop an element).
RUN_BYTES = 4096


class _Generator:
    def __init__(self, registry: Registry) -> None:
        self.registry = registry
        self.names = {name: f"m{i}" for i, name in enumerate(registry.messages)}
        self.consts: dict[str, str] = {}  # table name -> enum name
        self.lines: list[str] = []

    def const(self, enum: str) -> str:
        """The name of the module-level table of ``enum``'s value names by number."""
        for name, known in self.consts.items():
            if known == enum:
                return name
        name = f"E{len(self.consts)}"
        self.consts[name] = enum
        return name

    def emit(self, indent: int, text: str) -> None:
        self.lines.append("    " * indent + text)

    def length(self, i: int) -> None:
        e = self.emit
        e(i, "if pos >= end: return None")
        e(i, "n = buf[pos]")
        e(i, "if n < 128:")
        e(i + 1, "pos += 1")
        e(i, "else:")
        e(i + 1, "n, pos = _len(buf, pos, end)")
        e(i + 1, "if n < 0: return None")
        e(i, "stop = pos + n")
        e(i, "if stop > end: return None")

    def value(self, i: int, f: FieldSpec) -> bool:
        """Code that reads one element of ``f`` into ``v`` (pos moves past it); False: not handled."""
        e = self.emit
        kind = f.kind
        enum = None
        if f.form == ENUM_NAME:
            enum = self.const(f.enum or "")
        if f.wire_type == VARINT:
            small = {"bool": 2, "sint32": 0, "sint64": 0}.get(kind, 128)
            e(i, "if pos >= end: return None")
            e(i, "v = buf[pos]")
            e(i, f"if v < {small}:")
            e(i + 1, "pos += 1")
            if kind == "bool":
                e(i + 1, "v = v == 1")
            e(i, "else:")
            e(i + 1, f"v, pos = _vint(buf, pos, end, {kind!r})")
            e(i + 1, "if pos < 0: return None")
            if enum is not None and kind == "enum":  # a closed enum: an unknown value is an unknown field
                e(i, f"v = {enum}.get(v)")
                e(i, "if v is None: return None")
            elif enum is not None:
                e(i, f"v = {enum}.get(v, v)")
            return True
        if f.wire_type in (I32, I64):
            width = 4 if f.wire_type == I32 else 8
            e(i, f"stop = pos + {width}")
            e(i, "if stop > end: return None")
            if f.form == FLOAT32:
                e(i, "v = _f32(buf[pos:stop])")
            elif f.form == FLOAT64:
                e(i, "v = _f64(buf[pos:stop])")
            else:
                e(i, f"v = _scalar({kind!r}, bytes(buf[pos:stop]))")
            e(i, "pos = stop")
            return True
        if f.wire_type != LEN:
            return False  # groups
        self.length(i)
        if kind == "message":
            e(i, f"v = {self.names[f.message or '']}(buf, pos, stop, o, depth + 1)")
            e(i, "if v is None: return None")
        elif f.form == TEXT:
            e(i, "try:")
            e(i + 1, "v = str(buf[pos:stop], 'utf-8')")
            e(i, "except UnicodeDecodeError:")
            e(i + 1, "v = _text(buf[pos:stop])")
        else:
            e(i, "v = _Blob(buf[pos:stop], o.src, pos)")
        e(i, "pos = stop")
        return True

    def run_reader(self, f: FieldSpec, key: int) -> str | None:
        """The call reading a whole run of ``f`` (repeated, not packed) tagged ``key``, or None:
        element by element (messages, bytes, enums, the kinds onnx does not repeat unpacked)."""
        if f.packed or not f.repeated:
            return None
        tag = bytes([key]) if key < 128 else bytes([(key & 127) | 128, key >> 7])
        if f.wire_type == VARINT and f.kind in ("int32", "int64", "uint32", "uint64") and f.form != ENUM_NAME:
            return f"_vint_run(buf, pos, end, {f.kind!r}, {tag!r})"
        if f.wire_type == I32 and f.form == FLOAT32:
            return f"_f32_run(buf, pos, end, {tag!r})"
        if f.wire_type == LEN and f.form == TEXT:
            return f"_text_run(buf, pos, end, {tag!r})"
        return None

    def message(self, spec: MessageSpec) -> None:
        e = self.emit
        fields = spec.ordered()
        e(0, f"def {self.names[spec.name]}(buf, pos, end, o, depth):")
        e(1, f"# {spec.name}")
        e(1, "if depth > o.maxd: return None")
        e(1, "doc = {}")
        e(1, "last = 0")
        # A oneof with a member read: a second member would clear the first (the reference's).
        oneofs = {name: f"c{i}" for i, name in enumerate(spec.oneofs())}
        for name in oneofs.values():
            e(1, f"{name} = False")
        e(1, "while pos < end:")
        e(2, "key = buf[pos]")
        e(2, "if key < 128:")
        e(3, "pos += 1")
        e(2, "else:")
        if any(f.number >= 16 for f in fields):
            e(3, "if pos + 1 >= end: return None")
            e(3, "k2 = buf[pos + 1]")
            e(3, "if k2 >= 128 or k2 == 0: return None")
            e(3, "key = (key & 127) | (k2 << 7)")
            e(3, "pos += 2")
        else:
            e(3, "return None")
        first = True
        for f in fields:
            num = f.number
            packed = f.packed
            wt = LEN if packed else f.wire_type
            if f.kind == "group":
                continue
            key = (num << 3) | wt
            e(2, f"{'if' if first else 'elif'} key == {key}:  # {f.name}")
            first = False
            if packed:
                e(3, f"if last >= {num}: return None")
                e(3, f"last = {num}")
                self.length(3)
                e(3, "if n == 0: return None")
                if f.wire_type == VARINT:
                    enum = self.const(f.enum or "") if f.form == ENUM_NAME else "None"
                    e(3, f"v = _packed_varints(buf, pos, stop, {f.kind!r}, {enum})")
                else:
                    width = 4 if f.wire_type == I32 else 8
                    e(3, f"v = _packed_fixed(buf[pos:stop], {f.kind!r}, {width})")
                e(3, "if v is None: return None")
                e(3, f"doc[{f.name!r}] = v")
                e(3, "pos = stop")
                continue
            if f.repeated:
                e(3, f"if last != {num}:")
                e(4, f"if last > {num}: return None")
                e(4, f"last = {num}")
                run = self.run_reader(f, key)
                if run is not None:
                    # In a large message, the whole run from its first element (fastwire's run
                    # readers: the same values and refusals as element by element; the field cannot
                    # come again after it); a graph's short runs stay inline, without a call.
                    e(4, f"if end - pos > {RUN_BYTES}:")
                    e(5, f"v, pos = {run}")
                    e(5, "if pos < 0: return None")
                    e(5, f"doc[{f.name!r}] = v")
                    e(5, "continue")
                e(4, f"l{num} = doc[{f.name!r}] = []")
                self.value(3, f)
                e(3, f"l{num}.append(v)")
            else:
                e(3, f"if last >= {num}: return None")
                e(3, f"last = {num}")
                if f.oneof is not None:
                    e(3, f"if {oneofs[f.oneof]}: return None")
                    e(3, f"{oneofs[f.oneof]} = True")
                self.value(3, f)
                e(3, f"doc[{f.name!r}] = v")
        if first:
            e(2, "return None")
        else:
            e(2, "else:")
            e(3, "return None")
        if spec.name == "TensorProto":
            e(1, "if o.limit: o.readable(doc)")
        e(1, "return doc")
        e(0, "")

    def module(self) -> str:
        """The generated module's text (``codec/_fastgen.py``)."""
        for spec in self.registry.messages.values():
            self.message(spec)
        head = [
            f"# Generated by `python -m onnxjson.gen` (onnxjson/gen/fastdecode.py) from {_fingerprint(self.registry)}.",
            "# Do not edit: tests/test_generated.py fails when this file and its generator disagree.",
            "# ruff: noqa",
            "# mypy: ignore-errors",
            "from onnxjson.codec.fastwire import float32_run as _f32_run",
            "from onnxjson.codec.fastwire import length as _len",
            "from onnxjson.codec.fastwire import packed_fixed as _packed_fixed",
            "from onnxjson.codec.fastwire import packed_varints as _packed_varints",
            "from onnxjson.codec.fastwire import text_run as _text_run",
            "from onnxjson.codec.fastwire import varint as _vint",
            "from onnxjson.codec.fastwire import varint_run as _vint_run",
            "from onnxjson.codec.values import Blob as _Blob",
            "from onnxjson.codec.values import double_to_doc as _f64",
            "from onnxjson.codec.values import float32_to_doc as _f32",
            "from onnxjson.codec.values import text_to_doc as _text",
            "from onnxjson.proto import registry as _registry",
            "from onnxjson.wire import decode_scalar as _scalar",
            "",
            "_enums = _registry().enums",
        ]
        head += [f"{name} = _enums[{enum!r}].by_number" for name, enum in self.consts.items()]
        head.append("")
        table = ["DECODERS = {"] + [f"    {name!r}: {fn}," for name, fn in self.names.items()] + ["}", ""]
        return "\n".join(head + self.lines + table)


def _fingerprint(registry: Registry) -> str:
    """A short digest of what the generated code depends on: every field of every message."""
    text = repr([(spec.name, [(f.name, f.number, f.kind, f.repeated, f.packed, f.message, f.enum, f.text, f.oneof)
                              for f in spec.ordered()]) for spec in registry.messages.values()])
    text += repr({name: sorted(e.by_number.items()) for name, e in registry.enums.items()})
    return "registry " + sha256(text.encode()).hexdigest()[:16]


def generated_source(registry: Registry) -> str:
    """The text of the generated module for ``registry``."""
    return _Generator(registry).module()
