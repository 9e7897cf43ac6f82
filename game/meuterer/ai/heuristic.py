"""The `easy` and `medium` AI sailors: rule-of-thumb players that read only their view.

`easy` is greedy and short-sighted: it offers the goods an active island buys while it can
still lead that good's race, passes when nothing leads, takes the role that pays most at
once, pays no wage, fights with every sabre it holds and sells as the "best for me" button
proposes.

`medium` weighs what the contract's AI notes list. Offering is planned: every subset of the
hand is a plan ("offer these, then pass"), valued as the sales it wins (the majority race
per active island against the visible offers plus what each rival may still add, counted
from the deck's known composition, SA3–SA5), plus the role it can still pick then (fewer
roles remain the longer it offers, OF5) with each role's worth (mate 1 + wage if the
captain holds; mutineer the destination's ship points times the chance of winning the
fight, plus the helm; ship's boy 2 times that chance; merchant the ties it would turn into
wins; loadmaster a better hand), the course its kept cards set (k steps, OF6/RV2), and what
the kept cards are worth next round (a sabre, a good the ship island will still buy). The
captain's wage prices the mate it buys against the wage paid (CO1, VR1); a sabre is spent in
the mutiny only when the fight's stake is worth more than keeping it (MU3); the sales
allocation is scored exactly against the plans fixed before it (SA3).

Everything here reads a view (or the public facts of the catalogue), never the state.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

from game.core.bots import RuleOfThumb
from game.meuterer.cards import Catalogue
from game.meuterer.commands import Allocate, Keep, Offer, Pass, PickRole, Sabres, SetWage, UseExtra
from game.meuterer.prompts import Prompt
from game.meuterer.view import View

#: The chance some other seat picks the mutineer, by seat count (AI notes: it is the role
#: most bots want; 3 of 5 roles are taken with 4 seats, 2 with 3).
P_MUTINEER = {3: 0.5, 4: 0.7}
#: A sabre kept for a later fight, in points (AI notes: keeping vs spending).
SABRE_KEEP = 0.8
#: A good card kept that the ship's island (active again next round, SH3) buys / any other.
GOOD_KEEP_ACTIVE = 0.55
GOOD_KEEP = 0.25
#: The helm next round (course, a share of ship points), in points.
CAPTAINCY = 1.0
#: The loadmaster's better hand, in points.
LOADMASTER = 0.9
#: The chance an unpassed rival passes in one lap of offers.
PASS_RATE = 0.35
#: Of what a rival may still add (its hidden cards of that good), the share counted.
RIVAL_ADDS = 1.0

Counts = list[int]   # per good index (cat.goods order)


# --- card counting -------------------------------------------------------------------------

def counts(cat: Catalogue, cards: Iterable[int]) -> Counts:
    """Per good index, how many of `cards` (hidden -1 ignored)."""
    out = [0] * len(cat.goods)
    cg = cat.card_good
    for c in cards:
        if c >= 0:
            out[cg[c]] += 1
    return out


def unseen_counts(cat: Catalogue, view: View) -> tuple[Counts, int]:
    """Per good, the cards this seat cannot place (DA8: the deck's composition minus its hand
    and set-aside cards, every face-up card, the visible discard), and how many cards are
    hidden in all (other seats' hands and set-aside cards, the pile, hidden discards)."""
    seen: set[int] = set(view.hand) | set(view.aside)
    for row in view.offers:
        seen.update(row)
    for row in view.sabres_played:
        seen.update(row)
    seen.update(c for c in view.discard if c >= 0)
    have = counts(cat, seen)
    out = [max(0, g.count - have[g.index]) for g in cat.goods]
    return out, sum(out)


def step_island(view: View, k: int) -> int:
    """OF6, RV2: the island k clockwise steps from the ship island."""
    ring = view.ring
    return ring[(ring.index(view.ship) + k) % len(ring)]


def buys(cat: Catalogue, island: int, good: int) -> bool:
    """SA2: the island buys that good (a conflict card is never a good)."""
    return good != cat.conflict and good in cat.buys[island]


# --- sales ---------------------------------------------------------------------------------

def majority_points(cat: Catalogue, island: int, mine: int, rivals: Sequence[tuple[int, int]],
                    merchant: int | None, me: int) -> int:
    """SA4, SA5, RU6: what `me` scores on an island with `mine` cards against rivals'
    (seat, count). The merchant in a tie for most takes the first value."""
    if mine <= 0:
        return 0
    top = mine
    tied = 1
    for _s, c in rivals:
        if c > top:
            return 0
        if c == top:
            tied += 1
    table = cat.islands[island].table
    if merchant == me:
        return table[0]
    if tied >= 4:
        return 0
    return table[tied - 1]


def rival_counts(cat: Catalogue, view: View, weight: float = RIVAL_ADDS) -> list[Counts]:
    """Per seat (empty for this seat), the count of each good it is expected to end with:
    its offers, plus — while it has not passed — its expected hidden cards of that good
    times `weight` (card counting: unseen cards spread evenly over the hidden places)."""
    unseen, total = unseen_counts(cat, view)
    out: list[Counts] = []
    for s in range(view.n):
        c = counts(cat, view.offers[s])
        if s == view.seat:
            c = [0] * len(c)
        elif not view.passed[s] and total:
            h = view.hand_sizes[s] * weight / total
            for g, u in enumerate(unseen):
                if g != cat.conflict:
                    c[g] += int(math.floor(u * h + 0.5))
        out.append(c)
    return out


def island_rivals(cat: Catalogue, view: View,
                  rivals: list[Counts]) -> dict[int, list[tuple[int, int]]]:
    """Per active island, each rival's best count there (its largest good the island
    buys)."""
    out: dict[int, list[tuple[int, int]]] = {}
    for i in view.active:
        b = cat.buys[i]
        row = []
        for s, c in enumerate(rivals):
            if s == view.seat:
                continue
            best = max((c[g] for g in b), default=0)
            if best:
                row.append((s, best))
        out[i] = row
    return out


def sales_value(cat: Catalogue, view: View, mine: Counts,
                per: dict[int, list[tuple[int, int]]], merchant: int | None) -> float:
    """SA3: the most this seat scores with `mine` (per good, offered) over its legal choices
    on the active islands: one good per island, a good both buy split either way."""
    me = view.seat
    act = view.active
    goods = [g for g, n in enumerate(mine) if n and g != cat.conflict]
    if not act or not goods:
        return 0.0
    if len(act) == 1:
        i = act[0]
        buys = cat.buys[i]
        return float(max((majority_points(cat, i, mine[g], per[i], merchant, me)
                          for g in goods if g in buys), default=0))
    a, b = act[0], act[1]
    ba, bb = cat.buys[a], cat.buys[b]
    va = {g: majority_points(cat, a, mine[g], per[a], merchant, me) for g in goods if g in ba}
    vb = {g: majority_points(cat, b, mine[g], per[b], merchant, me) for g in goods if g in bb}
    best = float(max(list(va.values()) + list(vb.values()) + [0]))
    for ga, x in va.items():
        for gb, y in vb.items():
            if ga != gb:
                best = max(best, x + y)
            else:
                n = mine[ga]
                for k in range(1, n):
                    best = max(best, majority_points(cat, a, k, per[a], merchant, me)
                               + majority_points(cat, b, n - k, per[b], merchant, me))
    return best


def plan_points(cat: Catalogue, view: View, plan: Sequence[tuple[int, Sequence[int]]],
                later: Sequence[int]) -> tuple[int, int]:
    """SA3–SA5 for an allocation prompt: (this seat's points, the best rival's points) if it
    fixes `plan`, against the plans already fixed and, for sellers still to fix theirs, the
    largest count of one good they offered that each island buys (the worst case)."""
    me = view.seat
    merchant = next((s for s, r in enumerate(view.roles) if r == "merchant"), None)
    mine = {i: len(cards) for i, cards in plan}
    got = [0] * view.n
    for i in view.active:
        rivals: list[tuple[int, int]] = []
        for s in range(view.n):
            if s == me:
                continue
            fixed = view.plans[s]
            if fixed is not None:
                n = sum(len(c) for j, c in fixed if j == i)
            elif s in later:
                c = counts(cat, view.offers[s])
                n = max((c[g] for g in cat.buys[i]), default=0)
            else:
                n = 0
            if n:
                rivals.append((s, n))
        m = mine.get(i, 0)
        got[me] += majority_points(cat, i, m, rivals, merchant, me)
        for s, n in rivals:
            others = [(t, x) for t, x in rivals if t != s] + ([(me, m)] if m else [])
            got[s] += majority_points(cat, i, n, others, merchant, s)
    best_rival = max((got[s] for s in range(view.n) if s != me), default=0)
    return got[me], best_rival


# --- the fight -----------------------------------------------------------------------------

def p_side_wins(margin: float, ties_win: bool) -> float:
    """MU4: the chance a side wins when its expected strength leads by `margin` (a tie goes
    to the mutineer's side)."""
    x = margin + (0.5 if ties_win else -0.5)
    return 1.0 / (1.0 + math.exp(-1.6 * x))


def offered_sabres(cat: Catalogue, view: View, seat: int) -> int:
    x = cat.conflict
    return sum(1 for c in view.offers[seat] if cat.card_good[c] == x)


def expected_other_side(cat: Catalogue, view: View, rate: float, seats: int = 1) -> float:
    """The strength the other side may bring, roughly: the most sabres any other seat has
    offered, plus `seats` rivals' hidden cards that may be sabres (`rate` per card)."""
    others = [s for s in range(view.n) if s != view.seat]
    shown = max((offered_sabres(cat, view, s) for s in others), default=0)
    hid = sorted((view.aside_sizes[s] if view.passed[s] else view.hand_sizes[s]
                  for s in others), reverse=True)
    return shown + rate * sum(hid[:seats])


# --- the bot -------------------------------------------------------------------------------

class HeuristicBot(RuleOfThumb):
    """One seat's AI; `level` "easy" or "medium" (game.core.bots.RuleOfThumb)."""

    cat: Catalogue

    def act(self, view: View, prompt: Prompt) -> Any:
        step = prompt.step
        if step == "wage":
            return SetWage(prompt.seat, self.wage(view, prompt))
        if step == "offer":
            return self.offer(view, prompt)
        if step == "pick_role":
            return PickRole(prompt.seat, self.role(view, prompt))
        if step == "mutiny":
            return Sabres(prompt.seat, self.sabres(view, prompt))
        if step == "allocate":
            return Allocate(prompt.seat, self.allocate(view, prompt))
        if step == "use_extra":
            return UseExtra(prompt.seat, True)
        if step == "keep":
            return Keep(prompt.seat, self.keep(view, prompt))
        raise ValueError(f"unknown prompt step {step!r}")

    # --- CO1: the wage ---------------------------------------------------------------------

    def wage(self, view: View, p: Prompt) -> int:
        """CO1, VR1: easy pays nothing. Medium buys a mate (his sabre, MU2) when it has few
        sabres of its own and much to lose (a course worth 5); with two sabres, or any in
        the last round, it needs none. The wage is paid only if the captain holds."""
        wages = list(p.wages)
        if not self.medium:
            return min(wages)
        cat = self.cat
        sabres = counts(cat, view.hand)[cat.conflict]
        stake = max(cat.islands[step_island(view, k)].ship for k in range(len(view.hand) + 1))
        w = 1
        if sabres >= 2 or (view.round >= view.rounds and sabres):
            w = 0
        elif sabres == 0 and stake >= 5:
            w = 2
        return w if w in wages else min(wages)

    # --- OF: offering and passing ----------------------------------------------------------

    def offer(self, view: View, p: Prompt) -> Any:
        if not self.medium:
            return self._easy_offer(view, p)
        plan = self.best_plan(view, p)
        if not plan:
            return Pass(p.seat)
        mine = counts(self.cat, list(view.offers[view.seat]) + list(view.hand))
        cg, x = self.cat.card_good, self.cat.conflict
        card = max(plan, key=lambda c: (-1 if cg[c] == x else mine[cg[c]], -c))
        return Offer(p.seat, card)

    def _easy_offer(self, view: View, p: Prompt) -> Any:
        """Greedy: offer a good some active island buys while its count would match or beat
        every rival's visible offers of it; the largest such group first."""
        cat = self.cat
        cg = cat.card_good
        mine = counts(cat, view.offers[view.seat])
        hand = counts(cat, p.cards)
        rivals = [counts(cat, view.offers[s]) for s in range(view.n) if s != view.seat]
        best: tuple[int, int] | None = None
        for c in p.cards:
            g = cg[c]
            if not any(buys(cat, i, g) for i in view.active):
                continue
            if mine[g] + 1 >= max((r[g] for r in rivals), default=0):
                key = hand[g] + mine[g]
                if best is None or key > best[0]:
                    best = (key, c)
        return Offer(p.seat, best[1]) if best else Pass(p.seat)

    def best_plan(self, view: View, p: Prompt) -> tuple[int, ...]:
        """OF2–OF6, AI notes: the subset of the hand to offer before passing that is worth
        most (see `plan_value`); the empty plan (pass now) wins ties."""
        hand = tuple(p.cards)
        cg = self.cat.card_good
        best: tuple[int, ...] = ()
        best_v = -math.inf
        ctx = self._context(view)
        seen: set[tuple[int, ...]] = set()
        for r in range(len(hand) + 1):
            for sub in combinations(hand, r):
                key = tuple(sorted(cg[c] for c in sub))
                if key in seen:      # the same goods offered: the same value
                    continue
                seen.add(key)
                v = self.plan_value(view, sub, ctx)
                if v > best_v + 1e-9:
                    best, best_v = sub, v
        return best

    def _context(self, view: View) -> dict[str, Any]:
        """What every plan of one decision shares (card counting, the rivals' races)."""
        cat = self.cat
        unseen, total = unseen_counts(cat, view)
        rate = unseen[cat.conflict] / total if total else 0.0
        rivals = rival_counts(cat, view)
        cap = view.captain
        return {
            "per": island_rivals(cat, view, rivals),
            "offered": counts(cat, view.offers[view.seat]),
            "rate": rate,
            "other1": expected_other_side(cat, view, rate, 1),
            "other2": expected_other_side(cat, view, rate, 2),
            "cap_sabres": offered_sabres(cat, view, cap) + rate * (
                view.aside_sizes[cap] if view.passed[cap] else view.hand_sizes[cap]),
            "picked": sum(1 for s in range(view.n) if s != cap and view.passed[s]),
            "unpassed": sum(1 for s in range(view.n) if s not in (view.seat, cap)
                            and not view.passed[s]),
            "last": view.round >= view.rounds,
        }

    def plan_value(self, view: View, sub: Sequence[int], ctx: dict[str, Any]) -> float:
        """A plan's worth: the sales it wins + the course or role it leads to + the kept
        cards' worth next round."""
        cat = self.cat
        cg, x = cat.card_good, cat.conflict
        mine = list(ctx["offered"])
        for c in sub:
            mine[cg[c]] += 1
        aside = [c for c in view.hand if c not in sub]
        k = len(aside)
        my_sabres = sum(1 for c in aside if cg[c] == x) + mine[x]
        sales = sales_value(cat, view, mine, ctx["per"], None)
        keep = 0.0 if ctx["last"] else self.keep_value(view, aside)
        if view.seat == view.captain:
            dest = step_island(view, k)
            p_mut = P_MUTINEER[min(4, max(3, view.n))]
            hold = (1 - p_mut) + p_mut * p_side_wins(my_sabres - ctx["other2"], False)
            wage = view.wage or 0
            course = hold * (cat.islands[dest].ship - 0.5 * wage)
            if not ctx["last"]:
                course += 0.3 * sum(1 for c in aside if buys(cat, dest, cg[c]))
            return sales + course + keep
        roles = self.role_values(view, k, my_sabres, sales, mine, ctx)
        extra = ctx["unpassed"] * (1 - (1 - PASS_RATE) ** len(sub))
        taken = min(4, ctx["picked"] + extra)
        return sales + expected_best(roles, 5 - taken) + keep

    def keep_value(self, view: View, aside: Sequence[int]) -> float:
        """What kept cards are worth next round (AI notes): a sabre; a good the ship's island
        buys (it stays active, SH3); any other good a little. Repeats of a good add more
        (a majority grows)."""
        cat = self.cat
        c = counts(cat, aside)
        v = SABRE_KEEP * c[cat.conflict]
        ship = cat.buys[view.ship]
        for g, n in enumerate(c):
            if n and g != cat.conflict:
                v += n * (GOOD_KEEP_ACTIVE if g in ship else GOOD_KEEP) + 0.15 * (n - 1)
        return v

    def role_values(self, view: View, k: int, my_sabres: int, sales: float,
                    mine: Counts, ctx: dict[str, Any]) -> dict[str, float]:
        """AI notes, role value, for a seat passing with k cards kept and `my_sabres` (kept or
        offered) it can bring to the fight."""
        cat = self.cat
        wage = view.wage or 0
        p_mut = P_MUTINEER[min(4, max(3, view.n))]
        cap_sabres = ctx["cap_sabres"]
        # Mate: the captain holds if nobody mutinies or the captain's side wins with him.
        hold = (1 - p_mut) + p_mut * p_side_wins(cap_sabres + 1 + my_sabres - ctx["other1"],
                                                 False)
        mate = hold * (1 + wage)
        # Mutineer: against the captain and maybe a mate (the wage tempts one).
        p_mate = min(0.8, 0.25 + 0.2 * wage)
        against = cap_sabres + p_mate * (1 + ctx["rate"] * 3)
        win = p_side_wins(my_sabres - against, True)
        dest = step_island(view, k)
        mutineer = win * (cat.islands[dest].ship + (0 if ctx["last"] else CAPTAINCY))
        # Ship's boy: somebody else must mutiny, and win (with the boy's sabres).
        boy = 2 * p_mut * p_side_wins(my_sabres + 0.8 - against, True)
        merchant = sales_value(cat, view, mine, ctx["per"], view.seat) - sales
        load = 0.0 if ctx["last"] else LOADMASTER
        return {"mate": mate, "mutineer": mutineer, "boy": boy, "merchant": merchant,
                "loadmaster": load}

    # --- OF5: the role pick ----------------------------------------------------------------

    def role(self, view: View, p: Prompt) -> str:
        """OF5, DA2: the role worth most among those still in the middle."""
        roles = list(p.roles)
        cat = self.cat
        ctx = self._context(view)
        mine = ctx["offered"]
        k = len(view.aside)
        my_sabres = counts(cat, view.aside)[cat.conflict] + mine[cat.conflict]
        if not self.medium:
            dest = step_island(view, k)
            if "mutineer" in roles and my_sabres and cat.islands[dest].ship >= 4:
                return "mutineer"
            for r in ("merchant", "mate", "mutineer", "loadmaster", "boy"):
                if r in roles:
                    return r
            return roles[0]
        sales = sales_value(cat, view, mine, ctx["per"], None)
        values = self.role_values(view, k, my_sabres, sales, mine, ctx)
        # DA2: a mutineer already picked makes the boy likelier to pay.
        if "mutineer" not in roles:
            values["boy"] = values["boy"] / P_MUTINEER[min(4, max(3, view.n))]
        return max(roles, key=lambda r: (values.get(r, 0.0), -roles.index(r)))

    # --- MU: the fight ---------------------------------------------------------------------

    def sabres(self, view: View, p: Prompt) -> int:
        """MU3, MU4, DA4: easy plays every sabre at once. Medium plays just enough to lead
        (a tie is the mutineer's) when the fight's stake beats keeping the sabres."""
        count = p.count
        if count <= 0:
            return 0
        if not self.medium:
            return count
        cap, mut = view.strength if view.strength is not None else (0, 0)
        captain_side = p.side == "captain"
        need = (mut - cap + 1) if captain_side else (cap - mut)
        if need <= 0 or need > count:
            return 0
        stake = self._stake(view, captain_side)
        keep = 0.0 if view.round >= view.rounds else SABRE_KEEP
        return need if stake > need * keep else 0

    def _stake(self, view: View, captain_side: bool) -> float:
        """What winning the fight is worth to this seat: its own role points, plus a share
        of what the other side would score (a point kept from a rival)."""
        cat = self.cat
        me = view.seat
        role = view.roles[me]
        wage = view.wage or 0
        cap_pts = cat.islands[view.dest_captain].ship if view.dest_captain is not None else 0
        mut_pts = cat.islands[view.dest_mutineer].ship if view.dest_mutineer is not None else 0
        helm = 0 if view.round >= view.rounds else CAPTAINCY
        if captain_side:
            own = cap_pts - wage + helm if me == view.captain else 1 + wage
            return own + 0.5 * (mut_pts + helm)
        own = mut_pts + helm if role == "mutineer" else 2.0
        return own + 0.5 * cap_pts

    # --- SA: selling -----------------------------------------------------------------------

    def allocate(self, view: View, p: Prompt) -> Any:
        """SA3–SA5, DA5: easy takes the prompt's proposal. Medium scores every legal plan
        against the plans fixed before it and the worst case of those to come: own points
        first, then the fewest for the best rival."""
        plans = list(p.allocations)
        if not self.medium or len(plans) == 1:
            return p.best if p.best is not None else plans[0]
        later = self._later_sellers(view)
        return max(plans, key=lambda plan: (lambda a: (a[0], -a[1]))(
            plan_points(self.cat, view, plan, later)))

    def _later_sellers(self, view: View) -> list[int]:
        """SA3: sellers fix their plans from the captain clockwise; those after this seat."""
        order = [(view.captain + i) % view.n for i in range(view.n)]
        return order[order.index(view.seat) + 1:]

    # --- DW3: the loadmaster ---------------------------------------------------------------

    def keep(self, view: View, p: Prompt) -> tuple[int, ...]:
        """DW3, RU17: the drawn cards that make the best hand with those held — sabres, the
        goods the active islands buy, and repeats of a good."""
        cat = self.cat
        cg = cat.card_good
        drawn = list(p.cards)
        held = counts(cat, [c for c in view.hand if c not in drawn])
        out: list[int] = []
        for _ in range(p.count):
            def score(c: int) -> tuple[float, int]:
                g = cg[c]
                if g == cat.conflict:
                    return (1.0, -c)
                act = sum(1 for i in view.active if g in cat.buys[i])
                return (0.3 + 0.35 * held[g] + 0.4 * act, -c)
            best = max((c for c in drawn if c not in out), key=score)
            out.append(best)
            held[cg[best]] += 1
        return tuple(sorted(out))


def expected_best(values: dict[str, float], available: float) -> float:
    """The expected best role value when `available` of the five roles, taken uniformly at
    random, are still in the middle (fractional counts interpolate)."""
    vals = sorted(values.values(), reverse=True)
    n = len(vals)
    lo = max(1, min(n, int(math.floor(available))))
    hi = max(1, min(n, lo + 1))
    frac = min(1.0, max(0.0, available - lo))

    def e_max(r: int) -> float:
        # P(the i-th best is the best of a random r-subset) = C(n-1-i, r-1) / C(n, r)
        total = math.comb(n, r)
        return sum(vals[i] * math.comb(n - 1 - i, r - 1) for i in range(n)) / total

    return (1 - frac) * e_max(lo) + frac * e_max(hi)


#: the make_bot factory for "easy" and "medium" (game.core.bots.RuleOfThumb.make)
make = HeuristicBot.make
