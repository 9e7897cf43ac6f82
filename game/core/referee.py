"""Refusals that cite the rule broken, for every table (Meuterer's DA11; Jolly Roger's engine
does the same with its own `why_not`).

A table's `Referee` holds two things:

- which commands each decision step accepts, and the decide function that applies them
  (`on(step, *types)`); the prompt stays the one source of legality: a decide function checks
  the command's arguments against the prompt and, on any mismatch, raises `refuse(...)`;
- per command type, the checks that name the clause a command breaks (`check(*types)`), in
  the order they are declared: the most specific first.

`apply(state, cmd, prompt)` is the table's `apply_command`: the one lookup of an accepted
command, its decide function, its events; a refusal before any change.

`refuse(state, prompt, cmd)` is the refusal of any command the prompt leaves out, wherever
that shows (a seat not asked, a kind the step does not take, an argument the prompt does not
offer): the first declared check that finds a broken clause names it; only a command that
breaks nothing but the turn order gets the table's `turn_order` refusal, which cites the
pending step's clause. So a second wage is refused citing CO1 while the game waits on the
offering (OF1), and an offer from an empty hand cites OF3 rather than the general OF2.

    REFEREE = Referee(turn_order, COMMANDS, over="E1", not_a_command="DA10")

    @REFEREE.on("wage", SetWage)
    def _wage(s, p, cmd, out):
        if cmd.wage not in p.wages:
            raise REFEREE.refuse(s, p, cmd)
        rules.set_wage(s, cmd.seat, cmd.wage, out)

    @REFEREE.check(SetWage)
    def _wage_once(s, p, cmd):
        if s.wage >= 0:
            return RuleError("CO1", _("The wage is named once a round, at its start."))
        return None

Checks run only on the refusal path (an accepted command costs one dict lookup), only for a
command from a real seat (`0 <= cmd.seat < state.n`: anything else is the turn order's "no
such seat"), and must cope with any values in the command's other fields (they may come
from a hostile file). A check may speak of the commanding seat's own cards — the refusal
goes back to that seat — but never of another seat's hidden cards or roles.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _
from game.core.records import Registry
from game.core.untrusted import shown

#: `(state, prompt, command)` -> the RuleError naming the clause the command breaks, or None
Check = Callable[[Any, Any, Any], RuleError | None]
#: `(state, prompt, command, out)`: apply an accepted command, appending its events to `out`
Decide = Callable[[Any, Any, Any, list[Any]], None]


class Referee:
    """One table's decisions: the decide function of each (step, command type) the steps
    accept, and per command type the checks that say which clause a refused command breaks.

    `turn_order(state, prompt, command)` is the refusal of a command that breaks nothing but
    the turn order (a seat not asked, a step that takes other commands): it cites the
    pending step's clause (`prompt.clause`) and says who is asked, and what for. `commands`
    is the table's command registry; `over` and `not_a_command` are the clauses of its
    contract that refuse any command once the game is over, and anything not a command."""

    def __init__(self, turn_order: Callable[[Any, Any, Any], RuleError], commands: Registry,
                 *, over: str, not_a_command: str) -> None:
        self.turn_order = turn_order
        self.accepts: dict[tuple[str, type], Decide] = {}
        self.checks: dict[type, list[Check]] = {}
        self.commands = commands
        self.over = over
        self.not_a_command = not_a_command

    def on(self, step: str, *types: type) -> Callable[[Decide], Decide]:
        """Register the decide function of commands of `types` at `step`."""
        def register(fn: Decide) -> Decide:
            for t in types:
                assert (step, t) not in self.accepts, (step, t)
                self.accepts[(step, t)] = fn
            return fn
        return register

    def check(self, *types: type) -> Callable[[Check], Check]:
        """Register a check of commands of `types`; declare the most specific first."""
        def register(fn: Check) -> Check:
            for t in types:
                self.checks.setdefault(t, []).append(fn)
            return fn
        return register

    def decide(self, s: Any, p: Any, cmd: Any) -> Decide:
        """The decide function for `cmd` at prompt `p`; raises its refusal when the step does
        not take this kind of command or `cmd` is not from the seat asked."""
        fn = self.accepts.get((p.step, type(cmd)))
        seat = cmd.seat if fn is not None else None
        if fn is None or seat != p.seat or type(seat) is not int:
            raise self._refusal(s, p, cmd)
        return fn

    def apply(self, s: Any, cmd: Any, p: Any) -> list[Any]:
        """The table's `apply_command`: apply `cmd` in place at prompt `p` (None: the game is
        over) and return its events. RuleError before any change: the game is over, it is
        not a command, or `refuse` (the most specific clause it breaks, DA11)."""
        if p is None:
            raise RuleError(self.over, _("The game is over."))
        out: list[Any] = []
        self.decide(s, p, cmd)(s, p, cmd, out)
        return out

    def _refusal(self, s: Any, p: Any, cmd: Any) -> RuleError:
        if type(cmd) not in self.commands.classes.values():
            return RuleError(self.not_a_command, _("That is not a command."))
        return self.refuse(s, p, cmd)

    def refuse(self, s: Any, p: Any, cmd: Any) -> RuleError:
        """The refusal of `cmd`: the clause of the first declared check it breaks, else the
        turn order (the pending step's clause)."""
        if is_seat(getattr(cmd, "seat", None), s.n):
            for check in self.checks.get(type(cmd), ()):
                err = check(s, p, cmd)
                if err is not None:
                    return err
        return self.turn_order(s, p, cmd)


def is_seat(seat: Any, n: int) -> bool:
    """A real seat number of a table of `n` (not a bool, not out of range)."""
    return type(seat) is int and 0 <= seat < n


def each_once(cards: Any, allowed: Any) -> bool:
    """A command's list of card ids: a list or tuple of ints, each one of `allowed`, none
    twice (whatever a hostile file put there)."""
    return isinstance(cards, tuple | list) and all(
        type(c) is int and c in allowed for c in cards) and len(set(cards)) == len(cards)


def not_asked(names: tuple[str, ...], asked: int, seat: Any) -> str:
    """The words of a turn-order refusal: the seat asked and the one that acted, by their
    names (never "seat 3"); a seat that does not exist is named as given, made safe."""
    if not is_seat(seat, len(names)):
        return _("There is no seat {seat} at this table.").format(seat=shown(seat, 12))
    return _("It is {who}'s decision now, not {other}'s.").format(
        who=names[asked], other=names[seat])
