# The closed form of the Romanian text ("Jocuri combinatoriale", Exemplul 2), as it states it:
# "Let w be the largest natural number <= p with w % (k2+1) == 0: whoever first has to take
# from a stack of w coins loses. So that Y is forced to take from w coins, X must leave w
# coins in the stack: X must win a stack of n - w coins from which at most k1 can be taken
# at each step" -- Bachet's game (Exemplul 1): X wins iff (n - w) % (k1 + 1) != 0, taking
# (n - w) % (k1 + 1). (The text goes on "which is possible only if n - w is a multiple of
# k1 + 1", which Exemplul 1 contradicts: read literally, it would even get plain Bachet,
# p = 0, backwards.) At or below p the text says nothing; there this program plays plain
# Bachet with k2, which is right.
# Wrong when k1 < k2 and p - w > k1: then the stack runs through p while both players can
# still take k1, and the first lost position above p is p + 1, not w + k1 + 1 (GAMES.md:
# p = 2, k1 = 1, k2 = 2: n = 3 is lost, the rule says won). Expected: wrong answer.
import sys


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        n, p, k1, k2 = map(int, read().split())
        w = p - p % (k2 + 1)

        def take(n):
            """The seed's move, and 0 if the seed's rule says the stack is lost."""
            if n <= p:
                return n % (k2 + 1)
            return (n - w) % (k1 + 1)

        c = take(n)
        print(1 if c else 0, flush=True)
        while c:
            n -= c
            print(c, flush=True)
            if n == 0:
                break
            n -= int(read())
            c = take(n) or 1  # "cannot happen": take one stone


main()
