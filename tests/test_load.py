"""Verdicts on a loaded machine: a program starved of CPU by other work (hogs pinned to the
CPU the judge pins it to) is judged by what it wanted, not by what it got. A spinner stopped
at the wall limit with a fraction of its CPU limit is TLE, saying it waited for a CPU; a
program blocked on a read beside the same hogs stays ILE (judge.judging.decide, step 4)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

import pytest

from judge.judging import batch, interactive, relay
from judge.judging.validators import ProgramValidator
from judge.launch.process import Limits
from judge.verdict import Verdict
from tests.conftest import PYTHON

# Each runs a program against CPU hogs up to its wall-time limit (2 s): not for the edit loop.
pytestmark = pytest.mark.slow

# A CPU limit the spinner cannot reach on a quarter of a CPU by the wall limit, and a wall
# limit short enough to keep the tests fast.
LIMITS = Limits(cpu_s=1.5, wall_s=2.0, output_mib=1, grace_s=0.5)
HOGS = 3  # beside them, the program gets a quarter of its CPU, or less
# Each hog in a session of its own: the kernel's autogroups share a CPU between sessions
# first, and three hogs in one session would take only half of it.
HOG = textwrap.dedent("""
    import os, sys, time
    os.sched_setaffinity(0, {int(sys.argv[1])})
    end = time.monotonic() + 120
    while time.monotonic() < end:
        pass
""")
SPIN = "while True: pass"
SPIN_AFTER_A_LINE = "input()\nwhile True: pass"
READ_FOREVER = "import os\nr, w = os.pipe()\nos.read(r, 1)"  # blocked on a pipe no one writes
WAIT_FOR_INPUT = "input()\ninput()"  # the judge never sends the second line
STARVED = "while computing"
WAITED_FOR_A_CPU = "waiting for a CPU held by other work on the machine"


@pytest.fixture(scope="module")
def hogged_cpu():
    """A CPU this process may use, kept busy by HOGS processes (each ends within 2 minutes
    by itself, and is killed after the module's tests)."""
    cpu = max(os.sched_getaffinity(0))
    hogs = [subprocess.Popen([sys.executable, "-c", HOG, str(cpu)], start_new_session=True)
            for _ in range(HOGS)]
    try:
        yield cpu
    finally:
        for hog in hogs:
            hog.kill()
        for hog in hogs:
            hog.wait(10)


def _source(shared, name: str, code: str) -> list[str]:
    path = shared / f"load_{name}.py"
    path.write_text(code)
    return [PYTHON, str(path)]


def _check_starved(result) -> None:
    """A spinner beside the hogs: TLE, stopped at the wall limit, saying it was starved."""
    assert result.verdict is Verdict.TLE, result.message
    if "CPU time" in result.message:  # it reached its CPU limit: the hogs did not starve it
        pytest.skip(f"the program was not starved here: {result.message}")
    assert STARVED in result.message and WAITED_FOR_A_CPU in result.message, result.message
    assert result.time_s < LIMITS.cpu_s


class _Checker:
    """A batch checker that is never asked: the programs here do not end well."""

    def check(self, *args):
        raise AssertionError("the checker was asked")


def _batch(shared, box, cpu: int, code: str):
    test = shared / "load.in"
    test.write_text("1\n")
    return batch.run_test(_source(shared, "batch", code), _Checker(), "t", test, test, LIMITS,
                          box, cpu=cpu, readable=(shared,))


def test_a_starved_batch_spinner_is_tle(hogged_cpu, shared, box):
    """A batch program that spins beside the hogs reaches the wall limit with a fraction of
    its CPU limit: TLE, not ILE, with a message saying it waited for a CPU."""
    _check_starved(_batch(shared, box, hogged_cpu, SPIN))


def test_a_batch_program_blocked_on_a_read_stays_ile(hogged_cpu, shared, box):
    """A batch program blocked reading a pipe beside the same hogs is ILE: it did not want
    the CPU."""
    result = _batch(shared, box, hogged_cpu, READ_FOREVER)
    assert result.verdict is Verdict.ILE, result.message
    assert "it was waiting, not computing" in result.message


def _ask(ctx) -> None:
    ctx.ch.write_line("1")
    ctx.ch.read_line("an answer")


def _interactive(shared, box, cpu: int, code: str):
    argv = _source(shared, "interactive", code)
    return interactive.run_test(argv, _ask, "t", "", LIMITS, box, cpu=cpu,
                                readable=(shared,))[0]


def test_a_starved_interactive_spinner_is_tle(hogged_cpu, shared, box):
    """An interactive program that spins instead of answering, beside the hogs (the judge on
    the same CPU), is TLE at the wall limit, saying it was starved."""
    _check_starved(_interactive(shared, box, hogged_cpu, SPIN_AFTER_A_LINE))


def test_an_interactive_program_waiting_for_input_stays_ile(hogged_cpu, shared, box):
    """An interactive program waiting for a line the judge never sends, beside the hogs, is
    ILE at the wall limit."""
    result = _interactive(shared, box, hogged_cpu, WAIT_FOR_INPUT)
    assert result.verdict is Verdict.ILE, result.message
    assert "wall-time limit reached" in result.message


# The relayed kind's interactor: sends a line, then waits for the program's answer.
INTERACTOR = "import sys\nprint(1, flush=True)\nsys.stdin.readline()\nsys.exit(42)\n"


def test_a_starved_relayed_spinner_is_tle(hogged_cpu, shared, box):
    """With an interactor program in between (the relay), the starved spinner is TLE too."""
    path = shared / "load_interactor.py"
    path.write_text(INTERACTOR)
    test = shared / "load.in"
    test.write_text("1\n")
    result, _ = relay.run_test(_source(shared, "relay", SPIN_AFTER_A_LINE),
                               ProgramValidator(path, "interactor"), "t", test, test, (), LIMITS,
                               box, cpu=hogged_cpu, readable=(shared,))
    _check_starved(result)
