"""Fixed copy and sample data of the public pages (spec: hard-coded, not real behaviour)."""

from dataclasses import dataclass

from ..catalog import CATEGORIES, Category

HEADLINE = "Where Local Talent Meets Global Demand"
HERO_PLACEHOLDERS = {"talent": "Type the job you are looking for", "jobs": "Search for jobs..."}
QUICK_SUGGESTIONS = ("Photography services", "Videography", "Make up", "Lighting services")
POPULAR_CATEGORIES: tuple[Category, ...] = CATEGORIES[:10]
HERO_PILLS: tuple[Category, ...] = CATEGORIES[:6]


def category_image(category: Category) -> str:
    """The category's artwork under assets/."""
    return f"/site/category-{category.id}.jpg"


@dataclass(frozen=True)
class Step:
    """One step of How It Works."""

    title: str
    text: str
    icon: str


HOW_IT_WORKS = (
    Step("Create your profile", "Talent upload their best work; clients define what they need.",
         "user-round-pen"),
    Step("Explore and connect", "Search by category, skill or project type and start a "
         "conversation.", "search"),
    Step("Hire or collaborate", "Negotiate, book and begin: the work starts here.", "handshake"),
)


@dataclass(frozen=True)
class TalentCard:
    """A sample profile of the landing showcase: image, name, category."""

    name: str
    category: str
    city: str
    image: str


TALENT_SHOWCASE = tuple(
    TalentCard(name, category, city, f"/site/talent-{n}.jpg")
    for n, (name, category, city) in enumerate((
        ("Aarav Mehta", "Photographer", "Mumbai"),
        ("Ishita Rao", "Makeup Artist", "Bangalore"),
        ("Kabir Singh", "Videographer", "Delhi"),
        ("Meera Iyer", "Stylist", "Chennai"),
        ("Rohan Das", "Editor", "Kolkata"),
        ("Ananya Kapoor", "Model", "Mumbai"),
        ("Vikram Joshi", "Set Designer", "Pune"),
        ("Sara Khan", "Designer", "Hyderabad"),
        ("Dev Malhotra", "Art Director", "Jaipur"),
        ("Nisha Verma", "AI Artist", "Ahmedabad"),
    ), start=1)
)


@dataclass(frozen=True)
class GalleryItem:
    """A portfolio tile of the landing gallery."""

    title: str
    owner: str
    image: str
    tall: bool


GALLERY = (
    GalleryItem("Monsoon Portraits", "Aarav Mehta", "/site/gallery-1.jpg", True),
    GalleryItem("Brand Identity, Chai Co.", "Sara Khan", "/site/gallery-2.jpg", False),
    GalleryItem("Wedding Film, Udaipur", "Kabir Singh", "/site/gallery-3.jpg", False),
    GalleryItem("Festive Lookbook", "Meera Iyer", "/site/gallery-4.jpg", True),
    GalleryItem("Dreamscapes", "Nisha Verma", "/site/gallery-5.jpg", True),
    GalleryItem("Bridal Glow", "Ishita Rao", "/site/gallery-6.jpg", False),
    GalleryItem("Stage for a Sitar", "Vikram Joshi", "/site/gallery-7.jpg", False),
    GalleryItem("Runway, Lakme Week", "Ananya Kapoor", "/site/gallery-8.jpg", True),
)

# Footer talent categories (spec §1) and the catalogue category each one opens.
FOOTER_CATEGORIES = (
    ("Photographers", "Photography"), ("Makeup Artists", "Makeup Artists & Hair"),
    ("Set Designers", "Set Designers & Art Directors"), ("Editors", "Editors"),
    ("Stylists", "Stylists"), ("Videographers", "Videography"),
    ("Art Directors", "Set Designers & Art Directors"), ("Models & Actors", "Models/Actors"),
)
# Landing sections the navigation scrolls to: label and element id.
SECTIONS = (("Welcome", "hero"), ("About us", "about"), ("Services", "services"),
            ("Talent", "talent"))
CONTACT_ADDRESS = "hello@yourdomain.example"

BRAND = "Kalakar"
BRAND_TAGLINE = "India's home for creative talent"


@dataclass(frozen=True)
class SamplePhotographer:
    """A hard-coded entry of the /photography sample page (spec §2.22)."""

    name: str
    speciality: str
    city: str
    rating: float
    years: int
    price: int
    image: str


PHOTOGRAPHY_CATEGORIES = ("Photography", "Editing", "Product shoot", "Modelshoot", "Art Shoot")
MODEL_CATEGORY = "Modelshoot"
PHOTOGRAPHERS = tuple(
    SamplePhotographer(name, speciality, city, rating, years, price,
                       f"/site/talent-{(n % 10) + 1}.jpg")
    for n, (name, speciality, city, rating, years, price) in enumerate((
        ("Aarav Mehta", "Portrait Photography", "Mumbai", 4.9, 8, 450),
        ("Lena Fischer", "Model Photography", "Berlin", 4.8, 6, 600),
        ("Kabir Singh", "Wedding Photography", "Delhi", 4.7, 5, 520),
        ("Olivia Brooks", "Model Photography", "Sydney", 4.9, 9, 750),
        ("Rohan Das", "Photo Editing", "Kolkata", 4.6, 3, 180),
        ("Maya Chen", "Model Photography", "California", 4.8, 4, 540),
        ("Vikram Joshi", "Product Photography", "Pune", 4.7, 7, 400),
        ("Sofia Rossi", "Art Photography", "New York", 4.9, 11, 900),
        ("Ishita Rao", "Model Photography", "Mumbai", 4.8, 2, 260),
        ("Noah Williams", "Fashion Photography", "New York", 4.6, 5, 480),
        ("Ananya Kapoor", "Model Photography", "Mumbai", 4.7, 3, 320),
        ("Jack Turner", "Product Photography", "Sydney", 4.5, 1, 150),
    ))
)
MODEL_PHOTOGRAPHERS = tuple(p for p in PHOTOGRAPHERS if p.speciality == "Model Photography")
EXPERIENCE_FILTERS = (("beginner", "Beginner (0-2 years)"), ("intermediate",
                      "Intermediate (3-5 years)"), ("expert", "Expert (6+ years)"))
PHOTOGRAPHY_LOCATIONS = ("New York", "California", "Mumbai", "Berlin", "Sydney")
