"""Fixtures shared by every test module: the sandbox programs run in, and a place for them;
and the check every problem's generator gets."""

from __future__ import annotations

import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from judge.launch import sandbox
from judge.judging.runner import Options, judge_submission

# The interpreter Python programs are run with (any uid can execute it).
PYTHON = sandbox.program_python()


@pytest.fixture(scope="session")
def box() -> sandbox.Sandbox:
    """The sandbox a plain `judge run` would use on this machine."""
    return sandbox.resolve(None)


@pytest.fixture(scope="session")
def shared():
    """A directory the sandboxed program can read: test programs go here (pytest's own
    temporary directories are private to the judge's user)."""
    path = Path(tempfile.mkdtemp(prefix="judge-tests-"))
    path.chmod(0o755)
    yield path
    shutil.rmtree(path, ignore_errors=True)


def generated_as_committed(problem: Path, out: Path, committed: Path,
                           keep=lambda path: True, timeout: float | None = None) -> None:
    """Run the problem's generator into `out` and check that it writes the files of
    `committed` (those `keep` selects), byte for byte, and no others."""
    subprocess.run([sys.executable, problem / "generators" / "generate.py", out], check=True,
                   capture_output=True, cwd=problem.parent.parent, timeout=timeout)
    generated = sorted(p.relative_to(out) for p in out.rglob("*") if p.is_file() and keep(p))
    expected = sorted(p.relative_to(committed) for p in committed.rglob("*")
                      if p.is_file() and keep(p))
    assert generated == expected
    for rel in generated:
        assert filecmp.cmp(out / rel, committed / rel, shallow=False), rel


def survivors(token: str) -> list[int]:
    """Pids of live processes whose command line holds token (whatever their namespace)."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if token.encode() in cmdline and state != "Z":
            found.append(int(entry.name))
    return found


def modes_here() -> list:
    """Every isolation mode, as a pytest parameter that skips (saying why) where it cannot run."""
    params = []
    for mode in sandbox.MODES:
        try:
            sandbox.resolve(mode)
            marks = ()
        except sandbox.IsolationUnavailable as err:
            marks = pytest.mark.skip(reason=f"isolation {mode}: {err}")
        params.append(pytest.param(mode, marks=marks))
    return params


@pytest.fixture(scope="session")
def solution_report():
    """A solution's report, judged until its first failure once per session (the verdict
    tests of solutions/ and the export's agreement test share them): (problem, program) ->
    RunReport."""
    cache: dict = {}

    def report(problem, program: Path):
        key = (problem.path, Path(program))
        if key not in cache:
            cache[key] = judge_submission(problem, program, Options(stop_at_first_failure=True))
        return cache[key]
    return report
