"""Every console example of the README runs as printed (issue 28, item 7).

Each ```console block of README.md is one scenario, run in a temporary folder of its own: its
``$ onnxjson ...`` lines (and ``mkdir``, and pipelines that end in onnxjson, such as
``git ls-files ... | xargs -r onnxjson validate``) run in order through the shell, exactly as
printed (the comment after `` # `` is not part of the command). The files they name are set up
first from samples/: model.onnx, big.onnx and its copy orig.onnx, two versions of a model
(old/new, a/b), a model cache's snapshot folder, a lone tensor, base/ours/theirs, a git repository
holding them (made once a test process, copied for each block). On both paths (ONNXJSON_NO_ACCEL set
and not). The ``onnxjson`` on PATH runs ``python -m onnxjson`` in a process forked from a warmed
interpreter (cli_support.cli_command). Each command must exit 0, or 1 where the README documents
"exit 1" for a check that says no (diff of models that differ, validate, check, verify, merge).

Lines that need what a temporary folder cannot give (a repository with history, branches or a
remote, Git LFS, pip, a merge conflict) are not run; :data:`NOT_RUN` gives each one's reason, and
the test of those reasons fails on a README line that is neither run nor explained. The git
integration they show is tested in tests/test_git.py, test_git_lfs.py and test_merge_git.py.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
from pathlib import Path

import onnx
import pytest
from cli_support import FRESH, cli_command, cli_env

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"

#: Commands whose exit code 1 means "a check said no" (README, Exit codes).
CHECKS = ("onnxjson diff", "onnxjson validate", "onnxjson check", "onnxjson verify", "onnxjson merge")

#: Lines not run, by their start, and why.
NOT_RUN = {
    "git diff": "needs a repository with history (tests/test_git.py, test_git_lfs.py)",
    "git log": "needs a repository with history (tests/test_git.py, test_git_lfs.py)",
    "git difftool": "needs a repository with history (tests/test_git.py)",
    "git merge": "needs branches to merge (tests/test_merge_git.py)",
    "git lfs": "needs Git LFS in a repository (tests/test_git_lfs.py)",
    "git add": "commits in the reader's repository",
    "git show origin/main": "needs a remote (a CI recipe)",
    "pip install": "installs a package",
    "onnxjson resolve": "needs a merge conflict that git left (tests/test_merge_git.py)",
}


def _blocks() -> list[tuple[int, list[tuple[int, str]]]]:
    """(line of the block, [(line, command)]) of each console block: the ``$`` lines, comments cut."""
    blocks: list[tuple[int, list[tuple[int, str]]]] = []
    current: list[tuple[int, str]] | None = None
    for number, line in enumerate((ROOT / "README.md").read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("```console"):
            current = []
            blocks.append((number, current))
        elif stripped.startswith("```"):
            current = None
        elif current is not None and stripped.startswith("$ "):
            current.append((number, _without_comment(stripped[2:])))
    return blocks


def _without_comment(command: str) -> str:
    """The command without its trailing ``  # comment`` (a ``#`` outside quotes, after a space)."""
    quote = ""
    for i, c in enumerate(command):
        if quote:
            quote = "" if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c == "#" and i and command[i - 1].isspace():
            return command[:i].rstrip()
    return command.rstrip()


def _reason(command: str) -> str | None:
    """Why a line is not run, or None when it runs."""
    if command.startswith(("onnxjson ", "mkdir ")) or ("| xargs -r onnxjson " in command and
                                                       command.startswith("git ls-files ")):
        for start, why in NOT_RUN.items():
            if command.startswith(start):
                return why
        return None
    for start, why in NOT_RUN.items():
        if command.startswith(start):
            return why
    return "unexplained"


def _rename_node(src: Path, dst: Path, name: str) -> None:
    model = onnx.load(str(src))
    model.graph.node[0].name = name
    onnx.save(model, str(dst))


