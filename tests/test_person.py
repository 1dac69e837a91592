"""A person's game (judge.engine.person), with the person's lines injected: a person who plays
the winning moves wins every game; a blunder is shown where it was, with the winning move; a
malformed or illegal line is explained and asked again; a wrong claim loses; hints; a dialect
whose claimer plays second lets the judge move first; the same seed replays the same game."""

from __future__ import annotations

from types import SimpleNamespace

import random
import re
from pathlib import Path

import pytest

from judge.commands.play import Game
from judge.engine.person import Console, play
from judge.engine.playing import parse_test_set
from judge.engine.protocol_boards import FirstOrSecond
from judge.games.board_rules import BOARD_RULES, Strip
from judge.games.rules import RULES

PROBLEMS = Path(__file__).resolve().parents[1] / "problems"
# Every problem on the engine: its interactor names its game (RULES).
ENGINE_PROBLEMS = sorted(p.name for p in PROBLEMS.iterdir()
                         if (p / "interactor.py").is_file()
                         and "\nRULES = " in (p / "interactor.py").read_text())


def game_of(problem: str):
    """(rules, dialect, test set) of a problem's first sample, found as `judge play` finds them."""
    game = Game(SimpleNamespace(problem=PROBLEMS / problem, test=None, seed=None))
    return game.rules, game.dialect, game.games


class Perfect:
    """A person who claims right, in the words of the prompt, and plays rules.winning_move
    (where the rules name none, an opponent's move), seeing each position as it is drawn."""

    def __init__(self, rules):
        self.rules, self.said, self.position = rules, [], None

    def ask(self, prompt: str) -> str:
        rules, position = self.rules, self.position
        if prompt.startswith("claim"):
            first, second = re.match(r"claim \((\S+): [^,]*, (\S+): ", prompt).groups()
            return first if rules.is_p(position) is False else second
        move = rules.winning_move(position)
        if move is None:
            move = rules.opponent(rules.strategies[0], random.Random(0))(position)
        return rules.format_move(move)

    def see(self, position) -> None:
        self.position = position

    def console(self) -> Console:
        return Console(self.ask, lambda text: self.said.extend(text.split("\n")), self.see)


class Scripted:
    """A person who types the given lines, then stops (end of input)."""

    def __init__(self, lines: list[str]):
        self.lines, self.said, self.prompts = list(lines), [], []

    def ask(self, prompt: str) -> str | None:
        self.prompts.append(prompt)
        return self.lines.pop(0) if self.lines else None

    def console(self) -> Console:
        return Console(self.ask, lambda text: self.said.extend(text.split("\n")))

    def text(self) -> str:
        return "\n".join(self.said)


@pytest.mark.parametrize("problem", ENGINE_PROBLEMS)
def test_a_person_who_plays_the_winning_moves_wins_every_game(problem):
    """The winning moves (from the rules) win every game of the sample, and the person is told."""
    rules, dialect, test_set = game_of(problem)
    person = Perfect(rules)
    results = play(rules, dialect, test_set, test_set.seed, person.console())
    assert [r.won for r in results] == [True] * len(test_set.games)
    assert f"you won {len(results)} of {len(results)} games." in person.said


def test_a_blunder_is_shown_with_the_winning_move():
    """From 10 4 3 2 the winning take is 3; taking 2 loses, and the end says so."""
    rules, dialect, test_set = game_of("bachet")
    person = Scripted(["0", "1", "2"] + ["1"] * 10)
    results = play(rules, dialect, test_set, 5, person.console())
    assert [r.won for r in results] == [True, False]
    blunder = results[1].blunder
    assert (blunder.round, blunder.position, blunder.move, blunder.winning) == \
        (1, (10, 4, 3, 2), 2, 3)
    assert "the judge wins game 2 of 2." in person.text()
    assert ("your first losing move: round 1, from 10 4 3 2 you played 2, which left the "
            "judge a win; the winning move there was 3.") in person.text()


def test_malformed_and_illegal_moves_are_explained_and_asked_again():
    """`x`, `1 2` and `9` are not taken: each is explained and the move asked again."""
    rules, dialect, test_set = game_of("bachet")
    person = Scripted(["0", "1", "x", "1 2", "9", "3"])
    play(rules, dialect, test_set, 5, person.console())
    text = person.text()
    assert "not a move: game 2 of 2, round 1: c: expected an integer, got 'x'. Try again." in text
    assert "expected 1 token(s), got '1 2'" in text
    assert "illegal move 9: must take 1 to 3 stones from 10, not 9. Try again." in text
    assert "you: 3" in text
    assert person.prompts.count("your move (c)> ") == 5  # four asked here, one more after


def test_a_malformed_claim_is_asked_again_and_a_wrong_one_loses():
    """`yes` is not a claim (asked again); 1 on a lost position loses the game, with why."""
    rules, dialect, test_set = game_of("bachet")
    person = Scripted(["yes", "1"])
    results = play(rules, dialect, test_set, 5, person.console())
    assert results[0].won is False and results[0].claim_right is False
    assert "not a claim (game 1 of 2: the claim: expected an integer, got 'yes'): " \
           "type 1 or 0." in person.said
    assert "wrong claim: 3 2 1 2 is lost for the player to move. You lose this game." \
        in person.said


