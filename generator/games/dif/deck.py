"""Down In Flames set-up files: a dogfight's sides, checked against the set-up rules.

Down In Flames has no deck to build (everyone draws from one shared Action deck), so a
``game: dif`` file describes a battle instead: the agreed VP limit and year, and per side
the aircraft with their pilots. The common ``sortie validate`` machinery reads it through
``DeckSupport`` exactly as it reads a Blood Red Skies deck: same JSON, same exit codes.
Codes are stable; wording may improve.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field

from ...checking import CheckRun
from ...clip import clip
from ...content import Entry, GameContent
from ...schema import Id, Model
from ...verdict import Verdict
from ...yamlload import LineDict
from . import rules
from .schema import Aircraft, DifGame, Edition, Role, Service

CODES = {
    "unknown-id": "An aircraft, altitude or nation id is not defined in the content.",
    "edition": "An aircraft of the other edition than the file's.",
    "year": "An aircraft whose year is later than the battle's agreed year.",
    "vp-limit": "An aircraft worth more VP than the battle's agreed VP limit.",
    "alliance": "A historical battle mixes Axis and Allied aircraft on one side, or pits an "
    "alliance against itself.",
    "altitude": "A starting altitude the aircraft may not take (High needs a Turbocharger).",
    "pilot-code": "An experienced-pilot code (Aces High) or skill letter (ZERO!) that does "
    "not exist, or a pilot or crew on an aircraft that cannot carry one.",
    "pilot-nation": "A pilot (a generic Aces High pilot excepted) or ZERO! crew of another "
    "nation than the aircraft's.",
    "pilot-service": "A ZERO! American or Japanese pilot of the other service (army/navy).",
    "pilot-type": "A ZERO! skilled pilot or crew on another aircraft type than the one he names.",
}


class Pilot(Model):
    """A pilot (or crew) counter on one aircraft."""

    name: str | None = Field(default=None, max_length=200)
    """The name on the counter, if any."""
    codes: list[str] = Field(default_factory=list, max_length=16)
    """Aces High experienced-pilot codes (``P+1``, ``AP1``…) or ZERO! skill letters."""
    vp: int | None = Field(default=None, ge=0)
    """Aces High: the pilot's VP value printed under his flag."""
    nation: Id | None = None
    """ZERO!: the pilot's nation (null for an Aces High generic pilot)."""
    service: Service | None = None
    """ZERO!: army or navy, for American and Japanese pilots."""
    type: Id | None = None
    """ZERO!: the aircraft type a skilled pilot or crew names; null = any type."""


class Flight(Model):
    """Aircraft of one type on a side."""

    aircraft: Id
    """The aircraft id (``content/dif/aircraft/<id>.yaml``)."""
    count: int = Field(default=1, ge=1, le=24)
    """How many of them."""
    altitude: Id | None = None
    """The starting altitude (``very-low`` … ``high``), for the opening-hand bonus."""
    pilot: Pilot | None = None
    """A pilot counter on each of these aircraft (leaders in ZERO!)."""
    crew: Pilot | None = None
    """ZERO!: a crew counter on each of these heavy bombers."""


class Side(Model):
    """One side of the battle."""

    name: str | None = Field(default=None, max_length=200)
    """What to call the side."""
    aircraft: list[Flight] = Field(min_length=1, max_length=48)
    """Its aircraft."""


class SetupFile(Model):
    """A Down In Flames battle set-up (``sortie validate`` reads it)."""

    game: Literal["dif"]
    """The game the file is for."""
    edition: Edition
    """``aces-high`` or ``zero``: the edition whose aircraft and rules apply."""
    name: str | None = Field(default=None, max_length=200)
    """A name for the battle."""
    vp_limit: int | None = Field(default=None, ge=0)
    """The agreed VP limit: no aircraft worth more may be chosen."""
    year: int | None = Field(default=None, ge=1900, le=1950)
    """The agreed year: no aircraft of a later year may be chosen."""
    historical: bool = False
    """True for a historical battle: one side Axis, the other Allies."""
    altitude_bonus: bool = False
    """The optional rule giving extra opening cards for a Very Low or Low start."""
    sides: list[Side] = Field(min_length=1, max_length=6)
    """The sides, each with its aircraft."""


