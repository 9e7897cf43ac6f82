"""Learn to play, for any table: the coach table that tells a `Story` (game/core/tutorial.py)
on the real table — a coach mark that points at the card, target or button the step is about
and waits until the player does it (the drag, or its click or keyboard equivalent). A
different move is not sent to the engine: it is refused with a word of why, like any refused
move. Notes wait for "Next". The player may leave at any time (the lesson is remembered in the
table's progress file, scenes/kit/tutorial_store.py), skip a lesson or restart; the end of
the story is remembered too, and the title stops offering the tutorial.

The tutorial's game (scenes/kit/tutorial_session.py) is an ordinary game of the rulebook on
the story's prescribed deal, with AI seats that are `ScriptedBot`s: each is handed only its
seat's view and the prompt (non-negotiable 2). Resuming at a lesson replays the story's moves
up to it. A table's tutorial scene is `class TutorialScene(CoachTable, TableScene)`, opened by
the table route for a tutorial session.
"""

from __future__ import annotations

import logging

import pygame
from pygame import Rect

from game.core.i18n import _
from game.core.tutorial import Gesture, Step, Story, same_move
from scenes.kit import coach
from scenes.kit.plan import ButtonSpec, Command
from scenes.kit.redraw import Keep
from scenes.kit.session_table import SessionTable
from scenes.kit.tutorial_session import TutorialSession
from scenes.manager import App

log = logging.getLogger("jolly_roger.tutorial")


