"""Special crew cards (X-*), their reaction moments (DA4) and the Traitor (RU10).

A special played for its effect is revealed, so it goes on the *chain* and a Traitor window
opens for it; if nobody cancels it, it resolves. Every interruption is a Suspend … Resume
pair around the decision it interrupted, so the game always returns to where it was.

Reaction windows ask every seat when reaction prompts go to all (the default: nothing
leaks, AI seats answer at once) or only the seats holding a card that could respond.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

from game.core.i18n import _
from game.jolly_roger import events as E
from game.jolly_roger.commands import Pass
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules import bribes
from game.jolly_roger.rules import common as C
from game.jolly_roger.rules.common import Out, ask, emit, fail
from game.jolly_roger.state import CAPTAIN_SIDE, MUTINEER_SIDE, NEUTRAL, State

ANY_TIME = ("second_mate", "stowaways", "surgeon")
MUTINY_EFFECTS = ("cutthroat", "old_salt")
DECORATING = ANY_TIME + MUTINY_EFFECTS  # the cards `decorate` may add to a prompt
ADJUST_SKILL = {"navigator": "navigation", "sharpshooter": "cannons", "first_mate": "sabers"}
WINDOW_CARDS: dict[str, tuple[str, ...]] = {
    "traitor": ("traitor",),
    "lookout": ("lookout",),
    "adjust": ("navigator", "sharpshooter", "first_mate"),
    "cook": ("cook",),
    "carpenter": ("carpenter",),
    "boatswain": ("boatswain",),
    "cabin_boy": ("cabin_boy",),
}
CLAUSE = {
    "traitor": "X-TRAITOR",
    "lookout": "X-LOOKOUT",
    "adjust": "DA4",
    "cook": "X-COOK",
    "carpenter": "X-CARPENTER",
    "boatswain": "X-BOATSWAIN",
    "cabin_boy": "X-CABIN-BOY",
}
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


_IDS: dict[tuple[int, tuple[str, ...]], frozenset[int]] = {}


def ids_of(s: State, keys: tuple[str, ...]) -> frozenset[int]:
    """The card ids of these special kinds (cached per catalogue: a hot path)."""
    k = (id(s.cat), keys)
    found = _IDS.get(k)
    if found is None:
        sp = s.cat.special
        found = _IDS[k] = frozenset(c for c in s.cat.crew_ids if sp[c] in keys)
    return found


def held(s: State, seat: int, keys: tuple[str, ...]) -> tuple[int, ...]:
    ids = ids_of(s, keys)
    hand = s.hands[seat]
    if ids.isdisjoint(hand):  # the usual case: checked in C
        return ()
    return tuple([c for c in hand if c in ids])


def holds(s: State, seat: int, keys: tuple[str, ...]) -> bool:
    """Whether the seat holds any card of these special kinds."""
    return not ids_of(s, keys).isdisjoint(s.hands[seat])


def key_of(s: State, card: int) -> str:
    return s.cat.special[card] or ""


# --- what a seat may play now --------------------------------------------------------------


def any_time(s: State, seat: int) -> tuple[int, ...]:
    """X-SECOND-MATE, X-STOWAWAYS, X-SURGEON: usable at any of the holder's own prompts.
    The Surgeon is a plain card for the captain, the quartermaster and in V3 (RU12)."""
    cards = held(s, seat, ANY_TIME)
    if not cards:
        return ()
    out = []
    for c in cards:
        key = key_of(s, c)
        if key == "second_mate" and not any(s.hands[i] for i in range(s.n) if i != seat):
            continue
        if key == "surgeon" and (s.v3 or seat == s.captain or seat == s.qm):
            continue
        out.append(c)
    return tuple(out)


def mutiny_effects(s: State, seat: int) -> tuple[int, ...]:
    """X-CUTTHROAT, X-OLD-SALT: on the holder's turn in a mutiny."""
    cards = held(s, seat, MUTINY_EFFECTS)
    if not cards:
        return ()
    out = []
    for c in cards:
        if key_of(s, c) == "old_salt" and not neutral_targets(s, seat):
            continue
        out.append(c)
    return tuple(out)


def neutral_targets(s: State, seat: int) -> tuple[int, ...]:
    return tuple(i for i in s.order_from(seat) if i != seat and s.m_side[i] == NEUTRAL)


