"""Generate data/ of Bachet with a threshold, deterministically from one master seed.

Usage: python problems/bachet/generators/generate.py [OUT_DIR]   (default: ../data)

Writes sample/1.in (the statement's example; its 1.interaction is a transcript of
solutions/bachet/accepted/closed_form.py against it, made with `judge run --transcript`) and
secret/<group>/NN.in with a testdata.yaml per group; an empty .ans next to every .in. The
format of a test set is in interactor.py. The same master seed writes the same bytes:
tests/test_number_problems.py regenerates and compares.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.games.bachet import first_p_above
from judge.engine.playing import write_test_data

MASTER_SEED = 20260503
BIG = 10**18

Game = tuple[int, int, int, int, str]  # n, p, k1, k2, strategy

GROUPS = {  # name -> (points per test set, comment)
    "1_plain": (10, "plain Bachet: p = 0 (k1 = k2 = k), or p >= n (only k2 counts)"),
    "2_threshold": (10, "small cases (p <= 6, k1, k2 <= 3); p = 2, k1 = 1, k2 = 2, n = 3 is lost"),
    "3_k1_below_k2": (10, "k1 < k2, where the first loss above p is p + 1 (the seed's rule fails)"),
    "4_k1_above_k2": (10, "k1 > k2, stacks at, just above and just below p"),
    "5_large": (10, "stacks up to 10^6, takes and thresholds up to 10^18"),
}


def strategy(i: int) -> str:
    return ("random", "stalling")[i % 2]


def test_sets(rng: random.Random) -> dict[str, list[Game]]:
    sets: dict[str, list[Game]] = {}

    games = [(1, 0, 1, 1, "random"), (2, 0, 1, 1, "random"), (3, 0, 2, 2, "random"),
             (10, 0, 3, 3, "stalling"), (12, 0, 3, 3, "random"), (1000, 0, 1, 1, "stalling"),
             (7, 100, 1, 7, "random"), (8, 100, 5, 7, "random")]
    for i in range(24):
        k = rng.randint(1, 100)
        n = (k + 1) * rng.randint(1, 100) + (0 if i % 3 == 0 else rng.randint(1, k))
        games.append((n, 0, k, k, strategy(i)))
    sets["1_plain/01"] = games
    games = []
    for i in range(24):
        k = rng.randint(1, 1000)
        n = rng.randint(1, 10**4)
        if i % 3 == 0:  # a lost start
            n = max(n - n % (k + 1), k + 1)
        if i % 2:
            games.append((n, 0, k, k, "random"))
        else:
            games.append((n, rng.randint(n, BIG), rng.randint(1, BIG), k, "random"))
    games.append(((2 * 5000) + 1, 0, 1, 1, "stalling"))
    sets["1_plain/02"] = games

    everything = [(n, p, k1, k2) for p in range(0, 7) for k1 in range(1, 4) for k2 in range(1, 4)
                  for n in range(max(1, p - 2), p + 8) if (k1, k2) != (1, 1) or n < 4]
    rng.shuffle(everything)
    first = [(3, 2, 1, 2)] + [g for g in everything if g != (3, 2, 1, 2)]
    sets["2_threshold/01"] = [(*g, strategy(i)) for i, g in enumerate(first[:100])]
    sets["2_threshold/02"] = [(*g, strategy(i)) for i, g in enumerate(first[100:200])]

    for name, hi in (("3_k1_below_k2/01", 100), ("3_k1_below_k2/02", 10**4)):
        games = []
        while len(games) < 30:
            k1 = rng.randint(1, hi // 2)
            k2 = rng.randint(k1 + 1, hi)
            p = rng.randint(1, 40 * hi)
            if p % (k2 + 1) <= k1:  # then f = L + k1 + 1 and the seed is right: not here
                continue
            f = first_p_above(p, k1, k2)
            kind = len(games) % 5
            n = {0: f, 1: f + rng.randint(1, 3) * (k1 + 1), 2: p, 3: p + 1,
                 4: rng.randint(p + 1, p + 20 * hi)}[kind]
            games.append((n, p, k1, k2, strategy(len(games))))
        sets[name] = games

    for name, hi in (("4_k1_above_k2/01", 20), ("4_k1_above_k2/02", 10**4)):
        games = []
        while len(games) < 30:
            k2 = rng.randint(1, hi // 2)
            k1 = rng.randint(k2 + 1, hi)
            p = rng.randint(1, 40 * hi)
            f = first_p_above(p, k1, k2)
            kind = len(games) % 6
            n = {0: p, 1: p + 1, 2: max(1, p - rng.randint(1, k2)), 3: f,
                 4: f + rng.randint(1, k1), 5: rng.randint(p, p + 30 * hi)}[kind]
            games.append((n, p, k1, k2, strategy(len(games))))
        sets[name] = games

    games = [(10**6, 0, 10**5, 10**5, "random"), (10**6, BIG, 1, 99, "random"),
             (10**6, 500000, 99, 10**18, "random"), (999999, 10**6, 10**18, 10**18, "random")]
    while len(games) < 20:
        n = rng.randint(10**5, 10**6)
        k1, k2 = rng.randint(100, 10**6), rng.randint(100, 10**6)
        if rng.random() < 0.3:  # one of them above any stack
            if rng.random() < 0.5:
                k1 = rng.randint(10**6, BIG)
            else:
                k2 = rng.randint(10**6, BIG)
        p = rng.choice((rng.randint(0, n), rng.randint(n, BIG), n, n - 1))
        games.append((n, p, k1, k2, "random"))
    sets["5_large/01"] = games
    games = []
    while len(games) < 20:  # lost starts above p, and stacks right at p
        n0 = rng.randint(10**5, 10**6)
        k1, k2 = rng.randint(50, 10**5), rng.randint(50, 10**5)
        p = rng.randint(0, n0)
        f = first_p_above(p, k1, k2)
        n = f + (k1 + 1) * rng.randint(0, max(0, (n0 - f) // (k1 + 1))) if len(games) % 2 else p
        if 1 <= n <= 10**6:
            games.append((n, p, k1, k2, "random"))
    sets["5_large/02"] = games
    return sets


SAMPLE = ("the statement's example", 5, [(3, 2, 1, 2, "random"), (10, 4, 3, 2, "random")])


def render(name: str, comment: str, games: list[Game], seed: int) -> str:
    lines = [f"# Bachet with a threshold, {name}: {comment}", f"seed {seed}"]
    lines += [" ".join(map(str, game)) for game in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    return write_test_data(out, MASTER_SEED, GROUPS, SAMPLE, test_sets, render)


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
