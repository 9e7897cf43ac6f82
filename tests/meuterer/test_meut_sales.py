"""SA1–SA6, RU6, RU18, DA5: the legal allocations, the refusal of illegal ones (naming the
rule), majority points with the merchant, and the "best for me" plan — on the pure functions
of game.meuterer.sales and through the engine's prompt."""

from __future__ import annotations

import pytest
from meut_support import CAT, CLOTH, CONFLICT, GRAIN, ISLAND, RUBY, SALT, WINE

from game.meuterer.sales import best_plan, check, island_points, legal_plans

H, A, E_ = ISLAND["hochland"], ISLAND["affeninsel"], ISLAND["eisfelsen"]
P_NEST = ISLAND["piratennest"]


def test_SA3_RU18_nothing_sellable_is_one_empty_plan() -> None:
    assert legal_plans(CAT, (H,), CONFLICT[:3]) == [()]
    assert legal_plans(CAT, (H,), []) == [()]
    assert legal_plans(CAT, (E_, A), WINE[:2]) == [()]      # SA2: neither island buys wine


def test_SA2_conflict_cards_are_never_goods() -> None:
    plan, clause, _msg = check(CAT, (H,), [CONFLICT[0], WINE[0]], ((H, (CONFLICT[0],)),))
    assert clause == "SA2" and plan == ()


def test_SA3_on_one_any_island_the_seller_picks_one_good() -> None:
    """SA3 (b): on Hochland one good type; (c): the other goods may stay unsold, since
    Hochland holds a different good of this seller."""
    plans = legal_plans(CAT, (H,), [SALT[0], SALT[1], WINE[0]])
    assert sorted(plans) == sorted([((H, (SALT[0], SALT[1])),), ((H, (WINE[0],)),)])


def test_EX11_SA3_four_grain_on_hochland_and_affeninsel() -> None:
    plans = legal_plans(CAT, (H, A), GRAIN[:4])
    splits = sorted(tuple(len(c) for _i, c in p) for p in plans)
    # all on Affeninsel, all on Hochland, or split 1/3, 2/2, 3/1 (each island at least 1)
    assert splits == [(1, 3), (2, 2), (3, 1), (4,), (4,)]
    assert ((H, tuple(GRAIN[:2])), (A, tuple(GRAIN[2:4]))) in plans


def test_EX17_SA3_RU18_wine_and_grain_on_hochland_and_affeninsel() -> None:
    offered = WINE[:2] + GRAIN[:4]
    plans = legal_plans(CAT, (H, A), offered)
    assert ((H, tuple(WINE[:2])), (A, tuple(GRAIN[:4]))) in plans
    for k in range(1, 4):
        assert ((H, tuple(GRAIN[:k])), (A, tuple(GRAIN[k:4]))) in plans   # wine unsold
    assert ((H, tuple(GRAIN[:4])),) in plans          # all grain on Hochland, wine unsold
    assert len(plans) == 5
    # refused: any grain unsold (Affeninsel can always take it) ...
    _p, clause, msg = check(CAT, (H, A), offered, ((H, tuple(WINE[:2])), (A, tuple(GRAIN[:3]))))
    assert clause == "SA3" and "grain" in msg and "rule c" in msg
    # ... and Hochland left without their cards while wine could go there
    _p, clause, msg = check(CAT, (H, A), offered, ((A, tuple(GRAIN[:4])),))
    assert clause == "SA3" and "Hochland" in msg


def test_SA3_a_refused_plan_names_each_rule() -> None:
    offered = WINE[:2] + GRAIN[:2]
    _p, clause, msg = check(CAT, (H, A), offered, ((H, (WINE[0],)), (A, (WINE[1],))))
    assert clause == "SA2"                        # Affeninsel buys grain, not wine
    _p, clause, msg = check(CAT, (H, A), offered, ((H, (GRAIN[0], GRAIN[0])),))
    assert clause == "SA3" and "rule a" in msg
    _p, clause, msg = check(CAT, (H, A), offered, ((H, (WINE[0], GRAIN[0])),))
    assert clause == "SA3" and "rule b" in msg
    _p, clause, msg = check(CAT, (H,), offered, ((E_, (WINE[0],)),))
    assert clause == "SA1"
    _p, clause, msg = check(CAT, (H,), offered, ((H, (RUBY[0],)),))
    assert clause == "SA3" and "offered" in msg
    _p, clause, _m = check(CAT, (H,), offered, "all of it")
    assert clause == "SA3"


def test_SA3_any_split_of_ids_is_accepted_and_made_canonical() -> None:
    plan, clause, _m = check(CAT, (H, A), GRAIN[:4],
                             [[A, [GRAIN[0], GRAIN[3]]], [H, [GRAIN[2], GRAIN[1]]]])
    assert clause == "" and plan == ((H, (GRAIN[1], GRAIN[2])), (A, (GRAIN[0], GRAIN[3])))


def test_SA3_two_any_islands_each_take_a_good() -> None:
    plans = legal_plans(CAT, (H, P_NEST), [SALT[0], CLOTH[0], WINE[0]])
    assert ((H, (SALT[0],)), (P_NEST, (CLOTH[0],))) in plans
    # with two any-good islands, at most one of three goods may stay unsold, never two
    assert all(sum(len(c) for _i, c in p) == 2 for p in plans)


@pytest.mark.parametrize(("counts", "merchant", "points"), [
    ((3, 1, 0, 0), -1, (4, 0, 0, 0)),          # SA4: alone
    ((2, 2, 1, 0), -1, (3, 3, 0, 0)),          # two tied: the second value
    ((2, 2, 2, 0), -1, (2, 2, 2, 0)),          # three tied: the third value
    ((1, 1, 1, 1), -1, (0, 0, 0, 0)),          # EX12: four tied, nobody
    ((2, 2, 2, 0), 0, (4, 2, 2, 0)),           # SA5, EX6: the merchant takes the first value
    ((1, 1, 1, 1), 3, (0, 0, 0, 4)),           # RU6: four tied with the merchant
    ((1, 3, 0, 0), 0, (0, 4, 0, 0)),           # SA6: the merchant not in the majority
    ((0, 0, 0, 0), 1, (0, 0, 0, 0)),           # SA4: at least 1 card
])
def test_SA4_SA5_SA6_RU6_majority_points(counts: tuple[int, ...], merchant: int,
                                         points: tuple[int, ...]) -> None:
    assert island_points(CAT.islands[H].table, counts, merchant) == points


def test_DA5_best_for_me_against_the_plans_fixed_so_far() -> None:
    """Another seller already fixed 2 salt on Hochland: 2 salt of mine would tie (3 points),
    a lone wine would lose; 3 cloth wins alone (4)."""
    fixed = [((H, tuple(SALT[:2])),), None, None]
    mine = SALT[2:4] + CLOTH[:3] + WINE[:1]
    plans = legal_plans(CAT, (H,), mine)
    assert best_plan(CAT, (H,), fixed, 1, -1, plans) == ((H, tuple(CLOTH[:3])),)
    # as the merchant, 2 salt tying the leader is worth the first value too (4 = 4):
    # the first plan in order with the most points is proposed
    best = best_plan(CAT, (H,), fixed, 1, 1, plans)
    assert island_points(CAT.islands[H].table, (2, len(dict(best)[H]), 0), 1)[1] == 4
