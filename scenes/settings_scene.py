"""The Settings scene: language, window size and full screen, AI speed, animation speed,
reaction prompts for new games, the log panel, sound.

It edits `app.settings`, applies every change at once and stores it (settings.toml).
"""

from __future__ import annotations

import pygame as pg

from game.core.i18n import LANGUAGES, N_, _, set_language
from scenes import theme as T
from scenes.drawing import panel, text
from scenes.manager import App
from scenes.menu import MenuScene, hint_line, title_block
from scenes.routes import route
from scenes.widgets import Button, Choice, Slider, Toggle

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
AI_SPEEDS = ((1500, N_("Slow")), (700, N_("Normal")), (300, N_("Fast")), (0, N_("Instant")))
ANIMATION_SPEEDS = ((0.0, N_("Off")), (0.5, N_("Slow")), (1.0, N_("Normal")), (2.0, N_("Fast")))
REACTION_PROMPTS = (("all", N_("Every human")), ("holders", N_("Holders only")))
LOG_PANEL = (("auto", N_("When there is room")), ("open", N_("Always")), ("closed", N_("Hidden")))
UI_SCALES = (0.9, 1.0, 1.25, 1.5, 1.75, 2.0)   # issue 17: high-DPI screens
HAND_ORDERS = ((True, N_("By kind and value")), (False, N_("As dealt")))
SOUND_NAMES = {"deal": N_("Dealing"), "play": N_("Playing cards"), "mutiny": N_("Mutiny"),
               "success": N_("Success"), "failure": N_("Failure")}


def apply_language(app: App) -> None:
    """Speak `app.settings.language` from now on: every scene draws its words again (a game
    in progress only changes its words; the log is rebuilt from its events)."""
    app.settings.language = set_language(app.settings.language)
    T.new_generation()
    pg.display.set_caption(_("Jolly Roger"))


def _nearest(options: tuple[tuple[object, str], ...], value: float) -> object:
    return min(options, key=lambda o: abs(float(o[0]) - value))[0]  # type: ignore[arg-type]


