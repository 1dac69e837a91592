"""The line channel over real pipes: typed reads, deadlines, caps, and the transcript."""

import os
import time

import pytest

from judge.faults import Fault, Violation
from judge.judging.channel import Channel, Transcript, parse_int, split_tokens


@pytest.fixture
def pipes():
    """A channel whose 'program' side is in the test's hands: (channel, to_judge, from_judge)."""
    prog_out_r, prog_out_w = os.pipe()  # program -> judge
    prog_in_r, prog_in_w = os.pipe()  # judge -> program
    transcript = Transcript(keep_all=True)
    ch = Channel(prog_out_r, prog_in_w, transcript, idle_s=0.2,
                 wall_deadline=time.monotonic() + 30, output_limit=1000)
    yield ch, prog_out_w, prog_in_r, transcript
    for fd in (prog_out_r, prog_out_w, prog_in_r, prog_in_w):
        try:
            os.close(fd)
        except OSError:
            pass


def fault_of(call):
    with pytest.raises(Violation) as info:
        call()
    return info.value.fault


def test_reads_lines_and_logs_both_directions(pipes):
    """Lines come back without newline or CR, and the transcript uses < and >."""
    ch, out_w, in_r, transcript = pipes
    os.write(out_w, b"1\r\n2 3\n")
    assert ch.read_line() == "1"
    ch.write_line("1 1")
    assert ch.read_line() == "2 3"
    assert os.read(in_r, 100) == b"1 1\n"
    assert transcript.text() == ">1\n<1 1\n>2 3\n"


def test_typed_reads(pipes):
    """read_int checks form (PE) and range (WA); read_tokens checks the token count (PE)."""
    ch, out_w, _, _ = pipes
    os.write(out_w, b"7\n01\n9\nx\n1 2 3\n")
    assert ch.read_int(0, 10, "n") == 7
    assert fault_of(lambda: ch.read_int(0, 10, "n")) is Fault.MALFORMED
    assert fault_of(lambda: ch.read_int(0, 5, "n")) is Fault.WRONG
    assert fault_of(lambda: ch.read_int(0, 5, "n")) is Fault.MALFORMED
    assert fault_of(lambda: ch.read_tokens(2, "move")) is Fault.MALFORMED


@pytest.mark.parametrize("token,fault", [
    ("+1", Fault.MALFORMED), ("-0", Fault.MALFORMED), ("1.0", Fault.MALFORMED),
    ("١", Fault.MALFORMED), ("-3", Fault.WRONG), ("9" * 5000, Fault.WRONG), ("", Fault.MALFORMED),
])
def test_parse_int_rejects(token, fault):
    """Only canonical decimal integers are well formed; huge ones are out of range, not a crash."""
    with pytest.raises(Violation) as info:
        parse_int(token, 0, 10**9, "x")
    assert info.value.fault is fault


def test_last_line_without_newline_counts(pipes):
    """At EOF, a final line without its newline is still a line; then EOF is a Violation."""
    ch, out_w, _, _ = pipes
    os.write(out_w, b"DONE")
    os.close(out_w)
    assert ch.read_line() == "DONE"
    assert fault_of(ch.read_line) is Fault.EOF


def test_idle_deadline(pipes):
    """A silent program raises SILENT after the idle limit, not before and not much after."""
    ch, _, _, _ = pipes
    started = time.monotonic()
    assert fault_of(ch.read_line) is Fault.SILENT
    assert 0.2 <= time.monotonic() - started < 1.0


def test_output_cap(pipes):
    """More bytes than the output limit, even without a newline, is OUTPUT_LIMIT."""
    ch, out_w, _, _ = pipes
    os.write(out_w, b"x" * 1500)
    assert fault_of(ch.read_line) is Fault.OUTPUT_LIMIT


def test_non_ascii_is_malformed(pipes):
    """A byte outside ASCII makes the line malformed, and the transcript shows it escaped."""
    ch, out_w, _, transcript = pipes
    os.write(out_w, b"\xff1\n")
    assert fault_of(ch.read_line) is Fault.MALFORMED
    assert transcript.last(1) == [">\\xff1"]


def test_write_to_a_program_that_does_not_read(pipes):
    """When the pipe to the program fills up, the write gives up at the idle deadline."""
    ch, _, _, _ = pipes
    started = time.monotonic()
    with pytest.raises(Violation) as info:
        for _ in range(100_000):
            ch.write_line("1 1" * 100)
    assert info.value.fault is Fault.SILENT
    assert time.monotonic() - started < 2


def test_write_to_a_closed_input(pipes):
    """Writing to a program that closed its stdin drops the line; what the program wrote is
    still read, then EOF: the verdict cannot depend on when the program went away."""
    ch, out_w, in_r, transcript = pipes
    os.write(out_w, b"DONE\n")
    os.close(out_w)
    os.close(in_r)
    ch.write_line("0 0")
    ch.write_line("0 0")
    assert ch.read_line() == "DONE"
    assert fault_of(ch.read_line) is Fault.EOF
    assert transcript.text() == "<0 0\n<0 0\n>DONE\n"


def test_read_rest_after_the_end(pipes):
    """read_rest returns what the program still writes before closing its output."""
    ch, out_w, _, _ = pipes
    os.write(out_w, b"\n\nextra")
    os.close(out_w)
    assert ch.read_rest(1.0) == b"\n\nextra"


def test_tail_keeps_only_the_last_lines():
    """A transcript that does not keep everything keeps its last `tail` lines."""
    transcript = Transcript(keep_all=False, tail=3)
    for i in range(10):
        transcript.lines.append(f">{i}")
    assert transcript.last() == [">7", ">8", ">9"]


@pytest.mark.parametrize("line,char", [(b"0\x0b", r"\x0b"), (b"0\x0c", r"\x0c"),
                                       (b"0\x1c", r"\x1c"), (b"\x1b[2J0", r"\x1b"),
                                       (b"0\r1", r"\x0d")])
def test_a_control_character_in_a_token_is_malformed(pipes, line, char):
    """Only space and tab separate tokens on a line: `0\\x0b` is not `0` but a PE whose
    message shows the character escaped."""
    ch, out_w, _, _ = pipes
    os.write(out_w, line + b"\n")
    with pytest.raises(Violation) as info:
        ch.read_int(0, 1, "the claim")
    assert info.value.fault is Fault.MALFORMED
    assert info.value.message.startswith(f"the claim: control character {char} in ")


def test_tabs_separate_tokens(pipes):
    """A tab separates tokens like a space; a CR before the newline is dropped."""
    ch, out_w, _, _ = pipes
    os.write(out_w, b"1\t2\r\n")
    assert ch.read_tokens(2, "a move") == ["1", "2"]


def test_split_tokens_separators():
    """Tokens of a whole output: space, tab, newline separate (CR LF and a last CR too);
    a no-break space does not, and a control character is the given fault."""
    assert split_tokens(" 1\t2\r\n\n3\r", "out") == ["1", "2", "3"]
    assert split_tokens("a\xa0b c", "out") == ["a\xa0b", "c"]
    with pytest.raises(Violation) as info:
        split_tokens("DA\nNU\x1c\n", "nim.out", Fault.WRONG)
    assert info.value.fault is Fault.WRONG
    assert info.value.message == "nim.out: control character \\x1c in 'NU\\x1c'"
