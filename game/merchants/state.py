"""The state of a Merchants & Marauders game (internal: scenes and bots never see it). A state
is what its events make: `initial_state(cat, game_started)` then `evolve(s, ev)` for every later
event (game.merchants.evolve), with no generator involved (DA2, DA3).

Decks are lists with the top LAST (a draw is a pop); discard piles are appended to. A seat's
ship, tracks, cargo, cards and purse are a `Seat`; each NPC slot (NP2) a `Slot`. The flow is
`step` — where the game turn stands — and `stack`, the interruptions running inside it (a
port visit, a raid, a battle, a forced choice; game.merchants.frames), the top one deciding
what the game waits for. `clone()` is hand-written for the search AI: lists copied, the rest
shared.
"""

from __future__ import annotations

from typing import Any

from game.merchants.cards import Catalogue
from game.merchants.vocabulary import LOCATIONS, NATIONS, SLOTS

HULL, MASTS, HOLD, CREW, CANNONS = range(5)          # LOCATIONS order (HL1)
N_NATIONS = len(NATIONS)
#: NP2: the slot of a nation's flagship has the nation's index
PIRATE_SLOOP, PIRATE_FRIGATE = SLOTS.index("pirate_sloop"), SLOTS.index("pirate_frigate")


class Seat:
    """One seat's captain, ship and belongings (C2)."""

    __slots__ = ("captain", "next_captain", "owed", "ship", "track", "mods", "planking",
                 "weapons", "ducats", "stash", "cargo", "glory", "hand", "specialists",
                 "rumour", "shown_rumour", "mission", "mission_since", "visited", "bounty", "zone",
                 "in_port", "big_ship", "buy_at", "bought_prev", "used", "exempt", "lo", "hi")

    captain: int            # the captain card (-1: none, between a death and DR6)
    next_captain: int       # DR4, RU45: drawn face down at the death, revealed at DR6
    owed: str               # "" | "dead" | "retired": DR6 waits for the seat's next turn
    ship: str               # the ship type ("" while no captain)
    track: list[int]        # HL1: current hull, masts, hold, crew, cannons
    mods: list[int]         # MD1: the modification tokens on the ship
    planking: bool          # MD8: the Doubled Planking is flipped (spent)
    weapons: list[str]      # SW1: special weapons held, one of each kind at most
    ducats: int             # aboard (private, DA4)
    stash: int              # SH1 (private)
    cargo: list[int]        # cargo cards in the hold (goods private when bought, DA4)
    glory: int              # GL: the track (the seat's, not the captain's, GL4)
    hand: list[int]         # GC1: glory cards (private)
    specialists: list[int]  # SP2: hired specialists, face up
    rumour: int             # RM2: the one rumour held (-1: none)
    shown_rumour: int       # RM5: the held rumour once shown to all (a kept one stays public)
    mission: int            # MS5: the one mission held (-1: none)
    mission_since: int      # the game turn it was taken (K33 limits, K45 reach)
    visited: tuple[int, ...]  # K45 visit(): ports entered since taking it
    bounty: list[int]       # BN1: per nation (NATIONS order), 0–5
    zone: int               # the zone the ship is in
    in_port: bool           # in the zone's port box (else at sea)
    big_ship: bool          # YD5: this captain has had its frigate-or-galleon glory
    buy_at: int             # RU19: the port of a buy step in this seat turn (-1: none)
    bought_prev: int        # ... in its previous seat turn
    used: tuple[str, ...]   # once-per-battle / once-per-turn uses spent (K19, K31)
    exempt: tuple[str, ...]  # K19 privateer: nations whose first bounty was already waived
    lo: int                 # DA5: the public ledger's bounds on the ducats aboard (hi -1:
    hi: int                 # no upper bound known, after a withdrawal from the chest)

    def clone(self) -> Seat:
        t = Seat.__new__(Seat)
        t.captain, t.next_captain, t.owed, t.ship = (self.captain, self.next_captain,
                                                     self.owed, self.ship)
        t.track = self.track[:]
        t.mods = self.mods[:]
        t.planking = self.planking
        t.weapons = self.weapons[:]
        t.ducats, t.stash = self.ducats, self.stash
        t.cargo = self.cargo[:]
        t.glory = self.glory
        t.hand = self.hand[:]
        t.specialists = self.specialists[:]
        t.rumour, t.mission, t.mission_since, t.visited = (self.rumour, self.mission,
                                                           self.mission_since, self.visited)
        t.shown_rumour = self.shown_rumour
        t.bounty = self.bounty[:]
        t.zone, t.in_port, t.big_ship = self.zone, self.in_port, self.big_ship
        t.buy_at, t.bought_prev, t.used, t.exempt = (self.buy_at, self.bought_prev,
                                                     self.used, self.exempt)
        t.lo, t.hi = self.lo, self.hi
        return t

    @property
    def pirate(self) -> bool:
        """BN1: a player with any bounty is a pirate."""
        return any(self.bounty)

    @property
    def alive(self) -> bool:
        return self.captain >= 0


