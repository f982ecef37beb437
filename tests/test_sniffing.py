"""Input sniffing refuses only what cannot be protobuf; --type settles what a file is.

NOTE: protobuf bytes may start like JSON text: a GraphProto whose first node is 123 bytes long
starts with ``\\n{`` (field 1, length 123), a NodeProto with ``\\n[``; a field 4 varint is a space
and its value may be ``{``; fields 1 of wire types i64 and i32 are ``\\t`` and ``\\r``. Such input was
refused as JSON text, even with ``--type``. Now what a file looks like refuses it only when no root
type (or not the given type) reads it (codec/document.reads_as_protobuf), and the commands that take
a model or a document (info, diff, merge) read it as JSON only then. The generator makes, for every
root type, real messages whose bytes start with white space and ``{`` or ``[`` (protobuf reads them
all: it is the premise), and every command that sniffs its input (dump, info, verify, diff,
textconv) reads them as protobuf, on both paths. JSON documents (the samples', the goldens', and the
documents of every root type's message) are never read as protobuf.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import onnx
import pytest
from onnx import helper
from test_framing import ROOTS

import onnxjson
from onnxjson import cli
from onnxjson.codec.document import reads_as_protobuf
from onnxjson.proto import registry

SAMPLES = Path(__file__).resolve().parent.parent / "samples"
REG = registry()
_WHITE = (b"\x20\x20", b"\x20\x09", b"\x20\x0a", b"\x20\x0d")  # field 4 varints written all in white space


def run_cli(capsys: pytest.CaptureFixture[str], *args: Any) -> tuple[int, str]:
    """``onnxjson ARGS`` in-process: (exit code, stderr)."""
    code = cli.main([str(a) for a in args])
    _, err = capsys.readouterr()
    assert "Traceback" not in err, err
    return code, err


def _padding(size: int, rng: random.Random) -> bytes:
    """``size`` bytes that are a valid message of any type (one unknown field 999, tag ba 3e), a
    valid packed run of varints (each byte below 0x80 ends one) and valid bytes."""
    assert 3 <= size < 131
    return b"\xba\x3e" + bytes((size - 3,)) + bytes(b & 0x7F for b in rng.randbytes(size - 3))


def _json_like_field(rng: random.Random) -> bytes:
    """A field whose bytes start with white space and then ``{`` or ``[``."""
    bracket = rng.choice(b"{[")
    kind = rng.randrange(4)
    if kind == 0:  # field 1, length-delimited: \n then the length 123 or 91
        return b"\x0a" + bytes((bracket,)) + _padding(bracket, rng)
    if kind == 1:  # field 4, a varint whose value is the bracket
        return b"\x20" + bytes((bracket,))
    if kind == 2:  # field 1, fixed64 (\t)
        return b"\x09" + bytes((bracket,)) + rng.randbytes(7)
    return b"\x0d" + bytes((bracket,)) + rng.randbytes(3)  # field 1, fixed32 (\r)


def json_like_case(seed: int) -> tuple[str, bytes]:
    rng = random.Random(seed)
    type_name, data = ROOTS[seed % len(ROOTS)]
    head = b"".join(rng.choice(_WHITE) for _ in range(rng.choice((0, 0, 1, 2))))
    return type_name, head + _json_like_field(rng) + data


def graph_starting_with(bracket: bytes) -> bytes:
    """The issue's case: a canonical GraphProto whose first node is ``bracket`` bytes long."""
    for size in range(200):
        node = helper.make_node("Relu", ["x"], ["y"], name="n" * size)
        if len(node.SerializeToString()) == bracket[0]:
            return helper.make_graph([node], "g", [], []).SerializeToString()
    raise AssertionError("no node of that size")


def test_the_issues_graph_dumps_with_and_without_type(accel_path: str, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    for bracket in (b"{", b"["):
        data = graph_starting_with(bracket)
        assert data.startswith(b"\n" + bracket)
        path = tmp_path / "g.pb"
        path.write_bytes(data)
        for type_args in (["--type", "GraphProto"], []):
            code, err = run_cli(capsys, "dump", path, "-o", tmp_path / "g.json", *type_args)
            assert code == 0, err
            code, err = run_cli(capsys, "build", tmp_path / "g.json", "-o", tmp_path / "back.pb")
            assert code == 0, err
            assert (tmp_path / "back.pb").read_bytes() == data


def test_a_node_starting_with_a_bracket_dumps(accel_path: str) -> None:
    node = helper.make_node("Relu", ["x"], ["y"], name="n")
    data = b"\x0a[" + _padding(91, random.Random(0)) + node.SerializeToString()  # field 1 (input) 91 bytes long
    onnx.NodeProto.FromString(data)
    doc = onnxjson.to_dict(data, type="NodeProto")
    assert onnxjson.from_dict(doc) == data


#: Generated cases each run makes, on each path.
GENERATED_CASES = 150


@pytest.mark.parametrize("block", range(3))
def test_json_like_protobuf_is_read_as_protobuf_by_every_command(accel_path: str, tmp_path: Path, block: int,
                                                                 capsys: pytest.CaptureFixture[str]) -> None:
    per_block = GENERATED_CASES // 3
    for seed in range(block * per_block, (block + 1) * per_block):
        type_name, data = json_like_case(seed)
        where = f"seed {seed} ({type_name}): {data[:24]!r}"
        getattr(onnx, type_name).FromString(data)  # protobuf reads it: the premise (checked on every case)
        assert data.lstrip(b" \t\r\n")[:1] in (b"{", b"[")
        path = tmp_path / f"m{seed}.pb"
        path.write_bytes(data)
        doc = onnxjson.to_dict(path, type=type_name)
        assert onnxjson.from_dict(doc) == data, where
        try:  # without the type: inferred (it may not be its type), never refused by its looks
            onnxjson.to_dict(path)
        except onnxjson.OnnxJsonError as e:
            assert "looks like" not in str(e), where
        onnxjson.verify(path, type=type_name)
        if type_name in ("ModelProto", "GraphProto", "TensorProto"):  # what info shows
            onnxjson.info(str(path), type=type_name)
        onnxjson.dump(path, tmp_path / "out.json", type=type_name)
        if type_name == "ModelProto" and seed % 5 == 0:  # the commands that take only models (in-process CLI)
            assert run_cli(capsys, "diff", path, path)[0] == 0, where
            assert run_cli(capsys, "textconv", "--", path)[0] == 0, where
            code, err = run_cli(capsys, "merge", "-o", tmp_path / "merged.onnx", path, path, path)
            assert code == 0 and (tmp_path / "merged.onnx").read_bytes() == data, (where, err)


def test_json_documents_are_never_read_as_protobuf() -> None:
    texts = [p.read_bytes() for p in sorted(SAMPLES.glob("*.json"))]
    texts += [onnxjson.dumps(data, type=type_name).encode() for type_name, data in ROOTS]
    texts += [b"{}", b"[]", b" {\n}", b"\n{}", "\ufeff{}".encode()]
    for text in texts:
        assert not reads_as_protobuf(text, REG), text[:80]


def test_json_text_is_still_named_as_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """What cannot be protobuf is still refused by its looks, with or without --type."""
    path = tmp_path / "doc.onnx"
    path.write_text('{"$onnxjson": {"format_version": 1, "type": "ModelProto"}}')
    for type_args in ([], ["--type", "ModelProto"]):
        code, err = run_cli(capsys, "dump", path, *type_args)
        assert code == 2
        assert "JSON text" in err and len(err.splitlines()) == 1, err


def test_protobuf_that_starts_like_an_image_is_read(accel_path: str) -> None:
    """The other looks too: 89 50 is the tag of field 1281 (fixed64), so a model may start with the
    PNG signature; zip (a field number 0 after 50 4b), gzip and JPEG (wire type 7) cannot be protobuf."""
    model = ROOTS[0][1]
    data = b"\x89PNG\r\n\x1a\n\x00\x00" + model
    onnx.ModelProto.FromString(data)
    doc = onnxjson.to_dict(data)
    assert onnxjson.from_dict(doc) == data
    for head in (b"PK\x03\x04", b"\x1f\x8b\x08\x00", b"\xff\xd8\xff\xe0"):
        assert not reads_as_protobuf(head + model, REG)


def test_json_like_protobuf_given_as_a_document_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """validate and build read documents: protobuf that starts like JSON is named as protobuf, not
    reported as broken JSON text."""
    for bracket in (b"{", b"["):
        path = tmp_path / "g.pb"
        path.write_bytes(graph_starting_with(bracket))
        for args in (["validate", path], ["build", path, "-o", tmp_path / "x.onnx"]):
            code, err = run_cli(capsys, *args)
            assert code == 2, err
            assert "is an ONNX message (binary protobuf), not a JSON document" in err and len(err.splitlines()) == 1
