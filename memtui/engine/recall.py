"""Reading is voting (algorithm.md §7): memory_search, memory_get and vote recording.

Hit scores are calibrated, not raw BM25. A query is split into terms (regex words; jieba words
for Chinese), each term may be satisfied by a synonym from a small English↔Chinese glossary, and a
term is present in a text when all of its tokens (words, or CJK bigrams) are. Then

    coverage = present terms / terms
    score    = coverage² × (0.70 + 0.20 × phrase + 0.10 × focus)

where `phrase` is 1 when the whole query appears verbatim (case- and space-insensitive) and
`focus` = min(1, len(query) / len(text)). A text holding every term scores ≥ 0.70 (the contract
asks ≥ 0.6); a text holding half of them scores ≤ 0.25. FTS5 (SQLite) or a GIN array index
(PostgreSQL) only shortlists candidates; this formula ranks them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from pathlib import Path, PurePosixPath
from typing import Any

from sqlalchemy import bindparam, exists, insert, update
from sqlalchemy.engine import Connection
from sqlalchemy.exc import IntegrityError
from sqlmodel import col, select

from memtui.engine.chunking import chunk_daily_note
from memtui.engine.errors import DocumentError, PathRefused
from memtui.engine.fragments import FragmentView, VotedStats, after_votes, load_views
from memtui.engine.redact import redact_keeping_lines, redact_secrets, redacted_lines
from memtui.engine.store import (
    FragmentRow,
    OccurrenceRow,
    Store,
    VoteRow,
    derived_columns,
    to_db_time,
)
from memtui.engine.text import (
    STOPWORDS,
    collapse_ws,
    is_cjk,
    query_hash,
    search_tokens,
    similarity_tokens,
    stem,
    word_segments,
)
from memtui.engine.workspace import Workspace

MAX_QUERY_HASHES = 32
MAX_RECALL_DAYS = 16
GET_QUERY = "__memory_get__"
# A get that covers a fragment's lines is a deliberate read: it counts like a whole-query match.
GET_VOTE_SCORE = 0.7
CANDIDATES = 200
MIN_HIT_SCORE = 0.15

# Common software words in English and Chinese, so either language finds notes in the other.
SYNONYMS: dict[str, tuple[str, ...]] = {}
for _group in (
    ("database", "databases", "数据库"),
    ("test", "tests", "testing", "测试"),
    ("mock", "mocks", "模拟"),
    ("real", "真实"),
    ("rule", "rules", "规范", "规则"),
    ("deploy", "deployment", "部署", "发布"),
    ("release", "发布"),
    ("rollback", "回滚"),
    ("migration", "migrations", "迁移"),
    ("production", "prod", "生产"),
    ("review", "评审", "审查"),
    ("bug", "bugs", "缺陷"),
    ("config", "configuration", "配置"),
    ("cache", "缓存"),
    ("performance", "性能"),
    ("security", "安全"),
    ("password", "密码"),
    ("backup", "backups", "备份"),
    ("monitoring", "监控"),
    ("log", "logs", "logging", "日志"),
    ("index", "索引"),
    ("query", "查询"),
    ("user", "用户"),
    ("meeting", "会议"),
    ("decision", "决定", "决策"),
    ("todo", "待办"),
    ("api", "接口"),
    ("server", "服务器"),
    ("network", "网络"),
    ("frontend", "前端"),
    ("backend", "后端"),
    ("timeout", "超时"),
    ("error", "errors", "错误"),
    ("document", "docs", "documentation", "文档"),
    ("customer", "客户"),
):
    for _word in _group:
        SYNONYMS[_word] = tuple(w for w in _group if w != _word)


def _term_tokens(term: str) -> frozenset[str]:
    """Tokens that must all be present for a term: words, CJK bigrams (unigram for one char)."""
    tokens = similarity_tokens(term)
    cjk_chars = [ch for ch in term if is_cjk(ch)]
    if len(cjk_chars) >= 2:
        tokens = frozenset(t for t in tokens if not (len(t) == 1 and is_cjk(t)))
    return tokens


@dataclass(frozen=True)
class QueryTerm:
    word: str
    alternatives: tuple[frozenset[str], ...]


def query_terms(query: str) -> list[QueryTerm]:
    words = [w.lower() for w in word_segments(query.lower()) if w.strip()]
    meaningful = [w for w in words if w not in STOPWORDS]
    words = meaningful or words
    terms: list[QueryTerm] = []
    seen: set[str] = set()
    for word in words:
        if word in seen:
            continue
        seen.add(word)
        variants = dict.fromkeys(
            [word, stem(word), *SYNONYMS.get(word, ()), *SYNONYMS.get(stem(word), ())]
        )
        alts = [_term_tokens(v) for v in variants]
        alts = [a for a in alts if a]
        if alts:
            terms.append(QueryTerm(word, tuple(alts)))
    return terms


@lru_cache(maxsize=256)
def _normalized(query: str) -> str:
    return collapse_ws(query).lower()


def hit_score(
    query: str, terms: Sequence[QueryTerm], text: str, tokens: frozenset[str] | None = None
) -> float:
    """Calibrated score in [0, 1] of a text for a query (module docstring)."""
    if not terms:
        return 0.0
    tokens = tokens if tokens is not None else search_tokens(text)
    present = sum(1 for t in terms if any(alt <= tokens for alt in t.alternatives))
    coverage = present / len(terms)
    if coverage == 0:
        return 0.0
    norm_query = _normalized(query)
    norm_text = collapse_ws(text).lower()
    phrase = 1.0 if norm_query and norm_query in norm_text else 0.0
    focus = min(1.0, len(norm_query) / max(1, len(norm_text)))
    return min(1.0, coverage**2 * (0.70 + 0.20 * phrase + 0.10 * focus))


@dataclass
class SearchHit:
    source: str  # fragment | memory | dreams
    kind: str  # daily | session | memory | staged | truth | diary
    path: str
    start_line: int
    end_line: int
    text: str
    score: float
    fragment: FragmentView | None = None
    credited_key: str | None = None
    credited_id: int | None = None
    voted: bool = False

    @property
    def citation(self) -> str:
        if self.start_line == self.end_line:
            return f"{self.path}#L{self.start_line}"
        return f"{self.path}#L{self.start_line}-L{self.end_line}"

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "source": self.source,
            "kind": self.kind,
            "path": self.path,
            "start_line": self.start_line,
            "end_line": self.end_line,
            "citation": self.citation,
            "text": self.text,
            "score": round(self.score, 4),
            "voted": self.voted,
        }
        if self.fragment is not None:
            # A fragment stored before a detector learned a secret's shape is redacted on the way out.
            out["fragment"] = {**self.fragment.to_json(), "text": self.text}
        if self.credited_key:
            out["credited_key"] = self.credited_key
        return out


@dataclass
class SearchResult:
    query: str
    hits: list[SearchHit]
    votes_recorded: int = 0
    votes_deduped: int = 0
    warnings: list[str] = field(default_factory=list)


# ------------------------------------------------------------------ documents as search units


@dataclass
class _Unit:
    kind: str
    start_line: int
    end_line: int
    text: str
    evidence: tuple[str, int, int] | None = None


_EVIDENCE_RE = re.compile(r"evidence[:=]\s*(\S+?):(\d+)-(\d+)")
_TRUTH_RE = re.compile(r"^- (.+?) \[confidence=[\d.]+ evidence=(\S+?):(\d+)-(\d+)\]")
_DIARY_START = "<!-- openclaw:dreaming:diary:start -->"
_DIARY_END = "<!-- openclaw:dreaming:diary:end -->"


def _read_doc(path: Path) -> str:
    if not path.is_file():
        return ""
    try:
        return path.read_text(encoding="utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        return ""


@dataclass(frozen=True)
class _DocUnits:
    """A document's search units with their token sets, as of one version of the file."""

    signature: tuple[int, int, int]  # inode, size, mtime in ns
    units: list[tuple[_Unit, frozenset[str]]]


