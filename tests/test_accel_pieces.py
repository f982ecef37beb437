"""The compiled encoder of documents whose payloads are references (``encode_pieces`` of _accel_encode.c,
``codec/encode._piece_encode``) against the reference encoder.

A document whose payloads sit in a sidecar (or were stripped, and come from ``weights_from`` or
``fill="zeros"``) is encoded in C, each reference fetched through the same PayloadSource call with
the same path as the reference makes it, and each large payload kept as a piece of the output, not
read. Both paths must give the same bytes, or the same error (type, message, path): on real models
dumped to a sidecar, a model with payloads of every size around the limits (64 KiB: a part of its
own; 1 MiB: checked once the output is written) and in every place, every error a sidecar can
cause, and random edits of real documents and their sidecars. Each test also checks that the
compiled path was the one taken where it can be.
"""

from __future__ import annotations

import base64
import copy
import gc
import json
import os
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from accel_support import blocks_left_behind, compiled_paths, needs_compiled
from corpora import BACKEND_MODELS, SAMPLE_MODELS
from hypothesis import given
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper
from test_fuzz import _seeded, _settings
from test_weights import all_payloads_model, is_ref, walk_payloads
from trees import copy_tree

import onnxjson
from onnxjson import OnnxJsonError, accel, weights
from onnxjson.codec import encode
from onnxjson.codec.compiled import compiled_checker, compiled_piece_encoder
from onnxjson.proto import registry

pytestmark = needs_compiled

#: Element counts of float32 payloads around the limits: a part of its own from 64 KiB (16,384
#: floats), checked after the output is written from 1 MiB (262,144 floats).
SIZES = (1, 15, 16, 16383, 16384, 16385, 262143, 262144, 300000)


class Taken:
    """Counts the documents the compiled piece encoder took (an Out) and gave back (None), with
    the compiled paths on."""

    def __init__(self) -> None:
        self.outs = 0
        self.none = 0


@pytest.fixture
def taken(monkeypatch: pytest.MonkeyPatch) -> Iterator[Taken]:
    seen = Taken()
    real = encode._piece_encode

    def spy(*args: Any) -> Any:
        found = real(*args)
        if not accel.ENABLED:
            pass
        elif found is None:
            seen.none += 1
        else:
            seen.outs += 1
        return found

    monkeypatch.setattr(encode, "_piece_encode", spy)
    yield seen


def outcome(doc: dict[str, Any], folder: Path, *, compiled: bool, through_file: bool = False,
            **options: Any) -> tuple[Any, ...]:
    """("bytes", model) or ("error", type, message, path) of building ``doc`` on one path; with
    ``through_file`` as build writes a file (payloads copied in the kernel, checked at the end)."""
    with compiled_paths(compiled):
        try:
            if through_file:
                source = folder / "case.json"
                target = folder / "case.onnx"
                source.write_text(json.dumps(doc))
                if target.exists():
                    target.unlink()
                onnxjson.build(source, target, **options)
                return ("bytes", target.read_bytes())
            return ("bytes", onnxjson.from_dict(copy_tree(doc), base_dir=folder, **options))
        except OnnxJsonError as e:
            return ("error", type(e).__name__, str(e), getattr(e, "path", None))


def assert_same(doc: dict[str, Any], folder: Path, **options: Any) -> tuple[Any, ...]:
    """Both paths give the same outcome, in memory and through a file (where the schema is checked
    first); the in-memory one."""
    found = []
    for through_file in (False, True):
        reference = outcome(doc, folder, compiled=False, through_file=through_file, **options)
        compiled = outcome(doc, folder, compiled=True, through_file=through_file, **options)
        assert compiled == reference
        if through_file and reference[0] == "error":
            assert not (folder / "case.onnx").exists()  # nothing written when build fails
        found.append(compiled)
    assert found[0][0] == found[1][0]  # bytes, or an error, both ways
    return found[0]


