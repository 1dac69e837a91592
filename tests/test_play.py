"""`judge play` (judge.commands.play) in a terminal, driven by pexpect (a person's terminal is a
pty): a person who plays the winning moves wins and is told so; one who blunders is told
where; bad lines are explained and asked again; --hint; watching an accepted and a wrong
program shows the exchanges, the positions and the verdict, stepping on Enter in a terminal
and running through without one; problems off the engine are refused."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pexpect
import pytest

from tests.test_person import game_of

# Each spawns `judge play` in a terminal (about a second): the person's loop itself is
# tested without one, fast, in tests/test_person.py.
pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[1]
TIMEOUT_S = 30  # per expect: the judge starts in well under a second, even under load

DRAWN = r"(?:the start:|you: [^\r\n]*|judge: [^\r\n]*)\r\n    ([^\r\n]*)\r\n"
CLAIM = r"claim \([^\r\n]*\)> "
MOVE = r"your move \([^\r\n]*\)> "
END = r"you won (\d+) of (\d+) games?[^\r\n]*\r\n"


def spawn(*argv: str) -> pexpect.spawn:
    return pexpect.spawn(sys.executable, ["-m", "judge.cli", "play", *argv], cwd=str(ROOT),
                         timeout=TIMEOUT_S, encoding="utf-8", dimensions=(50, 200))


def position_of(rules, line: str):
    tokens = line.split()
    return rules.parse_position(tokens) if hasattr(rules, "parse_position") else \
        tuple(int(t) for t in tokens)


def perfect(rules):
    def choose(kind: str, position) -> str:
        if kind == "claim":
            return "0" if rules.is_p(position) else "1"
        return rules.format_move(rules.winning_move(position))
    return choose


@pytest.mark.parametrize("problem", ["tziansitzi", "misere_nim", "moore_nim", "bachet"])
def test_a_person_who_plays_the_winning_moves_wins(problem):
    """Claims and moves from the rules' winning_move win every game of the first sample."""
    rules, _, test_set = game_of(problem)
    child = spawn(f"problems/{problem}")
    child.expect(r"seed (\d+) \(`--seed")
    assert int(child.match.group(1)) == test_set.seed
    drawn = None
    while (found := child.expect([DRAWN, CLAIM, MOVE, END])) != 3:
        if found == 0:
            drawn = child.match.group(1)  # read at the prompt: an ended game's is no start
        else:
            position = position_of(rules, drawn)
            child.sendline(perfect(rules)("claim" if found == 1 else "move", position))
    games = len(test_set.games)
    assert child.match.groups() == (str(games), str(games))
    assert "the judge wins" not in child.before
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


@pytest.mark.parametrize("problem", ["strip", "cram"])
def test_a_person_who_follows_the_hints_wins_a_board_game(problem):
    """On the board engine (first/second, the judge first after `second`): `?` at each prompt
    says who wins and the winning move (the rules' winning_move); following it wins all."""
    child = spawn(f"problems/{problem}", "--hint")
    games = len(game_of(problem)[2].games)
    while (found := child.expect([CLAIM, MOVE, END])) != 2:
        child.sendline("?")
        if found == 0:
            child.expect(r"hint: ([^\r\n]*)\r\n")
            lost = "is lost for the first player" in child.match.group(1)
            child.expect(CLAIM)
            child.sendline("second" if lost else "first")
        else:
            child.expect(r"hint: ([^\r\n]*) wins\.\r\n")
            move = child.match.group(1)
            child.expect(MOVE)
            child.sendline(move)
    assert child.match.groups() == (str(games), str(games))
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_a_person_who_blunders_is_told_where():
    """Taking 2 from 10 4 3 2 (3 wins) loses; the end names that move and the winning one."""
    child = spawn("problems/bachet")
    child.expect(CLAIM)
    child.sendline("0")
    child.expect(CLAIM)
    child.sendline("1")
    child.expect(MOVE)
    child.sendline("2")
    while child.expect([MOVE, r"the judge wins game 2 of 2\.\r\n"]) == 0:
        child.sendline("1")
    child.expect(r"your first losing move: ([^\r\n]*)\r\n")
    assert child.match.group(1) == ("round 1, from 10 4 3 2 you played 2, which left the "
                                    "judge a win; the winning move there was 3.")
    child.expect(END)
    assert child.match.groups() == ("1", "2")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1


def test_bad_moves_are_explained_and_asked_again():
    """A malformed move and an illegal one (TZIANSITZI: pile 4) are explained, then asked again."""
    child = spawn("problems/tziansitzi")
    child.expect(CLAIM)
    child.sendline("0")
    child.expect(CLAIM)
    child.sendline("1")
    child.expect(MOVE)
    child.sendline("one stone")
    child.expect(r"not a move: ([^\r\n]*)\r\n")
    assert "expected an integer, got 'one'" in child.match.group(1)
    child.expect(MOVE)
    child.sendline("4 1")
    child.expect(r"illegal move 4 1: ([^\r\n]*)\r\n")
    child.expect(MOVE)
    child.sendline("DONE")
    child.expect(r"not a move: [^\r\n]*DONE before the game was over")
    child.expect(MOVE)
    child.sendline("quit")
    child.expect("stopped.")
    child.expect(pexpect.EOF)


