"""Judging one submission on one problem: prepare it, run the selected tests, score them.

The overall verdict and the score are the default grader's over the tree of test groups
(judge.judging.grading): JE if any test had a judge error, else by default the verdict of the first
test that failed, in test order, else AC; a test scores its group's accept_score when
accepted; a group adds up (or takes the minimum of) its tests' scores, as its testdata.yaml
says; our own problems' samples do not count. A rejected test in a group that says
`on_reject: break` skips the rest of it (judge.package.model.TestGroup.break_scope).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from judge.judging import batch, grading, interactive
from judge.launch import sandbox, session, slots
from judge.faults import EnvironmentFailure
from judge.judging.building import prepare
from judge.judging.judges import judges
from judge.package.model import Problem, TestCase
from judge.launch.process import Limits
from judge.judging.results import RunReport, TestResult
from judge.verdict import Verdict


@dataclass(frozen=True)
class Options:
    test_pattern: str | None = None
    seed: int | None = None
    transcript_dir: Path | None = None
    stop_at_first_failure: bool = False
    limits: Limits | None = None  # overrides the problem's
    pin_cpu: bool = True  # run the judge and the program on its slot's CPU, if it has one
    isolation: str | None = None  # bwrap, uid or none; None: the best this machine has
    observer: object = None  # someone watching our interactors' tests (interactive.Context)


def judge_submission(problem: Problem, submission: Path, options: Options = Options(),
                     progress=None) -> RunReport:
    """The submission's report; a failure of the judge's environment is its JE, with why."""
    try:
        return _judge(problem, submission, options, progress)
    except EnvironmentFailure as failure:
        tests = problem.select(options.test_pattern)
        return RunReport(problem.short_name, str(submission), "?", Verdict.JE, 0.0,
                         grading.max_score(problem.folders, tests, problem.ours),
                         seed=options.seed, judge_error=str(failure))


def _judge(problem: Problem, submission: Path, options: Options, progress) -> RunReport:
    tests = problem.select(options.test_pattern)
    box = sandbox.resolve(options.isolation)
    limits = options.limits or problem.limits
    with session.current().folders.scratch("build-") as build:
        build.chmod(0o755)  # the program, under its own uid, runs (and imports) from here
        prepared = prepare(Path(submission), build, box, limits.memory_mib)
        if prepared.argv is None:
            top = grading.max_score(problem.folders, tests, problem.ours)
            return RunReport(problem.short_name, str(submission), prepared.language, Verdict.CE,
                             0.0, top, compile_message=prepared.compile_message,
                             seed=options.seed)
        # A runtime that cannot start under an address-space cap (a JVM) is judged on its
        # resident peak alone.
        run_options = replace(options, limits=replace(
            limits, address_space=limits.address_space and prepared.address_space))
        results = []
        stops = grading.Stops()
        for test in tests:
            if stops.skips(test):
                continue
            result = _run_one(problem, list(prepared.argv), test, run_options, box, build)
            results.append(replace(result, score=test.group.score(result.verdict)))
            if progress:
                progress(result)
            if result.verdict is not Verdict.AC and options.stop_at_first_failure:
                break
            stops.note(test, result.verdict)
    graded = grading.grade(problem.folders, tests, {r.name: r.verdict for r in results},
                           problem.ours)
    return RunReport(
        problem=problem.short_name, submission=str(submission), language=prepared.language,
        verdict=graded.verdict, score=graded.score,
        max_score=grading.max_score(problem.folders, tests, problem.ours),
        tests=tuple(results), seed=options.seed,
    )


def _run_one(problem: Problem, argv: list[str], test: TestCase, options: Options,
             box: sandbox.Sandbox, build: Path) -> TestResult:
    # Test data is validated by `judge verify` (and the test suite), not on every run: the
    # validator of a large input can take longer than the program.
    limits = options.limits or problem.limits
    cpu = slots.current().cpu() if options.pin_cpu else None
    judging = judges(problem)
    keep = options.transcript_dir is not None
    if problem.passes > 1:
        from judge.judging import multipass, testrun  # multi-pass packages only
        result, transcript = multipass.run_test(problem, judging, test, testrun.Setting(
            tuple(argv), limits, box, cpu, (build,), keep))
        return _kept(result, transcript, test, options)
    if not problem.interactive:
        return batch.run_test(argv, judging.checker, test.name, test.input_path,
                              test.answer_path, limits, box, problem.files, cpu,
                              readable=(build,), flags=test.group.validator_flags)
    if judging.interactor is not None:
        from judge.judging import relay  # only packages with an interactor program need it
        result, transcript = relay.run_test(
            argv, judging.interactor, test.name, test.input_path, test.answer_path,
            test.group.validator_flags, limits, box, keep_transcript=keep, cpu=cpu,
            readable=(build,))
    else:
        result, transcript = interactive.run_test(
            argv, judging.interact, test.name, test.input_path.read_text(), limits, box,
            seed=options.seed, keep_transcript=keep, cpu=cpu, readable=(build,),
            observer=options.observer)
    return _kept(result, transcript, test, options)


def _kept(result: TestResult, transcript, test: TestCase, options: Options) -> TestResult:
    """The result, its transcript written where --transcripts says."""
    if options.transcript_dir is not None:
        out = Path(options.transcript_dir) / (test.name.replace("/", "_") + ".interaction")
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(transcript.text())
    return result
