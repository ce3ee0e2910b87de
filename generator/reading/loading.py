"""The load phase: read and validate the content folders, the first phase of every command.

``content/<game>/game.yaml`` holds a game's parameters; ``content/<game>/<kind>/<id>.yaml``
holds one definition whose id is the file stem; ``content/<game>/rules/`` holds rules pages.
Every file is read and checked before anything is reported, so one run lists every problem.

Several content folders may be given: the first is the base, each later one an overlay
that adds definitions or patches them (``patch: true``); the folders are read first and
merged, then every merged document is validated whole. ``overlay.py`` holds the rules.
``content.py`` runs this phase (through the cache of ``contentcache.py`` when asked) and
the cross-file checks after it.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..exceptions import ContentError
from ..problems import Problem, Severity
from ..registry import systems
from ..schema import ID_PATTERN
from ..words.clip import clip
from ..words.languages import translation_language
from ..words.messages import CONTENT, READ
from ..words.suggest import nearest, unknown_id
from ..words.wording import Words
from .frontmatter import check_front_matter
from .hangarfile import Owned
from .loaded import RULES_FOLDER, Change, Content, Entry, GameContent, GameSystem, Kind
from .overlay import PATCH, merge, patch_marker
from .pack import GAME_KIND, Patch, is_pack, read_pack_file
from .schemacheck import partial, validate
from .yamlload import UNREADABLE, LineDict, load_file, os_reason


@dataclass
class _Document:
    """One definition (or game.yaml) while the folders are read: its first file, its
    data with every overlay merged in (None when the first file could not be read), and
    the values overlays changed."""

    path: Path
    data: LineDict | None
    changes: list[Change] = field(default_factory=list)


def _read(path: Path, problems: list[Problem]) -> LineDict | None:
    loaded = load_file(path)
    problems.extend(loaded.problems)
    say = Words.of(CONTENT)
    if loaded.data is None and not loaded.problems:
        problems.append(Problem(path, None, "", say("file-empty")))
    elif loaded.data is not None and not isinstance(loaded.data, LineDict):
        problems.append(Problem(path, 1, "", say("mapping")))
    return loaded.data if isinstance(loaded.data, LineDict) else None


def _layer(
    documents: dict[str, _Document],
    key: str,
    path: Path,
    problems: list[Problem],
    what: str,
    always_patch: bool = False,
) -> None:
    """Read ``path`` and add it to ``documents`` (a new id) or merge it into the earlier
    document of ``key`` (``patch: true``). See ``overlay.py`` for the rules."""
    data = _read(path, problems)
    if data is None:
        documents.setdefault(key, _Document(path, None))
        return
    patch_line = patch_marker(data, path, problems)
    _lay(documents, key, path, data, patch_line, problems, what, always_patch)


def _lay(
    documents: dict[str, _Document],
    key: str,
    path: Path,
    data: LineDict,
    patch_line: int | None,
    problems: list[Problem],
    what: str,
    always_patch: bool = False,
    field: str = PATCH,
) -> None:
    """Add ``data`` (read from ``path``) to ``documents``, or merge it into the earlier
    document of ``key`` when ``patch_line`` says it is a patch (whose line and ``field``
    a problem names)."""
    earlier = documents.get(key)
    say = Words.of(CONTENT)
    if earlier is None:
        if patch_line is not None:
            guess = nearest(key, documents)
            values = {"what": what, "key": repr(clip(key)), "guess": repr(guess)}
            message = say("nothing-to-patch-guess" if guess else "nothing-to-patch", values)
            problems.append(Problem(path, patch_line, field, message))
            return
        documents[key] = _Document(path, data)
    elif patch_line is None and not always_patch:
        values = {"what": what, "key": repr(clip(key)), "path": str(earlier.path)}
        problems.append(Problem(path, data.line or 1, "", say("defined-already", values)))
    elif earlier.data is not None:  # a broken first file has its own errors
        changes = merge(earlier.data, data, path)
        # A value a later overlay writes again is listed once, where it now comes from.
        replaced = tuple(c.field for c in changes)
        kept = [
            c
            for c in earlier.changes
            if not any(c.field == f or c.field.startswith(f"{f}.") for f in replaced)
        ]
        earlier.changes = kept + changes


def _definition(
    kind: Kind, key: str, document: _Document, problems: list[Problem], game: GameContent
) -> Entry[Any] | None:
    """Validate one (merged) definition."""
    if document.data is None:
        return None
    item, found = validate(kind.model, document.data, document.path)
    problems.extend(found)
    if not _is_id(key):
        message = Words.of(CONTENT)("bad-file-name", {"key": repr(clip(key))})
        problems.append(Problem(document.path, None, "", message))
        return None
    # An unknown key an overlay wrote is a warning of its own, not a change.
    changes = tuple(c for c in document.changes if c.field.split(".")[0] in kind.model.model_fields)
    if item is None:
        kept, bad = partial(kind.model, document.data, found)
        entry = Entry(key, kind, document.path, kept, document.data, changes)
        game.partial.setdefault(kind.folder, {})[key] = (entry, bad)
        return None
    return Entry(key, kind, document.path, item, document.data, changes)


def _is_id(text: str) -> bool:
    return re.match(ID_PATTERN, text) is not None


def _lay_patch(
    patch: Patch,
    system: GameSystem,
    info: dict[str, _Document],
    documents: dict[str, dict[str, _Document]],
    problems: list[Problem],
) -> None:
    """One patch of a pack, merged as an overlay file with ``patch: true`` would be, or
    one definition it adds, as an overlay file without it would be: only under an id no
    earlier folder defines (for a card, in any card kind: card ids share one namespace)."""
    if patch.adds:
        kind = system.kind(patch.kind)
        assert kind is not None  # read_pack lets a pack add only a kind the game has
        folders = [k.folder for k in system.kinds if k.card] if kind.card else [kind.folder]
        earlier = next(
            (documents[f][patch.id] for f in folders if patch.id in documents.get(f, {})), None
        )
        if earlier is None:
            documents.setdefault(patch.kind, {})[patch.id] = _Document(patch.path, patch.data)
            return
        say = Words.of(CONTENT)
        place = say("this-pack") if earlier.path == patch.path else str(earlier.path)
        message = say("added-already", {"key": repr(clip(patch.id)), "place": place})
        problems.append(Problem(patch.path, patch.line, patch.field, message))
        return
    if patch.kind == GAME_KIND:
        where, key = info, system.id
    else:
        where, key = documents.setdefault(patch.kind, {}), patch.id
    _lay(where, key, patch.path, patch.data, patch.line, problems, patch.kind, field=patch.field)


def _load_game(
    system: GameSystem,
    folders: list[tuple[int, Path | tuple[Patch, ...]]],
    problems: list[Problem],
) -> GameContent:
    """One game from its folder in each content folder (``(index of the content folder,
    game folder)``, base first), or from a pack's patches of it."""
    base = folders[0][1]
    assert isinstance(base, Path)  # load() starts every game with a folder
    game = GameContent(system, base)
    info: dict[str, _Document] = {}
    documents: dict[str, dict[str, _Document]] = {}
    for layer, folder in folders:
        if not isinstance(folder, Path):
            for patch in folder:
                _lay_patch(patch, system, info, documents, problems)
            continue
        game_file = folder / "game.yaml"
        if game_file.is_file():
            _layer(info, system.id, game_file, problems, "game", always_patch=True)
        elif layer == folders[0][0]:
            problems.append(Problem(game_file, None, "", Words.of(CONTENT)("game-yaml")))
        for sub in sorted(p for p in listed(folder, problems) if p.is_dir()):
            if sub.name == RULES_FOLDER:
                if layer == 0:
                    pages = sorted(sub.rglob("*.md"))
                    # A translation (``aces.fr.md``) is the same page in another language.
                    game.rules = [p for p in pages if translation_language(p) is None]
                    for page in pages:
                        problems.extend(check_front_matter(page))
                else:
                    message = Words.of(CONTENT)("overlay-rules")
                    problems.append(Problem(sub, None, "", message, Severity.WARNING))
                continue
            kind = system.kind(sub.name)
            if kind is None:
                known = ", ".join(k.folder for k in system.all_kinds())
                message = Words.of(CONTENT)("unknown-folder", {"known": known})
                problems.append(Problem(sub, None, "", message, Severity.WARNING))
                continue
            kind_documents = documents.setdefault(kind.folder, {})
            for path in sorted(listed(sub, problems)):
                if path.suffix == ".yml":
                    message = Words.of(CONTENT)("rename-yml")
                    problems.append(Problem(path, None, "", message, Severity.WARNING))
                if path.suffix == ".yaml":
                    _layer(kind_documents, path.stem, path, problems, kind.folder)
    merged = info.get(system.id)
    if merged is not None and merged.data is not None:
        game.info, found = validate(system.game_model, merged.data, merged.path)
        problems.extend(found)
        keys = system.game_model.model_fields
        changes = tuple(c for c in merged.changes if c.field.split(".")[0] in keys)
        game.info_data, game.info_changes = merged.data, changes
    # Sorted as one folder's files would be, wherever each definition came from.
    for folder_name, kind_documents in sorted(documents.items()):
        kind = system.kind(folder_name)
        assert kind is not None
        entries: dict[str, Entry[Any]] = {}
        for key, document in sorted(kind_documents.items()):
            entry = _definition(kind, key, document, problems, game)
            if entry is not None:
                entries[key] = entry
            else:
                game.broken.setdefault(kind.folder, set()).add(key)
        game.entries[kind.folder] = entries
    return game


