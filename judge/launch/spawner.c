/* The judge's spawner: starts the judge's launchers from inside a run's control group.

   Why it exists: on cgroup v1, moving a process into a group (writing its pid to cgroup.procs)
   waits for an RCU grace period whenever no process has moved for a few tens of milliseconds:
   5 to 15 ms here, paid by every run of a program that runs longer than that. A process
   forked by a member of a group is born in it, with no wait. So each run group has one
   spawner, moved into it once (judge/launch/cgroup.py), and every run in that group starts from it.

   Who talks to whom: the judge starts the spawner with one end of a SOCK_SEQPACKET socket on
   the fd its argument names (usage: spawner FD) and sends it requests, one message each:
       text  "T0 T1 ...\0CWD\0ARG0\0ARG1\0...\0\0ENV0\0ENV1\0..."
       fds   one per target number Ti (SCM_RIGHTS), in the same order
   The spawner forks; the child starts a session, puts each fd at its target number (closing
   every other), changes to CWD and executes ARG0 (an absolute path) with that environment.
   The spawner answers each request with one message, in order:
       "ok PID" with a pidfd of the child (SCM_RIGHTS), once the child has executed
       "error ERRNO WHAT" when it could not (nothing is left running then)
   It reaps its children (and, as a subreaper, their orphans), and exits when the judge
   closes its end; the launchers it started then die with it (their parent-death signal), and
   their programs with them.

   Who decides anything: the judge. The spawner only starts processes.                     */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_FDS 8
#define MAX_ARGS 4096
#define HIGH_FD 64 /* targets are below it; fds are parked above it while they are moved */

static int sock;
static char request[1 << 17];

struct spawn {
    int nfds, fds[MAX_FDS], targets[MAX_FDS];
    const char *cwd;
    char *argv[MAX_ARGS], *env[MAX_ARGS];
};

static void answer(const char *text, int fd) {
    struct iovec iov = {(void *)text, strlen(text)};
    union { char buf[CMSG_SPACE(sizeof(int))]; struct cmsghdr align; } control;
    struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1};
    if (fd >= 0) {
        msg.msg_control = control.buf;
        msg.msg_controllen = sizeof control.buf;
        struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
        c->cmsg_level = SOL_SOCKET;
        c->cmsg_type = SCM_RIGHTS;
        c->cmsg_len = CMSG_LEN(sizeof(int));
        memcpy(CMSG_DATA(c), &fd, sizeof fd);
    }
    if (sendmsg(sock, &msg, MSG_NOSIGNAL) < 0) _exit(0); /* the judge is gone */
}

static void refuse(int err, const char *what) {
    char text[256];
    snprintf(text, sizeof text, "error %d %s", err, what);
    answer(text, -1);
}

/* Splits the request's text into its parts; 0 if it is malformed. */
static int parse(char *text, size_t size, struct spawn *s) {
    char *end = text + size, *p = text;
    if (size == 0 || end[-1] != '\0') return 0;
    int n = 0;
    char *next = p + strlen(p) + 1; /* before strtok cuts the targets apart */
    for (char *t = strtok(p, " "); t && n < MAX_FDS; t = strtok(NULL, " ")) {
        s->targets[n] = atoi(t);
        if (s->targets[n] < 0 || s->targets[n] >= HIGH_FD) return 0;
        n++;
    }
    if (n != s->nfds) return 0;
    p = next;
    if (p >= end) return 0;
    s->cwd = p;
    p += strlen(p) + 1;
    int a = 0;
    while (p < end && *p && a < MAX_ARGS - 1) { s->argv[a++] = p; p += strlen(p) + 1; }
    s->argv[a] = NULL;
    if (a == 0 || s->argv[0][0] != '/' || p >= end) return 0;
    p++; /* the empty string that ends the arguments */
    int e = 0;
    while (p < end && e < MAX_ARGS - 1) { s->env[e++] = p; p += strlen(p) + 1; }
    s->env[e] = NULL;
    return 1;
}

