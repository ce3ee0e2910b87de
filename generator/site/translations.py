"""The site in every language: one MkDocs build per language, each in its own folder.

The first language's build writes the site's root and then builds each other language
into ``<site>/<code>/`` from the same ``mkdocs.yml``, with Material's interface, its
search language and Sortie's own pages in that language. Every page is at the same path
in every language, so the language switch (Material's ``extra.alternate``) leads to the
same page, and a small script remembers the reader's choice.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from mkdocs.commands.build import build
from mkdocs.config import load_config
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.exceptions import PluginError

from ..games.pagehtml import THEME_PARTS, macros
from ..words.languages import MAIN, NAMES, Translator
from ..words.typography import typeset_text


def alternates(languages: list[str]) -> list[dict[str, str]]:
    """Material's language switch (``extra.alternate``); ``switch_links`` points each
    entry at the page it is on, as the theme can only link one address for all pages."""
    return [{"name": NAMES[code], "link": "./", "lang": code} for code in languages]


_SWITCH_LINK = re.compile(r'<a href="[^"]*" hreflang="([a-z]+)" class="md-select__link">')


def switch_links(html: str, page_url: str, language: str, languages: list[str]) -> str:
    """``html`` with each language's entry of the switch linking to this same page in
    that language, relative to the page (the site may be served from any folder), and
    the script choosing the reader's language (``CHOOSE_LANGUAGE``) at the top of its head."""
    depth = page_url[: page_url.rfind("/") + 1].count("/")  # "a/b/": 2, "404.html": 0
    up = "../" * depth + ("../" if language != languages[0] else "")
    hrefs = {
        other: f"{up}{'' if other == languages[0] else other + '/'}{page_url}" or "./"
        for other in languages
    }

    def link(match: re.Match[str]) -> str:
        other = match.group(1)
        if other not in hrefs:
            return match.group(0)
        return str(macros(THEME_PARTS).language_link(hrefs[other], other))

    html = _SWITCH_LINK.sub(link, html)
    data = json.dumps({"page": language, "links": hrefs}).replace("</", "<\\/")
    script = f"<script>{CHOOSE_LANGUAGE.replace('{data}', data)}</script>"
    return html.replace("<head>", f"<head>{script}", 1)


CHOOSE_LANGUAGE = (
    "(function(d){var k='sortie.language',s=null;"
    "try{s=localStorage.getItem(k)}catch(e){}"
    "if(!d.links[s]){s=null;var l=navigator.languages||[navigator.language||''];"
    "for(var i=0;i<l.length&&!s;i++){var c=String(l[i]).slice(0,2).toLowerCase();"
    "if(d.links[c])s=c}"
    "if(s){try{localStorage.setItem(k,s)}catch(e){}}}"
    "if(s&&s!==d.page){location.replace(d.links[s]+location.hash);return}"
    "document.addEventListener('click',function(e){"
    "var a=e.target.closest&&e.target.closest('a.md-select__link[hreflang]');"
    "if(a){try{localStorage.setItem(k,a.getAttribute('hreflang'))}catch(x){}}})"
    "})({data})"
)
"""The reader's language: on a first visit the browser's first language the site has
(stored, so it holds from then on), afterwards the one last chosen in the switch; a page in
another language is replaced by its copy in that one, before anything is drawn."""


def translate_settings(config: MkDocsConfig, t: Translator) -> None:
    """The words ``mkdocs.yml`` gives the theme in English, in ``t``'s language: the
    site's description (the pages' ``<meta name="description">``), the palette toggles'
    names and the headings' permalink title (the toc extension's ``permalink_title``)."""
    if not t.translating:
        return
    if config.site_description:
        config.site_description = t(config.site_description)
    for palette in config.theme.get("palette") or []:
        toggle = palette.get("toggle") if isinstance(palette, dict) else None
        if toggle and toggle.get("name"):
            toggle["name"] = t(toggle["name"])
    toc = config.mdx_configs.setdefault("toc", {})
    toc["permalink_title"] = t(toc.get("permalink_title", "Permanent link"))


def build_translations(
    config: MkDocsConfig, languages: list[str], serving: bool, incremental: bool = False
) -> None:
    """Build the site in each of ``languages`` under the finished first-language site
    (``incremental``: as a rebuild of ``serve`` that writes only what changed, ``serve.py``)."""
    if not languages:
        return
    if config.config_file_path is None:
        raise PluginError("a site in several languages is built from an mkdocs.yml file")
    for language in languages:
        sub = load_config(
            config.config_file_path,
            site_dir=str(Path(config.site_dir) / language),
            strict=config.strict,
        )
        sub.theme["language"] = language
        # Where this language's site is served: its 404 page (served at any depth) links
        # from there, as MkDocs makes an error page's links start at site_url's path.
        sub.site_url = f"{(config.site_url or '/').rstrip('/')}/{language}/"
        sortie = sub.plugins["sortie"]
        sortie.config.language = language
        sortie.serving = serving  # type: ignore[attr-defined]
        sortie.incremental = incremental  # type: ignore[attr-defined]
        for name in ("search", "material/search"):
            search = sub.plugins.get(name)
            if search is not None:
                # Its own stemmer first; English still finds the English card names.
                search.config.lang = [language, MAIN]
        build(sub, dirty=incremental)


WORDS_HELPER = "words.js"
"""The helper the site's own scripts look their words up with (``sortieWords``), beside
them in the templates' ``assets/``."""


def with_words_helper(script: str, assets: Path) -> str:
    """``script`` with ``WORDS_HELPER`` above it when it calls it: one helper for every
    script, each served as one file (no request of its own)."""
    if "sortieWords(" not in script:
        return script
    return (assets / WORDS_HELPER).read_text(encoding="utf-8") + script


def with_words(script: str, t: Translator) -> str:
    """``script`` with its words in ``t``'s language above it (``SORTIE_WORDS``): the
    entries of the language's table the script names (``t("Filter")``), as it looks a
    phrase up by its English; a script that names none is left as it is. Every page loads
    these scripts, and the whole table (the content-format page's words included) would
    weigh some 80 KB on a phone."""
    used = {
        english: typeset_text(own, t.language)
        for english, own in t.table.items()
        if json.dumps(english, ensure_ascii=False) in script
    }
    if not used:
        return script
    words = json.dumps(used, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    return f"var SORTIE_WORDS = {words};\n{script}"
