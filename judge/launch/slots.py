"""Judging slots across the whole machine: which uid a judge's programs run as, which CPU it
may pin to, and the leftovers of a judge that died.

Every process that judges (a `judge run`, each grading worker, a test suite's process) takes
a slot the first time it runs a program, and holds it until it ends: an exclusive flock on
`slot-N.lock` in the judges' runtime folder (/run/judge as root; otherwise the user's runtime
folder, or /tmp/judge-UID). The kernel releases the lock when its holder dies, however it
dies, so a free slot is never one that a live judge uses. The lowest free slot is taken.

A slot gives:
- the programs' uid (as root): UID_BASE + N. No two live judges share it, so one judge's
  program can neither signal another's nor use up its process count (RLIMIT_NPROC is per uid).
- a CPU: slot N pins to the N-th CPU this process may use, but only while there are no more
  judges than CPUs (slot number len(cpus) is free); past that no judge pins, as pinning two
  judges to one CPU would halve both.
- its leftovers: a slot that was free belongs to no live judge, so whatever still carries its
  number (processes of its uid, control groups and folders named after it) is a dead judge's,
  and is removed when the slot is taken.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import signal
import tempfile
import time
import zlib
from dataclasses import dataclass
from pathlib import Path

from judge.launch import hierarchy

UID_BASE = int(os.environ.get("JUDGE_UID_BASE", "61000"))
MAX_SLOTS = int(os.environ.get("JUDGE_MAX_SLOTS", "64"))


class NoSlot(RuntimeError):
    """Every slot is taken (or the runtime folder cannot be used): the judge's environment."""


@dataclass(frozen=True)
class Slot:
    index: int
    lock_fd: int

    @property
    def uid(self) -> int:
        """The uid of this slot's programs (used as root only)."""
        return UID_BASE + self.index

    @property
    def prefix(self) -> str:
        """How this slot's folders and control groups begin: the user's uid, the set of slots
        (when JUDGE_RUNTIME_DIR names another than the machine's) and the slot."""
        return f"judge-u{os.geteuid()}-{_set_tag()}s{self.index}-"

    def cpu(self) -> int | None:
        """The CPU to pin this slot's judge and program to, or None when there are more
        judges than CPUs (then none pins)."""
        cpus = sorted(os.sched_getaffinity(0)) if _own_cpus is None else _own_cpus
        if self.index >= len(cpus) or _taken(len(cpus)):
            return None
        return cpus[self.index]


_current: Slot | None = None
_own_cpus: list[int] | None = None  # the CPUs this process could use when it took its slot


def _default_dir() -> Path:
    if os.geteuid() == 0:
        return Path("/run/judge")
    if os.environ.get("XDG_RUNTIME_DIR"):
        return Path(os.environ["XDG_RUNTIME_DIR"]) / "judge"
    return Path(tempfile.gettempdir()) / f"judge-{os.geteuid()}"


def _set_tag() -> str:
    """"" for the machine's set of slots; for another (JUDGE_RUNTIME_DIR, as tests use, with
    a JUDGE_UID_BASE of its own), a tag that keeps its names apart."""
    path = os.environ.get("JUDGE_RUNTIME_DIR")
    if not path or Path(path) == _default_dir():
        return ""
    return f"r{zlib.crc32(os.path.abspath(path).encode()):08x}-"


def runtime_dir() -> Path:
    """Where the slots' lock files are: shared by every judge of this user (of root: all).
    JUDGE_RUNTIME_DIR names another set of slots; as root, give it a JUDGE_UID_BASE of its
    own, or its slots' uids are those of the machine's slots."""
    path = Path(os.environ.get("JUDGE_RUNTIME_DIR") or _default_dir())
    try:
        path.mkdir(mode=0o700, parents=True, exist_ok=True)
    except OSError as err:
        raise NoSlot(f"cannot make the judges' runtime folder {path}: {err.strerror}") from None
    info = path.lstat()
    if info.st_uid != os.geteuid() or info.st_mode & 0o022:
        raise NoSlot(f"the judges' runtime folder {path} is not this user's alone "
                     "(set JUDGE_RUNTIME_DIR to a private folder)")
    return path


