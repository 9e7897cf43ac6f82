"""The engine's public face: a Game is its events; commands go in, events come out.

    game = Game.new(["Bernhard", "Steffi", "Florian", "Carmen"], cat=cat, seed=7)
    p = game.prompt()                 # who must decide what, and what is legal
    game.submit(SetWage(p.seat, 0))   # RuleError (naming the clause) if illegal
    game.view(seat)                   # what one seat may see (DA8)
    Game.from_json(game.to_json(), cat)   # replays the events exactly (DA7)

`current_prompt(state)` is the one source of legality: the table highlights from it, bots
choose from it, `apply_command` accepts only what it allows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _, ngettext
from game.core.match import EventGame
from game.core.referee import Referee, each_once, not_asked
from game.meuterer import GAME
from game.meuterer import events as E
from game.meuterer import rules as R
from game.meuterer.cards import Catalogue
from game.meuterer.commands import (
    COMMANDS,
    Allocate,
    Command,
    Keep,
    Offer,
    Pass,
    PickRole,
    Sabres,
    SetWage,
    UseExtra,
)
from game.meuterer.prompts import Prompt
from game.meuterer.sales import best_plan, check
from game.meuterer.setup import game_started, position_set
from game.meuterer.state import State, evolve, initial_state
from game.meuterer.view import view
from game.meuterer.words import word


def current_prompt(s: State) -> Prompt | None:
    """The one decision the game waits for (None: over)."""
    step = s.step
    if step == "offer":
        return _new(Prompt, (s.turn, "offer", (), tuple(s.hands[s.turn]), (), 0, "", (), (),
                             False))
    if step == "wage":
        return _new(Prompt, (s.captain, "wage", s.cat.wages, (), (), 0, "", (), (), False))
    if step == "pick_role":
        return _new(Prompt, (s.turn, "pick_role", (), (), tuple(s.middle), 0, "", (), (),
                             False))
    if step == "mutiny" and s.participants:
        seat = s.participants[s.mut_i]
        return Prompt(seat, "mutiny", (), (), (), len(R.conflicts_aside(s, seat)),
                      R.side_of(s, seat))
    if step == "sales" and s.sell_i < len(s.sellers):
        seat = s.sellers[s.sell_i]
        plans = R.plans_for(s, seat)
        best = best_plan(s.cat, s.active, s.plans, seat, s.seat_of("merchant"), plans)
        return Prompt(seat, "allocate", (), (), (), 0, "", plans, best)
    lm = s.seat_of("loadmaster")
    if step == "draw" and lm >= 0:
        if s.extra is None:
            return Prompt(lm, "use_extra")
        return Prompt(lm, "keep", (), tuple(s.pending), (), R.keep_count(s, lm))
    return None


#: the hot prompts are built as their tuple directly (every field, in Prompt's order): the
#: offering turn is half of all decisions
_new = tuple.__new__


def _turn_order(s: State, p: Prompt, cmd: Any) -> RuleError:
    """DA10, DA11: a command that breaks nothing but the order of play cites the pending
    step's clause: from a seat not asked, who is asked; from that seat, what it is asked."""
    if cmd.seat != p.seat or type(cmd.seat) is not int:
        return RuleError(p.clause, not_asked(s.names, p.seat, cmd.seat))
    return RuleError(p.clause, _instruction(p))


REFEREE = Referee(_turn_order, COMMANDS, over="E1", not_a_command="DA10")
refuse = REFEREE.refuse


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _offering(s: State) -> bool:
    """OF: the offering phase is open (its turns, and the role pick on passing)."""
    return s.step in ("offer", "pick_role")


# --- CO1: the wage -----------------------------------------------------------------------------


