"""One message class per domain event; panes post them to the app, the app fans them out
(`memtui.tui.panes.base.PaneHost`)."""

from __future__ import annotations

from textual.message import Message


class FragmentsChanged(Message):
    """Votes, ingestion or a dream run changed fragment stats; tables should refresh in place."""

    def __init__(self, reason: str = "") -> None:
        super().__init__()
        self.reason = reason

    def can_replace(self, message: Message) -> bool:
        # Bursts of file events collapse to the latest refresh.
        return isinstance(message, FragmentsChanged)


class NotesArrived(Message):
    """The watcher ingested new or changed notes."""

    def __init__(self, files: list[str], new_fragments: int, signaled: int) -> None:
        super().__init__()
        self.files = files
        self.new_fragments = new_fragments
        self.signaled = signaled


class DreamFinished(Message):
    """A dream run (or dry run) finished; `report` is the engine's CycleReport."""

    def __init__(self, report: object) -> None:
        super().__init__()
        self.report = report


class PromotionsChanged(Message):
    """Pending promotions were approved, rejected, edited or undone."""


class MemoryChanged(Message):
    """MEMORY.md was written (approve, undo, restore, deep in auto mode)."""


class DiaryChanged(Message):
    """New Dream Diary entries exist."""


class FirstPageShown(Message):
    """The first tab has shown its first page (or why it could not): the app's first paint is
    done, and what it did without (the other tabs, the notes watcher) may start."""


# The messages that change what panes show; `Pane.REFRESH_ON` picks from these.
DOMAIN_MESSAGES: tuple[type[Message], ...] = (
    FragmentsChanged,
    DreamFinished,
    PromotionsChanged,
    MemoryChanged,
    DiaryChanged,
)
