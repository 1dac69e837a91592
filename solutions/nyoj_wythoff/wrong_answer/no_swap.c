/* Exact integer arithmetic, but forgets to put the smaller pile first (the post's text says
 * to swap; this does not): with a > b the difference is negative and no P-position (B_k, A_k)
 * is recognised. Expected: wrong answer (sample/1, line 1: 2 1 is a loss, it says 1). */
#include <stdio.h>

static long long isqrt(unsigned long long n) {
    unsigned long long r = 0, bit = 1ULL << 62;
    while (bit > n) bit >>= 2;
    for (; bit; bit >>= 2) {
        if (n >= r + bit) {
            n -= r + bit;
            r = (r >> 1) + bit;
        } else {
            r >>= 1;
        }
    }
    return (long long)r;
}

int main(void) {
    long long a, b;
    while (scanf("%lld %lld", &a, &b) == 2) {
        long long k = b - a;
        puts(a == (k + isqrt((unsigned long long)(5 * k * k))) / 2 ? "0" : "1");
    }
    return 0;
}
