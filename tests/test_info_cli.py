"""``onnxjson info`` as users run it: goldens of its text and --json, real subprocesses, a terminal.

The goldens live in samples/info/ and are written by ``python samples/make_samples.py`` (from the
library); here the command line must print exactly them.
"""

from __future__ import annotations

import difflib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest
from cli_support import cli_command, cli_env, run_in_pty

from onnxjson import cli

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
sys.path.insert(0, str(SAMPLES))
from make_samples import INFO_CASES, info_input  # noqa: E402

REGENERATE = "if the change is intended, run `python samples/make_samples.py` and review samples/info/"


def _onnxjson(*args: str | Path, stdin: bytes | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([*cli_command(cli_env()), *map(os.fspath, args)], input=stdin,
                          capture_output=True, env=cli_env(), cwd=cwd, timeout=300, check=False)


def _compare(expected: str, actual: str, name: str) -> None:
    if actual != expected:
        diff = difflib.unified_diff(expected.splitlines(), actual.splitlines(), f"samples/info/{name} (golden)",
                                    "info now", lineterm="", n=1)
        pytest.fail(f"info output differs from samples/info/{name}; {REGENERATE}\n" + "\n".join(list(diff)[:40]))


def test_every_case_has_goldens() -> None:
    names = {p.name for p in (SAMPLES / "info").iterdir()}
    assert names == {f"{case}{suffix}" for case in INFO_CASES for suffix in (".txt", ".json")}
    assert {p.stem for p in SAMPLES.glob("*.onnx")} <= set(INFO_CASES)


@pytest.mark.parametrize("name", sorted(INFO_CASES))
def test_info_text_and_json_equal_the_goldens(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = info_input(name, tmp_path)
    args = INFO_CASES[name][1]
    for suffix, extra in ((".txt", []), (".json", ["--json"])):
        code = cli.main(["info", str(source), *args, *extra])
        out, err = capsys.readouterr()
        assert (code, err) == (0, ""), err
        _compare((SAMPLES / "info" / f"{name}{suffix}").read_text(encoding="utf-8"), out, f"{name}{suffix}")


def test_json_goldens_are_structured() -> None:
    """The stable --json shape: versioned, structured types, every initialiser key present."""
    keys = ["info_version", "type", "ir_version", "producer_name", "producer_version", "opsets", "counts",
            "params", "weight_bytes", "inputs", "outputs", "initializers", "by_dtype", "by_storage", "op_types",
            "nodes", "sort", "domain", "model_version", "doc_string", "metadata_props", "graph_name", "value_info",
            "fields", "fields_from", "node"]
    for name in INFO_CASES:
        data = json.loads((SAMPLES / "info" / f"{name}.json").read_text(encoding="utf-8"))
        assert data["info_version"] == 1, name
        if data["type"] == "TensorProto":
            assert list(data) == ["info_version", "type", "tensor", "values", "fields", "fields_from"]
            continue
        assert list(data) == keys, name
        for value in data["inputs"] + data["outputs"]:
            t = value["type"]
            assert t["kind"] in ("tensor", "sequence", "map", "optional", "sparse_tensor", "opaque", "struct"), name
            if t["kind"] == "tensor":
                assert isinstance(t["elem_type"], str) and "[" not in t["elem_type"]
                assert all(d is None or isinstance(d, (int, str)) for d in t["dims"] or [])
        for e in data["initializers"]:
            assert list(e) == ["name", "kind", "data_type", "dims", "storage", "field", "size", "params"], name
            assert e["storage"] in ("raw_data", "typed", "external", "sidecar", "stripped", "empty")
    attention = json.loads((SAMPLES / "info" / "torch_attention.json").read_text(encoding="utf-8"))
    assert attention["inputs"][0]["type"] == {"kind": "tensor", "elem_type": "FLOAT", "dims": ["batch", "seq", 32]}


def _without_nodes(golden: str) -> str:
    """A golden text of ``info --nodes`` without its node table: what plain ``info`` prints."""
    assert "\n\nnodes\n" in golden
    return golden.split("\n\nnodes\n", maxsplit=1)[0] + "\n"


# -- real subprocesses --------------------------------------------------------------------------
def test_piped_output_is_plain_and_exact() -> None:
    run = _onnxjson("info", SAMPLES / "torch_cnn.onnx")
    assert (run.returncode, run.stderr) == (0, b"")
    text = run.stdout.decode()
    assert text == _without_nodes((SAMPLES / "info" / "torch_cnn.txt").read_text(encoding="utf-8"))
    assert "\x1b[" not in text and "KiB" not in text.split("\n\n", 1)[1]  # tables: exact bytes
    assert re.search(r"^features\.4\.weight\s+FLOAT\s+\[16, 8, 3, 3\]\s+raw_data\s+1152\s+4608$", text, re.M)


def test_stdin_model_and_document() -> None:
    model = (SAMPLES / "features.onnx").read_bytes()
    expected = _onnxjson("info", "--json", SAMPLES / "features.onnx").stdout
    for data, source in ((model, "model"), ((SAMPLES / "features.json").read_bytes(), "document")):
        run = _onnxjson("info", "--json", "-", stdin=data)
        assert (run.returncode, run.stderr) == (0, b"")
        # the same answer, fields included; only where the field sizes came from differs
        assert run.stdout == expected.replace(b'"fields_from": "model"', f'"fields_from": "{source}"'.encode())
    run = _onnxjson("info", "-", stdin=(SAMPLES / "tensor.pb").read_bytes())
    assert run.returncode == 0 and run.stdout.decode() == (SAMPLES / "info" / "tensor.txt").read_text(encoding="utf-8")


def test_tensor_pb_and_its_document(tmp_path: Path) -> None:
    document = tmp_path / "input_0.pb.json"
    assert _onnxjson("dump", SAMPLES / "tensor.pb", "-o", document).returncode == 0
    for source, fields_from in ((SAMPLES / "tensor.pb", "model"), (document, "document")):
        run = _onnxjson("info", "--json", source)
        assert run.returncode == 0, run.stderr
        golden = json.loads((SAMPLES / "info" / "tensor.json").read_text(encoding="utf-8"))
        assert json.loads(run.stdout) == {**golden, "fields_from": fields_from}


def test_errors_are_one_line_and_exit_2(tmp_path: Path) -> None:
    node = tmp_path / "node.pb"
    import onnx.helper

    node.write_bytes(onnx.helper.make_node("Relu", ["a"], ["b"], name="r").SerializeToString())
    cases = [
        (["info", node, "--type", "NodeProto", "--node", "r"], "--node NAME shows a node of a model or a graph; this is a NodeProto"),
        (["info", SAMPLES / "features.onnx", "--top", "0"], "--top"),
        (["info", SAMPLES / "features.onnx", "--sort", "bogus"], "--sort"),
        (["info", tmp_path / "missing.onnx"], "missing.onnx"),
        (["info", SAMPLES / "features.json", "--type", "TensorProto"], "not a TensorProto"),
    ]
    for args, needle in cases:
        run = _onnxjson(*args)
        err = run.stderr.decode()
        assert run.returncode == 2, (args, err)
        assert len(err.splitlines()) == 1 and err.startswith("error: ") and needle in err, (args, err)
        assert run.stdout == b""


def test_no_table_without_rows(tmp_path: Path) -> None:
    import onnx.helper

    empty = tmp_path / "empty.onnx"
    empty.write_bytes(onnx.helper.make_model(onnx.helper.make_graph([], "g", [], [])).SerializeToString())
    run = _onnxjson("info", "--nodes", empty)
    assert run.returncode == 0
    text = run.stdout.decode()
    # the one table with rows: where the bytes go (the graph, its name, the opset)
    assert text.count("\n\n") == 1 and "\n\nwhere the bytes go" in text
    assert "initializers (" not in text and "weights by" not in text and "value_info" not in text
    assert "initializers  0\n" in text


# -- on a terminal --------------------------------------------------------------------------------
def test_terminal_shows_human_sizes_and_bytes_flag_exact() -> None:
    env = {**cli_env(), "NO_COLOR": "1"}
    code, shown, _ = run_in_pty(["info", str(SAMPLES / "torch_attention.onnx"), "--top", "2"], env=env)
    text = shown.decode()
    assert code == 0, text
    assert "33.0 KiB" in text and "12.0 KiB" in text and "33792" not in text
    assert "8,448 (8.4 K)" in text
    assert "FLOAT [batch, seq, 32]" in text  # dims are not taken for markup
    assert "initializers (top 2 of 9, by size)" in text
    assert "weights by data type" in text and "weights by storage" in text
    code, shown, _ = run_in_pty(["info", "--bytes", str(SAMPLES / "torch_attention.onnx")], env=env)
    text = shown.decode()
    assert code == 0 and "12288" in text and "12.0 KiB" not in text
    # stdout piped while stderr is a terminal: plain, exact
    code, _, piped = run_in_pty(["info", str(SAMPLES / "torch_attention.onnx")], env=env, stdout_tty=False)
    assert code == 0
    assert piped.decode() == _without_nodes((SAMPLES / "info" / "torch_attention.txt").read_text(encoding="utf-8"))
