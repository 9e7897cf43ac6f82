"""The bargaining layer (game/jolly_roger/ai/bargain.py): promises and bribes within B1, DA6
and RP10, answers in the log in words, reputation judged from views only, promises kept or
broken at a modelled price, and whole games that replay exactly (DA7)."""

from __future__ import annotations

import typing
from collections import Counter

from game.core.bots import ask
from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.ai import make_bot
from game.jolly_roger.ai.bargain import REPUTATION_GOLD, BargainBot, wrap
from game.jolly_roger.ai.bargain_measure import measure
from game.jolly_roger.engine import Game
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules.bribes import OFFERS_PER_ROUND
from game.jolly_roger.view import View
from game.jolly_roger.words import PROMISE_WORDS, promise_kind
from scenes.jolly_roger.logtext import log_lines
from tests.jolly_roger.support import CAT, NAMES

LOOT = PROMISE_WORDS["loot"]
MUTINY = PROMISE_WORDS["mutiny"]


def _plain(level: str, seed: int) -> typing.Any:
    """The level's own bot, without the layer (make_bot wraps medium and hard)."""
    bot = make_bot(level, seed, CAT)
    return bot.inner if isinstance(bot, BargainBot) else bot


def _bots(seats: int, seed: int, level: str = "medium") -> list[typing.Any]:
    return [wrap(_plain(level, seed * 1009 + i), CAT, seed * 1009 + i, level)
            for i in range(seats)]


def _play(seats: int, seed: int, level: str = "medium", humans: int = 0) -> Game:
    game = Game.new(NAMES[:seats], seed=seed, ask_all=False, cat=CAT)
    bots = _bots(seats, seed, level)
    while not game.over:
        p = game.prompt()
        game.submit(ask(bots[p.seat], p, game.view))
    return game


# --- legality (B1, RP10) --------------------------------------------------------------------


def test_B1_RP10_bargaining_bots_promise_and_bribe_within_the_rules() -> None:
    """Whole games of bargaining bots: every command is accepted (the engine refuses an
    illegal offer), every promise is a ready phrase a bot can be held to, nobody makes more
    than RP10's offers and promises in a round, and the bots do promise and bribe."""
    kinds: Counter[str] = Counter()
    offers = 0
    for seed in range(12):
        game = _play(5, seed)
        used: Counter[int] = Counter()
        for ev in game.events:
            if isinstance(ev, E.RoundStarted):
                used.clear()
            elif isinstance(ev, E.PromiseMade):
                kinds[promise_kind(ev.text)] += 1
                assert ev.seat != ev.to
                used[ev.seat] += 1
            elif isinstance(ev, E.BribeOffered) and ev.purpose != "guard":
                offers += 1
                used[ev.seat] += 1
            assert all(k <= OFFERS_PER_ROUND for k in used.values())
    assert "" not in kinds
    assert kinds["loot"] > 0 and kinds["mutiny"] > 0 and kinds["spare"] > 0 and offers > 0


def test_DA7_a_bargaining_game_replays_bit_for_bit_and_the_seed_decides_it() -> None:
    """The layer has its own seeded generator: the same seeds give the same log, and the
    log alone rebuilds the same game."""
    a, b = _play(5, 7), _play(5, 7)
    assert a.dumps() == b.dumps()
    again = Game.from_json(__import__("json").loads(a.dumps()), CAT)
    assert again._state.signature() == a._state.signature()
    assert any(isinstance(ev, E.PromiseMade) for ev in a.events)


def test_DA6_bargaining_bots_see_only_views_and_prompts() -> None:
    """Non-negotiable 2, for the wrapped bot: whatever it hands its inner bot, and whatever
    it is handed, is a View or a Prompt."""
    seen: set[type] = set()

    class Spy:
        def __init__(self, inner: typing.Any) -> None:
            self.inner = inner
            self.enemies = getattr(inner, "enemies", set())

        def act(self, view: typing.Any, prompt: typing.Any) -> typing.Any:
            seen.update((type(view), type(prompt)))
            return self.inner.act(view, prompt)

    for level in ("easy", "medium"):
        game = Game.new(NAMES[:5], seed=4, ask_all=False, cat=CAT)
        bots = [Spy(wrap(Spy(_plain(level, i)), CAT, i, level)) for i in range(5)]
        while not game.over:
            p = game.prompt()
            game.submit(ask(bots[p.seat], p, game.view))
    assert seen == {View, Prompt}


