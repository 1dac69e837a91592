"""The judge's side of a spawner (judge/launch/spawner.c): a small process that starts launchers.

Who talks to whom: the judge sends the spawner one request per launch over a SOCK_SEQPACKET
socket (command, working directory, environment, and the fds the launcher gets, by number);
the spawner forks and executes, and answers with the new process's pid and a pidfd, or an
errno. Each run group (judge.launch.cgroup) has its own spawner inside it, so that the programs it
starts are born in the group rather than moved into it (moving costs an RCU grace period on
cgroup v1; see spawner.c); runs without a group share one spawner per judge process, so that
there is one way to start a launcher. The launcher is the spawner's child, not the judge's:
the judge watches it through its pidfd and learns its end from its status pipe.
"""

from __future__ import annotations

import os
import socket
import subprocess
import threading
from pathlib import Path

from judge.launch import sandbox

_ANSWER_BYTES = 256


class Spawner:
    """One spawner process and the judge's end of its socket."""

    def __init__(self) -> None:
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            # In a session of its own: a Ctrl-C at the terminal reaches the judge's Python
            # processes, which decide what to stop, never the spawner (its death would kill
            # the running programs under the judge's feet).
            self._process = subprocess.Popen(
                [str(sandbox.spawner()), str(theirs.fileno())], pass_fds=(theirs.fileno(),),
                stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                start_new_session=True)
        except BaseException:
            ours.close()
            raise
        finally:
            theirs.close()
        self._socket = ours
        self._owner = os.getpid()
        self._lock = threading.Lock()  # one request and its answer at a time

    @property
    def pid(self) -> int:
        return self._process.pid

    def spawn(self, argv: list[str], cwd: Path, env: dict[str, str],
              fds: dict[int, int]) -> tuple[int, int]:
        """Start argv (argv[0] an absolute path: the spawner searches no PATH) with
        fds[target] at each target number, in a session of its own: its pid and a pidfd (the
        caller closes it). OSError if it could not be started."""
        targets = list(fds)
        text = "\0".join([" ".join(map(str, targets)), str(cwd), *argv, "",
                          *(f"{k}={v}" for k, v in env.items())]) + "\0"
        with self._lock:
            try:
                socket.send_fds(self._socket, [text.encode()], [fds[t] for t in targets])
                answer, pidfds, _, _ = socket.recv_fds(self._socket, _ANSWER_BYTES, 1)
            except OSError as err:
                raise OSError(err.errno, f"the judge's spawner is gone: {err}") from None
        words = answer.decode().split(" ", 2)
        if words[0] == "ok" and len(pidfds) == 1:
            return int(words[1]), pidfds[0]
        for fd in pidfds:
            os.close(fd)
        if words[0] == "error" and len(words) == 3:
            code = int(words[1])
            raise OSError(code, f"{os.strerror(code)} ({words[2]}): {argv[0]}")
        raise OSError(f"the judge's spawner ended or answered {answer!r}")

    def close(self) -> None:
        """End the spawner (the launchers it started die with it) and reap it."""
        self._socket.close()
        if os.getpid() == self._owner:
            try:
                self._process.wait(timeout=5)
            except subprocess.TimeoutExpired:
                self._process.kill()
                self._process.wait()

    def forget(self) -> None:
        """In a forked copy of the judge: let go of the socket, leave the spawner alone."""
        self._socket.close()
