"""Editor help: onnx.proto's documentation in the schemas, and ``schema --vscode`` in a workspace."""

from __future__ import annotations

import fnmatch
import json
import subprocess
from pathlib import Path

import pytest
from cli_support import cli_command, cli_env

from onnxjson.codec.document import schema_url
from onnxjson.proto import registry
from onnxjson.proto.comments import onnx_docs, parse_comments
from onnxjson.schema import generate

ROOT = Path(__file__).resolve().parent.parent
SCHEMAS = ROOT / "schemas"

SAMPLE_PROTO = """
syntax = "proto2";
package demo;

// Detached: a blank line follows.

// Outer is documented
// over two lines.
//
// Second paragraph.
message Outer {
  // The id.
  optional int64 id = 1;  // not this one
  repeated string tags = 2;  // trailing only
  optional string option_like = 3;

  reserved 4;
  // A nested message.
  message Inner { optional int32 x = 1; }  // one-line block
  oneof value {
    // In a oneof.
    float f = 5;
  }
  enum Kind {
    // Zero.
    ZERO = 0;
    ONE = 1;  // One.
  }
  optional Inner inner = 6;
}
message After {
  optional Outer.Kind kind = 1;  // the kind
}
"""


def test_parse_comments_follows_protoc_attachment() -> None:
    docs = parse_comments(SAMPLE_PROTO)
    assert docs == {
        "Outer": "Outer is documented over two lines.\n\nSecond paragraph.",
        "Outer.id": "The id.",
        "Outer.tags": "trailing only",
        "Outer.Inner": "A nested message.",
        "Outer.f": "In a oneof.",
        "Outer.Kind.ZERO": "Zero.",
        "Outer.Kind.ONE": "One.",
        "After.kind": "the kind",
    }
    assert "Outer.option_like" not in docs and "Outer.Inner.x" not in docs
    assert "Outer.Kind" not in docs and "Outer.inner" not in docs


needs_docs = pytest.mark.skipif(onnx_docs()[1] is not None, reason=str(onnx_docs()[1]))


@needs_docs
def test_every_documented_field_has_its_documentation_in_the_schema() -> None:
    docs, _ = onnx_docs()
    defs = json.loads((SCHEMAS / "defs.schema.json").read_text(encoding="utf-8"))["$defs"]
    reg = registry()
    checked = 0
    for spec in reg.messages.values():
        if spec.name not in defs:
            continue
        schema = defs[spec.name]
        if spec.name in docs:
            assert schema["description"].startswith(docs[spec.name] + "\n\n"), spec.name
        for f in spec.ordered():
            doc = docs.get(f"{spec.name}.{f.name}")
            description = schema["properties"][f.name]["description"]
            if doc is not None:
                assert description.startswith(doc + "\n\n"), (spec.name, f.name)
                checked += 1
            else:
                assert description.startswith("field "), (spec.name, f.name)
    assert checked > 100
    assert defs["GraphProto"]["properties"]["node"]["description"].startswith(
        "The nodes in the graph, sorted topologically.")


def test_check_compares_all_but_descriptions_without_the_documentation(monkeypatch: pytest.MonkeyPatch,
                                                                     tmp_path: Path) -> None:
    monkeypatch.setattr(generate, "_onnx_docs", lambda: ({}, "the installed onnx is 0.0"))
    assert generate.docs_note() == "onnx.proto's documentation is not available (the installed onnx is 0.0)"
    assert generate.check_schemas(SCHEMAS) == []
    for p in SCHEMAS.glob("*.json"):
        (tmp_path / p.name).write_bytes(p.read_bytes())
    defs = json.loads((tmp_path / "defs.schema.json").read_text(encoding="utf-8"))
    defs["$defs"]["GraphProto"]["properties"]["name"]["description"] = "edited"
    (tmp_path / "defs.schema.json").write_text(json.dumps(defs), encoding="utf-8")
    assert generate.check_schemas(tmp_path) == []
    defs["$defs"]["GraphProto"]["properties"]["name"]["type"] = "integer"
    (tmp_path / "defs.schema.json").write_text(json.dumps(defs), encoding="utf-8")
    assert generate.check_schemas(tmp_path) == ["defs.schema.json"]


