"""NB, HL, CB, SW, MD8–MD13, PL, NS7–NS13: a naval battle, round by round — Long Nines,
declarations, Bow Chasers, the manoeuvre, rerolls, fire, the hit locations (shot, placement,
cancellation, one simultaneous batch) — boarding into crew combat, and the aftermath: glory,
bounties, rewards, plunder and capture, deaths, a bounty claim.

The battle is the `Battle` frame (game.merchants.frames); its `phase` says where it stands.
NPC sides (and a card's opponent, NB11) are steered by the engine's policy (DA7), below.
"""

from __future__ import annotations

from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _
from game.merchants import events as E
from game.merchants import odds, passives
from game.merchants.commands import Cancel, Chasers, Claim, Declare, Place, Plunder, Reroll, Shot
from game.merchants.evolve import emit
from game.merchants.frames import Battle, Fighter
from game.merchants.prompts import Prompt
from game.merchants.rules.base import (
    SUCCESS,
    Out,
    dice_used,
    gain_glory,
    kill,
    pips,
    raise_bounty,
    return_mods,
    rng,
    roll,
    skill,
    spill,
    successes,
)
from game.merchants.rules.base import dice as roll_dice
from game.merchants.rules.npc import nation as slot_nation
from game.merchants.rules.npc import pirate as pirate_slot
from game.merchants.rules.ships import (
    CANNONS,
    CREW,
    HULL,
    MASTS,
    hold,
    maximum,
    mod_kinds,
)
from game.merchants.rules.ships import manoeuvrability as seat_manoeuvrability
from game.merchants.state import State, at_war, nation_of
from game.merchants.table import REFEREE, step
from game.merchants.vocabulary import LOCATIONS, NATIONS, ROLLED

PIRATE_REWARD = {"sloop": 5, "frigate": 15}      # BN10
BOUNTY_REWARD = 5                                # BN9, per level
SHOT_TARGET = {"chain_shot": "masts", "grapeshot": "crew"}    # SW3, SW4
#: DA7: where an NPC puts a success hit on its own ship — the least harmful first
NPC_PLACE = ("hold", "masts", "crew", "cannons")


def begin(s: State, out: Out, zone: int, *, attacker: int = -1, attacker_slot: int = -1,
          defender: int = -1, defender_slot: int = -1, why: str,
          profile: tuple[str, str, int, int, int] = ("", "", 0, 0, 0),
          crew_only: bool = False) -> None:
    """NB1, NS2, NB11, CB9: a battle begins (the bounty of BN2a is already set)."""
    emit(s, out, E.BattleBegan(attacker, attacker_slot, defender, defender_slot, zone, why,
                               profile, crew_only))


# --- the sides ------------------------------------------------------------------------------


def track(s: State, f: Fighter) -> list[int]:
    return s.seats[f.seat].track if f.seat >= 0 else f.track


def _max(s: State, f: Fighter, loc: int) -> int:
    if f.seat >= 0:
        return maximum(s, f.seat, loc)
    return s.cat.ship(f.ship).stats[loc] if f.ship else 0


def manoeuvrability(s: State, f: Fighter) -> int:
    if f.seat >= 0:
        return seat_manoeuvrability(s, f.seat)
    return s.cat.ship(f.ship).manoeuvrability if f.ship else 0


def _skill(s: State, f: Fighter, name: str) -> int:
    if f.seat >= 0:
        return skill(s, f.seat, name)
    return f.seamanship if name == "seamanship" else f.leadership


def _mods(s: State, f: Fighter) -> tuple[str, ...]:
    """NS7: an NPC uses no modifications."""
    return mod_kinds(s, f.seat) if f.seat >= 0 else ()


def _weapons(s: State, f: Fighter) -> list[str]:
    return s.seats[f.seat].weapons if f.seat >= 0 else []


def _ability(s: State, f: Fighter, when: str, op: str) -> str:
    """K19: the key of an unused once-per-battle ability of this timing and operation (a
    seat's captain, or an NPC's own, NS7), or ""."""
    if f.seat >= 0:
        cap = s.seats[f.seat].captain
        abilities = s.cat.captain(cap).abilities if cap >= 0 else ()
    else:
        npc_line = _npc_line(s, f)
        abilities = (npc_line.ability,) if npc_line is not None and npc_line.ability else ()
    for ab in abilities:
        if ab is not None and ab.when == when and any(e.op == op for e in ab.effects) \
                and ab.key not in f.used:
            return ab.key
    return ""


def _npc_line(s: State, f: Fighter) -> Any:
    if f.card < 0:
        return None
    ev = s.cat.event(f.card)
    return ev.npc if f.line < 0 else ev.war_lines[f.line]


def _key(b: Battle, extra: str = "") -> str:
    return f"{b.round}:{b.phase}:{extra}"


def _asked(b: Battle, side: int, extra: str = "") -> bool:
    return b.answered[side] == _key(b, extra)


# --- DA7: the NPC policy --------------------------------------------------------------------


def first_round(b: Battle, side: int) -> bool:
    """NB3: the declarations being made are round 1's (the attacker's declaration opens a
    round, so the defender declares in the round already counted)."""
    return b.round == (0 if side == 0 else 1)


