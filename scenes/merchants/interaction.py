"""What the Merchants & Marauders player may touch now and what it does: the plan of a prompt
(scenes/kit/plan.py). The prompt is the one source of legal actions (DA1): every command it
allows is a button, a zone of the chart (a Move, MV1) or a card on the board (a glory card to
play, a rumour to keep), in the engine's own words; choices of several cards (a sale, the
market, loot, cargo thrown overboard) are picked on the board and confirmed by a button.

Long lists open a chooser (the shipyard, the glory cards); amounts (ducats to stash, crew to
buy) are set with − and + before the button that sends them.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from game.core.i18n import _, ngettext
from game.merchants import commands as C
from game.merchants import words as W
from scenes.kit.plan import ButtonSpec, Plan
from scenes.kit.plan import Picks as BasePicks
from scenes.merchants import say

#: the viewer's own ship on the chart, as the board hit-tests it (scenes/merchants/board.py)
SHIP = 9000

PLUNDER = ("capture", "ducats", "cargo", "hand", "rumour", "weapons", "specialists")


@dataclass
class Picks(BasePicks):
    """The cards picked (`cards`), the chooser open ("" none, "yard", "glory"), an amount
    being set, the hits placed so far and the plunder's toggles."""

    menu: str = ""
    amount: int = -1
    placed: list[str] = field(default_factory=list)
    off: set[str] = field(default_factory=set)   # plunder parts left behind

    def clear(self) -> None:
        super().clear()
        self.menu, self.amount = "", -1
        self.placed.clear()
        self.off.clear()

    def cancel(self) -> bool:
        busy = bool(self.menu or self.placed)
        self.menu = ""
        self.placed.clear()
        return super().cancel() or busy

    def shown(self) -> Hashable:
        return (tuple(self.cards), self.menu, self.amount, tuple(self.placed),
                tuple(sorted(self.off)))


def prompt_key(p: Any) -> tuple[Any, ...]:
    return () if p is None else (p.seat, p.step, p.count, p.cards, p.options, p.steps, p.dice,
                                 p.glory)


def plan(view: Any, p: Any, picks: Picks, cat: Any) -> Plan:
    """The plan of the viewer's own prompt."""
    out = Plan()
    build = STEPS.get(p.step)
    if build is not None:
        build(out, view, p, picks, cat)
    else:   # a step this table does not know yet: its first option, said plainly
        out.buttons.append(ButtonSpec("pass", _("Pass"), C.Pass(p.seat)))
    return out


# --- helpers -------------------------------------------------------------------------------------

def _menu(picks: Picks, name: str) -> Callable[[], None]:
    def run() -> None:
        picks.menu = name
        picks.cards.clear()
    return run