def onnxjson(*args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([*cli_command(cli_env()), *args], cwd=cwd, env=cli_env(),
                          capture_output=True, text=True, check=False, timeout=120)
    assert "Traceback" not in done.stderr
    return done


def test_schema_vscode_writes_a_mapping_for_onnxjson_documents_only(tmp_path: Path) -> None:
    vscode = tmp_path / ".vscode"
    vscode.mkdir()
    mine = {"fileMatch": ["config.json"], "url": "./config.schema.json"}
    (vscode / "settings.json").write_text(json.dumps({"editor.tabSize": 4, "json.schemas": [mine]}),
                                          encoding="utf-8")
    done = onnxjson("schema", "--vscode", ".", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "*.onnx.json" in done.stdout
    settings = json.loads((vscode / "settings.json").read_text(encoding="utf-8"))
    assert settings["editor.tabSize"] == 4 and settings["json.schemas"][0] == mine
    entries = [e for e in settings["json.schemas"][1:] if "fileMatch" in e]
    by_id = [e for e in settings["json.schemas"][1:] if "fileMatch" not in e]
    # The "$schema" a dump writes (an https URL) is mapped to the local copy: nothing is fetched.
    folder = (vscode / "onnxjson-schemas").resolve()
    assert {e["url"]: e["schema"] for e in by_id} == {
        schema_url(root): {"$ref": (folder / generate.schema_file(root)).as_uri()} for root in generate.SCHEMA_ROOTS}
    assert {e["fileMatch"][0]: e["url"] for e in entries} == {
        "*.onnx.json": "./.vscode/onnxjson-schemas/ModelProto.schema.json",
        "*.pb.json": "./.vscode/onnxjson-schemas/TensorProto.schema.json"}
    for entry in entries:
        target = tmp_path / entry["url"]
        assert target.is_file() and (target.parent / "defs.schema.json").is_file()
        for name in ("package.json", "tsconfig.json", "model.json", "onnx.json", "x.onnx.json.bak"):
            assert not any(fnmatch.fnmatch(name, p) for p in entry["fileMatch"]), name
    assert fnmatch.fnmatch("resnet50.onnx.json", "*.onnx.json")
    assert json.loads((vscode / "onnxjson-schemas" / "ModelProto.schema.json").read_bytes())["$id"].endswith(
        "/ModelProto.schema.json")
    # A document dumped under the convention validates against the mapped schema.
    assert generate.check_schemas(vscode / "onnxjson-schemas") == []
    again = onnxjson("schema", "--vscode", ".", cwd=tmp_path)
    assert (again.returncode, again.stdout) == (0, "already set up\n")


def test_schema_vscode_keeps_settings_it_cannot_read(tmp_path: Path) -> None:
    vscode = tmp_path / ".vscode"
    vscode.mkdir()
    text = '{\n  // a comment VS Code allows\n  "editor.tabSize": 2\n}\n'
    (vscode / "settings.json").write_text(text, encoding="utf-8")
    done = onnxjson("schema", "--vscode", str(tmp_path), cwd=tmp_path)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "add the mapping by hand" in done.stderr
    assert "*.onnx.json" in done.stderr
    # The entries to add, those that map a document's "$schema" to the local copies included, are in
    # a file beside the schemas (a one-line message cannot hold them).
    entries = json.loads((vscode / "onnxjson-schemas" / "json.schemas.json").read_text(encoding="utf-8"))
    assert "json.schemas.json" in done.stderr
    assert {e["url"] for e in entries["json.schemas"]} >= {schema_url("ModelProto"),
                                                           "./.vscode/onnxjson-schemas/ModelProto.schema.json"}
    assert generate.check_schemas(vscode / "onnxjson-schemas") == []
    assert (vscode / "settings.json").read_text(encoding="utf-8") == text
    # Once the settings can be read, the command maps them itself and the file of entries goes.
    (vscode / "settings.json").write_text('{"editor.tabSize": 2}', encoding="utf-8")
    assert onnxjson("schema", "--vscode", ".", cwd=tmp_path).returncode == 0
    assert not (vscode / "onnxjson-schemas" / "json.schemas.json").exists()
    assert len(json.loads((vscode / "settings.json").read_text(encoding="utf-8"))["json.schemas"]) == len(
        entries["json.schemas"])
