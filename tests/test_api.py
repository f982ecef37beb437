"""The Python API: load/save, dumps/loads, validate, diff and info, with typed options and result objects."""

from __future__ import annotations

import dataclasses
import gc
import inspect
import json
import os
import re
import shutil
import subprocess
import sys
import typing
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from cli_support import cli_command, cli_env
from onnx import numpy_helper

import onnxjson
from onnxjson import _api, cli, pipelines, sources
from onnxjson._gc import pausing
from onnxjson.options import DEFAULTS

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
MODELS = sorted(SAMPLES.glob("*.onnx"))
BACKEND_DATA = Path(onnx.__file__).parent / "backend" / "test" / "data"


def _model(path: Path) -> onnx.ModelProto:
    return onnx.load_model_from_string(path.read_bytes())


def _bytes(message: Any) -> bytes:
    data: bytes = message.SerializeToString()
    return data


# -- load and save: the obvious pair -------------------------------------------------------------
@pytest.mark.parametrize("path", MODELS, ids=[p.stem for p in MODELS])
@pytest.mark.parametrize("form", ["inline", "stripped", "sidecar", "store"])
def test_load_of_save_is_the_model(path: Path, form: str, tmp_path: Path) -> None:
    model = _model(path)
    document = tmp_path / "model.onnx.json"
    options: dict[str, Any] = {"inline": {}, "stripped": {"strip_weights": True, "strip_threshold": 0},
                               "sidecar": {"sidecar": tmp_path / "model.bin", "strip_threshold": 0},
                               "store": {"store": tmp_path / "blobs", "strip_threshold": 0}}[form]
    assert onnxjson.save(model, document, **options) is None
    back = onnxjson.load(document, weights_from=path if form == "stripped" else None)
    assert isinstance(back, onnx.ModelProto)
    assert _bytes(back) == _bytes(model)
    assert _bytes(onnxjson.load(document.read_text(encoding="utf-8"), base_dir=tmp_path,
                                weights_from=model if form == "stripped" else None)) == _bytes(model)


def test_round_trips_over_the_backend_corpus(tmp_path: Path) -> None:
    """Every onnx backend test model, and its test data tensors, through save and load."""
    models = sorted(BACKEND_DATA.rglob("*.onnx"))
    if not models:
        pytest.skip("onnx backend test data not installed")
    tensors = sorted(BACKEND_DATA.rglob("*.pb"))[:100]
    for path in [*models, *tensors]:
        data = path.read_bytes()
        message: Any = onnx.load_model_from_string(data) if path.suffix == ".onnx" else onnx.TensorProto()
        if path.suffix == ".pb":
            message.ParseFromString(data)
        document = tmp_path / "x.json"
        onnxjson.save(message, document)
        back = onnxjson.load(document)
        assert type(back) is type(message), path
        assert _bytes(back) == _bytes(message), path
    print(f"round-tripped {len(models)} models and {len(tensors)} tensors")


def test_save_and_load_with_a_store(tmp_path: Path) -> None:
    """save(store=) writes what dump(store=) writes; load(store=) reads the payloads from another
    copy of the store than the one the document names, as build(store=) does."""
    source = SAMPLES / "torch_cnn.onnx"
    model = _model(source)
    onnxjson.save(model, tmp_path / "a.json", store=tmp_path / "blobs")
    onnxjson.dump(source, tmp_path / "b.json", store=tmp_path / "blobs")
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    moved = tmp_path / "elsewhere"
    (tmp_path / "blobs").rename(moved)
    with pytest.raises(onnxjson.OnnxJsonError):
        onnxjson.load(tmp_path / "a.json")
    assert _bytes(onnxjson.load(tmp_path / "a.json", store=moved)) == _bytes(model)


