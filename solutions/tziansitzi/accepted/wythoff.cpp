// Exact Wythoff strategy in 64-bit integers (isqrt corrected after sqrtl), iostream I/O
// flushed after every line: correct claims, always moves to a losing position. Expected: accepted.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <iostream>

using u64 = std::uint64_t;

static u64 isqrt64(u64 x) {
    u64 r = (u64)std::sqrt((long double)x);
    while (r * r > x) r--;
    while ((r + 1) * (r + 1) <= x) r++;
    return r;
}

// A_k = floor(k * phi), exactly (k <= 1e9, so 5*k*k < 2^64).
static u64 A(u64 k) { return (k + isqrt64(5 * k * k)) / 2; }
// The y with (x, y) a losing position, exactly: with r = isqrt(5 x^2), x = A_j for
// j = (r - x) / 2 + 1, or else x = B_i for i = (3x - r - 1) / 2 + 1.
static u64 partner(u64 x) {
    u64 r = isqrt64(5 * x * x);
    u64 j = (r - x) / 2 + 1;
    if (A(j) == x) return x + j;
    return x - ((3 * x - r - 1) / 2 + 1);
}

// A move (p, c) from (n, m) to a losing position; false if there is none. Prefers bringing
// the larger pile down to the smaller one's partner, else takes from both piles.
static bool winning_move(u64 n, u64 m, int &p, u64 &c) {
    u64 a = std::min(n, m), b = std::max(n, m);
    int large = n <= m ? 2 : 1;
    if (a == 0) { p = large; c = b; return b > 0; }
    u64 ak = A(b - a);
    if (a == ak) return false;
    u64 q = partner(a);
    if (q < b) { p = large; c = b - q; return true; }
    p = 3; c = a - ak;
    return true;
}

int main() {
    std::ios::sync_with_stdio(false);
    u64 n, m, c;
    int p;
    while (std::cin >> n >> m && (n || m)) {
        if (!winning_move(n, m, p, c)) {
            std::cout << "0\n" << std::flush << "DONE\n" << std::flush;
            continue;
        }
        std::cout << "1\n" << std::flush;
        for (;;) {
            if (p != 2) n -= c;
            if (p != 1) m -= c;
            std::cout << p << ' ' << c << '\n' << std::flush;
            if (n == 0 && m == 0) {
                std::cout << "DONE\n" << std::flush;
                break;
            }
            if (!(std::cin >> p >> c)) return 0;
            if (p != 2) n -= c;
            if (p != 1) m -= c;
            winning_move(n, m, p, c);
        }
    }
    return 0;
}
