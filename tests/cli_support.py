"""Running ``python -m onnxjson`` as a real subprocess, installed or from the work tree."""

from __future__ import annotations

import functools
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@functools.cache
def _env_items() -> tuple[tuple[str, str], ...]:
    env = dict(os.environ)
    env.pop("ONNXJSON_DEBUG", None)
    probe = subprocess.run([sys.executable, "-c", "import onnxjson"], env=env, cwd=tempfile.gettempdir(),
                           capture_output=True, check=False)
    if probe.returncode != 0:  # not installed: run the work tree
        env["PYTHONPATH"] = os.pathsep.join(p for p in (str(ROOT), env.get("PYTHONPATH")) if p)
    return tuple(env.items())


def cli_env() -> dict[str, str]:
    """The environment for ``python -m onnxjson``: PYTHONPATH only when the package is not installed."""
    return dict(_env_items())


def run_in_pty(args: list[str], *, cwd: str | os.PathLike[str] | None = None, env: dict[str, str] | None = None,
               stdout_tty: bool = True, timeout: float = 300) -> tuple[int, bytes, bytes]:
    """``python -m onnxjson ARGS`` with stderr (and stdout unless ``stdout_tty`` is False) on a
    pseudo-terminal: (exit code, what the terminal showed, what went to the stdout pipe)."""
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
    proc = subprocess.Popen([sys.executable, "-m", "onnxjson", *args], cwd=cwd, env=run_env,
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
