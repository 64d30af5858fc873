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

BRAND = "Kalakar"
BRAND_HOME = "{brand} home"  # the logo link's label
BRAND_TAGLINE = "India's home for creative talent"


EXPERIENCE_FILTERS = (("beginner", "Beginner (0-2 years)"), ("intermediate",
                      "Intermediate (3-5 years)"), ("expert", "Expert (6+ years)"))

# pages/auth_pages.py
SIGNING_IN = "Signing in..."
SIGN_IN_WITH_GOOGLE = "Sign in with Google"
SIGN_IN_TO_MANAGE_YOUR_PORTFOLIO = "Sign in to manage your portfolio and get hired."
FOR_CREATIVE_TALENT = "For creative talent"
GET_DISCOVERED_BY_CLIENTS_ACROSS_INDIA = "Get discovered by clients across India"
SIGN_IN_TO_FIND_AND_HIRE = "Sign in to find and hire creative professionals."
FOR_CLIENTS = "For clients"
HIRE_HAND_PICKED_LOCAL_TALENT = "Hire hand-picked local talent"
SIGN_IN_WITH_EMAIL = "Sign in with Email"
CREATE_ACCOUNT = "Create Account"
SKIP_FOR_NOW = "Skip for Now"
SHOW_YOUR_BEST_PHOTOS_AND_VIDEOS = "Show your best photos and videos"
RECEIVE_ADMIRES_REVIEWS_AND_REQUESTS = "Receive admires, reviews and requests"
BUILD_PROFILE_CLIENTS_TRUST = "Build a profile clients trust"
BROWSE_PORTFOLIOS_BY_CATEGORY_AND_CITY = "Browse portfolios by category and city"
ADMIRE_SHORTLIST_AND_SHARE_WORK = "Admire, shortlist and share work"
START_COLLABORATION_IN_MINUTES = "Start a collaboration in minutes"
SIGN_UP = "Sign up"
SIGNING_IN_TITLE = "Signing in"
OR = "or"
JOIN_MARKETPLACE = "Join the marketplace"
WHERE_LOCAL_TALENT_MEETS_GLOBAL_DEMAND = (
    "Where Local Talent Meets Global Demand. How would you like to start?")
SIGNING_YOU_IN = "Signing you in..."
I_WANT_TO_GET_HIRED = "I want to get Hired"
PHOTOGRAPHERS_EDITORS_STYLISTS_MODELS_AND_MORE = (
    "Photographers, editors, stylists, models and more: show your work and get booked.")
SIGNUP_AS_TALENT = "Signup as Talent"
I_WANT_TO_HIRE = "I want to Hire"
FIND_HAND_PICKED_CREATIVE_PROFESSIONALS_FOR = (
    "Find hand-picked creative professionals for your next shoot or project.")
SIGNUP_AS_CLIENT = "Signup as Client"
LOGOUT = "Logout"
HOME = "Home"

# pages/coming_soon.py
BROWSE_TALENT_MEANWHILE = "Browse creative talent meanwhile"
LANDING_SOON = "LANDING SOON"
WERE_PUTTING_FINISHING_TOUCHES_ON_THIS = (
    "We're putting the finishing touches on this. Want to know first? Write to us.")
BACK_TO_HOME = "Back to Home"

# pages/handle_check.py
FIND_YOUR_HANDLE = "Find your handle"
HANDLE_INTRO = (
    "Clients will find you at @handle. Check that yours is free before you sign up.")
CHECK = "Check"
HANDLE_EXAMPLE = "e.g. asha.frames"

# pages/landing.py
HIRE_TALENT = "Hire Talent"
BROWSE_JOBS = "Browse Jobs"
HAND_PICKED_PROFESSIONAL_PORTFOLIOS = "Hand picked Professional Portfolios"
TASTE_OF_WORK_OUR_COMMUNITY_CREATES = "A taste of the work our community creates every day."
TRANSPARENT_FAIR_AND_SIMPLE_HIRING = "Transparent, Fair and Simple Hiring"
HOW_IT_WORKS_IN_THREE_STEPS = "How it works, in three steps."
MEET_TALENT = "Meet the Talent"
CREATORS_FROM_ACROSS_INDIA_READY_FOR = "Creators from across India, ready for their next brief."
FIND_RIGHT_CREATIVE_FOR_YOUR_NEXT = "Find the right creative for your next shoot"
POST_ONCE_COMPARE_PORTFOLIOS_AND_BOOK = (
    "Post once, compare portfolios and book the talent that fits your brief.")
HIRE_NOW = "Hire Now"
YOUR_WORK_DESERVES_TO_BE_SEEN = "Your work deserves to be seen"
BUILD_PORTFOLIO_IN_MINUTES_AND_GET = (
    "Build a portfolio in minutes and get discovered by clients across India.")
