"""The languages table: every language judged end to end, compile errors, the user's overrides,
compilation under limits, and a JVM judged on its resident memory. Tests of an optional
toolchain (Java, Free Pascal, Rust, Go, JavaScript, C#, Kotlin) are skipped, saying so, on a
machine without it."""

import dataclasses
import shutil

import pytest

from judge.judging import building
from judge.package.languages import LanguageError, language_of, load_languages
from judge.package.problem import load
from judge.judging.runner import judge_submission
from judge.launch.sandbox import PROGRAM_PATH, resolve
from judge.verdict import Verdict

CHECKER = '''
from judge.faults import Fault, Violation

def check(input_path, answer, output):
    if output.split() != answer.split():
        raise Violation(Fault.WRONG, f"expected {answer.split()}, got {output.split()}")
'''

C = r'''#include <stdio.h>
int main(void) { long long n; scanf("%lld", &n); printf("%lld\n", 2 * n); return 0; }
'''
CPP = r'''#include <iostream>
int main() { long long n; std::cin >> n; std::cout << 2 * n << "\n"; }
'''
PYTHON = "print(2 * int(input()))\n"
JAVA = '''import java.util.Scanner;
public class Double {
    public static void main(String[] args) {
        System.out.println(2 * new Scanner(System.in).nextLong());
    }
}
'''
SHELL = "#!/bin/sh\nread n\necho $((2 * n))\n"
RUST = '''use std::io::Read;
fn main() {
    let mut s = String::new();
    std::io::stdin().read_to_string(&mut s).unwrap();
    let n: i64 = s.trim().parse().unwrap();
    println!("{}", 2 * n);
}
'''
GO = '''package main

import "fmt"

func main() {
	var n int64
	fmt.Scan(&n)
	fmt.Println(2 * n)
}
'''
JAVASCRIPT = '''const n = BigInt(require("fs").readFileSync(0, "utf8").trim());
console.log((2n * n).toString());
'''
CSHARP = '''using System;
class Double {
    static void Main() { Console.WriteLine(2 * long.Parse(Console.ReadLine().Trim())); }
}
'''
KOTLIN = '''fun main() {
    val n = readLine()!!.trim().toLong()
    println(2 * n)
}
'''
PASCAL = '''program double;
var n: int64;
begin
  readln(n);
  writeln(2 * n);
end.
'''
# Holds `mb` MB of heap in 1 MB arrays (each one filled, so resident), then answers.
JAVA_HEAP = '''import java.util.*;
public class Heap {
    public static void main(String[] args) {
        List<byte[]> kept = new ArrayList<>();
        for (int i = 0; i < %d; i++) {
            byte[] b = new byte[1000000];
            Arrays.fill(b, (byte) i);
            kept.add(b);
        }
        System.out.println(2 * new Scanner(System.in).nextLong() + kept.size() - kept.size());
    }
}
'''

LANGUAGES = [  # (language, submission's file name, source, the programs the language needs)
    ("C", "double.c", C, ("gcc",)),
    ("C++", "double.cpp", CPP, ("g++",)),
    ("Python 3", "double.py", PYTHON, ()),
    ("Java", "Double.java", JAVA, ("javac", "java")),
    ("Python 3 (.py3)", "double.py3", PYTHON, ()),
    ("executable", "double", SHELL, ()),
    ("Bash", "double.sh", SHELL, ("bash",)),
    ("Pascal", "double.pas", PASCAL, ("fpc",)),
    ("Rust", "double.rs", RUST, ("rustc",)),
    ("Go", "double.go", GO, ("go",)),
    ("JavaScript", "double.js", JAVASCRIPT, ("node",)),
    ("C#", "double.cs", CSHARP, ("mcs", "mono")),
    ("Kotlin", "double.kt", KOTLIN, ("kotlinc", "kotlin")),
]
JAVA_TOOLS = ("Java", "javac", "java")


