"""Neighbour processes that change files while onnxjson reads or writes them (issue 26 class 7, issue 34 class 1).

Each stress test runs a neighbour in a bounded loop (a count and a time) beside bounded rounds of
onnxjson, and asserts the property over every round: no byte of a file outside the document's
folder ever reaches an output; a document and its sidecar written by concurrent dumps stay a pair;
a file truncated or rewritten while it is read gives one error line and exit 2 (never SIGBUS), and
no output. The stress drivers are small scripts run in their own interpreter (``run_driver``), so
the same rounds can be pointed at another copy of the package; the counts are printed.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path
from typing import Any

import numpy as np
import onnx
import pytest
from cli_support import cli_command, cli_env
from file_status import CHANGES, changing_fstat
from onnx import TensorProto, helper, numpy_helper

import onnxjson
from onnxjson import OnnxJsonError, PathSafetyError, files, weights

#: Bounds of every stress loop: rounds, and seconds of wall time.
ROUNDS = 150
SECONDS = 4.0


def _env(path: str) -> dict[str, str]:
    env = cli_env()
    env.pop("ONNXJSON_NO_ACCEL", None)
    if path == "pure":
        env["ONNXJSON_NO_ACCEL"] = "1"
    return env


@pytest.fixture(params=["pure", "compiled"])
def proc_path(request: pytest.FixtureRequest) -> str:
    """The environment of a child process on the pure-Python path, or on the compiled one."""
    from onnxjson import accel

    if request.param == "compiled" and accel.compiled is None:
        pytest.skip("the accelerator is not built")
    return str(request.param)


def _external_model(folder: Path, size: int, seed: int, location: str = "w.data") -> bytes:
    """model.onnx in ``folder`` whose one initializer lives in external data ``location``; its bytes."""
    rng = np.random.default_rng(seed)
    values = rng.integers(1, 100, size=size // 4).astype(np.float32)
    data = values.tobytes()
    (folder / location).parent.mkdir(parents=True, exist_ok=True)
    (folder / location).write_bytes(data)
    tensor = TensorProto(name="w", data_type=TensorProto.FLOAT, dims=[values.size])
    tensor.data_location = TensorProto.EXTERNAL
    for key, value in (("location", location), ("offset", "0"), ("length", str(len(data)))):
        entry = tensor.external_data.add()
        entry.key, entry.value = key, value
    node = helper.make_node("Identity", ["w"], ["y"])
    graph = helper.make_graph([node], "g", [], [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                              initializer=[tensor])
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    (folder / "model.onnx").write_bytes(model.SerializeToString())
    return data


#: Where the scripts below run: ``python -c`` puts its working folder first on sys.path, and in the
#: checkout that would import the source tree (with no accelerator built in it, as in CI) instead of
#: the package the tests are about.
OUTSIDE_THE_TREE = tempfile.gettempdir()


def run_driver(script: str, args: list[str], *, env: dict[str, str], timeout: float = 120) -> dict[str, Any]:
    """Run a driver script in its own interpreter; its last line of output is its JSON counts."""
    done = subprocess.run([sys.executable, "-c", script, *args], env=env, capture_output=True, text=True,
                          timeout=timeout, check=False, cwd=OUTSIDE_THE_TREE)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.splitlines()[-1])


# -- (a) external data swapped for a symlink to an outside file ------------------------------------

#: Swaps FOLDER/w.data for a symlink to SECRET and back (a fresh regular file each time), until
#: FOLDER/stop exists or the time is up.
SWAPPER = textwrap.dedent("""
    import os, sys, time
    folder, secret, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    real = open(os.path.join(folder, "w.real"), "rb").read()
    target = os.path.join(folder, "w.data")
    end = time.monotonic() + seconds
    swaps = 0
    while time.monotonic() < end and not os.path.exists(os.path.join(folder, "stop")):
        link = os.path.join(folder, ".lnk"); copy = os.path.join(folder, ".copy")
        for name in (link, copy):
            try: os.unlink(name)
            except FileNotFoundError: pass
        os.symlink(secret, link)
        os.replace(link, target)
        with open(copy, "wb") as f: f.write(real)
        os.replace(copy, target)
        swaps += 1
    print(swaps)
