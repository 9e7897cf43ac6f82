"""A, MV, SC, ZR1: a seat's actions — Move, Scout, and the start of a Port action — and what
they trigger: the haven's toll (ZR1), the cargo thrown overboard on leaving port (MV4), NPC
scouting on entering a zone (MV3), a battle with what was found (SC3), a merchant (SC4).
"""

from __future__ import annotations

from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _, ngettext
from game.core.referee import each_once
from game.merchants import events as E
from game.merchants.commands import BeginPort, Discard, Haven, Merchant, Move, Overboard, Scout
from game.merchants.evolve import emit
from game.merchants.prompts import Prompt
from game.merchants.rules import npc, port
from game.merchants.rules.base import (
    Out,
    closed,
    pay,
    raise_bounty,
    successes,
    test,
)
from game.merchants.rules.ships import destroyed, hold
from game.merchants.state import State, nation_of, scout_key
from game.merchants.table import REFEREE, step


def moves(s: State, seat: int) -> tuple[tuple[int, bool], ...]:
    """MV1, MV2: where one Move takes the ship — from sea to an adjacent zone's sea or into
    this zone's port (unless closed, BN7; a haven lets the wanted in for a toll, ZR1); from
    port out to this zone's sea."""
    st = s.seats[seat]
    if st.in_port:
        return ((st.zone, False),)
    out = [(z, False) for z in s.cat.zones[st.zone].adjacent]
    if s.cat.zones[st.zone].port and (not closed(s, seat, st.zone) or haven(s, st.zone)):
        out.append((st.zone, True))
    return tuple(out)


def haven(s: State, zone: int) -> bool:
    rule = s.cat.rule(zone)
    return rule is not None and rule.kind == "haven"


def targets(s: State, seat: int) -> tuple[str, ...]:
    """SC1, SC5, SC6, RU14, RU15: what a Scout may name — a rival ship at sea in the zone, an
    NPC there, the zone's merchant (not with a destroyed location), a rumour to check by
    scouting here — each once a turn; only from sea."""
    st = s.seats[seat]
    if st.in_port:
        return ()
    out = [f"seat:{i}" for i, x in enumerate(s.seats)
           if i != seat and x.alive and x.zone == st.zone and not x.in_port]
    out += [f"npc:{i}" for i, sl in enumerate(s.slots) if sl.zone == st.zone]
    if s.merchant_at[st.zone] >= 0 and not destroyed(s, seat):
        out.append("merchant")
    from game.merchants.rules.cards import rumour_here, test_here
    if rumour_here(s, seat, "scouting"):
        out.append("rumour")
    if test_here(s, seat) == "scout":
        out.append("mission")
    return tuple(t for t in out if scout_key(s, seat, t) not in s.scouted)


def port_allowed(s: State, seat: int) -> bool:
    """PT1, RU16: in port, once a turn, not where the captain is wanted (home and the haven
    excepted)."""
    st = s.seats[seat]
    return (st.in_port and not s.port_done
            and (not closed(s, seat, st.zone) or haven(s, st.zone)))


def free_kind(s: State, seat: int, kind: str) -> str:
    """K3 free_action, K19: how an action of `kind` may cost nothing this turn — a granted
    one ("granted"), an unused once-a-turn ability of the captain (its key), or "" (none)."""
    if kind in s.free:
        return "granted"
    cap = s.seats[seat].captain
    if cap < 0:
        return ""
    for ab in s.cat.captain(cap).abilities:
        if ab.when == "own_turn" and any(e.op == "free_action" and e.get("kind") == kind
                                         for e in ab.effects):
            key = f"{ab.key}@turn"
            if key not in s.seats[seat].used:
                return key
    return ""


def _actions_prompt(s: State, _f: Any) -> Prompt | None:
    seat = s.active
    st = s.seats[seat]
    if not st.alive:
        return None
    n = s.actions
    mv = moves(s, seat)
    if n <= 0:
        port_free = free_kind(s, seat, "port_move")
        sea_free = free_kind(s, seat, "move")
        mv = tuple(m for m in mv if (m[1] != st.in_port and port_free)
                   or (m[1] == st.in_port and sea_free))
    tg = targets(s, seat) if n > 0 or free_kind(s, seat, "scout") else ()
    can_port = (n > 0 or bool(free_kind(s, seat, "port"))) and port_allowed(s, seat)
    from game.merchants.rules.glory import hireable, playable
    return Prompt(seat, "actions", "A1", moves=mv, targets=tg, flag=can_port,
                  cards=tuple(st.cargo), count=n, glory=playable(s, seat, "own_turn"),
                  hire=hireable(s, seat, False))


