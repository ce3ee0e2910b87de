"""Search that works for multi-word French and English queries, and ranks player pages first.

Material's search worker appends ``*`` to every query word ("taille* de* main*"). Lunr runs
no pipeline on a wildcard word, so the words are neither stemmed nor filtered as stop
words: "taille*" misses the indexed stem "taill", while "de*" matches "deep" and
"defensive" — the query finds Deep Pockets instead of Hand size. The worker offers no hook,
so after the build its query step is replaced by ``QUERY_JS``: stop words of English and
French dropped (unless the query has nothing else), every word searched as written (so
Lunr stems it in both languages, as it stemmed the index), and the last word also as a
prefix, so results still come while the player types.

Ranking: a rules page and the glossary weigh double, the content-format page (for
contributors) is left out of the index. Every word of a query but the last is required
(``+great dive dive*``): a page holding all of "great dive" comes first, and another game's
rules page that only mentions a dive, weighing double, no longer comes before it. The last
word stays optional, as it is often half typed.

Each result names its game: every index entry of a game's pages carries the game's name
(``game``, which the index does not search), and Material's bundle shows it under a page's
title in the results (``name_results``), whichever part of the page matched.

Phone speed: the index is requested only when the reader first goes for the search box
(``DEFER_JS``, put before Material's bundle), not with every page.
"""

from __future__ import annotations

import html
import json
import logging
import re
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

from ..reading.loaded import Content

log = logging.getLogger("mkdocs.plugins.sortie")

RULES_BOOST = 2.0
"""Rules and glossary pages over a card or an aircraft sharing a word of their title."""

QUERY_JS = r"""
function __sortieQuery(terms) {
  var modified = /^[+-]|[~^]\d+$/;
  function stop(term) {
    var word = term.toLowerCase();
    return [lunr.stopWordFilter, (lunr.fr || {}).stopWordFilter].some(function (filter) {
      return typeof filter === "function" && filter(word) === undefined;
    });
  }
  var words = terms.filter(function (t) { return !modified.test(t) && !stop(t); });
  var last = words.length ? terms.lastIndexOf(words[words.length - 1]) : terms.length - 1;
  var out = [];
  terms.forEach(function (term, i) {
    if (modified.test(term)) { out.push(term); return; }
    if (words.length && stop(term)) return;
    out.push(i < last ? "+" + term : term);
    if (i === terms.length - 1) out.push(term + "*");
  });
  return out;
}
"""

_MATERIAL_STEP = re.compile(
    r"\.map\((\w+)=>/\(\^\[\+-\]\|\[~\^\]\\d\+\$\)/\.test\(\1\)\?\1:`\$\{\1\}\*`\)\.join\(\" \"\)"
)
"""Material's last query step: ``.map(r => modifier ? r : `${r}*`).join(" ")``."""

_OURS = '.reduce(function(a,t,i,all){return i===all.length-1?__sortieQuery(all):a},[]).join(" ")'


def glossary_tags(content: Content) -> dict[str, list[str]]:
    """Per rules page, the glossary terms (English and French) whose entry ``see``s it:
    as search tags, which weigh like the title, they make "taille de la main" find the
    page explaining hand size."""
    tags: dict[str, list[str]] = {}
    for gid, game in content.games.items():
        for entry in game.of("glossary").values():
            item = entry.item
            if not item.see:
                continue
            uri = f"{gid}/{item.see.split('#')[0]}"
            found = tags.setdefault(uri, [])
            for term in (item.term.en, item.term.fr):
                if term and term not in found:
                    found.append(term)
    return tags


def page_search_meta(
    meta: MutableMapping[str, Any], kind: str, tags: list[str] | None = None
) -> None:
    """Set a page's ``search`` front matter: ``kind`` is ``rules``, ``contributor`` or
    anything else (left as it is); ``tags`` are added to the page's search tags."""
    if tags:
        present = meta.get("tags")
        own: list[Any] = present if isinstance(present, list) else []
        meta["tags"] = [*own, *(t for t in tags if t not in own)]
    search = meta.setdefault("search", {})
    if not isinstance(search, dict):
        return
    if kind == "contributor":
        search.setdefault("exclude", True)
    elif kind == "rules":
        search.setdefault("boost", RULES_BOOST)


GAME_CLASS = "sortie-result-game"
"""The class of the line naming a result's game (styled in ``sortie.css``)."""


