"""`python -m bench`: run the benchmark suite (see `bench.run`)."""

from bench.run import main

raise SystemExit(main())
