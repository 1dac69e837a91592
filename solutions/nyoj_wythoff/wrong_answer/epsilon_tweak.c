/* The post's solution with the usual "fix" for its rounding: subtract an epsilon, 1e-7,
 * before truncating to int. That repairs all 14 double traps (there the double is too high
 * by less than 1e-7), but now m = A_k - 1 wherever k * phi lies less than about 1e-7 above
 * an integer: 27 k <= 381966011, the first k = 9227465 = F_35, (A_k, B_k) =
 * (14930352, 24157817). (With floor() instead of the cast, k = 0 would also give m = -1 and
 * 0 0 would be called a win.) Expected: wrong answer, not on secret/2_fp_traps but on
 * secret/3_near_integer/01 (also 3_near_integer/02 and the Fibonacci k of 4_p_positions/03).
 */
#include <math.h>
#include <stdio.h>

int main(void) {
    int a, b, t, i, m;
    while (scanf("%d%d", &a, &b) == 2) {
        if (a > b) {
            t = a;
            a = b;
            b = t;
        }
        i = b - a;
        m = (int)((1 + sqrt(5.0)) / 2 * i - 1e-7);
        puts(a == m ? "0" : "1");
    }
    return 0;
}