def listed(folder: Path, problems: list[Problem]) -> list[Path]:
    """What ``folder`` holds; none, with a problem saying why, when it cannot be listed
    (a subfolder made unreadable must not stop the rest of the content from being read)."""
    try:
        return list(folder.iterdir())
    except OSError as error:
        message = Words.of(READ)("cannot-list", {"why": os_reason(error)})
        problems.append(Problem(folder, None, "", message, code=UNREADABLE))
        return []


def as_roots(roots: Path | Sequence[Path]) -> list[Path]:
    """One content folder or several (base first, then overlays), as a list."""
    return [roots] if isinstance(roots, Path) else [Path(r) for r in roots]


@dataclass
class KeptGames:
    """``mkdocs serve``: each game as the last load gave it, with its problems, under the
    digest of what it was loaded from (``contentcache``'s: its files' bytes in every
    content folder and pack, the folders' places, the code and the language). An edit
    changes one game's files: the others are not read again."""

    kept: dict[str, tuple[bytes, GameContent, list[Problem]]] = field(default_factory=dict)
    digests: Mapping[str, bytes] = field(default_factory=dict)
    """This load's digest of each game."""
    made: dict[str, tuple[bytes, GameContent, list[Problem]]] = field(default_factory=dict)
    """The games this load read, kept by ``keep`` once no file changed since the digest
    read it: else a file edited while the game loaded, then put back, would leave the
    edited game kept under the digest of the file put back."""

    def keep(self) -> None:
        self.kept.update(self.made)
        self.made = {}

    def load_game(
        self,
        system: GameSystem,
        folders: list[tuple[int, Path | tuple[Patch, ...]]],
        problems: list[Problem],
    ) -> GameContent:
        digest = self.digests.get(system.id)
        found = self.kept.get(system.id)
        if digest is not None and found is not None and found[0] == digest:
            problems.extend(found[2])
            return found[1]
        own: list[Problem] = []
        game = _load_game(system, folders, own)
        problems.extend(own)
        if digest is not None:
            self.made[system.id] = (digest, game, own)
        return game


