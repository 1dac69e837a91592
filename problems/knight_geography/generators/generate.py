"""Generate data/ of knight geography, deterministically from one master seed.

Usage: python problems/knight_geography/generators/generate.py [OUT_DIR]   (default: ../data)

Writes sample/1.in (the statement's example; its 1.interaction is a transcript of
solutions/knight_geography/accepted/matching.py against it, made with `judge run
--transcript`) and secret/<group>/NN.in with a testdata.yaml per group; an empty .ans next to
every .in. The format of a test set is in interactor.py. The same master seed writes the same
bytes: tests/test_geography_problems.py regenerates and compares.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.engine.playing import write_test_data

MASTER_SEED = 20261126
STRATEGIES = ("random", "stalling", "centre")

Game = tuple[int, str]  # n, strategy

GROUPS = {  # name -> (points per test set, comment)
    "1_small": (10, "n = 1 to 8: isolated squares (n <= 3), n = 2 (no jump at all: the "
                    "first player wins, not the second as the seed says)"),
    "2_odd": (10, "odd n (the first player wins: start on a square a maximum matching misses)"),
    "3_even": (10, "even n >= 4 (a perfect matching: the second player wins)"),
    "4_large": (10, "n up to 200"),
    "5_mixed": (10, "any n up to 200, any opponent"),
}


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    sets: dict[str, list[Game]] = {}
    sets["1_small/01"] = [(n, s) for n in range(1, 9) for s in STRATEGIES]
    sets["1_small/02"] = [(rng.randint(1, 8), STRATEGIES[i % 3]) for i in range(40)] + \
        [(2, "random")]
    for name, hi in (("2_odd/01", 21), ("2_odd/02", 71)):
        sets[name] = [(rng.randrange(5, hi + 1, 2), STRATEGIES[i % 3]) for i in range(24)]
    for name, hi in (("3_even/01", 20), ("3_even/02", 70)):
        sets[name] = [(rng.randrange(4, hi + 1, 2), STRATEGIES[i % 3]) for i in range(24)]
    sets["4_large/01"] = [(200, "stalling"), (199, "stalling"), (200, "random"), (199, "centre"),
                          (198, "centre")]
    sets["4_large/02"] = [(n, STRATEGIES[i % 3]) for i, n in
                          enumerate([197, 200, rng.randrange(101, 200, 2),
                                     rng.randrange(100, 200, 2), 150])]
    for name in ("5_mixed/01", "5_mixed/02"):
        games, squares = [], 0
        while True:
            n = rng.randint(1, 200)
            if squares + n * n > 150_000:
                break
            games.append((n, rng.choice(STRATEGIES)))
            squares += n * n
        sets[name] = games
    return sets


SAMPLE = ("the statement's example", 5, [(2, "random"), (4, "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Knight geography, {name}: {comment}", f"seed {seed}"]
    lines += [" ".join(map(str, game)) for game in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
