"""TZIANSITZI's dialect of the "decide, then play" engine (judge.engine.playing): the protocol of the
1997 statement (problems/tziansitzi/statement), played with judge.games' ClassicWythoff
rules (Wythoff's game, a = 1, moves `p c`).

Who talks to whom: the engine, through this dialect, writes to the program's stdin and reads
its stdout. The program plays the first player; the judge the second, with the opponent the
test data names.

In what order, per test set (one run of the program, at most 7 games):
  for each game: the judge writes `n m`; the program answers `1` or `0`. After `0` it owes a
  `DONE`. After `1` it writes a move `p c`, the judge answers with its move, and so on; right
  after its move that takes the last stone it owes a `DONE`. The judge writes the next `n m`
  (or the final `0 0`) as soon as a game is decided, and then reads the `DONE` it is owed: a
  program that forgot `DONE` therefore answers the next game instead, which is a WA, not a
  deadlock. After `0 0` and its `DONE`, the program must exit by itself (checked by the runner).

Who decides: the engine, on the first broken rule. PE: a line not of the form expected there
(not integers, wrong number of tokens, leading zeros, non-ASCII). WA: a well-formed line that
breaks the rules (a wrong claim; a pile other than 1, 2, 3; c < 1 or more stones than there
are; a move that does not leave a P-position; `DONE` missing or misplaced).

Test data (`.in`):
    seed 12345                       the opponent's seed (overridden by `judge run --seed`)
    5 6 scripted 1:1 3:1             a game: piles, opponent strategy, script moves `p:c`
    1 2 random
"""

from __future__ import annotations

from judge.faults import Fault, Violation
from judge.judging.channel import parse_int, shown, split_tokens
from judge.games.wythoff import Move
from judge.games.wythoff_opponent import parse_script
from judge.engine.protocol import DecideThenPlay, GameSpec

MAX_PILE = 10**9
_PILES = ("1", "2", "3")


class Tziansitzi(DecideThenPlay):
    """The 1997 statement's words for the engine's session: no count, `n m`, moves `p c` read
    fast (a long game has 100,000 of them), the `DONE` a program owes read only once the next
    line is out, `0 0` at the end; messages in the statement's terms (the first player, the
    opponent, positions as (n, m), a move as the program wrote it)."""

    max_games = 7
    WINNER = "the opponent"
    MOVER = "the first player"
    LOST = "is a losing position for the first player"

    def __init__(self, ch, rules):
        super().__init__(ch, rules)
        self.owed = None  # where the program owes a DONE, once the next line has been sent

    @classmethod
    def parse_game(cls, rules, tokens: list[str]) -> GameSpec:
        """`n m strategy [p:c ...]`, piles 1 to 10^9, script moves with `scripted` only."""
        if len(tokens) < 3 or not tokens[0].isdigit() or not tokens[1].isdigit():
            raise ValueError("expected `n m strategy [p:c ...]`")
        n, m, strategy = int(tokens[0]), int(tokens[1]), tokens[2]
        if not (1 <= n <= MAX_PILE and 1 <= m <= MAX_PILE):
            raise ValueError(f"piles must be in [1, {MAX_PILE}]")
        if strategy not in rules.strategies:
            raise ValueError(f"unknown strategy {strategy!r}")
        if (strategy == "scripted") != (len(tokens) > 3):
            raise ValueError("script moves go with `scripted` only")
        return GameSpec((n, m), strategy, parse_script(tokens[3:]))

    # -- the session, in order ---------------------------------------------------------------
    def begin(self, games: int) -> None:
        pass  # no count: `0 0` ends the set

    def start_game(self, position, label: str) -> None:
        super().start_game(position, label)
        if self.owed:
            self._expect_done()

    def read_move(self, position, label: str, rounds: int):
        expecting = f"a move in {label}"
        line = self.ch.read_line(expecting)
        tokens = split_tokens(line, expecting)
        # The usual line, decided at once; anything else is parsed in full for its message.
        if len(tokens) == 2 and tokens[0] in _PILES and tokens[1].isdigit() \
                and tokens[1][0] != "0" and len(tokens[1]) < 12:
            return Move(int(tokens[0]), int(tokens[1])), line
        where = f"{label}, round {rounds}, position {self.show_position(position)}"
        if len(tokens) != 2:
            if tokens == ["DONE"]:
                raise Violation(Fault.WRONG, f"{where}: DONE before the game was over")
            raise Violation(Fault.MALFORMED, f"{where}: expected a move `p c`, got {shown(line)}")
        return Move(parse_int(tokens[0], -MAX_PILE, MAX_PILE, f"{where}: pile"),
                    parse_int(tokens[1], -2 * MAX_PILE, 2 * MAX_PILE, f"{where}: count")), line

    def end_game(self, label: str, played: bool) -> None:
        self.owed = (f"{label}: after the move that took the last stone" if played
                     else f"{label}: after the claim 0")

    def finish(self) -> None:
        self.ch.write_line("0 0")
        self._expect_done()

    def _expect_done(self) -> None:
        line = self.ch.read_line(f"DONE ({self.owed})")
        tokens = split_tokens(line, self.owed)
        if tokens == ["DONE"]:
            return
        if tokens and all(t.lstrip("-").isdigit() for t in tokens):
            raise Violation(Fault.WRONG, f"{self.owed}: expected DONE, got {shown(line)}")
        raise Violation(Fault.MALFORMED, f"{self.owed}: expected DONE, got {shown(line)}")

    # -- messages: positions as (n, m), moves as the program wrote them -----------------------
    def show_position(self, position) -> str:
        return f"({position[0]}, {position[1]})"

    def quote(self, move, line: str | None) -> str:
        return shown(line)
