"""What a screen reader says of an element, or a box shows before anything is typed, left in
English on a page where the catalogue has its Hindi (the tests' own reading, not the app's)."""

import re
from html import unescape

from marketplace_app.i18n import translate

SPOKEN_ATTRIBUTES = re.compile(r'(?<![\w-])(?:aria-label|placeholder|title|alt)="([^"]*)"')


def english_attributes(html: str) -> list[str]:
    """The spoken attributes of `html` that the catalogue has in Hindi but it holds in English."""
    return sorted({value for value in map(unescape, SPOKEN_ATTRIBUTES.findall(html))
                   if translate(value, "hi") != value})
