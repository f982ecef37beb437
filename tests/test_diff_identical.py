"""diff of identical files (issue 30, item 2): of byte-identical inputs that name no other file only
one is read (bad input is refused as without the shortcut; a model the compiled decoder takes is
only walked, not decoded), and the answer is the full comparison's. Identical inputs that do name
files (ONNX external data, a document's sidecar or store, or a document's ``\\u`` escape, which may
spell them) are compared in full, so that what they name is compared (or reported uncompared):
seeded models and documents in two folders whose named files differ, are missing or are the same,
on both paths; real models of the corpus, their copies one byte apart and damaged copies, in every
output form of the command, with and without the shortcut."""

from __future__ import annotations

import importlib
import random
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from cli_support import path_env
from corpora import BACKEND_MODELS, SAMPLE_MODELS
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson import _api, accel, cli, pipelines
from onnxjson.errors import OnnxJsonError
from onnxjson.options import DEFAULTS
from onnxjson.pipelines import _decode_options
from onnxjson.sources import decodes_surely

# The module (the package's name ``diff`` is the function: tests/test_api.py).
diff_module = importlib.import_module("onnxjson.diff")


def _model(rnd: random.Random) -> onnx.ModelProto:
    """A small model from the seed: a chain of Adds over initialisers of random sizes and values, and
    attributes of several kinds."""
    n = rnd.randint(1, 4)
    inits = [numpy_helper.from_array(np.frombuffer(rnd.randbytes(4 * rnd.randint(1, 600)), dtype=np.float32), f"w{i}")
             for i in range(n)]
    nodes = []
    last = "x"
    for i in range(n):
        nodes.append(helper.make_node("Add", [last, f"w{i}"], [f"y{i}"], name=f"add{i}"))
        last = f"y{i}"
    nodes.append(helper.make_node("Identity", [last], ["out"], name="id", doc_string=rnd.choice(("", "a doc"))))
    graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1])],
                              [helper.make_tensor_value_info("out", TensorProto.FLOAT, None)], initializer=inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


def _compiled_on() -> bool:
    return accel.ENABLED and accel.compiled is not None


def _outcome(a: Path, b: Path) -> Any:
    """diff_files's changes as comparable tuples, or the error it raised."""
    try:
        return [(c.kind, c.path, c.detail) for c in _api.diff_files(str(a), str(b))]
    except OnnxJsonError as e:
        return f"error: {e}"


def _pair(tmp: Path, rnd: random.Random, form: str) -> tuple[Path, Path, bool]:
    """Two byte-identical inputs in two folders, and whether they can name another file."""
    model = _model(rnd)
    one, two = tmp / "one", tmp / "two"
    one.mkdir()
    two.mkdir()
    if form == "model":
        onnx.save_model(model, one / "m.onnx")
        names = False
    elif form == "external":
        onnx.save_model(model, one / "m.onnx", save_as_external_data=True, all_tensors_to_one_file=True,
                        location="w.bin", size_threshold=0)
        names = True
    elif form == "document":
        onnxjson.dump(model.SerializeToString(), one / "m.onnx", values_limit=rnd.choice((0, 1024)))
        names = False
    elif form == "stripped":
        onnxjson.dump(model.SerializeToString(), one / "m.onnx", strip_weights=True, strip_threshold=0)
        names = False  # digests only: no file named
    else:  # a document with its weights in a sidecar
        onnxjson.dump(model.SerializeToString(), one / "m.onnx", sidecar=one / "w.bin", strip_threshold=0)
        names = True
    for f in one.iterdir():
        shutil.copyfile(f, two / f.name)
    named = two / "w.bin"
    if named.exists():
        fate = rnd.choice(("same", "changed", "missing"))
        if fate == "changed":
            data = bytearray(named.read_bytes())
            data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
            named.write_bytes(bytes(data))
        elif fate == "missing":
            named.unlink()
    return one / "m.onnx", two / "m.onnx", names


