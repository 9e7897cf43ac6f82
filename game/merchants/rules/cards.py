"""RM, MS, K45: rumours — gathered in port, checked by influence in port or by scouting at sea,
confirmed for a reward (and 1 glory) or false — and missions — taken at their port by
meeting a requirement, completed by their task (K45), rewarded with 1 glory — and the zone
rules a step's result triggers (K9). Card effects run through game.merchants.effects.
"""

from __future__ import annotations

from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _, ngettext
from game.core.referee import each_once
from game.merchants import events as E
from game.merchants import passives
from game.merchants.commands import (
    CheckRumour,
    Deliver,
    GatherRumour,
    KeepRumour,
    TakeMission,
    TaskTest,
)
from game.merchants.evolve import emit
from game.merchants.prompts import Prompt
from game.merchants.rules.base import Out, gain_glory, pay, rng, successes, test
from game.merchants.state import State
from game.merchants.table import REFEREE, step
from game.merchants.vocabulary import GOODS

# --- RM: rumours ----------------------------------------------------------------------------


def fee(s: State, seat: int) -> int:
    """RM1, K3 price(rumour_fee): 2 ducats (never below 0)."""
    return max(0, s.cat.prices.rumour_fee + passives.total(s, seat, "price", item="rumour_fee"))


def may_gather(s: State, seat: int) -> bool:
    """RM1: a rumour may be gathered for the fee while the deck holds a card."""
    return bool(s.rumour_deck) and s.seats[seat].ducats >= fee(s, seat)


def rumour_here(s: State, seat: int, skill: str) -> bool:
    """RM4, RM6: the seat's rumour names this place and this kind of test (influence in its
    zone's port, scouting at sea in its zone); a kept rumour is not checked again."""
    st = s.seats[seat]
    if st.rumour < 0 or any(x.card == st.rumour for x in s.standing):
        return False
    r = s.cat.rumour(st.rumour)
    return r.skill == skill and r.zone == st.zone and st.in_port == (skill == "influence")


def _shuffle_back(s: State, out: Out) -> None:
    """RM3, RU23: a discarded rumour is shuffled back into the deck at once."""
    order = s.rumour_deck[:]
    rng(s).shuffle(order)
    emit(s, out, E.DeckShuffled("rumours", tuple(reversed(order))))


@REFEREE.on("port", GatherRumour)
def _gather(s: State, p: Prompt, cmd: GatherRumour, out: Out) -> None:
    """RM1, RU22, K19: pay the fee (kept by the bank whatever the result) and test
    influence; on a success draw a rumour in secret (two, keeping one, with the ability)."""
    from game.merchants.rules.port import _open
    _open(s, out, p, cmd, "gather")
    seat = cmd.seat
    pay(s, out, seat, fee(s, seat), "rumour_fee")
    faces = test(s, out, seat, "influence", "rumour_gather")
    from game.merchants.rules import glory
    if glory.open_window(s, out, "after_own_roll:rumour_gather", (seat,), subject=seat,
                         then=("gather", str(seat)), faces=faces):
        return                                  # K4: a card may change the roll first
    gathered(s, out, seat, faces)


def gathered(s: State, out: Out, seat: int, faces: tuple[int, ...]) -> None:
    """RM1, RM2, K19: on a success a rumour drawn in secret (two, keeping one, with the
    ability)."""
    if not successes(faces):
        return
    n = 2 if any(e.op == "rumour_draw" for _src, e in _abilities(s, seat)) else 1
    for _i in range(min(n, len(s.rumour_deck))):
        emit(s, out, E.RumourGathered(seat, s.rumour_deck[-1]))


def _abilities(s: State, seat: int) -> list[tuple[str, Any]]:
    cap = s.seats[seat].captain
    if cap < 0:
        return []
    return [(ab.key, e) for ab in s.cat.captain(cap).abilities for e in ab.effects]


