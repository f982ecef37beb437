"""A warmed ``python -m onnxjson`` that forks a real process for each command (tests/cli_support.py).

NOTE: started once per test process by ``cli_support.cli_command``, with the environment of
``cli_env()`` and a listening Unix socket as its only argument (a file descriptor). It imports what
``python -m onnxjson`` has imported when its command starts (``onnxjson.cli``), then for each
connection forks a handler, which receives the caller's argv, working folder, environment, umask and
standard file descriptors (the real ones, passed over the socket), forks the command process and
reports its wait status back; the caller (``cli_support.SHIM``, a bare ``python -S``) exits with the
same code or dies of the same signal. If the caller dies first (a test's timeout kills it), the
handler kills the command. The command process sets up what a fresh interpreter would have (the
descriptors 0-2 and nothing else, new ``sys.std*`` objects for them, argv, cwd, ``sys.path[0]``,
environment, umask) and runs ``onnxjson.__main__`` as ``python -m`` does, at the top level of this
script, so that the interpreter's own exit (``SystemExit``, a traceback, an interrupt, the flush of
stdout, atexit) is the one a fresh process has.

What a forked command does not have that a fresh one has: a new interpreter start-up (the modules
imported by the start-up and their import-time reads of the environment, done once here with the
same environment), its own hash seed, its own process group, its own resource limits, and a pid
the caller knows. Tests about any of those run a fresh ``python -m onnxjson`` (cli_support).
"""

from __future__ import annotations

import io
import marshal
import os
import select
import signal
import socket
import sys

# What `python -m onnxjson` has imported when its command starts; sys.path[0] as -m gives it.
sys.path[0] = os.getcwd()
import onnxjson.cli  # noqa: E402, F401


def _serve(listener: socket.socket) -> tuple[list[str], str, dict[str, str], list[int], int] | None:
    """Accept and fork until the caller closes our stdin; returns only in a command process."""
    handlers: set[int] = set()
    while True:
        ready, _, _ = select.select([listener, 0], [], [])
        for pid in list(handlers):
            if os.waitpid(pid, os.WNOHANG)[0]:
                handlers.discard(pid)
        if 0 in ready and not os.read(0, 1):
            break
        if listener in ready:
            conn, _ = listener.accept()
            pid = os.fork()
            if pid == 0:
                listener.close()
                return _handle(conn)
            conn.close()
            handlers.add(pid)
    for pid in handlers:  # their commands' CPU time is counted with ours
        os.waitpid(pid, 0)
    return None


def _receive(conn: socket.socket) -> tuple[bytes, list[int]]:
    data, fds, _, _ = socket.recv_fds(conn, 1 << 16, 3)
    while len(data) < 8 or len(data) < 8 + int.from_bytes(data[:8], "big"):
        more = conn.recv(1 << 16)
        if not more:
            os._exit(1)
        data += more
    return data[8:], fds


def _handle(conn: socket.socket) -> tuple[list[str], str, dict[str, str], list[int], int] | None:
    """The handler: fork the command, report its wait status; kill it if the caller goes away."""
    data, fds = _receive(conn)
    argv, cwd, env, which, umask = marshal.loads(data)
    pid = os.fork()
    if pid == 0:
        conn.close()
        for target, fd in zip(which, fds, strict=True):
            os.dup2(fd, target)
        for fd in {0, 1, 2} - set(which):
            os.close(fd)
        os.closerange(3, os.sysconf("SC_OPEN_MAX"))
        return argv, cwd, env, which, umask
    for fd in fds:
        os.close(fd)
    while True:
        ready, _, _ = select.select([conn], [], [], 0.01)
        done, status = os.waitpid(pid, os.WNOHANG)
        if done:
            conn.sendall(status.to_bytes(4, "big"))
            os._exit(0)
        if ready:  # the caller closed the connection: it was killed
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            os._exit(0)


def _stdio(fd: int, old: io.TextIOWrapper, buffered: bool) -> io.TextIOWrapper:
    """A standard stream as the interpreter's start-up makes it for ``fd`` (CPython's create_stdio;
    ``buffered`` is False under ``python -u`` or PYTHONUNBUFFERED)."""
    write = fd != 0
    binary = open(fd, "wb" if write else "rb", buffering=0 if write and not buffered else -1,  # noqa: SIM115
                     closefd=False)
    return io.TextIOWrapper(binary, encoding=old.encoding, errors=old.errors, newline="\n",  # type: ignore[arg-type]
                            line_buffering=buffered and (fd == 2 or binary.isatty()),
                            write_through=not buffered)


def _become(argv: list[str], cwd: str, env: dict[str, str], which: list[int], umask: int) -> None:
    os.chdir(cwd)
    os.umask(umask)
    os.environ.clear()
    os.environ.update(env)
    sys.argv = [sys.argv[0], *argv]
    sys.path[0] = cwd
    buffered = not sys.__stdout__.write_through  # type: ignore[union-attr]
    streams = [_stdio(fd, old, buffered) if fd in which else None
               for fd, old in ((0, sys.__stdin__), (1, sys.__stdout__), (2, sys.__stderr__))]
    sys.stdin = sys.__stdin__ = streams[0]  # type: ignore[misc]
    sys.stdout = sys.__stdout__ = streams[1]  # type: ignore[misc]
    sys.stderr = sys.__stderr__ = streams[2]  # type: ignore[misc]


if __name__ == "__main__":
    _request = _serve(socket.socket(fileno=int(sys.argv[1])))
    if _request is not None:
        _become(*_request)
        del _request
        import runpy

        runpy.run_module("onnxjson", run_name="__main__", alter_sys=True)