def decorate(s: State, p: Prompt) -> Prompt:
    """Add what a seat may do at any of its own prompts: play any-time specials (DA4) and
    offer bribes or make promises (B1, DA6)."""
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
        extra = any_time(s, seat)
        if step == "mutiny":
            extra += mutiny_effects(s, seat)
    # bribes.may_offer, inlined (B1 / RP10)
    bribe = s.offers[seat] < OFFERS_PER_ROUND and bool(hand or s.face_up_prizes(seat))
    if not extra:
        if not bribe:
            return p
        # p._replace(bribe=True), without _replace's generic machinery (a hot path)
        return _new(Prompt, p[:11] + (True,))
    actions = p.actions
    specials = p.specials
    specials = specials + tuple(c for c in extra if c not in specials)
    if "play_special" not in actions:
        actions = actions + ("play_special",)
    return p._replace(actions=actions, specials=specials, bribe=bribe)


_new = tuple.__new__
assert Prompt._fields[-1] == "bribe" and len(Prompt._fields) == 12
OFFERS_PER_ROUND = bribes.OFFERS_PER_ROUND
_decor: tuple[object, frozenset[int]] = (None, frozenset())  # a catalogue, its DECORATING ids


def _decorating(s: State) -> frozenset[int]:
    global _decor
    _decor = (s.cat, ids_of(s, DECORATING))
    return _decor[1]


# --- playing a special --------------------------------------------------------------------


def check_play(s: State, cmd: Any, p: Prompt) -> None:
    """The card-specific half of validating `play_special` (targets and choices)."""
    key = key_of(s, cmd.card)
    targets, choice = tuple(cmd.targets), cmd.choice
    seat = cmd.seat
    others = [i for i in range(s.n) if i != seat]
    if key == "second_mate":
        able = [i for i in others if s.hands[i]]
        need = min(2, len(able))
        if (
            len(set(targets)) != len(targets)
            or len(targets) != need
            or not set(targets) <= set(able)
        ):
            raise fail(
                "X-SECOND-MATE",
                _(
                    "Choose two different players with crew cards in "
                    "hand (one if only one has any)."
                ),
            )
    elif key == "traitor":
        if len(targets) != 1 or targets[0] not in p.cards:
            raise fail("X-TRAITOR", _("Choose the card just revealed that the Traitor cancels."))
    elif key in ADJUST_SKILL:
        if choice not in ("+1", "-1"):
            raise fail("X-" + key.upper().replace("_", "-"), _("Choose +1 or -1."))
    elif key == "cutthroat":
        mine = s.m_side[seat]
        allowed = (
            {"captain", "mutineer"}
            - ({"captain"} if mine == CAPTAIN_SIDE else set())
            - ({"mutineer"} if mine == MUTINEER_SIDE else set())
        )
        if choice not in allowed:
            raise fail(
                "X-CUTTHROAT",
                _("Choose the side that loses: {sides}.").format(
                    sides=C.side_words(sorted(allowed))),
            )
    elif key == "old_salt":
        if len(targets) != 1 or targets[0] not in neutral_targets(s, seat):
            raise fail("X-OLD-SALT", _("Choose a neutral player."))
        if s.m_side[seat] == NEUTRAL and choice not in ("captain", "mutineer"):
            raise fail("X-OLD-SALT", _("Choose your side: the captain or the mutineers."))
    elif key == "boatswain":
        if len(targets) != 1 or targets[0] not in range(s.n):
            raise fail("X-BOATSWAIN", _("Choose the player who guards the ship."))
    elif key == "cabin_boy":
        if (
            len(targets) != 1
            or targets[0] == seat
            or not 0 <= targets[0] < s.n
            or not buried_of(s, targets[0])
        ):
            raise fail("X-CABIN-BOY", _("Choose another player who has buried treasure."))
    elif targets or choice:
        raise fail("DA4", _("That card takes no target."))