def legal_declarations(s: State, b: Battle, side: int,
                       round1: bool | None = None) -> tuple[str, ...]:
    """NB3, NS8, RU40: round 1 only Fire; destroyed masts only Fire; destroyed crew no Board;
    an NPC may Escape only with fewer cannons or crew than its opponent. `round1`: whether
    the round asked about is the first (default: the one being declared)."""
    me, them = b.sides[side], b.sides[1 - side]
    tm, tt = track(s, me), track(s, them)
    if (first_round(b, side) if round1 is None else round1) or tm[MASTS] <= 0:
        return ("fire",)
    out = ["fire"]
    if tm[CREW] > 0:
        out.append("board")
    if not me.npc or tm[CANNONS] < tt[CANNONS] or tm[CREW] < tt[CREW]:
        out.append("escape")
    return tuple(out)


def manoeuvre_dice(s: State, b: Battle, side: int) -> tuple[int, tuple[tuple[str, int], ...]]:
    """NB4, RU39, K31: seamanship, +1 die at 2+ manoeuvrability above the other's, and the
    modifiers in force (a helmsman); destroyed masts: exactly one die."""
    me, them = b.sides[side], b.sides[1 - side]
    if track(s, me)[MASTS] <= 0:
        return 1, (("masts", 1 - _skill(s, me, "seamanship")),)
    mods = list(passives.dice_mods(s, me.seat, "manoeuvre")) if me.seat >= 0 else []
    if manoeuvrability(s, me) >= manoeuvrability(s, them) + 2:
        mods.append(("manoeuvrability", 1))
    return _skill(s, me, "seamanship"), tuple(mods)


def _dice(s: State, b: Battle, side: int) -> int:
    base, mods = manoeuvre_dice(s, b, side)
    return max(1, base + sum(m for _s, m in mods))


def estimate(s: State, b: Battle, side: int) -> float:
    """DA7: the side's chance to win from here, firing (the shared evaluator, game.merchants
    .odds)."""
    me, them = b.sides[side], b.sides[1 - side]
    return odds.naval_win(_dice(s, b, side), _dice(s, b, 1 - side), tuple(track(s, me)),
                          tuple(track(s, them)))


def board_odds(s: State, b: Battle, side: int) -> float:
    me, them = b.sides[side], b.sides[1 - side]
    a, m = manoeuvre_dice_win(s, b, side)
    crew = odds.crew_win(track(s, me)[CREW], track(s, them)[CREW],
                         _skill(s, me, "leadership"), _skill(s, them, "leadership"))
    return a * crew + (1 - a) * m


def manoeuvre_dice_win(s: State, b: Battle, side: int) -> tuple[float, float]:
    """P(winning the manoeuvre) and the firing estimate otherwise."""
    win, _lose, _tie, _none = odds.manoeuvre(_dice(s, b, side), _dice(s, b, 1 - side))
    return win, estimate(s, b, side)


def _stalemate(s: State, b: Battle) -> bool:
    """docs/rulings.md R1 (ours; the rulebook is silent): a battle where neither side can fire
    a cannon, board with crew aboard or escape can never end — it ends with no winner, both
    ships staying where they are (as an escape, NS13, or RU41's deadlock)."""
    for side in (0, 1):
        t = track(s, b.sides[side])
        legal = legal_declarations(s, b, side, False) if b.round else ("fire", "board",
                                                                         "escape")
        if t[CANNONS] > 0 or "escape" in legal or ("board" in legal and t[CREW] > 0):
            return False
    return True


def npc_declare(s: State, b: Battle, side: int) -> str:
    """DA7: the NPC declares to win: Escape only when NS8 lets it and its estimate is below
    the data's threshold; Board when the crew combat promises more than the guns; else
    Fire."""
    legal = legal_declarations(s, b, side)
    if len(legal) == 1:
        return legal[0]
    fire = estimate(s, b, side)
    if "escape" in legal and fire < s.cat.npc_escape_below:
        return "escape"
    if "board" in legal and board_odds(s, b, side) > fire + 0.05:
        return "board"
    return "fire"


def npc_place(s: State, b: Battle, hit_side: int, n: int, numbered: list[str]) -> tuple[str, ...]:
    """DA7: an NPC puts success hits on its own ship to avoid sinking first, then to keep its
    cannons, crew, masts and hold, in that order (a location already at 0 passes the hit to
    the hull)."""
    t = list(track(s, b.sides[hit_side]))
    for loc in numbered:
        i = LOCATIONS.index(loc)
        if t[i] > 0:
            t[i] -= 1
    out = []
    for _i in range(n):
        choice = next((loc for loc in NPC_PLACE if t[LOCATIONS.index(loc)] > 0), NPC_PLACE[0])
        t[LOCATIONS.index(choice)] = max(0, t[LOCATIONS.index(choice)] - 1)
        out.append(choice)
    return tuple(out)


# --- the round ------------------------------------------------------------------------------


def _seat_of(b: Battle, side: int) -> int:
    return b.sides[side].seat


def steerer(s: State, b: Battle, side: int) -> int:
    """OV2, NS9: the seat that makes this side's choices — the side's own seat, or, for an
    NPC under the printed steering, the living seat to the left of the seat it fights (-1:
    the engine's policy, DA7)."""
    f = b.sides[side]
    if f.seat >= 0:
        return f.seat
    rival = b.sides[1 - side].seat
    if f.slot < 0 or rival < 0 or s.options.get("steering") != "printed":
        return -1
    for k in range(1, s.n):
        seat = (rival + k) % s.n
        if s.seats[seat].alive:
            return seat
    return -1


