"""The game engine's transcripts, pinned: a change of judge/engine/playing.py, its dialects or
judge/games/ that alters what the judge says to a program (a move of the opponent, a
message, the order of the lines) fails here. The pins were taken before TZIANSITZI moved onto
the engine (bench/engine_transcripts.py compares every solution on every test, this only a
few); a deliberate change of the games re-pins them: `python3 -m tests.test_engine_transcripts`
prints the current values."""

from __future__ import annotations

import hashlib
import sys
import tempfile
from pathlib import Path

import pytest

from judge.package.problem import load
from judge.judging.runner import Options, judge_submission

ROOT = Path(__file__).resolve().parent.parent

# (problem, program under solutions/<problem>/, test, --seed or None for the data's)
CASES = [
    ("tziansitzi", "accepted/wythoff.py", "sample/1", None),
    ("tziansitzi", "accepted/wythoff.py", "secret/1_small/01", None),
    ("tziansitzi", "accepted/wythoff.py", "secret/3_fp_traps/02", 2),
    ("tziansitzi", "accepted/wythoff.py", "secret/5_mixed/01", 3),
    ("tziansitzi", "wrong_answer/float_phi.py", "secret/3_fp_traps/01", None),
    ("tziansitzi", "wrong_answer/not_winning.py", "secret/1_small/01", 1),
    ("tziansitzi", "wrong_answer/forgets_done.c", "secret/1_small/01", None),
    ("gwythoff", "accepted/algebraic.py", "secret/1_small/01", 1),
    ("gwythoff", "wrong_answer/wythoff_ignores_a.py", "secret/1_small/01", None),
    ("misere_nim", "accepted/misere.py", "secret/3_normal/01", 1),
    ("bachet", "accepted/closed_form.py", "secret/2_threshold/01", 1),
    ("moore_nim", "accepted/moore.py", "secret/2_small/01", 1),
    ("greedy_nim", "accepted/greedy.py", "secret/1_small/01", 1),
    ("grundy", "accepted/grundy.py", "secret/1_small/01", 1),
]

# What each case gives: the verdict, the message, the SHA-256 of the transcript (first 16).
PINNED = {
    ('tziansitzi', 'accepted/wythoff.py', 'sample/1', None):
        ('AC', '', 'bb9be28f4bc27155'),
    ('tziansitzi', 'accepted/wythoff.py', 'secret/1_small/01', None):
        ('AC', '', 'e30f4681cd2b5e1a'),
    ('tziansitzi', 'accepted/wythoff.py', 'secret/3_fp_traps/02', 2):
        ('AC', '', 'b5d39189511efe78'),
    ('tziansitzi', 'accepted/wythoff.py', 'secret/5_mixed/01', 3):
        ('AC', '', 'd8a44310d0161ee7'),
    ('tziansitzi', 'wrong_answer/float_phi.py', 'secret/3_fp_traps/01', None):
        ('WA',
         'game 1 of 7 (start 165580140 267914295): claimed 1, but (165580140, 267914295) '
         'is a losing position for the first player',
         '76390e5143890227'),
    ('tziansitzi', 'wrong_answer/not_winning.py', 'secret/1_small/01', 1):
        ('WA',
         "game 5 of 7 (start 1 1), round 1, position (1, 1): move '1 1' leaves (0, 1), "
         'from which the opponent wins (with 2 1)',
         'bdfa7444f964907b'),
    ('tziansitzi', 'wrong_answer/forgets_done.c', 'secret/1_small/01', None):
        ('WA',
         'game 4 of 7 (start 5 6): after the move that took the last stone: expected DONE,'
         " got '1'",
         '1b0a8711826f6a41'),
    ('gwythoff', 'accepted/algebraic.py', 'secret/1_small/01', 1):
        ('AC', '', '09a9a7735090a2e4'),
    ('gwythoff', 'wrong_answer/wythoff_ignores_a.py', 'secret/1_small/01', None):
        ('WA',
         "game 1 of 24 (start 7 6 22), round 1, position 7 6 22: move '0 12' leaves 7 6 "
         '10, from which the judge wins (with 6 10)',
         '2177ba0bb078816c'),
    ('misere_nim', 'accepted/misere.py', 'secret/3_normal/01', 1):
        ('AC', '', '74f41ffdfb1ff473'),
    ('bachet', 'accepted/closed_form.py', 'secret/2_threshold/01', 1):
        ('AC', '', '9899829890fe3e58'),
    ('moore_nim', 'accepted/moore.py', 'secret/2_small/01', 1):
        ('AC', '', '78a9411b07d32256'),
    ('greedy_nim', 'accepted/greedy.py', 'secret/1_small/01', 1):
        ('AC', '', 'c3741983f1b296d2'),
    ('grundy', 'accepted/grundy.py', 'secret/1_small/01', 1):
        ('AC', '', '4181b187efaae94d'),
}


def observe(problem: str, program: str, test: str, seed: int | None) -> tuple[str, str, str]:
    """Judge one program on one test; its verdict, message and transcript's hash."""
    loaded = load(ROOT / "problems" / problem)
    with tempfile.TemporaryDirectory() as out:
        report = judge_submission(loaded, ROOT / "solutions" / problem / program,
                                  Options(test_pattern=test, seed=seed, transcript_dir=Path(out)))
        (result,) = [t for t in report.tests if t.name == test]
        text = (Path(out) / (test.replace("/", "_") + ".interaction")).read_bytes()
    return result.verdict.name, result.message, hashlib.sha256(text).hexdigest()[:16]


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}/{c[1]}/{c[2]}/{c[3]}")
def test_transcript_is_pinned(case):
    """The same program, test and seed give the pinned verdict, message and transcript."""
    assert observe(*case) == PINNED[case]


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    for case in CASES:
        print(f"    {case!r}:\n        {observe(*case)!r},", flush=True)
