"""Long repeated scalar fields (issue 30, item 3: a random forest's node is millions of attribute
values): decoded, written and rebuilt the same on both paths at every length around the compiled
decoder's sharing threshold (_accel_decode.c's SHARE_AFTER: from the 64th value of a run, equal
ints, float32 bits and short ASCII strings are one object each), with values that repeat, collide
in its tables and are none of those (negative ints, NaNs, long, non-ASCII and non-UTF-8 strings);
and the writer's lines of a long string array, which it packs from their joined text when no
element holds ``", "``."""

from __future__ import annotations

import random
import struct
import sys
from typing import Any

import pytest
from accel_support import NOT_BUILT, blocks_left_behind, compiled_paths, needs_compiled
from hypothesis import given, settings
from hypothesis import strategies as st
from onnx import AttributeProto, NodeProto, TensorProto

import onnxjson
from onnxjson import accel, jsonio
from onnxjson.codec import fastwire, values

#: Run lengths around the compiled decoder's threshold (64), and long ones.
LENGTHS = (1, 2, 63, 64, 65, 66, 127, 128, 129, 1000, 20000)
SHARE_INTS = 16384  # _accel_decode.c's table: values this far apart share a slot


def _ints(rnd: random.Random, n: int) -> list[int]:
    pool = [rnd.choice((0, 1, 255, 256, 257, 16383, 16384, 16385, 2**31 - 1, 2**31, 2**32, 2**62, 2**63 - 1,
                        -1, -257, -(2**31), -(2**63))) for _ in range(8)]
    pool += [rnd.randrange(257, 5000) for _ in range(8)]
    out = []
    for _ in range(n):
        r = rnd.random()
        if r < 0.5:
            out.append(rnd.choice(pool))
        elif r < 0.7:  # the same slot, another value
            out.append(rnd.choice(pool) % SHARE_INTS + SHARE_INTS * rnd.randrange(1, 4))
        else:
            out.append(rnd.randrange(-(2**63), 2**63) >> rnd.randrange(64))
    return [max(-(2**63), min(2**63 - 1, v)) for v in out]


def _float_words(rnd: random.Random, n: int) -> list[int]:
    specials = [0, 0x80000000, 0x3F800000, 0x7FC00000, 0xFFC00001, 0x7F800000, 0xFF800000, 0x7F7FFFFF, 1]
    pool = [rnd.getrandbits(32) for _ in range(6)] + specials
    return [rnd.choice(pool) if rnd.random() < 0.6 else rnd.getrandbits(32) for _ in range(n)]


def _strings(rnd: random.Random, n: int) -> list[bytes]:
    pool = [b"BRANCH_LEQ", b"LEAF", b"", b"a, b", b'q"\\', "é".encode(), b"\xff\xfe", b"x" * 32, b"y" * 33,
            bytes(rnd.randrange(32, 127) for _ in range(rnd.randrange(20)))]
    return [rnd.choice(pool) if rnd.random() < 0.7 else
            bytes(rnd.randrange(0, 256 if rnd.random() < 0.1 else 128) for _ in range(rnd.randrange(40)))
            for _ in range(n)]


def _node(rnd: random.Random, n: int) -> bytes:
    """A TreeEnsemble-shaped node: runs of ints, floats and strings of length ``n`` (and one of
    each in another length), a tensor attribute whose dims and (packed) data are that long."""
    node = NodeProto(op_type="TreeEnsembleRegressor", domain="ai.onnx.ml", name="forest",
                     input=[f"in{i}" for i in range(min(n, 300))], output=["y"])
    for name, m in (("a", n), ("b", rnd.choice(LENGTHS))):
        node.attribute.add(name=f"{name}_ints", type=AttributeProto.INTS).ints.extend(_ints(rnd, m))
        words = _float_words(rnd, m)
        floats = struct.unpack(f"<{m}f", struct.pack(f"<{m}I", *words))
        node.attribute.add(name=f"{name}_floats", type=AttributeProto.FLOATS).floats.extend(floats)
        node.attribute.add(name=f"{name}_strings", type=AttributeProto.STRINGS).strings.extend(_strings(rnd, m))
    t = node.attribute.add(name="t", type=AttributeProto.TENSOR).t
    t.data_type = TensorProto.INT64
    t.dims.extend([1] * min(n, 200))
    t.int64_data.append(rnd.randrange(-5, 5000))
    return node.SerializeToString()


