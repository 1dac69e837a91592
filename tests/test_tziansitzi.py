"""TZIANSITZI: its data, its sample, and its interactor's reproducibility."""

import subprocess
from pathlib import Path

import pytest

from judge.games.wythoff import is_p_position
from judge.judging.interactive import run_test
from judge.judging.judges import judges
from judge.package.problem import load
from judge.verdict import Verdict
from tests.conftest import PYTHON, generated_as_committed

ROOT = Path(__file__).resolve().parent.parent
PROBLEM = ROOT / "problems" / "tziansitzi"
ACCEPTED = ROOT / "solutions" / "tziansitzi" / "accepted"


@pytest.fixture(scope="module")
def problem():
    return load(PROBLEM)


@pytest.fixture(scope="module")
def reference(shared):
    exe = shared / "wythoff"
    subprocess.run(["gcc", "-O2", "-o", exe, ACCEPTED / "wythoff.c", "-lm"], check=True)
    return [str(exe)]


def test_generator_is_deterministic(tmp_path):
    """The generator rewrites data/secret/ byte for byte."""
    generated_as_committed(PROBLEM, tmp_path, PROBLEM / "data" / "secret",
                           keep=lambda p: p.suffix == ".in")


def test_all_data_is_valid(problem):
    """Every test set passes the interactor's validator."""
    for test in problem.tests:
        judges(problem).validate(test.input_path.read_text())


@pytest.mark.parametrize("text", [
    "1 2 random\n",  # no seed
    "seed 1\n0 5 random\n",  # pile below 1
    "seed 1\n1000000001 5 random\n",  # pile above 10^9
    "seed 1\n" + "1 2 random\n" * 8,  # more than 7 games
    "seed 1\n5 6 cunning\n",  # unknown strategy
    "seed 1\n5 6 random 1:1\n",  # script without `scripted`
    "seed 1\n5 6 scripted 1-1\n",  # malformed script
    "seed 1\n",  # no game
])
def test_validator_rejects(problem, text):
    """The validator rejects data outside the statement's limits or the format."""
    with pytest.raises(ValueError):
        judges(problem).validate(text)


def test_data_covers_the_issue(problem):
    """The secret data has P and N starts, equal piles, a pile of 1, piles near 10^9,
    floating-point traps, and a stalling game."""
    starts = []
    for test in problem.tests:
        for line in test.input_path.read_text().splitlines():
            parts = line.split()
            if len(parts) >= 3 and parts[0].isdigit():
                starts.append((int(parts[0]), int(parts[1]), parts[2]))
    assert any(is_p_position(n, m) for n, m, _ in starts)
    assert any(not is_p_position(n, m) for n, m, _ in starts)
    assert any(n == m for n, m, _ in starts)
    assert any(1 in (n, m) for n, m, _ in starts)
    assert any(max(n, m) > 9 * 10**8 for n, m, _ in starts)
    assert {s for _, _, s in starts} >= {"random", "stalling", "diagonal", "traps", "mixed",
                                         "scripted"}


def _directions(lines):
    return ([line for line in lines if line.startswith("<")],
            [line for line in lines if line.startswith(">")])


def test_sample_replays_the_statement(problem, reference, box, shared):
    """The reference solution on data/sample/1 plays the statement's example line for line."""
    test = next(t for t in problem.tests if t.name == "sample/1")
    result, transcript = run_test(reference, judges(problem).interact, test.name,
                                  test.input_path.read_text(), problem.limits, box,
                                  keep_transcript=True, readable=(shared,))
    assert result.verdict is Verdict.AC
    expected = test.input_path.with_suffix(".interaction").read_text().splitlines()
    # The judge sends the next `n m` before reading DONE, so only the order within each
    # direction is the statement's.
    assert _directions(transcript.lines) == _directions(expected)


@pytest.mark.slow
def test_long_game_has_100000_rounds(problem, reference, box, shared):
    """The long-game test makes the program play at least 100,000 moves."""
    test = next(t for t in problem.tests if "long" in t.name)
    result, _ = run_test(reference, judges(problem).interact, test.name,
                         test.input_path.read_text(), problem.limits, box, readable=(shared,))
    assert result.verdict is Verdict.AC and result.rounds >= 100_000


def test_same_seed_same_transcript(problem, box, shared):
    """The same program and seed give the same transcript byte for byte; another seed
    gives another game."""
    test = next(t for t in problem.tests if t.name == "secret/5_mixed/01")
    program = shared / "wythoff.py"
    program.write_text((ACCEPTED / "wythoff.py").read_text())
    argv = [PYTHON, str(program)]

    def transcript(seed):
        result, t = run_test(argv, judges(problem).interact, test.name, test.input_path.read_text(),
                             problem.limits, box, seed=seed, keep_transcript=True,
                             readable=(shared,))
        assert result.verdict is Verdict.AC
        return t.text()

    first = transcript(None)
    assert first == transcript(None)
    assert first != transcript(12345)
    assert transcript(12345) == transcript(12345)


@pytest.mark.parametrize("lines,verdict,words", [
    (["1", "2 x"], Verdict.PE, "count: expected an integer, got 'x'"),
    (["1", "2 03"], Verdict.PE, "expected an integer, got '03'"),
    (["1", "2"], Verdict.PE, "expected a move `p c`"),
    (["1", "DONE"], Verdict.WA, "DONE before the game was over"),
    (["1", "5 1"], Verdict.WA, "pile must be 1, 2 or 3, not 5"),
    (["1", "1 0"], Verdict.WA, "must take at least 1 stone"),
    (["1", "3 6"], Verdict.WA, "the smaller pile has only 5"),
    (["1", "1 1"], Verdict.WA, "leaves (4, 6), from which the opponent wins (with 3 1)"),
    (["0"], Verdict.WA, "claimed 0, but the first player wins from (5, 6), e.g. with 2 3"),
    (["1", "2 3", "1 1"], Verdict.WA, "round 2"),
])
def test_move_verdicts(problem, box, lines, verdict, words):
    """Each kind of bad line in a game gets its verdict, and the message says what and where."""
    script = "".join(f"print({line!r}, flush=True)\n" for line in lines) + "input(); input()\n"
    result, _ = run_test([PYTHON, "-c", script], judges(problem).interact, "t",
                         "seed 1\n5 6 scripted 1:1\n", problem.limits, box)
    assert result.verdict is verdict
    assert words in result.message
    assert "game 1 of 1 (start 5 6)" in result.message
