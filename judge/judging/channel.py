"""The line channel between the judge and a running program, with typed reads.

Every read has a deadline (the idle limit, capped by the run's wall deadline); every write
too, since a program that stops reading fills the pipe. Idle means waiting: when the idle
limit passes and the program's CPU time moved meanwhile (it was computing, only slowly, on a
loaded machine), the wait goes on, up to the wall deadline; its CPU limit ends it sooner.
The channel notes which deadline a timeout was (`wall_reached`): at the wall limit, a program
that was computing is TLE (judge.judging.decide). What the program writes is capped.
Whatever goes wrong on the program's side is raised as a `Violation`, the one exception type
an interactor lets escape; the runner turns it into a verdict in exactly one place.
Each line crossing the channel is logged in the `.interaction` convention of the ICPC/Kattis
package format: `<` for judge to program, `>` for program to judge.
"""

from __future__ import annotations

import collections
import functools
import os
import re
import select
import time
from collections.abc import Iterator

from judge.faults import Fault, Violation

_monotonic = time.monotonic
# A wait that the program answers within this is on the hot path: one poll, nothing else.
# Past it, the program's CPU time is read, once, to tell idle from busy at the deadline.
_QUICK_MS = 50
# The share of a CPU a program must have used over a wait for it to count as busy, not idle:
# a program blocked on a read uses none; one that computes beside 7 others on 2 CPUs, 1/4.
BUSY_SHARE = 0.05
_BUSY_MIN_S = 0.005

# What separates the tokens a program writes: space, tab and newline, nothing else (a CR
# right before a newline, or ending the text, is dropped first: a Windows line end).
SEPARATORS = " \t\n"
# The whitespace of the Kattis default output validator (judge.judging.default_validator): C's
# isspace() in the "C" locale, with which problemtools' default_validator.cc skips space
# and reads tokens (operator>>): space, tab, newline, CR, vertical tab, form feed.
C_WHITESPACE = " \t\n\r\v\f"
# Control characters: C0 (but tab and newline, which separate), DEL and C1.
_CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def shown(line: str, width: int = 60) -> str:
    """A line as quoted in a message: visible, and short."""
    text = line if len(line) <= width else line[:width] + "..."
    return repr(text)


@functools.cache
def _pattern(separators: str, with_separators: bool, binary: bool) -> re.Pattern:
    inside = re.escape(separators)
    source = (f"[{inside}]+|" if with_separators else "") + f"[^{inside}]+"
    return re.compile(source.encode("latin-1") if binary else source)


def pieces(text: str | bytes, separators: str = SEPARATORS,
           with_separators: bool = False) -> Iterator[re.Match]:
    """The tokens of a text (and the runs of separators between them, if asked), in order,
    as matches: with their positions."""
    return _pattern(separators, with_separators, isinstance(text, bytes)).finditer(text)


def split_tokens(text: str, what: str, fault: Fault = Fault.MALFORMED) -> list[str]:
    """The tokens of what a program wrote, separated by SEPARATORS only. A token holding a
    control character raises a Violation (`fault`: MALFORMED, a PE, where the problem tells
    PE from WA), which shows the character escaped."""
    if text.isprintable():  # the usual line: only spaces in it can separate, nothing to check
        return text.split()
    text = text.replace("\r\n", "\n").removesuffix("\r")
    control = _CONTROL.search(text)  # one pass over a long output, not one per token
    if control:
        token = next(m.group() for m in pieces(text) if m.end() > control.start())
        raise Violation(fault, f"{what}: control character {escaped(control.group())} "
                               f"in {shown(token)}")
    return [m.group() for m in pieces(text)]


def escaped(char: str) -> str:
    """A character as \\xNN (\\uNNNN beyond Latin-1)."""
    code = ord(char)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def parse_int(token: str, lo: int, hi: int, what: str) -> int:
    """A decimal integer in canonical form (no sign unless negative, no leading zeros)."""
    digits = token[1:] if token[:1] == "-" else token
    if not (digits.isdigit() and digits.isascii()) or (digits[0] == "0" and len(digits) > 1) \
            or token == "-0":
        raise Violation(Fault.MALFORMED, f"{what}: expected an integer, got {shown(token)}")
    if len(digits) > 40:  # int() refuses very long numbers; no range here needs them
        raise Violation(Fault.WRONG, f"{what}: {shown(token)} is out of range [{lo}, {hi}]")
    value = int(token)
    if not lo <= value <= hi:
        raise Violation(Fault.WRONG, f"{what}: {value} is out of range [{lo}, {hi}]")
    return value


