"""Run a command and write its exit code, CPU time, wall time and peak memory to a file;
or serve many ``python -m`` commands from one process, each in a child forked from it.

    python tests/measure.py CPU_LIMIT REPORT [--unprivileged] -- COMMAND...
    python tests/measure.py --serve

A child's ``ru_maxrss`` on Linux counts the memory of the process it was forked from, so
a command forked straight from a large test process would be charged for it. This small
process forks the command instead, under a 2 GiB address-space limit and a CPU-time limit
of ``CPU_LIMIT`` seconds (a bound that breaks fails the test, not the machine), and reads
its CPU time and peak from ``wait4``. ``--unprivileged`` drops the capabilities that let
root read and list what file permissions forbid, so a ``chmod 000`` file is unreadable to
the command even when the tests run as root. CPU time, unlike wall time, does not grow when the
machine is busy with other work, so the tests bound it; wall time is for ``bench/``.

``--serve`` saves the start of an interpreter and the import of ``generator.cli`` (most of
a short command's cost): the server imports ``generator.cli`` once, and for each request
(:class:`ForkServer` is the client) forks a child that takes the request's limits, working
folder and environment, has standard input on ``/dev/null`` and its output in two fresh
files, and then does in itself what ``python -m MODULE ARGS`` would (``run_as_python``).
The child is a process of its own: its exit code, output, limits and signals are real, and
nothing it does reaches the server or the next child. It is measured as above, with two
differences. Its CPU time starts at the fork, so it leaves out the start-up a new process
spends importing ``generator.cli`` (≈ 0.2 s). Its ``ru_maxrss`` is its own peak resident
memory, in which the server's pages count from the fork: the heap it is forked with (the
interpreter and ``generator.cli`` with what it imports), and the pages of files it maps
once the child touches them. That is what a new process holds once it has imported the
same, less the memory importing needed only for a while: the smallest case peaks at
≈ 25 MB forked against ≈ 33 MB in a new process, so a bound on peak memory keeps its
meaning, a few MB more generous.

Only what an interpreter decides as it starts (``PYTHON*`` variables, the locale, ...)
cannot be given to a child; so a request may change only variables read when a command
runs (``RUN_TIME``), and the client runs any other command in a new process instead.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import resource
import select
import signal
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, BinaryIO, NoReturn

PR_CAPBSET_DROP = 24
CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 1, 2
MEMORY = 2 * 1024**3
PRELOADED = "generator.cli"
"""What the server imports before it forks: what ``sortie`` imports as it starts."""
RUN_TIME = frozenset({"SORTIE_CONTENT", "PYTEST_CURRENT_TEST"})
"""The variables a child may be given other values of than the server's: Sortie reads
them when a command runs, never as a module is imported (and pytest names the running test
in the second)."""


def drop_file_overrides(*, running: bool = False) -> None:
    """Remove the two capabilities from the bounding set: the command exec'd next starts
    without them, so it meets file permissions as any user does. ``running``: remove them
    from this process's own sets too (a forked child that runs the command without an
    exec), leaving it as the exec would. No-op when not root."""
    if os.geteuid() != 0:
        return
    import ctypes  # here, so that the server's children do not all hold it

    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
        if libc.prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "cannot drop a capability")
    if not running:
        return

    class Header(ctypes.Structure):
        _fields_ = [("version", ctypes.c_uint32), ("pid", ctypes.c_int)]

    class Data(ctypes.Structure):
        _fields_ = [(name, ctypes.c_uint32) for name in ("effective", "permitted", "inheritable")]

    header, data = Header(0x20080522, 0), (Data * 2)()  # _LINUX_CAPABILITY_VERSION_3
    if libc.capget(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "cannot read the capabilities")
    gone = ~((1 << CAP_DAC_OVERRIDE) | (1 << CAP_DAC_READ_SEARCH))
    data[0].effective &= gone
    data[0].permitted &= gone
    if libc.capset(ctypes.byref(header), data) != 0:
        raise OSError(ctypes.get_errno(), "cannot drop a capability")


def limit(cpu_limit: float, unprivileged: bool, *, running: bool = False) -> None:
    """Bound this process (a child about to run the command) as every command is."""
    cpu = math.ceil(cpu_limit)
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    # The soft limit sends SIGXCPU, the hard one a second later SIGKILL.
    resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
    if unprivileged:
        drop_file_overrides(running=running)


def report(status: int, usage: resource.struct_rusage, seconds: float) -> str:
    """The line a measured command is reported in: exit code (minus the signal that
    ended it), CPU seconds, wall seconds, peak KiB."""
    code = os.waitstatus_to_exitcode(status)
    return f"{code} {usage.ru_utime + usage.ru_stime} {seconds} {usage.ru_maxrss}"


def main() -> None:
    cpu_limit, report_file, *rest = sys.argv[1:]
    unprivileged = rest[0] == "--unprivileged"
    separator, *command = rest[1:] if unprivileged else rest
    assert separator == "--" and command
    started = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        limit(float(cpu_limit), unprivileged)
        os.execvp(command[0], command)
    _, status, usage = os.wait4(pid, 0)
    seconds = time.perf_counter() - started
    with open(report_file, "w", encoding="utf-8") as out:
        out.write(report(status, usage, seconds) + "\n")


# --- the server ---------------------------------------------------------------------------


def run_as_python(module: str, args: Sequence[str]) -> int:
    """Do in this process what ``python -m MODULE ARGS`` does once started, and return
    the status it would exit with (``Py_RunMain``: the module run as ``__main__``,
    ``SystemExit`` read as the interpreter reads it, an uncaught exception printed, then
    threads joined, ``atexit`` run and standard output flushed)."""
    import atexit
    import runpy
    import threading

    sys.argv = ["-m", *args]  # runpy puts the module's file first
    sys.orig_argv = [sys.executable, "-m", module, *args]
    sys.path[0] = os.getcwd()
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
        status = 0
    except SystemExit as exit:
        status = exit_status(exit.code)
    except BaseException:
        sys.excepthook(*sys.exc_info())
        status = 1
    threading._shutdown()  # type: ignore[attr-defined]
    atexit._run_exitfuncs()
    try:
        sys.stdout.flush()
    except Exception:
        status = 120
    with contextlib.suppress(Exception):
        sys.stderr.flush()
    return status


def exit_status(code: object) -> int:
    """The status ``SystemExit(code)`` ends an interpreter with."""
    if code is None:
        return 0
    if isinstance(code, int):
        return code & 0xFF
    print(code, file=sys.stderr)
    return 1


def _child(request: dict[str, Any], out: int, err: int, private: Sequence[BinaryIO]) -> NoReturn:
    status = 70  # EX_SOFTWARE: the child could not be set up
    try:
        for stream in private:
            stream.close()
        os.dup2(out, 1)
        os.dup2(err, 2)
        os.close(out)
        os.close(err)
        limit(request["cpu_limit"], request["unprivileged"], running=True)
        os.chdir(request["cwd"])
        for name, value in request["env"].items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value
        status = run_as_python(request["module"], request["args"])
    except BaseException as error:
        os.write(2, f"measure.py: the child failed: {error!r}\n".encode())
    finally:
        os._exit(status)


def _serve_one(request: dict[str, Any], private: Sequence[BinaryIO]) -> bytes:
    out, err = os.memfd_create("stdout"), os.memfd_create("stderr")
    started = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        _child(request, out, err, private)
    handle = os.pidfd_open(pid)
    done, _, _ = select.select([handle], [], [], request["timeout"])
    if not done:  # waits without using CPU: a bound no rlimit gives
        os.kill(pid, signal.SIGKILL)
    _, status, usage = os.wait4(pid, 0)
    seconds = time.perf_counter() - started
    os.close(handle)
    output = []
    for fd in (out, err):
        os.lseek(fd, 0, os.SEEK_SET)
        with open(fd, "rb") as stream:
            output.append(stream.read())
    head = f"{report(status, usage, seconds)} {len(output[0])} {len(output[1])} {int(not done)}"
    return head.encode() + b"\n" + output[0] + output[1]


def serve() -> None:
    """Answer requests (a line of JSON each) from standard input until it closes; the
    server's own standard input and output are then ``/dev/null``, for its children."""
    requests, replies = os.fdopen(os.dup(0), "rb"), os.fdopen(os.dup(1), "wb")
    null = os.open(os.devnull, os.O_RDWR)
    os.dup2(null, 0)
    os.dup2(null, 1)
    os.close(null)
    sys.path[0] = os.getcwd()  # as for ``python -m``, started in the same folder
    __import__(PRELOADED)
    replies.write(b"ready\n")
    replies.flush()
    for line in requests:
        replies.write(_serve_one(json.loads(line), (requests, replies)))
        replies.flush()