JOIN_AS_TALENT = "Join as Talent"
SEARCH = "Search"
PORTFOLIOS = "Portfolios"
SIGN_UP_BUTTON = "Sign Up"
HOW_IT_WORKS_TITLE = "How it works"
TALENT = "Talent"
DISCOVER_PHOTOGRAPHERS_FILMMAKERS_STYLISTS_DESIGNERS_AND = (
    "Discover photographers, filmmakers, stylists, designers and studios across India. "
    "Browse their work, then hire in a few clicks.")
STUDIO_SET_READY_FOR_SHOOT = "A studio set ready for a shoot"
ABOUT_US = "About us"
CHOOSE_YOUR_WAY_TO_GET_WORK = "Choose your way to get work done"
WE_BRING_INDIAS_LOCAL_CREATIVE_TALENT = (
    "We bring India's local creative talent to clients everywhere: one place to show your "
    "craft, find the right person and start working together.")
OUR_POPULAR_SERVICES = "Our Popular Services"
EVERY_CRAFT_PRODUCTION_NEEDS_FROM_FIRST = (
    "Every craft a production needs, from the first idea to the final frame.")
FEATURED_WORK = "Featured work"
POPULAR = "Popular:"
FOR_BRANDS_AGENCIES_AND_ANYONE_WITH = "For brands, agencies and anyone with a project."
GET_HIRED = "Get Hired"
FOR_PHOTOGRAPHERS_ARTISTS_AND_CREWS = "For photographers, artists and crews."
SIGN_UP_AS_TALENT = "Sign up as Talent"
SERVICES = "Services"
SEE_ALL_SERVICES = "See all services"
BROWSE_REAL_PORTFOLIOS = "Browse real portfolios"
FILTER_BY_CRAFT_AND_CITY = "Filter by craft and city"
PUBLISH_YOUR_BEST_WORK = "Publish your best work"
GET_DISCOVERED_BY_CLIENTS = "Get discovered by clients"
COUNT_SPECIALITIES = "{count} specialities"

# pages/not_found.py
OOPS_NOTHING_HERE = "Oops, nothing here..."
WE_COULDNT_FIND_PAGE_YOU_ASKED = "We couldn't find the page you asked for:"
RETURN_HOME = "Return Home"

# pages/photography.py
TOP_PHOTOGRAPHERS = "Top photographers"
FILTERS = "Filters"
PRICE = "Price"
EXPERIENCE = "Experience"
LOCATION = "Location"
APPLY_FILTERS = "Apply Filters"
ALL_PHOTOGRAPHERS = "All photographers"
PHOTOGRAPHY = "Photography"
PORTRAITS_PRODUCTS_FASHION_AND_ART_BOOK = (
    "Portraits, products, fashion and art: book photographers who get it right the first "
    "time.")
YEARS_YRS = "{years} yrs"
FROM_PRICE = "from {price}"
PRICE_ON_REQUEST = "Price on request"
STARTING_PRICE_RUPEES = "Starting price (₹)"
ANY_EXPERIENCE = "Any experience"
ALL_SPECIALITIES = "All"
NO_PHOTOGRAPHERS = "No photographers match these filters yet."
PHOTOGRAPHERS_LOADING = "Loading photographers…"
HIDE_FILTERS = "Hide Filters"
SHOW_FILTERS = "Show Filters"
VIEW_PORTFOLIO = "View Portfolio"
GET_QUOTE = "Get Quote"
MIN = "Min"
MINIMUM_PRICE = "Minimum price"
MAX = "Max"
MAXIMUM_PRICE = "Maximum price"
BEST_OF_2024 = "Best of 2024"
VIEW_JOBS = "View Jobs"

# pages/services.py
PICK_CRAFT_TO_MEET_PEOPLE_BEHIND = "Pick a craft to meet the people behind it."

# pages/site_pages.py
LANDING_SOON_TITLE = "Landing soon"
PAGE_NOT_FOUND = "Page not found"

# components/auth_dialogs.py
SIGN_IN = "Sign in"
WELCOME_BACK_SIGN_IN_WITH_YOUR = "Welcome back. Sign in with your email and password."
JOIN_INDIAS_MARKETPLACE_FOR_CREATIVE_TALENT = "Join India's marketplace for creative talent."
PASSWORD = "Password"
I_WANT_TO = "I want to"
EMAIL = "Email"
YOUR_PASSWORD = "Your password"
FULL_NAME = "Full Name"
AT_LEAST_8_CHARACTERS = "At least 8 characters"
RECENT_ACCOUNTS = "Recent accounts"
YOUR_FULL_NAME = "Your full name"
CREATING_ACCOUNT = "Creating Account..."
HIDE_PASSWORD = "Hide password"
SHOW_PASSWORD = "Show password"
CLOSE = "Close"

# components/footer.py
NAVIGATE = "Navigate"
MORE_TALENT = "More talent"
N_2025_BRAND_MADE_IN_INDIA_FOR = "© 2025 {brand}. Made in India for creators everywhere."
TAGLINE_PHOTOGRAPHERS_FILMMAKERS_STYLISTS_ARTISTS_AND = (
    "{tagline}. Photographers, filmmakers, stylists, artists and studios, ready for your "
    "next project.")