def test_load_takes_every_document_form(tmp_path: Path) -> None:
    path = SAMPLES / "features.json"
    expected = (SAMPLES / "features.onnx").read_bytes()
    text = path.read_text(encoding="utf-8")
    for form in (path, str(path), text, text.encode("utf-8"), "\n  " + text, json.loads(text),
                 onnxjson.to_dict(SAMPLES / "features.onnx")):
        assert _bytes(onnxjson.load(form)) == expected
    tensor_doc = onnxjson.to_dict(SAMPLES / "tensor.pb")
    back = onnxjson.load(tensor_doc)
    assert isinstance(back, onnx.TensorProto) and _bytes(back) == (SAMPLES / "tensor.pb").read_bytes()


def test_save_writes_what_dump_writes(tmp_path: Path) -> None:
    model = _model(SAMPLES / "torch_cnn.onnx")
    onnxjson.save(model, tmp_path / "a.json", strip_weights=True)
    onnxjson.dump(SAMPLES / "torch_cnn.onnx", tmp_path / "b.json", strip_weights=True)
    assert (tmp_path / "a.json").read_bytes() == (tmp_path / "b.json").read_bytes()
    assert (tmp_path / "a.json").read_bytes() == (SAMPLES / "torch_cnn.stripped.json").read_bytes()
    # A tensor message is saved as a TensorProto document, whatever its bytes look like.
    tensor = numpy_helper.from_array(np.arange(6, dtype=np.int64), "t")
    onnxjson.save(tensor, tmp_path / "t.json")
    assert json.loads((tmp_path / "t.json").read_text())["$onnxjson"]["type"] == "TensorProto"


# -- errors speak of parameters ----------------------------------------------------------------------
def _error(call: Any) -> onnxjson.OnnxJsonError:
    with pytest.raises(onnxjson.OnnxJsonError) as info:
        call()
    message = str(info.value)
    assert "--" not in message, message  # parameters, never CLI flags
    return info.value


def test_load_errors(tmp_path: Path) -> None:
    e = _error(lambda: onnxjson.load(SAMPLES / "features.onnx"))
    assert e.file == str(SAMPLES / "features.onnx") and "ONNX model" in e.message
    e = _error(lambda: onnxjson.load((SAMPLES / "features.onnx").read_bytes()))
    assert "ONNX model" in e.message
    stripped = SAMPLES / "features.stripped.json"
    e = _error(lambda: onnxjson.load(stripped))
    assert "weights_from" in str(e) and e.file == str(stripped)
    e = _error(lambda: onnxjson.load(stripped, fill="ones"))
    assert "fill" in str(e)
    assert _bytes(onnxjson.load(stripped, fill="zeros")) != (SAMPLES / "features.onnx").read_bytes()
    doc = onnxjson.to_dict(SAMPLES / "features.onnx")
    doc["graph"]["node"][0]["op_typ"] = doc["graph"]["node"][0].pop("op_type")
    e = _error(lambda: onnxjson.load(doc))
    assert isinstance(e, onnxjson.SchemaError) and "graph.node[0]" in str(e) and "op_type" in str(e)
    e = _error(lambda: onnxjson.load(SAMPLES / "features.json", max_depth=0))
    assert "max_depth" in str(e)
    e = _error(lambda: onnxjson.load(SAMPLES / "features.json", type="NoSuchProto"))
    assert "NoSuchProto" in str(e)
    e = _error(lambda: onnxjson.load(SAMPLES / "features.json", type="TensorProto"))
    assert "not a TensorProto" in str(e)
    e = _error(lambda: onnxjson.load(tmp_path / "missing.json"))
    assert e.file == str(tmp_path / "missing.json")
    e = _error(lambda: onnxjson.load("{not json"))
    assert e.file == "<text>"
    e = _error(lambda: onnxjson.load(SAMPLES / "features.json", max_document_size=10))
    with pytest.raises(TypeError, match="expected a path, JSON text or a document"):
        onnxjson.load(42)


