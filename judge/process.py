"""Launching a contestant's program under limits, and collecting what the kernel measured.

The program runs with its stdin and stdout on pipes (never a pty: a pty line-buffers output
and hides a missing flush), stderr to a file, in a new session and process group so that it
and its children can be killed together, optionally pinned to one CPU, and under rlimits: CPU (a backstop; the verdict
compares the measured CPU time with the limit), address space, file size (stderr and any
file it writes), no core dumps, and a stack as large as the memory limit. CPU time and peak
memory come from wait4's rusage; wall time from the judge's monotonic clock.
"""

from __future__ import annotations

import math
import os
import resource
import select
import signal
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

MIB = 1024 * 1024


@dataclass(frozen=True)
class Limits:
    cpu_s: float = 2.0  # CPU time of the program, user + system
    wall_s: float = 20.0  # from launch to the end of the run
    idle_s: float = 4.0  # longest wait for one line of the program (interactive problems)
    memory_mib: int | None = 256  # address space; None for no limit
    output_mib: int = 16  # what the program writes to stdout, and the size of any file
    grace_s: float = 1.0  # to exit after the protocol has ended


@dataclass(frozen=True)
class ProcessOutcome:
    exit_code: int | None  # None when a signal ended it
    signal: int | None
    cpu_s: float
    wall_s: float
    peak_rss_kib: int
    killed_by_judge: bool  # the judge sent the signal (deadline or end of the test)
    # The kernel's peak for a forked child starts at its parent's peak: a program whose peak
    # stays at or below the judge's own is only known to be at most that.
    rss_floor_kib: int = 0

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
        if self.signal is not None:
            by = " (sent by the judge)" if self.killed_by_judge else ""
            return f"killed by {self.signal_name}{by}"
        return f"exit status {self.exit_code}"


def pick_cpu() -> int | None:
    """The CPU a single judging slot runs on: the first this process may use."""
    try:
        return min(os.sched_getaffinity(0))
    except (AttributeError, OSError, ValueError):
        return None


def _limit_setter(limits: Limits, cpu: int | None):
    cpu_backstop = math.ceil(limits.cpu_s) + 1
    fsize = limits.output_mib * MIB + 1  # one byte over the cap still fits, to tell OLE apart

    def set_limits() -> None:  # runs in the child between fork and exec
        if cpu is not None:
            os.sched_setaffinity(0, {cpu})
        resource.setrlimit(resource.RLIMIT_CPU, (cpu_backstop, cpu_backstop + 1))
        resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
        resource.setrlimit(resource.RLIMIT_FSIZE, (fsize, fsize))
        if limits.memory_mib is not None:
            size = limits.memory_mib * MIB
            resource.setrlimit(resource.RLIMIT_AS, (size, size))
            resource.setrlimit(resource.RLIMIT_STACK, (size, size))

    return set_limits


class RunningProgram:
    """A launched program: our ends of its pipes, and the means to kill and reap it."""

    def __init__(self, argv: list[str], cwd: Path, limits: Limits, stderr_path: Path,
                 stdin=subprocess.PIPE, stdout=subprocess.PIPE, cpu: int | None = None):
        self.limits = limits
        self.stderr_path = stderr_path
        self.rss_floor_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        with open(stderr_path, "wb") as err:
            self._popen = subprocess.Popen(
                argv, cwd=cwd, stdin=stdin, stdout=stdout, stderr=err,
                start_new_session=True, preexec_fn=_limit_setter(limits, cpu), close_fds=True,
            )
        self.started = time.monotonic()
        self.pid = self._popen.pid
        self._killed = False
        self._outcome: ProcessOutcome | None = None
        try:
            self._pidfd = os.pidfd_open(self.pid)
        except (AttributeError, OSError):
            self._pidfd = None

    @property
    def stdin_fd(self) -> int:
        return self._popen.stdin.fileno()

    @property
    def stdout_fd(self) -> int:
        return self._popen.stdout.fileno()

    def kill(self) -> None:
        """SIGKILL the program's whole process group (a no-op once it is reaped)."""
        if self._outcome is not None:
            return
        exited = self._wait_exit(0)  # a zombie: whatever ended it, it was not this kill
        try:
            os.killpg(self.pid, signal.SIGKILL)
            self._killed = self._killed or not exited
        except (ProcessLookupError, PermissionError):
            pass

    def wait(self, timeout: float | None) -> ProcessOutcome | None:
        """Reap the program, waiting at most timeout seconds; None if it is still running."""
        if self._outcome is not None:
            return self._outcome
        if timeout is not None and not self._wait_exit(timeout):
            return None
        _, status, usage = os.wait4(self.pid, 0)
        wall = time.monotonic() - self.started
        self._popen.returncode = status  # the Popen must not try to reap it again
        self._outcome = ProcessOutcome(
            exit_code=os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
            signal=os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
            cpu_s=usage.ru_utime + usage.ru_stime,
            wall_s=wall,
            peak_rss_kib=usage.ru_maxrss,
            killed_by_judge=self._killed and os.WIFSIGNALED(status),
            rss_floor_kib=self.rss_floor_kib,
        )
        self._close()
        return self._outcome

    def finish(self) -> ProcessOutcome:
        """Kill whatever is left of the program and reap it."""
        self.kill()
        outcome = self.wait(None)
        assert outcome is not None
        return outcome

    def _wait_exit(self, timeout: float) -> bool:
        if self._pidfd is not None:
            poller = select.poll()
            poller.register(self._pidfd, select.POLLIN)
            return bool(poller.poll(max(0, int(timeout * 1000))))
        deadline = time.monotonic() + timeout
        while True:
            status = os.waitid(os.P_PID, self.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT)
            if status is not None and status.si_pid:
                return True
            if time.monotonic() >= deadline:
                return False
            time.sleep(0.002)

    def _close(self) -> None:
        for stream in (self._popen.stdin, self._popen.stdout):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass
        if self._pidfd is not None:
            os.close(self._pidfd)
            self._pidfd = None

    def stderr_tail(self, max_bytes: int = 2000) -> str:
        try:
            with open(self.stderr_path, "rb") as f:
                f.seek(0, os.SEEK_END)
                size = f.tell()
                f.seek(max(0, size - max_bytes))
                data = f.read()
        except OSError:
            return ""
        text = data.decode("utf-8", "backslashreplace")
        return ("..." if size > max_bytes else "") + text
