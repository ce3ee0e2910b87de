"""Planned columns (``generator/sheets/aidplan.py``) on made-up measures, worked by hand: a
block broken where a column ends keeps its heading with two pieces and leaves two for
the next column, a short block moves whole, every later part is marked continued."""

from __future__ import annotations

from generator.sheets.aidplan import Block, Fragment, Measures, Plan, pack

PLAN = Plan(columns=2, column_width=50.0, gap=3.0, margin=0.0, page_width=103.0, page_height=100.5)
"""Two columns a page, 100 mm high (100.5 less the 0.5 mm kept at a page's foot), each
taking 99.5 mm of blocks (0.5 mm kept at a column's foot)."""


def table(name: str, rows: int, row: float, notes: int = 0) -> Block:
    """A block of a 20 mm heading, ``rows`` rows of ``row`` mm in a table adding 5 mm
    round them, and 10 mm notes; 2 mm of margin, 4 mm for its continued heading."""
    block = Block(name, extra=2.0, continued=4.0)
    block.pieces.append("head")
    block.heights["head"] = 20.0
    for index in range(rows):
        key = f"body:{index}"
        block.pieces.append(key)
        block.heights[key] = row
        block.group_of[key] = f"{name}/body"
    block.overheads[f"{name}/body"] = 5.0
    for index in range(notes):
        key = f"notes:{index}"
        block.pieces.append(key)
        block.heights[key] = 10.0
    return block


def parts(plan: Plan) -> list[list[tuple[str, list[str], bool]]]:
    def keys(fragment: Fragment) -> list[str]:
        """The fragment's pieces in the block's order: the heading, then by kind and number."""
        assert fragment.pieces is not None

        def order(key: str) -> tuple[bool, bool, int]:
            kind, _, number = key.partition(":")
            return key != "head", kind != "body", int(number or 0)

        return sorted(fragment.pieces, key=order)

    return [
        [(f.block, keys(f), f.continued) for f in column] for page in plan.pages for column in page
    ]


def rows(first: int, last: int) -> list[str]:
    return [f"body:{i}" for i in range(first, last + 1)]


def test_a_long_block_breaks_where_its_column_ends() -> None:
    # 2 + 20 + 5 + 6 × 15 = 117 mm: more than a column. Four rows fit with the heading
    # (2 + 20 + 5 + 60 = 87 mm; five would be 102); the last two go on under the
    # continued heading (2 + 4 + 5 + 30 = 41 mm), and the next block (2 + 20 + 10 = 32 mm)
    # fits after them (73 mm).
    measures = Measures([table("a", 6, 15.0), table("b", 0, 0.0, notes=1)], title=0.0)
    assert parts(pack(measures, PLAN)) == [
        [("a", ["head", *rows(0, 3)], False)],
        [("a", rows(4, 5), True), ("b", ["head", "notes:0"], False)],
    ]


def test_a_part_left_for_the_next_column_holds_two_pieces() -> None:
    # Six rows of 13 mm: five fit with the heading (2 + 20 + 5 + 65 = 92 mm), which would
    # leave one row alone under a heading of its own: four stay, two go on.
    measures = Measures([table("a", 6, 13.0)], title=0.0)
    assert parts(pack(measures, PLAN)) == [
        [("a", ["head", *rows(0, 3)], False)],
        [("a", rows(4, 5), True)],
    ]


def test_a_short_block_moves_whole_and_the_title_takes_its_room() -> None:
    # Under a 10 mm title the first column holds 89.5 mm: the first block (2 + 20 + 5 + 4
    # × 15 = 87 mm) fits; the second (2 + 20 + 10 = 32 mm) does not fit the 2.5 mm left
    # and fits a column: it moves whole, nothing is broken.
    measures = Measures([table("a", 4, 15.0), table("b", 0, 0.0, notes=1)], title=10.0)
    planned = pack(measures, PLAN)
    assert parts(planned) == [
        [("a", ["head", *rows(0, 3)], False)],
        [("b", ["head", "notes:0"], False)],
    ]
    assert planned.first_height == 90.0


def test_on_too_few_columns_a_block_is_broken_to_fit() -> None:
    # a: 2 + 20 + 5 + 2 × 15 = 57 mm; b: 2 + 20 + 5 + 10 × 5 = 77 mm; c: 2 + 20 + 5 + 15 =
    # 42 mm. Whole, b does not fit after a (134 mm) nor c after b (119 mm): three columns.
    # On two, b is broken after a (57 + 2 + 20 + 5 + 3 × 5 = 99 mm), its seven other rows
    # (2 + 4 + 5 + 35 = 46 mm) and c (42 mm) fill the second column.
    measures = Measures([table("a", 2, 15.0), table("b", 10, 5.0), table("c", 1, 15.0)], 0.0)
    assert parts(pack(measures, PLAN)) == [
        [("a", ["head", *rows(0, 1)], False)],
        [("b", ["head", *rows(0, 9)], False)],
        [("c", ["head", "body:0"], False)],
    ]
    assert parts(pack(measures, PLAN, most=2)) == [
        [("a", ["head", *rows(0, 1)], False), ("b", ["head", *rows(0, 2)], False)],
        [("b", rows(3, 9), True), ("c", ["head", "body:0"], False)],
    ]
