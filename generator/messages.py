"""The core's words, in every language (``wording.LANGUAGES``): what every game's check says
the same way (``CHECK``, which each game's table takes in, so the browser gets it too), the
lines ``sortie validate`` prints around the findings (``VERDICT``), what a file's values
lack (``SHAPE``), and what ``sortie roll`` adds to a game's list of tables (``ROLL``)."""

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
            "ce n'est pas un fichier de pioche : il faut une table avec les clés game, force et deck"
        ),
        "no-game": "il faut l'id d'un jeu qui a des pioches ({games}), {got}",
        "no-game-missing": "clé absente",
        "no-game-got": "reçu {given}",
        "no-game-folder": "le dossier de contenu {root} n'a pas de dossier {game}/",
        "folder-unreadable": "impossible de lire le dossier : {why}",
        "folder-empty": "{path} : le dossier ne contient aucun fichier de pioche (.yaml ou .yml)",
    },
}
"""The lines ``sortie validate`` prints around a deck's findings: its verdict, its totals,
the summary of a run, and why a file could not be checked."""

SHAPE: dict[str, dict[str, str]] = {
    "en": {
        "whole-number": "expected a whole number",
        "true-or-false": "expected true or false",
        "text": "expected text",
        "number": "expected a number",
        "list": "expected a list",
        "mapping": "expected a mapping of keys to values",
        "missing": "this required key is missing",
        "id": "expected an id: lowercase letters, digits and hyphens",
        "non-empty": "expected non-empty text",
        "at-least": "expected a number at least {limit}",
        "at-most": "expected a number at most {limit}",
        "more-than": "expected a number more than {limit}",
        "less-than": "expected a number less than {limit}",
        "one-of": "expected one of {choices}",
        "literal": "expected {expected}",
        "too-long": "expected at most {most} items, got {count}",
        "got": "{expected}, got {got}",
        "got-mapping": "a mapping",
        "got-list": "a list",
        "got-text": "the text {text}",
        "got-null": "nothing (null)",
        "unknown-key": "unknown key{known}",
        "known-keys": " (known keys: {keys})",
        "not-json": "a value of YAML type {type} is not allowed (plain data only)",
    },
    "fr": {
        "whole-number": "il faut un nombre entier",
        "true-or-false": "il faut true ou false",
        "text": "il faut du texte",
        "number": "il faut un nombre",
        "list": "il faut une liste",
        "mapping": "il faut une table de clés et de valeurs",
        "missing": "cette clé obligatoire manque",
        "id": "il faut un id : lettres minuscules, chiffres et traits d'union",
        "non-empty": "il faut un texte non vide",
        "at-least": "il faut un nombre d'au moins {limit}",
        "at-most": "il faut un nombre d'au plus {limit}",
        "more-than": "il faut un nombre supérieur à {limit}",
        "less-than": "il faut un nombre inférieur à {limit}",
        "one-of": "il faut l'une de ces valeurs : {choices}",
        "literal": "il faut {expected}",
        "too-long": "il faut au plus {most} éléments, reçu {count}",
        "got": "{expected} ; reçu {got}",
        "got-mapping": "une table",
        "got-list": "une liste",
        "got-text": "le texte {text}",
        "got-null": "rien (null)",
        "unknown-key": "clé inconnue{known}",
        "known-keys": " (clés connues : {keys})",
        "not-json": "une valeur de type YAML {type} n'est pas permise (données simples seulement)",
    },
}
"""What ``validate`` says a file's value lacks (``count: expected a number at least 1, got
0``), in the language of the run: a content file's check is always English, a deck file's
follows ``sortie validate --lang``."""


ROLL: dict[str, dict[str, str]] = {
    "en": {"reference": "  (reference: read, not rolled)"},
    "fr": {"reference": "  (référence : se lit, ne se lance pas)"},
}
"""What ``sortie roll <game>`` says of a table that is read, not rolled."""
