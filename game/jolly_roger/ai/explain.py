"""Why a hint says what it says: one reason for a command, judged from the player's own view.

`explain(view, prompt, cmd, cat)` returns a `Reason` — a key naming the kind of reason and its
parameters (numbers, seats, card ids, rules keys such as "fort" or "cannons") — or None when
no short reason fits. The words belong to the app: scenes/jolly_roger/advice.py turns a
Reason into one translated sentence ("The Fort needs 2 more cannons and you hold 3"). Only
the view, the prompt and public card facts are read (DA8): a reason never tells the player
anything their own screen does not show. No pygame here.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from game.jolly_roger import commands as K
from game.jolly_roger.ai.knowledge import Knowledge
from game.jolly_roger.cards import ATTACK_KINDS, SKILLS, Catalogue
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.state import hand_limit
from game.jolly_roger.view import View
from game.jolly_roger.words import promise_kind

#: Every reason key `explain` may return (the app has one sentence for each).
KINDS = (
    "attack_need", "attack_chance", "attack_short", "attack_enough", "attack_hopeless",
    "attack_keep",
    "destination_chance", "destination_port", "destination_island",
    "appoint_promise", "appoint_hand", "mutiny_call", "mutiny_need", "mutiny_stay",
    "prize_best", "share_even", "bury_risk", "discard_limit", "victim_cards", "victim_gold",
    "punish_hoard", "bribe_accept", "bribe_refuse", "promise_loot", "offer_swing",
    "cash_in", "exchange_rum",
)


class Reason(NamedTuple):
    """`key`: one of KINDS. `params`: name → value; by name, "name"/"who" are seats, "card" a
    card id, "kind", "skill" and "side" rules keys ("fort", "cannons", "mutineer"), the rest
    numbers ("count" also picks a sentence's plural form)."""

    key: str
    params: dict[str, Any]


def explain(view: View, p: Prompt, cmd: Any, cat: Catalogue) -> Reason | None:
    """The reason for `cmd` as an answer to `p`, from `view` (the player's own) alone."""
    kn = Knowledge.of(cat)
    t = type(cmd)
    if t is K.PlayCards and not cmd.side and p.step == "attack":
        return _attack_play(view, cmd, kn)
    if t is K.Pass and p.step == "attack" and view.destination_kind in ATTACK_KINDS:
        return _attack_pass(view, kn)
    if t is K.ChooseDestination:
        return _destination(view, cmd, kn)
    if t is K.Appoint:
        return _appoint(view, cmd)
    if t is K.CallMutiny:
        return _mutiny_call(view, kn)
    if t is K.PlayCards and cmd.side:
        return _mutiny_play(view, cmd)
    if (t is K.Pass and p.step == "mutiny" and view.prizes[view.seat]
            and view.mutiny_sides[view.seat] == "neutral"):
        at_risk = len(view.prizes[view.seat])
        return Reason("mutiny_stay", {"count": at_risk})
    if t is K.TakePrize:
        return Reason("prize_best", {"card": cmd.card, "gold": round(kn.prize_value(cmd.card))})
    if t is K.ShareLoot:
        return Reason("share_even", {"count": len(cmd.allocation)})
    if t is K.Bury and cmd.cards:
        return Reason("bury_risk", {"count": len(view.prizes[view.seat])})
    if t is K.Discard:
        return Reason("discard_limit", {"limit": hand_limit(view.n), "count": len(cmd.cards)})
    if t is K.ChooseVictim:
        return _victim(view, cmd, kn)
    if t is K.OrderPunishment and cmd.punish:
        others = [s for s in range(view.n) if s not in (view.captain, view.quartermaster)]
        if others:
            who = max(others, key=lambda s: (view.hand_sizes[s], -s))
            return Reason("punish_hoard", {"name": who, "count": view.hand_sizes[who]})
    if t is K.AnswerBribe and p.step == "bribe":
        giver = p.targets[0] if p.targets else -1
        if cmd.accept:
            return Reason("bribe_accept", {"name": giver})
        return Reason("bribe_refuse", {"name": giver})
    if t is K.Promise and promise_kind(cmd.text) == "loot":
        return Reason("promise_loot", {"name": cmd.target})
    if t is K.OfferBribe:
        return Reason("offer_swing", {"name": cmd.target})
    if t is K.CashIn and cmd.cards:
        return Reason("cash_in", {"count": len(cmd.cards)})
    if t is K.ExchangePrize:
        return Reason("exchange_rum", {"card": cmd.card})
    return None


# --- attack (AT2) -------------------------------------------------------------------------------


def _missing(view: View, kn: Knowledge) -> tuple[int, int]:
    """The revealed destination's most-missing skill (index) and how many points it lacks."""
    req = kn.cat.require[view.destination]
    totals, flex = kn.attack_totals(view)
    gaps = [max(0, r - t) for r, t in zip(req, totals, strict=True)]
    i = max(range(3), key=lambda k: (gaps[k], -k))
    return i, max(0, gaps[i] - flex)


def _attack_play(view: View, cmd: Any, kn: Knowledge) -> Reason | None:
    kind = view.destination_kind
    if kind not in ATTACK_KINDS:
        return None
    if view.destination >= 0:
        i, need = _missing(view, kn)
        if need > 0:
            fixed, _flex = kn.skills_of(view.hand)
            return Reason("attack_need", {"kind": kind, "need": need, "skill": SKILLS[i],
                                          "have": fixed[i]})
    mine, flex = kn.skills_of(cmd.cards)
    before = round(100 * kn.success_chance(view, kind))
    after = round(100 * kn.success_chance(view, kind, mine, flex))
    if after > before:
        return Reason("attack_chance", {"kind": kind, "before": before, "after": after})
    short = round(kn.shortfall(view, kind))  # no chance yet: count the points still missing
    return Reason("attack_short", {"kind": kind, "before": short,
                                   "after": round(kn.shortfall(view, kind, mine, flex))})


def _attack_pass(view: View, kn: Knowledge) -> Reason:
    kind = view.destination_kind
    if kn.success_chance(view, kind) >= 1.0:
        return Reason("attack_enough", {"kind": kind})
    fixed, flex = kn.skills_of(view.hand)
    if kn.success_chance(view, kind, fixed, flex) <= 0.0:
        return Reason("attack_hopeless", {"kind": kind})
    return Reason("attack_keep", {"kind": kind})


# --- captain's decisions ----------------------------------------------------------------------


def _destination(view: View, cmd: Any, kn: Knowledge) -> Reason:
    kind = cmd.kind
    if kind == "port":
        return Reason("destination_port", {"count": len(view.hand)})
    if kind == "island":
        return Reason("destination_island", {"count": len(view.prizes[view.seat])})
    fixed, flex = kn.skills_of(view.hand)
    chance = kn.success_chance(view, kind, fixed, flex)
    return Reason("destination_chance", {"kind": kind, "pct": round(100 * chance)})


def _appoint(view: View, cmd: Any) -> Reason:
    me, who = view.seat, cmd.target
    if any(g == who and to == me and promise_kind(text) == "loot"
           for g, to, text, _round in view.promises):
        return Reason("appoint_promise", {"name": who})
    return Reason("appoint_hand", {"name": who, "count": view.hand_sizes[who]})


def _victim(view: View, cmd: Any, kn: Knowledge) -> Reason:
    who = cmd.target
    if who == kn.leader(view) and who != view.seat:
        return Reason("victim_gold", {"name": who})
    return Reason("victim_cards", {"name": who, "count": view.hand_sizes[who]})


# --- mutiny (M3, M4) --------------------------------------------------------------------------


def _mutiny_call(view: View, kn: Knowledge) -> Reason:
    cap, qm = view.captain, view.quartermaster
    backers = view.hand_sizes[cap] + (view.hand_sizes[qm] if qm >= 0 and qm != view.seat else 0)
    return Reason("mutiny_call", {"mine": kn.crew_strength(view.hand), "cards": backers})


def _mutiny_play(view: View, cmd: Any) -> Reason:
    cap_total, mut_total = view.mutiny_strength
    # M7: a tie goes to the captain
    need = cap_total + 1 - mut_total if cmd.side == "mutineer" else mut_total - cap_total
    return Reason("mutiny_need", {"side": cmd.side, "need": max(0, need)})
