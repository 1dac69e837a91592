/* Grundy's game: split a heap into two unequal non-empty heaps; who cannot move loses.
   g(h) = mex { g(s) ^ g(h - s) : 1 <= s < h / 2 } by dynamic programming up to 2000; the
   player to move loses iff the XOR of the heaps' values is 0. The heaps are kept sorted
   (the judge numbers them in non-decreasing order); a game never has more heaps than stones. */
#include <stdio.h>
#include <string.h>

#define LIMIT 2000
#define MAXH 200000

static int g[LIMIT + 1];
static int heap[MAXH];
static int count;

static void insert(int h) {
    int i = count++;
    while (i > 0 && heap[i - 1] > h) { heap[i] = heap[i - 1]; i--; }
    heap[i] = h;
}

static void split(int i, int s) { /* heap i (0-based) into s and heap[i] - s */
    int h = heap[i];
    memmove(heap + i, heap + i + 1, sizeof(int) * (count - i - 1));
    count--;
    insert(s);
    insert(h - s);
}

int main(void) {
    static char seen[4096];
    for (int n = 3; n <= LIMIT; n++) {
        memset(seen, 0, sizeof seen);
        for (int s = 1; 2 * s < n; s++) seen[g[s] ^ g[n - s]] = 1;
        int v = 0;
        while (seen[v]) v++;
        g[n] = v;
    }
    int games;
    if (scanf("%d", &games) != 1) return 1;
    while (games--) {
        int n;
        if (scanf("%d", &n) != 1) return 1;
        count = 0;
        for (int j = 0; j < n; j++) { int h; scanf("%d", &h); insert(h); }
        int total = 0;
        for (int j = 0; j < count; j++) total ^= g[heap[j]];
        printf("%d\n", total != 0);
        fflush(stdout);
        while (total != 0) {
            int at = -1, part = 0;
            for (int j = 0; j < count && at < 0; j++) {
                if (j > 0 && heap[j] == heap[j - 1]) continue;
                int h = heap[j], want = g[h] ^ total;
                for (int s = 1; 2 * s < h; s++)
                    if ((g[s] ^ g[h - s]) == want) { at = j; part = s; break; }
            }
            total ^= g[heap[at]] ^ g[part] ^ g[heap[at] - part];
            printf("%d %d\n", at + 1, part);
            fflush(stdout);
            split(at, part);
            if (heap[count - 1] <= 2) break;
            int i, s;
            if (scanf("%d %d", &i, &s) != 2) return 1;
            total ^= g[heap[i - 1]] ^ g[s] ^ g[heap[i - 1] - s];
            split(i - 1, s);
        }
    }
    return 0;
}
