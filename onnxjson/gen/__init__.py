"""Every generated file of the repository, and the one command that writes or checks them all.

NOTE: ``python -m onnxjson.gen`` rewrites every artifact below from its source, in this order (each
is made from the ones before it); ``python -m onnxjson.gen --check`` writes nothing and exits 1
naming the stale ones (tests/test_generated.py runs it). ``--snapshot`` first takes the descriptor
snapshot (``proto/onnx.fds``) from the installed onnx: a deliberate change, never a side effect.

============================  ================================  =====================================
artifact                      made from                         by
============================  ================================  =====================================
``proto/onnx.fds`` (+version) the installed onnx (--snapshot)   :mod:`onnxjson.gen.snapshot`
``schemas/*.json``            the descriptors (+ onnx.proto's   :mod:`onnxjson.schema.generate`
                              comments of the snapshot's onnx)  (also ``onnxjson schema``)
``codec/_fastgen.py``         the descriptors                   :mod:`onnxjson.gen.fastdecode`
``codec/_fastenc.py``         the descriptors                   :mod:`onnxjson.gen.fastencode`
``schema/_checks.py``         ``schemas/*.json``                ``schema._SourceCompiler``
``schema/_ops.py``            onnx.defs of the snapshot's onnx  :mod:`onnxjson.gen.ops`
``_accel_float32_tables.h``   ``codec/float32.pow5_tables``     :mod:`onnxjson.gen.float32`
============================  ================================  =====================================

The generated files stay beside the code that loads them (a generated module lives in its user's
package: ``_fastgen`` reads with ``codec.fastwire``, so a package of its own would import the codec
that imports it, a circle tests/test_imports.py refuses). Two generators stay beside their run-time
users too: the schema generator is ``onnxjson schema``'s, and the schema compiler binds each schema
to its checked-in function when validate runs. Nothing is generated or compiled at run time: the
codec's fast paths serve the package's registry only (another registry's messages are the
reference's), and stale schema checks are an error.

What needs the onnx release the snapshot was taken from (``proto/onnx.fds.version``): the operator
table and the schemas' descriptions. With another onnx installed, the table is neither written nor
compared, and the schemas are compared without their descriptions (as ``onnxjson schema --check``
does), each said in a note.
"""

from __future__ import annotations

import importlib.metadata
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from onnxjson.proto import snapshot_version

__all__ = ["ARTIFACTS", "ROOT", "Artifact", "run"]

#: The repository (the folder holding ``onnxjson/`` and ``schemas/``).
ROOT = Path(__file__).resolve().parent.parent.parent


@dataclass(frozen=True)
class Artifact:
    """One generated file: where it is (relative to :data:`ROOT`) and the text it must hold."""

    path: str
    make: Callable[[], str]
    #: Made from onnx.defs: written and compared only with the snapshot's onnx release installed.
    needs_snapshot_onnx: bool = False


def _fastgen() -> str:
    from onnxjson.gen.fastdecode import generated_source  # lazy: each generator when its file is made
    from onnxjson.proto import registry

    return generated_source(registry())


def _fastenc() -> str:
    from onnxjson.gen.fastencode import generated_source  # lazy: each generator when its file is made
    from onnxjson.proto import registry

    return generated_source(registry())


def _checks() -> str:
    from onnxjson import schema  # lazy: each generator when its file is made

    return schema._SourceCompiler(schema.load_schemas()).source()


def _float32_tables() -> str:
    from onnxjson.gen.float32 import header_source  # lazy: each generator when its file is made

    return header_source()


def _ops() -> str:
    from onnxjson.gen.ops import ops_source  # lazy: reads onnx.defs

    return ops_source()


#: The generated modules (and the C header), in the order they are made (the schema files come first: see run).
ARTIFACTS: tuple[Artifact, ...] = (
    Artifact("onnxjson/codec/_fastgen.py", _fastgen),
    Artifact("onnxjson/codec/_fastenc.py", _fastenc),
    Artifact("onnxjson/schema/_checks.py", _checks),
    Artifact("onnxjson/schema/_ops.py", _ops, needs_snapshot_onnx=True),
    Artifact("onnxjson/_accel_float32_tables.h", _float32_tables),
)
SCHEMAS = "schemas"


def installed_onnx() -> str | None:
    """The installed onnx release (None: not installed)."""
    try:
        return importlib.metadata.version("onnx")
    except importlib.metadata.PackageNotFoundError:
        return None


def _reload_schemas() -> None:
    """Forget the schema files read so far (they were just rewritten)."""
    from onnxjson import schema  # lazy: each generator when its file is made

    schema.load_schemas.cache_clear()
    schema._schema_texts.cache_clear()
    schema._current_checks.cache_clear()
    schema._compiler.cache_clear()


def run(*, check: bool, snapshot: bool = False, say: Callable[[str], None] = print) -> list[str]:
    """Write every artifact (``check``: compare only), saying what it did; the stale ones' paths."""
    from onnxjson.schema.generate import check_schemas, docs_note, write_schemas  # lazy: see _fastgen

    if not (ROOT / SCHEMAS).is_dir() or not (ROOT / "onnxjson").is_dir():
        raise SystemExit(f"python -m onnxjson.gen rewrites a source checkout's files; {ROOT} is none")
    stale: list[str] = []
    if snapshot:
        if check:
            raise ValueError("--snapshot takes the descriptors from the installed onnx: it cannot --check")
        import subprocess  # lazy: see _fastgen
        import sys

        from onnxjson.gen.snapshot import SNAPSHOT, VERSION, build_snapshot  # lazy: reads onnx

        data, version = build_snapshot()
        SNAPSHOT.write_bytes(data)
        VERSION.write_text(version + "\n", encoding="utf-8")
        say(f"wrote {SNAPSHOT.relative_to(ROOT)} ({len(data)} bytes) from onnx {version}")
        # The rest is made from the new snapshot, by a process that reads it from the start.
        subprocess.run([sys.executable, "-m", "onnxjson.gen"], check=True, cwd=ROOT)
        return []
    note = docs_note()
    if note is not None:
        say(f"note: schemas/*.json are compared without their descriptions ({note})")
    schemas = [f"{SCHEMAS}/{name}" for name in check_schemas(ROOT / SCHEMAS)]
    if check:
        stale += schemas
    elif schemas:
        write_schemas(ROOT / SCHEMAS)
        for path in schemas:
            say(f"wrote {path}")
        _reload_schemas()
    onnx_release = installed_onnx()
    for artifact in ARTIFACTS:
        if artifact.needs_snapshot_onnx and onnx_release != snapshot_version():
            say(f"note: {artifact.path} is made from onnx {snapshot_version()} (the descriptor snapshot's "
                f"release), not the installed {onnx_release}: left as it is")
            continue
        target = ROOT / artifact.path
        text = artifact.make()
        current = target.read_text("utf-8") if target.is_file() else None
        if current == text:
            continue
        if check:
            stale.append(artifact.path)
        else:
            target.write_text(text, encoding="utf-8")
            say(f"wrote {artifact.path}")
    for path in stale:
        say(f"stale: {path}")
    return stale
