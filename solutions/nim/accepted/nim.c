/* Reads nim.in with a buffered fread-based parser, XORs each configuration's piles in
 * unsigned 32-bit (piles <= 2e9 < 2^32) and writes DA/NU to nim.out. Expected: accepted. */
#include <stdio.h>

static FILE *in;
static char buf[1 << 16];
static size_t len, pos;

static int next_char(void) {
    if (pos == len) {
        len = fread(buf, 1, sizeof buf, in);
        pos = 0;
        if (len == 0) return EOF;
    }
    return (unsigned char)buf[pos++];
}

static unsigned long long read_u64(void) {
    int c = next_char();
    while (c != EOF && (c < '0' || c > '9')) c = next_char();
    unsigned long long x = 0;
    while (c >= '0' && c <= '9') {
        x = x * 10 + (unsigned)(c - '0');
        c = next_char();
    }
    return x;
}

int main(void) {
    in = fopen("nim.in", "r");
    FILE *out = fopen("nim.out", "w");
    if (!in || !out) return 1;
    unsigned long long t = read_u64();
    while (t--) {
        unsigned long long n = read_u64();
        unsigned int x = 0;
        while (n--) x ^= (unsigned int)read_u64();
        fprintf(out, "%s\n", x ? "DA" : "NU");
    }
    fclose(in);
    fclose(out);
    return 0;
}
