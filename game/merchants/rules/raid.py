"""MR5–MR16: the merchant raid — three cards face up, a seamanship test, weapons turning dice
into successes, successes spent drawing, discarding or exchanging cards; then the hits, the
escape and the loot.
"""

from __future__ import annotations

from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _
from game.core.referee import each_once
from game.merchants import events as E
from game.merchants import passives
from game.merchants.commands import Cancel, Convert, Keep, Spend
from game.merchants.evolve import emit
from game.merchants.prompts import Prompt
from game.merchants.rules.base import (
    SUCCESS,
    Out,
    cargo_top,
    gain_glory,
    hit_seat,
    kill,
    raise_bounty,
    test,
    used_up,
)
from game.merchants.rules.ships import HULL, hold, manoeuvrability, mod_kinds
from game.merchants.state import State
from game.merchants.table import REFEREE, step
from game.merchants.vocabulary import ROLLED

RAID_CARDS = 3          # MR7
BIG_RAID = 12           # MR14


def declare(s: State, out: Out, seat: int, nation: str) -> None:
    """MR4, MR5: the raid; the chosen nation's bounty at once."""
    emit(s, out, E.RaidDeclared(seat, nation))
    raise_bounty(s, out, seat, nation, "raid")


def words_once(words: tuple[str, ...], allowed: tuple[str, ...]) -> bool:
    """A command's list of words: each one of `allowed`, none twice."""
    return all(type(w) is str and w in allowed for w in words) and len(set(words)) == len(words)


def _draw(s: State, out: Out, n: int) -> bool:
    cards = cargo_top(s, out, n)
    if cards:
        emit(s, out, E.RaidCardsDrawn(cards))
    return bool(cards)


def _raid_auto(s: State, f: Any, out: Out) -> None:
    seat = f.seat
    if f.phase == "draw":                                   # MR7
        if not _draw(s, out, RAID_CARDS):
            emit(s, out, E.RaidPhase(seat, "roll"))
        return
    if f.phase == "roll":                                   # MR8
        test(s, out, seat, "seamanship", "raid")
        return
    if f.phase == "convert":                                # MR9
        if _pending(s, f, out):
            return
        emit(s, out, E.RaidPhase(seat, "spend"))
        return
    if f.phase == "spend":                                  # MR10: no success left
        from game.merchants.rules import glory
        if glory.raid_moment(s, out, f, "after_spend"):
            return
        emit(s, out, E.RaidPhase(seat, "hits"))
        return
    if f.phase == "hits":
        _resolve(s, out, f, cancel="")


def _planking(s: State, seat: int) -> bool:
    """MD8, RU26: an unflipped Doubled Planking may cancel one hit of the raid."""
    return "doubled_planking" in mod_kinds(s, seat) and not s.seats[seat].planking


def hits_of(s: State, cards: list[int]) -> list[str]:
    return [s.cat.cargo[c].symbol for c in cards if s.cat.cargo[c].symbol in ROLLED]


def _resolve(s: State, out: Out, f: Any, cancel: str) -> None:
    """MR11–MR14: every hit symbol left is a hit (HL4–HL6); a sunk ship kills the captain; any
    other destroyed location fails the raid; escapes ≥ manoeuvrability let the merchant go;
    else the loot, and 1 glory at 12 or more."""
    seat = f.seat
    hits = hits_of(s, f.cards)
    if cancel:
        hits.remove(cancel)
        emit(s, out, E.PlankingFlipped(seat, cancel))
    for loc in hits:
        hit_seat(s, out, seat, loc, "raid")
    st = s.seats[seat]
    if st.track[HULL] <= 0:
        emit(s, out, E.RaidEnded(seat, "sunk", 0))
        kill(s, out, seat, "sunk")
        return
    if any(v <= 0 for v in st.track):
        emit(s, out, E.RaidEnded(seat, "destroyed", 0))
        return
    escapes = sum(1 for c in f.cards if s.cat.cargo[c].symbol == "escape")
    if escapes >= manoeuvrability(s, seat):
        emit(s, out, E.RaidEnded(seat, "escaped", 0))
        return
    loot = sum(s.cat.cargo[c].loot for c in f.cards)
    for _src, eff in passives.passives(s, seat, "loot_bonus"):
        if eff.get("nation") in (None, f.nation):
            loot += int(eff.get("n"))
    emit(s, out, E.RaidEnded(seat, "success", loot))
    used_up(s, out, seat, "loot_bonus", lambda e: e.get("nation") in (None, f.nation))
    if loot >= BIG_RAID:
        gain_glory(s, out, seat, "raid")


def _ability(s: State, seat: int) -> str:
    """K19: a captain's raid:after_roll ability (one more raid success)."""
    cap = s.seats[seat].captain
    for ab in s.cat.captain(cap).abilities if cap >= 0 else ():
        if ab.when == "raid:after_roll" and any(e.op == "convert_die_to_success"
                                                for e in ab.effects):
            return ab.key
    return ""


