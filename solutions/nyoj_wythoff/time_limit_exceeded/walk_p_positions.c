/* Exact but slow: for each line, walks the P-positions (A_1, B_1), (A_2, B_2), ... in order
 * until A_k >= a, using A_{k+1} - A_k in {1, 2} (the step is 2 iff A_k + 1 is not
 * floor((k + 1) phi), decided exactly by squaring). O(a) per line: fine up to thousands,
 * about 6 * 10^8 steps for piles near 10^9. Expected: time limit exceeded
 * (secret/2_fp_traps/01: piles near 2 * 10^8 to 10^9, 28 lines). */
#include <stdio.h>

/* floor(k phi) == x, exactly: t <= k sqrt 5 < t + 2 with t = 2x - k. */
static int is_lower(long long k, long long x) {
    long long t = 2 * x - k;
    unsigned long long f = 5ULL * (unsigned long long)k * (unsigned long long)k;
    return (t <= 0 || (unsigned long long)t * (unsigned long long)t <= f) && t + 2 > 0 &&
           (unsigned long long)(t + 2) * (unsigned long long)(t + 2) > f;
}

int main(void) {
    long long a, b, t;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) {
            t = a;
            a = b;
            b = t;
        }
        long long k = 0, ak = 0; /* A_0 = 0 */
        while (ak < a) {
            k++;
            ak = is_lower(k, ak + 1) ? ak + 1 : ak + 2;
        }
        puts(ak == a && b - a == k ? "0" : "1");
    }
    return 0;
}
