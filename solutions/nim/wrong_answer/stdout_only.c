/* Correct XOR logic, but prints the answers to stdout and never creates nim.out.
 * Expected: wrong answer (missing output file; the judge must not read stdout instead). */
#include <stdio.h>

int main(void) {
    FILE *in = fopen("nim.in", "r");
    if (!in) return 1;
    int t;
    if (fscanf(in, "%d", &t) != 1) return 1;
    while (t--) {
        int n;
        if (fscanf(in, "%d", &n) != 1) return 1;
        unsigned int x = 0;
        for (int i = 0; i < n; i++) {
            unsigned int p;
            if (fscanf(in, "%u", &p) != 1) return 1;
            x ^= p;
        }
        printf("%s\n", x ? "DA" : "NU");
    }
    fclose(in);
    return 0;
}
