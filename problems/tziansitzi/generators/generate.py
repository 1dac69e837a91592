"""Generate data/secret/ of TZIANSITZI, deterministically from one master seed.

Usage: python problems/tziansitzi/generators/generate.py [OUT_DIR]   (default: ../data/secret)

Every test set is one `.in` file (the format is in interactor.py) and an empty `.ans` (the
package format wants one; the interactor is the judge of an interactive problem). The same
master seed writes the same bytes: tests/test_tziansitzi_data.py regenerates and compares.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.games.wythoff import is_p_position, lower, upper, winning_moves
from judge.games.wythoff_double import DOUBLE_TRAPS

MASTER_SEED = 20261123
MAX_PILE = 10**9
# Trap indices whose P-position fits under the statement's bound.
TRAPS = [k for k in DOUBLE_TRAPS if upper(k) <= MAX_PILE]


def p_pos(k: int, flip: bool = False) -> tuple[int, int]:
    return (upper(k), lower(k)) if flip else (lower(k), upper(k))


def n_pos(rng: random.Random, hi: int) -> tuple[int, int]:
    """A random winning (N) start with piles in [1, hi]."""
    while True:
        n, m = rng.randint(1, hi), rng.randint(1, hi)
        if not is_p_position(n, m):
            return n, m


def lone_diagonal_offset(k: int, rng: random.Random) -> int:
    """A d >= 1 such that taking d from both piles is the only winning move from
    (A_k + d, B_k + d)."""
    while True:
        d = rng.randint(1, 1000)
        if len(winning_moves(lower(k) + d, upper(k) + d)) == 1:
            return d


def largest_k(limit: int) -> int:
    """The largest k with B_k <= limit."""
    lo, hi = 0, limit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if upper(mid) <= limit else (lo, mid - 1)
    return lo


# The stalling opponent makes a game from (A_k, B_k) last k rounds: it is only given small k,
# but for the long-game test; elsewhere `mixed` stalls now and then.
def test_sets(rng: random.Random) -> dict[str, tuple[str, list[tuple[int, int, str]]]]:
    """name -> (comment, games); a game is (n, m, strategy)."""
    kmax = largest_k(MAX_PILE)
    sets: dict[str, tuple[str, list[tuple[int, int, str]]]] = {}
    sets["1_small/01"] = ("P and N starts, small piles", [
        (1, 2, "random"), (2, 1, "random"), (3, 5, "random"), (5, 6, "random"),
        (1, 1, "random"), (4, 7, "stalling"), (10, 12, "diagonal")])
    sets["1_small/02"] = ("equal piles and a pile of 1", [
        (7, 7, "random"), (1, 1000, "stalling"), (1000, 1, "stalling"), (1, 3, "random"),
        (2, 2, "diagonal"), (1, 2, "random"), (999, 999, "traps")])
    sets["1_small/03"] = ("random small positions", [
        (*n_pos(rng, 60), s) for s in ("random", "stalling", "diagonal", "traps", "mixed",
                                       "mixed", "random")])
    k1, k2 = rng.randint(kmax // 2, kmax), rng.randint(kmax // 2, kmax)
    sets["2_large/01"] = ("piles near 10^9: P starts, and N starts won on one pile", [
        (*p_pos(kmax), "random"), (*p_pos(kmax - 1, True), "random"),
        (lower(k1), MAX_PILE, "mixed"), (MAX_PILE, lower(k2), "mixed"),
        (upper(k1), upper(k1) - 1, "mixed"), (MAX_PILE, MAX_PILE, "diagonal"),
        (MAX_PILE, MAX_PILE - 1, "traps")])
    sets["2_large/02"] = ("piles near 10^9: N starts won on both piles", [
        (lower(k) + d, upper(k) + d, s) for k, d, s in (
            (rng.randint(1, kmax - 10), rng.randint(1, 5), "random"),
            (kmax - 3, 2, "diagonal"), (rng.randint(kmax // 3, kmax), 1, "traps"),
            (rng.randint(kmax // 3, kmax), 3, "mixed"))])
    sets["3_fp_traps/01"] = ("P starts where double-precision phi is off by one", [
        (*p_pos(k, flip=i % 2 == 1), "random") for i, k in enumerate(TRAPS[:7])])
    sets["3_fp_traps/02"] = ("N starts whose only winning move lands on a trap", [
        (lower(k) + d, upper(k) + d, "traps") for k, d in
        ((k, lone_diagonal_offset(k, rng)) for k in TRAPS[7:14])])
    sets["3_fp_traps/03"] = ("the opponent leads the game into traps", [
        (*n_pos(rng, MAX_PILE), "traps") for _ in range(5)])
    k = 100_005
    d = lone_diagonal_offset(k, rng)  # the program's only first move leads to (A_k, B_k)
    sets["4_long/01"] = ("a long game: stalling opponent from (A_k, B_k), k = 100005", [
        (lower(k) + d, upper(k) + d, "stalling")])
    sets["5_mixed/01"] = ("everything at once", [
        (*n_pos(rng, MAX_PILE), "mixed"), (*p_pos(rng.randint(1, kmax)), "mixed"),
        (*n_pos(rng, 1000), "mixed"), (lower(TRAPS[0]) + 7, upper(TRAPS[0]) + 7, "mixed"),
        (*n_pos(rng, MAX_PILE), "mixed"), (1, 2, "mixed"), (2, 2, "mixed")])
    return sets


def render(name: str, comment: str, games, seed: int) -> str:
    lines = [f"# TZIANSITZI test set {name}: {comment}", f"seed {seed}"]
    lines += [f"{n} {m} {strategy}" for n, m, strategy in games]
    return "\n".join(lines) + "\n"


def generate(out: Path) -> list[Path]:
    rng = random.Random(MASTER_SEED)
    written = []
    for name, (comment, games) in test_sets(rng).items():
        path = out / f"{name}.in"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(render(name, comment, games, rng.randrange(10**9)))
        path.with_suffix(".ans").write_text("")
        written.append(path)
    return written


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data" / "secret"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