@pytest.fixture(autouse=True)
def packaged_table(tmp_path, monkeypatch):
    """The packaged table alone: the developer's own languages file must not change results."""
    empty = tmp_path / "no-overrides.yaml"
    empty.write_text("")
    monkeypatch.setenv("JUDGE_LANGUAGES", str(empty))


@pytest.fixture
def doubling(tmp_path):
    """A stdin/stdout problem: print twice the number read (2 s, 256 MiB: a JVM's start-up)."""
    root = tmp_path / "problems" / "double"
    (root / "data" / "secret").mkdir(parents=True)
    (root / "problem.yaml").write_text("name: Double\ntype: pass-fail\nlimits:\n"
                                       "  time_limit: 2\n  memory: 256\n")
    (root / "checker.py").write_text(CHECKER)
    for i, n in enumerate((1, 21, 10**12)):
        (root / "data" / "secret" / f"{i}.in").write_text(f"{n}\n")
        (root / "data" / "secret" / f"{i}.ans").write_text(f"{2 * n}\n")
    return load(root)


def need(language, *tools):
    """Skip the test, saying why, when a toolchain it needs is not installed."""
    for tool in tools:
        if shutil.which(tool, path=PROGRAM_PATH) is None:
            pytest.skip(f"{tool} is not installed: {language} cannot be tested here")


def source(tmp_path, name, text, mode=0o644):
    path = tmp_path / "src" / name
    path.parent.mkdir(exist_ok=True)
    path.write_text(text)
    path.chmod(mode)
    return path


def override(tmp_path, monkeypatch, text):
    path = tmp_path / "languages.yaml"
    path.write_text(text)
    monkeypatch.setenv("JUDGE_LANGUAGES", str(path))


@pytest.mark.parametrize("language, name, text, tools", LANGUAGES,
                         ids=[entry[0] for entry in LANGUAGES])
def test_each_language_is_accepted(doubling, tmp_path, language, name, text, tools):
    """A correct program in each language of the table is compiled, run and accepted."""
    need(language, *tools)
    report = judge_submission(doubling, source(tmp_path, name, text, 0o755))
    assert report.verdict is Verdict.AC, report.compile_message or report.judge_error or \
        report.tests[0].message
    assert report.language == language.replace(" (.py3)", "")


def test_c_compile_error_is_ce(doubling, tmp_path):
    """A C source that does not compile is CE, with gcc's message naming the file and line."""
    report = judge_submission(doubling, source(tmp_path, "bad.c", "int main( { return 0; }\n"))
    assert report.verdict is Verdict.CE and report.language == "C"
    assert "bad.c:1:" in report.compile_message and "error" in report.compile_message


def test_java_compile_error_is_ce(doubling, tmp_path):
    """A Java source that does not compile is CE, with javac's message."""
    need(*JAVA_TOOLS)
    bad = "public class Bad { public static void main(String[] a) { int x = y; } }\n"
    report = judge_submission(doubling, source(tmp_path, "Bad.java", bad))
    assert report.verdict is Verdict.CE and report.language == "Java"
    assert "Bad.java:1: error: cannot find symbol" in report.compile_message


def test_python_syntax_error_is_ce(doubling, tmp_path):
    """Python's syntax is checked by the judge: a SyntaxError is CE, not RTE."""
    report = judge_submission(doubling, source(tmp_path, "bad.py", "def f(:\n"))
    assert report.verdict is Verdict.CE and "SyntaxError" in report.compile_message


def test_user_override_changes_c_flags(doubling, tmp_path, monkeypatch):
    """A user's languages file replaces C's compile command and keeps the rest of C's entry."""
    code = source(tmp_path, "flags.c", r'''#include <stdio.h>
int main(void) { long long n; scanf("%lld", &n);
#ifdef OVERRIDE
    n *= 2;
#endif
    printf("%lld\n", n); return 0; }
''')
    assert judge_submission(doubling, code).verdict is Verdict.WA
    override(tmp_path, monkeypatch,
             'c:\n  compile: "gcc -O2 -DOVERRIDE -o {binary} {files} -lm"\n')
    report = judge_submission(doubling, code)
    assert report.verdict is Verdict.AC and report.language == "C"


