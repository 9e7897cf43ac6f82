"""The engine's public face: a Game is its events; commands go in, events come out.

    game = Game.new(["Ania", "Bartek", "Łukasz"], cat=cat, seed=7)
    p = game.prompt()                 # who must decide what, and what is legal
    game.submit(DrawWreck(p.seat))    # RuleError (naming the clause) if illegal
    game.view(seat)                   # what one seat may see (DA5)
    Game.from_json(game.to_json(), cat)   # replays the events exactly (DA4)

`current_prompt(state)` is the one source of legality: the table highlights from it, bots
choose from it, `_check` accepts only what it allows.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, ClassVar

from game.core.errors import RuleError
from game.core.i18n import _, ngettext
from game.core.match import EventGame, EventsModule
from game.core.untrusted import shown
from game.rum import ID
from game.rum import events as E
from game.rum import rules as R
from game.rum.cards import Catalogue
from game.rum.commands import COMMANDS, Command, DrawBeach, DrawWreck, LaySet, ReturnCards
from game.rum.prompts import Prompt
from game.rum.sets import capturable_raw
from game.rum.setup import game_started
from game.rum.state import State, evolve, initial_state
from game.rum.view import view

_ALL_SPOTS = (0, 1, 2)
_COMMAND_TYPES = frozenset(COMMANDS.classes.values())


def current_prompt(s: State) -> Prompt | None:
    """The one decision the game waits for (None: over)."""
    if s.over:
        return None
    if s.step == "return":
        seat = s.asking[0]
        return Prompt(seat, "return", s.count, s.cause, cards=tuple(s.hands[seat]))
    seat = s.turn
    hand = s.hands[seat]
    b, up = s.beach, s.beach_up
    spots = _ALL_SPOTS if min(b) >= 0 else tuple(i for i in (0, 1, 2) if b[i] >= 0)
    return Prompt(seat, "turn", 0, "", False, spots,
                  bool(s.wreck), tuple(hand),
                  capturable_raw(s.cat, [b[i] for i in (0, 1, 2) if up[i]], s.values,
                                 s.owners, seat, hand))


def _is_seat(s: State, seat: Any) -> bool:
    return isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < s.n


def _check_seat(s: State, p: Prompt, cmd: Any) -> None:
    """T1 / PA2 / WV3 (DA1): only the seat asked may act; players by name, never number."""
    if cmd.seat == p.seat:
        return
    if not _is_seat(s, cmd.seat):
        raise RuleError(p.clause, _("There is no seat {seat} at this table.").format(
            seat=shown(cmd.seat, 12)))
    if p.step == "turn":
        msg = _("It is {who}'s turn, not {other}'s.")
    else:
        msg = _("{who} is choosing cards to give back now, not {other}.")
    raise RuleError(p.clause, msg.format(who=s.names[p.seat], other=s.names[cmd.seat]))


def _decide_turn(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    seat = cmd.seat
    t = type(cmd)
    if t is DrawWreck:
        if not s.wreck:
            raise RuleError("DR3", _("The wreck is empty; draw from the beach or lay a set."))
        R.draw_wreck(s, seat, out)
    elif t is DrawBeach:
        spot = cmd.spot
        if type(spot) is not int or spot not in p.spots:
            raise RuleError("DR1", _("There is no card on that beach spot."))
        R.draw_beach(s, seat, spot, out)
    elif t is LaySet:
        laid = tuple(tuple(x) for x in cmd.laid)
        hand = s.hands[seat]
        for item in laid:
            if len(item) != 2 or item[0] not in hand:
                raise RuleError("PL1", _("You can lay only rum cards from your hand."))
        outcome = R.set_outcome(s, seat, laid)
        if not outcome.legal:
            raise RuleError(outcome.clause, outcome.reason)
        R.lay_set(s, seat, laid, outcome.captures, outcome.scores, out)
    else:
        raise RuleError("T1", _("On your turn, draw a card or lay a set."))


def _decide_return(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if type(cmd) is not ReturnCards:
        raise RuleError(p.clause, ngettext(
            "First give back {k} card to the wreck.", "First give back {k} cards to the wreck.",
            p.count).format(k=p.count))
    cards = tuple(cmd.cards)
    hand = s.hands[cmd.seat]
    if len(set(cards)) != len(cards) or any(c not in hand for c in cards):
        raise RuleError(p.clause, _("Give back cards from your hand, each once."))
    if len(cards) != p.count:
        raise RuleError(p.clause, ngettext("Give back exactly {k} card.",
                                           "Give back exactly {k} cards.", p.count).format(
            k=p.count))
    if p.cause == "parrot":
        R.parrot_returned(s, cmd.seat, cards, out)
    else:
        R.wave_chosen(s, cmd.seat, cards, out)


def apply_command(s: State, cmd: Command, p: Prompt | None = None) -> list[Any]:
    """Validate and apply in place; returns the events. RuleError BEFORE any change."""
    p = current_prompt(s) if p is None else p
    if p is None:
        raise RuleError("E3", _("The game is over."))
    if type(cmd) not in _COMMAND_TYPES:
        raise RuleError("DA1", _("That is not a command."))
    if cmd.seat != p.seat:
        _check_seat(s, p, cmd)
    out: R.Out = []
    if p.step == "turn":
        _decide_turn(s, p, cmd, out)
    else:
        _decide_return(s, p, cmd, out)
    return out


def decide(s: State, cmd: Command) -> list[Any]:
    """The events `cmd` causes (up to the next decision); the given state is not touched."""
    return apply_command(s.clone(), cmd)


def start(s: State, first: E.GameStarted) -> list[Any]:
    """The events after `game_started` up to the first decision."""
    out: list[Any] = []
    R.begin_turn(s, out, first.first)
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

    TABLE = ID
    TITLE = "RUM"
    EVENTS: ClassVar[EventsModule] = E
    current_prompt = staticmethod(current_prompt)
    apply_command = staticmethod(apply_command)
    view_of = staticmethod(view)
    rebuild = staticmethod(replay)

    _state: State
    _prompt: Prompt | None

    @classmethod
    def new(cls, names: Sequence[str], *, cat: Catalogue, seed: int = 0,
            humans: Sequence[bool] | None = None, first_player: str = "random",
            decks: Mapping[str, Any] | None = None) -> Game:
        """S1–S7; `decks` (tests, scenarios) prescribes the layout (see setup.game_started)."""
        first, forced = game_started(cat, names, seed=seed, humans=humans,
                                     first_player=first_player, decks=decks)
        s = initial_state(cat, first)
        s.forced = forced
        events: list[Any] = [first]
        events.extend(start(s, first))
        return cls(s, events)
