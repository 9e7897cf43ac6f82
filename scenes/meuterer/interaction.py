"""What the Meuterer player may touch now and what it does: the plan of each prompt step
(scenes/kit/plan.py), by mouse, drag and keyboard alike.

- wage (CO1): four buttons, one per wage;
- offer (OF2, OF4): a hand card clicked is selected, then "Offer"; or dragged onto the offer
  row; "Pass" sets the rest aside;
- pick_role (OF5, DA2): the role cards still in the middle, shown to the picker only, each a
  click target and a button;
- mutiny (MU3, DA4): "Play n sabres" for each n the set-aside cards allow, "Play none"; or the
  set-aside sabres dragged onto the fight;
- allocate (SA3, DA5): only the legal plans the engine lists; the player steps through them
  (a click on an island steps to the next plan that changes that island), "Best for me" picks
  the engine's proposal, "Sell" confirms;
- use_extra, keep (DW3, DA6): two buttons; then the drawn cards picked and confirmed.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass
from typing import Any

from game.core.i18n import _, ngettext
from game.meuterer import commands as K
from scenes.kit.plan import ButtonSpec, Plan
from scenes.kit.plan import Picks as BasePicks
from scenes.meuterer.cards import good_word, role_word


@dataclass
class Picks(BasePicks):
    """The selected cards, and the allocation plan being looked at (an index into the
    prompt's `allocations`; -1: none yet, the proposal is shown)."""

    choice: int = -1

    def clear(self) -> None:
        super().clear()
        self.choice = -1

    def shown(self) -> Hashable:
        return (tuple(self.cards), self.choice)


def prompt_key(p: Any) -> tuple[Any, ...]:
    """A new decision clears what was picked for the last one."""
    if p is None:
        return ()
    return (p.seat, p.step, tuple(getattr(p, "cards", ()) or ()),
            tuple(getattr(p, "roles", ()) or ()), getattr(p, "count", None),
            len(getattr(p, "allocations", ()) or ()))


def chosen_plan(p: Any, picks: Picks) -> tuple[Any, ...]:
    """The allocation being looked at: the one picked, else the engine's proposal."""
    plans = list(p.allocations)
    if 0 <= picks.choice < len(plans):
        return tuple(plans[picks.choice])
    return tuple(p.best) if p.best is not None else (tuple(plans[0]) if plans else ())


def plan_words(cat: Any, plan_: Any) -> str:
    """An allocation in words: "Hochland: 2 wine · Eisfelsen: 1 ruby" ("Nothing to sell")."""
    parts = []
    for island, cards in plan_:
        if not cards:
            continue
        key = cat.good(cards[0])
        parts.append(_("{island}: {n} {good}").format(
            island=_(cat.islands[island].name), n=len(cards), good=good_word(key)))
    return " · ".join(parts) if parts else _("Nothing to sell")


def plan(view: Any, p: Any, picks: Picks, cat: Any) -> Plan:
    """The plan of the viewer's own prompt."""
    make = {"wage": _wage, "offer": _offer, "pick_role": _pick_role, "mutiny": _mutiny,
            "allocate": _allocate, "use_extra": _use_extra, "keep": _keep}.get(p.step)
    return make(view, p, picks, cat) if make is not None else Plan()


def _wage(view: Any, p: Any, picks: Picks, cat: Any) -> Plan:
    """CO1: the wage for a loyal mate, public at once."""
    out = Plan(max_select=0, chooser=_("The mate's wage"))
    for w in p.wages:
        out.buttons.append(ButtonSpec(f"wage:{w}", ngettext("Wage {n} point", "Wage {n} points",
                                                            w).format(n=w),
                                      K.SetWage(p.seat, w), "primary" if w == 1 else "normal"))
    return out


def _offer(view: Any, p: Any, picks: Picks, cat: Any) -> Plan:
    """OF2 / OF4: offer one hand card face up, or pass."""
    seat = p.seat
    cards = tuple(p.cards)
    out = Plan(selectable={c: "hand" for c in cards}, max_select=1)
    out.drops["offers"] = lambda sel: (K.Offer(seat, sel[0])
                                       if len(sel) == 1 and sel[0] in cards else None)
    out.drop_labels["offers"] = _("Offer it")
    sel = [c for c in picks.cards if c in cards]
    if sel:
        label = _("Offer the {good}").format(good=good_word(cat.good(sel[0])))
        out.buttons.append(ButtonSpec("offer", label, K.Offer(seat, sel[0]), "primary"))
    else:
        out.buttons.append(ButtonSpec("offer", _("Pick a card to offer"), None))
    keep = len(view.hand)
    if seat == view.captain:
        label = ngettext("Pass: sail {n} island on", "Pass: sail {n} islands on", keep).format(
            n=keep)
    else:
        label = ngettext("Pass, keep {n} card back", "Pass, keep {n} cards back", keep).format(
            n=keep)
    out.buttons.append(ButtonSpec("pass", label, K.Pass(seat), "danger", group="wide"))
    return out


def _pick_role(view: Any, p: Any, picks: Picks, cat: Any) -> Plan:
    """OF5: take one of the roles still in the middle, face down."""
    out = Plan(max_select=0, chooser=_("Choose your role"))
    for role in p.roles:
        cmd = K.PickRole(p.seat, role)
        out.clicks[f"role:{role}"] = cmd
        out.buttons.append(ButtonSpec(f"role:{role}", role_word(role), cmd, "primary"))
    return out


def _mutiny(view: Any, p: Any, picks: Picks, cat: Any) -> Plan:
    """MU3 / DA4: play any number of set-aside sabres this lap, or none."""
    seat = p.seat
    sabres = [c for c in view.aside if cat.good(c) == "conflict"]
    out = Plan(selectable={c: "aside" for c in sabres}, max_select=max(1, p.count))
    out.buttons.append(ButtonSpec("sabres:0", _("Play no sabre"), K.Sabres(seat, 0),
                                  "normal"))
    for k in range(1, p.count + 1):
        out.buttons.append(ButtonSpec(f"sabres:{k}", ngettext("Play {n} sabre",
                                                             "Play {n} sabres", k).format(n=k),
                                      K.Sabres(seat, k), "primary" if k == 1 else "normal"))
    out.drops["fight"] = lambda sel: (K.Sabres(seat, len(sel))
                                      if sel and all(c in sabres for c in sel) else None)
    out.drop_labels["fight"] = _("Into the fight")
    return out


def _allocate(view: Any, p: Any, picks: Picks, cat: Any) -> Plan:
    """SA3 / DA5: only the legal plans; step through them, take the proposal, confirm."""
    seat = p.seat
    plans = [tuple(x) for x in p.allocations]
    out = Plan(max_select=0, chooser=_("Where to sell"))
    now = chosen_plan(p, picks)
    at = plans.index(now) if now in plans else 0

    def pick(i: int) -> Any:
        def run() -> None:
            picks.choice = i % len(plans)
        return run

    for island in view.active:
        nxt = next((k % len(plans) for k in range(at + 1, at + len(plans))
                    if _on(plans[k % len(plans)], island) != _on(now, island)), None)
        if nxt is not None:
            out.clicks[f"island:{island}"] = pick(nxt)
    if len(plans) > 1:
        out.buttons.append(ButtonSpec("plan:prev", _("‹ Other plan"), pick(at - 1)))
        out.buttons.append(ButtonSpec("plan:next", _("Other plan ›"), pick(at + 1)))
    best = tuple(p.best) if p.best is not None else None
    if best is not None and best in plans:
        out.buttons.append(ButtonSpec("plan:best", _("Best for me"), pick(plans.index(best)),
                                      group="wide"))
    out.buttons.append(ButtonSpec("sell", _("Sell: {plan}").format(plan=plan_words(cat, now)),
                                  K.Allocate(seat, now), "primary", group="wide"))
    return out


def _on(plan_: Any, island: int) -> tuple[int, ...]:
    return next((tuple(cards) for i, cards in plan_ if i == island), ())


def _use_extra(view: Any, p: Any, picks: Picks, cat: Any) -> Plan:
    """DW3 / RU19: the loadmaster's extra draw, or an ordinary one."""
    out = Plan(max_select=0, chooser=_("The loadmaster's draw"))
    out.buttons.append(ButtonSpec("extra:yes", _("Draw 3 extra and choose"),
                                  K.UseExtra(p.seat, True), "primary", group="wide"))
    out.buttons.append(ButtonSpec("extra:no", _("Ordinary draw"), K.UseExtra(p.seat, False),
                                  group="wide"))
    return out


def _keep(view: Any, p: Any, picks: Picks, cat: Any) -> Plan:
    """RU17: keep exactly `count` of the cards just drawn; the rest go under, unseen."""
    cards = tuple(p.cards)
    out = Plan(selectable={c: "keep" for c in cards}, max_select=p.count)
    sel = tuple(sorted(c for c in picks.cards if c in cards))
    ready = len(sel) == p.count
    label = ngettext("Keep {n} card", "Keep {n} cards", p.count).format(n=p.count)
    out.buttons.append(ButtonSpec("keep", label, K.Keep(p.seat, sel) if ready else None,
                                  "primary", group="wide"))
    out.drops["hand"] = lambda sel_: (K.Keep(p.seat, tuple(sorted(sel_)))
                                      if len(sel_) == p.count else None)
    out.drop_labels["hand"] = label
    return out


def command_for(view: Any, p: Any, target: str, cards: tuple[int, ...]) -> Any | None:
    """The command a drop the plan does not allow stands for, so that the engine says why."""
    if p is None or not cards:
        return None
    if target == "offers" and len(cards) == 1:
        return K.Offer(p.seat, cards[0])
    if target == "fight":
        return K.Sabres(p.seat, len(cards))
    if target == "hand" and p.step == "keep":
        return K.Keep(p.seat, tuple(sorted(cards)))
    return None
