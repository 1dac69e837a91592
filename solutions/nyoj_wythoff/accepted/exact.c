/* Reads lines `a b` until end of input; prints 0 if (a, b) is a P-position of Wythoff's game
 * (the player to move loses), else 1. Exact, integers only, no square root: with a <= b and
 * k = b - a, (a, b) is a P-position iff a = floor(k phi) = floor((k + k sqrt 5) / 2), i.e.
 * iff t <= k sqrt 5 < t + 2 with t = 2a - k, compared by squaring: 5 k^2 <= 5 * 10^18 and
 * (t + 2)^2 <= (2 * 10^9 + 2)^2 both fit in 64 bits. Expected: accepted. */
#include <stdio.h>

static int is_p_position(long long a, long long b) {
    if (a > b) {
        long long s = a;
        a = b;
        b = s;
    }
    long long k = b - a, t = 2 * a - k;
    unsigned long long five_k2 = 5ULL * (unsigned long long)k * (unsigned long long)k;
    int low_ok = t <= 0 || (unsigned long long)t * (unsigned long long)t <= five_k2;
    int high_ok = t + 2 > 0 && (unsigned long long)(t + 2) * (unsigned long long)(t + 2) > five_k2;
    return low_ok && high_ok;
}

int main(void) {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2)
        puts(is_p_position(a, b) ? "0" : "1");
    return 0;
}
