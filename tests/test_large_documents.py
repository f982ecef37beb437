"""Large documents: long strings are read from the text (LongText), never copied into Python."""

from __future__ import annotations

import base64
import json
import mmap
import random
import re
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
import seeded
from hypothesis import given, note, seed, settings
from hypothesis import strategies as st
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson import jsonio
from onnxjson.codec.values import LongText
from onnxjson.errors import DocumentError


def _model(doc_string: str = "") -> bytes:
    weight = numpy_helper.from_array(np.arange(40_000, dtype=np.float32).reshape(200, 200), "w")
    graph = helper.make_graph([helper.make_node("MatMul", ["x", "w"], ["y"], name="mm")], "g",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 200])],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 200])],
                              initializer=[weight])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    model.doc_string = doc_string
    return model.SerializeToString()


def test_long_strings_stay_in_the_text(tmp_path: Path) -> None:
    data = _model(doc_string="é" * 70_000 + "a" * 70_000)  # a long non-ASCII string and a long base64 one
    path = tmp_path / "m.json"
    onnxjson.dump(data, path, values_limit=0)
    with open(path, "rb") as f, mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ) as mm:
        doc = jsonio.read_large_document(mm)
        raw = doc["graph"]["initializer"][0]["raw_data"]
        assert isinstance(raw, LongText) and not isinstance(raw, str)
        assert base64.b64decode(raw.raw()) == np.arange(40_000, dtype=np.float32).tobytes()
        assert type(doc["doc_string"]) is str  # not printable ASCII: parsed as usual
        assert onnxjson.from_dict(doc) == data


def test_escaped_and_short_strings_are_parsed_normally(tmp_path: Path) -> None:
    text = json.dumps({"a": "x" * 70_000 + '"', "b": "short", "c": ["y" * 70_000]}).encode()
    doc = jsonio.read_large_document(text)
    assert doc["a"] == "x" * 70_000 + '"' and type(doc["a"]) is str  # has an escape: not spliced
    assert doc["b"] == "short"
    assert isinstance(doc["c"][0], LongText) and doc["c"][0].raw() == b"y" * 70_000


def test_build_of_a_large_document_is_exact(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jsonio, "LARGE_DOCUMENT_BYTES", 1000)
    data = _model()
    onnxjson.dump(data, tmp_path / "m.json", values_limit=0)
    onnxjson.build(tmp_path / "m.json", tmp_path / "m.onnx")
    assert (tmp_path / "m.onnx").read_bytes() == data
    onnx.checker.check_model(onnx.load(str(tmp_path / "m.onnx")))


def test_bad_base64_in_a_large_document_writes_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(jsonio, "LARGE_DOCUMENT_BYTES", 1000)
    onnxjson.dump(_model(), tmp_path / "m.json", values_limit=0)
    text = (tmp_path / "m.json").read_text()
    start = text.index('"raw_data": "') + len('"raw_data": "')
    (tmp_path / "m.json").write_text(text[:start + 100] + "!" + text[start + 101:])
    (tmp_path / "old.onnx").write_bytes(b"previous")
    with pytest.raises(onnxjson.OnnxJsonError, match=r"raw_data \(line 24\): \"AAAA.*\.\.\. does not match .* Base64"):
        onnxjson.build(tmp_path / "m.json", tmp_path / "old.onnx")
    assert (tmp_path / "old.onnx").read_bytes() == b"previous"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_big_payloads_go_through_the_kernel_copy_and_stay_exact(tmp_path: Path) -> None:
    # 3 MiB weights: chunked, hashed on a second thread, copied with copy_file_range where possible.
    weight = numpy_helper.from_array(np.random.default_rng(1).standard_normal((768, 1024)).astype(np.float32), "w")
    tied = numpy_helper.from_array(numpy_helper.to_array(weight), "w_tied")
    graph = helper.make_graph([helper.make_node("Add", ["w", "w_tied"], ["y"])], "g", [],
                              [helper.make_tensor_value_info("y", TensorProto.FLOAT, [768, 1024])],
                              initializer=[weight, tied])
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()
    (tmp_path / "m.onnx").write_bytes(data)
    onnxjson.dump(tmp_path / "m.onnx", tmp_path / "m.json", sidecar=tmp_path / "m.bin")
    assert (tmp_path / "m.bin").stat().st_size == 768 * 1024 * 4  # the tied copy shares one range
    onnxjson.build(tmp_path / "m.json", tmp_path / "out.onnx")
    assert (tmp_path / "out.onnx").read_bytes() == data
    side = bytearray((tmp_path / "m.bin").read_bytes())
    side[2_000_000] ^= 1
    (tmp_path / "m.bin").write_bytes(bytes(side))
    with pytest.raises(onnxjson.WeightsError, match="do not match the digest"):
        onnxjson.build(tmp_path / "m.json", tmp_path / "out.onnx")
    assert (tmp_path / "out.onnx").read_bytes() == data  # the previous output is intact


