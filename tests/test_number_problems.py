"""The "decide, then play" number problems (generalized Wythoff, misère NIM, Bachet with a
threshold): their data, their validators, their samples, and the recursive Wythoff strategy's
limits."""

from __future__ import annotations

import filecmp
import re
import subprocess
import sys
from pathlib import Path

import pytest

from judge.games import bachet, gwythoff, nim
from judge.games.rules import RULES
from judge.playing import parse_test_set
from judge.problem import load
from judge.runner import Options, judge_submission
from judge.verdict import Verdict

ROOT = Path(__file__).resolve().parent.parent
# problem -> (its rules in judge.games.rules, the accepted program the sample was made with)
PROBLEMS = {
    "gwythoff": ("wythoff", "algebraic.py"),
    "misere_nim": ("misere", "misere.py"),
    "bachet": ("bachet", "closed_form.py"),
}
RECURSIVE = ROOT / "solutions" / "gwythoff" / "time_limit_exceeded" / "mex_table.py"


@pytest.fixture(scope="module", params=sorted(PROBLEMS))
def problem(request):
    return load(ROOT / "problems" / request.param)


def games(problem):
    """(test name, GameSpec) for every game of the problem's data."""
    rules = RULES[PROBLEMS[problem.short_name][0]]
    return [(test.name, game) for test in problem.tests
            for game in parse_test_set(test.input_path.read_text(), rules).games]


def test_generator_reproduces_data(problem, tmp_path):
    """The generator rewrites data/ byte for byte (all but the sample's transcript)."""
    subprocess.run([sys.executable, problem.path / "generators" / "generate.py", tmp_path],
                   check=True, capture_output=True, cwd=ROOT)
    committed = problem.path / "data"
    generated = sorted(p.relative_to(tmp_path) for p in tmp_path.rglob("*") if p.is_file())
    expected = sorted(p.relative_to(committed) for p in committed.rglob("*")
                      if p.is_file() and p.suffix != ".interaction")
    assert generated == expected
    for rel in generated:
        assert filecmp.cmp(tmp_path / rel, committed / rel, shallow=False), rel


def test_all_data_is_valid(problem):
    """Every test set passes the problem's validator, and the groups add up to 100 points."""
    for test in problem.tests:
        problem.validate(test.input_path.read_text())
    groups = [g for g in problem.groups if g.counts]
    assert len(groups) == 5
    assert sum(g.accept_score * sum(t.group is g for t in problem.tests) for g in groups) == 100


@pytest.mark.parametrize("name,text,words", [
    ("gwythoff", "seed 1\n51 5 6 random\n", "a = 51 is above 50"),
    ("gwythoff", "seed 1\n2 5 100001 stalling\n", "stalling game with a pile above"),
    ("gwythoff", "seed 1\n2 5 6 scripted\n", "opponent strategy"),
    ("misere_nim", "seed 1\n" + ("1000 " + "1 " * 1000 + "random\n") * 10 + "1 1 random\n",
     "10001 piles in the test set"),
    ("misere_nim", "seed 1\n21 " + "1 " * 20 + "1001 random\n", "and one above 1000"),
    ("misere_nim", "seed 1\n2 60000 50000 stalling\n", "stalling game with more than"),
    ("misere_nim", "seed 1\n2 0 0 random\n", "not all empty"),
    ("bachet", "seed 1\n1000000 0 1 1 random\n", "lengths add up to 500000"),
    ("bachet", "seed 1\n1000001 0 10 10 random\n", "1 <= n <= 1000000"),
    ("bachet", "seed 1\n10 0 0 3 random\n", "1 <= k1, k2"),
])
def test_validator_refuses(name, text, words):
    """Data outside a problem's own limits (or the engine's) is refused, saying why."""
    with pytest.raises(ValueError, match=re.escape(words)):
        load(ROOT / "problems" / name).validate(text)


def test_gwythoff_data_covers_the_brief():
    """Generalized Wythoff: a from 1 to 50, every opponent, P-starts, starts won only from
    both piles (k != l too), a = 1, stalling games to 10^4, piles up to 10^18 only against
    the random opponent."""
    found = games(load(ROOT / "problems" / "gwythoff"))
    positions = [g.position for _, g in found]
    assert {a for a, _, _ in positions} >= {1, 2, 3, 50}
    assert {g.strategy for _, g in found} == {"random", "single", "diagonal", "stalling"}
    assert sum(gwythoff.is_p_position(*p) for p in positions) >= 30
    assert (0, 0) in {(x, y) for _, x, y in positions}
    only_both = [gwythoff.winning_moves(*p) for p in positions]
    only_both = [m[0] for m in only_both if len(m) == 1 and min(m[0]) >= 1]
    assert any(k != l for k, l in only_both) and any(k == l for k, l in only_both)
    assert max(max(x, y) for (_, x, y), (_, g) in zip(positions, found)
               if g.strategy == "stalling") >= 9000
    huge = [(name, g) for name, g in found if max(g.position[1:]) > 10**6]
    assert huge and all("5_huge" in name and g.strategy == "random" for name, g in huge)
    assert max(max(g.position[1:]) for _, g in huge) == 10**18


