"""Progress reports of long work, and the terminal display the CLI makes of them.

NOTE: the library reports through a small protocol and never prints: ``start(total, description)``
begins a phase of work measured in bytes (``total`` 0: a phase that cannot count its bytes, shown
as a spinner with its description), ``advance(n)`` reports bytes of the current phase done,
``finish()`` ends the reporting of one library call, and ``wrote(name, size)`` names an output that
was written. A library function reports exactly ``total`` bytes in every phase it starts (the
tests hold it to that), so a bar never ends short of or beyond its total.

The CLI asks :func:`for_cli` for a reporter: :class:`NullProgress` with ``--quiet`` or when stderr
is not a terminal, else a :class:`TerminalProgress`: one line on stderr, reused by every phase
(a bar with bytes, rate and ETA, or a spinner), shown only once the command has run for
``ONNXJSON_PROGRESS_DELAY`` seconds (default 1; short commands stay silent), erased when the work
ends; then the command's one-line summary (``summary``). ``NO_COLOR`` turns color and styles off.
Descriptions and summaries name files: they are shown through :func:`onnxjson._printable.printable`
(and never as rich markup).
"""

from __future__ import annotations

import os
import sys
import threading
import time
from typing import IO, Any, cast

from onnxjson._printable import printable

__all__ = [
    "CountingWriter",
    "NullProgress",
    "TerminalProgress",
    "counting",
    "for_cli",
    "human_size",
]

#: Seconds a command runs before its progress line appears (environment: ONNXJSON_PROGRESS_DELAY).
DEFAULT_DELAY = 1.0


class NullProgress:
    """Reports nothing (the library's default, and the CLI's when quiet or not on a terminal)."""

    def start(self, total: int, description: str = "") -> None:
        """Begin a phase of ``total`` bytes (0: bytes not counted; a spinner)."""

    def advance(self, n: int) -> None:
        """``n`` more bytes of the current phase are done."""

    def finish(self) -> None:
        """The reporting library call has ended (normally or not)."""

    def wrote(self, name: str, size: int) -> None:
        """The output ``name`` was written, ``size`` bytes."""

    def summary(self, text: str | None = None, outcome: str = "") -> None:
        """The command's last line (the CLI's): ``text`` (default: what was written), the time it
        took, then ``outcome``."""


def human_size(n: int) -> str:
    """``n`` bytes for people: ``812 bytes``, ``4.2 KiB``, ``352.7 MiB``: binary units, as the bar,
    its rate, ``info`` and the explorer show them (one convention everywhere)."""
    if n < 1024:
        return f"{n:,} byte" + ("" if n == 1 else "s")
    value = float(n)
    for unit in ("KiB", "MiB", "GiB", "TiB"):
        value /= 1024
        if value < 1023.95 or unit == "TiB":
            return f"{value:.1f} {unit}"
    return f"{n:,} bytes"  # not reached


def _delay() -> float:
    text = os.environ.get("ONNXJSON_PROGRESS_DELAY")
    if text is None:
        return DEFAULT_DELAY
    try:
        return max(0.0, float(text))
    except ValueError:
        return DEFAULT_DELAY


def _duration(seconds: float) -> str:
    if seconds < 60:
        return f"{seconds:.1f} s"
    minutes, rest = divmod(int(seconds + 0.5), 60)
    return f"{minutes} min {rest:02d} s"


class TerminalProgress(NullProgress):
    """One line on a terminal's stderr: a bar for phases with a byte total, else a spinner."""

    def __init__(self, stream: IO[str] | None = None, *, delay: float | None = None) -> None:
        self._stream = stream if stream is not None else sys.stderr
        self._delay = _delay() if delay is None else delay
        self._began = time.monotonic()
        self._lock = threading.Lock()
        self._bar: Any = None  # the rich Progress, made at the first phase
        self._task: Any = None
        self._live = False
        self._timer: threading.Timer | None = None
        self._total = 0
        self._done = 0
        self._outputs: list[tuple[str, int]] = []

    # -- the protocol ------------------------------------------------------------------------------
    def start(self, total: int, description: str = "") -> None:
        with self._lock:
            self._total, self._done = max(0, total), 0
            if self._bar is None:
                self._bar = _make_bar(self._stream)
            else:  # a new task: rich keeps a total (and the rate's samples) across a reset
                if self._live:
                    self._bar.refresh()  # the phase's last state (its total, when it has one) is seen
                self._bar.remove_task(self._task)
            self._task = self._bar.add_task(printable(description), total=self._total or None)
            self._show_when_due()

    def advance(self, n: int) -> None:
        if self._bar is None or n <= 0:
            return
        done = self._done + n
        # Never beyond the total (the library reports exact totals; this only keeps the promise).
        self._done = min(done, self._total) if self._total else done
        self._bar.update(self._task, completed=self._done)

    def finish(self) -> None:
        with self._lock:
            self._cancel_timer()
            if self._live:
                self._bar.refresh()
                self._bar.stop()  # transient: the line is erased
                self._live = False
            self._bar = None
            self._task = None

    def wrote(self, name: str, size: int) -> None:
        self._outputs.append((name, size))

    def summary(self, text: str | None = None, outcome: str = "") -> None:
        self.finish()
        if text is None:
            if not self._outputs:
                return
            text = "wrote " + " and ".join(f"{human_size(size)} to stdout" if name == "-" else
                                           f"{name} ({human_size(size)})" for name, size in self._outputs)
        line = f"{text} in {_duration(time.monotonic() - self._began)}" + (f": {outcome}" if outcome else "")
        try:
            self._stream.write(printable(line) + "\n")
            self._stream.flush()
        except (OSError, ValueError):
            pass

    # -- the display -------------------------------------------------------------------------------
    def _show_when_due(self) -> None:
        if self._live or self._timer is not None:
            return
        wait = self._delay - (time.monotonic() - self._began)
        if wait <= 0:
            self._show()
            return
        self._timer = threading.Timer(wait, self._show_later)
        self._timer.daemon = True
        self._timer.start()

    def _show_later(self) -> None:
        with self._lock:
            self._timer = None
            if self._bar is not None and not self._live:
                self._show()

    def _show(self) -> None:
        self._bar.start()
        self._live = True

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None


