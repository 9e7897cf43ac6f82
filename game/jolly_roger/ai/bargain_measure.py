"""How much bargaining pays (docs/balance.md, "Bargaining"): AI games in which some seats carry
the bargaining layer (`bargain.wrap`) and the rest are plain copies of the same level's bot.

    python -m game.jolly_roger.ai.bargain_measure GAMES [SEATS LEVEL]

Apart from `bargain` so that the layer does not import the rulebook that wraps bots in it.
"""

from __future__ import annotations

from typing import Any

from game.jolly_roger.ai.bargain import BargainBot, wrap


def measure(games: int, seats: int = 5, level: str = "medium", bargainers: int = 2,
            seed: int = 0) -> dict[str, Any]:
    """Play `games` AI games at `level` in which `bargainers` seats (rotated one seat per
    game) are wrapped and the rest are plain copies of the same bot; report how often a bot
    promised, how many promises were kept (settled by the same public rule the bots use,
    from a neutral observer's view after every event) and each group's win share with its
    95% Wilson interval (a tie's win is split among its winners)."""
    from game.core.bots import ask
    from game.core.simulate import wilson
    from game.jolly_roger.evolve import evolve, initial_state
    from game.jolly_roger.rulebook import JollyRoger
    from game.jolly_roger.view import view as view_of

    book = JollyRoger.own()
    names = [f"Pirate {i + 1}" for i in range(seats)]
    with_promise = kept = broken = promises = offers = accepted = 0
    wins = {True: 0.0, False: 0.0}
    seat_games = {True: 0, False: 0}
    plain_offer = False
    for g in range(games):
        k = seed + g
        wrapped = {(g + i) % seats for i in range(bargainers)}
        game = book.new_game(names, seed=k, humans=[False] * seats,
                             options={"variants": (), "reaction_prompts": "holders"})
        bots = []
        for i in range(seats):
            bot = book.make_bot(level, k * 1009 + i)
            inner = getattr(bot, "inner", bot)  # make_bot may wrap already: unwrap the copies
            bots.append(wrap(inner, book.cat, k * 1009 + i, level) if i in wrapped else inner)
        while not game.over:
            p = game.prompt()
            assert p is not None   # a game that is not over waits for a decision
            game.submit(ask(bots[p.seat], p, game.view))
        judge = BargainBot(None, book.cat, 0, "medium")
        mirror = initial_state(book.cat, game.events[0])
        for ev in game.events[1:]:
            evolve(mirror, ev)
            judge._observe(view_of(mirror, 0))
            t = type(ev).__name__
            if t == "BribeOffered":
                plain_offer = ev.purpose != "guard"
                offers += plain_offer
            elif t == "BribeAnswered":
                accepted += plain_offer and ev.accepted
        made = len(mirror.promises)
        promises += made
        with_promise += made > 0
        kept += sum(judge.kept.values())
        broken += sum(judge.broken.values())
        winners = game.view(0).winners
        for i in range(seats):
            seat_games[i in wrapped] += 1
            if i in winners:
                wins[i in wrapped] += 1 / len(winners)
    out: dict[str, Any] = {
        "games": games, "seats": seats, "level": level, "bargainers": bargainers,
        "games_with_promise": with_promise / games, "promises": promises,
        "kept": kept, "broken": broken, "share_kept": kept / max(1, kept + broken),
        "offers": offers, "accepted": accepted,
    }
    for group, key in ((True, "bargaining"), (False, "plain")):
        n = seat_games[group]
        out[key] = {"seat_games": n, "win_share": wins[group] / max(1, n),
                    "wilson95": wilson(wins[group], n)}
    return out


if __name__ == "__main__":
    import argparse
    import json

    parser = argparse.ArgumentParser(
        prog="python -m game.jolly_roger.ai.bargain_measure",
        description="Bargaining bots against plain copies of the same level (docs/balance.md).")
    parser.add_argument("games", type=int, nargs="?", default=200)
    parser.add_argument("seats", type=int, nargs="?", default=5, choices=range(3, 11),
                        metavar="SEATS")
    parser.add_argument("level", nargs="?", default="medium", choices=("easy", "medium", "hard"))
    parser.add_argument("--bargainers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=0)
    a = parser.parse_args()
    print(json.dumps(measure(a.games, a.seats, a.level, a.bargainers, a.seed), indent=1))
