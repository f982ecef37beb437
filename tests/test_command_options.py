"""One options object per command (issue 29, item 6): DumpOptions, BuildOptions, ValidateOptions.

The public functions keep their keywords; each makes its command's object once, and the pipelines
carry the object instead of restating its settings (ten of dump's were spelled out five times on
their way from cli.py to weights.py). What is checked here, for the class and not one keyword:
- every public keyword that is a setting of a command is a field of its object, with the same
  default; every field is a keyword of some public function, and a flag of the CLI command where
  the CLI has one;
- no pipeline that takes the object takes one of its settings beside it;
- the object checks its settings when made, with the messages and in the order the API always had,
  whichever entry makes it: seeded random combinations of dump's settings through dump, save and
  to_dict, on both paths, against a table of the rules.
"""

from __future__ import annotations

import dataclasses
import inspect
import itertools
import random
from pathlib import Path
from typing import Any

import pytest
import typer.main

import onnxjson
from onnxjson import _api, cli, pipelines
from onnxjson.errors import OnnxJsonError
from onnxjson.options import CLI_FLAGS, MAX_DEPTH_LIMIT, BuildOptions, DumpOptions, ValidateOptions

#: The public functions that make each object (the CLI's dump and build call the first of each).
MAKERS: dict[type, list[Any]] = {
    DumpOptions: [onnxjson.to_dict, onnxjson.dumps, onnxjson.dump, onnxjson.save],
    BuildOptions: [onnxjson.from_dict, onnxjson.loads, onnxjson.build, onnxjson.load],
    ValidateOptions: [onnxjson.validate, _api.validate_file],
}
#: The public function of each command (the CLI command's), and the CLI command.
COMMANDS: dict[type, tuple[Any, str]] = {
    DumpOptions: (onnxjson.dump, "dump"), BuildOptions: (onnxjson.build, "build"),
    ValidateOptions: (_api.validate_file, "validate"),
}
#: The pipelines that carry each object.
CARRIERS: dict[type, list[Any]] = {
    DumpOptions: [pipelines.to_dict, pipelines.dump, pipelines._dump],
    BuildOptions: [pipelines.from_dict, pipelines.build, pipelines._build, pipelines.load, pipelines.built,
                   pipelines._payloads],
    ValidateOptions: [pipelines.validate_file, pipelines._validate_file, pipelines.validate, pipelines._validate_text],
}
#: Fields the CLI command has no flag for (a folder for a document given as a dict or text).
NOT_FLAGS = {BuildOptions: {"base_dir"}, ValidateOptions: {"base_dir"}}


def _fields(cls: type) -> dict[str, Any]:
    return {f.name: f.default for f in dataclasses.fields(cls)}


@pytest.mark.parametrize("cls", list(MAKERS), ids=lambda c: c.__name__)
def test_the_public_keywords_are_the_fields(cls: type) -> None:
    fields = _fields(cls)
    reached: set[str] = set()
    for function in MAKERS[cls]:
        parameters = inspect.signature(function).parameters
        for name, default in fields.items():
            if name in parameters:
                assert parameters[name].default == default, (function.__name__, name)
                reached.add(name)
    assert reached == set(fields), set(fields) - reached
    # The command's own function (the CLI's) takes all but what has no meaning for a file.
    command = COMMANDS[cls][0]
    assert set(fields) - set(inspect.signature(command).parameters) <= {"base_dir"}


@pytest.mark.parametrize("cls", list(MAKERS), ids=lambda c: c.__name__)
def test_the_cli_command_has_a_flag_for_each_field(cls: type) -> None:
    name = COMMANDS[cls][1]
    group: Any = typer.main.get_command(cli.app)
    command = group.commands[name]
    params = {p.name: p for p in command.params}
    for field, default in _fields(cls).items():
        if field in NOT_FLAGS.get(cls, set()):
            continue
        assert field in params, (name, field)
        flags = [o for o in params[field].opts if o.startswith("--")]
        assert flags[0] == CLI_FLAGS.get(field, "--" + field.replace("_", "-")), (name, field, flags)
        assert params[field].default == default, (name, field)


@pytest.mark.parametrize("cls", list(CARRIERS), ids=lambda c: c.__name__)
def test_no_pipeline_restates_a_setting_beside_the_object(cls: type) -> None:
    fields = set(_fields(cls))
    for function in CARRIERS[cls]:
        parameters = inspect.signature(function).parameters
        assert "options" in parameters, function.__name__
        assert not fields & set(parameters), (function.__name__, fields & set(parameters))


def _dump_refusal(settings: dict[str, Any]) -> str | None:
    """The rules of dump's settings, in the order they are checked: the message of the first broken one."""
    sidecar, store, strip = settings.get("sidecar"), settings.get("store"), settings.get("strip_weights", False)
    external, depth = settings.get("external", "keep"), settings.get("max_depth", 500)
    if sidecar is not None and strip:
        return "sidecar=PATH and strip_weights=True exclude each other"
    if store is not None and (sidecar is not None or strip):
        return "store=DIR excludes sidecar=PATH and strip_weights=True"
    if external not in ("keep", "inline", "sidecar"):
        return f"external={external!r} is not one of \"keep\", \"inline\", \"sidecar\""
    if external == "sidecar" and sidecar is None and store is None:
        return "external=\"sidecar\" needs sidecar=PATH"
    if isinstance(depth, bool) or not isinstance(depth, int) or not 1 <= depth <= MAX_DEPTH_LIMIT:
        return f"max_depth must be an integer from 1 to {MAX_DEPTH_LIMIT:,}, not {depth!r}"
    return None


