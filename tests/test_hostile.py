"""Hostile and broken input, through the command line: clear errors, nothing lost, nobody escapes.

Every case runs the CLI (``onnxjson.cli.main`` in-process, and ``python -m onnxjson`` in a real
subprocess for a few) and checks the contract of ``onnxjson/cli.py``:

* the exit code: 2 when the command could not do its job, 1 for a negative verdict (validate, verify,
  diff);
* exactly one line on stderr, ``error: FILE: LOCATION: message``, naming the file and the byte offset
  or JSON path, and saying what is wrong; never a traceback, never "internal error";
* nothing lost: no output file created or changed (bytes and mtime of a previous output are kept), the
  inputs unchanged, and no temporary file left in the output folder.

Malformed bytes and JSON errors at module level are tested in test_codec_cases.py and
test_jsonio.py; weights and sidecar faults in test_weights.py.
"""

from __future__ import annotations

import base64
import contextlib
import errno
import functools
import gzip
import io
import json
import os
import signal
import stat
import subprocess
import sys
import time
import tracemalloc
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from cli_support import FRESH, cli_command, cli_env
from wirebuild import EGROUP, SGROUP, field_len, field_string, field_varint, tag

import onnxjson
from onnxjson import _progress, jsonio, pipelines
from onnxjson._progress import NullProgress
from onnxjson.cli import main
from onnxjson.options import DEFAULTS

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = ROOT / "samples"
FEATURES = SAMPLES / "features.onnx"
FEATURES_JSON = SAMPLES / "features.json"
ENVELOPE = {"format_version": 1, "type": "ModelProto"}
IR = field_varint(1, 8)
OLD_OUTPUT = b"previous output, must survive\n"
OLD_MTIME_NS = 1_000_000_000 * 1_000_000_000  # 2001-09-09: any rewrite changes it


# -- helpers ------------------------------------------------------------------------------------------


class Unchanged:
    """Bytes and mtimes of files (or their absence), to prove a failing command touched nothing."""

    def __init__(self, *paths: Path) -> None:
        self.state = {p: (p.read_bytes(), p.stat().st_mtime_ns) if p.exists() else None for p in paths}

    def check(self) -> None:
        for p, before in self.state.items():
            if before is None:
                assert not p.exists(), f"{p.name} was created"
            else:
                assert p.exists(), f"{p.name} was removed"
                assert (p.read_bytes(), p.stat().st_mtime_ns) == before, f"{p.name} was changed"


def old_output(path: Path) -> Path:
    """A previous output file with known bytes and an old mtime."""
    path.write_bytes(OLD_OUTPUT)
    os.utime(path, ns=(OLD_MTIME_NS, OLD_MTIME_NS))
    return path


def temp_files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.startswith(".") and p.name.endswith(".tmp"))


def anonymous_files(pid: int, folder: Path) -> list[str]:
    """Files process ``pid`` has open in ``folder`` that have no name (Linux O_TMPFILE)."""
    found = []
    with contextlib.suppress(OSError):
        for fd in Path(f"/proc/{pid}/fd").iterdir():
            with contextlib.suppress(OSError):
                target = os.readlink(fd)
                if target.startswith(f"{folder}/#") and target.endswith(" (deleted)"):
                    found.append(target)
    return found


def cli(capsys: pytest.CaptureFixture[str], *args: Any) -> tuple[int, str, str]:
    capsys.readouterr()
    code = main([str(a) for a in args])
    out, err = capsys.readouterr()
    return code, out, err


def one_error(err: str, *, file: str | None, contains: tuple[str, ...] = ()) -> str:
    """The single ``error: FILE: ...`` line of stderr, checked."""
    assert "Traceback" not in err, err
    lines = err.splitlines()
    assert len(lines) == 1, f"expected one line on stderr, got {len(lines)}:\n{err[:3000]}"
    line = lines[0]
    assert line.startswith("error: "), line
    assert "internal error" not in line, line
    if file is not None:
        assert line.startswith(f"error: {file}: "), f"the error does not start with the file name: {line[:300]}"
    for part in contains:
        assert part in line, f"{part!r} not in {line[:500]!r}"
    return line


def run_failing(capsys: pytest.CaptureFixture[str], folder: Path, *args: Any, file: str | None,
                contains: tuple[str, ...] = (), code: int = 2, watch: tuple[Path, ...] = ()) -> str:
    """Run a command that must fail; check exit code, stderr, untouched files, no temp files."""
    before = Unchanged(*watch, *(Path(a) for a in args if isinstance(a, Path) and Path(a).is_file()))
    listing = sorted(p.name for p in folder.iterdir())
    rc, _out, err = cli(capsys, *args)
    assert rc == code, f"exit {rc}, stderr: {err[:2000]}"
    line = one_error(err, file=file, contains=contains)
    before.check()
    assert temp_files(folder) == []
    assert sorted(p.name for p in folder.iterdir()) == listing, "a file appeared or vanished"
    return line


def write_doc(path: Path, doc: Any) -> Path:
    path.write_text(json.dumps(doc), "utf-8")
    return path


def model_doc(**fields: Any) -> dict[str, Any]:
    return {"$onnxjson": dict(ENVELOPE), "ir_version": 8,
            "opset_import": [{"domain": "", "version": 18}], **fields}


def run_module(*args: Any, cwd: Path | None = None, stdin: bytes | None = None,
               timeout: float = 120) -> subprocess.CompletedProcess[bytes]:
    """``python -m onnxjson ARGS`` in a real process, forked from a warmed interpreter (cli_support):
    what these tests look at is the process boundary, not the start-up."""
    env = cli_env()
    return subprocess.run([*cli_command(env), *map(str, args)], input=stdin,
                          capture_output=True, cwd=cwd, env=env, timeout=timeout, check=False)


def nested_ifs(levels: int) -> bytes:
    """A model whose graph holds an If whose then_branch holds an If ... ``levels`` deep."""
    g = field_string(2, "g0")
    for i in range(levels):
        attr = field_string(1, "then_branch") + field_len(6, g) + field_varint(20, 5)
        node = field_string(1, "c") + field_string(2, f"y{i}") + field_string(4, "If") + field_len(5, attr)
        g = field_len(1, node) + field_string(2, f"g{i + 1}")
    return IR + field_len(7, g) + field_len(8, field_string(1, "") + field_varint(2, 18))


def type_chain(levels: int, *, shape: bool = False) -> bytes:
    """A model whose input type is a sequence of a sequence ... ``levels`` deep.

    The deepest message sits at level 5 + 2 * levels (ModelProto 1, GraphProto 2, ValueInfoProto 3,
    TypeProto 4, then 2 per sequence, then TypeProto.Tensor), one more with ``shape``.
    """
    t = field_len(1, field_varint(1, 1) + (field_len(2, b"") if shape else b""))
    for _ in range(levels):
        t = field_len(4, field_len(1, t))
    vi = field_string(1, "x") + field_len(2, t)
    return IR + field_len(7, field_string(2, "g") + field_len(11, vi))


# -- ONNX bytes ---------------------------------------------------------------------------------------


def test_empty_onnx_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A 0-byte file is a valid ModelProto with no field set: it dumps, builds back and verifies."""
    empty = tmp_path / "empty.onnx"
    empty.write_bytes(b"")
    rc, _, err = cli(capsys, "dump", empty, "-o", tmp_path / "out.json")
    assert (rc, err) == (0, "")
    assert json.loads((tmp_path / "out.json").read_text()) == {
        "$schema": "https://onnxjson.dev/schemas/v1/ModelProto.schema.json",
        "$onnxjson": {"format_version": 1, "type": "ModelProto"}}
    rc, _, err = cli(capsys, "build", tmp_path / "out.json", "-o", tmp_path / "back.onnx")
    assert (rc, err) == (0, "")
    assert (tmp_path / "back.onnx").read_bytes() == b""
    rc, out, err = cli(capsys, "verify", empty)
    assert (rc, err) == (0, "") and "identical" in out
    rc, _, err = cli(capsys, "info", empty)
    assert (rc, err) == (0, "")


def _truncations() -> list[tuple[int, Any]]:
    data = FEATURES.read_bytes()
    results: list[tuple[int, Any]] = []
    for n in range(len(data)):
        try:
            results.append((n, onnxjson.to_dict(data[:n])))
        except onnxjson.OnnxJsonError as e:
            results.append((n, e))
    return results


@functools.lru_cache(maxsize=1)
def truncations() -> list[tuple[int, Any]]:
    return _truncations()


def test_truncated_at_every_byte() -> None:
    """Every prefix fails with a byte offset, or (cut on a field boundary) round-trips exactly."""
    data = FEATURES.read_bytes()
    accepted = 0
    for n, result in truncations():
        prefix = data[:n]
        if isinstance(result, onnxjson.OnnxJsonError):
            assert isinstance(result, onnxjson.DecodeError), f"cut at {n}: {result}"
            assert 0 <= result.offset <= n, f"cut at {n}: offset {result.offset}"
            assert f"byte {result.offset}" in str(result)
            continue
        accepted += 1
        assert onnxjson.from_dict(result) == prefix, f"cut at {n} does not rebuild exactly"
        check = onnxjson.verify(prefix)
        assert check.identical, f"cut at {n}: first difference at {check.first_difference}"
    assert 1 <= accepted < len(data) // 10  # a few cuts fall on field boundaries


@pytest.mark.parametrize("cut", [1, 3, 24, 100, 2545, -2, -1])
def test_truncated_file_via_cli(capsys: pytest.CaptureFixture[str], tmp_path: Path, cut: int) -> None:
    data = FEATURES.read_bytes()
    n = cut % len(data)
    result = dict(truncations())[n]
    if not isinstance(result, onnxjson.DecodeError):
        pytest.skip(f"the cut at {n} is a valid message")
    path = tmp_path / "cut.onnx"
    path.write_bytes(data[:n])
    out = old_output(tmp_path / "out.json")
    line = run_failing(capsys, tmp_path, "dump", path, "-o", out, file=str(path),
                       contains=(f"byte {result.offset}", result.message), watch=(out,))
    assert line.endswith(result.message)
    run_failing(capsys, tmp_path, "verify", path, file=str(path), contains=(f"byte {result.offset}",))
    run_failing(capsys, tmp_path, "info", path, file=str(path), contains=(f"byte {result.offset}",))


def test_truncation_on_a_field_boundary_verifies_via_cli(capsys: pytest.CaptureFixture[str],
                                                          tmp_path: Path) -> None:
    data = FEATURES.read_bytes()
    cuts = [n for n, r in truncations() if isinstance(r, dict)]
    assert cuts
    for n in (cuts[0], cuts[-1]):
        path = tmp_path / f"cut{n}.onnx"
        path.write_bytes(data[:n])
        rc, out, err = cli(capsys, "verify", path)
        assert (rc, err) == (0, ""), err
        assert out.startswith(f"identical  {path}")
        rc, out, err = cli(capsys, "dump", path, "-o", tmp_path / f"cut{n}.json")
        assert rc == 0, err
        rc, out, err = cli(capsys, "build", tmp_path / f"cut{n}.json", "-o", tmp_path / f"re{n}.onnx")
        assert rc == 0, err
        assert (tmp_path / f"re{n}.onnx").read_bytes() == data[:n]


MALFORMED = {
    # name: (bytes, offset, what the message says)
    "field_number_0": (IR + b"\x00\x01", 2, "field number 0 is not valid"),
    "wire_type_6": (IR + tag(99, 6) + b"\x00", 2, "wire type 6 is not valid"),
    "wire_type_7": (IR + tag(99, 7) + b"\x00", 2, "wire type 7 is not valid"),
    "varint_11_bytes": (IR + b"\x10" + b"\xff" * 10 + b"\x01", 3, "varint longer than 10 bytes"),
    "length_past_end": (IR + b"\x3a\x10abc", 3, "length 16 runs past the end"),
    "group_without_end": (IR + tag(99, SGROUP) + field_varint(1, 1), 6, "group 99 has no end tag"),
    "end_group_without_start": (IR + tag(99, EGROUP), 2, "end-group tag for field 99 without a matching start"),
    "group_with_wrong_end": (IR + tag(99, SGROUP) + tag(98, EGROUP), 4, "end-group tag for field 98"),
    "nested_field_number_0": (IR + field_len(7, field_string(2, "g") + b"\x00\x01"), 7,
                              "field number 0 is not valid"),
    "nested_unbalanced_group": (IR + field_len(7, field_string(2, "g") + tag(5, SGROUP)), 8,
                                "group 5 has no end tag"),
}


@pytest.mark.parametrize("name", list(MALFORMED))
@pytest.mark.parametrize("command", ["dump", "verify", "info"])
def test_malformed_wire(capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, command: str) -> None:
    data, offset, what = MALFORMED[name]
    path = tmp_path / f"{name}.onnx"
    path.write_bytes(data)
    out = old_output(tmp_path / "out.json")
    args: list[Any] = ["dump", path, "-o", out] if command == "dump" else [command, path]
    line = run_failing(capsys, tmp_path, *args, file=str(path), contains=(f"byte {offset}", what), watch=(out,))
    assert f": byte {offset}" in line


def test_malformed_wire_with_explicit_type(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    for name, (data, offset, what) in MALFORMED.items():
        path = tmp_path / f"{name}.onnx"
        path.write_bytes(data)
        run_failing(capsys, tmp_path, "dump", "--type", "ModelProto", path, file=str(path),
                    contains=(f"byte {offset}", what))


def test_nesting_limit_is_the_library_default(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    limit = DEFAULTS.max_depth
    at_limit = tmp_path / "at.onnx"
    at_limit.write_bytes(type_chain((limit - 6) // 2, shape=True))  # deepest message at the limit
    over = tmp_path / "over.onnx"
    over.write_bytes(type_chain((limit - 4) // 2))  # one level deeper
    rc, out, err = cli(capsys, "verify", at_limit)
    assert (rc, err) == (0, ""), err[:500]
    out_json = old_output(tmp_path / "over.json")
    line = run_failing(capsys, tmp_path, "dump", over, "-o", out_json, file=str(over),
                       contains=(f"nested deeper than {limit} levels", "--max-depth", "byte "), watch=(out_json,))
    assert len(line) < 100_000
    run_failing(capsys, tmp_path, "verify", over, file=str(over), contains=(f"nested deeper than {limit}",))
    # --max-depth raises the limit (and lowers it).
    rc, out, err = cli(capsys, "verify", "--max-depth", str(limit + 1), over)
    assert (rc, err) == (0, ""), err[:500]
    assert out.startswith("identical")
    rc, _, err = cli(capsys, "dump", "--max-depth", str(limit + 1), over, "-o", tmp_path / "ok.json")
    assert (rc, err) == (0, "")
    run_failing(capsys, tmp_path, "dump", "--max-depth", "50", at_limit, file=str(at_limit),
                contains=("nested deeper than 50 levels",))


def test_build_within_the_nesting_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A document 45 message levels deep builds back exactly."""
    src = tmp_path / "chain.onnx"
    src.write_bytes(type_chain(20))  # deepest message at level 45
    doc = tmp_path / "chain.json"
    assert cli(capsys, "dump", src, "-o", doc)[0] == 0
    rc, _, err = cli(capsys, "build", doc, "-o", tmp_path / "ok.onnx")
    assert (rc, err) == (0, "")
    assert (tmp_path / "ok.onnx").read_bytes() == src.read_bytes()


