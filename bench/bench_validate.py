"""Benchmarks of deck validation (issues 2 and 22). Prints figures; writes nothing in the repo
but the bytecode of ``generator/`` (compiled first, as pip compiles an installed wheel and
``scripts/setup.sh`` a checkout: where ``PYTHONDONTWRITEBYTECODE`` is set, Python would
otherwise compile every module again in each run and the figures would measure that).

    .venv/bin/python bench/bench_validate.py [--runs 15]

1. cold `sortie validate` of one deck of each game that has deck files (a new process each
   time), and the baseline `python -c 'import yaml, jinja2'`, in turns within one loop so
   that a busy machine slows them alike: median CPU time (user + system) of each, and the
   ratio to the baseline (the standing target since issue 42: at most 3). Each deck twice: with
   the content cache filled by an earlier run (``contentcache.py``: a user's second run on),
   and with ``SORTIE_CACHE=off`` (a first run, or no cache); and the floor, what importing
   click, PyYAML and pydantic (with importlib.metadata, which pydantic reads its plugins
   with) costs before any of Sortie's code runs;
2. 100 deck files in one `sortie validate` run: 100 of one game's, and 25 of each of four
   decks of three games (median CPU time of 5 runs, cache filled; issue 22: at most 0.6 s);
3. in-process validations per second (content loaded once, deck parsed once);
4. with ``--instructions``, the instructions each cold command executes, counted by
   valgrind's callgrind (``apt-get install valgrind``): slow (≈ 30 s a run) but the same on
   every run however busy the machine, so the ratios of 1. without the noise.

CPU time, not wall time: the machine is shared, and another process taking a core
lengthens the wall time of a run far more than its CPU time.
"""

from __future__ import annotations

import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SORTIE = ROOT / ".venv" / "bin" / "sortie"
PYTHON = ROOT / ".venv" / "bin" / "python"
DECKS = {
    "brs": ROOT / "examples" / "jg26.yaml",
    "dif": ROOT / "examples" / "dif-aces-high-poland.yaml",
    "fis": ROOT / "examples" / "fis-channel-patrol.yaml",
}
"""One example deck per game with deck files (The Burning Blue has none)."""
MIXED = [*DECKS.values(), ROOT / "examples" / "dif-zero-strike.yaml"]
BASELINE = [str(PYTHON), "-c", "import yaml, jinja2"]
FLOOR = [
    str(PYTHON),
    "-c",
    "import click, yaml, importlib.metadata; from pydantic import BaseModel, ConfigDict, Field",
]
TARGET_RATIO, TARGET_HUNDRED = 3.0, 0.6

# Bytecode caches are written (the first run of each command writes them): an installed
# Sortie has them, and the baseline's packages have theirs from pip. The content cache is
# a folder of the benchmark's own, not the user's.
ENV = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
ENV["SORTIE_CACHE"] = tempfile.mkdtemp(prefix="sortie-bench-cache-")
NO_CACHE = {**ENV, "SORTIE_CACHE": "off"}


