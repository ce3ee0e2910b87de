"""The core's words, in every language (``wording.LANGUAGES``): what every game's check says
the same way (``CHECK``, which each game's table takes in, so the browser gets it too), the
lines ``sortie validate`` prints around the findings (``VERDICT``), what a file's values
lack (``SHAPE``), and what ``sortie roll`` adds to a game's list of tables (``ROLL``).

A game's own message tables are its ``messages.py`` (``generator/games/<id>/messages.py``):
the same role, for the words only that game says."""

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
        "points-of/one": "{count} / {limit} points",
        "points-of/many": "{count} / {limit} points",
        "points-at-least-of/one": "≥ {points} / {limit} points ({count} value unknown)",
        "points-at-least-of/many": "≥ {points} / {limit} points ({count} values unknown)",
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
        "hangar-empty": "{path}: the hangar file holds no list (lists: is empty or missing)",
        "lists/one": "{count} list: {parts}",
        "lists/many": "{count} lists: {parts}",
        "unfilled-traits/one": "no trait card for {aircraft}: our sources do not give its "
        "traits; add the {count} trait card its card names by hand, or give its traits in a "
        "pack",
        "unfilled-traits/many": "no trait cards for the {count} {aircraft}: our sources do "
        "not give their traits; add the {count} trait cards their card names by hand, or give "
        "their traits in a pack",
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
        "points-of/one": "{count} / {limit} points",
        "points-of/many": "{count} / {limit} points",
        "points-at-least-of/one": "≥ {points} / {limit} points ({count} valeur inconnue)",
        "points-at-least-of/many": "≥ {points} / {limit} points ({count} valeurs inconnues)",
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
            "non vérifié : {part} ; renseignez dans un pack ou une surcouche le champ {field} "
            "de l'entrée {kind} {id} (la valeur imprimée sur votre carte), ou vérifiez sans "
            "--require-known"
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
        "hangar-empty": "{path} : le fichier de hangar ne contient aucune liste (lists: est vide "
        "ou absent)",
        "lists/one": "{count} liste : {parts}",
        "lists/many": "{count} listes : {parts}",
        "unfilled-traits/one": "aucune carte de Trait pour {aircraft} : nos sources ne donnent "
        "pas ses traits ; ajoutez à la main {count} carte de Trait, celle que nomme sa carte, "
        "ou donnez ses traits dans un pack",
        "unfilled-traits/many": "aucune carte de Trait pour les {count} {aircraft} : nos "
        "sources ne donnent pas leurs traits ; ajoutez à la main les {count} cartes de Trait "
        "que nomme leur carte, ou donnez leurs traits dans un pack",
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
        "between": "expected a whole number from {low} to {high}",
        "at-most": "expected a number at most {limit}",
        "more-than": "expected a number more than {limit}",
        "less-than": "expected a number less than {limit}",
        "one-of": "expected one of {choices}",
        "literal": "expected {expected}",
        "too-long": "expected at most {most} items, got {count}",
        "too-many-characters": "expected at most {most} characters, got {count}",
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
        "between": "il faut un nombre entier de {low} à {high}",
        "at-most": "il faut un nombre d'au plus {limit}",
        "more-than": "il faut un nombre supérieur à {limit}",
        "less-than": "il faut un nombre inférieur à {limit}",
        "one-of": "il faut l'une de ces valeurs : {choices}",
        "literal": "il faut {expected}",
        "too-long": "il faut au plus {most} éléments, reçu {count}",
        "too-many-characters": "il faut au plus {most} caractères, reçu {count}",
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
    "en": {
        "reference": "  (reference: read, not rolled)",
        "dice-text": "--dice {text}: expected faces separated by commas, e.g. 3,5",
        "no-game": "{target}: no tables to roll for {game} (games: {games})",
        "no-game-folder": "{target}: the content folder {root} has no {game}/ folder",
        "no-table": "{target}: no such table (see `sortie roll {game}` for the list: {tables})",
        "not-rolled": "{target}: {name} is a reference list or a look-up table, not a table "
        "to roll",
        "no-column": "{target}: {name} has no column {column} (expected one of {columns})",
        "no-dice": "{target}: {name} takes no dice, only --mod shifts",
        "dice-fit/one": "{target}: the dice {dice} do not fit {name}, which rolls one die of 1 "
        "to {sides} (e.g. --dice {example})",
        "dice-fit/many": "{target}: the dice {dice} do not fit {name}, which rolls {count} dice "
        "of 1 to {sides} (e.g. --dice {example})",
        "gap": "{name}: no row covers {value} (a gap in the table)",
    },
    "fr": {
        "reference": "  (référence : se lit, ne se lance pas)",
        "dice-text": "--dice {text} : il faut des faces séparées par des virgules, par exemple 3,5",
        "no-game": "{target} : aucune table à lancer pour {game} (jeux : {games})",
        "no-game-folder": "{target} : le dossier de contenu {root} n'a pas de dossier {game}/",
        "no-table": "{target} : aucune table de ce nom (voir `sortie roll {game}` pour la liste : "
        "{tables})",
        "not-rolled": "{target} : {name} est une liste de référence ou une table de lecture, "
        "pas une table à lancer",
        "no-column": "{target} : {name} n'a pas de colonne {column} (il faut l'une de {columns})",
        "no-dice": "{target} : {name} ne prend aucun dé, seulement des décalages --mod",
        "dice-fit/one": "{target} : les dés {dice} ne conviennent pas ; {name} se lance avec "
        "un dé de 1 à {sides} (par exemple --dice {example})",
        "dice-fit/many": "{target} : les dés {dice} ne conviennent pas ; {name} se lance avec "
        "{count} dés de 1 à {sides} (par exemple --dice {example})",
        "gap": "{name} : aucune ligne ne couvre {value} (un trou dans la table)",
    },
}
"""What ``sortie roll`` says: of a table that is read, not rolled, in a game's list, and
why a roll cannot be made, in the language of the run."""


