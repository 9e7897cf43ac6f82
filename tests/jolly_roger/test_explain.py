"""Why a hint says what it says (game/jolly_roger/ai/explain.py): each kind of reason from a
crafted view of the player's own (DA8: nothing else is read), and its sentence in the app
(scenes/jolly_roger/advice.py)."""

from __future__ import annotations

from typing import Any

import pytest

from game.jolly_roger import commands as K
from game.jolly_roger.ai.explain import KINDS, Reason, explain
from game.jolly_roger.engine import Game
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View
from game.jolly_roger.words import PROMISE_WORDS
from scenes.jolly_roger.advice import REASONS, hint_line, reason_text
from tests.jolly_roger.support import CAT, NAMES, crew

FORT = 68  # a Fort for 5 seats: navigation 1, cannons 4, sabers 3
CANNON3, CANNON1 = crew("cannons", 3)[0], crew("cannons", 1)[0]
SABER1, NAV1 = crew("sabers", 1)[0], crew("navigation", 1)[0]
RUM, HOSTAGE = 135, 146
GOLD = sorted((c for c in CAT.prize_ids if (CAT.prize_type[c] or "gold") == "gold"),
              key=lambda c: CAT.gold[c])


def _view(**changes: Any) -> View:
    """Anna's (seat 0) view of a fresh 5-seat game, with some fields changed."""
    return Game.new(NAMES[:5], seed=1, ask_all=False, cat=CAT).view(0)._replace(**changes)


def _p(step: str, *actions: str, **kw: Any) -> Prompt:
    return Prompt(0, step, "X", actions, **kw)


def _attack(**changes: Any) -> View:
    base: dict[str, Any] = dict(step="attack", captain=1, quartermaster=2,
                                destination_kind="fort", destination=-1, attack=(),
                                adjust=(0, 0, 0), skill_choices=(), dest_discard=())
    return _view(**{**base, **changes})


def test_AT2_the_fort_needs_more_cannons_and_you_hold_them() -> None:
    """The revealed Fort needs 4 cannons; 1 lies on the table, so 3 more; Anna holds 4."""
    v = _attack(destination=FORT, attack=((1, CANNON1),), hand=(CANNON3, CANNON1, SABER1))
    r = explain(v, _p("attack", "play_cards"), K.PlayCards(0, (CANNON3,)), CAT)
    assert r == Reason("attack_need", {"kind": "fort", "need": 3, "skill": "cannons",
                                       "have": 4})
    assert reason_text(r, v, CAT) == "The Fort needs 3 more cannons and you hold 4."


def test_AT2_cards_that_raise_the_chance_and_cards_that_only_close_the_gap() -> None:
    strong = crew("cannons", 3)[:2] + crew("sabers", 3)[:2]
    v = _attack(attack=((1, NAV1),), hand=tuple(strong))
    r = explain(v, _p("attack", "play_cards"), K.PlayCards(0, tuple(strong)), CAT)
    assert r is not None and r.key == "attack_chance"
    assert r.params["before"] == 0 < r.params["after"] <= 100
    weak = _attack(hand=(SABER1,))
    r = explain(weak, _p("attack", "play_cards"), K.PlayCards(0, (SABER1,)), CAT)
    assert r is not None and r.key == "attack_short"
    assert r.params["before"] == r.params["after"] + 1


def test_AT2_a_pass_says_whether_the_attack_is_won_lost_or_better_kept() -> None:
    big = tuple((1, c) for c in crew("cannons", 3)[:3] + crew("sabers", 3)[:3]
                + crew("navigation", 3)[:3])
    p = _p("attack", "play_cards", "pass")
    assert explain(_attack(attack=big, hand=(SABER1,)), p, K.Pass(0), CAT) == Reason(
        "attack_enough", {"kind": "fort"})
    assert explain(_attack(hand=()), p, K.Pass(0), CAT) == Reason(
        "attack_hopeless", {"kind": "fort"})
    some = _attack(attack=big[:5], hand=tuple(crew("navigation", 3)[:2]))
    assert explain(some, p, K.Pass(0), CAT) == Reason("attack_keep", {"kind": "fort"})


