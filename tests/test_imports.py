"""The floors of the package (docs/ARCHITECTURE.md), held by a test: every import looks down.

Like ruff's banned-api fences around orjson/typer/rich, this reads every ``import`` of onnxjson's own
modules (at the top of a module and inside functions alike) and fails when one runs back up a floor,
when a feature imports ``_api``, or when modules import each other in a circle. A new module must be
given its floor in FLOORS (and in docs/ARCHITECTURE.md).
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "onnxjson"

#: Floor of each module (a package name covers its modules). Lower floors never import higher ones.
FLOORS: dict[str, int] = {
    # 1: the ground: errors, defaults, descriptors, bytes on the wire, files, small helpers.
    "onnxjson.errors": 1, "onnxjson.options": 1, "onnxjson.proto": 1, "onnxjson.wire": 1,
    "onnxjson.files": 1, "onnxjson._progress": 1, "onnxjson._access": 1, "onnxjson._gc": 1,
    "onnxjson._stack": 1, "onnxjson.accel": 1, "onnxjson._digest": 1, "onnxjson._printable": 1,
    # 2: the codec (bytes ⇄ document) and its payload room.
    "onnxjson.codec": 2,
    # 3: document ⇄ text, opening sources, short renderings.
    "onnxjson.jsonio": 3, "onnxjson.sources": 3, "onnxjson.display": 3, "onnxjson.streamed": 3,
    # 4: features.
    "onnxjson.weights": 4, "onnxjson.schema": 4, "onnxjson.validate": 4, "onnxjson.diff": 4,
    "onnxjson.explore": 4, "onnxjson.explore_page": 4, "onnxjson.gitsetup": 4, "onnxjson.merge": 4,
    "onnxjson.store": 4,
    # 5: the pipelines of the public functions, over the features.
    "onnxjson.pipelines": 5,
    # 6, 7: the facade and the command line.
    "onnxjson._api": 6, "onnxjson.cli": 7, "onnxjson": 7, "onnxjson.__main__": 8,
    # The developer command that writes the generated files (nothing in the package imports it).
    "onnxjson.gen": 8,
}
FEATURES = {name for name, floor in FLOORS.items() if floor == 4}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _modules() -> dict[str, Path]:
    return {_module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


@functools.cache
def _read(path: Path) -> tuple[str, tuple[ast.AST, ...]]:
    """A module's text and every node of its tree: parsed and walked once for all the tests here (the
    package is 1.4 MB of source, the generated modules most of it)."""
    text = path.read_text(encoding="utf-8")
    return text, tuple(ast.walk(ast.parse(text)))


@pytest.fixture(autouse=True, scope="module")
def _trees_kept_while_the_tests_here_run() -> Iterator[None]:
    """The trees are let go once this module's tests have run: 400,000 objects that every full
    collection of the garbage collector would otherwise walk again for the rest of the session."""
    yield
    _read.cache_clear()


def _owner(name: str) -> str | None:
    """The FLOORS entry that covers a module."""
    while name:
        if name in FLOORS:
            return name
        if "." not in name:
            return None
        name = name.rsplit(".", 1)[0]
    return None


def _imports(path: Path, modules: dict[str, Path]) -> set[str]:
    """The onnxjson modules a file imports, anywhere in it (``from onnxjson import x`` counts as x).

    A module loaded by its name (``importlib.import_module(GENERATED)``, the name a string constant
    somewhere in the file) counts as imported too: a circle is one whether or not it is spelled with
    ``import``."""
    found: set[str] = set()
    for node in _read(path)[1]:
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in modules:
            found.add(node.value)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names if a.name.split(".")[0] == "onnxjson")
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            if node.module.split(".")[0] != "onnxjson":
                continue
            subs = [f"{node.module}.{a.name}" for a in node.names if f"{node.module}.{a.name}" in modules]
            found.update(subs or [node.module])
    return found


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    return {name: _imports(path, modules) - {name} for name, path in modules.items()}


def _rooms() -> dict[str, set[str]]:
    """The import graph between rooms: a FLOORS entry (a module, or a whole package) is one room."""
    rooms: dict[str, set[str]] = {}
    for name, targets in _graph().items():
        room = _owner(name) or name
        rooms.setdefault(room, set()).update(_owner(t) or t for t in targets)
        rooms[room].discard(room)
    return rooms


def test_every_module_has_a_floor() -> None:
    assert [m for m in _modules() if _owner(m) is None] == [], "give each new module its floor in FLOORS"


def test_imports_only_look_down() -> None:
    bad = []
    for name, targets in _graph().items():
        here = FLOORS[_owner(name) or ""]
        for target in sorted(targets):
            owner = _owner(target)
            if owner is None or owner == _owner(name):
                continue  # within one package (codec, schema, proto) or an unknown name
            if FLOORS[owner] > here:
                bad.append(f"{name} (floor {here}) imports {target} (floor {FLOORS[owner]})")
    assert bad == []


def test_features_never_import_the_facade_and_the_codec_no_feature() -> None:
    graph = _graph()
    for name, targets in graph.items():
        owner = _owner(name)
        if owner in FEATURES:
            above = {t for t in targets if _owner(t) in ("onnxjson.pipelines", "onnxjson._api", "onnxjson.cli")}
            assert not above, name
        if owner == "onnxjson.pipelines":
            assert not {t for t in targets if _owner(t) in ("onnxjson._api", "onnxjson.cli")}, name
        if owner == "onnxjson.codec":
            assert not {t for t in targets if (_owner(t) or "") in FEATURES}, name


def test_no_circles() -> None:
    # Between rooms (modules of one package, such as the codec's, may use each other); a circle is
    # any strongly connected set of more than one room.
    graph = _rooms()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next((c for c in children if c in graph), None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                members = []
                while True:
                    m = stack.pop()
                    on_stack.discard(m)
                    members.append(m)
                    if m == node:
                        break
                if len(members) > 1:
                    circles.append(sorted(members))
    assert circles == []


def test_no_module_changes_the_recursion_limit() -> None:
    """The recursion limit is the whole process's: deep walks use explicit stacks (onnxjson._stack)
    instead. Any mention of ``setrecursionlimit`` in the package fails, called or passed around."""
    found = []
    for name, path in _modules().items():
        for node in _read(path)[1]:
            if (isinstance(node, ast.Attribute) and node.attr == "setrecursionlimit") or (
                    isinstance(node, ast.Name) and node.id == "setrecursionlimit") or (
                    isinstance(node, ast.alias) and node.name == "setrecursionlimit") or (
                    isinstance(node, ast.Constant) and node.value == "setrecursionlimit"):
                found.append(f"{name}:{node.lineno if hasattr(node, 'lineno') else '?'}")
    assert found == []


def test_no_circles_between_modules() -> None:
    """Not even inside a package: decode and its fast path, say, import one way only."""
    graph = _graph()
    order: list[str] = []  # modules whose imports are all placed (a topological order)
    placed: set[str] = set()
    for root in sorted(graph):
        if root in placed:
            continue
        trail: set[str] = {root}
        work = [(root, iter(sorted(graph[root])))]
        while work:
            node, children = work[-1]
            child = next((c for c in children if c in graph and c not in placed), None)
            if child is None:
                work.pop()
                trail.discard(node)
                placed.add(node)
                order.append(node)
                continue
            assert child not in trail, f"import circle through {node} and {child}"
            trail.add(child)
            work.append((child, iter(sorted(graph[child]))))
    assert len(order) == len(graph)


#: Modules whose imports inside functions are their design: the CLI loads the heavier features only
#: in the commands that use them (docs/ARCHITECTURE.md, "Rules that hold the floors").
LAZY_BY_DESIGN = {"onnxjson.cli"}


def test_imports_inside_functions_say_why() -> None:
    """An import inside a function hides a cycle or costs every reader: elsewhere than the CLI, each
    one carries a comment (on its line or the line above) saying why it waits."""
    bare = []
    for name, path in _modules().items():
        if name in LAZY_BY_DESIGN or name.endswith(("._checks", "._fastgen", "._fastenc")):
            continue
        text, nodes = _read(path)
        lines = text.splitlines()
        for fn in nodes:
            if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            for node in ast.walk(fn):
                if isinstance(node, (ast.Import, ast.ImportFrom)):
                    at = node.lineno - 2  # above the block of imports this one ends
                    while at >= 0 and lines[at].strip().startswith(("import ", "from ")) and "#" not in lines[at]:
                        at -= 1
                    if "#" not in lines[node.lineno - 1] and not lines[at].strip().startswith("#") and \
                            "#" not in lines[at]:
                        bare.append(f"{name}:{node.lineno}: {lines[node.lineno - 1].strip()}")
    assert bare == []


#: Keys of the document format, each defined once (and imported wherever it is used).
KEYS = {"$onnxjson": "onnxjson.codec.document", "$layout": "onnxjson.codec.layout",
        "$unknown": "onnxjson.codec.layout", "$bytes": "onnxjson.codec.values", "$payload": "onnxjson.diff"}


def test_document_keys_are_spelled_once() -> None:
    spelled = []
    for name, path in _modules().items():
        if name.endswith(("._checks", "._fastgen", "._fastenc")):
            continue
        for node in _read(path)[1]:
            if isinstance(node, ast.Constant) and node.value in KEYS and KEYS[node.value] != name:
                spelled.append(f"{name}:{node.lineno}: {node.value}")
    assert spelled == []
