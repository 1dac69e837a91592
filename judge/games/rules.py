"""The number games as plug-ins of the "decide, then play" protocol (judge.playing): how
each writes its positions and moves, reads a move through the channel, and plays the judge's
side. The theory itself lives in the games' own modules; this is only their table manners.

Every Rules object has: strategies (the opponent's), parse_position(tokens) (test data),
format_position, format_move, read_move(ch, position, where), illegal_reason, apply, is_p
(the player to move loses), is_over (no legal move), winning_move (None if none),
opponent_move(position, strategy, rng).
"""

from __future__ import annotations

import random

from judge.channel import Fault, Violation, parse_int, shown, split_tokens
from judge.games import bachet, greedy_nim, grundy_game, gwythoff, nim

BIG = 10**18  # the largest pile any of these problems uses
ANY = 10**19  # what a move's number may be, to be called illegal rather than malformed


def _ints(tokens: list[str], count: int, what: str) -> list[int]:
    if len(tokens) != count or not all(t.isdigit() for t in tokens):
        raise ValueError(f"expected {count} non-negative integers for {what}")
    return [int(t) for t in tokens]


def _read_two(ch, where: str, first: str, second: str) -> tuple[int, int]:
    """A move line of two integers `first second`. Any integer is read (one out of the game's
    range is an illegal move, WA, said by illegal_reason); anything else is malformed, PE."""
    a, b = ch.read_tokens(2, f"{where}: a move `{first} {second}`")
    return (parse_int(a, -ANY, ANY, f"{where}: {first}"),
            parse_int(b, -ANY, ANY, f"{where}: {second}"))


class GeneralizedWythoff:
    """Position (a, x, y), written `a x y`; a move `k l`: k stones from the first pile, l from
    the second."""

    strategies = ("random", "single", "diagonal", "stalling")

    def parse_position(self, tokens):
        a, x, y = _ints(tokens, 3, "`a x y`")
        if not (1 <= a <= 10**6 and 0 <= min(x, y) and max(x, y) <= BIG):
            raise ValueError(f"need 1 <= a <= 10^6 and piles in [0, {BIG}]")
        return (a, x, y)

    def format_position(self, position):
        return " ".join(map(str, position))

    def format_move(self, move):
        return f"{move[0]} {move[1]}"

    def read_move(self, ch, position, where):
        return gwythoff.Take(*_read_two(ch, where, "k", "l"))

    def illegal_reason(self, position, move):
        return gwythoff.illegal_reason(*position, move)

    def apply(self, position, move):
        a, x, y = position
        return (a, x - move[0], y - move[1])

    def is_p(self, position):
        return gwythoff.is_p_position(*position)

    def is_over(self, position):
        return position[1] == position[2] == 0

    def winning_move(self, position):
        return gwythoff.winning_move(*position)

    def opponent_move(self, position, strategy, rng: random.Random):
        a, x, y = position
        if strategy == "stalling":  # one stone from the larger pile: the longest games
            return gwythoff.Take(1, 0) if x >= y else gwythoff.Take(0, 1)
        single = strategy == "single" or (strategy == "random" and rng.random() < 0.5)
        if single or min(x, y) == 0:
            if (rng.random() < 0.5 and x) or not y:
                return gwythoff.Take(rng.randint(1, x), 0)
            return gwythoff.Take(0, rng.randint(1, y))
        k = rng.randint(1, min(x, y))
        l = min(y, max(1, k + rng.randint(-(a - 1), a - 1)))  # |k - l| < a, within the piles
        return gwythoff.Take(k, l)


