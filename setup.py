"""Builds the judge's C helpers (judge/launch/launcher.c, judge/launch/spawner.c) with the package, for a
wheel (`pip install .`) and an editable install (`pip install -e .`) alike; the rest of the
project's configuration is in pyproject.toml.

A wheel gets them in judge/launch/bin/; an editable install builds them in place, into the source
folder's judge/launch/bin/ (which the installed package is). Each is named after its source's CRC-32
(judge/launch/helpers.py): after a change to a source, the judge does not use the old binary.
Building them needs a C compiler ($CC, gcc or cc); judging needs one only for C and C++
submissions.
"""

import importlib.util
from pathlib import Path

from setuptools import Command, Distribution, setup
from setuptools.command.build import build
from setuptools.errors import CompileError

# judge/launch/helpers.py by its path: importing the package would need its dependencies.
_spec = importlib.util.spec_from_file_location(
    "_judge_helpers", Path(__file__).resolve().with_name("judge") / "launch" / "helpers.py")
helpers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(helpers)


class build_helpers(Command):
    """Compile the C helpers into judge/launch/bin/ of the build (in place when editable)."""

    description = "build the judge's C helpers (judge/launch/launcher.c, judge/launch/spawner.c)"
    user_options = []
    editable_mode = False  # set by setuptools for an editable install (PEP 660)

    def initialize_options(self):
        self.build_lib = None
        self.editable_mode = False

    def finalize_options(self):
        self.set_undefined_options("build", ("build_lib", "build_lib"))

    def _helpers(self):
        """(source, the built helper's name) of each helper; paths relative to the project."""
        return [(Path("judge", "launch", f"{name}.c"), helpers.file_name(name, Path("judge", "launch", f"{name}.c")))
                for name in helpers.NAMES]

    def _folder(self) -> Path:
        return Path("judge", "launch", helpers.BIN) if self.editable_mode \
            else Path(self.build_lib, "judge", "launch", helpers.BIN)

    def run(self):
        command = helpers.compiler()
        if command is None:
            raise CompileError("the judge's C helpers (judge/launch/launcher.c, judge/launch/spawner.c) need "
                               "a C compiler to be built: install gcc (Debian: apt-get install "
                               "gcc), or name one in $CC")
        folder = self._folder()
        wanted = {name for _, name in self._helpers()}
        if folder.is_dir():  # other versions' helpers: a build folder is reused, and so is
            for old in folder.iterdir():  # an editable checkout's judge/launch/bin/
                if helpers.is_built_helper(old) and old.name not in wanted:
                    old.unlink()
        for source, name in self._helpers():
            self.announce(f"building {folder / name} from {source}", level=2)
            try:
                helpers.build(source, folder / name, command)
            except helpers.BuildError as err:
                raise CompileError(str(err)) from None

    def get_source_files(self):
        return [str(source) for source, _ in self._helpers()]

    def get_outputs(self):
        return [str(Path(self.build_lib, "judge", helpers.BIN, name))
                for _, name in self._helpers()]

    def get_output_mapping(self):
        if not self.editable_mode:
            return {}
        return {str(Path(self.build_lib, "judge", helpers.BIN, name)):
                str(Path("judge", helpers.BIN, name)) for _, name in self._helpers()}


class build_with_helpers(build):
    sub_commands = [*build.sub_commands, ("build_helpers", None)]


class distribution_with_binaries(Distribution):
    """The package holds binaries for this platform: it is built and installed as one with
    extensions (build/lib.PLATFORM, platlib, a platform wheel), though it has none."""

    def has_ext_modules(self):
        return True


commands = {"build": build_with_helpers, "build_helpers": build_helpers}

try:
    from setuptools.command.bdist_wheel import bdist_wheel  # setuptools >= 70.1
except ImportError:
    try:
        from wheel.bdist_wheel import bdist_wheel
    except ImportError:
        bdist_wheel = None

if bdist_wheel is not None:
    class platform_wheel(bdist_wheel):
        """No Python extension: the wheel is for any Python 3, on this platform only
        (py3-none-linux_x86_64, say)."""

        def get_tag(self):
            return "py3", "none", super().get_tag()[2]

    commands["bdist_wheel"] = platform_wheel

setup(cmdclass=commands, distclass=distribution_with_binaries)
