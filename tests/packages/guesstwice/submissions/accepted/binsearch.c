#include <stdio.h>

int main(void) {
    int pass, low = 1, high = 100;
    char reply[8];
    if (scanf("%d", &pass) != 1) return 1;
    for (;;) {
        int guess = (low + high) / 2;
        printf("%d\n", guess);
        fflush(stdout);
        if (scanf("%7s", reply) != 1) return 1;
        if (reply[0] == '=') break;
        if (reply[0] == '<') high = guess - 1; else low = guess + 1;
    }
    return 0;
}
