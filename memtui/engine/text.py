"""Tokens, similarity and concept tags (algorithm.md §1–§2). Pure functions, no I/O."""

from __future__ import annotations

import hashlib
import re
import unicodedata
from collections.abc import Iterable, Iterator
from functools import lru_cache
from pathlib import PurePosixPath

# Kana, CJK ideographs (incl. extension A), Hangul syllables and jamo (algorithm.md §2).
CJK_CLASS = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\u1100-\u11ff"
_CJK_RE = re.compile(f"[{CJK_CLASS}]")
_CJK_RUN_RE = re.compile(f"[{CJK_CLASS}]+")
# A word is a maximal run of letters, digits and underscore that contains no CJK character
# (one class, not a look-ahead before each character: the same runs, faster).
_WORD_RE = re.compile(f"[^\\W{CJK_CLASS}]+")
# Not right after a letter, digit or underscore of such a word: a number starts there. Chinese
# writes numbers against its characters ("是16:00来取", "在3点前"), so a CJK character before a
# digit does not make it the tail of a word the way "v2" or "abc16" does.
AFTER_NO_WORD = f"(?<![^\\W{CJK_CLASS}])"
# Not right before one: "12 May开会" is a date, "12 Mayday" is not.
BEFORE_NO_WORD = f"(?![^\\W{CJK_CLASS}])"


def collapse_ws(text: str) -> str:
    """Collapse every run of Unicode whitespace to one space and trim.

    str.split() splits on exactly the characters a regular expression's whitespace class
    matches, five times faster (a search calls this for each of its 200 candidates)."""
    return " ".join(text.split())


def counted(n: int, word: str) -> str:
    """A count and its noun, for what people read: "1 entry", "2 entries", "3 claims"."""
    if n == 1:
        return f"{n} {word}"
    if word.endswith("y") and word[-2:-1] not in ("a", "e", "i", "o", "u", ""):
        return f"{n} {word[:-1]}ies"
    return f"{n} {word}s"


def is_cjk(ch: str) -> bool:
    return bool(_CJK_RE.match(ch))


def has_cjk(text: str) -> bool:
    # An ASCII text holds no CJK character, and telling so costs no scan (a flag of the string):
    # grouping and tagging ask this of every word.
    return not text.isascii() and bool(_CJK_RE.search(text))


def claim_key(text: str) -> str:
    """Fragment identity: sha1 of the whitespace-collapsed text, 12 hex chars (§1)."""
    return hashlib.sha1(collapse_ws(text).encode("utf-8")).hexdigest()[:12]


def query_hash(query: str) -> str:
    """sha1(lowercase(trim(query)))[:12] (§1)."""
    return hashlib.sha1(query.strip().lower().encode("utf-8")).hexdigest()[:12]


def similarity_tokens(text: str) -> frozenset[str]:
    """Word tokens plus CJK unigrams and adjacent-pair bigrams (§2)."""
    lowered = text.lower()
    tokens: set[str] = set(_WORD_RE.findall(lowered))
    # Bigrams pair characters adjacent within one run of CJK characters.
    for run in _CJK_RUN_RE.findall(lowered):
        tokens.update(run)
        tokens.update(run[i : i + 2] for i in range(len(run) - 1))
    return frozenset(tokens)


_ASCII_WORD_RE = re.compile(r"^[a-z][a-z0-9]*$")


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """A light English suffix stripper for search ("deploys", "deployed", "deploying" → "deploy")."""
    if not _ASCII_WORD_RE.match(word) or len(word) <= 3:
        return word
    for suffix, keep, replace in (
        ("ies", 4, "y"),
        ("ing", 5, ""),
        ("ed", 4, ""),
        ("es", 4, ""),
        ("s", 3, ""),
    ):
        if (
            word.endswith(suffix)
            and len(word) - len(suffix) >= keep - len(replace)
            and not word.endswith("ss")
        ):
            return word[: -len(suffix)] + replace
    return word


def search_tokens(text: str) -> frozenset[str]:
    """Tokens indexed for search: similarity tokens plus the stems of English words."""
    tokens = similarity_tokens(text)
    # stem() returns any other token (CJK, short, not ASCII) unchanged, and the union already
    # holds it: only ASCII words longer than three letters are looked up.
    return tokens | {stem(t) for t in tokens if len(t) > 3 and t.isascii()}


def jaccard(a: frozenset[str] | set[str], b: frozenset[str] | set[str]) -> float:
    union = len(a | b)
    return len(a & b) / union if union else 0.0


