"""The table's markers and what they mean: the captain's hat, the quartermaster's key, the
loyal / mutineer badges, the crew numbers, the destination requirements, the pile counts and
the round plaque. The painters record where each marker is (`mark`: a "tip:<what>" target in
the frame, kept with its cached region); the table shows `words(...)` in a tooltip when the
pointer rests on one or the keyboard focus reaches it (issue 15). The words are made from the
view and the card catalogue, never typed card facts (C6).
"""

from __future__ import annotations

from pygame import Rect

from game.core.i18n import _, ngettext
from game.jolly_roger.cards import ATTACK_KINDS, DEST_KINDS, SKILLS, Catalogue
from game.jolly_roger.view import View
from scenes.jolly_roger import cardtext as CT
from scenes.kit.frame import Frame

PREFIX = "tip:"


def mark(frame: Frame, what: str, rect: Rect) -> None:
    """Record a marker's place (drawn by the caller) under "tip:<what>"."""
    frame.targets[PREFIX + what] = Rect(rect)
    frame.marks[PREFIX + what] = Rect(rect)


def crew_badge(card_rect: Rect) -> Rect:
    """Where a crew card's crew number sits on its face (scenes/jolly_roger/crewfaces.py:
    the circle in the top-left corner)."""
    w = card_rect.w
    return Rect(card_rect.x + round(w * 0.05), card_rect.y + round(w * 0.05),
                round(w * 0.36), round(w * 0.36))


def words(name: str, view: View, cat: Catalogue) -> str:
    """The tooltip for the marker target `name` ("tip:…"), or "" if it names nothing now."""
    what, _sep, arg = name.removeprefix(PREFIX).partition(":")
    if what == "captain" and "V3" in view.variants:
        return _("Captain ({name}): with 3 pirates there is no quartermaster, so the captain "
                 "also plays the first card of an attack, reveals the destination, picks the "
                 "skill of each all-rounder and shares the loot.").format(
                     name=view.names[view.captain])
    if what == "captain":
        return _("Captain ({name}): appoints the quartermaster, chooses each destination, "
                 "may order a punishment and takes the first prize of any loot.").format(
                     name=view.names[view.captain])
    if what == "quartermaster" and view.quartermaster >= 0:
        return _("Quartermaster ({name}): plays the first card of an attack, reveals the "
                 "destination, picks the skill of each all-rounder and shares the loot."
                 ).format(name=view.names[view.quartermaster])
    if what == "side" and arg.isdigit() and int(arg) < view.n:
        seat = int(arg)
        side = view.mutiny_sides[seat] if view.mutiny_sides else "neutral"
        if side == "mutineer" and seat == view.seat:
            return _("You are a mutineer: every card you play in this mutiny goes to the "
                     "mutineers' side.")
        if side == "mutineer":
            return _("{name} is a mutineer: every card they play in this mutiny goes to the "
                     "mutineers' side.").format(name=view.names[seat])
        if side == "captain" and seat == view.seat:
            return _("You are loyal: every card you play in this mutiny goes to the "
                     "captain's side.")
        if side == "captain":
            return _("{name} is loyal: every card they play in this mutiny goes to the "
                     "captain's side.").format(name=view.names[seat])
        return ""
    if what == "hand" and arg.isdigit() and int(arg) < view.n:
        seat = int(arg)
        n = view.hand_sizes[seat]
        if seat == view.seat:
            return ngettext("You hold {n} crew card.", "You hold {n} crew cards.", n).format(n=n)
        return ngettext("{name} holds {n} crew card.", "{name} holds {n} crew cards.",
                        n).format(name=view.names[seat], n=n)
    if what == "buried" and arg.isdigit() and int(arg) < view.n:
        n = view.buried_counts[int(arg)]
        return ngettext("{n} buried prize card: it counts at the end and no mutiny can take "
                        "it.", "{n} buried prize cards: they count at the end and no mutiny "
                        "can take them.", n).format(n=n)
    if what == "crew" and arg.isdigit() and 0 <= int(arg) < len(cat.crew):
        return _("Crew {n}: this card's strength in a mutiny. The side whose cards add up to "
                 "more crew wins; a tie goes to the captain.").format(n=cat.crew[int(arg)])
    if what == "strength" and arg in ("captain", "mutineer"):
        total = view.mutiny_strength[0 if arg == "captain" else 1]
        return _("This side's crew: {n}, the crew numbers of its cards added up. The bigger "
                 "crew wins; a tie goes to the captain.").format(n=total)
    if what == "pile":
        return _pile(arg, view)
    if what == "stack" and arg in DEST_KINDS:
        n = view.stack_sizes[DEST_KINDS.index(arg)]
        return ngettext("{kind}: {n} card left in this stack.",
                        "{kind}: {n} cards left in this stack.", n).format(
                            kind=CT.kind_name(arg), n=n)
    if what == "ranges" and arg in DEST_KINDS:
        return _ranges(arg, view, cat)
    if what == "destination":
        return _destination(view, cat)
    if what == "round":
        return _("Round {n}. The game ends after the tenth voyage, or at the end of the round "
                 "in which the last prize card is drawn.").format(n=max(1, view.round))
    return ""


def _pile(which: str, view: View) -> str:
    if which == "crew_deck":
        n = view.crew_deck_size
        return ngettext("Crew deck: {n} card. When it runs out, the discard pile is shuffled "
                        "into a new deck.", "Crew deck: {n} cards. When it runs out, the "
                        "discard pile is shuffled into a new deck.", n).format(n=n)
    if which == "crew_discard":
        n = len(view.crew_discard)
        return ngettext("Discard pile: {n} crew card played or thrown away.",
                        "Discard pile: {n} crew cards played or thrown away.", n).format(n=n)
    if which == "prize_deck":
        n = view.prize_deck_size
        return ngettext("Prize deck: {n} card left. The game ends in the round its last card "
                        "is drawn.", "Prize deck: {n} cards left. The game ends in the round "
                        "its last card is drawn.", n).format(n=n)
    return ""


def _ranges(kind: str, view: View, cat: Catalogue) -> str:
    r = cat.ranges(kind, view.n)
    name = CT.kind_name(kind)
    if kind in ATTACK_KINDS:
        needs = ", ".join(f"{CT.skill_name(s)} {r[s][0]}\u2013{r[s][1]}" for s in SKILLS)
        return _("{kind}: each card demands {needs} and pays {low}\u2013{high} prize "
                 "cards.").format(kind=name, needs=needs, low=r["prizes"][0],
                                  high=r["prizes"][1])
    if kind == "port":
        return _("{kind}: every player draws {low}\u2013{high} crew cards; no fight.").format(
            kind=name, low=r["draw"][0], high=r["draw"][1])
    return _("{kind}: the ship lands only if someone plays an Old Sailor (the map).").format(
        kind=name)


def _destination(view: View, cat: Catalogue) -> str:
    if not view.destination_kind:
        return ""
    if view.destination < 0:
        return _("The destination ({kind}) lies face down: nobody knows its exact demands "
                 "until the quartermaster reveals it.").format(
                     kind=CT.kind_name(view.destination_kind))
    from scenes.jolly_roger.cards import full_text

    return " ".join(full_text(cat, view.destination))
