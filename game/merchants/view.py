"""Views (DA4, DA5): what one seat may see — deny by default. A view is a frozen copy of ints,
strings and tuples, never a window onto the state; bots and the table get views, never the
state.

Public: the board (ships, NPCs with their cards and battle damage, merchant tokens as backs or
flipped, demand tokens, revealed modification tokens, the missions on offer), every captain,
ship, track, bounty, modification, weapon, specialist and mission in play, glory tracks, hand
sizes, cargo counts, whether a seat holds a rumour, every face-up card, the purse bounds the
public ledger allows (DA5). Private to the seat: its ducats aboard, its stash, its glory hand,
its rumour (until it is shown to all to be checked, RM5: a kept one stays face up), its
cargo, its market draw, a next captain drawn face down. Nobody's: deck orders,
face-down tokens, the demand pool.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from game.merchants.rules.base import stash_glory
from game.merchants.rules.ships import maxima

if TYPE_CHECKING:
    from game.merchants.prompts import Prompt
    from game.merchants.state import State

HIDDEN = -2     # a face-down token or an unseen card
NONE = -1


class SeatView(NamedTuple):
    """One seat as the viewer may see it. `ducats`, `stash`, `hand`, `cargo`, `rumour`,
    `next_captain` are the viewer's own (or HIDDEN / -1 / () for a rival's, unless purses are
    open, OV3); `cargo_count`, `hand_size`, `has_rumour` are public."""

    captain: int
    owed: str
    ship: str
    track: tuple[int, ...]
    maxima: tuple[int, ...]
    mods: tuple[int, ...]
    planking: bool
    weapons: tuple[str, ...]
    ducats: int
    stash: int
    cargo: tuple[int, ...]
    cargo_count: int
    glory: int
    stash_glory: int
    hand: tuple[int, ...]
    hand_size: int
    specialists: tuple[int, ...]
    rumour: int
    has_rumour: bool
    mission: int
    bounty: tuple[int, ...]
    zone: int
    in_port: bool
    next_captain: int
    purse: tuple[int, int]      # DA5: the public ledger's bounds on the ducats aboard (-1: no
                                # upper bound known)


class SlotView(NamedTuple):
    """An NPC slot: its active card and line, where its ship is (-1: not on the board), how
    many cards wait beneath, the cards arriving at the end of the game turn."""

    card: int
    line: int
    zone: int
    waiting: int
    arriving: tuple[tuple[int, int], ...]


class BattleView(NamedTuple):
    """The battle being fought (public: everything at the table). A side is a seat (≥ 0) or
    an NPC slot (`slots`); an NPC's tracks are its own."""

    seats: tuple[int, int]
    slots: tuple[int, int]
    tracks: tuple[tuple[int, ...], tuple[int, ...]]
    why: str
    phase: str
    round: int
    declared: tuple[str, str]
    manoeuvre: tuple[tuple[int, ...], tuple[int, ...]]
    won: int
    hits: tuple[tuple[int, ...], tuple[int, ...]]
    crew: tuple[tuple[int, ...], tuple[int, ...]]
    winner: int
    how: str


class RaidView(NamedTuple):
    seat: int
    nation: str
    cards: tuple[int, ...]
    faces: tuple[int, ...]
    left: int
    phase: str


class View(NamedTuple):
    """DA4: a seat's view. See docs/merchants-api.md for every field."""

    seat: int
    n: int
    names: tuple[str, ...]
    target: int
    game_turn: int
    start: int
    active: int
    actions: int
    step: str
    seats: tuple[SeatView, ...]
    slots: tuple[SlotView, ...]
    merchants: tuple[int, ...]
    merchant_spaces: tuple[int, ...]
    demand: tuple[int, ...]
    pool_size: int
    mods: tuple[int, ...]
    missions: tuple[int, ...]
    event: int
    event_discard: tuple[int, ...]
    in_play: tuple[int, ...]
    deck_sizes: tuple[int, int, int, int, int, int]
    cargo_discard: tuple[int, ...]
    glory_discard: tuple[int, ...]
    wars: tuple[tuple[str, str], ...]
    scouted: tuple[str, ...]
    battle: BattleView | None
    raid: RaidView | None
    market: tuple[int, ...]
    announced: tuple[int, ...]
    prompt: Prompt | None
    to_ask: tuple[int, ...] = ()
    over: bool = False
    winners: tuple[int, ...] = ()

    def card_ids(self) -> set[int]:
        """Every card and token id this view shows."""
        ids: set[int] = set()
        for sv in self.seats:
            ids.update(c for c in (sv.captain, sv.rumour, sv.mission, sv.next_captain)
                       if c >= 0)
            ids.update(c for c in sv.cargo + sv.hand + sv.specialists + sv.mods if c >= 0)
        for sl in self.slots:
            if sl.card >= 0:
                ids.add(sl.card)
            ids.update(c for c, _l in sl.arriving)
        for group in (self.merchants, self.merchant_spaces, self.demand, self.mods,
                      self.missions, self.event_discard, self.in_play, self.cargo_discard,
                      self.glory_discard, self.market):
            ids.update(c for c in group if c >= 0)
        if self.event >= 0:
            ids.add(self.event)
        if self.raid is not None:
            ids.update(self.raid.cards)
        if self.prompt is not None:
            ids.update(c for c in self.prompt.cards if c >= 0)
        return ids


