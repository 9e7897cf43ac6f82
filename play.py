"""Start Jolly Roger: `python3 play.py [args]` (the first run installs what it needs into .venv).

`python3 play.py scenario FILE.json` runs a scenario file; `python3 play.py --help` lists more.
"""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "tools"))
import bootstrap  # noqa: E402

bootstrap.replace_process(bootstrap.ensure(), ["-m", "scenes.cli"] + sys.argv[1:])