@pytest.mark.usefixtures("accel_path")
@pytest.mark.parametrize("form", ["model", "external", "document", "stripped", "sidecar"])
@pytest.mark.parametrize("seed_", range(6))
def test_identical_inputs_answer_as_the_full_comparison(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                        form: str, seed_: int) -> None:
    """The same changes (or error) with the shortcut as without; of inputs that name no file only the
    first is decoded, the others are compared in full (their named files may differ)."""
    rnd = random.Random(seed_ * 7 + len(form))
    a, b, names = _pair(tmp_path, rnd, form)
    assert a.read_bytes() == b.read_bytes()
    assert diff_module.identical_inputs(a.read_bytes(), b.read_bytes()) is not names
    decoded: list[str] = []
    real = pipelines.input_document

    def counted(src: Any, *args: Any, **kwargs: Any) -> Any:
        decoded.append(src.name)
        return real(src, *args, **kwargs)

    monkeypatch.setattr(pipelines, "input_document", counted)
    quick = _outcome(a, b)
    # A model the compiled decoder takes is not decoded at all: its walk says it would decode.
    surely = decodes_surely(a.read_bytes(), _decode_options(0, False, DEFAULTS.max_depth))
    assert surely is (form in ("model", "external") and _compiled_on())
    assert decoded == (([] if surely else [str(a)]) if not names else [str(a), str(b)])
    monkeypatch.setattr(diff_module, "identical_inputs", lambda x, y: False)
    assert _outcome(a, b) == quick
    if not names:
        assert quick == []


