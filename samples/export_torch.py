"""Export the real-exporter samples with PyTorch (run by hand; torch is not a dependency).

    python samples/export_torch.py

Writes samples/torch_cnn.onnx and samples/torch_attention.onnx with torch.onnx.export, so the
test suite has models produced by a real exporter, not only by onnx.helper.
"""

from __future__ import annotations

from pathlib import Path

import torch
from torch import nn

HERE = Path(__file__).resolve().parent


class SmallCNN(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.features = nn.Sequential(
            nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(), nn.MaxPool2d(2),
            nn.Conv2d(8, 16, 3, padding=1), nn.ReLU(), nn.AdaptiveAvgPool2d(1),
        )
        self.head = nn.Linear(16, 10)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.head(torch.flatten(self.features(x), 1))


class Attention(nn.Module):
    def __init__(self) -> None:
        super().__init__()
        self.norm = nn.LayerNorm(32)
        self.attn = nn.MultiheadAttention(32, 4, batch_first=True)
        self.ff = nn.Sequential(nn.Linear(32, 64), nn.GELU(), nn.Linear(64, 32))

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        h = self.norm(x)
        a, _ = self.attn(h, h, h, need_weights=False)
        x = x + a
        return x + self.ff(self.norm(x)).reshape(x.shape)


def main() -> None:
    torch.manual_seed(0)
    cnn = SmallCNN().eval()
    torch.onnx.export(cnn, (torch.randn(1, 3, 32, 32),), str(HERE / "torch_cnn.onnx"),
                      input_names=["image"], output_names=["logits"], dynamo=False, opset_version=17)
    att = Attention().eval()
    torch.onnx.export(att, (torch.randn(2, 5, 32),), str(HERE / "torch_attention.onnx"),
                      input_names=["tokens"], output_names=["out"], dynamo=False, opset_version=17,
                      dynamic_axes={"tokens": {0: "batch", 1: "seq"}, "out": {0: "batch", 1: "seq"}})
    # The torch.export-based exporter (PyTorch's default since 2.9) writes a different structure.
    program = torch.onnx.export(cnn, (torch.randn(1, 3, 32, 32),), dynamo=True, opset_version=18)
    program.save(str(HERE / "torch_cnn_dynamo.onnx"))


if __name__ == "__main__":
    main()
