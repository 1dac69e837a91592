"""Robustness of the interactive runner against arbitrary contestant programs.

A fake program (tests/fakes/replay.c, compiled once per session) writes given bytes, maybe
reading lines of its input in between, and then exits, fails, hangs, drains its input or
crashes. Whatever it does, the judge returns, in bounded time, a verdict with a reason, and a
contestant's fault is never a Judge Error.
"""

from __future__ import annotations

import functools
import os
import shutil
import signal
import subprocess
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from judge.games.wythoff import Move, apply_move, illegal_reason, is_p_position
from judge.judging.interactive import run_test
from judge.judging.judges import judges
from judge.package.problem import load
from judge.launch.process import Limits
from judge.verdict import Verdict
from tests.conftest import PYTHON
from tests.strategies import program_outputs

ROOT = Path(__file__).resolve().parents[1]
# A generous memory limit: the peak memory of a program is only measured above the judge's
# own size (see the tests at the end).
LIMITS = Limits(cpu_s=1, wall_s=5, idle_s=0.3, memory_mib=4096, output_mib=1, grace_s=0.3)
MODES = ("exit0", "exit3", "hang", "drain", "crash")

# Test data, with its games: (1, 2) and (3, 5) are P-positions, (5, 6) is an N-position.
ONE_P = "seed 1\n1 2 random\n"
TWO_P = "seed 1\n3 5 random\n1 2 random\n"
N_THEN_P = "seed 1\n5 6 random\n1 2 random\n"
GAMES = {ONE_P: [(1, 2)], TWO_P: [(3, 5), (1, 2)], N_THEN_P: [(5, 6), (1, 2)]}

# What a fake program may be judged: never CE or JE; TLE and MLE need far more than a fake does.
POSSIBLE = {Verdict.AC, Verdict.PE, Verdict.WA, Verdict.OLE, Verdict.ILE, Verdict.RTE}
PROTOCOL_FAULTS = {Verdict.PE, Verdict.WA, Verdict.OLE}  # a violation outranks how it ended


@functools.lru_cache(maxsize=None)
def interactor():
    return judges(load(ROOT / "problems" / "tziansitzi")).interact


@pytest.fixture(scope="session")
def fake(box, shared):
    """Compile the replay fake once; run(output, mode, data, plan) judges it on one test."""
    gcc = shutil.which("gcc")
    if gcc is None:
        pytest.skip("gcc is not installed: the robustness tests need it for tests/fakes/replay.c")
    folder = shared
    binary = folder / "replay"
    subprocess.run([gcc, "-O2", "-o", str(binary), str(ROOT / "tests" / "fakes" / "replay.c")],
                   check=True, capture_output=True)

    def run(output: bytes, mode: str, data: str, plan: str = "", limits: Limits = LIMITS):
        fd, path = tempfile.mkstemp(dir=folder, suffix=".out")
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(output)
            os.chmod(path, 0o644)
            argv = [str(binary), path, mode] + ([plan] if plan else [])
            start = time.monotonic()
            result, transcript = run_test(argv, interactor(), "fuzz", data, limits, box,
                                          keep_transcript=True, readable=(folder,))
            return result, transcript, time.monotonic() - start
        finally:
            os.unlink(path)

    return run


def correct_play(output: bytes, data: str, transcript) -> bool:
    """Whether the program's output is a correct play of the test, given the judge's lines.

    Independent of the interactor: the rules of the statement, checked with the game's
    functions. Tokens are separated by spaces and tabs (a CR before the newline is dropped),
    and no line holds another control character; after the last DONE only spaces, tabs and
    newlines may follow.
    """
    try:
        text = output.decode("ascii")
    except UnicodeDecodeError:
        return False
    lines = [line[:-1] if line.endswith("\r") else line for line in text.split("\n")]
    if any(ord(c) < 0x20 and c != "\t" or c == "\x7f" for line in lines for c in line):
        return False
    program = iter(_tokens(line) for line in lines)
    judge = iter(line[1:] for line in transcript.lines if line.startswith("<"))
    try:
        owed = False
        for n, m in GAMES[data]:
            if next(judge) != f"{n} {m}":
                return False
            if owed and next(program) != ["DONE"]:
                return False
            wins = not is_p_position(n, m)
            if next(program) != [str(int(wins))]:
                return False
            a, b = n, m
            while wins:
                tokens = next(program)
                if len(tokens) != 2 or tokens[0] not in ("1", "2", "3") \
                        or not (tokens[1].isascii() and tokens[1].isdigit()) \
                        or tokens[1][0] == "0":
                    return False
                move = Move(int(tokens[0]), int(tokens[1]))
                if illegal_reason(a, b, move) is not None:
                    return False
                a, b = apply_move(a, b, move)
                if not is_p_position(a, b):
                    return False
                if (a, b) == (0, 0):
                    break
                pile, count = next(judge).split()
                a, b = apply_move(a, b, Move(int(pile), int(count)))
            owed = True
        if next(judge) != "0 0" or next(program) != ["DONE"]:
            return False
        return all(not tokens for tokens in program)
    except (StopIteration, ValueError):
        return False