# --- answers to a human's offer (DA6): an event, words in the log -------------------------


def _human_offer(seed: int, card_of: typing.Callable[[View], int]) -> tuple[Game, E.Event]:
    """Play bots until seat 0 (the human) may bribe at its own prompt, offer seat 1 a card,
    let seat 1's bargaining bot answer; return the game and the answer event."""
    game = Game.new(NAMES[:5], seed=seed, ask_all=False, humans=[True] + [False] * 4, cat=CAT)
    bots = _bots(5, seed)
    while True:
        p = game.prompt()
        if p.seat == 0 and p.bribe and not p.shared and p.step != "guard":
            break
        game.submit(ask(bots[p.seat], p, game.view))
    game.submit(K.OfferBribe(0, 1, card_of(game.view(0))))
    p = game.prompt()
    assert p.seat == 1 and p.step == "bribe"
    game.submit(ask(bots[1], p, game.view))
    return game, game.events[-2]


def test_DA6_a_bot_answers_a_humans_offer_visibly_in_the_log() -> None:
    game, ev = _human_offer(3, lambda v: v.hand[0])
    assert isinstance(ev, E.BribeAnswered) and ev.seat == 1 and ev.accepted
    words = [line.text for line in log_lines(game.events_for(0), NAMES[:5], CAT)]
    assert f"{NAMES[1]} accepts the offer." in words


def test_DA6_a_captain_refuses_the_first_mutineers_card_mid_mutiny() -> None:
    """A card from the seat leading a mutiny against the captain would read as the price of
    the ship: the captain turns it down, and the log says so."""
    bot = BargainBot(_Fixed(None), CAT, 1, "medium")
    v = _view(seat=1, captain=1, mutiny_leader=0, step="bribe")
    p = Prompt(1, "bribe", "B1", ("answer_bribe",), cards=(v.hand[0],), targets=(0,))
    assert bot.act(v, p) == K.AnswerBribe(1, False)
    line = log_lines([E.BribeAnswered(1, False)], NAMES[:5], CAT)[0]
    assert line.text == f"{NAMES[1]} refuses the offer."


# --- crafted views: memory, weighing, keeping and breaking ---------------------------------


class _Fixed:
    """An inner bot that answers with a fixed command (or passes): the layer's own choices
    show against it."""

    def __init__(self, cmd: typing.Any) -> None:
        self.cmd = cmd
        self.enemies: set[int] = set()

    def act(self, view: View, p: Prompt) -> typing.Any:
        if p.step == "bribe":
            return K.AnswerBribe(p.seat, True)
        return self.cmd if self.cmd is not None else K.Pass(p.seat)


def _view(**changes: typing.Any) -> View:
    """A real 5-seat view from a fresh game, with some fields changed."""
    game = Game.new(NAMES[:5], seed=1, ask_all=False, cat=CAT)
    return game.view(changes.get("seat", 0))._replace(**changes)


def test_B1_trust_rises_with_a_kept_promise_and_falls_with_a_broken_one() -> None:
    """Reputation from the view only: Cleo (2) promised the captain (0) loot and then dealt
    the captain a top share; Dan (3) promised and dealt the captain less than the others."""
    bot = BargainBot(_Fixed(None), CAT, 0, "medium")
    before = bot.trust(2)
    bot._observe(_view(promises=((2, 0, LOOT, 0), (3, 0, LOOT, 0))))
    assert bot.promised_to_me(_view(), "loot") == [2, 3]
    bot._observe(_view(promises=((2, 0, LOOT, 0), (3, 0, LOOT, 0)),
                       shares=((2, (2, 2, 2, 1, 1)), (3, (1, 2, 2, 2, 1)))))
    assert bot.kept == {2: 1} and bot.broken == {3: 1}
    assert bot.trust(2) > before > bot.trust(3)
    assert bot.open == []  # both settled


