"""What the player may touch now, and what it does: the prompt turned into selectable cards,
drop targets, click targets and buttons.

`plan(view, prompt, picks, cat)` reads only the engine's prompt (the one source of legality) and
the view, and returns a `Plan`; the scene draws it and routes mouse and keyboard to it. Every
action ends in one engine command, submitted through the session; an illegal one comes back
as the engine's one-line reason and the cards snap back.

Target names: "attack", "call" (call a mutiny), "side:captain", "side:mutineer",
"dest:<kind>", "seat:<i>", "crew_deck", "crew_discard", "card:<id>" (a face-up card on the
table, for the Traitor).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from game.core.i18n import _, ngettext
from game.jolly_roger import commands as K
from game.jolly_roger.cards import SKILLS, Catalogue
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View
from game.jolly_roger.words import PROMISE_WORDS
from scenes.jolly_roger import cardtext as CT
from scenes.kit import plan as kit
from scenes.kit.plan import Action, ButtonSpec, Command, DropFn, Plan


@dataclass
class Picks(kit.Picks):
    """What the player has chosen on screen but not yet sent: selected cards, the loot
    allocation being dealt, the multi-skill choices, seats chosen for a special card."""

    allocation: dict[int, int] = field(default_factory=dict)
    skills: dict[int, str] = field(default_factory=dict)
    special: int = -1
    special_choice: str = ""
    seats: list[int] = field(default_factory=list)
    promising: bool = False  # the promise chooser is open (B1 / DA6)
    promise_to: int = -1  # the seat chosen in it

    def clear(self) -> None:
        self.cards.clear()
        self.allocation.clear()
        self.skills.clear()
        self.special = -1
        self.special_choice = ""
        self.seats.clear()
        self.promising = False
        self.promise_to = -1

    def cancel(self) -> bool:
        """The right button or Escape: the cards, the special card's seats and the promise
        being chosen are dropped (the loot allocation and skill choices stay)."""
        busy = bool(self.cards or self.special >= 0 or self.seats or self.promising)
        self.cards.clear()
        self.special = -1
        self.seats.clear()
        self.promising = False
        self.promise_to = -1
        return busy

    def shown(self) -> Hashable:
        return (
            tuple(self.cards),
            tuple(self.allocation.items()),
            tuple(self.skills.items()),
            self.special,
            tuple(self.seats),
        )


def prompt_key(p: Prompt | None) -> tuple[Any, ...]:
    return () if p is None else (p.seat, p.step, p.context, p.cards, p.specials, p.targets)


def for_side(side: str) -> str:
    """A button or drop label: whole words per side (languages inflect 'the captain')."""
    return _("For the captain") if side == "captain" else _("For the mutineers")


# --- the plan for a prompt: one function per engine step ------------------------------------

#: A step's own part of the screen: fills `out` for the prompt. Its arguments are `plan`'s.
StepPlan = Callable[[Plan, View, Prompt, Picks, Catalogue], None]

#: The plan of each decision step, by the engine's step name: the screen's mirror of the
#: engine's step table (game.jolly_roger.rules.common.STEPS, and H2's discard). A step the
#: engine adds without an entry here fails tests/jolly_roger/test_ui_plan_table.py.
PLANS: dict[str, StepPlan] = {}


def plans(*steps: str) -> Callable[[StepPlan], StepPlan]:
    """Register the decorated function as the plan of these engine steps."""

    def register(fn: StepPlan) -> StepPlan:
        for name in steps:
            assert name not in PLANS, f"two plans for step {name!r}"
            PLANS[name] = fn
        return fn

    return register


def plan(view: View, p: Prompt, picks: Picks, cat: Catalogue) -> Plan:
    """The screen's options for the viewer's own prompt `p`: its step's plan, then what any
    of the seat's own prompts may carry (special cards, offers, promises). A step with no
    plan entry offers nothing of its own; those shared parts still apply."""
    out = Plan()
    own = PLANS.get(p.step)
    if own is not None:
        own(out, view, p, picks, cat)
    _specials(view, p, picks, out, cat)
    _bribes(view, p, picks, out)
    _promises(view, p, picks, out)
    return out


def _hand(out: Plan, cards: tuple[int, ...], limit: int = 99) -> None:
    """Crew cards the player may select, at most `limit` of them."""
    for c in cards:
        out.selectable[c] = "hand"
    out.max_select = limit


@plans("appoint")
def _appoint(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """A1 / M10: the captain clicks the pirate who becomes quartermaster."""
    for t in p.targets:
        out.clicks[f"seat:{t}"] = K.Appoint(p.seat, t)


@plans("window")
def _window(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """M3: a card dropped on "Mutiny!" calls a mutiny (a Cutthroat may stab the captain);
    or no mutiny."""
    seat, sel = p.seat, tuple(picks.cards)
    _hand(out, p.cards, 1)
    if "call_mutiny" in p.actions:
        out.drops["call"] = _drop(seat, "call", lambda cs: len(cs) == 1)
        out.drop_labels["call"] = _("Mutiny!")
        ok = len(sel) == 1
        out.buttons.append(
            ButtonSpec(
                "mutiny", _("Mutiny!"), K.CallMutiny(seat, sel[0]) if ok else None, "danger"
            )
        )
        if ok and cat.special[sel[0]] == "cutthroat":
            out.buttons.append(
                ButtonSpec(
                    "stab",
                    _("Mutiny and stab the captain"),
                    K.CallMutiny(seat, sel[0], "captain"),
                    "danger",
                )
            )
    out.buttons.append(ButtonSpec("pass", _("No mutiny"), K.Pass(seat)))


@plans("destination")
def _destination(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """VY1: the captain clicks the destination (or its button)."""
    seat = p.seat
    for kind in p.choices:
        out.clicks[f"dest:{kind}"] = command_for(seat, f"dest:{kind}", ())
        out.buttons.append(
            ButtonSpec(
                f"dest:{kind}", CT.kind_name(kind), K.ChooseDestination(seat, kind), "primary"
            )
        )


@plans("attack")
def _attack(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """AT1–AT3: cards played to the attack, a pass, or the reveal."""
    seat, sel = p.seat, tuple(picks.cards)
    _hand(out, p.cards)
    if "play_cards" in p.actions:
        out.drops["attack"] = _drop(seat, "attack", lambda cs: _from(cs, p.cards))
        out.drop_labels["attack"] = _("Play to the attack")
        label = (ngettext("Play {n} card", "Play {n} cards", len(sel)).format(n=len(sel))
                 if sel else _("Play cards"))
        out.buttons.append(
            ButtonSpec("play", label, K.PlayCards(seat, sel) if sel else None, "primary")
        )
    if "pass" in p.actions:
        out.buttons.append(ButtonSpec("pass", _("Pass"), K.Pass(seat)))
    if "reveal" in p.actions:
        out.buttons.append(ButtonSpec("reveal", _("Reveal"), K.Reveal(seat), "danger"))


@plans("skills")
def _skills(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """AT6: one skill chosen per multi-skill card, then counted."""
    for i, c in enumerate(p.cards):
        for k, skill in enumerate(SKILLS):
            if cat.skills[c][k]:
                out.buttons.append(
                    ButtonSpec(
                        f"skill:{c}:{skill}",
                        CT.skill_name(skill).capitalize(),
                        _toggle_skill(picks, c, skill),
                        icon=skill,
                        chosen=picks.skills.get(c) == skill,
                        group=_("Card {n}").format(n=i + 1),
                    )
                )
    done = all(c in picks.skills for c in p.cards)
    choices = tuple((c, picks.skills[c]) for c in p.cards) if done else ()
    out.buttons.append(
        ButtonSpec(
            "confirm",
            _("Count these skills"),
            K.AssignSkills(p.seat, choices) if done else None,
            "primary",
        )
    )


@plans("loot_pick", "cook_pick")
def _take_prize(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """L1 / M11 / X-COOK: one card of the loot taken (a click, a drop on one's own seat or
    the button)."""
    seat, sel = p.seat, tuple(picks.cards)
    for c in p.cards:
        out.selectable[c] = "loot"
        out.clicks[f"card:{c}"] = K.TakePrize(seat, c)
    out.max_select = 1
    out.select_acts = True
    out.drops[f"seat:{seat}"] = lambda cs: K.TakePrize(seat, cs[0]) if len(cs) == 1 else None
    out.drop_labels[f"seat:{seat}"] = _("Take it")
    if len(sel) == 1:
        out.buttons.append(
            ButtonSpec("take", _("Take this card"), K.TakePrize(seat, sel[0]), "primary")
        )


@plans("loot_share")
def _loot_share(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """L2: the loot dealt by dropping cards on the pirates, then sent at once."""
    for c in p.cards:
        out.selectable[c] = "loot"
    for t in p.targets:
        out.drops[f"seat:{t}"] = _allocate(picks, t)
        out.drop_labels[f"seat:{t}"] = _("Give to {name}").format(name=view.names[t])
    done = all(c in picks.allocation for c in p.cards)
    alloc = tuple((c, picks.allocation[c]) for c in p.cards) if done else ()
    out.buttons.append(
        ButtonSpec(
            "deal", _("Deal the loot"), K.ShareLoot(p.seat, alloc) if done else None, "primary"
        )
    )
    if picks.allocation:
        out.buttons.append(ButtonSpec("undo", _("Start over"), picks.allocation.clear))


def _one_prize(out: Plan, p: Prompt, picks: Picks, label: str, make: Callable[..., Command],
               rest: str) -> None:
    """One face-up prize chosen for `make`, or `rest` (a pass)."""
    seat, sel = p.seat, tuple(picks.cards)
    for c in p.cards:
        out.selectable[c] = "prize"
    out.max_select = 1
    if p.cards:
        out.buttons.append(
            ButtonSpec("give", label, make(seat, sel[0]) if len(sel) == 1 else None, "primary")
        )
    out.buttons.append(ButtonSpec("pass", rest, K.Pass(seat)))


@plans("exchange")
def _exchange(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """P2: a prize traded for a crew card (dropped on the crew deck or the button)."""
    out.drops["crew_deck"] = _drop(p.seat, "crew_deck", lambda cs: len(cs) == 1)
    out.drop_labels["crew_deck"] = _("Trade for a crew card")
    _one_prize(out, p, picks, _("Trade for a crew card"), K.ExchangePrize, _("Keep my prizes"))


@plans("carpenter_ask")
def _carpenter_ask(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """X-CARPENTER: a prize given to the Carpenter's player, or nothing."""
    _one_prize(out, p, picks, _("Give it"), K.GivePrize, _("Give nothing"))


