"""What a model or a file name says cannot act on the terminal that shows it (issue 34, class 2).

A name, op type or doc string may hold carriage returns, ESC sequences (erase the line, colour
it), BEL, backspace, C1 controls, bidirectional overrides and isolates, zero-width and other
invisible characters, and a file name may hold the same. Every human-facing output of every
command that prints model text (error lines, validate findings, verify lines, info tables plain
and rich, diff change lists, merge reports, textconv's document for git, progress lines) shows
them as escapes (onnxjson/_printable.py); the machine outputs (``--json``, ``--report``, the JSON
documents) stay exact. The property test draws such text into every place of a document that a
command prints, on both paths, in-process with stdout as a pipe and as a terminal; the
end-to-end tests run real processes on a pseudo-terminal.
"""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import tempfile
import unicodedata
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from cli_support import cli_command, cli_env, run_in_pty
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from onnxjson import cli
from onnxjson._printable import printable, printable_json, printable_json_bytes

ROOT = Path(__file__).resolve().parent.parent
FEATURES_JSON = ROOT / "samples" / "features.json"

#: Characters a terminal acts on or does not show: C0 controls, DEL, C1 controls, bidirectional
#: marks, embeddings, overrides and isolates, zero-width and other invisible format characters,
#: line and paragraph separators, tags.
DANGEROUS = [
    "\r", "\n", "\x1b", "\x07", "\x08", "\x00", "\t", "\x0b", "\x0c", "\x7f", "\x85", "\x90", "\x9b", "\x9d",
    "\u200b", "\u200c", "\u200d", "\u200e", "\u200f", "\u061c", "\u202a", "\u202b", "\u202c", "\u202d",
    "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u2028", "\u2029", "\ufeff", "\u00ad", "\u2060",
    "\U000e0001", "\U000e0041",
]
#: Pieces of attacks and of text that must stay as it is: whole escape sequences, rich markup and
#: emoji codes, the words a spoof would show, a literal backslash escape.
PIECES = [
    "\x1b[2K", "\x1b[32m", "\x1b[0m", "\x1b[8m", "\x1b]0;title\x07", "\x1b[1A", "\x9b31m", "valid  ",
    "[bold]", "[/]", "[/x]", "[red]", ":smile:", "\\x1b", "Relu", "a", " ", "é", "名",
]


def _hostile() -> st.SearchStrategy[str]:
    """Text with at least one dangerous character, mixed with attack pieces and plain text."""
    mixed = st.lists(st.sampled_from(DANGEROUS + PIECES), min_size=0, max_size=5)
    categories = st.text(st.characters(categories=["Cc", "Cf", "Zl", "Zp"]), min_size=1, max_size=3)
    return st.tuples(st.one_of(st.sampled_from(DANGEROUS), categories), mixed, mixed).map(
        lambda t: "".join(t[1]) + t[0] + "".join(t[2]))


def _file_name(text: str) -> str:
    """A file name that holds ``text`` (as much of it as a file name can)."""
    return "f" + text.replace("/", "_").replace("\x00", "_")[:40] + ".json"


def is_dangerous(ch: str) -> bool:
    """A character a terminal may act on, or that it does not show: not allowed raw in human output."""
    return unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn") and ch != "\n"


def assert_safe(text: str, what: str) -> None:
    bad = sorted(f"U+{ord(ch):04X}" for ch in set(text) if is_dangerous(ch))  # each character once
    assert not bad, f"{what}: raw {bad} in {text!r}"


#: The colours diff --color and rich put at the ends of a line: the only escapes allowed there.
_OUR_SGR = re.compile(r"\x1b\[[0-9;]*m")


# -- the escaping itself ---------------------------------------------------------------------------

@given(st.text(), st.booleans())
@settings(max_examples=300)
def test_printable_leaves_nothing_a_terminal_acts_on(text: str, newlines: bool) -> None:
    shown = printable(text, newlines=newlines)
    assert_safe(shown.replace("\n", "") if not newlines else shown, "printable")
    if not newlines:
        assert "\n" not in shown
    else:
        assert shown.count("\n") == text.count("\n")
    if all(ch == " " or ch.isprintable() for ch in text.replace("\n", "")) and (newlines or "\n" not in text):
        assert shown == text  # ordinary text, backslashes too, is shown as it is
    assert printable(shown, newlines=newlines) == shown  # escaped text is ordinary text


