"""The graph checks' table of defined names (``NameTable``, section "names" of onnxjson/_accel_graph.c).

With the accelerator, ``schema/checks._Scope.defined`` is a NameTable: the compiled node and
initialiser loops fill it with tagged integers instead of objects, and the reference reads it as a
mapping. These tests hold it to a dict: random sequences of every mapping operation, keys of every
kind and length (equal texts in other objects, texts that differ only past their first 8 bytes or in
their length, NUL characters, each str kind, str subclasses and non-str keys), tables of every size
through their growth, and tables that give up their slots for a dict (the probe limit, forced low);
then check_document with and without the compiled loops on real documents randomly edited and on
generated graphs of every size, with tables that become dicts at once. The tests skip (saying why)
when the extension is not built.
"""

from __future__ import annotations

import functools
import random
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from accel_support import needs_compiled
from hypothesis import given, note
from hypothesis import strategies as st
from test_accel_encode import model_bodies
from test_accel_graph_checks import both
from test_fuzz import _seeded, _settings
from trees import copy_tree

from onnxjson import accel
from onnxjson.schema.checks import STANDARD_DOMAINS

pytestmark = needs_compiled


def _table(limit: int | None = None, *, collide: bool = False) -> Any:
    """A table (``collide``: every key hashing alike, so that only the comparisons tell keys apart)."""
    assert accel.compiled is not None
    return accel.compiled.NameTable(collide=collide) if limit is None else \
        accel.compiled.NameTable(limit=limit, collide=collide)


def _contents(table: Any) -> dict[Any, Any]:
    return {key: table[key] for key in table}


class Text(str):
    """A str subclass: a key the table leaves to a dict."""


#: Texts of every kind and length: 8 bytes is what a slot holds of a key, so texts equal in their
#: first 8 bytes, texts that differ only in their length or by a NUL, and each str kind.
_TEXTS = ["", "a", "ab", "ab\x00", "abcdefgh", "abcdefgh\x00", "abcdefghi", "abcdefghij", "abcdefgh" * 3,
          "abcdefgh" * 3 + "x", "v0", "v1", "v10", "c0", "\xe9t\xe9", "\xe9t\xe9\xe9t\xe9\xe9t\xe9", "\u20ac",
          "\u20ac" * 5, "\U0001f600", "\U0001f600x" * 3, "/model/layers.0/attn/MatMul_output_0",
          "/model/layers.0/attn/MatMul_output_1", "\x00", "\x00" * 9]


def _fresh(text: str) -> str:
    """An equal str that is another object (as the JSON reader gives: a new str for each value)."""
    return "".join(list(text)) if len(text) > 1 else (text + "x")[:-1]


_KEYS = st.one_of(
    st.sampled_from(_TEXTS),
    st.text(max_size=20),
    st.integers(0, 3000).map(lambda i: f"v{i}"),
)


@_seeded
@_settings(400)
@given(st.lists(st.tuples(st.sampled_from(["set", "del", "get", "get_default", "in", "item", "len", "iter"]),
                          _KEYS, st.integers(-5, 1 << 40), st.sampled_from(["plain", "fresh", "subclass", "int"])),
                max_size=120),
       st.sampled_from([None, 0, 1, 2, 8]), st.booleans())
def test_a_table_does_what_a_dict_does(ops: list[tuple[str, str, int, str]], limit: int | None,
                                       collide: bool) -> None:
    table, model = _table(limit, collide=collide), {}
    for op, text, value, form in ops:
        key: Any = {"plain": text, "fresh": _fresh(text), "subclass": Text(text), "int": len(text)}[form]
        note(f"{op} {key!r} {value}")
        if op == "set":
            stored: Any = value if value % 3 else (f"field{value % 5}", value)
            table[key] = stored
            model[key] = stored
        elif op == "del":
            if key in model:
                del table[key]
                del model[key]
            else:
                with pytest.raises(KeyError):
                    del table[key]
        elif op == "get":
            assert table.get(key) == model.get(key)
        elif op == "get_default":
            assert table.get(key, value) == model.get(key, value)
        elif op == "in":
            assert (key in table) == (key in model)
        elif op == "item":
            if key in model:
                assert table[key] == model[key]
            else:
                with pytest.raises(KeyError):
                    table[key]
        elif op == "len":
            assert len(table) == len(model)
        else:
            assert sorted(map(repr, table)) == sorted(map(repr, model))
    assert _contents(table) == model
    assert len(table) == len(model)


@pytest.mark.parametrize("collide", [False, True])
def test_texts_alike_in_their_first_bytes_are_other_keys(collide: bool) -> None:
    texts = [*_TEXTS, *(t + "\x00" for t in _TEXTS), *(t[:-1] for t in _TEXTS if t)]
    table = _table(collide=collide)
    for i, text in enumerate(texts):
        if text not in table:
            table[text] = i
    expected = {}
    for i, text in enumerate(texts):
        expected.setdefault(text, i)
    assert _contents(table) == expected
    assert all(table[_fresh(text)] == expected[text] for text in texts)
    assert not table.is_dict()


