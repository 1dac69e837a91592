"""The board variant of the "decide, then play" engine (judge.engine.protocol_boards): the program
claims `first` or `second` and plays that side, the judge moving first after `second`; wrong
claims, illegal and losing moves, and malformed claims get their verdicts; where the rules do
not decide a position exactly, only legality is checked and losing the game is WA."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from judge.engine.playing import parse_test_set, play_games
from judge.engine.protocol_boards import FirstOrSecond
from judge.games.board_rules import BOARD_RULES, Strip
from judge.judging.interactive import run_test
from judge.launch.process import Limits
from judge.verdict import Verdict
from tests.conftest import PYTHON

SOLUTIONS = Path(__file__).resolve().parents[1] / "solutions"
LIMITS = Limits(cpu_s=5, wall_s=20, idle_s=5, memory_mib=512, output_mib=16, grace_s=1)
STRIP = "seed 3\n9 3 random\n2 4 random\n12 2 centre\n31 7 best\n1 3 best\n"


class Inexact(Strip):
    """The strip's rules, deciding only the start and the end: the program must win by play."""

    def is_p(self, position):
        n, k, shaded = position
        return super().is_p(position) if not shaded or self.is_over(position) else None


def judge(rules, program: Path | str, data: str, box, shared, seed=None):
    if isinstance(program, Path):
        copy = shared / program.name
        shutil.copyfile(program, copy)
        argv = [PYTHON, str(copy)]
    else:
        argv = [PYTHON, "-c", program]
    return run_test(argv, lambda ctx: play_games(ctx, rules, FirstOrSecond), "t", data, LIMITS,
                    box, seed=seed, keep_transcript=True, readable=(shared,))


@pytest.mark.parametrize("rules", [BOARD_RULES["strip"], Inexact()], ids=["exact", "inexact"])
def test_mirror_is_accepted(rules, box, shared):
    """The middle-and-mirror program wins every strip, whether or not the rules decide it."""
    result, transcript = judge(rules, SOLUTIONS / "strip" / "accepted" / "mirror.py", STRIP,
                               box, shared)
    assert result.verdict is Verdict.AC, (result.message, transcript.last())


class Shaded(Strip):
    """The strip, from a start with some cells shaded already (`n k mask`)."""

    def parse_position(self, tokens):
        return (int(tokens[0]), int(tokens[1]), int(tokens[2]))


MIRROR_SECOND = """import sys
read = sys.stdin.readline
read(); read()
print("second", flush=True)
for _ in range(2):
    print(6 - int(read()), flush=True)
"""


def test_program_plays_second_after_the_judges_move(box, shared):
    """After `second` the judge moves first, and the program's answers follow its moves."""
    # 5 cells, k = 1, cell 3 shaded: two pairs, a second-player win by mirroring.
    result, transcript = judge(Shaded(), MIRROR_SECOND, "seed 1\n5 1 4 random\n", box, shared)
    assert result.verdict is Verdict.AC, (result.message, transcript.last())
    lines = transcript.text().splitlines()
    assert lines[2] == ">second" and lines[3].startswith("<") and lines[4].startswith(">")


def test_wrong_second_claim_is_explained(box, shared):
    """`second` where the first player wins is WA, with a winning first move."""
    code = "print('second', flush=True)\nimport sys\nsys.stdin.read()\n"
    result, _ = judge(BOARD_RULES["strip"], code, "seed 1\n3 1 random\n", box, shared)
    assert result.verdict is Verdict.WA
    assert "claimed second, but the first player wins from 3 1, e.g. with 1" in result.message


MISTAKES = [
    # (rules, data, the program's lines, verdict, words)
    (BOARD_RULES["strip"], "seed 1\n2 4 random\n", ["first"], Verdict.WA,
     "claimed first, but 2 4 is lost for the first player"),
    (BOARD_RULES["strip"], "seed 1\n5 3 random\n", ["1"], Verdict.PE,
     "expected the claim `first` or `second`"),
    (BOARD_RULES["strip"], "seed 1\n5 3 random\n", ["first", "4"], Verdict.WA,
     "illegal move '4': cells 4 to 6 are not all on the strip"),
    (BOARD_RULES["strip"], "seed 1\n7 3 random\n", ["first", "1"], Verdict.WA,
     "move '1' leaves 7 3, shaded 1-3, from which the judge wins"),
    (BOARD_RULES["strip"], "seed 1\n7 1 random\n", ["first", "x"], Verdict.PE,
     "expected an integer"),
    (Inexact(), "seed 1\n8 2 best\n", ["first", "1", "3", "5", "7"], Verdict.WA,
     "left no move: the program lost"),
]


