"""Hints at the RUM table: what a cunning AI pirate would do in the player's place.

`GameSession.advice()` asks the table's default AI level (medium: a heuristic, so a hint costs
no noticeable frame time, unlike the 250 ms search), handed only the player's own view and
prompt — the interface of every AI seat, so a hint never reveals a hidden card. `advice_text`
says its command in a sentence; a set's effect comes from `game.rum.sets.evaluate` on the view,
the same function the engine and the set builder's preview decide with (DA2). After a line
break the hint says the risk the move runs (issue 30, `game.rum.risk`: the parrot's odds and
what its penalty would cost at the current clock, counted from the same view).
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import _, ngettext
from game.rum import commands as K
from game.rum.risk import Risk, of_move
from game.rum.sets import evaluate
from game.rum.words import word
from scenes.rum.interaction import beach_up
from scenes.rum.logtext import card_name


def _end_up(cat: Any, card: int, end: str) -> str:
    """A laid card by the end it shows ("blue 2"): what counts in the set (PL2)."""
    colour, count = cat.bottles(card, end)
    return _("{colour} {n}").format(colour=word(cat.colours[colour].key), n=count)


def _effects(cat: Any, view: Any, laid: tuple[tuple[int, str], ...]) -> list[str]:
    """What the set would take or raise (PL4–PL7), from the view alone."""
    out = []
    outcome = evaluate(cat, beach_up(view), view.captains, view.seat, view.n, laid)
    for cap in outcome.captures:
        col = word(cat.colours[cap.colour].key)
        if cap.owner_before is None:
            out.append(_("takes {colour} from the middle at {new}").format(
                colour=col, new=cap.value_after))
        elif cap.owner_before == view.seat:
            out.append(_("raises your {colour}, {old} → {new}").format(
                colour=col, old=cap.value_before, new=cap.value_after))
        else:
            out.append(_("takes {colour} from {name}, {old} → {new}").format(
                colour=col, name=view.names[cap.owner_before], old=cap.value_before,
                new=cap.value_after))
    return out


def advice_text(cmd: Any, view: Any, cat: Any) -> str:
    """One sentence for a command the viewer could give (the cards it names are the viewer's
    own or face up on the beach, so naming them shows nothing hidden)."""
    t = type(cmd)
    if t is K.DrawWreck:
        return _("Draw from the wreck.")
    if t is K.DrawBeach:
        spot = view.beach[cmd.spot]
        if spot.face_up and spot.card is not None and spot.card >= 0:
            return _("Draw the face-up {card} from the beach.").format(
                card=card_name(cat, spot.card))
        return _("Draw the face-down beach card.")
    if t is K.LaySet:
        cards = " + ".join(_end_up(cat, c, e) for c, e in cmd.laid)
        effects = _effects(cat, view, tuple(cmd.laid))
        if not effects:
            return _("Lay {cards}.").format(cards=cards)
        return _("Lay {cards}: {effects}.").format(cards=cards, effects="; ".join(effects))
    if t is K.ReturnCards:
        return _("Give back {cards}.").format(
            cards=", ".join(card_name(cat, c) for c in cmd.cards))
    return ""


def risk_text(risk: Risk) -> str:
    """PA2, WV1, WV3, C6: the parrot's risk of a move in plain words — the odds, what the
    penalty takes at the current clock and what that leaves the viewer; a wave's warning
    first of all (every player pays, and a small hand goes whole)."""
    if risk.kind == "wave":
        parts = [_("Careful: this leaves three face-down cards on the beach, so a wave comes "
                   "at the end of your turn, with a {k} in {n} chance that it holds the "
                   "parrot.").format(k=risk.chance, n=risk.unseen),
                 ngettext("If it does, every player gives back {p} card (clock {clock}).",
                          "If it does, every player gives back {p} cards (clock {clock}).",
                          risk.penalty).format(p=risk.penalty, clock=risk.clock)]
    else:
        parts = [_("Parrot risk: a {k} in {n} chance that the card you draw is the parrot."
                   ).format(k=risk.chance, n=risk.unseen),
                 ngettext("At clock {clock} the parrot takes {p} card.",
                          "At clock {clock} the parrot takes {p} cards.",
                          risk.penalty).format(p=risk.penalty, clock=risk.clock)]
    if risk.hand == 0:
        parts.append(_("With no card in hand you would lose none."))
    elif risk.whole_hand:
        parts.append(ngettext("That would be your whole hand ({n} card).",
                              "That would be your whole hand ({n} cards).",
                              risk.hand).format(n=risk.hand))
    else:
        parts.append(ngettext("You would keep {k} of your {n} card.",
                              "You would keep {k} of your {n} cards.",
                              risk.hand).format(k=risk.hand - risk.lose, n=risk.hand))
    if risk.clock_ends:
        parts.append(_("The clock would then reach the pirate ship and end the game."))
    return " ".join(parts)


def hint_line(cmd: Any, view: Any, cat: Any) -> str:
    """The hint as the table shows it: the advice, and after a line break the parrot's risk
    of it, when it runs one."""
    line = _("Hint: {advice}").format(advice=advice_text(cmd, view, cat))
    risk = of_move(view, cat, cmd)
    return f"{line}\n{risk_text(risk)}" if risk is not None else line
