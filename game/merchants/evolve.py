"""evolve(state, event): apply one fact to the state. Pure bookkeeping, no decisions, no
randomness — replaying a game's events through it rebuilds the game exactly (DA2, DA3).

`emit(s, out, ev)` (game.core.steps.emitter) applies an event and records it; the rules call
nothing else to change a state. A random event advances `rnd` (game.core.steps.seeded).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.steps import emitter
from game.merchants import events as E
from game.merchants.cards import Catalogue
from game.merchants.frames import Battle, Choice, Effects, Fighter, Port, Raid, Scouts, Window
from game.merchants.state import (
    CREW,
    HOLD,
    HULL,
    Standing,
    State,
    can_retire,
    new_seat,
    new_slot,
    scout_key,
)
from game.merchants.vocabulary import LOCATIONS, NATIONS, SHIP_TYPES, SLOTS

Handler = Callable[[State, Any], None]
APPLIED, TURN_END_APPLIED = 1000, 2000     # `icon` past the icons: the effect is under way
HANDLERS: dict[type, Handler] = {}


def on(t: type) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        if t in E.RANDOM:
            def counted(s: State, ev: Any) -> None:
                s.rnd += 1
                fn(s, ev)
            HANDLERS[t] = counted
        else:
            HANDLERS[t] = fn
        return fn
    return register


def full_track(cat: Catalogue, ship: str) -> list[int]:
    """S13, YD4: a ship type's tracks at their stats."""
    return list(cat.ship(ship).stats)


def initial_state(cat: Catalogue, ev: E.GameStarted) -> State:
    """S1–S8: the state game_started describes (captains dealt, ships not yet chosen)."""
    s = State.__new__(State)
    s.cat = cat
    s.n = n = len(ev.names)
    s.names, s.humans, s.seed, s.target = tuple(ev.names), tuple(ev.humans), ev.seed, ev.target
    s.options = {"steering": ev.steering, "purses": ev.purses}
    s.seats = [new_seat() for _ in range(n)]
    for seat, cap in zip(s.seats, ev.dealt, strict=True):
        seat.next_captain = cap
    s.slots = [new_slot() for _ in SLOTS]
    s.event_deck = list(reversed(ev.events))
    s.cargo_deck = list(reversed(ev.cargo))
    s.glory_deck = list(reversed(ev.glory))
    s.mission_deck = list(reversed(ev.missions))
    s.rumour_deck = list(reversed(ev.rumours))
    s.captain_deck = list(reversed(ev.captains))
    s.event_discard, s.in_play, s.cargo_discard, s.glory_discard = [], [], [], []
    s.mission_discard = []
    s.missions = list(ev.board)
    s.demand = list(ev.demand)
    s.demand_pool = list(ev.pool)
    s.mod_at = list(ev.mods)
    s.mod_seen = [False] * len(ev.mods)
    s.merchant_at = list(ev.merchants)
    s.merchant_spaces, s.wars, s.standing, s.announced = [], [], [], []
    s.game_turn = 0
    s.start = s.turn_i = 0
    s.active = -1
    s.actions = 0
    s.port_done = False
    s.scouted = ()
    s.step = "setup"
    s.stack = []
    s.event = s.icon = -1
    s.over = False
    s.winners = ()
    s.cause = s.tiebreak = ""
    s.setup_ships = [""] * n
    s.rnd = s.resets = 0
    s.forced = None
    s.asked = ()
    s.placing = []
    s.log_turn = 0
    s.free = ()
    s.forced_dice = ()
    return s


def _public(seat: Any, amount: int) -> None:
    """DA4, DA5: a ducat gain (+) or cost (−) the table sees: the purse and the public
    ledger's bounds on it move together (an unknown upper bound stays unknown)."""
    seat.ducats += amount
    seat.lo = max(0, seat.lo + amount)
    if seat.hi >= 0:
        seat.hi = max(0, seat.hi + amount)


def _consume(s: State, n: int) -> None:
    """OV4: the dice an event rolled take the prescribed faces first."""
    if s.forced_dice and n:
        s.forced_dice = s.forced_dice[n:]


@on(E.DicePrescribed)
def _prescribed(s: State, ev: E.DicePrescribed) -> None:
    s.forced_dice = tuple(ev.faces)


# --- setup ----------------------------------------------------------------------------------


@on(E.PositionSet)
def _position(s: State, ev: E.PositionSet) -> None:
    """OV4: a scenario's mid-game position replaces setup's layout (right after
    game_started only)."""
    if s.step != "setup" or any(s.setup_ships):
        raise ValueError("position_set: only right after game_started")
    for i, seat in enumerate(s.seats):
        seat.captain, seat.next_captain, seat.owed = ev.dealt[i], -1, ""
        seat.ship = ev.ships[i]
        seat.track = list(ev.tracks[i])
        seat.zone, seat.in_port = ev.zones[i], ev.ports[i]
        seat.ducats, seat.stash, seat.glory = ev.ducats[i], ev.stashes[i], ev.glory[i]
        seat.lo, seat.hi = 0, -1                # a position's purses are their own
        seat.cargo, seat.hand = list(ev.cargo[i]), list(ev.hands[i])
        seat.specialists = list(ev.specialists[i])
        seat.rumour, seat.mission = ev.rumours[i], ev.missions[i]
        seat.mission_since = ev.turn
        seat.bounty = list(ev.bounties[i])
        seat.mods, seat.weapons = list(ev.mods[i]), list(ev.weapons[i])
    for k, slot in enumerate(s.slots):
        slot.stack, slot.zone = list(ev.stacks[k]), ev.npc_zones[k]
    s.wars = list(ev.wars)
    s.demand, s.demand_pool = list(ev.demand), list(ev.pool)
    s.mod_at, s.mod_seen = list(ev.board_mods), list(ev.seen)
    s.merchant_at, s.merchant_spaces = list(ev.merchants), list(ev.spaces)
    s.missions = list(ev.board)
    s.event_deck = list(reversed(ev.events))
    s.cargo_deck = list(reversed(ev.cargo_deck))
    s.glory_deck = list(reversed(ev.glory_deck))
    s.mission_deck = list(reversed(ev.mission_deck))
    s.rumour_deck = list(reversed(ev.rumour_deck))
    s.captain_deck = list(reversed(ev.captain_deck))
    s.event_discard, s.cargo_discard = list(ev.event_discard), list(ev.cargo_discard)
    s.glory_discard, s.mission_discard = list(ev.glory_discard), list(ev.mission_discard)
    s.in_play = list(ev.in_play)
    s.start = ev.start
    s.game_turn = ev.turn - (1 if ev.active < 0 else 0)
    if ev.active < 0:
        s.step = "turn_start"
    else:
        s.event, s.icon = ev.event, APPLIED
        s.turn_i = (ev.active - ev.start) % s.n
        s.step = "seat_begin"