def name_games(site_dir: Path, names: dict[str, str]) -> int:
    """Give the index entry of every page of a game (and of its sections) the game's name
    (``names``: by game id, in the build's language), which a result shows (``name_results``);
    how many entries were given one. Not an indexed field: "red" finds no page for its game."""
    path = site_dir / "search" / "search_index.json"
    if not path.is_file():
        return 0
    index = json.loads(path.read_text("utf-8"))
    named = 0
    for doc in index.get("docs", []):
        game = str(doc.get("location", "")).split("/", 1)[0]
        if game in names:
            # Material's results put a string child in with innerHTML (its titles carry
            # the highlighting's markup): the name goes in as HTML text.
            doc["game"] = html.escape(names[game])
            named += 1
    path.write_text(json.dumps(index, ensure_ascii=False, separators=(",", ":")), "utf-8")
    return named


_RESULT_TITLE = re.compile(r'(\w+)>0&&(\w+)\("h1",null,(\w+)\.title\)')
"""Material's result: a page's title, ``r>0&&x("h1",null,e.title)`` (the element function,
the result)."""


def name_results(site_dir: Path) -> bool:
    """Material's bundle, showing a result's game (``game``) under its page's title; False
    (and a warning) when the bundle is not the one this was written for."""
    for bundle in sorted((site_dir / "assets" / "javascripts").glob("bundle.*.min.js")):
        code = bundle.read_text("utf-8")
        if GAME_CLASS in code:
            return True
        new, count = _RESULT_TITLE.subn(
            lambda m: (
                f"{m.group(0)},{m.group(1)}>0&&{m.group(3)}.game&&"
                f'{m.group(2)}("p",{{class:"{GAME_CLASS}"}},{m.group(3)}.game)'
            ),
            code,
        )
        if count == 1:
            bundle.write_text(_without_source_map(new), "utf-8")
            return True
    log.warning(
        "search: Material's result title was not found in its bundle (a new Material "
        "version?): search results do not name their game"
    )
    return False


def patch_worker(site_dir: Path) -> bool:
    """Replace Material's query step in the built search worker; False (and a warning)
    when the worker is not the one this was written for."""
    workers = sorted((site_dir / "assets" / "javascripts" / "workers").glob("search.*.min.js"))
    if not workers:
        return False  # no Material search in this site
    patched = False
    for worker in workers:
        code = worker.read_text("utf-8")
        if "__sortieQuery" in code:
            patched = True
            continue
        new, count = _MATERIAL_STEP.subn(_OURS, code)
        if count == 1:
            worker.write_text(QUERY_JS + _without_source_map(new), "utf-8")
            patched = True
    if not patched:
        log.warning(
            "search: Material's query step was not found in its search worker (a new "
            "Material version?): multi-word French queries fall back to Material's search"
        )
    return patched


DEFER_JS = r"""
(function () {
  // Sortie: the search index (the largest file of the site) loads when the reader first
  // goes for the search box, not with every page, so it does not compete with the page.
  var wanted = /[?&]q=/.test(location.search), waiting = [];
  var open = XMLHttpRequest.prototype.open, send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url) {
    this.__sortieIndex = /search\/search_index\.json$/.test(String(url));
    return open.apply(this, arguments);
  };
  XMLHttpRequest.prototype.send = function () {
    if (this.__sortieIndex && !wanted) {
      var request = this, args = arguments;
      waiting.push(function () { send.apply(request, args); });
      return;
    }
    return send.apply(this, arguments);
  };
  function go() {
    if (wanted) return;
    wanted = true;
    waiting.splice(0).forEach(function (start) { start(); });
  }
  function near(event, selector) {
    return event.target && event.target.closest && event.target.closest(selector);
  }
  document.addEventListener("focusin", function (e) { if (near(e, "form[name=search]")) go(); });
  document.addEventListener("pointerdown", function (e) {
    if (near(e, "[for=__search], form[name=search]")) go();
  });
  document.addEventListener("keydown", function (e) {
    if (["/", "s", "f"].indexOf(e.key) !== -1) go();  // Material's search shortcuts
  });
})();
"""

_BUNDLE_MARK = "search/search_index.json"


def defer_index(site_dir: Path) -> bool:
    """Prepend ``DEFER_JS`` to Material's bundle (the file that requests the index)."""
    bundles = sorted((site_dir / "assets" / "javascripts").glob("bundle.*.min.js"))
    for bundle in bundles:
        code = bundle.read_text("utf-8")
        if "__sortieIndex" in code:
            return True
        if _BUNDLE_MARK in code:
            bundle.write_text(DEFER_JS + _without_source_map(code), "utf-8")
            return True
    return False


def _without_source_map(code: str) -> str:
    """A patched file's source map no longer matches it: drop the reference to it."""
    return re.sub(r"\n?//# sourceMappingURL=\S+\s*$", "\n", code)