def test_the_shortcut_needs_every_byte_equal() -> None:
    """A difference anywhere (first, middle or last byte; or a length) is no shortcut; the search for
    names of files finds them anywhere (a view over a map, too): ``location`` in any input, the
    ``"weights"`` key and ``\\u`` escapes in what may be read as a document (it starts as one), and
    only there (a model cannot name a sidecar)."""
    data = bytes(range(256)) * 40
    assert diff_module.identical_inputs(data, bytearray(data))
    for at in (0, len(data) // 2, len(data) - 1):
        other = bytearray(data)
        other[at] ^= 1
        assert not diff_module.identical_inputs(data, other)
    assert not diff_module.identical_inputs(data, data[:-1])
    named = data[:5000] + b"location" + data[5000:]
    assert not diff_module.identical_inputs(named, memoryview(named))
    for marker in (b'"weights"', b"\\u"):
        named = data[:5000] + marker + data[5000:]
        assert diff_module.identical_inputs(named, memoryview(named))
        for start in (b"{", b'\xef\xbb\xbf \n\t{"graph": '):
            assert diff_module.identical_inputs(start + data, start + data)
            document = start + named
            assert not diff_module.identical_inputs(document, memoryview(document))


@pytest.mark.usefixtures("accel_path")
def test_a_difference_in_any_block_is_found() -> None:
    """The comparison (memcmp compiled, 1 MiB blocks without the accelerator) finds one changed byte
    at either end of a block, in the last short block, or a length that differs by one."""
    rnd = random.Random("blocks")
    data = rnd.randbytes((5 << 20) // 2)
    assert diff_module.identical_inputs(data, bytearray(data))
    for at in (0, (1 << 20) - 1, 1 << 20, (2 << 20) + 7, len(data) - 1):
        other = bytearray(data)
        other[at] ^= 0x40
        assert not diff_module.identical_inputs(data, other), at
        assert not diff_module.identical_inputs(memoryview(other), data), at
    assert not diff_module.identical_inputs(data, data + b"\0")


@pytest.mark.usefixtures("accel_path")
@pytest.mark.parametrize("content", [b"", b"\x08", b"not a model at all", b"\xff" * 64, b'{"graph": 1',
                                     b'{"graph": {"node": [{"opType": 3}]}}'])
def test_identical_unreadable_inputs_are_refused_as_without_the_shortcut(tmp_path: Path,
                                                                          monkeypatch: pytest.MonkeyPatch,
                                                                          content: bytes) -> None:
    """The shortcut does not turn bad input into "no change": the same unreadable bytes twice get
    the error the full comparison gives (exit 2 at the command line), and readable ones (the empty
    message is a model) its empty answer."""
    a, b = tmp_path / "a.onnx", tmp_path / "b.onnx"
    a.write_bytes(content)
    b.write_bytes(content)
    quick = _outcome(a, b)
    monkeypatch.setattr(diff_module, "identical_inputs", lambda x, y: False)
    assert quick == _outcome(a, b)
    assert quick == [] or str(quick).startswith("error: ")
    if content == b"not a model at all":
        assert str(quick).startswith("error: ")


@pytest.mark.usefixtures("accel_path")
@pytest.mark.parametrize("seed_", range(40))
def test_the_one_input_read_without_readable_values_fails_alike(seed_: int) -> None:
    """The shortcut reads its input with values_limit=0 (no small weight is shown): damaged models
    (bytes flipped, cut short, a tensor's bytes made odd) give that read the default read's answer."""
    from onnxjson.options import DEFAULTS
    from onnxjson.pipelines import _decode_options
    from onnxjson.sources import _DEFAULT_DECODE, decode_model

    rnd = random.Random(f"one-input-{seed_}")
    data = bytearray(_model(rnd).SerializeToString())
    for _ in range(rnd.choice((0, 1, 3))):
        data[rnd.randrange(len(data))] ^= 1 << rnd.randrange(8)
    if rnd.random() < 0.3:
        data = data[:rnd.randrange(len(data))]

    def outcome(options: Any) -> str:
        try:
            decode_model(bytes(data), "m.onnx", type=None, source=None, options=options)
        except OnnxJsonError as e:
            return f"error: {e}"
        return "read"

    assert outcome(_decode_options(0, False, DEFAULTS.max_depth)) == outcome(_DEFAULT_DECODE)


@pytest.mark.usefixtures("accel_path")
@pytest.mark.parametrize("key", [b'"weights"', b'"location"'])
def test_a_name_spelled_with_escapes_is_still_a_name(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                      key: bytes) -> None:
    """The finding: a document whose ``"weights"`` key (or external data's ``"location"``) is written
    with a JSON escape (``"\\u0077eights"``, as any JSON writer may) named no file to the search of
    its bytes, so two identical documents whose sidecars differ were "no change". A ``\\u`` escape
    anywhere in a document now takes the full comparison, which reads the sidecar (or external data)."""
    one, two = tmp_path / "one", tmp_path / "two"
    one.mkdir()
    two.mkdir()
    rnd = random.Random(f"escaped-{key!r}")
    model = _model(rnd)
    if key == b'"weights"':
        onnxjson.dump(model.SerializeToString(), one / "m.json", sidecar=one / "w.bin", strip_threshold=0)
    else:
        onnx.save_model(model, one / "m.onnx", save_as_external_data=True, all_tensors_to_one_file=True,
                        location="w.bin", size_threshold=0)
        onnxjson.dump(one / "m.onnx", one / "m.json", values_limit=0)
        (one / "m.onnx").unlink()
    text = (one / "m.json").read_bytes()
    assert key in text
    escaped = key[:1] + b"\\u%04x" % key[1] + key[2:]
    text = text.replace(key, escaped)
    assert escaped in text and key not in text
    for folder in (one, two):
        (folder / "m.json").write_bytes(text)
    weights = bytearray((one / "w.bin").read_bytes())
    weights[rnd.randrange(len(weights))] ^= 1
    (two / "w.bin").write_bytes(bytes(weights))
    assert not diff_module.identical_inputs(text, text)
    quick = _outcome(one / "m.json", two / "m.json")
    monkeypatch.setattr(diff_module, "identical_inputs", lambda x, y: False)
    assert quick == _outcome(one / "m.json", two / "m.json")
    assert quick and not isinstance(quick, str), quick  # the changed weights are found


def _cli_outputs(capsys: pytest.CaptureFixture[str], tmp: Path, a: Path, b: Path) -> list[Any]:
    """What ``onnxjson diff`` gives for a and b in each output form: (exit code, stdout, stderr) of
    the text (quiet and not), --json, --html and --unified forms, and the page --html writes."""
    page = tmp / "page.html"
    outcomes: list[Any] = []
    for flags in ([], ["-q"], ["--json"], ["--json", "-q"], ["--no-color", "-q"], ["--html", "-o", str(page), "-q"],
                  ["--unified", "-q"]):
        page.unlink(missing_ok=True)
        code = cli.main(["diff", *flags, str(a), str(b)])
        out, err = capsys.readouterr()
        assert "Traceback" not in err
        outcomes.append((flags, code, out, err, page.read_bytes() if page.exists() else None))
    return outcomes


#: Real models of the corpus the property test draws from (seeded), small enough to diff often.
_REAL = sorted([*SAMPLE_MODELS, *(p for p in BACKEND_MODELS if p.stat().st_size < 200_000)])


@pytest.mark.usefixtures("accel_path")
@pytest.mark.parametrize("seed_", range(4))
def test_real_models_identical_or_one_byte_apart_answer_as_without_the_shortcut(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], seed_: int) -> None:
    """Property: the shortcut never changes an answer. Real models (the samples and onnx's backend
    models, drawn by the seed) as an identical copy, a copy one byte apart and two identical damaged
    copies (a byte changed in both, or both cut short): every output form of the command (exit code,
    stdout, stderr, the --html page) is the one the full comparison gives."""
    rnd = random.Random(f"real-identical-{seed_}")  # the seed is in each failure's message
    for n, path in enumerate(rnd.sample(_REAL, 6)):
        data = path.read_bytes()
        at = rnd.randrange(len(data))
        damaged = bytearray(data)
        damaged[at] ^= 1 << rnd.randrange(8)
        variants = {
            "identical": (data, data),
            "one byte apart": (data, bytes(damaged)),
            "both damaged": (bytes(damaged), bytes(damaged)),
            "both cut": (data[:at], data[:at]),
        }
        for what, (left, right) in variants.items():
            case = tmp_path / f"{n}-{what.replace(' ', '-')}"
            case.mkdir()
            a, b = case / "a.onnx", case / "b.onnx"
            a.write_bytes(left)
            b.write_bytes(right)
            with monkeypatch.context() as patch:
                quick = _cli_outputs(capsys, case, a, b)
                patch.setattr(diff_module, "identical_inputs", lambda x, y: False)
                full = _cli_outputs(capsys, case, a, b)
            assert quick == full, (f"real-identical-{seed_}", str(path), what)
            if what == "identical":
                assert [code for _, code, *_ in quick] == [0] * len(quick), (path.name, quick)


@pytest.mark.parametrize("path", ["pure", "compiled"])
def test_exit_codes_of_identical_files_by_real_process(tmp_path: Path, path: str) -> None:
    """``python -m onnxjson diff`` for real: identical models exit 0 with nothing on stdout ("[]" with
    --json); identical unreadable files exit 2 with one error line; models one byte apart in a
    weight exit 1 with the change."""
    env = path_env(path)
    proto = _model(random.Random("real-process"))
    model = proto.SerializeToString()
    a, b, c = tmp_path / "a.onnx", tmp_path / "b.onnx", tmp_path / "c.onnx"
    junk_a, junk_b = tmp_path / "junk_a.onnx", tmp_path / "junk_b.onnx"
    a.write_bytes(model)
    b.write_bytes(model)
    changed = bytearray(model)
    changed[model.index(proto.graph.initializer[0].raw_data)] ^= 1  # a byte of the first weight
    c.write_bytes(bytes(changed))
    junk_a.write_bytes(b"not a model at all")
    junk_b.write_bytes(b"not a model at all")

    def run(*args: Path | str) -> tuple[int, str, str]:
        done = subprocess.run([sys.executable, "-m", "onnxjson", "diff", *map(str, args)], capture_output=True,
                              env=env, cwd=tmp_path, check=False, timeout=120, text=True)
        assert "Traceback" not in done.stderr, done.stderr
        return done.returncode, done.stdout, done.stderr

    assert run(a, b) == (0, "", "")
    assert run(a, b, "--json") == (0, "[]\n", "")
    code, out, err = run(junk_a, junk_b)
    assert (code, out) == (2, "") and len(err.splitlines()) == 1 and err.startswith("error: "), err
    code, out, err = run(a, c, "-q")
    assert code == 1 and out and not err, (code, out, err)


@pytest.mark.usefixtures("accel_path")
@pytest.mark.parametrize("content", [b"not a model at all", b"\x08", b'{"graph": 1', b"", b"\x08\x07"])
def test_unified_says_the_first_inputs_error_first(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                                   content: bytes) -> None:
    """--unified opens both inputs to compare their bytes before reading either: the first input's
    error still comes before the second's (a missing file), as when each was read in turn."""
    a = tmp_path / "a.onnx"
    a.write_bytes(content)
    code = cli.main(["diff", "--unified", str(a), str(tmp_path / "missing.onnx")])
    _, err = capsys.readouterr()
    alone = cli.main(["diff", "--unified", str(a), str(a)])
    _, err_alone = capsys.readouterr()
    if alone == 0:  # a readable first input: then the missing file is the error
        assert code == 2 and "missing.onnx" in err, err
    else:
        assert (code, err) == (alone, err_alone) and code == 2, (err, err_alone)