def new_seat() -> Seat:
    s = Seat.__new__(Seat)
    s.captain = s.next_captain = -1
    s.owed = s.ship = ""
    s.track = [0] * len(LOCATIONS)
    s.mods, s.weapons, s.cargo, s.hand, s.specialists = [], [], [], [], []
    s.planking = False
    s.ducats = s.stash = s.glory = 0
    s.rumour = s.mission = s.shown_rumour = -1
    s.mission_since = 0
    s.visited = ()
    s.bounty = [0] * N_NATIONS
    s.zone, s.in_port, s.big_ship = -1, False, False
    s.buy_at = s.bought_prev = -1
    s.used = s.exempt = ()
    s.lo = s.hi = 0
    return s


class Slot:
    """NP2, NP5, NP6: one NPC slot. `stack` its cards, the active one LAST, each (event card,
    line): line -1 the card's own NPC, 0/1 a war card's man-of-war line (NP9); `zone` where its
    miniature is (-1: none on the board, NP7); `arriving` the cards scheduled to arrive at the
    end of this game turn (NP4, NP5), in the order drawn; `returning` a card of the stack
    waits to be placed at the end of the game turn (NP6)."""

    __slots__ = ("stack", "zone", "arriving", "returning")

    stack: list[tuple[int, int]]
    zone: int
    arriving: list[tuple[int, int]]
    returning: bool

    def clone(self) -> Slot:
        t = Slot.__new__(Slot)
        t.stack, t.zone, t.arriving, t.returning = (self.stack[:], self.zone,
                                                    self.arriving[:], self.returning)
        return t

    @property
    def active(self) -> tuple[int, int] | None:
        return self.stack[-1] if self.stack else None


def new_slot() -> Slot:
    t = Slot.__new__(Slot)
    t.stack, t.zone, t.arriving, t.returning = [], -1, [], False
    return t


class Standing:
    """K3: a passive effect in force for a while (an event's, a card's): the card it comes
    from, the list (`part`) and path of the effect in it (game.merchants.frames.Effects), the
    seat it favours (-1: every seat), and when it ends: "seat_turn" (the end of the seat turn
    it began in), "game_turn" (the end of this game turn), "until:EVTnn" (that event is
    drawn), "next" (its next use), "permanent"."""

    __slots__ = ("card", "part", "path", "seat", "until")

    def __init__(self, card: int, part: str, path: tuple[int, ...], seat: int,
                 until: str) -> None:
        self.card, self.part, self.path, self.seat, self.until = card, part, path, seat, until


