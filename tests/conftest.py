"""Shared fixtures for the onnxjson tests, and the order in which pytest -n starts them."""

from __future__ import annotations

import signal
from typing import Any

import numpy as np
import onnx
import pytest
from hypothesis import settings
from onnx import TensorProto, helper, numpy_helper

# Every property test draws the same examples on every run and machine (hypothesis seeds it from a
# digest of the test's source) and keeps none in .hypothesis/: a CI failure is one a developer sees
# again. A test's own @settings change the number of examples, not this. `pytest
# --hypothesis-profile=explore` draws new examples each run, for a longer search.
settings.register_profile("reproducible", derandomize=True, database=None, deadline=None, print_blob=True)
settings.register_profile("explore", derandomize=False, deadline=None, print_blob=True)
settings.load_profile("reproducible")

# A shell starts a background job with SIGINT ignored (POSIX: `cmd &` in a script, nohup, some CI
# runners), and Python then leaves it ignored: the tests that interrupt a command, in this process or
# in a child it starts (which inherits an ignored signal), would see nothing arrive. The suite
# restores Python's own handler, as an interpreter started in the foreground has it.
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)


def _rich_model() -> onnx.ModelProto:
    """A canonical model (serialized by protobuf) that uses many field kinds."""
    then_g = helper.make_graph(
        [helper.make_node("Constant", [], ["t_out"], value=helper.make_tensor("tv", TensorProto.FLOAT, [1], [1.5]))],
        "then", [], [helper.make_tensor_value_info("t_out", TensorProto.FLOAT, [1])])
    else_g = helper.make_graph(
        [helper.make_node("Identity", ["x"], ["e_out"])],
        "else", [], [helper.make_tensor_value_info("e_out", TensorProto.FLOAT, [1])])
    nodes = [
        helper.make_node("Conv", ["x", "w"], ["c"], name="conv", auto_pad="SAME_UPPER",
                         strides=[1, 1], dilations=[1, 1], doc_string="a conv"),
        helper.make_node("LeakyRelu", ["c"], ["l"], name="leaky", alpha=0.1),
        helper.make_node("Reshape", ["l", "shape"], ["r"], name="reshape"),
        helper.make_node("Cast", ["r"], ["k"], name="cast", to=TensorProto.DOUBLE),
        helper.make_node("If", ["cond"], ["y"], name="if", then_branch=then_g, else_branch=else_g),
        helper.make_node("Custom", ["k"], ["z"], name="custom", domain="my.domain",
                         names=["a", "b"], scales=[0.5, -2.0], big=2**62, neg=-5,
                         blob=b"\x80abc", tensors=[helper.make_tensor("e", TensorProto.INT32, [2], [1, -1])]),
    ]
    inits = [
        numpy_helper.from_array(np.arange(12, dtype=np.float32).reshape(2, 3, 1, 2) / 10, name="w"),
        numpy_helper.from_array(np.array([1, -1], dtype=np.int64), name="shape"),
        helper.make_tensor("typed", TensorProto.FLOAT, [3], [0.1, -0.0, 3.5]),
        helper.make_tensor("i64", TensorProto.INT64, [2], [-(2**63), 2**63 - 1]),
        helper.make_tensor("strs", TensorProto.STRING, [2], [b"hello", b"\xff"]),
        helper.make_tensor("dbl", TensorProto.DOUBLE, [2], [0.1, 1e300]),
    ]
    graph = helper.make_graph(
        nodes, "rich",
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, "N", 4, 4]),
         helper.make_tensor_value_info("cond", TensorProto.BOOL, [])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [1]),
         helper.make_tensor_value_info("z", TensorProto.FLOAT, None)],
        initializer=inits, doc_string="graph doc",
        value_info=[helper.make_tensor_value_info("c", TensorProto.FLOAT, [1, 3, 4, 4])])
    func = helper.make_function(
        "my.domain", "MyFn", ["a"], ["b"], [helper.make_node("Relu", ["a"], ["b"])],
        [helper.make_opsetid("", 18)], attributes=["alpha"])
    model = helper.make_model(
        graph, producer_name="onnxjson-tests", producer_version="1.0", doc_string="model doc",
        opset_imports=[helper.make_opsetid("", 18), helper.make_opsetid("my.domain", 1)],
        functions=[func])
    model.model_version = 3
    helper.set_model_props(model, {"k": "v", "author": "tests"})
    return model


@pytest.fixture(scope="session")
def rich_model() -> onnx.ModelProto:
    return _rich_model()


@pytest.fixture(params=["pure", "compiled"])
def accel_path(request: pytest.FixtureRequest) -> Any:
    """Run a test on the pure-Python paths and again on the compiled accelerator (onnxjson.accel)."""
    from accel_support import NOT_BUILT, compiled_paths

    from onnxjson import accel

    if request.param == "compiled" and accel.compiled is None:
        pytest.skip(NOT_BUILT)
    audit = request.config.pluginmanager.get_plugin("accel_audit")  # --accel-audit: see accel_audit.py
    with compiled_paths(request.param == "compiled"):
        yield request.param if audit is None else audit.path(request.param)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--accel-audit", action="store_true",
                     help="run only the tests that use accel_path, and list those whose run never read the "
                          "accelerator's switch (tests/accel_audit.py)")


