/* Cram, as mirror_and_search.py: a side even, the mirror strategies (both even: the second
   player answers each domino by its image under the half turn; one odd: the first player takes
   the two central cells, then mirrors); both odd (at most 18 cells here), exhaustive search
   over bitmasks, memoised in a table of 2^18 entries. Expected: accepted. */
#include <stdio.h>
#include <string.h>

static int n, m;
static unsigned char memo[1 << 18]; /* 0 unknown, 1 lost, 2 won, for the player to move */

static int next_domino(unsigned s, int from, int *a, int *b) {
    for (int i = from; i < n * m; i++) {
        if (s >> i & 1) continue;
        if (i % m + 1 < m && !(s >> (i + 1) & 1)) { *a = i; *b = i + 1; return 2 * i; }
        if (i + m < n * m && !(s >> (i + m) & 1)) { *a = i; *b = i + m; return 2 * i + 1; }
    }
    return -1;
}

/* Every domino in order: (i, right) then (i, down), as a position index k = 2i + dir. */
static int domino(unsigned s, int k, int *a, int *b) {
    int i = k / 2;
    if (s >> i & 1) return 0;
    if (k % 2 == 0) { if (i % m + 1 >= m || (s >> (i + 1) & 1)) return 0; *a = i; *b = i + 1; }
    else { if (i + m >= n * m || (s >> (i + m) & 1)) return 0; *a = i; *b = i + m; }
    return 1;
}

static int wins(unsigned s) {
    if (memo[s]) return memo[s] == 2;
    int won = 0, a, b;
    for (int k = 0; k < 2 * n * m && !won; k++)
        if (domino(s, k, &a, &b) && !wins(s | 1u << a | 1u << b)) won = 1;
    memo[s] = won ? 2 : 1;
    return won;
}

static int over(unsigned s) { int a, b; return next_domino(s, 0, &a, &b) < 0; }

static void say(int a, int b) {
    printf("%d %d %d %d\n", a / m + 1, a % m + 1, b / m + 1, b % m + 1);
    fflush(stdout);
}

static int hear(int *a, int *b) {
    int r1, c1, r2, c2;
    if (scanf("%d %d %d %d", &r1, &c1, &r2, &c2) != 4) return 0;
    *a = (r1 - 1) * m + c1 - 1;
    *b = (r2 - 1) * m + c2 - 1;
    return 1;
}

/* Big boards: the shaded cells as a byte per cell (40 x 40). */
static unsigned char cells[1600];

static int cells_over(void) {
    for (int i = 0; i < n * m; i++) {
        if (cells[i]) continue;
        if (i % m + 1 < m && !cells[i + 1]) return 0;
        if (i + m < n * m && !cells[i + m]) return 0;
    }
    return 1;
}

static void mirror_game(int first) {
    int a, b, size = n * m;
    memset(cells, 0, sizeof cells);
    if (first) {
        if (n % 2 == 0) { a = (n / 2 - 1) * m + m / 2; b = a + m; }
        else { a = (n / 2) * m + m / 2 - 1; b = a + 1; }
        cells[a] = cells[b] = 1;
        say(a, b);
        if (cells_over()) return;
    }
    for (;;) {
        if (!hear(&a, &b)) return;
        cells[a] = cells[b] = 1;
        int x = size - 1 - b, y = size - 1 - a;
        cells[x] = cells[y] = 1;
        say(x, y);
        if (cells_over()) return;
    }
}

static void search_game(void) {
    unsigned s = 0;
    int a, b;
    memset(memo, 0, (size_t)1 << (n * m));
    int first = wins(0);
    printf(first ? "first\n" : "second\n");
    fflush(stdout);
    if (!first) {
        if (over(s)) return;
        if (!hear(&a, &b)) return;
        s |= 1u << a | 1u << b;
    }
    for (;;) {
        for (int k = 0; k < 2 * n * m; k++)
            if (domino(s, k, &a, &b) && !wins(s | 1u << a | 1u << b)) break;
        s |= 1u << a | 1u << b;
        say(a, b);
        if (over(s)) return;
        if (!hear(&a, &b)) return;
        s |= 1u << a | 1u << b;
    }
}

int main(void) {
    int games;
    if (scanf("%d", &games) != 1) return 1;
    while (games--) {
        if (scanf("%d %d", &n, &m) != 2) return 1;
        if (n % 2 && m % 2) { search_game(); continue; }
        int first = n % 2 || m % 2;
        printf(first ? "first\n" : "second\n");
        fflush(stdout);
        memset(cells, 0, sizeof cells);
        if (first || !cells_over()) mirror_game(first);
    }
    return 0;
}
