"""Meuterer's game in words: one sentence per event, as the seat reading it may know it (the
table passes `game.events_for(viewer)`: hidden cards arrive as -1, a hidden role as "").
Translated, with named placeholders and plural forms for counts."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.core.i18n import _, ngettext
from game.meuterer import events as E
from game.meuterer.words import word
from scenes.kit.logwords import Line
from scenes.kit.logwords import log_lines as _log_lines


def card_name(cat: Any, card: int) -> str:
    """A goods card by its good, or "a hidden card"."""
    if card < 0:
        return _("a hidden card")
    return word(cat.good(card))


def _goods(cat: Any, cards: Iterable[int]) -> str:
    """Cards counted per good ("2 wine, 1 ruby"); hidden ones as "n hidden cards"."""
    per: dict[str, int] = {}
    hidden = 0
    for c in cards:
        if c < 0:
            hidden += 1
        else:
            key = cat.good(c)
            per[key] = per.get(key, 0) + 1
    parts = [_("{n} {good}").format(n=n, good=word(k)) for k, n in per.items()]
    if hidden:
        parts.append(ngettext("{n} hidden card", "{n} hidden cards", hidden).format(n=hidden))
    return ", ".join(parts)


def island_name(cat: Any, island: int) -> str:
    return _(cat.islands[island].name)


def _plan(cat: Any, plan: Any) -> str:
    parts = [_("{cards} on {island}").format(cards=_goods(cat, cards),
                                             island=island_name(cat, island))
             for island, cards in plan if cards]
    return "; ".join(parts)


def line(ev: Any, names: tuple[str, ...], cat: Any) -> Line | None:
    """The sentence for one event (None: nothing worth telling)."""
    t = type(ev)
    if t is E.GameStarted:
        return Line(_("{name} is the first captain. The ship lies at {island}; everyone holds "
                      "five cards.").format(name=names[ev.captain],
                                            island=island_name(cat, cat.start_island)), True)
    if t is E.PositionSet:     # a scenario's mid-game start (docs/scenarios.md)
        return Line(_("The game starts mid-voyage: round {r} comes next, and the ship lies at "
                      "{island}.").format(r=ev.round, island=island_name(cat, ev.ship)), True)
    if t is E.RoundStarted:
        return Line(_("Round {r} — captain {name}").format(r=ev.round,
                                                             name=names[ev.captain]), True)
    if t is E.WageSet:
        return Line(ngettext("{name} named a wage of {n} point for a loyal mate.",
                             "{name} named a wage of {n} points for a loyal mate.",
                             ev.wage).format(name=names[ev.seat], n=ev.wage))
    if t is E.Offered:
        return Line(_("{name} offered {card}.").format(name=names[ev.seat],
                                                        card=card_name(cat, ev.card)))
    if t is E.Passed:
        n = len(ev.cards)
        if ev.cards and all(c >= 0 for c in ev.cards):
            return Line(ngettext("{name} passed, setting {n} card aside ({cards}).",
                                 "{name} passed, setting {n} cards aside ({cards}).", n).format(
                name=names[ev.seat], n=n, cards=_goods(cat, ev.cards)))
        return Line(ngettext("{name} passed, setting {n} card aside.",
                             "{name} passed, setting {n} cards aside.", n).format(
            name=names[ev.seat], n=n))
    if t is E.RolePicked:
        if ev.role:
            seen = ", ".join(word(r) for r in ev.seen)
            return Line(_("{name} took the {role} in secret (the middle held: {seen}).").format(
                name=names[ev.seat], role=word(ev.role), seen=seen))
        return Line(_("{name} took a role in secret.").format(name=names[ev.seat]))
    if t is E.DestinationPlaced:
        whose = _("The captain's") if ev.who == "captain" else _("The mutineer's")
        return Line(ngettext("{whose} destination card goes on {island} ({n} step on).",
                             "{whose} destination card goes on {island} ({n} steps on).",
                             ev.steps).format(whose=whose, island=island_name(cat, ev.island),
                                              n=ev.steps))
    if t is E.RolesRevealed:
        said = [_("{name}: {role}").format(name=names[s], role=word(r))
                for s, r in enumerate(ev.roles) if r]
        return Line(_("Roles revealed — {roles}.").format(
            roles="; ".join(said) if said else _("none")), True)
    if t is E.MutinyStarted:
        return Line(_("Mutiny! Sabres so far: captain's side {a}, mutineer's side {b}.").format(
            a=ev.strength[0], b=ev.strength[1]), True)
    if t is E.SabresPlayed:
        if not ev.cards:
            return Line(_("{name} played no sabre.").format(name=names[ev.seat]))
        return Line(ngettext("{name} played {n} sabre: {a} : {b}.",
                             "{name} played {n} sabres: {a} : {b}.", len(ev.cards)).format(
            name=names[ev.seat], n=len(ev.cards), a=ev.strength[0], b=ev.strength[1]))
    if t is E.MutinyEnded:
        if ev.won:
            return Line(_("The mutiny succeeds, {a} : {b} (ties go to the mutineer): {name} "
                          "takes the ship.").format(a=ev.strength[0], b=ev.strength[1],
                                                    name=names[ev.mutineer]))
        return Line(_("The mutiny fails, {a} : {b}: the captain holds the ship.").format(
            a=ev.strength[0], b=ev.strength[1]))
    if t is E.DestinationRemoved:
        return Line(_("The captain's destination card is removed.") if ev.who == "captain"
                    else _("The mutineer's destination card is removed."))
    if t is E.RoleScored:
        causes = {"ship": _("the ship points"), "mate": _("the mate's pay"),
                  "wage": _("the wage paid"), "boy": _("the ship's boy's share")}
        cause = causes.get(ev.cause, ev.cause)
        if ev.points < 0:
            return Line(ngettext("{name} paid {n} point ({cause}).",
                                 "{name} paid {n} points ({cause}).", -ev.points).format(
                name=names[ev.seat], n=-ev.points, cause=cause))
        return Line(ngettext("{name} scored {n} point ({cause}).",
                             "{name} scored {n} points ({cause}).", ev.points).format(
            name=names[ev.seat], n=ev.points, cause=cause))
    if t is E.CaptainChanged:
        return Line(_("{name} took both captain cards and is the captain now.").format(
            name=names[ev.seat]))
    if t is E.SalesStarted:
        return Line(_("Sales — {names} choose in turn.").format(
            names=", ".join(names[s] for s in ev.sellers)), True)
    if t is E.Allocated:
        said = _plan(cat, ev.plan)
        if not said:
            return Line(_("{name} had nothing to sell.").format(name=names[ev.seat]))
        return Line(_("{name} sold {plan}.").format(name=names[ev.seat], plan=said))
    if t is E.IslandScored:
        paid = [_("{name} +{p}").format(name=names[s], p=p) for s, p in enumerate(ev.points)
                if p]
        if not paid:
            return Line(_("{island}: no majority pays.").format(island=island_name(cat,
                                                                                   ev.island)))
        return Line(_("{island}: {paid}.").format(island=island_name(cat, ev.island),
                                                   paid=", ".join(paid)))
    if t is E.ShipMoved:
        active = [island_name(cat, i) for i in ev.active]
        if len(active) == 1:
            return Line(_("The ship stays at {island}; only it trades next round.").format(
                island=active[0]))
        return Line(_("The ship sails to {island}; {a} and {b} trade next round.").format(
            island=island_name(cat, ev.island), a=active[0], b=active[1]))
    if t is E.CleanedUp:
        return Line(ngettext("{n} face-up card goes to the discard pile.",
                             "{n} face-up cards go to the discard pile.",
                             len(ev.discarded)).format(n=len(ev.discarded)))
    if t is E.Reshuffled:
        return Line(_("The discard pile is shuffled into a new draw pile."))
    if t is E.ExtraChosen:
        return Line(_("{name}, the loadmaster, drew 3 extra cards.").format(
            name=names[ev.seat]) if ev.use else _("{name}, the loadmaster, drew as usual.")
            .format(name=names[ev.seat]))
    if t is E.Drawn:
        n = len(ev.cards)
        if ev.cards and all(c >= 0 for c in ev.cards):
            return Line(ngettext("{name} drew {n} card ({cards}).",
                                 "{name} drew {n} cards ({cards}).", n).format(
                name=names[ev.seat], n=n, cards=_goods(cat, ev.cards)))
        return Line(ngettext("{name} drew {n} card.", "{name} drew {n} cards.", n).format(
            name=names[ev.seat], n=n))
    if t is E.Kept:
        if ev.kept and all(c >= 0 for c in ev.kept):
            return Line(_("{name} kept {cards}; {n} went under the discard pile unseen.").format(
                name=names[ev.seat], cards=_goods(cat, ev.kept), n=len(ev.rejected)))
        return Line(ngettext("{name} kept {k} card; {n} went under the discard pile unseen.",
                             "{name} kept {k} cards; {n} went under the discard pile unseen.",
                             len(ev.kept)).format(name=names[ev.seat], k=len(ev.kept),
                                                  n=len(ev.rejected)))
    if t is E.GameEnded:
        won = ", ".join(names[s] for s in ev.winners)
        scores = ", ".join(f"{names[s]} {p}" for s, p in enumerate(ev.scores))
        return Line(_("The voyage is over. Winner: {names} ({scores}).").format(
            names=won, scores=scores), True)
    return None


def log_lines(events: Iterable[Any], names: tuple[str, ...], cat: Any) -> list[Line]:
    return _log_lines(line, events, names, cat)
