"""``sortie validate`` in French (issue 25): ``--lang fr``, or a French locale, says every
finding, the verdict line, the summary and the validator's own words about a bad file in
French; ``--lang en`` keeps English. Every expected line is written out by hand here from
the rules and the content's French names (Great Climb is « Excellente Ascension », Very
High « Très Haute », Poland « Pologne »), never produced by the code under test."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CONTENT, ROOT, write

# Six Bf109E ask for 6 trait cards split 3/3 between Great Climb and Great Dive: 4/2 is
# one Great Climb too many. Every deck holds exactly 2 theatre cards (1 here); 6 aircraft
# take 2 doctrine cards under the assumed table (1 here: a warning, the table being
# unverified). Points: 6 x (31 + 50 for the default skill 3) = 486.
BRS = """\
game: brs
force:
  - aircraft: bf109e
    count: 6
deck:
  great-climb: 4
  great-dive: 2
  dive-evasion: 1
  clear-skies: 1
"""

# Aces High: the P-40B is a ZERO! card; Very High is never a start; a crew is a ZERO!
# rule; P+9 is no experienced-pilot code; a Polish pilot on a British Spitfire; High on a
# Spitfire I whose Turbocharger is unknown is a warning. No VP is known: points unknown.
DIF = """\
game: dif
edition: aces-high
sides:
  - aircraft:
      - {aircraft: p-40b}
      - {aircraft: spitfire-i, altitude: very-high, crew: {codes: []}}
      - {aircraft: spitfire-i, altitude: high, pilot: {nation: poland, codes: [P+9]}}
"""

# Seven fighters and a wingman in one formation: 8 over the 6 a formation holds, and the
# wingman has no leader (in his formation, and on his side). The second side has no
# aircraft at all. The RAF's points: the wingman's 5, the fighters' unknown, so its
# 30-point limit is not checked. Hands: one player, no leader, 4 cards; 1 activation.
FIS = """\
game: fis
points_limit: 30
sides:
  - name: RAF
    players:
      - formations:
          - name: Red
            aircraft:
              - {aircraft: fighter, count: 7}
              - {aircraft: fighter, wingman: true}
  - players:
      - formations: []
"""


def lines(result) -> list[str]:
    return result.stdout.splitlines()


def test_a_blood_red_skies_deck_in_french(tmp_path: Path, sortie) -> None:
    path = write(tmp_path / "d.yaml", BRS)
    result = sortie("validate", "--lang", "fr", path, "--content", CONTENT)
    assert result.exit_code == 1
    assert lines(result) == [
        f"{path}:6: trait-split: 6 Bf109E demandent 6 cartes de Trait réparties 3/3 entre "
        "Excellente Ascension et Formidable Piqué ; la pioche en a 4/2 : changez 1 carte "
        "Excellente Ascension en Formidable Piqué",
        f"{path}:9: theatre-count: toute pioche demande exactement 2 cartes de Théâtre ; la "
        "pioche en a 1 : ajoutez 1 carte de Théâtre",
        f"{path}:8: avertissement : doctrine-count: 6 avions demandent 2 cartes de Doctrine "
        "selon la table de Doctrine supposée, qu'aucune source ne confirme encore ; la pioche "
        "en a 1 : ajoutez 1 carte de Doctrine",
        f"{path}: NON CONFORME (2 erreurs) · 6 avions · main de 3 · 486 points",
    ]


def test_a_down_in_flames_set_up_in_french(tmp_path: Path, sortie) -> None:
    path = write(tmp_path / "s.yaml", DIF)
    result = sortie("validate", "--lang", "fr", path, "--content", CONTENT)
    assert result.exit_code == 1
    codes = "A+1, A+2, AP1, AP2, Ag, B+1, Cl, Di, F+1, H+0/+1, H+1/+1, M0(1), P+1, P+2, Re, S+1"
    assert lines(result) == [
        f"{path}:5: edition: P-40B est une carte de l'édition ZERO! (GMT), et cette bataille "
        "se joue avec l'édition Aces High (DVG) : choisissez un avion de l'édition Aces High "
        "(DVG)",
        f"{path}:6: altitude: Spitfire I ne peut pas partir à l'altitude Très Haute ; "
        "altitudes de départ permises : Très Basse, Basse, Moyenne",
        f"{path}:6: pilot-code: les équipages sont une règle de ZERO! : retirez crew, ou "
        "mettez edition: zero",
        f"{path}:7: pilot-code: 'P+9' n'est pas un code de pilote expérimenté (attendu : "
        f"l'un de {codes})",
        f"{path}:7: pilot-nation: un pilote ne vole que sur les avions de sa nation (ou prenez "
        "un pilote générique : retirez nation) ; ce pilote : Pologne, Spitfire I : Royaume-Uni",
        f"{path}:7: avertissement : turbocharger-unknown: Spitfire I ne peut partir à "
        "l'altitude Haute qu'avec un Moteur turbocompressé, et on ne sait pas s'il en a un",
        f"{path}: NON CONFORME (5 erreurs) · 3 avions · points inconnus",
    ]


# ZERO! with a 3-VP limit: the A6M2 Zero's VP are unknown (not checked), the P-40B is worth
# 5 (rule 24.61's example: two destroyed score 10). ZERO!'s French rules write « VPs », and
# before a vowel « de » elides: « de l'A6M2 Zero ».
ZERO_VP = """\
game: dif
edition: zero
vp_limit: 3
sides:
  - aircraft:
      - {aircraft: a6m2}
  - aircraft:
      - {aircraft: p-40b}
