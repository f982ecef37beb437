"""Semantic ("graph") checks of a document, run after JSON Schema validation.

NOTE: these checks read the document form (plain dicts and lists, snake_case field names, enums by
name) and never protobuf objects, so they see exactly what the user edits. They assume the document
passed the JSON Schema (field types are right); anything still malformed is skipped, not crashed on.

Rules (the ``rule`` of a :class:`Problem`):

============================  =====================================================================
``dangling-input``            a node reads a name that no graph input, initialiser or node produces
``topological-order``         a node reads a value that a later node (or the node itself) produces
``duplicate-producer``        a value name is produced twice (graph input, node output)
``duplicate-initializer``     an initialiser name repeats across initializer, sparse_initializer and
                              encoded_initializer
``missing-opset``             nodes use a domain the opset_import list does not import
``unknown-op``                an operator the standard domain does not define at the imported opset
``unknown-attribute``         an attribute the operator's schema does not define
``input-count``               more or fewer inputs than the operator's schema allows
``unresolved-function``       a call into a domain of model-local functions matches none of them
``function-cycle``            model-local functions call each other in a cycle
``dangling-output``           a graph output (of any graph) that no node, input or initialiser of
                              that graph gives, or one without a name
``attribute-value``           an attribute without a type, or whose value is not in the field its
                              type names, or in two
``duplicate-attribute``       a node gives one attribute name twice
``attribute-type``            an attribute of another type than the operator's schema gives it
``missing-attribute``         a required attribute of the operator is missing
``input-type``                a graph input of another element type than its initialiser
``payload-size``              a tensor's inline payload (raw_data, readable values, a typed field,
                              string_data) or external_data length is not what its dims call for,
                              or it has two payload fields, or (complete) none for its dims
``payload-field``             a tensor's values are in a typed field its data type does not keep
                              them in (INT64 values in float_data; raw_data suits every type)
``ir-version``                (complete) the model has no ir_version
``opset-version``             (complete) an opset newer than onnx.defs defines (onnxruntime refuses)
``untyped-value``             (complete) a root graph input or output without a type or elem_type
``tensor-type``               (complete) a tensor without a data type
``binding-unknown-name``      a persistent binding names no input / output of the root graph
``binding-legacy-field``      a persistent binding carries the retired field-path fields (3, 4)
``binding-duplicate``         an input or output is bound twice
``binding-in-subgraph``       persistent bindings declared in a graph other than the root graph
``binding-string``            a bound value is (or contains) a string tensor
``binding-type``              a binding's input and output types are incompatible
============================  =====================================================================

Scope: the root graph of a ModelProto (with its control-flow subgraphs, which may read any value
of the enclosing graphs defined before the node that holds them) and every model-local function
body; or a GraphProto / FunctionProto root. For a GraphProto root there is no opset_import, so the
operator checks (opsets, schemas) are skipped. training_info graphs are only searched for persistent
bindings. value_info and struct encoder/decoder functions are not checked here. The rules marked
(complete) run with ``check_document(complete=True)``, as validate runs them: they ask what a model
needs before a runtime loads it. tests/mutations.py measures the rules against onnx's checker and
onnxruntime on a corpus of broken real models: what either refuses, validate reports, and it
refuses nothing there that both accept.

Schemas of the standard domains come from ``onnx.defs``, read from a checked-in table of it
(``schema/_ops.py``) when the installed onnx is the release the table was taken from, so validate
does not import onnx; lookups are cached per (domain, op_type, opset version), the
:data:`OP_INFO_CACHE` last used of them (repeated calls in one process keep no more, whatever
op_types their documents name), so a 100,000-node model is checked in under a second. A node list
stops being walked once it alone has given ``max_problems`` problems, and so does a node's list of
attributes: whatever it would give next sorts after those, so the result is the same, but a badly
broken model stays fast and its problems' memory bounded (one node of 100,000 empty attributes
held 200,000 problems, 870 bytes an input byte, before they were sorted and cut to the first ones).

With the optional accelerator, the node and initialiser loops of a model without local functions
run in C (``graph_nodes`` and ``graph_initializers`` of onnxjson/_accel_graph.c) for as long as the nodes
give no problem: each stops at the first node (or initialiser) the reference must take and hands it
back, with nothing of it entered, so every problem is found and worded by the code below
(tests/test_accel_graph_checks.py compares both on real and random graphs). The names a graph
defines are then held in a ``NameTable`` of the accelerator instead of a dict: the loops enter and
look up names without hashing each fresh str with SipHash or making an object for each value, and
the code below reads and writes it as a mapping (tests/test_accel_names.py holds it to a dict).
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Iterable, Iterator, MutableMapping
from dataclasses import dataclass
from typing import Any

from onnxjson import accel
from onnxjson.codec.layout import UNKNOWN_KEY
from onnxjson.codec.payload import (
    iter_payload_messages,
    payload_messages,
    payload_trouble,
)
from onnxjson.codec.tensors import data_type_number
from onnxjson.codec.values import BYTES_KEY, LongText
from onnxjson.errors import brief
from onnxjson.proto import registry

__all__ = ["STANDARD_DOMAINS", "Problem", "check_document"]

#: Domains whose operators ``onnx.defs`` defines ("ai.onnx" is the default domain, written "").
STANDARD_DOMAINS = frozenset({"", "ai.onnx.ml", "ai.onnx.preview.training", "ai.onnx.preview"})

_TYPE_KINDS = ("tensor_type", "sequence_type", "map_type", "optional_type", "sparse_tensor_type",
               "opaque_type", "struct_type")
_KIND_WORDS = {"tensor_type": "a tensor", "sequence_type": "a sequence", "map_type": "a map",
               "optional_type": "an optional", "sparse_tensor_type": "a sparse tensor",
               "opaque_type": "an opaque value", "struct_type": "a struct"}
#: An attribute's value field → the AttributeProto type it is the field of, and back.
_ATTRIBUTE_TYPES = {"f": "FLOAT", "i": "INT", "s": "STRING", "t": "TENSOR", "g": "GRAPH",
                    "sparse_tensor": "SPARSE_TENSOR", "tp": "TYPE_PROTO", "floats": "FLOATS", "ints": "INTS",
                    "strings": "STRINGS", "tensors": "TENSORS", "graphs": "GRAPHS",
                    "sparse_tensors": "SPARSE_TENSORS", "type_protos": "TYPE_PROTOS"}
_ATTRIBUTE_FIELDS = {kind: field for field, kind in _ATTRIBUTE_TYPES.items()}
#: AttributeProto.AttributeType's numbers (a document may give an enum by number).
_ATTRIBUTE_TYPE_NAMES = {1: "FLOAT", 2: "INT", 3: "STRING", 4: "TENSOR", 5: "GRAPH", 6: "FLOATS", 7: "INTS",
                         8: "STRINGS", 9: "TENSORS", 10: "GRAPHS", 11: "SPARSE_TENSOR", 12: "SPARSE_TENSORS",
                         13: "TYPE_PROTO", 14: "TYPE_PROTOS", 0: "UNDEFINED"}


def _attribute_type(value: Any) -> Any:
    """An attribute's type as its name (a number a document gives is read as its name)."""
    return _ATTRIBUTE_TYPE_NAMES.get(value, value) if type(value) is int else value
_LEGACY_BINDING_FIELDS = frozenset({3, 4})  # PersistentBindingProto's retired field-path form
# Did-you-mean hints over value names cost O(names) each: give a few, and only in graphs of modest size.
_HINT_LIMIT = 20
_HINT_MAX_CANDIDATES = 5000