@on(E.ShipChosen)
def _ship_chosen(s: State, ev: E.ShipChosen) -> None:
    if s.step == "setup":
        s.setup_ships[ev.seat] = ev.ship
    else:                                   # DR6: a new captain's open choice
        s.seats[ev.seat].ship = ev.ship


@on(E.SetupRevealed)
def _revealed(s: State, ev: E.SetupRevealed) -> None:
    for seat, cap, ship in zip(s.seats, ev.captains, ev.ships, strict=True):
        seat.captain, seat.next_captain, seat.ship = cap, -1, ship


@on(E.Equipped)
def _equipped(s: State, ev: E.Equipped) -> None:
    seat = s.seats[ev.seat]
    seat.captain, seat.next_captain, seat.owed = ev.captain, -1, ""
    seat.ship = ev.ship
    seat.track = full_track(s.cat, ev.ship)
    seat.mods, seat.weapons, seat.cargo, seat.hand, seat.specialists = [], [], [], [], []
    seat.planking = False
    seat.ducats = seat.lo = seat.hi = ev.ducats
    if ev.stash >= 0:
        seat.stash = ev.stash
    seat.rumour = seat.mission = -1
    seat.visited = ()
    seat.bounty = [0] * len(NATIONS)
    seat.zone, seat.in_port, seat.big_ship = ev.zone, True, False
    seat.used = seat.exempt = ()
    if s.step == "new_ship":                # DR9: the new captain plays on from ST1c
        s.step = "turn_effects"


@on(E.StartPlayerDrawn)
def _start(s: State, ev: E.StartPlayerDrawn) -> None:
    s.start = ev.seat
    s.step = "turn_start"


# --- the game turn --------------------------------------------------------------------------


@on(E.GameTurnBegan)
def _turn_began(s: State, ev: E.GameTurnBegan) -> None:
    s.game_turn = ev.turn
    s.event = -1
    s.step = "event"


@on(E.MerchantsReset)
def _merchants_reset(s: State, ev: E.MerchantsReset) -> None:
    for z, t in zip(ev.zones, ev.tokens, strict=True):
        s.merchant_at[z] = t
    s.merchant_spaces = []
    s.resets += 1


@on(E.EventDrawn)
def _event_drawn(s: State, ev: E.EventDrawn) -> None:
    s.event_deck.pop()
    s.event = ev.card
    s.icon = 0
    s.step = "icons"
    code = f"until:{s.cat.event(ev.card).id}"     # K3: effects lasting until this event
    s.standing = [x for x in s.standing if x.until != code]


@on(E.NpcMoved)
def _npc_moved(s: State, ev: E.NpcMoved) -> None:
    s.slots[ev.slot].zone = ev.to
    if ev.why != "card" and s.step == "icons":
        s.icon += 1
    if ev.why == "absent":
        s.slots[ev.slot].zone = -1


@on(E.NpcScheduled)
def _npc_scheduled(s: State, ev: E.NpcScheduled) -> None:
    slot = s.slots[ev.slot]
    slot.arriving.append((ev.card, ev.line))
    if ev.slot not in s.placing:
        s.placing.append(ev.slot)
    if ev.card not in s.in_play:
        s.in_play.append(ev.card)


@on(E.NpcPlaced)
def _npc_placed(s: State, ev: E.NpcPlaced) -> None:
    slot = s.slots[ev.slot]
    if ev.how != "returns":
        slot.arriving.remove((ev.card, ev.line))
        slot.stack.append((ev.card, ev.line))
    slot.returning = False
    slot.zone = ev.zone
    if not slot.arriving and not slot.returning and ev.slot in s.placing:
        s.placing.remove(ev.slot)


@on(E.NpcDefeated)
def _npc_defeated(s: State, ev: E.NpcDefeated) -> None:
    slot = s.slots[ev.slot]
    card, line = slot.stack.pop()
    if (line < 0 or not any(c == card for c, _l in slot.stack)) and card in s.in_play \
            and not any(c == card for sl in s.slots for c, _l in sl.stack + sl.arriving):
        s.in_play.remove(card)
        s.event_discard.append(card)
    slot.zone = -1
    if ev.chosen >= 0:
        entry = (ev.chosen, ev.line)
        slot.stack.remove(entry)
        slot.stack.append(entry)
        slot.returning = True
        if ev.slot not in s.placing:
            s.placing.append(ev.slot)


@on(E.EventApplied)
def _event_applied(s: State, ev: E.EventApplied) -> None:
    s.icon = APPLIED if ev.when == "immediate" else TURN_END_APPLIED
    if s.cat.event(ev.card).stays and ev.card not in s.in_play:
        s.in_play.append(ev.card)


@on(E.EventResolved)
def _event_resolved(s: State, ev: E.EventResolved) -> None:
    if ev.card not in s.in_play:
        s.event_discard.append(ev.card)
    s.turn_i = 0
    s.step = "seat_begin"


@on(E.GameTurnEnded)
def _turn_ended(s: State, ev: E.GameTurnEnded) -> None:
    s.standing = [x for x in s.standing if x.until not in ("game_turn", "seat_turn")]
    s.step = "turn_start"
    s.event = -1


# --- the seat turn --------------------------------------------------------------------------


@on(E.SeatTurnBegan)
def _seat_began(s: State, ev: E.SeatTurnBegan) -> None:
    s.active = ev.seat
    s.actions = 3
    s.free = ()
    s.port_done = False
    s.scouted = ()
    seat = s.seats[ev.seat]
    seat.bought_prev, seat.buy_at = seat.buy_at, -1
    seat.used = tuple(u for u in seat.used if not u.endswith("@turn"))
    if seat.owed:
        s.step = "new_captain"
    else:
        s.step = "retire" if can_retire(s, ev.seat) else "turn_effects"