_DOC_UNITS: dict[tuple[Path, str], _DocUnits] = {}


def _doc_units(path: Path, kind: str) -> list[tuple[_Unit, frozenset[str]]]:
    """MEMORY.md's or DREAMS.md's units and tokens, parsed again only when the file changed:
    every search reads both, and chunking and tokenizing a long MEMORY.md each time cost more
    than the database lookup."""
    try:
        st = path.stat()
    except OSError:
        return []
    signature = (st.st_ino, st.st_size, st.st_mtime_ns)
    cached = _DOC_UNITS.get((path, kind))
    if cached is not None and cached.signature == signature:
        return cached.units
    # Units are redacted before they are tokenized: a secret in MEMORY.md or DREAMS.md is neither
    # returned nor findable by searching for it.
    text = redact_keeping_lines(_read_doc(path))
    units = memory_units(text) if kind == "memory" else dreams_units(text)
    parsed = [(unit, search_tokens(unit.text)) for unit in units]
    _DOC_UNITS[(path, kind)] = _DocUnits(signature, parsed)
    return parsed


def memory_units(text: str) -> list[_Unit]:
    return [_Unit("memory", c.start_line, c.end_line, c.text) for c in chunk_daily_note(text)]


def dreams_units(text: str) -> list[_Unit]:
    """Staged candidates, REM truths (with their evidence) and diary paragraphs of DREAMS.md."""
    lines = text.splitlines()
    units: list[_Unit] = []
    in_diary = False
    para: list[tuple[int, str]] = []

    def flush() -> None:
        if para:
            body = collapse_ws(" ".join(t for _, t in para))
            if body and not body.startswith("*"):
                units.append(_Unit("diary", para[0][0], para[-1][0], body))
            para.clear()

    for n, line in enumerate(lines, start=1):
        stripped = line.strip()
        if stripped == _DIARY_START:
            in_diary = True
            continue
        if stripped == _DIARY_END:
            flush()
            in_diary = False
            continue
        if in_diary:
            if not stripped or stripped == "---" or stripped.startswith("*"):
                flush()
            else:
                para.append((n, stripped))
            continue
        if stripped.startswith("- Candidate:"):
            body = stripped[len("- Candidate:") :].strip()
            evidence = None
            for m in range(n, min(n + 4, len(lines))):
                ev = _EVIDENCE_RE.search(lines[m])
                if ev:
                    evidence = (ev.group(1), int(ev.group(2)), int(ev.group(3)))
                    break
            units.append(_Unit("staged", n, n, body, evidence))
            continue
        truth = _TRUTH_RE.match(stripped)
        if truth:
            units.append(
                _Unit(
                    "truth",
                    n,
                    n,
                    truth.group(1),
                    (truth.group(2), int(truth.group(3)), int(truth.group(4))),
                )
            )
    flush()
    return units


