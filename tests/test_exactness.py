"""Exactness gaps of issue 11: 0-byte models, JSON ``-0``, the root type of ``--weights-from``, depth.

Each is a class: negative zeros anywhere a float is written (property test over jq-style text),
every nesting depth around the default limit (dump succeeds => build succeeds), and the CLI
through real subprocesses.
"""

from __future__ import annotations

import math
import re
import struct
import subprocess
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from cli_support import cli_command, cli_env
from hypothesis import given, seed, settings
from hypothesis import strategies as st
from readers import READERS, build_text
from wirebuild import field_len, field_string, field_varint

import onnxjson
from onnxjson import _api, jsonio, pipelines, weights
from onnxjson.options import DEFAULTS

# -- a 0-byte file ---------------------------------------------------------------------------------


def test_a_zero_byte_file_is_an_empty_model(tmp_path: Path) -> None:
    assert onnxjson.to_dict(b"") == {"$schema": "https://onnxjson.dev/schemas/v1/ModelProto.schema.json",
                                     "$onnxjson": {"format_version": 1, "type": "ModelProto"}}
    assert onnxjson.loads(onnxjson.dumps(b"")) == b""
    assert onnxjson.verify(b"").identical
    (tmp_path / "e.onnx").write_bytes(b"")
    env = cli_env()
    run = cli_command(env)
    done = subprocess.run([*run, "dump", "e.onnx", "-o", "e.json"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    done = subprocess.run([*run, "build", "e.json", "-o", "back.onnx"], cwd=tmp_path, env=env,
                          capture_output=True, text=True, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    assert (tmp_path / "back.onnx").read_bytes() == b""
    done = subprocess.run([*run, "verify", "e.onnx"], cwd=tmp_path, env=env, capture_output=True, text=True,
                          check=False)
    assert done.returncode == 0 and "identical" in done.stdout, done.stdout + done.stderr


# -- JSON -0 ---------------------------------------------------------------------------------------

_NUMBER_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?')


def jq_style(text: str) -> str:
    """The text as jq writes it back: a number that is a whole float loses its ``.0`` (-0.0 is -0)."""
    def number(m: re.Match[str]) -> str:
        token = m.group()
        if token.startswith('"') or not token.endswith(".0"):
            return token
        return token[:-2]
    return _NUMBER_TOKEN.sub(number, text)


def _float_model(values: list[float], scalar: float, doubles: list[float]) -> bytes:
    # TensorProto FLOAT (readable values), an attribute f, and a DOUBLE tensor's double_data.
    t = field_varint(1, len(values)) + field_varint(2, 1) + field_string(8, "t") + field_len(
        9, struct.pack(f"<{len(values)}f", *values))
    d = field_varint(1, len(doubles)) + field_varint(2, 11) + field_string(8, "d") + field_len(
        10, struct.pack(f"<{len(doubles)}d", *doubles))
    attr = field_string(1, "alpha") + bytes([(2 << 3) | 5]) + struct.pack("<f", scalar) + field_varint(20, 1)
    node = field_string(1, "x") + field_string(2, "y") + field_string(4, "LeakyRelu") + field_len(5, attr)
    graph = field_len(1, node) + field_string(2, "g") + field_len(5, t) + field_len(5, d)
    return field_varint(1, 8) + field_len(7, graph) + field_len(8, field_string(1, "") + field_varint(2, 17))


_FLOATS = st.one_of(st.just(-0.0), st.just(0.0), st.floats(width=32, allow_nan=False, allow_infinity=False))


@seed(20261201)
@settings(max_examples=60, deadline=None)
@given(st.lists(_FLOATS, min_size=1, max_size=8), _FLOATS,
       st.lists(st.one_of(st.just(-0.0), st.floats(allow_nan=False, allow_infinity=False)), min_size=1, max_size=4))
def test_jq_rewritten_documents_keep_negative_zeros(values: list[float], scalar: float, doubles: list[float]) -> None:
    data = _float_model(values, scalar, doubles)
    text = jq_style(onnxjson.dumps(data))
    if any(math.copysign(1, v) < 0 and v == 0 for v in [*values, scalar, *doubles]):
        assert re.search(r"-0(?![0-9.eE])", text), "the jq-style text should hold a bare -0"
    assert onnxjson.loads(text) == data
    for mode in READERS:
        assert build_text(text.encode(), mode) == data


def test_minus_zero_is_a_negative_float_and_strings_are_untouched() -> None:
    doc = jsonio.read_document(b'{"a": -0, "b": [-0, 0, -0.5, "-0", "x -0 y"], "c": -0e0}')
    assert math.copysign(1, doc["a"]) < 0 and doc["a"] == 0
    assert [type(x) for x in doc["b"]] == [float, int, float, str, str] and doc["b"][3:] == ["-0", "x -0 y"]
    assert math.copysign(1, doc["c"]) < 0


_ZERO_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|(?<![0-9.eE+-])0(?![0-9.eE])')


def _documents_with_integer_zeros() -> list[Any]:
    """Dumped texts of real models (their bare 0 tokens are all integers: dump writes float zero 0.0)."""
    from test_integrity import DOCUMENTS

    from onnxjson.jsonio import dumps_document

    cases = []
    for name, doc in sorted(DOCUMENTS.items()):
        text = dumps_document(doc).decode("utf-8")
        if any(not m.group().startswith('"') for m in _ZERO_TOKEN.finditer(text)):
            cases.append((name, text))
    return cases


_ZERO_DOCS = _documents_with_integer_zeros()


@seed(20261202)
@settings(max_examples=40, deadline=None)
@given(st.sampled_from(range(len(_ZERO_DOCS))), st.randoms(use_true_random=False))
def test_minus_zero_is_zero_wherever_an_integer_is_expected(which: int, rng: Any) -> None:
    """jq and hand edits may write an integer 0 as -0: both readers build the same bytes as with 0."""
    name, text = _ZERO_DOCS[which]
    expected = onnxjson.loads(text)
    share = rng.random()

    def flip(m: re.Match[str]) -> str:
        token = m.group()
        return token if token.startswith('"') or rng.random() > share else "-0"

    edited = _ZERO_TOKEN.sub(flip, text)
    for mode in READERS:
        assert build_text(edited.encode(), mode) == expected, (name, mode)


# -- --weights-from: the original is read as the document's root type ---------------------------------


def test_weights_from_decodes_the_original_as_the_documents_type(monkeypatch: pytest.MonkeyPatch) -> None:
    # A TensorProto whose bytes also read as a ModelProto (inference picks ModelProto).
    data = field_varint(1, 1024) + field_len(4, struct.pack("<1024f", *range(1024)))
    assert onnxjson.to_dict(data)["$onnxjson"]["type"] == "ModelProto"
    doc = onnxjson.to_dict(data, type="TensorProto")
    doc["float_data"] = {"count": 1024, "size": 4096, "sha256": "0" * 64}  # stripped by hand
    seen: list[Any] = []
    decode = weights.decode_model

    def spy(*args: Any, **kwargs: Any) -> Any:
        seen.append(kwargs.get("type"))
        return decode(*args, **kwargs)

    monkeypatch.setattr(weights, "decode_model", spy)
    with pytest.raises(onnxjson.OnnxJsonError):
        onnxjson.from_dict(doc, weights_from=data)  # the digest is made up: not found
    assert seen == ["TensorProto"]


# -- dump never writes a document build refuses at the default depth ---------------------------------


def _nested_types(levels: int) -> bytes:
    """A TypeProto nested ``levels`` messages deep (TypeProto / TypeProto.Sequence alternating)."""
    body = b""
    for _ in range((levels - 1) // 2):
        body = field_len(4, field_len(1, body))  # sequence_type { elem_type { ... } }
    return body if levels % 2 else field_len(4, body)


@pytest.mark.parametrize("levels", [DEFAULTS.max_depth - 2, DEFAULTS.max_depth - 1, DEFAULTS.max_depth,
                                    DEFAULTS.max_depth + 1, DEFAULTS.max_depth + 2])
def test_dump_never_writes_what_build_refuses_at_the_default_depth(levels: int, tmp_path: Path) -> None:
    data = _nested_types(levels)
    model = tmp_path / "m.pb"
    model.write_bytes(data)
    try:
        onnxjson.dump(model, tmp_path / "m.json", type="TypeProto")
    except onnxjson.OnnxJsonError as e:
        assert "deeper" in str(e) or "depth" in str(e)
        return
    onnxjson.build(tmp_path / "m.json", tmp_path / "back.pb")
    assert (tmp_path / "back.pb").read_bytes() == data


def test_the_cli_has_the_library_depth_default() -> None:
    import inspect

    assert inspect.signature(_api.dump).parameters["max_depth"].default == DEFAULTS.max_depth
    assert inspect.signature(_api.build).parameters["max_depth"].default == DEFAULTS.max_depth


# -- verify's comparison ------------------------------------------------------------------------------

@seed(20261201)
@settings(max_examples=200, deadline=None)
@given(st.binary(min_size=0, max_size=300), st.data())
def test_first_difference_of_any_chunking(original: bytes, data: st.DataObject) -> None:
    """verify's comparison of the rebuilt pieces with the model finds the first differing byte,
    however the output is cut into pieces: a changed byte, a shorter or a longer output."""
    rebuilt = bytearray(data.draw(st.sampled_from([original, original[:-1], original + b"\0"]), label="rebuilt"))
    if rebuilt and data.draw(st.booleans(), label="flip"):
        at = data.draw(st.integers(0, len(rebuilt) - 1), label="at")
        rebuilt[at] ^= data.draw(st.integers(1, 255), label="bits")
    cuts = sorted(data.draw(st.lists(st.integers(0, len(rebuilt)), max_size=6), label="cuts"))
    chunks = [bytes(rebuilt[a:b]) for a, b in zip([0, *cuts], [*cuts, len(rebuilt)], strict=True)]
    expected = next((i for i, (x, y) in enumerate(zip(original, rebuilt, strict=False)) if x != y), None)
    if expected is None and len(rebuilt) > len(original):
        expected = len(original)  # the output runs on past the model's end
    assert pipelines.first_difference(iter(chunks), original, None) == expected
    # The comparison runs in pieces of _COMPARE_BYTES across the chunks: any piece size finds the same byte.
    piece = data.draw(st.integers(1, 64), label="piece")
    with mock.patch.object(pipelines, "_COMPARE_BYTES", piece):
        assert pipelines.first_difference(iter(chunks), original, None) == expected
