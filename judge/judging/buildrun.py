"""A program given as a folder with its own `build` script, as the ICPC/Kattis package format
allows for validators, interactors and submissions in any language.

The folder is copied (with its executable bits) into a fresh folder that only the build can
write; `build` runs there once, with that folder as its working directory, in the program's
sandbox under the compile limits (judge.judging.compiling); a build that fails is CE with
what it printed (for a validator: the problem's fault, JE). It must leave an executable `run`
there (the folder may hold one already). What the build left is copied into the build folder,
read-only to the program, and the program is that folder's `run`, started by its full path:
its working directory is the test's, as for every program, so a `run` script finds its files
beside it (`"$(dirname "$0")"`), not in the current folder. As problemtools does, a build-run
program has no address-space cap (a script's interpreter or a JVM may reserve far more than it
uses); its memory is judged on its resident peak.
"""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path

from judge.judging.compiling import (COMPILE_LIMITS, Prepared, compile_space, copy_results,
                                     install_any, run_compiler)
from judge.launch.sandbox import Sandbox

LANGUAGE = "build/run"


def is_build_run(path: Path) -> bool:
    """A folder with an executable `build` script (the format's rule, and problemtools')."""
    build = path / "build"
    return path.is_dir() and build.is_file() and os.access(build, os.X_OK)


def prepare(folder: Path, build_dir: Path, box: Sandbox) -> Prepared:
    """Run the folder's `build` in a copy of it; the command of its `run`, or why not."""
    limits = replace(COMPILE_LIMITS, address_space=False)
    with compile_space(box) as (tmp, work):
        for entry in sorted(folder.iterdir()):
            if not entry.is_symlink() and (entry.is_file() or entry.is_dir()):
                install_any(entry, work / entry.name, modes=True)
        failure = run_compiler(["./build"], box, tmp, work, limits)
        run = work / "run"
        if not failure and not (run.is_file() and os.access(run, os.X_OK)):
            failure = "the build script did not leave an executable called run"
        if failure:
            return Prepared(LANGUAGE, None, failure, address_space=False)
        copy_results(work, build_dir)
    return Prepared(LANGUAGE, (str(build_dir / "run"),), address_space=False)
