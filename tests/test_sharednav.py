"""The navigation a definition page shares with the others of its folder (``sharednav.py``)
is the one the theme draws for it: built with the shared parts drawn again on every page
and compared, byte for byte, wherever the build would have reused them."""

from __future__ import annotations

import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jinja2
import pytest
from sitebuild import CONTENT, config_with

from generator.site.build import build_site
from generator.site.sharednav import SHARED, SharedNav


def test_every_shared_part_is_what_the_theme_draws_for_the_page(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    reused: dict[str, int] = dict.fromkeys(SHARED, 0)
    differs: list[str] = []
    first: dict[Any, str] = {}

    @jinja2.pass_context
    def drawn_every_time(
        self: SharedNav, context: jinja2.runtime.Context, part: str, caller: Callable[[], str]
    ) -> str:
        page = context.get("page")
        key = self.key(part, page)
        drawn = caller()
        if key is not None:
            if key in first:
                reused[part] += 1
                if drawn != first[key]:
                    differs.append(f"{page.url} {part}")
            else:
                first[key] = drawn
        return drawn

    monkeypatch.setattr(SharedNav, "shared", drawn_every_time)
    # Every game, in English, without the card prints: the shipped content, read in place.
    (tmp_path / "content").symlink_to(CONTENT)
    config = config_with("      cards: false\n      languages: [en]\n")
    (tmp_path / "mkdocs.yml").write_text(config, "utf-8")
    build_site(tmp_path / "mkdocs.yml", tmp_path / "site")
    assert differs == []
    # Each part is shared by most of the definition pages (more than one a folder).
    folders = {key[1] for key in first}
    assert all(count > 4 * len(folders) for count in reused.values()), reused


def test_a_page_the_plugin_did_not_place_is_drawn_for_itself() -> None:
    from mkdocs.structure.files import File
    from mkdocs.structure.nav import Section
    from mkdocs.structure.pages import Page

    nav = SharedNav()
    section = Section("Aircraft", [])

    def page(uri: str, meta: dict[str, Any]) -> Page:
        made = Page(None, File(uri, "docs", "site", True), {})  # type: ignore[no-untyped-call]
        made.parent, made.meta = section, meta
        return made

    listed = page("brs/aircraft.md", {})
    placed = page("brs/aircraft/bf109e.md", {})
    hidden = page("brs/aircraft/bf109f.md", {"hide": ["navigation"]})
    nav.placed |= {"brs/aircraft/bf109e.md", "brs/aircraft/bf109f.md"}
    assert nav.key("partials/nav.html", listed) is None
    assert nav.key("partials/nav.html", hidden) is None
    assert nav.key("partials/nav.html", placed) == ("partials/nav.html", "brs/aircraft")


def test_a_sites_own_partial_is_drawn_for_each_page(tmp_path: Path) -> None:
    """A club's override of a partial (``custom_dir``) may show what is a page's own, here
    its title in the breadcrumbs: it is not shared."""
    shutil.copytree(CONTENT / "brs", tmp_path / "content" / "brs")
    shutil.copy(CONTENT / "index.md", tmp_path / "content" / "index.md")
    (tmp_path / "overrides" / "partials").mkdir(parents=True)
    (tmp_path / "overrides" / "partials" / "path.html").write_text(
        '<p class="own-crumb">{{ page.title | e }}</p>', "utf-8"
    )
    config = config_with("      cards: false\n      languages: [en]\n")
    config = config.replace("  name: material\n", "  name: material\n  custom_dir: overrides\n", 1)
    (tmp_path / "mkdocs.yml").write_text(config, "utf-8")
    site = build_site(tmp_path / "mkdocs.yml", tmp_path / "site")
    shown = {
        page.parent.name: re.findall(r'<p class="own-crumb">([^<]*)</p>', page.read_text("utf-8"))
        for page in (site / "brs" / "aircraft").glob("*/index.html")
    }
    assert len(shown) > 3
    assert shown["bf109e"] == ["Bf109E"] and shown["hurricane-i"] == ["Hurricane I"]
