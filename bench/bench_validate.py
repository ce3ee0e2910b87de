"""Benchmarks of deck validation (issue 2). Prints figures; writes nothing in the repo.

    .venv/bin/python bench/bench_validate.py

1. cold `sortie validate` of one deck (a new process each time; median of 15 runs);
2. 100 deck files in one `sortie validate` run (median of 5 runs);
3. in-process validations per second (content loaded once, deck parsed once).
"""

from __future__ import annotations

import shutil
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SORTIE = ROOT / ".venv" / "bin" / "sortie"
DECK = ROOT / "examples" / "jg26.yaml"


def timed(command: list[str], runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, cwd=ROOT, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    cold = timed([str(SORTIE), "validate", str(DECK)], 15)
    print(
        f"cold validate, 1 deck: median {statistics.median(cold):.3f} s "
        f"(min {min(cold):.3f}, max {max(cold):.3f}, 15 runs)"
    )

    folder = Path(tempfile.mkdtemp())
    for index in range(100):
        shutil.copy(DECK, folder / f"deck-{index:03}.yaml")
    many = timed([str(SORTIE), "validate", str(folder)], 5)
    print(f"cold validate, 100 decks in one run: median {statistics.median(many):.3f} s (5 runs)")
    shutil.rmtree(folder)

    from generator.content import load_checked
    from generator.decks import check_deck, read_deck

    content = load_checked(ROOT / "content")
    text = DECK.read_text(encoding="utf-8")
    deck = read_deck(DECK, content, text)
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < 2.0:
        check_deck(deck)
        count += 1
    rate = count / (time.perf_counter() - start)
    print(f"in-process check of a parsed deck: {rate:,.0f} validations/s")
    count, start = 0, time.perf_counter()
    while time.perf_counter() - start < 2.0:
        check_deck(read_deck(DECK, content, text))
        count += 1
    rate = count / (time.perf_counter() - start)
    print(f"in-process parse + check: {rate:,.0f} validations/s")


if __name__ == "__main__":
    main()