@dataclass(frozen=True)
class Problem:
    """One semantic problem of a document."""

    path: str
    """Where: a JSON path into the document body, like ``graph.node[12].input[1]``."""
    message: str
    """What is wrong, what is allowed, and a hint when one is obvious."""
    rule: str
    """A short identifier of the rule broken, like ``dangling-input``."""

    def __str__(self) -> str:
        return f"{self.path}: {self.message} [{self.rule}]" if self.path else f"{self.message} [{self.rule}]"


def check_document(doc: dict[str, Any], type_name: str = "ModelProto", *,
                   max_problems: int = 100, complete: bool = False) -> list[Problem]:
    """Run the semantic checks on a document body and return its problems in document order.

    Args:
        doc: the document (keys starting with ``$`` are ignored at every level).
        type_name: the root message type. ``ModelProto``, ``GraphProto`` and ``FunctionProto`` are
            checked; other types have no graph to check and give no problems.
        max_problems: report at most this many problems (the first ones in document order).
        complete: also require what a whole model needs before a runtime loads it (rules
            ``ir-version``, ``opset-version``, ``untyped-value``, ``tensor-type``: an ir_version, opsets an
            onnx release defines, types on the root graph's inputs and outputs, a data type and
            values on every tensor); validate asks for them,
            the sketches of graphs the tests check need not carry them.

    Returns:
        The problems, ordered by their position in the document (then by the order of the checks).
    """
    if not isinstance(doc, dict) or max_problems <= 0:
        return []
    checker = _Checker(doc, max_problems)
    checker.complete = complete
    name = type_name.removeprefix("onnx.")
    if name == "ModelProto":
        checker.check_model(doc)
    elif name == "GraphProto":
        checker.check_graph(doc, "", [], None, root=True)
    elif name == "FunctionProto":
        checker.check_function(doc, "")
    checker.problems.extend(tensor_problems(doc, name, max_problems, complete=complete))
    problems = checker.problems
    problems.sort(key=_SortKeys(doc))
    return problems[:max_problems]


# --------------------------------------------------------------------------------------------------
# Small helpers


def _text(value: Any) -> str:
    """A string field's value as a hashable str (non-UTF-8 strings are ``{"$bytes": base64}``)."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and isinstance(value.get(BYTES_KEY), str):
        return f"{BYTES_KEY}:{value[BYTES_KEY]}"
    if isinstance(value, dict) and isinstance(value.get(BYTES_KEY), LongText):
        return f"{BYTES_KEY}:{value[BYTES_KEY].text()}"
    if isinstance(value, (list, dict)):  # not a string (the schema says so): its text, made without recursion
        return brief(value, 200)
    return "" if value is None else str(value)


def _show(name: str) -> str:
    return '"' + name.replace("\\", "\\\\").replace('"', '\\"') + '"'


def _domain(value: Any) -> str:
    d = _text(value)
    return "" if d == "ai.onnx" else d


def _domain_words(domain: str) -> str:
    return "the default ONNX domain (ai.onnx)" if domain == "" else f"domain {_show(domain)}"


def _list(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def _dicts(value: Any) -> Iterator[tuple[int, dict[str, Any]]]:
    for i, item in enumerate(_list(value)):
        if isinstance(item, dict):
            yield i, item


def _join(prefix: str, key: str) -> str:
    return f"{prefix}.{key}" if prefix else key


def _described(producer: tuple[str, int]) -> str:
    """How a message names a value's producer that is not a node: ``graph input 3``, ``initializer 0``."""
    return f"{producer[0]} {producer[1]}"


def _initializer_path(path: str, field: str, i: int) -> str:
    """The path of the name of entry ``i`` of an initialiser list."""
    return _join(path, f"{field}[{i}].values.name" if field == "sparse_initializer" else f"{field}[{i}].name")


def _node_label(node: dict[str, Any], index: int) -> str:
    op = _text(node.get("op_type"))
    name = _text(node.get("name"))
    if name:
        return f"node {_show(name)} ({op})" if op else f"node {_show(name)}"
    return f"node {index} ({op})" if op else f"node {index}"


def _did_you_mean(word: str, candidates: Iterable[str], n: int = 1) -> str:
    matches = difflib.get_close_matches(word, list(candidates), n=n)
    if not matches:
        return ""
    return "; did you mean " + " or ".join(_show(m) for m in matches) + "?"


def _opsets(value: Any) -> dict[str, int]:
    out: dict[str, int] = {}
    for _, entry in _dicts(value):
        version = entry.get("version", 0)
        out.setdefault(_domain(entry.get("domain")), version if isinstance(version, int) else 0)
    return out


# --------------------------------------------------------------------------------------------------
# Tensors: a data type, and a payload of the size dims × data_type call for


def tensor_problems(doc: dict[str, Any], type_name: str, cap: int, *, complete: bool = False) -> list[Problem]:
    """The tensors of a document (initialisers, Constant attributes, sparse tensors' parts, at any
    depth) without a data type or with an inline payload of another size than their dims call for
    (rules ``tensor-type``, ``payload-size`` and ``payload-field``)."""
    reg = registry()
    spec = reg.messages.get(type_name)
    if spec is None:
        return []
    if not any(payload_trouble(msg, complete=complete) for msg in payload_messages(doc, spec, reg)):
        return []  # the usual case: no path made for any tensor
    problems: list[Problem] = []
    for msg, mspec, path in iter_payload_messages(doc, spec, reg):
        if mspec.name != "TensorProto":
            continue
        trouble = payload_trouble(msg, complete=complete)
        if trouble is None:
            continue
        field, what, rule = trouble
        name = _text(msg.get("name"))
        label = f"tensor {_show(name)}" if name else "this tensor"
        problems.append(Problem(_join(path, field), f"{label} {what}", rule))
        if len(problems) >= cap:
            break
    return problems


# --------------------------------------------------------------------------------------------------
# onnx.defs, cached


@dataclass(frozen=True)
class _OpInfo:
    since_version: int
    deprecated: bool
    min_input: int
    max_input: int
    attributes: dict[str, tuple[str, bool]]
    """name → (the AttributeProto type it must have, as its name; whether it is required)"""

    @functools.cached_property
    def required(self) -> tuple[str, ...]:
        return tuple(sorted(name for name, (_, needed) in self.attributes.items() if needed))


#: The largest opset version onnx.defs looks up (a C ``int``); a larger one finds what this one finds.
_MAX_VERSION = (1 << 31) - 1

#: The module holding the operator table taken from onnx.defs (checked in; written by onnxjson/gen/ops.py).
OPS_MODULE = "onnxjson.schema._ops"


#: How many (domain, op_type, opset version) answers :func:`_op_info` keeps: far more than the
#: operators of every standard domain at the versions a process meets, and a bound on what a
#: long-running process keeps of the op_types of the documents it checks (each unknown one is an
#: answer too).
OP_INFO_CACHE = 4096


@functools.lru_cache(maxsize=OP_INFO_CACHE)
def _op_info(domain: str, op_type: str, version: int) -> _OpInfo | None:
    """The schema of ``op_type`` that opset ``version`` of ``domain`` uses (the latest one not newer),
    or None: from the checked-in table when it was taken from the installed onnx, else onnx.defs."""
    if version < 1:
        return None
    version = min(version, _MAX_VERSION)
    table = _ops_table()
    if table is None:
        return _op_info_from_onnx(domain, op_type, version)
    found = None
    for entry in table.get((domain, op_type), ()):  # by since_version, oldest first
        if entry[0] > version:
            break
        found = entry
    return _OpInfo(*found) if found is not None else None


