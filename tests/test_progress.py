"""Progress and feedback: honest phases from the library, one line on a terminal from the CLI.

The library half is a property over every sample in every mode of every long command: each phase
that announces a byte total reports exactly that many bytes, never more at any moment, and each
output announced by ``wrote`` has the size of the file written. The CLI half runs real commands
under a pseudo-terminal with the display's delay set to 0 (``ONNXJSON_PROGRESS_DELAY``), so
nothing depends on timing: a bar appears, no ``done/total`` it shows is beyond its total, the
summary line is printed; with ``--quiet``, without a terminal, or before the delay, no display.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from cli_support import cli_env, run_in_pty
from onnx import helper, numpy_helper
from readers import READERS, reader

import onnxjson
from onnxjson import _api, pipelines
from onnxjson._progress import NullProgress, human_size

ROOT = Path(__file__).resolve().parent.parent
SAMPLES = sorted((ROOT / "samples").glob("*.onnx"))
SEED = 1517


class Recorder(NullProgress):
    """Holds the library to its protocol while recording what it reports."""

    def __init__(self) -> None:
        self.phases: list[tuple[str, int, int]] = []  # (description, total, bytes reported)
        self.outputs: list[tuple[str, int]] = []
        self._open = False

    def _close_phase(self) -> None:
        if self._open:
            description, total, done = self.phases[-1]
            if total:
                assert done == total, f"phase {description!r} reported {done:,} of {total:,} bytes"
            self._open = False

    def start(self, total: int, description: str = "") -> None:
        assert isinstance(total, int) and total >= 0, total
        assert description, "every phase says what it does"
        self._close_phase()
        self.phases.append((description, total, 0))
        self._open = True

    def advance(self, n: int) -> None:
        assert self._open, "bytes reported outside a phase"
        assert n >= 0
        description, total, done = self.phases[-1]
        done += n
        if total:
            assert done <= total, f"phase {description!r} went to {done:,} of {total:,} bytes"
        self.phases[-1] = (description, total, done)

    def finish(self) -> None:
        # A phase cut short by an error need not reach its total; one that ended normally is
        # checked by ``complete`` (or by the next phase's start).
        self._open = False

    def complete(self) -> None:
        self._open = bool(self.phases)
        self._close_phase()

    def wrote(self, name: str, size: int) -> None:
        self.outputs.append((name, size))

    def check_outputs(self) -> None:
        for name, size in self.outputs:
            if name != "-":  # stdout: counted, not a file
                assert Path(name).stat().st_size == size, (name, size)


def _weighty_model(path: Path, *, external: bool = False) -> Path:
    """A model with a few weights above every threshold (and a tied pair), optionally external."""
    rng = np.random.default_rng(SEED)
    first = rng.standard_normal(5000, dtype=np.float32)
    weights = [numpy_helper.from_array(first, "w0"), numpy_helper.from_array(first.copy(), "w1"),
               numpy_helper.from_array(rng.integers(0, 100, 3000, dtype=np.int64), "w2"),
               numpy_helper.from_array(np.arange(3, dtype=np.float32), "small")]
    nodes = [helper.make_node("Identity", [w.name], [f"y{i}"]) for i, w in enumerate(weights)]
    outputs = [helper.make_tensor_value_info(f"y{i}", w.data_type, None) for i, w in enumerate(weights)]
    model = helper.make_model(helper.make_graph(nodes, "g", [], outputs, weights))
    if external:
        onnx.save(model, path, save_as_external_data=True, location=f"{path.stem}.data", size_threshold=0)
    else:
        onnx.save(model, path)
    return path


@pytest.fixture(scope="module")
def models(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    folder = tmp_path_factory.mktemp("progress-models")
    copies = []
    for sample in SAMPLES:
        shutil.copyfile(sample, folder / sample.name)
        copies.append(folder / sample.name)
    return [*copies, _weighty_model(folder / "weighty.onnx"), _weighty_model(folder / "external.onnx", external=True)]


def _run(call: Callable[[Recorder], Any]) -> Recorder:
    recorder = Recorder()
    call(recorder)
    assert not recorder._open, "the library call did not finish its report"
    recorder.complete()
    recorder.check_outputs()
    return recorder


def _long_commands(model: Path, out: Path) -> list[tuple[str, Callable[[Recorder], Any]]]:
    """Every long command, in every mode, on ``model`` (outputs in ``out``; later ones read earlier ones)."""
    return [
        ("dump", lambda p: _api.dump(model, out / "inline.json", progress=p)),
        ("dump strip", lambda p: _api.dump(model, out / "stripped.json", strip_weights=True, strip_threshold=16,
                                           progress=p)),
        ("dump sidecar", lambda p: _api.dump(model, out / "side.json", sidecar=out / "side.bin",
                                             strip_threshold=16, progress=p)),
        ("dump stdout", lambda p: _api.dump(model, "-", progress=p)),
        ("dump external inline", lambda p: _api.dump(model, out / "ext.json", external="inline", progress=p)),
        ("dump external sidecar", lambda p: _api.dump(model, out / "extside.json", external="sidecar",
                                                      sidecar=out / "extside.bin", progress=p)),
        ("build", lambda p: _api.build(out / "inline.json", out / "a.onnx", progress=p)),
        ("build sidecar", lambda p: _api.build(out / "side.json", out / "b.onnx", progress=p)),
        ("build weights_from", lambda p: _api.build(out / "stripped.json", out / "c.onnx", weights_from=model,
                                                    progress=p)),
        ("build external_data", lambda p: _api.build(out / "side.json", out / "d.onnx", external_data=True,
                                                     progress=p)),
        ("verify", lambda p: _api.verify(model, progress=p)),
        ("validate", lambda p: _api.validate_file(str(out / "inline.json"), progress=p)),
        ("diff", lambda p: _api.diff_files(str(model), str(out / "stripped.json"), progress=p)),
        ("diff models", lambda p: _api.diff_files(str(model), str(out / "a.onnx"), progress=p)),
        ("diff unified", lambda p: _api.unified_diff(str(model), str(out / "inline.json"), progress=p)),
        ("merge", lambda p: _api.merge(model, model, out / "a.onnx", out / "m.onnx", progress=p)),
        ("merge document", lambda p: _api.merge(out / "inline.json", out / "inline.json", out / "inline.json",
                                                out / "m.json", progress=p)),
    ]


@pytest.mark.parametrize("mode", READERS)
def test_every_phase_of_every_long_command_reports_exactly_its_total(models: list[Path], tmp_path: Path,
                                                                     mode: str) -> None:
    for model in models:
        out = tmp_path / model.stem
        out.mkdir()
        for what, call in _long_commands(model, out):
            with reader(mode):  # documents read by the small reader, or the large one as it scans
                recorder = _run(call)
            assert recorder.phases, (model.name, what)
        assert (out / "a.onnx").read_bytes() == model.read_bytes()  # reporting changes no output


def test_outputs_are_announced_with_their_sizes(models: list[Path], tmp_path: Path) -> None:
    model = next(m for m in models if m.name == "weighty.onnx")
    recorder = _run(lambda p: _api.dump(model, tmp_path / "m.json", sidecar=tmp_path / "m.bin", progress=p))
    assert [Path(n).name for n, _ in recorder.outputs] == ["m.bin", "m.json"]
    recorder = _run(lambda p: _api.build(tmp_path / "m.json", tmp_path / "m.onnx", progress=p))
    assert recorder.outputs == [(str(tmp_path / "m.onnx"), model.stat().st_size)]
    # Phases with a total: the weights as they are moved, hashed, or written as base64.
    recorder = _run(lambda p: _api.dump(model, tmp_path / "s.json", strip_weights=True, progress=p))
    hashed = [total for description, total, _ in recorder.phases if description.startswith("hashing")]
    assert hashed == [2 * 5000 * 4 + 3000 * 8]


def test_a_graph_heavy_document_counts_its_text_without_a_total(models: list[Path], tmp_path: Path,
                                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # Documents with more values than the limit are not walked for their payload bytes.
    monkeypatch.setattr(pipelines, "PROGRESS_WALK_LIMIT", 1)
    for model in models:
        out = tmp_path / f"{model.stem}.json"
        recorder = _run(lambda p, model=model, out=out: _api.dump(model, out, progress=p))
        [(description, total, done)] = [phase for phase in recorder.phases if phase[0].startswith("writing")]
        assert (description, total, done) == (f"writing {out.name}", 0, out.stat().st_size)


def test_a_failing_command_still_finishes_its_report(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"graph": {"node": [{"op_type": 5}]}}')
    recorder = Recorder()
    with pytest.raises(onnxjson.OnnxJsonError):
        _api.build(bad, tmp_path / "x.onnx", progress=recorder)
    assert not recorder._open


def test_human_sizes() -> None:
    # Binary units, as info and the explorer show sizes (issue 28, item 10: summaries said 502.1 MB
    # where info said 478.8 MiB).
    assert [human_size(n) for n in (0, 1, 1023, 1024, 1075, 1_048_524, 1_048_525, 369_836_851, 3 << 40)] == [
        "0 bytes", "1 byte", "1,023 bytes", "1.0 KiB", "1.0 KiB", "1023.9 KiB", "1.0 MiB", "352.7 MiB",
        "3.0 TiB"]


# -- the terminal -----------------------------------------------------------------------------------
_FRACTION = re.compile(rb"(\d[\d,]*(?:\.\d+)?)/(\d[\d,]*(?:\.\d+)?) (bytes|KiB|MiB|GiB)")
_DECIMAL = re.compile(rb"\d (kB|MB|GB|TB)\b")  # decimal units: none anywhere (one convention)
_SUMMARY = re.compile(r"^(wrote|verified|validated|compared) .* in \d+(\.\d)? s(: .*)?$")
_ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")


def _env(**extra: str) -> dict[str, str]:
    env = {**cli_env(), "ONNXJSON_PROGRESS_DELAY": "0", **extra}
    env.pop("NO_COLOR", None)
    if "NO_COLOR" in extra:
        env["NO_COLOR"] = extra["NO_COLOR"]
    return env


def _lines(shown: bytes) -> list[str]:
    """What remains on the terminal's lines once every redraw is applied (roughly: the last frame)."""
    text = _ANSI.sub("", shown.decode("utf-8", "replace"))
    frames = [line.rstrip("\r").split("\r")[-1].strip() for line in text.split("\n")]
    return [frame for frame in frames if frame]


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("progress-cli")
    model = _weighty_model(folder / "model.onnx")
    onnxjson.dump(model, folder / "model.json")
    onnxjson.dump(model, folder / "stripped.json", strip_weights=True)
    onnxjson.dump(model, folder / "side.json", sidecar=folder / "side.bin")
    return folder


