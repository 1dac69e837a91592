/* Exact Wythoff strategy in 64-bit integers (isqrt corrected after sqrtl):
 * claims correctly and always moves to a losing position. Expected: accepted. */
#include <math.h>
#include <stdio.h>

typedef unsigned long long u64;

static u64 isqrt64(u64 x) {
    u64 r = (u64)sqrtl((long double)x);
    while (r * r > x) r--;
    while ((r + 1) * (r + 1) <= x) r++;
    return r;
}

/* A_k = floor(k * phi), exactly (k <= 1e9, so 5*k*k < 2^64). */
static u64 A(u64 k) { return (k + isqrt64(5 * k * k)) / 2; }

/* The y with (x, y) a losing position. x / phi is irrational, so with r = isqrt(5 x^2):
 * if x = A_j then j = floor(x / phi) + 1 = (r - x) / 2 + 1; otherwise x = B_i with
 * i = ceil(x / phi^2) = (3x - r - 1) / 2 + 1. (Floating point only seeds isqrt64.) */
static u64 partner(u64 x) {
    u64 r = isqrt64(5 * x * x);
    u64 j = (r - x) / 2 + 1;
    if (A(j) == x) return x + j;
    return x - ((3 * x - r - 1) / 2 + 1);
}

/* Sets a move (p, c) from (n, m) to a losing position; returns 0 if there is none.
 * Prefers bringing the larger pile down to the smaller one's partner (the statement's
 * example plays 2 3 from (5, 6)), else takes from both piles. */
static int winning_move(u64 n, u64 m, int *p, u64 *c) {
    u64 a = n <= m ? n : m, b = n <= m ? m : n;
    int large = n <= m ? 2 : 1;
    if (a == 0) { *p = large; *c = b; return b > 0; }
    u64 ak = A(b - a);
    if (a == ak) return 0;
    u64 q = partner(a);
    if (q < b) { *p = large; *c = b - q; return 1; }
    *p = 3; *c = a - ak;
    return 1;
}

int main(void) {
    u64 n, m, c;
    int p;
    while (scanf("%llu %llu", &n, &m) == 2 && (n || m)) {
        if (!winning_move(n, m, &p, &c)) {
            printf("0\nDONE\n");
            fflush(stdout);
            continue;
        }
        printf("1\n");
        fflush(stdout);
        for (;;) {
            if (p != 2) n -= c;
            if (p != 1) m -= c;
            printf("%d %llu\n", p, c);
            fflush(stdout);
            if (n == 0 && m == 0) {
                printf("DONE\n");
                fflush(stdout);
                break;
            }
            if (scanf("%d %llu", &p, &c) != 2) return 0;
            if (p != 2) n -= c;
            if (p != 1) m -= c;
            winning_move(n, m, &p, &c);
        }
    }
    return 0;
}
