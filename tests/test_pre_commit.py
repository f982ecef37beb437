"""The pre-commit hooks of .pre-commit-hooks.yaml, run by the real pre-commit (issue 28, item 6).

``pre-commit try-repo`` on this checkout (its committed files plus its uncommitted changes to them:
pre-commit makes a shadow commit of those) installs the package into a fresh virtualenv with pip, as
a team's pre-commit would, and runs both hooks on a temporary repository that holds a fresh dump, a
stale dump and an invalid document. One run, to install once (about 35 s).
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

pytestmark = [
    pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed"),
    pytest.mark.skipif(shutil.which("pre-commit", path=os.path.dirname(sys.executable)) is None
                       and shutil.which("pre-commit") is None,
                       reason="pre-commit is not installed (pip install pre-commit; it is in the test extras)"),
]


def test_hooks_manifest_names_both_hooks() -> None:
    import yaml  # pre-commit's own dependency

    hooks = {h["id"]: h for h in yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))}
    assert set(hooks) == {"onnxjson-validate", "onnxjson-check"}
    assert hooks["onnxjson-validate"]["entry"] == "onnxjson validate"
    assert hooks["onnxjson-check"]["entry"] == "onnxjson check"


def test_pre_commit_try_repo_runs_both_hooks(tmp_path: Path) -> None:
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
    pre_commit = shutil.which("pre-commit", path=os.path.dirname(sys.executable)) or "pre-commit"
    done = run(pre_commit, "try-repo", str(ROOT), "--all-files", check=False)
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
