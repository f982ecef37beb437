"""The compiled encoder (``encode`` of onnxjson/_accel_encode.c) against the generated fast encoders, and the
compiled checker (``check``, validate's encoder stage) against the generated checkers.

For every document both are given, the compiled encoder must return what the generated function of
the root message returns: the same bytes, or None; hand the same messages to the reference (``slow``,
in the same order, at the same depth); and raise the same exception where a helper raises. The compiled
checker must answer as the generated checker of the root message does (True, None, the same messages
handed to the reference, the same exception), True exactly where the generated encoder gives bytes,
on every one of those documents. Through
the public functions, the same output or error as the reference encoder. The documents: the samples,
onnx's backend test data, random edits of real documents, documents generated from the message
descriptors, and odd values (wrong and subclassed types, integers beyond 64 bits, floats as strings,
NaN forms, float32 overflow, base64 variants, readable values of every type, deep nesting).
The tests skip (saying why) when the extension is not built.
"""

from __future__ import annotations

import copy
import enum
import functools
import gc
import math
import random
import struct
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import seeded
from accel_support import blocks_left_behind, compiled_paths, needs_compiled, references_moved
from corpora import BACKEND_FILES, SAMPLE_MODELS
from hypothesis import given, note
from hypothesis import strategies as st
from test_fuzz import SAMPLE_DOCS, _seeded, _settings, apply_edit, edit
from trees import copy_tree, tree_form

import onnxjson
from onnxjson import OnnxJsonError, accel, jsonio
from onnxjson.codec import compiled as compiled_module
from onnxjson.codec import fastencode
from onnxjson.codec.compiled import compiled_checker, compiled_encoder
from onnxjson.codec.document import split_envelope
from onnxjson.codec.encode import _FastContext, _Refused
from onnxjson.codec.payload import payload_messages
from onnxjson.codec.values import b64encode
from onnxjson.proto import MessageSpec, registry
from onnxjson.schema.checks import check_document

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = SAMPLE_MODELS
CORPUS = BACKEND_FILES
ROOT_TYPES = {".onnx": ["ModelProto"], ".pb": ["TensorProto", "SequenceProto", "MapProto", "OptionalProto"]}

pytestmark = needs_compiled

#: Python frames are the generated functions' stack: a document deeper than this is cut there.
DEEPEST = 150


#: What the reference answered for a message (the message itself, kept so that its id is not reused;
#: its bytes or the exception it raised), by (id of the message, type, depth).
Answers = dict[tuple[int, str, int], tuple[Any, Any, BaseException | None]]


class _Recording(_FastContext):
    """The fast paths' context, noting each message handed to the reference.

    Given ``answers``, a message handed to the reference again (the same object, type and depth: the
    encoder and the checker of both paths hand it the same messages) gets the reference's earlier
    answer instead of a new encoding of it: the reference is deterministic, and assert_same checks
    that nothing changes the document. The calls are noted all the same."""

    def __init__(self, answers: Answers | None = None) -> None:
        super().__init__(registry(), None, 100_000)
        self.calls: list[tuple[str, int]] = []
        self.answers = answers

    def slow(self, doc: Any, name: str, depth: int) -> Any:
        self.calls.append((name, depth))
        if self.answers is None:
            return super().slow(doc, name, depth)
        key = (id(doc), name, depth)
        known = self.answers.get(key)
        if known is None or known[0] is not doc:
            try:
                known = (doc, super().slow(doc, name, depth), None)
            except Exception as e:  # noqa: BLE001 - given again as it was raised
                known = (doc, None, e)
            self.answers[key] = known
        if known[2] is not None:
            raise known[2]
        return type(known[1])(known[1])  # a copy: the caller's own, as a new encoding would be


def _answer(doc: Any, name: str, *, compiled: bool, deepest: int, check: bool,
            answers: Answers | None = None) -> tuple[bool, Any, list[tuple[str, int]]]:
    """(whether it answered; its answer, "refused" or the exception raised; the messages given to
    the reference) of the compiled encoder or checker, or of the generated function of ``name``."""
    context = _Recording(answers)
    context.maxd = deepest
    try:
        if compiled:
            function = (compiled_checker if check else compiled_encoder)(registry())
            assert function is not None
            answer = function(doc, name, context.slow, deepest)
        else:
            answer = (fastencode.fast_checkers if check else fastencode.fast_encoders)(registry())[name](doc, 0, context)
    except _Refused:
        return False, "refused", context.calls
    except Exception as e:  # noqa: BLE001 - a helper's exception must be the same on both paths
        return False, (type(e), str(e)), context.calls
    return True, answer, context.calls