def _loops_into(defined: Any, count: int, rnd: random.Random) -> tuple[int, int]:
    """The compiled loops over ``count`` initialisers and a chain of ``count`` nodes reading them,
    entered into ``defined``; (initialisers taken, nodes taken)."""
    assert accel.compiled is not None
    names = [f"w{i}" if rnd.random() < 0.8 else f"a longer initialiser name {i}" for i in range(count)]
    items = [{"name": _fresh(name)} for name in names]
    nodes = [{"op_type": _fresh("Add"), "input": [_fresh(names[i]), _fresh(f"y{i - 1}") if i else "x"],
              "output": [f"y{i}"]} for i in range(count)]
    taken = accel.compiled.graph_initializers(items, 0, defined, "initializer")
    ops = {"": {"Add": (2, 2, {}, 0)}}
    done = accel.compiled.graph_nodes(nodes, 0, defined, ({"x": ("graph input", 0)},), {"": 13}, ops,
                                      STANDARD_DOMAINS)
    return taken, done


@pytest.mark.parametrize(("limit", "collide"), [(None, False), (0, False), (3, False), (None, True)])
def test_tables_of_every_size(limit: int | None, collide: bool) -> None:
    # Every size up to 200 (each growth of the slots: 8, 16, 32... at two thirds full), then larger.
    sizes = [*range(200), 383, 384, 385, 767, 768, 769, 1536, 3072, 6000]
    for count in sizes:
        table: Any = _table(limit, collide=collide)
        expected: dict[str, Any] = {}
        assert _loops_into(table, count, random.Random(count)) == _loops_into(expected, count, random.Random(count))
        assert len(table) == len(expected) == 2 * count
        assert _contents(table) == expected
        if limit == 0 and count:
            assert table.is_dict()
        if collide and count > 256:  # (a probe of more than 512 slots: the table is a dict)
            assert table.is_dict()


def test_a_name_entered_twice_and_taken_back() -> None:
    assert accel.compiled is not None
    ops = {"": {"Add": (2, 2, {}, 0)}}
    for limit in (None, 0):
        table = _table(limit)
        table["x"] = ("graph input", 0)
        # The second node outputs "y0" twice: nothing of it is entered, and the loop stops there.
        nodes = [{"op_type": "Add", "input": ["x", "x"], "output": ["y0"]},
                 {"op_type": "Add", "input": ["x", "y0"], "output": ["z", "y1", "z"]}]
        assert accel.compiled.graph_nodes(nodes, 0, table, (), {"": 13}, ops, STANDARD_DOMAINS) == 1
        assert _contents(table) == {"x": ("graph input", 0), "y0": 0}
        assert "z" not in table and "y1" not in table
        items = [{"name": "w"}, {"name": _fresh("w")}]
        assert accel.compiled.graph_initializers(items, 0, table, "initializer") == 1
        assert table["w"] == ("initializer", 0)
        # More than three fields of (field, index) values: the fourth is held as an object.
        for k, field in enumerate(["f1", "f2", "f3", "f4"]):
            assert accel.compiled.graph_initializers([{"name": f"n{k}"}], 0, table, field) == 1
            assert table[f"n{k}"] == (field, 0)


def _fill_and_drop(table: Any, keys: list[str], values: list[Any], rnd: random.Random) -> None:
    for k, v in zip(keys, values, strict=True):
        table[k] = v
        if rnd.random() < 0.2:
            table[k] = v  # replaced by itself
        if rnd.random() < 0.1:
            del table[k]
    _loops_into(table, 300, rnd)
    assert all(table.get(_fresh(k)) in (None, v) for k, v in zip(keys, values, strict=True))


def test_no_reference_is_kept_or_lost_by_tables() -> None:
    rnd = random.Random(20261204)
    keys = [f"name {i}" if i % 2 else f"n{i}" for i in range(500)]
    values = [("graph input", i) for i in range(500)]
    key_counts = [sys.getrefcount(k) for k in keys]
    value_counts = [sys.getrefcount(v) for v in values]
    for limit in (None, 0, 2):
        for _ in range(5):
            _fill_and_drop(_table(limit), keys, values, rnd)
    assert [sys.getrefcount(k) for k in keys] == key_counts
    assert [sys.getrefcount(v) for v in values] == value_counts


@contextmanager
def tables_with_limit(limit: int) -> Iterator[None]:
    """The checks' tables made with a probe limit: 0 turns each into a dict at its first key."""
    assert accel.compiled is not None
    saved = accel.compiled.NameTable
    accel.compiled.NameTable = functools.partial(saved, limit=limit)
    try:
        yield
    finally:
        accel.compiled.NameTable = saved


