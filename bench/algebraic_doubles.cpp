// The thesis's code 2 (algebraic strategy), as written there: floor(alpha * i) and
// floor(beta * i) in doubles, pushed into two vectors of int. Not exact (GAMES.md).
// Prints the seconds it took, and two entries so that the work is not optimised away.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

int main(int argc, char **argv) {
    long n = atol(argv[1]);
    int a = atoi(argv[2]);
    auto started = std::chrono::steady_clock::now();
    std::vector<int> A, B;
    double alpha = (2 - a + sqrt(a * a + 4)) / 2, beta = alpha + a;
    A.push_back(0);
    B.push_back(0);
    for (int i = 1; i < n; i++) {
        A.push_back(static_cast<int>(floor(alpha * i)));
        B.push_back(static_cast<int>(floor(beta * i)));
    }
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    printf("%.6f %d %d\n", s, A[n / 2], B.back());
    return 0;
}
