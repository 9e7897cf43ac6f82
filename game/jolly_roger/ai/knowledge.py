"""What a bot can work out from a seat's view and the public card facts (C4, C6).

Everything here reads a `View` and the catalogue the bot was given: no state, no hidden card.
`Knowledge.of(cat)` is shared by every bot of one catalogue (its tables are derived once,
and its memos are per view, as the answers depend on nothing else).
"""

from __future__ import annotations

from typing import Any

from game.jolly_roger.cards import ATTACK_KINDS, SKILLS, Catalogue
from game.jolly_roger.view import View

# Rough worth of each prize type in gold, for choosing and sharing (E3: a Jewel is valued by
# a random prize card, a Hostage is 1 or two more prize cards at a port).
PRIZE_VALUE = {"gold": 0.0, "rum": 0.1, "jewels": 1.6, "hostage": 1.3}


class Knowledge:
    """Derived card facts and per-view answers for one catalogue."""

    _shared: dict[int, Knowledge] = {}

    def __init__(self, cat: Catalogue) -> None:
        self.cat = cat
        self._memo_view: View | None = None
        self._memo: dict[object, Any] = {}   # per view: each key's value typed where read
        self._estimates_seen: dict[tuple[object, ...], tuple[tuple[float, ...], int]] = {}
        self._candidates: dict[tuple[str, int], tuple[int, ...]] = {}
        cards = range(cat.size)
        self._prize_values = tuple(self._prize_value(c) for c in cards)
        self._skill_points = tuple(max(cat.skills[c]) for c in cards)
        self._vectors = self._skill_vectors()
        self._keep_values = tuple(self._card_keep_value(c) for c in cards)

    @classmethod
    def of(cls, cat: Catalogue) -> Knowledge:
        """The one Knowledge of this catalogue (made on first use)."""
        found = cls._shared.get(id(cat))
        if found is None or found.cat is not cat:
            found = cls._shared[id(cat)] = cls(cat)
        return found

    def prize_value(self, card: int) -> float:
        """A prize card's rough worth in gold (E3)."""
        return self._prize_values[card]

    def _prize_value(self, card: int) -> float:
        c = self.cat
        t = c.prize_type[card] or "gold"
        return float(c.gold[card]) if t == "gold" else PRIZE_VALUE[t]

    def skill_points(self, card: int) -> int:
        """A crew card's best attack contribution (one skill for a multi-skill card)."""
        return self._skill_points[card]

    def crew_strength(self, cards: tuple[int, ...] | list[int]) -> int:
        c = self.cat
        return sum(c.crew[x] for x in cards)

    def card_keep_value(self, card: int) -> float:
        """How much a crew card is worth keeping: mutiny strength and attack skill."""
        return self._keep_values[card]

    def _card_keep_value(self, card: int) -> float:
        c = self.cat
        if c.special[card]:
            return {"traitor": 3.0, "cutthroat": 3.5, "cannon_fodder": 3.0, "old_salt": 2.0,
                    "second_mate": 2.0, "surgeon": 2.0, "old_sailor": 1.2, "cook": 1.5,
                    "carpenter": 1.5, "stowaways": 1.5}.get(c.special[card] or "", 1.0)
        return c.crew[card] * 0.45 + self._skill_points[card] * 0.5

    # --- per-view memo ---------------------------------------------------------------------
    # A bot asks the same questions about one view many times in one decision (the leader,
    # everyone's gold, the cards on the table, the possible destinations). Views are frozen, so
    # the answers are kept for the latest view only (held by identity: nothing but the view's
    # own data is involved, and the next view replaces it).

    def _memo_for(self, view: View) -> dict[object, Any]:
        if view is not self._memo_view:
            self._memo_view = view
            self._memo = {}
        return self._memo

    def gold_estimate(self, view: View, seat: int) -> float:
        """Public estimate of a seat's gold: face-up prizes at face value, hidden ones on
        average."""
        if 0 <= seat < view.n:
            return self._estimates(view)[0][seat]
        return self._gold_estimate(view, seat)

    def _estimates(self, view: View) -> tuple[tuple[float, ...], int]:
        """Every seat's gold estimate and the leader, for this view (memo: the latest view, and
        every prize layout seen, since the same layouts recur decision after decision)."""
        memo = self._memo_for(view)
        found: tuple[tuple[float, ...], int] | None = memo.get("estimates")
        if found is None:
            key = (view.seat, view.prizes, view.prize_counts, view.buried_counts, view.my_buried)
            found = self._estimates_seen.get(key)
            if found is None:
                if len(self._estimates_seen) > 20_000:
                    self._estimates_seen.clear()
                est = tuple([self._gold_estimate(view, s) for s in range(view.n)])
                best = max(range(view.n), key=lambda s: (est[s], -s))
                found = self._estimates_seen[key] = (est, best)
            memo["estimates"] = found
        return found

    def _gold_estimate(self, view: View, seat: int) -> float:
        shown = view.prizes[seat] if seat < len(view.prizes) else ()
        known = sum(self.prize_value(c) for c in shown)
        if seat == view.seat:
            known += sum(self.prize_value(c) for c in view.my_buried)
            hidden = 0
        else:
            hidden = view.buried_counts[seat] + view.prize_counts[seat] - len(shown)
        return known + 1.4 * hidden

    def leader(self, view: View) -> int:
        """The seat with the most (estimated) gold."""
        return self._estimates(view)[1]

    def candidates(self, kind: str, n: int) -> tuple[int, ...]:
        found = self._candidates.get((kind, n))
        if found is None:
            found = self._candidates[kind, n] = tuple(self.cat.destinations_for(kind, n))
        return found

    def possible_destinations(self, view: View, kind: str) -> list[int]:
        """C4: the cards the face-down destination may be — that kind at this table size, minus
        the ones already in the destination discard (public)."""
        memo = self._memo_for(view)
        key = ("dest", kind)
        found: tuple[int, ...] | None = memo.get(key)
        if found is None:
            found = memo[key] = self._possible_destinations(view, kind)
        return list(found)

    def _possible_destinations(self, view: View, kind: str) -> tuple[int, ...]:
        if view.destination >= 0:
            return (view.destination,)
        gone = set(view.dest_discard)
        cards = [c for c in self.candidates(kind, view.n) if c not in gone]
        return tuple(cards) or self.candidates(kind, view.n)

    def _requirements(self, view: View, kind: str) -> tuple[tuple[int, int, int], ...]:
        memo = self._memo_for(view)
        key = ("req", kind)
        found: tuple[tuple[int, int, int], ...] | None = memo.get(key)
        if found is None:
            req = self.cat.require
            memo_dests = self.possible_destinations(view, kind)
            found = memo[key] = tuple(req[d] for d in memo_dests)
        return found

    def attack_totals(self, view: View) -> tuple[list[int], int]:
        """Fixed skill totals on the table and the number of multi-skill points to place."""
        t, flex = self._table_totals(view)
        return list(t), flex

    def _table_totals(self, view: View) -> tuple[tuple[int, int, int], int]:
        memo = self._memo_for(view)
        found: tuple[tuple[int, int, int], int] | None = memo.get("totals")
        if found is None:
            t, flex = self._attack_totals(view)
            found = memo["totals"] = ((t[0], t[1], t[2]), flex)
        return found

    def _attack_totals(self, view: View) -> tuple[list[int], int]:
        c = self.cat
        t = list(view.adjust)
        flex = 0
        chosen = dict(view.skill_choices)
        for _seat, card in view.attack:
            if c.special[card]:
                continue
            if c.multi[card]:
                if card in chosen:
                    t[SKILLS.index(chosen[card])] += 1
                else:
                    flex += 1
            else:
                for i in range(3):
                    t[i] += c.skills[card][i]
        return t, flex

    def meets(self, req: tuple[int, int, int], totals: list[int], flex: int) -> bool:
        short = sum(max(0, r - t) for r, t in zip(req, totals, strict=True))
        return short <= flex

    def _misses(self, view: View, kind: str, extra: list[int] | None, extra_flex: int) -> list[int]:
        """Skill points missing against each possible destination card (multi-skill points
        placed where they help). Kept per view and skill vector: a bot weighing its cards asks
        again and again with the same few vectors."""
        e0, e1, e2 = extra if extra else (0, 0, 0)
        key = (kind, e0, e1, e2, extra_flex)
        memo = self._memo_for(view)
        found: list[int] | None = memo.get(key)
        if found is None:
            (t0, t1, t2), flex = self._table_totals(view)
            t0 += e0
            t1 += e1
            t2 += e2
            flex += extra_flex
            found = []
            for r0, r1, r2 in self._requirements(view, kind):
                short = (r0 - t0 if r0 > t0 else 0) + (r1 - t1 if r1 > t1 else 0) + (
                    r2 - t2 if r2 > t2 else 0)
                found.append(short - flex if short > flex else 0)
            memo[key] = found
        return found

    def success_chance(self, view: View, kind: str, extra: list[int] | None = None,
                       extra_flex: int = 0) -> float:
        """P(the attack succeeds) over the possible destination cards, with `extra` skill points
        (and multi-skill points) added to what lies on the table."""
        if kind not in ATTACK_KINDS:
            return 0.0
        misses = self._misses(view, kind, extra, extra_flex)
        return misses.count(0) / len(misses)

    def shortfall(self, view: View, kind: str, extra: list[int] | None = None,
                  extra_flex: int = 0) -> float:
        """The skill points still missing, averaged over the possible destination cards."""
        misses = self._misses(view, kind, extra, extra_flex)
        return sum(misses) / len(misses)

    def skills_of(self, cards: list[int] | tuple[int, ...]) -> tuple[list[int], int]:
        """Skill points of these crew cards (fixed skills per kind, and multi-skill cards)."""
        t0 = t1 = t2 = flex = 0
        vec = self._vectors
        for card in cards:
            v = vec[card]
            t0 += v[0]
            t1 += v[1]
            t2 += v[2]
            flex += v[3]
        return [t0, t1, t2], flex

    def skill_vector(self, card: int) -> tuple[int, int, int, int]:
        """One card's contribution to `skills_of`: navigation, cannons, sabers, multi (0/1)."""
        return self._vectors[card]

    def _skill_vectors(self) -> tuple[tuple[int, int, int, int], ...]:
        c = self.cat
        out = []
        for card in range(c.size):
            if c.special[card] or c.category[card] != "crew":
                out.append((0, 0, 0, 0))
            elif c.multi[card]:
                out.append((0, 0, 0, 1))
            else:
                sk = c.skills[card]
                out.append((sk[0], sk[1], sk[2], 0))
        return tuple(out)

    def mean_prizes(self, view: View, kind: str) -> float:
        cards = self.possible_destinations(view, kind)
        return sum(self.cat.prizes[d] for d in cards) / len(cards)

    def assign_multi(self, view: View, cards: tuple[int, ...]) -> list[tuple[int, str]]:
        """AT6: give each multi-skill card to the skill that most needs it (the destination is
        revealed by then)."""
        c = self.cat
        totals, _flex = self.attack_totals(view)
        req = c.require[view.destination] if view.destination >= 0 else (0, 0, 0)
        out = []
        for card in cards:
            deficits = [(req[i] - totals[i], -i) for i in range(3) if c.skills[card][i]]
            best = max(deficits)
            k = -best[1]
            totals[k] += c.skills[card][k]
            out.append((card, SKILLS[k]))
        return out
