"""Time to open My hangar with a full hangar, on a phone profile (issue 41).

    (cd bench && npm ci)            # Lighthouse, pinned by bench/package-lock.json
    .venv/bin/python bench/bench_hangar.py --site site [--runs 3] [--lang en|fr]

Serves the built site gzipped on 127.0.0.1 (as bench_lighthouse.py does), starts Debian's
Chromium with a profile of its own, and fills this site's storage as a player's would be:
64 Blood Red Skies aircraft owned (every aircraft of the data, 1 to 4 each) and 20 saved
decks. Then, on that profile (``--disable-storage-reset``: Lighthouse otherwise empties the
storage first):

- Lighthouse's default phone profile (simulated slow 4G, 4× CPU slowdown) on My hangar:
  performance score, largest contentful paint, total blocking time;
- the time until every saved list shows its verdict (checked again against today's data),
  read in the same Chromium through Playwright with the CPU slowed 4× as Lighthouse's
  phone is, from the navigation's start (``performance.now()`` when the last verdict is
  drawn), median of ``--runs``;
- the same two with the storage empty, for comparison.

The profile has visited the site once (to fill its storage), so the service worker has
kept the site: the figures are a returning player's, which is who has a hangar.
"""

from __future__ import annotations

import argparse
import functools
import json
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from http.server import ThreadingHTTPServer
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(ROOT))

from bench_lighthouse import CHROMIUM, LIGHTHOUSE, _Gzipped  # noqa: E402

LISTS = 20
"""Saved lists in the hangar measured (the issue's figure)."""

OWNED = 64
"""Aircraft owned (the issue's figure: every Blood Red Skies aircraft of the data)."""


def hangar_storage(site_root: str) -> dict[str, str]:
    """The localStorage of a full hangar: ``OWNED`` aircraft and ``LISTS`` decks, in the
    stores' formats (games/js/collection.mjs, games/js/savedlists.mjs)."""
    from generator.reading.content import load_checked

    brs = load_checked(ROOT / "content", only={"brs"}).games["brs"]
    aircraft = sorted(brs.of("aircraft"))[:OWNED]
    owned = {"brs": {"aircraft": {a: 1 + i % 4 for i, a in enumerate(aircraft)}}}
    lists = []
    for number in range(1, LISTS + 1):
        first = aircraft[number % len(aircraft)]
        second = aircraft[(number * 7) % len(aircraft)]
        link = f"v=1&d=1&a={first}.2.3_{second}.1.2"
        lists.append({"id": number, "game": "brs", "name": f"Deck {number}", "link": link})
    return {
        f"sortie:owned:1:{site_root}": json.dumps({"format": 1, "owned": owned}),
        f"sortie:lists:1:{site_root}": json.dumps({"format": 1, "lists": lists}),
    }


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def start_chromium(profile: Path, port: int, locale: str) -> subprocess.Popen[bytes]:
    """Chromium on ``profile`` with a debugging port Lighthouse and Playwright both use."""
    process = subprocess.Popen(
        [
            CHROMIUM,
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--remote-debugging-port={port}",
            f"--user-data-dir={profile}",
            f"--lang={locale}",
            f"--accept-lang={locale}",
            "about:blank",
        ],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.2):
                return process
        except OSError:
            time.sleep(0.1)
    process.kill()
    sys.exit("Chromium did not open its debugging port")


VERDICTS_DRAWN = """(count) => new Promise((done) => {
  const drawn = () => {
    const cells = document.querySelectorAll('.hg-verdict');
    return cells.length === count && [...cells].every((c) => c.dataset.valid !== 'checking');
  };
  if (drawn()) return done(performance.now());
  new MutationObserver((_, observer) => {
    if (drawn()) { observer.disconnect(); done(performance.now()); }
  }).observe(document.body, { subtree: true, childList: true, attributes: true });
})"""


def verdicts_time(browser: Any, url: str, count: int) -> float:
    """Milliseconds from the navigation's start until ``count`` verdicts are drawn, with
    the CPU slowed 4× as Lighthouse's phone is."""
    context = browser.contexts[0]
    page = context.new_page()
    page.set_viewport_size({"width": 412, "height": 823})
    cdp = context.new_cdp_session(page)
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": 4})
    page.goto(url, wait_until="commit")
    took = float(page.evaluate(VERDICTS_DRAWN, count))
    page.close()
    return took


def lighthouse(url: str, port: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        subprocess.run(
            [
                str(LIGHTHOUSE),
                url,
                f"--port={port}",
                "--disable-storage-reset",
                "--only-categories=performance",
                "--output=json",
                f"--output-path={out}",
                "--quiet",
            ],
            check=True,
            env={"CHROME_PATH": CHROMIUM, "PATH": "/usr/bin:/bin"},
        )
        report = json.loads(out.read_text("utf-8"))
    audits = report["audits"]
    return {
        "performance": report["categories"]["performance"]["score"],
        "lcp_ms": audits["largest-contentful-paint"]["numericValue"],
        "tbt_ms": audits["total-blocking-time"]["numericValue"],
    }


def measure(site: Path, runs: int, lang: str) -> None:
    from playwright.sync_api import sync_playwright

    folder = "" if lang == "en" else f"{lang}/"
    locale = {"en": "en-US", "fr": "fr-FR"}[lang]
    handler = functools.partial(_Gzipped, directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    url = f"{base}{folder}hangar/"
    profile = Path(tempfile.mkdtemp(prefix="sortie-hangar-bench-"))
    port = free_port()
    chromium = start_chromium(profile, port, locale)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.connect_over_cdp(f"http://127.0.0.1:{port}")
            for full in (True, False):
                page = browser.contexts[0].new_page()
                page.goto(url, wait_until="load")
                stored = hangar_storage("/") if full else {}
                page.evaluate(
                    "(items) => { localStorage.clear();"
                    " for (const [k, v] of Object.entries(items)) localStorage.setItem(k, v); }",
                    stored,
                )
                page.close()
                count = LISTS if full else 0
                shown = [verdicts_time(browser, url, count) for _ in range(runs)]
                found = [lighthouse(url, port) for _ in range(runs)]
                label = f"{OWNED} owned, {LISTS} lists" if full else "empty hangar"
                print(
                    f"{label:22} verdicts drawn {statistics.median(shown):7.0f} ms (4x CPU)  "
                    f"perf {statistics.median(r['performance'] for r in found):.2f}  "
                    f"LCP {statistics.median(r['lcp_ms'] for r in found) / 1000:.2f} s  "
                    f"TBT {statistics.median(r['tbt_ms'] for r in found):.0f} ms",
                    flush=True,
                )
            browser.close()
    finally:
        chromium.kill()
        chromium.wait()
        server.shutdown()
        server.server_close()
        shutil.rmtree(profile, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, default=ROOT / "site", help="a built site")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--lang", default="en", choices=("en", "fr"))
    args = parser.parse_args()
    if not LIGHTHOUSE.exists():
        sys.exit("Lighthouse is missing: run (cd bench && npm ci) first")
    if not (args.site / "hangar" / "index.html").is_file():
        sys.exit(f"{args.site} is not a built site with My hangar: run bash scripts/setup.sh")
    measure(args.site, args.runs, args.lang)


if __name__ == "__main__":
    main()
