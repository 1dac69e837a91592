/* Greedy NIM: a move takes stones from a largest pile only; the last stone wins. The player
   to move loses iff all piles are empty or the largest size occurs an even number of times.
   Winning move: with c >= 3 largest piles take one stone; with one largest pile m, let s be
   the next size (0 if none) and t its count: cut m to s if t is odd or s = 0, else to s - 1.
   Piles up to 10^18: unsigned 64-bit. */
#include <stdio.h>

#define MAXN 1000

typedef unsigned long long u64;

static u64 pile[MAXN];

int main(void) {
    int games;
    if (scanf("%d", &games) != 1) return 1;
    while (games--) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        for (int i = 0; i < n; i++) scanf("%llu", &pile[i]);
        for (int first = 1;; first = 0) {
            u64 m = 0, s = 0;
            int c = 0, t = 0, at = -1;
            for (int i = 0; i < n; i++) {
                if (pile[i] > m) { m = pile[i]; c = 0; at = i; }
                if (pile[i] == m) c++;
            }
            for (int i = 0; i < n; i++)
                if (pile[i] < m && pile[i] > s) s = pile[i];
            for (int i = 0; i < n; i++) t += pile[i] == s && s > 0;
            if (first) {
                int wins = m > 0 && c % 2 == 1;
                printf("%d\n", wins);
                fflush(stdout);
                if (!wins) break;
            }
            u64 take = c >= 3 ? 1 : (s == 0 || t % 2 == 1) ? m - s : m - s + 1;
            pile[at] -= take;
            printf("%d %llu\n", at + 1, take);
            fflush(stdout);
            int left = 0;
            for (int i = 0; i < n; i++) left |= pile[i] != 0;
            if (!left) break;
            int i;
            u64 x;
            if (scanf("%d %llu", &i, &x) != 2) return 1;
            pile[i - 1] -= x;
        }
    }
    return 0;
}
