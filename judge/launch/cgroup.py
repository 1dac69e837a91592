"""Control groups for one run: the memory of the whole process tree, and its process count.

When the judge may create control groups (root, with cgroup v1's memory controller, or cgroup
v2 with memory delegated), each run gets a group of its own. Each group has a spawner inside it
(judge.launch.spawner), which starts the run's launcher, so that the launcher, bubblewrap and the
program are all born in the group: a process moved into a group on cgroup v1 waits for an RCU
grace period, 5 to 15 ms here, and a run would pay it every time. The group caps the tree's
memory (the kernel's OOM killer ends a tree over it: MLE, whatever allocation was refused),
counts its peak (the tree's sum, not one process's), and caps its number of processes. The
judge's helpers in the group (spawner, launcher, bubblewrap) are allowed for on top of the
program's limits, and the launcher reports their share just before the program starts, to be
subtracted from the peak. Without groups the judge falls back on rlimits (see judge.launch.process),
and says so nowhere but in `available()`.
"""

from __future__ import annotations

import itertools
import os
from dataclasses import dataclass
from pathlib import Path

from judge.launch import slots
from judge.launch.hierarchy import _parents, _read, _remove_dir, _write
from judge.launch.spawner import Spawner

_counter = itertools.count()
# Room for the judge's own processes in the group, over the program's limits: the spawner, the
# launcher and its child before it executes, bubblewrap and its init (their memory, measured:
# docs/isolation.md, "Control groups").
HELPERS_BYTES = 8 << 20
HELPER_PROCESSES = 5
# The kernel charges a group's memory 64 pages at a time (MEMCG_CHARGE_BATCH): its usage and
# peak are only known to that.
CHARGE_BATCH_KIB = 64 * os.sysconf("SC_PAGE_SIZE") // 1024


@dataclass(frozen=True)
class Usage:
    peak_kib: int
    oom_killed: bool
    file_cache_kib: int = 0  # page cache of files still charged to the group (not shmem)


