"""Running ``python -m onnxjson`` as a real subprocess, installed or from the work tree.

NOTE: most tests that run the command line in a real process test the process boundary (exit codes,
pipes, files, terminals), not the interpreter's start-up, which costs about 0.2-0.35 s of CPU a
process (a few hundred of them a run). ``cli_command(env)`` gives those tests a real process forked
from a warmed interpreter that has imported what ``python -m onnxjson`` imports before its command
starts (tests/cli_server.py: real descriptors, argv, working folder, environment, umask, exit code or
signal). There is one warmed interpreter for each environment asked for, started with it, so that
what the start-up reads of the environment is what a fresh process would read. The tests about the
start-up itself (imports, the environment read at import), about signals sent to the process, its
pid, its resource limits or its process group, and the one end-to-end test of ``python -m onnxjson``
(test_cli.py) run ``FRESH`` (``[sys.executable, "-m", "onnxjson"]``). ``ONNXJSON_TEST_FRESH=1``
makes every test run fresh processes (to check that both give the same results).
"""

from __future__ import annotations

import atexit
import functools
import os
import shutil
import socket
import subprocess
import sys
import tempfile
from collections.abc import Callable, Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def _env_items() -> tuple[tuple[str, str], ...]:
    env = dict(os.environ)
    env.pop("ONNXJSON_DEBUG", None)
    env.pop("ONNXJSON_TEST_FRESH", None)
    probe = subprocess.run([sys.executable, "-c", "import onnxjson"], env=env, cwd=tempfile.gettempdir(),
                           capture_output=True, check=False)
    if probe.returncode != 0:  # not installed: run the work tree
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    if env.pop("PYTHONDONTWRITEBYTECODE", None):
        # Under this variable every process started here would compile onnxjson's sources again
        # (0.15-0.2 s of CPU each where they have no bytecode, as in a work tree); a bytecode cache
        # of this test process's own, outside the tree, compiles them once. The same code runs.
        cache = tempfile.mkdtemp(prefix="onnxjson-pyc-")
        atexit.register(shutil.rmtree, cache, ignore_errors=True)
        env["PYTHONPYCACHEPREFIX"] = cache
    return tuple(env.items())


def cli_env() -> dict[str, str]:
    """The environment for ``python -m onnxjson``: PYTHONPATH only when the package is not installed."""
    return dict(_env_items())


def path_env(path: str) -> dict[str, str]:
    """``cli_env()`` for a child on the ``"pure"`` path (accelerator off) or the ``"compiled"`` one
    (the test skipped, saying so, where the accelerator is not built)."""
    import pytest

    from onnxjson import accel

    if path == "compiled" and accel.compiled is None:
        pytest.skip("the compiled accelerator is not built")
    env = cli_env()
    env.pop("ONNXJSON_NO_ACCEL", None)
    if path == "pure":
        env["ONNXJSON_NO_ACCEL"] = "1"
    return env


#: A fresh interpreter: ``python -m onnxjson``.
FRESH = (sys.executable, "-m", "onnxjson")

#: The caller's side of tests/cli_server.py: hands its standard descriptors, argv, working folder,
#: environment and umask to the server, then exits with the command's code or dies of its signal.
SHIM = """
import marshal, os, socket, sys
umask = os.umask(0)
os.umask(umask)
which = []
for fd in (0, 1, 2):
    try:
        os.fstat(fd)
    except OSError:
        continue
    which.append(fd)
request = marshal.dumps((sys.argv[2:], os.getcwd(), dict(os.environ), which, umask))
conn = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
conn.connect(sys.argv[1])
socket.send_fds(conn, [len(request).to_bytes(8, "big"), request], which)
status = b""
while len(status) < 4:
    more = conn.recv(4 - len(status))
    if not more:
        sys.exit("the fork server went away")
    status += more
status = int.from_bytes(status, "big")
if os.WIFSIGNALED(status):
    import signal
    signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
    os.kill(os.getpid(), os.WTERMSIG(status))
os._exit(os.waitstatus_to_exitcode(status))
"""


#: The fork servers of this process, by environment, the most recently used last; a few at most.
_SERVERS: dict[tuple[tuple[str, str], ...], tuple[str, Callable[[], None]]] = {}
_MAX_SERVERS = 3


def _server_socket(env_items: tuple[tuple[str, str], ...]) -> str:
    """The socket of a fork server (tests/cli_server.py) started in this environment."""
    if env_items in _SERVERS:
        _SERVERS[env_items] = _SERVERS.pop(env_items)
        return _SERVERS[env_items][0]
    if len(_SERVERS) >= _MAX_SERVERS:
        _SERVERS.pop(next(iter(_SERVERS)))[1]()
    folder = tempfile.mkdtemp(prefix="onnxjson-cli-")
    path = os.path.join(folder, "socket")
    listener = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    listener.bind(path)
    listener.listen(64)
    server = subprocess.Popen([sys.executable, str(Path(__file__).with_name("cli_server.py")),
                               str(listener.fileno())], pass_fds=[listener.fileno()], env=dict(env_items),
                              cwd=tempfile.gettempdir(), stdin=subprocess.PIPE, stdout=subprocess.DEVNULL)
    listener.close()

    def stop() -> None:
        if server.poll() is None:
            assert server.stdin is not None
            server.stdin.close()  # the server waits for its commands, then ends
            server.wait(timeout=300)
        shutil.rmtree(folder, ignore_errors=True)

    atexit.register(stop)
    _SERVERS[env_items] = (path, stop)
    return path


