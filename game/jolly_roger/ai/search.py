"""Single-observer information-set Monte-Carlo tree search (SO-ISMCTS; Cowling, Powley &
Whitehouse 2012) for Jolly Roger's hard AI — its search in the first four sessions of issue
14, kept as `hard.SEARCH = "tree"` to measure the paired playouts against (playout.py, the
default, found far more: docs/balance.md, "Fifth session"). The evaluation (`WEIGHTS`,
`seat_features`, `Search.evaluate`) and the candidate templates (`Search.templates`) here
serve both searches.

Each iteration samples a world from the searching seat's view (`world.Sampler`: only what
that seat may know), walks one tree keyed by the commands played since the root — every
seat's decisions, each seat maximising its own reward — with availability-aware UCB (a
child's exploration term counts the iterations in which its command was legal, not its
parent's visits), expands one node, plays on with a cheap prompt-only policy and stops at
the end of the round (or a decision cap), where an evaluation of gold, hand and position,
fitted to who wins games (`WEIGHTS`, tools/fit_evaluation.py), gives every seat a reward in
[0, 1].

Other seats share loot, order punishment and pick victims as medium does — by who paid into
the attack (`RECIPROCAL`) — both in the rollouts and in the tree, where those seats' steps
do not branch: a search that thought paying nothing costs nothing would learn to ride free
against bots that punish it.

Large decisions are templated, not enumerated: a handful of card contributions (the best
one, two or three cards for the attack, the strongest cards for a mutiny side), a few loot
splits (best cards to oneself, the rest to the poorest or at random). The rules stay in the
engine: every move in the tree and the rollouts goes through `engine.step` (validated
against the prompt, as any command), and nothing here builds a view or renders an event's
text.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any, cast

from game.core.errors import RuleError
from game.jolly_roger import commands as K
from game.jolly_roger.ai.base import even_quotas
from game.jolly_roger.ai.knowledge import Knowledge
from game.jolly_roger.ai.world import Sampler
from game.jolly_roger.cards import SKILLS, Catalogue
from game.jolly_roger.engine import step
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.rules.common import PerSeat
from game.jolly_roger.rules.mutiny import strengths
from game.jolly_roger.rules.round import MAX_ROUNDS
from game.jolly_roger.state import State

#: The evaluation, fitted to who wins (tools/fit_evaluation.py: 4,800 medium games at 3–10
#: seats, seeds 90001–; held-out log loss 1.411, against 1.476 for the hand-set weights it
#: replaced and 1.801 blind): a seat's worth in log-odds is Σ (early + late × voyages done /
#: 10) × feature (FEATURES: prize values face up and buried, cards and crew points in hand,
#: captain, quartermaster).
WEIGHTS: dict[str, tuple[float, float]] = {
    "face_up": (0.0703, 0.6652), "buried": (0.2307, 0.6885), "card": (0.0645, 0.2262),
    "crew": (0.0201, -0.0124), "captain": (0.544, -1.1058), "qm": (0.2731, -0.2386)}
#: Rollouts (and the tree, for seats other than the searcher) share loot, punish and pick
#: victims as medium does: by who paid into the attack.
RECIPROCAL = True
#: The steps where other seats follow that model instead of branching in the tree.
_MODELLED = frozenset({"loot_share", "punish", "victim"})
EXPLORATION = 0.7  # UCB's c (rewards are in [0, 1])
MARGIN = 0.02  # how much better than the prior a root command must score to replace it
#: ...and by how many standard errors of the difference of the two means: at a small budget
#: a root child has a handful of rollouts, and its mean is mostly noise.
CONFIDENCE = 1.0
MAX_ROLLOUT = 160  # decisions after the tree before a rollout is cut off, end of round or not
#: Steps (reaction windows, mutiny windows) where the rollout policy's move is its last rule,
#: a pass: tested first, since rollouts meet them most after mutinies and attacks.
_PASSING = frozenset({"react", "window"})


#: What the evaluation sees of each seat (`seat_features`), in order.
FEATURES = ("face_up", "buried", "card", "crew", "captain", "qm")
ROUNDS = MAX_ROUNDS  # E1: voyages in a game; the evaluation weighs by how many are done


def seat_features(s: State, value: Sequence[float], crew: Sequence[int]
                  ) -> list[tuple[float, ...]]:
    """Every seat's FEATURES: face-up and buried gold (prize values), cards and crew points
    in hand, whether it is captain, whether quartermaster (tools/fit_evaluation.py fits the
    evaluation's weights to them)."""
    buried = s.buried
    out: list[tuple[float, ...]] = []
    for i, (prizes, hand) in enumerate(zip(s.prizes, s.hands, strict=True)):
        fu = bu = 0.0
        for x in prizes:
            if x in buried:
                bu += value[x]
            else:
                fu += value[x]
        out.append((fu, bu, float(len(hand)), float(sum(crew[x] for x in hand)),
                    float(i == s.captain), float(i == s.qm)))
    return out


#: A root command's (visits, total reward, total squared reward).
RootStat = tuple[int, float, float]

_PASS = PerSeat(K.Pass)  # K.Pass(seat), made once per seat: a rollout passes tens of times


def _helped(s: State) -> Sequence[int]:
    """Crew cards each seat paid into the current attack, else the last (medium's
    `contributions`, from the state)."""
    if s.attack_by:
        out = [0] * s.n
        for i in s.attack_by:
            out[i] += 1
        return out
    return s.last_attack or (0,) * s.n


class Node:
    """One information set of the tree: the command sequence from the root."""

    __slots__ = ("children", "visits", "total", "squares", "avail")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.squares = 0.0  # sum of squared rewards: the root's overrule test needs the spread
        self.avail = 1


class Search:
    """The search state of one decision (its tree, counters and timing)."""

    def __init__(self, cat: Catalogue, weights: dict[str, tuple[float, float]] | None = None,
                 exploration: float = EXPLORATION, margin: float = MARGIN,
                 confidence: float | None = None) -> None:
        self.cat = cat
        self.margin = margin
        self.z = CONFIDENCE if confidence is None else confidence
        self.kn = Knowledge.of(cat)
        w = dict(WEIGHTS, **(weights or {}))
        self._pairs = tuple(w[k] for k in FEATURES)
        self.reciprocal = RECIPROCAL
        self.c = exploration
        self.iterations = 0
        self.failed = 0
        self.nodes = 0
        self._value = tuple(self.kn.prize_value(x) for x in range(cat.size))
        self._skill = tuple(self.kn.skill_points(x) for x in range(cat.size))
        self._splits: dict[tuple[Any, ...], Any] = {}  # _share's answers without a generator

    # --- the loop ---------------------------------------------------------------------------

    def grow(self, sampler: Sampler, root_prompt: Prompt, root_cands: Sequence[Any],
             rng: random.Random, iterations: int, deadline: float | None) -> None:
        """Run `iterations` iterations, or until `deadline` (perf_counter seconds) if that
        comes first; the tree is left in `self.root` for `choose`."""
        root = self.root = Node()
        cands = list(root_cands)
        clock = time.perf_counter
        for _ in range(iterations):
            if deadline is not None and clock() >= deadline:
                break
            try:
                self._iterate(sampler.sample(rng), root, root_prompt, cands, rng)
            except (RuleError, ValueError, IndexError, KeyError):  # an impossible world
                self.failed += 1
            self.iterations += 1

    def root_stats(self) -> dict[Any, RootStat]:
        """Each visited root command's (visits, total reward, total squared reward): what a
        second search of the same decision (root parallelism) adds to this one's."""
        return {cmd: (nd.visits, nd.total, nd.squares)
                for cmd, nd in self.root.children.items() if nd.visits}

    def choose(self, cands: Sequence[Any], prior: Any = None,
               extra: dict[Any, RootStat] | None = None) -> Any:
        """The most visited root command of the grown tree, with `extra` root statistics
        (another process's search of the same decision from the same view) added to its
        own — unless `prior` (medium's choice) scored within `margin` plus `z` standard
        errors of it: a few noisy rollouts should not overrule a sound rule of thumb on a
        coin flip (at 40 iterations a root command has 5–10 rollouts; docs/balance.md has
        what the test gained)."""
        stats = self.root_stats()
        for cmd, (v, t, q) in (extra or {}).items():
            if cmd in stats:
                v0, t0, q0 = stats[cmd]
                stats[cmd] = (v0 + v, t0 + t, q0 + q)
            elif cmd in cands:
                stats[cmd] = (v, t, q)
        best, best_key = (cands[0] if prior is None else prior), (-1, 0.0)
        for cmd in cands:
            st = stats.get(cmd)
            if st is not None:
                key = (st[0], st[1] / st[0])
                if key > best_key:
                    best, best_key = cmd, key
        if (prior is not None and prior in stats and best != prior
                and self._gain(stats[best], stats[prior]) < self.margin):
            return prior  # not clearly better than the prior's choice: keep it
        return best

    def _gain(self, b: RootStat, a: RootStat) -> float:
        """How much better b scored than a, less `z` standard errors of that difference."""
        (na, ta, qa), (nb, tb, qb) = a, b
        ma, mb = ta / na, tb / nb
        if not self.z:
            return mb - ma
        va = max(0.0, qa / na - ma * ma) / na
        vb = max(0.0, qb / nb - mb * mb) / nb
        return mb - ma - self.z * math.sqrt(va + vb)

    def _iterate(self, s: State, root: Node, p: Prompt | None, root_cands: list[Any],
                 rng: random.Random) -> None:
        round0 = s.round
        node = root
        path: list[tuple[Node, int]] = []
        cands: list[Any] | None = root_cands
        me = p.seat if p is not None else -1
        modelled = _MODELLED if self.reciprocal else frozenset()
        expanded = False
        c = self.c
        log = math.log
        sqrt = math.sqrt
        while p is not None and not expanded and s.round == round0:
            if cands is None:
                cands = [] if p.seat != me and p.step in modelled else self.candidates(s, p)
            if not cands:  # a step the tree does not branch on: the rollout policy plays it
                cmd = self.policy(s, p, rng)
            elif len(cands) == 1:
                cmd = cands[0]
            else:
                children = node.children
                fresh = []
                for cmd in cands:
                    child = children.get(cmd)
                    if child is None:
                        fresh.append(cmd)
                    else:
                        child.avail += 1
                        if not child.visits:  # made by an iteration that failed: try again
                            fresh.append(cmd)
                if fresh:
                    cmd = fresh[rng.randrange(len(fresh))] if len(fresh) > 1 else fresh[0]
                    found = children.get(cmd)
                    if found is None:
                        found = children[cmd] = Node()
                        self.nodes += 1
                    node = found
                    expanded = True
                else:
                    best_u = -1.0
                    for cand in cands:
                        child = children[cand]
                        u = child.total / child.visits + c * sqrt(log(child.avail) / child.visits)
                        if u > best_u:
                            best_u, cmd, node = u, cand, child
                path.append((node, p.seat))
            p = step(s, cmd, p)
            cands = None
        rewards = self._rollout(s, p, round0, rng)
        for nd, seat in path:
            r = rewards[seat]
            nd.visits += 1
            nd.total += r
            nd.squares += r * r

    # --- rollouts and evaluation --------------------------------------------------------------

    def _rollout(self, s: State, p: Prompt | None, round0: int,
                 rng: random.Random) -> list[float]:
        policy, mutiny_move, attack_move = self.policy, self._mutiny_move, self._attack_move
        for _ in range(MAX_ROLLOUT):
            if p is None or s.round != round0:
                break
            st = p.step  # policy's first three cases, the most frequent, without its call
            if st == "mutiny":
                cmd = mutiny_move(s, p, rng)
            elif st == "attack":
                cmd = attack_move(s, p, rng)
            elif st in _PASSING and "pass" in p.actions:
                cmd = _PASS[p.seat]
            else:
                cmd = policy(s, p, rng)
            asked = p
            try:
                p = step(s, cmd, asked)
            except RuleError:
                p = step(s, K.Pass(asked.seat), asked) if "pass" in asked.actions else None
        return self.evaluate(s)

    def evaluate(self, s: State) -> list[float]:
        """Every seat's reward in [0, 1]: the winners' share once the game is over, else a
        logistic of its worth (WEIGHTS: gold, guarded gold, hand, chair; in log-odds of
        winning, so no scale) against the best other seat's."""
        n = s.n
        if s.over:
            winners = cast("tuple[int, ...]", s.result[2])
            return [1.0 / len(winners) if i in winners else 0.0 for i in range(n)]
        t = len(s.dest_discard) / ROUNDS
        w = [a + b * t for a, b in self._pairs]  # this moment's weight of each feature
        worth = [sum(x * y for x, y in zip(w, f, strict=True))
                 for f in seat_features(s, self._value, self.cat.crew)]
        # The best other seat: the best seat's runner-up, everybody else's the best seat.
        top = max(worth)
        first = worth.index(top)
        second = max(worth[:first] + worth[first + 1:])
        exp = math.exp
        return [1.0 / (1.0 + exp(-(g - (second if i == first else top))))
                for i, g in enumerate(worth)]

    def policy(self, s: State, p: Prompt, rng: random.Random) -> Any:
        """The cheap rollout policy: from the prompt (and the sampled world's public counts),
        never a view. Attacks get a card now and then, mutinies are fought by their leaders."""
        seat, st, acts, cat = p.seat, p.step, p.actions, self.cat
        if st == "mutiny":
            return self._mutiny_move(s, p, rng)
        if st == "attack":
            return self._attack_move(s, p, rng)
        if st in _PASSING and "pass" in acts:  # reaction and mutiny windows: the last rule below
            return _PASS[seat]
        if st == "appoint":
            return K.Appoint(seat, p.targets[rng.randrange(len(p.targets))])
        if st == "destination":
            return K.ChooseDestination(seat, p.choices[rng.randrange(len(p.choices))])
        if st in ("loot_pick", "cook_pick"):
            return K.TakePrize(seat, max(p.cards, key=self._value.__getitem__))
        if st == "loot_share":
            order = None
            if self.reciprocal and p.context != "mutiny":
                helped = _helped(s)
                rest = [i for i in range(s.n) if i != seat]
                rng.shuffle(rest)
                rest.sort(key=lambda i: -helped[i])
                order = [seat] + rest
            return self._share(s.n, s.captain, s.cook, seat, p.cards, order, rng)
        if st == "punish":
            if not self.reciprocal:
                return K.OrderPunishment(seat, rng.random() < 0.5)
            helped = _helped(s)
            hands = s.hands
            return K.OrderPunishment(seat, any(
                len(hands[i]) >= 5 or (not helped[i] and len(hands[i]) >= 2)
                for i in range(s.n) if i != s.captain and i != s.qm))
        if st == "victim":
            if not self.reciprocal:
                return K.ChooseVictim(seat, p.targets[rng.randrange(len(p.targets))])
            helped, value, hands = _helped(s), self._value, s.hands
            return K.ChooseVictim(seat, max(p.targets, key=lambda i: (
                sum(value[x] for x in s.prizes[i]) + 0.5 * len(hands[i])
                + (2 if not helped[i] else 0) + 0.1 * rng.random())))
        if st == "discard":
            return K.Discard(seat, tuple(sorted(p.cards, key=cat.crew.__getitem__)[:p.min_cards]))
        if st == "bury":
            return K.Bury(seat, p.cards)
        if st == "cashin" and "cash_in" in acts:
            return K.CashIn(seat, p.cards)
        if st == "sailor" and p.specials:
            return K.PlaySpecial(seat, p.specials[0])
        if st == "skills":
            skills = cat.skills
            return K.AssignSkills(seat, tuple(
                (x, SKILLS[next(i for i in range(3) if skills[x][i])])
                for x in p.cards))
        if st == "bribe":
            return K.AnswerBribe(seat, True)
        if "pass" in acts:
            return _PASS[seat]
        if st == "forced":
            return K.PlayCards(seat, (p.cards[0],), p.choices[0])
        if "give_prize" in acts:
            return K.GivePrize(seat, min(p.cards, key=self._value.__getitem__))
        if "choose_victim" in acts:
            return K.ChooseVictim(seat, p.targets[0])
        raise RuleError("DA2", f"no rollout move for {st}")

    def _mutiny_move(self, s: State, p: Prompt, rng: random.Random) -> Any:
        """Rollout mutiny play (M4–M7): each side's members add their strongest card while
        their side is behind; a neutral backs the captain when it is the quartermaster or the
        mutineer is at least as rich (as careful players do), else stays out."""
        seat, cat = p.seat, self.cat
        if seat == s.captain:
            side = "captain"
        elif seat == s.m_leader:
            side = "mutineer"
        elif len(p.choices) == 1:
            side = p.choices[0]
        elif seat == s.qm:
            side = "captain"
        else:
            value = self._value.__getitem__
            lead = sum(map(value, s.prizes[s.m_leader]))
            cap = sum(map(value, s.prizes[s.captain]))
            if lead < cap or rng.random() < 0.4:
                return _PASS[seat]
            side = "captain"
        cap_t, mut_t = strengths(s)
        if mut_t >= cap_t if side == "captain" else cap_t >= mut_t:  # behind
            cards: Sequence[int] = p.cards
            if side != "captain" and cat.captain_card in cards:
                cards = [x for x in cards if x != cat.captain_card]
            if cards and rng.random() < 0.85:
                return K.PlayCards(seat, (max(cards, key=cat.crew.__getitem__),), side)
        return _PASS[seat]

    def _attack_move(self, s: State, p: Prompt, rng: random.Random) -> Any:
        """Rollout attack play: close the gap to the sampled destination with the card that
        helps most, now and then (every seat plays as if it knew the card: the world's
        shortcut; the tree's own choices still weigh what a seat cannot know)."""
        seat, cat = p.seat, self.cat
        if not p.cards:
            return _PASS[seat]
        req = cat.require[s.destination]
        special, multi, skills = cat.special, cat.multi, cat.skills
        t = list(s.adjust)
        flex = 0
        for x in s.attack:
            if special[x]:
                continue
            if multi[x]:
                flex += 1
            else:
                sk = skills[x]
                t[0] += sk[0]
                t[1] += sk[1]
                t[2] += sk[2]
        gap = [max(0, req[0] - t[0]), max(0, req[1] - t[1]), max(0, req[2] - t[2])]
        short = sum(gap) - flex
        must = "pass" not in p.actions
        if short <= 0 and not must:
            return K.Reveal(seat) if "reveal" in p.actions else _PASS[seat]
        if not must and rng.random() < 0.35:
            return _PASS[seat]
        best, best_gain = p.cards[0], -1.0
        crew = cat.crew
        g0, g1, g2 = gap
        for x in p.cards:
            if special[x]:
                continue
            sk = skills[x]
            gain = (1 if multi[x] else min(sk[0], g0) + min(sk[1], g1) + min(sk[2], g2)) \
                - 0.1 * crew[x]
            if gain > best_gain:
                best, best_gain = x, gain
        if best_gain <= 0 and not must:
            return _PASS[seat]
        return K.PlayCards(seat, (best,))

    # --- candidate commands (templates) ---------------------------------------------------------

    def candidates(self, s: State, p: Prompt) -> list[Any]:
        """The templated commands searched at a decision of the sampled world."""
        gold: list[float] = []
        if p.step == "loot_share":  # the only templates that weigh gold
            value = self._value.__getitem__
            gold = [sum(map(value, prizes)) for prizes in s.prizes]
        return self.templates(p, s.n, s.captain, s.cook, gold, s.m_leader)

    def templates(self, p: Prompt, n: int, captain: int, cook: int, gold: Sequence[float],
                  leader: int) -> list[Any]:
        """A few representative commands for prompt `p` (one when the choice is forced or
        not searched): see the module docstring."""
        seat, st, acts, cat = p.seat, p.step, p.actions, self.cat
        out: list[Any] = []
        if st == "attack":
            useful = sorted((x for x in p.cards if not cat.special[x]),
                            key=lambda x: (-self._skill[x], cat.crew[x]))
            for k in (1, 2, 3):
                if len(useful) >= k:
                    out.append(K.PlayCards(seat, tuple(useful[:k])))
            if not useful and "pass" not in acts and p.cards:
                out.append(K.PlayCards(seat, (p.cards[0],)))
            if "pass" in acts:
                out.append(K.Pass(seat))
            if "reveal" in acts:
                out.append(K.Reveal(seat))
        elif st == "window":
            out.append(K.Pass(seat))
            if "call_mutiny" in acts and p.cards:
                out.append(K.CallMutiny(seat, max(p.cards, key=cat.crew.__getitem__)))
                stab = [x for x in p.cards if cat.special[x] == "cutthroat"]
                if stab:
                    out.append(K.CallMutiny(seat, stab[0], "captain"))
        elif st == "mutiny":
            out.append(K.Pass(seat))
            for side in p.choices:
                cards = sorted((x for x in p.cards if side == "captain" or x != cat.captain_card),
                               key=lambda x: -cat.crew[x])
                if cards:
                    out.append(K.PlayCards(seat, (cards[0],), side))
                if len(cards) > 2:
                    out.append(K.PlayCards(seat, tuple(cards[:3]), side))
        elif st == "appoint":
            out = [K.Appoint(seat, t) for t in p.targets]
        elif st == "destination":
            out = [K.ChooseDestination(seat, k) for k in p.choices]
        elif st == "punish":
            out = [K.OrderPunishment(seat, True), K.OrderPunishment(seat, False)]
        elif st == "victim":
            out = [K.ChooseVictim(seat, t) for t in p.targets]
        elif st == "loot_pick":
            seen: set[float] = set()
            for x in sorted(p.cards, key=lambda x: -self._value[x]):
                if self._value[x] not in seen:
                    seen.add(self._value[x])
                    out.append(K.TakePrize(seat, x))
        elif st == "loot_share":
            poorest = sorted(range(n), key=lambda i: (i != seat, gold[i]))
            richest_last = sorted(range(n), key=lambda i: (i != seat, -gold[i]))
            out.append(self._share(n, captain, cook, seat, p.cards, poorest, None))
            alt = self._share(n, captain, cook, seat, p.cards, richest_last, None)
            if alt != out[0]:
                out.append(alt)
        elif st == "sailor":
            out.append(K.Pass(seat))
            if p.specials:
                out.append(K.PlaySpecial(seat, p.specials[0]))
        return out

    def _share(self, n: int, captain: int, cook: int, seat: int, cards: Sequence[int],
               order: Sequence[int] | None, rng: random.Random | None) -> Any:
        """L2: an even split (quotas) with the best cards dealt along `order` (random when
        None): the templated loot split. With no `rng` it depends on its arguments alone
        (its generator is seeded from the card count), so the tree's splits are kept."""
        if rng is None:
            key = (n, captain, cook, seat, tuple(cards), tuple(order or ()))
            cmd = self._splits.get(key)
            if cmd is None:
                cmd = self._splits[key] = self._split(n, captain, cook, seat, cards, order, None)
            return cmd
        return self._split(n, captain, cook, seat, cards, order, rng)

    def _split(self, n: int, captain: int, cook: int, seat: int, cards: Sequence[int],
               order: Sequence[int] | None, rng: random.Random | None) -> Any:
        """`_share`, worked out."""
        already = [0] * n
        already[captain] += 1
        if cook >= 0:
            already[cook] += 1
        r = rng or random.Random(len(cards))
        prefer = list(order) if order is not None else None
        counts = even_quotas(n, len(cards), already, r, prefer=prefer)
        ranked = sorted(cards, key=lambda x: -self._value[x])
        if order is None:
            r.shuffle(ranked)
            order = range(n)
        slots = [i for i in order for _ in range(counts[i])]
        return K.ShareLoot(seat, tuple(zip(ranked, slots, strict=True)))