#: K4 combat steps, by the battle phase at whose start they come
MOMENTS = {"declare": "before_declare", "chasers": "after_declare",
           "rerolls": "after_manoeuvre_roll", "shot": "after_location_roll",
           "crew": "before_crew_round", "crew_rerolls": "after_crew_roll"}


def _moment(s: State, b: Battle, out: Out | None) -> bool:
    """GC5: the combat moment of this phase, offered first (open it when `out` is given);
    True while it is pending or open."""
    from game.merchants.rules import glory
    name = MOMENTS.get(b.phase)
    if name is None or (b.phase == "declare" and b.decl[0]) or (
            b.phase == "shot" and b.volley != "fire"):
        return False
    if out is None:
        from game.merchants.evolve import combat_key
        trigger = f"combat:{name}"
        return combat_key(b, trigger) not in b.windows and any(
            glory.playable(s, seat, trigger) for seat in glory._participants(b))
    return glory.combat_moment(s, out, b, name)


def _battle_prompt(s: State, b: Battle) -> Prompt | None:
    ph = b.phase
    if _moment(s, b, None):
        return None
    if ph == "declare" and not b.decl[0] and _stalemate(s, b):
        return None
    if ph == "declare":
        side = 0 if not b.decl[0] else 1
        seat = steerer(s, b, side)
        if seat >= 0:
            return Prompt(seat, "declare", "NB3" if seat == b.sides[side].seat else "NS9",
                          options=legal_declarations(s, b, side), flag=side == 1)
        return None
    if ph == "chasers":
        side = _chasers_side(s, b)
        if side >= 0:
            return Prompt(_seat_of(b, side), "chasers", "MD10")
        return None
    if ph == "rerolls":
        side, opts = _reroll_side(s, b)
        if side >= 0:
            return Prompt(_seat_of(b, side), "reroll", "SW2", options=opts,
                          dice=tuple(b.man[side]))
        return None
    if ph == "shot":
        for side in (0, 1):
            gunner = _gunner(s, b, side)
            if gunner:
                return Prompt(_seat_of(b, side), "reroll", "K31", options=(gunner,),
                              dice=tuple(b.hits[side]))
        for side in (0, 1):
            opts = _shot_options(s, b, side)
            if opts and not _asked(b, side):
                return Prompt(_seat_of(b, side), "shot", "SW3", options=opts,
                              dice=tuple(b.hits[side]))
        return None
    if ph == "place":
        for firer in (0, 1):
            n = _unplaced(s, b, firer)
            hit = 1 - firer
            seat = steerer(s, b, hit)
            if n and seat >= 0:
                return Prompt(seat, "place", "HL3" if seat == b.sides[hit].seat else "NS9",
                              options=ROLLED, count=n, dice=tuple(b.hits[firer]),
                              flag=hit == 1)
        return None
    if ph == "cancel":
        for side in (0, 1):
            opts = _cancel_options(s, b, side)
            if opts and not _asked(b, side):
                return Prompt(_seat_of(b, side), "cancel", "MD8", options=opts,
                              steps=_cancel_tools(s, b, side))
        return None
    if ph == "plunder":
        w = b.sides[b.winner]
        return Prompt(w.seat, "plunder", "PL2", options=_plunder_options(s, b))
    return None


def _battle_auto(s: State, b: Battle, out: Out) -> None:
    ph = b.phase
    if _moment(s, b, out):
        return
    if ph == "long_nines":
        _long_nines(s, b, out)
    elif ph == "declare" and not b.decl[0] and _stalemate(s, b):
        emit(s, out, E.BattleEnded(-1, "stalemate"))
    elif ph == "declare":
        side = 0 if not b.decl[0] else 1
        emit(s, out, E.Declared(side, npc_declare(s, b, side)))
    elif ph == "chasers":
        emit(s, out, E.BattlePhase("roll", ""))
    elif ph == "roll":
        mods, counts = [], []
        for side in (0, 1):
            base, m = manoeuvre_dice(s, b, side)
            counts.append(max(1, base + sum(x for _s, x in m)))
            mods.append(m)
        faces = roll_dice(s, counts[0] + counts[1])
        emit(s, out, E.ManoeuvreRolled((faces[:counts[0]], faces[counts[0]:]),
                                       (mods[0], mods[1])))
        for f in b.sides:
            dice_used(s, out, f.seat, "manoeuvre")
    elif ph == "rerolls":
        emit(s, out, E.ManoeuvreWon(_manoeuvre_result(b)))
    elif ph == "fire":
        _fire(s, b, out)
    elif ph == "shot":
        emit(s, out, E.BattlePhase("place", b.after))
    elif ph == "place":
        for firer in (0, 1):
            n = _unplaced(s, b, firer)
            if n:
                emit(s, out, E.HitsPlaced(firer, npc_place(s, b, 1 - firer, n,
                                                          _numbered(s, b, firer))))
                return
        emit(s, out, E.BattlePhase("cancel", b.after))
    elif ph == "cancel":
        emit(s, out, E.BattlePhase("apply", b.after))
    elif ph == "apply":
        _apply(s, b, out)
    elif ph == "after_fire":
        _after_fire(s, b, out)
    elif ph == "swivels":
        _swivels(s, b, out)
    elif ph == "crew":
        _crew_round(s, b, out)
    elif ph == "crew_rerolls":
        _crew_hits(s, b, out)
    elif ph == "aftermath":
        _aftermath(s, b, out)
    elif ph == "death":
        _deaths(s, b, out)
    elif ph == "close":
        emit(s, out, E.BattleClosed(b.zone))
    elif ph == "plunder":                       # the winner died meanwhile (E4)
        emit(s, out, E.BattlePhase("death", ""))


