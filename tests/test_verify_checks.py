"""What `judge verify` checks of a package besides its submissions' verdicts, as verifyproblem
does: the lint (judge.package.lint), the validators fuzzed (judge.judging.fuzz), submissions
sensitive to the time limit; and the flags -s, -e, -b, -j. Each check fires on a package
broken for it (a copy of tests/packages/twopass, changed) and stays quiet on the good ones."""

from __future__ import annotations

import json
import os
import shutil
import signal
from pathlib import Path

import pytest

from judge.cli import main
from judge.judging.answers import check_answers
from judge.judging.fuzz import fuzz
from judge.judging import verify_pool
from judge.judging.results import RunReport
from judge.judging.runner import Options
from judge.judging.verify import Check
from judge.package.lint import lint
from judge.package.problem import load
from judge.verdict import Verdict

PACKAGES = Path(__file__).parent / "packages"
NAMES = sorted(p.name for p in PACKAGES.iterdir() if (p / "problem.yaml").is_file())


def _copy(tmp_path: Path, name: str = "twopass") -> Path:
    root = tmp_path / name
    shutil.copytree(PACKAGES / name, root)
    return root


def _messages(root: Path, version: str = "2023-07-draft") -> list[tuple[bool, str]]:
    return [(f.error, f.message) for f in lint(root, version)]


@pytest.mark.parametrize("name", NAMES)
def test_lint_is_quiet_on_the_test_packages(name):
    """The packages of tests/packages have nothing to lint."""
    problem = load(PACKAGES / name)
    assert lint(problem.path, problem.format_version) == []


def _rename_secret(root):
    (root / "data" / "secret").rename(root / "data" / "hidden")


def _drop(key):
    def change(root):
        yaml = root / "problem.yaml"
        yaml.write_text("".join(line for line in yaml.read_text().splitlines(True)
                                if not line.startswith(key + ":")))
    return change


def _write(name, text):
    def change(root):
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    return change


def _append(name, text):
    def change(root):
        with open(root / name, "a") as f:
            f.write(text)
    return change


@pytest.mark.parametrize("change, error, said", [
    (_write("submissions/accepted/my solution.py", "print(0)\n"), True, "invalid file name"),
    (_write("data/secret/04_same.in", "1 -5 5\n"), False, "identical input files"),
    (_drop("uuid"), True, "no uuid"),
    (_drop("license"), False, "license is 'unknown'"),
    (_write("submisions/x.py", ""), False, 'unknown folder "submisions" (a typo of '
                                           '"submissions"?)'),
    (_write("problem_statement/problem.en.tex", ""), False, "not part of format version"),
    (_append("problem.yaml", "colour: blue\n"), True, "unknown key 'colour'"),
    (_write("data/secret/testdata.yaml", "on_rejct: break\n"), False,
     "unknown key 'on_rejct'"),
    (_rename_secret, True, "no secret data"),
    (_write("data/secret/05_alone.in", "1 1 1\n"), True, "05_alone.in: no answer file"),
    (lambda root: shutil.rmtree(root / "input_validators"), True, "no input validators"),
    (_write("output_validator/second.py", ""), True, "2 output validators"),
    (lambda root: (root / "output_validator" / "validate.py").rename(
        root / "output_validator" / "validate.rb"), True, "not in C, C++ or Python 3"),
])
def test_each_lint_check_fires(tmp_path, change, error, said):
    """A package broken in one way gets the one finding, an error where verifyproblem's is."""
    root = _copy(tmp_path)
    change(root)
    found = _messages(root)
    assert [e for e, m in found if said in m] == [error], found


@pytest.mark.parametrize("text, said", [
    (b"0", "does not end with a newline"),
    (b"0\r\n", "has line breaks other than \\n"),
    (b"\xff\n", "is not UTF-8"),
])
def test_each_check_of_a_test_file_fires(tmp_path, text, said):
    """An answer file without a final newline, with \\r, or not UTF-8: a warning."""
    root = _copy(tmp_path)
    (root / "data" / "secret" / "01_zero.ans").write_bytes(text)
    found = _messages(root)
    assert found == [(False, f"data/secret/01_zero.ans {said}")], found


def test_answers_the_output_validator_rejects(tmp_path):
    """anypair: a sample's answer its validator rejects as output is an error; a secret
    answer rejected while the others are accepted, a warning; the good package, nothing."""
    assert check_answers(load(PACKAGES / "anypair")) == []
    root = _copy(tmp_path, "anypair")
    (root / "data" / "sample" / "1.ans").write_text("1 1\n")
    (root / "data" / "secret" / "01_single.ans").write_text("1 1\n")
    found = [(f.error, f.message.split(" (")[0]) for f in check_answers(load(root))]
    assert (True, "the answer file of sample/1 as output: WA") in found, found
    assert any(not e and m.endswith("on 1/8 secret tests")
               for e, m in found), found


