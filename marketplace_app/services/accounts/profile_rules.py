"""Validation of profile fields (spec section 5, Settings), one function per field kind."""

import re

from ... import catalog
from ..errors import Invalid

PHONE_LENGTH = "Phone number must be exactly 10 digits"
PHONE_START = "Phone number must start with 6, 7, 8, or 9"
USERNAME_SAME_AS_NAME = "Username must be different from Full Name"
USERNAME_TAKEN = "Username is already taken. Please choose a different one."
USERNAME_FORMAT = "Username must be 3-30 characters: letters, numbers, dots or underscores"
TOO_MANY_CATEGORIES = "You can select maximum 3 categories"
TOO_MANY_SUBCATEGORIES = "You can select maximum 5 subcategories"
YEARS_RANGE = "Years of experience must be between 0 and 50"
STARTING_PRICE_RANGE = "Starting price must be whole rupees from ₹100 to ₹1,00,00,000"
AADHAR = "Aadhar number must be exactly 12 digits"
PAN = "PAN must be 5 letters, 4 digits and 1 letter (e.g. ABCDE1234F)"
BANK = "Bank account number must be 9 to 18 digits"
IFSC = "IFSC code must be 4 letters, a zero, then 6 letters or digits (e.g. SBIN0001234)"

_USERNAME = re.compile(r"^[A-Za-z0-9._]{3,30}$")
_PAN = re.compile(r"^[A-Z]{5}[0-9]{4}[A-Z]$")
_IFSC = re.compile(r"^[A-Z]{4}0[A-Z0-9]{6}$")
_AADHAR = re.compile(r"\d{12}")
_BANK = re.compile(r"\d{9,18}")


def text(value, label: str, *, max_length: int, required: bool = False) -> str | None:
    """Trimmed text or None when blank; Invalid for non-text or too long."""
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise Invalid(f"{label} must be text")
    value = value.strip()
    if not value:
        if required:
            raise Invalid(f"{label} is required")
        return None
    if len(value) > max_length:
        raise Invalid(f"{label} must be at most {max_length} characters")
    return value


def choice(value, label: str, options: tuple[str, ...]) -> str | None:
    """One of the options (case-insensitive), or None when blank."""
    value = text(value, label, max_length=100)
    if value is None:
        return None
    found = catalog.canonical(value, options)
    if found is None:
        listed = ", ".join(options)
        raise Invalid(f"{label} must be one of: {listed}")
    return found


def string_list(value, label: str, *, max_items: int, max_length: int = 60,
                too_many: str | None = None) -> list[str]:
    """A list from a list or a comma-separated string, trimmed, without blanks or repeats."""
    if value is None:
        return []
    if isinstance(value, str):
        value = value.split(",")
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise Invalid(f"{label} must be a list of text")
    items: list[str] = []
    for item in (v.strip() for v in value):
        if item and item not in items:
            if len(item) > max_length:
                raise Invalid(f"{label} entries must be at most {max_length} characters")
            items.append(item)
    if len(items) > max_items:
        raise Invalid(too_many or f"{label} can have at most {max_items} entries")
    return items


def categories(value) -> list[str]:
    """Up to 3 catalogue category names, canonical spelling."""
    names = string_list(value, "Category", max_items=catalog.MAX_CATEGORIES,
                        too_many=TOO_MANY_CATEGORIES)
    found = []
    for name in names:
        category = catalog.find_category(name)
        if category is None:
            raise Invalid(f"Unknown category: {name}")
        if category.name not in found:
            found.append(category.name)
    return found


def subcategories(value, chosen_categories: list[str]) -> list[str]:
    """Up to 5 subcategories, each belonging to one of the chosen categories."""
    names = string_list(value, "Subcategory", max_items=catalog.MAX_SUBCATEGORIES,
                        too_many=TOO_MANY_SUBCATEGORIES)
    allowed = allowed_subcategories(chosen_categories)
    result = []
    for name in names:
        match = catalog.canonical(name, tuple(allowed))
        if match is None:
            raise Invalid(f"Subcategory '{name}' does not belong to the selected categories")
        result.append(match)
    return result


def allowed_subcategories(category_names: list[str]) -> list[str]:
    """Every subcategory of the given categories, in catalogue order."""
    allowed: list[str] = []
    for name in category_names:
        category = catalog.find_category(name)
        for sub in category.subcategories if category else ():
            if sub not in allowed:
                allowed.append(sub)
    return allowed


def digits(value) -> str:
    """Only the digits of a value given as text or number."""
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise Invalid("Expected a number written as text")
    return re.sub(r"\D", "", str(value))


def phone(value) -> str | None:
    """A 10-digit Indian mobile number starting 6-9, or None when blank."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    number = digits(value)
    if len(number) != 10:
        raise Invalid(PHONE_LENGTH)
    if number[0] not in "6789":
        raise Invalid(PHONE_START)
    return number


def username(value) -> str:
    """A handle of 3-30 letters, digits, dots or underscores."""
    name = text(value, "Username", max_length=30, required=True)
    if not _USERNAME.match(name):
        raise Invalid(USERNAME_FORMAT)
    return name


def experience_years(value) -> int | None:
    """Whole years from 0 to 50, or None when blank."""
    if value is None or value == "":
        return None
    if isinstance(value, bool) or (isinstance(value, str) and not value.isascii()):
        raise Invalid(YEARS_RANGE)  # digits of other scripts are not read as numbers
    try:
        years = float(value)
    except (TypeError, ValueError, OverflowError):
        raise Invalid(YEARS_RANGE) from None
    if not years.is_integer() or not 0 <= years <= 50:
        raise Invalid(YEARS_RANGE)
    return int(years)


def starting_price(value) -> int | None:
    """Whole rupees from 100 to 1 crore, or None when blank; "25,000" reads as 25000."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None
    if isinstance(value, str):
        value = value.strip().replace(",", "").removeprefix("₹").strip()
        if not value.isascii() or not value.isdigit():
            raise Invalid(STARTING_PRICE_RANGE)
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        raise Invalid(STARTING_PRICE_RANGE)
    price = int(value)
    if not 100 <= price <= 10_000_000:
        raise Invalid(STARTING_PRICE_RANGE)
    return price


def _blank(value) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _coded(value, pattern: re.Pattern, message: str, *, strip: str = "") -> str | None:
    """Upper-cased text matching `pattern` once `strip` characters are removed; None if blank."""
    if _blank(value):
        return None
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise Invalid(message)
    code = re.sub(f"[{strip}]", "", str(value)) if strip else str(value)
    code = code.strip().upper()
    if not pattern.fullmatch(code):
        raise Invalid(message)
    return code


def aadhar(value) -> str | None:
    """Twelve digits (spaces and hyphens ignored)."""
    return _coded(value, _AADHAR, AADHAR, strip=r"\s-")


def pan(value) -> str | None:
    """Five letters, four digits, one letter; stored upper-case."""
    return _coded(value, _PAN, PAN)


def bank_account(value) -> str | None:
    """Nine to eighteen digits."""
    return _coded(value, _BANK, BANK)


def ifsc(value) -> str | None:
    """Four letters, a zero, then six letters or digits; stored upper-case."""
    return _coded(value, _IFSC, IFSC)