def spend(s: State, out: Out, seat: int, kind: str) -> bool:
    """A1, K3: an action of this kind is taken — free when a granted action or an ability
    covers it (that is used first: it would be lost at the turn's end), else it costs one of
    the turn's actions (True)."""
    how = free_kind(s, seat, kind)
    if not how:
        return True
    emit(s, out, E.FreeActionUsed(seat, kind, "" if how == "granted" else how))
    return False


def _actions_auto(s: State, _f: Any, out: Out) -> None:
    """ST3, DR5: a captain who died in its own turn ends that turn at once."""
    emit(s, out, E.SeatTurnEnded(s.active))


step("actions", _actions_prompt, _actions_auto)


# --- MV: Move -------------------------------------------------------------------------------


@REFEREE.on("actions", Move)
def _move(s: State, p: Prompt, cmd: Move, out: Out) -> None:
    if (cmd.zone, cmd.port) not in p.moves:
        raise REFEREE.refuse(s, p, cmd)
    seat = cmd.seat
    st = s.seats[seat]
    if cmd.port and st.pirate and haven(s, cmd.zone) \
            and s.cat.captain(st.captain).home != cmd.zone:     # ZR1, RU10: any bounty
        emit(s, out, E.ChoiceAsked(seat, "haven", _haven_options(s, seat, tested=False), 0))
        return
    kind = "port_move" if cmd.port != st.in_port else "move"
    move_ship(s, out, seat, cmd.zone, cmd.port, action=spend(s, out, seat, kind))


def move_ship(s: State, out: Out, seat: int, zone: int, in_port: bool, action: bool) -> None:
    """MV1, MV3, MV4, MV6: the ship moves; leaving port with too much cargo asks what goes
    overboard; entering a zone's sea area lets its hostile NPCs scout the ship."""
    st = s.seats[seat]
    leaving = st.in_port and not in_port
    emit(s, out, E.ShipMoved(seat, zone, in_port, action))
    if in_port:
        from game.merchants.rules.cards import port_entered
        port_entered(s, out, seat)
        return
    from game.merchants.rules import glory
    others = [i for i, x in enumerate(s.seats) if i != seat and x.alive and x.zone == zone
              and not x.in_port]
    glory.open_window(s, out, "out_of_turn:ship_enters_zone", glory.in_order(s, others),
                      subject=seat)               # K4 (after the NPCs below)
    npc.scout_on_entry(s, out, seat)          # MV3 (it waits for the discard below)
    excess = len(st.cargo) - hold(s, seat)
    if leaving and excess > 0:
        emit(s, out, E.ChoiceAsked(seat, "leave_cargo", (), excess))


