"""The marketplace's Hindi and Hinglish vocabulary (search_vocabulary.json), read once."""

import json
from functools import lru_cache
from pathlib import Path

from rapidfuzz import utils

from ...i18n.devanagari import FLAPS, NUKTA

PATH = Path(__file__).with_name("search_vocabulary.json")


def _latin(spelling: str) -> str:
    return " ".join(utils.default_process(spelling).split())


def hindi_key(word: str) -> str:
    """A Devanagari word as the vocabulary keys it (no nukta, flaps as written)."""
    return word.replace(NUKTA, "")


@lru_cache(maxsize=1)
def entries() -> tuple[dict, ...]:
    """The entries as written in the file."""
    return tuple(json.loads(PATH.read_text(encoding="utf-8"))["entries"])


@lru_cache(maxsize=1)
def groups() -> tuple[tuple[str, ...], ...]:
    """Each meaning's Latin spellings, the canonical English first (one-word ones only)."""
    found = []
    for entry in entries():
        words = [_latin(s) for s in (*entry["en"], *entry.get("roman", ()))]
        found.append(tuple(dict.fromkeys(w for w in words if w and " " not in w)))
    return tuple(found)


@lru_cache(maxsize=1)
def hindi_terms() -> dict[str, str]:
    """Devanagari word -> the canonical English of its meaning."""
    terms = {}
    for entry in entries():
        for word in entry.get("hi", ()):
            terms.setdefault(hindi_key(word), entry["en"][0])
            terms.setdefault(hindi_key(FLAPS.sub("र", word)), entry["en"][0])
    return terms


@lru_cache(maxsize=1)
def hindi_spellings() -> dict[str, str]:
    """Each Latin spelling of the vocabulary -> the first Devanagari word of its meaning."""
    found = {}
    for entry, group in zip(entries(), groups()):
        if entry.get("hi"):
            for word in group:
                found.setdefault(word, entry["hi"][0])
    return found
