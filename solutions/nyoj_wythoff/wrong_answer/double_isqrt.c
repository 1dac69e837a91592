/* Looks exact: A_k = (k + isqrt(5 k^2)) / 2 in 64-bit integers, but the square root is taken
 * as (long long)sqrt((double)(5 * k * k)). 5 k^2 has more bits than a double's 53 and its
 * root is off by one for 7 of the 14 double traps (k = 102334155 first). Expected: wrong
 * answer (secret/2_fp_traps/01). */
#include <math.h>
#include <stdio.h>

int main(void) {
    long long a, b, t;
    while (scanf("%lld %lld", &a, &b) == 2) {
        if (a > b) {
            t = a;
            a = b;
            b = t;
        }
        long long k = b - a;
        long long root = (long long)sqrt((double)(5 * k * k));
        puts(a == (k + root) / 2 ? "0" : "1");
    }
    return 0;
}
