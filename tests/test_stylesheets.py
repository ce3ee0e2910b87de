"""The site's stylesheet slimming, on hand-written CSS: what no page can use goes, and
nothing a page can use does."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from generator.site import stylesheets
from generator.site.stylesheets import Usage, join_stylesheets, slim


def usage(classes: str = "", palette: dict[str, set[str]] | None = None) -> Usage:
    found = Usage()
    found.classes.update(classes.split())
    found.palette.update(palette or {})
    return found


def test_a_rule_naming_an_unused_class_goes() -> None:
    css = ".used{color:red}.gone{color:blue}p{margin:0}"
    assert slim(css, usage("used")) == ".used{color:red}p{margin:0}"


def test_only_the_selectors_that_can_match_stay_in_a_list() -> None:
    assert slim(".a .gone,.a b{x:1}", usage("a")) == ".a b{x:1}"


def test_not_of_an_unused_class_matches_everything_so_it_stays() -> None:
    css = "a:not(.gone){x:1}"
    assert slim(css, usage()) == css


def test_is_where_has_match_if_any_argument_can() -> None:
    assert slim(":is(.a,.gone) p{x:1}", usage("a")) == ":is(.a,.gone) p{x:1}"
    assert slim(":where(.gone,.lost) p{x:1}", usage("a")) == ""
    assert slim("p:has(.gone){x:1}", usage("a")) == ""


def test_media_and_supports_blocks_are_slimmed_and_dropped_when_empty() -> None:
    css = "@media screen{.a{x:1}.gone{x:2}}@supports (display:grid){.gone{x:3}}"
    assert slim(css, usage("a")) == "@media screen{.a{x:1}}"


def test_palettes_no_page_offers_go_and_unknown_attributes_stay() -> None:
    css = (
        "[data-md-color-primary=indigo]{x:1}"
        "[data-md-color-primary=blue-grey]{x:2}"
        '[data-md-color-scheme="slate"]{x:3}'
        "[data-other=z]{x:4}"
    )
    offered = {"data-md-color-primary": {"blue-grey"}, "data-md-color-scheme": {"slate"}}
    assert slim(css, usage(palette=offered)) == (
        '[data-md-color-primary=blue-grey]{x:2}[data-md-color-scheme="slate"]{x:3}[data-other=z]{x:4}'
    )


def test_custom_properties_nobody_reads_go_through_a_chain() -> None:
    css = ":root{--a:1px;--b:var(--a);--c:var(--d);--d:2px;--lonely:3px}p{width:var(--b)}"
    # --b is read by p and --a by --b; --c and --lonely are read by nobody, and --d only
    # by --c, so it goes once --c has gone
    assert slim(css, usage()) == ":root{--a:1px;--b:var(--a)}p{width:var(--b)}"


def test_a_rule_left_without_declarations_goes() -> None:
    assert slim(":root{--unread:1}p{x:1}", usage()) == "p{x:1}"


def test_words_of_the_sites_own_scripts_count_as_classes() -> None:
    found = Usage()
    found.read_script('el.className = "db-card admonition"', theme=False)
    found.read_script('x("div",{class:"md-dialog"});q(".tabbed-set")', theme=True)
    assert {"db-card", "admonition", "md-dialog"} <= found.classes
    assert "tabbed-set" not in found.classes  # the theme looks it up; pages must hold it


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, "utf-8")


def test_join_links_one_file_from_each_head_and_keeps_the_order(tmp_path: Path) -> None:
    head = (
        '<link rel="stylesheet" href="{up}assets/stylesheets/main.css">\n'
        '<link rel="stylesheet" href="{up}assets/extra.css">\n'
        '<link rel="stylesheet" href="https://example.org/far.css">\n'
    )
    write(tmp_path / "assets/stylesheets/main.css", ".used{a:1}.gone{a:2}")
    write(tmp_path / "assets/extra.css", ".gone{b:1}")  # not the theme's: kept whole
    write(tmp_path / "assets/tool.css", ".tool{c:1}")
    write(tmp_path / "index.html", head.format(up="") + '</head><p class="used">')
    body_link = '<link rel="stylesheet" href="../assets/tool.css">\n'
    write(tmp_path / "tool/index.html", head.format(up="../") + "</head>" + body_link)
    write(
        tmp_path / "404.html",
        '<link rel="stylesheet" href="/assets/stylesheets/main.css">\n'
        '<link rel="stylesheet" href="/assets/extra.css">\n</head>',
    )
    write(tmp_path / "elsewhere.html", '<link rel="stylesheet" href="/sortie/assets/extra.css">')
    joined = join_stylesheets(tmp_path)
    assert joined is not None and joined.parent == tmp_path / "assets" / "sortie"
    css = joined.read_text("utf-8")
    assert ".gone{a:2}" not in css
    assert css.startswith('@charset "UTF-8";')
    assert css.index(".used{a:1}") < css.index(".gone{b:1}") < css.index(".tool{c:1}")
    home = (tmp_path / "index.html").read_text("utf-8")
    assert home.count('rel="stylesheet"') == 2  # the joined file and the far one
    assert f'href="assets/sortie/{joined.name}"' in home
    tool = (tmp_path / "tool/index.html").read_text("utf-8")
    assert f'href="../assets/sortie/{joined.name}"' in tool
    assert "tool.css" not in tool and "https://example.org/far.css" in tool
    missing = (tmp_path / "404.html").read_text("utf-8")  # links from the root
    assert re.findall(r'href="([^"]+)"', missing) == [f"/assets/sortie/{joined.name}"]
    below = (tmp_path / "elsewhere.html").read_text("utf-8")  # a root the site is not at
    assert "/sortie/assets/extra.css" in below


def test_a_property_set_in_one_sheet_and_read_in_another_stays(tmp_path: Path) -> None:
    """The palette sets ``--md-default-bg-color`` for the dark scheme, the main sheet and a
    tool's CSS read it: slimmed one by one, the dark scheme lost its colours."""
    write(tmp_path / "assets/stylesheets/main.css", "body{background:var(--bg)}")
    write(tmp_path / "assets/stylesheets/palette.css", "[x=y]{--bg:#000;--fg:#fff;--no:1}")
    write(tmp_path / "assets/tool.css", ".tool{color:var(--fg)}")
    links = "".join(
        f'<link rel="stylesheet" href="{h}">\n'
        for h in (
            "assets/stylesheets/main.css",
            "assets/stylesheets/palette.css",
            "assets/tool.css",
        )
    )
    write(tmp_path / "index.html", links + '</head><p class="tool">')
    joined = join_stylesheets(tmp_path)
    assert joined is not None
    css = joined.read_text("utf-8")
    assert "[x=y]{--bg:#000;--fg:#fff}" in css


