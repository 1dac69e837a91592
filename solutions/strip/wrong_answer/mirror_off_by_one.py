# The strip game, the text's symmetry strategy: with n >= k (n, k of equal parity) the first
# player shades the k middle cells, which leaves two equal halves, and answers every move by
# its mirror image through the centre (cells i..i+k-1 -> n-k+2-i..n+1-i): the mirror cells
# are free, since the board stays symmetric after each answer. With n < k nobody can move:
# the second player wins at once. Here the mirror is off by one (n - k + 1 - i, not
# n - k + 2 - i): it shades cells that are taken, or off the strip. Expected: wrong answer.
import sys


def playable(free, k):
    run = 0
    for cell in free:
        run = run + 1 if cell else 0
        if run >= k:
            return True
    return False


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        n, k = map(int, read().split())
        if n < k:
            print("second", flush=True)
            continue
        print("first", flush=True)
        free = [True] * (n + 2)
        free[0] = free[n + 1] = False

        def shade(i):
            for cell in range(i, i + k):
                free[cell] = False

        move = (n - k) // 2 + 1
        while True:
            shade(move)
            print(move, flush=True)
            if not playable(free, k):
                break
            theirs = int(read())
            shade(theirs)
            move = n - k + 1 - theirs  # off by one: the mirror of cell i is taken as n - k + 1 - i


main()
