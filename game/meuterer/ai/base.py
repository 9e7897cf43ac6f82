"""What Meuterer's bots share: reading a seat's view — the cards it cannot see (for card
counting and determinising), where k cards kept back would steer the ship, the goods offered
per seat, and the points a plan would score now. Everything here reads a view (or the public
facts of the catalogue), never the state; legality stays the engine's (the prompt, and
`game.meuterer.sales` for plans)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from game.meuterer.cards import Catalogue
from game.meuterer.sales import counts_on, island_points
from game.meuterer.view import View

Plan = tuple[tuple[int, tuple[int, ...]], ...]


def unseen(cat: Catalogue, view: View) -> list[int]:
    """The card ids this seat cannot see now (DA8): the other seats' hands and set-aside cards,
    the draw pile and any hidden rejects in the discard pile, in id order."""
    seen = set(view.hand) | set(view.aside) | {c for c in view.discard if c >= 0}
    for row in view.offers:
        seen.update(row)
    for row in view.sabres_played:
        seen.update(row)
    if view.prompt is not None and view.prompt.step == "keep":
        seen.update(view.prompt.cards)
    return [c for c in cat.cards if c not in seen]


def unseen_goods(cat: Catalogue, view: View) -> Counter[str]:
    """The unseen cards counted by good (card counting: the deck's composition is public)."""
    return Counter(cat.good(c) for c in unseen(cat, view))


def course(view: View, k: int) -> int:
    """OF6, RV2: the island k clockwise steps from the ship island."""
    ring = view.ring
    return ring[(ring.index(view.ship) + k) % len(ring)]


def goods_offered(cat: Catalogue, view: View) -> list[Counter[str]]:
    """Per seat, the goods it has offered this round (conflict cards left out, SA2)."""
    return [Counter(cat.good(c) for c in row if not cat.is_conflict(c)) for row in view.offers]


def plan_points(cat: Catalogue, view: View, seat: int, plan: Plan, merchant: int) -> int:
    """The points `plan` would score `seat` against the plans fixed so far (view.plans), if
    nobody else placed more (SA4, SA5): the engine's arithmetic, on the view."""
    mine = dict(plan)
    plans: Sequence[Plan | None] = view.plans
    total = 0
    for island in view.active:
        counts = counts_on(island, plans, view.n)
        counts[seat] = len(mine.get(island, ()))
        total += island_points(cat.islands[island].table, counts, merchant)[seat]
    return total


def merchant_of(view: View) -> int:
    """The merchant's seat if this view knows it (own role, or after the reveal), else -1."""
    roles = view.roles
    return roles.index("merchant") if "merchant" in roles else -1
