"""`judge analyze` for the board games: which side wins an empty board, in words. Pure: the
CLI parses the arguments and prints the lines. The first word is the side that wins, `first`
(the player who moves first) or `second`; then the reason, and the first player's winning
first move where it has one. Exact for every size it accepts; where only search decides, it
searches up to a size it finishes in seconds, and refuses past it."""

from __future__ import annotations

from functools import reduce
from operator import xor

from judge.games import building_nim, cram, gap_nim, strip

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


def _options_only(game: str, position: list[int]) -> None:
    if position:
        raise BoardRefused(f"{game} takes its board as options (--n, ...), not a position")


def analyze_strip(position: list[int], params) -> list[str]:
    _options_only("strip", position)
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


def analyze_cram(position: list[int], params) -> list[str]:
    _options_only("cram", position)
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


def _gaps_verdict(gaps: list[int], what: str, piece: str) -> str:
    total = reduce(xor, gaps, 0)
    shown = " ".join(map(str, gaps))
    if total == 0:
        return f"second: {what}: the gaps {shown} have XOR 0 (Nim in disguise)"
    return f"first: {what}: the gaps {shown} have XOR {total}: move {piece}"


def analyze_pawns(position: list[int], params) -> list[str]:
    """The text's start with --n columns of --m rows, or the rows w1 b1 ... given."""
    n, m = _need(params.n, "n"), _need(params.m, "m", 2)
    rows = position or [1, m] * n
    lows, highs = rows[0::2], rows[1::2]
    if len(rows) != 2 * n or not all(1 <= w < b <= m for w, b in zip(lows, highs)):
        raise BoardRefused(f"pawns: give 2n = {2 * n} rows w1 b1 ... with 1 <= w < b <= m")
    found = gap_nim.winning_advance(lows, highs, True)
    gaps = gap_nim.gaps(lows, highs)
    if found is None:
        return [_gaps_verdict(gaps, f"{n} x {m}", "") + "; answer a retreat by advancing "
                "the same distance in the same column"]
    i, row = found
    return [_gaps_verdict(gaps, f"{n} x {m}", f"the white pawn of column {i + 1} to row {row}")
            + "; then answer a retreat by advancing the same distance",
            f"first move: {i + 1} {row}"]


def analyze_red_blue(position: list[int], params) -> list[str]:
    """The pieces' points r1 b1 r2 b2 ..., increasing."""
    if not position or len(position) % 2 or position[0] < 1 or \
            any(a >= b for a, b in zip(position, position[1:])):
        raise BoardRefused("red-blue: give the points r1 b1 r2 b2 ... (increasing, >= 1)")
    lows, highs = position[0::2], position[1::2]
    gaps = gap_nim.gaps(lows, highs)
    found = gap_nim.winning_advance(lows, highs, True)
    if found is None:
        return [_gaps_verdict(gaps, f"{len(lows)} pairs", "")]
    i, x = found
    return [_gaps_verdict(gaps, f"{len(lows)} pairs", f"red piece {i + 1} to {x}"),
            f"first move: {i + 1} {x}"]


def analyze_building_nim(position: list[int], params) -> list[str]:
    _options_only("building-nim", position)
    n, p = _need(params.n, "n"), _need(params.p, "p", params.n or 1)
    if n % 2 == 0:
        return [f"second: {n} piles, {p} tokens: the second player pairs the piles and copies "
                "each placement onto the partner pile; the Nim phase then starts from equal "
                "pairs with the first player to move (p even), or from pairs equal but one "
                "that differs by 1 with the second player to move (p odd)"]
    if n > building_nim.MAX_PILES or p > building_nim.MAX_TOKENS:
        raise BoardRefused(f"building-nim: the placement phase is searched up to "
                           f"{building_nim.MAX_PILES} piles and {building_nim.MAX_TOKENS} tokens")
    move = building_nim.winning_move((0,) * n, p)
    if move is None:
        return [f"second: {n} piles, {p} tokens: search of the placements"]
    return [f"first: {n} piles, {p} tokens: search of the placements finds a winning line",
            f"first move: {move[0] + 1} {move[1]}"]


TAKES_POSITION = ("pawns", "red-blue")  # the pawns' rows, the pieces' points

BOARD_ANALYZERS = {"strip": analyze_strip, "cram": analyze_cram, "pawns": analyze_pawns,
                   "red-blue": analyze_red_blue, "building-nim": analyze_building_nim}