# ---------------------------------------------------------------- concept tags

MAX_TAGS = 8

GLOSSARY: tuple[str, ...] = (
    # en
    "backup",
    "backups",
    "embedding",
    "embeddings",
    "failover",
    "gateway",
    "glacier",
    "gpt",
    "kv",
    "network",
    "openai",
    "qmd",
    "router",
    "s3",
    "vlan",
    # fr, de, es
    "sauvegarde",
    "routeur",
    "passerelle",
    "konfiguration",
    "sicherung",
    "überwachung",
    "configuración",
    "respaldo",
    "enrutador",
    "puerta-de-enlace",
    # ja
    "バックアップ",
    "フェイルオーバー",
    "ルーター",
    "ネットワーク",
    "ゲートウェイ",
    "障害対応",
    # zh
    "路由器",
    "备份",
    "故障转移",
    "网络",
    "网关",
    # ko
    "라우터",
    "백업",
    "페일오버",
    "네트워크",
    "게이트웨이",
    "장애대응",
)

_SHARED_STOP = """
about after again also because before build daily default deploy file files memory note notes
search session should that this today using with work workspace year from have has been will when
what which where there their they them then than some more most only over under into onto just
like make made need needs used use via per each every other very much many such same being does
done doing were was are not but can could would may might must yes okay thing things still even
well here yesterday tomorrow morning evening night week month
user assistant system agent subagent
and for its our the you your
""".split()
_PATH_NOISE = "cjs cpp cts jsx json md mjs mts text toml ts tsx txt yaml yml".split()
_CJK_STOP = """
が から する して した で と に の は へ まで も や を 与 为 了 及 和 在 将 或 把 是 用 的
과 는 도 로 를 에 에서 와 은 으로 을 이 하다 한 할 해 했다
我们 你们 他们 今后 所有 这个 那个 一个 可以 因为 所以 但是 然后 如果 已经 还是 就是 没有 今天
昨天 明天 这样 那样 需要 时候 什么 怎么 一下 一些 现在 之后 之前 以后 以前
""".split()
STOPWORDS: frozenset[str] = frozenset(_SHARED_STOP + _PATH_NOISE + _CJK_STOP)

# A compound starts where a word starts: the look-behind after its first character skips the
# starts inside a word, where a match would have begun a character earlier (the same matches).
_COMPOUND_RE = re.compile(r"[^\W_](?<![^\W_]{2})[^\W_]*(?:[._/-][^\W_]+)+")
_EDGE_PUNCT_RE = re.compile(r"^[\W_]+|[\W_]+$")
_DATE_RE = re.compile(r"^\d{4}-\d{2}-\d{2}(?:\.[a-z0-9]+)?$")
_HAS_LATIN_RE = re.compile(r"[a-z]")
_KANA_ONLY_RE = re.compile(r"^[\u3040-\u30ff]+$")
_ALNUM_RE = re.compile(r"[^\W_]")


def normalize_tag(token: str) -> str:
    """NFKC, strip edge punctuation, `_`→`-`, lowercase (§2)."""
    value = unicodedata.normalize("NFKC", token)
    value = _EDGE_PUNCT_RE.sub("", value.replace("_", "-"))
    return _EDGE_PUNCT_RE.sub("", value).strip().lower()


def _tag_rejected(tag: str, *, glossary: bool) -> bool:
    if not tag or len(tag) > 32 or not _ALNUM_RE.search(tag):
        return True
    # A tag names a thing: digits and separators alone (`2026.9.6`, `0.5`, `10-20`) never do.
    if not any(ch.isalpha() for ch in tag) or _DATE_RE.match(tag) or tag in STOPWORDS:
        return True
    if glossary:
        return False
    cjk_only = has_cjk(tag) and not _HAS_LATIN_RE.search(tag)
    if _KANA_ONLY_RE.match(tag) and len(tag) < 3:
        return True
    return len(tag) < (2 if cjk_only else 3)


@lru_cache(maxsize=1)
def _segmenter():  # type: ignore[no-untyped-def]
    """rjieba (jieba-rs): jieba's dictionary and segmentation (the same words, HMM off), loaded
    in a fraction of the time jieba's own dictionary load takes on every CLI start."""
    import rjieba

    return rjieba


@lru_cache(maxsize=65536)
def pos_tags(word: str) -> tuple[tuple[str, str], ...]:
    """jieba's (word, part of speech) pairs of a Chinese word or phrase, from its dictionary."""
    return tuple(_segmenter().tag(word))


