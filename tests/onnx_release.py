"""The onnx release the tests run with, beside the one the descriptor snapshot was taken from.

Two checked-in things are made from the snapshot's onnx release (``onnxjson/proto/onnx.fds.version``):
the table of operators (``schema/_ops.py``) and the onnx.proto documentation in the committed
schemas. With another onnx installed (as in CI's run at the lowest versions pyproject.toml allows,
``.ci/constraints-lowest.txt``), onnxjson asks the installed ``onnx.defs`` instead of the table and
writes schemas without that documentation, saying so: by design. The tests that compare those files
with what the installed onnx gives run only with the snapshot's release (``needs_snapshot_onnx``).
"""

from __future__ import annotations

import onnx
import pytest

from onnxjson.proto import snapshot_version

SNAPSHOT_ONNX = snapshot_version()
INSTALLED_ONNX = onnx.__version__
IS_SNAPSHOT_ONNX = INSTALLED_ONNX == SNAPSHOT_ONNX

needs_snapshot_onnx = pytest.mark.skipif(
    not IS_SNAPSHOT_ONNX,
    reason=f"compares files made from onnx {SNAPSHOT_ONNX} (the descriptor snapshot's release) with what "
           f"the installed onnx {INSTALLED_ONNX} gives; they differ by design",
)

#: What ``onnxjson schema --check`` writes on stderr: nothing with the snapshot's onnx, else a note
#: that the descriptions (onnx.proto's documentation) are not compared.
SCHEMA_CHECK_NOTE = "" if IS_SNAPSHOT_ONNX else (
    f"note: onnx.proto's documentation is not available (the installed onnx is {INSTALLED_ONNX}, "
    f"the descriptors come from onnx {SNAPSHOT_ONNX}); descriptions are not compared\n")