def test_a_missing_uuid_is_only_a_warning_in_the_legacy_format(tmp_path):
    """Legacy packages need no uuid (verifyproblem warns); 2023-07 ones do (an error)."""
    root = _copy(tmp_path, "guess")
    _drop("uuid")(root)
    assert (False, "problem.yaml: no uuid") in _messages(root, "legacy")


def test_a_short_name_must_be_lowercase_letters_and_digits(tmp_path):
    """The package's folder name is its short name: [a-z0-9]+, as verifyproblem says."""
    root = _copy(tmp_path)
    root = root.rename(tmp_path / "two_pass")
    assert any(e and "invalid short name" in m for e, m in _messages(root))


@pytest.mark.slow
@pytest.mark.parametrize("name", NAMES)
def test_fuzzing_is_quiet_on_the_test_packages(name):
    """Every validator of tests/packages rejects the junk and stays up on it."""
    assert fuzz(load(PACKAGES / name)) == []


ACCEPT_ALL = "import sys\nsys.stdin.buffer.read()\nsys.exit(42)\n"


def test_an_input_validator_that_accepts_anything_is_warned_of(tmp_path):
    """An input validator that accepts an empty file, junk and every mutation of the data:
    a warning for each, as verifyproblem gives."""
    root = _copy(tmp_path)
    (root / "input_validators" / "validate.py").write_text(ACCEPT_ALL)
    found = [(f.error, f.message) for f in fuzz(load(root))]
    said = [m for e, m in found if not e]
    assert "no input validator rejects an empty file" in said, found
    assert "no input validator rejects leading zeros added to integers" in said
    assert "no input validator rejects spaces added to the end of a line" in said
    assert not any(e for e, _ in found)


def test_an_output_validator_that_crashes_on_garbage_is_an_error(tmp_path):
    """An output validator that fails on bytes that are not UTF-8 (`\\x80`): a judge error
    on garbage output, which must be WA: an error of verify."""
    root = _copy(tmp_path)
    validator = root / "output_validator" / "validate.py"
    validator.write_text(validator.read_text().replace(
        "tokens = sys.stdin.buffer.read().split()",
        "tokens = sys.stdin.buffer.read().decode('utf-8').encode().split()"))
    found = [(f.error, f.message) for f in fuzz(load(root))]
    assert any(e and "'\\x80'" in m and "judge error" in m for e, m in found), found


def test_an_output_validator_that_does_not_build_is_one_error(tmp_path):
    """A validator that does not build is said once, not once per junk file."""
    root = _copy(tmp_path)
    (root / "output_validator" / "validate.py").write_text("def broken(:\n")
    found = [(f.error, f.message) for f in fuzz(load(root))]
    assert len(found) == 1 and found[0][0] and "(not fuzzed)" in found[0][1], found


@pytest.mark.slow
def test_an_output_validator_that_accepts_anything_is_warned_of(tmp_path):
    """An output validator that accepts an empty output: a warning ("gets AC")."""
    root = _copy(tmp_path)
    (root / "output_validator" / "validate.py").write_text(ACCEPT_ALL)
    found = [(f.error, f.message) for f in fuzz(load(root))]
    assert (False, "an empty file as output gets AC") in found, found


def _report(verdict: Verdict) -> RunReport:
    return RunReport("p", "x.py", "Python", verdict, 0.0, 1.0)


def test_a_verdict_that_changes_within_the_margin_is_sensitive():
    """WA with the margin but TLE at the limit is sensitive to the time limit, and so is AC
    at both with another score; the same verdict and score at both is not; our own problems
    (no margin) never are."""
    wrong = frozenset({Verdict.WA})
    assert Check(Path("x.py"), "wrong_answer", wrong, _report(Verdict.WA), Verdict.TLE).sensitive
    assert not Check(Path("x.py"), "wrong_answer", wrong, _report(Verdict.WA),
                     Verdict.WA).sensitive
    assert not Check(Path("x.py"), "wrong_answer", wrong, _report(Verdict.WA)).sensitive
    accepted = frozenset({Verdict.AC})
    assert Check(Path("x.py"), "partially_accepted", accepted, _report(Verdict.AC),
                 Verdict.AC, score_changes=True).sensitive


