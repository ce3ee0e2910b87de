"""``sortie roll``: list a game's tables, or roll one.

A thin layer over ``generator/verdicts/rolls.py``: it turns the answers into text or JSON and the
refusals into exit code 2.
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import click

from ..words.display import echo, json_visible
from ..words.wording import language_of, speaking
from .common import (
    EXIT_OK,
    Seed,
    content_option,
    format_option,
    spoken_language_option,
    user_errors,
)


@click.command("roll")
@click.argument("target")
@click.option("--dice", "dice_text", metavar="N[,M]", help="Use these faces instead of rolling.")
@click.option(
    "--mod",
    "mods",
    type=int,
    multiple=True,
    metavar="±N",
    help="A modifier to the total (a column shift on a shift table); repeat for each.",
)
@click.option(
    "--column",
    help="The result column to read (a column id; a roll without it gives every column).",
)
@click.option("--seed", type=Seed(), help="Seed the dice: the same seed rolls the same faces.")
@format_option("Output format.")
@spoken_language_option(
    "the lines printed, and of the names the JSON adds (name_fr, row_fr, result_fr) in French"
)
@content_option
@user_errors
def roll_command(
    target: str,
    dice_text: str | None,
    mods: tuple[int, ...],
    column: str | None,
    seed: int | None,
    output: str,
    lang: str | None,
    content_dir: Path,
) -> None:
    """List a game's tables (TARGET = the game's id) or roll one (TARGET =
    <game>/<table>).

    Rolls the table's dice (or takes --dice), adds every --mod, reads the row (a total past
    either end of the table reads the end row) and prints the result with the modifiers
    that applied. Exit status: 0 when the table was rolled or listed, 2 for an unknown
    game, table or column, or dice the table cannot take.
    """
    from ..verdicts.rolls import parse_dice, roll_target

    with speaking(lang or language_of(os.environ)):
        done = roll_target(content_dir, target, parse_dice(dice_text), mods, column, seed)
        if output == "json":
            click.echo(json_visible(json.dumps(done.json, ensure_ascii=False, indent=2)))
        else:
            for line in done.lines:
                echo(line)
    sys.exit(EXIT_OK)
