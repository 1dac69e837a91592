/* Writes a sentence instead of a bare integer. Expected: WA (garbage guess). */
#include <stdio.h>

int main(void) {
    printf("I think it is %d\n", 500);
    fflush(stdout);
    char reply[16];
    if (scanf("%15s", reply) == 1) printf("%s\n", reply);
    return 0;
}
