"""Every command × odd argument values, as real processes: no internal error, exit 0, 1 or 2 (issue 26, class 10).

The values: real models and documents, folders, /dev/null, /dev/zero, a FIFO (fed, or drained, by a
thread: a FIFO nobody writes blocks any reader, onnxjson or cat), files under /proc, names that start
with ``-`` (given after ``--`` or not), deep and wide documents, empty files and binary garbage; as
inputs and as outputs (``-o`` at an input, at a device, at a FIFO, at /proc, at a folder). Each run
has a timeout; afterwards every input must be as it was (no command writes to what it reads), and an
exit 0 of a command that writes ``-o FILE`` must leave exactly its output there.

A seeded sample runs in the suite (``FUZZ_CASES`` combinations on each path);
``ONNXJSON_FUZZ_CASES=N`` runs more (by hand: see the session's report for the counts run).
"""

from __future__ import annotations

import hashlib
import os
import random
import shutil
import subprocess
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from cli_support import cli_command, path_env

from onnxjson import cli

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
FUZZ_CASES = int(os.environ.get("ONNXJSON_FUZZ_CASES", "75"))
TIMEOUT = 60


def _commands() -> list[str]:
    names = [cli._command_name(c) for c in cli.app.registered_commands]
    return sorted(n for n in names if n)


class Pool:
    """The argument values of one run, made in a fresh folder (and what each is)."""

    def __init__(self, folder: Path, rng: random.Random) -> None:
        self.folder = folder
        self.rng = rng
        self.feeders: list[threading.Thread] = []
        self.done = threading.Event()  # set when the command has ended: the feeders stop waiting
        folder.mkdir(parents=True, exist_ok=True)
        model = (SAMPLES / "features.onnx").read_bytes()
        self.model_bytes = model
        deep = '{"ir_version": ' + "[" * 1000 + "]" * 1000 + "}"
        step = '{"name": "g", "node": [{"op_type": "If", "attribute": [{"name": "b", "type": "GRAPH", "g": '
        self.files: dict[str, bytes] = {
            "model.onnx": model,
            "other.onnx": (SAMPLES / "torch_cnn.onnx").read_bytes(),
            "doc.json": (SAMPLES / "features.json").read_bytes(),
            "stripped.json": (SAMPLES / "features.stripped.json").read_bytes(),
            "tensor.pb": (SAMPLES / "tensor.pb").read_bytes(),
            "-o.onnx": model,
            "--help.json": (SAMPLES / "features.json").read_bytes(),
            "empty": b"",
            "garbage.bin": bytes(rng.randrange(256) for _ in range(rng.randrange(1, 4000))),
            "deep.json": deep.encode(),
            "deepmsg.json": ('{"ir_version": 8, "graph": ' + step * 200 + '{"name": "g"}' + "}]}]}" * 200 + "}").encode(),
            "wide.json": ("{" + ", ".join(f'"k{i}": {i}' for i in range(20000)) + "}").encode(),
            "bad.json": b'{"ir_version": 8, "graph": {"node": [{"op_type": 5}]}',
        }
        for name, data in self.files.items():
            (folder / name).write_bytes(data)
        (folder / "sub").mkdir(exist_ok=True)
        os.mkfifo(folder / "fifo")
        os.mkfifo(folder / "fifo-out")

    def inputs(self) -> list[str]:
        names = [*list(self.files), "sub", "fifo", "missing.onnx", "-"]
        devices = ["/dev/null", "/dev/zero", "/proc/self/status", "/proc/version", "/proc/self/fd"]
        return [*names, *devices]

    def outputs(self) -> list[str]:
        return ["out.json", "out.onnx", "model.onnx", "doc.json", "/dev/null", "fifo-out", "/proc/version",
                "sub", "missing/x.onnx", "-", "-o.onnx", "/dev/full"]

    def pick(self, values: list[str]) -> str:
        return self.rng.choice(values)

    def feed(self, args: list[str]) -> None:
        """Start a writer for each FIFO read and a reader for each FIFO written (ended by the run)."""
        for arg in set(args):
            if arg == "fifo":
                self._thread(lambda: self._write_fifo(self.folder / "fifo"))
            elif arg == "fifo-out":
                self._thread(lambda: self._drain_fifo(self.folder / "fifo-out"))

    def _thread(self, target: Callable[[], None]) -> None:
        thread = threading.Thread(target=target, daemon=True)
        thread.start()
        self.feeders.append(thread)

    def _write_fifo(self, path: Path) -> None:
        try:
            fd = self._open_fifo(path, os.O_WRONLY)
            if fd is None:
                return
            with os.fdopen(fd, "wb") as out:
                out.write(self.model_bytes)  # 5 KB: within a pipe's buffer, written at once
        except OSError:
            pass

    def _drain_fifo(self, path: Path) -> None:
        """Read whatever a command writes to the FIFO until the command has ended. The read end is
        open from the start (a command's open of the FIFO for writing does not wait for a reader)."""
        import select
        import time

        try:
            fd = self._open_fifo(path, os.O_RDONLY)
            if fd is None:
                return
            try:
                while True:
                    ended = self.done.is_set()
                    ready, _, _ = select.select([fd], [], [], 0.02)
                    try:
                        more = os.read(fd, 1 << 16) if ready else b""
                    except BlockingIOError:
                        more = b""
                    if not more:
                        if ended:  # the command has ended and everything it wrote is read
                            return
                        if ready:  # at the end of what a writer wrote: wait for the next
                            time.sleep(0.02)
            finally:
                os.close(fd)
        except OSError:
            pass

    def _open_fifo(self, path: Path, flags: int) -> int | None:
        """Open one end of a FIFO without blocking: a read end at once (it reads nothing until a writer
        comes), a write end once there is a reader, waiting for one until the command ends (None then)."""
        import time

        while not self.done.is_set():
            try:
                return os.open(path, flags | os.O_NONBLOCK)
            except OSError:  # ENXIO: no reader yet
                time.sleep(0.02)
        return None

    def release(self) -> None:
        """The command has ended: the feeders stop (one whose FIFO the command never opened stops waiting)."""
        self.done.set()
        for thread in self.feeders:
            thread.join(timeout=TIMEOUT)
            assert not thread.is_alive(), "a FIFO feeder did not stop"
        self.feeders.clear()


