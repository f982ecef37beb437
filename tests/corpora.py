"""The real files the tests read: onnx's backend test data and the bundled samples, listed once.

A test module takes its corpus from here (or a slice of it) instead of walking the folders again:
each of pytest's workers imports every test module, and each walk of the backend data is 5,600
entries.
"""

from __future__ import annotations

import os
from pathlib import Path

import onnx

ROOT = Path(__file__).resolve().parent.parent
SAMPLES_DIR = ROOT / "samples"
#: The samples' models (*.onnx), sorted.
SAMPLE_MODELS = sorted(SAMPLES_DIR.glob("*.onnx"))

BACKEND_DATA = Path(os.path.dirname(onnx.__file__)) / "backend" / "test" / "data"
#: Every model (.onnx) and message (.pb) file of onnx's backend test data, sorted.
BACKEND_FILES = sorted(p for p in BACKEND_DATA.rglob("*") if p.is_file() and p.suffix in (".onnx", ".pb"))
BACKEND_MODELS = [p for p in BACKEND_FILES if p.suffix == ".onnx"]
BACKEND_MESSAGES = [p for p in BACKEND_FILES if p.suffix == ".pb"]
