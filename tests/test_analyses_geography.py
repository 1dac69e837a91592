"""`judge analyze grid-geography` and `knight-geography` (judge/commands/analyses_geography.py):
the first word is the side that wins, as the matching decides; the winning first cut wins;
bad boards are refused with a message."""

from __future__ import annotations

import pytest

from judge.cli import main
from judge.commands.analyses import Params
from judge.commands.analyses_geography import grid, knight
from judge.commands.board_analyses import BoardRefused
from judge.games import geography
from judge.games.geography_graphs import Board


def first_word(lines: list[str]) -> str:
    return lines[0].split(":")[0]


def test_knight_2_is_first(capsys):
    """The issue's example: `judge analyze knight-geography --n 2` starts with `first`, and
    says the seed's rule is wrong there."""
    assert main(["analyze", "knight-geography", "--n", "2"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("first ") or out.startswith("first:")
    assert "seed's rule" in out and "1 1" in out


def test_grid_closed_form_agrees_with_the_matching():
    """For every grid up to 12 x 12 the closed form's side is the matching's, and on odd
    boards the first cut it names (1 1) leaves the second player lost."""
    for n in range(1, 13):
        for m in range(1, 13):
            root = geography.start(Board("grid", n, m))
            side = "first" if geography.mover_wins(root) else "second"
            assert first_word(grid(Params(n=n, m=m))) == side, (n, m)
            if side == "first":
                assert not geography.mover_wins(geography.play(root, 0))


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 31, 50])
def test_knight_side_and_first_cut(n):
    """The knight's side is the matching's; its first cut (when first wins) is a winning one,
    and its example answer (when second wins) is a knight's jump."""
    lines = knight(Params(n=n))
    root = geography.start(Board("knight", n, n))
    assert first_word(lines) == ("first" if geography.mover_wins(root) else "second")
    if n % 2 == 1 or n == 2:
        assert first_word(lines) == "first"
    else:
        assert first_word(lines) == "second" and "e.g. the first cut 1 1 with" in lines[0]


@pytest.mark.parametrize("call,words", [
    (lambda: grid(Params(m=3)), "needs --n and --m"),
    (lambda: grid(Params(n=0, m=3)), "needs --n and --m"),
    (lambda: knight(Params(n=1001)), "from 1 to 1000"),
    (lambda: knight(Params(n=4, m=5)), "n x n boards"),
])
def test_bad_boards_are_refused(call, words):
    """A missing or impossible board, or a knight's board past the limit, is refused."""
    with pytest.raises(BoardRefused, match=words):
        call()


def test_cli_refuses_piles_for_a_board(capsys):
    """Pile sizes given to a board game, or none to a number game, exit 2 with a message."""
    assert main(["analyze", "grid-geography", "3", "--n", "3", "--m", "3"]) == 2
    assert "not a position" in capsys.readouterr().err
    assert main(["analyze", "nim"]) == 2
    assert "needs a position" in capsys.readouterr().err
    assert main(["analyze", "grid-geography", "--n", "4", "--m", "5"]) == 0
    assert capsys.readouterr().out.startswith("second:")
