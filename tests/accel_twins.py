"""The twins table: each function the compiled accelerator exports (``onnxjson._accel``), the C
function and file that make it, the pure-Python reference it is the twin of, and the tests that
give both the same inputs and compare what comes out.

tests/test_accel_twins.py checks the table complete and true: every export of the module (and every
entry of its methods table in onnxjson/_accel.c) has a row, every row's C function is defined in
its file, its reference can be imported, and each of its tests exists. A new compiled function
gets its row here with the test that compares it with its reference, or that test fails.

``reference``: ``module:qualified.name``, the pure path's own function (where the caller's Python
function holds both paths, that function: its tests run it with the accelerator on and off).
``tests``: ``tests/file.py::test_name`` (module-level test functions).
"""

from __future__ import annotations

from typing import NamedTuple


class Twin(NamedTuple):
    c_file: str  # under onnxjson/
    c_function: str  # what the methods table (or, for a type, the module's init) names
    reference: str
    tests: tuple[str, ...]


_B64 = "tests/test_accel_base64.py::"
_GRAPH = "tests/test_accel_graph_checks.py::"

TWINS: dict[str, Twin] = {
    # base64 and comparison (_accel_base64.c)
    "b64encode": Twin("_accel_base64.c", "oj_b64encode", "binascii:b2a_base64",
                      (_B64 + "test_encode_every_length", _B64 + "test_values_b64encode_is_the_reference")),
    "b64encode_into": Twin("_accel_base64.c", "oj_b64encode_into", "binascii:b2a_base64",
                           (_B64 + "test_into_given_buffers", _B64 + "test_the_threaded_writer_writes_the_reference_text")),
    "b64decode": Twin("_accel_base64.c", "oj_b64decode", "onnxjson.codec.values:b64decode",
                      (_B64 + "test_decode_every_length_and_every_input_type",
                       _B64 + "test_values_b64decode_is_the_reference", _B64 + "test_decoded_chunks_are_the_reference")),
    "b64plain": Twin("_accel_base64.c", "oj_b64plain", "onnxjson.codec.values:plain_base64",
                     (_B64 + "test_plain_is_the_reference", _B64 + "test_plain_on_every_place_of_a_vector")),
    "b64run": Twin("_accel_base64.c", "oj_b64run", "onnxjson.jsonio:_string_end",
                   (_B64 + "test_the_string_end_is_the_reference",)),
    "mismatch": Twin("_accel_base64.c", "oj_b64_mismatch", "onnxjson.pipelines:_mismatch",
                     (_B64 + "test_the_comparison_is_the_reference", "tests/test_accel_buffers.py::test_the_answers")),
    # files and memory (_accel_copy.c, _accel_guard.c)
    "copy_aligned": Twin("_accel_copy.c", "oj_flr_copy_aligned", "onnxjson.files:copy_range",
                         ("tests/test_accel_copy.py::test_copy_range_writes_the_same_bytes_on_both_paths",
                          "tests/test_accel_copy.py::test_every_edge_length_lands_where_a_write_would")),
    "reserve": Twin("_accel_copy.c", "oj_flr_reserve", "onnxjson.files:reserve",
                    ("tests/test_accel_copy.py::test_reserve_keeps_the_size",
                     "tests/test_sidecar_layout.py::test_reserve_changes_neither_size_nor_bytes")),
    "same_memory": Twin("_accel_copy.c", "oj_vfy_same_memory", "onnxjson.pipelines:first_difference",
                        ("tests/test_verify_streamed.py::test_same_memory_is_the_very_same_bytes_only",
                         "tests/test_accel_buffers.py::test_the_answers")),
    "guard_map": Twin("_accel_guard.c", "oj_grd_map", "onnxjson.files:read_input",
                      ("tests/test_races.py::test_a_mapped_file_truncated_under_the_guard",)),
    "guard_faults": Twin("_accel_guard.c", "oj_grd_faults_of", "onnxjson.files:read_input",
                         ("tests/test_races.py::test_a_mapped_file_truncated_under_the_guard",)),
    "guard_unmap": Twin("_accel_guard.c", "oj_grd_unmap", "onnxjson.files:read_input",
                        ("tests/test_races.py::test_a_mapped_file_truncated_under_the_guard",)),
    # the JSON writer (_accel_writer.c)
    "write_configure": Twin("_accel_writer.c", "oj_write_configure", "onnxjson.jsonio:_render",
                            ("tests/test_accel.py::test_random_documents_render_the_same",)),
    "write": Twin("_accel_writer.c", "oj_write_doc", "onnxjson.jsonio:_render",
                  ("tests/test_accel.py::test_random_documents_render_the_same",
                   "tests/test_accel.py::test_random_documents_with_odd_values_render_or_fail_the_same",
                   "tests/test_accel.py::test_pieces_end_anywhere_and_make_the_same_text",
                   "tests/test_accel.py::test_long_arrays_of_numbers_pack_the_same")),
    # float32 values (_accel_float32.c)
    "float32_batch": Twin("_accel_float32.c", "oj_float32_batch", "onnxjson.codec.values:FloatFormat.many_to_doc_pure",
                          ("tests/test_accel.py::test_compiled_float32_batches_agree",
                           "tests/test_accel.py::test_compiled_float32_batch_formats_as_the_pure_path",
                           "tests/test_accel.py::test_compiled_float32_batch_formats_generated_values_as_the_pure_path")),
    # the decoders (_accel_decode.c)
    "tables": Twin("_accel_decode.c", "oj_dec_make_tables", "onnxjson.codec.fastdecode:fast_decoders",
                   ("tests/test_accel.py::test_compiled_decoder_matches_on_random_wire_input",)),
    "decode": Twin("_accel_decode.c", "oj_dec_decode", "onnxjson.codec.fastdecode:fast_decoders",
                   ("tests/test_accel.py::test_compiled_decoder_matches_on_random_wire_input",
                    "tests/test_accel.py::test_compiled_decoder_matches_on_every_cut_and_flip")),
    "decodes": Twin("_accel_decode.c", "oj_dec_decodes", "onnxjson.codec.fastdecode:fast_decoders",
                    ("tests/test_accel.py::test_compiled_decoder_matches_on_random_wire_input",
                     "tests/test_accel.py::test_compiled_decoder_matches_on_every_cut_and_flip",
                     "tests/test_diff_identical.py::test_real_models_identical_or_one_byte_apart_answer_as_without_the_shortcut")),
    "decode_range": Twin("_accel_decode.c", "oj_pn_decode_range", "onnxjson.codec.decode:decode_canonical",
                         ("tests/test_streamed.py::test_random_wire_input",
                          "tests/test_streamed.py::test_random_edits_of_a_model")),
    "field_pieces": Twin("_accel_decode.c", "oj_pn_field_pieces", "onnxjson.wire:field_pieces",
                         ("tests/test_framing.py::test_compiled_field_pieces_reads_the_generated_framing_as_wire_does",
                          "tests/test_streamed.py::test_compiled_field_pieces_on_random_bytes")),
    # the encoders and checkers (_accel_encode.c)
    "enc_tables": Twin("_accel_encode.c", "oj_enc_tables", "onnxjson.codec.fastencode:fast_encoders",
                       ("tests/test_accel_encode.py::test_tables_refuse_fields_they_do_not_know",
                        "tests/test_accel_encode.py::test_generated_documents")),
    "encode": Twin("_accel_encode.c", "oj_enc_encode", "onnxjson.codec.fastencode:fast_encoders",
                   ("tests/test_accel_encode.py::test_generated_documents",
                    "tests/test_accel_encode.py::test_hypothesis_edits_of_real_documents")),
    "check": Twin("_accel_encode.c", "oj_enc_check", "onnxjson.codec.fastencode:fast_checkers",
                  ("tests/test_validate_accel.py::test_random_edits_of_real_documents_give_the_same_findings",
                   "tests/test_validate_accel.py::test_every_odd_value_in_fields_of_every_kind_gives_the_same_encoder_stage")),
    "encode_pieces": Twin("_accel_encode.c", "oj_pcs_encode", "onnxjson.codec.encode:_piece_encode",
                          ("tests/test_accel_pieces.py::test_every_payload_kind",
                           "tests/test_accel_pieces.py::test_random_edits_of_a_real_document_and_its_sidecar")),
    # the payload walk (_accel_payload.c)
    "walk_tables": Twin("_accel_payload.c", "oj_pwalk_tables", "onnxjson.codec.payload:iter_payload_messages",
                        ("tests/test_accel_payload_walk.py::test_tables_refuse_unknown_message_types",)),
    "payload_walk": Twin("_accel_payload.c", "oj_payload_walk", "onnxjson.codec.payload:iter_payload_messages",
                         ("tests/test_accel_payload_walk.py::test_hypothesis_edits",
                          "tests/test_accel_payload_walk.py::test_random_edits")),
    # info's field table (_accel_explore.c)
    "field_tally": Twin("_accel_explore.c", "oj_exp_field_tally", "onnxjson.explore:_field_tally",
                        tuple("tests/test_accel_explore.py::" + name for name in (
                            "test_corpus_files_as_every_root_type", "test_generated_models_cut_and_changed",
                            "test_random_messages_at_every_depth_limit", "test_built_shapes",
                            "test_the_same_errors"))),
    # the graph checks (_accel_graph.c)
    "NameTable": Twin("_accel_graph.c", "NameTableType", "builtins:dict",
                      ("tests/test_accel_names.py::test_a_table_does_what_a_dict_does",)),
    "graph_nodes": Twin("_accel_graph.c", "oj_graph_nodes", "onnxjson.schema.checks:_Checker.check_nodes",
                        (_GRAPH + "test_hypothesis_graphs", _GRAPH + "test_every_rule_the_loops_hand_back")),
    "graph_initializers": Twin("_accel_graph.c", "oj_graph_initializers",
                               "onnxjson.schema.checks:_Checker.check_initializers",
                               (_GRAPH + "test_hypothesis_graphs", _GRAPH + "test_every_rule_the_loops_hand_back")),
}

#: What the module holds that is not a function with a twin: its stamp (onnxjson.accel.stale).
NOT_TWINS = frozenset({"SOURCE"})
#: The exports only Linux builds have (the SIGBUS guard).
LINUX_ONLY = frozenset({"guard_map", "guard_faults", "guard_unmap"})
