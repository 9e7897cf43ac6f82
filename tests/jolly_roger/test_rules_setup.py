"""Components (C1–C6), setup (S1–S5), the hand limit (H1–H2), rounds (R1–R2) and the
three-player deal (RU1)."""

from __future__ import annotations

import statistics
import tomllib
from collections import Counter
from typing import Any

import pytest
from rules_flow import Cards, appoint, choose, default_command, new, refused, run_until, step
from support import CAT, NAMES, crew, dests, play, prizes, state
from test_rules_voyage import has, of, sig

from game.core.errors import RuleError
from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.cards import (
    ATTACK_KINDS,
    DATA_FILE,
    DEST_KINDS,
    SKILLS,
    CatalogueError,
    build_catalogue,
    load_catalogue,
)
from game.jolly_roger.engine import Game

ANNA, BEN, CLEO, DAN = range(4)
HAND_LIMIT = {3: 7, 4: 7, 5: 7, 6: 6, 7: 6, 8: 5, 9: 5, 10: 5}     # H1, RU1
EXTRA_DEAL = {3: 5, 4: 5, 5: 5, 6: 4, 7: 4, 8: 3, 9: 3, 10: 3}      # S3, RU1
FLAG_OK = {"all": lambda n: True, "5-": lambda n: n <= 5, "7-": lambda n: n <= 7,
           "6+": lambda n: n >= 6, "8+": lambda n: n >= 8}        # C4, S4


def raw_data() -> dict[str, Any]:
    with open(DATA_FILE, "rb") as fh:
        return tomllib.load(fh)


def ids(category: str) -> list[int]:
    return [c for c in range(CAT.size) if CAT.category[c] == category]


# --- C1–C6: components ----------------------------------------------------------------------

def test_C1_150_cards_68_crew_35_destinations_46_prizes_1_reference() -> None:
    assert CAT.size == 150
    crew_ids = ids("crew")
    assert len(crew_ids) == 68
    assert sum(1 for c in crew_ids if CAT.special[c] is None) == 47
    assert sum(1 for c in crew_ids if CAT.special[c] is not None) == 21
    assert len(ids("destination")) == 35 and len(ids("prize")) == 46
    assert ids("reference") == [CAT.reference_id]


def test_C2_normal_crew_shows_a_crew_count_and_skills_of_one_kind_or_several() -> None:
    normal = [c for c in ids("crew") if CAT.special[c] is None]
    for c in normal:
        assert 1 <= CAT.crew[c] <= 5
        kinds = [v for v in CAT.skills[c] if v]
        assert kinds and all(v > 0 for v in kinds)
        assert CAT.multi[c] == (len(kinds) > 1)
    assert any(CAT.multi[c] for c in normal)              # the one several-skill kind
    by_kind = Counter(SKILLS[CAT.skills[c].index(max(CAT.skills[c]))]
                      for c in normal if not CAT.multi[c])
    assert set(by_kind) == set(SKILLS)
    assert all(CAT.special[c] is None for c in crew(multi=True))


def test_C3_the_21_special_crew_cards_and_their_crew_counts() -> None:
    specials = Counter(CAT.special[c] for c in ids("crew") if CAT.special[c] is not None)
    expected = {k: 1 for k in (
        "captain", "quartermaster", "boatswain", "second_mate", "stowaways", "lookout",
        "cook", "cabin_boy", "surgeon", "first_mate", "cutthroat", "navigator",
        "sharpshooter", "cannon_fodder", "carpenter", "old_salt")}
    expected |= {"old_sailor": 3, "traitor": 2}
    assert dict(specials) == expected
    for c in ids("crew"):
        if CAT.special[c] is not None:
            # Every special counts 1 in a mutiny, but Cannon Fodder (5); no attack skills.
            assert CAT.crew[c] == (5 if CAT.special[c] == "cannon_fodder" else 1)
            assert CAT.skills[c] == (0, 0, 0)
    assert CAT.special[CAT.captain_card] == "captain"
    assert CAT.special[CAT.quartermaster_card] == "quartermaster"