def attribute_table(schema: Any) -> dict[str, tuple[str, bool]]:
    """An onnx.defs schema's attributes: name → (type name, required)."""
    return {name: (str(a.type.name), bool(a.required)) for name, a in schema.attributes.items()}


def _op_info_from_onnx(domain: str, op_type: str, version: int) -> _OpInfo | None:
    import onnx.defs  # lazy: importing onnx costs a second; only the op checks need it

    try:
        schema = onnx.defs.get_schema(op_type, version, domain)
    except onnx.defs.SchemaError:
        return None
    return _OpInfo(schema.since_version, bool(schema.deprecated), schema.min_input, schema.max_input,
                   attribute_table(schema))


@functools.lru_cache(maxsize=1)
def _domain_versions() -> dict[str, int]:
    """domain → the newest opset version onnx.defs defines for it."""
    table = _ops_table()
    if table is not None:
        import importlib  # lazy: the table is read by the op checks only

        versions: dict[str, int] = importlib.import_module(OPS_MODULE).DOMAIN_VERSIONS
        return versions
    import onnx.defs  # lazy: importing onnx costs a second; only the op checks need it

    return {d: v[1] for d, v in onnx.defs.C.schema_version_map().items()}


@functools.lru_cache(maxsize=1)
def _all_ops() -> dict[str, dict[str, int]]:
    """domain → op_type → the first opset version that defines it."""
    out: dict[str, dict[str, int]] = {}
    table = _ops_table()
    if table is not None:
        for (domain, name), entries in table.items():
            out.setdefault(domain, {})[name] = entries[0][0]
        return out
    import onnx.defs  # lazy: importing onnx costs a second; only the op checks need it

    for schema in onnx.defs.get_all_schemas_with_history():
        ops = out.setdefault(schema.domain, {})
        ops[schema.name] = min(ops.get(schema.name, schema.since_version), schema.since_version)
    return out


@functools.lru_cache(maxsize=1)
def _ops_table() -> dict[tuple[str, str], tuple[tuple[Any, ...], ...]] | None:
    """The checked-in operator table, when the installed onnx is the release it was taken from.

    Importing onnx (for onnx.defs) costs more than validating a 10,000-node model; the table holds
    what the checks read of every schema (since_version, deprecated, input counts, attribute names)
    for the release named in it, and is used only when that release is the one installed (told by
    its distribution's metadata folder beside the package, without importing it). Otherwise the
    checks ask onnx.defs, as they always may.
    """
    import importlib  # lazy: the table is read by the op checks only

    module = importlib.import_module(OPS_MODULE)
    if _installed_onnx_version() != module.ONNX_VERSION:
        return None
    table: dict[tuple[str, str], tuple[tuple[Any, ...], ...]] = module.OPS
    return table


def _installed_onnx_version() -> str | None:
    """The version of the onnx distribution the ``onnx`` package belongs to (None when unsure)."""
    import importlib.util  # lazy: only the op checks ask
    import os

    spec = importlib.util.find_spec("onnx")
    locations = list(spec.submodule_search_locations or ()) if spec is not None else []
    if len(locations) != 1:
        return None
    try:
        names = [entry.name for entry in os.scandir(os.path.dirname(locations[0]))
                 if entry.name.startswith("onnx-") and entry.name.endswith(".dist-info")]
    except OSError:
        return None
    return names[0][len("onnx-"):-len(".dist-info")] if len(names) == 1 else None


# --------------------------------------------------------------------------------------------------
# Document order


_SEGMENT = re.compile(r"\[(\d+)\]|([^.\[\]]+)")


class _SortKeys:
    """Sort key of a problem: its path as positions in the document (dict key order, list index)."""

    def __init__(self, doc: dict[str, Any]) -> None:
        self.doc = doc
        self.key_positions: dict[int, dict[str, int]] = {}

    def __call__(self, problem: Problem) -> tuple[int, ...]:
        cur: Any = self.doc
        out: list[int] = []
        for m in _SEGMENT.finditer(problem.path):
            index, key = m.group(1), m.group(2)
            if index is not None:
                i = int(index)
                out.append(i)
                cur = cur[i] if isinstance(cur, list) and i < len(cur) else None
            elif isinstance(cur, dict):
                positions = self.key_positions.get(id(cur))
                if positions is None:
                    positions = {k: i for i, k in enumerate(cur)}
                    self.key_positions[id(cur)] = positions
                out.append(positions.get(key, len(positions)))
                cur = cur.get(key)
            else:
                out.append(0)
                cur = None
        return tuple(out)


# --------------------------------------------------------------------------------------------------
# The checker


class _Scope:
    """The values of one graph or function body, as its nodes are walked."""

    __slots__ = ("_later", "defined", "label", "nodes")

    def __init__(self, label: str, nodes: list[Any]) -> None:
        self.label = label
        self.nodes = nodes
        # name → what produced it: a node index, or (what, index) (("graph input", 3) reads "graph input 3").
        # With the accelerator, a NameTable (onnxjson/_accel_graph.c): the mapping its node and initialiser
        # loops fill without an object for each value.
        self.defined: MutableMapping[str, int | tuple[str, int]] = (
            accel.compiled.NameTable() if accel.compiled is not None and accel.ENABLED else {})
        self._later: dict[str, int] | None = None

    @property
    def later(self) -> dict[str, int]:
        """name → index of the first node that outputs it (made when a name is first not found:
        only a broken graph asks)."""
        if self._later is None:
            later: dict[str, int] = {}
            for i, node in enumerate(self.nodes):
                if type(node) is dict:
                    outputs = node.get("output")
                    if type(outputs) is list:
                        for value in outputs:
                            name = value if type(value) is str else _text(value)
                            if name and name not in later:
                                later[name] = i
            self._later = later
        return self._later


class _OpsetContext:
    """The opset imports that apply to a model's graphs or to one function, and the domains missed."""

    def __init__(self, imports: dict[str, int] | None, where: str) -> None:
        self.imports = imports
        self.where = where
        self.missing: dict[str, list[Any]] = {}  # domain → [first path, count, first node's label]
        self.truncated = False  # a node list was cut short at max_problems: counts are lower bounds
        # domain → op_type → (min_input, max_input, attributes) of the operators looked up and found
        # neither unknown nor deprecated, for the compiled node loop (None: the reference alone).
        self.ops: dict[str, dict[str, tuple[int, int, dict[str, tuple[str, bool]], int]]] | None = None