def test_A1_a_captain_appoints_a_trusted_promiser_not_a_liar() -> None:
    inner = _Fixed(K.Appoint(0, 4))
    bot = BargainBot(inner, CAT, 0, "medium")
    bot.broken[3] = 2  # Dan broke two promises before
    v = _view(step="appoint", promises=((3, 0, LOOT, 0),))
    p = Prompt(0, "appoint", "A1", ("appoint",), targets=(1, 2, 3, 4))
    assert bot.act(v, p) == K.Appoint(0, 4)  # Dan's word is worth nothing now
    v = v._replace(promises=v.promises + ((2, 0, LOOT, 0),))
    assert bot.act(v, p) == K.Appoint(0, 2)  # Cleo, a stranger, is believed


def test_B1_a_humans_promise_in_the_players_language_counts_too() -> None:
    """A human's ready phrase reaches the log in the player's language; the bot reads it in
    any language the game speaks, whichever is in use (a resumed game reads the same)."""
    from game.core import i18n

    said = {}
    for lang in ("de", "pl"):
        i18n.set_language(lang)
        try:
            said[lang] = i18n._(MUTINY)
            assert said[lang] != MUTINY and promise_kind(said[lang]) == "mutiny"
        finally:
            i18n.set_language("en")
    assert all(promise_kind(words) == "mutiny" for words in said.values())
    assert promise_kind("Free words promise nothing a bot can hold you to.") == ""


def _share_case(voyages: int, level: str = "medium") -> typing.Any:
    """Seat 1 (quartermaster) promised the captain (0) loot; its inner bot deals itself the
    extra card, a valuable one."""
    cards = sorted(CAT.prize_ids, key=lambda c: (-_value(c), c))
    cheap = next(c for c in reversed(cards) if 0 < _value(c) < REPUTATION_GOLD)
    alloc = ((cards[0], 1), (cheap, 1), (cards[1], 2), (cards[2], 3), (cards[3], 4))
    bot = BargainBot(_Fixed(K.ShareLoot(1, alloc)), CAT, 0, level)
    v = _view(seat=1, captain=0, quartermaster=1, step="loot_share", cook=-1,
              promises=((1, 0, LOOT, 0),), dest_discard=tuple(range(voyages)))
    p = Prompt(1, "loot_share", "L2", ("share_loot",), cards=tuple(c for c, _s in alloc))
    return bot.act(v, p), alloc


def _value(card: int) -> float:
    from game.jolly_roger.ai.knowledge import Knowledge

    return Knowledge.of(CAT).prize_value(card)


def test_L2_B1_a_promise_of_loot_is_kept_early_and_broken_when_it_pays() -> None:
    """With the game ahead, the trust kept is worth more than the card: the captain gets
    the quartermaster's cheaper card. In the last voyage the card is worth more than the
    trust: the promise is broken (non-binding, B1). Easy never breaks one."""
    early, alloc = _share_case(voyages=0)
    mine = [c for c, s in alloc if s == 1]
    moved = min(mine, key=_value)
    assert _value(moved) < REPUTATION_GOLD
    assert (moved, 0) in early.allocation and len(early.allocation) == len(alloc)
    late, _a = _share_case(voyages=10)
    assert late.allocation == alloc
    naive, _a = _share_case(voyages=10, level="easy")
    assert (moved, 0) in naive.allocation


def test_M8_a_mutiny_promise_falls_due_when_won_and_lapses_when_lost() -> None:
    bot = BargainBot(_Fixed(None), CAT, 0, "medium")
    bot._observe(_view(seat=2, captain=0, mutiny_leader=1, promises=((1, 2, MUTINY, 0),)))
    assert [pl.kind for pl in bot.open] == ["mutiny"]
    bot._observe(_view(seat=2, captain=0, mutiny_leader=-1, promises=((1, 2, MUTINY, 0),)))
    assert bot.open == [] and not bot.kept and not bot.broken  # lost: lapsed
    won = BargainBot(_Fixed(K.Appoint(1, 4)), CAT, 0, "medium")
    won._observe(_view(seat=1, captain=0, mutiny_leader=1, promises=((1, 2, MUTINY, 0),)))
    v = _view(seat=1, captain=1, mutiny_leader=-1, promises=((1, 2, MUTINY, 0),), step="appoint")
    p = Prompt(1, "appoint", "M10", ("appoint",), targets=(0, 2, 3, 4))
    assert won.act(v, p) == K.Appoint(1, 2)  # M10: the promisee deals the seized loot


