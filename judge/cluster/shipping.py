"""Shipping problems and submissions to the workers of a cluster: no shared filesystem.

Who sends what: the client (judge.cluster.executor) packs the problem's folder once into a tar
archive named by its SHA-256, and each submission (a file or a folder) into one of its own.
The archives are made the same way whatever the machine (entries sorted, owners and times
zeroed, __pycache__ left out), so that the same content has the same name. The problem's
travels to each worker once (a task of its own, whose result every judging task depends on),
a submission's with its task.

Where a worker keeps them: a problem is unpacked once per machine, into the judge's cache
folder, `<cache>/problems/<sha256>/<the folder's name>` (its name kept: it can be the problem's
short name), unpacked beside it first and then renamed into place, so that two workers of one
machine unpacking it at once both end with the same whole folder. A submission is unpacked in
a scratch folder of the worker's judging session, removed with it.

Anything over LIMIT (64 MiB, counted before packing) is refused before grading starts.
"""

from __future__ import annotations

import hashlib
import io
import os
import shutil
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

MIB = 1 << 20
LIMIT = 64 * MIB
SKIPPED = ("__pycache__",)


class TooLarge(ValueError):
    """A problem or a submission too large to send to a cluster."""


@dataclass(frozen=True)
class Archive:
    name: str  # the file's or the folder's own name
    sha256: str  # of `data`
    data: bytes  # a tar archive of it


def size_error(path: Path, what: str) -> str:
    """Why this file or folder cannot be sent to a cluster (over LIMIT), or ""."""
    size = _size(Path(path))
    if size <= LIMIT:
        return ""
    return (f"{what} {path} holds {size / MIB:.1f} MiB: over the {LIMIT // MIB} MiB that "
            "grading on a cluster sends with a task (grade it on this machine, with --jobs)")


def _size(path: Path) -> int:
    if not path.is_dir():
        return path.stat().st_size if path.is_file() else 0
    total = 0
    for root, dirs, files in os.walk(path):
        dirs[:] = [d for d in dirs if d not in SKIPPED]
        for name in files:
            full = os.path.join(root, name)
            if os.path.isfile(full):
                total += os.path.getsize(full)
    return total


def pack(path: Path, what: str) -> Archive:
    """The archive of a file or a folder; TooLarge if it is over LIMIT."""
    error = size_error(path, what)
    if error:
        raise TooLarge(error)
    path = Path(path)
    buffer = io.BytesIO()
    with tarfile.open(fileobj=buffer, mode="w", format=tarfile.PAX_FORMAT) as tar:
        tar.add(path, arcname=path.name, filter=_canonical)  # adds a folder's entries sorted
    data = buffer.getvalue()
    return Archive(path.name, hashlib.sha256(data).hexdigest(), data)


def _canonical(info: tarfile.TarInfo) -> tarfile.TarInfo | None:
    if Path(info.name).name in SKIPPED:
        return None
    info.uid = info.gid = 0
    info.uname = info.gname = ""
    info.mtime = 0
    return info


def unpack(archive: Archive, into: Path) -> Path:
    """Unpack an archive in a folder: the path of what it holds."""
    if hashlib.sha256(archive.data).hexdigest() != archive.sha256:
        raise ValueError(f"the archive of {archive.name} arrived damaged (its SHA-256 differs)")
    with tarfile.open(fileobj=io.BytesIO(archive.data), mode="r:") as tar:  # not compressed
        if hasattr(tarfile, "data_filter"):  # no absolute paths, no links out of it
            tar.extractall(into, filter="data")
        else:  # Python before 3.10.12: the client is trusted (docs/cluster.md)
            tar.extractall(into)
    return Path(into) / archive.name


def cache_dir() -> Path:
    """The judge's cache on this machine: JUDGE_CACHE_DIR, else /var/cache/judge as root,
    else the user's cache folder."""
    if os.environ.get("JUDGE_CACHE_DIR"):
        return Path(os.environ["JUDGE_CACHE_DIR"])
    if os.geteuid() == 0:
        return Path("/var/cache/judge")
    home = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    return Path(home) / "judge"


def cached_problem(archive: Archive) -> Path:
    """The problem's folder on this machine, unpacked from its archive the first time."""
    folder = cache_dir() / "problems" / archive.sha256
    target = folder / archive.name
    if target.exists():
        return target
    # Traversable, not listable: a program of another uid may reach a file of a problem it
    # is given the path of (as in the problem's own folder), not find the others.
    folder.parent.mkdir(mode=0o711, parents=True, exist_ok=True)
    staging = Path(tempfile.mkdtemp(prefix=f".{archive.sha256[:16]}-", dir=folder.parent))
    try:
        staging.chmod(0o755)
        unpack(archive, staging)
        try:
            os.rename(staging, folder)
        except OSError:  # another worker of this machine put it there first
            if not target.exists():
                raise
    finally:
        if staging.exists():
            shutil.rmtree(staging, ignore_errors=True)
    return target