# ------------------------------------------------------------------ votes


@dataclass
class VoteOutcome:
    recorded: list[int]
    deduped: list[int]
    # The recorded fragments' vote counters and lists as the votes left them (by id).
    after: dict[int, VotedStats] = field(default_factory=dict)


_VOTES, _FRAGMENTS = VoteRow.__table__, FragmentRow.__table__
# Built once: constructing these per call cost as much as running them.
# Each fragment's lists, and whether this query already voted for it today: one statement.
_VOTE_STATE = (
    select(
        _FRAGMENTS.c.id,
        _FRAGMENTS.c.query_hashes,
        _FRAGMENTS.c.recall_days,
        _FRAGMENTS.c.recall_count,
        _FRAGMENTS.c.total_score,
        _FRAGMENTS.c.max_score,
        exists()
        .where(
            _VOTES.c.fragment_id == _FRAGMENTS.c.id,
            _VOTES.c.query_hash == bindparam("qh"),
            _VOTES.c.day == bindparam("day"),
        )
        .label("voted"),
    )
    .where(
        _FRAGMENTS.c.id.in_(bindparam("ids", expanding=True)),
        _FRAGMENTS.c.workspace_id == bindparam("ws"),
    )
    .order_by(_FRAGMENTS.c.id)
)
# PostgreSQL: concurrent voters and ingestion queue on the row locks (SQLite serializes writers).
_VOTE_STATE_LOCKED = _VOTE_STATE.with_for_update(of=_FRAGMENTS)
# With RETURNING, SQLAlchemy sends an executemany as one multi-row INSERT ("insertmanyvalues"):
# on PostgreSQL ten single-row statements cost the server more than the rows.
_INSERT_VOTES = insert(_VOTES).returning(_VOTES.c.id)
# The new values are computed by `_voted` from the row read under the write lock (SQLite's
# BEGIN IMMEDIATE, PostgreSQL's FOR UPDATE), so the statements only assign them.
_COUNTER_COLUMNS = {
    "recall_count": "recalls", "total_score": "total", "max_score": "best",
    "last_recalled_at": "at_", "query_hashes": "hashes", "recall_days": "days",
    "unique_query_count": "n_queries", "recall_day_count": "n_days", "consolidation": "cons",
}  # fmt: skip
_COUNT_VOTE = (
    update(_FRAGMENTS)
    .where(_FRAGMENTS.c.id == bindparam("fid"))
    .values({column: bindparam(param) for column, param in _COUNTER_COLUMNS.items()})
)
# PostgreSQL: all of a search's counters in one UPDATE ... FROM (VALUES ...).
_PG_COUNT_TYPES = {
    "fid": "bigint", "recalls": "int", "total": "float8", "best": "float8", "at_": "timestamptz",
    "hashes": "json", "days": "json", "n_queries": "int", "n_days": "int", "cons": "float8",
}  # fmt: skip
_PG_COUNT_VOTES = (
    "UPDATE fragment AS f SET "
    + ", ".join(f"{column} = v.{param}" for column, param in _COUNTER_COLUMNS.items())
    + " FROM (VALUES {rows}) AS v("
    + ", ".join(_PG_COUNT_TYPES)
    + ") WHERE f.id = v.fid"
)
_PG_COUNT_ROW = "(" + ", ".join(f"%s::{t}" for t in _PG_COUNT_TYPES.values()) + ")"


