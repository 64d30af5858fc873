"""Search words: normalising text, the indexed text of a portfolio (Devanagari words with their
Latin form beside them), and the words of a query with their synonyms, Hindi vocabulary,
sound-alikes and dictionary typos (per word, spec threshold 60)."""

import re
from bisect import bisect_left
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process, utils
from rapidfuzz.distance import Levenshtein

from ... import catalog
from ...i18n.devanagari import romanized_words
from . import search_vocabulary
from .search_phonetic import sound_key

THRESHOLD = 60
SEPARATOR = " | "
# Field order is the attribute ranking: title, category and subcategory, owner, description.
FIELDS = ("title", "category", "owner", "description")
MIN_INDEXED = 3          # shorter words are not looked up in the word index (see search.py)
MIN_TYPO = 4             # shorter words match exactly or as a substring only
MAX_WORDS = 8
MAX_TYPO_VARIANTS = 6
MAX_TEXT = 4000
MAX_WORD = 60
MIN_LOOKUP = 4           # shorter vocabulary meanings are ranked, not looked up ("tea")
MAX_SOUND_VARIANTS = 4

_SPACES = re.compile(r"\s+")
# Letters, digits and Devanagari (its vowel signs are marks, not letters); not the danda.
_NON_WORD = re.compile(r"[^\w\u0900-\u0963\u0966-\u097f]|_")
# Multi-word spellings ("make up") become their one-word canonical form ("makeup").
_PHRASES = [(re.compile(r"\b" + re.escape(utils.default_process(s)) + r"\b"), group[0])
            for group in catalog.SYNONYMS for s in group
            if " " in utils.default_process(s)]
_SYNONYMS: dict[str, tuple[str, ...]] = {}
for _group in catalog.SYNONYMS:
    _words = tuple(dict.fromkeys(w for w in (utils.default_process(s) for s in _group)
                                 if " " not in w))
    for _word in _words:
        _SYNONYMS[_word] = _words
_VOCABULARY: dict[str, tuple[str, ...]] = {}
for _group in search_vocabulary.groups():
    for _word in _group:
        _VOCABULARY[_word] = tuple(dict.fromkeys((*_VOCABULARY.get(_word, ()), *_group)))
_VOCABULARY_SOUNDS: dict[str, tuple[str, ...]] = {}
for _word, _group in _VOCABULARY.items():
    if (_key := sound_key(_word)) is not None:
        _VOCABULARY_SOUNDS[_key] = tuple(dict.fromkeys((*_VOCABULARY_SOUNDS.get(_key, ()),
                                                         *_group)))
_CITIES = {c.lower(): c for c in catalog.CITIES}


def normalize(value: str | None) -> str:
    """Lower case, punctuation to spaces, one space between words, phrases made one word."""
    text = _SPACES.sub(" ", _NON_WORD.sub(" ", (value or "").lower())).strip()
    for pattern, word in _PHRASES:
        text = pattern.sub(word, text)
    return text


def document_text(*, title: str, description: str, category: str, subcategory: str,
                  owner_name: str | None, owner_username: str | None,
                  owner_city: str | None) -> str:
    """The indexed text: a space, then the four ranked fields, normalised, joined by
    SEPARATOR; each field's Devanagari words are followed by their Latin form (शादी … shadi)."""
    parts = (title, f"{category} {subcategory}",
             f"{owner_name or ''} {owner_username or ''} {owner_city or ''}", description)
    # A leading space puts a space before every word, so " mehndi" finds a word's start.
    return (" " + SEPARATOR.join(_with_latin(normalize(p)) for p in parts))[:MAX_TEXT]


def _with_latin(text: str) -> str:
    latin = romanized_words(text)
    return f"{text} {latin}" if latin else text


def words_of(text: str) -> set[str]:
    """The distinct words of an indexed text (for the dictionary)."""
    return {w for w in text.replace("|", " ").split() if len(w) <= MAX_WORD}


