"""About & credits: the app's name and version, who made what, and under which licence
(route "credits"). The full licence texts travel with the game (assets/LICENSES.md, LICENSE,
assets/licenses/); this page says the same in a few lines a player reads. The version is the
installed one (scenes/identity.py), i.e. pyproject.toml's.
"""

from __future__ import annotations

import json
from pathlib import Path

import pygame as pg

from game.core.i18n import _
from scenes import theme as T
from scenes.drawing import panel, text, wrap
from scenes.identity import APP_NAME, version
from scenes.menu import MenuScene, hint_line, title_block
from scenes.routes import route
from scenes.widgets import Button

AUTHORS = "Jolly Roger Studio"     # LICENSE's copyright holder
# Who drew the card pictures (written by tools/fetch_icons.py from assets/icons/manifest.toml)
PICTURE_CREDITS = Path(__file__).resolve().parent.parent / "assets" / "icons" / "credits.json"


def picture_authors() -> tuple[str, str, str]:
    """The game-icons.net artists whose pictures the game shows, their licence and its
    address (CC BY asks for all three). A missing or damaged file still credits the site."""
    try:
        data = json.loads(PICTURE_CREDITS.read_text(encoding="utf-8"))
        names = ", ".join(str(a["name"]) for a in data["authors"])
        return names, str(data["licence"]), str(data["licence_url"])
    except (OSError, ValueError, KeyError, TypeError):
        return (_("the game-icons.net artists"), "CC BY 3.0",
                "https://creativecommons.org/licenses/by/3.0/")


def sections() -> list[tuple[str, str]]:
    """(heading, paragraph) in the language now active: what the page shows."""
    names, licence, url = picture_authors()
    return [
        (_("The game"),
         _("{app} {version}, made by {authors}. The code, the card designs, the icon and the "
           "translations are our own work, under the MIT licence.").format(
             app=APP_NAME, version=version(), authors=AUTHORS)),
        (_("Fonts"),
         _("Vollkorn by Friedrich Althausen and Lato by Łukasz Dziedzic, both under the SIL "
           "Open Font License 1.1.")),
        (_("Music and sounds"),
         _("The music, \"Weigh the Anchor\" on the title and \"Becalmed\" at the table, "
           "was composed for the game by {authors} and synthesised by its own code; every "
           "other sound is synthesised by the game as it starts. No recordings.").format(
             authors=AUTHORS)),
        (_("Icon and card art"),
         _("The icon, the cards' frames and colours are drawn by the game's own code, by "
           "{authors}. The pictures on the cards and markers are from game-icons.net, by "
           "{artists}, under {licence} ({url}).").format(
             authors=AUTHORS, artists=names, licence=licence, url=url)),
        (_("Built with"),
         _("Python (PSF licence), pygame-ce (LGPL 2.1) on SDL 2 (zlib licence) and "
           "platformdirs (MIT); packed by PyInstaller.")),
        (_("Licences"),
         _("The full texts travel with the game: LICENSE and assets/LICENSES.md in its "
           "folder.")),
    ]


@route("credits")
class CreditsScene(MenuScene):
    def build(self) -> None:
        self.back_button = self.ui.add(Button(_("Back"), self.back, kind="primary", name="back"))
        self.ui.focus = self.back_button

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        width = min(w - px(60), px(900))
        self.box = pg.Rect((w - width) // 2, px(120), width, h - px(120) - px(100))
        self.back_button.rect = pg.Rect(0, 0, px(200), px(50))
        self.back_button.rect.midbottom = (w // 2, h - px(20))

    def paint(self, surface: pg.Surface) -> None:
        title_block(self, surface, _("About & credits"), self.px(16), 44,
                    _("Version {version}").format(version=version()))
        panel(surface, self.box)
        room = self.box.w - self.px(48)
        # The largest type at which every section fits the panel (German needs more room).
        for points in range(19, 10, -1):
            head, body = self.font(points, "bold", 10), self.font(points, "body", 10)
            blocks = [(heading, wrap(words, body, room)) for heading, words in sections()]
            gap = self.px(10)
            needed = sum(head.get_linesize() + len(lines) * body.get_linesize() + gap
                         for _heading, lines in blocks)
            if needed <= self.box.h - self.px(36):
                break
        x, y = self.box.x + self.px(24), self.box.y + self.px(18)
        for heading, lines in blocks:
            text(surface, heading, head, T.BRASS_LIGHT, (x, y), "topleft", room=room)
            y += head.get_linesize()
            for line in lines:
                text(surface, line, body, T.PARCHMENT, (x, y), "topleft", room=room)
                y += body.get_linesize()
            y += gap
        self.text_bottom = y - gap        # tests check it stays inside the panel
        hint_line(self, surface, _("Esc goes back"))
