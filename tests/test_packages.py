"""Problem packages in the ICPC/Kattis format: loading them (judge.package.problem), their time
limits (judge.judging.verify), and `judge verify` on the packages under tests/packages/."""

from __future__ import annotations

import re
import shutil
import textwrap
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from judge.faults import Violation
from judge.judging.default_validator import DefaultValidator
from judge.judging.expectations import counted, skipped
from judge.judging.judges import judges
from judge.package.problem import load
from judge.judging.results import RunReport
from judge.judging.results import TestResult as Result
from judge.judging.runner import Options
from judge.judging.validators import ProgramValidator
from judge.verdict import Verdict
from judge.judging.verify import (Check, compute_time_limit, data_errors, programs, solutions_dir,
                          verdict_at, verify)
from tests.kattis import (STATEMENT_TOOLS, VERIFYPROBLEM, kattis_verdict,
                          needs_verifyproblem, verifyproblem)

pytestmark = pytest.mark.slow  # verifies whole packages, with verifyproblem beside

PACKAGES = Path(__file__).parent / "packages"
NAMES = sorted(p.name for p in PACKAGES.iterdir() if (p / "problem.yaml").is_file())


def _package(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_legacy_flags_and_group_flags_combine(tmp_path):
    """Legacy validator_flags apply to every test, before its testdata.yaml's flags."""
    problem = load(_package(tmp_path / "p", {
        "problem.yaml": "validator_flags: float_tolerance 1e-6\n",
        "data/secret/testdata.yaml": "output_validator_flags: case_sensitive\n",
        "data/secret/1.in": "", "data/secret/1.ans": "",
        "data/sample/1.in": "", "data/sample/1.ans": ""}))
    assert problem.format_version == "legacy" and not problem.interactive
    assert isinstance(judges(problem).checker, DefaultValidator)
    flags = {t.name: t.group.validator_flags for t in problem.tests}
    assert flags == {"sample/1": ("float_tolerance", "1e-6"),
                     "secret/1": ("float_tolerance", "1e-6", "case_sensitive")}
    assert problem.time_policy.ac_to_time_limit == 5.0  # legacy's time_multiplier
    assert not problem.time_policy.given


def test_2023_07_output_validator_folder_and_given_limit(tmp_path):
    """2023-07: output_validator/ holds the validator; limits.time_limit fixes the limit."""
    problem = load(_package(tmp_path / "p", {
        "problem.yaml": "problem_format_version: 2023-07-draft\ntype: interactive\n"
                        "limits:\n  time_limit: 3\n  time_multipliers:\n"
                        "    time_limit_to_tle: 2\n",
        "output_validator/validate.py": "import sys\nsys.exit(42)\n",
        "data/secret/1.in": "", "data/secret/1.ans": ""}))
    assert problem.interactive and isinstance(judges(problem).interactor, ProgramValidator)
    assert judges(problem).interactor.source.name == "validate.py"
    assert problem.limits.cpu_s == 3 and problem.time_policy.given
    assert compute_time_limit(problem, []).margin_s == 6


def test_on_reject_break_stops_its_folder_only(tmp_path):
    """A group that breaks stops its own tests, and its ancestors' while they break too
    (break is the format's default; settings are inherited by subgroups)."""
    problem = load(_package(tmp_path / "p", {
        "problem.yaml": "problem_format_version: 2023-07-draft\ntype: scoring\n",
        "data/secret/testdata.yaml": "on_reject: continue\n",
        "data/secret/g1/testdata.yaml": "on_reject: break\n",
        "data/secret/g1/1.in": "", "data/secret/g2/1.in": "", "data/sample/1.in": ""}))
    scopes = {t.name: t.group.break_scope for t in problem.tests}
    assert scopes == {"sample/1": "", "secret/g1/1": "secret/g1", "secret/g2/1": None}


def _report(*tests: tuple[Verdict, float]) -> RunReport:
    results = tuple(Result(f"secret/t{i}", v, "", t, t, 0, 0, "", "")
                    for i, (v, t) in enumerate(tests))
    overall = next((v for v, _ in tests if v is not Verdict.AC), Verdict.AC)
    return RunReport("p", "s", "C", overall, 0, 0, results)


def test_time_limit_from_the_slowest_accepted_submission(tmp_path):
    """As verifyproblem: slowest accepted CPU time x ac_to_time_limit, rounded up to the
    resolution, at least one step; the margin is that x time_limit_to_tle."""
    problem = load(_package(tmp_path / "p", {"problem.yaml": "",
                                             "data/secret/1.in": ""}))
    limit = compute_time_limit(problem, [_report((Verdict.AC, 0.3)),
                                         _report((Verdict.AC, 0.1), (Verdict.AC, 0.41))])
    assert (limit.seconds, limit.margin_s, limit.slowest_s) == (3.0, 6.0, 0.41)
    assert compute_time_limit(problem, [_report((Verdict.AC, 0.01))]).seconds == 1.0


def test_verdict_at_the_limit_from_a_run_with_the_margin(tmp_path):
    """A test that needed more than the limit turns the run into TLE at that test, and
    what its rejection stops is not counted."""
    files = {"problem.yaml": "", **{f"data/secret/t{i}.in": "" for i in range(3)}}
    problem = load(_package(tmp_path / "p", files))
    slow = _report((Verdict.AC, 0.5), (Verdict.AC, 1.5), (Verdict.WA, 0.1))
    assert verdict_at(problem, slow, 2.0) is Verdict.WA
    assert verdict_at(problem, slow, 1.0) is Verdict.TLE
    assert verdict_at(problem, _report((Verdict.WA, 3.0)), 1.0) is Verdict.TLE


def test_ok_with_extra_time_is_accepted_and_said():
    """A submission with its folder's verdict only with the margin is OK, with extra time."""
    fast, slow = _report((Verdict.AC, 0.5)), _report((Verdict.AC, 1.5))
    on_time = Check(Path("a.c"), "accepted", frozenset({Verdict.AC}), fast, Verdict.AC)
    late = Check(Path("b.c"), "accepted", frozenset({Verdict.AC}), slow, Verdict.TLE)
    wrong = Check(Path("c.c"), "accepted", frozenset({Verdict.AC}),
                  _report((Verdict.WA, 0.1)), Verdict.WA)
    assert (on_time.ok, on_time.extra_time) == (True, False)
    assert (late.ok, late.extra_time) == (True, True)
    assert (wrong.ok, wrong.extra_time) == (False, False)


@pytest.mark.skipif(shutil.which("javac") is None, reason="no javac: Java is optional")
def test_an_output_validator_in_java(tmp_path):
    """A Java output validator is built with the languages table and speaks 42/43."""
    problem = load(_package(tmp_path / "p", {
        "problem.yaml": "validation: custom\n",
        "output_validators/check/Check.java": textwrap.dedent("""\
            import java.io.*;
            import java.nio.file.*;
            public class Check {
                public static void main(String[] args) throws Exception {
                    String want = Files.readString(Path.of(args[1])).trim();
                    String got = new String(System.in.readAllBytes()).trim();
                    if (want.equals(got)) System.exit(42);
                    Files.writeString(Path.of(args[2], "judgemessage.txt"),
                                      "wanted " + want + ", got " + got);
                    System.exit(43);
                }
            }"""),
        "data/secret/1.in": "", "data/secret/1.ans": "42\n"}))
    test = problem.tests[0]
    out = tmp_path / "out"
    out.write_text("42\n")
    assert judges(problem).checker.check(test.input_path, test.answer_path, out) == ""
    out.write_text("41\n")
    with pytest.raises(Violation, match="wanted 42, got 41"):
        judges(problem).checker.check(test.input_path, test.answer_path, out)


def test_input_validators_reject_bad_data(tmp_path):
    """An input validator's exit status other than 42 marks the test invalid, with its
    words; checktestdata files are noted as not supported."""
    problem = load(_package(tmp_path / "p", {
        "problem.yaml": "",
        "input_validators/one_int.py": "import sys\ntext = sys.stdin.read()\n"
                                       "if not text.strip().isdigit():\n"
                                       "    print('not a number:', repr(text)); sys.exit(43)\n"
                                       "sys.exit(42)\n",
        "input_validators/format.ctd": "INT(1, 10)\n",
        "data/secret/good.in": "7\n", "data/secret/good.ans": "7\n",
        "data/secret/bad.in": "seven\n", "data/secret/bad.ans": "7\n"}))
    errors = data_errors(problem)
    assert len(errors) == 1 and errors[0].startswith("secret/bad: one_int.py")
    assert "not a number: 'seven" in errors[0]
    assert any("format.ctd" in note for note in problem.notes)


def _installed(name: str) -> list[str]:
    """verifyproblem's filter leaving out the submissions whose toolchain is missing here
    (`judge verify` skips them, saying so; verifyproblem would call them compile errors)."""
    root = PACKAGES / name / "submissions"
    missing = [f"{folder}/{program.name}" for folder, program in programs(root)
               if skipped(program, folder) is not None]
    if not missing:
        return []
    return ["-s", "^(?!(" + "|".join(re.escape(m) for m in missing) + ")$)"]


@pytest.fixture(scope="module")
def theirs():
    """verifyproblem on each package, one at a time in the background while our own verify
    runs: name -> a future of its Run."""
    if VERIFYPROBLEM is None:
        yield {}
        return
    parts = ["config", "data", "validators", "graders", "submissions"]
    with ThreadPoolExecutor(max_workers=1) as pool:
        runs = {name: pool.submit(verifyproblem, PACKAGES / name, parts + _installed(name))
                for name in NAMES}
        if STATEMENT_TOOLS:
            runs.update({("statement", name): pool.submit(verifyproblem, PACKAGES / name,
                                                          ["statement"]) for name in NAMES})
        yield runs


@pytest.fixture(scope="module")
def ours(theirs):
    """`judge verify` on each package of tests/packages: name -> (problem, checks)."""
    found = {}
    for name in NAMES:
        problem = load(PACKAGES / name)
        found[name] = problem, verify(problem, solutions_dir(problem), Options())
    return found


@pytest.mark.parametrize("name", NAMES)
def test_every_submission_of_the_packages_gets_its_folders_verdict(name, ours):
    """`judge verify` on each package of tests/packages: valid data, every submission as
    its folder says (at the limit, or with the margin verifyproblem allows)."""
    problem, checks = ours[name]
    assert data_errors(problem) == []
    assert checks and all(c.ok for c in checks), [
        (str(c.program), c.at_limit, c.report.first_failure) for c in checks if not c.ok]


@needs_verifyproblem
@pytest.mark.parametrize("name", NAMES)
def test_verifyproblem_agrees_submission_by_submission(name, ours, theirs):
    """problemtools' verifyproblem passes the package with no error, and gives every
    submission the verdict `judge verify` gives it (in the format's words), with the extra
    time where ours needed it too."""
    run = theirs[name].result()
    assert run.errors == 0, run.output[-3000:]
    problem, checks = ours[name]
    theirs = run.outcomes()
    mine = {f"{c.folder}/{c.program.name}": (kattis_verdict(
        counted(c.folder, c.report.verdict if c.extra_time else c.at_limit, True),
        problem.interactive), c.extra_time) for c in checks}
    assert {k: (o.verdict, o.extra_time) for k, o in theirs.items()} == mine


@needs_verifyproblem
@pytest.mark.skipif(not STATEMENT_TOOLS, reason="pandoc or lualatex is not installed: "
                    "verifyproblem cannot render the statements (.ci/run installs them)")
@pytest.mark.parametrize("name", NAMES)
def test_verifyproblem_renders_the_statements(name, theirs):
    """The statements pass verifyproblem's statement part (rendered to HTML and PDF)."""
    run = theirs[("statement", name)].result()
    assert run.errors == 0, run.output[-3000:]


def test_the_time_limit_option_reaches_run_and_grade(tmp_path, capsys):
    """--time-limit replaces a package's computed limit in `judge run` and in the workers of
    `judge grade`, and a spinning submission is TLE against it."""
    from judge.cli import main
    spin = PACKAGES / "guess" / "submissions" / "time_limit_exceeded" / "spin.cpp"
    assert main(["run", str(PACKAGES / "guess"), str(spin), "--time-limit", "0.5",
                 "--test", "sample"]) == 1
    assert "over the limit of 0.5 s" in capsys.readouterr().out
    rows = tmp_path / "rows.json"
    assert main(["grade", str(PACKAGES / "guess"), str(spin), "--time-limit", "0.5",
                 "--test", "sample", "--jobs", "2", "--json", str(rows),
                 "--store", str(tmp_path / "store.sqlite")]) == 0
    assert '"verdict": "TLE"' in rows.read_text()
    assert "over the limit of 0.5 s" in rows.read_text()


def test_grade_workers_build_again_what_the_time_limit_was_computed_with(tmp_path, capsys):
    """`judge grade --jobs 2` on an interactive package without a time limit: its interactor,
    built in this process to compute the limit, is built again by the workers (its folder was
    removed before they forked), so their runs are judged, not JE."""
    from judge.cli import main
    root = _package(tmp_path / "echo", {
        "problem.yaml": "problem_format_version: 2023-07-draft\ntype: interactive\n",
        "output_validator/interactor.py": "import sys\nprint('ping', flush=True)\n"
                                          "sys.exit(42 if input() == 'pong' else 43)\n",
        "data/secret/1.in": "", "data/secret/1.ans": "",
        "submissions/accepted/pong.py": "input()\nprint('pong')\n",
        "submissions/accepted/pong2.py": "input()\nprint('pong')  # the same, judged again\n"})
    accepted = sorted(str(p) for p in (root / "submissions" / "accepted").iterdir())
    assert main(["grade", str(root), *accepted, "--jobs", "2", "--no-store"]) == 0
    out = capsys.readouterr().out
    assert "from 2 accepted submission(s)" in out and "2/2 accepted" in out, out
