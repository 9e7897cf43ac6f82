"""A guided first game's session: an ordinary game of the table's rulebook on the story's
prescribed deal (game/core/tutorial.py `Story.decks`), with AI seats that answer from the
story (`ScriptedBot`: handed only their seat's view and the prompt), no undo, never saved.
`lesson` and `remember` tell the coach table where to begin and whether to keep the progress.
A table's own session names its story: `class RumTutorial(TutorialSession): story = STORY`.
No pygame here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core.i18n import _
from game.core.session import HUMAN, GameSession, SeatConfig
from game.core.tutorial import ScriptedBot, Story


@dataclass
class TutorialSession(GameSession):
    """The story's game: the prescribed deal, scripted AI rivals, no undo, not saved. While
    `hold` is set (a note is being read) the AI seats wait."""

    story: ClassVar[Story]
    store: ClassVar[Any]   # its progress file (a scenes.kit.tutorial_store.TutorialStore)
    bot: ClassVar[type[ScriptedBot]] = ScriptedBot
    tutorial = True
    hold = False
    lesson: int | None = None    # where the table begins (None: the remembered lesson)
    remember: bool = True        # False: the progress file is left alone (a look)

    @classmethod
    def start(cls, ai_delay_ms: int = 700, lesson: int | None = None,
              remember: bool = True, name: str = "") -> TutorialSession:
        """The story's game; the player's seat is called `name` (the settings' player name,
        issue 28: never "You", which the log's sentences cannot take as their subject), or
        the first pirate name no rival has when `name` is empty or a rival's."""
        from scenes.launch import PIRATE_NAMES
        from scenes.theme import seat_colour

        st = cls.story
        rival_names = [_(r) for r in st.rivals]
        taken = {r.casefold() for r in rival_names}
        if not name or name.casefold() in taken:
            name = next(p for p in map(_, PIRATE_NAMES) if p.casefold() not in taken)
        rivals = iter(rival_names)
        seats = [SeatConfig(name, HUMAN, seat_colour(i)) if i == st.human
                 else SeatConfig(next(rivals), "medium", seat_colour(i))
                 for i in range(len(st.rivals) + 1)]
        return cls(seats, game_id=st.game_id, options=dict(st.options), seed=st.seed,
                   ai_delay_ms=ai_delay_ms, lesson=lesson, remember=remember)

    def __post_init__(self) -> None:
        self._table(self.game_id)
        self.options = {**self.info.default_options(), **self.options}
        self.game = self.rulebook.new_game(   # type: ignore[call-arg]
            [s.name for s in self.seats], seed=self.seed, humans=[s.human for s in self.seats],
            options=self.options, decks=self.story.decks)
        self._make_bots()

    def _make_bots(self) -> None:
        st = self.story
        self.bots = {i: self.bot(i, self.rulebook.make_bot(s.kind, self.seed * 7919 + i),
                                st.steps, st.pass_of)
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


def session_for(story: Story, store: Any,
                bot: type[ScriptedBot] = ScriptedBot) -> type[TutorialSession]:
    """The tutorial session class of a table's story (made once), its rivals `bot`s."""
    found = _SESSIONS.get(story.game_id)
    if found is None:
        found = _SESSIONS[story.game_id] = type(
            "TutorialSession", (TutorialSession,), {"story": story, "store": store, "bot": bot})
    return found


_SESSIONS: dict[str, type[TutorialSession]] = {}
