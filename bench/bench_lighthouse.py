"""Phone speed and accessibility of the built site: Lighthouse (mobile) and axe-core.

    (cd bench && npm ci)            # Lighthouse and axe-core, pinned by bench/package-lock.json
    .venv/bin/python bench/bench_lighthouse.py [--site DIR] [--runs 1]

Builds the site (``mkdocs.yml``, cards included) unless ``--site`` names a built one,
serves it with Python's ``http.server`` on 127.0.0.1 (HTML, CSS, scripts and JSON gzipped,
as a static host sends them; ``--no-gzip``: every file as written), then for each page
type — home, a rules page, a data page (a table), a card page and every tool page (a
game's own pages, the Print page) — runs Lighthouse 12 with its default phone profile
(simulated slow 4G, 4× CPU slowdown) in Debian's ``/usr/bin/chromium`` and axe-core in
the same Chromium through Playwright (at the phone's width and at 1,280 px); ``--sample N``
adds N pages drawn at random (``--seed``) from the rest of the site. Prints performance,
accessibility and best-practices scores (median of ``--runs``), largest contentful paint,
the axe violations, and the search index's size per 100 pages. Targets (issue 12):
performance ≥ 0.98, accessibility 1.00, best practices 1.00, no axe violation.
``--keep DIR`` saves every run's Lighthouse JSON report (its metrics, render-blocking
resources, request chains, long tasks) to read afterwards.
"""

from __future__ import annotations

import argparse
import functools
import gzip
import io
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

ROOT = Path(__file__).resolve().parents[1]
BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT))

CHROMIUM = "/usr/bin/chromium"
LIGHTHOUSE = BENCH / "node_modules" / ".bin" / "lighthouse"
AXE = BENCH / "node_modules" / "axe-core" / "axe.min.js"

PAGES = {
    "home": "",
    "rules page": "brs/rules/hand-and-play/",
    "data page (table)": "brs/aircraft/",
    "card page": "brs/traits/great-dive/",
    "glossary": "brs/glossary/",
}
"""Page types measured, besides every tool page (found in the built site)."""


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


COMPRESSED = {".html", ".css", ".js", ".mjs", ".json", ".xml", ".svg", ".txt"}
"""The files a static host sends gzipped (GitHub Pages, Netlify and Cloudflare all do)."""


class _Gzipped(_Quiet):
    """Text files gzipped, as a real host sends them: the stylesheet is 111 KB as written
    and 20 KB over the wire, and Lighthouse's simulated slow 4G spends most of a page's
    first paint on those bytes, so an uncompressed server measures a page no phone gets."""

    cache: ClassVar[dict[Path, bytes]] = {}

    def send_head(self) -> Any:
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/"):
            path = path / "index.html"
        accepts = "gzip" in self.headers.get("Accept-Encoding", "")
        if not (accepts and path.suffix in COMPRESSED and path.is_file()):
            return super().send_head()
        if path not in self.cache:
            self.cache[path] = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        body = self.cache[path]
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Vary", "Accept-Encoding")
        self.end_headers()
        return io.BytesIO(body)


def tool_pages(site: Path) -> dict[str, str]:
    """Every game's own pages and the Print page, as the navigation lists them."""
    from generator.reading.content import load_checked
    from generator.site.extras import site_extras
    from generator.words.languages import Translator

    found: dict[str, str] = {}
    content = load_checked(ROOT / "content")
    for gid, game in content.games.items():
        extras = site_extras(gid)
        for page in extras.pages(game, {}, Translator("en", {})) if extras.pages else []:
            found[f"tool: {page.title}"] = page.uri.removesuffix(".md") + "/"
    if (site / "print" / "index.html").exists():
        found["tool: Print"] = "print/"
    return found


def random_pages(
    site: Path, count: int, seed: int, taken: set[str], folder: str = ""
) -> dict[str, str]:
    """``count`` pages of the built site (or of one language's ``folder`` of it) drawn at
    random (``seed``), none of ``taken``: every page must meet the target, not only one
    sample of each type. The first language's pages only, unless ``folder`` names one."""
    from generator.words.languages import NAMES

    every = sorted(
        folder + page.parent.relative_to(site).as_posix() + "/"
        for page in site.rglob("index.html")
        if page.parent != site and (folder or page.relative_to(site).parts[0] not in NAMES)
    )
    chosen = random.Random(seed).sample([p for p in every if p not in taken], count)
    return {f"random: {path}": path for path in sorted(chosen)}