def outcome(doc: Any, name: str, *, compiled: bool, deepest: int = DEEPEST,
            answers: Answers | None = None) -> tuple[Any, list[tuple[str, int]]]:
    """(bytes, None, "refused" or the exception raised; the messages given to the reference) of the
    compiled encoder or of the generated function of ``name``."""
    answered, data, calls = _answer(doc, name, compiled=compiled, deepest=deepest, check=False, answers=answers)
    if answered and data is not None:
        assert type(data) is bytearray
        data = bytes(data)
    return data, calls


def check_outcome(doc: Any, name: str, *, compiled: bool, deepest: int = DEEPEST,
                  answers: Answers | None = None) -> tuple[Any, list[tuple[str, int]]]:
    """(True, None, "refused" or the exception raised; the messages given to the reference) of the
    compiled checker or of the generated checker of ``name``."""
    answered, answer, calls = _answer(doc, name, compiled=compiled, deepest=deepest, check=True, answers=answers)
    if answered:
        assert answer is None or answer is True
    return answer, calls


def assert_same(doc: Any, name: str, deepest: int = DEEPEST, before: Any = None) -> Any:
    """Both encoders give the same outcome for ``doc``, both checkers too, the checkers' True where
    the encoders give bytes (and all leave ``doc`` as it was: as ``before``, its tree_form, when given)."""
    if before is None:
        before = tree_form(doc)
    answers: Answers = {}
    generated = outcome(doc, name, compiled=False, deepest=deepest, answers=answers)
    assert outcome(doc, name, compiled=True, deepest=deepest, answers=answers) == generated, name
    checked = check_outcome(doc, name, compiled=False, deepest=deepest, answers=answers)
    assert check_outcome(doc, name, compiled=True, deepest=deepest, answers=answers) == checked, name
    if isinstance(generated[0], bytes):
        assert checked[0] is True, name
    elif generated[0] is None:
        assert checked[0] is None, name
    assert tree_form(doc) == before
    return generated[0]


