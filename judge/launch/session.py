"""A judging session: what one judging process holds while it judges, and its release.

A process that judges (a `judge run`, each grading worker, a test suite's process) holds, over
many runs: the folders of finished runs not yet removed and the lasting ones (judge.launch.folders),
the control groups kept for the next run and those of runs under way (judge.launch.cgroup), the
spawner of runs that are in no group (judge.launch.spawner), and the programs it is running. The
session owns them, and close() releases them all: at the process's exit (atexit), and in a
grading worker, which ends without atexit's handlers, through its finalizer. A forked copy of
the judge starts a session of its own and leaves its parent's resources alone.

The slot (judge.launch.slots: the programs' uid and CPU) is the machine's, not the session's: the
kernel releases it when the process dies, whatever happens to the session.
"""

from __future__ import annotations

import atexit
import os
import weakref

from judge.launch.cgroup import GroupPool
from judge.launch import folders
from judge.launch.folders import Folders
from judge.launch.spawner import Spawner


class Session:
    def __init__(self) -> None:
        self.folders = Folders()
        self.groups = GroupPool()
        self.running: weakref.WeakSet = weakref.WeakSet()  # programs launched, not reaped
        self._spawner: Spawner | None = None

    def spawner(self) -> Spawner:
        """The spawner of runs that are in no group, started on first use."""
        if self._spawner is None:
            self._spawner = Spawner()
        return self._spawner

    def stop_programs(self) -> None:
        """Stop every program the session is running, trees and all, and reap them: the judge
        was interrupted (Ctrl-C, SIGTERM) in the middle of a test."""
        for program in list(self.running):
            program.abandon()
        self.running.clear()

    def close(self) -> None:
        """Release everything: the groups (killing what is left in them), the spawner, the
        folders."""
        self.groups.close()
        if self._spawner is not None:
            self._spawner.close()
            self._spawner = None
        self.folders.close()

    def forget(self) -> None:
        """In a forked copy of the judge: every resource is the parent's."""
        self.groups.forget()
        if self._spawner is not None:
            self._spawner.forget()
            self._spawner = None
        self.folders.forget()
        self.running.clear()


_session: Session | None = None


def current() -> Session:
    """This process's session, begun on first use."""
    global _session
    if _session is None:
        _session = Session()
    return _session


def close() -> None:
    """End this process's session (at exit; grading workers call it from a finalizer)."""
    global _session
    if _session is not None:
        _session.close()
        _session = None


def _after_fork() -> None:
    global _session
    if _session is not None:
        _session.forget()
        _session = None


atexit.register(close)
os.register_at_fork(after_in_child=_after_fork)


def workspace(box):
    """A private folder for one test, in this process's session (see judge.launch.folders)."""
    return folders.workspace(box, current().folders)
