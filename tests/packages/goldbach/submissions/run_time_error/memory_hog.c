/* Keeps every block it allocates, touching each page, far past the memory limit; a failed
   malloc is written through anyway (a crash). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    long long n;
    if (scanf("%lld", &n) != 1) return 1;
    for (;;) {
        char *block = malloc(16 << 20);
        memset(block, 1, 16 << 20);
    }
}
