"""Pictures of what players see: every page type and every tool of the built site, at a
phone's width (390 px) and a desktop's (1280 px), as PNG files to look at before a change
to the site is called done.

    .venv/bin/python bench/screens.py                 # builds the site first
    .venv/bin/python bench/screens.py --site site     # an already built site
    .venv/bin/python bench/screens.py --only brs      # the pages whose path starts so
    .venv/bin/python bench/screens.py --lang fr       # the French pages only (default: both)

Writes ``bench/out/screens/<page>-<width>.png`` (a French page's name starts ``fr-``) (the first screen, and with ``--full`` the
whole page; ``--sheets`` adds contact sheets of a dozen pages each) and prints one line per picture with the page's own width, so a page wider
than the screen shows at once. Page types: the home page, each game's home, one rules page,
each kind's table and its first definition page, the glossary, every tool page, the Print
page, the content-format reference and the not-found page.
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))

WIDTHS = (390, 1280)
HEIGHTS = {390: 844, 1280: 900}


def shoot(site: Path, out: Path, paths: list[str], full: bool) -> None:
    from browserkit import serve
    from needs import CHROMIUM
    from playwright.sync_api import sync_playwright

    out.mkdir(parents=True, exist_ok=True)
    with serve(site) as base, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), headless=True)
        for width in WIDTHS:
            # A reader whose browser speaks the page's language: a first visit otherwise
            # goes to the page in the browser's language (translations.CHOOSE_LANGUAGE).
            contexts = {
                locale: browser.new_context(
                    viewport={"width": width, "height": HEIGHTS[width]},
                    locale=locale,
                    service_workers="block",  # no worker keeping the whole site meanwhile
                )
                for locale in ("en-US", "fr-FR")
            }
            pages = {locale: context.new_page() for locale, context in contexts.items()}
            for path in paths:
                page = pages["fr-FR" if path.startswith("fr/") else "en-US"]
                page.goto(base + path, wait_until="networkidle")
                name = re.sub(r"[^a-z0-9]+", "-", path.lower()).strip("-") or "home"
                picture = out / f"{name}-{width}.png"
                page.screenshot(path=str(picture), full_page=full)
                wide = page.evaluate("document.documentElement.scrollWidth")
                flag = "  WIDER THAN THE SCREEN" if wide > width else ""
                shown = picture.relative_to(ROOT) if picture.is_relative_to(ROOT) else picture
                print(f"{shown}  page width {wide}{flag}")
            for context in contexts.values():
                context.close()
        browser.close()


def contact_sheets(out: Path, per_sheet: int = 12) -> None:
    """The pictures of each width side by side, a dozen to a sheet with their names, so
    that looking at every page type takes a few pictures, not a hundred."""
    from PIL import Image, ImageDraw

    for width in WIDTHS:
        pictures = sorted(out.glob(f"*-{width}.png"))
        thumb = (260, 563) if width == 390 else (480, 338)
        columns = 6 if width == 390 else 4
        for start in range(0, len(pictures), per_sheet):
            batch = pictures[start : start + per_sheet]
            rows = -(-len(batch) // columns)
            sheet = Image.new("RGB", (columns * thumb[0], rows * (thumb[1] + 18)), "white")
            draw = ImageDraw.Draw(sheet)
            for i, picture in enumerate(batch):
                x, y = (i % columns) * thumb[0], (i // columns) * (thumb[1] + 18)
                with Image.open(picture) as shot:
                    shot.thumbnail(thumb)
                    sheet.paste(shot, (x, y + 18))
                draw.text((x + 4, y + 3), picture.stem, fill="black")
            name = out / f"sheet-{width}-{start // per_sheet + 1}.png"
            sheet.save(name)
            print(
                f"{name.relative_to(ROOT) if name.is_relative_to(ROOT) else name}  ({len(batch)} pages)"
            )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--site", type=Path, help="a built site (default: build one)")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "out" / "screens")
    parser.add_argument("--only", default="", help="only the paths starting with this")
    parser.add_argument("--full", action="store_true", help="the whole page, not one screen")
    parser.add_argument("--sheets", action="store_true", help="also contact sheets of them")
    parser.add_argument(
        "--lang", choices=("en", "fr", "both"), default="both", help="the pages of a language"
    )
    args = parser.parse_args()
    from sitepages import page_types

    with tempfile.TemporaryDirectory() as scratch:
        site = args.site
        if site is None:
            from generator.site.build import build_site

            site = build_site(ROOT / "mkdocs.yml", Path(scratch) / "site")
        english = [p for p in page_types(site) if p.startswith(args.only)]
        # The French site mirrors the English one under fr/ (the not-found page is shared).
        french = [f"fr/{p}" for p in english if p != "404.html"]
        paths = {"en": english, "fr": french, "both": english + french}[args.lang]
        shoot(site, args.out, paths, args.full)
    if args.sheets:
        contact_sheets(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