class MisereNim:
    """Position: the piles, written `n p1 ... pn`; a move `i c`: c stones from pile i (1-based).
    Whoever takes the last stone loses."""

    strategies = ("random", "stalling")

    def parse_position(self, tokens):
        if not tokens or not tokens[0].isdigit():
            raise ValueError("expected `n p1 ... pn`")
        piles = _ints(tokens[1:], int(tokens[0]), "the piles")
        if not (1 <= len(piles) <= 1000 and all(p <= BIG for p in piles) and any(piles)):
            raise ValueError(f"1 to 1000 piles in [0, {BIG}], not all empty")
        return tuple(piles)

    def format_position(self, position):
        return " ".join(map(str, (len(position), *position)))

    def format_move(self, move):
        return f"{move[0]} {move[1]}"

    def read_move(self, ch, position, where):
        return _read_two(ch, where, "i", "c")

    def illegal_reason(self, position, move):
        i, c = move
        if not 1 <= i <= len(position):
            return f"there is no pile {i} (piles 1 to {len(position)})"
        if c < 1:
            return f"must take at least 1 stone, not {c}"
        if c > position[i - 1]:
            return f"pile {i} has only {position[i - 1]}"
        return None

    def apply(self, position, move):
        i, c = move
        return position[:i - 1] + (position[i - 1] - c,) + position[i:]

    def is_p(self, position):
        return nim.is_p_misere(position)

    def is_over(self, position):
        return not any(position)

    def winning_move(self, position):
        found = nim.winning_move(position, misere=True)
        return None if found is None else (found[0] + 1, position[found[0]] - found[1])

    def opponent_move(self, position, strategy, rng: random.Random):
        heaps = [i for i, p in enumerate(position) if p]
        i = rng.choice(heaps) if strategy == "random" else max(heaps, key=lambda j: position[j])
        count = 1 if strategy == "stalling" else rng.randint(1, position[i])
        return (i + 1, count)


class Bachet:
    """One stack. Position (n, p, k1, k2), written `n p k1 k2`: above p a move takes 1..k1
    stones, at or below p 1..k2 (plain Bachet: p = 0, k1 = k; or p >= n, k2 = k). A move: `c`.
    A game lasts up to n moves, so stacks are kept to 10^6."""

    MAX_STACK = 10**6

    strategies = ("random", "stalling")

    def parse_position(self, tokens):
        n, p, k1, k2 = _ints(tokens, 4, "`n p k1 k2`")
        if not (1 <= n <= self.MAX_STACK and p <= BIG and 1 <= min(k1, k2)
                and max(k1, k2) <= BIG):
            raise ValueError(f"need 1 <= n <= {self.MAX_STACK}, p <= {BIG}, "
                             f"1 <= k1, k2 <= {BIG}")
        return (n, p, k1, k2)

    def format_position(self, position):
        return " ".join(map(str, position))

    def format_move(self, move):
        return str(move)

    def read_move(self, ch, position, where):
        return parse_int(ch.read_token(f"{where}: a move `c`"), -ANY, ANY, f"{where}: c")

    def illegal_reason(self, position, move):
        most = bachet.max_take(*position)
        if not 1 <= move <= most:
            return f"must take 1 to {most} stones from {position[0]}, not {move}"
        return None

    def apply(self, position, move):
        return (position[0] - move, *position[1:])

    def is_p(self, position):
        return bachet.is_p_threshold(*position)

    def is_over(self, position):
        return position[0] == 0

    def winning_move(self, position):
        return bachet.winning_take_threshold(*position)

    def opponent_move(self, position, strategy, rng: random.Random):
        most = bachet.max_take(*position)
        return 1 if strategy == "stalling" else rng.randint(1, most)


class MooreNim:
    """Moore's NIM_k. Position (k, piles), written `k n p1 ... pn`; a move: the piles after it,
    written `n q1 ... qn` (1 to k piles lowered, none raised)."""

    strategies = ("random", "stalling")

    def parse_position(self, tokens):
        if len(tokens) < 2 or not all(t.isdigit() for t in tokens[:2]):
            raise ValueError("expected `k n p1 ... pn`")
        k, n = int(tokens[0]), int(tokens[1])
        piles = _ints(tokens[2:], n, "the piles")
        if not (1 <= k <= 100 and 1 <= n <= 1000 and all(q <= BIG for q in piles)):
            raise ValueError(f"need 1 <= k <= 100, 1 to 1000 piles in [0, {BIG}]")
        return (k, tuple(piles))

    def format_position(self, position):
        k, piles = position
        return " ".join(map(str, (k, len(piles), *piles)))

    def format_move(self, move):
        return " ".join(map(str, (len(move), *move)))

    def read_move(self, ch, position, where):
        line = ch.read_line(f"{where}: a move `n q1 ... qn`")
        tokens = split_tokens(line, where)
        n = len(position[1])
        if len(tokens) != n + 1 or tokens[0] != str(n):
            raise Violation(Fault.MALFORMED,
                            f"{where}: expected `n q1 ... qn` with n = {n}, got {shown(line)}")
        values = [parse_int(t, -ANY, ANY, f"{where}: pile") for t in tokens]
        return tuple(values[1:])

    def illegal_reason(self, position, move):
        k, piles = position
        if any(q < 0 for q in move):
            return "a pile cannot go below 0"
        raised = [i + 1 for i, (p, q) in enumerate(zip(piles, move)) if q > p]
        if raised:
            return f"pile {raised[0]} grew"
        lowered = sum(1 for p, q in zip(piles, move) if q < p)
        if not 1 <= lowered <= k:
            return f"must lower 1 to {k} piles, not {lowered}"
        return None

    def apply(self, position, move):
        return (position[0], tuple(move))

    def is_p(self, position):
        return nim.is_p_moore(position[1], position[0])

    def is_over(self, position):
        return not any(position[1])

    def winning_move(self, position):
        return nim.winning_move_moore(position[1], position[0])

    def opponent_move(self, position, strategy, rng: random.Random):
        k, piles = position
        heaps = [i for i, q in enumerate(piles) if q]
        chosen = [max(heaps, key=lambda i: piles[i])] if strategy == "stalling" else \
            rng.sample(heaps, rng.randint(1, min(k, len(heaps))))
        after = list(piles)
        for i in chosen:
            after[i] -= 1 if strategy == "stalling" else rng.randint(1, piles[i])
        return tuple(after)