static void child(const struct spawn *s, int errfd) {
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    signal(SIGCHLD, SIG_DFL);
    int parked[MAX_FDS], err = 0;
    if (setsid() < 0) err = errno;
    for (int i = 0; i < s->nfds && !err; i++)
        if ((parked[i] = fcntl(s->fds[i], F_DUPFD_CLOEXEC, HIGH_FD)) < 0) err = errno;
    /* Every fd of ours is close-on-exec; the targets, once dup2'ed, are not. */
    for (int i = 0; i < s->nfds && !err; i++)
        if (dup2(parked[i], s->targets[i]) < 0) err = errno;
    if (!err && chdir(s->cwd) != 0) err = errno;
    if (!err) {
        execve(s->argv[0], s->argv, s->env);
        err = errno;
    }
    if (write(errfd, &err, sizeof err) < 0) { /* the spawner will see no errno: EOF */ }
    _exit(127);
}

static void serve_one(void) {
    struct spawn s;
    struct iovec iov = {request, sizeof request - 1};
    union { char buf[CMSG_SPACE(sizeof(int) * MAX_FDS)]; struct cmsghdr align; } control;
    struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf,
                         .msg_controllen = sizeof control.buf};
    ssize_t n = recvmsg(sock, &msg, MSG_CMSG_CLOEXEC);
    if (n == 0) _exit(0); /* the judge closed its end */
    if (n < 0) {
        if (errno == EINTR || errno == EAGAIN) return;
        _exit(1);
    }
    s.nfds = 0;
    for (struct cmsghdr *c = CMSG_FIRSTHDR(&msg); c; c = CMSG_NXTHDR(&msg, c)) {
        if (c->cmsg_level != SOL_SOCKET || c->cmsg_type != SCM_RIGHTS) continue;
        int k = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
        for (int i = 0; i < k; i++) {
            int fd;
            memcpy(&fd, CMSG_DATA(c) + i * sizeof(int), sizeof fd);
            if (s.nfds < MAX_FDS) s.fds[s.nfds++] = fd; else close(fd);
        }
    }
    int ok = !(msg.msg_flags & (MSG_TRUNC | MSG_CTRUNC)) && parse(request, (size_t)n, &s);
    int errpipe[2] = {-1, -1};
    pid_t pid = -1;
    if (!ok) errno = EINVAL;
    else if (pipe2(errpipe, O_CLOEXEC) == 0 && (pid = fork()) == 0) child(&s, errpipe[1]);
    int err = errno;
    for (int i = 0; i < s.nfds; i++) close(s.fds[i]);
    if (errpipe[1] >= 0) close(errpipe[1]);
    if (pid < 0) {
        if (errpipe[0] >= 0) close(errpipe[0]);
        refuse(err, ok ? "fork" : "malformed request");
        return;
    }
    /* Before reading the pipe: the child cannot be reaped (by us) before we hold its pidfd. */
    int pidfd = (int)syscall(SYS_pidfd_open, pid, 0);
    int exec_errno = 0;
    if (read(errpipe[0], &exec_errno, sizeof exec_errno) != sizeof exec_errno) exec_errno = 0;
    close(errpipe[0]);
    if (exec_errno || pidfd < 0) {
        int why = exec_errno ? exec_errno : errno;
        if (!exec_errno) kill(pid, SIGKILL);
        waitpid(pid, NULL, 0);
        if (pidfd >= 0) close(pidfd);
        refuse(why, exec_errno ? "exec" : "pidfd_open");
        return;
    }
    char text[64];
    snprintf(text, sizeof text, "ok %d", pid);
    answer(text, pidfd);
    close(pidfd);
}

int main(int argc, char **argv) {
    if (argc != 2) return 2;
    sock = atoi(argv[1]);
    if (fcntl(sock, F_SETFD, FD_CLOEXEC) != 0) return 2;
    /* bubblewrap's outer process exits without reaping its child (the sandbox's init): the
       orphan comes to us, not to the machine's init, and is reaped here, so that it does
       not count against the group's process limit. */
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    prctl(PR_SET_DUMPABLE, 0); /* a program of the same user may not trace us */
    sigset_t chld;
    sigemptyset(&chld);
    sigaddset(&chld, SIGCHLD);
    sigprocmask(SIG_BLOCK, &chld, NULL);
    int sigfd = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
    if (sigfd < 0) return 1;
    struct pollfd fds[2] = {{sock, POLLIN, 0}, {sigfd, POLLIN, 0}};
    for (;;) {
        if (poll(fds, 2, -1) < 0 && errno != EINTR) return 1;
        if (fds[1].revents) {
            struct signalfd_siginfo info;
            while (read(sigfd, &info, sizeof info) > 0) {}
            while (waitpid(-1, NULL, WNOHANG) > 0) {}
        }
        if (fds[0].revents) serve_one();
    }
}
