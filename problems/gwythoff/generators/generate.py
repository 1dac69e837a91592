"""Generate data/ of Generalized Wythoff, deterministically from one master seed.

Usage: python problems/gwythoff/generators/generate.py [OUT_DIR]   (default: ../data)

Writes sample/1.in (the statement's example; its 1.interaction is a transcript of
solutions/gwythoff/accepted/algebraic.py against it, made with `judge run --transcript`) and
secret/<group>/NN.in with a testdata.yaml per group; an empty .ans next to every .in (the
package format wants one; the interactor is the judge). The format of a test set is in
interactor.py. The same master seed writes the same bytes: tests/test_number_problems.py
regenerates and compares.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.games.gwythoff import is_p_position, lower, winning_moves
from judge.engine.playing import write_test_data

MASTER_SEED = 20260501
HUGE = 10**18
STALL = 10**4  # the largest pile of a stalling game in the data (the validator allows 10^5)

Game = tuple[int, int, int, str]  # a, x, y, strategy

GROUPS = {  # name -> (points per test set, comment)
    "1_small": (5, "small piles, every opponent strategy; piles of 0; stalling games to 10^4"),
    "2_p_starts": (10, "P-starts (claim 0) for a = 1..50, and N-starts next to them"),
    "3_both_piles": (10, "N-starts whose only winning move takes from both piles"),
    "4_wythoff": (10, "a = 1: Wythoff's game, TZIANSITZI's"),
    "5_huge": (10, "piles up to 10^18, random opponent"),
}


def some_a(rng: random.Random) -> int:
    """a in 1..50, small ones more often."""
    return rng.choice((1, 2, 2, 3, 3, 4, 5, 7, rng.randint(2, 50), rng.randint(2, 50)))


def p_start(a: int, n: int, rng: random.Random) -> tuple[int, int]:
    x, y = lower(a, n), lower(a, n) + a * n
    return (y, x) if rng.random() < 0.5 else (x, y)


def largest_n(a: int, limit: int) -> int:
    """The largest n with B_n <= limit."""
    lo, hi = 0, limit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if lower(a, mid) + a * mid <= limit else (lo, mid - 1)
    return lo


def n_start(a: int, hi: int, rng: random.Random, lo: int = 0) -> tuple[int, int]:
    while True:
        x, y = rng.randint(lo, hi), rng.randint(lo, hi)
        if not is_p_position(a, x, y):
            return x, y


def only_both(a: int, hi: int, rng: random.Random, unequal: bool = True) -> tuple[int, int]:
    """An N-start with piles about hi whose only winning move takes from both piles (k != l
    when unequal, which needs a >= 2)."""
    top = largest_n(a, hi)
    while True:
        n = rng.randint(max(1, top // 2), top)
        k = rng.randint(1, 3 * a)
        l = k + rng.randint(-(a - 1), a - 1)
        x, y = lower(a, n) + k, lower(a, n) + a * n + l
        if rng.random() < 0.5:
            x, y = y, x
        moves = winning_moves(a, x, y)
        if len(moves) == 1 and min(moves[0]) >= 1 and (moves[0][0] != moves[0][1]) == unequal:
            return x, y


def neighbours(a: int, n: int, rng: random.Random) -> list[tuple[int, int]]:
    x, y = lower(a, n), lower(a, n) + a * n
    near = [(x + 1, y), (x, y + 1), (x, y - 1), (x + 1, y + 1), (x - 1, y), (y, x + 1)]
    return [rng.choice([p for p in near if min(p) >= 0])]


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    sets: dict[str, list[Game]] = {}
    strategies = ("random", "single", "diagonal")

    games = []
    for i in range(24):
        a = some_a(rng)
        games.append((a, *n_start(a, 30, rng), strategies[i % 3]))
    sets["1_small/01"] = games
    games = []
    for i in range(24):
        a = some_a(rng)
        start = p_start(a, rng.randint(1, 60), rng) if i % 4 == 3 else n_start(a, 1000, rng)
        games.append((a, *start, strategies[i % 3]))
    sets["1_small/02"] = games
    games = [(1, 0, 0, "random"), (2, 0, 7, "random"), (3, 9, 0, "single"),
             (1, 5, 5, "diagonal"), (4, 1000, 1000, "diagonal"), (7, 1, 1, "random"),
             (2, 0, 1, "stalling"), (5, 12, 0, "stalling"), (3, 40, 40, "stalling"),
             (2, 6, 6, "single")]
    for a in (1, 2, 3, 6, 11, 50):
        games.append((a, *n_start(a, 200, rng), "stalling"))
    sets["1_small/03"] = games
    games = []
    for a in (1, 2, 5, 30):  # the longest games: from next to a far (A_n, B_n)
        n = largest_n(a, STALL - 50)
        x, y = lower(a, n), lower(a, n) + a * n
        games.append((a, x + rng.randint(1, 40), y + rng.randint(1, 40), "stalling"))
    sets["1_small/04"] = games

    games = [(1, 0, 0, "random")]
    for i in range(29):
        a = 1 + i % 10 if i < 20 else rng.randint(11, 50)
        games.append((a, *p_start(a, rng.randint(1, largest_n(a, 10**5)), rng),
                      ("random", "single", "diagonal")[i % 3]))
    sets["2_p_starts/01"] = games
    games = []
    for i in range(30):
        a = some_a(rng)
        n = rng.randint(1, largest_n(a, 10**5) - 1)
        start = p_start(a, n, rng) if i % 2 else neighbours(a, n, rng)[0]
        games.append((a, *start, strategies[i % 3]))
    sets["2_p_starts/02"] = games

    games = []
    for i in range(24):
        a = rng.randint(2, 50) if i % 3 else rng.randint(2, 5)
        games.append((a, *only_both(a, 1000, rng), strategies[i % 3]))
    sets["3_both_piles/01"] = games
    games = []
    for i in range(24):
        a = some_a(rng)
        unequal = a >= 2 and i % 4 != 3
        games.append((a, *only_both(a, 10**5, rng, unequal), strategies[i % 3]))
    sets["3_both_piles/02"] = games

    games = [(1, 1, 2, "random"), (1, 2, 1, "random"), (1, 3, 5, "single"),
             (1, 5, 6, "diagonal"), (1, 1, 1, "random"), (1, 4, 7, "stalling")]
    for i in range(14):
        games.append((1, *n_start(1, 100, rng), ("random", "single", "diagonal", "stalling")[i % 4]))
    sets["4_wythoff/01"] = games
    games = []
    for i in range(20):
        kind = i % 4
        if kind == 0:
            start = p_start(1, rng.randint(1, largest_n(1, 10**5)), rng)
        elif kind == 1:
            start = only_both(1, 10**5, rng, unequal=False)
        else:
            start = n_start(1, 10**5, rng)
        games.append((1, *start, strategies[i % 3]))
    games.append((1, *only_both(1, STALL, rng, unequal=False), "stalling"))
    sets["4_wythoff/02"] = games

    games = []
    for i in range(20):
        a = some_a(rng)
        if i % 2:
            start = p_start(a, rng.randint(largest_n(a, HUGE) // 2, largest_n(a, HUGE)), rng)
        else:
            start = n_start(a, HUGE, rng, lo=HUGE // 10)
        games.append((a, *start, "random"))
    sets["5_huge/01"] = games
    games = []
    for i in range(20):
        a = some_a(rng)
        if i % 2:
            start = neighbours(a, rng.randint(largest_n(a, HUGE) // 2, largest_n(a, HUGE) - 1),
                               rng)[0]
        else:
            start = only_both(a, HUGE, rng, unequal=a >= 2)
        games.append((a, *start, "random"))
    games.append((50, 0, HUGE, "random"))
    games.append((1, HUGE, HUGE, "random"))
    sets["5_huge/02"] = games
    return sets


SAMPLE = ("the statement's example", 7, [(2, 4, 10, "random"), (2, 5, 6, "random"),
                                         (3, 2, 7, "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Generalized Wythoff, {name}: {comment}", f"seed {seed}"]
    lines += [f"{a} {x} {y} {strategy}" for a, x, y, strategy in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
