"""PT, SL, BY, YD, RC, SH: the Port action and its steps — sell, buy, the shipyard, recruit,
stash — each at most once, selling first (PT2, PT3). Rumours and missions taken in port are
game.merchants.rules.cards'.
"""

from __future__ import annotations

from typing import Any

from game.core.errors import RuleError
from game.core.i18n import _, ngettext
from game.core.referee import each_once
from game.merchants import events as E
from game.merchants import passives
from game.merchants.commands import (
    Buy,
    BuyCrew,
    BuyModification,
    BuyWeapon,
    ChangeShip,
    EndPort,
    Market,
    Recruit,
    Refit,
    Repair,
    Sell,
    SellWeapon,
    Stash,
    Withdraw,
)
from game.merchants.evolve import emit
from game.merchants.prompts import Prompt
from game.merchants.rules.base import (
    Out,
    check_victory,
    gain_glory,
    return_mods,
    rng,
    successes,
    test,
    used_up,
)
from game.merchants.rules.ships import CREW, maximum, mod_kinds, sale_value
from game.merchants.state import State
from game.merchants.table import REFEREE, step
from game.merchants.vocabulary import GOODS, LOCATIONS, SHIP_TYPES, WEAPONS

MARKET = 6          # BY1
REPEAT_MARKET = 3   # BY1, RU19
SELL = 3            # SL1
DEMANDED = 6
DEMAND_GLORY = 3    # SL3
PORT_CARGO = 6      # PT6: the cargo a seat may hold in port, whatever its hold
REPAIRABLE = ("hull", "masts", "hold", "cannons")   # YD6: crew is recruited, not repaired
#: PT2: the steps of a Port action (a shipyard or stash step may hold several deals)
STEPS = ("sell", "buy", "shipyard", "recruit", "gather", "check_rumour", "mission",
         "deliver", "task", "stash")
#: YD8, SH1, SH3: the steps that hold several deals while open; any other step, once
#: begun, is taken
DEALS = ("shipyard", "stash")


def begin(s: State, out: Out, seat: int, action: bool = True) -> None:
    """PT1, PT4: the Port action; the first one at a port reveals its modification token."""
    zone = s.seats[seat].zone
    emit(s, out, E.PortBegan(seat, zone, action))
    if s.mod_at[zone] >= 0 and not s.mod_seen[zone]:
        emit(s, out, E.ModificationRevealed(zone, s.mod_at[zone]))


def home(s: State, seat: int) -> bool:
    st = s.seats[seat]
    return st.alive and s.cat.captain(st.captain).home == st.zone


def open_steps(s: State, f: Any) -> tuple[str, ...]:
    """PT2, PT3: the steps not yet taken (selling only first); those with nothing to do are
    left out."""
    seat = f.seat
    st = s.seats[seat]
    done = set(f.done) | ({f.open} if f.open and f.open not in DEALS else set())
    out = []
    if not done and not f.open and st.cargo:
        out.append("sell")
    if "buy" not in done and (s.cargo_deck or s.cargo_discard):
        out.append("buy")
    if "shipyard" not in done:
        out.append("shipyard")
    if "recruit" not in done and st.track[CREW] < maximum(s, seat, CREW):
        out.append("recruit")
    from game.merchants.rules import cards
    if "gather" not in done and cards.may_gather(s, seat):
        out.append("gather")
    if "check_rumour" not in done and cards.rumour_here(s, seat, "influence"):
        out.append("check_rumour")
    if "mission" not in done and cards.missions_here(s, seat):
        out.append("mission")
    if "deliver" not in done and cards.delivery_here(s, seat):
        out.append("deliver")
    if "task" not in done and cards.test_here(s, seat) == "port":
        out.append("task")
    if "stash" not in done and home(s, seat):
        out.append("stash")
    return tuple(out)


