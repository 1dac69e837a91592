/* A submission built by its own script: the smallest pair, read with getchar. */
#include <stdio.h>

static int prime(long n) {
    if (n < 2) return 0;
    for (long i = 2; i * i <= n; i++)
        if (n % i == 0) return 0;
    return 1;
}

int main(void) {
    long n = 0;
    int c;
    while ((c = getchar()) >= '0' && c <= '9') n = 10 * n + (c - '0');
    for (long p = 2; p <= n / 2; p++)
        if (prime(p) && prime(n - p)) { printf("%ld %ld\n", p, n - p); return 0; }
    return 1;
}
