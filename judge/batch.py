"""Running one test of a batch problem.

Who talks to whom: nobody, while the program runs. It runs alone, in a fresh working directory
that holds only the test's input: as the problem's input file (`nim.in`) when the problem has
file I/O, or else on its stdin. It writes its answer to the problem's output file (`nim.out`)
in that directory, or else to stdout. stdout and stderr go to files outside the directory.

In what order: the program runs to its end (or to the wall limit); then, if it ended well,
the problem's checker (judge.validators: our Python checker, a package's output validator
program, or the format's default validator) gets the test's input, the expected answer and
the program's output.

Who decides the verdict: `decide`, here. The program's own fate comes first (TLE, MLE, OLE,
RTE, in judge.fate's order; then ILE if the judge stopped it at the wall limit while it used
little CPU), as in the package format, where run-time verdicts precede the output check. Then
the checker: a Violation is PE or WA; anything else it raises (a ValidatorFault, a bug) is
JE; otherwise AC, with what the checker said.
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass
from pathlib import Path

from judge.channel import Fault, Violation
from judge.fate import resource_verdict
from judge.interactive import JudgeFault
from judge.process import MIB, Limits, ProcessOutcome, RunningProgram
from judge.results import TestResult
from judge.sandbox import Sandbox, stage_input, workspace
from judge.validators import ValidatorFault
from judge.verdict import Verdict


@dataclass(frozen=True)
class FileIO:
    input_name: str | None  # the input file the program reads, or None for stdin
    output_name: str | None  # the output file that is graded, or None for stdout


STDIO = FileIO(None, None)


def run_test(argv: list[str], checker, name: str, input_path: Path, answer_path: Path,
             limits: Limits, sandbox: Sandbox, files: FileIO = STDIO, cpu: int | None = None,
             readable: tuple[Path, ...] = (), flags: tuple[str, ...] = ()) -> TestResult:
    """Run the program on one test and check what it wrote."""
    with workspace(sandbox) as (tmp, work):
        binds = stage_input(sandbox, input_path, work / files.input_name) \
            if files.input_name else ()
        stdout_path = tmp / "stdout"
        with open(input_path if not files.input_name else "/dev/null", "rb") as stdin, \
                open(stdout_path, "wb") as stdout:
            program = RunningProgram(argv, sandbox, work, limits, tmp / "stderr", stdin=stdin,
                                     stdout=stdout, cpu=cpu, readable=readable, binds=binds,
                                     staged=(files.input_name,) if files.input_name else ())
        timed_out = program.wait(limits.wall_s) is None
        out = program.finish()
        stderr = program.stderr_tail()
        graded = work / files.output_name if files.output_name else stdout_path
        verdict, message = decide(out, limits, stderr, timed_out,
                                  lambda: _check(checker, input_path, answer_path, graded,
                                                 stdout_path, files, limits, flags))
    return TestResult.of(name, verdict, message, out, stderr)


def decide(out: ProcessOutcome, limits: Limits, stderr: str, timed_out: bool,
           check) -> tuple[Verdict, str]:
    """The verdict of a batch test; `check()` is only called when the program ended well."""
    fate = resource_verdict(out, limits, stderr)
    if fate is not None:
        return fate
    if timed_out:
        return Verdict.ILE, (f"still running after the wall-time limit of {limits.wall_s:g} s, "
                             f"with {out.cpu_s:.2f} s of CPU: it was waiting, not computing")
    end = check()
    if isinstance(end, JudgeFault):
        return Verdict.JE, end.message
    if isinstance(end, Violation):
        return (Verdict.PE if end.fault is Fault.MALFORMED else Verdict.WA), end.message
    return Verdict.AC, end


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

