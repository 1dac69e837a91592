#include <iostream>
int main() {
    std::ios::sync_with_stdio(false);
    int n;
    long long sum = 0, a;
    std::cin >> n;
    while (n-- > 0 && std::cin >> a) sum += a;
    std::cout << sum << "\n";
}