def _port_prompt(s: State, f: Any) -> Prompt:
    seat = f.seat
    st = s.seats[seat]
    if f.market:
        each = passives.total(s, seat, "price", item="cargo_each")
        first = -passives.total(s, seat, "price", item="cargo_first") if f.first_price else 0
        return Prompt(seat, "market", "BY4", cards=tuple(f.market),
                      prices=tuple(max(1, p + each) for p in market_prices(s, f.market)),
                      count=st.ducats, most=max(0, first),
                      need=max(0, PORT_CARGO - len(st.cargo)))
    steps = open_steps(s, f)
    deals = shipyard_deals(s, seat) if "shipyard" in steps or f.open == "shipyard" else ()
    from game.merchants.rules import cards
    here = tuple(m for m in s.missions if s.cat.mission(m).place == st.zone
                 and passives.holds(s, seat, s.cat.mission(m).condition)) \
        if "mission" in steps else ()
    delivery = cards.deliverable(s, seat) if "deliver" in steps else ()
    need = int(s.cat.mission(st.mission).task.get("n")) if delivery else 0
    from game.merchants.rules.glory import hireable, playable
    return Prompt(seat, "port", "PT2", steps=steps, cards=tuple(st.cargo), options=deals,
                  count=st.ducats, most=st.stash if home(s, seat) else 0, missions=here,
                  delivery=delivery, need=need, glory=playable(s, seat, "own_turn"),
                  hire=hireable(s, seat, True))


def shipyard_deals(s: State, seat: int) -> tuple[str, ...]:
    """YD1–YD8, MD2, MD8, SW1: what the shipyard offers this seat now and at what price, as
    "kind:what:price" — "ship:frigate:31" (the change's cost, negative when the yard pays),
    "repair:hull:2" (a point; up to the damage), "modification:deep_hold:3", "refit::3",
    "weapon:chain_shot:3", "sell_weapon:grapeshot:1". Only what the ducats aboard pay for."""
    st = s.seats[seat]
    cash = st.ducats
    out = []
    value = sale_value(s, seat)
    big = passives.total(s, seat, "shipyard_price", item="big_ship")
    for t in s.cat.ships:
        if t.buy > 0:
            mod = passives.total(s, seat, "shipyard_price", item=t.key) + (
                big if t.big else 0)
            c = max(0, t.buy + mod) - value
            if c <= cash:
                out.append(f"ship:{t.key}:{c}")
    per = yard_price(s, seat, "repair", s.cat.prices.repair)
    for loc in REPAIRABLE:
        i = LOCATIONS.index(loc)
        if st.track[i] < maximum(s, seat, i) and per <= cash:
            out.append(f"repair:{loc}:{per}")
    token = s.mod_at[st.zone]
    mp = yard_price(s, seat, "modification", s.cat.prices.modification)
    if token >= 0 and s.cat.modification(token) not in mod_kinds(s, seat) and mp <= cash:
        out.append(f"modification:{s.cat.modification(token)}:{mp}")
    rp = yard_price(s, seat, "refit", s.cat.prices.refit)
    if st.planking and rp <= cash:
        out.append(f"refit::{rp}")
    wp = yard_price(s, seat, "weapon", s.cat.prices.weapon_buy)
    for w in WEAPONS:
        held = sum(x.weapons.count(w) for x in s.seats)
        if w not in st.weapons and held < s.cat.weapons_per_kind and wp <= cash:
            out.append(f"weapon:{w}:{wp}")
    for w in st.weapons:
        out.append(f"sell_weapon:{w}:{s.cat.prices.weapon_sell}")
    return tuple(out)


def _open(s: State, out: Out, p: Prompt, cmd: Any, name: str) -> None:
    """Refuse a step not open; note a new step (which closes the one before)."""
    port = s.top
    if name not in p.steps and (port.open != name or name not in DEALS):
        raise REFEREE.refuse(s, p, cmd)
    if port.open != name:
        emit(s, out, E.StepTaken(cmd.seat, name))


@REFEREE.check(Sell, Market, ChangeShip, Repair, BuyModification, Refit, BuyWeapon, SellWeapon,
               Recruit, Stash, Withdraw)
