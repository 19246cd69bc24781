"""The workspace's files: atomic writes and locks, daily-note chunking and the note writer,
session transcripts, DREAMS.md and MEMORY.md. Daily notes are only ever appended to."""