def test_copy_range_falls_back_without_a_file_descriptor(tmp_path: Path) -> None:
    import io

    from onnxjson import files

    (tmp_path / "src").write_bytes(b"0123456789")
    with open(tmp_path / "src", "rb") as src:
        assert files.copy_range(src.fileno(), 2, 5, io.BytesIO()) is False
        with open(tmp_path / "dst", "wb") as dst:
            dst.write(b"<")
            assert files.copy_range(src.fileno(), 2, 5, dst) is True
            dst.write(b">")
    assert (tmp_path / "dst").read_bytes() == b"<23456>"


def test_from_dict_checks_large_sidecar_ranges(tmp_path: Path) -> None:
    # Regression: from_dict read large sidecar ranges without checking their digest.
    weight = numpy_helper.from_array(np.random.default_rng(2).standard_normal((512, 1024)).astype(np.float32), "w")
    data = helper.make_model(helper.make_graph([], "g", [], [], initializer=[weight])).SerializeToString()
    onnxjson.dump(data, tmp_path / "m.json", sidecar=tmp_path / "m.bin")
    doc = jsonio.read_document((tmp_path / "m.json").read_bytes())
    assert onnxjson.from_dict(doc, base_dir=tmp_path) == data
    side = bytearray((tmp_path / "m.bin").read_bytes())
    side[1_500_000] ^= 1
    (tmp_path / "m.bin").write_bytes(bytes(side))
    with pytest.raises(onnxjson.WeightsError, match="do not match the digest"):
        onnxjson.from_dict(doc, base_dir=tmp_path)


def _spans_one_string_at_a_time(text: bytes, minimum: int) -> list[tuple[int, int]]:
    """The strings the splicer takes, found the plain way: every string in turn, from its opening
    quote to the first quote not escaped by an odd run of backslashes (the reference for the
    scanner of ``jsonio``, which works with regular expressions and quote counts instead)."""
    spans = []
    pos = 0
    while (start := text.find(b'"', pos)) >= 0:
        stop = start + 1
        while (stop := text.find(b'"', stop)) >= 0:
            k = stop - 1
            while text[k] == 0x5C:
                k -= 1
            if (stop - 1 - k) % 2 == 0:
                break
            stop += 1
        if stop < 0:
            break
        body = text[start + 1:stop]
        if (len(body) >= minimum and all(0x20 <= c <= 0x7E and c not in b'"\\' for c in body)
                and not text[stop + 1:].lstrip(b" \t\r\n").startswith(b":")):
            plain = re.fullmatch(rb"[A-Za-z0-9+/]*={0,2}", body) is not None  # standard base64
            spans.append((start + 1, stop, plain))
        pos = stop + 1
    return spans


#: A JSON value of up to 30 leaves (st.recursive of these leaves and branches, built from a seed:
#: tests/seeded.py).
JSON_LEAF = seeded.one_of(lambda rnd: None, lambda rnd: rnd.random() < 0.5, lambda rnd: seeded.integer(rnd, -10**6, 10**6),
                          lambda rnd: seeded.text(rnd, 'ab"\\é\n /', 12), lambda rnd: seeded.text(rnd, "ab+/=", 40, 3))
JSON_BRANCHES = (seeded.list_branch(5), seeded.dict_branch(lambda rnd: seeded.text(rnd, 'ab"\\ ', 6), 5))


def json_value(rnd: random.Random) -> Any:
    return seeded.tree(rnd, JSON_LEAF, JSON_BRANCHES, 30)


@seed(20261201)
@settings(max_examples=300, deadline=None)
@given(seeded.SEEDS, st.sampled_from([None, 0, 2]), st.integers(1, 8))
def test_the_long_string_scanner_finds_what_a_string_by_string_walk_finds(seed_: int, indent: int | None,
                                                                         minimum: int) -> None:
    value = json_value(random.Random(seed_))
    note(f"value of seed {seed_}: {value!r}")
    text = json.dumps(value, indent=indent, ensure_ascii=False).encode()
    assert list(jsonio._long_string_spans(text, minimum)) == _spans_one_string_at_a_time(text, minimum)
    # The same through a mapping, in windows smaller than the text (pages handed back as it goes).
    saved = jsonio._RELEASE_STEP
    jsonio._RELEASE_STEP = 7
    try:
        assert list(jsonio._long_string_spans(text, minimum)) == _spans_one_string_at_a_time(text, minimum)
    finally:
        jsonio._RELEASE_STEP = saved


@seed(20261201)
@settings(max_examples=300, deadline=None)
@given(st.lists(st.sampled_from([b'"', b"\\", b" ", b":", b"ab", b"a", b",", b"[", b"]", b"{", b"}", b"\n", b"0"]),
                max_size=40).map(b"".join), st.integers(1, 3))
def test_the_large_reader_refuses_and_accepts_what_the_small_reader_does(text: bytes, minimum: int) -> None:
    def outcome(read: Any) -> tuple[str, Any]:
        try:
            value = read()
        except DocumentError as e:
            return "error", str(e)
        return "value", json.loads(json.dumps(value, default=lambda v: v.text()))

    assert outcome(lambda: jsonio.read_large_document(text, splice_min_bytes=minimum)) == \
        outcome(lambda: jsonio.read_document(text))
