"""The regions that let a table scroll sideways on a phone: one name each (regions.py)."""

from __future__ import annotations

import re

from generator.site.regions import scroll_tables
from generator.words.languages import Translator


def table(*headings: str) -> str:
    cells = "".join(f"<th>{h}</th>" for h in headings)
    return f"<table>\n<thead><tr>{cells}</tr></thead>\n<tbody><tr><td>1</td></tr></tbody>\n</table>"


def names(page: str) -> list[str]:
    return re.findall(r'aria-label="([^"]*)"', page)


def test_a_table_is_named_after_the_heading_it_sits_under() -> None:
    page = "<h1>Spitfire</h1>" + table("Field", "Value") + "<h2>Aces</h2>" + table("Name")
    assert names(scroll_tables(page, "Spitfire")) == ["Table: Spitfire", "Table: Aces"]


def test_two_tables_under_one_heading_are_told_apart_by_their_columns() -> None:
    page = "<h1>Mosquito II</h1>" + table("Field", "Value") + table("Air force", "Year", "Early")
    assert names(scroll_tables(page, "Mosquito II")) == [
        "Table: Mosquito II",
        "Table: Mosquito II (Air force, Year, Early)",
    ]


def test_columns_past_the_fourth_are_left_out_and_alike_tables_are_numbered() -> None:
    wide = table("A", "B", "C", "D", "E")
    page = "<h1>T</h1>" + wide + wide + wide
    assert names(scroll_tables(page, "T")) == [
        "Table: T",
        "Table: T (A, B, C, D…)",
        "Table: T (2)",
    ]


def test_a_name_a_game_already_gave_a_region_is_not_given_again() -> None:
    given = '<div class="sortie-scroll" tabindex="0" role="region" aria-label="Table: Q &amp; A">'
    page = f"<h1>Q &amp; A</h1>{given}{table('X')}</div><p>text</p>{table('Y', '&lt;Z&gt;')}"
    assert names(scroll_tables(page, "Q & A")) == [
        "Table: Q &amp; A",
        "Table: Q &amp; A (Y, &lt;Z&gt;)",
    ]


def test_the_names_are_in_the_pages_language() -> None:
    french = Translator("fr", {"Table: {name}": "Tableau : {name}"})
    page = "<h1>Zéro</h1>" + table("Champ") + table("Année")
    assert names(scroll_tables(page, "Zéro", french)) == [
        "Tableau : Zéro",
        "Tableau : Zéro (Année)",
    ]
