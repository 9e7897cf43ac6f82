"""Jolly Roger's tutorial game (issue 15): the kit's tutorial session
(scenes/kit/tutorial_session.py) on this table's story (game/jolly_roger/tutorial.py), made
by `tutorial_store.session_class`. No pygame here.
"""

from __future__ import annotations

from scenes.jolly_roger.tutorial_store import session_class

TutorialSession = session_class()
