"""Launching under limits: exit status, signals, CPU time from the kernel, stderr, killing."""

import os
import sys
import time

from judge.process import Limits, RunningProgram


def launch(tmp_path, code, limits=Limits(cpu_s=1.0, memory_mib=256)):
    return RunningProgram([sys.executable, "-c", code], tmp_path, limits, tmp_path / "err")


def test_exit_status_and_stderr(tmp_path):
    """The exit status and what the program wrote to stderr are reported."""
    program = launch(tmp_path, "import sys; sys.stderr.write('oops'); sys.exit(3)")
    out = program.wait(10)
    assert out.exit_code == 3 and out.signal is None and not out.killed_by_judge
    assert program.stderr_tail() == "oops"


def test_signal_is_named(tmp_path):
    """A program killed by a signal is reported with the signal's name."""
    out = launch(tmp_path, "import os, signal; os.kill(os.getpid(), signal.SIGSEGV)").wait(10)
    assert out.signal_name == "SIGSEGV" and out.exit_code is None
    assert "SIGSEGV" in out.describe()


def test_cpu_limit_backstop(tmp_path):
    """An endless loop is stopped by the CPU rlimit, and its CPU time is measured."""
    started = time.monotonic()
    out = launch(tmp_path, "while True: pass").wait(20)
    assert out.signal is not None and out.cpu_s > 1.0
    assert time.monotonic() - started < 10


def test_finish_kills_the_process_group(tmp_path):
    """finish() kills the program and the children it started, and says the judge did it."""
    code = ("import subprocess, sys, time\n"
            "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
            "print(child.pid, flush=True)\n"
            "time.sleep(60)\n")
    program = launch(tmp_path, code)
    child = int(os.read(program.stdout_fd, 100))
    out = program.finish()
    assert out.killed_by_judge and out.signal_name == "SIGKILL"
    for _ in range(100):
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        time.sleep(0.02)
    else:
        raise AssertionError("the child survived")


def test_memory_limit(tmp_path):
    """Allocating past the address-space limit fails inside the program."""
    out = launch(tmp_path, "x = bytearray(300 * 1024 * 1024)", Limits(memory_mib=128)).wait(10)
    assert out.exit_code == 1
