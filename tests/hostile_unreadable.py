"""Hostile cases: files and folders that exist but cannot be read (issue 18). Each is
reported in the list like any other file, in text and in JSON, and the other files are
still checked; run as an unprivileged user, since root may read anything."""

from __future__ import annotations

from hostile import LEGAL, Case, file, unreadable

CASES: list[Case] = [
    Case(
        "unreadable-file-among-others",
        ("validate", "{work}/a.yaml", "{work}/locked.yaml", "{work}/b.yaml"),
        2,
        r"(?s)a\.yaml: legal.*locked\.yaml: unreadable: cannot read: permission denied\n"
        r".*locked\.yaml: UNREADABLE \(not checked\).*b\.yaml: legal"
        r".*3 files: 2 legal, 0 not legal, 1 unreadable",
        (file("a.yaml", LEGAL), unreadable("locked.yaml"), file("b.yaml", LEGAL)),
        unprivileged=True,
    ),
    Case(
        "unreadable-file-among-others-json",
        ("validate", "--format", "json", "{work}/a.yaml", "{work}/locked.yaml", "{work}/b.yaml"),
        2,
        r'(?s)^\[\s*\{\s*"file": "[^"]*/a\.yaml",\s*"status": "legal".*'
        r'"file": "[^"]*/locked\.yaml",\s*"status": "unreadable",\s*"valid": false.*'
        r'"code": "unreadable",\s*"message": "cannot read: permission denied".*'
        r'"file": "[^"]*/b\.yaml",\s*"status": "legal".*\}\s*\]\n$',
        (file("a.yaml", LEGAL), unreadable("locked.yaml"), file("b.yaml", LEGAL)),
        stdout_only=True,
        unprivileged=True,
    ),
    Case(
        "unreadable-subfolder",
        ("validate", "{work}/decks"),
        2,
        r"(?s)a\.yaml: legal.*club/locked: unreadable: cannot read the folder: permission "
        r"denied\n.*club/locked: UNREADABLE \(not checked\).*z\.yaml: legal"
        r".*3 files: 2 legal, 0 not legal, 1 unreadable",
        (
            file("decks/a.yaml", LEGAL),
            unreadable("decks/club/locked/"),
            file("decks/z.yaml", LEGAL),
        ),
        unprivileged=True,
    ),
    Case(
        "unreadable-subfolder-json",
        ("validate", "--format", "json", "{work}/decks"),
        2,
        r'(?s)^\[.*"file": "[^"]*/decks/club/locked",\s*"status": "unreadable".*'
        r'"message": "cannot read the folder: permission denied".*\]\n$',
        (file("decks/a.yaml", LEGAL), unreadable("decks/club/locked/")),
        stdout_only=True,
        unprivileged=True,
    ),
    Case(
        "unreadable-top-folder",
        ("validate", "{work}/decks", "{work}/a.yaml"),
        2,
        r"(?s)decks: unreadable: cannot read the folder: permission denied.*a\.yaml: legal"
        r".*2 files: 1 legal, 0 not legal, 1 unreadable",
        (unreadable("decks/"), file("a.yaml", LEGAL)),
        unprivileged=True,
    ),
    Case(
        "deck-command-unreadable-force",
        ("deck", "{work}/locked.yaml"),
        2,
        r"locked\.yaml: unreadable: cannot read: permission denied|"
        r"locked\.yaml: cannot read: permission denied",
        (unreadable("locked.yaml"),),
        unprivileged=True,
    ),
    # ``sortie pack`` on an overlay folder that cannot be read (refused as its argument),
    # or of which a game's or a kind's folder cannot be listed: each named with its reason,
    # beside the other game's problem (all at once), and no pack written.
    Case(
        "pack-unreadable-top-folder",
        ("pack", "{work}/club", "-o", "{work}/club.yaml"),
        2,
        r"Invalid value for 'OVERLAY': Directory '[^']*/club' is not readable",
        (unreadable("club/"),),
        unprivileged=True,
    ),
    *(
        Case(
            f"pack-unreadable-{depth}-folder",
            ("pack", "{work}/club", "-o", "{work}/club.yaml"),
            2,
            rf"(?s)/{locked}: cannot read the folder: permission denied\n"
            r".*/club/tbb/tables/x\.yaml:1: this file adds a definition",
            (file("club/tbb/tables/x.yaml", "points: 1\n"), unreadable(f"{locked}/")),
            unprivileged=True,
        )
        for depth, locked in (("game", "club/brs"), ("kind", "club/brs/aircraft"))
    ),
]
