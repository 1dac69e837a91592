/* Moore's Nim (index-k Nim): a move lowers 1 to k piles; whoever takes the last stone wins.
   The player to move loses iff every binary column holds a multiple of k + 1 ones.
   Winning move, another way than moore.py's: column by column from the top, a pile lowered
   at a higher column gets all its lower bits set to 1 (it is free below), and then a column
   is only ever fixed by clearing bits: x = (ones in the column) mod (k + 1) of them, from
   the free piles first, then from piles not lowered yet (which become free). A new pile is
   only lowered when x exceeds the free ones, and then the free ones number x <= k in all. */
#include <stdio.h>
#include <string.h>

#define MAXN 1000

typedef unsigned long long u64;

static u64 pile[MAXN];
static int lowered[MAXN];

static int lost(int n, int k) {
    for (int b = 0; b < 64; b++) {
        int ones = 0;
        for (int i = 0; i < n; i++) ones += (pile[i] >> b) & 1;
        if (ones % (k + 1)) return 0;
    }
    return 1;
}

static void winning_move(int n, int k) {
    memset(lowered, 0, sizeof(int) * n);
    for (int b = 63; b >= 0; b--) {
        u64 mask = 1ULL << b;
        int ones = 0;
        for (int i = 0; i < n; i++) ones += (pile[i] & mask) != 0;
        int x = ones % (k + 1);
        for (int i = 0; i < n && x > 0; i++)  /* the free piles first */
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
        for (int i = 0; i < n; i++) scanf("%llu", &pile[i]);
        if (lost(n, k)) { printf("0\n"); fflush(stdout); continue; }
        printf("1\n");
        for (;;) {
            winning_move(n, k);
            int left = 0;
            printf("%d", n);
            for (int i = 0; i < n; i++) { printf(" %llu", pile[i]); left |= pile[i] != 0; }
            printf("\n");
            fflush(stdout);
            if (!left) break;
            int m;
            if (scanf("%d", &m) != 1) return 1;
            for (int i = 0; i < n; i++) scanf("%llu", &pile[i]);
        }
    }
    return 0;
}
