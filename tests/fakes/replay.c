/* replay FILE MODE [PLAN]: a fake contestant program for the robustness tests.
 *
 * Writes the bytes of FILE to stdout, unbuffered (write(2), no stdio), then ends as MODE says:
 *   exit0  exit with status 0          exit3  exit with status 3
 *   hang   sleep forever, reading nothing
 *   drain  read stdin until EOF, then exit with status 0
 *   crash  raise SIGSEGV
 * PLAN (optional) interleaves reads with the writes, one letter a step:
 *   r  read one line of stdin (up to and including its newline, or to EOF)
 *   w  write the next line of FILE (up to and including its newline, or the rest)
 * Whatever PLAN leaves of FILE is written after it, before MODE.
 * Exit status 2 means the fake itself was misused (bad arguments, unreadable FILE).
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static char *data;
static size_t size, pos;

static void load(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) { perror(path); exit(2); }
    size_t cap = 1 << 16;
    data = malloc(cap);
    for (;;) {
        if (size == cap) data = realloc(data, cap *= 2);
        if (!data) { perror("realloc"); exit(2); }
        size_t got = fread(data + size, 1, cap - size, f);
        if (got == 0) break;
        size += got;
    }
    fclose(f);
}

static void put(size_t end) {  /* write data[pos, end); give up quietly if stdout is gone */
    while (pos < end) {
        ssize_t n = write(1, data + pos, end - pos);
        if (n < 0) {
            if (errno == EINTR) continue;
            exit(0);
        }
        pos += (size_t)n;
    }
}

static int read_byte(void) {  /* -1 at EOF or on an error */
    unsigned char c;
    for (;;) {
        ssize_t n = read(0, &c, 1);
        if (n == 1) return c;
        if (n < 0 && errno == EINTR) continue;
        return -1;
    }
}

int main(int argc, char **argv) {
    if (argc < 3 || argc > 4) {
        fprintf(stderr, "usage: replay FILE exit0|exit3|hang|drain|crash [PLAN of r/w]\n");
        return 2;
    }
    const char *mode = argv[2], *plan = argc > 3 ? argv[3] : "";
    load(argv[1]);
    for (const char *step = plan; *step; step++) {
        if (*step == 'r') {
            int c;
            while ((c = read_byte()) != -1 && c != '\n') {}
        } else if (*step == 'w') {
            char *nl = pos < size ? memchr(data + pos, '\n', size - pos) : NULL;
            put(nl ? (size_t)(nl - data) + 1 : size);
        } else {
            fprintf(stderr, "replay: bad PLAN step '%c'\n", *step);
            return 2;
        }
    }
    put(size);
    if (!strcmp(mode, "exit0")) return 0;
    if (!strcmp(mode, "exit3")) return 3;
    if (!strcmp(mode, "hang")) for (;;) pause();
    if (!strcmp(mode, "drain")) {
        while (read_byte() != -1) {}
        return 0;
    }
    if (!strcmp(mode, "crash")) {
        raise(SIGSEGV);
        return 1;  /* not reached: SIGSEGV's default action ends the process */
    }
    fprintf(stderr, "replay: unknown MODE '%s'\n", mode);
    return 2;
}
