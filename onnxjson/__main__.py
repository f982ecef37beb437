"""``python -m onnxjson``.

NOTE: a sidecar dump of a large model spends a fifth of its time, on an idle machine, importing the
CLI and parsing the command line on one core while the other waits for the payloads to hash. This
module runs before either: for ``dump MODEL ... --sidecar FILE`` it starts hashing the model's large
initialisers at once (:func:`onnxjson.weights.start_model_hashing`), and the dump takes the digests
for the same file (bench/README.md, "Sidecar dump, session 9"). The look at the arguments is only a
guess that decides whether to start: the CLI parses them as always, and a wrong guess costs some
hashing, never a different output (digests are taken by the file's identity and the payload's place).
"""

from __future__ import annotations

import sys

from onnxjson import accel
from onnxjson.options import DEFAULTS
from onnxjson.weights import start_model_hashing, stop_model_hashing

#: The options of ``dump`` that take a value (the model is the one argument that is not an option's).
_DUMP_VALUES = frozenset(("-o", "--output", "--type", "--strip-threshold", "--sidecar", "--external",
                          "--values-limit", "--max-depth"))
_DUMP_FLAGS = frozenset(("--strip-weights", "--trust-paths", "--decode-unknown", "-q", "--quiet"))


def sidecar_dump_model(args: list[str]) -> tuple[str, int] | None:
    """``(model, strip threshold)`` when ``args`` plainly ask for ``dump MODEL ... --sidecar FILE``;
    None for anything else or anything unclear (help, an option it does not know, ``--``)."""
    if not args or args[0] != "dump":
        return None
    model: str | None = None
    sidecar = False
    threshold = DEFAULTS.strip_threshold
    rest = iter(args[1:])
    for arg in rest:
        name, has_value, value = arg.partition("=") if arg.startswith("--") else (arg, "", "")
        if name in _DUMP_VALUES:
            if not has_value:
                value = next(rest, "")
            if name == "--sidecar":
                sidecar = bool(value)
            elif name == "--strip-threshold":
                if not value.isdigit():
                    return None
                threshold = int(value)
        elif arg in _DUMP_FLAGS:
            continue
        elif arg.startswith("-") or model is not None:
            return None
        else:
            model = arg
    return (model, threshold) if sidecar and model else None


def run(args: list[str]) -> int:
    """The CLI on ``args``, with a sidecar dump's hashing started before the CLI is imported."""
    found = sidecar_dump_model(args)
    try:
        if found is not None and accel.ENABLED and accel.compiled is not None:
            start_model_hashing(*found)  # without the accelerator the scan is Python: not worth it
        from onnxjson.cli import main  # why: imported after the hashing has started (see NOTE)

        return main()
    finally:
        stop_model_hashing()


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