def test_C4_destinations_kinds_flags_requirements_and_port_draws() -> None:
    kinds = Counter(CAT.dest_kind[c] for c in ids("destination"))
    assert dict(kinds) == {"fort": 8, "merchant": 8, "settlement": 8, "port": 8, "island": 3}
    for c in ids("destination"):
        assert CAT.players[c] in FLAG_OK
        if CAT.dest_kind[c] in ATTACK_KINDS:
            assert CAT.prizes[c] >= 1 and sum(CAT.require[c]) > 0 and CAT.draw[c] == 0
        elif CAT.dest_kind[c] == "port":
            assert CAT.draw[c] >= 1 and CAT.prizes[c] == 0 and CAT.require[c] == (0, 0, 0)


def test_C4_fort_hardest_and_richest_then_settlement_then_merchant_at_every_table() -> None:
    for n in range(3, 11):
        need = {k: statistics.mean(sum(CAT.require[d]) for d in dests(k, n))
                for k in ATTACK_KINDS}
        gain = {k: statistics.mean(CAT.prizes[d] for d in dests(k, n)) for k in ATTACK_KINDS}
        assert need["fort"] > need["settlement"] > need["merchant"], n
        assert gain["fort"] > gain["settlement"] > gain["merchant"], n


def test_C4_public_ranges_show_the_min_and_max_of_each_requirement() -> None:
    for kind in ATTACK_KINDS:
        cards = [c for c in ids("destination") if CAT.dest_kind[c] == kind]
        r = CAT.ranges(kind)
        for i, skill in enumerate(SKILLS):
            vals = [CAT.require[c][i] for c in cards]
            assert r[skill] == (min(vals), max(vals))
        for n in (4, 6, 8):
            rn = CAT.ranges(kind, n)
            for i, skill in enumerate(SKILLS):
                vals = [CAT.require[c][i] for c in dests(kind, n)]
                assert rn[skill] == (min(vals), max(vals))
    ports = [CAT.draw[c] for c in dests("port", 4)]
    assert CAT.ranges("port", 4)["draw"] == (min(ports), max(ports))


def test_C5_prize_cards_gold_1_to_3_rum_worth_0_jewels_and_hostages() -> None:
    kinds = Counter(CAT.prize_type[c] for c in ids("prize"))
    assert set(kinds) == {"gold", "rum", "jewels", "hostage"}
    assert all(kinds[k] >= 1 for k in kinds)
    assert {CAT.gold[c] for c in prizes("gold")} == {1, 2, 3}
    assert all(CAT.gold[c] == 0 for c in prizes("rum"))
    assert all(CAT.gold[c] == 0 for c in prizes("jewels") + prizes("hostage"))


def test_C6_the_data_file_is_the_single_validated_source_of_card_facts() -> None:
    assert load_catalogue() == CAT
    data = raw_data()
    fort_row = next(r for r in data["destination"] if r["kind"] == "fort")
    fort_row["prizes"] = 9
    changed = build_catalogue(data)
    assert changed.prizes[dests("fort", 4)[0]] == 9      # facts come from the data, not code
    broken = raw_data()
    broken["prize"][0]["count"] -= 1
    with pytest.raises(CatalogueError, match="C1"):
        build_catalogue(broken)
    broken = raw_data()
    broken["crew"][0]["skills"] = {"rum": 1}
    with pytest.raises(CatalogueError, match="C2"):
        build_catalogue(broken)


@pytest.mark.parametrize(("change", "words"), [
    ({"timing": "whenever"}, ["'timing' = 'whenever' is not one of", "DA4"]),
    ({"targets": "everyone"}, ["'targets' = 'everyone'"]),
    ({"choice": "+1"}, ["'choice' = '+1'"]),
    ({"clause": "second mate"}, ["'clause' must be a rule's id"]),
    ({"skill": "sabers"}, ["'skill' and choice = \"plus_minus\" go together"]),
    ({"joins": "chosen"}, ["'joins' needs a choice of a side"]),
    ({"opens_mutiny": "yes"}, ["'opens_mutiny' must be true or false"]),
    ({"role": "captain"}, ["a role card is never played for an effect"]),
    ({"timing": None}, ["['targets'] describe an effect, but the row has no 'timing'"]),
    ({"text": None}, ["'text' must be a lowercase name"]),
    ({"colour": "red"}, ["unknown field(s) ['colour']"]),
])
def test_C3_C6_a_special_cards_row_is_checked_field_by_field(
        change: dict[str, Any], words: list[str]) -> None:
    """The row names the card and the field at fault (here the Second Mate's, row 4)."""
    data = raw_data()
    row = data["special"][3]
    assert row["key"] == "second_mate"
    for field, value in change.items():
        if value is None:
            del row[field]
        else:
            row[field] = value
    with pytest.raises(CatalogueError) as info:
        build_catalogue(data)
    assert "special row 4 (second_mate)" in str(info.value)
    for w in words:
        assert w in str(info.value)


