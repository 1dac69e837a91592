"""The "decide, then play" engine (judge.engine.playing) with each game's rules (judge.games.rules):
reference programs are accepted against every opponent; each kind of mistake gets its verdict
and a message that says where; the same seed gives the same game."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from judge.games.rules import RULES
from judge.judging.interactive import run_test
from judge.engine.playing import parse_test_set, play_games
from judge.launch.process import Limits
from judge.verdict import Verdict
from tests.conftest import PYTHON

SOLUTIONS = Path(__file__).resolve().parents[1] / "solutions"
# Each game's accepted solution in its problem's folder is the reference program.
REFERENCE = {
    "wythoff": SOLUTIONS / "gwythoff" / "accepted" / "algebraic.py",
    "misere": SOLUTIONS / "misere_nim" / "accepted" / "misere.py",
    "bachet": SOLUTIONS / "bachet" / "accepted" / "closed_form.py",
    "moore": SOLUTIONS / "moore_nim" / "accepted" / "moore.py",
    "greedy": SOLUTIONS / "greedy_nim" / "accepted" / "greedy.py",
    "grundy": SOLUTIONS / "grundy" / "accepted" / "grundy.py",
}
LIMITS = Limits(cpu_s=5, wall_s=20, idle_s=5, memory_mib=512, output_mib=16, grace_s=1)

DATA = {
    "wythoff": "seed 3\n2 5 6 random\n2 4 10 random\n1 5 6 diagonal\n3 100 260 single\n"
               "2 1000 2000 stalling\n7 123456789012345678 987654321098765432 random\n"
               "2 0 9 random\n",
    "misere": "seed 4\n3 1 1 2 random\n3 1 1 1 random\n4 3 4 5 6 stalling\n"
               "1 1 random\n5 1000000000000 7 7 1 1 random\n",
    "bachet": "seed 5\n3 2 1 2 random\n4 2 1 2 random\n1000 0 7 7 stalling\n"
              "10 100 3 3 random\n99999 500 13 4 random\n",
    "moore": "seed 6\n2 3 1 1 1 random\n2 4 3 5 6 8 random\n3 5 9 9 9 9 1 stalling\n"
             "2 3 123456789012345678 987654321 55 random\n",
    "greedy": "seed 7\n4 3 5 5 5 random\n2 2 2 random\n5 1 2 3 4 5 stalling\n"
              "3 1000000000000 1000000000000 7 random\n",
    "grundy": "seed 8\n1 7 random\n2 7 5 random\n3 20 30 40 stalling\n"
              "2 1999 2000 random\n1 4 random\n",
}


def judge(game: str, program: Path | str, data: str, box, shared, seed=None, code=False):
    if code:
        argv = [PYTHON, "-c", program]
    else:
        copy = shared / Path(program).name
        shutil.copyfile(program, copy)
        argv = [PYTHON, str(copy)]
    return run_test(argv, lambda ctx: play_games(ctx, RULES[game]), "t", data, LIMITS, box,
                    seed=seed, keep_transcript=True, readable=(shared,))


@pytest.mark.parametrize("game", sorted(DATA))
def test_reference_is_accepted(game, box, shared):
    """The exact reference program wins every winnable game and claims 0 on the others."""
    result, transcript = judge(game, REFERENCE[game], DATA[game], box, shared)
    assert result.verdict is Verdict.AC, (result.message, transcript.last())
    assert result.rounds > 0


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(DATA))
def test_same_seed_same_game(game, box, shared):
    """The opponent's replies come from the recorded seed: same seed, same transcript."""
    runs = [judge(game, REFERENCE[game], DATA[game], box, shared, seed=s)[1].text()
            for s in (11, 11, 12)]
    assert runs[0] == runs[1]
    assert runs[0] != runs[2] or game == "bachet"  # a Bachet game may not depend on it


WRONG = [
    # (game, data, the program's lines, verdict, words in the message)
    ("wythoff", "seed 1\n2 4 10 random\n", ["1"], Verdict.WA,
     "claimed 1, but 2 4 10 is lost for the player to move"),
    ("wythoff", "seed 1\n2 5 6 random\n", ["0"], Verdict.WA,
     "claimed 0, but the player to move wins from 2 5 6, e.g. with 3 0"),
    ("wythoff", "seed 1\n2 5 6 random\n", ["1", "4 1"], Verdict.WA,
     "illegal move '4 1': taking from both piles, the counts must differ by less than 2"),
    ("wythoff", "seed 1\n2 5 6 random\n", ["1", "1 0"], Verdict.WA,
     "round 1, position 2 5 6: move '1 0' leaves 2 4 6, from which the judge wins"),
    ("wythoff", "seed 1\n2 5 6 random\n", ["1", "three 0"], Verdict.PE, "expected an integer"),
    ("misere", "seed 1\n3 1 1 2 random\n", ["1", "3 2"], Verdict.WA,
     "leaves 3 1 1 0, from which the judge wins"),
    ("misere", "seed 1\n1 1 random\n", ["1"], Verdict.WA, "claimed 1"),
    ("misere", "seed 1\n3 1 1 2 random\n", ["1", "4 1"], Verdict.WA, "there is no pile 4"),
    ("bachet", "seed 1\n4 2 1 2 random\n", ["1", "2"], Verdict.WA,
     "must take 1 to 1 stones from 4, not 2"),
    ("bachet", "seed 1\n3 2 1 2 random\n", ["1"], Verdict.WA, "3 2 1 2 is lost"),
    ("moore", "seed 1\n2 4 3 5 6 8 random\n", ["1", "4 0 0 6 8"], Verdict.WA,
     "leaves 2 4 0 0 6 8, from which the judge wins"),
    ("moore", "seed 1\n2 4 3 5 6 8 random\n", ["1", "4 2 4 5 8"], Verdict.WA,
     "must lower 1 to 2 piles, not 3"),
    ("moore", "seed 1\n2 4 3 5 6 8 random\n", ["1", "3 3 5 7"], Verdict.PE, "with n = 4"),
    ("moore", "seed 1\n2 4 3 5 6 8 random\n", ["1", "9 3 5 6 7"], Verdict.PE, "with n = 4"),
    ("greedy", "seed 1\n4 3 5 5 5 random\n", ["1", "1 1"], Verdict.WA,
     "pile 1 is not a largest pile (5 stones)"),
    ("grundy", "seed 1\n1 6 random\n", ["1", "1 3"], Verdict.WA,
     "heap 1 (6) cannot be split into 3 and 3"),
]


@pytest.mark.parametrize("game,data,lines,verdict,words", WRONG)
def test_mistakes_are_explained(game, data, lines, verdict, words, box, shared):
    """Each kind of mistake gets its verdict, with the game, round and position."""
    code = "".join(f"print({line!r}, flush=True)\n" for line in lines) + \
        "import sys\nsys.stdin.read()\n"
    result, _ = judge(game, code, data, box, shared, code=True)
    assert result.verdict is verdict, result.message
    assert words in result.message, result.message
    assert "game 1 of 1" in result.message


@pytest.mark.parametrize("text,words", [
    ("2 5 6 random\n", "no `seed N`"),
    ("seed 1\n2 5 6 dance\n", "opponent strategy"),
    ("seed 1\n0 5 6 random\n", "1 <= a"),
    ("seed 1\n2 5 random\n", "3 non-negative integers"),
])
def test_bad_test_data_is_refused(text, words):
    """Test data outside the rules' limits is refused with the line and the reason."""
    with pytest.raises(ValueError, match=words.replace("`", ".").replace("(", ".")):
        parse_test_set(text, RULES["wythoff"])
