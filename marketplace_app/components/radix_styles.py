"""Radix Themes' stylesheet without the ~25 colour scales the site never uses: its split
files (base tokens, our colours, components, utilities) instead of the 800 KB styles.css,
so less render-blocking CSS reaches a phone."""

import dataclasses

from reflex_components_radix.plugin import RadixThemesPlugin

# The theme's accent and gray (components/theme.py), the gray every scheme falls back to, and
# the schemes and variables the pages name (color_scheme=..., var(--red-9), ...).
COLOURS = ("gray", "sand", "orange", "red", "green", "amber", "crimson", "violet")
PACKAGE = "@radix-ui/themes"


@dataclasses.dataclass
class LeanRadixThemesPlugin(RadixThemesPlugin):
    """RadixThemesPlugin importing only the colour scales in COLOURS."""

    def get_stylesheet_paths(self, **context) -> tuple[str, ...]:
        """Base tokens, the used colours, components and utilities (styles.css's order)."""
        if not self.enabled:
            return ()
        return (f"{PACKAGE}/tokens/base.css",
                *(f"{PACKAGE}/tokens/colors/{name}.css" for name in COLOURS),
                f"{PACKAGE}/components.css", f"{PACKAGE}/utilities.css")
