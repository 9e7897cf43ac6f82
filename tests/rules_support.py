"""What rules tests of every table share: a refused command and the proof it changed nothing."""

from __future__ import annotations

from typing import Any

import pytest

from game.core.errors import RuleError


def refused(game: Any, cmd: object, clause: str) -> RuleError:
    """The command is refused naming `clause` (DA11: the most specific rule it breaks), and
    the game is exactly as before: its events, every seat's view and the prompt."""
    before = (game.events, [game.view(i) for i in range(game.n)], game.prompt())
    with pytest.raises(RuleError) as err:
        game.submit(cmd)
    assert err.value.clause == clause, err.value
    assert (game.events, [game.view(i) for i in range(game.n)], game.prompt()) == before
    return err.value
