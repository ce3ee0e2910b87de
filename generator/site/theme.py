"""Fixes to the theme's HTML, applied to every built page: accessibility, phone speed,
and the few English words the theme's language files leave out.

Speed: Material's script bundle (115 KB) only wires up behaviour (search, the palette
toggle, tooltips), yet as a classic or even a deferred script it is fetched and run before
the first paint, competing with the page over a slow phone link. It is loaded once the
page is in and painted instead (``LOAD_BUNDLE``). The bundle starts when it sees
``DOMContentLoaded``, which has passed by then, so the event is sent again once the bundle
is in; the bundle listens to it once, and no other script of the site listens to it after
the page is parsed.

Material leaves its search dialog without a name, gives the breadcrumbs the same landmark
name as the main navigation ("Navigation"), and names a section's sub-navigation after a
label holding only an icon when the section has its own page (``navigation.indexes``), or
after a label it leaves out when the section lists no page (a definition page's), so
such navigations share an empty name; axe-core and Lighthouse flag all three. Each fix
replaces the theme's exact markup, so a theme that changed it is left as it is (the bench
script's axe run shows it).

For players: a section that lists no page is left closed, so that a phone's menu does not
open on an empty panel (``_close_empty_sections``), and the 404 page says where to go
(``help_the_lost``).
"""

from __future__ import annotations

import html
import re
from typing import Any

from ..games.pagehtml import THEME_PARTS, macros
from ..words.languages import MAIN, Translator
from .pages import DataNote

FIXES = (
    (
        '<div class="md-search" data-md-component="search" role="dialog">',
        '<div class="md-search" data-md-component="search" role="dialog" aria-label="{Search}">',
    ),
    (
        '<nav class="md-path" aria-label="Navigation"',
        '<nav class="md-path" aria-label="{Breadcrumbs}"',
    ),
    # The theme's own English, which its language files do not cover.
    ("\n    Made with\n", "\n    {Made with}\n"),
    ("<h1>404 - Not found</h1>", "<h1>{404 - Not found}</h1>"),
)
"""Each fix's new markup names its words in braces, put in the page's language."""

_WORDS = re.compile(r"\{([^{}]+)\}")

_SECTION_LABEL = re.compile(
    r'<label class="md-nav__link[^"]*" for="(__nav_[\d_]+)" id="\1_label" tabindex="[^"]*">'
)
"""A section's label, active or not. The one a sub-navigation is named by holds only an
icon when the section has its own page: the link title just before it is the name."""

_ELLIPSIS = '<span class="md-ellipsis">'

_TITLE_BEFORE_LABEL = re.compile(r"\s*([^<]*?)\s*</span>\s*</a>\s*")
"""What lies between the section's page link title (``_ELLIPSIS``) and the label."""

_LABELLED_BY = re.compile(r'aria-labelledby="(__nav_[\d_]+)_label"')

_NAV_TITLE = re.compile(
    r'aria-labelledby="(__nav_[\d_]+)_label"[^>]*>\s*<label class="md-nav__title" for="\1">\s*'
    r'<span class="md-nav__icon md-icon"></span>\s*([^<]*?)\s*</label>'
)
"""A sub-navigation with the title the theme shows above it on a phone. On a definition
page its section lists no page (definitions are not listed), and the theme then leaves out
the label the ``nav`` is named by: the ``nav`` names an element that is not there."""


def _name_navigations(output: str) -> str:
    """Name each such sub-navigation after its section (``aria-label`` on the ``nav``).

    The search starts at the labels, which are few, and looks back for the link title just
    before each: a pattern starting at every link title of the navigation (hundreds a page)
    cost 9 ms a page."""
    titles: dict[str, str] = {}
    for label in _SECTION_LABEL.finditer(output):
        start = output.rfind(_ELLIPSIS, 0, label.start())
        if start < 0:
            continue
        between = _TITLE_BEFORE_LABEL.fullmatch(output, start + len(_ELLIPSIS), label.start())
        if between:
            titles[label.group(1)] = between.group(1)
    for nav in _NAV_TITLE.finditer(output):
        if nav.group(1) not in titles and f'id="{nav.group(1)}_label"' not in output:
            titles[nav.group(1)] = nav.group(2)
    if not titles:
        return output

    def named(match: re.Match[str]) -> str:
        title = titles.get(match.group(1))
        if title is None:
            return match.group(0)
        return 'aria-label="{}"'.format(title.replace('"', "&quot;"))

    return _LABELLED_BY.sub(named, output)


_EMPTY_SECTION = re.compile(
    r'(<nav class="md-nav" [^>]*aria-expanded=")true("[^>]*>\s*'
    r'<label class="md-nav__title" for="(__nav_[\d_]+)">\s*<span class="md-nav__icon md-icon">'
    r'</span>[^<]*</label>\s*<ul class="md-nav__list" data-md-scrollfix>\s*</ul>)'
)
"""An open sub-navigation that lists nothing: a kind's section, on its own page and on
its definitions' (they are not listed)."""


