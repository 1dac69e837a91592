/* The judge's launcher: runs one program under limits and reports what the kernel measured.

   Who talks to whom: the judge starts this launcher (directly, or inside bubblewrap), with the
   program's stdin/stdout/stderr already in place on fds 0-2, a status pipe and a control pipe.
   The launcher forks the program, gives it fds 0-2, its rlimits and its uid, and keeps none of
   them itself, so the program's output ends when the program does.

   In what order: `pid N` on the status pipe as soon as the program exists; when the program
   ends (or the judge writes to the control pipe, or closes it: the judge's deadline or death),
   every process left of it is killed, and one line `end ...` reports exit code or signal, CPU
   time and peak resident memory of the whole tree (every descendant ends up reaped here: the
   launcher is a child subreaper), and how many processes were left behind. A launcher is small
   and freshly executed, so the kernel's peak-memory count of the program starts near zero,
   not at the judge's own size (which a child forked from the judge would inherit).

   Who decides the verdict: the judge, from these figures. The launcher decides nothing.

   In a memory control group (the judge's spawner started this launcher inside the run's group,
   so the launcher, and bubblewrap around it, are counted there too), the program's own share
   is told apart: just before it executes, the launcher's child resets the group's peak
   (--memory-peak, cgroup v1) and reports the group's usage then, `base KIB` on the status
   pipe (--memory-usage): the judge subtracts it from the peak. The child shares the
   launcher's memory until it executes (a vfork-like clone), so the base holds nothing that
   the exec frees.

   usage: launcher [--status-fd N] [--control-fd N] [--cpu S] [--as B] [--stack B]
                   [--fsize B] [--nproc N] [--nofile N] [--uid U --gid G] [--pin CPU]
                   [--memory-usage FILE [--memory-peak FILE]] [--cpu-usage FILE]
                   [--tree-cpu-ms MS] [--disk-cap B] [--stdio-socket N] -- PROGRAM [ARG...]   */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <poll.h>
#include <sched.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define WATCH_MS 50

static int status_fd = -1, control_fd = -1;

static void report(const char *line) {
    if (status_fd >= 0 && write(status_fd, line, strlen(line)) < 0) { /* the judge is gone */ }
}

static void fail(const char *what) {
    char line[512];
    snprintf(line, sizeof line, "error %s: %s\n", what, strerror(errno));
    report(line);
    _exit(125);
}

static void limit(int resource, long long value) {
    if (value < 0) return;
    struct rlimit r = {(rlim_t)value, (rlim_t)value};
    if (resource == RLIMIT_CPU) r.rlim_max = value + 1; /* SIGXCPU first, then SIGKILL */
    if (setrlimit(resource, &r) != 0) fail("setrlimit");
}

struct options {
    long long cpu, as, stack, fsize, nproc, nofile;
    long uid, gid;
    int pin;
    const char *memory_usage, *memory_peak; /* the run's memory group's files */
    const char *cpu_usage; /* the run's group's CPU time: cpuacct.usage (ns) or cpu.stat */
    long long tree_cpu_ms; /* the limit on the whole tree's CPU time, watched in the group */
    long long disk_cap; /* the most the files in the working folder may hold, watched */
};

/* The group's CPU time when the program began (set by the child, which shares our memory,
   just before it executes): what the tree used is the group's count less this. */
static long long cpu_base_ns = -1;

/* The group's CPU time in ns, or -1. */
static long long group_cpu_ns(const char *file) {
    char buf[256];
    int fd = open(file, O_RDONLY | O_CLOEXEC);
    ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof buf - 1);
    if (fd >= 0) close(fd);
    if (n <= 0) return -1;
    buf[n] = 0;
    if (!strncmp(buf, "usage_usec ", 11)) return atoll(buf + 11) * 1000; /* cgroup v2 */
    return atoll(buf);
}

/* execv, with a PATH search for a bare name; unlike execvp, a file the kernel cannot run is
   an error (ENOEXEC), not a shell script. Returns errno. */
