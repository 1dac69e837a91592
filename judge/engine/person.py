"""A person plays an engine problem against the judge (`judge play PROBLEM`): the "decide, then
play" protocol of judge.engine.playing with a person in the program's place.

Who talks to whom: the person types lines through an injected Console (ask, say: the command
gives it the terminal, a test a list of lines) and reads the position, drawn by the rules
(rules.draw), after every move; this loop plays the judge's side. Lines are read in the
dialect's own words (its read_claim and read_move, over the typed line), so a person types
exactly what a program writes.

In what order, per game of the test data: the start is drawn; the person claims which side
wins, in the dialect's words (`1`/`0`; the board games' `first`/`second`); the claim is
judged at once. After a right claim that the first player wins the person moves first; after
one that the second wins the game is over in the number games, and in a dialect whose
claimer plays either side (second_plays: the board games) the judge moves first. Then the
person and the judge alternate until no move is left.

Who decides: this loop, with the rules; nothing here is a verdict. A line the dialect would
call malformed, or a move the rules call illegal, is explained and asked again. A wrong
claim loses the game, with the engine's reason. The judge plays the test's opponent from a
position it loses (any move is as good) and the winning move (rules.winning_move) from one
it wins, as the engine's message says it would: so the person wins a game iff the claim was
right and every move left a position lost for the judge, and after a loss the first move
that did not is shown, with the winning move there. Where the rules do not decide a
position exactly (is_p None: a board too big to search) the judge plays its opponent, and
neither a blunder nor a hint can be named there. Every random choice comes from
random.Random(f"{seed}/{game}"), as in the engine: the same seed replays the same game.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable

from judge.faults import Violation
from judge.judging.channel import LineReader
from judge.engine.protocol import DecideThenPlay

HINT_WORDS = ("?", "hint")
QUIT_WORDS = ("quit", "exit")


@dataclass(frozen=True)
class Console:
    """A person at a terminal: ask(prompt) returns the line typed (None: no more input);
    say(text) shows text; see(position), if given, gets each position as it is drawn (a
    scripted person reads it there rather than from a drawing)."""

    ask: Callable[[str], str | None]
    say: Callable[[str], None]
    see: Callable[[object], None] | None = None


@dataclass(frozen=True)
class Blunder:
    """The first move a person made from a winning position that did not keep the win."""

    round: int
    position: object
    move: object
    winning: object  # a move that kept the win there


@dataclass(frozen=True)
class GameResult:
    index: int
    won: bool
    claim_right: bool
    blunder: Blunder | None = None


class Quit(Exception):
    """The person stopped (typed quit, or the input ended)."""


class _TypedLine(LineReader):
    """One line a person typed, read by a dialect as if a program had written it."""

    def __init__(self, line: str):
        self._line = line

    def read_line(self, expecting: str = "a line") -> str:
        line, self._line = self._line, ""
        return line

    def write_line(self, text: str) -> None:  # a dialect keeps it; nothing is sent to a person
        pass


def drawn(rules, position, indent: str = "    ") -> str:
    """The position as rules.draw draws it, set off from the talk by an indent."""
    return "\n".join(indent + line for line in rules.draw(position).split("\n"))


def play(rules, dialect, test_set, seed: int, console: Console,
         hint: bool = False) -> tuple[GameResult, ...]:
    """Every game of the test set with a person, until the person quits; the games played."""
    dialect = dialect or DecideThenPlay
    results = []
    games = len(test_set.games)
    for index, spec in enumerate(test_set.games, 1):
        game = _Game(rules, dialect, console, hint, index, games)
        try:
            results.append(game.play(spec, random.Random(f"{seed}/{index}")))
        except Quit:
            console.say("stopped.")
            break
    won = sum(r.won for r in results)
    console.say(f"you won {won} of {len(results)} game{'s' if len(results) != 1 else ''}"
                f"{'' if len(results) == games else f' played ({games} in the test)'}.")
    return tuple(results)


class _Game:
    def __init__(self, rules, dialect, console: Console, hint: bool, index: int, games: int):
        self.rules, self.dialect, self.console, self.hint = rules, dialect, console, hint
        self.index, self.label = index, f"game {index} of {games}"
        self.words = dialect(_TypedLine(""), rules)  # the dialect's messages: positions, outcomes

    def say(self, text: str) -> None:
        self.console.say(text)

    def _draw(self, position) -> None:
        self.say(drawn(self.rules, position))
        if self.console.see is not None:
            self.console.see(position)

    def play(self, spec, rng: random.Random) -> GameResult:
        rules, position = self.rules, spec.position
        self.say(f"\n{self.label}, the start:")
        self._draw(position)
        claim = self._claim(position)
        outcome = self.words.outcome(position)
        if claim != int(not rules.is_p(position)):
            self.say(f"wrong claim: {outcome}. You lose this game.")
            return GameResult(self.index, False, False)
        self.say(f"right: {outcome}.")
        if not claim and not self.dialect.second_plays:
            self.say(f"you win this game: after `{self.words.show_claim(0)}` it is not "
                     "played, as in the protocol.")
            return GameResult(self.index, True, True)
        reply = rules.opponent(spec.strategy, rng, spec.script)
        if not claim:
            self.say("you play the second player: the judge moves first.")
        return self._moves(position, bool(claim), reply)

    def _moves(self, position, person_moves: bool, reply) -> GameResult:
        rules, blunder, rounds = self.rules, None, 0
        while not rules.is_over(position):
            if person_moves:
                rounds += 1
                move = self._move(position, rounds)
                after = rules.apply(position, move)
                if blunder is None and rules.is_p(position) is False \
                        and rules.is_p(after) is False:  # None: not decided, no blunder known
                    blunder = Blunder(rounds, position, move, rules.winning_move(position))
                self.say(f"you: {rules.format_move(move)}")
            else:
                move = rules.winning_move(position)
                move = reply(position) if move is None else move
                after = rules.apply(position, move)
                self.say(f"judge: {rules.format_move(move)}")
            position, person_moves = after, not person_moves
            self._draw(position)
        won = person_moves != rules.is_p(position)  # the player to move there loses iff P
        self.say(self._verdict(won, blunder))
        return GameResult(self.index, won, True, blunder)

    def _verdict(self, won: bool, blunder: Blunder | None) -> str:
        if won:
            return f"no move is left: you win {self.label}."
        text = f"no move is left: the judge wins {self.label}."
        if blunder is None:
            return text
        show, move = self.words.show_position, self.rules.format_move
        return (f"{text}\nyour first losing move: round {blunder.round}, from "
                f"{show(blunder.position)} you played {move(blunder.move)}, which left "
                f"the judge a win; the winning move there was {move(blunder.winning)}.")

    # -- reading a person's lines ----------------------------------------------------------
    def _ask(self, prompt: str, position) -> str:
        """The next line that is not a hint request (answered here) nor empty."""
        while True:
            line = self.console.ask(prompt)
            if line is None or line.strip().lower() in QUIT_WORDS:
                raise Quit()
            if line.strip().lower() in HINT_WORDS:
                self.say(self._hint(position, prompt.startswith("claim")))
            elif line.strip():
                return line

    def _claim(self, position) -> int:
        while True:
            line = self._ask(self._claim_prompt(), position)
            try:
                return self.dialect(_TypedLine(line), self.rules).read_claim(self.label)
            except Violation as bad:
                self.say(f"not a claim ({bad.message}): type {self.words.show_claim(1)} or "
                         f"{self.words.show_claim(0)}.")

    def _claim_prompt(self) -> str:
        first, second = self.words.show_claim(1), self.words.show_claim(0)
        return f"claim ({first}: the player to move wins, {second}: the other player)> "

    def _move(self, position, rounds: int):
        rules = self.rules
        while True:
            line = self._ask(f"your move ({rules.move_format})> ", position)
            try:
                move, _ = self.dialect(_TypedLine(line), rules).read_move(
                    position, self.label, rounds)
            except Violation as bad:
                self.say(f"not a move: {bad.message}. Try again.")
                continue
            reason = rules.illegal_reason(position, move)
            if reason is None:
                return move
            self.say(f"illegal move {rules.format_move(move)}: {reason}. Try again.")

    def _hint(self, position, claim: bool) -> str:
        if not self.hint:
            return "no hints in this game (`judge play ... --hint` gives them)."
        move = self.rules.winning_move(position)
        if claim:
            return f"hint: {self.words.outcome(position)}."
        if move is None and self.rules.is_p(position) is None:
            return "hint: none: the rules do not decide this position exactly."
        if move is None:
            return "hint: no move wins from here: every move leaves the judge a winning position."
        return f"hint: {self.rules.format_move(move)} wins."