def _arguments(command: str, pool: Pool) -> tuple[list[str], str | None]:
    """(argv after the command, the -o file the command was asked to write, if any)."""
    rng = pool.rng
    i, o = pool.pick, pool.outputs()
    inputs = pool.inputs()
    options: list[str] = []
    names: list[str]
    out: str | None = None
    if command == "dump":
        names = [i(inputs)]
        if rng.random() < 0.7:
            out = i(o)
            options = ["-o", out]
        options += rng.choice([[], ["--strip-weights"], ["--sidecar", i(o)], ["--decode-unknown"], ["--max-depth", "3"]])
    elif command == "build":
        out = i(o)
        names = [i(inputs)]
        options = ["-o", out, *rng.choice([[], ["--fill", "zeros"], ["--weights-from", i(inputs)], ["--strict"],
                                          ["--max-document-size", "100"]])]
    elif command in ("verify", "validate"):
        names = [i(inputs) for _ in range(rng.randrange(1, 4))]
    elif command == "info":
        names = [i(inputs)]
        options = rng.choice([[], ["--json"], ["--nodes"], ["--sort", "name"], ["--top", "1"]])
    elif command == "diff":
        names = [i(inputs), i(inputs)]
        options = rng.choice([[], ["--json"], ["--unified"]])
    elif command == "merge":
        out = i(o)
        names = [i(inputs), i(inputs), i(inputs)]
        options = ["-o", out, *rng.choice([[], ["--report", i(o)]])]
    elif command == "schema":
        # Never without --out or --vscode elsewhere than the run's folder: the default rewrites the checkout's.
        names = []
        options = rng.choice([["--out", i(o)], ["--check", "--out", i(inputs)], ["--vscode", i(inputs)]])
    elif command in ("git-setup", "textconv"):
        names = [i(inputs)]  # git-setup: the run's folder is no git repository (refused, or a folder of its own)
    else:  # a command this test does not know: its help
        names, options = [], ["--help"]
    # Names after -- (a name that starts with - is a name then), or mixed with the options.
    if names and rng.random() < 0.4:
        return [*options, "--", *names], out
    return [*names, *options] if rng.random() < 0.5 else [*options, *names], out


