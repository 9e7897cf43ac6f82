"""The round (R), appointment (A), mutiny windows (M1, DA1), the destination choice (VY1),
punishment (PU), the hand limit (H2), and the end of the game (E)."""

from __future__ import annotations

from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _
from game.jolly_roger import events as E
from game.jolly_roger.cards import DEST_KINDS
from game.jolly_roger.commands import CallMutiny
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules import attack, mutiny
from game.jolly_roger.rules import common as C
from game.jolly_roger.rules.common import Out, ask, emit, fail, why_not
from game.jolly_roger.rules.course import ask_destination, end_round, free_draws
from game.jolly_roger.state import KIND_INDEX, State, hand_limit
from game.jolly_roger.words import word, words

MAX_ROUNDS = 10  # R1


# --- R1: rounds ---------------------------------------------------------------------------

def begin_round(s: State, out: Out) -> None:
    """R1: each round is Appointment, Voyage, Punishment (V3: no appointment)."""
    emit(s, out, E.RoundStarted(s.round + 1))
    if s.v3:
        free_draws(s, out)  # RP9: A2 where the appointment would be
        ask_destination(s, out)
    else:
        ask(s, out, "appoint", [s.captain])


def _setup_auto(s: State, out: Out) -> bool:
    begin_round(s, out)
    return True


def _round_end_auto(s: State, out: Out) -> bool:
    """E1: the game ends at the end of the round of the 10th voyage or of the last prize."""
    if len(s.dest_discard) >= MAX_ROUNDS:
        end_game(s, out, "ten_voyages")
    elif not s.prize_deck:
        end_game(s, out, "prize_deck")
    else:
        begin_round(s, out)
    return True


C.auto_step("setup", _setup_auto)
C.auto_step("round_end", _round_end_auto)


# --- A: appointment -----------------------------------------------------------------------

def _appoint_prompt(s: State) -> Prompt:
    clause = "M10" if s.context == "mutiny" else "A1"
    return Prompt(s.captain, "appoint", clause, ("appoint",),
                  targets=tuple(s.order_from(s.captain)[1:]),  # every seat but the captain
                  context=s.context)


def _appoint_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    emit(s, out, E.QuartermasterAppointed(s.captain, cmd.target))
    after_appointment(s, out, p.context)


def after_appointment(s: State, out: Out, context: str) -> None:
    """A2: after every appointment each player with an empty hand draws one crew card free.
    (Ruling RP1: the free draw is always taken — it can never hurt the drawer.)"""
    free_draws(s, out)
    if context == "mutiny":
        mutiny.after_new_quartermaster(s, out)
    else:
        open_window(s, out, "appointment")


