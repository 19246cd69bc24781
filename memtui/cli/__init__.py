"""The `memtui` command (`main`), one module per command group over one shared `context`."""
