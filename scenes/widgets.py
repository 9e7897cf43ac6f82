"""Small widgets drawn with pygame-ce in the app's own look, and the `UI` group that routes
mouse and keyboard to them.

One approach throughout: every widget is drawn here with the theme's colours and fonts.
Every widget works by mouse and by keyboard: Tab / Shift+Tab (and the arrow keys in vertical
menus) move the focus, Enter or Space activates, Left / Right change choices and sliders,
typing goes to the focused text field. Widgets get their rectangles from the scene's
`layout()`; they never place themselves.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame as pg

from scenes import theme as T
from scenes.drawing import fit, text

Action = Callable[[], None]


class Widget:
    """Something on screen that can take the focus. `rect` is set by the scene's layout."""

    focusable = True

    def __init__(self, *, enabled: bool = True, name: str = "") -> None:
        self.rect = pg.Rect(0, 0, 0, 0)
        self.enabled = enabled
        self.visible = True
        self.name = name                # for tests and screen readers of the future

    @property
    def live(self) -> bool:
        return self.visible and self.enabled

    def click(self, pos: tuple[int, int], ui: UI) -> None:
        """The mouse was pressed and released on the widget."""
        self.activate(ui)

    def press(self, pos: tuple[int, int], ui: UI) -> None:
        """The mouse button went down on the widget (sliders start dragging here)."""

    def drag(self, pos: tuple[int, int], ui: UI) -> None:
        """The mouse moved while pressed on the widget."""

    def activate(self, ui: UI) -> None:
        """Enter / Space while focused, or a click."""

    def key(self, event: Any, ui: UI) -> bool:
        """A key while focused; True if used (before the UI's own keys)."""
        return False

    def type_text(self, words: str, ui: UI) -> bool:
        return False

    def draw(self, surface: pg.Surface, ui: UI) -> None:
        raise NotImplementedError