_CHOICES: dict[str, list[Any]] = {
    "sidecar": [None, "side.bin"],
    "store": [None, "blobs"],
    "strip_weights": [False, True],
    "external": ["keep", "inline", "sidecar", "elsewhere"],
    "max_depth": [500, 1, 0, MAX_DEPTH_LIMIT, MAX_DEPTH_LIMIT + 1, True, 2.0],
}


def _settings(rng: random.Random) -> dict[str, Any]:
    return {name: rng.choice(values) for name, values in _CHOICES.items() if rng.random() < 0.7}


def test_dump_settings_are_checked_alike_by_every_entry(tmp_path: Path) -> None:
    """Every combination of the settings that exclude each other, and seeded random ones, through
    dump, save and the object itself: refused with the rule's message before the model is read, or
    taken (the model, absent, is then what is refused)."""
    rng = random.Random(29)
    print("seed 29")
    names = list(_CHOICES)
    cases = [dict(zip(names, values, strict=True)) for values in itertools.product(*_CHOICES.values())]
    cases = rng.sample(cases, 120) + [_settings(rng) for _ in range(80)]
    missing = str(tmp_path / "absent.onnx")
    saves = set(inspect.signature(onnxjson.save).parameters)  # all but store
    for given in cases:
        for entry in ("object", "dump", "save"):
            settings = {k: v for k, v in given.items() if entry != "save" or k in saves}
            expected = _dump_refusal(settings)
            try:
                if entry == "object":
                    DumpOptions(**settings)
                elif entry == "dump":
                    onnxjson.dump(missing, tmp_path / "out.json", **settings)
                else:
                    onnxjson.save(missing, tmp_path / "out.json", **settings)
            except OnnxJsonError as e:
                said: str | None = e.message
                if expected is None:
                    assert "absent.onnx" in str(e), (entry, settings, str(e))
                    continue
            else:
                said = None
            assert said == expected, (entry, settings)
        assert not (tmp_path / "out.json").exists()


@pytest.mark.parametrize("depth", [0, MAX_DEPTH_LIMIT + 1, True, 2.0])
def test_every_maker_refuses_a_depth_out_of_range(depth: Any) -> None:
    """Each public function that makes an object refuses max_depth out of range before reading its
    input (the input here would be refused otherwise)."""
    expected = _dump_refusal({"max_depth": depth})
    for function in [*MAKERS[DumpOptions], *MAKERS[BuildOptions]]:  # (validate has no max_depth)
        args: tuple[Any, ...] = ("/nonexistent/model",)
        if function in (onnxjson.dump, onnxjson.save, onnxjson.build):
            args = (*args, "/nonexistent/out")
        if function is onnxjson.from_dict:
            args = ({},)
        with pytest.raises(OnnxJsonError) as raised:
            function(*args, max_depth=depth)
        assert raised.value.message == expected, function.__name__


def test_the_objects_are_frozen_and_keyword_only() -> None:
    for cls in (DumpOptions, BuildOptions, ValidateOptions):
        options = cls()
        with pytest.raises(dataclasses.FrozenInstanceError):
            options.type = "TensorProto"  # type: ignore[misc]
        with pytest.raises(TypeError):
            cls(None)  # type: ignore[misc]


def test_the_api_makes_the_object_and_calls_the_pipeline_once(monkeypatch: pytest.MonkeyPatch,
                                                              tmp_path: Path) -> None:
    """dump, save, build, validate_file and validate hand the pipeline one object holding what they were given."""
    seen: list[Any] = []
    monkeypatch.setattr(pipelines, "dump", lambda model, out, options, *, progress: seen.append(options))
    monkeypatch.setattr(pipelines, "build", lambda doc, out, options, *, progress: seen.append(options))
    monkeypatch.setattr(pipelines, "validate_file", lambda path, options, *, progress: seen.append(options))
    monkeypatch.setattr(pipelines, "validate", lambda document, options: seen.append(options))
    onnxjson.dump("m.onnx", "d.json", values_limit=3, sidecar="s.bin", external="sidecar", trust_paths=True)
    _api.save(b"", "d.json", strip_weights=True, strip_threshold=7)
    onnxjson.build("d.json", "m.onnx", fill="zeros", store="blobs", strict=True, max_document_size=None)
    _api.validate_file("d.json", schema_only=True, max_findings=3)
    onnxjson.validate({}, onnx_checker=True, base_dir="here")
    assert seen == [
        DumpOptions(values_limit=3, sidecar="s.bin", external="sidecar", trust_paths=True),
        DumpOptions(strip_weights=True, strip_threshold=7),
        BuildOptions(fill="zeros", store="blobs", strict=True, max_document_size=None),
        ValidateOptions(schema_only=True, max_findings=3),
        ValidateOptions(onnx_checker=True, base_dir=Path("here")),
    ]
