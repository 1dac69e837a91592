/* Stores each pile in an unsigned short (keeps only its low 16 bits) and XORs those: says NU
 * when the XOR is non-zero only above bit 15 (piles > 65535). Expected: wrong answer. */
#include <stdio.h>

int main(void) {
    FILE *in = fopen("nim.in", "r");
    FILE *out = fopen("nim.out", "w");
    if (!in || !out) return 1;
    int t;
    if (fscanf(in, "%d", &t) != 1) return 1;
    while (t--) {
        int n;
        if (fscanf(in, "%d", &n) != 1) return 1;
        unsigned short x = 0;
        for (int i = 0; i < n; i++) {
            unsigned long v;
            if (fscanf(in, "%lu", &v) != 1) return 1;
            unsigned short p = (unsigned short)v; /* truncated to 16 bits */
            x ^= p;
        }
        fprintf(out, "%s\n", x ? "DA" : "NU");
    }
    fclose(in);
    fclose(out);
    return 0;
}