def cli_command(env: Mapping[str, str]) -> list[str]:
    """The command that runs ``python -m onnxjson`` in the environment ``env`` (which the caller also
    gives subprocess): a process forked from a warmed interpreter started in that environment. Only
    for tests that are not about the interpreter's start-up (see the NOTE)."""
    if os.environ.get("ONNXJSON_TEST_FRESH"):
        return list(FRESH)
    return [sys.executable, "-S", "-c", SHIM, _server_socket(tuple(sorted(env.items())))]


def run_in_pty(args: list[str], *, cwd: str | os.PathLike[str] | None = None, env: dict[str, str] | None = None,
               stdout_tty: bool = True, timeout: float = 300) -> tuple[int, bytes, bytes]:
    """``python -m onnxjson ARGS`` with stderr (and stdout unless ``stdout_tty`` is False) on a
    pseudo-terminal: (exit code, what the terminal showed, what went to the stdout pipe). A forked
    process (``cli_command``): the terminal is its descriptors, as for a fresh one (neither has it as
    its controlling terminal)."""
    import pty
    import select
    import time

    master, slave = pty.openpty()
    # A wide terminal, so that bars and tables are not folded.
    import fcntl
    import struct
    import termios

    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 160, 0, 0))
    run_env = cli_env() if env is None else env
    run_env = {**run_env, "TERM": run_env.get("TERM", "xterm-256color"), "COLUMNS": "160", "LINES": "40"}
    proc = subprocess.Popen([*cli_command(run_env), *args], cwd=cwd, env=run_env,
                            stdin=subprocess.DEVNULL, stdout=slave if stdout_tty else subprocess.PIPE,
                            stderr=slave, close_fds=True)
    os.close(slave)
    shown, piped = bytearray(), bytearray()
    sources = {master: shown}
    if proc.stdout is not None:
        sources[proc.stdout.fileno()] = piped
    deadline = time.monotonic() + timeout
    try:
        while sources:
            ready, _, _ = select.select(list(sources), [], [], 0.1)
            for fd in ready:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:  # the terminal's other side closed
                    chunk = b""
                if chunk:
                    sources[fd] += chunk
                else:
                    del sources[fd]
            if not ready and proc.poll() is not None and master in sources:
                # The program has ended and the terminal has nothing more to read.
                del sources[master]
            if time.monotonic() > deadline:
                proc.kill()
                raise TimeoutError(f"onnxjson {' '.join(args)} did not finish")
        code = proc.wait()
    finally:
        os.close(master)
        if proc.stdout is not None:
            proc.stdout.close()
    return code, bytes(shown), bytes(piped)


#: Imports what ``python -m onnxjson`` imports before its command, then runs each argv of argv[2] (a
#: JSON list) in a process forked from it, under an address-space limit of argv[1] bytes set in the
#: fork, its stderr to a pipe and its stdout to /dev/null; prints [[exit code, stderr], ...] as JSON.
_LIMITED_RUNS = """
import json, os, resource, sys
from onnxjson.cli import main
limit = int(sys.argv[1])
results = []
for argv in json.loads(sys.argv[2]):
    read, write = os.pipe()
    sys.stdout.flush()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.dup2(write, 2)
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        try:
            code = main(argv)
            sys.stdout.flush()
            sys.stderr.flush()
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        except BaseException:  # noqa: BLE001 - shown and ended as python -m onnxjson would be
            import traceback
            traceback.print_exc()
            code = 1
        sys.stderr.flush()
        os._exit(code)
    os.close(write)
    with os.fdopen(read, "rb") as pipe:
        err = pipe.read()
    _, status = os.waitpid(pid, 0)
    results.append([os.waitstatus_to_exitcode(status), err.decode("utf-8", "replace")])
print(json.dumps(results))
"""


def limited_runs(env: Mapping[str, str], argvs: list[list[str]], limit: int, *,
                 timeout: float = 600) -> list[tuple[int, str]]:
    """(exit code, stderr) of ``onnxjson`` with each of ``argvs``, each in a process of its own under
    an address-space limit of ``limit`` bytes (RLIMIT_AS), its stdout thrown away.

    One interpreter of ``env`` imports onnxjson.cli, as ``python -m onnxjson`` does before its command
    starts, and forks a process for each run, which sets the limit: the same address space at the
    command's start as a fresh ``python -m onnxjson`` under the limit, without an interpreter's
    start-up (0.25 s of CPU) for each run. Not for tests of the start-up itself."""
    import json

    proc = subprocess.run([sys.executable, "-c", _LIMITED_RUNS, str(limit), json.dumps(argvs)], env=dict(env),
                          cwd=tempfile.gettempdir(), capture_output=True, text=True, timeout=timeout, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return [(code, err) for code, err in json.loads(proc.stdout)]
