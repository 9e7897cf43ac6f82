"""Merchants & Marauders' game in words: one sentence per event worth telling, as the seat
reading it may know it (the table passes `game.events_for(viewer)`: a hidden card arrives as
HIDDEN and is told as "a card", a hidden amount as "some ducats"). The dice of every roll are
in the log, so a battle's and a raid's numbers can be followed. Translated, with named
placeholders and plural forms for counts."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from game.core.i18n import _, ngettext
from game.merchants import events as E
from game.merchants import words as W
from game.merchants.text import CONTEXT_WORDS
from game.merchants.vocabulary import SLOTS
from scenes.kit.logwords import Line
from scenes.kit.logwords import log_lines as _log_lines
from scenes.merchants import say


def card_name(cat: Any, card: int) -> str:
    return say.card_name(cat, card)


def _slot(slot: int) -> str:
    """A slot as a sentence's subject ("The Spanish flagship")."""
    words = W.slot_name(SLOTS[slot]) if 0 <= slot < len(SLOTS) else "?"
    return words[:1].upper() + words[1:]


def _side(names: tuple[str, ...], seat: int, slot: int) -> str:
    if 0 <= seat < len(names):
        return names[seat]
    return W.slot_name(SLOTS[slot]) if 0 <= slot < len(SLOTS) else "?"


def _faces(faces: Iterable[int]) -> str:
    return " ".join(str(f) for f in faces) or "–"


def _ship(key: str) -> str:
    return W.name(key) if key and say.known(key) else _("a ship")


def _glory_why(source: str) -> str:
    return {"battle": _("for a battle won"), "demand_sale": _("for a sale in demand"),
            "raid": _("for a raid"), "mission": _("for a mission"),
            "rumour": _("for a rumour"), "big_ship": _("for a big ship")}.get(source, "")


Say = Callable[[Any, tuple[str, ...], Any], "Line | None"]
SAYS: dict[type, Say] = {}


def says(*kinds: type) -> Callable[[Say], Say]:
    def put(fn: Say) -> Say:
        for k in kinds:
            SAYS[k] = fn
        return fn
    return put


@says(E.GameStarted)
def _started(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("A new game: the first to {n} glory wins.").format(n=ev.target), True)


@says(E.GameTurnBegan)
def _turn(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("Game turn {n}").format(n=ev.turn), True)


@says(E.SeatTurnBegan)
def _seat_turn(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name}'s turn").format(name=names[ev.seat]), True)


@says(E.ShipChosen)
def _ship_chosen(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    if not ev.ship:
        return Line(_("{name} chose a ship in secret.").format(name=names[ev.seat]))
    return Line(_("{name} chose a {ship}.").format(name=names[ev.seat], ship=_ship(ev.ship)))


@says(E.Equipped)
def _equipped(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} sails with {captain} from {port}.").format(
        name=names[ev.seat], captain=card_name(cat, ev.captain),
        port=say.zone_name(cat, ev.zone)))


@says(E.EventDrawn)
def _event(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("Event: {card}.").format(card=card_name(cat, ev.card)))


@says(E.NpcMoved)
def _npc_moved(ev: Any, names: tuple[str, ...], cat: Any) -> Line | None:
    if ev.to < 0:   # an absent slot's move (NM2): nothing sails
        return None
    return Line(_("{slot} sails to {zone}.").format(slot=_slot(ev.slot),
                                                     zone=say.zone_name(cat, ev.to)))


@says(E.NpcPlaced)
def _npc_placed(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{slot} enters at {zone}.").format(slot=_slot(ev.slot),
                                                      zone=say.zone_name(cat, ev.zone)))


@says(E.NpcDefeated)
def _npc_defeated(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{slot} is defeated.").format(slot=_slot(ev.slot)))


@says(E.ShipMoved)
def _moved(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    where = say.zone_name(cat, ev.zone)
    if ev.in_port:
        return Line(_("{name} enters the port of {zone}.").format(name=names[ev.seat],
                                                                  zone=where))
    return Line(_("{name} sails to {zone}.").format(name=names[ev.seat], zone=where))


@says(E.Rolled)
def _rolled(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    who = names[ev.seat] if 0 <= ev.seat < len(names) else _slot(ev.slot)
    what = CONTEXT_WORDS.get(ev.context)
    return Line(ngettext("{name} rolls {n} die for {what}: {faces}.",
                         "{name} rolls {n} dice for {what}: {faces}.", len(ev.faces)).format(
        name=who, n=len(ev.faces), what=_(what) if what else ev.context,
        faces=_faces(ev.faces)))


@says(E.Scouted)
def _scouted(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    if ev.found:
        return Line(_("{name} scouts and finds the target.").format(name=names[ev.seat]))
    return Line(_("{name} scouts and finds nothing.").format(name=names[ev.seat]))


@says(E.MerchantFound)
def _merchant(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    flag = cat.merchant_flag(ev.token) if ev.token >= 0 else ""
    if flag:
        return Line(_("{name} finds a merchant of {nation}.").format(
            name=names[ev.seat], nation=say.nation(flag)))
    return Line(_("{name} finds a merchant.").format(name=names[ev.seat]))


@says(E.MerchantReleased)
def _released(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} lets the merchant go.").format(name=names[ev.seat]))


@says(E.BountySet)
def _bounty(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("Bounty on {name}: {nation}, level {n}.").format(
        nation=say.nation(ev.nation), n=ev.level, name=names[ev.seat]))


@says(E.PortBegan)
def _port(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} does business in {zone}.").format(name=names[ev.seat],
                                                             zone=say.zone_name(cat, ev.zone)))


@says(E.Sold)
def _sold(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(ngettext("{name} sells {n} cargo card for {d} ducats.",
                         "{name} sells {n} cargo cards for {d} ducats.", len(ev.cards)).format(
        name=names[ev.seat], n=len(ev.cards), d=ev.ducats))


@says(E.Bought)
def _bought(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(ngettext("{name} buys {n} cargo card for {d} ducats.",
                         "{name} buys {n} cargo cards for {d} ducats.", len(ev.cards)).format(
        name=names[ev.seat], n=len(ev.cards), d=ev.cost))


@says(E.ShipChanged)
def _changed(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} changes to a {ship}.").format(name=names[ev.seat],
                                                         ship=_ship(ev.ship)))


@says(E.Repaired)
def _repaired(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} repairs the {location}.").format(
        name=names[ev.seat], location=W.name(ev.location)))


@says(E.ModificationBought)
def _mod(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} buys {mod}.").format(name=names[ev.seat],
                                               mod=card_name(cat, ev.token)))


