"""Measuring a run from outside: the files a program wrote, the CPU time of its tree (from
/proc, where no control group counts it), the tail of its stderr."""

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
    total, pending, seen = 0, [root], 0
    while pending and seen < 10000:
        pid = pending.pop()
        seen += 1
        try:
            stat = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
            children = Path(f"/proc/{pid}/task/{pid}/children").read_text().split()
        except OSError:
            if pid == root:
                return None
            continue
        total += sum(int(x) for x in stat[11:15])  # utime, stime, cutime, cstime
        pending += [int(c) for c in children]
    return total / _TICK


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
