"""RUM's markers and what they mean (issue 30): each captain card (its value, its holder, what
takes it), the castaway clock with its parrot penalty, the beach spots, the wreck and the
seats' scores. The board records where each is (a "tip:<what>" target, `Frame.tip`); the
table shows `words(...)` in a tooltip when the pointer rests on one or the keyboard focus
reaches it. The words are made from the view of the seat on screen — every fact here is
public (C5, C6, BE1–BE3, DA4, DA5) — and the card catalogue.
"""

from __future__ import annotations

from typing import Any

from game.core.i18n import _, ngettext
from game.rum.cards import CLOCK_MAX
from game.rum.risk import unseen
from game.rum.words import word

PREFIX = "tip:"


def _colour(cat: Any, index: int) -> str:
    return word(cat.colours[index].key)


def words(name: str, view: Any, cat: Any) -> str:
    """The tooltip for the marker target `name` ("tip:…"), or "" if it names nothing now."""
    what, _sep, arg = name.removeprefix(PREFIX).partition(":")
    if what == "captain" and arg.isdigit() and int(arg) < len(view.captains):
        return _captain(view, cat, view.captains[int(arg)])
    if what == "clock":
        return _clock(view, cat)
    if what == "wreck":
        return _wreck(view, cat)
    if what == "spot" and arg.isdigit() and int(arg) < len(view.beach):
        return _spot(view, cat, view.beach[int(arg)])
    if what == "beach":
        return _beach(view)
    if what == "score" and arg.isdigit() and int(arg) < view.n:
        return _score(view, cat, int(arg))
    return ""


def _captain(view: Any, cat: Any, cap: Any) -> str:
    """C5, PL4–PL7, RU22: a captain card's value, its holder and what takes it."""
    colour, v = _colour(cat, cap.colour), cap.value
    if cap.owner is None:
        head = _("Captain card {colour} at {v}, in the middle: nobody scores it yet.").format(
            colour=colour, v=v)
    elif cap.owner == view.seat:
        head = ngettext("Your captain card {colour} at {v}: {v} point for you.",
                        "Your captain card {colour} at {v}: {v} points for you.", v).format(
                            colour=colour, v=v)
    else:
        head = ngettext("{name}'s captain card {colour} at {v}: {v} point for them.",
                        "{name}'s captain card {colour} at {v}: {v} points for them.",
                        v).format(name=view.names[cap.owner], colour=colour, v=v)
    if cap.owner == view.seat and v >= CLOCK_MAX:
        how = _("At 8 it can rise no more; a rival takes it only with the {colour} rum trio or "
                "9 bottles.").format(colour=colour)
    elif cap.owner == view.seat:
        how = ngettext("A set with more than {v} {colour} bottle raises it, or the {colour} rum "
                       "trio (+2); a rival takes it the same way.",
                       "A set with more than {v} {colour} bottles raises it, or the {colour} "
                       "rum trio (+2); a rival takes it the same way.", v).format(
                           colour=colour, v=v)
    else:
        how = ngettext("A set with more than {v} {colour} bottle takes it, or the three "
                       "{colour} singles (a rum trio, +2).",
                       "A set with more than {v} {colour} bottles takes it, or the three "
                       "{colour} singles (a rum trio, +2).", v).format(colour=colour, v=v)
    return f"{head} {how}"


def _clock(view: Any, cat: Any) -> str:
    """C6, PA2, PA3, E3, RU2: the clock, its penalty now and where it ends the game."""
    head = ngettext("Castaway clock at {n} of 8: a parrot drawn now takes {k} card from the "
                    "hand.", "Castaway clock at {n} of 8: a parrot drawn now takes {k} cards "
                    "from the hand.", view.penalty).format(n=view.clock, k=view.penalty)
    later = sorted({cat.penalty(c) for c in range(view.clock + 1, CLOCK_MAX)} - {view.penalty})
    more = ""
    if later:
        at = next(c for c in range(view.clock + 1, CLOCK_MAX) if cat.penalty(c) == later[0])
        more = " " + ngettext("From {at} on it takes {k} card.", "From {at} on it takes {k} "
                              "cards.", later[0]).format(at=at, k=later[0])
    tail = _("Each parrot and each empty wreck moves it on; at 8 (the pirate ship) the game "
             "ends.")
    return f"{head}{more} {tail}"


def _wreck(view: Any, cat: Any) -> str:
    """DR3, DA4, EW1, PA2: the wreck's count and the chance that a draw is the parrot."""
    n = view.wreck
    head = ngettext("Wreck: {n} face-down card. A draw takes one at random.",
                    "Wreck: {n} face-down cards. A draw takes one at random.", n).format(n=n)
    places = unseen(view, cat.parrot)
    if not n or not places:
        return head
    chance = _("The parrot is among the {n} cards nobody can see (the wreck and the face-down "
               "beach): a {k} in {n} chance a draw finds it.").format(n=places, k=1)
    empty = _("When its last card is drawn, whoever holds the most cards puts the whole hand "
              "back into it.") if n == 1 else ""
    return " ".join(p for p in (head, chance, empty) if p)


def _face_down(view: Any) -> int:
    return sum(1 for s in view.beach if s.card is not None and not s.face_up)


def _wave(view: Any) -> str:
    """WV1: how near the wave is."""
    down = _face_down(view)
    return ngettext("{n} of the three beach cards lies face down now; when all three do, a wave "
                    "turns them up at the end of the turn.",
                    "{n} of the three beach cards lie face down now; when all three do, a wave "
                    "turns them up at the end of the turn.", down).format(n=down)


def _beach(view: Any) -> str:
    """BE1–BE3, DR1, DR2, WV1–WV3: what the beach's cards do."""
    return " ".join((_("The beach: the single bottle of every face-up card here counts in each "
                       "set anyone lays. A card taken from it is replaced face down."),
                     _wave(view),
                     _("If the wave shows the parrot, every player gives back cards.")))


def _spot(view: Any, cat: Any, spot: Any) -> str:
    """BE1, BE3, RU19: a beach spot with an unseen card, or empty (a face-up card shows its
    own face large under the pointer; the beach's label says what it does)."""
    if spot.card is None:
        return _("An empty beach spot: it is filled face down as soon as a card enters the "
                 "wreck.")
    if spot.face_up:
        return ""
    return _("A face-down beach card: nobody knows it, and it may be the parrot.") + " " + \
        _wave(view)


def _score(view: Any, cat: Any, seat: int) -> str:
    """E1, E2, E3: a seat's points — the values of its captain cards — and the target."""
    held = [c for c in view.captains if c.owner == seat]
    name = _("You") if seat == view.seat else view.names[seat]
    if not held:
        head = _("{name}: no captain card yet, 0 points.").format(name=name)
    else:
        cards = ", ".join(_("{colour} {n}").format(colour=_colour(cat, c.colour), n=c.value)
                          for c in held)
        head = ngettext("{name}: {score} point from captain cards ({cards}).",
                        "{name}: {score} points from captain cards ({cards}).",
                        view.scores[seat]).format(name=name, score=view.scores[seat],
                                                  cards=cards)
    return head + " " + _("Reaching {target} ends the game; the most points wins.").format(
        target=view.target)
