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
- The page of a change (``diff A B --html``) embeds ``diff --json``'s array and both sides' ``info``
  objects; its drawing is the top-level graph's changed nodes (named by the changes' paths), the
  nodes that take a changed initialiser, and their neighbours up to :data:`DRAW_HOPS` hops away
  through the values between them (:data:`DRAW_NODES` at most), laid out in layers (a node one
  layer right of the last drawn node it takes a value from) as inline SVG drawn here.
- The charts are horizontal bars, drawn here: bytes by field (the deepest rows the terminal's field
  table shows, which share the file between them) and bytes by tensor (the largest initialisers),
  :data:`CHART_BARS` bars each, the rest summed in one bar.
"""

from __future__ import annotations

import html
import json
from typing import Any

__all__ = ["CHART_BARS", "DRAW_HOPS", "DRAW_NODES", "PAGE_ROWS", "changed_node", "page_json", "render_diff_html",
           "render_html"]

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
    if data.get("type") not in ("ModelProto", "GraphProto", "TensorProto"):
        return [("type", str(data.get("type")))]
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

#: The start of both pages: nothing may load from elsewhere (the policy), the title, the table's page size.
_HEAD = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{title}</title><style>{style}</style></head>
<body data-page-rows="{page_rows}">
<header><h1>{title}</h1></header>
<main>
"""

