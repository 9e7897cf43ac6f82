"""Sharing loot (L1–L3), after an attack (AT8) or a mutiny (M11)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.jolly_roger import events as E
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules import common as C
from game.jolly_roger.rules import course, specials
from game.jolly_roger.rules.common import Out, ask, emit
from game.jolly_roger.state import State


def start_sharing(s: State, out: Out, context: str) -> None:
    """DA4: the Cook may pick first (X-COOK); then L1."""
    if not s.loot:
        finish_sharing(s, out, context)
    elif not specials.open_window(s, out, "sharing", "pick_" + context):
        captain_pick(s, out, context)


def captain_pick(s: State, out: Out, context: str) -> None:
    """L1: the captain first takes one prize card of their choice (one card: it is theirs)."""
    if not s.loot:
        after_sharing(s, out, context)
    elif len(s.loot) == 1:
        emit(s, out, E.PrizeTaken(s.captain, s.loot[0]))
        after_sharing(s, out, context)
    else:
        ask(s, out, "loot_pick", [s.captain], context)


def after_sharing(s: State, out: Out, context: str) -> None:
    """DA4: the Carpenter after sharing (X-CARPENTER)."""
    if not specials.open_window(s, out, "shared", "shared_" + context):
        finish_sharing(s, out, context)


def finish_sharing(s: State, out: Out, context: str) -> None:
    """The sharing is over: back to what shared it (AFTER_SHARING)."""
    AFTER_SHARING[context](s, out)


#: Where the round goes once the loot of each kind of sharing is shared: after an attack,
#: the punishment (PU1); after a mutiny, the mutiny's end (M12, registered by mutiny.py).
AFTER_SHARING: dict[str, Callable[[State, Out], None]] = {"attack": course.ask_punishment}


def _pick_prompt(s: State) -> Prompt:
    clause = "M11" if s.context == "mutiny" else "L1"
    return Prompt(s.captain, "loot_pick", clause, ("take_prize",), cards=tuple(s.loot),
                  context=s.context)


def _pick_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    emit(s, out, E.PrizeTaken(p.seat, cmd.card))
    if s.loot:
        ask(s, out, "loot_share", [s.acting_qm], p.context)
    else:
        after_sharing(s, out, p.context)


def _share_prompt(s: State) -> Prompt:
    """L2: the quartermaster deals the rest among ALL players as evenly as possible."""
    return Prompt(s.acting_qm, "loot_share", "L2", ("share_loot",), cards=tuple(s.loot),
                  targets=tuple(range(s.n)), context=s.context)


def _share_decide(s: State, cmd: Any, p: Prompt, out: Out) -> None:
    alloc = tuple(cmd.allocation)
    C.check_share(s, alloc, s.loot, s.captain, "L2")
    emit(s, out, E.LootShared(p.seat, alloc))
    after_sharing(s, out, p.context)


def _in_context(then: Callable[[State, Out, str], None], context: str
                ) -> Callable[[State, Out], None]:
    return lambda s, out: then(s, out, context)


for _ctx in ("attack", "mutiny"):
    specials.CONTINUATIONS["pick_" + _ctx] = _in_context(captain_pick, _ctx)
    specials.CONTINUATIONS["shared_" + _ctx] = _in_context(finish_sharing, _ctx)
C.step("loot_pick", _pick_prompt, _pick_decide)
C.step("loot_share", _share_prompt, _share_decide)
