"""Launching a contestant's program under limits, and collecting what the kernel measured.

The program runs with its stdin and stdout on pipes (never a pty: a pty line-buffers output
and hides a missing flush), stderr to a file, in the sandbox the run was given (judge.launch.sandbox),
under the judge's launcher (judge/launch/launcher.c), which sets the rlimits: CPU (a backstop; the
verdict compares the measured CPU time with the limit), address space, file size (stderr and
any file it writes), number of processes and of open files, no core dumps, and a stack as large
as the memory limit. CPU time and peak memory of the whole process tree, the exit status and
the processes left behind come from the launcher's report; wall time from the judge's clock.

The judge stops a program by writing to the launcher's control pipe: the launcher kills the
tree and still reports. Only if the launcher itself is gone (a program running as the judge's
own user can kill it) does the judge kill the program's process group itself.
"""

from __future__ import annotations

import math
import os
import select
import signal
import socket
import subprocess
import time
from dataclasses import replace
from pathlib import Path

from judge.launch import cgroup, session
from judge.launch.measure import file_sizes, file_tail, size, tree_cpu_s, tree_wait_s
from judge.launch.outcome import MIB, Limits, ProcessOutcome
from judge.faults import EnvironmentFailure
from judge.launch.sandbox import Sandbox
from judge.launch.slots import remove_owned_by

LAUNCHER_GRACE_S = 2.0  # for the launcher to kill the tree and report, once asked


def launcher_args(limits: Limits, cpu: int | None, grouped: bool = False,
                  tree_cpu: bool = False) -> list[str]:
    """tree_cpu: the run's group counts CPU time, and the launcher ends the tree when its sum
    passes the limit (the rlimit is per process: a backstop)."""
    args = ["--cpu", str(math.ceil(limits.cpu_s) + 1),
            # one byte over the cap still fits, to tell OLE apart
            "--fsize", str(limits.output_mib * MIB + 1),
            "--nproc", str(limits.processes), "--nofile", str(limits.open_files)]
    if limits.memory_mib is not None:
        memory = str(limits.memory_mib * MIB)
        # In a memory cgroup the tree's memory is capped as a whole, and an allocation over it
        # ends in the OOM killer (MLE), not in a failed malloc the judge cannot see.
        capped = limits.address_space and not grouped
        args += ["--stack", memory] + (["--as", memory] if capped else [])
    if cpu is not None:
        args += ["--pin", str(cpu)]
    if tree_cpu:
        args += ["--tree-cpu-ms", str(math.ceil(limits.cpu_s * 1000))]
    return args + ["--disk-cap", str(limits.disk_mib * MIB)]


