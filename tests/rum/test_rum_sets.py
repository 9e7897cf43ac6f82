"""The capture arithmetic (game.rum.sets.evaluate): PL2–PL9, TR1, RU5–RU9, RU22, PL6."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st
from rum_support import BLUE, CAT, GREEN, RED, YELLOW, captains, doubles, singles

from game.rum.sets import capturable, evaluate
from game.rum.view import Captain


def ev(beach, caps, seat, laid, n=3):
    return evaluate(CAT, beach, caps, seat, n, laid)


def test_PL2_PL3_bottles_are_up_ends_plus_face_up_beach_singles() -> None:
    g1, g2, _g3 = singles(GREEN)
    d = doubles(GREEN)[0]
    out = ev([g1], captains(), 0, [(g2, "single"), (d, "double")])
    assert out.bottles[GREEN] == 4
    # the other ends of the laid cards add nothing (C2: only the up end counts)
    assert out.bottles[CAT.double[g2]] == 0 and out.bottles[CAT.single[d]] == 0


def test_PL4_EX2_two_green_bottles_take_the_green_card_at_1() -> None:
    out = ev([], captains(), 1, [(doubles(GREEN)[0], "double")])
    assert out.legal
    assert [(c.colour, c.owner_before, c.value_before, c.value_after, c.route)
            for c in out.captures] == [(GREEN, None, 1, 2, "count")]
    assert out.scores == (0, 2, 0)


def test_PL4_a_count_equal_to_the_value_takes_nothing() -> None:
    out = ev([], captains(green=(2, 0)), 1, [(doubles(GREEN)[0], "double")])
    assert not out.legal and out.clause == "PL8"


def test_PL5_TR1_trio_takes_whatever_the_value_and_adds_two() -> None:
    g = singles(GREEN)
    out = ev([g[0]], captains(green=(5, 2)), 0, [(g[1], "single"), (g[2], "single")])
    assert out.legal
    (cap,) = out.captures
    assert (cap.owner_before, cap.value_before, cap.value_after, cap.route) == (2, 5, 7, "trio")
    assert out.scores == (7, 0, 0)


def test_TR1_a_trio_needs_all_three_singles_up() -> None:
    g = singles(GREEN)
    out = ev([], captains(green=(5, 2)), 0, [(g[0], "single"), (g[1], "single")])
    assert not out.legal and out.clause == "PL8"


def test_RU7_trio_and_count_together_take_the_larger_value() -> None:
    g = singles(GREEN)
    d = doubles(GREEN)
    laid = [(c, "single") for c in g] + [(d[0], "double"), (d[1], "double")]  # 7 bottles
    (cap,) = ev([], captains(green=(2, 1)), 0, laid).captures
    assert (cap.value_after, cap.route) == (7, "both")     # 7 > 2 + 2
    (cap,) = ev([], captains(green=(4, 1)), 0, [(c, "single") for c in g]).captures
    assert (cap.value_after, cap.route) == (6, "trio")     # 3 bottles do not beat 4


def test_PL6_an_8_falls_only_to_a_trio_and_stays_8() -> None:
    """EX4: 8 green bottles without the trio do not take a rival's green 8; the trio does."""
    g = singles(GREEN)
    d = doubles(GREEN)
    eight = [(c, "double") for c in d] + [(g[0], "single"), (g[1], "single")]
    out = ev([], captains(green=(8, 1)), 0, eight)
    assert out.bottles[GREEN] == 8 and not out.legal and out.clause == "PL8"
    out = ev([], captains(green=(8, 1)), 0, eight + [(g[2], "single")])
    assert out.legal and out.captures[0].value_after == 8 and out.captures[0].owner_before == 1


def test_PL5_value_rises_at_most_to_8() -> None:
    g = singles(GREEN)
    (cap,) = ev([], captains(green=(7, 1)), 0, [(c, "single") for c in g]).captures
    assert cap.value_after == 8


def test_PL7_RU8_EX5_an_own_card_is_re_raised_and_that_is_legal() -> None:
    r = singles(RED)
    dr = doubles(RED)
    out = ev([], captains(red=(3, 0)), 0, [(dr[0], "double"), (dr[1], "double")])
    assert out.legal and out.captures[0].value_after == 4 and out.captures[0].owner_before == 0
    # a trio on an own card raises it by 2 (RU8)
    out = ev([], captains(red=(3, 0)), 0, [(c, "single") for c in r])
    assert out.captures[0].value_after == 5


