"""One test of an interactive problem whose interactor is a program: a package's output
validator, run as the ICPC/Kattis package format runs it.

Who talks to whom: the judge starts the interactor (`interactor input answer feedback_dir/
[flags]`, the problem's own code, as the judge's user, under the launcher) and then the
contestant's program (sandboxed, under the test's limits). The judge sits between them: what
the interactor writes goes to the program's stdin, what the program writes goes to the
interactor's stdin, chunk by chunk, as it comes. Relaying adds a hop to every message (its
cost is not measured yet), and buys what a direct pipe cannot give: the transcript (`<` judge
to program, `>` program to judge), the output cap, and the order in which the two ended.

In what order: both run until both have ended. When one closes its output the other's input
is closed once the bytes in flight are delivered. When the interactor has ended, the program's
output has nowhere to go: its pipe is closed, as a direct pipe would be (a write then ends the
program with SIGPIPE, as on Kattis). At the wall-time limit both are stopped.

Who decides the verdict: judge.judging.decide, the one place for every kind of test, told how the
relay ended by `interaction_of` with the rules of Kattis (problemtools' verifyproblem): an
interactor that fails (a crash, a status other than 42 or 43) is a judge error; an interactor
that rejects (43) before the program ended gives WA whatever the program did next; otherwise
the program's own fate comes first (TLE, MLE, OLE, RTE), then, if it was still running at
the wall-time limit, TLE if it was computing (starved of a CPU by other work) or else ILE,
and last the interactor's answer: 42 AC, 43 WA, with its
judgemessage.txt as the reason.
"""

from __future__ import annotations

import os
import select
import time
from contextlib import ExitStack
from dataclasses import dataclass, replace
from pathlib import Path

from judge.faults import Fault, Violation
from judge.judging.channel import Transcript
from judge.judging.decide import Interaction, JudgeFault, idle_message
from judge.launch.process import MIB, Limits, ProcessOutcome, RunningProgram, file_tail
from judge.judging.results import TestResult
from judge.launch.sandbox import Sandbox
from judge.launch.session import workspace
from judge.judging.testrun import JudgeSideFailure, OneTest, Setting
from judge.judging.validators import (ACCEPT, REJECT, VALIDATOR_LIMITS, ProgramValidator,
                              ValidatorFault, judge_message, trusted_sandbox)

_CHUNK = 1 << 16


@dataclass(frozen=True)
class Ending:
    """How the relay ended, besides the two processes' own outcomes."""

    interactor_first: bool  # the interactor ended while the program was still running
    timed_out: bool  # the wall-time limit stopped them
    overflow: bool  # the program wrote more than the output cap
    # When the judge read the end of the program's output, or else stopped relaying
    program_eof_at: float | None = None


def run_test(argv: list[str], interactor: ProgramValidator, name: str, input_path: Path,
             answer_path: Path, flags: tuple[str, ...], limits: Limits, sandbox: Sandbox, *,
             keep_transcript: bool = False, cpu: int | None = None,
             readable: tuple[Path, ...] = ()) -> tuple[TestResult, Transcript]:
    setting = Setting(tuple(argv), limits, sandbox, cpu, readable, keep_transcript)
    return RelayedTest(name, setting, interactor, input_path, answer_path, flags).run()


