"""Generate data/ of Cram, deterministically from one master seed.

Usage: python problems/cram/generators/generate.py [OUT_DIR]   (default: ../data)

Writes sample/1.in (the statement's example; its 1.interaction is a transcript of
solutions/cram/accepted/mirror_and_search.py against it, made with `judge run --transcript`)
and secret/<group>/NN.in with a testdata.yaml per group; an empty .ans next to every .in. The
format of a test set is in interactor.py. The same master seed writes the same bytes:
tests/test_board_problems.py regenerates and compares.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.engine.playing import write_test_data

MASTER_SEED = 20261126

Game = tuple[int, int, str]  # n, m, strategy
STRATEGIES = ("random", "centre", "best")

GROUPS = {  # name -> (points per test set, comment)
    "1_small": (25, "every board with an even side and at most 18 cells (decided by search)"),
    "2_odd": (25, "odd x odd boards of at most 18 cells: 1 x 1, 1 x 5 and 3 x 3 are lost"),
    "3_even_even": (25, "even x even boards up to 40 x 40: the second player wins"),
    "4_even_odd": (25, "one side even, one odd, up to 40 x 39: the first player wins"),
}


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    small = [(n, m) for n in range(1, 19) for m in range(1, 19)
             if n * m <= 18 and (n % 2 == 0 or m % 2 == 0)]
    odd = [(n, m) for n in range(1, 19, 2) for m in range(1, 19, 2) if n * m <= 18]
    sets = {"1_small/01": [(n, m, STRATEGIES[i % 3]) for i, (n, m) in enumerate(small)],
            "2_odd/01": [(n, m, s) for i, (n, m) in enumerate(odd) for s in STRATEGIES]}
    rng.shuffle(sets["1_small/01"])
    rng.shuffle(sets["2_odd/01"])
    games = [(40, 40, "centre"), (2, 40, "random"), (6, 6, "best")]
    while len(games) < 8:
        games.append((2 * rng.randint(2, 20), 2 * rng.randint(2, 20), STRATEGIES[len(games) % 3]))
    sets["3_even_even/01"] = games
    games = [(40, 39, "centre"), (1, 40, "random"), (39, 2, "centre"), (3, 8, "best")]
    while len(games) < 8:
        n, m = 2 * rng.randint(2, 20), 2 * rng.randint(2, 19) + 1
        games.append((n, m, STRATEGIES[len(games) % 3]) if rng.random() < 0.5 else
                     (m, n, STRATEGIES[len(games) % 3]))
    sets["4_even_odd/01"] = games
    return sets


SAMPLE = ("the statement's example", 11, [(2, 2, "random"), (2, 3, "random"), (3, 3, "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Cram, {name}: {comment}", f"seed {seed}"]
    lines += [" ".join(map(str, game)) for game in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