# --- the client ---------------------------------------------------------------------------

MEASURE = Path(__file__).resolve()


@dataclass(frozen=True)
class Command:
    """``python -m MODULE ARGS``, and how to run it."""

    module: str
    args: Sequence[str]
    env: Mapping[str, str]
    cwd: Path
    cpu_limit: float
    unprivileged: bool
    timeout: float
    """Wall seconds after which a command that waits without using CPU is ended."""


@dataclass(frozen=True)
class Measured:
    exit: int
    """The exit code, or minus the signal that ended the command."""
    cpu_seconds: float
    seconds: float
    peak_kib: int
    stdout: bytes
    stderr: bytes
    forked: bool
    """Run in a child of a fork server, not in a new process."""


def parse_report(line: str, stdout: bytes, stderr: bytes, *, forked: bool) -> Measured:
    code, cpu, seconds, peak = line.split()[:4]
    return Measured(int(code), float(cpu), float(seconds), int(peak), stdout, stderr, forked)


def run_fresh(command: Command, report_file: Path) -> Measured:
    """Run ``command`` in a new process, measured by this script."""
    argv = [sys.executable, str(MEASURE), str(command.cpu_limit), str(report_file)]
    argv += ["--unprivileged", "--"] if command.unprivileged else ["--"]
    argv += [sys.executable, "-m", command.module, *command.args]
    done = subprocess.run(
        argv,
        cwd=command.cwd,
        env=command.env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        timeout=command.timeout,
    )
    line = report_file.read_text()
    report_file.unlink()
    return parse_report(line, done.stdout, done.stderr, forked=False)


