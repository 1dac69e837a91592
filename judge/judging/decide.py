"""The one place a test's verdict is made, for every kind of test.

Each kind of test (an interactor in Python, an interactor program relayed by the judge, a
batch run with a checker) describes how its interaction ended as an `Interaction`; the
program's own end is the `ProcessOutcome` the kernel measured. `decide` weighs the two, in
this order (the first that applies is the verdict):

1. JE   the judge's side failed: an interactor that raised, or ended with a status other than
        accept/reject, a relay that broke. Never the contestant's fault.
2. PE / WA / OLE  the program broke the protocol on something it wrote, or wrote past the
        output cap, or the interactor rejected before the program ended: the violation
        stands, whatever the program did next (the judge stops at the first violation).
3. The program's own fate, decided from what the kernel measured (`fate`): JE if processes
        of it could not be killed; RTE if it could not start; TLE (CPU time of the tree over
        the limit); MLE; OLE (a file, stdout or stderr over the cap, or its files over the
        disk limit); RTE (processes left behind, a killed launcher, a signal not sent by the
        judge, a non-zero exit status).
4. TLE  stopped at the wall limit while computing: its CPU time plus its wait for a CPU held
        by other work on the machine (the kernel's run-queue wait, `cpu_wait_s`) cover at
        least COMPUTING_SHARE of the wall limit. It wanted the CPU all along and did not get
        it: the machine was loaded, and on a quiet one it would have met its CPU limit.
   ILE  otherwise: it waited past the idle limit (its CPU time barely moved), or ran past the
        wall limit waiting (for input, a sleep), or did not exit after the test.
5. The verdict the interaction gives a program that ended well (`later`): a batch checker's
        (WA, PE, JE if the checker itself failed, AC), an interactor's answer, WA for an
        output closed before the protocol ended.
6. AC.
"""

from __future__ import annotations

import signal
from dataclasses import dataclass
from typing import Callable

from judge.faults import Fault, Violation
from judge.launch.process import MIB, Limits, ProcessOutcome
from judge.verdict import Verdict

_FAULT_VERDICT = {Fault.MALFORMED: Verdict.PE, Fault.WRONG: Verdict.WA,
                  Fault.OUTPUT_LIMIT: Verdict.OLE}

# The share of the wall-time limit a program stopped there must have spent on a CPU or waiting
# for one, to be judged computing (TLE) rather than waiting (ILE). Its time is either on a CPU,
# runnable but waiting for one, or asleep (a read, a sleep, the disk): a program blocked on a
# read has next to nothing of the first two, a spinner all of it but its start (the exec, the
# sandbox's setup) and what the measure misses (threads that ended before the stop); below
# 80%, a fifth of the time or more went on something other than the CPU. Measured:
# docs/verdicts.md, "Computing or waiting".
COMPUTING_SHARE = 0.8

_MEMORY_WORDS = ("MemoryError", "std::bad_alloc", "Cannot allocate memory", "out of memory",
                 "OutOfMemoryError")


@dataclass(frozen=True)
class JudgeFault:
    """The judge's side failed (the problem's own code, a checker, an interactor)."""

    message: str


# What the interaction says of a program that ended well: a fault of the judge's side, a
# violation (PE or WA), or acceptance with a message.
Answer = JudgeFault | Violation | str


@dataclass(frozen=True)
class Interaction:
    """How a test's interaction ended, as its kind of test saw it."""

    judge_fault: str = ""  # 1: what failed on the judge's side
    violation: Violation | None = None  # 2: PE, WA or OLE that stands whatever came next
    why: str = ""  # added to a resource verdict's message: how the protocol had ended
    idle: str = ""  # 4: why it is ILE
    at_wall: bool = False  # 4: the judge stopped it at the wall-time limit (not the idle limit)
    # 5: what the interaction says of a program that ended well, asked only then (a checker
    # runs only then)
    later: Callable[[], Answer] | None = None


def decide(interaction: Interaction, out: ProcessOutcome, limits: Limits,
           stderr: str) -> tuple[Verdict, str]:
    """The verdict of a test and its reason; see the module's docstring for the order."""
    if interaction.judge_fault:
        return Verdict.JE, interaction.judge_fault
    violation = interaction.violation
    if violation is not None:
        return _FAULT_VERDICT.get(violation.fault, Verdict.WA), violation.message
    own = fate(out, limits, stderr, interaction.why)
    if own is not None:
        return own
    if interaction.idle:
        if interaction.at_wall and computing(out, limits):
            return Verdict.TLE, computing_message(out, limits) + interaction.why
        return Verdict.ILE, interaction.idle
    answer = interaction.later() if interaction.later is not None else ""
    if isinstance(answer, JudgeFault):
        return Verdict.JE, answer.message
    if isinstance(answer, Violation):
        return _FAULT_VERDICT.get(answer.fault, Verdict.WA), answer.message
    return Verdict.AC, answer


