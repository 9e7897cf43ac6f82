"""Pirate Port (P1–P4) with Captain's Gold (VG); choices collected and applied together (DA5)."""

from __future__ import annotations

from typing import Any

from game.jolly_roger import events as E
from game.jolly_roger.commands import Pass
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules import common as C
from game.jolly_roger.rules import course
from game.jolly_roger.rules.common import Out, ask, emit
from game.jolly_roger.state import State


def arrive(s: State, out: Out) -> None:
    """P1: the port card is shown; the quartermaster deals each player, face down, exactly the
    printed number of crew cards (from their left). H2 applies at once."""
    emit(s, out, E.DestinationRevealed(s.acting_qm, s.destination))
    k = s.cat.draw[s.destination]
    for seat in C.order_after(s, s.acting_qm):
        C.draw_crew(s, out, seat, k, "port")
    ask(s, out, "exchange", [i for i in s.order_from(s.captain) if s.prizes[i]])


def _exchange_prompt(s: State) -> Prompt:
    seat = s.current
    cards = tuple(s.prizes[seat])
    return Prompt(seat, "exchange", "P2", ("exchange_prize", "pass") if cards else ("pass",),
                  cards=cards)


def _exchange_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    emit(s, out, E.ChoiceMade(p.seat, "exchange", () if isinstance(cmd, Pass) else (cmd.card,)))


def _exchange_auto(s: State, out: Out) -> bool:
    """P2 / VG / DA5: exchanges applied together in seat order from the captain."""
    if s.qi < len(s.queue):
        return False
    for seat, cards in sorted(s.pending, key=lambda p: (p[0] - s.captain) % s.n):
        for card in cards:
            if card not in s.prizes[seat]:
                continue  # given away (a bribe) since it was chosen
            emit(s, out, E.PrizeExchanged(seat, card))
            C.draw_crew(s, out, seat, 1, "exchange")
            if seat == s.captain and "VG" in s.variants:
                for other in C.order_after(s, seat)[:-1]:
                    C.draw_crew(s, out, other, 1, "captains_gold")
    ask(s, out, "cashin", [i for i in s.order_from(s.captain) if cashable(s, i)])
    return True


def cashable(s: State, seat: int) -> tuple[int, ...]:
    """P3: the Hostages and Jewels a seat holds."""
    pt = s.cat.prize_type
    return tuple(c for c in s.prizes[seat] if pt[c] in ("hostage", "jewels"))


def _cashin_prompt(s: State) -> Prompt:
    seat = s.current
    cards = cashable(s, seat)
    return Prompt(seat, "cashin", "P3", ("cash_in", "pass") if cards else ("pass",),
                  cards=cards, min_cards=1, max_cards=len(cards))


def _cashin_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    cards = () if isinstance(cmd, Pass) else tuple(cmd.cards)
    emit(s, out, E.ChoiceMade(p.seat, "cashin", cards))


def _cashin_auto(s: State, out: Out) -> bool:
    """P3: Hostage → two prize cards, Jewel → one, each card once, while the prize deck lasts.
    P4: then the port card goes to the destination discard pile."""
    if s.qi < len(s.queue):
        return False
    pt = s.cat.prize_type
    for seat, cards in sorted(s.pending, key=lambda p: (p[0] - s.captain) % s.n):
        for card in cards:
            if not s.prize_deck:
                break
            if card not in s.prizes[seat]:
                continue  # given away (a bribe) since it was chosen
            k = min(2 if pt[card] == "hostage" else 1, len(s.prize_deck))
            emit(s, out, E.PrizeCashed(seat, card, tuple(reversed(s.prize_deck[-k:]))))
    emit(s, out, E.AttackCleared((), s.destination))
    course.ask_punishment(s, out)
    return True


C.step("exchange", _exchange_prompt, _exchange_decide, _exchange_auto)
C.step("cashin", _cashin_prompt, _cashin_decide, _cashin_auto)