class _Checker:
    def __init__(self, doc: dict[str, Any], max_problems: int) -> None:
        self.doc = doc
        self.max_problems = max_problems
        self.problems: list[Problem] = []
        self.functions: dict[tuple[str, str, str], int] = {}
        self.function_names: dict[str, list[str]] = {}
        self.calls: dict[int, set[int]] = {}
        self.current_function: int | None = None
        self.structs: dict[int, dict[str, Any]] | None = None
        self.hints_left = _HINT_LIMIT
        self.complete = False

    def add(self, path: str, message: str, rule: str) -> None:
        self.problems.append(Problem(path, message, rule))

    # ---- roots -------------------------------------------------------------------------------

    def check_model(self, model: dict[str, Any]) -> None:
        self.structs = {}
        for _, s in _dicts(model.get("struct_types")):
            tid = s.get("type_id")
            if isinstance(tid, int):
                self.structs.setdefault(tid, s)
        functions = list(_dicts(model.get("functions")))
        for i, f in functions:
            key = (_domain(f.get("domain")), _text(f.get("name")), _text(f.get("overload")))
            self.functions.setdefault(key, i)
            self.function_names.setdefault(key[0], []).append(key[1])
        self.check_versions(model)
        ctx = _OpsetContext(_opsets(model.get("opset_import")), "the model's opset_import")
        graph = model.get("graph")
        if isinstance(graph, dict):
            self.check_graph(graph, "graph", [], ctx, root=True)
        self.report_missing(ctx)
        for i, f in functions:
            self.current_function = i
            self.check_function(f, f"functions[{i}]")
        self.current_function = None
        self.check_cycles(functions)
        for t, info in _dicts(model.get("training_info")):
            for field in ("initialization", "algorithm"):
                g = info.get(field)
                if isinstance(g, dict):
                    self.scan_bindings(g, f"training_info[{t}].{field}")

    def check_versions(self, model: dict[str, Any]) -> None:
        """ir_version is set (onnx's checker and onnxruntime refuse a model without one), and each
        opset imported of a standard domain is one an onnx release defines."""
        ir = model.get("ir_version")
        if self.complete and (not isinstance(ir, int) or isinstance(ir, bool) or ir < 1):
            self.add("ir_version" if "ir_version" in model else "",
                     "the model has no ir_version (or one below 1): onnx's checker and onnxruntime refuse it; "
                     "set the IR version the model was written for (e.g. 8)", "ir-version")
        newest = None
        for k, entry in _dicts(model.get("opset_import") if self.complete else None):
            version = entry.get("version")
            domain = _domain(entry.get("domain"))
            if domain not in STANDARD_DOMAINS or not isinstance(version, int) or isinstance(version, bool):
                continue
            if newest is None:
                newest = _domain_versions()
            top = newest.get(domain)
            if top is not None and version > top:
                self.add(f"opset_import[{k}].version",
                         f"opset {version} of {_domain_words(domain)} is newer than any onnx release defines "
                         f"(the newest is {top}); onnxruntime refuses it", "opset-version")

    def check_function(self, f: dict[str, Any], path: str) -> None:
        # A function's nodes resolve against the function's own opset_import, not the model's.
        ctx = _OpsetContext(_opsets(f.get("opset_import")),
                            f"the opset_import of function {_show(_text(f.get('name')))}")
        nodes = _list(f.get("node"))
        scope = _Scope(f"function {_show(_text(f.get('name')))}", nodes)
        for i, value in enumerate(_list(f.get("input"))):
            name = _text(value)
            if not name:
                continue
            if name in scope.defined:
                self.add(_join(path, f"input[{i}]"),
                         f"function input {_show(name)} is declared twice (first as "
                         f"{self.producer_words(scope, scope.defined[name])}); each value must have one producer",
                         "duplicate-producer")
            else:
                scope.defined[name] = ("function input", i)
        self.check_nodes(nodes, path, scope, [], ctx)
        self.report_missing(ctx)

    # ---- graphs ------------------------------------------------------------------------------

    def check_graph(self, g: dict[str, Any], path: str, outer: list[_Scope],
                    ctx: _OpsetContext | None, *, root: bool) -> None:
        nodes = _list(g.get("node"))
        scope = _Scope("the enclosing graph" if outer else "the graph", nodes)
        self.check_initializers(g, path, scope)
        for i, vi in _dicts(g.get("input")):
            name = _text(vi.get("name"))
            if not name:
                continue
            first = scope.defined.get(name)
            if type(first) is tuple and first[0] == "graph input":
                self.add(_join(path, f"input[{i}].name"),
                         f"graph input {_show(name)} is declared twice (first as {_described(first)}); "
                         "each value must have one producer", "duplicate-producer")
            else:
                # An initialiser may also be listed as a graph input (its default value): of its type.
                if type(first) is tuple and first[0] == "initializer":
                    self.input_of_initializer(g, path, i, vi, first[1])
                scope.defined[name] = ("graph input", i)
        self.check_nodes(nodes, path, scope, outer, ctx)
        self.check_outputs(g, path, scope, root=root and not outer)
        bindings = _list(g.get("persistent_bindings"))
        if root:
            self.check_bindings(g, path, bindings)
        else:
            self.report_subgraph_bindings(path, bindings)

    def input_of_initializer(self, g: dict[str, Any], path: str, i: int, vi: dict[str, Any], k: int) -> None:
        """A graph input that an initialiser gives a default value is of the initialiser's element type
        (onnxruntime refuses a model where they differ)."""
        t = vi.get("type")
        tensor = t.get("tensor_type") if isinstance(t, dict) else None
        init = _list(g.get("initializer"))[k]
        if not isinstance(tensor, dict) or not isinstance(init, dict):
            return
        have, want = data_type_number(tensor.get("elem_type")), data_type_number(init.get("data_type"))
        if have and want and have != want:
            self.add(_join(path, f"input[{i}].type.tensor_type.elem_type"),
                     f"graph input {_show(_text(vi.get('name')))} is of element type {_text(tensor.get('elem_type'))}, "
                     f"but initializer {k} of that name (its default value) is {_text(init.get('data_type'))}; "
                     "they must agree", "input-type")

    def check_outputs(self, g: dict[str, Any], path: str, scope: _Scope, *, root: bool) -> None:
        """Each graph output is a value of this graph (a node's output, a graph input or an
        initialiser: onnx's checker and onnxruntime refuse one that is not, also in a subgraph, where
        an enclosing graph's value does not count); the root graph's inputs and outputs have a type."""
        defined = scope.defined
        for i, vi in _dicts(g.get("output")):
            name = _text(vi.get("name"))
            where = _join(path, f"output[{i}].name" if "name" in vi else f"output[{i}]")
            if not name:
                self.add(where, "a graph output has no name; name the value it gives (a node's output, a "
                         "graph input or an initializer)", "dangling-output")
            elif name not in defined and name not in scope.later:  # (a node's output refused: reported)
                hint = ""
                if self.hints_left > 0 and len(defined) <= _HINT_MAX_CANDIDATES:
                    self.hints_left -= 1
                    hint = _did_you_mean(name, list(defined))
                self.add(where, f"graph output {_show(name)} is not produced in {scope.label}: no node outputs it "
                         "and no graph input or initializer has this name (a subgraph's output must be a "
                         "value of the subgraph itself)" + hint, "dangling-output")
        if not root or not self.complete:
            return
        for field in ("input", "output"):
            for i, vi in _dicts(g.get(field)):
                t = vi.get("type")
                kind = _kind(t) if isinstance(t, dict) else None
                what = f"graph {field} {_show(_text(vi.get('name')))}"
                if kind is None:
                    self.add(_join(path, f"{field}[{i}]"),
                             f"{what} has no type; the model's inputs and outputs must say what they hold "
                             "(e.g. \"type\": {\"tensor_type\": {\"elem_type\": \"FLOAT\"}})", "untyped-value")
                elif kind in ("tensor_type", "sparse_tensor_type") and isinstance(t, dict) and \
                        t[kind].get("elem_type") in (None, "UNDEFINED", 0):
                    self.add(_join(path, f"{field}[{i}].type.{kind}"),
                             f"{what} has no elem_type (or UNDEFINED); onnxruntime refuses a tensor of no element "
                             "type", "untyped-value")

    def check_initializers(self, g: dict[str, Any], path: str, scope: _Scope) -> None:
        # They come first in the graph's scope: defined holds exactly the initialisers met so far,
        # name → where it was first seen (a path is made only for a report: most models have none).
        defined = scope.defined
        fast = accel.compiled.graph_initializers if accel.compiled is not None and accel.ENABLED else None
        for field in ("initializer", "sparse_initializer", "encoded_initializer"):
            items = g.get(field)
            if type(items) is not list:
                continue
            sparse = field == "sparse_initializer"
            i, count = 0, len(items)
            while i < count:
                if fast is not None and not sparse:
                    # The items that give no problem, in C; it stops at the first the reference must take.
                    i = fast(items, i, defined, field)
                    if i >= count:
                        break
                item, at = items[i], i
                i += 1
                if type(item) is not dict:
                    continue
                if sparse:
                    item = item.get("values")
                    if type(item) is not dict:
                        continue
                name = item.get("name")
                if type(name) is not str:
                    name = _text(name)
                if not name:
                    continue
                first = defined.get(name)
                if isinstance(first, tuple):  # (defined holds only initialisers here)
                    self.add(_initializer_path(path, field, at),
                             f"initializer name {_show(name)} is used twice (first at "
                             f"{_initializer_path(path, *first)}); names must be unique across initializer, "
                             "sparse_initializer and encoded_initializer", "duplicate-initializer")
                    continue
                defined[name] = (field, at)

    def check_nodes(self, nodes: list[Any], path: str, scope: _Scope, outer: list[_Scope],
                    ctx: _OpsetContext | None) -> None:
        problems = self.problems
        start = len(problems)
        prefix = f"{path}.node" if path else "node"
        fast = self.compiled_nodes(ctx)
        outer_defined = tuple(s.defined for s in outer)
        i, count = 0, len(nodes)
        while i < count:
            if len(problems) - start >= self.max_problems:
                # Every problem of the nodes left would sort after the ones found in this list already.
                if ctx is not None:
                    ctx.truncated = True
                break
            if fast is not None and ctx is not None and ctx.imports is not None and ctx.ops is not None:
                # The nodes that give no problem, in C; it stops at the first one the reference must take.
                i = fast(nodes, i, scope.defined, outer_defined, ctx.imports, ctx.ops, STANDARD_DOMAINS)
                if i >= count:
                    break
            self.check_node(nodes[i], i, prefix, scope, outer, ctx)
            i += 1

    def compiled_nodes(self, ctx: _OpsetContext | None) -> Any:
        """The compiled twin of the node loop (``graph_nodes`` of onnxjson/_accel_graph.c), or None where
        the reference walks every node: no accelerator, no opset imports, or model-local functions
        (whose calls and domains only the reference follows)."""
        compiled = accel.compiled
        if compiled is None or not accel.ENABLED or self.functions or ctx is None or ctx.imports is None:
            return None
        if ctx.ops is None:
            ctx.ops = {}
        return compiled.graph_nodes

    def check_node(self, node: Any, i: int, prefix: str, scope: _Scope, outer: list[_Scope],
                   ctx: _OpsetContext | None) -> None:
        """The checks of node ``i`` (its path is ``prefix[i]``); this runs once per node of the model
        without the accelerator: it avoids helper calls on the common path."""
        if type(node) is not dict:
            return
        defined = scope.defined
        inputs = node.get("input")
        if type(inputs) is list:
            for j, value in enumerate(inputs):
                name = value if type(value) is str else _text(value)
                if name and name not in defined:
                    self.unresolved_input(name, f"{prefix}[{i}].input[{j}]", node, i, scope=scope,
                                          outer=outer)
        self.check_op(node, i, prefix, ctx)
        attributes = node.get("attribute")
        if attributes:
            for a, attr in _dicts(attributes):
                sub = attr.get("g")
                graphs = attr.get("graphs")
                if sub is None and not graphs:
                    continue  # the usual attribute: no subgraph (and no path made)
                attr_path = f"{prefix}[{i}].attribute[{a}]"
                if isinstance(sub, dict):
                    self.check_graph(sub, f"{attr_path}.g", [*outer, scope], ctx, root=False)
                for k, sub in _dicts(graphs):
                    self.check_graph(sub, f"{attr_path}.graphs[{k}]", [*outer, scope], ctx, root=False)
        outputs = node.get("output")
        if type(outputs) is not list:
            return
        for j, value in enumerate(outputs):
            name = value if type(value) is str else _text(value)
            if not name:
                continue
            first = defined.get(name)
            if first is None:
                owner = None
                for s in outer:
                    if name in s.defined:
                        owner = s
                if owner is None:
                    defined[name] = i
                    continue
                self.add(f"{prefix}[{i}].output[{j}]",
                         f"{_node_label(node, i)} outputs {_show(name)}, which {owner.label} already "
                         f"defines ({self.producer_words(owner, owner.defined[name])}); a subgraph "
                         "cannot redefine a name of an enclosing graph — rename the output",
                         "duplicate-producer")
                continue
            self.add(f"{prefix}[{i}].output[{j}]",
                     f"{_node_label(node, i)} outputs {_show(name)}, which is already produced by "
                     f"{self.producer_words(scope, first)}; every value must have exactly one producer "
                     "— rename one of them", "duplicate-producer")

    @staticmethod
    def producer_words(scope: _Scope, producer: int | tuple[str, int]) -> str:
        if isinstance(producer, int):
            node = scope.nodes[producer]
            return _node_label(node, producer) if isinstance(node, dict) else f"node {producer}"
        return _described(producer)

    def unresolved_input(self, name: str, where: str, node: dict[str, Any], i: int, *,
                         scope: _Scope, outer: list[_Scope]) -> None:
        for s in reversed(outer):
            if name in s.defined:
                return
        label = _node_label(node, i)
        k = scope.later.get(name)
        if k is not None:
            if k == i:
                self.add(where, f"{label} reads {_show(name)}, its own output; a node cannot consume "
                         "what it produces (the graph has a cycle)", "topological-order")
            else:
                self.add(where, f"{label} reads {_show(name)}, which {self.producer_words(scope, k)} "
                         "produces later; nodes must be listed in topological order (producers before "
                         f"consumers) — move node {k} before node {i}", "topological-order")
            return
        for s in reversed(outer):
            k = s.later.get(name)
            if k is not None:
                self.add(where, f"{label} reads {_show(name)}, which {self.producer_words(s, k)} of "
                         f"{s.label} produces only after the node holding this subgraph; a subgraph sees "
                         "the enclosing graph's values defined before that node", "topological-order")
                return
        hint = ""
        size = len(scope.defined) + sum(len(s.defined) for s in outer)
        if self.hints_left > 0 and size <= _HINT_MAX_CANDIDATES:
            self.hints_left -= 1
            candidates: set[str] = set(scope.defined)
            for s in outer:
                candidates.update(s.defined)
            hint = _did_you_mean(name, candidates)
        self.add(where, f"{label} reads {_show(name)}, which nothing produces: a node input must be a "
                 "graph input, an initializer or the output of an earlier node (in a subgraph, also a "
                 "value of an enclosing graph); an absent optional input is written as \"\"" + hint,
                 "dangling-input")

    # ---- operators ---------------------------------------------------------------------------

    def check_op(self, node: dict[str, Any], i: int, prefix: str, ctx: _OpsetContext | None) -> None:
        """The operator checks of node ``i`` (its path is ``prefix[i]``)."""
        domain = node.get("domain")
        domain = "" if domain is None or domain == "ai.onnx" else _domain(domain)
        op_type = node.get("op_type")
        if type(op_type) is not str:
            op_type = _text(op_type)
        function = (self.functions.get((domain, op_type, _text(node.get("overload")))) if self.functions
                    else None)
        if function is not None and self.current_function is not None:
            self.calls.setdefault(self.current_function, set()).add(function)
        attributes = node.get("attribute")
        if attributes:
            self.check_attribute_values(node, i, prefix, attributes)
        if ctx is not None and ctx.imports is not None and domain not in ctx.imports:
            entry = ctx.missing.get(domain)
            if entry is None:
                node_path = f"{prefix}[{i}]"
                where = f"{node_path}.domain" if "domain" in node else node_path
                ctx.missing[domain] = [where, 1, _node_label(node, i)]
            else:
                entry[1] += 1
            version = None
        else:
            version = ctx.imports.get(domain) if ctx is not None and ctx.imports is not None else None
        if function is not None:
            return
        if domain not in STANDARD_DOMAINS:
            names = self.function_names.get(domain)
            if names is not None:
                self.add(f"{prefix}[{i}].op_type",
                         f"{_node_label(node, i)} calls {_show(op_type)} in {_domain_words(domain)}, "
                         "but no model-local function of that domain has this name"
                         + (f" and overload {_show(_text(node.get('overload')))}" if node.get("overload")
                            else "")
                         + "; the domain's functions are " + ", ".join(_show(n) for n in sorted(set(names)))
                         + _did_you_mean(op_type, names), "unresolved-function")
            return
        if version is None:
            return
        info = _op_info(domain, op_type, version)
        if ctx is not None and ctx.ops is not None and info is not None and not info.deprecated:
            # What the compiled node loop needs to take this operator's next nodes itself.
            ctx.ops.setdefault(domain, {})[op_type] = (info.min_input, info.max_input, info.attributes,
                                                       len(info.required))
        if info is not None and not info.deprecated and (
                info.min_input <= len(node.get("input") or ()) <= info.max_input) and (
                "attribute" not in node or all(
                    type(a) is dict and type(name := a.get("name")) is str and name in info.attributes
                    and (a.get("type") == info.attributes[name][0] or "ref_attr_name" in a)
                    for a in _list(node["attribute"]))) and (
                not info.required or set(info.required) <= {
                    a.get("name") for a in _list(node.get("attribute")) if type(a) is dict}):
            return  # the common case: nothing to report
        node_path = f"{prefix}[{i}]"
        if info is None:
            self.unknown_op(node, i, node_path, domain=domain, version=version)
            return
        if info.deprecated:
            self.add(f"{node_path}.op_type",
                     f"{_node_label(node, i)}: {op_type} is deprecated as of opset {info.since_version} of "
                     f"{_domain_words(domain)}, and this model imports version {version}; replace it or "
                     "import an older opset", "unknown-op")
            return
        start = len(self.problems)
        for a, attr in _dicts(node.get("attribute")):
            if len(self.problems) - start >= self.max_problems:
                break  # what the attributes left would give sorts after these (as check_nodes stops)
            name = _text(attr.get("name"))
            if name not in info.attributes:
                label = _node_label(node, i)
                if info.attributes:
                    hint = _did_you_mean(name, info.attributes)
                    allowed = ", ".join(sorted(info.attributes))
                    what = f"{op_type} (opset {info.since_version}) has the attributes {allowed}"
                else:
                    hint, what = "", f"{op_type} (opset {info.since_version}) has no attributes"
                self.add(f"{node_path}.attribute[{a}].name",
                         f"{label} has attribute {_show(name)}, which {op_type} does not define; {what}"
                         + hint, "unknown-attribute")
                continue
            want = info.attributes[name][0]
            have = _attribute_type(attr.get("type"))
            if have is not None and have != want and "ref_attr_name" not in attr:  # (no type: attribute-value)
                form = (f" (write it as \"type\": \"{want}\" with its value in \"{_ATTRIBUTE_FIELDS[want]}\")"
                        if want in _ATTRIBUTE_FIELDS else "")
                self.add(f"{node_path}.attribute[{a}].type" if "type" in attr else f"{node_path}.attribute[{a}]",
                         f"{_node_label(node, i)}: attribute {_show(name)} of {op_type} (opset {info.since_version}) "
                         f"is of type {want}, but this one is "
                         + (_text(have) if have is not None else "without a type") + form, "attribute-type")
        if info.required:
            present = {_text(a.get("name")) for _, a in _dicts(node.get("attribute"))}
            for name in info.required:
                if name not in present:
                    self.add(f"{node_path}.attribute" if "attribute" in node else f"{node_path}.op_type",
                             f"{_node_label(node, i)}: {op_type} (opset {info.since_version}) requires the "
                             f"attribute {_show(name)} (of type {info.attributes[name][0]}), which this node "
                             "does not have", "missing-attribute")
        count = len(_list(node.get("input")))
        if not info.min_input <= count <= info.max_input:
            label = _node_label(node, i)
            if info.max_input >= 1 << 30:
                allowed = f"at least {info.min_input}"
            elif info.min_input == info.max_input:
                allowed = f"exactly {info.min_input}"
            else:
                allowed = f"{info.min_input} to {info.max_input}"
            hint = (f"; the first {info.min_input} are required (an absent optional input is written as \"\")"
                    if count < info.min_input < info.max_input else "")
            self.add(f"{node_path}.input" if "input" in node else node_path,
                     f"{label} has {count} input{'s' if count != 1 else ''}, but {op_type} "
                     f"(opset {info.since_version}) takes {allowed}{hint}", "input-count")

    def check_attribute_values(self, node: dict[str, Any], i: int, prefix: str, attributes: Any) -> None:
        """Each attribute holds one value, in the field its type names, and no name repeats (as
        onnx's checker reads every node, of any domain)."""
        seen: set[str] = set()
        start = len(self.problems)
        for a, attr in _dicts(attributes):
            if len(self.problems) - start >= self.max_problems:
                break  # what the attributes left would give sorts after these (as check_nodes stops)
            field = _ATTRIBUTE_FIELDS.get(attr["type"]) if type(attr.get("type")) is str else None
            if len(attr) == 3 and field is not None and field in attr and "name" in attr:
                name = attr["name"]  # the usual attribute: name, type, its value
            else:
                name = self.attribute_value(node, i, f"{prefix}[{i}].attribute[{a}]", attr)
            name = name if type(name) is str else _text(name)
            if name in seen:
                self.add(f"{prefix}[{i}].attribute[{a}].name",
                         f"{_node_label(node, i)} has attribute {_show(name)} twice; each attribute may be given "
                         "once", "duplicate-attribute")
            seen.add(name)

    def attribute_value(self, node: dict[str, Any], i: int, path: str, attr: dict[str, Any]) -> Any:
        """Report an attribute whose value fields disagree with its type; return its name."""
        fields = [key for key in _ATTRIBUTE_TYPES if attr.get(key) is not None and attr.get(key) != []]
        have = _attribute_type(attr.get("type"))
        label = f"{_node_label(node, i)}: attribute {_show(_text(attr.get('name')))}"
        if have is None:
            self.add(path, f"{label} has no type; an attribute says its type (onnx's checker and onnxruntime "
                     "refuse one without)" + (f", here \"type\": \"{_ATTRIBUTE_TYPES[fields[0]]}\"" if len(fields) == 1
                                              else ""), "attribute-value")
        elif len(fields) > 1:
            self.add(path, f"{label} holds more than one value ({', '.join(fields)}); an attribute holds one, in "
                     "the field its type names", "attribute-value")
        elif fields and have is not None and _ATTRIBUTE_TYPES[fields[0]] != have:
            self.add(f"{path}.type", f"{label} is of type {_text(have)} but holds its value in \"{fields[0]}\" "
                     f"(the field of type {_ATTRIBUTE_TYPES[fields[0]]}); make the type and the field agree",
                     "attribute-value")
        return attr.get("name")

    def unknown_op(self, node: dict[str, Any], i: int, node_path: str, *, domain: str,
                   version: int) -> None:
        op_type = _text(node.get("op_type"))
        known = _all_ops().get(domain, {})
        label = _node_label(node, i)
        first = known.get(op_type)
        if first is not None:
            message = (f"{label}: {op_type} exists in {_domain_words(domain)} only from opset {first}, "
                       f"but this model imports version {version}; raise the opset_import version "
                       f"to {first} or more")
        else:
            message = (f"{label}: {_show(op_type)} is not an operator of {_domain_words(domain)} "
                       f"at opset {version}" + _did_you_mean(op_type, known))
        self.add(f"{node_path}.op_type", message, "unknown-op")

    def report_missing(self, ctx: _OpsetContext) -> None:
        for domain, (where, count, label) in ctx.missing.items():
            shown = "ai.onnx" if domain == "" else domain
            more = count - 1
            if ctx.truncated:  # the count stopped where the node list was cut short
                others = f" (and at least {more} more node{'s' if more != 1 else ''})" if more else ""
            else:
                others = f" (and {more} more node{'s' if more != 1 else ''})" if more else ""
            self.add(where, f"{label}{others} uses {_domain_words(domain)}, which "
                     f"{ctx.where} does not import; add {{\"domain\": {_show(shown)}, \"version\": ...}}",
                     "missing-opset")

    # ---- functions ---------------------------------------------------------------------------

    def check_cycles(self, functions: list[tuple[int, dict[str, Any]]]) -> None:
        if not self.calls:
            return
        names = {i: _text(f.get("name")) or f"function {i}" for i, f in functions}
        for component in _strongly_connected(sorted(names), self.calls):
            start = min(component)
            if len(component) == 1 and start not in self.calls.get(start, ()):
                continue
            cycle = _cycle_from(start, component, self.calls)
            shown = " → ".join(names[c] for c in [*cycle, start])
            self.add(f"functions[{start}]",
                     f"model-local functions call each other in a cycle: {shown}; functions cannot be "
                     "recursive (a call is expanded inline)", "function-cycle")

    # ---- persistent bindings -----------------------------------------------------------------

    def report_subgraph_bindings(self, path: str, bindings: list[Any]) -> None:
        for k, b in enumerate(bindings):
            label = _binding_label(k, b)
            self.add(_join(path, f"persistent_bindings[{k}]"),
                     f"{label} is declared inside a subgraph; persistent bindings may be declared only in "
                     "the root graph (bind the root graph's input and output instead)",
                     "binding-in-subgraph")

    def scan_bindings(self, g: dict[str, Any], path: str) -> None:
        """Report bindings in a graph that is not checked otherwise, and in its subgraphs."""
        self.report_subgraph_bindings(path, _list(g.get("persistent_bindings")))
        for i, node in _dicts(g.get("node")):
            for a, attr in _dicts(node.get("attribute")):
                sub = attr.get("g")
                if isinstance(sub, dict):
                    self.scan_bindings(sub, f"{path}.node[{i}].attribute[{a}].g")
                for k, sub in _dicts(attr.get("graphs")):
                    self.scan_bindings(sub, f"{path}.node[{i}].attribute[{a}].graphs[{k}]")

    def check_bindings(self, g: dict[str, Any], path: str, bindings: list[Any]) -> None:
        if not bindings:
            return
        inputs: dict[str, dict[str, Any]] = {}
        for _, vi in _dicts(g.get("input")):
            inputs.setdefault(_text(vi.get("name")), vi)
        outputs: dict[str, dict[str, Any]] = {}
        for _, vi in _dicts(g.get("output")):
            outputs.setdefault(_text(vi.get("name")), vi)
        seen_in: dict[str, int] = {}
        seen_out: dict[str, int] = {}
        for k, b in enumerate(bindings):
            bpath = _join(path, f"persistent_bindings[{k}]")
            if not isinstance(b, dict):
                continue
            label = _binding_label(k, b)
            for u, entry in _dicts(b.get(UNKNOWN_KEY)):
                number = entry.get("number")
                if isinstance(number, int) and number in _LEGACY_BINDING_FIELDS:
                    self.add(f"{bpath}.$unknown[{u}]",
                             f"{label} carries wire field {number}, part of the retired field-path form of "
                             "bindings, which is no longer accepted (nor dropped silently): a binding selects a whole input and a whole "
                             "output by input_name and output_name; remove the field (bind the whole "
                             "value instead of a part of it)", "binding-legacy-field")
            in_name, out_name = _text(b.get("input_name")), _text(b.get("output_name"))
            resolved = True
            for key, name, table, seen, what in (("input_name", in_name, inputs, seen_in, "input"),
                                                 ("output_name", out_name, outputs, seen_out, "output")):
                where = f"{bpath}.{key}" if key in b else bpath
                if name not in table:
                    resolved = False
                    hint = _did_you_mean(name, table)
                    self.add(where,
                             f"{label}: the root graph has no {what} named {_show(name)}; a binding names "
                             f"a whole {what} of the root graph, literally (dots and backslashes are "
                             "ordinary characters, not a field path)"
                             + (hint or f"; the {what}s are " + ", ".join(_show(n) for n in list(table)[:10])
                                + (", …" if len(table) > 10 else "")),
                             "binding-unknown-name")
                    continue
                if name in seen:
                    self.add(where, f"{label}: {what} {_show(name)} is already bound by binding "
                             f"{seen[name]}; each {what} can be bound at most once", "binding-duplicate")
                else:
                    seen[name] = k
            if not resolved:
                continue
            in_type, out_type = inputs[in_name].get("type"), outputs[out_name].get("type")
            strings = []
            for side, t in (("input", in_type), ("output", out_type)):
                part = _string_part(t, self.structs)
                if part:
                    strings.append(f"the {side}'s type ({part})")
            if strings:
                self.add(bpath, f"{label}: string tensors cannot be persistent, nor can sequences, "
                         "optionals, maps or structs containing them; here "
                         + (strings[0] if len(strings) == 1 else " and ".join(strings))
                         + (" holds strings" if len(strings) == 1 else " hold strings"), "binding-string")
                continue
            if isinstance(in_type, dict) and isinstance(out_type, dict):
                mismatch = _type_mismatch(in_type, out_type, self.structs, "")
                if mismatch:
                    self.add(bpath, f"{label}: the input's and the output's types are incompatible "
                             f"(the output is fed back as the input of the next run): {mismatch}",
                             "binding-type")


