"""The arithmetic of selling (SA1–SA6, RU6, RU18): the legal allocations of a seller's offered
goods, the check of a proposed one, the majority points of an island, and the "best for me"
plan (DA5). Pure functions of card facts and counts — the engine, the prompt and the bots share
them, so there is one definition of a legal plan.

A plan is ((island, (card ids…)), …): islands ascending, each with its cards ascending; unsold
cards are absent. Canonical plans (the prompt's) split a good shared by two islands with the
lower ids on the lower island; `check` accepts any ids that obey the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import product
from typing import Any, cast

from game.core.i18n import _
from game.meuterer.cards import Catalogue
from game.meuterer.words import word

Plan = tuple[tuple[int, tuple[int, ...]], ...]


def goods_of(cat: Catalogue, offered: Sequence[int]) -> dict[int, list[int]]:
    """SA2: the offered cards that are goods, by good index (ids ascending); conflict cards and
    anything not a good are left out."""
    out: dict[int, list[int]] = {}
    card_good, conflict = cat.card_good, cat.conflict
    for c in sorted(offered):
        g = card_good[c]
        if g != conflict:
            out.setdefault(g, []).append(c)
    return out


Shape = tuple[tuple[int, int, int, int], ...]   # (island, good, first, end) slices of ids

# per catalogue: the shapes by (active, counts of each good), the plans by ("ids", active, offered)
_Memo = dict[tuple[Any, ...], tuple[Shape, ...] | tuple[Plan, ...]]
_CACHE: dict[int, tuple[Catalogue, _Memo]] = {}
_CACHE_MAX = 50_000


def plans_of(cat: Catalogue, active: tuple[int, ...], offered: Sequence[int]) -> tuple[Plan, ...]:
    """`legal_plans`, with the shapes remembered per catalogue by the counts of each good
    offered (the ids only fill the slices; the cache holds its catalogue, so an id is never
    reused while cached)."""
    entry = _CACHE.get(id(cat))
    if entry is None or entry[0] is not cat:
        entry = _CACHE[id(cat)] = (cat, {})
    memo = entry[1]
    whole = ("ids", active, tuple(offered))   # the same seller asked twice (prompt, check)
    found = memo.get(whole)
    if found is not None:
        return cast(tuple[Plan, ...], found)
    goods = goods_of(cat, offered)
    key = (active, tuple((g, len(ids)) for g, ids in goods.items()))
    shapes = cast("tuple[Shape, ...] | None", memo.get(key))
    if len(memo) >= _CACHE_MAX:
        memo.clear()
    if shapes is None:
        shapes = memo[key] = tuple(_shapes(cat, active, goods))
    plans: tuple[Plan, ...]
    plans = memo[whole] = tuple(tuple((i, tuple(goods[g][a:b])) for i, g, a, b in shape)
                                for shape in shapes)
    return plans


def legal_plans(cat: Catalogue, active: Sequence[int], offered: Sequence[int]) -> list[Plan]:
    """SA3 (a)(b)(c), RU18: every legal plan of these offered cards on these active islands.

    Each island takes one good it buys, or nothing; a good on one island goes there whole, a
    good on both is split with at least one card on each (EX11, EX17); a good left unsold is
    allowed only if every active island buying it holds another good of this seller (c). With
    nothing sellable the one plan is the empty one."""
    goods = goods_of(cat, offered)
    return [tuple((i, tuple(goods[g][a:b])) for i, g, a, b in shape)
            for shape in _shapes(cat, active, goods)]


def _shapes(cat: Catalogue, active: Sequence[int], goods: dict[int, list[int]]) -> list[Shape]:
    """The legal plans as slices of each good's ids (ascending): see `legal_plans`."""
    if not goods:
        return [()]
    islands = sorted(active)
    buys = cat.buys
    options = [[None] + [g for g in goods if g in buys[i]] for i in islands]
    shapes: list[Shape] = []
    for choice in product(*options):
        if not _unsold_ok(goods, islands, choice, buys):
            continue
        if len(islands) == 2 and choice[0] is not None and choice[0] == choice[1]:
            g = choice[0]
            size = len(goods[g])
            for k in range(1, size):
                shapes.append(((islands[0], g, 0, k), (islands[1], g, k, size)))
        else:
            shapes.append(tuple((i, g, 0, len(goods[g])) for i, g in zip(islands, choice,
                                                                        strict=True)
                                if g is not None))
    return shapes


