"""Exact dice odds and a combat evaluator — one combat brain for the NPC policy (DA7) and the
bots (the contract's AI notes): the distribution of successes and pips of n dice (C3, DT3),
the manoeuvre's four outcomes (NB5), a crew combat's win chance by dynamic programming over
the crews (CB3–CB6), and a naval battle's estimate for declarations.

Everything here is a pure function of numbers and cached; nothing reads a state.
"""

from __future__ import annotations

from functools import cache, lru_cache

P_SUCCESS = 2 / 6          # faces 5, 6
P_PIP = 1 / 6              # each of faces 1–4


@cache
def dist(n: int) -> tuple[tuple[int, int, float], ...]:
    """The (successes, pips, probability) of rolling n dice."""
    table: dict[tuple[int, int], float] = {(0, 0): 1.0}
    for _ in range(n):
        nxt: dict[tuple[int, int], float] = {}
        for (k, p), w in table.items():
            key = (k + 1, p)
            nxt[key] = nxt.get(key, 0.0) + w * P_SUCCESS
            for face in (1, 2, 3, 4):
                key = (k, p + face)
                nxt[key] = nxt.get(key, 0.0) + w * P_PIP
        table = nxt
    return tuple((k, p, w) for (k, p), w in sorted(table.items()))


@cache
def successes(n: int) -> tuple[float, ...]:
    """P(k successes) for k = 0..n."""
    out = [0.0] * (n + 1)
    for k, _p, w in dist(n):
        out[k] += w
    return tuple(out)


@cache
def manoeuvre(na: int, nb: int) -> tuple[float, float, float, float]:
    """NB5, DT3: P(a wins), P(b wins), P(tie with successes), P(no success at all)."""
    a_win = b_win = tie = none = 0.0
    for ka, pa, wa in dist(na):
        for kb, pb, wb in dist(nb):
            w = wa * wb
            if ka == 0 and kb == 0:
                none += w
            elif ka > kb or (ka == kb and pa > pb):
                a_win += w
            elif kb > ka or (ka == kb and pb > pa):
                b_win += w
            else:
                tie += w
    return a_win, b_win, tie, none


@cache
def crew_win(ca: int, cb: int, la: int, lb: int) -> float:
    """CB3–CB7: the chance that side a wins a crew combat from crews ca, cb with leadership
    dice la, lb (both-zero rounds split by CB6's tie-breaks, taken as even)."""
    if ca <= 0 and cb <= 0:
        return 0.0
    if cb <= 0:
        return 1.0
    if ca <= 0:
        return 0.0
    pa, pb = successes(max(1, la)), successes(max(1, lb))
    stay = 0.0
    total = 0.0
    for ka, wa in enumerate(pa):
        for kb, wb in enumerate(pb):
            w = wa * wb
            ha, hb = min(ka, ca), min(kb, cb)        # CB3: at most one's own crew
            na, nb = ca - hb, cb - ha
            if ha == 0 and hb == 0:
                stay += w
            elif na <= 0 and nb <= 0:
                total += w * (0.5 if ka == kb else (1.0 if ka > kb else 0.0))
            else:
                total += w * crew_win(max(0, na), max(0, nb), la, lb)
    return total / (1 - stay) if stay < 1 else 0.5


@lru_cache(maxsize=4096)
def fire_rate(na: int, nb: int, cannons_a: int) -> float:
    """NB6: the hits side a deals in a round when both fire: all its cannons on a win, one
    per success (at most its cannons) on a loss or a tie."""
    a_win, _b, _t, _n = manoeuvre(na, nb)
    expected = a_win * cannons_a
    for ka, pa, wa in dist(na):
        for kb, pb, wb in dist(nb):
            lose_or_tie = (ka < kb or (ka == kb and pa <= pb)) and (ka or kb)
            if lose_or_tie:
                expected += wa * wb * min(ka, cannons_a)
    return expected


def endurance(track: tuple[int, ...]) -> float:
    """About how many hits a ship takes before it sinks: the hull, and half of what stands
    before it (numbered hits land on hold, masts, crew and cannons first, HL2, HL5)."""
    hull, masts, hold, crew, cannons = track
    return hull + 0.5 * (masts + hold + crew + cannons)


@lru_cache(maxsize=8192)
def naval_win(na: int, nb: int, track_a: tuple[int, ...], track_b: tuple[int, ...]) -> float:
    """An estimate of side a's chance to sink side b before being sunk, both firing every
    round: the rounds each needs, compared (a smooth race)."""
    ra = fire_rate(na, nb, track_a[4])
    rb = fire_rate(nb, na, track_b[4])
    if ra <= 0:
        return 0.0                                       # guns that cannot fire win nothing
    ta = endurance(track_b) / ra                         # rounds a needs
    tb = endurance(track_a) / rb if rb > 0 else 99.0
    return tb ** 2 / (ta ** 2 + tb ** 2)
