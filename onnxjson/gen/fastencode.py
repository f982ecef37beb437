"""The generator of ``codec/_fastenc.py``: the fast encoders and checkers, one function per message.

NOTE: what the generated functions take, and why, is :mod:`onnxjson.codec.fastencode`'s to say (it
loads them). Field order, tags, ranges and enum tables are written into the code; a function
returns ``None`` where the reference must decide. The checkers are the same code without the bytes
(validate's encoder stage).
"""

from __future__ import annotations

from onnxjson._digest import sha256
from onnxjson.codec.fastencode import BIG_PAYLOAD as _BIG
from onnxjson.proto import I32, I64, LEN, VARINT, FieldSpec, MessageSpec, Registry
from onnxjson.proto.forms import BOOLEAN, ENUM_NAME, FLOAT32, FLOAT64, TEXT
from onnxjson.wire import FIXED_FORMATS as _FIXED
from onnxjson.wire import INT_RANGES as _INT_RANGES
from onnxjson.wire import encode_varint as _varint

__all__ = ["generated_source"]


class _Generator:
    def __init__(self, registry: Registry) -> None:
        self.registry = registry
        self.names = {name: f"e{i}" for i, name in enumerate(registry.messages)}
        # The checkers: the same code without the bytes (validate's encoder stage).
        self.check_names = {name: f"c{i}" for i, name in enumerate(registry.messages)}
        self.check = False
        self.consts: dict[str, str] = {}  # constant name -> the enum whose name table it is
        self.lines: list[str] = []

    def enum_table(self, enum: str) -> str:
        """The name of the constant holding ``enum``'s table of numbers by name."""
        for name, known in self.consts.items():
            if known == enum:
                return name
        name = f"C{len(self.consts)}"
        self.consts[name] = enum
        return name

    def emit(self, indent: int, text: str) -> None:
        self.lines.append("    " * indent + text)

    def element(self, i: int, f: FieldSpec, var: str) -> bool:
        """Code that sets ``d`` to the bytes of ``var`` (no tag, no length); False: never fast."""
        e = self.emit
        kind = f.kind
        if f.wire_type == VARINT:
            if f.form == ENUM_NAME:
                table = self.enum_table(f.enum or "")
                e(i, f"if type({var}) is str:")
                e(i + 1, f"{var} = {table}.get({var})")
                e(i + 1, f"if {var} is None: return None")
            if f.form == BOOLEAN:
                e(i, f"if type({var}) is not bool: return None")
                if not self.check:
                    e(i, f"d = b'\\x01' if {var} else b'\\x00'")
                return True
            lo, hi = _INT_RANGES[kind]
            e(i, f"if type({var}) is not int or not {lo} <= {var} <= {hi}: return None")
            if self.check:
                return True
            if kind in ("sint32", "sint64"):
                e(i, f"{var} = ({var} << 1) ^ -1 if {var} < 0 else {var} << 1")
            elif lo < 0:
                e(i, f"if {var} < 0: {var} &= 0xFFFFFFFFFFFFFFFF")
            e(i, f"d = _V[{var}] if {var} < 128 else _varint({var})")
            return True
        if f.wire_type in (I32, I64):
            if f.form in (FLOAT32, FLOAT64):
                fn = "_f32" if f.form == FLOAT32 else "_f64"
                e(i, "try:")
                e(i + 1, f"d = {fn}({var})")
                e(i, "except ValueError:")
                e(i + 1, "return None")
                return True
            lo, hi = _INT_RANGES[kind]
            e(i, f"if type({var}) is not int or not {lo} <= {var} <= {hi}: return None")
            if not self.check:
                e(i, f"d = _pack({_FIXED[kind]!r}, {var})")
            return True
        if f.wire_type != LEN:
            return False
        if kind == "message":
            names = self.check_names if self.check else self.names
            e(i, f"d = {names[f.message or '']}({var}, depth + 1, o)")
            e(i, "if d is None:")
            e(i + 1, f"d = o.slow({var}, {f.message!r}, depth + 1)")
            e(i + 1, "if d is None: return None")
            return True
        if f.form == TEXT:
            e(i, f"if type({var}) is not str: return None")
            if self.check:  # only a string holding a lone surrogate cannot be encoded
                e(i, f"if not {var}.isascii():")
                i += 1
            e(i, "try:")
            e(i + 1, f"d = {var}.encode('utf-8')")
            e(i, "except UnicodeEncodeError:")
            e(i + 1, "return None")
            return True
        # bytes
        e(i, f"if type({var}) is str and len({var}) < {_BIG}:")
        e(i + 1, "try:")
        e(i + 2, f"d = _b64({var})")
        e(i + 1, "except ValueError:")
        e(i + 2, "return None")
        e(i, f"elif type({var}) is dict and len({var}) == 1 and 'values' in {var}:")
        e(i + 1, "t = _dtype(doc.get('data_type'))")
        e(i + 1, "if t is None: return None")
        e(i + 1, "try:")
        e(i + 2, f"d = _values_to_raw(t, {var}['values'])")
        e(i + 1, "except ValueError:")
        e(i + 2, "return None")
        e(i + 1, f"if len(d) >= {_BIG}: return None")
        e(i, "else:")
        e(i + 1, "return None")
        return True

    def message(self, spec: MessageSpec) -> None:
        e = self.emit
        check = self.check  # a checker: the encoder's tests, no bytes (returns True for its bytes)
        e(0, f"def {(self.check_names if check else self.names)[spec.name]}(doc, depth, o):")
        e(1, f"# {spec.name}")
        e(1, "if type(doc) is not dict or depth >= o.maxd: return None")
        if not check:
            e(1, "out = bytearray()")
        e(1, "found = 0")
        for f in spec.ordered():
            if f.kind == "group":
                continue  # a document holding it goes to the reference (its key is not counted)
            tag = bytes(_varint((f.number << 3) | (LEN if f.packed else f.wire_type)))
            e(1, f"v = doc.get({f.name!r}, _MISSING)")
            e(1, "if v is not _MISSING:")
            e(2, "found += 1")
            e(2, "if v is not None:")
            if f.repeated:
                e(3, "if type(v) is not list: return None")
                if check:
                    e(3, "for x in v:")
                    self.element(4, f, "x")
                elif f.packed:
                    e(3, "if v:")
                    e(4, "p = bytearray()")
                    e(4, "for x in v:")
                    self.element(5, f, "x")
                    e(5, "p += d")
                    e(4, f"out += {tag!r}")
                    e(4, "out += _V[len(p)] if len(p) < 128 else _varint(len(p))")
                    e(4, "out += p")
                else:
                    e(3, "for x in v:")
                    self.element(4, f, "x")
                    e(4, f"out += {tag!r}")
                    if f.wire_type == LEN:
                        e(4, "out += _V[len(d)] if len(d) < 128 else _varint(len(d))")
                    e(4, "out += d")
            else:
                self.element(3, f, "v")
                if not check:
                    e(3, f"out += {tag!r}")
                    if f.wire_type == LEN:
                        e(3, "out += _V[len(d)] if len(d) < 128 else _varint(len(d))")
                    e(3, "out += d")
        e(1, "if found != len(doc): return None")
        e(1, "return True" if check else "return out")
        e(0, "")

    def functions(self) -> None:
        for check in (False, True):
            self.check = check
            for spec in self.registry.messages.values():
                self.message(spec)
        self.check = False

    def module(self) -> str:
        """The functions as the text of a module (``codec/_fastenc.py``), with their helpers
        imported and their tables taken from the package's registry."""
        self.functions()
        head = [
            f"# Generated by `python -m onnxjson.gen` (onnxjson/gen/fastencode.py) from {_fingerprint(self.registry)}.",
            "# Do not edit: tests/test_generated.py fails when this file and its generator disagree.",
            "# ruff: noqa",
            "# mypy: ignore-errors",
            "from struct import pack as _pack",
            "",
            "from onnxjson.codec.tensors import data_type_number as _dtype",
            "from onnxjson.codec.tensors import values_to_raw as _values_to_raw",
            "from onnxjson.codec.values import b64decode as _b64",
            "from onnxjson.codec.values import double_from_doc as _f64",
            "from onnxjson.codec.values import float32_from_doc as _f32",
            "from onnxjson.proto import registry as _registry",
            "from onnxjson.wire import encode_varint as _varint",
            "",
            "_MISSING = object()",
            "_V = [bytes((i,)) for i in range(128)]",
            "_enums = _registry().enums",
        ]
        head += [f"{name} = _enums[{enum!r}].by_name" for name, enum in self.consts.items()]
        head.append("")
        table = ["ENCODERS = {"] + [f"    {name!r}: {fn}," for name, fn in self.names.items()] + ["}", ""]
        table += ["CHECKERS = {"] + [f"    {name!r}: {fn}," for name, fn in self.check_names.items()] + ["}", ""]
        return "\n".join(head + self.lines + table)


def _fingerprint(registry: Registry) -> str:
    """A short digest of what the generated code depends on: every field of every message."""
    text = repr([(spec.name, [(f.name, f.number, f.kind, f.repeated, f.packed, f.message, f.enum, f.text)
                              for f in spec.ordered()]) for spec in registry.messages.values()])
    text += repr({name: sorted(e.by_name.items()) for name, e in registry.enums.items()})
    return "registry " + sha256(text.encode()).hexdigest()[:16]


def generated_source(registry: Registry) -> str:
    """The text of the generated module for ``registry``."""
    return _Generator(registry).module()