def _binding_label(k: int, b: Any) -> str:
    if not isinstance(b, dict):
        return f"binding {k}"
    return f"binding {k} ({_show(_text(b.get('input_name')))} → {_show(_text(b.get('output_name')))})"


# --------------------------------------------------------------------------------------------------
# Types


def _kind(t: dict[str, Any]) -> str | None:
    for kind in _TYPE_KINDS:
        if isinstance(t.get(kind), dict):
            return kind
    return None


def _string_part(t: Any, structs: dict[int, dict[str, Any]] | None,
                 seen: frozenset[int] = frozenset()) -> str:
    """Where a TypeProto holds strings ("" when it does not), e.g. ``sequence element``."""
    if not isinstance(t, dict):
        return ""
    kind = _kind(t)
    if kind is None:
        return ""
    body = t[kind]
    if kind in ("tensor_type", "sparse_tensor_type"):
        return "tensor(string)" if body.get("elem_type") in ("STRING", 8) else ""
    if kind in ("sequence_type", "optional_type"):
        inner = _string_part(body.get("elem_type"), structs, seen)
        return f"{kind.split('_')[0]} element: {inner}" if inner else ""
    if kind == "map_type":
        if body.get("key_type") in ("STRING", 8):
            return "map with string keys"
        inner = _string_part(body.get("value_type"), structs, seen)
        return f"map value: {inner}" if inner else ""
    if kind == "struct_type":
        return _struct_string_part(body, structs, seen)
    return ""


