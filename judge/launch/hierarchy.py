"""The machine's control-group hierarchies, as far as the judge uses them: where this process
may make its run groups (cgroup v1's memory, pids and cpuacct hierarchies, or v2 with memory
delegated), and the removal of groups, a dead judge's among them (judge.launch.slots sweeps
them when it takes their slot). Below slots and cgroup: it imports nothing of the judge's."""

from __future__ import annotations

import functools
import os
import signal
import time
from pathlib import Path

ROOT = Path("/sys/fs/cgroup")


@functools.lru_cache(maxsize=1)
def _parents() -> tuple[int, dict[str, Path]] | None:
    if os.environ.get("JUDGE_NO_CGROUPS") or os.geteuid() != 0:
        return None
    try:
        lines = Path("/proc/self/cgroup").read_text().splitlines()
    except OSError:
        return None
    own = {}
    for line in lines:
        _, controllers, path = line.split(":", 2)
        for c in controllers.split(","):
            own[c] = path.lstrip("/")
    if "memory" in own and (ROOT / "memory").is_dir():
        parents = {"memory": ROOT / "memory" / own["memory"]}
        for controller in ("pids", "cpuacct"):
            if controller in own and (ROOT / controller).is_dir():
                parents[controller] = ROOT / controller / own[controller]
        return (1, parents) if _probe(1, parents) else None
    if "" in own and "memory" in _read(ROOT / "cgroup.subtree_control"):
        parents = {"memory": ROOT / own[""]}
        return (2, parents) if _probe(2, parents) else None
    return None


def _probe(version: int, parents: dict[str, Path]) -> bool:
    """Whether this process may make a group with limits in every hierarchy."""
    name = f"judge-probe-{os.getpid()}"
    made = []
    try:
        for controller, parent in parents.items():
            (parent / name).mkdir()
            made.append(parent / name)
        memory = parents["memory"] / name
        _write(memory / ("memory.limit_in_bytes" if version == 1 else "memory.max"), 1 << 30)
        return True
    except OSError:
        return False
    finally:
        for group in made:
            try:
                group.rmdir()
            except OSError:
                pass


def _remove_dir(group: Path) -> None:
    """Remove a group, killing what is still in it; a group stays busy for a moment after its
    last process ended (until the kernel has released it), so removal retries."""
    for attempt in range(200):
        try:
            group.rmdir()
            return
        except FileNotFoundError:
            return
        except OSError:
            for pid in _read(group / "cgroup.procs").split():
                try:
                    os.kill(int(pid), signal.SIGKILL)
                except OSError:
                    pass
            time.sleep(0.001 * min(attempt + 1, 20))


def remove_stale(prefix: str) -> None:
    """Remove the groups a dead judge left (their names begin with its slot's prefix)."""
    found = _parents()
    if found is None:
        return
    for parent in found[1].values():
        try:
            stale = [d for d in parent.iterdir() if d.name.startswith(prefix) and d.is_dir()]
        except OSError:
            continue
        for group in stale:
            _remove_dir(group)


def _write(path: Path, value: int, optional: bool = False) -> None:
    try:
        path.write_text(f"{value}\n")
    except OSError:
        if not optional:
            raise


def _read(path: Path) -> str:
    try:
        return path.read_text()
    except OSError:
        return ""
