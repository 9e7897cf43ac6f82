"""The random player: a legal command for any prompt, chosen at random — from the prompt alone
(the one source of legality), so it never needs a view. The contract suite's and the soak's
yardstick: it reaches every corner of the rules."""

from __future__ import annotations

import random
from typing import Any

from game.merchants import commands as C
from game.merchants.prompts import Prompt


class RandomBot:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def quick(self, prompt: Prompt) -> Any:
        return choose(self.rng, prompt)

    def act(self, view: Any, prompt: Prompt) -> Any:
        return choose(self.rng, prompt)


def _subset(r: random.Random, items: tuple[Any, ...], most: int | None = None) -> tuple[Any, ...]:
    k = r.randint(0, len(items) if most is None else min(most, len(items)))
    return tuple(r.sample(list(items), k))


def _deal(r: random.Random, seat: int, deal: str) -> Any:
    kind, what, price = deal.split(":")
    if kind == "ship":
        return C.ChangeShip(seat, what)
    if kind == "repair":
        return C.Repair(seat, what, 1)
    if kind == "modification":
        return C.BuyModification(seat)
    if kind == "refit":
        return C.Refit(seat)
    if kind == "weapon":
        return C.BuyWeapon(seat, what)
    return C.SellWeapon(seat, what)


def _port(r: random.Random, p: Prompt) -> Any:
    seat = p.seat
    choices: list[Any] = [C.EndPort(seat)]
    for step in p.steps:
        if step == "sell":
            cards = _subset(r, p.cards)
            if cards:
                choices.append(C.Sell(seat, cards))
        elif step == "buy":
            choices.append(C.Market(seat))
        elif step == "recruit":
            choices.append(C.Recruit(seat))
        elif step == "gather":
            choices.append(C.GatherRumour(seat))
        elif step == "check_rumour":
            choices.append(C.CheckRumour(seat))
        elif step == "mission" and p.missions:
            choices.append(C.TakeMission(seat, r.choice(p.missions)))
        elif step == "deliver" and p.delivery:
            choices.append(C.Deliver(seat, tuple(r.sample(list(p.delivery), p.need))))
        elif step == "task":
            choices.append(C.TaskTest(seat))
        elif step == "stash":
            if p.count:
                choices.append(C.Stash(seat, r.randint(1, p.count)))
            if p.most:
                choices.append(C.Withdraw(seat, r.randint(1, p.most)))
    choices += [_deal(r, seat, d) for d in p.options]
    choices += [C.PlayGlory(seat, c) for c in p.glory] + [C.Hire(seat, c) for c in p.hire]
    return r.choice(choices)


def _market(r: random.Random, p: Prompt) -> Any:
    picks = list(_subset(r, p.cards))[:p.need]
    while picks:
        prices = dict(zip(p.cards, p.prices, strict=True))
        total = sum(max(1, prices[c] - (p.most if k == 0 else 0)) for k, c in enumerate(picks))
        if total <= p.count:
            break
        picks.pop()
    return C.Buy(p.seat, tuple(picks))


def choose(r: random.Random, p: Prompt) -> Any:
    seat, st = p.seat, p.step
    if st == "ship":
        if p.flag and r.random() < 0.3:
            return C.Redraw(seat)
        return C.ChooseShip(seat, r.choice(p.options))
    if st == "retire":
        return C.Retire(seat, r.random() < 0.05)
    if st == "actions":
        opts: list[Any] = [C.EndTurn(seat)] if r.random() < 0.15 or not p.count else []
        opts += [C.Move(seat, z, port) for z, port in p.moves]
        opts += [C.Scout(seat, t) for t in p.targets]
        if p.flag:
            opts += [C.BeginPort(seat)] * 3
        if p.cards and r.random() < 0.05:
            opts.append(C.Overboard(seat, (r.choice(p.cards),)))
        opts += [C.PlayGlory(seat, c) for c in p.glory] + [C.Hire(seat, c) for c in p.hire]
        return r.choice(opts or [C.EndTurn(seat)])
    if st == "haven":
        return C.Haven(seat, r.choice(p.options))
    if st == "merchant":
        return C.Merchant(seat, r.choice(p.options), p.flag and r.random() < 0.7)
    if st == "port":
        return _port(r, p)
    if st == "market":
        return _market(r, p)
    if st == "buy_crew":
        return C.BuyCrew(seat, r.randint(0, p.most))
    if st == "keep_rumour":
        return C.KeepRumour(seat, r.choice(p.cards))
    if st == "raid_convert":
        weapons = _subset(r, p.options)
        dice = [i for i, f in enumerate(p.dice) if f < 5][:len(weapons)]
        return C.Convert(seat, weapons[:len(dice)], tuple(dice))
    if st == "raid_spend":
        opts = [C.Spend(seat, "stop")]
        if p.flag:
            opts.append(C.Spend(seat, "draw"))
        for c in p.cards:
            opts += [C.Spend(seat, "discard", c), C.Spend(seat, "exchange", c)]
        return r.choice(opts)
    if st == "keep_cargo":
        return C.Keep(seat, _subset(r, p.cards, p.most))
    if st in ("leave_cargo", "hold_cargo"):
        return C.Discard(seat, tuple(r.sample(list(p.cards), p.count)))
    if st == "hand_limit":
        return C.Discard(seat, (r.choice(p.cards),))
    if st == "declare":
        return C.Declare(seat, r.choice(p.options))
    if st == "reroll":
        if r.random() < 0.5:
            return C.Reroll(seat, ())
        return C.Reroll(seat, tuple(range(len(p.dice))), r.choice(p.options))
    if st == "shot":
        return C.Shot(seat, r.choice(("",) + p.options))
    if st == "place":
        return C.Place(seat, tuple(r.choice(p.options) for _ in range(p.count)))
    if st == "cancel":
        if r.random() < 0.5 or not p.steps:
            return C.Cancel(seat, "")
        tool = r.choice(p.steps)
        loc = r.choice(p.options)
        if tool == "doubled_planking":
            return C.Cancel(seat, loc, tool)
        return C.Cancel(seat, loc, tool, r.choice([x for x in ("hold", "masts", "crew",
                                                                "cannons") if x != loc]))
    if st == "chasers":
        return C.Chasers(seat, r.random() < 0.5)
    if st == "plunder":
        flags = {k: k in p.options and r.random() < 0.6
                 for k in ("capture", "ducats", "cargo", "hand", "rumour", "weapons",
                           "specialists")}
        return C.Plunder(seat, **flags)
    if st == "window":
        if r.random() < 0.6:
            return C.PlayGlory(seat, r.choice(p.glory))
        return C.Pass(seat)
    if st == "effect":
        return C.Choose(seat, r.choice(p.options))
    if st == "effect_cargo":
        return C.Discard(seat, tuple(r.sample(list(p.cards), p.count)))
    if st == "claim":
        return C.Claim(seat, r.choice(("",) + p.options))
    raise ValueError(f"the random bot does not know the step {st!r}")


def make(level: str, seed: int, cat: Any, iterations: int | None = None) -> RandomBot:
    return RandomBot(seed)