def _long_nines(s: State, b: Battle, out: Out) -> None:
    """NB2, MD13, RU58, SW6: before round 1, each side's Long Nines: one die per current
    cannon, each success a hit whose location is rolled; both sides at once."""
    fired = False
    for side in (0, 1):
        f = b.sides[side]
        if "long_nines" in _mods(s, f):
            faces = roll(s, out, f.seat, "long_nines", track(s, f)[CANNONS], test=False)
            k = successes(faces)
            if k:
                _locations(s, out, side, k, "long_nines")
                fired = True
    emit(s, out, E.BattlePhase("place" if fired else "declare", "declare" if fired else ""))


def _locations(s: State, out: Out, side: int, n: int, why: str) -> None:
    emit(s, out, E.LocationsRolled(side, roll_dice(s, n), why))


@REFEREE.on("declare", Declare)
def _declare(s: State, p: Prompt, cmd: Declare, out: Out) -> None:
    """NB3, DA17: the attacker declares first, openly; then the defender."""
    if cmd.choice not in p.options:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.Declared(1 if p.flag else 0, cmd.choice))


@REFEREE.check(Declare)
def _why_not_declare(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step != "declare" or cmd.seat != p.seat:
        return None
    b = _battle(s)
    side = 1 if p.flag else 0
    if first_round(b, side):
        return RuleError("NB3", _("The first round allows only Fire."))
    t = track(s, b.sides[side])
    if t[MASTS] <= 0:
        return RuleError("NB3", _("With destroyed masts a ship may only Fire."))
    if cmd.choice == "board" and t[CREW] <= 0:
        return RuleError("NB3", _("With no crew left a ship cannot Board."))
    return RuleError("NB3", _("Declare Fire, Board or Escape."))


def _battle(s: State) -> Battle:
    for f in reversed(s.stack):
        if f.kind == "battle":
            return f  # type: ignore[no-any-return]
    raise ValueError("no battle")


# --- MD10: Bow Chasers ----------------------------------------------------------------------


def _chasers_side(s: State, b: Battle) -> int:
    """MD10, RU58: when either side declares Escape, a side with unused Bow Chasers may fire
    them (one hit, its location rolled), before the manoeuvre roll, on its own."""
    if "escape" not in b.decl:
        return -1
    for side in (0, 1):
        f = b.sides[side]
        if "bow_chasers" in _mods(s, f) and "bow_chasers" not in f.used \
                and not _asked(b, side):
            return side
    return -1


@REFEREE.on("chasers", Chasers)
def _chasers(s: State, p: Prompt, cmd: Chasers, out: Out) -> None:
    if type(cmd.fire) is not bool:
        raise REFEREE.refuse(s, p, cmd)
    b = _battle(s)
    side = _chasers_side(s, b)
    emit(s, out, E.BattleChoice(side, "chasers", "fire" if cmd.fire else ""))
    if cmd.fire:
        _locations(s, out, side, 1, "chasers")
        emit(s, out, E.BattlePhase("place", "chasers"))


# --- NB4, NB5: the manoeuvre ----------------------------------------------------------------


def _reroll_side(s: State, b: Battle) -> tuple[int, tuple[str, ...]]:
    """SW2, K19: a side that declared Board may discard grappling hooks to reroll any of its
    dice; a captain's once-per-battle manoeuvre reroll."""
    for side in (0, 1):
        f = b.sides[side]
        if f.seat < 0 or _asked(b, side):
            continue
        opts = []
        if b.decl[side] == "board" and "grappling_hooks" in _weapons(s, f):
            opts.append("grappling_hooks")
        ab = _ability(s, f, "combat:after_manoeuvre_roll", "reroll")
        if ab:
            opts.append(ab)
        if opts:
            return side, tuple(opts)
    return -1, ()


def _gunner(s: State, b: Battle, side: int) -> str:
    """K31: a hired gunner may reroll any of its side's location dice once a round."""
    f = b.sides[side]
    if f.seat < 0 or not b.hits[side] or b.volley != "fire":
        return ""
    for card in s.seats[f.seat].specialists:
        g = s.cat.glory(card)
        if any(e.op == "reroll" and e.get("which") == "location" for e in g.effects) \
                and f"{g.id}@{b.round}" not in f.used:
            return g.id
    return ""


@REFEREE.on("reroll", Reroll)
def _reroll(s: State, p: Prompt, cmd: Reroll, out: Out) -> None:
    """DT4, SW2, K31: the chosen dice rerolled (none: pass)."""
    b = _battle(s)
    if b.phase == "shot":
        side = next(i for i in (0, 1) if _gunner(s, b, i))
        code = _gunner(s, b, side)
        chosen = tuple(cmd.dice)
        if not _indices(chosen, len(b.hits[side])):
            raise REFEREE.refuse(s, p, cmd)
        emit(s, out, E.Rerolled(side, "locations", chosen, roll_dice(s, len(chosen)),
                                f"{code}@{b.round}"))
        return
    side, opts = _reroll_side(s, b)
    dice = tuple(cmd.dice)
    if dice and (cmd.using not in opts or not _indices(dice, len(b.man[side]))):
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.BattleChoice(side, "reroll", cmd.using if dice else ""))
    if dice:
        emit(s, out, E.Rerolled(side, "manoeuvre", dice, roll_dice(s, len(dice)), cmd.using))


