"""Rewrite the card-id table at the end of docs/scenarios.md from the card data (C6).

    python3 tools/update_card_table.py

Run it after changing game/jolly_roger/data/jolly_roger.toml;
tests/jolly_roger/test_scenarios.py fails until then.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.jolly_roger.cards import load_catalogue  # noqa: E402
from game.jolly_roger.scenario import card_table  # noqa: E402

CAT = load_catalogue()  # the card catalogue: passed to games and bots, never a global

DOC = ROOT / "docs" / "scenarios.md"
HEAD = "## Card ids"


def main() -> None:
    text = DOC.read_text(encoding="utf-8")
    start = text.index(HEAD)
    fence = text.index("```\n", start)
    end = text.index("```", fence + 4)
    DOC.write_text(text[:fence + 4] + card_table(CAT) + "\n" + text[end:], encoding="utf-8")
    print(f"{DOC.relative_to(ROOT)}: card table updated")


if __name__ == "__main__":
    main()
