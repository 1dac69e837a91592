"""Programs with their own build and run scripts (judge.judging.buildrun), as the package
format allows: built once in a copy of the folder, under the compile limits; run by `run`."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from judge.faults import Violation
from judge.judging.buildrun import is_build_run
from judge.judging.judges import judges
from judge.judging.runner import Options, judge_submission
from judge.package.problem import load
from judge.verdict import Verdict
from tests.conftest import modes_here

GOLDBACH = Path(__file__).parent / "packages" / "goldbach"
needs_gcc = pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc is not installed")


def _folder(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
        if name in ("build", "run"):
            (root / name).chmod(0o755)
    return root


def test_only_a_folder_with_an_executable_build_is_a_build_run_program(tmp_path):
    """An executable `build` makes the folder a build/run program; a plain file does not."""
    assert is_build_run(_folder(tmp_path / "a", {"build": "#!/bin/sh\n"}))
    plain = _folder(tmp_path / "b", {"x.py": ""})
    (plain / "build").write_text("#!/bin/sh\n")
    assert not is_build_run(plain)


def test_a_failing_build_is_ce_with_what_it_said(tmp_path):
    """A build that exits non-zero is CE, with its output as the message."""
    program = _folder(tmp_path / "s", {"build": "#!/bin/sh\necho cannot build >&2\nexit 3\n"})
    report = judge_submission(load(GOLDBACH), program)
    assert report.verdict is Verdict.CE and "cannot build" in report.compile_message


def test_a_build_that_leaves_no_run_is_ce(tmp_path):
    """The build must leave an executable `run`."""
    program = _folder(tmp_path / "s", {"build": "#!/bin/sh\ntrue\n"})
    report = judge_submission(load(GOLDBACH), program)
    assert report.verdict is Verdict.CE
    assert report.compile_message == "the build script did not leave an executable called run"


def test_a_run_script_without_a_build_runs_what_the_build_left(tmp_path):
    """A folder may hold its `run` already; the build's files are beside it when it runs."""
    program = _folder(tmp_path / "s", {
        "build": "#!/bin/sh\necho 'n = int(input()); print(2, n - 2)' > two.py\n",
        "run": '#!/bin/sh\nexec python3 "$(dirname "$0")/two.py"\n'})
    if shutil.which("python3", path="/usr/local/bin:/usr/bin:/bin") is None:
        pytest.skip("no python3 on the programs' PATH")
    report = judge_submission(load(GOLDBACH), program)
    assert report.verdict is Verdict.WA  # 2 + (n - 2): right sum, n - 2 not always prime
    assert report.tests[0].verdict is Verdict.AC  # 4 = 2 + 2


@needs_gcc
def test_an_output_validator_built_by_its_script(tmp_path):
    """goldbach's output validator (build + run + a C file) accepts and rejects with its
    judgemessage.txt."""
    problem = load(GOLDBACH)
    checker = judges(problem).checker
    test = next(t for t in problem.tests if t.name == "secret/02")
    out = tmp_path / "out"
    out.write_text("47 53\n")
    assert checker.check(test.input_path, test.answer_path, out) == ""
    out.write_text("1 99\n")
    with pytest.raises(Violation, match="1 is not prime"):
        checker.check(test.input_path, test.answer_path, out)


@needs_gcc
@pytest.mark.parametrize("mode", modes_here())
@pytest.mark.parametrize("name", ["scripted", "largest.c"])
def test_built_programs_run_in_every_sandbox(mode, name):
    """What a compiler or a build script leaves survives it in every sandbox (under isolation
    uid, what the uid owns right in /tmp is removed when its process ends)."""
    program = GOLDBACH / "submissions" / "accepted" / name
    report = judge_submission(load(GOLDBACH), program, Options(isolation=mode))
    assert report.verdict is Verdict.AC, (report.compile_message, report.first_failure)