_COMMANDS = {
    "dump": ["dump", "model.onnx", "-o", "out.json"],
    "dump --strip-weights": ["dump", "model.onnx", "-o", "out.json", "--strip-weights"],
    "dump --sidecar": ["dump", "model.onnx", "-o", "out.json", "--sidecar", "out.bin"],
    "build": ["build", "model.json", "-o", "out.onnx"],
    "build sidecar": ["build", "side.json", "-o", "out.onnx"],
    "build --weights-from": ["build", "stripped.json", "-o", "out.onnx", "--weights-from", "model.onnx"],
    "verify": ["verify", "model.onnx"],
    "validate": ["validate", "model.json"],
    "diff": ["diff", "model.onnx", "stripped.json"],
    "diff --unified": ["diff", "--unified", "model.onnx", "model.json"],
    "merge": ["merge", "model.onnx", "model.onnx", "model.json", "-o", "out.onnx"],
}


@pytest.mark.parametrize("command", list(_COMMANDS))
def test_a_terminal_shows_a_bar_that_never_overshoots_and_a_summary(workspace: Path, command: str) -> None:
    code, shown, _ = run_in_pty(_COMMANDS[command], cwd=workspace, env=_env(), stdout_tty=False)
    assert code == 0, shown.decode("utf-8", "replace")
    text = shown.decode("utf-8", "replace")
    assert "⠋" in text or "━" in text, f"no display: {text!r}"  # rich's spinner or bar
    assert not _DECIMAL.search(shown), _DECIMAL.search(shown)
    for done, total, _unit in _FRACTION.findall(shown):
        assert float(done.replace(b",", b"")) <= float(total.replace(b",", b"")), (done, total)
    lines = _lines(shown)
    assert lines and _SUMMARY.match(lines[-1]), lines[-3:]
    assert len([line for line in lines if _SUMMARY.match(line)]) == 1


