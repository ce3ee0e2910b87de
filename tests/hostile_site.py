"""A copy of the shipped content with a script-running payload in every text field the
schemas allow, for the escaping tests (issues 8 and 18).

Nothing here names a field. Each game's registry (``generator.registry.systems()``) gives its
kinds and their schema classes; their JSON Schemas say which values are free text: a
string with no ``pattern``, ``enum``, ``const`` or ``format`` (an id, an enumerated
value or a number never takes one). Every such value found in a shipped file gets its own
payload (``X<n> <payload>``, so each is traceable), and so does every such key of a mapping
and every optional text the file leaves out. A field added to a schema tomorrow is seeded
the day it is added.

What the checks then refuse (a string the schema leaves open that must name a rules
page, a rating or another definition) is put back as it was and listed in ``refused``:
the site never shows such a value as written, so it cannot carry a payload.

On top: one overlay folder (its own name a payload) that patches one definition of every
kind and every ``game.yaml`` with fresh payloads, and adds one definition of every kind;
the front-matter ``title``, ``title_fr`` and ``source`` of every rules page. One glossary
term per game keeps its English name (its definition is a payload), and the game's first
rules page mentions it, so a tooltip shows a payload.

Last, the builders' cases (issue 38): share links, names and a pack a stranger may give a
builder page, with what the page must say of each.
"""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from sitebuild import CONTENT, config_with

from generator.reading.content import check
from generator.registry import systems

PAYLOADS = (
    "<img src=x onerror=alert(1)>",
    "<script>alert(2)</script>",
    '"><svg onload=alert(3)>',
    "&lt;img src=x onerror=alert(4)&gt;",
    "[link](javascript:alert(5))",
    "<b onmouseover=alert(6)>b</b>{: onclick=alert(7) }",
    "'><iframe src=javascript:alert(8)>",
    "<details open ontoggle=alert(9)>",
    "</title></textarea><svg onload=alert(13)>",
    "two\n\nparagraphs <img src=x onerror=alert(10)>\x07 [l](javascript:alert(11))",
)
"""Each is shown as text, never run: HTML, an HTML entity the tooltip would decode twice,
a Markdown link to ``javascript:``, attribute-list syntax, a blank line and a control
character (which would end a raw HTML block and let the rest be read as Markdown)."""

OVERLAY = "X-club `<img src=x onerror=alert(12)>`"
"""The overlay folder's name: pages name the overlay file a value comes from (in a code
span, which a backtick would end)."""

NEW_ID = "x-overlay"
"""The overlay adds ``x-overlay-<kind>`` to every kind (card ids share one namespace)."""


def payload(i: int) -> str:
    return f"X{i} " + PAYLOADS[i % len(PAYLOADS)]


def shown_as(text: str) -> str:
    """A payload as a page shows it: white space folded."""
    return " ".join(text.split())


def _write(path: Path, data: Any) -> None:
    path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), "utf-8")


def _load(path: Path) -> Any:
    return yaml.safe_load(path.read_text("utf-8"))


# --- the schema: which values are free text -------------------------------------------------


class Schema:
    """One model's JSON Schema, read with its ``$defs``."""

    def __init__(self, model: Any) -> None:
        self.root = model.model_json_schema()
        self.defs = self.root.get("$defs", {})

    def resolve(self, node: dict[str, Any]) -> dict[str, Any]:
        while "$ref" in node:
            node = self.defs[node["$ref"].rsplit("/", 1)[1]]
        return node

    def options(self, node: dict[str, Any]) -> list[dict[str, Any]]:
        """The schemas a value may match (``X | None`` is ``X``), resolved."""
        node = self.resolve(node)
        found = []
        for option in node.get("anyOf", node.get("oneOf", [node])):
            option = self.resolve(option)
            if option.get("type") != "null":
                found.append(option)
        return found


def free_text(node: dict[str, Any]) -> bool:
    """A string the schema does not constrain to a form: text a page may show."""
    return node.get("type") == "string" and not any(
        key in node for key in ("pattern", "enum", "const", "format")
    )


# --- seeding ------------------------------------------------------------------------------------


@dataclass
class Seeded:
    """One payload written into one file."""

    path: Path
    """The file written, relative to the content or overlay folder (``brs/game.yaml``)."""
    where: tuple[str | int, ...]
    """Its place in the document; a key's place ends with the key."""
    text: str
    original: Any
    """The value (or key) it replaced; ``MISSING`` for an optional text the file left out."""
    key: bool = False
    """True when the payload is a mapping's key."""
    overlay: bool = False


