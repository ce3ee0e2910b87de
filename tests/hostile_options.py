"""Hostile options of ``sortie cards`` and of the content folders (issue 18): a force file
of a game with no cards to print, an output folder that is not a folder, and a list of
content folders that names one folder thousands of times or names too many."""

from __future__ import annotations

import os

from hostile import LEGAL, ROOT, Case, file

EXAMPLES = ROOT / "examples"


CASES: list[Case] = [
    Case(
        "cards-deck-fis-channel-patrol",
        ("cards", "--deck", str(EXAMPLES / "fis-channel-patrol.yaml"), "--out", "{work}/out"),
        2,
        r"^.*fis-channel-patrol\.yaml:\d+: game: no cards to print for this game "
        r"\(Fighters in Sight\): Sortie has no card design for it",
        cpu_seconds=4,
    ),
    Case(
        "cards-out-dev-null",
        ("cards", "--out", "/dev/null"),
        2,
        r"^sortie: cannot write to /dev/null: /dev/null is a file, not a folder$",
        cpu_seconds=2,
    ),
    Case(
        "content-env-one-folder-2000-times",
        ("validate", "--format", "json", "{work}/deck.yaml"),
        0,
        r"^sortie: note: SORTIE_CONTENT names 2000 folders, 1 of them different: each is read "
        r"once, in the order first named$",
        (file("deck.yaml", LEGAL),),
        cpu_seconds=3,
        # The shipped content, relative to the command's folder: 2,000 short names.
        extra={"SORTIE_CONTENT": os.pathsep.join(["content"] * 2000)},
    ),
    Case(
        "content-env-one-folder-2000-times-json",
        ("validate", "--format", "json", "{work}/deck.yaml"),
        0,
        r'\A\[\n  \{\n    "file": "[^"]*deck\.yaml",\n    "status": "legal",',
        (file("deck.yaml", LEGAL),),
        cpu_seconds=3,
        stdout_only=True,
        extra={"SORTIE_CONTENT": os.pathsep.join(["content"] * 2000)},
    ),
    Case(
        "content-option-one-folder-2000-times",
        ("validate", "{work}/deck.yaml", *["--content", "{content}"] * 2000),
        0,
        r"^sortie: note: --content names 2000 folders, 1 of them different",
        (file("deck.yaml", LEGAL),),
        cpu_seconds=3,
    ),
    Case(
        "content-env-40-folders",
        ("validate", "{work}/deck.yaml"),
        2,
        r"40 different folders in SORTIE_CONTENT; expected at most 32 \(a base folder and "
        r"its overlays\)",
        (file("deck.yaml", LEGAL),),
        cpu_seconds=2,
        extra={"SORTIE_CONTENT": os.pathsep.join(f"{{work}}/c{n}" for n in range(40))},
    ),
]
