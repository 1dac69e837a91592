"""`judge analyze`: what a position of one of the number games is, in words. Pure: the CLI
parses the arguments and prints the lines; every game answers P or N, and for N every winning
move or one of them."""

from __future__ import annotations

from dataclasses import dataclass

from judge.commands.analyses_geography import GEOGRAPHY_ANALYZERS
from judge.commands.board_analyses import BOARD_ANALYZERS, TAKES_POSITION, BoardRefused
from judge.games import bachet, greedy_nim, grundy_game, gwythoff, nim


class BadPosition(ValueError):
    """The position or the parameters do not describe a position of the game."""


@dataclass(frozen=True)
class Params:
    a: int = 1  # generalized Wythoff
    k: int | None = None  # Bachet's most per move, Moore's piles per move (1 if not given);
    # the strip's cells per move (no default: it must be given)
    p: int | None = None  # Bachet's threshold
    k1: int | None = None  # Bachet: most per move above the threshold ...
    k2: int | None = None  # ... and at or below it
    n: int | None = None  # the board games: rows, cells, ...
    m: int | None = None  # ... and columns


def analyze(game: str, position: list[int], params: Params) -> list[str]:
    if game in BOARDS:
        if position and game not in TAKES_POSITION:
            raise BadPosition(f"{game} takes its board as options (--n, ...), not a position")
        try:
            return BOARDS[game](position, params) if game in BOARD_ANALYZERS else \
                BOARDS[game](params)
        except BoardRefused as err:
            raise BadPosition(f"{game}: {err}" if not str(err).startswith(game) else str(err))
    if not position:
        raise BadPosition(f"{game} needs a position (the pile sizes)")
    if any(x < 0 for x in position):
        raise BadPosition("pile sizes must be >= 0")
    return ANALYZERS[game](position, params)


def _wythoff(position: list[int], params: Params) -> list[str]:
    if params.a < 1 or len(position) != 2:
        raise BadPosition("wythoff needs --a >= 1 and two pile sizes")
    x, y = position
    moves = gwythoff.winning_moves(params.a, x, y)
    if not moves:
        return [f"({x}, {y}): P, the player to move loses (a = {params.a})"]
    return [f"({x}, {y}): N, the player to move wins (a = {params.a}); winning moves, as "
            "stones taken from the first and the second pile:"] + [
        f"  {t.first} {t.second}  -> ({x - t.first}, {y - t.second})" for t in moves]


def _bachet(position: list[int], params: Params) -> list[str]:
    if len(position) != 1:
        raise BadPosition("bachet needs one stack size")
    n, k = position[0], _k(params)
    if params.p is None:
        if k < 1:
            raise BadPosition("bachet needs --k >= 1")
        take = bachet.winning_take(n, k)
        rule = f"take 1..{k}"
    else:
        if params.k1 is None or params.k2 is None or min(params.k1, params.k2) < 1:
            raise BadPosition("bachet with --p needs --k1 >= 1 and --k2 >= 1")
        take = bachet.winning_take_threshold(n, params.p, params.k1, params.k2)
        rule = f"take 1..{params.k1} above {params.p}, 1..{params.k2} at or below"
    if take is None:
        return [f"{n}: P, the player to move loses ({rule})"]
    return [f"{n}: N, the player to move wins ({rule}): take {take}  -> {n - take}"]


def _nim_like(misere: bool):
    def run(position: list[int], params: Params) -> list[str]:
        name = "misère NIM" if misere else "NIM"
        shown = " ".join(map(str, position))
        move = nim.winning_move(position, misere)
        lose = nim.is_p_misere(position) if misere else nim.is_p(position)
        if lose or move is None:
            who = "loses" if lose else "has already won"
            return [f"{shown}: {'P' if lose else 'N'}, the player to move {who} ({name})"]
        i, size = move
        after = list(position)
        after[i] = size
        return [f"{shown}: N, the player to move wins ({name}): pile {i + 1} from "
                f"{position[i]} to {size}  -> {' '.join(map(str, after))}"]
    return run


def _k(params: Params) -> int:
    return 1 if params.k is None else params.k


def _moore(position: list[int], params: Params) -> list[str]:
    shown, k = " ".join(map(str, position)), _k(params)
    if k < 1:
        raise BadPosition("moore needs --k >= 1")
    after = nim.winning_move_moore(position, k)
    if after is None:
        return [f"{shown}: P, the player to move loses (NIM_{k})"]
    return [f"{shown}: N, the player to move wins (NIM_{k}): leave "
            f"{' '.join(map(str, after))}"]


def _greedy(position: list[int], params: Params) -> list[str]:
    shown = " ".join(map(str, position))
    move = greedy_nim.winning_move(position)
    if move is None:
        return [f"{shown}: P, the player to move loses (greedy NIM)"]
    i, size = move
    return [f"{shown}: N, the player to move wins (greedy NIM): pile {i + 1} from "
            f"{position[i]} to {size}"]


def _grundy(position: list[int], params: Params) -> list[str]:
    shown = " ".join(map(str, position))
    if any(not 0 <= h <= grundy_game.MAX_HEAP for h in position):
        raise BadPosition(f"Grundy's game: heaps of 0 to {grundy_game.MAX_HEAP}")
    move = grundy_game.winning_move(position)
    if move is None:
        return [f"{shown}: P, the player to move loses (Grundy's game)"]
    i, part = move
    return [f"{shown}: N, the player to move wins (Grundy's game): split heap {i + 1} "
            f"({position[i]}) into {part} and {position[i] - part}"]


ANALYZERS = {"wythoff": _wythoff, "bachet": _bachet, "nim": _nim_like(False),
             "misere": _nim_like(True), "moore": _moore, "greedy": _greedy, "grundy": _grundy,
             **BOARD_ANALYZERS, **GEOGRAPHY_ANALYZERS}
BOARDS = {**BOARD_ANALYZERS, **GEOGRAPHY_ANALYZERS}  # a board from options (and TAKES_POSITION)
