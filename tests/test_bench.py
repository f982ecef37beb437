"""bench/run.py, the benchmark harness: every target of issues 30 and 34 is a row of its report, and
its quick mode runs end to end. Nothing here times anything: speed is the benchmark's to measure.
"""

from __future__ import annotations

import argparse
import importlib.util
import shutil
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench" / "run.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("onnxjson_bench_run", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up by name
    spec.loader.exec_module(module)
    return module


def _stand_in_models(bench: ModuleType, folder: Path) -> dict[str, object]:
    """A ModelInfo for every scenario, no file made: build_ops and the targets only read these."""
    nodes = {"many10k": 10_000, "many": 100_000, "many300k": 300_000, "graph": 30_000}
    models = {}
    for name in bench.SCENARIOS:
        params = {"sizes": {"unknown-3B": 20_000, "nodes": 19_000}} if name == "memory" else {}
        models[name] = bench.ModelInfo(name, folder / f"{name}.onnx", 1_000_000_000, nodes.get(name, 6), 1, params,
                                       document_bytes=50_000_000)
    return models


def _results(bench: ModuleType, ops: list) -> dict[str, object]:
    """A made-up result for every op: per-node cost flat (10 us a node above a 0.1 s start-up)."""
    cpu = {"tiny": 0.1, "many10k": 0.2, "many": 1.1, "many300k": 3.1}
    results = {}
    for op in ops:
        seconds = cpu.get(op.scenario, 1.0) * (1.5 if op.id.endswith("-pure") else 1.0)
        results[op.id] = bench.OpResult(op.id, op.label, op.scenario, op.kind, " ".join(op.argv), "ok",
                                        median_s=seconds, median_cpu_s=seconds, median_rss_bytes=60 << 20,
                                        median_anon_bytes=40 << 20, median_file_bytes=1 << 20)
    return results


#: The rows issue 30's "Done when" asks for (and issue 34's memory per input byte), by name.
def _expected_rows() -> list[str]:
    rows = []
    for title in ("100k Add chain", "30k transformer graph"):
        rows += [f"30.1 {title}: {op}" for op in ("dump", "build", "dump-pure", "build-pure")]
        rows += [f"30.2 {title}: {op}{path}" for op in ("info", "diff", "identical diff") for path in ("", "-pure")]
    rows += [f"30.1 per-node {op}" for op in ("dump", "build", "validate", "dump-pure", "build-pure")]
    rows += [f"30.3 forest: {op}{path}{memory}" for op in ("dump", "build", "verify", "diff")
             for path in ("", "-pure") for memory in ("", " memory")]
    rows += ["30.4 integer check: build", "30.4 integer check: build-pure"]
    rows += [f"30.5 weights: {op}" for op in ("dump-sidecar", "dump-strip", "build-sidecar", "build-weights-from",
                                              "dump-inline", "build-inline")]
    rows += ["30.5 inline dump: embedded vs --external inline"]
    rows += [f"30.5 accelerator vs pure: large.{op}" for op in ("dump-sidecar", "build-sidecar", "dump-strip",
                                                                 "build-weights-from", "dump-inline", "build-inline",
                                                                 "verify")]
    rows += ["30.6 pure verify"] + [f"30.6 pure own memory: large.{op}-pure" for op in ("dump-inline", "verify")]
    rows += ["34.3 memory per input byte: unknown-3B", "34.3 memory per input byte: nodes"]
    return rows


def test_every_row_is_reported_with_its_floor(bench: ModuleType, tmp_path: Path) -> None:
    models = _stand_in_models(bench, tmp_path)
    ops = bench.build_ops(models, tmp_path)
    targets = bench.evaluate_targets(_results(bench, ops), models)
    by_name = {t.name: t for t in targets}
    missing = [row for row in _expected_rows() if row not in by_name]
    assert not missing, missing
    # Everything was measured, so every row decides; the figures held to are shown beside.
    assert {t.status for t in targets} <= {"MET", "NOT MET"}, [t for t in targets if t.status == "n/a"]
    for row in _expected_rows():
        if not row.startswith("30.1 per-node"):
            assert by_name[row].floor, row
    assert by_name["30.1 100k Add chain: dump"].anchor.startswith("onnx.load + MessageToDict")
    assert by_name["30.1 per-node dump"].status == "MET", by_name["30.1 per-node dump"]
    text = bench.report(_results(bench, ops), targets, models, bench.machine_info(),
                        argparse.Namespace(size="quick", repeat=1))
    assert "30.3 forest: verify-pure" in text and "held to (CPU)" in text


def test_ops_are_consistent(bench: ModuleType, tmp_path: Path) -> None:
    """No two ops write the same file; a pure row is its accelerated twin's command on the pure path,
    timed in the same group; the rows compared are timed in turn with what they are compared with."""
    ops = bench.build_ops(_stand_in_models(bench, tmp_path), tmp_path)
    by_id = {op.id: op for op in ops}
    assert len(by_id) == len(ops)
    outputs = [out for op in ops for out in op.outputs]
    assert len(outputs) == len(set(outputs))
    for op in ops:
        if op.id.endswith("-pure"):
            twin = by_id[op.id[:-len("-pure")]]
            assert op.env == bench.PURE_ENV and not twin.env
            assert op.argv[3] == twin.argv[3] and op.inputs == twin.inputs  # the command and what it reads
            assert op.group == twin.group or op.scenario in ("many10k", "many300k", "tiny")
    for together in (("many.dump", "many.dump-floor", "many.json-format-dump", "many.info", "many.diff"),
                     ("large.dump-sidecar", "large.cp", "large.hash-floor", "external.dump-inline"),
                     ("forest.verify-pure", "forest.json-format-build"), ("many10k.dump", "tiny.dump")):
        assert len({by_id[op_id].group for op_id in together}) == 1, together


@pytest.mark.slow
@pytest.mark.skipif(not Path("/usr/bin/time").exists(), reason="the harness needs GNU time")
def test_quick_mode_runs_end_to_end(tmp_path: Path) -> None:
    """--size quick over the integer check and the tiny model: every process runs, every row decides
    (the figures themselves mean nothing at this size and are not looked at)."""
    proc = subprocess.run([sys.executable, str(BENCH), "--size", "quick", "--repeat", "1", "--only", "intcheck,tiny",
                           "--skip-anchors", "import-onnx,onnx.load", "--work-dir", str(tmp_path)],
                          check=False, capture_output=True, text=True, timeout=600, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr[-2000:]
    report = proc.stdout[proc.stdout.index("\nmachine: "):]
    assert "failed" not in report, report
    rows = {line.split("  ")[0]: line for line in report.splitlines()}
    for row in ("30.4 integer check: build", "30.4 integer check: build-pure"):
        assert rows[row].rstrip().endswith("MET"), rows[row]
    assert "exact: yes" in rows["intcheck: build of the hostile document"]
    shutil.rmtree(tmp_path / "pycache", ignore_errors=True)
