"""A fast path of the encoder for plain messages, generated from the descriptors.

NOTE: :mod:`onnxjson.codec.encode` is the reference. A document written by hand or dumped from a
canonical model is mostly plain: objects holding only fields of their message, with strings,
integers in range, enum names, finite numbers, small base64 text and readable ``{"values": [...]}``
tensors. For such a message the encoder's work is fixed by the descriptor, so one Python function
per message type is generated from the registry (field order, tags, ranges and enum tables written
into the code) and builds the bytes directly, without the reference's per-message ``Out`` objects,
sorting and path strings. A function returns ``None`` when its message holds anything else
(``$layout``, ``$unknown``, an unknown key, a value of another type or out of range, a payload
reference, a large payload, ``$bytes``, nesting deeper than the limit); that message alone is then
encoded by the reference (with no path: if the reference finds an error there, the whole document is
encoded again by the reference, which reports it with its path). The values are turned into bytes by
the reference's own helpers, so the output is the same either way; tests/test_fastencode.py checks
that on the corpora and on random edits of real documents.

For the package's own registry the code is checked in as :data:`GENERATED` (imported from its
cached bytecode like any module: compiling it in every process cost about 25 ms); another registry
gets its code generated and compiled when first needed. tests/test_fastencode.py fails when the
checked-in module and the generator disagree (``python -m onnxjson.codec.fastencode`` rewrites it).
"""

from __future__ import annotations

import importlib
import struct
from collections.abc import Callable
from importlib import util
from pathlib import Path
from typing import Any

from onnxjson._digest import sha256
from onnxjson.codec.tensors import data_type_number, values_to_raw
from onnxjson.codec.values import b64decode, double_from_doc, float32_from_doc
from onnxjson.proto import I32, I64, LEN, VARINT, FieldSpec, MessageSpec, Registry
from onnxjson.proto import registry as package_registry
from onnxjson.wire import FIXED_FORMATS, INT_RANGES, encode_varint

__all__ = ["BIG_PAYLOAD", "fast_checkers", "fast_encoders"]

#: Switched off by tests to compare against the reference encoder.
ENABLED = True

_INT_RANGES = INT_RANGES
_FIXED = FIXED_FORMATS


def _varint(value: int) -> bytes:
    return encode_varint(value)


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
            if f.enum is not None:
                table = self.enum_table(f.enum)
                e(i, f"if type({var}) is str:")
                e(i + 1, f"{var} = {table}.get({var})")
                e(i + 1, f"if {var} is None: return None")
            if kind == "bool":
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
            if kind in ("float", "double"):
                fn = "_f32" if kind == "float" else "_f64"
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
        if kind == "string" or f.text:
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

    def build(self) -> tuple[dict[str, Callable[..., Any]], dict[str, Callable[..., Any]]]:
        """The encoders and the checkers, compiled here (for a registry other than the package's)."""
        self.functions()
        namespace: dict[str, Any] = {
            "_MISSING": object(), "_V": [bytes((i,)) for i in range(128)], "_varint": _varint,
            "_f32": float32_from_doc, "_f64": double_from_doc, "_pack": struct.pack,
            "_b64": b64decode, "_dtype": data_type_number, "_values_to_raw": values_to_raw,
            **{name: self.registry.enums[enum].by_name for name, enum in self.consts.items()},
        }
        exec(compile("\n".join(self.lines), "<onnxjson fast encoders>", "exec"), namespace)
        return ({name: namespace[fn] for name, fn in self.names.items()},
                {name: namespace[fn] for name, fn in self.check_names.items()})

    def module(self) -> str:
        """The functions as the text of a module (the checked-in :data:`GENERATED`): the same
        code as :meth:`build` compiles, with its helpers imported and its tables taken from the
        package's registry."""
        self.functions()
        head = [
            f"# Generated by `python -m onnxjson.codec.fastencode` from {_fingerprint(self.registry)}.",
            "# Do not edit: tests/test_fastencode.py fails when this file and the generator disagree.",
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


#: The module holding the generated code for the package's own registry (checked in).
GENERATED = "onnxjson.codec._fastenc"


#: Payloads (and base64 texts) from this size on are the reference's: it streams them.
BIG_PAYLOAD = _BIG = 1 << 16

_Functions = dict[str, Callable[..., Any]]
_CACHE: dict[int, tuple[Registry, _Functions, _Functions]] = {}


def _generated(registry: Registry) -> tuple[Registry, _Functions, _Functions]:
    cached = _CACHE.get(id(registry))
    if cached is None or cached[0] is not registry:
        if registry is package_registry():
            module = importlib.import_module(GENERATED)
            cached = (registry, module.ENCODERS, module.CHECKERS)
        else:
            cached = (registry, *_Generator(registry).build())
        _CACHE[id(registry)] = cached
    return cached


def fast_encoders(registry: Registry) -> dict[str, Callable[..., Any]]:
    """The generated function of every message of ``registry``, by message name.

    For the package's registry they come from the checked-in module; another registry gets its
    code generated and compiled here (once).
    """
    return _generated(registry)[1]


def fast_checkers(registry: Registry) -> dict[str, Callable[..., Any]]:
    """Like :func:`fast_encoders`, functions that make the same tests and keep no bytes: True where
    the encoder returns its bytes, None where it returns None (the reference then decides)."""
    return _generated(registry)[2]


def generated_source(registry: Registry) -> str:
    """The text of the generated module for ``registry``."""
    return _Generator(registry).module()


def main() -> None:
    """Rewrite the checked-in module from the package's registry."""
    spec = util.find_spec(GENERATED)
    path = Path(spec.origin) if spec is not None and spec.origin else (
        Path(__file__).resolve().parent / "_fastenc.py")
    path.write_text(generated_source(package_registry()), encoding="utf-8")
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
