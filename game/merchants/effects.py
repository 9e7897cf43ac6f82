"""K3: the one interpreter of the content's effects — an event card's (EV3, EV4), a glory
card's (GC), a mission's requirement and reward (MS3, MS7), a rumour's reward (RM8), a zone
rule a step's result triggers (K9). No card is named here: every effect is an operation of
game.merchants.vocabulary.OPS with its parameters, carried out by the handler of that op.

A card's effects run in an `Effects` frame (game.merchants.frames), one at a time: a handler
emits the effect's events and returns True (done), or False when it waits — for a choice
(a `Choice` frame above it) or a fight (a `Battle`) — and the frame resumes when that is
over. Passive operations (OpSpec.passive) become standing effects for their duration
(State.standing), read by game.merchants.passives.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _
from game.merchants import events as E
from game.merchants import passives
from game.merchants.cards import RULE0, Effect, family
from game.merchants.commands import Choose, Discard
from game.merchants.evolve import emit
from game.merchants.frames import Effects
from game.merchants.prompts import Prompt
from game.merchants.rules.base import (
    Out,
    cargo_top,
    dice,
    draw_glory,
    gain,
    gain_glory,
    hit_seat,
    names_port,
    pay,
    rng,
    successes,
    test,
)
from game.merchants.rules.ships import CREW, maximum, mod_kinds
from game.merchants.state import State
from game.merchants.table import REFEREE, step
from game.merchants.vocabulary import GOODS, LOCATIONS, NATIONS, OPS, SLOTS, WEAPONS

Handler = Callable[[State, Out, Effects, int, Effect, tuple[int, ...]], bool]
HANDLERS: dict[str, Handler] = {}
#: the duration a passive effect lasts when its card does not say, by what played it
DEFAULT_DURATION = {"event": "game_turn", "glory": "seat_turn", "mission": "permanent",
                    "rumour": "permanent", "rule": "permanent", "take_mission": "seat_turn"}


def op(name: str) -> Callable[[Handler], Handler]:
    def register(fn: Handler) -> Handler:
        HANDLERS[name] = fn
        return fn
    return register


def run(s: State, out: Out, seat: int, source: int, part: str, why: str,
        seats: tuple[int, ...] | None = None) -> None:
    """Begin a card's effects for `seat` (or each of `seats`)."""
    emit(s, out, E.EffectsBegan(seat, source, part, why, seats if seats is not None
                                else (seat,)))


def _effects_auto(s: State, f: Effects, out: Out) -> None:
    if f.why in FIGHTS and f.result == "":
        _fight(s, out, f)
        return
    if not f.queue:
        _finish(s, out, f)
        return
    seat, path = f.queue[0]
    if f.result == "choosing":
        emit(s, out, E.EffectDone(seat, -1, False))
        return
    if f.result in ("won", "lost"):
        emit(s, out, E.EffectDone(seat, -1, f.result == "lost"))
        return
    eff = s.cat.effect_at(f.source, f.part, path)
    if (seat < 0 or not s.seats[seat].alive) and eff.op not in _WORLD_OPS \
            and not (OPS[eff.op].passive and seat < 0):
        emit(s, out, E.EffectDone(seat, -1, True))
        return
    if OPS[eff.op].passive:
        emit(s, out, E.StandingAdded(f.source, f.part, path, seat, _duration(s, f, eff)))
        emit(s, out, E.EffectDone(seat, -1, False))
        return
    if HANDLERS[eff.op](s, out, f, seat, eff, path):
        emit(s, out, E.EffectDone(seat, -1, False))


#: operations an event applies to the world, not to a seat's ship
_WORLD_OPS = frozenset({"demand_replace", "merchant_reset", "merchant_place", "war", "peace",
                        "npc_enter", "npc_move", "npc_remove"})


#: RM9, K36, K45 win_crew_combat: a fight the card asks to win first (its effects frame holds
#: no effects; its result decides what follows)
FIGHTS = ("rumour_fight", "mission_fight")


