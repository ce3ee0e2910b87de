"""Sheet geometry (generator/sheets/layout.py): margins, bleeds and mirrored backs, hand-computed
from the paper sizes and checked exactly."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from generator.exceptions import OptionError
from generator.sheets.alignment import alignment_page
from generator.sheets.layout import (
    CARD_HEIGHT,
    CARD_WIDTH,
    MIN_MARK,
    PAPERS,
    PER_SHEET,
    PRINTER_MARGIN,
    BleedMode,
    BleedPlan,
    Box,
    Duplex,
    SheetLayout,
    check_fits,
    default_bleed,
    max_card_bleed,
    max_outer_bleed,
    plan_bleed,
)
from generator.sheets.marks import cut_marks, cut_positions, short_marks_note

A4, LETTER = PAPERS["a4"], PAPERS["letter"]


def layout(paper=A4, bleed=0.0, **options) -> SheetLayout:
    return SheetLayout(paper, plan_bleed(paper, bleed), **options)


def test_butted_grids_are_centred_with_the_published_margins() -> None:
    assert layout(A4).grid == Box(10.5, 16.5, 189.0, 264.0)
    grid = layout(LETTER).grid
    assert (grid.x, grid.y) == pytest.approx((13.45, 7.7))
    assert (grid.width, grid.height) == (189.0, 264.0)


def test_largest_bleeds_inside_a_5_mm_printer_margin() -> None:
    assert max_card_bleed(A4) == pytest.approx(11 / 6)  # ≈ 1.8 mm
    assert max_card_bleed(LETTER) == pytest.approx(0.9)
    assert max_outer_bleed(A4) == pytest.approx(5.5)
    assert max_outer_bleed(LETTER) == pytest.approx(2.7)


def test_a_bleed_that_fits_goes_around_every_card() -> None:
    plan = plan_bleed(A4, 1.0)
    assert (plan.mode, plan.size, plan.note) == (BleedMode.PER_CARD, 1.0, None)
    sheet = layout(A4, 1.0)
    assert sheet.trim(1).x - sheet.trim(0).right == pytest.approx(2.0)
    assert all(slot.bleed.left == 1.0 and slot.bleed.bottom == 1.0 for slot in sheet.fronts())
    # The art keeps 2 mm for the cut marks inside the 5 mm margin: across A4 that leaves
    # (210 − 2 × 7 − 189) / 6 = 7/6 mm round every card, so 1.2 mm goes round the grid.
    assert plan_bleed(A4, 1.16).mode is BleedMode.PER_CARD
    assert plan_bleed(A4, 1.2).mode is BleedMode.OUTER


def test_3_mm_on_a4_falls_back_to_outer_bleed_and_says_so() -> None:
    plan = plan_bleed(A4, 3)
    assert (plan.mode, plan.size) == (BleedMode.OUTER, 3)
    assert plan.note == (
        "a 3 mm bleed around every card does not fit A4 with 2 mm for the cut marks inside "
        "the 5 mm printer margin (at most 1.16 mm): the cards stay butted and the 3 mm bleed "
        "goes around the outside of the grid only"
    )


def test_3_mm_on_letter_fits_neither_way_so_the_bleed_is_cut_not_the_cards() -> None:
    plan = plan_bleed(LETTER, 3)
    # 7.7 mm above and below the butted grid, less 5 mm of margin and 2 mm of marks.
    assert (plan.mode, plan.size) == (BleedMode.OUTER, 0.7)
    assert plan.note is not None and "nor around the grid (at most 0.7 mm)" in plan.note
    assert all(s.trim.width == CARD_WIDTH for s in layout(LETTER, 3).fronts())
    # A margin that leaves no room for marks leaves none for bleed either.
    plan = plan_bleed(LETTER, 3, margin=6)
    assert (plan.mode, plan.size) == (BleedMode.NONE, 0.0)
    assert plan.note is not None and plan.note.endswith(
        "nor around the grid: the cards stay butted, without bleed"
    )


@pytest.mark.parametrize("bleed", [-1, float("nan"), float("inf")])
def test_negative_or_non_finite_bleed_is_refused(bleed: float) -> None:
    with pytest.raises(OptionError, match="must be 0 or more"):
        plan_bleed(A4, bleed)


@pytest.mark.parametrize("bleed", [0.0, 1.0, 3.0])
@pytest.mark.parametrize("paper", [A4, LETTER])
def test_backs_bleed_3_mm_at_the_grid_outside_whatever_the_fronts_do(paper, bleed) -> None:
    sheet = layout(paper, bleed)
    # Letter has 7.7 mm above and below the butted grid: 2.7 mm inside a 5 mm margin.
    room = min(3.0, (paper.height - 2 * 5 - sheet.grid.height) / 2)
    first, middle = sheet.backs()[0].bleed, sheet.backs()[4].bleed
    # The first front (top left) is the top right back after a long-edge flip.
    assert first.right == pytest.approx(max(3.0, sheet.fronts()[0].bleed.left))
    assert first.top == pytest.approx(max(room, sheet.fronts()[0].bleed.top))
    # Between butted cards there is no room: their colour meets; with a gap, half of it.
    assert middle.left == pytest.approx(sheet.gap / 2)
    for back in sheet.backs():
        art = back.art
        assert art.x >= 5 - 1e-9 and art.right <= paper.width - 5 + 1e-9
        assert art.y >= 5 - 1e-9 and art.bottom <= paper.height - 5 + 1e-9


def test_spacing_and_margin_are_independent_of_bleed() -> None:
    sheet = SheetLayout(A4, plan_bleed(A4, 0.0), spacing=2.0, margin=3.0)
    assert sheet.trim(1).x - sheet.trim(0).right == pytest.approx(2.0)
    assert sheet.fronts()[0].bleed == sheet.fronts()[4].bleed  # no bleed asked, none given
    # With a gap there are corner ticks (half the gap long, at most 1.5 mm): two on each of
    # the 24 sides of a card that face another card (6 pairs across, 6 down), besides the
    # 24 cut lines (6 positions each way, at both ends).
    assert len(cut_marks(sheet)) == 24 + 24 * 2
    assert min(m.y1 for m in cut_marks(sheet)) == pytest.approx(3.0)
    spaced = plan_bleed(A4, 1.0, margin=3.0, spacing=2.0)
    assert spaced.mode is BleedMode.PER_CARD
    sheet = SheetLayout(A4, spaced, spacing=2.0, margin=3.0)
    assert sheet.trim(1).x - sheet.trim(0).right == pytest.approx(4.0)
    assert max_card_bleed(A4, margin=0.0) == pytest.approx(21 / 6)


def test_a_margin_or_spacing_that_leaves_no_room_is_refused() -> None:
    check_fits(A4, 10.5, 0.0)
    with pytest.raises(OptionError, match="do not fit A4 inside a 11 mm printer margin"):
        check_fits(A4, 11.0)
    with pytest.raises(OptionError, match="with a 12 mm spacing"):
        check_fits(LETTER, 5.0, 12.0)


def test_a3_and_legal_papers() -> None:
    assert (PAPERS["a3"].width, PAPERS["a3"].height) == (297.0, 420.0)
    assert (PAPERS["legal"].width, PAPERS["legal"].height) == (215.9, 355.6)
    # Legal is as wide as Letter: (215.9 − 10 − 189) / 6 = 2.82 mm across every card.
    assert max_card_bleed(PAPERS["legal"]) == pytest.approx(16.9 / 6)
    assert plan_bleed(PAPERS["legal"], 3).mode is BleedMode.OUTER
    # A3: (297 − 10 − 189) / 6 = 16.3 mm across, (420 − 10 − 264) / 6 = 24.3 mm down.
    assert max_card_bleed(PAPERS["a3"]) == pytest.approx(98 / 6)
    assert plan_bleed(PAPERS["a3"], 3).mode is BleedMode.PER_CARD


def test_outer_bleed_only_where_a_card_has_no_neighbour() -> None:
    sheet = layout(A4, 3)
    full = {s.index: s.bleed for s in sheet.fronts()}
    assert (full[0].left, full[0].top, full[0].right, full[0].bottom) == (3, 3, 0, 0)
    assert (full[4].left, full[4].top, full[4].right, full[4].bottom) == (0, 0, 0, 0)
    # Four cards: the lone card of the second row has bleed on its open sides too.
    last = sheet.fronts(4)[3].bleed
    assert (last.left, last.top, last.right, last.bottom) == (3, 0, 3, 3)


@pytest.mark.parametrize("paper", [A4, LETTER])
def test_long_edge_backs_are_mirrored_left_to_right(paper) -> None:
    sheet = layout(paper, back_offset_x=0.4, back_offset_y=-0.3)
    assert sheet.fronts()
    for front, back in zip(sheet.fronts(), sheet.backs(), strict=True):
        assert back.trim.x == pytest.approx(paper.width - front.trim.x - CARD_WIDTH - 0.4)
        assert back.trim.y == pytest.approx(front.trim.y + 0.3)
        assert not back.rotated


def test_an_incomplete_last_row_of_backs_is_right_aligned() -> None:
    sheet = layout(A4)
    backs = sheet.backs(4)
    assert backs[3].trim.x == sheet.trim(5).x  # the front's first column → the back's last
    assert backs[3].trim.y == sheet.trim(3).y


def test_short_edge_backs_are_mirrored_top_to_bottom_and_turned() -> None:
    sheet = layout(A4, duplex=Duplex.SHORT_EDGE, back_offset_x=1, back_offset_y=2)
    front, back = sheet.fronts(1)[0], sheet.backs(1)[0]
    assert back.trim.x == front.trim.x - 1
    assert back.trim.y == pytest.approx(A4.height - front.trim.y - CARD_HEIGHT - 2)
    assert back.rotated


def test_cut_lines_run_from_the_grid_to_the_printer_margin() -> None:
    sheet = layout(A4)
    xs, ys = cut_positions(sheet)
    assert xs == [10.5, 73.5, 136.5, 199.5]
    assert ys == [16.5, 104.5, 192.5, 280.5]
    marks = cut_marks(sheet)
    assert len(marks) == 16
    top = [m for m in marks if m.vertical and m.y1 < sheet.grid.y]
    assert [(m.x1, m.y1, m.y2) for m in top] == [(x, PRINTER_MARGIN, 16.5) for x in xs]
    assert not [m for m in marks if m.box().x < PRINTER_MARGIN - 0.2]


def test_corner_ticks_only_in_a_gap_free_of_art() -> None:
    assert len(cut_marks(layout(A4))) == 16
    assert len(cut_marks(layout(A4, 3))) == 16  # outer bleed: cards still butted
    # A 1 mm bleed round every card: the trims are 2 mm apart, six cut positions each way,
    # but the gap is all art: lines at the outside only, no tick.
    per_card = layout(A4, 1)
    assert len(cut_marks(per_card)) == 24
    # 2 mm of spacing on top: ticks in the free 2 mm, 1 mm long from each card's art. The
    # first card faces two others (4 ticks), the second three (6 ticks).
    spaced = SheetLayout(A4, plan_bleed(A4, 1, spacing=2), spacing=2)
    assert len(cut_marks(spaced, 2)) == 24 + 4 + 6
    first = spaced.fronts(1)[0]
    below = [m for m in cut_marks(spaced, 1) if m.vertical and m.y1 == first.art.bottom]
    assert [(m.x1, m.y1, m.y2) for m in below] == [
        (first.trim.x, first.art.bottom, first.art.bottom + 1.0),
        (first.trim.right, first.art.bottom, first.art.bottom + 1.0),
    ]


def test_alignment_scale_ticks_use_the_backs_formula() -> None:
    sheet = layout(A4)
    test = alignment_page(sheet)
    reference = test.reference[0].x1
    for tick in test.ticks_x:
        assert tick.position == pytest.approx(A4.width - reference - tick.value)
    # The whole range of --back-offset-x and -y, every half millimetre.
    assert [t.value for t in test.ticks_x][:3] == [-10.0, -9.5, -9.0]
    assert [t.value for t in test.ticks_y][-1] == 10.0 and len(test.ticks_y) == 41
    assert test.gauge.width == 20.0
    assert len(test.back_outlines) == PER_SHEET


def test_the_back_instructions_stay_on_the_paper_after_a_short_edge_flip() -> None:
    # Long edge on A4: the gauge (10 mm inside the grid's corner, 10.5 + 10 = 20.5 mm from
    # the left, 16.5 + 10 = 26.5 mm down) is mirrored to 210 − 20.5 − 20 = 169.5 mm; the
    # words hang under it, 8 mm down, their 42 mm ending with the gauge: 189.5 − 42 = 147.5.
    assert alignment_page(layout(A4)).back_text == (147.5, 34.5, False)
    # Short edge on Letter: the gauge turns to 279.4 − (7.7 + 10) − 2 = 259.7 mm down,
    # 13.45 + 10 = 23.45 mm from the left: the words stand above it, from its left end.
    sheet = layout(LETTER, duplex=Duplex.SHORT_EDGE)
    x, y, above = alignment_page(sheet).back_text
    assert (round(x, 3), round(y, 3), above) == (23.45, 255.7, True)


@given(
    paper=st.sampled_from(list(PAPERS.values())),
    bleed=st.floats(min_value=0, max_value=12, allow_nan=False),
    count=st.integers(min_value=1, max_value=PER_SHEET),
)
def test_any_bleed_keeps_cards_whole_uncovered_and_inside_the_printer_margin(
    paper, bleed, count
) -> None:
    sheet = layout(paper, bleed)
    slots = sheet.fronts(count)
    assert len(slots) == count
    for slot in slots:
        assert (slot.trim.width, slot.trim.height) == (CARD_WIDTH, CARD_HEIGHT)
        art = slot.art
        assert art.x >= PRINTER_MARGIN - 1e-9 and art.y >= PRINTER_MARGIN - 1e-9
        assert art.right <= paper.width - PRINTER_MARGIN + 1e-9
        assert art.bottom <= paper.height - PRINTER_MARGIN + 1e-9
    # No card's art covers another card (bleeds may meet in the waste of an empty slot).
    for a in slots:
        for b in slots:
            if a.index != b.index:
                apart = (
                    a.art.right <= b.trim.x + 1e-9
                    or b.trim.right <= a.art.x + 1e-9
                    or a.art.bottom <= b.trim.y + 1e-9
                    or b.trim.bottom <= a.art.y + 1e-9
                )
                assert apart, (a, b)
    marks = cut_marks(sheet, count)
    assert marks
    for line in marks:
        box = line.box()
        # Never over art, and long enough to be seen (5 mm margins leave room on every paper).
        for slot in slots:
            art = slot.art
            assert (
                box.right <= art.x + 1e-9
                or art.right <= box.x + 1e-9
                or box.bottom <= art.y + 1e-9
                or art.bottom <= box.y + 1e-9
            ), (line, slot)
        assert max(box.width, box.height) >= MIN_MARK - 1e-9, line
        assert (
            box.x >= PRINTER_MARGIN - line.width
            and box.right <= paper.width - PRINTER_MARGIN + line.width
        )


def test_a_margin_that_leaves_short_marks_says_so() -> None:
    assert short_marks_note(layout(LETTER)) is None  # 7.7 − 5 = 2.7 mm above and below
    sheet = SheetLayout(LETTER, plan_bleed(LETTER, 0.0), margin=6)
    assert short_marks_note(sheet) == (
        "on US Letter inside a 6 mm printer margin, the cut marks above and below the cards "
        "are 1.7 mm long (less than 2 mm: a --margin of 5.7 mm or less leaves 2 mm for them)"
    )
    # A4 with a 10.5 mm margin: the butted grid reaches it at the sides, no line fits there.
    sheet = SheetLayout(A4, plan_bleed(A4, 0.0), margin=10.5)
    assert short_marks_note(sheet) == (
        "on A4 inside a 10.5 mm printer margin, there is no room for cut marks beside the "
        "cards (less than 2 mm: a --margin of 8.5 mm or less leaves 2 mm for them)"
    )
    assert [m for m in cut_marks(sheet) if not m.vertical] == []


def test_each_paper_gets_the_bleed_that_fits_by_default() -> None:
    """The README's table, worked by hand with a 5 mm margin and 2 mm for the marks."""
    plans = {paper: default_bleed(PAPERS[paper]) for paper in PAPERS}
    # A4 across: (210 − 14 − 189) / 6 = 1.17 mm round every card, in tenths: 1.1.
    assert (plans["a4"].mode, plans["a4"].size) == (BleedMode.PER_CARD, 1.1)
    # Letter down: (279.4 − 14 − 264) / 6 = 0.23 mm, under 0.5: round the grid,
    # (279.4 − 14 − 264) / 2 = 0.7 mm.
    assert (plans["letter"].mode, plans["letter"].size) == (BleedMode.OUTER, 0.7)
    # Legal is as wide as Letter: (215.9 − 14 − 189) / 6 = 2.15 mm round every card.
    assert (plans["legal"].mode, plans["legal"].size) == (BleedMode.PER_CARD, 2.1)
    # A3 has room for more than the print-shop 3 mm, which it gets.
    assert (plans["a3"].mode, plans["a3"].size) == (BleedMode.PER_CARD, 3.0)
    assert all(plan.note is None for plan in plans.values())
    # A wider margin: (210 − 20 − 189) / 6 = 0.17 round every card is too little on A4,
    # (210 − 20 − 189) / 2 = 0.5 round the grid; a margin with no room left gives none.
    assert default_bleed(A4, margin=8) == BleedPlan(0.5, BleedMode.OUTER, 0.5)
    assert default_bleed(LETTER, margin=6) == BleedPlan(0.0, BleedMode.NONE, 0.0)
