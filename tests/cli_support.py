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
