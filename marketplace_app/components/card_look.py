"""The feed card's shared look (served and React alike): tiles, layout and CSS-mask icons."""

from ..first_screen.icon_masks import mask_url
from .theme import SHADOW

# Icons the feed card draws as a ::before (or ::after) mask: (name, filled).
MASKED = (("heart", False), ("sparkles", False), ("share-2", False), ("arrow-right", False),
          ("bookmark", False), ("bookmark-check", False), ("play", True))


def icon_rules(icons) -> str:
    """The .i-NAME classes of these (name, filled) icons, for .fs-i and .fs-ia to draw."""
    return "".join(f".i-{name}{{--ico:{mask_url(name, filled)}}}" for name, filled in icons)


_ICON_BOX = ("content:'';flex:none;width:var(--is,16px);height:var(--is,16px);"
             "background:currentColor;-webkit-mask:var(--ico) center/contain no-repeat;"
             "mask:var(--ico) center/contain no-repeat")

CARD_LOOK = (
    f".fs-i::before,.fs-ia::after{{{_ICON_BOX}}}"
    + icon_rules(MASKED)
    + ".rt-Card.fs-col{display:flex;flex-direction:column;align-items:flex-start;"
    "gap:var(--space-3)}"
    f".fs-card:hover{{box-shadow:{SHADOW}}}.fs-max{{max-width:100%}}"
    # A work's tile (media_tile): its square, the broken-image text under the button that
    # fills it, the picture over its blurred placeholder.
    ".fs-tile{position:relative;overflow:hidden;background:var(--gray-3);aspect-ratio:1/1}"
    ".fs-round{border-radius:var(--radius-3)}.fs-round4{border-radius:var(--radius-4)}"
    ".fs-under{display:flex;align-items:center;justify-content:center;position:absolute;inset:0;"
    "padding:6px}"
    ".fs-open{position:absolute;inset:0;width:100%;height:100%;display:block;padding:0;"
    "border:none;margin:0;background:transparent;cursor:zoom-in}"
    ".fs-fill{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}"
    ".fs-blur{background-size:cover;filter:blur(12px);transform:scale(1.15);position:absolute;"
    "inset:0;width:100%;height:100%}"
    # A grid tile's texts under its cover, its compact controls in a row.
    ".fs-pt8{padding-top:8px;width:100%}.fs-flex{display:flex}"
    # A card's View Profile: its arrow at 14 px, the accent on hover.
    ".view-profile>.fs-ia{--is:14px}a.fs-link:hover{color:var(--accent-8)}.ai-badge{--is:12px}"
    # A card off the screen is not styled, laid out or painted until it comes near: the
    # feed's 24 cards were most of the style and layout work while a phone read the page.
    ".feed-card{content-visibility:auto;contain-intrinsic-size:auto 320px}"
    ".rt-Card.feed-card{contain-intrinsic-size:auto 560px}"
    ".fs-gal{width:100%;overflow:hidden;border-radius:var(--radius-3)}"
    ".fs-pair{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:3px}"
    ".fs-pair>:first-child:nth-last-child(3){grid-column:span 2;aspect-ratio:2/1}"
    ".fs-thumb{position:relative;display:block;width:100%;aspect-ratio:1/1;overflow:hidden;"
    "padding:0;border:none;margin:0;background:var(--gray-3);cursor:zoom-in}"
    ".fs-thumb::before{content:'';position:absolute;inset:0;background:var(--ph,none) center/cover;"
    "filter:blur(12px);transform:scale(1.15)}"
    # A button whose picture failed (launch/broken_pictures.py) hides it: a feed card's thumb
    # says so in its placeholder, a gallery tile uncovers the text beneath.
    "button.fs-thumb[data-broken]>img,button.tile-open[data-broken]>:not(.video-play-mark)"
    "{display:none}"
    ".fs-thumb[data-broken]::before{content:attr(data-na);filter:none;transform:none;"
    "background:none;display:flex;align-items:center;justify-content:center;padding:6px;"
    "font-size:var(--font-size-1);line-height:var(--line-height-1);color:var(--gray-11)}"
    ".fs-thumb>img,.fs-thumb>.fs-video{position:absolute;inset:0;width:100%;height:100%;"
    "object-fit:cover}"
    ".fs-video{background:linear-gradient(135deg,#2b2420,#5a4636)}"
    ".fs-mark{display:flex;align-items:center;justify-content:center;position:absolute;"
    "top:50%;left:50%;width:56px;height:56px;transform:translate(-50%,-50%);"
    "border-radius:50%;background:rgba(0,0,0,.55);padding-left:3px;color:white;--is:26px}"
    ".fs-owner{display:grid;grid-template-columns:auto minmax(0,1fr) auto;"
    "column-gap:var(--space-2);align-items:center;width:100%}"
    ".fs-owner>.rt-AvatarRoot,.fs-owner>.fs-face{grid-row:1/3}"
    ".fs-owner>.fs-face{width:var(--space-6);height:var(--space-6);border-radius:100%;"
    "object-fit:cover;background:var(--gray-a3)}.fs-owner>p{grid-column:2;min-width:0}"
    ".fs-owner>p:first-of-type{align-self:end}.fs-owner>p:last-of-type{align-self:start}"
    ".fs-owner>button{grid-column:3;grid-row:1/3}"
    ".fs-acts{display:flex;flex-wrap:wrap;gap:var(--space-2);width:100%}"
    ".card-title.fs-lh{line-height:1.25}"
    ".card-badge.fs-cut{display:inline-block;overflow:hidden;text-overflow:ellipsis;"
    "max-width:100%}"
)
