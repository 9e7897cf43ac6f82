"""`random`: a uniformly random legal command — the baseline and the fuzzer.

Every answer comes from the prompt alone (the prompt is the one source of legality), so it
never asks for a view (`quick`). Offering is uniform over the hand's cards and passing; a
mutiny lap plays 0…count sabres uniformly; a sale picks uniformly among the legal plans."""

from __future__ import annotations

from typing import Any

from game.core.bots import PromptBot
from game.meuterer.cards import Catalogue
from game.meuterer.commands import Allocate, Keep, Offer, Pass, PickRole, Sabres, SetWage, UseExtra
from game.meuterer.prompts import Prompt


class RandomBot(PromptBot):
    """One seat's random AI (game.core.bots.PromptBot: `act` is `quick`)."""

    cat: Catalogue

    def quick(self, prompt: Prompt) -> Any:
        """The command from the prompt alone (a random bot never needs the view)."""
        r = self.rng.random
        seat = prompt.seat
        step = prompt.step
        if step == "offer":
            cards = prompt.cards
            pick = int(r() * (len(cards) + 1))
            return Pass(seat) if pick == len(cards) else Offer(seat, cards[pick])
        if step == "wage":
            return SetWage(seat, prompt.wages[int(r() * len(prompt.wages))])
        if step == "pick_role":
            return PickRole(seat, prompt.roles[int(r() * len(prompt.roles))])
        if step == "mutiny":
            return Sabres(seat, int(r() * (prompt.count + 1)))
        if step == "allocate":
            plans = prompt.allocations
            return Allocate(seat, plans[int(r() * len(plans))])
        if step == "use_extra":
            return UseExtra(seat, r() < 0.5)
        return Keep(seat, tuple(self.rng.sample(prompt.cards, prompt.count)))


#: the "random" level's factory (game.core.bots.make_level; it does not search)
make = RandomBot.make
