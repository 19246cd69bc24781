"""Bulk reads behind the fragments table: the filter's matches, the text order, the texts of a
shortlist. They are read as aggregated rows (see fragments._aggregated_ids); these tests pin what
comes back, on SQLite and PostgreSQL."""

from __future__ import annotations

from helpers import at, write_note
from sqlmodel import select

from memtui.engine.ingest.pipeline import ingest
from memtui.engine.store import FragmentRow, Store
from memtui.engine.store.fragments import label_order, matching_ids, texts_of
from memtui.engine.workspace import Workspace

NOTE = """# 2026-06-15
## Ledger
The LEDGER export is 100% done_now.

## Quotes
She said "ship it" and left, 'twas 50/50.

## Cache
缓存 超时 after the kafka rebalance.

## Plain
ledger rollback plan agreed; 100x faster.
"""


def _fragments(ws: Workspace, store: Store) -> dict[str, tuple[int, str, str]]:
    write_note(ws, "2026-06-15", NOTE)
    ingest(store, ws, at("2026-06-15T23:00:00"))
    with store.session(read_only=True) as s:
        rows = s.exec(
            select(FragmentRow.id, FragmentRow.key, FragmentRow.text).where(
                FragmentRow.workspace_id == store.workspace_id
            )
        ).all()
    return {text.split(":", 1)[0]: (int(fid), key, text) for fid, key, text in rows}


def test_filter_matches_every_term_ignoring_ascii_case_and_literal_wildcards(
    ws: Workspace, store: Store
) -> None:
    frags = _fragments(ws, store)
    ids = {name: fid for name, (fid, _, _) in frags.items()}
    with store.session(read_only=True) as s:
        assert matching_ids(store, s, "ledger") == {ids["Ledger"], ids["Plain"]}
        assert matching_ids(store, s, "LEDGER rollback") == {ids["Plain"]}
        # % and _ are the text's own characters, not LIKE wildcards.
        assert matching_ids(store, s, "100%") == {ids["Ledger"]}
        assert matching_ids(store, s, "done_now") == {ids["Ledger"]}
        assert matching_ids(store, s, "e_p") == set()
        assert matching_ids(store, s, "50/50") == {ids["Quotes"]}
        assert matching_ids(store, s, "缓存 超时") == {ids["Cache"]}
        assert matching_ids(store, s, "nothing-like-this") == set()
        assert len(matching_ids(store, s, "ledger", limit=1)) == 1


def test_text_and_key_orders_are_python_string_orders(ws: Workspace, store: Store) -> None:
    frags = list(_fragments(ws, store).values())
    with store.session(read_only=True) as s:
        for descending in (False, True):
            by_text = [int(i) for i in label_order(store, s, "text", descending)]
            by_key = [int(i) for i in label_order(store, s, "key", descending)]
            want_text = sorted(frags, key=lambda f: (f[2], f[1]), reverse=descending)
            want_key = sorted(frags, key=lambda f: f[1], reverse=descending)
            assert by_text == [f[0] for f in want_text]
            assert by_key == [f[0] for f in want_key]


def test_texts_come_back_exactly(ws: Workspace, store: Store) -> None:
    frags = _fragments(ws, store)
    wanted = {fid: text for fid, _, text in frags.values()}
    with store.session(read_only=True) as s:
        got = texts_of(store, s, [*wanted, 999_999_999])
    assert got == wanted
