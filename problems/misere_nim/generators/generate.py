"""Generate data/ of Misère NIM, deterministically from one master seed.

Usage: python problems/misere_nim/generators/generate.py [OUT_DIR]   (default: ../data)

Writes sample/1.in (the statement's example; its 1.interaction is a transcript of
solutions/misere_nim/accepted/misere.py against it, made with `judge run --transcript`) and
secret/<group>/NN.in with a testdata.yaml per group; an empty .ans next to every .in. The
format of a test set is in interactor.py. The same master seed writes the same bytes:
tests/test_number_problems.py regenerates and compares.
"""

from __future__ import annotations

import random
import sys
from functools import reduce
from operator import xor
from pathlib import Path

from judge.engine.playing import write_test_data


MASTER_SEED = 20260502
HUGE = 10**18

Game = tuple[tuple[int, ...], str]  # piles, strategy

GROUPS = {  # name -> (points per test set, comment)
    "1_all_ones": (10, "every pile a single stone: odd counts lose, even counts win"),
    "2_one_big": (10, "one big pile and single stones (and empty piles): the misère twist"),
    "3_normal": (10, "two or more big piles: normal NIM's XOR rule, P- and N-starts"),
    "4_many_piles": (10, "up to 1000 piles of up to 1000 stones"),
    "5_huge": (10, "piles up to 10^18, random opponent"),
}


def with_zero_xor(piles: list[int], hi: int, rng: random.Random) -> list[int]:
    """The piles and one more that makes the XOR 0 (a P-start unless all are <= 1); while
    that one would be above hi, a pile is drawn again."""
    piles = list(piles)
    while reduce(xor, piles, 0) > hi:
        piles[rng.randrange(len(piles))] = rng.randint(0, hi)
    piles.append(reduce(xor, piles, 0))
    rng.shuffle(piles)
    return piles


def sprinkle(piles: list[int], zeros: int, rng: random.Random) -> list[int]:
    piles = piles + [0] * zeros
    rng.shuffle(piles)
    return piles


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    sets: dict[str, list[Game]] = {}

    sets["1_all_ones/01"] = [((1,) * n, ("random", "stalling")[n % 2]) for n in range(1, 15)]
    sets["1_all_ones/02"] = [((1,) * n, s) for n, s in (
        (999, "random"), (1000, "random"), (1000, "stalling"), (rng.randint(20, 500), "random"),
        (2 * rng.randint(10, 250), "stalling"), (2 * rng.randint(10, 250) + 1, "random"))]

    games = [((2,), "random"), ((1, 2), "random"), ((1, 1, 2), "random"), ((3, 1, 1, 1), "stalling"),
             ((1, 0, 5), "random"), ((0, 1, 1, 0, 7), "random"), ((0, 9, 0), "stalling"),
             ((1, 0, 0, 1, 0, 1, 2), "random")]
    for i in range(12):
        ones = rng.randint(0, 12)
        big = rng.randint(2, 100)
        games.append((tuple(sprinkle([1] * ones + [big], rng.randint(0, 4), rng)),
                      ("random", "stalling")[i % 2]))
    sets["2_one_big/01"] = games
    games = []
    for i in range(16):
        ones = rng.randint(0, 15)
        big = rng.randint(2, HUGE) if i % 2 else rng.randint(2, 10**4)
        games.append((tuple(sprinkle([1] * ones + [big], rng.randint(0, 6), rng)),
                      "stalling" if big <= 10**4 and i % 4 == 0 else "random"))
    sets["2_one_big/02"] = games

    games = [((2, 2), "random"), ((3, 3), "stalling"), ((2, 3), "random"), ((1, 2, 3), "random"),
             ((1, 3, 5, 7), "stalling"), ((4, 8, 17), "random"), ((2, 2, 1), "random"),
             ((5, 5, 1, 1), "random")]
    for i in range(12):
        piles = [rng.randint(0, 1000) for _ in range(rng.randint(1, 6))]
        if i % 2:
            piles = with_zero_xor(piles, 1000, rng)
        games.append((tuple(piles), ("random", "stalling")[i % 3 == 0]))
    sets["3_normal/01"] = [g for g in games if any(g[0])]
    games = []
    for i in range(16):
        stalling = i % 4 == 0  # the longest games: about half the stones, move by move
        hi = 500 if stalling else 10**4
        piles = [rng.randint(0, hi) for _ in range(rng.randint(2, 10))]
        if i % 2:
            piles = with_zero_xor(piles, hi, rng)
        piles = sprinkle(piles, rng.randint(0, 2), rng)
        games.append((tuple(piles), "stalling" if stalling else "random"))
    sets["3_normal/02"] = games

    games = []
    for i in range(4):
        piles = [rng.randint(0, 100) for _ in range(rng.randint(500, 1000))]
        if i % 2:
            piles = with_zero_xor(piles[:-1], 100, rng)
        games.append((tuple(piles), "random"))
    sets["4_many_piles/01"] = games
    games = [(tuple(rng.randint(1, 1000) for _ in range(1000)), "random"),
             (tuple(with_zero_xor([rng.randint(0, 1000) for _ in range(999)], 1000, rng)),
              "random"),
             (tuple(sprinkle([1] * 300 + [rng.randint(2, 1000)], 300, rng)), "random"),
             (tuple(rng.randint(0, 9) for _ in range(1000)), "stalling")]
    sets["4_many_piles/02"] = games

    games = []
    for i in range(20):
        piles = [rng.randint(0, HUGE) for _ in range(rng.randint(1, 19))]
        if i % 2:
            piles = with_zero_xor(piles, HUGE, rng)
        games.append((tuple(piles), "random"))
    sets["5_huge/01"] = games
    games = [((HUGE,), "random"), ((HUGE, HUGE), "random"), ((1, HUGE, HUGE), "random"),
             ((1, 1, HUGE), "random"), ((2**59, 2**59 - 1, 1), "random")]
    for i in range(10):
        bits = rng.randint(40, 58)
        piles = [rng.randint(2**bits, 2**(bits + 1)) for _ in range(rng.randint(2, 19))]
        games.append((tuple(with_zero_xor(piles, HUGE, rng) if i % 2 else piles), "random"))
    sets["5_huge/02"] = games
    return sets


SAMPLE = ("the statement's example", 3, [((1, 1, 1), "random"), ((1, 5), "random"),
                                         ((2, 3, 4), "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Misère NIM, {name}: {comment}", f"seed {seed}"]
    lines += [f"{len(piles)} {' '.join(map(str, piles))} {strategy}" for piles, strategy in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