def _fight(s: State, out: Out, f: Effects) -> None:
    from game.merchants.rules import battle
    if f.why == "rumour_fight":
        p = s.cat.rumour(f.source).follow_up
        assert p is not None
        profile = (p.kind, p.ship, p.seamanship, p.leadership, p.crew)
        crew_only = p.kind == "crew"
    else:
        profile = _profile(s.cat.mission(f.source).task)
        crew_only = True
    battle.begin(s, out, s.seats[f.seat].zone, attacker=f.seat, why="card", profile=profile,
                 crew_only=crew_only)


def _duration(s: State, f: Effects, eff: Effect) -> str:
    """K3: how long a passive effect lasts — its own `duration`, else its event card's, else
    by what played it; "instant" on a card is the next roll only ("roll")."""
    until = eff.get("duration")
    if until is None and family(f.source) == "event":
        until = s.cat.event(f.source).duration
    if until is None and f.why == "glory" and any(
            x.kind == "battle" or (x.kind == "window" and x.then[0] == "scout")
            for x in s.stack):
        until = "battle"                # a combat card's effect lasts the battle
    until = until or DEFAULT_DURATION.get(f.why, "seat_turn")
    return "roll" if until == "instant" else str(until)


def _finish(s: State, out: Out, f: Effects) -> None:
    """What follows a card's effects, by what played it."""
    emit(s, out, E.EffectsEnded(f.source, f.ok))
    seat = f.seat
    won = f.result == "won"
    if f.why == "rumour_fight":
        if won and s.seats[seat].alive:
            run(s, out, seat, f.source, "reward", "rumour")
        else:
            from game.merchants.rules import cards
            cards.rumour_rewarded(s, out, seat, f.source, False)
    elif f.why == "mission_fight":
        if won and s.seats[seat].alive:
            from game.merchants.rules import cards
            cards.complete(s, out, seat)
    elif f.why == "rumour":
        from game.merchants.rules import cards
        cards.rumour_rewarded(s, out, seat, f.source, f.ok)
    elif f.why == "mission":
        from game.merchants.rules import cards
        cards.mission_rewarded(s, out, seat, f.source)
    elif f.why == "take_mission":
        from game.merchants.rules import cards
        cards.requirement_met(s, out, seat, f.source, f.ok)


def _no_prompt(s: State, _f: Any) -> Prompt | None:
    return None


step("effects", _no_prompt, _effects_auto)


def _ask(s: State, out: Out, seat: int, options: tuple[str, ...], count: int = 0,
         what: str = "effect") -> bool:
    """Wait for the seat's choice among `options` (a Choice frame above the effects)."""
    emit(s, out, E.ChoiceAsked(seat, what, options, count))
    return False


def _choice_prompt(s: State, f: Any) -> Prompt:
    return Prompt(f.seat, "effect", "K3", options=f.options, count=f.count)


@REFEREE.on("effect", Choose)
def _choose(s: State, p: Prompt, cmd: Choose, out: Out) -> None:
    """K3: the answer to an effect's choice (an option of the prompt)."""
    if cmd.option not in p.options:
        raise REFEREE.refuse(s, p, cmd)
    eff_frame = s.stack[-2]
    seat, path = eff_frame.queue[0]
    eff = s.cat.effect_at(eff_frame.source, eff_frame.part, path)
    emit(s, out, E.ChoiceMade(cmd.seat, "effect", cmd.option))
    if cmd.option:
        ANSWERS[eff.op](s, out, cmd.seat, eff, cmd.option)


