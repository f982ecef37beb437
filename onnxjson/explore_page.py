"""The explorer's page (``onnxjson info MODEL --html -o page.html``): one self-contained HTML file.

NOTE: design decisions.

- One file, nothing fetched: the CSS, the script and the charts (SVG drawn here) are inline; the
  page names no URL, so it opens the same offline, from a mail attachment or a CI artefact.
- The page's data is ``info --json``'s object, embedded once as JSON text in a
  ``<script type="application/json">`` element (the same values; ``<``, ``>``, ``&``, U+2028 and
  U+2029 written as ``\\u`` escapes, so no model text can close the element or start markup). The
  script reads it with ``JSON.parse`` and builds every table with ``textContent``: model text never
  becomes markup. What Python writes into the markup itself (the metadata, the charts' labels) goes
  through :func:`html.escape`.
- Large models: the tables (fields, nodes, initialisers, value_info) are paged, :data:`PAGE_ROWS`
  rows drawn at a time, searched and sorted over the whole list in the script; a 100,000-node model
  draws 100 rows at first. The page's size grows with the model's node count (the node list is in
  the data, about 100 bytes a node), not with its weights.
- The charts are horizontal bars, drawn here: bytes by field (the deepest rows the terminal's field
  table shows, which share the file between them) and bytes by tensor (the largest initialisers),
  :data:`CHART_BARS` bars each, the rest summed in one bar.
"""

from __future__ import annotations

import html
import json
from typing import Any

__all__ = ["CHART_BARS", "PAGE_ROWS", "page_json", "render_html"]

#: Rows a table of the page draws at a time.
PAGE_ROWS = 100
#: Bars of a chart (the rest are summed in one more).
CHART_BARS = 15

_JSON_ESCAPES = {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}


def page_json(data: dict[str, Any]) -> str:
    """``data`` as JSON text that is safe inside a ``<script>`` element (same values as json.dumps)."""
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return "".join(_JSON_ESCAPES.get(c, c) for c in text) if any(c in text for c in _JSON_ESCAPES) else text


def _escape(text: str) -> str:
    """``text`` for HTML markup: ``& < > " '`` as references, and the line and paragraph separators."""
    return html.escape(text, quote=True).replace("\u2028", "&#x2028;").replace("\u2029", "&#x2029;")


