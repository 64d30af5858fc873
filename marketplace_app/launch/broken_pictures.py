"""The script that marks a tile whose picture failed, so it says "Image not available".

It listens on the document from the top of the page, so a picture that fails before React holds
its tile is seen too: the served first screen's eager pictures, and a picture that fails while
React is still taking the page over (React drops an `error` event that comes between its render
and its commit). The tiles' rules (components/card_look.py) show the text on a marked tile; a
picture that loads in it later (the tile drawn again with another) takes the mark away."""

from .head_script import at_head_end

MARKER = "/*kalakar-broken-pictures*/"
# The picture's button: a feed card's thumb, or a gallery tile (components/portfolio_cards.py,
# first_screen/cards.py).
PICTURE_BUTTON = "button.fs-thumb,button.tile-open"
BROKEN_PICTURES = MARKER + """(() => {
  const mark = (broken) => (e) => {
    const picture = e.target;
    if (picture.tagName !== "IMG") return;
    const button = picture.closest(%(button)s);
    if (button) button.toggleAttribute("data-broken", broken);
  };
  document.addEventListener("error", mark(true), true);
  document.addEventListener("load", mark(false), true);
})();""" % {"button": '"' + PICTURE_BUTTON + '"'}


def with_broken_pictures(html: str) -> str:
    """The page with the broken-picture script at the end of its <head> (once)."""
    return at_head_end(html, MARKER, BROKEN_PICTURES)
