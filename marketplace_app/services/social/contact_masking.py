"""Anti-scam masking: phone numbers, emails, UPI ids and messaging links are hidden until a
collaboration between the two users is accepted (the stored text keeps them; this runs when
reading). Matching runs on the normalised text (contact_text.py); only the matched spans of
the original are replaced, so the rest of the text reads exactly as written."""

import re
from functools import lru_cache

import phonenumbers

from .contact_text import Normalised, normalise

MASK = "•••••"
HIDDEN_NOTICE = "Contact details are hidden until a collaboration is accepted"

# "@" and "." as people spell them out: "at", "[at]", "(at)", "at the rate"; "dot", "(dot)".
_OPEN, _CLOSE = r"[\[({<]", r"[\])}>]"
AT = (rf"(?:\s*@\s*|\s*{_OPEN}\s*(?:at|@|एट)\s*{_CLOSE}\s*"
      r"|\s+(?:at(?:\s+the\s+rate(?:\s+of)?)?|एट(?:\s+द\s+रेट)?)\s+)")
DOT = rf"(?:\.|\s*{_OPEN}\s*(?:dot|\.|डॉट|डॉट)\s*{_CLOSE}\s*|\s+(?:dot|डॉट|डाट)\s+|\s+\.\s+)"
_TLD = r"(?:com|in|co|net|org|io|me|info|biz|edu|gov|ac|us|uk|ai|app|dev|xyz|online|live)"
_LOCAL = r"[\w+\-]+(?:(?:\.|\s+dot\s+|\s*[\[(]dot[\])]\s*)[\w+\-]+)*"
EMAIL = re.compile(rf"(?<![\w.]){_LOCAL}{AT}[A-Za-z0-9\-]+(?:{DOT}[A-Za-z0-9\-]+)*{DOT}{_TLD}\b",
                   re.IGNORECASE)
# UPI handle: name@bank (no dot in the bank part, which is what tells it from an email); the
# spelt-out "at" only before a known bank handle, so "meet at noon" stays.
UPI = re.compile(r"(?<![\w.])[\w.\-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}\b")
_HANDLES = r"(?:ok\w{2,12}|ybl|ibl|axl|apl|upi|paytm|ptyes|ptaxis|pthdfc|ptsbi|jupiteraxis|fbl|kotak|icici|sbi|hdfcbank|axisbank|barodampay|waaxis|wahdfcbank|wasbi|waicici)"
UPI_SPELT = re.compile(rf"(?<![\w.])[\w.\-]{{2,256}}{AT}{_HANDLES}\b", re.IGNORECASE)
LINK = re.compile(
    rf"(?:https?\s*:\s*/\s*/\s*)?(?:www{DOT})?"
    rf"(?:wa{DOT}me|t{DOT}me|telegram{DOT}(?:me|dog)|chat{DOT}whatsapp{DOT}com"
    rf"|api{DOT}whatsapp{DOT}com|whatsapp{DOT}com)(?:\s*/\s*[^\s]*)?", re.IGNORECASE)

# Digits with separators between them: a phone number is read across these gaps.
_SEPARATORS = r"[\s\-./\\_*|()+#~–—,]"
_GAP = re.compile(rf"{_SEPARATORS}{{1,4}}|{_SEPARATORS}*\s(?:then|and|phir|fir|aur|फिर|और)\s"
                  rf"{_SEPARATORS}*", re.IGNORECASE)
_DIGITS = re.compile(r"\d+")
# The shortest number worth a look (a landline without its STD code), and how many candidates
# libphonenumber may try in one text (a long run of spaced digits is otherwise slow).
MIN_PHONE_DIGITS, MAX_TRIES = 8, 200
_MOBILE = (phonenumbers.PhoneNumberType.MOBILE, phonenumbers.PhoneNumberType.FIXED_LINE_OR_MOBILE)
_CURRENCY = re.compile(r"(?:₹|rs\.?|inr|rupees?)\s*$", re.IGNORECASE)


def _is_mobile(digits: str) -> bool:
    """Ten digits from 6-9, optionally after 0, 91 or 091."""
    for prefix in ("", "0", "91", "091"):
        rest = digits[len(prefix):]
        if digits.startswith(prefix) and len(rest) == 10 and rest[0] in "6789":
            return True
    return False


def _amount_range(groups: list[re.Match]) -> bool:
    """"75000-90000": two round amounts, a budget rather than a phone number."""
    return len(groups) == 2 and all(len(g.group()) >= 4 and g.group().endswith("000")
                                    for g in groups)


