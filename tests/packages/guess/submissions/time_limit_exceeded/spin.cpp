// Guesses once, reads the reply, then burns CPU forever. Expected: TLE.
#include <cstdio>

int main() {
    printf("500\n");
    fflush(stdout);
    char reply[16];
    if (scanf("%15s", reply) != 1) return 0;
    volatile unsigned long long x = 0;
    for (;;) x = x + 1;
}
