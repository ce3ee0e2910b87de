"""Fighters in Sight force files: their shape and the force check.

A force file holds one or more sides; each side its players, each player the formations
(escadrilles) they start with, each formation its aircraft, leaders and wingmen. Error
codes are stable (README and the builder page list them); messages may improve. The
browser's twin, ``js/force-check.mjs``, gives the same verdicts message for message.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Literal

from pydantic import Field, model_validator

from ...reading.loaded import GameContent
from ...reading.yamlload import LineDict
from ...schema import Id, Model
from ...verdict import Summary, Verdict, totals
from ...verdicts.checking import CheckRun
from ...words.clip import clip
from ...words.wording import Words
from . import rules
from .messages import MESSAGES, SUMMARY
from .schema import FisGame

CODES = {
    "unknown-id": "An aircraft, leader class or wingman that Sortie's data does not define.",
    "side-empty": "A side has no aircraft.",
    "formation-size": "More aircraft in one formation than the game allows (6).",
    "wingman-without-leader": "A side has a wingman but no leader for him to protect.",
    "player-count": "More players over all sides than the game is for (2 to 6).",
    "points-limit": "A side costs more than its points limit.",
}
WARNINGS = {
    "points-unknown": "The points limit cannot be checked: some value is unknown.",
    "leaders-per-formation": "Two leaders in one formation (a working assumption: one).",
    "wingman-formation": "A wingman flies in a formation without a leader.",
    "leader-unnamed": "A Historic leader without the name of the pilot he is.",
}
MAX_PLAYERS = 6
"""The game is for 2 to 6 players (the manual's cover page)."""
WINGMAN = "wingman"
"""The id of the wingman in ``fis/wingmen/`` that ``wingman: true`` names."""


class AircraftLine(Model):
    """Some aircraft of one type in a formation, or one leader's or wingman's aircraft."""

    aircraft: Id
    """The id of an aircraft type (``fis/aircraft/``)."""
    count: int = Field(default=1, ge=1, le=99)
    """How many aircraft of this type (1 for a leader)."""
    leader: Id | None = None
    """The leader class flying it (``silver``, ``gold``, ``historic``); one aircraft."""
    wingman: bool = False
    """True when these are wingmen (5 points each)."""
    pilot: str | None = Field(default=None, max_length=80)
    """The pilot's name (a Historic leader is a pilot who really flew)."""

    @model_validator(mode="after")
    def _one_role(self) -> AircraftLine:
        if self.leader is not None and self.wingman:
            raise ValueError("a pilot is a leader or a wingman, not both")
        if self.leader is not None and self.count != 1:
            raise ValueError("a leader flies one aircraft: leave out count")
        return self


class Formation(Model):
    """A formation (escadrille) a player starts with; one aircraft alone is a formation."""

    name: str | None = Field(default=None, max_length=80)
    """A name for the formation (Red section)."""
    aircraft: list[AircraftLine] = Field(max_length=60)
    """Its aircraft."""


class Player(Model):
    """One player of a side and the formations they fly."""

    name: str | None = Field(default=None, max_length=80)
    """The player's name."""
    formations: list[Formation] = Field(max_length=60)
    """The formations the player flies."""


class Side(Model):
    """One side (camp): its players and an optional points limit of its own."""

    name: str | None = Field(default=None, max_length=80)
    """The side's name."""
    points_limit: int | None = Field(default=None, ge=0, le=99999)
    """This side's limit, instead of the file's (to unbalance a mission on purpose)."""
    players: list[Player] = Field(min_length=1, max_length=MAX_PLAYERS + 4)
    """The players of the side: one, or a team."""


class ForceFile(Model):
    """A Fighters in Sight force file: the sides of a mission."""

    game: Literal["fis"]
    """The game the force is for."""
    name: str | None = Field(default=None, max_length=80)
    """A name for the mission or list."""
    points_limit: int | None = Field(default=None, ge=0, le=99999)
    """Each side's points limit."""
    sides: list[Side] = Field(min_length=1, max_length=MAX_PLAYERS)
    """The sides."""


@dataclass
class _SideTally:
    aircraft: int = 0
    points: int = 0
    unknown: set[str] = field(default_factory=set)
    missing: list[tuple[str, str, str, int | None]] = field(default_factory=list)
    """Each unknown value the points need: (kind, id, what, line), for ``unchecked``."""
    leaders: list[dict[str, Any]] = field(default_factory=list)
    wingmen: int = 0
    extra_activations: int = 0
    changes: list[_Change] = field(default_factory=list)
    """Each single-line change whose saving is known, for the ``points-limit`` fix."""


@dataclass(frozen=True)
class _Change:
    """One change to one aircraft line and the points it saves (known values only)."""

    where: tuple[int | str, ...]
    rank: int
    """Between equal savings: a plain pilot before fewer wingmen before fewer aircraft."""
    words: str
    saves: int
    each: int = 0
    """For a drop (``words`` is then the aircraft's name): the points of one aircraft, to
    drop as many of the line as it takes."""
    count: int = 1


def _fix(say: Words, changes: list[_Change], over: int) -> tuple[_Change | None, str]:
    """The smallest known saving of ``over`` or more, else the largest (the twin of
    ``cheapestFix`` in ``js/force-check.mjs``); and its words."""
    sized = [_sized(say, c, over) for c in changes]
    enough = [c for c in sized if c.saves >= over]
    if enough:
        best = min(enough, key=lambda c: (c.saves, c.rank))
        return best, say("fix", {"change": best.words, "saves": say.counted("points", best.saves)})
    if not sized:
        return None, ""
    best = min(sized, key=lambda c: (-c.saves, c.rank))
    values = {"over": over, "change": best.words, "saves": say.counted("points", best.saves)}
    return best, say("fix-short", values)


def _sized(say: Words, change: _Change, over: int) -> _Change:
    """A drop of as many aircraft of the line as it takes to cover ``over``, if it can."""
    if not change.each:
        return change
    count = min(change.count, max(1, -(-over // change.each)))
    words = say("change-drop", {"count": count, "aircraft": change.words})
    return _Change(change.where, change.rank, words, change.each * count)


class _Check(CheckRun):
    """One check of a force file; collects every finding, never stops at the first."""

    GAME = "fis"
    MESSAGES = MESSAGES

    # An unknown leader class is not counted as a leader: his wingmen then look alone.
    KNOCK_ON: ClassVar[Mapping[str, frozenset[str]]] = {
        "leader class": frozenset({"wingman-without-leader"})
    }

    def __init__(self, game: GameContent, force: ForceFile, data: LineDict, file: str) -> None:
        super().__init__(data, file)
        self.game = game
        self.params: FisGame = game.info
        self.force = force

    def run(self) -> Verdict:
        verdict = self.verdict
        params = self.params
        sides = [self.check_side(index, side) for index, side in enumerate(self.force.sides)]
        players = sum(len(side.players) for side in self.force.sides)
        if players > MAX_PLAYERS:
            values = {"most": MAX_PLAYERS, "players": players}
            self.error("player-count", self.say("player-count", values), self.line("sides"))
        verdict.aircraft = sum(s["aircraft"] for s in sides)
        verdict.required = {
            "formation_max": params.formation_max,
            "points_limit": self.force.points_limit,
        }
        if len(sides) == 1:
            verdict.hand_size = sides[0]["hand_size"]
            verdict.points = sides[0]["points"]
            verdict.points_known = sides[0]["points_known"]
        else:
            verdict.points = None
            verdict.points_known = all(s["points_known"] for s in sides)
        verdict.details = {"sides": sides}
        return self.finish()

    def side_name(self, index: int) -> str:
        return self.force.sides[index].name or self.say("side-unnamed", {"number": index + 1})

    def check_side(self, index: int, side: Side) -> dict[str, Any]:
        tally = _SideTally()
        name = self.side_name(index)
        for p_index, player in enumerate(side.players):
            extra = 0
            for f_index, formation in enumerate(player.formations):
                where = ("sides", index, "players", p_index, "formations", f_index)
                extra = max(extra, self.check_formation(where, formation, tally))
            tally.extra_activations += extra
        if tally.aircraft == 0:
            message = self.say("side-empty", {"side": name})
            self.error("side-empty", message, self.line("sides", index))
        if tally.wingmen and not tally.leaders:
            wingmen = self.say.counted("wingmen", tally.wingmen)
            message = self.say("wingman-without-leader", {"side": name, "wingmen": wingmen})
            self.error("wingman-without-leader", message, self.line("sides", index))
        points_known = not tally.unknown
        limit = side.points_limit if side.points_limit is not None else self.force.points_limit
        if limit is not None:
            limit_line = (
                self.line("sides", index, "points_limit")
                if side.points_limit is not None
                else self.line("points_limit")
            )
            unknown = ", ".join(sorted(tally.unknown))
            if tally.points > limit:
                change, fix = _fix(self.say, tally.changes, tally.points - limit)
                if change is None:
                    fix = self.say("fix-unknown", {"unknown": unknown})
                values = {"side": name, "points": tally.points, "over": tally.points - limit}
                key = "points-limit" if points_known else "points-limit-lower-bound"
                self.error(
                    "points-limit",
                    self.say(key, {**values, "limit": limit, "fix": fix}),
                    # The line the fix changes: where the player acts, not the limit's line.
                    self.line(*change.where) if change else self.line("sides", index),
                )
            elif not points_known:
                values = {"side": name, "limit": limit, "unknown": unknown}
                self.warn("points-unknown", self.say("points-unknown", values), limit_line)
                for kind, entry_id, what, line in tally.missing:
                    said = {"side": name, "limit": limit, "what": what}
                    message = self.say("unchecked-points", said)
                    self.not_checked("points-unknown", message, line, kind, entry_id, "points")
        players = len(side.players)
        hand = rules.hand_size(self.params, players, len(tally.leaders))
        return {
            "name": name,
            "players": players,
            "aircraft": tally.aircraft,
            "points": tally.points,
            "points_known": points_known,
            "points_limit": limit,
            "hand_size": hand,
            "activations": rules.activations(self.params, players, tally.extra_activations),
            "leaders": tally.leaders,
            "wingmen": tally.wingmen,
        }

    def formation_label(self, where: tuple[int | str, ...], formation: Formation) -> str:
        """A formation in a message: by its name, else by its place (its number, its
        player's name or number, its side), so that the player finds which one is meant."""
        if formation.name:
            return self.say("formation-named", {"name": formation.name})
        side, player, number = (int(where[i]) for i in (1, 3, 5))
        named = self.force.sides[side].players[player].name
        values = {
            "number": number + 1,
            "player": self.say("player-named", {"name": named}) if named else player + 1,
            "side": self.side_name(side),
        }
        return self.say("formation-unnamed", values)

    def check_formation(
        self, where: tuple[int | str, ...], formation: Formation, tally: _SideTally
    ) -> int:
        """Adds the formation to the side's tally; returns the extra activations its
        leaders bring to their player (0 or 1 with the shipped classes)."""
        aircraft = self.game.of("aircraft")
        leaders = self.game.of("leaders")
        wingman = self.game.of("wingmen").get(WINGMAN)
        size = leader_count = extra = 0
        wingmen_here = False
        for l_index, line in enumerate(formation.aircraft):
            at = (*where, "aircraft", l_index)
            size += line.count
            tally.aircraft += line.count
            plane = aircraft.get(line.aircraft)
            each: int | None = None  # what one aircraft of the line costs, when known
            if plane is None:
                self.unknown("aircraft", line.aircraft, aircraft, self.line(*at, "aircraft"))
                # Its cost is unknown too: the side's points are a lower bound.
                tally.unknown.add(self.say("points-of-undefined", {"given": line.aircraft}))
            elif plane.item.points is None:
                what = self.say("points-of", {"name": self.say.named(plane.item.name)})
                tally.unknown.add(what)
                tally.missing.append(("aircraft", line.aircraft, what, self.line(*at, "aircraft")))
            else:
                tally.points += plane.item.points * line.count
                each = plane.item.points
            if line.wingman:
                wingmen_here = True
                tally.wingmen += line.count
                if wingman is None:
                    self.unknown("wingman", WINGMAN, self.game.of("wingmen"), self.line(*at))
                    each = None
                elif wingman.item.points is None:
                    what = self.say("points-of-wingman")
                    tally.unknown.add(what)
                    tally.missing.append(("wingmen", WINGMAN, what, self.line(*at)))
                    each = None
                else:
                    tally.points += wingman.item.points * line.count
                    each = None if each is None else each + wingman.item.points
                    called = (
                        self.say.named(plane.item.name)
                        if plane is not None
                        else clip(line.aircraft)
                    )
                    words = self.say("change-wingman", {"aircraft": called})
                    tally.changes.append(_Change(at, 1, words, wingman.item.points))
            leader_points = 0
            if line.leader is not None:
                entry = leaders.get(line.leader)
                if entry is None or entry.item.points is None:
                    each = None
                else:
                    leader_points = entry.item.points
            if each is not None and plane is not None and each + leader_points > 0:
                name = self.say.named(plane.item.name)
                tally.changes.append(
                    _Change(at, 2, name, 0, each=each + leader_points, count=line.count)
                )
            if line.leader is None:
                continue
            entry = leaders.get(line.leader)
            if entry is None:
                self.unknown("leader class", line.leader, leaders, self.line(*at, "leader"))
                tally.unknown.add(self.say("points-of-undefined", {"given": line.leader}))
                continue
            leader = entry.item
            leader_count += 1
            leader_name = self.say.named(leader.name)
            if leader.points is None:
                what = self.say("points-of", {"name": leader_name})
                tally.unknown.add(what)
                tally.missing.append(("leaders", line.leader, what, self.line(*at, "leader")))
            else:
                tally.points += leader.points
                words = self.say("change-leader", {"leader": leader_name})
                tally.changes.append(_Change(at, 0, words, leader.points))
            extra = max(extra, leader.activations - 1)
            if leader.real_pilot and not line.pilot:
                message = self.say("leader-unnamed", {"leader": leader_name})
                self.warn("leader-unnamed", message, self.line(*at, "leader"))
            tally.leaders.append(self.leader_report(entry.id, line, formation))
        label = self.formation_label(where, formation)
        if size > self.params.formation_max:
            values = {"formation": label, "size": size, "most": self.params.formation_max}
            self.error("formation-size", self.say("formation-size", values), self.line(*where))
        if leader_count > 1:
            values = {"formation": label, "leaders": leader_count}
            message = self.say("leaders-per-formation", values)
            self.warn("leaders-per-formation", message, self.line(*where))
        if wingmen_here and not leader_count:
            message = self.say("wingman-formation", {"formation": label})
            self.warn("wingman-formation", message, self.line(*where))
        return extra

    def leader_report(
        self, class_id: str, line: AircraftLine, formation: Formation
    ) -> dict[str, Any]:
        leader = self.game.of("leaders")[class_id].item
        costs = []
        if leader.extra_card:
            costs.append(self.say("loss-extra-card"))
        if leader.chooses_card:
            costs.append(self.say("loss-chosen-card"))
        if leader.activations > 1:
            costs.append(self.say("loss-activations", {"activations": leader.activations}))
        return {
            "class": class_id,
            "pilot": line.pilot,
            "formation": formation.name,
            "loss": costs,
        }


def validate_force(game: GameContent, force: ForceFile, data: LineDict, file: str) -> Verdict:
    """Check a force file against the rules; every broken rule is reported."""
    return _Check(game, force, data, file).run()


def summary(verdict: Verdict) -> Summary:
    """A file of several sides sums up each side (its players, hand and activations): the
    totals of the whole file say little."""
    sides = verdict.details.get("sides", [])
    if len(sides) < 2:
        return totals(verdict)
    say = Words.of(SUMMARY)
    lines = tuple(
        say(
            "side",
            {
                "name": side["name"],
                "aircraft": say.counted("aircraft", side["aircraft"]),
                "players": say.counted("players", side["players"]),
                "hand": side["hand_size"],
                "activations": say.counted("activations", side["activations"]),
                "points": say.counted("points", side["points"]),
                "more": "" if side["points_known"] else "+",
            },
        )
        for side in sides
    )
    said = {
        "aircraft": say.counted("aircraft", verdict.aircraft),
        "sides": say.counted("sides", len(sides)),
    }
    return Summary(say("totals", said), lines)


NO_CARDS = (
    "Sortie has no card design for it (its action cards are the game's common deck, its "
    "aircraft are dashboards)"
)
"""Why ``sortie cards --deck`` prints nothing of a force file."""

NO_DECK = (
    "a Fighters in Sight force has no deck to complete: action cards are dealt from the "
    "game's common deck each turn"
)
