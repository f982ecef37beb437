"""The command line: every command's happy path, exit codes (0/1/2) and one-line errors.

Most tests call :func:`onnxjson.cli.main` in-process (it returns the exit code) with capsys; a few
run the real thing, ``python -m onnxjson``, for what only a process shows: stdin, binary stdout,
the real stderr. No command may print a traceback: every call checks it.
"""

from __future__ import annotations

import collections
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

import onnx
import pytest
from cli_support import cli_env
from onnx import numpy_helper
from onnx_release import SCHEMA_CHECK_NOTE, needs_snapshot_onnx

import onnxjson
from onnxjson import _api, cli

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
FEATURES = SAMPLES / "features.onnx"
DATA_DIR = Path(os.path.dirname(onnx.__file__)) / "backend" / "test" / "data"
TENSOR_PB = sorted(DATA_DIR.rglob("input_0.pb"))[0]


# -- helpers ----------------------------------------------------------------------------------------

def proc(*args: Any, input: bytes | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[bytes]:
    """Run ``python -m onnxjson ARGS`` for real; stdout and stderr as bytes. A fresh interpreter (not
    cli_support.cli_command's fork): these are the suite's end-to-end runs of ``python -m onnxjson``."""
    done = subprocess.run([sys.executable, "-m", "onnxjson", *map(os.fspath, args)], input=input,
                          capture_output=True, env=cli_env(), cwd=cwd or tempfile.gettempdir(),
                          check=False, timeout=120)
    assert b"Traceback" not in done.stderr, done.stderr.decode()
    return done


def run(capsys: pytest.CaptureFixture[str], *args: Any) -> tuple[int, str, str]:
    """``onnxjson ARGS`` in-process: (exit code, stdout, stderr)."""
    code = cli.main([os.fspath(a) if isinstance(a, Path) else str(a) for a in args])
    out, err = capsys.readouterr()
    assert "Traceback" not in err and "Traceback" not in out, err
    return code, out, err


def one_error(err: str, *needles: str) -> str:
    """The single error line of ``err``; it starts with ``error: `` and contains every needle."""
    lines = err.splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {err!r}"
    line = lines[0]
    assert line.startswith("error: "), line
    for needle in needles:
        assert needle in line, (needle, line)
    return line


def golden(name: str) -> str:
    return (SAMPLES / name).read_text(encoding="utf-8")


def features_with_alpha(tmp_path: Path, alpha: float) -> Path:
    model = onnx.load(FEATURES)
    attr = next(a for a in model.graph.node[2].attribute if a.name == "alpha")
    attr.f = alpha
    path = tmp_path / f"alpha{alpha}.onnx"
    path.write_bytes(model.SerializeToString())
    return path


# -- dump -------------------------------------------------------------------------------------------

def test_dump_to_stdout(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "dump", FEATURES)
    assert (code, err) == (0, "")
    assert out == golden("features.json")


def test_dump_to_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_path = tmp_path / "features.json"
    code, out, err = run(capsys, "dump", FEATURES, "-o", out_path)
    assert (code, out, err) == (0, "", "")
    assert out_path.read_text(encoding="utf-8") == golden("features.json")
    code, _, _ = run(capsys, "dump", FEATURES, "--output", out_path, "--strip-weights")
    assert code == 0
    assert out_path.read_text(encoding="utf-8") == golden("features.stripped.json")


def test_dump_sidecar_and_build_back(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc_path = tmp_path / "m.json"
    code, _, err = run(capsys, "dump", FEATURES, "-o", doc_path, "--sidecar", tmp_path / "m.bin")
    assert (code, err) == (0, "")
    doc = json.loads(doc_path.read_text(encoding="utf-8"))
    assert doc["$onnxjson"]["weights"] == {"sidecar": "m.bin"}
    assert (tmp_path / "m.bin").stat().st_size > 0
    code, _, err = run(capsys, "build", doc_path, "-o", tmp_path / "m.onnx")
    assert (code, err) == (0, "")
    assert (tmp_path / "m.onnx").read_bytes() == FEATURES.read_bytes()


def test_dump_reads_stdin() -> None:
    done = proc("dump", "-", input=FEATURES.read_bytes())
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout == golden("features.json").encode("utf-8")


def test_dump_infers_tensor_proto(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "dump", TENSOR_PB)
    assert code == 0
    doc = json.loads(out)
    assert doc["$onnxjson"]["type"] == "TensorProto"
    assert doc["$schema"].endswith("/TensorProto.schema.json")
    assert doc["dims"] == list(onnx.load_tensor(TENSOR_PB).dims)


def test_type_tensor_proto_on_a_pb(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc_path = tmp_path / "t.json"
    code, _, err = run(capsys, "dump", "--type", "TensorProto", TENSOR_PB, "-o", doc_path)
    assert (code, err) == (0, "")
    assert json.loads(doc_path.read_text(encoding="utf-8"))["$onnxjson"]["type"] == "TensorProto"
    for extra in ([], ["--type", "TensorProto"]):
        code, _, err = run(capsys, "build", *extra, doc_path, "-o", tmp_path / "t.pb")
        assert (code, err) == (0, "")
        assert (tmp_path / "t.pb").read_bytes() == TENSOR_PB.read_bytes()
    code, out, _ = run(capsys, "verify", "--type", "TensorProto", TENSOR_PB)
    assert code == 0 and out.startswith("identical  ")
    # The document says what it holds: another --type is refused, in one line.
    code, _, err = run(capsys, "build", "--type", "GraphProto", doc_path, "-o", tmp_path / "g.pb")
    assert code == 2
    one_error(err, str(doc_path), "$onnxjson.type", "TensorProto", "GraphProto")
    assert not (tmp_path / "g.pb").exists()
    code, _, err = run(capsys, "dump", "--type", "TensorProt", TENSOR_PB)
    assert code == 2
    one_error(err, "--type", '"TensorProt"', "did you mean TensorProto?")  # about the option, before any file


# -- build ------------------------------------------------------------------------------------------

@pytest.mark.parametrize("name", sorted(p.stem for p in SAMPLES.glob("*.onnx")))
def test_build_golden_documents(name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out_path = tmp_path / f"{name}.onnx"
    code, out, err = run(capsys, "build", SAMPLES / f"{name}.json", "-o", out_path)
    assert (code, out, err) == (0, "", "")
    assert out_path.read_bytes() == (SAMPLES / f"{name}.onnx").read_bytes()
    code, _, err = run(capsys, "build", "--strict", SAMPLES / f"{name}.json", "-o", out_path)
    assert (code, err) == (0, "")
    assert out_path.read_bytes() == (SAMPLES / f"{name}.onnx").read_bytes()


def test_build_stdin_to_binary_stdout() -> None:
    """``build - -o -``: stdin to stdout, the exact bytes (no newline translation, nothing added)."""
    model = (SAMPLES / "torch_attention.onnx").read_bytes()
    assert b"\r\n" in model and b"\n" in model  # newline translation would show
    done = proc("build", "-", "-o", "-", input=(SAMPLES / "torch_attention.json").read_bytes())
    assert (done.returncode, done.stderr) == (0, b"")
    assert done.stdout == model


def test_build_stripped_over_its_own_weights_source(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``-o`` may not name a file the command reads: here the --weights-from model (issue 12)."""
    model = tmp_path / "m.onnx"
    shutil.copyfile(FEATURES, model)
    doc = tmp_path / "m.json"
    assert run(capsys, "dump", model, "--strip-weights", "-o", doc)[0] == 0
    code, out, err = run(capsys, "build", doc, "-o", model, "--weights-from", model)
    assert (code, out) == (2, "")
    assert err.startswith(f"error: {model}: would overwrite the --weights-from model"), err
    assert model.read_bytes() == FEATURES.read_bytes()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.json", "m.onnx"]  # no temporary left


def test_build_over_the_model_it_was_dumped_from(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    model = tmp_path / "m.onnx"
    shutil.copyfile(FEATURES, model)
    doc = tmp_path / "m.json"
    assert run(capsys, "dump", model, "--sidecar", tmp_path / "m.bin", "-o", doc)[0] == 0
    before = model.stat().st_ino
    assert run(capsys, "build", doc, "-o", model) == (0, "", "")
    assert model.read_bytes() == FEATURES.read_bytes()
    assert model.stat().st_ino != before  # replaced by a rename, not rewritten in place


def test_build_refuses_to_write_binary_to_a_terminal(monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys.stdout, "isatty", lambda: True)
    code, out, err = run(capsys, "build", SAMPLES / "features.json", "-o", "-")
    assert (code, out) == (2, "")
    one_error(err, "terminal", "-o FILE")


def test_build_missing_output_option_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "build", SAMPLES / "features.json")
    assert code == 2 and out == ""
    assert "Missing option" in err and "--output" in err


def test_build_foreign_protobuf_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from google.protobuf import json_format

    path = tmp_path / "foreign.json"
    path.write_text(json_format.MessageToJson(onnx.load(FEATURES)), encoding="utf-8")
    code, _, err = run(capsys, "build", path, "-o", tmp_path / "m.onnx")
    assert (code, err) == (0, "")
    assert (tmp_path / "m.onnx").read_bytes() == FEATURES.read_bytes()


# -- verify -----------------------------------------------------------------------------------------

def test_verify_samples(capsys: pytest.CaptureFixture[str]) -> None:
    models = sorted(SAMPLES.glob("*.onnx"))
    code, out, err = run(capsys, "verify", *models)
    assert (code, err) == (0, "")
    assert out.splitlines() == [f"identical  {m} ({m.stat().st_size:,} bytes)" for m in models]
    assert run(capsys, "verify", "-q", *models) == (0, "", "")


def test_verify_reports_a_difference(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A model whose rebuild differs is printed as DIFFERENT with the first byte, exit 1. (No model
    differs, so the library's answer is given: where the first difference is found is tested on its
    own, test_exactness.test_first_difference_of_any_chunking.)"""
    size = FEATURES.stat().st_size

    def different(name: str, **_: Any) -> onnxjson.VerifyResult:
        return onnxjson.VerifyResult(name, False, size, size + 1, 100)

    monkeypatch.setattr(_api, "verify", different)
    code, out, err = run(capsys, "verify", "-q", FEATURES)
    assert (code, err) == (1, "")
    assert out == f"DIFFERENT  {FEATURES}: {size:,} → {size + 1:,} bytes, first difference at byte 100\n"


def test_verify_unreadable_files_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "missing.onnx"
    truncated = tmp_path / "truncated.onnx"
    truncated.write_bytes(FEATURES.read_bytes()[:100])
    code, out, err = run(capsys, "verify", missing, FEATURES, truncated)
    assert code == 2
    assert out == f"identical  {FEATURES} ({FEATURES.stat().st_size:,} bytes)\n"  # the others still checked
    lines = err.splitlines()
    assert lines[0] == f"error: {missing}: no such file"
    assert re.fullmatch(rf"error: {re.escape(str(truncated))}: byte \d+.*", lines[1]), lines[1]
    assert len(lines) == 2
    # A document is verified as the model it builds (issue 32: verify takes documents); one that
    # does not build is one line, exit 2.
    code, out, err = run(capsys, "verify", SAMPLES / "features.json")
    assert (code, err) == (0, "") and out.startswith(f"identical  {SAMPLES / 'features.json'}")
    bad = tmp_path / "bad.json"
    bad.write_text('{"graph": {"node": 7}}')
    code, _, err = run(capsys, "verify", bad)
    assert code == 2
    one_error(err, str(bad), "node")


# -- errors: one line, the file, never a traceback --------------------------------------------------

def test_error_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for command in (["dump"], ["info"], ["validate"]):
        code, out, err = run(capsys, *command, tmp_path / "nope.onnx")
        assert (code, out) == (2, "")
        assert one_error(err) == f"error: {tmp_path / 'nope.onnx'}: no such file"
    code, _, err = run(capsys, "build", tmp_path / "nope.json", "-o", tmp_path / "x.onnx")
    assert code == 2
    one_error(err, str(tmp_path / "nope.json"), "no such file")


def test_error_json_given_to_dump(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "dump", SAMPLES / "features.json")
    assert (code, out) == (2, "")
    one_error(err, f"error: {SAMPLES / 'features.json'}: ", "JSON", "onnxjson build")


def test_error_empty_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    empty = tmp_path / "empty.onnx"
    empty.write_bytes(b"")
    code, _, err = run(capsys, "dump", empty)  # a 0-byte model is an empty ModelProto
    assert (code, err) == (0, "")
    code, _, err = run(capsys, "build", empty, "-o", tmp_path / "x.onnx")  # but no JSON document
    assert code == 2
    one_error(err, f"error: {empty}: ", "empty")


def test_error_folder_and_missing_output_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "dump", tmp_path)
    assert code == 2
    one_error(err, str(tmp_path), "folder")
    code, _, err = run(capsys, "build", SAMPLES / "features.json", "-o", tmp_path / "no" / "x.onnx")
    assert code == 2
    one_error(err, str(tmp_path / "no" / "x.onnx"), "folder does not exist")


def test_error_truncated_model_names_the_byte(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.onnx"
    path.write_bytes(FEATURES.read_bytes()[:100])
    code, _, err = run(capsys, "dump", path)
    assert code == 2
    assert re.fullmatch(rf"error: {re.escape(str(path))}: byte \d+.*", one_error(err))


def test_error_broken_json_to_build_has_line_and_column(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{\n  "ir_version": 8,\n  "graph": {"name": "g",}\n}\n', encoding="utf-8")
    code, out, err = run(capsys, "build", path, "-o", tmp_path / "x.onnx")
    assert (code, out) == (2, "")
    line = one_error(err)
    assert re.fullmatch(rf"error: {re.escape(str(path))}: line 3: invalid JSON at column \d+: .+", line), line
    path.write_text('{\n  "ir_version": 8,\n  "graph": {\n', encoding="utf-8")
    code, _, err = run(capsys, "build", path, "-o", tmp_path / "x.onnx")
    assert code == 2
    assert re.fullmatch(rf"error: {re.escape(str(path))}: line \d+: .*(end|truncated).*", one_error(err))
    assert not (tmp_path / "x.onnx").exists()


def test_error_duplicate_key(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "dup.json"
    path.write_text(golden("features.json").replace('"ir_version": 8,', '"ir_version": 8,\n  "ir_version": 9,'),
                    encoding="utf-8")
    code, _, err = run(capsys, "build", path, "-o", tmp_path / "x.onnx")
    assert code == 2
    one_error(err, str(path), "ir_version", "line 8", "duplicate key")


def test_error_unknown_key_has_path_line_and_suggestion(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = json.loads(golden("features.json"))
    doc["graph"]["node"][1]["op_typ"] = doc["graph"]["node"][1].pop("op_type")
    path = tmp_path / "typo.json"
    text = onnxjson.jsonio.dumps_document(doc)
    path.write_bytes(text)
    node_line = text.decode().splitlines().index("      {", 1) + 1  # (the Constant node's line is found first)
    code, _, err = run(capsys, "build", path, "-o", tmp_path / "x.onnx")
    assert code == 2
    line = one_error(err)
    m = re.fullmatch(rf'error: {re.escape(str(path))}: graph\.node\[1\]\.op_typ \(line (\d+)\): "op_typ" is not a field'
                     r'.*; did you mean "op_type"\?', line)
    assert m, line
    assert int(m.group(1)) > node_line
    assert not (tmp_path / "x.onnx").exists()


def test_error_stripped_document_without_weights(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "build", SAMPLES / "features.stripped.json", "-o", tmp_path / "x.onnx")
    assert code == 2
    one_error(err, str(SAMPLES / "features.stripped.json"), "(line ", "stripped", "--weights-from")
    assert not (tmp_path / "x.onnx").exists()


def test_error_newer_format_version(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "new.json"
    path.write_text(golden("features.json").replace('"format_version": 1', '"format_version": 99'),
                    encoding="utf-8")
    for args in (["build", path, "-o", tmp_path / "x.onnx"], ["validate", path]):
        code, _, err = run(capsys, *args)
        assert code == 2
        one_error(err, str(path), "format_version", "upgrade")


def test_error_strip_weights_with_sidecar(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "dump", FEATURES, "--strip-weights", "--sidecar", tmp_path / "m.bin",
                         "-o", tmp_path / "m.json")
    assert (code, out) == (2, "")
    one_error(err, "--sidecar", "--strip-weights")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("args", [
    ["dump", "--external", "bogus", str(FEATURES)],
    ["dump", "--external", "sidecar", str(FEATURES)],
    ["info", "--sort", "bogus", str(FEATURES)],
])
def test_error_bad_option_values(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, *args)
    assert (code, out) == (2, "")
    one_error(err, args[1])


def test_errors_from_a_real_process() -> None:
    done = proc("dump", "/nonexistent/model.onnx")
    assert (done.returncode, done.stdout) == (2, b"")
    assert done.stderr == b"error: /nonexistent/model.onnx: no such file\n"
    done = proc("build", "-", "-o", "-", input=b'{"ir_version": 8,\n  "graph": [}\n')
    assert (done.returncode, done.stdout) == (2, b"")
    assert re.fullmatch(rb"error: <stdin>: line 2: invalid JSON at column \d+: [^\n]+\n", done.stderr), done.stderr
    done = proc("dump", "--bogus", FEATURES)  # a usage error
    assert (done.returncode, done.stdout) == (2, b"")
    assert b"No such option: --bogus" in done.stderr


# -- usage errors -----------------------------------------------------------------------------------

@pytest.mark.parametrize(("args", "message"), [
    (["dump", "--bogus", str(FEATURES)], "No such option: --bogus"),
    (["dump"], "Missing argument"),
    (["diff", str(FEATURES)], "Missing argument"),
    (["build", "x.json"], "Missing option"),
    (["bogus"], "No such command"),
    (["dump", "--strip-threshold", "abc", str(FEATURES)], "--strip-threshold"),
    (["dump", "--strip-threshold", "-1", str(FEATURES)], "--strip-threshold"),
    (["dump", "--max-depth", "0", str(FEATURES)], "--max-depth"),
    (["validate", "--max-errors", "0", "x.json"], "--max-errors"),
])
def test_usage_errors_exit_2(args: list[str], message: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, *args)
    assert code == 2
    assert out == ""
    assert message in err, err


def test_help_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--help")
    assert code == 0
    for command in ("dump", "build", "verify", "validate", "schema", "diff", "info", "git-setup"):
        assert re.search(rf"^\s+{command}\s", out, re.MULTILINE), command
    assert "textconv" not in out  # hidden
    code, out, _ = run(capsys, "dump", "-h")
    assert code == 0 and "--strip-weights" in out


_COMMANDS = [cli._command_name(c) for c in cli.app.registered_commands]


@pytest.mark.parametrize("command", _COMMANDS)
@pytest.mark.parametrize("tail", [["--help"], ["--no-such-flag"], ["--max-depth", "zero"]])
def test_a_command_runs_in_an_app_of_its_own_exactly_as_in_the_whole_one(
        command: str, tail: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    """main() builds only the named command (typer makes every parameter of every command it is
    given); help, usage errors and their exit codes are the whole app's, byte for byte."""
    one = cli._app_for([command, *tail])
    assert [cli._command_name(c) for c in one.registered_commands] == [command]
    assert one.registered_callback is cli.app.registered_callback
    outcomes = []
    for app in (cli.app, one):
        try:
            code = app(args=[command, *tail], prog_name="onnxjson", standalone_mode=False)
        except Exception as e:  # noqa: BLE001 - usage errors (click's, vendored or not): main() prints these
            code = (type(e).__name__, getattr(e, "format_message", str)())
        out, err = capsys.readouterr()
        outcomes.append((code, out, err))
    if tail and tail[0] == "--help":
        assert outcomes[0][1].startswith(f"Usage: onnxjson {command} ")
    assert outcomes[0] == outcomes[1]


@pytest.mark.parametrize("args", [[], ["--help"], ["--version"], ["dupm", "x"], ["-h", "dump"]])
def test_no_command_named_first_runs_the_whole_app(args: list[str]) -> None:
    assert cli._app_for(args) is cli.app


# -- validate ---------------------------------------------------------------------------------------

def test_validate_happy_path(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "validate", SAMPLES / "features.json", SAMPLES / "onnx_light.stripped.json")
    assert (code, err) == (0, "")
    assert out == f"valid  {SAMPLES / 'features.json'}\nvalid  {SAMPLES / 'onnx_light.stripped.json'}\n"


def test_validate_with_onnx_checker(capsys: pytest.CaptureFixture[str]) -> None:
    paths = [SAMPLES / "features.json", SAMPLES / "torch_cnn.json"]
    code, out, err = run(capsys, "validate", "--onnx-checker", *paths)
    assert (code, err) == (0, "")
    assert out.splitlines() == [f"valid  {p}" for p in paths]


def test_validate_invalid_exits_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text(golden("features.json").replace('"op_type": "Gemm"', '"op_type": "Gmem"'), encoding="utf-8")
    code, out, err = run(capsys, "validate", path)
    assert (code, err) == (1, "")
    assert re.fullmatch(rf"{re.escape(str(path))}: graph\.node\[2\]\.op_type \(line \d+\): .*\"Gmem\".*"
                        r'did you mean "Gemm"\?\n', out), out


# -- info -------------------------------------------------------------------------------------------

def test_info_json_matches_onnx(capsys: pytest.CaptureFixture[str]) -> None:
    path = SAMPLES / "torch_cnn.onnx"
    model = onnx.load(path)
    code, out, err = run(capsys, "info", "--json", path)
    assert (code, err) == (0, "")
    info = json.loads(out)
    assert info["ir_version"] == model.ir_version
    assert info["producer_name"] == model.producer_name
    assert info["opsets"] == {o.domain: o.version for o in model.opset_import}
    assert info["counts"]["nodes"] == info["counts"]["graph_nodes"] == len(model.graph.node)
    assert info["counts"]["initializers"] == len(model.graph.initializer)
    sizes = {t.name: numpy_helper.to_array(t).nbytes for t in model.graph.initializer}
    assert {e["name"]: e["size"] for e in info["initializers"]} == sizes
    assert {e["name"]: e["dims"] for e in info["initializers"]} == {t.name: list(t.dims)
                                                                    for t in model.graph.initializer}
    assert {e["name"]: e["params"] for e in info["initializers"]} == {
        t.name: numpy_helper.to_array(t).size for t in model.graph.initializer}
    assert info["params"] == sum(numpy_helper.to_array(t).size for t in model.graph.initializer)
    assert info["weight_bytes"] == sum(sizes.values())
    assert info["op_types"] == dict(collections.Counter(n.op_type for n in model.graph.node))
    assert [i["name"] for i in info["inputs"]] == [i.name for i in model.graph.input]
    assert [o["name"] for o in info["outputs"]] == [o.name for o in model.graph.output]
    assert [n["name"] for n in info["nodes"]] == [n.name for n in model.graph.node]


def test_info_plain_text_when_piped(capsys: pytest.CaptureFixture[str]) -> None:
    path = SAMPLES / "torch_cnn.onnx"
    model = onnx.load(path)
    code, out, err = run(capsys, "info", path)
    assert (code, err) == (0, "")
    assert "\x1b[" not in out
    rows = dict(line.split(None, 1) for line in out.split("\n\n")[0].splitlines())
    assert rows["nodes"].startswith(f"{len(model.graph.node)} (graph {len(model.graph.node)},")
    assert rows["initializers"] == str(len(model.graph.initializer))
    total = sum(numpy_helper.to_array(t).nbytes for t in model.graph.initializer)
    assert rows["weights"].startswith(f"{total} bytes")
    assert "\nop types\n" in out and "\ninitializers (by size)\n" in out
    assert re.search(r"^Conv\s+2$", out, re.MULTILINE)
    code, out, _ = run(capsys, "info", "--nodes", "--sort", "name", path)
    assert code == 0 and "\nnodes\n" in out
    assert all(n.name in out for n in model.graph.node)


def test_info_of_a_document_equals_info_of_the_model(capsys: pytest.CaptureFixture[str]) -> None:
    infos = {}
    for path in (SAMPLES / "features.onnx", SAMPLES / "features.json", SAMPLES / "features.stripped.json"):
        code, out, _ = run(capsys, "info", "--json", path)
        assert code == 0
        infos[path.name] = json.loads(out)
    # Where the field sizes were measured differs (the model's bytes, or the bytes the document
    # builds, stripped payloads at their sizes); the sizes themselves are the same.
    assert [i.pop("fields_from") for i in infos.values()] == [
        "model", "document", "document, payloads not in it at their sizes"]
    assert infos["features.onnx"] == infos["features.json"]
    # The stripped document says so in "storage"; everything else, sizes included, is the same.
    stripped = infos["features.stripped.json"]
    assert [e["storage"] for e in stripped["initializers"]] == ["stripped", "raw_data", "raw_data"]
    assert {g["storage"]: g["size"] for g in stripped.pop("by_storage")} == {"stripped": 2048, "raw_data": 164}
    for entry in stripped["initializers"]:
        entry["storage"] = "raw_data"
    del infos["features.onnx"]["by_storage"]
    assert stripped == infos["features.onnx"]


# -- diff -------------------------------------------------------------------------------------------

def test_diff_identical_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "diff", FEATURES, FEATURES) == (0, "", "")
    assert run(capsys, "diff", FEATURES, SAMPLES / "features.json") == (0, "", "")
    assert run(capsys, "diff", SAMPLES / "features.stripped.json", FEATURES) == (0, "", "")
    assert run(capsys, "diff", "--unified", FEATURES, FEATURES) == (0, "", "")
    assert run(capsys, "diff", "--unified", FEATURES, SAMPLES / "features.stripped.json") == (0, "", "")


def test_diff_unified_model_and_its_full_document_are_identical(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "diff", "--unified", FEATURES, SAMPLES / "features.json") == (0, "", "")


def test_diff_different_exit_1(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    changed = features_with_alpha(tmp_path, 2.0)
    code, out, err = run(capsys, "diff", FEATURES, changed)
    assert (code, err) == (1, "")
    assert out == "~ node dense: attribute alpha 1.0 → 2.0\n"
    assert "\x1b[" not in out
    code, out, _ = run(capsys, "diff", "--color", FEATURES, changed)
    assert code == 1 and "\x1b[" in out
    assert run(capsys, "diff", "--no-color", FEATURES, changed)[1] == "~ node dense: attribute alpha 1.0 → 2.0\n"


def test_diff_json(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    changed = features_with_alpha(tmp_path, 2.0)
    code, out, _ = run(capsys, "diff", "--json", FEATURES, changed)
    assert code == 1
    assert json.loads(out) == [{"kind": "changed", "category": "attribute",
                                "path": "graph.node[dense].attribute[alpha]", "old": 1.0, "new": 2.0,
                                "detail": "1.0 → 2.0"}]
    code, out, _ = run(capsys, "diff", "--json", FEATURES, FEATURES)
    assert code == 0 and json.loads(out) == []


def test_diff_unified(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    changed = features_with_alpha(tmp_path, 2.0)
    code, out, _ = run(capsys, "diff", "--unified", FEATURES, changed)
    assert code == 1
    lines = out.splitlines()
    assert lines[:2] == [f"--- {FEATURES}", f"+++ {changed}"]
    assert [li for li in lines[2:] if li.startswith(("+", "-"))] == ['-            "f": 1.0,', '+            "f": 2.0,']


def test_diff_from_a_real_process_has_no_color(tmp_path: Path) -> None:
    done = proc("diff", FEATURES, features_with_alpha(tmp_path, 3.0))
    assert (done.returncode, done.stderr) == (1, b"")
    assert done.stdout == "~ node dense: attribute alpha 1.0 → 3.0\n".encode()


def test_diff_unreadable_exit_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "diff", FEATURES, tmp_path / "nope.onnx")
    assert (code, out) == (2, "")
    one_error(err, str(tmp_path / "nope.onnx"), "no such file")
    bad = tmp_path / "bad.json"
    bad.write_text("{\n  \"graph\": \n", encoding="utf-8")
    code, _, err = run(capsys, "diff", bad, FEATURES)
    assert code == 2
    one_error(err, str(bad), "line ")


# -- schema -----------------------------------------------------------------------------------------

def test_schema_check_repo_schemas(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "schema", "--check")
    assert (code, err) == (0, SCHEMA_CHECK_NOTE)
    assert out.startswith("schemas in ") and out.endswith(" are up to date\n")
    code, out, _ = run(capsys, "schema", "--check", "--out", ROOT / "schemas")
    assert (code, out) == (0, f"schemas in {ROOT / 'schemas'} are up to date\n")


@needs_snapshot_onnx  # regenerated schemas carry onnx.proto's documentation only with that release
def test_schema_check_stale_copy_then_regenerate(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "schemas"
    shutil.copytree(ROOT / "schemas", folder)
    edited = folder / "NodeProto.schema.json"
    data = json.loads(edited.read_text(encoding="utf-8"))
    data["title"] = "edited by hand"
    edited.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "schema", "--check", "--out", folder)
    assert (code, err) == (1, "")
    assert out.startswith(f"stale schemas in {folder}: NodeProto.schema.json;")
    assert "defs.schema.json" not in out
    code, out, _ = run(capsys, "schema", "--out", folder)
    assert code == 0 and re.fullmatch(rf"wrote \d+ schemas to {re.escape(str(folder))}\n", out)
    assert edited.read_bytes() == (ROOT / "schemas" / "NodeProto.schema.json").read_bytes()
    assert run(capsys, "schema", "--check", "--out", folder)[0] == 0


def test_schema_check_missing_file_is_stale(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = tmp_path / "schemas"
    shutil.copytree(ROOT / "schemas", folder)
    (folder / "TensorProto.schema.json").unlink()
    code, out, _ = run(capsys, "schema", "--check", "--out", folder)
    assert code == 1 and "TensorProto.schema.json" in out


# -- git-setup and textconv -------------------------------------------------------------------------

needs_git = pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")


@pytest.fixture
def git_repo(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("HOME", str(tmp_path))  # no global git configuration
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("GIT_CEILING_DIRECTORIES", str(tmp_path))
    repo = tmp_path / "repo"
    repo.mkdir()
    subprocess.run(["git", "init", "-q", str(repo)], check=True, capture_output=True)
    return repo


def _git_config(repo: Path, key: str) -> str:
    return subprocess.run(["git", "-C", str(repo), "config", "--local", "--get", key], check=True,
                          capture_output=True, text=True).stdout.strip()


@needs_git
def test_git_setup_prints_changes_and_is_idempotent(git_repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (git_repo / ".gitattributes").write_text("*.bin binary", encoding="utf-8")  # no final newline
    (git_repo / "sub").mkdir()
    code, out, err = run(capsys, "git-setup", git_repo / "sub")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    attributes = git_repo.resolve() / ".gitattributes"
    added = ["*.onnx diff=onnxjson", "*.onnx merge=onnxjson", "*.onnx.json diff=onnxjson-json",
             "*.onnx.json merge=onnxjson", "*.onnx.data diff=onnxjson-data"]
    assert lines[:5] == [f"added '{line}' to {attributes}" for line in added]
    lines = lines[4:]
    assert lines[1].startswith("set diff.onnxjson.textconv = sh -c ") and lines[1].endswith(" onnxjson-textconv-1")
    assert lines[2] == "set diff.onnxjson.cachetextconv = true"
    assert lines[3] == 'set diff.onnxjson.xfuncname = ^ {6,8}("name": ".*"),?$'
    # Documents: the same view and hunk headers; external data: its own view.
    assert lines[4] == lines[1].replace("diff.onnxjson.", "diff.onnxjson-json.")
    assert lines[5] == "set diff.onnxjson-json.cachetextconv = true"
    assert lines[6] == lines[3].replace("diff.onnxjson.", "diff.onnxjson-json.")
    assert lines[7].startswith("set diff.onnxjson-data.textconv = sh -c ") and "textconv --external-data --" in lines[7]
    assert lines[8] == "set diff.onnxjson-data.cachetextconv = true"
    assert lines[9] == "set merge.onnxjson.name = onnxjson three-way merge of ONNX models"
    assert lines[10].startswith("set merge.onnxjson.driver = sh -c ")
    assert lines[10].endswith(" onnxjson-merge %O %A %B %P")
    assert lines[11].startswith(f"commit {attributes} ")
    assert "each clone" in lines[12] and len(lines) == 13
    assert (git_repo / ".gitattributes").read_text(encoding="utf-8") == "*.bin binary\n" + "".join(
        line + "\n" for line in added)
    assert _git_config(git_repo, "diff.onnxjson.textconv") == lines[1].split(" = ", 1)[1]
    assert _git_config(git_repo, "diff.onnxjson.cachetextconv") == "true"
    assert _git_config(git_repo, "merge.onnxjson.driver") == lines[10].split(" = ", 1)[1]
    for _ in range(2):
        assert run(capsys, "git-setup", git_repo) == (0, "already set up\n", "")
    assert (git_repo / ".gitattributes").read_text(encoding="utf-8").count("*.onnx diff=onnxjson") == 1


@needs_git
def test_git_setup_outside_a_repository(git_repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    outside = git_repo.parent / "plain"
    outside.mkdir()
    code, out, err = run(capsys, "git-setup", outside)
    assert (code, out) == (2, "")
    one_error(err, str(outside), "not inside a git repository")


def test_textconv_prints_the_stripped_document(capsys: pytest.CaptureFixture[str]) -> None:
    """git's view: the stripped document with ``name`` first in every message (for hunk headers)."""
    import json

    code, out, err = run(capsys, "textconv", FEATURES)
    assert (code, err) == (0, "")
    view, stripped = json.loads(out), json.loads(golden("features.stripped.json"))
    assert view == stripped and out != golden("features.stripped.json")
    stack, named = [view], 0
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if "name" in item:
                assert next(iter(item)) == "name", item
                named += 1
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    assert named > 10
    import onnxjson  # the view still builds: key order does not matter

    assert onnxjson.loads(out, weights_from=FEATURES) == FEATURES.read_bytes()


def test_textconv_never_fails(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    broken = tmp_path / "lfs.onnx"
    broken.write_bytes(b"version https://git-lfs.github.com/spec/v1\noid sha256:" + b"0" * 64 + b"\nsize 12\n")
    code, out, err = run(capsys, "textconv", broken)
    assert (code, err) == (0, "")
    assert out.startswith("onnxjson: cannot show this file as JSON: ") and out.count("\n") == 1


# -- odds and ends ----------------------------------------------------------------------------------

def test_internal_errors_are_one_line(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """A bug in onnxjson is reported in one line too (the traceback only with ONNXJSON_DEBUG)."""
    monkeypatch.delenv("ONNXJSON_DEBUG", raising=False)

    def boom(*_: Any, **__: Any) -> None:
        raise RuntimeError("boom")

    monkeypatch.setattr(_api, "dump", boom)
    code, _, err = run(capsys, "dump", FEATURES)
    assert code == 2
    one_error(err, "internal error", "RuntimeError: boom", "ONNXJSON_DEBUG")


def test_dump_stdin_in_process(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(FEATURES.read_bytes())))
    code, out, err = run(capsys, "dump", "-", "--strip-weights")
    assert (code, err) == (0, "")
    assert out == golden("features.stripped.json")
    digest = hashlib.sha256(numpy_helper.to_array(onnx.load(FEATURES).graph.initializer[0]).tobytes()).hexdigest()
    assert digest in out