def test_the_bar_counts_bytes_with_a_total(workspace: Path) -> None:
    code, shown, _ = run_in_pty(_COMMANDS["dump --strip-weights"], cwd=workspace, env=_env(), stdout_tty=False)
    assert code == 0
    fractions = _FRACTION.findall(shown)
    assert fractions, shown
    assert any(done == total for done, total, _ in fractions)  # it ends at its total, exactly
    lines = _lines(shown)
    assert re.match(r"^wrote out\.json \(\d+\.\d KiB\) in \d+\.\d s$", lines[-1]), lines[-1]


def test_dump_summary_names_both_outputs(workspace: Path) -> None:
    code, shown, _ = run_in_pty(_COMMANDS["dump --sidecar"], cwd=workspace, env=_env(), stdout_tty=False)
    assert code == 0
    last = _lines(shown)[-1]
    side = (workspace / "out.bin").stat().st_size
    assert last.startswith(f"wrote out.bin ({human_size(side)}) and out.json ("), last


@pytest.mark.parametrize("command", ["dump", "build", "verify", "validate", "diff", "merge"])
def test_quiet_shows_nothing(workspace: Path, command: str) -> None:
    code, shown, _ = run_in_pty([*_COMMANDS[command], "--quiet"], cwd=workspace, env=_env(), stdout_tty=False)
    assert code == 0
    assert shown == b"", shown