@REFEREE.on("wage", SetWage)
def _wage(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if not _is_int(cmd.wage) or cmd.wage not in p.wages:
        raise refuse(s, p, cmd)
    R.set_wage(s, cmd.seat, cmd.wage, out)


@REFEREE.check(SetWage)
def _why_no_wage(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """CO1: the captain names a wage of 0–3, once a round, at its start (DA11: a second wage
    cites CO1 whatever step the game waits on)."""
    if not _is_int(cmd.wage) or cmd.wage not in s.cat.wages:
        return RuleError("CO1", _("The wage is 0, 1, 2 or 3 victory points."))
    if cmd.seat != s.captain:
        return RuleError("CO1", _("Only the captain, {who}, names the wage.").format(
            who=s.names[s.captain]))
    if s.wage >= 0:
        return RuleError("CO1", _("The wage is named once a round, at its start: this "
                                  "round's is {wage}.").format(wage=s.wage))
    return None


# --- OF: offering, passing, the role pick ----------------------------------------------------


@REFEREE.on("offer", Offer)
def _offer(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    card = cmd.card
    if card not in p.cards or type(card) is not int:
        raise refuse(s, p, cmd)
    R.offer(s, cmd.seat, card, out)


@REFEREE.check(Offer)
def _why_no_offer(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """RU12 (a player who has passed never offers again that round), OF3 (with no card in
    hand a player must pass), OF2 (one card from the hand)."""
    if not _offering(s):
        return None
    seat = cmd.seat
    if s.passed[seat]:
        return RuleError("RU12", _("{who} has passed and offers nothing more this "
                                   "round.").format(who=s.names[seat]))
    hand = s.hands[seat]
    if not hand:
        return RuleError("OF3", _("{who} has no card in hand and must pass.").format(
            who=s.names[seat]))
    if type(cmd.card) is not int or cmd.card not in hand:
        return RuleError("OF2", _("Offer one card from your hand."))
    return None


@REFEREE.on("offer", Pass)
def _pass(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    R.pass_turn(s, cmd.seat, out)


@REFEREE.check(Pass)
def _why_no_pass(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """OF1: a player who has passed is skipped until the offering ends."""
    if _offering(s) and s.passed[cmd.seat]:
        return RuleError("OF1", _("{who} has already passed and is skipped until the "
                                  "offering ends.").format(who=s.names[cmd.seat]))
    return None


@REFEREE.on("pick_role", PickRole)
def _pick_role(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if cmd.role not in p.roles or type(cmd.role) is not str:
        raise refuse(s, p, cmd)
    R.pick_role(s, cmd.seat, cmd.role, out)


@REFEREE.check(PickRole)
def _why_no_role(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """OF5: a player other than the captain, on passing, takes one of the roles still in the
    middle. (Which roles are left is told only to the seat picking now, DA2.)"""
    seat = cmd.seat
    if s.role[seat]:
        return RuleError("OF5", _("{who} has already taken a role this round.").format(
            who=s.names[seat]))
    if seat == s.captain:
        return RuleError("OF5", _("The captain never takes a role."))
    if not s.passed[seat]:
        return RuleError("OF5", _("{who} takes a role on passing, not before.").format(
            who=s.names[seat]))
    if p.step == "pick_role" and seat == p.seat and (
            type(cmd.role) is not str or cmd.role not in p.roles):
        return RuleError("OF5", _("Take one of the roles still in the middle: {roles}.")
                         .format(roles=", ".join(word(r) for r in p.roles)))
    return None


# --- MU: the mutiny ----------------------------------------------------------------------------


@REFEREE.on("mutiny", Sabres)
def _mutiny(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if not _is_int(cmd.count) or not 0 <= cmd.count <= p.count:
        raise refuse(s, p, cmd)
    R.play_sabres(s, cmd.seat, cmd.count, out)


@REFEREE.check(Sabres)
def _why_no_sabres(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """RU11 (no mutineer, no mutiny), MU4 (the mutiny is decided), RU2 (the merchant and the
    loadmaster take no part), RU5 (sabres come only from the seat's set-aside cards)."""
    if s.revealed and s.seat_of("mutineer") < 0:
        return RuleError("RU11", _("Nobody took the Mutineer this round, so there is no "
                                   "mutiny."))
    if s.mutiny_won is not None:
        return RuleError("MU4", _("This round's mutiny is over."))
    if s.step != "mutiny":
        return None
    seat = cmd.seat
    if seat not in s.participants:
        return RuleError("RU2", _("{who} takes no part in the mutiny.").format(
            who=s.names[seat]))
    k = len(R.conflicts_aside(s, seat))
    if not _is_int(cmd.count) or not 0 <= cmd.count <= k:
        return RuleError("RU5", ngettext(
            "You can play 0 to {k} conflict card from your set-aside cards.",
            "You can play 0 to {k} conflict cards from your set-aside cards.",
            k).format(k=k))
    return None


# --- SA3: the sales allocation -----------------------------------------------------------------


@REFEREE.on("allocate", Allocate)
def _allocate(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    plan = cmd.plan
    if plan not in p.allocations:        # a canonical plan is legal; anything else is checked
        plan, clause, _message = check(s.cat, s.active, s.offers[cmd.seat], plan)
        if clause:
            raise refuse(s, p, cmd)
    R.allocate(s, cmd.seat, plan, out)


@REFEREE.check(Allocate)
def _why_no_allocation(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """SA3, DA5: each seller fixes their allocation once, under rules (a)–(c) (and SA1, SA2:
    only active islands, only goods they buy)."""
    if s.step != "sales":
        return None
    seat = cmd.seat
    if s.plans[seat] is not None:
        return RuleError("SA3", _("{who} has already said where their goods are "
                                  "sold.").format(who=s.names[seat]))
    if seat in s.sellers:
        _plan, clause, message = check(s.cat, s.active, s.offers[seat], cmd.plan)
        if clause:
            return RuleError(clause, message)
    return None


# --- DW3: the loadmaster -----------------------------------------------------------------------


@REFEREE.on("use_extra", UseExtra)
def _use_extra(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if not isinstance(cmd.use, bool):
        raise refuse(s, p, cmd)
    R.use_extra(s, cmd.seat, cmd.use, out)


def _not_loadmaster(s: State, seat: int) -> RuleError | None:
    """DW3: only the loadmaster draws extra cards (known to all once the roles are shown)."""
    if s.revealed and seat != s.seat_of("loadmaster"):
        return RuleError("DW3", _("Only the loadmaster draws extra cards, and {who} is not "
                                  "the loadmaster this round.").format(who=s.names[seat]))
    return None


@REFEREE.check(UseExtra)
def _why_no_extra(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """RU19: the loadmaster answers yes or no, once, before drawing; DW3: only the
    loadmaster."""
    if not isinstance(cmd.use, bool):
        return RuleError("RU19", _("Answer yes or no."))
    if (err := _not_loadmaster(s, cmd.seat)) is not None:
        return err
    if s.step == "draw" and s.extra is not None:
        return RuleError("RU19", _("{who} has already chosen whether to draw extra "
                                   "cards.").format(who=s.names[cmd.seat]))
    return None


@REFEREE.on("keep", Keep)
def _keep(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    cards = cmd.cards
    if not each_once(cards, p.cards) or len(cards) != p.count:
        raise refuse(s, p, cmd)
    R.keep(s, cmd.seat, tuple(cards), out)


@REFEREE.check(Keep)
def _why_not_kept(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """DW3: only the loadmaster, exactly as many as bring the hand to 5; RU17: chosen among
    the cards just drawn, each once."""
    if (err := _not_loadmaster(s, cmd.seat)) is not None:
        return err
    if p.step != "keep" or cmd.seat != p.seat:
        return None
    cards = cmd.cards
    if not each_once(cards, p.cards):
        return RuleError("RU17", _("Keep cards from those you just drew, each once."))
    if len(cards) != p.count:
        return RuleError("DW3", ngettext("Keep exactly {k} card.", "Keep exactly {k} cards.",
                                         p.count).format(k=p.count))
    return None


def apply_command(s: State, cmd: Command, p: Prompt | None = None) -> list[Any]:
    """Validate and apply in place; returns the events. RuleError BEFORE any change (DA11:
    naming the most specific clause the command breaks, see game.core.referee)."""
    return REFEREE.apply(s, cmd, current_prompt(s) if p is None else p)


def _instruction(p: Prompt) -> str:
    """What the asked seat should do instead (for a command of the wrong kind)."""
    return {
        "wage": _("First the captain names the wage."),
        "offer": _("Offer a card or pass."),
        "pick_role": _("Take a role from the middle."),
        "mutiny": _("Play conflict cards or pass in the mutiny."),
        "allocate": _("Say where your offered goods are sold."),
        "use_extra": _("Say whether you take the loadmaster's extra draw."),
        "keep": _("Choose the cards to keep."),
    }[p.step]



def start(s: State) -> list[Any]:
    """The events after `game_started` (and a scenario's `position_set`) up to the first
    decision: the first round to play (1 in every game the app deals), CO1."""
    out: list[Any] = []
    R.start_round(s, out, s.round + 1)
    return out


class Game(EventGame, info=GAME, events=E,
           rules=(current_prompt, apply_command, view, initial_state, evolve)):
    """A game in progress: the state plus the events that made it (game.core.match)."""

    @classmethod
    def new(cls, names: Sequence[str], *, cat: Catalogue, seed: int = 0,
            humans: Sequence[bool] | None = None, layout: str = "shuffled",
            decks: Mapping[str, Any] | None = None) -> Game:
        """S1–S7; `decks` (tests, scenarios) prescribes the layout (see setup.game_started)
        and may set a mid-game position (setup.position_set, its own event)."""
        first = game_started(cat, names, seed=seed, humans=humans, layout=layout, decks=decks)
        s = initial_state(cat, first)
        events: list[Any] = [first]
        position = position_set(cat, first, decks)
        if position is not None:
            evolve(s, position)
            events.append(position)
        events.extend(start(s))
        return cls(s, events)