"""


def test_a_zero_set_up_says_vps_and_elides_in_french(tmp_path: Path, sortie) -> None:
    path = write(tmp_path / "z.yaml", ZERO_VP)
    result = sortie("validate", "--lang", "fr", path, "--content", CONTENT)
    assert result.exit_code == 1
    said = lines(result)
    assert said[1] == (
        f"{path}:6: avertissement : vp-unknown: impossible de vérifier la limite de 3 VPs : la "
        "valeur en VPs de l'A6M2 Zero est inconnue"
    )
    assert said[-3:] == [
        f"{path}: camp 1 : 1 avion · VPs inconnus",
        f"{path}: camp 2 : 1 avion · 5 VPs",
        f"{path}: NON CONFORME (1 erreur) · non vérifié : la limite de 3 VPs (VPs de l'A6M2 "
        "Zero inconnus) · 2 avions · 2 camps · limite de 3 VPs",
    ]
    assert not any(" PV" in line for line in said)


def test_a_fighters_in_sight_force_in_french(tmp_path: Path, sortie) -> None:
    path = write(tmp_path / "f.yaml", FIS)
    result = sortie("validate", "--lang", "fr", path, "--content", CONTENT)
    assert result.exit_code == 1
    assert lines(result) == [
        f"{path}:4: wingman-without-leader: RAF a 1 ailier et aucun leader : un ailier "
        "protège un leader ; ajoutez un leader ou retirez les ailiers",
        f"{path}:7: formation-size: escadrille « Red » compte 8 avions ; une escadrille en "
        "compte au plus 6 : divisez-la",
        f"{path}:11: side-empty: camp 2 n'a aucun avion : ajoutez-en au moins un",
        f"{path}:2: avertissement : points-unknown: RAF : impossible de vérifier la limite de "
        "30 points (valeurs inconnues : points de Chasseur (générique))",
        f"{path}:7: avertissement : wingman-formation: escadrille « Red » a un ailier mais "
        "aucun leader : sa contre-attaque protège le leader de sa propre escadrille",
        f"{path}: RAF : 8 avions · 1 joueur · main de 4 · 1 activation · 5 points+",
        f"{path}: camp 2 : 0 avion · 1 joueur · main de 4 · 1 activation · 0 point",
        f"{path}: NON CONFORME (3 erreurs) · non vérifié : RAF : limite de 30 points (points "
        "de Chasseur (générique) inconnus) · 8 avions · 2 camps",
    ]


def test_an_unknown_id_and_what_may_follow_from_it_in_french(tmp_path: Path, sortie) -> None:
    # 'great-dvie' is not counted: the deck has 3 of the 6 trait cards (3/0).
    path = write(tmp_path / "d.yaml", BRS.replace("great-climb: 4", "great-climb: 3").replace(
        "great-dive: 2", "great-dvie: 3"))  # fmt: skip
    result = sortie("validate", "--lang", "fr", "--format", "json", path, "--content", CONTENT)
    [found] = json.loads(result.stdout)
    unknown, count, _theatre = found["errors"]
    assert unknown["code"] == "unknown-id"
    assert unknown["message"].startswith(
        "carte 'great-dvie' : identifiant inconnu (vouliez-vous dire 'great-dive' ? connus : "
    )
    assert count["message"] == (
        "6 Bf109E demandent 6 cartes de Trait, réparties 3/3 entre Excellente Ascension et "
        "Formidable Piqué ; la pioche en a 3 (3/0) : ajoutez 3 cartes de Trait (peut découler "
        "d'un identifiant inconnu : carte 'great-dvie')"
    )


def test_the_json_keeps_its_codes_and_says_the_messages_in_the_language(
    tmp_path: Path, sortie
) -> None:
    path = write(tmp_path / "d.yaml", BRS)
    english, french = (
        json.loads(sortie("validate", "--lang", lang, "--format", "json", path).stdout)[0]
        for lang in ("en", "fr")
    )
    assert french["status"] == english["status"] == "not-legal"
    for kind in ("errors", "warnings"):
        assert [(f["code"], f["line"]) for f in french[kind]] == [
            (f["code"], f["line"]) for f in english[kind]
        ]
    assert english["errors"][1]["message"] == (
        "every deck needs exactly 2 theatre cards; the deck has 1: add 1 theatre card"
    )
    assert french["errors"][1]["message"] == (
        "toute pioche demande exactement 2 cartes de Théâtre ; la pioche en a 1 : ajoutez 1 "
        "carte de Théâtre"
    )


def test_a_run_and_files_that_are_no_decks_in_french(tmp_path: Path, sortie) -> None:
    good = write(tmp_path / "a.yaml", (ROOT / "examples/jg26.yaml").read_text("utf-8"))
    listed = write(tmp_path / "b.yaml", "- just\n- a list\n")
    no_game = write(tmp_path / "c.yaml", "force: []\n")
    result = sortie("validate", "--lang", "fr", good, listed, no_game, "--content", CONTENT)
    assert result.exit_code == 2
    assert lines(result) == [
        f"{good}: conforme · 6 avions · main de 3 · ≥ 436 points (1 valeur inconnue)",
        f"{listed}:1: format-deck: ce n'est pas un fichier de pioche : il faut une table avec "
        "les clés game, force et deck",
        f"{listed}: ILLISIBLE (non vérifié)",
        f"{no_game}:1: format-deck: game: il faut l'id d'un jeu qui a des pioches (brs, dif, "
        "fis), clé absente",
        f"{no_game}: ILLISIBLE (non vérifié)",
        "3 fichiers : 1 conforme, 0 non conforme, 2 illisibles",
    ]


def test_what_a_value_of_the_file_lacks_in_french(tmp_path: Path, sortie) -> None:
    # A count of 0 is out of its range (1 to 100); a pilot skill of "3" is text, not a
    # number; an unknown key is a warning that names the keys a deck file knows.
    zero = write(tmp_path / "a.yaml", "game: brs\nforce:\n  - aircraft: bf109e\n    count: 0\n")
    text = write(tmp_path / "b.yaml", "game: brs\nforce:\n  - aircraft: bf109e\n    skill: '3'\n")
    extra = write(tmp_path / "c.yaml", BRS.replace("game: brs\n", "game: brs\ncolour: red\n"))
    result = sortie("validate", "--lang", "fr", zero, text, extra, "--content", CONTENT)
    said = lines(result)
    assert said[:4] == [
        f"{zero}:4: count-range: force.0.count: il faut un nombre entier de 1 à 100 ; reçu 0",
        f"{zero}: ILLISIBLE (non vérifié)",
        f"{text}:4: format-deck: force.0.skill: il faut un nombre entier ; reçu le texte '3'",
        f"{text}: ILLISIBLE (non vérifié)",
    ]
    assert (
        f"{extra}:2: avertissement : unknown-key: colour: clé inconnue (clés connues : game, "
        "name, points_limit, format, period, force, deck)"
    ) in said


def test_a_folder_without_decks_in_french(tmp_path: Path, sortie) -> None:
    (tmp_path / "empty").mkdir()
    result = sortie("validate", "--lang", "fr", tmp_path / "empty")
    assert result.exit_code == 2
    assert f"{tmp_path / 'empty'} : le dossier ne contient aucun fichier de pioche" in result.output


def validate(path: Path, *args: str, **env: str) -> subprocess.CompletedProcess[str]:
    """``sortie validate`` in a process of its own, under the locale ``env`` gives: the
    caller's locale variables never leak in."""
    clean = {k: v for k, v in os.environ.items() if k not in ("LC_ALL", "LC_MESSAGES", "LANG")}
    return subprocess.run(
        [sys.executable, "-m", "generator.cli", "validate", str(path), "--content", CONTENT, *args],
        cwd=ROOT,
        env={**clean, **env},
        capture_output=True,
        text=True,
        check=False,
    )


