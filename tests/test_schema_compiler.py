"""The one schema compiler (schema._SourceCompiler) against jsonschema, keyword by keyword.

The compiled predicates (the checked-in schema/_checks.py and what validate's fast path skips by)
must be True exactly when Draft 2020-12 finds no error. test_schemas.py checks that on the shipped
schemas and broken documents; here seeded random schemas made of every keyword the compiler knows
(nested, combined, referring to one another) are compiled together and each is asked about random
values, including the odd ones (bools, big and integral-float numbers, subclasses, LongText).
The compiler is pure Python (no compiled twin): there is one path to test.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from seeded import Dict as _Dict
from seeded import Int as _Int
from seeded import Str as _Str

from onnxjson import schema
from onnxjson.codec.values import LongText

#: The keywords the schema generator emits and the compiler knows (``then``/``else`` under ``if``).
KEYWORDS = ("type", "minimum", "maximum", "pattern", "enum", "const", "required", "properties",
            "additionalProperties", "propertyNames", "items", "$ref", "if", "allOf", "anyOf", "not",
            "dependentSchemas")
TYPES = ("object", "array", "string", "boolean", "null", "integer", "number")
NAMES = ("a", "b", "c")
PATTERNS = ("^a", "b$", "^[ab]*$", "a", "^[A-Za-z0-9+/_-]*={0,2}$", "^$")
NUMBERS = (0, 1, -1, 2, 2.5, -0.5, 10, 1 << 63)


def _schema(rng: random.Random, depth: int, refs: list[str]) -> Any:
    """A random schema of the compiler's keywords; ``refs`` are the definitions it may refer to."""
    if depth <= 0 or rng.random() < 0.15:
        return rng.choice([True, False, {}, {"type": rng.choice(TYPES)}])
    out: dict[str, Any] = {}
    for key in rng.sample(KEYWORDS, rng.randint(1, 3)):
        sub = lambda: _schema(rng, depth - 1, refs)  # noqa: E731
        if key == "type":
            out[key] = rng.choice(TYPES) if rng.random() < 0.5 else rng.sample(TYPES, rng.randint(1, 3))
        elif key in ("minimum", "maximum"):
            out[key] = rng.choice(NUMBERS)
        elif key == "pattern":
            out[key] = rng.choice(PATTERNS)
        elif key == "enum":
            out[key] = rng.sample(("a", "b", "ab", "", "FLOAT"), rng.randint(1, 3))
        elif key == "const":
            out[key] = rng.choice(("a", "", "ab"))
        elif key == "required":
            out[key] = rng.sample(NAMES, rng.randint(0, 2))
        elif key == "properties":
            out[key] = {name: sub() for name in rng.sample(NAMES, rng.randint(1, 2))}
            if rng.random() < 0.5:
                out["additionalProperties"] = rng.choice([False, True, sub()])
        elif key == "additionalProperties":
            out[key] = rng.choice([False, sub()])
        elif key == "propertyNames":
            out[key] = rng.choice([{"pattern": rng.choice(PATTERNS)}, {"enum": ["a", "b"]}, {"const": "a"}])
        elif key == "items":
            out[key] = sub()
        elif key == "$ref":
            if refs:
                out[key] = "#/$defs/" + rng.choice(refs)
        elif key == "if":
            out[key] = sub()
            for branch in rng.sample(("then", "else"), rng.randint(0, 2)):
                out[branch] = sub()
        elif key in ("allOf", "anyOf"):
            out[key] = [sub() for _ in range(rng.randint(1 if key == "allOf" else 0, 3))]
        elif key == "not":
            out[key] = sub()
        else:  # dependentSchemas
            out[key] = {name: sub() for name in rng.sample(NAMES, rng.randint(1, 2))}
    return out


def _document(rng: random.Random, index: int) -> dict[str, Any]:
    """A schema file: a root and definitions, each definition referring only to earlier ones (a
    reference cycle at one value would recurse without end in jsonschema too); the root may refer to
    any, and a definition to itself only beneath a value (through properties or items)."""
    defs: dict[str, Any] = {}
    for n in range(rng.randint(0, 3)):
        name = f"d{n}"
        defs[name] = _schema(rng, 3, list(defs))
        if rng.random() < 0.3:  # recursive beneath a value: {"items": {"$ref": itself}} and the like
            defs[name] = {"anyOf": [defs[name], {"items": {"$ref": f"#/$defs/{name}"}},
                                    {"properties": {"a": {"$ref": f"#/$defs/{name}"}}, "type": "object"}]}
    root = _schema(rng, 4, list(defs))
    if not isinstance(root, dict):
        root = {"allOf": [root]}
    return {"$id": f"https://example.invalid/gen{index}.schema.json", **root, "$defs": defs}


