"""User-facing texts of the discovery pages (feed, find talent, talent and portfolio pages),
kept in one place for the text catalogue. Spec texts are word for word."""

FEED_TITLE = "Feed"
FEED_SUBTITLE = "Fresh work from creators across India."
FIND_TITLE = "Find Talent"
FIND_SUBTITLE = "Portfolios from creators across India."
PORTFOLIO_TITLE, TALENT_TITLE = "Portfolio", "Talent Profile"
PHOTOGRAPHER_TITLE = "Photographer Profile"
EXPLORE_ALL = "Explore All"
FILTERS = "Filters"
EXPERIENCE = "Experience"
LOCATION = "Location"
CLEAR_FILTERS = "Clear filters"
CARD_VIEW, GRID_VIEW = "Cards", "Grid"
LOAD_MORE = "Load more"
VIEW_PROFILE = "View Profile"
RETRY = "Try again"
NO_PORTFOLIOS = "No portfolios found."
NO_RESULTS = 'No results found for "{search}". Try adjusting your search terms.'
LOAD_FAILED = "Failed to load portfolios. Please try again."
RESULTS_ONE, RESULTS_MANY = "1 result", "{n} results"
SEARCH_FOR = "Search: {search}"
CATEGORY_IS = "Category: {category}"
CLEAR_SEARCH = "Clear search"
DID_YOU_MEAN = "Did you mean {query}?"
ALL_SUBCATEGORIES = "All"

ADMIRE, ADMIRED = "Admire", "Admired"
ADMIRED_BY = "Admired by ({count})"
NO_ADMIRERS = "No one has admired this work yet. Share it to reach more clients."
APPRECIATE, APPRECIATED = "Appreciate", "Appreciated"
SHARE, SHARED = "Share", "Shared"
SHARED_OK = "Link copied and shared!"
ALREADY_SHARED = "You have already shared this portfolio!"
SHARE_FAILED = "Failed to share portfolio"
ADMIRE_FAILED = "Failed to admire. Please try again."
APPRECIATE_FAILED = "Failed to appreciate. Please try again."
SIGN_IN_FIRST = "Please sign in to continue."
IMAGE_NOT_AVAILABLE = "Image not available"

TALENT_NOT_FOUND = "Talent Not Found"
TALENT_NOT_FOUND_TEXT = "The talent profile you're looking for doesn't exist."
GO_BACK = "Go Back"
BACK = "Back"
DEFAULT_LEVEL = "Creative Professional"
DEFAULT_LOCATION = "Remote"
RATING, PROJECTS, YEARS = "Rating", "Projects", "Years"
NEW_RATING = "New"
NO_RATING = "–"
COLABS = "Colabs"
SAVE, SAVED = "Save", "Saved"
SAVED_OK, UNSAVED_OK = "Saved to your list", "Removed from saved talent"
SPECIALIZATIONS = "Specializations"
ABOUT = "About"
NO_BIO = "This talent hasn't written a bio yet."
LETS = "Let's {product}"
# "{product}" of the "Let's {product}" button, by the talent's main category.
PRODUCTS = {"Photography": "Shoot", "Videography": "Film", "Editors": "Edit",
            "Designers": "Design", "Ai Generative Artists": "Create", "Stylists": "Style",
            "Models/Actors": "Shoot", "Makeup Artists & Hair": "Glam",
            "Studio & Camera Rentals": "Rent", "Assistants": "Assist",
            "Set Designers & Art Directors": "Design"}
DEFAULT_PRODUCT = "Collaborate"
SHARE_PROFILE = "Share Profile"
COPIED, COPIED_TEXT = "Copied!", "Profile URL copied to clipboard."
COPY_ERROR, COPY_ERROR_TEXT = "Error", "Failed to copy the URL."
GALLERY = "Portfolio Gallery"
NO_PORTFOLIO, NO_PORTFOLIO_TEXT = "No Portfolio Yet", "This talent hasn't uploaded any work yet."

PORTFOLIO_NOT_FOUND = "Portfolio not found"
PORTFOLIO_LINK_COPIED = "Portfolio link copied to clipboard!"
PROFILE_LINK_COPIED = "Profile link copied to clipboard!"
PROFILE_ERROR = "Error loading profile"

# pages/discovery_browse.py
DATES_IN_THIS_CITY = "Dates in this city"
ALSO_SHOWS_TALENT_WHO_WILL_BE = "Also shows talent who will be visiting then."
FROM = "From"
TO = "To"
HUMAN_MADE_ONLY = "Human-made only"

# pages/discovery_talent.py
MESSAGE = "Message"
UPCOMING_AVAILABILITY = "Upcoming availability"

# components/portfolio_cards.py
AI_GENERATED = "AI-generated"
PLAY_VIDEO = "Play video"
VIEW_IMAGE = "View image"

# components/tiles.py
EVERY_CRAFT_EVERY_CITY = "Every craft, every city"

# components/view_stats.py
VIEWS = "Views"
PROFILE = "Profile"
LAST_7_DAYS = "Last 7 days"

# pages/discovery_browse.py
ANY_FILTER = "Any"
