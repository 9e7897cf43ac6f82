"""The tutorial's game (issue 15): an ordinary game of the rulebook on the story's prescribed
deal (game/jolly_roger/tutorial.py `DECKS`), with AI seats that answer from the story
(`ScriptedBot`: handed only their seat's view and the prompt), no undo, never saved. `lesson`
and `remember` tell the tutorial table where to begin and whether to keep the progress.
No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.i18n import _
from game.core.session import HUMAN, GameSession, SeatConfig
from game.jolly_roger import GAME
from game.jolly_roger import tutorial as TU


@dataclass
class TutorialSession(GameSession):
    """The story's game: the prescribed deal, scripted AI pirates, no undo, not saved. While
    `hold` is set (a note is being read) the AI seats wait."""

    tutorial = True
    hold = False
    lesson: int | None = None    # where the table begins (None: the remembered lesson)
    remember: bool = True        # False: the progress file is left alone (a look)

    @classmethod
    def start(cls, ai_delay_ms: int = 700, lesson: int | None = None,
              remember: bool = True, name: str = "") -> TutorialSession:
        """The story's game; the player's seat is called `name` (the settings' player name,
        issue 28: never "You", which the log's sentences cannot take as their subject)."""
        from scenes.theme import seat_colour

        seats = [SeatConfig(name or _(TU.PLAYER), HUMAN, seat_colour(0))]
        seats += [SeatConfig(_(name), "medium", seat_colour(i + 1))
                  for i, name in enumerate(TU.RIVALS)]
        return cls(seats, game_id=GAME.id, options=dict(TU.OPTIONS), seed=TU.SEED,
                   ai_delay_ms=ai_delay_ms, lesson=lesson, remember=remember)

    def __post_init__(self) -> None:
        self._table(self.game_id)
        self.options = {**self.info.default_options(), **self.options}
        self.game = self.rulebook.new_game(   # type: ignore[call-arg]
            [s.name for s in self.seats], seed=self.seed, humans=[s.human for s in self.seats],
            options=self.options, decks=TU.DECKS)
        self._make_bots()

    def _make_bots(self) -> None:
        self.bots = {i: TU.ScriptedBot(i, self.rulebook.make_bot(s.kind, self.seed * 7919 + i))
                     for i, s in enumerate(self.seats) if not s.human}

    def update(self, now_ms: int, ready: bool = True) -> bool:
        if self.hold:
            self._thinking_since = None
            return False
        return super().update(now_ms, ready)

    def can_undo(self) -> bool:
        return False   # the story goes one way

    def thinking(self) -> int | None:
        return None if self.hold else super().thinking()   # nobody thinks while one reads
