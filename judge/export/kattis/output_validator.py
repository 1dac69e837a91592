"""Output validator of a package written by `judge export`: the problem's own interactor or
checker, run under the package format's validator protocol.

Run as `main.py <input> <answer> <feedback_dir>/`, with the program's output on stdin (and,
for an interactive problem, stdout going to the program's stdin). Exit 42: accepted; 43: a
wrong answer, with the reason in <feedback_dir>/judgemessage.txt; anything else (a traceback
on stderr, status 1): the problem's own code failed, a judge error.

Interactive: the interactor plays the whole test through a judge.judging.channel.Channel on fds 0
and 1, exactly as in the judge's own runner; then the program must write nothing more (its
output is read to its end). The judge's idle and grace limits are not applied here: the
contest system's time limits end a program that stalls. Batch: check(input, answer, output).
The judge modules the problem needs are in judge/ beside this file.
"""

from __future__ import annotations

import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from judge.faults import Fault, Violation
from judge.judging.channel import Channel, Transcript, shown  # noqa: E402

SETTINGS = {}  # @SETTINGS@ (written by judge export: module, interactive, output_limit)

# No deadline of our own: the contest system's wall-time limit stops a silent program (a
# deadline here would end the test first, as a wrong answer). Within poll()'s range.
NO_LIMIT_S = 10**6
# The judge's verdict for a fault, kept in the message: the package format has only WA.
_KIND = {Fault.MALFORMED: "presentation error", Fault.OUTPUT_LIMIT: "output limit exceeded"}


class Context:
    """What an interactor gets: the fields of judge.judging.interactive.Context (a plain class here:
    dataclasses and pathlib take longer to import than a small test takes to check)."""

    def __init__(self, ch: Channel, input: str, seed: int | None = None, moves: int = 0):
        self.ch, self.input, self.seed, self.moves = ch, input, seed, moves
        self.observer = None  # nobody watches a contest system's run


def _read(path: str) -> str:
    with open(path) as f:
        return f.read()


def interactive(module, input_path: str) -> None:
    ch = Channel(0, 1, Transcript(keep_all=False), idle_s=NO_LIMIT_S,
                 wall_deadline=time.monotonic() + NO_LIMIT_S,
                 output_limit=SETTINGS["output_limit"])
    module.interact(Context(ch, _read(input_path)))
    rest = ch.read_rest(NO_LIMIT_S)
    if rest.strip():
        first = rest.strip().splitlines()[0].decode("ascii", "backslashreplace")
        raise Violation(Fault.WRONG, f"output after the end of the test: {shown(first)}")


def batch(module, input_path: str, answer_path: str) -> None:
    output = sys.stdin.buffer.read().decode("utf-8", "replace")
    from pathlib import Path  # what check() gets, as in the judge's own runner
    module.check(Path(input_path), _read(answer_path), output)


def main(argv: list[str]) -> int:
    if len(argv) < 4:
        print(f"usage: {argv[0]} input answer feedback_dir [flags]", file=sys.stderr)
        return 1
    input_path, answer_path, feedback_dir = argv[1:4]
    sys.stdout = sys.stderr  # fd 1 carries the protocol only
    module = __import__(SETTINGS["module"])
    try:
        if SETTINGS["interactive"]:
            interactive(module, input_path)
        else:
            batch(module, input_path, answer_path)
    except Violation as violation:
        kind = _KIND.get(violation.fault, "wrong answer")
        with open(os.path.join(feedback_dir, "judgemessage.txt"), "w") as f:
            f.write(f"{kind}: {violation.message}\n")
        return 43
    return 42


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv))
    except SystemExit:
        raise
    except BaseException:
        import traceback
        traceback.print_exc()
        sys.exit(1)
