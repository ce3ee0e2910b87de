"""Hostile cases, round three (issue 38): what every reader of a stranger's file must
survive, in every command, in text and JSON, in English and French.

- A number of thousands of digits (Python refuses to convert more than 4,300 of them, with a
  traceback) is refused at its line, with its field, before it is converted or printed.
- ``--format json`` prints one JSON document on standard output whatever happens: a usage
  error, an unreadable pack, a folder that cannot be listed.
- A French run says in French why a file cannot be read, and its warnings.
- A character that looks like a space after ``key:`` is named where it is, instead of the
  error YAML reports lines further on.
"""

from __future__ import annotations

from hostile import LEGAL, Case, deck_with, fifo, file, unreadable, validate
from hostile_packs import HEAD, SHIPPED, pack

DIGITS = "9" * 5_000
"""A number of more digits than Python converts (4,300)."""
HUGE_LIMIT = LEGAL + f"points_limit: {DIGITS}\n"
HUGE_PACK = HEAD + f"  - {{game: brs, kind: aircraft, id: bf109f, points: {DIGITS}}}\n"
LONG_NUMBER = r"a number of 5,000 digits: no value Sortie reads has more than 40"
NOMBRE_LONG = r"un nombre de 5,000 chiffres : aucune valeur lue par Sortie n'en a plus de 40"

