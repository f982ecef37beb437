"""The accelerator audit: which tests that run twice through ``accel_path`` (conftest.py) never let
that fixture's setting decide anything, found by measurement.

Run it as ``python tests/accel_audit.py`` (the test files that use ``accel_path``, on two workers;
pytest arguments given replace the files; with -v it also lists the compiled functions each other
test called), or add ``--accel-audit`` to a pytest command.

The product decides between the compiled paths and the pure-Python references through two module
attributes of onnxjson.accel and nothing else: ``ENABLED`` (switched per test by ``accel_path``) and
``compiled`` (the module, or None). Every route reads one of them when it decides: the call sites of
the compiled decoders and encoders that codec/compiled.py caches per registry read ``ENABLED`` first,
jsonio's compiled writer (taken at import) is used only after a read of ``ENABLED``, and no module
imports either name by value (``from onnxjson.accel import compiled``). A child process is told its
path through ONNXJSON_NO_ACCEL, which the tests set from the fixture's value: cli_support.path_env
reads ``accel.compiled`` to do so, and a test that reads the fixture's value itself is seen too.

For the run the two names leave the module's ``__dict__`` for properties of its class (a subclass of
ModuleType: unlike a module ``__getattr__`` (PEP 562), they also see the fixture's writes), which
count each read made while the fixture's own setting is the one in force: not those of an inner
``compiled_paths`` block of the test (which sets the path itself), nor those of set-up made before
the fixture. The fixture's value is a ``str`` that counts how tests' code uses it (a comparison, a
format, a method). A test function none of whose cases (both paths, every other parameter) read
either is *path-independent*: its second run tested nothing the first had not. The audit lists them,
longest first, with their seconds (set-up, call and tear-down, summed over their cases).

A property test draws the same examples every run (the "reproducible" profile), so a test listed may
still consult the accelerator on examples it did not draw: read each before dropping its fixture.
"""

from __future__ import annotations

import sys
from collections import Counter, defaultdict
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

TESTS = Path(__file__).resolve().parent

#: The attributes of onnxjson.accel through which the product chooses its path.
AUDITED = ("ENABLED", "compiled")

#: The name of the plugin (``config.pluginmanager.get_plugin``).
NAME = "accel_audit"


def _site(depth: int) -> str:
    """``file:line`` of the frame ``depth`` levels above the caller of this function."""
    frame = sys._getframe(depth + 1)
    return f"{Path(frame.f_code.co_filename).name}:{frame.f_lineno}"


