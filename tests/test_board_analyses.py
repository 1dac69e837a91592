"""`judge analyze` for the board games (judge.commands.board_analyses): the first word is the
side that wins, agreeing with search; the first move printed wins; boards past what it can
decide are refused with a reason (exit 2), not guessed."""

from __future__ import annotations

import pytest

from judge.cli import main
from judge.commands.analyses import Params, analyze
from judge.games import building_nim, cram, gap_nim, strip


def _first_move(lines: list[str]) -> list[int] | None:
    moves = [line for line in lines if line.startswith("first move: ")]
    return [int(x) for x in moves[0].split(": ")[1].split()] if moves else None


def test_strip_agrees_with_grundy_values():
    """For every n, k <= 30 the side agrees with the Grundy oracle, and the move wins."""
    for n in range(1, 31):
        for k in range(1, 31):
            lines = analyze("strip", [], Params(n=n, k=k))
            side = lines[0].split(":")[0]
            assert side == ("second" if strip.is_p(n, k) else "first"), (n, k, lines)
            move = _first_move(lines)
            assert (move is None) == (side == "second")
            if move:
                assert strip.is_p(n, k, ((1 << k) - 1) << move[0] - 1)


def test_strip_of_equal_parity_is_exact_at_any_size():
    """With n, k of equal parity the rule answers for any size, the middle cells first."""
    lines = analyze("strip", [], Params(n=10**12, k=10**6))
    assert lines[0].startswith("first: n >= k")
    assert _first_move(lines) == [(10**12 - 10**6) // 2 + 1]


def test_cram_agrees_with_search():
    """For every board up to 16 cells the side agrees with search, and the move wins."""
    for n in range(1, 9):
        for m in range(1, 17 // n + 1):
            lines = analyze("cram", [], Params(n=n, m=m))
            side = lines[0].split(":")[0]
            assert side == ("second" if cram.value(n, m) == 0 else "first"), (n, m, lines)
            move = _first_move(lines)
            assert (move is None) == (side == "second")
            if move:
                domino = tuple(x - 1 for x in move)
                assert domino in set(cram.dominoes(n, m, 0))
                assert cram.value(n, m, cram.shade(m, 0, domino)) == 0


def test_nim_boards_agree_with_their_oracles():
    """Pawns (the text's start and given rows), red/blue and Building Nim: the side agrees
    with the oracle, and the first move printed leaves a lost position."""
    for n in range(1, 5):
        for m in range(2, 7):
            lines = analyze("pawns", [], Params(n=n, m=m))
            assert lines[0].startswith("second" if n % 2 == 0 or m == 2 else "first"), lines
    lines = analyze("pawns", [1, 5, 2, 5], Params(n=2, m=5))
    column, row = _first_move(lines)
    assert gap_nim.is_p([row, 2] if column == 1 else [1, row], [5, 5])
    lines = analyze("red-blue", [1, 4, 6, 8], Params())
    piece, point = _first_move(lines)
    assert piece == 1 and gap_nim.is_p([point, 6], [4, 8])
    for n in range(1, 9):
        for p in range(n, 25):
            lines = analyze("building-nim", [], Params(n=n, p=p))
            assert lines[0].startswith("second" if building_nim.is_p((0,) * n, p) else "first")
            move = _first_move(lines)
            if move:
                piles = [0] * n
                piles[move[0] - 1] = move[1]
                assert building_nim.is_p(piles, p - 1)


@pytest.mark.parametrize("argv,words", [
    (["cram", "--n", "40", "--m", "40"], "second: 40 x 40, both sides even"),
    (["cram", "--n", "40", "--m", "39"], "first: 40 x 39, one side even"),
    (["cram", "--n", "3", "--m", "3"], "second: 3 x 3, both sides odd: exhaustive search"),
    (["cram", "--n", "1", "--m", "1999"], "first: 1 x 1999 is the strip with dominoes"),
    (["strip", "--n", "9", "--k", "3"], "first: n >= k"),
    (["building-nim", "--n", "100", "--p", "1000"], "second: 100 piles, 1000 tokens: the second"),
    (["pawns", "--n", "3", "--m", "8"], "first: 3 x 8: the gaps 6 6 6 have XOR 6"),
])
def test_analyze_boards_from_the_command_line(capsys, argv, words):
    """judge analyze prints the side first, then the reason."""
    assert main(["analyze", *argv]) == 0
    assert capsys.readouterr().out.startswith(words)


@pytest.mark.parametrize("argv,words", [
    (["cram", "--n", "5", "--m", "5"], "only search decides, and it is kept to 21 cells"),
    (["cram", "--n", "4"], "needs --m >= 1"),
    (["strip", "--n", "10"], "needs --k >= 1"),  # no default k (Bachet's 1 is not the strip's)
    (["strip", "--n", "3001", "--k", "2"], "different parity are decided by Grundy values"),
    (["strip", "5", "--n", "5", "--k", "1"], "takes its board as options"),
    (["building-nim", "--n", "9", "--p", "9"], "searched up to 8 piles"),
    (["red-blue", "4", "1"], "give the points r1 b1"),
    (["pawns", "--n", "2", "--m", "5", "1", "5"], "give 2n = 4 rows"),
])
def test_analyze_refuses_what_it_cannot_decide(capsys, argv, words):
    """A board it cannot decide exactly, or a missing side, is a usage error with a reason."""
    assert main(["analyze", *argv]) == 2
    assert words in capsys.readouterr().err
