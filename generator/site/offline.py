"""The site at the table with no network: an installable web app and its service worker.

Each language's build writes its web app manifest (``manifest.webmanifest``, in its own
language, with icons drawn here with Pillow) and links it, with the theme colour, from each
page's head (``head_tags``). The first language's build, once every language is written,
writes the service worker ``sw.js`` at the site's root (``write_service_worker``).

The service worker is Workbox's (``templates/site/assets/workbox-<version>/``, MIT, served
from the site: nothing is requested from another host). Its precache manifest is written
here, by the Python build, so that no Node is needed to build a site: every file the site
needs (pages of every language, search indexes, scripts, styles, data, card pictures), each
with the digest of its bytes as its revision. On a first visit the worker keeps them all,
not only the pages visited; a later build changes the revisions of what changed, and the
browser installs the new worker beside the old one, which keeps serving the old files
until the player reloads (a page never mixes old and new). The print files (PDFs, several
megabytes) are left out of the precache and kept once opened, by their own revision.
"""

from __future__ import annotations

import functools
import hashlib
import json
import posixpath
import re
import shutil
from collections.abc import Iterable
from pathlib import Path

from PIL import Image, ImageDraw

from ..games.pagehtml import PARTS, THEME_PARTS, macros
from ..words.languages import Translator
from ..words.typography import typeset_text

WORKBOX = "workbox-7.4.1"
"""The vendored Workbox runtime's folder, under ``templates/site/assets/`` and in the site
under ``assets/sortie/``: its version is in its name, so an upgrade is a new address."""

WORKBOX_MODULES = ("core", "routing", "strategies", "precaching")
"""The modules the worker loads, in the order each needs the ones before it."""

SERVICE_WORKER = "sw.js"
MANIFEST = "manifest.webmanifest"
ICONS = "assets/sortie/icons"
THEME_COLOUR = "#546d78"
"""Material's blue grey, the header's colour (``theme.palette.primary`` in mkdocs.yml)."""
BACKGROUND = "#ffffff"

ICON_SIZES = {"icon-192.png": 192, "icon-512.png": 512, "apple-touch-icon.png": 180}
MASKABLE = "icon-maskable-512.png"

LEFT_OUT_SUFFIXES = (".pdf", ".map", ".gz")
"""Never precached: the print files (kept once opened instead), source maps (only a
browser's developer tools read them) and the gzipped sitemap."""

LEFT_OUT_NAMES = ("sitemap.xml", SERVICE_WORKER)
OWN_MANIFEST = "assets/sortie/offline-"
"""The worker's precache manifest, which it loads with itself."""

LUNR = "assets/javascripts/lunr/"
LUNR_NEEDED = ("min/lunr.stemmer.support.min.js", "min/lunr.multi.min.js")
"""Material ships the stemmers of some thirty languages (and 700 KB of Thai and Japanese
word splitters); its search worker loads these two and the stemmer of each language the
site searches in."""


@functools.cache
def head_tags(language_root: str) -> str:
    """The tags each page's head gets: its language's manifest, the theme colour and the
    icon a phone's home screen shows. ``language_root``: the language's root relative to
    the page (``../``, or ``""`` on the root page)."""
    icon = f"{language_root}{ICONS}/apple-touch-icon.png"
    return str(macros(THEME_PARTS).head_tags(f"{language_root}{MANIFEST}", THEME_COLOUR, icon))


def write_app_manifest(site: Path, site_name: str, description: str, t: Translator) -> None:
    """``site/manifest.webmanifest`` in ``t``'s language, and its icons beside it."""
    icons = site / ICONS
    icons.mkdir(parents=True, exist_ok=True)
    for name, size in ICON_SIZES.items():
        draw_icon(size, maskable=False).save(icons / name, optimize=True)
    draw_icon(512, maskable=True).save(icons / MASKABLE, optimize=True)
    manifest = {
        "name": typeset_text(t("{site}: rules, cards and decks", site=site_name), t.language),
        "short_name": site_name,
        "description": description,
        "lang": t.language,
        "dir": "ltr",
        "id": "./",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "theme_color": THEME_COLOUR,
        "background_color": BACKGROUND,
        "icons": [
            *(
                {"src": f"{ICONS}/{name}", "sizes": f"{size}x{size}", "type": "image/png"}
                for name, size in ICON_SIZES.items()
                if name.startswith("icon-")
            ),
            {
                "src": f"{ICONS}/{MASKABLE}",
                "sizes": "512x512",
                "type": "image/png",
                "purpose": "maskable",
            },
        ],
    }
    text = json.dumps(manifest, ensure_ascii=False, indent=1)
    (site / MANIFEST).write_text(text + "\n", encoding="utf-8")


