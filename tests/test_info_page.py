"""``onnxjson info MODEL --html -o page.html``: one self-contained page, checked in real Chromium.

NOTE: the page's data is info --json's object (the same values); model text cannot leave it (no
``</script>``, no markup); its tables are drawn by its own script, a page of rows at a time. The
Chromium tests run the Debian package's headless browser (``chromium``; skipped, saying so, where it
is not installed) on the file, with networking off: --dump-dom gives the DOM after the script ran (the
numbers in its tables are compared with info --json), --screenshot gives a PNG.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from typing import Any

import pytest
from corpora import SAMPLE_MODELS

import onnxjson
from onnxjson import cli, explore_page

CHROMIUM = shutil.which("chromium")
needs_chromium = pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (apt-get install chromium)")
HOSTILE = "</script><script>document.title='owned'</script><!-- \u2028\u2029 <b>&amp;"


def _chromium(page: Path, tmp: Path, *extra: str) -> subprocess.CompletedProcess[str]:
    assert CHROMIUM is not None
    return subprocess.run(
        [CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         f"--user-data-dir={tmp / 'chromium-profile'}", *extra, page.as_uri()],
        capture_output=True, text=True, timeout=120, check=False)


def _embedded(page_text: str) -> Any:
    found = re.search(r'<script type="application/json" id="info-data">(.*?)</script>', page_text, re.S)
    assert found is not None
    return json.loads(found.group(1))


class _Tables(HTMLParser):
    """The rows of each table box (div with an id) of a DOM, and the attributes of those boxes."""

    def __init__(self) -> None:
        super().__init__()
        self.boxes: dict[str, dict[str, str]] = {}
        self.rows: dict[str, list[list[str]]] = {}
        self.scripts = 0
        self.title = ""
        self._box: str | None = None
        self._depth = 0
        self._cell: list[str] | None = None
        self._row: list[str] | None = None
        self._in_body = False
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "script":
            self.scripts += 1
        if tag == "title" and not self.title:  # the page's own (the charts' bars have titles too)
            self._in_title = True
        if tag == "div" and "data-rows" in a:
            self._box, self._depth = a["id"], 0
            self.boxes[a["id"]] = a
            self.rows[a["id"]] = []
        elif tag == "div" and self._box is not None:
            self._depth += 1
        if self._box is not None:
            if tag == "tbody":
                self._in_body = True
            elif tag == "tr" and self._in_body:
                self._row = []
            elif tag == "td" and self._row is not None:
                self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        if self._box is None:
            return
        if tag == "td" and self._cell is not None and self._row is not None:
            self._row.append("".join(self._cell))
            self._cell = None
        elif tag == "tr" and self._row is not None:
            self.rows[self._box].append(self._row)
            self._row = None
        elif tag == "tbody":
            self._in_body = False
        elif tag == "div":
            if self._depth == 0:
                self._box = None
            else:
                self._depth -= 1

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)
        if self._in_title:
            self.title += data


def _hostile_model(tmp_path: Path) -> Path:
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    nodes = [helper.make_node("Relu", ["x"], [f"y{i}"], name=f"relu{i}") for i in range(250)]
    nodes.append(helper.make_node("Identity", ["x"], ["z"], name=HOSTILE))
    init = numpy_helper.from_array(np.zeros((4, 4), dtype=np.float32), name=HOSTILE + "w")
    graph = helper.make_graph(nodes, HOSTILE, [helper.make_tensor_value_info("x", TensorProto.FLOAT, [4])],
                              [helper.make_tensor_value_info("z", TensorProto.FLOAT, [4])], initializer=[init])
    model = helper.make_model(graph, doc_string=HOSTILE)
    helper.set_model_props(model, {HOSTILE: HOSTILE})
    path = tmp_path / "hostile.onnx"
    path.write_bytes(model.SerializeToString())
    return path


@pytest.mark.parametrize("path", SAMPLE_MODELS, ids=lambda p: p.name)
def test_page_embeds_info_json(path: Path, tmp_path: Path, accel_path: str, capsys: Any) -> None:
    page = tmp_path / "page.html"
    assert cli.main(["info", str(path), "--html", "-o", str(page)]) == 0
    assert cli.main(["info", str(path), "--json"]) == 0
    expected = json.loads(capsys.readouterr().out)
    text = page.read_text(encoding="utf-8")
    assert _embedded(text) == expected
    assert not re.search(r"(?i)(src|href)\s*=|https?://(?!www\.w3\.org/2000/svg)|@import|url\(", text)


def test_page_text_is_escaped(tmp_path: Path) -> None:
    path = _hostile_model(tmp_path)
    info = onnxjson.info(str(path))
    text = explore_page.render_html(info.as_dict(), title=HOSTILE)
    assert _embedded(text) == info.as_dict()
    assert text.count("</script>") == 2 and text.count("<script") == 2  # the data and the script
    assert "\u2028" not in text and "\u2029" not in text and "<b>" not in text
    assert "&lt;/script&gt;" in text  # the title and the metadata, escaped
    assert explore_page.page_json({"a": "</script>\u2028"}) == '{"a":"\\u003c/script\\u003e\\u2028"}'


def test_page_needs_html_and_output(tmp_path: Path, capsys: Any) -> None:
    model = str(SAMPLE_MODELS[0])
    assert cli.main(["info", model, "--html"]) == 2
    assert cli.main(["info", model, "-o", str(tmp_path / "x.html")]) == 2
    assert "--html" in capsys.readouterr().err
    assert not (tmp_path / "x.html").exists()


@needs_chromium
def test_page_renders_in_chromium(tmp_path: Path) -> None:
    path = _hostile_model(tmp_path)
    page = tmp_path / "page.html"
    assert cli.main(["info", str(path), "--html", "-o", str(page)]) == 0
    expected = onnxjson.info(str(path)).as_dict()
    run = _chromium(page, tmp_path, "--dump-dom")
    assert run.returncode == 0, run.stderr[-2000:]
    dom = _Tables()
    dom.feed(run.stdout)
    assert 'data-ready="1"' in run.stdout  # the script ran to its end
    assert dom.scripts == 2 and dom.title == "onnxjson info: hostile.onnx"  # no script of the model's ran
    # every table drawn, a page of rows at a time, its count the data's
    assert dom.boxes["nodes"]["data-rows"] == str(len(expected["nodes"])) == "251"
    assert dom.boxes["nodes"]["data-shown"] == str(explore_page.PAGE_ROWS) == str(len(dom.rows["nodes"]))
    assert [r[0] for r in dom.rows["nodes"]][:3] == ["relu0", "relu1", "relu2"]
    fields = expected["fields"]
    assert dom.boxes["fields"]["data-rows"] == str(len(fields))
    assert [(r[0], int(r[1]), r[2], int(r[3]), int(r[4])) for r in dom.rows["fields"]] == [
        (f["path"], f["number"], f["type"], f["count"], f["bytes"]) for f in fields[:explore_page.PAGE_ROWS]]
    inits = {r[0]: r for r in dom.rows["initializers"]}
    assert inits[HOSTILE + "w"][3:] == ["[4, 4]", "raw_data", "16", "64"]
    assert [r[:2] for r in dom.rows["props"]] == [[HOSTILE, HOSTILE]]
    assert any(r[0] == HOSTILE for r in dom.rows["nodes"]) or len(expected["nodes"]) > explore_page.PAGE_ROWS
    total = re.search(r'id="total-bytes">(\d+)<', run.stdout)
    assert total is not None and int(total.group(1)) == path.stat().st_size


@needs_chromium
def test_page_screenshot(tmp_path: Path) -> None:
    page = tmp_path / "page.html"
    assert cli.main(["info", str(SAMPLE_MODELS[-1]), "--html", "-o", str(page)]) == 0
    shot = tmp_path / "page.png"
    run = _chromium(page, tmp_path, f"--screenshot={shot}", "--window-size=1280,900")
    assert run.returncode == 0, run.stderr[-2000:]
    assert shot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" and shot.stat().st_size > 10_000


# -- the page of a change (issue 31, item 4) --------------------------------------------------------
def _edited_pair(tmp_path: Path) -> tuple[Path, Path]:
    import numpy as np
    from onnx import TensorProto, helper, numpy_helper

    def model(edit: bool) -> bytes:
        w = np.arange(16, dtype=np.float32).reshape(4, 4)
        nodes = [helper.make_node("MatMul", ["x", "w"], ["h"], name="mm"),
                 helper.make_node("Relu", ["h"], ["r"], name="relu"),
                 helper.make_node("Tanh", ["r"], ["t"], name="tanh"),
                 helper.make_node("Neg", ["t"], ["z"], name=HOSTILE) if edit else
                 helper.make_node("Identity", ["t"], ["y"], name="gone"),
                 helper.make_node("Sigmoid", ["x"], ["s"], name="far")]
        if edit:
            w = w + 0.5
            nodes[2] = helper.make_node("Tanh", ["r"], ["t"], name="tanh", doc_string="edited")
        graph = helper.make_graph(nodes, "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4])],
                                  [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1, 4])],
                                  initializer=[numpy_helper.from_array(w, name="w")])
        return helper.make_model(graph).SerializeToString()

    a, b = tmp_path / "a.onnx", tmp_path / "b.onnx"
    a.write_bytes(model(False))
    b.write_bytes(model(True))
    return a, b


def test_diff_page_embeds_the_change(tmp_path: Path, capsys: Any) -> None:
    a, b = _edited_pair(tmp_path)
    page = tmp_path / "change.html"
    assert cli.main(["diff", str(a), str(b), "--html", "-o", str(page)]) == 1  # they differ, as without --html
    capsys.readouterr()
    assert cli.main(["diff", "--json", str(a), str(b)]) == 1
    changes = json.loads(capsys.readouterr().out)
    data = _embedded(page.read_text(encoding="utf-8"))
    assert data == {"changes": changes, "old": onnxjson.info(str(a)).as_dict(), "new": onnxjson.info(str(b)).as_dict()}
    kinds = dict(re.findall(r'data-name="([^"]*)" data-kind="([^"]*)"', page.read_text(encoding="utf-8")))
    assert kinds["tanh"] == "changed" and kinds["gone"] == "removed" and kinds["mm"] == "weights"
    assert kinds["relu"] == "same" and "far" not in kinds  # a neighbour; far is not near a change
    assert sum(k == "added" for k in kinds.values()) == 1  # the hostile name, escaped in the attribute
    assert cli.main(["diff", str(a), str(b), "--html"]) == 2
    assert cli.main(["diff", "-", str(b), "--html", "-o", str(page)]) == 2
    assert explore_page.changed_node('graph.node["a]b"].attribute[x]') == "a]b"
    assert explore_page.changed_node("graph.node[n1].input") == "n1"
    assert explore_page.changed_node("graph.initializer[w]") is None


@needs_chromium
def test_diff_page_renders_in_chromium(tmp_path: Path) -> None:
    a, b = _edited_pair(tmp_path)
    page = tmp_path / "change.html"
    assert cli.main(["diff", str(a), str(b), "--html", "-o", str(page)]) == 1
    run = _chromium(page, tmp_path, "--dump-dom")
    assert run.returncode == 0, run.stderr[-2000:]
    dom = _Tables()
    dom.feed(run.stdout)
    assert 'data-ready="1"' in run.stdout and dom.scripts == 2
    changes = [c.__dict__ for c in onnxjson.diff(str(a), str(b)).changes]
    assert [r[:3] for r in dom.rows["changes"]] == [[c["kind"], c["category"], c["path"]] for c in changes]
    deltas = [c for c in changes if c["numbers"]]
    assert [(r[0], int(r[1]), int(r[2])) for r in dom.rows["deltas"]] == [
        (c["path"], c["numbers"]["elements"], c["numbers"]["changed"]) for c in deltas] == [("graph.initializer[w]", 16, 16)]
    assert float(dom.rows["deltas"][0][3]) == pytest.approx(0.5)
    assert dom.rows["field-deltas"]  # the bytes moved somewhere
    shot = tmp_path / "change.png"
    run = _chromium(page, tmp_path, f"--screenshot={shot}", "--window-size=1280,900")
    assert run.returncode == 0 and shot.read_bytes()[:4] == b"\x89PNG"
