"""Merchants & Marauders' results: each captain's glory on the track, the glory the chest's
ducats add (E5), the total and the ducats stashed; the winners first, and how the game ended
(E2–E6). Play again (same captains, new seed) or back to the title. Read from the finished
game's own events and view: at the end the chests are opened for all to see."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.i18n import N_, _, ngettext
from game.merchants import events as E
from scenes.kit import results_frame as kit
from scenes.kit.results_frame import ResultsFrame


@dataclass
class Standing(kit.Standing):
    track: int = 0
    chest_glory: int = 0
    chest: int = -1


def final(session: Any) -> Any:
    """The game_ended event (None while the game goes on)."""
    return next((ev for ev in reversed(session.history()) if isinstance(ev, E.GameEnded)),
                None) if session is not None else None


def standings(view: Any, seats: list[Any], end: Any) -> list[Standing]:
    """Best first: the winners, then total glory, then the track."""
    out = []
    for seat in range(view.n):
        track = end.track[seat] if end is not None else view.seats[seat].glory
        chest_glory = end.stash_glory[seat] if end is not None else 0
        chest = end.stashes[seat] if end is not None else -1
        out.append(Standing(seat, view.names[seat], tuple(seats[seat].colour),
                            track + chest_glory, seat in view.winners, track, chest_glory,
                            chest))
    out.sort(key=lambda s: (not s.winner, -s.score, -s.track, s.seat))
    return out


class ResultsScene(ResultsFrame):
    """The standings on the kit's results frame (scenes/kit/results_frame.py)."""

    title_words = N_("The voyage is over")

    def standings(self) -> list[Standing]:
        session = self.app.session
        return standings(self.view, session.seats, final(session))

    def headline(self) -> str:
        winners = [r.name for r in self.rows if r.winner]
        best = max((r.score for r in self.rows), default=0)
        if len(winners) == 1:
            return ngettext("{name} wins with {n} glory!", "{name} wins with {n} glory!",
                            best).format(name=winners[0], n=best)
        if winners:
            return _("{names} share the win with {n} glory!").format(names=", ".join(winners),
                                                                     n=best)
        return _("The game is not over yet.")

    def notes(self) -> str:
        end = final(self.app.session)
        if end is None:
            return ""
        return _("Glory counts the track and the chest's ducats together.")

    def row_words(self, r: Any) -> str:
        words = _("track {t} · chest {g} glory").format(t=r.track, g=r.chest_glory)
        if r.chest >= 0:
            words += " · " + ngettext("{n} ducat stashed", "{n} ducats stashed",
                                      r.chest).format(n=r.chest)
        return words

