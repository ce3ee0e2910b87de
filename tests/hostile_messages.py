"""Hostile input, round two (issue 18): values a message would echo are cut, so a
100,000-character id or a 5,000-digit number costs a line of output, not a page.

Each pattern opens with a lookahead on the whole output's length (``\\A(?=[\\s\\S]{0,N}\\Z)``):
the bound is what the messages themselves need, far below the size of the echoed value."""

from __future__ import annotations

from hostile import LEGAL, Case, deck_with, file, validate

LONG = 100_000
"""Characters in a hostile id: beyond any YAML key (1,024), so it comes as a value."""


def bounded(most: int, pattern: str) -> str:
    """``pattern``, matched only when the output is at most ``most`` characters long."""
    return rf"\A(?=[\s\S]{{0,{most}}}\Z)[\s\S]*{pattern}"


CUT_B = "'" + "b" * 59 + "…'"
"""A 100,000-character id of ``b`` as a message shows it: 59 characters and an ellipsis."""

HUGE_AIRCRAFT = deck_with("aircraft: bf109e", "aircraft: " + "b" * LONG)
FORCE_FILE = (
    "game: fis\nsides:\n  - players:\n      - formations:\n          - aircraft: "
    "[{aircraft: fighter, leader: " + "g" * LONG + "}, {aircraft: fighter, wingman: true}]\n"
)
SETUP_FILE = (
    "game: dif\nedition: aces-high\nsides:\n  - aircraft:\n      - aircraft: bf-110c\n"
    "        pilot: {codes: ['" + "Z" * LONG + "']}\n"
)
SEED = "9" * 5_000

CASES: list[Case] = [
    validate(
        "brs-100k-character-aircraft-id",
        HUGE_AIRCRAFT,
        1,
        bounded(2_500, rf"deck\.yaml:3: unknown-id: aircraft {CUT_B} is not defined"),
    ),
    validate(
        "brs-100k-character-aircraft-id-json",
        HUGE_AIRCRAFT,
        1,
        bounded(5_000, rf'"message": "aircraft {CUT_B} is not defined'),
        "--format",
        "json",
        stdout_only=True,
    ),
    validate(
        "brs-knock-on-marks-cut-the-id-too",
        HUGE_AIRCRAFT,
        1,
        bounded(2_500, rf"trait-foreign: .*\(may follow from the unknown aircraft {CUT_B}\)"),
    ),
    validate(
        "brs-4000-digit-skill",
        deck_with("count: 6", "count: 6\n    skill: " + "9" * 4_000),
        2,
        bounded(
            2_000,
            r"deck\.yaml:5: count-range: force\.0\.skill: a number of 4,000 digits: no value "
            r"Sortie reads has more than 40",
        ),
    ),
    validate(
        "fis-100k-character-leader-class",
        FORCE_FILE,
        1,
        bounded(
            1_500,
            r"unknown-id: leader class 'g{59}…' is not defined[\s\S]*"
            r"wingman-without-leader: .*\(may follow from the unknown leader class 'g{59}…'\)",
        ),
    ),
    validate(
        "dif-100k-character-pilot-code",
        SETUP_FILE,
        1,
        bounded(1_500, r"pilot-code: 'Z{59}…' is not an experienced-pilot code"),
    ),
    Case(
        "deck-5000-digit-seed",
        ("deck", "{work}/deck.yaml", "--seed", SEED),
        2,
        bounded(
            1_000,
            r"--seed.*expected an integer of at most 40 digits, got '9{59}…' "
            r"\(5,000 characters\)",
        ),
        (file("deck.yaml", LEGAL),),
    ),
    Case(
        "roll-5000-digit-seed",
        ("roll", "--seed", SEED, "tbb"),
        2,
        bounded(1_000, r"expected an integer of at most 40 digits, got '9{59}…'"),
    ),
]
