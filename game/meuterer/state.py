"""The state of a Meuterer game (internal: scenes and bots never see it) and `evolve`, the only
code that changes it. A state is what its events make: `initial_state(cat, game_started)` then
`evolve(s, ev)` for every later event, with no generator involved (DA7).

Zones are plain lists of card ids. The draw pile is kept top LAST (a draw is a pop), the
discard pile bottom first (a discard is an append; the loadmaster's rejects go to the front,
RU15). `step` names the decision the game waits for (or a phase the rules are running).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.meuterer import events as E
from game.meuterer.cards import Catalogue

Plan = tuple[tuple[int, tuple[int, ...]], ...]


class State:
    __slots__ = ("cat", "n", "names", "humans", "seed", "layout", "rounds", "ring", "pos",
                 "ship", "active", "captain", "round", "wage", "step", "turn", "hands",
                 "aside", "offers", "sabres", "passed", "middle", "role", "seen", "revealed",
                 "dest_captain", "dest_mutineer", "participants", "mut_i", "quiet",
                 "strength", "mutiny_won", "sellers", "sell_i", "plans", "sales", "scores",
                 "pile", "discard", "hidden", "extra", "pending", "over", "winners", "rnd")

    cat: Catalogue
    n: int
    names: tuple[str, ...]
    humans: tuple[bool, ...]
    seed: int
    layout: str
    rounds: int                     # R1
    ring: tuple[int, ...]           # island indices clockwise (S2, RU8)
    pos: tuple[int, ...]            # island index -> position in the ring
    ship: int                       # the ship island (S3, SH2)
    active: tuple[int, ...]         # the light islands (SH3)
    captain: int
    round: int
    wage: int                       # -1 before CO1
    step: str                       # wage|offer|pick_role|reveal|mutiny|vr|sales|draw|over
    turn: int                       # the seat whose offering turn it is (OF1)
    hands: list[list[int]]
    aside: list[list[int]]          # OF4: set-aside cards, face down
    offers: list[list[int]]         # OF2: face up, in order
    sabres: list[list[int]]         # MU3: conflict cards played in the mutiny
    passed: list[bool]
    middle: list[str]               # OF5: roles still in the middle
    role: list[str]                 # each seat's role this round ("" none)
    seen: list[tuple[str, ...]]     # DA2: the roles a seat saw when it picked
    revealed: bool                  # RV1
    dest_captain: int               # island or -1
    dest_mutineer: int
    participants: tuple[int, ...]   # MU1, DA4: in asking order
    mut_i: int                      # the participant asked now
    quiet: int                      # passes in a row since the last card (RU3)
    strength: tuple[int, int] | None
    mutiny_won: bool | None
    sellers: tuple[int, ...]        # SA3: from the captain, clockwise
    sell_i: int
    plans: list[Plan | None]
    sales: list[tuple[int, tuple[int, ...], tuple[int, ...]]]
    scores: list[int]
    pile: list[int]                 # top last
    discard: list[int]              # bottom first
    hidden: dict[int, int]          # RU15: the loadmaster's rejects in the discard pile → who
    extra: bool | None              # DW3, RU19: the loadmaster's choice this round
    pending: list[int]              # DW3: the loadmaster's extra-drawn cards, to choose from
    over: bool
    winners: tuple[int, ...]
    rnd: int                        # random events so far (game.core.steps.seeded)

    def clone(self) -> State:
        """A deep copy for the search AI: lists copied, immutable fields shared."""
        t = State.__new__(State)
        for k in ("cat", "n", "names", "humans", "seed", "layout", "rounds", "ring", "pos",
                  "ship", "active", "captain", "round", "wage", "step", "turn", "revealed",
                  "dest_captain", "dest_mutineer", "participants", "mut_i", "quiet",
                  "strength", "mutiny_won", "sellers", "sell_i", "extra", "over", "winners",
                  "rnd"):
            setattr(t, k, getattr(self, k))
        t.hands = [h[:] for h in self.hands]
        t.aside = [h[:] for h in self.aside]
        t.offers = [h[:] for h in self.offers]
        t.sabres = [h[:] for h in self.sabres]
        t.passed = self.passed[:]
        t.middle = self.middle[:]
        t.role = self.role[:]
        t.seen = self.seen[:]
        t.plans = self.plans[:]
        t.sales = self.sales[:]
        t.scores = self.scores[:]
        t.pile = self.pile[:]
        t.discard = self.discard[:]
        t.hidden = dict(self.hidden)
        t.pending = self.pending[:]
        return t

    def seat_of(self, role: str) -> int:
        """The seat holding `role` this round, or -1."""
        try:
            return self.role.index(role)
        except ValueError:
            return -1

    def from_captain(self) -> tuple[int, ...]:
        """R2: every seat, the captain first, clockwise."""
        return _ORDERS[self.n][self.captain]


#: R2: by seat count and captain, every seat from the captain clockwise
_ORDERS = {n: tuple(tuple((c + k) % n for k in range(n)) for c in range(n)) for n in (3, 4)}


def initial_state(cat: Catalogue, ev: E.GameStarted) -> State:
    """S1–S7: the state `game_started` describes (the round starts with the next event)."""
    s = State()
    s.cat = cat
    s.n = n = len(ev.names)
    s.names = tuple(ev.names)
    s.humans = tuple(ev.humans)
    s.seed = ev.seed
    s.layout = ev.layout
    s.rounds = cat.rounds(n)
    s.ring = tuple(ev.ring)
    pos = [0] * len(ev.ring)
    for i, isl in enumerate(ev.ring):
        pos[isl] = i
    s.pos = tuple(pos)
    s.ship = cat.start_island
    s.active = (cat.start_island,)
    s.captain = ev.captain
    s.round = 0
    s.wage = -1
    s.step = "start"
    s.turn = ev.captain
    s.hands = [list(h) for h in ev.hands]
    s.aside = [[] for _ in range(n)]
    s.offers = [[] for _ in range(n)]
    s.sabres = [[] for _ in range(n)]
    s.passed = [False] * n
    s.middle = list(cat.roles)
    s.role = [""] * n
    s.seen = [()] * n
    s.revealed = False
    s.dest_captain = s.dest_mutineer = -1
    s.participants, s.mut_i, s.quiet, s.strength, s.mutiny_won = (), 0, 0, None, None
    s.sellers, s.sell_i, s.plans, s.sales = (), 0, [None] * n, []
    s.scores = [0] * n
    s.pile = list(reversed(ev.pile))
    s.discard = []
    s.hidden = {}
    s.extra = None
    s.pending = []
    s.over = False
    s.winners = ()
    s.rnd = 1
    return s


def _advance_offer(s: State, seat: int) -> None:
    """OF1, OF7: the next seat clockwise that has not passed; none left → the reveal."""
    n, passed = s.n, s.passed
    for k in range(1, n + 1):
        nxt = (seat + k) % n
        if not passed[nxt]:
            s.turn = nxt
            s.step = "offer"
            return
    s.step = "reveal"


def _position_set(s: State, ev: E.PositionSet) -> None:
    """A scenario's mid-game position (only between game_started and the first round; every
    value is checked, as a log is untrusted)."""
    islands = len(s.cat.islands)
    if s.step != "start" or s.round:
        raise ValueError("position_set: only right after game_started")
    if not 1 <= ev.round <= s.rounds or len(ev.scores) != s.n \
            or not 0 <= ev.ship < islands or ev.ship not in ev.active \
            or len(ev.active) not in (1, 2) or len(set(ev.active)) != len(ev.active) \
            or not all(0 <= i < islands for i in ev.active) \
            or len(set(ev.discard)) != len(ev.discard) \
            or not all(c in s.pile for c in ev.discard):
        raise ValueError("position_set: not a position of this game")
    s.round = ev.round - 1
    s.scores = list(ev.scores)
    s.ship = ev.ship
    s.active = tuple(ev.active)
    gone = set(ev.discard)
    s.pile = [c for c in s.pile if c not in gone]
    s.discard = list(reversed(ev.discard))


def _round_started(s: State, ev: E.RoundStarted) -> None:
    n = s.n
    s.round = ev.round
    s.captain = ev.captain
    s.wage = -1
    s.step = "wage"
    s.turn = ev.captain
    s.offers = [[] for _ in range(n)]
    s.sabres = [[] for _ in range(n)]
    s.passed = [False] * n
    s.middle = list(s.cat.roles)
    s.role = [""] * n
    s.seen = [()] * n
    s.revealed = False
    s.dest_captain = s.dest_mutineer = -1
    s.participants, s.mut_i, s.quiet, s.strength, s.mutiny_won = (), 0, 0, None, None
    s.sellers, s.sell_i, s.plans, s.sales = (), 0, [None] * n, []
    s.extra = None
    s.pending = []


def _wage_set(s: State, ev: E.WageSet) -> None:
    s.wage = ev.wage
    s.step = "offer"
    s.turn = s.captain


def _offered(s: State, ev: E.Offered) -> None:
    s.hands[ev.seat].remove(ev.card)
    s.offers[ev.seat].append(ev.card)
    _advance_offer(s, ev.seat)


def _passed(s: State, ev: E.Passed) -> None:
    seat = ev.seat
    s.aside[seat] = s.hands[seat]
    s.hands[seat] = []
    s.passed[seat] = True
    if seat == s.captain:
        _advance_offer(s, seat)
    else:
        s.step = "pick_role"


def _role_picked(s: State, ev: E.RolePicked) -> None:
    s.middle.remove(ev.role)
    s.role[ev.seat] = ev.role
    s.seen[ev.seat] = ev.seen
    _advance_offer(s, ev.seat)


def _destination_placed(s: State, ev: E.DestinationPlaced) -> None:
    if ev.who == "captain":
        s.dest_captain = ev.island
    else:
        s.dest_mutineer = ev.island


def _roles_revealed(s: State, ev: E.RolesRevealed) -> None:
    s.revealed = True
    s.step = "vr"


def _mutiny_started(s: State, ev: E.MutinyStarted) -> None:
    s.participants = ev.participants
    s.mut_i = 0
    s.quiet = 0
    s.strength = ev.strength
    s.step = "mutiny"


def _sabres_played(s: State, ev: E.SabresPlayed) -> None:
    seat = ev.seat
    if ev.cards:
        aside = s.aside[seat]
        for c in ev.cards:
            aside.remove(c)
        s.sabres[seat].extend(ev.cards)
        s.quiet = 0
    else:
        s.quiet += 1
    s.strength = ev.strength
    s.mut_i = (s.mut_i + 1) % len(s.participants)
    if s.quiet >= len(s.participants):
        s.step = "vr"


def _mutiny_ended(s: State, ev: E.MutinyEnded) -> None:
    s.mutiny_won = ev.won
    s.strength = ev.strength
    s.step = "vr"


def _destination_removed(s: State, ev: E.DestinationRemoved) -> None:
    if ev.who == "captain":
        s.dest_captain = -1
    else:
        s.dest_mutineer = -1


def _role_scored(s: State, ev: E.RoleScored) -> None:
    s.scores[ev.seat] += ev.points


def _captain_changed(s: State, ev: E.CaptainChanged) -> None:
    s.captain = ev.seat


def _sales_started(s: State, ev: E.SalesStarted) -> None:
    s.step = "sales"
    s.sellers = ev.sellers
    s.sell_i = 0


def _allocated(s: State, ev: E.Allocated) -> None:
    s.plans[ev.seat] = ev.plan
    s.sell_i += 1


def _island_scored(s: State, ev: E.IslandScored) -> None:
    s.sales.append((ev.island, ev.counts, ev.points))
    scores = s.scores
    for i, p in enumerate(ev.points):
        scores[i] += p


def _ship_moved(s: State, ev: E.ShipMoved) -> None:
    s.ship = ev.island
    s.active = ev.active


def _cleaned_up(s: State, ev: E.CleanedUp) -> None:
    s.discard.extend(ev.discarded)
    n = s.n
    for i in range(n):
        s.hands[i].extend(s.aside[i])
    s.aside = [[] for _ in range(n)]
    s.offers = [[] for _ in range(n)]
    s.sabres = [[] for _ in range(n)]
    s.plans = [None] * n                # the sold cards are gone (`sales` keeps the counts)
    s.dest_captain = s.dest_mutineer = -1
    s.step = "draw"


def _reshuffled(s: State, ev: E.Reshuffled) -> None:
    s.pile = list(reversed(ev.pile))
    s.discard = []
    s.hidden = {}
    s.rnd += 1


def _extra_chosen(s: State, ev: E.ExtraChosen) -> None:
    s.extra = ev.use


def _drawn(s: State, ev: E.Drawn) -> None:
    pile = s.pile
    for c in ev.cards:
        if pile.pop() != c:
            raise ValueError("drawn: the cards are not the top of the pile")
    if ev.extra:
        s.pending.extend(ev.cards)
    else:
        s.hands[ev.seat].extend(ev.cards)


def _kept(s: State, ev: E.Kept) -> None:
    s.hands[ev.seat].extend(ev.kept)
    s.pending = []
    s.discard[:0] = ev.rejected
    for c in ev.rejected:
        s.hidden[c] = ev.seat


def _game_ended(s: State, ev: E.GameEnded) -> None:
    s.over = True
    s.step = "over"
    s.winners = ev.winners


def _nothing(s: State, ev: Any) -> None:
    pass


HANDLERS: dict[type, Callable[[State, Any], None]] = {
    E.PositionSet: _position_set,
    E.RoundStarted: _round_started, E.WageSet: _wage_set, E.Offered: _offered,
    E.Passed: _passed, E.RolePicked: _role_picked, E.DestinationPlaced: _destination_placed,
    E.RolesRevealed: _roles_revealed, E.MutinyStarted: _mutiny_started,
    E.SabresPlayed: _sabres_played, E.MutinyEnded: _mutiny_ended,
    E.DestinationRemoved: _destination_removed, E.RoleScored: _role_scored,
    E.CaptainChanged: _captain_changed, E.SalesStarted: _sales_started,
    E.Allocated: _allocated,
    E.IslandScored: _island_scored, E.ShipMoved: _ship_moved, E.CleanedUp: _cleaned_up,
    E.Reshuffled: _reshuffled, E.ExtraChosen: _extra_chosen, E.Drawn: _drawn,
    E.Kept: _kept, E.GameEnded: _game_ended,
}


def evolve(s: State, ev: Any) -> None:
    """Apply one event (never draws: every outcome is in the event)."""
    HANDLERS[type(ev)](s, ev)
