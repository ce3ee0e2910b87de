"""Which cards to print, which design draws each, and the hash that identifies the drawing.

A card's key hashes everything its picture depends on: its own data, the data of the
entries it names (an aircraft shows its traits' names), the game's parameters and the
source of its templates. Two cards with equal keys look the same, so an unchanged card is
never rendered twice (``cache.py``).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING, Any

from ..exceptions import SortieError
from ..words.languages import MAIN
from .cardface import CardFace
from .keys import digest

if TYPE_CHECKING:
    from ..reading.loaded import Content, Entry, GameContent, Kind, Printed
    from ..verdicts.reports import DeckInput
    from .render import Designs


def _strings(value: Any) -> Iterator[str]:
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _strings(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _strings(item)


class Catalogue:
    """The printable cards of one content folder, with their keys computed once."""

    def __init__(self, content: Content, designs: Designs) -> None:
        self.content = content
        self.designs = designs
        self._dumps: dict[tuple[str, str, str], str] = {}
        self._items: dict[tuple[str, str, str], Any] = {}
        self._game_digest: dict[str, str] = {}
        self._faces: dict[tuple[str, str, str], CardFace] = {}

    def game(self, game_id: str) -> GameContent:
        try:
            return self.content.games[game_id]
        except KeyError:
            known = ", ".join(self.content.games) or "none"
            raise SortieError(f"unknown game {game_id!r} (known: {known})") from None

    def kinds(self, game_id: str) -> list[Kind]:
        """The kinds of a game that have a card design, in the game's order."""
        return self.designs.printable(self.game(game_id))

    def kind(self, game_id: str, folder: str) -> Kind:
        kinds = self.kinds(game_id)
        for kind in kinds:
            if kind.folder == folder:
                return kind
        names = ", ".join(k.folder for k in kinds) or "none yet"
        raise SortieError(f"no card design for {game_id} kind {folder!r} (designs: {names})")

    def faces(self, game_id: str, folder: str) -> list[CardFace]:
        """One face per definition of a kind, in id order."""
        self.kind(game_id, folder)
        game = self.game(game_id)
        return [self.face(game, entry) for entry in game.of(folder).values()]

    def face(self, game: GameContent, entry: Entry[Any]) -> CardFace:
        index = (game.id, entry.kind.folder, entry.id)
        found = self._faces.get(index)
        if found is not None:
            return found
        front = self.designs.front(game.id, entry.kind.folder)
        if front is None:
            raise SortieError(f"no card design for {game.id} kind {entry.kind.folder!r}")
        back = self.designs.back(game.id, entry.kind.folder)
        data = self._dump(game, entry)
        referred = sorted(
            {
                self._dump(game, other)
                for value in _strings(self._items[(game.id, entry.kind.folder, entry.id)])
                for folder in game.entries
                if (other := game.of(folder).get(value)) is not None and other is not entry
            }
        )
        # A card printed in another language is another drawing (English keys stay as
        # they were, so an English cache holds across this change).
        language = () if self.designs.language == MAIN else (self.designs.words_key,)
        key = digest(
            "card",
            *language,
            self._game(game),
            entry.kind.folder,
            entry.id,
            data,
            *referred,
            self.designs.fingerprint(front),
        )
        back_key = digest("back", *language, self._game(game), self.designs.fingerprint(back))
        face = CardFace(
            game.id,
            entry.kind.folder,
            entry.id,
            _english_name(entry),
            front,
            back,
            key,
            back_key,
            entry,
            game,
        )
        self._faces[index] = face
        return face

    def _dump(self, game: GameContent, entry: Entry[Any]) -> str:
        index = (game.id, entry.kind.folder, entry.id)
        dumped = self._dumps.get(index)
        if dumped is None:
            item = entry.item.model_dump(mode="json")
            self._items[index] = item
            dumped = json.dumps([entry.kind.folder, entry.id, item], sort_keys=True)
            self._dumps[index] = dumped
        return dumped

    def _game(self, game: GameContent) -> str:
        found = self._game_digest.get(game.id)
        if found is None:
            info = game.info.model_dump(mode="json") if game.info is not None else None
            found = digest(game.id, json.dumps(info, sort_keys=True))
            self._game_digest[game.id] = found
        return found

    def _folders(self, game: GameContent) -> tuple[list[str], list[str]]:
        """The printable folders of a game's deck cards, then of its force (aircraft)."""
        printable = {k.folder for k in self.kinds(game.id)}
        card_folders = [k.folder for k in game.system.kinds if k.card and k.folder in printable]
        force_folders = [
            k.folder for k in game.system.kinds if not k.card and k.folder in printable
        ]
        return card_folders, force_folders

    def force_entries(
        self, game: GameContent, entry: Entry[Any], seen: set[tuple[str, str]] | None = None
    ) -> list[Entry[Any]]:
        """What a force line naming ``entry`` prints: it, then each printable force entry it
        names (a named ace's aircraft), and theirs, each once (``seen`` is updated)."""
        seen = set() if seen is None else seen
        _, force_folders = self._folders(game)
        found: list[Entry[Any]] = []

        def add(one: Entry[Any]) -> None:
            if (one.kind.folder, one.id) in seen:
                return
            seen.add((one.kind.folder, one.id))
            found.append(one)
            for value in _strings(one.item.model_dump(mode="json")):
                other = game.find(value, *force_folders)
                if other is not None:
                    add(other)

        add(entry)
        return found

    def deck_faces(self, deck: DeckInput, printed: Printed) -> list[CardFace]:
        """Exactly the cards ``printed`` names of a deck file (``DeckSupport.printed``): one
        card per definition its force names (and per one those name), then its deck,
        every copy."""
        game = deck.game
        card_folders, force_folders = self._folders(game)
        faces: list[CardFace] = []
        seen: set[tuple[str, str]] = set()
        for line in printed.force:
            for value in _strings(line.model_dump(mode="json")):
                entry = game.find(value, *force_folders)
                if entry is not None:
                    found = self.force_entries(game, entry, seen)
                    faces.extend(self.face(game, e) for e in found)
        for card_id, copies in printed.deck.items():
            entry = game.find(card_id, *card_folders, *force_folders)
            if entry is None:
                raise SortieError(f"{deck.path}: card {card_id!r} has no printable design")
            faces.extend([self.face(game, entry)] * copies)
        return faces


def _english_name(entry: Entry[Any]) -> str:
    name = getattr(entry.item, "name", None)
    english = getattr(name, "en", None)
    return english if isinstance(english, str) else entry.id


def chunks(items: list[Any], size: int) -> Iterable[list[Any]]:
    """``items`` in consecutive lists of at most ``size``."""
    for start in range(0, len(items), size):
        yield items[start : start + size]
