/* Asks malloc for 4 GiB, does not check the result, and writes to all of it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
    size_t n = 4ULL << 30;
    char *volatile p = malloc(n);
    memset(p, 1, n);
    printf("%d\n", p[n / 2]);
    return 0;
}
