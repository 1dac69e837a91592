/* Reads the first line, then spins forever without answering.
 * Expected: time limit exceeded. */
#include <stdio.h>

int main(void) {
    long long n, m;
    volatile unsigned long long counter = 0;
    if (scanf("%lld %lld", &n, &m) != 2) return 0;
    for (;;) counter++;
}