def _edited(body: Any, rnd: random.Random) -> Any:
    """A copy of a document's body with 1-4 random edits of the names its graphs define and read."""
    body = copy_tree(body)
    graphs = [g for g in [body.get("graph"), body] if isinstance(g, dict) and isinstance(g.get("node"), list)]
    if not graphs:
        return body
    graph = graphs[0]
    nodes = [n for n in graph["node"] if isinstance(n, dict)]
    names = [n for node in nodes for n in (node.get("input") or []) + (node.get("output") or []) if isinstance(n, str)]
    names += [i.get("name") for i in graph.get("initializer") or [] if isinstance(i, dict)]
    names = [n for n in names if isinstance(n, str)] or ["x"]
    for _ in range(rnd.randrange(1, 5)):
        kind = rnd.randrange(5)
        if kind == 0 and nodes:  # an input renamed: dangling, late, its own output, or still fine
            node = rnd.choice(nodes)
            if node.get("input"):
                node["input"][rnd.randrange(len(node["input"]))] = rnd.choice([*names, "nowhere", ""])
        elif kind == 1 and nodes:  # an output renamed: produced twice, or new
            node = rnd.choice(nodes)
            if node.get("output"):
                node["output"][rnd.randrange(len(node["output"]))] = rnd.choice([*names, "fresh"])
        elif kind == 2 and graph.get("initializer"):  # an initialiser renamed: used twice
            item = rnd.choice(graph["initializer"])
            if isinstance(item, dict):
                item["name"] = rnd.choice(names)
        elif kind == 3 and graph["node"]:  # two nodes swapped: the order broken
            i, j = rnd.randrange(len(graph["node"])), rnd.randrange(len(graph["node"]))
            graph["node"][i], graph["node"][j] = graph["node"][j], graph["node"][i]
        elif kind == 4 and graph["node"]:  # a node dropped
            del graph["node"][rnd.randrange(len(graph["node"]))]
    return body


def test_real_documents_randomly_edited() -> None:
    rnd = random.Random(20261205)
    print("seed 20261205")
    bodies = list(model_bodies())
    assert len(bodies) > 100
    for name, body in bodies:
        for limit in (None, 0, 1):
            edited = _edited(body, rnd)
            if limit is None:
                both(edited, name, max_problems=rnd.choice([1, 3, 100]))
            else:
                with tables_with_limit(limit):
                    both(edited, name, max_problems=100)


def _chain_model(count: int, chains: int) -> dict[str, Any]:
    """The bench's graph-heavy shape: chains of Add nodes, each reading an initialiser of its own."""
    nodes = [{"input": ["input" if i < chains else f"v{i - chains}", f"c{i}"], "output": [f"v{i}"],
              "name": f"add{i}", "op_type": "Add"} for i in range(count)]
    return {"ir_version": 8, "opset_import": [{"version": 17}],
            "graph": {"node": nodes, "initializer": [{"dims": [1], "data_type": "FLOAT", "name": f"c{i}"}
                                                     for i in range(count)],
                      "input": [{"name": "input"}]}}


@_seeded
@_settings(60)
@given(st.integers(0, 2500), st.integers(1, 8), st.randoms(use_true_random=False), st.sampled_from([None, 0, 5]))
def test_graphs_of_every_size_randomly_edited(count: int, chains: int, rnd: random.Random,
                                              limit: int | None) -> None:
    model = _edited(_chain_model(count, chains), rnd)
    if limit is None:
        both(model, max_problems=rnd.choice([1, 5, 100]))
    else:
        with tables_with_limit(limit):
            both(model, max_problems=100)


def test_the_clean_chain_is_taken_whole() -> None:
    for count in (1, 7, 100, 3000):
        assert both(_chain_model(count, 3)) == []


def test_tables_refuse_wrong_arguments() -> None:
    assert accel.compiled is not None
    with pytest.raises(TypeError):
        accel.compiled.NameTable(limit="x")
    with pytest.raises(TypeError):
        _table().get()
    with pytest.raises(TypeError):
        accel.compiled.graph_nodes([], 0, [], (), {}, {}, STANDARD_DOMAINS)
    with pytest.raises(TypeError):
        accel.compiled.graph_initializers([], 0, [], "initializer")
    # An enclosing graph's table of another type: the node is left to the reference.
    nodes = [{"op_type": "Add", "input": ["x", "x"], "output": ["y"]}]
    assert accel.compiled.graph_nodes(nodes, 0, _table(), ([],), {"": 13}, {"": {"Add": (2, 2, {}, 0)}},
                                      STANDARD_DOMAINS) == 0
