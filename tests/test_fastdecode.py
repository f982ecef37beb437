"""The generated fast decoder (onnxjson.codec.fastdecode) against the reference decoder.

The comparisons run twice (the ``accel_path`` fixture): with the generated Python functions and
with their compiled twin (onnxjson.codec.compiled), which tests/test_accel.py also compares with them.

The fast path must give exactly the reference's document, or step aside: on real models, on the
canonical re-serialization of random input, and on random (often broken) wire input, the outcome with
the fast path on (document text, or error message) is the outcome with it off. It must also really
be taken on canonical input (tests/test_generated.py checks the generated module is current).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import onnx
import pytest
from corpora import BACKEND_FILES, SAMPLE_MODELS, message_type
from hypothesis import given, note
from test_fuzz import _seeded, _settings, wire_input
from trees import tree_values

from onnxjson import OnnxJsonError, accel, to_dict
from onnxjson.codec import fastdecode
from onnxjson.codec.compiled import compiled_decoder
from onnxjson.codec.decode import DecodeOptions, decode_message
from onnxjson.jsonio import dumps_document
from onnxjson.proto import registry

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = SAMPLE_MODELS
CORPUS = BACKEND_FILES[::7]


class _Switch:
    def __init__(self, on: bool) -> None:
        self.on = on

    def __enter__(self) -> None:
        self.was = fastdecode.ENABLED
        fastdecode.ENABLED = self.on

    def __exit__(self, *exc: Any) -> None:
        fastdecode.ENABLED = self.was


def _outcome(data: bytes, on: bool, **options: Any) -> str:
    with _Switch(on):
        try:
            return dumps_document(to_dict(data, **options)).decode("utf-8")
        except OnnxJsonError as e:
            return f"error: {e}"


def _has_layout(value: Any) -> bool:
    return any(isinstance(v, dict) and ("$layout" in v or "$unknown" in v) for v in tree_values(value))


def _fast(data: bytes, type_name: str, values_limit: int = 64) -> Any:
    """The fast path's document (or None): the compiled decoder's when the accelerator is on."""
    context = fastdecode.FastOptions(None, 500, values_limit)
    compiled = compiled_decoder(registry()) if accel.ENABLED else None
    if compiled is not None:
        doc = compiled(data, type_name, context, 500)
    else:
        doc = fastdecode.fast_decoders(registry())[type_name](data, 0, len(data), context, 1)
    if doc is not None:
        context.finish()
    return doc


def test_float32_batch_formats_as_one_by_one() -> None:
    """The batched readable values (either path) equal FLOAT_FORMATS[1].to_doc's, for every kind of float32."""
    import numpy as np

    from onnxjson.codec.values import FLOAT_FORMATS

    rng = np.random.default_rng(13)
    bits = rng.integers(0, 1 << 32, size=50_000, dtype=np.uint64).astype(np.uint32)
    special = np.array([0, 0x80000000, 1, 0x7F7FFFFF, 0x00800000, 0x7F800000, 0xFF800000, 0x7FC00000,
                        0x7FC00001, 0xFFC00000, 0x3F800000, 0x3DCCCCCD], dtype=np.uint32)
    data = np.concatenate([special, bits]).astype("<u4").tobytes()
    to_doc = FLOAT_FORMATS[1].to_doc
    expected = [to_doc(data[i:i + 4]) for i in range(0, len(data), 4)]
    assert FLOAT_FORMATS[1].many_to_doc_numpy(data) == expected
    assert FLOAT_FORMATS[1].many_to_doc_pure(data) == expected


def test_another_registry_is_decoded_by_the_reference() -> None:
    """Nothing is generated at run time: another registry (a copy) has no fast function, and every
    input is the reference's, with the same document."""
    import copy

    other = copy.deepcopy(registry())
    decoders = fastdecode.fast_decoders(other)
    data = (ROOT / "samples" / "features.onnx").read_bytes()
    opts = fastdecode.FastOptions(None, 500, 64)
    assert decoders["ModelProto"](data, 0, len(data), opts, 1) is None
    doc, _ = decode_message(data, other.messages["ModelProto"], other, DecodeOptions(values_limit=64))
    assert dumps_document(doc) == dumps_document(_fast(data, "ModelProto"))


def _models() -> Iterator[Path]:
    yield from SAMPLES
    yield from CORPUS


@pytest.mark.usefixtures("accel_path")  # the generated functions, then their compiled twin
@pytest.mark.parametrize("path", list(_models()), ids=lambda p: p.name)
def test_real_models_same_document_and_fast_path_taken(path: Path) -> None:
    data = path.read_bytes()
    declared = message_type(path)  # a sequence and an optional may share their bytes (onnx 1.16's data)
    for limit in (0, 64):
        assert _outcome(data, True, type=declared, values_limit=limit) == \
            _outcome(data, False, type=declared, values_limit=limit)
    with _Switch(False):
        doc = to_dict(data, type=declared)
    if not _has_layout(doc):  # canonical: the fast path must not step aside
        assert _fast(data, doc["$onnxjson"]["type"]) is not None


@pytest.mark.usefixtures("accel_path")  # the generated functions, then their compiled twin
@_seeded
@_settings(300)
@given(wire_input(), __import__("hypothesis").strategies.sampled_from([0, 1, 64]))
def test_random_wire_input_same_outcome(case: tuple[bytes, str | None], values_limit: int) -> None:
    data, type_name = case
    note(f"input: {data.hex()} type={type_name}")
    on = _outcome(data, True, type=type_name, values_limit=values_limit)
    off = _outcome(data, False, type=type_name, values_limit=values_limit)
    assert on == off
    # What protobuf writes back is canonical: the fast path takes it whole, with the same result.
    name = type_name or "ModelProto"
    message = getattr(onnx, name)()
    try:
        message.ParseFromString(data)
    except Exception:  # noqa: BLE001 - protobuf refuses it: nothing canonical to compare
        return
    canonical = message.SerializeToString(deterministic=True)
    if not canonical:
        return
    with _Switch(False):
        try:
            ref = to_dict(canonical, type=name, values_limit=values_limit)
        except OnnxJsonError:
            return  # e.g. a depth limit of ours
    body = {k: v for k, v in ref.items() if k not in ("$schema", "$onnxjson")}
    if not _has_layout(body):
        fast = _fast(canonical, name, values_limit)
        assert fast is not None, canonical.hex()
        assert dumps_document(fast) == dumps_document(body)


@pytest.mark.usefixtures("accel_path")  # the generated functions, then their compiled twin
def test_options_reach_the_fast_path() -> None:
    data = (ROOT / "samples" / "features.onnx").read_bytes()
    for limit in (0, 1, 5, 64):
        assert _outcome(data, True, values_limit=limit) == _outcome(data, False, values_limit=limit)
    assert _outcome(data, True, max_depth=2).startswith("error")
    assert _outcome(data, True, max_depth=2) == _outcome(data, False, max_depth=2)
    assert DecodeOptions().max_depth > 2
