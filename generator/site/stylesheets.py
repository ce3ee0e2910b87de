"""One small stylesheet for the whole built site, for the first paint on a phone.

Every page used to link four or five render-blocking stylesheets: Material's main one
(135 KB, styling every Markdown extension and feature the theme supports), its palettes,
``sortie.css`` and a tool's own CSS in the page body. Over slow 4G each costs a round trip
before anything shows. After the build, this step

1. drops from the theme's stylesheets the selectors that name a class no page holds and no
   script can add, the colour palettes no page offers, and the custom properties nothing
   reads (``slim``);
2. joins every stylesheet the pages link into one file named after its content's hash, so a
   browser caches it once for the whole site (``join_stylesheets``), and links it from each
   page's head in place of the others.

Which classes a script can add: every word of the project's own scripts (the tools build
their own elements), and of Material's bundle the ``md-…`` component classes it creates,
``js`` (set on ``<html>``) and ``focus-visible`` (its focus polyfill). The other class names
in the bundle are ones it looks up in the page (tabs, code blocks), so the pages' HTML holds
them when they are used. A browser test checks this against the live DOM.
"""

from __future__ import annotations

import functools
import hashlib
import os
import re
from collections.abc import Callable, Collection, Iterable, Mapping
from pathlib import Path
from typing import Any

import tinycss2

from ..games.pagehtml import PARTS, macros
from ..reading.contentcache import digest_code
from ..usercache import kept_folder
from .diskmemo import DiskMemo

THEME_CSS = "assets/stylesheets/"
"""Where Material's stylesheets are in the built site: the only ones slimmed."""

JOINED = "assets/sortie/site.{hash}.css"

_LINK = re.compile(r'<link rel="stylesheet" href="([^"]+)">\n?')
_WRAPPED_LINK = re.compile(r'<p>((?:<link rel="stylesheet" href="[^"]+">\s*)+)</p>')
"""A stylesheet a page's Markdown links, which Markdown wraps in a paragraph: unwrapped
before the link is joined, or an empty paragraph would stay in its place."""
_CHARSET = re.compile(r'^@charset "[^"]*";', re.IGNORECASE)
_CLASS_ATTR = re.compile(r'class="([^"]*)"')
_PALETTE_ATTR = re.compile(r'(data-md-color-[a-z]+)="([^"]*)"')
_WORD = re.compile(r"-{0,2}[A-Za-z_][A-Za-z0-9_-]*")
_VAR = re.compile(r"var\(\s*(--[A-Za-z0-9_-]+)")
_SIMPLE = re.compile(r"-?[A-Za-z_][A-Za-z0-9_-]*")
_AFTER_DOT = re.compile(r"\.(-?[A-Za-z_][A-Za-z0-9_-]*)")
"""Every word after a dot: each class a selector names, and more (file names in URLs)."""
_PROPERTY = re.compile(r"--[A-Za-z0-9_-]+")
_BUNDLE_CLASSES = {"js", "focus-visible"}
_ANY_OF = {"is", "where", "matches", "-webkit-any", "-moz-any", "has"}
"""Selector functions that match nothing when none of their arguments can match."""


class Usage:
    """What the built pages and scripts can put on an element."""

    def __init__(self) -> None:
        self.classes: set[str] = set()
        self.palette: dict[str, set[str]] = {}
        self.words: set[str] = set()

    def read_page(self, html: str, digest: bytes | None = None) -> None:
        """``digest``: the page's ``_digest``, when the caller has it already."""
        classes, palette = _page_use(html, digest)
        self.classes.update(classes)
        for name, value in palette:
            self.palette.setdefault(name, set()).add(value)

    def read_script(self, code: str, *, theme: bool) -> None:
        classes, words = _script_use(code, theme)
        self.classes.update(classes)
        self.words.update(words)


_READ: dict[tuple[bytes, bool | None], tuple[frozenset[Any], frozenset[Any]]] = {}
"""What each page and script read gave, by a digest of its text: ``mkdocs serve``'s
rebuilds read the same site again, an edit changes a page or two."""


def _remembered(
    text: str,
    theme: bool | None,
    read: Callable[[str], tuple[frozenset[Any], frozenset[Any]]],
    digest: bytes | None = None,
) -> tuple[frozenset[Any], frozenset[Any]]:
    key = (digest or _digest(text), theme)
    found = _READ.get(key)
    if found is None:
        if len(_READ) >= 20_000:  # a long serve session: forget, rather than grow
            _READ.clear()
        found = _READ[key] = read(text)
    return found


