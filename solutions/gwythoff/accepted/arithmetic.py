# Generalized Wythoff, the arithmetic strategy of the thesis: numeration systems whose
# weights are the numerators p_i and denominators q_i of the convergents of
# alpha = [1; a, a, a, ...] (p_-1 = 1, p_0 = 1, q_-1 = 0, q_0 = 1, x_i = a x_(i-1) + x_(i-2)),
# numbers written greedily, largest weight first. The thesis's facts used here:
#   - R_p(x) ends in an even number of zeros iff x is some A_n (odd: x is some B_n);
#   - R_p(B_n) is R_p(A_n) shifted left by one place (and back);
#   - A_n is R_q(n) read with the p weights, minus 1 if R_q(n) ends in an odd number of zeros.
# The move rule, for 0 < x <= y: if x = B_n, bring y down to A_n; if x = A_n, bring y down to
# B_n if it is above; else take from both piles to (A_m, B_m), m = (y - x) // a.
# Integers only; O(log y) per move. Expected: accepted.
import sys


def weights(a, limit, first, second):
    """x_0 = second, x_1, ... (x_-1 = first), up to the first weight above limit."""
    out = [second]
    before = first
    while out[-1] <= limit:
        out.append(a * out[-1] + before)
        before = out[-2]
    return out


def digits(n, w, lowest=0):
    """Greedy digits of n over w[lowest:], most significant first; for lowest = 1 what is
    left goes in the lowest place (the q-system of a = 1 has q_0 = q_1 = 1)."""
    top = lowest
    for i in range(lowest, len(w)):
        if w[i] <= n:
            top = i
    out = []
    for weight in reversed(w[lowest:top + 1]):
        out.append(n // weight)
        n %= weight
    if lowest:
        out.append(n)
    return out


def trailing_zeros(ds):
    count = 0
    for d in reversed(ds):
        if d:
            break
        count += 1
    return count


def value(ds, w):
    """The digits read with the weights w (the last digit goes with w[0])."""
    return sum(d * weight for d, weight in zip(reversed(ds), w))


def a_of(a, m, p):
    """A_m from the q-representation of m, read with the p weights."""
    if m == 0:
        return 0
    q = weights(a, m + 1, 0, 1)
    rq = digits(m, q, lowest=1) if a == 1 else digits(m, q)
    return value(rq, p) - trailing_zeros(rq) % 2


def move_sorted(a, x, y):
    """The thesis's rule for 0 < x <= y: (from x, from y), or None if (x, y) is lost."""
    p = weights(a, (a + 2) * (y + 1), 1, 1)
    rx = digits(x, p)
    if trailing_zeros(rx) % 2:  # x = B_n: A_n is R_p(x) shifted right
        return 0, y - value(rx[:-1], p)
    b = value(rx + [0], p)  # x = A_n: B_n is R_p(x) shifted left
    if y > b:
        return 0, y - b
    if y == b:
        return None
    m = (y - x) // a
    a_m = a_of(a, m, p)
    return x - a_m, y - a_m - a * m


def winning_move(a, x, y):
    """(k, l) taken from the first and the second pile; None if (x, y) is lost."""
    if x > y:
        found = winning_move(a, y, x)
        return None if found is None else (found[1], found[0])
    if x == 0:
        return (0, y) if y else None
    return move_sorted(a, x, y)


def main():
    read = sys.stdin.readline
    for _ in range(int(read())):
        a, x, y = map(int, read().split())
        move = winning_move(a, x, y)
        print(0 if move is None else 1, flush=True)
        while move is not None:
            k, l = move
            x, y = x - k, y - l
            print(k, l, flush=True)
            if x == 0 and y == 0:
                break
            k, l = map(int, read().split())
            x, y = x - k, y - l
            move = winning_move(a, x, y)


main()