class RelayedTest(OneTest):
    """The interaction step: the interactor program is started first (prepare), then the
    judge relays between the two until both have ended (interact); the interactor is reaped
    after the program (close)."""

    def __init__(self, name: str, setting: Setting, interactor: ProgramValidator,
                 input_path: Path, answer_path: Path, flags: tuple[str, ...],
                 feedback: Path | None = None):
        super().__init__(name, setting)
        self._kept_feedback = feedback  # a multi-pass test's, kept across its passes
        self._interactor, self._flags = interactor, flags
        self._input, self._answer = input_path, answer_path
        self._stack = ExitStack()
        self._side: RunningProgram | None = None
        self._side_out: ProcessOutcome | None = None
        self._message = self._side_stderr = ""

    def prepare(self) -> None:
        try:
            command = self._interactor.argv()
        except ValidatorFault as fault:
            raise JudgeSideFailure(str(fault)) from None
        vtmp, vwork = self._stack.enter_context(workspace(trusted_sandbox()))
        self._feedback, self._vtmp = self._kept_feedback or vtmp / "feedback", vtmp
        self._feedback.mkdir(exist_ok=True)
        limits = replace(VALIDATOR_LIMITS, wall_s=self.limits.wall_s + self.limits.grace_s + 1)
        try:
            self._side = RunningProgram(
                command + [str(self._input), str(self._answer), f"{self._feedback}/",
                           *self._flags], trusted_sandbox(), vwork, limits, vtmp / "stderr")
        except BaseException:
            self._stack.close()
            raise

    def interact(self, program: RunningProgram) -> Ending:
        return _relay(program, self._side, self.transcript, self.limits)

    def close(self) -> None:
        if self._side is not None and self._side_out is None:
            self._side_out = self._side.finish()
            self._message = judge_message(self._feedback)
            self._side_stderr = file_tail(self._vtmp / "stderr")
        self._stack.close()

    def conclude(self, ending: Ending, out: ProcessOutcome) -> Interaction:
        ending = replace(ending, interactor_first=_interactor_first(self._side_out, ending))
        return interaction_of(ending, self._side_out, self.limits, self._interactor,
                              self._message, self._side_stderr, out)


def interaction_of(ending: Ending, checker: ProcessOutcome, limits: Limits,
                   interactor: ProgramValidator, message: str, checker_stderr: str,
                   out: ProcessOutcome) -> Interaction:
    """How a relayed test ended, for judge.judging.decide, by Kattis's rules: an interactor that
    failed is JE; one that rejected before the program ended, or a program over the output
    cap, stands; after the program's fate, ILE at the wall limit, then the interactor's word
    (42 AC, 43 WA; killed by the judge: it did not end in time, JE)."""
    stopped = checker.killed_by_judge and checker.exit_code is None
    if not stopped and checker.exit_code not in (ACCEPT, REJECT):
        return Interaction(judge_fault=(
            f"the interactor {interactor.source.name} ended with "
            f"{checker.describe()}, not {ACCEPT} or {REJECT}"
            + (f"\njudgemessage.txt: {message}" if message else "")
            + (f"\nits stderr: {checker_stderr}" if checker_stderr.strip() else "")))
    rejected = not stopped and checker.exit_code == REJECT
    why = message or "the interactor rejected the interaction (no judgemessage.txt)"
    if rejected and ending.interactor_first:
        return Interaction(violation=Violation(Fault.WRONG, why))
    if ending.overflow:
        return Interaction(violation=Violation(
            Fault.OUTPUT_LIMIT, f"the program wrote more than {limits.output_mib} MiB"))
    if ending.timed_out:
        return Interaction(idle=idle_message(limits, out), at_wall=True)
    if stopped:
        return Interaction(later=lambda: JudgeFault(
            f"the interactor {interactor.source.name} did not end in time"))
    if rejected:
        return Interaction(later=lambda: Violation(Fault.WRONG, why))
    return Interaction(later=lambda: message)


def _interactor_first(checker: ProcessOutcome, ending: Ending) -> bool:
    """Whether the interactor ended before the program's output did: by the time its launcher
    reaped it against the time the judge read the program's end of output (or stopped
    relaying, at the wall-time limit or the output cap), both on one clock.
    The interactor cannot have reacted to the program's end before the judge read it (it
    learns of it from the judge), so an interactor that ended first decided on its own, and
    one that ended after may have been answering the program's crash. The order in which the
    judge happened to notice the two exits depends on its wake-ups: only the fallback."""
    if checker.ended_at is None:
        return ending.interactor_first
    return ending.program_eof_at is None or checker.ended_at < ending.program_eof_at