def _close_empty_sections(output: str) -> str:
    """Leave each section that lists nothing closed. The theme opens the sections above
    the page, and a phone's menu opens on the deepest open one: on a definition page, an
    empty panel under the kind's name. Closed, the menu opens one level up, on the game's
    kinds with the page's own marked; the breadcrumbs still read Game › Kind."""
    toggles: list[str] = []

    def closed(found: re.Match[str]) -> str:
        toggles.append(found.group(3))
        return f"{found.group(1)}false{found.group(2)}"

    output = _EMPTY_SECTION.sub(closed, output)
    for toggle in toggles:
        output = output.replace(f'id="{toggle}" checked>', f'id="{toggle}">', 1)
    return output


_FOOTER_LABEL = re.compile(
    r'(class="md-footer__link md-footer__link--(?:prev|next)" aria-label=")([^"]*)"'
)
"""The previous/next link's label: the theme writes the neighbour's title, which is HTML
text already, through Jinja's ``e`` again."""


def _footer_labels(output: str) -> str:
    """Each label escaped once (``&amp;lt;`` → ``&lt;``): Jinja's ``e`` wrote every ``&`` of
    the title as ``&amp;`` and made no other ``&amp;``, so this undoes exactly that."""
    return _FOOTER_LABEL.sub(lambda m: m.group(1) + m.group(2).replace("&amp;", "&") + '"', output)


_BUNDLE = re.compile(
    r'<script src="([^"]*assets/javascripts/bundle\.[0-9a-f]+\.min\.js)"></script>'
)

LOAD_BUNDLE = (
    "<script>(function(){function go(){requestAnimationFrame(function(){"
    "requestAnimationFrame(function(){setTimeout(function(){"
    'var s=document.createElement("script");s.src="{src}";'
    's.onload=function(){document.dispatchEvent(new Event("DOMContentLoaded"))};'
    "document.body.appendChild(s)})})})}"
    'if(document.readyState==="complete")go();else addEventListener("load",go)})()</script>'
)
"""Once the page and its pictures are in (``load``) and two frames later, add the bundle;
replay ``DOMContentLoaded`` for it. Two frames, so that the frame showing the page is on
screen before the bundle runs. One frame (after the parse, or after ``load``) was not
always enough, and a bundle run before the largest paint was shown delayed it in
Lighthouse's measure: 2.4–2.5 s instead of 1.5 s in about one home-page run in six."""


_COPYRIGHT = '<div class="md-copyright">'


def _contributors_link(output: str, href: str, t: Translator, data: DataNote | None) -> str:
    """The footer's link to the content format reference, which is for contributors and so
    stays out of the players' tabs (``nav.py``); on a data page, the link leads to its kind
    and is followed by the file the page is made from and what overlays changed in it
    (``data_note``), which no player needs to read."""
    if data is not None:
        href = f"{href}#{data.anchor}"
    link = str(_parts().contributors(href, t("For contributors: the content format")))
    note = data_note(data, t) if data is not None else ""
    return output.replace(_COPYRIGHT, f"{_COPYRIGHT}\n{link}{note}", 1)


def data_note(data: DataNote, t: Translator) -> str:
    """`` this page's data: <file> (changed by a content overlay: points, from <file>,
    line 3) ·`` as HTML, or nothing for a page made from no one file (a kind's table)."""
    if data.path is None:
        return ""
    changes = [
        t("{field}, from {file}, line {line}", field=field, file=file, line=line)
        if line
        else t("{field}, from {file}", field=field, file=file)
        for field, file, line in data.changes
    ]
    label, changed = t("Data:"), t("changed by a content overlay:")
    return str(_parts().data_note(label, data.path, changed, changes))


_NOT_FOUND = "<h1>404 - Not found</h1>"

_HOME = re.compile(r'<a href="([^"]*)" title="[^"]*" class="md-header__button md-logo"')
"""The header's link to the site's home, which the 404 page writes from the site's root
(it is served at any address)."""


def help_the_lost(output: str, t: Translator) -> str:
    """The 404 page, before ``fix_page``: the theme says only "Not found". A player who
    followed an old link (an id renamed) is told the page may have moved, and given the
    way home."""
    if _NOT_FOUND not in output:
        return output
    home = _HOME.search(output)
    help_ = str(
        _parts().lost(
            t("No page is at this address: it may have moved. Search for it above."),
            # The theme's attribute value, read back to the URL it stands for.
            html.unescape(home.group(1)) if home is not None else None,
            t("Back to the home page"),
        )
    )
    return output.replace(_NOT_FOUND, _NOT_FOUND + help_, 1)


def _parts() -> Any:
    return macros(THEME_PARTS)


def fix_page(
    output: str,
    contributors: str | None = None,
    t: Translator | None = None,
    data: DataNote | None = None,
) -> str:
    """``contributors``: the page's link to the content format reference, if any; ``t``:
    the page's language; ``data``: what contributors need of a data page."""
    t = t or Translator(MAIN, {})
    for old, new in FIXES:
        output = output.replace(old, _WORDS.sub(lambda m: t(m.group(1)), new), 1)
    if contributors is not None:
        output = _contributors_link(output, contributors, t, data)
    output = _BUNDLE.sub(lambda m: LOAD_BUNDLE.replace("{src}", m.group(1)), output, count=1)
    return _footer_labels(_close_empty_sections(_name_navigations(output)))
