"""Cram (the Romanian text's symmetry example): an n x m board; a move shades two free cells
that share a side (a domino); a player with no move loses. Pure, exact.

The theory:
- A board with both sides even is lost for the first player: the second answers every domino
  by its image under the half turn about the centre. The image is free (the position stays
  symmetric after each answer) and never overlaps the domino (a domino overlapping its image
  would contain the centre, which on an even x even board is a grid point, not inside any
  domino). In fact every centrally symmetric position of such a board is lost for the player
  to move.
- A board with one side even and one odd is won by the first player: the centre is the
  midpoint of the one domino across it (the two central cells); take it, then mirror as
  above (only that domino is its own image). Every centrally symmetric position with those
  two cells shaded is lost for the player to move.
- Odd x odd boards: no symmetry argument (the centre cell is its own image). The seed says
  the first player wins them all ("the second wins iff both sides are even"); exhaustive
  search finds second-player wins among them (3 x 3 and 1 x 5, for two), so they are decided by search.
- The search: a position is a sum of its connected free regions, so it is lost iff the XOR of
  their Grundy values is 0; a region's value is the mex of the values its moves leave,
  memoised on the region's shape up to the 8 symmetries of the square and translation.

Cells are (row, column), 0-based; a position is (n, m, shaded) with shaded a bitmask, bit
r * m + c.
"""

from __future__ import annotations

from functools import lru_cache

Cell = tuple[int, int]
Region = frozenset  # of cells


def dominoes(n: int, m: int, shaded: int):
    """Every legal move: pairs of free cells sharing a side, (r1, c1, r2, c2), the first cell
    above or left of the second."""
    for r in range(n):
        for c in range(m):
            if shaded >> (r * m + c) & 1:
                continue
            if c + 1 < m and not shaded >> (r * m + c + 1) & 1:
                yield (r, c, r, c + 1)
            if r + 1 < n and not shaded >> ((r + 1) * m + c) & 1:
                yield (r, c, r + 1, c)


def pair_masks(n: int, m: int, shaded: int) -> tuple[int, int]:
    """Bitmasks of the cells that start a free horizontal domino (with the cell to their
    right) and a free vertical one (with the cell below): whole-board bit operations."""
    free = ~shaded & ((1 << n * m) - 1)
    not_last = sum(((1 << (m - 1)) - 1) << (r * m) for r in range(n))
    return free & free >> 1 & not_last, free & free >> m


def has_move(n: int, m: int, shaded: int) -> bool:
    across, down = pair_masks(n, m, shaded)
    return bool(across or down)


def moves(n: int, m: int, shaded: int) -> list[tuple[int, int, int, int]]:
    """Every legal domino, (r1, c1, r2, c2), from the bitmasks (fast on big boards)."""
    across, down = pair_masks(n, m, shaded)
    found = []
    for mask, (dr, dc) in ((across, (0, 1)), (down, (1, 0))):
        bits = format(mask, "b")[::-1]
        index = bits.find("1")
        while index >= 0:
            r, c = divmod(index, m)
            found.append((r, c, r + dr, c + dc))
            index = bits.find("1", index + 1)
    return found


def shade(m: int, shaded: int, move) -> int:
    r1, c1, r2, c2 = move
    return shaded | 1 << (r1 * m + c1) | 1 << (r2 * m + c2)


def regions(n: int, m: int, shaded: int) -> list[Region]:
    """The connected free regions with at least two cells (a lone cell holds no move)."""
    seen, found = set(), []
    for r in range(n):
        for c in range(m):
            if (r, c) in seen or shaded >> (r * m + c) & 1:
                continue
            stack, region = [(r, c)], []
            seen.add((r, c))
            while stack:
                cr, cc = stack.pop()
                region.append((cr, cc))
                for nr, nc in ((cr + 1, cc), (cr - 1, cc), (cr, cc + 1), (cr, cc - 1)):
                    if 0 <= nr < n and 0 <= nc < m and (nr, nc) not in seen \
                            and not shaded >> (nr * m + nc) & 1:
                        seen.add((nr, nc))
                        stack.append((nr, nc))
            if len(region) > 1:
                found.append(frozenset(region))
    return found


_SYMMETRIES = (lambda r, c: (r, c), lambda r, c: (r, -c), lambda r, c: (-r, c),
               lambda r, c: (-r, -c), lambda r, c: (c, r), lambda r, c: (c, -r),
               lambda r, c: (-c, r), lambda r, c: (-c, -r))


