"""A game at the table: the engine game, its AI seats, their pacing, and who is looking.

This is the only place the app talks to the engine, and it uses only the engine's public
API (Game, commands, prompts, views, events). No pygame here: scenes draw, the session
decides nothing about the rules.

Hot-seat screen hiding: `viewer` is the human seat whose hand may be shown. When the next
decision belongs to another human, `needs_curtain()` is true and no hand may be drawn until
`lift_curtain(seat)`. Windows where every seat is asked in turn (mutiny windows DA1,
reaction moments DA4 with prompts to all, the Old Sailor) are asked on the shared screen:
`shared_question()` lists the human seats still to answer, and `answer_shared(seat)`
passes for everyone before that seat (or for all of them with `None`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from game import commands as K
from game.ai import make_bot
from game.engine import Game
from game.errors import RuleError
from game.prompts import Prompt
from game.view import View

HUMAN = "human"
AI_LEVELS = ("easy", "medium", "random")
SHARED_STEPS = frozenset({"window", "react", "sailor"})


@dataclass
class SeatConfig:
    """One seat at the table: a name, a colour and who plays it."""

    name: str
    kind: str = HUMAN  # "human" or an AI level
    colour: tuple[int, int, int] = (200, 60, 50)

    @property
    def human(self) -> bool:
        return self.kind == HUMAN


@dataclass
class SharedQuestion:
    """A question asked on the shared screen (no hand shown)."""

    step: str                 # "window" (mutiny), "react" or "sailor"
    context: str              # e.g. "appointment" or "traitor"
    humans: tuple[int, ...]   # human seats still to answer, in the order they are asked


@dataclass
class GameSession:
    seats: list[SeatConfig]
    variants: tuple[str, ...] = ()
    reaction_prompts: str = "all"   # DA4: "all" (no leak, the default) or "holders"
    seed: int = 0
    ai_delay_ms: int = 700          # readable pace of AI seats (a setting)
    game: Game = field(init=False)
    bots: dict[int, Any] = field(init=False)
    viewer: int | None = field(init=False, default=None)
    _due_ms: int | None = field(init=False, default=None)

    def __post_init__(self) -> None:
        self.game = Game.new([s.name for s in self.seats], seed=self.seed,
                             variants=list(self.variants), humans=[s.human for s in self.seats],
                             ask_all=self.reaction_prompts == "all")
        self._make_bots()

    def _make_bots(self) -> None:
        self.bots = {i: make_bot(s.kind, self.seed * 7919 + i)
                     for i, s in enumerate(self.seats) if not s.human}

    # --- what the screen may show -----------------------------------------------------------

    @property
    def n(self) -> int:
        return len(self.seats)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def prompt(self) -> Prompt | None:
        return self.game.prompt()

    def deciding(self) -> int | None:
        """The seat the game waits for (None when it is over)."""
        p = self.game.prompt()
        return p.seat if p is not None else None

    def is_ai_turn(self) -> bool:
        seat = self.deciding()
        return seat is not None and not self.seats[seat].human

    def view(self) -> View:
        """What the screen may show: the viewer's view; with nobody looking (AI turns at the
        start, curtain), the view of an AI seat — it never shows a human's hand."""
        if self.viewer is not None:
            return self.game.view(self.viewer)
        spectator = next((i for i, s in enumerate(self.seats) if not s.human), None)
        return self.game.view(spectator if spectator is not None else 0)

    def hand_visible(self) -> bool:
        """Only the viewer's hand, only while no curtain is needed, and — with several humans
        at the screen — never during an AI seat's turn (anyone may be looking then)."""
        if self.viewer is None or self.needs_curtain():
            return False
        return not (len(self.humans()) > 1 and self.is_ai_turn())

    def needs_curtain(self) -> bool:
        """The next private decision belongs to a human other than the one looking."""
        p = self.game.prompt()
        if p is None or not self.seats[p.seat].human:
            return False
        if self.shared_question() is not None:
            return False
        return p.seat != self.viewer

    def lift_curtain(self, seat: int) -> None:
        """The named human has the computer now."""
        self.viewer = seat

    def single_human(self) -> int | None:
        hs = self.humans()
        return hs[0] if len(hs) == 1 else None

    # --- shared questions (DA1 and DA4 on one screen) ------------------------------------------

    def shared_question(self) -> SharedQuestion | None:
        """A window asked of several seats in turn, with at least one human still to answer.
        With one human at the table it is just that human's own prompt (no curtain anyway)."""
        p = self.game.prompt()
        if p is None or p.step not in SHARED_STEPS or not self.seats[p.seat].human:
            return None
        if len(self.humans()) < 2:
            return None
        view = self.game.view(p.seat)
        humans = tuple(s for s in view.to_ask if self.seats[s].human)
        return SharedQuestion(p.step, p.context, humans) if humans else None

    def answer_shared(self, seat: int | None) -> str | None:
        """Nobody (`None`) or `seat` answers the shared question: every human asked before
        `seat` passes; AI seats in between decide for themselves. Then `seat` gets the
        private prompt (behind the curtain) to choose its card."""
        q = self.shared_question()
        if q is None:
            return "nothing is being asked"
        while True:
            p = self.game.prompt()
            if p is None or p.step != q.step:
                break
            if not self.seats[p.seat].human:
                self._ai_act(p)
                continue
            if p.seat == seat:
                break
            if p.seat not in q.humans:
                break
            err = self.submit(K.Pass(p.seat))
            if err:
                return err
        return None

    # --- acting -------------------------------------------------------------------------------

    def submit(self, cmd: Any) -> str | None:
        """Play a human's command; the engine's reason (with its clause) if it is illegal."""
        try:
            self.game.submit(cmd)
        except RuleError as err:
            return str(err)
        self._due_ms = None
        return None

    def update(self, now_ms: int) -> bool:
        """Let the AI seat whose turn it is act once its thinking time has passed. True when
        it acted. Call every frame."""
        p = self.game.prompt()
        if p is None or self.seats[p.seat].human:
            self._due_ms = None
            return False
        if self._due_ms is None:
            self._due_ms = now_ms + self.ai_delay_ms
            return False
        if now_ms < self._due_ms:
            return False
        self._ai_act(p)
        self._due_ms = None
        return True

    def thinking(self) -> int | None:
        """The AI seat that is 'thinking' now (for the cue on screen)."""
        p = self.game.prompt()
        return p.seat if p is not None and not self.seats[p.seat].human else None

    def run_ai(self, limit: int = 100_000) -> None:
        """Let AI seats act at once until a human must decide (tests, fast-forward)."""
        for _ in range(limit):
            p = self.game.prompt()
            if p is None or self.seats[p.seat].human:
                return
            self._ai_act(p)

    def _ai_act(self, p: Prompt) -> None:
        bot = self.bots[p.seat]
        self.game.submit(bot.act(self.game.view(p.seat), p))

    # --- results and saving -------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.game.over

    def to_json(self) -> dict[str, Any]:
        return {"format": 1, "seats": [s.__dict__ for s in self.seats],
                "variants": list(self.variants), "reaction_prompts": self.reaction_prompts,
                "seed": self.seed, "game": self.game.to_json()}

    @classmethod
    def from_json(cls, data: Any) -> GameSession:
        """Raises ValueError with a clear message if the data is not a valid session."""
        if not isinstance(data, dict) or data.get("format") != 1:
            raise ValueError("not a Jolly Roger session (format 1)")
        try:
            seats = [SeatConfig(str(s["name"]), str(s["kind"]), tuple(s["colour"]))
                     for s in data["seats"]]
        except (KeyError, TypeError) as err:
            raise ValueError(f"bad seat list: {err}") from None
        session = cls.__new__(cls)
        session.seats = seats
        session.variants = tuple(data.get("variants", ()))
        session.reaction_prompts = data.get("reaction_prompts", "all")
        session.seed = int(data.get("seed", 0))
        session.ai_delay_ms = 700
        session.viewer = None
        session._due_ms = None
        session.game = Game.from_json(data["game"])
        session._make_bots()
        return session

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))
