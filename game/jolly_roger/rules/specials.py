"""Special crew cards (X-*), their reaction moments (DA4) and the Traitor (RU10).

A special card is one row of data/jolly_roger.toml — when it may be played (`timing`), the
clause it cites, what it names (`targets`) and chooses (`choice`), how it behaves on the
table — plus ONE effect function registered below under the row's key with `@effect`. The
generic code here reads the row; no card is named outside its own registry entry. Where a
card's own rule needs code (who may play it now, what it does after a mutiny), that code is
registered with its effect.

A special played for its effect is revealed, so it goes on the *chain* and a Traitor window
opens for it; if nobody cancels it, it resolves. Every interruption is a Suspend … Resume
pair around the decision it interrupted, so the game always returns to where it was.

Reaction windows ask every seat when reaction prompts go to all (the default: nothing
leaks, AI seats answer at once) or only the seats holding a card that could respond.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from game.core.i18n import N_, _
from game.jolly_roger import cards
from game.jolly_roger import events as E
from game.jolly_roger.cards import Catalogue, CatalogueError
from game.jolly_roger.commands import Pass
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules import bribes
from game.jolly_roger.rules import common as C
from game.jolly_roger.rules.common import Out, ask, emit, fail
from game.jolly_roger.state import CAPTAIN_SIDE, MUTINEER_SIDE, NEUTRAL, State

# The reaction windows of the flow (DA4), by the timing of the cards they offer, with each
# window's name in the event log (`Ask.context`): saved games hold these names.
WINDOWS = {
    "card_revealed": "traitor",
    "attack_chosen": "lookout",
    "attack_revealed": "adjust",
    "sharing": "cook",
    "shared": "carpenter",
    "landed": "boatswain",
    "buried": "cabin_boy",
}
_TIMING_OF = {name: timing for timing, name in WINDOWS.items()}
_REVEALED = WINDOWS["card_revealed"]
# Steps at which a seat's own prompt also offers its any-time cards and bribes (DA4, DA6).
PLAIN_STEPS = frozenset(
    {
        "appoint",
        "window",
        "destination",
        "attack",
        "skills",
        "loot_pick",
        "loot_share",
        "exchange",
        "cashin",
        "sailor",
        "bury",
        "punish",
        "victim",
        "mutiny",
        "react",
    }
)


# --- the registry: one effect per special card ---------------------------------------------

Ints = tuple[int, ...]
Effect = Callable[[State, Out, int, int, Ints, str], None]
MayPlay = Callable[[State, int], bool]
AfterMutiny = Callable[[State, Out, int], None]


class Special(NamedTuple):
    """A special card's code. `effect(s, out, seat, card, targets, choice)` runs when the card
    resolves, inside the Suspend its play opened (it ends with `done` or asks the step that
    will). `may_play(s, seat)`: the card's own rule on whether the seat may play it now,
    besides its timing and having something to name. `after_mutiny(s, out, seat)`: what a card
    with `acts_after_mutiny` does once a mutiny it was played in is over (RU11)."""

    effect: Effect
    may_play: MayPlay | None = None
    after_mutiny: AfterMutiny | None = None


EFFECTS: dict[str, Special] = {}


def effect(*keys: str, may_play: MayPlay | None = None,
           after_mutiny: AfterMutiny | None = None) -> Callable[[Effect], Effect]:
    """Register the effect of the special cards whose rows have these keys."""
    def register(fn: Effect) -> Effect:
        for key in keys:
            if key in EFFECTS:
                raise ValueError(f"two effects for the special card {key!r}")
            EFFECTS[key] = Special(fn, may_play, after_mutiny)
        return fn
    return register


def _check_code(cat: Catalogue) -> None:
    """C6: the data may only time cards whose effect exists here (checked when a catalogue's
    cards are first looked up by timing: at its game's first prompt)."""
    for row in cat.special_row:
        if row is None or not row.timing:
            continue
        code = EFFECTS.get(row.key)
        if code is None:
            raise CatalogueError(f"special card {row.key!r} has timing = {row.timing!r} but no "
                                 "effect in game/jolly_roger/rules/specials.py (C6)")
        if row.acts_after_mutiny and code.after_mutiny is None:
            raise CatalogueError(f"special card {row.key!r} acts after a mutiny but registers "
                                 "no `after_mutiny` in game/jolly_roger/rules/specials.py (RU11)")


# --- which cards a seat holds, by timing ---------------------------------------------------

#: per (catalogue id, timing): the catalogue itself (held, so its id is never reused while
#: cached: a test's catalogue built after another was dropped may get the same id) and its ids
_IDS: dict[tuple[int, str], tuple[Catalogue, frozenset[int]]] = {}
_ids: tuple[object, dict[str, frozenset[int]]] = (None, {})  # the last catalogue's, by timing


def ids_of(s: State, timing: str) -> frozenset[int]:
    """The card ids with this timing (cached per catalogue: a hot path; the last catalogue's
    table is kept at hand, so a lookup is one identity test and one dict lookup)."""
    global _ids
    known, by_timing = _ids
    found = by_timing.get(timing) if s.cat is known else None
    if found is None:
        k = (id(s.cat), timing)
        entry = _IDS.get(k)
        if entry is not None and entry[0] is s.cat:
            found = entry[1]
        else:
            _check_code(s.cat)
            rows = s.cat.special_row
            found = frozenset(c for c in s.cat.crew_ids
                              if (r := rows[c]) and r.timing == timing)
            _IDS[k] = (s.cat, found)
        if s.cat is not known:
            _ids = (s.cat, {})
        _ids[1][timing] = found
    return found


def held(s: State, seat: int, timing: str) -> tuple[int, ...]:
    """The seat's cards with this timing, in hand order."""
    ids = ids_of(s, timing)
    hand = s.hands[seat]
    if ids.isdisjoint(hand):  # the usual case: checked in C
        return ()
    return tuple([c for c in hand if c in ids])


def playable(s: State, seat: int, timing: str) -> tuple[int, ...]:
    """DA4: the seat's cards with this timing that it may play for their effect now: the
    card's own rule allows it (`may_play`) and, if it names something, there is something to
    name."""
    ids = ids_of(s, timing)
    hand = s.hands[seat]
    if ids.isdisjoint(hand):  # held(s, seat, timing) is empty: the usual case
        return ()
    rules = _play_rules(s.cat)
    out = []
    for c in hand:
        if c in ids:  # held, then _allowed and _can_name from the cached table
            may, legal = rules[c]
            if (may is None or may(s, seat)) and (legal is None or legal(s, seat)):
                out.append(c)
    return tuple(out)


_rules: tuple[object, list[tuple[MayPlay | None, Any]]] = (None, [])  # a catalogue, its table


def _play_rules(cat: Catalogue) -> list[tuple[MayPlay | None, Any]]:
    """By card id: its `may_play` and what it may name (`TARGETS[...].legal`), None where it
    has none: what `_allowed` and `_can_name` look up, looked up once per catalogue (prompts
    ask it at most decisions)."""
    global _rules
    if _rules[0] is not cat:
        rows = cat.special_row
        _rules = (cat, [(EFFECTS[cat.special[c] or ""].may_play if (r := rows[c]) and r.timing
                         else None,
                         TARGETS[r.targets].legal if r and r.targets else None)
                        for c in range(cat.size)])
    return _rules[1]


def _allowed(s: State, seat: int, card: int) -> bool:
    """The card's own rule lets the seat play it now (its `may_play`, if it has one)."""
    may = EFFECTS[s.cat.special[card] or ""].may_play
    return may is None or may(s, seat)


def _can_name(s: State, seat: int, card: int) -> bool:
    """A card that names something (its row's `targets`) has something to name now."""
    row = s.cat.special_row[card]
    return row is None or not row.targets or bool(TARGETS[row.targets].legal(s, seat))


def _may_answer(s: State, seat: int, timing: str) -> bool:
    """Whether the seat holds a card with this timing that its own rule lets it play now."""
    return any(_allowed(s, seat, c) for c in held(s, seat, timing))


def neutral_targets(s: State, seat: int) -> tuple[int, ...]:
    return tuple(i for i in s.order_from(seat) if i != seat and s.m_side[i] == NEUTRAL)


def buried_of(s: State, seat: int) -> tuple[int, ...]:
    buried = s.buried
    return tuple(c for c in s.prizes[seat] if c in buried)


def live_targets(s: State) -> tuple[int, ...]:
    """The window's cards still face up (a Traitor may cancel them)."""
    attack, m_cards, chain = s.attack, s.m_cards, s.chain
    return tuple([c for c in s.wcards if c in attack or c in m_cards
                  or (chain and any(item[1] == c for item in chain))])


# --- what a seat may play now --------------------------------------------------------------


def decorate(s: State, p: Prompt) -> Prompt:
    """Add what a seat may do at any of its own prompts: play its "any_time" specials, and
    its "in_mutiny" ones on its turn in a mutiny (DA4); offer bribes or make promises (B1,
    DA6)."""
    step = p.step
    if step not in PLAIN_STEPS:
        return p
    seat = p.seat
    hand = s.hands[seat]
    known, decorating = _decor
    if s.cat is not known:
        decorating = _decorating(s)
    if decorating.isdisjoint(hand):  # the usual case, checked in C
        extra: tuple[int, ...] = ()
    else:
        extra = playable(s, seat, "any_time")
        if step == "mutiny":
            extra += playable(s, seat, "in_mutiny")
    # bribes.may_offer, inlined (B1 / RP10)
    bribe = s.offers[seat] < OFFERS_PER_ROUND and bool(hand or s.face_up_prizes(seat))
    if not extra:
        if not bribe:
            return p
        # p._replace(bribe=True), without _replace's generic machinery (a hot path)
        return _new(Prompt, p[:11] + (True,))
    actions = p.actions
    specials = p.specials
    specials = specials + tuple(c for c in extra if c not in specials) if specials else extra
    if "play_special" not in actions:
        actions = actions + ("play_special",)
    # p._replace(actions=actions, specials=specials, bribe=bribe), as above
    return _new(Prompt, p[:3] + (actions,) + p[4:10] + (specials, bribe))


_new = tuple.__new__
# The prompts built as tuples here, in mutiny.py and in attack.py list every field in this
# order.
assert Prompt._fields == ("seat", "step", "clause", "actions", "cards", "targets", "choices",
                          "min_cards", "max_cards", "context", "specials", "bribe")
OFFERS_PER_ROUND = bribes.OFFERS_PER_ROUND
_decor: tuple[object, frozenset[int]] = (None, frozenset())  # a catalogue, its decorating ids


def _decorating(s: State) -> frozenset[int]:
    global _decor
    _decor = (s.cat, ids_of(s, "any_time") | ids_of(s, "in_mutiny"))
    return _decor[1]


# --- what a card names and chooses (its row's `targets` and `choice`) ----------------------


class Targets(NamedTuple):
    """What a row's `targets` word means: the seats (or cards) that may be named, how many
    (`most`, or all there are when fewer) and what to tell a player who named others."""

    legal: Callable[[State, int], Sequence[int]]
    most: int
    message: str


TARGETS: dict[str, Targets] = {
    "revealed_card": Targets(
        lambda s, seat: live_targets(s), 1,
        N_("Choose the card just revealed that the Traitor cancels.")),
    "two_with_cards": Targets(
        lambda s, seat: [i for i in range(s.n) if i != seat and s.hands[i]], 2,
        N_("Choose two different players with crew cards in hand (one if only one has any).")),
    "neutral": Targets(neutral_targets, 1, N_("Choose a neutral player.")),
    "any_player": Targets(
        lambda s, seat: range(s.n), 1, N_("Choose the player who guards the ship.")),
    "other_with_buried": Targets(
        lambda s, seat: [i for i in range(s.n) if i != seat and buried_of(s, i)], 1,
        N_("Choose another player who has buried treasure.")),
}


def _plus_minus(s: State, seat: int, choice: str, clause: str) -> str:
    if choice not in ("+1", "-1"):
        raise fail(clause, _("Choose +1 or -1."))
    return choice


def _losing_side(s: State, seat: int, choice: str, clause: str) -> str:
    mine = s.m_side[seat]
    allowed = (
        {"captain", "mutineer"}
        - ({"captain"} if mine == CAPTAIN_SIDE else set())
        - ({"mutineer"} if mine == MUTINEER_SIDE else set())
    )
    if choice not in allowed:
        raise fail(clause, _("Choose the side that loses: {sides}.").format(
            sides=C.side_words(sorted(allowed))))
    return choice


def _own_side(s: State, seat: int, choice: str, clause: str) -> str:
    """A neutral player names the side they play it for; anyone else plays it for theirs."""
    mine = s.m_side[seat]
    if mine != NEUTRAL:
        return "captain" if mine == CAPTAIN_SIDE else "mutineer"
    if choice not in ("captain", "mutineer"):
        raise fail(clause, _("Choose your side: the captain or the mutineers."))
    return choice


# What a row's `choice` word means: check the player's word, return it as the event records it.
CHOICES: dict[str, Callable[[State, int, str, str], str]] = {
    "plus_minus": _plus_minus,
    "losing_side": _losing_side,
    "own_side": _own_side,
}
assert set(TARGETS) == set(cards.TARGETS) and set(CHOICES) == set(cards.CHOICES)
assert set(WINDOWS) | {"any_time", "in_mutiny", "island"} == set(cards.TIMINGS)


# --- playing a special --------------------------------------------------------------------


def check_play(s: State, cmd: Any, p: Prompt) -> str:
    """The card's half of validating `play_special` (DA4): the targets and the choice its row
    names. Returns the choice as the event records it."""
    row = s.cat.special_row[cmd.card]
    assert row is not None
    targets, seat = tuple(cmd.targets), cmd.seat
    choice: str = cmd.choice
    if row.targets:
        rule = TARGETS[row.targets]
        legal = rule.legal(s, seat)
        need = min(rule.most, len(legal))
        if (
            not need
            or len(set(targets)) != len(targets)
            or len(targets) != need
            or not set(targets) <= set(legal)
        ):
            raise fail(row.clause, _(rule.message))
    if row.choice:
        return CHOICES[row.choice](s, seat, choice, row.clause)
    if not row.targets and (targets or choice):
        raise fail("DA4", _("That card takes no target."))
    return choice


def play(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    """Reveal a special for its effect: it goes on the chain and a Traitor may answer."""
    choice = check_play(s, cmd, p)
    emit(s, out, E.SpecialPlayed(cmd.seat, cmd.card, tuple(cmd.targets), choice))
    emit(s, out, E.Suspend())
    traitor_window(s, out, cmd.seat, (cmd.card,))


def stab_on_call(s: State, out: Out, seat: int, card: int, side: str) -> None:
    """M3: a card that `opens_mutiny` (X-CUTTHROAT) as the mutiny's first card: its effect
    goes on the chain (RU10)."""
    emit(s, out, E.SpecialPlayed(seat, card, (), side, False))
    emit(s, out, E.Suspend())
    traitor_window(s, out, seat, (card,))


def revealed(s: State, out: Out, seat: int, cards: tuple[int, ...]) -> None:
    """X-TRAITOR: crew cards were just played face up — a Traitor may cancel one of them."""
    seats = _traitor_seats(s, seat)
    if seats:
        emit(s, out, _SUSPEND)
        ask(s, out, "react", seats, _REVEALED, cards)


_chain = itertools.chain
_SUSPEND, _RESUME = E.Suspend(), E.Resume()  # immutable and field-less: made once


def _traitor_seats(s: State, revealer: int) -> list[int]:
    if s.ask_all:
        return C.order_after(s, revealer)[:-1]
    traitors = ids_of(s, "card_revealed")
    hands = s.hands
    if traitors.isdisjoint(_chain(*hands)):  # nobody could answer (the usual case)
        return []
    order = C.order_after(s, revealer)[:-1]
    return [i for i in order if not traitors.isdisjoint(hands[i])]


def traitor_window(s: State, out: Out, seat: int, cards: tuple[int, ...]) -> None:
    """Inside a Suspend: a Traitor window for a special, or its resolution right away."""
    seats = _traitor_seats(s, seat)
    if seats:
        ask(s, out, "react", seats, _REVEALED, cards)
    else:
        resolve_top(s, out)


def done(s: State, out: Out) -> None:
    """An interruption is over: back to the decision it interrupted."""
    emit(s, out, _RESUME)


# --- reaction windows in the flow ---------------------------------------------------------


def open_window(s: State, out: Out, timing: str, then: str) -> bool:
    """A reaction moment of DA4 as a step of its own, offering the cards with this timing.
    Returns False (and asks nothing) when nobody could answer and reaction prompts go to
    holders only. `then` names where the flow goes when the window closes (see
    `_continue`)."""
    ids = ids_of(s, timing)
    hands = s.hands
    seats = [i for i in s.order_from(s.captain)
             if s.ask_all or (not ids.isdisjoint(hands[i]) and _may_answer(s, i, timing))]
    if not seats:
        return False
    ask(s, out, "react", seats, f"{WINDOWS[timing]}:{then}")
    return True


#: per (catalogue id, timing): the catalogue (held, as in `_IDS`) and its window's clause
_CLAUSES: dict[tuple[int, str], tuple[Catalogue, str]] = {}


def window_clause(s: State, timing: str) -> str:
    """The clause a reaction window cites: its cards' own when they all cite one (X-LOOKOUT),
    else DA4 (the First Mate, Navigator and Sharpshooter share a window)."""
    k = (id(s.cat), timing)
    entry = _CLAUSES.get(k)
    if entry is not None and entry[0] is s.cat:
        return entry[1]
    rows = s.cat.special_row
    found = {r.clause for c in ids_of(s, timing) if (r := rows[c])}
    clause = found.pop() if len(found) == 1 else "DA4"
    _CLAUSES[k] = (s.cat, clause)
    return clause


def _react_prompt(s: State) -> Prompt:
    q = s.queue
    seat = q[s.qi % len(q)]  # s.current: the queue is not empty here
    context = s.context
    timing = _TIMING_OF[context.partition(":")[0]]
    specials = playable(s, seat, timing)
    actions = ("play_special", "pass") if specials else ("pass",)
    cards = live_targets(s) if timing == "card_revealed" else ()
    # Prompt(seat, "react", window_clause(s, timing), actions, cards=cards,
    # specials=specials, context=context), built as the tuple it is (every seat is asked)
    return _new(Prompt, (seat, "react", window_clause(s, timing), actions, cards, (), (), 0, 0,
                         context, specials, False))


def _react_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    emit(s, out, C.PASSED[p.seat])


def _react_auto(s: State, out: Out) -> bool:
    context, _sep, then = s.context.partition(":")
    if context == _REVEALED:
        if s.qi < len(s.queue) and live_targets(s):
            return False
        top = s.chain[-1] if s.chain else None
        if top is not None and top[1] in s.wcards:
            resolve_top(s, out)  # nobody cancelled the special: it takes effect
        else:
            done(s, out)
        return True
    if s.qi < len(s.queue):
        return False
    _continue(s, out, then)
    return True


def _continue(s: State, out: Out, then: str) -> None:
    """Where the flow goes after a reaction window of the flow closes (the phase modules
    register their continuations below when game.jolly_roger.rules is imported)."""
    CONTINUATIONS[then](s, out)


CONTINUATIONS: dict[str, Callable[[State, Out], None]] = {}


# --- effects --------------------------------------------------------------------------------


def resolve_top(s: State, out: Out) -> None:
    """The special on top of the chain takes effect (nobody cancelled it). RU11: one that
    `acts_after_mutiny`, played during a mutiny, waits for its end (evolve keeps it in
    `after_mutiny`)."""
    seat, card, targets, choice = s.chain[-1]
    emit(s, out, E.SpecialResolved(seat, card))
    row = s.cat.special_row[card]
    assert row is not None
    if row.acts_after_mutiny and s.m_leader >= 0:
        done(s, out)
    else:
        EFFECTS[row.key].effect(s, out, seat, card, targets, choice)


def act_after_mutiny(s: State, out: Out) -> None:
    """RU11: the specials played during the mutiny that act after it act now, in order."""
    special = s.cat.special
    for seat, card in s.after_mutiny:
        act = EFFECTS[special[card] or ""].after_mutiny
        assert act is not None  # (checked with the catalogue: _check_code)
        act(s, out, seat)


def _opens_mutiny(s: State, card: int) -> bool:
    row = s.cat.special_row[card]
    return row is not None and row.opens_mutiny


@effect("traitor")
def _traitor(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-TRAITOR / RU10: the target is discarded without effect; the mutiny's first card
    cancels the mutiny, unless it `opens_mutiny` for its effect, as a Cutthroat (then only
    its effect is lost)."""
    target = targets[0]
    first = s.m_leader >= 0 and target == s.m_first
    ends = first and not _opens_mutiny(s, target)
    emit(s, out, E.Cancelled(seat, target, ends))
    done(s, out)


@effect("stowaways")
def _stowaways(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-STOWAWAYS: discard it and draw two crew cards (H2 applies)."""
    C.draw_crew(s, out, seat, 2, "stowaways")
    done(s, out)


@effect("second_mate")
def _second_mate(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-SECOND-MATE: one random crew card from each of the two chosen players."""
    rng = C.rng(s)
    takes = tuple((v, rng.choice(s.hands[v])) for v in targets if s.hands[v])
    if takes:
        emit(s, out, E.CardsStolen(seat, takes))
    done(s, out)


def _surgeon_may_play(s: State, seat: int) -> bool:
    """RU12: the Surgeon is a plain card for the captain, the quartermaster and in V3."""
    return not (s.v3 or seat == s.captain or seat == s.qm)


def _surgeon_after_mutiny(s: State, out: Out, seat: int) -> None:
    """RU11: once the mutiny's appointment is done (M10), the Surgeon's player becomes
    quartermaster, unless they are the captain now."""
    if seat != s.captain:
        emit(s, out, E.QuartermasterTaken(seat))


@effect("surgeon", may_play=_surgeon_may_play, after_mutiny=_surgeon_after_mutiny)
def _surgeon(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-SURGEON: you become quartermaster until the captain appoints another; during a
    mutiny it acts after it (RU11: `_surgeon_after_mutiny`)."""
    if seat != s.captain:
        emit(s, out, E.QuartermasterTaken(seat))
    done(s, out)


def _lookout_may_play(s: State, seat: int) -> bool:
    """X-LOOKOUT: nothing to do once the destination is face up."""
    return not s.revealed


@effect("lookout", may_play=_lookout_may_play)
def _lookout(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-LOOKOUT: the destination card is revealed before crew are played."""
    if s.destination >= 0 and not s.revealed:
        emit(s, out, E.DestinationRevealed(seat, s.destination))
    done(s, out)


@effect("first_mate", "navigator", "sharpshooter")
def _adjust(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-FIRST-MATE / X-NAVIGATOR / X-SHARPSHOOTER: one point more or less of the card's
    `skill`."""
    row = s.cat.special_row[card]
    assert row is not None
    emit(s, out, E.SkillAdjusted(seat, row.skill, 1 if choice == "+1" else -1))
    done(s, out)


def _cook_may_play(s: State, seat: int) -> bool:
    """X-COOK: the Cook picks before the captain: not for the captain (ruling RP11)."""
    return seat != s.captain


@effect("cook", may_play=_cook_may_play)
def _cook(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-COOK: you take a prize card first, before the captain."""
    if s.loot and seat != s.captain:
        ask(s, out, "cook_pick", [seat])
    else:
        done(s, out)


@effect("carpenter")
def _carpenter(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-CARPENTER: ask for a face-up prize card; the others may give one in turn."""
    givers = [i for i in C.order_after(s, seat)[:-1] if s.face_up_prizes(i)]
    if givers:
        ask(s, out, "carpenter_ask", givers, str(seat))
    else:
        _carpenter_take(s, out, seat)


def _carpenter_take(s: State, out: Out, seat: int) -> None:
    """Nobody gave: take a random face-up prize card of the captain or the quartermaster,
    your choice (RU12: in V3 the captain)."""
    options = tuple(
        dict.fromkeys(i for i in (s.captain, s.acting_qm) if i != seat and s.face_up_prizes(i))
    )
    if len(options) == 1:
        _steal_face_up(s, out, seat, options[0])
    elif options:
        ask(s, out, "carpenter_take", [seat], str(seat))
        return
    done(s, out)


def _steal_face_up(s: State, out: Out, seat: int, victim: int) -> None:
    card = C.rng(s).choice(s.face_up_prizes(victim))
    emit(s, out, E.PrizeStolen(seat, victim, card, False))


def _boatswain_may_play(s: State, seat: int) -> bool:
    """X-BOATSWAIN: one guard per landing."""
    return s.guard < 0


@effect("boatswain", may_play=_boatswain_may_play)
def _boatswain(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-BOATSWAIN: the chosen player guards the ship and cannot bury this time; they may hand
    the duty to a player who accepts a bribe for it (B1)."""
    emit(s, out, E.GuardAssigned(seat, targets[0]))
    ask(s, out, "guard", [targets[0]])


@effect("cabin_boy")
def _cabin_boy(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-CABIN-BOY: a random buried card of another player, face up until the next island."""
    buried = buried_of(s, targets[0])
    if buried:
        emit(s, out, E.PrizeStolen(seat, targets[0], C.rng(s).choice(buried), True))
    done(s, out)


@effect("cutthroat")
def _cutthroat(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-CUTTHROAT: the chosen side loses at once and the mutiny ends (a neutral player
    joins the other side: the row's `joins`)."""
    if s.m_leader >= 0:
        emit(s, out, E.MutinyStabbed(seat, choice))
    done(s, out)


@effect("old_salt")
def _old_salt(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-OLD-SALT: a neutral player must at once play one crew card for your leader (you
    play it for your side: a neutral player joins the side they name)."""
    victim = targets[0]
    if s.m_leader >= 0 and s.hands[victim] and s.m_side[victim] == NEUTRAL:
        side = "captain" if s.m_side[seat] == CAPTAIN_SIDE else "mutineer"
        ask(s, out, "forced", [victim], side)
    else:
        done(s, out)


@effect("old_sailor")
def _old_sailor(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-OLD-SAILOR / T1: the map brings the ship ashore (it stays on the table, T4)."""
    emit(s, out, E.ShipLanded(seat))
    done(s, out)


# --- the effects' own decisions -----------------------------------------------------------


def _cook_prompt(s: State) -> Prompt:
    return Prompt(s.current, "cook_pick", "X-COOK", ("take_prize",), cards=tuple(s.loot))


def _cook_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    emit(s, out, E.CookPicked(p.seat, cmd.card))
    done(s, out)


def _carpenter_ask_prompt(s: State) -> Prompt:
    seat = s.current
    return Prompt(
        seat,
        "carpenter_ask",
        "X-CARPENTER",
        ("give_prize", "pass"),
        cards=tuple(s.face_up_prizes(seat)),
        context=s.context,
    )


def _carpenter_ask_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    carpenter = int(p.context)
    if isinstance(cmd, Pass):
        emit(s, out, E.Passed(p.seat))
    else:
        emit(s, out, E.PrizeGiven(p.seat, carpenter, cmd.card))
        done(s, out)


def _carpenter_ask_auto(s: State, out: Out) -> bool:
    if s.qi < len(s.queue):
        return False
    _carpenter_take(s, out, int(s.context))
    return True


def _carpenter_take_prompt(s: State) -> Prompt:
    seat = int(s.context)
    options = tuple(
        dict.fromkeys(i for i in (s.captain, s.acting_qm) if i != seat and s.face_up_prizes(i))
    )
    return Prompt(seat, "carpenter_take", "X-CARPENTER", ("choose_victim",), targets=options)


def _carpenter_take_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    _steal_face_up(s, out, p.seat, cmd.target)
    done(s, out)


def _guard_prompt(s: State) -> Prompt:
    guard = s.guard
    targets = tuple(i for i in s.order_from(guard) if i not in s.guard_asked)
    actions = ("offer_bribe", "pass") if targets and _has_bribe(s, guard) else ("pass",)
    return Prompt(guard, "guard", "X-BOATSWAIN", actions, targets=targets)


def _has_bribe(s: State, seat: int) -> bool:
    return bool(s.hands[seat]) or bool(s.face_up_prizes(seat))


def _guard_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    done(s, out)  # the guard keeps the duty


def _forced_prompt(s: State) -> Prompt:
    seat = s.current
    return Prompt(
        seat,
        "forced",
        "X-OLD-SALT",
        ("play_cards",),
        cards=tuple(s.hands[seat]),
        choices=(s.context,),
        min_cards=1,
        max_cards=1,
        context=s.context,
    )


def _forced_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    if cmd.side != p.context:
        raise fail("X-OLD-SALT", _("The card goes to the side of {side}.").format(
            side=C.side_words([p.context])))
    emit(s, out, E.CardsPlayed(p.seat, tuple(cmd.cards), p.context))
    revealed(s, out, p.seat, tuple(cmd.cards))


def _forced_auto(s: State, out: Out) -> bool:
    if s.qi < len(s.queue):
        return False
    done(s, out)
    return True


C.step("react", _react_prompt, _react_decide, _react_auto)
C.step("cook_pick", _cook_prompt, _cook_decide)
C.step("carpenter_ask", _carpenter_ask_prompt, _carpenter_ask_decide, _carpenter_ask_auto)
C.step("carpenter_take", _carpenter_take_prompt, _carpenter_take_decide)
C.step("guard", _guard_prompt, _guard_decide)
C.step("forced", _forced_prompt, _forced_decide, _forced_auto)