def test_M4_a_neutral_joins_a_trusted_first_mutineer_who_promised_it_gold() -> None:
    bot = BargainBot(_Fixed(None), CAT, 0, "medium")
    v = _view(seat=2, step="mutiny", captain=0, mutiny_leader=1, mutiny_strength=(3, 2),
              mutiny_sides=("captain", "mutineer", "neutral", "neutral", "neutral"),
              promises=((1, 2, MUTINY, 0),))
    cards = tuple(c for c in v.hand if CAT.category[c] == "crew")
    p = Prompt(2, "mutiny", "M4", ("play_cards", "pass"), cards=cards,
               choices=("captain", "mutineer"))
    cmd = bot.act(v, p)
    assert isinstance(cmd, K.PlayCards) and cmd.side == "mutineer" and len(cmd.cards) == 1
    bot.broken[1] = 3  # the same promise from a known liar buys nothing
    assert bot.act(v, p) == K.Pass(2)


# --- measured ------------------------------------------------------------------------------


def test_measure_reports_promises_kept_and_intervals() -> None:
    """The docs/balance.md figures come from `measure`: a small run has promises in most
    games, more kept than broken, and a Wilson interval around each group's win share."""
    r = measure(20)
    assert r["games_with_promise"] > 0.5 and r["kept"] > r["broken"]
    for group in ("bargaining", "plain"):
        lo, hi = r[group]["wilson95"]
        assert lo <= r[group]["win_share"] <= hi
    assert r["bargaining"]["seat_games"] == 40 and r["plain"]["seat_games"] == 60


def _help_case(voyages: int) -> typing.Any:
    """Ben (1) promised the captain (0) help against a punishment; at the attack his inner
    bot would pass."""
    bot = BargainBot(_Fixed(None), CAT, 0, "medium")
    v = _view(seat=1, captain=0, quartermaster=2, step="attack", attack=(),
              promises=((1, 0, PROMISE_WORDS["spare"], 0),), dest_discard=tuple(range(voyages)))
    hand = v.hand
    p = Prompt(1, "attack", "AT2", ("play_cards", "pass"), cards=hand)
    return bot.act(v, p), hand


def test_AT2_PU3_a_promise_of_help_is_kept_with_the_cheapest_card_until_it_stops_paying() -> None:
    from game.jolly_roger.ai.knowledge import Knowledge

    kn = Knowledge.of(CAT)
    cmd, hand = _help_case(voyages=0)
    cheapest = min(hand, key=lambda x: (kn.card_keep_value(x), x))
    assert kn.card_keep_value(cheapest) < REPUTATION_GOLD
    assert cmd == K.PlayCards(1, (cheapest,))
    late, _hand = _help_case(voyages=10)
    assert late == K.Pass(1)


def test_PU3_a_quartermaster_spares_a_trusted_pirate_who_promised_the_captain_help() -> None:
    bot = BargainBot(_Fixed(K.ChooseVictim(2, 3)), CAT, 0, "medium")
    v = _view(seat=2, captain=0, quartermaster=2, step="victim",
              hand_sizes=(4, 5, 4, 6, 3), promises=((3, 0, PROMISE_WORDS["spare"], 0),))
    p = Prompt(2, "victim", "PU3", ("choose_victim",), targets=(1, 3, 4))
    assert bot.act(v, p) == K.ChooseVictim(2, 1)  # Dan spared; Ben holds the most after
    bot.broken[3] = 3
    assert bot.act(v, p) == K.ChooseVictim(2, 3)  # a known liar is not