FRENCH = "NON CONFORME (2 erreurs) · 6 avions · main de 3 · 486 points"
ENGLISH = "NOT LEGAL (2 errors) · 6 aircraft · hand 3 · 486 points"


@pytest.mark.parametrize(
    ("env", "args", "verdict"),
    [
        ({"LANG": "fr_FR.UTF-8"}, (), FRENCH),
        ({"LANG": "fr_FR.UTF-8"}, ("--lang", "en"), ENGLISH),
        ({"LANG": "en_GB.UTF-8"}, ("--lang", "fr"), FRENCH),
        ({"LC_MESSAGES": "fr_CA.UTF-8", "LANG": "en_US.UTF-8"}, (), FRENCH),
        # LC_ALL wins over LANG, as in every POSIX program.
        ({"LC_ALL": "C.UTF-8", "LANG": "fr_FR.UTF-8"}, (), ENGLISH),
        ({"LC_ALL": "fr_BE.UTF-8", "LANG": "C"}, (), FRENCH),
        ({}, (), ENGLISH),
    ],
)
def test_the_locale_chooses_the_language_and_lang_overrides_it(
    tmp_path: Path, env: dict[str, str], args: tuple[str, ...], verdict: str
) -> None:
    path = write(tmp_path / "d.yaml", BRS)
    done = validate(path, *args, **env)
    assert done.returncode == 1, done.stderr
    assert done.stdout.splitlines()[-1] == f"{path}: {verdict}"


def test_a_language_sortie_does_not_speak_is_refused(tmp_path: Path, sortie) -> None:
    path = write(tmp_path / "d.yaml", BRS)
    result = sortie("validate", "--lang", "de", path)
    assert result.exit_code == 2
    assert "'de' is not one of 'en', 'fr'" in result.output
