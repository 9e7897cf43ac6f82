"""The engine's public face: a Game is its events; commands go in, events come out.

    game = Game.new(["Anna", "Ben", "Cleo", "Dan"], seed=7, cat=cat)
    p = game.prompt()                 # who must decide what, and what is legal
    game.submit(Pass(p.seat))         # RuleError (naming the clause) if illegal
    game.view(seat)                   # what one seat may see (DA8)
    Game.from_json(game.to_json(), cat)   # replays the events exactly (DA7)

`cat` is the card catalogue (`load_catalogue()`, or a table's rulebook's `cat`): passed in,
never fetched from a global.

`Game.decide(state, command)` validates a command against the one prompt function and returns
the events it causes (up to the next decision), without touching the given state.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.errors import RuleError
from game.core.i18n import N_, _, ngettext
from game.core.match import EventGame
from game.core.untrusted import shown
from game.jolly_roger import GAME
from game.jolly_roger import events as E
from game.jolly_roger import rules as _rules  # noqa: F401  (registers the steps)
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.commands import COMMANDS, Command
from game.jolly_roger.evolve import evolve, initial_state
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules import bribes, specials
from game.jolly_roger.rules import round as R
from game.jolly_roger.rules.common import AUTO, STEPS, WHY_NOT, Out
from game.jolly_roger.rules.round import HAND_LIMITS
from game.jolly_roger.setup import game_started
from game.jolly_roger.state import State
from game.jolly_roger.view import view
from game.jolly_roger.words import words

# What each command does, for messages people read (translated where shown).
ACTION_WORDS = {
    "appoint": N_("appoint a quartermaster"), "choose_destination": N_("choose a destination"),
    "call_mutiny": N_("call a mutiny"), "pass": N_("pass"), "play_cards": N_("play cards"),
    "reveal": N_("reveal the destination"), "assign_skills": N_("choose the all-rounders' skills"),
    "take_prize": N_("take a prize card"), "share_loot": N_("share the loot"),
    "exchange_prize": N_("exchange a prize card"), "cash_in": N_("cash in Hostages or Jewels"),
    "play_special": N_("play a special card"), "bury": N_("bury treasure"),
    "order_punishment": N_("decide on a punishment"), "choose_victim": N_("choose who is punished"),
    "discard": N_("discard"), "offer_bribe": N_("offer a bribe"),
    "answer_bribe": N_("answer an offer"), "promise": N_("make a promise"),
    "give_prize": N_("give a prize card"),
}


def action_words(action: str) -> str:
    return _(ACTION_WORDS.get(action, action))


def current_prompt(s: State) -> Prompt | None:
    """The one decision the game waits for, or None when it is over. H2 comes first."""
    if s.over:
        return None
    if max(map(len, s.hands)) > HAND_LIMITS[s.n]:  # (over_limit's quick test, inlined)
        seat = R.over_limit(s)
        if seat >= 0:
            return R.discard_prompt(s, seat)
    st = STEPS.get(s.step)
    if st is None or not s.queue:
        return None
    return specials.decorate(s, st.prompt(s))


def legal(s: State, seat: int) -> Prompt | None:
    """What `seat` may do now (None: nothing — it is someone else's decision)."""
    p = current_prompt(s)
    return p if p is not None and p.seat == seat else None


def advance(s: State, out: Out) -> None:
    """Run the steps nobody decides until a decision is needed (or the game ends)."""
    settle(s, out)


def settle(s: State, out: Out) -> Prompt | None:
    """`advance`, then `current_prompt`, in one pass: the tests that stop the automatic steps
    (the game is over, a hand is over the limit, a step waits for a seat) are the ones that
    choose the prompt, so they run once per decision instead of twice."""
    limit = HAND_LIMITS[s.n]
    hands = s.hands
    while True:
        if s.over:
            return None
        if max(map(len, hands)) > limit:  # H2 comes first
            return R.discard_prompt(s, R.over_limit(s))
        fn = AUTO.get(s.step)
        if fn is None or not fn(s, out):
            break
    st = STEPS.get(s.step)
    if st is None or not s.queue:
        return None
    return specials.decorate(s, st.prompt(s))


# Command types with nothing to validate beyond their action: no cards, card, target, kind.
_BARE = frozenset(t for t in COMMANDS.classes.values()
                  if not {"cards", "card", "target", "kind"} & set(t._fields))  # type: ignore[attr-defined]


def _check(s: State, p: Prompt | None, cmd: Any) -> None:
    """The generic half of validation: whose turn, which action, which cards/seats/options.
    Whatever the prompt leaves out is refused; `_refusal` says why (the clause it breaks)."""
    if p is None:
        raise RuleError("E1", _("The game is over."))
    action = getattr(cmd, "NAME", None)
    if action is None:
        raise RuleError("DA2", _("That is not a command."))
    seat = cmd.seat
    if seat == p.seat and action in p.actions and type(cmd) in _BARE:
        return  # a bare command (pass, reveal) the prompt allows: nothing else to check
    if seat != p.seat:
        raise _refusal(s, p, cmd, _not_yours(s, p, seat))
    if action in ("offer_bribe", "promise") and p.bribe:
        pass  # B1 / DA6: possible at any of the seat's own prompts
    elif action in ("offer_bribe", "promise") and p.step != "guard":
        if p.step in specials.PLAIN_STEPS and not bribes.may_offer(s, seat):
            raise RuleError("B1", _("No more offers or promises this round: {k} per round "
                                    "(ruling RP10).").format(k=bribes.OFFERS_PER_ROUND))
        raise RuleError("B1", _("You cannot make an offer or a promise now."))
    elif action not in p.actions:
        raise _refusal(s, p, cmd, _("You cannot {action} now; you may: {allowed}.").format(
            action=action_words(action), allowed=", ".join(action_words(a) for a in p.actions)))
    if hasattr(cmd, "cards"):
        cards = cmd.cards
        if len(set(cards)) != len(cards):
            raise RuleError(p.clause, _("A card is named twice."))
        for c in cards:
            if c not in p.cards:
                raise _refusal(s, p, cmd, _unusable(c))
        if not p.min_cards <= len(cards) <= max(p.max_cards, p.min_cards):
            if p.min_cards == p.max_cards:
                msg = ngettext("Choose exactly {k} card.", "Choose exactly {k} cards.",
                               p.min_cards).format(k=p.min_cards)
            else:
                msg = ngettext("Choose {lo} to {hi} card.", "Choose {lo} to {hi} cards.",
                               p.max_cards).format(lo=p.min_cards, hi=p.max_cards)
            raise RuleError(p.clause, msg)
    if action == "play_special":
        if cmd.card not in p.specials:
            raise RuleError(p.clause, _("That special card cannot be played for its effect "
                                        "now."))
    elif action in ("offer_bribe", "promise"):
        pass  # checked by game.jolly_roger.rules.bribes
    else:
        if hasattr(cmd, "card") and cmd.card not in p.cards:
            raise _refusal(s, p, cmd, _unusable(cmd.card))
        if hasattr(cmd, "target") and cmd.target not in p.targets:
            raise _refusal(s, p, cmd, _("{who} cannot be chosen here.").format(
                who=s.names[cmd.target]) if _is_seat(s, cmd.target) else _no_seat(cmd.target))
    if hasattr(cmd, "kind") and cmd.kind not in p.choices:
        raise _refusal(s, p, cmd, _("Choose one of: {choices}.").format(
            choices=words(p.choices)))


def _refusal(s: State, p: Prompt, cmd: Any, message: str) -> RuleError:
    """A command the prompt leaves out: the rules module that owns it says which rule it
    would break (common.WHY_NOT), else the prompt's clause with `message`."""
    why = WHY_NOT.get(cmd.NAME)
    return (why(s, p, cmd) if why is not None else None) or RuleError(p.clause, message)


def _is_seat(s: State, seat: Any) -> bool:
    return isinstance(seat, int) and 0 <= seat < s.n


def _no_seat(seat: Any) -> str:
    return _("There is no seat {seat} at this table.").format(seat=shown(seat, 12))


def _not_yours(s: State, p: Prompt, seat: Any) -> str:
    """Players by their names, never by seat numbers."""
    if not _is_seat(s, seat):
        return _no_seat(seat)
    return _("It is {who}'s decision now, not {other}'s.").format(
        who=s.names[p.seat], other=s.names[seat])


def _unusable(card: Any) -> str:
    return _("Card {card} cannot be used here.").format(card=shown(card, 12))


def apply_command(s: State, cmd: Command, p: Prompt | None = None) -> list[Any]:
    """Validate and apply in place; returns the events. Raises RuleError BEFORE any change.
    `p` may pass in the current prompt when the caller already has it."""
    return _apply(s, cmd, current_prompt(s) if p is None else p)[0]


def _apply(s: State, cmd: Command, p: Prompt | None) -> tuple[list[Any], Prompt | None]:
    """`apply_command` returning the next prompt too (see `settle`)."""
    out: Out = []
    return out, step(s, cmd, p, out)


def step(s: State, cmd: Command, p: Prompt | None, out: Out | None = None) -> Prompt | None:
    """Validate and apply `cmd` in place, given the current prompt `p`; return the next
    prompt (the events go to `out` when given). The search's move
    (game.jolly_roger.ai.search): the same validation and rules as `submit`, without
    recomputing the prompt it already holds."""
    _check(s, p, cmd)
    assert p is not None
    if out is None:
        out = []
    action = cmd.NAME
    if action == "play_special":
        specials.play(s, cmd, p, out)
    elif action == "offer_bribe":
        bribes.offer(s, cmd, p, out)
    elif action == "promise":
        bribes.promise(s, cmd, p, out)
    elif p.step == "discard":
        R.discard_decide(s, cmd, p, out)
    else:
        STEPS[p.step].decide(s, cmd, p, out)
    return settle(s, out)


class Game(EventGame, info=GAME, events=E,
           rules=(current_prompt, apply_command, view, initial_state, evolve)):
    """A game in progress: the state plus the events that made it (game.core.match)."""

    @classmethod
    def play(cls, state: Any, cmd: Any, prompt: Any) -> tuple[list[Any], Any]:
        """Settle finds the next prompt as the rules run."""
        return _apply(state, cmd, prompt)
    #: the replay and the results rebuild the game after any single event (DA7)
    REBUILDS_ANY_PREFIX = True

    @classmethod
    def new(cls, names: Sequence[str], *, cat: Catalogue, seed: int = 0,
            variants: Sequence[str] = (), humans: Sequence[bool] | None = None,
            ask_all: bool = True, decks: Mapping[str, Any] | None = None) -> Game:
        """S1–S5. `decks` (tests, scenarios) prescribes orders; see docs/engine.md."""
        first = game_started(cat, names, seed=seed, variants=variants, humans=humans,
                             ask_all=ask_all, decks=decks)
        s = initial_state(cat, first)
        events: list[Any] = [first]
        advance(s, events)
        return cls(s, events)

    def secrecy(self) -> dict[str, Any]:
        """DA8 with variant VH: prize cards stay hidden to all but their owner."""
        return {"hidden_prizes": "VH" in self._state.variants}
