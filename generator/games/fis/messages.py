"""The wording of every force-check finding, in one table both engines read, in English and
French.

Python fills these templates in ``force.py``; the browser gets the same table in the force
builder's data and fills it with the same rule (``generator/words/wording.py``), so a wording
change is made once and cannot drift between ``sortie validate`` and the builder.
``SUMMARY`` words the closing lines ``sortie validate`` prints, which the builder draws its
own way. Game terms in French are the glossary's (``escadrille``, ``ailier``); aircraft and
leader names come from the content, in French where it gives them.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "id-aircraft": "aircraft",
        "id-leader-class": "leader class",
        "id-wingman": "wingman",
        "side-unnamed": "side {number}",
        "side-empty": "{side} has no aircraft: add at least one",
        "wingman-without-leader": (
            "{side} has {wingmen} and no leader: a wingman protects a leader; add a leader or "
            "remove the wingmen"
        ),
        "player-count": "the game is for 2 to {most} players; the sides have {players}",
        "points-limit": "{side} costs {points} points, {over} over the {limit}-point limit: {fix}",
        "points-limit-lower-bound": (
            "{side} costs at least {points} points, {over} over the {limit}-point limit: {fix}; "
            "the unknown values may call for more"
        ),
        "fix": "{change}, which saves {saves}",
        "fix-short": (
            "no change to one aircraft line saves {over} points; the most is to {change}, which "
            "saves {saves}"
        ),
        "fix-unknown": "what each aircraft line costs is not known ({unknown}): drop aircraft or leaders",
        "change-wingman": "make 1 wingman of the {aircraft} a plain pilot",
        "change-leader": "make the {leader} a plain pilot",
        "change-drop": "drop {count} {aircraft}",
        "points-unknown": "cannot check {side}'s {limit}-point limit: unknown {unknown}",
        "unchecked-points": "{side}'s {limit}-point limit ({what} unknown)",
        "points-of": "{name} points",
        "points-of-wingman": "wingman points",
        "points-of-undefined": "the points of '{given}' (not defined)",
        "formation-named": "formation “{name}”",
        "formation-unnamed": "formation {number} of player {player} ({side})",
        "player-named": "“{name}”",
        "formation-size": "{formation} has {size} aircraft; a formation holds at most {most}: split it",
        "leaders-per-formation": (
            "{formation} has {leaders} leaders; Sortie assumes one per formation (a working "
            "assumption: see leaders_per_formation in game.yaml)"
        ),
        "wingman-formation": (
            "{formation} has a wingman but no leader: his counter-attack protects the leader of "
            "his own formation"
        ),
        "leader-unnamed": "a {leader} is a pilot who really flew: give the name of the pilot",
        "loss-extra-card": (
            "the side loses his extra action card: the opponent discards one card drawn blind "
            "from its hand, and the hand is 1 card smaller from the next turn"
        ),
        "loss-chosen-card": "no more chosen card at the start of each turn",
        "loss-activations": "his player activates 1 aircraft at a time instead of {activations}",
        "wingmen/one": "{count} wingman",
        "wingmen/many": "{count} wingmen",
        "points/one": "{count} point",
        "points/many": "{count} points",
    },
    "fr": {
        "id-aircraft": "avion",
        "id-leader-class": "classe de leader",
        "id-wingman": "ailier",
        "side-unnamed": "camp {number}",
        "side-empty": "{side} n'a aucun avion : ajoutez-en au moins un",
        "wingman-without-leader": (
            "{side} a {wingmen} et aucun leader : un ailier protège un leader ; ajoutez un "
            "leader ou retirez les ailiers"
        ),
        "player-count": "le jeu se joue de 2 à {most} joueurs ; les camps en ont {players}",
        "points-limit": (
            "{side} coûte {points} points, {over} de plus que la limite de {limit} points : {fix}"
        ),
        "points-limit-lower-bound": (
            "{side} coûte au moins {points} points, {over} de plus que la limite de {limit} "
            "points : {fix} ; les valeurs inconnues peuvent demander davantage"
        ),
        "fix": "{change}, ce qui économise {saves}",
        "fix-short": (
            "aucun changement d'une seule ligne d'avions n'économise {over} points ; au mieux : "
            "{change}, ce qui économise {saves}"
        ),
        "fix-unknown": (
            "le coût de chaque ligne d'avions n'est pas connu ({unknown}) : retirez des avions "
            "ou des leaders"
        ),
        "change-wingman": "faites d'un ailier {du:aircraft} un simple pilote",
        "change-leader": "faites {du:leader} un simple pilote",
        "change-drop": "retirez {count} × {aircraft}",
        "points-unknown": (
            "{side} : impossible de vérifier la limite de {limit} points (valeurs inconnues : "
            "{unknown})"
        ),
        "unchecked-points": "{side} : limite de {limit} points ({what} inconnus)",
        "points-of": "points {de:name}",
        "points-of-wingman": "points de l'ailier",
        "points-of-undefined": "points de '{given}' (non défini)",
        "formation-named": "escadrille « {name} »",
        "formation-unnamed": "l'escadrille {number} du joueur {player} ({side})",
        "player-named": "« {name} »",
        "formation-size": (
            "{formation} compte {size} avions ; une escadrille en compte au plus {most} : "
            "divisez-la"
        ),
        "leaders-per-formation": (
            "{formation} a {leaders} leaders ; Sortie en suppose un par escadrille (hypothèse "
            "de travail : voir leaders_per_formation dans game.yaml)"
        ),
        "wingman-formation": (
            "{formation} a un ailier mais aucun leader : sa contre-attaque protège le leader de "
            "sa propre escadrille"
        ),
        "leader-unnamed": "un {leader} est un pilote qui a réellement volé : donnez le nom du pilote",
        "loss-extra-card": (
            "le camp perd sa carte action supplémentaire : l'adversaire défausse une carte tirée "
            "au hasard de sa main, et la main compte 1 carte de moins dès le tour suivant"
        ),
        "loss-chosen-card": "plus de carte choisie au début de chaque tour",
        "loss-activations": "son joueur active 1 avion à la fois au lieu de {activations}",
        "wingmen/one": "{count} ailier",
        "wingmen/many": "{count} ailiers",
        "points/one": "{count} point",
        "points/many": "{count} points",
    },
}
"""Message templates by language, then key (a finding's code, or a part of a message)."""

SUMMARY: dict[str, dict[str, str]] = {
    "en": {
        "side": "{name}: {aircraft} · {players} · hand {hand} · {activations} · {points}{more}",
        "totals": "{aircraft} · {sides}",
        "aircraft/one": "{count} aircraft",
        "aircraft/many": "{count} aircraft",
        "players/one": "{count} player",
        "players/many": "{count} players",
        "activations/one": "{count} activation",
        "activations/many": "{count} activations",
        "points/one": "{count} point",
        "points/many": "{count} points",
        "sides/one": "{count} side",
        "sides/many": "{count} sides",
    },
    "fr": {
        "side": (
            "{name} : {aircraft} · {players} · main de {hand} · {activations} · {points}{more}"
        ),
        "totals": "{aircraft} · {sides}",
        "aircraft/one": "{count} avion",
        "aircraft/many": "{count} avions",
        "players/one": "{count} joueur",
        "players/many": "{count} joueurs",
        "activations/one": "{count} activation",
        "activations/many": "{count} activations",
        "points/one": "{count} point",
        "points/many": "{count} points",
        "sides/one": "{count} camp",
        "sides/many": "{count} camps",
    },
}
"""The closing lines of a force's verdict in ``sortie validate``: a line per side, the totals."""
