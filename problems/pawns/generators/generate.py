"""Generate data/ of Pawns, deterministically from one master seed.

Usage: python problems/pawns/generators/generate.py [OUT_DIR]   (default: ../data)

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

MASTER_SEED = 20261127

Game = tuple[tuple[int, ...], str]  # (n, m, w1, b1, ...), strategy
STRATEGIES = ("random", "retreat", "best")

GROUPS = {  # name -> (points per test set, comment)
    "1_text": (10, "the text's start (white pawns on row 1, black on row m), "
                   "n even and odd, m = 2"),
    "2_small": (15, "pawns anywhere, n <= 4, m <= 8, against every opponent"),
    "3_retreats": (20, "the opponent retreats one row whenever it can: long games"),
    "4_large": (20, "up to 20 columns of 60 rows"),
}


def board(rng: random.Random, n: int, m: int) -> tuple[int, ...]:
    cells = [n, m]
    for _ in range(n):
        w = rng.randint(1, m - 1)
        cells += [w, rng.randint(w + 1, m)]
    return tuple(cells)


def xor_zero(rng: random.Random, n: int, m: int) -> tuple[int, ...]:
    """A board whose gaps' XOR is 0: the last column's gap is the XOR of the others."""
    while True:
        cells = list(board(rng, n, m))
        total = 0
        for w, b in zip(cells[2:-2:2], cells[3:-2:2]):
            total ^= b - w - 1
        if total <= m - 2:
            w = rng.randint(1, m - 1 - total)
            return tuple(cells[:-2] + [w, w + total + 1])


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    text = [((n, m, *([1, m] * n)), STRATEGIES[i % 3])
            for i, (n, m) in enumerate([(1, 2), (2, 2), (1, 8), (2, 8), (3, 8), (4, 5), (5, 5),
                                        (8, 8), (7, 3), (6, 10), (9, 12), (10, 10)])]
    sets = {"1_text/01": text}
    for name in ("2_small/01", "2_small/02"):
        games = []
        for i in range(30):
            n, m = rng.randint(1, 4), rng.randint(2, 8)
            games.append((xor_zero(rng, n, m) if i % 3 == 0 and n > 1 else board(rng, n, m),
                          STRATEGIES[i % 3]))
        sets[name] = games
    for name in ("3_retreats/01", "3_retreats/02"):
        games = []
        for i in range(10):
            n, m = rng.randint(2, 6), rng.randint(6, 20)
            games.append((xor_zero(rng, n, m) if i % 2 else board(rng, n, m), "retreat"))
        sets[name] = games
    sets["4_large/01"] = [((20, 60, *([1, 60] * 20)), "retreat"), (xor_zero(rng, 20, 60), "random"),
                          (board(rng, 19, 60), "retreat"), (xor_zero(rng, 15, 40), "best")]
    return sets

SAMPLE = ("the statement's example", 3,
          [((2, 5, 1, 5, 2, 5), "retreat"), ((2, 4, 1, 4, 1, 4), "retreat")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Pawns, {name}: {comment}", f"seed {seed}"]
    lines += [" ".join(map(str, (*game[0], game[1]))) for game in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
