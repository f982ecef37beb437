"""What the weight store (dump --store, issue 32) costs and saves.

    python bench/store.py                       # 48 tensors of 4 MiB, and a 256 MB timing model
    python bench/store.py --timing-mb 1024      # the 1 GB timing model
    python bench/store.py --tensor-kib 64       # small and quick (what tests/test_store.py runs)

Four measures, each the bytes the store holds before and after, counted from its blob files:

1. ``edit``: a model of 48 float32 tensors, then a second version with one tensor changed: the
   second dump adds that tensor's bytes (the issue asks: within 10%).
2. ``redump``: the first version dumped again adds nothing.
3. ``frozen``: a third model whose first 40 tensors are the first's (frozen layers) and whose last 8
   are its own: it adds 8 tensors.
4. ``timing``: ``onnxjson dump --store`` against ``dump --sidecar`` on one large model (a fresh
   store each run; the median of ``--repeat`` runs), with each run's peak RSS (GNU time), as
   command-line processes.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np
import onnx
from onnx import helper, numpy_helper


def make_model(path: Path, *, tensors: int, tensor_bytes: int, seed: int, shared: int = 0,
               changed: int | None = None) -> None:
    """``tensors`` float32 initialisers of ``tensor_bytes`` each: the first ``shared`` the same for
    every seed; ``changed`` (an index) differs from the seed's own tensor at that index."""
    count = tensor_bytes // 4
    inits = []
    for i in range(tensors):
        rng = np.random.default_rng((1 << 20) + i if i < shared else seed * 1000 + i)
        values = rng.standard_normal(count, dtype=np.float32)
        if changed == i:
            values = values + np.float32(1)
        inits.append(numpy_helper.from_array(values.reshape(-1, 256) if count % 256 == 0 else values, f"w{i}"))
    graph = helper.make_graph([], "g", [], [], initializer=inits)
    onnx.save(helper.make_model(graph), path)


def store_bytes(store: Path) -> int:
    return sum(p.stat().st_size for p in store.glob("*/*") if p.is_file()) if store.is_dir() else 0


def onnxjson(*args: str, cwd: Path) -> None:
    subprocess.run([sys.executable, "-m", "onnxjson", *args], cwd=cwd, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)


def dedup(work: Path, *, tensors: int = 48, tensor_bytes: int = 4 << 20) -> dict[str, Any]:
    """Measures 1-3: the store's growth in bytes for each dump."""
    work.mkdir(parents=True, exist_ok=True)
    store = work / "store"
    shutil.rmtree(store, ignore_errors=True)
    make_model(work / "v1.onnx", tensors=tensors, tensor_bytes=tensor_bytes, seed=1, shared=tensors)
    make_model(work / "v2.onnx", tensors=tensors, tensor_bytes=tensor_bytes, seed=1, shared=tensors,
               changed=tensors // 2)
    make_model(work / "frozen.onnx", tensors=tensors, tensor_bytes=tensor_bytes, seed=3,
               shared=tensors - 8)
    out: dict[str, Any] = {"tensors": tensors, "tensor_bytes": tensor_bytes}
    before = 0
    for step, name in (("first", "v1"), ("edit", "v2"), ("redump", "v1"), ("frozen", "frozen")):
        onnxjson("dump", f"{name}.onnx", "--store", "store", "-o", f"{name}.json", cwd=work)
        now = store_bytes(store)
        out[step] = now - before
        before = now
    out["store_bytes"] = before
    out["sum_of_models"] = sum((work / f"{n}.onnx").stat().st_size for n in ("v1", "v2", "v1", "frozen"))
    return out


def _timed(args: list[str], cwd: Path) -> tuple[float, int | None]:
    gnu_time = shutil.which("time") or ("/usr/bin/time" if os.path.exists("/usr/bin/time") else None)
    report = cwd / "time.txt"
    cmd = [sys.executable, "-m", "onnxjson", *args]
    if gnu_time:
        cmd = [gnu_time, "-f", "%M", "-o", str(report), *cmd]
    start = time.perf_counter()
    subprocess.run(cmd, cwd=cwd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    took = time.perf_counter() - start
    rss = int(report.read_text().split()[-1]) * 1024 if gnu_time and report.exists() else None
    return took, rss


def timing(work: Path, *, total_mb: int = 256, repeat: int = 3) -> dict[str, Any]:
    """Measure 4: dump --store (a fresh store) against dump --sidecar, seconds and peak RSS."""
    work.mkdir(parents=True, exist_ok=True)
    model = work / f"large-{total_mb}.onnx"
    if not model.exists():
        make_model(model, tensors=max(1, total_mb // 4), tensor_bytes=4 << 20, seed=9)
    rows: dict[str, list[tuple[float, int | None]]] = {"sidecar": [], "store": []}
    for _ in range(repeat):
        for kind in ("sidecar", "store"):
            shutil.rmtree(work / "tstore", ignore_errors=True)
            for name in ("t.json", "t.bin"):
                (work / name).unlink(missing_ok=True)
            target = ["--sidecar", "t.bin"] if kind == "sidecar" else ["--store", "tstore"]
            rows[kind].append(_timed(["dump", model.name, *target, "-o", "t.json", "-q"], work))
    result: dict[str, Any] = {"model_bytes": model.stat().st_size, "repeat": repeat}
    for kind, runs in rows.items():
        result[f"{kind}_s"] = round(statistics.median(t for t, _ in runs), 3)
        peaks = [r for _, r in runs if r is not None]
        result[f"{kind}_peak_rss"] = max(peaks) if peaks else None
    result["ratio"] = round(result["store_s"] / result["sidecar_s"], 3)
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--tensor-kib", type=int, default=4096)
    parser.add_argument("--timing-mb", type=int, default=256, help="0: no timing")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--work-dir", default=None)
    args = parser.parse_args()
    work = Path(args.work_dir) if args.work_dir else Path(tempfile.mkdtemp(prefix="onnxjson-store-bench-"))
    result: dict[str, Any] = {"dedup": dedup(work / "dedup", tensor_bytes=args.tensor_kib << 10)}
    if args.timing_mb:
        result["timing"] = timing(work / "timing", total_mb=args.timing_mb, repeat=args.repeat)
    print(json.dumps(result, indent=2))
    if not args.work_dir:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
