"""A judge interrupted (SIGINT, SIGTERM) or killed (SIGKILL) leaves nothing behind: no process
of its programs, however they hid (double fork, setsid), and, once it is over or its slot is
taken again, no folder and no control group."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from judge.launch import cgroup
from tests.conftest import modes_here, survivors

pytestmark = pytest.mark.slow  # starts and stops whole judges

ROOT = Path(__file__).resolve().parent.parent

# Forks a grandchild in a session of its own (a daemon), then both sleep: the judge is stopped
# while they run.
HIDER = '''
import os, sys, time
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        time.sleep(600)
    os._exit(0)
print("started", file=sys.stderr, flush=True)
time.sleep(600)
'''


def _judge_in(tmp_path: Path, shared: Path, uid_base: int,
              mode: str) -> tuple[subprocess.Popen, dict]:
    """`judge run` of the hiding program on an interactive problem, in a set of slots and a
    temporary folder of its own."""
    temp = _temp(tmp_path, shared)
    temp.mkdir(exist_ok=True)
    temp.chmod(0o711)  # programs of another uid pass through it (pytest's own is private)
    env = {**os.environ, "TMPDIR": str(temp), "JUDGE_RUNTIME_DIR": str(tmp_path / "rt"),
           "JUDGE_UID_BASE": str(uid_base), "PYTHONPATH": str(ROOT)}
    program = shared / f"hider_{tmp_path.name}.py"
    program.write_text(HIDER)
    proc = subprocess.Popen([sys.executable, "-m", "judge.cli", "run",
                             str(ROOT / "problems" / "tziansitzi"), str(program),
                             "--test", "1_small/01", "--isolation", mode], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return proc, env


def _temp(tmp_path: Path, shared: Path) -> Path:
    return shared / f"tmp-{tmp_path.name}"


def _wait_for(predicate, seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.05)
    return predicate()


def _leftovers(tmp_path: Path, shared: Path) -> list[str]:
    """The judge's folders in its TMPDIR, and control groups of its set of slots."""
    found = [p.name for p in _temp(tmp_path, shared).iterdir() if p.name.startswith("judge-")]
    parents = cgroup._parents()
    tag = "-r"  # the private set's groups: judge-u<uid>-r<tag>-s<n>-...
    if parents is not None:
        for parent in parents[1].values():
            found += [d.name for d in parent.iterdir()
                      if d.name.startswith("judge-") and tag in d.name
                      and str(os.getpid()) not in d.name and _ours(d, tmp_path)]
    return found


def _ours(group: Path, tmp_path: Path) -> bool:
    import zlib
    return f"r{zlib.crc32(str(tmp_path / 'rt').encode()):08x}-" in group.name


@pytest.mark.parametrize("mode", modes_here())
@pytest.mark.parametrize("how", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL],
                         ids=["SIGINT", "SIGTERM", "SIGKILL"])
def test_an_interrupted_judge_leaves_no_process(tmp_path, shared, how, mode):
    """Stopped mid-test, the judge's programs (a daemon among them) are all gone within a few
    seconds; after SIGINT and SIGTERM its folders and groups are too, and the judge says it
    was interrupted (exit status 130 or 143)."""
    uid_base = 64500 + (os.getpid() % 40) * 10
    proc, env = _judge_in(tmp_path, shared, uid_base, mode)
    token = f"hider_{tmp_path.name}.py"
    assert _wait_for(lambda: len(survivors(token)) >= 3, 30), "the program did not start"
    proc.send_signal(how)
    proc.wait(timeout=30)
    assert _wait_for(lambda: survivors(token) == [], 5), survivors(token)
    if how is signal.SIGKILL:
        # Its folders and groups are a dead judge's: the next holder of the slot removes them.
        again = subprocess.run([sys.executable, "-c", "from judge.launch import slots; "
                                "print(slots.current().index)"], env=env, cwd=ROOT,
                               capture_output=True, text=True, timeout=60)
        assert again.stdout.strip() == "0", again
    else:
        assert proc.returncode == {signal.SIGINT: 130, signal.SIGTERM: 143}[how]
        assert b"Traceback" not in proc.stderr.read()
    assert _wait_for(lambda: _leftovers(tmp_path, shared) == [], 5), _leftovers(tmp_path, shared)
