"""The wording of every set-up check finding, in one table both engines read, in English
and French.

Python fills these templates in ``setups.py``; the browser gets the same table in
``setup-data.json`` and fills it with the same rule (``{name}`` is replaced by the value of
``name``; nothing else is special), so a wording change is made once and cannot drift
between ``sortie validate`` and the set-up builder. ``SUMMARY`` words the closing lines
``sortie validate`` prints, which the builder draws its own way. Game terms in French are
the glossary's (``PV``, ``Moteur turbocompressé``); aircraft, nation, altitude and alliance
names come from the content, in French where it gives them.
"""

from __future__ import annotations

import re

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "id-aircraft": "aircraft",
        "id-altitude": "altitude",
        "edition": "{name} is a card of {plane_edition}, and this battle is played with "
        "{edition}: pick an aircraft of {edition}",
        "year": "{name} entered service in {plane_year}, after the agreed year {year}",
        "year-unknown": "cannot check the year {year}: {name}'s year is unknown",
        "unchecked-year": "the year {year} ({name}'s year unknown)",
        "vp-unknown": "cannot check the {limit}-VP limit: {name}'s VP value is unknown",
        "unchecked-vp": "the {limit}-VP limit ({name}'s VP unknown)",
        "vp-limit": "{name} is worth {vp} VP, more than the agreed limit of {limit}: {swap}",
        "swap-fly": "drop it, or fly the {best} ({vp} VP) instead",
        "swap-none": "drop it; no other aircraft{whose} in {edition} is known to be worth "
        "{limit} VP or less{unknown}",
        "swap-whose": " of {nation}",
        "swap-unknown": " (the VP of {count} of them is unknown)",
        "turbocharger-unknown": "{name} may start {level} only with a Turbocharger, and whether "
        "it has one is unknown",
        "altitude": "{name} may not start at {level}: start at {allowed}{turbo}",
        "altitude-turbo": " (High needs a Turbocharger)",
        "crew-aces-high": "crews are a ZERO! rule: remove crew, or set edition: zero",
        "pilot-nation-aces-high": "a pilot of {nation} flies only its aircraft (or use a generic "
        "pilot: leave out nation); {name} is {plane_nation}",
        "crew-not-heavy": "crews man heavy bombers only; {name} is {role}",
        "pilot-not-leader": "pilots fly leader aircraft; {name} is {role} (a heavy bomber takes "
        "a crew)",
        "pilot-nation": "a {nation} {who} may only fly {nation} aircraft; {name} is {plane_nation}",
        "pilot-service": "{service_a} pilot may only fly {service} aircraft; {name} is "
        "{plane_service_a} aircraft",
        "pilot-type": "this {who} names the {type} type and flies only it (any model); {name} is "
        "of type {plane_type}",
        "pilot-code": "'{code}' is not {what} (expected one of {known})",
        "alliance-mixed": "side {side} mixes {alliances} aircraft; a historical battle keeps each "
        "alliance on its own side",
        "alliance-same": "sides {first} and {second} are both {alliance}; a historical battle "
        "pits the Axis against the Allies",
        "side-unnamed": "side {number}",
        "who-pilot": "pilot",
        "who-crew": "crew",
        "code-experienced": "an experienced-pilot code",
        "code-pilot-skill": "a pilot skill",
        "code-crew-skill": "a crew skill",
        "type-unknown": "unknown",
        "role-fighter": "a fighter",
        "role-fighter-bomber": "a fighter bomber",
        "role-bomber": "a bomber",
        "role-torpedo-bomber": "a torpedo bomber",
        "role-medium-bomber": "a medium bomber",
        "role-heavy-bomber": "a heavy bomber",
        "role-reconnaissance": "a reconnaissance",
        "service-army": "army",
        "service-navy": "navy",
        "service-a-army": "an army",
        "service-a-navy": "a navy",
    },
    "fr": {
        "id-aircraft": "avion",
        "id-altitude": "altitude",
        "edition": "{name} est une carte de l'édition {plane_edition}, et cette bataille se "
        "joue avec l'édition {edition} : choisissez un avion de l'édition {edition}",
        "year": "{name} est entré en service en {plane_year}, après l'année convenue {year}",
        "year-unknown": "impossible de vérifier l'année {year} : l'année {du:name} est inconnue",
        "unchecked-year": "l'année {year} (année {du:name} inconnue)",
        "vp-unknown": "impossible de vérifier la limite de {limit} PV : la valeur en PV "
        "{du:name} est inconnue",
        "unchecked-vp": "la limite de {limit} PV (PV {du:name} inconnus)",
        "vp-limit": "{name} vaut {vp} PV, plus que la limite convenue de {limit} : {swap}",
        "swap-fly": "retirez-le, ou prenez plutôt {le:best} ({vp} PV)",
        "swap-none": "retirez-le ; aucun autre avion{whose} de l'édition {edition} n'est connu "
        "pour valoir {limit} PV ou moins{unknown}",
        "swap-whose": " ({nation})",
        "swap-unknown": " (les PV de {count} d'entre eux sont inconnus)",
        "turbocharger-unknown": "{name} ne peut partir à l'altitude {level} qu'avec un Moteur "
        "turbocompressé, et on ne sait pas s'il en a un",
        "altitude": "{name} ne peut pas partir à l'altitude {level} ; altitudes de départ "
        "permises : {allowed}{turbo}",
        "altitude-turbo": " (Haute demande un Moteur turbocompressé)",
        "crew-aces-high": "les équipages sont une règle de ZERO! : retirez crew, ou mettez "
        "edition: zero",
        "pilot-nation-aces-high": "un pilote ne vole que sur les avions de sa nation (ou "
        "prenez un pilote générique : retirez nation) ; ce pilote : {nation}, {name} : "
        "{plane_nation}",
        "crew-not-heavy": "un équipage ne sert que sur un bombardier lourd ; {name} est {role}",
        "pilot-not-leader": "les pilotes volent sur les avions de tête ; {name} est {role} (un "
        "bombardier lourd prend un équipage)",
        "pilot-nation": "un {who} ne vole que sur des avions de sa nation ; ce {who} : "
        "{nation}, {name} : {plane_nation}",
        "pilot-service": "un pilote {service_a} ne vole que sur des avions {service} ; {name} "
        "est un avion {plane_service_a}",
        "pilot-type": "ce {who} désigne le type {type} et ne vole que sur lui (tout modèle) ; "
        "{name} est du type {plane_type}",
        "pilot-code": "'{code}' n'est pas {what} (attendu : l'un de {known})",
        "alliance-mixed": "le camp {side} réunit {alliances} ; une bataille historique garde "
        "chaque alliance dans son propre camp",
        "alliance-same": "les camps {first} et {second} représentent tous deux {alliance} ; une "
        "bataille historique oppose l'Axe aux Alliés",
        "side-unnamed": "camp {number}",
        "who-pilot": "pilote",
        "who-crew": "équipage",
        "code-experienced": "un code de pilote expérimenté",
        "code-pilot-skill": "une aptitude de pilote",
        "code-crew-skill": "une aptitude d'équipage",
        "type-unknown": "inconnu",
        "role-fighter": "un chasseur",
        "role-fighter-bomber": "un chasseur-bombardier",
        "role-bomber": "un bombardier",
        "role-torpedo-bomber": "un bombardier torpilleur",
        "role-medium-bomber": "un bombardier moyen",
        "role-heavy-bomber": "un bombardier lourd",
        "role-reconnaissance": "un avion de reconnaissance",
        "service-army": "de l'armée de terre",
        "service-navy": "de la marine",
        "service-a-army": "de l'armée de terre",
        "service-a-navy": "de la marine",
    },
}
"""Message templates by language, then key (a finding's code, a variant of it, or a
phrase the check composes its messages from)."""

