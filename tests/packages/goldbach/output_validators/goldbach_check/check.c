/* Output validator: the team's output (stdin) must be two primes summing to n (the input).
   `check input answer feedback_dir/`: exit 42 accepted, 43 rejected with a reason in
   feedback_dir/judgemessage.txt. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char feedback[4096];

static int reject(const char *why) {
    char path[4200];
    snprintf(path, sizeof path, "%sjudgemessage.txt", feedback);
    FILE *f = fopen(path, "w");
    if (f) { fprintf(f, "%s\n", why); fclose(f); }
    return 43;
}

static int prime(long long k) {
    if (k < 2) return 0;
    for (long long i = 2; i * i <= k; i++)
        if (k % i == 0) return 0;
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 4) return 1;
    snprintf(feedback, sizeof feedback, "%s", argv[3]);
    FILE *in = fopen(argv[1], "r");
    long long n;
    if (!in || fscanf(in, "%lld", &n) != 1) return 1;
    fclose(in);
    char p_text[32], q_text[32], extra[2], why[128];
    if (scanf("%31s %31s", p_text, q_text) != 2)
        return reject("expected two integers");
    if (scanf("%1s", extra) == 1)
        return reject("output after the two numbers");
    char *end1, *end2;
    long long p = strtoll(p_text, &end1, 10), q = strtoll(q_text, &end2, 10);
    if (*end1 || *end2 || strlen(p_text) > 12 || strlen(q_text) > 12)
        return reject("not two integers");
    if (p + q != n) {
        snprintf(why, sizeof why, "%lld + %lld is not %lld", p, q, n);
        return reject(why);
    }
    if (!prime(p) || !prime(q)) {
        snprintf(why, sizeof why, "%lld is not prime", prime(p) ? q : p);
        return reject(why);
    }
    return 42;
}