def _indices(dice: tuple[int, ...], n: int) -> bool:
    return all(type(i) is int and 0 <= i < n for i in dice) and len(set(dice)) == len(dice)


def _manoeuvre_result(b: Battle) -> int:
    """NB5, DT3: more successes wins; equal successes, the higher pips; else a tie; no success
    on either side: no winner (3)."""
    a, d = b.man
    ka, kd = successes(a), successes(d)
    if ka == 0 and kd == 0:
        return 3
    if ka != kd:
        return 0 if ka > kd else 1
    pa, pd = pips(a), pips(d)
    if pa != pd:
        return 0 if pa > pd else 1
    return 2


def _fire(s: State, b: Battle, out: Out) -> None:
    """NB6, RU7, RU27: Fire won: all current cannons; Fire lost or tied: one hit per own
    success, at most the cannons; Board or Escape deal nothing."""
    fired = False
    for side in (0, 1):
        if b.decl[side] != "fire":
            continue
        cannons = track(s, b.sides[side])[CANNONS]
        if b.won == side:
            n = cannons
        elif b.won in (1 - side, 2):
            n = min(successes(b.man[side]), cannons)
        else:
            n = 0
        if n > 0:
            _locations(s, out, side, n, "fire")
            fired = True
    if fired:
        emit(s, out, E.BattlePhase("shot", "after_fire"))
    else:
        emit(s, out, E.BattlePhase("after_fire", ""))


# --- HL: the hits ---------------------------------------------------------------------------


def _numbered(s: State, b: Battle, firer: int) -> list[str]:
    return [s.cat.faces[f - 1] for f in b.hits[firer] if f < SUCCESS]


def _success_count(b: Battle, firer: int) -> int:
    return sum(1 for f in b.hits[firer] if f >= SUCCESS)


def _unplaced(s: State, b: Battle, firer: int) -> int:
    """HL3: success faces still to place (by the side hit, unless a shot aims them)."""
    n = _success_count(b, firer)
    if not n or b.shot[firer] or b.placed[firer]:
        return 0
    return n


def _shot_options(s: State, b: Battle, side: int) -> tuple[str, ...]:
    """SW3, SW4, SW6: chain shot or grapeshot may aim a volley's success faces (not Long
    Nines)."""
    f = b.sides[side]
    if b.volley != "fire" or not b.hits[side] or not _success_count(b, side):
        return ()
    return tuple(w for w in ("chain_shot", "grapeshot") if w in _weapons(s, f))


@REFEREE.on("shot", Shot)
def _shot(s: State, p: Prompt, cmd: Shot, out: Out) -> None:
    b = _battle(s)
    side = next(i for i in (0, 1) if _shot_options(s, b, i) and not _asked(b, i))
    if cmd.weapon and cmd.weapon not in p.options:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.BattleChoice(side, "shot", cmd.weapon))
    if cmd.weapon:
        emit(s, out, E.ShotUsed(side, cmd.weapon))


@REFEREE.on("place", Place)
def _place(s: State, p: Prompt, cmd: Place, out: Out) -> None:
    """HL3, RU67: the side hit places each success result among hold, masts, crew, cannons."""
    locs = tuple(cmd.locations)
    if len(locs) != p.count or any(x not in ROLLED for x in locs):
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.HitsPlaced(0 if p.flag else 1, locs))   # the prompt's flag: side 1 hit


