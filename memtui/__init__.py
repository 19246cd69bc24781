"""memtui: memories that prove their worth, and a terminal app to watch them do it."""

__version__ = "0.1.0"
