"""`python -m bench.quality`: replay a labelled story through memtui and print its quality."""

from bench.quality.cli import main

raise SystemExit(main())
