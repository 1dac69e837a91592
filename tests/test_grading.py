"""The default grader over the tree of test groups (judge.judging.grading)."""

from __future__ import annotations

from pathlib import Path

from judge.judging.grading import grade, max_score
from judge.package.problem import load
from judge.verdict import Verdict

AC, WA, TLE, JE = Verdict.AC, Verdict.WA, Verdict.TLE, Verdict.JE


def _problem(root: Path, groups: dict[str, str], tests: list[str], root_yaml: str = ""):
    (root / "data").mkdir(parents=True)
    (root / "problem.yaml").write_text("type: scoring\n")
    (root / "data" / "testdata.yaml").write_text(root_yaml)
    for folder, yaml in groups.items():
        (root / "data" / folder).mkdir(parents=True, exist_ok=True)
        (root / "data" / folder / "testdata.yaml").write_text(yaml)
    for name in tests:
        (root / "data" / f"{name}.in").parent.mkdir(parents=True, exist_ok=True)
        (root / "data" / f"{name}.in").write_text("")
    return load(root)


def _grade(problem, verdicts: dict[str, Verdict], ours: bool = False):
    tests = [t for t in problem.tests if t.name in verdicts]
    return grade(problem.folders, tests, verdicts, ours)


def test_groups_scores_and_first_error(tmp_path):
    """A min group is all or nothing, groups add up, and the verdict is the first error."""
    problem = _problem(tmp_path, {
        "secret": "on_reject: continue\n",
        "secret/g1": "grader_flags: min\naccept_score: 30\n",
        "secret/g2": "grader_flags: min\naccept_score: 70\n"},
        ["sample/1", "secret/g1/1", "secret/g1/2", "secret/g2/1"],
        "on_reject: continue\ngrader_flags: ignore_sample\n")
    assert max_score(problem.folders, problem.tests, False) == 100
    graded = _grade(problem, {"sample/1": WA, "secret/g1/1": AC, "secret/g1/2": AC,
                              "secret/g2/1": TLE})
    assert (graded.verdict, graded.score) == (TLE, 30)  # the sample is ignored
    graded = _grade(problem, {"secret/g1/1": AC, "secret/g1/2": WA, "secret/g2/1": AC})
    assert (graded.verdict, graded.score) == (WA, 70)


def test_accept_if_any_accepted_gives_partial_acceptance(tmp_path):
    """With accept_if_any_accepted a group is accepted when one child is: a partial score."""
    problem = _problem(tmp_path, {
        "secret": "on_reject: continue\ngrader_flags: sum accept_if_any_accepted\n",
        "secret/g1": "accept_score: 30\n", "secret/g2": "accept_score: 70\n"},
        ["secret/g1/1", "secret/g2/1"], "on_reject: continue\n")
    graded = _grade(problem, {"secret/g1/1": AC, "secret/g2/1": WA})
    assert (graded.verdict, graded.score) == (AC, 30)
    assert _grade(problem, {"secret/g1/1": WA, "secret/g2/1": WA}).verdict is WA


def test_avg_max_and_worst_error(tmp_path):
    """avg and max combine the scores; worst_error takes the most severe verdict."""
    problem = _problem(tmp_path, {"secret": "grader_flags: avg worst_error\non_reject: continue\n"},
                       ["secret/1", "secret/2", "secret/3", "secret/4"],
                       "grader_flags: max\n")
    graded = _grade(problem, {"secret/1": WA, "secret/2": TLE, "secret/3": AC, "secret/4": AC})
    assert (graded.verdict, graded.score) == (TLE, 0.5)


def test_a_judge_error_anywhere_is_the_verdict(tmp_path):
    """JE wins over every other verdict, even an acceptance."""
    problem = _problem(tmp_path, {"secret": "grader_flags: always_accept\n"},
                       ["secret/1", "secret/2"])
    assert _grade(problem, {"secret/1": AC, "secret/2": JE}).verdict is JE


def test_our_problems_samples_fail_the_run_but_score_nothing(tmp_path):
    """Our own problems: a failed sample is the verdict; samples never add to the score."""
    problem = _problem(tmp_path, {}, ["sample/1", "secret/1"])
    graded = _grade(problem, {"sample/1": WA, "secret/1": AC}, ours=True)
    assert (graded.verdict, graded.score) == (WA, 1)
    assert max_score(problem.folders, problem.tests, True) == 1