# Short Latin terms must stand alone (`kv` is not inside `mkv`); others match as substrings.
_GLOSSARY_MATCHERS: tuple[tuple[str, re.Pattern[str] | None], ...] = tuple(
    (term, re.compile(rf"(?<![^\W_]){re.escape(term)}(?![^\W_])"))
    if len(term) < 3 and not has_cjk(term)
    else (term, None)
    for term in GLOSSARY
)


@lru_cache(maxsize=1)
def _glossary_hint() -> re.Pattern[str]:
    # Imported here: a search from a shell uses no concept tags and need not compile it.
    from memtui.engine.prefilter import any_of

    return any_of(GLOSSARY)


def _glossary_hits(source: str) -> Iterable[str]:
    if _glossary_hint().search(source) is None:
        return  # no term is in the text: most texts (one scan instead of one per term)
    for term, alone in _GLOSSARY_MATCHERS:
        if alone.search(source) if alone is not None else term in source:
            yield term


@lru_cache(maxsize=65536)
def _cjk_words(run: str) -> tuple[str, ...]:
    """jieba's words of one run holding CJK (cached: notes repeat their phrases). Hangul
    parts stay whole: Korean separates its words with spaces, and the Chinese dictionary would
    cut them into single syllables, which are then too short to be tags."""
    words: list[str] = []
    for part in _HANGUL_SPLIT_RE.split(run):
        if not part:
            continue
        if _HANGUL_RE.match(part) or not _HAN_KANA_RE.search(part):
            words.append(part)
        else:
            words.extend(w for w in _segmenter().cut(part, hmm=False) if w.strip())
    return tuple(words)


_HANGUL = "\uac00-\ud7af\u1100-\u11ff\u3130-\u318f"
_HANGUL_RE = re.compile(f"[{_HANGUL}]")
_HANGUL_SPLIT_RE = re.compile(f"([{_HANGUL}]+)")
_HAN_KANA_RE = re.compile("[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff]")
# A word is a run of word characters and the combining marks that belong to them: `\w` alone
# splits Thai (สวัสดี) and Devanagari words at their vowel signs, which are marks, not letters.
_COMBINING = (
    "\u0300-\u036f\u0483-\u0489\u0591-\u05c7\u0610-\u061a\u064b-\u065f\u0670"
    "\u06d6-\u06ed\u0900-\u0903\u093a-\u094f\u0951-\u0957\u0962\u0963\u0981-\u0983"
    "\u09bc-\u09d7\u0a01-\u0a03\u0a3c-\u0a51\u0b01-\u0b03\u0b3c-\u0b57\u0bbe-\u0bcd"
    "\u0c00-\u0c04\u0c3e-\u0c56\u0cbc-\u0cd6\u0d00-\u0d03\u0d3b-\u0d57\u0e31\u0e34-\u0e3a"
    "\u0e47-\u0e4e\u0eb1\u0eb4-\u0ebc\u0ec8-\u0ecd\u0f18\u0f19\u0f71-\u0f84\u102b-\u103e"
    "\u1ab0-\u1aff\u1dc0-\u1dff\u20d0-\u20ff\ufe20-\ufe2f"
)
_RUN_RE = re.compile(f"[\\w{_COMBINING}]+")
# HTML comments are markup for tools (markers, hidden notes), not what a note is about.
_HTML_COMMENT_RE = re.compile(r"<!--.*?(?:-->|$)", re.DOTALL)


def _segments(text: str) -> Iterator[str]:
    for run in _RUN_RE.findall(text):
        if has_cjk(run):
            yield from _cjk_words(run)
        else:
            yield run


def word_segments(text: str) -> list[str]:
    """Words of mixed text: jieba words for Chinese and Japanese runs, whole Korean words, regex
    words (combining marks included) for the rest."""
    return list(_segments(text))


@lru_cache(maxsize=65536)
def _tag_of(token: str, glossary: bool) -> str | None:
    """A candidate token's tag, or None when the tag is rejected (§2)."""
    tag = normalize_tag(token)
    return None if _tag_rejected(tag, glossary=glossary) else tag


@lru_cache(maxsize=4096)
def _basename(path: str) -> str:
    return PurePosixPath(path).name


