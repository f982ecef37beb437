"""The real VS Code JSON language server on dumped models, after ``onnxjson schema --vscode``.

Driven over LSP as VS Code drives it (tests/lsp_client.py): the settings ``schema --vscode`` wrote,
documents exactly as ``dump`` writes them (with their https ``"$schema"``), no network. Needs node
and ``vscode-json-language-server`` (npm package ``vscode-langservers-extracted``, installed by
.ci/run); skipped without them.
"""

from __future__ import annotations

import json
import re
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from cli_support import cli_command, cli_env
from corpora import BACKEND_DATA, SAMPLES_DIR
from lsp_client import LspClient, plain_settings, server_command, vscode_settings

from onnxjson.proto import registry
from onnxjson.proto.comments import onnx_docs

COMMAND = server_command()
pytestmark = pytest.mark.skipif(
    COMMAND is None, reason="node or vscode-json-language-server is not installed "
                            "(npm install -g vscode-langservers-extracted)")
needs_docs = pytest.mark.skipif(onnx_docs()[1] is not None, reason=str(onnx_docs()[1]))

#: Dumped documents: samples, and a model and a tensor of onnx's backend test data.
SOURCES = {
    "features.onnx.json": SAMPLES_DIR / "features.onnx",
    "onnx_light.onnx.json": SAMPLES_DIR / "onnx_light.onnx",
    "alexnet.onnx.json": BACKEND_DATA / "light" / "light_bvlc_alexnet.onnx",
    "alexnet_output.pb.json": BACKEND_DATA / "light" / "light_bvlc_alexnet_output_0.pb",
}


