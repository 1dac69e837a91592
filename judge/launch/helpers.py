"""The judge's C helpers (judge/launch/launcher.c, judge/launch/spawner.c): how they are built and named.

They are built when the package is installed (setup.py's build_helpers, for a wheel and for
an editable install alike) into judge/bin/, each named after its source's CRC-32
(`launcher-1a2b3c4d`): a binary is used only with the source it was built from, so after a
`git pull` that changes a source, an editable checkout's old binary is not used (the judge
builds a new one into its cache, or says to reinstall: judge.launch.sandbox). Standard library
only: setup.py loads this file by its path, before the package (or PyYAML) is installed.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import tempfile
import zlib
from pathlib import Path

NAMES = ("launcher", "spawner")
BIN = "bin"  # the built helpers' folder, in the package


class BuildError(RuntimeError):
    """A helper could not be built."""


def digest(source: Path) -> str:
    return f"{zlib.crc32(Path(source).read_bytes()):08x}"  # cheaper to import than hashlib


def file_name(name: str, source: Path) -> str:
    """The name of the helper built from this source."""
    return f"{name}-{digest(source)}"


def is_built_helper(path: Path) -> bool:
    """Whether a file's name is that of a built helper (of any version)."""
    return re.fullmatch(rf"({'|'.join(NAMES)})-[0-9a-f]{{8}}", Path(path).name) is not None


def compiler() -> list[str] | None:
    """The C compiler's command: $CC when set (and found), else gcc, else cc; None if none."""
    wanted = shlex.split(os.environ.get("CC", ""))
    if wanted and shutil.which(wanted[0]):
        return [shutil.which(wanted[0]), *wanted[1:]]
    found = shutil.which("gcc") or shutil.which("cc")
    return [found] if found else None


def build(source: Path, binary: Path, command: list[str]) -> None:
    """Compile source into binary (mode 0755), statically when the C library allows it (a
    static helper starts faster), else dynamically. The binary appears whole or not at all:
    parallel judges may build the same one at once. BuildError with the compiler's message."""
    binary.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=binary.parent, prefix=".build-") as tmp:
        built = Path(tmp) / binary.name
        for static in (["-static"], []):
            done = subprocess.run([*command, "-O2", *static, "-o", str(built), str(source)],
                                  capture_output=True)
            if done.returncode == 0:
                break
        else:
            raise BuildError(f"could not build {binary.name} from {source} with "
                             f"{shlex.join(command)}:\n" + done.stderr.decode(errors="replace"))
        built.chmod(0o755)
        os.replace(built, binary)