def _human(n: int) -> str:
    size = float(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if size < 1024 or unit == "GiB":
            return f"{int(size)} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} B"  # pragma: no cover


def _bar_chart(title: str, items: list[tuple[str, int]], total: int, chart_id: str) -> str:
    """A horizontal bar chart as inline SVG: one bar an item, its width its share of ``total``."""
    if not items or total <= 0:
        return ""
    items = sorted(items, key=lambda kv: -kv[1])
    if len(items) > CHART_BARS:
        rest = sum(n for _, n in items[CHART_BARS:])
        items = [*items[:CHART_BARS], (f"{len(items) - CHART_BARS} others", rest)]
    label_w, bar_w, row_h = 330, 420, 22
    height = row_h * len(items) + 8
    out = [f'<figure id="{chart_id}"><figcaption>{_escape(title)}</figcaption>'
           f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{label_w + bar_w + 150}" height="{height}" '
           f'viewBox="0 0 {label_w + bar_w + 150} {height}">']
    for i, (label, n) in enumerate(items):
        y = 4 + i * row_h
        width = max(1.0, bar_w * n / total)
        short = label if len(label) <= 48 else "…" + label[-47:]
        out.append(
            f'<g class="bar" data-label="{_escape(label)}" data-bytes="{n}">'
            f'<title>{_escape(label)}: {n} bytes ({n / total:.1%})</title>'
            f'<text x="{label_w - 6}" y="{y + 15}" text-anchor="end">{_escape(short)}</text>'
            f'<rect x="{label_w}" y="{y + 2}" width="{width:.1f}" height="{row_h - 6}" rx="2"></rect>'
            f'<text x="{label_w + width + 6:.1f}" y="{y + 15}">{_human(n)} · {n / total:.1%}</text></g>')
    out.append("</svg></figure>")
    return "".join(out)


def _field_frontier(data: dict[str, Any]) -> list[tuple[str, int]]:
    """The deepest rows of the terminal's field table: together they share the file between them
    (their parents' tags and lengths aside)."""
    rows = data.get("fields") or []
    graph_root = data.get("type") == "GraphProto"

    def shown(path: str) -> bool:
        return path.count(".") <= (2 if path.startswith("graph.") or graph_root else 1)

    paths = {r["path"] for r in rows if shown(r["path"])}
    parents = {p.rsplit(".", 1)[0] for p in paths if "." in p}
    return [(r["path"], r["bytes"]) for r in rows if r["path"] in paths and r["path"] not in parents]


def _metadata_rows(data: dict[str, Any]) -> list[tuple[str, str]]:
    if data.get("type") == "TensorProto":
        t = data["tensor"]
        return [("type", "TensorProto"), ("name", t.get("name") or "-"), ("data_type", str(t.get("data_type"))),
                ("dims", json.dumps(t.get("dims"))), ("storage", str(t.get("storage"))),
                ("size", "?" if t.get("size") is None else f"{t['size']} bytes")]
    c = data.get("counts", {})
    producer = " ".join(x for x in (data.get("producer_name"), data.get("producer_version")) if x)
    rows = [("type", data.get("type", "")),
            ("ir_version", "-" if data.get("ir_version") is None else str(data["ir_version"])),
            ("producer", producer or "-"),
            ("opsets", ", ".join(f"{d or 'ai.onnx'} {v}" for d, v in (data.get("opsets") or {}).items()) or "-")]
    rows += [(k, str(data[k])) for k in ("domain", "model_version", "graph_name", "doc_string")
             if data.get(k) not in (None, "")]
    rows += [("nodes", f"{c.get('nodes', 0)} (graph {c.get('graph_nodes', 0)}, subgraphs {c.get('subgraph_nodes', 0)}, "
                       f"functions {c.get('function_nodes', 0)})"),
             ("initializers", str(c.get("initializers", 0))),
             ("params", str(data.get("params", 0))),
             ("weights", f"{data.get('weight_bytes', 0)} bytes ({_human(data.get('weight_bytes', 0))})")]
    return rows


def render_html(data: dict[str, Any], *, title: str = "") -> str:
    """The page of ``data`` (``info --json``'s object, ``as_dict()``), as one HTML document.

    Args:
        data: the explorer's JSON form.
        title: what the page is of (a file name), shown in its heading.
    """
    fields = data.get("fields") or []
    total = sum(r["bytes"] for r in fields if "." not in r["path"])
    charts = _bar_chart("bytes by field", _field_frontier(data), total, "chart-fields")
    tensors = [(e["name"] or "(no name)", e["size"]) for e in data.get("initializers") or [] if e.get("size")]
    charts += _bar_chart("bytes by tensor (initializers)", tensors, total, "chart-tensors")
    meta = "".join(f"<tr><th>{_escape(k)}</th><td>{_escape(v)}</td></tr>" for k, v in _metadata_rows(data))
    heading = _escape(f"onnxjson info: {title}" if title else "onnxjson info")
    return _PAGE.format(title=heading, meta=meta, total=total, charts=charts or "<p>no bytes to chart</p>",
                        data=page_json(data), page_rows=PAGE_ROWS, style=_STYLE, script=_SCRIPT)


_STYLE = """
body{font:14px/1.4 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d232a;background:#f6f7f9}
header{background:#243447;color:#fff;padding:12px 24px}header h1{font-size:18px;margin:0;word-break:break-all}
main{padding:12px 24px;max-width:1400px}section{background:#fff;border:1px solid #dde1e6;border-radius:6px;
margin:12px 0;padding:10px 16px}h2{font-size:16px;margin:4px 0 8px}
table{border-collapse:collapse;width:100%}th,td{padding:3px 8px;border-bottom:1px solid #eceff2;text-align:left;
vertical-align:top}td{word-break:break-all}td.num,th.num{text-align:right;white-space:nowrap;word-break:normal}
thead th{cursor:pointer;user-select:none;background:#f0f2f5}
thead th.sorted-asc::after{content:" \\25B2"}thead th.sorted-desc::after{content:" \\25BC"}
table.meta th{width:160px;color:#55606d;font-weight:600}
.tools{display:flex;gap:8px;align-items:center;margin:4px 0 8px}.tools input{flex:1;max-width:380px;padding:4px 8px}
.tools button{padding:3px 10px}.count{color:#55606d}
figure{margin:8px 0}figcaption{font-weight:600;margin-bottom:4px}svg text{font-size:12px;fill:#1d232a}
svg rect{fill:#3d7cc9}svg g.bar:hover rect{fill:#1f5aa6}.charts{display:flex;flex-wrap:wrap;gap:16px}
.note{color:#55606d;font-size:12px}
"""

_SCRIPT = r"""
(function () {
  "use strict";
  var started = performance.now();
  var info = JSON.parse(document.getElementById("info-data").textContent);
  var PAGE = parseInt(document.body.getAttribute("data-page-rows"), 10);
  var total = 0;
  (info.fields || []).forEach(function (r) { if (r.path.indexOf(".") < 0) { total += r.bytes; } });

  function dims(d) { return d === null || d === undefined ? "?" : "[" + d.map(function (x) { return x === null ? "?" : String(x); }).join(", ") + "]"; }
  function typeText(t) {
    if (!t) { return "-"; }
    if (t.kind === "tensor" || t.kind === "sparse_tensor") { return (t.kind === "sparse_tensor" ? "sparse " : "") + t.elem_type + " " + dims(t.dims); }
    if (t.kind === "sequence" || t.kind === "optional") { return t.kind + "<" + typeText(t.elem_type) + ">"; }
    if (t.kind === "map") { return "map<" + t.key_type + ", " + typeText(t.value_type) + ">"; }
    return t.kind + (t.name ? " " + t.name : "");
  }

  // A paged, searchable, sortable table: columns are [title, value(row), numeric].
  function Table(id, rows, columns, initialSort) {
    var box = document.getElementById(id);
    if (!box) { return; }
    if (!rows.length) { box.parentNode.style.display = "none"; return; }
    var state = { filter: "", sort: initialSort === undefined ? -1 : initialSort, desc: true, page: 0 };
    var tools = document.createElement("div"); tools.className = "tools";
    var search = document.createElement("input"); search.type = "search"; search.placeholder = "search";
    var prev = document.createElement("button"); prev.textContent = "\u2039 previous";
    var next = document.createElement("button"); next.textContent = "next \u203A";
    var count = document.createElement("span"); count.className = "count";
    tools.appendChild(search); tools.appendChild(prev); tools.appendChild(next); tools.appendChild(count);
    var table = document.createElement("table"); var thead = document.createElement("thead");
    var head = document.createElement("tr"); var tbody = document.createElement("tbody");
    columns.forEach(function (c, i) {
      var th = document.createElement("th"); th.textContent = c[0]; if (c[2]) { th.className = "num"; }
      th.addEventListener("click", function () {
        if (state.sort === i) { state.desc = !state.desc; } else { state.sort = i; state.desc = !!c[2]; }
        state.page = 0; draw();
      });
      head.appendChild(th);
    });
    thead.appendChild(head); table.appendChild(thead); table.appendChild(tbody);
    box.appendChild(tools); box.appendChild(table);
    var texts = null;  // made at the first search, not before the first drawing
    var shown = [];
    function refilter() {
      var f = state.filter.toLowerCase();
      if (f && texts === null) {
        texts = rows.map(function (r) { return columns.map(function (c) { return String(c[1](r)); }).join("\u0000").toLowerCase(); });
      }
      shown = [];
      for (var i = 0; i < rows.length; i++) { if (!f || texts[i].indexOf(f) >= 0) { shown.push(i); } }
      if (state.sort >= 0) {
        var get = columns[state.sort][1], num = columns[state.sort][2], sign = state.desc ? -1 : 1;
        shown.sort(function (a, b) {
          var x = get(rows[a]), y = get(rows[b]);
          if (num) { x = x === null || x === "" ? -1 : Number(x); y = y === null || y === "" ? -1 : Number(y); }
          else { x = String(x); y = String(y); }
          return x < y ? -sign : x > y ? sign : a - b;
        });
      }
    }
    function draw() {
      refilter();
      var pages = Math.max(1, Math.ceil(shown.length / PAGE));
      state.page = Math.min(state.page, pages - 1);
      var start = state.page * PAGE, end = Math.min(shown.length, start + PAGE);
      var body = document.createElement("tbody");
      for (var k = start; k < end; k++) {
        var r = rows[shown[k]], tr = document.createElement("tr");
        columns.forEach(function (c) {
          var td = document.createElement("td"); var v = c[1](r);
          td.textContent = v === null || v === undefined ? "?" : String(v);
          if (c[2]) { td.className = "num"; }
          tr.appendChild(td);
        });
        body.appendChild(tr);
      }
      table.replaceChild(body, tbody); tbody = body;
      Array.prototype.forEach.call(head.children, function (th, i) {
        th.classList.toggle("sorted-asc", state.sort === i && !state.desc);
        th.classList.toggle("sorted-desc", state.sort === i && state.desc);
      });
      count.textContent = (shown.length ? (start + 1) + "\u2013" + end : "0") + " of " + shown.length +
        (shown.length < rows.length ? " (of " + rows.length + ")" : "");
      box.setAttribute("data-rows", String(rows.length));
      box.setAttribute("data-shown", String(end - start));
      prev.disabled = state.page === 0; next.disabled = state.page >= pages - 1;
    }
    search.addEventListener("input", function () { state.filter = search.value; state.page = 0; draw(); });
    prev.addEventListener("click", function () { state.page -= 1; draw(); });
    next.addEventListener("click", function () { state.page += 1; draw(); });
    draw();
  }

  function share(n) { return total ? (100 * n / total).toFixed(1) + "%" : "-"; }
  Table("fields", info.fields || [], [
    ["field", function (r) { return r.path; }], ["#", function (r) { return r.number; }, true],
    ["type", function (r) { return r.type; }], ["count", function (r) { return r.count; }, true],
    ["bytes", function (r) { return r.bytes; }, true], ["share", function (r) { return share(r.bytes); }]
  ]);
  Table("initializers", info.initializers || [], [
    ["name", function (r) { return r.name; }], ["kind", function (r) { return r.kind; }],
    ["data_type", function (r) { return r.data_type; }], ["shape", function (r) { return dims(r.dims); }],
    ["storage", function (r) { return r.storage + (r.field && r.storage !== r.field ? " (" + r.field + ")" : ""); }],
    ["params", function (r) { return r.params; }, true], ["size", function (r) { return r.size; }, true]
  ], 6);
  Table("nodes", info.nodes || [], [
    ["name", function (r) { return r.name; }], ["op_type", function (r) { return r.domain ? r.domain + ":" + r.op_type : r.op_type; }],
    ["inputs", function (r) { return r.inputs.join(", "); }], ["outputs", function (r) { return r.outputs.join(", "); }]
  ]);
  var values = [];
  (info.inputs || []).forEach(function (v) { values.push(["input", v]); });
  (info.outputs || []).forEach(function (v) { values.push(["output", v]); });
  (info.value_info || []).forEach(function (v) { values.push(["value_info", v]); });
  Table("values", values, [
    ["kind", function (r) { return r[0]; }], ["name", function (r) { return r[1].name; }],
    ["type", function (r) { return typeText(r[1].type); }]
  ]);
  Table("props", info.metadata_props || [], [
    ["key", function (r) { return r.key; }], ["value", function (r) { return r.value; }]
  ]);
  var ops = Object.keys(info.op_types || {}).map(function (k) { return [k, info.op_types[k]]; });
  Table("ops", ops, [["op_type", function (r) { return r[0]; }], ["count", function (r) { return r[1]; }, true]]);
  // how long the script took, and since the page began to load (what a test or a user can measure)
  document.body.setAttribute("data-script-ms", String(Math.round(performance.now() - started)));
  document.body.setAttribute("data-drawn-ms", String(Math.round(performance.now())));
  document.body.setAttribute("data-ready", "1");
})();
"""

_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><style>{style}</style></head>
<body data-page-rows="{page_rows}">
<header><h1>{title}</h1></header>
<main>
<section><h2>model</h2><table class="meta" id="meta">{meta}</table>
<p class="note">file size accounted for by field: <span id="total-bytes">{total}</span> bytes</p></section>
<section><h2>where the bytes go</h2><div class="charts">{charts}</div></section>
<section><h2>fields</h2><div id="fields"></div></section>
<section><h2>initializers</h2><div id="initializers"></div></section>
<section><h2>nodes</h2><div id="nodes"></div></section>
<section><h2>inputs, outputs and value_info</h2><div id="values"></div></section>
<section><h2>metadata_props</h2><div id="props"></div></section>
<section><h2>op types</h2><div id="ops"></div></section>
</main>
<script type="application/json" id="info-data">{data}</script>
<script>{script}</script>
<noscript><p>The tables of this page are drawn by its script; the data is in the element info-data.</p></noscript>
</body></html>
"""
