/* The exact comparison of the accepted solution (t <= k sqrt 5 < t + 2, squared), but with
 * int piles: 5 * k * k is computed in 32-bit int before it is widened, and overflows for
 * k > 20724. Right on the example and on every small position; wrong on P-positions with a
 * large difference. Expected: wrong answer (secret/2_fp_traps/01, a P-position called 1). */
#include <stdio.h>

int main(void) {
    int a, b, t;
    while (scanf("%d %d", &a, &b) == 2) {
        if (a > b) {
            t = a;
            a = b;
            b = t;
        }
        int k = b - a;
        long long five_k2 = 5 * k * k; /* the bug: int * int, then widened */
        long long lo = 2LL * a - k, hi = lo + 2;
        int p = (lo <= 0 || lo * lo <= five_k2) && hi > 0 && hi * hi > five_k2;
        puts(p ? "0" : "1");
    }
    return 0;
}
