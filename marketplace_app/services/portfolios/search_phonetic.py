"""A sound key for Roman-Hindi words, so spelling variants meet (mehndi = menhdi = mehendi)."""

import re

MIN_KEY = 3
# Spellings of one sound, applied in order (an Indic soundex in the spirit of Hindi
# romanisation: long vowels written double, aspirates with an 'h', w/v and z/j mixed up).
_RULES = (("ph", "f"), ("sh", "S"), ("ch", "C"), ("ck", "k"), ("q", "k"), ("x", "ks"),
          ("w", "v"), ("z", "j"), ("ee", "i"), ("oo", "u"), ("ou", "u"), ("ai", "e"), ("ei", "e"),
          ("ay", "e"), ("au", "o"))
_H = re.compile(r"(?<=.)h")               # aspiration and a written h after the first letter
_SCHWA = re.compile(r"a(?=[eiou])|(?<=[eiou])a")  # mehandi: a schwa beside a vowel
_DOUBLE = re.compile(r"(.)\1+")          # aa, tt, nn
_NASAL = re.compile(r"[mn](?=[^aeiouAEIOU])")  # an anusvara before a consonant
_FINAL = re.compile(r"(?<=[^aeiou])a$|y$")   # a silent final 'a'; a final y sounds as i
_LATIN = re.compile(r"^[a-z]+$")


def sound_key(word: str) -> str | None:
    """The key of a Latin word (None for other scripts, digits, or a key under 3 letters)."""
    if not _LATIN.match(word or ""):
        return None
    key = word
    for spelling, sound in _RULES:
        key = key.replace(spelling, sound)
    key = _DOUBLE.sub(r"\1", _SCHWA.sub("", _DOUBLE.sub(r"\1", _H.sub("", key))))
    key = _FINAL.sub(lambda m: "i" if m.group(0) == "y" else "", _NASAL.sub("n", key))
    return key if len(key) >= MIN_KEY else None