""")

#: Swaps the folder FOLDER/sub (holding w.data) for a symlink to the folder of SECRET (which holds
#: a w.data of its own) and back, until FOLDER/stop exists or the time is up.
FOLDER_SWAPPER = textwrap.dedent("""
    import os, sys, time
    folder, secret, seconds = sys.argv[1], sys.argv[2], float(sys.argv[3])
    sub, old, link = (os.path.join(folder, n) for n in ("sub", ".sub.old", ".lnk"))
    end = time.monotonic() + seconds
    swaps = 0
    while time.monotonic() < end and not os.path.exists(os.path.join(folder, "stop")):
        os.rename(sub, old)
        os.symlink(os.path.dirname(secret), sub)
        os.unlink(sub)
        os.rename(old, sub)
        swaps += 1
    print(swaps)
""")

#: Dumps FOLDER/model.onnx with external=MODE for ROUNDS rounds or SECONDS, a swapper beside it;
#: counts the outputs holding the secret's bytes, the real ones, and the refusals.
SWAP_DRIVER = textwrap.dedent("""
    import json, os, subprocess, sys, time
    import onnxjson
    folder, secret, mode, rounds, seconds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), float(sys.argv[5])
    secret_bytes = open(secret, "rb").read()
    real = open(os.path.join(folder, "w.real"), "rb").read()
    swapper = subprocess.Popen([sys.executable, "-c", sys.argv[6], folder, secret, str(seconds + 5)],
                               stdout=subprocess.PIPE, text=True)
    counts = {"rounds": 0, "leaked": 0, "real": 0, "refused": 0}
    end = time.monotonic() + seconds
    out = os.path.join(folder, "out.json"); side = os.path.join(folder, "out.bin")
    try:
        while counts["rounds"] < rounds and time.monotonic() < end:
            counts["rounds"] += 1
            for name in (out, side):
                try: os.unlink(name)
                except FileNotFoundError: pass
            try:
                onnxjson.dump(os.path.join(folder, "model.onnx"), out, external=mode,
                              sidecar=side if mode == "sidecar" else None)
            except onnxjson.OnnxJsonError:
                counts["refused"] += 1
                continue
            raw = onnxjson.loads(open(out, "rb").read(), base_dir=folder)
            if secret_bytes[:64] in raw:
                counts["leaked"] += 1
            elif real in raw:
                counts["real"] += 1
    finally:
        open(os.path.join(folder, "stop"), "w").close()
        counts["swaps"] = int(swapper.communicate()[0] or 0)
    print(json.dumps(counts))
