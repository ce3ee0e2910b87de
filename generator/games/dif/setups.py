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

from ...reading.loaded import Entry, GameContent
from ...reading.yamlload import LineDict
from ...schema import Id, Model
from ...verdict import Summary, Verdict, totals
from ...verdicts.checking import CheckRun
from ...words.clip import clip
from ...words.messages import CHECK
from ...words.wording import Words, merged
from . import rules
from .messages import EDITION_MESSAGES, EDITION_SUMMARY, MESSAGES, SUMMARY
from .schema import Aircraft, DifGame, Edition, Role, Service
from .types import type_names

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

WARNINGS = {
    "year-unknown": "An aircraft's year is unknown: the agreed year cannot be checked for it.",
    "vp-unknown": "An aircraft's VP value is unknown: the VP limit cannot be checked for it.",
    "turbocharger-unknown": "A High start on an aircraft not known to have or to lack a "
    "Turbocharger.",
}
"""Warning codes of the set-up rules (beside unknown-key and duplicate-key of every file)."""


MOST_SET_UP_VP = 999
"""The largest VP a set-up file gives a pilot or a limit, as the builder's file reader
(``LIMITS.vp`` in ``setupfile.mjs``) takes it."""


class Pilot(Model):
    """A pilot (or crew) counter on one aircraft."""

    name: str | None = Field(default=None, max_length=200)
    """The name on the counter, if any."""
    codes: list[str] = Field(default_factory=list, max_length=16)
    """Aces High experienced-pilot codes (``P+1``, ``AP1``…) or ZERO! skill letters."""
    vp: int | None = Field(default=None, ge=0, le=MOST_SET_UP_VP)
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
    vp_limit: int | None = Field(default=None, ge=0, le=MOST_SET_UP_VP)
    """The agreed VP limit: no aircraft worth more may be chosen."""
    year: int | None = Field(default=None, ge=1900, le=1950)
    """The agreed year: no aircraft of a later year may be chosen."""
    historical: bool = False
    """True for a historical battle: one side Axis, the other Allies."""
    altitude_bonus: bool = False
    """The optional rule giving extra opening cards for a Very Low or Low start."""
    sides: list[Side] = Field(min_length=1, max_length=6)
    """The sides, each with its aircraft."""


