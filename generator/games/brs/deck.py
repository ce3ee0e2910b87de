"""Blood Red Skies Action Deck files: their shape, the legality check and completion.

Error codes are stable (documented in README and on the site); the wording of a message
may improve, the code may not change.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, ClassVar

from ...reading.loaded import Entry, GameContent
from ...reading.yamlload import LineDict
from ...verdict import Verdict
from ...verdicts.checking import CheckRun
from ...words.clip import clip_number
from . import campaign, rules, savings
from .deckfile import CARD_KINDS, CODES, WARNINGS, DeckFile, ForceLine, Period
from .messages import MESSAGES
from .pricing import pilot_costs, price
from .schema import BrsGame, Format

__all__ = ["CARD_KINDS", "CODES", "WARNINGS", "DeckFile", "ForceLine", "Period"]


_COUNTS = frozenset({"trait-count", "trait-split", "doctrine-count"})


class _Check(CheckRun):
    """One validation run of a deck. Collects findings; never stops at the first."""

    GAME = "brs"
    MESSAGES = MESSAGES

    KNOCK_ON: ClassVar[Mapping[str, frozenset[str]]] = {
        # A misspelt card is not counted: its kind may then be short.
        "card": _COUNTS | {"theatre-count"},
        # An unknown aircraft or ace is left out of the force: the cards it would have
        # called for, and the format's and campaign's counts, may then look wrong.
        "aircraft": _COUNTS
        | {"trait-foreign", "ace-skill-count", "format-aircraft-count", "campaign-limit"},
        "ace": _COUNTS
        | {"trait-foreign", "ace-skill-count", "format-aircraft-count", "campaign-limit"},
    }

    def __init__(self, game: GameContent, deck: DeckFile, data: LineDict, file: str) -> None:
        super().__init__(data, file)
        self.game = game
        self.params: BrsGame = game.info
        self.deck = deck

    def force_line(self, aircraft_id: str) -> int | None:
        """The line of the first force entry flying ``aircraft_id``."""
        aces = self.game.of("aces")
        for index, line in enumerate(self.deck.force):
            flies = line.aircraft
            if line.ace is not None and line.ace in aces:
                flies = aces[line.ace].item.aircraft
            if flies == aircraft_id:
                return self.line("force", index)
        return self.line("force")

    def name(self, entry_id: str, *folders: str) -> str:
        entry = self.game.find(entry_id, *folders)
        return self.say.named(entry.item.name) if entry is not None else entry_id

    def change(
        self, have: int, want: int, noun: str, values: dict[str, object] | None = None
    ) -> str:
        """What to do to go from ``have`` to ``want`` of the counted ``noun``: ``add 1 trait
        card``, ``remove 2 doctrine cards``."""
        what = self.say.counted(noun, abs(want - have), values)
        return self.say("add" if have < want else "remove", {"what": what})

    # -- force --------------------------------------------------------------------------
    def resolve_force(self) -> tuple[Counter[str], int, int, list[tuple[Entry[Any], int, int]]]:
        """Aircraft per type, generic aces, named aces, and (aircraft, count, skill) lines."""
        types: Counter[str] = Counter()
        generic_aces = named_aces = 0
        priced: list[tuple[Entry[Any], int, int]] = []
        skill_rule = self.params.pilot_skill
        ace_skill = self.params.aces.skill
        aircraft = self.game.of("aircraft")
        aces = self.game.of("aces")
        for index, line in enumerate(self.deck.force):
            if line.ace is not None:
                ace = aces.get(line.ace)
                if ace is None:
                    self.unknown("ace", line.ace, aces, self.line("force", index, "ace"))
                    continue
                if line.skill is not None and line.skill != ace_skill:
                    self.error(
                        "skill-range",
                        self.say(
                            "skill-named-ace",
                            {"ace": self.say.named(ace.item.name), "skill": ace_skill},
                        ),
                        self.line("force", index, "skill"),
                    )
                named_aces += 1
                types[ace.item.aircraft] += 1
                continue
            assert line.aircraft is not None
            entry = aircraft.get(line.aircraft)
            if entry is None:
                self.unknown(
                    "aircraft", line.aircraft, aircraft, self.line("force", index, "aircraft")
                )
                continue
            skill = skill_rule.default if line.skill is None else line.skill
            if not skill_rule.minimum <= skill <= skill_rule.maximum:
                self.error(
                    "skill-range",
                    self.say(
                        "skill-range",
                        {
                            "skill": clip_number(skill),
                            "minimum": skill_rule.minimum,
                            "maximum": skill_rule.maximum,
                        },
                    ),
                    self.line("force", index, "skill"),
                )
            if skill == ace_skill:
                generic_aces += line.count
            types[line.aircraft] += line.count
            priced.append((entry, line.count, skill))
        return types, generic_aces, named_aces, priced

    def ace_line(self, ace_id: str, nth: int) -> int | None:
        """The line of the ``nth`` force entry naming the ace ``ace_id``."""
        found = [i for i, line in enumerate(self.deck.force) if line.ace == ace_id]
        return self.line("force", found[nth - 1]) if len(found) >= nth else self.line("force")

    # -- the checks ---------------------------------------------------------------------
    def run(self) -> Verdict:
        verdict = self.verdict
        types, generic_aces, named_aces, priced = self.resolve_force()
        total = sum(types.values())
        verdict.aircraft = total
        if not self.deck.force:
            self.error("force-empty", self.say("force-empty"), self.line("force"))
        verdict.hand_size = rules.hand_size(self.params, total)
        aircraft = self.game.of("aircraft")
        known = [t for t in types if t in aircraft]
        needs = [
            rules.TypeNeed(t, types[t], tuple(aircraft[t].item.traits))
            for t in known
            if aircraft[t].item.traits is not None
        ]
        self.unknown_traits = {t: types[t] for t in known if aircraft[t].item.traits is None}
        doctrine = rules.doctrine_required(self.params, total)
        theatre = rules.theatre_required(self.params)
        ace_max = rules.ace_skills_max(self.params, generic_aces, named_aces)
        verdict.required = {
            "traits": {t: list(r) for t, r in sorted(rules.trait_ranges(needs).items())},
            "doctrine": doctrine,
            "theatre": theatre,
            "ace_skills_max": ace_max,
        }
        by_kind = self.sort_cards()
        self.check_traits(needs, by_kind["traits"])
        self.check_count(
            "doctrine-count",
            by_kind["doctrine"],
            doctrine,
            "doctrine-cards",
            self.say.counted("aircraft-need", total),
            self.params.doctrine_cards.verified,
        )
        self.check_count(
            "theatre-count",
            by_kind["theatre"],
            theatre,
            "theatre-cards",
            self.say("every-deck-needs"),
            True,
        )
        have_aces = sum(by_kind["ace-skills"].values())
        if have_aces > ace_max:
            self.error(
                "ace-skill-count",
                self.say(
                    "ace-skill-count",
                    {
                        "aces": self.say.counted("aces", generic_aces),
                        "named": self.say.counted("named-aces", named_aces),
                        "most": self.say.counted("ace-skill-cards", ace_max),
                        "have": have_aces,
                        "remove": have_aces - ace_max,
                    },
                ),
                self.first_line(by_kind["ace-skills"]),
            )
        self.check_format(types, named_aces)
        self.check_points(priced)
        self.check_known()
        return self.finish()

    def first_line(self, cards: dict[str, int]) -> int | None:
        lines = [self.line("deck", c) for c in cards]
        known = [line for line in lines if line is not None]
        return min(known) if known else self.line("deck")

    def sort_cards(self) -> dict[str, dict[str, int]]:
        by_kind: dict[str, dict[str, int]] = {kind: {} for kind in CARD_KINDS}
        for card_id, copies in self.deck.deck.items():
            for kind in CARD_KINDS:
                if card_id in self.game.of(kind):
                    if copies:
                        by_kind[kind][card_id] = copies
                    break
            else:
                known = [c for kind in CARD_KINDS for c in self.game.of(kind)]
                self.unknown("card", card_id, known, self.line("deck", card_id))
        return by_kind

    def check_traits(self, needs: list[rules.TypeNeed], cards: dict[str, int]) -> None:
        traits = self.game.of("traits")
        carried = {t for need in needs for t in need.traits}
        # Trait cards the aircraft of known traits cannot take, which the aircraft of
        # unknown traits may have brought (one each at most).
        self.surplus = 0
        for card_id, copies in cards.items():
            line = self.line("deck", card_id)
            name = self.say.named(traits[card_id].item.name)
            if traits[card_id].item.negative:
                self.error(
                    "negative-trait",
                    self.say("negative-trait", {"trait": name, "copies": copies}),
                    line,
                )
            elif card_id not in carried and self.unknown_traits:
                self.surplus += copies
            elif card_id not in carried:
                self.error(
                    "trait-foreign",
                    self.say(
                        "trait-foreign",
                        {
                            "trait": name,
                            "copies": copies,
                            "traits": ", ".join(self.name(t, "traits") for t in sorted(carried))
                            or self.say("none"),
                        },
                    ),
                    line,
                )
        for group in rules.groups(needs):
            self.check_group(group, cards)
        self.check_unknown_traits(cards)

    def check_unknown_traits(self, cards: dict[str, int]) -> None:
        """Aircraft of unknown traits: a warning each, and an error only when the deck holds
        more spare trait cards than they could possibly have brought."""
        aircraft = self.game.of("aircraft")
        for type_id in self.unknown_traits:
            name = self.say.named(aircraft[type_id].item.name)
            line = self.force_line(type_id)
            self.warn("traits-unknown", self.say("traits-unknown", {"aircraft": name}), line)
            message = self.say("unchecked-traits", {"aircraft": name})
            self.not_checked("traits-unknown", message, line, "aircraft", type_id, "traits")
        most = sum(self.unknown_traits.values())
        if self.surplus > most:
            who = self.say.both(
                f"{n} {self.say.named(aircraft[t].item.name)}"
                for t, n in self.unknown_traits.items()
            )
            self.error(
                "trait-count",
                self.say(
                    "traits-unknown-surplus",
                    {
                        "who": who,
                        "most": self.say.counted("trait-cards", most),
                        "surplus": self.say.counted("trait-cards", self.surplus),
                        "remove": self.surplus - most,
                    },
                ),
                self.first_line(cards),
            )

    def check_group(self, group: list[rules.TypeNeed], cards: dict[str, int]) -> None:
        traits = sorted(
            {t for need in group for t in need.traits},
            key=lambda t: (next(n.traits.index(t) for n in group if t in n.traits), t),
        )
        need_total = sum(n.count for n in group)
        have = {t: cards.get(t, 0) for t in traits}
        have_total = sum(have.values())
        names = [self.name(t, "traits") for t in traits]
        who = self.say.both(f"{n.count} {self.name(n.aircraft, 'aircraft')}" for n in group)
        who = f"{who} {self.say.counted('needs', need_total)}"
        line = self.first_line({t: 1 for t in traits if t in cards})
        if self.unknown_traits and have_total > need_total and rules.split_fits(group, have):
            self.surplus += have_total - need_total
            return
        if len(group) == 1 and len(traits) == 1:
            if have_total != need_total:
                self.error(
                    "trait-count",
                    self.say(
                        "count",
                        {
                            "who": who,
                            "need": self.say.counted("named-cards", need_total, {"name": names[0]}),
                            "have": have_total,
                            "change": self.change(
                                have_total, need_total, "named-cards", {"name": names[0]}
                            ),
                        },
                    ),
                    line,
                )
            return
        split = self.describe_split(group, traits, names)
        has = "/".join(str(have[t]) for t in traits)
        if have_total != need_total:
            self.error(
                "trait-count",
                self.say(
                    "trait-count",
                    {
                        "who": who,
                        "need": self.say.counted("trait-cards", need_total),
                        "split": split,
                        "have": have_total,
                        "has": has,
                        "change": self.change(have_total, need_total, "trait-cards"),
                    },
                ),
                line,
            )
        elif not rules.split_exists(group, have):
            fix = ""
            if len(group) == 1:
                # The nearest legal split says how many cards to swap, and which way.
                first, _second = traits
                target = min(
                    (o[first] for o in group[0].splits()), key=lambda x: abs(have[first] - x)
                )
                surplus = have[first] - target
                source, dest = (names[0], names[1]) if surplus > 0 else (names[1], names[0])
                moved = self.say.counted("named-cards", abs(surplus), {"name": source})
                fix = self.say("trait-split-fix", {"cards": moved, "dest": dest})
            self.error(
                "trait-split",
                self.say(
                    "trait-split",
                    {
                        "who": who,
                        "need": self.say.counted("trait-cards", need_total),
                        "split": split,
                        "has": has,
                        "fix": fix,
                    },
                ),
                line,
            )

    def describe_split(
        self, group: list[rules.TypeNeed], traits: list[str], names: list[str]
    ) -> str:
        if len(group) == 1:
            need = group[0]
            low, high = need.count // 2, need.count - need.count // 2
            ratio = (
                f"{high}/{low}"
                if low == high
                else self.say("split-either", {"first": f"{high}/{low}", "second": f"{low}/{high}"})
            )
            return self.say(
                "split-one-type", {"ratio": ratio, "first": names[0], "second": names[1]}
            )
        parts = []
        for need in group:
            own = self.say.both(self.name(t, "traits") for t in need.traits)
            plane = self.name(need.aircraft, "aircraft")
            parts.append(
                self.say("split-part", {"count": need.count, "aircraft": plane, "traits": own})
            )
        ranges = rules.trait_ranges(group)
        totals = ", ".join(
            f"{name} {ranges[t][0]}" + (f"–{ranges[t][1]}" if ranges[t][0] != ranges[t][1] else "")
            for t, name in zip(traits, names, strict=True)
        )
        return self.say("split-types", {"parts": "; ".join(parts), "totals": totals})

    def check_count(
        self, code: str, cards: dict[str, int], need: int, noun: str, who: str, verified: bool
    ) -> None:
        have = sum(cards.values())
        if have == need:
            return
        values = {
            "who": who,
            "need": self.say.counted(noun, need),
            "have": have,
            "change": self.change(have, need, noun),
        }
        message = self.say("count" if verified else "count-assumed", values)
        self.rule(code, message, self.first_line(cards), verified)

    def check_format(self, types: Counter[str], named_aces: int) -> None:
        format_id = self.deck.format
        if format_id is None:
            return
        preset = self.params.formats.get(format_id)
        if preset is None:
            self.unknown("format", format_id, self.params.formats, self.line("format"))
            return
        name = self.say.named(preset.name)
        total = sum(types.values())
        if preset.max_aircraft_types is not None and len(types) > preset.max_aircraft_types:
            # The types past the limit, in force order: the message names them and points
            # at the line where the first of them joins the force.
            extra = list(types)[preset.max_aircraft_types :]
            self.error(
                "format-aircraft-types",
                self.say(
                    "format-aircraft-types",
                    {
                        "format": name,
                        "most": self.say.counted("aircraft-types", preset.max_aircraft_types),
                        "count": len(types),
                        "types": ", ".join(self.name(t, "aircraft") for t in types),
                        "extra": ", ".join(self.name(t, "aircraft") for t in extra),
                    },
                ),
                self.force_line(extra[0]),
            )
        low, high = preset.min_aircraft, preset.max_aircraft
        if (low is not None and total < low) or (high is not None and total > high):
            over = high is not None and total > high
            want = high if over and high is not None else low or 0
            self.error(
                "format-aircraft-count",
                self.say(
                    "format-aircraft-count" if high is not None else "format-aircraft-least",
                    {
                        "format": name,
                        "low": low if low is not None else 0,
                        "high": high,
                        "total": total,
                        "change": self.change(total, want, "aircraft"),
                    },
                ),
                # Too many: the last line is the one to trim; too few: the force itself.
                self.line("force", len(self.deck.force) - 1) if over else self.line("force"),
            )
        if preset.unique_named_aces:
            seen = Counter(line.ace for line in self.deck.force if line.ace)
            for ace_id, copies in seen.items():
                if copies > 1:
                    self.error(
                        "format-unique-ace",
                        self.say(
                            "format-unique-ace",
                            {
                                "format": name,
                                "ace": self.name(ace_id, "aces"),
                                "copies": copies,
                                "remove": copies - 1,
                            },
                        ),
                        self.ace_line(ace_id, nth=2),
                    )
        if preset.campaign:
            self.check_campaign(types, name)

    def check_campaign(self, types: Counter[str], name: str) -> None:
        period = self.deck.period
        if period is None:
            self.error(
                "campaign-period",
                self.say("campaign-period", {"format": name}),
                self.line("format"),
            )
            return
        nations = self.params.nations
        if period.air_force is not None and period.air_force not in nations:
            self.unknown("air force", period.air_force, nations, self.line("period", "air_force"))
            return
        aircraft = {k: e.item for k, e in self.game.of("aircraft").items()}
        known = {t: n for t, n in types.items() if t in aircraft}
        for found in campaign.check(
            self.say,
            self.params,
            aircraft,
            known,
            period.year,
            period.block.value,
            period.air_force,
        ):
            line = self.force_line(found.aircraft) if found.aircraft else self.line("force")
            (self.warn if found.warning else self.error)(found.code, found.message, line)

    def check_points(self, priced: list[tuple[Entry[Any], int, int]]) -> None:
        preset = self.params.formats.get(self.deck.format or "")
        limit = self.deck.points_limit
        if limit is None and preset is not None:
            limit = preset.points_limit
        aircraft, aces = self.game.of("aircraft"), self.game.of("aces")
        named = []
        for line in self.deck.force:
            if line.ace is not None and line.ace in aces:
                ace = aces[line.ace].item
                flies = aircraft.get(ace.aircraft)
                named.append((ace, flies.item if flies is not None else None))
        cost = price(
            self.say,
            self.params,
            preset,
            [(e.item, count, skill) for e, count, skill in priced],
            named,
        )
        self.verdict.points = cost.total
        self.verdict.points_known = cost.known
        self.verdict.details["points_unknown"] = cost.unknown
        # The limit the force is held to, the deck's own or its format's: the verdict line
        # says the points against it ("566 / 500 points"), as the builder does.
        self.verdict.required["points_limit"] = limit
        if limit is None:
            return
        values: dict[str, object] = {
            "total": cost.total,
            "over": cost.total - limit,
            "limit": limit,
            "unknown": ", ".join(cost.unknown),
        }
        if cost.total > limit:
            found = savings.changes(
                self.say, self.params, preset, self.deck.force, aircraft, aces, cost.total - limit
            )
            change, values["fix"] = savings.advice(self.say, found, values)
            self.error(
                "points-limit",
                self.say("points-limit" if cost.known else "points-limit-lower-bound", values),
                # The line the fix changes: where the player acts, not the limit's line.
                self.line("force", change.index) if change else self.line("force"),
            )
        elif not cost.known:
            # Over the limit on the known values alone is a sure error; under it, the
            # unknown values decide, so the limit is a part not checked.
            self.warn("points-unknown", self.say("points-unknown", values), self.line("force"))
            self.unchecked_points(priced, preset)

    def check_known(self) -> None:
        """A format that asks for every value known makes each unchecked part an error."""
        preset = self.params.formats.get(self.deck.format or "")
        if preset is None or not preset.require_known:
            return
        for part in self.unchecked_parts():
            values = {"part": part.message, "format": self.say.named(preset.name), **part.fill}
            self.error("not-checked", self.say("format-require-known", values), part.line)

    def unchecked_points(
        self, priced: list[tuple[Entry[Any], int, int]], preset: Format | None
    ) -> None:
        """Each unknown value the points limit needs, as a part not checked (the same
        values ``pricing.price`` leaves out of the total)."""
        aircraft, aces = self.game.of("aircraft"), self.game.of("aces")
        costs = pilot_costs(self.params, preset)
        table = (
            "pilot_costs"
            if preset is None or preset.skill_points is None
            else (f"formats.{self.deck.format}.skill_points")
        )
        for index, line in enumerate(self.deck.force):
            flies = line.aircraft
            if line.ace is not None and line.ace in aces:
                ace = aces[line.ace].item
                flies = ace.aircraft
                if ace.points is None:
                    self.unknown_points("aces", line.ace, self.say.named(ace.name), index)
            if flies in aircraft and aircraft[flies].item.points is None:
                name = self.say.named(aircraft[flies].item.name)
                self.unknown_points("aircraft", flies, name, index)
        for _, _, skill in priced:
            if skill in costs and costs[skill] is None:
                message = self.say("unchecked-pilot-cost", {"skill": skill})
                self.not_checked(
                    "points-unknown", message, self.line("force"), "game", "brs", table
                )

    def unknown_points(self, kind: str, entry_id: str, name: str, index: int) -> None:
        message = self.say("unchecked-points", {"name": name})
        line = self.line("force", index)
        self.not_checked("points-unknown", message, line, kind, entry_id, "points")


def validate_deck(game: GameContent, deck: DeckFile, data: LineDict, file: str) -> Verdict:
    """Check a deck against the rules; every broken rule is reported."""
    return _Check(game, deck, data, file).run()