def current() -> Slot:
    """This process's slot, taken on first use."""
    global _current, _own_cpus
    if _current is None:
        _own_cpus = sorted(os.sched_getaffinity(0))
        _current = _acquire()
        _sweep(_current)
    return _current


def held() -> Slot | None:
    """This process's slot, if it has taken one (never takes it)."""
    return _current


def release(sweep: bool = False) -> None:
    """Give this process's slot back (a grading parent before its workers take theirs). Its
    programs must all have ended. sweep: remove what they left first, as the slot's next
    holder would (a cluster's worker process that ends, whose slot may stay free a while)."""
    global _current
    if _current is not None:
        if sweep:
            _sweep(_current)
        os.close(_current.lock_fd)
        _current = None


def _lock_path(index: int) -> Path:
    return runtime_dir() / f"slot-{index}.lock"


def _acquire() -> Slot:
    for index in range(MAX_SLOTS):
        fd = os.open(_lock_path(index), os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            continue
        return Slot(index, fd)
    raise NoSlot(f"all {MAX_SLOTS} judging slots of this machine are taken "
                 f"(JUDGE_MAX_SLOTS raises the number)")


def _taken(index: int) -> bool:
    """Whether a live judge holds slot `index` (a shared lock for an instant: a judge taking
    that slot in the same instant moves on to the next one)."""
    try:
        fd = os.open(_lock_path(index), os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)
    return False


def _sweep(slot: Slot) -> None:
    """Remove what a dead holder of this slot left: its uid's processes (as root), its control
    groups, its folders."""
    if os.geteuid() == 0:
        kill_uid(slot.uid)
        remove_owned_by(slot.uid)
    hierarchy.remove_stale(slot.prefix)
    _remove_stale_folders(slot.prefix)


def kill_uid(uid: int) -> None:
    """Kill every process of this uid (a forked child drops to it and kills all it may), until
    none is left."""
    for _ in range(100):
        if not _uid_has_processes(uid):
            return
        pid = os.fork()
        if pid == 0:
            try:
                os.setgroups([])
                os.setresgid(uid, uid, uid)
                os.setresuid(uid, uid, uid)
                os.kill(-1, signal.SIGKILL)
            except OSError:
                pass
            os._exit(0)
        os.waitpid(pid, 0)
        time.sleep(0.01)


def _uid_has_processes(uid: int) -> bool:
    for entry in os.scandir("/proc"):
        if entry.name.isdigit():
            try:
                if entry.stat().st_uid == uid:
                    return True
            except OSError:
                pass
    return False


def _remove_stale_folders(prefix: str) -> None:
    temp = Path(tempfile.gettempdir())
    try:
        stale = [p for p in temp.iterdir() if p.name.startswith(prefix)]
    except OSError:
        return
    for path in stale:
        remove_tree(str(path))


# Folders every user may write to: what a program of a slot's uid leaves there is removed.
SHARED_TEMP = ("/tmp", "/var/tmp", "/dev/shm")


def remove_owned_by(uid: int) -> None:
    """Remove the entries of the shared temporary folders that belong to uid (a slot's uid is
    its judge's alone: nothing there of that uid is anybody else's)."""
    for folder in SHARED_TEMP:
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            try:
                if entry.stat(follow_symlinks=False).st_uid != uid:
                    continue
                if entry.is_dir(follow_symlinks=False):
                    remove_tree(entry.path)
                else:
                    os.unlink(entry.path)
            except OSError:
                pass


def remove_tree(path: str) -> None:
    """Remove a folder of the judge's, whatever a program did to it."""
    try:
        shutil.rmtree(path)
    except OSError:
        # Under isolation none the program is the judge's own user and may have locked
        # folders of its own (chmod 0): unlock them, top down (never through a link), then
        # remove what can be.
        for root, dirs, _files in os.walk(path):
            for name in dirs:
                folder = os.path.join(root, name)
                if not os.path.islink(folder):
                    try:
                        os.chmod(folder, 0o700)
                    except OSError:
                        pass
        shutil.rmtree(path, ignore_errors=True)


def _after_fork() -> None:
    """A forked copy (a grading worker) takes a slot of its own; the parent keeps its lock."""
    global _current
    if _current is not None:
        os.close(_current.lock_fd)
        _current = None


os.register_at_fork(after_in_child=_after_fork)