def _voted(
    fid: int,
    score: float,
    state: tuple[list[str], list[str], int, float, float],
    qh: str,
    day: str,
    via: str,
    at_: datetime | None,
) -> dict[str, Any]:
    """One fragment's values after this vote, from `state` (its lists and counters as read)."""
    hashes, days, recalls, total, best = state
    if via != "get":
        hashes = ([h for h in hashes if h != qh] + [qh])[-MAX_QUERY_HASHES:]
    days = sorted({*days, day})[-MAX_RECALL_DAYS:]
    derived = derived_columns(hashes, days, [])
    return {
        "fid": fid, "recalls": recalls + 1, "total": total + score, "best": max(best, score),
        "at_": at_, "hashes": hashes, "days": days, "n_queries": derived["unique_query_count"],
        "n_days": derived["recall_day_count"], "cons": derived["consolidation"],
    }  # fmt: skip


def _pg_count_votes(conn: Connection, counts: list[dict[str, Any]]) -> None:
    """PostgreSQL: `_COUNT_VOTE` for every fragment of a search in one statement (twenty
    statements for a search's ten hits cost the server more than the rows: a vote took 4.7 ms)."""
    values = (
        json.dumps(c[p]) if _PG_COUNT_TYPES[p] == "json" else c[p]
        for c in counts
        for p in _PG_COUNT_TYPES
    )
    conn.exec_driver_sql(
        _PG_COUNT_VOTES.format(rows=", ".join([_PG_COUNT_ROW] * len(counts))), tuple(values)
    )


