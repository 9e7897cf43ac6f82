"""Meuterer's rules by phase (CO, OF, RV, MU, VR, SA, SH, CL, DW, RS, E): what a command does,
and everything that follows by itself up to the next decision. Every change goes through
`emit` (apply the event, record it); every random outcome — each reshuffle — comes from
`game.core.steps.seeded` and is recorded in its event, so a game replays exactly (DA7).

Decisions (DA10): "wage", "offer", "pick_role", "mutiny", "allocate" (step "sales"),
"use_extra" / "keep" (step "draw"). The end check runs once, after phase 5 of the last round
(E1).
"""

from __future__ import annotations

from typing import Any

from game.core.steps import emitter, seeded
from game.meuterer import events as E
from game.meuterer.sales import island_points, plans_of
from game.meuterer.state import HANDLERS, State

Out = list[Any]
emit = emitter(HANDLERS)
#: an offer is a third of a game's events: built as its tuple directly (fields in order)
_new = tuple.__new__


# --- CO, OF: wage and offering -------------------------------------------------------------


def start_round(s: State, out: Out, rnd: int) -> None:
    """RS1, R1: the roles back in the middle; the captain names the wage next (CO1)."""
    emit(s, out, E.RoundStarted(rnd, s.captain))


def set_wage(s: State, seat: int, wage: int, out: Out) -> None:
    """CO1, RU14: the wage is public at once; the captain opens the offering (OF1)."""
    emit(s, out, E.WageSet(seat, wage))


def offer(s: State, seat: int, card: int, out: Out) -> None:
    """OF2, OF3: one card face up; the turn passes clockwise to a seat still offering."""
    emit(s, out, _new(E.Offered, (seat, card)))


def pass_turn(s: State, seat: int, out: Out) -> None:
    """OF4, OF5, OF6: the hand set aside; the captain's course is placed at once (k set-aside
    cards = k clockwise steps, 0 = the ship island); others pick a role next."""
    emit(s, out, E.Passed(seat, tuple(s.hands[seat])))
    if seat == s.captain:
        k = len(s.aside[seat])
        emit(s, out, E.DestinationPlaced("captain", seat, k, _steps(s, k)))
    if s.step == "reveal":
        reveal(s, out)


def pick_role(s: State, seat: int, role: str, out: Out) -> None:
    """OF5, DA2: the seat takes `role`, having seen the roles still in the middle."""
    emit(s, out, E.RolePicked(seat, role, tuple(s.middle)))
    if s.step == "reveal":
        reveal(s, out)


def _steps(s: State, k: int) -> int:
    """OF6, RV2: the island k clockwise steps from the ship island."""
    ring = s.ring
    return ring[(s.pos[s.ship] + k) % len(ring)]


# --- RV, MU: reveal and mutiny -------------------------------------------------------------


def reveal(s: State, out: Out) -> None:
    """OF7, RV1–RV3, DA3: every role face up; with a mutineer, the mutineer's destination and
    the mutiny (MU1); without, straight to VR1 (RU11)."""
    emit(s, out, E.RolesRevealed(tuple(s.role)))
    mut = s.seat_of("mutineer")
    if mut < 0:
        role_points(s, out, False)
        return
    k = len(s.aside[mut])
    emit(s, out, E.DestinationPlaced("mutineer", mut, k, _steps(s, k)))
    sides = (s.captain, s.seat_of("mate"), mut, s.seat_of("boy"))
    members = {seat for seat in sides if seat >= 0}
    participants = tuple(seat for seat in s.from_captain() if seat in members)
    emit(s, out, E.MutinyStarted(participants, strength(s)))


def side_of(s: State, seat: int) -> str:
    """MU1: "captain" (captain, mate), "mutineer" (mutineer, ship's boy), or "" (no part)."""
    if seat == s.captain or s.role[seat] == "mate":
        return "captain"
    if s.role[seat] in ("mutineer", "boy"):
        return "mutineer"
    return ""


def strength(s: State) -> tuple[int, int]:
    """MU2, RU4, RU16: each side's conflict cards face up (offered and played), plus the
    mate's own sabre; the merchant's and loadmaster's count for nobody (RU2)."""
    conflict, card_good = s.cat.conflict, s.cat.card_good
    cap = mut = 0
    for seat in range(s.n):
        side = side_of(s, seat)
        if not side:
            continue
        k = sum(1 for c in s.offers[seat] if card_good[c] == conflict) + len(s.sabres[seat])
        if s.role[seat] == "mate":
            k += s.cat.mate_sabres
        if side == "captain":
            cap += k
        else:
            mut += k
    return cap, mut


