"""Hostile submissions: each gets its verdict in bounded time, in every isolation mode that
applies here, leaves the judge healthy and no process behind.

The batch problem `secret` asks for a token that only its answer file holds, so a program can
only be accepted by stealing it: the programs that try get WA when isolation holds. The
interactive problem `ping` writes 1 MiB before it reads, for programs that never read.
`python3 bench/hostile_table.py` prints these cases as the table of docs/isolation.md.
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

import pytest

from judge.launch import cgroup, sandbox
from judge.package.problem import load
from judge.judging.runner import Options, judge_submission
from judge.verdict import Verdict
from tests.conftest import modes_here, survivors

pytestmark = pytest.mark.slow  # every hostile program in every isolation mode

HOSTILE = Path(__file__).resolve().parent / "hostile"
SECRET = f"secret-{os.getpid()}-{time.monotonic_ns()}"
BOUND_S = 15  # time to verdict, at most

CHECKER = '''
from judge.faults import Fault, Violation
from judge.judging.channel import shown

def check(input_path, answer, output):
    if output.split() != answer.split():
        raise Violation(Fault.WRONG, f"expected the secret, got {shown(output.strip())}")
'''

INTERACTOR = '''
def interact(ctx):
    ctx.ch.read_token("the greeting")
    ctx.ch.write_line("x" * (1 << 20))  # more than a pipe holds: the program must read it
    ctx.ch.read_token("the answer")
'''


@dataclass(frozen=True)
class Case:
    program: str  # in tests/hostile/
    behaviour: str
    verdict: dict[str, Verdict]  # by isolation mode; a mode not listed does not apply
    words: str = ""  # in the verdict's message
    interactive: bool = False
    # Where runs are in a memory cgroup (judge.launch.cgroup), the tree's memory is capped as a whole
    # and the kernel's OOM killer ends it: these replace verdict and words then.
    in_cgroup: tuple[Verdict, str] | None = None

    def expected(self, mode: str) -> tuple[Verdict, str]:
        if self.in_cgroup is not None and cgroup.available():
            return self.in_cgroup
        return self.verdict[mode], self.words


ALL = ("bwrap", "uid", "none")


def every(verdict: Verdict) -> dict[str, Verdict]:
    return dict.fromkeys(ALL, verdict)


CASES = (
    Case("fork_bomb.c", "fork bomb", every(Verdict.TLE)),
    Case("alloc_4g.cpp", "4 GiB allocation (C++ vector)", every(Verdict.MLE), "bad_alloc",
         in_cgroup=(Verdict.MLE, "the kernel ended the program at its memory limit")),
    Case("alloc_4g_unchecked.c", "4 GiB malloc, unchecked, then written",
         every(Verdict.RTE), "SIGSEGV",
         in_cgroup=(Verdict.MLE, "the kernel ended the program at its memory limit")),
    # The stack may grow as large as the memory limit: an endless recursion uses all of it.
    Case("stack_overflow.c", "stack overflow", every(Verdict.MLE), "memory"),
    Case("endless_loop.c", "endless loop", every(Verdict.TLE)),
    Case("sleep_forever.c", "sleep forever", every(Verdict.ILE), "waiting"),
    Case("output_1gb.c", "1 GB of output, no newline", every(Verdict.OLE)),
    Case("file_10gb.c", "a 10 GB file", every(Verdict.OLE)),
    Case("daemon.c", "double fork + setsid daemon", every(Verdict.RTE), "left 1 process"),
    # Isolation none runs the program as the judge's own user: it reads what the judge reads.
    Case("read_answer_path.py", "read the answer file by absolute path",
         {"bwrap": Verdict.WA, "uid": Verdict.WA}, "could not read"),
    Case("read_answer_parent.py", "look for the answer file through ../",
         every(Verdict.WA), "found nothing"),
    Case("read_answer_proc.py", "read the judge's open files via /proc/<pid>/fd",
         {"bwrap": Verdict.WA, "uid": Verdict.WA}, "found nothing"),
    Case("tcp_connect.py", "TCP connection to 127.0.0.1", {"bwrap": Verdict.WA},
         "no connection"),
    Case("close_stdout.c", "close stdout early", every(Verdict.WA)),
    Case("sigstop.c", "stop itself with SIGSTOP", every(Verdict.ILE)),
    # Under isolation none, kill(-1) would end the judge (and the tests) too. Bubblewrap
    # without root runs the program as the judge's user: it can kill the launcher (RTE), not
    # the judge (another PID namespace).
    Case("kill_parent.c", "kill its parent (the launcher), and kill(-1)",
         {"bwrap": Verdict.WA if os.geteuid() == 0 else Verdict.RTE, "uid": Verdict.WA}),
    Case("flood.c", "interactive: flood the judge's pipe", every(Verdict.OLE),
         interactive=True),
    Case("never_reads.c", "interactive: never read what the judge writes",
         every(Verdict.ILE), "did not read its input", interactive=True),
)


def make_problems(root: Path) -> dict[str, Path]:
    secret = root / "secret"
    (secret / "data" / "secret").mkdir(parents=True)
    (secret / "problem.yaml").write_text(
        "name: Secret\nlimits:\n  time_limit: 1\n  memory: 256\n  output: 16\n"
        "judge:\n  wall_limit: 3\n")
    (secret / "checker.py").write_text(CHECKER)
    (secret / "data" / "secret" / "1.in").write_text("?\n")
    (secret / "data" / "secret" / "1.ans").write_text(SECRET + "\n")
    ping = root / "ping"
    (ping / "data" / "secret").mkdir(parents=True)
    (ping / "problem.yaml").write_text(
        "name: Ping\ntype: interactive\nlimits:\n  time_limit: 1\n  memory: 256\n  output: 16\n"
        "judge:\n  interactor: interactor.py\n  idle_limit: 2\n  wall_limit: 3\n")
    (ping / "interactor.py").write_text(INTERACTOR)
    (ping / "data" / "secret" / "1.in").write_text("\n")
    return {"secret": secret, "ping": ping}


def build(case: Case, dest: Path, fill: dict[str, str]) -> Path:
    """The program as a submission: C and C++ compiled here, Python with its blanks filled."""
    source = HOSTILE / case.program
    if source.suffix == ".py":
        text = source.read_text()
        for key, value in fill.items():
            text = text.replace(f"@{key}@", value)
        out = dest / source.name
        out.write_text(text)
        return out
    compiler = "g++" if source.suffix == ".cpp" else "gcc"
    if shutil.which(compiler) is None:
        pytest.skip(f"{compiler} is not installed: {case.program} needs it")
    out = dest / source.stem
    subprocess.run([compiler, "-O1", "-o", str(out), str(source)], check=True)
    return out


@dataclass(frozen=True)
class Outcome:
    verdict: Verdict
    message: str
    seconds: float


def judge_case(case: Case, mode: str, problems: dict[str, Path], dest: Path,
               fill: dict[str, str]) -> Outcome:
    submission = build(case, dest, fill)
    problem = load(problems["ping" if case.interactive else "secret"])
    started = time.monotonic()
    report = judge_submission(problem, submission, Options(isolation=mode))
    elapsed = time.monotonic() - started
    return Outcome(report.verdict, report.tests[0].message if report.tests else "", elapsed)


def uid_processes(uid: int) -> list[int]:
    """Live processes running as uid."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                status = (entry / "status").read_text()
            except OSError:
                continue
            uids = next(line for line in status.splitlines() if line.startswith("Uid:"))
            if int(uids.split()[1]) == uid and "State:\tZ" not in status:
                found.append(int(entry.name))
    return found