SUMMARY: dict[str, dict[str, str]] = {
    "en": {
        "side": "{name}: {aircraft} · {vp}{start}",
        "vp": "{vp} VP",
        "vp-unknown": "VP unknown",
        "head-start": " · head start {vp}",
        "totals": "{aircraft} · {sides}{limit}",
        "vp-limit": " · VP limit {limit}",
        "aircraft/one": "{count} aircraft",
        "aircraft/many": "{count} aircraft",
        "sides/one": "{count} side",
        "sides/many": "{count} sides",
    },
    "fr": {
        "side": "{name} : {aircraft} · {vp}{start}",
        "vp": "{vp} PV",
        "vp-unknown": "PV inconnus",
        "head-start": " · avance de départ {vp}",
        "totals": "{aircraft} · {sides}{limit}",
        "vp-limit": " · limite de {limit} PV",
        "aircraft/one": "{count} avion",
        "aircraft/many": "{count} avions",
        "sides/one": "{count} camp",
        "sides/many": "{count} camps",
    },
}
"""The closing lines of a set-up's verdict in ``sortie validate``: a line per side, the totals."""

_PV = re.compile(r"\bPV\b")


def _zero(table: dict[str, dict[str, str]]) -> dict[str, dict[str, str]]:
    """The French of ``table`` that names victory points, as ZERO!'s French rules write
    them: VPs, where Aces High's write PV (``french-terms.yaml``)."""
    return {
        "fr": {key: _PV.sub("VPs", text) for key, text in table["fr"].items() if _PV.search(text)}
    }


EDITION_MESSAGES: dict[str, dict[str, dict[str, str]]] = {"zero": _zero(MESSAGES)}
"""Per edition, the messages its set-ups say otherwise, laid over ``MESSAGES``."""
EDITION_SUMMARY: dict[str, dict[str, dict[str, str]]] = {"zero": _zero(SUMMARY)}
"""Per edition, the summary words its set-ups say otherwise, laid over ``SUMMARY``."""
