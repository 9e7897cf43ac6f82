"""Jolly Roger's use of the shared step machinery (game.core.steps): its step table, `emit`
through its `evolve`, drawing crew cards, and its seeded randomness (DA7)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _
from game.core.steps import Out, Steps, emitter, seeded
from game.jolly_roger import events as E
from game.jolly_roger.evolve import _HANDLERS
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.state import State
from game.jolly_roger.words import word, words

__all__ = ["AUTO", "PASSED", "STEPS", "WHY_NOT", "Out", "PerSeat", "ask", "auto_step", "emit",
           "rng", "step", "why_not"]


def side_words(sides: Any) -> str:
    """'the captain, the mutineers' in the active language, for a message."""
    return words(sides)


def skill_words(skill: str) -> str:
    return word(skill)


TABLE = Steps()
STEPS = TABLE.steps
AUTO = TABLE.auto
step = TABLE.step
auto_step = TABLE.auto_step

#: Apply an event and record it (`evolve`, one dict lookup: this runs for every event).
#: The random events' handlers count them in `rng_n` themselves (DA7).
emit = emitter(_HANDLERS)


def rng(s: State) -> random.Random:
    """DA7: the engine's generator for the next random outcome, derived from the game's seed
    and the number of random events so far — so a game continued after loading a save draws
    exactly what it would have drawn without the save."""
    return seeded(s.seed, s.rng_n)


def ask(s: State, out: Out, step_name: str, seats: list[int] | tuple[int, ...],
        context: str = "", cards: tuple[int, ...] = ()) -> None:
    # E.Ask(step_name, tuple(seats), context, cards), built as the tuple it is (a hot path)
    emit(s, out, _new(E.Ask, (step_name, tuple(seats), context, cards)))


_new = tuple.__new__
assert E.Ask._fields == ("step", "seats", "context", "cards")


class PerSeat(dict[int, Any]):
    """One immutable record per seat, made on first use: `PASSED[seat]` is `E.Passed(seat)`
    without building it again (passing is most of what attack, mutiny and reaction laps
    emit, and the hard AI's rollouts play thousands of laps per decision)."""

    def __init__(self, make: Callable[[int], Any]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, seat: int) -> Any:
        rec = self[seat] = self.make(seat)
        return rec


PASSED = PerSeat(E.Passed)


def draw_crew(s: State, out: Out, seat: int, k: int, reason: str) -> None:
    """Draw k crew cards face down; D1: reshuffle the discard pile when the deck runs out."""
    while k > 0:
        if not s.crew_deck:
            if not s.crew_discard:
                return
            order = s.crew_discard[:]
            rng(s).shuffle(order)
            emit(s, out, E.CrewDeckReshuffled(tuple(order)))
        take = min(k, len(s.crew_deck))
        emit(s, out, E.CardsDrawn(seat, tuple(reversed(s.crew_deck[-take:])), reason))
        k -= take


def name(s: State, seat: int) -> str:
    return s.names[seat]


def fail(clause: str, message: str) -> RuleError:
    return RuleError(clause, message)


#: Why the current prompt leaves a command out, by action: `(state, prompt, command)` -> the
#: refusal naming the rule it would break, or None for the generic one. Asked only once the
#: prompt has refused the command (engine._check): an explanation, never a second rule.
Explain = Callable[[State, Prompt, Any], RuleError | None]
WHY_NOT: dict[str, Explain] = {}


def why_not(action: str) -> Callable[[Explain], Explain]:
    """Register the explanation of refused `action` commands (one per action)."""
    def register(fn: Explain) -> Explain:
        assert action not in WHY_NOT, action
        WHY_NOT[action] = fn
        return fn
    return register


def order_after(s: State, seat: int) -> list[int]:
    """All seats starting at the left of `seat` (seat itself last)."""
    return s.order_from(s.left_of(seat))


def share_ok(counts: list[int]) -> bool:
    """L2: as even as possible by number of cards — nobody two more than anybody."""
    return max(counts) - min(counts) <= 1


def check_share(s: State, alloc: tuple[tuple[int, int], ...], loot: list[int],
                picked_by: int, clause: str) -> None:
    """L2 / M11: every card dealt once, to a real seat, as evenly as possible, the captain's
    pick counting as their card."""
    cards = [c for c, _seat in alloc]
    if sorted(cards) != sorted(loot):
        raise fail(clause, _("Deal every remaining prize card exactly once."))
    counts = [0] * s.n
    if picked_by >= 0:
        counts[picked_by] = 1
    if s.cook >= 0:
        counts[s.cook] += 1  # RP11: the Cook's pick counts as that player's card
    for _card, seat in alloc:
        if not 0 <= seat < s.n:
            raise fail(clause, _("There is no seat {seat}.").format(seat=seat))
        counts[seat] += 1
    if not share_ok(counts):
        raise fail(clause, _("Share as evenly as possible: nobody may get a second card "
                             "while another player has none from this sharing."))