def _pending(s: State, f: Any, out: Out | None) -> bool:
    """MR9, K19, K4: after the roll, the captain's ability and then the raid:after_roll
    cards come before the weapons (True while one is pending; applied when `out`)."""
    from game.merchants.rules import glory
    key = _ability(s, f.seat)
    if key and f"ability:{key}" not in f.windows:
        if out is not None:
            idx = [i for i, x in enumerate(f.faces) if x < SUCCESS]
            emit(s, out, E.DieConverted(f.seat, idx[0] if idx else -1, f"ability:{key}"))
        return True
    if "raid:after_roll" not in f.windows and glory.playable(s, f.seat, "raid:after_roll"):
        if out is not None:
            glory.raid_moment(s, out, f, "after_roll")
        return True
    return False


def _raid_prompt(s: State, f: Any) -> Prompt | None:
    seat = f.seat
    if f.phase == "convert" and _pending(s, f, None):
        return None
    if f.phase == "spend" and f.left <= 0:
        return None
    if f.phase == "convert":
        weapons = tuple(s.seats[seat].weapons)
        if weapons and any(x < SUCCESS for x in f.faces):
            return Prompt(seat, "raid_convert", "MR9", options=weapons, dice=tuple(f.faces))
        return None
    if f.phase == "spend" and f.left > 0:
        return Prompt(seat, "raid_spend", "MR10", cards=tuple(f.cards), count=f.left,
                      flag=bool(s.cargo_deck or s.cargo_discard))
    if f.phase == "hits" and _planking(s, seat) and hits_of(s, f.cards):
        return Prompt(seat, "cancel", "MD8", options=tuple(dict.fromkeys(hits_of(s, f.cards))),
                      steps=("doubled_planking",))
    if f.phase == "keep":
        room = hold(s, seat) - len(s.seats[seat].cargo)
        return Prompt(seat, "keep_cargo", "MR13", cards=tuple(f.cards), most=room)
    return None


@REFEREE.on("raid_convert", Convert)
def _convert(s: State, p: Prompt, cmd: Convert, out: Out) -> None:
    """MR9, SW5: each weapon discarded turns one die of the roll into a success."""
    f = s.top
    weapons, dice = tuple(cmd.weapons), tuple(cmd.dice)
    if len(weapons) != len(dice) or not words_once(weapons, p.options) \
            or not each_once(dice, [i for i, x in enumerate(f.faces) if x < SUCCESS]):
        raise REFEREE.refuse(s, p, cmd)
    for w, i in zip(weapons, dice, strict=True):
        emit(s, out, E.DieConverted(cmd.seat, i, w))
    emit(s, out, E.RaidPhase(cmd.seat, "spend"))


@REFEREE.check(Convert)
def _why_not_convert(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step == "raid_convert" and cmd.seat == p.seat:
        return RuleError("SW5", _("Discard weapons you hold, each turning one die that is "
                                  "not a success into one."))
    return None


@REFEREE.on("raid_spend", Spend)
def _spend(s: State, p: Prompt, cmd: Spend, out: Out) -> None:
    """MR10: one success at a time — draw a card, discard one, exchange one, or stop (the
    rest are lost)."""
    how = cmd.how
    if how == "stop":
        emit(s, out, E.RaidSpent(cmd.seat, "stop", -1))
        return
    if how == "draw" and p.flag:
        emit(s, out, E.RaidSpent(cmd.seat, "draw", -1))
        _draw(s, out, 1)
        return
    if how in ("discard", "exchange") and cmd.card in p.cards:
        emit(s, out, E.RaidSpent(cmd.seat, how, cmd.card))
        if how == "exchange":
            _draw(s, out, 1)
        return
    raise REFEREE.refuse(s, p, cmd)


@REFEREE.check(Spend)
def _why_not_spend(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step == "raid_spend" and cmd.seat == p.seat:
        return RuleError("MR10", _("Spend a success to draw a card, or to discard or exchange "
                                   "one of the face-up cards."))
    return None


@REFEREE.on("cancel", Cancel)
def _cancel(s: State, p: Prompt, cmd: Cancel, out: Out) -> None:
    """MD8, RU26: flip the planking to cancel one of the raid's hits, or not."""
    f = s.top
    if f.kind != "raid":
        from game.merchants.rules import battle
        battle.cancel(s, p, cmd, out)
        return
    if cmd.location and cmd.location not in p.options:
        raise REFEREE.refuse(s, p, cmd)
    _resolve(s, out, f, cancel=cmd.location)


@REFEREE.on("keep_cargo", Keep)
def _keep(s: State, p: Prompt, cmd: Keep, out: Out) -> None:
    """MR13, PL6, RU62: keep face-up cards within the hold (at sea PT6 does not apply),
    throwing own cargo overboard to make room if wished."""
    seat = cmd.seat
    cards, over = tuple(cmd.cards), tuple(cmd.overboard)
    if not each_once(cards, p.cards) or not each_once(over, s.seats[seat].cargo) \
            or len(cards) > p.most + len(over):
        raise REFEREE.refuse(s, p, cmd)
    left = tuple(c for c in p.cards if c not in cards)
    emit(s, out, E.LootKept(seat, cards, over, left))


@REFEREE.check(Keep)
def _why_not_keep(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step == "keep_cargo" and cmd.seat == p.seat:
        return RuleError(p.clause, _("Keep only what your hold has room for."))
    return None


step("raid", _raid_prompt, _raid_auto)
