"""The judge's folders: where programs run and are built, whatever TMPDIR is."""

import tempfile
from pathlib import Path

import pytest

from judge.problem import load
from judge.runner import Options, judge_submission
from tests.conftest import modes_here

ROOT = Path(__file__).resolve().parent.parent


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