def _runs(text: str) -> list[list[re.Match]]:
    """Groups of digits that stand together, split where something other than a gap sits."""
    runs, run = [], []
    for group in _DIGITS.finditer(text):
        if run:
            gap = text[run[-1].end():group.start()]
            joined = _GAP.fullmatch(gap) and ("," not in gap or (
                len(run[-1].group()) == 1 and len(group.group()) == 1))
            if not joined:
                runs.append(run)
                run = []
        run.append(group)
    return runs + [run] if run else runs


def _spelt_phones(runs: list[list[re.Match]]) -> list[tuple[int, int]]:
    """Mobile numbers written across gaps: "9 8 7 6 5 / 4 3 2 1 0", spelt-out digits."""
    spans = []
    for run in runs:
        start = 0
        while start < len(run):
            for end in range(start, len(run)):
                chosen = run[start:end + 1]
                digits = "".join(g.group() for g in chosen)
                if len(digits) > 13:
                    break
                if _is_mobile(digits) and not _amount_range(chosen):
                    spans.append((chosen[0].start(), chosen[-1].end()))
                    start = end
                    break
            start += 1
    return spans


def _dialled(match) -> bool:
    """A mobile number, or any number written the way it is dialled (0 or + first); a bare
    landline-shaped number is as likely an order or invoice number."""
    kind = phonenumbers.number_type(match.number)
    return kind in _MOBILE or match.raw_string.lstrip("(").startswith(("0", "+"))


def _listed_phones(text: str) -> list[tuple[int, int]]:
    """Valid Indian numbers as libphonenumber finds them (mobiles, dialled landlines)."""
    spans = []
    for match in phonenumbers.PhoneNumberMatcher(text, "IN", leniency=phonenumbers.Leniency.VALID,
                                                 max_tries=MAX_TRIES):
        groups = list(_DIGITS.finditer(match.raw_string))
        if _amount_range(groups) or _CURRENCY.search(text[:match.start]) or not _dialled(match):
            continue
        spans.append((match.start, match.end))
    return spans


def contact_spans(read: Normalised) -> list[tuple[int, int]]:
    """Spans of the normalised text that are contact details."""
    text = read.text
    spans = [m.span() for pattern in (EMAIL, UPI, UPI_SPELT, LINK) for m in pattern.finditer(text)]
    runs = _runs(text)
    if max((sum(len(g.group()) for g in run) for run in runs), default=0) < MIN_PHONE_DIGITS:
        return spans  # no phone number can be there (the common case: feed descriptions)
    return spans + _listed_phones(text) + _spelt_phones(runs)


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[list[int]] = []
    for start, end in sorted(spans):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    return [(start, end) for start, end in merged]


def _original_spans(text: str) -> list[tuple[int, int]]:
    """Spans of the original text that are contact details, merged and in order."""
    read = normalise(text)
    return _merged([read.span(s, e) for s, e in contact_spans(read) if e > s])


def mask_contacts(text: str) -> tuple[str, bool]:
    """The text with contact details replaced by a mask, and whether anything was hidden."""
    if not text:
        return text, False
    spans = _original_spans(text)
    if not spans:
        return text, False
    pieces, position = [], 0
    for start, end in spans:
        pieces += [text[position:start], MASK]
        position = end
    return "".join(pieces + [text[position:]]), True


# Public texts (titles, descriptions, bios) are masked on every feed and talent page read:
# masking is a function of the text alone, so a text read again is not masked again.
MEMO_TEXTS, MEMO_CHARS = 16384, 4000


@lru_cache(maxsize=MEMO_TEXTS)
def _masked(text: str) -> str:
    return mask_contacts(text)[0]


def masked_unless(text: str | None, unlocked: bool) -> str | None:
    """The text as shown: as written when unlocked, else with contact details masked."""
    if unlocked or not text:
        return text
    return _masked(text) if len(text) <= MEMO_CHARS else mask_contacts(text)[0]


def masked_list(values, unlocked: bool) -> list:
    """A list of short texts (tags, keywords) as shown: read together, so a number split over
    several tags is found too; a tag holding part of a contact is masked whole."""
    values = list(values or [])
    if unlocked or not values:
        return values
    texts = [v if isinstance(v, str) else "" for v in values]
    starts = [sum(len(t) + 1 for t in texts[:i]) for i in range(len(texts))]
    spans = _original_spans(" ".join(texts))
    shown = []
    for value, text, start in zip(values, texts, starts, strict=True):
        if not any(s < start + len(text) and e > start for s, e in spans):
            shown.append(value)
            continue
        alone = mask_contacts(text)[0]
        shown.append(alone if alone != text else MASK)
    return shown