def test_hint_shows_a_winning_move():
    """With --hint, `?` at a move gives the winning move (misère NIM's, from the rules)."""
    rules, _, test_set = game_of("misere_nim")
    child = spawn("problems/misere_nim", "--hint")
    child.expect(CLAIM)
    child.sendline("0")
    child.expect(CLAIM)
    child.sendline("1")
    child.expect(MOVE)
    child.sendline("?")
    child.expect(r"hint: ([^\r\n]*) wins\.\r\n")
    start = test_set.games[1].position
    assert child.match.group(1) == rules.format_move(rules.winning_move(start))
    child.sendline("quit")
    child.expect(pexpect.EOF)


def watch(problem: str, solution: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "judge.cli", "play", f"problems/{problem}",
                           f"solutions/{problem}/{solution}"], cwd=ROOT, capture_output=True,
                          text=True, stdin=subprocess.DEVNULL, timeout=120)


def test_watching_an_accepted_program_shows_the_game_and_the_verdict():
    """No terminal: it runs through, every exchange and position shown, then AC."""
    done = watch("bachet", "accepted/closed_form.py")
    lines = done.stdout.splitlines()
    exchanges = lines[lines.index("      10 4 3 2"):]
    assert exchanges[:7] == ["      10 4 3 2",
                             "      stack: oooooooooo  10   (above 4: take 1 to 3; at or "
                             "below: 1 to 2)", "  judge:   10 4 3 2", "  program: 1",
                             "  program: 3", "      7 4 3 2",
                             "      stack: ooooooo  7   (above 4: take 1 to 3; at or below: "
                             "1 to 2)"]
    assert lines[-1].startswith("verdict: AC")
    assert done.returncode == 0


def test_watching_a_board_game_draws_the_board():
    """Cram's accepted program: the claims in words, the board after each move, then AC."""
    done = watch("cram", "accepted/mirror_and_search.py")
    assert "  program: second\n" in done.stdout and "  program: first\n" in done.stdout
    assert "game 3 of 3, the start:\n      ...\n      ...\n      ...\n" in done.stdout
    assert done.stdout.splitlines()[-1].startswith("verdict: AC")


def test_watching_a_wrong_program_shows_where_it_went_wrong():
    """TZIANSITZI's non-winning program: its moves, the position, then WA and the reason."""
    done = watch("tziansitzi", "wrong_answer/not_winning.py")
    assert ("  program: 3 4\n      1 2\n      pile 1: o  1\n      pile 2: oo  2\n"
            "  judge:   1 1\n      0 2\n      pile 1: 0\n      pile 2: oo  2\n") in done.stdout
    assert "from which the opponent wins (with 2 1)" in done.stdout
    assert done.stdout.splitlines()[-1].startswith("verdict: WA")
    assert done.returncode == 1


def test_watching_in_a_terminal_steps_on_enter():
    """In a terminal the moves wait for Enter (the judging does not); Enter shows the next."""
    child = spawn("problems/bachet", "solutions/bachet/accepted/closed_form.py")
    child.expect(r"  program: 3\r\n      7 4 3 2\r\n      stack: [^\r\n]*\r\n")
    assert child.expect([r"judge:   3", pexpect.TIMEOUT], timeout=2) == 1
    child.sendline("")
    child.expect(r"  judge:   3\r\n      4 4 3 2\r\n")
    for _ in range(4):
        child.sendline("")
    child.expect(r"verdict: AC")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


@pytest.mark.parametrize("problem", ["nim", "nyoj_wythoff"])
def test_problems_off_the_engine_are_refused(problem):
    """A batch problem has no RULES: one `judge:` line, exit status 2."""
    done = subprocess.run([sys.executable, "-m", "judge.cli", "play", f"problems/{problem}"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60,
                          stdin=subprocess.DEVNULL)
    assert done.returncode == 2
    assert "is not a game on the engine" in done.stderr


def test_an_unknown_test_is_refused_naming_some():
    """--test names a test exactly; an unknown one is refused with the names there are."""
    done = subprocess.run([sys.executable, "-m", "judge.cli", "play", "problems/bachet",
                           "--test", "sample/9"], cwd=ROOT, capture_output=True, text=True,
                          timeout=60, stdin=subprocess.DEVNULL)
    assert done.returncode == 2
    assert "--test 'sample/9': no such test" in done.stderr and "sample/1" in done.stderr
