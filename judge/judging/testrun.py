"""One test, whatever its kind: the template every kind of test follows.

Who talks to whom: the template prepares the test's folders, launches the contestant's
program under the test's limits, hands it to the kind's interaction step, collects the
program's fate (stops what is left of it, reaps it, reads what the kernel measured) and asks
`judge.judging.decide` for the verdict: the only place a verdict is made.

The three kinds differ only in the interaction step and what it needs around it:
- judge.judging.interactive: the problem's interactor (Python, in the judge's process) talks to the
  program over a line channel;
- judge.judging.relay: a package's interactor program talks to the program through the judge, which
  relays and logs both ways;
- judge.judging.batch: the program reads its input and writes its output alone; a checker judges the
  output afterwards.

A kind overrides `interact` (and, where it needs them: `prepare`, `streams`, `close`); each
ends by saying how the interaction ended, as a `judge.judging.decide.Interaction`.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from judge.judging.channel import Transcript
from judge.judging.decide import Interaction, decide
from judge.launch.process import Limits, ProcessOutcome, RunningProgram
from judge.judging.results import TestResult
from judge.launch import session
from judge.launch.sandbox import Sandbox
from judge.launch.session import workspace
from judge.verdict import Verdict


@dataclass(frozen=True)
class Setting:
    """What a test's program runs with."""

    argv: tuple[str, ...]
    limits: Limits
    box: Sandbox
    cpu: int | None = None  # the CPU to pin the program (and the judge, interactively) to
    readable: tuple[Path, ...] = ()  # folders the program may read (its build)
    keep_transcript: bool = False  # every line, not only the last ones


class JudgeSideFailure(Exception):
    """The judge's side of a test could not be set up (an interactor that does not build):
    the test is JE before the program is started."""


class OneTest:
    """The template of a test: run() is the same for every kind."""

    def __init__(self, name: str, setting: Setting):
        self.name = name
        self.setting = setting
        self.limits = setting.limits
        self.transcript = Transcript(keep_all=setting.keep_transcript)
        self.rounds = 0
        self.tmp: Path | None = None
        self.work: Path | None = None

    def run(self) -> tuple[TestResult, Transcript]:
        setting = self.setting
        with workspace(setting.box) as (tmp, work):
            self.tmp, self.work = tmp, work
            try:
                self.prepare()
            except JudgeSideFailure as failure:
                return _judge_error(self.name, str(failure)), self.transcript
            try:
                program = RunningProgram(list(setting.argv), setting.box, work, self.limits,
                                         tmp / "stderr", cpu=setting.cpu,
                                         readable=setting.readable, **self.streams())
            except BaseException:
                self.close()
                raise
            session.current().folders.sweep()  # earlier runs' folders, while it starts
            try:
                ending = self.interact(program)
            finally:
                out = program.finish()
                self.close()
            stderr = program.stderr_tail()
            interaction = self.conclude(ending, out)
            verdict, message = decide(interaction, out, self.limits, stderr)
        last = tuple(self.transcript.last()) if verdict is not Verdict.AC else ()
        return TestResult.of(self.name, verdict, message, out, stderr, rounds=self.rounds,
                             last_exchanges=last), self.transcript

    # -- the steps a kind fills in --------------------------------------------------------
    def prepare(self) -> None:
        """Before the program starts: stage its input, start the judge's side."""

    def streams(self) -> dict:
        """The program's stdin and stdout (RunningProgram's keywords): pipes by default."""
        return {}

    def interact(self, program: RunningProgram):
        """The interaction with the running program; returns what `conclude` needs."""
        raise NotImplementedError

    def close(self) -> None:
        """After the program has been reaped: stop and reap the judge's side."""

    def conclude(self, ending, out: ProcessOutcome) -> Interaction:
        """How the interaction ended, once the program's own end is known."""
        raise NotImplementedError


def _judge_error(name: str, message: str) -> TestResult:
    return TestResult(name=name, verdict=Verdict.JE, message=message, time_s=0.0, wall_s=0.0,
                      memory_kib=0, rounds=0, exit="not started", stderr="")
