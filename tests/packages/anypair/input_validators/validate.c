/* Input validator for anypair. Exits 42 if stdin is valid, 43 (reason on stderr) otherwise.
 *
 * Format, exactly: "n T\n" then n integers separated by single spaces and a final "\n".
 * Integers have no '+', no leading zeros and no "-0".
 * 1 <= n <= 100000, |T| <= 2e9, |a_k| <= 1e9. */
#include <stdio.h>
#include <stdlib.h>

static void fail(const char *what) {
    fprintf(stderr, "invalid input: %s\n", what);
    exit(43);
}

/* Reads an integer in [lo, hi], then requires the separator character sep. */
static long long read_int(long long lo, long long hi, int sep, const char *name) {
    int c = getchar();
    int neg = 0;
    if (c == '-') {
        neg = 1;
        c = getchar();
    }
    if (c < '0' || c > '9') fail(name);
    if (c == '0') {
        if (neg) fail("-0 is not allowed");
        c = getchar();
        if (c >= '0' && c <= '9') fail("leading zero");
        if (c != sep) fail("unexpected character after an integer");
        if (0 < lo || 0 > hi) fail(name);
        return 0;
    }
    long long v = 0;
    int digits = 0;
    while (c >= '0' && c <= '9') {
        v = v * 10 + (c - '0');
        if (++digits > 10) fail(name);
        c = getchar();
    }
    if (c != sep) fail("unexpected character after an integer");
    if (neg) v = -v;
    if (v < lo || v > hi) fail(name);
    return v;
}

int main(void) {
    long long n = read_int(1, 100000, ' ', "n");
    read_int(-2000000000LL, 2000000000LL, '\n', "T");
    for (long long k = 0; k < n; k++) read_int(-1000000000LL, 1000000000LL, k + 1 < n ? ' ' : '\n', "a_k");
    if (getchar() != EOF) fail("trailing data after the last line");
    return 42;
}
