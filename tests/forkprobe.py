"""A command for the tests of the fork server (``tests/measure.py --serve``), run as
``python -m forkprobe WHAT`` in ``tests/``, in a new process or in a child of the server.

    describe   print, as JSON, what the process sees of how it was started
    mark       print the marks an earlier run left, if any, then leave them
    spin       use CPU until the CPU limit ends the process
    hog        ask for more memory than the address-space limit allows
    exit CODE  end with ``SystemExit(CODE)``: a number, ``none`` or a text
"""

from __future__ import annotations

import json
import os
import resource
import signal
import sys
from typing import Any

CAPABILITIES = ("CapInh", "CapPrm", "CapEff", "CapBnd", "CapAmb")
SIGNALS = ("SIGINT", "SIGPIPE", "SIGXCPU", "SIGXFSZ", "SIGTERM", "SIGCHLD")


def describe() -> dict[str, Any]:
    main = sys.modules["__main__"]
    with open("/proc/self/status", encoding="ascii") as status:
        capabilities = [line for line in status if line.startswith(CAPABILITIES)]
    umask = os.umask(0)
    os.umask(umask)
    streams = {
        name: [
            stream.encoding,
            stream.errors,
            stream.line_buffering,
            getattr(stream, "write_through", None),
            stream.isatty(),
            stream.fileno(),
        ]
        for name, stream in (("in", sys.stdin), ("out", sys.stdout), ("err", sys.stderr))
    }
    return {
        "argv": sys.argv,
        "orig_argv": sys.orig_argv,
        "path": sys.path,
        "flags": list(sys.flags),
        "cwd": os.getcwd(),
        "environ": dict(os.environ),
        "streams": streams,
        "stdin": [sys.stdin.read(), os.path.samestat(os.fstat(0), os.stat(os.devnull))],
        "main": [
            main.__name__,
            getattr(main.__spec__, "name", None),
            main.__package__,
            main.__file__,
        ],
        "limits": [resource.getrlimit(resource.RLIMIT_AS), resource.getrlimit(resource.RLIMIT_CPU)],
        "capabilities": capabilities,
        "signals": {name: str(signal.getsignal(getattr(signal, name))) for name in SIGNALS},
        "umask": umask,
    }


def mark() -> dict[str, Any]:
    import generator.cli  # loaded in the server before it forks

    seen = {
        "environ": os.environ.get("FORKPROBE_MARK"),
        "global": getattr(generator.cli, "forkprobe_mark", None),
        "pid": os.getpid(),
        "parent": os.getppid(),
    }
    os.environ["FORKPROBE_MARK"] = "left"
    generator.cli.forkprobe_mark = "left"  # type: ignore[attr-defined]
    return seen


def spin() -> None:
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))  # ended by SIGXCPU: no core file
    while True:
        pass


def hog() -> None:
    print(len(bytearray(3 * 1024**3)))


def end(code: str) -> None:
    raise SystemExit(None if code == "none" else int(code) if code.isdigit() else code)


if __name__ == "__main__":
    what, *rest = sys.argv[1:]
    if what in ("describe", "mark"):
        print(json.dumps(describe() if what == "describe" else mark(), sort_keys=True))
    elif what == "exit":
        end(*rest)
    else:
        {"spin": spin, "hog": hog}[what]()