def _typed(value: Any) -> Any:
    """A document with each value's type beside it (so 1 and 1.0, or True and 1, differ)."""
    if isinstance(value, dict):
        return {k: _typed(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_typed(v) for v in value]
    return (type(value).__name__, repr(value))


@pytest.mark.parametrize("length", LENGTHS)
def test_long_runs_decode_write_and_rebuild_the_same_on_both_paths(length: int) -> None:
    rnd = random.Random(length)
    data = _node(rnd, length)
    docs, texts = {}, {}
    paths = (False, True) if accel.compiled is not None else (False,)
    for on in paths:
        with compiled_paths(on):
            docs[on] = onnxjson.to_dict(data, type="NodeProto")
            texts[on] = onnxjson.dumps(data, type="NodeProto")
            assert onnxjson.from_dict(docs[on], type="NodeProto") == data
            assert onnxjson.loads(texts[on], type="NodeProto") == data
    if accel.compiled is None:
        pytest.skip(NOT_BUILT)
    assert _typed(docs[True]) == _typed(docs[False])
    assert texts[True] == texts[False]


def test_a_forest_of_real_models_decodes_the_same_on_both_paths() -> None:
    """Many nodes whose runs start and end the sharing in one decode, in a model (the tables are
    the whole decode's): values met in one run are shared with later runs and nodes."""
    if accel.compiled is None:
        pytest.skip(NOT_BUILT)
    rnd = random.Random(7)
    graph_nodes = [NodeProto.FromString(_node(rnd, rnd.choice(LENGTHS[:8]))) for _ in range(12)]
    from onnx import helper

    model = helper.make_model(helper.make_graph(graph_nodes, "g", [], []))
    data = model.SerializeToString()
    docs = {}
    for on in (False, True):
        with compiled_paths(on):
            docs[on] = onnxjson.to_dict(data)
            assert onnxjson.from_dict(docs[on]) == data
    assert _typed(docs[True]) == _typed(docs[False])


def _leaves(doc: Any) -> list[Any]:
    out: list[Any] = []
    todo = [doc]
    while todo:
        v = todo.pop()
        if isinstance(v, dict):
            todo.extend(v.values())
        elif isinstance(v, list):
            todo.extend(v)
        else:
            out.append(v)
    return out


@needs_compiled
def test_the_shared_values_are_neither_kept_nor_lost() -> None:
    """A decode's shared tables hold a reference to each value they keep and drop them with the
    decode: each value of the document is referred to by its places in it, no more, no fewer (ints
    beyond the interpreter's small ones, finite floats, strings of two characters or more: objects
    the decode made); and 30 decodes leave no more blocks behind than those of a node of short runs."""
    data = _node(random.Random(3), 3000)
    with compiled_paths(True):
        doc = onnxjson.to_dict(data, type="NodeProto")
        places: dict[int, int] = {}
        values: dict[int, Any] = {}
        runs = [a[key] for a in doc["attribute"] for key in ("ints", "floats", "strings") if key in a]
        for v in _leaves(runs):  # made by the decoder (enum and NaN names are the helpers')
            if (type(v) is int and not -5 <= v <= 256) or type(v) is float or \
                    (type(v) is str and len(v) > 1 and not v.startswith(("NaN", "Inf", "-Inf"))):
                places[id(v)] = places.get(id(v), 0) + 1
                values[id(v)] = v
        del v
        assert max(places.values()) > 100  # shared
        extra = [(values[k], sys.getrefcount(values[k]) - 2, n) for k, n in places.items()
                 if sys.getrefcount(values[k]) - 2 != n]  # less getrefcount's argument and values'
        assert not extra, extra[:10]
        del doc, values, runs

        def left(node: bytes) -> list[str]:
            onnxjson.to_dict(node, type="NodeProto")
            return blocks_left_behind(lambda: onnxjson.to_dict(node, type="NodeProto"))  # 30 decodes

        short = left(_node(random.Random(3), 10))
        long = left(data)
        assert len(long) <= len(short) + 10, long[:20]


_ELEMENT = st.text(alphabet=st.sampled_from(list(' ,ab"\\\n\x01é')), max_size=6)


@settings(max_examples=300)
@given(items=st.lists(_ELEMENT, min_size=1, max_size=60), level=st.integers(0, 6),
       width=st.integers(1, 60), used=st.integers(0, 80))
def test_string_arrays_are_packed_into_the_lines_of_one_element_each(items: list[str], level: int, width: int,
                                                                     used: int) -> None:
    """_scalar_array's lines of a string array, joined when it may be, are _packed's of its elements."""
    text = jsonio._scalar_array(items, {str}, used, level, width)
    assert text is not None
    parts = [jsonio._dumps(x) for x in items]
    cols = [len(p.decode("utf-8")) for p in parts]
    inline = b"[" + b", ".join(parts) + b"]"
    if used + len(inline.decode("utf-8")) <= width:
        assert text == inline
    else:
        assert text == jsonio._packed(parts, cols, level, width)


# -- the pure decoder's run readers (codec/fastwire.py) against the element-by-element reading ------

def _inline(kind: str, buf: bytes, pos: int, end: int, tag: bytes) -> tuple[Any, int]:
    """What the generated function's loop reads of a run, an element and a key at a time."""
    out: list[Any] = []
    while True:
        if kind == "float":
            stop = pos + 4
            if stop > end:
                return None, -1
            out.append(values.float32_to_doc(buf[pos:stop]))
            pos = stop
        elif kind == "text":
            if pos >= end:
                return None, -1
            n = buf[pos]
            if n < 128:
                pos += 1
            else:
                n, pos = fastwire.length(buf, pos, end)
                if n < 0:
                    return None, -1
            stop = pos + n
            if stop > end:
                return None, -1
            try:
                out.append(str(buf[pos:stop], "utf-8"))
            except UnicodeDecodeError:
                out.append(values.text_to_doc(buf[pos:stop]))
            pos = stop
        else:
            if pos >= end:
                return None, -1
            v = buf[pos]
            if v < 128:
                pos += 1
            else:
                v, pos = fastwire.varint(buf, pos, end, kind)
                if pos < 0:
                    return None, -1
            out.append(v)
        if buf[pos:pos + len(tag)] == tag and pos + len(tag) <= end:
            pos += len(tag)
            continue
        return out, pos


def _element(rnd: random.Random, kind: str) -> bytes:
    """One element's bytes: canonical mostly, else over-long, cut short or odd."""
    r = rnd.random()
    if kind == "float":
        return struct.pack("<I", rnd.choice((rnd.getrandbits(32), 0x7FC00001, 0x80000000)))[:4 if r < 0.97 else 2]
    if kind == "text":
        body = rnd.choice((b"LEAF", b"BRANCH_LEQ", b"\xff", "é".encode(), b"x" * rnd.randrange(200)))
        n = len(body) if r < 0.95 else len(body) + rnd.randrange(1, 4)
        head = bytes([n]) if n < 128 else bytes([(n & 127) | 128, n >> 7])
        return (head if r < 0.98 else bytes([n | 128, 0])) + body
    value = rnd.choice((rnd.randrange(128), rnd.randrange(16384), rnd.getrandbits(64), 2**31, 2**32 - 1))
    out = bytearray()
    while True:
        out.append((value & 127) | (128 if value > 127 else 0))
        value >>= 7
        if not value:
            break
    if r > 0.97:
        out[-1] |= 128
        out.append(0)  # over-long
    return bytes(out)


@pytest.mark.parametrize("kind", ["int32", "int64", "uint32", "uint64", "float", "text"])
def test_run_readers_read_what_the_loop_reads(kind: str) -> None:
    """2,000 seeded runs a kind, one- and two-byte tags, other keys and cut-short ends after them."""
    rnd = random.Random(kind)
    for case in range(2000):
        tag = rnd.choice((b"@", b"=", b"\x92\x01", b"\xfa\x3e"))
        other = rnd.choice((b"\x08", b"@" if tag != b"@" else b"H", bytes([tag[0]]), b"\x80"))
        parts = [_element(rnd, kind)]
        for _ in range(rnd.choice((0, 1, 3, 40))):
            parts.append(tag + _element(rnd, kind))
        buf = b"".join(parts) + (other + bytes(rnd.randrange(3)) if rnd.random() < 0.5 else b"")
        end = len(buf) - (rnd.randrange(3) if rnd.random() < 0.1 else 0)
        view = memoryview(buf) if case % 2 else buf
        if kind == "float":
            got = fastwire.float32_run(view, 0, end, tag)
        elif kind == "text":
            got = fastwire.text_run(view, 0, end, tag)
        else:
            got = fastwire.varint_run(view, 0, end, kind, tag)
        assert _typed(got) == _typed(_inline(kind, view, 0, end, tag)), (case, buf.hex(), end)


@pytest.mark.parametrize("path", ["pure", "compiled"])
def test_runs_on_either_side_of_the_run_bytes(path: str) -> None:
    """Attribute runs whose bytes after the first element are around RUN_BYTES (where the generated
    function hands the run to a reader) decode, write and rebuild as the compiled path does."""
    if path == "compiled" and accel.compiled is None:
        pytest.skip(NOT_BUILT)
    rnd = random.Random(5)
    for n in range(812, 824):  # floats: 5 bytes an element after the first
        node = NodeProto(op_type="X")
        node.attribute.add(name="f", type=AttributeProto.FLOATS).floats.extend(
            struct.unpack(f"<{n}f", struct.pack(f"<{n}I", *_float_words(rnd, n))))
        node.attribute.add(name="i", type=AttributeProto.INTS).ints.extend([rnd.randrange(128) for _ in range(2040 + n % 12)])
        node.attribute.add(name="s", type=AttributeProto.STRINGS).strings.extend([b"ab"] * (1020 + n % 12))
        data = node.SerializeToString()
        with compiled_paths(path == "compiled"):
            doc = onnxjson.to_dict(data, type="NodeProto")
            assert onnxjson.from_dict(doc, type="NodeProto") == data
        with compiled_paths(False):
            assert _typed(onnxjson.to_dict(data, type="NodeProto")) == _typed(doc)
