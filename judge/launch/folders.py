"""The judge's folders: where programs are built and run, and their removal.

Each test's working folder and each submission's build are fresh folders in the temporary
folder (TMPDIR), named after the judge's slot (judge.launch.slots), so that a dead judge's are known
for leftovers by the next holder of its slot. A finished run's folder is not removed at once,
but at the next sweep(): after the next program has been started, while the judge would only
be waiting for it, or when the judging session ends (judge.launch.session owns the Folders). They are
removed with judge.launch.slots.remove_tree, which the next holder of a slot also uses on a dead
judge's: in judge.launch.slots, which this module imports, so that the two do not import each other.
"""

from __future__ import annotations

import os
import tempfile
from contextlib import contextmanager
from pathlib import Path

from judge.launch import slots
from judge.faults import EnvironmentFailure
from judge.launch.slots import remove_tree


class Folders:
    """The folders of one judging process: those of finished runs, not yet removed, and those
    that last as long as the process (a validator program's build, used by every test)."""

    def __init__(self) -> None:
        self._finished: list[str] = []
        self._lasting: list[str] = []

    @contextmanager
    def scratch(self, kind: str):
        """A fresh folder of the judge's (0700), for one run or one submission's build,
        removed at the next sweep() once the run is over."""
        path = _new_folder(kind)
        try:
            yield Path(path)
        finally:
            self._finished.append(path)

    def lasting(self, kind: str) -> Path:
        """A fresh folder of the judge's (0700) that lasts until the session ends."""
        path = _new_folder(kind)
        self._lasting.append(path)
        return Path(path)

    def sweep(self) -> None:
        """Remove the folders of finished runs."""
        while self._finished:
            remove_tree(self._finished.pop())

    def close(self) -> None:
        """Remove every folder of the session."""
        self.sweep()
        while self._lasting:
            remove_tree(self._lasting.pop())

    def forget(self) -> None:
        """In a forked copy of the judge (a grading worker): the folders are the parent's."""
        self._finished.clear()
        self._lasting.clear()


@contextmanager
def workspace(box, folders: Folders):
    """A private folder for one test: `work` (the program's, and only it writable by the
    program) inside a folder only the judge can enter (its files: stdout, stderr)."""
    with folders.scratch("run-") as tmp:
        work = tmp / "work"
        work.mkdir()
        if box.uid is not None:
            os.chown(work, box.uid, box.uid)
            # Traversable, so that the program can name its folder by its absolute path
            # (tempfile.mkdtemp(dir=os.getcwd()) does); not listable, and the judge's files
            # in it (the program's own stdout and stderr) are not writable by the program.
            tmp.chmod(0o711)
        yield tmp, work


def _new_folder(kind: str) -> str:
    """A fresh folder of the judge's in the temporary folder; one that cannot be made is the
    judge's environment failing (EnvironmentFailure: JE), never the submission's fault."""
    try:
        return tempfile.mkdtemp(prefix=folder_prefix(kind))
    except OSError as err:
        raise EnvironmentFailure(f"the judge cannot make a folder in "
                                 f"{tempfile.gettempdir()}: {err.strerror}") from None


def folder_prefix(kind: str) -> str:
    """The name a judge's folder begins with: its slot's prefix (so that the next holder of
    the slot knows it for a dead judge's leftover), then its kind."""
    try:
        return slots.current().prefix + kind
    except slots.NoSlot:
        return "judge-" + kind
