"""The judge's folders: where programs run and are built, whatever TMPDIR is, and their removal."""

import os
import tempfile
from pathlib import Path

import pytest

from judge.launch import sandbox, session
from judge.launch.session import workspace
from judge.package.problem import load
from judge.judging.runner import Options, judge_submission
from tests.conftest import modes_here

ROOT = Path(__file__).resolve().parent.parent


def test_finished_run_is_removed_when_the_next_program_starts(box):
    """A run's folder outlives its run only until the judge has started the next program."""
    with workspace(box) as (tmp, work):
        (work / "left.txt").write_text("what the program left")
    assert tmp.exists()
    report = judge_submission(load(ROOT / "problems" / "nim"),
                              ROOT / "solutions" / "nim" / "accepted" / "nim.py",
                              Options(test_pattern="1_single/01"))
    assert report.verdict.name == "AC"
    assert not tmp.exists()
    with workspace(box) as (tmp2, work2):
        pass
    session.current().folders.sweep()
    assert not tmp2.exists()


def test_closing_the_session_removes_lasting_folders(box):
    """The session's end (at exit) removes both the finished runs' folders and the lasting
    ones."""
    folders = session.Session().folders
    lasting = folders.lasting("judge-test-")
    with folders.scratch("judge-test-") as finished:
        pass
    assert lasting.is_dir() and finished.is_dir()
    folders.close()
    assert not lasting.exists() and not finished.exists()


@pytest.mark.parametrize("mode", modes_here())
def test_judging_works_with_a_nested_temporary_folder(shared, monkeypatch, mode):
    """With TMPDIR a folder inside /tmp (pam_tmpdir's /tmp/user/UID, say) the program still
    reaches its build and its working folder, in every isolation mode."""
    nested = shared / "user" / "1000"
    nested.mkdir(parents=True, exist_ok=True)
    for d in (nested.parent, nested):
        d.chmod(0o755)
    monkeypatch.setattr(tempfile, "tempdir", str(nested))
    report = judge_submission(load(ROOT / "problems" / "nim"),
                              ROOT / "solutions" / "nim" / "accepted" / "nim.c",
                              Options(test_pattern="1_single", isolation=mode))
    assert report.verdict.name == "AC", report.tests[0].message if report.tests else report


@pytest.mark.skipif(os.geteuid() == 0, reason="root removes locked folders anyway: nothing to test")
def test_locked_folders_are_removed_too():
    """A program running as the judge's user (isolation none) may lock folders it made
    (chmod 0): its run's folder is still removed."""
    folders = session.current().folders
    with folders.scratch("judge-test-") as tmp:
        (tmp / "a" / "b").mkdir(parents=True)
        (tmp / "a" / "b" / "f").write_text("x")
        (tmp / "a" / "b").chmod(0)
        (tmp / "a").chmod(0)
    folders.sweep()
    assert not tmp.exists()


@pytest.mark.skipif(os.geteuid() != 0, reason="isolation uid needs root")
def test_uid_refuses_a_temporary_folder_its_programs_cannot_reach(shared, monkeypatch):
    """A TMPDIR inside a private folder is the judge's set-up error, said up front, not every
    submission's RTE ("could not be started: Permission denied")."""
    private = shared / "private"
    (private / "tmp").mkdir(parents=True, exist_ok=True)
    private.chmod(0o700)
    monkeypatch.setattr(tempfile, "tempdir", str(private / "tmp"))
    with pytest.raises(sandbox.IsolationUnavailable, match="does not let other users through"):
        sandbox.resolve("uid")
    private.chmod(0o711)
    assert sandbox.resolve("uid").mode == "uid"
