"""Hints at the table: what a seasoned AI pirate would do in the player's place, and why.

`GameSession.advice()` asks the table's strongest bot (hard), handed only the player's own
view and prompt (it never peeks: the same interface as every AI seat); `advice_text` says
its command in a sentence and `reason_text` why, in one more (game.jolly_roger.ai.explain
judges the reason from the same view). The table shows both when the player presses H or
the Hint button, and selects the cards the hint names.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import N_, Nn_, _, ngettext
from game.jolly_roger import commands as K
from game.jolly_roger.ai.explain import Reason, explain
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.view import View
from game.jolly_roger.words import word
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


#: One sentence per reason (game.jolly_roger.ai.explain.KINDS). A pair is (singular,
#: plural), chosen by the reason's "count".
REASONS: dict[str, str | tuple[str, str]] = {
    "attack_need": N_("The {kind} needs {need} more {skill} and you hold {have}."),
    "attack_chance": N_("Your cards raise the chance of taking the {kind} from {before}% to "
                        "{after}%."),
    "attack_short": N_("Your cards bring the {kind} from {before} to {after} skill points "
                       "short."),
    "attack_enough": N_("The {kind} falls without your cards: keep them."),
    "attack_hopeless": N_("Even all your cards could not take the {kind}: keep them."),
    "attack_keep": N_("Others can still carry this attack; your cards are worth more kept."),
    "destination_chance": N_("With your own cards alone the {kind} falls {pct}% of the time."),
    "destination_port": Nn_("You hold only {count} crew card: the Pirate Port deals more.",
                            "You hold only {count} crew cards: the Pirate Port deals more."),
    "destination_island": Nn_("Treasure Island lets you bury your {count} face-up prize "
                              "card.",
                              "Treasure Island lets you bury your {count} face-up prize "
                              "cards."),
    "appoint_promise": N_("{name} promised you a share of the loot."),
    "appoint_hand": Nn_("{name} holds {count} card to carry an attack.",
                        "{name} holds {count} cards to carry an attack."),
    "mutiny_call": N_("Your crew counts {mine}; the captain's side holds {cards} cards in "
                      "hand."),
    "mutiny_need_mutineer": N_("The mutineers need {need} more crew to win."),
    "mutiny_need_captain": N_("The captain needs {need} more crew to hold the ship."),
    "mutiny_stay": Nn_("A losing side forfeits its face-up prizes, and you have {count}.",
                       "A losing side forfeits its face-up prizes, and you have {count}."),
    "prize_best": N_("{card} is the most valuable prize here."),
    "share_even": N_("The rules ask for an even deal; the best cards go to you and to those "
                     "who helped."),
    "bury_risk": N_("Buried prizes cannot be lost in a mutiny."),
    "discard_limit": N_("The hand limit is {limit}; these are your weakest cards."),
    "victim_cards": Nn_("{name} holds {count} card, the most to lose.",
                        "{name} holds {count} cards, the most to lose."),
    "victim_gold": N_("{name} leads in gold."),
    "punish_hoard": Nn_("{name} is hoarding {count} card.",
                        "{name} is hoarding {count} cards."),
    "bribe_accept": N_("A card from {name} is a card gained, and it binds you to nothing."),
    "bribe_refuse": N_("Taking {name}'s card now would look like the price of your support."),
    "promise_loot": N_("A promise of loot may win you the quartermaster's job, and it binds "
                       "nobody."),
    "offer_swing": N_("One more card may bring {name} to your side."),
    "cash_in": N_("Hostages and Jewels turn into more prize cards here."),
    "exchange_rum": N_("{card} is worth less to you than a crew card now."),
}


def reason_text(reason: Reason, view: View, cat: Catalogue) -> str:
    """A reason (game.jolly_roger.ai.explain) as one sentence in the player's language:
    seats by name, cards by name, rules keys as words."""
    key, params = reason
    if key == "mutiny_need":
        key = f"mutiny_need_{params['side']}"
    words = REASONS.get(key)
    if words is None:
        return ""
    values: dict[str, Any] = {}
    for k, v in params.items():
        if k in ("name", "who"):
            values[k] = view.names[v]
        elif k == "card":
            values[k] = CT.card_name(cat, v)
        elif k in ("kind", "skill", "side"):
            values[k] = word(v)
        else:
            values[k] = v
    if isinstance(words, tuple):
        text = ngettext(words[0], words[1], int(params.get("count", 1)))
    else:
        text = _(words)
    return text.format(**values)


def hint_line(cmd: Any, view: View, cat: Catalogue) -> str:
    """The hint as the table shows it: the advice, and after a line break why (judged from
    the same view: its own prompt), when a short reason fits."""
    line = _("Hint: {advice}").format(advice=advice_text(cmd, view, cat))
    reason = explain(view, view.prompt, cmd, cat) if view.prompt is not None else None
    why = reason_text(reason, view, cat) if reason is not None else ""
    return f"{line}\n{why}" if why else line
