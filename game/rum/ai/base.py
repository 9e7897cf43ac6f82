"""What RUM's bots share: the candidate sets of a hand (pruned by dominance), the swing of a
set, the usefulness of a held card and the cards a seat cannot see. Everything here reads a
view (or the public facts of the catalogue), never the state; legality is the engine's one
function, `sets.evaluate`."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from itertools import combinations, product

from game.rum.cards import VALUE_MAX, Catalogue
from game.rum.sets import SetOutcome, evaluate
from game.rum.view import Captain, View

Laid = tuple[tuple[int, str], ...]

#: Above this many end-assignments a hand's sets are built per target colours instead of
#: enumerated (AI notes: 3^h sets; pruning keeps a few dozen).
FULL_ENUMERATION = 243


def candidate_sets(cat: Catalogue, beach_up: Sequence[int], captains: Sequence[Captain],
                   seat: int, n: int, hand: Iterable[int],
                   colours: Sequence[int]) -> list[tuple[Laid, SetOutcome]]:
    """Every legal, undominated set of `hand` with its outcome (PL8 by `sets.evaluate`).

    AI notes: a card whose up colour captures nothing is dominated (laying it changes no
    capture and spends it), so a card is offered only with an end of a colour in `colours`
    (the prompt's capturable colours), and a set is kept only if every laid card's up colour
    is captured. Big hands are built per subset of target colours (each card to the end of a
    chosen colour; cards with both ends wanted try both)."""
    want = set(colours)
    if not want:
        return []
    options: list[list[tuple[int, str] | None]] = []
    for card in hand:
        if card == cat.parrot:
            continue
        opts: list[tuple[int, str] | None] = [None]
        if cat.single[card] in want:
            opts.append((card, "single"))
        if cat.double[card] in want:
            opts.append((card, "double"))
        if len(opts) > 1:
            options.append(opts)
    size = 1
    for o in options:
        size *= len(o)
    laids: set[Laid]
    if size <= FULL_ENUMERATION:
        laids = {tuple(x for x in combo if x is not None) for combo in product(*options)}
    else:
        laids = set()
        cols = sorted(want)
        for k in range(1, min(len(cols), 3) + 1):
            for target in combinations(cols, k):
                laids |= _sets_for(cat, options, set(target))
    out: list[tuple[Laid, SetOutcome]] = []
    for laid in laids:
        if not laid:
            continue
        outcome = evaluate(cat, beach_up, captains, seat, n, laid)
        if not outcome.legal:
            continue
        got = {c.colour for c in outcome.captures}
        if all((cat.single[c] if e == "single" else cat.double[c]) in got for c, e in laid):
            out.append((laid, outcome))
    out.sort(key=lambda x: x[0])  # a stable order: sets are built from a set
    return out


def _sets_for(cat: Catalogue, options: list[list[tuple[int, str] | None]],
              target: set[int]) -> set[Laid]:
    """The sets that put every card with an end in `target` to such an end (both tried when
    both ends are wanted, up to 64 variants)."""
    per_card: list[list[tuple[int, str]]] = []
    for opts in options:
        fit = [o for o in opts if o is not None and
               (cat.single[o[0]] if o[1] == "single" else cat.double[o[0]]) in target]
        if fit:
            per_card.append(fit)
    out: set[Laid] = set()
    for i, combo in enumerate(product(*per_card)):
        if i >= 64:
            break
        out.add(tuple(combo))
    return out


def swing(o: SetOutcome, seat: int, leader_weight: Sequence[float] | None = None) -> float:
    """PL4, PL5, PL10: what a set moves — own points gained plus points taken from rivals,
    each rival's loss weighted by `leader_weight` (1 for all if None)."""
    total = 0.0
    for cap in o.captures:
        if cap.owner_before == seat:
            total += cap.value_after - cap.value_before
        else:
            total += cap.value_after
            if cap.owner_before is not None:
                w = 1.0 if leader_weight is None else leader_weight[cap.owner_before]
                total += w * cap.value_before
    return total


def bottles_in(cat: Catalogue, cards: Iterable[int]) -> list[int]:
    """The most bottles of each colour the cards can show (each card's end of that colour)."""
    most = [0] * len(cat.colours)
    for card in cards:
        if card == cat.parrot:
            continue
        most[cat.single[card]] += 1
        most[cat.double[card]] += 2
    return most


def potential(cat: Catalogue, view: View, hand: Sequence[int]) -> float:
    """What a hand could take next turn, roughly: per colour, the most bottles the hand can
    show plus the face-up beach singles (BE2); a colour it could take (PL4) or trio (PL5)
    counts the points gained and taken, a colour it falls short of counts its progress.
    Colours are summed as if each card could serve each of its colours (an upper bound)."""
    nc = len(cat.colours)
    reach = [0] * nc
    singles = [0] * nc
    for b in view.beach_up:
        if b == cat.parrot:   # a wave's parrot, face up while its returns are chosen
            continue
        reach[cat.single[b]] += 1
        singles[cat.single[b]] += 1
    for card in hand:
        if card == cat.parrot:
            continue
        reach[cat.single[card]] += 1
        singles[cat.single[card]] += 1
        reach[cat.double[card]] += 2
    me = view.seat
    total = 0.0
    for cap in view.captains:
        c, v, owner = cap.colour, cap.value, cap.owner
        if owner == me and v >= VALUE_MAX:
            continue   # RU22: nothing to raise
        if reach[c] > v or singles[c] == 3:
            new = max(min(reach[c], VALUE_MAX), min(v + 2, VALUE_MAX) if singles[c] == 3 else 0)
            gain = new - v if owner == me else new + (v if owner is not None else 0)
            total += max(0.0, gain)
        else:
            total += 0.3 * reach[c] / (v + 1) * (v + (v if owner not in (None, me) else 0))
    return total


def usefulness(cat: Catalogue, view: View, card: int, hand: Sequence[int]) -> float:
    """How much a card adds to the hand's next sets: the hand's `potential` with it minus
    without it (a card is worth little when its colours are already ours at 8, RU22, or
    when the rest of the hand takes those colours anyway)."""
    rest = list(hand)
    if card in rest:
        rest.remove(card)
    return potential(cat, view, rest + [card]) - potential(cat, view, rest)


def unseen(cat: Catalogue, view: View) -> list[int]:
    """DA5: the cards this seat cannot place: the full card list (parrot included) minus its
    hand, the face-up beach and the cards marked `known` in a rival's hand. (`maybe` cards
    stay unseen: they may be anywhere.)"""
    seen = set(view.hand) | set(view.beach_up)
    for s, k in enumerate(view.known):
        if s != view.seat:
            seen.update(k)
    return [c for c in range(cat.size) if c not in seen]


def leader_weights(view: View) -> list[float]:
    """How much a rival's loss is worth to this seat: the leading rival's points count fully,
    the others' half (a steal from the leader swings the race twice, AI notes)."""
    me = view.seat
    rivals = [s for s in range(view.n) if s != me]
    best = max(view.scores[s] for s in rivals)
    return [0.0 if s == me else (1.0 if view.scores[s] == best else 0.5)
            for s in range(view.n)]


class ParrotWatch:
    """AI notes: where the parrot may be. It is never in a hand at rest: it lies in the wreck
    or face down on the beach. A face-down beach card is the parrot with the chance it had
    when it was laid — one card of the wreck as it was then — so each spot's chance is set
    when the seat first sees it face down (1 / (wreck now + 1): the refill came from a wreck
    one card larger) and kept while it stays face down; the rest belongs to the wreck.
    Between two of the seat's decisions a spot may be drawn and refilled face down unseen;
    the watch then keeps the older chance (an approximation a human makes too)."""

    def __init__(self) -> None:
        self.spot_p: list[float] = [0.0, 0.0, 0.0]
        self._was_down: list[bool] = [False, False, False]
        self._clock = 0

    def update(self, view: View) -> None:
        moved = view.clock != self._clock   # a parrot or a dump: the parrot went back
        self._clock = view.clock
        for i, spot in enumerate(view.beach):
            down = spot.card == -1
            if down and (not self._was_down[i] or moved):
                self.spot_p[i] = 1.0 / (view.wreck + 1)
            elif not down:
                self.spot_p[i] = 0.0
            self._was_down[i] = down
        total = sum(self.spot_p)
        if total > 0.95:   # keep some chance for the wreck while it holds cards
            k = (0.95 if view.wreck else 1.0) / total
            self.spot_p = [p * k for p in self.spot_p]

    @property
    def in_wreck(self) -> float:
        """The chance the parrot lies in the wreck now."""
        return max(0.0, 1.0 - sum(self.spot_p))

    def draw_risk(self, view: View) -> float:
        """The chance a wreck draw (DR3) is the parrot (S7: a uniform card of the wreck)."""
        return self.in_wreck / view.wreck if view.wreck else 0.0