def lighthouse(url: str, locale: str = "en-US", keep: Path | None = None) -> dict[str, Any]:
    """One Lighthouse run of ``url``; its whole JSON report is copied to ``keep`` if given."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "report.json"
        subprocess.run(
            [
                str(LIGHTHOUSE),
                url,
                f"--chrome-path={CHROMIUM}",
                # The browser's language, which a first visit opens the site in: headless
                # Chromium reads navigator.languages from --accept-lang, not from --lang.
                "--chrome-flags=--headless=new --no-sandbox --disable-gpu "
                f"--lang={locale} --accept-lang={locale}",
                "--only-categories=performance,accessibility,best-practices",
                "--output=json",
                f"--output-path={out}",
                "--quiet",
            ],
            check=True,
            env={"CHROME_PATH": CHROMIUM, "PATH": "/usr/bin:/bin"},
        )
        report = json.loads(out.read_text("utf-8"))
        if keep is not None:
            keep.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(out, keep)
    categories = report["categories"]
    audits = report["audits"]
    failed = [
        audit_id
        for category in ("accessibility", "best-practices")
        for ref in categories[category]["auditRefs"]
        if ref["weight"] > 0
        and (audit_id := ref["id"])
        and audits[audit_id].get("score") not in (None, 1)
    ]
    return {
        "performance": categories["performance"]["score"],
        "accessibility": categories["accessibility"]["score"],
        "best-practices": categories["best-practices"]["score"],
        "lcp_ms": audits["largest-contentful-paint"]["numericValue"],
        "final": report.get("finalDisplayedUrl", ""),
        "failed": failed,
    }


def _report_path(keep: Path | None, path: str, run: int) -> Path | None:
    """Where run ``run`` of the page at ``path`` keeps its report: ``fr-tbb-roller.1.json``."""
    if keep is None:
        return None
    return keep / f"{path.strip('/').replace('/', '-') or 'home'}.{run + 1}.json"


AXE_VIEWPORTS = ({"width": 412, "height": 823}, {"width": 1280, "height": 800})
"""Lighthouse's phone, and a wide screen: the game tabs show only there (their contrast
was once found by a look at 1,280 px, after the phone had passed)."""


def axe(browser: Any, url: str, locale: str = "en-US") -> list[str]:
    """axe-core's violations at each of ``AXE_VIEWPORTS``: ``id (nodes)``, the width added
    past the first."""
    found = []
    for number, viewport in enumerate(AXE_VIEWPORTS):
        page = browser.new_page(viewport=viewport, locale=locale)
        page.goto(url, wait_until="networkidle")
        page.add_script_tag(path=str(AXE))
        result = page.evaluate("async () => await axe.run(document)")
        page.close()
        where = f" at {viewport['width']} px" if number else ""
        found += [f"{v['id']} ({len(v['nodes'])}){where}" for v in result["violations"]]
    return found


def search_index(site: Path) -> tuple[float, int, float]:
    index = site / "search" / "search_index.json"
    pages = sum(1 for _ in site.rglob("index.html"))
    size_kb = index.stat().st_size / 1024
    return size_kb, pages, size_kb / pages * 100


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one)")
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--only", help="measure only the page types containing this text")
    parser.add_argument("--sample", type=int, default=0, help="add this many random pages")
    parser.add_argument("--seed", type=int, default=2211, help="which random pages")
    parser.add_argument(
        "--no-gzip",
        action="store_true",
        help="serve every file as written, uncompressed (the bench before 2026-11-27 16:30)",
    )
    parser.add_argument(
        "--keep", type=Path, help="save each run's Lighthouse JSON report in this folder"
    )
    parser.add_argument(
        "--lang", default="en", help="the site's language to measure: en, or fr (its fr/ pages)"
    )
    args = parser.parse_args()
    folder = "" if args.lang == "en" else f"{args.lang}/"
    locale = {"en": "en-US", "fr": "fr-FR"}[args.lang]
    if not LIGHTHOUSE.exists() or not AXE.exists():
        sys.exit("Lighthouse and axe-core are missing: run (cd bench && npm ci) first")
    work = None
    site = args.site
    if site is None:
        from generator.site.build import build_site

        work = Path(tempfile.mkdtemp(prefix="sortie-lighthouse-"))
        site = build_site(ROOT / "mkdocs.yml", work / "site")
    size_kb, count, per_100 = search_index(site)
    pages = {name: folder + path for name, path in {**PAGES, **tool_pages(site)}.items()}
    if args.sample:
        pages.update(
            random_pages(site / folder, args.sample, args.seed, set(pages.values()), folder)
        )
    if args.only:
        pages = {k: v for k, v in pages.items() if args.only in k}
    handler = functools.partial(_Quiet if args.no_gzip else _Gzipped, directory=str(site))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    base = f"http://127.0.0.1:{server.server_address[1]}/"
    from playwright.sync_api import sync_playwright

    rows = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, args=["--headless", "--no-sandbox"]
            )
            for name, path in pages.items():
                runs = [
                    lighthouse(base + path, locale, _report_path(args.keep, path, run))
                    for run in range(args.runs)
                ]
                row = {
                    key: statistics.median(r[key] for r in runs)
                    for key in ("performance", "accessibility", "best-practices", "lcp_ms")
                }
                row["failed"] = sorted({f for r in runs for f in r["failed"]})
                row["final"] = runs[-1]["final"]
                row["axe"] = axe(browser, base + path, locale)
                rows.append((name, path, row))
                print(
                    f"{name:22} perf {row['performance']:.2f}  a11y {row['accessibility']:.2f}  "
                    f"bp {row['best-practices']:.2f}  LCP {row['lcp_ms'] / 1000:.1f} s  "
                    f"lighthouse fails: {', '.join(row['failed']) or '-'}  "
                    f"axe: {', '.join(row['axe']) or '0 violations'}",
                    flush=True,
                )
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
        if work is not None:
            shutil.rmtree(work, ignore_errors=True)
    worst = min(rows, key=lambda r: r[2]["performance"])
    # A page that sent the browser elsewhere was not the page measured.
    for name, path, row in rows:
        if row.get("final") and not row["final"].split("#")[0].endswith(path):
            print(f"{name}: measured {row['final']}, not {path}")
    print(f"worst performance: {worst[2]['performance']:.2f} ({worst[0]})")
    print(f"search index: {size_kb:.0f} KB for {count} pages = {per_100:.1f} KB per 100 pages")


if __name__ == "__main__":
    main()
