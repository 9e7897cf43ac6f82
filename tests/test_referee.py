"""game.core.referee: the shared machinery of refusals that cite the rule broken (Meuterer's
DA11, every table). A toy table of two steps shows the precedence: the first declared check a
command breaks names the clause; only a command that breaks nothing but the turn order cites
the pending step's clause; checks run only on the refusal path and only for a real seat."""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from game.core.errors import RuleError
from game.core.records import Registry
from game.core.referee import Referee, each_once, is_seat, not_asked

TOY_COMMANDS = Registry("action")


class Toy:
    """A table of two seats: a wage once, then plays from a hand."""

    def __init__(self) -> None:
        self.n = 2
        self.names = ("Anna", "Ben")
        self.wage = -1
        self.hands = [[1, 2], []]


class Ask(NamedTuple):
    seat: int
    step: str

    @property
    def clause(self) -> str:
        return {"wage": "W1", "play": "P1"}[self.step]


@TOY_COMMANDS.register
class SetWage(NamedTuple):
    seat: int
    wage: Any


@TOY_COMMANDS.register
class Play(NamedTuple):
    seat: int
    card: Any


def toy_referee() -> tuple[Referee, list[str]]:
    ran: list[str] = []

    def turn_order(s: Toy, p: Ask, cmd: Any) -> RuleError:
        return RuleError(p.clause, not_asked(s.names, p.seat, cmd.seat))

    ref = Referee(turn_order, TOY_COMMANDS, over="E1", not_a_command="DA1")

    @ref.on("wage", SetWage)
    def _wage(s: Toy, p: Ask, cmd: Any, out: list[Any]) -> None:
        if cmd.wage not in (0, 1):
            raise ref.refuse(s, p, cmd)
        out.append(("wage", cmd.wage))

    @ref.on("play", Play)
    def _play(s: Toy, p: Ask, cmd: Any, out: list[Any]) -> None:
        if cmd.card not in s.hands[cmd.seat]:
            raise ref.refuse(s, p, cmd)
        out.append(("play", cmd.card))

    @ref.check(SetWage)
    def _once(s: Toy, p: Ask, cmd: Any) -> RuleError | None:
        ran.append("once")
        return RuleError("W2", "once a round") if s.wage >= 0 else None

    @ref.check(SetWage)
    def _value(s: Toy, p: Ask, cmd: Any) -> RuleError | None:
        ran.append("value")
        return RuleError("W1", "0 or 1") if cmd.wage not in (0, 1) else None

    @ref.check(Play)
    def _empty(s: Toy, p: Ask, cmd: Any) -> RuleError | None:
        ran.append("empty")
        return RuleError("P3", "empty hand: pass") if not s.hands[cmd.seat] else None

    @ref.check(Play)
    def _in_hand(s: Toy, p: Ask, cmd: Any) -> RuleError | None:
        ran.append("in_hand")
        return RuleError("P2", "from the hand") if cmd.card not in s.hands[cmd.seat] else None

    return ref, ran


def refusal(ref: Referee, s: Toy, p: Ask, cmd: Any) -> RuleError:
    with pytest.raises(RuleError) as err:
        ref.decide(s, p, cmd)(s, p, cmd, [])
    return err.value


def test_DA11_the_first_declared_check_broken_names_the_clause() -> None:
    ref, ran = toy_referee()
    s = Toy()
    s.wage = 1
    play = Ask(0, "play")
    # a second wage breaks W2 and W1: the first declared (most specific) wins, whatever step
    assert refusal(ref, s, play, SetWage(0, 5)).clause == "W2"
    assert ran == ["once"]
    # an empty hand's play breaks P3 and P2, and is out of turn: P3
    assert refusal(ref, s, play, Play(1, 9)).clause == "P3"


def test_DA11_only_a_command_breaking_nothing_but_the_order_cites_the_pending_step() -> None:
    ref, _ran = toy_referee()
    s = Toy()
    err = refusal(ref, s, Ask(1, "wage"), SetWage(0, 1))  # a good wage from the wrong seat
    assert (err.clause, err.message) == ("W1", "It is Ben's decision now, not Anna's.")
    err = refusal(ref, s, Ask(0, "wage"), Play(0, 1))     # a good play at the wrong step
    assert err.clause == "W1"


def test_a_decide_function_refusing_an_argument_goes_through_the_checks() -> None:
    ref, _ran = toy_referee()
    s = Toy()
    assert refusal(ref, s, Ask(0, "play"), Play(0, 9)).clause == "P2"
    assert refusal(ref, s, Ask(0, "wage"), SetWage(0, 3)).clause == "W1"


def test_an_accepted_command_runs_no_check() -> None:
    ref, ran = toy_referee()
    s = Toy()
    out: list[Any] = []
    ref.decide(s, Ask(0, "play"), Play(0, 2))(s, Ask(0, "play"), Play(0, 2), out)
    assert out == [("play", 2)] and ran == []


def test_apply_returns_the_events_and_refuses_after_the_end_and_what_is_no_command() -> None:
    """The table's apply_command: the events of an accepted command; once the game is over
    (no prompt) the table's end clause; anything not a registered command, its own clause
    (never a check, never the turn order)."""
    ref, ran = toy_referee()
    s = Toy()
    assert ref.apply(s, Play(0, 2), Ask(0, "play")) == [("play", 2)]
    with pytest.raises(RuleError) as err:
        ref.apply(s, Play(0, 2), None)
    assert err.value.clause == "E1"

    class Stranger(NamedTuple):
        seat: int
        card: int

    for cmd in (Stranger(0, 1), ("play", 1), None):
        with pytest.raises(RuleError) as err:
            ref.apply(s, cmd, Ask(0, "play"))
        assert err.value.clause == "DA1"
    assert ran == []


def test_checks_never_see_a_seat_that_does_not_exist() -> None:
    ref, ran = toy_referee()
    s = Toy()
    for seat in (2, -1, True, "0", None):
        err = refusal(ref, s, Ask(0, "play"), Play(seat, 9))
        assert err.clause == "P1" and "There is no seat" in err.message
    assert ran == []


def test_is_seat_and_each_once_take_any_value() -> None:
    assert is_seat(1, 2) and not is_seat(2, 2) and not is_seat(True, 2)
    assert each_once((1, 2), [1, 2, 3]) and each_once([], [])
    assert not each_once((1, 1), [1]) and not each_once((1, [2]), [1])
    assert not each_once("12", "12") and not each_once(None, [1])
