"""Mutiny (M1–M13, DA3, RU2, RU6–RU8)."""

from __future__ import annotations

from typing import Any

from game.core.i18n import _
from game.jolly_roger import events as E
from game.jolly_roger.commands import PlayCards
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules import common as C
from game.jolly_roger.rules import course, loot, specials
from game.jolly_roger.rules.common import Out, ask, emit, fail
from game.jolly_roger.state import CAPTAIN_SIDE, MUTINEER_SIDE, State

SIDES = ("captain", "mutineer")


def start(s: State, out: Out, seat: int, card: int, window: str, stab: str = "") -> None:
    """M3: the First Mutineer calls and plays one crew card. RU2: a mutiny after the
    destination choice sends the drawn card back on top of its stack. DA3: support in laps
    from the mutineer's left."""
    emit(s, out, E.MutinyCalled(seat, card, window))
    if window == "destination" and s.destination >= 0:
        emit(s, out, E.DestinationReturned(s.dest_kind, s.destination, "RU2"))
    ask(s, out, "mutiny", C.order_after(s, seat), window)
    if stab:
        specials.stab_on_call(s, out, seat, card, stab)  # X-CUTTHROAT opens the mutiny
    else:
        specials.revealed(s, out, seat, (card,))  # RU10: a Traitor may cancel the mutiny


def playable(s: State, seat: int) -> tuple[int, ...]:
    """M4 / M5 / RU6: crew cards in hand, plus the role card the seat holds if not yet added."""
    if seat != s.captain and seat != s.qm:
        return tuple(s.hands[seat])
    cards = list(s.hands[seat])
    cat = s.cat
    if seat == s.captain and cat.captain_card not in s.m_cards:
        cards.append(cat.captain_card)
    if seat == s.qm and cat.quartermaster_card not in s.m_cards:
        cards.append(cat.quartermaster_card)
    return tuple(cards)


def sides_for(s: State, seat: int) -> tuple[str, ...]:
    """M4: a player never supports both sides (locked to the first side chosen)."""
    side = s.m_side[seat]
    if side == CAPTAIN_SIDE:
        return ("captain",)
    if side == MUTINEER_SIDE:
        return ("mutineer",)
    return SIDES


def _mutiny_prompt(s: State) -> Prompt:
    q = s.queue
    seat = q[s.qi % len(q)]
    cards = playable(s, seat)
    # Prompt(seat, "mutiny", "M4", _PLAY_OR_PASS, cards, (), sides_for(s, seat), 1,
    # len(cards), s.context), built as the tuple it is (a mutiny asks lap after lap)
    return _new(Prompt, (seat, "mutiny", "M4", _PLAY_OR_PASS, cards, (), sides_for(s, seat), 1,
                         len(cards), s.context, (), False))


_new = tuple.__new__
assert Prompt._fields[9:] == ("context", "specials", "bribe")


_PLAY_OR_PASS = ("play_cards", "pass")


def _mutiny_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    if isinstance(cmd, PlayCards):
        if cmd.side not in p.choices:
            raise fail("M4", _("Choose a side you may support: {sides}.").format(
                sides=C.side_words(p.choices)))
        if s.cat.captain_card in cmd.cards and cmd.side != "captain":
            raise fail("RU6", _("The Captain card can only join the captain's side."))
        emit(s, out, E.CardsPlayed(p.seat, tuple(cmd.cards), cmd.side))
        specials.revealed(s, out, p.seat, tuple(cmd.cards))
    else:
        emit(s, out, C.PASSED[p.seat])


def _mutiny_auto(s: State, out: Out) -> bool:
    """DA3: the mutiny ends when a full lap passes with no card played (M6), at once after a
    Cutthroat (X-CUTTHROAT), or not at all when a Traitor cancelled its first card (RU10)."""
    if s.m_cancelled:
        cancelled(s, out)
        return True
    if s.m_stab or s.passes >= len(s.queue):
        resolve(s, out)
        return True
    q = s.queue
    seat = q[s.qi % len(q)]  # s.current: the queue is not empty here
    if not s.hands[seat] and not playable(s, seat):
        emit(s, out, C.PASSED[seat])
        return True
    return False


