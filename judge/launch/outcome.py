"""What a run is given and what it gives back: the limits of a program, and the outcome the
kernel measured for it (as the launcher reports it). Data only."""

from __future__ import annotations

import signal
from dataclasses import dataclass, replace

MIB = 1024 * 1024


@dataclass(frozen=True)
class Limits:
    cpu_s: float = 2.0  # CPU time of the program's whole process tree, user + system
    wall_s: float = 20.0  # from launch to the end of the run
    idle_s: float = 4.0  # longest wait for one line of the program (interactive problems)
    memory_mib: int | None = 256  # address space per process; None for no limit
    output_mib: int = 16  # what the program writes to stdout, and the size of any file
    disk_mib: int = 256  # what all the files in its working folder may hold at once
    grace_s: float = 1.0  # to exit after the protocol has ended
    processes: int = 64  # processes and threads of the program's uid at once
    open_files: int = 64
    address_space: bool = True  # False: memory is checked on the resident peak only (a JVM)

    def with_cpu(self, seconds: float) -> Limits:
        """These limits with another CPU time limit, and the wall and idle limits that go
        with it (ten times the CPU time, and a second more, unless they are larger): the wall
        limit is for a program that neither computes nor waits for the judge (a sleep); one
        that computes, however slowly the machine lets it, meets its CPU limit first."""
        return replace(self, cpu_s=seconds, wall_s=max(Limits.wall_s, 10 * seconds),
                       idle_s=max(self.idle_s, seconds + 1))


@dataclass(frozen=True)
class ProcessOutcome:
    exit_code: int | None  # None when a signal ended it
    signal: int | None
    cpu_s: float
    wall_s: float
    peak_rss_kib: int
    killed_by_judge: bool  # the judge stopped it (deadline or end of the test)
    # A peak at or below this is only known to be at most this: without control groups the
    # kernel's peak for a new process starts at its parent's (the launcher's); in one, the
    # kernel counts memory in batches of pages.
    rss_floor_kib: int = 0
    leftovers: int = 0  # processes still running when the program ended; killed
    kill_failed: bool = False  # some could not be killed: the judge's failure
    exec_error: str = ""  # the program could not be started: why
    launcher_lost: bool = False  # the launcher did not report (killed by the program?)
    isolation: str = ""
    oom_killed: bool = False  # the kernel ended the tree at its memory limit (cgroups only)
    cpu_over: bool = False  # the launcher ended the tree at its CPU limit (cgroups only)
    disk_over: bool = False  # the launcher ended the tree: its files held over the disk limit
    ended_at: float | None = None  # when the program ended (time.monotonic's clock), if known
    largest_file: int = 0  # bytes in the largest file it wrote (stdout and stderr included)
    written: int = 0  # bytes in all the files it left in its working folder
    # How long its tree was runnable but waited for a CPU held by other work on the machine,
    # up to when the judge stopped it (None: it ended by itself, or it could not be measured)
    cpu_wait_s: float | None = None

    @property
    def memory_measured(self) -> bool:
        return self.peak_rss_kib > self.rss_floor_kib

    @property
    def signal_name(self) -> str | None:
        if self.signal is None:
            return None
        try:
            return signal.Signals(self.signal).name
        except ValueError:
            return f"signal {self.signal}"

    def describe(self) -> str:
        if self.exec_error:
            return "not started"
        if self.signal is not None:
            by = " (sent by the judge)" if self.killed_by_judge else (
                " (at the CPU limit of the process tree)" if self.cpu_over else "")
            return f"killed by {self.signal_name}{by}"
        return f"exit status {self.exit_code}"


