"""How the program's own end ranks among verdicts, for every kind of problem: the resource
verdicts, decided from what the kernel measured. Both runners ask this first whenever the
program was not stopped by a protocol violation."""

from __future__ import annotations

import signal

from judge.process import MIB, Limits, ProcessOutcome
from judge.verdict import Verdict

_MEMORY_WORDS = ("MemoryError", "std::bad_alloc", "Cannot allocate memory", "out of memory",
                 "OutOfMemoryError")


def resource_verdict(out: ProcessOutcome, limits: Limits, stderr: str,
                     why: str = "") -> tuple[Verdict, str] | None:
    """TLE, MLE, OLE or RTE, in that order, with the reason; None if none applies.

    Before them: JE if processes of the program survived the launcher's attempts to kill
    them (the judge can no longer vouch for the machine), RTE if it could not even start."""
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