def test_save_errors(tmp_path: Path) -> None:
    model = _model(SAMPLES / "features.onnx")
    e = _error(lambda: onnxjson.save(model, tmp_path / "a.json", sidecar=tmp_path / "a.bin", strip_weights=True))
    assert "sidecar" in str(e) and "strip_weights" in str(e)
    e = _error(lambda: onnxjson.save(model, tmp_path / "a.json", external="bogus"))
    assert "external" in str(e)
    e = _error(lambda: onnxjson.save(model, tmp_path / "a.json", external="sidecar"))
    assert "sidecar" in str(e)
    e = _error(lambda: onnxjson.save(model, tmp_path / "a.json", max_depth=-1))
    assert "max_depth" in str(e)
    e = _error(lambda: onnxjson.save(model, tmp_path / "a.json", sidecar=tmp_path / "a.json"))
    assert not (tmp_path / "a.json").exists()
    # The CLI shows the same problems as its flags.
    code = cli.main(["dump", str(SAMPLES / "features.onnx"), "-o", str(tmp_path / "c.json"), "--external", "sidecar"])
    assert code == 2


def test_errors_as_the_cli_shows_them() -> None:
    assert cli.as_flags("sidecar=PATH and strip_weights=True exclude each other") == \
        "--sidecar PATH and --strip-weights exclude each other"


# -- typed options --------------------------------------------------------------------------------
PUBLIC = [name for name in onnxjson.__all__ if inspect.isfunction(getattr(onnxjson, name))]
DEFAULT_NAMES = {"max_document_size": "max_document_bytes", "max_findings": "max_findings"}


@pytest.mark.parametrize("name", PUBLIC)
def test_every_public_function_runs_with_the_collector_paused(name: str) -> None:
    """onnxjson._gc: the public pipelines run whole under ``pausing``. validate and load did not:
    the collector ran through the reading of their document: an in-process validate of a
    100,000-node model took 0.81 s of CPU, 0.65 s paused (build: 0.65 s)."""
    assert getattr(onnxjson, name).__code__ is pausing(lambda: None).__code__, name


def test_validate_and_load_read_their_document_with_the_collector_paused(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []
    real = sources.read_text

    def read_text(*args: Any, **kwargs: Any) -> Any:
        seen.append(gc.isenabled())
        return real(*args, **kwargs)

    for module in (pipelines, sources):  # validate reads through pipelines' name for it, load through sources'
        monkeypatch.setattr(module, "read_text", read_text)
    document = SAMPLES / "features.json"
    assert onnxjson.validate(document) and onnxjson.validate(document.read_bytes())
    onnxjson.load(document)
    assert seen == [False, False, False] and gc.isenabled()


@pytest.mark.parametrize("name", PUBLIC)
def test_every_public_function_has_typed_keyword_options(name: str) -> None:
    function = getattr(onnxjson, name)
    signature = inspect.signature(function)
    assert function.__doc__, name
    kinds = [p.kind for p in signature.parameters.values()]
    assert inspect.Parameter.VAR_KEYWORD not in kinds and inspect.Parameter.VAR_POSITIONAL not in kinds, name
    for p in signature.parameters.values():
        assert p.annotation is not inspect.Parameter.empty, (name, p.name)
        if p.default is not inspect.Parameter.empty:
            assert p.kind is inspect.Parameter.KEYWORD_ONLY, (name, p.name)
            field = DEFAULT_NAMES.get(p.name, p.name)
            if hasattr(DEFAULTS, field):
                assert p.default == getattr(DEFAULTS, field), (name, p.name)


@pytest.mark.parametrize(("name", "returns"), [
    ("validate", "ValidationResult"), ("diff", "DiffResult"), ("info", "ModelInfo | TensorInfo"),
    ("load", "Message"), ("merge", "list[Conflict]"), ("resolve", "list[Conflict]"), ("verify", "VerifyResult"),
    ("to_dict", "dict[str, Any]"),
])
def test_public_functions_return_their_real_types(name: str, returns: str) -> None:
    """(issue 27) validate, diff, info, load and merge returned ``Any`` to a type checker."""
    function = getattr(onnxjson, name)
    assert inspect.signature(function).return_annotation == returns
    hints = typing.get_type_hints(function, globalns={**vars(_api), **_result_types()})
    assert hints["return"] is not Any


def _result_types() -> dict[str, Any]:
    from google.protobuf.message import Message

    from onnxjson.diff import Change, DiffResult
    from onnxjson.explore import ModelInfo, TensorInfo
    from onnxjson.merge import Conflict
    from onnxjson.validate import Finding, ValidationResult

    return {"Message": Message, "Change": Change, "DiffResult": DiffResult, "ModelInfo": ModelInfo,
            "TensorInfo": TensorInfo, "Conflict": Conflict, "Finding": Finding, "ValidationResult": ValidationResult}


def test_merge_is_in_the_api(tmp_path: Path) -> None:
    base = (SAMPLES / "features.json").read_text(encoding="utf-8")
    ours = base.replace('"name": "dense"', '"name": "dense_ours"', 1)
    theirs = base.replace('"producer_version": "1"', '"producer_version": "2"', 1)
    paths = []
    for name, text in (("base", base), ("ours", ours), ("theirs", theirs)):
        paths.append(tmp_path / f"{name}.json")
        paths[-1].write_text(text, encoding="utf-8")
    assert ours != base and theirs != base
    assert onnxjson.merge(*paths, tmp_path / "out.json") == []
    merged = (tmp_path / "out.json").read_text(encoding="utf-8")
    assert '"name": "dense_ours"' in merged and '"producer_version": "2"' in merged
    assert onnxjson.Conflict.__module__ == "onnxjson.merge"
    import onnxjson.merge as _  # noqa: F401 -- importing the submodule leaves the function in place
    assert inspect.isfunction(onnxjson.merge)


def _git(where: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=onnxjson tests", "-c", "user.email=tests@onnxjson.invalid",
                    "-c", "commit.gpgsign=false", *args], cwd=where, check=False, capture_output=True, timeout=120)


