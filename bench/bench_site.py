"""Site build time: the shipped site, and 1,000 generated aircraft against plain MkDocs.

    .venv/bin/python bench/bench_site.py [--runs 3] [--count 1000]

Builds, each in a fresh interpreter with imports done before the clock starts, best of
``--runs``:

1. ``shipped``: the site of ``content/`` as ``mkdocs build`` makes it.
2. ``sortie``: a copy of ``content/`` plus ``--count`` generated aircraft YAML files.
3. ``plain``: the same pages as Markdown files (what the plugin generates, written out),
   built by mkdocs-material with ``navigation.prune`` and MkDocs' default navigation
   (every page listed) — the baseline the issue names.
4. ``plain-same-nav``: the same Markdown files with Sortie's navigation, definitions
   unlisted and, unlike Sortie's, outside every section (no breadcrumbs, nav collapsed):
   the cheapest build those pages can have, to show what the plugin itself costs.
5. ``sortie-quarter``: Sortie with a quarter of the aircraft, to show that the cost of a
   page does not grow with the number of pages.
6. ``trivial``: ``--count`` one-paragraph pages in folders of 100, default navigation and
   ``navigation.prune``: calibrates this machine against the issue's 8 ms/page.

Prints seconds, pages and ms/page of each, the search index's size per 100 pages, and the
ratios to the plain builds.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

WORKER = """
import sys, time, logging
from pathlib import Path
from mkdocs.config import load_config
from mkdocs.commands.build import build
import material, generator.site.plugin  # imports before the clock
logging.getLogger("mkdocs").setLevel(logging.WARNING)
config_file, site_dir = sys.argv[1], sys.argv[2]
start = time.perf_counter()
build(load_config(config_file, site_dir=site_dir))
elapsed = time.perf_counter() - start
pages = sum(1 for _ in Path(site_dir).rglob("index.html"))
index = Path(site_dir) / "search" / "search_index.json"
print(f"{elapsed} {pages} {index.stat().st_size if index.exists() else 0}")
"""

TRAITS = ["great-climb", "great-dive", "rapid-roll", "tight-turn", "heavy-hitter", "robust"]


def generate_aircraft(content: Path, count: int, seed: int = 1940) -> list[str]:
    """``count`` aircraft YAML files like the shipped ones (two traits, some unknowns)."""
    rng = random.Random(seed)
    folder = content / "brs" / "aircraft"
    ids = []
    for number in range(count):
        aircraft_id = f"bench-{number:04d}"
        data = {
            "name": {"en": f"Bench {number:04d}", "fr": f"Banc {number:04d}"},
            "nation": rng.choice(["gb", "de", "us"]),
            "speed": rng.randint(4, 9),
            "agility": rng.randint(0, 3),
            "firepower": rng.choice([0, 1, 2, 3, None]),
            "traits": rng.sample(TRAITS, 2),
            "points": rng.choice([None, 30, 35, 40]),
            "source": "bench/bench_site.py (generated)",
        }
        text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True)
        (folder / f"{aircraft_id}.yaml").write_text(text, encoding="utf-8")
        ids.append(aircraft_id)
    return ids


def mkdocs_config(docs_dir: Path, plugin: bool, nav: object = None) -> dict[str, object]:
    """The project's mkdocs.yml, pointed at ``docs_dir``, with or without the plugin."""
    config = yaml.safe_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    config["docs_dir"] = str(docs_dir)
    others = [p for p in config["plugins"] if not _is_sortie(p)]
    if plugin:
        # Pages and navigation only: printing the cards has its own benchmark
        # (bench_cards.py) and is cached between builds. English only, as the plain
        # builds are: the French edition is a second build of the same size.
        config["plugins"] = [*others, {"sortie": {"cards": False, "languages": ["en"]}}]
    else:
        config["plugins"] = others
        config["validation"] = {"omitted_files": "ignore"}
    if nav is not None:
        config["nav"] = nav
    return config


def _is_sortie(plugin: object) -> bool:
    """A ``plugins`` entry of mkdocs.yml is a name or a one-key mapping of name to options."""
    return plugin == "sortie" or (isinstance(plugin, dict) and "sortie" in plugin)


