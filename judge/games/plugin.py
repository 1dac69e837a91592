"""What a game gives the "decide, then play" engine (judge.engine.playing): a rules object, pure.

The engine owns the talking (judge.engine.protocol reads and writes the lines); a rules object only
knows the game, and every one of its answers is a function of its arguments (the opponent's
choices: of the position and the random generator it was given). The contract:

  strategies                   the opponent's strategies this game has (test data names one)
  parse_position(tokens)       a position from its tokens in the engine's test data (ValueError
                               if not); a game whose dialect reads its own data needs none
  format_position(position)    the position as the judge writes it (`2 5 6`)
  move_format                  a move line, its integers named (`k l`): the engine reads that
                               many integers, each named so in a message, or, when `counted`
                               is set, `n` and then n integers (each named `counted`), n being
                               move_count(position)
  move_from(values)            the move those integers are
  format_move(move)            a move as the judge writes it
  illegal_reason(position, move)   why a move is illegal there, or None
  apply(position, move)        the position after a legal move
  is_p(position)               the player to move loses against perfect play: True or False;
                               or None where the rules do not decide the position exactly
                               (a board too big to search): there the engine checks only
                               legality, and the program must simply win the game against the
                               opponent (the judge making the last move is a loss). A game's
                               start must be decided (test data whose start is not is
                               refused), and so must every position where no move is left
  is_over(position)            no legal move is left
  winning_move(position)       a move to a P-position (shown in messages), None if none
                               (or if the position is not decided exactly)
  opponent(strategy, rng, script)  the judge's side for one game: a function from a
                               position (not over) to a legal move; all its randomness from rng
  draw(position)               the position for a person (`judge play`), one or more lines:
                               format_position by default; the number games add their piles
                               (draw_piles), a board game draws its board

Which side the program plays is the dialect's: in the number games (judge.engine.protocol) it
claims 1/0 and plays the first player after 1; in the board games (judge.engine.protocol_boards)
it claims `first` or `second` and plays that side, the judge moving first after `second`.

A problem on the engine names its game in its interactor: a module-level RULES (a rules object)
and, for a dialect other than the standard one, DIALECT; `judge play` finds them there.
"""

from __future__ import annotations

import random

BIG = 10**18  # the largest pile any of the engine's problems uses


class Rules:
    """The defaults: a move of the integers named in move_format; an opponent whose every
    choice is opponent_move(position, strategy, rng), so it keeps no state of its own."""

    counted: str | None = None

    def opponent(self, strategy: str, rng: random.Random, script: tuple = ()):
        choose = self.opponent_move
        return lambda position: choose(position, strategy, rng)

    def opponent_move(self, position, strategy: str, rng: random.Random):
        raise NotImplementedError

    def draw(self, position) -> str:
        return self.format_position(position)


STONES_DRAWN = 40  # a pile of more stones is drawn as its number alone
PILES_DRAWN = 20  # more piles than this: the rest are counted, not drawn


def draw_piles(piles, name: str = "pile") -> list[str]:
    """Piles as a person sees them, a row each: `pile 2: ooooo  5`."""
    rows = [f"{name} {i}: {'o' * p + '  ' if 0 < p <= STONES_DRAWN else ''}{p}"
            for i, p in enumerate(piles[:PILES_DRAWN], 1)]
    if len(piles) > PILES_DRAWN:
        rows.append(f"... and {len(piles) - PILES_DRAWN} more {name}s")
    return rows


def ints(tokens: list[str], count: int, what: str) -> list[int]:
    """`count` non-negative integers of test data (ValueError otherwise)."""
    if len(tokens) != count or not all(t.isdigit() for t in tokens):
        raise ValueError(f"expected {count} non-negative integers for {what}")
    return [int(t) for t in tokens]
