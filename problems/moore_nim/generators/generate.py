"""Generate data/ of Moore's Nim, deterministically from one master seed.

Usage: python problems/moore_nim/generators/generate.py [OUT_DIR]   (default: ../data)

Writes sample/1.in (the statement's example; its 1.interaction is a transcript of
solutions/moore_nim/accepted/moore.py on it, made with `judge run --transcript`) and
secret/<group>/NN.in with a testdata.yaml per group; an empty .ans next to every .in (the
package format wants one; the interactor is the judge). The format of a test set is in
interactor.py. The same master seed writes the same bytes: tests/test_number_problems_2.py
regenerates and compares.

A start is lost for the player to move (a P-start, claim 0) iff every binary column holds a
multiple of k + 1 ones; P-starts are built column by column, N-starts are random positions
(checked) or P-starts with one pile changed.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.games.nim import is_p_moore
from judge.engine.playing import write_test_data

MASTER_SEED = 20260517
HUGE = 10**18
LOW = (1 << 31) - 1  # the low 31 columns

Game = tuple[int, tuple[int, ...], str]  # k, piles, strategy

GROUPS = {  # name -> (points per test set, comment)
    "1_nim": (10, "k = 1: plain NIM; P- and N-starts, small and large piles"),
    "2_small": (10, "k = 2..6, up to 8 piles of up to 40: P- and N-starts, empty piles"),
    "3_k_ge_n": (10, "k >= n (every pile at once: P only if every pile is empty), and k = n - 1"),
    "4_huge": (10, "piles up to 10^18 (random opponent): P-starts, N-starts unbalanced only "
                   "above bit 30"),
    "5_many": (10, "100 piles, k up to 100"),
    "6_stalling": (10, "the stalling opponent (one stone off a largest pile): long games"),
}


def p_start(k: int, n: int, bits: int, rng: random.Random,
            density: float = 1.0) -> tuple[int, ...]:
    """A P-position: in each of the low `bits` columns, a random multiple of k + 1 of the n
    piles has a one (none, with probability 1 - density)."""
    piles = [0] * n
    for bit in range(bits):
        if rng.random() >= density:
            continue
        ones = (k + 1) * rng.randint(0, n // (k + 1))
        for i in rng.sample(range(n), ones):
            piles[i] |= 1 << bit
    return tuple(piles)


def n_start(k: int, n: int, hi: int, rng: random.Random) -> tuple[int, ...]:
    while True:
        piles = tuple(rng.randint(0, hi) for _ in range(n))
        if not is_p_moore(piles, k):
            return piles


def near_p(k: int, n: int, bits: int, rng: random.Random) -> tuple[int, ...]:
    """A P-start with one pile changed in one column: an N-start a move away from P."""
    while True:
        piles = list(p_start(k, n, bits, rng))
        piles[rng.randrange(n)] ^= 1 << rng.randrange(bits)
        if not is_p_moore(piles, k):
            return tuple(piles)


def high_only(k: int, n: int, rng: random.Random) -> tuple[int, ...]:
    """An N-start with piles up to 10^18 whose low 31 columns are balanced: only the columns
    above bit 30 make it a win (a solution on 31 bits claims 0)."""
    while True:
        low = p_start(k, n, 31, rng)
        piles = tuple(l | (rng.randint(0, HUGE) & ~LOW) for l in low)
        if not is_p_moore(piles, k) and max(piles) <= HUGE:
            return piles


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    sets: dict[str, list[Game]] = {}
    strategies = ("random", "stalling")

    games: list[Game] = [(1, (1, 2, 3), "random"), (1, (1, 2), "random"), (1, (5,), "random"),
                         (1, (0, 0, 7, 7), "random"), (1, (1, 1, 1), "stalling")]
    for i in range(15):
        n = rng.randint(2, 8)
        start = p_start(1, n, 6, rng) if i % 3 == 2 else n_start(1, n, 60, rng)
        games.append((1, start, strategies[i % 2]))
    sets["1_nim/01"] = games
    games = []
    for i in range(12):
        n = rng.randint(2, 10)
        start = p_start(1, n, 59, rng) if i % 3 == 2 else n_start(1, n, HUGE, rng)
        games.append((1, start, "random"))
    sets["1_nim/02"] = games

    games = [(2, (1, 1, 1), "random"), (2, (3, 5, 6), "random"), (3, (7, 7, 7, 1), "stalling"),
             (2, (0, 0, 0, 4), "random"), (2, (2, 2, 2, 0, 0), "random"),
             (5, (1, 2, 4, 8, 16, 32, 33), "random"), (6, (0, 1, 1, 1, 1, 1, 1, 1), "stalling")]
    for i in range(23):
        k = rng.randint(2, 6)
        n = rng.randint(k + 1, 8)
        kind = i % 3
        start = (p_start(k, n, 5, rng) if kind == 0 else near_p(k, n, 5, rng) if kind == 1
                 else n_start(k, n, 40, rng))
        games.append((k, start, strategies[i % 2]))
    sets["2_small/01"] = games
    games = []
    for i in range(30):
        k = rng.randint(2, 6)
        n = rng.randint(k + 1, 8)
        start = p_start(k, n, 5, rng, 0.7) if i % 2 else near_p(k, n, 5, rng)
        games.append((k, start, strategies[i % 2]))
    sets["2_small/02"] = games

    games = [(1, (0,), "random"), (2, (5, 9), "random"), (3, (0, 0, 0), "random"),
             (3, (4, 0, 6), "stalling"), (100, (HUGE, HUGE, 1), "random"),
             (4, (0, 0, 0, 0), "random"), (7, (12, 12, 12, 12, 12, 12, 12), "stalling"),
             (2, (1, 1, 1), "random"), (3, (6, 6, 6, 6), "random"), (5, (0,) * 5, "random")]
    for i in range(10):
        n = rng.randint(1, 10)
        k = rng.choice((n, n + 1, rng.randint(n, 100)))
        games.append((k, n_start(k, n, 1000, rng), strategies[i % 2]))
    for i in range(10):  # k = n - 1: P iff each column holds none or all n
        n = rng.randint(3, 10)
        games.append((n - 1, p_start(n - 1, n, 8, rng) if i % 2 else near_p(n - 1, n, 8, rng),
                      "random"))
    sets["3_k_ge_n/01"] = games
    games = [(100, (0,) * 100, "random"), (100, (1,) + (0,) * 99, "random"),
             (9, (0,) * 9, "random"), (9, (HUGE,) * 9, "random")]
    for i in range(16):
        n = rng.randint(1, 12)
        k = n + rng.choice((0, 0, 1, rng.randint(2, 100 - n)))
        if i % 4 == 3:
            games.append((k, (0,) * n, "random"))
        else:
            hi = 3000 // n if i % 2 else HUGE
            games.append((k, n_start(k, n, hi, rng), "stalling" if hi < HUGE else "random"))
    sets["3_k_ge_n/02"] = games

    games = [(2, (HUGE, HUGE, HUGE), "random"), (3, (HUGE, HUGE - 1, 1, 0), "random")]
    for i in range(18):
        k = rng.randint(1, 6)
        n = rng.randint(k + 1, 12)
        kind = i % 3
        start = (p_start(k, n, 59, rng) if kind == 0 else high_only(k, n, rng) if kind == 1
                 else n_start(k, n, HUGE, rng))
        games.append((k, start, "random"))
    sets["4_huge/01"] = games
    games = []
    for i in range(20):
        k = rng.randint(2, 6)
        n = rng.randint(k + 1, 12)
        start = near_p(k, n, 59, rng) if i % 2 else high_only(k, n, rng)
        games.append((k, start, "random"))
    sets["4_huge/02"] = games

    games = []
    for k in (1, 2, 7, 30, 99, 100):
        games.append((k, n_start(k, 100, 1000, rng), "random"))
        if k < 100:  # with k >= n the only P-start is every pile empty (group 3)
            games.append((k, p_start(k, 100, 10, rng), "random"))
    games.append((3, near_p(3, 100, 10, rng), "random"))
    games.append((50, n_start(50, 100, HUGE, rng), "random"))
    sets["5_many/01"] = games

    games = [(2, (1000, 1000, 1000, 1000, 999), "stalling")]
    for k in (1, 2, 4):
        piles = n_start(k, 10, 900, rng)
        games.append((k, piles, "stalling"))
    for k in (2, 3):
        games.append((k, near_p(k, 8, 10, rng), "stalling"))
    games.append((10, p_start(10, 30, 8, rng), "stalling"))
    sets["6_stalling/01"] = games
    return sets


SAMPLE = ("the statement's example", 5, [(2, (1, 1, 1), "random"), (2, (3, 5, 6), "random"),
                                         (3, (7, 7, 7, 1), "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Moore's Nim, {name}: {comment}", f"seed {seed}"]
    lines += [f"{k} {len(piles)} {' '.join(map(str, piles))} {strategy}"
              for k, piles, strategy in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
