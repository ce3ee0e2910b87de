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
contributors) is left out of the index.
"""

from __future__ import annotations

import logging
import re
from collections.abc import MutableMapping
from pathlib import Path
from typing import Any

from ..content import Content

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
  var out = [];
  terms.forEach(function (term, i) {
    if (modified.test(term)) { out.push(term); return; }
    if (words.length && stop(term)) return;
    out.push(term);
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
            worker.write_text(QUERY_JS + new, "utf-8")
            patched = True
    if not patched:
        log.warning(
            "search: Material's query step was not found in its search worker (a new "
            "Material version?): multi-word French queries fall back to Material's search"
        )
    return patched
