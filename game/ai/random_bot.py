"""`random`: a uniformly random legal command — the baseline and the fuzzer.

An action is chosen uniformly among those the prompt allows, then its cards, seats and
options uniformly among the legal ones."""

from __future__ import annotations

import random
from typing import Any

from game import commands as K
from game.ai.base import even_quotas
from game.cards import SKILLS, catalogue
from game.prompts import Prompt
from game.view import View


class RandomBot:
    level = "random"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def act(self, view: View, prompt: Prompt) -> Any:
        return random_command(view, prompt, self.rng)


def _subset(rng: random.Random, cards: tuple[int, ...], lo: int, hi: int) -> tuple[int, ...]:
    k = rng.randint(lo, hi) if hi >= lo else lo
    return tuple(rng.sample(cards, k))


def random_command(view: View, p: Prompt, rng: random.Random) -> Any:
    action = rng.choice(p.actions)
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
    if action == "call_mutiny":
        return K.CallMutiny(seat, rng.choice(p.cards))
    if action == "take_prize":
        return K.TakePrize(seat, rng.choice(p.cards))
    if action == "exchange_prize":
        return K.ExchangePrize(seat, rng.choice(p.cards))
    if action == "play_special":
        return K.PlaySpecial(seat, rng.choice(p.cards))
    if action == "order_punishment":
        return K.OrderPunishment(seat, rng.random() < 0.5)
    if action == "play_cards":
        side = rng.choice(p.choices) if p.choices else ""
        cards = _subset(rng, p.cards, max(1, p.min_cards), p.max_cards)
        if side == "mutineer" and catalogue().captain_card in cards:
            side = "captain" if "captain" in p.choices else side
            if side == "mutineer":
                cards = tuple(c for c in cards if c != catalogue().captain_card) or cards
        return K.PlayCards(seat, cards, side)
    if action in ("discard", "bury", "cash_in"):
        cards = _subset(rng, p.cards, p.min_cards, p.max_cards)
        return {"discard": K.Discard, "bury": K.Bury, "cash_in": K.CashIn}[action](seat, cards)
    if action == "assign_skills":
        skills = catalogue().skills
        return K.AssignSkills(seat, tuple(
            (c, rng.choice([s for i, s in enumerate(SKILLS) if skills[c][i]])) for c in p.cards))
    if action == "share_loot":
        counts = even_quotas(view.n, len(p.cards), view.captain, True, rng)
        cards = list(p.cards)
        rng.shuffle(cards)
        alloc = []
        for s, k in enumerate(counts):
            for _ in range(k):
                alloc.append((cards.pop(), s))
        return K.ShareLoot(seat, tuple(alloc))
    raise AssertionError(f"unknown action {action}")  # pragma: no cover
