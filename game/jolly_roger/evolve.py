"""evolve(state, event): apply one fact to the state. Pure bookkeeping, no decisions, no
randomness — replaying a game's events through it rebuilds the game exactly (DA7)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.jolly_roger import events as E
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.state import (
    CAPTAIN_SIDE,
    KIND_INDEX,
    MUTINEER_SIDE,
    NEUTRAL,
    SIDE_NAMES,
    State,
)


def initial_state(cat: Catalogue, ev: E.GameStarted) -> State:
    """S1–S5: the state right after setup, from the GameStarted event alone (every other
    field starts at its declared default: see State)."""
    n = len(ev.names)
    return State(
        cat=cat,
        n=n,
        names=tuple(ev.names),
        humans=tuple(ev.humans),
        variants=frozenset(ev.variants),
        ask_all=ev.ask_all,
        seed=ev.seed,
        hands=[list(h) for h in ev.hands],
        prizes=[[] for _ in range(n)],
        crew_deck=list(reversed(ev.crew_deck)),
        stacks=[list(reversed(st)) for st in ev.stacks],
        prize_deck=list(reversed(ev.prize_deck)),
        reference=cat.reference_id,
        captain=ev.captain,
        m_side=[NEUTRAL] * n,
        offers=[0] * n,
    )


def _round_started(s: State, ev: E.RoundStarted) -> None:
    s.round = ev.round
    s.mutiny_used = False
    s.forbidden_kind = ""
    s.punish = False
    s.offers = [0] * s.n


def _ask(s: State, ev: E.Ask) -> None:
    s.step = ev.step
    s.queue = list(ev.seats)
    s.qi = 0
    s.passes = 0
    s.context = ev.context
    s.pending = []
    s.wcards = ev.cards
    if ev.step == "attack":
        s.first_played = False


def _appointed(s: State, ev: E.QuartermasterAppointed) -> None:
    s.qm = ev.target


def _drawn(s: State, ev: E.CardsDrawn) -> None:
    deck = s.crew_deck
    for _ in ev.cards:
        deck.pop()
    s.hands[ev.seat].extend(ev.cards)


def _reshuffled(s: State, ev: E.CrewDeckReshuffled) -> None:
    s.rng_n += 1  # a random outcome (DA7: see common.rng)
    s.crew_deck = list(reversed(ev.order)) + s.crew_deck
    s.crew_discard = []


def _declined(s: State, ev: E.MutinyDeclined) -> None:
    s.qi += 1


def _window_closed(s: State, ev: E.WindowClosed) -> None:
    s.queue = []
    s.qi = 0


def _destination_chosen(s: State, ev: E.DestinationChosen) -> None:
    s.stacks[KIND_INDEX[ev.kind]].pop()
    s.destination = ev.card
    s.dest_kind = ev.kind
    s.revealed = False


def _destination_returned(s: State, ev: E.DestinationReturned) -> None:
    s.stacks[KIND_INDEX[ev.kind]].append(ev.card)
    s.destination = -1
    s.dest_kind = ""
    s.revealed = False
    if ev.reason == "RU3":
        s.forbidden_kind = ev.kind


def _remove_from_hand(s: State, seat: int, cards: tuple[int, ...]) -> None:
    hand = s.hands[seat]
    cat = s.cat
    for c in cards:
        if c == cat.captain_card or c == cat.quartermaster_card:
            continue  # role cards lie in front of their holder, not in hand (M5, RU6)
        hand.remove(c)


def _played(s: State, ev: E.CardsPlayed) -> None:
    _remove_from_hand(s, ev.seat, ev.cards)
    if ev.to == "attack":
        s.attack.extend(ev.cards)
        s.attack_by.extend([ev.seat] * len(ev.cards))
        s.first_played = True
    else:
        side = SIDE_NAMES[ev.to]
        s.m_side[ev.seat] = side
        s.m_cards.extend(ev.cards)
        s.m_sides_of.extend([side] * len(ev.cards))
    s.last_play = ev.cards
    s.passes = 0
    s.qi += 1


def _passed(s: State, ev: E.Passed) -> None:
    s.passes += 1
    s.qi += 1


def _revealed(s: State, ev: E.DestinationRevealed) -> None:
    s.revealed = True


def _skills(s: State, ev: E.SkillsAssigned) -> None:
    from game.jolly_roger.cards import SKILLS
    s.skill_choice = {card: SKILLS.index(skill) for card, skill in ev.choices}


def _attack_resolved(s: State, ev: E.AttackResolved) -> None:
    pass  # a fact for the log; AttackCleared moves the cards


def _cleared(s: State, ev: E.AttackCleared) -> None:
    s.crew_discard.extend(ev.crew)
    s.dest_discard.append(ev.destination)
    s.last_attack = tuple(s.attack_by.count(i) for i in range(s.n))
    s.attack = []
    s.attack_by = []
    s.skill_choice = {}
    s.destination = -1
    s.revealed = False
    s.adjust = [0, 0, 0]
    s.landed = False
    s.guard = -1
    s.guard_asked = []


def _prizes_drawn(s: State, ev: E.PrizesDrawn) -> None:
    s.cook = -1
    deck = s.prize_deck
    for _ in ev.cards:
        deck.pop()
    s.loot.extend(ev.cards)


def _prize_taken(s: State, ev: E.PrizeTaken) -> None:
    s.loot.remove(ev.card)
    s.prizes[ev.seat].append(ev.card)


def _loot_shared(s: State, ev: E.LootShared) -> None:
    got = [0] * s.n
    for card, seat in ev.allocation:
        s.prizes[seat].append(card)
        got[seat] += 1
    got[s.captain] += 1  # L1 / M11: the captain's pick counts as their card
    if s.cook >= 0:
        got[s.cook] += 1
    s.shares += ((ev.seat, tuple(got)),)
    s.loot = []


def _choice(s: State, ev: E.ChoiceMade) -> None:
    s.pending.append((ev.seat, ev.cards))
    s.qi += 1


def _exchanged(s: State, ev: E.PrizeExchanged) -> None:
    s.prizes[ev.seat].remove(ev.card)
    s.buried.discard(ev.card)
    s.locked.discard(ev.card)
    s.prize_discard.append(ev.card)


def _cashed(s: State, ev: E.PrizeCashed) -> None:
    s.prizes[ev.seat].remove(ev.card)
    s.locked.discard(ev.card)
    s.prize_discard.append(ev.card)
    for _ in ev.drawn:
        s.prize_deck.pop()
    s.prizes[ev.seat].extend(ev.drawn)


def _special(s: State, ev: E.SpecialPlayed) -> None:
    if ev.in_hand:
        s.hands[ev.seat].remove(ev.card)
    s.chain.append((ev.seat, ev.card, ev.targets, ev.choice))
    s.passes = 0
    row = s.cat.special_row[ev.card]
    assert row is not None
    joins = row.joins
    if joins and s.m_leader >= 0 and s.m_side[ev.seat] == NEUTRAL:
        # M4: a neutral player joins the side the card names (X-OLD-SALT: you play it for
        # your side) or the other one (X-CUTTHROAT: a neutral stabber joins the side that wins)
        s.m_side[ev.seat] = (SIDE_NAMES if joins == "chosen" else _OTHER_SIDE)[ev.choice]


_OTHER_SIDE = {"captain": MUTINEER_SIDE, "mutineer": CAPTAIN_SIDE}


def _suspend(s: State, ev: E.Suspend) -> None:
    s.frames.append((s.step, s.context, tuple(s.queue), s.qi, s.passes, tuple(s.pending),
                     s.wcards))


def _resume(s: State, ev: E.Resume) -> None:
    step, context, queue, qi, passes, pending, wcards = s.frames.pop()
    s.step = step  # type: ignore[assignment]
    s.context = context  # type: ignore[assignment]
    s.queue = list(queue)  # type: ignore[call-overload]
    s.qi = qi  # type: ignore[assignment]
    s.passes = passes  # type: ignore[assignment]
    s.pending = list(pending)  # type: ignore[call-overload]
    s.wcards = wcards  # type: ignore[assignment]


def _take_off_table(s: State, card: int) -> None:
    """Remove a card from wherever it lies face up (chain, attack, mutiny)."""
    for i, item in enumerate(s.chain):
        if item[1] == card:
            del s.chain[i]
            break
    if card in s.attack:
        i = s.attack.index(card)
        del s.attack[i]
        del s.attack_by[i]
    if card in s.m_cards:
        i = s.m_cards.index(card)
        del s.m_cards[i]
        del s.m_sides_of[i]


def _cancelled(s: State, ev: E.Cancelled) -> None:
    _take_off_table(s, ev.card)
    if ev.card not in (s.cat.captain_card, s.cat.quartermaster_card):
        s.crew_discard.append(ev.card)  # a role card goes back in front of its holder
    if ev.mutiny:
        s.m_cancelled = True


def _special_resolved(s: State, ev: E.SpecialResolved) -> None:
    card = ev.card
    row = s.cat.special_row[card]
    assert row is not None
    for i in range(len(s.chain) - 1, -1, -1):
        if s.chain[i][1] == card:
            del s.chain[i]
            break
    if row.stays_on_table:
        s.attack.append(card)  # lies on the table until the island is left (T4)
        s.attack_by.append(ev.seat)
    elif card not in s.m_cards:
        s.crew_discard.append(card)
    if row.acts_after_mutiny and s.m_leader >= 0:
        s.after_mutiny += ((ev.seat, card),)  # RU11: it acts after the mutiny


def _skill_adjusted(s: State, ev: E.SkillAdjusted) -> None:
    from game.jolly_roger.cards import SKILLS
    s.adjust[SKILLS.index(ev.skill)] += ev.delta


def _stolen(s: State, ev: E.CardsStolen) -> None:
    s.rng_n += 1  # a random outcome (DA7: see common.rng)
    for victim, card in ev.takes:
        s.hands[victim].remove(card)
        s.hands[ev.seat].append(card)


def _qm_taken(s: State, ev: E.QuartermasterTaken) -> None:
    s.qm = ev.seat


def _landed(s: State, ev: E.ShipLanded) -> None:
    s.landed = True
    s.locked = set()  # X-CABIN-BOY: "until the next Treasure Island"


def _guard(s: State, ev: E.GuardAssigned) -> None:
    s.guard = ev.guard
    s.guard_asked = [ev.guard]


def _prize_stolen(s: State, ev: E.PrizeStolen) -> None:
    s.rng_n += 1  # a random outcome (DA7: see common.rng)
    s.prizes[ev.victim].remove(ev.card)
    s.buried.discard(ev.card)
    s.locked.discard(ev.card)
    s.prizes[ev.seat].append(ev.card)
    if ev.locked:
        s.locked.add(ev.card)


def _prize_given(s: State, ev: E.PrizeGiven) -> None:
    s.locked.discard(ev.card)
    s.prizes[ev.seat].remove(ev.card)
    s.prizes[ev.to].append(ev.card)
    s.qi += 1


def _cook_picked(s: State, ev: E.CookPicked) -> None:
    s.loot.remove(ev.card)
    s.prizes[ev.seat].append(ev.card)
    s.cook = ev.seat


def _stabbed(s: State, ev: E.MutinyStabbed) -> None:
    s.m_stab = SIDE_NAMES[ev.side]


def _bribe_offered(s: State, ev: E.BribeOffered) -> None:
    s.bribe = (ev.seat, ev.to, ev.card, ev.purpose)
    if ev.purpose == "guard":
        s.guard_asked.append(ev.to)
    else:
        s.offers[ev.seat] += 1


def _bribe_answered(s: State, ev: E.BribeAnswered) -> None:
    giver, to, card, purpose = s.bribe
    if ev.accepted:
        if card in s.hands[giver]:
            s.hands[giver].remove(card)
            s.hands[to].append(card)
        else:
            s.prizes[giver].remove(card)
            s.locked.discard(card)
            s.prizes[to].append(card)
        if purpose == "guard":
            s.guard = to
    s.bribe = (-1, -1, -1, "")


def _promise(s: State, ev: E.PromiseMade) -> None:
    s.offers[ev.seat] += 1
    s.promises += ((ev.seat, ev.to, ev.text, s.round),)


def _buried(s: State, ev: E.PrizesBuried) -> None:
    s.buried.update(ev.cards)


def _mutiny_called(s: State, ev: E.MutinyCalled) -> None:
    s.mutiny_used = True
    s.m_leader = ev.seat
    s.m_first = ev.card
    s.m_window = ev.window
    s.m_side = [NEUTRAL] * s.n
    s.m_side[s.captain] = CAPTAIN_SIDE
    s.m_side[ev.seat] = MUTINEER_SIDE
    s.hands[ev.seat].remove(ev.card)
    s.m_cards = [ev.card]
    s.m_sides_of = [MUTINEER_SIDE]
    s.context = ev.window
    s.last_play = (ev.card,)
    s.m_stab = 0
    s.m_cancelled = False
    if ev.window == "punishment":
        s.punish = False  # RU8: a mutiny cancels the punishment (RP12: even if cancelled)


def _mutiny_resolved(s: State, ev: E.MutinyResolved) -> None:
    s.captain = ev.captain
    s.qm = -1  # M10: the Quartermaster card is reassigned right away
    s.queue = []


def _mutiny_cancelled(s: State, ev: E.MutinyCancelled) -> None:
    s.m_leader = -1
    s.m_window = ""
    s.m_side = [NEUTRAL] * s.n
    s.crew_discard.extend(s.m_cards)
    s.m_cards = []
    s.m_sides_of = []
    s.m_cancelled = False
    s.after_mutiny = ()


def _seized(s: State, ev: E.PrizesSeized) -> None:
    s.cook = -1
    for card, owner in ev.cards:
        s.prizes[owner].remove(card)
        s.locked.discard(card)  # X-CABIN-BOY: the lock lapses when the card leaves its taker
        s.loot.append(card)


def _mutiny_dealt(s: State, ev: E.MutinyCrewDealt) -> None:
    s.rng_n += 1  # a random outcome (DA7: see common.rng)
    s.crew_discard.extend(ev.discarded)
    for seat, cards in ev.deals:
        s.hands[seat].extend(cards)
    s.m_leader = -1
    s.m_first = -1
    s.m_window = ""
    s.m_side = [NEUTRAL] * s.n
    s.m_cards = []
    s.m_sides_of = []
    s.after_mutiny = ()


def _punish_ordered(s: State, ev: E.PunishmentOrdered) -> None:
    s.punish = ev.punish


def _punished(s: State, ev: E.Punished) -> None:
    s.rng_n += 1  # a random outcome (DA7: see common.rng)
    if ev.card >= 0:
        s.hands[ev.victim].remove(ev.card)
        s.crew_discard.append(ev.card)
    s.punish = False


def _discarded(s: State, ev: E.Discarded) -> None:
    for c in ev.cards:
        s.hands[ev.seat].remove(c)
    s.crew_discard.extend(ev.cards)


def _round_ended(s: State, ev: E.RoundEnded) -> None:
    s.pending = []
    s.queue = []
    s.qi = 0
    s.step = "round_end"


def _game_ended(s: State, ev: E.GameEnded) -> None:
    s.buried.clear()  # E2: every prize card is revealed
    for _card, drawn, _value in ev.jewels:
        if drawn >= 0:
            s.prize_deck.remove(drawn)
            s.prize_discard.append(drawn)
    s.over = True
    s.step = "over"
    s.queue = []
    s.result = (ev.cause, ev.scores, ev.winners)


_HANDLERS: dict[type, Callable[[State, Any], None]] = {
    E.RoundStarted: _round_started, E.Ask: _ask, E.QuartermasterAppointed: _appointed,
    E.CardsDrawn: _drawn, E.CrewDeckReshuffled: _reshuffled, E.MutinyDeclined: _declined,
    E.WindowClosed: _window_closed, E.DestinationChosen: _destination_chosen,
    E.DestinationReturned: _destination_returned, E.CardsPlayed: _played, E.Passed: _passed,
    E.DestinationRevealed: _revealed, E.SkillsAssigned: _skills,
    E.AttackResolved: _attack_resolved, E.AttackCleared: _cleared,
    E.PrizesDrawn: _prizes_drawn, E.PrizeTaken: _prize_taken, E.LootShared: _loot_shared,
    E.ChoiceMade: _choice, E.PrizeExchanged: _exchanged, E.PrizeCashed: _cashed,
    E.SpecialPlayed: _special, E.PrizesBuried: _buried, E.MutinyCalled: _mutiny_called,
    E.MutinyResolved: _mutiny_resolved, E.PrizesSeized: _seized,
    E.MutinyCrewDealt: _mutiny_dealt, E.PunishmentOrdered: _punish_ordered,
    E.Punished: _punished, E.Discarded: _discarded, E.RoundEnded: _round_ended,
    E.GameEnded: _game_ended, E.Suspend: _suspend, E.Resume: _resume,
    E.Cancelled: _cancelled, E.SpecialResolved: _special_resolved,
    E.SkillAdjusted: _skill_adjusted, E.CardsStolen: _stolen,
    E.QuartermasterTaken: _qm_taken, E.ShipLanded: _landed, E.GuardAssigned: _guard,
    E.PrizeStolen: _prize_stolen, E.PrizeGiven: _prize_given, E.CookPicked: _cook_picked,
    E.MutinyStabbed: _stabbed, E.BribeOffered: _bribe_offered,
    E.BribeAnswered: _bribe_answered, E.PromiseMade: _promise,
    E.MutinyCancelled: _mutiny_cancelled,
}


# The handlers of the random events (CrewDeckReshuffled, Punished, MutinyCrewDealt,
# CardsStolen, PrizeStolen) count them in rng_n themselves: `emit` runs for every event,
# and one dict lookup is then all it needs.


def evolve(s: State, ev: Any) -> None:
    """Apply one event to the state in place."""
    _HANDLERS[type(ev)](s, ev)