@REFEREE.check(Move)
def _why_not_move(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """A1, MV1, MV2."""
    if p.step != "actions" or cmd.seat != p.seat:
        return None
    st = s.seats[cmd.seat]
    if p.count <= 0:
        return RuleError("A1", _("No actions are left this turn."))
    if type(cmd.zone) is not int or not 0 <= cmd.zone < len(s.cat.zones):
        return RuleError("MV1", _("There is no such zone."))
    if cmd.port and cmd.zone == st.zone and not st.in_port:
        return RuleError("MV2", _("This port is closed to you: its nation has a bounty on "
                                  "your captain."))
    if st.in_port:
        return RuleError("MV1", _("From a port, a Move takes you out to its sea first."))
    return RuleError("MV1", _("A Move goes to a bordering zone, or into this zone's port."))


def _haven_options(s: State, seat: int, tested: bool) -> tuple[str, ...]:
    toll = s.cat.rules[s.cat.rule_of[s.seats[seat].zone]].toll
    opts = ("pay",) if s.seats[seat].ducats >= toll else ()
    return opts + (() if tested else ("test",)) + ("back",)


def _haven_prompt(s: State, f: Any) -> Prompt:
    return Prompt(f.seat, "haven", "ZR1", options=f.options)


@REFEREE.on("haven", Haven)
def _haven(s: State, p: Prompt, cmd: Haven, out: Out) -> None:
    """ZR1, RU10: a wanted captain enters the haven's port by paying the toll or passing an
    influence test; after a failed test it may still pay; else the Move is spent."""
    if cmd.choice not in p.options:
        raise REFEREE.refuse(s, p, cmd)
    seat = cmd.seat
    zone = s.seats[seat].zone
    rule = s.cat.rules[s.cat.rule_of[zone]]
    if cmd.choice == "pay":
        pay(s, out, seat, rule.toll, "toll")
    elif cmd.choice == "test":
        if not successes(test(s, out, seat, rule.test, "haven")):
            emit(s, out, E.ChoiceMade(seat, "haven", "failed"))
            emit(s, out, E.ChoiceAsked(seat, "haven", _haven_options(s, seat, True), 0))
            return
    else:
        emit(s, out, E.EntryRefused(seat))
        return
    move_ship(s, out, seat, zone, True, action=spend(s, out, seat, "port_move"))


step("haven", _haven_prompt)


def _leave_prompt(s: State, f: Any) -> Prompt:
    return Prompt(f.seat, f.what, "MV4" if f.what == "leave_cargo" else "PL3",
                  cards=tuple(s.seats[f.seat].cargo), count=f.count)


@REFEREE.on("leave_cargo", Discard)
@REFEREE.on("hold_cargo", Discard)
def _leave_cargo(s: State, p: Prompt, cmd: Discard, out: Out) -> None:
    """MV4, PL3, RU13: the owner chooses the cargo thrown overboard, exactly the excess."""
    if not each_once(cmd.cards, p.cards) or len(cmd.cards) != p.count:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.CargoDiscarded(cmd.seat, tuple(cmd.cards), "leave"))


@REFEREE.check(Discard)
def _why_not_discard(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step in ("leave_cargo", "hold_cargo") and cmd.seat == p.seat:
        return RuleError(p.clause, ngettext(
            "Throw exactly {n} cargo card overboard.",
            "Throw exactly {n} cargo cards overboard.", p.count).format(n=p.count))
    return None


step("leave_cargo", _leave_prompt)
step("hold_cargo", _leave_prompt)


@REFEREE.on("actions", Overboard)
def _overboard(s: State, p: Prompt, cmd: Overboard, out: Out) -> None:
    """BY7, RU62: cargo thrown from the hold in one's own turn."""
    if not each_once(cmd.cards, p.cards) or not cmd.cards:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.CargoDiscarded(cmd.seat, tuple(cmd.cards), "overboard"))


# --- PT1: the Port action -------------------------------------------------------------------


@REFEREE.on("actions", BeginPort)
def _begin_port(s: State, p: Prompt, cmd: BeginPort, out: Out) -> None:
    if not p.flag:
        raise REFEREE.refuse(s, p, cmd)
    port.begin(s, out, cmd.seat, action=spend(s, out, cmd.seat, "port"))