""")


def symlink_swap_counts(folder: Path, mode: str, env: dict[str, str], *, rounds: int = ROUNDS,
                        seconds: float = SECONDS, swap_folder: bool = False) -> dict[str, Any]:
    """The rounds of ``dump --external MODE`` with a neighbour swapping w.data (or, with
    ``swap_folder``, the folder sub/ that holds it) for a symlink outside."""
    folder.mkdir(parents=True, exist_ok=True)
    data = _external_model(folder, 1 << 14, seed=3, location="sub/w.data" if swap_folder else "w.data")
    (folder / "w.real").write_bytes(data)
    outside = folder.parent / f"outside-{folder.name}"
    outside.mkdir()
    secret = outside / "w.data"
    secret.write_bytes(b"SECRET!!" * (len(data) // 8))
    swapper = FOLDER_SWAPPER if swap_folder else SWAPPER
    return run_driver(SWAP_DRIVER, [str(folder), str(secret), mode, str(rounds), str(seconds), swapper], env=env)


@pytest.mark.parametrize("mode", ["inline", "sidecar"])
def test_external_data_swapped_for_an_outside_symlink_never_leaks(tmp_path: Path, proc_path: str,
                                                                  mode: str) -> None:
    counts = symlink_swap_counts(tmp_path / "m", mode, _env(proc_path))
    print(f"symlink swap, external={mode}, {proc_path}: {counts}")
    assert counts["leaked"] == 0, counts
    assert counts["rounds"] == counts["real"] + counts["refused"], counts
    assert counts["swaps"] > 0 and counts["real"] > 0, counts


def test_a_folder_of_external_data_swapped_for_an_outside_symlink_never_leaks(tmp_path: Path, proc_path: str) -> None:
    """The same attack one level up: the folder that holds the external data becomes a symlink."""
    counts = symlink_swap_counts(tmp_path / "m", "inline", _env(proc_path), swap_folder=True)
    print(f"folder swap, {proc_path}: {counts}")
    assert counts["leaked"] == 0, counts
    assert counts["rounds"] == counts["real"] + counts["refused"], counts
    assert counts["swaps"] > 0 and counts["real"] > 0, counts


def test_external_data_symlink_to_outside_is_refused(tmp_path: Path, accel_path: str) -> None:
    """The found case, without a race: w.data a symlink to a file outside the folder."""
    folder = tmp_path / "m"
    folder.mkdir()
    data = _external_model(folder, 64, seed=1)
    secret = tmp_path / "secret.bin"
    secret.write_bytes(b"S" * len(data))
    (folder / "w.data").unlink()
    (folder / "w.data").symlink_to(secret)
    for mode in ("inline", "sidecar"):
        with pytest.raises(PathSafetyError, match="symlink"):
            onnxjson.dump(folder / "model.onnx", tmp_path / "out.json", external=mode,
                          sidecar=tmp_path / "out.bin" if mode == "sidecar" else None)
    assert not (tmp_path / "out.json").exists()


# -- the walk: every layout of folders, symlinks and hard links --------------------------------------

def _expected(root: Path, reference: str) -> tuple[str, bytes | None]:
    """What a static resolution says: ("ok", bytes) when the reference leads, through relative
    symlinks only, to a regular file inside ``root`` with one link; else ("refused", None)."""
    real_root = root.resolve()
    path = root
    todo = [p for p in reference.split("/") if p not in ("", ".")]
    seen = 0
    stack: list[Path] = []
    while todo:
        part = todo.pop(0)
        if part == "..":
            if not stack:
                return "refused", None
            path = stack.pop()
            continue
        nxt = path / part
        if nxt.is_symlink():
            seen += 1
            target = os.readlink(nxt)
            if target.startswith("/") or seen > 40:
                return "refused", None
            todo = [p for p in target.split("/") if p not in ("", ".")] + todo
            continue
        if not nxt.exists():
            return "refused", None
        if todo and not nxt.is_dir():
            return "refused", None
        stack.append(path)
        path = nxt
    if not path.is_file() or path.stat().st_nlink > 1 or path.resolve() == real_root:
        return "refused", None
    assert real_root in path.resolve().parents
    return "ok", path.read_bytes()


def _random_tree(root: Path, rng: random.Random) -> list[str]:
    """A folder of files, sub-folders, relative and absolute symlinks (in and out), hard links and
    loops, beside an outside folder; the references to try."""
    outside = root.parent / "outside"
    outside.mkdir()
    (outside / "secret").write_bytes(b"OUTSIDE")
    root.mkdir()
    names = ["a", "b", "c", "d"]
    folders = [Path(".")]
    for _ in range(rng.randint(0, 3)):
        sub = folders[rng.randrange(len(folders))] / rng.choice(names)
        if not (root / sub).exists():
            (root / sub).mkdir()
            folders.append(sub)
    made: list[Path] = []
    for i in range(rng.randint(1, 5)):
        where = root / folders[rng.randrange(len(folders))] / f"f{i}"
        where.write_bytes(f"file {i}".encode())
        made.append(where)
    for i in range(rng.randint(1, 6)):
        where = root / folders[rng.randrange(len(folders))] / f"l{i}"
        kind = rng.choice(["rel-file", "rel-up", "rel-dir", "abs-in", "abs-out", "rel-out", "loop", "dangling"])
        depth = len(where.relative_to(root).parts) - 1
        if kind == "rel-file" and made:
            target = os.path.relpath(rng.choice(made), where.parent)
        elif kind == "rel-up":
            target = "../" * rng.randint(0, depth + 1) + rng.choice(["f0", "a/f1", "l0"])
        elif kind == "rel-dir":
            target = os.path.relpath(root / rng.choice(folders), where.parent)
        elif kind == "abs-in" and made:
            target = str(rng.choice(made))
        elif kind == "abs-out":
            target = str(outside / "secret")
        elif kind == "rel-out":
            target = os.path.relpath(outside / "secret", where.parent)
        elif kind == "loop":
            target = where.name
        else:
            target = "nowhere"
        where.symlink_to(target)
    if made and rng.random() < 0.3:
        os.link(rng.choice(made), outside / "hard")
    entries = [p.relative_to(root).as_posix() for p in root.rglob("*")]
    refs = entries + [f"{e}/f0" for e in entries] + ["l0/f0", "a/l1", "l1/../f0"]
    return [r for r in refs if ".." not in r.split("/")]


def test_open_document_file_over_random_trees(tmp_path: Path) -> None:
    """open_document_file against a static resolution of the same tree: the same answer, and
    never a byte from outside the folder."""
    seed = 2026
    print(f"seed {seed}")
    rng = random.Random(seed)
    cases = ok = 0
    for n in range(60):
        base = tmp_path / f"t{n}"
        base.mkdir()
        root = base / "root"
        for ref in _random_tree(root, rng):
            cases += 1
            want, data = _expected(root, ref)
            try:
                with files.open_document_file(ref, root, trust=False, what="sidecar") as src:
                    got = bytes(src.data)
            except OnnxJsonError:
                assert want == "refused", (n, ref)
                continue
            assert want == "ok" and got == data, (n, ref, got)
            assert b"OUTSIDE" not in got
            ok += 1
    print(f"{cases} references, {ok} opened")
    assert cases > 300 and ok > 30


# -- (b) two dumps of one document-and-sidecar pair -------------------------------------------------

def _weights_model(seed: int) -> onnx.ModelProto:
    rng = np.random.default_rng(seed)
    inits = [numpy_helper.from_array(rng.standard_normal(2048).astype(np.float32), f"w{i}") for i in range(3)]
    node = helper.make_node("Sum", [t.name for t in inits], ["y"])
    graph = helper.make_graph([node], f"g{seed}", [], [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                              initializer=inits)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])


#: Dumps MODEL to FOLDER/x.json with sidecar FOLDER/x.bin, COUNT times or for SECONDS.
PAIR_WRITER = textwrap.dedent("""
    import sys, time
    import onnxjson
    model, folder, count, seconds = sys.argv[1], sys.argv[2], int(sys.argv[3]), float(sys.argv[4])
    end = time.monotonic() + seconds
    done = 0
    while done < count and time.monotonic() < end:
        onnxjson.dump(model, folder + "/x.json", sidecar=folder + "/x.bin")
        done += 1
    print(done)
