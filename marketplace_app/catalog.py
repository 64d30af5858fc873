"""Fixed option lists of the marketplace: categories, cities, levels, service types."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Category:
    """One entry of the category catalogue."""

    id: str
    name: str
    icon: str
    subcategories: tuple[str, ...]


CATEGORIES: tuple[Category, ...] = (
    Category("photography", "Photography", "camera", (
        "Product / Jewelery", "Fashion / People", "Interiors & Architecture / Spaces",
        "Food & Beverage", "Advertising / Campaigns", "Events & Weddings", "Corporate Events",
        "Travel & Nature")),
    Category("videography", "Videography", "video", (
        "Product / Jewelery", "Fashion / People", "Interiors / 360", "Food & Beverage",
        "Advertising / Campaigns", "Events & Weddings", "Corporate Events", "Drone")),
    Category("editors", "Editors", "scissors", ("Photo Editors", "Video Editors")),
    Category("designers", "Designers", "pen-tool", (
        "Graphic Designers", "Logo Designers", "UI / UX", "VFX / 3D Designers")),
    Category("ai-generative-artists", "Ai Generative Artists", "sparkles", (
        "Content / Audio Gen Artists", "Video Gen Artists")),
    Category("stylists", "Stylists", "shirt", (
        "Fashion Stylists", "Food Stylists", "Space Stylists", "Product / Jewel Stylists",
        "Art Department")),
    Category("models-actors", "Models/Actors", "user-round", ("Fashion Models", "Actors")),
    Category("makeup-artists-hair", "Makeup Artists & Hair", "brush", (
        "Fashion / Advertising", "Events / Weddings")),
    Category("studio-camera-rentals", "Studio & Camera Rentals", "aperture", (
        "Camera & Lighting Rentals", "Studio Spaces")),
    Category("assistants", "Assistants", "hand-helping", (
        "On Set Assists", "Technicians (With Exp Only)")),
    Category("set-designers-art-directors", "Set Designers & Art Directors", "palette", (
        "Set Designers", "Art Directors")),
)

CATEGORY_BY_NAME = {c.name.lower(): c for c in CATEGORIES}
CATEGORY_BY_ID = {c.id: c for c in CATEGORIES}

CITIES: tuple[str, ...] = (
    "Mumbai", "Delhi", "Bangalore", "Chennai", "Hyderabad", "Pune", "Kolkata", "Ahmedabad",
    "Jaipur", "Lucknow",
)
EXPERIENCE_LEVELS: tuple[str, ...] = ("Beginner", "Intermediate", "Professional", "Expert")
FEED_EXPERIENCE_LEVELS: tuple[str, ...] = EXPERIENCE_LEVELS[:3]
GENDERS: tuple[str, ...] = ("male", "female", "other")
EDUCATION: tuple[str, ...] = (
    "Below Graduation", "Graduation", "Post Graduation", "Art Course", "Certified Artist",
    "BFA (Bachelor of Fine Arts)",
)
SERVICE_TYPES: tuple[str, ...] = (
    "Photography", "Videography", "Editors", "Designers", "Ai Generative Artists", "Stylists",
    "Models/Actors", "Makeup Artists & Hair", "Studio & Camera Rentals", "Assistants",
)
ROLES: tuple[str, ...] = ("CLIENT", "TALENT")
# Spellings, transliterations and old city names that search treats as the same word
# (typos alone do not cover them). The first spelling of each group is its canonical form.
SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("jewellery", "jewelry", "jewelery"),
    ("kanjivaram", "kanjeevaram", "kancheepuram"),
    ("biryani", "biriyani"),
    ("makeup", "make up", "make-up"),
    ("photographer", "photography", "photoshoot"),
    ("videographer", "videography", "video"),
    ("bangalore", "bengaluru"),
    ("mumbai", "bombay"),
    ("kolkata", "calcutta"),
    ("chennai", "madras"),
)
MAX_CATEGORIES = 3
MAX_SUBCATEGORIES = 5


def find_category(name: str) -> Category | None:
    """The category with this name or id, ignoring case."""
    key = name.strip().lower()
    return CATEGORY_BY_NAME.get(key) or CATEGORY_BY_ID.get(key)


def canonical(value: str, options: tuple[str, ...]) -> str | None:
    """The option equal to `value` ignoring case and spaces, or None."""
    key = value.strip().lower()
    return next((o for o in options if o.lower() == key), None)
