"""The main line of the game (S, T, EV, ST, DR6–DR12): setup's secret ship choice, the game
turn (the merchant reset, the event and its NPC icons, every seat's turn, the end of the game
turn), and a seat turn's opening steps (a new captain, retirement, NPC scouting) up to its
actions. Each step is in game.merchants.table: a prompt, or an automatic move on.
"""

from __future__ import annotations

from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _
from game.merchants import effects
from game.merchants import events as E
from game.merchants.cards import EventCard
from game.merchants.commands import ChooseShip, Discard, EndTurn, Redraw, Retire
from game.merchants.evolve import APPLIED, TURN_END_APPLIED, emit
from game.merchants.passives import holds
from game.merchants.prompts import Prompt
from game.merchants.rules import npc
from game.merchants.rules.base import Out, draw_glory, end_game, kill, rng
from game.merchants.state import State, can_retire
from game.merchants.table import REFEREE, step

START_SHIPS = ("sloop", "flute")            # S9
START_DUCATS = 10                           # S14, DR8


# --- S8–S16: setup --------------------------------------------------------------------------


def _setup_prompt(s: State, _f: Any) -> Prompt | None:
    """S9, DA6: each seat in turn chooses its ship in secret."""
    for i, ship in enumerate(s.setup_ships):
        if not ship:
            return Prompt(i, "ship", "S9", options=START_SHIPS)
    return None


def _setup_auto(s: State, _f: Any, out: Out) -> None:
    """S10–S15: all revealed at once; each ship in port at its home, 10 ducats, 1 glory card;
    the start player drawn from the captains."""
    caps = tuple(x.next_captain for x in s.seats)
    emit(s, out, E.SetupRevealed(caps, tuple(s.setup_ships)))
    for i in range(s.n):
        emit(s, out, E.Equipped(i, caps[i], s.setup_ships[i], s.cat.captain(caps[i]).home,
                                START_DUCATS, 0))
    for i in range(s.n):
        draw_glory(s, out, i)
    emit(s, out, E.StartPlayerDrawn(rng(s).randrange(s.n)))


@REFEREE.on("ship", ChooseShip)
def _choose_ship(s: State, p: Prompt, cmd: ChooseShip, out: Out) -> None:
    if cmd.ship not in p.options:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.ShipChosen(cmd.seat, cmd.ship))
    if s.step == "new_ship":
        _equip_new(s, cmd.seat, cmd.ship, out)


