/* Sorts the positions by value and walks two pointers inward: O(n log n). Expected: AC.
 * Often prints a different (equally correct) pair than hashmap.py. */
#include <stdio.h>
#include <stdlib.h>

static long long *a;

static int by_value(const void *x, const void *y) {
    long long u = a[*(const int *)x], v = a[*(const int *)y];
    return (u > v) - (u < v);
}

int main(void) {
    int n;
    long long t;
    if (scanf("%d %lld", &n, &t) != 2) return 1;
    a = malloc(sizeof *a * n);
    int *idx = malloc(sizeof *idx * n);
    for (int k = 0; k < n; k++) {
        if (scanf("%lld", &a[k]) != 1) return 1;
        idx[k] = k;
    }
    qsort(idx, n, sizeof *idx, by_value);
    int i = 0, j = n - 1;
    while (i < j) {
        long long s = a[idx[i]] + a[idx[j]];
        if (s == t) {
            printf("%d %d\n", idx[i] + 1, idx[j] + 1);
            return 0;
        }
        if (s < t) i++;
        else j--;
    }
    printf("-1\n");
    return 0;
}