def test_build_refuses_nesting_beyond_max_depth(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    src = tmp_path / "chain.onnx"
    src.write_bytes(type_chain(20))  # deepest message at level 45
    doc = tmp_path / "chain.json"
    assert cli(capsys, "dump", src, "-o", doc)[0] == 0
    out = old_output(tmp_path / "out.onnx")
    run_failing(capsys, tmp_path, "build", "--max-depth", "30", doc, "-o", out, file=str(doc),
                contains=("nested deeper than 30 levels",), watch=(out,))


def test_150_if_levels_dump_and_verify(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    model = tmp_path / "deep.onnx"
    model.write_bytes(nested_ifs(150))  # 452 message levels: beyond protobuf's own parser
    rc, out, err = cli(capsys, "verify", model)
    assert (rc, err) == (0, ""), err[:500]
    assert "identical" in out
    doc = tmp_path / "deep.json"
    rc, _, err = cli(capsys, "dump", model, "-o", doc)
    assert (rc, err) == (0, "")
    assert onnxjson.loads(doc.read_bytes()) == model.read_bytes()
    rc, out, err = cli(capsys, "info", model)
    assert (rc, err) == (0, "")


@pytest.mark.parametrize("command", ["build", "validate"])
def test_150_if_levels_build_and_validate(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                          command: str) -> None:
    model = tmp_path / "deep.onnx"
    model.write_bytes(nested_ifs(150))
    doc = tmp_path / "deep.json"
    assert cli(capsys, "dump", model, "-o", doc)[0] == 0
    if command == "build":
        rc, _, err = cli(capsys, "build", doc, "-o", tmp_path / "re.onnx")
        assert (rc, err) == (0, ""), err[:500]
        assert (tmp_path / "re.onnx").read_bytes() == model.read_bytes()
    else:
        rc, _, err = cli(capsys, "validate", doc)
        assert "internal error" not in err, err[:500]
        assert rc in (0, 1), err[:500]


def test_deep_unknown_groups_dump_and_build_back(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    body = field_varint(1, 1)
    for _ in range(60):
        body = tag(99, SGROUP) + body + tag(99, EGROUP)
    model = tmp_path / "groups.onnx"
    model.write_bytes(IR + body)
    rc, _, err = cli(capsys, "dump", model, "-o", tmp_path / "groups.json")
    assert (rc, err) == (0, "")
    rc, _, err = cli(capsys, "build", tmp_path / "groups.json", "-o", tmp_path / "re.onnx")
    assert (rc, err) == (0, ""), err[:300]
    assert (tmp_path / "re.onnx").read_bytes() == model.read_bytes()


def _zip_bytes() -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        z.writestr("model.onnx", FEATURES.read_bytes())
    return buf.getvalue()


NOT_PROTOBUF = {
    "json": (FEATURES_JSON.read_bytes, "looks like JSON text", "onnxjson build"),
    "json_array": (lambda: b"  [1, 2, 3]\n", "looks like JSON text", ""),
    "json_with_bom": (lambda: b"\xef\xbb\xbf{\"a\": 1}", "looks like JSON text", ""),
    "zip": (_zip_bytes, "looks like a zip archive", ""),
    "text": (lambda: b"hello, this is a README\nwith two lines\n", "looks like plain text", ""),
    "gzip": (lambda: gzip.compress(FEATURES.read_bytes()), "looks like a gzip file", ""),
    "png": (lambda: b"\x89PNG\r\n\x1a\n" + b"\x00" * 20, "looks like an image", ""),
}


@pytest.mark.parametrize(("command", "kind"), [("dump", kind) for kind in NOT_PROTOBUF]
                         + [("verify", kind) for kind in NOT_PROTOBUF if not kind.startswith("json")])
def test_clearly_not_protobuf(capsys: pytest.CaptureFixture[str], tmp_path: Path, kind: str,
                              command: str) -> None:
    make, looks, hint = NOT_PROTOBUF[kind]
    path = tmp_path / f"{kind}.onnx"
    path.write_bytes(make())
    out = old_output(tmp_path / "out.json")
    args: list[Any] = ["dump", path, "-o", out] if command == "dump" else ["verify", path]
    line = run_failing(capsys, tmp_path, *args, file=str(path), contains=(looks, "not ONNX protobuf"),
                       watch=(out,))
    assert hint in line


def test_verify_reads_json_text_as_a_document(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """verify takes documents too (it verifies the model a document builds): a JSON object under any
    name is read as one, and refused in one line when it is no document; other JSON text is neither."""
    path = tmp_path / "json.onnx"
    path.write_bytes(FEATURES_JSON.read_bytes())
    rc, _, err = cli(capsys, "verify", path)
    assert (rc, err) == (0, "")
    for kind, says in (("json_with_bom", '"a" is not a field'), ("json_array", "looks like JSON text")):
        path = tmp_path / f"{kind}.onnx"
        path.write_bytes(NOT_PROTOBUF[kind][0]())
        run_failing(capsys, tmp_path, "verify", path, file=str(path), contains=(says,))


def test_verify_several_files_one_broken(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    bad = tmp_path / "bad.onnx"
    bad.write_bytes(FEATURES.read_bytes()[:100])
    rc, out, err = cli(capsys, "verify", FEATURES, bad, SAMPLES / "onnx_light.onnx")
    assert rc == 2
    one_error(err, file=str(bad), contains=("byte ",))
    assert out.count("identical") == 2


# -- JSON documents ---------------------------------------------------------------------------------


def _build_fails(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: bytes | str,
                 contains: tuple[str, ...]) -> str:
    doc = tmp_path / "doc.json"
    doc.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    out = old_output(tmp_path / "out.onnx")
    return run_failing(capsys, tmp_path, "build", doc, "-o", out, file=str(doc), contains=contains,
                       watch=(out,))


def _validate_says(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str | bytes,
                   code: int, contains: tuple[str, ...]) -> str:
    doc = tmp_path / "check.json"
    doc.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    if code == 2:
        return run_failing(capsys, tmp_path, "validate", doc, file=str(doc), contains=contains)
    rc, out, err = cli(capsys, "validate", doc)
    assert (rc, err) == (code, ""), err
    for part in contains:
        assert part in out, out
    assert out.startswith(f"{doc}: ")
    return out


def test_invalid_json_names_line_and_column(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = '{\n  "$onnxjson": {"format_version": 1, "type": "ModelProto"},\n  "ir_version": 8,\n}\n'
    line = _build_fails(capsys, tmp_path, text, ("line 3", "column 18", "invalid JSON"))
    assert "trailing comma" in line
    _validate_says(capsys, tmp_path, text, 2, ("line 3", "column 18"))
    _build_fails(capsys, tmp_path, '{"ir_version": 8 "graph": {}}', ("line 1", "column 18"))


def test_utf8_bom_is_accepted(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    doc = tmp_path / "bom.json"
    doc.write_bytes(b"\xef\xbb\xbf" + FEATURES_JSON.read_bytes())
    rc, _, err = cli(capsys, "build", doc, "-o", tmp_path / "out.onnx")
    assert (rc, err) == (0, "")
    assert (tmp_path / "out.onnx").read_bytes() == FEATURES.read_bytes()
    rc, out, err = cli(capsys, "validate", doc)
    assert (rc, err) == (0, "")
    assert out.startswith("valid")


def test_duplicate_key(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = ('{\n  "$onnxjson": {"format_version": 1, "type": "ModelProto"},\n  "ir_version": 8,\n'
            '  "ir_version": 9\n}\n')
    _build_fails(capsys, tmp_path, text, ("ir_version (line 4)", 'duplicate key "ir_version"', "line 3"))
    _validate_says(capsys, tmp_path, text, 2, ("ir_version (line 4)", "duplicate key"))


def test_snake_and_camel_case_of_one_field(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """"op_type" and "opType" in one object name the same field: refused, with or without envelope."""
    node = {"op_type": "Relu", "opType": "Relu", "input": ["x"], "output": ["y"]}
    foreign = {"irVersion": "8", "graph": {"node": [node]}}
    _build_fails(capsys, tmp_path, json.dumps(foreign), ("graph.node[0].opType", "name the same field"))
    own = model_doc(graph={"node": [node]})
    _build_fails(capsys, tmp_path, json.dumps(own), ("graph.node[0]", '"opType" is not a field',
                                                     'did you mean "op_type"'))


def test_foreign_document_builds_via_cli(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """FORMAT.md section 1: protobuf's JSON mapping (no envelope) is read as foreign input."""
    import onnx
    from google.protobuf import json_format

    model = onnx.load(str(FEATURES))
    doc = write_doc(tmp_path / "foreign.json", json_format.MessageToDict(model))
    assert onnxjson.from_dict(json.loads(doc.read_text())) == FEATURES.read_bytes()
    rc, _, err = cli(capsys, "build", doc, "-o", tmp_path / "out.onnx")
    assert (rc, err) == (0, ""), err


JSON_ERRORS = {
    # name: (document, path in the message, what the message says)
    "unknown_top_level_key": (model_doc(bogus_field=1), "", '"bogus_field" is not a field'),
    "unknown_nested_key": (model_doc(graph={"node": [{"op_tpye": "Relu"}]}), "graph.node[0]",
                           'did you mean "op_type"'),
    "string_for_int": (model_doc(ir_version="eight"), "ir_version", "expected an integer"),
    "object_for_string": (model_doc(producer_name={"a": 1}), "producer_name", "$bytes"),
    "array_for_message": (model_doc(graph=[]), "graph", "expected an object"),
    "bad_enum_name": (model_doc(graph={"initializer": [{"data_type": "FLOATY"}]}),
                      "graph.initializer[0].data_type", 'did you mean "FLOAT"'),
    "int64_overflow": (model_doc(ir_version=2**63), "ir_version", "out of range"),
    "uint64_overflow": (model_doc(graph={"initializer": [{"data_type": "UINT64", "uint64_data": [2**64]}]}),
                        "", "18446744073709551616"),
    "int32_overflow": (model_doc(opset_import=[{"domain": "", "version": 18}],
                                 graph={"node": [{"attribute": [{"name": "a", "type": "INT", "i": 2**63}]}]}),
                       "graph.node[0].attribute[0].i", "out of range"),
    "float32_overflow": (model_doc(graph={"initializer": [{"data_type": "FLOAT", "float_data": [1.0, 1e39]}]}),
                         "graph.initializer[0].float_data[1]", "does not fit in a 32-bit float"),
    "float32_overflow_values": (model_doc(graph={"initializer": [{"data_type": "FLOAT", "dims": [1],
                                                                  "raw_data": {"values": [1e39]}}]}),
                                "graph.initializer[0].raw_data", "does not fit in a 32-bit float"),
    "invalid_base64": (model_doc(graph={"initializer": [{"data_type": "UINT8", "raw_data": "!!!not base64"}]}),
                       "graph.initializer[0].raw_data", "!!!not base64"),
    "base64_bad_length": (model_doc(graph={"initializer": [{"data_type": "UINT8", "raw_data": "A"}]}),
                          "graph.initializer[0].raw_data", "base64"),
    "bad_nan_pattern": (model_doc(graph={"initializer": [{"data_type": "FLOAT", "float_data": ["NaN(0x1)"]}]}),
                        "graph.initializer[0].float_data[0]", "NaN"),
    "newer_format_version": ({"$onnxjson": {"format_version": 99, "type": "ModelProto"}},
                             "$onnxjson.format_version", "upgrade onnxjson"),
    "envelope_not_object": ({"$onnxjson": [1]}, "$onnxjson", "must be an object"),
    "type_not_string": ({"$onnxjson": {"format_version": 1, "type": 7}}, "$onnxjson.type", "must be a string"),
    "unknown_root_type": ({"$onnxjson": {"format_version": 1, "type": "TensorProtoo"}}, "$onnxjson.type",
                          "did you mean TensorProto"),
}

#: JSON_ERRORS cases that expose open bugs: name -> the bug.
JSON_ERROR_BUGS: dict[str, str] = {}


def _json_error(name: str) -> tuple[Any, str, str]:
    return JSON_ERRORS[name]


@pytest.mark.parametrize("name", [
    pytest.param(name, marks=pytest.mark.xfail(strict=True, reason=JSON_ERROR_BUGS[name]))
    if name in JSON_ERROR_BUGS else name for name in JSON_ERRORS])
def test_document_errors_name_path_and_problem(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                               name: str) -> None:
    doc, path, what = _json_error(name)
    text = json.dumps(doc, indent=1)
    line = _build_fails(capsys, tmp_path, text, (what,))
    location = line.split(": ", 2)[2] if line.count(": ") >= 2 else ""
    if path:
        assert location.startswith(path), f"the error does not name {path}: {line}"
    assert "line " in line or not path, line


@pytest.mark.parametrize("name", ["unknown_top_level_key", "unknown_nested_key", "string_for_int",
                                  "bad_enum_name", "int64_overflow", "invalid_base64"])
def test_validate_reports_document_errors(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                          name: str) -> None:
    doc, path, what = _json_error(name)
    out = _validate_says(capsys, tmp_path, json.dumps(doc, indent=1), 1, (what,))
    assert f": {path}" in out if path else True


def test_int64_underflow_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """-2**63 - 1 does not fit int64 (a JSON parser reading it as a float would round it to -2**63)."""
    text = '{"$onnxjson": {"format_version": 1, "type": "ModelProto"},\n "ir_version": -9223372036854775809}'
    line = _build_fails(capsys, tmp_path, text, ("-9223372036854775809",))
    assert "ir_version" in line or ("line 2" in line and "column 16" in line), line


def test_bare_nan_token(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = ('{"$onnxjson": {"format_version": 1, "type": "ModelProto"},\n'
            ' "graph": {"initializer": [{"data_type": "FLOAT", "float_data": [1.0, NaN]}]}}')
    column = text.splitlines()[1].index("NaN") + 1
    line = _build_fails(capsys, tmp_path, text, ("line 2", f"column {column}", "NaN is not a JSON value",
                                                 '"NaN"'))
    assert "Infinity" in line
    _validate_says(capsys, tmp_path, text, 2, ("line 2", "NaN"))


def test_lone_surrogate(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = '{"$onnxjson": {"format_version": 1, "type": "ModelProto"},\n "producer_name": "a\\ud800b"}'
    _build_fails(capsys, tmp_path, text, ("line 2", "column", "surrogate", "$bytes"))


def test_invalid_utf8(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    text = b'{"$onnxjson": {"format_version": 1, "type": "ModelProto"},\n "producer_name": "a\xff"}'
    _build_fails(capsys, tmp_path, text, ("line 2", "column 21", "invalid UTF-8", "0xff"))


@pytest.mark.parametrize("text", ["[" * 100_000, "[" * 100_000 + "]" * 100_000,
                                  '{"a":' * 100_000 + "1" + "}" * 100_000])
@pytest.mark.parametrize("command", ["build", "validate"])
def test_100000_deep_nesting_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                             text: str, command: str) -> None:
    doc = tmp_path / "deep.json"
    doc.write_text(text)
    out = old_output(tmp_path / "out.onnx")
    args: list[Any] = ["build", doc, "-o", out] if command == "build" else ["validate", doc]
    run_failing(capsys, tmp_path, *args, file=str(doc), contains=("line 1", "nested deeper than 1024"),
                watch=(out,))


@pytest.mark.parametrize(("text", "what"), [
    ("", "the document is empty"),
    ("  \n\t ", "the document is empty"),
    ("[]", "must be a JSON object, not array"),
    ("null", "must be a JSON object, not null"),
    ('"model"', "must be a JSON object, not string"),
    ("42", "must be a JSON object"),
    ("{} {}", "invalid JSON"),
])
@pytest.mark.parametrize("command", ["build", "validate"])
def test_not_a_document(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, what: str,
                        command: str) -> None:
    doc = tmp_path / "doc.json"
    doc.write_text(text)
    out = old_output(tmp_path / "out.onnx")
    args: list[Any] = ["build", doc, "-o", out] if command == "build" else ["validate", doc]
    run_failing(capsys, tmp_path, *args, file=str(doc), contains=(what,), watch=(out,))


@pytest.mark.parametrize("text", ["[]", "null", "{} {}", '{"graph": ', "{\"a\": NaN}"])  # 0 bytes: an empty model
def test_not_a_document_info(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str) -> None:
    """info takes a JSON document or an ONNX file: anything else is one clean error."""
    doc = tmp_path / "doc.json"
    doc.write_text(text)
    run_failing(capsys, tmp_path, "info", doc, file=str(doc))


@pytest.mark.parametrize("text", ["{} {}", '{"graph": ', "{\"a\": NaN}"])
@pytest.mark.parametrize("side", ["old", "new"])
def test_not_a_document_diff(capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, side: str) -> None:
    doc = tmp_path / "doc.json"
    doc.write_text(text)
    args = [doc, FEATURES] if side == "old" else [FEATURES, doc]
    run_failing(capsys, tmp_path, "diff", *args, file=str(doc))


@pytest.mark.parametrize("content", ["truncated", "json_array"])  # a 0-byte file is an empty model
def test_diff_names_the_broken_file(capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str) -> None:
    bad = tmp_path / "bad.onnx"
    bad.write_bytes({"truncated": FEATURES.read_bytes()[:100], "json_array": b"[1, 2]"}[content])
    run_failing(capsys, tmp_path, "diff", bad, FEATURES, file=str(bad))


# -- resources -------------------------------------------------------------------------------------


@pytest.mark.parametrize("to_stdout", [False, True])
def test_output_over_the_protobuf_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch, to_stdout: bool) -> None:
    monkeypatch.setattr(pipelines, "PROTOBUF_LIMIT", 1000)  # features.onnx is 5,090 bytes
    out = old_output(tmp_path / "out.onnx")
    line = run_failing(capsys, tmp_path, "build", FEATURES_JSON, "-o", "-" if to_stdout else out,
                       file=str(FEATURES_JSON), contains=("2 GiB", "--external-data", "--sidecar", "5,090"),
                       watch=(out,))
    assert "limit" in line


def test_output_at_the_protobuf_limit_is_fine(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(pipelines, "PROTOBUF_LIMIT", FEATURES.stat().st_size)
    rc, _, err = cli(capsys, "build", FEATURES_JSON, "-o", tmp_path / "out.onnx")
    assert (rc, err) == (0, "")


def _huge_dims_model() -> bytes:
    """A FLOAT initializer with dims [2**62, 2**62] (2**124 elements) and 8 bytes of raw_data."""
    t = (field_varint(1, 2**62) + field_varint(1, 2**62) + field_varint(2, 1) + field_string(8, "w")
         + field_len(9, b"\x00\x00\x80\x3f\x00\x00\x00\x40"))
    return IR + field_len(7, field_string(2, "g") + field_len(5, t)) + field_len(
        8, field_string(1, "") + field_varint(2, 18))


@pytest.fixture
def memory_guard() -> Iterator[None]:
    tracemalloc.start()
    try:
        yield
        _, peak = tracemalloc.get_traced_memory()
        assert peak < 64 << 20, f"peak allocation {peak:,} bytes"
    finally:
        tracemalloc.stop()


def test_dims_product_overflow(capsys: pytest.CaptureFixture[str], tmp_path: Path, memory_guard: None) -> None:
    model = tmp_path / "huge.onnx"
    model.write_bytes(_huge_dims_model())
    doc = tmp_path / "huge.json"
    rc, _, err = cli(capsys, "dump", model, "-o", doc)
    assert (rc, err) == (0, "")
    tensor = json.loads(doc.read_text())["graph"]["initializer"][0]
    assert tensor["dims"] == [2**62, 2**62]
    rc, _, err = cli(capsys, "build", doc, "-o", tmp_path / "re.onnx")
    assert (rc, err) == (0, "")
    assert (tmp_path / "re.onnx").read_bytes() == model.read_bytes()
    rc, out, err = cli(capsys, "verify", model)
    assert (rc, err) == (0, "")
    for flags in (["--strip-weights", "--strip-threshold", "0"], ["--sidecar", tmp_path / "w.bin",
                                                                  "--strip-threshold", "0"]):
        rc, _, err = cli(capsys, "dump", model, "-o", tmp_path / "s.json", *flags)
        assert (rc, err) == (0, ""), err
    rc, _, err = cli(capsys, "build", tmp_path / "s.json", "-o", tmp_path / "s.onnx")
    assert (rc, err) == (0, ""), err
    assert (tmp_path / "s.onnx").read_bytes() == model.read_bytes()
    rc, _, err = cli(capsys, "validate", "-q", doc)
    assert rc in (0, 1) and err == ""
    for source in (model, doc):
        rc, out, err = cli(capsys, "info", "--json", source)
        assert (rc, err) == (0, "")
        info = json.loads(out)
        assert info["weight_bytes"] == 8
        [entry] = info["initializers"]
        assert entry["size"] == 8 and entry["dims"] == [2**62, 2**62] and entry["params"] == 2**124
        rc, out, err = cli(capsys, "info", source)
        assert (rc, err) == (0, "")
        assert "weights       8 bytes\n" in out and f"params        {2**124}\n" in out


def _nested_unknown_chains(depth: int, copies: int) -> bytes:
    """Unknown field 99 holding field 99 holding ... ``depth`` deep, ``copies`` times."""
    chain = field_varint(1, 1)
    for _ in range(depth):
        chain = field_len(99, chain)
    return IR + chain * copies


@pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="needs setitimer")
def test_decode_unknown_is_not_quadratic(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    model = tmp_path / "chains.onnx"
    model.write_bytes(_nested_unknown_chains(490, 5))
    rc, _, err = cli(capsys, "dump", model, "-o", tmp_path / "plain.json")
    assert (rc, err) == (0, "")

    def too_slow(signum: int, frame: Any) -> None:
        raise TimeoutError("dump --decode-unknown took more than 120 s (quadratic takes hours)")

    previous = signal.signal(signal.SIGALRM, too_slow)
    signal.setitimer(signal.ITIMER_REAL, 120)  # a guard against hanging, not a speed test (bench/)
    try:
        rc, _, err = cli(capsys, "dump", "--decode-unknown", model, "-o", tmp_path / "decoded.json")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert (rc, err) == (0, ""), err


def test_cyclic_model_local_functions(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    def function(name: str, calls: str) -> dict[str, Any]:
        return {"name": name, "domain": "my", "input": ["a"], "output": ["b"],
                "node": [{"input": ["a"], "output": ["b"], "op_type": calls, "domain": "my"}],
                "opset_import": [{"domain": "", "version": 18}, {"domain": "my", "version": 1}]}

    doc = write_doc(tmp_path / "cycle.json", model_doc(
        opset_import=[{"domain": "", "version": 18}, {"domain": "my", "version": 1}],
        graph={"name": "g", "node": [{"input": ["x"], "output": ["y"], "op_type": "F", "domain": "my"}],
               # (typed: validate refuses the model's inputs and outputs without a type, as the runtimes do)
               "input": [{"name": "x", "type": {"tensor_type": {"elem_type": "FLOAT"}}}],
               "output": [{"name": "y", "type": {"tensor_type": {"elem_type": "FLOAT"}}}]},
        functions=[function("F", "G"), function("G", "H"), function("H", "F")]))
    rc, out, err = cli(capsys, "validate", doc)
    assert (rc, err) == (1, "")
    assert "cycle" in out and "F → G → H → F" in out and "functions[0]" in out
    out_onnx = old_output(tmp_path / "out.onnx")
    run_failing(capsys, tmp_path, "build", "--strict", doc, "-o", out_onnx, file=str(doc),
                contains=("functions[0]", "cycle"), watch=(out_onnx,))
    # Without --strict it is only a document: it builds, and the tools that read it terminate.
    rc, _, err = cli(capsys, "build", doc, "-o", tmp_path / "cycle.onnx")
    assert (rc, err) == (0, "")
    for args in (["verify", tmp_path / "cycle.onnx"], ["info", tmp_path / "cycle.onnx"],
                 ["diff", doc, tmp_path / "cycle.onnx"]):
        rc, _, err = cli(capsys, *args)
        assert (rc, err) == (0, ""), (args, err)


def test_self_recursive_function(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    doc = write_doc(tmp_path / "self.json", model_doc(
        opset_import=[{"domain": "", "version": 18}, {"domain": "my", "version": 1}],
        graph={"name": "g", "node": [{"input": ["x"], "output": ["y"], "op_type": "F", "domain": "my"}],
               "input": [{"name": "x"}], "output": [{"name": "y"}]},
        functions=[{"name": "F", "domain": "my", "input": ["a"], "output": ["b"],
                    "node": [{"input": ["a"], "output": ["b"], "op_type": "F", "domain": "my"}],
                    "opset_import": [{"domain": "my", "version": 1}]}]))
    rc, out, err = cli(capsys, "validate", doc)
    assert (rc, err) == (1, "")
    assert "F → F" in out or "itself" in out


@pytest.mark.parametrize("command", ["build", "validate"])
def test_document_over_the_size_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str) -> None:
    out = old_output(tmp_path / "out.onnx")
    args: list[Any] = (["build", "--max-document-size", "100", FEATURES_JSON, "-o", out] if command == "build"
                       else ["validate", "--max-document-size", "100", FEATURES_JSON])
    size = FEATURES_JSON.stat().st_size
    run_failing(capsys, tmp_path, *args, file=str(FEATURES_JSON),
                contains=("--max-document-size", f"{size:,} bytes", "limit of 100 bytes"), watch=(out,))
    rc, _, err = cli(capsys, "build", "--max-document-size", str(size), FEATURES_JSON, "-o", tmp_path / "ok.onnx")
    assert (rc, err) == (0, "")


# -- files -----------------------------------------------------------------------------------------


def test_failing_build_keeps_previous_output(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    out = old_output(tmp_path / "model.onnx")
    doc = write_doc(tmp_path / "doc.json", model_doc(ir_version="x"))
    run_failing(capsys, tmp_path, "build", doc, "-o", out, file=str(doc), contains=("ir_version",), watch=(out,))


class _Interrupting(NullProgress):
    """The CLI's progress display, replaced by one that delivers a real signal once the output has
    its first bytes (so the command is stopped half-way through writing)."""

    def __init__(self, sig: int) -> None:
        self.sig = sig
        self.writing = False

    def start(self, total: int, description: str = "") -> None:
        self.writing = description.startswith("writing")

    def advance(self, n: int) -> None:
        if self.writing:
            signal.raise_signal(self.sig)


def _interrupt_while_writing(monkeypatch: pytest.MonkeyPatch, sig: int = signal.SIGINT) -> None:
    monkeypatch.setattr(_progress, "for_cli", lambda quiet: _Interrupting(sig))


def run_with_file_size_limit(*args: Any) -> subprocess.CompletedProcess[str]:
    """``python -m onnxjson ARGS`` whose writes past 1000 bytes fail with EFBIG ("File too large"), as a
    full disk fails them: a real write error in the middle of the output (RLIMIT_FSIZE, with SIGXFSZ
    ignored). A fresh interpreter: the limit is the process's, and set on pytest's own it would stop
    pytest's writes too (a log of ``pytest -v > log`` past 1000 bytes). It writes no bytecode: the
    import system takes a short write of a .pyc for a whole one, and would leave a cut cache file that
    the next interpreter fails to import."""
    import resource

    def limit() -> None:
        signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
        resource.setrlimit(resource.RLIMIT_FSIZE, (1000, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))

    return subprocess.run([*FRESH, *map(str, args)], capture_output=True, text=True,
                          env={**cli_env(), "PYTHONDONTWRITEBYTECODE": "1"}, timeout=300, check=False,
                          preexec_fn=limit)


needs_fsize_limit = pytest.mark.skipif(not hasattr(signal, "SIGXFSZ"), reason="POSIX file size limits")


@pytest.fixture(scope="module")
def corrupt_sidecar_document(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A document whose sidecar holds a 1.2 MB range with one byte changed: build finds out while it
    writes that range (large ranges are checked on a second core as they are copied)."""
    import numpy as np
    from onnx import helper, numpy_helper

    folder = tmp_path_factory.mktemp("corrupt-sidecar")
    weight = numpy_helper.from_array(np.arange(300_000, dtype=np.float32), "w")
    graph = helper.make_graph([helper.make_node("Identity", ["w"], ["y"])], "g", [],
                              [helper.make_tensor_value_info("y", 1, [300_000])], [weight])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 18)])
    onnxjson.dump(model.SerializeToString(), folder / "doc.json", sidecar=folder / "doc.bin")
    data = bytearray((folder / "doc.bin").read_bytes())
    data[-1] ^= 0xFF
    (folder / "doc.bin").write_bytes(bytes(data))
    return folder / "doc.json"


@needs_fsize_limit
@pytest.mark.parametrize("fault", ["onnxjson_error", "write_error"])
def test_build_failing_while_writing_keeps_previous_output(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                           fault: str, corrupt_sidecar_document: Path) -> None:
    out = old_output(tmp_path / "model.onnx")
    doc = FEATURES_JSON if fault == "write_error" else corrupt_sidecar_document
    before = Unchanged(out, doc)
    if fault == "write_error":
        proc = run_with_file_size_limit("build", doc, "-o", out)
        rc, err = proc.returncode, proc.stderr
    else:
        rc, _, err = cli(capsys, "build", doc, "-o", out)
    assert rc == 2
    assert "Traceback" not in err and len(err.splitlines()) == 1, err
    before.check()
    assert temp_files(tmp_path) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["model.onnx"]


@needs_fsize_limit
def test_new_output_is_not_created_when_writing_fails(tmp_path: Path) -> None:
    assert run_with_file_size_limit("build", FEATURES_JSON, "-o", tmp_path / "new.onnx").returncode == 2
    assert list(tmp_path.iterdir()) == []


@needs_fsize_limit
def test_write_error_is_a_clean_error(tmp_path: Path) -> None:
    out = old_output(tmp_path / "model.onnx")
    proc = run_with_file_size_limit("build", FEATURES_JSON, "-o", out)
    assert proc.returncode == 2
    one_error(proc.stderr, file=str(out), contains=("File too large",))
    assert out.read_bytes() == OLD_OUTPUT


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("command", ["build", "dump"])
def test_full_stdout_is_a_clean_error(tmp_path: Path, command: str) -> None:
    args = ["build", FEATURES_JSON, "-o", "-"] if command == "build" else ["dump", FEATURES]
    with open("/dev/full", "wb") as full:
        proc = subprocess.run([*cli_command(cli_env()), *map(str, args)], stdout=full,
                              stderr=subprocess.PIPE, env=cli_env(), timeout=60, check=False)
    err = proc.stderr.decode("utf-8", "replace")
    assert proc.returncode == 2
    one_error(err, file=None, contains=("No space left on device",))


def test_interrupted_build_exits_130(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    out = old_output(tmp_path / "model.onnx")
    _interrupt_while_writing(monkeypatch)
    rc, _, err = cli(capsys, "build", FEATURES_JSON, "-o", out)
    assert rc == 130
    one_error(err, file=None, contains=("interrupted",))


def test_interrupted_build_keeps_previous_output_in_process(capsys: pytest.CaptureFixture[str],
                                                            tmp_path: Path,
                                                            monkeypatch: pytest.MonkeyPatch) -> None:
    out = old_output(tmp_path / "model.onnx")
    before = Unchanged(out)
    _interrupt_while_writing(monkeypatch)
    cli(capsys, "build", FEATURES_JSON, "-o", out)
    before.check()
    assert temp_files(tmp_path) == []


_SIGNALS = [s for s in ("SIGINT", "SIGTERM") if hasattr(signal, s)]
needs_posix_signals = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals")


@pytest.fixture(scope="module")
def big_document(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A 50 MB document: one initializer whose raw_data is 37.5 MB, inline as base64."""
    raw = bytes(range(256)) * (37_500_000 // 256)
    doc = {"$onnxjson": ENVELOPE, "ir_version": 8,
           "graph": {"name": "g", "initializer": [{"dims": [len(raw)], "data_type": "UINT8", "name": "w",
                                                   "raw_data": "@"}]},
           "opset_import": [{"domain": "", "version": 18}]}
    text = json.dumps(doc).replace('"@"', '"' + base64.b64encode(raw).decode("ascii") + '"')
    path = tmp_path_factory.mktemp("big") / "big.json"
    path.write_text(text)
    return path


def _has_mapped(pid: int, path: Path) -> bool | None:
    """Whether process ``pid`` has ``path`` open or mapped (Linux); None when that cannot be known."""
    maps = Path(f"/proc/{pid}/maps")
    if not maps.exists():
        return None
    try:
        return str(path) in maps.read_text()
    except OSError:
        return False


@needs_posix_signals
@pytest.mark.parametrize("signame", _SIGNALS)
def test_interrupted_build_subprocess(tmp_path: Path, big_document: Path, signame: str) -> None:
    """A real build of a 50 MB document, signalled while it reads: previous output intact, no temp file."""
    sig = getattr(signal, signame)
    out = tmp_path / "model.onnx"
    for delay in (0.8, 0.4, 0.2, 0.1):
        old_output(out)
        before = Unchanged(out)
        # A fresh interpreter: the test signals this pid and reads its memory map.
        proc = subprocess.Popen([*FRESH, "build", str(big_document), "-o", str(out)],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=cli_env())
        try:
            deadline = time.monotonic() + 30
            while proc.poll() is None and time.monotonic() < deadline:
                mapped = _has_mapped(proc.pid, big_document)
                if mapped or (mapped is None and time.monotonic() > deadline - 30 + delay):
                    break
                time.sleep(0.005)
            # Signal only while nothing is being written yet; later the write window is tested below.
            if proc.poll() is None and not temp_files(tmp_path):
                proc.send_signal(sig)
            _, err = proc.communicate(timeout=120)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        if out.read_bytes() != OLD_OUTPUT:
            continue  # finished before the signal: try again, sooner
        before.check()
        assert temp_files(tmp_path) == []
        assert b"Traceback" not in err, err.decode()[-2000:]
        if sig == signal.SIGTERM:
            # Killed before the CLI installed its handler, or cleaned up and exited 143 after it.
            assert proc.returncode in (-signal.SIGTERM, 143), err
        return
    pytest.skip("the build always finished before the signal")


#: The CLI with its progress display replaced: once the output has its first bytes, the process
#: marks the file named by ``marker`` and sleeps, waiting for the test's signal.
_PAUSE_AT_WRITING = """
class Paused(progress.NullProgress):
    # The CLI's progress display, replaced: once the output has its first bytes, stop for the signal.
    writing = False
    def start(self, total, description=""):
        self.writing = description.startswith("writing")
    def advance(self, n):
        if self.writing:
            open(marker, "w").close()
            time.sleep(60)
progress.for_cli = lambda quiet: Paused()
"""

_WRITE_WINDOW_DRIVER = """
import sys, time
import onnxjson._progress as progress
from onnxjson.cli import main
marker = sys.argv[1]
""" + _PAUSE_AT_WRITING + """
sys.exit(main(sys.argv[2:]))
"""


@functools.cache
def _signal_while_writing(signame: str, folder: str) -> tuple[int, str, bool, list[str]]:
    """Run build, stop it half-way through writing its output with a signal.

    Returns (exit status, stderr, previous output intact, temp files left).
    """
    tmp = Path(folder)
    out = old_output(tmp / "model.onnx")
    marker = tmp.parent / f"{tmp.name}.ready"
    proc = subprocess.Popen([sys.executable, "-c", _WRITE_WINDOW_DRIVER, str(marker), "build",
                             str(FEATURES_JSON), "-o", str(out)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=cli_env())
    try:
        deadline = time.monotonic() + 60
        while not marker.exists():
            assert proc.poll() is None, proc.communicate()[1].decode()
            assert time.monotonic() < deadline, "the build never started writing"
            time.sleep(0.01)
        assert temp_files(tmp) or anonymous_files(proc.pid, tmp), "no temporary output file while writing"
        proc.send_signal(getattr(signal, signame))
        _, err = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return proc.returncode, err.decode("utf-8", "replace"), out.read_bytes() == OLD_OUTPUT, temp_files(tmp)


@pytest.fixture(scope="module")
def write_window(tmp_path_factory: pytest.TempPathFactory) -> Any:
    folders: dict[str, str] = {}

    def run(signame: str) -> tuple[int, str, bool, list[str]]:
        if signame not in folders:
            folders[signame] = str(tmp_path_factory.mktemp(f"window-{signame}"))
        return _signal_while_writing(signame, folders[signame])

    return run


@needs_posix_signals
@pytest.mark.parametrize("signame", _SIGNALS)
def test_signal_while_writing_keeps_previous_output(write_window: Any, signame: str) -> None:
    _, err, intact, _ = write_window(signame)
    assert intact
    assert "Traceback" not in err, err


@needs_posix_signals
def test_sigint_while_writing_leaves_no_temp_file(write_window: Any) -> None:
    _, _, _, temps = write_window("SIGINT")
    assert temps == []


@needs_posix_signals
def test_sigterm_while_writing_leaves_no_temp_file(write_window: Any) -> None:
    _, _, _, temps = write_window("SIGTERM")
    assert temps == []


@pytest.mark.skipif(sys.platform == "win32" or os.geteuid() == 0,
                    reason="root (and Windows) ignore folder permissions")
@pytest.mark.parametrize("command", ["build", "dump"])
def test_read_only_target_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str) -> None:
    folder = tmp_path / "ro"
    folder.mkdir()
    out = old_output(folder / ("model.onnx" if command == "build" else "model.json"))
    folder.chmod(0o555)
    try:
        args: list[Any] = (["build", FEATURES_JSON, "-o", out] if command == "build"
                           else ["dump", FEATURES, "-o", out])
        run_failing(capsys, folder, *args, file=str(out), contains=("permission denied",), watch=(out,))
    finally:
        folder.chmod(0o755)


@pytest.mark.parametrize("command", ["build", "dump"])
def test_unwritable_target_folder_simulated(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch, command: str) -> None:
    """The same as above where permissions cannot be tested (root): creating the file is refused."""
    from onnxjson import files

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(files._Output, "_open_temp", refuse)
    out = old_output(tmp_path / ("model.onnx" if command == "build" else "model.json"))
    args: list[Any] = (["build", FEATURES_JSON, "-o", out] if command == "build"
                       else ["dump", FEATURES, "-o", out])
    run_failing(capsys, tmp_path, *args, file=str(out), contains=("permission denied",), watch=(out,))


@pytest.mark.parametrize("command", ["build", "dump"])
def test_output_folder_missing_or_a_folder(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                           command: str) -> None:
    src = FEATURES_JSON if command == "build" else FEATURES
    missing = tmp_path / "no" / "such" / "out.bin"
    run_failing(capsys, tmp_path, command, src, "-o", missing, file=str(missing),
                contains=("the output folder does not exist",))
    run_failing(capsys, tmp_path, command, src, "-o", tmp_path, file=str(tmp_path), contains=("is a folder",))


@pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="needs /proc")
@pytest.mark.parametrize("command", ["build", "dump"])
def test_output_folder_that_takes_no_file(capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str) -> None:
    """/proc exists but refuses new files (ENOENT, as a missing folder would): say which it is."""
    src = FEATURES_JSON if command == "build" else FEATURES
    for out in ("/proc/version", "/proc/onnxjson-new.bin"):
        run_failing(capsys, tmp_path, command, src, "-o", out, file=out,
                    contains=("cannot create a file in the output folder",))


def _same_path_case(name: str, tmp: Path) -> tuple[list[Any], Path]:
    """(arguments, the input that must survive) of a command whose output would land on an input."""
    model = tmp / "model.onnx"
    model.write_bytes(FEATURES.read_bytes())
    doc = tmp / "doc.json"
    doc.write_bytes(FEATURES_JSON.read_bytes())
    cases: dict[str, tuple[list[Any], Path]] = {
        "dump_stripped_over_its_input": (["dump", model, "--strip-weights", "--strip-threshold", "0",
                                          "-o", model], model),
        "dump_sidecar_over_its_input": (["dump", model, "--sidecar", model, "--strip-threshold", "0",
                                         "-o", tmp / "out.json"], model),
        "dump_sidecar_is_the_document": (["dump", model, "--sidecar", tmp / "out.json", "--strip-threshold",
                                          "0", "-o", tmp / "out.json"], model),
        "build_over_its_document": (["build", doc, "-o", doc], doc),
    }
    return cases[name]


@pytest.mark.parametrize("name", ["dump_stripped_over_its_input", "dump_sidecar_over_its_input",
                                  "dump_sidecar_is_the_document", "build_over_its_document"])
def test_output_on_an_input_is_refused(capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str) -> None:
    args, survivor = _same_path_case(name, tmp_path)
    before = Unchanged(survivor)
    rc, _, err = cli(capsys, *args)
    before.check()
    assert rc == 2
    one_error(err, file=None)


def test_corrupted_layout_never_writes_unreadable_onnx(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    doc = write_doc(tmp_path / "doc.json", {"$onnxjson": ENVELOPE, "ir_version": 8,
                                            "$layout": {"runs": ["1x2"], "earlier": {"1": ["ff"]}}})
    out = tmp_path / "out.onnx"
    rc, _, err = cli(capsys, "build", doc, "-o", out)
    if rc == 0:
        rc, _, err = cli(capsys, "verify", out)
        assert (rc, err) == (0, ""), f"build wrote {out.read_bytes().hex()}: {err}"
    else:
        one_error(err, file=str(doc), contains=("$layout",))


def test_input_problems(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    missing = tmp_path / "missing.onnx"
    run_failing(capsys, tmp_path, "dump", missing, file=str(missing), contains=("no such file",))
    run_failing(capsys, tmp_path, "build", tmp_path / "missing.json", "-o", tmp_path / "x.onnx",
                file=str(tmp_path / "missing.json"), contains=("no such file",))
    run_failing(capsys, tmp_path, "dump", tmp_path, file=str(tmp_path), contains=("is a folder",))
    if hasattr(os, "mkfifo"):
        fifo = tmp_path / "fifo.onnx"
        os.mkfifo(fifo)
        run_failing(capsys, tmp_path, "dump", fifo, file=str(fifo), contains=("not a regular file",))


def test_stored_sidecar_path_uses_forward_slashes(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    (tmp_path / "weights").mkdir()
    doc = tmp_path / "model.json"
    rc, _, err = cli(capsys, "dump", FEATURES, "-o", doc, "--sidecar", tmp_path / "weights" / "w.bin",
                     "--strip-threshold", "0")
    assert (rc, err) == (0, "")
    stored = json.loads(doc.read_text())["$onnxjson"]["weights"]["sidecar"]
    assert stored == "weights/w.bin" and "\\" not in stored
    rc, _, err = cli(capsys, "build", doc, "-o", tmp_path / "re.onnx")
    assert (rc, err) == (0, "")
    assert (tmp_path / "re.onnx").read_bytes() == FEATURES.read_bytes()


def test_binary_stdout_is_not_translated(tmp_path: Path) -> None:
    data = FEATURES.read_bytes()
    assert b"\n" in data  # a byte that text-mode stdout would translate on Windows
    proc = run_module("build", FEATURES_JSON, "-o", "-")
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout == data
    assert proc.stderr == b""
    # And the other way round: stdin is read as bytes.
    proc = run_module("dump", "-", stdin=data)
    assert proc.returncode == 0, proc.stderr.decode()
    assert onnxjson.loads(proc.stdout) == data


# -- real subprocesses: the same contract at the process boundary -------------------------------------


def _subprocess_cases(tmp: Path) -> list[tuple[list[Any], str, tuple[str, ...], int]]:
    empty = tmp / "empty.onnx"
    empty.write_bytes(b"")
    cut = tmp / "cut.onnx"
    cut.write_bytes(FEATURES.read_bytes()[:100])
    bad_json = tmp / "bad.json"
    bad_json.write_text('{"ir_version": 8,,}')
    deep = tmp / "deep.json"
    deep.write_text("[" * 100_000)
    zipped = tmp / "zipped.onnx"
    zipped.write_bytes(_zip_bytes())
    wt7 = tmp / "wt7.onnx"
    wt7.write_bytes(MALFORMED["wire_type_7"][0])
    return [
        (["dump", cut, "-o", tmp / "out.json"], str(cut), ("byte ",), 2),
        (["verify", wt7], str(wt7), ("byte 2", "wire type 7"), 2),
        (["build", bad_json, "-o", tmp / "out.onnx"], str(bad_json), ("line 1", "column"), 2),
        (["build", deep, "-o", tmp / "out.onnx"], str(deep), ("nested deeper than 1024",), 2),
        (["dump", zipped, "-o", tmp / "out.json"], str(zipped), ("zip archive",), 2),
        (["build", "-", "-o", tmp / "out.onnx"], "<stdin>", ("the document is empty",), 2),
    ]


def test_errors_in_real_subprocesses(tmp_path: Path) -> None:
    old_output(tmp_path / "out.json")
    old_output(tmp_path / "out.onnx")
    for args, file, contains, code in _subprocess_cases(tmp_path):
        before = Unchanged(tmp_path / "out.json", tmp_path / "out.onnx")
        proc = run_module(*args, stdin=b"")
        err = proc.stderr.decode("utf-8", "replace")
        assert proc.returncode == code, (args, err)
        one_error(err, file=file, contains=contains)
        assert proc.stdout == b""
        before.check()
        assert temp_files(tmp_path) == []



# -- outputs never replace inputs or special files (issue 12), in real subprocesses ------------------


def _run_ok(*args: Any, cwd: Path) -> None:
    proc = run_module(*args, cwd=cwd)
    assert proc.returncode == 0, proc.stderr.decode()


@pytest.fixture(scope="module")
def input_roles(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A folder with every kind of file a command reads: models, documents, sidecars, external data."""
    tmp = tmp_path_factory.mktemp("roles")
    (tmp / "orig.onnx").write_bytes(FEATURES.read_bytes())
    _run_ok("dump", "orig.onnx", "--sidecar", "w.bin", "--strip-threshold", "0", "-o", "doc.json", cwd=tmp)
    _run_ok("build", "doc.json", "--external-data", "-o", "ext.onnx", cwd=tmp)  # references w.bin
    _run_ok("dump", "ext.onnx", "-o", "extdoc.json", cwd=tmp)  # a document with external data (w.bin)
    _run_ok("dump", "orig.onnx", "--strip-weights", "--strip-threshold", "0", "-o", "stripped.json", cwd=tmp)
    return tmp


# (command line with {} for the output, the file it must not replace)
_READ_FILES: list[tuple[str, list[str], str]] = [
    ("dump-over-model", ["dump", "ext.onnx", "-o", "{}"], "ext.onnx"),
    ("dump-over-external-data", ["dump", "ext.onnx", "-o", "{}"], "w.bin"),
    ("dump-sidecar-over-model", ["dump", "ext.onnx", "--sidecar", "{}", "-o", "out.json"], "ext.onnx"),
    ("dump-sidecar-over-external-data", ["dump", "ext.onnx", "--sidecar", "{}", "-o", "out.json"], "w.bin"),
    ("dump-inline-over-external-data", ["dump", "ext.onnx", "--external", "inline", "-o", "{}"], "w.bin"),
    ("build-over-document", ["build", "doc.json", "-o", "{}"], "doc.json"),
    ("build-over-sidecar", ["build", "doc.json", "-o", "{}"], "w.bin"),
    ("build-external-data-over-sidecar", ["build", "doc.json", "--external-data", "-o", "{}"], "w.bin"),
    ("build-over-documents-external-data", ["build", "extdoc.json", "-o", "{}"], "w.bin"),
    ("build-over-weights-from", ["build", "stripped.json", "--weights-from", "orig.onnx", "-o", "{}"],
     "orig.onnx"),
]
_SPELLINGS = ["same", "dot", "absolute", "hardlink", "symlink"]


def _spell(tmp: Path, name: str, spelling: str) -> str:
    if spelling == "same":
        return name
    if spelling == "dot":
        return f"./{name}"
    if spelling == "absolute":
        return str(tmp / name)
    alias = tmp / f"alias-{spelling}-{name}"
    if not alias.exists():
        (os.link if spelling == "hardlink" else os.symlink)(tmp / name if spelling == "hardlink" else name, alias)
    return alias.name


# Each case in two spellings; every spelling in four cases.
_READ_CASES = [(*case, _SPELLINGS[(i + k) % len(_SPELLINGS)]) for i, case in enumerate(_READ_FILES) for k in (0, 2)]


@pytest.mark.parametrize(("case", "args", "victim", "spelling"), _READ_CASES,
                         ids=[f"{c[0]}-{c[3]}" for c in _READ_CASES])
def test_no_output_replaces_a_file_the_command_reads(tmp_path: Path, input_roles: Path, case: str,
                                                     args: list[str], victim: str, spelling: str) -> None:
    """Every file a command reads or references, in every spelling, is refused as an output."""
    import shutil

    tmp = tmp_path / "roles"
    shutil.copytree(input_roles, tmp)
    target = _spell(tmp, victim, spelling)
    before = Unchanged(*tmp.iterdir())
    listing = sorted(p.name for p in tmp.iterdir())
    # --trust-paths: a hard-linked sidecar is otherwise refused for another reason.
    proc = run_module(*[a.replace("{}", target) for a in args], "--trust-paths", cwd=tmp)
    err = proc.stderr.decode()
    assert proc.returncode == 2, err
    one_error(err, file=target, contains=("would overwrite",))
    before.check()
    assert sorted(p.name for p in tmp.iterdir()) == listing
    assert (tmp / target).samefile(tmp / victim)


def _reader(path: Path) -> tuple[subprocess.Popen[bytes], Path]:
    sink = path.with_name(path.name + ".read")
    return subprocess.Popen(["sh", "-c", 'cat "$1" > "$2"', "sh", str(path), str(sink)]), sink


_WRITERS: list[tuple[str, list[str], bytes | None]] = [
    ("build", ["build", str(FEATURES_JSON), "-o", "{}"], FEATURES.read_bytes()),
    ("dump", ["dump", str(FEATURES), "-o", "{}"], FEATURES_JSON.read_bytes()),
    ("dump-sidecar", ["dump", str(FEATURES), "--strip-threshold", "0", "--sidecar", "{}", "-o", "d.json"], None),
]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
@pytest.mark.parametrize(("case", "args", "expected"), _WRITERS, ids=[w[0] for w in _WRITERS])
def test_output_into_a_fifo(tmp_path: Path, case: str, args: list[str], expected: bytes | None) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    ino = fifo.stat().st_ino
    reader, sink = _reader(fifo)
    try:
        proc = run_module(*[a.replace("{}", str(fifo)) for a in args], "-q", cwd=tmp_path)
    finally:
        reader.wait(timeout=60)
    assert proc.returncode == 0, proc.stderr.decode()
    st = fifo.stat()
    assert stat.S_ISFIFO(st.st_mode) and st.st_ino == ino, "the FIFO was replaced"
    if expected is not None:
        assert sink.read_bytes() == expected
    else:
        assert sink.stat().st_size > 0
    assert temp_files(tmp_path) == []


@pytest.mark.skipif(os.name != "posix" or os.geteuid() != 0, reason="mknod needs root")
@pytest.mark.parametrize(("case", "args", "expected"), _WRITERS, ids=[w[0] for w in _WRITERS])
def test_output_into_a_character_device(tmp_path: Path, case: str, args: list[str], expected: bytes | None) -> None:
    """Our own null device (never the system's /dev/null): written into, not replaced by a file."""
    null = tmp_path / "null"
    os.mknod(null, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    ino = null.stat().st_ino
    proc = run_module(*[a.replace("{}", str(null)) for a in args], "-q", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr.decode()
    st = null.lstat()
    assert stat.S_ISCHR(st.st_mode) and st.st_ino == ino, "the device was replaced by a file"
    assert temp_files(tmp_path) == []
    assert stat.S_ISCHR(os.stat("/dev/null").st_mode)


@pytest.mark.skipif(not Path("/proc/self/fd").is_dir(), reason="needs /proc")
@pytest.mark.parametrize(("case", "args", "expected"), _WRITERS[:2], ids=[w[0] for w in _WRITERS[:2]])
def test_output_through_a_link_to_stdout(tmp_path: Path, case: str, args: list[str], expected: bytes) -> None:
    """Like ``-o /dev/stdout`` (a link to /proc/self/fd/1), on our own link: the bytes go to the pipe."""
    link = tmp_path / "stdout"
    link.symlink_to("/proc/self/fd/1")
    proc = run_module(*[a.replace("{}", str(link)) for a in args], "-q", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stdout == expected
    assert link.is_symlink() and os.readlink(link) == "/proc/self/fd/1"
    assert temp_files(tmp_path) == []


def test_output_through_a_symlink_replaces_its_target(tmp_path: Path) -> None:
    real = old_output(tmp_path / "real.onnx")
    link = tmp_path / "link.onnx"
    link.symlink_to("real.onnx")
    proc = run_module("build", FEATURES_JSON, "-o", link)
    assert proc.returncode == 0, proc.stderr.decode()
    assert link.is_symlink() and real.read_bytes() == FEATURES.read_bytes()
    assert temp_files(tmp_path) == []


@pytest.mark.skipif(os.name != "posix", reason="POSIX sockets")
def test_output_on_a_socket_is_refused(tmp_path: Path) -> None:
    import socket

    path = tmp_path / "sock"
    with socket.socket(socket.AF_UNIX) as s:
        s.bind(str(path))
        proc = run_module("build", FEATURES_JSON, "-o", path)
    assert proc.returncode == 2
    one_error(proc.stderr.decode(), file=str(path), contains=("socket",))


_PAIR_DRIVER = """
import errno, io, os, sys, time
import onnxjson.files as files
import onnxjson.jsonio as jsonio
import onnxjson.weights as weights
from onnxjson.cli import main
mode, marker = sys.argv[1], sys.argv[2]
def full(*args):
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
if mode.endswith("-disk-full"):
    # The output file's writes fail once 100 bytes are written, as on a full disk.
    full_name = ".json" if mode.startswith("document") else ".bin"
    class FullDisk(io.FileIO):
        def write(self, data):
            if self.name_for_test.endswith(full_name) and self.written + len(data) > 100:
                full()
            self.written += len(data)
            return super().write(data)
    class File(files._File, FullDisk):
        written = 0
        @property
        def name_for_test(self):
            return self.label
    files._File = File
elif mode == "document-rename-fails":
    real_replace = os.replace
    def replace(src, dst, *a, **kw):
        if str(dst).endswith(".json"):
            full()
        return real_replace(src, dst, *a, **kw)
    files.os.replace = replace
elif mode == "signal-while-writing-document":
    def write_document(doc, stream):
        stream.write(b'{"half": ')
        stream.flush()
        open(marker, "w").close()
        time.sleep(60)
    jsonio.write_document = write_document
sys.exit(main(sys.argv[3:]))
"""


@pytest.mark.parametrize("mode", ["document-disk-full", "sidecar-disk-full", "document-rename-fails",
                                  "signal-while-writing-document"])
def test_sidecar_and_document_are_one_pair(tmp_path: Path, mode: str) -> None:
    """``dump --sidecar S -o D``: if either write fails, neither the old S nor the old D changes."""
    side, doc = tmp_path / "w.bin", tmp_path / "d.json"
    _run_ok("dump", FEATURES, "--sidecar", side, "--strip-threshold", "0", "-o", doc, cwd=tmp_path)
    for p in (side, doc):  # an old pair with an old mtime
        os.utime(p, ns=(OLD_MTIME_NS, OLD_MTIME_NS))
    before = Unchanged(side, doc)
    marker = tmp_path.parent / f"{tmp_path.name}.ready"
    # A different model, so the new pair differs from the old one.
    other = tmp_path.parent / f"{tmp_path.name}-other.onnx"
    other.write_bytes(FEATURES.read_bytes().replace(b"features", b"Features", 1))
    proc = subprocess.Popen([sys.executable, "-c", _PAIR_DRIVER, mode, str(marker), "dump", str(other),
                             "--sidecar", str(side), "--strip-threshold", "0", "-o", str(doc), "-q"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=cli_env())
    try:
        if mode.startswith("signal"):
            deadline = time.monotonic() + 60
            while not marker.exists():
                assert proc.poll() is None, proc.communicate()[1].decode()
                assert time.monotonic() < deadline
                time.sleep(0.01)
            proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    text = err.decode()
    if mode.startswith("signal"):
        assert proc.returncode == 143, text
    else:
        assert proc.returncode == 2, text
        failed = side if mode.startswith("sidecar") else doc
        one_error(text, file=str(failed), contains=("No space left on device",))
    before.check()
    assert temp_files(tmp_path) == []
    rc = run_module("build", doc, "-o", tmp_path / "check.onnx")
    assert rc.returncode == 0, rc.stderr.decode()
    assert (tmp_path / "check.onnx").read_bytes() == FEATURES.read_bytes()


_KILL_DRIVER = """
import sys, time
import onnxjson._progress as progress
import onnxjson.files as files
from onnxjson.cli import main
marker, anonymous = sys.argv[1], sys.argv[2] == "anonymous"
files.ANONYMOUS_TEMPS = anonymous
""" + _PAUSE_AT_WRITING + """
sys.exit(main(sys.argv[3:]))
"""


@needs_posix_signals
@pytest.mark.parametrize("temps", ["anonymous", "named"])
def test_sigkill_leaves_no_temp_file_or_the_next_run_cleans_it(tmp_path: Path, temps: str) -> None:
    out = old_output(tmp_path / "model.onnx")
    marker = tmp_path.parent / f"{tmp_path.name}.ready"
    proc = subprocess.Popen([sys.executable, "-c", _KILL_DRIVER, str(marker), temps, "build",
                             str(FEATURES_JSON), "-o", str(out)],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=cli_env())
    try:
        deadline = time.monotonic() + 60
        while not marker.exists():
            assert proc.poll() is None, proc.communicate()[1].decode()
            assert time.monotonic() < deadline
            time.sleep(0.01)
        proc.kill()
        proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert out.read_bytes() == OLD_OUTPUT
    left = temp_files(tmp_path)
    anonymous_possible = sys.platform.startswith("linux") and hasattr(os, "O_TMPFILE")
    if temps == "anonymous" and anonymous_possible:
        assert left == []
        return
    # Named temporary files are recognisable (they name the target and the dead process) ...
    from onnxjson.files import TEMP_RE

    assert len(left) == 1 and left[0].startswith(".model.onnx.onnxjson-") and TEMP_RE.match(left[0])
    assert str(proc.pid) in left[0]
    # ... and the next run in that folder removes them.
    done = run_module("build", FEATURES_JSON, "-o", tmp_path / "other.onnx")
    assert done.returncode == 0, done.stderr.decode()
    assert temp_files(tmp_path) == []


# -- clean errors at the process boundary (issue 12) ----------------------------------------------


def _run_sh(script: str, *args: Any, stdin: Any = None, timeout: float = 120) -> subprocess.CompletedProcess[bytes]:
    """Run ``python -m onnxjson ARGS`` under ``sh -c SCRIPT`` (which redirects; "$@" is the command), forked
    from the warmed interpreter (the descriptors it is given are what these tests are about)."""
    return subprocess.run(["sh", "-c", script, "sh", *cli_command(cli_env()), *map(str, args)],
                          stdin=stdin, capture_output=True, env=cli_env(), timeout=timeout, check=False)


@functools.cache
def _printing_commands(folder: str) -> list[list[str]]:
    """Every command that prints to stdout, with inputs that make it print something."""
    tmp = Path(folder)
    changed = tmp / "changed.json"
    changed.write_text(FEATURES_JSON.read_text().replace('"producer_name": "', '"producer_name": "x', 1))
    return [
        ["verify", str(FEATURES)],
        ["validate", str(FEATURES_JSON)],
        ["info", str(FEATURES)],
        ["info", "--json", str(FEATURES)],
        ["diff", str(FEATURES_JSON), str(changed)],
        ["diff", "--json", str(FEATURES_JSON), str(changed)],
        ["diff", "--unified", str(FEATURES_JSON), str(changed)],
        ["dump", str(FEATURES)],
        ["build", str(FEATURES_JSON), "-o", "-"],
        ["schema", "--check"],
    ]


_STDOUT_BROKEN = {"full-disk": 'exec "$@" > /dev/full', "closed": 'exec "$@" >&-'}


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
@pytest.mark.parametrize("stdout", list(_STDOUT_BROKEN))
def test_every_printing_command_reports_a_broken_stdout(tmp_path: Path, stdout: str) -> None:
    """A full disk or a closed stdout: exit 2 and one line naming <stdout>, never "internal error"."""
    for args in _printing_commands(str(tmp_path)):
        proc = _run_sh(_STDOUT_BROKEN[stdout], *args)
        err = proc.stderr.decode()
        assert proc.returncode == 2, (args, err)
        one_error(err, file="<stdout>", contains=("No space left" if stdout == "full-disk" else "closed",))


def test_an_error_with_stderr_closed_still_exits_2(tmp_path: Path) -> None:
    for args in (["dump", tmp_path / "missing.onnx"], ["build", tmp_path / "missing.json", "-o", tmp_path / "x"],
                 ["verify", tmp_path / "missing.onnx"], ["dump", FEATURES, "--max-depth", "0"]):
        proc = _run_sh('exec "$@" 2>&-', *args)
        assert proc.returncode == 2, (args, proc.stdout[-500:])


@pytest.mark.parametrize("command", ["dump", "build"])
def test_a_closed_pipe_is_not_an_error(tmp_path: Path, command: str) -> None:
    """``build -o - | head`` behaves like ``dump | head``: the reader went away, exit 0, nothing said."""
    big = tmp_path / "big.json"
    raw = bytes(range(256)) * 4096  # 1 MiB: more than a pipe holds
    write_doc(big, model_doc(graph={"name": "g", "initializer": [
        {"dims": [len(raw)], "data_type": "UINT8", "name": "w",
         "raw_data": base64.b64encode(raw).decode("ascii")}]}))
    if command == "build":
        proc = _run_sh('"$@" -o - | head -c 10 > /dev/null; exit "${PIPESTATUS:-0}"', "build", big)
        proc = subprocess.run(["sh", "-c", '"$@" 2>err.txt | head -c 10 > /dev/null; cat err.txt', "sh",
                               *cli_command(cli_env()), "build", str(big), "-o", "-"],
                              capture_output=True, env=cli_env(), cwd=tmp_path, timeout=120, check=False)
    else:
        model = tmp_path / "big.onnx"
        _run_ok("build", big, "-o", model, cwd=tmp_path)
        proc = subprocess.run(["sh", "-c", '"$@" 2>err.txt | head -c 10 > /dev/null; cat err.txt', "sh",
                               *cli_command(cli_env()), "dump", str(model)],
                              capture_output=True, env=cli_env(), cwd=tmp_path, timeout=120, check=False)
    assert proc.stdout == b"", proc.stdout.decode()[-2000:]  # nothing on stderr
    # And the exit code, without the shell's pipe: a reader that closes at once.
    with subprocess.Popen([*cli_command(cli_env()), command, str(big if command == "build" else
                                                                          tmp_path / "big.onnx"),
                           *(["-o", "-"] if command == "build" else [])],
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=cli_env()) as p:
        assert p.stdout is not None and p.stderr is not None
        p.stdout.read(10)
        p.stdout.close()
        err = p.stderr.read()
        rc = p.wait(timeout=120)
    assert (rc, err) == (0, b"")


@pytest.mark.parametrize("value", ["0", "-5", "100001", "99999999999999999999", "many"])
@pytest.mark.parametrize("command", ["dump", "build", "verify"])
def test_absurd_max_depth_is_a_usage_error(capsys: pytest.CaptureFixture[str], tmp_path: Path, command: str,
                                           value: str) -> None:
    src = FEATURES_JSON if command == "build" else FEATURES
    args = [command, src, "--max-depth", value] + (["-o", tmp_path / "out"] if command != "verify" else [])
    line = run_failing(capsys, tmp_path, *args, file=None, contains=("--max-depth",))
    assert "(see 'onnxjson" in line


@pytest.mark.parametrize("max_depth", [0, 100_001, 10**12, True, 2.5])
def test_absurd_max_depth_in_the_library(max_depth: Any) -> None:
    with pytest.raises(onnxjson.OnnxJsonError, match="max_depth must be an integer from 1 to 100,000"):
        onnxjson.to_dict(FEATURES, max_depth=max_depth)
    with pytest.raises(onnxjson.OnnxJsonError, match="max_depth must be an integer"):
        onnxjson.from_dict(json.loads(FEATURES_JSON.read_text()), max_depth=max_depth)


_BAD_ENVELOPES = {
    "newer-format": ({"format_version": 99, "type": "ModelProto"}, "format_version 99"),
    "non-object": (5, "must be an object"),
    "unknown-type": ({"format_version": 1, "type": "NoSuchProto"}, "NoSuchProto"),
    "list": ([], "must be an object"),
}


@pytest.mark.parametrize("kind", list(_BAD_ENVELOPES))
def test_every_command_refuses_what_build_refuses(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                  kind: str) -> None:
    """diff (every form), info (every form), validate and build agree on a document's envelope."""
    envelope, says = _BAD_ENVELOPES[kind]
    bad = write_doc(tmp_path / "bad.json", {"$onnxjson": envelope, "ir_version": 8})
    commands: list[list[Any]] = [
        ["build", bad, "-o", tmp_path / "out.onnx"], ["validate", bad], ["info", bad], ["info", "--json", bad],
        ["diff", bad, FEATURES_JSON], ["diff", FEATURES_JSON, bad], ["diff", "--json", bad, FEATURES_JSON],
        ["diff", "--unified", bad, FEATURES_JSON], ["diff", "--unified", FEATURES_JSON, bad],
    ]
    for args in commands:
        run_failing(capsys, tmp_path, *args, file=str(bad), contains=(says,))


def test_validate_onnx_checker_finds_the_sidecar_beside_the_document(tmp_path: Path) -> None:
    folder = tmp_path / "models"
    folder.mkdir()
    _run_ok("dump", FEATURES, "--sidecar", folder / "w.bin", "--strip-threshold", "0", "-o", folder / "m.json",
            cwd=tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    proc = run_module("validate", "--onnx-checker", folder / "m.json", cwd=elsewhere)
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stderr == b""


def test_dump_external_inline_errors_name_the_input(tmp_path: Path) -> None:
    _run_ok("dump", FEATURES, "--sidecar", "w.bin", "--strip-threshold", "0", "-o", "doc.json", cwd=tmp_path)
    _run_ok("build", "doc.json", "--external-data", "-o", "ext.onnx", cwd=tmp_path)
    (tmp_path / "w.bin").write_bytes(b"short")  # the external data no longer covers the ranges
    for args in (["dump", "ext.onnx", "--external", "inline", "-o", "out.json"],
                 ["dump", "ext.onnx", "--external", "sidecar", "--sidecar", "s.bin", "-o", "out.json"]):
        proc = run_module(*args, cwd=tmp_path)
        assert proc.returncode == 2
        one_error(proc.stderr.decode(), file="ext.onnx", contains=("w.bin",))
    (tmp_path / "w.bin").unlink()
    proc = run_module("dump", "ext.onnx", "--external", "inline", "-o", "out.json", cwd=tmp_path)
    assert proc.returncode == 2
    one_error(proc.stderr.decode(), file="ext.onnx", contains=("no such file",))
    assert not (tmp_path / "out.json").exists()


# -- git-setup never writes through a link (issue 12) ----------------------------------------------


def _git_repo(path: Path) -> Path:
    subprocess.run(["git", "init", "-q", str(path)], check=True, capture_output=True)
    return path


@pytest.mark.skipif(subprocess.run(["git", "--version"], capture_output=True, check=False).returncode != 0,
                    reason="needs git")
@pytest.mark.parametrize("kind", ["symlink-to-file", "symlink-to-missing", "folder", "not-utf8", "fifo"])
def test_git_setup_refuses_a_hostile_gitattributes(tmp_path: Path, kind: str) -> None:
    repo = _git_repo(tmp_path / "repo")
    attributes = repo / ".gitattributes"
    victim = tmp_path / "victim.txt"
    victim.write_text("the user's file\n")
    if kind == "symlink-to-file":
        attributes.symlink_to(victim)
    elif kind == "symlink-to-missing":
        attributes.symlink_to(tmp_path / "created-elsewhere")
    elif kind == "folder":
        attributes.mkdir()
    elif kind == "not-utf8":
        attributes.write_bytes(b"*.bin binary\n\xff\xfe\n")
    else:
        os.mkfifo(attributes)
    before = Unchanged(victim, *([attributes] if kind == "not-utf8" else []))
    proc = run_module("git-setup", repo)
    assert proc.returncode == 2, proc.stdout.decode()
    one_error(proc.stderr.decode(), file=str(attributes))
    before.check()
    assert not (tmp_path / "created-elsewhere").exists()
    assert temp_files(repo) == []
    config = subprocess.run(["git", "-C", str(repo), "config", "--local", "--get-regexp", "onnxjson"],
                            capture_output=True, check=False)
    assert config.stdout == b"", "git-setup changed the config although it failed"


# -- bounded memory: nothing allocated from a number in a document before it is checked (issue 12) ---

_ADDRESS_SPACE = 1536 << 20  # what a subprocess may map: a 2 GB allocation fails at once


#: The limit for an endless stdin: read until the memory runs out, as under _ADDRESS_SPACE, but 0.6 GB
#: of zeros read and copied instead of 1.5 (0.35 s of CPU a run less); the same error line.
_STDIN_ADDRESS_SPACE = 640 << 20


def run_bounded(*args: Any, stdin: Any = None, cwd: Path | None = None,
                address_space: int = _ADDRESS_SPACE) -> subprocess.CompletedProcess[bytes]:
    """``python -m onnxjson ARGS`` with its address space limited, so an unbounded allocation fails (a
    fresh interpreter: the limit is set on the process subprocess starts)."""
    import resource

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (address_space, address_space))

    return subprocess.run([*FRESH, *map(str, args)], stdin=stdin, cwd=cwd,
                          capture_output=True, env=cli_env(), timeout=300, check=False, preexec_fn=limit)


needs_rlimit = pytest.mark.skipif(sys.platform != "linux", reason="RLIMIT_AS as Linux applies it")
_ZERO_DIGEST = "0" * 64


def _stripped(field: str, ref: dict[str, Any], dims: list[int], data_type: str) -> dict[str, Any]:
    return model_doc(graph={"name": "g", "initializer": [
        {"dims": dims, "data_type": data_type, "name": "w", field: {**ref, "sha256": _ZERO_DIGEST}}]})


# (what, document, the error says) -- sizes and counts a 300-byte document may ask for.
_FILL_CASES: list[tuple[str, dict[str, Any], str]] = [
    ("raw-size-over-dims", _stripped("raw_data", {"size": (1 << 31) - 1}, [1], "FLOAT"), "does not match"),
    ("raw-size-under-dims", _stripped("raw_data", {"size": 3}, [1], "FLOAT"), "does not match"),
    ("typed-size-over-dims", _stripped("int64_data", {"count": 1, "size": (1 << 31) - 8}, [1], "INT64"),
     "does not match"),
    ("string-count-2e9", _stripped("string_data", {"count": 2_000_000_000, "size": 0}, [2_000_000_000],
                                   "STRING"), "2 GiB"),
    ("string-count-over-dims", _stripped("string_data", {"count": 2_000_000_000, "size": 0}, [1], "STRING"),
     "does not match its dims"),
    ("dims-at-the-limit", _stripped("raw_data", {"size": 1 << 31}, [1 << 31], "UINT8"), "2 GiB"),
    ("many-tensors-within-the-limit-each", model_doc(graph={"name": "g", "initializer": [
        {"dims": [(1 << 30) - 1], "data_type": "UINT8", "name": f"w{i}",
         "raw_data": {"size": (1 << 30) - 1, "sha256": _ZERO_DIGEST}} for i in range(4)]}), "2 GiB"),
]


@pytest.fixture(scope="module")
def fill_runs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[int, str, Path, Path]]:
    """Each case of _FILL_CASES built with --fill zeros under the address-space limit, each in a
    process of its own, forked from one interpreter that has imported onnxjson.cli (as run_bounded's
    fresh one has when its command starts; cli_support.limited_runs): by case, (exit code, stderr,
    the document, the output asked for)."""
    from cli_support import limited_runs

    folder = tmp_path_factory.mktemp("fill")
    places, argvs = [], []
    for case, doc, _says in _FILL_CASES:
        path, out = write_doc(folder / f"{case}.json", doc), folder / f"{case}.onnx"
        places.append((case, path, out))
        argvs.append(["build", str(path), "--fill", "zeros", "-o", str(out)])
    results = limited_runs(cli_env(), argvs, _ADDRESS_SPACE)
    return {case: (code, err, path, out) for (case, path, out), (code, err) in zip(places, results, strict=True)}


@needs_rlimit
@pytest.mark.parametrize(("case", "says"), [(c[0], c[2]) for c in _FILL_CASES], ids=[c[0] for c in _FILL_CASES])
def test_fill_zeros_allocates_nothing_unchecked(fill_runs: dict[str, tuple[int, str, Path, Path]], case: str,
                                                says: str) -> None:
    code, err, path, out = fill_runs[case]
    assert code == 2, err
    one_error(err, file=str(path), contains=(says,))
    assert not out.exists()


def test_fill_zeros_within_the_dims_builds(tmp_path: Path) -> None:
    doc = model_doc(graph={"name": "g", "initializer": [
        {"dims": [3], "data_type": "FLOAT", "name": "w", "raw_data": {"size": 12, "sha256": _ZERO_DIGEST}},
        {"dims": [2], "data_type": "STRING", "name": "s",
         "string_data": {"count": 2, "size": 0, "sha256": _ZERO_DIGEST}}]})
    path = write_doc(tmp_path / "doc.json", doc)
    proc = run_module("build", path, "--fill", "zeros", "-o", tmp_path / "out.onnx")
    assert proc.returncode == 0, proc.stderr.decode()
    back = onnxjson.to_dict(tmp_path / "out.onnx")["graph"]["initializer"]
    assert back[0]["raw_data"] == {"values": [0.0, 0.0, 0.0]} or back[0]["raw_data"] == base64.b64encode(
        bytes(12)).decode()
    assert back[1]["string_data"] == ["", ""]


@needs_rlimit
@pytest.mark.parametrize("command", ["build", "validate"])
def test_stdin_is_bounded_while_it_is_read(command: str) -> None:
    """``build - < /dev/zero``: refused once the limit is passed, not read until memory runs out."""
    args = [command, "-", "--max-document-size", "1000000"] + (["-o", os.devnull] if command == "build" else [])
    # -o os.devnull is never reached (the input is refused first); it is a device, so never replaced.
    with open("/dev/zero", "rb") as zero:
        proc = run_bounded(*args, stdin=zero)
    err = proc.stderr.decode()
    assert proc.returncode == 2, err
    one_error(err, file="<stdin>", contains=("more than 1,000,000 bytes", "--max-document-size"))
    assert stat.S_ISCHR(os.stat(os.devnull).st_mode)


@needs_rlimit
def test_validate_checks_the_size_before_copying(tmp_path: Path) -> None:
    """A document larger than the process may map is refused by its size alone."""
    big = tmp_path / "big.json"
    with big.open("wb") as f:  # sparse: 3 GiB that take no disk space
        f.truncate(3 << 30)
    for args in (["validate", big, "--max-document-size", "1000"], ["build", big, "--max-document-size", "1000",
                                                                     "-o", tmp_path / "out.onnx"]):
        proc = run_bounded(*args)
        err = proc.stderr.decode()
        assert proc.returncode == 2, err
        one_error(err, file=str(big), contains=(f"{3 << 30:,} bytes", "limit of 1,000 bytes"))


def test_json_text_grows_linearly_with_depth(tmp_path: Path) -> None:
    """Indentation stops at MAX_INDENT_LEVEL: a document twice as deep is about twice as long."""
    from onnxjson.jsonio import MAX_INDENT_LEVEL

    sizes = []
    for levels in (60, 120, 240):  # up to 485 message levels, about 970 JSON levels
        model = tmp_path / f"chain{levels}.onnx"
        model.write_bytes(type_chain(levels))
        out = tmp_path / f"chain{levels}.json"
        proc = run_module("dump", model, "--max-depth", 2 * levels + 10, "-o", out)
        assert proc.returncode == 0, proc.stderr.decode()
        text = out.read_text()
        widest = max(len(line) - len(line.lstrip(" ")) for line in text.splitlines())
        assert widest == 2 * MAX_INDENT_LEVEL
        sizes.append(len(text))
    # Past the indentation cap every added level costs the same: twice the levels, twice the bytes
    # (quadratic growth would make the second step about three times the first).
    first, second = sizes[1] - sizes[0], sizes[2] - sizes[1]
    assert second / first < 2.05, sizes


@pytest.mark.parametrize("shape", ["one-deep-chain", "many-chains", "wide-then-deep"])
def test_decode_unknown_has_bounded_cost(tmp_path: Path, shape: str) -> None:
    """--decode-unknown on 2 MB of nested unknown fields: bounded output, and it builds back exactly."""
    if shape == "one-deep-chain":
        inner = bytes.fromhex("0800") * 1_000_000
        for _ in range(31):
            inner = field_len(99, inner)
        data = IR + inner
    elif shape == "many-chains":
        data = _nested_unknown_chains(31, 30_000)
    else:
        block = field_len(99, bytes.fromhex("0800") * 64)
        for _ in range(14):  # 2 MB
            block = field_len(99, block * 2)
        data = IR + block
    model = tmp_path / "m.onnx"
    model.write_bytes(data)
    out = tmp_path / "m.json"
    proc = run_module("dump", "--decode-unknown", model, "-o", out)
    assert proc.returncode == 0, proc.stderr.decode()
    assert out.stat().st_size < 40 * len(data) + (16 << 20), (out.stat().st_size, len(data))
    proc = run_module("build", out, "-o", tmp_path / "back.onnx")
    assert proc.returncode == 0, proc.stderr.decode()
    assert (tmp_path / "back.onnx").read_bytes() == data


@pytest.mark.parametrize("payload", [b"", b"\x00" * 10, bytes(range(256)) * 1000])
def test_unknown_payloads_of_a_large_document_build_back(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch, payload: bytes) -> None:
    """A document read as a large one (its long strings left in the text) keeps its $unknown bytes."""
    data = IR + field_len(99, payload) + field_len(98, field_varint(1, 5))
    model = tmp_path / "m.onnx"
    model.write_bytes(data)
    monkeypatch.setattr(jsonio, "LARGE_DOCUMENT_BYTES", 16)
    monkeypatch.setattr(jsonio, "SPLICE_MIN_BYTES", 1)
    for extra in ([], ["--decode-unknown"]):
        rc, _, err = cli(capsys, "dump", model, *extra, "-o", tmp_path / "m.json")
        assert (rc, err) == (0, "")
        rc, _, err = cli(capsys, "build", tmp_path / "m.json", "-o", tmp_path / "back.onnx")
        assert (rc, err) == (0, "")
        assert (tmp_path / "back.onnx").read_bytes() == data


@pytest.mark.parametrize("command", ["dump", "build"])
def test_stdout_appending_to_the_input_is_refused(tmp_path: Path, command: str) -> None:
    """``onnxjson dump model.onnx >> model.onnx``: stdout is the input, so nothing is written into it."""
    src = tmp_path / ("m.onnx" if command == "dump" else "m.json")
    src.write_bytes((FEATURES if command == "dump" else FEATURES_JSON).read_bytes())
    before = Unchanged(src)
    with src.open("ab") as out:
        proc = subprocess.run([*cli_command(cli_env()), command, str(src),
                               *(["-o", "-"] if command == "build" else [])],
                              stdout=out, stderr=subprocess.PIPE, env=cli_env(), timeout=120, check=False)
    assert proc.returncode == 2
    one_error(proc.stderr.decode(), file="<stdout>", contains=("an input",))
    before.check()


@needs_rlimit
@pytest.mark.parametrize("args", [["dump", "-"], ["info", "-"], ["info", "--json", "-"],
                                  ["diff", "-", str(FEATURES_JSON)], ["diff", "--unified", str(FEATURES_JSON), "-"]],
                         ids=["dump", "info", "info-json", "diff", "diff-unified"])
def test_stdin_of_every_command_is_bounded(args: list[str]) -> None:
    """Endless stdin (``< /dev/zero``) for a command without --max-document-size: a clean error, not a crash."""
    with open("/dev/zero", "rb") as zero:
        proc = run_bounded(*args, stdin=zero, address_space=_STDIN_ADDRESS_SPACE)
    err = proc.stderr.decode()
    assert proc.returncode == 2, err
    one_error(err, file="<stdin>")


@pytest.mark.parametrize("stdin", [FEATURES, FEATURES_JSON], ids=["onnx", "json"])
@pytest.mark.parametrize("args", [["diff", "-", str(FEATURES)], ["diff", str(FEATURES_JSON), "-"],
                                  ["diff", "--unified", "-", str(FEATURES_JSON)], ["diff", "--json", "-", str(FEATURES)],
                                  ["info", "--json", "-"]],
                         ids=["diff-old", "diff-new", "diff-unified", "diff-json", "info"])
def test_every_reading_command_reads_a_model_or_document_on_stdin(stdin: Path, args: list[str]) -> None:
    """stdin is read once: an ONNX model on stdin is decoded from the bytes read, not read again."""
    proc = run_module(*args, stdin=stdin.read_bytes())
    err = proc.stderr.decode()
    assert (proc.returncode, err) == (0, ""), err
    if args[0] == "info":
        assert json.loads(proc.stdout)["ir_version"] == json.loads(FEATURES_JSON.read_text())["ir_version"]
    elif "--json" in args:
        assert json.loads(proc.stdout) == []
    else:
        assert proc.stdout == b""