def _struct_string_part(s: dict[str, Any], structs: dict[int, dict[str, Any]] | None,
                        seen: frozenset[int]) -> str:
    ref = s.get("type_ref")
    if isinstance(ref, int):
        if structs is None or ref in seen or ref not in structs:
            return ""
        return _struct_string_part(structs[ref], structs, seen | {ref})
    tid = s.get("type_id")
    if isinstance(tid, int):
        seen = seen | {tid}
    name = _text(s.get("name"))
    shown = f"struct {_show(name)}" if name else "struct"
    array = s.get("array")
    if isinstance(array, dict):
        inner = _string_part(array.get("element_type"), structs, seen)
        return f"{shown} array element: {inner}" if inner else ""
    structure = s.get("structure")
    if isinstance(structure, dict):
        for _, field in _dicts(structure.get("field")):
            fname = _show(_text(field.get("name")))
            inner = _string_part(field.get("type"), structs, seen)
            if inner:
                return f"{shown} field {fname}: {inner}"
            constant = field.get("constant")
            if isinstance(constant, dict) and constant.get("data_type") in ("STRING", 8):
                return f"{shown} field {fname}: a string constant"
    return ""


def _struct_identity(s: dict[str, Any]) -> tuple[str, Any]:
    ref = s.get("type_ref")
    if isinstance(ref, int):
        return ("id", ref)
    tid = s.get("type_id")
    if isinstance(tid, int):
        return ("id", tid)
    return ("anonymous", _strip(s))


