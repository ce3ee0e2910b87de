"""What the service worker keeps on a player's device (issue 41): read back from the
browser's Cache Storage after one visit of the home page, not from the build's list.

    .venv/bin/python bench/bench_offline.py [--site DIR]

Serves the built site (``site/`` unless ``--site``) on 127.0.0.1, opens its home page in
Debian's Chromium with the tests' switches, waits until the worker has kept every file and
taken over, then counts the entries of each cache and the bytes of their bodies; then
presses the Print page's "Keep the print files" button in both languages and counts again.
Also prints the same files' gzipped size (what a host that compresses sends over the
network on the first visit) and the wall time from the home page's load to the worker's
activation, which depends on the machine and its load.
"""

from __future__ import annotations

import argparse
import gzip
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from browserkit import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402
from playwright.sync_api import expect, sync_playwright  # noqa: E402

ACTIVATED = """() => navigator.serviceWorker.ready.then((registration) => new Promise((done) => {
  const worker = registration.active;
  if (worker.state === 'activated') return done(true);
  worker.addEventListener('statechange', () => worker.state === 'activated' && done(true));
}))"""

CACHES = """async () => {
  const found = {};
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    found[name] = [];
    for (const request of await cache.keys()) {
      const body = await (await cache.match(request)).arrayBuffer();
      found[name].push([new URL(request.url).pathname, body.byteLength]);
    }
  }
  return found;
}"""


def report(found: dict[str, list[tuple[str, int]]], site: Path) -> None:
    for name, entries in sorted(found.items()):
        size = sum(n for _, n in entries)
        zipped = sum(
            len(gzip.compress((site / path.lstrip("/")).read_bytes(), 6))
            for path, _ in entries
            if (site / path.lstrip("/")).is_file()
        )
        kinds = Counter(path.rsplit(".", 1)[-1] if "." in path else "?" for path, _ in entries)
        print(
            f"  {name.split('-http')[0]}: {len(entries)} files, {size:,} bytes "
            f"({size / 1e6:.1f} MB; gzipped {zipped / 1e6:.1f} MB)"
        )
        print("    by kind: " + ", ".join(f"{k} {n}" for k, n in kinds.most_common()))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site")
    args = parser.parse_args()
    site: Path = args.site.resolve()
    with serve(site) as url, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        page: Any = browser.new_context().new_page()
        page.goto(url)
        start = time.perf_counter()
        page.evaluate(ACTIVATED)
        took = time.perf_counter() - start
        print(f"after one visit of the home page (worker active {took:.1f} s after its load):")
        report(page.evaluate(CACHES), site)
        for language in ("en", "fr"):
            # The language a player chose in the switch, else the page would open in English.
            page.evaluate(f"localStorage.setItem('sortie.language', '{language}')")
            page.goto(f"{url}{'' if language == 'en' else language + '/'}print/")
            keep = page.locator(".sortie-keep-print")
            print(
                f"  button on the Print page ({language}): {keep.get_by_role('button').inner_text()}"
            )
            keep.get_by_role("button").click()
            expect(keep.get_by_role("status")).to_contain_text(":", timeout=120_000)
        print("after the Print page's button in both languages:")
        report(page.evaluate(CACHES), site)
        browser.close()


if __name__ == "__main__":
    main()
