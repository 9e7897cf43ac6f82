"""Treasure Island (T1–T4): the Old Sailor's map, burying (DA5), RU3 and RU4."""

from __future__ import annotations

from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _
from game.jolly_roger import events as E
from game.jolly_roger.commands import Pass
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules import common as C
from game.jolly_roger.rules import course, specials
from game.jolly_roger.rules.common import Out, ask, emit, fail, why_not
from game.jolly_roger.state import State


def sailors(s: State, seat: int) -> tuple[int, ...]:
    """T1: the seat's cards that may take the ship ashore (timing "island": the Old Sailor)."""
    return specials.held(s, seat, "island")


def arrive(s: State, out: Out) -> None:
    """T1 / DA4: asked in seat order from the captain whether to play an Old Sailor: every
    seat when reaction prompts go to all (nothing leaks: AI seats answer at once), or only
    the holders (faster; shows that someone could)."""
    seats = [i for i in s.order_from(s.captain) if s.ask_all or sailors(s, i)]
    ask(s, out, "sailor", seats)


def _sailor_prompt(s: State) -> Prompt:
    seat = s.current
    cards = sailors(s, seat)
    actions = ("play_special", "pass") if cards else ("pass",)
    return Prompt(seat, "sailor", "T1", actions, specials=cards)


def _sailor_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    emit(s, out, E.Passed(p.seat))  # playing the Old Sailor goes through specials.play


def _sailor_auto(s: State, out: Out) -> bool:
    """T1: once an Old Sailor has taken effect the ship lands (the Boatswain may act, DA4).
    RU3: nobody played one — the card goes back on top of its stack, it is not a round, and
    the captain must choose another destination kind."""
    if s.landed:
        if not specials.open_window(s, out, "landed", "bury"):
            ask_bury(s, out)
        return True
    if s.qi < len(s.queue):
        return False
    emit(s, out, E.DestinationReturned("island", s.destination, "RU3"))
    course.ask_destination(s, out)
    return True


def ask_bury(s: State, out: Out) -> None:
    ask(s, out, "bury", [i for i in s.order_from(s.captain) if buryable(s, i)])


def buryable(s: State, seat: int) -> tuple[int, ...]:
    """T2 / RU4: face-up gold and Rum (a bluff); never Jewels or Hostages. X-BOATSWAIN: the
    guard buries nothing; X-CABIN-BOY: a stolen card stays face up until the next island."""
    if seat == s.guard:
        return ()
    pt = s.cat.prize_type
    buried = s.buried
    locked = s.locked
    return tuple(c for c in s.prizes[seat]
                 if c not in buried and c not in locked and pt[c] in ("gold", "rum"))


def _bury_prompt(s: State) -> Prompt:
    seat = s.current
    cards = buryable(s, seat)
    return Prompt(seat, "bury", "T2", ("bury", "pass"), cards=cards, min_cards=0,
                  max_cards=len(cards))


def _bury_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    cards = () if isinstance(cmd, Pass) else tuple(cmd.cards)
    emit(s, out, E.ChoiceMade(p.seat, "bury", cards))


@why_not("bury")
def _why_not_buried(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """Why a card is not offered for burying (`buryable`): X-BOATSWAIN (the guard buries
    nothing), T2 (only your own face-up cards), RU4 (never Jewels or Hostages),
    X-CABIN-BOY (a stolen card stays face up)."""
    seat = cmd.seat
    if p.step != "bury" or not (isinstance(seat, int) and 0 <= seat < s.n):
        return None
    if seat == s.guard:
        return fail("X-BOATSWAIN", _("{who} guards the ship and cannot bury anything this "
                                     "time.").format(who=C.name(s, seat)))
    offered = buryable(s, seat)
    ptype = s.cat.prize_type
    for card in cmd.cards:
        if card in offered:
            continue
        if card not in s.prizes[seat]:
            return fail("T2", _("Card {card} is not one of your prize cards.").format(card=card))
        if card in s.buried:
            return fail("T2", _("Card {card} is already buried.").format(card=card))
        if ptype[card] == "jewels":
            return fail("RU4", _("Card {card} is a Jewel: Jewels and Hostages cannot be "
                                 "buried.").format(card=card))
        if ptype[card] == "hostage":
            return fail("RU4", _("Card {card} is a Hostage: Jewels and Hostages cannot be "
                                 "buried.").format(card=card))
        if card in s.locked:
            return fail("X-CABIN-BOY", _("Card {card} stays face up until the next Treasure "
                                         "Island.").format(card=card))
    return None


def _bury_auto(s: State, out: Out) -> bool:
    """T2 / DA5: burials applied together from the captain; T4: clear the island."""
    if s.qi < len(s.queue):
        return False
    for seat, chosen in sorted(s.pending, key=lambda p: (p[0] - s.captain) % s.n):
        still = set(buryable(s, seat))  # (a bribe may have moved a card since)
        cards = tuple(c for c in chosen if c in still)
        if cards:
            emit(s, out, E.PrizesBuried(seat, cards))
    if not specials.open_window(s, out, "buried", "leave_island"):  # X-CABIN-BOY
        leave_island(s, out)
    return True


def leave_island(s: State, out: Out) -> None:
    """T4: the Old Sailor to the crew discard, the island to the destination discard."""
    emit(s, out, E.AttackCleared(tuple(s.attack), s.destination))
    course.ask_punishment(s, out)


specials.CONTINUATIONS["bury"] = ask_bury
specials.CONTINUATIONS["leave_island"] = leave_island


C.step("sailor", _sailor_prompt, _sailor_decide, _sailor_auto)
C.step("bury", _bury_prompt, _bury_decide, _bury_auto)