@route("settings")
class SettingsScene(MenuScene):
    def build(self) -> None:
        s = self.app.settings
        ui = self.ui
        sizes = [(size, f"{size[0]}×{size[1]}") for size in WINDOW_SIZES]
        current = s.window_size if s.window_size in WINDOW_SIZES else WINDOW_SIZES[0]
        self.rows: list[tuple[str, object]] = []
        # Each language is named in its own words, so anyone can find theirs.
        self.language = ui.add(Choice(list(LANGUAGES.items()), s.language, self.set_language,
                                      name="language"))
        self.rows.append((_("Language"), self.language))
        self.size_choice = ui.add(Choice(sizes, current, self.set_size, name="window_size"))
        self.rows.append((_("Window size"), self.size_choice))
        self.full = ui.add(Toggle(_("Full screen (F11)"), s.fullscreen, self.set_fullscreen,
                                  name="fullscreen"))
        self.rows.append((_("Display"), self.full))
        self.ai = ui.add(Choice([(v, _(label)) for v, label in AI_SPEEDS],
                                _nearest(AI_SPEEDS, s.ai_delay_ms), self.set_ai, name="ai_speed"))
        self.rows.append((_("AI pirates think"), self.ai))
        self.anim = ui.add(Choice([(v, _(label)) for v, label in ANIMATION_SPEEDS],
                                  _nearest(ANIMATION_SPEEDS, s.animation_speed), self.set_anim,
                                  name="animation_speed"))
        self.rows.append((_("Animations"), self.anim))
        self.prompts = ui.add(Choice([(v, _(label)) for v, label in REACTION_PROMPTS],
                                     s.reaction_prompts, self.set_prompts,
                                     name="reaction_prompts"))
        self.rows.append((_("Reaction prompts"), self.prompts))
        self.log_panel = ui.add(Choice([(v, _(label)) for v, label in LOG_PANEL],
                                       s.log_panel, self.set_log_panel, name="log_panel"))
        self.rows.append((_("Ship's log"), self.log_panel))
        # issue 17, the look: the UI scale and the hand's order
        scales = [(v, _("{percent}%").format(percent=round(v * 100))) for v in UI_SCALES]
        self.ui_scale = ui.add(Choice(scales, _nearest(tuple(scales), s.ui_scale),
                                      self.set_ui_scale, name="ui_scale"))
        self.rows.append((_("Interface size"), self.ui_scale))
        self.hand_order = ui.add(Choice([(v, _(label)) for v, label in HAND_ORDERS],
                                        s.sort_hand, self.set_hand_order, name="hand_order"))
        self.rows.append((_("Hand order"), self.hand_order))
        self.volume = ui.add(Slider(s.volume, self.set_volume, name="volume"))
        self.rows.append((_("Volume"), self.volume))
        self.sound_toggles = []
        for key, label in SOUND_NAMES.items():
            toggle = Toggle(_(label), s.sounds.get(key, True),
                            lambda on, key=key: self.set_sound(key, on), name=f"sound_{key}")
            self.sound_toggles.append(ui.add(toggle))
        self.back_button = ui.add(Button(_("Done"), self.back, kind="primary", name="done"))
        ui.focus = self.language

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        width = min(w - px(80), px(820))
        self.box = pg.Rect(0, px(124), width, min(px(560), h - px(124) - px(84)))
        self.box.centerx = w // 2
        label_w = round(width * 0.30)
        x = self.box.x + px(28) + label_w
        cw = self.box.right - px(28) - x
        row = min(px(62), (self.box.height - px(30)) // (len(self.rows) + 2))
        y = self.box.y + px(18)
        self.row_ys: list[int] = []
        for _label, widget in self.rows:
            self.row_ys.append(y)
            widget.rect = pg.Rect(x, y, cw, min(px(42), row - px(12)))  # type: ignore[attr-defined]
            y += row
        self.row_ys.append(y)
        cols = 3
        tw = cw // cols
        th = min(px(36), row - px(12))
        for i, toggle in enumerate(self.sound_toggles):
            toggle.rect = pg.Rect(x + (i % cols) * tw, y + (i // cols) * (th + px(8)),
                                  tw - px(8), th)
        bh = px(52)
        self.back_button.rect = pg.Rect(0, 0, px(220), bh)
        self.back_button.rect.midbottom = (w // 2, h - px(20))

    def paint(self, surface: pg.Surface) -> None:
        title_block(self, surface, _("Settings"), self.px(16), 44,
                    _("Changes apply at once."))
        panel(surface, self.box)
        font = self.font(19, "bold")
        x = self.box.x + self.px(28)
        labels = [label for label, _w in self.rows] + [_("Sounds")]
        room = self.rows[0][1].rect.x - x - self.px(12)  # type: ignore[attr-defined]
        for label, y in zip(labels, self.row_ys, strict=True):
            h = self.rows[0][1].rect.height  # type: ignore[attr-defined]
            text(surface, label, font, T.BRASS_LIGHT, (x, y + h // 2), "midleft", room=room)
        hint_line(self, surface, _("Tab moves · Left/Right change · Esc goes back"))

    # --- changes --------------------------------------------------------------------------

    def set_language(self, code: str) -> None:
        self.app.settings.language = code
        apply_language(self.app)

    def set_size(self, size: tuple[int, int]) -> None:
        self.app.settings.window_size = size
        if not self.app.settings.fullscreen:
            self.app.apply_display()

    def set_fullscreen(self, on: bool) -> None:
        self.app.settings.fullscreen = on
        self.app.apply_display()

    def set_ai(self, delay: int) -> None:
        self.app.settings.ai_delay_ms = delay
        if self.app.session is not None:
            self.app.session.ai_delay_ms = delay

    def set_anim(self, speed: float) -> None:
        self.app.settings.animation_speed = speed

    def set_prompts(self, mode: str) -> None:
        """DA4 for the next new game (a game in progress keeps the mode it was set up with)."""
        self.app.settings.reaction_prompts = mode

    def set_log_panel(self, mode: str) -> None:
        self.app.settings.log_panel = mode   # the table below picks it up when it draws

    def set_ui_scale(self, scale: float) -> None:
        """Everything larger or smaller at once (as far as the window holds it)."""
        self.app.settings.ui_scale = scale
        self.app.scale_ui()

    def set_hand_order(self, sort: bool) -> None:
        self.app.settings.sort_hand = sort   # the table below picks it up when it draws

    def set_volume(self, volume: float) -> None:
        self.app.settings.volume = volume

    def set_sound(self, key: str, on: bool) -> None:
        self.app.settings.sounds[key] = on

    def handle_event(self, event: pg.event.Event) -> None:
        super().handle_event(event)
        self.app.save_settings()   # writes only when a setting changed
