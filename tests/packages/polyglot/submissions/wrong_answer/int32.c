#include <stdio.h>
int main(void) {
    int n, sum = 0, a;
    if (scanf("%d", &n) != 1) return 1;
    while (n-- > 0 && scanf("%d", &a) == 1) sum = (int) ((unsigned) sum + (unsigned) a);
    printf("%d\n", sum);
    return 0;
}
