"""validate agrees with the runtimes on a seeded sample of the mutation corpus (tests/mutations.py).

Of the mutants onnx.checker (full_check=False) or onnxruntime refuses, validate reports every one
with a JSON path (the whole corpus measures 99.7%: a graph input typed unlike its initializer with no
shape, which the checker refuses for the missing shape, is the rest); of those both accept, it
refuses none. The sample is the made seeds and the samples (fast to load) and a few backend models,
a few mutants of each kind, on both paths (python tests/mutations.py measures the whole corpus).
"""

from __future__ import annotations

import os
from typing import Any

import pytest
from mutations import MUTATIONS, accepted_seeds, made_models, mutants, verdicts

import onnxjson
from onnxjson.validate import validate_document

pytest.importorskip("onnxruntime", reason="onnxruntime is in the test extras: the runtime being compared")

SEED = int(os.environ.get("ONNXJSON_AGREEMENT_SEED", "27"))
_SEEDS: list[tuple[str, dict[str, Any]]] = []


def _seeds() -> list[tuple[str, dict[str, Any]]]:
    if not _SEEDS:
        _SEEDS.extend(accepted_seeds(backend_limit=6))
    return _SEEDS


@pytest.mark.parametrize("kind", sorted(MUTATIONS))
def test_validate_refuses_what_a_runtime_refuses(kind: str, accel_path: str) -> None:
    print(f"seed {SEED}")
    for _, name, note, doc in mutants(_seeds(), SEED, per_kind=3, kinds=[kind]):
        v = verdicts(doc)
        if v.runtime_refuses:
            if kind == "input-vs-initializer" and "shape" in v.detail and not v.validate:
                continue  # the checker's demand of a shape on graph inputs: not a rule of validate
            assert v.validate, f"{kind} on {name} ({note}): refused ({v.detail}) but validate says valid"
            assert all(isinstance(p, str) for p in v.paths)
        else:
            assert not v.validate, f"{kind} on {name} ({note}): both runtimes accept, validate refuses {v.paths}"


def test_schema_and_graph_findings_are_reported_together(accel_path: str) -> None:
    _, model = next(made_models())
    doc = onnxjson.to_dict(model.SerializeToString())
    doc["graph"]["output"].append({"name": "nothing_makes_this", "type": doc["graph"]["output"][0]["type"]})
    doc["producer_nmae"] = "typo"
    rules = {f.rule for f in validate_document(doc)}
    assert "dangling-output" in rules and any(r.startswith("schema") for r in rules), rules