def _keep_prompt(s: State, f: Any) -> Prompt:
    return Prompt(f.seat, "keep_rumour", "RM2", cards=tuple(int(o) for o in f.options))


@REFEREE.on("keep_rumour", KeepRumour)
def _keep(s: State, p: Prompt, cmd: KeepRumour, out: Out) -> None:
    """RM2, RM3: one rumour is kept; the other goes back into the deck."""
    if cmd.card not in p.cards:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.RumourKept(cmd.seat, cmd.card, tuple(c for c in p.cards if c != cmd.card)))
    _shuffle_back(s, out)


step("keep_rumour", _keep_prompt)


@REFEREE.on("port", CheckRumour)
def _check_in_port(s: State, p: Prompt, cmd: CheckRumour, out: Out) -> None:
    from game.merchants.rules.port import _open
    _open(s, out, p, cmd, "check_rumour")
    check(s, out, cmd.seat)


def check(s: State, out: Out, seat: int) -> None:
    """RM5–RM9: the rumour shown to all and tested; false, it goes back; confirmed, a fight
    it names comes first (RM9), then its reward."""
    card = s.seats[seat].rumour
    r = s.cat.rumour(card)
    emit(s, out, E.RumourShown(seat, card))
    mods = ((r.id, r.dice),) if r.dice else ()
    if not successes(test(s, out, seat, r.skill, "rumour_check", mods)):
        emit(s, out, E.RumourReturned(seat, card, "false"))
        _shuffle_back(s, out)
        return
    from game.merchants import effects
    if r.follow_up:                     # the fight's frame holds no effects (effects.FIGHTS)
        effects.run(s, out, seat, card, "fight", "rumour_fight")
    else:
        effects.run(s, out, seat, card, "reward", "rumour")


def rumour_rewarded(s: State, out: Out, seat: int, card: int, ok: bool) -> None:
    """RM8, RM9: a confirmed rumour whose reward held earns 1 glory; its card goes back into
    the deck unless it is kept."""
    r = s.cat.rumour(card)
    if ok and s.seats[seat].alive:
        gain_glory(s, out, seat, "rumour")
    if (not r.kept or not ok) and s.seats[seat].rumour == card:
        emit(s, out, E.RumourReturned(seat, card, "confirmed" if ok else "false"))
        _shuffle_back(s, out)


# --- MS: missions ---------------------------------------------------------------------------


def missions_here(s: State, seat: int) -> bool:
    """MS3, MS4: a board mission lies at this port."""
    st = s.seats[seat]
    return any(s.cat.mission(m).place == st.zone for m in s.missions)


@REFEREE.on("port", TakeMission)
def _take(s: State, p: Prompt, cmd: TakeMission, out: Out) -> None:
    """MS3, MS4: try the requirement of a mission lying here (one try a Port action)."""
    from game.merchants.rules.port import _open
    if cmd.card not in s.missions or s.cat.mission(cmd.card).place != s.seats[cmd.seat].zone:
        raise REFEREE.refuse(s, p, cmd)
    m = s.cat.mission(cmd.card)
    if not passives.holds(s, cmd.seat, m.condition):
        raise REFEREE.refuse(s, p, cmd)
    _open(s, out, p, cmd, "mission")
    if m.requirement:
        from game.merchants import effects
        effects.run(s, out, cmd.seat, cmd.card, "requirement", "take_mission")
    else:
        requirement_met(s, out, cmd.seat, cmd.card, True)