def play(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    """Reveal a special for its effect: it goes on the chain and a Traitor may answer."""
    check_play(s, cmd, p)
    key = key_of(s, cmd.card)
    choice = cmd.choice
    if key == "old_salt" and s.m_side[cmd.seat] != NEUTRAL:
        choice = "captain" if s.m_side[cmd.seat] == CAPTAIN_SIDE else "mutineer"
    emit(s, out, E.SpecialPlayed(cmd.seat, cmd.card, tuple(cmd.targets), choice))
    emit(s, out, E.Suspend())
    traitor_window(s, out, cmd.seat, (cmd.card,))


def stab_on_call(s: State, out: Out, seat: int, card: int, side: str) -> None:
    """X-CUTTHROAT as the mutiny's first card: its effect goes on the chain (RU10)."""
    emit(s, out, E.SpecialPlayed(seat, card, (), side, False))
    emit(s, out, E.Suspend())
    traitor_window(s, out, seat, (card,))


def revealed(s: State, out: Out, seat: int, cards: tuple[int, ...]) -> None:
    """X-TRAITOR: crew cards were just played face up — a Traitor may cancel one of them."""
    seats = _traitor_seats(s, seat)
    if seats:
        emit(s, out, E.Suspend())
        ask(s, out, "react", seats, "traitor", cards)


_TRAITOR = ("traitor",)
_chain = itertools.chain


def _traitor_seats(s: State, revealer: int) -> list[int]:
    if s.ask_all:
        return C.order_after(s, revealer)[:-1]
    traitors = ids_of(s, _TRAITOR)
    hands = s.hands
    if traitors.isdisjoint(_chain(*hands)):  # nobody could answer (the usual case)
        return []
    order = C.order_after(s, revealer)[:-1]
    return [i for i in order if not traitors.isdisjoint(hands[i])]


def traitor_window(s: State, out: Out, seat: int, cards: tuple[int, ...]) -> None:
    """Inside a Suspend: a Traitor window for a special, or its resolution right away."""
    seats = _traitor_seats(s, seat)
    if seats:
        ask(s, out, "react", seats, "traitor", cards)
    else:
        resolve_top(s, out)


def done(s: State, out: Out) -> None:
    """An interruption is over: back to the decision it interrupted."""
    emit(s, out, E.Resume())


# --- reaction windows in the flow ---------------------------------------------------------


def open_window(s: State, out: Out, context: str, then: str) -> bool:
    """A reaction moment of DA4 as a step of its own. Returns False (and asks nothing) when
    nobody could answer and reaction prompts go to holders only. `then` names where the
    flow goes when the window closes (see `_continue`)."""
    keys = WINDOW_CARDS[context]
    order = s.order_from(s.captain)
    if context == "cook":
        seats = [i for i in order if s.ask_all or (holds(s, i, keys) and i != s.captain)]
    else:
        seats = [i for i in order if s.ask_all or holds(s, i, keys)]
    if not seats:
        return False
    ask(s, out, "react", seats, f"{context}:{then}")
    return True


def window_specials(s: State, seat: int, context: str) -> tuple[int, ...]:
    keys = WINDOW_CARDS[context]
    cards = held(s, seat, keys)
    if context == "cook" and seat == s.captain:
        return ()  # the Cook picks before the captain: not for the captain (ruling RP11)
    if context == "lookout" and s.revealed:
        return ()
    if context == "boatswain" and s.guard >= 0:
        return ()
    if context == "cabin_boy" and not any(buried_of(s, i) for i in range(s.n) if i != seat):
        return ()
    if context == "traitor":
        return cards if live_targets(s) else ()
    return cards


def live_targets(s: State) -> tuple[int, ...]:
    """The window's cards still face up (a Traitor may cancel them)."""
    on_table = set(s.attack) | set(s.m_cards) | {item[1] for item in s.chain}
    return tuple(c for c in s.wcards if c in on_table)


def _react_prompt(s: State) -> Prompt:
    seat = s.current
    context = s.context.split(":")[0]
    specials = window_specials(s, seat, context)
    actions = ("play_special", "pass") if specials else ("pass",)
    cards = live_targets(s) if context == "traitor" else ()
    return Prompt(
        seat, "react", CLAUSE[context], actions, cards=cards, specials=specials, context=s.context
    )


def _react_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    emit(s, out, E.Passed(p.seat))


def _react_auto(s: State, out: Out) -> bool:
    context, _sep, then = s.context.partition(":")
    if context == "traitor":
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
    """The special on top of the chain takes effect (nobody cancelled it)."""
    seat, card, targets, choice = s.chain[-1]
    emit(s, out, E.SpecialResolved(seat, card))
    EFFECTS[key_of(s, card)](s, out, seat, card, targets, choice)


Ints = tuple[int, ...]
Effect = Callable[[State, Out, int, int, Ints, str], None]


def _traitor(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-TRAITOR / RU10: the target is discarded without effect; the mutiny's first card
    cancels the mutiny, unless it is a Cutthroat (then only its effect is lost)."""
    target = targets[0]
    first = s.m_leader >= 0 and target == s.m_first
    ends = first and key_of(s, target) != "cutthroat"
    emit(s, out, E.Cancelled(seat, target, ends))
    done(s, out)


def _stowaways(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-STOWAWAYS: discard it and draw two crew cards (H2 applies)."""
    C.draw_crew(s, out, seat, 2, "stowaways")
    done(s, out)


def _second_mate(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-SECOND-MATE: one random crew card from each of the two chosen players."""
    rng = C.rng(s)
    takes = tuple((v, rng.choice(s.hands[v])) for v in targets if s.hands[v])
    if takes:
        emit(s, out, E.CardsStolen(seat, takes))
    done(s, out)


def _surgeon(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-SURGEON: you become quartermaster until the captain appoints another; during a
    mutiny it acts after it (RU11, handled at M10)."""
    if s.m_leader < 0 and seat != s.captain:
        emit(s, out, E.QuartermasterTaken(seat))
    done(s, out)


def _lookout(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-LOOKOUT: the destination card is revealed before crew are played."""
    if s.destination >= 0 and not s.revealed:
        emit(s, out, E.DestinationRevealed(seat, s.destination))
    done(s, out)


def _adjust(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-FIRST-MATE / X-NAVIGATOR / X-SHARPSHOOTER: one point more or less of one skill."""
    emit(s, out, E.SkillAdjusted(seat, ADJUST_SKILL[key_of(s, card)], 1 if choice == "+1" else -1))
    done(s, out)


def _cook(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-COOK: you take a prize card first, before the captain."""
    if s.loot and seat != s.captain:
        ask(s, out, "cook_pick", [seat])
    else:
        done(s, out)


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


def _boatswain(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-BOATSWAIN: the chosen player guards the ship and cannot bury this time; they may hand
    the duty to a player who accepts a bribe for it (B1)."""
    emit(s, out, E.GuardAssigned(seat, targets[0]))
    ask(s, out, "guard", [targets[0]])


def _cabin_boy(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-CABIN-BOY: a random buried card of another player, face up until the next island."""
    buried = buried_of(s, targets[0])
    if buried:
        emit(s, out, E.PrizeStolen(seat, targets[0], C.rng(s).choice(buried), True))
    done(s, out)


def _cutthroat(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-CUTTHROAT: the chosen side loses at once and the mutiny ends."""
    if s.m_leader >= 0:
        emit(s, out, E.MutinyStabbed(seat, choice))
    done(s, out)


def _old_salt(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-OLD-SALT: a neutral player must at once play one crew card for your leader."""
    victim = targets[0]
    if s.m_leader >= 0 and s.hands[victim] and s.m_side[victim] == NEUTRAL:
        side = "captain" if s.m_side[seat] == CAPTAIN_SIDE else "mutineer"
        ask(s, out, "forced", [victim], side)
    else:
        done(s, out)


def _old_sailor(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    """X-OLD-SAILOR / T1: the map brings the ship ashore."""
    emit(s, out, E.ShipLanded(seat))
    done(s, out)


def _plain(s: State, out: Out, seat: int, card: int, targets: Ints, choice: str) -> None:
    done(s, out)


EFFECTS: dict[str, Effect] = {
    "traitor": _traitor,
    "stowaways": _stowaways,
    "second_mate": _second_mate,
    "surgeon": _surgeon,
    "lookout": _lookout,
    "first_mate": _adjust,
    "navigator": _adjust,
    "sharpshooter": _adjust,
    "cook": _cook,
    "carpenter": _carpenter,
    "boatswain": _boatswain,
    "cabin_boy": _cabin_boy,
    "cutthroat": _cutthroat,
    "old_salt": _old_salt,
    "old_sailor": _old_sailor,
    "cannon_fodder": _plain,
}


def buried_of(s: State, seat: int) -> tuple[int, ...]:
    buried = s.buried
    return tuple(c for c in s.prizes[seat] if c in buried)


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
