/* Correct but O(n^2) per configuration: for every pile i it XORs all the other piles from
 * scratch (through a volatile, so it is not optimised away) and answers DA iff for some i that
 * XOR is < pile i (a winning move exists). ~10^10 steps on 100 x 10000 piles.
 * Expected: time limit exceeded (correct on small tests). */
#include <stdio.h>

static unsigned int piles[10000];

int main(void) {
    FILE *in = fopen("nim.in", "r");
    FILE *out = fopen("nim.out", "w");
    if (!in || !out) return 1;
    int t;
    if (fscanf(in, "%d", &t) != 1) return 1;
    while (t--) {
        int n;
        if (fscanf(in, "%d", &n) != 1 || n < 1 || n > 10000) return 1;
        for (int i = 0; i < n; i++)
            if (fscanf(in, "%u", &piles[i]) != 1) return 1;
        int win = 0;
        for (int i = 0; i < n; i++) {
            volatile unsigned int others = 0;
            for (int j = 0; j < n; j++)
                if (j != i) others ^= piles[j];
            if (others < piles[i]) win = 1; /* move: pile i -> others */
        }
        fprintf(out, "%s\n", win ? "DA" : "NU");
    }
    fclose(in);
    fclose(out);
    return 0;
}
