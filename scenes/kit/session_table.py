"""The table shell played through `app.session` (game/core/session.py), whatever the game: the part
RUM's and Meuterer's tables shared word for word, moved here so neither copies it.

- who looks: the viewer's own prompt only while their hand may be shown (hot-seat, DA6 of
  RUM, DA2/DA8 of Meuterer); the curtain whenever the next private decision is another
  human's; with one human, the hand is theirs from the start;
- which faces may be drawn (`face_ok`, `may_show`: a card in flight only if every seat may
  see it while nobody's hand is on screen);
- AI pacing (the session's delay, never while cards are in the air), the results when the
  game is over, new events as flights and log lines;
- whose secrets the words show: the log and the hint are the seat on screen's
  (`session.on_screen()`; the public log while anyone may be looking), written again — and the
  board painted again — the moment that seat changes;
- Ctrl+Z (undo), H (a hint from the session's adviser), the log's wheel.

A table subclass provides, besides the table shell's hooks: `lay()` (its layout, with `log`),
`log_lines(events)`, `hint_words(cmd, view, prompt)` and, if it likes, `take_hint(cmd,
prompt)` (preselect what the hint names), `hidden_id(card)` (ids that stand for piles) and
`open_faces` (ids shown to all).
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Any

import pygame

from game.core.i18n import _
from scenes import theme as T
from scenes.kit import hud as kit_hud
from scenes.kit import overlap
from scenes.kit.animation import CardImages
from scenes.kit.plan import ButtonSpec, Command, Picks
from scenes.kit.redraw import Keep
from scenes.kit.table_shell import TableShell
from scenes.manager import App

PUBLIC = -1  # the log and flights of nobody in particular (every private card hidden)


class SessionTable(TableShell):
    """A table scene for `app.session`: hot-seat, AI pacing, the log, undo and hints."""

    #: card ids every seat may see whenever they are drawn (RUM's parrot, PA1)
    open_faces: Collection[int] = ()

    def __init__(self, app: App, art: CardImages, picks: Picks) -> None:
        session = app.session
        assert session is not None, "the table needs app.session"
        super().__init__(app, art, picks)
        self.session = session
        self.layout: Any = None
        self.log: list[tuple[str, bool]] = []
        self.log_scroll = 0
        self._log_seat: int | None = None
        #: each seat's log lines kept (and how many events they tell), PUBLIC's too
        self._books: dict[int, tuple[list[tuple[str, bool]], int]] = {}
        humans = session.humans()
        self.bottom = humans[0] if humans else 0
        self.seen = session.event_count
        self._results_shown = False
        self._shown: tuple[Any, frozenset[int]] = (None, frozenset())
        self.hint = ""        # what the adviser would do (H), while the game has
        self.hint_key = -1    # this many events (the position the hint is for)
        self.cues: dict[str, pygame.Rect] = {}  # what the overlay put over the board (the probe)

    # --- what a table provides -------------------------------------------------------------------

    def lay(self) -> Any:
        """The table's layout (it has a `log` rect)."""
        raise NotImplementedError

    def log_lines(self, events: list[Any]) -> list[tuple[str, bool]]:
        """These events in words: (text, is a heading)."""
        raise NotImplementedError

    def hint_words(self, cmd: Command, view: Any, p: Any) -> str:
        """The hint's sentence for the adviser's command."""
        raise NotImplementedError

    def take_hint(self, cmd: Command, p: Any) -> None:
        """Preselect on screen what the hint names (cards, a set, a plan)."""

    def hidden_id(self, card: int) -> bool:
        """Ids that never stand for a face (backs, piles)."""
        return card < 0

    # --- scene hooks -----------------------------------------------------------------------------

    def enter(self) -> None:
        s = self.session
        if s.viewer is None and s.single_human() is not None:
            s.lift_curtain(s.single_human())  # one human: nobody else to hide the hand from
        if s.viewer is not None:
            self.bottom = s.viewer

    def resize(self, size: tuple[int, int]) -> None:
        super().resize(size)
        self.layout = None

    # --- what may be shown and done now ----------------------------------------------------------

    def current(self) -> tuple[Any, Any, bool]:
        """(view, the viewer's own prompt or None, hand shown)."""
        s = self.session
        view = s.view()
        p = s.prompt()
        visible = s.hand_visible()
        mine = p is not None and visible and p.seat == s.viewer
        return view, (p if mine else None), visible

    def face_ok(self, card: int) -> bool:
        seat = self.session.on_screen()
        if self.hidden_id(card) or seat is None:
            return False
        return card in self.session.view_of(seat).card_ids()

    def may_show(self, card: int) -> bool:
        """Cards in flight: while the viewer's hand is on screen, what their view holds;
        otherwise what every seat's view holds (anyone may be looking)."""
        if card in self.open_faces:
            return True
        s = self.session
        seat = s.on_screen()
        key = (s.event_count, seat)
        if self._shown[0] != key:
            shown = (frozenset(s.view_of(seat).card_ids()) if seat is not None
                     else s.common_card_ids())
            self._shown = (key, shown)
        return card in self._shown[1]

    def submit(self, command: Command) -> str | None:
        return self.session.submit(command)

    # --- update: AI pacing, curtains, results, events --------------------------------------------

    def update(self, dt_ms: int) -> None:
        s = self.session
        super().update(dt_ms)
        self.catch_up()
        if s.over:
            self._show_results()
            return
        if s.needs_curtain():
            self.press = self.drag = None
            self.picks.clear()
            self.go("curtain", s.deciding())
            return
        if self.pace_ai():   # a pass at once, a shown move after the AI pause (issue 17)
            self.catch_up()

    def _show_results(self) -> None:
        if self._results_shown:
            return
        self._results_shown = True
        self.app.emit("game_over", self.session.winners)
        self.go("results")

    def log_seat(self) -> int:
        """Whose log the screen shows: the seat on screen's, else the public one."""
        seat = self.session.on_screen()
        return seat if seat is not None else PUBLIC

    def screen_key(self) -> int | None:
        return self._log_seat

    def draw(self, surface: pygame.Surface) -> None:
        if self.log_seat() != self._log_seat:   # the seat on screen changed since `update`
            self._show_log(self.log_seat())
        super().draw(surface)

    def catch_up(self) -> None:
        """New events since the last frame: flights, sounds and log lines."""
        total = self.session.event_count
        seat = self.log_seat()
        if seat != self._log_seat:
            self._show_log(seat)
        if total <= self.seen:
            return
        new = self.session.events_for(seat, self.seen)
        self.seen = total
        self._append_log(new)
        self.animate(new)

    def _show_log(self, seat: int) -> None:
        """The log as `seat` (the seat on screen, or PUBLIC) may know it. Each seat's lines are
        kept: a hand-over reads only the events since that seat's log was last shown."""
        self._log_seat = seat
        lines, read = self._books.get(seat) or ([], 0)
        self.log = lines
        self._books[seat] = (lines, read)
        self._append_log(self.session.events_for(seat, read)[: self.seen - read])

    def _rebuild_log(self, seat: int) -> None:
        """Every log written anew (the language changed, a move was taken back)."""
        self._books.clear()
        self._show_log(seat)

    def _append_log(self, events: list[Any]) -> None:
        self.log.extend(self.log_lines(events))
        if len(self.log) > 600:
            del self.log[:-600]
        self._books[self._log_seat if self._log_seat is not None else PUBLIC] = (
            self.log, self.seen)

    # --- the player's own keys -------------------------------------------------------------------

    def on_key(self, event: pygame.event.Event) -> None:
        """Ctrl+Z undo; H a hint; anything else to the table (`on_table_key`)."""
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_h:
            self.show_hint()
        else:
            self.on_table_key(event)

    def on_table_key(self, event: pygame.event.Event) -> None:
        """A key of the table's own."""

    def wheel(self, y: int) -> None:
        if self.lay().log.collidepoint(self.mouse):
            self.log_scroll = max(0, self.log_scroll + y * 3)

    def show_hint(self) -> None:
        """H or the Hint button: the move the session's adviser would make in the player's
        place (asked with the player's own view and prompt: it never peeks), said under the
        instruction line and preselected (`take_hint`). An adviser that fails says so in one
        line, never a traceback."""
        view, p, _shown = self.current()
        if p is None or self.session.advising():
            return
        self.session.advise(lambda cmd, err: self._hint_ready(view, p, cmd, err))

    def _hint_ready(self, view: Any, p: Any, cmd: Any, err: BaseException | None) -> None:
        """The adviser's answer (in line, or from the worker thread on a later frame)."""
        if err is not None:   # an AI still being written: no hint, never a traceback
            self.fail(_("No hint now ({reason}).").format(reason=type(err).__name__))
            return
        if cmd is None:
            return
        self.hint = self.hint_words(cmd, view, p)
        self.hint_key = self.session.event_count
        self.error = ""
        self.take_hint(cmd, p)
        self.repaint()
        self.app.emit("hint", cmd)

    def hint_now(self) -> str:
        """The hint while its position lasts and its seat is on screen ("" once any event has
        happened, a move was taken back, or anyone else may be looking)."""
        s = self.session
        if self.hint and self.hint_key == s.event_count and s.on_screen() is not None:
            return self.hint
        return ""

    def undo(self) -> None:
        err = self.session.undo()
        if err:
            self.fail(err)
            return
        self.hint = ""
        self.picks.clear()
        self.press = self.drag = None
        self.focus = self.error = ""
        self.seen = self.session.event_count
        self._rebuild_log(self.log_seat())
        self.repaint()
        self.app.emit("undo", None)

    def relabel(self) -> None:
        super().relabel()
        self.layout = None
        self._rebuild_log(self.log_seat())

    # --- the HUD every session table draws over its board -------------------------------------

    def paint_hud(self, surface: pygame.Surface) -> None:
        """The instruction banner and the log, drawn with the board (the table's `lay()` has
        `banner`, `log` and `u`)."""
        lay = self.lay()
        kit_hud.draw_banner(surface, lay.banner, self.now.words, lay.u, self.now.mine)
        kit_hud.draw_log(surface, lay.log, self.log, self.log_scroll, lay.u)

    def place_buttons(self, area: pygame.Rect, specs: list[ButtonSpec],
                      u: float) -> list[tuple[ButtonSpec, pygame.Rect]]:
        """Where the buttons go in the layout's `buttons` area (a table may lay them out its
        own way)."""
        return kit_hud.layout_buttons(area, specs, u)

    def paint_extra(self, surface: pygame.Surface, keep: Keep) -> None:
        """A table's own overlay, drawn after the notes and before the thinking cue."""

    def paint_overlay(self, surface: pygame.Surface,
                      keep: Keep) -> list[tuple[ButtonSpec, pygame.Rect]]:
        """The buttons, the keyboard's card ring, the refusal or hint note, the table's own
        overlay, and the thinking cue over an AI seat that is deciding."""
        lay = self.lay()
        u = lay.u
        buttons = self.place_buttons(lay.buttons, self.now.buttons, u)
        for spec, rect in buttons:
            keep(rect.inflate(round(16 * u), round(16 * u)))
            kit_hud.draw_button(surface, spec, rect, rect.collidepoint(self.mouse),
                                self.focus == "button:" + spec.key, u)
        if self.focus.startswith("card:"):   # the keyboard's card: a ring, wherever it lies
            r = self.frame.card_rect(int(self.focus[5:]))
            if r is not None:
                ring = r.inflate(round(10 * u), round(10 * u))
                keep(ring.inflate(6, 6))
                pygame.draw.rect(surface, T.FOCUS, ring, max(2, round(3 * u)),
                                 border_radius=round(9 * u))
        self.cues = {}
        if refusal := self.refusal():
            self.cues["note"] = kit_hud.draw_error(surface, lay.banner, refusal, u, keep,
                                                   self._readable())
        elif hint := self.hint_now():
            self.cues["note"] = kit_hud.draw_hint(surface, lay.banner, hint, u, keep,
                                                  self._readable())
        self.paint_extra(surface, keep)
        thinking = self.session.thinking()
        if thinking is not None and thinking in lay.seats:
            kit_hud.draw_thinking(surface, lay.seats[thinking], self.app.ticks_ms, u, keep)
        return buttons

    def _readable(self) -> list[pygame.Rect]:
        """The seats' names and markers on the board, which a note must not cover (issue 17;
        the areas that hold marks, and the marks on cards, are not among them)."""
        return [r for k, r in self.frame.marks.items() if not k.startswith(overlap.ON_CARDS)]