def test_misere_data_covers_the_brief():
    """Misère NIM: all-ones starts of both parities, one big pile and single stones (empty
    piles among them), normal P- and N-starts, 1000 piles, piles of 10^18."""
    found = [g.position for _, g in games(load(ROOT / "problems" / "misere_nim"))]
    ones = [p for p in found if set(p) == {1}]
    assert {len(p) % 2 for p in ones} == {0, 1} and max(map(len, ones)) == 1000
    one_big = [p for p in found if sum(x > 1 for x in p) == 1 and 1 in p]
    assert any(0 in p for p in one_big) and {p.count(1) % 2 for p in one_big} == {0, 1}
    normal = [p for p in found if sum(x > 1 for x in p) >= 2]
    assert any(nim.is_p_misere(p) for p in normal) and not all(nim.is_p_misere(p) for p in normal)
    assert max(map(len, found)) == 1000 and max(map(max, found)) == 10**18


def test_bachet_data_covers_the_brief():
    """Bachet: plain games, GAMES.md's counterexample, k1 < k2 where the seed's rule fails,
    k1 > k2 at the threshold, stacks of 10^6."""
    found = [g.position for _, g in games(load(ROOT / "problems" / "bachet"))]
    assert (3, 2, 1, 2) in found and bachet.is_p_threshold(3, 2, 1, 2)
    assert any(p == 0 and k1 == k2 for _, p, k1, k2 in found)
    assert any(n <= p for n, p, _, _ in found)

    def seed_wrong(n, p, k1, k2):
        w = p - p % (k2 + 1)
        says_lost = n % (k2 + 1) == 0 if n <= p else (n - w) % (k1 + 1) == 0
        return says_lost != bachet.is_p_threshold(n, p, k1, k2)

    assert sum(seed_wrong(*g) for g in found if g[2] < g[3]) >= 30
    assert any(n == p and k1 > k2 for n, p, k1, k2 in found)
    assert max(n for n, _, _, _ in found) == 10**6


def _directions(lines):
    return ([line for line in lines if line.startswith("<")],
            [line for line in lines if line.startswith(">")])


def test_sample_replays_the_statement(problem, tmp_path):
    """The accepted program on data/sample/1 plays the statement's example line for line,
    and the example is data/sample/1.interaction."""
    program = ROOT / "solutions" / problem.short_name / "accepted" / PROBLEMS[problem.short_name][1]
    report = judge_submission(problem, program, Options(test_pattern="sample/1",
                                                        transcript_dir=tmp_path))
    assert report.verdict is Verdict.AC, report.tests[0].message
    played = (tmp_path / "sample_1.interaction").read_text().splitlines()
    recorded = (problem.path / "data" / "sample" / "1.interaction").read_text().splitlines()
    assert _directions(played) == _directions(recorded)
    statement = (problem.path / "statement" / "problem.en.md").read_text()
    example = re.search(r"## Example\n+```\n(.*?)```", statement, re.S).group(1)
    assert example.splitlines() == recorded


def test_mex_table_gwythoff_misses_only_the_huge_piles():
    """The recursive strategy as a mex table gets full points on every group but the one with
    piles up to 10^18, where building its table runs out of time (the accepted recursive
    solution answers by the recursion itself, memoized, instead)."""
    problem = load(ROOT / "problems" / "gwythoff")
    small = judge_submission(problem, RECURSIVE, Options(test_pattern="secret/[1-4]_*"))
    assert small.verdict is Verdict.AC, small.first_failure
    assert {t.name.split("/")[1] for t in small.tests} == \
        {"1_small", "2_p_starts", "3_both_piles", "4_wythoff"}
    assert small.score == small.max_score == 80
    huge = judge_submission(problem, RECURSIVE, Options(test_pattern="secret/5_huge/01"))
    assert huge.verdict is Verdict.TLE and huge.score == 0


def test_recursive_gwythoff_agrees_with_the_formula():
    """The accepted recursive solution (the mex definition as a memoized recursion) gives the
    exact A_n and partners, near 0 and at random up to 10^18, for several a."""
    import random
    from judge.games import gwythoff
    source = (ROOT / "solutions" / "gwythoff" / "accepted" / "recursive.py").read_text()
    space: dict = {}
    exec(compile(source.replace("\nmain()\n", "\n"), "recursive.py", "exec"), space)
    rng = random.Random(2026)
    for a in (1, 2, 3, 7, 50):
        values = list(range(200)) + [rng.randrange(10**18) for _ in range(60)]
        assert [space["lower"](a, n) for n in values] == [gwythoff.lower(a, n) for n in values]
        assert [space["partner"](a, x) for x in values] == \
            [gwythoff.partner(a, x) for x in values]