class Button(Widget):
    """A labelled button. `kind`: "primary" (brass), "normal" (wood) or "danger" (red).
    `detail` is an optional second, smaller line; `icon` draws a picture instead of words;
    `tooltip` shows under it while the pointer rests on it."""

    def __init__(self, label: str, action: Action, *, kind: str = "normal", detail: str = "",
                 enabled: bool = True, name: str = "", hotkey: int | None = None,
                 tooltip: str = "",
                 icon: Callable[[pg.Surface, pg.Rect], None] | None = None) -> None:
        super().__init__(enabled=enabled, name=name or label)
        self.label = label
        self.detail = detail
        self.action = action
        self.kind = kind
        self.hotkey = hotkey
        self.tooltip = tooltip
        self.icon = icon            # draws a picture instead of a label (e.g. a seat emblem)

    def activate(self, ui: UI) -> None:
        if self.live:
            self.action()

    def colours(self, ui: UI) -> tuple[T.Colour, T.Colour, T.Colour]:
        """face, rim, text"""
        hot = ui.hover is self or ui.pressed is self
        if not self.enabled:
            return T.mix(T.WOOD_MID, T.DISABLED, 0.4), T.mix(T.BRASS_DARK, T.DISABLED, 0.6), \
                T.mix(T.DISABLED, T.PARCHMENT, 0.25)
        if self.kind == "primary":
            face = T.BRASS_LIGHT if hot else T.BRASS
            return face, T.BRASS_DARK, T.INK
        if self.kind == "danger":
            face = T.mix(T.DANGER, T.PARCHMENT, 0.15) if hot else T.DANGER
            return face, T.mix(T.DANGER, T.SHADOW, 0.4), T.PARCHMENT
        face = T.mix(T.WOOD_MID, T.BRASS, 0.22) if hot else T.WOOD_MID
        return face, T.BRASS if hot else T.BRASS_DARK, T.PARCHMENT

    def draw(self, surface: pg.Surface, ui: UI) -> None:
        r = self.rect
        radius = max(4, r.height // 5)
        down = ui.pressed is self and ui.hover is self
        body = r.move(0, 2) if down else r
        face, rim, ink = self.colours(ui)
        if not down:
            pg.draw.rect(surface, T.mix(rim, T.SHADOW, 0.5), r.move(0, 3), border_radius=radius)
        pg.draw.rect(surface, face, body, border_radius=radius)
        pg.draw.line(surface, T.mix(face, (255, 255, 255), 0.35),
                     (body.x + radius, body.y + 3), (body.right - radius, body.y + 3), 1)
        pg.draw.rect(surface, rim, body, 2, border_radius=radius)
        if self.icon is not None:
            self.icon(surface, body)
        elif self.detail:
            self.draw_label(surface, ui, body, face, ink)
        else:
            font = ui.font(0.40 * r.height, "display")
            text(surface, fit(self.label, font, body.width - 16), font, ink, body.center, "center")
        if ui.focus is self and ui.show_focus:
            ui.focus_ring(surface, body, radius)

    def draw_label(self, surface: pg.Surface, ui: UI, body: pg.Rect, face: T.Colour,
                   ink: T.Colour) -> None:
        """The label over a smaller detail line."""
        r = self.rect
        font = ui.font(0.30 * r.height, "display")
        # 12 px from 1024×768 up (issue 28: the detail lines were 11 px), 11 below
        floor = min(12, max(11, round(15 * T.unit(surface.get_size()))))
        small = ui.font(max(floor, 0.19 * r.height), "body")
        text(surface, fit(self.label, font, body.width - 16), font, ink,
             (body.centerx, body.centery - r.height // 10), "midbottom")
        text(surface, fit(self.detail, small, body.width - 16), small, T.mix(ink, face, 0.25),
             (body.centerx, body.centery + r.height // 20), "midtop")


class Toggle(Widget):
    """A check box with a label (and an optional detail line); click, Enter or Space flip it."""

    def __init__(self, label: str, value: bool, on_change: Callable[[bool], None], *,
                 detail: str = "", name: str = "") -> None:
        super().__init__(name=name or label)
        self.label = label
        self.detail = detail
        self.value = value
        self.on_change = on_change

    def activate(self, ui: UI) -> None:
        if self.live:
            self.value = not self.value
            self.on_change(self.value)

    def draw(self, surface: pg.Surface, ui: UI) -> None:
        r = self.rect
        box = pg.Rect(0, 0, round(r.height * 0.62), round(r.height * 0.62))
        box.midleft = (r.x + 4, r.centery if not self.detail else r.y + r.height // 2)
        hot = ui.hover is self
        pg.draw.rect(surface, T.mix(T.WOOD_DARK, T.BRASS, 0.15 if hot else 0.0), box,
                     border_radius=4)
        pg.draw.rect(surface, T.BRASS_LIGHT if hot else T.BRASS, box, 2, border_radius=4)
        if self.value:
            k = box.width
            points = [(box.x + k * 0.22, box.y + k * 0.52), (box.x + k * 0.42, box.y + k * 0.74),
                      (box.x + k * 0.80, box.y + k * 0.28)]
            pg.draw.lines(surface, T.FOCUS, False, points, max(2, k // 7))
        x = box.right + box.width // 2
        font = ui.font(0.36 * r.height if not self.detail else 0.32 * r.height, "bold")
        if self.detail:
            text(surface, fit(self.label, font, r.right - x), font, T.PARCHMENT, (x, r.centery),
                 "bottomleft")
            small = ui.font(0.26 * r.height, "body")
            text(surface, fit(self.detail, small, r.right - x), small, T.HINT,
                 (x, r.centery + 2), "topleft")
        else:
            text(surface, fit(self.label, font, r.right - x), font, T.PARCHMENT,
                 (x, r.centery), "midleft")
        if ui.focus is self and ui.show_focus:
            ui.focus_ring(surface, r, 6)


class Choice(Widget):
    """A row of segments, one of them chosen; Left / Right (or a click) choose another."""

    def __init__(self, options: Sequence[tuple[Any, str]], value: Any,
                 on_change: Callable[[Any], None], *, name: str = "") -> None:
        super().__init__(name=name)
        self.options = list(options)
        self.value = value
        self.on_change = on_change

    @property
    def index(self) -> int:
        values = [v for v, _label in self.options]
        return values.index(self.value) if self.value in values else 0

    def set_index(self, index: int) -> None:
        index %= len(self.options)
        value = self.options[index][0]
        if value != self.value:
            self.value = value
            self.on_change(value)

    def segment_rects(self) -> list[pg.Rect]:
        n = len(self.options)
        w = self.rect.width / n
        return [pg.Rect(round(self.rect.x + i * w), self.rect.y, round(w), self.rect.height)
                for i in range(n)]

    def click(self, pos: tuple[int, int], ui: UI) -> None:
        for i, seg in enumerate(self.segment_rects()):
            if seg.collidepoint(pos):
                self.set_index(i)

    def activate(self, ui: UI) -> None:
        self.set_index(self.index + 1)

    def key(self, event: Any, ui: UI) -> bool:
        if event.key == pg.K_LEFT:
            self.set_index(self.index - 1)
            return True
        if event.key == pg.K_RIGHT:
            self.set_index(self.index + 1)
            return True
        return False

    def draw(self, surface: pg.Surface, ui: UI) -> None:
        r = self.rect
        radius = max(4, r.height // 4)
        pg.draw.rect(surface, T.mix(T.WOOD_DARK, T.SHADOW, 0.3), r, border_radius=radius)
        mouse = ui.mouse
        font = ui.font(0.40 * r.height, "bold")
        for i, seg in enumerate(self.segment_rects()):
            chosen = i == self.index
            hot = ui.hover is self and seg.collidepoint(mouse)
            if chosen:
                pg.draw.rect(surface, T.BRASS_LIGHT if hot else T.BRASS, seg.inflate(-4, -4),
                             border_radius=max(3, radius - 2))
            elif hot:
                pg.draw.rect(surface, T.mix(T.WOOD_MID, T.BRASS, 0.2), seg.inflate(-4, -4),
                             border_radius=max(3, radius - 2))
            label = fit(self.options[i][1], font, seg.width - 10)
            text(surface, label, font, T.INK if chosen else T.PARCHMENT, seg.center, "center")
        pg.draw.rect(surface, T.BRASS_DARK, r, 2, border_radius=radius)
        if ui.focus is self and ui.show_focus:
            ui.focus_ring(surface, r, radius)


class Slider(Widget):
    """A value from 0 to 1: drag, click, or Left / Right in steps."""

    def __init__(self, value: float, on_change: Callable[[float], None], *, step: float = 0.05,
                 label: Callable[[float], str] | None = None, name: str = "") -> None:
        super().__init__(name=name)
        self.value = min(1.0, max(0.0, value))
        self.on_change = on_change
        self.step = step
        self.label = label or (lambda v: f"{round(v * 100)} %")

    def track(self) -> pg.Rect:
        r = self.rect
        return pg.Rect(r.x + r.height // 2, r.centery - 3, max(10, r.width - r.height * 3), 6)

    def set(self, value: float) -> None:
        value = round(min(1.0, max(0.0, value)) / self.step) * self.step
        value = min(1.0, max(0.0, value))
        if abs(value - self.value) > 1e-9:
            self.value = value
            self.on_change(value)

    def press(self, pos: tuple[int, int], ui: UI) -> None:
        self.drag(pos, ui)

    def drag(self, pos: tuple[int, int], ui: UI) -> None:
        t = self.track()
        self.set((pos[0] - t.x) / max(1, t.width))

    def click(self, pos: tuple[int, int], ui: UI) -> None:
        self.drag(pos, ui)

    def key(self, event: Any, ui: UI) -> bool:
        if event.key == pg.K_LEFT:
            self.set(self.value - self.step)
            return True
        if event.key == pg.K_RIGHT:
            self.set(self.value + self.step)
            return True
        return False

    def draw(self, surface: pg.Surface, ui: UI) -> None:
        t = self.track()
        pg.draw.rect(surface, T.WOOD_SEAM, t.inflate(2, 2), border_radius=3)
        filled = t.copy()
        filled.width = round(t.width * self.value)
        pg.draw.rect(surface, T.SEA_WAVE, filled, border_radius=3)
        knob = (t.x + filled.width, t.centery)
        radius = max(6, self.rect.height // 3)
        pg.draw.circle(surface, T.BRASS_DARK, (knob[0], knob[1] + 2), radius)
        pg.draw.circle(surface, T.BRASS_LIGHT if ui.hover is self else T.BRASS, knob, radius)
        font = ui.font(0.42 * self.rect.height, "bold")
        text(surface, self.label(self.value), font, T.PARCHMENT,
             (t.right + self.rect.height, self.rect.centery), "midleft")
        if ui.focus is self and ui.show_focus:
            ui.focus_ring(surface, self.rect, 6)


class TextInput(Widget):
    """A one-line text field. Takes TEXTINPUT events while focused; Backspace, Delete,
    Home, End and the arrows edit. `allow` filters characters (e.g. digits only), and
    `on_refused` hears of those it kept out; `on_full` hears of characters typed past
    `max_len` (never cut without a word, issue 28)."""

    def __init__(self, value: str, on_change: Callable[[str], None], *, max_len: int = 16,
                 placeholder: str = "", allow: Callable[[str], bool] | None = None,
                 on_refused: Callable[[str], None] | None = None,
                 on_full: Callable[[int], None] | None = None, name: str = "") -> None:
        super().__init__(name=name)
        self.value = value
        self.on_change = on_change
        self.max_len = max_len
        self.placeholder = placeholder
        self.allow = allow or (lambda ch: ch.isprintable())
        self.on_refused = on_refused    # told the characters `allow` kept out (to say why)
        self.on_full = on_full          # told max_len when typing went past it
        self.caret = len(value)

    def click(self, pos: tuple[int, int], ui: UI) -> None:
        ui.set_focus(self)
        self.caret = len(self.value)

    def activate(self, ui: UI) -> None:
        ui.move_focus(1)   # Enter in a field: on to the next one

    def _set(self, value: str, caret: int) -> None:
        self.caret = max(0, min(len(value), caret))
        if value != self.value:
            self.value = value
            self.on_change(value)

    def type_text(self, words: str, ui: UI) -> bool:
        refused = "".join(ch for ch in words if not self.allow(ch))
        if refused and self.on_refused is not None:
            self.on_refused(refused)
        words = "".join(ch for ch in words if self.allow(ch))
        room = self.max_len - len(self.value)
        full = len(words) > max(0, room)
        if words and room > 0:
            words = words[:room]
            self._set(self.value[:self.caret] + words + self.value[self.caret:],
                      self.caret + len(words))
        if full and self.on_full is not None:   # after the change: it may clear a message
            self.on_full(self.max_len)
        return True

    def key(self, event: Any, ui: UI) -> bool:
        k = event.key
        if k == pg.K_BACKSPACE:
            if self.caret > 0:
                self._set(self.value[:self.caret - 1] + self.value[self.caret:], self.caret - 1)
            return True
        if k == pg.K_DELETE:
            self._set(self.value[:self.caret] + self.value[self.caret + 1:], self.caret)
            return True
        if k in (pg.K_LEFT, pg.K_RIGHT, pg.K_HOME, pg.K_END):
            self.caret = {pg.K_LEFT: self.caret - 1, pg.K_RIGHT: self.caret + 1,
                          pg.K_HOME: 0, pg.K_END: len(self.value)}[k]
            self.caret = max(0, min(len(self.value), self.caret))
            return True
        return k == pg.K_SPACE  # a space arrives as TEXTINPUT; never "activate" on it

    def draw(self, surface: pg.Surface, ui: UI) -> None:
        r = self.rect
        focused = ui.focus is self
        pg.draw.rect(surface, T.PARCHMENT if focused else T.mix(T.PARCHMENT, T.PARCHMENT_DARK, 0.6),
                     r, border_radius=5)
        pg.draw.rect(surface, T.FOCUS if focused else T.BRASS_DARK, r, 2, border_radius=5)
        font = ui.font(0.48 * r.height, "body")
        x = r.x + max(6, r.height // 4)
        if self.value:
            shown = fit(self.value, font, r.width - 2 * (x - r.x))
            text(surface, shown, font, T.INK, (x, r.centery), "midleft")
        elif self.placeholder:
            text(surface, fit(self.placeholder, font, r.width - 12), font, T.INK_SOFT,
                 (x, r.centery), "midleft")
        if focused and (ui.ticks // 500) % 2 == 0:
            cx = x + font.size(self.value[:self.caret])[0]
            pg.draw.line(surface, T.INK, (cx, r.y + 5), (cx, r.bottom - 6), 2)


class UI:
    """A group of widgets in focus order, with hover, press and keyboard focus."""

    def __init__(self, *, vertical: bool = False,
                 on_sound: Callable[[str], None] | None = None) -> None:
        self.widgets: list[Widget] = []
        self.on_sound = on_sound      # told "click" when a widget is used (interface sounds)
        self.focus: Widget | None = None
        self.hover: Widget | None = None
        self.pressed: Widget | None = None
        self.show_focus = False       # the focus ring shows once the keyboard is used
        self.vertical = vertical      # Up / Down move the focus too (menus)
        self.mouse = (-1, -1)
        self.ticks = 0
        self.size = T.BASE_SIZE

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def clear(self) -> None:
        self.widgets.clear()
        self.focus = self.hover = self.pressed = None

    def font(self, pixels: float, role: str = "body") -> pg.font.Font:
        return T.font(max(11, round(pixels)), role)

    def focus_ring(self, surface: pg.Surface, rect: pg.Rect, radius: int) -> None:
        pg.draw.rect(surface, T.FOCUS, rect.inflate(8, 8), 3, border_radius=radius + 4)

    # --- focus ----------------------------------------------------------------------------

    def focusable(self) -> list[Widget]:
        return [w for w in self.widgets if w.live and w.focusable]

    def set_focus(self, widget: Widget | None) -> None:
        self.focus = widget

    def move_focus(self, step: int) -> None:
        order = self.focusable()
        if not order:
            self.focus = None
            return
        if self.focus not in order:
            self.focus = order[0 if step > 0 else -1]
        else:
            self.focus = order[(order.index(self.focus) + step) % len(order)]
        self.show_focus = True

    def at(self, pos: tuple[int, int]) -> Widget | None:
        for widget in reversed(self.widgets):
            if widget.visible and widget.rect.collidepoint(pos):
                return widget
        return None

    # --- events ---------------------------------------------------------------------------

    def handle_event(self, event: Any) -> bool:
        """Route one event; True if a widget used it."""
        kind = event.type
        if kind == pg.MOUSEMOTION:
            self.mouse = event.pos
            self.hover = self.at(event.pos)
            if self.pressed is not None and self.pressed.live:
                self.pressed.drag(event.pos, self)
            return False
        if kind == pg.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            widget = self.at(event.pos)
            self.hover = widget
            if widget is not None and widget.live:
                self.pressed = widget
                if isinstance(widget, TextInput) or not isinstance(self.focus, TextInput):
                    self.focus = widget
                widget.press(event.pos, self)
                return True
            return False
        if kind == pg.MOUSEBUTTONUP and event.button == 1:
            self.mouse = event.pos
            widget, self.pressed = self.pressed, None
            if widget is not None and widget.live and widget.rect.collidepoint(event.pos):
                widget.click(event.pos, self)
                self.sound("click")
                return True
            return widget is not None
        if kind == pg.TEXTINPUT:
            return self.focus is not None and self.focus.live and \
                self.focus.type_text(event.text, self)
        if kind == pg.KEYDOWN:
            return self.key(event)
        return False

    def key(self, event: Any) -> bool:
        focus = self.focus if self.focus is not None and self.focus.live else None
        if focus is not None and focus.key(event, self):
            self.show_focus = True
            if isinstance(focus, Choice | Slider):   # a value changed (typing stays quiet)
                self.sound("click")
            return True
        k = event.key
        if k == pg.K_TAB:
            self.move_focus(-1 if event.mod & pg.KMOD_SHIFT else 1)
            return True
        if self.vertical and k in (pg.K_UP, pg.K_DOWN):
            self.move_focus(-1 if k == pg.K_UP else 1)
            return True
        if k in (pg.K_RETURN, pg.K_KP_ENTER, pg.K_SPACE):
            if focus is not None:
                self.show_focus = True
                focus.activate(self)
                self.sound("click")
                return True
            return False
        for widget in self.widgets:
            if isinstance(widget, Button) and widget.hotkey == k and widget.live:
                widget.activate(self)
                self.sound("click")
                return True
        return False

    def sound(self, name: str) -> None:
        if self.on_sound is not None:
            self.on_sound(name)

    def draw(self, surface: pg.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface, self)
        tip = getattr(self.hover, "tooltip", "")
        if tip and self.hover is not None and self.hover.visible:
            self.draw_tooltip(surface, tip, self.hover.rect)

    def draw_tooltip(self, surface: pg.Surface, words: str, near: pg.Rect) -> None:
        font = self.font(max(13, near.height * 0.3), "body")
        w, h = font.size(words)
        box = pg.Rect(0, 0, w + 20, h + 12)
        box.midtop = (near.centerx, near.bottom + 6)
        box.clamp_ip(surface.get_rect())
        pg.draw.rect(surface, T.PARCHMENT, box, border_radius=6)
        pg.draw.rect(surface, T.BRASS_DARK, box, 1, border_radius=6)
        text(surface, words, font, T.INK, box.center, "center")

