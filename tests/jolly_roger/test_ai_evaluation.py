"""The hard AI's evaluation and its fit to who wins (tools/fit_evaluation.py; issue 14: the
evaluation's weights tuned by self-play)."""

from __future__ import annotations

import math
import random
import sys
from pathlib import Path

from game.jolly_roger.ai.search import FEATURES, Search, seat_features
from game.jolly_roger.cards import load_catalogue
from game.jolly_roger.engine import Game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))
import fit_evaluation  # noqa: E402

CAT = load_catalogue()


def test_the_conditional_logit_fit_recovers_the_weights_that_made_the_winners() -> None:
    """Newton's method on moments drawn from a known model gives that model back (within
    sampling noise), early and late weights alike."""
    rng = random.Random(4)
    truth = [0.1, 0.3, 0.05, 0.02, 0.5, 0.2, 0.7, 0.6, 0.2, 0.0, -1.0, -0.2]
    moments = []
    for _ in range(3000):
        n = rng.randint(3, 8)
        r = rng.randint(0, 9)
        feats = [(rng.uniform(0, 8), rng.uniform(0, 6), float(rng.randint(0, 6)),
                  float(rng.randint(0, 12)), float(i == 0), float(i == 1)) for i in range(n)]
        u = [sum(a * b for a, b in zip(truth, fit_evaluation.design(r, f), strict=True))
             for f in feats]
        z = sum(math.exp(v) for v in u)
        pick = rng.choices(range(n), [math.exp(v) / z for v in u])[0]
        moments.append((r, feats, [1.0 if i == pick else 0.0 for i in range(n)]))
    w = fit_evaluation.fit(moments)
    assert len(w) == 2 * len(FEATURES)
    for got, want in zip(w, truth, strict=True):
        assert abs(got - want) < 0.25, (w, truth)
    # and it predicts better than the blind guess
    blind = sum(math.log(len(f)) for _r, f, _s in moments) / len(moments)
    assert fit_evaluation.log_loss(moments, fit_evaluation.fitted_prob(w)) < blind - 0.1


def test_seat_features_are_the_gold_hand_and_chairs_the_evaluation_weighs() -> None:
    game = Game.new(["A", "B", "C", "D"], seed=2, cat=CAT, ask_all=False, humans=[False] * 4)
    s = game._state.clone()
    search = Search(CAT)
    value = [search.kn.prize_value(x) for x in range(CAT.size)]
    gold, other = sorted(CAT.prize_ids, key=lambda c: -CAT.gold[c])[:2]
    s.prizes[1].append(gold)
    feats = seat_features(s, value, CAT.crew)
    assert feats[1][0] == value[gold] and feats[1][1] == 0
    s.buried.add(gold)
    feats = seat_features(s, value, CAT.crew)
    assert feats[1][0] == 0 and feats[1][1] == value[gold]
    assert [f[2] for f in feats] == [len(h) for h in s.hands]
    assert [f[4] for f in feats].index(1.0) == s.captain
    before = search.evaluate(s)
    s.prizes[2].append(other)
    assert search.evaluate(s)[2] > before[2]  # a seat given gold is worth more


def test_other_seats_reward_who_paid_into_the_attack_in_the_search() -> None:
    """RECIPROCAL: in the rollouts (and the tree, for other seats) a quartermaster deals the
    best loot to who paid into the attack, and punishes when a seat with cards paid nothing,
    as medium does — so the search sees what riding free costs against such bots."""
    from game.jolly_roger import commands as K
    from game.jolly_roger.ai import ask, make_bot
    from game.jolly_roger.ai.search import _helped

    search = Search(CAT)
    seen_share = seen_punish = 0
    for seed in range(1, 40):
        game = Game.new(["A", "B", "C", "D", "E"], seed=seed, cat=CAT, ask_all=False,
                        humans=[False] * 5)
        bots = [make_bot("medium", seed * 5 + i, CAT) for i in range(5)]
        while not game.over and not (seen_share and seen_punish):
            p = game.prompt()
            s = game._state
            if p.step == "loot_share" and p.context != "mutiny" and len(p.cards) >= 2:
                helped = _helped(s)
                for r in range(8):  # whatever the rollout's dice
                    cmd = search.policy(s.clone(), p, random.Random(r))
                    alloc = dict(cmd.allocation)
                    to = alloc[max(p.cards, key=search._value.__getitem__)]
                    takers = set(alloc.values()) - {p.seat}
                    if to != p.seat and len({helped[i] for i in takers}) >= 2:
                        assert helped[to] == max(helped[i] for i in takers)  # the best helper's
                        seen_share += 1
            if p.step == "punish":
                helped = _helped(s)
                free = any(not helped[i] and len(s.hands[i]) >= 2 for i in range(5)
                           if i not in (s.captain, s.qm))
                if free:
                    for r in range(8):
                        cmd = search.policy(s.clone(), p, random.Random(r))
                        assert cmd == K.OrderPunishment(p.seat, True)
                    seen_punish += 1
            game.submit(ask(bots[p.seat], p, game.view))
        if seen_share and seen_punish:
            break
    assert seen_share and seen_punish
