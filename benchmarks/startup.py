"""Cold start: from launching the game to its first drawn title frame, from source and packaged.

    python3 benchmarks/startup.py [--runs 10] [--bundle dist/jolly-roger/jolly-roger] [--json]

Each run is a new process started with JOLLY_ROGER_FIRST_FRAME=1: the app prints
"first frame TitleScene" as soon as the title has been drawn and flipped, and closes. The
time is taken here, from just before the process is started to the moment that line
arrives, so it includes everything a player waits for: the interpreter (or the bundle's
bootloader unpacking nothing: onedir), imports, SDL, fonts, the sounds synthesised at start,
the first layout and paint. Measured targets:

  play.py       `python3 play.py`: the launcher checks .venv, then starts the game in it
  venv script   `.venv/bin/jolly-roger`: the installed console script
  bundle        the PyInstaller bundle, if it has been built (python3 tools/build_bundle.py)

The first run of each target is shown on its own (file cache maybe cold); median and min
are over the runs after it. SDL's dummy video and audio drivers are used (this machine has
no screen or sound card), so window-manager and audio-device time are not included.
Goals (issue 6): ≤ 1 s from source, ≤ 1.5 s packaged.

    python3 benchmarks/startup.py --first-launch [--rev HEAD] [--runs 5] [--json]

The first launch on a fresh machine (issue 26): the commit is cloned into a scratch folder and
`python3 play.py` is timed from its start to the title's first frame, with pip's cache turned
off (PIP_NO_CACHE_DIR=1), so the time includes making .venv and downloading and installing the
game's lock; then `--runs` later launches of the same clone. Goals: ≤ 30 s first, ≤ 1 s later.
An older --rev measures the launcher as it was (interleave the two on a noisy machine).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GOALS_MS = {"play.py": 1000, "venv script": 1000, "bundle": 1500,
            "first launch": 30000, "later launch": 1000}


def venv_script() -> Path:
    if os.name == "nt":
        return ROOT / ".venv" / "Scripts" / "jolly-roger.exe"
    return ROOT / ".venv" / "bin" / "jolly-roger"


def targets(bundle: Path) -> dict[str, list[str]]:
    found = {"play.py": [sys.executable, str(ROOT / "play.py")]}
    if venv_script().exists():
        found["venv script"] = [str(venv_script())]
    if bundle.exists():
        found["bundle"] = [str(bundle)]
    return found


def time_once(command: list[str], home: str, cwd: Path = ROOT,
              extra_env: dict[str, str] | None = None) -> float:
    """Milliseconds from starting `command` to its "first frame" line."""
    env = dict(os.environ, JOLLY_ROGER_FIRST_FRAME="1", JOLLY_ROGER_HOME=home,
               SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               **(extra_env or {}))
    started = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, env=env, stdout=subprocess.PIPE,
                               stderr=subprocess.DEVNULL, text=True)
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("first frame"):
            elapsed = (time.perf_counter() - started) * 1000
            if "TitleScene" not in line:
                raise SystemExit(f"startup: the first frame was not the title: {line.strip()}")
            break
    else:
        raise SystemExit(f"startup: {command[0]} ended without drawing a frame "
                         f"(exit code {process.wait()})")
    process.wait(timeout=60)
    return elapsed


def first_launch(rev: str, runs: int, home: str) -> dict[str, dict[str, object]]:
    """A fresh clone's first `python3 play.py`, with nothing cached, then its later launches."""
    with tempfile.TemporaryDirectory(prefix="jolly-roger-clone-") as scratch:
        clone = Path(scratch) / "clone"
        subprocess.run(["git", "clone", "-q", "--no-checkout", str(ROOT), str(clone)], check=True)
        subprocess.run(["git", "-C", str(clone), "checkout", "-q", rev], check=True)
        command = [sys.executable, str(clone / "play.py")]
        first = time_once(command, home, clone, {"PIP_NO_CACHE_DIR": "1"})
        times = sorted(time_once(command, home, clone) for _run in range(runs))
    later = {"median_ms": round(statistics.median(times)), "min_ms": round(times[0]),
             "max_ms": round(times[-1]), "runs": runs, "goal_ms": GOALS_MS["later launch"]}
    return {"first launch": {"first_ms": round(first), "goal_ms": GOALS_MS["first launch"],
                             "rev": rev},
            "later launch": later}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=10, help="runs per target after the first")
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "jolly-roger" /
                        ("jolly-roger.exe" if os.name == "nt" else "jolly-roger"))
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--first-launch", action="store_true",
                        help="time a fresh clone's first launch (installs from the lock)")
    parser.add_argument("--rev", default="HEAD", help="the commit to clone (--first-launch)")
    args = parser.parse_args(argv)
    if args.first_launch:
        with tempfile.TemporaryDirectory(prefix="jolly-roger-startup-") as home:
            fresh = first_launch(args.rev, args.runs, home)
        if args.json:
            print(json.dumps(fresh, indent=2))
            return 0
        one, later = fresh["first launch"], fresh["later launch"]
        print(f"first launch ({args.rev}): {int(one['first_ms']) / 1000:.1f} s  "  # type: ignore[call-overload]
              f"(goal ≤ {int(one['goal_ms']) / 1000:.0f} s)")  # type: ignore[call-overload]
        print(f"later launches: median {later['median_ms']} ms, min {later['min_ms']} ms, "
              f"max {later['max_ms']} ms over {later['runs']} (goal ≤ {later['goal_ms']} ms)")
        return 0
    results = {}
    with tempfile.TemporaryDirectory(prefix="jolly-roger-startup-") as home:
        for name, command in targets(args.bundle).items():
            first = time_once(command, home)
            times = sorted(time_once(command, home) for _run in range(args.runs))
            results[name] = {"first_ms": round(first), "median_ms": round(statistics.median(times)),
                             "min_ms": round(times[0]), "max_ms": round(times[-1]),
                             "runs": args.runs, "goal_ms": GOALS_MS[name]}
    if args.json:
        print(json.dumps(results, indent=2))
        return 0
    print(f"{'target':<12} {'first':>7} {'median':>7} {'min':>7} {'max':>7}  goal")
    for name, r in results.items():
        verdict = "ok" if r["median_ms"] <= r["goal_ms"] else "NOT MET"
        print(f"{name:<12} {r['first_ms']:>5} ms {r['median_ms']:>4} ms {r['min_ms']:>4} ms "
              f"{r['max_ms']:>4} ms  ≤ {r['goal_ms']} ms {verdict}")
    if "bundle" not in results:
        print(f"(no bundle at {args.bundle}: build one with python3 tools/build_bundle.py)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
