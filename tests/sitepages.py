"""One page of every type of the built site, found in it rather than listed by hand: the
phone checks (``test_phone.py``) and the screens script (``bench/screens.py``) visit these."""

from __future__ import annotations

from pathlib import Path

from conftest import shipped_content


def page_types(site: Path) -> list[str]:
    """One path of each page type, found in the built site (no list kept by hand)."""
    from generator.site.extras import site_extras
    from generator.site.values import kind_uri
    from generator.words.languages import Translator

    content = shipped_content()  # loaded once per process, not once per call
    paths = ["", "print/", "content-format/", "404.html"]
    for gid, game in content.games.items():
        paths.append(f"{gid}/")
        rules = sorted(p.parent for p in (site / gid / "rules").rglob("index.html"))
        if rules:
            paths.append(rules[-1].relative_to(site).as_posix() + "/")
        if (site / gid / "glossary" / "index.html").exists():
            paths.append(f"{gid}/glossary/")
        for kind in game.system.kinds:
            entries = sorted(game.of(kind.folder))
            if entries:
                paths.append(kind_uri(gid, kind.folder).removesuffix("index.md"))
                paths.append(f"{gid}/{kind.folder}/{entries[0]}/")
        extras = site_extras(gid)
        for page in extras.pages(game, {}, Translator("en", {})) if extras.pages else []:
            paths.append(page.uri.removesuffix(".md") + "/")
    return paths
