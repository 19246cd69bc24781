"""Build memtui's English thesaurus (`memtui/engine/data/thesaurus.txt`) from WordNet 3.0.

    apt-get install wordnet-base        # Debian's copy of Princeton WordNet 3.0
    python scripts/build_thesaurus.py /usr/share/wordnet

Each line is `word.pos<TAB>related forms…` (pos: n, v, a or r), one per word and part of
speech, sorted by key, so search looks a word up by bisection without parsing the file
(`memtui.engine.thesaurus`). A word's related words are, for each of its parts of speech, the
other words of its first `SENSES` senses (WordNet lists a word's senses most frequent first)
and of their direct hyponyms when a sense has at most `MAX_KINDS` of them (the kinds of it: a
note says "monocle" where a question asks for eyeglasses), each with its inflected forms, since
notes are not lemmatised. Only one-word lemmas that the SemCor sense counts (`cntlist.rev`) saw
at least once are kept as related words: a word no tagged text ever used is too rare to bridge
a question and a note. A word's irregular forms ("chose", "mice", from WordNet's exception
lists) are keys too. Measured on `python -m bench.conversation` and `python -m bench.quality`
(docs/algorithm.md §7.2): synonyms alone, with hyponyms, with hypernyms and with derived forms;
1, 2, 3 and 5 senses; every sense's hyponyms or those of senses with at most 50, 25 or 10 of
them; every WordNet lemma or only those SemCor saw.
"""

from __future__ import annotations

import argparse
import re
from collections import defaultdict
from pathlib import Path

POS_FILES = {"n": "noun", "v": "verb", "a": "adj", "r": "adv"}
SENSES = 2
# A sense with more kinds than this is too broad for one of them to stand for it ("move" has
# hundreds of manners of moving: a note saying "wander" does not answer "why is he moving?").
MAX_KINDS = 10
HYPONYM = ("~", "~i")
OUT = Path(__file__).resolve().parent.parent / "memtui" / "engine" / "data" / "thesaurus.txt"
_VOWELS = "aeiou"
_WORD_RE = re.compile(r"^[a-z][a-z0-9]*$")

Synsets = dict[tuple[str, str], tuple[list[str], list[tuple[str, str, str]]]]