_PAGE = _HEAD + """<section><h2>model</h2><table class="meta" id="meta">{meta}</table>
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


# -- the page of a change (``onnxjson diff A B --html -o change.html``) ---------------------------
#: How many hops from a changed node the drawing reaches, and how many nodes it draws at most.
DRAW_HOPS = 2
DRAW_NODES = 80


def changed_node(path: str) -> str | None:
    """The name of the top-level graph's node a change's path is in (``graph.node[NAME]...``)."""
    head = "graph.node["
    if not path.startswith(head):
        return None
    rest = path[len(head):]
    if rest.startswith('"'):
        try:
            name, end = json.JSONDecoder().raw_decode(rest)
        except ValueError:
            return None
        return name if isinstance(name, str) and rest[end:end + 1] == "]" else None
    end = rest.find("]")
    return rest[:end] if end >= 0 else None


def _neighbourhood(nodes: list[dict[str, Any]], marked: set[str]) -> list[int]:
    """The indexes of the nodes within :data:`DRAW_HOPS` of a marked node (through the values they
    produce and consume), the marked ones first, at most :data:`DRAW_NODES`."""
    producers: dict[str, list[int]] = {}
    consumers: dict[str, list[int]] = {}
    for i, n in enumerate(nodes):
        for v in n["outputs"]:
            producers.setdefault(v, []).append(i)
        for v in n["inputs"]:
            consumers.setdefault(v, []).append(i)
    chosen = [i for i, n in enumerate(nodes) if n["name"] in marked][:DRAW_NODES]
    seen = set(chosen)
    frontier = list(chosen)
    for _ in range(DRAW_HOPS):
        found: list[int] = []
        for i in frontier:
            near = [j for v in nodes[i]["inputs"] for j in producers.get(v, [])]
            near += [j for v in nodes[i]["outputs"] for j in consumers.get(v, [])]
            for j in near:
                if j not in seen and len(seen) < DRAW_NODES:
                    seen.add(j)
                    found.append(j)
        frontier = found
    return sorted(seen)


def _graph_svg(nodes: list[dict[str, Any]], kinds: dict[str, str]) -> str:
    """The changed nodes and their neighbours, in layers (a node one layer right of the last node it
    takes a value from), as inline SVG: boxes coloured by what changed, arrows along the values."""
    picked = _neighbourhood(nodes, set(kinds))
    if not picked:
        return "<p>no node of the top-level graph changed</p>"
    index = {i: k for k, i in enumerate(picked)}
    producer: dict[str, int] = {}
    for i in picked:
        for v in nodes[i]["outputs"]:
            producer.setdefault(v, i)
    layer: dict[int, int] = {}
    edges: list[tuple[int, int]] = []
    for i in picked:  # document order is usually topological; a cycle just stays on the left
        sources = [producer[v] for v in nodes[i]["inputs"] if v in producer and producer[v] != i]
        edges += [(s, i) for s in sources]
        layer[i] = 1 + max((layer.get(s, 0) for s in sources if index[s] < index[i]), default=-1)
    columns: dict[int, list[int]] = {}
    for i in picked:
        columns.setdefault(layer[i], []).append(i)
    box_w, box_h, gap_x, gap_y = 150, 40, 60, 16
    pos = {i: (20 + layer[i] * (box_w + gap_x), 20 + k * (box_h + gap_y))
           for col in columns.values() for k, i in enumerate(col)}
    width = 40 + (max(columns) + 1) * (box_w + gap_x)
    height = 40 + max(len(c) for c in columns.values()) * (box_h + gap_y)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" id="change-graph" width="{width}" height="{height}" '
           f'viewBox="0 0 {width} {height}"><defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" '
           'markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#7a8694"/></marker></defs>']
    for s, t in edges:
        (x1, y1), (x2, y2) = pos[s], pos[t]
        out.append(f'<path class="edge" d="M{x1 + box_w},{y1 + box_h / 2} C{x1 + box_w + gap_x / 2},{y1 + box_h / 2} '
                   f'{x2 - gap_x / 2},{y2 + box_h / 2} {x2},{y2 + box_h / 2}" marker-end="url(#arrow)"/>')
    for i in picked:
        n = nodes[i]
        x, y = pos[i]
        kind = kinds.get(n["name"], "same")
        op = f'{n["domain"]}:{n["op_type"]}' if n.get("domain") else n["op_type"]
        name = n["name"] if len(n["name"]) <= 22 else n["name"][:21] + "…"
        out.append(f'<g class="node {kind}" data-name="{_escape(n["name"])}" data-kind="{kind}">'
                   f'<title>{_escape(n["name"])} ({_escape(op)}): {kind}</title>'
                   f'<rect x="{x}" y="{y}" width="{box_w}" height="{box_h}" rx="5"/>'
                   f'<text x="{x + 8}" y="{y + 16}" class="op">{_escape(op[:22])}</text>'
                   f'<text x="{x + 8}" y="{y + 32}">{_escape(name)}</text></g>')
    out.append("</svg>")
    return "".join(out)


def _node_kinds(changes: list[dict[str, Any]]) -> dict[str, str]:
    """What happened to each node of the top-level graph a change names: added, removed or changed."""
    kinds: dict[str, str] = {}
    for c in changes:
        name = changed_node(c["path"])
        if name is None:
            continue
        top = c["path"].count("]") == 1 and c["path"].endswith("]") and c["category"] == "node"
        kinds[name] = c["kind"] if top and c["kind"] in ("added", "removed") else kinds.get(name, "changed")
    return kinds


def _weight_users(changes: list[dict[str, Any]], nodes: list[dict[str, Any]], kinds: dict[str, str]) -> None:
    """Mark the nodes that take a changed initialiser (``weights``), where nothing else marks them."""
    head = "graph.initializer["
    tensors = {changed_node("graph.node[" + c["path"][len(head):]) for c in changes
               if c["path"].startswith(head) and c["kind"] in ("changed", "uncompared")}
    for n in nodes:
        if n["name"] not in kinds and tensors.intersection(n["inputs"]):
            kinds[n["name"]] = "weights"


def render_diff_html(changes: list[dict[str, Any]], old: dict[str, Any], new: dict[str, Any], *,
                     old_title: str = "", new_title: str = "") -> str:
    """The page of a change: the change list (``diff --json``'s objects), the weight deltas, how
    the bytes moved field by field, and a drawing of the top-level graph around the changed nodes.

    Args:
        changes: ``diff --json``'s array.
        old, new: ``info --json``'s objects of the two sides.
        old_title, new_title: the two files' names.
    """
    kinds = _node_kinds(changes)
    nodes = list(new.get("nodes") or [])
    names = {n["name"] for n in nodes}
    nodes += [n for n in old.get("nodes") or [] if kinds.get(n["name"]) == "removed" and n["name"] not in names]
    _weight_users(changes, nodes, kinds)
    drawing = _graph_svg(nodes, kinds)
    data = {"changes": changes, "old": old, "new": new}
    heading = _escape(f"onnxjson diff: {old_title} → {new_title}")
    summary = (f"<tr><th>changes</th><td id=\"change-count\">{len(changes)}</td></tr>"
               f"<tr><th>nodes</th><td>{len(old.get('nodes') or [])} → {len(new.get('nodes') or [])}</td></tr>"
               f"<tr><th>file size</th><td>{_total(old)} → {_total(new)} bytes</td></tr>")
    return _DIFF_PAGE.format(title=heading, summary=summary, drawing=drawing, data=page_json(data),
                             page_rows=PAGE_ROWS, style=_STYLE + _DIFF_STYLE, script=_DIFF_SCRIPT)


def _total(info: dict[str, Any]) -> int:
    return sum(r["bytes"] for r in info.get("fields") or [] if "." not in r["path"])


_DIFF_STYLE = """
#change-graph rect{fill:#eef1f4;stroke:#9aa5b1}#change-graph .changed rect{fill:#ffe2b3;stroke:#d68a00}
#change-graph .weights rect{fill:#fff4dc;stroke:#d68a00;stroke-dasharray:4 3}#change-graph .added rect{fill:#cdeccd;stroke:#2f8f2f}#change-graph .removed rect{fill:#f6c9c9;stroke:#c23b3b}
#change-graph text{font-size:11px}#change-graph text.op{font-weight:600}#change-graph .edge{fill:none;stroke:#7a8694}
.graphbox{overflow:auto;max-height:700px}.legend span{display:inline-block;padding:1px 8px;margin-right:6px;border-radius:3px}
tr.added td{background:#eefaee}tr.removed td{background:#fdf0f0}tr.changed td{background:#fff7ea}
"""

_DIFF_SCRIPT = _SCRIPT.split("  function share(n)", maxsplit=1)[0].replace(
    "var total = 0;\n  (info.fields || [])", "var total = 0;\n  (info.new.fields || [])") + r"""
  function num(x) { return x === null || x === undefined ? "" : Number(x).toPrecision(6); }
  Table("changes", info.changes, [
    ["kind", function (r) { return r.kind; }], ["category", function (r) { return r.category; }],
    ["path", function (r) { return r.path; }], ["detail", function (r) { return r.detail; }]
  ]);
  Table("deltas", info.changes.filter(function (c) { return c.numbers; }), [
    ["initializer", function (r) { return r.path; }], ["elements", function (r) { return r.numbers.elements; }, true],
    ["changed", function (r) { return r.numbers.changed; }, true],
    ["max |\u0394|", function (r) { return num(r.numbers.max_abs_change); }, true],
    ["mean |\u0394|", function (r) { return num(r.numbers.mean_abs_change); }, true]
  ], 3);
  var before = {}, rows = [];
  (info.old.fields || []).forEach(function (r) { before[r.path] = r.bytes; });
  var after = {};
  (info.new.fields || []).forEach(function (r) { after[r.path] = r.bytes; rows.push({ path: r.path, old: before[r.path] || 0, now: r.bytes }); });
  (info.old.fields || []).forEach(function (r) { if (!(r.path in after)) { rows.push({ path: r.path, old: r.bytes, now: 0 }); } });
  rows = rows.filter(function (r) { return r.old !== r.now; });
  Table("field-deltas", rows, [
    ["field", function (r) { return r.path; }], ["old bytes", function (r) { return r.old; }, true],
    ["new bytes", function (r) { return r.now; }, true], ["change", function (r) { return r.now - r.old; }, true]
  ], 3);
  Array.prototype.forEach.call(document.querySelectorAll("#changes tbody tr"), function (tr) {
    tr.className = tr.firstChild ? tr.firstChild.textContent : "";
  });
  document.body.setAttribute("data-ready", "1");
})();
"""

_DIFF_PAGE = _HEAD + """<section><h2>the change</h2><table class="meta">{summary}</table></section>
<section><h2>around the changed nodes</h2>
<p class="legend"><span style="background:#ffe2b3">changed</span><span style="background:#cdeccd">added</span>
<span style="background:#f6c9c9">removed</span><span style="background:#fff4dc;border:1px dashed #d68a00">takes a changed weight</span><span style="background:#eef1f4">neighbour</span></p>
<div class="graphbox">{drawing}</div></section>
<section><h2>changes</h2><div id="changes"></div></section>
<section><h2>weight deltas</h2><div id="deltas"></div></section>
<section><h2>where the bytes moved</h2><div id="field-deltas"></div></section>
</main>
<script type="application/json" id="info-data">{data}</script>
<script>{script}</script>
</body></html>
"""