def test_the_escapes_are_repr_s() -> None:
    assert printable("Relu\r\x1b[2K\x1b[32mvalid") == "Relu\\r\\x1b[2K\\x1b[32mvalid"
    assert printable("a\u202eb\u2066c\u200bd\x85e\x7f") == "a\\u202eb\\u2066c\\u200bd\\x85e\\x7f"
    assert printable("\U000e0041 a\nb") == "\\U000e0041 a\\nb"
    assert printable("a\nb\r", newlines=True) == "a\nb\\r"
    assert printable("C:\\models\\x1b.onnx") == "C:\\models\\x1b.onnx"  # a backslash is shown as it is
    assert printable("名前 é") == "名前 é"
    assert printable("\udc80.onnx") == "\\udc80.onnx"  # a file name that is not UTF-8


@given(st.text().filter(lambda s: not any(0xD800 <= ord(c) <= 0xDFFF for c in s)),
       st.lists(st.integers(0, 64), max_size=6))
@settings(max_examples=300)
def test_printable_json_is_the_same_json(text: str, cuts: list[int]) -> None:
    document = json.dumps({"name": text, "list": [text, 1]}, ensure_ascii=False, indent=1)
    shown = printable_json(document)
    assert_safe(shown, "printable_json")
    assert json.loads(shown) == json.loads(document)
    # In pieces cut anywhere, even inside a character, the same text.
    data = document.encode("utf-8")
    held = bytearray()
    out = b""
    at = 0
    for cut in sorted(cuts):
        out += printable_json_bytes(data[at:cut], held)
        at = max(at, cut)
    out += printable_json_bytes(data[at:], held) + printable_json_bytes(b"", held, end=True)
    assert out.decode("utf-8") == shown


# -- the commands, in-process ----------------------------------------------------------------------

class _Screen(io.TextIOWrapper):
    """A standard stream that keeps what it is given, a terminal or a pipe as asked."""

    def __init__(self, *, tty: bool, errors: str = "strict") -> None:
        super().__init__(io.BytesIO(), encoding="utf-8", errors=errors, write_through=True)
        self._tty = tty

    def isatty(self) -> bool:
        return self._tty

    def text(self) -> str:
        self.flush()
        return self.buffer.getvalue().decode("utf-8")  # type: ignore[attr-defined]


def cli_run(*args: Any, tty: bool = False, color: bool = False) -> tuple[int, str, str]:
    """``onnxjson ARGS`` in-process with stdout a pipe (or a terminal: ``tty``); stderr is a pipe,
    with the error handler of the real one."""
    out, err = _Screen(tty=tty), _Screen(tty=False, errors="backslashreplace")
    environ = {k: v for k, v in os.environ.items() if k not in ("NO_COLOR", "TERM", "COLUMNS")}
    environ.update({"COLUMNS": "200"} if color else {"COLUMNS": "200", "NO_COLOR": "1"})
    with mock.patch.object(sys, "stdout", out), mock.patch.object(sys, "stderr", err), \
            mock.patch.dict(os.environ, environ, clear=True):
        code = cli.main([os.fspath(a) for a in args])
    shown, said = out.text(), err.text()
    assert "Traceback" not in said and "internal error" not in said, said
    return code, shown, said


def _base() -> dict[str, Any]:
    return json.loads(FEATURES_JSON.read_text(encoding="utf-8"))


def hostile_document(op: str, node: str, init: str, attr: str, doc: str) -> dict[str, Any]:
    """features.json with the texts in an op type, a node name, an initialiser name (and its use),
    an attribute name, the graph's doc string and the producer's name."""
    d = _base()
    g = d["graph"]
    g["node"][1]["op_type"] = op
    g["node"][0]["name"] = node
    old = g["initializer"][0]["name"]
    g["initializer"][0]["name"] = init
    g["node"][2]["input"] = [init if i == old else i for i in g["node"][2]["input"]]
    g["node"][2]["attribute"][0]["name"] = attr
    g["doc_string"] = doc
    d["producer_name"] = doc
    return d