def cpu_of(command: list[str], env: dict[str, str] = ENV) -> float:
    """The CPU time (user + system) one run of ``command`` took."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, cwd=ROOT, env=env, check=False, capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def spread(times: list[float]) -> str:
    return f"median {statistics.median(times):.3f} s (min {min(times):.3f}, max {max(times):.3f})"


def cold(runs: int) -> None:
    commands: dict[str, tuple[list[str], dict[str, str]]] = {
        "baseline": (BASELINE, ENV),
        "floor": (FLOOR, ENV),
    }
    for game, deck in DECKS.items():
        command = [str(SORTIE), "validate", str(deck)]
        commands[f"{game} deck"] = (command, ENV)
        commands[f"{game} deck, cache off"] = (command, NO_CACHE)
    for command, env in commands.values():
        cpu_of(command, env)  # warm-up: the bytecode caches, the content cache, the disk cache
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, (command, env) in commands.items():
            times[name].append(cpu_of(command, env))
    base_times = times.pop("baseline")
    base = statistics.median(base_times)
    print(f"baseline `python -c 'import yaml, jinja2'`: {spread(base_times)} CPU ({runs} runs)")
    for name, found in times.items():
        median = statistics.median(found)
        line = f"{spread(found)} CPU, {median / base:.2f} × the baseline"
        if name == "floor":
            print(f"floor (import click, PyYAML, pydantic): {line}")
        else:
            met = median <= TARGET_RATIO * base
            print(f"cold validate, 1 {name}: {line} ({'met' if met else 'NOT met'})")


def instructions() -> None:
    cache = ENV["SORTIE_CACHE"]
    runs = [("baseline", BASELINE, cache), ("floor", FLOOR, cache)]
    for game, deck in DECKS.items():
        command = [str(SORTIE), "validate", str(deck)]
        runs += [(f"{game} deck", command, cache), (f"{game} deck, cache off", command, "off")]
    counts = {}
    for label, command, folder in runs:
        env = {**ENV, "SORTIE_CACHE": folder, "PYTHONHASHSEED": "0"}
        subprocess.run(command, cwd=ROOT, env=env, capture_output=True)  # fills the cache
        counted = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", *command]
        done = subprocess.run(counted, cwd=ROOT, env=env, capture_output=True, text=True)
        found = re.search(r"Collected : (\d+)", done.stderr)
        counts[label] = int(found[1]) if found else 0
    for label, count in counts.items():
        ratio = count / counts["baseline"]
        print(f"instructions, {label}: {count / 1e6:,.0f} M, {ratio:.2f} × the baseline")


def hundred(runs: int) -> None:
    folder = Path(tempfile.mkdtemp())
    try:
        for name, decks in {"brs": [DECKS["brs"]], "mixed": MIXED}.items():
            (folder / name).mkdir()
            for index in range(100):
                deck = decks[index % len(decks)]
                shutil.copy(deck, folder / name / f"deck-{index:03}-{deck.name}")
            command = [str(SORTIE), "validate", str(folder / name)]
            cpu_of(command)  # fills the content cache
            times = [cpu_of(command) for _ in range(runs)]
            what = "one game's deck" if name == "brs" else "4 decks of 3 games, 25 of each"
            met = "met" if statistics.median(times) <= TARGET_HUNDRED else "NOT met"
            print(f"cold validate, 100 decks ({what}) in one run: {spread(times)} CPU ({met})")
    finally:
        shutil.rmtree(folder)


def in_process() -> None:
    from generator.reading.content import load_checked
    from generator.verdicts.reports import check_deck, read_deck

    deck_file = DECKS["brs"]
    content = load_checked(ROOT / "content", only={"brs"})
    text = deck_file.read_text(encoding="utf-8")
    deck = read_deck(deck_file, content, text)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < 2.0:
        check_deck(deck)
        count += 1
    rate = count / (time.perf_counter() - start)
    print(f"in-process check of a parsed deck: {rate:,.0f} validations/s")
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < 2.0:
        check_deck(read_deck(deck_file, content, text))
        count += 1
    rate = count / (time.perf_counter() - start)
    print(f"in-process parse + check: {rate:,.0f} validations/s")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=15, help="cold runs of each command")
    parser.add_argument("--cold-only", action="store_true", help="skip 2. and 3.")
    parser.add_argument("--instructions", action="store_true", help="also 4. (valgrind)")
    args = parser.parse_args()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.2f}")
    subprocess.run([str(PYTHON), "-m", "compileall", "-q", str(ROOT / "generator")], check=True)
    cold(args.runs)
    if not args.cold_only:
        hundred(5)
        in_process()
    if args.instructions:
        instructions()
    print(f"load at the end {os.getloadavg()[0]:.2f}")
    shutil.rmtree(ENV["SORTIE_CACHE"])


if __name__ == "__main__":
    main()