def _seat_view(s: State, i: int, viewer: int, open_purses: bool) -> SeatView:
    st = s.seats[i]
    own = i == viewer
    show = own or open_purses
    return SeatView(
        st.captain, st.owed, st.ship, tuple(st.track), maxima(s, i), tuple(st.mods),
        st.planking, tuple(st.weapons), st.ducats if show else HIDDEN,
        st.stash if show or i in s.announced else HIDDEN,
        tuple(st.cargo) if own else (), len(st.cargo), st.glory,
        stash_glory(s, i) if show or i in s.announced else HIDDEN,
        tuple(st.hand) if own else (), len(st.hand), tuple(st.specialists),
        st.rumour if own or st.rumour == st.shown_rumour else NONE, st.rumour >= 0,
        st.mission, tuple(st.bounty), st.zone, st.in_port,
        st.next_captain if own or revealed(s, i) else NONE, (st.lo, st.hi))


def revealed(s: State, seat: int) -> bool:
    """DR6: a new captain is shown to all at the start of its seat's turn (until then it was
    drawn face down, DR4; at setup, dealt in secret, S8)."""
    return s.step == "new_ship" and s.active == seat


def _battle(s: State) -> BattleView | None:
    b = next((f for f in reversed(s.stack) if f.kind == "battle"), None)
    if b is None:
        return None
    a, d = b.sides
    ta = tuple(s.seats[a.seat].track) if a.seat >= 0 else tuple(a.track)
    td = tuple(s.seats[d.seat].track) if d.seat >= 0 else tuple(d.track)
    return BattleView((a.seat, d.seat), (a.slot, d.slot), (ta, td), b.why, b.phase, b.round,
                      (b.decl[0], b.decl[1]), (b.man[0], b.man[1]), b.won,
                      (b.hits[0], b.hits[1]), (b.crew[0], b.crew[1]), b.winner, b.how)


def view(s: State, seat: int, prompt: Prompt | None) -> View:
    """DA4: the seat's view (deny by default: module docstring)."""
    open_purses = s.options.get("purses") == "open"
    raid = next((f for f in reversed(s.stack) if f.kind == "raid"), None)
    port = next((f for f in reversed(s.stack) if f.kind == "port"), None)
    market = tuple(port.market) if port is not None and port.seat == seat else ()
    mine = prompt if prompt is not None and prompt.seat == seat else None
    return View(
        seat, s.n, s.names, s.target, s.game_turn, s.start, s.active, s.actions, s.step,
        tuple(_seat_view(s, i, seat, open_purses) for i in range(s.n)),
        tuple(SlotView(sl.stack[-1][0] if sl.stack else NONE,
                       sl.stack[-1][1] if sl.stack else NONE, sl.zone, max(0, len(sl.stack) - 1),
                       tuple(sl.arriving)) for sl in s.slots),
        tuple(HIDDEN if t >= 0 else NONE for t in s.merchant_at), tuple(s.merchant_spaces),
        tuple(s.demand), len(s.demand_pool),
        tuple(t if t >= 0 and s.mod_seen[z] else (HIDDEN if t >= 0 else NONE)
              for z, t in enumerate(s.mod_at)),
        tuple(s.missions), s.event, tuple(s.event_discard), tuple(s.in_play),
        (len(s.event_deck), len(s.cargo_deck), len(s.glory_deck), len(s.mission_deck),
         len(s.rumour_deck), len(s.captain_deck)),
        tuple(s.cargo_discard), tuple(s.glory_discard), tuple(s.wars), s.scouted,
        _battle(s),
        RaidView(raid.seat, raid.nation, tuple(raid.cards), tuple(raid.faces), raid.left,
                 raid.phase) if raid is not None else None,
        market, tuple(s.announced), mine, (), s.over, s.winners)


def secrets(s: State, seat: int) -> frozenset[int]:
    """DA4: the card and token ids `seat` may not know now — every deck's cards, rivals'
    hands, cargo, rumours and next captains, face-down tokens and the demand pool — said the
    other way round from `view`. For the contract suite's no-leak property."""
    out: set[int] = set()
    out.update(s.event_deck, s.cargo_deck, s.glory_deck, s.mission_deck, s.rumour_deck,
               s.captain_deck, s.demand_pool)
    for i, st in enumerate(s.seats):
        if i != seat:
            out.update(st.hand, st.cargo)
            if st.rumour >= 0 and st.rumour != st.shown_rumour:
                out.add(st.rumour)
            if st.next_captain >= 0 and not revealed(s, i):
                out.add(st.next_captain)
    out.update(t for t in s.merchant_at if t >= 0)
    out.update(t for z, t in enumerate(s.mod_at) if t >= 0 and not s.mod_seen[z])
    port = next((f for f in reversed(s.stack) if f.kind == "port"), None)
    if port is not None and port.seat != seat:
        out.update(port.market)
    return frozenset(out)
