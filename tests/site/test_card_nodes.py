"""A served feed card stays small: at most 30 elements even at its fullest (four tiles, one a
video, the AI label, two categories and "+N", the Save toggle), where it was 69 with three
tiles; fewer nodes to parse, lay out and hydrate on a phone."""

import re
from html.parser import HTMLParser

from marketplace_app.components.card_look import CARD_LOOK
from marketplace_app.display_rules.cards import Card, Slide
from marketplace_app.first_screen.cards import feed_card

VOID = {"img", "source", "input", "br", "hr", "meta", "link"}


class Tree(HTMLParser):
    """Every element's tag and classes, in order."""

    def __init__(self):
        super().__init__()
        self.elements: list[tuple[str, list[str], dict]] = []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        self.elements.append((tag, (attrs.get("class") or "").split(), attrs))


def elements(html: str) -> list[tuple[str, list[str], dict]]:
    """The elements of some HTML."""
    tree = Tree()
    tree.feed(html)
    return tree.elements


def slide(n: int, kind: str = "image") -> Slide:
    """A tile's picture with its derivatives and blurred placeholder."""
    return Slide(type=kind, src=f"/media/p/{n}.thumb.jpg",
                 srcset=f"/media/p/{n}.thumb.jpg 480w, /media/p/{n}.medium.jpg 1080w",
                 webp_srcset=f"/media/p/{n}.thumb.webp 480w, /media/p/{n}.medium.webp 1080w",
                 placeholder="data:image/webp;base64,AAAA", eager=n == 0)


FULLEST = Card(id="w1", user_id="u1", title="Wedding at dawn", owner="Riya Desai",
               owner_photo="/media/profile/r.jpg", location="Pune", level="Professional",
               gallery=[slide(0), slide(1), slide(2), slide(3, "video")],
               badges=["Photography", "Makeup Artists & Hair"], more="+2", admire_count=12,
               appreciate_count=3, ai_generated=True)


def test_the_fullest_served_card_has_at_most_30_elements():
    for lang in ("en", "hi"):
        for saved in (None, False, True):
            found = elements(feed_card(FULLEST, lang, saved))
            assert len(found) <= 30, (lang, saved, len(found))


def test_a_tile_is_its_button_and_picture():
    found = elements(feed_card(FULLEST, "en"))
    tags = [tag for tag, _, _ in found]
    assert "picture" not in tags and "source" not in tags and "svg" not in tags
    buttons = [i for i, (tag, classes, _) in enumerate(found) if "card-thumb" in classes]
    assert len(buttons) == 4
    for i in buttons[:3]:
        assert found[i + 1][0] == "img" and "card-thumb" in found[i + 2][1]
    # The video keeps its play mark; every tile names what it opens and what a broken one says.
    assert "video-play-mark" in found[buttons[3] + 2][1]
    assert [found[i][2]["aria-label"] for i in buttons] == ["View image"] * 3 + ["Play video"]
    assert all(found[i][2]["data-na"] == "Image not available" for i in buttons)
    assert all("--ph:url(data:image/webp" in found[i][2]["style"] for i in buttons)
    # The picture keeps its JPEG derivatives: the server answers them with WebP where taken.
    img = found[buttons[0] + 1][2]
    assert "480w" in img["srcset"] and "1080w" in img["srcset"] and img["sizes"]


def test_every_masked_icon_the_card_names_is_drawn():
    html = feed_card(FULLEST, "en", True) + feed_card(FULLEST, "en", False)
    named = set(re.findall(r"\bi-([a-z0-9-]+)", html))
    assert named >= {"heart", "sparkles", "share-2", "arrow-right", "play", "bookmark",
                     "bookmark-check"}
    for name in named:
        assert f".i-{name}{{--ico:url(/icons/masks/" in CARD_LOOK, name