@why_not("appoint")
def _why_not_appointed(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """A1: the captain appoints any OTHER player."""
    if p.step == "appoint" and cmd.seat == p.seat and cmd.target == s.captain:
        return fail(p.clause, _("The captain appoints another player, not themselves."))
    return None


C.step("appoint", _appoint_prompt, _appoint_decide)


# --- M1 / DA1: mutiny windows ---------------------------------------------------------------

def open_window(s: State, out: Out, window: str) -> None:
    """M1, M2, M3, DA1: after a captain decision, ask every eligible player in seat order from
    the captain's left whether they call mutiny. Eligible: not the captain, at least one crew
    card in hand, and no mutiny yet this round."""
    seats = [] if s.mutiny_used else [
        i for i in C.order_after(s, s.captain) if i != s.captain and s.hands[i]]
    if not seats:
        emit(s, out, E.WindowClosed(window))
        after_window(s, out, window)
    else:
        ask(s, out, "window", seats, window)


def after_window(s: State, out: Out, window: str) -> None:
    if window == "appointment":
        ask_destination(s, out)
    elif window == "destination":
        attack.start_voyage(s, out)
    elif s.punish:  # "punishment"
        ask(s, out, "victim", [s.acting_qm])
    else:
        end_round(s, out)


def _window_prompt(s: State) -> Prompt:
    q = s.queue
    seat = q[s.qi % len(q)]
    hand = tuple(s.hands[seat])  # (a special may have emptied it since the window opened)
    return Prompt(seat, "window", "M3", _CALL_OR_PASS if hand else _PASS, hand, (), (), 0, 0,
                  s.context)


_CALL_OR_PASS = ("call_mutiny", "pass")
_PASS = ("pass",)


def _window_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    if isinstance(cmd, CallMutiny):
        row = s.cat.special_row[cmd.card]
        if cmd.stab and (row is None or not row.opens_mutiny or cmd.stab != "captain"):
            raise fail("X-CUTTHROAT", _("Only the Cutthroat can open a mutiny with a stab, and "
                                        "only at the captain."))
        mutiny.start(s, out, cmd.seat, cmd.card, p.context, cmd.stab)
    else:
        emit(s, out, E.MutinyDeclined(p.seat))


def _window_auto(s: State, out: Out) -> bool:
    if s.qi < len(s.queue):
        return False
    window = s.context
    emit(s, out, E.WindowClosed(window))
    after_window(s, out, window)
    return True


@why_not("call_mutiny")
def _why_no_mutiny(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """Why the prompt offers no mutiny to this seat: M3 (never the captain; not with an empty
    hand), M2 (one a round, called or not yet over), M1 (only in a window after a captain's
    decision). None: a window is open and it is simply not this seat's turn, or the card is
    not one of its own."""
    seat = cmd.seat
    if seat == s.captain:
        return fail("M3", _("The captain cannot call a mutiny; any other player may."))
    if s.mutiny_used:
        return fail("M2", _("There has already been a mutiny this round: at most one a "
                            "round."))
    if isinstance(seat, int) and 0 <= seat < s.n and not s.hands[seat]:
        return fail("M3", _("{who} has no crew card in hand and so cannot start a "
                            "mutiny.").format(who=C.name(s, seat)))
    if p.step != "window":
        return fail("M1", _("A mutiny can be called only right after a captain's decision: "
                            "the appointment, the destination or the punishment."))
    return None


C.step("window", _window_prompt, _window_decide, _window_auto)


# --- VY1: the destination choice -----------------------------------------------------------

def destination_choices(s: State) -> tuple[str, ...]:
    """VY1 / RU3: kinds whose stack is not empty (not the Treasure Island just refused)."""
    kinds = tuple(k for k in DEST_KINDS if s.stacks[KIND_INDEX[k]] and k != s.forbidden_kind)
    return kinds or tuple(k for k in DEST_KINDS if s.stacks[KIND_INDEX[k]])


def _destination_prompt(s: State) -> Prompt:
    return Prompt(s.captain, "destination", "VY1", ("choose_destination",),
                  choices=destination_choices(s))


def _destination_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    kind = cmd.kind
    emit(s, out, E.DestinationChosen(s.captain, kind, s.stacks[KIND_INDEX[kind]][-1]))
    open_window(s, out, "destination")


@why_not("choose_destination")
def _why_not_there(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """RU3: not the Treasure Island the ship could not land on this round; VY1: not a kind
    whose stack is empty."""
    if p.step != "destination" or cmd.seat != p.seat:
        return None
    kind = cmd.kind
    if kind == s.forbidden_kind:
        return fail("RU3", _("Nobody took the ship ashore on {island} this round: choose "
                             "another destination.").format(island=word(kind)))
    if kind in KIND_INDEX and not s.stacks[KIND_INDEX[kind]]:
        return fail("VY1", _("The {kind} stack is empty; choose one of: {choices}.").format(
            kind=word(kind), choices=words(p.choices)))
    return None


C.step("destination", _destination_prompt, _destination_decide)


# --- PU: punishment -------------------------------------------------------------------------

def _punish_prompt(s: State) -> Prompt:
    return Prompt(s.captain, "punish", "PU1", ("order_punishment",))


def _punish_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    emit(s, out, E.PunishmentOrdered(s.captain, bool(cmd.punish)))
    open_window(s, out, "punishment")


def victims(s: State) -> tuple[int, ...]:
    """PU3: anyone but the quartermaster and the captain."""
    qm = s.acting_qm
    return tuple(i for i in s.order_from(s.captain) if i != qm and i != s.captain)


def _victim_prompt(s: State) -> Prompt:
    return Prompt(s.acting_qm, "victim", "PU3", ("choose_victim",), targets=victims(s))


def _victim_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    victim = cmd.target
    hand = s.hands[victim]
    card = C.rng(s).choice(hand) if hand else -1
    emit(s, out, E.Punished(p.seat, victim, card))
    end_round(s, out)


@why_not("choose_victim")
def _why_not_punished(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """PU3: anyone but the quartermaster and the captain."""
    if p.step == "victim" and cmd.seat == p.seat and cmd.target in (s.captain, s.acting_qm):
        return fail("PU3", _("The quartermaster punishes anyone but themselves and the "
                             "captain."))
    return None


C.step("punish", _punish_prompt, _punish_decide)
C.step("victim", _victim_prompt, _victim_decide)


# --- H2: the hand limit ---------------------------------------------------------------------

HAND_LIMITS = tuple(hand_limit(n) for n in range(11))  # by seat count (H1)


def over_limit(s: State) -> int:
    """H2: the first seat (from the captain) whose hand exceeds the limit, or -1."""
    limit = HAND_LIMITS[s.n]
    hands = s.hands
    if max(map(len, hands)) <= limit:
        return -1
    for i in range(s.n):
        seat = (s.captain + i) % s.n
        if len(hands[seat]) > limit:
            return seat
    return -1  # pragma: no cover


def discard_prompt(s: State, seat: int) -> Prompt:
    k = len(s.hands[seat]) - hand_limit(s.n)
    return Prompt(seat, "discard", "H2", ("discard",), cards=tuple(s.hands[seat]),
                  min_cards=k, max_cards=k)


def discard_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    emit(s, out, E.Discarded(p.seat, tuple(cmd.cards)))


# --- E: the end -----------------------------------------------------------------------------

def end_game(s: State, out: Out, cause: str) -> None:
    """E2–E4: reveal everything; value each Jewel by drawing a prize card (RU9; 1 if the deck is
    empty); Hostages are worth 1; most gold wins, then most Rum; remaining ties all win."""
    cat = s.cat
    deck = s.prize_deck[:]
    jewels = []
    gold = [0] * s.n
    rum = [0] * s.n
    for seat in range(s.n):
        for card in s.prizes[seat]:
            ptype = cat.prize_type[card]
            if ptype == "jewels":
                if deck:
                    drawn = deck.pop()
                    value = cat.gold[drawn] if cat.prize_type[drawn] in ("gold", "rum") else 1
                else:
                    drawn, value = -1, 1
                jewels.append((card, drawn, value))
                gold[seat] += value
            elif ptype == "hostage":
                gold[seat] += 1
            else:
                gold[seat] += cat.gold[card]
                rum[seat] += ptype == "rum"
    best = max(zip(gold, rum, strict=True))
    winners = tuple(i for i in range(s.n) if (gold[i], rum[i]) == best)
    emit(s, out, E.GameEnded(cause, tuple(jewels), tuple(zip(gold, rum, strict=True)), winners))


