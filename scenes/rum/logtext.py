"""RUM's game in words: one sentence per event, as the seat reading it may know it (the table
passes `game.events_for(viewer)`: hidden cards arrive as -1 and are told as "a card").
Translated, with named placeholders and plural forms for counts."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.core.i18n import _, ngettext
from game.rum import events as E
from game.rum.words import word
from scenes.kit.logwords import Line
from scenes.kit.logwords import log_lines as _log_lines


def card_name(cat: Any, card: int) -> str:
    """A rum card by its two ends ("green 1 / blue 2"), the parrot, or "a hidden card"."""
    if card < 0:
        return _("a hidden card")
    if card == cat.parrot:
        return _("the parrot")
    c = cat.card(card)
    return _("{single} 1 / {double} 2").format(single=word(cat.colours[c.single].key),
                                               double=word(cat.colours[c.double].key))


def _cards(cat: Any, cards: Iterable[int]) -> str:
    return ", ".join(card_name(cat, c) for c in cards)


def _laid(cat: Any, laid: Iterable[tuple[int, str]]) -> str:
    """The laid cards' bottles per colour ("3 green bottles, 2 blue bottles")."""
    per: dict[int, int] = {}
    for card, end in laid:
        colour, count = cat.bottles(card, end)
        per[colour] = per.get(colour, 0) + count
    return ", ".join(ngettext("{n} {colour} bottle", "{n} {colour} bottles", count).format(
        n=count, colour=word(cat.colours[colour].key)) for colour, count in per.items())


def line(ev: Any, names: tuple[str, ...], cat: Any) -> Line | None:
    """The sentence for one event (None: nothing worth telling)."""
    t = type(ev)
    if t is E.GameStarted:
        return Line(_("{name} starts. The beach shows three cards; everyone holds one.").format(
            name=names[ev.first]), True)
    if t is E.TurnStarted:
        return Line(_("{name}'s turn").format(name=names[ev.seat]), True)
    if t is E.Drawn:
        who = names[ev.seat]
        if ev.card == cat.parrot:
            return Line(_("{name} drew the parrot!").format(name=who))
        if ev.source == "wreck":
            if ev.card < 0:
                return Line(_("{name} drew a card from the wreck.").format(name=who))
            return Line(_("{name} drew {card} from the wreck.").format(
                name=who, card=card_name(cat, ev.card)))
        if ev.card < 0:
            return Line(_("{name} took the face-down beach card.").format(name=who))
        return Line(_("{name} took {card} from the beach.").format(
            name=who, card=card_name(cat, ev.card)))
    if t is E.Refilled:
        if ev.face_up:
            return Line(_("{card} washes up on the beach, face up.").format(
                card=card_name(cat, ev.card)))
        return Line(_("A card from the wreck goes onto the beach face down."))
    if t is E.SetLaid:
        parts = [_("{name} laid a set: {bottles}.").format(
            name=names[ev.seat], bottles=_laid(cat, ev.laid))]
        for colour, owner, old, new, _route in ev.captures:
            col = word(cat.colours[colour].key)
            if owner < 0:
                parts.append(_("Takes {colour} from the middle at {new}.").format(
                    colour=col, new=new))
            elif owner == ev.seat:
                parts.append(_("Raises {colour} from {old} to {new}.").format(
                    colour=col, old=old, new=new))
            else:
                parts.append(_("Takes {colour} from {name}: {old} → {new}.").format(
                    colour=col, name=names[owner], old=old, new=new))
        return Line(" ".join(parts))
    if t is E.ReturnAsked:
        who = ", ".join(names[s] for s in ev.seats)
        if ev.cause == "wave":
            return Line(ngettext("The parrot in the wave: everyone gives back {n} card ({who} "
                                 "choose).", "The parrot in the wave: everyone gives back {n} "
                                 "cards ({who} choose).", ev.count).format(n=ev.count, who=who)
                        if who else _("The parrot in the wave: every hand is too small to "
                                      "choose from."))
        return Line(ngettext("{who} must give back {n} card.", "{who} must give back {n} "
                             "cards.", ev.count).format(who=who, n=ev.count))
    if t is E.ReturnChosen:
        return Line(_("{name} has chosen.").format(name=names[ev.seat]))
    if t is E.Returned:
        n = len(ev.cards)
        if ev.cards and ev.cards[0] >= 0:
            return Line(_("{name} gave back {cards}.").format(
                name=names[ev.seat], cards=_cards(cat, ev.cards)))
        return Line(ngettext("{name} gave back {n} card.", "{name} gave back {n} cards.", n)
                    .format(name=names[ev.seat], n=n))
    if t is E.WreckEmptied:
        if not ev.dumps:
            return Line(_("The wreck is empty, and so is every hand."))
        who = ", ".join(names[s] for s, _c in ev.dumps)
        return Line(_("The wreck is empty! The biggest hand goes back into it: {who}.").format(
            who=who))
    if t is E.ClockAdvanced:
        if ev.clock >= 8:
            return Line(_("The clock reaches the pirate ship!"), False)
        return Line(_("The castaway clock moves on to {n}.").format(n=ev.clock))
    if t is E.ParrotBack:
        return Line(_("The parrot flies back into the wreck."))
    if t is E.WaveCame:
        return Line(_("A wave! The beach cards turn face up: {cards}.").format(
            cards=_cards(cat, ev.cards)))
    if t is E.TrioWashed:
        return Line(_("A rum trio on the beach washes back into the wreck."))
    if t is E.TurnPassed:
        return Line(_("{name} can do nothing and passes.").format(name=names[ev.seat]))
    if t is E.GameEnded:
        winners = ", ".join(names[s] for s in ev.winners)
        how = _("on points") if ev.cause == "points" else _("by the clock")
        return Line(_("The game ends {how}. Winner: {winners}.").format(how=how, winners=winners),
                    True)
    return None


def log_lines(events: Iterable[Any], names: tuple[str, ...], cat: Any) -> list[Line]:
    return _log_lines(line, events, names, cat)
