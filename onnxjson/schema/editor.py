"""``onnxjson schema --vscode``: editor help for onnxjson documents in a VS Code workspace.

NOTE: documents are named ``*.onnx.json`` (a ModelProto) and ``*.pb.json`` (a TensorProto, as the
``.pb`` files of ONNX test data); mapping a schema to every ``*.json`` would put errors into
``package.json`` and every other JSON file. The schemas are copied into the workspace
(``.vscode/onnxjson-schemas/``) so that the mapping keeps working when the environment onnxjson was
installed in is gone, and matches the documents' format version. ``.vscode/settings.json`` keeps
everything it held; only the ``json.schemas`` entries that point into that folder are replaced.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from onnxjson import files
from onnxjson.codec.document import SCHEMA_BASE, schema_url
from onnxjson.errors import OnnxJsonError
from onnxjson.schema.generate import SCHEMA_ROOTS, file_bytes, schema_file, write_schemas

__all__ = ["ENTRIES_FILE", "SCHEMA_FOLDER", "VSCODE_MAPPINGS", "vscode_setup"]

SCHEMA_FOLDER = ".vscode/onnxjson-schemas"
#: Written beside the schemas when settings.json cannot be rewritten: the entries to add by hand.
ENTRIES_FILE = "json.schemas.json"
#: File name pattern → root type of the documents that carry that name.
VSCODE_MAPPINGS: dict[str, str] = {"*.onnx.json": "ModelProto", "*.pb.json": "TensorProto"}


def _entries(workspace: Path | None = None) -> list[dict[str, Any]]:
    """The ``json.schemas`` entries: by file name, then by ``$schema`` (when ``workspace`` is given)."""
    by_name: list[dict[str, Any]] = [{"fileMatch": [pattern], "url": f"./{SCHEMA_FOLDER}/{schema_file(root)}"}
                                     for pattern, root in VSCODE_MAPPINGS.items()]
    if workspace is None:
        return by_name
    folder = workspace.resolve() / SCHEMA_FOLDER
    return by_name + [{"url": schema_url(root), "schema": {"$ref": (folder / schema_file(root)).as_uri()}}
                      for root in SCHEMA_ROOTS]


def _ours(entry: Any) -> bool:
    url = str(entry.get("url", "")) if isinstance(entry, dict) else ""
    return url.startswith((f"./{SCHEMA_FOLDER}/", SCHEMA_BASE))


def vscode_setup(workspace: Path) -> list[str]:
    """Write the schemas and the ``json.schemas`` mapping into ``workspace``; return what changed."""

    workspace = Path(workspace)
    if not workspace.is_dir():
        raise OnnxJsonError("not a folder", file=str(workspace))
    settings_path = workspace / ".vscode" / "settings.json"
    settings: dict[str, Any] = {}
    if settings_path.exists():
        try:
            loaded = json.loads(file_bytes(settings_path).decode("utf-8") or "{}")
        except (UnicodeDecodeError, ValueError) as e:
            # The entries (one per root type) are too long for a one-line message: they go to a file.
            write_schemas(workspace / SCHEMA_FOLDER)
            entries_path = workspace / SCHEMA_FOLDER / ENTRIES_FILE
            with files.atomic_output(entries_path) as out:
                out.write((json.dumps({"json.schemas": _entries(workspace)}, indent=2) + "\n").encode("utf-8"))
            raise OnnxJsonError(f"cannot read it as plain JSON ({e}); comments are not kept, so add the "
                                f"mapping by hand: the \"json.schemas\" entries of {entries_path} "
                                f"({', '.join(VSCODE_MAPPINGS)} and each \"$schema\" URL)",
                                file=str(settings_path)) from None
        if not isinstance(loaded, dict):
            raise OnnxJsonError("is not a JSON object", file=str(settings_path))
        settings = loaded
    changes = []
    leftover = workspace / SCHEMA_FOLDER / ENTRIES_FILE
    if leftover.is_file():  # from a run that could not rewrite settings.json; this one will
        leftover.unlink()
    before = {p.name: file_bytes(p) for p in (workspace / SCHEMA_FOLDER).glob("*.json") if p.is_file()} \
        if (workspace / SCHEMA_FOLDER).is_dir() else {}
    written = write_schemas(workspace / SCHEMA_FOLDER)
    if any(before.get(p.name) != file_bytes(p) for p in written) or len(before) != len(written):
        changes.append(f"wrote {len(written)} schemas to {workspace / SCHEMA_FOLDER}")
    current = settings.get("json.schemas")
    kept = [e for e in current if not _ours(e)] if isinstance(current, list) else []
    wanted = kept + _entries(workspace)
    if current != wanted:
        settings["json.schemas"] = wanted
        settings_path.parent.mkdir(parents=True, exist_ok=True)
        with files.atomic_output(settings_path) as out:
            out.write((json.dumps(settings, indent=2, ensure_ascii=False) + "\n").encode("utf-8"))
        changes.append(f"mapped {', '.join(VSCODE_MAPPINGS)} to the onnxjson schemas in {settings_path}")
    return changes
