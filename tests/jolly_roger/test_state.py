"""The State: one declaration of its fields, from which its slots, initial values and
`clone` follow (search and `decide` copy states constantly)."""

from __future__ import annotations

import random

import pytest
from support import CAT, NAMES

from game.jolly_roger.ai.random_bot import random_command
from game.jolly_roger.engine import Game
from game.jolly_roger.state import State, _copy_of


def mid_game(seed: int) -> State:
    game = Game.new(NAMES[:6], seed=seed, cat=CAT)
    rng = random.Random(seed)
    for _ in range(150):
        p = game.prompt()
        if p is None:
            break
        game.submit(random_command(game.view(p.seat), p, rng, CAT))
    return game._state


@pytest.mark.parametrize("seed", range(4))
def test_a_clone_equals_its_state_and_shares_nothing_that_changes(seed: int) -> None:
    s = mid_game(seed)
    c = s.clone()
    assert c.signature() == s.signature() and c.cat is s.cat
    for name in State.__slots__:
        mine, theirs = getattr(s, name), getattr(c, name)
        if isinstance(mine, list | set | dict):
            assert mine is not theirs, name
            if isinstance(mine, list):
                assert not any(x is y for x, y in zip(mine, theirs, strict=True)
                               if isinstance(x, list)), name


def test_clone_refuses_a_field_type_it_would_share_by_mistake() -> None:
    nested = [[1, 2], [3]]
    copy = _copy_of("hands", "list[list[int]]")(nested)   # the inner lists copied too
    assert copy == nested and copy is not nested and copy[0] is not nested[0]
    chain = [(1, "a")]
    copy = _copy_of("chain", "list[tuple[int, str]]")(chain)   # tuples shared
    assert copy == chain and copy is not chain and copy[0] is chain[0]
    assert _copy_of("seed", "int") is None
    for kind in ("list[set[int]]", "dict[int, list[int]]", "tuple[list[int], ...]", "object"):
        with pytest.raises(TypeError, match="clone cannot copy"):
            _copy_of("x", kind)
