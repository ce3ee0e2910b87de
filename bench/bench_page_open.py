"""What opening a page costs the browser tests (issue 21): CPU seconds a page open, in
Chromium (all its processes), Playwright's driver and this process, with the switches the
tests launch Chromium with, and without the feature they turn off (``TURNED_OFF``).

    .venv/bin/python bench/bench_page_open.py [--site DIR] [--rounds 3] [--pages 40]
    .venv/bin/python bench/bench_page_open.py --chromium /usr/bin/chromium-headless-shell

Builds the site unless ``--site`` names a built one, serves it on 127.0.0.1 as the tests
do, and in each round launches one Chromium per setting, in turns (a busy machine slows
both alike): five pages to warm its cache, then ``--pages`` pages drawn at random
(``--seed``) opened twice each in one tab, each open waited for as the tests wait
(``browserkit.WHEN_READY``). Prints each round and the median a page open of each setting.
CPU, not wall time: the tests' run is CPU-bound on two cores. Linux only (reads ``/proc``).

With ``--chromium PATH``, the settings are browsers instead: the tests' Chromium and the one
at PATH (Debian's ``chromium-headless-shell``, for one), both launched with the tests'
switches. The tests drive ``/usr/bin/chromium`` (the brief names it); this measures what
another Debian build of the same browser would cost them.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

TICKS = os.sysconf("SC_CLK_TCK")


def tree_cpu(root: int) -> float:
    """CPU seconds of ``root`` and every live process under it (children that ended and
    were waited for included)."""
    parent, cpu = {}, {}
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            fields = Path(f"/proc/{name}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # ended while the list was read
        parent[int(name)] = int(fields[1])
        cpu[int(name)] = sum(int(f) for f in fields[11:15])
    total = 0
    for pid, ticks in cpu.items():
        up = pid
        while up in parent and up != root:
            up = parent[up]
        total += ticks if up == root else 0
    return total / TICKS


def cost_of_an_open(
    playwright: Any, url: str, paths: list[str], args: list[str], executable: Path
) -> float:
    from browserkit import CHROMIUM_ARGS, WHEN_READY

    chromium = playwright.chromium.launch(
        executable_path=str(executable), args=[*CHROMIUM_ARGS, *args], headless=True
    )
    context = chromium.new_context(
        viewport={"width": 1280, "height": 900}, locale="en-US", service_workers="block"
    )  # as the tests' tabs
    context.new_page()  # the tests' keeper page
    page = context.new_page()
    for path in paths[:5]:
        page.goto(url + path)
        page.evaluate(WHEN_READY)
    before = tree_cpu(os.getpid())
    for path in paths * 2:
        page.goto(url + path)
        page.evaluate(WHEN_READY)
    spent = tree_cpu(os.getpid()) - before
    chromium.close()
    return spent / (2 * len(paths))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--pages", type=int, default=40)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--chromium", type=Path, help="compare the tests' browser with this one")
    args = parser.parse_args()

    from browserkit import TURNED_OFF, playwrights_disabled_features, serve
    from needs import CHROMIUM
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory(prefix="sortie-bench-") as tmp:
        site = args.site
        if site is None:
            site = Path(tmp) / "site"
            build = [sys.executable, "-m", "mkdocs", "build", "--site-dir", str(site)]
            subprocess.run(build, cwd=ROOT, check=True, capture_output=True)
        pages = sorted(p.parent.relative_to(site).as_posix() for p in site.rglob("index.html"))
        paths = [p + "/" for p in random.Random(args.seed).sample(pages, args.pages)]
        with serve(site) as url, sync_playwright() as playwright:
            playwrights = playwrights_disabled_features(playwright)
            tests = [f"--disable-features={','.join([*playwrights, TURNED_OFF])}"]
            if args.chromium:
                settings = {
                    f"{CHROMIUM}": (tests, CHROMIUM),
                    f"{args.chromium}": (tests, args.chromium),
                }
            else:
                settings = {
                    f"{TURNED_OFF} on (Playwright's switches)": ([], CHROMIUM),
                    f"{TURNED_OFF} off (the tests' switches)": (tests, CHROMIUM),
                }
            figures: dict[str, list[float]] = {name: [] for name in settings}
            for round_ in range(args.rounds):
                for name, (switches, executable) in settings.items():
                    cost = cost_of_an_open(playwright, url, paths, switches, executable)
                    figures[name].append(cost)
                    print(f"round {round_ + 1}: {name}: {figures[name][-1]:.3f} CPU-s an open")
    for name, values in figures.items():
        print(f"{name}: median {statistics.median(values):.3f} CPU-s a page open")


if __name__ == "__main__":
    main()