@on(E.StayedOn)
def _stayed(s: State, ev: E.StayedOn) -> None:
    s.step = "turn_effects"


@on(E.TurnStartEffects)
def _turn_start_effects(s: State, ev: E.TurnStartEffects) -> None:
    s.step = "npc_scouts"


@on(E.ActionsBegan)
def _actions(s: State, ev: E.ActionsBegan) -> None:
    s.step = "actions"


@on(E.SeatTurnEnded)
def _seat_ended(s: State, ev: E.SeatTurnEnded) -> None:
    s.standing = [x for x in s.standing if x.until != "seat_turn"]
    s.active = -1
    s.turn_i += 1
    s.step = "seat_begin" if s.turn_i < s.n else "turn_end"


@on(E.Retired)
def _retired(s: State, ev: E.Retired) -> None:
    s.seats[ev.seat].owed = "retired"
    s.step = "seat_end"


@on(E.NextCaptainDrawn)
def _next_captain(s: State, ev: E.NextCaptainDrawn) -> None:
    s.captain_deck.pop()
    s.seats[ev.seat].next_captain = ev.card


@on(E.CaptainRevealed)
def _captain_revealed(s: State, ev: E.CaptainRevealed) -> None:
    seat = s.seats[ev.seat]
    seat.next_captain = ev.card
    seat.captain = -1
    s.step = "new_ship"


@on(E.CaptainRedrawn)
def _captain_redrawn(s: State, ev: E.CaptainRedrawn) -> None:
    s.seats[ev.seat].next_captain = ev.card
    s.captain_deck = list(reversed(ev.deck))


# --- actions --------------------------------------------------------------------------------


@on(E.ShipMoved)
def _moved(s: State, ev: E.ShipMoved) -> None:
    seat = s.seats[ev.seat]
    seat.zone, seat.in_port = ev.zone, ev.in_port
    if ev.action:
        s.actions -= 1
    if ev.in_port and ev.zone not in seat.visited:
        seat.visited = seat.visited + (ev.zone,)
    if s.top is not None and s.top.kind == "choice" and s.top.what == "haven":
        s.stack.pop()


@on(E.EntryRefused)
def _refused(s: State, ev: E.EntryRefused) -> None:
    s.actions -= 1
    s.stack.pop()


@on(E.Rolled)
def _rolled(s: State, ev: E.Rolled) -> None:
    _consume(s, len(ev.faces))
    top = s.top
    if top is not None and top.kind == "raid" and ev.context == "raid":
        top.faces = list(ev.faces)
        top.left = sum(f >= 5 for f in ev.faces)
        top.phase = "convert"


@on(E.ScoutsBegan)
def _scouts(s: State, ev: E.ScoutsBegan) -> None:
    s.stack.append(Scouts(ev.seat, ev.zone, list(ev.slots)))


@on(E.NpcScouted)
def _npc_scouted(s: State, ev: E.NpcScouted) -> None:
    for f in reversed(s.stack):
        if f.kind == "scouts":
            f.slots.remove(ev.slot)
            break


@on(E.ScoutsEnded)
def _scouts_ended(s: State, ev: E.ScoutsEnded) -> None:
    s.stack.pop()


@on(E.Scouted)
def _scouted(s: State, ev: E.Scouted) -> None:
    s.scouted = s.scouted + (scout_key(s, ev.seat, ev.target),)
    if ev.action:
        s.actions -= 1


@on(E.MerchantFound)
def _merchant_found(s: State, ev: E.MerchantFound) -> None:
    s.merchant_at[ev.zone] = -1
    s.merchant_spaces.append(ev.token)


@on(E.MerchantReleased)
def _released(s: State, ev: E.MerchantReleased) -> None:
    _pop_choice(s)


@on(E.BountySet)
def _bounty(s: State, ev: E.BountySet) -> None:
    seat = s.seats[ev.seat]
    i = NATIONS.index(ev.nation)
    if ev.why == "waived":
        seat.exempt = seat.exempt + (ev.nation,)
        return
    seat.bounty[i] = ev.level


# --- the port -------------------------------------------------------------------------------


@on(E.PortBegan)
def _port_began(s: State, ev: E.PortBegan) -> None:
    s.port_done = True
    if ev.action:
        s.actions -= 1
    s.stack.append(Port(ev.seat, ev.zone))


@on(E.ModificationRevealed)
def _mod_revealed(s: State, ev: E.ModificationRevealed) -> None:
    s.mod_seen[ev.zone] = True


#: PT2, YD8, SH1–SH3: the port steps that may hold several deals while they stay open
MULTI_STEPS = frozenset({"shipyard", "stash"})


@on(E.StepTaken)
def _step_taken(s: State, ev: E.StepTaken) -> None:
    port = next(f for f in reversed(s.stack) if f.kind == "port")
    if port.open and port.open not in port.done:
        port.done.append(port.open)
    if ev.step in MULTI_STEPS:
        port.open = ev.step
    else:                                   # PT2, MS4: one try a Port action
        port.open = ""
        if ev.step not in port.done:
            port.done.append(ev.step)


@on(E.Sold)
def _sold(s: State, ev: E.Sold) -> None:
    seat = s.seats[ev.seat]
    for c in ev.cards:
        seat.cargo.remove(c)
    s.cargo_discard.extend(ev.cards)
    _public(seat, ev.ducats)
    port = s.top
    port.done.append("sell")


@on(E.DemandReplaced)
def _demand_replaced(s: State, ev: E.DemandReplaced) -> None:
    if ev.new >= 0:
        s.demand_pool.remove(ev.new)
    s.demand[ev.zone] = ev.new
    if ev.old >= 0:
        s.demand_pool.append(ev.old)


@on(E.MarketDrawn)
def _market(s: State, ev: E.MarketDrawn) -> None:
    n = len(ev.cards) + len(ev.discarded)
    for _ in range(n):
        s.cargo_deck.pop()
    s.cargo_discard.extend(ev.discarded)
    port = s.top
    port.market = list(ev.cards)
    s.seats[port.seat].buy_at = port.zone