class ForkServer:
    """A server (``measure.py --serve``) started in ``cwd`` with ``env``, and the way to
    ask it to run and measure commands."""

    def __init__(self, env: Mapping[str, str], cwd: Path) -> None:
        self.env = dict(env)
        self.process = subprocess.Popen(
            [sys.executable, str(MEASURE), "--serve"],
            cwd=cwd,
            env=self.env,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        self.pid = self.process.pid
        self._read_line(60.0)

    def __enter__(self) -> ForkServer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=60)
        assert self.process.stdout is not None and self.process.stderr is not None
        self.process.stdout.close()
        self.process.stderr.close()

    def forks_for(self, env: Mapping[str, str]) -> bool:
        """Whether a command run with ``env`` may be forked from the server: whether it
        differs from the server's own in ``RUN_TIME`` variables only."""
        names = (set(env) | set(self.env)) - RUN_TIME
        return all(env.get(name) == self.env.get(name) for name in names)

    def run(self, command: Command) -> Measured:
        """Run ``command`` in a child of the server, as ``run_fresh`` does in a new process."""
        assert self.forks_for(command.env), "an environment that changes how Python starts"
        request = {
            "module": command.module,
            "args": list(command.args),
            "env": {name: command.env.get(name) for name in RUN_TIME},
            "cwd": str(command.cwd),
            "cpu_limit": command.cpu_limit,
            "unprivileged": command.unprivileged,
            "timeout": command.timeout,
        }
        assert self.process.stdin is not None and self.process.stdout is not None
        self.process.stdin.write(json.dumps(request).encode() + b"\n")
        self.process.stdin.flush()
        *line, out, err, timed_out = self._read_line(command.timeout + 60).split()
        stdout, stderr = self.process.stdout.read(int(out)), self.process.stdout.read(int(err))
        if timed_out == "1":
            argv = ["python", "-m", command.module, *command.args]
            raise subprocess.TimeoutExpired(argv, command.timeout)
        return parse_report(" ".join(line), stdout, stderr, forked=True)

    def _read_line(self, timeout: float) -> str:
        assert self.process.stdout is not None and self.process.stderr is not None
        ready, _, _ = select.select([self.process.stdout], [], [], timeout)
        line = self.process.stdout.readline() if ready else b""
        if not line.endswith(b"\n"):
            self.process.kill()
            problem = self.process.stderr.read().decode(errors="replace")
            raise RuntimeError(f"the fork server stopped answering: {problem}")
        return line.decode()


if __name__ == "__main__":
    serve() if sys.argv[1:] == ["--serve"] else main()