class Audit:
    """The pytest plugin: counts the reads of each test (on its worker), hands them to the
    controller in the tear-down report's user_properties, and prints the findings at the end."""

    def __init__(self) -> None:
        self.recording = False
        self.reads: Counter[str] = Counter()  # "name at file:line" → reads, for the running test
        self.found: dict[str, dict[str, Any]] = defaultdict(
            lambda: {"cases": 0, "reads": Counter(), "calls": Counter(), "told": False, "seconds": 0.0})
        self.calls: Counter[str] = Counter()  # compiled function → calls, for the running test
        self.saved: dict[str, Any] = {}
        self.saved_writer: Any = None

    # -- the module's attributes, seen through its class ---------------------------------------------

    def install(self) -> None:
        from onnxjson import accel, jsonio
        from onnxjson.codec import compiled as compiled_codec

        audit = self
        values = {name: accel.__dict__.pop(name) for name in AUDITED}
        self.saved = dict(values)
        seen = _Compiled(values["compiled"], self) if values["compiled"] is not None else None
        # What holds compiled functions made before the audit: the cached decoders and encoders
        # (made again, from the counting module, when next asked for) and jsonio's writer.
        compiled_codec._CACHE.clear()
        if getattr(jsonio, "_write_compiled", None) is not None:
            self.saved_writer = jsonio._write_compiled
            jsonio._write_compiled = _counted("write", jsonio._write_compiled, self)

        def attribute(name: str) -> property:
            def get(module: ModuleType) -> Any:
                audit.read(name, 2)
                value = values[name]
                if name == "compiled" and value is not None and seen is not None and value is seen.module:
                    return seen
                return value

            def put(module: ModuleType, value: Any) -> None:
                values[name] = value

            return property(get, put)

        audited = type("AuditedAccel", (ModuleType,), {name: attribute(name) for name in AUDITED})
        accel.__class__ = audited

    def uninstall(self) -> None:
        from onnxjson import accel, jsonio
        from onnxjson.codec import compiled as compiled_codec

        accel.__class__ = ModuleType
        accel.__dict__.update(self.saved)
        compiled_codec._CACHE.clear()
        if self.saved_writer is not None:
            jsonio._write_compiled = self.saved_writer

    def in_fixture_block(self) -> bool:
        """Whether a test is recorded and the fixture's compiled_paths block is the innermost open one."""
        if not self.recording:
            return False
        # Not imported here: the fixture's first import of accel_support reads accel.compiled.
        accel_support = sys.modules.get("accel_support")
        open_blocks = getattr(accel_support, "open_blocks", None)
        return open_blocks is not None and open_blocks() == 1

    def called(self, name: str) -> None:
        """A call of the compiled module's ``name`` (under the fixture's setting: counted)."""
        if self.in_fixture_block():
            self.calls[name] += 1

    def read(self, what: str, depth: int) -> None:
        """A read of ``what`` by the frame ``depth`` levels above this one, counted when the
        fixture's own block is the innermost open one (not when an inner compiled_paths of the
        test has set the path itself, nor by compiled_paths's own save of the value it restores)."""
        if not self.in_fixture_block():
            return
        frame = sys._getframe(depth)
        if frame.f_code is sys.modules["accel_support"].compiled_paths.__wrapped__.__code__:
            return
        self.reads[f"accel.{what} at {Path(frame.f_code.co_filename).name}:{frame.f_lineno}"] += 1

    def path(self, param: str) -> str:
        """The fixture's value, counting what tests' code does with it."""
        return _Path(param, self)

    # -- the hooks ------------------------------------------------------------------------------------

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> None:
        self.reads.clear()
        self.calls.clear()
        self.recording = "accel_path" in getattr(item, "fixturenames", ())

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(self, item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
        if call.when == "teardown" and self.recording:
            self.recording = False
            item.user_properties.append((NAME, (dict(self.reads), dict(self.calls))))
        return (yield)

    def pytest_collection_modifyitems(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        """Only the tests that use accel_path run."""
        kept = [item for item in items if "accel_path" in getattr(item, "fixturenames", ())]
        config.hook.pytest_deselected(items=[item for item in items if item not in kept])
        items[:] = kept

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        key = report.nodeid.split("[", 1)[0]
        for name, value in report.user_properties:
            if name == NAME:
                reads: dict[str, int]
                calls: dict[str, int]
                reads, calls = value  # type: ignore[misc]
                found = self.found[key]
                found["cases"] += 1
                found["reads"].update(reads)
                found["calls"].update(calls)
                found["told"] |= any(site.startswith("accel_path's value") for site in reads)
        self.found[key]["seconds"] += report.duration

    def pytest_terminal_summary(self, terminalreporter: Any) -> None:
        write = terminalreporter.write_line
        found = {key: f for key, f in self.found.items() if f["cases"]}
        unread = [key for key, f in found.items() if not f["reads"]]
        uncalled = [key for key, f in found.items() if f["reads"] and not f["calls"] and not f["told"]]

        def listing(keys: list[str], title: str) -> None:
            write(title)
            for key in sorted(keys, key=lambda k: -found[k]["seconds"]):
                write(f"  {found[key]['seconds']:7.2f} s  {found[key]['cases']:4d} cases  {key}")
            write(f"  {sum(found[k]['seconds'] for k in keys):7.2f} s in all")

        write("")
        write(f"accel audit: {len(found)} test functions use accel_path.")
        listing(unread, f"{len(unread)} never read accel.ENABLED, accel.compiled or the fixture's value under the "
                        "fixture's setting:")
        listing(uncalled, f"{len(uncalled)} read the switch but never called the compiled module under it (nor "
                          "told a child process its path): the same code ran on both paths:")
        if terminalreporter.config.getoption("verbose") > 0:
            write("the others (the compiled functions they called, the most called first):")
            for key in sorted(set(found) - set(unread) - set(uncalled), key=lambda k: -found[k]["seconds"]):
                calls = ", ".join(f"{name} ×{n}" for name, n in found[key]["calls"].most_common(4))
                told = " (tells a child its path)" if found[key]["told"] else ""
                write(f"  {found[key]['seconds']:7.2f} s  {key}: {calls}{told}")


def _counted(name: str, function: Any, audit: Audit) -> Any:
    """``function`` (of the compiled module), counting its calls."""
    def call(*args: Any, **kwargs: Any) -> Any:
        audit.called(name)
        return function(*args, **kwargs)

    return call


class _Compiled:
    """The compiled module as the product sees it during the audit: its callables count their calls."""

    def __init__(self, module: ModuleType, audit: Audit) -> None:
        self.module = module
        self._audit = audit
        self._made: dict[str, Any] = {}

    def __getattr__(self, name: str) -> Any:
        value = getattr(self.module, name)
        if not callable(value):
            return value
        if name not in self._made:
            self._made[name] = _counted(name, value, self._audit)
        return self._made[name]


class _Path(str):
    """A path name ("pure" or "compiled") that counts its uses by tests' code as reads."""

    __slots__ = ("_audit",)
    _audit: Audit

    def __new__(cls, value: str, audit: Audit) -> _Path:
        made = super().__new__(cls, value)
        made._audit = audit
        return made

    def _used(self) -> None:
        frame = sys._getframe(2)
        if Path(frame.f_code.co_filename).resolve().parent == TESTS and frame.f_code.co_filename != __file__:
            self._audit.reads[f"accel_path's value at {Path(frame.f_code.co_filename).name}:{frame.f_lineno}"] += 1

    def __eq__(self, other: object) -> bool:
        self._used()
        return str.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        self._used()
        return str.__ne__(self, other)

    def __hash__(self) -> int:
        self._used()
        return str.__hash__(self)

    def __format__(self, spec: str) -> str:
        self._used()
        return str.__format__(self, spec)

    def __str__(self) -> str:
        self._used()
        return str.__str__(self)

    def __len__(self) -> int:
        self._used()
        return str.__len__(self)

    def __add__(self, other: str) -> str:
        self._used()
        return str.__add__(self, other)

    def __getattribute__(self, name: str) -> Any:
        if not name.startswith("_"):
            object.__getattribute__(self, "_used")()
        return object.__getattribute__(self, name)


def install(config: pytest.Config) -> None:
    """The audit, installed for the run (conftest.py's pytest_configure, when --accel-audit is given)."""
    audit = Audit()
    audit.install()
    config.pluginmanager.register(audit, NAME)
    config.add_cleanup(audit.uninstall)


def main(argv: list[str]) -> int:
    """``python tests/accel_audit.py [pytest arguments]``: the audit over the files that use accel_path."""
    files = sorted(str(path) for path in TESTS.glob("test_*.py") if "accel_path" in path.read_text("utf-8"))
    return pytest.main(["-p", "no:cacheprovider", "-n", "2", "--accel-audit", *(argv or files)])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
