"""RUM engine speed: whole 4-seat games per second with the random bot, on one process.

    python3 benchmarks/rum_speed.py [--seats 4] [--games 2000] [--repeat 3] [--json]

The figures are described in table_speed.py. Goal (issue 13): at least 2,000 random
4-seat games per second.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from table_speed import main  # noqa: E402

if __name__ == "__main__":
    raise SystemExit(main("rum", 2000))
