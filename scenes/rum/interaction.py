"""What the RUM player may touch now and what it does: the plan of a prompt (scenes/kit/plan.py)
and the set builder (DA2).

On a turn (T1) a hand card clicked, or dragged onto the set area, joins the set being built; a
card in the set turns its end up with a click (DA7), and goes back to the hand by a drag; the
preview is `game.rum.sets.evaluate` on the view — the same function the engine decides with,
so Confirm is enabled exactly when the engine would accept the set. A beach card (DR1) or the
wreck (DR3) clicked, or dragged into the hand, draws it. On a return (PA2, WV3) the player
picks exactly N cards and confirms.

Piles drawn face down (the wreck, face-down beach spots) are hit-tested as pseudo card ids from
PSEUDO up: they are backs, never faces.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from game.core.i18n import _, ngettext
from game.rum import commands as K
from game.rum.sets import evaluate
from scenes.kit.plan import ButtonSpec, Plan
from scenes.kit.plan import Picks as BasePicks

PSEUDO = 100
WRECK = PSEUDO        # the wreck pile
SPOT = PSEUDO + 1     # SPOT + k: beach spot k lying face down


def is_pseudo(card: int) -> bool:
    return card >= PSEUDO


@dataclass
class Picks(BasePicks):
    """The cards chosen (returns) and the set being built: (card, end) in the order laid."""

    laid: list[tuple[int, str]] = field(default_factory=list)

    def clear(self) -> None:
        super().clear()
        self.laid.clear()

    def cancel(self) -> bool:
        busy = bool(self.laid)
        self.laid.clear()
        return super().cancel() or busy

    def shown(self) -> Hashable:
        return (tuple(self.cards), tuple(self.laid))

    def laid_ids(self) -> list[int]:
        return [c for c, _e in self.laid]


def prompt_key(p: Any) -> tuple[Any, ...]:
    """A new decision clears the set being built; the hand is part of it, so two decisions of
    one seat in a row (another seat's turn unseen between them) never keep a card that left
    the hand in the set."""
    return () if p is None else (p.seat, p.step, p.count, p.cause, tuple(p.cards))


def beach_up(view: Any) -> tuple[int, ...]:
    """The face-up beach cards: their singles count in every set (PL2, BE2)."""
    return tuple(s.card for s in view.beach if s.card is not None and s.card >= 0 and s.face_up)


def preview(cat: Any, view: Any, picks: Picks) -> Any:
    """DA2: what the set built so far would do, from the view alone."""
    return evaluate(cat, beach_up(view), view.captains, view.seat, view.n, tuple(picks.laid))


def draw_command(view: Any, seat: int, card: int) -> Any | None:
    """The draw that taking `card` (a beach card, a face-down spot, the wreck) stands for."""
    if card == WRECK:
        return K.DrawWreck(seat)
    if SPOT <= card < SPOT + 3:
        return K.DrawBeach(seat, card - SPOT)
    for k, s in enumerate(view.beach):
        if s.card is not None and s.card == card and card >= 0:
            return K.DrawBeach(seat, k)
    return None


def plan(view: Any, p: Any, picks: Picks, cat: Any) -> Plan:
    """The plan of the viewer's own prompt."""
    if p.step == "return":
        return _return_plan(view, p, picks)
    return _turn_plan(view, p, picks, cat)


def _return_plan(view: Any, p: Any, picks: Picks) -> Plan:
    """PA2 / WV3: choose exactly `count` cards to give back to the wreck."""
    out = Plan(selectable={c: "hand" for c in view.hand}, max_select=p.count)
    ready = len(picks.cards) == p.count
    label = ngettext("Return {n} card", "Return {n} cards", p.count).format(n=p.count)
    cmd = K.ReturnCards(p.seat, tuple(picks.cards)) if ready else None
    out.buttons.append(ButtonSpec("return", label, cmd, "primary"))
    out.drops["wreck"] = lambda cards: (
        K.ReturnCards(p.seat, tuple(cards)) if len(cards) == p.count else None)
    out.drop_labels["wreck"] = label
    return out


def _turn_plan(view: Any, p: Any, picks: Picks, cat: Any) -> Plan:
    """T1: draw (DR1, DR3) or build and lay a set (PL1, DA2)."""
    seat = p.seat
    out = Plan(max_select=0)
    laid = picks.laid_ids()
    free = [c for c in view.hand if c not in laid]
    for c in free:
        out.clicks[f"card:{c}"] = _add(picks, (c,))
    for c in laid:
        out.clicks[f"card:{c}"] = _toggle(picks, c)
    draws: dict[int, Any] = {}
    if getattr(p, "wreck", view.wreck > 0):
        draws[WRECK] = K.DrawWreck(seat)
    for k in getattr(p, "spots", ()):
        s = view.beach[k]
        if s.card is None:
            continue
        draws[s.card if s.face_up and s.card >= 0 else SPOT + k] = K.DrawBeach(seat, k)
    for c, cmd in draws.items():
        out.clicks[f"card:{c}"] = cmd

    def to_set(cards: tuple[int, ...]) -> Any:
        return _add(picks, cards) if cards and all(c in free for c in cards) else None

    def to_hand(cards: tuple[int, ...]) -> Any:
        if len(cards) == 1 and cards[0] in draws:
            return draws[cards[0]]
        if cards and all(c in laid for c in cards):
            return _remove(picks, cards)
        return None

    out.drops["lay"] = to_set
    out.drop_labels["lay"] = _("Into the set")
    out.drops["hand"] = to_hand
    out.drop_labels["hand"] = _("Take it")
    if picks.laid:
        outcome = preview(cat, view, picks)
        cmd = K.LaySet(seat, tuple(picks.laid)) if outcome.legal else None
        out.buttons.append(ButtonSpec("confirm", _("Lay this set"), cmd, "primary"))
        out.buttons.append(ButtonSpec("clear", _("Cancel the set"), picks.laid.clear))
    return out


def _add(picks: Picks, cards: tuple[int, ...]) -> Any:
    def run() -> None:
        for c in cards:
            if c not in picks.laid_ids():
                picks.laid.append((c, "single"))
    return run


def _remove(picks: Picks, cards: tuple[int, ...]) -> Any:
    def run() -> None:
        picks.laid[:] = [(c, e) for c, e in picks.laid if c not in cards]
    return run


def _toggle(picks: Picks, card: int) -> Any:
    """DA7: turn a laid card round, the other end up."""
    def run() -> None:
        picks.laid[:] = [(c, ("double" if e == "single" else "single") if c == card else e)
                         for c, e in picks.laid]
    return run


def command_for(view: Any, seat: int, target: str, cards: tuple[int, ...]) -> Any | None:
    """The command a drop the plan does not allow stands for, so that the engine says why."""
    if target == "hand" and len(cards) == 1:
        return draw_command(view, seat, cards[0])
    if target == "lay" and cards and not any(is_pseudo(c) for c in cards):
        return K.LaySet(seat, tuple((c, "single") for c in cards))
    if target == "wreck" and cards and not any(is_pseudo(c) for c in cards):
        return K.ReturnCards(seat, tuple(cards))
    return None