def record_votes(
    store: Store,
    ws: Workspace,
    query: str,
    scored: Sequence[tuple[int, float]],
    now: datetime,
    *,
    via: str = "search",
) -> VoteOutcome:
    """One vote per fragment, query and day (§7): count, score, query hash, day, last recall.

    The outcome carries what the votes made of each recorded fragment, computed from the row as
    read under the write lock, so a search shows its hits after its votes without reading them
    again (a transaction of its own cost a millisecond).
    """
    best: dict[int, float] = {}
    for fid, score in scored:
        best[fid] = max(best.get(fid, 0.0), min(1.0, max(0.0, score)))
    if not best:
        return VoteOutcome([], [])
    qh = query_hash(query)
    day = ws.day(now)
    db_now = to_db_time(now)
    state = _VOTE_STATE if store.backend == "sqlite" else _VOTE_STATE_LOCKED
    for attempt in range(3):
        try:
            with store.write_connection() as conn:
                params = {"ids": list(best), "ws": store.workspace_id, "qh": qh, "day": day}
                states: dict[int, tuple[list[str], list[str], int, float, float]] = {}
                already: set[int] = set()
                for fid, hashes, days, recalls, total, best_score, voted in conn.execute(
                    state, params
                ):
                    if voted:
                        already.add(fid)
                    else:
                        states[fid] = (hashes, days, recalls, total, best_score)
                recorded = [fid for fid in best if fid in states]
                counts = [
                    _voted(fid, best[fid], states[fid], qh, day, via, db_now) for fid in recorded
                ]
                if recorded:
                    votes = [
                        {
                            "fragment_id": fid, "workspace_id": store.workspace_id,
                            "query_hash": qh, "query": query[:500], "day": day,
                            "score": best[fid], "at": db_now, "via": via,
                        }
                        for fid in recorded
                    ]  # fmt: skip
                    conn.execute(_INSERT_VOTES, votes)
                    if store.backend == "postgresql":
                        _pg_count_votes(conn, counts)
                    else:
                        conn.execute(_COUNT_VOTE, counts)
            after = {
                c["fid"]: VotedStats(
                    recall_count=c["recalls"], total_score=c["total"], max_score=c["best"],
                    last_recalled_at=c["at_"], recall_days=c["days"], unique_queries=c["n_queries"],
                )
                for c in counts
            }  # fmt: skip
            return VoteOutcome(recorded=recorded, deduped=sorted(already), after=after)
        except IntegrityError:
            # A concurrent reader recorded the same vote first; the retry sees it and skips it.
            if attempt == 2:
                raise
    return VoteOutcome([], [])


# ------------------------------------------------------------------ search


def memory_search(
    store: Store,
    ws: Workspace,
    query: str,
    now: datetime,
    *,
    limit: int = 10,
    vote: bool = True,
    min_score: float = MIN_HIT_SCORE,
) -> SearchResult:
    """Ranked hits over fragments, MEMORY.md and DREAMS.md; fragment and staged hits vote."""
    # A secret typed as a query is neither searched for nor stored with the votes.
    query = redact_secrets(query.strip())
    result = SearchResult(query=query, hits=[])
    terms = query_terms(query)
    if not terms:
        return result
    groups = [[sorted(alt) for alt in term.alternatives] for term in terms]
    hits: list[SearchHit] = []
    with store.session(read_only=True) as s:
        # Candidates are scored from four plain columns; whole rows (JSON lists and all) are
        # loaded only for the few hits shown.
        scored: list[tuple[int, str, float]] = []
        for fid, key, body, search_text in store.search_candidates(s, groups, CANDIDATES):
            score = hit_score(query, terms, body, frozenset(search_text.split()))
            if score >= min_score:
                scored.append((fid, key, score))
        scored.sort(key=lambda item: (-item[2], item[1]))
        top = scored[: limit * 2]
        views = {v.id: v for v in load_views(store, s, ids=[fid for fid, _, _ in top])}
        for fid, _, score in top:
            view = views[fid]
            occ = view.newest
            hits.append(
                SearchHit(
                    "fragment", view.kind, occ.path if occ else "", occ.start_line if occ else 0,
                    occ.end_line if occ else 0, redact_secrets(view.text), score, fragment=view,
                )
            )  # fmt: skip
        staged_refs: list[tuple[SearchHit, tuple[str, int, int]]] = []
        for doc_path, kind in ((ws.memory_path, "memory"), (ws.dreams_path, "dreams")):
            rel = doc_path.name
            for unit, tokens in _doc_units(doc_path, kind):
                score = hit_score(query, terms, unit.text, tokens)
                if score < min_score:
                    continue
                source = "memory" if unit.kind == "memory" else "dreams"
                hit = SearchHit(
                    source, unit.kind, rel, unit.start_line, unit.end_line, unit.text, score
                )
                hits.append(hit)
                if unit.evidence is not None:
                    staged_refs.append((hit, unit.evidence))
        for hit, (path, start, end) in staged_refs:
            occ_row = s.exec(
                select(OccurrenceRow).where(
                    OccurrenceRow.workspace_id == store.workspace_id,
                    OccurrenceRow.path == path,
                    OccurrenceRow.start_line == start,
                    OccurrenceRow.end_line == end,
                )
            ).first()
            if occ_row is not None:
                frag = s.get(FragmentRow, occ_row.fragment_id)
                if frag is not None:
                    hit.credited_key, hit.credited_id = frag.key, frag.id
    hits.sort(key=lambda h: (-h.score, h.source != "fragment", h.path, h.start_line))
    result.hits = hits[:limit]
    if vote:
        to_vote: dict[int, float] = {}
        for h in result.hits:
            fid = h.fragment.id if h.fragment is not None else h.credited_id
            if fid is not None:
                to_vote[fid] = max(to_vote.get(fid, 0.0), h.score)
        outcome = record_votes(store, ws, query, list(to_vote.items()), now)
        recorded = set(outcome.recorded)
        for h in result.hits:
            h.voted = (h.fragment.id if h.fragment is not None else h.credited_id) in recorded
        if recorded:
            # Hits carry the fragment as it stands after this search's votes.
            for h in result.hits:
                if h.fragment is not None and h.fragment.id in outcome.after:
                    h.fragment = after_votes(h.fragment, outcome.after[h.fragment.id])
        result.votes_recorded = len(outcome.recorded)
        result.votes_deduped = len(outcome.deduped)
    return result


