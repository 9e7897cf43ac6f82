"""Hints at the table: what a seasoned AI pirate would do in the player's place.

`GameSession.advice()` asks a medium bot, handed only the player's own view and prompt (it
never peeks: the same interface as every AI seat), and `advice_text` says its command in a
sentence. The table shows it when the player presses H or the Hint button, and selects the
cards it names.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import _
from game.jolly_roger import commands as K
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.view import View
from scenes.jolly_roger import cardtext as CT


def advice_text(cmd: Any, view: View, cat: Catalogue) -> str:
    """One sentence for a command the viewer could give (its cards are the viewer's own or
    on the table, so naming them shows nothing hidden)."""
    names = view.names
    t = type(cmd)
    if t is K.Appoint:
        return _("Appoint {name} quartermaster.").format(name=names[cmd.target])
    if t is K.ChooseDestination:
        return _("Set course for: {place}.").format(place=CT.kind_name(cmd.kind))
    if t is K.CallMutiny:
        return _("Call a mutiny with {card}.").format(card=CT.card_name(cat, cmd.card))
    if t is K.PlayCards:
        cards = CT.card_names(cat, cmd.cards)
        if cmd.side == "captain":
            return _("Play {cards} for the captain.").format(cards=cards)
        if cmd.side == "mutineer":
            return _("Play {cards} for the mutineers.").format(cards=cards)
        return _("Play {cards} to the attack.").format(cards=cards)
    if t is K.Pass:
        return _("Pass.")
    if t is K.Reveal:
        return _("Reveal the destination.")
    if t is K.AssignSkills:
        parts = [_("{card} as {skill}").format(card=CT.card_name(cat, c), skill=CT.skill_name(s))
                 for c, s in cmd.choices]
        return _("Count {choices}.").format(choices=CT.join_words(parts))
    if t is K.TakePrize:
        return _("Take {card}.").format(card=CT.card_name(cat, cmd.card))
    if t is K.ShareLoot:
        parts = [_("{card} to {name}").format(card=CT.card_name(cat, c), name=names[s])
                 for c, s in cmd.allocation]
        return _("Share out: {shares}.").format(shares=CT.join_words(parts))
    if t is K.ExchangePrize:
        return _("Exchange {card}.").format(card=CT.card_name(cat, cmd.card))
    if t is K.CashIn:
        return _("Cash in {cards}.").format(cards=CT.card_names(cat, cmd.cards))
    if t is K.PlaySpecial:
        return _("Play {card}.").format(card=CT.card_name(cat, cmd.card))
    if t is K.Bury:
        return _("Bury {cards}.").format(cards=CT.card_names(cat, cmd.cards))
    if t is K.OrderPunishment:
        return _("Order a punishment.") if cmd.punish else _("Order no punishment.")
    if t is K.ChooseVictim:
        return _("Punish {name}.").format(name=names[cmd.target])
    if t is K.Discard:
        return _("Throw away {cards}.").format(cards=CT.card_names(cat, cmd.cards))
    if t is K.OfferBribe:
        return _("Offer {card} to {name}.").format(card=CT.card_name(cat, cmd.card),
                                                   name=names[cmd.target])
    if t is K.AnswerBribe:
        return _("Accept the offer.") if cmd.accept else _("Turn the offer down.")
    if t is K.Promise:
        return _("Make {name} a promise.").format(name=names[cmd.target])
    if t is K.GivePrize:
        return _("Give {card}.").format(card=CT.card_name(cat, cmd.card))
    return ""


def hint_line(cmd: Any, view: View, cat: Catalogue) -> str:
    """The hint as the table shows it."""
    return _("Hint: {advice}").format(advice=advice_text(cmd, view, cat))
