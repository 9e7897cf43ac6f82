"""Meuterer's results on the kit's results frame: each sailor's score (it may be negative,
C8), the winners (ties share the win, RU10), and each seat's mutinies won and majorities (the
rulebook's `results` feats). Read from the finished game's own view and events: at the end
nothing shown here is a secret."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.i18n import N_, _, ngettext
from scenes.kit import results_frame as kit
from scenes.kit.results_frame import ResultsFrame


@dataclass
class Standing(kit.Standing):
    mutinies: int = 0
    majorities: int = 0


def standings(view: Any, seats: list[Any], results: Any) -> list[Standing]:
    """Best first: score, then seat order (RU10: equal scores share the win)."""
    out = []
    for seat in range(view.n):
        feats = results[seat].feats if seat < len(results) else {}
        out.append(Standing.of(view, seats, seat, mutinies=int(feats.get("mutinies_won", 0)),
                               majorities=int(feats.get("majorities", 0))))
    out.sort(key=lambda s: (-s.score, s.seat))
    return out


class ResultsScene(ResultsFrame):
    title_words = N_("The voyage is over")

    def standings(self) -> list[Standing]:
        session = self.app.session
        results = session.rulebook.results(list(session.history()))
        return standings(self.view, session.seats, results)

    def notes(self) -> str:
        if sum(r.winner for r in self.rows) > 1:
            return _("Equal scores share the win.")
        return _("Most victory points wins.")

    row_font = (18, "body", 13)

    def row_words(self, r: Any) -> str:
        feats = ngettext("{n} mutiny won", "{n} mutinies won", r.mutinies).format(
            n=r.mutinies) + " · " + ngettext("{n} majority", "{n} majorities",
                                             r.majorities).format(n=r.majorities)
        return _("Winner") + " · " + feats if r.winner else feats
