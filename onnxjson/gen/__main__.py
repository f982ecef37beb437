"""``python -m onnxjson.gen [--check] [--snapshot]``: write (or check) every generated file."""

from __future__ import annotations

import argparse
import sys

from onnxjson.gen import run


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m onnxjson.gen", description=__doc__)
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 when a generated file is not what its generator writes")
    parser.add_argument("--snapshot", action="store_true",
                        help="first take the descriptor snapshot (proto/onnx.fds) from the installed onnx")
    args = parser.parse_args(argv)
    if args.check and args.snapshot:
        parser.error("--snapshot takes the descriptors from the installed onnx: it cannot be checked")
    stale = run(check=args.check, snapshot=args.snapshot)
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
