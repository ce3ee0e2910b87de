"""Run a command and write its exit code, CPU time, wall time and peak memory to a file.

    python tests/measure.py CPU_LIMIT REPORT [--unprivileged] -- COMMAND...

A child's ``ru_maxrss`` on Linux counts the memory of the process it was forked from, so
a command forked straight from a large test process would be charged for it. This small
process forks the command instead, under a 2 GiB address-space limit and a CPU-time limit
of ``CPU_LIMIT`` seconds (a bound that breaks fails the test, not the machine), and reads
its CPU time and peak from ``wait4``. ``--unprivileged`` drops the capabilities that let
root read and list what file permissions forbid, so a ``chmod 000`` file is unreadable to
the command even when the tests run as root. CPU time, unlike wall time, does not grow when the
machine is busy with other work, so the tests bound it; wall time is for ``bench/``.
"""

from __future__ import annotations

import ctypes
import math
import os
import resource
import sys
import time

PR_CAPBSET_DROP = 24
CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 1, 2


def drop_file_overrides() -> None:
    """Remove the two capabilities from the bounding set: the command exec'd next starts
    without them, so it meets file permissions as any user does. No-op when not root."""
    if os.geteuid() != 0:
        return
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
        if libc.prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "cannot drop a capability")


def main() -> None:
    cpu_limit, report, *rest = sys.argv[1:]
    unprivileged = rest[0] == "--unprivileged"
    separator, *command = rest[1:] if unprivileged else rest
    assert separator == "--" and command
    memory = 2 * 1024**3
    cpu = math.ceil(float(cpu_limit))
    started = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        resource.setrlimit(resource.RLIMIT_AS, (memory, memory))
        # The soft limit sends SIGXCPU, the hard one a second later SIGKILL.
        resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
        if unprivileged:
            drop_file_overrides()
        os.execvp(command[0], command)
    _, status, usage = os.wait4(pid, 0)
    seconds = time.perf_counter() - started
    cpu_seconds = usage.ru_utime + usage.ru_stime
    with open(report, "w", encoding="utf-8") as out:
        code = os.waitstatus_to_exitcode(status)
        out.write(f"{code} {cpu_seconds} {seconds} {usage.ru_maxrss}\n")


if __name__ == "__main__":
    main()