def _a(word: str) -> str:
    return f"an {word}" if word[:1] in "aeiou" else f"a {word}"


class _Check(CheckRun):
    """One check of a set-up file; collects every finding, never stops at the first.

    An unknown aircraft or altitude comes first (``settle``); nothing is marked as its
    knock-on, since leaving an aircraft out can only lower its side's VP and alliances."""

    GAME = "dif"

    def __init__(self, game: GameContent, setup: SetupFile, data: LineDict, file: str) -> None:
        super().__init__(data, file)
        self.game = game
        self.info: DifGame = game.info
        self.setup = setup
        self.codes = {c.code for c in self.info.pilot_codes}
        self.skills = {c.code for c in self.info.pilot_skills}
        self.crew_skills = {c.code for c in self.info.crew_skills}

    def nation(self, nation_id: str) -> str:
        found = self.info.nations.get(nation_id)
        return found.en if found is not None else clip(nation_id)

    def run(self) -> Verdict:
        side_vp: list[int | None] = []
        report: list[dict[str, Any]] = []
        alliances: list[set[str]] = []
        for s, side in enumerate(self.setup.sides):
            total: int | None = 0
            lines: list[dict[str, Any]] = []
            nations: set[str] = set()
            for f, flight in enumerate(side.aircraft):
                where = ("sides", s, "aircraft", f)
                entry = self.game.of("aircraft").get(flight.aircraft)
                if entry is None:
                    self.unknown(
                        "aircraft",
                        flight.aircraft,
                        self.game.of("aircraft"),
                        self.line(*where, "aircraft"),
                    )
                    continue
                plane: Aircraft = entry.item
                self.verdict.aircraft += flight.count
                if plane.nation:
                    nations.add(plane.nation)
                vp = self.check_flight(entry, flight, where)
                total = None if total is None or vp is None else total + vp * flight.count
                lines.append(self.describe(entry, flight))
            side_vp.append(total)
            alliances.append(self.alliances_of(nations, s))
            report.append({"name": side.name or f"side {s + 1}", "vp": total, "aircraft": lines})
        self.check_alliances(alliances)
        known = [v for v in side_vp if v is not None]
        if len(known) == len(side_vp) and len(side_vp) > 1:
            for side_report, start in zip(report, rules.head_start(known), strict=True):
                side_report["head_start"] = start
        else:
            for side_report in report:
                side_report["head_start"] = None
        self.verdict.points = sum(known) if known else None
        self.verdict.points_known = len(known) == len(side_vp)
        self.verdict.required = {"vp_limit": self.setup.vp_limit, "year": self.setup.year}
        self.verdict.details = {"edition": self.setup.edition.value, "sides": report}
        self.settle()
        return self.verdict

    def describe(self, entry: Entry[Any], flight: Flight) -> dict[str, Any]:
        plane: Aircraft = entry.item
        bonus = rules.opening_bonus(self.info, flight.altitude) if self.setup.altitude_bonus else 0
        performance = plane.front.performance
        extra = self.performance_bonus(flight.pilot)
        hand = None if performance is None else performance + extra + bonus
        return {
            "aircraft": entry.id,
            "name": plane.name.en,
            "count": flight.count,
            "vp": plane.vp,
            "performance": performance,
            "pilot_bonus": extra,
            "altitude_bonus": bonus,
            "opening_hand": hand,
        }

    def performance_bonus(self, pilot: Pilot | None) -> int:
        if pilot is None:
            return 0
        if self.setup.edition is Edition.ZERO:
            return 1 if "P" in pilot.codes else 0
        changes = {c.code: c.changes for c in self.info.pilot_codes}
        return sum(changes.get(code, {}).get("performance", 0) for code in pilot.codes)

    def check_flight(
        self, entry: Entry[Any], flight: Flight, where: tuple[int | str, ...]
    ) -> int | None:
        plane: Aircraft = entry.item
        name = plane.name.en
        if plane.edition is not self.setup.edition:
            self.error(
                "edition",
                f"{name} is a card of {plane.edition.value}, this battle is "
                f"{self.setup.edition.value}: pick a {self.setup.edition.value} aircraft",
                self.line(*where, "aircraft"),
            )
        limit, year = self.setup.vp_limit, self.setup.year
        if year is not None:
            if plane.year is None:
                self.warn(
                    "year-unknown",
                    f"cannot check the year {year}: {name}'s year is unknown",
                    self.line(*where, "aircraft"),
                )
                self.not_checked(
                    "year-unknown",
                    f"the year {year} ({name}'s year unknown)",
                    self.line(*where, "aircraft"),
                    "aircraft",
                    entry.id,
                    "year",
                )
            elif plane.year > year:
                self.error(
                    "year",
                    f"{name} entered service in {plane.year}, after the agreed year {year}",
                    self.line(*where, "aircraft"),
                )
        vp = plane.vp
        pilot_vp = flight.pilot.vp if flight.pilot is not None else None
        if limit is not None:
            if vp is None:
                self.warn(
                    "vp-unknown",
                    f"cannot check the {limit}-VP limit: {name}'s VP value is unknown",
                    self.line(*where, "aircraft"),
                )
                self.not_checked(
                    "vp-unknown",
                    f"the {limit}-VP limit ({name}'s VP unknown)",
                    self.line(*where, "aircraft"),
                    "aircraft",
                    entry.id,
                    "vp",
                )
            elif vp > limit:
                self.error(
                    "vp-limit",
                    f"{name} is worth {vp} VP, more than the agreed limit of {limit}: "
                    + self.swap(entry.id, plane, limit),
                    self.line(*where, "aircraft"),
                )
        if flight.altitude is not None:
            self.check_altitude(plane, flight.altitude, self.line(*where, "altitude"))
        if flight.pilot is not None:
            self.check_pilot(plane, flight.pilot, (*where, "pilot"), crew=False)
        if flight.crew is not None:
            self.check_pilot(plane, flight.crew, (*where, "crew"), crew=True)
        if vp is None:
            return None
        return vp + (pilot_vp or 0)

    def swap(self, plane_id: str, plane: Aircraft, limit: int) -> str:
        """What to fly instead of ``plane``: the aircraft of its nation and edition of the
        highest known VP within the limit (and the agreed year); else what is unknown."""
        year = self.setup.year
        others = [
            e.item
            for e in self.game.of("aircraft").values()
            if e.id != plane_id
            and e.item.edition is plane.edition
            and e.item.nation == plane.nation
        ]
        fits = [
            o
            for o in others
            if o.vp is not None
            and o.vp <= limit
            and (year is None or (o.year is not None and o.year <= year))
        ]
        if fits:
            best = min(fits, key=lambda o: (-(o.vp or 0), o.name.en))
            return f"drop it, or fly the {best.name.en} ({best.vp} VP) instead"
        whose = f" of {self.nation(plane.nation)}" if plane.nation else ""
        unknown = sum(1 for o in others if o.vp is None)
        return (
            f"drop it; no other aircraft{whose} in the {plane.edition.value} edition is known "
            f"to be worth {limit} VP or less"
            + (f" (the VP of {unknown} of them is unknown)" if unknown else "")
        )

    def check_altitude(self, plane: Aircraft, altitude: str, line: int | None) -> None:
        levels = {level.id: level for level in self.info.altitudes}
        level = levels.get(altitude)
        if level is None:
            self.unknown("altitude", altitude, levels, line)
            return
        if level.start or (level.start_turbo and plane.turbocharger):
            return
        if level.start_turbo and plane.turbocharger is None:
            self.warn(
                "turbocharger-unknown",
                f"{plane.name.en} may start {level.name.en} only with a Turbocharger, "
                "and whether it has one is unknown",
                line,
            )
            return
        allowed = ", ".join(lv.name.en for lv in levels.values() if lv.start)
        self.error(
            "altitude",
            f"{plane.name.en} may not start at {level.name.en}: start at {allowed}"
            + (" (High needs a Turbocharger)" if level.start_turbo else ""),
            line,
        )

    def check_pilot(
        self, plane: Aircraft, pilot: Pilot, where: tuple[int | str, ...], crew: bool
    ) -> None:
        who = "crew" if crew else "pilot"
        name = plane.name.en
        if self.setup.edition is Edition.ACES_HIGH:
            if crew:
                self.error(
                    "pilot-code",
                    "crews are a ZERO! rule: remove crew, or set edition: zero",
                    self.line(*where),
                )
                return
            self.check_codes(pilot.codes, self.codes, "experienced-pilot code", where)
            if pilot.nation is not None and plane.nation and pilot.nation != plane.nation:
                self.error(
                    "pilot-nation",
                    f"a pilot of {self.nation(pilot.nation)} flies only its aircraft (or use a "
                    f"generic pilot: leave out nation); {name} is {self.nation(plane.nation)}",
                    self.line(*where, "nation"),
                )
            return
        known = self.crew_skills if crew else self.skills
        self.check_codes(pilot.codes, known, f"{who} skill", where)
        heavy = plane.role is Role.HEAVY_BOMBER
        if crew and not heavy:
            self.error(
                "pilot-code",
                f"crews man heavy bombers only; {name} is {_a(plane.role.value.replace('-', ' '))}",
                self.line(*where),
            )
        if not crew and plane.role in (Role.MEDIUM_BOMBER, Role.HEAVY_BOMBER, Role.RECONNAISSANCE):
            self.error(
                "pilot-code",
                f"pilots fly leader aircraft; {name} is {_a(plane.role.value.replace('-', ' '))}"
                " (a heavy bomber takes a crew)",
                self.line(*where),
            )
        if pilot.nation is not None and plane.nation is not None and pilot.nation != plane.nation:
            self.error(
                "pilot-nation",
                f"a {self.nation(pilot.nation)} {who} may only fly "
                f"{self.nation(pilot.nation)} aircraft; {name} is {self.nation(plane.nation)}",
                self.line(*where, "nation"),
            )
        if (
            not crew
            and pilot.service is not None
            and plane.service is not None
            and pilot.service is not plane.service
        ):
            self.error(
                "pilot-service",
                f"{_a(pilot.service.value)} pilot may only fly {pilot.service.value} aircraft; "
                f"{name} is {_a(plane.service.value)} aircraft",
                self.line(*where, "service"),
            )
        if pilot.type is not None and pilot.type != plane.type:
            self.error(
                "pilot-type",
                f"this {who} names the {clip(pilot.type)} type and flies only it (any model); "
                f"{name} is of type {plane.type or 'unknown'}",
                self.line(*where, "type"),
            )

    def check_codes(
        self, codes: list[str], known: set[str], what: str, where: tuple[int | str, ...]
    ) -> None:
        for index, code in enumerate(codes):
            if code not in known:
                self.error(
                    "pilot-code",
                    f"'{clip(code)}' is not {_a(what)} (expected one of {', '.join(sorted(known))})",
                    self.line(*where, "codes", index) or self.line(*where),
                )

    def alliances_of(self, nations: set[str], side: int) -> set[str]:
        found = {
            alliance_id
            for alliance_id, alliance in self.info.alliances.items()
            if nations & set(alliance.nations)
        }
        if self.setup.historical and len(found) > 1:
            self.error(
                "alliance",
                f"side {side + 1} mixes "
                + " and ".join(self.info.alliances[a].name.en for a in sorted(found))
                + " aircraft; a historical battle keeps each alliance on its own side",
                self.line("sides", side),
            )
        return found

    def check_alliances(self, alliances: list[set[str]]) -> None:
        if not self.setup.historical:
            return
        seen: dict[str, int] = {}
        for side, found in enumerate(alliances):
            if len(found) != 1:
                continue
            (alliance,) = found
            if alliance in seen:
                self.error(
                    "alliance",
                    f"sides {seen[alliance] + 1} and {side + 1} are both "
                    f"{self.info.alliances[alliance].name.en}; a historical battle pits the "
                    "Axis against the Allies",
                    self.line("sides", side),
                )
            else:
                seen[alliance] = side


def validate_setup(game: GameContent, setup: SetupFile, data: LineDict, file: str) -> Verdict:
    """Check a battle set-up against the set-up rules; every broken rule is reported."""
    return _Check(game, setup, data, file).run()


def complete(
    game: GameContent, setup: SetupFile, data: LineDict, prefer: str | None, seed: int | None
) -> dict[str, int]:
    """Down In Flames has no deck to complete: every player draws from one shared deck."""
    raise ValueError("Down In Flames has no deck to build: all players draw from one deck")