""")

#: Two writers of the pair, and builds of it beside them: counts the builds that match neither
#: model (or fail), and checks the pair left at the end.
PAIR_DRIVER = textwrap.dedent("""
    import json, os, subprocess, sys, time
    import onnxjson
    folder, a, b, count, seconds, writer = sys.argv[1:7]
    models = {open(a, "rb").read(): "a", open(b, "rb").read(): "b"}
    procs = [subprocess.Popen([sys.executable, "-c", writer, m, folder, count, seconds], stdout=subprocess.PIPE,
                              text=True) for m in (a, b)]
    counts = {"builds": 0, "mixed": 0, "failed": 0, "a": 0, "b": 0}
    out = os.path.join(folder, "..", "built.onnx")
    while any(p.poll() is None for p in procs):
        counts["builds"] += 1
        try:
            onnxjson.build(os.path.join(folder, "x.json"), out)
        except onnxjson.OnnxJsonError as e:
            counts["failed"] += 1
            if counts["failed"] <= 3:
                counts.setdefault("errors", []).append(str(e)[-120:])
            continue
        which = models.get(open(out, "rb").read())
        if which is None:
            counts["mixed"] += 1
        else:
            counts[which] += 1
    counts["dumps"] = sum(int(p.communicate()[0]) for p in procs)
    counts["codes"] = [p.returncode for p in procs]
    try:
        onnxjson.build(os.path.join(folder, "x.json"), out)
        counts["final"] = models.get(open(out, "rb").read(), "mixed")
    except onnxjson.OnnxJsonError as e:
        counts["final"] = "failed: " + str(e)[:200]
    print(json.dumps(counts))