class Transcript:
    """The lines of an interaction; all of them, or only the last `tail`."""

    def __init__(self, keep_all: bool, tail: int = 16):
        self.lines: collections.abc.MutableSequence[str] = (
            [] if keep_all else collections.deque(maxlen=tail))
        self.tail = tail

    def last(self, count: int | None = None) -> list[str]:
        lines = list(self.lines)
        return lines[-(count or self.tail):]

    def text(self) -> str:
        return "".join(line + "\n" for line in self.lines)


def _logged_and_shown(log, on_line):
    def both(line: str) -> None:
        log(line)
        on_line(line)
    return both


class LineReader:
    """Typed reads over read_line: the Channel's, and a person's typed line (judge.engine.person),
    so that both are read by the same words."""

    def read_line(self, expecting: str = "a line") -> str:
        raise NotImplementedError

    def read_tokens(self, count: int, what: str) -> list[str]:
        """A line of exactly `count` tokens (separated by spaces and tabs)."""
        line = self.read_line(what)
        tokens = split_tokens(line, what)
        if len(tokens) != count:
            raise Violation(Fault.MALFORMED,
                            f"{what}: expected {count} token(s), got {shown(line)}")
        return tokens

    def read_token(self, what: str) -> str:
        return self.read_tokens(1, what)[0]

    def read_int(self, lo: int, hi: int, what: str) -> int:
        return parse_int(self.read_token(what), lo, hi, what)


