"""One exception hierarchy for everything memtui reports to a user (contributing.md)."""


class MemtuiError(Exception):
    """Base of every error memtui reports to a user.

    `message` may hold the user's text (a path, a URL, a query), so what a door shows passes
    the secret screen; `hint` is memtui's own advice (`pass --workspace DIR`) and never does:
    memtui's words are no secret, and the screen must not cut them (`shown()`).
    """

    exit_code = 1

    def __init__(self, message: str = "", *, hint: str = "") -> None:
        super().__init__(f"{message} ({hint})" if hint else message)
        self.message, self.hint = message, hint

    def shown(self) -> str:
        """The message as a door shows it: the user's text in it screened for secrets, the
        hint as memtui wrote it."""
        from memtui.engine.redact import redact_secrets

        if not self.hint:
            return redact_secrets(str(self))
        return f"{redact_secrets(self.message)} ({self.hint})"


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
