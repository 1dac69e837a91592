"""A file-I/O submission run as its stdin/stdout twin (written by `judge export`).

The original program, beside this file, reads its input file and writes its output file in its
working directory. This wrapper makes a fresh directory (in the working directory, else in the
temporary one), copies stdin into the input file there, runs the original in it (runpy, in
this interpreter and process, so its time and memory are the submission's), then copies the
output file to stdout. What the original writes to its own stdout goes to stderr: the judge
grades the output file alone. A missing output file gives an empty output; an exception or a
non-zero exit status is passed on.
"""

import gc
import os
import runpy
import shutil
import sys
import tempfile

SETTINGS = {}  # @SETTINGS@ (written by judge export: program, input_file, output_file)


def main() -> None:
    here = os.path.dirname(os.path.abspath(__file__))
    program = os.path.join(here, SETTINGS["program"])
    try:  # in the working directory, which the contest system removes even after a kill
        work = tempfile.mkdtemp(prefix="fileio-", dir=os.getcwd())
    except OSError:
        work = tempfile.mkdtemp(prefix="fileio-")
    graded = None
    try:
        if SETTINGS["input_file"]:
            with open(os.path.join(work, SETTINGS["input_file"]), "wb") as f:
                shutil.copyfileobj(sys.stdin.buffer, f)
        if SETTINGS["output_file"]:
            sys.stdout.flush()
            graded = os.dup(1)
            os.dup2(2, 1)
        os.chdir(work)
        sys.argv = [program]
        try:
            runpy.run_path(program, run_name="__main__")
        except SystemExit as end:
            if end.code not in (None, 0):
                raise
        gc.collect()  # files the program left open are closed, hence flushed
        sys.stdout.flush()
        if graded is not None:
            path = os.path.join(work, SETTINGS["output_file"])
            if os.path.isfile(path):
                with open(path, "rb") as src, os.fdopen(graded, "wb") as dst:
                    shutil.copyfileobj(src, dst)
    finally:
        os.chdir(here)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
