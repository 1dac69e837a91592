"""Where and as whom a contestant's program runs: the isolation modes, and their workspaces.

Every program runs under the judge's launcher (judge/launch/launcher.c, built at install: see
judge.launch.helpers), which applies the rlimits, drops the uid, reaps and measures the whole process
tree and kills what the program leaves behind. The modes differ in what the program can see
and touch:

- bwrap  bubblewrap around the launcher: private process, network, IPC and UTS namespaces
         (no network; the judge and every other process are invisible; when the sandbox's
         first process ends, the kernel kills everything left in it); a read-only view of the
         system (/usr, /bin, /lib*, /etc) and of the program's build directory; a fresh /tmp;
         only its working directory writable; nothing of the problem's data or the judge's
         files. As root, the program also runs as the slot's unprivileged uid.
- uid    (root only) the program runs as a dedicated unprivileged uid, its judge's slot's
         (judge.launch.slots: no two live judges on the machine share one): it cannot signal the judge, read the judge's private files
         (0700 workspaces, /proc/<judge>/fd), or outlive its test (its uid's processes are
         counted by RLIMIT_NPROC and its tree is reaped by the launcher). It shares the
         machine's network and can read world-readable files: keep problem data private
         (chmod o-rwx) or use bwrap.
- none   (not as root) the program runs as the judge's own user, with the same limits and
         the same clean-up. For contestants testing their own code.

The default is bwrap when it works here, else uid as root, else none. A mode that was asked
for and cannot be had is an error (IsolationUnavailable), never a silent weaker run.
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

from judge.launch import helpers, slots

MODES = ("bwrap", "uid", "none")
PROGRAM_PATH = "/usr/local/bin:/usr/bin:/bin"
_SYSTEM_DIRS = ("/usr", "/bin", "/sbin", "/lib", "/lib32", "/lib64", "/libx32", "/etc")


class IsolationUnavailable(RuntimeError):
    """The isolation mode asked for cannot be had on this machine."""


@dataclass(frozen=True)
class Sandbox:
    mode: str
    uid: int | None  # the program's uid and gid; None: the judge's own
    launcher: Path

    def command(self, argv: list[str], launcher_args: list[str], work: Path,
                readable: tuple[Path, ...], binds: tuple[tuple[Path, Path], ...] = (),
                group_files: tuple[tuple[str, Path], ...] = ()) -> list[str]:
        """The judge's command line for running argv in this sandbox; binds: files shown
        read-only at a path in the working directory (bwrap only: see stage_input);
        group_files: the launcher's options naming the run's control-group files (see
        judge.launch.cgroup), bound into the sandbox under bwrap."""
        if self.uid is not None:
            launcher_args = [*launcher_args, "--uid", str(self.uid), "--gid", str(self.uid)]
        prefix: list[str] = []
        if self.mode == "bwrap":
            # Control groups are not mounted inside the sandbox: the launcher finds the files
            # it needs bound in (writable only by root: not by the program).
            inside = tuple((option, Path(f"/run/judge-{f.name}")) for option, f in group_files)
            prefix = _bwrap_prefix(self, work, readable, binds,
                                   tuple((f, i) for (_, f), (_, i) in zip(group_files, inside)))
            group_files = inside
        files = [str(arg) for pair in group_files for arg in pair]
        return [*prefix, str(self.launcher), *launcher_args, *files, "--", *argv]

    def environment(self, work: Path) -> dict[str, str]:
        """A clean environment: nothing of the judge's leaks into the program."""
        return {"PATH": PROGRAM_PATH, "LANG": "C.UTF-8", "HOME": str(work),
                "TMPDIR": str(work)}


