"""What every table's guided first game (Learn to play) is made of, as data: a `Story` — a
prescribed deal (the scenario machinery's `decks`, docs/scenarios.md), a fixed seed, the AI
rivals' names, the lessons and the whole game as one list of steps — and the `ScriptedBot`
that makes the story happen. Pure: no pygame; the kit's coach table (scenes/kit/tutorial.py)
draws the notes and checks the player's moves against the steps.

Steps are of three kinds: a `note` (a coach mark the player reads, then "Next"), a `human`
move (the one command the lesson accepts from the player's seat, and the gestures that make
it) and an `ai` move (what the scripted rival of that seat will answer). The deal is
prescribed, the seed fixed, and every AI answer scripted, so replaying the steps up to a
lesson rebuilds exactly the game the player had there (resume, skip, restart).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Gesture:
    """One input of a player: "click" a target, "drag" a card onto a target, "select" a card
    (a click that only picks it). Targets are the table's names ("button:<key>",
    "card:<id>", "seat:<i>", "tip:<marker>", a drop area's name)."""

    how: str
    target: str
    card: int = -1


@dataclass(frozen=True)
class Step:
    """One step of the story. `kind`: "note", "human" or "ai". `command`: the move (human:
    the only one accepted; ai: what that rival answers at `step`). `text`: the coach mark's
    words (N_: translated when shown); `target`: what it points at; `gestures`: how a player
    makes the human move (the test plays them; the coach points at the first one not yet
    done)."""

    lesson: int
    kind: str
    command: Any = None
    text: str = ""
    target: str = ""
    gestures: tuple[Gesture, ...] = ()
    step: str = ""          # ai: the prompt's step this answer is for


@dataclass(frozen=True)
class Lesson:
    """A lesson's title (N_) and the rules it teaches (the contract's clause ids)."""

    title: str
    clauses: tuple[str, ...]


def note(lesson: int, target: str, text: str) -> Step:
    return Step(lesson, "note", None, text, target)


def do(lesson: int, command: Any, text: str, *gestures: Gesture, target: str = "") -> Step:
    return Step(lesson, "human", command, text, target or gestures[0].target, gestures)


def ai(lesson: int, step: str, *commands: Any) -> list[Step]:
    return [Step(lesson, "ai", c, step=step) for c in commands]


def click(target: str) -> Gesture:
    return Gesture("click", target)


def drag(card: int, target: str) -> Gesture:
    return Gesture("drag", target, card)


def pick(card: int) -> Gesture:
    return Gesture("select", f"card:{card}", card)


def starts(steps: Sequence[Step]) -> tuple[int, ...]:
    """The index of each lesson's first step."""
    out: list[int] = []
    for i, s in enumerate(steps):
        if len(out) == s.lesson:
            out.append(i)
    return tuple(out)


def same_move(a: Any, b: Any) -> bool:
    """The player's command is the step's: the same type and fields, card lists in any
    order (a player may select the cards or lay a set in any order)."""
    return type(a) is type(b) and _norm(a) == _norm(b)


def _norm(cmd: Any) -> tuple[Any, ...]:
    return tuple(tuple(sorted(v)) if isinstance(v, tuple) else v for v in cmd)


def no_pass(prompt: Any) -> Any:
    """A table with no "pass": an unforeseen prompt goes to the fallback bot."""
    return None


@dataclass(frozen=True)
class Story:
    """One table's guided first game. `human` is the player's seat; `rivals` the AI seats'
    names (N_); `version` the progress file's format; `pass_of(prompt)` the quiet answer to
    a prompt the story did not foresee (None: the fallback bot decides)."""

    game_id: str
    version: int
    seed: int
    rivals: tuple[str, ...]
    lessons: tuple[Lesson, ...]
    steps: tuple[Step, ...]
    decks: dict[str, Any] = field(default_factory=dict)
    options: dict[str, Any] = field(default_factory=dict)
    human: int = 0
    pass_of: Callable[[Any], Any] = no_pass

    def lesson_starts(self) -> tuple[int, ...]:
        return starts(self.steps)


class ScriptedBot:
    """An AI rival that answers from the story (non-negotiable 2: it is handed only its
    seat's view and the prompt, like every bot). Its next scripted answer is given when the
    prompt is the step it was written for; a prompt the story did not foresee is answered
    quietly (`pass_of`) while the story lasts; once the story is told, `fallback` decides."""

    def __init__(self, seat: int, fallback: Any, steps: Sequence[Step],
                 pass_of: Callable[[Any], Any] = no_pass) -> None:
        self.seat = seat
        self.fallback = fallback
        self.pass_of = pass_of
        self.script = [s for s in steps if s.kind == "ai" and s.command.seat == seat]
        self.unforeseen = 0   # prompts the story did not foresee (a test keeps it at 0)

    def act(self, view: Any, prompt: Any) -> Any:
        if self.script:
            head = self.script[0]
            if head.step == prompt.step and head.command.seat == prompt.seat:
                self.script.pop(0)
                return head.command
            self.unforeseen += 1
            quiet = self.pass_of(prompt)
            if quiet is not None:
                return quiet
        return self.fallback.act(view, prompt)
