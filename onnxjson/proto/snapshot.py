"""Regenerate the vendored descriptor snapshot from the installed onnx package.

Run ``python -m onnxjson.proto.snapshot``. It writes ``onnx.fds`` (a serialized
``google.protobuf.FileDescriptorSet`` holding onnx-ml.proto and onnx-data.proto) and
``onnx.fds.version`` (the onnx release it came from). Updating the snapshot is a deliberate change:
commit it together with the test and schema diffs it causes.
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
SNAPSHOT = HERE / "onnx.fds"
VERSION = HERE / "onnx.fds.version"


def build_snapshot() -> tuple[bytes, str]:
    """Return the serialized FileDescriptorSet and the onnx version it was taken from."""
    # lazy: onnx is read only when the snapshot is rebuilt (comments.py imports this module)
    import onnx
    from google.protobuf import descriptor_pb2
    from onnx import onnx_data_pb2, onnx_ml_pb2

    fds = descriptor_pb2.FileDescriptorSet()
    for module in (onnx_ml_pb2, onnx_data_pb2):
        proto = fds.file.add()
        module.DESCRIPTOR.CopyToProto(proto)
        # Source paths of the installed build are not part of the snapshot's meaning.
        proto.ClearField("source_code_info")
    return fds.SerializeToString(deterministic=True), onnx.__version__


def main() -> int:
    data, version = build_snapshot()
    SNAPSHOT.write_bytes(data)
    VERSION.write_text(version + "\n", encoding="utf-8")
    print(f"wrote {SNAPSHOT.name} ({len(data)} bytes) from onnx {version}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
