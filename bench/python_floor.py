"""Where a round of a long interactive game goes, in four figures measured in one run:

  C ping-pong     bench/pingpong.c, two C processes exchanging lines, pinned to one CPU
  Python floor    a Python loop that writes a line to `cat` and reads it back (os.write, poll,
                  os.read: what the judge's channel does on its hot path, nothing more), pinned
  channel         the same through the judge's Channel (write_line, read_line: the deadline,
                  the buffer, the transcript), pinned
  engine          the engine's game loop (judge.engine.playing._play with TZIANSITZI's dialect
                  and rules, the stalling opponent of the 100,006-round test) with no I/O at all:
                  the program's lines come from a list, the judge's go to the transcript only

The long test's own time is about channel + engine (bench/long_game.py measures it against the
C ping-pong): the floor is what any judge in Python pays, the rest is the judge's own work.

Usage: python3 bench/python_floor.py [ROUNDS] [REPEATS]     (default 100006, 5)
"""

from __future__ import annotations

import os
import random
import select
import statistics
import subprocess
import sys
import tempfile
import time
import types
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from judge.judging.channel import Transcript  # noqa: E402


def python_rounds(rounds: int, cpu: int) -> float:
    os.sched_setaffinity(0, {cpu})
    child = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))
    w, r = child.stdin.fileno(), child.stdout.fileno()
    poll = select.poll()
    poll.register(r, select.POLLIN)
    line = b"12345 67890\n"
    started = time.perf_counter()
    for _ in range(rounds):
        os.write(w, line)
        poll.poll(1000)
        os.read(r, 65536)
    took = time.perf_counter() - started
    child.stdin.close()
    child.wait()
    return took


def channel_rounds(rounds: int, cpu: int) -> float:
    from judge.judging.channel import Channel, Transcript
    os.sched_setaffinity(0, {cpu})
    child = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                             preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))
    ch = Channel(child.stdout.fileno(), child.stdin.fileno(), Transcript(False), idle_s=10,
                 wall_deadline=time.monotonic() + 3600, output_limit=1 << 40,
                 cpu_clock=time.process_time)  # the judge reads the program's CPU clock too
    started = time.perf_counter()
    for _ in range(rounds):
        ch.write_line("12345 67890")
        ch.read_line("a line")
    took = time.perf_counter() - started
    child.stdin.close()
    child.wait()
    return took


class _Lines:
    """A channel whose program is a list of lines: the engine's work with no I/O."""

    def __init__(self, lines):
        following = iter(lines).__next__
        self.read_line = lambda expecting: following()
        self.write_line = Transcript(False).lines.append


def _long_game():
    """The 100,006-round test's game, played by the winning strategy: its start, the
    program's lines, and the number of rounds."""
    from judge.games import wythoff
    from judge.games.wythoff_rules import ClassicWythoff
    start = (162012, 262017)
    rules, reply = ClassicWythoff(), ClassicWythoff().opponent("stalling", random.Random(1))
    position, lines = start, []
    while True:
        move = wythoff.winning_move(*position)
        lines.append(f"{move.pile} {move.count}")
        position = rules.apply(position, move)
        if rules.is_over(position):
            return start, lines
        position = rules.apply(position, reply(position))


def engine_rounds(game) -> float:
    from judge.engine.playing import _play
    from judge.engine.protocol_tziansitzi import Tziansitzi
    from judge.games.wythoff_rules import ClassicWythoff
    start, lines = game
    rules = ClassicWythoff()
    talk = Tziansitzi(_Lines(lines), rules)
    ctx = types.SimpleNamespace(moves=0, observer=None)  # nobody watching, as in a judging
    started = time.perf_counter()
    _play(ctx, rules, talk, "game 1 of 1", start,
          rules.opponent("stalling", random.Random(1)), True)  # the program moves first
    took = time.perf_counter() - started
    assert ctx.moves == len(lines), "the engine did not play the whole game"
    return took


def main(rounds: int, repeats: int) -> None:
    cpu = min(os.sched_getaffinity(0))
    build = Path(tempfile.mkdtemp(prefix="bench-"))
    pingpong = build / "pingpong"
    subprocess.run(["gcc", "-O2", "-o", pingpong, ROOT / "bench/pingpong.c"], check=True)
    game = _long_game()
    py, c, chan, eng = [], [], [], []
    for _ in range(repeats):
        py.append(python_rounds(rounds, cpu))
        chan.append(channel_rounds(rounds, cpu))
        eng.append(engine_rounds(game) * rounds / len(game[1]))
        started = time.perf_counter()
        subprocess.run([str(pingpong), str(rounds)], stdout=subprocess.DEVNULL, check=True,
                       preexec_fn=lambda: os.sched_setaffinity(0, {cpu}))
        c.append(time.perf_counter() - started)
    p, q, h, e = (statistics.median(x) for x in (py, c, chan, eng))
    print(f"load average {os.getloadavg()[0]:.2f}; {rounds} rounds, {repeats} runs, medians")
    print(f"C ping-pong, one CPU:   {q:.3f} s ({q / rounds * 1e6:.1f} us per round)")
    print(f"Python write/poll/read: {p:.3f} s ({p / rounds * 1e6:.1f} us per round)  "
          f"{p / q:.2f}x the C ping-pong")
    print(f"the judge's Channel:    {h:.3f} s ({h / rounds * 1e6:.1f} us per round)  "
          f"{h / q:.2f}x; {(h - p) / rounds * 1e6:.1f} us a round over the floor")
    print(f"the engine, no I/O:     {e:.3f} s ({e / rounds * 1e6:.1f} us per round)  "
          f"(the game loop, the dialect's parsing, the rules, the opponent)")
    print(f"channel + engine:       {h + e:.3f} s  {(h + e) / q:.2f}x the C ping-pong")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 100006,
         int(sys.argv[2]) if len(sys.argv) > 2 else 5)
