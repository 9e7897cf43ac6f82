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

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _, ngettext
from game.core.match import EventGame
from game.core.untrusted import shown
from game.meuterer import ID
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

_COMMAND_TYPES = frozenset(COMMANDS.classes.values())

#: what each step accepts, and the clause a command of another kind breaks
_ACCEPTS: dict[str, tuple[tuple[type, ...], str]] = {
    "wage": ((SetWage,), "CO1"),
    "offer": ((Offer, Pass), "OF1"),
    "pick_role": ((PickRole,), "OF5"),
    "mutiny": ((Sabres,), "MU3"),
    "allocate": ((Allocate,), "SA3"),
    "use_extra": ((UseExtra,), "DW3"),
    "keep": ((Keep,), "DW3"),
}


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


def _is_seat(s: State, seat: Any) -> bool:
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < s.n


def _check_seat(s: State, p: Prompt, cmd: Any) -> None:
    """DA10: only the seat asked may act; players by name, never number."""
    if not _is_seat(s, cmd.seat):
        raise RuleError(p.clause, _("There is no seat {seat} at this table.").format(
            seat=shown(cmd.seat, 12)))
    if type(cmd) is Offer and s.passed[cmd.seat] and s.step in ("offer", "pick_role"):
        raise RuleError("RU12", _("{who} has passed and offers nothing more this "
                                  "round.").format(who=s.names[cmd.seat]))
    if type(cmd) is PickRole and cmd.seat == s.captain:
        raise RuleError("OF5", _("The captain never takes a role."))
    if type(cmd) is Sabres and s.step == "mutiny" and cmd.seat not in s.participants:
        raise RuleError("RU2", _("{who} takes no part in the mutiny.").format(
            who=s.names[cmd.seat]))
    raise RuleError(p.clause, _("It is {who}'s decision now, not {other}'s.").format(
        who=s.names[p.seat], other=s.names[cmd.seat]))


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _offer(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if type(cmd) is Pass:
        R.pass_turn(s, cmd.seat, out)
        return
    card = cmd.card
    if card not in p.cards or type(card) is not int:
        raise RuleError("OF2", _("Offer one card from your hand."))
    R.offer(s, cmd.seat, card, out)


def _wage(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if not _is_int(cmd.wage) or cmd.wage not in p.wages:
        raise RuleError("CO1", _("The wage is 0, 1, 2 or 3 victory points."))
    R.set_wage(s, cmd.seat, cmd.wage, out)


def _pick_role(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if cmd.role not in p.roles:
        raise RuleError("OF5", _("Take one of the roles still in the middle: {roles}.")
                        .format(roles=", ".join(word(r) for r in p.roles)))
    R.pick_role(s, cmd.seat, cmd.role, out)


def _mutiny(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if not _is_int(cmd.count) or not 0 <= cmd.count <= p.count:
        raise RuleError("RU5", ngettext(
            "You can play 0 to {k} conflict card from your set-aside cards.",
            "You can play 0 to {k} conflict cards from your set-aside cards.",
            p.count).format(k=p.count))
    R.play_sabres(s, cmd.seat, cmd.count, out)


def _allocate(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    plan = cmd.plan
    if plan not in p.allocations:        # a canonical plan is legal; anything else is checked
        plan, clause, message = check(s.cat, s.active, s.offers[cmd.seat], plan)
        if clause:
            raise RuleError(clause, message)
    R.allocate(s, cmd.seat, plan, out)


def _use_extra(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if not isinstance(cmd.use, bool):
        raise RuleError("RU19", _("Answer yes or no."))
    R.use_extra(s, cmd.seat, cmd.use, out)


def _keep(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if not isinstance(cmd.cards, tuple | list):
        raise RuleError("RU17", _("Keep cards from those you just drew, each once."))
    cards = tuple(cmd.cards)
    if len(set(cards)) != len(cards) or any(type(c) is not int or c not in p.cards
                                            for c in cards):
        raise RuleError("RU17", _("Keep cards from those you just drew, each once."))
    if len(cards) != p.count:
        raise RuleError("DW3", ngettext("Keep exactly {k} card.", "Keep exactly {k} cards.",
                                        p.count).format(k=p.count))
    R.keep(s, cmd.seat, cards, out)


#: each step's decide function: validate the command against the prompt, then apply it
_DECIDE = {"offer": _offer, "wage": _wage, "pick_role": _pick_role, "mutiny": _mutiny,
           "allocate": _allocate, "use_extra": _use_extra, "keep": _keep}
#: (step, command type) → its decide function: the one lookup of an accepted command
_BY_STEP_AND_TYPE = {(step, t): _DECIDE[step] for step, (types, _c) in _ACCEPTS.items()
                     for t in types}


def apply_command(s: State, cmd: Command, p: Prompt | None = None) -> list[Any]:
    """Validate and apply in place; returns the events. RuleError BEFORE any change."""
    if p is None:
        p = current_prompt(s)
        if p is None:
            raise RuleError("E1", _("The game is over."))
    decide = _BY_STEP_AND_TYPE.get((p.step, type(cmd)))
    seat = cmd.seat if decide is not None else None
    if decide is None or seat != p.seat or type(seat) is not int:
        _refuse_misdirected(s, p, cmd)
    out: R.Out = []
    decide(s, p, cmd, out)       # type: ignore[misc]
    return out


def _refuse_misdirected(s: State, p: Prompt, cmd: Any) -> None:
    """The RuleError for a command not meant for this decision: not a command (DA10), from a
    seat not asked (the prompt's clause, RU12, OF5), or of the wrong kind for the step."""
    if type(cmd) not in _COMMAND_TYPES:
        raise RuleError("DA10", _("That is not a command."))
    if cmd.seat != p.seat or type(cmd.seat) is not int:
        _check_seat(s, p, cmd)
    if type(cmd) is PickRole and cmd.seat == s.captain:
        raise RuleError("OF5", _("The captain never takes a role."))
    raise RuleError(_ACCEPTS[p.step][1], _instruction(p))


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


def decide(s: State, cmd: Command) -> list[Any]:
    """The events `cmd` causes (up to the next decision); the given state is not touched."""
    return apply_command(s.clone(), cmd)


def start(s: State) -> list[Any]:
    """The events after `game_started` (and a scenario's `position_set`) up to the first
    decision: the first round to play (1 in every game the app deals), CO1."""
    out: list[Any] = []
    R.start_round(s, out, s.round + 1)
    return out


def replay(cat: Catalogue, events: Iterable[Any]) -> State:
    """Rebuild a state from its events alone (no generator involved)."""
    it = iter(events)
    first = next(it, None)
    if not isinstance(first, E.GameStarted):
        raise ValueError("a game's events begin with game_started")
    s = initial_state(cat, first)
    for ev in it:
        if isinstance(ev, E.GameStarted):
            raise ValueError("game_started may only begin a game")
        evolve(s, ev)
    return s


class Game(EventGame):
    """A game in progress: the state plus the events that made it (game.core.match)."""

    TABLE, TITLE, EVENTS = ID, "Meuterer", E
    current_prompt = staticmethod(current_prompt)
    apply_command = staticmethod(apply_command)
    view_of = staticmethod(view)
    rebuild = staticmethod(replay)

    _state: State
    _prompt: Prompt | None

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
