"""The wording of every deck-check finding, in one table both engines read, in English and
French.

Python fills these templates here; the browser gets the same table in ``deck-data.json``
and fills it with the same rule (``{name}`` is replaced by the value of ``name``; nothing
else is special), so a wording change is made once and cannot drift between engines. A key
ending ``/one`` or ``/many`` is a phrase that counts (``wording.Words.counted``). Game terms
in French are the glossary's (``carte de Trait``, ``Compétence de Pilote``); card, aircraft
and ace names come from the content, in French where it gives them.
"""

from __future__ import annotations

MESSAGES: dict[str, dict[str, str]] = {
    "en": {
        "id-card": "card",
        "id-aircraft": "aircraft",
        "id-ace": "ace",
        "id-format": "format",
        "id-air-force": "air force",
        "force-empty": "the force has no aircraft: add at least one",
        "skill-named-ace": "{ace} is a named ace: his skill is {skill}; remove skill from this line",
        "skill-range": "pilot skill {skill} is out of range: use {minimum} to {maximum}",
        "negative-trait": (
            "{trait} is a negative trait: it applies to the aircraft all game and never enters "
            "the deck; remove {copies}"
        ),
        "trait-foreign": (
            "no aircraft of the force has the trait {trait}; remove {copies} {trait} (the "
            "force's traits: {traits})"
        ),
        "trait-count": "{who} {need}, {split}; the deck has {have} ({has}): {change}",
        "trait-split": "{who} {need} {split}; the deck has {has}{fix}",
        "trait-split-fix": ": change {cards} to {dest}",
        "split-one-type": "split {ratio} between {first} and {second}",
        "split-either": "{first} or {second}",
        "split-types": "one per aircraft, each type split evenly ({parts}), so {totals}",
        "split-part": "{count} {aircraft}: {traits}",
        "ace-skill-count": (
            "{aces} and {named} allow at most {most}; the deck has {have}: remove {remove}"
        ),
        "format-aircraft-types": (
            "{format} allows {most}; the force has {count} ({types}): remove the {extra}, or "
            "choose another format"
        ),
        "format-aircraft-count": (
            "{format} allows {low} to {high} aircraft; the force has {total}: {change}"
        ),
        "format-aircraft-least": (
            "{format} allows at least {low} aircraft; the force has {total}: {change}"
        ),
        "format-unique-ace": (
            "{format} allows each named ace once; {ace} appears {copies} times: remove {remove} "
            "of those lines"
        ),
        "traits-unknown": "the traits of the {aircraft} are unknown: its trait cards cannot be checked",
        "unchecked-traits": "trait cards of {aircraft} (traits unknown)",
        "format-require-known": (
            "{part} was not checked, and {format} asks for every value known: give {kind} {id} "
            "its {field} (the value printed on your card) in a pack or under Your cards"
        ),
        "unchecked-points": "points limit ({name} points unknown)",
        "unchecked-pilot-cost": "points limit (the cost of a skill {skill} pilot unknown)",
        "traits-unknown-surplus": (
            "{who}, of unknown traits, can bring at most {most}; the deck holds {surplus} that "
            "the aircraft of known traits cannot take: remove {remove}"
        ),
        "count": "{who} {need}; the deck has {have}: {change}",
        "count-assumed": (
            "{who} {need} under the assumed doctrine table, which no source confirms yet; "
            "the deck has {have}: {change}"
        ),
        "points-limit": "the force costs {total} points, {over} over the {limit}-point limit: {fix}",
        "points-limit-lower-bound": (
            "the force costs at least {total} points (unknown: {unknown}), {over} over the "
            "{limit}-point limit: {fix}; the unknown values may call for more"
        ),
        "points-fix-skill": "lower one {aircraft} pilot from skill {from} to {to}, which saves {saves} points",
        "points-fix-drop": "drop {count} {aircraft}, which saves {saves} points",
        "points-fix-ace": "drop {ace}, which saves {saves} points",
        "points-fix-short": "no change to one force line saves {over} points; the most is to {change}",
        "points-fix-unknown": (
            "what each force line costs is not known ({unknown}): drop aircraft or lower skills"
        ),
        "points-unknown": (
            "cannot check the {limit}-point limit: unknown {unknown}; the known values add up "
            "to {total} points"
        ),
        "points-of": "{name} points",
        "pilot-cost-of": "the cost of a skill {skill} pilot",
        "campaign-period": (
            "the {format} format needs a period: add period with a year and a block "
            "(early, mid or late)"
        ),
        "campaign-unavailable": "the {aircraft} is not on the {air_force} list in {period}{when}",
        "campaign-unavailable-when": "; it is listed from {first}",
        "campaign-limit": (
            "{limited} of the {total} aircraft are Limit types in {period} ({types}); at most "
            "{most} may be (half the squadron, rounded down): replace {over} with Auto types"
        ),
        "campaign-unknown": (
            "the campaign availability of the {aircraft} is unknown: it cannot be checked for {period}"
        ),
        "period-early": "Early {year}",
        "period-mid": "Mid {year}",
        "period-late": "Late {year}",
        "needs/one": "needs",
        "needs/many": "need",
        "aircraft-need/one": "{count} aircraft needs",
        "aircraft-need/many": "{count} aircraft need",
        "every-deck-needs": "every deck needs exactly",
        "add": "add {what}",
        "remove": "remove {what}",
        "none": "none",
        "aircraft/one": "{count} aircraft",
        "aircraft/many": "{count} aircraft",
        "aircraft-types/one": "{count} aircraft type",
        "aircraft-types/many": "{count} aircraft types",
        "trait-cards/one": "{count} trait card",
        "trait-cards/many": "{count} trait cards",
        "named-cards/one": "{count} {name} card",
        "named-cards/many": "{count} {name} cards",
        "doctrine-cards/one": "{count} doctrine card",
        "doctrine-cards/many": "{count} doctrine cards",
        "theatre-cards/one": "{count} theatre card",
        "theatre-cards/many": "{count} theatre cards",
        "ace-skill-cards/one": "{count} ace skill card",
        "ace-skill-cards/many": "{count} ace skill cards",
        "aces/one": "{count} ace",
        "aces/many": "{count} aces",
        "named-aces/one": "{count} named ace",
        "named-aces/many": "{count} named aces",
    },
    "fr": {
        "id-card": "carte",
        "id-aircraft": "avion",
        "id-ace": "as",
        "id-format": "format",
        "id-air-force": "armée de l'air",
        "force-empty": "la force n'a aucun avion : ajoutez-en au moins un",
        "skill-named-ace": (
            "{ace} est un as nommé : sa Compétence est {skill} ; retirez skill de cette ligne"
        ),
        "skill-range": (
            "la Compétence de Pilote {skill} est hors limites : choisissez de {minimum} à {maximum}"
        ),
        "negative-trait": (
            "{trait} est un trait négatif : il s'applique à l'avion pendant toute la partie et "
            "n'entre jamais dans la pioche ; retirez-en {copies}"
        ),
        "trait-foreign": (
            "aucun avion de la force n'a le trait {trait} ; retirez {copies} {trait} (traits de "
            "la force : {traits})"
        ),
        "trait-count": "{who} {need}, {split} ; la pioche en a {have} ({has}) : {change}",
        "trait-split": "{who} {need} {split} ; la pioche en a {has}{fix}",
        "trait-split-fix": " : changez {cards} en {dest}",
        "split-one-type": "réparties {ratio} entre {first} et {second}",
        "split-either": "{first} ou {second}",
        "split-types": "une par avion, chaque type réparti à parts égales ({parts}), soit {totals}",
        "split-part": "{count} {aircraft} : {traits}",
        "ace-skill-count": (
            "{aces} et {named} permettent au plus {most} ; la pioche en a {have} : retirez-en "
            "{remove}"
        ),
        "format-aircraft-types": (
            "{format} permet {most} ; la force en a {count} ({types}) : retirez les {extra}, ou "
            "choisissez un autre format"
        ),
        "format-aircraft-count": (
            "{format} permet de {low} à {high} avions ; la force en a {total} : {change}"
        ),
        "format-aircraft-least": (
            "{format} demande au moins {low} avions ; la force en a {total} : {change}"
        ),
        "format-unique-ace": (
            "{format} n'autorise chaque as nommé qu'une fois ; {ace} apparaît {copies} fois : "
            "retirez {remove} de ces lignes"
        ),
        "traits-unknown": (
            "les traits {du:aircraft} sont inconnus : ses cartes de Trait ne peuvent pas être "
            "vérifiées"
        ),
        "unchecked-traits": "cartes de Trait {du:aircraft} (traits inconnus)",
        "format-require-known": (
            "non vérifié : {part}, et {format} exige que toute valeur soit connue : renseignez "
            "le champ {field} de l'entrée {kind} {id} (la valeur imprimée sur votre carte) dans "
            "un pack ou sous Vos cartes"
        ),
        "unchecked-points": "limite de points (points {de:name} inconnus)",
        "unchecked-pilot-cost": "limite de points (coût d'un pilote de Compétence {skill} inconnu)",
        "traits-unknown-surplus": (
            "{who}, aux traits inconnus : au plus {most} ; la pioche contient {surplus} que les "
            "avions aux traits connus ne peuvent pas prendre : retirez-en {remove}"
        ),
        "count": "{who} {need} ; la pioche en a {have} : {change}",
        "count-assumed": (
            "{who} {need} selon la table de Doctrine supposée, qu'aucune source ne confirme "
            "encore ; la pioche en a {have} : {change}"
        ),
        "points-limit": (
            "la force coûte {total} points, {over} de plus que la limite de {limit} points : {fix}"
        ),
        "points-limit-lower-bound": (
            "la force coûte au moins {total} points (inconnus : {unknown}), {over} de plus que "
            "la limite de {limit} points : {fix} ; les valeurs inconnues peuvent demander davantage"
        ),
        "points-fix-skill": (
            "baissez la Compétence d'un pilote {de:aircraft} de {from} à {to}, ce qui économise "
            "{saves} points"
        ),
        "points-fix-drop": "retirez {count} × {aircraft}, ce qui économise {saves} points",
        "points-fix-ace": "retirez {ace}, ce qui économise {saves} points",
        "points-fix-short": (
            "aucun changement d'une seule ligne de la force n'économise {over} points ; au "
            "mieux : {change}"
        ),
        "points-fix-unknown": (
            "le coût de chaque ligne de la force n'est pas connu ({unknown}) : retirez des avions "
            "ou baissez des Compétences"
        ),
        "points-unknown": (
            "impossible de vérifier la limite de {limit} points (valeurs inconnues : {unknown}) ; "
            "les valeurs connues totalisent {total} points"
        ),
        "points-of": "points {de:name}",
        "pilot-cost-of": "coût d'un pilote de Compétence {skill}",
        "campaign-period": (
            "le format {format} demande une période : ajoutez period avec une année et un bloc "
            "(early, mid ou late)"
        ),
        "campaign-unavailable": (
            "le {aircraft} n'est pas sur la liste « {air_force} » pour {period}{when}"
        ),
        "campaign-unavailable-when": " ; il y figure à partir de {first}",
        "campaign-limit": (
            "{limited} des {total} avions sont de types Limit pour {period} ({types}) ; au plus "
            "{most} peuvent l'être (la moitié de l'escadrille, arrondie à l'inférieur) : "
            "remplacez-en {over} par des types Auto"
        ),
        "campaign-unknown": (
            "la disponibilité en campagne {du:aircraft} est inconnue : elle ne peut pas être "
            "vérifiée pour {period}"
        ),
        "period-early": "début {year}",
        "period-mid": "mi-{year}",
        "period-late": "fin {year}",
        "needs/one": "demande",
        "needs/many": "demandent",
        "aircraft-need/one": "{count} avion demande",
        "aircraft-need/many": "{count} avions demandent",
        "every-deck-needs": "toute pioche demande exactement",
        "add": "ajoutez {what}",
        "remove": "retirez {what}",
        "none": "aucun",
        "aircraft/one": "{count} avion",
        "aircraft/many": "{count} avions",
        "aircraft-types/one": "{count} type d'avion",
        "aircraft-types/many": "{count} types d'avions",
        "trait-cards/one": "{count} carte de Trait",
        "trait-cards/many": "{count} cartes de Trait",
        "named-cards/one": "{count} carte {name}",
        "named-cards/many": "{count} cartes {name}",
        "doctrine-cards/one": "{count} carte de Doctrine",
        "doctrine-cards/many": "{count} cartes de Doctrine",
        "theatre-cards/one": "{count} carte de Théâtre",
        "theatre-cards/many": "{count} cartes de Théâtre",
        "ace-skill-cards/one": "{count} carte de Capacité d'As",
        "ace-skill-cards/many": "{count} cartes de Capacité d'As",
        "aces/one": "{count} as",
        "aces/many": "{count} as",
        "named-aces/one": "{count} as nommé",
        "named-aces/many": "{count} as nommés",
    },
}
"""Message templates by language, then key (a finding's code, a variant of it, or a
phrase the check composes its messages from)."""
