"""The memtui engine: plain Python, no UI imports (architecture.md)."""