@REFEREE.check(Choose)
def _why_not_choose(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step == "effect" and cmd.seat == p.seat:
        return RuleError("K3", _("Choose one of the options the card offers."))
    return None


step("effect", _choice_prompt)

Answer = Callable[[State, Out, int, Effect, str], None]
ANSWERS: dict[str, Answer] = {}


def answer(name: str) -> Callable[[Answer], Answer]:
    def register(fn: Answer) -> Answer:
        ANSWERS[name] = fn
        return fn
    return register


# --- money, glory and cards -----------------------------------------------------------------


@op("gain_ducats")
def _gain_ducats(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                 path: tuple[int, ...]) -> bool:
    gain(s, out, seat, int(eff.get("n")), s.cat.source_code(f.source))
    return True


@op("pay_ducats")
def _pay_ducats(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                path: tuple[int, ...]) -> bool:
    """RU56: a payment the purse cannot make fails (and with it a requirement)."""
    n = int(eff.get("n"))
    if s.seats[seat].ducats < n:
        emit(s, out, E.EffectDone(seat, -1, True))
        return False
    pay(s, out, seat, n, s.cat.source_code(f.source))
    return True


@op("gain_glory")
def _gain_glory(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                path: tuple[int, ...]) -> bool:
    gain_glory(s, out, seat, family(f.source))
    return True


@op("draw_glory")
def _draw_glory(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                path: tuple[int, ...]) -> bool:
    for _i in range(int(eff.get("n"))):
        draw_glory(s, out, seat)
    return True


@op("test")
def _test(s: State, out: Out, f: Effects, seat: int, eff: Effect,
          path: tuple[int, ...]) -> bool:
    """K3 test: the skill's test, then its `then` or `otherwise` effects; a failure fails a
    requirement."""
    extra = int(eff.get("dice", 0))
    context = eff.get("context") or _context(f)
    mods = ((s.cat.source_code(f.source), extra),) if extra else ()
    ok = successes(test(s, out, seat, eff.get("skill"), context, mods)) > 0
    emit(s, out, E.EffectDone(seat, 0 if ok else 1, not ok and f.why == "take_mission"))
    return False


def _context(f: Effects) -> str:
    return {"take_mission": "mission_take", "rumour": "rumour_check"}.get(f.why, "card")


# --- the ship and its crew, cargo and weapons -----------------------------------------------


@op("hit")
def _hit(s: State, out: Out, f: Effects, seat: int, eff: Effect,
         path: tuple[int, ...]) -> bool:
    """K3 hit (own ship, outside combat): `n` hits on a location, or rolled (HL2; a success
    lets the seat choose — taken as the least harmful, the hold)."""
    for _i in range(int(eff.get("n"))):
        loc = eff.get("location")
        if loc in ("rolled", "any"):
            face = dice(s, 1)[0]
            emit(s, out, E.Rolled(seat, -1, "storm_hit", 1, (), (face,)))
            loc = s.cat.faces[face - 1]
            if loc == "choice":
                loc = "hold"
        hit_seat(s, out, seat, loc, s.cat.source_code(f.source))
        if s.seats[seat].track[0] <= 0:
            from game.merchants.rules.base import kill
            kill(s, out, seat, "sunk")
            return True
    return True


@op("repair")
def _repair(s: State, out: Out, f: Effects, seat: int, eff: Effect,
            path: tuple[int, ...]) -> bool:
    """K3 repair: restore `n` points of a location (or, "any", the seat's choice of damaged
    ones), free."""
    loc = eff.get("location")
    st = s.seats[seat]
    if loc in ("any", "rolled"):
        damaged = tuple(x for i, x in enumerate(LOCATIONS)
                        if x != "crew" and st.track[i] < maximum(s, seat, i))
        if not damaged:
            return True
        if len(damaged) == 1:
            loc = damaged[0]
        else:
            return _ask(s, out, seat, damaged)
    _repair_at(s, out, seat, loc, int(eff.get("n")))
    return True


def _repair_at(s: State, out: Out, seat: int, loc: str, n: int) -> None:
    i = LOCATIONS.index(loc)
    k = min(n, maximum(s, seat, i) - s.seats[seat].track[i])
    if k > 0:
        emit(s, out, E.Repaired(seat, loc, k, 0))


@answer("repair")
def _repair_answer(s: State, out: Out, seat: int, eff: Effect, option: str) -> None:
    _repair_at(s, out, seat, option, int(eff.get("n")))


@op("set_crew")
def _set_crew(s: State, out: Out, f: Effects, seat: int, eff: Effect,
              path: tuple[int, ...]) -> bool:
    """K3 set_crew(+n): crew up by n, within the crew's maximum."""
    full = maximum(s, seat, CREW)
    crew = min(full, s.seats[seat].track[CREW] + int(eff.get("n")))
    if crew != s.seats[seat].track[CREW]:
        emit(s, out, E.Recruited(seat, crew, 0))
    return True


@op("cargo_draw")
def _cargo_draw(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                path: tuple[int, ...]) -> bool:
    """K3 cargo_draw: n cargo cards face up, kept within the hold (the rest discarded)."""
    cards = cargo_top(s, out, int(eff.get("n")))
    if not cards:
        return True
    emit(s, out, E.CargoFound(seat, cards))
    return False


@op("cargo_gain")
def _cargo_gain(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                path: tuple[int, ...]) -> bool:
    """K3 cargo_gain: n cards of a good (or random ones) from the cargo deck into the hold,
    face down; what the hold cannot carry at sea is thrown at random (HL8's rule)."""
    good = eff.get("good")
    pool = [c for c in s.cargo_deck
            if good in ("random", "any") or GOODS[s.cat.good_of(c)] == good]
    n = min(int(eff.get("n")), len(pool))
    if n:
        emit(s, out, E.CargoGained(seat, tuple(rng(s).sample(pool, n))))
        from game.merchants.rules.base import spill
        spill(s, out, seat)
    return True


@op("cargo_discard")
def _cargo_discard(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                   path: tuple[int, ...]) -> bool:
    n = min(int(eff.get("n")), len(s.seats[seat].cargo))
    if n == 0:
        return True
    return _ask(s, out, seat, (), n, what="effect_cargo")


def _cargo_prompt(s: State, f: Any) -> Prompt:
    return Prompt(f.seat, "effect_cargo", "K3", cards=tuple(s.seats[f.seat].cargo),
                  count=f.count)


@REFEREE.on("effect_cargo", Discard)
def _discard_cargo(s: State, p: Prompt, cmd: Discard, out: Out) -> None:
    cards = tuple(cmd.cards)
    if len(cards) != p.count or len(set(cards)) != len(cards) or not set(cards) <= set(p.cards):
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.CargoDiscarded(cmd.seat, cards, "card"))
    emit(s, out, E.ChoiceMade(cmd.seat, "effect_cargo", ""))


