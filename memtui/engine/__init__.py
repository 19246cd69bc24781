"""The memtui engine: plain Python with no UI imports (docs/architecture.md).

The path of a note to MEMORY.md, module by module:

    memory/YYYY-MM-DD.md, sessions/*.jsonl
      │  documents.chunking, documents.sessions      read and chunk notes and transcripts
      ▼
    ingest.pipeline.ingest                          fragments + occurrences + signals (redact, guard)
      │  judgement, claims, similarity, bilingual    statements judged; restatements grouped
      │
      ▼
    store (tables, repository, search_index)        SQLite or PostgreSQL, the only SQL
      ▲                    │
      │ votes              ▼
    recall.memory_search / memory_get               reading is voting
                           │
                           ▼
    dream.light ─► dream.rem ─► dream.deep          staged, themes and truths, ranked claims
      │  (dream.phases dispatches, store.dream holds their SQL)
      │ dream.cycle (lock, order)   │ dream.review (pending → applied)
      ▼                             ▼
    documents.dreams_file (DREAMS.md)   documents.memory_file (MEMORY.md, budget, versions)
    dream.narrative (Dream Diary over the openai client)

Import submodules directly (`from memtui.engine.store import Store`); this package imports
nothing itself, so a command loads only what it uses.
"""

__all__ = [
    "amount_answers",
    "bilingual",
    "claims",
    "clock",
    "config",
    "doctor",
    "documents",
    "dream",
    "durability",
    "embeddings",
    "errors",
    "faults",
    "fragment_pages",
    "guard",
    "ingest",
    "judgement",
    "lexicon",
    "limits",
    "prefilter",
    "prompts",
    "recall",
    "redact",
    "scoring",
    "search_context",
    "search_units",
    "secrets",
    "semantic",
    "similarity",
    "spans",
    "statements",
    "store",
    "text",
    "thesaurus",
    "time_answers",
    "vocabulary",
    "workspace",
]
