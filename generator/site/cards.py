"""The printed cards on the site: a thumbnail and PDF links on each card's page, PDF links
on each kind's table, and a Print page listing every sheet.

``generator/cli/cards.py`` is the same role on the command line (``sortie cards``); both
print through ``generator/sheets/``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..reading.loaded import Content
from ..words.languages import Translator
from ..words.mdtext import esc
from .printcards import PICTURE, up_to_root
from .values import relative

if TYPE_CHECKING:
    from ..sheets.published import CardFiles, SiteCards

PRINT_URI = "print.md"

PAPER_NAMES = {"a4": "A4", "letter": "US Letter"}
"""Each paper's name, in English (the site's table gives it in other languages)."""


def _links(from_uri: str, papers: dict[str, str], t: Translator, page: int | None = None) -> str:
    anchor = f"#page={page}" if page else ""
    return " · ".join(
        f"[{t('{paper} PDF', paper=t(PAPER_NAMES.get(paper, paper)))}]"
        f"({relative(from_uri, path)}{anchor})"
        for paper, path in papers.items()
    )


def with_card_files(markdown: str, uri: str, cards: SiteCards, t: Translator) -> str:
    """Add the card's picture and print links to a definition page, or the kind's PDFs to
    a kind's table page; any other page is returned as it was."""
    parts = uri.removesuffix(".md").split("/")
    if len(parts) != 3:
        return markdown
    game, kind, name = parts
    if name == "index":
        papers = cards.sheets.get(game, {}).get(kind)
        if not papers:
            return markdown
        count = len(cards.cards.get(game, {}).get(kind, {}))
        line = t(
            "**Print all {count}:** {links} (nine cards a page, backs for duplex).",
            count=count,
            links=_links(uri, papers, t),
        )
        return _after_heading(markdown, line)
    card = cards.card(game, kind, name)
    if card is None:
        return markdown
    # The thumbnail is drawn at twice the size it shows: a tap opens it at readable size.
    image = relative(uri, card.thumbnail)
    alt = t("{name}, as printed", name=esc(card.name))
    full = t("Open the card at full size")
    picture = (
        f'[![{alt}]({image}){{ .sortie-card width="186" height="260" }}]'
        f'({image} "{full}"){{ .sortie-card-link }}'
    )
    line = t("**Print:** {links}", links=_links(uri, card.sheets, t, card.page))
    return _after_heading(markdown, f"{picture}\n\n{_with_values(uri, cards, card)}{line}")


def _with_values(uri: str, cards: SiteCards, card: CardFiles) -> str:
    """The mount and script that draw the card with the player's values over its picture
    (``cardpicture.mjs``), when the game's cards are drawn for the browser. Ids are
    letters, digits and hyphens: nothing to escape."""
    drawn = cards.browser.get(card.game)
    if drawn is None:
        return ""
    up = up_to_root(uri)
    mount = (
        f'<div class="sortie-card-values" hidden data-card="{card.kind}/{card.id}" '
        f'data-cards="{up}{drawn}"></div>'
    )
    script = f'<script type="module" src="{up}{PICTURE}"></script>'
    return f"{mount}\n{script}\n\n"


def _after_heading(markdown: str, block: str) -> str:
    lines = markdown.split("\n")
    at = next((i for i, line in enumerate(lines) if line.startswith("# ")), None)
    if at is None:
        return f"{block}\n\n{markdown}"
    # Keep the subtitle ("FR: … · Traits of <game>") right under the title, with
    # its attribute list (the class that sets it close under the title), whatever it
    # starts with: search shows it as the summary.
    end = at + 1
    while end < len(lines) and not lines[end].strip():
        end += 1
    if end + 1 < len(lines) and lines[end + 1].startswith("{ .sortie-fr"):
        end += 2
    lines[end:end] = ["", block, ""]  # a paragraph of its own, after the attribute list
    return "\n".join(lines)


def print_page_markdown(
    cards: SiteCards,
    content: Content,
    t: Translator,
    tools: dict[str, list[tuple[str, str]]] | None = None,
) -> str:
    """The Print page: every kind's sheets, and how to print them; ``tools`` are the
    games' pages that print the cards of a deck they build (by their English titles),
    linked from here."""
    lines = [
        "# " + t("Print"),
        "",
        t(
            "Proxy cards for play at the table, 63 × 88 mm (poker size), nine a page. Each page "
            "of fronts is followed by its backs, mirrored so they line up when printed on both "
            "sides (flip on the long edge: the PDFs preselect it, and actual size). Every PDF "
            "ends with a two-page alignment test (one sheet printed on both sides): print it "
            'first, check the 20 mm gauge measures 20 mm (print at 100 %, no "fit to page") and '
            "that the lines on the back fall on the lines on the front."
        ),
        "",
    ]
    own = [
        f"[{esc(t(title))}]({relative(PRINT_URI, uri)}) "
        f"({esc(t.text(content.games[gid].info.name)[0])})"
        for gid, pages in (tools or {}).items()
        for title, uri in pages
    ]
    if own:
        lines.append(
            t(
                "For a deck of your own, build it in the {tools} and use its *Print cards* "
                "button: it prints exactly that deck's cards.",
                tools=", ".join(own),
            )
        )
    lines += [
        t(
            "Sortie's command-line tool prints a downloaded deck file's cards too, with more "
            "choices: bleed, other papers, copies of a card, PNG and Tabletop Simulator sheets "
            "(see the project's README)."
        ),
        "",
    ]
    for gid in content.games:
        kinds = cards.sheets.get(gid, {})
        aids = cards.aids.get(gid, [])
        if not kinds and not aids:
            continue
        game = content.games[gid]
        heading = f"## {esc(t.text(game.info.name)[0])} {{#{gid}}}"
        lines += [heading, ""]
        for title, papers in aids:
            said = t(
                "**Player aid:** {title}: {links}",
                title=esc(title),  # written in the build's language with the aid
                links=_links(PRINT_URI, papers, t),
            )
            lines += [said, ""]
        if not kinds:
            continue
        lines += [f"| {t('Cards')} | {t('How many')} | {t('Sheets')} |", "|---|---|---|"]
        titles = {kind.folder: t(kind.title) for kind in game.system.kinds}
        combined = cards.combined.get(gid)
        if combined:
            total = sum(len(c) for c in cards.cards.get(gid, {}).values())
            lines[-2:-2] = [
                t(
                    "**Print everything:** all {total} cards on {sheets} shared sheets, one "
                    "alignment test: {links}",
                    total=total,
                    sheets=-(-total // 9),
                    links=_links(PRINT_URI, combined, t),
                ),
                "",
            ]
        for kind, papers in kinds.items():
            count = len(cards.cards.get(gid, {}).get(kind, {}))
            shown = titles.get(kind, kind)
            lines.append(f"| {shown} | {count} | {_links(PRINT_URI, papers, t)} |")
        lines.append("")
    if not cards.sheets and not cards.aids:
        lines.append(t("No game has card designs or player aids yet."))
    return "\n".join(lines) + "\n"