def conflicts_aside(s: State, seat: int) -> list[int]:
    """RU5: the conflict cards among a seat's set-aside cards (the only ones it may play)."""
    conflict, card_good = s.cat.conflict, s.cat.card_good
    return [c for c in s.aside[seat] if card_good[c] == conflict]


def play_sabres(s: State, seat: int, count: int, out: Out) -> None:
    """MU3, MU5, DA4, RU3: `count` conflict cards face up (0: a pass this lap); the mutiny ends
    when every participant has passed in order since the last card (MU4: a tie goes to the
    mutineer)."""
    cards = tuple(conflicts_aside(s, seat)[:count])
    cap, mut = s.strength or (0, 0)
    if cards:
        if side_of(s, seat) == "captain":
            cap += len(cards)
        else:
            mut += len(cards)
    emit(s, out, E.SabresPlayed(seat, cards, (cap, mut)))
    if s.step == "vr":
        emit(s, out, E.MutinyEnded(s.seat_of("mutineer"), mut >= cap, (cap, mut)))
        role_points(s, out, mut >= cap)


# --- VR: role points ------------------------------------------------------------------------


def role_points(s: State, out: Out, won: bool) -> None:
    """VR1 / VR2, RU11: who steers scores the destination's ship points; the mate 1 + wage
    paid by the captain (even into negative points), or the ship's boy 2 and the captain cards
    to the mutineer. Then the sales (SA3, RU7: the captain after VR allocates first)."""
    cat = s.cat
    mut = s.seat_of("mutineer")
    if won:
        emit(s, out, E.DestinationRemoved("captain"))
        emit(s, out, E.RoleScored(mut, cat.islands[s.dest_mutineer].ship, "ship"))
        boy = s.seat_of("boy")
        if boy >= 0:
            emit(s, out, E.RoleScored(boy, cat.boy_points, "boy"))
        emit(s, out, E.CaptainChanged(mut))
    else:
        if mut >= 0:
            emit(s, out, E.DestinationRemoved("mutineer"))
        captain = s.captain
        emit(s, out, E.RoleScored(captain, cat.islands[s.dest_captain].ship, "ship"))
        mate = s.seat_of("mate")
        if mate >= 0:
            emit(s, out, E.RoleScored(mate, cat.mate_points + s.wage, "mate"))
            if s.wage:
                emit(s, out, E.RoleScored(captain, -s.wage, "wage"))
    emit(s, out, E.SalesStarted(s.from_captain()))
    continue_sales(s, out)


# --- SA: selling ---------------------------------------------------------------------------


def plans_for(s: State, seat: int) -> tuple[Any, ...]:
    """SA3: the seat's legal plans on the active islands."""
    return plans_of(s.cat, s.active, s.offers[seat])


def continue_sales(s: State, out: Out) -> None:
    """DA5: sellers with exactly one legal plan (nothing sellable included) are assigned it
    unasked; the first with a choice is prompted. After the last, SA4–SA6 per island."""
    while s.sell_i < len(s.sellers):
        seat = s.sellers[s.sell_i]
        plans = plans_for(s, seat)
        if len(plans) != 1:
            return
        emit(s, out, E.Allocated(seat, plans[0], True))
    score_islands(s, out)


def allocate(s: State, seat: int, plan: Any, out: Out) -> None:
    """SA3: a checked plan is fixed (public); the next seller follows."""
    emit(s, out, E.Allocated(seat, plan, False))
    continue_sales(s, out)


def score_islands(s: State, out: Out) -> None:
    """SA1, SA4–SA6, RU6: each active island scored on its own; then E1 (the last round ends
    here) or the ship, the clean-up and the draw."""
    merchant = s.seat_of("merchant")
    n = s.n
    for island in s.active:
        counts = [0] * n
        for seat in range(n):
            plan = s.plans[seat]
            if plan:
                for i, cards in plan:
                    if i == island:
                        counts[seat] = len(cards)
        pts = island_points(s.cat.islands[island].table, counts, merchant)
        emit(s, out, E.IslandScored(island, tuple(counts), pts))
    if s.round >= s.rounds:
        end_game(s, out)
        return
    move_ship(s, out)