MISSING = object()


@dataclass
class Hostile:
    """What ``hostile_content`` wrote."""

    config: Path
    content: Path
    overlay: Path
    seeded: list[Seeded] = field(default_factory=list)
    refused: list[Seeded] = field(default_factory=list)
    """Payloads the checks refused, put back (a rules page, a rating named in a string)."""
    superseded: set[Path] = field(default_factory=set)
    """Base files the overlay patches whole: their own payloads are not shown."""
    extra: list[str] = field(default_factory=list)
    """Payloads outside the YAML (rules pages' front matter)."""

    def payloads(self) -> list[str]:
        """Every payload the built site may show."""
        return [
            s.text for s in self.seeded if s.overlay or s.path not in self.superseded
        ] + self.extra

    def fields(self) -> dict[str, set[tuple[Any, ...]]]:
        """Each shown payload's marker, with the fields it was written into: a field is the
        game, the kind's folder (``game`` for game.yaml), and its place in a document with
        list positions left out (every aircraft's name is one field). A rules page's front
        matter payload is a field of its own."""
        fields: dict[str, set[tuple[Any, ...]]] = {}
        for s in self.seeded:
            if s.overlay or s.path not in self.superseded:
                parts = s.path.parts
                folder = "game" if parts[1] == "game.yaml" else parts[1]
                place = tuple("*" if isinstance(w, int) else w for w in s.where)
                shape = (parts[0], folder, place, s.key)
                fields.setdefault(s.text.split(" ", 1)[0], set()).add(shape)
        for text in self.extra:
            marker = text.split(" ", 1)[0]
            fields.setdefault(marker, set()).add(("rules page", marker))
        return fields

    def covered(self) -> dict[tuple[str, str], int]:
        """Payloads kept, by (game, kind folder; ``game`` for game.yaml)."""
        counts: dict[tuple[str, str], int] = {}
        for s in self.seeded:
            parts = s.path.parts
            key = (parts[0], "game" if parts[1] == "game.yaml" else parts[1])
            counts[key] = counts.get(key, 0) + 1
        return counts


class Seeder:
    def __init__(self) -> None:
        self.n = 0
        self.seeded: list[Seeded] = []
        # One payload for each text of a file, wherever it stands: a value that names
        # another of the same file (a table's result and the outcome that explains it)
        # still names it.
        self.given: dict[tuple[Path, bool, str], str] = {}

    def next(self) -> str:
        self.n += 1
        return payload(self.n)

    def seed(self, data: Any, model: Any, path: Path, overlay: bool = False) -> Any:
        """``data`` (a file of ``model``) with a payload in every free-text value."""
        schema = Schema(model)
        return self._value(data, schema.root, schema, path, (), overlay)

    def _value(
        self,
        value: Any,
        node: dict[str, Any],
        schema: Schema,
        path: Path,
        where: tuple[str | int, ...],
        overlay: bool,
    ) -> Any:
        options = schema.options(node)
        if isinstance(value, str) and any(free_text(o) for o in options):
            text = self.given.get((path, overlay, value)) or self.next()
            self.given[(path, overlay, value)] = text
            self.seeded.append(Seeded(path, where, text, value, overlay=overlay))
            return text
        if isinstance(value, list):
            items = [o.get("items", {}) for o in options if o.get("type") == "array"]
            if items:
                return [
                    self._value(v, items[0], schema, path, (*where, i), overlay)
                    for i, v in enumerate(value)
                ]
        if isinstance(value, dict):
            objects = [o for o in options if o.get("type") == "object"]
            if objects:
                return self._object(value, objects[0], schema, path, where, overlay)
        return value

    def _object(
        self,
        value: dict[str, Any],
        node: dict[str, Any],
        schema: Schema,
        path: Path,
        where: tuple[str | int, ...],
        overlay: bool,
    ) -> dict[str, Any]:
        properties = node.get("properties", {})
        out: dict[str, Any] = {}
        for key, item in value.items():
            if key in properties:
                out[key] = self._value(item, properties[key], schema, path, (*where, key), overlay)
                continue
            # A mapping: its keys constrained by a pattern (ids), or by nothing.
            patterns = node.get("patternProperties", {})
            matched = [s for p, s in patterns.items() if re.search(p, str(key))]
            extra = matched[0] if matched else node.get("additionalProperties")
            if not isinstance(extra, dict):
                out[key] = item
                continue
            names = node.get("propertyNames", {"type": "string"})
            new_key = key
            if not matched and isinstance(key, str) and free_text(schema.resolve(names)):
                new_key = self.next()
                self.seeded.append(Seeded(path, (*where, new_key), new_key, key, True, overlay))
            out[new_key] = self._value(item, extra, schema, path, (*where, new_key), overlay)
        for key, prop in properties.items():
            # An optional free text the file leaves out: written too.
            optional = key not in value and key not in node.get("required", [])
            if optional and any(free_text(o) for o in schema.options(prop)):
                out[key] = self.next()
                self.seeded.append(Seeded(path, (*where, key), out[key], MISSING, False, overlay))
        return out


