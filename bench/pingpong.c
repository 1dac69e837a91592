/* The floor of what judging an interactive game can cost: two C processes ping-ponging
 * N short lines over a pair of pipes, one line each way per round, as the judge and a
 * program do. Usage: pingpong N. Prints nothing; time it from outside. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

static void side(int in, int out, long rounds, int first) {
    FILE *r = fdopen(in, "r"), *w = fdopen(out, "w");
    char line[64];
    for (long i = 0; i < rounds; i++) {
        if (first) {
            fputs("3 2\n", w);
            fflush(w);
        }
        if (!fgets(line, sizeof line, r)) exit(1);
        if (!first) {
            fputs("1 1\n", w);
            fflush(w);
        }
    }
}

int main(int argc, char **argv) {
    long rounds = argc > 1 ? atol(argv[1]) : 100000;
    int to_child[2], to_parent[2];
    if (pipe(to_child) || pipe(to_parent)) return 1;
    pid_t pid = fork();
    if (pid == 0) {
        close(to_child[1]);
        close(to_parent[0]);
        side(to_child[0], to_parent[1], rounds, 0);
        return 0;
    }
    close(to_child[0]);
    close(to_parent[1]);
    side(to_parent[0], to_child[1], rounds, 1);
    int status;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
