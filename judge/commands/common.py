"""What the judging commands (run, verify, grade) share: the problem loaded and checked, the
request checked before any judging (one `judge:` line and exit status 2 if it cannot be
served), the options, and a package's computed time limit."""

from __future__ import annotations

import os
import sys
from dataclasses import replace
from pathlib import Path

from judge.launch import sandbox
from judge.judging.building import not_a_submission
from judge.commands import render
from judge.judging.judges import judges
from judge.package.model import ProblemError
from judge.package.problem import load
from judge.judging.runner import Options


class Refused(Exception):
    """The request cannot be served: said in one line, exit status 2, nothing judged."""


def prepare(args):
    """(problem, options) for a judging command, or Refused."""
    try:
        problem = load(args.problem)
        judges(problem)  # built now: a broken interactor.py or checker.py stops us here
    except ProblemError as err:
        raise Refused(str(err)) from None
    unusable = _before_judging(problem, args)
    if unusable:  # it may name a submission's file, as its author chose
        raise Refused(render.visible(unusable))
    try:
        box = sandbox.resolve(args.isolation)
    except sandbox.IsolationUnavailable as err:
        raise Refused(str(err)) from None
    options = Options(test_pattern=args.test, seed=args.seed,
                      transcript_dir=getattr(args, "transcript", None), pin_cpu=not args.no_pin,
                      isolation=box.mode)
    if args.time_limit is not None:
        problem = replace(problem, limits=problem.limits.with_cpu(args.time_limit),
                          time_policy=replace(problem.time_policy, given=True))
    for note in problem.notes:
        print(f"judge: note: {note}", file=sys.stderr)
    return problem, options


def _before_judging(problem, args) -> str:
    """What makes the command fail whatever the submissions do, said before any judging (a
    run that judges nothing, or cannot write its results at the end): why, or ""."""
    if args.command == "grade":
        files = [("--json", args.json), ("--csv", args.csv), ("--junit", args.junit)]
        return _selection_error(problem, args.test) or _submissions_error(args.submissions) \
            or next((e for e in (_output_file_error(o, p) for o, p in files) if e), "")
    submissions = [args.submission] if args.command == "run" else []
    return _selection_error(problem, args.test) or _submissions_error(submissions) or \
        _transcript_error(args.transcript) or _output_file_error("--junit",
                                                                 getattr(args, "junit", None))


def _submissions_error(submissions: list[Path]) -> str:
    """Why some submissions cannot be judged at all (each named), or "": a submission is a
    regular file or a folder."""
    bad = [why for why in map(not_a_submission, submissions) if why]
    if len(bad) > 1:
        return f"{len(bad)} submissions cannot be judged: " + "; ".join(bad)
    return bad[0] if bad else ""


def _transcript_error(folder: Path | None) -> str:
    """--transcript's folder, created now: why it cannot be, or cannot be written; or ""."""
    if folder is None:
        return ""
    if folder.exists() and not folder.is_dir():
        return f"--transcript {folder}: is a file, not a folder"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as err:  # it, or a folder on the way, is a file; or no permission
        return f"--transcript {folder}: cannot create the folder ({err.strerror})"
    if not os.access(folder, os.W_OK | os.X_OK):
        return f"--transcript {folder}: cannot write in the folder"
    return ""


def _output_file_error(option: str, path: Path | None) -> str:
    """Why grade could not write a results file once it has judged, or "". The file itself
    is written at the end only: an interrupted grading leaves the previous one as it was."""
    if path is None:
        return ""
    if path.is_dir():
        return f"{option} {path}: is a folder"
    if path.exists():
        return "" if os.access(path, os.W_OK) else f"{option} {path}: cannot write the file"
    if not path.parent.is_dir():
        return f"{option} {path}: no folder {path.parent}"
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return f"{option} {path}: cannot write in the folder {path.parent}"
    return ""


def _selection_error(problem, pattern: str | None) -> str:
    """Why --test selects no test (naming a few of those there are), or ""."""
    if problem.select(pattern):
        return ""
    names = [t.name for t in problem.tests]
    some = ", ".join(names[:_SHOWN_TESTS]) + (", ..." if len(names) > _SHOWN_TESTS else "")
    return (f"--test {pattern!r} selects none of the {len(names)} tests of {problem.path} "
            f"({some})")


_SHOWN_TESTS = 6  # test names an error message lists





def computed_time_limit(problem, options: Options, quiet: bool):
    """A package without a time limit, for `judge run` and `judge grade`: the limit its
    accepted submissions give, as verify computes it."""
    from judge.judging.verify import solutions_dir, time_limit
    limit, reports = time_limit(problem, solutions_dir(problem),
                                replace(options, test_pattern=None, stop_at_first_failure=True))
    if not quiet:
        source = (f"from {len(reports)} accepted submission(s), slowest {limit.slowest_s:.2f} s"
                  if reports else "no accepted submissions to compute it from: the default")
        print(f"time limit {limit.seconds:g} s ({source}; --time-limit sets one)")
    return replace(problem, limits=problem.limits.with_cpu(limit.seconds))


