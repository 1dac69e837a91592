"""Running one test of an interactive problem.

Who talks to whom: the judge launches the program and runs the problem's interactor in its
own process; the interactor writes to the program's stdin and reads its stdout through a
`Channel`, line by line, and plays the judge's side of the protocol. The program's stderr
goes to a file and never into the protocol stream.

In what order: the interactor drives the whole test (for TZIANSITZI: up to 7 games and the
final `0 0`). When it returns, the program must end its output and exit by itself within the
grace time, writing nothing more.

Who decides the verdict: judge.judging.decide, the one place for every kind of test (the template,
judge.judging.testrun, asks it). This kind tells it how the protocol ended: a fault of the problem's
own code (an interactor that raised anything but a Violation) is the judge's; PE, WA and OLE
on a line the program wrote stand whatever its fate; going silent is ILE (TLE at the wall
limit if it was computing, starved of a CPU by other work), and closing its output before the
protocol ended WA, once its own fate (TLE, MLE, OLE, RTE) has been weighed.
"""

from __future__ import annotations

import gc
import os
import traceback
from dataclasses import dataclass
from pathlib import Path

from judge.faults import Fault, Violation
from judge.judging.channel import Channel, Transcript, shown, split_tokens
from judge.judging.decide import Interaction, JudgeFault
from judge.launch.process import MIB, Limits, ProcessOutcome, RunningProgram
from judge.judging.results import TestResult
from judge.launch.sandbox import Sandbox
from judge.judging.testrun import OneTest, Setting


@dataclass
class Context:
    """What an interactor gets: the channel, the test's data, and where to count moves."""

    ch: Channel
    input: str  # the test's .in file, for the interactor only
    seed: int | None  # overrides the seed of the test data when set
    moves: int = 0  # the program's moves so far; the interactor counts them
    # Someone watching (`judge play PROBLEM SUBMISSION`): its line(text) sees every line as it
    # crosses; an engine interactor also tells it game(index, games, position) and
    # moved(who, move, position). None when nobody watches: the usual case.
    observer: object = None


def run_test(argv: list[str], interact, name: str, input_text: str, limits: Limits,
             sandbox: Sandbox, *, seed: int | None = None, keep_transcript: bool = False,
             cpu: int | None = None, readable: tuple[Path, ...] = (),
             observer=None) -> tuple[TestResult, Transcript]:
    """Play one test: launch the program, run the interactor against it, decide.

    With `cpu`, the judge and the program share that one CPU for the test: they take turns
    anyway, and a pipe round trip within one CPU costs about half of one across two.
    """
    saved = os.sched_getaffinity(0) if cpu is not None else None
    # The cyclic garbage collector, run every few hundred allocations, costs as much as the
    # interactor's own work per round of a long game (measured); a test makes next to no
    # reference cycles, so it runs after the test instead of during it.
    collecting = gc.isenabled()
    gc.disable()
    try:
        if cpu is not None:
            os.sched_setaffinity(0, {cpu})
        setting = Setting(tuple(argv), limits, sandbox, cpu, readable, keep_transcript)
        return InteractiveTest(name, setting, interact, input_text, seed, observer).run()
    finally:
        if saved is not None:
            os.sched_setaffinity(0, saved)
        if collecting:
            gc.enable()


class InteractiveTest(OneTest):
    """The interaction step: the interactor plays the test over the channel, then the program
    must end its output and exit within the grace time."""

    def __init__(self, name: str, setting: Setting, interact, input_text: str,
                 seed: int | None, observer=None):
        super().__init__(name, setting)
        self._interact, self._input, self._seed = interact, input_text, seed
        self._observer = observer

    def interact(self, program: RunningProgram) -> Violation | JudgeFault | None:
        limits = self.limits
        ch = Channel(program.stdout_fd, program.stdin_fd, self.transcript,
                     idle_s=limits.idle_s, cpu_clock=program.cpu_clock,
                     wall_deadline=program.started + limits.wall_s,
                     output_limit=limits.output_mib * MIB,
                     on_line=self._observer.line if self._observer is not None else None)
        self._channel = ch
        ctx = Context(ch, self._input, self._seed, observer=self._observer)
        try:
            end = _play(ctx, self._interact, program, limits)
        finally:
            self.rounds = ctx.moves
        if isinstance(end, Violation) and end.fault is Fault.EOF:
            program.wait(limits.grace_s)  # it is probably exiting: let it, to learn how
        return end

    def conclude(self, end, out: ProcessOutcome) -> Interaction:
        return interaction_of(end, out, at_wall=self._channel.wall_reached)


def interaction_of(end: Violation | JudgeFault | None, out: ProcessOutcome,
                   at_wall: bool = False) -> Interaction:
    """How an interactive test ended, for judge.judging.decide: the interactor's fault is JE; the
    program's PE, WA, OLE stand; going silent is ILE (at the wall limit, TLE if it was
    computing: at_wall), and closing its output early WA, once its own fate has been
    weighed."""
    if isinstance(end, JudgeFault):
        return Interaction(judge_fault=end.message)
    if end is None:
        return Interaction()
    if end.fault in (Fault.MALFORMED, Fault.WRONG, Fault.OUTPUT_LIMIT):
        return Interaction(violation=end)
    why = f" ({end.message})"
    if end.fault is Fault.SILENT:
        return Interaction(why=why, idle=end.message, at_wall=at_wall)
    closed = Violation(Fault.WRONG, f"{end.message} ({out.describe()})")
    return Interaction(why=why, later=lambda: closed)


def _after_the_end(ch: Channel, rest: bytes) -> None:
    """What the program wrote after the end of the test: WA, with its first line, unless it
    only separates (spaces, tabs, line ends; a vertical tab is not one)."""
    what = "output after the end of the test"
    for line in rest.decode("ascii", "backslashreplace").split("\n"):
        try:
            tokens = split_tokens(line, what, Fault.WRONG)
        except Violation:
            ch.log_received(line)
            raise
        if tokens:
            ch.log_received(line)
            raise Violation(Fault.WRONG, f"{what}: {shown(line)}")


def _play(ctx: Context, interact, program: RunningProgram,
          limits: Limits) -> Violation | JudgeFault | None:
    try:
        interact(ctx)
        _after_the_end(ctx.ch, ctx.ch.read_rest(limits.grace_s))
        if program.wait(limits.grace_s) is None:
            raise Violation(Fault.SILENT,
                            f"the program did not exit within {limits.grace_s:g} s "
                            "after the end of the test")
        return None
    except Violation as violation:
        return violation
    except Exception:  # the problem's own code failed: never the contestant's fault
        return JudgeFault("the interactor failed:\n" + traceback.format_exc(limit=-4))