def test_a_wrong_claim_0_shows_the_winning_move():
    """0 on a won position loses, and the winning move from the start is shown."""
    rules, dialect, test_set = game_of("misere_nim")
    person = Scripted(["0", "0"])
    results = play(rules, dialect, test_set, 3, person.console())
    assert [r.won for r in results] == [True, False]
    assert any(line.startswith("wrong claim: the player to move wins from 2 1 5, e.g. with ")
               for line in person.said)


def test_hints_only_when_asked_for():
    """`?` shows a winning move with hints on, and says how to get them without."""
    rules, dialect, test_set = game_of("bachet")
    without = Scripted(["0", "?"])
    play(rules, dialect, test_set, 5, without.console())
    assert "no hints in this game (`judge play ... --hint` gives them)." in without.said
    helped = Scripted(["0", "hint", "1", "?"])
    play(rules, dialect, test_set, 5, helped.console(), hint=True)
    assert "hint: the player to move wins from 10 4 3 2, e.g. with 3." in helped.said
    assert "hint: 3 wins." in helped.said


def test_quitting_stops_and_counts_the_games_played():
    """`quit` ends the session; the summary counts the games finished."""
    rules, dialect, test_set = game_of("bachet")
    person = Scripted(["0", "quit"])
    results = play(rules, dialect, test_set, 5, person.console())
    assert len(results) == 1
    assert person.said[-2:] == ["stopped.", "you won 1 of 1 game played (2 in the test)."]


def test_the_judge_moves_first_when_the_claimer_plays_second():
    """The board dialect (second_plays): after a right `second` the judge moves first, from a
    lost position, and the person can still win."""
    rules = RULES["bachet"]
    test_set = parse_test_set("seed 2\n8 0 3 3 random\n", rules, FirstOrSecond)
    person = Perfect(rules)
    results = play(rules, FirstOrSecond, test_set, 2, person.console())
    assert results[0].won
    said = person.said
    assert said.index("you play the second player: the judge moves first.") < \
        next(i for i, line in enumerate(said) if line.startswith("judge: "))
    assert "claim (first: the player to move wins, second: the other player)> " not in said


@pytest.mark.parametrize("start", ["9 3", "2 4", "12 2"])
def test_the_strip_is_played_on_its_drawn_board(start):
    """A board game (the strip, first/second): the winning moves win, whichever side wins."""
    rules = BOARD_RULES["strip"]
    test_set = parse_test_set(f"seed 4\n{start} random\n", rules, FirstOrSecond)
    person = Perfect(rules)
    results = play(rules, FirstOrSecond, test_set, 4, person.console())
    assert results[0].won and results[0].claim_right
    assert "    " + "." * int(start.split()[0]) in person.said  # the board, drawn


@pytest.mark.parametrize("start", ["2 2", "2 3", "3 3", "4 4"])
def test_cram_is_won_by_the_side_that_wins(start):
    """Cram (first/second): the winning moves win, the judge moving first where the second
    player wins (2 x 2, 4 x 4: the mirror; 3 x 3: by search)."""
    rules = BOARD_RULES["cram"]
    test_set = parse_test_set(f"seed 6\n{start} random\n", rules, FirstOrSecond)
    person = Perfect(rules)
    results = play(rules, FirstOrSecond, test_set, 6, person.console())
    assert results[0].won and results[0].claim_right
    second = rules.is_p(test_set.games[0].position)
    assert ("you play the second player: the judge moves first." in person.said) == second


class Inexact(Strip):
    """The strip's rules deciding only the start and the end (a board too big to search)."""

    def is_p(self, position):
        return super().is_p(position) if not position[2] or self.is_over(position) else None

    def winning_move(self, position):
        return super().winning_move(position) if self.is_p(position) is not None else None


def test_where_the_rules_do_not_decide_no_blunder_or_hint_is_named():
    """Undecided positions: the game is played to its end, a hint says why there is none, and
    no first losing move is named."""
    rules = Inexact()
    test_set = parse_test_set("seed 1\n9 3 random\n", rules, FirstOrSecond)
    asked, said, seen = [], [], []

    def ask(prompt):
        asked.append(prompt)
        if prompt.startswith("claim"):
            return "first"
        return "?" if len(asked) == 3 else str(rules.moves(seen[-1])[0])
    console = Console(ask, lambda text: said.extend(text.split("\n")), seen.append)
    results = play(rules, FirstOrSecond, test_set, 1, console, hint=True)
    assert len(results) == 1 and results[0].claim_right and results[0].blunder is None
    assert "hint: none: the rules do not decide this position exactly." in said
    assert said[-2].startswith("no move is left:")
    assert not any(line.startswith("your first losing move") for line in said)


def test_the_same_seed_replays_the_same_game():
    """The judge's moves come from the seed: two sessions with one seed say the same."""
    rules, dialect, test_set = game_of("gwythoff")
    runs = []
    for _ in range(2):
        person = Perfect(rules)
        play(rules, dialect, test_set, 11, person.console())
        runs.append(person.said)
    assert runs[0] == runs[1]