def _kinds(game: str) -> dict[str, Any]:
    return {kind.folder: kind.model for kind in systems()[game].all_kinds()}


def _files(root: Path) -> Iterator[tuple[str, str | None, Path]]:
    """(game, kind folder or None for game.yaml, file) of every YAML file of ``root``."""
    for game in sorted(systems()):
        if not (root / game).is_dir():
            continue
        yield game, None, root / game / "game.yaml"
        for folder in _kinds(game):
            for path in sorted((root / game / folder).glob("*.yaml")):
                yield game, folder, path


def _model(game: str, folder: str | None) -> Any:
    return systems()[game].game_model if folder is None else _kinds(game)[folder]


def _set(data: Any, where: tuple[str | int, ...], seeded: Seeded) -> None:
    """Put ``seeded.original`` back at its place in ``data``."""
    *parents, last = where
    for step in parents:
        data = data[step]
    if seeded.key:
        data[seeded.original] = data.pop(last)
    elif seeded.original is MISSING:
        data.pop(last, None)
    else:
        data[last] = seeded.original


def _field(where: tuple[str | int, ...]) -> str:
    return ".".join(str(step) for step in where)


def _refuse(
    documents: dict[Path, Any], hostile: Hostile, problems: list[Any], roots: dict[Path, Path]
) -> bool:
    """Put back every payload a problem names (its field, or a field inside it); True when
    one was."""
    changed = False
    for problem in problems:
        path = Path(problem.path).resolve()
        root = next((r for r in roots if path.is_relative_to(r)), None)
        if root is None:
            continue
        relative = path.relative_to(root)
        for seeded in list(hostile.seeded):
            if seeded.path != relative or roots[root] != (
                hostile.overlay if seeded.overlay else hostile.content
            ):
                continue
            name = _field(seeded.where)
            if problem.field and (name == problem.field or name.startswith(problem.field + ".")):
                _set(documents[root / relative], seeded.where, seeded)
                hostile.seeded.remove(seeded)
                hostile.refused.append(seeded)
                changed = True
    return changed


def _rules_pages(content: Path, hostile: Hostile, seeder: Seeder) -> None:
    """A payload in the front matter of every rules page."""
    for page in sorted(content.glob("*/rules/**/*.md")):
        text = page.read_text("utf-8")
        if not text.startswith("---\n"):
            continue
        for key in ("title", "title_fr", "source"):
            value = seeder.next()
            hostile.extra.append(value)
            line = f"{key}: {json.dumps(value)}"  # JSON strings are YAML strings
            text, count = re.subn(rf"^{key}: .*$", lambda _, s=line: s, text, count=1, flags=re.M)
            if not count and key == "title":
                text = text.replace("---\n", f"---\n{line}\n", 1)
            elif not count:
                hostile.extra.pop()
        page.write_text(text, "utf-8")


def _tooltip_terms(content: Path, documents: dict[Path, Any], hostile: Hostile) -> None:
    """Per game, the first glossary term shown in running text keeps its English name, and
    the game's first rules page uses it: its tooltip shows its definition's payload."""
    for game in sorted(systems()):
        terms = sorted((content / game / "glossary").glob("*.yaml"))
        pages = sorted((content / game / "rules").glob("*.md"))
        for path in terms:
            data = documents[path]
            if data.get("link_in_text", True) is False or not pages:
                continue
            relative = path.relative_to(content)
            for seeded in list(hostile.seeded):
                if seeded.path == relative and seeded.where == ("term", "en"):
                    _set(data, seeded.where, seeded)
                    hostile.seeded.remove(seeded)
            with pages[0].open("a", encoding="utf-8") as out:
                out.write(f"\n\nA word on {data['term']['en']} here.\n")
            break


