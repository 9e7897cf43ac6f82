"""`random`: a uniformly random legal command — the baseline and the fuzzer.

An action is chosen uniformly among those the prompt allows, then its cards, seats and
options uniformly among the legal ones."""

from __future__ import annotations

import random
from typing import Any

from game.jolly_roger import commands as K
from game.jolly_roger.ai.base import even_quotas
from game.jolly_roger.cards import SKILLS, Catalogue
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View


class RandomBot:
    level = "random"

    def __init__(self, cat: Catalogue, seed: int = 0) -> None:
        self.cat = cat
        self.rng = random.Random(seed)
        self._pending: tuple[Prompt, str] | None = None

    def quick(self, prompt: Prompt) -> Any:
        """The command, from the prompt alone, when the choice needs no view (most do not:
        a pass, cards to play, a seat to appoint); None when it does — `act` then finishes
        the same choice, so the draws from the generator are the same either way."""
        action = choose_action(prompt, self.rng)
        if action in VIEW_ACTIONS:
            self._pending = (prompt, action)
            return None
        return command_for(action, None, prompt, self.rng, self.cat)

    def act(self, view: View, prompt: Prompt) -> Any:
        pending, self._pending = self._pending, None
        if pending is not None and pending[0] is prompt:
            return command_for(pending[1], view, prompt, self.rng, self.cat)
        return random_command(view, prompt, self.rng, self.cat)


PROMISES = ("I'll remember this.", "Share the loot with me and I'll back you.",
            "Support me in the mutiny and gold is yours.")


def random_special(view: View, p: Prompt, rng: random.Random, cat: Catalogue) -> Any:
    """A special card with random legal targets and choices (X-*)."""
    seat = p.seat
    card = rng.choice(p.specials)
    key = cat.special[card]
    others = [i for i in range(view.n) if i != seat]
    targets: tuple[int, ...] = ()
    choice = ""
    if key == "second_mate":
        able = [i for i in others if view.hand_sizes[i]]
        targets = tuple(rng.sample(able, min(2, len(able))))
    elif key == "traitor":
        targets = (rng.choice(p.cards),)
    elif key in ("first_mate", "navigator", "sharpshooter"):
        choice = rng.choice(("+1", "-1"))
    elif key == "cutthroat":
        mine = view.mutiny_sides[seat]
        choice = rng.choice([x for x in ("captain", "mutineer") if x != mine])
    elif key == "old_salt":
        targets = (rng.choice([i for i in others if view.mutiny_sides[i] == "neutral"]),)
        if view.mutiny_sides[seat] == "neutral":
            choice = rng.choice(("captain", "mutineer"))
    elif key == "boatswain":
        targets = (rng.randrange(view.n),)
    elif key == "cabin_boy":
        targets = (rng.choice([i for i in others if view.buried_counts[i]]),)
    return K.PlaySpecial(seat, card, targets, choice)


def _subset(rng: random.Random, cards: tuple[int, ...], lo: int, hi: int) -> tuple[int, ...]:
    k = rng.randint(lo, hi) if hi >= lo else lo
    return tuple(rng.sample(cards, k))


BRIBE_RATE = 0.05  # how often a random seat makes an offer or a promise when it may


# The actions whose random arguments need the seat's view (targets, hand, seat count).
VIEW_ACTIONS = frozenset(("play_special", "offer_bribe", "promise", "share_loot"))


def choose_action(p: Prompt, rng: random.Random, bribes: bool = True) -> str:
    if bribes and p.bribe and rng.random() < BRIBE_RATE:
        return rng.choice(("offer_bribe", "promise"))
    return rng.choice(p.actions)


def random_command(view: View, p: Prompt, rng: random.Random, cat: Catalogue,
                   bribes: bool = True) -> Any:
    return command_for(choose_action(p, rng, bribes), view, p, rng, cat)


def command_for(action: str, view: Any, p: Prompt, rng: random.Random, cat: Catalogue) -> Any:
    """The command for `action` with random legal arguments; `view` (a View) is needed only
    for VIEW_ACTIONS and may be None otherwise."""
    seat = p.seat
    if action == "pass":
        return K.Pass(seat)
    if action == "reveal":
        return K.Reveal(seat)
    if action == "appoint":
        return K.Appoint(seat, rng.choice(p.targets))
    if action == "choose_victim":
        return K.ChooseVictim(seat, rng.choice(p.targets))
    if action == "choose_destination":
        return K.ChooseDestination(seat, rng.choice(p.choices))
    if action == "take_prize":
        return K.TakePrize(seat, rng.choice(p.cards))
    if action == "exchange_prize":
        return K.ExchangePrize(seat, rng.choice(p.cards))
    if action == "play_special":
        return random_special(view, p, rng, cat)
    if action == "offer_bribe":
        targets = p.targets if p.step == "guard" else tuple(i for i in range(view.n) if i != seat)
        return K.OfferBribe(seat, rng.choice(targets),
                            rng.choice(view.hand + view.prizes[seat]))
    if action == "promise":
        return K.Promise(seat, rng.choice([i for i in range(view.n) if i != seat]),
                         rng.choice(PROMISES))
    if action == "answer_bribe":
        return K.AnswerBribe(seat, rng.random() < 0.5)
    if action == "give_prize":
        return K.GivePrize(seat, rng.choice(p.cards))
    if action == "order_punishment":
        return K.OrderPunishment(seat, rng.random() < 0.5)
    if action == "call_mutiny":
        card = rng.choice(p.cards)
        stab = "captain" if cat.special[card] == "cutthroat" and rng.random() < 0.5 else ""
        return K.CallMutiny(seat, card, stab)
    if action == "play_cards":
        side = rng.choice(p.choices) if p.choices else ""
        cards = _subset(rng, p.cards, max(1, p.min_cards), p.max_cards)
        if side == "mutineer" and cat.captain_card in cards:
            side = "captain" if "captain" in p.choices else side
            if side == "mutineer":
                cards = tuple(c for c in cards if c != cat.captain_card) or cards
        return K.PlayCards(seat, cards, side)
    if action in ("discard", "bury", "cash_in"):
        cards = _subset(rng, p.cards, p.min_cards, p.max_cards)
        return {"discard": K.Discard, "bury": K.Bury, "cash_in": K.CashIn}[action](seat, cards)
    if action == "assign_skills":
        skills = cat.skills
        return K.AssignSkills(seat, tuple(
            (c, rng.choice([s for i, s in enumerate(SKILLS) if skills[c][i]])) for c in p.cards))
    if action == "share_loot":
        already = [0] * view.n
        already[view.captain] += 1
        if view.cook >= 0:
            already[view.cook] += 1
        counts = even_quotas(view.n, len(p.cards), already, rng)
        pile = list(p.cards)
        rng.shuffle(pile)
        alloc = []
        for s, k in enumerate(counts):
            for _ in range(k):
                alloc.append((pile.pop(), s))
        return K.ShareLoot(seat, tuple(alloc))
    raise AssertionError(f"unknown action {action}")  # pragma: no cover
