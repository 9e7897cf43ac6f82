"""Degenerate strategies for balance checks (issue: a bot that never contributes to attacks,
or one that always calls a mutiny, must not beat `medium`)."""

from __future__ import annotations

from typing import Any

from game.jolly_roger import commands as K
from game.jolly_roger.ai.heuristic import HeuristicBot
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View


class FreeRider(HeuristicBot):
    """Medium in everything but attacks, where it plays only what AT1 forces."""

    def _attack(self, view: View, p: Prompt) -> Any:
        if p.clause == "AT1":
            return K.PlayCards(p.seat, (min(p.cards, key=self.kn.card_keep_value),))
        if "reveal" in p.actions:
            return K.Reveal(p.seat)
        return K.Pass(p.seat)


class AlwaysMutiny(HeuristicBot):
    """Medium in everything but mutiny windows, where it always calls (its biggest crew)."""

    def _window(self, view: View, p: Prompt) -> Any:
        if "call_mutiny" in p.actions and p.cards:
            crew = self.cat.crew
            return K.CallMutiny(p.seat, max(p.cards, key=lambda c: crew[c]))
        return K.Pass(p.seat)


def make(level: str, seed: int, cat: Catalogue) -> HeuristicBot:
    cls = FreeRider if level == "freerider" else AlwaysMutiny
    return cls(cat, seed, "medium")