def _bwrap_prefix(box: Sandbox, work: Path, readable: tuple[Path, ...],
                  binds: tuple[tuple[Path, Path], ...],
                  writable: tuple[tuple[Path, Path], ...] = ()) -> list[str]:
    root = os.geteuid() == 0
    # As root bubblewrap needs no user namespace, and the launcher inside keeps just enough
    # power to drop to the slot's uid; otherwise a user namespace maps the judge's own user.
    args = [_bwrap_path(), "--die-with-parent", "--new-session", "--unshare-ipc", "--unshare-pid",
            "--unshare-net", "--unshare-uts", "--unshare-cgroup-try"]
    args += ["--cap-add", "CAP_SETUID", "--cap-add", "CAP_SETGID"] if root else \
        ["--unshare-user"]
    args += _system_view()
    for d in _interpreter_dirs():
        args += ["--ro-bind", d, d]
    args += ["--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"]
    # bubblewrap makes the folders on the way to a mount 0700, which the program's uid could
    # not cross when the judge's folders are not right in /tmp (TMPDIR=/tmp/user/1000, say):
    # they are made traversable, not listable, first.
    for d in _folders_on_the_way((*readable, work.parent)):
        args += ["--perms", "0711", "--dir", d]
    for d in readable:
        args += ["--ro-bind", str(d), str(d)]
    # The working directory's parent is traversable (not listable), as outside: a program
    # may name its directory by its absolute path.
    args += ["--ro-bind", str(box.launcher), str(box.launcher),
             "--perms", "0711", "--dir", str(work.parent),
             "--bind", str(work), str(work), "--chdir", str(work)]
    for source, dest in binds:
        args += ["--ro-bind", str(source), str(dest)]
    for source, dest in writable:
        args += ["--bind", str(source), str(dest)]
    return args


def _folders_on_the_way(paths) -> list[str]:
    """The folders above these paths that the sandbox has not got already (neither the root,
    /tmp, nor the system's folders), each once, parents first."""
    found: list[str] = []
    for path in paths:
        ancestors = [str(a) for a in reversed(Path(path).parents)]
        if any(a in _SYSTEM_DIRS for a in ancestors):
            continue
        found += [a for a in ancestors if a not in ("/", "/tmp") and a not in found]
    return found


@functools.lru_cache(maxsize=1)
def _system_view() -> tuple[str, ...]:
    """The system's folders, read-only; those that are symbolic links (/bin -> usr/bin on a
    merged-/usr system) as the same links: a link costs bubblewrap less than a mount."""
    args: list[str] = []
    for d in _SYSTEM_DIRS:
        target = os.readlink(d) if os.path.islink(d) else None
        if target is not None and not os.path.isabs(target) and ".." not in target:
            args += ["--symlink", target, d]
        else:
            args += ["--ro-bind-try", d, d]
    return tuple(args)


@functools.lru_cache(maxsize=1)
def _bwrap_path() -> str | None:
    """Where bubblewrap is (the spawner needs an absolute path), or None."""
    return shutil.which("bwrap")


@functools.lru_cache(maxsize=1)
def _interpreter_dirs() -> tuple[str, ...]:
    """The judge's own Python, when programs run with it (no python3 on the clean PATH)."""
    if shutil.which("python3", path=PROGRAM_PATH):
        return ()
    return tuple(sorted({sys.base_prefix, sys.prefix} - {"/usr"}))


def program_python() -> str:
    """The Python 3 that programs run with: the system's, which any uid can execute."""
    return shutil.which("python3", path=PROGRAM_PATH) or sys.executable


def choose_mode(mode: str | None) -> str:
    """The isolation mode asked for, or the best this machine has; IsolationUnavailable if
    the one asked for cannot be had."""
    root = os.geteuid() == 0
    if mode is None:
        mode = "bwrap" if bwrap_works() else ("uid" if root else "none")
    if mode not in MODES:
        raise IsolationUnavailable(f"unknown isolation mode {mode!r} (one of {', '.join(MODES)})")
    if mode == "bwrap" and not bwrap_works():
        raise IsolationUnavailable(f"isolation bwrap asked for, but bubblewrap {bwrap_problem()}")
    if mode == "uid" and not root:
        raise IsolationUnavailable("isolation uid needs the judge to run as root "
                                   "(to switch the program to another uid)")
    if mode == "none" and root:
        raise IsolationUnavailable("isolation none would run the program as root: "
                                   "use uid or bwrap")
    return mode


def resolve(mode: str | None) -> Sandbox:
    """The sandbox for this process's runs: the mode asked for (or the best this machine
    has), with this process's slot's uid as root (taking the slot: judge.launch.slots)."""
    mode = choose_mode(mode)
    try:
        uid = slots.current().uid if os.geteuid() == 0 else None
    except slots.NoSlot as err:
        raise IsolationUnavailable(str(err)) from None
    if mode == "uid":
        _check_reachable(Path(tempfile.gettempdir()), uid)
    return Sandbox(mode, uid, launcher())


