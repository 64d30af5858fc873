"""Reading text the way a person disguising a contact means it, keeping where each character
came from: NFKC, any decimal digit as 0-9, invisible characters dropped, digit words as digits."""

import re
import unicodedata
from dataclasses import dataclass

# Digit words, English, Hindi in Roman letters and in Devanagari ("do", "sat", "one" are also
# ordinary words: a word only counts towards a phone number when enough digits stand in a row).
_DIGIT_WORDS = {
    "0": "zero shunya shoonya shunye sunya sifar ziro शून्य शुन्य सिफ़र सिफर ज़ीरो जीरो",
    "1": "one ek ekk एक वन",
    "2": "two do doh दो टू",
    "3": "three teen tin तीन थ्री",
    "4": "four char chaar चार फोर",
    "5": "five panch paanch paach पांच पाँच पाच फाइव",
    "6": "six chhe chhah chah chhah chhe chey chhey che छह छः छे छै सिक्स",
    "7": "seven saat sat सात सेवन",
    "8": "eight aath aat ath आठ",
    "9": "nine nau nao नौ नाइन",
}
REPEATS = {"double": 2, "triple": 3, "डबल": 2, "ट्रिपल": 3}
WORD_DIGIT = {word: digit for digit, words in _DIGIT_WORDS.items() for word in words.split()}
_LETTER = r"A-Za-z\u0900-\u0963\u0971-\u097F"
_WORD = re.compile(rf"(?<![{_LETTER}])[{_LETTER}]+(?![{_LETTER}])")
# Variation selectors and the keycap mark, which turn "9" into an emoji but keep it a digit.
_INVISIBLE_MARKS = {"\u20e3", *map(chr, range(0xFE00, 0xFE10))}


@dataclass
class Normalised:
    """The text as read, and for each of its characters the (start, end) it came from."""

    text: str
    origin: list[tuple[int, int]]

    def span(self, start: int, end: int) -> tuple[int, int]:
        """The original span behind text[start:end]."""
        return self.origin[start][0], self.origin[end - 1][1]


def _invisible(char: str) -> bool:
    return unicodedata.category(char) == "Cf" or char in _INVISIBLE_MARKS


def _characters(text: str) -> Normalised:
    """NFKC per character, decimal digits as ASCII, invisible characters dropped."""
    if text.isascii():  # NFKC keeps ASCII as it is, and no ASCII character is invisible
        return Normalised(text, list(zip(range(len(text)), range(1, len(text) + 1))))
    out, origin = [], []
    for index, raw in enumerate(text):
        for char in unicodedata.normalize("NFKC", raw):
            if _invisible(char):
                continue
            value = unicodedata.decimal(char, None)
            out.append(str(value) if value is not None else char)
            origin.append((index, index + 1))
    return Normalised("".join(out), origin)


def _digit_words(read: Normalised) -> Normalised:
    """Digit words read as digits ("double nine" as 99); everything else as it was."""
    words = list(_WORD.finditer(read.text))
    out, origin, position, skip = [], [], 0, False
    for index, match in enumerate(words):
        if skip:
            skip = False
            continue
        word, times, last = match.group().lower(), 1, match
        if word in REPEATS and index + 1 < len(words) \
                and not read.text[match.end():words[index + 1].start()].strip() \
                and words[index + 1].group().lower() in WORD_DIGIT:
            times, last, skip = REPEATS[word], words[index + 1], True
        digit = WORD_DIGIT.get(last.group().lower())
        if digit is None:
            continue
        out.append(read.text[position:match.start()])
        origin += read.origin[position:match.start()]
        out.append(digit * times)
        origin += [read.span(match.start(), last.end())] * times
        position = last.end()
    out.append(read.text[position:])
    origin += read.origin[position:]
    return Normalised("".join(out), origin)


def normalise(text: str) -> Normalised:
    """The text as a disguised contact means it, with where each character came from."""
    return _digit_words(_characters(text))