def canonical(region) -> tuple[Cell, ...]:
    """The region's shape, the same for all its images under the square's symmetries."""
    best = None
    for f in _SYMMETRIES:
        cells = [f(r, c) for r, c in region]
        r0, c0 = min(r for r, _ in cells), min(c for _, c in cells)
        shape = tuple(sorted((r - r0, c - c0) for r, c in cells))
        if best is None or shape < best:
            best = shape
    return best


def _split(cells: frozenset) -> list[frozenset]:
    parts, left = [], set(cells)
    while left:
        start = left.pop()
        stack, part = [start], [start]
        while stack:
            r, c = stack.pop()
            for cell in ((r + 1, c), (r - 1, c), (r, c + 1), (r, c - 1)):
                if cell in left:
                    left.remove(cell)
                    stack.append(cell)
                    part.append(cell)
        if len(part) > 1:
            parts.append(frozenset(part))
    return parts


@lru_cache(maxsize=None)
def _grundy_shape(shape: tuple[Cell, ...]) -> int:
    cells = frozenset(shape)
    seen = set()
    for r, c in shape:
        for other in ((r, c + 1), (r + 1, c)):
            if other in cells:
                total = 0
                for part in _split(cells - {(r, c), other}):
                    total ^= grundy_region(part)
                seen.add(total)
    g = 0
    while g in seen:
        g += 1
    return g


def grundy_region(region) -> int:
    return _grundy_shape(canonical(region))


def value(n: int, m: int, shaded: int = 0) -> int:
    """The Grundy value of a position: search, exponential in the free cells."""
    total = 0
    for region in regions(n, m, shaded):
        total ^= grundy_region(region)
    return total


def winning_move(n: int, m: int, shaded: int = 0):
    """A domino (r1, c1, r2, c2) leaving a lost position, or None: by search."""
    if value(n, m, shaded) == 0:
        return None
    for move in dominoes(n, m, shaded):
        if value(n, m, shade(m, shaded, move)) == 0:
            return move
    raise AssertionError("a non-zero Grundy value without a move to 0")


def image(n: int, m: int, move):
    """A domino's image under the half turn about the board's centre."""
    r1, c1, r2, c2 = move
    return (n - 1 - r2, m - 1 - c2, n - 1 - r1, m - 1 - c1)


def mirrored(n: int, m: int, shaded: int) -> int:
    """The shaded cells' images under the half turn (bit i <-> bit nm-1-i)."""
    size = n * m
    return int(format(shaded, f"0{size}b")[::-1], 2) if size else 0


def central_domino(n: int, m: int):
    """The domino whose midpoint is the centre (n x m with one side even and one odd)."""
    if n % 2 == 0 and m % 2:
        return (n // 2 - 1, m // 2, n // 2, m // 2)
    if m % 2 == 0 and n % 2:
        return (n // 2, m // 2 - 1, n // 2, m // 2)
    return None


def mirror_answer(n: int, m: int, shaded: int):
    """What the mirror strategies prove about a position with a side even: (True, None) if it
    is lost for the player to move, (False, a winning move) if it is won, (None, None) if
    they say nothing. Lost: a symmetric position, with the central domino shaded if there
    is one. Won: the central domino free and the rest symmetric (take it), or one domino
    away from a lost symmetric position, its image free (take the image)."""
    if n % 2 and m % 2:
        return None, None
    image_bits = mirrored(n, m, shaded)
    centre = central_domino(n, m)
    centre_bits = shade(m, 0, centre) if centre else 0
    if image_bits == shaded:
        if shaded & centre_bits == centre_bits:
            return True, None
        return False, centre
    extra = shaded & ~image_bits  # shaded cells whose image is free
    if bin(extra).count("1") == 2 and shaded & centre_bits == centre_bits:
        first = (extra & -extra).bit_length() - 1
        second = extra.bit_length() - 1
        (r1, c1), (r2, c2) = divmod(first, m), divmod(second, m)
        if abs(r1 - r2) + abs(c1 - c2) == 1:
            return False, image(n, m, (r1, c1, r2, c2))
    return None, None


def first_wins_by_symmetry(n: int, m: int) -> bool | None:
    """The mirror strategies' answer for an empty board: None for odd x odd."""
    if n % 2 and m % 2:
        return None
    return bool(n % 2 or m % 2)