def _page_use(
    html: str, digest: bytes | None = None
) -> tuple[frozenset[str], frozenset[tuple[str, str]]]:
    """The classes a page's elements hold, and its palette attributes (name, value)."""

    def read(text: str) -> tuple[frozenset[Any], frozenset[Any]]:
        classes = {c for match in _CLASS_ATTR.finditer(text) for c in match.group(1).split()}
        return frozenset(classes), frozenset(_PALETTE_ATTR.findall(text))

    return _remembered(html, None, read, digest)


def _script_use(code: str, theme: bool) -> tuple[frozenset[str], frozenset[str]]:
    """The classes a script can add and the words it holds that may name a property."""

    def read(text: str) -> tuple[frozenset[Any], frozenset[Any]]:
        words = set(_WORD.findall(text))
        if theme:
            classes = {w for w in words if w.startswith("md-") or w in _BUNDLE_CLASSES}
            return frozenset(classes), frozenset(w for w in words if w.startswith("--"))
        return frozenset(words), frozenset(words)

    return _remembered(code, theme, read)


def _split(tokens: Iterable[Any]) -> list[list[Any]]:
    """A selector list's selectors: split at the commas that are not inside a function."""
    parts: list[list[Any]] = [[]]
    for token in tokens:
        if token.type == "literal" and token.value == ",":
            parts.append([])
        else:
            parts[-1].append(token)
    return parts


def _can_match(selector: list[Any], usage: Usage) -> bool:
    after_dot = False
    for token in selector:
        if after_dot and token.type == "ident" and token.value not in usage.classes:
            return False
        if (
            token.type == "function"
            and token.lower_name in _ANY_OF
            and not any(_can_match(part, usage) for part in _split(token.arguments))
        ):
            return False
        if token.type == "[] block" and not _palette_offered(token.content, usage):
            return False
        # ``:not(.x)`` matches whatever x is, so its argument is not looked into.
        after_dot = token.type == "literal" and token.value == "."
    return True


def _palette_offered(content: list[Any], usage: Usage) -> bool:
    """``[data-md-color-primary=pink]`` only if some page offers pink."""
    parts = [t for t in content if t.type != "whitespace"]
    if (
        len(parts) == 3
        and parts[0].type == "ident"
        and parts[0].value in usage.palette
        and parts[1].type == "literal"
        and parts[1].value == "="
    ):
        return str(parts[2].value) in usage.palette[parts[0].value]
    return True


def _slim_rules(rules: Iterable[Any], usage: Usage) -> list[Any]:
    kept: list[Any] = []
    for rule in rules:
        if rule.type == "qualified-rule":
            selectors = [s for s in _split(rule.prelude) if _can_match(s, usage)]
            if not selectors:
                continue
            if len(selectors) < len(_split(rule.prelude)):
                prelude = ",".join(tinycss2.serialize(s).strip() for s in selectors)
                rule.prelude = tinycss2.parse_component_value_list(prelude)
            kept.append(rule)
        elif rule.type == "at-rule" and rule.content is not None and _is_group(rule):
            inner = _slim_rules(_rule_list(rule.content), usage)
            if inner:
                rule.content = _as_tokens(inner)
                kept.append(rule)
        elif rule.type != "error":
            kept.append(rule)
    return kept


def _is_group(rule: Any) -> bool:
    return bool(rule.lower_at_keyword in {"media", "supports", "layer", "container"})


def _rule_list(content: list[Any]) -> list[Any]:
    return list(tinycss2.parse_rule_list(content, skip_comments=True, skip_whitespace=True))


def _as_tokens(rules: list[Any]) -> list[Any]:
    return list(tinycss2.parse_component_value_list(tinycss2.serialize(rules)))


def _drop_unread_properties(css: str, read: set[str]) -> str:
    """Remove ``--name: …`` declarations no ``var(--name)`` reads, until none is left
    (a property may be read only by another one that goes)."""
    while True:
        wanted = read | set(_VAR.findall(css))
        rules = tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True)
        pruned, changed = _prune(rules, wanted)
        if not changed:
            return css
        css = tinycss2.serialize(pruned)


