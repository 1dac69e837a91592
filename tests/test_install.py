"""The C helpers are built when the package is installed (setup.py, judge/launch/helpers.py): a
wheel holds them, and judges a Python submission on a machine without a C compiler; without
installed helpers (a source checkout, or a source changed since) the judge builds them into
its cache, or says how to install when it cannot."""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from judge.launch import helpers, sandbox

ROOT = Path(__file__).resolve().parent.parent
SOURCES = {name: ROOT / "judge" / "launch" / f"{name}.c" for name in helpers.NAMES}


def project_copy(dest: Path) -> Path:
    """The files a build needs, without any helper built in the checkout (nor its build
    folders): the build happens there, not in the checkout."""
    dest.mkdir()
    for name in ("pyproject.toml", "setup.py", "README.md"):
        shutil.copy2(ROOT / name, dest / name)
    shutil.copytree(ROOT / "judge", dest / "judge",
                    ignore=shutil.ignore_patterns(helpers.BIN, "__pycache__", "*.pyc"))
    return dest


def no_compiler_path(folder: Path) -> str:
    """A PATH without a C compiler, with bubblewrap (and the `true` its probe runs) when the
    machine has it, so that the judge isolates programs as it would anyway."""
    folder.mkdir()
    for tool in ("bwrap", "true"):
        found = shutil.which(tool)
        if found:
            (folder / tool).symlink_to(found)
    assert not any(shutil.which(cc, path=str(folder)) for cc in ("gcc", "cc", "clang"))
    return str(folder)


def pip(*args: str, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pip", *args], capture_output=True, text=True,
                          timeout=600, **kwargs)


@pytest.mark.slow
def test_a_wheel_holds_the_helpers_and_judges_python_without_a_compiler(tmp_path):
    source = project_copy(tmp_path / "source")
    built = pip("wheel", str(source), "--no-deps", "-w", str(tmp_path / "wheels"))
    assert built.returncode == 0, built.stdout + built.stderr
    [wheel] = (tmp_path / "wheels").glob("judge-*.whl")
    assert not wheel.name.endswith("-any.whl"), "it holds binaries: a platform wheel"
    with zipfile.ZipFile(wheel) as archive:
        modes = {info.filename: info.external_attr >> 16 for info in archive.infolist()}
    for name, c_source in SOURCES.items():
        member = f"judge/launch/{helpers.BIN}/{helpers.file_name(name, c_source)}"
        assert member in modes, sorted(modes)
        assert modes[member] & 0o111 == 0o111, f"{member}: mode {modes[member]:o}"

    site = tmp_path / "site"
    installed = pip("install", "--no-deps", "--target", str(site), str(wheel))
    assert installed.returncode == 0, installed.stdout + installed.stderr
    for name, c_source in SOURCES.items():
        binary = site / "judge" / "launch" / helpers.BIN / helpers.file_name(name, c_source)
        assert binary.is_file() and binary.stat().st_mode & stat.S_IXUSR

    # The wheel's copy of the package, first on the path (the judge may be installed
    # editable too, from a checkout), run from a folder that holds no package (the current
    # folder comes first); no compiler on the PATH and an empty cache: nothing is built.
    cache = tmp_path / "cache"
    env = {**os.environ, "PYTHONPATH": str(site), "PATH": no_compiler_path(tmp_path / "bin"),
           "JUDGE_CACHE": str(cache)}
    env.pop("CC", None)
    where = subprocess.run([sys.executable, "-c", "import judge; print(judge.__file__)"],
                           env=env, cwd=tmp_path, capture_output=True, text=True, timeout=60)
    assert where.stdout.strip() == str(site / "judge" / "__init__.py"), where.stderr
    run = subprocess.run(
        [sys.executable, "-m", "judge.cli", "run", str(ROOT / "problems" / "nim"),
         str(ROOT / "solutions" / "nim" / "accepted" / "nim.py"), "--test", "1_single"],
        env=env, cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "verdict: AC" in run.stdout
    assert not cache.exists() or not any(cache.iterdir()), "nothing was built at judge time"


@pytest.mark.slow
def test_building_without_a_compiler_says_what_is_needed(tmp_path):
    source = project_copy(tmp_path / "source")
    env = {**os.environ, "PATH": no_compiler_path(tmp_path / "bin")}
    env.pop("CC", None)
    built = pip("wheel", str(source), "--no-deps", "-w", str(tmp_path / "wheels"), env=env)
    assert built.returncode != 0
    assert "need a C compiler to be built: install gcc" in built.stdout + built.stderr


@pytest.fixture
def helper_folders(tmp_path, monkeypatch):
    """Installed helpers looked for in a folder of the test's, and an empty cache."""
    installed, cache = tmp_path / "installed", tmp_path / "cache"
    installed.mkdir()
    monkeypatch.setattr(sandbox, "INSTALLED_HELPERS", installed)
    monkeypatch.setenv("JUDGE_CACHE", str(cache))
    sandbox._helper.cache_clear()
    yield installed, cache
    sandbox._helper.cache_clear()


def test_an_installed_helper_is_used_as_it_is(helper_folders, monkeypatch):
    installed, cache = helper_folders
    binary = installed / helpers.file_name("launcher", SOURCES["launcher"])
    binary.write_bytes(b"#!/bin/sh\n")
    binary.chmod(0o755)
    monkeypatch.setattr(helpers, "compiler", lambda: None)
    assert sandbox.launcher() == binary
    assert not cache.exists()


def test_without_installed_helpers_the_judge_builds_them_into_its_cache(helper_folders,
                                                                        monkeypatch):
    installed, cache = helper_folders
    if helpers.compiler() is None:
        pytest.skip("no C compiler here")
    # A helper built from another version of the source (an editable checkout after a
    # `git pull`) is not used.
    stale = installed / "launcher-00000000"
    stale.write_bytes(b"#!/bin/sh\n")
    stale.chmod(0o755)
    binary = sandbox.launcher()
    assert binary == cache / helpers.file_name("launcher", SOURCES["launcher"])
    done = subprocess.run([str(binary), "--", "/bin/echo", "built"], capture_output=True,
                          text=True, timeout=30)
    assert done.stdout == "built\n"
    # Once built, it is used without a compiler.
    sandbox._helper.cache_clear()
    monkeypatch.setattr(helpers, "compiler", lambda: None)
    assert sandbox.launcher() == binary


def test_without_helpers_nor_compiler_the_judge_says_how_to_install(helper_folders,
                                                                   monkeypatch):
    monkeypatch.setattr(helpers, "compiler", lambda: None)
    with pytest.raises(sandbox.IsolationUnavailable,
                       match=r"no C compiler .* python3 -m pip install -e \."):
        sandbox.spawner()