def _overlay(
    content: Path, overlay: Path, documents: dict[Path, Any], hostile: Hostile, seeder: Seeder
) -> None:
    """Per game: a patch of ``game.yaml`` and of each kind's first definition, whole, and a
    new definition of every kind, each with fresh payloads."""
    for game, folder, path in _files(CONTENT):
        relative = path.relative_to(CONTENT)
        model = _model(game, folder)
        first = folder is None or path == min((CONTENT / game / folder).glob("*.yaml"))
        if not first:
            continue
        data = _load(path)
        patch = seeder.seed(data, model, relative, overlay=True)
        patch.pop("id", None)
        documents[overlay / relative] = {"patch": True, **patch}
        hostile.superseded.add(relative)
        if folder is None:
            continue
        added = overlay / game / folder / f"{NEW_ID}-{folder}.yaml"
        data = _load(path)
        if data.get("id") is not None:
            data["id"] = f"{NEW_ID}-{folder}"
        documents[added] = seeder.seed(data, model, added.relative_to(overlay), overlay=True)


def hostile_content(root: Path) -> Hostile:
    """Copy the content and mkdocs.yml under ``root``, with payloads and an overlay."""
    content = root / "content"
    shutil.copytree(CONTENT, content)
    overlay = root / OVERLAY
    hostile = Hostile(root / "mkdocs.yml", content, overlay)
    seeder = Seeder()
    documents: dict[Path, Any] = {}
    for game, folder, path in _files(content):
        documents[path] = seeder.seed(_load(path), _model(game, folder), path.relative_to(content))
    _overlay(content, overlay, documents, hostile, seeder)
    hostile.seeded = seeder.seeded
    _tooltip_terms(content, documents, hostile)
    _rules_pages(content, hostile, seeder)
    roots = {content.resolve(): content, overlay.resolve(): overlay}
    for _ in range(5):
        for path, data in documents.items():
            path.parent.mkdir(parents=True, exist_ok=True)
            _write(path, data)
        result = check([content, overlay])
        absolute = {p.resolve(): d for p, d in documents.items()}
        if not result.errors or not _refuse(absolute, hostile, result.errors, roots):
            break
    if result.errors:
        raise AssertionError("\n".join(p.format() for p in result.errors))
    config = config_with(f"      cards: false\n      overlays: [{json.dumps(str(overlay))}]\n")
    hostile.config.write_text(config, "utf-8")
    return hostile


# --- what a stranger gives a builder page: a link, a pack's address, a name (issue 38) ----------
# Run against the shipped site by test_site_hostile.py; each case failed before its fix.

LEFT_OUT = "Left out from the link: "
LEFT_OUT_FR = "Laissé de côté dans le lien : "
UNREADABLE = (
    "one value, because this site cannot read it: the link may be cut, changed, or made by "
    "another version of the site.",
    "une valeur, car cette valeur est illisible pour ce site : le lien a peut-être été coupé, "
    "modifié, ou fait par une autre version du site.",
)
NO_SUCH_CARD = (
    "one value, because it is for a card this site does not have (the link may come from "
    "another version of the site).",
    "une valeur, car cette valeur concerne une carte que ce site n'a pas (le lien vient "
    "peut-être d'une autre version du site).",
)


@dataclass(frozen=True)
class LinkCase:
    """A share link whose Your cards values (its ``u`` parameter) a builder must leave out,
    and what its banner then says of them, in English and in French: which value and why,
    in words (no id, no code), a stranger's text cut short and its hidden characters shown
    as U+FFFD. Before issue 38 they were dropped without a word."""

    name: str
    builder: str
    """The builder page, from the site root."""
    deck: str
    """The deck part of the link (``v=1&…``); empty: the builder's own link to its start."""
    values: str
    """The ``u`` parameter as it stands in the address (escaped once more than its parts)."""
    said: tuple[tuple[str, str], ...]
    """Each sentence after "Left out from the link: ", in English and in French."""


