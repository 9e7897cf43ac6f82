"""The overlap probe (issue 17), the overflow probe's partner: in one drawn frame, what covers
something the player must read. Tests run it over many moments, tables and window sizes.

It reads a table's `Frame` — the cards drawn (`sprites`, in painting order) and the names and
markers (`marks`) — and the cues a scene painted over the board (the thinking bubble). A
collision is one of:

- two marks overlap (a name under a pill, a tick over a marker, two seats' markers);
- a cue covers a mark or a card;
- a card covers a name or a marker drawn outside the cards (a card's own badge is on it);
- a played card (attack, mutiny, loot) covers another;
- a card in a seat row (prizes, an open hand) hides more than `SEAT_SHARE` of another;
- a hand card covers another's header (`spread.header`: its title and numbers).
"""

from __future__ import annotations

from pygame import Rect

from scenes.kit import spread
from scenes.kit.frame import Frame

PLAYED = ("attack", "mutiny", "loot")
SEAT_ROWS = ("prize", "open_hand")
SEAT_SHARE = 0.45   # a seat row's card may hide under the next one at most this much
# marks that lie on a card by design (the crew badge), or are areas holding other marks
ON_CARDS = ("tip:crew:", "tip:stack:", "tip:destination", "tip:pile:", "tip:hand:",
            "tip:buried:")


def collisions(frame: Frame, cues: dict[str, Rect] | None = None) -> list[str]:
    """Every collision in the frame, as words a test can print (empty: all readable)."""
    out: list[str] = []
    marks = sorted(frame.marks.items())
    for i, (a, ra) in enumerate(marks):
        for b, rb in marks[i + 1:]:
            if _inside(a, b) or _inside(b, a):
                continue
            if ra.colliderect(rb):
                out.append(f"{a} overlaps {b}")
    sprites = [s for s in frame.sprites if s.zone != "ghost"]
    for cue, rc in sorted((cues or {}).items()):
        out += [f"{cue} covers {m}" for m, rm in marks if rc.colliderect(rm)]
        out += [f"{cue} covers card {s.card} ({s.zone})" for s in sprites
                if rc.colliderect(s.rect)]
    for m, rm in marks:
        if m.startswith(ON_CARDS):
            continue
        out += [f"card {s.card} ({s.zone}) covers {m}" for s in sprites
                if s.rect.colliderect(rm) and not _marks_card(m, s.card)]
    for i, s in enumerate(sprites):
        for t in sprites[i + 1:]:
            if s.zone != t.zone or not s.rect.colliderect(t.rect):
                continue
            cut = s.rect.clip(t.rect)
            if s.zone in PLAYED:   # whoever played them
                out.append(f"{s.zone} card {t.card} covers card {s.card}")
            elif s.zone in SEAT_ROWS and s.owner == t.owner and cut.w > s.rect.w * SEAT_SHARE:
                out.append(f"{s.zone} card {t.card} hides card {s.card} of seat {s.owner}")
    hand = [s.rect for s in sprites if s.zone == "hand"]
    out += [f"a hand card covers the header of hand card #{i}"
            for i in spread.covered(hand, list(range(len(hand))))]
    return out


def _inside(a: str, b: str) -> bool:
    """Mark `a` belongs inside mark `b` by design (nothing so far: a hook for tables)."""
    return False


def _marks_card(mark: str, card: int) -> bool:
    """The mark is the card's own (the owner's mark under an attack card)."""
    return mark == f"owner:{card}"
