"""Measuring a run from outside: the files a program wrote, the CPU time of its tree and the
time its threads waited for a CPU (from /proc, where no control group counts them), the tail
of its stderr."""

from __future__ import annotations

import os
from pathlib import Path


def size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def file_sizes(folder: Path, skip: tuple[str, ...], depth: int = 16, most: int = 10000):
    """The sizes of the regular files under a folder (not through links; not the names in
    skip, at its top), as far as the judge may read it."""
    pending = [(folder, depth)]
    while pending and most > 0:
        path, left = pending.pop()
        try:
            entries = list(os.scandir(path))
        except OSError:
            continue
        for entry in entries:
            most -= 1
            try:
                if entry.is_file(follow_symlinks=False):
                    if not (path == folder and entry.name in skip):
                        yield entry.stat(follow_symlinks=False).st_size
                elif entry.is_dir(follow_symlinks=False) and left > 0:
                    pending.append((Path(entry.path), left - 1))
            except OSError:
                pass


_TICK = os.sysconf("SC_CLK_TCK")


def tree_cpu_s(root: int) -> float | None:
    """The CPU time of a process and its descendants (those still running, and those they
    have reaped), from /proc; None if the root is gone."""
    total, found = 0, False
    for pid in tree_pids(root):
        try:
            stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            if pid == root:
                return None
            continue
        found = True
        total += sum(int(x) for x in stat[11:15])  # utime, stime, cutime, cstime
    return total / _TICK if found else None


def tree_pids(root: int, most: int = 10000) -> list[int]:
    """A process and its descendants now running, the root first ([] if it is gone)."""
    found, pending = [], [root]
    while pending and len(found) < most:
        pid = pending.pop()
        try:
            children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        except OSError:
            if pid == root:
                return []
            continue
        found.append(pid)
        pending += [int(c) for c in children]
    return found


def tree_wait_s(root: int, launcher: str) -> float | None:
    """How long the threads of the program under a launcher have waited for a CPU (see
    threads_wait_s): those of the processes below the first one in root's tree whose name
    (as /proc/PID/stat gives it) is the launcher's; the judge's helpers above and the
    launcher itself wake now and then, and their waits are not the program's. None if there
    is no such launcher (any more)."""
    pids = tree_pids(root)
    for pid in pids:
        try:
            name = Path(f"/proc/{pid}/stat").read_text().split(" (", 1)[1].rsplit(")", 1)[0]
        except (OSError, IndexError):
            continue
        if name == launcher[:15]:  # the kernel keeps 15 characters of a name
            break
    else:
        return None
    threads = []
    for below in tree_pids(pid)[1:]:
        try:
            threads += [int(t) for t in os.listdir(f"/proc/{below}/task")]
        except OSError:
            continue
    return threads_wait_s(threads)


def threads_wait_s(threads: list[int]) -> float | None:
    """The run-queue wait of these threads so far, summed: the time each was runnable but
    not running, because the CPU it may use was running something else (the second field of
    /proc/TID/schedstat, in ns). Threads that have ended are not counted: read it before
    they are killed. None if none could be read (no /proc, or a kernel without
    CONFIG_SCHED_INFO)."""
    total, found = 0, not threads
    for tid in threads:
        try:
            fields = Path(f"/proc/{tid}/schedstat").read_text().split()
        except OSError:
            continue
        if len(fields) >= 2 and fields[1].isdigit():
            total, found = total + int(fields[1]), True
    return total / 1e9 if found else None


def file_tail(path: Path, max_bytes: int = 2000) -> str:
    """The end of a file a program wrote, as text ("" if there is none); only the end is
    read, however large the file."""
    try:
        with open(path, "rb") as f:
            f.seek(0, os.SEEK_END)
            size = f.tell()
            f.seek(max(0, size - max_bytes))
            data = f.read()
    except OSError:
        return ""
    text = data.decode("utf-8", "backslashreplace")
    return ("..." if size > max_bytes else "") + text
