"""A submission's verdict and score from its tests', as the package format's default grader
computes them over the tree of test groups (data/, data/sample, data/secret/<group>, ...).

A group's children are its tests and subgroups, in name order; a test scores its group's
accept_score when accepted, else its reject_score; a child not run (after an `on_reject:
break`) is left out. A group's `grader_flags`:
    first_error (default)   its verdict is its first rejected child's (else AC)
    worst_error             ... its worst child's
    always_accept           ... AC
    accept_if_any_accepted  ... AC as soon as one child is accepted
    sum (default), avg, min, max    how its children's scores make its score
    ignore_sample           (the root) the sample group counts for nothing
A judge error anywhere is the submission's verdict. Our own problems grade the same way,
except that their samples never add to the score (a failed sample still fails the run).
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.verdict import Verdict


@dataclass(frozen=True)
class Graded:
    verdict: Verdict
    score: float


def grade(folders: dict, tests, results: dict[str, Verdict], samples_score_nothing: bool) -> Graded:
    """The verdict and score of the tests run (results: test name -> verdict); `folders`:
    folder name ("" for data/ itself) -> its TestGroup."""
    graded = _grade("", folders, tests, results, samples_score_nothing) or \
        Graded(Verdict.AC, 0.0)
    if any(v is Verdict.JE for v in results.values()):
        return Graded(Verdict.JE, graded.score)
    return graded


class Stops:
    """The folders whose remaining tests are not run after a rejection (`on_reject: break`,
    judge.package.model.TestGroup.break_scope), in the order the tests run."""

    def __init__(self):
        self.scopes: list[str] = []

    def skips(self, test) -> bool:
        return any(scope == "" or test.name.startswith(scope + "/") for scope in self.scopes)

    def note(self, test, verdict: Verdict) -> None:
        if verdict is not Verdict.AC and test.group.break_scope is not None:
            self.scopes.append(test.group.break_scope)


def max_score(folders: dict, tests, samples_score_nothing: bool) -> float:
    """The score when every test is accepted."""
    graded = _grade("", folders, tests, {t.name: Verdict.AC for t in tests},
                    samples_score_nothing)
    return graded.score if graded is not None else 0.0


def _grade(folder: str, folders: dict, tests, results, samples_score_nothing) -> Graded | None:
    group = folders[folder]
    children: list[tuple[str, Graded]] = []
    for name, is_test in _children(folder, folders, tests):
        if is_test:
            if name not in results:
                continue
            verdict = results[name]
            children.append((name, Graded(verdict, group.score(verdict))))
        else:
            sub = _grade(name, folders, tests, results, samples_score_nothing)
            if sub is not None:
                children.append((name, sub))
    if not children:
        return None
    flags = set(group.grader_flags)
    if folder == "" and "ignore_sample" in flags:
        children = [(n, g) for n, g in children if n != "sample"]
    combined = _combine([g for _, g in children], flags)
    if folder == "" and samples_score_nothing:  # our problems: a failed sample still fails
        scored = _combine([g for n, g in children if n != "sample"], flags)
        combined = Graded(combined.verdict, scored.score)
    return combined


def _children(folder: str, folders: dict, tests) -> list[tuple[str, bool]]:
    """Tests and subfolders directly in folder, in name order (as the format sorts them)."""
    prefix = folder + "/" if folder else ""
    items = [(t.name, True) for t in tests if t.group.name == folder]
    items += [(name, False) for name in folders
              if name and name.startswith(prefix) and "/" not in name[len(prefix):]]
    return sorted(items, key=lambda item: item[0].rsplit("/", 1)[-1])


def _combine(children: list[Graded], flags: set[str]) -> Graded:
    if not children:
        return Graded(Verdict.AC, 0.0)
    rejected = [g.verdict for g in children if g.verdict is not Verdict.AC]
    if "always_accept" in flags or not rejected or (
            "accept_if_any_accepted" in flags and len(rejected) < len(children)):
        verdict = Verdict.AC
    elif "worst_error" in flags:
        verdict = max(rejected)
    else:
        verdict = rejected[0]
    scores = [g.score for g in children]
    if "min" in flags:
        score = min(scores)
    elif "max" in flags:
        score = max(scores)
    elif "avg" in flags:
        score = sum(scores) / len(scores)
    else:
        score = sum(scores)
    return Graded(verdict, score)