class State:
    """A game in progress. Every field is set by `initial_state` or an event."""

    __slots__ = ("cat", "n", "names", "humans", "seed", "target", "options", "seats",
                 "slots", "event_deck", "event_discard", "in_play", "cargo_deck",
                 "cargo_discard", "glory_deck", "glory_discard", "mission_deck",
                 "mission_discard", "missions", "rumour_deck", "captain_deck", "demand",
                 "demand_pool", "mod_at", "mod_seen", "merchant_at", "merchant_spaces",
                 "wars", "standing", "game_turn", "start", "turn_i", "active", "actions",
                 "port_done", "scouted", "step", "stack", "event", "icon", "announced",
                 "over", "winners", "cause", "tiebreak", "setup_ships", "rnd", "resets",
                 "forced", "asked", "placing", "log_turn", "free", "forced_dice")

    cat: Catalogue
    n: int
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    seed: int
    target: int                      # E8, OV1: the glory target
    options: dict[str, Any]          # the table's options (V4)
    seats: list[Seat]
    slots: list[Slot]                # NP2, in SLOTS order
    event_deck: list[int]            # EV1: the clock (never reshuffled, EV5)
    event_discard: list[int]
    in_play: list[int]               # EV5: events staying in play (NPC cards, lasting effects)
    cargo_deck: list[int]
    cargo_discard: list[int]
    glory_deck: list[int]
    glory_discard: list[int]
    mission_deck: list[int]
    mission_discard: list[int]
    missions: list[int]              # MS1: the two on the board
    rumour_deck: list[int]           # RM3: no discard pile
    captain_deck: list[int]
    demand: list[int]                # S2: per zone, the face-up demand token (-1: none)
    demand_pool: list[int]           # S2: face down; draws are random (RU17)
    mod_at: list[int]                # S3, MD2: per zone, the modification token (-1: none)
    mod_seen: list[bool]             # PT4: revealed
    merchant_at: list[int]           # S4: per zone, the merchant token (-1: none)
    merchant_spaces: list[int]       # MR1, RU25: found merchants' tokens
    wars: list[tuple[str, str]]      # WAR1, RU33: pairs at war, oldest first
    standing: list[Standing]         # K3: passive effects in force
    game_turn: int                   # T1: 1, 2, …
    start: int                       # S15: the start player
    turn_i: int                      # the active seat's place in this game turn's order
    active: int                      # the seat whose turn it is (-1: none)
    actions: int                     # A1: actions left this seat turn
    port_done: bool                  # A1: the Port action was taken this seat turn
    scouted: tuple[str, ...]         # SC5: targets scouted this seat turn
    step: str                        # where the game turn stands (game.merchants.flow)
    stack: list[Any]                 # the interruptions running (game.merchants.frames)
    event: int                       # the event card of this game turn (-1: none yet)
    icon: int                        # EV2, NM1: the movement icon being resolved
    announced: list[int]             # E1: seats that announced victory, in order
    over: bool
    winners: tuple[int, ...]
    cause: str                       # "glory" | "events" | "captains" (E2–E4)
    tiebreak: str                    # E5, E6: "" | "track" | "stash" | "shared"
    setup_ships: list[str]           # DA6: the ships chosen in secret ("" not yet)
    rnd: int                         # random outcomes so far (game.core.steps.seeded)
    resets: int                      # MR2: merchant resets (a K42 figure)
    forced: Any                      # a scenario's prescribed draws (OV4), or None
    asked: tuple[int, ...]           # DA8: seats still to answer a window (views' to_ask)
    placing: list[int]               # T4: slots with an NPC to place, in the order scheduled
    log_turn: int                    # the event index where this game turn began (views)
    free: tuple[str, ...]            # K3 free_action: actions of these kinds cost no action
    forced_dice: tuple[int, ...]     # OV4: a scenario's prescribed dice still to roll

    def clone(self) -> State:
        """A copy for the search AI: every mutable part copied, the rest shared."""
        t = State.__new__(State)
        t.cat, t.n, t.names, t.humans, t.seed, t.target, t.options = (
            self.cat, self.n, self.names, self.humans, self.seed, self.target, self.options)
        t.seats = [x.clone() for x in self.seats]
        t.slots = [x.clone() for x in self.slots]
        t.event_deck = self.event_deck[:]
        t.event_discard = self.event_discard[:]
        t.in_play = self.in_play[:]
        t.cargo_deck = self.cargo_deck[:]
        t.cargo_discard = self.cargo_discard[:]
        t.glory_deck = self.glory_deck[:]
        t.glory_discard = self.glory_discard[:]
        t.mission_deck = self.mission_deck[:]
        t.mission_discard = self.mission_discard[:]
        t.missions = self.missions[:]
        t.rumour_deck = self.rumour_deck[:]
        t.captain_deck = self.captain_deck[:]
        t.demand = self.demand[:]
        t.demand_pool = self.demand_pool[:]
        t.mod_at = self.mod_at[:]
        t.mod_seen = self.mod_seen[:]
        t.merchant_at = self.merchant_at[:]
        t.merchant_spaces = self.merchant_spaces[:]
        t.wars = self.wars[:]
        t.standing = self.standing[:]    # Standing records are never changed in place
        t.game_turn, t.start, t.turn_i, t.active, t.actions = (
            self.game_turn, self.start, self.turn_i, self.active, self.actions)
        t.port_done, t.scouted, t.step = self.port_done, self.scouted, self.step
        t.stack = [f.copy() for f in self.stack]
        t.event, t.icon = self.event, self.icon
        t.announced = self.announced[:]
        t.over, t.winners, t.cause, t.tiebreak = (self.over, self.winners, self.cause,
                                                  self.tiebreak)
        t.setup_ships = self.setup_ships[:]
        t.rnd, t.resets, t.forced, t.asked = self.rnd, self.resets, self.forced, self.asked
        t.placing, t.log_turn, t.free = self.placing[:], self.log_turn, self.free
        t.forced_dice = self.forced_dice
        return t

    @property
    def top(self) -> Any:
        """The interruption deciding what the game waits for (None: the main line)."""
        return self.stack[-1] if self.stack else None

    def order(self) -> tuple[int, ...]:
        """T1, T3: the seats of a game turn, from the start player clockwise."""
        return tuple((self.start + k) % self.n for k in range(self.n))


def scout_key(s: State, seat: int, target: str) -> str:
    """SC5: what a Scout action names, as remembered for the turn — a merchant is the one of
    the scout's zone ("merchant:14"), any other target its own name."""
    return f"merchant:{s.seats[seat].zone}" if target == "merchant" else target


def at_war(s: State, a: str, b: str) -> bool:
    """WAR1: are nations a and b at war?"""
    pair = (a, b) if a < b else (b, a)
    return pair in s.wars


def nation_of(s: State, seat: int) -> str:
    """BN3: a player's nation is its captain's (the home port's flag)."""
    cap = s.seats[seat].captain
    if cap < 0:
        return ""
    return s.cat.zones[s.cat.captain(cap).home].flag


def can_retire(s: State, seat: int) -> bool:
    """DR11, DR13, RU47, RU63: a captain starting its turn in port may retire, unless the
    captain deck holds no more cards than the retirements still waiting for their draw."""
    st = s.seats[seat]
    waiting = sum(1 for x in s.seats if x.owed == "retired")
    return st.alive and st.in_port and len(s.captain_deck) > waiting