LINK_CASES = (
    LinkCase(
        "brs-known-wrong-hidden-unreadable-unknown",
        "brs/deck-builder/",
        "v=1&a=bf109e.3.3",
        "a.bf109e.p.145_a.bf110c.p.abc_k.eagle-eye.n.Eagle%25E2%2580%25AEEye_x.y_a.constructor.p.5",
        (
            (
                "points of Bf109E (“145”), because this site knows it already.",
                "points pour Bf109E (« 145 »), car ce site connaît déjà cette valeur.",
            ),
            (
                "points of Bf110C (“abc”), because it must be a whole number from 0 to 9999.",
                "points pour Bf110C (« abc »), car il faut un nombre entier de 0 à 9999.",
            ),
            (
                "the ace skill card “Eagle\ufffdEye”, because the name holds a character that "
                "cannot be seen (a zero-width space or a text-direction mark).",
                "carte de Capacité d'As « Eagle\ufffdEye », car le nom contient un caractère "
                "qu'on ne voit pas (espace sans largeur ou marque de sens d'écriture).",
            ),
            UNREADABLE,
            NO_SUCH_CARD,
        ),
    ),
    LinkCase(
        "brs-long-name-and-too-many-values",
        "brs/deck-builder/",
        "v=1&a=bf109e.3.3",
        "k.long.n." + "A" * 200 + "_a.bf109e.p.145" * 65,
        (
            (
                f"the ace skill card “{'A' * 39}…”, because the name is longer than 80 characters.",
                f"carte de Capacité d'As « {'A' * 39}… », car le nom dépasse 80 caractères.",
            ),
            (
                "points of Bf109E (“145”), because this site knows it already (and 58 more times).",
                "points pour Bf109E (« 145 »), car ce site connaît déjà cette valeur (et 58 "
                "fois de plus).",
            ),
            (
                "6 more values, because a link carries at most 60 of your values.",
                "6 autres valeurs, car un lien porte au plus 60 de vos valeurs.",
            ),
        ),
    ),
    LinkCase(
        "dif-over-a-rulebook-bound-unknown-unreadable",
        "dif/setup-builder/",
        "",
        "a.p-11c.f.9_a.nope.y.1940_q.q",
        (
            (
                "Performance of P.11c (“9”), because it must be a whole number from 0 to 4.",
                "Performance pour P.11c (« 9 »), car il faut un nombre entier de 0 à 4.",
            ),
            NO_SUCH_CARD,
            UNREADABLE,
        ),
    ),
    LinkCase(
        "fis-out-of-range-known-constructor",
        "fis/force-builder/",
        "",
        "a.fighter.p.99999_l.silver.p.3_l.constructor.p.3",
        (
            (
                "points of Fighter (stand-in) (“99999”), because it must be a whole number "
                "from 0 to 9999.",
                "points pour Chasseur (générique) (« 99999 »), car il faut un nombre entier "
                "de 0 à 9999.",
            ),
            (
                "points of Silver leader (“3”), because this site knows it already.",
                "points pour Leader de classe Argent (« 3 »), car ce site connaît déjà cette "
                "valeur.",
            ),
            NO_SUCH_CARD,
        ),
    ),
)
PROTO_NAMES = ("Constructor", "__proto__", "toString", "hasOwnProperty")
"""Ace skill card names whose ids (``constructor``, ``proto``, ``tostring``,
``hasownproperty``) are, or were, keys of Object.prototype: ordinary cards all the same."""

HIDDEN_NAMES = (
    "JG 26\u202e lluB",  # right-to-left override: the rest is drawn reversed
    "Eagle\u200bEye",  # zero-width space
    "Rotte\u2066 3",  # left-to-right isolate
    "\u200fStaffel",  # right-to-left mark
)
"""Names a player may paste, each hiding a character a content file refuses in an id."""

HIDDEN_REFUSED = (
    "This name holds a character that cannot be seen (a zero-width space or a text-direction "
    "mark, often pasted with text): it is not kept. Type the name again without it.",
    "Ce nom contient un caractère qu'on ne voit pas (espace sans largeur ou marque de sens "
    "d'écriture, souvent collée avec du texte) : il n'est pas gardé. Retapez le nom sans ce "
    "caractère.",
)

NAME_BOXES = (
    ("brs/deck-builder/", "#sortie-deck-builder .db-settings input[type=text]"),
    ("dif/setup-builder/", "#dif-setup-builder .sb-settings input[type=text]"),
    ("fis/force-builder/", "#sortie-force-builder .fb-settings input[type=text]"),
)
"""Each builder's first name box (the deck's, the battle's, the mission's)."""

CLUB_PACK = (
    "pack: 1\npatches:\n"
    '  - {"game": "brs", "kind": "aircraft", "id": "bf109f", "traits": ["great-climb"]}\n'
)
"""A pack a club would publish: it fills in one value."""