def _body(doc: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    spec, _envelope, body = split_envelope(doc, registry(), None)
    return spec.name, body


def model_bodies() -> Iterator[tuple[str, dict[str, Any]]]:
    """The root type and body of each sample and backend model (.onnx) that dumps (others skipped)."""
    for path in [*SAMPLES, *CORPUS]:
        if path.suffix != ".onnx":
            continue
        try:
            yield _body(onnxjson.to_dict(path))
        except OnnxJsonError:
            continue


def test_samples_and_corpus_give_the_same_bytes() -> None:
    taken = 0
    for path in [*SAMPLES, ROOT / "samples" / "tensor.pb", *CORPUS]:
        for type_name in ROOT_TYPES[path.suffix]:
            for values_limit in (64, 0):
                try:
                    doc = onnxjson.to_dict(path, type=type_name, values_limit=values_limit)
                except OnnxJsonError:
                    continue
                name, body = _body(doc)
                before = tree_form(body)
                data = assert_same(body, name, before=before)
                if isinstance(data, bytes):
                    taken += 1
                    assert data == path.read_bytes()
                for deepest in (0, 1, 2, 3):
                    assert_same(body, name, deepest, before)
    assert taken > len(CORPUS)  # the fast path was taken, not just handed on


def test_the_public_paths_give_the_reference_bytes() -> None:
    for path in [*SAMPLES, *CORPUS[::7]]:
        if path.suffix != ".onnx":
            continue
        doc = onnxjson.to_dict(path)
        assert _public(doc, True) == _public(doc, False) == path.read_bytes().hex()


def _public(doc: Any, compiled: bool, **options: Any) -> str:
    """from_dict's bytes (hex) or error, with the compiled paths on or off (the pure paths then)."""
    with compiled_paths(compiled):
        try:
            return onnxjson.from_dict(doc, **options).hex()
        except OnnxJsonError as e:
            return f"error: {type(e).__name__}: {e} at {e.path}"
        except Exception as e:  # noqa: BLE001 - a helper's own exception (Exploding): the same on both paths
            return f"exception: {type(e).__name__}: {e}"


# -- odd values -----------------------------------------------------------------------------------


class Int(int):
    pass


class Str(str):
    pass


class Float(float):
    pass


class Dict(dict):  # type: ignore[type-arg]
    pass


class List(list):  # type: ignore[type-arg]
    pass


class Color(enum.IntEnum):
    RED = 1


class Exploding(float):
    """A float whose conversion raises: the same exception must come out of both paths."""

    def __float__(self) -> float:
        raise RuntimeError("no float here")


ODD_SCALARS: list[Any] = [
    None, True, False, 0, 1, -1, 127, 128, 2**31 - 1, 2**31, -(2**31), -(2**31) - 1, 2**32 - 1, 2**32,
    2**63 - 1, 2**63, -(2**63), -(2**63) - 1, 2**64 - 1, 2**64, -(2**64), 2**100, -(2**100),
    0.0, -0.0, 1.5, -2.25, 1e-45, 1e-50, 3.4028234663852886e38, 3.4028235677973366e38, 3.5e38, 1e308,
    math.nan, math.inf, -math.inf, 5e-324, 2.0**-149, 2.0**-150,
    "", "x", "é", "中文", "\ud800", "a\udfffb", "\x00", "x" * 200, "NaN", "-NaN", "Infinity", "-Infinity",
    "NaN(0x7fc00001)", "NaN(0x7f800000)", "NaN(0x1ffffffffffffffff)", "nan", "inf", "1.5", "1e39", " 2 ", "0x10",
    "FLOAT", "FLOATS", "INT64", "UNDEFINED", "GRAPH", "bogus",
    "QQ==", "QR==", "QQ", "QQ=", "QQ====", "Q", "=", "==", "=QQ", "Q=Q=", "QUJD", "QUJDRA", " QQ", "QQ\n",
    "-_-_", "+/+/", "QQ==QQ==", "é=", "A" * 70_000,
    Int(3), Str("s"), Float(2.5), Color.RED, Exploding(1.0), b"bytes", bytearray(b"x"), (1, 2), {1, 2},
    [], {}, [1, 2], ["a"], [1.5, "NaN"], [[1]], [None], {"values": []}, {"values": [1.0]},
    {"$bytes": "QQ=="}, {"values": [1], "x": 1}, {"size": 4, "sha256": "00"},
]

VALUE_LISTS: list[Any] = [
    [], [0.0, -0.0, 1.5], [1.0, math.nan], [1.0, math.inf], [1, 2, 3], [True, False], [1, True], [1.5, 2],
    [2**7, -(2**7) - 1], [255, -128], [2**15, -(2**15)], [65535], [2**31 - 1, -(2**31)], [2**31], [2**32 - 1],
    [2**63 - 1, -(2**63)], [2**63], [2**64 - 1], [2**64], [-1], [3.5e38], [65504.0, 65520.0], [1e-8],
    ["NaN", "Infinity", "-Infinity"], ["1.5"], ["NaN(0x7fc00001)"], [None], [[1.0]], [Float(1.5)], [Int(2)],
    [Exploding(1.0)], [1.0] * 20_000, [1] * 70_000, [True] * 70_000, [0.5] * 8192, [0.5] * 16384,
    "not a list", (1.0, 2.0), List([1.0]), [1.0, 2.0, 3.0],
]

DATA_TYPES: list[Any] = [
    *range(0, 30), "FLOAT", "DOUBLE", "FLOAT16", "BFLOAT16", "INT8", "UINT8", "INT16", "UINT16", "INT32",
    "UINT32", "INT64", "UINT64", "BOOL", "STRING", "COMPLEX64", "INT4", "bogus", None, True, -1, 2**70,
    Int(1), Str("FLOAT"), 1.0, [1],
]


def test_odd_values_in_every_field_of_a_tensor_and_a_node() -> None:
    tensor: dict[str, Any] = {"dims": [2], "data_type": "FLOAT", "name": "t", "raw_data": "AAAAAAAAgD8="}
    node: dict[str, Any] = {"input": ["a"], "output": ["b"], "op_type": "Relu", "attribute": [
        {"name": "alpha", "type": "FLOAT", "f": 0.5}, {"name": "t", "type": "TENSOR", "t": dict(tensor)}]}
    cases = 0
    for doc, name in ((tensor, "TensorProto"), (node, "NodeProto"), (node["attribute"][0], "AttributeProto")):
        spec = registry().messages[name]
        for f in spec.ordered():
            for value in ODD_SCALARS:
                edited = dict(doc)
                edited[f.name] = value
                assert_same(edited, name)
                if f.repeated:
                    edited[f.name] = [value]
                    assert_same(edited, name)
                    edited[f.name] = [*([value] if not isinstance(value, list) else value), value]
                    assert_same(edited, name)
                cases += 1
    assert cases > 1000


#: A value at each limit of each field kind, and of each other JSON type (every message's fields).
LIMIT_SCALARS: list[Any] = [
    None, True, 0, -1, 2**31, -(2**31) - 1, 2**32 - 1, 2**32, 2**63, 2**64 - 1, 2**64, 1.5, 3.5e38, math.nan, "x",
    "\ud800", "QQ==", "FLOAT", [], {}, [1], {"values": [1.0]}, Int(3),
]


def test_values_at_every_limit_in_every_field_of_every_message() -> None:
    """Each field of each message (uint32's bit_width of StructTypeProto.Component, the onnx-light
    extensions...) given a value at each kind's limits, alone and in a list: the same bytes, None or
    error as the generated encoders, the checkers' answers the same."""
    cases = 0
    for name, spec in registry().messages.items():
        for f in spec.ordered():
            for value in LIMIT_SCALARS:
                assert_same({f.name: value}, name)
                if f.repeated:
                    assert_same({f.name: [value, value]}, name)
                cases += 1
    assert cases > 2000


def test_readable_values_of_every_type() -> None:
    """Every list of values with every data type; the long lists (sizes about the one from which
    payloads stream) not again with a data type's name (a str, exact or not): both paths read a name
    as its number (exact, from data_type_number) before they look at the values, and the number is
    in DATA_TYPES (the short lists show each name giving its number's answer). An int that is not
    exactly an int keeps every list: the compiled path hands those values to values_to_raw."""
    from onnxjson.codec.tensors import DATA_TYPE_NUMBERS

    for data_type in DATA_TYPES:
        named = isinstance(data_type, str) and data_type in DATA_TYPE_NUMBERS
        assert not named or DATA_TYPE_NUMBERS[data_type] in DATA_TYPES
        for values in VALUE_LISTS:
            if named and len(values) > 1000:
                continue
            doc = {"dims": [1], "data_type": data_type, "raw_data": {"values": values}}
            assert_same(doc, "TensorProto")
            assert_same({"raw_data": {"values": values}, "data_type": data_type}, "TensorProto")
    for holder in ({"values": [1.0], "x": 1}, {"value": [1.0]}, Dict(values=[1.0]), {"values": [1.0], 1: 2}):
        assert_same({"data_type": 1, "raw_data": holder}, "TensorProto")
    assert_same({"raw_data": {"values": [1.0]}}, "TensorProto")  # no data_type


def test_readable_values_across_the_large_payload_size() -> None:
    """Readable values whose packed size is just under, at and just over the size from which the
    reference streams payloads: the same answer on both sides of it (the size is the packed values',
    not counting their length prefix)."""
    big = fastencode.BIG_PAYLOAD
    for data_type, width, value in ((2, 1, 7), (4, 2, 7), (1, 4, 0.5), (11, 8, 0.5)):
        for size in range(big - 8, big + 9):
            if size % width:
                continue
            doc = {"dims": [size // width], "data_type": data_type, "raw_data": {"values": [value] * (size // width)}}
            data = assert_same(doc, "TensorProto")
            assert (data is None) == (size >= big), (data_type, size)


def test_base64_of_every_length_and_alphabet() -> None:
    rnd = random.Random(20261217)
    print("seed 20261217")
    alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    odd = alphabet + "=-_ \n\té!."
    for n in range(0, 40):
        for _ in range(20):
            text = "".join(rnd.choice(alphabet) for _ in range(n)) + "=" * rnd.choice([0, 0, 1, 2, 3])
            assert_same({"raw_data": text}, "TensorProto")
            mixed = "".join(rnd.choice(odd) for _ in range(n))
            assert_same({"raw_data": mixed}, "TensorProto")
    for n in (65_532, 65_535, 65_536, 65_540):
        assert_same({"raw_data": "A" * n}, "TensorProto")


def test_keys_and_containers_of_other_types() -> None:
    for doc in ({"name": "x", 1: 2}, {"name": "x", Str("junk"): 1}, {Str("name"): "x"}, Dict(name="x"),
                {"name": "x", "$layout": {"runs": ["1"]}}, {"name": "x", "$unknown": []}, {"dims": List([1])},
                {"dims": (1,)}, {"external_data": [{"key": "k", "value": "v"}, Dict(key="k")]},
                {"segment": {"begin": 1, "end": 2}}, {"segment": Dict(begin=1)}, {"segment": [1]},
                {"segment": "x"}, {"segment": None}, {"name": None, "dims": None}, {}):
        assert_same(doc, "TensorProto")
    assert_same([], "TensorProto")
    assert_same("x", "TensorProto")
    assert_same(None, "ModelProto")


class Clashing:
    """A key with the hash of a str (a field's name): a dict holding it before that str compares the two
    on a look-up of the str, and the comparison raises once ``armed``."""

    armed = False

    def __init__(self, text: str) -> None:
        self.text = text

    def __hash__(self) -> int:
        return hash(self.text)

    def __eq__(self, other: object) -> bool:
        if Clashing.armed:
            raise LookupError(f"no comparing {self.text}")
        return False


def _with_clashing_key(tree: Any, target: int, key: str) -> Any:
    """A copy of ``tree`` whose ``target``-th dict (in walk order) holds Clashing(key) before its keys."""
    count = 0

    def walk(value: Any) -> Any:
        nonlocal count
        if isinstance(value, list):
            return [walk(v) for v in value]
        if not isinstance(value, dict):
            return value
        here = count
        count += 1
        items = [(k, walk(v)) for k, v in value.items()]
        return dict([(Clashing(key), 0), *items] if here == target else items)

    return walk(tree)


def _outcomes(run: Any) -> list[Any]:
    found = []
    for on in (True, False):
        with compiled_paths(on):
            try:
                found.append(("answer", run()))
            except LookupError as e:
                found.append(("error", str(e)))
    return found


def test_keys_whose_comparison_raises() -> None:
    """A dict of a document holding, before a field's name, a key with that name's hash whose
    comparison raises (a Python caller's document): each look-up of the name raises, on the compiled
    paths as on the references: the encoders, the checkers, the payload walk and the graph checks give
    the same bytes or the same exception, at every dict of a real model and each of its keys."""
    name, body = _body(onnxjson.to_dict((ROOT / "samples" / "features.onnx").read_bytes()))
    dicts = sum(1 for _ in _walk_dicts(body))
    spec = registry().messages[name]
    raised = 0
    for target, keys in enumerate(_walk_dicts(body)):
        for key in keys:
            doc = _with_clashing_key(body, target, key)
            before = tree_form(doc)
            Clashing.armed = True
            try:
                assert_same(doc, name, before=before)
                walks = _outcomes(lambda: [id(m) for m in payload_messages(doc, spec)])  # noqa: B023
                problems = _outcomes(lambda: check_document(doc, name, max_problems=20))  # noqa: B023
            finally:
                Clashing.armed = False
            assert walks[0] == walks[1] and problems[0] == problems[1], (target, key)
            raised += walks[0][0] == "error"
    assert dicts > 50 and raised > 5


def _walk_dicts(tree: Any) -> Iterator[list[str]]:
    """The str keys of each dict of ``tree``, in walk order (that of _with_clashing_key)."""
    if isinstance(tree, list):
        for v in tree:
            yield from _walk_dicts(v)
    elif isinstance(tree, dict):
        yield [k for k in tree if type(k) is str]
        for v in tree.values():
            yield from _walk_dicts(v)


def _fresh_keys(value: Any) -> Any:
    """``value`` with every dict key a new str object (equal, not the same)."""
    if isinstance(value, dict):
        return {"".join(list(k)) if type(k) is str else k: _fresh_keys(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_fresh_keys(v) for v in value]
    return value


def test_keys_read_from_text_and_new_key_objects() -> None:
    """The checker knows a key it met before by its identity: documents whose keys are the JSON
    reader's objects, then new objects equal to them, then the reader's again, then odd keys beside
    them, answer as the generated checkers do each time."""
    for path in SAMPLES:
        name, body = _body(onnxjson.to_dict(path))
        read = jsonio.read_document(jsonio.dumps_document(body))
        for doc in (read, _fresh_keys(read), read, _fresh_keys(body), body):
            assert isinstance(assert_same(doc, name), bytes)
        for node in _fresh_keys(read).get("graph", {}).get("node", [])[:5]:
            for extra in ({"junk": 1}, {1: 2}):
                assert assert_same({**node, **extra}, "NodeProto") is None
            others = {k: v for k, v in node.items() if k != "op_type"}
            assert assert_same({Str("op_type"): node["op_type"], **others}, "NodeProto") is not None


def _edit(doc: Any, rnd: random.Random) -> Any:
    """``doc`` with a few values replaced by odd ones (a random walk down, several times)."""
    doc = copy_tree(doc)
    for _ in range(rnd.randint(1, 4)):
        parent: Any = doc
        while True:
            keys = list(parent.keys()) if isinstance(parent, dict) else list(range(len(parent)))
            if not keys:
                break
            key = rnd.choice(keys)
            child = parent[key]
            if isinstance(child, (dict, list)) and child and rnd.random() < 0.85:
                parent = child
                continue
            choice = rnd.random()
            if choice < 0.6:
                parent[key] = copy.deepcopy(rnd.choice(ODD_SCALARS))
            elif choice < 0.8 and isinstance(parent, dict):
                parent[rnd.choice(["junk", "raw_data", "data_type", "values", "dims"])] = copy.deepcopy(
                    rnd.choice(ODD_SCALARS + VALUE_LISTS[:20]))
            elif isinstance(parent, dict):
                del parent[key]
            break
    return doc


@pytest.mark.parametrize("path", SAMPLES, ids=lambda p: p.name)
def test_random_edits_of_real_documents(path: Path) -> None:
    rnd = random.Random(20261218)
    print(f"seed 20261218, {path.name}")
    name, body = _body(onnxjson.to_dict(path))
    same = 0
    for _ in range(60):
        edited = _edit(body, rnd)
        same += isinstance(assert_same(edited, name), bytes)
        assert _public(edited, True) == _public(edited, False)
    assert same > 0  # some edits stay encodable by the fast paths


@_seeded
@_settings(300)
@given(st.sampled_from(sorted(SAMPLE_DOCS)), st.lists(edit(), min_size=1, max_size=4))
def test_hypothesis_edits_of_real_documents(name: str, edits: list[tuple[str, int, Any]]) -> None:
    doc = copy.deepcopy(SAMPLE_DOCS[name])
    for kind, where, payload in edits:
        note(apply_edit(doc, kind, where, payload))
    try:
        root, body = _body(doc)
    except OnnxJsonError:
        return
    assert_same(body, root)
    assert _public(doc, True) == _public(doc, False)


# -- documents generated from the descriptors ----------------------------------------------------

#: Documents of a message type, built from a seed (tests/seeded.py) as hypothesis's strategies drew
#: them (drawing them through hypothesis was most of this test's time): each field of the
#: descriptor present or not, mostly plain values of its kind, some odd values (ODD_SCALARS),
#: enum names, readable raw_data; repeated fields of up to 3 values; nested 3 levels.
_PLAIN_SCALARS: dict[str, seeded.Gen] = {
    "int32": lambda rnd: seeded.integer(rnd, -(2**31), 2**31 - 1),
    "int64": lambda rnd: seeded.integer(rnd, -(2**63), 2**63 - 1),
    "uint32": lambda rnd: seeded.integer(rnd, 0, 2**32 - 1), "uint64": lambda rnd: seeded.integer(rnd, 0, 2**64 - 1),
    "float": seeded.float32, "double": lambda rnd: seeded.floating(rnd, nan=False),
    "string": lambda rnd: seeded.text(rnd, None, 8),
    "bytes": lambda rnd: b64encode(rnd.randbytes(seeded.size(rnd, 12))),
}


def _scalar(rnd: random.Random, spec_kind: str, enum_names: list[str] | None) -> Any:
    pick = rnd.randrange(7 if enum_names else 4)
    if pick < 3:
        plain = _PLAIN_SCALARS.get(spec_kind)
        return None if plain is None else plain(rnd)
    if pick == 3:
        return rnd.choice(ODD_SCALARS[:60])
    assert enum_names is not None
    return rnd.choice(enum_names)


@functools.cache
def _enum_names(enum_name: str) -> list[str]:
    return sorted(registry().enums[enum_name].by_name)


def _readable_value(rnd: random.Random) -> Any:
    return seeded.one_of(seeded.float32, lambda r: r.randint(-300, 300), lambda r: r.random() < 0.5)(rnd)


def message_document(rnd: random.Random, name: str, depth: int = 3) -> dict[str, Any]:
    """A document of message ``name``: mostly plain fields, some odd values, nested ``depth`` levels."""
    spec: MessageSpec = registry().messages[name]
    doc: dict[str, Any] = {}
    for f in spec.ordered():
        if f.kind == "group" or (f.kind == "message" and depth <= 0) or rnd.random() < 0.6:
            continue

        def element(f: Any = f) -> Any:
            if f.kind == "message":
                return message_document(rnd, f.message or "", depth - 1)
            if f.name == "raw_data":
                if rnd.random() < 0.5:
                    return _scalar(rnd, "bytes", None)
                return {"values": [_readable_value(rnd) for _ in range(seeded.size(rnd, 6))]}
            if f.text and rnd.random() < 0.5:
                return seeded.text(rnd, None, 6)
            return _scalar(rnd, "bytes" if f.text else f.kind, _enum_names(f.enum) if f.enum else None)

        doc[f.name] = [element() for _ in range(seeded.size(rnd, 3))] if f.repeated else element()
    return doc


_GENERATED_ROOTS = ["ModelProto", "GraphProto", "NodeProto", "TensorProto", "AttributeProto", "TypeProto",
                    "SparseTensorProto", "FunctionProto", "TrainingInfoProto", "SequenceProto", "MapProto",
                    "OptionalProto", "ValueInfoProto"]


@_seeded
@_settings(800)  # twice the documents hypothesis's strategies drew
@given(st.sampled_from(_GENERATED_ROOTS), seeded.SEEDS)
def test_generated_documents(name: str, seed_: int) -> None:
    doc = message_document(random.Random(seed_), name)
    note(f"{name} of seed {seed_}: {doc!r}")
    assert_same(doc, name)
    for deepest in (1, 2):
        assert_same(doc, name, deepest)


# -- depth, references, memory ----------------------------------------------------------------------


def _nested_graph(levels: int) -> dict[str, Any]:
    """A graph holding a node whose attribute holds a graph ... ``levels`` times (3 messages a level)."""
    graph: dict[str, Any] = {"name": "g"}
    for _ in range(levels):
        graph = {"node": [{"op_type": "If", "attribute": [{"name": "a", "type": "GRAPH", "g": graph}]}]}
    return graph


def test_deep_documents_go_to_the_reference_below_the_c_stack() -> None:
    levels = compiled_module.MAX_DEPTH // 3 + 20
    doc = _nested_graph(levels)
    encoder = compiled_encoder(registry())
    assert encoder is not None
    context = _Recording()
    data = encoder(doc, "GraphProto", context.slow, 100_000)
    assert data is not None and context.calls == [("AttributeProto", compiled_module.MAX_DEPTH)]
    enveloped = {"$onnxjson": {"format_version": 1, "type": "GraphProto"}, **doc}
    outputs: list[Any] = []
    for on in (True, False):
        with compiled_paths(on):
            outputs.append(onnxjson.from_dict(enveloped, max_depth=100_000))
            with pytest.raises(OnnxJsonError) as raised:
                onnxjson.from_dict(enveloped, max_depth=levels)
            outputs.append(str(raised.value))
    assert outputs[0] == outputs[2] == bytes(data) and outputs[1] == outputs[3]
    shallow = _nested_graph(30)
    assert isinstance(assert_same(shallow, "GraphProto", deepest=DEEPEST), bytes)
    for deepest in (0, 1, 5, 89, 90, 91):
        assert_same(shallow, "GraphProto", deepest)


def test_no_reference_is_kept_or_lost() -> None:
    """Objects of the document (and the helpers' results) have the same counts after many runs of the
    encoder and the checker, on the documents the fast paths take, those they hand on, and those whose
    helper raises."""
    body = _body(SAMPLE_DOCS["features.onnx"])[1]
    docs: list[tuple[Any, str]] = [(body, "ModelProto")]
    rnd = random.Random(20261219)
    for _ in range(40):
        docs.append((_edit(body, rnd), "ModelProto"))
    docs += [({"raw_data": {"values": v}, "data_type": t}, "TensorProto")
             for t in ("FLOAT", "INT8", "FLOAT16", "BFLOAT16", 9) for v in VALUE_LISTS[:30]]
    docs += [({"float_data": [Exploding(1.0)]}, "TensorProto"), ({"raw_data": "QQ=="}, "TensorProto"),
             ({"raw_data": " QUJDRA=="}, "TensorProto"), ({"raw_data": "-_-_"}, "TensorProto"),
             ({"raw_data": "!"}, "TensorProto"), ({"float_data": ["NaN", 1, "1.5"]}, "TensorProto"),
             ({"raw_data": {"values": ["NaN", 1.5]}, "data_type": 1}, "TensorProto")]
    watched = []
    for doc, _ in docs:
        stack = [doc]
        while stack:
            x = stack.pop()
            watched.append(x)
            if isinstance(x, dict):
                stack.extend(x.values())
                watched.extend(x.keys())
            elif isinstance(x, list):
                stack.extend(x)
    def run_all() -> None:
        for doc, name in docs:
            outcome(doc, name, compiled=True)
            check_outcome(doc, name, compiled=True)

    # struct's cache of compiled formats (values_to_raw packs with one a length) empties itself whole
    # when it is full: filled by the tests before this one, it emptied during the runs measured, and
    # the formats cached again were counted as left behind. Emptied here, the first run fills it.
    struct._clearcache()  # type: ignore[attr-defined]
    run_all()
    gc.collect()
    # Not the statically allocated objects (small ints, None, True: other code holds them too).
    watched = [x for x in watched if sys.getrefcount(x) < 10**8 and x is not None and type(x) is not bool]
    counts = [sys.getrefcount(x) for x in watched]
    left = blocks_left_behind(run_all)  # nothing left behind by 30 runs of every document
    assert references_moved(watched, counts) == []
    assert len(left) < 20, left[:20]


def test_tables_refuse_fields_they_do_not_know() -> None:
    assert accel.compiled is not None
    helpers = (None,) * 5
    for field in [("x", 1, "nonsense", 0, False, False, False, -1, None),
                  ("x", 1, "group", 3, False, False, False, -1, None),
                  ("x", 0, "int32", 0, False, False, False, -1, None),
                  ("x", 1, "message", 2, False, False, False, 5, None),
                  ("x", 1, "enum", 0, False, False, False, -1, [1])]:
        with pytest.raises(ValueError, match="does not know"):
            accel.compiled.enc_tables([("M", [field])], helpers, {}, 1 << 16)
    with pytest.raises(ValueError, match="five helpers"):
        accel.compiled.enc_tables([], (None,), {}, 1 << 16)
    tables = accel.compiled.enc_tables([("M", [])], helpers, {}, 1 << 16)
    with pytest.raises(IndexError):
        accel.compiled.encode(tables, 1, {}, None, 10)
    with pytest.raises(ValueError):
        accel.compiled.encode(object(), 0, {}, None, 10)
    assert accel.compiled.encode(tables, 0, {}, None, 10) == bytearray()
    assert accel.compiled.encode(tables, 0, {"x": 1}, None, 10) is None