CASES: list[Case] = [
    # --- a number too long for any field, in every reader ---------------------------------
    validate(
        "huge-deck-limit",
        HUGE_LIMIT,
        2,
        rf"deck\.yaml:12: count-range: points_limit: {LONG_NUMBER}",
    ),
    validate(
        "huge-deck-limit-json",
        HUGE_LIMIT,
        2,
        rf'(?s)^\[.*"status": "unreadable".*"code": "count-range",\s*"message": '
        rf'"points_limit: {LONG_NUMBER}",\s*"line": 12.*\]\n$',
        "--format",
        "json",
        stdout_only=True,
    ),
    validate(
        "huge-deck-limit-french",
        HUGE_LIMIT,
        2,
        rf"deck\.yaml:12: count-range: points_limit: {NOMBRE_LONG}",
        "--lang",
        "fr",
    ),
    Case(
        "huge-number-in-a-folder-of-decks",
        ("validate", "{work}/decks"),
        2,
        rf"(?s)a\.yaml: legal.*b\.yaml:12: count-range: points_limit: {LONG_NUMBER}"
        r".*2 files: 1 legal, 0 not legal, 1 unreadable",
        (file("decks/a.yaml", LEGAL), file("decks/b.yaml", HUGE_LIMIT)),
    ),
    validate(
        "huge-force-count",
        deck_with("count: 6", f"count: -{DIGITS}"),
        2,
        rf"deck\.yaml:4: count-range: force\.0\.count: {LONG_NUMBER}",
    ),
    pack("huge-pack-points", HUGE_PACK, 1, rf"pack\.yaml:3: patches\.0\.points: {LONG_NUMBER}"),
    pack(
        "huge-pack-version",
        f"pack: {DIGITS}\npatches: []\n",
        1,
        rf"pack\.yaml:1: pack: {LONG_NUMBER}",
    ),
    Case(
        "huge-pack-validate-json",
        (
            "validate",
            "--format",
            "json",
            "--content",
            SHIPPED,
            "--content",
            "{work}/pack.yaml",
            "{work}/deck.yaml",
        ),
        2,
        rf'(?s)^\{{\s*"error": "content".*"line": 3,\s*"field": "patches\.0\.points",\s*'
        rf'"message": "{LONG_NUMBER}".*\}}\n$',
        (file("pack.yaml", HUGE_PACK), file("deck.yaml", LEGAL)),
        stdout_only=True,
    ),
    Case(
        "huge-number-in-a-folder-packed",
        ("pack", "{work}/club", "--content", SHIPPED, "-o", "{work}/out.yaml"),
        2,
        rf"bf109f\.yaml:2: points: {LONG_NUMBER}",
        (file("club/brs/aircraft/bf109f.yaml", f"patch: true\npoints: {DIGITS}\n"),),
    ),
    Case(
        "huge-number-in-an-overlay",
        ("check", "--content", SHIPPED, "--content", "{work}/club"),
        1,
        rf"club/brs/aircraft/bf109e\.yaml:2: speed: {LONG_NUMBER}",
        (file("club/brs/aircraft/bf109e.yaml", f"patch: true\nspeed: {DIGITS}\n"),),
    ),
    # --- JSON is always JSON ----------------------------------------------------------------
    Case(
        "json-usage-error",
        ("validate", "--format", "json", "--no-such-option", "{work}/deck.yaml"),
        2,
        r'(?s)^\{\s*"error": "usage",\s*"message": "No such option.*\}\n$',
        stdout_only=True,
    ),
    Case(
        "json-unreadable-pack",
        (
            "validate",
            "--format=json",
            "--content",
            SHIPPED,
            "--content",
            "{work}/locked.yaml",
            "{work}/deck.yaml",
        ),
        2,
        r'(?s)^\{\s*"error": "content".*"message": "cannot read: permission denied".*\}\n$',
        (unreadable("locked.yaml"), file("deck.yaml", LEGAL)),
        stdout_only=True,
        unprivileged=True,
    ),
    Case(
        "json-roll-unknown-table",
        ("roll", "tbb/nope", "--format", "json"),
        2,
        r'(?s)^\{\s*"error": "input",\s*"message": "tbb/nope: no such table.*\}\n$',
        stdout_only=True,
    ),
    Case(
        "json-roll-bad-dice",
        ("roll", "tbb/formation", "--format", "json", "--dice", "9,9"),
        2,
        r'(?s)^\{\s*"error": "input",.*\}\n$',
        stdout_only=True,
    ),
    # --- an overlay whose subfolder cannot be listed -----------------------------------------
    Case(
        "overlay-unlistable-subfolder",
        ("validate", "--content", SHIPPED, "--content", "{work}/club", "{work}/deck.yaml"),
        2,
        r"club/brs/aces: cannot read the folder: permission denied",
        (
            file("club/brs/aircraft/bf109f.yaml", "patch: true\npoints: 3\n"),
            unreadable("club/brs/aces/"),
            file("deck.yaml", LEGAL),
        ),
        unprivileged=True,
    ),
    Case(
        "overlay-unlistable-subfolder-json",
        (
            "validate",
            "--format",
            "json",
            "--content",
            SHIPPED,
            "--content",
            "{work}/club",
            "{work}/deck.yaml",
        ),
        2,
        r'(?s)^\{\s*"error": "content".*"file": "[^"]*club/brs/aces".*'
        r'"message": "cannot read the folder: permission denied".*\}\n$',
        (unreadable("club/brs/aces/"), file("deck.yaml", LEGAL)),
        stdout_only=True,
        unprivileged=True,
    ),
    # --- French, whatever the reason --------------------------------------------------------
    validate(
        "french-utf16",
        "\ufeffgame: brs\n".encode("utf-16"),
        2,
        r"deck\.yaml: unreadable: lecture impossible : le fichier est en UTF-16 ; "
        r"enregistrez-le en UTF-8",
        "--lang",
        "fr",
    ),
    validate(
        "french-not-utf8",
        b"game: brs\nname: caf\xe9\n",
        2,
        r"deck\.yaml: unreadable: ce n'est pas du texte UTF-8 : l'octet 0xE9 de la ligne 2",
        "--lang",
        "fr",
    ),
    validate(
        "french-too-large",
        LEGAL + "notes: |\n" + "  une ligne de remplissage\n" * 50_000,
        2,
        r"deck\.yaml: unreadable: lecture impossible : plus de 1,024 Kio",
        "--lang",
        "fr",
    ),
    Case(
        "french-permission",
        ("validate", "--lang", "fr", "{work}/locked.yaml"),
        2,
        r"locked\.yaml: unreadable: lecture impossible : permission refusée",
        (unreadable("locked.yaml"),),
        unprivileged=True,
    ),
    Case(
        "french-not-a-regular-file",
        ("validate", "--lang", "fr", "{work}/pipe.yaml"),
        2,
        r"pipe\.yaml: unreadable: lecture impossible : ce n'est pas un fichier ordinaire",
        (fifo("pipe.yaml"),),
        cpu_seconds=5,
    ),
    validate(
        "french-strict-duplicate-key",
        LEGAL + "game: brs\n",
        1,
        r"deck\.yaml:12: duplicate-key: game: clé en double \(déjà écrite à la ligne 1 ; "
        r"la dernière valeur l'emporte\)",
        "--lang",
        "fr",
        "--strict",
    ),
    validate(
        "french-yaml-syntax",
        "game: brs\nforce: [\n",
        2,
        r"deck\.yaml:3: format-yaml: YAML non valide : une valeur était attendue",
        "--lang",
        "fr",
    ),
    Case(
        "french-content-folder-unlistable",
        (
            "validate",
            "--lang",
            "fr",
            "--content",
            SHIPPED,
            "--content",
            "{work}/club",
            "{work}/deck.yaml",
        ),
        2,
        r"club/brs/aces: impossible de lire le dossier : permission refusée",
        (unreadable("club/brs/aces/"), file("deck.yaml", LEGAL)),
        unprivileged=True,
    ),
    # --- a space that is not one -------------------------------------------------------------
    pack(
        "pack-no-break-space-after-colon",
        "pack:\u00a01\npatches:\n  - {game: brs, kind: aircraft, id: bf109f, points: 3}\n",
        1,
        r"pack\.yaml:1: a non-breaking space \(U\+00A0\) after 'pack:': YAML needs a plain "
        r"space after the colon",
    ),
    validate(
        "deck-narrow-no-break-space-after-colon",
        LEGAL.replace("game: brs", "game:\u202fbrs"),
        2,
        r"deck\.yaml:1: format-yaml: a narrow no-break space \(U\+202F\) after 'game:'",
    ),
    validate(
        "deck-no-break-space-after-a-nested-key",
        LEGAL.replace("count: 6", "count:\u00a06"),
        2,
        r"deck\.yaml:4: format-yaml: a non-breaking space \(U\+00A0\) after 'count:'",
    ),
    # --- what a pack may say, the same in both engines (tests/vectors/packs too) ------------
    Case(
        "content-is-a-named-pipe",
        ("validate", "--content", "{work}/pipe", "{work}/deck.yaml"),
        2,
        r"pipe: not a content folder or a pack file \(a pipe, a device…\)",
        (fifo("pipe"), file("deck.yaml", LEGAL)),
        cpu_seconds=5,
    ),
    pack(
        "pack-version-one-point-oh",
        "pack: 1.0\npatches: []\n",
        1,
        r"pack\.yaml:1: pack: expected 1 \(the pack format\), got 1\.0",
    ),
    pack(
        "pack-changes-content-version",
        HEAD + "  - {game: brs, kind: game, id: brs, content_version: '99'}\n",
        1,
        r"pack\.yaml:3: patches\.0\.content_version: a pack cannot change content_version",
    ),
    pack(
        "pack-patches-one-aircraft-twice",
        HEAD + "  - {game: brs, kind: aircraft, id: a6-m2-zero, points: 40}\n"
        "  - {game: brs, kind: aircraft, id: a6-m2-zero, points: 41}\n",
        0,
        r"pack\.yaml:4: warning: patches\.1\.id: a second patch of aircraft 'a6-m2-zero' in "
        r"this pack \(the first is at line 3\)",
    ),
    Case(
        "pack-errors-in-french",
        (
            "validate",
            "--lang",
            "fr",
            "--content",
            SHIPPED,
            "--content",
            "{work}/pack.yaml",
            "{work}/deck.yaml",
        ),
        2,
        r"(?s)pack\.yaml:3: patches\.0\.game: jeu inconnu 'chess' : .*connus : brs, dif, fis, tbb"
        r".*sortie: 1 erreur dans le contenu",
        (
            file("pack.yaml", HEAD + "  - {game: chess, kind: aircraft, id: x, points: 3}\n"),
            file("deck.yaml", LEGAL),
        ),
    ),
    Case(
        "pack-named-with-a-megabyte",
        ("validate", "--content", SHIPPED, "--content", "{work}/pack.yaml", "{work}/deck.yaml"),
        2,
        r"\A(?=[\s\S]{0,400}\Z)[\s\S]*pack\.yaml:3: name\.en: expected at most 80 characters, "
        r"got 1,000,000",
        (
            file(
                "pack.yaml",
                HEAD
                + "  - {game: brs, kind: aircraft, id: bf109f, name: {en: '"
                + "A" * 1_000_000
                + "'}}\n",
            ),
            file("deck.yaml", LEGAL),
        ),
    ),
    Case(
        "name-with-a-right-to-left-override",
        ("check", "--content", SHIPPED, "--content", "{work}/club"),
        1,
        r"club/brs/aircraft/bf109f\.yaml:2: name\.en: the name holds a right-to-left override "
        r"\(U\+202E\), which cannot be seen: delete it",
        (file("club/brs/aircraft/bf109f.yaml", 'patch: true\nname: {en: "\u202eF901fB"}\n'),),
    ),
    Case(
        "roll-french-dice-that-do-not-fit",
        ("roll", "tbb/formation", "--dice", "9,9", "--lang", "fr"),
        2,
        r"sortie: tbb/formation : les dés 9,9 ne conviennent pas ; Table de Formation se lance "
        r"avec 2 dés de 1 à 6 \(par exemple --dice 3,3\)",
    ),
    Case(
        "roll-french-a-table-that-is-read",
        ("roll", "tbb/extra-vp", "--lang", "fr"),
        2,
        r"sortie: tbb/extra-vp : VP Supplémentaires est une liste de référence ou une table de "
        r"lecture, pas une table à lancer",
    ),
    Case(
        "roll-dice-of-5000-digits",
        ("roll", "tbb/formation", "--dice", "9" * 5_000, "--format", "json"),
        2,
        r'\A(?=[\s\S]{0,400}\Z)\{\s*"error": "input",\s*"message": "--dice \'9{59}…\': expected',
        stdout_only=True,
    ),
]