""")


def pair_counts(folder: Path, env: dict[str, str], *, count: int = ROUNDS, seconds: float = SECONDS) -> dict[str, Any]:
    folder.mkdir(parents=True)
    paths = []
    for seed in (1, 2):
        path = folder.parent / f"model{seed}.onnx"
        path.write_bytes(_weights_model(seed).SerializeToString())
        paths.append(str(path))
    onnxjson.dump(paths[0], folder / "x.json", sidecar=folder / "x.bin")  # a pair to read from the start
    return run_driver(PAIR_DRIVER, [str(folder), *paths, str(count), str(seconds), PAIR_WRITER], env=env)


def test_concurrent_dumps_of_a_pair_stay_a_pair(tmp_path: Path, proc_path: str) -> None:
    counts = pair_counts(tmp_path / "P", _env(proc_path))
    print(f"concurrent pair dumps, {proc_path}: {counts}")
    assert counts["codes"] == [0, 0], counts
    assert counts["mixed"] == 0 and counts["failed"] == 0, counts
    assert counts["final"] in ("a", "b"), counts
    assert counts["dumps"] >= 10 and counts["builds"] > 0, counts


def test_folder_lock_excludes_writers_and_admits_readers(tmp_path: Path) -> None:
    """The lock itself: a shared holder admits another reader and keeps a writer waiting."""
    import fcntl

    doc = tmp_path / "x.json"
    with files.folder_lock(doc, shared=True):
        fd = os.open(tmp_path, os.O_RDONLY)
        try:
            fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)  # another reader: admitted
            fcntl.flock(fd, fcntl.LOCK_UN)
            with pytest.raises(BlockingIOError):
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        finally:
            os.close(fd)
    with files.folder_lock(doc, tmp_path / "sub-does-not-matter", "-"):
        fd = os.open(tmp_path, os.O_RDONLY)
        try:
            with pytest.raises(BlockingIOError):
                fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
        finally:
            os.close(fd)


# -- inputs truncated or rewritten while they are read (issue 34, class 1) ---------------------------

#: Truncates FILE to half, then writes its bytes back into the same file, until FILE.stop exists or
#: the time is up.
TRUNCATER = textwrap.dedent("""
    import os, sys, time
    path, seconds = sys.argv[1], float(sys.argv[2])
    data = open(path, "rb").read()
    end = time.monotonic() + seconds
    n = 0
    while time.monotonic() < end and not os.path.exists(path + ".stop"):
        os.truncate(path, len(data) // 2)
        time.sleep(0.0005)
        with open(path, "r+b") as f:
            f.write(data)
        time.sleep(0.0005)
        n += 1
    print(n)
""")


def _big_model(path: Path) -> bytes:
    rng = np.random.default_rng(7)
    inits = [numpy_helper.from_array(rng.standard_normal(1 << 18).astype(np.float32), f"w{i}") for i in range(6)]
    node = helper.make_node("Sum", [t.name for t in inits], ["y"])
    graph = helper.make_graph([node], "g", [], [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
                              initializer=inits)
    data = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)]).SerializeToString()
    path.write_bytes(data)
    return data


def truncation_counts(folder: Path, env: dict[str, str], *, rounds: int = 40,
                      seconds: float = SECONDS) -> dict[str, Any]:
    """dump, verify and build in child processes while a neighbour truncates their input (the model,
    then the sidecar): the exit codes seen, a sample of the errors, and the runs that broke the rules
    (a signal, a traceback, more than one error line, an output left by a failed run, a wrong output)."""
    folder.mkdir(parents=True, exist_ok=True)
    model = folder / "m.onnx"
    original = _big_model(model)
    onnxjson.dump(model, folder / "d.json", sidecar=folder / "d.bin")
    sidecar = (folder / "d.bin").read_bytes()
    counts: dict[str, Any] = {"runs": 0, "codes": {}, "broken": [], "errors": set()}
    jobs = {model: [("dump", ["dump", str(model), "-o", str(folder / "out.json")]),
                    ("verify", ["verify", "-q", str(model)])],
            folder / "d.bin": [("build", ["build", str(folder / "d.json"), "-o", str(folder / "out.onnx")])]}
    for victim, victim_jobs in jobs.items():
        Path(f"{victim}.stop").unlink(missing_ok=True)
        neighbour = subprocess.Popen([sys.executable, "-c", TRUNCATER, str(victim), str(seconds * 4)],
                                     stdout=subprocess.DEVNULL)
        end = time.monotonic() + seconds / 2
        try:
            for n in range(rounds):
                if time.monotonic() > end and n >= 2:
                    break
                for what, args in victim_jobs:
                    output = folder / ("out.json" if what == "dump" else "out.onnx")
                    output.unlink(missing_ok=True)
                    done = subprocess.run([*cli_command(env), *args], env=env, capture_output=True, timeout=120,
                                          check=False)
                    counts["runs"] += 1
                    key = f"{what} {done.returncode}"
                    counts["codes"][key] = counts["codes"].get(key, 0) + 1
                    err = done.stderr.decode(errors="replace")
                    if done.returncode not in (0, 1, 2) or "Traceback" in err:
                        counts["broken"].append((what, done.returncode, err[-300:]))
                    elif done.returncode == 2:
                        counts["errors"].add(err.split(": ", 2)[-1][:60])
                        if len(err.splitlines()) != 1 or output.exists():
                            counts["broken"].append((what, "not one line or an output left", err[-300:]))
                    elif what == "build" and output.read_bytes() != original:
                        counts["broken"].append((what, "wrong bytes", ""))
                    elif what == "dump" and onnxjson.loads(output.read_bytes()) != original:
                        counts["broken"].append((what, "wrong document", ""))
        finally:
            Path(f"{victim}.stop").touch()
            neighbour.wait(timeout=60)
            victim.write_bytes(original if victim == model else sidecar)
    counts["errors"] = sorted(counts["errors"])
    return counts


def test_inputs_truncated_while_read_give_one_error(tmp_path: Path, proc_path: str) -> None:
    counts = truncation_counts(tmp_path / "t", _env(proc_path))
    print(f"truncating neighbour, {proc_path}: {counts}")
    assert counts["broken"] == [], counts
    assert counts["runs"] >= 3, counts


def _read_whole(path: Path) -> bytes:
    """The bytes of ``path``, refused when it changed: at the read (read into memory, the pure path)
    or when the block is left (a mapping under the compiled guard)."""
    with files.read_input(path) as src:
        return bytes(src.data)


@pytest.mark.parametrize("field", CHANGES)
def test_a_file_that_changes_while_read_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                   accel_path: str, field: str) -> None:
    """Deterministic: the descriptor's status after the first look differs (a rewrite, a truncation,
    an append)."""
    path = tmp_path / "m.onnx"
    path.write_bytes(b"\x08\x07" * 1000)
    later = changing_fstat(field)

    monkeypatch.setattr(files.os, "fstat", later)
    with pytest.raises(OnnxJsonError, match="changed while it was read"):
        _read_whole(path)
    monkeypatch.undo()
    assert _read_whole(path) == b"\x08\x07" * 1000


def test_a_mapped_file_truncated_under_the_guard(tmp_path: Path, accel_path: str) -> None:
    """The found case in process: a mapped input truncated while it is read is read to its end (the
    compiled guard answers SIGBUS with pages of zeros) and refused before an output is committed,
    when it is closed, and when the command's guarding block ends; the pure path read it whole at
    the open, a snapshot that did not change."""
    path = tmp_path / "m.onnx"
    path.write_bytes(b"x" * (1 << 20))
    out = tmp_path / "out.bin"
    if accel_path == "pure":
        with files.guarding(), files.read_input(path) as src:
            os.truncate(path, 4096)
            assert bytes(src.data) == b"x" * (1 << 20) and src.fd is None
        return
    with pytest.raises(OnnxJsonError, match="changed while it was read"), files.guarding():
        src = files.read_input(path)
        assert src.fd is not None  # mapped
        os.truncate(path, 4096)
        data = bytes(src.data)
        assert data == b"x" * 4096 + bytes(len(data) - 4096)
        with pytest.raises(OnnxJsonError, match="changed while it was read"), files.atomic_output(out) as stream:
            stream.write(data)
        assert not out.exists()
        with pytest.raises(OnnxJsonError, match="changed while it was read"), src:
            pass


def test_load_of_a_document_whose_sidecar_changed(tmp_path: Path, accel_path: str) -> None:
    """load (in memory, no file written) refuses a sidecar truncated while it was mapped."""
    model = tmp_path / "m.onnx"
    _big_model(model)
    onnxjson.dump(model, tmp_path / "d.json", sidecar=tmp_path / "d.bin")
    real_fetch = weights.PayloadResolver._sidecar_data

    def truncating(self: Any, path: str) -> Any:
        data = real_fetch(self, path)
        if accel_path == "compiled":
            os.truncate(tmp_path / "d.bin", 4096)
        return data

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(weights.PayloadResolver, "_sidecar_data", truncating)
        if accel_path == "compiled":
            with pytest.raises(OnnxJsonError, match="changed while it was read"):
                onnxjson.load(tmp_path / "d.json")
        else:
            assert onnxjson.load(tmp_path / "d.json").SerializeToString() == model.read_bytes()


#: Under the guard, a SIGBUS outside a guarded mapping still kills (it is not swallowed): a file
#: mapped by the script itself, not through onnxjson.files, truncated and touched.
UNGUARDED = textwrap.dedent("""
    import mmap, os, sys
    from onnxjson import files
    path = sys.argv[1]
    open(path, "wb").write(b"x" * (1 << 16))
    with files.read_input(path) as src:  # installs the guard
        assert src.fd is not None, "not mapped"
        mine = open(path, "rb")
        other = mmap.mmap(mine.fileno(), 0, access=mmap.ACCESS_READ)
        os.truncate(path, 0)
        print("touching", flush=True)
        other[1 << 15]
""")


@pytest.mark.parametrize("faulthandler", [False, True])
def test_a_sigbus_outside_the_guard_still_kills(tmp_path: Path, faulthandler: bool) -> None:
    """The guard hands other faults to what was there before it: the default, or faulthandler's."""
    from onnxjson import accel

    if accel.compiled is None or not hasattr(accel.compiled, "guard_map"):
        pytest.skip("the accelerator (and its guard) is not built")
    env = _env("compiled")
    flags = ["-X", "faulthandler"] if faulthandler else []
    done = subprocess.run([sys.executable, *flags, "-c", UNGUARDED, str(tmp_path / "m.bin")], env=env,
                          cwd=OUTSIDE_THE_TREE,
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.stdout == "touching\n", done.stderr
    assert done.returncode == -7, (done.returncode, done.stderr)  # SIGBUS, as without the guard
    assert ("Fatal Python error: Bus error" in done.stderr) == faulthandler, done.stderr
