// std::ifstream / std::ofstream on nim.in / nim.out, XOR of the piles in 64-bit
// unsigned integers (piles up to 2e9 do not fit in int). Expected: accepted.
#include <cstdint>
#include <fstream>

int main() {
    std::ifstream in("nim.in");
    std::ofstream out("nim.out");
    int t;
    in >> t;
    while (t--) {
        int n;
        in >> n;
        std::uint64_t x = 0;
        for (int i = 0; i < n; ++i) {
            std::uint64_t p;
            in >> p;
            x ^= p;
        }
        out << (x ? "DA" : "NU") << '\n';
    }
    return 0;
}
