/* The strip game, the text's symmetry strategy (as mirror.py): with n >= k, shade the k middle
   cells, then answer cells i..i+k-1 by their mirror image n-k+2-i..n+1-i; with n < k nobody
   can move and the second player wins. The board is kept to know when no move is left.
   Expected: accepted. */
#include <stdio.h>
#include <string.h>

static char shaded[2002];

static int playable(int n, int k) {
    int run = 0;
    for (int cell = 1; cell <= n; cell++) {
        run = shaded[cell] ? 0 : run + 1;
        if (run >= k) return 1;
    }
    return 0;
}

static void shade(int i, int k) { memset(shaded + i, 1, (size_t)k); }

int main(void) {
    int games, n, k;
    if (scanf("%d", &games) != 1) return 1;
    while (games--) {
        if (scanf("%d %d", &n, &k) != 2) return 1;
        if (n < k) {
            printf("second\n");
            fflush(stdout);
            continue;
        }
        printf("first\n");
        memset(shaded, 0, sizeof shaded);
        int move = (n - k) / 2 + 1;
        for (;;) {
            shade(move, k);
            printf("%d\n", move);
            fflush(stdout);
            if (!playable(n, k)) break;
            int theirs;
            if (scanf("%d", &theirs) != 1) return 1;
            shade(theirs, k);
            move = n - k + 2 - theirs;
        }
    }
    return 0;
}
