/* Exact, but stops at a line `0 0` as if it ended the input (as it does in TZIANSITZI, the
 * same game as an interactive problem). Here 0 0 is a position like any other, a loss for the
 * player to move (answer 0), and lines may follow it. Expected: wrong answer
 * (secret/1_small/01 starts with 0 0: it prints nothing). */
#include <stdio.h>

int main(void) {
    long long a, b, t;
    while (scanf("%lld %lld", &a, &b) == 2 && (a || b)) {
        if (a > b) {
            t = a;
            a = b;
            b = t;
        }
        long long k = b - a, lo = 2 * a - k;
        unsigned long long f = 5ULL * (unsigned long long)(k * k);
        int p = (lo <= 0 || (unsigned long long)(lo * lo) <= f) && lo + 2 > 0 &&
                (unsigned long long)((lo + 2) * (lo + 2)) > f;
        puts(p ? "0" : "1");
    }
    return 0;
}