class CoachTable(SessionTable):
    """The table with the story's coach marks: put it before a table's own scene class
    (`class TutorialScene(CoachTable, TableScene)`); the session is a `TutorialSession`.
    A table may name what its notes should not cover (`coach_soft`) and which parts of a
    move the player already made on screen (`gesture_done`)."""

    session: TutorialSession
    story: Story

    def __init__(self, app: App) -> None:
        session = app.session
        assert isinstance(session, TutorialSession), "the tutorial needs its own session"
        if session.entries:   # a story already under way: told again from its lesson
            session = app.session = type(session).start(
                app.settings.ai_delay_ms, session.lesson, session.remember,
                session.names[session.story.human])
        self.story = story = session.story
        self.store = session.store
        self.remember = session.remember   # False: a look (the screenshot tool) leaves no trace
        self.progress = self.store.load()
        lesson = session.lesson
        if lesson is None:
            lesson = 0 if self.progress.completed else self.progress.lesson
        lesson = max(0, min(lesson, len(story.lessons) - 1))
        super().__init__(app)
        self.log_open = False   # room for the coach marks (L opens the log)
        self.at = 0          # the story's next step
        self.consumed = 0    # the story's moves found in the game so far
        self.off_script = False
        self.finished = False
        self.lesson = -1
        self.coach_buttons: list[tuple[ButtonSpec, Rect]] = []
        self.coach_box: Rect | None = None
        self.pointed = ""    # what the coach mark points at now
        self._noted = -1     # the note that last took the focus
        self._place_key: object = None   # what the coach mark's place was worked out for
        self._place: tuple[int, Rect] = (0, Rect(0, 0, 0, 0))
        self.fast_forward(story.lesson_starts()[lesson])

    # --- the story's position ----------------------------------------------------------------

    def step(self) -> Step | None:
        """The step the story waits for (None: told, or left behind)."""
        if self.off_script or self.at >= len(self.story.steps):
            return None
        return self.story.steps[self.at]

    def _advance(self) -> None:
        """Follow the game: each accepted move is the story's next one."""
        entries = self.session.entries
        while (st := self.step()) is not None and st.kind != "note":
            if self.consumed >= len(entries):
                break
            if not same_move(entries[self.consumed].cmd, st.command):
                log.warning("the tutorial game left the story at step %d", self.at)
                self.off_script = True
                break
            self.consumed += 1
            self.at += 1
        self._lesson_changed()

    def _lesson_changed(self) -> None:
        st = self.step()
        if st is None:
            if not self.finished and not self.off_script:
                self.finished = True
                self.progress.completed = True
                self.progress.lesson = 0
                self._save()
                self.app.emit("tutorial_done", None)
                self.app.notice(_("Tutorial complete! The game goes on: play it to the end, or "
                                  "leave for the title from the ship's menu (Esc)."))
            return
        if st.lesson != self.lesson:
            self.lesson = st.lesson
            self.progress.lesson = st.lesson
            self._save()
            self.app.emit("lesson", st.lesson)
        if st.kind == "note" and self._noted != self.at:
            self._noted = self.at
            self.focus = "button:coach:next"   # Enter or Space reads on

    def _save(self) -> None:
        if self.remember:
            self.store.save(self.progress)

    def to_player(self) -> None:
        """Let the AI pirates make their scripted moves at once, up to the player's."""
        k = self.at
        while k < len(self.story.steps) and self.story.steps[k].kind == "ai":
            k += 1
        self.fast_forward(k)

    def fast_forward(self, to: int) -> None:
        """Play the story's moves up to step `to` at once (resume, skip a lesson)."""
        s = self.session
        while self.at < min(to, len(self.story.steps)) and not self.off_script:
            st = self.story.steps[self.at]
            if st.kind == "human":
                err = s.submit(st.command)
                if err:   # the story and the rules disagree: play on without the coach
                    log.warning("the tutorial's move %s was refused: %s", st.command, err)
                    self.off_script = True
                    break
            elif st.kind == "ai":
                s.ai_move()
            else:
                self.at += 1
                continue
            self._advance()
        self.seen = s.event_count
        self._deal_pending = not s.entries   # the opening deal flies only at the start
        self._rebuild_log(self.log_seat())
        self.picks.clear()
        self.press = self.drag = None
        self.error = ""
        self.repaint()
        self._lesson_changed()

    # --- the moves: only the story's -----------------------------------------------------------

    def submit(self, command: Command) -> str | None:
        st = self.step()
        if st is None:
            return super().submit(command)
        if st.kind == "human" and same_move(command, st.command):
            err = super().submit(command)
            self._advance()
            return err
        self.app.emit("tutorial_refused", command)
        if st.kind == "note":
            return _("Read the note first, then click \u201cNext\u201d.")
        if st.kind == "ai":
            return _("Wait a moment: the other pirates are deciding.")
        if type(command) is type(st.command):
            return _("Not quite: this lesson needs the move the note shows. Try again.")
        return _("Not now: this lesson asks for something else \u2014 see the note.")

    def undo(self) -> None:
        self.fail(_("No taking back in the tutorial: follow the note."))

    def show_hint(self) -> None:
        st = self.step()
        if st is None or not st.text:
            super().show_hint()
            return
        self.hint = _(st.text)
        self.hint_key = self.session.event_count
        self.repaint()

    def update(self, dt_ms: int) -> None:
        self._advance()
        st = self.step()
        self.session.hold = st is not None and st.kind == "note"  # type: ignore[attr-defined]
        super().update(dt_ms)
        self._advance()

    # --- the coach's buttons -------------------------------------------------------------------

    def next_note(self) -> None:
        st = self.step()
        if st is not None and st.kind == "note":
            self.at += 1
            self.focus = ""
            self._advance()
            self.repaint()

    def skip_lesson(self) -> None:
        """Play the rest of this lesson's moves at once: the next lesson begins."""
        st = self.step()
        if st is None:
            return
        starts = self.story.lesson_starts()
        nxt = starts[st.lesson + 1] if st.lesson + 1 < len(starts) else len(self.story.steps)
        self.app.emit("skip", st.lesson)
        self.fast_forward(nxt)

    def restart(self) -> None:
        self.app.go("tutorial", 0, game_id=self.story.game_id, replace=True)

    def to_title(self) -> None:
        """Leave: the lesson is remembered, the game is not kept."""
        self.app.session = None
        self.app.go("title", replace=True)

    def coach_specs(self, st: Step) -> list[ButtonSpec]:
        specs = []
        if st.kind == "note":
            specs.append(ButtonSpec("coach:next", _("Next"), self.next_note, "primary"))
        specs.append(ButtonSpec("coach:skip", _("Skip lesson"), self.skip_lesson))
        specs.append(ButtonSpec("coach:restart", _("Restart"), self.restart))
        specs.append(ButtonSpec("coach:leave", _("Leave"), self.to_title))
        return specs

    # --- where the coach mark points ---------------------------------------------------------

    def gesture_done(self, g: Gesture) -> bool:
        """Parts of a move already made on screen (a card selected): the coach points at what
        comes next. A table adds its own (a prize dealt to a seat, a card in the set)."""
        return g.how == "select" and g.card in self.picks.cards

    def pointing(self, st: Step) -> tuple[str, str]:
        """(what the coach points at, where the card goes for a drag: "" if none)."""
        if st.kind != "human":
            return st.target, ""
        for g in st.gestures:
            if not self.gesture_done(g):
                if g.how == "drag":
                    return f"card:{g.card}", g.target
                return g.target, ""
        return st.target, ""

    # --- drawing -------------------------------------------------------------------------------

    def coach_hard(self) -> list[Rect]:
        """What the note must never cover besides what it points at and the buttons (a
        table's preview of the move being built, say)."""
        return []

    def coach_soft(self) -> list[Rect]:
        """What the note should cover as little of as it can, besides the cards and markers:
        the table's areas and its log (a table names its own)."""
        log = getattr(self.lay(), "log", None)
        return [*self.frame.targets.values(), *([log] if log is not None else [])]

    def covered(self) -> list[Rect]:
        return [self.coach_box] if self.coach_box is not None else []

    def paint_notes(self, surface: pygame.Surface, keep: Keep,
                    buttons: list[tuple[ButtonSpec, Rect]]) -> list[tuple[ButtonSpec, Rect]]:
        """The coach mark: beside what it points at, never over it, a button or the note of
        a refused move (issue 28)."""
        st = self.step()
        self.coach_box = None
        self.coach_buttons = []
        self.pointed = ""
        if st is None:
            return []
        u = self.lay().u
        screen = surface.get_rect()
        title = _(self.story.lessons[st.lesson].title)
        header = _("Lesson {n} of {total}: {title}").format(
            n=st.lesson + 1, total=len(self.story.lessons), title=title)
        words = _(st.text) if st.text else _("The other pirates are deciding\u2026")
        if st.kind == "ai":
            words = _(self._last_text()) if self._last_text() else words
        specs = self.coach_specs(st)
        shapes = [coach.coach_size(header, words, specs, u, screen, width)
                  for width in coach.WIDTHS]
        aim, drop = self.pointing(st) if st.kind != "ai" else ("", "")
        target = self.rect_of(aim) if aim else None
        drop_rect = self.rect_of(drop) if drop else None
        hard = [r for r in (target, drop_rect) if r is not None] + [r for _s, r in buttons]
        hard += self.coach_hard()
        if (note := self.cues.get("note")) is not None:   # "Not quite…" stays readable
            hard.append(note)
        for g in st.gestures:   # the move's other cards and places stay in sight too
            for name in (g.target, f"card:{g.card}" if g.card >= 0 else ""):
                if name and (r := self.rect_of(name)) is not None:
                    hard.append(r)
        soft = self.coach_soft()
        soft += [sp.rect for sp in self.frame.sprites if sp.zone not in ("hand", "ghost")]
        soft += [r for n, r in self.frame.targets.items() if n.startswith("tip:")]
        k, box = self._placed(shapes, screen, target, hard, soft, u)
        _w, _h, lines, widths = shapes[k]
        if target is not None:
            coach.draw_pointer(surface, box, target, drop_rect, self.app.ticks_ms, u, keep,
                               [r for r in (self.cues.get("note"),) if r is not None])
        self.coach_buttons = coach.draw_coach(surface, box, header, lines, specs, widths, u,
                                              keep, self.focus, self.mouse)
        self.coach_box = box
        self.pointed = aim if target is not None else ""
        return self.coach_buttons

    def _placed(self, shapes: list[tuple[int, int, list[str], list[int]]], screen: Rect,
                target: Rect | None, hard: list[Rect], soft: list[Rect],
                u: float) -> tuple[int, Rect]:
        """`coach.place`, worked out again only when something it depends on moved."""
        key = (tuple((w, h) for w, h, _l, _b in shapes), tuple(screen),
               tuple(target) if target else None, tuple(map(tuple, hard)),
               tuple(map(tuple, soft)))
        if self._place_key != key:
            self._place_key = key
            self._place = coach.place([(w, h) for w, h, _l, _b in shapes], screen, target,
                                      hard, soft, u)
        return self._place

    def _last_text(self) -> str:
        for st in reversed(self.story.steps[: self.at]):
            if st.text:
                return st.text
        return ""