def test_RU22_EX17_an_own_8_cannot_rise_so_alone_it_is_refused() -> None:
    g = singles(GREEN)
    out = ev([], captains(green=(8, 0)), 0, [(c, "single") for c in g])
    assert not out.legal and out.clause == "RU22"
    blue = next(c for c in doubles(BLUE) if CAT.single[c] != GREEN)
    laid = [(c, "single") for c in g] + [(blue, "double")]
    out = ev([], captains(green=(8, 0)), 0, laid)
    assert out.legal and [c.colour for c in out.captures] == [BLUE]
    assert out.scores[0] == 8 + 2


def test_PL8_EX6_a_set_that_captures_nothing_is_refused() -> None:
    out = ev([], captains(), 0, [(singles(GREEN)[0], "single")])
    assert not out.legal and out.clause == "PL8" and out.reason


def test_RU5_beach_bottles_alone_never_make_a_set() -> None:
    g = singles(GREEN)
    out = ev(g[:2], captains(), 0, [])
    assert not out.legal and out.clause == "RU5"


def test_RU5_BE2_RU6_a_useless_hand_card_may_unlock_the_beach() -> None:
    """The face-up beach's two green singles capture; the laid card adds nothing (PL9)."""
    g = singles(GREEN)
    out = ev(g[:2], captains(), 0, [(singles(RED)[0], "single")])
    assert out.legal and [c.colour for c in out.captures] == [GREEN]


def test_PL1_a_card_laid_twice_or_an_unknown_card_or_end_is_refused() -> None:
    g = singles(GREEN)[0]
    assert ev([], captains(), 0, [(g, "single"), (g, "double")]).clause == "PL1"
    assert ev([], captains(), 0, [(CAT.parrot, "single")]).clause == "PL1"
    assert ev([], captains(), 0, [(g, "sideways")]).clause == "PL1"


def test_PL9_EX3_all_captures_of_one_set_together_one_per_colour() -> None:
    """EX3 (Ania's big set): yellow 4 over her own 3, blue 2, green by trio over Bartek's 5."""
    ania, bartek = 0, 1
    caps = captains(yellow=(3, ania), green=(5, bartek))
    g = singles(GREEN)
    dy = [c for c in doubles(YELLOW) if CAT.single[c] != GREEN][:2]
    db = [c for c in doubles(BLUE) if CAT.single[c] not in (GREEN, YELLOW)][:1]
    laid = [(g[1], "single"), (g[2], "single")] + [(c, "double") for c in dy + db]
    out = ev([g[0]], caps, ania, laid)
    assert out.legal
    got = {c.colour: (c.owner_before, c.value_after, c.route) for c in out.captures}
    assert got == {YELLOW: (ania, 4, "count"), BLUE: (None, 2, "count"),
                   GREEN: (bartek, 7, "trio")}
    assert out.scores == (13, 0, 0)


@settings(max_examples=300, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 20), st.sampled_from(["single", "double"])),
                max_size=6, unique_by=lambda t: t[0]),
       st.lists(st.integers(0, 20), max_size=3, unique=True),
       st.lists(st.tuples(st.integers(1, 8), st.integers(-1, 2)), min_size=7, max_size=7))
def test_PL8_capturable_agrees_with_evaluate(laid, beach, raw) -> None:
    """The prompt's `colours` (some set could capture this colour) is exact: every colour a
    legal set captures is listed, and a listed colour has a legal set capturing it."""
    hand = [c for c, _ in laid if c not in beach]
    laid = [(c, e) for c, e in laid if c in hand]
    caps = [Captain(i, v, None if o < 0 else o) for i, (v, o) in enumerate(raw)]
    cols = capturable(CAT, beach, caps, 0, hand)
    out = evaluate(CAT, beach, caps, 0, 3, laid)
    if out.legal:
        assert {c.colour for c in out.captures} <= set(cols)
    for colour in cols:  # the colour's best set captures it
        best = [(c, "single" if CAT.single[c] == colour else "double") for c in hand
                if colour in (CAT.single[c], CAT.double[c])] or [(hand[0], "single")]
        got = evaluate(CAT, beach, caps, 0, 3, best)
        assert colour in {c.colour for c in got.captures}
    if not cols and hand:  # no set at all is legal: brute force over small hands
        for ends in itertools.product((None, "single", "double"), repeat=min(len(hand), 4)):
            trial = [(c, e) for c, e in zip(hand, ends, strict=False) if e]
            assert not evaluate(CAT, beach, caps, 0, 3, trial).legal
