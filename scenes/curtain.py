"""The hand-off curtain (hot-seat): "Pass the computer to Anna", and no hand at all.

The table opens it (`app.go("curtain", seat)`) whenever the next private decision belongs to a
human other than the one looking (`session.needs_curtain()`). The curtain covers the whole
window (it is not an overlay: nothing of the table is drawn) until that seat clicks its button
or presses Enter; then `session.lift_curtain(seat)` and the curtain pops. Keys pressed in the
first moments are ignored, so the previous player's double Enter cannot lift it by accident.
"""

from __future__ import annotations

import pygame as pg

from game.core.i18n import _
from scenes import theme as T
from scenes.drawing import panel, text, wrap
from scenes.manager import App
from scenes.menu import MenuScene, hint_line
from scenes.routes import route
from scenes.widgets import Button

#: the curtain ignores the keyboard and the mouse for this long after it appears: a double
#: Enter or a fast second click meant for the table (issue 28) does not show the next hand
ARM_MS = 350


@route("curtain")
class CurtainScene(MenuScene):
    overlay = False

    def __init__(self, app: App, seat: int | None = None) -> None:
        session = app.session
        if seat is None and session is not None:
            seat = session.deciding()
        self.seat = seat if seat is not None else 0
        self.shown_at = app.ticks_ms
        super().__init__(app)

    @property
    def name(self) -> str:
        session = self.app.session
        return session.seats[self.seat].name if session is not None else "?"

    @property
    def colour(self) -> T.Colour:
        session = self.app.session
        return tuple(session.seats[self.seat].colour) if session is not None \
            else T.seat_colour(self.seat)  # type: ignore[return-value]

    def build(self) -> None:
        self.ready = self.ui.add(Button(_("I am {name}: show my cards").format(name=self.name),
                                        self.lift, kind="primary", name="ready"))
        self.ui.focus = self.ready

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        self.box = pg.Rect(0, 0, min(w - px(60), px(700)), min(h - px(60), px(370)))
        self.box.center = (w // 2, h // 2)
        self.ready.rect = pg.Rect(0, 0, min(self.box.width - px(60), px(440)), px(58))
        self.ready.rect.midbottom = (self.box.centerx, self.box.bottom - px(34))

    def handle_event(self, event: object) -> None:
        kind = getattr(event, "type", None)
        if kind in (pg.KEYDOWN, pg.TEXTINPUT, pg.MOUSEBUTTONDOWN) and not self.armed:
            return
        if kind == pg.KEYDOWN and getattr(event, "key", None) == pg.K_ESCAPE:
            return   # the curtain stays until its player takes over
        super().handle_event(event)

    @property
    def armed(self) -> bool:
        return self.app.ticks_ms - self.shown_at >= ARM_MS

    def lift(self) -> None:
        if self.app.session is not None:
            self.app.session.lift_curtain(self.seat)
        if self.app.top is self:
            self.app.pop()

    def draw(self, surface: pg.Surface) -> None:
        surface.blit(T.table_background(surface.get_size()), (0, 0))
        surface.blit(T.veil(surface.get_size(), (8, 10, 14, 150)), (0, 0))
        self.paint(surface)
        self.ui.draw(surface)

    def paint(self, surface: pg.Surface) -> None:
        px = self.px
        box = self.box
        panel(surface, box, "parchment", px(18))
        cx = box.centerx
        small = self.font(20, "bold")
        y = box.y + px(36)
        r = text(surface, _("Pass the computer to"), small, T.INK_SOFT, (cx, y), "midtop",
                 room=box.width - px(40))
        big = self.font(64, "display", 24)
        name = self.name
        while big.size(name)[0] > box.width - px(140) and big.get_height() > 20:
            big = T.font(big.get_height() - 4, "display")
        name_rect = big.render(name, True, T.INK).get_rect(midtop=(cx + px(24), r.bottom + px(12)))
        T.draw_emblem(surface, self.colour, (name_rect.x - px(32), name_rect.centery), px(17))
        text(surface, name, big, T.INK, name_rect.topleft)
        T.brass_rule(surface, cx, name_rect.bottom + px(10), px(150), px(5))
        body = self.font(18, "body")
        words = _("Everyone else, look away: {name}'s cards come next.").format(name=name)
        y = name_rect.bottom + px(30)
        for line in wrap(words, body, box.width - px(80)):
            r = text(surface, line, body, T.INK, (cx, y), "midtop")
            y = r.bottom + px(2)
        hint_line(self, surface, _("Enter or a click on the button when {name} has the "
                                   "computer").format(name=name))