def test_a_score_that_changes_within_the_margin_is_sensitive():
    """groups: every test AC, one of group2 in 1.5 s; at a 1 s limit that test is TLE, group2
    scores nothing, the submission is still AC (accept_if_any_accepted) with 30 points, not
    100: sensitive, by its score."""
    from judge.judging.results import TestResult
    from judge.judging.verify import _check, TimeLimit
    problem = load(PACKAGES / "groups")
    tests = tuple(TestResult(t.name, Verdict.AC, "", 1.5 if t.name.endswith("group2/01_mixed")
                             else 0.1, 0.2, 0, 0, "exit status 0", "")
                  for t in problem.tests)
    report = RunReport("groups", "x.py", "Python", Verdict.AC, 100.0, 100.0, tests)
    check = _check(problem, Path("x.py"), "accepted", TimeLimit(1.0, 2.0, None, True), report)
    assert check.at_limit is Verdict.AC and check.score_changes and check.sensitive
    quick = _check(problem, Path("x.py"), "accepted", TimeLimit(2.0, 4.0, None, True), report)
    assert not quick.sensitive


def _verify(capsys, root: Path, *flags: str) -> tuple[int, dict]:
    code = main(["verify", str(root), "--json", *flags])
    return code, json.loads(capsys.readouterr().out)


@pytest.mark.slow
def test_werror_makes_a_warning_fail(tmp_path, capsys):
    """A warning alone (no license) leaves the exit status 0; with --werror it is 1."""
    root = _copy(tmp_path)
    _drop("license")(root)
    code, said = _verify(capsys, root, "-s", "accepted/solve.py")
    assert code == 0 and any("license" in w for w in said["warnings"]), said
    assert _verify(capsys, root, "-s", "accepted/solve.py", "--werror")[0] == 1


def test_the_submission_filter_selects_by_folder_and_name(tmp_path, capsys):
    """-s is a regular expression searched in folder/name, as verifyproblem's."""
    code, said = _verify(capsys, PACKAGES / "twopass", "-s", "^wrong_answer/")
    assert code == 0
    assert [s["folder"] + "/" + Path(s["program"]).name for s in said["solutions"]] == \
        ["wrong_answer/one_pass.py"]


def test_bail_stops_before_the_submissions_at_an_error(tmp_path, capsys):
    """An error of the package's lint with --bail: no submission is judged; exit 1."""
    root = _copy(tmp_path)
    _append("problem.yaml", "colour: blue\n")(root)
    code, said = _verify(capsys, root, "--bail")
    assert code == 1 and said["solutions"] == [] and said["errors"], said


@pytest.mark.slow
def test_parallel_verification_gives_the_same_checks(capsys):
    """-j 2 (grade's workers, each in its slot) gives every submission the verdict that one
    process gives it."""
    one = _verify(capsys, PACKAGES / "twopass")
    two = _verify(capsys, PACKAGES / "twopass", "-j", "2")
    assert one[0] == two[0] == 0

    def verdicts(said):
        return [(s["program"], s["verdict"], s["ok"]) for s in said["solutions"]]
    assert verdicts(one[1]) == verdicts(two[1])


def test_a_verification_worker_that_dies_makes_its_submission_je_at_once(monkeypatch):
    """-j 2: a worker killed while judging one submission makes that one JE, not judged again
    (a problem setter wants to know); the others are judged as usual."""
    problem = load(PACKAGES / "twopass")
    programs = sorted((PACKAGES / "twopass" / "submissions" / "accepted").iterdir())[:2]
    real = verify_pool._judge_one

    def judge_one(problem, program, options):
        if program == programs[0]:
            os.kill(os.getpid(), signal.SIGKILL)
        return real(problem, program, options)
    monkeypatch.setattr(verify_pool, "_judge_one", judge_one)
    told = {}
    verify_pool.judge_all(problem, programs, Options(), 2,
                          lambda program, report: told.setdefault(program, report) or True)
    assert told[programs[0]].verdict is Verdict.JE
    assert told[programs[0]].judge_error == ("its verification worker died while judging it "
                                             "(killed by SIGKILL)")
    assert told[programs[1]].verdict is Verdict.AC


@pytest.mark.slow
def test_a_submission_that_changes_verdict_within_the_margin_is_warned_of(tmp_path, capsys):
    """A wrong answer after 1.2 s of CPU, limit 1 s, margin 1.5 s: TLE at the limit, WA with
    the margin: accepted as WA with extra time, and a warning that it is sensitive."""
    root = _copy(tmp_path)
    (root / "submissions" / "wrong_answer" / "slow_wrong.py").write_text(
        "import time\nstart = time.process_time()\n"
        "while time.process_time() - start < 1.2:\n    pass\nprint(0)\n")
    code, said = _verify(capsys, root, "-s", "slow_wrong")
    (check,) = said["solutions"]
    assert (check["verdict"], check["verdict_at_limit"]) == ("WA", "TLE"), check
    assert check["ok"] and check["extra_time"] and check["sensitive"]
    assert said["warnings"] == ["wrong_answer/slow_wrong.py sensitive to time limit: TLE at "
                                "the limit, WA with its margin"]
    assert code == 0
