"""Devanagari search text to the Latin words the portfolios are written in."""

import re


from ..catalog import HINDI_TERMS

NUKTA = "\u093c"
DEVANAGARI = re.compile(r"[\u0900-\u097f]")
WORD = re.compile(r"[\u0900-\u097f]+|[^\s\u0900-\u097f]+")
# After transliteration: a word-final inherent 'a' is silent in Hindi (फोटोग्राफर = photografar).
# The anusvara sounds as 'm' before p, b, m and as 'n' elsewhere (कांजीवरम = kanjivaram).
ANUSVARA = re.compile(r"M(?=(.?))")
# The flapped ड़ and ढ़ sound as an r (साड़ी = saari, पहाड़ = pahar).
FLAPS = re.compile("ड\u093c|ढ\u093c|\u095c|\u095d")
# A medial inherent a between a vowel-consonant and a consonant-vowel is not spoken
# (बरसात = barsat, गहने = gahne).
MEDIAL_SCHWA = re.compile(r"(?<=[aeiouAEIOU][^aeiouAEIOU])a(?=[^aeiouAEIOU][aeiouAEIOU])")
FINAL_SCHWA = re.compile(r"(?<=[^aeiouAEIOU])a$")


def has_devanagari(text: str) -> bool:
    """Whether the text holds any Devanagari letter."""
    return bool(DEVANAGARI.search(text or ""))


def romanize(word: str, spoken: bool = True) -> str:
    """One Devanagari word in plain Latin letters (शादी -> shadi); `spoken` drops a medial
    inherent a as Hindi does (बरसात -> barsat, else barasat)."""
    from indic_transliteration import sanscript  # only Devanagari text needs it (slow import)

    folded = FLAPS.sub("र", word).replace(NUKTA, "")
    roman = sanscript.transliterate(folded, sanscript.DEVANAGARI, sanscript.OPTITRANS)
    roman = ANUSVARA.sub(lambda m: "m" if m.group(1) and m.group(1) in "pbm" else "n",
                         roman.replace(".N", "n"))
    roman = FINAL_SCHWA.sub("", re.sub(r"[^a-zA-Z]", "", roman))  # long vowels are capitals
    return (MEDIAL_SCHWA.sub("", roman) if spoken else roman).lower()


def _latin(word: str, terms: dict[str, str]) -> str:
    """One Hindi word: the term tables first, else a plain romanisation."""
    folded = FLAPS.sub("र", word).replace(NUKTA, "")
    for table in (HINDI_TERMS, terms):
        if folded in table or word.replace(NUKTA, "") in table:
            return table.get(folded) or table[word.replace(NUKTA, "")]
    return romanize(word, spoken=False)  # the index holds both forms


def to_latin_query(text: str, terms: dict[str, str] | None = None) -> str:
    """'फोटोग्राफर मुंबई' -> 'photographer mumbai'; Latin text comes back unchanged. `terms`:
    more Hindi words with their English (the search vocabulary's)."""
    if not has_devanagari(text):
        return text
    return " ".join(_latin(w, terms or {}) if has_devanagari(w) else w
                    for w in WORD.findall(text))


def romanized(text: str) -> str:
    """The text with its Devanagari words in Latin letters (no translation)."""
    return " ".join(romanize(w) if has_devanagari(w) else w for w in WORD.findall(text or ""))


def romanized_words(text: str) -> str:
    """The Latin forms of the Devanagari words of a text, to index next to it: as spoken, in
    order, then the letter-by-letter forms that differ (कांजीवरम: kanjivram … kanjivaram)."""
    words = [w for w in WORD.findall(text or "") if has_devanagari(w)]
    spoken = [romanize(w) for w in words]
    written = [romanize(w, spoken=False) for w in words]
    extra = [w for w in dict.fromkeys(written) if w not in spoken]
    return " ".join(spoken + extra)