static int exec_program(char **argv) {
    if (strchr(argv[0], '/')) {
        execv(argv[0], argv);
        return errno;
    }
    const char *path = getenv("PATH");
    char dirs[4096], file[4096];
    snprintf(dirs, sizeof dirs, "%s", path ? path : "/usr/bin:/bin");
    int err = ENOENT;
    for (char *dir = strtok(dirs, ":"); dir; dir = strtok(NULL, ":")) {
        snprintf(file, sizeof file, "%s/%s", dir, argv[0]);
        execv(file, argv);
        if (errno != ENOENT) err = errno;
        if (errno != ENOENT && errno != EACCES && errno != ENOTDIR) break;
    }
    return err;
}

/* The group's memory now, everything but the program: what the judge subtracts. Just before
   exec, when this process is a copy of the launcher sharing its pages. */
static void report_base(const struct options *o) {
    if (o->memory_peak) {
        int fd = open(o->memory_peak, O_WRONLY | O_CLOEXEC);
        if (fd < 0 || write(fd, "0\n", 2) != 2) fail("resetting the memory peak");
        close(fd);
    }
    char buf[64], line[96];
    int fd = open(o->memory_usage, O_RDONLY | O_CLOEXEC);
    ssize_t n = fd < 0 ? -1 : read(fd, buf, sizeof buf - 1);
    if (n <= 0) fail("reading the memory usage");
    close(fd);
    buf[n] = 0;
    snprintf(line, sizeof line, "base %lld\n", atoll(buf) / 1024);
    report(line);
}

struct child_args {
    const struct options *o;
    char **argv;
    int exec_errfd;
};

/* In the child: the program's limits, uid and CPU, then exec. Errors go to the status pipe.
   It runs on its own stack in the launcher's memory, while the launcher waits: it changes
   nothing the launcher reads but through the pipes. */
static int become_program(void *arg) {
    const struct child_args *a = arg;
    const struct options *o = a->o;
    char **argv = a->argv;
    int exec_errfd = a->exec_errfd;
    sigset_t none;
    sigemptyset(&none);
    sigprocmask(SIG_SETMASK, &none, NULL);
    if (setpgid(0, 0) != 0) fail("setpgid");
    if (o->memory_usage) report_base(o); /* before the uid drop: resetting needs the power */
    if (o->pin >= 0) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(o->pin, &set);
        if (sched_setaffinity(0, sizeof set, &set) != 0) fail("sched_setaffinity");
    }
    limit(RLIMIT_CORE, 0);
    limit(RLIMIT_CPU, o->cpu);
    limit(RLIMIT_AS, o->as);
    limit(RLIMIT_STACK, o->stack);
    limit(RLIMIT_FSIZE, o->fsize);
    limit(RLIMIT_NOFILE, o->nofile);
    /* Before the uid drop: under bubblewrap the group's files are not the program's to read. */
    if (o->cpu_usage) cpu_base_ns = group_cpu_ns(o->cpu_usage);
    if (o->uid >= 0) {
        /* The program gets none of the judge's powers: no groups, its own gid and uid. Raw
           system calls: libc's wrappers may try to apply them to threads it knows of. */
        if (syscall(SYS_setgroups, 0, NULL) != 0) fail("setgroups");
        if (syscall(SYS_setresgid, o->gid, o->gid, o->gid) != 0) fail("setresgid");
        if (syscall(SYS_setresuid, o->uid, o->uid, o->uid) != 0) fail("setresuid");
    }
    /* After the uid: RLIMIT_NPROC counts the processes of the program's own user. */
    limit(RLIMIT_NPROC, o->nproc);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    int err = exec_program(argv);
    if (write(exec_errfd, &err, sizeof err) < 0) { /* nothing more to do */ }
    _exit(127);
}

/* Direct children of this process: the program, and orphans of its tree (we are a
   subreaper). Read from /proc, so that processes that setsid() are found too. */
