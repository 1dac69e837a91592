/* Double fork and setsid: leaves a daemon behind, then answers and exits 0. */
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void) {
    pid_t child = fork();
    if (child == 0) {
        setsid();
        if (fork() == 0) { for (;;) pause(); }
        _exit(0);
    }
    waitpid(child, NULL, 0);
    puts("no secret here");
    return 0;
}