def _strip(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if not k.startswith("$") and k != "doc_string"}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value


def _struct_words(s: dict[str, Any]) -> str:
    ident = _struct_identity(s)
    name = _text(s.get("name"))
    named = f" {_show(name)}" if name else ""
    if ident[0] == "id":
        return f"struct{named} (catalogue id {ident[1]})"
    return f"anonymous struct{named}"


def _type_mismatch(a: dict[str, Any], b: dict[str, Any], structs: dict[int, dict[str, Any]] | None,
                   where: str) -> str:
    """The first incompatibility of two TypeProtos, as words ("" when compatible)."""
    at = f" ({where})" if where else ""
    ka, kb = _kind(a), _kind(b)
    if ka is None or kb is None:
        return ""
    if ka != kb:
        return f"the input is {_KIND_WORDS[ka]} and the output is {_KIND_WORDS[kb]}{at}; they must be the same kind"
    x, y = a[ka], b[kb]
    if ka in ("tensor_type", "sparse_tensor_type"):
        ex, ey = x.get("elem_type"), y.get("elem_type")
        if ex is not None and ey is not None and ex != ey:
            return f"element type {ex} (input) vs {ey} (output){at}; element types must be equal"
        sx, sy = x.get("shape"), y.get("shape")
        if isinstance(sx, dict) and isinstance(sy, dict):
            dx, dy = _list(sx.get("dim")), _list(sy.get("dim"))
            if len(dx) != len(dy):
                return (f"rank {len(dx)} (input) vs {len(dy)} (output){at}; ranks must be equal when both "
                        "are known (an unknown rank is accepted)")
            for d, (p, q) in enumerate(zip(dx, dy, strict=True)):
                vp = p.get("dim_value") if isinstance(p, dict) else None
                vq = q.get("dim_value") if isinstance(q, dict) else None
                if isinstance(vp, int) and isinstance(vq, int) and vp != vq:
                    return (f"dimension {d} is {vp} (input) vs {vq} (output){at}; concrete dimensions must "
                            "be equal (symbolic ones are accepted)")
        return ""
    if ka in ("sequence_type", "optional_type"):
        ex, ey = x.get("elem_type"), y.get("elem_type")
        if isinstance(ex, dict) and isinstance(ey, dict):
            inner = f"{where} " if where else ""
            return _type_mismatch(ex, ey, structs, f"{inner}{ka.split('_')[0]} element".strip())
        return ""
    if ka == "map_type":
        kx, ky = x.get("key_type"), y.get("key_type")
        if kx is not None and ky is not None and kx != ky:
            return f"map key type {kx} (input) vs {ky} (output){at}; key types must be equal"
        vx, vy = x.get("value_type"), y.get("value_type")
        if isinstance(vx, dict) and isinstance(vy, dict):
            return _type_mismatch(vx, vy, structs, f"{where} map value".strip())
        return ""
    if ka == "opaque_type":
        if (_text(x.get("domain")), _text(x.get("name"))) != (_text(y.get("domain")), _text(y.get("name"))):
            return f"the opaque types differ{at}; they must be the same domain and name"
        return ""
    if ka == "struct_type":
        for s in (x, y):
            ref = s.get("type_ref")
            if structs is not None and isinstance(ref, int) and ref not in structs:
                return (f"the struct type_ref {ref} refers to no entry of the model's struct_types "
                        f"(no struct_types[*].type_id is {ref}){at}")
        if _struct_identity(x) != _struct_identity(y):
            return (f"{_struct_words(x)} (input) vs {_struct_words(y)} (output){at}; struct types must be the "
                    "same catalogue type (the same type_id, or a type_ref to it)")
        return ""
    return ""


