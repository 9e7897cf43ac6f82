"""The rules by phase. Each module registers its decision steps in `common.STEPS`:
a prompt builder (what is legal), a decide function (validate, then emit events) and,
where the phase can move on by itself, an auto function."""

from game.jolly_roger.rules import (  # noqa: F401  (registration side effects)
    attack,
    bribes,
    island,
    loot,
    mutiny,
    port,
    round,
    specials,
)
