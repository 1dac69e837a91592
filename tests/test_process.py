"""Launching under limits: exit status, signals, CPU time from the kernel, stderr, killing."""

import os
import time

import pytest

from judge.launch import cgroup
from judge.launch.process import MIB, Limits, RunningProgram
from judge.launch.session import workspace
from tests.conftest import PYTHON, survivors


@pytest.fixture
def launch(box):
    """launch(code, limits): a Python program started in the machine's default sandbox."""
    with workspace(box) as (tmp, work):
        def start(code, limits=Limits(cpu_s=1.0, memory_mib=256)):
            return RunningProgram([PYTHON, "-c", code], box, work, limits, tmp / "err")
        yield start


def test_exit_status_and_stderr(launch):
    """The exit status and what the program wrote to stderr are reported."""
    program = launch("import sys; sys.stderr.write('oops'); sys.exit(3)")
    out = program.wait(10)
    assert out.exit_code == 3 and out.signal is None and not out.killed_by_judge
    assert program.stderr_tail() == "oops"


def test_signal_is_named(launch):
    """A program killed by a signal is reported with the signal's name."""
    out = launch("import os, signal; os.kill(os.getpid(), signal.SIGSEGV)").wait(10)
    assert out.signal_name == "SIGSEGV" and out.exit_code is None
    assert "SIGSEGV" in out.describe()


@pytest.mark.slow
def test_cpu_limit_backstop(launch):
    """An endless loop is stopped by the CPU rlimit, and its CPU time is measured."""
    started = time.monotonic()
    out = launch("while True: pass").wait(20)
    assert out.signal is not None and out.cpu_s > 1.0
    assert time.monotonic() - started < 10


def test_finish_kills_the_process_tree(launch):
    """finish() kills the program and the children it started, and says the judge did it."""
    token = f"survivor-{os.getpid()}-{time.monotonic_ns()}"
    code = ("import subprocess, sys, time\n"
            f"subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)', {token!r}])\n"
            "print('started', flush=True)\n"
            "time.sleep(60)\n")
    program = launch(code)
    assert os.read(program.stdout_fd, 100) == b"started\n"
    assert survivors(token)
    out = program.finish()
    assert out.killed_by_judge and out.signal_name == "SIGKILL"
    assert survivors(token) == []


def test_memory_limit(launch):
    """Using more than the memory limit ends the program: in a memory cgroup the kernel's OOM
    killer stops the tree (at the limit, plus at most the room kept for the judge's helpers),
    else the address-space cap makes the allocation fail."""
    out = launch("x = bytearray(300 * 1024 * 1024)", Limits(memory_mib=128)).wait(10)
    if cgroup.available():
        assert out.oom_killed and out.signal_name == "SIGKILL", out
        assert 128 * 1024 <= out.peak_rss_kib <= (128 * MIB + cgroup.HELPERS_BYTES) // 1024, out
    else:
        assert out.exit_code == 1 and not out.oom_killed


def test_the_wait_for_a_cpu_is_measured_when_the_judge_stops_a_program(launch):
    """A program the judge stops has its wait for a CPU measured (small for one blocked on a
    read); one that ended by itself has none."""
    program = launch("print('ready', flush=True)\nimport sys\nsys.stdin.read()")
    assert os.read(program.stdout_fd, 100) == b"ready\n"
    stopped = program.finish()
    assert stopped.cpu_wait_s is not None and 0 <= stopped.cpu_wait_s < 1
    ended = launch("pass").wait(10)
    assert ended.cpu_wait_s is None and not ended.killed_by_judge


def test_cpu_pressure_is_read(tmp_path):
    """cgroup v2's cpu.pressure gives the seconds some task waited for a CPU; a file that is
    not there gives None."""
    path = tmp_path / "cpu.pressure"
    path.write_text("some avg10=1.00 avg60=2.00 avg300=3.00 total=2300000\n"
                    "full avg10=0.00 avg60=0.00 avg300=0.00 total=0\n")
    assert cgroup.read_pressure(path) == 2.3
    assert cgroup.read_pressure(tmp_path / "missing") is None