@REFEREE.check(Place)
def _why_not_place(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step == "place" and cmd.seat == p.seat:
        return RuleError(p.clause, _("Place each success hit on the hold, masts, crew or "
                                  "cannons (never the hull)."))
    return None


def incoming(s: State, b: Battle, hit_side: int) -> list[str]:
    """HL2, HL3, SW3, SW4: the locations of the hits `hit_side` takes this volley, numbered
    faces first, then the success results as placed (or aimed by a shot)."""
    firer = 1 - hit_side
    locs = _numbered(s, b, firer)
    n = _success_count(b, firer)
    if b.shot[firer]:
        locs += [SHOT_TARGET[b.shot[firer]]] * n
    else:
        locs += list(b.placed[firer])[:n]
    return locs


def _cancel_options(s: State, b: Battle, side: int) -> tuple[str, ...]:
    """MD8, K19: the hits the side may cancel (an unflipped Doubled Planking) or redirect
    (a captain's once-per-battle ability), by location."""
    f = b.sides[side]
    if f.seat < 0:
        return ()
    hits = incoming(s, b, side)
    if not hits:
        return ()
    if ("doubled_planking" in _mods(s, f) and not s.seats[f.seat].planking) \
            or _ability(s, f, "combat:after_location_roll", "redirect_hit"):
        return tuple(dict.fromkeys(hits))
    return ()


def _cancel_tools(s: State, b: Battle, side: int) -> tuple[str, ...]:
    f = b.sides[side]
    tools = []
    if "doubled_planking" in _mods(s, f) and not s.seats[f.seat].planking:
        tools.append("doubled_planking")
    ability = _ability(s, f, "combat:after_location_roll", "redirect_hit")
    if ability:
        tools.append(ability)
    return tuple(tools)


def cancel(s: State, p: Prompt, cmd: Cancel, out: Out) -> None:
    """MD8, K19 redirect_hit: cancel one hit with the planking, or move one with an ability."""
    b = _battle(s)
    side = next(i for i in (0, 1) if _cancel_options(s, b, i) and not _asked(b, i))
    f = b.sides[side]
    if not cmd.location:
        emit(s, out, E.BattleChoice(side, "cancel", ""))
        return
    planking = "doubled_planking" in _mods(s, f) and not s.seats[f.seat].planking
    ability = _ability(s, f, "combat:after_location_roll", "redirect_hit")
    if cmd.location not in p.options:
        raise REFEREE.refuse(s, p, cmd)
    if cmd.using == "doubled_planking" and planking and not cmd.to:
        emit(s, out, E.BattleChoice(side, "cancel", cmd.location))
        emit(s, out, E.HitCancelled(side, cmd.location, "", "doubled_planking"))
        return
    if cmd.using == ability and ability and cmd.to in LOCATIONS and cmd.to != cmd.location:
        emit(s, out, E.BattleChoice(side, "cancel", cmd.location))
        emit(s, out, E.HitCancelled(side, cmd.location, cmd.to, ability))
        return
    raise REFEREE.refuse(s, p, cmd)


def _apply(s: State, b: Battle, out: Out) -> None:
    """HL4–HL8, NB7, NB8, RU9: both sides' hits as one batch, each side's numbered hits first;
    a hit on a destroyed location goes to the hull, unless a shot makes it lost; then who
    sank."""
    for side in (0, 1):
        hits = incoming(s, b, side)
        for loc_cancel, to in b.cancels[side]:
            if loc_cancel in hits:
                i = hits.index(loc_cancel)
                if to:
                    hits[i] = to
                else:
                    del hits[i]
        f = b.sides[side]
        shot = b.shot[1 - side]
        t = track(s, f)
        for loc in hits:
            i = LOCATIONS.index(loc)
            if t[i] > 0 or i == HULL:
                emit(s, out, E.Hit(side, loc, False, False))
            elif shot and SHOT_TARGET[shot] == loc:
                emit(s, out, E.Hit(side, loc, False, True))
            else:
                emit(s, out, E.Hit(side, loc, True, False))
        if f.seat >= 0 and any(x == "hold" for x in hits):
            spill(s, out, f.seat)
    sunk = [track(s, f)[HULL] <= 0 for f in b.sides]
    if all(sunk):
        emit(s, out, E.BattleEnded(-1, "both_sunk"))
    elif any(sunk):
        emit(s, out, E.BattleEnded(0 if sunk[1] else 1, "sunk"))
    else:
        emit(s, out, E.BattlePhase(b.after, ""))


def _after_fire(s: State, b: Battle, out: Out) -> None:
    """NB6: a won Board with both afloat and crew aboard becomes crew combat; a won Escape
    succeeds when the loser rolled no success; otherwise the next round."""
    w = b.won
    if w in (0, 1):
        loser = 1 - w
        if b.decl[w] == "board" and track(s, b.sides[w])[CREW] > 0:
            emit(s, out, E.CrewCombatBegan(w))
            return
        if b.decl[w] == "escape" and not successes(b.man[loser]):
            emit(s, out, E.Escaped(w))
            emit(s, out, E.BattleEnded(-1, "escape"))
            return
    emit(s, out, E.BattlePhase("declare", ""))


# --- CB: crew combat ------------------------------------------------------------------------


def _swivels(s: State, b: Battle, out: Out) -> None:
    """CB2, MD12, CB7: Rail Swivels (2 dice, a success: 1 crew hit), both at once; then a side
    with no crew loses at once (both: nobody wins)."""
    hits = [0, 0]
    if not b.card_kind:
        for side in (0, 1):
            f = b.sides[side]
            if "rail_swivels" in _mods(s, f) \
                    and successes(roll(s, out, f.seat, "swivels", 2, test=False)):
                hits[1 - side] = 1
    for side in (0, 1):
        if hits[side]:
            emit(s, out, E.CrewHit(side, 1))
    if not _crew_over(s, b, out, None):
        emit(s, out, E.BattlePhase("crew", ""))


def _crew_round(s: State, b: Battle, out: Out) -> None:
    """CB3: both captains test leadership at once."""
    counts, mods = [], []
    for side in (0, 1):
        f = b.sides[side]
        m = passives.dice_mods(s, f.seat, "crew") if f.seat >= 0 else ()
        counts.append(max(1, _skill(s, f, "leadership") + sum(x for _s, x in m)))
        mods.append(m)
    faces = roll_dice(s, counts[0] + counts[1])
    emit(s, out, E.CrewRolled((faces[:counts[0]], faces[counts[0]:]), (mods[0], mods[1])))
    for f in b.sides:
        dice_used(s, out, f.seat, "crew")


def _crew_hits(s: State, b: Battle, out: Out) -> None:
    """CB3, CB4: each success a hit on the enemy crew, at most one's own crew before the roll;
    both applied together."""
    crews = [track(s, f)[CREW] for f in b.sides]
    ks = [successes(b.crew[0]), successes(b.crew[1])]
    for side in (0, 1):
        n = min(ks[1 - side], crews[1 - side])
        surgeon = _surgeon(s, b, side) if n else ""
        if surgeon:                             # K31: one crew hit cancelled a battle
            emit(s, out, E.HitCancelled(side, "crew", "", surgeon))
            n -= 1
        if n:
            emit(s, out, E.CrewHit(side, n))
    if not _crew_over(s, b, out, ks):
        emit(s, out, E.BattlePhase("crew", ""))


def _surgeon(s: State, b: Battle, side: int) -> str:
    f = b.sides[side]
    if f.seat < 0:
        return ""
    for card in s.seats[f.seat].specialists:
        g = s.cat.glory(card)
        if any(e.op == "cancel_hit" and e.get("location") == "crew" for e in g.effects) \
                and g.id not in f.used:
            return g.id
    return ""


def _crew_over(s: State, b: Battle, out: Out, ks: list[int] | None) -> bool:
    """CB5–CB7, RU41: a crew at 0 loses; both at 0 — more successes this round, then higher
    pips, else no winner."""
    zero = [track(s, f)[CREW] <= 0 for f in b.sides]
    if not any(zero):
        return False
    if all(zero):
        if ks is None or ks[0] == ks[1]:
            pa, pd = (pips(b.crew[0]), pips(b.crew[1])) if ks is not None else (0, 0)
            if ks is None or pa == pd:
                emit(s, out, E.BattleEnded(-1, "deadlock"))
                return True
            emit(s, out, E.BattleEnded(0 if pa > pd else 1, "crew"))
            return True
        emit(s, out, E.BattleEnded(0 if ks[0] > ks[1] else 1, "crew"))
        return True
    emit(s, out, E.BattleEnded(1 if zero[0] else 0, "crew"))
    return True


# --- the aftermath (GL1, BN2b, BN9, BN10, NS11, NS12, PL) -----------------------------------


def _aftermath(s: State, b: Battle, out: Out) -> None:
    """GL1, RU8: the surviving winner's glory (not for a card's fight, NB11); NS12: a beaten
    NPC's slot moves on, a flagship sets its nation's bounty (BN2b, RU29), a pirate pays a
    non-pirate (BN10); BN9: a claim for a beaten pirate player; PL: plunder after a crew
    combat."""
    w = b.winner
    if w < 0:
        emit(s, out, E.BattlePhase("death", ""))
        return
    win, lose = b.sides[w], b.sides[1 - w]
    card = b.why == "card"
    if win.seat >= 0 and not card:
        if lose.slot >= 0:
            if pirate_slot(lose.slot):
                if not s.seats[win.seat].pirate:
                    emit(s, out, E.BountyClaimed(win.seat, "pirates",
                                                 PIRATE_REWARD.get(lose.ship, 0)))
            else:
                raise_bounty(s, out, win.seat, slot_nation(lose.slot), "flagship")
        claim = _claim_options(s, b)
        if claim:
            emit(s, out, E.ChoiceAsked(win.seat, "claim", claim, 0))
        gain_glory(s, out, win.seat, "battle")
    if lose.slot >= 0 and not card:
        _npc_defeated(s, out, lose.slot)
        if win.seat >= 0:
            from game.merchants.rules.cards import defeated
            defeated(s, out, win.seat, lose.slot)
    if win.seat >= 0 and b.how == "crew" and not card and s.seats[win.seat].alive:
        emit(s, out, E.BattlePhase("plunder", ""))
        return
    emit(s, out, E.BattlePhase("death", ""))


def _npc_defeated(s: State, out: Out, slot: int) -> None:
    """NP6, RU35, RU61: the active card is discarded; another card of the stack, drawn at
    random, returns at the end of the game turn — unless this game turn's event drew a new
    card for the slot."""
    sl = s.slots[slot]
    card, _line = sl.stack[-1]
    rest = sl.stack[:-1]
    if rest and not sl.arriving:
        chosen = rest[rng(s).randrange(len(rest))]
        emit(s, out, E.NpcDefeated(slot, card, chosen[0], chosen[1]))
    else:
        emit(s, out, E.NpcDefeated(slot, card, -1, -1))


def _claim_options(s: State, b: Battle) -> tuple[str, ...]:
    """BN9, RU31, RU32: a beaten pirate player's bounty may be claimed from one nation — not
    one that wants the claimer, nor one at war with the claimer's nation."""
    win, lose = b.sides[b.winner], b.sides[1 - b.winner]
    if lose.seat < 0 or win.seat < 0:
        return ()
    mine = nation_of(s, win.seat)
    wanted = s.seats[win.seat].bounty
    return tuple(n for i, n in enumerate(NATIONS)
                 if s.seats[lose.seat].bounty[i] > 0 and wanted[i] == 0
                 and not at_war(s, n, mine))


def _claim_prompt(s: State, f: Any) -> Prompt:
    return Prompt(f.seat, "claim", "BN9", options=f.options)


@REFEREE.on("claim", Claim)
def _claim(s: State, p: Prompt, cmd: Claim, out: Out) -> None:
    if cmd.nation and cmd.nation not in p.options:
        raise REFEREE.refuse(s, p, cmd)
    if not cmd.nation:
        emit(s, out, E.ChoiceMade(cmd.seat, "claim", ""))
        return
    b = _battle(s)
    lose = b.sides[1 - b.winner]
    level = s.seats[lose.seat].bounty[NATIONS.index(cmd.nation)]
    emit(s, out, E.BountyClaimed(cmd.seat, cmd.nation, BOUNTY_REWARD * level))


@REFEREE.check(Claim)
def _why_not_claim(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step == "claim" and cmd.seat == p.seat:
        return RuleError("BN9", _("Claim from one nation that wants the beaten pirate, does "
                                  "not want you and is not at war with your nation."))
    return None


step("claim", _claim_prompt)


def _plunder_options(s: State, b: Battle) -> tuple[str, ...]:
    """PL2, PL6, PL7, PL8: what a crew-combat winner may take."""
    lose = b.sides[1 - b.winner]
    opts = ["capture"]
    if lose.seat >= 0:
        st = s.seats[lose.seat]
        if st.ducats > 0:
            opts.append("ducats")
        if st.cargo:
            opts.append("cargo")
        if st.hand:
            opts.append("hand")
        if st.rumour >= 0:
            opts.append("rumour")
        if st.weapons:
            opts.append("weapons")
        if st.specialists:
            opts.append("specialists")
    elif not pirate_slot(lose.slot):
        opts.append("cargo")                        # PL6: a flagship's hold
    return tuple(opts)


@REFEREE.on("plunder", Plunder)
def _plunder(s: State, p: Prompt, cmd: Plunder, out: Out) -> None:
    """PL2–PL8, RU43, RU65: capture first; then the loser's things, the limits at once."""
    b = _battle(s)
    flags = {"capture": cmd.capture, "ducats": cmd.ducats, "cargo": cmd.cargo,
             "hand": cmd.hand, "rumour": cmd.rumour, "weapons": cmd.weapons,
             "specialists": cmd.specialists}
    if any(type(v) is not bool for v in flags.values()) \
            or any(v and k not in p.options for k, v in flags.items()):
        raise REFEREE.refuse(s, p, cmd)
    seat = cmd.seat
    lose = b.sides[1 - b.winner]
    if cmd.capture:
        _capture(s, out, seat, lose)
    if lose.seat >= 0:
        st = s.seats[lose.seat]
        mine = s.seats[seat]
        weapons = tuple(w for w in st.weapons if w not in mine.weapons) if cmd.weapons else ()
        kinds = {s.cat.glory(c).specialist for c in mine.specialists}
        specs = tuple(c for c in st.specialists
                      if s.cat.glory(c).specialist not in kinds) if cmd.specialists else ()
        took_rumour = cmd.rumour and st.rumour >= 0
        emit(s, out, E.Plundered(seat, lose.seat, st.ducats if cmd.ducats else 0,
                                 tuple(st.hand) if cmd.hand else (),
                                 tuple(st.cargo) if cmd.cargo else (),
                                 st.rumour if took_rumour else -1, weapons, specs))
        _limits(s, out, seat)
    elif cmd.cargo:
        _flagship_loot(s, out, seat, lose)
    if lose.seat < 0 and cmd.capture:
        _limits(s, out, seat)               # PL8, RU65: within the prize's hold (asked first)
    emit(s, out, E.BattlePhase("death", ""))


def _capture(s: State, out: Out, seat: int, lose: Fighter) -> None:
    """PL8, PL9, PL10, RU43: the winner abandons its ship (modifications return) and sails the
    beaten one away, damage and (a player's) modifications kept; crew moves over, capped."""
    st = s.seats[seat]
    returned, zones = return_mods(s, st.mods)
    if lose.seat >= 0:
        other = s.seats[lose.seat]
        ship, t, mods = other.ship, tuple(other.track), tuple(other.mods)
    else:
        ship, t, mods = lose.ship, tuple(lose.track), ()
    emit(s, out, E.ShipCaptured(seat, lose.seat, ship, t, mods, returned, zones))


def _limits(s: State, out: Out, seat: int) -> None:
    """PL3, RM2: cargo within the hold at sea (the winner chooses what goes); one rumour."""
    st = s.seats[seat]
    excess = len(st.cargo) - hold(s, seat)
    if excess > 0:
        emit(s, out, E.ChoiceAsked(seat, "hold_cargo", (), excess))


def _flagship_loot(s: State, out: Out, seat: int, lose: Fighter) -> None:
    """PL6: 3 cargo cards, their loot in ducats; one discarded at random per point of hold
    damage the flagship took; the rest may be kept within the hold."""
    from game.merchants.rules.base import cargo_top
    cards = list(cargo_top(s, out, 3))
    if not cards:
        return
    loot = sum(s.cat.cargo[c].loot for c in cards)
    lost = rng(s).sample(cards, min(lose.hold_hits, len(cards)))
    emit(s, out, E.FlagshipPlundered(seat, tuple(cards), loot, tuple(lost)))


def _keep_prompt(s: State, f: Any) -> Prompt:
    room = hold(s, f.seat) - len(s.seats[f.seat].cargo)
    return Prompt(f.seat, "keep_cargo", "PL6", cards=tuple(int(c) for c in f.options),
                  most=room)


step("keep_cargo", _keep_prompt)


def _deaths(s: State, b: Battle, out: Out) -> None:
    """DR1, NB8, CB5, NS11, RU9: the captains of sunk ships and of lost crew combats die (a
    card's fight kills only the seat, CB9)."""
    for side in (0, 1):
        f = b.sides[side]
        if f.seat < 0 or not s.seats[f.seat].alive:
            continue
        t = track(s, f)
        lost = b.winner == 1 - side and b.how == "crew"
        if t[HULL] <= 0 or lost:
            kill(s, out, f.seat, "crew" if lost else "sunk")
            if s.over:
                return
    if b.winner < 0 and b.how == "both_sunk":
        for f in b.sides:
            if f.slot >= 0 and s.slots[f.slot].zone >= 0 and b.why != "card":
                _npc_defeated(s, out, f.slot)
    emit(s, out, E.BattlePhase("close", ""))


step("battle", _battle_prompt, _battle_auto)
