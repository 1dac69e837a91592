"""Generate data/ of Greedy Nim, deterministically from one master seed.

Usage: python problems/greedy_nim/generators/generate.py [OUT_DIR]   (default: ../data)

Writes sample/1.in (the statement's example; its 1.interaction is a transcript of
solutions/greedy_nim/accepted/greedy.py on it, made with `judge run --transcript`) and
secret/<group>/NN.in with a testdata.yaml per group; an empty .ans next to every .in (the
package format wants one; the interactor is the judge). The format of a test set is in
interactor.py. The same master seed writes the same bytes: tests/test_number_problems_2.py
regenerates and compares.

A start is lost for the player to move (a P-start, claim 0) iff its largest size occurs an
even number of times. From a single largest pile the winning move depends on t, the number
of piles of the second-largest size: odd t, cut it to that size; even t, one below it.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.games.greedy_nim import is_p
from judge.engine.playing import write_test_data

MASTER_SEED = 20260523
HUGE = 10**18

Game = tuple[tuple[int, ...], str]  # piles, strategy

GROUPS = {  # name -> (points per test set, comment)
    "1_small": (10, "up to 6 piles of up to 12: P- and N-starts, empty piles"),
    "2_one_largest": (10, "a single largest pile, the second-largest size t times (t odd and "
                          "even), or alone"),
    "3_several_largest": (10, "2 to 9 largest piles (P when even, N when odd)"),
    "4_huge": (10, "piles up to 10^18 (random opponent)"),
    "5_stalling": (10, "the stalling opponent (one stone off a largest pile): long games"),
    "6_many": (10, "100 piles"),
}


def shuffled(piles, rng: random.Random) -> tuple[int, ...]:
    piles = list(piles)
    rng.shuffle(piles)
    return tuple(piles)


def random_start(n: int, hi: int, rng: random.Random, p: bool | None = None) -> tuple[int, ...]:
    """Random piles in [0, hi], not all empty; a P-start (p), an N-start (not p) or either.
    A P-start (n >= 2) has an even number of largest piles, drawn at random."""
    if p:
        c = 2 * rng.randint(1, n // 2)
        return several_largest(c, n - c, hi, rng)
    while True:
        piles = tuple(rng.randint(0, hi) for _ in range(n))
        if any(piles) and (p is None or is_p(piles) == p):
            return piles


def one_largest(t: int, others: int, hi: int, rng: random.Random) -> tuple[int, ...]:
    """One largest pile, t piles of the second-largest size s, `others` smaller piles."""
    s = rng.randint(2 if others else 1, hi - 1)
    m = rng.randint(s + 1, hi)
    smaller = [rng.randint(0, s - 1) for _ in range(others)]
    return shuffled([m] + [s] * t + smaller, rng)


def several_largest(c: int, others: int, hi: int, rng: random.Random) -> tuple[int, ...]:
    m = rng.randint(1, hi)
    return shuffled([m] * c + [rng.randint(0, m - 1) for _ in range(others)], rng)


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    sets: dict[str, list[Game]] = {}
    strategies = ("random", "stalling")

    games: list[Game] = [((1, 2, 3), "random"), ((2, 2, 1), "random"), ((7,), "random"),
                         ((0, 0, 3), "stalling"), ((4, 4), "random"), ((1, 1, 1), "stalling")]
    for i in range(24):
        n = rng.randint(2 if i % 3 == 2 else 1, 6)  # one pile is never a P-start
        games.append((random_start(n, 12, rng, p=i % 3 == 2), strategies[i % 2]))
    sets["1_small/01"] = games
    games = []
    for i in range(30):
        n = rng.randint(2, 6)
        games.append((random_start(n, 12, rng), strategies[i % 2]))
    sets["1_small/02"] = games

    games = [((5, 3, 3), "random"), ((5, 3), "random"), ((5, 3, 3, 3), "random"),
             ((9, 0, 0), "random"), ((9, 0), "random"), ((6, 1, 1), "stalling"),
             ((6, 1, 1, 0, 0), "random"), ((10, 4, 4, 2, 2, 2), "random")]
    for i in range(22):
        t = rng.choice((0, 1, 2, 2, 3, 4, 4, 6))
        games.append((one_largest(t, rng.randint(0, 4), 60, rng), strategies[i % 2]))
    sets["2_one_largest/01"] = games
    games = []
    for i in range(20):
        t = (2, 4, 2, 1, 3, 6)[i % 6]
        games.append((one_largest(t, rng.randint(0, 6), HUGE if i % 2 else 1000, rng),
                      "random"))
    games.append(((HUGE, HUGE - 1, HUGE - 1), "random"))
    games.append(((HUGE,) + (0,) * 99, "random"))
    sets["2_one_largest/02"] = games

    games = [((3, 3), "random"), ((3, 3, 3), "random"), ((8, 8, 8, 8, 8), "stalling"),
             ((1, 1, 1, 1), "random"), ((HUGE,) * 7, "random")]
    for i in range(25):
        c = rng.randint(2, 9)
        games.append((several_largest(c, rng.randint(0, 5), 100, rng), strategies[i % 2]))
    sets["3_several_largest/01"] = games
    games = []
    for i in range(20):
        c = rng.randint(2, 9)
        hi = HUGE if i % 2 else 10**6
        games.append((several_largest(c, rng.randint(0, 12), hi, rng), "random"))
    games.append(((HUGE, HUGE, HUGE - 1, HUGE - 1, HUGE - 1), "random"))
    games.append(((1,) * 99, "random"))
    games.append(((1,) * 100, "random"))
    sets["3_several_largest/02"] = games

    games = []
    for i in range(16):
        n = rng.randint(2, 30)
        games.append((random_start(n, HUGE, rng), "random"))
    for i in range(4):
        games.append((several_largest(rng.randint(2, 6), rng.randint(1, 20), HUGE, rng),
                      "random"))
    sets["4_huge/01"] = games
    games = []
    for i in range(10):
        games.append((one_largest(rng.randint(0, 5), rng.randint(0, 20), HUGE, rng), "random"))
        games.append((random_start(rng.randint(2, 10), HUGE, rng, p=i % 2 == 0), "random"))
    sets["4_huge/02"] = games

    games = [((5000, 4999), "stalling"), ((2000, 2000, 2000, 1999), "stalling")]
    for i in range(6):
        n = rng.randint(2, 20)
        games.append((random_start(n, 6000 // n, rng), "stalling"))
    games.append((several_largest(9, 10, 400, rng), "stalling"))
    sets["5_stalling/01"] = games

    games = []
    for i in range(6):
        games.append((random_start(100, (1000, HUGE)[i % 2], rng), "random"))
    games.append((several_largest(50, 50, HUGE, rng), "random"))
    games.append((several_largest(51, 49, HUGE, rng), "random"))
    games.append((one_largest(98, 1, HUGE, rng), "random"))
    games.append((one_largest(97, 2, HUGE, rng), "random"))
    games.append((random_start(100, 90, rng), "stalling"))
    sets["6_many/01"] = games
    return sets


SAMPLE = ("the statement's example", 5, [((5, 5, 2), "random"), ((5, 3, 3), "random"),
                                         ((4, 4, 4, 1), "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Greedy Nim, {name}: {comment}", f"seed {seed}"]
    lines += [f"{len(piles)} {' '.join(map(str, piles))} {strategy}" for piles, strategy in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
