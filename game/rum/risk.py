"""The parrot's risk of a move, judged from one seat's view alone (issue 30): what the hint
says besides the move — the chance that the card drawn is the parrot, or that the wave the
move brings holds it, and what the penalty would cost at the current clock.

Only what the view shows is counted: the parrot is never in a hand (C7, RU12), so while no
face-up beach card shows it, it is one of the unseen cards the view counts — the wreck
(a count, DA4) and the face-down beach cards (BE3). With nothing else known, each of those
places is as likely as another; so a draw from the wreck or of a face-down beach card finds
it 1 time in (wreck + face-down), and a wave over three face-down cards 3 times in as many
(WV1, WV3). The true state never enters: two games with the same view give the same risk.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rum import commands as K
from game.rum.cards import CLOCK_MAX, Catalogue
from game.rum.view import View


@dataclass(frozen=True, slots=True)
class Risk:
    """The parrot's risk of one move. `kind`: "draw" (the card drawn may be the parrot: PA2)
    or "wave" (the move leaves three face-down beach cards: WV1, WV3, every seat pays).
    `chance` in `unseen`: the odds. `penalty`: the cards the parrot takes at the current
    clock (C6); `lose`: how many of the viewer's `hand` that is (the hand as it would be
    then); `clock_ends`: the clock's advance would end the game (E3, RU15)."""

    kind: str
    chance: int
    unseen: int
    penalty: int
    hand: int
    lose: int
    clock: int
    clock_ends: bool

    @property
    def whole_hand(self) -> bool:
        return self.hand > 0 and self.lose >= self.hand


def unseen(view: View, parrot: int) -> int:
    """The places the parrot may be, as the view counts them (0: the view shows it)."""
    if any(s.card == parrot for s in view.beach if s.face_up):
        return 0
    return view.wreck + sum(1 for s in view.beach if s.card is not None and not s.face_up)


def _face_down_after(view: View, cmd: Any) -> tuple[bool, ...]:
    """Which beach spots lie face down once the move is made (DR2: a drawn spot is refilled
    face down; RU19: a set's cards enter the wreck and empty spots are refilled face down)."""
    spots = [s.card is not None and not s.face_up for s in view.beach]
    filled = [s.card is not None for s in view.beach]
    if type(cmd) is K.DrawBeach:
        spots[cmd.spot] = filled[cmd.spot] = view.wreck > 0
    elif type(cmd) is K.LaySet:
        for k, full in enumerate(filled):
            if not full:
                spots[k] = filled[k] = True
    return tuple(d and f for d, f in zip(spots, filled, strict=True))


def of_move(view: View, cat: Catalogue, cmd: Any) -> Risk | None:
    """PA2, WV1, WV3, C6: the parrot's risk of `cmd` for the viewer (None: no parrot can
    strike — a card seen face up, a move that draws nothing and brings no wave)."""
    places = unseen(view, cat.parrot)
    if places == 0 or view.over:
        return None
    hand = len(view.hand)
    penalty = view.penalty
    ends = view.clock + 1 >= CLOCK_MAX
    t = type(cmd)
    if t is K.DrawBeach and view.beach[cmd.spot].face_up:
        hand += 1          # the face-up card is safe: it joins the hand before any wave
    elif t is K.LaySet:
        hand -= len(cmd.laid)
        places += len(cmd.laid)   # the laid cards go into the wreck (PL11)
    elif t in (K.DrawWreck, K.DrawBeach):
        return Risk("draw", 1, places, penalty, hand, min(penalty, hand), view.clock, ends)
    else:
        return None
    after = _face_down_after(view, cmd)
    if len(after) == 3 and all(after):
        return Risk("wave", 3, places, penalty, hand, min(penalty, hand), view.clock, ends)
    return None
