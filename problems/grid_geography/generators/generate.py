"""Generate data/ of grid geography, deterministically from one master seed.

Usage: python problems/grid_geography/generators/generate.py [OUT_DIR]   (default: ../data)

Writes sample/1.in (the statement's example; its 1.interaction is a transcript of
solutions/grid_geography/accepted/dominoes.py against it, made with `judge run --transcript`)
and secret/<group>/NN.in with a testdata.yaml per group; an empty .ans next to every .in. The
format of a test set is in interactor.py. The same master seed writes the same bytes:
tests/test_geography_problems.py regenerates and compares.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.engine.playing import write_test_data

MASTER_SEED = 20261125
STRATEGIES = ("random", "stalling", "centre")

Game = tuple[int, int, str]  # n, m, strategy

GROUPS = {  # name -> (points per test set, comment)
    "1_small": (10, "every board up to 5 x 5, against every opponent"),
    "2_odd": (10, "odd x odd boards (the first player wins: start on a corner's colour)"),
    "3_even": (10, "boards with an even side (the second player wins)"),
    "4_thin": (10, "1 x m, 2 x m, n x 1 and n x 2 boards up to 200 long"),
    "5_large": (10, "boards up to 200 x 200, long games (stalling) among them"),
}


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    sets: dict[str, list[Game]] = {}
    small = [(n, m) for n in range(1, 6) for m in range(1, 6)]
    sets["1_small/01"] = [(n, m, STRATEGIES[i % 3]) for i, (n, m) in enumerate(small)]
    sets["1_small/02"] = [(n, m, s) for n, m in small for s in STRATEGIES if n * m > 1][:60]

    def odd(lo, hi):
        return rng.randrange(lo | 1, hi + 1, 2)

    for name, hi in (("2_odd/01", 15), ("2_odd/02", 61)):
        sets[name] = [(odd(3, hi), odd(3, hi), STRATEGIES[i % 3]) for i in range(30)]
    for name, hi in (("3_even/01", 16), ("3_even/02", 60)):
        games = []
        for i in range(30):
            n, m = rng.randint(2, hi), rng.randint(2, hi)
            if n * m % 2:
                n += 1
            games.append((n, m, STRATEGIES[i % 3]))
        sets[name] = games
    sets["4_thin/01"] = [(1, m, STRATEGIES[m % 3]) for m in (1, 2, 3, 4, 7, 8, 199, 200)] + \
        [(n, 1, STRATEGIES[n % 3]) for n in (2, 5, 6, 101, 200)]
    sets["4_thin/02"] = [(2, m, s) for m in (1, 2, 3, 99, 200) for s in STRATEGIES] + \
        [(n, 2, "stalling") for n in (3, 4, 199)]
    sets["5_large/01"] = [(200, 200, "stalling"), (199, 199, "stalling"), (200, 199, "random"),
                          (199, 200, "centre"), (rng.randint(150, 199), 200, "stalling")]
    sets["5_large/02"] = [(odd(101, 199), odd(101, 199), s) for s in STRATEGIES] + \
        [(200, 200, "random"), (200, 200, "centre"), (1, 200, "stalling"),
         (rng.randint(100, 200), rng.randint(100, 200), "stalling")]
    return sets


SAMPLE = ("the statement's example", 5, [(2, 3, "random"), (3, 3, "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Grid geography, {name}: {comment}", f"seed {seed}"]
    lines += [" ".join(map(str, game)) for game in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