def pytest_configure(config: pytest.Config) -> None:
    if config.getoption("accel_audit"):
        import accel_audit

        accel_audit.install(config)


#: The tests that take seconds each (of CPU, on an idle machine too), by file and function, longest
#: first. They start before the others: with pytest-xdist a long test that starts last holds up the whole
#: run while the other workers wait, and the many short tests after them even out the workers' loads.
#: Measured with `pytest -n 2 --durations=50` (session 10: each 1.5-5.2 s, their parametrized cases
#: together); add a new test here once it takes seconds, and take out one that no longer does
#: (test_suite_order.py fails on a name that is no longer a test).
LONG_TESTS = (
    "test_cli_fuzz.py::test_every_command_with_odd_arguments",
    "test_bounds.py::test_running_out_of_memory_is_one_line",
    "test_memory_bounds.py::test_memory_per_input_byte_is_bounded_for_every_kind",
    "test_accel_encode.py::test_readable_values_of_every_type",
    "test_verify_streamed.py::test_any_damaged_byte_gives_the_long_ways_answer",
    "test_hostile.py::test_decode_unknown_has_bounded_cost",
    "test_corpus_roundtrip.py::test_all_node_testcase_models_roundtrip",  # onnx makes 1,884 models first
    "test_hostile.py::test_stdin_of_every_command_is_bounded",
    "test_envelope_less.py::test_edited_documents_without_envelope",
    "test_depth.py::test_protobuf_json_input_at_the_default_and_the_largest_depth",
    "test_depth.py::test_diff_at_depth",
    "test_depth.py::test_diff_paths_hold_memory_in_proportion_to_depth",
    # Not long, but they share test_depth's module fixture (a 100,000-level model) with those above:
    # kept next to them, it is made once.
    "test_depth.py::test_decode_and_encode_at_the_largest_depth",
    "test_depth.py::test_validate_at_the_largest_depth",
    "test_accel_encode.py::test_samples_and_corpus_give_the_same_bytes",
    "test_fastencode.py::test_random_document_edits_same_outcome",
    "test_readers.py::test_a_real_large_document_through_the_cli",
    "test_accel_graph_checks.py::test_long_clean_graph_and_its_breaks",
    "test_accel_graph_checks.py::test_hypothesis_graphs",
    "test_suite_order.py::test_blocks_left_behind_counts_what_its_calls_keep_and_nothing_else",
    "test_validate_accel.py::test_random_edits_of_real_documents_give_the_same_findings",
    "test_codec_cases.py::test_truncations_and_mutations_raise_only_onnxjson_errors",
    "test_git.py::test_hunks_name_their_message_over_random_single_edits",
    "test_accel_pieces.py::test_every_payload_kind",
    "test_terminal_text.py::test_every_command_shows_model_text_escaped",
    # Session 13 (accel audit, --durations): 1.5-2.2 s a case alone, both paths together ~3 s.
    "test_float_format.py::test_the_single_value_helper_is_the_reference_on_the_structured_sample",
    "test_bounds.py::test_unknown_fields_within_the_budget_are_kept",
    # Stress loops against a neighbour process, bounded by rounds and seconds (SECONDS each).
    "test_races.py::test_external_data_swapped_for_an_outside_symlink_never_leaks",
    "test_races.py::test_a_folder_of_external_data_swapped_for_an_outside_symlink_never_leaks",
    "test_races.py::test_concurrent_dumps_of_a_pair_stay_a_pair",
    "test_races.py::test_inputs_truncated_while_read_give_one_error",
)


@pytest.hookimpl(wrapper=True)
def pytest_collection(session: pytest.Session) -> Any:
    """Collection runs with the garbage collector paused, and what it made is then frozen out of
    its reach. Importing the test modules (and the data some build at import) grows the heap by a
    few hundred thousand objects, and each time it has grown by a quarter the collector walked all
    of it: 25 full collections, a third of collection's CPU time. Once made, those objects live
    until the end; frozen (gc.freeze, after one collection of the garbage among them) the
    collections the tests cause no longer walk them. The collector is as it was for the tests."""
    import gc

    was_enabled = gc.isenabled()
    gc.disable()
    try:
        return (yield)
    finally:
        gc.collect()
        gc.freeze()
        if was_enabled:
            gc.enable()


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """pytest -n's workers steal work from each other ("worksteal") instead of xdist's default
    ("load"), which gives each worker a first run of an eighth of the suite that stays its own:
    the LONG_TESTS, all in the first worker's run, would hold it up at the end. Another --dist
    given on the command line is kept."""
    if config.getoption("dist") != "load":
        return None
    from xdist.scheduler import WorkStealingScheduling  # only where pytest-xdist runs the tests

    return WorkStealingScheduling(config, log)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The LONG_TESTS first (in that order), then the rest in the order pytest collected them."""
    rank = {name: i for i, name in enumerate(LONG_TESTS)}

    def key(item: pytest.Item) -> int:
        name = f"{item.path.name}::{item.name.split('[', 1)[0]}"
        return rank.get(name, len(rank))

    items.sort(key=key)  # stable: the collection order within each rank