def _write(folder: Path, name: str, doc: dict[str, Any]) -> Path:
    path = folder / name
    path.write_text(json.dumps(doc, ensure_ascii=False, indent=1), encoding="utf-8")
    return path


def _human(text: str, what: str, *, colors: bool = False) -> None:
    if colors:  # only the renderer's own colours, at the ends of lines
        text = "\n".join(_OUR_SGR.sub("", line) if line.startswith("\x1b[") else line for line in text.split("\n"))
    assert_safe(text, what)


def _every_command(folder: Path, texts: tuple[str, str, str, str, str], name: str) -> int:
    """Run every command that prints model text over documents and files holding ``texts``;
    check every human output and every machine output. The number of commands run."""
    op, _, init, attr, doc = texts
    base = _write(folder, "base.json", _base())
    hostile = _write(folder, _file_name(name), hostile_document(*texts))
    runs = 0

    def run(*args: Any, ok: tuple[int, ...], tty: bool = False, color: bool = False) -> tuple[str, str]:
        nonlocal runs
        runs += 1
        code, out, err = cli_run(*args, tty=tty, color=color)
        assert code in ok, (args, code, err)
        _human(err, f"stderr of {args[0]}")
        return out, err

    # validate: the finding about the op type shows it escaped, and no line can read as "valid".
    out, _ = run("validate", hostile, ok=(1,))
    _human(out, "validate")
    assert printable(op) in out
    assert not any(re.match(r"valid\s", line) for line in out.splitlines())
    # build, build --strict (validate's findings as an error line) and a build error naming a key.
    model = folder / "model.onnx"
    run("build", hostile, "-o", model, ok=(0,))
    run("build", "--strict", hostile, "-o", folder / "strict.onnx", ok=(1, 2))
    bad = hostile_document(*texts)
    bad["graph"][attr + "k"] = 1
    run("build", _write(folder, "bad.json", bad), "-o", folder / "bad.onnx", ok=(2,))
    # dump: exact JSON out; an unreadable file's name on the error line.
    out, _ = run("dump", model, ok=(0,))
    dumped = json.loads(out)
    assert dumped["graph"]["node"][1]["op_type"] == op and dumped["graph"]["initializer"][0]["name"] == init
    shown, _ = run("dump", model, ok=(0,), tty=True)  # on a terminal: JSON escapes, the same values
    _human(shown, "dump on a terminal")
    assert json.loads(shown) == dumped
    broken = folder / _file_name(name).replace(".json", ".onnx")
    broken.write_bytes(b"\xff\xff\xff")
    run("dump", broken, ok=(2,))
    # verify: the file's name on its line.
    named = folder / (broken.name + ".model")
    named.write_bytes(model.read_bytes())
    out, _ = run("verify", named, ok=(0,))
    _human(out, "verify")
    assert printable(str(named)) in out
    # info: plain, on a terminal (rich, with and without colours), and --json exact.
    out, _ = run("info", "--nodes", model, ok=(0,))
    _human(out, "info")
    assert printable(init) in out
    out, _ = run("info", "--nodes", hostile, ok=(0,), tty=True)
    _human(out, "info on a terminal")
    out, _ = run("info", "--nodes", hostile, ok=(0,), tty=True, color=True)
    _human(out, "info on a colour terminal", colors=True)
    out, _ = run("info", "--json", model, ok=(0,))
    info = json.loads(out)
    assert [e["name"] for e in info["initializers"]].count(init) == 1
    shown, _ = run("info", "--json", model, ok=(0,), tty=True)
    _human(shown, "info --json on a terminal")
    assert json.loads(shown) == info
    # diff: the change list (plain and coloured), --unified (JSON text), and --json exact.
    out, _ = run("diff", base, hostile, ok=(1,))
    _human(out, "diff")
    out, _ = run("diff", "--color", base, hostile, ok=(1,))
    _human(out, "diff --color", colors=True)
    out, _ = run("diff", "--unified", base, hostile, ok=(1,))
    _human(out, "diff --unified")
    out, _ = run("diff", "--json", base, hostile, ok=(1,))
    changes = json.loads(out)
    assert any(c.get("new") == op for c in changes)
    shown, _ = run("diff", "--json", base, hostile, ok=(1,), tty=True)
    _human(shown, "diff --json on a terminal")
    assert json.loads(shown) == changes
    # merge: conflicting op types, the report on stderr escaped, --report exact.
    ours = _write(folder, "ours.json", hostile_document(*texts))
    theirs_doc = hostile_document(*texts)
    theirs_doc["graph"]["node"][1]["op_type"] = doc + "2"
    theirs = _write(folder, "theirs.json", theirs_doc)
    report = folder / "report.json"
    run("merge", base, ours, theirs, "-o", folder / "merged.json", "--report", report,
        "--name", hostile.name, ok=(1,))
    conflicts = json.loads(report.read_text(encoding="utf-8"))
    assert {conflicts[0]["ours"], conflicts[0]["theirs"]} == {op, doc + "2"}
    # textconv: the document git shows, JSON with the same values.
    out, _ = run("textconv", model, ok=(0,))
    _human(out, "textconv")
    shown = json.loads(out)
    assert shown["graph"]["node"][1]["op_type"] == op and shown["graph"]["doc_string"] == doc
    return runs