def _glory(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    """GC3, SP2: the own-turn glory cards playable now (clicked in the hand, or through the
    chooser) and the specialists that may be hired."""
    for c in p.glory:
        out.clicks[f"card:{c}"] = C.PlayGlory(p.seat, c)
    if picks.menu == "glory":
        out.chooser = _("Glory cards")
        for c in p.glory:
            out.buttons.append(ButtonSpec(f"glory:{c}", _("Play {card}").format(
                card=say.card_name(cat, c)), C.PlayGlory(p.seat, c), "primary", group="wide"))
        for c in p.hire:
            out.buttons.append(ButtonSpec(f"hire:{c}", _("Hire {card}").format(
                card=say.card_name(cat, c)), C.Hire(p.seat, c), group="wide"))
        out.buttons.append(ButtonSpec("back", _("Back"), _menu(picks, ""), group="wide"))
        return
    if p.glory or p.hire:
        n = len(p.glory) + len(p.hire)
        out.buttons.append(ButtonSpec("menu:glory", ngettext(
            "Glory card ({n})…", "Glory cards ({n})…", n).format(n=n), _menu(picks, "glory")))


def _amount(out: Plan, picks: Picks, lo: int, hi: int, start: int) -> int:
    """An amount between lo and hi set with − and + (the buttons are added here)."""
    if picks.amount < lo or picks.amount > hi:
        picks.amount = start

    def by(d: int) -> Callable[[], None]:
        def run() -> None:
            picks.amount = max(lo, min(hi, picks.amount + d))
        return run

    out.buttons.append(ButtonSpec("less", "−", by(-1) if picks.amount > lo else None))
    out.buttons.append(ButtonSpec("more", "+", by(1) if picks.amount < hi else None))
    return picks.amount


def _select(out: Plan, cards: tuple[int, ...], most: int) -> None:
    out.selectable.update({c: "cargo" for c in cards})
    out.max_select = most


# --- the steps -----------------------------------------------------------------------------------

def _ship(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    for ship in p.options:
        out.buttons.append(ButtonSpec(f"ship:{ship}", _("Sail a {ship}").format(
            ship=W.name(ship)), C.ChooseShip(p.seat, ship), "primary"))
    if p.flag:
        out.buttons.append(ButtonSpec("redraw", _("Draw another captain"), C.Redraw(p.seat)))


def _retire(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    out.buttons.append(ButtonSpec("sail_on", _("Sail on"), C.Retire(p.seat, False), "primary"))
    out.buttons.append(ButtonSpec("retire", _("Retire this captain"), C.Retire(p.seat, True),
                                  "danger"))


def _actions(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    """A1: Move (MV1: a zone clicked; into or out of port by a button), Scout (SC1), the Port
    action (PT1), cargo overboard (BY7), a glory card, end the turn."""
    if picks.menu == "glory":
        _glory(out, view, p, picks, cat)
        return
    me = view.seats[p.seat]
    for z, port in p.moves:
        if z == me.zone:
            key, label = ("enter", _("Enter the port")) if port else ("leave",
                                                                      _("Leave the port"))
            out.buttons.append(ButtonSpec(key, label, C.Move(p.seat, z, port)))
        elif f"zone:{z}" not in out.clicks or not port:
            cmd = out.clicks[f"zone:{z}"] = C.Move(p.seat, z, port)
            out.drops[f"zone:{z}"] = lambda cards, cmd=cmd: cmd if cards == (SHIP,) else None
            out.drop_labels[f"zone:{z}"] = _("Sail here")
    if out.drops:   # the ship itself may be dragged to a zone it reaches (or picked, then one)
        out.selectable[SHIP] = "ship"
    if p.flag:
        out.buttons.append(ButtonSpec("port", _("Port action"), C.BeginPort(p.seat),
                                      "primary"))
    for t in p.targets:
        out.buttons.append(ButtonSpec(f"scout:{t}", _("Scout {target}").format(
            target=say.target(view, cat, t)), C.Scout(p.seat, t)))
    if p.cards:
        _select(out, p.cards, 99)
        sel = tuple(c for c in picks.cards if c in p.cards)
        out.buttons.append(ButtonSpec("overboard", _("Throw overboard"),
                                      C.Overboard(p.seat, sel) if sel else None))
    _glory(out, view, p, picks, cat)
    out.buttons.append(ButtonSpec("end", _("End the turn"), C.EndTurn(p.seat), "danger"))


def _haven(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    labels = {"pay": _("Pay the toll"), "test": _("Test influence"), "back": _("Turn back")}
    for o in p.options:
        out.buttons.append(ButtonSpec(f"haven:{o}", labels.get(o, say.option(o)),
                                      C.Haven(p.seat, o)))


def _merchant(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    if p.flag:
        for n in p.options:
            out.buttons.append(ButtonSpec(f"raid:{n}", _("Raid the merchant of {nation}").format(
                nation=say.nation(n)), C.Merchant(p.seat, n, True), "primary"))
    if p.options:
        out.buttons.append(ButtonSpec("let_go", _("Let it go"),
                                      C.Merchant(p.seat, p.options[0], False)))


def _deal(seat: int, deal: str) -> tuple[str, Any]:
    """A shipyard deal "kind:what:price" (rules.port.shipyard_deals) as words and command."""
    kind, what, price = deal.split(":")
    n = int(price) if price.lstrip("-").isdigit() else 0
    if kind == "ship":
        if n < 0:
            return (_("Change to a {ship} (you get {n} ducats)").format(ship=W.name(what), n=-n),
                    C.ChangeShip(seat, what))
        return (_("Change to a {ship} ({n} ducats)").format(ship=W.name(what), n=n),
                C.ChangeShip(seat, what))
    if kind == "repair":
        return (_("Repair {location} ({n} ducats)").format(location=W.name(what), n=n),
                C.Repair(seat, what, 1))
    if kind == "modification":
        return (_("Buy {mod} ({n} ducats)").format(mod=W.name(what), n=n),
                C.BuyModification(seat))
    if kind == "refit":
        return (_("Refit the planking ({n} ducats)").format(n=n), C.Refit(seat))
    if kind == "weapon":
        return (_("Buy {weapon} ({n} ducats)").format(weapon=W.name(what), n=n),
                C.BuyWeapon(seat, what))
    return (_("Sell {weapon} ({n} ducats)").format(weapon=W.name(what), n=n),
            C.SellWeapon(seat, what))


def _port(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    """PT2: the steps open now, the shipyard's deals, the glory cards, leave the port."""
    seat = p.seat
    if picks.menu == "glory":
        _glory(out, view, p, picks, cat)
        return
    if picks.menu == "yard":
        out.chooser = _("Shipyard")
        for i, deal in enumerate(p.options):
            label, cmd = _deal(seat, deal)
            out.buttons.append(ButtonSpec(f"deal:{i}", label, cmd, group="wide"))
        out.buttons.append(ButtonSpec("back", _("Back"), _menu(picks, ""), group="wide"))
        return
    if picks.menu == "stash":
        out.chooser = _("The chest")
        most = max(p.count, p.most)
        n = _amount(out, picks, 1, max(1, most), max(1, p.count or p.most))
        if p.count:
            out.buttons.append(ButtonSpec("stash", _("Stash {n} ducats").format(n=n),
                                          C.Stash(seat, n) if n <= p.count else None,
                                          "primary", group="wide"))
        if p.most:
            out.buttons.append(ButtonSpec("withdraw", _("Withdraw {n} ducats").format(n=n),
                                          C.Withdraw(seat, n) if n <= p.most else None,
                                          group="wide"))
        out.buttons.append(ButtonSpec("back", _("Back"), _menu(picks, ""), group="wide"))
        return
    sel = tuple(picks.cards)
    for step in p.steps:
        if step == "sell" and p.cards:
            _select(out, p.cards, 99)
            cards = tuple(c for c in sel if c in p.cards)
            out.buttons.append(ButtonSpec("sell", ngettext(
                "Sell {n} cargo card", "Sell {n} cargo cards", len(cards)).format(n=len(cards))
                if cards else _("Sell (pick cargo)"), C.Sell(seat, cards) if cards else None,
                "primary"))
        elif step == "buy":
            out.buttons.append(ButtonSpec("market", _("Visit the market"), C.Market(seat)))
        elif step == "recruit":
            out.buttons.append(ButtonSpec("recruit", _("Recruit crew"), C.Recruit(seat)))
        elif step == "gather":
            out.buttons.append(ButtonSpec("gather", _("Gather a rumour"),
                                          C.GatherRumour(seat)))
        elif step == "check_rumour":
            out.buttons.append(ButtonSpec("check", _("Check your rumour"), C.CheckRumour(seat)))
        elif step == "mission":
            for m in p.missions:
                out.clicks[f"card:{m}"] = C.TakeMission(seat, m)
                out.buttons.append(ButtonSpec(f"mission:{m}", _("Take {mission}").format(
                    mission=say.card_name(cat, m)), C.TakeMission(seat, m)))
        elif step == "deliver" and p.delivery:
            _select(out, p.delivery, p.need)
            cards = tuple(c for c in sel if c in p.delivery)
            out.buttons.append(ButtonSpec("deliver", ngettext(
                "Deliver {n} card", "Deliver {n} cards", p.need).format(n=p.need),
                C.Deliver(seat, cards) if len(cards) == p.need else None))
        elif step == "task":
            out.buttons.append(ButtonSpec("task", _("Take the mission's test"), C.TaskTest(seat)))
        elif step == "stash" and (p.count or p.most):
            out.buttons.append(ButtonSpec("menu:stash", _("The chest…"), _menu(picks, "stash")))
    if p.options:
        out.buttons.append(ButtonSpec("menu:yard", ngettext(
            "Shipyard ({n} deal)…", "Shipyard ({n} deals)…", len(p.options)).format(
                n=len(p.options)), _menu(picks, "yard")))
    _glory(out, view, p, picks, cat)
    out.buttons.append(ButtonSpec("end_port", _("Leave the port"), C.EndPort(seat), "danger"))


def market_cost(p: Any, cards: tuple[int, ...]) -> int:
    """BY4: what these market cards cost (the first one `most` cheaper, never under 1)."""
    prices = dict(zip(p.cards, p.prices, strict=False))
    return sum(max(1, prices.get(c, 0) - (p.most if k == 0 else 0)) for k, c in enumerate(cards))


def _market(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    out.selectable.update({c: "offer" for c in p.cards})
    out.max_select = p.need
    cards = tuple(c for c in picks.cards if c in p.cards)
    cost = market_cost(p, cards)
    ok = bool(cards) and cost <= p.count
    out.buttons.append(ButtonSpec("buy", ngettext(
        "Buy {n} card for {cost} ducats", "Buy {n} cards for {cost} ducats", len(cards)).format(
            n=len(cards), cost=cost) if cards else _("Buy (pick cards)"),
        C.Buy(p.seat, cards) if ok else None, "primary"))
    out.buttons.append(ButtonSpec("buy_none", _("Buy nothing"), C.Buy(p.seat, ())))


def _buy_crew(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    if p.most > 0:
        n = _amount(out, picks, 1, p.most, 1)
        out.buttons.append(ButtonSpec("buy_crew", _("Buy {n} crew ({cost} ducats)").format(
            n=n, cost=n * p.count), C.BuyCrew(p.seat, n), "primary"))
    out.buttons.append(ButtonSpec("no_crew", _("No crew"), C.BuyCrew(p.seat, 0)))


def _keep_rumour(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    for c in p.cards:
        out.clicks[f"card:{c}"] = C.KeepRumour(p.seat, c)
        out.buttons.append(ButtonSpec(f"keep:{c}", _("Keep {card}").format(
            card=say.card_name(cat, c)), C.KeepRumour(p.seat, c), group="wide"))


def _raid_convert(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    failed = [i for i, f in enumerate(p.dice) if f < 5]
    for k, w in enumerate(dict.fromkeys(p.options)):
        if failed:
            out.buttons.append(ButtonSpec(f"convert:{k}", _("Use {weapon} on a die").format(
                weapon=W.name(w)), C.Convert(p.seat, (w,), (failed[0],))))
    out.buttons.append(ButtonSpec("keep_roll", _("Keep the roll"), C.Convert(p.seat, (), ()),
                                  "primary"))


def _raid_spend(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    if p.flag:
        out.buttons.append(ButtonSpec("draw", _("Draw a card"), C.Spend(p.seat, "draw"),
                                      "primary"))
    out.selectable.update({c: "offer" for c in p.cards})
    out.max_select = 1
    sel = next((c for c in picks.cards if c in p.cards), -1)
    if p.cards:
        out.buttons.append(ButtonSpec("discard", _("Discard the picked card"),
                                      C.Spend(p.seat, "discard", sel) if sel >= 0 else None))
        out.buttons.append(ButtonSpec("exchange", _("Exchange the picked card"),
                                      C.Spend(p.seat, "exchange", sel) if sel >= 0 else None))
    out.buttons.append(ButtonSpec("stop", _("Stop"), C.Spend(p.seat, "stop")))


def _keep_cargo(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    """MR13, PL6: keep face-up cards; the seat's own cargo picked goes overboard for room."""
    own = tuple(view.seats[p.seat].cargo)
    out.selectable.update({c: "offer" for c in p.cards})
    out.selectable.update({c: "cargo" for c in own})
    keep = tuple(c for c in picks.cards if c in p.cards)
    over = tuple(c for c in picks.cards if c in own)
    out.buttons.append(ButtonSpec("keep", ngettext(
        "Keep {n} card", "Keep {n} cards", len(keep)).format(n=len(keep)),
        C.Keep(p.seat, keep, over), "primary"))


def _discard(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    count = p.count or 1
    _select(out, p.cards, count)
    cards = tuple(c for c in picks.cards if c in p.cards)
    label = ngettext("Throw {n} card away", "Throw {n} cards away", count).format(n=count) \
        if p.step != "hand_limit" else _("Discard the picked card")
    out.buttons.append(ButtonSpec("discard", label,
                                  C.Discard(p.seat, cards) if len(cards) == count else None,
                                  "primary"))


def _declare(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    labels = {"fire": _("Fire"), "board": _("Board"), "escape": _("Escape")}
    for o in p.options:
        out.buttons.append(ButtonSpec(f"declare:{o}", labels.get(o, say.option(o)),
                                      C.Declare(p.seat, o), "primary" if o == "fire" else
                                      "normal"))
    _window_cards(out, view, p, picks, cat)


def _reroll(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    for k, o in enumerate(p.options):
        out.buttons.append(ButtonSpec(f"reroll:{k}", _("Reroll with {what}").format(
            what=say.option(o)), C.Reroll(p.seat, tuple(range(len(p.dice))), o)))
    out.buttons.append(ButtonSpec("keep_dice", _("Keep the dice"), C.Reroll(p.seat, ()),
                                  "primary"))


def _shot(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    for o in p.options:
        out.buttons.append(ButtonSpec(f"shot:{o}", _("Use {weapon}").format(weapon=W.name(o)),
                                      C.Shot(p.seat, o)))
    out.buttons.append(ButtonSpec("no_shot", _("Plain shot"), C.Shot(p.seat, ""), "primary"))


def _place(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    """HL3: each button places one hit; the last one placed sends them."""
    def put(loc: str) -> Callable[[], None]:
        def run() -> None:
            if len(picks.placed) < p.count:
                picks.placed.append(loc)
        return run

    for o in p.options:
        out.buttons.append(ButtonSpec(f"place:{o}", _("Hit the {location}").format(
            location=W.name(o)), put(o)))
    if picks.placed:
        out.buttons.append(ButtonSpec("unplace", _("Start again"), picks.placed.clear))
    out.ready = lambda: (C.Place(p.seat, tuple(picks.placed))
                         if len(picks.placed) == p.count else None)


def _cancel(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    for tool in p.steps:
        for loc in p.options:
            if tool == "doubled_planking":
                out.buttons.append(ButtonSpec(f"cancel:{tool}:{loc}", _(
                    "Cancel the hit on {location}").format(location=W.name(loc)),
                    C.Cancel(p.seat, loc, tool)))
            else:
                to = next(x for x in ("hold", "masts", "crew", "cannons") if x != loc)
                out.buttons.append(ButtonSpec(f"cancel:{tool}:{loc}", _(
                    "Move the hit on {location} to {other}").format(
                        location=W.name(loc), other=W.name(to)), C.Cancel(p.seat, loc, tool, to)))
    out.buttons.append(ButtonSpec("take", _("Take the hit"), C.Cancel(p.seat, ""), "primary"))


def _chasers(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    out.buttons.append(ButtonSpec("fire", _("Fire the bow chasers"), C.Chasers(p.seat, True),
                                  "primary"))
    out.buttons.append(ButtonSpec("hold_fire", _("Hold fire"), C.Chasers(p.seat, False)))


def plunder_words(part: str) -> str:
    return {"capture": _("Take the ship"), "ducats": _("The ducats aboard"),
            "cargo": _("The cargo"), "hand": _("The glory cards"), "rumour": _("The rumour"),
            "weapons": _("The weapons"), "specialists": _("The specialists")}.get(part, part)


def _plunder(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    """PL2, PL8: each part of the plunder a toggle (all taken at first); then take it."""
    def flip(part: str) -> Callable[[], None]:
        def run() -> None:
            picks.off.symmetric_difference_update({part})
        return run

    for part in p.options:
        if part in PLUNDER:
            out.buttons.append(ButtonSpec(f"plunder:{part}", plunder_words(part), flip(part),
                                          chosen=part not in picks.off))
    flags = {k: k in p.options and k not in picks.off for k in PLUNDER}
    out.buttons.append(ButtonSpec("take_plunder", _("Take the plunder"),
                                  C.Plunder(p.seat, **flags), "primary", group="wide"))


def _claim(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    for n in p.options:
        out.buttons.append(ButtonSpec(f"claim:{n}", _("Claim from {nation}").format(
            nation=say.nation(n)), C.Claim(p.seat, n), "primary"))
    out.buttons.append(ButtonSpec("no_claim", _("No claim"), C.Claim(p.seat, "")))


def _window_cards(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    for c in p.glory:
        out.clicks[f"card:{c}"] = C.PlayGlory(p.seat, c)


def _window(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    for c in p.glory:
        out.clicks[f"card:{c}"] = C.PlayGlory(p.seat, c)
        out.buttons.append(ButtonSpec(f"glory:{c}", _("Play {card}").format(
            card=say.card_name(cat, c)), C.PlayGlory(p.seat, c), "primary", group="wide"))
    out.buttons.append(ButtonSpec("pass", _("Pass"), C.Pass(p.seat), group="wide"))


def _effect(out: Plan, view: Any, p: Any, picks: Picks, cat: Any) -> None:
    for k, o in enumerate(p.options):
        out.buttons.append(ButtonSpec(f"option:{k}", say.option(o) if o else _("None"),
                                      C.Choose(p.seat, o), group="wide"))


STEPS: dict[str, Callable[[Plan, Any, Any, Picks, Any], None]] = {
    "ship": _ship, "retire": _retire, "actions": _actions, "haven": _haven,
    "merchant": _merchant, "port": _port, "market": _market, "buy_crew": _buy_crew,
    "keep_rumour": _keep_rumour, "raid_convert": _raid_convert, "raid_spend": _raid_spend,
    "keep_cargo": _keep_cargo, "leave_cargo": _discard, "hold_cargo": _discard,
    "effect_cargo": _discard, "hand_limit": _discard, "declare": _declare, "reroll": _reroll,
    "shot": _shot, "place": _place, "cancel": _cancel, "chasers": _chasers,
    "plunder": _plunder, "claim": _claim, "window": _window, "effect": _effect,
}