@pytest.fixture(scope="module")
def problems(tmp_path_factory):
    """The two problems, in a directory only the judge's user can read."""
    return make_problems(tmp_path_factory.mktemp("hostile-problems"))


@pytest.fixture
def listener():
    """A TCP server on 127.0.0.1 that records whether anybody connected."""
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen(1)
    server.setblocking(False)
    yield server
    server.close()


@pytest.mark.parametrize("mode", modes_here())
@pytest.mark.parametrize("case", CASES, ids=[c.program for c in CASES])
def test_hostile(case, mode, problems, shared, listener):
    """The hostile program gets its verdict, in bounded time, and leaves nothing behind."""
    if mode not in case.verdict:
        pytest.skip(f"{case.behaviour}: isolation {mode} does not protect against it "
                    "(see the table in docs/isolation.md)")
    answer = problems["secret"] / "data" / "secret" / "1.ans"
    fill = {"ANSWER": str(answer), "PORT": str(listener.getsockname()[1])}
    box = sandbox.resolve(mode)
    with open(answer) as held_open:  # for the /proc/<judge>/fd thief
        outcome = judge_case(case, mode, problems, shared, fill)
        assert held_open.read().startswith("secret-")
    verdict, words = case.expected(mode)
    assert outcome.verdict is verdict, outcome
    assert words in outcome.message, outcome
    assert outcome.seconds < BOUND_S, outcome
    if box.uid is not None:
        assert uid_processes(box.uid) == [], "processes of the program survived"
    assert survivors(str(shared)) == [], "processes of the program survived"
    with pytest.raises(BlockingIOError):  # nobody connected
        listener.accept()


def test_uid_mode_does_not_hide_world_readable_files(shared, listener):
    """The control for the thieves: with data everybody may read, isolation uid lets the
    path thief in (so the test above can fail), and bubblewrap still keeps it out."""
    problems = make_problems(shared / "readable")
    answer = problems["secret"] / "data" / "secret" / "1.ans"
    for path in (shared, shared / "readable", problems["secret"], answer.parent.parent,
                 answer.parent):
        path.chmod(0o755)
    fill = {"ANSWER": str(answer), "PORT": "1"}
    case = next(c for c in CASES if c.program == "read_answer_path.py")
    if os.geteuid() != 0:
        pytest.skip("isolation uid needs root")
    assert judge_case(case, "uid", problems, shared, fill).verdict is Verdict.AC
    if sandbox.bwrap_works():
        assert judge_case(case, "bwrap", problems, shared, fill).verdict is Verdict.WA
