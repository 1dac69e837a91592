"""Running one test of a batch problem.

Who talks to whom: nobody, while the program runs. It runs alone, in a fresh working directory
that holds only the test's input: as the problem's input file (`nim.in`) when the problem has
file I/O, or else on its stdin. It writes its answer to the problem's output file (`nim.out`)
in that directory, or else to stdout. stdout and stderr go to files outside the directory.

In what order: the program runs to its end (or to the wall limit); then, if it ended well,
the problem's checker (judge.judging.validators: our Python checker, a package's output validator
program, or the format's default validator) gets the test's input, the expected answer and
the program's output.

Who decides the verdict: judge.judging.decide, the one place for every kind of test. The program's
own fate comes first (TLE, MLE, OLE, RTE; then, if the judge stopped it at the wall limit,
TLE if it was computing, starved of a CPU by other work, or else ILE),
as in the package format, where run-time verdicts precede the output check. Then the checker,
asked only then: a Violation is PE or WA; anything else it raises (a ValidatorFault, a bug)
is JE; otherwise AC, with what the checker said.
"""

from __future__ import annotations

import traceback
from pathlib import Path

from judge.faults import Fault, Violation
from judge.judging.decide import Interaction, JudgeFault, idle_message
from judge.package.model import STDIO, FileIO
from judge.launch.process import MIB, Limits, ProcessOutcome, RunningProgram
from judge.judging.results import TestResult
from judge.launch.sandbox import Sandbox, stage_input
from judge.judging.testrun import OneTest, Setting
from judge.judging.validators import ValidatorFault


def run_test(argv: list[str], checker, name: str, input_path: Path, answer_path: Path,
             limits: Limits, sandbox: Sandbox, files: FileIO = STDIO, cpu: int | None = None,
             readable: tuple[Path, ...] = (), flags: tuple[str, ...] = ()) -> TestResult:
    """Run the program on one test and check what it wrote."""
    setting = Setting(tuple(argv), limits, sandbox, cpu, readable)
    return BatchTest(name, setting, checker, input_path, answer_path, files, flags).run()[0]


class BatchTest(OneTest):
    """The interaction step: none while the program runs, but waiting for its end (or the
    wall limit); then the checker, for a program that ended well."""

    def __init__(self, name: str, setting: Setting, checker, input_path: Path,
                 answer_path: Path, files: FileIO, flags: tuple[str, ...]):
        super().__init__(name, setting)
        self._checker, self._input, self._answer = checker, input_path, answer_path
        self._files, self._flags = files, flags
        self._opened: list = []

    def streams(self) -> dict:
        files, work, tmp = self._files, self.work, self.tmp
        binds = stage_input(self.setting.box, self._input, work / files.input_name) \
            if files.input_name else ()
        stdin = open(self._input if not files.input_name else "/dev/null", "rb")
        stdout = open(tmp / "stdout", "wb")
        self._opened = [stdin, stdout]
        return {"stdin": stdin, "stdout": stdout, "binds": binds,
                "staged": (files.input_name,) if files.input_name else ()}

    def interact(self, program: RunningProgram) -> bool:
        for f in self._opened:  # the program has its own copies
            f.close()
        return program.wait(self.limits.wall_s) is None  # timed out

    def close(self) -> None:
        for f in self._opened:
            f.close()

    def conclude(self, timed_out: bool, out: ProcessOutcome) -> Interaction:
        if timed_out:
            return Interaction(idle=idle_message(self.limits, out), at_wall=True)
        files, stdout_path = self._files, self.tmp / "stdout"
        graded = self.work / files.output_name if files.output_name else stdout_path
        return Interaction(later=lambda: _check(
            self._checker, self._input, self._answer, graded, stdout_path, files, self.limits,
            self._flags))


def _check(checker, input_path: Path, answer_path: Path, graded: Path, stdout_path: Path,
           files: FileIO, limits: Limits, flags: tuple[str, ...]) -> Violation | JudgeFault | str:
    if graded.is_symlink() or (graded.exists() and not graded.is_file()):
        return Violation(Fault.WRONG, f"{graded.name} is not a regular file")
    if not graded.is_file():
        wrote = stdout_path.stat().st_size
        hint = f" (the program wrote {wrote} bytes to stdout: it must write {files.output_name})" \
            if wrote else ""
        return Violation(Fault.WRONG, f"no file {files.output_name}{hint}")
    if graded.stat().st_size > limits.output_mib * MIB:
        return Violation(Fault.WRONG, f"{graded.name} is over {limits.output_mib} MiB")
    try:
        return checker.check(input_path, answer_path, graded, flags)
    except Violation as violation:
        return violation
    except ValidatorFault as fault:
        return JudgeFault(str(fault))
    except Exception:  # the problem's own checker failed
        return JudgeFault("the checker failed:\n" + traceback.format_exc(limit=-4))