def sized_model() -> bytes:
    """Float payloads of every size in SIZES, twice one of them (a shared range), in initializers,
    a Constant's attribute, an If's branch and an onnx-light EncodedValueProto."""
    rng = np.random.default_rng(7)
    inits = [numpy_helper.from_array(rng.standard_normal(n).astype(np.float32), f"w{n}") for n in SIZES]
    inits.append(numpy_helper.from_array(numpy_helper.to_array(inits[4]), "tied"))
    branch = helper.make_graph(
        [helper.make_node("Identity", ["b"], ["t_out"])], "then", [],
        [helper.make_tensor_value_info("t_out", TensorProto.FLOAT, [70000])],
        initializer=[numpy_helper.from_array(rng.standard_normal(70000).astype(np.float32), "b")])
    nodes = [
        helper.make_node("Constant", [], ["c"], value=numpy_helper.from_array(
            rng.standard_normal(20000).astype(np.float32), "const")),
        helper.make_node("If", ["cond"], ["y"], then_branch=branch, else_branch=branch),
    ]
    graph = helper.make_graph(nodes, "sized", [helper.make_tensor_value_info("cond", TensorProto.BOOL, [])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [70000])], initializer=inits)
    doc = onnxjson.to_dict(helper.make_model(graph).SerializeToString())
    doc["graph"]["encoded_initializer"] = [{
        "affine": {"storage_type": "INT8",
                   "scale": {"dims": [1], "data_type": "FLOAT", "raw_data": "zczMPQ==", "name": "s"}},
        "raw_data": {"$bytes": base64.b64encode(rng.bytes(100000)).decode()},
        "name": "enc",
    }]
    return onnxjson.from_dict(doc)


@pytest.fixture(scope="module")
def sized() -> bytes:
    return sized_model()


def dumped(model: bytes, folder: Path, threshold: int = 0) -> dict[str, Any]:
    folder.mkdir(parents=True, exist_ok=True)
    onnxjson.dump(model, folder / "m.json", sidecar=folder / "m.bin", strip_threshold=threshold)
    doc: dict[str, Any] = json.loads((folder / "m.json").read_bytes())
    return doc


def refs_of(doc: Any) -> list[dict[str, Any]]:
    return [value for _path, _msg, _key, value in walk_payloads(doc) if is_ref(value) and "offset" in value]


# -- real models --------------------------------------------------------------------------------

def test_sized_payloads_in_every_place(tmp_path: Path, sized: bytes, taken: Taken) -> None:
    doc = dumped(sized, tmp_path / "doc")
    assert len(refs_of(doc)) >= len(SIZES) + 3
    assert assert_same(doc, tmp_path / "doc") == ("bytes", sized)
    assert taken.outs == 2 and taken.none == 0  # the compiled builds, in memory and through a file


def test_every_payload_kind(tmp_path: Path, taken: Taken) -> None:
    model = all_payloads_model(20000)
    doc = dumped(model, tmp_path / "doc")
    assert assert_same(doc, tmp_path / "doc") == ("bytes", model)
    assert taken.outs == 2


@pytest.mark.parametrize("threshold", [0, 1024])
def test_sample_and_backend_models(tmp_path: Path, threshold: int, taken: Taken) -> None:
    count = 0
    for i, path in enumerate([*SAMPLE_MODELS, *BACKEND_MODELS[::7]]):
        model = Path(path).read_bytes()
        folder = tmp_path / f"m{i}"
        doc = dumped(model, folder, threshold)
        if not refs_of(doc):
            continue
        count += 1
        reference = outcome(doc, folder, compiled=False)
        assert outcome(doc, folder, compiled=True) == reference == ("bytes", model), path
    assert count >= (10 if threshold == 0 else 3)
    assert taken.outs == count


def test_stripped_documents_filled_from_the_original_or_zeros(tmp_path: Path, sized: bytes,
                                                              taken: Taken) -> None:
    doc = onnxjson.to_dict(sized, strip_weights=True, strip_threshold=0)
    (tmp_path / "original.onnx").write_bytes(sized)
    assert assert_same(doc, tmp_path, weights_from=tmp_path / "original.onnx") == ("bytes", sized)
    zeros = assert_same(doc, tmp_path, fill="zeros")
    assert zeros[0] == "bytes" and len(zeros[1]) == len(sized)
    assert taken.outs == 4