@says(E.WeaponBought)
def _weapon(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} buys {weapon}.").format(name=names[ev.seat],
                                                  weapon=W.name(ev.weapon)))


@says(E.Recruited)
def _recruited(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(ngettext("{name} recruits {n} crew.", "{name} recruits {n} crew.",
                         ev.crew).format(name=names[ev.seat], n=ev.crew))


@says(E.Stashed)
def _stashed(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    if ev.amount < 0:
        return Line(_("{name} puts some ducats into the chest.").format(name=names[ev.seat]))
    return Line(ngettext("{name} puts {n} ducat into the chest.",
                         "{name} puts {n} ducats into the chest.", ev.amount).format(
        name=names[ev.seat], n=ev.amount))


@says(E.GloryGained)
def _glory(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    why = _glory_why(ev.source)
    if why:
        return Line(_("{name} gains a glory {why}.").format(name=names[ev.seat], why=why))
    return Line(_("{name} gains a glory.").format(name=names[ev.seat]))


@says(E.GloryCardDrawn)
def _glory_drawn(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    if ev.card < 0:
        return Line(_("{name} draws a glory card.").format(name=names[ev.seat]))
    return Line(_("{name} draws {card}.").format(name=names[ev.seat],
                                                 card=card_name(cat, ev.card)))


@says(E.GloryCardPlayed)
def _glory_played(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} plays {card}.").format(name=names[ev.seat],
                                                 card=card_name(cat, ev.card)))


@says(E.RaidDeclared)
def _raid(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} raids a merchant of {nation}!").format(
        name=names[ev.seat], nation=say.nation(ev.nation)))


@says(E.RaidEnded)
def _raid_ended(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    if ev.result == "success":
        return Line(_("The raid pays off for {name}.").format(name=names[ev.seat]))
    return Line(_("The raid fails for {name}.").format(name=names[ev.seat]))


@says(E.BattleBegan)
def _battle(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("Battle at {zone}: {a} against {b}!").format(
        zone=say.zone_name(cat, ev.zone), a=_side(names, ev.attacker, ev.attacker_slot),
        b=_side(names, ev.defender, ev.defender_slot)), True)


@says(E.ManoeuvreRolled)
def _manoeuvre(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("Manoeuvre: {a} against {b}.").format(a=_faces(ev.faces[0]),
                                                        b=_faces(ev.faces[1])))


@says(E.CrewRolled)
def _crew(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("Crew combat: {a} against {b}.").format(a=_faces(ev.faces[0]),
                                                          b=_faces(ev.faces[1])))


@says(E.Hit)
def _hit(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("A hit on the {location}.").format(location=W.name(ev.location)))


@says(E.Escaped)
def _escaped(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("A ship escapes."))


@says(E.BattleEnded)
def _battle_ended(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    if ev.winner < 0:
        return Line(_("The battle ends with no winner."))
    return Line(_("The battle is won."))


@says(E.CaptainDied)
def _died(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name}'s captain is lost.").format(name=names[ev.seat]))


@says(E.Plundered)
def _plundered(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} plunders {loser}'s ship.").format(name=names[ev.seat],
                                                             loser=names[ev.loser]))


@says(E.ShipCaptured)
def _captured(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} takes {loser}'s ship.").format(name=names[ev.seat],
                                                         loser=names[ev.loser]))


@says(E.MissionTaken)
def _mission(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} takes the mission {card}.").format(name=names[ev.seat],
                                                             card=card_name(cat, ev.card)))


@says(E.MissionEnded)
def _mission_ended(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    if ev.how == "completed":
        return Line(_("{name} completes a mission.").format(name=names[ev.seat]))
    return Line(_("{name}'s mission ends.").format(name=names[ev.seat]))


@says(E.RumourGathered)
def _rumour(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} gathers a rumour.").format(name=names[ev.seat]))


@says(E.WarChanged)
def _war(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    a, b = (say.nation(n) for n in ev.pair)
    if ev.war:
        return Line(_("War: {a} against {b}.").format(a=a, b=b))
    return Line(_("Peace between {a} and {b}.").format(a=a, b=b))


@says(E.BountyClaimed)
def _claimed(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    return Line(_("{name} claims a reward from {nation}.").format(
        name=names[ev.seat], nation=say.nation(ev.nation)))


@says(E.GameEnded)
def _ended(ev: Any, names: tuple[str, ...], cat: Any) -> Line:
    who = ", ".join(names[w] for w in ev.winners)
    return Line(_("The game is over: {names} won.").format(names=who), True)


def line(ev: Any, names: tuple[str, ...], cat: Any) -> Line | None:
    """The sentence for one event (None: nothing worth telling)."""
    fn = SAYS.get(type(ev))
    return fn(ev, names, cat) if fn is not None else None


def log_lines(events: Iterable[Any], names: tuple[str, ...], cat: Any) -> list[Line]:
    return _log_lines(line, events, names, cat)