class RunGroup:
    """One run's control group(s): created, configured, measured, removed."""

    def __init__(self, version: int, dirs: dict[str, Path], memory_bytes: int | None,
                 processes: int):
        self.version = version
        self.dirs = dirs
        self._ooms_before = 0
        self._spawner: Spawner | None = None
        for d in dirs.values():
            d.mkdir()
        memory = dirs["memory"]
        processes += HELPER_PROCESSES
        if memory_bytes is not None:
            memory_bytes += HELPERS_BYTES
        if version == 1:
            if memory_bytes is not None:
                _write(memory / "memory.limit_in_bytes", memory_bytes)
                if (memory / "memory.memsw.limit_in_bytes").exists():  # no swapping past it
                    _write(memory / "memory.memsw.limit_in_bytes", memory_bytes)
            if "pids" in dirs:
                _write(dirs["pids"] / "pids.max", processes)
        else:
            if memory_bytes is not None:
                _write(memory / "memory.max", memory_bytes)
                _write(memory / "memory.swap.max", 0, optional=True)
            _write(memory / "pids.max", processes, optional=True)

    @property
    def spawner(self) -> Spawner:
        """The group's spawner, started and moved into the group on first use."""
        if self._spawner is None:
            spawner = Spawner()
            try:
                for d in self.dirs.values():
                    _write(d / "cgroup.procs", spawner.pid)
            except BaseException:
                spawner.close()
                raise
            self._spawner = spawner
        return self._spawner

    @property
    def launcher_files(self) -> tuple[tuple[str, Path], ...]:
        """The launcher's options naming this group's files: --memory-usage, --memory-peak
        where the peak can be reset (v1), and --cpu-usage where the group counts CPU time."""
        memory = self.dirs["memory"]
        if self.version == 1:
            files = [("--memory-usage", memory / "memory.usage_in_bytes"),
                     ("--memory-peak", memory / "memory.max_usage_in_bytes")]
        else:
            files = [("--memory-usage", memory / "memory.current")]
        cpu = self.cpu_file
        if cpu is not None:
            files.append(("--cpu-usage", cpu))
        return tuple(files)

    @property
    def cpu_file(self) -> Path | None:
        """The file holding the CPU time of the group's tree: cpuacct.usage (v1, ns), or
        cpu.stat's usage_usec (v2); None where the group does not count it."""
        if self.version == 1:
            return self.dirs["cpuacct"] / "cpuacct.usage" if "cpuacct" in self.dirs else None
        return self.dirs["memory"] / "cpu.stat"

    def cpu_s(self) -> float | None:
        """The CPU time of everything in the group so far, or None if it is not counted."""
        return read_cpu(self.cpu_file) if self.cpu_file is not None else None

    def cpu_wait_s(self) -> float | None:
        """How long the group's tasks have waited for a CPU held by other work, so far (a
        counter: compare two readings): on v2, the group's CPU pressure, the time at least
        one of its tasks was runnable but not running ("some total=", counted by the kernel
        since the group was made, whatever has ended in it). None on v1, or where the kernel
        keeps no pressure stall information (then the program's threads are read instead:
        judge.launch.measure.tree_wait_s)."""
        if self.version == 1:
            return None
        return read_pressure(self.dirs["memory"] / "cpu.pressure")

    def reset(self) -> bool:
        """Make the group ready for another run: its peak back to zero. False if this kernel
        cannot reset the peak (v2 before Linux 6.12). On v1 the launcher resets it itself, as
        the program starts (see launcher_files)."""
        if self.version == 1:
            return True
        try:
            (self.dirs["memory"] / "memory.peak").write_text("0\n")
        except OSError:
            return False
        return True

    def usage(self) -> Usage:
        """The run's peak, and whether the kernel's OOM killer struck since the last run."""
        memory = self.dirs["memory"]
        peak = memory / ("memory.max_usage_in_bytes" if self.version == 1 else "memory.peak")
        ooms = self._ooms()
        killed, self._ooms_before = ooms > self._ooms_before, ooms
        return Usage(int(_read(peak) or 0) // 1024, killed, self._file_cache() // 1024)

    def _file_cache(self) -> int:
        """Bytes of page cache of files the group holds, shared memory (tmpfs) not included:
        the contents of the files a program wrote, which are not its memory."""
        stat = {}
        for line in _read(self.dirs["memory"] / "memory.stat").splitlines():
            key, _, value = line.partition(" ")
            stat[key] = value
        cache, shmem = ("cache", "shmem") if self.version == 1 else ("file", "shmem")
        try:
            return max(0, int(stat.get(cache, 0)) - int(stat.get(shmem, 0)))
        except ValueError:
            return 0

    def _ooms(self) -> int:
        memory = self.dirs["memory"]
        events = _read(memory / ("memory.oom_control" if self.version == 1 else "memory.events"))
        for line in events.splitlines():
            if line.startswith("oom_kill "):
                return int(line.split()[1])
        return 0

    def remove(self) -> None:
        if self._spawner is not None:
            self._spawner.close()
            self._spawner = None
        for d in self.dirs.values():
            _remove_dir(d)


def read_cpu(path: Path) -> float | None:
    """CPU seconds from cpuacct.usage (v1) or cpu.stat (v2)."""
    text = _read(path)
    if text.startswith("usage_usec"):
        return int(text.split()[1]) / 1e6
    return int(text) / 1e9 if text.strip().isdigit() else None


def read_pressure(path: Path) -> float | None:
    """Seconds of "some" stall from a pressure file (cpu.pressure), or None."""
    for line in _read(path).splitlines():
        if line.startswith("some "):
            total = dict(f.split("=", 1) for f in line.split()[1:] if "=" in f).get("total")
            return int(total) / 1e6 if total and total.isdigit() else None
    return None


class GroupPool:
    """The control groups of one judging process: those of runs under way, and idle ones kept
    for the next run with the same limits (creating and removing one costs about a
    millisecond). judge.launch.session owns it."""

    def __init__(self) -> None:
        self._idle: dict[tuple[int | None, int], RunGroup] = {}
        self._in_use: set[RunGroup] = set()

    def take(self, memory_bytes: int | None, processes: int) -> RunGroup | None:
        """A group for one run (an idle one when the kernel can reset its peak), or None where
        the judge may not create one. Give it back with give_back()."""
        group = self._idle.pop((memory_bytes, processes), None)
        if group is not None and not group.reset():  # this kernel cannot reuse it
            group.remove()
            group = None
        if group is None:
            group = _new_group(memory_bytes, processes)
            if group is None:
                return None
        self._in_use.add(group)
        return group

    def give_back(self, group: RunGroup, memory_bytes: int | None, processes: int) -> None:
        """The run is over (the launcher killed all of it): keep the group for the next run."""
        self._in_use.discard(group)
        old = self._idle.pop((memory_bytes, processes), None)
        if old is not None:
            old.remove()
        self._idle[(memory_bytes, processes)] = group

    def discard(self, group: RunGroup) -> None:
        """A group removed by its run (its launch failed)."""
        self._in_use.discard(group)
        group.remove()

    def close(self) -> None:
        """Remove every group: the idle ones and those of runs cut short (the judge was
        interrupted: what still runs in them is killed)."""
        for group in [*self._idle.values(), *self._in_use]:
            group.remove()
        self._idle.clear()
        self._in_use.clear()

    def forget(self) -> None:
        """In a forked copy of the judge (a grading worker): the groups and their spawners are
        the parent's."""
        for group in [*self._idle.values(), *self._in_use]:
            if group._spawner is not None:
                group._spawner.forget()
        self._idle.clear()
        self._in_use.clear()


def _new_group(memory_bytes: int | None, processes: int) -> RunGroup | None:
    found = _parents()
    if found is None:
        return None
    version, parents = found
    name = f"{slots.current().prefix}{os.getpid()}-{next(_counter)}"
    try:
        group = RunGroup(version, {k: p / name for k, p in parents.items()}, memory_bytes,
                         processes)
    except OSError:
        return None
    group.reset()
    return group


def available() -> str:
    """"cgroup v1", "cgroup v2", or "" when runs are not in control groups."""
    found = _parents()
    return f"cgroup v{found[0]}" if found else ""
