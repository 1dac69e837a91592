/* Says DA iff the total number of stones is odd (only the lowest bit of the XOR).
 * Right on the example, but wrong whenever the XOR is non-zero and even. Expected: wrong answer. */
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
        unsigned long long sum = 0;
        for (int i = 0; i < n; i++) {
            unsigned long long p;
            if (fscanf(in, "%llu", &p) != 1) return 1;
            sum += p;
        }
        fprintf(out, "%s\n", sum % 2 ? "DA" : "NU");
    }
    fclose(in);
    fclose(out);
    return 0;
}