@REFEREE.check(TakeMission)
def _why_not_take(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step != "port" or cmd.seat != p.seat:
        return None
    if "mission" in s.top.done or s.top.open == "mission":
        return RuleError("MS4", _("One try at a mission in a Port action."))
    if cmd.card not in s.missions:
        return RuleError("MS1", _("That mission is not on the board."))
    m = s.cat.mission(cmd.card)
    if m.place != s.seats[cmd.seat].zone:
        return RuleError("MS3", _("A mission is taken at the port its card names."))
    return RuleError("MS2", _("You do not meet this mission's requirement."))


def requirement_met(s: State, out: Out, seat: int, card: int, ok: bool) -> None:
    """MS3–MS6: on success the card is the seat's (an older one discarded) and a new one is
    laid at its port; on a failure it stays on the board."""
    if not ok or not s.seats[seat].alive or card not in s.missions:
        return
    emit(s, out, E.MissionTaken(seat, card, s.seats[seat].mission))
    _refill(s, out)
    from game.merchants.rules import glory
    others = [i for i in range(s.n) if i != seat]
    glory.open_window(s, out, "out_of_turn:mission_taken", glory.in_order(s, others),
                      subject=seat)


def _refill(s: State, out: Out) -> None:
    """MS1, MS3, RU48: a new mission drawn (the deck made anew from its discards when
    empty)."""
    if not s.mission_deck and s.mission_discard:
        order = s.mission_discard[:]
        rng(s).shuffle(order)
        emit(s, out, E.DeckShuffled("missions", tuple(order)))
    if s.mission_deck:
        emit(s, out, E.MissionPlaced(s.mission_deck[-1]))


def draw_mission_for(s: State, out: Out, seat: int) -> None:
    """K3 mission_draw: the seat takes the mission deck's top card as its own (MS5)."""
    if not s.mission_deck:
        return
    card = s.mission_deck[-1]
    emit(s, out, E.MissionPlaced(card))
    emit(s, out, E.MissionTaken(seat, card, s.seats[seat].mission))


def _task(s: State, seat: int) -> Any:
    m = s.seats[seat].mission
    return s.cat.mission(m).task if m >= 0 else None


def complete(s: State, out: Out, seat: int) -> None:
    """MS7: the task is done: its reward at once, then 1 glory."""
    from game.merchants import effects
    effects.run(s, out, seat, s.seats[seat].mission, "reward", "mission")


def mission_rewarded(s: State, out: Out, seat: int, card: int) -> None:
    if s.seats[seat].mission == card:
        emit(s, out, E.MissionEnded(seat, card, "completed"))
        gain_glory(s, out, seat, "mission")


def delivery_here(s: State, seat: int) -> bool:
    """K45 deliver: the seat's mission asks for goods in this port, and it holds them."""
    task = _task(s, seat)
    if task is None or task.op != "deliver":
        return False
    if s.cat.zone_index(task.get("port")) != s.seats[seat].zone:
        return False
    return len(deliverable(s, seat)) >= int(task.get("n"))


def deliverable(s: State, seat: int) -> tuple[int, ...]:
    """The seat's cargo cards the mission's delivery accepts."""
    task = _task(s, seat)
    good = task.get("good")
    return tuple(c for c in s.seats[seat].cargo
                 if good == "any" or GOODS[s.cat.good_of(c)] == good)


@REFEREE.on("port", Deliver)
def _deliver(s: State, p: Prompt, cmd: Deliver, out: Out) -> None:
    """K45 deliver: hand in exactly n cards of the good (discarded, not sold)."""
    from game.merchants.rules.port import _open
    _open(s, out, p, cmd, "deliver")
    task = _task(s, cmd.seat)
    if not each_once(cmd.cards, deliverable(s, cmd.seat)) or len(cmd.cards) != int(task.get("n")):
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.CargoDiscarded(cmd.seat, tuple(cmd.cards), "delivered"))
    complete(s, out, cmd.seat)