def test_a_pass_given_up_does_not_count_its_zeros_twice(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        taken: Taken) -> None:
    """A tensor the C code fetches and then gives back (a key it does not take) is fetched again
    by the reference: the memory budget of zeros is put back as it was before the pass."""
    size = 4 * 300000
    doc = onnxjson.to_dict(numpy_helper.from_array(np.ones(300000, dtype=np.float32), "t").SerializeToString(),
                           type="TensorProto", strip_weights=True, strip_threshold=0)
    model = {"$onnxjson": {"format_version": 1, "type": "ModelProto"}, "ir_version": 8,
             "graph": {"name": "g", "initializer": [{**{k: v for k, v in doc.items() if k[0] != "$"},
                                                     "$unknown": []}]}}
    monkeypatch.setattr(weights, "_MAX_FILL", size * 5 // 2)  # two fetches fit, three do not
    found = assert_same(model, tmp_path, fill="zeros")
    assert found[0] == "bytes"
    assert taken.none == 2 and taken.outs == 0  # given back to the reference each time


# -- every error ----------------------------------------------------------------------------------

def _big_and_small(doc: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    refs = refs_of(doc)
    big = next(r for r in refs if r["size"] >= 4 * 300000)
    small = next(r for r in refs if r["size"] < 1024)
    return big, small


def _edit_file(path: Path, edit: Any) -> None:
    data = bytearray(path.read_bytes())
    path.write_bytes(bytes(edit(data)))


ERRORS: dict[str, Any] = {
    "missing sidecar": lambda doc, side: side.unlink(),
    "short sidecar": lambda doc, side: os.truncate(side, side.stat().st_size - 100),
    "sidecar named nowhere": lambda doc, side: doc["$onnxjson"].pop("weights"),
    "sidecar outside the folder": lambda doc, side: doc["$onnxjson"]["weights"].update(sidecar="../m.bin"),
    "large digest mismatch": lambda doc, side: _edit_file(
        side, lambda d: d[:_big_and_small(doc)[0]["offset"] + 5] + b"\xff"
        + d[_big_and_small(doc)[0]["offset"] + 6:]),
    "small digest mismatch": lambda doc, side: _big_and_small(doc)[1].update(sha256="0" * 64),
    "negative offset": lambda doc, side: _big_and_small(doc)[0].update(offset=-64),
    "offset not an integer": lambda doc, side: _big_and_small(doc)[0].update(offset=True),
    "negative size": lambda doc, side: _big_and_small(doc)[0].update(size=-1),
    "range past the end": lambda doc, side: _big_and_small(doc)[0].update(offset=10**12),
    "overlapping ranges": lambda doc, side: _big_and_small(doc)[1].update(
        offset=_big_and_small(doc)[0]["offset"] + 64),
    "short digest": lambda doc, side: _big_and_small(doc)[0].update(sha256="abc"),
    "size not the dims'": lambda doc, side: _big_and_small(doc)[0].update(size=_big_and_small(doc)[0]["size"] - 4),
}


@pytest.mark.parametrize("error", sorted(ERRORS))
def test_every_sidecar_error_is_the_same(tmp_path: Path, sized: bytes, error: str) -> None:
    doc = dumped(sized, tmp_path / "doc")
    ERRORS[error](doc, tmp_path / "doc" / "m.bin")
    found = assert_same(doc, tmp_path / "doc")
    assert found[0] == "error" and found[1] in ("WeightsError", "PathSafetyError"), found


# -- random edits -----------------------------------------------------------------------------

def _messages_with_refs(doc: Any) -> list[dict[str, Any]]:
    return [msg for _path, msg, _key, value in walk_payloads(doc) if is_ref(value) and "offset" in value]


def random_edit(doc: dict[str, Any], side: Path, rnd: random.Random) -> str:
    """One random change to a document with sidecar references (or to its sidecar); what it was."""
    messages = _messages_with_refs(doc)
    msg = rnd.choice(messages)
    ref = next(v for k, v in msg.items() if is_ref(v) and "offset" in v)
    kind = rnd.randrange(14)
    if kind == 0:
        ref["offset"] += rnd.choice([-128, -64, -1, 1, 64, 128])
    elif kind == 1:
        ref["size"] += rnd.choice([-8, -4, -1, 1, 4])
    elif kind == 2:
        digest = ref["sha256"]
        i = rnd.randrange(64)
        ref["sha256"] = digest[:i] + ("0" if digest[i] != "0" else "1") + digest[i + 1:]
    elif kind == 3:
        ref.pop(rnd.choice(["sha256", "size", "offset"]))
    elif kind == 4:
        msg.pop("name", None)
    elif kind == 5:
        msg["$layout"] = {}
    elif kind == 6:
        msg["not_a_field"] = 1
    elif kind == 7:
        msg["data_type"] = rnd.choice(["DOUBLE", "INT8", "NOT_A_TYPE", 1, 99])
    elif kind == 8:
        msg["dims"] = [rnd.randrange(5), *msg.get("dims", [])]
    elif kind == 9:
        other = rnd.choice(messages)
        other_ref = next(v for k, v in other.items() if is_ref(v) and "offset" in v)
        ref["offset"], other_ref["offset"] = other_ref["offset"], ref["offset"]
    elif kind == 10:
        inits = doc["graph"]["initializer"]
        inits.append(rnd.choice(inits))  # the same tensor object twice
    elif kind == 11:
        os.truncate(side, rnd.randrange(side.stat().st_size + 1))
    elif kind == 12:
        data = bytearray(side.read_bytes())
        if data:
            data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
        side.write_bytes(bytes(data))
    else:
        node = doc["graph"]["node"][0]
        node.setdefault("attribute", []).append({"name": "a", "type": "STRING", "s": copy.deepcopy(ref)})
    return f"edit {kind} of {msg.get('name')!r}"


@pytest.fixture(scope="module")
def sized_dump(tmp_path_factory: pytest.TempPathFactory, sized: bytes) -> tuple[dict[str, Any], bytes]:
    folder = tmp_path_factory.mktemp("sized")
    doc = dumped(sized, folder)
    return doc, (folder / "m.bin").read_bytes()


def edited_copy(sized_dump: tuple[dict[str, Any], bytes], folder: Path, rnd: random.Random,
                edits: int) -> tuple[dict[str, Any], list[str]]:
    """A copy of the sized document with its sidecar in ``folder``, both edited ``edits`` times at
    random: (document, what was done)."""
    base, side_bytes = sized_dump
    (folder / "m.bin").write_bytes(side_bytes)
    doc = copy.deepcopy(base)
    return doc, [random_edit(doc, folder / "m.bin", rnd) for _ in range(edits)]


@_seeded
@_settings(40)
@given(rnd=st.randoms(use_true_random=False), edits=st.integers(1, 3))
def test_random_edits_of_a_real_document_and_its_sidecar(sized_dump: tuple[dict[str, Any], bytes],
                                                          tmp_path_factory: pytest.TempPathFactory,
                                                          rnd: random.Random, edits: int) -> None:
    folder = tmp_path_factory.mktemp("edit")
    doc, done = edited_copy(sized_dump, folder, rnd, edits)
    reference = outcome(doc, folder, compiled=False)
    assert outcome(doc, folder, compiled=True) == reference, done


# -- validate's encoder stage on sidecar documents (the compiled checker asking for payloads) ----

def validated(doc: dict[str, Any], folder: Path, *, compiled: bool) -> list[Any]:
    """validate's findings of ``doc`` with its sidecar in ``folder`` (path, message, rule), on one path."""
    with compiled_paths(compiled):
        try:
            found = onnxjson.validate(copy_tree(doc), base_dir=folder, max_findings=100)
        except OnnxJsonError as e:
            return [("error", type(e).__name__, str(e), getattr(e, "path", None))]
    return [(f.path, f.message, f.rule) for f in found.findings]


@pytest.fixture
def checked(monkeypatch: pytest.MonkeyPatch) -> Iterator[Taken]:
    """Counts the documents the compiled checker took (True) and left to the reference (False)."""
    seen = Taken()
    real = encode._piece_check

    def spy(*args: Any) -> bool:
        found = real(*args)
        if accel.ENABLED:
            if found:
                seen.outs += 1
            else:
                seen.none += 1
        return found

    monkeypatch.setattr(encode, "_piece_check", spy)
    yield seen


def test_validate_of_sidecar_documents_is_the_same(tmp_path: Path, sized: bytes, checked: Taken) -> None:
    """Real models and the sized one dumped to a sidecar, and every sidecar error: the same findings
    on both paths, the clean ones taken by the compiled checker."""
    cases = [(dumped(sized, tmp_path / "sized"), tmp_path / "sized")]
    for i, path in enumerate([*SAMPLE_MODELS, *BACKEND_MODELS[::7]]):
        doc = dumped(Path(path).read_bytes(), tmp_path / f"m{i}")
        if refs_of(doc):
            cases.append((doc, tmp_path / f"m{i}"))
    for doc, folder in cases:
        assert validated(doc, folder, compiled=True) == validated(doc, folder, compiled=False) == []
    assert len(cases) >= 10
    assert checked.outs == len(cases)


@pytest.mark.parametrize("error", sorted(ERRORS))
def test_validate_finds_every_sidecar_error_as_the_reference(tmp_path: Path, sized: bytes, error: str) -> None:
    doc = dumped(sized, tmp_path / "doc")
    ERRORS[error](doc, tmp_path / "doc" / "m.bin")
    assert validated(doc, tmp_path / "doc", compiled=True) == validated(doc, tmp_path / "doc", compiled=False)


@_seeded
@_settings(40)
@given(rnd=st.randoms(use_true_random=False), edits=st.integers(1, 3))
def test_validate_of_random_edits_of_a_sidecar_document(sized_dump: tuple[dict[str, Any], bytes],
                                                        tmp_path_factory: pytest.TempPathFactory,
                                                        rnd: random.Random, edits: int) -> None:
    folder = tmp_path_factory.mktemp("validate")
    doc, done = edited_copy(sized_dump, folder, rnd, edits)
    assert validated(doc, folder, compiled=True) == validated(doc, folder, compiled=False), done


# -- the C function itself ----------------------------------------------------------------------

class Piece:
    """A large payload as the piece encoder sees one: a length, never read."""

    def __init__(self, fill: bytes, size: int) -> None:
        self.fill = fill
        self.size = size

    def __len__(self) -> int:
        return self.size


def _nested_doc(rnd: random.Random, depth: int = 0) -> dict[str, Any]:
    """A graph of tensors whose raw_data are references ({"n": size, "kind": ...}), some in
    subgraphs of node attributes, with names long enough to move the lengths across varint sizes."""
    tensors = []
    for i in range(rnd.randrange(4)):
        size = rnd.choice([0, 1, 127, 128, 300, 16383, 16384, 70000, 2100000])
        kind = rnd.choice(["small", "piece"])
        tensors.append({"dims": [size], "data_type": "UINT8", "name": "t" * rnd.randrange(200) + str(i),
                        "raw_data": {"n": size, "kind": kind, "fill": rnd.randrange(256)}})
    nodes = []
    if depth < 3:
        for _ in range(rnd.randrange(3)):
            nodes.append({"op_type": "If", "attribute": [
                {"name": "then_branch", "type": "GRAPH", "g": _nested_doc(rnd, depth + 1)}]})
    return {"node": nodes, "name": "g" * rnd.randrange(130), "initializer": tensors}


def _answer(ref: dict[str, Any]) -> Any:
    fill = bytes([ref["fill"]])
    return fill * ref["n"] if ref["kind"] == "small" else Piece(fill, ref["n"])


def _inline(doc: Any) -> Any:
    """The document with each reference's bytes written in place (base64), for the plain encoder."""
    if isinstance(doc, dict):
        if "kind" in doc and "n" in doc:
            return base64.b64encode(bytes([doc["fill"]]) * doc["n"]).decode()
        return {k: _inline(v) for k, v in doc.items()}
    if isinstance(doc, list):
        return [_inline(v) for v in doc]
    return doc


def _slow(doc: Any, name: str, depth: int) -> Any:
    raise AssertionError("a message the compiled encoder takes went to slow")


@_seeded
@_settings(60)
@given(rnd=st.randoms(use_true_random=False))
def test_pieces_land_where_the_payload_bytes_would(rnd: random.Random) -> None:
    """The bytes with each piece's bytes put in at its offset are the encoder's bytes of the
    document with the payloads written in place: the lengths of every enclosing message count them."""
    reg = registry()
    doc = {"ir_version": 8, "graph": _nested_doc(rnd)}
    found = compiled_piece_encoder(reg)(doc, "ModelProto", _slow, 100,  # type: ignore[misc]
                                        lambda ref, message, field: _answer(ref))
    assert found is not None
    data, pieces = found
    whole = bytearray()
    start = 0
    for offset, piece in pieces:
        assert isinstance(piece, Piece) and start <= offset
        whole += data[start:offset] + piece.fill * len(piece)
        start = offset
    whole += data[start:]
    assert bytes(whole) == encode.encode_message(_inline(doc), reg.messages["ModelProto"], reg).getvalue()


def test_not_mine_errors_and_given_back_messages_keep_no_references() -> None:
    """A payload answered None (the message goes to slow), a piece placed in a message then given
    back to slow (an unknown key after it), an error from payload(): every object keeps its count
    and nothing is left allocated, over 30 runs of the piece encoder and of the checker (which asks
    for the same payloads and lets its pieces go)."""
    reg = registry()
    encoder = compiled_piece_encoder(reg)
    assert encoder is not None
    pieces = [Piece(b"p", n) for n in (70000, 2100000)]

    def payload(ref: Any, message: Any, field: Any) -> Any:
        if ref["kind"] == "none":
            return None
        if ref["kind"] == "raise":
            raise ValueError("refused")
        return pieces[ref["n"]] if ref["kind"] == "piece" else b"s" * ref["n"]

    def slow(doc: Any, name: str, depth: int) -> Any:
        return b"" if name == "TensorProto" else None

    def tensor(kind: str, n: int, extra: bool = False) -> dict[str, Any]:
        found: dict[str, Any] = {"name": f"{kind}{n}", "raw_data": {"kind": kind, "n": n}}
        if extra:
            found["$unknown"] = []
        return found

    docs = [
        {"graph": {"initializer": [tensor("piece", 0), tensor("small", 5), tensor("piece", 1)]}},
        {"graph": {"initializer": [tensor("piece", 0), tensor("none", 0), tensor("piece", 1)]}},
        {"graph": {"initializer": [tensor("piece", 1, extra=True), tensor("piece", 0)]}},
        {"graph": {"initializer": [tensor("piece", 0), tensor("raise", 0)]}},
        {"graph": {"initializer": [tensor("piece", 0)], "not_a_field": 1}},
    ]

    checker = compiled_checker(reg)  # validate's check of such documents: the same pass, no bytes
    assert checker is not None

    def run_all() -> list[Any]:
        answers = []
        for doc in docs:
            try:
                found = encoder(doc, "ModelProto", slow, 100, payload)
            except ValueError as e:
                found = str(e)
            answers.append(found and (bytes(found[0]), [(o, id(p)) for o, p in found[1]])
                           if isinstance(found, tuple) else found)
        for doc in docs:
            try:
                answers.append(checker(doc, "ModelProto", slow, 100, payload))
            except ValueError as e:
                answers.append(str(e))
        return answers

    first = run_all()
    assert first[3] == "refused" and first[4] is None
    assert [len(a[1]) for a in first[:3]] == [2, 2, 1]  # the given-back tensor's piece is dropped
    assert first[5:] == [True, True, True, "refused", None]  # the checker answers as the encoder
    gc.collect()
    counts = [sys.getrefcount(p) for p in pieces]

    def run_again() -> None:
        assert run_all() == first

    left = blocks_left_behind(run_again)  # 30 runs
    assert [sys.getrefcount(p) for p in pieces] == counts
    assert len(left) < 20, left[:20]
