"""Judging slots across the machine: no two live judges share a uid or a CPU, a dead judge's
slot is taken again with its leftovers removed, and judges running side by side get the
verdicts they get alone."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from judge.launch import cgroup, slots

ROOT = Path(__file__).resolve().parent.parent
HOSTILE = Path(__file__).resolve().parent / "hostile"
TEST_UID_BASE = 64000 + (os.getpid() % 50) * 20
ROOT_ONLY = pytest.mark.skipif(os.geteuid() != 0, reason="program uids need root")

HOLD = textwrap.dedent("""
    import sys, time
    from judge.launch import slots
    slot = slots.current()
    print(slot.index, slot.uid, slot.prefix, flush=True)
    time.sleep(float(sys.argv[1]))
""")


def _holder(runtime: Path, seconds: float = 60) -> tuple[subprocess.Popen, list[str]]:
    """A process that takes a slot in `runtime` and holds it: (process, its index, uid, prefix)."""
    # A set of slots of its own, with uids of its own: the machine's judges (this test suite's
    # own process among them) are not touched.
    env = {**os.environ, "JUDGE_RUNTIME_DIR": str(runtime), "PYTHONPATH": str(ROOT),
           "JUDGE_UID_BASE": str(TEST_UID_BASE)}
    proc = subprocess.Popen([sys.executable, "-c", HOLD, str(seconds)], env=env,
                            stdout=subprocess.PIPE, text=True)
    return proc, proc.stdout.readline().split()


def test_live_judges_take_different_slots(tmp_path):
    """Three judges alive at once hold three different slots, so three different uids."""
    held = [_holder(tmp_path) for _ in range(3)]
    try:
        assert sorted(int(fields[0]) for _, fields in held) == [0, 1, 2]
        assert len({fields[1] for _, fields in held}) == 3
    finally:
        for proc, _ in held:
            proc.kill()
            proc.wait()


def test_dead_judges_slot_is_taken_again(tmp_path):
    """A judge killed with SIGKILL frees its slot: the kernel drops its lock."""
    proc, first = _holder(tmp_path)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    again, second = _holder(tmp_path)
    again.kill()
    again.wait()
    assert first[0] == second[0] == "0"


def test_stale_folders_of_a_slot_are_swept_when_it_is_taken(tmp_path, monkeypatch):
    """A folder named after a free slot is a dead judge's leftover: the slot's next holder
    removes it, and leaves other slots' folders alone."""
    temp = tmp_path / "tmp"
    temp.mkdir()
    monkeypatch.setenv("TMPDIR", str(temp))
    holder, fields = _holder(tmp_path / "rt")  # slot 0, alive: its folders are its own
    prefix0 = fields[2]
    stale = temp / f"{prefix0}run-xyz"
    (stale / "work").mkdir(parents=True)
    (stale / "work" / "file").write_text("left behind")
    second, fields = _holder(tmp_path / "rt")  # slot 1: slot 0's folder is not its to touch
    other = temp / f"{fields[2]}run-abc"
    other.mkdir()
    for proc in (holder, second):
        assert stale.exists()
        proc.kill()
        proc.wait()
    machines = temp / f"judge-u{os.geteuid()}-s0-run-machine"  # the machine's set's slot 0
    machines.mkdir()
    proc, fields = _holder(tmp_path / "rt", 0)
    proc.wait()
    assert fields[0] == "0"
    assert not stale.exists()
    assert other.exists()
    assert machines.exists()


@pytest.mark.slow
@ROOT_ONLY
def test_stale_processes_and_groups_of_a_slot_are_killed(tmp_path):
    """Processes of a free slot's uid and control groups named after it belong to a dead
    judge: taking the slot kills and removes them."""
    runtime = tmp_path / "rt"
    proc, fields = _holder(runtime, 0)
    proc.wait()
    uid, prefix = int(fields[1]), fields[2]
    orphan = subprocess.Popen(["sleep", "600"], user=uid, group=uid,
                              start_new_session=True)
    group = None
    found = cgroup._parents()
    if found is not None:
        group = found[1]["memory"] / f"{prefix}999999-0"
        group.mkdir()
    try:
        again, _ = _holder(runtime, 0)
        again.wait()
        assert orphan.wait(timeout=5) == -signal.SIGKILL
        assert group is None or not group.exists()
    finally:
        orphan.kill()
        if group is not None and group.exists():
            group.rmdir()


def test_pinning_only_while_judges_fit_the_cpus(tmp_path, monkeypatch):
    """A slot pins to its own CPU while there are no more judges than CPUs, and no slot pins
    once there are more."""
    monkeypatch.setenv("JUDGE_RUNTIME_DIR", str(tmp_path))
    cpus = sorted(os.sched_getaffinity(0))
    slot = slots.Slot(0, -1)
    assert slot.cpu() == cpus[0]
    assert slots.Slot(len(cpus), -1).cpu() is None
    extra = [_holder(tmp_path) for _ in range(len(cpus) + 1)]  # slots 0..len(cpus) held
    try:
        assert slot.cpu() is None
    finally:
        for proc, _ in extra:
            proc.kill()
            proc.wait()
    assert slot.cpu() == cpus[0]


def _judge_run(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "judge.cli", "run", *args], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def _verdict(output: str) -> str:
    last = [line for line in output.splitlines() if line.startswith("verdict:")]
    assert last, output
    return last[-1].split()[1]


@pytest.mark.slow
def test_fork_bomb_beside_a_correct_program(tmp_path):
    """A fork bomb judged beside a correct Python program does not make it fail."""
    bomb = _judge_run("problems/nim", str(HOSTILE / "fork_bomb.c"), "--test", "6_random")
    time.sleep(1)
    good = _judge_run("problems/tziansitzi", "solutions/tziansitzi/accepted/wythoff.py",
                      "--test", "1_small")
    good_out, _ = good.communicate(timeout=300)
    bomb_out, _ = bomb.communicate(timeout=300)
    assert _verdict(good_out) == "AC", good_out
    assert _verdict(bomb_out) == "TLE", bomb_out


@pytest.mark.slow
def test_endless_loops_side_by_side_are_tle(tmp_path):
    """Three endless loops judged at once on a small machine are each TLE, as alone: a busy
    program is not idle, however little CPU the machine gives it."""
    runs = [_judge_run("problems/tziansitzi",
                       "solutions/tziansitzi/time_limit_exceeded/endless_loop.c",
                       "--test", "1_small/01") for _ in range(3)]
    outputs = [run.communicate(timeout=300)[0] for run in runs]
    assert [_verdict(out) for out in outputs] == ["TLE"] * 3, outputs


@pytest.mark.slow
def test_fork_bomb_ends_within_its_cpu_limit():
    """The CPU limit holds for the whole process tree: a fork bomb on a NIM test (2 s of CPU)
    is TLE well within 3 times its CPU limit of wall time."""
    if not cgroup.available():
        pytest.skip("the tree's CPU time is counted in control groups (root only)")
    started = time.monotonic()
    run = _judge_run("problems/nim", str(HOSTILE / "fork_bomb.c"), "--test", "6_random/01")
    out, _ = run.communicate(timeout=300)
    took = time.monotonic() - started
    assert _verdict(out) == "TLE", out
    assert "CPU limit of the process tree" in out
    assert took < 3 * 2.0 + 1.0, out  # the judge's own start-up on top
