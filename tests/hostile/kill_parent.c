/* Kills its parent (the judge's launcher), then the whole process group it may reach. */
#include <signal.h>
#include <stdio.h>
#include <unistd.h>
int main(void) {
    int parent = kill(getppid(), SIGKILL);
    int everyone = kill(-1, SIGKILL);  /* as an unprivileged uid: only its own processes */
    printf("parent %d everyone %d\n", parent, everyone);
    return 0;
}
