"""Geography's oracle per move on big boards: a whole game as the engine plays it, timed move by
move on the judge's side.

Usage: python3 bench/geography_oracle.py [--boards grid:200x200,knight:200x200,...]
                                         [--strategies stalling,random,centre,walk] [--seed N]

The program's side is the accepted strategy (one maximum matching of the whole board, always
answering with the partner of the last cut), computed outside the timing. The judge's side is
what judge.engine.playing does per move, with the rules of judge.games.geography_rules:
for the program's move, illegal_reason, apply, is_p (the oracle) and is_over; for its own,
the opponent's move (a winning move if any, else its strategy), apply and is_over. Printed per
game: the moves, the median and the 90th percentile of the judge's time per move, the slowest
move, the whole game's time on the judge's side (the tracker's set-up included), and the
load average (other work on the machine slows every figure).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import time

from judge.games import geography
from judge.games.geography_graphs import maximum_matching
from judge.games.geography_rules import GEOGRAPHY_RULES


def play(kind: str, n: int, m: int, strategy: str, seed: int) -> dict:
    rules = GEOGRAPHY_RULES[f"{kind}_geography"]
    clock = time.perf_counter
    t0 = clock()
    start = rules.parse_position([str(n)] if kind == "knight" else [str(n), str(m)])
    program_first = not rules.is_p(start)
    setup = clock() - t0
    mate = maximum_matching(start.board)  # the program's matching (cached: no cost here)
    free = [v for v, w in enumerate(mate) if w < 0]
    rng = random.Random(f"{seed}/1")
    times, position, last = [], start, None
    program_turn = program_first
    while True:
        if program_turn:
            vertex = free[0] if last is None else mate[last]
            move = (vertex // m + 1, vertex % m + 1)
            t = clock()
            assert rules.illegal_reason(position, move) is None
            position = rules.apply(position, move)
            assert rules.is_p(position)
            over = rules.is_over(position)
        else:
            t = clock()
            move = rules.opponent_move(position, strategy, rng)
            position = rules.apply(position, move)
            over = rules.is_over(position)
        times.append(clock() - t)
        last = (move[0] - 1) * m + move[1] - 1
        if over:
            break
        program_turn = not program_turn
    assert program_turn, "the program must make the last move"
    ms = sorted(x * 1000 for x in times)
    return {"moves": len(ms), "median": statistics.median(ms),
            "p90": ms[int(0.9 * (len(ms) - 1))], "max": ms[-1],
            "total": setup + sum(times), "setup": setup}


def random_walk(kind: str, n: int, m: int, seed: int) -> dict:
    """Both sides random (not a judged game: the program would be WA at its first slip), the
    oracle asked at every position: positions with free cells of both colours, where the
    search cannot be skipped."""
    rules = GEOGRAPHY_RULES[f"{kind}_geography"]
    rng, clock = random.Random(seed), time.perf_counter
    position = rules.parse_position([str(n)] if kind == "knight" else [str(n), str(m)])
    rules.is_p(position)
    times = []
    while not rules.is_over(position):
        move = rng.choice(geography.moves(position))
        t = clock()
        position = geography.play(position, move)
        rules.is_p(position)
        times.append(clock() - t)
    ms = sorted(x * 1000 for x in times)
    return {"moves": len(ms), "median": statistics.median(ms),
            "p90": ms[int(0.9 * (len(ms) - 1))], "max": ms[-1], "total": sum(times),
            "setup": 0.0}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--boards", default="grid:200x200,knight:200x200,grid:199x199,"
                                            "knight:199x199")
    parser.add_argument("--strategies", default="stalling,random,centre,walk",
                        help="the judge's opponents; `walk`: both sides random, the oracle "
                             "asked at every position (no judged game)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print(f"{'board':>16} {'opponent':>9} {'moves':>6} {'median ms':>9} {'p90 ms':>7} "
          f"{'max ms':>7} {'game s':>7} {'setup s':>7}")
    for spec in args.boards.split(","):
        kind, size = spec.split(":")
        n, m = map(int, size.split("x"))
        for strategy in args.strategies.split(","):
            r = random_walk(kind, n, m, args.seed) if strategy == "walk" else \
                play(kind, n, m, strategy, args.seed)
            print(f"{kind + ' ' + size:>16} {strategy:>9} {r['moves']:>6} {r['median']:>9.4f} "
                  f"{r['p90']:>7.4f} {r['max']:>7.2f} {r['total']:>7.3f} {r['setup']:>7.3f}",
                  flush=True)
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
