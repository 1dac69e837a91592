"""The second player of Wythoff's game, as a judge plays it: from a P-position every move
loses, so the opponent's job is to make the program's life hard, reproducibly. These are the
strategies of the engine's ClassicWythoff rules (judge.games.wythoff_rules), one Opponent per
game; moves are in TZIANSITZI's notation (judge.games.wythoff).

Strategies (all draw their randomness from the `random.Random` they are given):
  random    uniform over the legal moves
  stalling  takes one stone, mostly from the larger pile: long games (from (A_k, B_k) about
            k rounds)
  diagonal  prefers taking from both piles
  traps     leads the program to positions whose only winning reply is the rarer kind (from
            both piles) or lands on a P-position where double-precision phi is off by one
  mixed     one of the four above, drawn afresh every move
  scripted  replays a list of moves while they are legal, then plays `random`
"""

from __future__ import annotations

import bisect
import random

from judge.games.wythoff import (BOTH, PILE_1, PILE_2, Move, apply_move, illegal_reason,
                                 legal_move_count, lower, nth_legal_move, winning_moves)
from judge.games.wythoff_double import DOUBLE_TRAPS

STRATEGIES = ("random", "stalling", "diagonal", "traps", "mixed", "scripted")
_TRAP_SAMPLES = 24


class Opponent:
    def __init__(self, strategy: str, rng: random.Random, script: tuple[Move, ...] = ()):
        if strategy not in STRATEGIES:
            raise ValueError(f"unknown strategy {strategy!r}")
        self.strategy = strategy
        self.rng = rng
        self.script = list(script)
        # `reply(a, b)`: a legal move from (a, b), which must not be (0, 0).
        self.reply = getattr(self, "_" + strategy)

    def _scripted(self, a: int, b: int) -> Move:
        while self.script:
            move = self.script.pop(0)
            if illegal_reason(a, b, move) is None:
                return move
        return self._random(a, b)

    def _mixed(self, a: int, b: int) -> Move:
        pick = self.rng.choice((self._random, self._stalling, self._diagonal, self._traps))
        return pick(a, b)

    def _random(self, a: int, b: int) -> Move:
        return nth_legal_move(a, b, self.rng.randrange(legal_move_count(a, b)))

    def _stalling(self, a: int, b: int) -> Move:
        # One stone off the larger pile: from (A_k, B_k) the winning reply goes to
        # (A_{k-1}, B_{k-1}), so a game from there lasts k rounds. (Any other single stone can
        # let the program jump far down at once.)
        if a == b:
            return self.rng.choice(_one_stone_moves(a, b))
        return Move(PILE_2 if b > a else PILE_1, 1)

    def _diagonal(self, a: int, b: int) -> Move:
        if min(a, b) > 0 and self.rng.random() < 0.85:
            return Move(BOTH, self.rng.randint(1, min(a, b)))
        return self._random(a, b)

    def _traps(self, a: int, b: int) -> Move:
        trap = _float_trap_move(a, b, self.rng)
        if trap is not None:
            return trap
        lone_both, lone_any = [], []
        for _ in range(_TRAP_SAMPLES):
            move = self._random(a, b)
            replies = winning_moves(*apply_move(a, b, move))
            if len(replies) == 1:
                (lone_both if replies[0].pile == BOTH else lone_any).append(move)
        pool = lone_both or lone_any
        return self.rng.choice(pool) if pool else self._random(a, b)


def _one_stone_moves(a: int, b: int) -> list[Move]:
    moves = []
    if a:
        moves.append(Move(PILE_1, 1))
    if b:
        moves.append(Move(PILE_2, 1))
    if a and b:
        moves.append(Move(BOTH, 1))
    return moves


def _float_trap_move(a: int, b: int, rng: random.Random) -> Move | None:
    """From (a, b) with a != b, shrink the larger pile to a + j for a trap index j with
    A_j < min(a, b): the program must then answer by taking from both piles down to (A_j, B_j),
    exactly the P-position that doubles get wrong."""
    small, large = min(a, b), max(a, b)
    usable = DOUBLE_TRAPS[:bisect.bisect_left(DOUBLE_TRAPS, large - small)]
    usable = [j for j in usable if lower(j) < small]
    if not usable:
        return None
    j = rng.choice(usable[-3:])  # the largest traps: the nearest to where the game is
    return Move(PILE_2 if b > a else PILE_1, large - small - j)


def parse_script(tokens: list[str]) -> tuple[Move, ...]:
    """Moves written `p:c`, as in a test's data: `scripted 1:1 3:1`."""
    moves = []
    for token in tokens:
        p, sep, c = token.partition(":")
        if not sep or not p.isdigit() or not c.isdigit():
            raise ValueError(f"script move {token!r} is not of the form p:c")
        moves.append(Move(int(p), int(c)))
    return tuple(moves)