def concept_tags(path: str, text: str, limit: int = MAX_TAGS) -> list[str]:
    """Up to `limit` concept tags in priority order: glossary, compounds, words (§2)."""
    if "<!--" in text:
        text = _HTML_COMMENT_RE.sub(" ", text)
    source = unicodedata.normalize("NFKC", f"{_basename(path)} {text}").lower()
    tags: list[str] = []

    def offer(token: str, glossary: bool = False) -> None:
        tag = _tag_of(token, glossary)
        if tag is not None and tag not in tags:
            tags.append(tag)

    for term in _glossary_hits(source):
        offer(term, glossary=True)
    for match in _COMPOUND_RE.findall(source):
        offer(match)
    # Segmented lazily: once the tags are full, the rest of the text is never cut into words.
    for word in _segments(source):
        if len(tags) >= limit:
            break
        offer(word)
    return tags[:limit]


def open_clause(words: str, zh_words: str = "") -> re.Pattern[str]:
    """The clause a text ends in when one of `words` (an alternation) opens it — "…, if the
    route changed", "nobody goes up once the scaffolders have left" — or one of `zh_words`:
    where what is said is supposed, a condition or a cause, not told as so."""
    ends = ",;.!?:，；。！？："
    en = rf"(?<![\w-])(?:{words})(?![\w-])[^{ends}]*$"
    zh = rf"|(?:{zh_words})[^{ends}]*$" if zh_words else ""
    return re.compile(en + zh, re.IGNORECASE)


# A fragment's text starts with its session role ("User: …") or its note heading ("Deploy: …").
_ROLE_RE = re.compile(r"^(User|Assistant|System):\s*", re.IGNORECASE)
_MAX_PREFIX = 80
# Statement ends: 。！？； (no space needed), . ! ? ; before a space or the end ("v3.4", "e.g."
# inside a word are no ends); a line break.
_END_RE = re.compile(r"(?<=[。！？；])|(?<=[.!?;])(?=\s)|\n")
# A period that ends an abbreviation rather than a sentence (see `_abbreviation_joins`).
_ABBREVIATION_RE = re.compile(
    r"(?:^|(?<=[\s(]))(?:(?P<title>Dr|Mr|Mrs|Ms|Mx|Prof|St)|(?P<latin>e\.g|i\.e|cf|vs|incl|excl|esp|viz)|"
    r"(?i:ext|tel|no|nr|fig|figs|p|pp|vol|ch|sec|art|ca|approx|rm|apt|ref|ver|op|pt))\.$"
)


# What every sentence end holds: a text without one is one sentence (split_prefix's fast path).
_END_CHARS = frozenset(".!?;。！？；\n")


def _abbreviation_joins(piece: str, following: str) -> bool:
    """Is the period that ended `piece` an abbreviation's, not a sentence end? A title before a
    name ("Dr. Lehmann"), "e.g."/"i.e.", or a short label before its number ("ext. 7700",
    "No. 5", "Fig. 3")."""
    if not piece.endswith("."):
        return False
    m = _ABBREVIATION_RE.search(piece)
    if m is None:
        return False
    if m.group("title") or m.group("latin"):
        return True
    return following[:1].isdigit()


def sentences(text: str) -> list[str]:
    """A text cut at its sentence ends (`_END_RE`), not after an abbreviation; the pieces
    stripped, empty ones left out."""
    pieces: list[str] = []
    for piece in (p.strip() for p in _END_RE.split(text)):
        if pieces and piece and _abbreviation_joins(pieces[-1], piece):
            pieces[-1] = f"{pieces[-1]} {piece}"
        else:
            pieces.append(piece)  # an empty one too: a line break parts what it stands between
    return [p for p in pieces if p]


def split_prefix(text: str) -> tuple[str, str, str]:
    """(role, heading, body) of a fragment text: the session role (`user`/`assistant`/''), the
    note heading prefix ('' when none) and the statement itself."""
    role = ""
    m = _ROLE_RE.match(text)
    if m:
        return m.group(1).lower(), "", text[m.end() :].strip()
    head, sep, body = text.partition(": ")
    if (
        sep
        and 0 < len(head) <= _MAX_PREFIX
        and body.strip()
        and not head.endswith((".", "。"))
        # A sentence ending inside it makes it no heading but the text's own first sentences
        # ("Family meal at 4:15 sharp. Marco's cooking today: adobo"); "Dr. Weber: …" is one.
        and (_END_CHARS.isdisjoint(head) or len(sentences(head)) == 1)
    ):
        return role, head.strip(), body.strip()
    return role, "", text.strip()