class RunningProgram:
    """A launched program: our ends of its pipes, and the means to stop and reap it."""

    def __init__(self, argv: list[str], sandbox: Sandbox, work: Path, limits: Limits,
                 stderr_path: Path, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                 cpu: int | None = None, readable: tuple[Path, ...] = (),
                 binds: tuple[tuple[Path, Path], ...] = (), staged: tuple[str, ...] = ()):
        """staged: names of files in `work` that the judge put there (a test's input)."""
        self.limits = limits
        self.stderr_path = stderr_path
        self._work, self._staged = work, staged
        # stdout, when it is a file (the judge may close its copy as soon as we have started)
        self._stdout_path = Path(stdout.name) if isinstance(getattr(stdout, "name", None),
                                                            str) else None
        self.isolation = sandbox.mode
        # What a program of a slot's uid leaves in /tmp, /var/tmp or /dev/shm is removed when
        # it ends (under bwrap those are the sandbox's own, gone with it).
        self._temp_owner = sandbox.uid if sandbox.mode != "bwrap" else None
        self._group_key = (limits.memory_mib * MIB if limits.memory_mib is not None else None,
                           limits.processes)
        self._session = session.current()
        self._group = self._session.groups.take(*self._group_key)
        # A reused group's count of waits for a CPU (None if it has none: threads are read)
        self._wait_base = self._group.cpu_wait_s() if self._group else None
        self._launcher = sandbox.launcher.name
        ours: list[int] = []  # our ends of the pipes: closed if the launch fails
        theirs: list[int] = []  # the launcher's fds: closed here once it has them
        try:
            status_r, status_w = _pipe(ours, theirs, we_read=True)
            control_w, control_r = _pipe(ours, theirs, we_read=False)
            grouped = self._group is not None
            # Under bubblewrap the program's streams go to the launcher over a socket, not as
            # bubblewrap's own fds, which it would hold open for as long as the sandbox lasts.
            by_socket = sandbox.mode == "bwrap"
            args = launcher_args(limits, cpu, grouped,
                                 grouped and self._group.cpu_file is not None) + [
                "--status-fd", "3", "--control-fd", "4"] + (
                ["--stdio-socket", "5"] if by_socket else [])
            command = sandbox.command(argv, args, work, readable, binds,
                                      self._group.launcher_files if self._group else ())
            stdin_w, stdin_r = _stream(stdin, ours, theirs, we_read=False)
            stdout_r, stdout_w = _stream(stdout, ours, theirs, we_read=True)
            stderr_w = os.open(stderr_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            theirs.append(stderr_w)
            fds = {0: stdin_r, 1: stdout_w, 2: stderr_w, 3: status_w, 4: control_r}
            if by_socket:
                stdio = (stdin_r, stdout_w, stderr_w)
                ours_sock, theirs_sock = socket.socketpair(socket.AF_UNIX, socket.SOCK_STREAM)
                our_sock = ours_sock.detach()
                ours.append(our_sock)
                sock_fd = theirs_sock.detach()
                theirs.append(sock_fd)
                null = os.open(os.devnull, os.O_RDWR)
                theirs.append(null)
                fds = {0: null, 1: null, 2: null, 3: status_w, 4: control_r, 5: sock_fd}
            spawner = self._group.spawner if self._group else self._session.spawner()
            try:
                self.pid, self._pidfd = spawner.spawn(command, work,
                                                      sandbox.environment(work), fds)
            except OSError as err:
                raise EnvironmentFailure(f"the judge could not start a program: {err}") from None
            if by_socket:
                # Our end, only for this message: closed now (and with the others on failure).
                ours.remove(our_sock)
                with socket.socket(fileno=our_sock) as sock:
                    socket.send_fds(sock, [b"s"], list(stdio))
        except BaseException:
            for fd in ours:
                os.close(fd)
            if self._group is not None:
                self._session.groups.discard(self._group)
            raise
        finally:
            for fd in theirs:
                os.close(fd)
        self.started = time.monotonic()
        self._stdin = open(stdin_w, "wb", buffering=0) if stdin_w is not None else None
        self._stdout = open(stdout_r, "rb", buffering=0) if stdout_r is not None else None
        self._status_fd = status_r
        self._control_fd = control_w
        self._stopped = False
        self._wait_at_stop: float | None = None
        self._outcome: ProcessOutcome | None = None
        self._session.running.add(self)

    @property
    def stdin_fd(self) -> int:
        return self._stdin.fileno()

    @property
    def stdout_fd(self) -> int:
        return self._stdout.fileno()

    @property
    def exit_fd(self) -> int | None:
        """A file descriptor that polls readable once the launcher has ended (a pidfd)."""
        return self._pidfd

    def cpu_clock(self) -> float | None:
        """CPU seconds the program's tree has used, counted from an arbitrary origin (compare
        two readings), or None where it cannot be read: the run's control group counts it;
        without one, the processes under the launcher are summed from /proc."""
        if self._group is not None and self._group.cpu_file is not None:
            return self._group.cpu_s()
        if self.isolation == "bwrap":  # its processes are in another pid namespace
            return None
        return tree_cpu_s(self.pid)

    def cpu_wait(self) -> float | None:
        """Seconds the program has waited for a CPU held by other work (see cgroup.RunGroup.
        cpu_wait_s and measure.tree_wait_s), from an arbitrary origin; None if unknown."""
        if self._wait_base is not None:
            return self._group.cpu_wait_s()
        return tree_wait_s(self.pid, self._launcher)

    def close_stdin(self) -> None:
        """Close our end of the program's stdin: it reads end of file."""
        if self._stdin is not None:
            self._stdin.close()

    def close_stdout(self) -> None:
        """Close our end of the program's stdout: its next write fails (SIGPIPE)."""
        if self._stdout is not None:
            self._stdout.close()

    def kill(self) -> None:
        """Stop the program and its whole tree (a no-op once it has ended)."""
        if self._outcome is not None or self._stopped:
            return
        self._stopped = True
        self._wait_at_stop = self.cpu_wait()  # without cgroup v2, gone with the threads
        try:
            os.write(self._control_fd, b"k")
        except OSError:  # the launcher is gone already
            pass
        if not self._wait_exit(LAUNCHER_GRACE_S):
            self._kill_by_hand()

    def wait(self, timeout: float | None) -> ProcessOutcome | None:
        """Reap the program, waiting at most timeout seconds; None if it is still running."""
        if self._outcome is not None:
            return self._outcome
        if not self._wait_exit(timeout):
            return None
        wall = time.monotonic() - self.started
        outcome, base_kib = self._read_report(wall)
        if self._group is not None:
            tree = self._group.usage()
            self._session.groups.give_back(self._group, *self._group_key)
            # The group's peak, less what the judge's helpers in it held as the program began;
            # the kernel counts a group's memory in batches, so a smaller peak is not seen.
            # Less the page cache of the files it wrote, which the group still holds: the
            # kernel counts it with the tree's memory, and reclaims it before any OOM kill.
            peak = tree.peak_kib - base_kib - tree.file_cache_kib
            outcome = replace(outcome, peak_rss_kib=max(0, peak),
                              rss_floor_kib=cgroup.CHARGE_BATCH_KIB,
                              oom_killed=tree.oom_killed)
        if self._temp_owner is not None:
            remove_owned_by(self._temp_owner)
        largest, written = self._files_written()
        waited = self._wait_at_stop if outcome.killed_by_judge else None
        self._outcome = replace(outcome, largest_file=largest, written=written, cpu_wait_s=(
            None if waited is None else max(0.0, waited - (self._wait_base or 0.0))))
        # Its pipes stay open: what it wrote before it ended may not all have been read yet
        # (a relay drains them after noticing the exit). finish() closes them.
        self._close_process()
        return self._outcome

    def _files_written(self) -> tuple[int, int]:
        """The largest file the program wrote (its stdout, when a file, and stderr included:
        what decides OLE, however the program took the refusal to write more), and what its
        working folder holds."""
        sizes = [size(self.stderr_path)]
        if self._stdout_path is not None:
            sizes.append(size(self._stdout_path))
        written = 0
        for bytes_ in file_sizes(self._work, self._staged):
            written += bytes_
            sizes.append(bytes_)
        return max(sizes), written

    def finish(self) -> ProcessOutcome:
        """Stop whatever is left of the program and reap it."""
        self.kill()
        outcome = self.wait(None)
        assert outcome is not None
        self._close_streams()
        return outcome

    def _read_report(self, wall: float) -> tuple[ProcessOutcome, int]:
        """The launcher's report, and the memory of the run's group as the program began."""
        records = {}
        with os.fdopen(self._status_fd, "rb") as status:
            self._status_fd = None
            for line in status.read(1 << 16).decode("ascii", "replace").splitlines():
                kind, _, rest = line.partition(" ")
                records.setdefault(kind, rest)
        if "error" in records:
            raise EnvironmentFailure(f"the judge's launcher failed: {records['error']}")
        base_kib = int(records.get("base") or 0)
        if "end" not in records:
            # No report: the launcher was killed, by the program (same user) or by us. What
            # the tree used died with it.
            self._kill_by_hand(records.get("pid"))
            return ProcessOutcome(
                exit_code=None, signal=signal.SIGKILL, cpu_s=0.0, wall_s=wall, peak_rss_kib=0,
                killed_by_judge=self._stopped, launcher_lost=not self._stopped,
                isolation=self.isolation), base_kib
        f = dict(item.split("=", 1) for item in records["end"].split())
        exec_errno = int(f["exec_errno"])
        return ProcessOutcome(
            exit_code=int(f["code"]) if f["exited"] == "1" else None,
            signal=int(f["signal"]) or None if f["exited"] != "1" else None,
            cpu_s=float(f["cpu"]), wall_s=wall, peak_rss_kib=int(f["maxrss_kib"]),
            killed_by_judge=f["killed"] == "1", rss_floor_kib=int(f["floor_kib"]),
            leftovers=int(f["leftovers"]), kill_failed=f["kill_failed"] == "1",
            exec_error=os.strerror(exec_errno) if exec_errno else "",
            isolation=self.isolation, cpu_over=f.get("cpu_over") == "1",
            disk_over=f.get("disk_over") == "1",
            ended_at=float(f["ended"]) if f.get("ended", "0") != "0.000000000" else None), base_kib

    def _kill_by_hand(self, program_pid: str | None = None) -> None:
        groups = [self.pid] + ([int(program_pid)] if program_pid else [])
        for group in groups:
            try:
                os.killpg(group, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass

    def _wait_exit(self, timeout: float | None) -> bool:
        poller = select.poll()
        poller.register(self._pidfd, select.POLLIN)
        return bool(poller.poll(None if timeout is None else max(0, int(timeout * 1000))))

    def _close_streams(self) -> None:
        for stream in (self._stdin, self._stdout):
            if stream is not None:
                try:
                    stream.close()
                except OSError:
                    pass

    def _close_process(self) -> None:
        self._session.running.discard(self)
        if self._pidfd is not None:
            os.close(self._pidfd)
            self._pidfd = None
        if self._control_fd is not None:
            os.close(self._control_fd)
            self._control_fd = None

    def abandon(self) -> None:
        """The judge is going: stop and reap the program, or kill what is left by hand."""
        try:
            self.finish()
        except Exception:  # its launcher failed too
            self._kill_by_hand()
            self._close_streams()
            self._close_process()

    def stderr_tail(self, max_bytes: int = 2000) -> str:
        return file_tail(self.stderr_path, max_bytes)


def stop_all() -> None:
    """Stop every program this process is running, trees and all, and reap them: the judge
    was interrupted (Ctrl-C, SIGTERM) in the middle of a test, and goes."""
    session.current().stop_programs()


def _pipe(ours: list[int], theirs: list[int], we_read: bool) -> tuple[int, int]:
    """A pipe: (our end, the launcher's end), each noted in its list."""
    read_end, write_end = os.pipe()
    mine, given = (read_end, write_end) if we_read else (write_end, read_end)
    ours.append(mine)
    theirs.append(given)
    return mine, given


def _stream(stream, ours: list[int], theirs: list[int],
            we_read: bool) -> tuple[int | None, int]:
    """The program's stdin or stdout: (our end or None, the launcher's end), for a pipe
    (subprocess.PIPE), /dev/null (subprocess.DEVNULL) or an open file."""
    if stream == subprocess.PIPE:
        return _pipe(ours, theirs, we_read)
    if stream == subprocess.DEVNULL:
        fd = os.open(os.devnull, os.O_RDWR)
        theirs.append(fd)
        return None, fd
    return None, stream.fileno()


