"""AI pirates that bargain (B1, DA6, RP10): a layer around any level's bot.

`wrap(bot, cat, seed, level)` returns a bot that takes the social decisions and hands every
other one to the wrapped bot:

- it answers offers (accept / refuse: a BribeAnswered event, words in the log);
- it makes promises in the ready phrases (game.jolly_roger.words.PROMISE_WORDS): a would-be
  quartermaster promises the captain a share of the loot, a pirate with a full hand promises
  the captain help in the next attack to be spared a punishment, a First Mutineer promises
  gold for support — and offers a cheap crew card where one more card wins;
- it weighs the promises made to it (by humans and bots alike) by the promiser's record: a
  captain appoints a trusted promiser, a quartermaster spares one, a neutral joins a trusted
  mutineer's side;
- it remembers within a game who kept and who broke promises, judged only from its views
  (`view.promises`, `view.shares`, `view.last_attack`: all public in the log);
- it keeps its own promises unless breaking pays more than the trust it would lose (a
  modelled reputational cost that shrinks as the game nears its end).

Like every bot it gets only a seat's view and the prompt (never the state) and has its own
seeded generator, so a game with bargaining bots still replays exactly. The RP10 limit
(offers and promises per round) is the prompt's `bribe` flag and `view.offers_left`.
"""

from __future__ import annotations

import random
from typing import Any

from game.core.bots import recall
from game.jolly_roger import commands as K
from game.jolly_roger.ai.knowledge import Knowledge
from game.jolly_roger.cards import Catalogue
from game.jolly_roger.prompts import Prompt
from game.jolly_roger.view import View
from game.jolly_roger.words import PROMISE_WORDS, promise_kind

#: How readily each level makes a promise when one makes sense (B1).
PROMISE_RATE = {"easy": 0.3, "medium": 0.7, "hard": 0.8}
#: The trust a promiser needs before a bot acts on its promise.
TRUSTED = 0.5
#: What a broken promise costs its breaker, in gold, with the whole game still ahead (the
#: trust lost is worth less as the end nears). Easy never breaks one.
REPUTATION_GOLD = 3.0
VOYAGES = 10  # E1: the game ends in the round of the 10th voyage


class Pledge:
    """One promise the bot follows until it is kept, broken or lapses (B1)."""

    __slots__ = ("giver", "to", "kind", "won")

    def __init__(self, giver: int, to: int, kind: str) -> None:
        self.giver, self.to, self.kind = giver, to, kind
        self.won = False  # a mutiny promise: its mutiny was won (the gold is due)


def _top(got: tuple[int, ...] | list[int], captain: int) -> int:
    """L1 / L2: a top share — as many cards as any seat but the captain got (the captain's
    pick comes first, so one seized card leaves nothing to share)."""
    return max((k for s, k in enumerate(got) if s != captain), default=0)


