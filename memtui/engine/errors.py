"""One exception hierarchy for everything memtui reports to a user (contributing.md)."""


class MemtuiError(Exception):
    """Base of every error memtui reports to a user."""

    exit_code = 1


class DocumentError(MemtuiError):
    """A workspace document could not be read or written safely."""


class ConfigError(MemtuiError):
    """The configuration is invalid; the message names every offending key."""

    exit_code = 2


class UsageError(MemtuiError):
    """A command was called with arguments it cannot act on."""

    exit_code = 2


class NotFound(UsageError):
    """A well-formed command named something the store does not hold (a fragment, a promotion,
    a MEMORY.md version): an operational error, exit 1; 2 stays for the command line's misuse.
    A UsageError still, so every caller that shows usage errors shows this one too."""

    exit_code = 1


class WorkspaceError(MemtuiError):
    """The workspace folder is missing or unusable."""


class StoreError(MemtuiError):
    """The store (SQLite file or PostgreSQL database) cannot be opened or is damaged."""


class RunInProgressError(MemtuiError):
    """Another dream run holds this workspace's lock."""


class PathRefused(MemtuiError):
    """A read or write outside what memtui allows (MEMORY.md, DREAMS.md, outside memory/)."""
