"""Run a command and write its exit code, wall time and peak memory to a file.

    python tests/measure.py REPORT -- COMMAND...

A child's ``ru_maxrss`` on Linux counts the memory of the process it was forked from, so
a command forked straight from a large test process would be charged for it. This small
process forks the command instead, with a 2 GiB address-space limit (a bound that breaks
fails the test, not the machine), and reads its peak from ``wait4``.
"""

from __future__ import annotations

import os
import resource
import sys
import time


def main() -> None:
    report, separator, *command = sys.argv[1:]
    assert separator == "--" and command
    limit = 2 * 1024**3
    started = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        os.execvp(command[0], command)
    _, status, usage = os.wait4(pid, 0)
    seconds = time.perf_counter() - started
    with open(report, "w", encoding="utf-8") as out:
        out.write(f"{os.waitstatus_to_exitcode(status)} {seconds} {usage.ru_maxrss}\n")


if __name__ == "__main__":
    main()