def load(
    roots: Path | Sequence[Path],
    only: set[str] | None = None,
    kept: KeptGames | None = None,
) -> tuple[Content, list[Problem]]:
    """Load phase: read every file of every content folder (of the games in ``only``, when
    given), lay the overlays over the base (``overlay.py``) and validate the result;
    cross-file checks come after. Given ``kept``, a game whose files are those it was
    loaded from before is taken from there (the same object: nothing may change it)."""
    folders = as_roots(roots)
    say = Words.of(CONTENT)
    if not folders:
        raise ContentError([Problem(".", None, "", say("no-folder"))])
    missing = [
        Problem(root, None, "", say("not-a-folder" if root.exists() else "folder-missing"))
        for layer, root in enumerate(folders)
        if not root.is_dir() and not (layer and is_pack(root))
    ]
    if is_pack(folders[0]):
        missing[0] = Problem(folders[0], None, "", say("pack-first"))
    if missing:
        raise ContentError(missing)
    content = Content(folders[0], folders)
    problems: list[Problem] = []
    known = systems()
    game_folders: dict[str, list[tuple[int, Path | tuple[Patch, ...]]]] = {}
    owned: dict[Path, list[Owned]] = {}
    for layer, root in enumerate(folders):
        if is_pack(root):
            owned[root] = _add_pack(root, layer, known, only, game_folders, problems)
            continue
        for folder in sorted(p for p in listed(root, problems) if p.is_dir()):
            if only is not None and folder.name not in only:
                continue
            system = known.get(folder.name)
            if system is None:
                if not folder.name.startswith((".", "_")):
                    message = say("unknown-game-folder", {"known": ", ".join(known)})
                    problems.append(Problem(folder, None, "", message, Severity.WARNING))
                continue
            game_folders.setdefault(system.id, []).append((layer, folder))
    for game_id, found in game_folders.items():
        if kept is not None:
            content.games[game_id] = kept.load_game(known[game_id], found, problems)
        else:
            content.games[game_id] = _load_game(known[game_id], found, problems)
    ids = {
        (game_id, folder): game.ids(folder)
        for game_id, game in content.games.items()
        for folder in {k.folder for k in game.system.all_kinds()}
    }
    for path, counts in owned.items():
        problems += _unknown_owned(path, counts, ids)
    return content, problems