def write_plain(
    content: Path, docs: Path, languages: tuple[str, ...] = ("en",)
) -> tuple[object, list[str]]:
    """The Markdown of every page of ``content`` as files in ``docs``, each language after
    the first in a folder of its own (``fr/``); returns Sortie's navigation and the pages
    it does not list (the definitions, and every page of the other languages)."""
    from generator.reading.content import load_checked
    from generator.site.nav import build_nav
    from generator.site.pages import SitePages, default_templates
    from generator.words.languages import translator

    loaded = load_checked(content)
    folders = [game.system.folder for game in loaded.games.values()]
    unlisted = []
    books = None
    for number, language in enumerate(languages):
        folder = docs / language if number else docs
        site = SitePages(loaded, None, translator(language, default_templates(), *folders))
        books = books or site.books
        for page in site.pages():
            target = folder / page.uri
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(page.markdown, encoding="utf-8")
            if page.definition or number:
                unlisted.append(target.relative_to(docs).as_posix())
        for source in content.rglob("*.md"):
            if len(source.suffixes) > 1 and source.suffixes[-2] == ".fr":
                continue  # a translation stands in for its original, at its address
            translated = source.with_suffix(f".{language}.md")
            target = folder / source.relative_to(content)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(translated if translated.is_file() else source, target)
            if number:
                unlisted.append(target.relative_to(docs).as_posix())
    assert books is not None
    return build_nav(loaded, books, home=(content / "index.md").is_file()), unlisted


def write_trivial(docs: Path, count: int) -> None:
    for number in range(count):
        page = docs / f"part-{number // 100:02d}" / f"page-{number:04d}.md"
        page.parent.mkdir(parents=True, exist_ok=True)
        page.write_text(f"# Page {number}\n\nOne paragraph of text.\n", encoding="utf-8")
    (docs / "index.md").write_text("# Trivial\n", encoding="utf-8")


def run(config: dict[str, object], work: Path, name: str, runs: int) -> tuple[float, int, int]:
    config_file = work / f"{name}.yml"
    config_file.write_text(yaml.safe_dump(config, sort_keys=False), encoding="utf-8")
    best, pages, index = float("inf"), 0, 0
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    for _ in range(runs):
        site = work / f"site-{name}"
        done = subprocess.run(
            [sys.executable, "-c", WORKER, str(config_file), str(site)],
            capture_output=True,
            text=True,
            env=env,
            cwd=ROOT,
        )
        if done.returncode:
            sys.exit(f"the {name} build failed:\n{done.stderr}")
        out = done.stdout.split()
        best, pages, index = min(best, float(out[0])), int(out[1]), int(out[2])
        shutil.rmtree(site, ignore_errors=True)
    return best, pages, index


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3, help="builds per case; best is kept")
    parser.add_argument("--count", type=int, default=1000, help="generated aircraft")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()

    results: dict[str, tuple[float, int, int]] = {}
    with tempfile.TemporaryDirectory(prefix="sortie-bench-") as tmp:
        work = Path(tmp)
        results["shipped"] = run(mkdocs_config(ROOT / "content", True), work, "shipped", args.runs)

        content = work / "content"
        shutil.copytree(ROOT / "content", content)
        generate_aircraft(content, args.count)
        results["sortie"] = run(mkdocs_config(content, True), work, "sortie", args.runs)

        docs = work / "plain"
        nav, definitions = write_plain(content, docs)
        results["plain"] = run(mkdocs_config(docs, False), work, "plain", args.runs)
        same_nav = mkdocs_config(docs, False, nav)
        same_nav["not_in_nav"] = "\n".join(f"/{uri}" for uri in definitions)
        results["plain-same-nav"] = run(same_nav, work, "plain-same-nav", args.runs)

        quarter = work / "quarter"
        shutil.copytree(ROOT / "content", quarter)
        generate_aircraft(quarter, args.count // 4)
        results["sortie-quarter"] = run(mkdocs_config(quarter, True), work, "quarter", args.runs)

        trivial = work / "trivial"
        write_trivial(trivial, args.count)
        results["trivial"] = run(mkdocs_config(trivial, False), work, "trivial", args.runs)

    ratio = results["sortie"][0] / results["plain"][0]
    if args.json:
        figures = {
            k: {"seconds": s, "pages": p, "search_index_bytes": i}
            for k, (s, p, i) in results.items()
        }
        print(json.dumps({"figures": figures, "ratio": ratio}, indent=2))
        return
    print(f"{'build':<16}{'seconds':>9}{'pages':>7}{'ms/page':>9}{'index KB/100 pages':>20}")
    for name, (seconds, pages, index) in results.items():
        per_100 = index / 1024 / pages * 100
        print(f"{name:<16}{seconds:>9.2f}{pages:>7}{1000 * seconds / pages:>9.1f}{per_100:>20.1f}")
    print(f"sortie / plain: {ratio:.2f}× (target ≤ 1.2×)")
    same = results["sortie"][0] / results["plain-same-nav"][0]
    print(f"sortie / plain-same-nav: {same:.2f}×")


if __name__ == "__main__":
    main()