def _why_not_step(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """PT2, PT3: each step at most once in the action; selling first; the Port action's steps
    are taken in port, in a Port action."""
    if p.step != "port" or cmd.seat != p.seat:
        return RuleError("PT1", _("That is a step of a Port action."))
    name = _STEP_OF.get(type(cmd), "")
    port = s.top
    if name == "sell" and "sell" in port.done:
        return RuleError("SL2", _("You have sold here already: one sale a turn."))
    if name == "sell" and (port.done or port.open):
        return RuleError("PT3", _("Selling, if done, is the first step of a Port action."))
    if name in port.done or (name == port.open and name not in DEALS):
        return RuleError("PT2", _("Each step is taken at most once in a Port action."))
    if name == "stash" and not home(s, cmd.seat):
        return RuleError("SH1", _("The chest is in the captain's home port."))
    if name == "recruit":
        return RuleError("RC3", _("Your crew is complete."))
    return None


@REFEREE.check(ChangeShip, Repair, BuyModification, Refit, BuyWeapon, SellWeapon, Stash,
               Withdraw)
def _why_not_deal(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    """YD1, YD2, YD6, MD1, MD2, MD8, SW1, SH1, SH3, RU56: the deal the shipyard or the chest
    does not make (a step open to the seat, else _why_not_step said why)."""
    if p.step != "port" or cmd.seat != p.seat:
        return None
    st = s.seats[cmd.seat]
    t = type(cmd)
    if t is ChangeShip:
        if cmd.ship == "man_of_war":
            return RuleError("PL9", _("A man-of-war is never for sale."))
        if cmd.ship not in SHIP_TYPES or s.cat.ship(cmd.ship).buy <= 0:
            return RuleError("YD1", _("That ship is not for sale."))
        if cmd.keep and not refit_yard(s, cmd.seat):
            return RuleError("MD3", _("Modifications stay with their ship (except at a refit "
                                      "yard)."))
        if change_cost(s, cmd.seat, cmd.ship) > st.ducats:
            return RuleError("YD2", _("The new ship costs more than your ship's sale value and "
                                      "the ducats aboard."))
    elif t is Repair:
        loc = LOCATIONS.index(cmd.location) if cmd.location in REPAIRABLE else -1
        if loc < 0 or type(cmd.n) is not int or cmd.n < 1 \
                or st.track[loc] + cmd.n > maximum(s, cmd.seat, loc):
            return RuleError("YD6", _("Repair hull, masts, hold or cannons, up to their "
                                      "maximum (crew is recruited)."))
    elif t is BuyModification:
        token = s.mod_at[st.zone]
        if token < 0:
            return RuleError("MD2", _("This port offers no modification."))
        if s.cat.modification(token) in mod_kinds(s, cmd.seat):
            return RuleError("MD1", _("Your ship has a modification of that kind."))
    elif t is Refit:
        if not st.planking:
            return RuleError("MD8", _("Your planking needs no refit."))
    elif t in (BuyWeapon, SellWeapon):
        if cmd.weapon not in WEAPONS or (cmd.weapon in st.weapons) == (t is BuyWeapon):
            return RuleError("SW1", _("One special weapon of each kind: buy one you lack, "
                                      "sell one you hold."))
    elif t is Stash:
        if type(cmd.n) is not int or not 1 <= cmd.n <= st.ducats:
            return RuleError("SH1", _("Stash some of the ducats aboard."))
        return None
    elif t is Withdraw:
        if type(cmd.n) is not int or not 1 <= cmd.n <= st.stash:
            return RuleError("SH3", _("Take out some of the ducats in your chest."))
        return None
    return RuleError("RU56", _("You cannot pay that much from the ducats aboard."))


# --- SL: selling ----------------------------------------------------------------------------


def sale(s: State, seat: int, zone: int, cards: tuple[int, ...]) -> tuple[int, int]:
    """SL1, K3 sale_price: the ducats these cards fetch together here, and how many of them
    are of the demanded good."""
    token = s.demand[zone]
    wanted = s.cat.demand_good(token) if token >= 0 else -1
    total, demanded = 0, 0
    for c in cards:
        good = s.cat.good_of(c)
        is_demanded = good == wanted
        price = DEMANDED if is_demanded else SELL
        for _src, eff in passives.passives(s, seat, "sale_price"):
            g = eff.get("good")
            if g in ("any", GOODS[good]) or g == ("demanded" if is_demanded else "undemanded"):
                price += int(eff.get("n"))
        total += max(1, price)
        demanded += is_demanded
    return total, demanded


def demand_glory_min(s: State, seat: int) -> int:
    """SL3, K19: 3 cards of the demanded good, or fewer with an ability (at least 2)."""
    mins = [int(eff.get("n")) for _src, eff in passives.passives(s, seat, "demand_glory_min")]
    return max(2, min([DEMAND_GLORY] + mins))


@REFEREE.on("port", Sell)
def _sell(s: State, p: Prompt, cmd: Sell, out: Out) -> None:
    """SL1–SL4, RU17, RU18, RU52: one sale; a demand sale replaces the token from the pool
    (drawn before the old one joins it); 3+ demanded cards earn 1 glory."""
    if "sell" not in p.steps or not cmd.cards or not each_once(cmd.cards, p.cards):
        raise REFEREE.refuse(s, p, cmd)
    seat = cmd.seat
    zone = s.seats[seat].zone
    cards = tuple(cmd.cards)
    ducats, demanded = sale(s, seat, zone, cards)
    emit(s, out, E.Sold(seat, cards, ducats, demanded))
    if demanded:
        old = s.demand[zone]
        new = s.demand_pool[rng(s).randrange(len(s.demand_pool))] if s.demand_pool else -1
        emit(s, out, E.DemandReplaced(zone, old, new))
        from game.merchants.rules import cards as card_rules
        if demanded >= demand_glory_min(s, seat):
            gain_glory(s, out, seat, "demand_sale")
            card_rules.triggered(s, out, seat, "demand_sale_3")
        card_rules.triggered(s, out, seat, "demand_sale")
    from game.merchants.rules import glory
    here = [i for i, x in enumerate(s.seats) if i != seat and x.alive and x.in_port
            and x.zone == zone]
    glory.open_window(s, out, "out_of_turn:sale_in_port", glory.in_order(s, here),
                      subject=seat)


# --- BY: buying -----------------------------------------------------------------------------


def market_size(s: State, seat: int, zone: int) -> int:
    """BY1, RU19, K3 market_size: 6 cards, 3 when this seat took a buy step at this port in
    its previous seat turn; plus modifiers (a repeat modifier counts only then)."""
    repeat = s.seats[seat].bought_prev == zone
    n = REPEAT_MARKET if repeat else MARKET
    for _src, eff in passives.passives(s, seat, "market_size"):
        n += int(eff.get("repeat", eff.get("n"))) if repeat else int(eff.get("n"))
    return max(1, n)


@REFEREE.on("port", Market)
def _market(s: State, p: Prompt, cmd: Market, out: Out) -> None:
    """BY1, BY2, BY6, RU19: draw the market; cards of the good demanded here are thrown and
    replaced until none is left (the demanded good is never bought where it is demanded)."""
    _open(s, out, p, cmd, "buy")
    seat = cmd.seat
    zone = s.seats[seat].zone
    token = s.demand[zone]
    wanted = s.cat.demand_good(token) if token >= 0 else -1
    need = market_size(s, seat, zone)
    cards: list[int] = []
    thrown: list[int] = []
    i = 0
    while len(cards) < need:
        peek = s.cargo_deck[::-1]
        if i >= len(peek):
            if not s.cargo_discard:
                break
            order = s.cargo_discard[:]
            rng(s).shuffle(order)
            emit(s, out, E.DeckShuffled("cargo", tuple(order)))
            continue
        c = peek[i]
        i += 1
        (thrown if s.cat.good_of(c) == wanted else cards).append(c)
    emit(s, out, E.MarketDrawn(seat, tuple(cards), tuple(thrown)))
    if not cards:
        emit(s, out, E.Bought(seat, (), 0, ()))


def market_prices(s: State, market: list[int] | tuple[int, ...]) -> tuple[int, ...]:
    """BY3, RU53: by how many cards of its good the market holds — one 3, two 2 each, three or
    more 1 each."""
    goods = [s.cat.good_of(c) for c in market]
    return tuple({1: 3, 2: 2}.get(goods.count(g), 1) for g in goods)


def cost(s: State, seat: int, market: list[int], cards: tuple[int, ...], first: bool) -> int:
    """BY3, BY4, K3 price(cargo_each | cargo_first): each card's price plus modifiers (never
    below 1); the first card of the Port action may cost less (ZR13)."""
    prices = dict(zip(market, market_prices(s, market), strict=True))
    each = passives.total(s, seat, "price", item="cargo_each")
    first_mod = passives.total(s, seat, "price", item="cargo_first") if first else 0
    total = 0
    for k, c in enumerate(cards):
        price = prices[c] + each + (first_mod if k == 0 else 0)
        total += max(1, price)
    return total


@REFEREE.on("market", Buy)
def _buy(s: State, p: Prompt, cmd: Buy, out: Out) -> None:
    """BY4, BY5: buy any of the market's cards; the rest go face up to the discard."""
    port = s.top
    if not each_once(cmd.cards, p.cards):
        raise REFEREE.refuse(s, p, cmd)
    cards = tuple(cmd.cards)
    price = cost(s, cmd.seat, port.market, cards, port.first_price)
    if price > s.seats[cmd.seat].ducats \
            or len(s.seats[cmd.seat].cargo) + len(cards) > PORT_CARGO:
        raise REFEREE.refuse(s, p, cmd)
    left = tuple(c for c in port.market if c not in cards)
    emit(s, out, E.Bought(cmd.seat, cards, price, left))


@REFEREE.check(Buy)
def _why_not_buy(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step != "market" or cmd.seat != p.seat:
        return RuleError("BY1", _("Draw the market first (the buy step of a Port action)."))
    if not each_once(cmd.cards, p.cards):
        return RuleError("BY4", _("Buy cards of the market, each once."))
    if len(s.seats[cmd.seat].cargo) + len(cmd.cards) > PORT_CARGO:
        return RuleError("PT6", _("In port a ship holds at most 6 cargo cards."))
    return RuleError("RU56", _("You cannot pay that much from the ducats aboard."))


# --- YD: the shipyard -----------------------------------------------------------------------


def yard_price(s: State, seat: int, item: str, base: int) -> int:
    """YD1, K3 shipyard_price: a price with the modifiers in force (never below 0); a big ship
    counts the "big_ship" modifiers too."""
    mod = passives.total(s, seat, "shipyard_price", item=item)
    if item in ("frigate", "galleon"):
        mod += passives.total(s, seat, "shipyard_price", item="big_ship")
    return max(0, base + mod)


def change_cost(s: State, seat: int, ship: str) -> int:
    """YD2: the new price minus the old ship's sale value (negative: the yard pays)."""
    t = s.cat.ship(ship)
    return yard_price(s, seat, ship, t.buy) - sale_value(s, seat)


def refit_yard(s: State, seat: int) -> bool:
    rule = s.cat.rule(s.seats[seat].zone)
    return rule is not None and rule.kind == "refit_yard"


@REFEREE.on("port", ChangeShip)
def _change_ship(s: State, p: Prompt, cmd: ChangeShip, out: Out) -> None:
    """YD2–YD5, MD4, ZR2: sell the ship and buy another in one deal; modifications return to
    random free ports unless moved at a refit yard; crew and weapons move over; the first
    frigate or galleon of a captain earns 1 glory."""
    _open(s, out, p, cmd, "shipyard")
    seat = cmd.seat
    st = s.seats[seat]
    if cmd.ship not in SHIP_TYPES or s.cat.ship(cmd.ship).buy <= 0:
        raise REFEREE.refuse(s, p, cmd)
    keep = tuple(cmd.keep)
    if keep and (not refit_yard(s, seat) or not each_once(keep, st.mods)):
        raise REFEREE.refuse(s, p, cmd)
    price = change_cost(s, seat, cmd.ship)
    if price > st.ducats:
        raise REFEREE.refuse(s, p, cmd)
    big = s.cat.ship(cmd.ship).big and not st.big_ship
    back = [t for t in st.mods if t not in keep]
    returned, zones = return_mods(s, back)
    emit(s, out, E.ShipChanged(seat, cmd.ship, price, returned, zones, keep))
    big_type = cmd.ship in ("frigate", "galleon")
    used_up(s, out, seat, "shipyard_price",
            lambda e: e.get("item") == cmd.ship or (big_type and e.get("item") == "big_ship"))
    if big:
        gain_glory(s, out, seat, "big_ship")


@REFEREE.on("port", Repair)
def _repair(s: State, p: Prompt, cmd: Repair, out: Out) -> None:
    """YD6: 2 ducats a point, never above the maximum; crew is recruited instead."""
    _open(s, out, p, cmd, "shipyard")
    seat = cmd.seat
    if cmd.location not in REPAIRABLE or type(cmd.n) is not int or cmd.n < 1:
        raise REFEREE.refuse(s, p, cmd)
    loc = LOCATIONS.index(cmd.location)
    if s.seats[seat].track[loc] + cmd.n > maximum(s, seat, loc):
        raise REFEREE.refuse(s, p, cmd)
    price = cmd.n * yard_price(s, seat, "repair", s.cat.prices.repair)
    if price > s.seats[seat].ducats:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.Repaired(seat, cmd.location, cmd.n, price))


@REFEREE.on("port", BuyModification)
def _buy_mod(s: State, p: Prompt, cmd: BuyModification, out: Out) -> None:
    """MD1, MD2, MD14, RU54, RU55: the port's (revealed) modification, one of each kind."""
    _open(s, out, p, cmd, "shipyard")
    seat = cmd.seat
    zone = s.seats[seat].zone
    token = s.mod_at[zone]
    price = yard_price(s, seat, "modification", s.cat.prices.modification)
    if token < 0 or s.cat.modification(token) in mod_kinds(s, seat) \
            or price > s.seats[seat].ducats:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.ModificationBought(seat, zone, token, price))


@REFEREE.on("port", Refit)
def _refit(s: State, p: Prompt, cmd: Refit, out: Out) -> None:
    """MD8: the flipped Doubled Planking refitted for 3."""
    _open(s, out, p, cmd, "shipyard")
    seat = cmd.seat
    price = yard_price(s, seat, "refit", s.cat.prices.refit)
    if not s.seats[seat].planking or price > s.seats[seat].ducats:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.Refitted(seat, price))


