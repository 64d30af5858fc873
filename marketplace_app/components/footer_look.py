"""The site footer's look, as plain rules: the footer is drawn from plain elements (a tenth of
the components Radix's and emotion's wrappers made of it, which React hydrated on every page)."""

from .card_look import icon_rules
from .theme import PAGE_MAX_WIDTH, gutter_rules

# The footer's icons, drawn as masks (components/card_look.py's .fs-i): (name, filled).
FOOTER_ICONS = (("camera", False), ("users", False), ("at-sign", False),
                ("circle-play", False), ("smartphone", False))

FOOTER_LOOK = (
    icon_rules(FOOTER_ICONS)
    + ".site-footer{background:#14110f;color:white;width:100%}"
    f".ft-wrap{{max-width:{PAGE_MAX_WIDTH};margin-inline:auto;width:100%;padding-block:56px}}"
    + gutter_rules(".ft-wrap")
    + ".ft-top{display:flex;flex-wrap:wrap;justify-content:space-between;gap:40px;width:100%}"
    ".ft-about,.ft-col{display:flex;flex-direction:column;align-items:flex-start}"
    ".ft-about{gap:var(--space-4);flex:1.4;min-width:260px}"
    ".ft-col{gap:var(--space-3);min-width:150px}"
    ".ft-row{display:flex;flex-wrap:wrap;align-items:center}"
    # Under .site-footer, a rule outweighs Radix's own (one class, in the later stylesheet).
    ".site-footer .ft-tagline{color:var(--gray-7);max-width:320px}"
    # Lucide's 36 px icon, squeezed by the button's padding to 28 px.
    ".site-footer .ft-social{padding:6px;background:rgba(255,255,255,0.08);color:white;"
    "--is:28px}.ft-socials{gap:var(--space-2)}"
    ".site-footer .ft-app{color:white;border-color:rgba(255,255,255,0.3);--is:16px}"
    ".site-footer .ft-head{letter-spacing:0.08em;text-transform:uppercase;"
    "color:var(--gray-8)}"
    ".site-footer .ft-link{color:var(--gray-6);text-decoration:none}"
    ".site-footer .ft-link:hover{color:white}"
    ".ft-rule{height:1px;width:100%;margin:40px 0 20px;background:rgba(255,255,255,0.12)}"
    ".ft-bottom{justify-content:space-between;gap:var(--space-3)}"
    # The copyright line and the legal buttons lay out as the bottom row's own items.
    ".ft-notes{display:contents}"
    ".site-footer .ft-legal{gap:var(--space-4)}"
    ".site-footer .ft-legal>button{color:var(--gray-7)}"
    ".site-footer .ft-small{color:var(--gray-8)}"
)
