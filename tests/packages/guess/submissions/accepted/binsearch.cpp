// Binary search on [1, 1000]: at most 10 guesses. Expected: AC.
#include <iostream>
#include <string>

int main() {
    int lo = 1, hi = 1000;
    std::string reply;
    while (lo <= hi) {
        int mid = (lo + hi) / 2;
        std::cout << mid << std::endl;  // std::endl flushes
        if (!(std::cin >> reply) || reply == "=") return 0;
        if (reply == "<") hi = mid - 1;
        else lo = mid + 1;
    }
    return 0;
}
