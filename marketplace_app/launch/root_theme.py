"""The page's Radix root drawn in the site's appearance from the server's first byte."""

import re

# The site is always light (components/theme.py reads this).
APPEARANCE = "light"
# Prerendering draws the root theme without it; React's colour mode adds it when it starts,
# and that new class restyles every element of the page (a phone's 100+ ms) for nothing.
_ROOT_CLASS = re.compile(r'(<div data-is-root-theme="true"[^>]*? class="radix-themes)(?= |")')


def themed_root(html: str) -> str:
    """`html` with its root theme marked with the appearance React gives it."""
    if re.search(_ROOT_CLASS.pattern + rf"[^\"]*\b{APPEARANCE}\b", html):
        return html
    return _ROOT_CLASS.sub(rf"\1 {APPEARANCE}", html, count=1)
