"""The pre-commit hooks of .pre-commit-hooks.yaml, run by the real pre-commit (issue 28, item 6).

The hooks run as the manifest defines them (id, name, entry, files, types), by ``pre-commit run`` on
a temporary repository that holds a fresh dump, a stale dump and an invalid document. The manifest's
``language: python`` makes pre-commit ``pip install .`` this checkout into a fresh virtualenv (the
package and its dependencies, the accelerator compiled: about a minute of the suite, most of it
downloads and the compiler) before it runs the entries. The suite runs the same hooks as
``language: system`` instead, with this environment's own installed ``onnxjson`` command on PATH, and
has pre-commit validate the manifest itself (``pre-commit validate-manifest``); what it leaves out, a
pip install into a fresh virtualenv giving the ``onnxjson`` command, is .ci/packaging's first check.
``ONNXJSON_TEST_TRY_REPO=1`` also runs ``pre-commit try-repo`` on this checkout, installing as a team's
pre-commit would.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import onnx
import pytest
from cli_support import cli_env

ROOT = Path(__file__).resolve().parent.parent
FEATURES = ROOT / "samples" / "features.onnx"
MANIFEST = ROOT / ".pre-commit-hooks.yaml"

pytestmark = [
    pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed"),
    pytest.mark.skipif(shutil.which("pre-commit", path=os.path.dirname(sys.executable)) is None
                       and shutil.which("pre-commit") is None,
                       reason="pre-commit is not installed (pip install pre-commit; it is in the test extras)"),
]

PRE_COMMIT = shutil.which("pre-commit", path=os.path.dirname(sys.executable)) or "pre-commit"


def _hooks() -> list[dict[str, object]]:
    import yaml  # pre-commit's own dependency

    hooks: list[dict[str, object]] = yaml.safe_load(MANIFEST.read_text(encoding="utf-8"))
    return hooks


def test_hooks_manifest_names_both_hooks() -> None:
    hooks = {str(h["id"]): h for h in _hooks()}
    assert set(hooks) == {"onnxjson-validate", "onnxjson-check"}
    assert hooks["onnxjson-validate"]["entry"] == "onnxjson validate"
    assert hooks["onnxjson-check"]["entry"] == "onnxjson check"
    assert {h["language"] for h in hooks.values()} == {"python"}  # pre-commit installs the package with pip


def test_pre_commit_validates_the_manifest() -> None:
    done = subprocess.run([PRE_COMMIT, "validate-manifest", str(MANIFEST)], env=cli_env(), capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, done.stdout + done.stderr


def _onnxjson_bin(tmp_path: Path) -> str:
    """A folder whose ``onnxjson`` is this environment's installed command (its console script, as pip
    wrote it next to the interpreter), or a stand-in running ``python -m onnxjson`` where the package is
    not installed (the work tree on PYTHONPATH)."""
    here = os.path.dirname(sys.executable)
    if shutil.which("onnxjson", path=here):
        return here
    tools = tmp_path / "bin"
    tools.mkdir()
    (tools / "onnxjson").write_text(f'#!/bin/sh\nexec "{sys.executable}" -m onnxjson "$@"\n')
    (tools / "onnxjson").chmod(0o755)
    return str(tools)


@pytest.mark.parametrize("how", ["run", "try-repo"])
def test_pre_commit_runs_both_hooks(how: str, tmp_path: Path) -> None:
    if how == "try-repo" and not os.environ.get("ONNXJSON_TEST_TRY_REPO"):
        pytest.skip("pre-commit try-repo pip installs the checkout and its dependencies into a fresh virtualenv "
                    "(a minute); ONNXJSON_TEST_TRY_REPO=1 runs it")
    repo = tmp_path / "repo"
    repo.mkdir()
    env = cli_env()
    env.update(HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path), GIT_CONFIG_NOSYSTEM="1",
               PRE_COMMIT_HOME=str(tmp_path / "cache"), GIT_CEILING_DIRECTORIES=str(tmp_path), LC_ALL="C.UTF-8")
    for key in ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "PYTHONPATH"):
        env.pop(key, None)

    def run(*args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(list(args), cwd=repo, env=env, capture_output=True, text=True, check=False,
                              timeout=900)
        assert not check or done.returncode == 0, done.stdout + done.stderr
        return done

    run("git", "init", "-q", "-b", "main")
    run("git", "config", "user.name", "onnxjson tests")
    run("git", "config", "user.email", "tests@onnxjson.invalid")
    onnxjson = [sys.executable, "-m", "onnxjson"]
    # fresh: a dump of the model beside it; stale: the model changed after its dump; bad: invalid.
    for name in ("fresh", "stale"):
        shutil.copyfile(FEATURES, repo / f"{name}.onnx")
        run(*onnxjson, "dump", f"{name}.onnx", "-o", f"{name}.onnx.json")
    model = onnx.load(repo / "stale.onnx")
    model.producer_version = "2"
    (repo / "stale.onnx").write_bytes(model.SerializeToString())
    bad = json.loads((repo / "fresh.onnx.json").read_text(encoding="utf-8"))
    bad["graph"]["node"][0]["op_type"] = 7
    (repo / "bad.onnx.json").write_text(json.dumps(bad), encoding="utf-8")
    run("git", "add", ".")
    if how == "try-repo":
        done = run(PRE_COMMIT, "try-repo", str(ROOT), "--all-files", check=False)
    else:
        # The manifest's hooks as a local repository's: each field as the manifest has it, but run
        # with the onnxjson command on PATH instead of one pip installs for the hook.
        config = tmp_path / "pre-commit-config.yaml"
        hooks = [{**hook, "language": "system"} for hook in _hooks()]
        config.write_text(json.dumps({"repos": [{"repo": "local", "hooks": hooks}]}), encoding="utf-8")  # YAML
        env["PATH"] = os.pathsep.join([_onnxjson_bin(tmp_path), env.get("PATH", "")])
        done = run(PRE_COMMIT, "run", "--config", str(config), "--all-files", check=False)
    shown = done.stdout + done.stderr
    if "An unexpected error has occurred" in shown and "pip" in shown:
        pytest.skip(f"pre-commit could not install the hook's environment (no package index?): {shown[-500:]}")
    assert done.returncode == 1, shown
    lines = shown.splitlines()
    assert any(li.startswith("onnxjson validate.") and li.endswith("Failed") for li in lines), shown
    assert any(li.startswith("onnxjson check.") and li.endswith("Failed") for li in lines), shown
    assert "bad.onnx.json" in shown
    assert ("stale.onnx.json: not the current dump of stale.onnx (1 difference); refresh it with: "
            "onnxjson dump stale.onnx -o stale.onnx.json") in shown, shown
    assert "fresh.onnx.json: not" not in shown and "invalid  fresh" not in shown
    # The command it names refreshes the dump, and then only the invalid document fails.
    run(*onnxjson, "dump", "stale.onnx", "-o", "stale.onnx.json")
    check = run(*onnxjson, "check", "stale.onnx", "fresh.onnx.json", "bad.onnx.json")
    assert check.stdout == "", check.stdout
