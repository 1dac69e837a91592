#include <stdio.h>

int main(void) {
    long long pass, a, b;
    if (scanf("%lld %lld", &pass, &a) != 2) return 1;
    if (pass == 1) {
        if (scanf("%lld", &b) != 1) return 1;
        printf("%lld\n", a + b);
    } else {
        printf("%lld\n", 2 * a);
    }
    return 0;
}