READ: dict[str, dict[str, str]] = {
    "en": {
        "cannot-read": "cannot read: {why}",
        "cannot-list": "cannot read the folder: {why}",
        "not-regular": "not a regular file (a folder, device or pipe is not read)",
        "too-large": "larger than {kib} KiB, the most a file may be",
        "utf16": "the file is UTF-16; save it as UTF-8",
        "not-utf8": "not UTF-8 text: the byte 0x{byte} on line {line} is not UTF-8; save the "
        "file as UTF-8",
        "os-permission": "permission denied",
        "os-missing": "no such file or folder",
        "os-folder": "it is a folder",
        "os-loop": "too many symbolic links",
        "os-name": "the name is too long",
        "os-io": "the disk could not be read",
        "os-other": "{why}",
        "not-yaml": "not valid YAML: {problem}",
        "not-yaml-here": "not valid YAML here: {problem}",
        "control": "a control character (U+{code}) that YAML does not allow in a file: delete "
        "it, or write it as an escape in a double-quoted string",
        "tag": "the tag {tag} is not allowed (content files are plain YAML data)",
        "tab": "{problem}: a tab character; YAML indents with spaces only",
        "context": "{problem} ({context})",
        "context-at": "{problem} ({context} that starts at line {line})",
        "aliases": "anchors and aliases (&name, *name) are not allowed: write the value out "
        "where it is used",
        "merge": "merge keys (<<) are not allowed: write the keys out",
        "deep": "nested more than {most} levels deep",
        "plain-key": "a mapping key must be a plain value",
        "long-number": "a number of {digits} digits: no value Sortie reads has more than {most}",
        "duplicate-key": "duplicate key (first written at line {first}; the later value wins)",
        "space-indent": "a {char} at column {column}: YAML indents with plain spaces only "
        "(text pasted from an e-mail often carries these)",
        "space-after": "a {char} after '{key}:': YAML needs a plain space after the colon "
        "(text pasted from an e-mail often carries these)",
        "more-lines": "… and {count} more such lines",
        "hidden": "{value}: it holds {parts}; it cannot be seen, and makes this a different id",
        "hidden-at": "a {char} at column {column}",
        "char-nbsp": "non-breaking space",
        "char-zwsp": "zero-width space",
        "char-zwnj": "zero-width non-joiner",
        "char-zwj": "zero-width joiner",
        "char-wj": "word joiner",
        "char-bom": "zero-width no-break space (a byte order mark)",
        "char-other": "{name}",
        "char-code": "{name} (U+{code})",
        "name-blank": "expected a name, got only spaces",
        "name-control": "a name is one line, without control characters",
        "name-hidden": "the name holds a {char}, which cannot be seen: delete it",
    },
    "fr": {
        "cannot-read": "lecture impossible : {why}",
        "cannot-list": "impossible de lire le dossier : {why}",
        "not-regular": "ce n'est pas un fichier ordinaire (un dossier, un périphérique ou un "
        "tube ne se lit pas)",
        "too-large": "plus de {kib} Kio, la taille maximale d'un fichier",
        "utf16": "le fichier est en UTF-16 ; enregistrez-le en UTF-8",
        "not-utf8": "ce n'est pas du texte UTF-8 : l'octet 0x{byte} de la ligne {line} n'est "
        "pas de l'UTF-8 ; enregistrez le fichier en UTF-8",
        "os-permission": "permission refusée",
        "os-missing": "aucun fichier ni dossier de ce nom",
        "os-folder": "c'est un dossier",
        "os-loop": "trop de liens symboliques",
        "os-name": "le nom est trop long",
        "os-io": "le disque n'a pas pu être lu",
        "os-other": "{why}",
        "not-yaml": "YAML non valide : {problem}",
        "not-yaml-here": "YAML non valide ici : {problem}",
        "control": "un caractère de contrôle (U+{code}) que YAML n'admet pas dans un fichier : "
        "supprimez-le, ou écrivez-le sous forme d'échappement entre guillemets doubles",
        "tag": "l'étiquette {tag} n'est pas permise (les fichiers de contenu sont des données "
        "YAML simples)",
        "tab": "{problem} : une tabulation ; YAML n'indente qu'avec des espaces",
        "context": "{problem} ({context})",
        "context-at": "{problem} ({context} qui commence à la ligne {line})",
        "aliases": "les ancres et les alias (&nom, *nom) ne sont pas permis : écrivez la valeur "
        "là où elle sert",
        "merge": "les clés de fusion (<<) ne sont pas permises : écrivez les clés",
        "deep": "plus de {most} niveaux d'imbrication",
        "plain-key": "une clé doit être une valeur simple",
        "long-number": "un nombre de {digits} chiffres : aucune valeur lue par Sortie n'en a "
        "plus de {most}",
        "duplicate-key": "clé en double (déjà écrite à la ligne {first} ; la dernière valeur "
        "l'emporte)",
        "space-indent": "un {char} à la colonne {column} : YAML n'indente qu'avec des espaces "
        "ordinaires (un texte collé depuis un courriel en contient souvent)",
        "space-after": "un {char} après « {key}: » : YAML demande une espace ordinaire après "
        "les deux-points (un texte collé depuis un courriel en contient souvent)",
        "more-lines": "… et {count} autres lignes de ce genre",
        "hidden": "{value} : contient {parts} ; invisible, il en fait un autre id",
        "hidden-at": "un {char} à la colonne {column}",
        "char-nbsp": "espace insécable",
        "char-zwsp": "espace sans chasse",
        "char-zwnj": "antiliant sans chasse",
        "char-zwj": "liant sans chasse",
        "char-wj": "gluon de mots",
        "char-bom": "espace insécable sans chasse (une marque d'ordre des octets)",
        "char-other": "caractère invisible « {name} »",
        "char-code": "{name} (U+{code})",
        "name-blank": "il faut un nom ; reçu rien que des espaces",
        "name-control": "un nom tient sur une ligne, sans caractère de contrôle",
        "name-hidden": "le nom contient un {char}, qui ne se voit pas : supprimez-le",
    },
}
"""What a file's reading says: why a file cannot be read, why it is not YAML, and what the
eye cannot see in it (``yamlload.py``, ``invisible.py``), in the language of the run."""