# ------------------------------------------------------------------ get


@dataclass
class GetResult:
    path: str
    from_line: int
    lines: list[str]
    exists: bool
    voted_keys: list[str] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "from": self.from_line,
            "lines": len(self.lines),
            "exists": self.exists,
            "text": self.text,
            "voted_keys": self.voted_keys,
        }


def readable_path(ws: Workspace, path: str) -> tuple[Path, str]:
    """MEMORY.md, DREAMS.md or a file under memory/ or the sessions folder, inside the workspace."""
    full = ws.resolve_inside(path)
    rel = full.relative_to(ws.root).as_posix()
    parts = PurePosixPath(rel).parts
    sessions_rel = PurePosixPath(ws.config.store.sessions_dir).parts
    allowed = (
        rel in ("MEMORY.md", "DREAMS.md", "dreams.md", "memory.md")
        or (parts and parts[0] == "memory")
        or (sessions_rel and parts[: len(sessions_rel)] == sessions_rel)
    )
    if not allowed:
        raise PathRefused(
            f"{path}: memory_get reads MEMORY.md, DREAMS.md and files under memory/ only"
        )
    return full, rel


def memory_get(
    store: Store,
    ws: Workspace,
    path: str,
    now: datetime,
    *,
    from_line: int = 1,
    lines: int | None = None,
    vote: bool = True,
) -> GetResult:
    """Exact lines of a memory file; lines that cover a fragment vote for it (§7)."""
    full, rel = readable_path(ws, path)
    from_line = max(1, int(from_line))
    if not full.is_file():
        return GetResult(rel, from_line, [], exists=False)
    try:
        content = full.read_bytes().decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError:
        raise DocumentError(f"{rel} is not UTF-8 text; re-save it as UTF-8") from None
    all_lines = content.splitlines()
    end = (
        len(all_lines) if lines is None else min(len(all_lines), from_line - 1 + max(0, int(lines)))
    )
    chosen = redacted_lines(all_lines, from_line - 1, end)
    result = GetResult(rel, from_line, chosen, exists=True)
    if vote and chosen and has_content(chosen):
        last = from_line + len(chosen) - 1
        with store.session(read_only=True) as s:
            covered = s.exec(
                select(OccurrenceRow.fragment_id, FragmentRow.key)
                .join(FragmentRow, col(FragmentRow.id) == col(OccurrenceRow.fragment_id))
                .where(
                    OccurrenceRow.workspace_id == store.workspace_id,
                    OccurrenceRow.path == rel,
                    col(OccurrenceRow.start_line) >= from_line,
                    col(OccurrenceRow.end_line) <= last,
                )
            ).all()
        keys = {fid: key for fid, key in covered}
        if keys:
            outcome = record_votes(
                store, ws, GET_QUERY, [(fid, GET_VOTE_SCORE) for fid in keys], now, via="get"
            )
            result.voted_keys = sorted(keys[f] for f in outcome.recorded)
    return result


def has_content(lines: Sequence[str]) -> bool:
    return any(line.strip() for line in lines)