def fate(out: ProcessOutcome, limits: Limits, stderr: str,
         why: str = "") -> tuple[Verdict, str] | None:
    """The program's own end as a verdict (step 3), with the reason; None if it ended well."""
    if out.kill_failed:
        return Verdict.JE, ("processes of the program could not be killed after the test: "
                            "the machine needs attention")
    if out.exec_error:
        return Verdict.RTE, f"the program could not be started: {out.exec_error}"
    if out.cpu_s > limits.cpu_s or out.signal == signal.SIGXCPU:
        return Verdict.TLE, f"CPU time {out.cpu_s:.2f} s over the limit of {limits.cpu_s:g} s{why}"
    failed = out.exit_code != 0 and not out.killed_by_judge
    if out.oom_killed:
        return Verdict.MLE, (f"the kernel ended the program at its memory limit of "
                             f"{limits.memory_mib} MiB (peak of the process tree "
                             f"{out.peak_rss_kib // 1024} MiB){why}")
    if _over_memory(out, limits) or (failed and _out_of_memory(out, limits, stderr)):
        said = next((f", {w} on stderr" for w in _MEMORY_WORDS if w in stderr), "")
        return Verdict.MLE, (f"{out.describe()} at peak memory {out.peak_rss_kib // 1024} MiB "
                             f"(limit {limits.memory_mib} MiB){said}{why}")
    # Decided from the sizes the judge measured, not from SIGXFSZ alone: Python ignores that
    # signal and turns the refusal into an exception, which a program may even catch.
    if out.signal == signal.SIGXFSZ or out.largest_file > limits.output_mib * MIB:
        return Verdict.OLE, f"a file grew past {limits.output_mib} MiB{why}"
    if out.disk_over or out.written > limits.disk_mib * MIB:
        return Verdict.OLE, (f"the files in its working folder held more than "
                             f"{limits.disk_mib} MiB{why}")
    if out.leftovers and not out.killed_by_judge:
        return Verdict.RTE, (f"the program left {out.leftovers} process(es) running after it "
                             f"ended ({out.describe()}); they were killed{why}")
    if out.launcher_lost:
        return Verdict.RTE, f"the program killed the judge's launcher{why}"
    if failed:
        return Verdict.RTE, f"{out.describe()}{why}"
    return None


def computing(out: ProcessOutcome, limits: Limits) -> bool:
    """Whether a program stopped at the wall-time limit was computing (step 4): its CPU time
    and its wait for a CPU (none counted where it was not measured) cover COMPUTING_SHARE of
    the limit. The limit, not its measured wall time: the judge, as starved as the program,
    may stop it late, and that lateness is neither's."""
    return out.cpu_s + (out.cpu_wait_s or 0.0) >= COMPUTING_SHARE * limits.wall_s


def computing_message(out: ProcessOutcome, limits: Limits) -> str:
    """TLE's reason for a program stopped at the wall-time limit while computing."""
    message = (f"over the wall-time limit of {limits.wall_s:g} s while computing: "
               f"{out.cpu_s:.2f} s of CPU")
    if out.cpu_wait_s is None:
        return message + " (its wait for a CPU was not measured)"
    message += f", {out.cpu_wait_s:.2f} s waiting for a CPU held by other work on the machine"
    if out.cpu_s + out.cpu_wait_s >= limits.cpu_s:
        message += f"; on a quiet machine it would have used its CPU limit of {limits.cpu_s:g} s"
    return message


def idle_message(limits: Limits, out: ProcessOutcome) -> str:
    """ILE's reason for a program stopped at the wall-time limit."""
    waited = f" and {out.cpu_wait_s:.2f} s waiting for a CPU" if out.cpu_wait_s else ""
    return (f"still running after the wall-time limit of {limits.wall_s:g} s, "
            f"with {out.cpu_s:.2f} s of CPU{waited}: it was waiting, not computing")


def _out_of_memory(out: ProcessOutcome, limits: Limits, stderr: str) -> bool:
    # The address-space cap makes allocations fail, and the kernel does not say so: the
    # evidence is a death near the limit, or the runtime's own words on stderr.
    if limits.memory_mib is None:
        return False
    near = out.memory_measured and out.peak_rss_kib * 1024 >= 0.8 * limits.memory_mib * MIB
    return near or any(word in stderr for word in _MEMORY_WORDS)


def _over_memory(out: ProcessOutcome, limits: Limits) -> bool:
    # Without an address-space cap (a JVM), the resident peak is the measure.
    return (limits.memory_mib is not None and out.memory_measured
            and out.peak_rss_kib >= limits.memory_mib * 1024)