class Channel(LineReader):
    def __init__(self, read_fd: int, write_fd: int, transcript: Transcript, *, idle_s: float,
                 wall_deadline: float, output_limit: int, cpu_clock=None, on_line=None):
        """cpu_clock: a function giving the program's CPU seconds so far (or None when it
        cannot tell); without it, idle is wall time without output. on_line: called with each
        line as the transcript logs it (`<` judge to program, `>` program to judge), as it
        crosses: how `judge play` shows a program's game while it is judged."""
        os.set_blocking(read_fd, False)
        os.set_blocking(write_fd, False)
        self._rfd, self._wfd = read_fd, write_fd
        self._buf = b""
        self._eof = False
        self._input_closed = False
        self._log = transcript.lines.append
        if on_line is not None:
            self._log = _logged_and_shown(self._log, on_line)
        self.idle_s = idle_s
        self.wall_deadline = wall_deadline
        self.output_limit = output_limit
        self.bytes_read = 0
        self._cpu_clock = cpu_clock
        self._deadline = 0.0
        self.wall_reached = False  # a wait ended at the wall deadline, not the idle limit's
        self._extendable = False
        self._rpoll = select.poll()
        self._rpoll.register(read_fd, select.POLLIN)
        self._wpoll = select.poll()
        self._wpoll.register(write_fd, select.POLLOUT)

    # -- reading -------------------------------------------------------------------------
    def read_line(self, expecting: str = "a line") -> str:
        """The program's next line, without its newline (a last line may lack it).
        `expecting` says what the judge waits for, for the message if nothing comes."""
        buf = self._buf
        end = buf.find(b"\n")
        if end < 0:
            end = self._fill_line(expecting)
            buf = self._buf
        raw = buf[:end]
        self._buf = buf[end + 1:]
        if raw.isascii():
            line = raw.decode()
        else:
            self._log(">" + raw.decode("ascii", "backslashreplace"))
            column = next(i for i, byte in enumerate(raw) if byte > 127)
            raise Violation(Fault.MALFORMED, f"line has a non-ASCII byte 0x{raw[column]:02x}")
        if line[-1:] == "\r":
            line = line[:-1]
        self._log(">" + line)
        return line

    def log_received(self, line: str) -> None:
        """Put a line the program wrote, read otherwise than by read_line, in the transcript."""
        self._log(">" + line)

    def read_rest(self, grace_s: float) -> bytes:
        """Everything the program still writes until it closes its output, within grace_s."""
        self._deadline, self._extendable = _monotonic() + grace_s, False
        chunks = [self._buf]
        self._buf = b""
        while not self._eof:
            chunk = self._read_chunk("the end of its output after the last test")
            chunks.append(chunk)
        return b"".join(chunks)

    def _fill_line(self, expecting: str) -> int:
        """Read until the buffer holds a newline (or EOF ends a last partial line)."""
        self._deadline = min(_monotonic() + self.idle_s, self.wall_deadline)
        self._extendable = True
        # Chunks without a newline wait in a list, joined once: appending each to the buffer
        # would copy it every time, quadratic in the length of a long line (a flood).
        pending: list[bytes] = []
        try:
            while True:
                if self._eof:
                    self._buf += b"".join(pending)
                    pending = []
                    if self._buf:  # a last line without its newline still counts
                        self._buf += b"\n"
                        return len(self._buf) - 1
                    raise Violation(Fault.EOF,
                                    f"the program closed its output; expected {expecting}")
                chunk = self._read_chunk(expecting)
                at = chunk.find(b"\n")
                if at < 0:
                    pending.append(chunk)
                    continue
                if pending:
                    self._buf += b"".join(pending)
                    pending = []
                end = len(self._buf) + at
                self._buf += chunk
                return end
        finally:
            if pending:
                self._buf += b"".join(pending)

    def _read_chunk(self, expecting: str) -> bytes:
        """The next bytes the program writes (b"" at EOF), by the deadline. On the judge's hot
        path: one poll and one read in the usual case, and no message unless one is due."""
        since: tuple[float, float] | None = None  # (time, CPU time) when the wait got long
        while True:
            # poll's millisecond timeout, rounded up so that a timeout means the deadline passed
            left_ms = int((self._deadline - _monotonic()) * 1000) + 1
            if since is None and self._extendable and self._cpu_clock is not None:
                if left_ms <= 0 or not self._rpoll.poll(min(left_ms, _QUICK_MS)):
                    since = (_monotonic(), self._cpu_clock())
                    continue
            elif left_ms <= 0 or not self._rpoll.poll(left_ms):
                if _monotonic() >= self._deadline:
                    since = self._wait_longer(since, expecting)
                continue
            try:
                data = os.read(self._rfd, 1 << 16)
            except BlockingIOError:
                continue
            if not data:
                self._eof = True
                return b""
            self.bytes_read += len(data)
            if self.bytes_read > self.output_limit:
                raise Violation(Fault.OUTPUT_LIMIT,
                                f"the program wrote more than {self.output_limit} bytes")
            return data

    def _wait_longer(self, since, expecting: str) -> tuple[float, float | None]:
        """At the idle deadline: if the program was busy (its CPU time moved) and the wall
        deadline has not come, a new idle window from now (and its start); else the timeout."""
        now = _monotonic()
        if since is None or since[1] is None or now >= self.wall_deadline:
            raise self._timeout(expecting)
        cpu = self._cpu_clock()
        used = cpu - since[1] if cpu is not None else 0.0
        if used < max(BUSY_SHARE * (now - since[0]), _BUSY_MIN_S):
            raise self._timeout(expecting)
        self._deadline = min(now + self.idle_s, self.wall_deadline)
        return now, cpu

    def _timeout(self, expecting: str) -> Violation:
        self.wall_reached = self._deadline == self.wall_deadline
        if _monotonic() >= self.wall_deadline:
            return Violation(Fault.SILENT, f"wall-time limit reached while waiting for {expecting}")
        return Violation(Fault.SILENT,
                         f"no output for {self.idle_s:g} s while waiting for {expecting}"
                         " (the idle limit; a missing flush looks like this)")

    # -- writing -------------------------------------------------------------------------
    def write_line(self, text: str) -> None:
        """Send a line. To a program that has closed its input (or exited), the line is
        dropped: what it wrote before is still read and judged, so that whether it was gone
        before or after this write (a race) cannot change the verdict."""
        self._log("<" + text)
        if self._input_closed:
            return
        data = (text + "\n").encode()
        try:
            written = os.write(self._wfd, data)
        except BlockingIOError:
            written = 0
        except BrokenPipeError:
            self._input_closed = True
            return
        if written < len(data):
            self._write_slow(data[written:])

    def _write_slow(self, data: bytes) -> None:
        deadline = min(time.monotonic() + self.idle_s, self.wall_deadline)
        while data:
            left = deadline - time.monotonic()
            if left <= 0 or not self._wpoll.poll(max(1, int(left * 1000 + 0.999))):
                if time.monotonic() >= deadline:
                    self.wall_reached = deadline == self.wall_deadline
                    raise Violation(Fault.SILENT,
                                    f"the program did not read its input for {self.idle_s:g} s")
                continue
            try:
                data = data[os.write(self._wfd, data):]
            except BlockingIOError:
                continue
            except BrokenPipeError:
                self._input_closed = True
                return
