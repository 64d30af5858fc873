"""Anti-scam masking: phone numbers, emails and UPI ids are hidden until a collaboration
between the two users is accepted (the stored text keeps them; this runs when reading)."""

import re

MASK = "•••••"
HIDDEN_NOTICE = "Contact details are hidden until a collaboration is accepted"

_SEP = r"[\s.\-()]*"
# Indian mobile: optional +91 / 91 / 0, then ten digits starting 6-9, any separators between.
PHONE = re.compile(rf"(?<!\d)(?:\(?\+?91\)?{_SEP}|0{_SEP})?[6-9](?:{_SEP}\d){{9}}(?!{_SEP}\d)")
EMAIL = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+", re.UNICODE)
# UPI handle: name@bank (no dot in the bank part, which is what tells it from an email).
UPI = re.compile(r"[\w.\-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}\b")


def mask_contacts(text: str) -> tuple[str, bool]:
    """The text with contact details replaced by a mask, and whether anything was hidden."""
    masked = text
    for pattern in (EMAIL, UPI, PHONE):
        masked = pattern.sub(MASK, masked)
    return masked, masked != text
