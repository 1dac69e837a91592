"""Faults of the judge's environment are JE with their reason: never the contestant's CE or
RTE, never a traceback."""

from __future__ import annotations

import errno
import subprocess
import sys
from pathlib import Path

import pytest

from judge.judging import building
from judge.launch import spawner
from judge.faults import EnvironmentFailure
from judge.package.problem import load
from judge.launch.process import Limits, ProcessOutcome
from judge.judging.runner import Options, judge_submission
from judge.verdict import Verdict

ROOT = Path(__file__).resolve().parent.parent
NIM = ROOT / "problems" / "nim"


def _refuse(*args, **kwargs):
    raise OSError(errno.EAGAIN, "Resource temporarily unavailable (fork)")


def test_a_program_the_judge_cannot_start_is_je(monkeypatch):
    """A spawner that cannot fork (the machine out of processes) makes the submission JE,
    with the reason, not RTE."""
    monkeypatch.setattr(spawner.Spawner, "spawn", _refuse)
    report = judge_submission(load(NIM), ROOT / "solutions" / "nim" / "accepted" / "nim.py",
                              Options(test_pattern="1_single"))
    assert report.verdict is Verdict.JE
    assert "could not start a program" in report.judge_error
    assert "Resource temporarily unavailable" in report.judge_error


@pytest.mark.parametrize("said", [
    "gcc: fatal error: vfork: Resource temporarily unavailable",
    "g++: error trying to exec 'cc1plus': execvp: Resource temporarily unavailable",
    "collect2: fatal error: posix_spawn: Cannot allocate memory",
])
def test_a_compiler_refused_resources_is_an_environment_failure(tmp_path, said):
    """A compiler that could not fork or exec for want of resources is the judge's failure."""
    (tmp_path / "stdout").write_text("")
    (tmp_path / "stderr").write_text(said + "\n")
    out = ProcessOutcome(exit_code=1, signal=None, cpu_s=0.01, wall_s=0.01, peak_rss_kib=0,
                         killed_by_judge=False)
    with pytest.raises(EnvironmentFailure):
        building._compile_failure(out, Limits(), tmp_path)


def test_a_real_compile_error_is_still_ce(tmp_path):
    """The contestant's own compile errors stay CE."""
    (tmp_path / "stdout").write_text("")
    (tmp_path / "stderr").write_text("p.c:3:1: error: expected ';' before '}' token\n")
    out = ProcessOutcome(exit_code=1, signal=None, cpu_s=0.01, wall_s=0.01, peak_rss_kib=0,
                         killed_by_judge=False)
    assert "expected ';'" in building._compile_failure(out, Limits(), tmp_path)


def test_judge_run_says_je_in_one_line_and_no_traceback(tmp_path):
    """`judge run` whose launcher cannot start prints the JE and its reason, no traceback."""
    script = (f"import sys; sys.path.insert(0, {str(ROOT)!r})\n"
              "from judge.launch import spawner\n"
              "def refuse(*a, **k): raise OSError(11, 'Resource temporarily unavailable')\n"
              "spawner.Spawner.spawn = refuse\n"
              "from judge.cli import main\n"
              f"sys.exit(main(['run', {str(NIM)!r}, "
              f"{str(ROOT / 'solutions' / 'nim' / 'accepted' / 'nim.py')!r}]))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 1
    assert "verdict: JE (the judge failed" in done.stdout
    assert "Traceback" not in done.stdout + done.stderr


def test_a_temporary_folder_the_judge_cannot_write_is_je(tmp_path, monkeypatch):
    """A TMPDIR the judge cannot make its folders in is JE saying so, not the submission's
    RTE or a traceback."""
    import tempfile
    missing = tmp_path / "no-such-folder"
    monkeypatch.setattr(tempfile, "tempdir", str(missing))
    report = judge_submission(load(NIM), ROOT / "solutions" / "nim" / "accepted" / "nim.py",
                              Options(test_pattern="1_single"))
    assert report.verdict is Verdict.JE
    assert "cannot make a folder" in report.judge_error