class GreedyNim(MisereNim):
    """Greedy NIM: like NIM (`n p1 ... pn`, moves `i c`), but only from a largest pile; whoever
    takes the last stone wins."""

    def illegal_reason(self, position, move):
        reason = super().illegal_reason(position, move)
        if reason is None and position[move[0] - 1] != max(position):
            return f"pile {move[0]} is not a largest pile ({max(position)} stones)"
        return reason

    def is_p(self, position):
        return greedy_nim.is_p(position)

    def winning_move(self, position):
        found = greedy_nim.winning_move(position)
        return None if found is None else (found[0] + 1, position[found[0]] - found[1])

    def opponent_move(self, position, strategy, rng: random.Random):
        i = position.index(max(position))
        count = 1 if strategy == "stalling" else rng.randint(1, position[i])
        return (i + 1, count)


class GrundyGame:
    """Grundy's game. Position: the heaps, written `n h1 ... hn`; a move `i s`: split heap i
    into s and h_i - s (both non-empty, different). The heaps are kept to the oracle's size."""

    strategies = ("random", "stalling")

    def parse_position(self, tokens):
        if not tokens or not tokens[0].isdigit():
            raise ValueError("expected `n h1 ... hn`")
        heaps = _ints(tokens[1:], int(tokens[0]), "the heaps")
        if not (1 <= len(heaps) <= 100 and all(1 <= h <= grundy_game.MAX_HEAP for h in heaps)):
            raise ValueError(f"1 to 100 heaps of 1 to {grundy_game.MAX_HEAP}")
        return tuple(sorted(heaps))

    def format_position(self, position):
        return " ".join(map(str, (len(position), *position)))

    def format_move(self, move):
        return f"{move[0]} {move[1]}"

    def read_move(self, ch, position, where):
        return _read_two(ch, where, "i", "s")

    def illegal_reason(self, position, move):
        i, part = move
        if not 1 <= i <= len(position):
            return f"there is no heap {i} (heaps 1 to {len(position)})"
        h = position[i - 1]
        if not (1 <= part < h and 2 * part != h):
            return f"heap {i} ({h}) cannot be split into {part} and {h - part}"
        return None

    def apply(self, position, move):
        i, part = move
        h = position[i - 1]
        return tuple(sorted(position[:i - 1] + position[i:] + (part, h - part)))

    def is_p(self, position):
        return grundy_game.is_p(position)

    def is_over(self, position):
        return all(h <= 2 for h in position)

    def winning_move(self, position):
        found = grundy_game.winning_move(position)
        return None if found is None else (found[0] + 1, found[1])

    def opponent_move(self, position, strategy, rng: random.Random):
        splittable = [i for i, h in enumerate(position) if h > 2]
        i = rng.choice(splittable) if strategy == "random" else splittable[-1]
        h = position[i]
        part = rng.randint(1, (h - 1) // 2) if strategy == "random" else 1
        return (i + 1, part)


RULES = {"wythoff": GeneralizedWythoff(), "misere": MisereNim(), "bachet": Bachet(),
         "moore": MooreNim(), "greedy": GreedyNim(), "grundy": GrundyGame()}