def _prune(rules: list[Any], wanted: set[str]) -> tuple[list[Any], bool]:
    kept_rules: list[Any] = []
    changed = False
    for rule in rules:
        if rule.type == "qualified-rule":
            items = [
                item
                for item in tinycss2.parse_blocks_contents(rule.content, skip_whitespace=True)
                if item.type != "comment"
            ]
            if all(item.type == "declaration" for item in items):  # else nested: left alone
                kept = [d for d in items if not d.name.startswith("--") or d.name in wanted]
                if len(kept) != len(items):
                    changed = True
                    if not kept:
                        continue
                    text = ";".join(_declaration(d) for d in kept)
                    rule.content = tinycss2.parse_component_value_list(text)
        elif rule.type == "at-rule" and rule.content is not None and _is_group(rule):
            inner, inner_changed = _prune(_rule_list(rule.content), wanted)
            if inner_changed:
                changed = True
                if not inner:
                    continue
                rule.content = _as_tokens(inner)
        kept_rules.append(rule)
    return kept_rules, changed


def _declaration(declaration: Any) -> str:
    value = tinycss2.serialize(declaration.value).strip()
    return f"{declaration.name}:{value}{'!important' if declaration.important else ''}"


def slim(css: str, usage: Usage, read_elsewhere: Iterable[str] = ()) -> str:
    """The theme stylesheet ``css`` without what no page of the site can use; a custom
    property stays if ``css``, a script or ``read_elsewhere`` (other stylesheets) reads it."""
    rules = tinycss2.parse_stylesheet(css, skip_comments=True, skip_whitespace=True)
    kept = tinycss2.serialize(_slim_rules(rules, usage))
    return _drop_unread_properties(kept, usage.words | set(read_elsewhere))


_SLIMMED: dict[str, list[str]] = {}
"""``_slim_all``'s answers in this process, by a digest of what it was given: a second
language's build, and each rebuild of ``mkdocs serve``, mostly ask the same again."""

_SLIMMED_ON_DISK = DiskMemo(None, limit=8)
"""``mkdocs serve``: the answers kept for its next start too (``keep_slimmed_on_disk``),
by the same digest and the running code's."""


def keep_slimmed_on_disk() -> None:
    """``mkdocs serve``: keep the slimmed sheets in Sortie's cache folder as well (parsing
    Material's stylesheets is some 0.8 s of a start), one entry for each language."""
    _SLIMMED_ON_DISK.folder = kept_folder("stylesheets")


def _slim_all(sheets: list[str], theme: list[bool], usage: Usage) -> list[str]:
    """Slim the theme's sheets among ``sheets``: a property one sheet sets (the palette)
    is often read only by another (the main one, or a tool's CSS)."""
    # What slimming reads of the usage: the classes the sheets name, the properties they
    # set (a second language's scripts hold other words, which change neither). A name
    # the patterns cannot read whole (an escape, a letter beyond ASCII) always counts.
    text = "".join(sheets)
    classes = {c for c in usage.classes if not _SIMPLE.fullmatch(c)}
    classes |= usage.classes & set(_AFTER_DOT.findall(text))
    words = {w for w in usage.words if w.startswith("--") and not _SIMPLE.fullmatch(w[2:])}
    words |= usage.words & set(_PROPERTY.findall(text))
    palette = sorted((name, sorted(values)) for name, values in usage.palette.items())
    given = (sheets, theme, sorted(classes), sorted(words), palette)
    asked = hashlib.sha256(repr(given).encode("utf-8")).hexdigest()
    if asked not in _SLIMMED:
        if len(_SLIMMED) >= 8:  # a long serve session: forget, rather than grow
            _SLIMMED.clear()
        on_disk = None
        if _SLIMMED_ON_DISK.folder is not None:  # another process may run other code
            key = hashlib.sha256(asked.encode())
            digest_code(key)
            on_disk = key.hexdigest()
        kept = _SLIMMED_ON_DISK.get(on_disk) if on_disk else None
        if not isinstance(kept, list):
            kept = _slim_each(list(sheets), theme, usage)
            if on_disk:
                _SLIMMED_ON_DISK.put(on_disk, kept)
        _SLIMMED[asked] = kept
    return list(_SLIMMED[asked])


