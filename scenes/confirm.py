"""A question before something that cannot be taken back (issue 17: quitting), over the
scene that asked: the question, a line about what it means, and two buttons. Escape (or the
second button) goes back to where the player was; Enter answers the focused button.

    app.go("confirm", _("Quit Jolly Roger?"), quit_note(app), app.quit, _("Quit"))

(scenes/launch.py `confirm_quit` asks that question.)
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame as pg

from game.core.i18n import _
from scenes import theme as T
from scenes.drawing import panel, text, wrap
from scenes.manager import App
from scenes.menu import MenuScene, title_block
from scenes.routes import route
from scenes.widgets import Button


@route("confirm")
class ConfirmScene(MenuScene):
    overlay = True
    vertical = True

    def __init__(self, app: App, question: str, detail: str, action: Callable[[], None],
                 yes: str, no: str = "", kind: str = "danger",
                 otherwise: Callable[[], None] | None = None) -> None:
        self.question, self.detail, self.action = question, detail, action
        self.otherwise = otherwise   # what the second button does after closing (else: only back)
        self.yes_label, self.no_label = yes, no or _("Stay")
        self.kind = kind     # the first button's look: "danger" for what cannot be undone
        super().__init__(app)

    def build(self) -> None:
        self.yes = self.ui.add(Button(self.yes_label, self.answer, kind=self.kind, name="yes"))
        self.no = self.ui.add(Button(self.no_label, self.decline, kind="primary", name="no"))
        self.ui.focus = self.yes   # Escape then Enter: two keys, each one deliberate

    def answer(self) -> None:
        self.app.pop()
        self.action()

    def decline(self) -> None:
        """The second button: back, then `otherwise` if the question has one (Escape is only
        back)."""
        self.app.pop()
        if self.otherwise is not None:
            self.otherwise()

    def layout(self) -> None:
        w, h = self.size
        width = min(w - self.px(40), self.px(560))
        self.lines = wrap(self.detail, self.font(18, "body"), width - self.px(40))[:5] \
            if self.detail else []
        step = self.px(26)          # a long detail (a crew of ten) gets the lines it needs
        tall = self.px(172) + max(3, len(self.lines)) * step if self.detail else self.px(190)
        self.box = pg.Rect(0, 0, width, min(tall, h - self.px(20)))
        self.box.center = (w // 2, h // 2)
        bw, bh = (self.box.w - self.px(60)) // 2, self.px(50)
        y = self.box.bottom - self.px(20) - bh
        self.yes.rect = pg.Rect(self.box.x + self.px(20), y, bw, bh)
        self.no.rect = pg.Rect(self.box.right - self.px(20) - bw, y, bw, bh)

    def paint(self, surface: Any) -> None:
        shade = pg.Surface(surface.get_size(), pg.SRCALPHA)
        shade.fill((*T.SHADOW, 170))
        surface.blit(shade, (0, 0))
        panel(surface, self.box)
        y = title_block(self, surface, self.question, self.box.y + self.px(16), 34)
        font = self.font(18, "body")
        room = self.box.w - self.px(40)
        for line in self.lines:
            r = text(surface, line, font, T.PARCHMENT, (self.box.centerx, y + self.px(10)),
                     "midtop", room=room)
            y = r.bottom - self.px(6)
