"""Start Jolly Roger: `python3 play.py [args]`.

The first run installs what the game needs (pygame-ce, platformdirs) into .venv, from the lock
file requirements/game.txt; later runs start at once.

`python3 play.py scenario FILE.json` runs a scenario file; `python3 play.py --help` lists more.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "tools"))
import bootstrap  # noqa: E402

bootstrap.replace_process(bootstrap.ensure(), ["-m", "scenes.cli"] + sys.argv[1:])
