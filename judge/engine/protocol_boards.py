"""The board games' dialect of the "decide, then play" engine (judge.engine.playing): the program
says which side wins, `first` or `second`, and plays that side (strip, Cram, geography, ...).

Who talks to whom: the engine, through this dialect, writes to the program's stdin and reads
its stdout. The program plays the side it claims; the judge the other, with the seeded
opponent the test data names.

In what order, per test set (one run of the program):
  judge: G, the number of games; then for each game:
    judge: the board, in the game's format (e.g. `n k` for the strip)
    program: `first` (the player who moves first wins) or `second`
    after `first`: the program moves, the judge answers, ... until no move is left;
    after `second`: the judge moves first, then the program, ... until no move is left.
    A move is one line of integers, the game's move_format (a cell `r c`, a domino
    `r1 c1 r2 c2`). Nothing marks the end of a game: both sides see that no move is left.
  After the last game the program exits by itself.

Who decides: the engine. PE: a claim that is not the word `first` or `second`, a move line
that is not the move's integers. WA: a wrong claim, an illegal move, a move to a position
from which the judge wins where the rules decide it exactly, and losing the game (the judge
making the last move) where they do not.
"""

from __future__ import annotations

from judge.faults import Fault, Violation
from judge.judging.channel import shown
from judge.engine.protocol import DecideThenPlay

CLAIMS = {"first": 1, "second": 0}


class FirstOrSecond(DecideThenPlay):
    """The standard dialect, but the claim is a word and the program plays either side."""

    second_plays = True
    MOVER = "the first player"
    LOST = "is lost for the first player (the second player wins)"

    def read_claim(self, label: str) -> int:
        word = self.ch.read_token(f"{label}: the claim `first` or `second`")
        if word not in CLAIMS:
            raise Violation(Fault.MALFORMED, f"{label}: expected the claim `first` or `second`, "
                                             f"got {shown(word)}")
        return CLAIMS[word]

    def show_claim(self, claim: int) -> str:
        return "first" if claim else "second"
