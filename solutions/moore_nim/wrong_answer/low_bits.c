/* WRONG, for large piles: the exact strategy (as accepted/moore.c), but on 31 binary
   columns, written for piles that fit in an int. Piles go up to 10^18: from a start whose
   columns above bit 30 are unbalanced, it claims 0 (if the low columns are balanced) or
   makes a move that leaves the high columns unbalanced, which the judge then wins. */
#include <stdio.h>
#include <string.h>

#define MAXN 1000
#define BITS 31

static long long pile[MAXN];
static int lowered[MAXN];

static int lost(int n, int k) {
    for (int b = 0; b < BITS; b++) {
        int ones = 0;
        for (int i = 0; i < n; i++) ones += (pile[i] >> b) & 1;
        if (ones % (k + 1)) return 0;
    }
    return 1;
}

static void winning_move(int n, int k) {
    memset(lowered, 0, sizeof(int) * n);
    for (int b = BITS - 1; b >= 0; b--) {
        int mask = 1 << b;
        int ones = 0;
        for (int i = 0; i < n; i++) ones += (pile[i] & mask) != 0;
        int x = ones % (k + 1);
        for (int i = 0; i < n && x > 0; i++)
            if (lowered[i] && (pile[i] & mask)) { pile[i] &= ~mask; x--; }
        for (int i = 0; i < n && x > 0; i++)
            if (!lowered[i] && (pile[i] & mask)) {
                pile[i] = (pile[i] & ~mask) | (mask - 1);
                lowered[i] = 1;
                x--;
            }
    }
}

int main(void) {
    int games;
    if (scanf("%d", &games) != 1) return 1;
    while (games--) {
        int k, n;
        if (scanf("%d %d", &k, &n) != 2) return 1;
        for (int i = 0; i < n; i++) scanf("%lld", &pile[i]);
        if (lost(n, k)) { printf("0\n"); fflush(stdout); continue; }
        printf("1\n");
        for (;;) {
            winning_move(n, k);
            int left = 0;
            printf("%d", n);
            for (int i = 0; i < n; i++) { printf(" %lld", pile[i]); left |= pile[i] != 0; }
            printf("\n");
            fflush(stdout);
            if (!left) break;
            int m;
            if (scanf("%d", &m) != 1) return 1;
            for (int i = 0; i < n; i++) scanf("%lld", &pile[i]);
        }
    }
    return 0;
}
