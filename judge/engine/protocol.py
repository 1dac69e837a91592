"""How the "decide, then play" engine (judge.engine.playing) talks: the family's standard dialect,
which every dialect extends (TZIANSITZI's: judge.engine.protocol_tziansitzi).

Who talks to whom: the engine calls a dialect, made for one test with the Channel to the
program and the game's rules; the dialect writes the judge's lines and reads the program's.
The engine decides what happens (whose turn, legality, outcomes, verdicts); a dialect only
says how it is written on the wire and in messages. Its hooks, in the order the engine calls
them, per test set (one run of the program):

  begin(games)              before the first game      standard: the judge writes G
  start_game(position, label)   each game              standard: the judge writes the position
  read_claim(label)         the program's claim: 1 (the first player wins) or 0
  read_move(position, label, rounds)  the program's move: (move, the line as written, or None)
  write_move(move)          the judge's move
  end_game(label, played)   after each game            standard: nothing (no end marker)
  finish()                  after the last game        standard: nothing (the program exits)

and, for test data and messages (no channel needed): parse_game(rules, tokens) (one line of
test data), max_games, second_plays (after a claim that the second player wins, the program
plays it, the judge moving first; in the number games that claim ends the game),
show_claim (a claim as the program wrote it), show_position, quote (a move as a message quotes it), outcome (who
wins from a position, for a wrong claim) and WINNER (who wins after a move that does not).

Who decides what is wrong: reading, a dialect raises the Violation of a malformed line (PE)
or of a number out of any range (WA); everything else the engine raises.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.faults import Fault, Violation
from judge.judging.channel import parse_int, shown, split_tokens

# What a number in a move may be, to be called an illegal move (WA, said by the rules) rather
# than a malformed one: far beyond any pile.
ANY = 10**19


@dataclass(frozen=True)
class GameSpec:
    position: object  # the game's own value
    strategy: str  # the opponent's strategy, one the game's rules know
    script: tuple = ()  # moves for an opponent that replays them (TZIANSITZI's `scripted`)


class DecideThenPlay:
    """The standard dialect: the judge writes G, then each game's position in the game's own
    format; the program answers `1` or `0` and, after `1`, the program and the judge alternate
    moves, one line each, until no move is left. Nothing marks the end of a game or of the
    session: both sides see it in the moves."""

    max_games = 100
    second_plays = False  # after `0` the game is over
    WINNER = "the judge"  # who wins after a move that does not
    MOVER = "the player to move"
    LOST = "is lost for the player to move"

    def __init__(self, ch, rules):
        self.ch, self.rules = ch, rules
        self._write_line, self._format_move = ch.write_line, rules.format_move  # per round

    @classmethod
    def parse_game(cls, rules, tokens: list[str]) -> GameSpec:
        """One game of test data: the position's tokens, then the opponent's strategy."""
        if tokens[-1] not in rules.strategies:
            raise ValueError(f"the last token must be an opponent strategy "
                             f"({', '.join(rules.strategies)})")
        return GameSpec(rules.parse_position(tokens[:-1]), tokens[-1])

    # -- the session, in order ---------------------------------------------------------------
    def begin(self, games: int) -> None:
        self.ch.write_line(str(games))

    def start_game(self, position, label: str) -> None:
        self.ch.write_line(self.rules.format_position(position))

    def read_claim(self, label: str) -> int:
        return self.ch.read_int(0, 1, f"{label}: the claim")

    def read_move(self, position, label: str, rounds: int):
        return read_move(self.ch, self.rules, position, f"{label}, round {rounds}"), None

    def write_move(self, move) -> None:
        self._write_line(self._format_move(move))

    def end_game(self, label: str, played: bool) -> None:
        pass

    def finish(self) -> None:
        pass

    # -- messages ------------------------------------------------------------------------------
    def show_claim(self, claim: int) -> str:
        return str(claim)

    def show_position(self, position) -> str:
        return short(self.rules.format_position(position))

    def quote(self, move, line: str | None) -> str:
        return shown(self.rules.format_move(move))

    def outcome(self, position) -> str:
        """Who wins from a position, and how: for a wrong claim."""
        move = self.rules.winning_move(position)
        if move is None:
            return f"{self.show_position(position)} {self.LOST}"
        return (f"{self.MOVER} wins from {self.show_position(position)}, "
                f"e.g. with {short(self.rules.format_move(move))}")


def read_move(ch, rules, position, where: str):
    """A move line as the rules' move_format has it: its integers, each named in a message.
    Any integer is read (one out of the game's range is an illegal move, WA, which the rules
    explain); anything else is malformed, PE."""
    if rules.counted:
        return _read_counted(ch, rules, position, where)
    names = rules.move_format.split()
    tokens = ch.read_tokens(len(names), f"{where}: a move `{rules.move_format}`")
    return rules.move_from([parse_int(token, -ANY, ANY, f"{where}: {name}")
                            for token, name in zip(tokens, names)])


def _read_counted(ch, rules, position, where: str):
    # `n` and n integers, n fixed by the position: a wrong n is malformed, not a wrong move.
    line = ch.read_line(f"{where}: a move `{rules.move_format}`")
    tokens = split_tokens(line, where)
    n = rules.move_count(position)
    if len(tokens) != n + 1 or tokens[0] != str(n):
        raise Violation(Fault.MALFORMED, f"{where}: expected `{rules.move_format}` with n = {n}, "
                                         f"got {shown(line)}")
    values = [parse_int(t, -ANY, ANY, f"{where}: {rules.counted}") for t in tokens]
    return rules.move_from(values[1:])


def short(text: str, width: int = 120) -> str:
    """A position or move as shown in a message: a game of 1000 piles stays one short line."""
    return text if len(text) <= width else f"{text[:width - 20]} ... ({len(text)} characters)"