def _workspace(folder: Path) -> None:
    """The files the examples name, in ``folder``: made once a test process (``workspace``), copied for
    each block."""
    _rename_node(SAMPLES / "torch_cnn.onnx", folder / "model.onnx", "conv1")  # info --node conv1
    for name in ("big.onnx", "orig.onnx"):
        shutil.copyfile(SAMPLES / "torch_attention.onnx", folder / name)
    shutil.copyfile(SAMPLES / "torch_cnn.onnx", folder / "old.onnx")
    _rename_node(SAMPLES / "torch_cnn.onnx", folder / "new.onnx", "renamed")
    shutil.copyfile(folder / "old.onnx", folder / "a.onnx")
    shutil.copyfile(folder / "new.onnx", folder / "b.onnx")
    for name in ("base.onnx", "ours.onnx", "theirs.onnx"):
        shutil.copyfile(folder / "model.onnx", folder / name)
    (folder / "hub" / "snapshots" / "rev").mkdir(parents=True)
    shutil.copyfile(folder / "new.onnx", folder / "hub" / "snapshots" / "rev" / "model.onnx")
    (folder / "test_data_set_0").mkdir()
    shutil.copyfile(SAMPLES / "tensor.pb", folder / "test_data_set_0" / "input_0.pb")
    env = _git_env(cli_env())
    for setup in (["dump", "model.onnx", "-o", "model.json"], ["dump", "model.onnx", "-o", "model.onnx.json"],
                  ["dump", "new.onnx", "-o", "new.json"]):
        subprocess.run([*FRESH, *setup], cwd=folder, env=env, check=True, capture_output=True)
    if shutil.which("git"):
        for git in (["init", "-q"], ["add", "."], ["commit", "-q", "-m", "models"]):
            subprocess.run(["git", *git], cwd=folder, env=env, check=True, capture_output=True)


def _git_env(env: dict[str, str]) -> dict[str, str]:
    """``env`` for git commands that commit, and read no configuration of the machine's."""
    env = {**env, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
           "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_GLOBAL": os.devnull, "GIT_CONFIG_NOSYSTEM": "1"}
    env.pop("NO_COLOR", None)
    return env


@pytest.fixture(scope="session")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The examples' files (and the dumps and git repository made of them), made once."""
    folder = tmp_path_factory.mktemp("readme") / "work"
    folder.mkdir()
    _workspace(folder)
    return folder


@pytest.fixture(scope="session")
def tools(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The folder of the ``onnxjson`` command the examples find on PATH; one for every block of a test
    process, so that the blocks of a path share one environment, and with it one warmed interpreter."""
    return tmp_path_factory.mktemp("readme-bin")


def _environment(tools: Path, path: str) -> dict[str, str]:
    """The environment of the examples on ``path``, whose PATH finds ``onnxjson`` in ``tools``: a
    command that runs ``python -m onnxjson`` (a process forked from a warmed interpreter started in
    this same environment, cli_support.cli_command: the examples are about the commands, not the
    interpreter's start-up)."""
    env = _git_env({**cli_env(), "PATH": f"{tools}{os.pathsep}{os.environ.get('PATH', '')}"})
    if path == "pure":
        env["ONNXJSON_NO_ACCEL"] = "1"
    else:
        env.pop("ONNXJSON_NO_ACCEL", None)
    command = tools / "onnxjson"
    # Written again for each block: the warmed interpreter of a test process may have been replaced.
    command.write_text(f'#!/bin/sh\nexec {shlex.join(cli_command(env))} "$@"\n')
    command.chmod(0o755)
    return env


BLOCKS = [(start, lines) for start, lines in _blocks() if lines]


def test_every_line_is_run_or_explained() -> None:
    unexplained = [f"README.md:{n}: {c}" for _, lines in BLOCKS for n, c in lines if _reason(c) == "unexplained"]
    assert unexplained == []
    assert sum(_reason(c) is None for _, lines in BLOCKS for _, c in lines) >= 30  # the examples are found


@pytest.mark.parametrize("path", ["compiled", "pure"])
@pytest.mark.parametrize("start,lines", BLOCKS, ids=[f"README.md:{start}" for start, _ in BLOCKS])
def test_console_block_runs_as_printed(tmp_path: Path, start: int, lines: list[tuple[int, str]], path: str,
                                      workspace: Path, tools: Path) -> None:
    runnable = [(n, c) for n, c in lines if _reason(c) is None]
    if not runnable:
        pytest.skip("; ".join(sorted({f"{c.split()[0]} {c.split()[1]}: {_reason(c)}" for _, c in lines})))
    if any(c.startswith("git ") or "git-setup" in c for _, c in runnable) and not shutil.which("git"):
        pytest.skip("git is not installed")
    folder = tmp_path / "work"
    shutil.copytree(workspace, folder, symlinks=True)
    env = _environment(tools, path)
    for number, command in runnable:
        done = subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=folder, env=env, capture_output=True,
                              text=True, timeout=300, check=False)
        allowed = {0, 1} if any(check in command for check in CHECKS) else {0}
        assert done.returncode in allowed, f"README.md:{number}: {command}\nexit {done.returncode}\n{done.stderr}"
        assert "Traceback" not in done.stderr, f"README.md:{number}: {command}\n{done.stderr}"
