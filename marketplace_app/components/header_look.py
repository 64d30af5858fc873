"""The site header's look, as plain rules: its brand, links, icon items, badges, language
switch and menu button are plain elements with Radix's classes (Radix's and emotion's wrappers
made the header ~170 React components for a visitor and ~390 for a member, which every page
hydrated before it answered a tap)."""

from reflex_base.breakpoints import breakpoints_values

from .card_look import icon_rules
from .react.mount_on_use import LOOK as MOUNT_ON_USE_LOOK
from .theme import PAGE_MAX_WIDTH, gutter_rules

# The icons that no other look draws (aperture: the brand's; briefcase, search: the landing's).
HEADER_ICONS = (("house", False), ("message-circle", False), ("bell", False),
                ("languages", False), ("menu", False))
# The wide layout from Reflex's third breakpoint on, as the header's responsive props wrote it.
_WIDE = f"@media screen and (min-width:{breakpoints_values[2]})"

HEADER_LOOK = (
    icon_rules(HEADER_ICONS)
    + f".hd-row{{height:100%;margin-inline:auto;width:100%;max-width:{PAGE_MAX_WIDTH}}}"
    + gutter_rules(".hd-row")
    + ".hd-spacer{flex:1;justify-self:stretch;align-self:stretch}"
    # Wide screens show the account box and the language switch; narrow ones the member's
    # icons and the menu. Radix's .rt-Flex sets display later in the page: the rules name div.
    + f"div.hd-wide{{display:none}}{_WIDE}{{div.hd-wide{{display:block}}div.hd-narrow"
      "{display:none}}"
    ".hd-lang{padding-left:16px}.hd-member-mobile{padding-right:8px}"
    # Links that take the header's colour (light over the landing hero) and the accent on hover.
    "a.hd-plain{color:inherit}a.hd-plain:hover{color:var(--accent-8)}"
    "a.hd-nav{color:inherit;opacity:0.9}a.hd-nav:hover{opacity:1}"
    # An icon over its label (spec §2.2), a popover's or menu's trigger, the unread badge.
    ".hd-item{color:inherit;cursor:pointer;min-width:52px}"
    ".hd-icon{display:flex;position:relative;--is:20px}"
    "button.hd-trigger{background:transparent;border:none;padding:0;margin:0;color:inherit;"
    "font:inherit;cursor:pointer}.hd-me{cursor:pointer}"
    # White 11 px text needs 4.5:1 on its red: red-9 gives 3.9, red-11 about 5.
    ".nav-badge{position:absolute;top:-4px;right:-6px;min-width:18px;height:18px;"
    "padding-inline:5px;border-radius:9px;background:var(--red-11);color:white;font-size:11px;"
    "font-weight:700;line-height:18px;text-align:center}"
    ".hd-search{position:relative}.hd-search-icon{display:flex;--is:16px}"
    # Reflex draws an icon button's icon at 36 px; the padding makes the button 48 px.
    "button.hd-menu{padding:6px;color:inherit;--is:36px}"
    # The language switch: the current language bold, the other faded.
    "a.lang-option{color:inherit}a.lang-option.lang-dark{color:white}"
    "a.lang-option:hover{color:var(--accent-8)}.lang-other{opacity:0.75}"
    ".lang-icon{display:flex;--is:16px}"
    + MOUNT_ON_USE_LOOK
)