def _digests(folder: Path) -> dict[str, str]:
    found = {}
    for path in folder.rglob("*"):
        if path.is_file() and not path.is_symlink():
            found[str(path.relative_to(folder))] = hashlib.sha256(path.read_bytes()).hexdigest()
    return found


def run_case(seed: int, command: str, folder: Path, env: dict[str, str]) -> tuple[list[str], int, str]:
    rng = random.Random(seed)
    pool = Pool(folder, rng)
    args, out = _arguments(command, pool)
    before = _digests(folder)
    stdin = pool.model_bytes if rng.random() < 0.5 else b""
    pool.feed(args)
    try:
        proc = subprocess.run([*cli_command(env), command, *args], cwd=folder, env=env, input=stdin,
                              capture_output=True, timeout=TIMEOUT, check=False)
    finally:
        pool.release()
    err = proc.stderr.decode("utf-8", "replace")
    where = f"seed {seed}: onnxjson {command} {' '.join(args)}"
    assert proc.returncode in (0, 1, 2), f"{where}: exit {proc.returncode}\n{err[:2000]}"
    assert "internal error" not in err and "Traceback" not in err, f"{where}\n{err[:3000]}"
    for line in err.splitlines():
        assert len(line) <= 1200, f"{where}: a {len(line)}-character line"
    after = _digests(folder)
    written = {a for a in args if not a.startswith("-")} if command == "schema" else set()
    wrote = {out} if out else set()
    if command == "dump" and "--sidecar" in args:
        wrote.add(args[args.index("--sidecar") + 1])
    if command == "merge" and "--report" in args:
        wrote.add(args[args.index("--report") + 1])
    read = {a for a in args if a not in wrote} - written
    for name, digest in before.items():
        if name in read and name not in wrote:
            assert after.get(name) == digest, f"{where}: the input {name} changed"
    if proc.returncode == 0 and out not in (None, "-", "/dev/null", "fifo-out") and not out.startswith("/"):
        assert (folder / out).is_file(), f"{where}: exit 0 but no {out}"
    shutil.rmtree(folder, ignore_errors=True)
    return args, proc.returncode, err


@pytest.mark.parametrize("path", ["pure", "compiled"])
def test_every_command_with_odd_arguments(path: str, tmp_path: Path) -> None:
    env = path_env(path)
    commands = _commands()
    assert {"dump", "build", "verify", "validate", "diff", "merge", "info", "schema", "textconv"} <= set(commands)
    codes: dict[int, int] = {}
    for case in range(FUZZ_CASES):
        command = commands[case % len(commands)]
        _args, code, _err = run_case(1000 * (path == "pure") + case, command, tmp_path / f"c{case}", env)
        codes[code] = codes.get(code, 0) + 1
    assert codes.get(2, 0) < FUZZ_CASES  # not everything refused: the values are mostly usable


def test_schema_out_at_a_file_is_one_line(tmp_path: Path, capsys: Any) -> None:
    """The found cases: schema --out at an existing file, or under /proc (was an internal error)."""
    (tmp_path / "file").write_text("x")
    for target in (tmp_path / "file", Path("/proc/version"), tmp_path / "file" / "under"):
        code = cli.main(["schema", "--out", str(target)])
        err = capsys.readouterr().err
        assert code == 2 and err.count("\n") == 1 and "internal error" not in err, err
        assert str(target) in err