def _tokens(line: str) -> list[str]:
    """A line's tokens as the statement says: separated by spaces and tabs."""
    return [token for token in line.replace("\t", " ").split(" ") if token]


def check_robust(fake, output: bytes, mode: str, data: str, plan: str) -> None:
    result, transcript, elapsed = fake(output, mode, data, plan)
    assert elapsed < LIMITS.wall_s + 2, f"the judge took {elapsed:.2f} s"
    assert result.verdict is not Verdict.JE, result.message
    assert result.verdict in POSSIBLE, (result.verdict, result.message)
    assert isinstance(result.message, str)
    if result.verdict is Verdict.AC:
        assert mode == "exit0", "accepted a program that did not exit with status 0"
        assert correct_play(output, data, transcript), \
            f"accepted an incorrect play: {transcript.text()!r}"
    else:
        assert result.message.strip(), f"{result.verdict} without a message"
    if mode in ("exit3", "crash") and result.verdict is Verdict.RTE:
        assert ("SIGSEGV" if mode == "crash" else "exit status 3") in result.message


FUZZ = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture,
                                       HealthCheck.too_slow])
plans = st.text(alphabet="rw", max_size=6)


@FUZZ
@given(output=program_outputs, mode=st.sampled_from(MODES),
       data=st.sampled_from([ONE_P, TWO_P]), plan=plans)
@pytest.mark.slow
@example(output=b"0\nDONE\n", mode="exit0", data=ONE_P, plan="rwrw")
@example(output=b"0\nDONE\n0\nDONE\n", mode="exit0", data=TWO_P, plan="rwrwrw")
@example(output=b"0\x0b\nDONE\n", mode="exit0", data=ONE_P, plan="rwrw")
@example(output=b"0\nDONE\n\x0c\n", mode="exit0", data=ONE_P, plan="rwrw")
def test_arbitrary_output_on_losing_starts(fake, output, mode, data, plan):
    """On claim-only games, any output and ending gives a bounded-time, non-JE verdict with a reason."""
    check_robust(fake, output, mode, data, plan)


@pytest.mark.slow
@FUZZ
@given(output=program_outputs, mode=st.sampled_from(MODES), plan=plans)
@example(output=b"foo\n", mode="exit0", plan="r")
def test_arbitrary_output_on_winning_starts(fake, output, mode, plan):
    """With moves to play, any output and ending gives a bounded-time, non-JE verdict with a reason."""
    check_robust(fake, b"1\n" + output, mode, N_THEN_P, plan)


# -- specific cases with a certain verdict --------------------------------------------------

def test_correct_play_is_accepted(fake):
    """A fake that reads and answers `0` / `DONE` on a losing start is AC (the plumbing works)."""
    result, _, _ = fake(b"0\nDONE\n", "exit0", ONE_P, "rwrw")
    assert (result.verdict, result.message) == (Verdict.AC, "")


def test_correct_play_with_moves_is_accepted(fake):
    """A winning play against a scripted opponent, read line by line, is AC."""
    data = "seed 1\n5 6 scripted 1:1\n"  # 5 6 -> (3 4) 1 2 -> (1 1) 0 2 -> (2 2) 0 0
    result, transcript, _ = fake(b"1\n3 4\n2 2\nDONE\n", "exit0", data, "rwwrwrw")
    assert (result.verdict, result.message) == (Verdict.AC, ""), transcript.text()
    assert transcript.text() == "<5 6\n>1\n>3 4\n<1 1\n>2 2\n<0 0\n>DONE\n"


def test_silent_exit_is_wa(fake):
    """Nothing written, then exit 0: WA, the output closed before the protocol was over."""
    result, _, _ = fake(b"", "exit0", ONE_P, "r")
    assert result.verdict is Verdict.WA
    assert "closed its output" in result.message


def test_silent_failure_is_rte(fake):
    """Nothing written, then exit status 3: RTE naming the status."""
    result, _, _ = fake(b"", "exit3", ONE_P, "r")
    assert result.verdict is Verdict.RTE
    assert "exit status 3" in result.message


def test_crash_is_rte(fake):
    """Nothing written, then SIGSEGV: RTE naming the signal."""
    result, _, _ = fake(b"", "crash", ONE_P, "r")
    assert result.verdict is Verdict.RTE
    assert "SIGSEGV" in result.message
    assert result.exit == f"killed by {signal.Signals.SIGSEGV.name}"