def _unsold_ok(goods: dict[int, list[int]], islands: Sequence[int], choice: Sequence[Any],
               buys: Sequence[frozenset[int]]) -> bool:
    """SA3 (c): every good not placed anywhere is bought only by islands holding another."""
    for g in goods:
        if g in choice:
            continue
        for i, ch in zip(islands, choice, strict=True):
            if ch is None and g in buys[i]:
                return False
    return True


def check(cat: Catalogue, active: Sequence[int], offered: Sequence[int],
          plan: Any) -> tuple[Plan, str, str]:
    """A proposed plan, checked: (the canonical plan, "", "") if legal, else ((), clause,
    message) naming the rule it breaks (SA1, SA2, SA3 (a)/(b)/(c))."""
    if not isinstance(plan, tuple | list):
        return (), "SA3", _("An allocation is a list of islands with their cards.")
    placed: dict[int, list[int]] = {}
    seen: set[int] = set()
    mine = set(offered)
    for entry in plan:
        if not (isinstance(entry, tuple | list) and len(entry) == 2
                and isinstance(entry[1], tuple | list)):
            return (), "SA3", _("An allocation is a list of islands with their cards.")
        island, cards = entry
        if island not in active or isinstance(island, bool) or island in placed:
            return (), "SA1", _("Sell only on the active islands, each island once.")
        for c in cards:
            if not cat.is_card(c) or c not in mine:
                return (), "SA3", _("Sell only goods you offered this round.")
            if cat.card_good[c] == cat.conflict:
                return (), "SA2", _("A conflict card is never a good; it cannot be sold.")
            if c in seen:
                return (), "SA3", _("Each card goes to one island at most (rule a).")
            seen.add(c)
        if cards:
            placed[island] = sorted(cards)
    held: dict[int, int] = {}
    for island, cards in placed.items():
        kinds = {cat.card_good[c] for c in cards}
        if len(kinds) != 1:
            return (), "SA3", _("All your cards on one island must be one good (rule b).")
        g = kinds.pop()
        if g not in cat.buys[island]:
            return (), "SA2", _("{island} does not buy {good}.").format(
                island=word(cat.islands[island].key), good=word(cat.goods[g].key))
        held[island] = g
    goods = goods_of(cat, offered)
    for g, ids in goods.items():
        unsold = [c for c in ids if c not in seen]
        if not unsold:
            continue
        for island in active:
            if g in cat.buys[island] and held.get(island, g) == g:
                return (), "SA3", _(
                    "Your {good} must be sold: {island} can still take it (rule c).").format(
                    good=word(cat.goods[g].key), island=word(cat.islands[island].key))
    return tuple((i, tuple(placed[i])) for i in sorted(placed)), "", ""


def island_points(table: Sequence[int], counts: Sequence[int], merchant: int) -> tuple[int, ...]:
    """SA4, SA5, RU6: the most cards (at least 1) score the table's value for their number of
    ties (four tied: nothing); the merchant among them scores the first value instead."""
    n = len(counts)
    top = max(counts)
    pts = [0] * n
    if top <= 0:
        return tuple(pts)
    tied = [i for i in range(n) if counts[i] == top]
    k = len(tied)
    value = table[k - 1] if k <= 3 else 0
    for i in tied:
        pts[i] = table[0] if i == merchant else value
    return tuple(pts)


def counts_on(island: int, plans: Sequence[Plan | None], n: int) -> list[int]:
    """Each seat's cards on `island` under the plans fixed so far."""
    out = [0] * n
    for seat, plan in enumerate(plans):
        if plan:
            for i, cards in plan:
                if i == island:
                    out[seat] = len(cards)
    return out


def best_plan(cat: Catalogue, active: Sequence[int], plans: Sequence[Plan | None], seat: int,
              merchant: int, candidates: Sequence[Plan]) -> Plan:
    """DA5's "best for me": the candidate scoring the most for `seat` against the plans fixed
    so far (later sellers unknown, so not counted); the first such on a tie."""
    n = len(plans)
    base = {i: counts_on(i, plans, n) for i in active}
    best, best_pts = candidates[0], None
    for plan in candidates:
        mine = dict(plan)
        pts = 0
        for i in active:
            counts = list(base[i])
            counts[seat] = len(mine.get(i, ()))
            pts += island_points(cat.islands[i].table, counts, merchant)[seat]
        if best_pts is None or pts > best_pts:
            best, best_pts = plan, pts
    return best
