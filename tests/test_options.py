"""One source of defaults: the CLI, the Python API and FORMAT.md agree with onnxjson.options.

Also: library errors name parameters (the CLI turns them into its flags), and dump never writes a
document that build refuses because of its nesting.
"""

from __future__ import annotations

import ast
import dataclasses
import inspect
import re
from pathlib import Path
from typing import Any

import pytest
import typer
from wirebuild import field_len, field_string, field_varint

import onnxjson
from onnxjson import _api, jsonio
from onnxjson.cli import app, as_flags, main
from onnxjson.codec.decode import DecodeOptions
from onnxjson.errors import DocumentError
from onnxjson.options import CLI_FLAGS, DEFAULTS, JSON_NESTING_LIMIT, MAX_DEPTH_LIMIT

ROOT = Path(__file__).resolve().parent.parent

# CLI parameter name → the field of DEFAULTS it defaults to (when the names differ).
_CLI_TO_DEFAULT = {"max_document_size": "max_document_bytes"}


def _cli_params() -> list[tuple[str, Any]]:
    """(command, parameter) of every command, as typer hands them to its parser."""
    group: Any = typer.main.get_command(app)
    return [(name, p) for name, cmd in group.commands.items() for p in cmd.params]


def test_every_cli_default_is_the_library_default() -> None:
    fields = {f.name for f in dataclasses.fields(DEFAULTS)}
    checked = set()
    for command, param in _cli_params():
        name = _CLI_TO_DEFAULT.get(param.name or "", param.name or "")
        if name in fields:
            assert param.default == getattr(DEFAULTS, name), (command, param.name)
            checked.add(name)
    # Every default that has a flag was compared.
    assert checked == fields - {"large_document_bytes"}


def test_every_api_default_is_the_library_default() -> None:
    fields = {f.name for f in dataclasses.fields(DEFAULTS)}
    functions = [onnxjson.to_dict, onnxjson.from_dict, onnxjson.dump, onnxjson.build, onnxjson.verify,
                 _api.validate_file, _api.merge]
    seen = set()
    for function in functions:
        for name, parameter in inspect.signature(function).parameters.items():
            key = _CLI_TO_DEFAULT.get(name, name)
            if key in fields:
                assert parameter.default == getattr(DEFAULTS, key), (function.__name__, name)
                seen.add(key)
    assert {"max_depth", "values_limit", "strip_threshold", "max_document_bytes", "max_findings",
            "external"} <= seen
    assert DecodeOptions().max_depth == DEFAULTS.max_depth
    assert DecodeOptions().values_limit == DEFAULTS.values_limit
    assert DEFAULTS.max_document_bytes == jsonio.DEFAULT_MAX_DOCUMENT_BYTES
    assert DEFAULTS.large_document_bytes == jsonio.LARGE_DOCUMENT_BYTES


def test_format_md_states_the_defaults() -> None:
    text = (ROOT / "docs" / "FORMAT.md").read_text(encoding="utf-8")
    row = next(line for line in text.splitlines() if line.startswith("| message nesting depth"))
    assert f"| {DEFAULTS.max_depth} levels" in row
    row = next(line for line in text.splitlines() if line.startswith("| JSON nesting depth"))
    assert f"| {JSON_NESTING_LIMIT} levels" in row
    row = next(line for line in text.splitlines() if line.startswith("| JSON document size"))
    assert f"| {DEFAULTS.max_document_bytes >> 30} GiB" in row
    assert f"`--strip-threshold` bytes, default\n{DEFAULTS.strip_threshold}" in text
    assert f"`--max-depth N` (1 to {MAX_DEPTH_LIMIT:,})" in text


def test_one_name_per_option_across_the_api_and_the_cli() -> None:
    """A CLI option and the API keyword that set the same thing have one name (issue 27): validate's
    ``--max-findings`` is the API's ``max_findings``; ``--max-errors`` stays as its deprecated alias."""
    fields = {f.name for f in dataclasses.fields(DEFAULTS)}
    functions = [getattr(onnxjson, name) for name in onnxjson.__all__ if inspect.isfunction(getattr(onnxjson, name))]
    api = {name for function in [*functions, _api.validate_file, _api.diff_files]
           for name in inspect.signature(function).parameters}
    checked = set()
    for command, param in _cli_params():
        name = param.name or ""
        if _CLI_TO_DEFAULT.get(name, name) not in fields:
            continue
        assert name in api, (command, name)
        flags = [o for o in param.opts if o.startswith("--")]
        assert flags[0] == "--" + name.replace("_", "-"), (command, flags)
        checked.add(name)
    assert {"max_findings", "max_depth", "max_document_size", "strip_threshold", "values_limit"} <= checked
    [param] = [p for command, p in _cli_params() if command == "validate" and p.name == "max_findings"]
    assert param.opts == ["--max-findings", "--max-errors"] and "deprecated" in (param.help or "")


