"""Generate data/secret/ of NIM (inputs and answers), deterministically from one master seed.

Usage: python problems/nim/generators/generate.py [OUT_DIR]   (default: ../data/secret)

Groups (folders) and their points are in each folder's testdata.yaml, also written here: a
group scores only if every test in it passes (grader_flags: min), as the statement's olympiad
scores. tests/test_nim.py regenerates and compares byte for byte.
"""

from __future__ import annotations

import random
import sys
from functools import reduce
from operator import xor
from pathlib import Path

MASTER_SEED = 20261124
MAX_T, MAX_N, MAX_PILE = 100, 10_000, 2 * 10**9
Config = list[int]

GROUPS = {  # folder: (points, what it is for)
    "1_single": (10, "a single pile: the first player takes it all"),
    "2_equal": (10, "all piles equal: a win iff their number is odd"),
    "3_xor_zero": (20, "XOR zero with large piles, next to near misses in the high bits"),
    "4_max_piles": (15, "piles at and next to 2*10^9, beyond 16 and signed 32 bits"),
    "5_max": (20, "the largest input: 100 configurations of 10000 piles"),
    "6_random": (25, "random mixes"),
}


def xor_zero(rng: random.Random, n: int, hi: int = MAX_PILE) -> Config:
    """n >= 2 piles in [1, hi] whose XOR is 0."""
    while True:
        piles = [rng.randint(1, hi) for _ in range(n - 1)]
        last = reduce(xor, piles)
        if 1 <= last <= hi:
            return piles + [last]


def high_bits_only(rng: random.Random, n: int) -> Config:
    """A win whose piles agree in their low 16 bits: 16-bit arithmetic calls it a loss."""
    while True:
        piles = xor_zero(rng, n)
        i = rng.randrange(n)
        bumped = piles[i] ^ (rng.randint(1, MAX_PILE >> 16) << 16)
        if 1 <= bumped <= MAX_PILE:
            piles[i] = bumped
            return piles


def tests(rng: random.Random) -> dict[str, list[Config]]:
    r = rng.randint
    return {
        "1_single/01": [[r(1, MAX_PILE)] for _ in range(100)],
        "1_single/02": [[1], [2], [MAX_PILE], [65536], [2**30 + 1]],
        "2_equal/01": [[x] * n for x, n in ((r(1, MAX_PILE), r(1, 1000)) for _ in range(100))],
        "2_equal/02": [[7] * 2, [7] * 3, [MAX_PILE] * 10_000, [MAX_PILE] * 9_999, [1] * 1],
        "3_xor_zero/01": [xor_zero(rng, r(2, 500)) for _ in range(100)],
        "3_xor_zero/02": [high_bits_only(rng, r(2, 500)) if i % 2 else xor_zero(rng, r(2, 500))
                          for i in range(100)],
        "4_max_piles/01": [[MAX_PILE] * 2, [MAX_PILE, MAX_PILE - 65536], [MAX_PILE, 1],
                           [MAX_PILE - 1, MAX_PILE, 1], [MAX_PILE] * 3,
                           [MAX_PILE, MAX_PILE - (1 << 30), 1 << 30]],
        "4_max_piles/02": [[r(MAX_PILE - 1000, MAX_PILE) for _ in range(r(1, 500))]
                           for _ in range(100)],
        "5_max/01": [[r(1, MAX_PILE) for _ in range(MAX_N)] if i % 2 else xor_zero(rng, MAX_N)
                     for i in range(MAX_T)],
        "6_random/01": [[r(1, 100) for _ in range(r(1, 20))] for _ in range(100)],
        "6_random/02": [[r(1, MAX_PILE) for _ in range(r(1, 300))] for _ in range(100)],
        "6_random/03": [xor_zero(rng, r(2, 50), 1000) if r(0, 1) else [r(1, 1000) for _ in
                        range(r(1, 50))] for _ in range(100)],
    }


def render_input(configs: list[Config]) -> str:
    lines = [str(len(configs))]
    for piles in configs:
        lines += [str(len(piles)), " ".join(map(str, piles))]
    return "\n".join(lines) + "\n"


def render_answer(configs: list[Config]) -> str:
    return "".join("DA\n" if reduce(xor, piles) else "NU\n" for piles in configs)


def generate(out: Path) -> list[Path]:
    written = []
    for name, configs in tests(random.Random(MASTER_SEED)).items():
        path = out / f"{name}.in"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render_input(configs))
        path.with_suffix(".ans").write_text(render_answer(configs))
        written.append(path)
    for group, (points, what) in GROUPS.items():
        (out / group / "testdata.yaml").write_text(
            f"# {what}\naccept_score: {points}\ngrader_flags: min\non_reject: continue\n")
    return written


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data" / "secret"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
