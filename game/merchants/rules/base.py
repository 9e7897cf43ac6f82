"""What every rule system shares: emitting events, the seeded generator, tests and plain rolls
(DT), ducats, drawing cargo and glory cards with their reshuffles (RU48), glory and the
victory announcement (GL, E1), bounties (BN2, BN5), hits outside battle (HL11) and a
captain's death (DR1–DR4), and the end of the game with its winner (E2–E7).

Every change goes through `emit`; every random outcome is drawn from `rng(s)` and written
into the event that carries it (DA2, DA3).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.core.steps import seeded
from game.merchants import events as E
from game.merchants import passives
from game.merchants.evolve import emit
from game.merchants.rules.ships import CREW, HOLD, HULL, hold
from game.merchants.state import State, nation_of
from game.merchants.vocabulary import LOCATIONS, NATIONS, SKILLS

Out = list[Any]
SUCCESS = 5                 # C3: faces 5 and 6 are a skull
STASH_RATE = 10             # SH4: 10 stashed ducats are 1 glory
BASE_HAND = 4               # GC1


def rng(s: State) -> random.Random:
    """DA2, DA3: the generator of the game's next random outcome."""
    return seeded(s.seed, s.rnd)


def dice(s: State, n: int) -> tuple[int, ...]:
    """DA2, OV4: the faces of the next `n` dice — a scenario's prescribed dice first (its
    `decks.dice`), then the seeded generator. The event carrying them consumes the
    prescribed ones (evolve), so a rule draws once per event."""
    forced = s.forced_dice
    k = min(n, len(forced))
    r = rng(s)
    return tuple(forced[:k]) + tuple(r.randint(1, 6) for _ in range(n - k))


def successes(faces: tuple[int, ...] | list[int]) -> int:
    return sum(1 for f in faces if f >= SUCCESS)


def pips(faces: tuple[int, ...] | list[int]) -> int:
    """DT3: the sum of the non-success faces."""
    return sum(f for f in faces if f < SUCCESS)


def skill(s: State, seat: int, name: str) -> int:
    """A captain's skill (vocabulary.SKILLS), 0 without a captain."""
    cap = s.seats[seat].captain
    return s.cat.captain(cap).skills[SKILLS.index(name)] if cap >= 0 else 0


def roll(s: State, out: Out, seat: int, context: str, base: int,
         mods: tuple[tuple[str, int], ...] = (), slot: int = -1, test: bool = True
         ) -> tuple[int, ...]:
    """DT1, DT2, DA2: roll for `seat` (or NPC `slot`): `base` dice plus `mods`; a test rolls
    at least one die, a plain roll exactly its count (which may be 0). The faces."""
    n = base + sum(m for _src, m in mods)
    n = max(1, n) if test else max(0, n)
    faces = dice(s, n)
    emit(s, out, E.Rolled(seat, slot, context, n, mods, faces))
    return faces


def test(s: State, out: Out, seat: int, skill_name: str, context: str,
         extra: tuple[tuple[str, int], ...] = ()) -> tuple[int, ...]:
    """DT1: a test of the seat's captain's skill in `context` with every modifier in force."""
    mods = passives.dice_mods(s, seat, context) + extra
    faces = roll(s, out, seat, context, skill(s, seat, skill_name), mods)
    dice_used(s, out, seat, context)
    return faces


#: K3 durations that end at their first use: one roll (a card's "instant") or the next use
ONCE = ("roll", "next")


def used_up(s: State, out: Out, seat: int, op: str, applies: Callable[[Any], bool]) -> None:
    """K3 durations: the standing effects of `op` lasting one roll or until their next use
    end once a roll or a deal of `seat` has used them (`applies`: the effect counted)."""
    for x in list(s.standing):
        if x.until in ONCE and x.seat in (-1, seat):
            eff = s.cat.effect_at(x.card, x.part, x.path)
            if eff.op == op and applies(eff):
                emit(s, out, E.StandingEnded(x.card, x.part, x.path, x.seat))


def dice_used(s: State, out: Out, seat: int, context: str) -> None:
    """K3: a roll in `context` used up the one-roll dice modifiers counted in it (DT2)."""
    if seat < 0:
        return
    group = passives.CONTEXT_GROUPS.get(context, "")
    used_up(s, out, seat, "dice_mod", lambda e: e.get("context") in (context, group))


# --- ducats ---------------------------------------------------------------------------------


def gain(s: State, out: Out, seat: int, amount: int, why: str) -> None:
    if amount > 0:
        emit(s, out, E.DucatsChanged(seat, amount, why))


