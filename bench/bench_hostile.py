"""Hostile-input figures (issue 8): wall time, CPU time and peak memory of every case of the corpus in
``tests/hostile.py``, each in a new process (median of ``--runs``), plus a 20 MB deck.

    .venv/bin/python bench/bench_hostile.py [--runs 3] [--only NAME]

Prints a Markdown table; writes nothing in the repository.
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from hostile import CASES, LEGAL, Case, file, run_case  # noqa: E402

EXTRA = [
    Case(
        "deck-20-mb",
        ("validate", "{work}/deck.yaml"),
        2,
        "larger than",
        (file("deck.yaml", LEGAL + "notes: |\n" + "  twenty megabytes of padding\n" * 700_000),),
    ),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--only", help="Only the cases whose name holds this text.")
    options = parser.parse_args()
    content = Path(tempfile.mkdtemp()) / "content"
    shutil.copytree(ROOT / "content", content, symlinks=True)
    print("| case | exit | wall s (median) | CPU s (median) | peak MiB (max) |")
    print("|---|---|---|---|---|")
    for case in [*CASES, *EXTRA]:
        if options.only and options.only not in case.name:
            continue
        times, cpu, peaks, exits = [], [], [], set()
        for _ in range(options.runs):
            work = Path(tempfile.mkdtemp())
            outcome = run_case(case, work, content)
            shutil.rmtree(work, ignore_errors=True)
            times.append(outcome.seconds)
            cpu.append(outcome.cpu_seconds)
            peaks.append(outcome.megabytes)
            exits.add(outcome.exit)
        shown = ",".join(str(e) for e in sorted(exits))
        wall, used = statistics.median(times), statistics.median(cpu)
        print(f"| {case.name} | {shown} | {wall:.2f} | {used:.2f} | {max(peaks):.0f} |")
    shutil.rmtree(content.parent, ignore_errors=True)


if __name__ == "__main__":
    main()