def draw_icon(size: int, *, maskable: bool) -> Image.Image:
    """An aircraft seen from above, white on the header's blue grey. A maskable icon fills
    its square (a phone cuts its own shape out of it) and keeps the aircraft inside the
    middle 80 %, the part every shape keeps; the other has rounded corners."""
    scale = 4  # drawn large, then reduced: smooth edges without an anti-aliasing pass
    big = size * scale
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if maskable:
        draw.rectangle((0, 0, big, big), fill=THEME_COLOUR)
    else:
        draw.rounded_rectangle((0, 0, big - 1, big - 1), radius=big // 5, fill=THEME_COLOUR)
    span = 0.56 if maskable else 0.74  # of the square, wing tip to wing tip

    def at(x: float, y: float) -> tuple[float, float]:
        """A point of the drawing (-1..1 both ways, nose up) on the icon."""
        return (big / 2 + x * big * span / 2, big / 2 + y * big * span / 2)

    white = "#ffffff"
    wing = [(-1.0, -0.08), (1.0, -0.08), (1.0, 0.12), (0.12, 0.2), (-0.12, 0.2), (-1.0, 0.12)]
    tail = [(-0.42, 0.72), (0.42, 0.72), (0.42, 0.86), (-0.42, 0.86)]
    draw.polygon([at(x, y) for x, y in wing], fill=white)
    draw.polygon([at(x, y) for x, y in tail], fill=white)
    draw.ellipse((*at(-0.11, -0.9), *at(0.11, 0.95)), fill=white)  # fuselage
    draw.ellipse((*at(-0.05, -0.42), *at(0.05, -0.16)), fill="#ff6e42")  # canopy, the accent
    return image.resize((size, size), Image.Resampling.LANCZOS)


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()[:20]


def site_files(site: Path) -> Iterable[tuple[str, Path]]:
    """Every file of the built site, by its address relative to the site's root."""
    for path in sorted(site.rglob("*")):
        if path.is_file():
            yield path.relative_to(site).as_posix(), path


def precached(url: str, search_languages: Iterable[str]) -> bool:
    """Whether the service worker keeps ``url`` from its first visit."""
    name = url.rsplit("/", 1)[-1]
    if url.endswith(LEFT_OUT_SUFFIXES) or name in LEFT_OUT_NAMES or url.startswith(OWN_MANIFEST):
        return False
    if f"/{WORKBOX}/" in url:
        return False  # the worker loads its own scripts, and keeps them with itself
    lunr = url.find(LUNR)
    if lunr >= 0:
        needed = {*LUNR_NEEDED, *(f"min/lunr.{code}.min.js" for code in search_languages)}
        return url[lunr + len(LUNR) :] in needed
    return True


def precache_manifest(site: Path, search_languages: Iterable[str]) -> list[dict[str, str]]:
    """Workbox's precache manifest: each file the site needs, with its bytes' digest."""
    languages = list(search_languages)
    return [
        {"url": url, "revision": digest(path)}
        for url, path in site_files(site)
        if precached(url, languages)
    ]


def print_files(site: Path) -> dict[str, str]:
    """The print files (PDFs), by address, with their bytes' digest: kept once opened."""
    return {url: digest(path) for url, path in site_files(site) if url.endswith(".pdf")}


def write_service_worker(site: Path, templates: Path, search_languages: Iterable[str]) -> Path:
    """``site/sw.js`` and what it loads: the Workbox modules, and its precache manifest with
    the print files' revisions (``assets/sortie/offline-<version>.js``, named after its
    content). The worker's text names that file, so it changes with any file of the site,
    which is how a browser learns there is a new version; the worker itself stays small,
    as every page asks for it again to see whether a new version is out."""
    source = templates / "assets" / WORKBOX
    target = site / "assets" / "sortie" / WORKBOX
    target.mkdir(parents=True, exist_ok=True)
    for module in WORKBOX_MODULES:
        shutil.copyfile(source / f"workbox-{module}.prod.js", target / f"workbox-{module}.prod.js")
    shutil.copyfile(source / "LICENSE", target / "LICENSE")
    kept = {"precache": precache_manifest(site, search_languages), "print": print_files(site)}
    text = json.dumps(kept, separators=(",", ":"), sort_keys=True)
    version = hashlib.sha256(text.encode("utf-8")).hexdigest()[:20]
    manifest = f"{OWN_MANIFEST}{version}.js"
    (site / manifest).write_text(f"self.SORTIE_OFFLINE = {text};\n", encoding="utf-8")
    modules = [f"assets/sortie/{WORKBOX}/workbox-{module}.prod.js" for module in WORKBOX_MODULES]
    script = (templates / "assets" / "sw.js").read_text(encoding="utf-8")
    loaded = json.dumps([*modules, manifest], separators=(",", ":"))
    script = script.replace("/*SORTIE_SCRIPTS*/null", loaded, 1)
    (site / SERVICE_WORKER).write_text(script, encoding="utf-8")
    return site / SERVICE_WORKER


_PDF_LINK = re.compile(r'href="([^"]+\.pdf)"')


def keep_print_box(output: str, files: Path, page_url: str, t: Translator) -> str:
    """The Print page with its button keeping every print file it links on the device,
    with their total size, above the first game's files (hidden until the page's script
    has a service worker to keep them with). ``files``: where the print files are, by
    their address in the site."""
    folder = page_url.rsplit("/", 1)[0] + "/" if "/" in page_url else ""
    kept = {posixpath.normpath(folder + href) for href in _PDF_LINK.findall(output)}
    size = sum((files / url).stat().st_size for url in kept if (files / url).is_file())
    if not kept:
        return output
    label = t("Keep the print files on this device ({size})", size=megabytes(size, t))
    box = f"{macros(PARTS).keep_print(label)}\n"
    at = output.find("<h2")
    return output if at < 0 else output[:at] + box + output[at:]


def megabytes(size: int, t: Translator) -> str:
    """``5.3 MB`` (``5,3 Mo`` in French)."""
    number = f"{size / 1_000_000:.1f}"
    if t.language == "fr":
        number = number.replace(".", ",")
    return t("{n} MB", n=number)


def retire_service_worker(site: Path, templates: Path) -> None:
    """``site/sw.js`` for a site built without the offline copy (``mkdocs serve``, the
    ``offline: false`` option): it replaces the worker an earlier build installed at the
    same address, deletes what that one kept and unregisters, so a contributor's
    ``mkdocs serve`` or a site that turned the option off is never hidden behind it."""
    shutil.copyfile(templates / "assets" / "sw-retired.js", site / SERVICE_WORKER)
