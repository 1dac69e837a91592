// Interactor (output validator) for "guess".
//
// Invoked as: interactor input_file answer_file feedback_dir [flags...]
// Its stdin is the submission's stdout, its stdout is the submission's stdin.
// Exit 42: accepted. Exit 43: wrong answer, with the reason in feedback_dir/judgemessage.txt.
// Anything else (exit 1) is a judge error: the input file is broken.
#include <csignal>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>

static const int MAX_GUESSES = 10;
static const size_t MAX_LINE = 64;
static std::string feedback_dir;

[[noreturn]] static void finish(int code, const char *fmt, ...) {
    char buf[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    std::string path = feedback_dir + "judgemessage.txt";
    if (FILE *f = fopen(path.c_str(), "w")) {
        fprintf(f, "%s\n", buf);
        fclose(f);
    }
    fprintf(stderr, "%s\n", buf);
    exit(code);
}

// Printable rendering of what the submission wrote, for the judge message.
static std::string show(const std::string &s) {
    std::string out;
    for (unsigned char c : s) {
        if (c >= 32 && c < 127 && c != '\\') {
            out += (char)c;
        } else {
            char esc[8];
            snprintf(esc, sizeof esc, "\\x%02x", c);
            out += esc;
        }
    }
    return out;
}

// Reads one line from the submission (without its '\n').
// Returns false on EOF before any byte. Lines longer than MAX_LINE are wrong answers.
static bool read_line(std::string &line) {
    line.clear();
    int c;
    while ((c = getchar()) != EOF) {
        if (c == '\n') return true;
        line += (char)c;
        if (line.size() > MAX_LINE) finish(43, "line longer than %zu bytes: '%s...'", MAX_LINE, show(line).c_str());
    }
    return !line.empty();
}

// A guess is an integer 1..1000 without sign or leading zeros; spaces, tabs and a '\r' around it are allowed.
static int parse_guess(const std::string &line) {
    size_t b = 0, e = line.size();
    while (b < e && (line[b] == ' ' || line[b] == '\t')) b++;
    while (e > b && (line[e - 1] == ' ' || line[e - 1] == '\t' || line[e - 1] == '\r')) e--;
    std::string t = line.substr(b, e - b);
    if (t.empty() || t.size() > 4 || t[0] == '0') return -1;
    int v = 0;
    for (char c : t) {
        if (c < '0' || c > '9') return -1;
        v = v * 10 + (c - '0');
    }
    return v <= 1000 ? v : -1;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s input_file answer_file feedback_dir < submission_output\n", argv[0]);
        return 1;
    }
    feedback_dir = argv[3];
    if (!feedback_dir.empty() && feedback_dir.back() != '/') feedback_dir += '/';
    // A submission that exits early closes the pipe: writing to it must give EPIPE, not kill us.
    signal(SIGPIPE, SIG_IGN);

    FILE *in = fopen(argv[1], "r");
    int secret;
    if (!in || fscanf(in, "%d", &secret) != 1 || secret < 1 || secret > 1000) {
        fprintf(stderr, "judge error: cannot read the secret from %s\n", argv[1]);
        return 1;
    }
    fclose(in);

    std::string line;
    for (int guesses = 1;; guesses++) {
        if (!read_line(line))
            finish(43, "end of output after %d guess(es), the secret %d was not found", guesses - 1, secret);
        int g = parse_guess(line);
        if (g < 0) finish(43, "guess %d: expected an integer between 1 and 1000, got '%s'", guesses, show(line).c_str());
        if (g == secret) {
            printf("=\n");
            fflush(stdout);
            // The submission must now exit without writing anything else.
            int c;
            while ((c = getchar()) != EOF) {
                if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
                    finish(43, "output after the secret %d was found in %d guess(es)", secret, guesses);
            }
            finish(42, "found %d in %d guess(es)", secret, guesses);
        }
        if (guesses == MAX_GUESSES)
            finish(43, "guess %d (%d) was wrong: all %d guesses used, the secret was %d", guesses, g, MAX_GUESSES, secret);
        printf("%c\n", secret < g ? '<' : '>');
        fflush(stdout);
    }
}