def test_a_chain_across_sheets_is_slimmed_to_the_end() -> None:
    """Each sheet is slimmed again while another changes what it reads: the palette's
    ``--b`` is read only by the main sheet's ``--a``, which nothing reads."""
    sheets = ["[x=y]{--b:1;--c:2}", "p{color:red;--a:var(--b)}", ".t{color:var(--c)}"]
    slimmed = stylesheets._slim_each(list(sheets), [True, True, False], usage("t"))
    # The palette comes first: it keeps --b until the main sheet has dropped --a.
    assert slimmed == ["[x=y]{--c:2}", "p{color:red}", sheets[2]]


@pytest.fixture
def slimmed(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The sheets slimmed during the test, which starts with no answer kept in memory."""
    sheets: list[str] = []

    def counted(css: str, found: Usage, read_elsewhere: Any = ()) -> str:
        sheets.append(css)
        return slim(css, found, read_elsewhere)

    monkeypatch.setattr(stylesheets, "slim", counted)
    monkeypatch.setattr(stylesheets, "_SLIMMED", {})
    return sheets


def test_slimming_is_asked_once_for_what_it_reads(slimmed: list[str]) -> None:
    """A second language's build gives the same sheets and other script words: the first
    answer is reused. A class or a property the sheets name, used or not, is asked anew."""
    sheets = [".kept{color:red}.gone{color:blue}p{--used:1;--unread:2;margin:var(--used)}"]

    def asked(classes: str, words: str = "") -> list[str]:
        found = usage(classes)
        found.words.update(words.split())
        before = len(slimmed)
        answer = stylesheets._slim_all(sheets, [True], found)
        # One sheet: slimmed once, or not at all (its own output is not slimmed again).
        assert len(slimmed) - before in (0, 1)
        return answer

    first = asked("kept", "bonjour --autre")
    assert first == [".kept{color:red}p{--used:1;margin:var(--used)}"]
    calls = len(slimmed)
    assert asked("kept unrelated", "hello --other") == first
    assert len(slimmed) == calls
    assert asked("kept gone") == [".kept{color:red}.gone{color:blue}p{--used:1;margin:var(--used)}"]
    assert asked("kept", "--unread") == [
        ".kept{color:red}p{--used:1;--unread:2;margin:var(--used)}"
    ]
    assert len(slimmed) == calls + 2


def test_serve_keeps_the_slimmed_sheets_for_its_next_start(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, slimmed: list[str]
) -> None:
    """Serving, a slimming's answer is kept in Sortie's cache folder too: a new process
    (an empty memory) reads it back instead of slimming again, and asks anew for sheets
    that changed."""
    monkeypatch.setattr(stylesheets, "_SLIMMED_ON_DISK", stylesheets.DiskMemo(None, limit=8))
    monkeypatch.setenv("SORTIE_CACHE", str(tmp_path / "cache"))
    stylesheets.keep_slimmed_on_disk()
    sheets = [".kept{color:red}.gone{color:blue}"]
    assert stylesheets._slim_all(sheets, [True], usage("kept")) == [".kept{color:red}"]
    assert len(slimmed) == 1
    monkeypatch.setattr(stylesheets, "_SLIMMED", {})  # as a new process
    assert stylesheets._slim_all(sheets, [True], usage("kept")) == [".kept{color:red}"]
    assert len(slimmed) == 1  # read back
    changed = [".kept{color:red}.gone{color:green}"]
    assert stylesheets._slim_all(changed, [True], usage("kept")) == [".kept{color:red}"]
    assert len(slimmed) == 2
    assert len(list((tmp_path / "cache" / "stylesheets").glob("*.pickle"))) == 2
