"""What `judge verify` expects of a package's submissions beyond their folder's verdict
(judge.judging.expectations): the format's counting of MLE and OLE, submissions not judged
(said, never dropped), and verifyproblem's warnings; and what `judge verify` prints of them."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.judging.expectations import counted, counted_note, skipped, warnings
from judge.judging.results import RunReport
from judge.judging.results import TestResult as Result
from judge.judging.verify import Check, TimeLimit
from judge.package.model import TimePolicy
from judge.verdict import EXPECTED_BY_FOLDER, Verdict


def _report(verdict: Verdict, time_s: float = 0.1, score: float = 100,
            max_score: float = 100) -> RunReport:
    test = Result("secret/1", verdict, "", time_s, time_s, 0, 0, "", "")
    return RunReport("p", "s", "C", verdict, score, max_score, (test,))


def _check(folder: str, report: RunReport, package: bool = True) -> Check:
    return Check(Path(f"{folder}/x.c"), folder, EXPECTED_BY_FOLDER[folder], report,
                 package=package)


@pytest.mark.parametrize("verdict", [Verdict.MLE, Verdict.OLE])
def test_mle_and_ole_count_as_rte_in_run_time_error(verdict):
    """In a package's run_time_error/, MLE and OLE are the format's RTE, and it is said."""
    check = _check("run_time_error", _report(verdict))
    assert check.ok and counted("run_time_error", verdict, True) is Verdict.RTE
    assert check.counted_note == f"{verdict.name}, counted as RTE by the format"


def test_ole_counts_as_tle_in_time_limit_exceeded():
    """A flood that never ends is TLE for problemtools: OLE counts as TLE in that folder."""
    check = _check("time_limit_exceeded", _report(Verdict.OLE))
    assert check.ok and check.counted_note == "OLE, counted as TLE by the format"


def test_the_counting_is_the_packages_only_and_its_folders_only():
    """Our own problems keep MLE apart; other folders do not count MLE as anything else."""
    assert not _check("run_time_error", _report(Verdict.MLE), package=False).ok
    assert not _check("wrong_answer", _report(Verdict.MLE)).ok
    assert counted_note("wrong_answer", Verdict.MLE, True) == ""
    assert counted_note("run_time_error", Verdict.RTE, True) == ""


def test_unknown_folders_and_missing_toolchains_are_skipped_with_a_reason(tmp_path,
                                                                         monkeypatch):
    """A program in a folder the judge does not know, or in a language whose compiler is not
    installed, is skipped saying why; a program in a known folder and language is not."""
    table = tmp_path / "languages.yaml"
    table.write_text('nolang:\n  name: Nolang\n  files: "*.nl"\n'
                     '  compile: "no-such-compiler -o {binary} {files}"\n  run: "{binary}"\n')
    monkeypatch.setenv("JUDGE_LANGUAGES", str(table))
    for name in ("a.nl", "b.c"):
        (tmp_path / name).write_text("")
    assert skipped(tmp_path / "a.nl", "accepted").reason == "no-such-compiler not installed"
    assert "slow_accepted/ is not a submissions folder" in \
        skipped(tmp_path / "b.c", "slow_accepted").reason
    assert skipped(tmp_path / "b.c", "accepted") is None


def test_an_accepted_submission_below_full_score_is_warned_about():
    """An accepted submission with less than the full score belongs in partially_accepted/."""
    checks = [_check("accepted", _report(Verdict.AC, score=30)),
              _check("accepted", _report(Verdict.AC))]
    said = warnings(checks, None, TimePolicy())
    assert said == ["accepted/x.c scores 30 of 100: move it to partially_accepted/"]


def test_a_fixed_time_limit_tighter_than_the_computed_one_is_warned_about():
    """A given limit under the slowest accepted time x ac_to_time_limit is reported, with
    the limit it would have computed; a roomy one is not."""
    checks = [_check("accepted", _report(Verdict.AC, time_s=2.3))]
    policy = TimePolicy(given=True, ac_to_time_limit=2.0)
    tight = warnings(checks, TimeLimit(4.0, 6.0, None, True), policy)
    assert tight == ["the fixed time limit (4 s) is tighter than the computed one (5 s: "
                     "slowest accepted 2.30 s x 2)"]
    assert warnings(checks, TimeLimit(5.0, 7.5, None, True), policy) == []


@pytest.mark.slow
def test_verify_prints_skips_counted_verdicts_and_the_time_limit(tmp_path, capsys):
    """`judge verify` lists a skipped submission (an unknown folder: an error) and the format's
    counting, and its JSON holds the time limit it computed; `judge run` still says MLE."""
    from judge.cli import main
    root = tmp_path / "p"
    for name, text in {"problem.yaml": "limits:\n  memory: 64\n",
                       "data/secret/1.in": "1\n", "data/secret/1.ans": "1\n",
                       "submissions/accepted/echo.py": "print(input())\n",
                       "submissions/mixed/echo.py": "print(input())\n",
                       "submissions/run_time_error/hog.py":
                           "blocks = []\nwhile True:\n    blocks.append(bytearray(1 << 24))\n"
                       }.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text)
    assert main(["verify", str(root)]) == 1  # an unknown folder is an error, as verifyproblem's
    out = capsys.readouterr().out
    assert "ERROR mixed/echo.py skipped: mixed/ is not a submissions folder" in out
    assert "got MLE, counted as RTE by the format" in out
    assert main(["verify", str(root), "--json"]) == 1
    data = json.loads(capsys.readouterr().out)
    assert data["time_limit"]["seconds"] == 1.0 and not data["time_limit"]["given"]
    assert data["skipped"][0]["folder"] == "mixed"
    hog = root / "submissions" / "run_time_error" / "hog.py"
    assert main(["run", str(root), str(hog), "--time-limit", "1"]) == 1
    assert "MLE" in capsys.readouterr().out  # judge run keeps the verdict itself
