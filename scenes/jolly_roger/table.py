"""The Jolly Roger table: draws the game from the viewer's view and turns mouse and keyboard
into engine commands, submitted through the session (the scene never changes game state
itself). Input, focus, the redraw cache, flights and the refusal line are the table shell's
(scenes/kit/table_shell.py); this scene adds the game's pace, its board, plan, moves and HUD.

Hot-seat: a hand is drawn only when `session.hand_visible()` allows it and nothing is asked on
the shared screen; whenever the next private decision belongs to another human, the curtain
scene comes first. Every private word — the log, a hint — is written from the view of the seat
on screen (`session.on_screen()`, the public log while anyone may be looking) and written again
when that seat changes. Every card face drawn is reported with `app.emit("card_face", id)`.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _
from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View
from scenes import theme as T
from scenes.jolly_roger import coach, flights, hud, logtext, markers
from scenes.jolly_roger.advice import hint_line
from scenes.jolly_roger.board import Board, sorted_hand
from scenes.jolly_roger.canvas import Look
from scenes.jolly_roger.cards import RATIO, CardArt
from scenes.jolly_roger.interaction import Picks, command_for, plan, prompt_key, special_ready
from scenes.jolly_roger.layout import Layout
from scenes.kit import paint as P
from scenes.kit.frame import Frame
from scenes.kit.plan import ButtonSpec, Command, Plan
from scenes.kit.redraw import Keep
from scenes.kit.table_shell import TableShell
from scenes.manager import App

PUBLIC = -1  # the log and flights of nobody in particular (every private card hidden)
TIP_DELAY_MS = 400  # how long the pointer rests on a marker before its tooltip shows


@dataclass
class Moment:
    """What one frame shows, worked out once (`compose`) for the board, the key and the HUD."""

    view: View
    prompt: Prompt | None  # the viewer's own prompt
    hand_shown: bool
    buttons: list[ButtonSpec] = field(default_factory=list)
    words: str = ""  # the instruction line
    mine: bool = False  # it speaks to the viewer


class TableScene(TableShell):
    """The game table for `app.session`."""

    art: CardArt
    picks: Picks
    moves = flights.MOVES
    # cards first, then the mutiny call, then the rest
    target_order = ("card:", "call", "side:", "seat:", "dest:", "crew_", "attack")
    held_back = "crew"

    def __init__(self, app: App) -> None:
        session = app.session
        assert session is not None, "the table needs app.session"
        self.cat = session.rulebook.cat   # the card catalogue: from the session's rulebook
        art = CardArt(self.cat)
        super().__init__(app, art, Picks())
        self.session = session
        self.board = Board(art)
        self.layout: Layout | None = None
        # None: the log shows when the window is wide (the "log panel" setting)
        self._log_setting = app.settings.log_panel
        self.log_open: bool | None = {"open": True, "closed": False}.get(self._log_setting)
        self.log_scroll = 0
        self.log: list[tuple[str, bool]] = []
        self.log_book = logtext.LogBook(session.names, self.cat)   # makes self.log
        self._log_seat: int | None = None
        #: each seat's log book kept (and how many events it has read), PUBLIC's too
        self._books: dict[int, tuple[logtext.LogBook, int]] = {}
        self.hint = ""  # what a seasoned AI pirate would do (H), while the game has
        self.hint_key = -1  # this many events (the position the hint is for)
        humans = session.humans()
        self.bottom = humans[0] if humans else 0
        self.seen = session.event_count
        self._results_shown = False
        self._deal_pending = not any(   # (the appointment is public: every seat's log has it)
            isinstance(ev, E.QuartermasterAppointed) for ev in session.events_for(PUBLIC)
        )
        self.now = Moment(session.view(), None, False)
        self._shown: tuple[Any, frozenset[int]] = (None, frozenset())   # see may_show
        self.tip_shown = ""  # the marker whose tooltip was drawn in the last frame
        self.tip_box = Rect(0, 0, 0, 0)  # where it was drawn
        self.cues: dict[str, Rect] = {}   # what the overlay put over the board (the probe)
        self._tip_hover: tuple[str, float] = ("", 0.0)  # the marker under the pointer, since

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

    def lay(self) -> Layout:
        n = self.session.n
        if (
            self.layout is None
            or self.layout.size != self.size
            or self.layout.bottom != self.bottom
            or self.layout.log_open != self.log_open
        ):
            self.layout = Layout(self.size, n, self.bottom, self.log_open)
        return self.layout

    # --- what may be shown and done now ----------------------------------------------------------

    def shared_question(self) -> Any:
        return self.session.shared_question()

    def needs_curtain(self) -> bool:
        """The next private decision is another human's (the seat that answered a shared
        question included: everyone was looking, so it gets its curtain first)."""
        return self.session.needs_curtain()

    def current(self) -> tuple[View, Prompt | None, Any, bool]:
        """(view, the viewer's own prompt or None, the shared question, hand shown)."""
        s = self.session
        view = s.view()
        shared = self.shared_question()
        p = s.prompt()
        single = s.single_human() is not None
        visible = s.viewer is not None and not self.needs_curtain()
        mine = p is not None and visible and p.seat == s.viewer and shared is None
        hand_shown = visible and shared is None and (single or mine)
        return view, (p if mine else None), shared, hand_shown

    def _plan(self, view: View, p: Prompt | None) -> Plan | None:
        key = prompt_key(p)
        if key != self.picks.key:
            self.picks.clear()
            self.picks.key = key
        if p is None:
            return None
        return plan(view, p, self.picks, self.cat)

    def face_ok(self, card: int) -> bool:
        seat = self.session.on_screen()
        return seat is not None and card in self.session.view_of(seat).card_ids()

    def may_show(self, card: int) -> bool:
        """DA8 for cards in flight: while the viewer's hand is on screen, what their view
        holds; otherwise what every seat's view holds (anyone may be looking). Kept per game
        position and viewer: flights ask every frame."""
        s = self.session
        seat = s.on_screen()   # the viewer while their hand is shown, else None
        key = (s.event_count, seat)
        if self._shown[0] != key:
            shown = s.view_of(seat).card_ids() if seat is not None else s.common_card_ids()
            self._shown = (key, frozenset(shown))
        return card in self._shown[1]

    def submit(self, command: Command) -> str | None:
        return self.session.submit(command)

    def drop_command(self, target: str, cards: tuple[int, ...]) -> Command | None:
        viewer = self.session.viewer
        return command_for(viewer if viewer is not None else -1, target, cards)

    def after_screen_action(self) -> None:
        """A special card's last seat or choice picked: it is played at once."""
        view, p, _shared, _shown = self.current()
        if p is None:
            return
        cmd = special_ready(view, p, self.picks, self.cat)
        if cmd is not None:
            self.act(cmd)

    # --- update: AI pacing, curtains, results, events --------------------------------------------

    def update(self, dt_ms: int) -> None:
        s = self.session
        super().update(dt_ms)
        if self._deal_pending:  # a new game: the opening deal flies out once
            self._deal_pending = False
            flights.deal(self.stage(), self.session.n)
        self.catch_up()
        if s.over:
            self._show_results()
            return
        if self.needs_curtain():
            self._curtain()
            return
        if self.pace_ai():   # (a lone human's empty shared question the session declines)
            self.catch_up()

    def _curtain(self) -> None:
        self.press = self.drag = None
        self.picks.clear()
        self.go("curtain", self.session.deciding())

    def _show_results(self) -> None:
        if self._results_shown:
            return
        self._results_shown = True
        self.app.emit("game_over", self.session.winners)
        self.go("results")

    def screen_key(self) -> int | None:
        return self._log_seat

    def log_seat(self) -> int:
        """Whose log the screen shows: the seat on screen's, else the public one."""
        seat = self.session.on_screen()
        return seat if seat is not None else PUBLIC

    def catch_up(self) -> None:
        """New events since the last frame: flights, sounds and log lines."""
        s = self.session
        total = s.event_count
        seat = self.log_seat()
        if seat != self._log_seat:
            self._show_log(seat)
        if total <= self.seen:
            return
        new = s.events_for(seat, self.seen)
        self.seen = total
        self._append_log(new)
        self.animate(new)

    def _show_log(self, seat: int) -> None:
        """The log as `seat` (the seat on screen, or PUBLIC) may know it. Each seat's book is
        kept: a hand-over reads only the events since that seat's log was last shown."""
        self._log_seat = seat
        book, read = self._books.get(seat) or (logtext.LogBook(self.session.names, self.cat), 0)
        self.log_book = book
        self._books[seat] = (book, read)
        self._append_log(self.session.events_for(seat, read)[: self.seen - read])

    def _rebuild_log(self, seat: int) -> None:
        """Every log written anew (the language changed, a move was taken back)."""
        self._books.clear()
        self._show_log(seat)

    def _append_log(self, events: list[Any]) -> None:
        """The log book takes the new events (a line may grow: a run of passes)."""
        self.log_book.feed(events)
        self._books[self._log_seat if self._log_seat is not None else PUBLIC] = (
            self.log_book, self.seen)
        self.log = [(line.text, line.round_header) for line in self.log_book.lines[-600:]]

    # --- flights ---------------------------------------------------------------------------------

    def _seat_rect(self, seat: int, card_h: int) -> Rect:
        lay = self.lay()
        r = lay.seats[seat]
        w = round(card_h / RATIO)
        if seat == lay.bottom and self.current()[3]:
            r = lay.hand
        return Rect(r.centerx - w // 2, r.centery - card_h // 2, w, card_h)

    def stage(self) -> flights.Places:
        """Where the cards of a batch of events fly (scenes/jolly_roger/flights.py)."""
        return flights.Places(
            self.anim,
            self.speed(),
            self.app.emit,
            self.lay().centre,
            self._seat_rect,
            self.cat,
            self.session.viewer,
        )

    def held_card(self) -> tuple[int, float]:
        lay = self.lay()
        return lay.hand_h, lay.u

    # --- the player's own keys and places --------------------------------------------------------

    def on_key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key == pygame.K_l:
            self.toggle_log()
        elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif key == pygame.K_h:
            self.show_hint()

    def press_other(self, pos: tuple[int, int]) -> bool:
        if self.lay().log_tab.collidepoint(pos):
            self.toggle_log()
            return True
        return False

    def wheel(self, y: int) -> None:
        lay = self.lay()
        if lay.log is not None and lay.log.collidepoint(self.mouse):
            self.log_scroll = max(0, self.log_scroll + y * 3)

    def show_hint(self) -> None:
        """H or the Hint button: the move a medium AI pirate would make in the player's place
        (from the player's own view: it never peeks), in the instruction line, with the cards
        it would play selected."""
        view, p, _shared, _shown = self.current()
        if p is None or self.session.advising():
            return
        self.session.advise(lambda cmd, err: self._hint_ready(view, p, cmd, err))

    def _hint_ready(self, view: Any, p: Any, cmd: Any, err: BaseException | None) -> None:
        """The adviser's answer (in line, or from the worker thread on a later frame)."""
        if err is not None:   # never a traceback on the table: the hint is just not shown
            self.fail(_("No hint now ({reason}).").format(reason=type(err).__name__))
            return
        if cmd is None:
            return
        plan_ = self._plan(view, p)
        self.hint = hint_line(cmd, view, self.cat)
        self.hint_key = self.session.event_count
        self.error = ""
        cards = cmd.cards if hasattr(cmd, "cards") else (
            (cmd.card,) if isinstance(cmd, K.CallMutiny) else ())
        if plan_ is not None and cards and all(c in plan_.selectable for c in cards):
            self.picks.cards = list(cards)
        self.repaint()
        self.app.emit("hint", cmd)

    def hint_now(self) -> str:
        """The hint while its position lasts and its seat is on screen (it names that seat's
        cards), else ""."""
        s = self.session
        if self.hint and self.hint_key == s.event_count and s.on_screen() is not None:
            return self.hint
        return ""

    def toggle_log(self) -> None:
        """Open or close the log panel (L or its tab); remembered in the settings."""
        self.log_open = self.lay().log is None
        self.app.settings.log_panel = self._log_setting = "open" if self.log_open else "closed"
        self.app.save_settings()

    def undo(self) -> None:
        """Take back the human's last command (single-human games, see GameSession.undo)."""
        err = self.session.undo()
        if err:
            self.fail(err)
            return
        self.picks.clear()
        self.press = self.drag = None
        self.focus = ""
        self.error = ""
        self.seen = self.session.event_count
        self._rebuild_log(self.log_seat())
        self.repaint()
        self.app.emit("undo", None)

    def _shared(self, seat: int | None) -> Any:
        def run() -> None:
            err = self.session.answer_shared(seat)
            if err:
                self.fail(err)
                return
            self.after_command()   # the caller (if any) decides next, behind the curtain

        return run

    # --- drawing ---------------------------------------------------------------------------------

    def relabel(self) -> None:
        """The language changed: every word on the table is made again from the game's
        events and views (the log too); the game itself is untouched."""
        super().relabel()
        self.board.forget()
        self.layout = None
        self._rebuild_log(self.log_seat())

    def compose(self) -> Plan | None:
        if self.app.settings.log_panel != self._log_setting:  # changed in Settings
            self._log_setting = self.app.settings.log_panel
            self.log_open = {"open": True, "closed": False}.get(self._log_setting)
        s = self.session
        if s.viewer is not None and not self.needs_curtain():
            self.bottom = s.viewer
        if self.log_seat() != self._log_seat:   # the seat on screen changed since `update`
            self._show_log(self.log_seat())
        view, p, shared, hand_shown = self.current()
        plan_ = self._plan(view, p)
        self.now = Moment(view, p, hand_shown)
        self._hud_state(self.now, plan_, shared)
        return plan_

    def board_key(self) -> Hashable:
        s = self.session
        now = self.now
        return (
            self.bottom,
            self.log_open,
            self.log_scroll,
            len(self.log),
            s.event_count,
            s.viewer,
            now.hand_shown,
            now.words,
            now.mine,
            self.app.settings.sort_hand,
            s.thinking(),   # its seat keeps a corner free for the cue
        )

    def paint_board(
        self, surface: pygame.Surface, frame: Frame, lit: dict[str, str], hover: str
    ) -> None:
        self.board.draw(surface, self.now.view, self._look(lit, hover), frame)
        self._draw_static_hud(surface, self.lay(), self.now.words, self.now.mine)

    def _look(self, lit: dict[str, str], hover: str) -> Look:
        s = self.session
        view, p, hand_shown = self.now.view, self.now.prompt, self.now.hand_shown
        plan_ = self.plan_now
        hand = list(view.hand) if hand_shown else []
        if self.app.settings.sort_hand:   # issue 17: by kind and value (else as dealt)
            hand = sorted_hand(self.cat, hand)
        if plan_ is not None:
            hand += list(plan_.extra_hand)
        vh = "VH" in view.variants and not view.over
        own = hand_shown and s.viewer == view.seat
        deciding, thinking = s.deciding(), s.thinking()
        return Look(
            layout=self.lay(),
            colours=[tuple(seat.colour) for seat in s.seats],  # type: ignore[misc]
            humans=[seat.human for seat in s.seats],
            hand_shown=hand_shown,
            hand=hand,
            selectable=plan_.selectable if plan_ is not None else {},
            selected=set(self.picks.cards),
            lit=lit,
            deciding=deciding if deciding is not None else -1,
            thinking=thinking if thinking is not None else -1,
            hidden=self.anim.landing(),
            dragging=set(self.drag.cards) if self.drag else set(),
            hover_target=hover,
            focus=self.focus,
            plan=plan_,
            allocation=dict(self.picks.allocation),
            skill_picks=dict(self.picks.skills),
            now_ms=self.app.ticks_ms,
            show_loot_faces=not vh or own,
            multi=list(p.cards) if p is not None and p.step == "skills" else [],
            show_prize_faces_of=set(range(view.n)) if not vh else ({view.seat} if own else set()),
            show_buried_of=view.seat if own else -1,
        )

    def _hud_state(self, now: Moment, plan_: Plan | None, shared: Any) -> None:
        """The buttons, the instruction line, and whether it speaks to the viewer."""
        s = self.session
        view, p = now.view, now.prompt
        if shared is not None:
            now.buttons = [
                ButtonSpec(
                    f"shared:{seat}",
                    hud.shared_label(shared.step, shared.context, view.names[seat]),
                    self._shared(seat),
                    "danger",
                )
                for seat in shared.humans
            ]
            now.buttons.append(ButtonSpec("shared:none", _("No one"), self._shared(None)))
            now.words, now.mine = hud.shared_line(shared.step, shared.context), True
            return
        undo = [ButtonSpec("undo", _("Undo (Ctrl+Z)"), self.undo)] if s.can_undo() else []
        if p is not None and plan_ is not None:
            hint = [ButtonSpec("hint", _("Hint (H)"), self.show_hint)]
            now.buttons = plan_.buttons + undo + hint
            now.words, now.mine = hud.instruction(view, p, self.picks, self.cat), True
            return
        if view.over or s.over:
            now.words = _("The game is over.")
            return
        seat = s.deciding()
        now.buttons = undo
        now.words = hud.waiting_line(view, seat, s.seats[seat].human) if seat is not None else ""

    def _draw_static_hud(
        self, surface: pygame.Surface, lay: Layout, words: str, mine: bool
    ) -> None:
        u = lay.u
        hud.draw_banner(surface, lay.banner, words, u, mine)
        if lay.log is not None:
            log, last = lay.log, self.log[-1] if self.log else None
            key = (id(self.board.ground), self._log_seat, len(self.log), last,
                   self.log_scroll, u)
            self.board.region(
                surface,
                Frame(),
                "log",
                key,
                log,
                lambda: hud.draw_log(surface, log, self.log, self.log_scroll, u),
            )
        tab = lay.log_tab
        P.draw_panel(surface, tab, T.WOOD_DARK, T.BRASS, round(6 * u), 1, alpha=220)
        P.label(
            surface,
            "×" if lay.log is not None else "≡",
            round(26 * u),
            T.BRASS_LIGHT,
            "center",
            tab.center,
            bold=True,
        )

    def paint_overlay(self, surface: pygame.Surface, keep: Keep) -> list[tuple[ButtonSpec, Rect]]:
        """Buttons (hover), the refusal or hint line, the thinking cue."""
        s = self.session
        lay = self.lay()
        u = lay.u
        specs = self.now.buttons
        chooser = self.plan_now.chooser if self.plan_now is not None and specs else ""
        if chooser:
            buttons = hud.draw_chooser(surface, lay, chooser, specs, keep)
        else:
            buttons = hud.layout_buttons(lay.buttons, specs, u, lay.centre.area.top)
        hud.draw_group_labels(surface, buttons, u, keep)
        for spec, rect in buttons:
            keep(rect.inflate(round(16 * u), round(16 * u)))
            hud.draw_button(
                surface,
                spec,
                rect,
                rect.collidepoint(self.mouse),
                self.focus == "button:" + spec.key,
                u,
            )
        if refusal := self.refusal():
            hud.draw_error(surface, lay.banner, refusal, u, keep)
        elif self.hint_now():
            hud.draw_hint(surface, lay.banner, self.hint, u, keep)
        thinking = s.thinking()
        self.cues = {}
        if thinking is not None:
            r = lay.seats[thinking]
            self.cues[f"thinking:{thinking}"] = hud.draw_thinking(
                surface, r, self.app.ticks_ms, u, keep)
        buttons = buttons + self.paint_notes(surface, keep, buttons)
        self.tip_shown = self._draw_tip(surface, buttons, keep)
        return buttons

    def paint_notes(self, surface: pygame.Surface, keep: Keep,
                    buttons: list[tuple[ButtonSpec, Rect]]) -> list[tuple[ButtonSpec, Rect]]:
        """Notes over the table (the tutorial's coach mark), under the tooltips: the buttons
        they add."""
        return []

    def covered(self) -> list[Rect]:
        """What the notes cover (no tooltip for a marker under them)."""
        return []

    # --- the markers' tooltips (issue 15) --------------------------------------------------------

    def tip_name(self, buttons: list[tuple[ButtonSpec, Rect]]) -> str:
        """The marker whose tooltip shows now: the one the keyboard focus is on, else the one
        under the resting pointer (not while a card is held, nor over a button)."""
        if self.focus.startswith("target:" + markers.PREFIX):
            return self.focus[7:]
        if self.drag is not None or self.press is not None:
            return ""
        if any(r.collidepoint(self.mouse) for r in [r for _s, r in buttons] + self.covered()):
            return ""
        under = [n for n, r in self.frame.targets.items()
                 if n.startswith(markers.PREFIX) and r.collidepoint(self.mouse)]
        name = under[-1] if under else ""
        if name != self._tip_hover[0]:   # the pointer must rest a moment (not a flicker)
            self._tip_hover = (name, self.app.ticks_ms)
        return name if self.app.ticks_ms - self._tip_hover[1] >= TIP_DELAY_MS else ""

    def _draw_tip(self, surface: pygame.Surface, buttons: list[tuple[ButtonSpec, Rect]],
                  keep: Keep) -> str:
        name = self.tip_name(buttons)
        rect = self.frame.targets.get(name) if name else None
        words = markers.words(name, self.now.view, self.cat) if rect is not None else ""
        if not words or rect is None:
            return ""
        self.tip_box = coach.draw_tooltip(surface, rect, words, self.lay().u, keep)
        self.app.emit("tooltip", name)
        return name

    def focusables(self) -> list[str]:
        """The shell's, then every marker that has something to say (its tooltip shows
        while it has the focus)."""
        out = super().focusables()
        view = self.now.view
        out += [f"target:{n}" for n in self.frame.targets
                if n.startswith(markers.PREFIX) and markers.words(n, view, self.cat)]
        return out

    def paint_zoom(self, surface: pygame.Surface, card: int, near: Rect, keep: Keep) -> bool:
        if self.tip_shown:   # the tooltip says what the pointer rests on
            return False
        lay = self.lay()
        hud.draw_zoom(surface, self.art, card, lay.table, near, lay.u, keep)
        return True
