"""The core's words, in every language (``wording.LANGUAGES``): what every game's check says
the same way (``CHECK``, which each game's table takes in, so the browser gets it too), and
the lines ``sortie validate`` prints around the findings (``VERDICT``)."""

from __future__ import annotations

CHECK: dict[str, dict[str, str]] = {
    "en": {
        "unknown-id": "{what} '{given}' is not defined ({known})",
        "knock-on": " (may follow from the unknown {what} '{given}')",
        "known": "{guess}known: {ids}{more}",
        "known-guess": "did you mean '{id}'? ",
        "known-more/one": ", … {count} more",
        "known-more/many": ", … {count} more",
        "known-none": "none is defined",
        "and": " and ",
    },
    "fr": {
        "unknown-id": "{what} '{given}' : identifiant inconnu ({known})",
        "knock-on": " (peut découler d'un identifiant inconnu : {what} '{given}')",
        "known": "{guess}connus : {ids}{more}",
        "known-guess": "vouliez-vous dire '{id}' ? ",
        "known-more/one": ", … et {count} autre",
        "known-more/many": ", … et {count} autres",
        "known-none": "aucun n'est défini",
        "and": " et ",
    },
}
"""Said by every game's check, in both engines: an unknown id and the errors that may
follow from it, the known ids it may have meant, the ``and`` of a list."""

VERDICT: dict[str, dict[str, str]] = {
    "en": {
        "legal": "legal",
        "legal-partly": "legal as far as known · {unchecked}",
        "not-legal/one": "NOT LEGAL ({count} error)",
        "not-legal/many": "NOT LEGAL ({count} errors)",
        "unreadable": "UNREADABLE (not checked)",
        "warning": "warning: ",
        "not-checked": "not checked: {parts}",
        "not-checked-then": "; ",
        "not-checked-more": "; and {count} more",
        "aircraft/one": "{count} aircraft",
        "aircraft/many": "{count} aircraft",
        "hand": " · hand {size}",
        "points/one": "{count} point",
        "points/many": "{count} points",
        "points-unknown": "points unknown",
        "points-at-least/one": "≥ {points} points ({count} value unknown)",
        "points-at-least/many": "≥ {points} points ({count} values unknown)",
        "files/one": "{count} file: {parts}",
        "files/many": "{count} files: {parts}",
        "files-legal/one": "{count} legal",
        "files-legal/many": "{count} legal",
        "files-partly/one": " ({count} as far as known)",
        "files-partly/many": " ({count} as far as known)",
        "files-not-legal/one": "{count} not legal",
        "files-not-legal/many": "{count} not legal",
        "files-unreadable/one": "{count} unreadable",
        "files-unreadable/many": "{count} unreadable",
        "repeated/one": " (and {count} more time)",
        "repeated/many": " (and {count} more times)",
        "more-problems": "… and {count} more problems",
        "require-known": (
            "{part} was not checked: give {kind} {id} its {field} in a pack or overlay (the "
            "value printed on your card), or check without --require-known"
        ),
        "not-a-deck": "not a deck file: expected a mapping with game, force and deck keys",
        "no-game": "expected the id of a game with decks ({games}), {got}",
        "no-game-missing": "missing",
        "no-game-got": "got {given}",
        "no-game-folder": "the content folder {root} has no {game}/ folder",
        "folder-unreadable": "cannot read the folder: {why}",
        "folder-empty": "{path}: the folder holds no deck file (.yaml or .yml)",
    },
    "fr": {
        "legal": "conforme",
        "legal-partly": "conforme pour autant qu'on sache · {unchecked}",
        "not-legal/one": "NON CONFORME ({count} erreur)",
        "not-legal/many": "NON CONFORME ({count} erreurs)",
        "unreadable": "ILLISIBLE (non vérifié)",
        "warning": "avertissement : ",
        "not-checked": "non vérifié : {parts}",
        "not-checked-then": " ; ",
        "not-checked-more": " ; et {count} de plus",
        "aircraft/one": "{count} avion",
        "aircraft/many": "{count} avions",
        "hand": " · main de {size}",
        "points/one": "{count} point",
        "points/many": "{count} points",
        "points-unknown": "points inconnus",
        "points-at-least/one": "≥ {points} points ({count} valeur inconnue)",
        "points-at-least/many": "≥ {points} points ({count} valeurs inconnues)",
        "files/one": "{count} fichier : {parts}",
        "files/many": "{count} fichiers : {parts}",
        "files-legal/one": "{count} conforme",
        "files-legal/many": "{count} conformes",
        "files-partly/one": " (dont {count} pour autant qu'on sache)",
        "files-partly/many": " (dont {count} pour autant qu'on sache)",
        "files-not-legal/one": "{count} non conforme",
        "files-not-legal/many": "{count} non conformes",
        "files-unreadable/one": "{count} illisible",
        "files-unreadable/many": "{count} illisibles",
        "repeated/one": " (et {count} fois de plus)",
        "repeated/many": " (et {count} fois de plus)",
        "more-problems": "… et {count} autres problèmes",
        "require-known": (
            "non vérifié : {part} ; renseignez {field} de {kind} {id} dans un pack ou une "
            "surcouche (la valeur imprimée sur votre carte), ou vérifiez sans --require-known"
        ),
        "not-a-deck": (
            "ce n'est pas un fichier de deck : il faut une table avec les clés game, force et deck"
        ),
        "no-game": "il faut l'id d'un jeu qui a des decks ({games}), {got}",
        "no-game-missing": "clé absente",
        "no-game-got": "reçu {given}",
        "no-game-folder": "le dossier de contenu {root} n'a pas de dossier {game}/",
        "folder-unreadable": "impossible de lire le dossier : {why}",
        "folder-empty": "{path} : le dossier ne contient aucun fichier de deck (.yaml ou .yml)",
    },
}
"""The lines ``sortie validate`` prints around a deck's findings: its verdict, its totals,
the summary of a run, and why a file could not be checked."""
