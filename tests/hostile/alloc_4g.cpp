// Asks for 4 GiB at once, and touches it.
#include <vector>
int main() { std::vector<char> v(4ULL << 30, 1); return v[12345] == 7; }
