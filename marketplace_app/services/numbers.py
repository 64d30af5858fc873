"""Whole numbers from API input: ASCII digits, never a crash on other text ("²" passes
str.isdigit yet int() refuses it; "١٢" is digits of another script; Python refuses to convert
texts of over 4300 digits)."""

import re

MAX_DIGITS = 4000
_WHOLE = re.compile(rf"[ \t\n\r\f\v]*(-?[0-9]{{1,{MAX_DIGITS}}})[ \t\n\r\f\v]*")


def whole(value) -> int | None:
    """An int from an int, an integral float or ASCII-digit text (blanks around ignored);
    None for anything else (booleans, other scripts' digits, exponents, infinities). Callers
    bound the result (a page size is capped, a budget has a range)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        return int(value) if value.is_integer() else None
    match = _WHOLE.fullmatch(value) if isinstance(value, str) else None
    return int(match.group(1)) if match else None