@on(E.Bought)
def _bought(s: State, ev: E.Bought) -> None:
    seat = s.seats[ev.seat]
    seat.cargo.extend(ev.cards)
    _public(seat, -ev.cost)
    s.cargo_discard.extend(ev.left)
    port = s.top
    port.market = []
    port.done.append("buy")
    if ev.cards:
        port.first_price = False


@on(E.ShipChanged)
def _ship_changed(s: State, ev: E.ShipChanged) -> None:
    seat = s.seats[ev.seat]
    crew = seat.track[CREW]
    seat.ship = ev.ship
    seat.track = full_track(s.cat, ev.ship)
    _public(seat, -ev.cost)
    for tok, z in zip(ev.returned, ev.zones, strict=True):
        s.mod_at[z] = tok
        s.mod_seen[z] = False
    seat.mods = list(ev.kept)
    seat.planking = False
    from game.merchants.rules.ships import maximum  # the stats with the kept modifications
    for loc in range(len(LOCATIONS)):
        seat.track[loc] = maximum(s, ev.seat, loc)
    seat.track[CREW] = min(crew, seat.track[CREW])
    if s.cat.ship(ev.ship).big:
        seat.big_ship = True


@on(E.Repaired)
def _repaired(s: State, ev: E.Repaired) -> None:
    seat = s.seats[ev.seat]
    seat.track[LOCATIONS.index(ev.location)] += ev.n
    _public(seat, -ev.cost)


@on(E.ModificationBought)
def _mod_bought(s: State, ev: E.ModificationBought) -> None:
    seat = s.seats[ev.seat]
    seat.mods.append(ev.token)
    _public(seat, -ev.cost)
    s.mod_at[ev.zone] = -1
    kind = s.cat.modification(ev.token)
    from game.merchants.rules.ships import RAISES, maximum
    loc = RAISES.get(kind)
    if loc is not None and kind != "extra_berths":   # RU54: the cube moves up at once
        seat.track[loc] = min(seat.track[loc] + 1, maximum(s, ev.seat, loc))


@on(E.Refitted)
def _refitted(s: State, ev: E.Refitted) -> None:
    seat = s.seats[ev.seat]
    seat.planking = False
    _public(seat, -ev.cost)


@on(E.WeaponBought)
def _weapon_bought(s: State, ev: E.WeaponBought) -> None:
    seat = s.seats[ev.seat]
    seat.weapons.append(ev.weapon)
    _public(seat, -ev.cost)


@on(E.WeaponSold)
def _weapon_sold(s: State, ev: E.WeaponSold) -> None:
    seat = s.seats[ev.seat]
    seat.weapons.remove(ev.weapon)
    _public(seat, ev.gain)


@on(E.Recruited)
def _recruited(s: State, ev: E.Recruited) -> None:
    seat = s.seats[ev.seat]
    seat.track[CREW] = ev.crew
    _public(seat, -ev.cost)
    _pop_choice(s, "buy_crew")


@on(E.Stashed)
def _stashed(s: State, ev: E.Stashed) -> None:
    seat = s.seats[ev.seat]
    if ev.amount >= 0:
        seat.ducats -= ev.amount
        seat.stash += ev.amount
    seat.lo, seat.hi = 0, (seat.hi - 1 if seat.hi > 0 else -1)   # DA5: "unknown −"


@on(E.Withdrawn)
def _withdrawn(s: State, ev: E.Withdrawn) -> None:
    seat = s.seats[ev.seat]
    if ev.amount >= 0:
        seat.ducats += ev.amount
        seat.stash -= ev.amount
    seat.lo, seat.hi = seat.lo + 1, -1                           # DA5: "unknown +"


@on(E.PortEnded)
def _port_ended(s: State, ev: E.PortEnded) -> None:
    s.stack.pop()


# --- money, cargo, glory --------------------------------------------------------------------


@on(E.DucatsChanged)
def _ducats(s: State, ev: E.DucatsChanged) -> None:
    _public(s.seats[ev.seat], ev.amount)


@on(E.CargoDiscarded)
def _cargo_discarded(s: State, ev: E.CargoDiscarded) -> None:
    seat = s.seats[ev.seat]
    for c in ev.cards:
        if c in seat.cargo:
            seat.cargo.remove(c)
        elif s.top is not None and s.top.kind == "raid" and c in s.top.cards:
            s.top.cards.remove(c)
    s.cargo_discard.extend(ev.cards)
    if s.top is not None and s.top.kind == "choice" and s.top.what in ("leave_cargo",
                                                                        "hold_cargo"):
        s.stack.pop()


@on(E.CargoLost)
def _cargo_lost(s: State, ev: E.CargoLost) -> None:
    seat = s.seats[ev.seat]
    for c in ev.cards:
        seat.cargo.remove(c)
    s.cargo_discard.extend(ev.cards)


@on(E.LootKept)
def _loot_kept(s: State, ev: E.LootKept) -> None:
    seat = s.seats[ev.seat]
    for c in ev.overboard:
        seat.cargo.remove(c)
    seat.cargo.extend(ev.cards)
    s.cargo_discard.extend(ev.overboard + ev.left)
    top = s.top
    if top is not None and (top.kind == "raid" or (top.kind == "choice"
                                                   and top.what == "keep_cargo")):
        s.stack.pop()


@on(E.DeckShuffled)
def _shuffled(s: State, ev: E.DeckShuffled) -> None:
    order = list(reversed(ev.order))
    if ev.deck == "cargo":
        s.cargo_deck, s.cargo_discard = order + s.cargo_deck, []
    elif ev.deck == "glory":
        s.glory_deck, s.glory_discard = order + s.glory_deck, []
    elif ev.deck == "missions":
        s.mission_deck, s.mission_discard = order + s.mission_deck, []
    else:
        s.rumour_deck = order


@on(E.GloryGained)
def _glory(s: State, ev: E.GloryGained) -> None:
    s.seats[ev.seat].glory += 1


@on(E.GloryCardDrawn)
def _glory_card(s: State, ev: E.GloryCardDrawn) -> None:
    s.glory_deck.pop()
    s.seats[ev.seat].hand.append(ev.card)


