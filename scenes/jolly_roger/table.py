"""The table scene: draws the game from the viewer's view and turns mouse and keyboard into
engine commands, submitted through the session (the scene never changes game state itself).

Hot-seat: a hand is drawn only when `session.hand_visible()` allows it and nothing is asked on
the shared screen; whenever the next private decision belongs to another human, the curtain
scene comes first. Every card face drawn is reported with `app.emit("card_face", id)`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _
from game.jolly_roger import commands as K
from game.jolly_roger import events as E
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View
from scenes import theme as T
from scenes.jolly_roger import flights, hud
from scenes.jolly_roger.advice import hint_line
from scenes.jolly_roger.board import Board, Look, side_tag_rect
from scenes.jolly_roger.cards import CardArt
from scenes.jolly_roger.interaction import Picks, command_for, plan, prompt_key, special_ready
from scenes.jolly_roger.layout import Layout
from scenes.kit import paint as P
from scenes.kit.animation import Animator, play
from scenes.kit.frame import Frame
from scenes.kit.plan import Action, ButtonSpec, Plan
from scenes.manager import App, Scene

DRAG_START_PX = 6
ERROR_MS = 4500
PUBLIC = -1  # the log and flights of nobody in particular (every private card hidden)


@dataclass
class Press:
    card: int
    pos: tuple[int, int]
    zone: str


@dataclass
class Drag:
    cards: tuple[int, ...]
    grab: tuple[int, int]  # where inside the card the pointer holds it
    pos: tuple[int, int]
    home: list[Rect]  # where the cards came from (snap-back)


class TableScene(Scene):
    """The game table for `app.session`."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        session = app.session
        assert session is not None, "the table needs app.session"
        self.session = session
        self.art = CardArt(session.game.catalogue)
        self.board = Board(self.art)
        self.anim = Animator()
        self.picks = Picks()
        self.frame = Frame()
        self.buttons: list[tuple[ButtonSpec, Rect]] = []
        self.layout: Layout | None = None
        self.size = app.size
        # None: the log shows when the window is wide (the "log panel" setting)
        self._log_setting = app.settings.log_panel
        self.log_open: bool | None = {"open": True, "closed": False}.get(self._log_setting)
        self.log_scroll = 0
        self.log: list[tuple[str, bool]] = []
        self._log_seat: int | None = None
        self._log_count = 0
        self.error = ""
        self.error_until = 0.0
        self.hint = ""  # what a seasoned AI pirate would do (H), while the game has
        self.hint_key = -1  # this many events (the position the hint is for)
        self.mouse = (0, 0)
        self.press: Press | None = None
        self.drag: Drag | None = None
        self.focus = ""
        humans = session.humans()
        self.bottom = humans[0] if humans else 0
        self.seen = len(session.game.events)
        self._results_shown = False
        self._deal_pending = not any(
            isinstance(ev, E.QuartermasterAppointed) for ev in session.game.events
        )
        self.caller: int | None = None  # who answered the shared question (acts privately)
        self.plan_now: Plan | None = None
        # The board is drawn in full only when something on it changes; in between, only the
        # overlays (buttons, zoom, flights, drag, thinking cue) are painted again, over the
        # pixels they covered, which are kept aside (`_under`) before each overlay paints.
        self._board_key: tuple[Any, ...] = ()
        self._board_frame = Frame()
        self._board_on: pygame.Surface | None = None
        self._under: list[tuple[Rect, pygame.Surface]] = []
        self.prompt_now: Prompt | None = None
        self.generation = T.generation

    # --- scene hooks -----------------------------------------------------------------------------

    def enter(self) -> None:
        s = self.session
        if s.viewer is None and s.single_human() is not None:
            s.lift_curtain(s.single_human())  # one human: nobody else to hide the hand from
        if s.viewer is not None:
            self.bottom = s.viewer

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.layout = None
        self._board_key = ()

    def leave(self) -> None:
        self._board_key = ()  # another scene draws over the window: draw it all next time

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

    def _calling(self) -> bool:
        """The seat that answered the shared question is now deciding privately."""
        p = self.session.prompt()
        if self.caller is not None and (p is None or p.seat != self.caller):
            self.caller = None
        return self.caller is not None

    def shared_question(self) -> Any:
        return None if self._calling() else self.session.shared_question()

    def needs_curtain(self) -> bool:
        s = self.session
        if self._calling():
            return s.viewer != self.caller
        return s.needs_curtain()

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
        return plan(view, p, self.picks)

    # --- update: AI pacing, curtains, results, events --------------------------------------------

    def update(self, dt_ms: int) -> None:
        s = self.session
        self.anim.update(dt_ms)
        if self._deal_pending:  # a new game: the opening deal flies out once
            self._deal_pending = False
            flights.deal(self.stage(), self.session.n)
        self._take_events()
        if s.over:
            self._show_results()
            return
        if self.needs_curtain():
            self._curtain()
            return
        s.ai_delay_ms = self.app.settings.ai_delay_ms
        self._skip_empty_question()
        if not self.anim.busy() and s.update(self.app.ticks_ms):
            self._take_events()

    def _skip_empty_question(self) -> None:
        """A lone human asked at a reaction moment (DA4, prompts to all) without a card to
        answer with passes at once: nobody else is at the screen, so nothing can leak, and
        "Pass" would be the only button."""
        s = self.session
        p = s.prompt()
        if (
            p is not None
            and p.seat == s.viewer
            and s.single_human() == p.seat
            and p.step in ("react", "sailor")
            and p.actions == ("pass",)
            and s.submit(K.Pass(p.seat)) is None
        ):
            self._take_events()

    def _curtain(self) -> None:
        try:
            from scenes.curtain import CurtainScene
        except ImportError:  # no curtain scene yet: the next human just takes over
            seat = self.session.deciding()
            if seat is not None:
                self.session.lift_curtain(seat)
                self.bottom = seat
            return
        self.press = self.drag = None
        self.picks.clear()
        self.app.push(CurtainScene(self.app, self.session.deciding()))

    def _show_results(self) -> None:
        if self._results_shown:
            return
        self._results_shown = True
        self.app.emit("game_over", self.session.game.view(0).winners)
        try:
            from scenes.jolly_roger.results import ResultsScene
        except ImportError:
            return  # the table shows the final scores itself
        self.app.push(ResultsScene(self.app))

    def log_seat(self) -> int:
        s = self.session
        return s.viewer if s.viewer is not None and not self.needs_curtain() else PUBLIC

    def _take_events(self) -> None:
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
        self._animate(new)

    def _rebuild_log(self, seat: int) -> None:
        self._log_seat = seat
        game = self.session.game
        self.log = []
        self._append_log(game.events_for(seat, 0)[: self.seen])

    def _append_log(self, events: list[Any]) -> None:
        from scenes.jolly_roger import logtext

        for line in logtext.log_lines(events, self.session.game.names):
            self.log.append((line.text, line.round_header))
        if len(self.log) > 600:
            del self.log[:-600]

    # --- flights and sounds ----------------------------------------------------------------------

    def _seat_rect(self, seat: int, card_h: int) -> Rect:
        lay = self.lay()
        r = lay.seats[seat]
        w = round(card_h / 1.4)
        if seat == lay.bottom and self.current()[3]:
            r = lay.hand
        return Rect(r.centerx - w // 2, r.centery - card_h // 2, w, card_h)

    def stage(self) -> flights.Places:
        """Where the cards of a batch of events fly (scenes/jolly_roger/flights.py)."""
        return flights.Places(
            self.anim,
            float(self.app.settings.animation_speed),
            self.app.emit,
            self.lay().centre,
            self._seat_rect,
            self.session.game.catalogue,
            self.session.viewer,
        )

    def _animate(self, events: list[Any]) -> None:
        play(flights.MOVES, self.stage(), events)

    # --- input -----------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        et = event.type
        if et == pygame.MOUSEMOTION:
            self._motion(event.pos)
        elif et == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._down(event.pos)
        elif et == pygame.MOUSEBUTTONUP and event.button == 1:
            self._up(event.pos)
        elif et == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self._cancel()
        elif et == pygame.MOUSEWHEEL:
            lay = self.lay()
            if lay.log is not None and lay.log.collidepoint(self.mouse):
                self.log_scroll = max(0, self.log_scroll + event.y * 3)
        elif et == pygame.KEYDOWN:
            self._key(event)

    def _motion(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        if self.drag is not None:
            self.drag.pos = pos
            return
        p = self.press
        if p is not None and (abs(pos[0] - p.pos[0]) + abs(pos[1] - p.pos[1])) >= DRAG_START_PX:
            sel = self.picks.cards
            cards = tuple(sel) if p.card in sel else (p.card,)
            home = [self.frame.card_rect(c) or Rect(p.pos, (10, 10)) for c in cards]
            r = self.frame.card_rect(p.card) or Rect(p.pos, (10, 10))
            self.drag = Drag(cards, (p.pos[0] - r.x, p.pos[1] - r.y), pos, home)
            self.press = None

    def _down(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        for spec, rect in self.buttons:
            if rect.collidepoint(pos):
                self.focus = "button:" + spec.key
                if spec.action is not None:
                    self.act(spec.action)
                return
        lay = self.lay()
        if lay.log_tab.collidepoint(pos):
            self.toggle_log()
            return
        card = self._card_at(pos)
        if card is not None:
            self.press = Press(card[0], pos, card[1])

    def _up(self, pos: tuple[int, int]) -> None:
        self.mouse = pos
        drag, press = self.drag, self.press
        self.drag = self.press = None
        if drag is not None:
            self._drop(drag, pos)
            return
        if press is not None:
            self.click_card(press.card)
            return
        target = self._target_at(pos)
        if target:
            self.click_target(target)

    def _cancel(self) -> None:
        self.picks.cards.clear()
        self.picks.special = -1
        self.picks.seats.clear()
        self.picks.promising = False
        self.picks.promise_to = -1
        self.drag = self.press = None

    def _card_at(self, pos: tuple[int, int]) -> tuple[int, str] | None:
        """The face-up card under the pointer that may be picked up or clicked."""
        plan_ = self.plan_now
        for sprite in reversed(self.frame.sprites):
            if sprite.card < 0 or sprite.zone == "ghost" or not sprite.rect.collidepoint(pos):
                continue
            if sprite.zone == "hand":
                return sprite.card, "hand"
            if plan_ is not None and (
                sprite.card in plan_.selectable or f"card:{sprite.card}" in plan_.clicks
            ):
                return sprite.card, sprite.zone
        return None

    def _target_at(self, pos: tuple[int, int], lit: dict[str, Action] | None = None) -> str:
        """The target under the pointer: cards first, then the mutiny call, then the rest."""
        names = [n for n, r in self.frame.targets.items() if r.collidepoint(pos)]
        if not names:
            return ""
        order = ("card:", "call", "side:", "seat:", "dest:", "crew_", "attack")
        names.sort(key=lambda n: next((i for i, o in enumerate(order) if n.startswith(o)), 9))
        if lit:
            for n in names:
                if n in lit:
                    return n
        return names[0]

    def click_card(self, card: int) -> None:
        """A click on a card: its own action (take this prize, cancel this card), else select."""
        plan_ = self.plan_now
        if plan_ is None:
            return
        click = plan_.clicks.get(f"card:{card}")
        if click is not None and card not in plan_.selectable:
            self.act(click)
            return
        if card not in plan_.selectable:
            if click is not None:
                self.act(click)
            return
        sel = self.picks.cards
        if card in sel:
            sel.remove(card)
        else:
            if plan_.max_select == 1:
                sel.clear()
            elif len(sel) >= plan_.max_select:
                return
            sel.append(card)
        if (
            click is not None
            and plan_.max_select == 1
            and self.session.prompt() is not None
            and self.session.prompt().step in ("loot_pick", "cook_pick")
        ):
            self.act(click)

    def click_target(self, target: str) -> None:
        """A click on a seat, a stack, an area: with cards selected, play them there."""
        plan_ = self.plan_now
        if plan_ is None:
            return
        sel = tuple(self.picks.cards)
        if sel:
            lit = plan_.targets_for(sel)
            if target in lit:
                self.act(lit[target], sel)
                return
        if target in plan_.clicks:
            self.act(plan_.clicks[target])
            return
        if sel and target in self.frame.targets:
            self._illegal(target, sel)

    def _drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        plan_ = self.plan_now
        lit = plan_.targets_for(drag.cards) if plan_ is not None else {}
        target = self._target_at(pos, lit)
        if target in lit:
            if not self.act(lit[target], drag.cards, drag):
                return
        elif target:
            self._illegal(target, drag.cards, drag)
        self._snap_back(drag)

    def _illegal(self, target: str, cards: tuple[int, ...], drag: Drag | None = None) -> None:
        """A drop the prompt does not allow: ask the engine, which says why (one line)."""
        s = self.session
        guess = command_for(s.viewer if s.viewer is not None else -1, target, cards)
        err = s.submit(guess) if guess is not None else _("Those cards cannot go there now.")
        if err:
            self.fail(err)
        else:
            self._after_command()

    def _snap_back(self, drag: Drag) -> None:
        speed = float(self.app.settings.animation_speed)
        for card, home in zip(drag.cards, drag.home, strict=False):
            at = Rect(drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1], home.w, home.h)
            self.anim.add(card if self._face_ok(card) else -1, "crew", at, home, speed * 1.6)

    def _face_ok(self, card: int) -> bool:
        s = self.session
        if s.viewer is None or self.needs_curtain():
            return False
        return card in s.view().card_ids()

    def act(self, action: Action, cards: tuple[int, ...] = (), drag: Drag | None = None) -> bool:
        """Do a button's, a click's or a drop's action. True when it was accepted."""
        if not hasattr(action, "NAME"):
            action()  # type: ignore[operator]
            self._check_special()
            return True
        err = self.session.submit(action)
        if err:
            self.fail(err)
            return False
        self._after_command()
        return True

    def _after_command(self) -> None:
        self.picks.clear()
        self.focus = ""
        self.error = ""
        self._take_events()

    def _check_special(self) -> None:
        view, p, _shared, _shown = self.current()
        if p is None:
            return
        cmd = special_ready(view, p, self.picks)
        if cmd is not None:
            self.act(cmd)

    def fail(self, reason: str) -> None:
        """Show the engine's one-line reason for a refused command."""
        self.error = reason
        self.error_until = self.app.ticks_ms + ERROR_MS
        self.app.emit("rule_error", reason)

    # --- keyboard --------------------------------------------------------------------------------

    def focusables(self) -> list[str]:
        """Everything the keyboard can reach, in reading order."""
        out: list[str] = []
        plan_ = self.plan_now
        hand = [sp.card for sp in self.frame.sprites if sp.zone == "hand" and sp.card >= 0]
        if plan_ is None or not plan_.chooser:  # an open chooser: only its seats and buttons
            out += [f"card:{c}" for c in hand]
        if plan_ is not None:
            for sprite in self.frame.sprites:
                if (
                    sprite.zone not in ("hand", "ghost")
                    and sprite.card >= 0
                    and (sprite.card in plan_.selectable or f"card:{sprite.card}" in plan_.clicks)
                ):
                    out.append(f"card:{sprite.card}")
            sel = tuple(self.picks.cards)
            names = set(plan_.clicks) | (set(plan_.targets_for(sel)) if sel else set())
            out += [f"target:{n}" for n in self.frame.targets if n in names]
        out += [f"button:{spec.key}" for spec, _r in self.buttons if spec.action is not None]
        return list(dict.fromkeys(out))

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        items = self.focusables()
        if key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP):
            if not items:
                return
            back = key in (pygame.K_LEFT, pygame.K_UP) or (
                key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            )
            i = items.index(self.focus) if self.focus in items else (-1 if not back else 0)
            self.focus = items[(i + (-1 if back else 1)) % len(items)]
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.activate(self.focus)
        elif key == pygame.K_ESCAPE:
            busy = (self.picks.cards or self.picks.special >= 0 or self.picks.seats
                    or self.picks.promising or self.drag is not None)
            self._cancel()
            if not busy:  # nothing to cancel: the ship's menu (the game waits below)
                from scenes.pause import PauseScene

                self.app.push(PauseScene(self.app))
        elif key == pygame.K_l:
            self.toggle_log()
        elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif key == pygame.K_h:
            self.show_hint()

    def activate(self, focus: str) -> None:
        kind, _sep, name = focus.partition(":")
        if kind == "card":
            self.click_card(int(name))
        elif kind == "target":
            self.click_target(name)
        elif kind == "button":
            for spec, _r in self.buttons:
                if spec.key == name and spec.action is not None:
                    self.act(spec.action)
                    return

    # --- drawing ---------------------------------------------------------------------------------

    def relabel(self) -> None:
        """The language changed: every word on the table is made again from the game's
        events and views (the log too); the game itself is untouched."""
        self.generation = T.generation
        self.art.forget()
        self.board.forget()
        self.layout = None
        self._board_key = ()
        self._rebuild_log(self.log_seat())

    def draw(self, surface: pygame.Surface) -> None:
        if self.generation != T.generation:
            self.relabel()
        if s_err := self.session.save_error:                   # the autosave failed: say so once
            self.session.save_error = None
            self.app.notice(_("This game can no longer be saved ({reason}). It goes on, but "
                              "if the game is closed now it cannot be continued.").format(
                                  reason=s_err))
        if self.app.settings.log_panel != self._log_setting:   # changed in Settings
            self._log_setting = self.app.settings.log_panel
            self.log_open = {"open": True, "closed": False}.get(self._log_setting)
        s = self.session
        if s.viewer is not None and not self.needs_curtain():
            self.bottom = s.viewer
        lay = self.lay()
        view, p, shared, hand_shown = self.current()
        plan_ = self._plan(view, p)
        self.plan_now, self.prompt_now = plan_, p
        hand = list(view.hand) if hand_shown else []
        if plan_ is not None:
            hand += list(plan_.extra_hand)
        dragging = set(self.drag.cards) if self.drag else set()
        lit: dict[str, str] = {}
        if plan_ is not None:
            cards = self.drag.cards if self.drag else tuple(self.picks.cards)
            if cards:
                for name in plan_.targets_for(cards):
                    if name not in plan_.quiet or (
                        self.drag is not None
                        and self._target_at(self.drag.pos, {name: None}) == name
                    ):  # type: ignore[dict-item]
                        lit[name] = plan_.drop_labels.get(name, "")
            if not self.drag:
                for name in plan_.clicks:
                    lit.setdefault(name, "")
        hover = ""
        if self.drag is not None:
            hover = self._target_at(self.drag.pos, {k: None for k in lit})  # type: ignore[misc]
        vh = "VH" in view.variants and not view.over
        look = Look(
            layout=lay,
            colours=[tuple(seat.colour) for seat in s.seats],  # type: ignore[misc]
            humans=[seat.human for seat in s.seats],
            hand_shown=hand_shown,
            hand=hand,
            selectable=plan_.selectable if plan_ is not None else {},
            selected=set(self.picks.cards),
            lit=lit,
            deciding=s.deciding() if s.deciding() is not None else -1,  # type: ignore[arg-type]
            thinking=s.thinking() if s.thinking() is not None else -1,  # type: ignore[arg-type]
            hidden=self.anim.landing(),
            dragging=dragging,
            hover_target=hover,
            focus=self.focus,
            plan=plan_,
            allocation=dict(self.picks.allocation),
            skill_picks=dict(self.picks.skills),
            now_ms=self.app.ticks_ms,
            show_loot_faces=not vh or (hand_shown and s.viewer == view.seat),
            multi=list(p.cards) if p is not None and p.step == "skills" else [],
            show_prize_faces_of=set(range(view.n))
            if not vh
            else ({view.seat} if hand_shown and s.viewer == view.seat else set()),
            show_buried_of=view.seat if hand_shown and s.viewer == view.seat else -1,
        )
        specs, words, mine = self._hud_state(view, p, plan_, shared)
        key = (
            self.size,
            self.bottom,
            self.log_open,
            self.log_scroll,
            len(self.log),
            len(s.game.events),
            s.viewer,
            self.caller,
            hand_shown,
            tuple(self.picks.cards),
            tuple(self.picks.allocation.items()),
            tuple(self.picks.skills.items()),
            self.picks.special,
            tuple(self.picks.seats),
            tuple(lit.items()),
            hover,
            self.focus,
            frozenset(look.hidden),
            frozenset(dragging),
            words,
            mine,
        )
        full = key != self._board_key or self.app.top is not self or self._board_on is not surface
        if full:
            board_frame = Frame()
            self.board.draw(surface, view, look, board_frame)
            self._draw_static_hud(surface, lay, words, mine)
            self._board_frame, self._board_key = board_frame, key
            self._board_on = surface if self.app.top is self else None
        else:
            for rect, pixels in reversed(self._under):
                surface.blit(pixels, rect)
        self._under = []
        base = self._board_frame
        frame = Frame(base.sprites, base.targets, list(base.faces))
        keep = self._keeper(surface)
        self._draw_buttons(surface, lay, specs, keep)
        self._draw_flights(surface, frame, keep)
        self._draw_drag(surface, frame, lit, hover, keep)
        self._draw_zoom(surface, frame, keep)
        self.frame = frame
        emit = self.app.emit
        if self.app.listeners:
            for card in frame.faces:
                emit("card_face", card)

    def _keeper(self, surface: pygame.Surface) -> Any:
        """keep(rect): put aside the pixels an overlay is about to paint over."""
        screen = surface.get_rect()

        def keep(rect: Rect) -> None:
            r = rect.clip(screen)
            if r.w > 0 and r.h > 0:
                self._under.append((r, surface.subsurface(r).copy()))

        return keep

    def _hud_state(
        self, view: View, p: Prompt | None, plan_: Plan | None, shared: Any
    ) -> tuple[list[ButtonSpec], str, bool]:
        """The buttons, the instruction line, and whether it speaks to the viewer."""
        s = self.session
        if shared is not None:
            specs = [
                ButtonSpec(
                    f"shared:{seat}",
                    hud.shared_label(shared.step, shared.context, view.names[seat]),
                    self._shared(seat),
                    "danger",
                )
                for seat in shared.humans
            ]
            specs.append(ButtonSpec("shared:none", _("No one"), self._shared(None)))
            return specs, hud.shared_line(shared.step, shared.context), True
        undo = [ButtonSpec("undo", _("Undo (Ctrl+Z)"), self.undo)] if s.can_undo() else []
        if p is not None and plan_ is not None:
            hint = [ButtonSpec("hint", _("Hint (H)"), self.show_hint)]
            return plan_.buttons + undo + hint, hud.instruction(view, p, self.picks), True
        if view.over or s.over:
            return [], _("The game is over."), False
        seat = s.deciding()
        words = hud.waiting_line(view, seat, s.seats[seat].human) if seat is not None else ""
        return undo, words, False

    def show_hint(self) -> None:
        """H or the Hint button: the move a medium AI pirate would make in the player's place
        (from the player's own view: it never peeks), in the instruction line, with the cards
        it would play selected."""
        view, p, _shared, _shown = self.current()
        if p is None:
            return
        cmd = self.session.advice()
        if cmd is None:
            return
        plan_ = self._plan(view, p)
        self.hint = hint_line(cmd, view)
        self.hint_key = len(self.session.game.events)
        self.error = ""
        cards = cmd.cards if hasattr(cmd, "cards") else (
            (cmd.card,) if isinstance(cmd, K.CallMutiny) else ())
        if plan_ is not None and cards and all(c in plan_.selectable for c in cards):
            self.picks.cards = list(cards)
        self._board_key = ()
        self.app.emit("hint", cmd)

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
        self.seen = len(self.session.game.events)
        self._rebuild_log(self.log_seat())
        self._board_key = ()
        self.app.emit("undo", None)

    def _draw_static_hud(
        self, surface: pygame.Surface, lay: Layout, words: str, mine: bool
    ) -> None:
        u = lay.u
        hud.draw_banner(surface, lay.banner, words, u, mine)
        if lay.log is not None:
            log, last = lay.log, self.log[-1] if self.log else None
            key = (id(self.board._ground), len(self.log), last, self.log_scroll, u)
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

    def _draw_buttons(
        self, surface: pygame.Surface, lay: Layout, specs: list[ButtonSpec], keep: Any
    ) -> None:
        """The per-frame layer: buttons (hover), the refusal line, the thinking cue."""
        s = self.session
        u = lay.u
        chooser = self.plan_now.chooser if self.plan_now is not None and specs else ""
        if chooser:
            self.buttons = hud.draw_chooser(surface, lay, chooser, specs, keep)
        else:
            self.buttons = hud.layout_buttons(lay.buttons, specs, u, lay.centre.area.top)
        hud.draw_group_labels(surface, self.buttons, u, keep)
        for spec, rect in self.buttons:
            keep(rect.inflate(round(16 * u), round(16 * u)))
            hud.draw_button(
                surface,
                spec,
                rect,
                rect.collidepoint(self.mouse),
                self.focus == "button:" + spec.key,
                u,
            )
        if self.error and self.app.ticks_ms < self.error_until:
            hud.draw_error(surface, lay.banner, self.error, u, keep)
        elif self.hint and self.hint_key == len(self.session.game.events):
            hud.draw_hint(surface, lay.banner, self.hint, u, keep)
        thinking = s.thinking()
        if thinking is not None:
            r = lay.seats[thinking]
            tag = side_tag_rect(s.view(), thinking, r, u)
            hud.draw_thinking(surface, r, self.app.ticks_ms, u, keep, tag)

    def _shared(self, seat: int | None) -> Any:
        def run() -> None:
            err = self.session.answer_shared(seat)
            if err:
                self.fail(err)
                return
            if seat is not None:
                self.caller = seat  # only the caller sees their hand, behind the curtain
            self._after_command()

        return run

    def _draw_flights(self, surface: pygame.Surface, frame: Frame, keep: Any) -> None:
        now = self.anim.now_ms
        for f in self.anim.flights:
            if f.progress(now) <= 0:
                continue
            ghost = frame.card_rect(f.card) if f.card >= 0 else None
            if ghost is not None:
                f.end = ghost
            rect = f.rect_at(now)
            face = f.card >= 0 and not (f.flip and f.progress(now) < 0.5)
            if f.flip:
                t = f.progress(now)
                squeeze = abs(1 - 2 * t)
                rect = Rect(
                    rect.centerx - round(rect.w * squeeze / 2),
                    rect.y,
                    max(2, round(rect.w * squeeze)),
                    rect.h,
                )
            h = max(10, rect.h)
            img = self.art.face(f.card, h) if face else self.art.back(f.back, h)
            if f.flip:
                img = pygame.transform.scale(img, rect.size)
            keep(Rect(rect.topleft, img.get_size()).inflate(4, 4))
            surface.blit(img, rect.topleft)
            if face:
                frame.faces.append(f.card)

    def _draw_drag(
        self, surface: pygame.Surface, frame: Frame, lit: dict[str, str], hover: str, keep: Any
    ) -> None:
        d = self.drag
        if d is None:
            return
        u = self.lay().u
        h = self.lay().hand_h
        x, y = d.pos[0] - d.grab[0], d.pos[1] - d.grab[1]
        for i, card in enumerate(d.cards):
            face = self._face_ok(card) or card in self.session.view().card_ids()
            img = self.art.face(card, h) if face else self.art.back("crew", h)
            at = (x + i * round(18 * u), y - i * round(4 * u))
            keep(Rect(at, img.get_size()).inflate(4, 4))
            surface.blit(img, at)
            if face:
                frame.faces.append(card)
        if hover in lit and lit[hover]:
            img = P.text(lit[hover], round(22 * u), T.INK, True)
            box = img.get_rect(midbottom=(d.pos[0], y - round(8 * u))).inflate(14, 8)
            box.clamp_ip(surface.get_rect())
            keep(box.inflate(10, 10))
            P.draw_panel(surface, box, P.LIGHT, T.INK, 6, 1, shadow=3)
            P.blit_text(surface, img, "center", box.center)

    def _draw_zoom(self, surface: pygame.Surface, frame: Frame, keep: Any) -> None:
        if self.drag is not None or self.press is not None:
            return
        card = -1
        near = Rect(self.mouse, (1, 1))
        if self.focus.startswith("card:"):
            c = int(self.focus[5:])
            r = frame.card_rect(c)
            if r is not None:
                card, near = c, r
        if card < 0:
            for sprite in reversed(frame.sprites):
                if (
                    sprite.card >= 0
                    and sprite.zone != "ghost"
                    and sprite.rect.collidepoint(self.mouse)
                ):
                    card, near = sprite.card, sprite.rect
                    break
        if card < 0:
            return
        lay = self.lay()
        hud.draw_zoom(surface, self.art, card, lay.table, near, lay.u, keep)
        frame.faces.append(card)

    # --- for tests and tools ---------------------------------------------------------------------

    def rect_of(self, what: str) -> Rect | None:
        """Where something is on screen: "card:<id>", "button:<key>", or a target name."""
        if what.startswith("card:"):
            return self.frame.card_rect(int(what[5:]))
        if what.startswith("button:"):
            for spec, rect in self.buttons:
                if spec.key == what[7:]:
                    return rect
            return None
        return self.frame.targets.get(what)

    def point_of(self, what: str) -> tuple[int, int] | None:
        """A point where a click reaches `what` (for a card: a part no other card covers)."""
        rect = self.rect_of(what)
        if rect is None:
            return None
        if not what.startswith("card:"):
            return rect.center
        card = int(what[5:])
        for fx in (0.15, 0.5, 0.85, 0.05, 0.3, 0.7, 0.95):
            for fy in (0.5, 0.2, 0.8):
                pos = (rect.x + round(rect.w * fx), rect.y + round(rect.h * fy))
                top = next(
                    (
                        sp
                        for sp in reversed(self.frame.sprites)
                        if sp.zone != "ghost" and sp.rect.collidepoint(pos)
                    ),
                    None,
                )
                if top is not None and top.card == card:
                    return pos
        return None

    def button_keys(self) -> list[str]:
        return [spec.key for spec, _r in self.buttons]
