"""``sortie roll``: list a game's tables, or roll one (The Burning Blue's player aid).

A thin layer: the rolling is ``generator/games/tbb/roll.py``; this turns its answers into
text or JSON and its refusals into exit code 2.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import click

from .cli_common import EXIT_OK, Seed, content_option, format_option, user_errors
from .content import load_checked
from .display import echo, json_visible
from .exceptions import RollError

ROLL_GAMES = ("tbb",)
"""Games whose tables the roller knows."""


def _dice(text: str | None) -> list[int] | None:
    if text is None:
        return None
    try:
        return [int(part) for part in text.split(",")]
    except ValueError:
        raise RollError(f"--dice {text!r}: expected faces separated by commas, e.g. 3,5") from None


def _signed(value: int) -> str:
    return f"{value:+d}"


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
@click.option("--column", help="The result column to read (a column id, e.g. cloudy).")
@click.option("--seed", type=Seed(), help="Seed the dice: the same seed rolls the same faces.")
@format_option("Output format.")
@content_option
@user_errors
def roll_command(
    target: str,
    dice_text: str | None,
    mods: tuple[int, ...],
    column: str | None,
    seed: int | None,
    output: str,
    content_dir: Path,
) -> None:
    """List a game's tables (TARGET = tbb) or roll one (TARGET = tbb/<table>).

    Rolls the table's dice (or takes --dice), adds every --mod, reads the row (a total past
    either end of the table reads the end row) and prints the result with the modifiers
    that applied. Exit status: 0 when the table was rolled or listed, 2 for an unknown
    game, table or column, or dice the table cannot take.
    """
    from .games.tbb.aid import tables_of
    from .games.tbb.present import dice_text as dice_label
    from .games.tbb.present import ordered
    from .games.tbb.roll import roll, rollable

    game_id, _, table_id = target.partition("/")
    if game_id not in ROLL_GAMES:
        raise RollError(f"{target}: no tables to roll for '{game_id}' (games: tbb)")
    content = load_checked(content_dir, only={game_id})
    tables = tables_of(content.games[game_id])
    if not table_id:
        if output == "json":
            listing = [
                {
                    "id": f"{game_id}/{key}",
                    "name": t.name.en,
                    "rule": t.rule,
                    "dice": dice_label(t),
                    "rollable": rollable(t),
                }
                for key, t in ordered(tables)
            ]
            click.echo(json_visible(json.dumps(listing, ensure_ascii=False, indent=2)))
        else:
            for key, t in ordered(tables):
                note = "" if rollable(t) else "  (reference: read, not rolled)"
                echo(f"{game_id}/{key:<22} {t.name.en} [{t.rule}] — {dice_label(t)}{note}")
        sys.exit(EXIT_OK)
    if table_id not in tables:
        raise RollError(
            f"{target}: no such table (see `sortie roll {game_id}` for the list: "
            f"{', '.join(key for key, _ in ordered(tables))})"
        )
    table = tables[table_id]
    result = roll(
        table_id,
        table,
        dice=_dice(dice_text),
        modifiers=mods,
        column=column,
        rng=random.Random(seed) if seed is not None else None,
    )
    if output == "json":
        click.echo(json_visible(json.dumps(result.as_json(), ensure_ascii=False, indent=2)))
        sys.exit(EXIT_OK)
    names = {c.id: c.name.en for c in table.columns}
    effects = {o.result: o.effect for o in table.outcomes}
    lines = [f"{game_id}/{table_id} — {table.name.en} [{table.rule}]"]
    if result.dice:
        lines.append(f"dice: {' + '.join(map(str, result.dice))} = {sum(result.dice)}")
    else:
        lines.append(f"start: column {table.start}")
    lines.append(
        "modifiers: " + (" ".join(map(_signed, result.modifiers)) if result.modifiers else "none")
    )
    end = " (past the end of the table: the end row is read)" if result.clamped else ""
    lines.append(f"total: {result.total}{end}")
    lines.append(f"row: {result.row}")
    if isinstance(result.result, dict):
        lines.append("result:")
        lines += [f"  {names[key]} ({key}): {value}" for key, value in result.result.items()]
    else:
        heading = f" ({names[column]})" if column else ""
        lines.append(f"result{heading}: {result.result}")
        if result.result in effects:
            lines.append(f"  {effects[result.result]}")
        then = next((o.then for o in table.outcomes if o.result == result.result), None)
        if then:
            more = f" --column {column}" if column else ""
            lines.append(f"next: sortie roll {game_id}/{then}{more}")
    for line in lines:
        echo(line)
    sys.exit(EXIT_OK)