@pytest.mark.usefixtures("accel_path")
@given(texts=st.tuples(*[_hostile()] * 5), name=_hostile())
@settings(max_examples=25, phases=[Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink],
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
def test_every_command_shows_model_text_escaped(texts: tuple[str, str, str, str, str], name: str) -> None:
    with tempfile.TemporaryDirectory() as folder:
        _every_command(Path(folder), texts, name)


# -- rich, on a terminal and not -------------------------------------------------------------------

@pytest.mark.parametrize("terminal", [True, False])
def test_rich_tables_show_names_as_text(terminal: bool) -> None:
    from rich.console import Console

    from onnxjson import explore

    text = "[bold]x[/]\x1b[31m\u202eab[/x]:smile:"
    doc = hostile_document("Relu", text, text, "alpha", text)
    info = explore.summarize(doc)
    screen = io.StringIO()
    Console(file=screen, force_terminal=terminal, color_system="truecolor" if terminal else None, width=300,
            highlight=False).print(explore.render_rich(info, nodes=True))
    out = screen.getvalue()
    _human(out, "rich", colors=terminal)
    assert printable(text) in _OUR_SGR.sub("", out)  # shown whole: no markup read, no emoji


def test_progress_lines_show_file_names_escaped() -> None:
    from onnxjson._progress import TerminalProgress

    screen = _Screen(tty=True)
    progress = TerminalProgress(screen, delay=0)
    name = "[/x]\x1b[2K\u202e.onnx"
    progress.start(0, f"reading {name}")  # rich markup would fail on [/x]
    progress.advance(10)
    progress.finish()
    progress.summary(f"compared {name} with {name}")
    out = screen.text()
    assert f"compared {printable(name)} with {printable(name)}" in out
    assert name not in out


# -- real processes on a terminal ------------------------------------------------------------------

SPOOF = "Relu\r\x1b[2K\x1b[32mvalid  spoof.json\x1b[0m\x1b[8m"


def _terminal_lines(shown: bytes) -> list[str]:
    """What the terminal received, as lines: the terminal's own CRLF made LF."""
    return shown.replace(b"\r\n", b"\n").decode("utf-8").split("\n")


def test_the_spoof_does_not_show_valid(tmp_path: Path) -> None:
    """The finding of issue 34: an op type that returns to the line's start, erases it and writes
    a green "valid  spoof.json" (then hides the rest) showed as valid while validate exited 1."""
    doc = _base()
    doc["graph"]["node"][0]["op_type"] = SPOOF
    path = _write(tmp_path, "spoof.json", doc)
    # No progress display (the machine may be slow enough to show it): only what validate says.
    code, shown, _ = run_in_pty(["validate", str(path)], env={**cli_env(), "ONNXJSON_PROGRESS_DELAY": "60"})
    assert code == 1
    lines = _terminal_lines(shown)
    for line in lines:
        assert_safe(line, "validate on a terminal")
        assert not re.match(r"valid\s", line), line  # (the summary line says "validated ...: 0 valid")
    assert any(printable(SPOOF) in line for line in lines)


def test_real_processes_on_a_terminal(tmp_path: Path) -> None:
    """Each command that prints model text, in a real process whose stdout and stderr are a
    terminal (rich tables, progress display): nothing raw reaches it."""
    texts = (SPOOF, "n\u202eode[/x]", "w\x9b31m\u2066\x85", "a\x1b]0;t\x07", "doc\u200b\r\n")
    hostile = _write(tmp_path, _file_name("\x1b[2K\u202e"), hostile_document(*texts))
    base = _write(tmp_path, "base.json", _base())
    model = tmp_path / "model.onnx"
    env = {**cli_env(), "NO_COLOR": "1", "ONNXJSON_PROGRESS_DELAY": "0"}
    runs: list[tuple[list[str], tuple[int, ...]]] = [
        (["validate", str(hostile)], (1,)),
        (["build", str(hostile), "-o", str(model)], (0,)),
        (["build", "--strict", str(hostile), "-o", str(tmp_path / "s.onnx")], (1, 2)),
        (["info", "--nodes", str(model)], (0,)),
        (["info", "--nodes", str(hostile)], (0,)),
        (["diff", str(base), str(hostile)], (1,)),
        (["verify", str(model)], (0,)),
        (["dump", str(hostile)], (2,)),
    ]
    for args, ok in runs:
        code, shown, _ = run_in_pty(args, env=env)
        assert code in ok, (args, code, shown)
        for line in _terminal_lines(shown):
            # The progress display's own sequences (NO_COLOR: cursor, erase, return to the line's
            # start between repaints; no colour) go. Each text above holds more than a CR.
            line = re.sub(r"\x1b\[\?25[lh]|\x1b\[2K|\x1b\[1A", "", line)
            for repaint in line.split("\r"):
                assert_safe(repaint, f"{args[0]} on a terminal")
    # The dump of a model to a terminal is a document: JSON with the same values, the characters
    # a terminal acts on spelled as JSON escapes.
    code, shown, _ = run_in_pty(["dump", str(model)], env={**env, "ONNXJSON_PROGRESS_DELAY": "60"})
    assert code == 0
    text = shown.replace(b"\r\n", b"\n").decode("utf-8")
    assert_safe(text, "dump on a terminal")
    dumped = json.loads(text)
    assert dumped["graph"]["node"][1]["op_type"] == SPOOF and dumped["graph"]["initializer"][0]["name"] == texts[2]



def test_a_file_name_that_is_not_utf8(tmp_path: Path) -> None:
    """A file name of bytes that are not UTF-8 (and a control): shown with escapes; stdout, which
    cannot encode the lone surrogates Python reads such a name as, was a 'cannot write' error."""
    name = os.fsdecode(b"model\xff\x1b[2K.onnx")
    model = tmp_path / name
    model.write_bytes((ROOT / "samples" / "features.onnx").read_bytes())
    done = subprocess.run([*cli_command(cli_env()), "verify", str(model)], capture_output=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode("utf-8").startswith(f"identical  {printable(str(model))} (")
    assert_safe(done.stdout.decode("utf-8") + done.stderr.decode("utf-8"), "verify")
    code, shown, _ = run_in_pty(["validate", str(model)], env={**cli_env(), "ONNXJSON_PROGRESS_DELAY": "60"})
    assert code == 2
    for line in _terminal_lines(shown):
        assert_safe(line, "validate's error on a terminal")
    assert "\\udcff\\x1b[2K.onnx" in shown.decode("utf-8")