def _make_bar(stream: IO[str]) -> Any:
    # lazy: rich only when a terminal shows progress (and start-up of piped commands stays short)
    from rich.console import Console
    from rich.progress import BarColumn, Progress, SpinnerColumn, TextColumn

    plain = bool(os.environ.get("NO_COLOR"))
    console = Console(file=stream, color_system=None if plain else "auto", no_color=plain, highlight=False)
    bytes_column, rate_column, eta_column = _columns()
    # The description names files: shown as text, never read as rich markup.
    return Progress(SpinnerColumn(), TextColumn("{task.description}", markup=False), BarColumn(), bytes_column(),
                    rate_column(), eta_column(),
                    console=console, transient=True, refresh_per_second=8, redirect_stdout=False,
                    redirect_stderr=False)


def _columns() -> tuple[Any, Any, Any]:
    # lazy: as above
    from rich.progress import DownloadColumn, TimeRemainingColumn, TransferSpeedColumn
    from rich.text import Text

    class Bytes(DownloadColumn):  # "12.3/352.7 MiB"; a spinner phase shows the bytes done, if any
        def __init__(self) -> None:
            super().__init__(binary_units=True)

        def render(self, task: Any) -> Any:
            if task.total is None:
                return Text(human_size(int(task.completed)) if task.completed else "", style="progress.download")
            return super().render(task)

    class Rate(TransferSpeedColumn):  # "85.3 MiB/s" (rich's own column counts in decimal units)
        def render(self, task: Any) -> Any:
            speed = task.finished_speed or task.speed
            if not task.completed or speed is None:
                return Text("")
            return Text(f"{human_size(int(speed))}/s", style="progress.data.speed")

    class Eta(TimeRemainingColumn):
        def render(self, task: Any) -> Any:
            return super().render(task) if task.total is not None and task.completed else Text("")

    return Bytes, Rate, Eta


def for_cli(quiet: bool) -> NullProgress:
    """The CLI's reporter: a terminal display when stderr is a terminal and not ``quiet``."""
    try:
        on_terminal = sys.stderr is not None and sys.stderr.isatty()
    except (OSError, ValueError):
        on_terminal = False
    if quiet or not on_terminal:
        return NullProgress()
    return TerminalProgress()


class CountingWriter:
    """Wraps a binary stream, reporting every write to a progress reporter and counting it."""

    def __init__(self, stream: IO[bytes], progress: NullProgress) -> None:
        self._stream = stream
        self._progress = progress
        self.written = 0

    def write(self, data: Any) -> int:
        n = self._stream.write(data)
        size = len(data) if isinstance(data, (bytes, bytearray)) else memoryview(data).nbytes
        self.written += size
        self._progress.advance(size)
        return n

    def flush(self) -> None:
        self._stream.flush()

    def advance(self, n: int) -> None:
        """Report bytes that reached the stream another way (a kernel-side copy)."""
        self.written += n
        self._progress.advance(n)

    def __getattr__(self, name: str) -> Any:  # seek, tell, truncate... of the wrapped stream
        return getattr(self._stream, name)


def counting(stream: IO[bytes], progress: NullProgress) -> IO[bytes]:
    """``stream``, reporting its writes to ``progress`` (the stream itself when nothing listens)."""
    if type(progress) is NullProgress:
        return stream
    return cast(IO[bytes], CountingWriter(stream, progress))
