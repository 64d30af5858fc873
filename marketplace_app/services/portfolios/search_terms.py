"""Search words: normalising text, the indexed text of a portfolio, and the words of a query
with their synonyms and dictionary typos (per word, spec threshold 60)."""

import re
from dataclasses import dataclass, field

from rapidfuzz import fuzz, process, utils
from rapidfuzz.distance import Levenshtein

from ... import catalog

THRESHOLD = 60
SEPARATOR = " | "
# Field order is the attribute ranking: title, category and subcategory, owner, description.
FIELDS = ("title", "category", "owner", "description")
MIN_INDEXED = 3          # shorter words cannot use the trigram index
MIN_TYPO = 4             # shorter words match exactly or as a substring only
MAX_WORDS = 8
MAX_TYPO_VARIANTS = 6
MAX_TEXT = 4000
MAX_WORD = 60

_SPACES = re.compile(r"\s+")
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
_CITIES = {c.lower(): c for c in catalog.CITIES}


def normalize(value: str | None) -> str:
    """Lower case, punctuation to spaces, one space between words, phrases made one word."""
    text = _SPACES.sub(" ", utils.default_process(value or "")).strip()
    for pattern, word in _PHRASES:
        text = pattern.sub(word, text)
    return text


def document_text(*, title: str, description: str, category: str, subcategory: str,
                  owner_name: str | None, owner_username: str | None,
                  owner_city: str | None) -> str:
    """The indexed text: the four ranked fields, normalised, joined by SEPARATOR."""
    parts = (title, f"{category} {subcategory}",
             f"{owner_name or ''} {owner_username or ''} {owner_city or ''}", description)
    return SEPARATOR.join(normalize(p) for p in parts)[:MAX_TEXT]


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

    @property
    def indexed(self) -> list[str]:
        """Spellings long enough for the trigram index."""
        return [v for v in self.variants if len(v) >= MIN_INDEXED]


def max_typos(word: str) -> int:
    """Typos a word may carry (Meilisearch's rule: one from 4 letters, two from 6), on top of
    the spec's 60 similarity."""
    return 0 if len(word) < MIN_TYPO else 1 if len(word) < 6 else 2


def known_words() -> set[str]:
    """Words every dictionary holds: the synonym table's and the cities'."""
    return set(_SYNONYMS) | set(_CITIES)


def query_words(query: str, dictionary: list[str] | None = None) -> list[QueryWord]:
    """The distinct words of a query, each with synonyms and dictionary words within the
    fuzzy threshold (typos = edit distance)."""
    words = list(dict.fromkeys(normalize(query).split()))[:MAX_WORDS]
    found = []
    for word in words:
        variants = {s: 0 for s in _SYNONYMS.get(word, (word,))}
        variants.setdefault(word, 0)
        if dictionary and len(word) >= MIN_TYPO:
            for candidate, _score, _i in process.extract(
                    word, dictionary, scorer=fuzz.ratio, score_cutoff=THRESHOLD,
                    limit=MAX_TYPO_VARIANTS):
                typos = Levenshtein.distance(word, candidate)
                if word not in candidate and len(candidate) >= MIN_TYPO \
                        and typos <= max_typos(word):
                    for spelling in _SYNONYMS.get(candidate, (candidate,)):
                        variants.setdefault(spelling, typos)
        city = next((_CITIES[v] for v in variants if v in _CITIES), None)
        found.append(QueryWord(word, variants, city))
    return found