def _check_reachable(temp: Path, uid: int) -> None:
    """Under isolation uid the program, as another user, runs from the judge's folders in the
    temporary folder: each folder above them must let other users through. Else no program
    could start, and that is the judge's set-up, never the submission's fault."""
    for folder in (*reversed(temp.parents), temp):
        try:
            mode = os.stat(folder).st_mode
        except OSError as err:
            raise IsolationUnavailable(f"the temporary folder {temp}: {folder}: "
                                       f"{err.strerror}") from None
        if not mode & 0o001:
            raise IsolationUnavailable(
                f"isolation uid: programs (uid {uid}) could not reach the judge's folders in "
                f"{temp}: {folder} does not let other users through (mode {mode & 0o777:o}); "
                "set TMPDIR to a folder they can reach, or use bwrap")


def bwrap_works() -> bool:
    return bwrap_problem() == ""


@functools.lru_cache(maxsize=1)
def bwrap_problem() -> str:
    """Why bubblewrap cannot be used here, or "" when it can."""
    if _bwrap_path() is None:
        return "is not installed (Debian: apt-get install bubblewrap)"
    probe = [_bwrap_path(), "--unshare-pid", "--unshare-net", "--ro-bind", "/", "/", "true"]
    if os.geteuid() != 0:
        probe[1:1] = ["--unshare-user"]
    try:
        done = subprocess.run(probe, capture_output=True, timeout=10)
    except (OSError, subprocess.TimeoutExpired) as err:
        return f"failed to start: {err}"
    if done.returncode != 0:
        return "does not work here: " + done.stderr.decode(errors="replace").strip()
    return ""


def launcher() -> Path:
    """The compiled launcher (judge/launch/launcher.c)."""
    return _helper("launcher")


def spawner() -> Path:
    """The compiled spawner (judge/launch/spawner.c)."""
    return _helper("spawner")


# Where the installed package's helpers are (setup.py builds them there).
INSTALLED_HELPERS = Path(__file__).with_name(helpers.BIN)


@functools.lru_cache(maxsize=None)
def _helper(name: str) -> Path:
    """One of the judge's C helpers: the one built when the package was installed
    (judge/bin/, see judge.launch.helpers) if it was built from the source here, else one built
    once per version of its source into the user's cache (a source checkout that was not
    installed, or whose source changed since)."""
    source = Path(__file__).with_name(f"{name}.c")
    binary_name = helpers.file_name(name, source)
    installed = INSTALLED_HELPERS / binary_name
    if os.access(installed, os.X_OK):
        return installed
    cache = Path(os.environ.get("JUDGE_CACHE") or
                 Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "judge")
    binary = cache / binary_name
    if binary.is_file():
        return binary
    compiler = helpers.compiler()
    if compiler is None:
        raise IsolationUnavailable(
            f"the judge's {name} is not built for this version of {source.name} ({installed} "
            f"is missing) and there is no C compiler (gcc or cc) to build it: install the judge "
            f"where gcc is (in its source folder: python3 -m pip install -e . , again after its "
            f"C sources change), or install gcc")
    try:
        helpers.build(source, binary, compiler)
    except helpers.BuildError as err:
        raise IsolationUnavailable(f"could not build the judge's {name}: {err}") from None
    return binary


def stage_input(box: Sandbox, source: Path, dest: Path) -> tuple[tuple[Path, Path], ...]:
    """Put a test's input file in the program's directory, readable and not writable by it,
    as cheaply as the mode allows: bwrap shows the file itself read-only (returns the bind to
    make); under a dropped uid a hard link to a file the judge owns is safe (the program may
    unlink its name, never change the data); otherwise a copy."""
    if box.mode == "bwrap":
        dest.touch(0o444)  # the mount point
        return ((source, dest),)
    if box.uid is not None and source.stat().st_uid != box.uid:
        try:
            os.link(source, dest)
            return ()
        except OSError:  # another file system
            pass
    shutil.copyfile(source, dest)
    dest.chmod(0o444)
    return ()