def test_C3_S1_one_row_per_special_kind_and_one_card_for_each_role() -> None:
    data = raw_data()
    data["special"][3]["key"] = "boatswain"
    with pytest.raises(CatalogueError, match=r"row 4 \(boatswain\): special row 3 has the same"):
        build_catalogue(data)
    data = raw_data()
    del data["special"][1]["role"]
    with pytest.raises(CatalogueError, match="none has role = 'quartermaster' .S1."):
        build_catalogue(data)


def test_C6_every_timed_special_card_has_its_effect_and_every_effect_its_card() -> None:
    from game.jolly_roger.rules import specials
    timed = {row.key for row in CAT.special_row if row is not None and row.timing}
    assert timed == set(specials.EFFECTS)
    data = raw_data()
    fodder = next(r for r in data["special"] if r["key"] == "cannon_fodder")
    fodder["timing"] = "any_time"  # the data alone is consistent ...
    cat = build_catalogue(data)
    with pytest.raises(CatalogueError, match="'cannon_fodder' has timing = 'any_time' but no "
                                             "effect"):
        Game.new(NAMES[:4], seed=1, cat=cat).prompt()  # ... but the code has no effect for it


def test_C6_the_check_runs_for_a_new_catalogue_whatever_its_id() -> None:
    """The cards-by-timing cache is per catalogue object: a catalogue made after another was
    dropped may get its id (Python reuses them), and must still be checked, not answered
    from the dropped one's entry (the C6 test above failed so in a full run)."""
    from game.jolly_roger.rules import specials
    data = raw_data()
    fodder = next(r for r in data["special"] if r["key"] == "cannon_fodder")
    fodder["timing"] = "any_time"
    cat = build_catalogue(data)
    timings = {row.timing for row in CAT.special_row if row is not None and row.timing}
    for timing in timings:   # every entry a dropped catalogue of the same id could have left
        specials._IDS[(id(cat), timing)] = (CAT, frozenset())
    with pytest.raises(CatalogueError, match="'cannon_fodder' has timing"):
        Game.new(NAMES[:4], seed=1, cat=cat).prompt()


# --- S1–S5: setup ---------------------------------------------------------------------------

@pytest.mark.parametrize("n", range(3, 11))
def test_S1_S2_S3_deal_equal_hands_role_cards_aside_rest_is_the_crew_deck(n: int) -> None:
    """S3 with RU1: three players are dealt as four or five (5 extra cards)."""
    game = Game.new(NAMES[:n], seed=11 * n, cat=CAT)
    start = game.events[0]
    hand = EXTRA_DEAL[n] + 1          # S2 dealt card (the captain's is the Captain card) + S3
    assert [len(h) for h in start.hands] == [hand] * n
    dealt = [c for h in start.hands for c in h]
    assert sorted(dealt + list(start.crew_deck)) == sorted(CAT.deck_crew_ids)
    assert len(start.crew_deck) == 66 - n * hand
    for role in (CAT.captain_card, CAT.quartermaster_card):     # S1: set aside
        assert role not in dealt and role not in start.crew_deck
    g = state(game)
    assert g.captain == start.captain and all(game.view(s).captain == g.captain
                                               for s in range(n))


def test_S2_the_captain_card_is_dealt_at_random_and_hands_are_secret() -> None:
    captains = {Game.new(NAMES[:5], seed=seed, cat=CAT).events[0].captain for seed in range(40)}
    assert len(captains) >= 3
    game = Game.new(NAMES[:5], seed=3, cat=CAT)
    again = Game.new(NAMES[:5], seed=3, cat=CAT)
    assert game.events[0] == again.events[0]                   # seeded, reproducible
    for seat in range(5):
        seen = game.events_for(seat)[0]
        assert seen.hands[seat] == game.events[0].hands[seat]
        assert all(set(h) == {-1} for i, h in enumerate(seen.hands) if i != seat)
        assert game.view(seat).hand == tuple(state(game).hands[seat])
    p = game.prompt()
    assert (p.seat, p.step) == (state(game).captain, "appoint")


