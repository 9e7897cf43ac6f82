"""K3: the standing modifiers in force for a seat — its zone's rule (K9), its captain's passive
abilities (K19), its specialists (K31) and the events and cards whose effects last a while
(`State.standing`) — and the conditions that switch them on.

The rules ask one question each ("how many dice does this recruiting test get?", "what does
a card of this good sell for here?") and this module answers it from the content alone; no
rule names a card, a captain or a zone.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from game.merchants.cards import Condition, Effect
from game.merchants.vocabulary import NATIONS, OPS

if TYPE_CHECKING:
    from game.merchants.state import State

#: DT2: a dice_mod for "scout" counts for every kind of scouting
CONTEXT_GROUPS = {"scout_player": "scout", "scout_npc": "scout", "scout_merchant": "scout"}


def holds(s: State, seat: int, cond: Condition, result: str = "") -> bool:
    """K3: every predicate of `cond` holds for `seat` now (`result`: the step just taken)."""
    if not cond:
        return True
    st = s.seats[seat]
    cat = s.cat
    for key, want in cond.items():
        if key == "in_port":
            ok = st.in_port == want
        elif key == "zone":
            ok = st.zone >= 0 and cat.zones[st.zone].id in want
        elif key == "port_nation":
            ok = st.in_port and cat.zones[st.zone].flag == want
        elif key == "home_port":
            ok = (st.in_port and st.captain >= 0
                  and cat.captain(st.captain).home == st.zone) == want
        elif key == "ship":
            ok = st.ship in want
        elif key == "bounty":
            ok = _wanted(st.bounty, want)
        elif key == "no_bounty":
            ok = not _wanted(st.bounty, "any" if want == "all" else want)
        elif key == "war":
            ok = bool(s.wars) if want == "any" else tuple(sorted(want)) in s.wars
        elif key == "own_nation_at_war":
            from game.merchants.state import nation_of
            mine = nation_of(s, seat)
            ok = any(mine in pair for pair in s.wars) == want
        elif key == "result":
            ok = result == want
        else:                                   # the loader knows every predicate
            ok = False
        if not ok:
            return False
    return True


def _wanted(bounty: list[int], want: Any) -> bool:
    if want == "any":
        return any(bounty)
    if want == "all":
        return all(bounty)
    return bounty[NATIONS.index(want)] > 0


def passives(s: State, seat: int, op: str) -> Iterator[tuple[str, Effect]]:
    """Every passive effect with operation `op` in force for `seat`, with its source's name
    (a zone rule's id, a captain's ability key, a card's code)."""
    cat = s.cat
    st = s.seats[seat] if seat >= 0 else None
    if st is not None and st.zone >= 0:
        rule = cat.rule(st.zone)
        if rule is not None and rule.kind == "effects" and not rule.condition and (
                rule.where == "zone" or (rule.where == "port") == st.in_port):
            for eff in rule.effects:
                if eff.op == op:
                    yield rule.id, eff
    if st is not None and st.captain >= 0:
        for ab in cat.captain(st.captain).abilities:
            if ab.when == "passive" and holds(s, seat, ab.condition):
                for eff in ab.effects:
                    if eff.op == op:
                        yield ab.key, eff
    if st is not None:
        for card in st.specialists:
            g = cat.glory(card)
            for eff in g.effects:
                if eff.op == op and OPS[op].passive:
                    yield g.id, eff
    for x in s.standing:
        if x.seat >= 0 and x.seat != seat:
            continue
        eff = cat.effect_at(x.card, x.part, x.path)
        if eff.op == op:
            yield cat.source_code(x.card), eff


def dice_mods(s: State, seat: int, context: str) -> tuple[tuple[str, int], ...]:
    """DT2: the dice modifiers of a test in `context` for `seat` (source, ±n)."""
    group = CONTEXT_GROUPS.get(context, "")
    return tuple((src, int(eff.get("n"))) for src, eff in passives(s, seat, "dice_mod")
                 if eff.get("context") in (context, group))


def total(s: State, seat: int, op: str, **match: Any) -> int:
    """The sum of the `n` of every passive `op` in force whose parameters equal `match`."""
    return sum(int(eff.get("n", 0)) for _src, eff in passives(s, seat, op)
               if all(eff.get(k) == v for k, v in match.items()))


def any_of(s: State, seat: int, op: str, **match: Any) -> bool:
    return any(all(eff.get(k) == v for k, v in match.items())
               for _src, eff in passives(s, seat, op))
