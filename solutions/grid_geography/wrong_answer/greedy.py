# Grid geography, a greedy player: it claims the right side (the first player wins iff n*m
# is odd), starts on the corner (1, 1) and then always cuts the neighbour of the last cut
# with the fewest uncut neighbours of its own (Warnsdorff's rule: leave the opponent little
# room). That is no pairing: on most boards it soon leaves the judge a winning position
# (even on a 1 x 8 strip, from the middle, it steps the wrong way). It survives the boards of
# up to 5 x 5 and the 2 x m ones. Expected: wrong answer.
import sys

STEPS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def play(n, m, read, write):
    cut = [[False] * m for _ in range(n)]

    def free_neighbours(r, c):
        return [(r + dr, c + dc) for dr, dc in STEPS
                if 0 <= r + dr < n and 0 <= c + dc < m and not cut[r + dr][c + dc]]

    if n * m % 2:
        write("first")
        r, c = 0, 0
        write("1 1")
        cut[0][0] = True
    else:
        write("second")
        r = c = None
    while r is None or free_neighbours(r, c):
        r, c = (int(x) - 1 for x in read().split())
        cut[r][c] = True
        r, c = min(free_neighbours(r, c), key=lambda cell: len(free_neighbours(*cell)))
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