def read_synsets(root: Path) -> Synsets:
    """(pos, offset) → (its lemmas, its pointers as (symbol, pos, offset))."""
    out: Synsets = {}
    for pos, name in POS_FILES.items():
        for line in (root / f"data.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith("  "):
                continue  # the license header
            head = line.split(" | ")[0].split()
            count = int(head[3], 16)
            words = [re.sub(r"\(.*\)$", "", head[4 + 2 * i]).lower() for i in range(count)]
            i = 4 + 2 * count
            pointers = []
            for _ in range(int(head[i])):
                symbol, offset, target = head[i + 1], head[i + 2], head[i + 3]
                pointers.append((symbol, "a" if target == "s" else target, offset))
                i += 4
            out[(pos, head[0])] = (words, pointers)
    return out


def read_index(root: Path) -> dict[tuple[str, str], list[str]]:
    """(lemma, pos) → its synsets' offsets, most frequent sense first."""
    out: dict[tuple[str, str], list[str]] = {}
    for pos, name in POS_FILES.items():
        for line in (root / f"index.{name}").read_text(encoding="latin-1").splitlines():
            if line.startswith("  "):
                continue
            parts = line.split()
            pointer_count = int(parts[3])
            out[(parts[0], pos)] = parts[4 + pointer_count + 2 :]
    return out


def read_exceptions(root: Path) -> dict[tuple[str, str], set[str]]:
    """(base, pos) → its irregular forms ("choose" → chose, chosen)."""
    out: dict[tuple[str, str], set[str]] = defaultdict(set)
    for pos, name in POS_FILES.items():
        for line in (root / f"{name}.exc").read_text(encoding="latin-1").splitlines():
            form, *bases = line.split()
            for base in bases:
                out[(base, pos)].add(form)
    return out


def read_common(root: Path) -> set[str]:
    """The lemmas SemCor's sense-tagged text used at least once."""
    lines = (root / "cntlist.rev").read_text(encoding="latin-1").splitlines()
    return {line.split("%", 1)[0] for line in lines if "%" in line}


def forms(lemma: str, pos: str, irregular: dict[tuple[str, str], set[str]]) -> set[str]:
    """A lemma and its regular inflections for its part of speech, with its irregular ones."""
    out = {lemma, *irregular.get((lemma, pos), ())}
    consonant_y = lemma.endswith("y") and lemma[-2:-1] not in _VOWELS
    if pos in "nv":
        if lemma.endswith(("s", "x", "z", "ch", "sh")):
            out.add(lemma + "es")
        elif consonant_y:
            out.add(lemma[:-1] + "ies")
        else:
            out.add(lemma + "s")
    if pos == "v":
        if lemma.endswith("e"):
            out |= {lemma + "d", lemma[:-1] + "ing"}
        elif consonant_y:
            out |= {lemma[:-1] + "ied", lemma + "ing"}
        else:
            out |= {lemma + "ed", lemma + "ing"}
            # A one-syllable verb ending consonant-vowel-consonant doubles its last letter:
            # stop, stopped.
            if (
                len(re.findall(f"[{_VOWELS}]+", lemma)) == 1
                and len(lemma) >= 3
                and lemma[-1] not in _VOWELS + "wxy"
                and lemma[-2] in _VOWELS
                and lemma[-3] not in _VOWELS
            ):
                out |= {lemma + lemma[-1] + "ed", lemma + lemma[-1] + "ing"}
    return out


def build(root: Path) -> dict[str, set[str]]:
    """`word.pos` (pos one of n, v, a, r) → the forms of that word's related words."""
    synsets, index = read_synsets(root), read_index(root)
    irregular, common = read_exceptions(root), read_common(root)
    table: dict[str, set[str]] = defaultdict(set)
    for (lemma, pos), offsets in index.items():
        if not _WORD_RE.match(lemma):
            continue
        for offset in offsets[:SENSES]:
            words, pointers = synsets[(pos, offset)]
            found = [(w, pos) for w in words]
            kinds = [p for p in pointers if p[0] in HYPONYM]
            for symbol, target, target_offset in pointers:
                if symbol in HYPONYM and len(kinds) <= MAX_KINDS:
                    found += [(w, target) for w in synsets[(target, target_offset)][0]]
            for word, word_pos in found:
                if word != lemma and word in common and _WORD_RE.match(word):
                    table[f"{lemma}.{pos}"] |= forms(word, word_pos, irregular)
    # A word's irregular forms find what the word finds in that part of speech ("chose" what
    # the verb "choose" finds, not what the noun "wed", Wednesday, would).
    for (base, pos), irregular_forms in irregular.items():
        for form in irregular_forms:
            if f"{base}.{pos}" in table and _WORD_RE.match(form):
                table[f"{form}.{pos}"] |= table[f"{base}.{pos}"]
    out = {}
    for key, tokens in table.items():
        tokens = tokens - {key.rsplit(".", 1)[0]}
        if tokens:
            out[key] = tokens
    return out


def license_text(root: Path) -> str:
    """WordNet's license, as its data files carry it: its notice goes with every copy."""
    lines = []
    for line in (root / "data.noun").read_text(encoding="latin-1").splitlines():
        if not line.startswith("  "):
            break
        lines.append(line.strip().split(" ", 1)[1].rstrip() if " " in line.strip() else "")
    return (
        "memtui/engine/data/thesaurus.txt is derived from Princeton WordNet 3.0 by\n"
        "scripts/build_thesaurus.py (related words and their inflected forms).\n\n"
        + "\n".join(lines).strip()
        + "\n"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("wordnet", type=Path, help="WordNet 3.0's dict folder")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    table = build(args.wordnet)
    lines = [f"{key}\t{' '.join(sorted(table[key]))}\n" for key in sorted(table)]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(lines), encoding="utf-8")
    (args.out.parent / "WORDNET-LICENSE").write_text(license_text(args.wordnet), encoding="utf-8")
    print(f"{len(lines)} words, {args.out.stat().st_size} bytes → {args.out}")


if __name__ == "__main__":
    main()
