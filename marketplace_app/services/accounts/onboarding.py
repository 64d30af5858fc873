"""Onboarding (/set-profile): its required fields and its completion count (spec §4, §5)."""

from ... import catalog

# The seven fields onboarding counts and requires, with the spec's messages, in form order.
FIELDS: tuple[tuple[str, str], ...] = (
    ("fullName", "Full Name is required"),
    ("username", "Username is required"),
    ("gender", "Gender is required"),
    ("phone", "Phone is required"),
    ("location", "Location is required"),
    ("category", "Category is required"),
    ("subcategory", "Subcategory is required"),
)


def _filled(value) -> bool:
    if isinstance(value, str):
        return bool(value.strip())
    return bool(value)


def missing(values: dict) -> list[str]:
    """The spec's message for every required onboarding field left blank."""
    return [message for key, message in FIELDS if not _filled(values.get(key))]


def percentage(values: dict) -> int:
    """Rounded percent of the seven onboarding fields that are filled."""
    filled = sum(1 for key, _ in FIELDS if _filled(values.get(key)))
    return round(filled * 100 / len(FIELDS))


def profile_update(values: dict, *, include_password: bool) -> dict:
    """The profile-update payload an onboarding form sends (one category, one subcategory)."""
    data = {key: (values.get(key) or "").strip() for key in
            ("fullName", "username", "gender", "phone", "location")}
    category = (values.get("category") or "").strip()
    subcategory = (values.get("subcategory") or "").strip()
    data["category"] = [category] if category else []
    data["subcategory"] = [subcategory] if subcategory else []
    if include_password and values.get("password"):
        data["password"] = values["password"]
    return data


def subcategories_of(category: str) -> list[str]:
    """The subcategories offered once a category is picked."""
    found = catalog.find_category(category) if category else None
    return list(found.subcategories) if found else []
