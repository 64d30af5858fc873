"""The talent page's profile panel's look, as plain rules: its texts, stats, badges and
buttons are plain elements with Radix's classes, as first_screen/talent.py serves them (Radix's
and emotion's wrappers made the panel ~200 of the components a phone drew for the page)."""

# Shared with the served cards (first_screen/cards.py).
SHARED_RULES = ".fs-w{width:100%}.fs-muted{color:var(--gray-11)}"
# Radix's later .rt-BaseButton{flex-shrink:0} would keep a growing button from shrinking.
PANEL_RULES = (".fs-center{display:flex;align-items:center;justify-content:center;width:100%}"
               ".fs-stats{width:100%;padding-top:8px;padding-bottom:8px}"
               ".fs-grow,button.fs-grow{flex:1 1 0%}")
DETAIL_LOOK = SHARED_RULES + PANEL_RULES
