"""Card sheets: CPU ms per card side and wall time of the shipped cards, one and two processes.

Usage: ``.venv/bin/python bench/bench_cards.py [--scale 900] [--repeat 1] [--attempts 3]``,
or ``.venv/bin/python bench/bench_cards.py --calls`` for the count below alone.

Prints the cards Sortie ships, every game and every kind, as one combined A4 PDF, as
``sortie cards --combine`` does (fronts, the backs of every kind, the alignment sheet, the
overflow check read from the sheets' own layout), in a fresh process per measurement:

- ``shipped``: the content as it is;
- ``scaled``: the same cards copied under new ids, kind by kind in the shipped proportions,
  until there are ``--scale`` of them (the 900-card case);
- each cold (empty cache) with 1 and with 2 worker processes, then an unchanged rebuild;
- the whole ``sortie cards --combine`` command on the shipped content, cold, start-up
  included: the wall time a player waits.

CPU time (user + system, the measuring process and its workers) is the figure to compare on
a shared machine; "per side" divides the print phase's CPU (after start-up: Python, the
content, WeasyPrint and PDFium already imported) by the card sides drawn. Each cold run also
measures the CPU the rest of the machine used meanwhile (``/proc/stat``); runs are repeated
until ``--repeat`` of them had the machine to themselves or ``--attempts`` were made, and
the best is reported with that figure beside it.

A count the machine's load does not move: ``--calls`` prints the shipped cards in this
process (one process, start-up done) under ``cProfile`` and gives the Python function calls
a card side costs; WeasyPrint is pure Python, so it follows the CPU time (not the C work of
Pango, HarfBuzz and PDFium).

Peak memory is ``ru_maxrss`` of the measuring process plus that of its largest child
(``RUSAGE_CHILDREN`` reports the largest, not the sum): with two workers the true peak is at
most self + 2 × that figure, reported as the bound.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def every_face(loaded: Any, catalogue: Any) -> tuple[Any, ...]:
    """Every card side of every kind of every game the content holds."""
    return tuple(
        face
        for game in loaded.games
        for kind in catalogue.kinds(game)
        for face in catalogue.faces(game, kind.folder)
    )


def cpu_seconds() -> float:
    """CPU time of this process and of every child it has waited for."""
    usages = (resource.getrusage(w) for w in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN))
    return sum(u.ru_utime + u.ru_stime for u in usages)


def make_content(target: Path, cards: int | None) -> None:
    """Copy the shipped content; with ``cards``, copy each kind's card files under new ids
    (``<id>-<n>``) until there are that many cards, each kind keeping its share."""
    shutil.copytree(ROOT / "content", target)
    if cards is None:
        return
    from generator.reading.content import load_checked
    from generator.sheets.pipeline import make_printer

    loaded = load_checked(target)
    catalogue = make_printer(loaded, target / ".unused").catalogue
    kinds = [(g, k.folder) for g in loaded.games for k in catalogue.kinds(g)]
    shipped = {kind: [face.entry.path for face in catalogue.faces(*kind)] for kind in kinds}
    total = sum(len(paths) for paths in shipped.values())
    for (game, folder), paths in shipped.items():
        wanted = round(cards * len(paths) / total) - len(paths)
        copies = itertools.islice(itertools.cycle(paths), max(0, wanted))
        for number, path in enumerate(copies):
            copy = target / game / folder / f"{path.stem}-{2 + number // len(paths)}.yaml"
            copy.write_bytes(path.read_bytes())


def measure(content: Path, out: Path, jobs: int) -> dict[str, float]:
    """One run in this process: start-up, load, print and check; timings and peak memory."""
    started_cpu, started = cpu_seconds(), time.perf_counter()
    import pypdfium2  # noqa: F401 - start-up, measured apart

    from generator.reading.content import load_checked
    from generator.sheets.jobs import PdfJob, PrintSettings
    from generator.sheets.layout import PAPERS
    from generator.sheets.overflow import overflow_problems
    from generator.sheets.pipeline import make_printer
    from generator.sheets.render import import_weasyprint

    import_weasyprint()
    imported_cpu = cpu_seconds()
    loaded = load_checked(content)
    loaded_cpu, loaded_at = cpu_seconds(), time.perf_counter()
    printer = make_printer(loaded, out / ".sortie-cache", jobs=jobs)
    catalogue = printer.catalogue
    faces = every_face(loaded, catalogue)
    job = PdfJob(out / "bench-a4.pdf", faces, PrintSettings(PAPERS["a4"]))
    outcome = printer.pdfs([job])
    # As the command does: after drawing, the sheets' own layout has measured every card.
    overflows = overflow_problems(printer, faces)
    done_cpu, done = cpu_seconds(), time.perf_counter()
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    child = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    return {
        "cards": len(faces),
        "sides": outcome.rendered,
        "startup_cpu_s": imported_cpu - started_cpu,
        "load_cpu_s": loaded_cpu - imported_cpu,
        "print_cpu_s": done_cpu - loaded_cpu,
        "print_s": done - loaded_at,
        "total_s": done - started,
        "overflows": len(overflows),
        "self_mib": own,
        "child_mib": child,
    }


def count_calls(content: Path, out: Path) -> None:
    """Print the shipped cards once in this process and say how many Python calls a side."""
    import cProfile
    import pstats

    from generator.reading.content import load_checked
    from generator.sheets.jobs import PdfJob, PrintSettings
    from generator.sheets.layout import PAPERS
    from generator.sheets.overflow import overflow_problems
    from generator.sheets.pipeline import make_printer

    try:
        from generator.sheets.render import import_weasyprint
    except ImportError:  # a tree from before it, to count its calls too
        import weasyprint  # noqa: F401
    else:
        import_weasyprint()
    loaded = load_checked(content)
    printer = make_printer(loaded, out / ".sortie-cache", jobs=1)
    catalogue = printer.catalogue
    faces = every_face(loaded, catalogue)
    profile = cProfile.Profile()
    profile.enable()
    outcome = printer.pdfs([PdfJob(out / "bench-a4.pdf", faces, PrintSettings(PAPERS["a4"]))])
    overflow_problems(printer, faces)
    profile.disable()
    calls = pstats.Stats(profile).total_calls  # type: ignore[attr-defined]
    print(
        f"{outcome.rendered} sides: {calls / 1e6:.2f} M Python calls, "
        f"{calls / outcome.rendered / 1000:.1f} k a side"
    )


def busy_seconds() -> float:
    """CPU seconds every process of the machine has used (Linux ``/proc/stat``)."""
    with open("/proc/stat", encoding="ascii") as stat:
        ticks = [int(x) for x in stat.readline().split()[1:]]
    return (sum(ticks) - ticks[3] - ticks[4]) / os.sysconf("SC_CLK_TCK")


def run_child(content: Path, out: Path, jobs: int) -> dict[str, float]:
    """One measurement in a new process; ``foreign_s`` is the CPU other processes of the
    machine used meanwhile (0.3 s allowed for the child's own start-up)."""
    command = [sys.executable, __file__, "--child", str(content), str(out), str(jobs)]
    before, cpu_before = busy_seconds(), cpu_seconds()
    result = subprocess.run(command, check=True, capture_output=True, text=True)
    figures: dict[str, float] = json.loads(result.stdout.strip().splitlines()[-1])
    used = cpu_seconds() - cpu_before
    figures["foreign_s"] = max(0.0, busy_seconds() - before - used - 0.3)
    return figures


Figures = dict[str, float]


def cold_runs(content: Path, root: Path, jobs: int, repeat: int, attempts: int) -> list[Figures]:
    """Cold runs until ``repeat`` of them had the machine to themselves (other processes
    used under 1.5 CPU s), or ``attempts`` runs were made; the best first."""
    runs: list[dict[str, float]] = []
    for attempt in range(attempts):
        out = root / f"out-{content.name}-{jobs}-{attempt}"
        figures = run_child(content, out, jobs)
        figures["attempt"] = attempt
        runs.append(figures)
        if sum(r["foreign_s"] < 1.5 for r in runs) >= repeat:
            break
    return sorted(runs, key=lambda r: (r["foreign_s"] >= 1.5, r["print_cpu_s"]))


def time_command(content: Path, out: Path, jobs: int) -> tuple[float, float]:
    """Wall and CPU seconds of a whole ``sortie cards --combine`` process (start-up included)."""
    args = ["--content", str(content), "--combine", "--out", str(out), "--jobs", str(jobs)]
    command = [sys.executable, "-m", "generator.cli", "cards", *args]
    cpu_before, started = cpu_seconds(), time.perf_counter()
    subprocess.run(command, check=True, capture_output=True, cwd=ROOT)
    return time.perf_counter() - started, cpu_seconds() - cpu_before


def report(name: str, rows: list[tuple[int, list[Figures], Figures]]) -> None:
    cold = rows[0][1][0]
    print(
        f"\n{name}: {cold['cards']:.0f} cards, {cold['sides']:.0f} sides drawn cold (A4, combined)"
    )
    print(
        "| processes | CPU ms/side | print wall s | start-up CPU s | content CPU s "
        "| rebuild print s | peak MiB | other processes' CPU s |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for jobs, colds, warm in rows:
        best = colds[0]
        peak = f"{best['self_mib']:.0f}"
        if jobs > 1:
            total = best["self_mib"] + jobs * best["child_mib"]
            peak = f"≤ {total:.0f} ({peak} + {jobs} × {best['child_mib']:.0f})"
        foreign = ", ".join(f"{r['foreign_s']:.1f}" for r in colds)
        print(
            f"| {jobs} | {1000 * best['print_cpu_s'] / best['sides']:.1f} "
            f"| {best['print_s']:.2f} | {best['startup_cpu_s']:.2f} | {best['load_cpu_s']:.2f} "
            f"| {warm['print_s']:.2f} ({warm['sides']:.0f} drawn) | {peak} "
            f"| {foreign} |"
        )
    one, two = rows[0][1][0]["print_s"], rows[1][1][0]["print_s"]
    print(f"two processes / one: {two / one:.2f} × the print phase's wall time")
    print(f"overflow warnings: {cold['overflows']:.0f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scale", type=int, default=900, help="cards of the scaled case")
    parser.add_argument("--repeat", type=int, default=1, help="clean cold runs per setting")
    parser.add_argument("--attempts", type=int, default=3, help="most cold runs per setting")
    parser.add_argument("--calls", action="store_true", help="count Python calls a side")
    parser.add_argument("--child", nargs=3, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.calls:
        with tempfile.TemporaryDirectory(prefix="sortie-bench-") as temporary:
            count_calls(ROOT / "content", Path(temporary))
        return
    if args.child:
        content, out, jobs = args.child
        print(json.dumps(measure(Path(content), Path(out), int(jobs))))
        return
    print(f"{os.cpu_count()} cores, Python {sys.version.split()[0]}, load {os.getloadavg()}")
    with tempfile.TemporaryDirectory(prefix="sortie-bench-") as temporary:
        root = Path(temporary)
        make_content(root / "shipped", None)
        make_content(root / "scaled", args.scale)
        for content in (root / "shipped", root / "scaled"):
            rows = []
            for jobs in (1, 2):
                colds = cold_runs(content, root, jobs, args.repeat, args.attempts)
                out = root / f"out-{content.name}-{jobs}-{colds[0]['attempt']:.0f}"
                rows.append((jobs, colds, run_child(content, out, jobs)))
            report(content.name, rows)
        print("\nthe whole `sortie cards --combine` command, shipped content, start-up included:")
        for jobs in (1, 2):
            runs = [
                time_command(root / "shipped", root / f"cmd-{jobs}-{n}", jobs) for n in range(3)
            ]
            wall, cpu = min(runs)
            print(f"  --jobs {jobs}, cold: {wall:.2f} s wall, {cpu:.2f} s CPU (best of 3)")
        wall, cpu = time_command(root / "shipped", root / "cmd-2-0", 2)
        print(f"  unchanged rebuild: {wall:.2f} s wall, {cpu:.2f} s CPU")
        print(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
