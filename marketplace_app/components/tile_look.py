"""The image tiles' and talent cards' look, as plain rules: the landing page and /services draw
them from plain elements (Radix's and emotion's wrappers made each tile ~30 React components
for a phone to hydrate)."""

from .card_look import icon_rules
from .theme import DARK_SCRIM, SHADOW

TILE_ICONS = (("layout-grid", False),)
_LIFT = f"transform:translateY(-4px);box-shadow:{SHADOW}"
_LINK = "display:block;transition:transform 200ms ease,box-shadow 200ms ease;" \
        "border-radius:var(--radius-4)"
# Reflex's breakpoints, as the pages' responsive props wrote them.
_SM, _MD = "@media screen and (min-width:30em)", "@media screen and (min-width:48em)"

TILE_LOOK = (
    icon_rules(TILE_ICONS)
    # image_tile: a linked picture with its title over a dark scrim. Its anchor's rules name
    # the element: Radix's reset of an anchor (.rt-reset:where(a)) comes later in the page.
    + f"a.tile-link{{{_LINK}}}a.tile-link:hover{{{_LIFT}}}"
    ".tile-frame{position:relative;overflow:hidden;border-radius:var(--radius-4);width:100%;"
    "height:100%;min-height:140px}"
    ".tile-frame:hover .tile-image{transform:scale(1.06)}"
    ".tile-image{width:100%;height:100%;object-fit:cover;display:block;position:absolute;"
    "inset:0;transition:transform 400ms ease}"
    f".tile-scrim{{position:absolute;inset:0;background:{DARK_SCRIM}}}"
    ".tile-text{position:absolute;bottom:0;left:0;right:0;padding:14px}"
    # Radix's .rt-Text sets the line height later in the page: this rule names the parent.
    ".tile-text .tile-title{color:white;line-height:1.2}.tile-sub{color:rgba(255,255,255,0.8)}"
    # The landing page's tiles: square on a phone, 4:3 on a tablet, the grid's row above.
    f"a.tile-square{{aspect-ratio:1}}{_SM}{{a.tile-square{{aspect-ratio:4/3}}}}"
    f"{_MD}{{a.tile-square{{aspect-ratio:auto}}}}"
    "a.tile-portrait{aspect-ratio:4/5}"
    # explore_all_tile: the accent tile that opens everything.
    + f"a.explore-all{{{_LINK};min-height:140px;"
    "background:linear-gradient(150deg,var(--accent-9),var(--crimson-9))}"
    f"a.explore-all:hover{{{_LIFT}}}"
    ".explore-all-text{height:100%;padding:18px}"
    ".explore-all-mark{display:flex;align-items:center;justify-content:center;width:44px;"
    "height:44px;background:white;color:var(--accent-9);--is:22px}"
    ".explore-all-title{color:white}.explore-all-sub{color:rgba(255,255,255,0.85)}"
    # On the landing page it leads the grid: two columns wide on a phone, two rows tall above.
    "a.explore-all-lead{grid-row:auto;grid-column:span 2}"
    f"{_MD}{{a.explore-all-lead{{grid-row:span 2;grid-column:auto}}}}"
    "a.explore-all-band{min-height:120px}"
    # talent_card: portrait, name, category and city.
    ".talent-photo{aspect-ratio:4/5;overflow:hidden;border-radius:var(--radius-4)}"
    ".talent-photo img{width:100%;height:100%;object-fit:cover;display:block}"
    ".talent-text{padding-top:10px}.talent-city{color:var(--gray-11)}"
)