@dataclass(frozen=True)
class QueryWord:
    """One word of a query: its accepted spellings with their typo counts, and the city it
    names (if any)."""

    text: str
    variants: dict[str, int] = field(default_factory=dict)
    city: str | None = None
    # Meanings from the Hindi vocabulary: they match a whole word or its start only.
    word_starts: frozenset[str] = frozenset()

    @property
    def indexed(self) -> list[str]:
        """Spellings long enough to look up in the word index (vocabulary meanings: 4+)."""
        return [v for v in self.variants if len(v) >= MIN_INDEXED
                and (v not in self.word_starts or len(v) >= MIN_LOOKUP)]

    @property
    def lookups(self) -> list[str]:
        """What the index is asked for: the typed word and its synonyms anywhere; meanings,
        typos and sound-alikes only at a word's start (" mehndi": not inside "chennai")."""
        return [" " + v if v in self.word_starts or self.variants[v] else v
                for v in self.indexed]


def max_typos(word: str) -> int:
    """Typos a word may carry (Meilisearch's rule: one from 4 letters, two from 6), on top of
    the spec's 60 similarity."""
    return 0 if len(word) < MIN_TYPO else 1 if len(word) < 6 else 2


def known_words() -> set[str]:
    """Words every dictionary holds: the synonym table's, the vocabulary's and the cities'."""
    return set(_SYNONYMS) | set(_VOCABULARY) | set(_CITIES)


def sound_index(words) -> dict[str, list[str]]:
    """Sound key -> the words having it (see search_phonetic)."""
    index: dict[str, list[str]] = {}
    for word in words:
        if (key := sound_key(word)) is not None:
            index.setdefault(key, []).append(word)
    return index


def _indexed(word: str, dictionary: list[str] | None) -> bool:
    """Whether the sorted dictionary holds the word."""
    at = bisect_left(dictionary or [], word)
    return bool(dictionary) and at < len(dictionary) and dictionary[at] == word


def _meanings(word: str, dictionary: list[str] | None) -> tuple[tuple[str, ...], int]:
    """The vocabulary spellings of a word's meaning, and 1 when found by its sound only (not
    for a word some text holds: "ball" is no spelling of baal)."""
    if word in _VOCABULARY:
        return _VOCABULARY[word], 0
    if _indexed(word, dictionary):
        return (), 0
    key = sound_key(word)
    return (_VOCABULARY_SOUNDS[key], 1) if key in _VOCABULARY_SOUNDS else ((), 0)


def query_words(query: str, dictionary: list[str] | None = None,
                sounds: dict[str, list[str]] | None = None) -> list[QueryWord]:
    """The distinct words of a query, each with synonyms, vocabulary meanings, dictionary
    words sounding the same and those within the fuzzy threshold (typos = edit distance)."""
    words = list(dict.fromkeys(normalize(query).split()))[:MAX_WORDS]
    found = []
    for word in words:
        variants = {s: 0 for s in _SYNONYMS.get(word, (word,))}
        variants.setdefault(word, 0)
        meanings, far = _meanings(word, dictionary)
        starts = {m for m in meanings if m not in variants}
        for meaning in meanings:
            variants.setdefault(meaning, far)
        if sounds and (key := sound_key(word)) is not None:
            alike = sorted(sounds.get(key, ()), key=lambda w: -fuzz.ratio(word, w))
            for candidate in alike[:MAX_SOUND_VARIANTS]:
                variants.setdefault(candidate, 1)
        # A misspelt word may mean what its nearest spelling means (bagiche ~ bagicha =
        # garden); a word someone wrote somewhere is taken as written.
        translate_typos = not meanings and not _indexed(word, dictionary)
        if dictionary and len(word) >= MIN_TYPO:
            for candidate, _score, _i in process.extract(
                    word, dictionary, scorer=fuzz.ratio, score_cutoff=THRESHOLD,
                    limit=MAX_TYPO_VARIANTS):
                typos = Levenshtein.distance(word, candidate)
                if word not in candidate and len(candidate) >= MIN_TYPO \
                        and typos <= max_typos(word):
                    for spelling in _SYNONYMS.get(candidate, (candidate,)):
                        variants.setdefault(spelling, typos)
                    for meaning in _VOCABULARY.get(candidate, ()) if translate_typos else ():
                        if meaning not in variants:
                            variants[meaning] = typos
                            starts.add(meaning)
        city = next((_CITIES[v] for v in variants if v in _CITIES), None)
        found.append(QueryWord(word, variants, city, frozenset(starts)))
    return found
