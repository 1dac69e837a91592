"""Geography's rules for the board engine (judge.games.geography_rules): how boards and cuts
are written, what is refused, and the opponents (legal, seeded, winning when they can)."""

from __future__ import annotations

import random

import pytest

from judge.games import geography
from judge.games.geography_rules import GEOGRAPHY_RULES

GRID, KNIGHT = GEOGRAPHY_RULES["grid_geography"], GEOGRAPHY_RULES["knight_geography"]


def test_positions_and_moves_are_written_as_the_statement_says():
    """A start is `n m` (grid) or `n` (knight); later positions name the last cut; a cut is
    `r c`, 1-based; the drawing marks cut cells and the last one."""
    start = GRID.parse_position(["3", "4"])
    assert GRID.format_position(start) == "3 4"
    after = GRID.apply(GRID.apply(start, (2, 2)), (2, 3))
    assert GRID.format_position(after) == "3 4, 2 cut, the last 2 3"
    assert GRID.draw(after) == "....\n.#@.\n...."
    assert KNIGHT.format_position(KNIGHT.parse_position(["5"])) == "5"
    assert GRID.format_move(GRID.move_from([7, 9])) == "7 9"


def test_a_big_board_is_drawn_around_the_last_cut():
    """Past 40 cells a side, the drawing is a 40 x 40 window around the last cut, named."""
    start = GRID.parse_position(["200", "100"])
    assert GRID.draw(start).split("\n")[0] == "rows 1-40, columns 1-40 of 200 x 100:"
    after = GRID.apply(GRID.apply(start, (150, 100)), (150, 99))
    lines = GRID.draw(after).split("\n")
    assert lines[0] == "rows 130-169, columns 61-100 of 200 x 100:"
    assert len(lines) == 41 and all(len(line) == 40 for line in lines[1:])
    assert lines[1 + 150 - 130][-2:] == "@#"


@pytest.mark.parametrize("tokens", [["0", "3"], ["201", "1"], ["3"], ["a", "b"]])
def test_bad_grid_starts_are_refused(tokens):
    """A grid start needs two sides of 1 to 200."""
    with pytest.raises(ValueError):
        GRID.parse_position(tokens)


def test_illegal_cuts_are_explained():
    """Off the board, cut before, not adjacent (a step; a knight's jump): each says why."""
    start = GRID.parse_position(["3", "3"])
    assert GRID.illegal_reason(start, (4, 1)) == "(4, 1) is not a cell of the 3 x 3 board"
    first = GRID.apply(start, (1, 1))
    assert GRID.illegal_reason(first, (1, 1)) == "that cell is already cut"
    assert "one step" in GRID.illegal_reason(first, (2, 2))
    knight = KNIGHT.apply(KNIGHT.parse_position(["4"]), (1, 1))
    assert "knight's jump" in KNIGHT.illegal_reason(knight, (2, 2))
    assert KNIGHT.illegal_reason(knight, (2, 3)) is None


def test_the_2x2_knight_board_is_won_by_the_first_player():
    """n = 2: the first player wins (no jump exists); any first cut ends the game."""
    start = KNIGHT.parse_position(["2"])
    assert not KNIGHT.is_p(start)
    after = KNIGHT.apply(start, KNIGHT.winning_move(start))
    assert KNIGHT.is_p(after) and KNIGHT.is_over(after)


@pytest.mark.parametrize("rules,tokens", [(GRID, ["6", "7"]), (GRID, ["5", "5"]),
                                          (KNIGHT, ["6"]), (KNIGHT, ["7"])])
@pytest.mark.parametrize("strategy", GRID.strategies)
def test_opponents_play_legal_seeded_games_and_take_wins(rules, tokens, strategy):
    """Two opponents of one strategy play a whole game: every cut legal, the same seed the
    same game, and a player with a winning move always takes one."""
    def game(seed):
        rng, position, cuts = random.Random(seed), rules.parse_position(tokens), []
        while not rules.is_over(position):
            winning = not rules.is_p(position)
            move = rules.opponent_move(position, strategy, rng)
            assert rules.illegal_reason(position, move) is None
            position = rules.apply(position, move)
            assert not winning or rules.is_p(position)
            cuts.append(move)
        return cuts

    assert game(7) == game(7)
    assert len(game(7)) >= 1


def test_opponent_starts_anywhere_on_a_lost_board():
    """On a board the second player wins, the judge's first cut varies with the seed."""
    firsts = {GRID.opponent_move(GRID.parse_position(["4", "4"]), "random", random.Random(s))
              for s in range(20)}
    assert len(firsts) > 3
    assert geography.mover_wins(GRID.parse_position(["3", "3"]))