def _long(text: str) -> LongText:
    raw = b'"' + text.encode() + b'"'
    return LongText(raw, 1, len(raw) - 1)


def _value(rng: random.Random, depth: int) -> Any:
    kind = rng.randrange(10 if depth > 0 else 7)
    if kind == 0:
        return rng.choice([None, True, False])
    if kind == 1:
        return rng.choice([0, 1, -1, 2, 3, 10, 11, -2, 1 << 63, 1 << 64, _Int(2), _Int(-5)])
    if kind == 2:
        return rng.choice([0.0, -0.0, 2.0, 2.5, -0.5, 10.0, 1e300, float("inf"), float("nan")])
    if kind in (3, 4):
        return rng.choice(["", "a", "b", "ab", "ba", "FLOAT", "AA==", "a=b", _Str("a"), _Str("c")])
    if kind == 5:
        return _long(rng.choice(["", "a", "ab", "ba", "AA==", "x-_y", "a=b", "==="]))
    if kind == 6:
        return rng.choice([[], {}])
    if kind in (7, 8):
        return {rng.choice((*NAMES, "d")): _value(rng, depth - 1) for _ in range(rng.randint(0, 3))} \
            if rng.random() < 0.9 else _Dict(a=_value(rng, depth - 1))
    return [_value(rng, depth - 1) for _ in range(rng.randint(0, 3))]


def _compile(documents: dict[str, dict[str, Any]]) -> dict[int, Any]:
    """The compiler's functions for ``documents``, by the id of each schema: its source run here
    (the shipped schemas' are checked in; the package never compiles checks at run time)."""
    compiler = schema._SourceCompiler(documents)
    namespace: dict[str, Any] = dict(schema._HELPERS)
    exec(compile(compiler.source(), "<generated schema checks>", "exec"), namespace)
    return compiler.bind(namespace)


@pytest.mark.parametrize("seed", range(6))
def test_generated_schemas_compile_to_jsonschemas_answers(seed: int) -> None:
    rng = random.Random(seed)
    print(f"seed {seed}")
    documents = {f"gen{i}.schema.json": _document(rng, i) for i in range(40)}
    compiled = _compile(documents)
    base = schema._base_validator_class()
    checked = 0
    for file, document in documents.items():
        check = compiled.get(id(document))
        assert check is not None, file
        validator = base(document)
        subschemas = [(f"{file}#/$defs/{name}", sub) for name, sub in document["$defs"].items()]
        for _ in range(25):
            value = _value(rng, 3)
            expected = validator.is_valid(value)
            assert check(value) == expected, (seed, file, document, value)
            for where, sub in subschemas:
                if isinstance(sub, dict):
                    sub_check = compiled.get(id(sub))
                    assert sub_check is not None, where
                    full = {**sub, "$defs": document["$defs"], "$id": document["$id"]}
                    assert sub_check(value) == base(full).is_valid(value), (seed, where, sub, value)
            checked += 1
    assert checked == 40 * 25


def test_unknown_keywords_switch_the_shortcut_off() -> None:
    """A keyword the compiler does not know (the generator never writes it) is refused while compiling,
    never compiled into a predicate that answers differently from jsonschema."""
    for extra in ({"patternProperties": {"^a": {}}}, {"prefixItems": [{}], "items": {}}, {"enum": [1, "a"]},
                  {"const": 1}, {"minLength": 1}, {"minimum": float("inf")}):
        document = {"$id": "https://example.invalid/odd.schema.json", **extra}
        if "properties" not in extra and "patternProperties" in extra:
            document["properties"] = {"a": {}}
        with pytest.raises(schema._Unsupported):
            _compile({"odd.schema.json": document})


def test_the_shipped_schemas_compile() -> None:
    """Validators built from the shipped schemas have the shortcut (no keyword the compiler lacks)."""
    compiler = schema._compiler()
    assert compiler is not None
    for file, document in schema.load_schemas().items():
        assert compiler.lookup(document) is not None, file
