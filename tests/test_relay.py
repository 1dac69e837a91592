"""Interactive packages: the judge relays between a program interactor and the program
(judge.judging.relay), with Kattis's verdict rules."""

from __future__ import annotations

import textwrap
from dataclasses import replace
from pathlib import Path

import pytest

from judge.launch.process import Limits
from judge.judging.relay import run_test
from judge.judging.validators import ProgramValidator
from judge.verdict import Verdict
from tests.conftest import PYTHON

# The interactor sends n and expects 2n back; its input file selects how it misbehaves.
INTERACTOR = textwrap.dedent('''
    import sys, time
    mode, n = open(sys.argv[1]).read().split()
    feedback = sys.argv[3]
    def reject(why):
        open(feedback + "judgemessage.txt", "w").write(why)
        sys.exit(43)
    print(n, flush=True)
    if mode == "reject_early":
        reject("rejected before reading anything")
    if mode == "accept_early":
        sys.exit(42)
    if mode == "crash":
        raise SystemExit(3)
    line = sys.stdin.readline()
    if mode == "hang":
        time.sleep(60)
    if line.strip() != str(2 * int(n)):
        reject(f"expected {2 * int(n)}, got {line.strip()!r}")
    if sys.stdin.read():
        reject("output after the answer")
    sys.exit(42)
''')

PROGRAMS = {
    "good": "n = int(input()); print(2 * n)",
    "wrong": "n = int(input()); print(2 * n + 1)",
    "silent": "import time; input(); time.sleep(60)",
    "crash": "n = int(input()); print(2 * n, flush=True); raise SystemExit(5)",
    "spin": "input()\nwhile True: pass",
    "flood": "import sys\nwhile True: sys.stdout.write('x' * 65536)",
    "keeps_writing": "import sys, time\ninput()\nfor _ in range(200):\n"
                     "    print(1, flush=True); time.sleep(0.01)",
}
LIMITS = Limits(cpu_s=1.0, wall_s=3.0, output_mib=1, grace_s=0.5)


@pytest.fixture(scope="module")
def interactor(shared) -> ProgramValidator:
    path = shared / "relay_interactor.py"
    path.write_text(INTERACTOR)
    return ProgramValidator(path, "interactor")


def _run(interactor, shared: Path, box, program: str, mode: str = "normal", n: int = 21):
    test = shared / f"relay_{mode}.in"
    test.write_text(f"{mode} {n}\n")
    answer = shared / "relay.ans"
    answer.write_text("")
    source = shared / f"relay_{program}.py"
    source.write_text(PROGRAMS[program])
    return run_test([PYTHON, str(source)], interactor, "t", test, answer, (), LIMITS, box,
                    keep_transcript=True, readable=(shared,))


def test_accepted_with_the_transcript(interactor, shared, box):
    """42 from the interactor after a clean exchange is AC; both directions are logged."""
    result, transcript = _run(interactor, shared, box, "good")
    assert result.verdict is Verdict.AC, result.message
    assert transcript.lines == ["<21", ">42"]


def test_rejection_carries_the_judge_message(interactor, shared, box):
    """43 is WA, with judgemessage.txt as the reason and the last exchanges."""
    result, _ = _run(interactor, shared, box, "wrong")
    assert result.verdict is Verdict.WA
    assert "expected 42, got '43'" in result.message
    assert result.last_exchanges == ("<21", ">43")


def test_interactor_rejecting_first_beats_the_programs_fate(interactor, shared, box):
    """An interactor that rejects before the program ends gives WA, even if the program
    then spins past its time limit (Kattis's rule)."""
    result, _ = _run(interactor, shared, box, "spin", mode="reject_early")
    assert result.verdict is Verdict.WA
    assert "rejected before reading" in result.message


def test_the_programs_crash_comes_before_the_interactors_answer(interactor, shared, box):
    """A program that answers right and then exits with status 5 gets RTE."""
    result, _ = _run(interactor, shared, box, "crash")
    assert result.verdict is Verdict.RTE
    assert "exit status 5" in result.message


def test_a_failing_interactor_is_a_judge_error(interactor, shared, box):
    """An interactor that exits with neither 42 nor 43 is JE, never the program's fault."""
    result, _ = _run(interactor, shared, box, "good", mode="crash")
    assert result.verdict is Verdict.JE
    assert "not 42 or 43" in result.message


@pytest.mark.slow
def test_a_hanging_interactor_is_a_judge_error(interactor, shared, box):
    """If the program ended well and the interactor never answers, that is JE."""
    result, _ = _run(interactor, shared, box, "good", mode="hang")
    assert result.verdict is Verdict.JE
    assert "did not end in time" in result.message
    assert result.wall_s < 10


@pytest.mark.slow
def test_a_silent_program_is_stopped_at_the_wall_limit(interactor, shared, box):
    """A program waiting forever is stopped at the wall-time limit: ILE, in bounded time."""
    result, _ = _run(interactor, shared, box, "silent")
    assert result.verdict is Verdict.ILE
    assert result.wall_s < LIMITS.wall_s + 2


def test_spinning_is_tle(interactor, shared, box):
    """A spinning program is TLE: CPU time over the limit, or, on a machine too loaded to
    give it that much by the wall limit, stopped there while computing."""
    result, _ = _run(interactor, shared, box, "spin")
    assert result.verdict is Verdict.TLE


def test_a_flood_is_capped(interactor, shared, box):
    """A program writing without end is stopped at the output cap: OLE."""
    result, _ = _run(interactor, shared, box, "flood")
    assert result.verdict is Verdict.OLE


def test_writing_after_the_interactor_ended_fails_as_on_a_direct_pipe(interactor, shared, box):
    """Once the interactor has accepted and ended, the program's next write gets SIGPIPE:
    RTE, as on Kattis, where the program's stdout is the interactor's stdin (Python turns
    the signal into BrokenPipeError)."""
    result, _ = _run(interactor, shared, box, "keeps_writing", mode="accept_early")
    assert result.verdict is Verdict.RTE
    assert "BrokenPipeError" in result.stderr


@pytest.mark.slow
def test_a_crash_the_interactor_answers_is_rte_every_time():
    """The order of exits decides, not the order the judge notices them: a submission that
    divides by zero, which the interactor answers with a rejection, is RTE in 12 runs of 12
    (it was WA in some, when the interactor's exit was noticed first)."""
    from judge.package.problem import load
    from judge.judging.runner import Options, judge_submission
    guess = Path(__file__).resolve().parent / "packages" / "guess"
    problem = load(guess)
    submission = guess / "submissions" / "run_time_error" / "divzero.py"
    verdicts = [judge_submission(problem, submission, Options(test_pattern="sample")).verdict
                for _ in range(12)]
    assert verdicts == [Verdict.RTE] * 12


def test_the_interactor_ended_first_only_before_the_programs_end_of_output():
    """An interactor that ended after the judge read the program's end of output may have been
    answering it: not first; one that ended before decided on its own: first."""
    from judge.launch.process import ProcessOutcome
    from judge.judging.relay import Ending, _interactor_first

    def interactor(ended_at):
        return ProcessOutcome(exit_code=43, signal=None, cpu_s=0.0, wall_s=0.1,
                              peak_rss_kib=0, killed_by_judge=False, ended_at=ended_at)
    noticed_first = Ending(interactor_first=True, timed_out=False, overflow=False,
                           program_eof_at=10.0)
    assert not _interactor_first(interactor(10.001), noticed_first)
    assert _interactor_first(interactor(9.999), replace(noticed_first, interactor_first=False))
    assert _interactor_first(interactor(None), noticed_first)  # no time: the order noticed