step("effect_cargo", _cargo_prompt)


@op("modification_gain")
def _modification_gain(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                       path: tuple[int, ...]) -> bool:
    """K3 modification_gain: a modification token of that kind taken from a port onto the
    ship (one of each kind, MD1); "any": the seat's choice of the kinds lying in ports."""
    have = mod_kinds(s, seat)
    kind = eff.get("kind")
    lying = {s.cat.modification(t) for t in s.mod_at if t >= 0}
    if kind == "any":
        kinds = tuple(k for k in sorted(lying) if k not in have)
        if not kinds:
            return True
        return _ask(s, out, seat, kinds)
    _take_mod(s, out, seat, kind)
    return True


def _take_mod(s: State, out: Out, seat: int, kind: str) -> None:
    if kind in mod_kinds(s, seat):
        return
    for z, t in enumerate(s.mod_at):
        if t >= 0 and s.cat.modification(t) == kind:
            emit(s, out, E.ModificationBought(seat, z, t, 0))
            return


@answer("modification_gain")
def _mod_answer(s: State, out: Out, seat: int, eff: Effect, option: str) -> None:
    _take_mod(s, out, seat, option)


@op("weapon_gain")
def _weapon_gain(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                 path: tuple[int, ...]) -> bool:
    """K3 weapon_gain: a special weapon of that kind (one of each kind, SW1; "any": the
    seat's choice)."""
    st = s.seats[seat]
    free = tuple(w for w in WEAPONS if w not in st.weapons
                 and sum(x.weapons.count(w) for x in s.seats) < s.cat.weapons_per_kind)
    kind = eff.get("kind")
    if kind == "any":
        if not free:
            return True
        return _ask(s, out, seat, free)
    if kind in free:
        emit(s, out, E.WeaponBought(seat, kind, 0))
    return True


@answer("weapon_gain")
def _weapon_answer(s: State, out: Out, seat: int, eff: Effect, option: str) -> None:
    emit(s, out, E.WeaponBought(seat, option, 0))


# --- moving, acting, scouting, fighting -----------------------------------------------------