static int kill_children(pid_t self) {
    int found = 0;
    DIR *proc = opendir("/proc");
    if (!proc) return 0;
    struct dirent *e;
    while ((e = readdir(proc))) {
        pid_t pid = (pid_t)atoi(e->d_name);
        if (pid <= 0) continue;
        char path[64], buf[512];
        snprintf(path, sizeof path, "/proc/%d/stat", pid);
        int fd = open(path, O_RDONLY | O_CLOEXEC);
        if (fd < 0) continue;
        ssize_t n = read(fd, buf, sizeof buf - 1);
        close(fd);
        if (n <= 0) continue;
        buf[n] = 0;
        char *close_paren = strrchr(buf, ')'); /* the name may hold spaces and parens */
        int ppid;
        if (close_paren && sscanf(close_paren + 2, "%*c %d", &ppid) == 1 && ppid == self) {
            kill(pid, SIGKILL);
            found++;
        }
    }
    closedir(proc);
    return found;
}

/* Bytes in the regular files under a folder (the program's working folder), counted by
   their sizes, down to a depth; a folder we may not read counts as nothing. */
static long long folder_bytes(int dirfd, int depth) {
    DIR *d = fdopendir(dirfd);
    if (!d) { close(dirfd); return 0; }
    long long total = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, "..")) continue;
        struct stat st;
        if (fstatat(dirfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) continue;
        if (S_ISREG(st.st_mode)) total += st.st_size;
        else if (S_ISDIR(st.st_mode) && depth > 0) {
            int sub = openat(dirfd, e->d_name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
            if (sub >= 0) total += folder_bytes(sub, depth - 1);
        }
    }
    closedir(d);
    return total;
}

static long long written_bytes(void) {
    int fd = open(".", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    return fd < 0 ? 0 : folder_bytes(fd, 16);
}

/* The program's stdin, stdout and stderr, sent by the judge over a socket (under bubblewrap:
   had they been bubblewrap's own fds 0-2, its processes, which outlive nothing but hold
   everything they were given, would keep the program's stdout open after the program closed
   it, and the judge would never see it end). They go to fds 0-2. */
static void receive_stdio(int sock) {
    char byte;
    struct iovec iov = {&byte, 1};
    union { char buf[CMSG_SPACE(3 * sizeof(int))]; struct cmsghdr align; } control;
    struct msghdr msg = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = control.buf,
                         .msg_controllen = sizeof control.buf};
    if (recvmsg(sock, &msg, MSG_CMSG_CLOEXEC) <= 0) fail("receiving the program's streams");
    struct cmsghdr *c = CMSG_FIRSTHDR(&msg);
    if (!c || c->cmsg_type != SCM_RIGHTS || c->cmsg_len != CMSG_LEN(3 * sizeof(int))) {
        errno = EPROTO;
        fail("receiving the program's streams");
    }
    int fds[3];
    memcpy(fds, CMSG_DATA(c), sizeof fds);
    for (int fd = 0; fd < 3; fd++) {
        if (dup2(fds[fd], fd) < 0) fail("dup2");
        close(fds[fd]);
    }
    close(sock);
}

static double seconds(struct timeval t) { return t.tv_sec + t.tv_usec / 1e6; }

