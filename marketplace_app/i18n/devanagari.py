"""Devanagari search text to the Latin words the portfolios are written in."""

import re


from ..catalog import HINDI_TERMS

NUKTA = "\u093c"
DEVANAGARI = re.compile(r"[\u0900-\u097f]")
WORD = re.compile(r"[\u0900-\u097f]+|[^\s\u0900-\u097f]+")
# After transliteration: a word-final inherent 'a' is silent in Hindi (फोटोग्राफर = photografar).
# The anusvara sounds as 'm' before p, b, m and as 'n' elsewhere (कांजीवरम = kanjivaram).
ANUSVARA = re.compile(r"M(?=(.?))")
FINAL_SCHWA = re.compile(r"(?<=[^aeiou])a$")


def has_devanagari(text: str) -> bool:
    """Whether the text holds any Devanagari letter."""
    return bool(DEVANAGARI.search(text or ""))


def _latin(word: str) -> str:
    """One Hindi word: the term table first, else a plain romanisation."""
    folded = word.replace(NUKTA, "")
    if folded in HINDI_TERMS:
        return HINDI_TERMS[folded]
    from indic_transliteration import sanscript  # only Devanagari queries need it (slow import)

    roman = sanscript.transliterate(folded, sanscript.DEVANAGARI, sanscript.HK)
    roman = ANUSVARA.sub(lambda m: "m" if m.group(1) in "pbm" else "n", roman).lower()
    roman = re.sub(r"[^a-z]", "", roman.replace("aa", "a"))
    return FINAL_SCHWA.sub("", roman)


def to_latin_query(text: str) -> str:
    """'फोटोग्राफर मुंबई' -> 'photographer mumbai'; Latin text comes back unchanged."""
    if not has_devanagari(text):
        return text
    return " ".join(_latin(w) if has_devanagari(w) else w for w in WORD.findall(text))
