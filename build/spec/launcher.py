"""The frozen app's entry point: the same as the `jolly-roger` command."""

from scenes.cli import main

raise SystemExit(main())