@REFEREE.check(Deliver)
def _why_not_deliver(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step != "port" or cmd.seat != p.seat:
        return None
    task = _task(s, cmd.seat)
    if task is None or task.op != "deliver":
        return RuleError("K45", _("Your mission asks for no delivery."))
    n = int(task.get("n"))
    return RuleError("K45", ngettext("Hand in exactly {n} card of the good the mission asks.",
                                     "Hand in exactly {n} cards of the good the mission asks.",
                                     n).format(n=n))


def port_entered(s: State, out: Out, seat: int) -> None:
    """K45 reach (within its game turns), visit (every named port), bring_modification: each
    completed the moment the ship enters the port."""
    task = _task(s, seat)
    if task is None:
        return
    st = s.seats[seat]
    zone = st.zone
    if task.op == "reach" and s.cat.zone_index(task.get("port")) == zone:
        complete(s, out, seat)
    elif task.op == "visit":
        ports = {s.cat.zone_index(z) for z in task.get("ports")}
        if ports <= set(st.visited):
            complete(s, out, seat)
    elif task.op == "bring_modification" and s.cat.zone_index(task.get("port")) == zone:
        from game.merchants.rules.ships import mod_kinds
        if task.get("kind") in mod_kinds(s, seat):
            complete(s, out, seat)


def released(s: State, out: Out, seat: int, nation: str) -> None:
    """K45 release_merchant: a merchant found in the named zone, given the named nation, let
    go."""
    task = _task(s, seat)
    if task is not None and task.op == "release_merchant" and task.get("nation") == nation \
            and s.cat.zone_index(task.get("zone")) == s.seats[seat].zone:
        complete(s, out, seat)


def defeated(s: State, out: Out, seat: int, slot: int) -> None:
    """K45 defeat: the seat beat the named slot's NPC."""
    from game.merchants.vocabulary import SLOTS
    task = _task(s, seat)
    if task is not None and task.op == "defeat" and SLOTS.index(task.get("slot")) == slot:
        complete(s, out, seat)


def test_here(s: State, seat: int) -> str:
    """K45 test_at / win_crew_combat: "port" when the mission's test is a Port step here,
    "scout" when it is a Scout action here (at sea), "" otherwise."""
    task = _task(s, seat)
    st = s.seats[seat]
    if task is None:
        return ""
    if task.op == "win_crew_combat":
        return "scout" if not st.in_port else ""
    if task.op != "test_at" or s.cat.zone_index(task.get("where")) != st.zone:
        return ""
    if task.get("skill") == "scouting":
        return "scout" if not st.in_port else ""
    return "port" if st.in_port else ""


def mission_test(s: State, out: Out, seat: int) -> None:
    """K45 test_at: the test; a success completes the mission (a failure may be tried
    again later). win_crew_combat: the fight begins (CB9)."""
    task = _task(s, seat)
    if task.op == "win_crew_combat":
        from game.merchants import effects
        effects.run(s, out, seat, s.seats[seat].mission, "task", "mission_fight")
        return
    extra = int(task.get("dice", 0))
    mods = (("mission", extra),) if extra else ()
    if successes(test(s, out, seat, task.get("skill"), "mission_test", mods)):
        complete(s, out, seat)


@REFEREE.on("port", TaskTest)
def _task_in_port(s: State, p: Prompt, cmd: TaskTest, out: Out) -> None:
    """K45 test_at: the mission's test as a Port-action step at its port."""
    from game.merchants.rules.port import _open
    _open(s, out, p, cmd, "task")
    mission_test(s, out, cmd.seat)


def expire(s: State, out: Out, event: int = -1) -> None:
    """K33: missions whose game turns ran out (at the end of a game turn), or whose named
    event was just drawn, are lost."""
    for i, st in enumerate(s.seats):
        if st.mission < 0:
            continue
        m = s.cat.mission(st.mission)
        late = m.limit_turns and event < 0 and s.game_turn - st.mission_since >= m.limit_turns
        reach = m.task.op == "reach" and event < 0 and \
            s.game_turn - st.mission_since >= int(m.task.get("within"))
        named = event >= 0 and m.limit_event and m.limit_event == s.cat.event(event).id
        if late or reach or named:
            emit(s, out, E.MissionEnded(i, st.mission, "expired"))


def triggered(s: State, out: Out, seat: int, result: str) -> None:
    """K3, K9: a zone rule conditioned on the step's result."""
    from game.merchants import effects
    effects.triggered(s, out, seat, result)
