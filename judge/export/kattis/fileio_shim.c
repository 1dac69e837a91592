/* A file-I/O submission run as its stdin/stdout twin (written by `judge export`), for C and
 * C++: compiled and linked with the original program, which is left unchanged.
 *
 * Before anything else runs (a constructor of the highest priority, so also before C++ static
 * objects such as a global std::ifstream), the shim makes a fresh directory (in the working
 * directory, else in /tmp), copies stdin into the input file there and moves into it; the
 * program's own stdout goes to stderr, since the judge grades the output file alone. When the
 * program exits normally (returning from main or calling exit), it flushes every stdio stream
 * and copies the output file to the real stdout; the exit status is the program's. A missing
 * output file gives an empty output. */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* JUDGE_FILEIO_INPUT and JUDGE_FILEIO_OUTPUT, the file names (or 0), are defined above. */
static const char *const judge_fileio_input = JUDGE_FILEIO_INPUT;
static const char *const judge_fileio_output = JUDGE_FILEIO_OUTPUT;
static int judge_fileio_stdout = -1;
static char judge_fileio_dir[4096];

static void judge_fileio_copy(int from, int to) {
    static char buf[1 << 16];
    ssize_t n;
    while ((n = read(from, buf, sizeof buf)) > 0) {
        const char *p = buf;
        while (n > 0) {
            ssize_t w = write(to, p, (size_t)n);
            if (w <= 0) return;
            p += w;
            n -= w;
        }
    }
}

static void judge_fileio_finish(void) {
    fflush(NULL);
    if (judge_fileio_output) {
        int fd = open(judge_fileio_output, O_RDONLY);
        if (fd >= 0) {
            judge_fileio_copy(fd, judge_fileio_stdout);
            close(fd);
        }
        unlink(judge_fileio_output);
    }
    if (judge_fileio_input) unlink(judge_fileio_input);
    if (chdir("/") == 0) rmdir(judge_fileio_dir);
}

/* A fresh directory in the working directory (the contest system removes it even if the
 * program is killed), else in $TMPDIR or /tmp. */
static int judge_fileio_mkdtemp(const char *parent) {
    char *cwd = parent ? NULL : getcwd(NULL, 0);
    int made;
    snprintf(judge_fileio_dir, sizeof judge_fileio_dir, "%s/fileio-XXXXXX",
             parent ? parent : cwd ? cwd : ".");
    free(cwd);
    made = mkdtemp(judge_fileio_dir) != NULL;
    return made;
}

__attribute__((constructor(101))) static void judge_fileio_start(void) {
    const char *tmp = getenv("TMPDIR");
    if (!judge_fileio_mkdtemp(NULL) && !judge_fileio_mkdtemp(tmp && *tmp ? tmp : "/tmp")) {
        perror("file-I/O shim: no directory for the files");
        _exit(120);
    }
    if (chdir(judge_fileio_dir) != 0) {
        perror("file-I/O shim: cannot enter its directory");
        _exit(120);
    }
    if (judge_fileio_input) {
        int fd = open(judge_fileio_input, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (fd < 0) {
            perror("file-I/O shim: cannot write the input file");
            _exit(120);
        }
        judge_fileio_copy(0, fd);
        close(fd);
    }
    if (judge_fileio_output) {
        fflush(stdout);
        judge_fileio_stdout = dup(1);
        dup2(2, 1);
    }
    atexit(judge_fileio_finish);
}