@pytest.mark.parametrize("command", ["dump --sidecar", "build --weights-from", "verify", "diff"])
def test_no_terminal_no_display(workspace: Path, command: str) -> None:
    proc = subprocess.run([sys.executable, "-m", "onnxjson", *_COMMANDS[command]], cwd=workspace, env=_env(),
                          capture_output=True, check=False)
    assert proc.returncode == 0
    assert proc.stderr == b""


def test_before_the_delay_only_the_summary(workspace: Path) -> None:
    code, shown, _ = run_in_pty(_COMMANDS["dump --sidecar"], cwd=workspace,
                                env=_env(ONNXJSON_PROGRESS_DELAY="1000"), stdout_tty=False)
    assert code == 0
    text = shown.decode("utf-8")
    assert "━" not in text and "⠋" not in text
    assert _SUMMARY.match(_lines(shown)[-1])


def test_no_color_means_no_styles(workspace: Path) -> None:
    code, shown, _ = run_in_pty(_COMMANDS["dump"], cwd=workspace, env=_env(NO_COLOR="1"), stdout_tty=False)
    assert code == 0
    assert "━" in shown.decode("utf-8") or "⠋" in shown.decode("utf-8")
    assert re.search(rb"\x1b\[[0-9;]*m", shown) is None, shown  # cursor moves only, no color or style
    code, shown, _ = run_in_pty(_COMMANDS["dump"], cwd=workspace, env=_env(), stdout_tty=False)
    assert re.search(rb"\x1b\[[0-9;]*m", shown) is not None  # styled without NO_COLOR


def test_an_error_leaves_one_line_and_no_summary(workspace: Path) -> None:
    code, shown, _ = run_in_pty(["build", "missing.json", "-o", "out.onnx"], cwd=workspace, env=_env(),
                                stdout_tty=False)
    assert code == 2
    lines = _lines(shown)
    assert lines[-1].startswith("error: ") and not any(_SUMMARY.match(line) for line in lines), lines


def test_a_document_shown_on_the_terminal_is_not_mixed_with_a_display(workspace: Path) -> None:
    code, shown, _ = run_in_pty(["dump", "model.onnx"], cwd=workspace, env=_env(), stdout_tty=True)
    assert code == 0
    text = shown.decode("utf-8")
    assert '"ir_version"' in text
    assert "━" not in text and not any(_SUMMARY.match(line) for line in _lines(shown))


@pytest.mark.parametrize("mode", READERS)
def test_reading_a_document_is_a_phase_of_its_bytes(models: list[Path], tmp_path: Path, mode: str) -> None:
    model = next(m for m in models if m.name == "weighty.onnx")
    doc = tmp_path / "inline.json"
    onnxjson.dump(model, doc)
    with reader(mode):
        build = _run(lambda p: _api.build(doc, tmp_path / "out.onnx", progress=p))
        validate = _run(lambda p: _api.validate_file(str(doc), progress=p))
    size = doc.stat().st_size
    assert ("reading inline.json", size, size) in build.phases
    assert ("reading inline.json", size, size) in validate.phases
