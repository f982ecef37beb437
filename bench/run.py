"""Benchmark harness for the ``onnxjson`` command line (not part of the test suite).

It generates synthetic models (cached in a work directory), times the onnxjson commands on both
paths (the compiled accelerator and pure Python, ``ONNXJSON_NO_ACCEL=1``), their floors (what the
same work costs protobuf's C parser, orjson, ``cp`` and SHA-256 on all cores) and a set of anchor
commands (``onnx.load``, ``import onnx``, ``onnx2json``, ``json2onnx``, protobuf's JSON mapping),
each run as a separate process under ``/usr/bin/time -v``, and checks the measured medians against
the project's performance targets (issues 13 and 30, and issue 34's memory per input byte).
Commands whose figures are compared are timed in turn (A B C A B C ...), in one run.

Run ``python bench/run.py --help`` for the options; see ``bench/README.md`` for what each row
measures and the latest figures, ``docs/PERFORMANCE.md`` for what the code keeps of them.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import os
import platform
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

BENCH_DIR = Path(__file__).resolve().parent
REPO_ROOT = BENCH_DIR.parent
DEFAULT_WORK_DIR = BENCH_DIR / "out"
GNU_TIME = "/usr/bin/time"

#: Bump when the model generators change so cached models are rebuilt.
GENERATOR_VERSION = 1
SEED = 20240611
OPSET = 17
IR_VERSION = 8

LARGE_NODES = 1723
LARGE_INITIALISERS = 486
LARGE_LAYERS = 30
MANY_NODES = 100_000
MANY_CHAINS = 8

GRAPH_LAYERS = 526  # x 57 nodes: the ~30,000-node transformer-shaped "graph" model
#: ``--size quick`` (a smoke test of the harness, figures meaningless): the node counts divided by this.
QUICK_DIVISOR = 100
#: The attribute-heavy ``forest`` model's tree nodes by ``--size`` (the issue's scikit-learn regressor:
#: 60 MB, about 1.5 million nodes); the intcheck document's nodes.
FOREST_NODES = {"quick": 2_000, "small": 100_000, "medium": 500_000, "full": 1_500_000}
FOREST_TREES = 100
INTCHECK_NODES = 100_000
#: bench/worst_inputs.py's models (one field kind each), bytes each, by ``--size``.
MEMORY_BYTES = {"quick": 20_000, "small": 2_000_000, "medium": 2_000_000, "full": 2_000_000}
SCALING_NODES = (10_000, 300_000)  # the "many" model again at these sizes: per-node cost
#: Runs of the onnxjson commands on ``tiny`` and ``many10k`` at least: at 10,000 nodes the work above
#: start-up is ~0.08 s against a start-up whose spread is 30-40 ms, which 3 runs do not resolve.
SHORT_RUNS = 9
#: The floor of issue 13 (``cp``, SHA-256 on all cores) and the three commands held to it are timed in
#: turn, round by round (A B C D E, A B C D E, ...), at least this many rounds: each command, floor and
#: ours, then meets the same state of the machine (the page cache's churn after each gigabyte written,
#: what the heavy anchors left) instead of a block of its own at another point of the run.
FLOOR_RUNS = 5

SCENARIOS = ("large", "tiny", "many", "graph", "many10k", "many300k", "external", "forest", "intcheck", "memory")
ANCHOR_NAMES = ("cp", "onnx.load", "import-onnx", "onnx2json", "json2onnx", "hash-floor", "json-format-dump",
                "json-format-build", "json-format-diff", "floor", "cmp")
#: The environment of the pure-Python rows (``<op id>-pure``).
PURE_ENV = {"ONNXJSON_NO_ACCEL": "1"}


@dataclass(frozen=True)
class LargeConfig:
    """Shape parameters of the transformer-like ``large`` model for one ``--size``."""

    target_bytes: int
    hidden: int
    heads: int
    seq: int
    vocab: int

    def ffn_width(self) -> int:
        """Return the feed-forward width that brings the weights closest to ``target_bytes``."""
        d = self.hidden
        fixed = LARGE_LAYERS * (4 * d * d + 4 * d + 5 * d)  # attention + LN + FFN output bias
        fixed += d * d + self.seq * d + 2 * d + d * self.vocab + self.vocab  # prologue/epilogue
        per_unit = LARGE_LAYERS * (2 * d + 1)  # W1 column + W2 row + b1 entry
        width = (self.target_bytes // 4 - fixed) / per_unit
        return max(16, round(width / 16.0) * 16)


LARGE_SIZES: dict[str, LargeConfig] = {
    "small": LargeConfig(target_bytes=30_000_000, hidden=128, heads=4, seq=64, vocab=1000),
    "medium": LargeConfig(target_bytes=200_000_000, hidden=384, heads=6, seq=128, vocab=4000),
    "full": LargeConfig(target_bytes=1_000_000_000, hidden=768, heads=12, seq=256, vocab=8000),
    "quick": LargeConfig(target_bytes=2_000_000, hidden=32, heads=2, seq=16, vocab=100),
}


def scaled(count: int, size: str) -> int:
    """A node count at ``size``: as given, or divided by :data:`QUICK_DIVISOR` for ``quick``."""
    return max(1, count // QUICK_DIVISOR) if size == "quick" else count


# --------------------------------------------------------------------------------------------
# Model generation
# --------------------------------------------------------------------------------------------


class _GraphBuilder:
    """Collects nodes and initialisers, handing out unique value names."""

    def __init__(self, rng: np.random.Generator) -> None:
        self.rng = rng
        self.nodes: list[Any] = []
        self.initialisers: list[Any] = []
        self._counter = 0

    def fresh(self, stem: str) -> str:
        """Return a new, unused value name based on ``stem``."""
        self._counter += 1
        return f"{stem}_{self._counter}"

    def node(self, op: str, inputs: Sequence[str], stem: str, **attrs: Any) -> str:
        """Append a single-output node and return the name of its output."""
        from onnx import helper

        out = self.fresh(stem)
        self.nodes.append(helper.make_node(op, list(inputs), [out], name=f"{op}_{out}", **attrs))
        return out

    def weight(self, name: str, shape: Sequence[int], scale: float = 0.02) -> str:
        """Add a random float32 initialiser (stored in ``raw_data``) and return its name."""
        from onnx import numpy_helper

        data = self.rng.standard_normal(tuple(shape), dtype=np.float32)
        data *= np.float32(scale)
        self.initialisers.append(numpy_helper.from_array(data, name=name))
        return name

    def filled(self, name: str, shape: Sequence[int], value: float) -> str:
        """Add a constant-valued float32 initialiser (LayerNorm scale/bias) and return its name."""
        from onnx import numpy_helper

        self.initialisers.append(numpy_helper.from_array(np.full(tuple(shape), value, np.float32), name=name))
        return name

    def constant(self, stem: str, value: np.ndarray) -> str:
        """Append a ``Constant`` node holding ``value`` and return its output name."""
        from onnx import numpy_helper

        return self.node("Constant", [], stem, value=numpy_helper.from_array(value))


def _layer_norm(g: _GraphBuilder, x: str, scale: str, bias: str, eps: str) -> str:
    """Decomposed LayerNormalization over the last axis (9 nodes)."""
    mean = g.node("ReduceMean", [x], "ln_mean", axes=[-1], keepdims=1)
    diff = g.node("Sub", [x, mean], "ln_diff")
    sq = g.node("Mul", [diff, diff], "ln_sq")
    var = g.node("ReduceMean", [sq], "ln_var", axes=[-1], keepdims=1)
    var_eps = g.node("Add", [var, eps], "ln_var_eps")
    std = g.node("Sqrt", [var_eps], "ln_std")
    norm = g.node("Div", [diff, std], "ln_norm")
    scaled = g.node("Mul", [norm, scale], "ln_scaled")
    return g.node("Add", [scaled, bias], "ln_out")


def build_large_model(cfg: LargeConfig, layers: int = LARGE_LAYERS) -> Any:
    """Build the transformer-like ``large`` model: 1,723 nodes and 486 float32 initialisers.

    Each of the 30 layers has 57 nodes (7 ``Constant``, 2 ``Identity``, 3 ``Dropout``, two
    decomposed LayerNorms, multi-head self-attention and a ReLU feed-forward block) and 16
    initialisers; the prologue (input projection + positional add) and epilogue (final
    LayerNorm + output head) add 13 nodes and 6 initialisers.
    """
    from onnx import TensorProto, helper

    d, h, seq, vocab = cfg.hidden, cfg.heads, cfg.seq, cfg.vocab
    dh = d // h
    ffn = cfg.ffn_width()
    g = _GraphBuilder(np.random.default_rng(SEED))

    x_in = g.node("MatMul", ["input", g.weight("embed.proj.weight", (d, d))], "embed_proj")
    x = g.node("Add", [x_in, g.weight("embed.pos", (seq, d))], "embed_pos")
    eps = ""
    for i in range(layers):
        p = f"layer{i}"
        x = g.node("Identity", [x], f"{p}_in")
        eps = g.constant(f"{p}_eps", np.array(1e-5, dtype=np.float32))
        eps2 = g.constant(f"{p}_eps2", np.array(1e-5, dtype=np.float32))
        att_scale = g.constant(f"{p}_scale", np.array(1.0 / np.sqrt(dh), dtype=np.float32))
        heads_shape = {
            k: g.constant(f"{p}_{k}_shape", np.array([0, 0, h, dh], dtype=np.int64)) for k in "qkv"
        }
        merge_shape = g.constant(f"{p}_merge_shape", np.array([0, 0, d], dtype=np.int64))

        ln1 = _layer_norm(g, x, g.filled(f"{p}.ln1.weight", (d,), 1.0),
                          g.filled(f"{p}.ln1.bias", (d,), 0.0), eps)
        proj: dict[str, str] = {}
        for k in "qkv":
            mm = g.node("MatMul", [ln1, g.weight(f"{p}.attn.{k}.weight", (d, d))], f"{p}_{k}_mm")
            biased = g.node("Add", [mm, g.weight(f"{p}.attn.{k}.bias", (d,))], f"{p}_{k}")
            split = g.node("Reshape", [biased, heads_shape[k]], f"{p}_{k}_heads")
            perm = [0, 2, 3, 1] if k == "k" else [0, 2, 1, 3]
            proj[k] = g.node("Transpose", [split], f"{p}_{k}_t", perm=perm)
        scores = g.node("MatMul", [proj["q"], proj["k"]], f"{p}_scores")
        scores = g.node("Mul", [scores, att_scale], f"{p}_scores_scaled")
        probs = g.node("Softmax", [scores], f"{p}_probs", axis=-1)
        probs = g.node("Dropout", [probs], f"{p}_probs_drop")
        ctx = g.node("MatMul", [probs, proj["v"]], f"{p}_ctx")
        ctx = g.node("Transpose", [ctx], f"{p}_ctx_t", perm=[0, 2, 1, 3])
        ctx = g.node("Reshape", [ctx, merge_shape], f"{p}_ctx_merged")
        out = g.node("MatMul", [ctx, g.weight(f"{p}.attn.o.weight", (d, d))], f"{p}_o_mm")
        out = g.node("Add", [out, g.weight(f"{p}.attn.o.bias", (d,))], f"{p}_o")
        out = g.node("Dropout", [out], f"{p}_o_drop")
        x = g.node("Add", [x, out], f"{p}_res1")

        ln2 = _layer_norm(g, x, g.filled(f"{p}.ln2.weight", (d,), 1.0),
                          g.filled(f"{p}.ln2.bias", (d,), 0.0), eps2)
        hid = g.node("MatMul", [ln2, g.weight(f"{p}.ffn.w1.weight", (d, ffn))], f"{p}_ffn1_mm")
        hid = g.node("Add", [hid, g.weight(f"{p}.ffn.w1.bias", (ffn,))], f"{p}_ffn1")
        hid = g.node("Relu", [hid], f"{p}_relu")
        ff = g.node("MatMul", [hid, g.weight(f"{p}.ffn.w2.weight", (ffn, d))], f"{p}_ffn2_mm")
        ff = g.node("Add", [ff, g.weight(f"{p}.ffn.w2.bias", (d,))], f"{p}_ffn2")
        ff = g.node("Dropout", [ff], f"{p}_ffn_drop")
        x = g.node("Add", [x, ff], f"{p}_res2")
        x = g.node("Identity", [x], f"{p}_out")

    x = _layer_norm(g, x, g.filled("final.ln.weight", (d,), 1.0), g.filled("final.ln.bias", (d,), 0.0), eps)
    x = g.node("MatMul", [x, g.weight("head.weight", (d, vocab))], "head_mm")
    g.node("Add", [x, g.weight("head.bias", (vocab,))], "head")
    g.nodes[-1].output[0] = "logits"

    if layers == LARGE_LAYERS and (len(g.nodes) != LARGE_NODES or len(g.initialisers) != LARGE_INITIALISERS):
        raise AssertionError(f"large model has {len(g.nodes)} nodes / {len(g.initialisers)} initialisers")
    graph = helper.make_graph(
        g.nodes, "bench_large",
        [helper.make_tensor_value_info("input", TensorProto.FLOAT, ["batch", seq, d])],
        [helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch", seq, vocab])],
        initializer=g.initialisers,
    )
    return _finish_model(graph, "transformer-like benchmark model")


def build_tiny_model() -> Any:
    """Build the ``tiny`` model: a ~100 KB two-layer MLP with softmax (6 nodes)."""
    from onnx import TensorProto, helper

    g = _GraphBuilder(np.random.default_rng(SEED + 1))
    hid = g.node("MatMul", ["input", g.weight("fc1.weight", (128, 96))], "fc1_mm")
    hid = g.node("Add", [hid, g.weight("fc1.bias", (96,))], "fc1")
    hid = g.node("Relu", [hid], "relu")
    out = g.node("MatMul", [hid, g.weight("fc2.weight", (96, 128))], "fc2_mm")
    out = g.node("Add", [out, g.weight("fc2.bias", (128,))], "fc2")
    g.node("Softmax", [out], "probs", axis=-1)
    g.nodes[-1].output[0] = "probs"
    graph = helper.make_graph(
        g.nodes, "bench_tiny",
        [helper.make_tensor_value_info("input", TensorProto.FLOAT, ["batch", 128])],
        [helper.make_tensor_value_info("probs", TensorProto.FLOAT, ["batch", 128])],
        initializer=g.initialisers,
    )
    return _finish_model(graph, "tiny benchmark model")


GRAPH_CONFIG = LargeConfig(target_bytes=0, hidden=16, heads=2, seq=8, vocab=16)


def build_graph_model() -> Any:
    """The ``graph`` model: the transformer layer of ``large`` repeated 526 times with tiny widths.

    29,995 nodes with attributes (axes, perm, keepdims, axis), 3,682 small ``Constant`` tensors and
    8,422 small initialisers: a graph-heavy model, as opposed to the weight-heavy ``large``.
    """
    return build_large_model(GRAPH_CONFIG, layers=GRAPH_LAYERS)


def build_many_model(count: int = MANY_NODES) -> Any:
    """Build the ``many`` model: 100,000 nodes (8 chains of ``Add`` with 1-element weights + a ``Sum``)."""
    from onnx import TensorProto, helper, numpy_helper

    rng = np.random.default_rng(SEED + 2)
    adds = count - 1
    values = rng.standard_normal(adds, dtype=np.float32)
    nodes: list[Any] = []
    inits: list[Any] = []
    tails: list[str] = []
    index = 0
    for chain in range(MANY_CHAINS):
        length = adds // MANY_CHAINS + (1 if chain < adds % MANY_CHAINS else 0)
        prev = "input"
        for _ in range(length):
            const = f"c{index}"
            out = f"v{index}"
            inits.append(numpy_helper.from_array(values[index:index + 1].copy(), name=const))
            nodes.append(helper.make_node("Add", [prev, const], [out], name=f"add{index}"))
            prev = out
            index += 1
        tails.append(prev)
    nodes.append(helper.make_node("Sum", tails, ["output"], name="sum"))
    graph = helper.make_graph(
        nodes, "bench_many",
        [helper.make_tensor_value_info("input", TensorProto.FLOAT, ["n"])],
        [helper.make_tensor_value_info("output", TensorProto.FLOAT, ["n"])],
        initializer=inits,
    )
    return _finish_model(graph, f"{count:,}-node benchmark model")


def build_forest_model(total_nodes: int, trees: int = FOREST_TREES) -> Any:
    """The attribute-heavy ``forest`` model: one ``TreeEnsembleRegressor`` (ai.onnx.ml) whose bytes are
    its attribute lists, the shape of a scikit-learn random-forest regressor converted by skl2onnx.

    ``trees`` complete binary trees of ``total_nodes // trees`` nodes each (an odd count: every branch
    has two children), with skl2onnx's attributes: per node its tree, id, feature, mode (a string),
    threshold, hit rate, missing-value flag and children; per leaf its target, tree and weight: about
    eleven attribute values a node, 40 bytes a node in the file.
    """
    from onnx import TensorProto, helper

    rng = np.random.default_rng(SEED + 3)
    per_tree = max(3, (total_nodes // trees) | 1)
    ids = np.arange(per_tree, dtype=np.int64)
    branch = 2 * ids + 2 < per_tree
    true_ids = np.where(branch, 2 * ids + 1, 0)
    false_ids = np.where(branch, 2 * ids + 2, 0)
    modes = [b"BRANCH_LEQ" if b else b"LEAF" for b in branch.tolist()] * trees
    leaves = ids[~branch]
    tree_ids = np.repeat(np.arange(trees, dtype=np.int64), per_tree)
    count = per_tree * trees
    node = helper.make_node(
        "TreeEnsembleRegressor", ["input"], ["variable"], name="TreeEnsembleRegressor", domain="ai.onnx.ml",
        n_targets=1, post_transform="NONE", aggregate_function="AVERAGE", base_values=[0.0],
        nodes_treeids=tree_ids.tolist(), nodes_nodeids=np.tile(ids, trees).tolist(),
        nodes_featureids=np.where(np.tile(branch, trees), rng.integers(0, 64, count), 0).tolist(),
        nodes_modes=modes,
        nodes_values=np.where(np.tile(branch, trees), rng.standard_normal(count, dtype=np.float32), 0)
        .astype(np.float32).tolist(),
        nodes_hitrates=[1.0] * count, nodes_missing_value_tracks_true=[0] * count,
        nodes_truenodeids=np.tile(true_ids, trees).tolist(), nodes_falsenodeids=np.tile(false_ids, trees).tolist(),
        target_ids=[0] * (len(leaves) * trees), target_nodeids=np.tile(leaves, trees).tolist(),
        target_treeids=np.repeat(np.arange(trees, dtype=np.int64), len(leaves)).tolist(),
        target_weights=rng.standard_normal(len(leaves) * trees, dtype=np.float32).tolist(),
    )
    graph = helper.make_graph(
        [node], "bench_forest",
        [helper.make_tensor_value_info("input", TensorProto.FLOAT, ["n", 64])],
        [helper.make_tensor_value_info("variable", TensorProto.FLOAT, ["n", 1])],
    )
    model = _finish_model(graph, f"random-forest-shaped benchmark model, {count:,} tree nodes")
    model.opset_import.append(helper.make_opsetid("ai.onnx.ml", 3))
    return model


#: The integer check's pathological pair (issue 30): a 19-digit integer (INT64_MAX in a Slice's ends)
#: in both documents, and in ``hostile`` also a float of magnitude >= 1e19 (a mask fill).
INT64_MAX = (1 << 63) - 1
MASK_FILL = -3.4028234663852886e38


def build_intcheck_model(count: int, hostile: bool = False) -> Any:
    """The ``intcheck`` model: ``many``'s graph of ``count`` nodes with an int64 initialiser holding
    INT64_MAX; ``hostile`` adds a float32 initialiser holding -3.4028235e+38 (written as readable values)."""
    from onnx import numpy_helper

    model = build_many_model(count)
    model.graph.initializer.append(numpy_helper.from_array(np.array([INT64_MAX], np.int64), "slice_ends"))
    if hostile:
        model.graph.initializer.append(numpy_helper.from_array(np.array([MASK_FILL, 1.0], np.float32), "mask"))
    return model


def _edited(model: Any) -> Any:
    """``model`` with one value changed: the middle initialiser's first byte, else the middle value of
    the first float-list attribute (the forest's thresholds). Diff's input with a change to find."""
    if model.graph.initializer:
        tensor = model.graph.initializer[len(model.graph.initializer) // 2]
        if tensor.raw_data:
            tensor.raw_data = bytes([tensor.raw_data[0] ^ 1]) + tensor.raw_data[1:]
            return model
    for node in model.graph.node:
        for attr in node.attribute:
            if attr.floats:
                attr.floats[len(attr.floats) // 2] += 1.0
                return model
    raise ValueError("nothing to edit in the model")


def companions(info: ModelInfo) -> dict[str, Path]:
    """The files made beside a scenario's model: ``copy`` (the same bytes: an identical diff),
    ``edit`` (one value changed: a diff with a change), ``hostile`` (intcheck's other model)."""
    stem = info.path.parent / info.path.stem
    if info.name in ("many", "graph", "forest", "tiny"):
        return {"copy": Path(f"{stem}.copy.onnx"), "edit": Path(f"{stem}.edit.onnx")}
    if info.name == "intcheck":
        return {"hostile": Path(f"{stem}.hostile.onnx")}
    return {}


def ensure_companions(info: ModelInfo, size: str) -> None:
    """Make the model's :func:`companions` that are missing or older than the model."""
    import onnx

    for kind, path in companions(info).items():
        if path.exists() and path.stat().st_mtime_ns >= info.path.stat().st_mtime_ns:
            continue
        if kind == "copy":
            shutil.copyfile(info.path, path)
            continue
        model = (build_intcheck_model(scaled(INTCHECK_NODES, size), hostile=True) if kind == "hostile"
                 else _edited(onnx.load(str(info.path))))
        tmp = path.with_suffix(".tmp")
        onnx.save(model, str(tmp))
        tmp.replace(path)


def _finish_model(graph: Any, doc: str) -> Any:
    """Wrap ``graph`` in a ModelProto with fixed, reproducible metadata."""
    from onnx import helper

    model = helper.make_model(graph, producer_name="onnxjson-bench", producer_version=str(GENERATOR_VERSION),
                              opset_imports=[helper.make_opsetid("", OPSET)], ir_version=IR_VERSION)
    model.doc_string = doc
    return model


@dataclass
class ModelInfo:
    """A generated model file and what it contains."""

    name: str
    path: Path
    size_bytes: int
    nodes: int
    initialisers: int
    params: dict[str, Any]
    generated_s: float | None = None  # set when generated in this run
    document_bytes: int | None = None  # the size of its dumped document (set after the runs)


def _model_spec(name: str, size: str, forest_nodes: int | None = None) -> tuple[str, dict[str, Any], Callable[[], Any]]:
    """Return (file name, cache parameters, builder) of a scenario's model."""
    if name == "large":
        cfg = LARGE_SIZES[size]
        params = {**asdict(cfg), "ffn": cfg.ffn_width(), "layers": LARGE_LAYERS}
        return f"large-{size}.onnx", params, lambda: build_large_model(cfg)
    if name == "tiny":
        return "tiny.onnx", {}, build_tiny_model
    if name == "many":
        count = scaled(MANY_NODES, size)
        return "many.onnx", {"nodes": count, "chains": MANY_CHAINS}, lambda: build_many_model(count)
    if name.startswith("many") and name.endswith("k"):
        count = scaled(int(name[4:-1]) * 1000, size)
        return f"{name}.onnx", {"nodes": count, "chains": MANY_CHAINS}, lambda: build_many_model(count)
    if name == "graph":
        layers = scaled(GRAPH_LAYERS, size)
        return ("graph.onnx", {**asdict(GRAPH_CONFIG), "layers": layers},
                lambda: build_large_model(GRAPH_CONFIG, layers=layers))
    if name == "forest":
        nodes = forest_nodes or FOREST_NODES[size]
        return "forest.onnx", {"nodes": nodes, "trees": FOREST_TREES}, lambda: build_forest_model(nodes)
    if name == "intcheck":
        count = scaled(INTCHECK_NODES, size)
        return "intcheck.onnx", {"nodes": count, "int": INT64_MAX, "fill": MASK_FILL}, \
            lambda: build_intcheck_model(count)
    if name == "external":  # the large model with its weights in an ONNX external-data file
        cfg = LARGE_SIZES[size]
        params = {**asdict(cfg), "ffn": cfg.ffn_width(), "layers": LARGE_LAYERS, "external": True}
        return f"external-{size}/model.onnx", params, lambda: build_large_model(cfg)
    raise ValueError(name)


def _model_size(path: Path) -> int:
    """Bytes of a model file, with its external-data file (``weights.bin`` beside it) if any."""
    weights = path.parent / "weights.bin"
    return path.stat().st_size + (weights.stat().st_size if weights.exists() else 0)


def ensure_model(name: str, size: str, work_dir: Path, forest_nodes: int | None = None) -> ModelInfo:
    """Return the cached model for ``name``, generating it (and its :func:`companions`) if missing or
    out of date."""
    if name == "memory":
        return ensure_memory_models(size, work_dir)
    info = _ensure_one_model(name, size, work_dir, forest_nodes)
    ensure_companions(info, size)
    return info


def _load_bench_module(name: str) -> Any:
    """Another script of this folder as a module (``memory``), whether or not bench/ is on sys.path."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(f"onnxjson_bench_{name}", BENCH_DIR / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def ensure_memory_models(size: str, work_dir: Path) -> ModelInfo:
    """bench/worst_inputs.py's models (issue 34, class 3: one field kind each), in ``memory-<bytes>/``.

    The :class:`ModelInfo`'s ``params`` hold each kind's file size (``sizes``); its path is the
    folder's ``nodes.onnx``, its size their total.
    """
    budget = MEMORY_BYTES[size]
    folder = work_dir / f"memory-{budget}"
    manifest_path = work_dir / "models.json"
    key = f"{folder.name}/"
    entry = _read_json(manifest_path).get(key)
    params: dict[str, Any] = {"bytes": budget}
    if entry is not None and all((folder / f"{kind}.onnx").exists() for kind in entry["sizes"]) \
            and entry["bytes"] == budget:
        params["sizes"] = entry["sizes"]
    else:
        print(f"generating the memory models -> {folder} ...", flush=True)
        folder.mkdir(parents=True, exist_ok=True)
        made = _load_bench_module("worst_inputs").make_models(folder, budget)
        params["sizes"] = {path.stem: path.stat().st_size for path in made}
        manifest = _read_json(manifest_path)
        manifest[key] = params
        _write_json(manifest_path, manifest)
    return ModelInfo("memory", folder / "nodes.onnx", sum(params["sizes"].values()), 0, 0, params)


def _ensure_one_model(name: str, size: str, work_dir: Path, forest_nodes: int | None) -> ModelInfo:
    import onnx

    file_name, params, builder = _model_spec(name, size, forest_nodes)
    params = {**params, "generator": GENERATOR_VERSION, "seed": SEED}
    path = work_dir / file_name
    manifest_path = work_dir / "models.json"
    manifest: dict[str, Any] = _read_json(manifest_path)
    entry = manifest.get(file_name)
    if (path.exists() and entry is not None and entry.get("params") == params
            and entry.get("size_bytes") == _model_size(path)):
        return ModelInfo(name, path, _model_size(path), entry["nodes"], entry["initialisers"], params)

    print(f"generating {name} model -> {path} ...", flush=True)
    start = time.perf_counter()
    model = builder()
    if name == "external":
        path.parent.mkdir(parents=True, exist_ok=True)
        onnx.save(model, str(path), save_as_external_data=True, all_tensors_to_one_file=True,
                  location="weights.bin", size_threshold=1024)
    else:
        tmp = path.with_suffix(".onnx.tmp")
        onnx.save(model, str(tmp), save_as_external_data=False)
        tmp.replace(path)
    elapsed = time.perf_counter() - start
    info = ModelInfo(name, path, _model_size(path), len(model.graph.node), len(model.graph.initializer),
                     params, generated_s=elapsed)
    del model
    manifest = _read_json(manifest_path)
    manifest[file_name] = {"params": params, "size_bytes": info.size_bytes, "nodes": info.nodes,
                           "initialisers": info.initialisers}
    _write_json(manifest_path, manifest)
    print(f"  {info.size_bytes / 1e6:.1f} MB, {info.nodes} nodes, {info.initialisers} initialisers "
          f"in {elapsed:.1f} s", flush=True)
    return info


# --------------------------------------------------------------------------------------------
# Measuring
# --------------------------------------------------------------------------------------------


@dataclass
class Op:
    """One command to benchmark."""

    id: str  # "<scenario>.<name>", used by --only and in the JSON output
    label: str  # what the table shows
    scenario: str
    kind: str  # "anchor" or "onnxjson"
    argv: list[str]
    inputs: list[Path] = field(default_factory=list)
    outputs: list[Path] = field(default_factory=list)
    anchor: str = ""  # anchor name for --skip-anchors (anchors only)
    exact_of: Path | None = None  # compare outputs[0] byte-for-byte with this file
    env: dict[str, str] = field(default_factory=dict)  # added to the environment (PURE_ENV)
    group: str = ""  # ops of one group are timed in turn, round by round (A B C A B C ...)
    ok_codes: tuple[int, ...] = (0,)  # exit codes of a run that did its job (diff: 1 = they differ)
    #: A floor's script writes "<cpu s> <wall s>" of its untimed set-up here; taken off its run.
    setup_file: Path | None = None


@dataclass
class Run:
    """One timed process run."""

    wall_s: float  # perf_counter around subprocess.run (includes /usr/bin/time's own start-up)
    time_wall_s: float | None  # "Elapsed (wall clock)" from /usr/bin/time -v
    max_rss_kb: int | None  # "Maximum resident set size" from /usr/bin/time -v
    returncode: int
    stderr_tail: str
    anon_kb: int | None = None  # sampled peak RssAnon (heap, numpy buffers, ...)
    file_kb: int | None = None  # sampled peak RssFile (mapped files, including mmap'd inputs)
    cpu_s: float | None = None  # user + system CPU of the process and its threads (getrusage of children)
    excluded_cpu_s: float = 0.0  # a floor's untimed set-up, already taken off cpu_s (and its wall off wall_s)


@dataclass
class OpResult:
    """The outcome of an :class:`Op` over all repeats."""

    id: str
    label: str
    scenario: str
    kind: str
    command: str
    status: str  # "ok", "failed", "skipped"
    detail: str = ""
    runs: list[Run] = field(default_factory=list)
    median_s: float | None = None
    median_time_wall_s: float | None = None
    median_cpu_s: float | None = None
    median_rss_bytes: int | None = None
    median_anon_bytes: int | None = None
    median_file_bytes: int | None = None
    cached: bool = False
    exact: bool | None = None

    def cell(self) -> str:
        """Short status text for the table."""
        if self.status == "ok":
            return ""
        return f"{self.status}: {self.detail}" if self.detail else self.status


_RSS_RE = re.compile(r"Maximum resident set size \(kbytes\):\s*(\d+)")
_WALL_RE = re.compile(r"Elapsed \(wall clock\) time \([^)]*\):\s*([\d:.]+)")


def parse_gnu_time(text: str) -> tuple[float | None, int | None]:
    """Return (elapsed seconds, max RSS in KiB) parsed from ``/usr/bin/time -v`` output."""
    wall: float | None = None
    rss: int | None = None
    m = _WALL_RE.search(text)
    if m:
        seconds = 0.0
        for part in m.group(1).split(":"):
            seconds = seconds * 60 + float(part)
        wall = seconds
    m = _RSS_RE.search(text)
    if m:
        rss = int(m.group(1))
    return wall, rss


def _error_line(stderr: str) -> str:
    """Pick the informative line of a failing command's stderr.

    The first line is usually ``Traceback ...`` or ``usage: ...``; the message is at the end, so
    the last non-empty line is used (with the first one if the tail is empty).
    """
    lines = [ln.strip() for ln in stderr.splitlines() if ln.strip()]
    if not lines:
        return "(no stderr)"
    line = lines[-1]
    return line if len(line) <= 160 else line[:157] + "..."


def warm_read(paths: Iterable[Path]) -> None:
    """Read each file once so timed runs start with it in the page cache."""
    for path in paths:
        if path.is_file():
            with path.open("rb", buffering=0) as f:
                while f.read(1 << 24):
                    pass


class RssSampler(threading.Thread):
    """Poll ``/proc`` for the peak anonymous and file-backed RSS of a process's descendants.

    ``/usr/bin/time`` reports only the total peak, which counts the pages of a memory-mapped
    input; splitting it shows whether a command holds the weights itself or only maps the file.
    Sampling every ``interval`` seconds can miss short spikes, so these are indicative figures.
    """

    def __init__(self, root_pid: int, interval: float = 0.025) -> None:
        super().__init__(daemon=True)
        self.root_pid = root_pid
        self.interval = interval
        self.peak_anon_kb: int | None = None
        self.peak_file_kb: int | None = None
        self._stop_event = threading.Event()

    def _descendants(self) -> list[int]:
        found: list[int] = []
        todo = [self.root_pid]
        while todo:
            pid = todo.pop()
            try:
                children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
            except OSError:
                continue
            for child in children:
                found.append(int(child))
                todo.append(int(child))
        return found

    def _sample(self) -> None:
        for pid in self._descendants():
            try:
                status = Path(f"/proc/{pid}/status").read_text()
            except OSError:
                continue
            fields = dict(ln.split(":", 1) for ln in status.splitlines() if ln.startswith("Rss"))
            try:
                anon = int(fields["RssAnon"].split()[0])
                mapped = int(fields["RssFile"].split()[0]) + int(fields.get("RssShmem", "0 kB").split()[0])
            except (KeyError, ValueError):
                continue
            self.peak_anon_kb = max(anon, self.peak_anon_kb or 0)
            self.peak_file_kb = max(mapped, self.peak_file_kb or 0)

    def run(self) -> None:
        while not self._stop_event.is_set():
            self._sample()
            self._stop_event.wait(self.interval)

    def stop(self) -> None:
        """Stop sampling and wait for the thread to finish."""
        self._stop_event.set()
        self.join()


def run_once(argv: Sequence[str], env: dict[str, str], cwd: Path, ok_codes: tuple[int, ...] = (0,)) -> Run:
    """Run ``argv`` once under ``/usr/bin/time -v`` and collect its timings."""
    with tempfile.NamedTemporaryFile(prefix="bench-time-", suffix=".txt", delete=False) as tf:
        time_file = Path(tf.name)
    try:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        proc = subprocess.Popen([GNU_TIME, "-v", "-o", str(time_file), *argv], cwd=cwd, env=env,
                                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        sampler = RssSampler(proc.pid)
        sampler.start()
        _, err = proc.communicate()
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        # CPU of the process and its threads (and /usr/bin/time's own, about a millisecond), to the
        # microsecond; /usr/bin/time prints it to 10 ms. The bench starts one process at a time.
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        sampler.stop()
        time_wall, rss = parse_gnu_time(time_file.read_text(errors="replace"))
    finally:
        time_file.unlink(missing_ok=True)
    stderr = err.decode(errors="replace")
    return Run(wall, time_wall, rss, proc.returncode, _error_line(stderr) if proc.returncode not in ok_codes else "",
               sampler.peak_anon_kb, sampler.peak_file_kb, cpu)


def _median_int(values: list[int]) -> int:
    """Median of ints, rounded down when the count is even."""
    return int(statistics.median(values))


def measure(op: Op, repeat: int, env: dict[str, str], cwd: Path) -> OpResult:
    """Time ``op`` ``repeat`` times (each a fresh process) and summarise it."""
    return measure_together([op], repeat, env, cwd)[0]


def measure_together(ops: Sequence[Op], repeat: int, env: dict[str, str], cwd: Path) -> list[OpResult]:
    """Time each of ``ops`` ``repeat`` times, in turn (A B A B ...), and summarise each.

    Taken in turn, commands whose figures are subtracted one from the other (a model's command and
    the same command's start-up on the tiny model, for the per-node figures) see the same state of
    the machine: a drift between two blocks of runs does not go into their difference.
    """
    results = [OpResult(op.id, op.label, op.scenario, op.kind, " ".join(op.argv), "ok") for op in ops]
    for op in ops:
        warm_read(op.inputs)
    for i in range(repeat):
        for op, res in zip(ops, results, strict=True):
            if res.status != "ok":
                continue
            for out in op.outputs:
                out.unlink(missing_ok=True)
            os.sync()  # flush the previous run's dirty pages so their write-back is not timed here
            run = run_once(op.argv, {**env, **op.env}, cwd, op.ok_codes)
            if op.setup_file is not None and run.returncode == 0 and run.cpu_s is not None:
                setup_cpu, setup_wall = map(float, op.setup_file.read_text().split())
                run.cpu_s, run.wall_s, run.excluded_cpu_s = run.cpu_s - setup_cpu, run.wall_s - setup_wall, setup_cpu
            res.runs.append(run)
            print(f"  {op.id} [{i + 1}/{repeat}] {run.wall_s:.3f} s"
                  + (f", CPU {run.cpu_s:.3f} s" if run.cpu_s is not None else "")
                  + (f", {run.max_rss_kb / 1024:.1f} MiB" if run.max_rss_kb else "")
                  + (f"  FAILED: {run.stderr_tail}" if run.returncode not in op.ok_codes else ""), flush=True)
            if run.returncode not in op.ok_codes:
                res.status, res.detail = "failed", run.stderr_tail
                continue
            if run.returncode != 0:
                res.detail = f"exit {run.returncode}"
                continue  # a refusal that is the row's expected outcome (memory rows): no outputs
            missing = [p.name for p in op.outputs if not p.exists()]
            if missing:
                res.status, res.detail = "failed", f"exit 0 but no {', '.join(missing)}"
    for op, res in zip(ops, results, strict=True):
        if res.status == "ok":
            _summarise(op, res)
    return results


def _summarise(op: Op, res: OpResult) -> None:
    """Fill ``res``'s medians (and whether its output is exact) from its runs."""
    res.median_s = statistics.median(r.wall_s for r in res.runs)
    tw = [r.time_wall_s for r in res.runs if r.time_wall_s is not None]
    res.median_time_wall_s = statistics.median(tw) if tw else None
    cpu = [r.cpu_s for r in res.runs if r.cpu_s is not None]
    res.median_cpu_s = statistics.median(cpu) if len(cpu) == len(res.runs) else None
    rss = [r.max_rss_kb for r in res.runs if r.max_rss_kb is not None]
    res.median_rss_bytes = _median_int(rss) * 1024 if rss else None
    anon = [r.anon_kb for r in res.runs if r.anon_kb is not None]
    res.median_anon_bytes = _median_int(anon) * 1024 if anon else None
    mapped = [r.file_kb for r in res.runs if r.file_kb is not None]
    res.median_file_bytes = _median_int(mapped) * 1024 if mapped else None
    if op.exact_of is not None:
        res.exact = files_identical(op.outputs[0], op.exact_of)


def files_identical(a: Path, b: Path) -> bool:
    """Return True when the two files have exactly the same bytes."""
    if a.stat().st_size != b.stat().st_size:
        return False
    with a.open("rb") as fa, b.open("rb") as fb:
        while True:
            ca, cb = fa.read(1 << 24), fb.read(1 << 24)
            if ca != cb:
                return False
            if not ca:
                return True


# --------------------------------------------------------------------------------------------
# Scenarios
# --------------------------------------------------------------------------------------------


def _python_c(code: str) -> list[str]:
    return [sys.executable, "-c", code]


def _tool(name: str) -> str | None:
    """Locate an anchor tool next to the interpreter, else on PATH."""
    beside = Path(sys.executable).parent / name
    if beside.exists():
        return str(beside)
    return shutil.which(name)


def _pure_path(path: Path) -> Path:
    """Where a pure-Python row writes what its accelerated twin writes at ``path``."""
    return path.with_name(f"{path.stem}.pure{path.suffix}")


def pure_twin(op: Op) -> Op:
    """The same command on the pure-Python path (``ONNXJSON_NO_ACCEL=1``): id ``<id>-pure``, its
    outputs beside the accelerated row's (so each row's rebuild is checked on its own), the same
    inputs (a pure build reads the accelerated dump's document) and group."""
    renamed = {str(p): str(_pure_path(p)) for p in op.outputs}
    return Op(f"{op.id}-pure", f"{op.label} (pure Python)", op.scenario, op.kind,
              [renamed.get(a, a) for a in op.argv], list(op.inputs), [_pure_path(p) for p in op.outputs],
              exact_of=op.exact_of, env=dict(PURE_ENV), group=op.group, ok_codes=op.ok_codes)


def build_ops(models: dict[str, ModelInfo], work_dir: Path) -> list[Op]:
    """Create the list of operations to run for the generated models, in execution order.

    Ops whose figures are compared share a ``group`` and are timed in turn: the weights rows with
    their floor (``cp``, SHA-256) and one another; a graph-heavy model's dump, build, info and diff,
    both paths, with their floors and protobuf's JSON mapping; each many10k command with the same
    command on the tiny model (its start-up, subtracted in the per-node figures); the forest's rows
    with their anchors; intcheck's two documents.
    """
    py = sys.executable
    ops: list[Op] = []

    def onnxjson(*args: str | Path) -> list[str]:
        return [py, "-m", "onnxjson", *(str(a) for a in args)]

    def both(op: Op) -> list[Op]:
        return [op, pure_twin(op)]

    if "large" in models:
        m = models["large"].path
        stem = work_dir / m.stem
        o2j_json, j2o_onnx = Path(f"{stem}.o2j.json"), Path(f"{stem}.j2o.onnx")
        side_json, side_bin = Path(f"{stem}.side.json"), Path(f"{stem}.side.bin")
        strip_json, inline_json = Path(f"{stem}.strip.json"), Path(f"{stem}.inline.json")
        rebuilt, rebuilt2 = Path(f"{stem}.rebuilt.onnx"), Path(f"{stem}.rebuilt2.onnx")
        rebuilt3 = Path(f"{stem}.rebuilt3.onnx")
        copy = Path(f"{stem}.copy.onnx")
        o2j, j2o = _tool("onnx2json") or "onnx2json", _tool("json2onnx") or "json2onnx"
        ops += [
            Op("large.onnx-load", "onnx.load", "large", "anchor",
               _python_c(f"import onnx; onnx.load({str(m)!r})"), [m], anchor="onnx.load"),
            Op("large.onnx2json", "onnx2json", "large", "anchor",
               [o2j, "-if", str(m), "-oj", str(o2j_json)], [m], [o2j_json], anchor="onnx2json"),
            Op("large.json2onnx", "json2onnx", "large", "anchor",
               [j2o, "-ij", str(o2j_json), "-of", str(j2o_onnx)], [o2j_json], [j2o_onnx], anchor="json2onnx"),
            Op("large.cp", "cp", "large", "anchor", ["cp", str(m), str(copy)], [m], [copy], anchor="cp",
               group="weights"),
            Op("large.hash-floor", "SHA-256 of the model on all cores", "large", "anchor",
               _python_c(_HASH_FLOOR.format(path=str(m))), [m], anchor="hash-floor", group="weights"),
            *both(Op("large.dump-sidecar", "dump --sidecar", "large", "onnxjson",
                     onnxjson("dump", m, "-o", side_json, "--sidecar", side_bin), [m], [side_json, side_bin],
                     group="weights")),
            *both(Op("large.build-sidecar", "build (JSON + sidecar)", "large", "onnxjson",
                     onnxjson("build", side_json, "-o", rebuilt), [side_json, side_bin], [rebuilt], exact_of=m,
                     group="weights")),
            *both(Op("large.dump-strip", "dump --strip-weights", "large", "onnxjson",
                     onnxjson("dump", m, "-o", strip_json, "--strip-weights"), [m], [strip_json], group="weights")),
            *both(Op("large.build-weights-from", "build --weights-from", "large", "onnxjson",
                     onnxjson("build", strip_json, "-o", rebuilt3, "--weights-from", m), [strip_json, m],
                     [rebuilt3], exact_of=m, group="weights")),
            *both(Op("large.dump-inline", "dump (inline base64)", "large", "onnxjson",
                     onnxjson("dump", m, "-o", inline_json), [m], [inline_json], group="weights")),
            *both(Op("large.build-inline", "build (inline base64)", "large", "onnxjson",
                     onnxjson("build", inline_json, "-o", rebuilt2), [inline_json], [rebuilt2], exact_of=m,
                     group="weights")),
            *both(Op("large.verify", "verify", "large", "onnxjson", onnxjson("verify", m), [m], group="weights")),
        ]
    if "external" in models:
        m = models["external"].path
        stem = work_dir / "external"
        ext_files = [m, m.parent / "weights.bin"]
        ops += [
            *both(Op("external.dump-sidecar", "dump --external sidecar", "external", "onnxjson",
                     onnxjson("dump", m, "-o", f"{stem}.side.json", "--external", "sidecar", "--sidecar",
                              f"{stem}.side.bin"), ext_files, [Path(f"{stem}.side.json"), Path(f"{stem}.side.bin")],
                     group="weights")),
            *both(Op("external.dump-inline", "dump --external inline", "external", "onnxjson",
                     onnxjson("dump", m, "-o", f"{stem}.inline.json", "--external", "inline"), ext_files,
                     [Path(f"{stem}.inline.json")], group="weights")),
        ]
    for name in ("graph", "many", "many10k", "many300k"):
        if name not in models:
            continue
        m = models[name].path
        stem = work_dir / m.stem
        js, rebuilt = Path(f"{stem}.json"), Path(f"{stem}.rebuilt.onnx")
        heavy = name in ("many", "graph")  # the graph-heavy rows of issue 30 (floors, info, diff)
        group = f"graph-{name}" if heavy else ""
        if heavy:
            ops.append(Op(f"{name}.onnx-load", "onnx.load", name, "anchor",
                          _python_c(f"import onnx; onnx.load({str(m)!r})"), [m], anchor="onnx.load"))
        dump = Op(f"{name}.dump", "dump", name, "onnxjson", onnxjson("dump", m, "-o", js), [m], [js],
                  group=group or f"{name}.dump")
        build = Op(f"{name}.build", "build", name, "onnxjson", onnxjson("build", js, "-o", rebuilt), [js],
                   [rebuilt], exact_of=m, group=group or f"{name}.build")
        validate = Op(f"{name}.validate", "validate", name, "onnxjson", onnxjson("validate", js), [js],
                      group=group or f"{name}.validate")
        dump_pure, build_pure = pure_twin(dump), pure_twin(build)
        if not heavy:
            dump_pure.group, build_pure.group = f"{name}.dump-pure", f"{name}.build-pure"
        ops += [dump, dump_pure, build, build_pure, validate]
        if not heavy:
            continue
        extra = companions(models[name])
        floor_out = {kind: Path(f"{stem}.{kind}-floor.out") for kind in ("dump", "build")}
        floor_setup = {kind: Path(f"{stem}.{kind}-floor.setup") for kind in ("dump", "build")}
        pj, pb = Path(f"{stem}.pb.json"), Path(f"{stem}.pb.onnx")
        ops += [
            Op(f"{name}.dump-floor", "floor: protobuf C parse + orjson.dumps of the document", name, "anchor",
               _python_c(_DUMP_FLOOR.format(fds=str(_FDS), model=str(m), doc=str(js), out=str(floor_out["dump"]),
                                            setup=str(floor_setup["dump"]))),
               [m, js], [floor_out["dump"], floor_setup["dump"]], anchor="floor", group=group,
               setup_file=floor_setup["dump"]),
            Op(f"{name}.build-floor", "floor: orjson.loads + SerializeToString", name, "anchor",
               _python_c(_BUILD_FLOOR.format(fds=str(_FDS), model=str(m), doc=str(js), out=str(floor_out["build"]),
                                             setup=str(floor_setup["build"]))),
               [m, js], [floor_out["build"], floor_setup["build"]], anchor="floor", group=group,
               setup_file=floor_setup["build"]),
            *both(Op(f"{name}.info", "info", name, "onnxjson", onnxjson("info", m), [m], group=group)),
            *both(Op(f"{name}.diff", "diff (one value changed)", name, "onnxjson",
                     onnxjson("diff", m, extra["edit"], "-q"), [m, extra["edit"]], group=group, ok_codes=(1,))),
            *both(Op(f"{name}.diff-identical", "diff of identical files", name, "onnxjson",
                     onnxjson("diff", m, extra["copy"], "-q"), [m, extra["copy"]], group=group)),
            Op(f"{name}.cmp", "cmp of the identical files", name, "anchor", ["cmp", str(m), str(extra["copy"])],
               [m, extra["copy"]], anchor="cmp", group=group),
            Op(f"{name}.json-format-dump", "onnx.load + MessageToDict + json.dumps", name, "anchor",
               _python_c(_JSON_FORMAT_DUMP.format(model=str(m), out=str(pj))), [m], [pj], anchor="json-format-dump",
               group=group),
            Op(f"{name}.json-format-build", "json.load + ParseDict + SerializeToString", name, "anchor",
               _python_c(_JSON_FORMAT_BUILD.format(doc=str(pj), out=str(pb))), [pj], [pb],
               anchor="json-format-build", group=group),
        ]
    if "forest" in models:
        m = models["forest"].path
        stem = work_dir / m.stem
        js, rebuilt = Path(f"{stem}.json"), Path(f"{stem}.rebuilt.onnx")
        pj, pb = Path(f"{stem}.pb.json"), Path(f"{stem}.pb.onnx")
        edit = companions(models["forest"])["edit"]
        ops += [
            *both(Op("forest.dump", "dump", "forest", "onnxjson", onnxjson("dump", m, "-o", js), [m], [js],
                     group="forest")),
            *both(Op("forest.build", "build", "forest", "onnxjson", onnxjson("build", js, "-o", rebuilt), [js],
                     [rebuilt], exact_of=m, group="forest")),
            *both(Op("forest.verify", "verify", "forest", "onnxjson", onnxjson("verify", m), [m], group="forest")),
            *both(Op("forest.diff", "diff (one threshold changed)", "forest", "onnxjson",
                     onnxjson("diff", m, edit, "-q"), [m, edit], group="forest", ok_codes=(1,))),
            Op("forest.json-format-dump", "onnx.load + MessageToDict + json.dumps", "forest", "anchor",
               _python_c(_JSON_FORMAT_DUMP.format(model=str(m), out=str(pj))), [m], [pj], anchor="json-format-dump",
               group="forest"),
            Op("forest.json-format-build", "json.load + ParseDict + SerializeToString", "forest", "anchor",
               _python_c(_JSON_FORMAT_BUILD.format(doc=str(pj), out=str(pb))), [pj], [pb],
               anchor="json-format-build", group="forest"),
            Op("forest.json-format-diff", "onnx.load + MessageToDict of both + ==", "forest", "anchor",
               _python_c(_JSON_FORMAT_DIFF.format(old=str(m), new=str(edit))), [m, edit],
               anchor="json-format-diff", group="forest"),
        ]
    if "intcheck" in models:
        m = models["intcheck"].path
        hostile = companions(models["intcheck"])["hostile"]
        for label, model in (("plain", m), ("hostile", hostile)):
            stem = work_dir / model.stem
            js = Path(f"{stem}.json")
            ops += [
                Op(f"intcheck.dump-{label}", f"dump ({label})", "intcheck", "onnxjson",
                   onnxjson("dump", model, "-o", js), [model], [js]),
                *both(Op(f"intcheck.build-{label}", f"build of the {label} document", "intcheck", "onnxjson",
                         onnxjson("build", js, "-o", f"{stem}.rebuilt.onnx"), [js],
                         [Path(f"{stem}.rebuilt.onnx")], exact_of=model, group="intcheck")),
            ]
    if "tiny" in models:
        m = models["tiny"].path
        stem = work_dir / m.stem
        tiny_js = Path(f"{stem}.json")
        tiny_dump = Op("tiny.dump", "dump (whole process)", "tiny", "onnxjson",
                       onnxjson("dump", m, "-o", tiny_js), [m], [tiny_js], group="many10k.dump")
        # The start-up of build and validate, subtracted from theirs in the per-node figures.
        tiny_build = Op("tiny.build", "build (whole process)", "tiny", "onnxjson",
                        onnxjson("build", tiny_js, "-o", f"{stem}.rebuilt.onnx"), [tiny_js],
                        [Path(f"{stem}.rebuilt.onnx")], exact_of=m, group="many10k.build")
        tiny_dump_pure, tiny_build_pure = pure_twin(tiny_dump), pure_twin(tiny_build)
        tiny_dump_pure.group, tiny_build_pure.group = "many10k.dump-pure", "many10k.build-pure"
        ops += [
            Op("tiny.import-onnx", 'python -c "import onnx"', "tiny", "anchor", _python_c("import onnx"),
               anchor="import-onnx"),
            Op("tiny.onnx-load", "onnx.load", "tiny", "anchor",
               _python_c(f"import onnx; onnx.load({str(m)!r})"), [m], anchor="onnx.load"),
            tiny_dump, tiny_dump_pure, tiny_build, tiny_build_pure,
            Op("tiny.validate", "validate (whole process)", "tiny", "onnxjson", onnxjson("validate", tiny_js),
               [tiny_js], group="many10k.validate"),
            # diff's start-up and its read of two small files: the identical diffs' floor.
            *both(Op("tiny.diff-identical", "diff of identical files (whole process)", "tiny", "onnxjson",
                     onnxjson("diff", m, companions(models["tiny"])["copy"], "-q"),
                     [m, companions(models["tiny"])["copy"]], group="graph-many")),
        ]
    if "memory" in models:
        folder = models["memory"].path.parent
        version = Op("memory.version", "onnxjson --version (start-up's memory)", "memory", "onnxjson",
                     onnxjson("--version"))
        ops += [version, pure_twin(version)]
        worst_inputs = _load_bench_module("worst_inputs")
        # Every command of bench/worst_inputs.py on every kind, and on the baseline model (its fixed
        # cost, taken off: memory_per_byte).
        for kind in [*models["memory"].params.get("sizes", {}), "baseline"]:
            model, doc = folder / f"{kind}.onnx", folder / f"{kind}.json"
            for command in worst_inputs.COMMANDS.values():
                out = folder / kind if command.name == "dump" else folder / f"{kind}.{command.name}"
                argv = [a.format(model=model, copy=folder / f"{kind}.copy.onnx", doc=doc, out=out)
                        for a in command.args]
                outputs = [Path(argv[i + 1]) for i, a in enumerate(argv) if a == "-o"]
                # A refusal (exit 2: over a bound) is an answer too: its memory is measured.
                ops += both(Op(f"memory.{kind}.{command.name}", f"{command.name} of {kind}", "memory", "onnxjson",
                               onnxjson(*argv), [doc] if command.needs_doc else [model], outputs,
                               ok_codes=(0, 1, 2)))
    return ops


#: The hashing floor: SHA-256 of the whole model (the payloads and a little more) in 16 MiB pieces
#: spread over all cores, as a digest of independent payloads can be.
_HASH_FLOOR = """
import hashlib, mmap, os
from concurrent.futures import ThreadPoolExecutor
with open({path!r}, "rb") as f:
    m = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_READ)
    v = memoryview(m)
    step = 16 << 20
    with ThreadPoolExecutor(os.cpu_count()) as pool:
        list(pool.map(lambda i: hashlib.sha256(v[i:i + step]).digest(), range(0, len(m), step)))
    v.release()
"""
#: The graph-heavy anchors of issue 13: protobuf's own JSON mapping, whole process.
_JSON_FORMAT_DUMP = """
import json, onnx
from google.protobuf.json_format import MessageToDict
with open({out!r}, "w") as f:
    f.write(json.dumps(MessageToDict(onnx.load({model!r}))))
"""
_JSON_FORMAT_DIFF = """
import onnx
from google.protobuf.json_format import MessageToDict
print(MessageToDict(onnx.load({old!r})) == MessageToDict(onnx.load({new!r})))
"""
#: onnxjson's descriptors (the floors build their message class from them, not from onnx's package,
#: whose import is most of a second with some ml_dtypes).
_FDS = REPO_ROOT / "onnxjson" / "proto" / "onnx.fds"
#: The graph-heavy floors of issue 30, each a whole process whose start-up is the interpreter's with
#: orjson and protobuf's C module: dump's, protobuf's C parse of the model and orjson.dumps of the
#: finished document; build's, orjson.loads of the document and SerializeToString of a built message.
#: What each needs made first (the message class, the finished document or the built message) is
#: set-up, timed in the process and taken off its figures (``Op.setup_file``).
_FLOOR_HEAD = """
import time
import orjson
from google.protobuf import descriptor_pb2, descriptor_pool, message_factory
cpu0, wall0 = time.process_time(), time.perf_counter()
fds = descriptor_pb2.FileDescriptorSet.FromString(open({fds!r}, "rb").read())
pool = descriptor_pool.DescriptorPool()
for file in fds.file:
    pool.Add(file)
Model = message_factory.GetMessageClass(pool.FindMessageTypeByName("onnx.ModelProto"))
"""
_FLOOR_TAIL = """
with open({setup!r}, "w") as f:
    f.write(f"{{cpu1 - cpu0}} {{wall1 - wall0}}")
import os
os._exit(0)  # no teardown of the document's objects: a floor does only the work named
"""
_DUMP_FLOOR = _FLOOR_HEAD + """
with open({doc!r}, "rb") as f:
    document = orjson.loads(f.read())
cpu1, wall1 = time.process_time(), time.perf_counter()
with open({model!r}, "rb") as f:
    message = Model.FromString(f.read())
with open({out!r}, "wb") as f:
    f.write(orjson.dumps(document))
""" + _FLOOR_TAIL
_BUILD_FLOOR = _FLOOR_HEAD + """
with open({model!r}, "rb") as f:
    message = Model.FromString(f.read())
cpu1, wall1 = time.process_time(), time.perf_counter()
with open({doc!r}, "rb") as f:
    document = orjson.loads(f.read())
with open({out!r}, "wb") as f:
    f.write(message.SerializeToString())
""" + _FLOOR_TAIL
_JSON_FORMAT_BUILD = """
import json, onnx
from google.protobuf.json_format import ParseDict
with open({doc!r}) as f:
    d = json.load(f)
with open({out!r}, "wb") as f:
    f.write(ParseDict(d, onnx.ModelProto()).SerializeToString())
"""


def subprocess_env(work_dir: Path) -> dict[str, str]:
    """Environment for the measured commands.

    The work tree goes first on ``PYTHONPATH``. Bytecode is cached under
    ``<work-dir>/pycache`` (``PYTHONPYCACHEPREFIX``; ``PYTHONDONTWRITEBYTECODE`` is dropped), so
    onnxjson is not recompiled on every run, as an installed package would not be, and nothing
    is written outside the work directory.
    """
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(p for p in (str(REPO_ROOT), env.get("PYTHONPATH", "")) if p)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(work_dir / "pycache")
    return env


def warm_up(tiny: ModelInfo, env: dict[str, str], work_dir: Path) -> None:
    """Run every kind of command once, untimed, on the tiny model.

    This fills the bytecode cache for every module the timed commands import (the standard
    library included, since the cache prefix is new to the interpreter), so run 1 is not slower
    than the others. Failures are ignored here; the timed runs report them.
    """
    warm_dir = work_dir / "warmup"
    warm_dir.mkdir(exist_ok=True)
    stand_in = {name: ModelInfo(name, tiny.path, tiny.size_bytes, tiny.nodes, tiny.initialisers, {})
                for name in SCENARIOS}
    ops = [op for op in build_ops(stand_in, warm_dir)
           if op.kind == "onnxjson" and not op.env
           and (op.scenario == "large" or op.id in ("tiny.dump", "many.validate", "many.info", "many.diff"))]
    start = time.perf_counter()
    for op in ops:
        with contextlib.suppress(OSError):
            subprocess.run(op.argv, cwd=warm_dir, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL, check=False)
    print(f"warm-up (untimed, {len(ops)} commands on the tiny model): {time.perf_counter() - start:.1f} s",
          flush=True)


def _selected(op: Op, only: set[str] | None) -> bool:
    """True when ``op`` matches ``--only`` (a scenario name or an op id prefix such as ``large.dump``)."""
    if only is None:
        return True
    return any(op.scenario == s or op.id.startswith(s) for s in only)


class AnchorCache:
    """Anchor results stored in ``<work-dir>/anchors.json``, keyed by model size and mtime."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.data: dict[str, Any] = _read_json(path)

    @staticmethod
    def key(op: Op, model: Path) -> str:
        """Cache key: op id, model file name, size and mtime, and the exact command."""
        st = model.stat()
        return f"{op.id}|{model.name}|{st.st_size}|{st.st_mtime_ns}|{' '.join(op.argv)}"

    def get(self, op: Op, model: Path, min_runs: int) -> OpResult | None:
        """Return the cached result of ``op`` if it was measured with at least ``min_runs`` runs."""
        raw = self.data.get(self.key(op, model))
        if raw is None or len(raw.get("runs", [])) < min_runs:
            return None
        raw = dict(raw)
        raw.pop("measured_at", None)
        raw["runs"] = [Run(**r) for r in raw.get("runs", [])]
        res = OpResult(**raw)
        res.cached = True
        return res

    def put(self, op: Op, model: Path, res: OpResult) -> None:
        """Store a fresh anchor result, replacing older entries of the same op."""
        self.data = {k: v for k, v in self.data.items() if not k.startswith(op.id + "|")}
        stored = asdict(res)
        stored["cached"] = False
        stored["exact"] = None
        stored["measured_at"] = time.strftime("%Y-%m-%dT%H:%M:%S")
        self.data[self.key(op, model)] = stored
        _write_json(self.path, self.data)


def run_ops(ops: list[Op], models: dict[str, ModelInfo], args: argparse.Namespace, work_dir: Path,
            env: dict[str, str]) -> dict[str, OpResult]:
    """Run (or fetch from the anchor cache) every selected op; returns results by op id."""
    only = set(args.only) if args.only else None
    skip = set(args.skip_anchors)
    cache = AnchorCache(work_dir / "anchors.json")
    results: dict[str, OpResult] = {}
    producers = {out: op for op in ops for out in op.outputs}

    def taken_alone(op: Op) -> bool:
        """An anchor skipped or taken from the cache: the loop below meets it on its own."""
        return op.kind == "anchor" and (op.anchor in skip or (
            args.reuse_anchors and not args.rerun_anchors
            and cache.get(op, models[op.scenario].path, args.repeat) is not None))

    for op in ops:
        if op.id in results:
            continue  # measured in turn with another command (below)
        model = models[op.scenario].path
        if not _selected(op, only):
            # An anchor left out by --only still feeds the targets if a cached result exists.
            cached = cache.get(op, model, 1) if op.kind == "anchor" and op.anchor not in skip else None
            if cached is not None:
                results[op.id] = cached
            continue
        if op.kind == "anchor":
            if op.anchor in skip:
                results[op.id] = OpResult(op.id, op.label, op.scenario, op.kind, " ".join(op.argv),
                                          "skipped", "--skip-anchors")
                continue
            if args.reuse_anchors and not args.rerun_anchors:
                cached = cache.get(op, model, args.repeat)
                if cached is not None:
                    print(f"  {op.id}: cached ({cached.median_s or 0:.3f} s)", flush=True)
                    results[op.id] = cached
                    continue
            if op.argv[0] != sys.executable and not (Path(op.argv[0]).exists() or shutil.which(op.argv[0])):
                results[op.id] = OpResult(op.id, op.label, op.scenario, op.kind, " ".join(op.argv),
                                          "skipped", f"{op.argv[0]} not installed")
                continue
        if not _prepare_inputs(op, producers, results, env, work_dir):
            missing = ", ".join(p.name for p in op.inputs if not p.exists())
            why = f"input missing: {missing}" if missing else "the command producing its input failed"
            results[op.id] = OpResult(op.id, op.label, op.scenario, op.kind, " ".join(op.argv), "skipped", why)
            continue
        partners = [p for p in _partners_of(op, ops, only, results)
                    if not taken_alone(p) and _prepare_inputs(p, producers, results, env, work_dir)]
        runs = max(_runs_of(one, args) for one in (op, *partners))
        # Figures compared with each other are timed in turn, so a drift of the machine between two
        # blocks of runs does not go into their ratio or difference: the per-node figure at 10k is
        # the difference of this and the tiny model's start-up, 0.05-0.1 s of 0.2-0.3 s processes
        # (1 ms of the start-up is 0.1 us a node); the floor's commands and those held to it.
        together = measure_together([op, *partners], runs, env, work_dir)
        for one, res in zip([op, *partners], together, strict=True):
            results[one.id] = res
            if one.kind == "anchor" and res.status == "ok":
                cache.put(one, models[one.scenario].path, res)
        if "large.cp" in results:
            copy = next(o for o in ops if o.id == "large.cp").outputs[0]
            copy.unlink(missing_ok=True)  # 1 GB of nothing useful
    return {op.id: results[op.id] for op in ops if op.id in results}  # in the ops' order, as reported


def _runs_of(op: Op, args: argparse.Namespace) -> int:
    """Runs of ``op``: ``--repeat``, at least :data:`SHORT_RUNS` for the many10k commands and their
    start-up on the tiny model, and ``--floor-runs`` for the weights group (but for ``--size quick``)."""
    if args.size == "quick":
        return args.repeat
    if op.group == "weights":
        return max(args.repeat, args.floor_runs)
    if op.kind == "onnxjson" and op.group.startswith("many10k."):
        return max(args.repeat, SHORT_RUNS)
    return args.repeat


def _partners_of(op: Op, ops: list[Op], only: set[str] | None, results: dict[str, OpResult]) -> list[Op]:
    """The ops to time in turn with ``op``: those of its group, selected and not measured yet."""
    if not op.group:
        return []
    return [other for other in ops if other is not op and other.group == op.group and _selected(other, only)
            and other.id not in results]


def _prepare_inputs(op: Op, producers: dict[Path, Op], results: dict[str, OpResult], env: dict[str, str],
                    work_dir: Path) -> bool:
    """Make sure ``op``'s inputs exist, running their producer once (untimed) if needed.

    Inputs from a producer that ran but failed in this session are treated as missing, so a
    stale output from an earlier run is not benchmarked by mistake.
    """
    for path in op.inputs:
        producer = producers.get(path)
        if producer is not None:
            earlier = results.get(producer.id)
            if earlier is not None and earlier.status == "failed":
                return False
        if path.exists():
            continue
        if producer is None:
            return False
        if not _prepare_inputs(producer, producers, results, env, work_dir):
            return False
        print(f"  preparing {path.name} with an untimed run of {producer.id}", flush=True)
        run = run_once(producer.argv, env, work_dir)
        if run.returncode != 0 or not path.exists():
            return False
    return True


# --------------------------------------------------------------------------------------------
# Targets and reporting
# --------------------------------------------------------------------------------------------


@dataclass
class Target:
    """One performance target and whether the measurements meet it."""

    name: str
    requirement: str
    measured: str
    status: str  # "MET", "NOT MET", "n/a"
    floor: str = ""  # what the row is held to, as measured in this run
    anchor: str = ""  # the anchor shown beside it (protobuf's JSON mapping, onnx2json, ...)


def _get(results: dict[str, OpResult], op_id: str) -> OpResult | None:
    res = results.get(op_id)
    return res if res is not None and res.status == "ok" else None


def _why_missing(results: dict[str, OpResult], *op_ids: str) -> str:
    for op_id in op_ids:
        res = results.get(op_id)
        if res is None:
            return f"{op_id} not run"
        if res.status != "ok":
            return f"{op_id} {res.status}"
    return ""


def _status(ok: bool) -> str:
    return "MET" if ok else "NOT MET"


def _faster(results: dict[str, OpResult], name: str, op_id: str, base_id: str, factor: float) -> Target:
    """Target: ``op_id`` at least ``factor`` times faster than ``base_id``."""
    req = f">= {factor:g}x faster than {results[base_id].label if base_id in results else base_id}"
    op, base = _get(results, op_id), _get(results, base_id)
    if op is None or base is None or not op.median_s or not base.median_s:
        return Target(name, req, _why_missing(results, op_id, base_id), _na_or_not_met(results, op_id))
    ratio = base.median_s / op.median_s
    return Target(name, req, f"{ratio:.1f}x faster", _status(ratio >= factor))


def _within(results: dict[str, OpResult], name: str, op_id: str, base_id: str, factor: float) -> Target:
    """Target: ``op_id`` takes at most ``factor`` times as long as ``base_id``."""
    req = f"<= {factor:g}x the time of {results[base_id].label if base_id in results else base_id}"
    op, base = _get(results, op_id), _get(results, base_id)
    if op is None or base is None or not op.median_s or not base.median_s:
        return Target(name, req, _why_missing(results, op_id, base_id), _na_or_not_met(results, op_id))
    ratio = op.median_s / base.median_s
    return Target(name, req, f"{ratio:.2f}x", _status(ratio <= factor))


def _rss_below(results: dict[str, OpResult], name: str, op_id: str, limit: int, limit_text: str) -> Target:
    """Target: peak RSS of ``op_id`` below ``limit`` bytes."""
    req = f"peak RSS < {limit_text}"
    op = _get(results, op_id)
    if op is None or op.median_rss_bytes is None:
        return Target(name, req, _why_missing(results, op_id), _na_or_not_met(results, op_id))
    ratio = op.median_rss_bytes / limit
    return Target(name, req, f"{_fmt_bytes(op.median_rss_bytes)} ({ratio:.2f}x)", _status(op.median_rss_bytes < limit))


def _rss_fraction(results: dict[str, OpResult], name: str, op_id: str, base_id: str, fraction: float) -> Target:
    """Target: peak RSS of ``op_id`` at most ``fraction`` of ``base_id``'s."""
    req = f"peak RSS <= {fraction:g}x {results[base_id].label if base_id in results else base_id}'s"
    op, base = _get(results, op_id), _get(results, base_id)
    if op is None or base is None or not op.median_rss_bytes or not base.median_rss_bytes:
        return Target(name, req, _why_missing(results, op_id, base_id), _na_or_not_met(results, op_id))
    ratio = op.median_rss_bytes / base.median_rss_bytes
    return Target(name, req, f"{ratio:.2f}x", _status(ratio <= fraction))


def _absolute(results: dict[str, OpResult], name: str, op_id: str, limit_s: float) -> Target:
    """Target: ``op_id`` finishes within ``limit_s`` seconds."""
    req = f"<= {limit_s:g} s"
    op = _get(results, op_id)
    if op is None or op.median_s is None:
        return Target(name, req, _why_missing(results, op_id), _na_or_not_met(results, op_id))
    return Target(name, req, f"{op.median_s:.2f} s", _status(op.median_s <= limit_s))


def _na_or_not_met(results: dict[str, OpResult], op_id: str) -> str:
    """A failed onnxjson command does not meet its target; a missing anchor makes it n/a."""
    res = results.get(op_id)
    return "NOT MET" if res is not None and res.status == "failed" else "n/a"


def evaluate_targets(results: dict[str, OpResult], models: dict[str, ModelInfo]) -> list[Target]:
    """Check every target whose operation was selected."""
    targets: list[Target] = []
    if "large" in models:
        size = models["large"].size_bytes
        size_text = f"model size {_fmt_bytes(size)}"
        if "large.dump-sidecar" in results:
            targets += [
                _faster(results, "dump --sidecar", "large.dump-sidecar", "large.onnx2json", 20),
                _within(results, "dump --sidecar", "large.dump-sidecar", "large.cp", 3),
                _rss_below(results, "dump --sidecar", "large.dump-sidecar", size, size_text),
            ]
        if "large.dump-strip" in results:
            targets.append(_within(results, "dump --strip-weights", "large.dump-strip", "large.onnx-load", 2))
        if "large.build-sidecar" in results:
            targets += [
                _faster(results, "build (JSON + sidecar)", "large.build-sidecar", "large.json2onnx", 20),
                _within(results, "build (JSON + sidecar)", "large.build-sidecar", "large.cp", 3),
                _rss_below(results, "build (JSON + sidecar)", "large.build-sidecar", size, size_text),
            ]
        if "large.dump-inline" in results:
            targets += [
                _faster(results, "inline dump", "large.dump-inline", "large.onnx2json", 3),
                _rss_fraction(results, "inline dump", "large.dump-inline", "large.onnx2json", 0.5),
            ]
        if "large.build-inline" in results:
            targets += [
                _faster(results, "inline build", "large.build-inline", "large.json2onnx", 3),
                _rss_fraction(results, "inline build", "large.build-inline", "large.json2onnx", 0.5),
            ]
    if "tiny.dump" in results:
        targets.append(_within(results, "dump of the 100 KB model (whole process)", "tiny.dump",
                               "tiny.import-onnx", 2))
    targets += issue13_targets(results, models)
    targets += issue30_targets(results, models)
    for op_id, label in (("many.dump", "dump"), ("many.build", "build"), ("many.validate", "validate")):
        if op_id in results:
            targets.append(_absolute(results, f"100,000-node model: {label}", op_id, 10.0))
    for res in results.values():
        if res.exact is not None:
            targets.append(Target(f"{res.scenario}: {res.label}", "rebuilt file byte-identical to the model",
                                  f"exact: {'yes' if res.exact else 'no'}", _status(res.exact)))
    return targets


def _anon_fraction(results: dict[str, OpResult], name: str, op_id: str, size: int, fraction: float) -> Target:
    """Target: the command's own memory (sampled peak RssAnon) at most ``fraction`` of the model size."""
    req = f"own memory (peak RssAnon) <= {fraction:g}x model size"
    op = _get(results, op_id)
    if op is None or op.median_anon_bytes is None:
        return Target(name, req, _why_missing(results, op_id), _na_or_not_met(results, op_id))
    ratio = op.median_anon_bytes / size
    return Target(name, req, f"{_fmt_bytes(op.median_anon_bytes)} ({ratio:.3f}x)", _status(ratio <= fraction))


def _per_node(results: dict[str, OpResult], models: dict[str, ModelInfo], scenario: str, op: str,
              cpu: bool = False) -> float | None:
    """Seconds per node of ``scenario.op``, less its start-up: the same command's whole process on the
    tiny model (its dump when that command was not run: build and validate start up slower).

    ``cpu``: from the median CPU time (user + system) instead of the wall time. At 10k nodes the work
    above start-up is a tenth of a second, about the run-to-run spread of a short process's wall
    time on a shared machine; its CPU time does not count the time it waited for a core.
    """
    res, tiny = _get(results, f"{scenario}.{op}"), _get(results, f"tiny.{op}") or _get(results, "tiny.dump")
    if res is None or scenario not in models:
        return None
    if cpu:
        if res.median_cpu_s is None or tiny is None or tiny.median_cpu_s is None:
            return None
        return (res.median_cpu_s - tiny.median_cpu_s) / models[scenario].nodes
    if res.median_s is None:
        return None
    base = tiny.median_s if tiny is not None and tiny.median_s is not None else 0.0
    return (res.median_s - base) / models[scenario].nodes


def issue13_targets(results: dict[str, OpResult], models: dict[str, ModelInfo]) -> list[Target]:
    """The targets of issue 13 (graph-heavy speed, hashing floor, memory, start-up), from this run."""
    targets: list[Target] = []
    for name, title in (("many", "100,000-node model"), ("graph", "30,000-node transformer graph")):
        if f"{name}.dump" not in results:
            continue
        targets += [
            _faster(results, f"{title}: dump", f"{name}.dump", f"{name}.json-format-dump", 2),
            _faster(results, f"{title}: build", f"{name}.build", f"{name}.json-format-build", 2),
            _within(results, f"{title}: validate", f"{name}.validate", f"{name}.build", 1),
        ]
    if "many10k" in models and "many300k" in models:
        sizes = [s for s in ("many10k", "many", "many300k") if s in models]
        for op in ("dump", "build", "validate", "dump-pure", "build-pure"):
            req = (f"per-node cost at {', '.join(s[4:] or '100k' for s in sizes[1:])} nodes within +-20% of "
                   "10k (start-up subtracted; CPU time decides, wall time shown beside)")
            figures: list[tuple[bool, list[float]]] = []
            for cpu in (True, False):
                found = [_per_node(results, models, s, op, cpu=cpu) for s in sizes]
                costs = [c for c in found if c is not None]
                if len(costs) == len(found) and costs[0] > 0:
                    figures.append((cpu, costs))
            if not figures:
                targets.append(Target(f"30.1 per-node {op}", req, _why_missing(
                    results, *(f"{s}.{op}" for s in sizes), f"tiny.{op}") or "10k's work below the start-up's noise",
                    "n/a"))
                continue
            measured = "; ".join(f"{'CPU' if cpu else 'wall'} " + " -> ".join(f"{c * 1e6:.1f}" for c in costs)
                                 + f" us/node ({min(costs) / costs[0]:.2f}-{max(costs) / costs[0]:.2f}x of 10k)"
                                 for cpu, costs in figures)
            costs = figures[0][1]
            flat = all(0.8 <= c / costs[0] <= 1.2 for c in costs)
            targets.append(Target(f"30.1 per-node {op}", req, measured, _status(flat)))
    if "large" in models:
        size = models["large"].size_bytes
        cp, floor_op = _get(results, "large.cp"), _get(results, "large.hash-floor")
        floor_s = max((r.median_s or 0.0) for r in (cp, floor_op) if r is not None) if (cp or floor_op) else None
        for label, op_id in (("dump --sidecar", "large.dump-sidecar"), ("dump --strip-weights", "large.dump-strip"),
                             ("build (JSON + sidecar)", "large.build-sidecar")):
            req = "<= 1.3x the floor (max of cp and SHA-256 on all cores)"
            res = _get(results, op_id)
            if res is None or res.median_s is None or not floor_s:
                targets.append(Target(label, req, _why_missing(results, op_id, "large.cp", "large.hash-floor"),
                                      _na_or_not_met(results, op_id)))
                continue
            ratio = res.median_s / floor_s
            targets.append(Target(label, req, f"{ratio:.2f}x (floor {floor_s:.2f} s)", _status(ratio <= 1.3)))
        targets += [
            _anon_fraction(results, "build --weights-from", "large.build-weights-from", size, 0.1),
            _anon_fraction(results, "inline build", "large.build-inline", size, 0.25),
            _anon_fraction(results, "verify", "large.verify", size, 0.1),
        ]
        verify, side, build = (_get(results, k) for k in ("large.verify", "large.dump-sidecar",
                                                           "large.build-sidecar"))
        req = "time <= dump --sidecar + build (sidecar)"
        if verify is None or side is None or build is None:
            targets.append(Target("verify", req, _why_missing(results, "large.verify"), "n/a"))
        else:
            limit = (side.median_s or 0) + (build.median_s or 0)
            targets.append(Target("verify", req, f"{verify.median_s:.2f} s vs {limit:.2f} s",
                                  _status((verify.median_s or 0) <= limit)))
    if "external" in models:
        size = models["external"].size_bytes
        targets += [
            _anon_fraction(results, "dump --external sidecar", "external.dump-sidecar", size, 0.1),
            _anon_fraction(results, "dump --external inline", "external.dump-inline", size, 0.1),
        ]
    if "tiny.dump" in results:
        targets.append(_within(results, "start-up: dump of the 100 KB model", "tiny.dump", "tiny.import-onnx", 0.6))
    return targets


# -- issue 30's rows (and issue 34's memory per input byte) ------------------------------------------


#: Memory per input byte a command may take (issue 34, class 3): tests/test_memory_bounds.py's bound
#: (peak RSS less the same command's on a tiny model, over the input bytes).
MEMORY_PER_INPUT_BYTE = 60.0
#: "Never slower" between the two paths, less the noise of a median of CPU times on a shared machine.
PATH_NOISE = 1.05


def _cpu_of(results: dict[str, OpResult], op_id: str) -> float | None:
    res = _get(results, op_id)
    return res.median_cpu_s if res is not None else None


def _anchor_text(results: dict[str, OpResult], anchor_id: str | None, op_cpu: float | None) -> str:
    """The anchor column: the anchor's CPU median and how many times ours it is."""
    if not anchor_id:
        return ""
    anchor = _get(results, anchor_id)
    if anchor is None or anchor.median_cpu_s is None:
        res = results.get(anchor_id)
        return f"{anchor_id.split('.', 1)[1]}: {res.detail or res.status if res is not None else 'not run'}"
    times = f" = {anchor.median_cpu_s / op_cpu:.1f}x ours" if op_cpu else ""
    return f"{anchor.label}: {anchor.median_cpu_s:.3f} s{times}"


def _cpu_ratio(results: dict[str, OpResult], name: str, op_id: str, base_ids: Sequence[str], base_label: str,
               limit: float, *, combine: Callable[[Iterable[float]], float] = sum, faster: bool = False,
               anchor_id: str | None = None) -> Target:
    """Target on median CPU times: ``op_id`` at most ``limit`` times the base (the sum, or the
    ``combine``, of ``base_ids``' CPU), or with ``faster`` at least ``limit`` times faster than it.
    The wall-time ratio is shown beside; the base goes in the floor column, ``anchor_id`` in the
    anchor column."""
    req = f">= {limit:g}x faster than {base_label}" if faster else f"<= {limit:g}x {base_label}"
    op = _get(results, op_id)
    bases = [_get(results, b) for b in base_ids]
    op_cpu = op.median_cpu_s if op is not None else None
    anchor = _anchor_text(results, anchor_id, op_cpu)
    if op is None or op_cpu is None or any(b is None or b.median_cpu_s is None for b in bases):
        return Target(name, req, _why_missing(results, op_id, *base_ids), _na_or_not_met(results, op_id),
                      anchor=anchor)
    base_cpu = combine(b.median_cpu_s for b in bases if b is not None and b.median_cpu_s is not None)
    base_wall = combine(b.median_s for b in bases if b is not None and b.median_s is not None)
    if base_cpu <= 0 or op_cpu <= 0:
        return Target(name, req, "a time of zero", "n/a", anchor=anchor)
    ratio = base_cpu / op_cpu if faster else op_cpu / base_cpu
    wall = ""
    if op.median_s and base_wall:
        wall = f"; wall {(base_wall / op.median_s if faster else op.median_s / base_wall):.2f}x"
    measured = f"{ratio:.2f}x{' faster' if faster else ''} ({op_cpu:.3f} s CPU{wall})"
    met = ratio >= limit if faster else ratio <= limit
    return Target(name, req, measured, _status(met), floor=f"{base_cpu:.3f} s", anchor=anchor)


def _own_memory(results: dict[str, OpResult], name: str, op_id: str, size: int | None, size_label: str,
                fraction: float) -> Target:
    """Target: the command's own memory (sampled peak RssAnon) at most ``fraction`` of ``size``."""
    req = f"own memory <= {fraction:g}x {size_label}"
    op = _get(results, op_id)
    if op is None or op.median_anon_bytes is None or not size:
        return Target(name, req, _why_missing(results, op_id) or f"{size_label} unknown", _na_or_not_met(results, op_id))
    ratio = op.median_anon_bytes / size
    return Target(name, req, f"{_fmt_bytes(op.median_anon_bytes)} ({ratio:.3f}x)", _status(ratio <= fraction),
                  floor=f"{_fmt_bytes(size)}")


def _paths_targets(results: dict[str, OpResult], scenarios: Sequence[str]) -> list[Target]:
    """Target 30.5: the accelerator is never slower than pure Python, on every row that runs both."""
    targets = []
    for op_id, res in results.items():
        twin = results.get(f"{op_id}-pure")
        if twin is None or res.scenario not in scenarios or res.kind != "onnxjson":
            continue
        name = f"30.5 accelerator vs pure: {op_id}"
        target = _cpu_ratio(results, name, op_id, [twin.id], "pure Python's CPU", PATH_NOISE)
        target.requirement = f"<= {PATH_NOISE:g}x pure Python's CPU (never slower, 5% for noise)"
        targets.append(target)
    return targets


def issue30_targets(results: dict[str, OpResult], models: dict[str, ModelInfo]) -> list[Target]:
    """Issue 30's "Done when" rows, each with its floor and its anchor, from this run (item 7 is a
    behaviour, not a figure; item 8 is issue 13's own-memory rows, kept above)."""
    targets: list[Target] = []
    # 1. Graph-heavy: against the floors; 2. info and diff against dump.
    for name, title in (("many", "100k Add chain"), ("graph", "30k transformer graph")):
        if name not in models:
            continue
        for op, limit, floor in (("dump", 2.5, "dump-floor"), ("build", 3.0, "build-floor"),
                                 ("dump-pure", 6.0, "dump-floor"), ("build-pure", 6.0, "build-floor")):
            targets.append(_cpu_ratio(results, f"30.1 {title}: {op}", f"{name}.{op}", [f"{name}.{floor}"],
                                      f"the {floor.replace('-', ' ')}", limit,
                                      anchor_id=f"{name}.json-format-{op.split('-')[0]}"))
        for suffix in ("", "-pure"):
            targets += [
                _cpu_ratio(results, f"30.2 {title}: info{suffix}", f"{name}.info{suffix}", [f"{name}.dump{suffix}"],
                           f"dump{suffix}'s CPU", 1.5),
                _cpu_ratio(results, f"30.2 {title}: diff{suffix}", f"{name}.diff{suffix}", [f"{name}.dump{suffix}"],
                           f"dump{suffix}'s CPU", 2.0, anchor_id=f"{name}.json-format-dump"),
                _cpu_ratio(results, f"30.2 {title}: identical diff{suffix}", f"{name}.diff-identical{suffix}",
                           [f"tiny.diff-identical{suffix}", f"{name}.cmp"],
                           "reading them (start-up: the tiny model's identical diff, + cmp)", 1.2),
            ]
    # 3. Attribute-heavy: against protobuf's JSON mapping, both paths; own memory against the document.
    if "forest" in models:
        doc = models["forest"].document_bytes
        for suffix in ("", "-pure"):
            for op, anchors, label in (
                    ("dump", ["forest.json-format-dump"], "MessageToDict + json.dumps"),
                    ("build", ["forest.json-format-build"], "json.load + ParseDict + SerializeToString"),
                    ("verify", ["forest.json-format-dump", "forest.json-format-build"],
                     "protobuf's JSON mapping there and back"),
                    ("diff", ["forest.json-format-diff"], "MessageToDict of both + ==")):
                targets.append(_cpu_ratio(results, f"30.3 forest: {op}{suffix}", f"forest.{op}{suffix}", anchors,
                                          label, 2.0, faster=True))
                targets.append(_own_memory(results, f"30.3 forest: {op}{suffix} memory", f"forest.{op}{suffix}",
                                           doc, "the document's size", 2.0))
    # 4. The integer check: the same document with a float >= 1e19 beside its 19-digit integer.
    if "intcheck" in models:
        for suffix in ("", "-pure"):
            targets.append(_cpu_ratio(results, f"30.4 integer check: build{suffix}",
                                      f"intcheck.build-hostile{suffix}", [f"intcheck.build-plain{suffix}"],
                                      "the same build without the float", 1.1))
    # 5. Weights: against the floor, max(cp, SHA-256 on all cores); embedded against external inline.
    if "large" in models:
        floor_ids = ["large.cp", "large.hash-floor"]
        for op, limit, anchor in (("dump-sidecar", 1.3, "large.onnx2json"), ("dump-strip", 1.3, "large.onnx-load"),
                                  ("build-sidecar", 1.3, "large.json2onnx"), ("build-weights-from", 1.3, None),
                                  ("dump-inline", 2.5, "large.onnx2json"), ("build-inline", 2.5, "large.json2onnx")):
            targets.append(_cpu_ratio(results, f"30.5 weights: {op}", f"large.{op}", floor_ids,
                                      "the floor (max of cp and SHA-256 on all cores)", limit, combine=max,
                                      anchor_id=anchor))
        if "external" in models:
            target = _cpu_ratio(results, "30.5 inline dump: embedded vs --external inline", "large.dump-inline",
                                ["external.dump-inline"], "dump --external inline", 1.2)
            emb, ext = _get(results, "large.dump-inline"), _get(results, "external.dump-inline")
            if emb is not None and ext is not None and emb.median_anon_bytes and ext.median_anon_bytes:
                target.measured += f"; own memory {emb.median_anon_bytes / ext.median_anon_bytes:.1f}x"
            targets.append(target)
    # The memory rows' 2 MB models are start-up for time: they are held to memory alone.
    targets += _paths_targets(results, [s for s in SCENARIOS if s != "memory"])
    # 6. Pure Python: verify against dump + build; own memory against the model on every command.
    if "large" in models:
        targets.append(_cpu_ratio(results, "30.6 pure verify", "large.verify-pure",
                                  ["large.dump-sidecar-pure", "large.build-sidecar-pure"],
                                  "pure dump --sidecar + sidecar build", 2.0))
        for scenario in ("large", "external"):
            if scenario not in models:
                continue
            for op_id, res in results.items():
                if res.scenario == scenario and op_id.endswith("-pure"):
                    targets.append(_own_memory(results, f"30.6 pure own memory: {op_id}", op_id,
                                               models[scenario].size_bytes, "the model", 0.25))
    # Issue 34, class 3: memory per input byte of every field kind (bench/worst_inputs.py's models).
    if "memory" in models:
        targets += memory_targets(results, models["memory"])
    return targets


def memory_per_byte(results: dict[str, OpResult], memory: ModelInfo) -> dict[str, tuple[float, str]]:
    """Each field kind's worst (peak RSS less the same command's on the baseline model) / input bytes
    (a model's for each model a command reads: diff two, merge three), and its op id."""
    worst: dict[str, tuple[float, str]] = {}
    commands = _load_bench_module("worst_inputs").COMMANDS
    for op_id, res in results.items():
        parts = op_id.split(".")
        if res.scenario != "memory" or len(parts) != 3 or res.median_rss_bytes is None:
            continue
        command = parts[2].removesuffix("-pure")
        base = _get(results, f"memory.baseline.{parts[2]}")
        size = memory.params.get("sizes", {}).get(parts[1])
        if base is None or base.median_rss_bytes is None or not size or command not in commands:
            continue
        per_byte = (res.median_rss_bytes - base.median_rss_bytes) / (size * commands[command].inputs)
        if per_byte > worst.get(parts[1], (float("-inf"), ""))[0]:
            worst[parts[1]] = (per_byte, op_id)
    return worst


def memory_targets(results: dict[str, OpResult], memory: ModelInfo) -> list[Target]:
    """One row a field kind: its worst command's memory per input byte (both paths)."""
    req = f"peak RSS less start-up <= {MEMORY_PER_INPUT_BYTE:g} bytes an input byte"
    worst = memory_per_byte(results, memory)
    targets = []
    for kind in memory.params.get("sizes", {}):
        if kind not in worst:
            targets.append(Target(f"34.3 memory per input byte: {kind}", req,
                                  _why_missing(results, f"memory.{kind}.dump", "memory.baseline.dump") or "not run",
                                  "n/a"))
            continue
        per_byte, op_id = worst[kind]
        detail = results[op_id].detail
        targets.append(Target(f"34.3 memory per input byte: {kind}", req,
                              f"{per_byte:.1f} B/B (worst: {op_id.split('.', 2)[2]}{'; ' + detail if detail else ''})",
                              _status(per_byte <= MEMORY_PER_INPUT_BYTE),
                              floor=f"{_fmt_bytes(memory.params['sizes'][kind])} input"))
    return targets


def _fmt_bytes(n: int | None) -> str:
    if n is None:
        return "-"
    if n >= 1 << 30:
        return f"{n / (1 << 30):.2f} GiB"
    if n >= 1 << 20:
        return f"{n / (1 << 20):.1f} MiB"
    return f"{n / 1024:.0f} KiB"


def _fmt_s(s: float | None) -> str:
    return "-" if s is None else f"{s:.3f} s"


def format_table(headers: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """Render a plain-text table with left-aligned, padded columns."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(headers)]

    def line(cells: Sequence[str]) -> str:
        return "  ".join(c.ljust(w) for c, w in zip(cells, widths, strict=True)).rstrip()

    sep = "  ".join("-" * w for w in widths)
    return "\n".join([line(headers), sep, *(line(r) for r in rows)])


def machine_info() -> dict[str, Any]:
    """Describe the machine and interpreter the benchmark ran on."""
    cpu = platform.processor() or "unknown"
    try:
        for ln in Path("/proc/cpuinfo").read_text().splitlines():
            if ln.startswith("model name"):
                cpu = ln.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    mem = None
    try:
        for ln in Path("/proc/meminfo").read_text().splitlines():
            if ln.startswith("MemTotal:"):
                mem = int(ln.split()[1]) * 1024
                break
    except OSError:
        pass
    try:
        import onnx

        onnx_version = onnx.__version__
    except ImportError:
        onnx_version = "missing"
    return {
        "cpu": cpu,
        "cores": os.cpu_count(),
        "ram_bytes": mem,
        "python": platform.python_version(),
        "python_executable": sys.executable,
        "platform": platform.platform(),
        "onnx": onnx_version,
        "numpy": np.__version__,
    }


def report(results: dict[str, OpResult], targets: list[Target], models: dict[str, ModelInfo],
           machine: dict[str, Any], args: argparse.Namespace) -> str:
    """Build the printed report."""
    out = [
        (f"machine: {machine['cpu']}, {machine['cores']} cores, {_fmt_bytes(machine['ram_bytes'])} RAM, "
         f"Python {machine['python']}, onnx {machine['onnx']}"),
        (f"size: {args.size}, repeat: {args.repeat} (medians of separate processes; inputs pre-read into "
         "the page cache)"),
        f"load average (1 min) at the start and the end: {machine.get('load_start', '?')}, "
        f"{machine.get('load_end', '?')}",
        "models: " + "; ".join(f"{m.name} {_fmt_bytes(m.size_bytes)} ({m.nodes} nodes, {m.initialisers} "
                               f"initialisers)" for m in models.values()),
        "",
    ]
    rows = []
    for res in results.values():
        note = res.cell()
        if res.cached:
            note = "cached anchor"
        if res.exact is not None:
            note = (note + "; " if note else "") + f"exact: {'yes' if res.exact else 'no'}"
        split = (f"{_fmt_bytes(res.median_anon_bytes)} / {_fmt_bytes(res.median_file_bytes)}"
                 if res.median_anon_bytes is not None else "-")
        rows.append([res.scenario, res.label, _fmt_s(res.median_s), _fmt_s(res.median_cpu_s),
                     _fmt_bytes(res.median_rss_bytes), split, str(len(res.runs)), note])
    out.append(format_table(["model", "operation", "median time", "median CPU", "peak RSS",
                             "anon / file (sampled)", "runs", "note"], rows))
    if targets:
        out.append("")
        out.append(format_table(["target", "requirement", "measured", "held to (CPU)", "anchor (CPU)", "status"],
                                [[t.name, t.requirement, t.measured, t.floor, t.anchor, t.status]
                                 for t in targets]))
        counts = {status: sum(t.status == status for t in targets) for status in ("MET", "NOT MET", "n/a")}
        out.append(", ".join(f"{n} {status}" for status, n in counts.items()))
        if args.size != "full" and "large" in models:
            out.append("(peak-RSS-below-model-size targets are meant for the 1 GB model; at this size the "
                       "interpreter's own footprint dominates)")
    return "\n".join(out)


def _read_json(path: Path) -> dict[str, Any]:
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def _write_json(path: Path, data: Any) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, indent=2, default=str) + "\n")
    tmp.replace(path)


# --------------------------------------------------------------------------------------------
# Entry point
# --------------------------------------------------------------------------------------------


def _comma_list(choices: Sequence[str] | None) -> Callable[[str], list[str]]:
    def parse(text: str) -> list[str]:
        items = [t.strip() for t in text.split(",") if t.strip()]
        if choices is not None:
            bad = [t for t in items if t not in choices]
            if bad:
                raise argparse.ArgumentTypeError(f"unknown: {', '.join(bad)} (choose from {', '.join(choices)})")
        return items
    return parse


def parse_args(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """Parse the command line."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    p.add_argument("--size", choices=sorted(LARGE_SIZES), default="full",
                   help="size of the 'large' model: small ~30 MB, medium ~200 MB, full ~1 GB (default); "
                        "the forest's nodes with it; quick: every model small, a smoke test of the harness")
    p.add_argument("--repeat", type=int, default=3, help="runs per command; medians are reported (default 3)")
    p.add_argument("--floor-runs", type=int, default=FLOOR_RUNS,
                   help=f"rounds of the weights group, at least (default {FLOOR_RUNS})")
    p.add_argument("--forest-nodes", type=int, default=None,
                   help="tree nodes of the attribute-heavy forest model (default by --size: "
                        + ", ".join(f"{k} {v:,}" for k, v in FOREST_NODES.items()) + ")")
    p.add_argument("--work-dir", type=Path, default=DEFAULT_WORK_DIR,
                   help=f"where models, outputs and caches live (default {DEFAULT_WORK_DIR})")
    p.add_argument("--only", type=_comma_list(None), default=None,
                   help=f"comma list of scenarios ({', '.join(SCENARIOS)}) or op ids (e.g. large.dump-sidecar)")
    p.add_argument("--skip-anchors", type=_comma_list(ANCHOR_NAMES), default=[],
                   help=f"comma list of anchors not to run: {', '.join(ANCHOR_NAMES)}")
    p.add_argument("--rerun-anchors", action="store_true",
                   help="measure the anchors again (the default: ratios come from one run)")
    p.add_argument("--reuse-anchors", action="store_true",
                   help="reuse cached anchor results where they have enough runs (ratios then mix runs)")
    p.add_argument("--json-out", type=Path, default=None, help="also write the results as JSON here")
    args = p.parse_args(argv)
    if args.repeat < 1:
        p.error("--repeat must be at least 1")
    if args.only:
        unknown = [s for s in args.only if s.split(".")[0] not in SCENARIOS]
        if unknown:
            p.error(f"--only: unknown scenario in {', '.join(unknown)} (scenarios: {', '.join(SCENARIOS)})")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    """Generate the models, run the benchmarks and print the report."""
    args = parse_args(argv)
    if not Path(GNU_TIME).exists():
        print(f"error: {GNU_TIME} not found (apt-get install time)", file=sys.stderr)
        return 2
    work_dir: Path = args.work_dir.resolve()
    work_dir.mkdir(parents=True, exist_ok=True)
    started = time.perf_counter()
    load_start = os.getloadavg()[0]

    scenarios = [s for s in SCENARIOS if not args.only or any(o.split(".")[0] == s for o in args.only)]
    models = {s: ensure_model(s, args.size, work_dir, args.forest_nodes) for s in scenarios}

    env = subprocess_env(work_dir)
    ops = build_ops(models, work_dir)
    warm_up(ensure_model("tiny", args.size, work_dir), env, work_dir)

    results = run_ops(ops, models, args, work_dir, env)
    for info in models.values():
        document = work_dir / f"{info.path.stem}.json"
        if document.exists() and info.name != "memory":
            info.document_bytes = document.stat().st_size
    targets = evaluate_targets(results, models)
    machine = {**machine_info(), "load_start": f"{load_start:.1f}", "load_end": f"{os.getloadavg()[0]:.1f}"}
    print()
    print(report(results, targets, models, machine, args))
    total = time.perf_counter() - started
    print(f"\ntotal bench time: {total:.1f} s")

    if args.json_out is not None:
        payload = {
            "machine": machine,
            "config": {"size": args.size, "repeat": args.repeat, "work_dir": str(work_dir),
                       "only": args.only, "skip_anchors": args.skip_anchors,
                       "rerun_anchors": args.rerun_anchors, "generator_version": GENERATOR_VERSION,
                       "floor_runs": args.floor_runs, "forest_nodes": args.forest_nodes},
            "models": {k: {**asdict(v), "path": str(v.path)} for k, v in models.items()},
            "operations": [asdict(r) for r in results.values()],
            "targets": [asdict(t) for t in targets],
            "total_s": total,
            "model_sha256": {k: _sha256(v.path) for k, v in models.items()},
        }
        args.json_out.parent.mkdir(parents=True, exist_ok=True)
        _write_json(args.json_out, payload)
        print(f"results written to {args.json_out}")
    return 0


def _sha256(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 24), b""):
            h.update(chunk)
    return h.hexdigest()


if __name__ == "__main__":
    sys.exit(main())
