"""Every Radix colour scale the pages name is one the build loads (components/radix_styles.py):
a badge with color_scheme="grass" and no grass scale shows no colour at all."""

import re
from pathlib import Path

from marketplace_app.components.radix_styles import COLOURS

PACKAGE = Path(__file__).resolve().parents[2] / "marketplace_app"
RADIX_SCALES = ("amber blue bronze brown crimson cyan gold grass gray green indigo iris jade lime "
                "mauve mint olive orange pink plum purple red ruby sage sand sky slate teal tomato "
                "violet yellow").split()
NAMED = re.compile(r'(?:color_scheme=|accent_color=|gray_color=|data-accent-color=\\?)"([a-z]+)"'
                   r"|var\(--([a-z]+)-(?:a)?\d+\)")


def named_scales() -> dict[str, set[str]]:
    """Radix scale -> the files that name it."""
    found: dict[str, set[str]] = {}
    for path in PACKAGE.rglob("*.py"):
        for match in NAMED.finditer(path.read_text(encoding="utf-8")):
            scale = match.group(1) or match.group(2)
            if scale in RADIX_SCALES:
                found.setdefault(scale, set()).add(str(path.relative_to(PACKAGE)))
    return found


def test_every_named_colour_scale_is_loaded():
    named = named_scales()
    assert {"orange", "gray"} <= set(named)  # the scan reads the pages
    assert {scale: files for scale, files in named.items() if scale not in COLOURS} == {}
