"""The table shell played through `app.session` (game/core/session.py), whatever the game: what
every table's scene shared, written once here.

- who looks: the viewer's own prompt only while their hand may be shown (hot-seat, DA6 of
  RUM, DA2/DA8 of Meuterer, DA8 of Jolly Roger); the curtain whenever the next private
  decision is another human's; with one human, the hand is theirs from the start;
- which faces may be drawn (`face_ok`, `may_show`: a card in flight only if every seat may
  see it while nobody's hand is on screen);
- what the frame says (`compose`): the table's plan for the viewer's own prompt, the
  instruction line and the buttons (the plan's, Undo, Hint); a shared question (DA1, DA4 of
  Jolly Roger: asked of every human on one screen) as one button per human who may answer,
  and "No one"; whose turn it is while someone else decides;
- AI pacing (the session's delay, never while cards are in the air), the results when the
  game is over, new events as flights and log lines;
- whose secrets the words show: the log and the hint are the seat on screen's
  (`session.on_screen()`; the public log while anyone may be looking), written again — and the
  board painted again — the moment that seat changes; each seat's log book is kept;
- the log panel, which a table may let the player close and open again (L or its tab; the
  settings' "log panel" remembers it): `log_closes`;
- Ctrl+Z (undo), H (a hint from the session's adviser), the log's wheel;
- the HUD over the board: the banner, the log, the buttons, the keyboard's card ring, the
  refusal or hint note, the thinking cue — drawn by the table's painter (`hud`: the kit's
  own, scenes/kit/hud.py, unless the table has a look of its own with the same functions).

A table names its pieces (`card_art`, `picks_type`, `layout_type`, `interaction`, `words`,
`moment_type`) and provides, besides the table shell's hooks: `instruction(view, prompt)`,
`waiting_line(view, seat)`, `hint_words(cmd, view, prompt)` and, if it likes,
`take_hint(cmd, view, prompt)` (preselect what the hint names), `more(now)` (the frame's own
facts of the table), `hidden_id(card)` (ids that
stand for piles), `open_faces` (ids shown to all), `shared_line(question)` and
`shared_label(question, name)` (if it asks shared questions).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _
from scenes import theme as T
from scenes.kit import geometry, logwords, overlap
from scenes.kit import hud as kit_hud
from scenes.kit.animation import CardImages
from scenes.kit.plan import ButtonSpec, Command, Picks, Plan
from scenes.kit.redraw import Keep
from scenes.kit.table_shell import TableShell
from scenes.manager import App

PUBLIC = -1  # the log and flights of nobody in particular (every private card hidden)
#: a shared question nobody answers passes by itself after this long, as if "No one" were
#: clicked (issue 28: a 3-seat Jolly Roger voyage with two humans took ~7 "No one" clicks).
#: The same wait for every question, whoever holds what: nothing is learnt from it; the AI
#: speed setting does not shorten it (a human must have the time to claim it)
SHARED_PASS_MS = 4000
#: how many of the latest outcomes the outcome note holds (`outcomes`)
OUTCOME_LINES = 2
#: the settings' "log panel": shown, hidden, or (missing) shown when the window is wide enough
LOG_PANEL = {"open": True, "closed": False}


@dataclass
class Moment:
    """What one frame shows, worked out once (`compose`) for the board, the key and the HUD."""

    view: Any
    prompt: Any  # the viewer's own prompt (None: nothing of theirs to decide now)
    hand_shown: bool
    buttons: list[ButtonSpec] = field(default_factory=list)
    words: str = ""  # the instruction line
    mine: bool = False  # it speaks to the viewer


class SessionTable(TableShell):
    """A table scene for `app.session`: hot-seat, AI pacing, the log, undo and hints."""

    #: the table's card art, made from the catalogue (`self.art`), and its picks (`self.picks`)
    card_art: Callable[[Any], CardImages]
    picks_type: Callable[[], Picks]
    #: its layout: `layout_type(size, seats, bottom)` (and `log_open`, when `log_closes`), with
    #: `u`, `banner`, `log` (None while closed), `buttons`, `seats`, `hand`, `hand_h`, `ratio`
    layout_type: Callable[..., Any]
    #: its interaction: a module with `plan(view, prompt, picks, cat)` and `prompt_key(prompt)`
    interaction: Any
    #: its game in words: a module with `line(event, names, cat)` (see `new_log`)
    words: Any = None
    #: the painter of the banner, the log, the buttons, the notes and the thinking cue
    hud: Any = kit_hud
    #: what shows the card under the pointer large: a module with `draw_zoom(surface, art,
    #: card, area, near, u, keep)`, false for a card with no face to show (a pile)
    zoom: Any = None
    #: what a frame shows: the kit's Moment, or the table's with facts of its own (`more`)
    moment_type: Callable[..., Moment] = Moment
    #: card ids every seat may see whenever they are drawn (RUM's parrot, PA1)
    open_faces: Collection[int] = ()
    #: the player may close the log panel and open it again (the layout has a `log_tab`)
    log_closes = False
    #: the board rings the keyboard's card itself (else the overlay does, wherever it lies)
    rings_focus = False
    #: the events a player must understand (an attack's result against its requirement, a
    #: fight's totals, a capture): their log lines stay on screen in a note until the
    #: player's next decision or a click (issue 28), whatever the AI speed; see `is_outcome`
    outcomes: tuple[type, ...] = ()

    def __init__(self, app: App) -> None:
        session = app.session
        assert session is not None, "the table needs app.session"
        self.cat = session.rulebook.cat   # the card catalogue: from the session's rulebook
        super().__init__(app, self.card_art(self.cat), self.picks_type())
        self.session = session
        self.layout: Any = None
        self._log_setting = app.settings.log_panel
        self.log_open = LOG_PANEL.get(self._log_setting) if self.log_closes else None
        self.log: list[tuple[str, bool]] = []
        self.log_scroll = 0
        self.log_book = self.new_log()
        self._log_seat: int | None = None
        #: each seat's log book kept (and how many events it has read), PUBLIC's too
        self._books: dict[int, tuple[Any, int]] = {}
        humans = session.humans()
        self.bottom = humans[0] if humans else 0
        self.seen = session.event_count
        self._results_shown = False
        self._shown: tuple[Any, frozenset[int]] = (None, frozenset())
        self.hint = ""        # what the adviser would do (H), while the game has
        self.hint_key = -1    # this many events (the position the hint is for)
        self.cues: dict[str, Rect] = {}  # what the overlay put over the board (the probe)
        self._asked: tuple[Any, int] = (None, 0)   # the shared question on screen, since
        self._outcomes: list[int] = []   # where the outcomes not yet dismissed are in the log
        self._outcome_words: tuple[Any, str] = (None, "")   # (what they were written for, words)
        self.now = self.moment_type(session.view(), None, False)

    # --- what a table provides -------------------------------------------------------------------

    def instruction(self, view: Any, p: Any) -> str:
        """The line that says what the viewer does now, at their own prompt `p`."""
        raise NotImplementedError

    def waiting_line(self, view: Any, seat: int) -> str:
        """The line while `seat` (another's, or an AI's) decides."""
        raise NotImplementedError

    def hint_words(self, cmd: Command, view: Any, p: Any) -> str:
        """The hint's sentence for the adviser's command."""
        raise NotImplementedError

    def take_hint(self, cmd: Command, view: Any, p: Any) -> None:
        """Preselect on screen what the hint names (cards, a set, a plan)."""

    def more(self, now: Any) -> None:
        """The table's own facts of this frame, in its `moment_type` (a preview, a plan)."""

    def shared_line(self, q: Any) -> str:
        """The line of a shared question (`session.shared_question()`)."""
        raise NotImplementedError("a table that asks shared questions words them")

    def shared_label(self, q: Any, name: str) -> str:
        """The button by which the player `name` answers the shared question."""
        raise NotImplementedError("a table that asks shared questions words them")

    def hidden_id(self, card: int) -> bool:
        """Ids that never stand for a face (backs, piles)."""
        return card < 0

    def new_log(self) -> Any:
        """A seat's log book (`feed(events)`, `lines` with `text` and `header`): the lines of
        the table's `words`, batch by batch."""
        return logwords.LogBook(self.words.line, self.session.names, self.cat)

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

    def lay(self) -> Any:
        """The table's layout for this window, bottom seat and log panel."""
        lay = self.layout
        if lay is None or lay.size != self.size or lay.bottom != self.bottom \
                or self.log_closes and lay.log_open != self.log_open:
            extra = (self.log_open,) if self.log_closes else ()
            lay = self.layout = self.layout_type(self.size, self.session.n, self.bottom, *extra)
        return lay

    def held_card(self) -> tuple[int, float]:
        lay = self.lay()
        return lay.hand_h, lay.u

    def seat_rect(self, seat: int, card_h: int) -> Rect:
        """Where a seat's cards fly from and to: the viewer's hand, another seat's panel."""
        lay = self.lay()
        r = lay.hand if seat == lay.bottom else lay.seats.get(seat, lay.middle)
        w, h = geometry.card_size(card_h, lay.ratio)
        return Rect(r.centerx - w // 2, r.centery - h // 2, w, h)

    # --- what may be shown and done now ----------------------------------------------------------

    def current(self) -> tuple[Any, Any, bool]:
        """(view, the viewer's own prompt or None, hand shown)."""
        s = self.session
        view = s.view()
        p = s.prompt()
        visible = s.hand_visible()
        mine = p is not None and visible and p.seat == s.viewer
        return view, (p if mine else None), visible

    def plan_for(self, view: Any, p: Any) -> Plan | None:
        """The table's plan for the viewer's prompt `p` (a new decision clears the picks)."""
        key = self.interaction.prompt_key(p)
        if key != self.picks.key:
            self.picks.clear()
            self.picks.key = key
        return self.interaction.plan(view, p, self.picks, self.cat) if p is not None else None

    def face_ok(self, card: int) -> bool:
        seat = self.session.on_screen()
        if self.hidden_id(card) or seat is None:
            return False
        return card in self.session.view_of(seat).card_ids()

    def may_show(self, card: int) -> bool:
        """Cards in flight (DA8): while the viewer's hand is on screen, what their view holds;
        otherwise what every seat's view holds (anyone may be looking). Kept per game
        position and viewer: flights ask every frame."""
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

    def compose(self) -> Plan | None:
        """The frame's plan, words and buttons (`self.now`)."""
        s = self.session
        self._follow_setting()
        if s.viewer is not None and not s.needs_curtain():
            self.bottom = s.viewer
        view, p, hand_shown = self.current()
        plan_ = self.plan_for(view, p)
        now = self.now = self.moment_type(view, p, hand_shown)
        q = s.shared_question()
        if q is not None:   # every human at the screen is asked: no hand is shown
            now.buttons = [ButtonSpec(f"shared:{seat}", self.shared_label(q, view.names[seat]),
                                      self._answer(seat), "danger") for seat in q.humans]
            now.buttons.append(ButtonSpec("shared:none", _("No one"), self._answer(None)))
            now.words, now.mine = self.shared_line(q), True
            return plan_
        undo = [ButtonSpec("undo", _("Undo (Ctrl+Z)"), self.undo)] if s.can_undo() else []
        if p is not None and plan_ is not None:
            now.buttons = plan_.buttons + undo + [ButtonSpec("hint", _("Hint (H)"),
                                                             self.show_hint)]
            now.words, now.mine = self.instruction(view, p), True
        elif view.over or s.over:
            now.words = _("The game is over.")
        else:
            seat = s.deciding()
            now.buttons = undo
            now.words = self.waiting_line(view, seat) if seat is not None else ""
        self.more(now)
        return plan_

    def _answer(self, seat: int | None) -> Callable[[], None]:
        """The shared question answered by `seat`, or by nobody (None)."""
        def run() -> None:
            err = self.session.answer_shared(seat)
            if err:
                self.fail(err)
                return
            self.after_command()   # the caller (if any) decides next, behind the curtain

        return run

    def moment(self) -> Hashable:
        return self.session.event_count

    def board_key(self) -> Hashable:
        s = self.session
        now = self.now
        return (self.bottom, self.log_open, self.log_scroll, len(self.log), s.event_count,
                s.viewer, now.hand_shown, now.words, now.mine, s.deciding(), s.thinking(),
                self.app.settings.sort_hand)

    def looks(self, lit: dict[str, str], hover: str) -> dict[str, Any]:
        """What every table's board `Look` (scenes/kit/look.py) holds this frame."""
        s = self.session
        deciding, thinking = s.deciding(), s.thinking()
        return dict(
            layout=self.lay(),
            colours=[tuple(seat.colour) for seat in s.seats],
            humans=[seat.human for seat in s.seats],
            hand_shown=self.now.hand_shown,
            selected=set(self.picks.cards),
            lit=lit,
            hover=hover,
            focus=self.focus,
            deciding=deciding if deciding is not None else -1,
            thinking=thinking if thinking is not None else -1,
            hidden=self.anim.landing(),
            dragging=set(self.drag.cards) if self.drag else set(),
        )

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
        if s.watching is None and s.shared_question() is not None and self.shared_left() <= 0:
            self._answer(None)()   # nobody claimed it in time: "No one" (SHARED_PASS_MS)
            return
        if self.pace_ai():   # a pass at once, a shown move after the AI pause (issue 17)
            self.catch_up()

    def shared_left(self) -> int:
        """How long the shared question on screen has left before it passes by itself (ms):
        it is timed from the frame it first appeared on."""
        s = self.session
        key = (s.event_count, s.shared_question())
        if self._asked[0] != key:
            self._asked = (key, self.app.ticks_ms)
        return max(0, SHARED_PASS_MS - (self.app.ticks_ms - self._asked[1]))

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
        self._outcomes += [self.seen + i for i, ev in enumerate(new) if self.is_outcome(ev)]
        del self._outcomes[:-OUTCOME_LINES]
        self.seen = total
        self._append_log(new)
        self.animate(new)

    def is_outcome(self, event: Any) -> bool:
        """Does this event's line stay on screen (`outcomes`; a table may look closer: RUM's
        set laid only when it captured)?"""
        return isinstance(event, self.outcomes)

    def outcome_words(self) -> str:
        """The outcomes not yet dismissed, in the words of the seat on screen's log (hot-seat:
        what that seat may know; the public log while anyone may be looking)."""
        s = self.session
        shown = tuple(i for i in self._outcomes if i < s.event_count)
        if not shown:
            return ""
        key = (shown, self.log_seat(), T.generation)
        if self._outcome_words[0] != key:
            book = self.new_log()
            book.feed([s.events_for(self.log_seat(), i)[0] for i in shown])
            self._outcome_words = (key, " ".join(line.text for line in book.lines))
        return self._outcome_words[1]

    def dismiss_outcomes(self) -> None:
        if self._outcomes:
            self._outcomes.clear()
            self.repaint()

    def after_command(self) -> None:
        self.dismiss_outcomes()   # the player's decision: what led to it has been read
        super().after_command()

    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.dismiss_outcomes()   # a click: read (the click does what it does besides)
        super().handle_event(event)

    def _show_log(self, seat: int) -> None:
        """The log as `seat` (the seat on screen, or PUBLIC) may know it. Each seat's book is
        kept: a hand-over reads only the events since that seat's log was last shown."""
        self._log_seat = seat
        book, read = self._books.get(seat) or (self.new_log(), 0)
        self.log_book = book
        self._books[seat] = (book, read)
        self._append_log(self.session.events_for(seat, read)[: self.seen - read])

    def _rebuild_log(self, seat: int) -> None:
        """Every log written anew (the language changed, a move was taken back)."""
        self._books.clear()
        self._show_log(seat)

    def _append_log(self, events: list[Any]) -> None:
        """The log book takes the new events (a table's line may grow: JR's run of passes)."""
        self.log_book.feed(events)
        self._books[self._log_seat if self._log_seat is not None else PUBLIC] = (
            self.log_book, self.seen)
        self.log = [(line.text, line.header) for line in self.log_book.lines[-600:]]

    # --- the player's own keys and places --------------------------------------------------------

    def on_key(self, event: pygame.event.Event) -> None:
        """Ctrl+Z undo; H a hint; L the log panel; anything else to the table
        (`on_table_key`)."""
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_h:
            self.show_hint()
        elif event.key == pygame.K_l and self.log_closes:
            self.toggle_log()
        else:
            self.on_table_key(event)

    def on_table_key(self, event: pygame.event.Event) -> None:
        """A key of the table's own."""

    def press_other(self, pos: tuple[int, int]) -> bool:
        if self.log_closes and self.lay().log_tab.collidepoint(pos):
            self.toggle_log()
            return True
        return False

    def wheel(self, y: int) -> None:
        log = self.lay().log
        if log is not None and log.collidepoint(self.mouse):
            self.log_scroll = max(0, self.log_scroll + y * 3)

    def toggle_log(self) -> None:
        """Open or close the log panel (L or its tab); remembered in the settings."""
        self.log_open = self.lay().log is None
        self.app.settings.log_panel = self._log_setting = "open" if self.log_open else "closed"
        self.app.save_settings()

    def _follow_setting(self) -> None:
        """The log panel as the settings say, should they have changed (in Settings)."""
        if self.log_closes and self.app.settings.log_panel != self._log_setting:
            self._log_setting = self.app.settings.log_panel
            self.log_open = LOG_PANEL.get(self._log_setting)

    def show_hint(self) -> None:
        """H or the Hint button: the move the session's adviser would make in the player's
        place (asked with the player's own view and prompt: it never peeks), said by the
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
        self.take_hint(cmd, view, p)
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
        """Take back the human's last command (single-human games, see GameSession.undo)."""
        err = self.session.undo()
        if err:
            self.fail(err)
            return
        self.hint = ""
        self._outcomes.clear()
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
        """The instruction banner, the log and its tab, drawn with the board."""
        lay = self.lay()
        self.hud.draw_banner(surface, lay.banner, self.now.words, lay.u, self.now.mine)
        if lay.log is not None:
            self.paint_log(surface, lay.log, lay.u)
        if self.log_closes:
            kit_hud.draw_log_tab(surface, lay.log_tab, lay.log is not None, lay.u)

    def paint_log(self, surface: pygame.Surface, rect: Rect, u: float) -> None:
        """The log panel (a table may keep its pixels in a cache of its own)."""
        self.hud.draw_log(surface, rect, self.log, self.log_scroll, u)

    def place_buttons(self, surface: pygame.Surface, specs: list[ButtonSpec],
                      keep: Keep) -> list[tuple[ButtonSpec, Rect]]:
        """Where the buttons go: stacked in the layout's `buttons` area (a table may lay them
        out its own way, and draw what frames them — a chooser's panel, a group's label)."""
        lay = self.lay()
        return kit_hud.layout_buttons(lay.buttons, specs, lay.u)

    def paint_zoom(self, surface: pygame.Surface, card: int, near: Rect, keep: Keep) -> bool:
        lay = self.lay()
        return bool(self.zoom.draw_zoom(surface, self.art, card, lay.table, near, lay.u, keep))

    def covered(self) -> list[Rect]:
        """The refusal or hint note lies over the board: no tooltip for a marker under it."""
        note = self.cues.get("note")
        return [note] if note is not None else []

    def paint_extra(self, surface: pygame.Surface, keep: Keep) -> None:
        """A table's own overlay, drawn after the notes and before the thinking cue."""

    def paint_notes(self, surface: pygame.Surface, keep: Keep,
                    buttons: list[tuple[ButtonSpec, Rect]]) -> list[tuple[ButtonSpec, Rect]]:
        """Notes over the whole table (the tutorial's coach mark), after the thinking cue and
        under a tooltip: the buttons they add."""
        return []

    def paint_overlay(self, surface: pygame.Surface, keep: Keep) -> list[tuple[ButtonSpec, Rect]]:
        """The buttons, the keyboard's card ring, the refusal or hint note, the table's own
        overlay, the thinking cue over an AI seat that is deciding, and the notes."""
        lay = self.lay()
        u = lay.u
        hud = self.hud
        buttons = self.place_buttons(surface, self.now.buttons, keep)
        for spec, rect in buttons:
            keep(rect.inflate(round(16 * u), round(16 * u)))
            hud.draw_button(surface, spec, rect, rect.collidepoint(self.mouse),
                            self.focus == "button:" + spec.key, u)
            if spec.key == "shared:none":   # the time left before it passes by itself
                self._draw_time_left(surface, rect, u)
        if self.focus.startswith("card:") and not self.rings_focus:   # wherever it lies
            r = self.frame.card_rect(int(self.focus[5:]))
            if r is not None:
                ring = r.inflate(round(10 * u), round(10 * u))
                keep(ring.inflate(6, 6))
                pygame.draw.rect(surface, T.FOCUS, ring, max(2, round(3 * u)),
                                 border_radius=round(9 * u))
        self.cues = {}
        if refusal := self.refusal():
            self.cues["note"] = hud.draw_error(surface, lay.banner, refusal, u, keep,
                                               self._readable())
        elif hint := self.hint_now():
            self.cues["note"] = hud.draw_hint(surface, lay.banner, hint, u, keep,
                                              self._readable())
        elif outcome := self.outcome_words():
            self.cues["note"] = hud.draw_hint(surface, lay.banner, outcome, u, keep,
                                              self._readable())
        self.paint_extra(surface, keep)
        thinking = self.session.thinking()
        if thinking is not None and thinking in lay.seats:
            self.cues[f"thinking:{thinking}"] = hud.draw_thinking(
                surface, lay.seats[thinking], self.app.ticks_ms, u, keep)
        return buttons + self.paint_notes(surface, keep, buttons)

    def _draw_time_left(self, surface: pygame.Surface, rect: Rect, u: float) -> None:
        """A bar along the foot of "No one" that drains as the shared question's time runs
        out (SHARED_PASS_MS): then it passes as if "No one" were clicked."""
        share = self.shared_left() / SHARED_PASS_MS
        h = max(3, round(4 * u))
        inner = rect.inflate(-round(12 * u), 0)
        bar = Rect(inner.x, rect.bottom - h - max(2, round(3 * u)), round(inner.w * share), h)
        if bar.w > 0:
            pygame.draw.rect(surface, T.BRASS, bar, border_radius=h // 2)

    def _readable(self) -> list[Rect]:
        """The seats' names and markers on the board, which a note must not cover (issue 17;
        the areas that hold marks, and the marks on cards, are not among them)."""
        return [r for k, r in self.frame.marks.items() if not k.startswith(overlap.ON_CARDS)]