def test_S2_a_prescribed_captain_is_captain_and_the_dealt_cards_follow_the_crew_order() -> None:
    """S2/S3 with ruling RP7 (the dealing order of a prescribed crew deck)."""
    top = crew(skill="navigation")[:8]
    game = Game.new(NAMES[:4], seed=5, decks={"captain": 2, "crew": top}, cat=CAT)
    start = game.events[0]
    assert start.captain == 2
    # S2: the top n-1 cards go to the other seats, then S3 deals 5 each (the captain 6).
    assert [start.hands[s][0] for s in (0, 1, 3)] == top[:3]
    assert start.hands[0][1:] == tuple(top[3:8])


@pytest.mark.parametrize("n", range(3, 11))
def test_S4_destinations_flagged_for_other_tables_are_removed_the_rest_shuffled(n: int) -> None:
    start = Game.new(NAMES[:n], seed=n, cat=CAT).events[0]
    for kind, stack in zip(DEST_KINDS, start.stacks, strict=True):
        expected = [c for c in ids("destination")
                    if CAT.dest_kind[c] == kind and FLAG_OK[CAT.players[c]](n)]
        assert sorted(stack) == expected, kind
    orders = {Game.new(NAMES[:n], seed=seed, cat=CAT).events[0].stacks for seed in range(6)}
    assert len(orders) > 1


def test_S5_the_prize_deck_holds_all_46_prize_cards_shuffled() -> None:
    decks = [Game.new(NAMES[:4], seed=seed, cat=CAT).events[0].prize_deck for seed in range(5)]
    for deck in decks:
        assert sorted(deck) == ids("prize")
    assert len(set(decks)) == 5 and tuple(ids("prize")) not in decks
    assert Game.new(NAMES[:4], seed=0, cat=CAT).view(0).prize_deck_size == 46


# --- H1–H2: the hand limit ------------------------------------------------------------------

@pytest.mark.parametrize("n", range(3, 11))
def test_H1_RU1_hand_limit_is_7_at_3_to_5_players_6_at_6_to_7_and_5_at_8_to_10(n: int) -> None:
    limit = HAND_LIMIT[n]
    pool = list(CAT.deck_crew_ids)
    hands = [pool[:limit + 1]] + [pool[limit + 1 + i * limit: limit + 1 + (i + 1) * limit]
                                  for i in range(n - 1)]
    game = new(n, captain=0, hands=hands)
    p = game.prompt()
    assert (p.seat, p.step, p.clause) == (0, "discard", "H2")
    assert p.min_cards == p.max_cards == 1                 # down to the limit, not below
    play(game, K.Discard(0, (hands[0][0],)))
    assert [len(h) for h in state(game).hands] == [limit] * n   # a full hand is fine
    assert step(game) == ("destination" if n == 3 else "appoint")


def test_H2_discard_down_to_the_limit_before_play_continues_owner_chooses() -> None:
    cards = Cards()
    big = cards.filler(9)
    hands = [cards.filler(6), big, cards.filler(6), cards.filler(8)]
    game = new(4, captain=CLEO, hands=hands)
    # The first hand over the limit from the captain (Dan: 8) before Ben (9); before A1.
    p = game.prompt()
    assert (p.seat, p.step, p.clause, p.min_cards) == (DAN, "discard", "H2", 1)
    refused(game, K.Appoint(CLEO, ANNA), "H2")
    refused(game, K.Discard(BEN, (big[0], big[1])), "H2")          # not Ben's turn yet
    refused(game, K.Discard(DAN, ()), "H2")
    refused(game, K.Discard(DAN, tuple(hands[3][:2])), "H2")       # exactly one
    refused(game, K.Discard(DAN, (big[0],)), "H2")                 # not Dan's card
    refused(game, K.Pass(DAN), "H2")
    play(game, K.Discard(DAN, (hands[3][5],)))
    p = game.prompt()
    assert (p.seat, p.step, p.min_cards, p.max_cards) == (BEN, "discard", 2, 2)
    events = play(game, K.Discard(BEN, (big[8], big[3])))
    assert has(events, E.Discarded(BEN, (big[8], big[3])))
    assert game.view(ANNA).crew_discard == (hands[3][5], big[8], big[3])   # face up
    assert state(game).hands[BEN] == [c for c in big if c not in (big[8], big[3])]
    assert (game.prompt().seat, step(game)) == (CLEO, "appoint")


