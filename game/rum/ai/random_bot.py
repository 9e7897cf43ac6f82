"""`random`: a uniformly random legal command — the baseline and the fuzzer.

On a turn it picks uniformly among the actions the prompt allows (each beach spot, the wreck,
laying a set when `prompt.colours` says one is legal); a set is built for one capturable
colour (every hand card with an end of that colour, that end up) plus random other cards with
random ends, which is always legal (more bottles never undo a capture, PL4/PL5). It needs the
prompt only, so it never asks for a view (`quick`)."""

from __future__ import annotations

from typing import Any

from game.core.bots import PromptBot
from game.rum.cards import ENDS, Catalogue
from game.rum.commands import DrawBeach, DrawWreck, LaySet, ReturnCards
from game.rum.prompts import Prompt


class RandomBot(PromptBot):
    """One seat's random AI (game.core.bots.PromptBot: `act` is `quick`)."""

    cat: Catalogue

    def quick(self, prompt: Prompt) -> Any:
        """The command from the prompt alone (a random bot never needs the view)."""
        rng = self.rng
        seat = prompt.seat
        if prompt.step == "return":
            return ReturnCards(seat, tuple(rng.sample(prompt.cards, prompt.count)))
        n_options = len(prompt.spots) + prompt.wreck + (1 if prompt.colours else 0)
        pick = int(rng.random() * n_options)     # uniform, and cheaper than randrange
        if pick < len(prompt.spots):
            return DrawBeach(seat, prompt.spots[pick])
        if prompt.wreck and pick == len(prompt.spots):
            return DrawWreck(seat)
        return LaySet(seat, self._set(prompt))

    def _set(self, prompt: Prompt) -> tuple[tuple[int, str], ...]:
        """PL1: a legal set for a random capturable colour, padded with random cards."""
        rng = self.rng
        if not prompt.colours:  # RU21: nothing legal either; the engine passes the turn
            return ()
        colour = rng.choice(prompt.colours)
        single, double = self.cat.single, self.cat.double
        laid = []
        for card in prompt.cards:
            if single[card] == colour:
                laid.append((card, "single"))
            elif double[card] == colour:
                laid.append((card, "double"))
            elif rng.random() < 0.25:
                laid.append((card, rng.choice(ENDS)))
        if not laid:  # RU5: the beach captures, but a set needs a hand card
            laid.append((rng.choice(prompt.cards), rng.choice(ENDS)))
        return tuple(laid)


#: the "random" level's factory (game.core.bots.make_level; it does not search)
make = RandomBot.make
