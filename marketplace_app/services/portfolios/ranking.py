"""Ranking search candidates the way Meilisearch and Typesense do: by how many query words
match (a typo within the threshold counts), then fewer typos, then the talent's city when the
query names one, then the field that matched (title, category, owner, description), then
proximity, then exactness (a field equal to the whole query, then exact words over substrings
and typos); newest first among equals. A query found whole in one field (an exact
substring) ranks before everything else."""

import re
from dataclasses import dataclass
from datetime import datetime

from rapidfuzz import fuzz

from .search_terms import MIN_INDEXED, SEPARATOR, THRESHOLD, QueryWord, normalize

EXACT_SCORE = 100
SUBSTRING_SCORE = 80
FAR = 8  # proximity of two words in different fields (Meilisearch's cap)


@dataclass(frozen=True)
class Candidate:
    """What ranking needs of one portfolio."""

    id: str
    search_text: str
    owner_location: str | None
    created_at: datetime


class _TokenMatcher:
    """Per query: where query words can occur in a text (one regular expression, so only the
    few matching words of each item are looked at in Python), and how each distinct document
    word matches each query word (computed once)."""

    def __init__(self, words: list[QueryWord]):
        self.words = words
        self.cache: dict[str, list[tuple[int, int, int]]] = {}
        spellings = sorted({v for w in words for v in w.variants}, key=len, reverse=True)
        # Plain literals (hits() checks that a meaning starts its word): the regex engine
        # skips ahead on their first letters.
        self.pattern = re.compile("|".join(
            re.escape(v) if len(v) >= MIN_INDEXED else rf"\b{re.escape(v)}\b"
            for v in spellings))

    def hits(self, token: str) -> list[tuple[int, int, int]]:
        """[(word index, typos, score)] for the query words this token matches."""
        found = self.cache.get(token)
        if found is None:
            found = []
            for index, word in enumerate(self.words):
                best = None
                for variant, typos in word.variants.items():
                    if token == variant:
                        # A meaning found by the typed word's sound is no typo of it.
                        hit = (typos, EXACT_SCORE if typos == 0 else SUBSTRING_SCORE
                               if variant in word.word_starts
                               else int(fuzz.ratio(word.text, variant)))
                    elif len(variant) >= MIN_INDEXED and typos == 0 and (
                            token.startswith(variant) if variant in word.word_starts
                            else variant in token):
                        # Inside a word ("henna" in "chennai") counts as a typo; a start not.
                        hit = (0 if token.startswith(variant) else 1, SUBSTRING_SCORE)
                    else:
                        continue
                    if best is None or (hit[0], -hit[1]) < (best[0], -best[1]):
                        best = hit
                if best is not None:
                    found.append((index, *best))
            self.cache[token] = found
        return found

    def matches(self, text: str):
        """(word index, typos, score, field rank, position in field) for each matching word."""
        search, end = self.pattern.search, len(text)
        position = 0
        while position < end:
            found = search(text, position)
            if found is None:
                return
            start = text.rfind(" ", 0, found.start()) + 1
            stop = text.find(" ", found.end())
            stop = end if stop < 0 else stop
            field_rank = text.count("|", 0, start)
            field_start = text.rfind("|", 0, start) + 1
            place = text.count(" ", field_start, start)
            for index, typos, score in self.hits(text[start:stop]):
                yield index, typos, score, field_rank, place
            position = stop + 1


def _sort_key(words, matcher, phrase, candidate):
    """The ranking tuple (smaller ranks first), or None when the item does not match."""
    best: list = [None] * len(words)
    for index, typos, score, field_rank, position in matcher.matches(candidate.search_text):
        hit = (typos, field_rank, -score, position)
        if best[index] is None or hit < best[index]:
            best[index] = hit
    matched = [b for b in best if b is not None]
    if not matched:
        return None
    scores = [-b[2] for b in matched]
    if not any(b[0] == 0 for b in matched) and sum(scores) / len(words) < THRESHOLD:
        return None
    typos = sum(b[0] for b in matched)
    cities = [w.city for w in words if w.city]
    in_city = bool(cities) and all(c == candidate.owner_location for c in cities)
    attribute = sum(b[1] for b in matched)
    proximity = 0
    for first, second in zip(best, best[1:]):
        if first is None or second is None or first[1] != second[1]:
            proximity += FAR
        else:
            proximity += min(abs(second[3] - first[3]), FAR)
    exact_phrase = bool(phrase) and phrase in candidate.search_text
    exact_field = exact_phrase and phrase in (
        f.strip() for f in candidate.search_text.split(SEPARATOR))
    return (not exact_phrase, -len(matched), typos, not in_city, attribute, proximity,
            not exact_field, -sum(scores))


def rank(query: str, words: list[QueryWord], candidates: list[Candidate]) -> list[str]:
    """Ids of the matching candidates, best first."""
    matcher = _TokenMatcher(words)
    phrase = normalize(query)
    newest_first = sorted(candidates, key=lambda c: (c.created_at, c.id), reverse=True)
    keyed = []
    for candidate in newest_first:
        key = _sort_key(words, matcher, phrase, candidate)
        if key is not None:
            keyed.append((key, candidate.id))
    keyed.sort(key=lambda item: item[0])  # stable: newest first among equals
    return [item[1] for item in keyed]
