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

# Works in this category must carry the "AI-generated" label.
AI_CATEGORY = "Ai Generative Artists"
CATEGORY_BY_NAME = {c.name.lower(): c for c in CATEGORIES}
CATEGORY_BY_ID = {c.id: c for c in CATEGORIES}

CITIES: tuple[str, ...] = (
    "Mumbai", "Delhi", "Bangalore", "Chennai", "Hyderabad", "Pune", "Kolkata", "Ahmedabad",
    "Jaipur", "Lucknow",
)
# Other names clients use for the cities above (old names, Hindi in Roman letters and in
# Devanagari), read as the city in the filters and in search.
CITY_ALIASES: dict[str, str] = {
    "bombay": "Mumbai", "bambai": "Mumbai", "मुंबई": "Mumbai", "बंबई": "Mumbai",
    "new delhi": "Delhi", "dilli": "Delhi", "delhi ncr": "Delhi", "दिल्ली": "Delhi",
    "नई दिल्ली": "Delhi", "bengaluru": "Bangalore", "bengalooru": "Bangalore",
    "बेंगलुरु": "Bangalore", "बैंगलोर": "Bangalore", "बंगलौर": "Bangalore",
    "madras": "Chennai", "चेन्नई": "Chennai", "मद्रास": "Chennai", "हैदराबाद": "Hyderabad",
    "poona": "Pune", "पुणे": "Pune", "calcutta": "Kolkata", "कोलकाता": "Kolkata",
    "कलकत्ता": "Kolkata", "amdavad": "Ahmedabad", "अहमदाबाद": "Ahmedabad",
    "pink city": "Jaipur", "जयपुर": "Jaipur", "लखनऊ": "Lucknow",
}
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
LANGUAGES: tuple[str, ...] = ("en", "hi")  # the text catalogue's languages (i18n.LANGUAGES)
# Spellings, transliterations and old city names that search treats as the same word
# (typos alone do not cover them). The first spelling of each group is its canonical form.
SYNONYMS: tuple[tuple[str, ...], ...] = (
    ("jewellery", "jewelry", "jewelery"),
    ("kanjivaram", "kanjeevaram", "kancheepuram"),
    ("biryani", "biriyani"),
    ("makeup", "make up", "make-up"),
    ("photographer", "photography", "photoshoot"),
    ("videographer", "videography", "video"),
    ("bangalore", "bengaluru", "bengalooru"),
    ("mumbai", "bombay", "bambai"),
    ("kolkata", "calcutta"),
    ("chennai", "madras"),
    ("pune", "poona"),
    ("delhi", "dilli"),
    ("ahmedabad", "amdavad"),
)
MAX_CATEGORIES = 3
MAX_SUBCATEGORIES = 5


def find_city(value) -> str | None:
    """One of CITIES by any common name of it ("Bengaluru", "bombay", "दिल्ली"), else None."""
    if not isinstance(value, str):
        return None
    return canonical(value, CITIES) or CITY_ALIASES.get(" ".join(value.lower().split()))


def find_category(name: str) -> Category | None:
    """The category with this name or id, ignoring case."""
    key = name.strip().lower()
    return CATEGORY_BY_NAME.get(key) or CATEGORY_BY_ID.get(key)


def canonical(value: str, options: tuple[str, ...]) -> str | None:
    """The option equal to `value` ignoring case and spaces, or None."""
    key = value.strip().lower()
    return next((o for o in options if o.lower() == key), None)

