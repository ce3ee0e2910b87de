"""Your cards on a definition page: where our sources lack a value the checks or figures
need, an offer to enter the one printed on the player's own card. Shared by the games'
site extras; each game says which fields, and where its builder and data are.

The page gets a mount element naming the game, data version, table, id and the missing
fields; ``yourcards-page.mjs`` (shared) draws the Your cards section there with the spec
the game's builder module exports (``CARD_VALUES``), so the page checks a value exactly as
the builder does.

Everywhere else a value the player may fill in is shown unknown (a definition's row, a
cell of its kind's table), the site marks it (``marked``): the same script shows there
the value the player saved, marked yours, read from where the builders keep it (the
browser's storage), so a page never says "unknown" of a value the player gave."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from markupsafe import Markup

from ..reading.loaded import Entry, GameContent
from ..words.languages import Translator
from .pagehtml import PARTS, linked, macros
from .pages import SHARED_SCRIPTS, game_scripts


@dataclass(frozen=True)
class Offer:
    """What one game's definition pages offer to fill in."""

    fields: Mapping[str, tuple[str, ...]]
    """Per content folder, the fields a player may fill in (a dotted path for a nested
    value, ``front.performance``), each as its builder's ``CARD_VALUES`` names it."""
    builder: str
    """The builder page's folder under the game (``deck-builder``)."""
    builder_name: str
    """The builder's name in the offer, in English (``deck builder``): the game's table
    gives it in other languages, with its article where the language needs one."""
    data: str
    """The builder's JSON file beside it (``deck-data.json``)."""
    module: str
    """The builder's module among the game's own scripts, which exports ``CARD_VALUES``."""
    more: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Per content folder, the card's other values, which change no verdict but are shown
    where the entry is (an aircraft's stats): offered after ``fields``, under More values."""
    titles: Mapping[str, str] = field(default_factory=dict)
    """A field's words where they are not its name with spaces for underscores
    (``front.performance``: Performance). In English; the game's table gives each in other
    languages, with its article where the language needs one (French: ``les points``)."""
    said_of: Callable[[Entry[Any]], str] | None = None
    """The word the titles are said of for an entry, where a language says them otherwise
    there (``Translator.of``: a ZERO! aircraft's VP are VPs in French)."""
    fragment: Callable[[Entry[Any], str], str] | None = None
    """The builder's address fragment with this entry (given the data version), if any."""
    prints: Callable[[Entry[Any], str], bool] | None = None
    """Whether the entry's card prints a field at all (a bomber's card that has no
    Performance): a field it does not print is never asked for. None: every field."""


SCRIPT = "yourcards-page.mjs"
"""The shared module that draws the section and fills the marked values."""


def fillable(offer: Offer, folder: str) -> tuple[str, ...]:
    """The fields of a kind a player may fill in: those a check needs, then the others."""
    return (*offer.fields.get(folder, ()), *offer.more.get(folder, ()))


def marked(folder: str, entry_id: str, field: str, shown: Markup) -> Markup:
    """``shown`` (a value's Markdown, "unknown") in an element naming the value, which the
    script fills with the player's own when they saved one."""
    marking: Markup = macros(PARTS).marked(folder, entry_id, field, shown)
    return marking


def _sources(game: GameContent, offer: Offer, up: str) -> dict[str, str]:
    """Where the script finds the site's root, the builder's data and its spec, from a page
    ``up`` (``../../``) below the game's folder."""
    return {
        "data-root": f"{up}../",
        "data-src": f"{up}{offer.data}",
        "data-module": f"{up}../{game_scripts(game.id)}/{offer.module}",
    }


def _script(game: GameContent, up: str) -> str:
    return str(macros(PARTS).script(f"{up}../{SHARED_SCRIPTS}/{SCRIPT}"))


def _mount(name: str, attrs: Mapping[str, str]) -> str:
    return str(macros(PARTS).mount(name, attrs))


def marked_values_mount(game: GameContent, offer: Offer, up: str) -> list[str]:
    """The Markdown lines a page with marked values and no Your cards section (a kind's
    table) needs for the script to fill them: where the data is, and the script."""
    attrs = {"data-game": game.id, **_sources(game, offer, up), "aria-busy": "true"}
    return [_mount("yc-cells", attrs), _script(game, up), ""]


def _value(item: object, path: str) -> object:
    for part in path.split("."):
        item = getattr(item, part, None)
    return item


def _listed(words: list[str], t: Translator) -> str:
    if len(words) == 1:
        return words[0]
    return t("{first} and {last}", first=", ".join(words[:-1]), last=words[-1])


def your_card(game: GameContent, entry: Entry[Any], offer: Offer, t: Translator) -> list[str]:
    """Markdown lines for ``entry``'s page: nothing when every value is known."""
    folder = entry.kind.folder

    def asked(names: tuple[str, ...]) -> list[str]:
        printed = [n for n in names if offer.prints is None or offer.prints(entry, n)]
        return [name for name in printed if _value(entry.item, name) is None]

    missing = asked(offer.fields.get(folder, ()))
    figures = asked(offer.more.get(folder, ()))
    if not missing and not figures:
        return []
    version = game.info.content_version
    fragment = offer.fragment(entry, version) if offer.fragment else ""
    # The builder's address, a link written as HTML (``PARTS``' ``linked``): a force in a
    # fragment is no anchor MkDocs could check.
    link = f"../../{offer.builder}/{'#' + fragment if fragment else ''}"

    def named(names: list[str]) -> str:
        of = offer.said_of(entry) if offer.said_of else None
        words = [
            t.of(title, of) if of else t(title)
            for title in (offer.titles.get(n, n.replace("_", " ")) for n in names)
        ]
        return html.escape(_listed(words, t))

    where = t("below or in the {builder}", builder=t(offer.builder_name))
    text: str
    if missing:
        text = linked(
            t,
            "our sources do not give its {missing}. {link}Enter the {missing} printed on your "
            "card{end} {where}",
            link,
            missing=named(missing),
            where=where,
        )
        if figures:
            text = t(
                "{said} (and its {figures}, under More values)", said=text, figures=named(figures)
            )
    else:
        text = linked(
            t,
            "our sources do not give its {figures}. {link}Enter them from your card{end} "
            "{where}, under More values",
            link,
            figures=named(figures),
            where=where,
        )
    attrs = {
        "data-game": game.id,
        "data-game-name": game.info.name.en,
        "data-version": version,
        "data-table": entry.kind.folder,
        "data-id": entry.id,
        "data-fields": " ".join(missing + figures),
        **_sources(game, offer, "../../"),
        "aria-busy": "true",  # until the script has drawn it (dom.mjs, drawFromData)
    }
    return [
        t(
            "**Your card:** {said}: they are kept in this browser, marked yours, and every "
            "check and list uses them.",
            said=text,
        ),
        "",
        _mount("yc-page", attrs),
        _script(game, "../../"),
        "",
    ]