def _relay(program: RunningProgram, checker: RunningProgram, transcript: Transcript,
           limits: Limits) -> Ending:
    """Pass bytes both ways until both processes have ended or the wall-time limit."""
    deadline = program.started + limits.wall_s
    cap = limits.output_mib * MIB
    to_checker = _Stream(program.stdout_fd, program.close_stdout,
                         checker.stdin_fd, checker.close_stdin, ">", transcript)
    to_program = _Stream(checker.stdout_fd, checker.close_stdout,
                         program.stdin_fd, program.close_stdin, "<", transcript)
    streams = (to_checker, to_program)
    program_ended = checker_ended = False
    interactor_first = timed_out = overflow = False
    while True:
        if not program_ended and program.wait(0) is not None:
            program_ended = True
            # The interactor may still need a moment to give its answer.
            deadline = max(deadline, time.monotonic() + limits.grace_s + 1)
        if not checker_ended and checker.wait(0) is not None:
            checker_ended = True
            interactor_first = not program_ended
            # Nothing reads the program's output any more: its next write fails, as it
            # would with a direct pipe.
            to_checker.close_source()
        if program_ended and checker_ended and all(s.done for s in streams):
            break
        if to_checker.count > cap:
            overflow = True
            break
        left = deadline - time.monotonic()
        if left <= 0:
            timed_out = not program_ended
            break
        poller = select.poll()
        for stream in streams:
            stream.register(poller)
        for ended, proc in ((program_ended, program), (checker_ended, checker)):
            if not ended and proc.exit_fd is not None:
                poller.register(proc.exit_fd, select.POLLIN)
        # Without pidfds an exit is noticed at the next wake-up: at most 20 ms later.
        for fd, _ in poller.poll(min(int(left * 1000) + 1, 20)):
            for stream in streams:
                stream.handle(fd)
    stopped_at = time.monotonic()
    for stream in streams:
        stream.finish()
    return Ending(interactor_first, timed_out, overflow, to_checker.eof_at or stopped_at)


class _Stream:
    """Bytes from one process's stdout to the other's stdin, logged line by line."""

    def __init__(self, source: int, close_source, sink: int, close_sink, mark: str,
                 transcript: Transcript):
        os.set_blocking(source, False)
        os.set_blocking(sink, False)
        self.source: int | None = source
        self.sink: int | None = sink
        self._close_source, self._close_sink_end = close_source, close_sink
        self.pending = b""  # read, not yet written
        self.line = b""  # the start of a line not yet logged
        self.mark = mark
        self.log = transcript.lines.append
        self.count = 0
        self.eof_at: float | None = None  # when the source's end was read

    @property
    def done(self) -> bool:
        return self.source is None and self.sink is None

    def register(self, poller) -> None:
        if self.source is not None:
            poller.register(self.source, select.POLLIN)
        if self.sink is not None and self.pending:
            poller.register(self.sink, select.POLLOUT)

    def handle(self, fd: int) -> None:
        if fd == self.source:
            self._read()
        elif fd == self.sink:
            self._write()

    def _read(self) -> None:
        try:
            data = os.read(self.source, _CHUNK)
        except BlockingIOError:
            return
        except OSError:
            data = b""
        if not data:
            self.eof_at = time.monotonic()
            self.close_source()
            return
        self.count += len(data)
        self._log(data)
        if self.sink is not None:
            self.pending += data
            self._write()

    def _write(self) -> None:
        try:
            written = os.write(self.sink, self.pending)
        except BlockingIOError:
            return
        except OSError:  # the reader has gone: what it did not read is dropped
            self._close_sink()
            return
        self.pending = self.pending[written:]
        if not self.pending and self.source is None:
            self._close_sink()

    def close_source(self) -> None:
        if self.source is not None:
            self.source = None
            self._close_source()
        if not self.pending:
            self._close_sink()

    def _close_sink(self) -> None:
        self.pending = b""
        if self.sink is not None:
            self.sink = None
            try:
                self._close_sink_end()
            except OSError:  # a broken pipe's buffered flush
                pass

    def _log(self, data: bytes) -> None:
        lines = (self.line + data).split(b"\n")
        self.line = lines.pop()
        if len(self.line) > 4096:  # a flood without newlines is logged in pieces
            lines.append(self.line)
            self.line = b""
        for line in lines:
            self.log(self.mark + line.decode("utf-8", "backslashreplace").rstrip("\r"))

    def finish(self) -> None:
        if self.line:
            self.log(self.mark + self.line.decode("utf-8", "backslashreplace"))
            self.line = b""
        self.close_source()
        self._close_sink()
