"""A problem's own programs, as the ICPC/Kattis package format runs them.

- Output validator: `validator input answer feedback_dir/ [flags] < output`; exit 42 accepts,
  43 rejects, anything else (a crash, another status, no end in time) is the problem's fault:
  a judge error. It may explain itself in feedback_dir/judgemessage.txt.
- Input validator: `validator [flags] < input`; exit 42 when the test's input is valid.
- An interactive problem's output validator is its interactor: judge.judging.relay runs it.

They are the problem setter's code, not the contestant's: they run as the judge's user, under
the judge's launcher (limits, a reaped process tree), without a sandbox around them. Each is
compiled once, on first use, with the languages table (judge.package.languages).

Our own problems' Python checkers (`check(input, answer, output)`) are wrapped in the same
interface, so the batch runner sees one kind of checker.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Protocol

from judge.faults import Fault, Violation
from judge.faults import EnvironmentFailure
from judge.launch.process import Limits, ProcessOutcome, RunningProgram, file_tail
from judge.launch import session
from judge.launch.sandbox import Sandbox, launcher
from judge.launch.session import workspace

ACCEPT, REJECT = 42, 43
# problemtools' defaults for validators (validation_time, validation_memory).
VALIDATOR_LIMITS = Limits(cpu_s=60.0, wall_s=120.0, memory_mib=2048, output_mib=64,
                          processes=64, open_files=256)
_FEEDBACK_LIMIT = 4000  # characters of judgemessage.txt shown in a report


class ValidatorFault(Exception):
    """The problem's validator failed: a judge error, never the contestant's fault."""


class Checker(Protocol):
    def check(self, input_path: Path, answer_path: Path, output_path: Path,
              flags: tuple[str, ...]) -> str:
        """Accept the output (returning a message, maybe ""), or raise Violation (rejected)
        or ValidatorFault (the checker itself failed)."""


@dataclass(frozen=True)
class PythonChecker:
    """One of our problems' checker.py: check(input_path, answer_text, output_text)."""

    function: Callable[[Path, str, str], None]

    def check(self, input_path, answer_path, output_path, flags=()) -> str:
        output = output_path.read_bytes().decode("utf-8", "replace")
        self.function(input_path, answer_path.read_text(), output)
        return ""


def trusted_sandbox() -> Sandbox:
    """Where the problem's own programs run: as the judge, under the launcher."""
    return Sandbox("problem", None, launcher())


class ProgramValidator:
    """A validator program of a package: a file, or a folder holding one program."""

    def __init__(self, source: Path, role: str):
        self.source = source
        self.role = role  # "output validator", "input validator", "interactor"
        self._argv: tuple[str, ...] | None = None
        self._build: Path | None = None  # where it was built

    def __repr__(self) -> str:
        return f"ProgramValidator({str(self.source)!r}, {self.role!r})"

    def argv(self) -> list[str]:
        """The command that runs it, compiling it on first use (ValidatorFault if it cannot),
        and again if its build folder is gone: a grading parent removes its folders before
        it forks the workers, which keep this object."""
        if self._argv is None or not self._build.is_dir():
            from judge.judging.building import prepare  # the table is read only when needed

            build = session.current().folders.lasting("validator-")
            build.chmod(0o755)
            try:
                prepared = prepare(self.source, build, trusted_sandbox(), None)
            except EnvironmentFailure as failure:
                raise ValidatorFault(f"the {self.role} {self.source.name} cannot be built "
                                     f"here: {failure}") from None
            if prepared.argv is None:
                raise ValidatorFault(f"the {self.role} {self.source.name} does not build:\n"
                                     f"{prepared.compile_message}")
            self._argv, self._build = prepared.argv, build
        return list(self._argv)

    def check(self, input_path: Path, answer_path: Path, output_path: Path,
              flags: tuple[str, ...] = (), feedback: Path | None = None) -> str:
        """Run as an output validator on one output; feedback: a folder kept across the
        passes of a multi-pass test (judge.judging.multipass), else a fresh one."""
        with workspace(trusted_sandbox()) as (tmp, work):
            if feedback is None:
                feedback = tmp / "feedback"
                feedback.mkdir()
            argv = self.argv() + [str(input_path), str(answer_path), f"{feedback}/", *flags]
            out = _run(argv, work, tmp, output_path)
            return self.verdict(out, feedback, file_tail(tmp / "stderr"))

    def verdict(self, out: ProcessOutcome | None, feedback: Path, stderr: str) -> str:
        """An output validator's answer from how it ended: the judge message when it accepts;
        Violation when it rejects; ValidatorFault otherwise. None: it did not end in time."""
        message = judge_message(feedback)
        if out is not None and out.exit_code == ACCEPT:
            return message
        if out is not None and out.exit_code == REJECT:
            raise Violation(Fault.WRONG, message or f"the {self.role} rejected the output "
                                                    "(it wrote no judgemessage.txt)")
        how = "did not finish in time" if out is None else (
            f"ended with {out.describe()}, not {ACCEPT} or {REJECT}")
        raise ValidatorFault(f"the {self.role} {self.source.name} {how}"
                             + (f"\njudgemessage.txt: {message}" if message else "")
                             + (f"\nits stderr: {stderr}" if stderr.strip() else ""))

    def validate_input(self, input_path: Path, flags: tuple[str, ...] = ()) -> str:
        """Why the input is invalid, or "" when the validator accepts it."""
        with workspace(trusted_sandbox()) as (tmp, work):
            out = _run(self.argv() + list(flags), work, tmp, input_path)
            if out is not None and out.exit_code == ACCEPT:
                return ""
            said = (file_tail(tmp / "stdout") + "\n" + file_tail(tmp / "stderr")).strip()
            how = "did not finish in time" if out is None else f"{out.describe()}"
            return f"{self.source.name}: {how}" + (f": {said}" if said else "")


def _run(argv: list[str], work: Path, tmp: Path, stdin_path: Path) -> ProcessOutcome | None:
    limits = VALIDATOR_LIMITS
    with open(stdin_path, "rb") as stdin, open(tmp / "stdout", "wb") as stdout:
        program = RunningProgram(argv, trusted_sandbox(), work, limits, tmp / "stderr",
                                 stdin=stdin, stdout=stdout)
    ended = program.wait(limits.wall_s)
    out = program.finish()
    return out if ended is not None else None


def judge_message(feedback: Path) -> str:
    """What the validator wrote to judgemessage.txt, shortened for a report."""
    try:
        text = (feedback / "judgemessage.txt").read_bytes().decode("utf-8", "replace").strip()
    except OSError:
        return ""
    return text if len(text) <= _FEEDBACK_LIMIT else text[:_FEEDBACK_LIMIT] + "..."
