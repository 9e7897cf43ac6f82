"""The table of the game's steps, shared by the rule systems (game.merchants.rules.*), each of
which registers what it owns:

- `PROMPTS[name]`: for a main-line step (`State.step`) or a frame kind (`frames.Frame.kind`),
  the decision it waits for, or None when it can move on by itself;
- `AUTOS[name]`: how it moves on by itself (emitting at least one event);
- `REFEREE`: which command each prompt step accepts and the decide function that applies it,
  and the checks that name the clause a refused command breaks (game.core.referee).

`prompt_of(s)` and `advance(s, out)` are the engine's two questions: what now, and on.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.errors import RuleError
from game.core.i18n import N_, _
from game.core.referee import Referee, is_seat, not_asked
from game.merchants.commands import COMMANDS
from game.merchants.prompts import Prompt
from game.merchants.state import State

PromptFn = Callable[[State, Any], Prompt | None]
AutoFn = Callable[[State, Any, list[Any]], None]
PROMPTS: dict[str, PromptFn] = {}
AUTOS: dict[str, AutoFn] = {}

#: what each prompt step asks, for the refusal of a command that is not its answer
ASKS = {
    "ship": N_("choose a ship"), "retire": N_("retire or sail on"),
    "actions": N_("take an action or end the turn"), "haven": N_("pay the toll or test"),
    "merchant": N_("raid the merchant or let it go"), "port": N_("take a port step"),
    "market": N_("buy from the market"), "buy_crew": N_("buy crew"),
    "keep_rumour": N_("keep one rumour"), "raid_convert": N_("use weapons on the roll"),
    "raid_spend": N_("spend a success"), "keep_cargo": N_("keep cargo"),
    "leave_cargo": N_("throw cargo overboard"), "hold_cargo": N_("throw cargo overboard"),
    "hand_limit": N_("discard a glory card"), "declare": N_("declare fire, board or escape"),
    "reroll": N_("reroll dice or not"), "shot": N_("use chain shot or grapeshot or not"),
    "place": N_("place the hits"), "cancel": N_("cancel a hit or not"),
    "chasers": N_("fire the bow chasers or not"), "plunder": N_("choose the plunder"),
    "claim": N_("claim a reward or not"),
}


def step(name: str, prompt: PromptFn, auto: AutoFn | None = None) -> None:
    PROMPTS[name] = prompt
    if auto is not None:
        AUTOS[name] = auto


def _turn_order(s: State, p: Prompt, cmd: Any) -> RuleError:
    """DA1: a command the game is not asking for cites the pending step's clause and says
    who is asked, and what for (players by name, never by number)."""
    seat = getattr(cmd, "seat", None)
    if seat != p.seat or type(seat) is not int:
        if not is_seat(seat, s.n):
            return RuleError(p.clause, not_asked(s.names, p.seat, seat))
        return RuleError(p.clause, _("It is {who}'s decision now, not {other}'s.").format(
            who=s.names[p.seat], other=s.names[seat]))  # type: ignore[index]
    what = _(ASKS[p.step]) if p.step in ASKS else p.step
    return RuleError(p.clause, _("Not now: {who} is asked to {what}.").format(
        who=s.names[p.seat], what=what))


REFEREE = Referee(_turn_order, COMMANDS, over="E2", not_a_command="DA1")


def where(s: State) -> tuple[str, Any]:
    """The step name deciding now and its frame (None on the main line)."""
    top = s.top
    if top is None:
        return s.step, None
    return (top.what if top.kind == "choice" else top.kind), top


def prompt_of(s: State) -> Prompt | None:
    """The one decision the game waits for (None: it moves on by itself, or is over).
    GC1 comes first: a seat over its glory hand limit discards before anything else."""
    if s.over:
        return None
    from game.merchants.rules.base import BASE_HAND, hand_limit
    for i in range(s.n):
        hand = s.seats[i].hand
        if len(hand) > BASE_HAND and len(hand) > hand_limit(s, i):
            return Prompt(i, "hand_limit", "GC1", cards=tuple(hand), count=1)
    name, frame = where(s)
    if frame is not None and frame.kind == "choice" and not s.seats[frame.seat].alive:
        return None                     # its captain died meanwhile: nothing to choose
    fn = PROMPTS.get(name)
    return fn(s, frame) if fn is not None else None


def advance(s: State, out: list[Any]) -> None:
    """Move on by one automatic step (the game waits for no one)."""
    name, frame = where(s)
    before = len(out)
    if frame is not None and frame.kind == "choice" and not s.seats[frame.seat].alive:
        from game.merchants import events as E
        from game.merchants.evolve import emit
        emit(s, out, E.ChoiceMade(frame.seat, frame.what, ""))
        return
    AUTOS[name](s, frame, out)
    if len(out) == before:
        raise AssertionError(f"the step {name!r} did not move on")
