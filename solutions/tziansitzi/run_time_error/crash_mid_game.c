/* Exact winning play, but on its 2nd move of a game (after valid, flushed lines) it
 * writes through a NULL pointer. Expected: run time error (SIGSEGV mid-game). */
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

/* Sets a move (p, c) from (n, m) to a losing position; returns 0 if there is none. */
static int winning_move(u64 n, u64 m, int *p, u64 *c) {
    const double phi = (1 + sqrt(5.0)) / 2;
    u64 a = n <= m ? n : m, b = n <= m ? m : n;
    int large = n <= m ? 2 : 1;
    if (a == 0) { *p = large; *c = b; return 1; }
    if (a == b) { *p = 3; *c = a; return 1; }
    u64 ak = A(b - a);
    if (a > ak) { *p = 3; *c = a - ak; return 1; }
    if (a == ak) return 0;
    u64 j = (u64)(a / phi); /* a = A_i (i < k): go to (A_i, B_i) */
    for (u64 i = j > 1 ? j - 1 : 1; i <= j + 1; i++)
        if (A(i) == a) { *p = large; *c = b - a - i; return 1; }
    j = (u64)(a / (phi + 1)); /* otherwise a = B_i: go to (B_i, A_i) */
    for (u64 i = j > 1 ? j - 1 : 1; i <= j + 1; i++)
        if (A(i) + i == a) { *p = large; *c = b - A(i); return 1; }
    return 0; /* unreachable */
}

int main(void) {
    u64 n, m, c;
    int p;
    int *volatile crash = NULL;
    while (scanf("%llu %llu", &n, &m) == 2 && (n || m)) {
        if (!winning_move(n, m, &p, &c)) {
            printf("0\nDONE\n");
            fflush(stdout);
            continue;
        }
        printf("1\n");
        fflush(stdout);
        for (int moves = 1;; moves++) {
            if (moves == 2) *crash = 0; /* NULL dereference on its 2nd move: SIGSEGV */
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
