"""Generate data/ of the strip game, deterministically from one master seed.

Usage: python problems/strip/generators/generate.py [OUT_DIR]   (default: ../data)

Writes sample/1.in (the statement's example; its 1.interaction is a transcript of
solutions/strip/accepted/mirror.py against it, made with `judge run --transcript`) and
secret/<group>/NN.in with a testdata.yaml per group; an empty .ans next to every .in. The
format of a test set is in interactor.py. The same master seed writes the same bytes:
tests/test_board_problems.py regenerates and compares.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.engine.playing import write_test_data

MASTER_SEED = 20261125

Game = tuple[int, int, str]  # n, k, strategy

GROUPS = {  # name -> (points per test set, comment)
    "1_small": (15, "n, k <= 12: every start, k > n (no move: the second player wins) too"),
    "2_centre": (15, "n up to 200 against the opponent that plays nearest the centre"),
    "3_large": (40, "n up to 2000, k up to 60, k = n and k > n, every opponent"),
}


def even_parity(n: int, k: int) -> int:
    """n, or n + 1: of k's parity."""
    return n + (n - k) % 2


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    sets: dict[str, list[Game]] = {}
    small = [(n, k) for n in range(1, 13) for k in range(1, 13) if (n - k) % 2 == 0]
    rng.shuffle(small)
    strategies = ("random", "centre", "best")
    sets["1_small/01"] = [(n, k, strategies[i % 3]) for i, (n, k) in enumerate(small[:42])]
    sets["1_small/02"] = [(n, k, strategies[i % 3]) for i, (n, k) in enumerate(small[42:])]
    for name in ("2_centre/01", "2_centre/02"):
        games = []
        for _ in range(20):
            k = rng.randint(1, 30)
            games.append((even_parity(rng.randint(k, 200), k), k, "centre"))
        sets[name] = games
    games = [(2000, 2, "centre"), (1999, 1, "random"), (2000, 2000, "best"), (1000, 2000, "best")]
    while len(games) < 10:
        k = rng.randint(1, 60)
        n = rng.randint(500, 2000)
        games.append((n - (n - k) % 2, k, strategies[len(games) % 3]))
    sets["3_large/01"] = games
    return sets


SAMPLE = ("the statement's example", 7, [(9, 3, "random"), (2, 4, "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# The strip, {name}: {comment}", f"seed {seed}"]
    lines += [" ".join(map(str, game)) for game in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