def _slim_each(sheets: list[str], theme: list[bool], usage: Usage) -> list[str]:
    """Slim each theme sheet until none changes. Slimming is idempotent: a sheet that is
    what its last slimming made, with the same properties read elsewhere, is left."""
    last: dict[int, tuple[str, set[str]]] = {}
    while True:
        changed = False
        for index, is_theme in enumerate(theme):
            if not is_theme:
                continue
            others = {v for i, css in enumerate(sheets) if i != index for v in _VAR.findall(css)}
            if last.get(index) == (sheets[index], others):
                continue
            slimmed = slim(sheets[index], usage, others)
            changed = changed or slimmed != sheets[index]
            sheets[index] = slimmed
            last[index] = (slimmed, others)
        if not changed:
            return sheets


class Relinked:
    """``mkdocs serve``: each page's HTML as the last pass linked it to the joined sheet,
    kept from one rebuild to the next (one per language's site).

    The rule that makes keeping it sound: relinking a page (``_relink``) reads nothing but
    the page's HTML, its path, the joined sheet's path, the set of the site's sheets that
    were joined and the site's root and folder. Whether a link names one of those sheets is
    whether the path it names is in that set (a sheet is in it only if it was a file of
    the site when this pass read the links). So a page whose HTML and the other four are
    what they were is given what it was given; any of them changed (an edit that changes
    which classes the site uses changes the joined sheet's name, and so every page's key)
    relinks it again."""

    def __init__(self) -> None:
        self.kept: dict[Path, tuple[tuple[str, str, tuple[str, ...], str], bytes, str]] = {}
        """Each page's key, its HTML's digest (a page's HTML is not kept twice: the site's
        pages are megabytes) and its linked HTML."""
        self.relinked: list[Path] = []
        """The pages the last pass relinked (the others were kept)."""


def join_stylesheets(
    site_dir: Path,
    root: str = "/",
    held: Mapping[Path, str] | None = None,
    write: Callable[[Path, str], None] | None = None,
    skip: Collection[str] = (),
    relinked: Relinked | None = None,
) -> Path | None:
    """Slim the theme's CSS and link one stylesheet from every page; returns its path
    (None when no page links a stylesheet of the site). ``root``: the URL path the site is
    served at, which the 404 page's links start with (``/fr/`` for a translation).

    A rebuild of ``serve`` (``serve.py``) gives the pages it has not written yet
    (``held``: their HTML by path), which ``write`` writes once joined, the folders
    of the other languages' sites inside this one (``skip``), left alone, and what the
    previous pass linked (``relinked``)."""
    held = held or {}
    found = _site_files(site_dir, (".html", ".js", ".mjs"), skip)
    pages = sorted({*found[".html"], *held})
    # Each link is looked up twice (here and in _relink): once a pass for each file named.
    local = _Local(site_dir, root)
    usage = Usage()
    linked: dict[Path, None] = {}
    texts: dict[Path, tuple[str, bytes]] = {}
    for page in pages:
        html = held[page] if page in held else page.read_text("utf-8")
        digest = _digest(html)
        texts[page] = (html, digest)
        usage.read_page(html, digest)
        for href in _LINK.findall(html):
            target = local(page.parent, href)
            if target is not None:
                linked.setdefault(target, None)
    if not linked:
        for page, html in held.items():
            (write or _write)(page, html)
        return None
    for script in found[".js"] + found[".mjs"]:
        by_theme = script.is_relative_to(site_dir / "assets" / "javascripts")
        usage.read_script(script.read_text("utf-8", errors="replace"), theme=by_theme)
    # A stylesheet the games share is served in each game's folder: joined once.
    by_text: dict[str, Path] = {}
    for sheet in linked:
        by_text.setdefault(sheet.read_text("utf-8"), sheet)
    sheets = list(by_text.values())
    theme = [sheet.is_relative_to(site_dir / THEME_CSS) for sheet in sheets]
    slimmed = _slim_all(list(by_text), theme, usage)
    parts = []
    for sheet, css in zip(sheets, slimmed, strict=True):
        css = _CHARSET.sub("", css.strip())  # valid only at the very start of a file
        parts.append(f"/* {sheet.relative_to(site_dir).as_posix()} */\n{css.strip()}\n")
    joined = '@charset "UTF-8";\n' + "".join(parts)
    name = hashlib.sha256(joined.encode("utf-8")).hexdigest()[:8]
    target = site_dir / JOINED.format(hash=name)
    target.parent.mkdir(parents=True, exist_ok=True)
    for old in target.parent.glob(JOINED.format(hash="*").rsplit("/", 1)[1]):
        if old != target:  # a rebuild's earlier one
            old.unlink(missing_ok=True)
    target.write_text(joined, "utf-8")
    key = (str(site_dir), str(target), tuple(sorted(map(str, linked))), root)  # cheap to compare
    if relinked is not None:
        relinked.relinked = []
    for page, (html, read) in texts.items():
        before = relinked.kept.get(page) if relinked is not None else None
        if before is not None and before[0] == key and before[1] == read:
            output = before[2]
        else:
            output = _relink(html, page, site_dir, target, linked, root, local)
            if relinked is not None:
                relinked.kept[page] = (key, read, output)
                relinked.relinked.append(page)
        if page in held:
            (write or _write)(page, output)
        elif output != html:
            page.write_text(output, "utf-8")
    if relinked is not None:
        for gone in set(relinked.kept) - set(texts):
            del relinked.kept[gone]
    return target