@pytest.mark.parametrize("rules,data,lines,verdict,words", MISTAKES)
def test_mistakes_are_explained(rules, data, lines, verdict, words, box, shared):
    """Each kind of mistake gets its verdict, with the game and position."""
    code = "".join(f"print({line!r}, flush=True)\n" for line in lines) + \
        "import sys\nsys.stdin.read()\n"
    result, transcript = judge(rules, code, data, box, shared)
    assert result.verdict is verdict, (result.message, transcript.last())
    assert words in result.message, result.message


def test_wrong_mirror_is_caught(box, shared):
    """The mirror off by one is WA against the opponent that plays near the centre."""
    program = SOLUTIONS / "strip" / "wrong_answer" / "mirror_off_by_one.py"
    data = "seed 2\n12 2 centre\n20 4 random\n31 7 centre\n9 1 random\n"
    result, _ = judge(BOARD_RULES["strip"], program, data, box, shared)
    assert result.verdict is Verdict.WA, result.message


def test_undecided_starts_are_refused():
    """A start the rules cannot decide exactly is not test data."""
    class Blind(Strip):
        def is_p(self, position):
            return None
    with pytest.raises(ValueError, match="not decided exactly"):
        parse_test_set("seed 1\n5 3 random\n", Blind(), FirstOrSecond)


CRAM = "seed 4\n2 2 random\n3 3 best\n4 3 centre\n1 5 best\n3 5 best\n4 4 centre\n" \
       "12 9 centre\n10 14 random\n1 1 random\n"


def test_cram_mirror_and_search_is_accepted(box, shared):
    """Cram: the mirror strategies (exact search on small boards, mirror checks on big
    ones) and search on odd x odd boards win every game."""
    program = SOLUTIONS / "cram" / "accepted" / "mirror_and_search.py"
    result, transcript = judge(BOARD_RULES["cram"], program, CRAM, box, shared)
    assert result.verdict is Verdict.AC, (result.message, transcript.last())


@pytest.mark.parametrize("program,data,words", [
    ("wrong_centre.py", "seed 1\n4 4 centre\n", "from which the judge wins"),
    ("wrong_centre.py", "seed 1\n12 10 random\n", "illegal move"),
    ("mirror_odd.py", "seed 1\n3 3 random\n", "claimed first, but 3 3 is lost"),
    ("mirror_odd.py", "seed 1\n3 5 best\n", "from which the judge wins"),
])
def test_cram_wrong_mirrors_are_caught(program, data, words, box, shared):
    """Cram: mirroring through the wrong centre, and mirroring on odd x odd boards, are WA."""
    result, _ = judge(BOARD_RULES["cram"], SOLUTIONS / "cram" / "wrong_answer" / program,
                      data, box, shared)
    assert result.verdict is Verdict.WA and words in result.message, result.message


def test_boards_are_drawn_for_a_person():
    """Each board game draws its board (for `judge play`): cells, pawns, pieces, piles."""
    rules = BOARD_RULES
    assert rules["strip"].draw(rules["strip"].apply((7, 3, 0), 3)) == "..###.."
    assert rules["cram"].draw((2, 3, 0b000011)) == "##.\n..."
    assert rules["pawns"].draw(rules["pawns"].parse_position("2 3 1 3 1 2".split())) == \
        "B.\n.B\nWW"
    assert rules["red_blue"].draw(rules["red_blue"].parse_position("6 1 2 5".split())) == \
        ".R..B."
    assert rules["building_nim"].draw(((2, 0), 1)).splitlines() == \
        ["pile 1: oo (2)", "pile 2:  (0)", "1 tokens to place"]
