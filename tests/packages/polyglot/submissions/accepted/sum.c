#include <stdio.h>
int main(void) {
    int n;
    long long sum = 0, a;
    if (scanf("%d", &n) != 1) return 1;
    while (n-- > 0 && scanf("%lld", &a) == 1) sum += a;
    printf("%lld\n", sum);
    return 0;
}
