"""The pygame-ce app: scene manager, scenes and widgets.

It talks to `game` only through commands and views. Scenes open one another by name through
the app (`app.go("settings")`, scenes/routes.py), never by importing one another. Importing
this package must stay cheap and must not import pygame: the command line (`--version`,
`scenario`) works without a window.
"""

import os as _os

_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # no pygame banner on the terminal