def strengths(s: State) -> tuple[int, int]:
    """M5: the crew counts of each side's cards (captain, mutineer) — public at all times."""
    crew = s.cat.crew
    t = [0, 0, 0]
    for card, side in zip(s.m_cards, s.m_sides_of, strict=True):
        t[side] += crew[card]
    return t[CAPTAIN_SIDE], t[MUTINEER_SIDE]


def resolve(s: State, out: Out) -> None:
    """M7: more crew wins, a tie goes to the captain. M8: a winning First Mutineer becomes
    captain. M9: losers played for the losing side (its leader included). M10: appoint."""
    cap, mut = strengths(s)
    mutineers_win = s.m_stab == CAPTAIN_SIDE or (not s.m_stab and mut > cap)
    losing = CAPTAIN_SIDE if mutineers_win else MUTINEER_SIDE
    losers = tuple(i for i in s.order_from(s.captain) if s.m_side[i] == losing)
    new_captain = s.m_leader if mutineers_win else s.captain
    emit(s, out, E.MutinyResolved("mutineer" if mutineers_win else "captain", new_captain,
                                  losers, (cap, mut)))
    if s.v3:
        course.free_draws(s, out)  # RP9: A2 where M10's appointment would be
        after_new_quartermaster(s, out)  # V3: no quartermaster to appoint
    else:
        ask(s, out, "appoint", [s.captain], "mutiny")


def cancelled(s: State, out: Out) -> None:
    """RU10: the mutiny is off; play goes on as after it (M13) without M10–M12: after the
    appointment or destination window the captain chooses the destination (the drawn card
    is already back on its stack, RU2); after the punishment window the round ends — the
    call already cancelled the punishment (RU8, ruling RP12)."""
    window = s.m_window
    emit(s, out, E.MutinyCancelled(s.m_leader))
    if window == "punishment":
        course.end_round(s, out)
    else:
        course.ask_destination(s, out)


def after_new_quartermaster(s: State, out: Out) -> None:
    """RU11: a special played during the mutiny that acts after it (the Surgeon) acts now.
    M11: the quartermaster collects the losers' face-up prize cards; the captain picks one,
    the rest is shared as in L2."""
    specials.act_after_mutiny(s, out)
    losers = _losers(s)
    seized = tuple((c, seat) for seat in losers for c in s.face_up_prizes(seat))
    if seized:
        emit(s, out, E.PrizesSeized(s.acting_qm, seized))
        loot.start_sharing(s, out, "mutiny")
    else:
        after_loot(s, out)


def _losers(s: State) -> list[int]:
    """M9, remembered until M12: the mutineers lost iff the leader did not become captain."""
    losing = MUTINEER_SIDE if s.captain != s.m_leader else CAPTAIN_SIDE
    return [i for i in s.order_from(s.captain) if s.m_side[i] == losing]


def after_loot(s: State, out: Out) -> None:
    """M12 / RU7: the mutiny's crew cards — but the role cards (reassigned) and those
    `discarded_after_mutiny` (Cannon Fodder, Cutthroat, Old Salt) — shuffled and dealt face
    down as evenly as possible from the quartermaster's left. M13 / RU8: then the
    destination choice, or the round's end."""
    cat = s.cat
    roles = (cat.captain_card, cat.quartermaster_card)
    rows = cat.special_row
    discarded = tuple(c for c in s.m_cards if (row := rows[c]) and row.discarded_after_mutiny)
    rest = [c for c in s.m_cards if c not in roles and c not in discarded]
    C.rng(s).shuffle(rest)
    order = C.order_after(s, s.acting_qm)
    deals: list[list[int]] = [[] for _ in range(s.n)]
    for i, card in enumerate(rest):
        deals[order[i % s.n]].append(card)
    window = s.m_window
    emit(s, out, E.MutinyCrewDealt(discarded, tuple((seat, tuple(deals[seat])) for seat in order
                                                    if deals[seat])))
    if window == "punishment":
        course.end_round(s, out)
    else:
        course.ask_destination(s, out)


C.step("mutiny", _mutiny_prompt, _mutiny_decide, _mutiny_auto)
loot.AFTER_SHARING["mutiny"] = after_loot
