"""The vendored descriptor snapshot (``proto/onnx.fds``), taken from the installed onnx package.

``python -m onnxjson.gen --snapshot`` writes ``onnx.fds`` (a serialized
``google.protobuf.FileDescriptorSet`` holding onnx-ml.proto and onnx-data.proto) and
``onnx.fds.version`` (the onnx release it came from), then every artifact made from it. Updating the
snapshot is a deliberate change: commit it together with the test and schema diffs it causes. Only
that flag reads the snapshot from onnx; every other run keeps the vendored one.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent.parent / "proto"
SNAPSHOT = HERE / "onnx.fds"
VERSION = HERE / "onnx.fds.version"


def build_snapshot() -> tuple[bytes, str]:
    """Return the serialized FileDescriptorSet and the onnx version it was taken from."""
    import onnx  # lazy: onnx is read only when the snapshot is rebuilt
    from google.protobuf import descriptor_pb2
    from onnx import onnx_data_pb2, onnx_ml_pb2

    fds = descriptor_pb2.FileDescriptorSet()
    for module in (onnx_ml_pb2, onnx_data_pb2):
        proto = fds.file.add()
        module.DESCRIPTOR.CopyToProto(proto)
        # Source paths of the installed build are not part of the snapshot's meaning.
        proto.ClearField("source_code_info")
    return fds.SerializeToString(deterministic=True), onnx.__version__