@on(E.GloryCardPlayed)
def _glory_played(s: State, ev: E.GloryCardPlayed) -> None:
    s.seats[ev.seat].hand.remove(ev.card)
    s.glory_discard.append(ev.card)
    w = _window(s)
    if w is not None and w.phase == "resolve" and w.declared and w.declared[0] == (
            ev.seat, ev.card):
        w.declared.pop(0)
        w.played += 1


def _window(s: State) -> Window | None:
    return next((f for f in reversed(s.stack) if f.kind == "window"), None)


@on(E.WindowOpened)
def _window_opened(s: State, ev: E.WindowOpened) -> None:
    if ev.trigger.startswith("combat:"):
        b = _battle_top(s)
        b.windows.append(combat_key(b, ev.trigger))
    elif ev.trigger.startswith("raid:"):
        raid = next(f for f in reversed(s.stack) if f.kind == "raid")
        raid.windows.append(ev.trigger)
    s.stack.append(Window(ev.trigger, list(ev.seats), ev.subject, ev.then, ev.faces))


def combat_key(b: Battle, trigger: str) -> str:
    """GC5: a combat moment's key in its battle (the round, crew rounds apart)."""
    crew = trigger in ("combat:before_crew_round", "combat:after_crew_roll")
    return f"{b.crew_round if crew else b.round}:{trigger}"


@on(E.CardDeclared)
def _declared_card(s: State, ev: E.CardDeclared) -> None:
    w = _window(s)
    assert w is not None
    w.seats.pop(0)
    w.declared.append((ev.seat, ev.card))
    if not w.seats:
        w.phase = "resolve"


@on(E.WindowPassed)
def _window_passed(s: State, ev: E.WindowPassed) -> None:
    w = _window(s)
    assert w is not None
    w.seats.pop(0)
    if not w.seats:
        w.phase = "resolve"


@on(E.WindowClosed)
def _window_closed(s: State, ev: E.WindowClosed) -> None:
    w = _window(s)
    assert w is not None
    s.stack.remove(w)


@on(E.CardLapsed)
def _lapsed(s: State, ev: E.CardLapsed) -> None:
    w = _window(s)
    assert w is not None
    w.declared.pop(0)


@on(E.PreHits)
def _prehits(s: State, ev: E.PreHits) -> None:
    _consume(s, ev.drawn)
    w = _window(s)
    assert w is not None
    w.prehits = w.prehits + ev.faces


@on(E.FreeActionUsed)
def _free_used(s: State, ev: E.FreeActionUsed) -> None:
    if ev.key:
        seat = s.seats[ev.seat]
        seat.used = seat.used + (ev.key,)
    elif ev.kind in s.free:
        free = list(s.free)
        free.remove(ev.kind)
        s.free = tuple(free)


@on(E.FacesChanged)
def _faces(s: State, ev: E.FacesChanged) -> None:
    _consume(s, ev.drawn)
    w = _window(s)
    assert w is not None
    w.faces = ev.faces


@on(E.SpecialistHired)
def _hired(s: State, ev: E.SpecialistHired) -> None:
    seat = s.seats[ev.seat]
    seat.hand.remove(ev.card)
    seat.specialists.append(ev.card)


@on(E.SpecialistFound)
def _found(s: State, ev: E.SpecialistFound) -> None:
    s.glory_deck.remove(ev.card)
    s.seats[ev.seat].specialists.append(ev.card)


@on(E.AbilityUsed)
def _ability_used(s: State, ev: E.AbilityUsed) -> None:
    seat = s.seats[ev.seat]
    seat.used = seat.used + (ev.key,)


@on(E.GloryCardDiscarded)
def _glory_discarded(s: State, ev: E.GloryCardDiscarded) -> None:
    s.seats[ev.seat].hand.remove(ev.card)
    s.glory_discard.append(ev.card)
    _pop_choice(s, "hand_limit")


@on(E.Announced)
def _announced(s: State, ev: E.Announced) -> None:
    if ev.seat not in s.announced:
        s.announced.append(ev.seat)


# --- raids ----------------------------------------------------------------------------------


@on(E.RaidDeclared)
def _raid(s: State, ev: E.RaidDeclared) -> None:
    _pop_choice(s, "merchant")
    s.stack.append(Raid(ev.seat, ev.nation))


@on(E.RaidCardsDrawn)
def _raid_cards(s: State, ev: E.RaidCardsDrawn) -> None:
    for _ in ev.cards:
        s.cargo_deck.pop()
    raid = s.top
    raid.cards.extend(ev.cards)
    if raid.phase == "draw":
        raid.phase = "roll"


@on(E.DieConverted)
def _converted(s: State, ev: E.DieConverted) -> None:
    raid = next(f for f in reversed(s.stack) if f.kind == "raid")
    if ev.weapon.startswith("ability:"):
        raid.windows.append(ev.weapon)
    if ev.index < 0:
        return
    raid.faces[ev.index] = 6
    raid.left += 1
    if ev.weapon and not ev.weapon.startswith("ability:"):
        s.seats[ev.seat].weapons.remove(ev.weapon)


@on(E.RaidSpent)
def _raid_spent(s: State, ev: E.RaidSpent) -> None:
    raid = s.top
    raid.phase = "spend"
    if ev.how == "stop":
        raid.left = 0
        return
    raid.left -= 1
    if ev.how in ("discard", "exchange"):
        raid.cards.remove(ev.card)
        s.cargo_discard.append(ev.card)


@on(E.RaidPhase)
def _raid_phase(s: State, ev: E.RaidPhase) -> None:
    s.top.phase = ev.phase


@on(E.RaidEnded)
def _raid_ended(s: State, ev: E.RaidEnded) -> None:
    raid = s.top
    _public(s.seats[ev.seat], ev.loot)
    raid.loot = ev.loot
    raid.phase = "keep" if ev.result == "success" and raid.cards else "done"
    if raid.phase == "done":
        s.cargo_discard.extend(raid.cards)
        raid.cards = []
        s.stack.pop()


@on(E.PlankingFlipped)
def _planking(s: State, ev: E.PlankingFlipped) -> None:
    s.seats[ev.seat].planking = True


