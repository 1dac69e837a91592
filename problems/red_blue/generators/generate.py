"""Generate data/ of red and blue pieces, deterministically from one master seed.

Usage: python problems/red_blue/generators/generate.py [OUT_DIR]   (default: ../data)

Writes sample/1.in (the statement's example; its 1.interaction is a transcript of the accepted
solution against it, made with `judge run --transcript`) and secret/<group>/NN.in with a
testdata.yaml per group; an empty .ans next to every .in. The format of a test set is in
interactor.py. The same master seed writes the same bytes: tests/test_board_problems.py
regenerates and compares.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.engine.playing import write_test_data

MASTER_SEED = 20261128

Game = tuple[tuple[int, ...], str]  # (L, n, r1, b1, ...), strategy
STRATEGIES = ("random", "best")

GROUPS = {  # name -> (points per test set, comment)
    "1_small": (15, "a line of at most 20 points, up to 4 pairs"),
    "2_spaced": (30, "wide spaces between the pairs (a wrong XOR over every gap fails there)"),
    "3_large": (40, "100 pairs, points up to 10^6"),
}


def line(rng: random.Random, size: int, n: int, lost: bool) -> tuple[int, ...]:
    """n pairs at increasing points within 1 .. size; with `lost`, the pairs' gaps XOR to 0
    (the last gap set to the XOR of the others, when it fits)."""
    while True:
        points = sorted(rng.sample(range(1, size + 1), 2 * n))
        if not lost:
            return (size, n, *points)
        total = 0
        for r, b in zip(points[0:-2:2], points[1:-2:2]):
            total ^= b - r - 1
        r = points[-2]
        if r + total + 1 <= size:
            return (size, n, *points[:-1], r + total + 1)


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    sets: dict[str, list[Game]] = {}
    for name in ("1_small/01", "1_small/02"):
        games = []
        for i in range(30):
            n = rng.randint(1, 4)
            games.append((line(rng, rng.randint(2 * n, 20), n, i % 3 == 0), STRATEGIES[i % 2]))
        sets[name] = games
    games = []
    for i in range(20):  # pairs of small gaps, far apart: the spaces between pairs are big
        n, start, cells = rng.randint(2, 5), 1, []
        for _ in range(n):
            start += rng.randint(0, 300)
            gap = rng.randint(0, 7)
            cells += [start, start + gap + 1]
            start += gap + 2
        games.append(((start + 5, n, *cells), STRATEGIES[i % 2]))
    sets["2_spaced/01"] = games
    sets["3_large/01"] = [(line(rng, 10**6, 100, i % 2 == 0), STRATEGIES[i % 2]) for i in range(6)]
    return sets

SAMPLE = ("the statement's example", 5,
          [((10, 2, 1, 4, 6, 8), "random"), ((9, 2, 2, 4, 6, 8), "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Red and blue pieces, {name}: {comment}", f"seed {seed}"]
    lines += [" ".join(map(str, (*game[0], game[1]))) for game in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