def test_user_file_adds_and_removes_languages(tmp_path, monkeypatch):
    """A new key adds a language, null removes one, and unset fields keep the packaged ones."""
    override(tmp_path, monkeypatch, 'awk:\n  name: AWK\n  files: "*.awk"\n'
                                    '  run: "awk -f {mainfile}"\njava: null\n'
                                    'c:\n  priority: 1\n')
    table = load_languages()
    assert language_of(tmp_path / "a.awk", table).name == "AWK"
    assert language_of(tmp_path / "A.java", table) is None
    assert table["c"].priority == 1 and table["c"].compile.startswith("gcc -O2")


def test_explicit_file_wins_over_the_environment(tmp_path, monkeypatch):
    """load_languages(path), as the command line will call it, ignores $JUDGE_LANGUAGES."""
    override(tmp_path, monkeypatch, "java: null\n")
    explicit = tmp_path / "mine.yaml"
    explicit.write_text("c:\n  name: Plain C\n")
    table = load_languages(explicit)
    assert table["c"].name == "Plain C" and "java" in table


@pytest.mark.parametrize("text, says", [
    ("c:\n  compiler: gcc\n", "unknown field(s) compiler"),
    ("newlang:\n  name: New\n", "missing field(s) files, run"),
    ("c:\n  address_space: maybe\n", "wrong type of address_space"),
    ('c:\n  run: "{binary} {nothing}"\n', "bad command"),
    ("- c\n", "expected a mapping"),
])
def test_bad_user_file_is_explained(tmp_path, monkeypatch, text, says):
    """A broken languages file is an error naming the file, the language and the fault."""
    override(tmp_path, monkeypatch, text)
    with pytest.raises(LanguageError, match="languages.yaml") as err:
        load_languages()
    assert says in str(err.value)


def test_missing_compiler_is_je(doubling, tmp_path, monkeypatch):
    """A language whose compiler is not installed is the judge's failure (JE) naming the
    compiler, never the submission's CE."""
    override(tmp_path, monkeypatch, 'c:\n  compile: "no-such-cc -o {binary} {files}"\n')
    report = judge_submission(doubling, source(tmp_path, "double.c", C))
    assert report.verdict is Verdict.JE
    assert report.judge_error == "no compiler for C on this machine: no-such-cc is not installed"


@pytest.mark.slow
def test_compilation_runs_under_limits(doubling, tmp_path, monkeypatch):
    """A compiler that runs past the compile CPU limit is stopped: CE, saying so."""
    monkeypatch.setattr(building, "COMPILE_LIMITS",
                        dataclasses.replace(building.COMPILE_LIMITS, cpu_s=1, wall_s=10))
    override(tmp_path, monkeypatch, "c:\n  compile: \"sh -c 'while :; do :; done'\"\n")
    report = judge_submission(doubling, source(tmp_path, "double.c", C))
    assert report.verdict is Verdict.CE
    assert report.compile_message == "compilation exceeded 1 s of CPU time"


def test_compiled_program_cannot_change_its_build(doubling, tmp_path):
    """Compiled files are copied into the build folder as the judge's: read-only to the program."""
    if resolve(None).uid is None:
        pytest.skip("the program runs as the judge's own user here (isolation none)")
    code = source(tmp_path, "self.c", r'''#include <stdio.h>
int main(int argc, char **argv) { long long n; scanf("%lld", &n);
    FILE *self = fopen(argv[0], "a");
    printf("%lld\n", self ? n : 2 * n); return 0; }
''')
    assert judge_submission(doubling, code).verdict is Verdict.AC