@REFEREE.check(BeginPort)
def _why_not_port(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """PT1, A1, RU16."""
    if p.step != "actions" or cmd.seat != p.seat:
        return None
    st = s.seats[cmd.seat]
    if not st.in_port:
        return RuleError("PT1", _("A Port action is taken in port."))
    if s.port_done:
        return RuleError("A1", _("One Port action a turn."))
    if p.count <= 0:
        return RuleError("A1", _("No actions are left this turn."))
    return RuleError("PT1", _("This port is closed to you: its nation has a bounty on your "
                              "captain."))


# --- SC: Scout ------------------------------------------------------------------------------


@REFEREE.on("actions", Scout)
def _scout(s: State, p: Prompt, cmd: Scout, out: Out) -> None:
    if cmd.target not in p.targets:
        raise REFEREE.refuse(s, p, cmd)
    seat = cmd.seat
    kind, _sep, rest = cmd.target.partition(":")
    action = spend(s, out, seat, "scout")
    if kind == "rumour":
        from game.merchants.rules.cards import check
        emit(s, out, E.Scouted(seat, cmd.target, True, action))
        check(s, out, seat)
        return
    if kind == "mission":
        from game.merchants.rules.cards import mission_test
        emit(s, out, E.Scouted(seat, cmd.target, True, action))
        mission_test(s, out, seat)
        return
    context = {"seat": "scout_player", "npc": "scout_npc"}.get(kind, "scout_merchant")
    faces = test(s, out, seat, "scouting", context)
    found = successes(faces) > 0
    emit(s, out, E.Scouted(seat, cmd.target, found, action))
    if not found:
        return
    zone = s.seats[seat].zone
    if kind == "merchant":
        token = s.merchant_at[zone]
        emit(s, out, E.MerchantFound(seat, zone, token))
        emit(s, out, E.ChoiceAsked(seat, "merchant", merchant_nations(s, zone, token), 0))
        return
    target = int(rest)
    from game.merchants.rules import battle, glory
    if kind == "seat":
        if glory.open_window(s, out, "out_of_turn:scouted", (target,), subject=target,
                             then=("scout", str(seat), "-1", str(target), str(zone)),
                             faces=faces):
            return                              # K4: "you are scouted" first
        attack_seat(s, out, seat, target, zone)
    else:
        if not npc.pirate(target):              # NS6, BN2a: a flagship
            raise_bounty(s, out, seat, npc.nation(target), "attack")
        battle.begin(s, out, zone, attacker=seat, defender_slot=target, why="scout")


@REFEREE.check(Scout)
def _why_not_scout(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """SC1, SC5, SC6, RU14, RU15, A1."""
    if p.step != "actions" or cmd.seat != p.seat:
        return None
    st = s.seats[cmd.seat]
    if p.count <= 0:
        return RuleError("A1", _("No actions are left this turn."))
    if st.in_port:
        return RuleError("SC1", _("Scouting is done at sea, not from a port."))
    if isinstance(cmd.target, str) and scout_key(s, cmd.seat, cmd.target) in s.scouted:
        return RuleError("SC5", _("You have scouted that target this turn already."))
    if cmd.target == "merchant" and s.merchant_at[st.zone] >= 0 and destroyed(s, cmd.seat):
        return RuleError("SC6", _("A ship with a destroyed location cannot raid a merchant."))
    return RuleError("SC1", _("Scout a ship, an NPC or a merchant at sea in your zone."))


def attack_seat(s: State, out: Out, seat: int, target: int, zone: int) -> None:
    """SC3, BN2a, BN4: a found player is attacked at once — a non-pirate's nation sets its
    bounty on the attacker first."""
    from game.merchants.rules import battle
    if not s.seats[target].pirate:
        raise_bounty(s, out, seat, nation_of(s, target), "attack")
    battle.begin(s, out, zone, attacker=seat, defender=target, why="scout")


def merchant_nations(s: State, zone: int, token: int) -> tuple[str, ...]:
    """MR3: the merchant's nation is, at the scout's choice, the token's flag or the zone's
    port's (the Caribbean Sea: the token's only)."""
    flags = [s.cat.merchant_flag(token)]
    port_flag = s.cat.zones[zone].flag
    if port_flag and port_flag not in flags:
        flags.append(port_flag)
    return tuple(flags)


def _merchant_prompt(s: State, f: Any) -> Prompt:
    return Prompt(f.seat, "merchant", "MR4", options=f.options,
                  flag=not destroyed(s, f.seat))


@REFEREE.on("merchant", Merchant)
def _merchant(s: State, p: Prompt, cmd: Merchant, out: Out) -> None:
    """MR4, MR5: raid (the chosen nation's bounty at once) or let it sail away."""
    if cmd.nation not in p.options or type(cmd.raid) is not bool or (cmd.raid and not p.flag):
        raise REFEREE.refuse(s, p, cmd)
    if not cmd.raid:
        emit(s, out, E.MerchantReleased(cmd.seat, cmd.nation))
        from game.merchants.rules.cards import released
        released(s, out, cmd.seat, cmd.nation)
        return
    from game.merchants.rules import raid
    raid.declare(s, out, cmd.seat, cmd.nation)


@REFEREE.check(Merchant)
def _why_not_merchant(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step == "merchant" and cmd.seat == p.seat and cmd.nation not in p.options:
        return RuleError("MR3", _("The merchant flies the token's flag or the port's."))
    return None


step("merchant", _merchant_prompt)
