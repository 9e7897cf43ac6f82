"""The Settings scene, on two pages: Game (language, window size and full screen, AI speed,
animation speed, reaction prompts for new games, the log panel) and Sound (a volume and a mute
for music, effects and interface sounds, and a switch for each sound).

It edits `app.settings`, applies every change at once (the music's volume too: scenes/audio.py
reads it each frame) and stores it (settings.toml). The page is a row of tabs at the top of the
panel: Left / Right or a click turn it.
"""

from __future__ import annotations

import pygame as pg

from game.core.i18n import LANGUAGES, N_, _, set_language
from scenes import theme as T
from scenes.audio import CHANNEL
from scenes.drawing import panel, text
from scenes.manager import App
from scenes.menu import MenuScene, hint_line, title_block
from scenes.routes import route
from scenes.settings_store import CHANNELS, NAME_LENGTH
from scenes.widgets import Button, Choice, Slider, TextInput, Toggle, Widget

WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
AI_SPEEDS = ((1500, N_("Slow")), (700, N_("Normal")), (300, N_("Fast")), (0, N_("Instant")))
ANIMATION_SPEEDS = ((0.0, N_("Off")), (0.5, N_("Slow")), (1.0, N_("Normal")), (2.0, N_("Fast")))
REACTION_PROMPTS = (("all", N_("Every human")), ("holders", N_("Holders only")))
LOG_PANEL = (("auto", N_("When there is room")), ("open", N_("Always")), ("closed", N_("Hidden")))
PAGES = (("game", N_("Game")), ("sound", N_("Sound")))
CHANNEL_NAMES = {"music": N_("Music"), "effects": N_("Effects"), "interface": N_("Interface")}
UI_SCALES = (0.9, 1.0, 1.25, 1.5, 1.75, 2.0)   # issue 17: high-DPI screens
HAND_ORDERS = ((True, N_("By kind and value")), (False, N_("As dealt")))
SOUND_NAMES = {"deal": N_("Dealing"), "play": N_("Playing cards"), "mutiny": N_("Mutiny"),
               "success": N_("Success"), "failure": N_("Failure"), "click": N_("Buttons"),
               "refused": N_("Refused move")}
#: a sound the effects slider plays as it moves, so the player hears the new level (the
#: interface slider clicks as any widget does)
SAMPLE = {"effects": "play"}
TOGGLES_PER_ROW = 3

#: one row of a page: its label and its widgets side by side, each its share of the width
Row = tuple[str, list[Widget], tuple[float, ...]]


def apply_language(app: App) -> None:
    """Speak `app.settings.language` from now on: every scene draws its words again (a game
    in progress only changes its words; the log is rebuilt from its events)."""
    app.settings.language = set_language(app.settings.language)
    T.new_generation()
    pg.display.set_caption(_("Jolly Roger"))


def offered_scales(largest: float) -> tuple[float, ...]:
    """The interface sizes a window holding at most `largest` can show (issue 28: 150 % in a
    1280×720 window would only be 120 %): those of UI_SCALES up to it, and the largest
    itself when it falls between two."""
    fits = tuple(v for v in UI_SCALES if v <= largest + 0.005)
    top = round(largest, 2)
    return fits + ((top,) if top < UI_SCALES[-1] and top - fits[-1] >= 0.05 else ())


def _nearest(options: tuple[tuple[object, str], ...], value: float) -> object:
    return min(options, key=lambda o: abs(float(o[0]) - value))[0]  # type: ignore[arg-type]


