"""Generate data/ of 取石子（四） (inputs and answers), deterministically from one master seed.

Usage: python problems/nyoj_wythoff/generators/generate.py [OUT_DIR]   (default: ../data)

Writes OUT_DIR/sample/1.{in,ans} (the statement's example) and OUT_DIR/secret/<group>/NN.{in,ans}
with a testdata.yaml per group: a group scores its points only if every test in it passes
(grader_flags: min). Every answer comes from the exact oracle judge.games.wythoff.is_p_position
(`0` for a P-position: the player to move loses). tests/test_nyoj_wythoff.py regenerates and
compares byte for byte.

Why these positions. The P-positions are (A_k, B_k) and (B_k, A_k), A_k = floor(k phi),
B_k = A_k + k. A solution that computes floor(k phi) in floating point is off by one exactly
where k phi is within its rounding error of an integer; in double precision near 10^9 that
error is a few times 10^-7. k phi is that close to an integer only when the Zeckendorf
representation of k (k as a sum of non-consecutive Fibonacci numbers) uses only large
Fibonacci numbers: with F_m the smallest of them, |k phi - round(k phi)| > phi^-(m+2), so
every k with k phi within 10^-6 of an integer has m >= 27. Group 3 holds all of them (2276 k
up to K_MAX), group 2 the 14 k where the plain double formula is wrong
(judge.games.wythoff_double.DOUBLE_TRAPS with B_k <= 10^9).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from judge.games.wythoff import is_p_position, lower, upper
from judge.games.wythoff_double import DOUBLE_TRAPS

MASTER_SEED = 20261125
MAX_PILE, MAX_LINES = 10**9, 100_000
SAMPLE = [(2, 1), (8, 4), (4, 7)]  # the statement's example: answers 0, 1, 0
NEAR_INTEGER_MIN_INDEX = 27  # Zeckendorf: F_27 = 196418 is the smallest term allowed
Pos = tuple[int, int]


def largest_k(limit: int = MAX_PILE) -> int:
    """The largest k with B_k <= limit: (A_k, B_k) is the largest P-position in range."""
    lo, hi = 0, limit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        lo, hi = (mid, hi) if upper(mid) <= limit else (lo, mid - 1)
    return lo


K_MAX = largest_k()  # 381966011: (618033988, 999999999)
TRAPS = [k for k in DOUBLE_TRAPS if upper(k) <= MAX_PILE]  # 14 of them

GROUPS = {  # folder: (points, what it is for)
    "1_small": (10, "every position with both piles <= 60; every P-position with piles <= 10^4"),
    "2_fp_traps": (20, "the k <= K_MAX where floor(k*phi) in doubles is off by one: "
                       "(A_k, B_k), (A_k+1, B_k+1), both orders"),
    "3_near_integer": (20, "every k <= K_MAX with k*phi within 1e-6 of an integer "
                           "(Zeckendorf terms >= F_27): P-positions and diagonal neighbours"),
    "4_p_positions": (15, "P-positions with random, largest and Fibonacci k, and neighbours"),
    "5_edges": (10, "0 0 (a loss), one pile empty, equal piles, piles at 10^9"),
    "6_random": (10, "random positions, small and large"),
    "7_max": (15, f"the largest input: {MAX_LINES} lines"),
}


def p_pos(k: int, flip: bool = False) -> Pos:
    return (upper(k), lower(k)) if flip else (lower(k), upper(k))


def both_orders(positions: list[Pos]) -> list[Pos]:
    return [q for a, b in positions for q in ((a, b), (b, a))]


def diagonal_neighbours(k: int) -> list[Pos]:
    """(A_k + 1, B_k + 1) and (A_k - 1, B_k - 1), both orders: same difference k, so a
    solution whose A_k is one too high (or low) calls one of them a P-position."""
    a, b = p_pos(k)
    return both_orders([(a + 1, b + 1)] + ([(a - 1, b - 1)] if a else []))


def all_neighbours(k: int) -> list[Pos]:
    """Every position one stone away from (A_k, B_k), on either pile or both, in range."""
    a, b = p_pos(k)
    return [(a + da, b + db) for da in (-1, 0, 1) for db in (-1, 0, 1)
            if (da or db) and 0 <= a + da <= MAX_PILE and 0 <= b + db <= MAX_PILE]


def fibonacci_up_to(limit: int) -> list[int]:
    """F_1 = 1, F_2 = 1, F_3 = 2, ... up to limit (index i at position i)."""
    fib = [0, 1]
    while fib[-1] + fib[-2] <= limit:
        fib.append(fib[-1] + fib[-2])
    return fib


def near_integer_ks(min_index: int = NEAR_INTEGER_MIN_INDEX, limit: int = K_MAX) -> list[int]:
    """Every k <= limit whose Zeckendorf representation uses only F_i with i >= min_index."""
    fib = fibonacci_up_to(limit)
    found = []

    def extend(i: int, total: int) -> None:
        for j in range(i, len(fib)):
            if total + fib[j] > limit:
                break
            found.append(total + fib[j])
            extend(j + 2, total + fib[j])  # Zeckendorf: no two consecutive indices

    extend(min_index, 0)
    return sorted(found)


def random_pos(rng: random.Random, hi: int) -> Pos:
    return rng.randint(0, hi), rng.randint(0, hi)


def tests(rng: random.Random) -> dict[str, list[Pos]]:
    r = rng.randint
    fib_ks = sorted(set(fibonacci_up_to(K_MAX)[1:]))
    largest = range(K_MAX - 499, K_MAX + 1)
    trap_p = both_orders([p_pos(k) for k in TRAPS])
    trap_next = both_orders([(lower(k) + 1, upper(k) + 1) for k in TRAPS])
    near = near_integer_ks()
    hidden = [random_pos(rng, MAX_PILE) for _ in range(1000)] + trap_p + trap_next
    rng.shuffle(hidden)
    edges = [(0, 0), (0, 1), (1, 0), (1, 1), (1, 2), (2, 1), (2, 2), (0, 2), (3, 5), (5, 3),
             (0, MAX_PILE), (MAX_PILE, 0), (MAX_PILE, MAX_PILE), (MAX_PILE - 1, MAX_PILE),
             (MAX_PILE, MAX_PILE - 1), (1, MAX_PILE), (MAX_PILE, 1), (0, 0),
             p_pos(K_MAX), p_pos(K_MAX, True), (lower(K_MAX), MAX_PILE),
             (MAX_PILE, lower(K_MAX)), (lower(K_MAX) + 1, MAX_PILE), (0, 0)]
    equal_or_empty = [(x, x) for x in range(0, 20)] + [(x, x) for x in
                                                      (r(1, MAX_PILE) for _ in range(200))]
    equal_or_empty += both_orders([(0, x) for x in range(1, 20)] + [(0, r(1, MAX_PILE))
                                                                  for _ in range(200)])
    rng.shuffle(equal_or_empty)
    equal_or_empty.append((0, 0))  # and last: a program that stops at 0 0 misses its answer
    max_lines: list[Pos] = trap_p + trap_next + [p_pos(K_MAX)]
    while len(max_lines) < MAX_LINES:
        kind, k = r(0, 2), r(1, K_MAX)
        if kind == 0:
            max_lines.append(p_pos(k, r(0, 1) == 1))
        elif kind == 1:
            max_lines.append(rng.choice(all_neighbours(k)))
        else:
            max_lines.append(random_pos(rng, MAX_PILE))
    rng.shuffle(max_lines)
    return {
        "1_small/01": [(a, b) for a in range(61) for b in range(61)],
        "1_small/02": both_orders([p_pos(k) for k in range(3820)]),  # B_3819 = 9999
        "2_fp_traps/01": trap_p,
        "2_fp_traps/02": trap_next,
        "2_fp_traps/03": hidden,
        "3_near_integer/01": both_orders([p_pos(k) for k in near]),
        "3_near_integer/02": [q for k in near for q in diagonal_neighbours(k)],
        "4_p_positions/01": [p_pos(r(1, K_MAX), r(0, 1) == 1) for _ in range(2000)],
        "4_p_positions/02": [q for k in (r(1, K_MAX) for _ in range(250))
                             for q in all_neighbours(k)],
        "4_p_positions/03": both_orders([p_pos(k) for k in [*fib_ks, *largest]])
                            + [q for k in [*fib_ks, *largest] for q in all_neighbours(k)],
        "5_edges/01": [(0, 0)],
        "5_edges/02": edges,
        "5_edges/03": equal_or_empty,
        "6_random/01": [random_pos(rng, MAX_PILE) for _ in range(2000)],
        "6_random/02": [random_pos(rng, 1000) for _ in range(2000)],
        "6_random/03": [random_pos(rng, 10**5) for _ in range(2000)],
        "7_max/01": max_lines,
    }


def render_input(positions: list[Pos]) -> str:
    return "".join(f"{a} {b}\n" for a, b in positions)


def render_answer(positions: list[Pos]) -> str:
    return "".join("0\n" if is_p_position(a, b) else "1\n" for a, b in positions)


def write_test(path: Path, positions: list[Pos]) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render_input(positions))
    path.with_suffix(".ans").write_text(render_answer(positions))
    return path


def generate(out: Path) -> list[Path]:
    written = [write_test(out / "sample" / "1.in", SAMPLE)]
    for name, positions in tests(random.Random(MASTER_SEED)).items():
        written.append(write_test(out / "secret" / f"{name}.in", positions))
    for group, (points, what) in GROUPS.items():
        (out / "secret" / group / "testdata.yaml").write_text(
            f"# {what}\naccept_score: {points}\ngrader_flags: min\non_reject: continue\n")
    return written


if __name__ == "__main__":
    default = Path(__file__).resolve().parent.parent / "data"
    for p in generate(Path(sys.argv[1]) if len(sys.argv) > 1 else default):
        print(p)
