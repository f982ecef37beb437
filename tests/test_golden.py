"""Golden documents: samples/<name>.json and <name>.stripped.json pin the format users see.

For every samples/*.onnx: the dump equals the golden file byte for byte, the golden file rebuilds
the model exactly (the stripped one with the original's weights), and changing one attribute of one
node changes exactly one line of the dump (docs/FORMAT.md section 8).
"""

from __future__ import annotations

import copy
import difflib
import json
from pathlib import Path
from typing import Any

import pytest
from readers import READERS, build_text

import onnxjson

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
NAMES = sorted(p.stem for p in SAMPLES.glob("*.onnx"))
REGENERATE = ("if the change of the document format is intended, regenerate the goldens with "
              "`python samples/make_samples.py` and review their diff")


def test_samples_found() -> None:
    assert {"features", "onnx_light", "torch_cnn"} <= set(NAMES)
    for name in NAMES:
        assert (SAMPLES / f"{name}.json").is_file() and (SAMPLES / f"{name}.stripped.json").is_file(), name


def _first_difference(expected: str, actual: str, name: str) -> str:
    diff = difflib.unified_diff(expected.splitlines(), actual.splitlines(), f"samples/{name} (golden)",
                                "dump now", lineterm="", n=1)
    return "\n".join(list(diff)[:30])


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("suffix", [".json", ".stripped.json"])
@pytest.mark.usefixtures("accel_path")
def test_dump_equals_golden(name: str, suffix: str) -> None:
    data = (SAMPLES / f"{name}.onnx").read_bytes()
    text = onnxjson.dumps(data, strip_weights=suffix == ".stripped.json")
    golden = (SAMPLES / f"{name}{suffix}").read_bytes()
    if text.encode("utf-8") != golden:
        pytest.fail(f"the dump of samples/{name}.onnx differs from samples/{name}{suffix}; {REGENERATE}\n"
                    + _first_difference(golden.decode("utf-8"), text, f"{name}{suffix}"))


@pytest.mark.parametrize("name", NAMES)
def test_golden_rebuilds_the_model(name: str) -> None:
    data = (SAMPLES / f"{name}.onnx").read_bytes()
    golden = json.loads((SAMPLES / f"{name}.json").read_bytes())
    assert onnxjson.from_dict(golden) == data
    assert onnxjson.loads((SAMPLES / f"{name}.json").read_bytes()) == data
    for mode in READERS:
        assert build_text((SAMPLES / f"{name}.json").read_bytes(), mode) == data


@pytest.mark.parametrize("name", NAMES)
def test_stripped_golden_rebuilds_with_the_weights(name: str) -> None:
    path = SAMPLES / f"{name}.onnx"
    stripped = json.loads((SAMPLES / f"{name}.stripped.json").read_bytes())
    data = path.read_bytes()
    assert onnxjson.from_dict(stripped, weights_from=data) == data
    assert onnxjson.from_dict(stripped, weights_from=path) == data


def test_a_stripped_golden_really_is_stripped() -> None:
    """features has payloads above the threshold: its stripped golden must not hold them."""
    full = (SAMPLES / "features.json").read_text(encoding="utf-8")
    stripped = (SAMPLES / "features.stripped.json").read_text(encoding="utf-8")
    assert '"sha256": ' in stripped and '"sha256": ' not in full
    assert len(stripped) < len(full)


# -- one attribute, one line ------------------------------------------------------------------------

def _attributes(doc: dict[str, Any]) -> list[tuple[int, int, dict[str, Any]]]:
    return [(i, a, attr) for i, node in enumerate(doc["graph"].get("node", []))
            for a, attr in enumerate(node.get("attribute", []))]


def _edit(attr: dict[str, Any], kind: str) -> None:
    if kind == "f":
        attr["f"] = attr["f"] * 2 + 0.5
    elif kind == "i":
        attr["i"] = attr["i"] + 7
    elif kind == "ints":
        attr["ints"] = [*attr["ints"][:-1], attr["ints"][-1] + 1]
    elif kind == "s":
        attr["s"] = attr["s"] + "x" if isinstance(attr["s"], str) else "edited"
    else:
        raise AssertionError(kind)


def _edit_cases() -> list[Any]:
    cases = []
    for name in NAMES:
        doc = json.loads((SAMPLES / f"{name}.json").read_bytes())
        seen: set[str] = set()
        for i, a, attr in _attributes(doc):
            kind = next((k for k in ("f", "i", "ints", "s") if k in attr), None)
            if kind is None or kind in seen:
                continue
            seen.add(kind)
            cases.append(pytest.param(name, i, a, kind, id=f"{name}-node{i}-{attr['name']}-{kind}"))
    return cases


EDIT_CASES = _edit_cases()


def test_edit_cases_cover_every_scalar_attribute_kind() -> None:
    kinds = {p.values[3] for p in EDIT_CASES}
    assert kinds == {"f", "i", "ints", "s"}
    assert {p.values[0] for p in EDIT_CASES} >= {"features", "torch_cnn", "torch_attention"}


@pytest.mark.parametrize(("name", "node", "index", "kind"), EDIT_CASES)
def test_changing_one_attribute_changes_one_line(name: str, node: int, index: int, kind: str) -> None:
    data = (SAMPLES / f"{name}.onnx").read_bytes()
    before = onnxjson.dumps(data)
    doc = json.loads(before)
    edited = copy.deepcopy(doc)
    _edit(edited["graph"]["node"][node]["attribute"][index], kind)
    rebuilt = onnxjson.from_dict(edited)
    assert rebuilt != data
    after = onnxjson.dumps(rebuilt)
    assert json.loads(after) == edited  # the edit is exactly what comes back
    removed = [li for li in difflib.ndiff(before.splitlines(), after.splitlines()) if li.startswith("- ")]
    added = [li for li in difflib.ndiff(before.splitlines(), after.splitlines()) if li.startswith("+ ")]
    assert len(removed) == 1 and len(added) == 1, "\n".join(
        difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0))
    # The stripped dump changes in one line too (a textconv diff shows one line).
    stripped_before = onnxjson.dumps(data, strip_weights=True).splitlines()
    stripped_after = onnxjson.dumps(rebuilt, strip_weights=True).splitlines()
    changed = [li for li in difflib.unified_diff(stripped_before, stripped_after, lineterm="", n=0)
               if li.startswith(("+", "-")) and not li.startswith(("+++", "---"))]
    assert len(changed) == 2, changed