@op("move_ship")
def _move_ship(s: State, out: Out, f: Effects, seat: int, eff: Effect,
               path: tuple[int, ...]) -> bool:
    """K3 move_ship, MV6: the ship to a zone's sea (an adjacent one of its choice, or its
    home's, or a named one), counting as entering it (MV3)."""
    to = eff.get("to")
    st = s.seats[seat]
    if to == "adjacent":
        return _ask(s, out, seat, tuple(s.cat.zones[z].id for z in s.cat.zones[st.zone].adjacent))
    if to == "home":
        zone = s.cat.captain(st.captain).home
    elif to == "here":
        zone = st.zone
    else:
        zone = s.cat.zone_index(to)
    _move_to(s, out, seat, zone, bool(eff.get("as_action", False)))
    return True


def _move_to(s: State, out: Out, seat: int, zone: int, as_action: bool) -> None:
    from game.merchants.rules.actions import move_ship
    move_ship(s, out, seat, zone, False, action=as_action and s.actions > 0)


@answer("move_ship")
def _move_answer(s: State, out: Out, seat: int, eff: Effect, option: str) -> None:
    _move_to(s, out, seat, s.cat.zone_index(option), bool(eff.get("as_action", False)))


@op("extra_action")
def _extra_action(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                  path: tuple[int, ...]) -> bool:
    """K3 extra_action (at most +1 a turn): one more action this seat turn."""
    if s.active == seat:
        emit(s, out, E.ActionsGranted(seat, 1, ""))
    return True


@op("free_action")
def _free_action(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                 path: tuple[int, ...]) -> bool:
    """K3 free_action(kind): one more action this seat turn, of that kind."""
    if s.active == seat:
        emit(s, out, E.ActionsGranted(seat, 1, str(eff.get("kind"))))
    return True


@op("scout_target")
def _scout_target(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                  path: tuple[int, ...]) -> bool:
    """K3 scout_target(kind): a Scout of that kind of target now, without spending an
    action."""
    if s.active == seat:
        emit(s, out, E.ActionsGranted(seat, 1, "scout"))
    return True


def _profile(eff: Effect) -> tuple[str, str, int, int, int]:
    """NB11, CB9: a card's opponent (cards.Profile) as the battle's profile tuple."""
    p = eff.get("vs")
    return (p.kind, p.ship, p.seamanship, p.leadership, p.crew)


@op("naval_battle")
def _naval_battle(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                  path: tuple[int, ...]) -> bool:
    """NB11: a card's naval battle; the seat attacks."""
    from game.merchants.rules import battle
    battle.begin(s, out, s.seats[seat].zone, attacker=seat, why="card", profile=_profile(eff))
    return False


@op("crew_combat")
def _crew_combat(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                 path: tuple[int, ...]) -> bool:
    """CB9: a card's crew combat: no ship, no swivels, no plunder."""
    from game.merchants.rules import battle
    battle.begin(s, out, s.seats[seat].zone, attacker=seat, why="card", profile=_profile(eff),
                 crew_only=True)
    return False


# --- bounties, war, the world ---------------------------------------------------------------


def _nations(s: State, seat: int, which: str) -> tuple[str, ...]:
    st = s.seats[seat]
    if which == "all":
        return NATIONS
    if which in ("choice", "any"):
        return tuple(n for i, n in enumerate(NATIONS) if st.bounty[i])
    return (which,)


@op("bounty")
def _bounty(s: State, out: Out, f: Effects, seat: int, eff: Effect,
            path: tuple[int, ...]) -> bool:
    """BN8, K3 bounty(nation, ±n): a bounty moved by a card (0–5)."""
    n = int(eff.get("n"))
    which = eff.get("nation")
    if which == "choice":
        opts = _nations(s, seat, "choice") if n < 0 else NATIONS
        return _ask(s, out, seat, opts) if opts else True
    for nation in _nations(s, seat, which):
        _set_bounty(s, out, seat, nation, n)
    return True


def _set_bounty(s: State, out: Out, seat: int, nation: str, n: int) -> None:
    i = NATIONS.index(nation)
    level = max(0, min(5, s.seats[seat].bounty[i] + n))
    if level != s.seats[seat].bounty[i]:
        emit(s, out, E.BountySet(seat, nation, level, "card"))


