"""The number games as rules of the "decide, then play" engine (judge.engine.playing; the contract is
in judge.games.plugin): how each writes its positions and moves, what is legal, who wins, and
the opponent's moves. The theory lives in the games' own modules; this is only their table
manners. RULES names every game the engine's problems use.
"""

from __future__ import annotations

import random

from judge.games import bachet, greedy_nim, grundy_game, nim
from judge.games.plugin import BIG, Rules, draw_piles, ints
from judge.games.wythoff_rules import ClassicWythoff, GeneralizedWythoff


class MisereNim(Rules):
    """Position: the piles, written `n p1 ... pn`; a move `i c`: c stones from pile i (1-based).
    Whoever takes the last stone loses."""

    strategies = ("random", "stalling")
    move_format = "i c"

    def parse_position(self, tokens):
        if not tokens or not tokens[0].isdigit():
            raise ValueError("expected `n p1 ... pn`")
        piles = ints(tokens[1:], int(tokens[0]), "the piles")
        if not (1 <= len(piles) <= 1000 and all(p <= BIG for p in piles) and any(piles)):
            raise ValueError(f"1 to 1000 piles in [0, {BIG}], not all empty")
        return tuple(piles)

    def format_position(self, position):
        return " ".join(map(str, (len(position), *position)))

    def draw(self, position):
        return "\n".join([self.format_position(position), *draw_piles(position)])

    def format_move(self, move):
        return f"{move[0]} {move[1]}"

    def move_from(self, values):
        return tuple(values)

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


class Bachet(Rules):
    """One stack. Position (n, p, k1, k2), written `n p k1 k2`: above p a move takes 1..k1
    stones, at or below p 1..k2 (plain Bachet: p = 0, k1 = k; or p >= n, k2 = k). A move: `c`.
    A game lasts up to n moves, so stacks are kept to 10^6."""

    MAX_STACK = 10**6

    strategies = ("random", "stalling")
    move_format = "c"

    def parse_position(self, tokens):
        n, p, k1, k2 = ints(tokens, 4, "`n p k1 k2`")
        if not (1 <= n <= self.MAX_STACK and p <= BIG and 1 <= min(k1, k2)
                and max(k1, k2) <= BIG):
            raise ValueError(f"need 1 <= n <= {self.MAX_STACK}, p <= {BIG}, "
                             f"1 <= k1, k2 <= {BIG}")
        return (n, p, k1, k2)

    def format_position(self, position):
        return " ".join(map(str, position))

    def draw(self, position):
        n, p, k1, k2 = position
        stack = draw_piles((n,), "stack")[0].replace("stack 1", "stack")
        return f"{self.format_position(position)}\n{stack}   (above {p}: take 1 to {k1}; " \
               f"at or below: 1 to {k2})"

    def format_move(self, move):
        return str(move)

    def move_from(self, values):
        return values[0]

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


class MooreNim(Rules):
    """Moore's NIM_k. Position (k, piles), written `k n p1 ... pn`; a move: the piles after it,
    written `n q1 ... qn` (1 to k piles lowered, none raised)."""

    strategies = ("random", "stalling")
    move_format = "n q1 ... qn"
    counted = "pile"  # the piles after the move, n of them

    def parse_position(self, tokens):
        if len(tokens) < 2 or not all(t.isdigit() for t in tokens[:2]):
            raise ValueError("expected `k n p1 ... pn`")
        k, n = int(tokens[0]), int(tokens[1])
        piles = ints(tokens[2:], n, "the piles")
        if not (1 <= k <= 100 and 1 <= n <= 1000 and all(q <= BIG for q in piles)):
            raise ValueError(f"need 1 <= k <= 100, 1 to 1000 piles in [0, {BIG}]")
        return (k, tuple(piles))

    def format_position(self, position):
        k, piles = position
        return " ".join(map(str, (k, len(piles), *piles)))

    def draw(self, position):
        return "\n".join([self.format_position(position), *draw_piles(position[1])])

    def format_move(self, move):
        return " ".join(map(str, (len(move), *move)))

    def move_count(self, position):
        return len(position[1])

    def move_from(self, values):
        return tuple(values)

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


class GrundyGame(Rules):
    """Grundy's game. Position: the heaps, written `n h1 ... hn`; a move `i s`: split heap i
    into s and h_i - s (both non-empty, different). The heaps are kept to the oracle's size."""

    strategies = ("random", "stalling")
    move_format = "i s"

    def parse_position(self, tokens):
        if not tokens or not tokens[0].isdigit():
            raise ValueError("expected `n h1 ... hn`")
        heaps = ints(tokens[1:], int(tokens[0]), "the heaps")
        if not (1 <= len(heaps) <= 100 and all(1 <= h <= grundy_game.MAX_HEAP for h in heaps)):
            raise ValueError(f"1 to 100 heaps of 1 to {grundy_game.MAX_HEAP}")
        return tuple(sorted(heaps))

    def format_position(self, position):
        return " ".join(map(str, (len(position), *position)))

    def draw(self, position):
        return "\n".join([self.format_position(position), *draw_piles(position, "heap")])

    def format_move(self, move):
        return f"{move[0]} {move[1]}"

    def move_from(self, values):
        return tuple(values)

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
         "moore": MooreNim(), "greedy": GreedyNim(), "grundy": GrundyGame(),
         "classic_wythoff": ClassicWythoff()}