def pay(s: State, out: Out, seat: int, amount: int, why: str) -> None:
    """RU56: a cost is paid from ducats aboard (the caller checked the seat can)."""
    if amount > 0:
        emit(s, out, E.DucatsChanged(seat, -amount, why))


# --- decks ----------------------------------------------------------------------------------


def _reshuffle(s: State, out: Out, deck: str, discard: list[int]) -> None:
    order = discard[:]
    rng(s).shuffle(order)
    emit(s, out, E.DeckShuffled(deck, tuple(order)))


def cargo_top(s: State, out: Out, n: int) -> tuple[int, ...]:
    """BY6, RU48: the next `n` cargo cards (fewer if deck and discard run dry), reshuffling
    the discard pile into the deck when it runs out. The caller's event takes them."""
    if len(s.cargo_deck) < n and s.cargo_discard:
        _reshuffle(s, out, "cargo", s.cargo_discard)
    return tuple(reversed(s.cargo_deck[-n:])) if n else ()


def draw_glory(s: State, out: Out, seat: int) -> None:
    """GL2, GC6, RU48: one glory card into the hand (nothing if deck and discard are empty).
    The hand limit (GC1) is asked as a prompt before anything else (game.merchants.flow)."""
    if not s.glory_deck and s.glory_discard:
        _reshuffle(s, out, "glory", s.glory_discard)
    if s.glory_deck:
        emit(s, out, E.GloryCardDrawn(seat, s.glory_deck[-1]))


def hand_limit(s: State, seat: int) -> int:
    """GC1, K19 hand_limit: 4, or 5 with the ability."""
    return BASE_HAND + passives.total(s, seat, "hand_limit")


# --- glory and victory ----------------------------------------------------------------------


