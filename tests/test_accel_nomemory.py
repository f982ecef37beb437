"""The compiled accelerator when an allocation fails: MemoryError or the same answer, never a crash,
another exception or a wrong answer.

Each function of onnxjson._accel that allocates (its tables, the decoders, the encoders and checkers,
the payload walk, the float32 batch, base64, the graph loops and NameTable, the JSON writer) is called once for every
allocation it makes, that one failing (tests/accel_nomemory.py, with CPython's fault hook
``_testcapi.set_nomemory``). The hook is the whole process's, so the calls run in a process of
their own. Skipped where the extension is not built or the interpreter has no ``_testcapi``.
"""

from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from accel_support import needs_compiled

from onnxjson import accel

ROOT = Path(__file__).resolve().parent.parent

pytestmark = [
    needs_compiled,
    pytest.mark.skipif(importlib.util.find_spec("_testcapi") is None,
                       reason="this Python has no _testcapi (its fault hook set_nomemory)"),
]

#: The sweeps, in groups of about a second each.
GROUPS = {
    "tables": ("decode_tables", "encoder_tables", "walk_tables"),
    "codec": ("decode", "decode_range", "field_pieces", "encode", "check", "check_pieces", "encode_pieces"),
    "others": ("payload_walk", "float32_batch", "base64", "graph_loops"),
    "writer": ("write",),
}


@pytest.mark.parametrize("group", sorted(GROUPS))
def test_every_failed_allocation_is_a_memory_error(group: str, tmp_path: Path) -> None:
    assert accel.compiled is not None
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    # The onnxjson the parent imported (the checkout, or a copy of it built for a check).
    env["PYTHONPATH"] = os.pathsep.join([str(Path(accel.__file__).parent.parent),
                                         *filter(None, [env.get("PYTHONPATH")])])
    done = subprocess.run([sys.executable, str(Path(__file__).parent / "accel_nomemory.py"), str(ROOT),
                           accel.compiled.__file__, *GROUPS[group]],
                          cwd=tmp_path, env=env, capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    swept = json.loads(done.stdout)
    for name in GROUPS[group]:
        failed, calls = swept[name]
        # Each call allocates (the answer is new): its first allocation failing is a MemoryError.
        assert failed > 0 and calls > failed, (name, failed, calls)