def test_the_old_name_of_max_findings_still_works(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = (ROOT / "samples" / "features.json").read_text(encoding="utf-8")
    path = tmp_path / "many.json"
    path.write_text(doc.replace('"op_type"', '"op_typ"'), encoding="utf-8")
    outputs = []
    for flag in ("--max-findings", "--max-errors"):
        assert main(["validate", "-q", flag, "2", str(path)]) == 1
        outputs.append(capsys.readouterr().out)
    assert outputs[0] == outputs[1] and "stopped after 2 problems; raise --max-findings" in outputs[0]


def test_the_cli_takes_the_library_depth_range() -> None:
    """--max-depth is bounded where the library bounds max_depth (options.MAX_DEPTH_LIMIT)."""
    bounded = [(command, param) for command, param in _cli_params() if param.name == "max_depth"]
    assert {command for command, _ in bounded} >= {"dump", "build", "verify", "merge"}
    for command, param in bounded:
        # typer 0.29 keeps the range on the parameter, the pinned typer<0.29 on its click IntRange type.
        bounds = param if hasattr(param, "min") else param.type
        assert (bounds.min, bounds.max) == (1, MAX_DEPTH_LIMIT), command


# -- errors speak of parameters ------------------------------------------------------------------------

_FLAG = re.compile(r"(?<![\w-])--[a-z][a-z-]+")


def _message_strings(path: Path) -> list[tuple[int, str]]:
    """String constants of a module that are not docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings]


def _command_line(text: str) -> bool:
    commands = set(typer.main.get_command(app).commands)  # type: ignore[attr-defined]
    return "'onnxjson " in text or text.split(" ", 1)[0] in commands


# The CLI itself; its table of flags; schema/generate.py's own command line (python -m ...generate --check).
_NOT_LIBRARY = {"onnxjson/cli.py", "onnxjson/options.py", "onnxjson/schema/generate.py",
                "onnxjson/gen/__init__.py", "onnxjson/gen/__main__.py"}  # python -m onnxjson.gen's own flags


def test_library_messages_name_no_cli_flags() -> None:
    """(A command line of onnxjson, as git-setup writes for git, or a message telling the user to run
    one, 'onnxjson git-setup --global', may use the flags.)"""
    flags = {opt for _, p in _cli_params() for opt in getattr(p, "opts", []) if opt.startswith("--")}
    # cli.py is the CLI; schema/generate.py and gen/ have their own command lines (python -m ... --check).
    modules = [p for p in (ROOT / "onnxjson").rglob("*.py")
               if p.relative_to(ROOT).as_posix() not in _NOT_LIBRARY]
    found = [f"{p.relative_to(ROOT)}:{line}: {flag}" for p in modules for line, text in _message_strings(p)
             for flag in _FLAG.findall(text) if flag in flags and not _command_line(text)]
    assert found == []


@pytest.mark.parametrize(("message", "shown"), [
    ("deeper than 5 levels (raise the limit with max_depth=N)", "deeper than 5 levels (raise the limit with --max-depth N)"),
    ("build with weights_from=ORIGINAL.onnx (or fill=zeros for a test)",
     "build with --weights-from ORIGINAL.onnx (or --fill zeros for a test)"),
    ("outside the folder (use trust_paths=True if you trust it)", "outside the folder (use --trust-paths if you trust it)"),
    ("raise the limit with max_document_size=BYTES", "raise the limit with --max-document-size BYTES"),
    ("with build external_data=True (after dump sidecar=PATH)", "with build --external-data (after dump --sidecar PATH)"),
    ("tensor \"my_type=x\" is fine", "tensor \"my_type=x\" is fine"),
    ("would overwrite the weights_from model", "would overwrite the --weights-from model"),
    ("tensor \"my_weights_from\" and \"weights_from2\"", "tensor \"my_weights_from\" and \"weights_from2\""),
])
def test_the_cli_shows_parameters_as_flags(message: str, shown: str) -> None:
    assert as_flags(message) == shown


def test_every_mapped_flag_exists() -> None:
    flags = {opt for _, p in _cli_params() for opt in getattr(p, "opts", [])}
    assert set(CLI_FLAGS.values()) <= flags


def test_python_and_cli_name_the_limit_each_their_way(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    data = _chain(41)
    with pytest.raises(onnxjson.DecodeError, match=r"max_depth=N"):
        onnxjson.to_dict(data, max_depth=20)
    path = tmp_path / "deep.onnx"
    path.write_bytes(data)
    assert main(["dump", "--max-depth", "20", str(path)]) == 2
    err = capsys.readouterr().err
    assert "--max-depth N" in err and "max_depth=" not in err


# -- dump never writes what build refuses -----------------------------------------------------------


def _chain(levels: int, *, tensor: bool = False) -> bytes:
    """A model ``levels`` message levels deep, through repeated fields only (two JSON levels each):
    GraphProto.node → NodeProto.attribute → AttributeProto.graphs → GraphProto ... With ``tensor``,
    the deepest message is a TensorProto (in AttributeProto.tensors) with readable values, written
    with its fields out of order (so it carries a $layout record)."""
    # Model 1, graph 2, then node, attribute, graph at 3k, 3k+1, 3k+2.
    if tensor:
        # Deepest: the tensor at `levels`, its attribute at levels-1, graph at levels-3.
        graph_level = levels - 3
        leaf = field_varint(2, 1) + field_len(9, b"\x00\x00\x80\x3f") + field_varint(1, 1)
        attr = field_string(1, "t") + field_len(10, leaf) + field_varint(20, 9)
        inner = field_len(1, field_string(4, "Constant") + field_string(2, "y") + field_len(5, attr))
    else:
        graph_level = levels
        inner = field_string(2, "g")
    assert (graph_level - 2) % 3 == 0, "the chain's graphs sit at levels 2, 5, 8, ..."
    for _ in range((graph_level - 2) // 3):
        attr = field_string(1, "body") + field_len(11, inner) + field_varint(20, 10)
        inner = field_len(1, field_string(4, "Loop") + field_string(2, "y") + field_len(5, attr))
    return field_varint(1, 8) + field_len(7, inner)


def _json_depth(value: Any) -> int:
    deepest, todo = 0, [(value, 1)]
    while todo:
        v, depth = todo.pop()
        if isinstance(v, (dict, list)):
            deepest = max(deepest, depth)
            todo.extend((x, depth + 1) for x in (v.values() if isinstance(v, dict) else v))
    return deepest


@pytest.mark.parametrize("tensor", [False, True])
def test_the_deepest_document_dump_writes_builds(tmp_path: Path, tensor: bool,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    limit = DEFAULTS.max_depth
    levels = max(n for n in range(limit - 3, limit + 1) if (n - (3 if tensor else 0) - 2) % 3 == 0)
    data = _chain(levels, tensor=tensor)
    src, doc, out = tmp_path / "deep.onnx", tmp_path / "deep.json", tmp_path / "rebuilt.onnx"
    src.write_bytes(data)
    assert main(["dump", str(src), "-o", str(doc)]) == 0, capsys.readouterr().err
    text = doc.read_bytes()
    assert _json_depth(jsonio.read_document(text)) <= JSON_NESTING_LIMIT
    if tensor:
        assert b'"$layout"' in text and b'"values"' in text
    assert main(["build", str(doc), "-o", str(out)]) == 0, capsys.readouterr().err
    assert out.read_bytes() == data


def test_the_writer_refuses_json_deeper_than_readers_accept() -> None:
    doc: dict[str, Any] = {}
    inner = doc
    for _ in range(JSON_NESTING_LIMIT - 2):
        inner["a"] = {}
        inner = inner["a"]
    inner["b"] = [1]  # JSON_NESTING_LIMIT levels: readable
    assert _json_depth(jsonio.read_document(jsonio.dumps_document(doc))) == JSON_NESTING_LIMIT
    for deeper in ([[1]], [{}], {"c": []}, [[]]):
        inner["b"] = deeper
        with pytest.raises(DocumentError, match=f"deeper than {JSON_NESTING_LIMIT}"):
            jsonio.dumps_document(doc)
