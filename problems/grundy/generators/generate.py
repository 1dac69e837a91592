"""Generate data/ of Grundy's game, deterministically from one master seed.

Usage: python problems/grundy/generators/generate.py [OUT_DIR]   (default: ../data)

Writes sample/1.in (the statement's example; its 1.interaction is a transcript of
solutions/grundy/accepted/grundy.py on it, made with `judge run --transcript`) and
secret/<group>/NN.in with a testdata.yaml per group; an empty .ans next to every .in (the
package format wants one; the interactor is the judge). The format of a test set is in
interactor.py. The same master seed writes the same bytes: tests/test_number_problems_2.py
regenerates and compares.

A start is lost for the player to move (a P-start, claim 0) iff the XOR of its heaps'
Sprague-Grundy values is 0 (judge/games/grundy_game.py): P-starts are random heaps completed
by one whose value is the XOR of the others'. The judge checks the whole position every
round, so a game's cost grows with the square of its stones: the data keeps the stones of a
test set to a few thousand, and only a few games near the limit of 4000.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.games.grundy_game import MAX_HEAP, grundy, is_p
from judge.engine.playing import write_test_data

MASTER_SEED = 20260529
MAX_STONES = 4000  # in a game (interactor.py)
BIG = 1056  # the first heap whose value is 32 or more

Game = tuple[tuple[int, ...], str]  # heaps (sorted), strategy

GROUPS = {  # name -> (points per test set, comment)
    "1_small": (10, "heaps of up to 12: P- and N-starts, heaps of 1 and 2 (no move)"),
    "2_medium": (10, "heaps of up to 150"),
    "3_large": (10, "heaps up to 2000, where the values pass 32 (from 1056 on)"),
    "4_many": (10, "up to 100 heaps"),
    "5_stalling": (10, "the stalling opponent (one stone split off the largest heap): long games"),
}


def xor_of(heaps) -> int:
    total = 0
    for h in heaps:
        total ^= grundy(h)
    return total


def p_start(n: int, lo: int, hi: int, rng: random.Random, fixed: tuple[int, ...] = (),
            last_hi: int | None = None) -> tuple[int, ...]:
    """n heaps whose values XOR to 0: the fixed ones, random ones in [lo, hi], and a last one
    in [lo, last_hi or hi] with the XOR of their values; at most MAX_STONES stones."""
    by_value: dict[int, list[int]] = {}
    for h in range(lo, (last_hi or hi) + 1):
        by_value.setdefault(grundy(h), []).append(h)
    while True:
        heaps = list(fixed) + [rng.randint(lo, hi) for _ in range(n - 1 - len(fixed))]
        room = MAX_STONES - sum(heaps)
        fits = [h for h in by_value.get(xor_of(heaps), []) if h <= room]
        if fits:
            return tuple(sorted(heaps + [rng.choice(fits)]))


def n_start(n: int, lo: int, hi: int, rng: random.Random) -> tuple[int, ...]:
    while True:
        heaps = tuple(sorted(rng.randint(lo, hi) for _ in range(n)))
        if not is_p(heaps):
            return heaps


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    sets: dict[str, list[Game]] = {}
    strategies = ("random", "stalling")

    games: list[Game] = [((1,), "random"), ((2,), "random"), ((1, 1, 2, 2), "random"),
                         ((3,), "random"), ((4,), "random"), ((5,), "stalling"),
                         ((1, 2, 3), "random"), ((3, 3), "random"), ((6, 6), "random"),
                         ((7,), "random"), ((8,), "stalling"), ((3, 4), "random")]
    for i in range(8):
        n = rng.randint(1, 5)
        start = p_start(n, 1, 12, rng) if i % 2 else n_start(n, 1, 12, rng)
        games.append((start, strategies[i % 2]))
    sets["1_small/01"] = games
    games = []
    for i in range(20):
        n = rng.randint(2, 6)
        start = p_start(n, 1, 12, rng) if i % 3 == 2 else n_start(n, 1, 12, rng)
        games.append((start, strategies[i % 2]))
    sets["1_small/02"] = games

    games = [((50,), "random"), ((53,), "random"), ((51,), "random"), ((100,), "stalling"),
             ((20, 23, 26), "random")]
    for i in range(15):
        n = rng.randint(1, 4)
        start = p_start(n, 3, 150, rng) if i % 3 == 2 else n_start(n, 3, 150, rng)
        games.append((start, strategies[i % 2]))
    sets["2_medium/01"] = games
    games = []
    for i in range(20):
        n = rng.randint(1, 8)
        start = p_start(n, 1, 120, rng) if i % 2 else n_start(n, 1, 120, rng)
        games.append((start, "random"))
    sets["2_medium/02"] = games

    games = [((2000,), "random"), ((1222,), "random"), ((1291,), "random"),
             ((1, 1999), "random")]
    for i in range(12):  # P-starts whose XOR takes values of 32 and more
        big = rng.randint(BIG, MAX_HEAP)
        games.append((p_start(3, 3, 1500, rng, fixed=(big,), last_hi=MAX_HEAP), "random"))
    sets["3_large/01"] = games
    games = []
    for i in range(3):
        games.append((n_start(2, BIG, MAX_HEAP, rng), "random"))
    for i in range(6):
        games.append((p_start(2, BIG, MAX_HEAP, rng), "random"))
        big = rng.randint(BIG, MAX_HEAP)
        games.append((p_start(4, 3, 1000, rng, fixed=(big,), last_hi=MAX_HEAP), "random"))
    sets["3_large/02"] = games

    games = [((3,) * 99, "random"), ((3,) * 100, "random"), ((1,) * 50 + (2,) * 50, "random")]
    games.append((n_start(100, 1, 30, rng), "random"))
    games.append((p_start(100, 1, 30, rng), "random"))
    games.append((n_start(60, 1, 40, rng), "stalling"))
    sets["4_many/01"] = games
    games = []
    for i in range(8):
        n = rng.randint(20, 100)
        start = p_start(n, 1, 4000 // n - 20, rng) if i % 2 else n_start(n, 1, 2000 // n, rng)
        games.append((start, "random"))
    sets["4_many/02"] = games

    games = [((1999, 2000), "stalling"), ((1000,), "stalling")]
    sets["5_stalling/01"] = games
    games = []
    for i in range(6):
        games.append((n_start(rng.randint(1, 5), 3, 300, rng), "stalling"))
    sets["5_stalling/02"] = games
    return sets


SAMPLE = ("the statement's example", 1, [((1, 2), "random"), ((7,), "random"),
                                         ((8,), "random"), ((4, 5), "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Grundy's game, {name}: {comment}", f"seed {seed}"]
    lines += [f"{len(heaps)} {' '.join(map(str, heaps))} {strategy}" for heaps, strategy in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    assert MAX_HEAP == 2000
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