@answer("bounty")
def _bounty_answer(s: State, out: Out, seat: int, eff: Effect, option: str) -> None:
    _set_bounty(s, out, seat, option, int(eff.get("n")))


@op("bounty_clear")
def _bounty_clear(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                  path: tuple[int, ...]) -> bool:
    """BN8, K3 bounty_clear(nation, cost): a nation's bounty cleared for `cost` a level
    (the seat's choice of nation, or none, where the card lets it choose)."""
    which = eff.get("nation")
    cost = int(eff.get("cost"))
    st = s.seats[seat]
    if which in ("choice", "any"):
        opts = tuple(n for i, n in enumerate(NATIONS)
                     if st.bounty[i] and st.ducats >= cost * st.bounty[i])
        return _ask(s, out, seat, opts + ("",)) if opts else True
    for nation in _nations(s, seat, which):
        _clear(s, out, seat, nation, cost)
    return True


def _clear(s: State, out: Out, seat: int, nation: str, cost: int) -> None:
    st = s.seats[seat]
    level = st.bounty[NATIONS.index(nation)]
    if level and st.ducats >= cost * level:
        pay(s, out, seat, cost * level, "pardon")
        emit(s, out, E.BountySet(seat, nation, 0, "pardon"))


@answer("bounty_clear")
def _clear_answer(s: State, out: Out, seat: int, eff: Effect, option: str) -> None:
    _clear(s, out, seat, option, int(eff.get("cost")))


def _pair(value: Any) -> tuple[str, str]:
    a, b = sorted(value)
    return (a, b)


@op("war")
def _war(s: State, out: Out, f: Effects, seat: int, eff: Effect,
         path: tuple[int, ...]) -> bool:
    """WAR1, RU33: two nations go to war."""
    pair = _pair(eff.get("pair"))
    if pair not in s.wars:
        emit(s, out, E.WarChanged(pair, True))
    return True


@op("peace")
def _peace(s: State, out: Out, f: Effects, seat: int, eff: Effect,
           path: tuple[int, ...]) -> bool:
    """WAR1, RU34: a named war (or the oldest) ends; men-of-war keep their slots."""
    value = eff.get("pair")
    pair = s.wars[0] if value == "oldest" and s.wars else (
        _pair(value) if value != "oldest" else None)
    if pair is not None and pair in s.wars:
        emit(s, out, E.WarChanged(pair, False))
    return True


@op("npc_enter")
def _npc_enter(s: State, out: Out, f: Effects, seat: int, eff: Effect,
               path: tuple[int, ...]) -> bool:
    """NP9: the card's man-of-war line enters its nation's flagship slot (end of turn)."""
    from game.merchants.rules import npc
    npc.schedule_line(s, out, s.cat.event(f.source), int(eff.get("line")))
    return True


@op("npc_move")
def _npc_move(s: State, out: Out, f: Effects, seat: int, eff: Effect,
              path: tuple[int, ...]) -> bool:
    """MV6, NM8: a card moves an NPC (a direction, with NM3's fallback, or to a zone)."""
    slot = SLOTS.index(eff.get("slot"))
    zone = s.slots[slot].zone
    if zone < 0:
        return True
    to = eff.get("to")
    if to in ("N", "E", "S", "W"):
        exits = s.cat.zones[zone].exits
        d = "NESW".index(to)
        while exits[d] < 0:
            d = (d + 1) % 4
        dest = exits[d]
    else:
        dest = s.cat.zone_index(to)
    emit(s, out, E.NpcMoved(slot, zone, dest, "card", str(to), -1))
    return True


@op("npc_remove")
def _npc_remove(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                path: tuple[int, ...]) -> bool:
    """K3 npc_remove: the slot's active NPC leaves (as if beaten, without glory)."""
    slot = SLOTS.index(eff.get("slot"))
    if s.slots[slot].stack and s.slots[slot].zone >= 0:
        from game.merchants.rules.battle import _npc_defeated
        _npc_defeated(s, out, slot)
    return True


