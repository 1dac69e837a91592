# Grid geography, the pairing strategy of the Romanian text: tile the board with dominoes (a
# perfect matching when n*m is even; when both sides are odd, every cell but the corner
# (1, 1)), and always cut the other half of the domino the opponent just cut. With a perfect
# matching the second player wins that way; without, the first player cuts the lone corner
# first. The other half is never cut already: the cells cut so far are whole dominoes (and the
# corner), and a cut outside any domino would close an augmenting path, so cannot happen.
# O(1) per move. Expected: accepted.
import sys


def partner(n, m, r, c):
    """The other half of (r, c)'s domino (0-based), None for the lone corner."""
    if m % 2 == 0:
        return r, c ^ 1
    if n % 2 == 0:
        return r ^ 1, c
    if c == 0:  # the first column pairs (1, 2), (3, 4), ...; (0, 0) is left alone
        return (None if r == 0 else (r + 1 if r % 2 else r - 1, 0))
    return r, (c + 1 if c % 2 else c - 1)  # the other columns pair (1, 2), (3, 4), ...


def play(n, m, read, write):
    cut = [[False] * m for _ in range(n)]
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1))

    def has_move(r, c):
        return any(0 <= r + dr < n and 0 <= c + dc < m and not cut[r + dr][c + dc]
                   for dr, dc in steps)

    if n * m % 2:
        write("first")
        r, c = 0, 0
        write(f"{r + 1} {c + 1}")
        cut[r][c] = True
    else:
        write("second")
        r = c = None
    while r is None or has_move(r, c):
        r, c = (int(x) - 1 for x in read().split())
        cut[r][c] = True
        r, c = partner(n, m, r, c)
        write(f"{r + 1} {c + 1}")
        cut[r][c] = True


def main():
    read = sys.stdin.readline

    def write(line):
        sys.stdout.write(line + "\n")
        sys.stdout.flush()

    for _ in range(int(read())):
        n, m = map(int, read().split())
        play(n, m, read, write)


main()