def test_VY1_destinations() -> None:
    p = _p("destination", "choose_destination")
    v = _view(hand=(CANNON3, SABER1), prizes=((GOLD[-1], RUM), (), (), (), ()))
    r = explain(v, p, K.ChooseDestination(0, "fort"), CAT)
    assert r is not None and r.key == "destination_chance" and r.params["pct"] == 0
    assert explain(v, p, K.ChooseDestination(0, "port"), CAT) == Reason(
        "destination_port", {"count": 2})
    r = explain(v, p, K.ChooseDestination(0, "island"), CAT)
    assert r == Reason("destination_island", {"count": 2})
    assert reason_text(r, v, CAT) == "Treasure Island lets you bury your 2 face-up prize cards."


def test_A1_appoint_a_promiser_or_the_biggest_hand() -> None:
    p = _p("appoint", "appoint", targets=(1, 2, 3, 4))
    v = _view(promises=((3, 0, PROMISE_WORDS["loot"], 0),), hand_sizes=(5, 2, 7, 4, 4))
    r = explain(v, p, K.Appoint(0, 3), CAT)
    assert r == Reason("appoint_promise", {"name": 3})
    assert reason_text(r, v, CAT) == "Dan promised you a share of the loot."
    r = explain(v, p, K.Appoint(0, 2), CAT)
    assert r == Reason("appoint_hand", {"name": 2, "count": 7})
    assert reason_text(r, v, CAT) == "Cleo holds 7 cards to carry an attack."


def test_M3_M4_M11_mutiny_reasons() -> None:
    v = _view(captain=1, quartermaster=2, hand=(CANNON3, SABER1), hand_sizes=(2, 4, 3, 5, 5))
    r = explain(v, _p("window", "call_mutiny", "pass"), K.CallMutiny(0, CANNON3), CAT)
    assert r == Reason("mutiny_call", {"mine": CAT.crew[CANNON3] + CAT.crew[SABER1],
                                       "cards": 7})
    fight = _view(step="mutiny", captain=1, mutiny_leader=3, mutiny_strength=(6, 4),
                  mutiny_sides=("neutral", "captain", "neutral", "mutineer", "neutral"),
                  prizes=((GOLD[0],), (), (), (), ()))
    p = _p("mutiny", "play_cards", "pass", choices=("captain", "mutineer"))
    r = explain(fight, p, K.PlayCards(0, (CANNON3,), "mutineer"), CAT)
    assert r == Reason("mutiny_need", {"side": "mutineer", "need": 3})
    assert reason_text(r, fight, CAT) == "The mutineers need 3 more crew to win."
    r = explain(fight._replace(mutiny_strength=(4, 6)), p,
                K.PlayCards(0, (CANNON3,), "captain"), CAT)
    assert reason_text(r, fight, CAT) == "The captain needs 2 more crew to hold the ship."
    assert explain(fight, p, K.Pass(0), CAT) == Reason("mutiny_stay", {"count": 1})


def test_L1_L2_T2_H2_loot_burial_and_discards() -> None:
    v = _view(hand=(CANNON3, SABER1, NAV1), prizes=((GOLD[0], GOLD[1]), (), (), (), ()))
    r = explain(v, _p("loot_pick", "take_prize"), K.TakePrize(0, GOLD[-1]), CAT)
    assert r == Reason("prize_best", {"card": GOLD[-1], "gold": CAT.gold[GOLD[-1]]})
    assert CAT.gold[GOLD[-1]] > 0
    share = K.ShareLoot(0, ((GOLD[2], 0), (GOLD[3], 1)))
    assert explain(v, _p("loot_share", "share_loot"), share, CAT) == Reason(
        "share_even", {"count": 2})
    assert explain(v, _p("bury", "bury"), K.Bury(0, (GOLD[0],)), CAT) == Reason(
        "bury_risk", {"count": 2})
    assert explain(v, _p("bury", "bury"), K.Bury(0, ()), CAT) is None  # nothing to say
    r = explain(v, _p("discard", "discard"), K.Discard(0, (NAV1,)), CAT)
    assert r == Reason("discard_limit", {"limit": 7, "count": 1})


