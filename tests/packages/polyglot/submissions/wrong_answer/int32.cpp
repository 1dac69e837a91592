#include <iostream>
#include <cstdint>
int main() {
    int n;
    std::int32_t sum = 0, a;
    std::cin >> n;
    while (n-- > 0 && std::cin >> a) sum = (std::int32_t) ((std::uint32_t) sum + (std::uint32_t) a);
    std::cout << sum << "\n";
}
