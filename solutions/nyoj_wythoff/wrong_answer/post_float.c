/* The blog post's solution, as written (only its line numbers removed): m = floor(i * phi)
 * in double precision. For the 14 k <= 381966011 listed in judge.games.wythoff_double (the
 * first is k = 102334155 = F_40), k * phi is within 1e-7 below an integer and the double
 * product rounds up to it: m = A_k + 1, so the P-position (A_k, B_k) gets 1 and the
 * N-position (A_k + 1, B_k + 1) gets 0. Expected: wrong answer (secret/2_fp_traps/01,
 * line 1: 165580140 267914295). */

#include<stdio.h>
#include<math.h>

int main()
{
    int n,m,i,t,a,b;
    while(scanf("%d%d",&a,&b)!=EOF)
    {
        if(a>b)
        {
            t=a;
            a=b;
            b=t;
        }
        i=b-a;
        m=(floor)((1+sqrt(5.0))/2*i);
        if(b==m+i)
            printf("0\n");
        else
            printf("1\n");
    }
    return 0;
}
