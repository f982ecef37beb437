"""Start-up: the descriptor registry without protobuf, and the commands that must not import onnx.

Speed itself is measured by bench/run.py, never asserted here.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from cli_support import cli_env
from onnx_release import INSTALLED_ONNX, IS_SNAPSHOT_ONNX, SNAPSHOT_ONNX

import onnxjson
from onnxjson import proto

ROOT = Path(__file__).resolve().parent.parent


def _registry_from_protobuf() -> proto.Registry:
    """The registry as protobuf's own descriptor classes read onnx.fds (the reference)."""
    from importlib import resources

    from google.protobuf import descriptor_pb2

    fds = descriptor_pb2.FileDescriptorSet()
    fds.ParseFromString(resources.files(proto.__name__).joinpath("onnx.fds").read_bytes())
    messages: dict[str, proto.MessageSpec] = {}
    enums: dict[str, proto.EnumSpec] = {}

    def add_enum(prefix: str, enum: descriptor_pb2.EnumDescriptorProto) -> None:
        by_number: dict[int, str] = {}
        for value in enum.value:
            by_number.setdefault(value.number, value.name)
        enums[prefix + enum.name] = proto.EnumSpec(
            prefix + enum.name, by_number, {v.name: v.number for v in enum.value})

    def add_message(prefix: str, msg: descriptor_pb2.DescriptorProto) -> None:
        name = prefix + msg.name
        spec = proto.MessageSpec(name)
        for f in msg.field:
            kind = proto._KIND_BY_TYPE[f.type]
            repeated = f.label == descriptor_pb2.FieldDescriptorProto.LABEL_REPEATED
            oneof = None
            if f.HasField("oneof_index") and not f.proto3_optional:
                oneof = msg.oneof_decl[f.oneof_index].name
            ref = proto._strip_package(f.type_name) if f.type_name else None
            spec.add(proto.FieldSpec(
                name=f.name, number=f.number, kind=kind, repeated=repeated,
                packed=repeated and kind in proto.PACKABLE and f.options.packed,
                message=ref if kind in ("message", "group") else None,
                enum=ref if kind == "enum" else proto.ENUM_LIKE.get((name, f.name)),
                oneof=oneof, text=(name, f.name) in proto.TEXT_BYTES))
        messages[name] = spec
        for nested in msg.nested_type:
            add_message(name + ".", nested)
        for enum in msg.enum_type:
            add_enum(name + ".", enum)

    for file in fds.file:
        for msg in file.message_type:
            add_message("", msg)
        for enum in file.enum_type:
            add_enum("", enum)
    return proto.Registry(messages, enums)


def test_registry_reads_the_snapshot_as_protobuf_does() -> None:
    ours = proto.registry()
    ref = _registry_from_protobuf()
    # Same messages and enums, in the same order; the catalogue only adds to ours.
    snapshot_messages = [name for name, spec in ours.messages.items() if not spec.extension]
    assert snapshot_messages == list(ref.messages)
    assert list(ours.enums) == list(ref.enums)
    for name, enum in ref.enums.items():
        assert ours.enums[name] == enum
    for name, spec in ref.messages.items():
        mine = {n: f for n, f in ours.messages[name].fields.items() if not f.extension}
        assert list(mine) == list(spec.fields), name
        for number, f in spec.fields.items():
            assert mine[number] == f, f"{name}.{f.name}"
    assert len(ref.messages) > 20 and any(f.packed for s in ref.messages.values() for f in s.fields.values())
    assert any(f.oneof for s in ref.messages.values() for f in s.fields.values())


_PROBE = """
import json, runpy, sys
sys.argv = ["onnxjson", *json.loads(sys.argv[1])]
try:
    runpy.run_module("onnxjson", run_name="__main__")
except SystemExit as e:
    code = e.code
else:
    code = 0
heavy = sorted(m for m in ("onnx", "google.protobuf", "pydantic", "numpy", "jsonschema", "hashlib",
                           "tempfile") if m in sys.modules)
print(json.dumps({"code": code, "heavy": heavy}))
"""


def _modules_after(args: list[str], cwd: Path) -> dict[str, object]:
    run = subprocess.run([sys.executable, "-c", _PROBE, json.dumps(args)], check=False, cwd=cwd,
                         capture_output=True, text=True, timeout=120,
                         env=cli_env())
    result: dict[str, object] = json.loads(run.stdout.strip().splitlines()[-1])
    return result


@pytest.mark.parametrize("command", ["dump", "dump-sidecar", "build", "verify", "validate"])
def test_main_paths_do_not_import_onnx_protobuf_or_numpy(command: str, tmp_path: Path) -> None:
    if command == "validate" and not IS_SNAPSHOT_ONNX:
        pytest.skip(f"validate's op checks ask onnx {INSTALLED_ONNX}'s onnx.defs itself (the checked-in table is "
                    f"onnx {SNAPSHOT_ONNX}'s): by design")
    model = ROOT / "samples" / "features.onnx"
    doc = tmp_path / "m.json"
    subprocess.run([sys.executable, "-m", "onnxjson", "dump", str(model), "-o", str(doc),
                    "--sidecar", str(tmp_path / "m.bin")], check=True, cwd=tmp_path,
                   env=cli_env())
    args = {
        "dump": ["dump", str(model), "-o", str(tmp_path / "out.json")],
        "dump-sidecar": ["dump", str(model), "-o", str(tmp_path / "o2.json"), "--sidecar",
                         str(tmp_path / "o2.bin")],
        "build": ["build", str(doc), "-o", str(tmp_path / "rebuilt.onnx")],
        "verify": ["verify", str(model)],
        "validate": ["validate", str(doc)],  # its op checks read the checked-in table of onnx.defs
    }[command]
    result = _modules_after(args, tmp_path)
    assert result["code"] in (0, None), result
    heavy = result["heavy"]
    assert isinstance(heavy, list)
    assert "onnx" not in heavy and "google.protobuf" not in heavy, heavy
    # features.onnx has small float32 tensors and float attributes: they are formatted without
    # numpy (its import is paid only by a batch of NUMPY_BATCH values), and a valid document is
    # checked without jsonschema.
    assert "numpy" not in heavy and "jsonschema" not in heavy, heavy
    if command == "dump":  # an inline dump hashes nothing: OpenSSL and tempfile stay unloaded
        assert "hashlib" not in heavy and "tempfile" not in heavy, heavy
    if command == "validate":  # payloads are measured, not hashed; the schema files' digest is BLAKE2's own
        assert "hashlib" not in heavy, heavy


def test_stale_schema_checks_are_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """Checks made from other schemas (another digest) are not used, and nothing is compiled in
    their place: the answer is an error naming the command that rewrites them."""
    from onnxjson import schema
    from onnxjson.schema import part_accepts, schema_accepts

    doc = onnxjson.to_dict(ROOT / "samples" / "features.onnx")
    assert schema._current_checks() is not None and schema_accepts("ModelProto", doc)
    monkeypatch.setattr(schema, "_schemas_digest", lambda: "another")
    monkeypatch.setattr(schema, "_checks_module", lambda: None)  # as if it held other functions
    schema._current_checks.cache_clear()
    schema._compiler.cache_clear()
    try:
        assert schema._current_checks() is None
        with pytest.raises(schema.StaleChecksError, match=r"python -m onnxjson\.gen"):
            schema_accepts("ModelProto", doc)
        with pytest.raises(schema.StaleChecksError):
            part_accepts("NodeProto", doc["graph"]["node"][0])
    finally:
        schema._current_checks.cache_clear()
        schema._compiler.cache_clear()