def onnxjson(*args: str, cwd: Path) -> None:
    done = subprocess.run([*cli_command(cli_env()), *args], cwd=cwd, env=cli_env(),
                          capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0, done.stderr


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("workspace")
    onnxjson("schema", "--vscode", ".", cwd=root)
    for name, source in SOURCES.items():
        onnxjson("dump", str(source), "-o", name, cwd=root)
    return root


@pytest.fixture(scope="module")
def server(workspace: Path) -> Iterator[LspClient]:
    assert COMMAND is not None
    client = LspClient(COMMAND, workspace)
    client.initialize(vscode_settings(workspace))
    yield client
    client.close()


def position(text: str, key: str, nth: int = 0) -> tuple[int, int]:
    """(line, character) inside the nth occurrence of the key ``"key":``."""
    found = [m.start() for m in re.finditer(re.escape(f'"{key}":'), text)]
    offset = found[nth] + 2
    line = text.count("\n", 0, offset)
    return line, offset - (text.rfind("\n", 0, offset) + 1)


def plain(markdown: str) -> str:
    """Hover text without the server's markdown escapes and line breaks."""
    return re.sub(r"\\(.)", r"\1", markdown).replace("\\\n", "\n")


def test_clean_dumps_have_no_diagnostics_and_fetch_nothing(workspace: Path, server: LspClient) -> None:
    for name in SOURCES:
        text = (workspace / name).read_text(encoding="utf-8")
        assert text.startswith('{\n  "$schema": "https://onnxjson.dev/schemas/v1/')
        uri = server.open(workspace / name)
        assert server.diagnostics(uri) == [], name
    assert server.content_requests == []


@needs_docs
@pytest.mark.parametrize(("name", "key", "field"), [
    ("features.onnx.json", "op_type", "NodeProto.op_type"),
    ("features.onnx.json", "producer_name", "ModelProto.producer_name"),
    ("features.onnx.json", "dims", "TensorProto.dims"),
    ("features.onnx.json", "graph", "ModelProto.graph"),
    ("features.onnx.json", "doc_string", "GraphProto.doc_string"),
    ("features.onnx.json", "name", "NodeProto.name"),
    ("features.onnx.json", "input", "NodeProto.input"),
    ("alexnet.onnx.json", "op_type", "NodeProto.op_type"),
    ("alexnet.onnx.json", "producer_name", "ModelProto.producer_name"),
    ("alexnet.onnx.json", "dims", "TensorProto.dims"),
    ("alexnet_output.pb.json", "dims", "TensorProto.dims"),
    ("alexnet_output.pb.json", "data_type", "TensorProto.data_type"),
])
def test_hover_shows_the_fields_own_documentation(workspace: Path, server: LspClient, name: str, key: str,
                                                  field: str) -> None:
    docs, _ = onnx_docs()
    path = workspace / name
    text = path.read_text(encoding="utf-8")
    line, character = position(text, key)
    uri = server.open(path)
    hover = plain(server.hover(uri, line, character))
    assert hover.startswith(docs[field]), (field, hover)
    assert "field " in hover  # then its JSON form


@needs_docs
def test_hover_on_an_enum_value_shows_its_comment(workspace: Path, server: LspClient) -> None:
    docs, _ = onnx_docs()
    path = workspace / "alexnet_output.pb.json"
    text = path.read_text(encoding="utf-8")
    assert '"data_type": "FLOAT"' in text
    line, character = position(text, "data_type")
    uri = server.open(path)
    hover = plain(server.hover(uri, line, character + len('data_type": "')))
    assert hover.startswith(docs["TensorProto.data_type"])
    assert f"`FLOAT`: {docs['TensorProto.DataType.FLOAT']}" in hover


def test_completion_inside_a_node_offers_node_fields(workspace: Path, server: LspClient) -> None:
    path = workspace / "features.onnx.json"
    text = path.read_text(encoding="utf-8")
    line, _ = position(text, "op_type")
    lines = text.split("\n")
    indent = lines[line][: len(lines[line]) - len(lines[line].lstrip())]
    lines.insert(line, f'{indent}"",')  # the user starts a key in the first node
    edited = workspace / "completion.onnx.json"
    edited.write_text("\n".join(lines), encoding="utf-8")
    uri = server.open(edited)
    labels = {item["label"] for item in server.completion(uri, line, len(indent) + 1)}
    fields = {f.name for f in registry().messages["NodeProto"].ordered()}
    present = {"output", "name", "op_type", "attribute"}
    assert labels, "no completion"
    assert fields - present <= labels, fields - present - labels
    assert labels <= fields | {"$layout", "$unknown"}, labels - fields


def test_a_misspelt_key_is_diagnosed_on_its_line(workspace: Path, server: LspClient) -> None:
    path = workspace / "alexnet.onnx.json"
    text = path.read_text(encoding="utf-8")
    line, _ = position(text, "op_type", nth=1)
    lines = text.split("\n")
    lines[line] = lines[line].replace('"op_type":', '"op_tpye":')
    edited = workspace / "misspelt.onnx.json"
    edited.write_text("\n".join(lines), encoding="utf-8")
    uri = server.open(edited)
    found = server.diagnostics(uri)
    assert [d["range"]["start"]["line"] for d in found] == [line], found
    assert "op_tpye" in found[0]["message"]
    assert server.content_requests == []


def test_a_client_that_passes_the_settings_as_they_are(workspace: Path) -> None:
    """Neovim (lspconfig's jsonls, or neoconf.nvim reading .vscode/settings.json) starts the same server
    without handledSchemaProtocols and passes json.schemas unresolved: the server would fetch an
    https $schema itself. The $schema entries name the local copies, so it has nothing to fetch."""
    assert COMMAND is not None
    client = LspClient(COMMAND, workspace)
    try:
        client.initialize(plain_settings(workspace), like_vscode=False)
        path = workspace / "features.onnx.json"
        uri = client.open(path)
        assert client.diagnostics(uri) == []
        text = path.read_text(encoding="utf-8")
        hover = plain(client.hover(uri, *position(text, "op_type")))
        assert "field 4 · string" in hover
        docs, why = onnx_docs()
        if why is None:
            assert hover.startswith(docs["NodeProto.op_type"])
    finally:
        client.close()


#: Keys of onnxjson's own (the envelope, payload references, unknown entries): no onnx.proto field.
ONNXJSON_KEYS = {"$schema", "$onnxjson", "format_version", "type", "weights", "sidecar", "$unknown", "$layout",
                 "number", "wire_type", "value", "values", "size", "sha256", "offset", "count", "$bytes"}


def test_every_key_of_a_dump_hovers_with_its_field(workspace: Path, server: LspClient) -> None:
    """Every key of the dumped documents, hovered: a field shows its own text ("field N · kind", after
    onnx.proto's comment), never the text of the type it refers to (onnxjson.Text's "A string value",
    a message's own documentation)."""
    texts = generate_texts()
    hovered = 0
    for name in ("features.onnx.json", "onnx_light.onnx.json"):
        path = workspace / name
        text = path.read_text(encoding="utf-8")
        uri = server.open(path)
        for match in re.finditer(r'"([A-Za-z_$][\w$]*)":', text):
            offset = match.start() + 2
            line = text.count("\n", 0, offset)
            hover = plain(server.hover(uri, line, offset - (text.rfind("\n", 0, offset) + 1)))
            hovered += 1
            assert not any(hover.startswith(t) for t in texts), (name, line, match.group(1), hover)
            if "field " not in hover:
                assert match.group(1) in ONNXJSON_KEYS, (name, line, match.group(1), hover)
    assert hovered > 200


def generate_texts() -> list[str]:
    """The descriptions of the definitions fields refer to: value forms and messages."""
    defs = json.loads((SAMPLES_DIR.parent / "schemas" / "defs.schema.json").read_text(encoding="utf-8"))["$defs"]
    return [d["description"] for name, d in defs.items()
            if "description" in d and (name.startswith("onnxjson.") or name in registry().messages)]