@op("demand_replace")
def _demand_replace(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                    path: tuple[int, ...]) -> bool:
    """K3 demand_replace: the demand tokens of a port, a nation's ports or all ports replaced
    from the pool (RU17: each new one drawn before the old joins it)."""
    where = eff.get("where")
    for z in s.cat.ports:
        if names_port(s, where, z) and s.demand_pool:
            old = s.demand[z]
            new = s.demand_pool[rng(s).randrange(len(s.demand_pool))]
            emit(s, out, E.DemandReplaced(z, old, new))
    return True


@op("merchant_reset")
def _merchant_reset(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                    path: tuple[int, ...]) -> bool:
    """MR2 by a card: the Merchant spaces' tokens back on the empty zones now."""
    if s.merchant_spaces:
        empty = [z for z in range(len(s.merchant_at)) if s.merchant_at[z] < 0]
        tokens = s.merchant_spaces[:]
        rng(s).shuffle(tokens)
        emit(s, out, E.MerchantsReset(tuple(empty[:len(tokens)]), tuple(tokens)))
    return True


@op("merchant_place")
def _merchant_place(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                    path: tuple[int, ...]) -> bool:
    """K3 merchant_place: a merchant of that flag from the Merchant spaces to an empty zone."""
    flag = eff.get("flag")
    token = next((t for t in s.merchant_spaces if s.cat.merchant_flag(t) == flag), -1)
    where = eff.get("zone")
    zone = s.seats[seat].zone if where == "here" and seat >= 0 else (
        s.cat.zone_index(where) if where not in ("here", "adjacent", "home") else -1)
    if token >= 0 and zone >= 0 and s.merchant_at[zone] < 0:
        emit(s, out, E.MerchantsReset((zone,), (token,)))
    return True


@op("mission_draw")
def _mission_draw(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                  path: tuple[int, ...]) -> bool:
    """K3 mission_draw: a new mission to the board (beside the two, MS1) — or, when a seat's
    card asks it, as that seat's own mission (MS5)."""
    from game.merchants.rules import cards
    cards.draw_mission_for(s, out, seat)
    return True


@op("rumour_draw")
def _rumour_draw(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                 path: tuple[int, ...]) -> bool:
    """K3 rumour_draw(n, keep 1): n rumours drawn in secret (RM2's limit: one kept)."""
    for _k in range(min(int(eff.get("n")), len(s.rumour_deck))):
        emit(s, out, E.RumourGathered(seat, s.rumour_deck[-1]))
    return True


@op("specialist_hire")
def _specialist_hire(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                     path: tuple[int, ...]) -> bool:
    """SP1, K37 "a specialist for hire": a specialist from the glory deck hired for free —
    one of a kind the seat has not hired (SP3), drawn at random among them; none if the deck
    holds none."""
    cat = s.cat
    have = {cat.glory(c).specialist for c in s.seats[seat].specialists}
    pool = [c for c in s.glory_deck if cat.glory(c).specialist
            and cat.glory(c).specialist not in have]
    if pool:
        emit(s, out, E.SpecialistFound(seat, pool[rng(s).randrange(len(pool))]))
    return True


def _combat_only(s: State, out: Out, f: Effects, seat: int, eff: Effect,
                 path: tuple[int, ...]) -> bool:
    """reroll, convert_die_to_success, cancel_hit, redirect_hit: they act inside a roll,
    a raid or a battle (rules.glory plays them there); elsewhere they do nothing."""
    return True


for _name in ("reroll", "convert_die_to_success", "cancel_hit", "redirect_hit"):
    HANDLERS[_name] = _combat_only

_missing = [k for k, spec in OPS.items() if not spec.passive and k not in HANDLERS]
assert not _missing, f"operations without a handler: {_missing}"


# --- triggers from the rules ----------------------------------------------------------------


def triggered(s: State, out: Out, seat: int, result: str) -> None:
    """K3, K9: a zone rule conditioned on the step's result (ZR11 after a demand sale of
    3+) runs its effects."""
    st = s.seats[seat]
    rule = s.cat.rule(st.zone)
    if rule is not None and rule.condition and passives.holds(s, seat, rule.condition, result) \
            and rule.effects and (rule.where == "zone" or (rule.where == "port") == st.in_port):
        run(s, out, seat, RULE0 + st.zone, "effects", "rule")