YAML_FR: dict[str, str] = {
    "mapping values are not allowed in this context": "une valeur de table n'est pas permise "
    "ici (un « : » de trop, ou une espace manquante après un « : » plus haut)",
    "did not find expected key": "une clé était attendue (vérifiez l'indentation)",
    "did not find expected ',' or ']'": "« , » ou « ] » attendu",
    "did not find expected ',' or '}'": "« , » ou « } » attendu",
    "did not find expected '-' indicator": "un élément de liste « - » était attendu",
    "did not find the expected '>'": "« > » attendu",
    "did not find expected <document start>": "un début de document était attendu (du texte "
    "en trop après la fin des données)",
    "did not find expected alphabetic or numeric character": "une lettre ou un chiffre était "
    "attendu",
    "did not find expected hexdecimal number": "un nombre hexadécimal était attendu",
    "did not find expected node content": "une valeur était attendue",
    "did not find expected comment or line break": "un commentaire ou un saut de ligne était "
    "attendu",
    "did not find expected whitespace or line break": "une espace ou un saut de ligne était "
    "attendu",
    "could not find expected ':'": "« : » attendu",
    "found a tab character that violates indentation": "une tabulation casse l'indentation",
    "found a tab character where an indentation space is expected": "une tabulation à la "
    "place d'une espace d'indentation",
    "found character that cannot start any token": "un caractère qui ne peut commencer aucune "
    "valeur",
    "found duplicate %YAML directive": "directive %YAML en double",
    "found undefined alias": "alias non défini",
    "found unexpected end of stream": "fin du fichier inattendue (un guillemet ou un crochet "
    "jamais fermé ?)",
    "found unknown escape character": "échappement inconnu",
    "found unexpected ':'": "« : » inattendu",
    "found unexpected document indicator": "marque de document inattendue",
    "block sequence entries are not allowed in this context": "un élément de liste « - » "
    "n'est pas permis ici",
    "but found another document": "mais un autre document suit",
    "expected a single document in the stream": "un seul document était attendu",
    "while parsing a block collection": "dans une liste",
    "while parsing a block mapping": "dans une table",
    "while parsing a flow mapping": "dans une table entre accolades",
    "while parsing a flow sequence": "dans une liste entre crochets",
    "while parsing a flow node": "dans une valeur entre crochets ou accolades",
    "while parsing a block node": "dans une valeur",
    "while parsing a quoted scalar": "dans un texte entre guillemets",
    "while scanning a plain scalar": "dans une valeur",
    "while scanning a quoted scalar": "dans un texte entre guillemets",
    "while scanning a simple key": "dans une clé",
    "while scanning a block scalar": "dans un bloc de texte",
    "while scanning a tag": "dans une étiquette",
    "while scanning an anchor": "dans une ancre",
    "while scanning an alias": "dans un alias",
    "while scanning for the next token": "en cherchant la valeur suivante",
}
"""PyYAML's own words for what is wrong (its C parser's), in French: a French run says them
in French; one not listed here is kept in English inside the French sentence."""