@on(E.SeatHit)
def _seat_hit(s: State, ev: E.SeatHit) -> None:
    seat = s.seats[ev.seat]
    loc = HULL if ev.transferred else LOCATIONS.index(ev.location)
    seat.track[loc] = max(0, seat.track[loc] - 1)


# --- battles --------------------------------------------------------------------------------


def _fighter(s: State, seat: int, slot: int, profile: tuple[str, str, int, int, int]
             ) -> Fighter:
    if seat >= 0:
        return Fighter(seat=seat)
    if slot >= 0:
        card, line = s.slots[slot].stack[-1]
        ev = s.cat.event(card)
        npc = ev.npc if line < 0 else ev.war_lines[line]
        assert npc is not None
        return Fighter(slot=slot, card=card, line=line, ship=npc.ship,
                       seamanship=npc.seamanship, leadership=npc.leadership,
                       track=full_track(s.cat, npc.ship))
    kind, ship, sea, lead, crew = profile
    track = full_track(s.cat, ship) if ship in SHIP_TYPES else [1, 1, 1, crew, 0]
    if crew:
        track[CREW] = crew
    return Fighter(ship=ship, seamanship=sea, leadership=lead, track=track)


@on(E.BattleBegan)
def _battle(s: State, ev: E.BattleBegan) -> None:
    a = _fighter(s, ev.attacker, ev.attacker_slot, ev.profile)
    d = _fighter(s, ev.defender, ev.defender_slot, ev.profile)
    b = Battle((a, d), ev.why, ev.zone, "crew" if ev.crew_only else "")
    b.phase = "crew" if ev.crew_only else "long_nines"
    top = s.top
    if ev.why == "card" and top is not None and top.kind == "effects":
        top.result = "fighting"
    s.stack.append(b)


def _battle_top(s: State) -> Battle:
    for f in reversed(s.stack):
        if isinstance(f, Battle):
            return f
    raise ValueError("no battle is being fought")


@on(E.BattlePhase)
def _battle_phase(s: State, ev: E.BattlePhase) -> None:
    b = _battle_top(s)
    if b.phase == "apply":                    # a volley is over: its hits are spent
        b.hits = [(), ()]
        b.placed = [(), ()]
        b.cancels = [[], []]
        b.volley = ""
    b.phase = ev.phase
    if ev.after:
        b.after = ev.after
    if ev.phase == "declare":                 # NB3: a new round's declarations
        b.decl = ["", ""]


@on(E.BattleChoice)
def _battle_choice(s: State, ev: E.BattleChoice) -> None:
    b = _battle_top(s)
    b.answered[ev.side] = f"{b.round}:{b.phase}:"


@on(E.BattleClosed)
def _battle_closed(s: State, ev: E.BattleClosed) -> None:
    s.stack.remove(_battle_top(s))
    s.standing = [x for x in s.standing if x.until != "battle"]


@on(E.Declared)
def _declared(s: State, ev: E.Declared) -> None:
    b = _battle_top(s)
    if ev.side == 0:
        b.round += 1
        b.decl = ["", ""]
        b.man = [(), ()]
        b.hits = [(), ()]
        b.placed = [(), ()]
        b.shot = ["", ""]
        b.won = -1
    b.decl[ev.side] = ev.choice
    b.phase = "declare" if ev.side == 0 else "chasers"


@on(E.ManoeuvreRolled)
def _manoeuvre(s: State, ev: E.ManoeuvreRolled) -> None:
    _consume(s, len(ev.faces[0]) + len(ev.faces[1]))
    b = _battle_top(s)
    b.man = [ev.faces[0], ev.faces[1]]
    b.dice = [len(ev.faces[0]), len(ev.faces[1])]
    b.hits = [(), ()]
    b.placed = [(), ()]
    b.cancels = [[], []]
    b.volley = ""
    b.phase = "rerolls"


@on(E.Rerolled)
def _rerolled(s: State, ev: E.Rerolled) -> None:
    if ev.drawn:
        _consume(s, len(ev.faces))
    b = _battle_top(s)
    which = {"manoeuvre": b.man, "crew": b.crew, "locations": b.hits}[ev.roll]
    faces = list(which[ev.side])
    for i, f in zip(ev.indices, ev.faces, strict=True):
        faces[i] = f
    which[ev.side] = tuple(faces)
    fighter = b.sides[ev.side]
    if ev.why and ev.why not in fighter.used:
        fighter.used.append(ev.why)
    if ev.why in ("grappling_hooks",) and fighter.seat >= 0:
        s.seats[fighter.seat].weapons.remove(ev.why)


@on(E.ManoeuvreWon)
def _won(s: State, ev: E.ManoeuvreWon) -> None:
    b = _battle_top(s)
    b.won = ev.result
    b.phase = "fire"


@on(E.LocationsRolled)
def _locations(s: State, ev: E.LocationsRolled) -> None:
    b = _battle_top(s)
    _consume(s, len(ev.faces) if ev.drawn < 0 else ev.drawn)
    if ev.why == "card" and b.volley == "card":     # a second card's hits join the volley
        b.hits[ev.side] = b.hits[ev.side] + ev.faces
    else:
        b.hits[ev.side] = ev.faces
        b.placed[ev.side] = ()
        b.cancels[1 - ev.side] = []
    b.volley = ev.why
    if ev.why == "chasers":
        b.sides[ev.side].used.append("bow_chasers")


@on(E.ShotUsed)
def _shot(s: State, ev: E.ShotUsed) -> None:
    b = _battle_top(s)
    b.shot[ev.side] = ev.weapon
    fighter = b.sides[ev.side]
    if fighter.seat >= 0:
        s.seats[fighter.seat].weapons.remove(ev.weapon)


@on(E.HitsPlaced)
def _placed(s: State, ev: E.HitsPlaced) -> None:
    b = _battle_top(s)
    b.placed[ev.side] = ev.locations


@on(E.HitCancelled)
def _cancelled(s: State, ev: E.HitCancelled) -> None:
    b = _battle_top(s)
    fighter = b.sides[ev.side]
    fighter.used.append(ev.why)
    b.cancels[ev.side].append((ev.location, ev.to))
    if ev.why == "doubled_planking" and fighter.seat >= 0:
        s.seats[fighter.seat].planking = True


