"""Routes: scenes open one another by name, through the app, never by importing one another.

A scene module registers its scene once, as it is imported, with `@route(name)` on the scene
class (or on a factory function that takes the app first and returns a scene):

    @route("settings")
    class SettingsScene(MenuScene): ...

`scenes.app.register_scenes` (called by `build_app`) imports every scene module, so that each
name is known before the first scene opens. From then on a scene opens another through the app:

    app.go(name, *args, **kwargs)                the scene over this one (pushed; this one waits)
    app.go(name, *args, replace=True, **kwargs)  the scene alone (the whole stack replaced)
    app.pop()                                    back to the scene below

The arguments after the name are the factory's after the app: `app.go("curtain", seat)` opens
`CurtainScene(app, seat)`. `go` returns the scene it opened.

The names: "title", "new_game", "table" (the game at the table: `app.session`), "curtain"
(hot-seat hand-off), "results", "pause" (the ship's menu), "rules" (rules & cards), "settings",
"stats", "replays" (the list of saved games), "replay" (the viewer of one game), "confirm" (a
question before something that cannot be taken back), "tutorial" (a table's guided first game).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

Factory = Callable[..., Any]               # (app, *args, **kwargs) -> Scene
F = TypeVar("F", bound=Factory)

#: name -> scene factory. Tests may put a stand-in here with `monkeypatch.setitem`.
ROUTES: dict[str, Factory] = {}


def route(name: str) -> Callable[[F], F]:
    """Register the decorated scene class (or factory) under `name`. A class also learns its
    name as `route`, so the app can tell which route the scene on top came from."""

    def register(factory: F) -> F:
        taken = ROUTES.get(name)
        if taken is not None and taken is not factory:
            raise ValueError(f"the route {name!r} is taken by {taken.__qualname__}")
        ROUTES[name] = factory
        if isinstance(factory, type):
            factory.route = name  # type: ignore[attr-defined]
        return factory

    return register


def make(name: str, app: Any, *args: Any, **kwargs: Any) -> Any:
    """The scene registered as `name`, made for `app` (`App.go` shows it)."""
    factory = ROUTES.get(name)
    if factory is None:
        known = ", ".join(sorted(ROUTES)) or "none: was scenes.app.register_scenes called?"
        raise LookupError(f"no scene is registered as {name!r} (known: {known})")
    return factory(app, *args, **kwargs)
