"""Generate data/ of Building Nim, deterministically from one master seed.

Usage: python problems/building_nim/generators/generate.py [OUT_DIR]   (default: ../data)

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

MASTER_SEED = 20261129

Game = tuple[tuple[int, ...], str]  # (n, p), strategy
STRATEGIES = ("random", "best")

GROUPS = {  # name -> (points per test set, comment)
    "1_small": (30, "n <= 4, p <= 12: every start"),
    "2_odd": (40, "odd n, where no parity rule holds: (3, 6), (3, 14), (5, 8), (7, 10) among them"),
    "3_large": (30, "n up to 8, p up to 40"),
}


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    small = [(n, p) for n in range(1, 5) for p in range(n, 13)]
    rng.shuffle(small)
    odd = [(3, 6), (3, 14), (3, 30), (5, 8), (7, 10)] + \
        [(n, rng.randint(n, 40)) for n in (1, 3, 5, 7) for _ in range(4)]
    large = [(8, 40), (7, 40), (8, 8)] + \
        [(rng.randint(5, 8), rng.randint(20, 40)) for _ in range(5)]
    return {"1_small/01": [(g, STRATEGIES[i % 2]) for i, g in enumerate(small)],
            "2_odd/01": [(g, STRATEGIES[i % 2]) for i, g in enumerate(odd)],
            "3_large/01": [(g, STRATEGIES[i % 2]) for i, g in enumerate(large)]}

SAMPLE = ("the statement's example", 9, [((2, 3), "random"), ((3, 4), "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Building Nim, {name}: {comment}", f"seed {seed}"]
    lines += [" ".join(map(str, (*game[0], game[1]))) for game in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