def _unknown_owned(
    path: Path, owned: list[Owned], ids: Mapping[tuple[str, str], Collection[str]]
) -> list[Problem]:
    """A warning for each id a hangar file counts that the content does not define (``ids``:
    per game and kind, the ids loaded): the browser keeps it (a data update must not forget
    what a player owns) and shows it nowhere. Counts of a game not loaded are not looked at."""
    found = []
    for entry in owned:
        known = ids.get((entry.game, entry.kind))
        if known is not None and entry.id not in known:
            message = unknown_id(entry.kind, entry.id, known)
            found.append(Problem(path, entry.line, entry.field, message, Severity.WARNING))
    return found


def _add_pack(
    path: Path,
    layer: int,
    known: Mapping[str, GameSystem],
    only: set[str] | None,
    game_folders: dict[str, list[tuple[int, Path | tuple[Patch, ...]]]],
    problems: list[Problem],
) -> list[Owned]:
    """Read the pack at ``path`` and add its patches, game by game, as a layer; the counts
    of its collection (a hangar file's) are returned, to be looked up once all is loaded."""
    kinds = {game: {k.folder for k in system.all_kinds()} for game, system in known.items()}
    addable = {
        game: {k.folder: k.addable for k in system.kinds if k.addable}
        for game, system in known.items()
    }
    read = read_pack_file(path, kinds, addable)
    problems.extend(read.problems)
    patches = read.patches
    by_game: dict[str, list[Patch]] = {}
    for patch in patches:
        if only is None or patch.game in only:
            by_game.setdefault(patch.game, []).append(patch)
    for game, listed in by_game.items():
        if game not in game_folders:
            message = Words.of(CONTENT)("no-game-to-patch", {"game": repr(clip(game))})
            first = listed[0]
            field = first.field.removesuffix(".id") + ".game"
            problems.append(Problem(path, first.line, field, message))
            continue
        game_folders[game].append((layer, tuple(listed)))
    return read.owned