@pytest.mark.slow
def test_java_folder_of_several_files(doubling, tmp_path):
    """A folder of Java files is one program; its main class is the file with main()."""
    need(*JAVA_TOOLS)
    source(tmp_path, "Twice.java", "public class Twice { static long of(long n) "
                                   "{ return 2 * n; } }\n")
    source(tmp_path, "Main.java", JAVA.replace("class Double", "class Main")
           .replace("2 * new Scanner(System.in).nextLong()",
                    "Twice.of(new Scanner(System.in).nextLong())"))
    report = judge_submission(doubling, tmp_path / "src")
    assert report.verdict is Verdict.AC, report.compile_message or report.tests[0].message


@pytest.mark.slow
def test_java_heap_under_the_memory_limit_runs(doubling, tmp_path):
    """A JVM holding 200 MB of heap under 256 MiB starts (no address-space cap) and is AC, and
    the peak measured holds most of that heap (the collector moves and frees some of it: one
    run in the full suite measured 198.5 MB)."""
    need(*JAVA_TOOLS)
    report = judge_submission(doubling, source(tmp_path, "Heap.java", JAVA_HEAP % 200))
    assert report.verdict is Verdict.AC, report.compile_message or report.tests[0].message
    assert 180 * 10**6 < report.tests[0].memory_kib * 1024 < 256 * 2**20


@pytest.mark.slow
def test_java_over_the_memory_limit_is_mle(doubling, tmp_path):
    """A JVM that needs more heap than the limit is MLE (OutOfMemoryError or resident peak)."""
    need(*JAVA_TOOLS)
    report = judge_submission(doubling, source(tmp_path, "Heap.java", JAVA_HEAP % 400))
    assert report.verdict is Verdict.MLE, report.tests[0].message


def test_folder_of_python_files_without_main_is_ce(doubling, tmp_path):
    """Two Python files, neither main.py, are CE (either could be the program): the message
    lists them and asks for main.<ext>; renamed main.py, the same folder is judged."""
    source(tmp_path, "twice.py", "def of(n):\n    return 2 * n\n")
    source(tmp_path, "solve.py", "import twice\nprint(twice.of(int(input())))\n")
    report = judge_submission(doubling, tmp_path / "src")
    assert report.verdict is Verdict.CE
    assert "(solve.py, twice.py)" in report.compile_message
    assert "main.<ext>" in report.compile_message
    (tmp_path / "src" / "solve.py").rename(tmp_path / "src" / "main.py")
    report = judge_submission(doubling, tmp_path / "src")
    assert report.verdict is Verdict.AC, report.compile_message or report.tests[0].message


def test_folder_of_two_languages_without_main_is_ce(doubling, tmp_path):
    """A C file and a Python file, neither named main, are CE listing both; with main.py the
    Python program is judged and the C file stays beside it."""
    source(tmp_path, "double.c", C)
    source(tmp_path, "double.py", PYTHON)
    report = judge_submission(doubling, tmp_path / "src")
    assert report.verdict is Verdict.CE and "(double.c, double.py)" in report.compile_message
    (tmp_path / "src" / "double.py").rename(tmp_path / "src" / "main.py")
    report = judge_submission(doubling, tmp_path / "src")
    assert report.verdict is Verdict.AC and report.language == "Python 3"


def test_folder_of_c_files_is_one_program(doubling, tmp_path):
    """Several C files without main.c are one program, compiled together (C's commands never
    name a main file): as `judge export` writes a file-I/O C submission."""
    need("C", "gcc")
    source(tmp_path, "twice.c", "long long twice(long long n) { return 2 * n; }\n")
    source(tmp_path, "solve.c", C.replace("2 * n", "twice(n)")
           .replace("int main", "long long twice(long long);\nint main"))
    report = judge_submission(doubling, tmp_path / "src")
    assert report.verdict is Verdict.AC, report.compile_message or report.tests[0].message