def _track(s: State, f: Fighter) -> list[int]:
    return s.seats[f.seat].track if f.seat >= 0 else f.track


@on(E.Hit)
def _hit(s: State, ev: E.Hit) -> None:
    b = _battle_top(s)
    f = b.sides[ev.side]
    if ev.lost:
        return
    track = _track(s, f)
    loc = HULL if ev.transferred else LOCATIONS.index(ev.location)
    track[loc] = max(0, track[loc] - 1)
    if loc == HOLD and not ev.transferred:
        f.hold_hits += 1


@on(E.Escaped)
def _escaped(s: State, ev: E.Escaped) -> None:
    _battle_top(s).phase = "over"


@on(E.CrewCombatBegan)
def _crew_began(s: State, ev: E.CrewCombatBegan) -> None:
    b = _battle_top(s)
    b.phase = "swivels"


@on(E.CrewRolled)
def _crew_rolled(s: State, ev: E.CrewRolled) -> None:
    _consume(s, len(ev.faces[0]) + len(ev.faces[1]))
    b = _battle_top(s)
    b.crew = [ev.faces[0], ev.faces[1]]
    b.crew_round += 1
    b.phase = "crew_rerolls"


@on(E.CrewHit)
def _crew_hit(s: State, ev: E.CrewHit) -> None:
    b = _battle_top(s)
    track = _track(s, b.sides[ev.side])
    track[CREW] = max(0, track[CREW] - ev.n)


@on(E.BattleEnded)
def _battle_ended(s: State, ev: E.BattleEnded) -> None:
    b = _battle_top(s)
    b.winner, b.how = ev.winner, ev.how
    b.phase = "aftermath"
    below = s.stack[s.stack.index(b) - 1] if s.stack.index(b) > 0 else None
    if below is not None and below.kind == "effects" and below.result == "fighting":
        below.result = "won" if ev.winner == 0 else "lost"
    for f in b.sides:                       # MD10: the Bow Chasers flip back after a battle
        if f.seat >= 0:
            s.seats[f.seat].used = tuple(u for u in s.seats[f.seat].used
                                         if not u.endswith("@battle"))


@on(E.CaptainDied)
def _died(s: State, ev: E.CaptainDied) -> None:
    seat = s.seats[ev.seat]
    s.cargo_discard.extend(ev.cargo)
    s.glory_discard.extend(ev.hand)
    s.glory_discard.extend(ev.specialists)
    if ev.mission >= 0:
        s.mission_discard.append(ev.mission)
    for tok, z in zip(ev.returned, ev.zones, strict=True):
        s.mod_at[z] = tok
        s.mod_seen[z] = False
    stash, glory = seat.stash, seat.glory
    s.standing = [x for x in s.standing if x.seat != ev.seat]
    owed = "retired" if ev.how == "retired" else "dead"
    fresh = new_seat()
    fresh.stash, fresh.glory, fresh.owed = stash, glory, owed
    fresh.next_captain = seat.next_captain
    fresh.bought_prev, fresh.buy_at = seat.bought_prev, seat.buy_at
    s.seats[ev.seat] = fresh
    for f in s.stack:
        if f.kind == "battle":
            for side in f.sides:
                if side.seat == ev.seat:
                    side.track = [0] * len(LOCATIONS)


@on(E.Plundered)
def _plundered(s: State, ev: E.Plundered) -> None:
    win, lose = s.seats[ev.seat], s.seats[ev.loser]
    _public(win, ev.ducats)
    _public(lose, -ev.ducats)
    for c in ev.hand:
        if c >= 0:
            lose.hand.remove(c)
            win.hand.append(c)
    for c in ev.cargo:
        lose.cargo.remove(c)
        win.cargo.append(c)
    if ev.rumour >= 0:
        lose.rumour = -1
        if lose.shown_rumour == ev.rumour:  # a kept rumour shown to all stays public
            win.shown_rumour = ev.rumour
        if win.rumour < 0:
            win.rumour = ev.rumour
        else:                               # PL3, RM2: one rumour kept of the two
            s.stack.append(Choice(ev.seat, "keep_rumour", (str(win.rumour), str(ev.rumour))))
    for w in ev.weapons:
        lose.weapons.remove(w)
        win.weapons.append(w)
    for c in ev.specialists:
        lose.specialists.remove(c)
        win.specialists.append(c)


@on(E.ShipCaptured)
def _captured(s: State, ev: E.ShipCaptured) -> None:
    seat = s.seats[ev.seat]
    crew = seat.track[CREW]
    for tok, z in zip(ev.returned, ev.zones, strict=True):
        s.mod_at[z] = tok
        s.mod_seen[z] = False
    seat.ship = ev.ship
    seat.track = list(ev.track)
    seat.mods = list(ev.mods)
    seat.planking = False
    if ev.loser >= 0:                       # the prize (and its modifications) sails away
        lost = s.seats[ev.loser]
        lost.mods, lost.ship, lost.track = [], "", [0] * len(LOCATIONS)
    from game.merchants.rules.ships import maximum
    seat.track[CREW] = min(crew, maximum(s, ev.seat, CREW))
    _pop_choice(s, "capture")


@on(E.FlagshipPlundered)
def _flagship_plundered(s: State, ev: E.FlagshipPlundered) -> None:
    for _ in ev.cards:
        s.cargo_deck.pop()
    _public(s.seats[ev.seat], ev.ducats)
    s.cargo_discard.extend(ev.lost)
    kept = tuple(str(c) for c in ev.cards if c not in ev.lost)
    if kept:                                # PL6: the rest may be kept within the hold
        _push_choice(s, Choice(ev.seat, "keep_cargo", kept))


@on(E.BountyClaimed)
def _claimed(s: State, ev: E.BountyClaimed) -> None:
    _public(s.seats[ev.seat], ev.ducats)
    _pop_choice(s, "claim")


@on(E.ChoiceAsked)
def _choice(s: State, ev: E.ChoiceAsked) -> None:
    _push_choice(s, Choice(ev.seat, ev.what, ev.options, ev.count))