# Spec §5: a collaboration's location must be one of about 100 Indian cities (ignoring case).
INDIAN_CITIES: tuple[str, ...] = (
    "Mumbai", "Delhi", "New Delhi", "Bangalore", "Bengaluru", "Hyderabad", "Chennai", "Pune",
    "Kolkata", "Ahmedabad", "Jaipur", "Lucknow", "Surat", "Kanpur", "Nagpur", "Indore", "Thane",
    "Bhopal", "Visakhapatnam", "Patna", "Vadodara", "Ghaziabad", "Ludhiana", "Agra", "Nashik",
    "Faridabad", "Meerut", "Rajkot", "Varanasi", "Srinagar", "Aurangabad", "Dhanbad",
    "Amritsar", "Navi Mumbai", "Prayagraj", "Allahabad", "Ranchi", "Howrah", "Coimbatore",
    "Jabalpur", "Gwalior", "Vijayawada", "Jodhpur", "Madurai", "Raipur", "Kota", "Guwahati",
    "Chandigarh", "Solapur", "Hubli", "Mysore", "Mysuru", "Tiruchirappalli", "Bareilly",
    "Aligarh", "Tiruppur", "Gurgaon", "Gurugram", "Moradabad", "Jalandhar", "Bhubaneswar",
    "Salem", "Warangal", "Noida", "Guntur", "Bhiwandi", "Saharanpur", "Gorakhpur", "Bikaner",
    "Amravati", "Jamshedpur", "Bhilai", "Cuttack", "Firozabad", "Kochi", "Cochin", "Nellore",
    "Bhavnagar", "Dehradun", "Durgapur", "Asansol", "Rourkela", "Nanded", "Kolhapur", "Ajmer",
    "Gulbarga", "Jamnagar", "Ujjain", "Siliguri", "Jhansi", "Jammu", "Mangalore", "Mangaluru",
    "Erode", "Belgaum", "Tirunelveli", "Gaya", "Udaipur", "Kozhikode", "Thiruvananthapuram",
    "Trivandrum", "Goa", "Panaji", "Shimla", "Puducherry", "Pondicherry", "Shillong",
    "Gangtok", "Imphal", "Aizawl", "Agartala", "Itanagar", "Kohima", "Leh", "Rishikesh",
    "Haridwar", "Manali", "Ooty", "Darjeeling", "Alleppey", "Vellore", "Thrissur", "Kannur",
)


def find_indian_city(value) -> str | None:
    """The listed Indian city equal to `value` ignoring case and outer spaces, or None."""
    return canonical(value, INDIAN_CITIES) if isinstance(value, str) else None


def city_suggestions(prefix: str, limit: int = 8) -> list[str]:
    """Listed cities starting with the typed text (ignoring case), for the location input."""
    key = (prefix or "").strip().lower()
    if not key:
        return []
    return [c for c in INDIAN_CITIES if c.lower().startswith(key)][:limit]


# Hindi words a client may type, mapped to the English the portfolios are written in.
# Keys are written without the nukta (फ़ -> फ); the search folds typed text the same way.
HINDI_TERMS: dict[str, str] = {
    "फोटोग्राफर": "photographer", "फोटोग्राफी": "photography", "फोटो": "photo",
    "वीडियोग्राफर": "videographer", "वीडियोग्राफी": "videography", "वीडियो": "video",
    "फिल्म": "film", "एडिटर": "editor", "एडिटिंग": "editing", "डिजाइनर": "designer",
    "स्टाइलिस्ट": "stylist", "मॉडल": "model", "अभिनेता": "actor", "अभिनेत्री": "actress",
    "मेकअप": "makeup", "बाल": "hair", "हेयर": "hair", "स्टूडियो": "studio", "कैमरा": "camera",
    "ड्रोन": "drone", "असिस्टेंट": "assistant", "सहायक": "assistant", "शादी": "wedding",
    "विवाह": "wedding", "दुल्हन": "bridal", "दूल्हा": "groom", "फैशन": "fashion",
    "खाना": "food", "भोजन": "food", "गहने": "jewellery", "ज्वेलरी": "jewellery",
    "साड़ी": "saree", "साडी": "saree", "पोर्ट्रेट": "portrait", "प्रोडक्ट": "product",
    "उत्पाद": "product", "इवेंट": "event", "कार्यक्रम": "event", "कॉर्पोरेट": "corporate",
    "यात्रा": "travel", "प्रकृति": "nature", "मानसून": "monsoon", "रील": "reel",
    "विज्ञापन": "advertising", "लोगो": "logo", "ग्राफिक": "graphic", "सेट": "set",
    "कलाकार": "artist", "आर्टिस्ट": "artist", "संगीत": "music", "संगीतकार": "musician",
    "मुंबई": "mumbai", "बंबई": "mumbai", "दिल्ली": "delhi", "बेंगलुरु": "bangalore",
    "बैंगलोर": "bangalore", "बंगलौर": "bangalore", "चेन्नई": "chennai", "मद्रास": "chennai",
    "हैदराबाद": "hyderabad", "पुणे": "pune", "कोलकाता": "kolkata", "कलकत्ता": "kolkata",
    "अहमदाबाद": "ahmedabad", "जयपुर": "jaipur", "लखनऊ": "lucknow",
}
