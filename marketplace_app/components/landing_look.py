"""The landing page's hero chips (quick searches and category pills), its three steps and its
two ways in, as plain rules: they are plain elements with Radix's classes (Radix's and
emotion's wrappers made each chip ~10 React components, and each card ~35-60, for a phone to
hydrate)."""

from .card_look import icon_rules

# The icons that no other look draws (camera: the footer's; sparkles: the card's).
LANDING_ICONS = (("video", False), ("scissors", False), ("pen-tool", False), ("shirt", False),
                 ("user-round-pen", False), ("search", False), ("handshake", False),
                 ("briefcase", False), ("check", False))

LANDING_LOOK = (
    icon_rules(LANDING_ICONS)
    # Radix's outline variant sets these later in the page: the rules name the element.
    + "button.hero-chip{color:white;border-color:rgba(255,255,255,0.35);"
    "background:rgba(255,255,255,0.08);cursor:pointer;--is:14px}"
    "button.hero-chip:hover{background:rgba(255,255,255,0.2)}"
    "a.hero-pill:hover,a.cta-link:hover{color:var(--accent-8)}"
    ".hero-popular{color:rgba(255,255,255,0.7)}"
    # How it works: a step's icon on an accent square, its number, title and text.
    ".how-top{width:100%}"
    ".how-mark{display:flex;align-items:center;justify-content:center;width:48px;height:48px;"
    "border-radius:14px;background:var(--accent-9);color:white;--is:22px}"
    ".how-number{color:var(--accent-6)}.how-text{color:var(--gray-11)}"
    # About: the two ways in, each a card with its icon, text, points and call to action.
    "div.choice-card{flex:1;min-width:240px}"
    ".choice-mark{display:flex;align-items:center;justify-content:center;width:48px;"
    "height:48px;border-radius:14px;background:var(--accent-3);color:var(--accent-11);"
    "--is:22px}"
    ".choice-text{color:var(--gray-11)}.choice-check{display:flex;color:var(--accent-10)}"
)