CONTENT: dict[str, dict[str, str]] = {
    "en": {
        "errors/one": "{count} error in content",
        "errors/many": "{count} errors in content",
        "no-folder": "no content folder given",
        "folder-missing": "the content folder does not exist",
        "not-a-folder": "not a content folder or a pack file (a pipe, a device…)",
        "pack-first": "is a file, not a content folder (a pack is laid over content: give "
        "the folder first)",
        "file-empty": "the file is empty (expected a mapping of keys)",
        "mapping": "expected a mapping of keys to values",
        "game-yaml": "missing: every game folder needs game.yaml",
        "overlay-rules": "rules pages of an overlay are not used: the site's rules pages come "
        "from the first content folder",
        "unknown-folder": "unknown folder (known: rules, {known})",
        "unknown-game-folder": "unknown game folder (known games: {known})",
        "rename-yml": "rename to .yaml: only .yaml files are read",
        "bad-file-name": "the file name {key} is not a valid id (lowercase letters, digits "
        "and hyphens)",
        "nothing-to-patch": "nothing to patch: no earlier content folder defines {what} {key}",
        "nothing-to-patch-guess": "nothing to patch: no earlier content folder defines {what} "
        "{key}; did you mean {guess}?",
        "no-game-to-patch": "no earlier content folder has the game {game}: nothing to patch",
        "defined-already": "{what} {key} is already defined in {path}: write `patch: true` in "
        "this file to change only the values it writes",
        "added-already": "{key} is already defined (in {place}): a pack adds only new ids (to "
        "change a definition, write a patch)",
        "this-pack": "this pack",
        "patch-flag": "expected true or false, got {value}",
        "pack-empty": "the pack is empty (expected pack: 1)",
        "pack-not-mapping": "not a pack: expected a mapping with pack: 1",
        "pack-version": "expected 1 (the pack format), got {got}",
        "pack-version-missing": "expected 1 (the pack format), missing",
        "pack-name": "expected text",
        "pack-unknown-key": "unknown key (a pack has pack, name, adds, patches, collection and "
        "lists)",
        "pack-list": "expected a list, got {got}",
        "pack-list-missing": "expected a list, missing",
        "pack-a-mapping": "a mapping",
        "pack-too-many": "at most {most} {key}, got {count}",
        "pack-item": "expected a mapping with game, kind and id",
        "pack-text": "expected text, got {got}",
        "pack-text-missing": "expected text, missing",
        "pack-game-id": "a patch of game.yaml has the game's id ({game}), got {id}",
        "pack-no-value": "this patch writes no value",
        "pack-version-field": "a pack cannot change content_version: it is the version of the "
        "site's data, under which players' own values are kept",
        "pack-twice": "a second patch of {kind} {id} in this pack (the first is at line "
        "{first}): where both write a value, this one wins",
        "pack-cannot-add": "a pack cannot add {kind} definitions: it adds {listed} of this game "
        "(change the others with patches)",
        "pack-adds-nothing": "nothing",
        "pack-bad-id": "{id} is not a valid id (lowercase letters, digits and hyphens)",
        "pack-add-field": "a pack adds {kind} with {fields} only: {key} cannot be given",
        "pack-unknown": "unknown {what} {given}: {guess}known: {known}",
        "pack-unknown-guess": "did you mean {guess}? ",
        "what-game": "game",
        "what-kind": "kind",
        "owned-not-games": "expected a mapping of games to what you own, got {got}",
        "owned-not-kinds": "expected a mapping of kinds (content folders) to what you own, "
        "got {got}",
        "owned-not-ids": "expected a mapping of ids to how many you own, got {got}",
        "owned-too-many": "at most {most} counts in a collection",
        "owned-count": "expected a whole number from 1 to {most} (how many you own), got {got}",
        "owned-unknown": "unknown {kind} {id}: {guess}the count is kept, and used once the "
        "content defines it",
        "owned-nothing": "nothing",
        "owned-a-list": "a list",
        "list-item": "expected a mapping with game, name and file",
        "list-unknown-key": "unknown key (a saved list has game, name and file)",
        "list-name": "expected a name of 1 to {most} characters on one line, got {got}",
        "list-file": "expected the list's file (a mapping, as a file sortie validate checks), "
        "got {got}",
        "list-file-missing": "expected the list's file (a mapping, as a file sortie validate "
        "checks), missing",
        "list-file-game": "the list is of game {game}: its file must name the same game, got {got}",
    },
    "fr": {
        "errors/one": "{count} erreur dans le contenu",
        "errors/many": "{count} erreurs dans le contenu",
        "no-folder": "aucun dossier de contenu indiqué",
        "folder-missing": "le dossier de contenu n'existe pas",
        "not-a-folder": "ni un dossier de contenu ni un fichier de pack (un tube, un "
        "périphérique…)",
        "pack-first": "c'est un fichier, pas un dossier de contenu (un pack se pose sur un "
        "contenu : indiquez d'abord le dossier)",
        "file-empty": "le fichier est vide (il faut une table de clés)",
        "mapping": "il faut une table de clés et de valeurs",
        "game-yaml": "manquant : chaque dossier de jeu a besoin de game.yaml",
        "overlay-rules": "les pages de règles d'une surcouche ne servent pas : celles du site "
        "viennent du premier dossier de contenu",
        "unknown-folder": "dossier inconnu (connus : rules, {known})",
        "unknown-game-folder": "dossier de jeu inconnu (jeux connus : {known})",
        "rename-yml": "renommez-le en .yaml : seuls les fichiers .yaml sont lus",
        "bad-file-name": "le nom de fichier {key} n'est pas un id valide (lettres minuscules, "
        "chiffres et traits d'union)",
        "nothing-to-patch": "rien à modifier : aucun dossier de contenu précédent ne définit "
        "{what} {key}",
        "nothing-to-patch-guess": "rien à modifier : aucun dossier de contenu précédent ne "
        "définit {what} {key} ; vouliez-vous dire {guess} ?",
        "no-game-to-patch": "aucun dossier de contenu précédent n'a le jeu {game} : rien à "
        "modifier",
        "defined-already": "{what} {key} est déjà défini dans {path} : écrivez `patch: true` "
        "dans ce fichier pour ne changer que les valeurs qu'il écrit",
        "added-already": "{key} est déjà défini ({place}) : un pack n'ajoute que des ids "
        "nouveaux (pour changer une définition, écrivez un patch)",
        "this-pack": "dans ce pack",
        "patch-flag": "il faut true ou false ; reçu {value}",
        "pack-empty": "le pack est vide (il faut pack: 1)",
        "pack-not-mapping": "ce n'est pas un pack : il faut une table avec pack: 1",
        "pack-version": "il faut 1 (le format des packs) ; reçu {got}",
        "pack-version-missing": "il faut 1 (le format des packs) ; clé absente",
        "pack-name": "il faut du texte",
        "pack-unknown-key": "clé inconnue (un pack a pack, name, adds, patches, collection et "
        "lists)",
        "pack-list": "il faut une liste ; reçu {got}",
        "pack-list-missing": "il faut une liste ; clé absente",
        "pack-a-mapping": "une table",
        "pack-too-many": "au plus {most} {key} ; reçu {count}",
        "pack-item": "il faut une table avec game, kind et id",
        "pack-text": "il faut du texte ; reçu {got}",
        "pack-text-missing": "il faut du texte ; clé absente",
        "pack-game-id": "un patch de game.yaml a l'id du jeu ({game}) ; reçu {id}",
        "pack-no-value": "ce patch n'écrit aucune valeur",
        "pack-version-field": "un pack ne peut pas changer content_version : c'est la version "
        "des données du site, sous laquelle sont gardées les valeurs des joueurs",
        "pack-twice": "un second patch de l'entrée {kind} {id} dans ce pack (le premier est à la ligne "
        "{first}) : là où les deux écrivent une valeur, celui-ci l'emporte",
        "pack-cannot-add": "un pack ne peut pas ajouter de définitions {kind} : il ajoute "
        "{listed} de ce jeu (changez les autres par des patches)",
        "pack-adds-nothing": "rien",
        "pack-bad-id": "{id} n'est pas un id valide (lettres minuscules, chiffres et traits "
        "d'union)",
        "pack-add-field": "un pack ajoute {kind} avec {fields} seulement : {key} ne peut pas "
        "être donné",
        "pack-unknown": "{what} inconnu {given} : {guess}connus : {known}",
        "pack-unknown-guess": "vouliez-vous dire {guess} ? ",
        "what-game": "jeu",
        "what-kind": "type",
        "owned-not-games": "il faut une table des jeux et de ce que vous possédez ; reçu {got}",
        "owned-not-kinds": "il faut une table des types (dossiers du contenu) et de ce que vous "
        "possédez ; reçu {got}",
        "owned-not-ids": "il faut une table des ids et du nombre que vous en possédez ; reçu {got}",
        "owned-too-many": "au plus {most} nombres dans une collection",
        "owned-count": "il faut un nombre entier de 1 à {most} (combien vous en possédez) ; "
        "reçu {got}",
        "owned-unknown": "{kind} {id} inconnu : {guess}le nombre est gardé, et compté dès que "
        "le contenu le définit",
        "owned-nothing": "rien",
        "owned-a-list": "une liste",
        "list-item": "il faut une table avec game, name et file",
        "list-unknown-key": "clé inconnue (une liste enregistrée a game, name et file)",
        "list-name": "il faut un nom de 1 à {most} caractères sur une ligne ; reçu {got}",
        "list-file": "il faut le fichier de la liste (une table, comme un fichier que sortie "
        "validate vérifie) ; reçu {got}",
        "list-file-missing": "il faut le fichier de la liste (une table, comme un fichier que "
        "sortie validate vérifie) ; clé absente",
        "list-file-game": "la liste est du jeu {game} : son fichier doit nommer le même jeu ; "
        "reçu {got}",
    },
}
"""What reading content folders, their overlays and packs says (``loading.py``,
``overlay.py``, ``pack.py``), in the language of the run."""