@REFEREE.on("port", BuyWeapon)
def _buy_weapon(s: State, p: Prompt, cmd: BuyWeapon, out: Out) -> None:
    """SW1, V6: one of each kind per seat, 4 tokens of a kind in all."""
    _open(s, out, p, cmd, "shipyard")
    seat = cmd.seat
    price = yard_price(s, seat, "weapon", s.cat.prices.weapon_buy)
    held = sum(x.weapons.count(cmd.weapon) for x in s.seats)
    if cmd.weapon not in WEAPONS or cmd.weapon in s.seats[seat].weapons \
            or held >= s.cat.weapons_per_kind or price > s.seats[seat].ducats:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.WeaponBought(seat, cmd.weapon, price))


@REFEREE.on("port", SellWeapon)
def _sell_weapon(s: State, p: Prompt, cmd: SellWeapon, out: Out) -> None:
    _open(s, out, p, cmd, "shipyard")
    if cmd.weapon not in s.seats[cmd.seat].weapons:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.WeaponSold(cmd.seat, cmd.weapon, s.cat.prices.weapon_sell))


# --- RC: recruiting -------------------------------------------------------------------------


def crew_price(s: State, seat: int) -> int:
    return max(0, s.cat.prices.crew + passives.total(s, seat, "price", item="crew"))


