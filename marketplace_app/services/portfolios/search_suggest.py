""""Did you mean …": a query's words replaced by the nearest words of the search dictionary."""

from collections.abc import Callable

from rapidfuzz import fuzz, process

from ...i18n.devanagari import to_latin_query
from . import search_vocabulary
from .search_phonetic import sound_key
from .search_terms import MAX_WORDS, MIN_INDEXED, normalize

FEW_RESULTS = 2      # a search finding this many or fewer offers a correction
SUGGEST_CUTOFF = 60  # the spec's fuzzy threshold, but with no cap on the number of typos


def _nearest(word: str, dictionary: list[str], known: set[str],
             sounds: dict[str, list[str]]) -> str:
    """The word itself when indexed, else the dictionary word sounding or looking nearest."""
    if word in known or len(word) < MIN_INDEXED:
        return word
    alike = sounds.get(sound_key(word) or "", [])
    if alike:
        return max(alike, key=lambda w: fuzz.ratio(word, w))
    best = process.extractOne(word, dictionary, scorer=fuzz.ratio,
                              score_cutoff=SUGGEST_CUTOFF)
    return best[0] if best else word


def suggestion(query: str, found: int, dictionary: list[str], sounds: dict[str, list[str]],
               count: Callable[[str], int]) -> str | None:
    """A corrected query finding more than `found` items, or None; only when few were found."""
    if found > FEW_RESULTS:
        return None
    words = normalize(to_latin_query(query, search_vocabulary.hindi_terms())).split()[:MAX_WORDS]
    known = set(dictionary)
    corrected = " ".join(_nearest(w, dictionary, known, sounds) for w in words)
    if not corrected or corrected == " ".join(words):
        return None
    return corrected if count(corrected) > found else None
