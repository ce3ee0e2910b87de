"""Your cards on a definition page: where our sources lack a value the checks or figures
need, an offer to enter the one printed on the player's own card. Shared by the games'
site extras; each game says which fields, and where its builder and data are.

The page gets a mount element naming the game, data version, table, id and the missing
fields; ``yourcards-page.mjs`` (shared) draws the Your cards section there with the spec
the game's builder module exports (``CARD_VALUES``), so the page checks a value exactly as
the builder does."""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..languages import Translator
from ..loaded import Entry, GameContent


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
    """The builder's module under the game's assets, which exports ``CARD_VALUES``."""
    more: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Per content folder, the card's other values, which change no verdict but are shown
    where the entry is (an aircraft's stats): offered after ``fields``, under More values."""
    titles: Mapping[str, str] = field(default_factory=dict)
    """A field's words where they are not its name with spaces for underscores
    (``front.performance``: Performance). In English; the game's table gives each in other
    languages, with its article where the language needs one (French: ``les points``)."""
    fragment: Callable[[Entry[Any], str], str] | None = None
    """The builder's address fragment with this entry (given the data version), if any."""
    prints: Callable[[Entry[Any], str], bool] | None = None
    """Whether the entry's card prints a field at all (a bomber's card that has no
    Performance): a field it does not print is never asked for. None: every field."""


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
    # The page's own address, as HTML: a force in a fragment is no anchor MkDocs could check.
    link = html.escape(f"../../{offer.builder}/{'#' + fragment if fragment else ''}")

    def named(names: list[str]) -> str:
        words = [t(offer.titles.get(n, n.replace("_", " "))) for n in names]
        return html.escape(_listed(words, t))

    where = t("below or in the {builder}", builder=t(offer.builder_name))
    if missing:
        text = t(
            'our sources do not give its {missing}. <a href="{link}">Enter the {missing} '
            "printed on your card</a> {where}",
            missing=named(missing),
            link=link,
            where=where,
        )
        if figures:
            text = t(
                "{said} (and its {figures}, under More values)", said=text, figures=named(figures)
            )
    else:
        text = t(
            'our sources do not give its {figures}. <a href="{link}">Enter them from your '
            "card</a> {where}, under More values",
            figures=named(figures),
            link=link,
            where=where,
        )
    assets = f"../../../assets/sortie/{game.id}"
    attrs = {
        "data-game": game.id,
        "data-game-name": game.info.name.en,
        "data-version": version,
        "data-table": entry.kind.folder,
        "data-id": entry.id,
        "data-fields": " ".join(missing + figures),
        "data-root": "../../../",
        "data-src": f"../../{offer.data}",
        "data-module": f"{assets}/{offer.module}",
        "aria-busy": "true",  # until the script has drawn it (dom.mjs, drawFromData)
    }
    shown = " ".join(f'{key}="{html.escape(value)}"' for key, value in attrs.items())
    return [
        t(
            "**Your card:** {said}: they are kept in this browser, marked yours, and every "
            "check and list uses them.",
            said=text,
        ),
        "",
        f'<p class="yc-page" hidden {shown}></p>',
        f'<script type="module" src="{assets}/yourcards-page.mjs"></script>',
        "",
    ]