@REFEREE.on("port", Recruit)
def _recruit(s: State, p: Prompt, cmd: Recruit, out: Out) -> None:
    """RC1–RC3: a leadership test fills the crew free; on a failure crew may be bought."""
    _open(s, out, p, cmd, "recruit")
    seat = cmd.seat
    full = maximum(s, seat, CREW)
    if successes(test(s, out, seat, "leadership", "recruit")):
        emit(s, out, E.Recruited(seat, full, 0))
        return
    missing = full - s.seats[seat].track[CREW]
    price = crew_price(s, seat)
    affordable = missing if price == 0 else min(missing, s.seats[seat].ducats // price)
    emit(s, out, E.ChoiceAsked(seat, "buy_crew", (), affordable))


def _buy_crew_prompt(s: State, f: Any) -> Prompt:
    return Prompt(f.seat, "buy_crew", "RC2", count=crew_price(s, f.seat), most=f.count)


@REFEREE.on("buy_crew", BuyCrew)
def _buy_crew(s: State, p: Prompt, cmd: BuyCrew, out: Out) -> None:
    if type(cmd.n) is not int or not 0 <= cmd.n <= p.most:
        raise REFEREE.refuse(s, p, cmd)
    seat = cmd.seat
    emit(s, out, E.Recruited(seat, s.seats[seat].track[CREW] + cmd.n, cmd.n * p.count))


@REFEREE.check(BuyCrew)
def _why_not_crew(s: State, p: Prompt, cmd: Any) -> RuleError | None:
    if p.step == "buy_crew" and cmd.seat == p.seat:
        return RuleError("RC2", ngettext("You may buy up to {n} crew.",
                                         "You may buy up to {n} crew.", p.most).format(n=p.most))
    return None


step("buy_crew", _buy_crew_prompt)


# --- SH: the stash --------------------------------------------------------------------------


@REFEREE.on("port", Stash)
def _stash(s: State, p: Prompt, cmd: Stash, out: Out) -> None:
    """SH1, DA4, DA11: ducats into the chest at home (the table learns only that)."""
    _open(s, out, p, cmd, "stash")
    seat = cmd.seat
    if type(cmd.n) is not int or not 1 <= cmd.n <= s.seats[seat].ducats:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.Stashed(seat, cmd.n))
    check_victory(s, out, seat)


@REFEREE.on("port", Withdraw)
def _withdraw(s: State, p: Prompt, cmd: Withdraw, out: Out) -> None:
    """SH3, RU24: ducats out of the chest at home (secret)."""
    _open(s, out, p, cmd, "stash")
    seat = cmd.seat
    if type(cmd.n) is not int or not 1 <= cmd.n <= s.seats[seat].stash:
        raise REFEREE.refuse(s, p, cmd)
    emit(s, out, E.Withdrawn(seat, cmd.n))


@REFEREE.on("port", EndPort)
@REFEREE.on("market", EndPort)
def _end_port(s: State, p: Prompt, cmd: EndPort, out: Out) -> None:
    if s.top.market:
        emit(s, out, E.Bought(cmd.seat, (), 0, tuple(s.top.market)))
    emit(s, out, E.PortEnded(cmd.seat))


step("port", _port_prompt)

_STEP_OF: dict[type, str] = {Sell: "sell", Market: "buy", ChangeShip: "shipyard",
                             Repair: "shipyard", BuyModification: "shipyard",
                             Refit: "shipyard", BuyWeapon: "shipyard", SellWeapon: "shipyard",
                             Recruit: "recruit", Stash: "stash", Withdraw: "stash"}
