"""The `jolly-roger` command: no command opens the game window; `scenario FILE` runs a scenario.

`scenario`, `simulate` and `cards` belong to a table: `--game ID` names it (the ids are
the registry's); without it a scenario file's own "game" key, else the default table.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable

from game.core import registry
from game.core.i18n import _
from scenes.crash import report_crash
from scenes.identity import APP_ID, version


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=APP_ID,
        usage="%(prog)s [-h] [--version] [scenario FILE | replay FILE | simulate ... | cards] "
              "[--game ID]",
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
    game_help = _("the table: {ids} (default: the scenario's own \"game\", else {default})")
    scenario.add_argument("--game", metavar="ID", help=game_help.format(
        ids=", ".join(g.id for g in registry.games()), default=registry.default().id))
    scenario.add_argument("--as", metavar="SEAT", dest="seat",
                          help=_("print only what this seat sees (its events and views, "
                                 "hidden cards as -1), not the whole table"))
    commands.add_parser("simulate", help=_("play AI games without a window and report "
                                           "(see docs/balance.md; --help for its options; "
                                           "--game ID for another table)"))
    commands.add_parser("cards", help=_("list every card id with its facts (for scenarios; "
                                        "--game ID for another table)"))
    replay = commands.add_parser(
        "replay", help=_("open a finished game's log in the replay viewer"),
        description=_("Open a game log (a .jsonl file, e.g. one someone sent you) in the "
                      "replay viewer."))
    replay.add_argument("file", metavar="FILE", help=_("the game log, a .jsonl file"))
    return parser


#: Commands with options of their own: everything after the name goes to them (`--game ID`
#: first picks the table for the table's tools).
TABLE_TOOLS = ("simulate", "cards")
PASS_THROUGH = {"screenshot": ("scenes.screenshot", "main")}


def main(argv: list[str] | None = None) -> int:
    from game.core.i18n import default_language, set_language

    set_language(default_language())   # the command line speaks the system's language too
    argv = list(sys.argv[1:] if argv is None else argv)
    game_id = None
    if argv and argv[0] not in PASS_THROUGH:
        game_id, argv = take_game_option(argv)   # before or after the command
        if game_id is not None and argv and argv[0] in ("scenario", *TABLE_TOOLS):
            argv[1:1] = ["--game", game_id] if argv[0] == "scenario" else []
    if argv and argv[0] in TABLE_TOOLS:
        return guarded(lambda: run_table_tool(argv[0], game_id, argv[1:]))
    if argv and argv[0] in PASS_THROUGH:
        import importlib

        module, func = PASS_THROUGH[argv[0]]
        return guarded(lambda: int(getattr(importlib.import_module(module), func)(argv[1:])))
    args = build_parser().parse_args(argv)
    return guarded(lambda: dispatch(args))


def dispatch(args: argparse.Namespace) -> int:
    if args.command == "scenario":
        seat = [] if args.seat is None else ["--as", args.seat]
        return run_table_tool("scenario", args.game or scenario_table(args.file),
                              [args.file, *seat])
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


def take_game_option(argv: list[str]) -> tuple[str | None, list[str]]:
    """`--game ID` or `--game=ID` out of a tool's arguments: (the id or None, the rest)."""
    rest: list[str] = []
    game_id = None
    args = iter(argv)
    for arg in args:
        if arg == "--game":
            game_id = next(args, "")
        elif arg.startswith("--game="):
            game_id = arg.split("=", 1)[1]
        else:
            rest.append(arg)
    return game_id, rest


def scenario_table(path: str) -> str | None:
    """The "game" a scenario file names, if it can be read (its runner reports the rest)."""
    import json

    from game.core.untrusted import regular_file_size

    size = regular_file_size(path)
    if isinstance(size, str) or size > 4 * 1024 * 1024:
        return None   # a pipe, a folder, a huge file: the table's runner says what is wrong
    try:
        with open(path, encoding="utf-8") as handle:
            data = json.load(handle)
    except (OSError, ValueError, RecursionError):
        return None
    game_id = data.get("game") if isinstance(data, dict) else None
    return game_id if isinstance(game_id, str) else None


def run_table_tool(name: str, game_id: str | None, argv: list[str]) -> int:
    """Run table `game_id`'s tool `name` (the default table's without an id); exit code 2
    and a line saying why when there is no such table or tool."""
    try:
        info = registry.get(game_id) if game_id is not None else registry.default()
    except registry.UnknownGame as unknown:
        print(f"{APP_ID} {name}: {unknown}", file=sys.stderr)
        return 2
    tool = info.command(name)
    if tool is None:
        print(_("{app} {command}: the table {table} has no such command.").format(
            app=APP_ID, command=name, table=_(info.name)), file=sys.stderr)
        return 2
    return int(tool(argv))


if __name__ == "__main__":
    raise SystemExit(main())