def end_game(s: State, out: Out) -> None:
    """E1, E2, RU10: the most points wins; tied players share the win."""
    scores = tuple(s.scores)
    best = max(scores)
    emit(s, out, E.GameEnded(scores, tuple(i for i in range(s.n) if scores[i] == best)))


# --- SH, CL, DW, RS -------------------------------------------------------------------------


def move_ship(s: State, out: Out) -> None:
    """SH1–SH3: the ship to the remaining destination; the old and new ship islands light."""
    dest = s.dest_captain if s.dest_captain >= 0 else s.dest_mutineer
    old = s.ship
    emit(s, out, E.ShipMoved(dest, (old, dest) if old != dest else (dest,)))
    discarded: list[int] = []
    for seat in s.from_captain():
        discarded += s.offers[seat]
        discarded += s.sabres[seat]
    emit(s, out, E.CleanedUp(tuple(discarded)))                 # CL1–CL3
    draw_phase(s, out, 0)


def draw_phase(s: State, out: Out, start: int) -> None:
    """DW1: from the captain, clockwise, each seat draws up to the hand size; the loadmaster
    is asked first (DA6). Then RS1 and the next round."""
    order = s.from_captain()
    lm = s.seat_of("loadmaster")
    size = s.cat.hand_size
    for i in range(start, s.n):
        seat = order[i]
        if seat == lm:
            return                                               # use_extra prompt
        need = size - len(s.hands[seat])
        if need > 0:
            draw(s, out, seat, need, False)
    start_round(s, out, s.round + 1)


def _resume_after_loadmaster(s: State, out: Out) -> None:
    order = s.from_captain()
    lm = s.seat_of("loadmaster")
    s_lm = order.index(lm)
    size = s.cat.hand_size
    for i in range(s_lm + 1, s.n):
        seat = order[i]
        need = size - len(s.hands[seat])
        if need > 0:
            draw(s, out, seat, need, False)
    start_round(s, out, s.round + 1)


def draw(s: State, out: Out, seat: int, k: int, extra: bool) -> None:
    """DW1, DW2, RU13: k cards from the top; an empty pile is replaced by the shuffled discard
    pile (its order in the event); with both empty, the seat draws what there is."""
    while k > 0:
        if not s.pile:
            if not s.discard:
                return
            reshuffle(s, out)
        take = min(k, len(s.pile))
        cards = tuple(s.pile[-1:-take - 1:-1])
        emit(s, out, E.Drawn(seat, cards, extra))
        k -= take


def reshuffle(s: State, out: Out) -> None:
    """DW2, DA7, RU15: the discard pile (the loadmaster's rejects too) becomes the draw pile in
    a seeded random order."""
    cards = list(s.discard)
    seeded(s.seed, s.rnd).shuffle(cards)
    emit(s, out, E.Reshuffled(tuple(cards)))


def use_extra(s: State, seat: int, use: bool, out: Out) -> None:
    """DW3, RU19, DA6: with the extra draw, need + 3 cards, then the keep choice among them
    (RU17; unasked when there is nothing to choose); without, an ordinary draw."""
    emit(s, out, E.ExtraChosen(seat, use))
    need = max(0, s.cat.hand_size - len(s.hands[seat]))
    if not use:
        if need:
            draw(s, out, seat, need, False)
        _resume_after_loadmaster(s, out)
        return
    draw(s, out, seat, need + s.cat.loadmaster_extra, True)
    pending = s.pending
    count = min(need, len(pending))
    if count == 0 or count >= len(pending):
        emit(s, out, E.Kept(seat, tuple(pending[:count]), tuple(pending[count:])))
        _resume_after_loadmaster(s, out)


def keep(s: State, seat: int, cards: tuple[int, ...], out: Out) -> None:
    """DW3, RU15, RU17: the kept cards into the hand, the others unseen under the discard."""
    kept = set(cards)
    emit(s, out, E.Kept(seat, tuple(cards), tuple(c for c in s.pending if c not in kept)))
    _resume_after_loadmaster(s, out)


def keep_count(s: State, seat: int) -> int:
    """RU17: as many as bring the hand to the hand size."""
    return max(0, min(s.cat.hand_size - len(s.hands[seat]), len(s.pending)))
