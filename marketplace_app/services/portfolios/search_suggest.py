""""Did you mean …": a query's words replaced by the nearest words of the search dictionary."""

from bisect import bisect_left
from collections.abc import Callable

from rapidfuzz import fuzz, process

from ...i18n.devanagari import WORD, has_devanagari, to_latin_query
from . import search_vocabulary
from .search_phonetic import sound_key
from .search_terms import MAX_WORDS, MIN_INDEXED, normalize

FEW_RESULTS = 2      # a search finding this many or fewer offers a correction
SUGGEST_CUTOFF = 60  # the spec's fuzzy threshold, but with no cap on the number of typos


def _known(word: str, dictionary: list[str]) -> bool:
    """Whether the sorted dictionary holds the word."""
    at = bisect_left(dictionary, word)
    return at < len(dictionary) and dictionary[at] == word


def _nearest(word: str, dictionary: list[str], sounds: dict[str, list[str]]) -> str:
    """The word itself when indexed, else the dictionary word sounding or looking nearest."""
    if len(word) < MIN_INDEXED or _known(word, dictionary):
        return word
    alike = sounds.get(sound_key(word) or "", [])
    if alike:
        return max(alike, key=lambda w: fuzz.ratio(word, w))
    best = process.extractOne(word, dictionary, scorer=fuzz.ratio,
                              score_cutoff=SUGGEST_CUTOFF)
    return best[0] if best else word


def suggestion(query: str, found: int, dictionary: list[str], sounds: dict[str, list[str]],
               count: Callable[[str], int]) -> str | None:
    """A corrected query finding more than `found` items, or None; only when few were found
    (`dictionary` sorted, as search_index.dictionary gives it).
    Words needing no change stay as typed; a corrected Devanagari word is given back in
    Devanagari when the vocabulary knows it (मेहन्दि -> मेहंदी), else in Latin letters."""
    if found > FEW_RESULTS:
        return None
    terms = search_vocabulary.hindi_terms()
    parts, changed = [], False
    for token in WORD.findall(query)[:MAX_WORDS]:
        words = normalize(to_latin_query(token, terms)).split()
        fixed = [_nearest(w, dictionary, sounds) for w in words]
        if fixed == words:
            parts.append(token)
            continue
        changed = True
        hindi = search_vocabulary.hindi_spellings() if has_devanagari(token) else {}
        parts.append(" ".join(hindi.get(w, w) for w in fixed))
    corrected = " ".join(parts)
    if not changed or not corrected:
        return None
    return corrected if count(corrected) > found else None
