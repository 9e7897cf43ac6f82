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
import random
from collections.abc import Iterable, Sequence
from itertools import combinations
from typing import Any

from game.meuterer.cards import Catalogue
from game.meuterer.commands import Allocate, Keep, Offer, Pass, PickRole, Sabres, SetWage, UseExtra
from game.meuterer.prompts import Prompt
from game.meuterer.view import View

CONFLICT = "conflict"
ANY = "any"
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


# --- card counting -------------------------------------------------------------------------

def good_of(cat: Catalogue, card: int) -> str:
    return cat.good(card)


def counts(cat: Catalogue, cards: Iterable[int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for c in cards:
        if c >= 0:
            g = cat.good(c)
            out[g] = out.get(g, 0) + 1
    return out


def unseen_counts(cat: Catalogue, view: View) -> tuple[dict[str, int], int]:
    """Per good, the cards this seat cannot place (DA8: the deck's composition minus its hand
    and set-aside cards, every face-up card, the visible discard), and how many cards are
    hidden in all (other seats' hands and set-aside cards, the pile, hidden discards)."""
    seen: list[int] = list(view.hand) + list(view.aside)
    for s in range(view.n):
        seen += list(view.offers[s])
    seen += [c for c in view.discard if c >= 0]
    have = counts(cat, set(seen))
    out = {g.key: max(0, g.count - have.get(g.key, 0)) for g in cat.goods}
    return out, sum(out.values())


def hidden_cards(view: View, seat: int) -> int:
    """The cards a seat holds that this seat cannot see (its hand or its set-aside cards)."""
    if seat == view.seat:
        return 0
    return view.hand_sizes[seat] + view.aside_sizes[seat]


def step_island(view: View, k: int) -> int:
    """OF6, RV2: the island k clockwise steps from the ship island."""
    ring = list(view.ring)
    return ring[(ring.index(view.ship) + k) % len(ring)]


def buys(cat: Catalogue, island: int, good: str) -> bool:
    b = cat.islands[island].buys
    return good != CONFLICT and b in (ANY, good)


# --- sales ---------------------------------------------------------------------------------

def majority_points(cat: Catalogue, island: int, mine: int, rivals: Sequence[tuple[int, int]],
                    merchant: int | None, me: int) -> int:
    """SA4, SA5, RU6: what `me` scores on an island with `mine` cards against rivals'
    (seat, count). The merchant in a tie for most takes the first value."""
    if mine <= 0:
        return 0
    top = max([c for _s, c in rivals] + [mine])
    if mine < top:
        return 0
    tied = 1 + sum(1 for _s, c in rivals if c == top)
    table = cat.islands[island].table
    if merchant == me:
        return table[0]
    if tied >= 4:
        return 0
    return table[tied - 1]


def rival_counts(cat: Catalogue, view: View, weight: float = RIVAL_ADDS) -> list[dict[str, int]]:
    """Per seat (0 for this seat), the count of each good it is expected to end with: its
    offers, plus — while it has not passed — its expected hidden cards of that good times
    `weight` (card counting: unseen cards spread evenly over the hidden places)."""
    unseen, total = unseen_counts(cat, view)
    out: list[dict[str, int]] = []
    for s in range(view.n):
        c = counts(cat, view.offers[s])
        if s != view.seat and not view.passed[s] and total:
            h = view.hand_sizes[s]
            for g, u in unseen.items():
                if g != CONFLICT:
                    c[g] = c.get(g, 0) + int(math.floor(weight * u * h / total + 0.5))
        out.append(c if s != view.seat else {})
    return out


def island_rivals(cat: Catalogue, island: int, rivals: list[dict[str, int]],
                  me: int) -> list[tuple[int, int]]:
    """Each rival's best count on an island (its largest good the island buys)."""
    out = []
    for s, c in enumerate(rivals):
        if s == me:
            continue
        best = max((n for g, n in c.items() if buys(cat, island, g)), default=0)
        if best:
            out.append((s, best))
    return out


def sales_value(cat: Catalogue, view: View, mine: dict[str, int],
                rivals: list[dict[str, int]], merchant: int | None) -> float:
    """SA3: the most this seat scores with `mine` (good → count offered) over its legal
    choices on the active islands: one good per island, a good both buy split either way."""
    me = view.seat
    act = list(view.active)
    if not act:
        return 0.0
    per = {i: island_rivals(cat, i, rivals, me) for i in act}
    goods = [g for g, n in mine.items() if n and g != CONFLICT]
    best = 0.0
    if len(act) == 1:
        i = act[0]
        for g in goods:
            if buys(cat, i, g):
                best = max(best, majority_points(cat, i, mine[g], per[i], merchant, me))
        return best
    a, b = act[0], act[1]
    for ga in goods + [None]:
        for gb in goods + [None]:
            if ga is not None and not buys(cat, a, ga):
                continue
            if gb is not None and not buys(cat, b, gb):
                continue
            if ga is not None and ga == gb:
                n = mine[ga]
                for x in range(1, n):
                    v = (majority_points(cat, a, x, per[a], merchant, me)
                         + majority_points(cat, b, n - x, per[b], merchant, me))
                    best = max(best, v)
                continue
            v = 0.0
            if ga is not None:
                v += majority_points(cat, a, mine[ga], per[a], merchant, me)
            if gb is not None:
                v += majority_points(cat, b, mine[gb], per[b], merchant, me)
            best = max(best, v)
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
                n = max((x for g, x in counts(cat, view.offers[s]).items()
                         if buys(cat, i, g)), default=0)
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


def sabre_rate(cat: Catalogue, view: View) -> float:
    """The chance a hidden card is a sabre (card counting, AI notes)."""
    unseen, total = unseen_counts(cat, view)
    return unseen.get(CONFLICT, 0) / total if total else 0.0


def offered_sabres(cat: Catalogue, view: View, seat: int) -> int:
    return sum(1 for c in view.offers[seat] if cat.good(c) == CONFLICT)


def expected_other_side(cat: Catalogue, view: View, seats: int = 1) -> float:
    """The strength the other side may bring, roughly: the most sabres any other seat has
    offered, plus `seats` rivals' hidden set-aside cards that may be sabres."""
    rate = sabre_rate(cat, view)
    others = [s for s in range(view.n) if s != view.seat]
    shown = max((offered_sabres(cat, view, s) for s in others), default=0)
    hid = sorted((view.aside_sizes[s] if view.passed[s] else view.hand_sizes[s]
                  for s in others), reverse=True)
    return shown + rate * sum(hid[:seats])


# --- the bot -------------------------------------------------------------------------------

class HeuristicBot:
    """One seat's AI; `level` "easy" or "medium"."""

    def __init__(self, cat: Catalogue, seed: int = 0, level: str = "medium") -> None:
        self.cat = cat
        self.rng = random.Random(seed)
        self.level = level
        self.medium = level == "medium"

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
        sabres of its own and much to lose: the wage is paid only if the captain holds, so
        it is worth it while the course's ship points are high."""
        wages = list(p.wages)
        if not self.medium:
            return min(wages)
        sabres = sum(1 for c in view.hand if self.cat.good(c) == CONFLICT)
        stake = max(self.cat.islands[step_island(view, k)].ship for k in range(6))
        if view.round == view.rounds:
            stake += 0       # the last round: the wage is a straight loss of points
        w = 1
        if sabres >= 2:
            w = 0
        elif sabres == 0 and stake >= 5:
            w = 2
        if view.round == view.rounds and sabres:
            w = 0
        return w if w in wages else min(wages)

    # --- OF: offering and passing ----------------------------------------------------------

    def offer(self, view: View, p: Prompt) -> Any:
        if not self.medium:
            return self._easy_offer(view, p)
        plan = self.best_plan(view, p)
        if not plan:
            return Pass(p.seat)
        card = max(plan, key=lambda c: (self._offer_order(view, c), -c))
        return Offer(p.seat, card)

    def _easy_offer(self, view: View, p: Prompt) -> Any:
        """Greedy: offer a good some active island buys while its count would match or beat
        every rival's visible offers of it; the largest such group first."""
        cat = self.cat
        mine = counts(cat, view.offers[view.seat])
        hand = counts(cat, p.cards)
        best: tuple[int, int] | None = None
        for c in p.cards:
            g = cat.good(c)
            if g == CONFLICT or not any(buys(cat, i, g) for i in view.active):
                continue
            rival = max((counts(cat, view.offers[s]).get(g, 0) for s in range(view.n)
                         if s != view.seat), default=0)
            if mine.get(g, 0) + 1 >= rival:
                key = (hand[g] + mine.get(g, 0), -c)
                if best is None or key > best:
                    best = (key[0], c)
        return Offer(p.seat, best[1]) if best else Pass(p.seat)

    def _offer_order(self, view: View, card: int) -> float:
        """Among a plan's cards, the goods of the biggest group first (they carry the
        race), sabres last."""
        g = self.cat.good(card)
        if g == CONFLICT:
            return -1.0
        return counts(self.cat, view.offers[view.seat]).get(g, 0) + \
            counts(self.cat, view.hand).get(g, 0)

    def best_plan(self, view: View, p: Prompt) -> tuple[int, ...]:
        """OF2–OF6, AI notes: the subset of the hand to offer before passing that is worth
        most (see `plan_value`); the empty plan (pass now) wins ties."""
        hand = tuple(p.cards)
        best: tuple[int, ...] = ()
        best_v = -math.inf
        ctx = self._context(view)
        seen: set[tuple[str, ...]] = set()
        for r in range(len(hand) + 1):
            for sub in combinations(hand, r):
                key = tuple(sorted(self.cat.good(c) for c in sub))
                if key in seen:      # the same goods offered: the same value
                    continue
                seen.add(key)
                v = self.plan_value(view, sub, ctx)
                if v > best_v + 1e-9:
                    best, best_v = sub, v
        return best

    def _context(self, view: View) -> dict[str, Any]:
        cat = self.cat
        return {
            "rivals": rival_counts(cat, view),
            "offered": counts(cat, view.offers[view.seat]),
            "rate": sabre_rate(cat, view),
            "picked": sum(1 for s in range(view.n) if s != view.captain and view.passed[s]),
            "unpassed": sum(1 for s in range(view.n) if s not in (view.seat, view.captain)
                            and not view.passed[s]),
            "last": view.round >= view.rounds,
        }

    def plan_value(self, view: View, sub: Sequence[int], ctx: dict[str, Any]) -> float:
        """A plan's worth: the sales it wins + the course or role it leads to + the kept
        cards' worth next round."""
        cat = self.cat
        mine = dict(ctx["offered"])
        for c in sub:
            g = cat.good(c)
            mine[g] = mine.get(g, 0) + 1
        aside = [c for c in view.hand if c not in sub]
        k = len(aside)
        my_sabres = sum(1 for c in aside if cat.good(c) == CONFLICT) + mine.get(CONFLICT, 0)
        sales = sales_value(cat, view, mine, ctx["rivals"], None)
        keep = 0.0 if ctx["last"] else self.keep_value(view, aside)
        if view.seat == view.captain:
            dest = step_island(view, k)
            other = expected_other_side(cat, view, 2)
            p_mut = P_MUTINEER[min(4, max(3, view.n))]
            hold = (1 - p_mut) + p_mut * p_side_wins(my_sabres - other, False)
            wage = view.wage or 0
            course = hold * (cat.islands[dest].ship - 0.5 * wage)
            if not ctx["last"]:
                course += 0.3 * sum(1 for c in aside if buys(cat, dest, cat.good(c)))
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
        v = 0.0
        by: dict[str, int] = {}
        for c in aside:
            g = cat.good(c)
            if g == CONFLICT:
                v += SABRE_KEEP
                continue
            by[g] = by.get(g, 0) + 1
            v += GOOD_KEEP_ACTIVE if buys(cat, view.ship, g) else GOOD_KEEP
        v += 0.15 * sum(n - 1 for n in by.values() if n > 1)
        return v

    def role_values(self, view: View, k: int, my_sabres: int, sales: float,
                    mine: dict[str, int], ctx: dict[str, Any]) -> dict[str, float]:
        """AI notes, role value, for a seat passing with k cards kept and `my_sabres` (kept or
        offered) it can bring to the fight."""
        cat = self.cat
        wage = view.wage or 0
        p_mut = P_MUTINEER[min(4, max(3, view.n))]
        cap_sabres = offered_sabres(cat, view, view.captain) + ctx["rate"] * (
            view.aside_sizes[view.captain] if view.passed[view.captain]
            else view.hand_sizes[view.captain])
        other = expected_other_side(cat, view, 1)
        # Mate: the captain holds if nobody mutinies or the captain's side wins with him.
        hold = (1 - p_mut) + p_mut * p_side_wins(cap_sabres + 1 + my_sabres - other, False)
        mate = hold * (1 + wage)
        # Mutineer: against the captain and maybe a mate (the wage tempts one).
        p_mate = min(0.8, 0.25 + 0.2 * wage)
        against = cap_sabres + p_mate * (1 + ctx["rate"] * 3)
        win = p_side_wins(my_sabres - against, True)
        dest = step_island(view, k)
        mutineer = win * (cat.islands[dest].ship + (0 if ctx["last"] else CAPTAINCY))
        # Ship's boy: somebody else must mutiny, and win (with the boy's sabres).
        boy = 2 * p_mut * p_side_wins(my_sabres + 0.8 - against, True)
        merchant = sales_value(cat, view, mine, ctx["rivals"], view.seat) - sales
        load = 0.0 if ctx["last"] else LOADMASTER
        return {"mate": mate, "mutineer": mutineer, "boy": boy, "merchant": merchant,
                "loadmaster": load}

    # --- OF5: the role pick ----------------------------------------------------------------

    def role(self, view: View, p: Prompt) -> str:
        """OF5, DA2: the role worth most among those still in the middle."""
        roles = list(p.roles)
        cat = self.cat
        ctx = self._context(view)
        mine = dict(ctx["offered"])
        k = len(view.aside)
        my_sabres = sum(1 for c in view.aside if cat.good(c) == CONFLICT) + \
            mine.get(CONFLICT, 0)
        if not self.medium:
            dest = step_island(view, k)
            if "mutineer" in roles and my_sabres and cat.islands[dest].ship >= 4:
                return "mutineer"
            for r in ("merchant", "mate", "mutineer", "loadmaster", "boy"):
                if r in roles:
                    return r
            return roles[0]
        sales = sales_value(cat, view, mine, ctx["rivals"], None)
        values = self.role_values(view, k, my_sabres, sales, mine, ctx)
        # DA2: a mutineer already picked makes the boy likelier to pay and the mate
        # likelier to be needed.
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
        drawn = list(p.cards)
        held = [c for c in view.hand if c not in drawn]
        out: list[int] = []
        for _ in range(p.count):
            def score(c: int) -> tuple[float, int]:
                g = cat.good(c)
                if g == CONFLICT:
                    return (1.0, -c)
                same = sum(1 for x in held + out if cat.good(x) == g)
                act = sum(1 for i in view.active if buys(cat, i, g))
                return (0.3 + 0.35 * same + 0.4 * act, -c)
            best = max((c for c in drawn if c not in out), key=score)
            out.append(best)
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


def make(level: str, seed: int, cat: Catalogue) -> HeuristicBot:
    """The make_bot factory for "easy" and "medium"."""
    return HeuristicBot(cat, seed, level)
