"""Bribes and promises (B1, DA6): offers, answers, and promises that bind nobody."""

from __future__ import annotations

from typing import Any

from game.core.i18n import _
from game.core.untrusted import is_text
from game.jolly_roger import events as E
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules import common as C
from game.jolly_roger.rules.common import Out, ask, emit, fail
from game.jolly_roger.state import State

OFFERS_PER_ROUND = 3  # RP10: bribe offers and promises per seat and round
MAX_PROMISE = 200


def may_offer(s: State, seat: int) -> bool:
    """B1 / RP10: while the seat has offers left this round and something to offer."""
    return s.offers[seat] < OFFERS_PER_ROUND and bool(s.hands[seat] or s.face_up_prizes(seat))


def offerable(s: State, seat: int) -> tuple[int, ...]:
    """B1: a crew card from hand or a face-up prize card."""
    return tuple(s.hands[seat]) + tuple(s.face_up_prizes(seat))


def offer(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    """DA6: the offer interrupts the giver's decision; the recipient answers at once."""
    guard = p.step == "guard"
    if guard:
        if cmd.target not in p.targets:
            raise fail("X-BOATSWAIN", _("Offer the guard duty to a player not asked yet."))
    elif cmd.target == cmd.seat or not 0 <= cmd.target < s.n:
        raise fail("B1", _("Offer it to another player."))
    if cmd.card not in offerable(s, cmd.seat):
        raise fail("B1", _("You can offer a crew card from your hand or one of your face-up "
                           "prize cards."))
    emit(s, out, E.BribeOffered(cmd.seat, cmd.target, cmd.card, "guard" if guard else ""))
    emit(s, out, E.Suspend())
    ask(s, out, "bribe", [cmd.target])


def promise(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    """B1 / DA6: a promise is only words in the log — text every screen can show
    (untrusted.is_text: no NUL, no control or broken character), so a saved game holding
    anything else is refused at that line when read back."""
    text = cmd.text.strip() if isinstance(cmd.text, str) else ""
    if not text or len(text) > MAX_PROMISE:
        raise fail("B1", _("A promise is a short text (1 to {n} characters).").format(
            n=MAX_PROMISE))
    if not is_text(text, MAX_PROMISE):
        raise fail("B1", _("A promise may hold only characters that can be shown: no "
                           "control codes."))
    if cmd.target == cmd.seat or not 0 <= cmd.target < s.n:
        raise fail("B1", _("Promise something to another player."))
    emit(s, out, E.PromiseMade(cmd.seat, cmd.target, text))


def _bribe_prompt(s: State) -> Prompt:
    giver, to, card, purpose = s.bribe
    return Prompt(to, "bribe", "X-BOATSWAIN" if purpose == "guard" else "B1",
                  ("answer_bribe",), cards=(card,) if card in s.hands[giver] else (card,),
                  targets=(giver,), context=purpose)


def _bribe_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    emit(s, out, E.BribeAnswered(p.seat, bool(cmd.accept)))
    emit(s, out, E.Resume())


C.step("bribe", _bribe_prompt, _bribe_decide)
