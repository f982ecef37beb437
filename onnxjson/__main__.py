"""``python -m onnxjson``."""

from __future__ import annotations

import sys

from onnxjson.cli import main

if __name__ == "__main__":
    sys.exit(main())