@pytest.mark.parametrize("output,plan,verdict,words", [
    (b"1\n", "r", Verdict.WA, ["claimed 1"]),  # a win claimed from the losing (1, 2)
    (b"yes\n", "r", Verdict.PE, ["'yes'"]),  # a word where the claim is due
    (b"2\n", "r", Verdict.WA, ["out of range"]),  # well-formed, out of range
    (b"\xff\n", "r", Verdict.PE, ["0xff"]),  # a non-ASCII byte, named
    (b"0\nDONE\nextra\n", "rwrw", Verdict.WA, ["output after the end", "extra"]),
    (b"0\x1c\n", "r", Verdict.PE, [r"control character \x1c in '0\x1c'"]),
    (b"0\nDONE\n\x0b\n", "rwrw", Verdict.WA, ["output after the end", r"\x0b"]),
    (b"0\nDONE\n \t\r\n\n", "rwrw", Verdict.AC, []),  # only separators after the end
])
def test_bad_lines_on_a_losing_start(fake, output, plan, verdict, words):
    """Each kind of bad line on (1, 2) gets its verdict, and the message quotes or names it."""
    result, _, _ = fake(output, "exit0", ONE_P, plan)
    assert result.verdict is verdict
    for word in words:
        assert word in result.message


def test_huge_line_is_ole(fake):
    """A 2 MiB line without a newline, over a 1 MiB output cap, is OLE."""
    result, _, elapsed = fake(b"9" * (2 << 20), "exit0", ONE_P, "r")
    assert result.verdict is Verdict.OLE
    assert result.message
    assert elapsed < LIMITS.wall_s


def test_silent_hang_is_ile_within_the_idle_limit(fake):
    """A program that writes nothing and sleeps is ILE, after about the idle limit."""
    result, _, elapsed = fake(b"", "hang", ONE_P)
    assert result.verdict is Verdict.ILE
    assert "no output for 0.3 s" in result.message
    assert LIMITS.idle_s * 0.9 <= elapsed < LIMITS.idle_s + 1.0


def test_not_exiting_after_the_end_is_ile(fake):
    """A correct play that then waits for EOF on its input (which never comes) is ILE."""
    result, _, elapsed = fake(b"0\nDONE\n", "drain", ONE_P, "rwrw")
    assert result.verdict is Verdict.ILE
    assert result.message
    assert elapsed < LIMITS.idle_s + LIMITS.grace_s * 2 + 1.0


def test_malformed_move_is_pe(fake):
    """A word where a move is due is PE, not a Judge Error."""
    result, _, _ = fake(b"1\nfoo\n", "exit0", N_THEN_P, "r")
    assert result.verdict is Verdict.PE, result.message


def test_move_on_a_missing_pile_is_wa(fake):
    """A well-formed move on pile 4 is WA (pile must be 1, 2 or 3), not a Judge Error."""
    result, _, _ = fake(b"1\n4 1\n", "exit0", N_THEN_P, "r")
    assert result.verdict is Verdict.WA, result.message


# -- the judge's own memory is not the program's -----------------------------------------------
# The program is started by the launcher, a small process of its own: what the judge itself
# holds in memory must not count as the program's.
SMALL_MEMORY = replace(LIMITS, memory_mib=64)


def test_failure_in_a_large_judge_is_rte(fake):
    """A tiny program exiting with status 3 is RTE, however large the judge process is."""
    ballast = b"\x01" * (96 << 20)  # the judge's own resident memory, over the program's limit
    result, _, _ = fake(b"", "exit3", ONE_P, "r", limits=SMALL_MEMORY)
    del ballast
    assert result.verdict is Verdict.RTE, result.message


def test_tiny_program_in_a_large_judge_is_measured_tiny(fake):
    """The peak memory of a tiny program is its own, not the judge's (96 MiB here)."""
    ballast = b"\x01" * (96 << 20)
    result, _, _ = fake(b"", "exit0", ONE_P, "r", limits=SMALL_MEMORY)
    del ballast
    assert result.memory_kib < 8 * 1024, result.memory_kib


def test_memory_is_measured(box):
    """A program that touches 150 MiB is measured at 150 MiB, within a few MiB."""
    use_kib = 150 * 1024
    code = f"x = bytearray({use_kib * 1024}); x[::4096] = b'x' * len(x[::4096])"
    result, _ = run_test([PYTHON, "-c", code], interactor(), "m", ONE_P,
                         replace(LIMITS, memory_mib=1024, idle_s=10, wall_s=20), box)
    assert result.memory_measured is True, result
    assert use_kib <= result.memory_kib < use_kib + 20 * 1024, result.memory_kib