def test_PU1_PU3_punishment() -> None:
    v = _view(captain=0, quartermaster=1, hand_sizes=(4, 4, 6, 2, 3),
              prizes=((), (), (), (GOLD[-1], GOLD[-2]), ()))
    r = explain(v, _p("punish", "order_punishment"), K.OrderPunishment(0, True), CAT)
    assert r == Reason("punish_hoard", {"name": 2, "count": 6})
    assert explain(v, _p("punish", "order_punishment"), K.OrderPunishment(0, False),
                   CAT) is None
    p = _p("victim", "choose_victim", targets=(2, 3, 4))
    assert explain(v, p, K.ChooseVictim(0, 3), CAT) == Reason("victim_gold", {"name": 3})
    assert explain(v, p, K.ChooseVictim(0, 2), CAT) == Reason(
        "victim_cards", {"name": 2, "count": 6})


def test_B1_DA6_bargains() -> None:
    v = _view()
    p = _p("bribe", "answer_bribe", targets=(3,))
    assert explain(v, p, K.AnswerBribe(0, True), CAT) == Reason("bribe_accept", {"name": 3})
    assert explain(v, p, K.AnswerBribe(0, False), CAT) == Reason("bribe_refuse", {"name": 3})
    q = _p("attack", "pass", bribe=True)
    assert explain(v, q, K.Promise(0, 1, PROMISE_WORDS["loot"]), CAT) == Reason(
        "promise_loot", {"name": 1})
    assert explain(v, q, K.Promise(0, 1, "free words"), CAT) is None
    assert explain(v, q, K.OfferBribe(0, 2, v.hand[0]), CAT) == Reason(
        "offer_swing", {"name": 2})


def test_P2_P3_port() -> None:
    v = _view(prizes=((RUM, HOSTAGE), (), (), (), ()))
    assert explain(v, _p("exchange", "exchange_prize"), K.ExchangePrize(0, RUM), CAT) == (
        Reason("exchange_rum", {"card": RUM}))
    assert explain(v, _p("cashin", "cash_in"), K.CashIn(0, (HOSTAGE,)), CAT) == Reason(
        "cash_in", {"count": 1})


def test_a_move_with_no_short_reason_gets_none() -> None:
    assert explain(_attack(), _p("attack", "reveal"), K.Reveal(0), CAT) is None


def test_every_reason_kind_has_a_sentence_with_all_its_words() -> None:
    keys = set(REASONS)
    for kind in KINDS:
        assert kind in keys or {f"{kind}_captain", f"{kind}_mutineer"} <= keys, kind


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_hint_line_carries_the_reason_on_its_own_line(lang: str) -> None:
    """hint_line: "Hint: …", a line break, and the reason (judged from the view's own
    prompt) — in the player's language (words still untranslated stay English)."""
    from game.core.i18n import set_language

    p = Prompt(0, "attack", "AT2", ("play_cards", "pass"), cards=(CANNON3,))
    v = _attack(destination=FORT, attack=((1, CANNON1),), hand=(CANNON3,), prompt=p)
    set_language(lang)
    try:
        line = hint_line(K.PlayCards(0, (CANNON3,)), v, CAT)
    finally:
        set_language("en")
    advice, why = line.split("\n")
    assert advice.startswith("Hint: " if lang == "en" else "") and why
    assert "3" in why and "{" not in why
    no_reason = hint_line(K.Reveal(0), v, CAT)
    assert "\n" not in no_reason
