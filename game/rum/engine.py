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

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _, ngettext
from game.core.match import EventGame
from game.core.referee import Referee, each_once, is_seat, not_asked
from game.rum import GAME
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


def _turn_order(s: State, p: Prompt, cmd: Any) -> RuleError:
    """T1 / PA2 / WV3 (DA1, DA11): a command that breaks nothing but the order of play cites
    the pending step's clause: from a seat not asked, who is asked; from that seat, what it
    is asked. Players by name, never number."""
    seat = cmd.seat
    if seat != p.seat or type(seat) is not int:
        if not is_seat(seat, s.n):
            return RuleError(p.clause, not_asked(s.names, p.seat, seat))
        if p.step == "turn":
            msg = _("It is {who}'s turn, not {other}'s.")
        else:
            msg = _("{who} is choosing cards to give back now, not {other}.")
        return RuleError(p.clause, msg.format(who=s.names[p.seat], other=s.names[seat]))
    if p.step == "turn":
        return RuleError("T1", _("On your turn, draw a card or lay a set."))
    return RuleError(p.clause, ngettext(
        "First give back {k} card to the wreck.", "First give back {k} cards to the wreck.",
        p.count).format(k=p.count))


REFEREE = Referee(_turn_order, COMMANDS, over="E3", not_a_command="DA1")
refuse = REFEREE.refuse


# --- DR: drawing ---------------------------------------------------------------------------


@REFEREE.on("turn", DrawWreck)
def _draw_wreck(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    if not p.wreck:
        raise refuse(s, p, cmd)
    R.draw_wreck(s, cmd.seat, out)


@REFEREE.check(DrawWreck)
def _why_no_wreck_draw(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """DR3: a draw from the wreck needs a card in it."""
    if not s.wreck:
        return RuleError("DR3", _("The wreck is empty; draw from the beach or lay a set."))
    return None


@REFEREE.on("turn", DrawBeach)
def _draw_beach(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    spot = cmd.spot
    if type(spot) is not int or spot not in p.spots:
        raise refuse(s, p, cmd)
    R.draw_beach(s, cmd.seat, spot, out)


@REFEREE.check(DrawBeach)
def _why_no_beach_draw(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """DR1, BE1: one of the beach's three spots, holding a card."""
    spot = cmd.spot
    if type(spot) is not int or not 0 <= spot < 3 or s.beach[spot] < 0:
        return RuleError("DR1", _("There is no card on that beach spot."))
    return None


# --- PL: laying a set ----------------------------------------------------------------------


def _laid(s: State, cmd: Any) -> tuple[tuple[Any, ...], ...] | None:
    """PL1: the laid (card, end) pairs, or None unless every card is in the layer's hand."""
    try:
        laid = tuple(tuple(x) for x in cmd.laid)
    except TypeError:
        return None
    hand = s.hands[cmd.seat]
    if any(len(item) != 2 or item[0] not in hand for item in laid):
        return None
    return laid


@REFEREE.on("turn", LaySet)
def _lay_set(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    laid = _laid(s, cmd)
    if laid is None:
        raise refuse(s, p, cmd)
    outcome = R.set_outcome(s, cmd.seat, laid)
    if not outcome.legal:
        raise refuse(s, p, cmd)
    R.lay_set(s, cmd.seat, laid, outcome.captures, outcome.scores, out)


@REFEREE.check(LaySet)
def _why_no_set(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """PL1 (rum cards from the layer's own hand), then the set's own legality on a turn (DA2,
    `sets.evaluate`: RU5, PL8, RU22; while cards are given back, a wave's parrot may lie face
    up on the beach, and no set is weighed then)."""
    laid = _laid(s, cmd)
    if laid is None:
        return RuleError("PL1", _("You can lay only rum cards from your hand."))
    if p.step != "turn":
        return None
    outcome = R.set_outcome(s, cmd.seat, laid)
    if not outcome.legal:
        return RuleError(outcome.clause, outcome.reason)
    return None


# --- PA2 / WV3: giving cards back ----------------------------------------------------------


@REFEREE.on("return", ReturnCards)
def _return(s: State, p: Prompt, cmd: Any, out: R.Out) -> None:
    cards = cmd.cards
    if not each_once(cards, s.hands[cmd.seat]) or len(cards) != p.count:
        raise refuse(s, p, cmd)
    cards = tuple(cards)
    if p.cause == "parrot":
        R.parrot_returned(s, cmd.seat, cards, out)
    else:
        R.wave_chosen(s, cmd.seat, cards, out)


@REFEREE.check(ReturnCards)
def _why_no_return(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """PA2 / WV3: a seat asked to give back N cards gives exactly N of its own, each once."""
    if p.step != "return" or cmd.seat not in s.asking:
        return None
    cards = cmd.cards
    if not each_once(cards, s.hands[cmd.seat]):
        return RuleError(p.clause, _("Give back cards from your hand, each once."))
    if len(cards) != p.count:
        return RuleError(p.clause, ngettext("Give back exactly {k} card.",
                                            "Give back exactly {k} cards.", p.count).format(
            k=p.count))
    return None


def apply_command(s: State, cmd: Command, p: Prompt | None = None) -> list[Any]:
    """Validate and apply in place; returns the events. RuleError BEFORE any change (DA11:
    naming the most specific clause the command breaks, see game.core.referee)."""
    return REFEREE.apply(s, cmd, current_prompt(s) if p is None else p)



def start(s: State, first: E.GameStarted) -> list[Any]:
    """The events after `game_started` up to the first decision."""
    out: list[Any] = []
    R.begin_turn(s, out, first.first)
    return out


class Game(EventGame, info=GAME, events=E,
           rules=(current_prompt, apply_command, view, initial_state, evolve)):
    """A game in progress: the state plus the events that made it (game.core.match)."""

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
