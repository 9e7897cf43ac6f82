"""The table shell: what any card table scene does with the mouse, the keyboard and the
screen, whatever the game. A game's table scene subclasses `TableShell` and provides its plan,
its board and its moves; the shell does the rest:

- the mouse: a press on a card that may be picked up becomes a drag once the pointer moves
  DRAG_START_PX (the selected cards go along); a drop does what the plan says, or sends the
  command the drop stands for so that the engine says why not, and the cards settle or snap
  back; a click selects a card or acts on a target or a button; the right button cancels;
- the keyboard: Tab and the arrows walk everything the plan lets the player touch, Enter and
  Space activate it, Escape cancels what is picked or else opens the pause menu;
- the redraw cache (scenes/kit/redraw.py): the board is painted again only when its key
  changes; the overlays (buttons, flights, the dragged cards, the zoom) every frame;
- the animation queue (scenes/kit/animation.py): each new event's move from the table's
  `moves`, drawn over the board until the cards land;
- the refusal line: the engine's reason for a refused command, for ERROR_MS; an autosave that
  failed, once, as an app notice;
- targets shaped otherwise than their rects (a chart's zones: `shaped_target`);
- the markers' tooltips: a target named "tip:…" whose words the table gives (`tip_words`)
  says them in a tooltip once the pointer rests on it for TIP_DELAY_MS, or while it has the
  keyboard's focus (the markers with words are reached by Tab after everything else); while
  a tooltip shows, no card is zoomed (a table may draw a marker's tooltip its own way:
  `paint_tip`).

A table provides (see each method): `compose`, `board_key`, `paint_board`, `paint_overlay`,
`paint_zoom`, `submit`, `drop_command`, `face_ok`, `held_card` and its `moves` (with the
`stage` they need). It may add to `catch_up`, `after_screen_action`, `on_key`, `press_other`,
`wheel`, `relabel` and `update`, and give its markers words (`tip_words`, `covered`). Its
picks (scenes/kit/plan.py `Picks`) say what of them the board shows and what Escape cancels.
Every card face drawn is reported with `app.emit("card_face", id)`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection, Hashable, Mapping
from dataclasses import dataclass
from typing import Any

import pygame
from pygame import Rect

from game.core.i18n import _
from scenes import theme as T
from scenes.kit import hud as kit_hud
from scenes.kit import paint as P
from scenes.kit.animation import Animator, CardImages, Move, Stage, play
from scenes.kit.frame import Frame
from scenes.kit.plan import Action, ButtonSpec, Command, Picks, Plan
from scenes.kit.redraw import Keep, Redraw
from scenes.manager import App, Scene

DRAG_START_PX = 6
ERROR_MS = 4500
TIP = "tip:"  # the targets that are markers: their words show in a tooltip
TIP_DELAY_MS = 400  # how long the pointer rests on a marker before its tooltip shows
#: a button that has just appeared (or changed its words) ignores the mouse this long: a fast
#: second click meant for the last decision's button does not answer the next (issue 28)
FRESH_BUTTON_MS = 350


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


class TableShell(Scene, ABC):
    """A card table: input, focus, redraw cache, flights and the refusal line."""

    #: event type -> its move (scenes/kit/animation.py): the flights and sounds it shows
    moves: Mapping[type, Move[Any]] = {}
    #: which target wins where several overlap, by the start of their names
    target_order: tuple[str, ...] = ("card:",)
    #: the back of a held card whose face may not be shown (a kind of the table's art)
    held_back = "back"

    def __init__(self, app: App, art: CardImages, picks: Picks) -> None:
        super().__init__(app)
        self.art = art
        self.picks = picks
        self.anim = Animator()
        self.redraw = Redraw()
        self.frame = Frame()  # the last frame drawn: what the pointer hits
        self.buttons: list[tuple[ButtonSpec, Rect]] = []
        self.plan_now: Plan | None = None
        self.size = app.size
        self.mouse = (0, 0)
        self.press: Press | None = None
        self.drag: Drag | None = None
        self.focus = ""
        self.error = ""
        self.error_until = 0.0
        self.generation = T.generation
        self.tip_shown = ""  # the marker whose tooltip was drawn in the last frame
        self.tip_box = Rect(0, 0, 0, 0)  # where it was drawn
        self._tip_hover: tuple[str, float] = ("", 0.0)  # the marker under the pointer, since
        #: each button on screen (key, words, place) and since when it has been there
        self._button_since: dict[Hashable, float] = {}

    # --- what a table provides -------------------------------------------------------------------

    @abstractmethod
    def compose(self) -> Plan | None:
        """Work out this frame (the view, the prompt, the words): the plan of what the player
        may touch now, or None when nothing is theirs to do."""

    @abstractmethod
    def board_key(self) -> Hashable:
        """What the board and the words under the overlays show, besides what the shell knows
        (size, focus, selection, lit targets, cards in flight or held): when it changes, the
        board is painted again."""

    def screen_key(self) -> Hashable:
        """Whose secrets the board's words are written for (a session table: the seat on
        screen, or the public): when it changes, the board is painted again even if nothing
        else did — a log line rewritten for another seat may be just as long."""
        return None

    @abstractmethod
    def paint_board(
        self, surface: pygame.Surface, frame: Frame, lit: dict[str, str], hover: str
    ) -> None:
        """The whole board and the words that stay, recording cards and targets in `frame`.
        `lit`: the targets to light up (with a drop label); `hover`: the one under a drag."""

    @abstractmethod
    def paint_overlay(self, surface: pygame.Surface, keep: Keep) -> list[tuple[ButtonSpec, Rect]]:
        """What is painted every frame: the buttons (returned, placed), the refusal line
        (`refusal()`), cues. `keep(rect)` before painting over a rect."""

    @abstractmethod
    def paint_zoom(self, surface: pygame.Surface, card: int, near: Rect, keep: Keep) -> bool:
        """The enlarged `card` (under the pointer or focused) near its place; False if the
        table draws no face for it (e.g. a pile stood for by a pseudo id)."""

    @abstractmethod
    def submit(self, command: Command) -> str | None:
        """Send a command to the game: None when accepted, else the engine's reason."""

    @abstractmethod
    def drop_command(self, target: str, cards: tuple[int, ...]) -> Command | None:
        """The command that putting `cards` on `target` stands for, allowed or not (None:
        nothing goes there): a refused drop sends it so that the engine says why."""

    @abstractmethod
    def face_ok(self, card: int) -> bool:
        """May the face of `card` be drawn now (a card held or snapping back)?"""

    def may_show(self, card: int) -> bool:
        """May the face of `card` be shown on the screen now, to whoever may be looking (a
        card in flight)? By default as `face_ok`; a table may be stricter (DA8)."""
        return self.face_ok(card)

    @abstractmethod
    def held_card(self) -> tuple[int, float]:
        """The height of a card held by the pointer, and the table's scale."""

    def moment(self) -> Hashable:
        """What changes when the game moves on (a session table: its event count): a button
        drawn again after it did is a new button, even with the same words at the same place
        (`fresh`)."""
        return None

    def tip_words(self, name: str) -> str:
        """What the marker `name` (a target "tip:…") says in its tooltip ("": nothing)."""
        return ""

    def paint_tip(self, surface: pygame.Surface, name: str, rect: Rect, words: str,
                  keep: Keep) -> Rect:
        """Draw the tooltip of the marker `name` at `rect` (the kit's note; a table may show a
        marker its own way, e.g. an island large with its facts): its box."""
        return kit_hud.draw_tooltip(surface, rect, words, self.held_card()[1], keep)

    def covered(self) -> list[Rect]:
        """What the table's own notes cover now (no tooltip for a marker under them)."""
        return []

    def stage(self) -> Stage:
        """What the moves of a batch of events need (a table adds where its things are)."""
        return Stage(self.anim, self.speed(), self.app.emit)

    def catch_up(self) -> None:
        """The game may have moved on (a command was accepted): take its new events."""

    def after_screen_action(self) -> None:
        """A button or click changed only the screen (the picks): the command they now
        complete, if any (the plan's `ready`), is sent at once."""
        plan_ = self.plan_now
        cmd = plan_.ready() if plan_ is not None and plan_.ready is not None else None
        if cmd is not None:
            self.act(cmd)

    def on_key(self, event: pygame.event.Event) -> None:
        """A key the shell does not use (the table's own shortcuts)."""

    def press_other(self, pos: tuple[int, int]) -> bool:
        """A press on something of the table's own, not a button nor a card: True when
        taken."""
        return False

    def wheel(self, y: int) -> None:
        """The mouse wheel turned (over `self.mouse`)."""

    def relabel(self) -> None:
        """The language changed: every word is made again (the game itself is untouched)."""
        self.generation = T.generation
        self.art.forget()
        self.redraw.invalidate()

    def go(self, route: str, *args: Any) -> None:
        """Open another scene through the app's routes ("pause", "curtain", "results")."""
        self.app.go(route, *args)

    # --- scene hooks -----------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        self.redraw.invalidate()

    def leave(self) -> None:
        self.redraw.invalidate()  # another scene draws over the window: draw it all next time

    def update(self, dt_ms: int) -> None:
        self.anim.update(dt_ms)

    def speed(self) -> float:
        return float(self.app.settings.animation_speed)

    def pace_ai(self) -> bool:
        """Let the AI seat whose turn it is act when its pause is over (GameSession.update: a
        pass goes at once, a move that shows something after the AI speed setting's pause,
        once the last move's cards have landed). True when it acted."""
        s = self.app.session
        if s is None:
            return False
        s.ai_delay_ms = self.app.settings.ai_delay_ms
        return s.update(self.app.ticks_ms, ready=not self.anim.busy())

    def animate(self, events: list[Any]) -> None:
        """New events: their flights and sounds, one move after another."""
        play(self.moves, self.stage(), events)

    def repaint(self) -> None:
        """Paint the whole board next frame (something the key does not see changed)."""
        self.redraw.invalidate()

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
            self.cancel()
        elif et == pygame.MOUSEWHEEL:
            self.wheel(event.y)
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
                if self.fresh(spec, rect):
                    return   # (it appeared under a click meant for what was there before)
                self.focus = "button:" + spec.key
                if spec.action is not None:
                    self.act(spec.action)
                return
        if self.press_other(pos):
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

    def cancel(self) -> bool:
        """Drop what is picked but not sent and any card held: True when there was any."""
        held = self.drag is not None
        self.drag = self.press = None
        return self.picks.cancel() or held

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

    def shaped_target(self, pos: tuple[int, int]) -> str:
        """A target whose shape is not its rect under the point — a chart's zone, a polygon —
        or "" (a table with such targets says which; they yield only to a card)."""
        return ""

    def _target_at(self, pos: tuple[int, int], lit: Collection[str] = ()) -> str:
        """The target under the pointer (among `lit` first, if any), by `target_order`; a
        shaped target (`shaped_target`) unless a card lies over it."""
        names = [n for n, r in self.frame.targets.items() if r.collidepoint(pos)]
        order = self.target_order
        names.sort(key=lambda n: next((i for i, o in enumerate(order) if n.startswith(o)), 9))
        shaped = self.shaped_target(pos)
        if shaped in self.frame.targets and not (names and names[0].startswith("card:")):
            return shaped
        if not names:
            return ""
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
        if click is not None and plan_.max_select == 1 and plan_.select_acts:
            self.act(click)

    def click_target(self, target: str) -> None:
        """A click on a seat, a stack, an area: with cards selected, play them there — unless
        the drop there is a quiet one (an offer, B1) and the target has a click of its own (a
        seat named for a special card, issue 28): a click does what the prompt asks, and a
        quiet drop is made only by carrying the cards there."""
        plan_ = self.plan_now
        if plan_ is None:
            return
        sel = tuple(self.picks.cards)
        if sel:
            lit = plan_.targets_for(sel)
            if target in lit and not (target in plan_.quiet and target in plan_.clicks):
                self.act(lit[target], sel)
                return
        if target in plan_.clicks:
            self.act(plan_.clicks[target])
            return
        if sel and target in self.frame.targets:
            self._refused(target, sel)

    def _drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        plan_ = self.plan_now
        lit = plan_.targets_for(drag.cards) if plan_ is not None else {}
        target = self._target_at(pos, lit)
        if target in lit:
            if not self.act(lit[target], drag.cards, drag):
                return
        elif target:
            self._refused(target, drag.cards)
        self._snap_back(drag)

    def _refused(self, target: str, cards: tuple[int, ...]) -> None:
        """A drop the plan does not allow: the engine says why (one line)."""
        command = self.drop_command(target, cards)
        err = self.submit(command) if command is not None else None
        if command is None:
            err = _("Those cards cannot go there now.")
        if err:
            self.fail(err)
        else:
            self.after_command()

    def _snap_back(self, drag: Drag) -> None:
        """The dropped cards fly from the pointer to where they are now (home, or where the
        drop put them)."""
        speed = self.speed()
        for card, home in zip(drag.cards, drag.home, strict=False):
            at = Rect(drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1], home.w, home.h)
            shown = card if self.face_ok(card) else -1
            self.anim.add(shown, self.held_back, at, home, speed * 1.6)

    def act(self, action: Action, cards: tuple[int, ...] = (), drag: Drag | None = None) -> bool:
        """Do a button's, a click's or a drop's action. True when it was accepted."""
        if callable(action):  # it changes only the screen
            action()
            self.after_screen_action()
            return True
        err = self.submit(action)
        if err:
            self.fail(err)
            return False
        self.after_command()
        return True

    def after_command(self) -> None:
        """A command was accepted: the picks are spent, and the game moved on."""
        self.picks.clear()
        self.focus = ""
        self.error = ""
        self.catch_up()

    def fail(self, reason: str) -> None:
        """Show the engine's one-line reason for a refused command."""
        self.error = reason
        self.error_until = self.app.ticks_ms + ERROR_MS
        self.app.emit("rule_error", reason)

    def refusal(self) -> str:
        """The reason for the last refused command while it is shown, else ""."""
        return self.error if self.error and self.app.ticks_ms < self.error_until else ""

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
        out = list(dict.fromkeys(out))
        return out + [f"target:{n}" for n in self.frame.targets  # (their tooltips show on focus)
                      if n.startswith(TIP) and self.tip_words(n)]

    def _key(self, event: pygame.event.Event) -> None:
        key = event.key
        if key in (pygame.K_TAB, pygame.K_RIGHT, pygame.K_LEFT, pygame.K_DOWN, pygame.K_UP):
            items = self.focusables()
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
            if not self.cancel():  # nothing to cancel: the pause menu (the game waits below)
                self.go("pause")
        else:
            self.on_key(event)

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

    def draw(self, surface: pygame.Surface) -> None:
        if self.generation != T.generation:
            self.relabel()
        self._tell_save_error()
        plan_ = self.plan_now = self.compose()
        lit, hover = self._lit(plan_)
        key = (
            self.size,
            self.focus,
            hover,
            tuple(lit.items()),
            self.picks.shown(),
            frozenset(self.anim.landing()),
            frozenset(self.drag.cards if self.drag else ()),
            self.screen_key(),
            self.board_key(),
        )
        frame = self.redraw.board(
            surface,
            key,
            lambda s, f: self.paint_board(s, f, lit, hover),
            keep=self.app.top is self,
        )
        keep = self.redraw.keeper(surface)
        self.buttons = self.paint_overlay(surface, keep)
        self._note_buttons()
        self.tip_shown = self._draw_tip(surface, keep)
        self.anim.draw(surface, self.art, frame, keep, self.may_show)
        self._draw_drag(surface, frame, lit, hover, keep)
        self._draw_zoom(surface, frame, keep)
        self.frame = frame
        emit = self.app.emit
        if self.app.listeners:
            for card in frame.faces:
                emit("card_face", card)

    def _note_buttons(self) -> None:
        """Since when each button drawn now has been on screen as it is (`fresh`)."""
        now, before, moment = self.app.ticks_ms, self._button_since, self.moment()
        self._button_since = {k: before.get(k, now)
                              for k in (_button_id(b, moment) for b in self.buttons)}

    def fresh(self, spec: ButtonSpec, rect: Rect) -> bool:
        """Has this button been on screen, with these words at this place, for less than
        FRESH_BUTTON_MS? A press on it then is a click aimed at what was there before."""
        since = self._button_since.get(_button_id((spec, rect), self.moment()))
        return since is not None and self.app.ticks_ms - since < FRESH_BUTTON_MS

    def _tell_save_error(self) -> None:
        """The autosave failed: say so once (the game goes on)."""
        session = self.app.session
        if session is not None and (reason := session.save_error):
            session.save_error = None
            self.app.notice(_("This game can no longer be saved ({reason}). It goes on, but "
                              "if the game is closed now it cannot be continued.").format(
                                  reason=reason))

    def _lit(self, plan_: Plan | None) -> tuple[dict[str, str], str]:
        """The targets to light up now (name -> drop label) and the one under a drag."""
        lit: dict[str, str] = {}
        if plan_ is not None:
            cards = self.drag.cards if self.drag else tuple(self.picks.cards)
            if cards:
                for name in plan_.targets_for(cards):
                    if name not in plan_.quiet or (
                        self.drag is not None and self._target_at(self.drag.pos, {name}) == name
                    ):
                        lit[name] = plan_.drop_labels.get(name, "")
            if not self.drag:
                for name in plan_.clicks:
                    lit.setdefault(name, "")
        hover = ""
        if self.drag is not None:
            hover = self._target_at(self.drag.pos, set(lit))
        return lit, hover

    def _draw_drag(
        self, surface: pygame.Surface, frame: Frame, lit: dict[str, str], hover: str, keep: Keep
    ) -> None:
        d = self.drag
        if d is None:
            return
        h, u = self.held_card()
        x, y = d.pos[0] - d.grab[0], d.pos[1] - d.grab[1]
        for i, card in enumerate(d.cards):
            face = self.face_ok(card)
            img = self.art.face(card, h) if face else self.art.back(self.held_back, h)
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

    def _tip_name(self) -> str:
        """The marker whose tooltip shows now: the one the keyboard focus is on, else the one
        under the resting pointer (not while a card is held, nor over a button or a note)."""
        if self.focus.startswith("target:" + TIP):
            return self.focus[7:]
        if self.drag is not None or self.press is not None:
            return ""
        if any(r.collidepoint(self.mouse) for r in [r for _s, r in self.buttons] + self.covered()):
            return ""
        under = [n for n, r in self.frame.targets.items()
                 if n.startswith(TIP) and r.collidepoint(self.mouse)]
        name = under[-1] if under else ""
        if name != self._tip_hover[0]:   # the pointer must rest a moment (not a flicker)
            self._tip_hover = (name, self.app.ticks_ms)
        return name if self.app.ticks_ms - self._tip_hover[1] >= TIP_DELAY_MS else ""

    def _draw_tip(self, surface: pygame.Surface, keep: Keep) -> str:
        """The tooltip of the marker `_tip_name` names, if it has words: its name, else ""."""
        name = self._tip_name()
        rect = self.frame.targets.get(name) if name else None
        words = self.tip_words(name) if rect is not None else ""
        if not words or rect is None:
            return ""
        self.tip_box = self.paint_tip(surface, name, rect, words, keep)
        self.app.emit("tooltip", name)
        return name

    def _draw_zoom(self, surface: pygame.Surface, frame: Frame, keep: Keep) -> None:
        if self.drag is not None or self.press is not None or self.tip_shown:
            return   # (a tooltip says what the pointer rests on)
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
        if card < 0 or not self.may_show(card):   # e.g. a card in flight that is secret now
            return
        if self.paint_zoom(surface, card, near, keep):
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


def _button_id(placed: tuple[ButtonSpec, Rect], moment: Hashable) -> Hashable:
    spec, r = placed
    return spec.key, spec.label, (r.x, r.y, r.w, r.h), moment