@route("settings")
class SettingsScene(MenuScene):
    page = "game"    # the page shown; kept when the widgets are built again (a new language)

    def build(self) -> None:
        ui = self.ui
        self.tabs = ui.add(Choice([(k, _(label)) for k, label in PAGES], self.page,
                                  self.set_page, name="page"))
        self.pages: dict[str, list[Row]] = {"game": self.game_rows(), "sound": self.sound_rows()}
        self.back_button = ui.add(Button(_("Done"), self.back, kind="primary", name="done"))
        ui.focus = self.language if self.page == "game" else self.tabs
        self.show_page()

    def game_rows(self) -> list[Row]:
        s = self.app.settings
        ui = self.ui
        sizes = [(size, f"{size[0]}×{size[1]}") for size in WINDOW_SIZES]
        current = s.window_size if s.window_size in WINDOW_SIZES else WINDOW_SIZES[0]
        # Each language is named in its own words, so anyone can find theirs.
        self.language = ui.add(Choice(list(LANGUAGES.items()), s.language, self.set_language,
                                      name="language"))
        self.player_name = ui.add(TextInput(s.player_name, self.set_player_name,
                                            max_len=NAME_LENGTH, allow=T.drawable,
                                            placeholder=_("Anne"), name="player_name"))
        self.size_choice = ui.add(Choice(sizes, current, self.set_size, name="window_size"))
        self.full = ui.add(Toggle(_("Full screen (F11)"), s.fullscreen, self.set_fullscreen,
                                  name="fullscreen"))
        self.ai = ui.add(Choice([(v, _(label)) for v, label in AI_SPEEDS],
                                _nearest(AI_SPEEDS, s.ai_delay_ms), self.set_ai, name="ai_speed"))
        self.anim = ui.add(Choice([(v, _(label)) for v, label in ANIMATION_SPEEDS],
                                  _nearest(ANIMATION_SPEEDS, s.animation_speed), self.set_anim,
                                  name="animation_speed"))
        self.prompts = ui.add(Choice([(v, _(label)) for v, label in REACTION_PROMPTS],
                                     s.reaction_prompts, self.set_prompts,
                                     name="reaction_prompts"))
        self.log_panel = ui.add(Choice([(v, _(label)) for v, label in LOG_PANEL],
                                       s.log_panel, self.set_log_panel, name="log_panel"))
        # issue 17, the look: the UI scale and the hand's order
        self.scales = offered_scales(self.app.largest_scale())
        scales = [(v, _("{percent}%").format(percent=round(v * 100))) for v in self.scales]
        self.ui_scale = ui.add(Choice(scales, _nearest(tuple(scales), s.ui_scale),
                                      self.set_ui_scale, name="ui_scale"))
        self.hand_order = ui.add(Choice([(v, _(label)) for v, label in HAND_ORDERS],
                                        s.sort_hand, self.set_hand_order, name="hand_order"))
        whole = (1.0,)
        return [(_("Language"), [self.language], whole),
                (_("Your name"), [self.player_name], whole),
                (_("Window size"), [self.size_choice], whole),
                (_("Display"), [self.full], whole),
                (_("AI pirates think"), [self.ai], whole),
                (_("Animations"), [self.anim], whole),
                (_("Reaction prompts"), [self.prompts], whole),
                (_("Ship's log"), [self.log_panel], whole),
                (_("Interface size"), [self.ui_scale], whole),
                (_("Hand order"), [self.hand_order], whole)]

    def sound_rows(self) -> list[Row]:
        """A volume and a mute per channel, then a switch per sound, by channel."""
        s = self.app.settings
        ui = self.ui
        rows: list[Row] = []
        for channel in CHANNELS:
            slider = ui.add(Slider(getattr(s, f"{channel}_volume") / 100,
                                   lambda v, c=channel: self.set_volume(c, v),
                                   label=lambda v, c=channel: self.volume_words(c, v),
                                   name=f"{channel}_volume"))
            mute = ui.add(Toggle(_("Mute"), getattr(s, f"{channel}_muted"),
                                 lambda on, c=channel: self.set_muted(c, on),
                                 name=f"{channel}_mute"))
            rows.append((_(CHANNEL_NAMES[channel]), [slider, mute], (0.7, 0.3)))
        self.sound_toggles: list[Widget] = []
        for channel, heading in (("effects", _("Effect sounds")),
                                 ("interface", _("Interface sounds"))):
            keys = [k for k in SOUND_NAMES if CHANNEL[k] == channel]
            for first in range(0, len(keys), TOGGLES_PER_ROW):
                toggles: list[Widget] = [
                    ui.add(Toggle(_(SOUND_NAMES[k]), s.sounds.get(k, True),
                                  lambda on, k=k: self.set_sound(k, on), name=f"sound_{k}"))
                    for k in keys[first:first + TOGGLES_PER_ROW]]
                self.sound_toggles += toggles
                rows.append((heading if first == 0 else "", toggles,
                             (1 / TOGGLES_PER_ROW,) * len(toggles)))
        return rows

    def show_page(self) -> None:
        """Only the chosen page's widgets are seen, and only they take the focus."""
        for name, rows in self.pages.items():
            for _label, widgets, _shares in rows:
                for w in widgets:
                    w.visible = name == self.page
        if self.ui.focus is not None and not self.ui.focus.visible:
            self.ui.focus = self.tabs

    def resize(self, size: tuple[int, int]) -> None:
        """A window of another size may hold other interface sizes: offer those."""
        super().resize(size)
        if getattr(self, "scales", None) != offered_scales(self.app.largest_scale()):
            self.rebuild()

    def layout(self) -> None:
        w, h = self.size
        px = self.px
        width = min(w - px(80), px(820))
        self.box = pg.Rect(0, px(124), width, min(px(560), h - px(124) - px(84)))
        self.box.centerx = w // 2
        inner = self.box.inflate(-2 * px(28), 0)
        label_w = round(width * 0.30)
        x = self.box.x + px(28) + label_w
        cw = self.box.right - px(28) - x
        self.content_x = x
        most = max(len(rows) for rows in self.pages.values()) + 1   # and the tabs' row
        row = min(px(62), (self.box.height - px(30)) // (most + 1))
        y = self.box.y + px(18)
        # the tabs are as tall on every page; a page with fewer rows than the longest gives
        # each row more room (the game page's rows do not squeeze the sound page's)
        tab_high = min(px(42), max(px(32), row - px(12)))
        self.tabs.rect = pg.Rect(inner.x, y, inner.width, tab_high)
        y += max(row, tab_high + px(12)) + px(6)
        rows = self.pages[self.page]
        row = min(px(62), max(row, (self.box.bottom - px(12) - y) // max(1, len(rows))))
        high = min(px(42), row - px(12))
        self.row_ys: list[tuple[str, int]] = []
        for label, widgets, shares in rows:
            self.row_ys.append((label, y))
            self.place(widgets, shares, pg.Rect(x, y, cw, high))
            y += row
        for name, rows in self.pages.items():      # the hidden page: out of the way
            if name != self.page:
                for _label, widgets, _shares in rows:
                    for widget in widgets:
                        widget.rect = pg.Rect(0, 0, 0, 0)
        bh = px(52)
        self.back_button.rect = pg.Rect(0, 0, px(220), bh)
        self.back_button.rect.midbottom = (w // 2, h - px(20))

    def place(self, widgets: list[Widget], shares: tuple[float, ...], area: pg.Rect) -> None:
        """Side by side in `area`, each its share of the width, a gap between them; a check
        box is as tall as the others' (Full screen, the mutes, the sounds' switches)."""
        gap = self.px(12)
        left = area.x
        for widget, share in zip(widgets, shares, strict=True):
            part = round(area.width * share)
            rect = pg.Rect(left, area.y, part if share == 1 else part - gap, area.height)
            if isinstance(widget, Toggle):
                rect.height = min(self.px(36), area.height)
                rect.centery = area.centery
            widget.rect = rect
            left += part

    def paint(self, surface: pg.Surface) -> None:
        title_block(self, surface, _("Settings"), self.px(16), 44,
                    _("Changes apply at once."))
        panel(surface, self.box)
        font = self.font(19, "bold")
        x = self.box.x + self.px(28)
        room = self.content_x - x - self.px(12)
        high = self.tabs.rect.height
        rule_y = self.tabs.rect.bottom + self.px(12)
        pg.draw.line(surface, T.BRASS_DARK, (x, rule_y), (self.box.right - self.px(28), rule_y))
        for label, y in self.row_ys:
            if label:
                text(surface, label, font, T.BRASS_LIGHT, (x, y + high // 2), "midleft",
                     room=room)
        hint_line(self, surface, _("Tab moves · Left/Right change · Esc goes back"))

    def volume_words(self, channel: str, value: float) -> str:
        if getattr(self.app.settings, f"{channel}_muted"):
            return _("Muted")
        return f"{round(value * 100)} %"

    # --- changes --------------------------------------------------------------------------

    def set_language(self, code: str) -> None:
        self.app.settings.language = code
        apply_language(self.app)

    def set_player_name(self, name: str) -> None:
        """The player's seat's name in the next Quick game, tutorial and New game (issue 28;
        a game in progress keeps its names)."""
        self.app.settings.player_name = name

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

    def set_page(self, page: str) -> None:
        self.page = self.tabs.value = page
        self.show_page()
        self.layout()

    def set_volume(self, channel: str, volume: float) -> None:
        """A channel's volume, heard at once: the music follows it (scenes/audio.py), and the
        effects slider plays a sample at the new level."""
        setattr(self.app.settings, f"{channel}_volume", round(volume * 100))
        if channel in SAMPLE:
            self.app.emit("sound", SAMPLE[channel])

    def set_muted(self, channel: str, muted: bool) -> None:
        setattr(self.app.settings, f"{channel}_muted", muted)

    def set_ui_scale(self, scale: float) -> None:
        """Everything larger or smaller at once (as far as the window holds it)."""
        self.app.settings.ui_scale = scale
        self.app.scale_ui()

    def set_hand_order(self, sort: bool) -> None:
        self.app.settings.sort_hand = sort   # the table below picks it up when it draws

    def set_sound(self, key: str, on: bool) -> None:
        self.app.settings.sounds[key] = on

    def enter(self) -> None:
        super().enter()
        pg.key.start_text_input()   # the player's name is typed (TEXTINPUT events)

    def handle_event(self, event: pg.event.Event) -> None:
        super().handle_event(event)
        self.app.save_settings()   # writes only when a setting changed