int main(int argc, char **argv) {
    struct options o = {-1, -1, -1, -1, -1, -1, -1, -1, -1, NULL, NULL, NULL, -1, -1};
    int i = 1, stdio_socket = -1;
    for (; i < argc && strcmp(argv[i], "--") != 0; i += 2) {
        if (i + 1 >= argc) { fprintf(stderr, "launcher: %s needs a value\n", argv[i]); return 125; }
        long long v = atoll(argv[i + 1]);
        const char *k = argv[i];
        if (!strcmp(k, "--status-fd")) status_fd = (int)v;
        else if (!strcmp(k, "--control-fd")) control_fd = (int)v;
        else if (!strcmp(k, "--cpu")) o.cpu = v;
        else if (!strcmp(k, "--as")) o.as = v;
        else if (!strcmp(k, "--stack")) o.stack = v;
        else if (!strcmp(k, "--fsize")) o.fsize = v;
        else if (!strcmp(k, "--nproc")) o.nproc = v;
        else if (!strcmp(k, "--nofile")) o.nofile = v;
        else if (!strcmp(k, "--uid")) o.uid = (long)v;
        else if (!strcmp(k, "--gid")) o.gid = (long)v;
        else if (!strcmp(k, "--pin")) o.pin = (int)v;
        else if (!strcmp(k, "--memory-usage")) o.memory_usage = argv[i + 1];
        else if (!strcmp(k, "--memory-peak")) o.memory_peak = argv[i + 1];
        else if (!strcmp(k, "--cpu-usage")) o.cpu_usage = argv[i + 1];
        else if (!strcmp(k, "--tree-cpu-ms")) o.tree_cpu_ms = v;
        else if (!strcmp(k, "--disk-cap")) o.disk_cap = v;
        else if (!strcmp(k, "--stdio-socket")) stdio_socket = (int)v;
        else { fprintf(stderr, "launcher: unknown option %s\n", k); return 125; }
    }
    if (i + 1 >= argc) { fprintf(stderr, "launcher: no program\n"); return 125; }
    char **program = argv + i + 1;
    if (status_fd >= 0) fcntl(status_fd, F_SETFD, FD_CLOEXEC);
    if (control_fd >= 0) fcntl(control_fd, F_SETFD, FD_CLOEXEC);
    if ((o.uid >= 0) != (o.gid >= 0)) { errno = EINVAL; fail("--uid needs --gid"); }
    if (stdio_socket >= 0) receive_stdio(stdio_socket);

    prctl(PR_SET_CHILD_SUBREAPER, 1);
    /* Our parent (the judge's spawner) died, with the judge: SIGTERM, taken as the judge's
       order to stop, so that the tree is killed before we go (a SIGKILL here would orphan
       the program's children to the machine's init). */
    prctl(PR_SET_PDEATHSIG, SIGTERM);
    /* A program of the same user (isolation none, or bwrap without root) may not open our
       fds through /proc (the status pipe: it could forge the report) nor trace us. The
       program is dumpable again once it executes. */
    prctl(PR_SET_DUMPABLE, 0);
    sigset_t chld;
    sigemptyset(&chld);
    sigaddset(&chld, SIGCHLD);
    sigaddset(&chld, SIGTERM);
    sigprocmask(SIG_BLOCK, &chld, NULL);
    int sigfd = signalfd(-1, &chld, SFD_CLOEXEC | SFD_NONBLOCK);
    int errpipe[2];
    if (sigfd < 0 || pipe2(errpipe, O_CLOEXEC) != 0) fail("launcher set-up");

    /* Touched now, so that the pages the child's stack uses count in the base. */
    static char child_stack[64 * 1024] __attribute__((aligned(16)));
    memset(child_stack, 0, sizeof child_stack);
    struct child_args args = {&o, program, errpipe[1]};
    pid_t child = clone(become_program, child_stack + sizeof child_stack,
                        CLONE_VM | CLONE_VFORK | SIGCHLD, &args);
    if (child < 0) fail("clone");
    close(errpipe[1]);
    /* Keep none of the program's streams: its stdout must end when it does. */
    int devnull = open("/dev/null", O_RDWR);
    for (int fd = 0; fd < 3; fd++) dup2(devnull, fd);
    if (devnull > 2) close(devnull);
    char line[512];
    snprintf(line, sizeof line, "pid %d\n", child);
    report(line);
    int exec_errno = 0;
    if (read(errpipe[0], &exec_errno, sizeof exec_errno) != sizeof exec_errno) exec_errno = 0;
    close(errpipe[0]);

    int status = 0, main_done = 0, killed = 0, cpu_over = 0, disk_over = 0;
    struct timespec ended = {0, 0}; /* when the program ended (CLOCK_MONOTONIC: the judge's) */
    /* The tree's CPU time is watched in its group, a few times a CPU-second: the rlimit holds
       per process only, and a fork bomb's thousands of processes would each use it up. */
    int watch_cpu = o.cpu_usage && o.tree_cpu_ms >= 0 && cpu_base_ns >= 0;
    /* And what its files hold: RLIMIT_FSIZE caps each file, not how many it writes. */
    int watch = watch_cpu || o.disk_cap >= 0;
    struct pollfd fds[2] = {{sigfd, POLLIN, 0}, {control_fd, POLLIN, 0}};
    while (!main_done) {
        if (poll(fds, control_fd >= 0 ? 2 : 1, watch ? WATCH_MS : -1) < 0 && errno != EINTR)
            fail("poll");
        int stop = control_fd >= 0 && fds[1].revents; /* the judge's deadline, or its death */
        if (watch_cpu && !killed &&
            group_cpu_ns(o.cpu_usage) - cpu_base_ns > o.tree_cpu_ms * 1000000LL) {
            stop = 1;
            cpu_over = 1;
        }
        if (o.disk_cap >= 0 && !killed && !stop && written_bytes() > o.disk_cap) {
            stop = 1;
            disk_over = 1;
        }
        struct signalfd_siginfo info;
        while (read(sigfd, &info, sizeof info) > 0)
            if (info.ssi_signo == SIGTERM) stop = 1;
        if (stop && !killed) {
            kill(-child, SIGKILL);
            kill(child, SIGKILL);
            killed = 1;
            control_fd = -1;
        }
        pid_t pid;
        int st;
        while ((pid = waitpid(-1, &st, WNOHANG)) > 0) { /* the tree's usage: at the end */
            if (pid == child) {
                status = st;
                main_done = 1;
                clock_gettime(CLOCK_MONOTONIC, &ended);
            }
        }
    }

    /* Whatever is still running now was left behind by the program: kill it, tree by tree
       (each killed process's children come to us in turn), and count it. */
    pid_t self = getpid();
    int leftovers = 0, rounds = 0;
    for (; rounds < 10000; rounds++) {
        pid_t pid = waitpid(-1, NULL, WNOHANG);
        if (pid > 0) { leftovers++; continue; }
        if (pid < 0 && errno == ECHILD) break; /* the usual case: nothing left, no /proc scan */
        int found = kill_children(self);
        for (int j = 0; j < found; j++)
            if (waitpid(-1, NULL, 0) > 0) leftovers++;
        if (!found) usleep(1000);
    }
    int kill_failed = rounds == 10000;

    struct rusage tree;
    getrusage(RUSAGE_CHILDREN, &tree);
    double cpu = seconds(tree.ru_utime) + seconds(tree.ru_stime);
    if (o.cpu_usage && cpu_base_ns >= 0) { /* the group counts every process, reaped or not */
        long long used = group_cpu_ns(o.cpu_usage) - cpu_base_ns;
        if (used / 1e9 > cpu) cpu = used / 1e9;
    }
    struct rusage self_usage;
    getrusage(RUSAGE_SELF, &self_usage);
    snprintf(line, sizeof line,
             "end exited=%d code=%d signal=%d cpu=%.6f maxrss_kib=%ld floor_kib=%ld "
             "leftovers=%d kill_failed=%d killed=%d exec_errno=%d cpu_over=%d "
             "disk_over=%d ended=%lld.%09ld\n",
             WIFEXITED(status), WIFEXITED(status) ? WEXITSTATUS(status) : -1,
             WIFSIGNALED(status) ? WTERMSIG(status) : 0,
             cpu, tree.ru_maxrss, self_usage.ru_maxrss, leftovers, kill_failed,
             killed && !cpu_over && !disk_over, exec_errno, cpu_over, disk_over,
             (long long)ended.tv_sec, ended.tv_nsec);
    report(line);
    return 0;
}
