"""The `jolly-roger` command: no command opens the game window; `scenario FILE` runs a scenario."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

from game.core.i18n import _
from scenes.crash import report_crash
from scenes.version import version


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="jolly-roger",
        usage="%(prog)s [-h] [--version] [scenario FILE | replay FILE | simulate ... | cards]",
        description=_("Jolly Roger, the pirate card game. With no command, the game window opens."),
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {version()}")
    parser.add_argument("--smoke-test", action="store_true",
                        help=_("check this installation without a window: load every asset, "
                               "play a short AI game through every scene, exit 0 if all works"))
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    scenario = commands.add_parser(
        "scenario",
        help=_("run a scenario file (the format is in docs/scenarios.md)"),
        description=_("Run a scenario file (the format is in docs/scenarios.md)."),
    )
    scenario.add_argument("file", metavar="FILE", help=_("the scenario, a .json file"))
    commands.add_parser("simulate", help=_("play AI games without a window and report "
                                           "(see docs/balance.md; --help for its options)"))
    commands.add_parser("cards", help=_("list every card id with its facts (for scenarios)"))
    replay = commands.add_parser(
        "replay", help=_("open a finished game's log in the replay viewer"),
        description=_("Open a game log (a .jsonl file, e.g. one someone sent you) in the "
                      "replay viewer."))
    replay.add_argument("file", metavar="FILE", help=_("the game log, a .jsonl file"))
    return parser


PASS_THROUGH = {
    "simulate": ("game.jolly_roger.sim", "main"),  # simulate --games N ... (own options)
    "cards": ("game.jolly_roger.scenario", "cards_main"),
    "screenshot": ("scenes.screenshot", "main"),
}


def main(argv: list[str] | None = None) -> int:
    from game.core.i18n import default_language, set_language

    set_language(default_language())   # the command line speaks the system's language too
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv and argv[0] in PASS_THROUGH:
        import importlib

        module, func = PASS_THROUGH[argv[0]]
        return guarded(lambda: int(getattr(importlib.import_module(module), func)(argv[1:])))
    args = build_parser().parse_args(argv)
    return guarded(lambda: dispatch(args))


def dispatch(args: argparse.Namespace) -> int:
    if args.command == "scenario":
        return run_scenario(args.file)
    if args.smoke_test:
        from scenes.smoke import main as smoke_test

        return smoke_test()
    from scenes.app import run

    if args.command == "replay":
        return run(replay=args.file)
    return run()


def guarded(work: Callable[[], int]) -> int:
    """Run a command; Ctrl+C, a closed pipe or a crash end it with a code, never a traceback."""
    try:
        return work()
    except KeyboardInterrupt:  # Ctrl+C in the terminal: a normal way to stop
        return 130
    except BrokenPipeError:  # output piped into `head` and the like, which stopped reading
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except Exception as error:  # the last line of defence: no traceback on the player's screen
        return report_crash(error)


def run_scenario(path: str) -> int:
    from game.jolly_roger.scenario import main as scenario_main

    return scenario_main([path])


if __name__ == "__main__":
    raise SystemExit(main())