# --- R1–R2: rounds --------------------------------------------------------------------------

def test_R1_a_round_is_appointment_voyage_punishment_in_this_order() -> None:
    game = new(4, captain=ANNA)
    steps = []
    while state(game).round == 1 and not game.over:
        p = game.prompt()
        if p.step != "react":  # reaction moments (DA4) are not phases
            steps.append(p.step if p.step != "window" else f"window:{p.context}")
        game.submit(default_command(game))
    order = list(dict.fromkeys(steps))
    assert order == ["appoint", "window:appointment", "destination", "window:destination",
                     "attack", "punish", "window:punishment"]
    names = [sig(e)[0] for e in game.events]
    assert names.index("RoundEnded") < names.index("RoundStarted", 2)


def test_R1_R2_the_game_lasts_at_most_ten_rounds_one_voyage_each() -> None:
    game = Game.new(NAMES[:4], seed=2, ask_all=False, cat=CAT)
    discards = []                    # the destination discard pile at each appointment
    seen = set()

    def next_appointment(g: Game) -> bool:
        return step(g) == "appoint" and state(g).round not in seen

    while not game.over:
        run_until(game, next_appointment)
        if not game.over:
            seen.add(state(game).round)
            discards.append(len(state(game).dest_discard))
    assert discards == list(range(10))     # R2: one destination card per completed voyage
    started = of(game.events, E.RoundStarted)
    assert [e.round for e in started] == list(range(1, 11))
    assert len(of(game.events, E.RoundEnded)) == 10
    assert state(game).result[0] == "ten_voyages" and len(state(game).dest_discard) == 10
    assert game.prompt() is None
    with pytest.raises(RuleError) as err:
        game.submit(K.Appoint(state(game).captain, 1))
    assert err.value.clause == "E1"


def test_R2_returned_destination_cards_do_not_count_as_a_round() -> None:
    """RU2/RU3: a card sent back to its stack is no voyage; only the completed one counts."""
    cards = Cards()
    strong = cards.one(skill="sabers", count=5)
    island = dests("island", 4)[0]
    hands = [cards.filler(6), cards.filler(6), [strong] + cards.filler(5), cards.filler(6)]
    game = new(4, captain=ANNA, hands=hands, island=[island], humans=[True] * 4)
    appoint(game, BEN)
    choose(game, "island")
    while step(game) == "sailor":                     # nobody plays an Old Sailor (RU3)
        play(game, K.Pass(game.prompt().seat))
    assert state(game).dest_discard == [] and state(game).round == 1
    play(game, K.ChooseDestination(ANNA, "fort"), K.Pass(BEN), K.CallMutiny(CLEO, strong))
    assert state(game).dest_discard == []            # RU2: back on its stack
    run_until(game, lambda g: state(g).round == 2)
    assert len(state(game).dest_discard) == 1 and len(of(game.events, E.RoundEnded)) == 1


def test_C4_C6_larger_tables_face_higher_requirements_and_bigger_prizes() -> None:
    """C4 / C6 (our composition): per destination kind, the mean requirement and the mean
    prize count never drop as the table grows (4 → 6 → 8 seats), and the Fort is the
    hardest and richest kind, then the Settlement, then the Merchant Ship, at every size."""
    def mean(values: list[int]) -> float:
        return sum(values) / len(values)

    for kind in ("fort", "settlement", "merchant"):
        need = [mean([sum(CAT.require[d]) for d in dests(kind, n)]) for n in (4, 6, 8)]
        gain = [mean([CAT.prizes[d] for d in dests(kind, n)]) for n in (4, 6, 8)]
        assert need == sorted(need), (kind, need)
        assert gain == sorted(gain) and gain[0] < gain[-1], (kind, gain)
    for n in range(3, 11):
        need = {k: mean([sum(CAT.require[d]) for d in dests(k, n)])
                for k in ("fort", "settlement", "merchant")}
        gain = {k: mean([CAT.prizes[d] for d in dests(k, n)])
                for k in ("fort", "settlement", "merchant")}
        assert need["fort"] > need["settlement"] > need["merchant"], (n, need)
        assert gain["fort"] > gain["settlement"] > gain["merchant"], (n, gain)