class _Check(CheckRun):
    """One check of a set-up file; collects every finding, never stops at the first.

    An unknown aircraft or altitude comes first (``finish``); nothing is marked as its
    knock-on, since leaving an aircraft out can only lower its side's VP and alliances."""

    GAME = "dif"
    MESSAGES = MESSAGES

    def __init__(self, game: GameContent, setup: SetupFile, data: LineDict, file: str) -> None:
        super().__init__(data, file)
        self.game = game
        self.info: DifGame = game.info
        self.setup = setup
        own = EDITION_MESSAGES.get(setup.edition.value)
        if own:  # ZERO!'s French says VPs where Aces High's says PV
            self.say = Words.of(merged(CHECK, MESSAGES, own))
        self.codes = {c.code for c in self.info.pilot_codes}
        self.skills = {c.code for c in self.info.pilot_skills}
        self.crew_skills = {c.code for c in self.info.crew_skills}
        self.types = type_names(e.item for e in game.of("aircraft").values())

    def edition(self, edition: Edition) -> str:
        """An edition by its name ("ZERO! (GMT)"), as a player knows it."""
        return self.say.named(self.info.editions[edition.value])

    def nation(self, nation_id: str) -> str:
        found = self.info.nations.get(nation_id)
        return self.say.named(found) if found is not None else clip(nation_id)

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
            name = side.name or self.say("side-unnamed", {"number": s + 1})
            report.append({"name": name, "vp": total, "aircraft": lines})
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
        return self.finish()

    def describe(self, entry: Entry[Any], flight: Flight) -> dict[str, Any]:
        plane: Aircraft = entry.item
        bonus = rules.opening_bonus(self.info, flight.altitude) if self.setup.altitude_bonus else 0
        performance = plane.front.performance
        extra = self.performance_bonus(flight.pilot)
        hand = None if performance is None else performance + extra + bonus
        return {
            "aircraft": entry.id,
            "name": self.say.named(plane.name),
            "count": flight.count,
            "vp": plane.vp,
            "performance": performance,
            "pilot_bonus": extra,
            "altitude_bonus": bonus,
            "opening_hand": hand,
            # A bomber holds no hand: it draws only when a fighter attacks it.
            "bomber": not plane.fighter_card,
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
        name = self.say.named(plane.name)
        if plane.edition is not self.setup.edition:
            edition = {
                "plane_edition": self.edition(plane.edition),
                "edition": self.edition(self.setup.edition),
            }
            self.error(
                "edition",
                self.say("edition", {"name": name, **edition}),
                self.line(*where, "aircraft"),
            )
        limit, year = self.setup.vp_limit, self.setup.year
        if year is not None:
            if plane.year is None:
                self.unknown_value("year", {"year": year, "name": name}, entry.id, where)
            elif plane.year > year:
                said = {"name": name, "plane_year": plane.year, "year": year}
                self.error("year", self.say("year", said), self.line(*where, "aircraft"))
        vp = plane.vp
        pilot_vp = flight.pilot.vp if flight.pilot is not None else None
        if limit is not None:
            if vp is None:
                self.unknown_value("vp", {"limit": limit, "name": name}, entry.id, where)
            elif vp > limit:
                swap = self.swap(entry.id, plane, limit)
                said = {"name": name, "vp": vp, "limit": limit, "swap": swap}
                self.error("vp-limit", self.say("vp-limit", said), self.line(*where, "aircraft"))
        if flight.altitude is not None:
            self.check_altitude(plane, flight.altitude, self.line(*where, "altitude"))
        if flight.pilot is not None:
            self.check_pilot(plane, flight.pilot, (*where, "pilot"), crew=False)
        if flight.crew is not None:
            self.check_pilot(plane, flight.crew, (*where, "crew"), crew=True)
        if vp is None:
            return None
        return vp + (pilot_vp or 0)

    def unknown_value(
        self, field: str, said: dict[str, Any], plane_id: str, where: tuple[int | str, ...]
    ) -> None:
        """An aircraft's ``field`` (``year``, ``vp``) is unknown: a warning
        (``<field>-unknown``), and the check it stops said as not run."""
        code, line = f"{field}-unknown", self.line(*where, "aircraft")
        self.warn(code, self.say(code, said), line)
        unchecked = self.say(f"unchecked-{field}", said)
        self.not_checked(code, unchecked, line, "aircraft", plane_id, field)

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
            # The choice does not hang on the language: ties go by the English name.
            best = min(fits, key=lambda o: (-(o.vp or 0), o.name.en))
            return self.say("swap-fly", {"best": self.say.named(best.name), "vp": best.vp})
        nation = self.nation(plane.nation) if plane.nation else ""
        whose = self.say("swap-whose", {"nation": nation}) if plane.nation else ""
        unknown = sum(1 for o in others if o.vp is None)
        said = {"whose": whose, "edition": self.edition(plane.edition), "limit": limit}
        more = self.say("swap-unknown", {"count": unknown}) if unknown else ""
        return self.say("swap-none", {**said, "unknown": more})

    def check_altitude(self, plane: Aircraft, altitude: str, line: int | None) -> None:
        levels = {level.id: level for level in self.info.altitudes}
        level = levels.get(altitude)
        if level is None:
            self.unknown("altitude", altitude, levels, line)
            return
        if not plane.fighter_card:
            # A bomber flies where its card or the mission puts it (Aces High, “Altitude des
            # bombardiers”; ZERO! 17.24): the fighters' start rule, and its turbocharger
            # exception, are not its own.
            return
        if level.start or (level.start_turbo and plane.turbocharger):
            return
        name, level_name = self.say.named(plane.name), self.say.named(level.name)
        if level.start_turbo and plane.turbocharger is None:
            said = {"name": name, "level": level_name}
            self.warn("turbocharger-unknown", self.say("turbocharger-unknown", said), line)
            return
        allowed = ", ".join(self.say.named(lv.name) for lv in levels.values() if lv.start)
        turbo = self.say("altitude-turbo") if level.start_turbo else ""
        said = {"name": name, "level": level_name, "allowed": allowed, "turbo": turbo}
        self.error("altitude", self.say("altitude", said), line)

    def check_pilot(
        self, plane: Aircraft, pilot: Pilot, where: tuple[int | str, ...], crew: bool
    ) -> None:
        who = self.say("who-crew" if crew else "who-pilot")
        name = self.say.named(plane.name)
        if self.setup.edition is Edition.ACES_HIGH:
            if crew:
                self.error("pilot-code", self.say("crew-aces-high"), self.line(*where))
                return
            self.check_codes(pilot.codes, self.codes, "code-experienced", where)
            if pilot.nation is not None and plane.nation and pilot.nation != plane.nation:
                said = {
                    "nation": self.nation(pilot.nation),
                    "name": name,
                    "plane_nation": self.nation(plane.nation),
                }
                self.error(
                    "pilot-nation",
                    self.say("pilot-nation-aces-high", said),
                    self.line(*where, "nation"),
                )
            return
        known = self.crew_skills if crew else self.skills
        self.check_codes(
            pilot.codes, known, "code-crew-skill" if crew else "code-pilot-skill", where
        )
        heavy = plane.role is Role.HEAVY_BOMBER
        role = {"name": name, "role": self.say(f"role-{plane.role.value}")}
        if crew and not heavy:
            self.error("pilot-code", self.say("crew-not-heavy", role), self.line(*where))
        if not crew and plane.role in (Role.MEDIUM_BOMBER, Role.HEAVY_BOMBER, Role.RECONNAISSANCE):
            self.error("pilot-code", self.say("pilot-not-leader", role), self.line(*where))
        if pilot.nation is not None and plane.nation is not None and pilot.nation != plane.nation:
            said = {
                "nation": self.nation(pilot.nation),
                "who": who,
                "name": name,
                "plane_nation": self.nation(plane.nation),
            }
            self.error("pilot-nation", self.say("pilot-nation", said), self.line(*where, "nation"))
        if (
            not crew
            and pilot.service is not None
            and plane.service is not None
            and pilot.service is not plane.service
        ):
            said = {
                "service_a": self.say(f"service-a-{pilot.service.value}"),
                "service": self.say(f"service-{pilot.service.value}"),
                "name": name,
                "plane_service_a": self.say(f"service-a-{plane.service.value}"),
            }
            message = self.say("pilot-service", said)
            self.error("pilot-service", message, self.line(*where, "service"))
        if pilot.type is not None and pilot.type != plane.type:
            said = {
                "who": who,
                "type": clip(self.types.get(pilot.type, pilot.type)),
                "name": name,
                "plane_type": self.types.get(plane.type, plane.type)
                if plane.type
                else self.say("type-unknown"),
            }
            self.error("pilot-type", self.say("pilot-type", said), self.line(*where, "type"))

    def check_codes(
        self, codes: list[str], known: set[str], what: str, where: tuple[int | str, ...]
    ) -> None:
        """Each code not ``known``; ``what`` is the key of what such a code is called."""
        for index, code in enumerate(codes):
            if code not in known:
                said = {
                    "code": clip(code),
                    "what": self.say(what),
                    "known": ", ".join(sorted(known)),
                }
                self.error(
                    "pilot-code",
                    self.say("pilot-code", said),
                    self.line(*where, "codes", index) or self.line(*where),
                )

    def alliances_of(self, nations: set[str], side: int) -> set[str]:
        found = {
            alliance_id
            for alliance_id, alliance in self.info.alliances.items()
            if nations & set(alliance.nations)
        }
        if self.setup.historical and len(found) > 1:
            names = self.say.both(
                self.say.named(self.info.alliances[key].name) for key in sorted(found)
            )
            said = {"side": side + 1, "alliances": names}
            self.error("alliance", self.say("alliance-mixed", said), self.line("sides", side))
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
                said = {
                    "first": seen[alliance] + 1,
                    "second": side + 1,
                    "alliance": self.say.named(self.info.alliances[alliance].name),
                }
                self.error("alliance", self.say("alliance-same", said), self.line("sides", side))
            else:
                seen[alliance] = side


def validate_setup(game: GameContent, setup: SetupFile, data: LineDict, file: str) -> Verdict:
    """Check a battle set-up against the set-up rules; every broken rule is reported."""
    return _Check(game, setup, data, file).run()


def summary(verdict: Verdict) -> Summary:
    """Victory points per side, the unit Down In Flames players count in (not points per
    force), with the lower side's head start and the game's VP limit."""
    sides = verdict.details.get("sides", [])
    if len(sides) < 2:
        return totals(verdict)
    say = Words.of(merged(SUMMARY, EDITION_SUMMARY.get(str(verdict.details.get("edition")), {})))
    limit = verdict.required.get("vp_limit")
    lines = []
    for side in sides:
        count = sum(flight.get("count", 1) for flight in side.get("aircraft", []))
        vp = say("vp-unknown") if side["vp"] is None else say("vp", {"vp": side["vp"]})
        start = say("head-start", {"vp": side["head_start"]}) if side.get("head_start") else ""
        said = {"name": side["name"], "aircraft": say.counted("aircraft", count), "vp": vp}
        lines.append(say("side", {**said, "start": start}))
    said = {
        "aircraft": say.counted("aircraft", verdict.aircraft),
        "sides": say.counted("sides", len(sides)),
        "limit": "" if limit is None else say("vp-limit", {"limit": limit}),
    }
    return Summary(say("totals", said), tuple(lines))


NO_DECK = "Down In Flames has no deck to build: all players draw from one deck"