GET_MOBILE_APP = "Get the mobile app"
LOGIN_SIGNUP = "Login/Signup"

# components/kiosk_qr.py
QR_CODE_OF_MARKETPLACES_ADDRESS_ON = "QR code of the marketplace's address on this network"
BROWSE_ON_YOUR_PHONE = "Browse on your phone"
JOIN_STUDIO_WI_FI_THEN_SCAN = "Join the studio Wi-Fi, then scan this code with your phone's camera."
KIOSK_CERTIFICATE_WARNING = ("The first time, your phone may warn that the connection is not "
                             "private: this kiosk made its own certificate. Choose to continue "
                             "to the site.")

# components/navbar.py
MESSAGES = "Messages"
OPEN_FULL_PAGE = "Open full page"
MY_PROFILE = "My Profile"
MANAGE = "Manage"
LOGIN_SIGNUP_BUTTON = "Login / Signup"
NOTIFICATIONS = "Notifications"
# The pop-up messages' region, as sonner names it: its name and the keys that reach it.
TOASTS_REGION = "Notifications alt+T"
MARK_ALL_AS_READ = "Mark all as read"
SEE_ALL_NOTIFICATIONS = "See all notifications"
PHOTOGRAPHY_SERVICES = "Photography services"
OPEN_MENU = "Open menu"
YOURE_ALL_CAUGHT_UP = "You're all caught up."
ME = "Me"
PORTFOLIO = "Portfolio"

# components/ui.py
EXPLORE_MORE = "Explore More"

# components/handle_result.py
HANDLE_FREE = "@{handle} is free. It can be yours."
HANDLE_TAKEN = "@{handle} is taken. These are free:"

# state/signin_forms.py
ACCOUNT_CREATED_SUCCESSFULLY = "Account created successfully!"
LOGIN_SUCCESSFUL = "Login successful!"

# pages/auth_pages.py
TALENT_SIGNIN_TITLE = "Talent Sign in"

# pages/auth_pages.py
CLIENT_SIGNIN_TITLE = "Client Sign in"

# pages/auth_pages.py
GOOGLE_OFF_NOTE = "Google sign-in is not set up on this server yet."

# pages/auth_pages.py
# pages/services.py
SERVICES_TITLE = "Our Popular Services"

# components/auth_dialogs.py
ROLE_CHOICES = (("CLIENT", "Hire Talent", "briefcase", "Find and book creative professionals"),
                ("TALENT", "Get Hired", "camera", "Show your work and get discovered"))

# components/auth_dialogs.py
FORGET_ACCOUNT = "Forget this account"

# components/footer.py
LEGAL_LINKS = ("Terms of Service", "Privacy Policy", "Cookie Settings")

# components/footer.py
FOOTER_SECTIONS = {"hero": "Welcome", "about": "About", "services": "Services",
                   "talent": "Talent"}

# components/page_meta.py
META_DEFAULT = "Kalakar: find and hire India's photographers, models, designers and other " \
          "creative talent, and show your own work."

# components/page_meta.py
# Route (as Reflex keys it) -> description; the talent and portfolio pages also get their own
# from the backend (api/share_previews.py) with the person's or the work's words.
META_DESCRIPTIONS = {
    "index": "Find photographers, videographers, models, designers and more creative talent "
             "near you in India, see their work and hire them on Kalakar.",
    "main-feed": "Browse the latest portfolios from India's creative talent: photography, "
                 "videography, design, styling and more, filtered by city and experience.",
    "find-talent": "Search India's creative professionals by skill, city and experience, "
                   "compare their portfolios and contact the right talent for your project.",
    "services": "Photography, videography, models, makeup, styling, design and studio "
                "rentals: the creative services you can book through Kalakar.",
    "photography": "Wedding, fashion, product and event photographers across India: browse "
                   "their portfolios and hire one on Kalakar.",
    "browse": "Open jobs for photographers, videographers, designers and more from clients "
              "across India: find one that fits and send your proposal on Kalakar.",
    "talent-detail/[id]": "A creative professional's profile on Kalakar: their portfolio, "
                          "reviews, skills and how to hire them.",
    "portfolio-detail/[id]": "A portfolio on Kalakar: photos and videos by India's creative "
                             "talent, with details of the work and the artist.",
    "photographer-profile": "A photographer's profile on Kalakar: their work, experience "
                            "and how to book them.",
    "coming-soon": "This part of Kalakar is landing soon: meanwhile, browse creative talent "
                   "and their work.",
    "signup": "Join Kalakar as creative talent to show your work, or as a client to hire "
              "India's creative professionals.",
    "talent-signin": "Sign in to Kalakar to manage your portfolio, requests and profile.",
    "signin": "Sign in to Kalakar to manage your portfolio, requests and profile.",
    "client-signin": "Sign in to Kalakar as a client to find and hire creative talent.",
    "handle-check": "Check whether your Kalakar handle is free before you sign up.",
}

# state/signin_forms.py
GOOGLE_NOT_SET_UP = ("Google sign-in is not set up on this server yet. "
                     "Please sign in with your email instead.")