def _push_choice(s: State, choice: Choice) -> None:
    """A forced choice on top; effects under way wait for it."""
    top = s.top
    if top is not None and top.kind == "effects":
        top.result = "choosing"
    s.stack.append(choice)


@on(E.ChoiceMade)
def _choice_made(s: State, ev: E.ChoiceMade) -> None:
    _pop_choice(s)


def _pop_choice(s: State, what: str = "") -> None:
    top = s.top
    if top is not None and top.kind == "choice" and (not what or top.what == what):
        s.stack.pop()


# --- rumours and missions -------------------------------------------------------------------


@on(E.RumourGathered)
def _rumour(s: State, ev: E.RumourGathered) -> None:
    s.rumour_deck.pop()
    seat = s.seats[ev.seat]
    top = s.top
    if seat.rumour < 0:
        seat.rumour, seat.shown_rumour = ev.card, -1   # drawn in secret, whatever it was
    elif top is not None and top.kind == "choice" and top.what == "keep_rumour" \
            and top.seat == ev.seat:
        top.options = top.options + (str(ev.card),)
    else:                       # RM2: a second one waits for the keep choice
        s.stack.append(Choice(ev.seat, "keep_rumour", (str(seat.rumour), str(ev.card))))


@on(E.RumourKept)
def _rumour_kept(s: State, ev: E.RumourKept) -> None:
    s.seats[ev.seat].rumour = ev.card
    s.rumour_deck.extend(ev.returned)
    s.stack.pop()


@on(E.RumourShown)
def _rumour_shown(s: State, ev: E.RumourShown) -> None:
    s.seats[ev.seat].shown_rumour = ev.card


@on(E.RumourReturned)
def _rumour_returned(s: State, ev: E.RumourReturned) -> None:
    seat = s.seats[ev.seat]
    if seat.rumour == ev.card:
        seat.rumour = -1
    if seat.shown_rumour == ev.card:
        seat.shown_rumour = -1
    s.rumour_deck.append(ev.card)


@on(E.MissionTaken)
def _mission_taken(s: State, ev: E.MissionTaken) -> None:
    seat = s.seats[ev.seat]
    if ev.old >= 0:
        s.mission_discard.append(ev.old)
    s.missions.remove(ev.card)
    seat.mission = ev.card
    seat.mission_since = s.game_turn
    seat.visited = ()


@on(E.MissionPlaced)
def _mission_placed(s: State, ev: E.MissionPlaced) -> None:
    s.mission_deck.pop()
    s.missions.append(ev.card)


@on(E.MissionEnded)
def _mission_ended(s: State, ev: E.MissionEnded) -> None:
    s.seats[ev.seat].mission = -1
    s.mission_discard.append(ev.card)


@on(E.EffectsBegan)
def _effects_began(s: State, ev: E.EffectsBegan) -> None:
    n = len(s.cat.effects_of(ev.source, ev.part))
    queue: list[tuple[int, tuple[int, ...]]] = [(seat, (i,)) for seat in ev.seats
                                                 for i in range(n)]
    s.stack.append(Effects(ev.seat, ev.source, ev.part, ev.why, queue))


@on(E.EffectDone)
def _effect_done(s: State, ev: E.EffectDone) -> None:
    f = next(x for x in reversed(s.stack) if x.kind == "effects")
    seat, path = f.queue.pop(0)
    f.result = ""
    if ev.failed:
        f.ok = False
    if ev.branch >= 0:
        eff = s.cat.effect_at(f.source, f.part, path)
        branch = eff.then if ev.branch == 0 else eff.otherwise
        f.queue[0:0] = [(seat, path + (ev.branch, j)) for j in range(len(branch))]


@on(E.EffectsEnded)
def _effects_ended(s: State, ev: E.EffectsEnded) -> None:
    f = next(x for x in reversed(s.stack) if x.kind == "effects")
    s.stack.remove(f)


@on(E.StandingAdded)
def _standing(s: State, ev: E.StandingAdded) -> None:
    s.standing.append(Standing(ev.card, ev.part, ev.path, ev.seat, ev.until))


@on(E.StandingEnded)
def _standing_ended(s: State, ev: E.StandingEnded) -> None:
    s.standing = [x for x in s.standing if not (x.card == ev.card and x.part == ev.part
                                                and x.path == ev.path and x.seat == ev.seat)]
    held = any(x.card == ev.card for x in s.standing) or any(
        c == ev.card for sl in s.slots for c, _l in sl.stack + sl.arriving)
    if ev.card in s.in_play and not held:        # EV5: a lasting effect's card leaves
        s.in_play.remove(ev.card)
        s.event_discard.append(ev.card)


@on(E.ActionsGranted)
def _granted(s: State, ev: E.ActionsGranted) -> None:
    if ev.kind:
        s.free = s.free + (ev.kind,) * ev.n
    else:
        s.actions += ev.n


@on(E.WarChanged)
def _war(s: State, ev: E.WarChanged) -> None:
    pair = (ev.pair[0], ev.pair[1])
    if ev.war:
        s.wars.append(pair)
    elif pair in s.wars:
        s.wars.remove(pair)


@on(E.CargoGained)
def _cargo_gained(s: State, ev: E.CargoGained) -> None:
    for c in ev.cards:
        s.cargo_deck.remove(c)
    s.seats[ev.seat].cargo.extend(ev.cards)


@on(E.CargoFound)
def _cargo_found(s: State, ev: E.CargoFound) -> None:
    for _ in ev.cards:
        s.cargo_deck.pop()
    _push_choice(s, Choice(ev.seat, "keep_cargo", tuple(str(c) for c in ev.cards)))


@on(E.GameEnded)
def _ended(s: State, ev: E.GameEnded) -> None:
    s.over = True
    s.winners = ev.winners
    s.cause = ev.cause
    s.tiebreak = ev.tiebreak
    s.step = "over"


missing = [t for t in E.EVENTS.classes.values() if t not in HANDLERS and t is not E.GameStarted]
assert not missing, f"events without a handler: {[t.__name__ for t in missing]}"

emit = emitter(HANDLERS)


def evolve(s: State, ev: Any) -> None:
    """Apply one event (replay)."""
    HANDLERS[type(ev)](s, ev)