def _some_prizes(out: Plan, p: Prompt, picks: Picks, key: str, label: str,
                 make: Callable[..., Command], rest: str) -> None:
    """Face-up prizes chosen for `make` (its button `key`), or `rest` (a pass)."""
    seat, sel = p.seat, tuple(picks.cards)
    for c in p.cards:
        out.selectable[c] = "prize"
    out.buttons.append(
        ButtonSpec(key, label.format(n=len(sel)), make(seat, sel) if sel else None, "primary")
    )
    out.buttons.append(ButtonSpec("pass", rest, K.Pass(seat)))


@plans("cashin")
def _cashin(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """P3: prizes cashed in at port, or a pass (no button when there is nothing to cash)."""
    if p.cards:
        _some_prizes(out, p, picks, "cash", _("Cash in {n}"), K.CashIn, _("Pass"))
    else:
        out.buttons.append(ButtonSpec("pass", _("Pass"), K.Pass(p.seat)))


@plans("bury")
def _bury(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """T2: prizes buried on the island, or none."""
    _some_prizes(out, p, picks, "bury", _("Bury {n}"), K.Bury, _("Bury nothing"))


@plans("punish")
def _punish(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """PU1: the captain orders a punishment or not."""
    seat = p.seat
    out.buttons.append(ButtonSpec("punish", _("Punish"), K.OrderPunishment(seat, True), "danger"))
    out.buttons.append(ButtonSpec("pass", _("No punishment"), K.OrderPunishment(seat, False)))


@plans("victim", "carpenter_take")
def _victim(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """PU3 / X-CARPENTER: a click on the pirate chosen."""
    for t in p.targets:
        out.clicks[f"seat:{t}"] = K.ChooseVictim(p.seat, t)


def _sides(out: Plan, view: View, p: Prompt, picks: Picks, limit: int) -> None:
    """Crew cards (role cards too) dropped on a side of the mutiny, or a pass."""
    seat, sel = p.seat, tuple(picks.cards)
    _hand(out, p.cards, limit)
    out.extra_hand = tuple(c for c in p.cards if c not in view.hand)
    for side in p.choices:
        out.drops[f"side:{side}"] = _side_drop(seat, p, side)
        out.drop_labels[f"side:{side}"] = for_side(side)
        out.buttons.append(
            ButtonSpec(
                f"side:{side}",
                for_side(side),
                _side_drop(seat, p, side)(sel) if sel else None,
                "primary" if side == "captain" else "danger",
            )
        )
    if "pass" in p.actions:
        out.buttons.append(ButtonSpec("pass", _("Pass"), K.Pass(seat)))


@plans("mutiny")
def _mutiny(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """M4: any of one's cards for the side one joins, or a pass."""
    _sides(out, view, p, picks, 99)


@plans("forced")
def _forced(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """X-OLD-SALT: exactly one card for the side named."""
    _sides(out, view, p, picks, 1)


@plans("discard")
def _discard(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """H2: the cards over the hand limit discarded."""
    seat, sel = p.seat, tuple(picks.cards)
    _hand(out, p.cards, p.max_cards)
    ok = len(sel) == p.min_cards
    out.drops["crew_discard"] = _drop(seat, "crew_discard", lambda cs: len(cs) == p.min_cards)
    out.drop_labels["crew_discard"] = _("Discard")
    out.buttons.append(
        ButtonSpec(
            "discard",
            _("Discard {n}").format(n=p.min_cards),
            K.Discard(seat, sel) if ok else None,
            "danger",
        )
    )


@plans("guard")
def _guard(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """X-BOATSWAIN: the guard offers a card (dropped on a pirate) or keeps the duty."""
    seat = p.seat
    if "offer_bribe" in p.actions:
        offer = tuple(view.hand) + tuple(view.prizes[seat])
        for c in offer:
            out.selectable[c] = "hand" if c in view.hand else "prize"
        out.max_select = 1
        for t in p.targets:
            out.drops[f"seat:{t}"] = _offer(seat, t, set(offer))
            out.drop_labels[f"seat:{t}"] = _("Offer it to {name}").format(name=view.names[t])
    out.buttons.append(ButtonSpec("pass", _("Keep the duty"), K.Pass(seat)))


@plans("bribe")
def _bribe(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """X-BOATSWAIN: the offer accepted or refused."""
    out.buttons.append(ButtonSpec("accept", _("Accept"), K.AnswerBribe(p.seat, True), "primary"))
    out.buttons.append(ButtonSpec("refuse", _("Refuse"), K.AnswerBribe(p.seat, False)))


@plans("react")
def _react(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """X-*: a reaction window; the special cards come from the shared part, and a pass."""
    if "pass" in p.actions:
        out.buttons.append(ButtonSpec("pass", _("Pass"), K.Pass(p.seat)))


@plans("sailor")
def _sailor(out: Plan, view: View, p: Prompt, picks: Picks, cat: Catalogue) -> None:
    """T1 / X-OLD-SAILOR: the Old Sailor played (from the shared part) or stay aboard."""
    if "pass" in p.actions:
        out.buttons.append(ButtonSpec("pass", _("Stay aboard"), K.Pass(p.seat)))


def command_for(seat: int, target: str, cards: tuple[int, ...]) -> Command | None:
    """What putting `cards` on `target` asks the engine for, allowed now or not: the plan
    offers it where the prompt allows it, and a drop the plan does not allow sends it all the
    same, so that the engine says why it is refused. None: nothing is ever put there."""
    kind, _sep, name = target.partition(":")
    if target == "attack" or kind == "side":
        return K.PlayCards(seat, cards, name)
    if target == "call":
        return K.CallMutiny(seat, cards[0])
    if kind == "dest":
        return K.ChooseDestination(seat, name)
    if kind == "seat" and len(cards) == 1:
        return K.OfferBribe(seat, int(name), cards[0])
    if target == "crew_deck" and len(cards) == 1:
        return K.ExchangePrize(seat, cards[0])
    if target == "crew_discard":
        return K.Discard(seat, cards)
    return None


def _drop(seat: int, target: str, accepts: Callable[[tuple[int, ...]], bool]) -> DropFn:
    """A drop on `target` that the prompt allows for the cards `accepts` lets through."""

    def drop(cards: tuple[int, ...]) -> Action | None:
        return command_for(seat, target, cards) if accepts(cards) else None

    return drop


def _offer(seat: int, to: int, offer: set[int]) -> DropFn:
    """B1 / DA6: one card dropped on another pirate is offered to them."""
    return _drop(seat, f"seat:{to}", lambda cs: len(cs) == 1 and cs[0] in offer)


def _cancel_drop(seat: int, traitor: int, target: int) -> DropFn:
    """X-TRAITOR: the Traitor dropped on the card it cancels."""

    def drop(cards: tuple[int, ...]) -> Action | None:
        return K.PlaySpecial(seat, traitor, (target,)) if cards == (traitor,) else None

    return drop


def _toggle_skill(picks: Picks, card: int, skill: str) -> Callable[[], None]:
    def run() -> None:
        picks.skills[card] = skill

    return run


def _allocate(picks: Picks, seat: int) -> DropFn:
    def drop(cards: tuple[int, ...]) -> Action | None:
        if not cards:
            return None

        def run() -> None:
            for c in cards:
                picks.allocation[c] = seat
            picks.cards.clear()

        return run

    return drop


def _side_drop(seat: int, p: Prompt, side: str) -> DropFn:
    """M4: crew cards from the prompt's own (one alone when forced) for one side."""

    def accepts(cards: tuple[int, ...]) -> bool:
        return _from(cards, p.cards) and (p.step != "forced" or len(cards) == 1)

    return _drop(seat, f"side:{side}", accepts)


def _from(cards: tuple[int, ...], allowed: tuple[int, ...]) -> bool:
    """Some cards, all of them among the prompt's."""
    return bool(cards) and set(cards) <= set(allowed)


# --- special cards played for their effect (X-*, DA4) --------------------------------------------


@dataclass
class SpecialNeed:
    seats: tuple[int, ...] = ()  # seats that may be named
    count: int = 0  # how many seats to name
    cards: tuple[int, ...] = ()  # cards that may be named (the Traitor)
    choices: tuple[str, ...] = ()  # "+1"/"-1", a side


#: A special card's `targets` word (its data row) as the seats a player may name, from the
#: view: (who may be named, how many at most). "revealed_card" names cards, not seats.
TARGET_SEATS: dict[str, tuple[Callable[[View, int], tuple[int, ...]], int]] = {
    "two_with_cards": (lambda v, me: tuple(i for i in range(v.n) if i != me and v.hand_sizes[i]),
                       2),
    "neutral": (lambda v, me: tuple(i for i in range(v.n)
                                    if i != me and v.mutiny_sides[i] == "neutral"), 1),
    "any_player": (lambda v, me: tuple(range(v.n)), 1),
    "other_with_buried": (lambda v, me: tuple(i for i in range(v.n)
                                              if i != me and v.buried_counts[i]), 1),
}


def special_need(view: View, p: Prompt, card: int, cat: Catalogue) -> SpecialNeed:
    """What a special card needs besides itself: what its data row's `targets` and `choice`
    ask for (the engine checks the same words, game/jolly_roger/rules/specials.py)."""
    row = cat.special_row[card]
    if row is None:
        return SpecialNeed()
    me = p.seat
    need = SpecialNeed()
    if row.targets == "revealed_card":
        need.cards = p.cards
    elif row.targets in TARGET_SEATS:
        legal, most = TARGET_SEATS[row.targets]
        need.seats = legal(view, me)
        need.count = min(most, len(need.seats)) if most > 1 else most
    mine = view.mutiny_sides[me] if view.mutiny_sides else "neutral"
    if row.choice == "plus_minus":
        need.choices = ("+1", "-1")
    elif row.choice == "losing_side":
        need.choices = tuple(side for side in ("captain", "mutineer") if side != mine)
    elif row.choice == "own_side" and mine == "neutral":
        need.choices = ("captain", "mutineer")
    return need


def _specials(view: View, p: Prompt, picks: Picks, out: Plan, cat: Catalogue) -> None:
    """The special cards the seat may play now; a card whose last seat or choice is picked
    is played at once (`ready`)."""
    out.ready = lambda: special_ready(view, p, picks, cat)
    if "play_special" not in p.actions or not p.specials:
        return
    seat = p.seat
    for c in p.specials:
        out.selectable.setdefault(c, "hand")
    chosen = picks.special if picks.special in p.specials else -1
    if chosen < 0:
        # one button per special card; choosing it starts its plan
        for c in dict.fromkeys(p.specials):
            need = special_need(view, p, c, cat)
            name = CT.card_name(cat, c)
            if not need.seats and not need.cards and not need.choices:
                out.buttons.insert(
                    0,
                    ButtonSpec(
                        f"special:{c}",
                        _("Play {card}").format(card=name),
                        K.PlaySpecial(seat, c),
                        "primary",
                    ),
                )
            elif need.choices and not need.seats:
                for ch in need.choices:
                    if ch in ("+1", "-1"):
                        label = f"{name} {ch}"
                    elif ch == "captain":
                        label = _("{card}: the captain loses").format(card=name)
                    else:
                        label = _("{card}: the mutineers lose").format(card=name)
                    out.buttons.insert(
                        0,
                        ButtonSpec(
                            f"special:{c}:{ch}", label, K.PlaySpecial(seat, c, (), ch), "primary"
                        ),
                    )
            else:
                out.buttons.insert(
                    0,
                    ButtonSpec(
                        f"special:{c}",
                        _("Play {card}…").format(card=name),
                        _start_special(picks, c),
                        "primary",
                    ),
                )
        return
    need = special_need(view, p, chosen, cat)
    name = CT.card_name(cat, chosen)
    if need.cards:  # the Traitor: click (or drop on) the card it cancels
        for t in need.cards:
            out.clicks[f"card:{t}"] = K.PlaySpecial(seat, chosen, (t,))
            out.drops[f"card:{t}"] = _cancel_drop(seat, chosen, t)
            out.drop_labels[f"card:{t}"] = _("Cancel this card")
    if need.seats:   # a click on a pirate, or the card carried to them, names them
        for t in need.seats:
            if t not in picks.seats:
                out.clicks[f"seat:{t}"] = _pick_seat(view, p, picks, chosen, need, t)
                out.drops[f"seat:{t}"] = _pick_drop(view, p, picks, chosen, need, t)
                out.drop_labels[f"seat:{t}"] = _("Choose {name}").format(name=view.names[t])
    if need.choices and need.seats:
        for ch in need.choices:
            out.buttons.append(
                ButtonSpec(
                    f"choice:{ch}",
                    for_side(ch),
                    _set_choice(picks, ch),
                    chosen=picks.special_choice == ch,
                )
            )
    out.buttons.append(
        ButtonSpec("cancel_special", _("Not {card}").format(card=name), _cancel_special(picks))
    )


def special_ready(view: View, p: Prompt, picks: Picks, cat: Catalogue) -> Command | None:
    """The PlaySpecial command once every seat and choice of the chosen card is picked."""
    c = picks.special
    if c < 0:
        return None
    need = special_need(view, p, c, cat)
    if not need.seats or len(picks.seats) < need.count:
        return None
    if need.choices and need.seats and picks.special_choice not in need.choices:
        return None
    return K.PlaySpecial(p.seat, c, tuple(picks.seats[: need.count]), picks.special_choice)


def _start_special(picks: Picks, card: int) -> Callable[[], None]:
    def run() -> None:
        picks.special = card
        picks.seats.clear()
        picks.special_choice = ""
        picks.cards[:] = [card]

    return run


def _cancel_special(picks: Picks) -> Callable[[], None]:
    def run() -> None:
        picks.special = -1
        picks.seats.clear()
        picks.special_choice = ""
        picks.cards.clear()

    return run


def _set_choice(picks: Picks, choice: str) -> Callable[[], None]:
    def run() -> None:
        picks.special_choice = choice

    return run


def _pick_seat(
    view: View, p: Prompt, picks: Picks, card: int, need: SpecialNeed, seat: int
) -> Callable[[], None]:
    def run() -> None:
        if seat not in picks.seats:
            picks.seats.append(seat)

    return run


def _pick_drop(view: View, p: Prompt, picks: Picks, card: int, need: SpecialNeed,
               seat: int) -> DropFn:
    """The special card being played carried to a pirate it may name: that pirate is named
    (never an offer of the card, issue 28)."""
    name = _pick_seat(view, p, picks, card, need, seat)
    return lambda cards: name if cards == (card,) else None


def _bribes(view: View, p: Prompt, picks: Picks, out: Plan) -> None:
    """B1 / DA6: at the seat's own prompts, a crew card or a face-up prize may be dragged onto
    another pirate as an offer."""
    if not p.bribe or p.step == "guard" or picks.special in p.specials:
        return   # (while a special card's pirates are being named, a pirate is named)
    seat = p.seat
    offer = set(view.hand) | set(view.prizes[seat])
    for c in view.hand:
        out.selectable.setdefault(c, "hand")
    for c in view.prizes[seat]:
        out.selectable.setdefault(c, "prize")
    for t in range(view.n):
        name = f"seat:{t}"
        if t == seat or name in out.drops:
            continue
        out.drops[name] = _offer(seat, t, offer)
        out.drop_labels[name] = _("Offer it to {name}").format(name=view.names[t])
        out.quiet.add(name)


# --- promises (B1 / DA6) -------------------------------------------------------------------------

#: the ready phrases a human may promise: the same as the bots' (words.PROMISE_WORDS), so a
#: bot knows what a human's promise promises; sent in English, shown in the reader's language
PROMISES = tuple(PROMISE_WORDS.values())


def _promises(view: View, p: Prompt, picks: Picks, out: Plan) -> None:
    """B1 / DA6: "Promise…" opens a chooser: another pirate (a button or a click on the seat),
    then one of a few ready phrases. While it is open it is all there is to do."""
    if not p.bribe or view.offers_left <= 0:
        picks.promising = False
        return
    if not picks.promising:
        out.buttons.append(ButtonSpec("promise", _("Promise…"), _open_promise(picks)))
        return
    seat = p.seat
    out.selectable, out.drops, out.drop_labels, out.clicks = {}, {}, {}, {}
    out.quiet = set()
    out.buttons = []
    to = picks.promise_to
    if to < 0 or to == seat or to >= view.n:
        out.chooser = _("Promise to whom?")
        for t in range(view.n):
            if t != seat:
                out.clicks[f"seat:{t}"] = _promise_to(picks, t)
                out.buttons.append(
                    ButtonSpec(f"promise_to:{t}", view.names[t], _promise_to(picks, t))
                )
    else:
        out.chooser = _("Promise {name}:").format(name=view.names[to])
        for i, words in enumerate(PROMISES):
            out.buttons.append(
                ButtonSpec(f"promise_text:{i}", _(words), K.Promise(seat, to, words), "primary")
            )
        out.buttons.append(ButtonSpec("promise_back", _("Back"), _promise_to(picks, -1)))
    out.buttons.append(ButtonSpec("promise_cancel", _("Cancel"), picks.clear))


def _open_promise(picks: Picks) -> Callable[[], None]:
    def run() -> None:
        picks.clear()
        picks.promising = True

    return run


def _promise_to(picks: Picks, seat: int) -> Callable[[], None]:
    def run() -> None:
        picks.promise_to = seat

    return run
