"""The Meuterer table: draws the game from the viewer's view (DA8) and turns mouse and keyboard
into engine commands, submitted through the session (the scene never changes game state
itself). Input, focus, the redraw cache, flights and the refusal line are the table shell's
(scenes/kit/table_shell.py); this scene adds Meuterer's board, plans, moves and words.

Hot-seat (DA2): a hand, the set-aside cards and a role pick are drawn only when
`session.hand_visible()` allows it; whenever the next decision belongs to another human the
curtain comes first — so the secret role pick, which follows the picker's own pass, always
happens behind the curtain raised for that seat. Every card face drawn is reported with
`app.emit("card_face", id)`.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _
from scenes import theme as T
from scenes.kit import hud as kit_hud
from scenes.kit.frame import Frame
from scenes.kit.plan import ButtonSpec, Command, Plan
from scenes.kit.redraw import Keep
from scenes.kit.table_shell import TableShell
from scenes.manager import App
from scenes.meuterer import board, flights, hud, logtext
from scenes.meuterer.advice import hint_line
from scenes.meuterer.cards import CardArt, card_size
from scenes.meuterer.interaction import Picks, chosen_plan, command_for, plan, prompt_key
from scenes.meuterer.layout import Layout

PUBLIC = -1  # the log and flights of nobody in particular (every private card hidden)


@dataclass
class Moment:
    """What one frame shows, worked out once (`compose`) for the board, the key and the HUD."""

    view: Any
    prompt: Any
    hand_shown: bool
    buttons: list[ButtonSpec] = field(default_factory=list)
    words: str = ""
    mine: bool = False
    proposal: tuple[Any, ...] = ()


class TableScene(TableShell):
    """The Meuterer table for `app.session`."""

    art: CardArt
    picks: Picks
    moves = flights.MOVES
    target_order = ("card:", "role:", "island:", "offers", "fight", "hand", "seat:")
    held_back = "goods"

    def __init__(self, app: App) -> None:
        session = app.session
        assert session is not None, "the table needs app.session"
        self.cat = session.rulebook.cat
        super().__init__(app, CardArt(self.cat), Picks())
        self.session = session
        self.layout: Layout | None = None
        self.log: list[tuple[str, bool]] = []
        self.log_scroll = 0
        self._log_seat: int | None = None
        humans = session.humans()
        self.bottom = humans[0] if humans else 0
        self.seen = len(session.game.events)
        self._results_shown = False
        self.now = Moment(session.view(), None, False)
        self._shown: tuple[Any, frozenset[int]] = (None, frozenset())
        self.hint = ""
        self.hint_key = -1

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
        if self.layout is None or self.layout.size != self.size \
                or self.layout.bottom != self.bottom:
            self.layout = Layout(self.size, self.session.n, self.bottom)
        return self.layout

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
        s = self.session
        if card < 0 or s.viewer is None or s.needs_curtain():
            return False
        return card in s.view().card_ids()

    def may_show(self, card: int) -> bool:
        """Cards in flight: while the viewer's hand is on screen, what their view holds;
        otherwise what every seat's view holds (anyone may be looking)."""
        s = self.session
        key = (len(s.game.events), s.viewer, s.hand_visible())
        if self._shown[0] != key:
            if key[2]:
                shown = s.game.view(s.viewer).card_ids()
            else:
                shown = set.intersection(*(set(s.game.view(i).card_ids()) for i in range(s.n)))
            self._shown = (key, frozenset(shown))
        return card in self._shown[1]

    def submit(self, command: Command) -> str | None:
        return self.session.submit(command)

    def drop_command(self, target: str, cards: tuple[int, ...]) -> Command | None:
        return command_for(self.now.view, self.now.prompt, target, cards)

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
        s.ai_delay_ms = self.app.settings.ai_delay_ms
        if not self.anim.busy() and s.update(self.app.ticks_ms):
            self.catch_up()

    def _show_results(self) -> None:
        if self._results_shown or self.anim.busy():
            return
        self._results_shown = True
        self.app.emit("game_over", self.session.game.view(0).winners)
        self.go("results")

    def log_seat(self) -> int:
        s = self.session
        return s.viewer if s.viewer is not None and not s.needs_curtain() else PUBLIC

    def catch_up(self) -> None:
        """New events since the last frame: flights, sounds and log lines."""
        game = self.session.game
        total = len(game.events)
        seat = self.log_seat()
        if seat != self._log_seat:
            self._rebuild_log(seat)
        if total <= self.seen:
            return
        new = game.events_for(seat, self.seen)
        self.seen = total
        self._append_log(new)
        self.animate(new)

    def _rebuild_log(self, seat: int) -> None:
        self._log_seat = seat
        self.log = []
        self._append_log(self.session.game.events_for(seat, 0)[: self.seen])

    def _append_log(self, events: list[Any]) -> None:
        for line in logtext.log_lines(events, self.session.game.names, self.cat):
            self.log.append((line.text, line.header))
        if len(self.log) > 600:
            del self.log[:-600]

    def _seat_rect(self, seat: int, card_h: int) -> Rect:
        lay = self.lay()
        r = lay.hand if seat == lay.bottom else lay.seats.get(seat, lay.middle)
        w, h = card_size(card_h)
        return Rect(r.centerx - w // 2, r.centery - h // 2, w, h)

    def stage(self) -> flights.Places:
        # the view of the last frame drawn: where the ship, the captain and the offers were
        # before this batch of events
        return flights.Places(self.anim, self.speed(), self.app.emit, self.lay(),
                              self._seat_rect, self.now.view)

    def held_card(self) -> tuple[int, float]:
        lay = self.lay()
        return lay.hand_h, lay.u

    # --- the player's own keys -------------------------------------------------------------------

    def on_key(self, event: pygame.event.Event) -> None:
        """Ctrl+Z undo; H a hint; digits answer a chooser (a wage, a number of sabres)."""
        key = event.key
        if key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif key == pygame.K_h:
            self.show_hint()
        elif pygame.K_0 <= key <= pygame.K_9 and self.now.prompt is not None:
            digit = key - pygame.K_0
            step = self.now.prompt.step
            name = {"wage": f"wage:{digit}", "mutiny": f"sabres:{digit}"}.get(step)
            if name is not None:
                self.activate("button:" + name)

    def wheel(self, y: int) -> None:
        if self.lay().log.collidepoint(self.mouse):
            self.log_scroll = max(0, self.log_scroll + y * 3)

    def show_hint(self) -> None:
        """H or the Hint button: the move the table's strongest AI level would make in the
        player's place (asked with the player's own view and prompt: it never peeks), said
        under the instruction line; a card it would offer or keep is selected, an allocation
        it would make is shown."""
        view, p, _shown = self.current()
        if p is None:
            return
        try:
            cmd = self.session.advice()
        except Exception as err:   # an AI still being written: no hint, never a traceback
            self.fail(_("No hint now ({reason}).").format(reason=type(err).__name__))
            return
        if cmd is None:
            return
        self.hint = hint_line(cmd, view, p, self.cat)
        self.hint_key = len(self.session.game.events)
        self.error = ""
        name = type(cmd).__name__
        if name == "Offer":
            self.picks.cards = [cmd.card]
        elif name == "Keep":
            self.picks.cards = list(cmd.cards)
        elif name == "Allocate":
            plans = [tuple(x) for x in p.allocations]
            if tuple(cmd.plan) in plans:
                self.picks.choice = plans.index(tuple(cmd.plan))
        self.repaint()
        self.app.emit("hint", cmd)

    def hint_now(self) -> str:
        return self.hint if self.hint and self.hint_key == len(self.session.game.events) else ""

    def undo(self) -> None:
        err = self.session.undo()
        if err:
            self.fail(err)
            return
        self.hint = ""
        self.picks.clear()
        self.press = self.drag = None
        self.focus = self.error = ""
        self.seen = len(self.session.game.events)
        self._rebuild_log(self.log_seat())
        self.repaint()
        self.app.emit("undo", None)

    # --- drawing ---------------------------------------------------------------------------------

    def relabel(self) -> None:
        super().relabel()
        self.layout = None
        self._rebuild_log(self.log_seat())

    def compose(self) -> Plan | None:
        s = self.session
        if s.viewer is not None and not s.needs_curtain():
            self.bottom = s.viewer
        view, p, hand_shown = self.current()
        key = prompt_key(p)
        if key != self.picks.key:
            self.picks.clear()
            self.picks.key = key
        plan_ = plan(view, p, self.picks, self.cat) if p is not None else None
        now = self.now = Moment(view, p, hand_shown)
        undo = [ButtonSpec("undo", _("Undo (Ctrl+Z)"), self.undo)] if s.can_undo() else []
        if p is not None and plan_ is not None:
            now.buttons = plan_.buttons + undo + [ButtonSpec("hint", _("Hint (H)"),
                                                             self.show_hint)]
            now.words = hud.instruction(view, p, self.cat)
            now.mine = True
            if p.step == "allocate":
                now.proposal = chosen_plan(p, self.picks)
        elif view.over or s.over:
            now.words = _("The game is over.")
        else:
            seat = s.deciding()
            now.buttons = undo
            step = s.prompt().step if s.prompt() is not None else ""
            now.words = hud.waiting_line(view, seat, s.seats[seat].human, step) \
                if seat is not None else ""
        return plan_

    def board_key(self) -> Hashable:
        s = self.session
        now = self.now
        return (self.bottom, self.log_scroll, len(self.log), len(s.game.events), s.viewer,
                now.hand_shown, now.words, now.mine, s.deciding(), now.proposal)

    def paint_board(self, surface: pygame.Surface, frame: Frame, lit: dict[str, str],
                    hover: str) -> None:
        s = self.session
        now = self.now
        deciding = s.deciding()
        look = board.Look(
            layout=self.lay(),
            colours=[tuple(seat.colour) for seat in s.seats],  # type: ignore[misc]
            humans=[seat.human for seat in s.seats],
            hand_shown=now.hand_shown,
            prompt=now.prompt,
            selected=set(self.picks.cards),
            lit=lit,
            hover=hover,
            focus=self.focus,
            deciding=deciding if deciding is not None else -1,
            hidden=self.anim.landing(),
            dragging=set(self.drag.cards) if self.drag else set(),
            proposal=now.proposal,
            may_show=self.may_show,
        )
        board.draw(surface, now.view, look, frame, self.art, self.cat)
        lay = self.lay()
        kit_hud.draw_banner(surface, lay.banner, now.words, lay.u, now.mine)
        kit_hud.draw_log(surface, lay.log, self.log, self.log_scroll, lay.u)

    def paint_overlay(self, surface: pygame.Surface, keep: Keep) -> list[tuple[ButtonSpec, Rect]]:
        lay = self.lay()
        u = lay.u
        buttons = kit_hud.grid_buttons(lay.buttons, self.now.buttons, u)
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
        if refusal := self.refusal():
            kit_hud.draw_error(surface, lay.banner, refusal, u, keep)
        elif hint := self.hint_now():
            kit_hud.draw_hint(surface, lay.banner, hint, u, keep)
        self._island_zoom(surface, keep)
        thinking = self.session.thinking()
        if thinking is not None and thinking in lay.seats:
            kit_hud.draw_thinking(surface, lay.seats[thinking], self.app.ticks_ms, u, keep)
        return buttons

    def _island_zoom(self, surface: pygame.Surface, keep: Keep) -> None:
        """An island under the pointer (or the keyboard's focus) shown large with its facts."""
        if self.drag is not None or self.press is not None:
            return
        lay = self.lay()
        view = self.now.view
        name = self.focus[7:] if self.focus.startswith("target:island:") else ""
        if not name:
            name = next((n for n, r in self.frame.targets.items()
                         if n.startswith("island:") and r.collidepoint(self.mouse)), "")
        if not name or name not in self.frame.targets:
            return
        island = int(name.partition(":")[2])
        hud.draw_island_zoom(surface, self.art, island, island in view.active, lay.table,
                             self.frame.targets[name], lay.u, keep)

    def paint_zoom(self, surface: pygame.Surface, card: int, near: Rect, keep: Keep) -> bool:
        lay = self.lay()
        return hud.draw_zoom(surface, self.art, card, lay.table, near, lay.u, keep)
