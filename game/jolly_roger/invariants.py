"""Invariant checks for tests, the simulator and the soak: card conservation (C1), hand limits
(H2), at most one mutiny per round (M2). Each returns a list of problems (empty: all good)."""

from __future__ import annotations

from collections import Counter

from game.jolly_roger.cards import flag_allows
from game.jolly_roger.state import State, hand_limit


def card_places(s: State) -> Counter[int]:
    """How many places hold each card id; every one of the 150 must be in exactly one."""
    cat = s.cat
    places: Counter[int] = Counter()
    for zone in (*s.hands, *s.prizes, s.crew_deck, s.crew_discard, *s.stacks, s.dest_discard,
                 s.prize_deck, s.prize_discard, s.attack, s.loot, s.m_cards):
        places.update(zone)
    places[s.reference] += 1
    for _seat, card, _t, _c in s.chain:  # specials resolving (a Cutthroat that opened the
        if card not in s.m_cards:          # mutiny lies among its cards already)
            places[card] += 1
    for card in cat.destination_ids:  # S4: destinations for other table sizes stay in the box
        if not flag_allows(cat.players[card] or "all", s.n):
            places[card] += 1
    if s.destination >= 0:
        places[s.destination] += 1
    # The role cards lie in front of their holders (or aside) unless added to a mutiny.
    for role in (cat.captain_card, cat.quartermaster_card):
        if role not in s.m_cards:
            places[role] += 1
    return places


def check(s: State) -> list[str]:
    problems = []
    places = card_places(s)
    for card in range(s.cat.size):
        if places[card] != 1:
            problems.append(f"C1: card {card} is in {places[card]} places")
    extra = set(places) - set(range(s.cat.size))
    if extra:
        problems.append(f"C1: unknown card ids {sorted(extra)}")
    if s.buried - {c for p in s.prizes for c in p}:
        problems.append("T2: a buried card is not owned by anyone")
    if s.qm == s.captain and s.qm >= 0:
        problems.append("A1: the captain is also quartermaster")
    if s.locked - {c for p in s.prizes for c in p}:
        problems.append("X-CABIN-BOY: a locked card is not owned by anyone")

    return problems


def check_decision_point(s: State, prompt_step: str | None, prompt_seat: int) -> list[str]:
    """H2 at a decision point: every hand within the limit, unless the decision asked for is
    exactly that discard."""
    limit = hand_limit(s.n)
    over = [i for i, h in enumerate(s.hands) if len(h) > limit]
    if over and (prompt_step != "discard" or prompt_seat not in over):
        return [f"H2: seat(s) {over} over the hand limit at a '{prompt_step}' decision"]
    return []
