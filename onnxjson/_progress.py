"""Progress on stderr for long dumps and builds (CLI only).

NOTE: the library reports bytes through a tiny protocol (``start(total)``, ``advance(n)``,
``finish()``); this module turns that into a rich progress bar with bytes and ETA. The bar appears
only when stderr is a terminal, only after the work has run for about a second (short commands stay
silent), and never with ``--quiet``.
"""

from __future__ import annotations

import sys
import time
from typing import IO, Any, Literal, cast

__all__ = ["ByteProgress", "CountingWriter", "NullProgress", "counting", "for_cli"]

_DELAY = 1.0


class NullProgress:
    """Reports nothing."""

    def start(self, total: int, description: str = "") -> None:
        pass

    def advance(self, n: int) -> None:
        pass

    def finish(self) -> None:
        pass


class ByteProgress(NullProgress):
    """A rich bar on stderr, shown once the work has taken more than about a second."""

    def __init__(self) -> None:
        self._bar: Any = None
        self._task: Any = None
        self._total = 0
        self._done = 0
        self._began = 0.0
        self._description = ""

    def start(self, total: int, description: str = "") -> None:
        self._total, self._done = total, 0
        self._began = time.monotonic()
        self._description = description

    def advance(self, n: int) -> None:
        self._done += n
        if self._bar is None:
            if time.monotonic() - self._began < _DELAY:
                return
            from rich.console import Console
            from rich.progress import (
                BarColumn,
                DownloadColumn,
                Progress,
                TextColumn,
                TimeRemainingColumn,
                TransferSpeedColumn,
            )

            self._bar = Progress(TextColumn("{task.description}"), BarColumn(), DownloadColumn(),
                                 TransferSpeedColumn(), TimeRemainingColumn(),
                                 console=Console(file=sys.stderr, color_system=_color_system()), transient=True)
            self._bar.start()
            self._task = self._bar.add_task(self._description, total=self._total or None)
        self._bar.update(self._task, completed=self._done)

    def finish(self) -> None:
        if self._bar is not None:
            self._bar.stop()
            self._bar = None


def _color_system() -> Literal["auto"] | None:
    """No color or style escapes under NO_COLOR (the bar still redraws in place)."""
    import os

    return None if os.environ.get("NO_COLOR") else "auto"


def for_cli(quiet: bool) -> NullProgress:
    """A progress reporter for a CLI command: a bar when stderr is a terminal and not quiet."""
    if quiet or not sys.stderr.isatty():
        return NullProgress()
    return ByteProgress()


class CountingWriter:
    """Wraps a binary stream and reports every write to a progress reporter."""

    def __init__(self, stream: IO[bytes], progress: NullProgress) -> None:
        self._stream = stream
        self._progress = progress

    def write(self, data: Any) -> int:
        n = self._stream.write(data)
        self._progress.advance(len(data))
        return n

    def flush(self) -> None:
        self._stream.flush()

    def advance(self, n: int) -> None:
        """Report bytes that reached the stream another way (a kernel-side copy)."""
        self._progress.advance(n)

    def __getattr__(self, name: str) -> Any:  # seek, tell, truncate... of the wrapped stream
        return getattr(self._stream, name)


def counting(stream: IO[bytes], progress: NullProgress) -> IO[bytes]:
    """``stream``, reporting its writes to ``progress`` (the stream itself when nothing listens)."""
    if type(progress) is NullProgress:
        return stream
    return cast(IO[bytes], CountingWriter(stream, progress))