def stash_glory(s: State, seat: int) -> int:
    """SH4, E8: every 10 stashed ducats are 1 glory, at most ⌊target/2⌋."""
    return min(s.seats[seat].stash // STASH_RATE, s.target // 2)


def glory_total(s: State, seat: int) -> int:
    return s.seats[seat].glory + stash_glory(s, seat)


def gain_glory(s: State, out: Out, seat: int, source: str) -> None:
    """GL1, GL2: one glory and one glory card; then E1."""
    emit(s, out, E.GloryGained(seat, source))
    draw_glory(s, out, seat)
    check_victory(s, out, seat)


def check_victory(s: State, out: Out, seat: int) -> None:
    """E1, DA11: the moment a seat's track plus stash glory reaches the target it is
    announced and its chest shown (once)."""
    if seat not in s.announced and glory_total(s, seat) >= s.target:
        emit(s, out, E.Announced(seat, s.seats[seat].stash))


# --- bounties -------------------------------------------------------------------------------


def raise_bounty(s: State, out: Out, seat: int, nation: str, why: str) -> None:
    """BN2, BN5, K19, K27: the nation's bounty on the captain +1 (at most 5), unless an
    exemption holds: a commission for this game turn ("all") or a privateer's first one."""
    st = s.seats[seat]
    for _src, eff in passives.passives(s, seat, "bounty_exempt"):
        who = eff.get("nation")
        if who == nation or (isinstance(who, str) and who.startswith("enemies_of:")
                             and _at_war(s, who.split(":", 1)[1], nation)):
            if eff.get("scope") == "all":
                return
            if nation not in st.exempt:
                emit(s, out, E.BountySet(seat, nation, st.bounty[NATIONS.index(nation)],
                                         "waived"))
                return
    level = st.bounty[NATIONS.index(nation)]
    if level < 5:
        emit(s, out, E.BountySet(seat, nation, level + 1, why))


def _at_war(s: State, a: str, b: str) -> bool:
    pair = (a, b) if a < b else (b, a)
    return pair in s.wars


def closed(s: State, seat: int, zone: int) -> bool:
    """MV2, PT1, BN7a, RU16: the port is closed to the captain — its nation has a bounty on
    it — except the captain's home port and any port an effect opens (K19 smuggler, cards);
    ZR1's haven is handled by its own rule."""
    st = s.seats[seat]
    flag = s.cat.zones[zone].flag
    if not flag or st.captain < 0:
        return False
    if s.cat.captain(st.captain).home == zone:
        return False
    for _src, eff in passives.passives(s, seat, "port_close"):
        if names_port(s, eff.get("where"), zone):
            return True
    if st.bounty[NATIONS.index(flag)] == 0:
        return False
    return not any(names_port(s, eff.get("where"), zone)
                   for _src, eff in passives.passives(s, seat, "port_open"))


def names_port(s: State, where: Any, zone: int) -> bool:
    """K3 port_sel: a port's zone id, \"nation:<n>\" (every port of that flag) or \"all\"."""
    if where == "all":
        return True
    if isinstance(where, str) and where.startswith("nation:"):
        return bool(s.cat.zones[zone].flag == where.split(":", 1)[1])
    return bool(where == s.cat.zones[zone].id)


# --- damage outside battle and death --------------------------------------------------------


def hit_seat(s: State, out: Out, seat: int, location: str, why: str) -> None:
    """HL4–HL6, HL8, HL11: one hit on the seat's ship outside battle; a hit on a destroyed
    location goes to the hull; hold damage throws cargo overboard at random."""
    st = s.seats[seat]
    loc = LOCATIONS.index(location)
    transferred = loc != HULL and st.track[loc] <= 0
    emit(s, out, E.SeatHit(seat, location, transferred, why))
    if not transferred and loc == HOLD:
        spill(s, out, seat)


def spill(s: State, out: Out, seat: int) -> None:
    """HL8: cargo above the hold's capacity is discarded at random at once (at sea; in port
    PT6 allows 6)."""
    st = s.seats[seat]
    room = 6 if st.in_port else hold(s, seat)
    excess = len(st.cargo) - room
    if excess > 0:
        lost = rng(s).sample(st.cargo, excess)
        emit(s, out, E.CargoLost(seat, tuple(lost)))


def free_ports(s: State) -> list[int]:
    return [z for z in s.cat.ports if s.mod_at[z] < 0]


def return_mods(s: State, tokens: list[int]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """MD4, RU42: each returned modification to a random port holding none (the caller's
    event is the random one)."""
    free = free_ports(s)
    r = rng(s)
    zones = r.sample(free, len(tokens)) if tokens else []
    return tuple(tokens), tuple(zones)


def kill(s: State, out: Out, seat: int, how: str) -> None:
    """DR1–DR4, E4: the captain dies (or, `how` "retired", leaves at DR12): everything aboard
    is discarded; the seat's next captain is drawn face down at once, or, with the captain
    deck empty, the game ends (E4)."""
    st = s.seats[seat]
    if st.rumour >= 0:                      # RM3: shuffled back into the deck at once
        card = st.rumour
        emit(s, out, E.RumourReturned(seat, card, "death"))
        order = s.rumour_deck[:]
        rng(s).shuffle(order)
        emit(s, out, E.DeckShuffled("rumours", tuple(reversed(order))))
        st = s.seats[seat]
    returned, zones = return_mods(s, st.mods)
    emit(s, out, E.CaptainDied(seat, how, tuple(st.cargo), tuple(st.hand), st.rumour,
                               st.mission, tuple(st.specialists), returned, zones))
    if not s.captain_deck:
        end_game(s, out, "captains")
        return
    emit(s, out, E.NextCaptainDrawn(seat, s.captain_deck[-1]))


def nation(s: State, seat: int) -> str:
    return nation_of(s, seat)


def crew(s: State, seat: int) -> int:
    return s.seats[seat].track[CREW]


# --- E2–E7, RU2, DA11: the end of the game and its winner ------------------------------------
def winners(s: State, cause: str) -> tuple[tuple[int, ...], str]:
    """E5 after an announced victory: among the seats whose total reaches the target, the
    most track glory, then the most stashed ducats, else shared. E6 (and E7, when no seat
    reaches the target any more): the most total glory, then track glory, then stash."""
    seats = range(s.n)
    if cause == "glory":
        contenders = [i for i in seats if glory_total(s, i) >= s.target]
        if contenders:
            return _best(s, contenders, (lambda i: s.seats[i].glory,
                                         lambda i: s.seats[i].stash), ("track", "stash"))
    return _best(s, list(seats), (lambda i: glory_total(s, i), lambda i: s.seats[i].glory,
                                  lambda i: s.seats[i].stash), ("", "track", "stash"))


def _best(s: State, seats: list[int], keys: tuple[Any, ...], names: tuple[str, ...]
          ) -> tuple[tuple[int, ...], str]:
    tiebreak = ""
    for k, (key, name) in enumerate(zip(keys, names, strict=True)):
        top = max(key(i) for i in seats)
        best = [i for i in seats if key(i) == top]
        if k > 0 and len(seats) > 1:
            tiebreak = name
        seats = best
        if len(seats) == 1:
            return tuple(seats), tiebreak
    return tuple(seats), "shared"


def end_game(s: State, out: Out, cause: str) -> None:
    """E2–E4: the game ends now; every chest is revealed (DA11)."""
    if s.over:
        return
    won, tiebreak = winners(s, cause)
    emit(s, out, E.GameEnded(cause, tuple(x.glory for x in s.seats),
                             tuple(stash_glory(s, i) for i in range(s.n)),
                             tuple(x.stash for x in s.seats), won, tiebreak))
