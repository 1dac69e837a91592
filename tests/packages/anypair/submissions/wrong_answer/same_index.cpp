// Looks up T - a_i among ALL values, so it can pair a position with itself when
// T = 2 a_i (prints "i i"). Passes both samples, fails secret/01. Expected: WA.
#include <cstdio>
#include <unordered_map>
#include <vector>

int main() {
    int n;
    long long t;
    if (std::scanf("%d %lld", &n, &t) != 2) return 1;
    std::vector<long long> a(n);
    std::unordered_map<long long, int> where;
    for (int k = 0; k < n; k++) {
        std::scanf("%lld", &a[k]);
        where[a[k]] = k;
    }
    for (int i = 0; i < n; i++) {
        auto it = where.find(t - a[i]);
        if (it != where.end()) {
            std::printf("%d %d\n", i + 1, it->second + 1);
            return 0;
        }
    }
    std::printf("-1\n");
    return 0;
}
