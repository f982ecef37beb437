"""CLI conventions, through real subprocesses: --version, help placeholders and choices, NO_COLOR,
--type names, documents that are really models, and schema writing only where it may."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from cli_support import cli_command, cli_env, run_in_pty
from onnx_release import needs_snapshot_onnx

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
MODELS = sorted(SAMPLES.glob("*.onnx"))
COMMANDS = ["dump", "build", "verify", "validate", "schema", "diff", "info", "git-setup"]
STYLE = re.compile(rb"\x1b\[[0-9;]*m")  # SGR: color and style, what NO_COLOR turns off


def onnxjson(*args: str | os.PathLike[str], env: dict[str, str] | None = None,
             cwd: str | os.PathLike[str] | None = None) -> subprocess.CompletedProcess[str]:
    env = env or cli_env()
    done = subprocess.run([*cli_command(env), *map(os.fspath, args)], env=env,
                          cwd=cwd, capture_output=True, text=True, check=False, timeout=300)
    assert "Traceback" not in done.stderr, done.stderr
    return done


def one_error_line(done: subprocess.CompletedProcess[str]) -> str:
    assert done.returncode == 2, (done.returncode, done.stdout, done.stderr)
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), done.stderr
    return lines[0]


def test_version() -> None:
    from onnxjson import __version__, accel

    done = onnxjson("--version")
    assert (done.returncode, done.stdout, done.stderr) == (0, f"onnxjson {__version__} (accelerator: {accel.STATE})\n", "")
    assert "--version" in onnxjson("--help").stdout


@pytest.mark.parametrize("command", COMMANDS)
def test_help_has_readable_placeholders(command: str) -> None:
    text = onnxjson(command, "--help").stdout
    assert text.startswith(f"Usage: onnxjson {command} ")
    assert not re.search(r"<[a-z][a-z \[\]]*>", text), text  # no <str>, <int range>, <path>
    usage = text.splitlines()[0]
    assert not re.search(r"\{[A-Za-z]", usage), usage  # no {model} or {MODEL}
    for line in text.splitlines():
        option = re.match(r"\s+(?:-\w, )?(--[a-z-]+) (\S+)", line)
        if option and not option.group(2)[0].isupper() and option.group(2) != "/":
            assert option.group(2).startswith("{"), line  # a value is a PLACEHOLDER or {choices}


CHOICES = {"dump": ("--external", "{keep,inline,sidecar}"), "info": ("--sort", "{size,name,order}"),
           "build": ("--fill", "{zeros}")}


@pytest.mark.parametrize("command", sorted(CHOICES))
def test_choices_are_listed_in_help(command: str) -> None:
    option, choices = CHOICES[command]
    assert f"{option} {choices}" in onnxjson(command, "--help").stdout


@pytest.mark.parametrize("command", sorted(CHOICES))
def test_a_bad_choice_lists_the_choices(command: str, tmp_path: Path) -> None:
    option, choices = CHOICES[command]
    target = SAMPLES / ("features.json" if command == "build" else "features.onnx")
    extra = ["-o", str(tmp_path / "out.onnx")] if command == "build" else []
    line = one_error_line(onnxjson(command, target, option, "nonsense", *extra))
    assert option in line and "nonsense" in line
    for choice in re.findall(r"\w+", choices):
        assert choice in line, line


@pytest.mark.parametrize("command", ["dump", "build", "verify", "validate"])
def test_type_help_and_unknown_type(command: str, tmp_path: Path) -> None:
    help_text = " ".join(onnxjson(command, "--help").stdout.split())
    if command in ("dump", "verify"):
        assert "--type NAME Root message type of the input" in help_text and "inferred" in help_text
    else:
        assert "without an $onnxjson envelope (default: ModelProto)" in help_text
    target = SAMPLES / ("features.json" if command in ("build", "validate") else "features.onnx")
    extra = ["-o", str(tmp_path / "out.onnx")] if command == "build" else []
    for bad, hint in (("Modelproto", "did you mean ModelProto?"), ("Nonsense", None)):
        line = one_error_line(onnxjson(command, target, "--type", bad, *extra))
        assert line.startswith(f'error: --type: unknown message type "{bad}"'), line
        assert "ModelProto, TensorProto," in line and "GraphProto" in line
        if hint:
            assert hint in line
    assert not (tmp_path / "out.onnx").exists()


@pytest.mark.parametrize("model", MODELS, ids=[m.name for m in MODELS])
@pytest.mark.parametrize("command", ["build", "validate"])
def test_a_model_given_as_a_document_says_so(command: str, model: Path, tmp_path: Path) -> None:
    extra = ["-o", str(tmp_path / "out.onnx")] if command == "build" else []
    line = one_error_line(onnxjson(command, model, *extra))
    assert line.startswith(f"error: {model}: this is an ONNX model (binary protobuf), not a JSON document")
    assert "dump it to JSON first" in line
    assert not (tmp_path / "out.onnx").exists()


def test_no_color_everywhere() -> None:
    """Colored on a terminal by default; NO_COLOR turns every color and style off (diff, info); --color wins.

    Only SGR sequences (color, bold...) count: a progress line that appears on a slow machine moves the cursor,
    which NO_COLOR does not forbid.
    """
    a, b = SAMPLES / "features.onnx", SAMPLES / "torch_cnn.onnx"
    env = {k: v for k, v in cli_env().items() if k != "NO_COLOR"}
    no_color = {**env, "NO_COLOR": "1"}
    code, shown, _ = run_in_pty(["diff", str(a), str(b)], env=env)
    assert code == 1 and STYLE.search(shown) is not None
    code, shown, _ = run_in_pty(["diff", str(a), str(b)], env=no_color)
    assert code == 1 and STYLE.search(shown) is None and b"producer_name" in shown
    code, shown, _ = run_in_pty(["diff", "--color", str(a), str(b)], env=no_color)
    assert code == 1 and STYLE.search(shown) is not None
    code, shown, _ = run_in_pty(["info", str(a)], env=env)
    assert code == 0 and STYLE.search(shown) is not None
    code, shown, _ = run_in_pty(["info", str(a)], env=no_color)
    assert code == 0 and STYLE.search(shown) is None and b"ir_version" in shown


def _installed_copy(tmp_path: Path) -> Path:
    """The package laid out as pip installs it: onnxjson/ with its schemas inside, no pyproject.toml."""
    site = tmp_path / "site"
    shutil.copytree(ROOT / "onnxjson", site / "onnxjson", ignore=shutil.ignore_patterns("__pycache__"))
    shutil.copytree(ROOT / "schemas", site / "onnxjson" / "schemas")
    return site


@needs_snapshot_onnx  # with another onnx, a note on the documentation comes before the error
def test_schema_never_writes_into_an_installed_package(tmp_path: Path) -> None:
    site = _installed_copy(tmp_path)
    env = {**cli_env(), "PYTHONPATH": str(site)}
    before = {p: p.read_bytes() for p in (site / "onnxjson" / "schemas").iterdir()}
    for p in before:
        p.chmod(0o644)
    (site / "onnxjson" / "schemas" / "ModelProto.schema.json").write_bytes(b"{}")  # stale, on purpose
    line = one_error_line(onnxjson("schema", env=env, cwd=tmp_path))
    assert "--out DIR" in line and "installed package" in line
    assert (site / "onnxjson" / "schemas" / "ModelProto.schema.json").read_bytes() == b"{}"
    check = onnxjson("schema", "--check", env=env, cwd=tmp_path)
    assert check.returncode == 1 and "ModelProto" in check.stdout
    written = onnxjson("schema", "--out", tmp_path / "mine", env=env, cwd=tmp_path)
    assert written.returncode == 0 and (tmp_path / "mine" / "ModelProto.schema.json").is_file()
    assert onnxjson("schema", "--check", "--out", tmp_path / "mine", env=env).returncode == 0