@pytest.mark.skipif(shutil.which("git") is None, reason="git is not installed")
def test_resolve_is_in_the_api(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """onnxjson.resolve is `onnxjson resolve`: a model git left in a merge conflict (no merge driver:
    git keeps the three versions) is merged again, each conflicting value taken from one side."""
    for key in ("GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("GIT_CONFIG_NOSYSTEM", "1")
    monkeypatch.setenv("HOME", str(tmp_path))
    repo = tmp_path / "repo"
    repo.mkdir()
    model = _model(SAMPLES / "features.onnx")
    gemm = next(n for n in model.graph.node if n.op_type == "Gemm")
    alpha = next(a for a in gemm.attribute if a.name == "alpha")
    _git(repo, "init", "-q", "-b", "main")
    (repo / "model.onnx").write_bytes(_bytes(model))
    _git(repo, "add", "model.onnx")
    _git(repo, "commit", "-q", "-m", "base")
    for branch, value, producer in (("theirs", 3.0, "2"), ("ours", 2.0, None)):
        alpha.f = value
        if producer is not None:
            model.producer_version = producer
        _git(repo, "checkout", "-q", "-b", branch, "main")
        (repo / "model.onnx").write_bytes(_bytes(model))
        _git(repo, "commit", "-q", "-am", branch)
        model = _model(SAMPLES / "features.onnx")
        gemm = next(n for n in model.graph.node if n.op_type == "Gemm")
        alpha = next(a for a in gemm.attribute if a.name == "alpha")
    _git(repo, "merge", "--no-edit", "theirs")  # a binary file: git stops with the three versions
    with pytest.raises(onnxjson.OnnxJsonError, match="prefer must be"):
        onnxjson.resolve(repo / "model.onnx", "mine")
    resolved = onnxjson.resolve(repo / "model.onnx", "theirs")
    assert [c.path for c in resolved] and getattr(resolved, "resolved_to", None) == "theirs"
    merged = onnx.load_model_from_string((repo / "model.onnx").read_bytes())
    assert merged.producer_version == "2"  # theirs' other edit, merged
    gemm = next(n for n in merged.graph.node if n.op_type == "Gemm")
    assert [a.f for a in gemm.attribute if a.name == "alpha"] == [3.0]  # the conflict, taken from theirs
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "m.onnx").write_bytes((SAMPLES / "features.onnx").read_bytes())
    e = _error(lambda: onnxjson.resolve(outside / "m.onnx", "ours"))
    assert "not inside a git repository" in e.message and e.file == str(outside / "m.onnx")


def test_dumps_and_loads_take_typed_options() -> None:
    data = (SAMPLES / "features.onnx").read_bytes()
    text = onnxjson.dumps(data, strip_weights=True)
    assert text == (SAMPLES / "features.stripped.json").read_text(encoding="utf-8")
    assert onnxjson.loads(text, weights_from=data) == data
    with pytest.raises(TypeError):
        onnxjson.dumps(data, strip_weight=True)  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        onnxjson.loads(text, weight_from=data)  # type: ignore[call-arg]


def test_import_does_not_import_onnx() -> None:
    probe = ("import sys, onnxjson; onnxjson.dumps(open(sys.argv[1], 'rb').read()); "
             "print(sorted(m for m in ('onnx', 'google.protobuf', 'jsonschema') if m in sys.modules))")
    run = subprocess.run([sys.executable, "-c", probe, str(SAMPLES / "features.onnx")], capture_output=True,
                         text=True, env=cli_env(), timeout=120, check=True)
    assert run.stdout.strip() == "[]"


# -- validate, diff, info: result objects -------------------------------------------------------------
def test_validate_result() -> None:
    for form in (SAMPLES / "features.json", (SAMPLES / "features.json").read_text(encoding="utf-8"),
                 json.loads((SAMPLES / "features.json").read_text(encoding="utf-8"))):
        result = onnxjson.validate(form)
        assert isinstance(result, onnxjson.ValidationResult)
        assert result and result.valid and result.findings == []
    doc = json.loads((SAMPLES / "features.json").read_text(encoding="utf-8"))
    doc["graph"]["node"][1]["op_type"] = "Reshap"
    result = onnxjson.validate(doc)
    assert not result and not result.valid
    [finding] = result.findings
    assert isinstance(finding, onnxjson.Finding)
    assert finding.path == "graph.node[1].op_type" and "Reshape" in finding.message and finding.rule
    text = json.dumps(doc, indent=1)
    [finding] = onnxjson.validate(text).findings
    assert finding.line is not None
    assert onnxjson.validate(text, schema_only=True)
    big = '{"ir_version": 123456789012345678901234567890}'
    [finding] = onnxjson.validate(big).findings
    assert finding.rule == "json-integer" and finding.line == 1 and "64 bits" in finding.message
    assert len(onnxjson.validate('{"graph": {"node": [{"op_typ": 1}, {"op_typ": 2}, {"op_typ": 3}]}}',
                                 max_findings=2).findings) == 2
    e = _error(lambda: onnxjson.validate(SAMPLES / "features.onnx"))
    assert "ONNX model" in e.message and e.file == str(SAMPLES / "features.onnx")


def test_diff_result(tmp_path: Path) -> None:
    model = _model(SAMPLES / "features.onnx")
    same = onnxjson.diff(SAMPLES / "features.onnx", SAMPLES / "features.json")
    assert isinstance(same, onnxjson.DiffResult) and not same and len(same) == 0 and same.to_text() == ""
    edited = onnx.ModelProto()
    edited.CopyFrom(model)
    edited.producer_name = "someone else"
    edited.graph.initializer[0].raw_data = np.zeros(len(model.graph.initializer[0].raw_data) // 4,
                                                    np.float32).tobytes()
    for a, b in ((model, edited), (SAMPLES / "features.onnx", _bytes(edited)),
                 (onnxjson.to_dict(model), onnxjson.dumps(edited).encode())):
        result = onnxjson.diff(a, b)
        assert result and len(result) == 2
        by_path = {c.path: c for c in result}
        producer = by_path["producer_name"]
        assert (producer.kind, producer.old, producer.new) == ("changed", "onnxjson-samples", "someone else")
        weight = next(c for c in result if c.category == "initializer")
        assert weight.kind == "changed" and weight.numbers is not None and weight.numbers["changed"] > 0
        assert json.loads(result.to_json())[0]["path"] in by_path
        assert "producer_name" in result.to_text()
    # The CLI prints the same.
    onnxjson.save(edited, tmp_path / "e.json")
    run = subprocess.run([*cli_command(cli_env()), "diff", "--json", str(SAMPLES / "features.onnx"),
                          str(tmp_path / "e.json")], capture_output=True, env=cli_env(), timeout=120, check=False)
    assert run.returncode == 1
    assert json.loads(run.stdout) == json.loads(onnxjson.diff(model, tmp_path / "e.json").to_json())
    e = _error(lambda: onnxjson.diff(SAMPLES / "features.onnx", tmp_path / "missing.onnx"))
    assert e.file == str(tmp_path / "missing.onnx")


def test_info_result_is_the_cli_json(capsys: pytest.CaptureFixture[str]) -> None:
    for path, args in ((SAMPLES / "torch_attention.onnx", {"top": 3, "sort": "name"}),
                       (SAMPLES / "tensor.pb", {})):
        result = onnxjson.info(path, **args)
        assert isinstance(result, (onnxjson.ModelInfo, onnxjson.TensorInfo))
        flags = [f"--{k}={v}" for k, v in args.items()]
        assert cli.main(["info", "--json", str(path), *flags]) == 0
        assert json.loads(capsys.readouterr().out) == result.as_dict()
        assert dataclasses.is_dataclass(result)
    result = onnxjson.info(_model(SAMPLES / "torch_cnn.onnx"))
    assert isinstance(result, onnxjson.ModelInfo)
    assert result.params == 1562 and result.counts.initializers == 6 and result.initializers[0].name == "features.4.weight"
    assert result.inputs[0].type == {"kind": "tensor", "elem_type": "FLOAT", "dims": [1, 3, 32, 32]}
    e = _error(lambda: onnxjson.info(SAMPLES / "features.onnx", top=0))
    assert "top" in str(e)
    e = _error(lambda: onnxjson.info(SAMPLES / "features.onnx", sort="big"))
    assert "sort" in str(e)


def test_result_classes_are_documented() -> None:
    for name in ("ModelInfo", "TensorInfo", "DiffResult", "ValidationResult", "Finding", "Change", "VerifyResult"):
        cls = getattr(onnxjson, name)
        assert dataclasses.is_dataclass(cls) and cls.__doc__, name
        if name != "VerifyResult":
            for f in dataclasses.fields(cls):
                assert re.search(rf"\b{f.name}\b", cls.__doc__), (name, f.name)
    with pytest.raises(AttributeError):
        onnxjson.NoSuchThing  # noqa: B018


# -- the README's example ---------------------------------------------------------------------------
def test_readme_python_example_runs(tmp_path: Path) -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Python", 1)[1]
    code = section.split("```python\n", 1)[1].split("```", 1)[0]
    (tmp_path / "model.onnx").write_bytes((SAMPLES / "torch_cnn.onnx").read_bytes())
    run = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                         env=cli_env(), timeout=300, check=False)
    assert run.returncode == 0, run.stderr
    assert os.path.exists(tmp_path / "model.onnx.json")


def test_no_module_imports_a_shadowed_submodule_by_the_package_name() -> None:
    """``from onnxjson import diff`` gives the function, not the module: the package's own code imports
    ``onnxjson.diff``, ``onnxjson.merge`` and ``onnxjson.validate`` by their full names."""
    import ast

    shadowed = {name for name in PUBLIC if (ROOT / "onnxjson" / f"{name}.py").is_file()}
    assert shadowed == {"diff", "merge", "validate"}
    for path in sorted((ROOT / "onnxjson").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module == "onnxjson" and node.level == 0:
                assert not {a.name for a in node.names} & shadowed, f"{path}: from onnxjson import {shadowed}"
    import onnxjson.diff as _  # noqa: F401 -- importing the submodule leaves the function in place

    assert inspect.isfunction(onnxjson.diff) and inspect.isfunction(onnxjson.validate)
    assert inspect.isfunction(onnxjson.merge)
