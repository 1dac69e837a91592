"""One test of a multi-pass problem (the 2023-07 and 2025-09 formats' `type: multi-pass`),
batch or interactive.

Who talks to whom: the judge runs the submission on the test's input, one pass, as any test
of its kind (judge.judging.batch, or judge.judging.relay with the interactor). The output
validator (or interactor) gets a feedback folder that is kept for the whole test; if it
accepts and has written `nextpass.in` into it, the judge runs the submission again, a fresh
process in a fresh working folder, with nextpass.in as its input, and the validator gets
nextpass.in as its input file (the answer file is the test's). Up to the problem's
`limits.validation_passes` passes (the format's default 2).

Who decides the verdict: each pass's is judge.judging.decide's; the test's is made here, by
problemtools' rules (its judge/execute.py): a pass that is not accepted gives the test its
verdict, unless the validator wrote nextpass.in anyway (a judge error); an accepted pass
without nextpass.in ends the test, accepted; nextpass.in after the last allowed pass is a
judge error. The test's CPU time is its slowest pass's (problemtools' runtime); the
transcript has every pass, separated by `---` (the format's .interaction files).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from judge.judging.batch import BatchTest
from judge.judging.channel import Transcript
from judge.judging.results import TestResult
from judge.judging.testrun import Setting
from judge.judging.validators import ProgramValidator
from judge.launch import session
from judge.package.model import Problem, TestCase
from judge.verdict import Verdict

SEPARATOR = "---"


@dataclass(frozen=True)
class KeptFeedback:
    """The output validator of a batch pass, with the test's feedback folder."""

    validator: ProgramValidator
    feedback: Path

    def check(self, input_path, answer_path, output_path, flags=()) -> str:
        return self.validator.check(input_path, answer_path, output_path, flags,
                                    self.feedback)


def run_test(problem: Problem, judging, test: TestCase,
             setting: Setting) -> tuple[TestResult, Transcript]:
    """Every pass of the test, and the test's result."""
    transcript = Transcript(keep_all=setting.keep_transcript)
    passes: list[TestResult] = []
    with session.current().folders.scratch("passes-") as folder:
        feedback = folder / "feedback"
        feedback.mkdir()
        input_path = test.input_path
        for number in range(1, problem.passes + 1):
            result, lines = _one_pass(problem, judging, test, setting, input_path, feedback)
            passes.append(result)
            transcript.lines.extend(([SEPARATOR] if number > 1 else []) + list(lines.lines))
            nextpass = feedback / "nextpass.in"
            if result.verdict is not Verdict.AC:
                if nextpass.is_file():
                    return _combined(test, passes, Verdict.JE, "the output validator wrote "
                                     "nextpass.in but did not accept the pass"), transcript
                return _combined(test, passes), transcript
            if not nextpass.is_file():
                return _combined(test, passes), transcript
            input_path = folder / f"pass{number + 1}.in"
            nextpass.rename(input_path)
    return _combined(test, passes, Verdict.JE, f"the output validator gave no verdict "
                     f"within {problem.passes} passes"), transcript


def _one_pass(problem: Problem, judging, test: TestCase, setting: Setting, input_path: Path,
              feedback: Path) -> tuple[TestResult, Transcript]:
    flags = test.group.validator_flags
    if problem.interactive:
        from judge.judging.relay import RelayedTest
        return RelayedTest(test.name, setting, judging.interactor, input_path,
                           test.answer_path, flags, feedback).run()
    checker = KeptFeedback(judging.checker, feedback)
    return BatchTest(test.name, setting, checker, input_path, test.answer_path,
                     problem.files, flags).run()


def _combined(test: TestCase, passes: list[TestResult], verdict: Verdict | None = None,
              message: str = "") -> TestResult:
    """The test's result: the last pass's, its verdict and message said with the pass's
    number, the slowest pass's CPU time, the passes' wall time and rounds added up."""
    last = passes[-1]
    verdict = verdict or last.verdict
    said = message or last.message
    return replace(
        last, name=test.name, verdict=verdict,
        message=f"pass {len(passes)}: {said}" if said or len(passes) > 1 else said,
        time_s=max(p.time_s for p in passes), wall_s=round(sum(p.wall_s for p in passes), 3),
        rounds=sum(p.rounds for p in passes))
