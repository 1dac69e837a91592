/* WRONG, for large heaps: the exact strategy (as accepted/grundy.c), but the mex of the
   Sprague-Grundy DP is taken in a 32-bit mask, on the belief that the values stay below 32
   (they do up to 1000: the largest there is 28). Past heap 1056 values reach 32 and more:
   XORs of 32 and up are dropped and the mex is capped at 32, so 133 heaps from 1291 on get
   a wrong value (1291 has the value 35; it says 32), and with them the claims and moves of
   games with such heaps. */
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
    for (int n = 3; n <= LIMIT; n++) {
        unsigned seen = 0; /* bit x: some split has the value x */
        for (int s = 1; 2 * s < n; s++) {
            int x = g[s] ^ g[n - s];
            if (x < 32) seen |= 1u << x;
        }
        int v = 0;
        while (v < 32 && (seen >> v & 1)) v++;
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