# --------------------------------------------------------------------------------------------------
# Call-graph cycles


def _strongly_connected(nodes: list[int], edges: dict[int, set[int]]) -> list[list[int]]:
    """Tarjan's algorithm, iterative; components in a deterministic order."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    on_stack: set[int] = set()
    stack: list[int] = []
    out: list[list[int]] = []
    counter = 0
    for start in nodes:
        if start in index:
            continue
        work: list[tuple[int, Iterator[int]]] = [(start, iter(sorted(edges.get(start, ()))))]
        index[start] = low[start] = counter
        counter += 1
        stack.append(start)
        on_stack.add(start)
        while work:
            v, it = work[-1]
            advanced = False
            for w in it:
                if w not in index:
                    index[w] = low[w] = counter
                    counter += 1
                    stack.append(w)
                    on_stack.add(w)
                    work.append((w, iter(sorted(edges.get(w, ())))))
                    advanced = True
                    break
                if w in on_stack:
                    low[v] = min(low[v], index[w])
            if advanced:
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[v])
            if low[v] == index[v]:
                component = []
                while True:
                    w = stack.pop()
                    on_stack.discard(w)
                    component.append(w)
                    if w == v:
                        break
                out.append(sorted(component))
    out.sort()
    return out


def _cycle_from(start: int, component: list[int], edges: dict[int, set[int]]) -> list[int]:
    """A shortest call path start → … → start inside one component (without the final start)."""
    members = set(component)
    parent: dict[int, int] = {}
    frontier = [start]
    while frontier:
        nxt: list[int] = []
        for v in frontier:
            for w in sorted(edges.get(v, ())):
                if w == start:
                    path = [v]
                    while path[-1] != start:
                        path.append(parent[path[-1]])
                    return path[::-1]
                if w in members and w not in parent:
                    parent[w] = v
                    nxt.append(w)
        frontier = nxt
    return [start]

