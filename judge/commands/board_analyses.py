"""`judge analyze` for the board games: which side wins an empty board, in words. Pure: the
CLI parses the arguments and prints the lines. The first word is the side that wins, `first`
(the player who moves first) or `second`; then the reason, and the first player's winning
first move where it has one. Exact for every size it accepts; where only search decides, it
searches up to a size it finishes in seconds, and refuses past it."""

from __future__ import annotations

from judge.games import cram, strip

# Odd x odd Cram boards are searched up to this many cells (3 x 7: about 4 s).
CRAM_SEARCH_CELLS = 21


SEED_WRONG = ("the seed's rule, the second player wins iff both sides are even, says the "
              "first player wins here: wrong")


class BoardRefused(ValueError):
    """The parameters are not a board of the game, or too big to decide exactly."""


def _need(value, name: str, low: int = 1) -> int:
    if value is None or value < low:
        raise BoardRefused(f"needs --{name} >= {low}")
    return value


def analyze_strip(params) -> list[str]:
    n, k = _need(params.n, "n"), _need(params.k, "k")
    if (n - k) % 2 == 0:
        if n < k:
            return [f"second: a strip of {n} cells holds no {k} adjacent cells: the first "
                    "player has no move"]
        left = (n - k) // 2 + 1
        return [f"first: n >= k with n - k even: shade the {k} middle cells, {left} to "
                f"{left + k - 1} (two equal halves are left), then answer every move by its "
                "mirror image through the centre", f"first move: {left}"]
    if n > strip.MAX_N:
        raise BoardRefused(f"n and k of different parity are decided by Grundy values, up to "
                           f"n = {strip.MAX_N}")
    cell = strip.winning_move(n, k)
    if cell is None:
        return [f"second: the Grundy value of a strip of {n} cells (moves of {k}) is 0"]
    return [f"first: the Grundy value of a strip of {n} cells (moves of {k}) is "
            f"{strip.grundy(n, k)}: shade {cell + 1} to {cell + k}, leaving Grundy value 0",
            f"first move: {cell + 1}"]


def analyze_cram(params) -> list[str]:
    n, m = _need(params.n, "n"), _need(params.m, "m")
    board = f"{n} x {m}"
    if n % 2 == 0 and m % 2 == 0:
        return [f"second: {board}, both sides even: the second player answers every domino by "
                "its image under the half turn about the centre (never the same cells, "
                "always free)"]
    if n % 2 == 0 or m % 2 == 0:
        r1, c1, r2, c2 = (x + 1 for x in cram.central_domino(n, m))
        return [f"first: {board}, one side even: shade the two central cells, then answer "
                "every domino by its image under the half turn about the centre",
                f"first move: {r1} {c1} {r2} {c2}"]
    if min(n, m) == 1:  # a row of cells is the strip with k = 2: Grundy values, exact
        return _row(max(n, m), n == 1)
    if n * m > CRAM_SEARCH_CELLS:
        raise BoardRefused(f"cram: {board}, both sides odd: no symmetry argument, only search "
                           f"decides, and it is kept to {CRAM_SEARCH_CELLS} cells "
                           f"(this board has {n * m})")
    move = cram.winning_move(n, m)
    if move is None:
        return [f"second: {board}, both sides odd: exhaustive search ({SEED_WRONG})"]
    r1, c1, r2, c2 = (x + 1 for x in move)
    return [f"first: {board}, both sides odd: exhaustive search finds a move to a lost "
            "position", f"first move: {r1} {c1} {r2} {c2}"]


def _row(length: int, across: bool) -> list[str]:
    board = f"1 x {length}" if across else f"{length} x 1"
    if length > strip.MAX_N:
        raise BoardRefused(f"cram: a row of cells is decided by Grundy values up to "
                           f"{strip.MAX_N} cells")
    cell = strip.winning_move(length, 2)
    if cell is None:
        return [f"second: {board} is the strip with dominoes, of Grundy value 0 ({SEED_WRONG})"]
    move = f"1 {cell + 1} 1 {cell + 2}" if across else f"{cell + 1} 1 {cell + 2} 1"
    return [f"first: {board} is the strip with dominoes, of Grundy value "
            f"{strip.grundy(length, 2)}: take cells {cell + 1} and {cell + 2}",
            f"first move: {move}"]


BOARD_ANALYZERS = {"strip": analyze_strip, "cram": analyze_cram}
