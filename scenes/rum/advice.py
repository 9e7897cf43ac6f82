"""Hints at the RUM table: what a cunning AI pirate would do in the player's place.

`GameSession.advice()` asks the table's default AI level (medium: a heuristic, so a hint costs
no noticeable frame time, unlike the 250 ms search), handed only the player's own view and
prompt — the interface of every AI seat, so a hint never reveals a hidden card. `advice_text`
says its command in a sentence; a set's effect comes from `game.rum.sets.evaluate` on the view,
the same function the engine and the set builder's preview decide with (DA2).
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import _
from game.rum import commands as K
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


def hint_line(cmd: Any, view: Any, cat: Any) -> str:
    """The hint as the table shows it."""
    return _("Hint: {advice}").format(advice=advice_text(cmd, view, cat))