class BargainBot:
    """`inner` decides the game; this layer decides the bargains (B1, DA6)."""

    def __init__(self, inner: Any, cat: Catalogue, seed: int, level: str) -> None:
        self.inner = inner
        self.cat = cat
        self.kn = Knowledge.of(cat)
        self.rng = random.Random(seed ^ 0xBA6A)
        self.level = level
        self.rate = PROMISE_RATE.get(level, 0.5)
        self.kept: dict[int, int] = {}    # per seat: promises seen kept
        self.broken: dict[int, int] = {}  # per seat: promises seen broken
        self.open: list[Pledge] = []      # promises not settled yet (anyone's)
        self._promises_seen = 0
        self._shares_seen = 0
        self._voyages_seen = 0
        self._promised_round: dict[tuple[int, str], int] = {}  # (to, kind) → round promised
        self._bribed_mutiny = -1  # the round of the mutiny we offered a card in
        self._recalling = False   # inside `recall`: the inner bot recalls too

    # --- entry point ---------------------------------------------------------------------

    def act(self, view: View, p: Prompt) -> Any:
        self._observe(view)
        step = p.step
        if step == "bribe" and p.context != "guard":
            return self._answer(view, p)
        social = self._propose(view, p) if p.bribe and view.offers_left > 0 else None
        if social is not None:
            return social
        if step == "appoint":
            return self._appoint(view, p)
        if step == "victim":
            return self._victim(view, p)
        if step == "mutiny":
            return self._mutiny(view, p)
        if step == "loot_share":
            return self._share(view, p)
        if step == "attack":
            return self._help(view, p)
        return self._inner_act(view, p)

    def recall(self, view: View, p: Prompt) -> Any:
        """A decision already made (a resumed game's log, game.core.bots.recall): as `act`,
        with the inner bot recalling it too (a clock-bound hard pirate does not search it)."""
        self._recalling = True
        try:
            return self.act(view, p)
        finally:
            self._recalling = False

    def _inner_act(self, view: View, p: Prompt) -> Any:
        if self._recalling:
            return recall(self.inner, view, p)
        return self.inner.act(view, p)

    # --- memory: who kept and who broke promises (from the view only) ----------------------

    def trust(self, seat: int) -> float:
        """How far `seat`'s promises can be believed: kept over all settled, starting at
        0.6 (a stranger is believed a little). Easy believes everyone."""
        if self.level == "easy":
            return 1.0
        k, b = self.kept.get(seat, 0), self.broken.get(seat, 0)
        return (k + 1.2) / (k + b + 2)

    def _observe(self, view: View) -> None:
        """Note new promises, then settle what the public record now shows: a mutiny
        promise falls due or lapses with its mutiny, new loot sharings settle loot and
        mutiny promises, a finished attack settles a promise of help."""
        promises = view.promises
        for giver, to, text, _round in promises[self._promises_seen:]:
            kind = promise_kind(text)
            if kind in ("loot", "mutiny", "spare"):
                self.open.append(Pledge(giver, to, kind))
        self._promises_seen = len(promises)
        if any(pl.kind == "mutiny" and not pl.won for pl in self.open):
            self._mutiny_progress(view)
        shares = view.shares
        for dealer, got in shares[self._shares_seen:]:
            self._settle_share(view, dealer, got)
        self._shares_seen = len(shares)
        voyages = len(view.dest_discard)
        if voyages != self._voyages_seen:
            self._voyages_seen = voyages
            if any(view.last_attack):
                self._settle_attack(view)

    def _mutiny_progress(self, view: View) -> None:
        """M8: a mutiny promise falls due once its First Mutineer holds the Captain card; a
        mutiny lost leaves no gold to give, and its promise lapses (neither kept nor
        broken)."""
        still: list[Pledge] = []
        for pl in self.open:
            if pl.kind == "mutiny" and not pl.won:
                if pl.giver == view.captain:
                    pl.won = True
                elif pl.giver != view.mutiny_leader:
                    continue
            still.append(pl)
        self.open = still

    def _settle_share(self, view: View, dealer: int, got: tuple[int, ...]) -> None:
        """L2: a loot promise is kept when its promisee got a top share of the next sharing
        its promiser dealt; a mutiny promise, of the next sharing after the mutiny was won."""
        still: list[Pledge] = []
        for pl in self.open:
            if pl.kind == "loot" and pl.giver == dealer or pl.kind == "mutiny" and pl.won:
                self._record(pl.giver, got[pl.to] >= _top(got, view.captain))
            else:
                still.append(pl)
        self.open = still

    def _settle_attack(self, view: View) -> None:
        """A promise to help the captain's attack is kept by a card in it (AT2)."""
        still: list[Pledge] = []
        for pl in self.open:
            if pl.kind == "spare" and pl.to == view.captain:
                self._record(pl.giver, view.last_attack[pl.giver] > 0)
            else:
                still.append(pl)
        self.open = still

    def _record(self, seat: int, kept: bool) -> None:
        book = self.kept if kept else self.broken
        book[seat] = book.get(seat, 0) + 1

    def promised_to_me(self, view: View, kind: str) -> list[int]:
        """Seats with an open promise of `kind` to this seat, most trusted first."""
        me = view.seat
        seats = {pl.giver for pl in self.open if pl.to == me and pl.kind == kind}
        return sorted(seats, key=lambda s: (-self.trust(s), s))

    def _enemies(self) -> set[int]:
        return set(getattr(self.inner, "enemies", ()))

    # --- making promises and bribes ------------------------------------------------------

    def _propose(self, view: View, p: Prompt) -> Any:
        """B1: at most one promise of a kind to a seat per round, and only at a calm moment
        (not while the table waits on a shared question)."""
        me = p.seat
        if p.shared:
            return None
        if view.step == "mutiny" and view.mutiny_leader == me:
            return self._mutiny_pitch(view, p)
        cap = view.captain
        if me == cap or view.quartermaster == me or view.n <= 3:
            return None
        if (self._fresh(view, cap, "loot") and view.hand_sizes[me] >= 3
                and self.rng.random() < self.rate):
            self._promised_round[(cap, "loot")] = view.round
            return K.Promise(me, cap, PROMISE_WORDS["loot"])
        # PU3: a full hand is what a punishment takes from: buy it off with help
        if (self._fresh(view, cap, "spare") and view.hand_sizes[me] >= 5
                and self.rng.random() < self.rate / 2):
            self._promised_round[(cap, "spare")] = view.round
            return K.Promise(me, cap, PROMISE_WORDS["spare"])
        return None

    def _fresh(self, view: View, to: int, kind: str) -> bool:
        return self._promised_round.get((to, kind), -1) != view.round and not any(
            pl.giver == view.seat and pl.to == to and pl.kind == kind for pl in self.open)

    def _mutiny_pitch(self, view: View, p: Prompt) -> Any:
        """M4: the First Mutineer promises gold to the neutral seat with the most cards, and
        when one more card would turn the fight, offers a cheap crew card as well."""
        me = p.seat
        neutral = [s for s in range(view.n) if s != me and view.mutiny_sides[s] == "neutral"
                   and s != view.captain and view.hand_sizes[s]]
        if not neutral:
            return None
        target = max(neutral, key=lambda s: (view.hand_sizes[s], self.trust(s), -s))
        if (self._promised_round.get((-1, "mutiny")) != view.round
                and self._fresh(view, target, "mutiny") and self.rng.random() < self.rate):
            self._promised_round[(target, "mutiny")] = self._promised_round[(-1, "mutiny")] = (
                view.round)
            return K.Promise(me, target, PROMISE_WORDS["mutiny"])
        cap_total, mut_total = view.mutiny_strength
        cheap = [x for x in view.hand if self.cat.category[x] == "crew"
                 and x != self.cat.captain_card and self.kn.card_keep_value(x) < 1.5]
        if (self.level != "easy" and cheap and self._bribed_mutiny != view.round
                and 0 <= cap_total + 1 - mut_total <= 3 * view.hand_sizes[target]):
            self._bribed_mutiny = view.round
            return K.OfferBribe(me, target, min(cheap, key=self.kn.card_keep_value))
        return None

    # --- weighing the promises made to this seat -------------------------------------------

    def _answer(self, view: View, p: Prompt) -> Any:
        """DA6: a card offered is a card gained; refuse one from a seat that rose against us,
        and the captain refuses the First Mutineer's card mid-mutiny (it would read as a
        price for the ship). The answer is a BribeAnswered event: words in the log."""
        giver = p.targets[0] if p.targets else -1
        accept = giver not in self._enemies()
        if view.mutiny_leader == giver and view.seat == view.captain:
            accept = False
        inner_cmd = self._inner_act(view, p)  # the inner bot keeps its own memory of gifts
        if isinstance(inner_cmd, K.AnswerBribe) and not inner_cmd.accept:
            accept = False
        if accept and giver >= 0:
            self._record(giver, True)  # a gift is a kept word of sorts
        return K.AnswerBribe(p.seat, accept)

    def _appoint(self, view: View, p: Prompt) -> Any:
        """A1 / M10: a captain who won a mutiny on a promise of gold keeps it by making its
        promisee quartermaster (who deals the seized loot); otherwise a trusted pirate who
        promised the captain loot gets the job."""
        cmd = self._inner_act(view, p)
        if not isinstance(cmd, K.Appoint):
            return cmd
        me = p.seat
        owed = [pl.to for pl in self.open if pl.giver == me and pl.kind == "mutiny"
                and pl.won and pl.to in p.targets]
        if owed:
            return K.Appoint(me, owed[0])
        enemies = self._enemies()
        for s in self.promised_to_me(view, "loot"):
            if s in p.targets and s not in enemies and self.trust(s) >= TRUSTED:
                return K.Appoint(p.seat, s)
        return cmd

    def _victim(self, view: View, p: Prompt) -> Any:
        """PU3: spare a trusted pirate who promised the captain (or this seat) help."""
        cmd = self._inner_act(view, p)
        if not isinstance(cmd, K.ChooseVictim):
            return cmd
        spared = {pl.giver for pl in self.open if pl.kind == "spare"
                  and pl.to in (view.seat, view.captain) and self.trust(pl.giver) >= TRUSTED}
        if cmd.target in spared:
            rest = [s for s in p.targets if s not in spared]
            if rest:
                return K.ChooseVictim(p.seat, max(rest, key=lambda s: (view.hand_sizes[s], s)))
        return cmd

    def _mutiny(self, view: View, p: Prompt) -> Any:
        """M4: a neutral seat promised gold by a trusted First Mutineer adds its cheapest
        crew card when that side can still win (or stays out)."""
        cmd = self._inner_act(view, p)
        me = p.seat
        lead = view.mutiny_leader
        if (not isinstance(cmd, K.Pass) or view.mutiny_sides[me] != "neutral"
                or me in (view.captain, view.quartermaster) or lead < 0
                or lead not in self.promised_to_me(view, "mutiny")
                or self.trust(lead) < TRUSTED or "play_cards" not in p.actions):
            return cmd
        cap_total, mut_total = view.mutiny_strength
        cards = sorted((x for x in p.cards if x != self.cat.captain_card),
                       key=lambda x: (self.kn.card_keep_value(x), x))
        if not cards:
            return cmd
        need = cap_total + 1 - mut_total
        mine = sum(self.cat.crew[x] for x in cards)
        if need > mine + 2:
            return cmd  # a lost cause: a promise does not buy a sure punishment
        return K.PlayCards(me, (cards[0],), "mutineer")

    # --- keeping (or breaking) this seat's own promises ------------------------------------

    def _help(self, view: View, p: Prompt) -> Any:
        """AT2: a promise of help to the captain is kept by one card in the attack — the
        cheapest to lose — unless that card is worth more than the trust it keeps."""
        cmd = self._inner_act(view, p)
        me = p.seat
        if (not isinstance(cmd, K.Pass) or "play_cards" not in p.actions or not p.cards
                or any(s == me for s, _c in view.attack)):
            return cmd
        if not any(pl.giver == me and pl.kind == "spare" and pl.to == view.captain
                   for pl in self.open):
            return cmd
        card = min(p.cards, key=lambda x: (self.kn.card_keep_value(x), x))
        if self.level != "easy" and self.kn.card_keep_value(card) > self._trust_worth(view):
            return cmd  # breaking pays
        return K.PlayCards(me, (card,))

    def _trust_worth(self, view: View) -> float:
        """What keeping one's word is worth now: REPUTATION_GOLD with the whole game ahead,
        nothing at its last voyage."""
        return REPUTATION_GOLD * max(0, VOYAGES - len(view.dest_discard)) / VOYAGES

    def _share(self, view: View, p: Prompt) -> Any:
        """L2: a promise of loot is kept by giving its promisee a top share — moving one card
        from a seat with a top share; breaking it pays only when the card is worth more than
        the trust it costs (REPUTATION_GOLD, less as the game nears its end)."""
        cmd = self._inner_act(view, p)
        if not isinstance(cmd, K.ShareLoot):
            return cmd
        me = p.seat
        owed = [pl.to for pl in self.open if pl.giver == me
                and (pl.kind == "loot" or pl.kind == "mutiny" and pl.won)]
        if not owed:
            return cmd
        got = [0] * view.n
        for _c, s in cmd.allocation:
            got[s] += 1
        got[view.captain] += 1
        alloc = list(cmd.allocation)
        for to in dict.fromkeys(owed):
            top = _top(got, view.captain)
            if got[to] >= top or view.cook >= 0:
                continue  # already kept (or a Cook's pick makes the count unclear: leave it)
            givers = [s for s in range(view.n) if got[s] == top and s not in (to, view.captain)]
            others = [s for s in givers if s != me]
            src = others[0] if others else me
            theirs = [(c, s) for c, s in alloc if s == src]
            if not theirs:
                continue
            card, _s = min(theirs, key=lambda cs: (self.kn.prize_value(cs[0]), cs[0]))
            if (src == me and self.level != "easy"
                    and self.kn.prize_value(card) > self._trust_worth(view)):
                continue  # breaking pays: the card is worth more than our word
            alloc[alloc.index((card, src))] = (card, to)
            got[src] -= 1
            got[to] += 1
        return K.ShareLoot(me, tuple(alloc))


def wrap(bot: Any, cat: Catalogue, seed: int, level: str) -> Any:
    """`bot` with the bargaining layer: promises, bribes and answers (B1, DA6); everything
    else is `bot`'s. Levels without social sense (random, test strategies) stay unwrapped."""
    if level not in ("easy", "medium", "hard"):
        return bot
    return BargainBot(bot, cat, seed, level)


# --- measuring (docs/balance.md, "Bargaining") ------------------------------------------------
