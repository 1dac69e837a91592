"""Running one test of an interactive problem.

Who talks to whom: the judge launches the program and runs the problem's interactor in its
own process; the interactor writes to the program's stdin and reads its stdout through a
`Channel`, line by line, and plays the judge's side of the protocol. The program's stderr
goes to a file and never into the protocol stream.

In what order: the interactor drives the whole test (for TZIANSITZI: up to 7 games and the
final `0 0`). When it returns, the program must end its output and exit by itself within the
grace time, writing nothing more.

Who decides the verdict: `decide`, here, and nowhere else. It weighs how the protocol ended
(normally, on a `Violation` of the program, or on a fault of the problem's own code) against
how the process ended (kernel-measured CPU time, peak memory, exit status or signal):

1. JE   the interactor raised anything but a Violation: a fault of the problem, never the
        program's.
2. PE, WA, OLE  the program broke the protocol on a line it wrote, or wrote past the output
        cap: the violation stands, even if the program would later have crashed or run out of
        time (the judge stops at the first violation).
3. Otherwise the program went silent, closed its output, or finished; its own fate comes
   first, in this order: TLE (CPU time over the limit, even if the judge was waiting on it),
   MLE, OLE (a file over the size cap), RTE (a signal not sent by the judge, or a non-zero
   exit status).
4. Then ILE if the judge waited longer than the idle limit (or the wall limit) for a line, or
   the program did not exit within the grace time; WA if it closed its output early.
5. AC: the protocol ended normally and the program exited with status 0.
"""

from __future__ import annotations

import gc
import os
import traceback
from dataclasses import dataclass
from pathlib import Path

from judge.channel import Channel, Fault, Transcript, Violation, shown, split_tokens
from judge.fate import resource_verdict
from judge.process import MIB, Limits, ProcessOutcome, RunningProgram
from judge.results import TestResult
from judge.sandbox import Sandbox, workspace
from judge.verdict import Verdict

_FAULT_VERDICT = {Fault.MALFORMED: Verdict.PE, Fault.WRONG: Verdict.WA,
                  Fault.OUTPUT_LIMIT: Verdict.OLE}


@dataclass
class Context:
    """What an interactor gets: the channel, the test's data, and where to count moves."""

    ch: Channel
    input: str  # the test's .in file, for the interactor only
    seed: int | None  # overrides the seed of the test data when set
    moves: int = 0  # the program's moves so far; the interactor counts them


@dataclass(frozen=True)
class JudgeFault:
    message: str


def decide(end: Violation | JudgeFault | None, out: ProcessOutcome, limits: Limits,
           stderr: str) -> tuple[Verdict, str]:
    """The verdict of a test and its reason; see the module's docstring for the order."""
    if isinstance(end, JudgeFault):
        return Verdict.JE, end.message
    if end is not None and end.fault in _FAULT_VERDICT:
        return _FAULT_VERDICT[end.fault], end.message
    fate = resource_verdict(out, limits, stderr, f" ({end.message})" if end is not None else "")
    if fate is not None:
        return fate
    if end is None:
        return Verdict.AC, ""
    if end.fault is Fault.SILENT:
        return Verdict.ILE, end.message
    return Verdict.WA, f"{end.message} ({out.describe()})"


def run_test(argv: list[str], interact, name: str, input_text: str, limits: Limits,
             sandbox: Sandbox, *, seed: int | None = None, keep_transcript: bool = False,
             cpu: int | None = None,
             readable: tuple[Path, ...] = ()) -> tuple[TestResult, Transcript]:
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
        return _run_test(argv, interact, name, input_text, limits, sandbox, seed,
                         keep_transcript, cpu, readable)
    finally:
        if saved is not None:
            os.sched_setaffinity(0, saved)
        if collecting:
            gc.enable()


def _run_test(argv, interact, name, input_text, limits, sandbox, seed, keep_transcript, cpu,
              readable):
    transcript = Transcript(keep_all=keep_transcript)
    with workspace(sandbox) as (tmp, work):
        program = RunningProgram(argv, sandbox, work, limits, tmp / "stderr", cpu=cpu,
                                 readable=readable)
        ch = Channel(program.stdout_fd, program.stdin_fd, transcript, idle_s=limits.idle_s,
                     cpu_clock=program.cpu_clock,
                     wall_deadline=program.started + limits.wall_s,
                     output_limit=limits.output_mib * MIB)
        ctx = Context(ch, input_text, seed)
        end = _play(ctx, interact, program, limits)
        if isinstance(end, Violation) and end.fault is Fault.EOF:
            program.wait(limits.grace_s)  # it is probably exiting: let it, to learn how
        out = program.finish()
        stderr = program.stderr_tail()
    verdict, message = decide(end, out, limits, stderr)
    result = TestResult.of(name, verdict, message, out, stderr, rounds=ctx.moves,
                           last_exchanges=tuple(transcript.last())
                           if verdict is not Verdict.AC else ())
    return result, transcript


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