@REFEREE.check(ChooseShip)
def _why_not_ship(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step == "ship" and cmd.seat == p.seat and cmd.ship not in START_SHIPS:
        return RuleError("S9", _("A captain starts with a sloop or a flute."))
    return None


step("setup", _setup_prompt, _setup_auto)


# --- T1–T4: the game turn -------------------------------------------------------------------


def _none(s: State, _f: Any) -> Prompt | None:
    return None


def _turn_start(s: State, _f: Any, out: Out) -> None:
    """T2, E3, RU66: an empty event deck ends the game before anything else; else T1."""
    if not s.event_deck:
        end_game(s, out, "events")
        return
    emit(s, out, E.GameTurnBegan(s.game_turn + 1))


def _event(s: State, _f: Any, out: Out) -> None:
    """T1 (1), MR2, RU25: the merchant reset; then EV1: the event card."""
    if len(s.merchant_spaces) >= 8:
        empty = [z for z in range(len(s.merchant_at)) if s.merchant_at[z] < 0]
        tokens = s.merchant_spaces[:]
        rng(s).shuffle(tokens)
        emit(s, out, E.MerchantsReset(tuple(empty[:len(tokens)]), tuple(tokens)))
    emit(s, out, E.EventDrawn(s.event_deck[-1]))
    from game.merchants.rules.cards import expire
    expire(s, out, s.event)
    from game.merchants.rules import glory
    glory.open_window(s, out, "out_of_turn:event_drawn", s.order())


def _icons(s: State, _f: Any, out: Out) -> None:
    """EV2, NM1: the card's movement icons, left to right; then EV3, EV4 its effect: an NPC
    card schedules its NPC; an immediate effect applies now (to the world, or to each seat
    its scope names, from the start player); EV5 the card is then discarded or stays."""
    card = s.cat.event(s.event)
    if s.icon < len(card.moves):
        npc.icon(s, out, *card.moves[s.icon])
        return
    if s.icon < APPLIED:
        emit(s, out, E.EventApplied(card.card, "immediate"))
        npc.schedule_card(s, out, card)
        if card.timing == "immediate" and card.effects:
            _event_effects(s, out, card)
        return
    emit(s, out, E.EventResolved(s.event))


def event_seats(s: State, card: EventCard) -> tuple[int, ...]:
    """EV4, K26: the seats an event's effects apply to — none (-1: the world) without a
    scope; else each living captain whose situation meets it, from the start player."""
    if card.scope is None:
        return (-1,)
    return tuple(i for i in s.order() if s.seats[i].alive and holds(s, i, card.scope))


def _event_effects(s: State, out: Out, card: EventCard,
                   seats: tuple[int, ...] | None = None) -> None:
    targets = event_seats(s, card) if seats is None else seats
    if targets:
        effects.run(s, out, -1, card.card, "effects", "event", seats=targets)


step("turn_start", _none, _turn_start)
step("event", _none, _event)
step("icons", _none, _icons)


def _turn_end(s: State, _f: Any, out: Out) -> None:
    """T4, RU51: the event's effects timed for the end of the game turn; NPC arrivals,
    replacements and returns in the order scheduled; then, if a victory was announced this
    game turn, the end (E2)."""
    card = s.cat.event(s.event) if s.event >= 0 else None
    if card is not None and card.timing == "turn_end" and s.icon < TURN_END_APPLIED:
        emit(s, out, E.EventApplied(card.card, "turn_end"))
        _event_effects(s, out, card)
        return
    if s.placing:
        npc.place(s, out, s.placing[0])
        return
    if s.announced:
        end_game(s, out, "glory")
        return
    from game.merchants.rules.cards import expire
    expire(s, out)
    emit(s, out, E.GameTurnEnded(s.game_turn))


step("turn_end", _none, _turn_end)


# --- ST1: a seat's turn ---------------------------------------------------------------------


def _seat_begin(s: State, _f: Any, out: Out) -> None:
    emit(s, out, E.SeatTurnBegan(s.order()[s.turn_i]))


step("seat_begin", _none, _seat_begin)


def _new_captain(s: State, _f: Any, out: Out) -> None:
    """ST1a, DR6, DR12: a retired captain leaves now (as if dead: DR2–DR4); the new captain
    is revealed."""
    seat = s.active
    st = s.seats[seat]
    if st.owed == "retired" and st.alive:
        kill(s, out, seat, "retired")
        if s.over:
            return
    emit(s, out, E.CaptainRevealed(seat, s.seats[seat].next_captain))


def _new_ship_prompt(s: State, _f: Any) -> Prompt:
    """DR6, DR7: the new captain's ship, chosen openly; a pirate at its home lets it draw
    another captain while the deck holds one."""
    seat = s.active
    return Prompt(seat, "ship", "DR6", options=START_SHIPS, flag=_may_redraw(s, seat))


def _may_redraw(s: State, seat: int) -> bool:
    """DR7: a pirate NPC lies in the sea area of the new captain's home zone."""
    home = s.cat.captain(s.seats[seat].next_captain).home
    return bool(s.captain_deck) and any(npc.pirate(i) and sl.zone == home
                                        for i, sl in enumerate(s.slots))


@REFEREE.on("ship", Redraw)
def _redraw(s: State, p: Prompt, cmd: Redraw, out: Out) -> None:
    """DR7, RU46: draw another; the rejected card is shuffled back after the new draw."""
    if not p.flag:
        raise REFEREE.refuse(s, p, cmd)
    st = s.seats[cmd.seat]
    deck = s.captain_deck[:]
    card = deck.pop()
    deck.append(st.next_captain)
    rng(s).shuffle(deck)
    emit(s, out, E.CaptainRedrawn(cmd.seat, st.next_captain, card, tuple(reversed(deck))))


@REFEREE.check(Redraw)
def _why_not_redraw(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step == "ship" and cmd.seat == p.seat and not p.flag:
        return RuleError("DR7", _("Only a captain whose home has a pirate in its waters may "
                                  "draw another."))
    return None


def _equip_new(s: State, seat: int, ship: str, out: Out) -> None:
    """DR6, DR8, RU64: the new captain sets up at its home port; its ducats come from the
    stash up to 10, the bank adding the rest (none with a stash of 10 or more)."""
    st = s.seats[seat]
    cap = st.next_captain
    stash = st.stash
    if stash >= START_DUCATS:
        aboard, left = 0, stash
    else:
        aboard, left = START_DUCATS, 0
    emit(s, out, E.Equipped(seat, cap, ship, s.cat.captain(cap).home, aboard, left))
    draw_glory(s, out, seat)


step("new_captain", _none, _new_captain)
step("new_ship", _new_ship_prompt)


def _retire_prompt(s: State, _f: Any) -> Prompt:
    return Prompt(s.active, "retire", "DR11")


@REFEREE.on("retire", Retire)
def _retire(s: State, p: Prompt, cmd: Retire, out: Out) -> None:
    if type(cmd.retire) is not bool:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.Retired(cmd.seat) if cmd.retire else E.StayedOn(cmd.seat))


step("retire", _retire_prompt)


@REFEREE.check(Retire)
def _why_not_retire(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """DR11, DR13, RU47, RU63: retiring is asked at the start of a turn begun in port, before
    any action; it is refused while the captain deck holds no more captains than the seats
    already owed one (at the retire step itself: the answer is yes or no, the step's own
    refusal)."""
    if cmd.seat != p.seat or p.step == "retire":
        return None
    st = s.seats[cmd.seat]
    if p.step == "actions" and cmd.retire is True and st.alive and st.in_port \
            and s.actions == 3 and not s.port_done and not can_retire(s, cmd.seat):
        return RuleError("DR13", _("No captain is left in the deck to replace a retiring "
                                   "one."))
    return RuleError("DR11", _("A captain retires at the start of its turn, in port, before "
                               "any action."))


def _turn_effects(s: State, _f: Any, out: Out) -> None:
    """ST1c, RU50: the event's effects timed for the start of each seat's turn (then ST1d)."""
    seat = s.active
    card = s.cat.event(s.event) if s.event >= 0 else None
    if card is not None and card.timing == "seat_turn_start" and card.effects \
            and (card.scope is None or holds(s, seat, card.scope)):
        emit(s, out, E.TurnStartEffects(seat, card.card))
        _event_effects(s, out, card, (seat,))
        return
    _npc_scouts(s, _f, out)


def _npc_scouts(s: State, _f: Any, out: Out) -> None:
    """ST1d, ST1e: the NPCs in the zone scout a ship that starts its turn at sea (after the
    start-of-turn effects, which may have made one hostile); then the actions."""
    seat = s.active
    emit(s, out, E.ActionsBegan(seat))
    npc.scout_on_entry(s, out, seat)


step("npc_scouts", _none, _npc_scouts)


step("turn_effects", _none, _turn_effects)


def _seat_end(s: State, _f: Any, out: Out) -> None:
    emit(s, out, E.SeatTurnEnded(s.active))


step("seat_end", _none, _seat_end)


@REFEREE.on("actions", EndTurn)
def _end_turn(s: State, p: Prompt, cmd: EndTurn, out: Out) -> None:
    """A1: unused actions are lost."""
    emit(s, out, E.SeatTurnEnded(cmd.seat))


@REFEREE.on("hand_limit", Discard)
def _hand_limit(s: State, p: Prompt, cmd: Discard, out: Out) -> None:
    """GC1: a fifth glory card drawn: one of the five is discarded before any is played."""
    if len(cmd.cards) != 1 or cmd.cards[0] not in p.cards:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.GloryCardDiscarded(cmd.seat, cmd.cards[0]))