def _write(page: Path, html: str) -> None:
    page.parent.mkdir(parents=True, exist_ok=True)
    page.write_text(html, "utf-8")


def _site_files(
    site_dir: Path, suffixes: tuple[str, ...], skip: Collection[str] = ()
) -> dict[str, list[Path]]:
    """The site's files of each suffix, sorted: one walk of the site for all of them (a
    site of cards has some thousand files, and ``mkdocs serve`` joins at every rebuild),
    without the top folders named in ``skip``."""
    found: dict[str, list[Path]] = {suffix: [] for suffix in suffixes}
    for folder, folders, names in os.walk(site_dir):
        if folder == str(site_dir):
            folders[:] = [name for name in folders if name not in skip]
        for name in names:
            kept = found.get(os.path.splitext(name)[1])
            if kept is not None:
                kept.append(Path(folder, name))
    return {suffix: sorted(paths) for suffix, paths in found.items()}


class _Local:
    """The site's file a link names from a page's folder, if it is one, for one pass:
    where a link points is worked out once a process (a function of its strings alone;
    ``mkdocs serve`` joins at every rebuild, and the site's pages hold a thousand links),
    whether a file is there once a pass."""

    def __init__(self, site_dir: Path, root: str) -> None:
        self.site_dir = str(site_dir)
        self.root = root
        self.found: dict[str, Path | None] = {}

    def __call__(self, folder: Path, href: str) -> Path | None:
        target = _target(self.site_dir, str(folder), href, self.root)
        if target is None:
            return None
        found = self.found.get(target, ...)
        if found is ...:
            found = self.found[target] = Path(target) if os.path.isfile(target) else None
        return found


@functools.lru_cache(maxsize=16_384)
def _target(site_dir: str, folder: str, href: str, root: str) -> str | None:
    """The path in the site ``href`` names from a page in ``folder`` (None: a link out of
    the site, or to a page's part or query), whether a file is there or not."""
    if "://" in href or href.startswith("//") or "?" in href or "#" in href:
        return None
    if href.startswith("/"):
        # The 404 page links from the root, as it is served at any depth; a site that
        # lives below its host's root (site_url with a path) keeps its links as they are.
        if not href.startswith(root):
            return None
        target = os.path.normpath(os.path.join(site_dir, href.removeprefix(root)))
    else:
        target = os.path.normpath(os.path.join(folder, href))
    inside = target.startswith(site_dir.rstrip(os.sep) + os.sep)
    return target if inside else None


def _digest(html: str) -> bytes:
    return hashlib.blake2b(html.encode("utf-8", "surrogatepass"), digest_size=16).digest()


def stylesheet(href: str) -> str:
    """A page's link to a stylesheet (``PARTS``' ``stylesheet``)."""
    return str(macros(PARTS).stylesheet(href))


def _relink(
    html: str,
    page: Path,
    site_dir: Path,
    joined: Path,
    linked: dict[Path, None],
    root: str,
    local: Callable[[Path, str], Path | None],
) -> str:
    href = Path(os.path.relpath(joined, page.parent)).as_posix()
    placed = False

    def replace(match: re.Match[str]) -> str:
        nonlocal placed
        if local(page.parent, match.group(1)) not in linked:
            return match.group(0)
        if placed:
            return ""
        placed = True
        if match.group(1).startswith("/"):
            return f"{stylesheet(root + joined.relative_to(site_dir).as_posix())}\n"
        return f"{stylesheet(href)}\n"

    return _LINK.sub(replace, _WRAPPED_LINK.sub(r"\1", html))
