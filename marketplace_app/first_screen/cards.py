"""Feed cards and grid tiles as HTML, element for element as components/portfolio_cards.py
draws them (Radix classes; fs-* rules in CARD_CSS and components/card_look.CARD_LOOK).
tests/e2e/test_first_screen.py holds the two equal: text, links and image URLs."""

from ..components.detail_look import SHARED_RULES
from ..components.portfolio_cards import FULL_SIZES, HALF_SIZES, TILE_SIDE
from ..display_rules.cards import VIDEO, Card, Slide
from ..texts import discovery as T
from ..i18n.formats import number
from .icons import icon
from .markup import data_text, esc, tag, text, texts
from .parts import avatar

# The emotion styles of the card components, under names of their own.
CARD_CSS = (
    SHARED_RULES + ".fs-min0{min-width:0}.fs-lh{line-height:1.25}"
    ".fs-video{position:absolute;inset:0;background:linear-gradient(135deg,#2b2420,#5a4636)}"
    ".fs-play{display:flex;align-items:center;justify-content:center;position:absolute;top:50%;"
    "left:50%;width:56px;height:56px;transform:translate(-50%,-50%);border-radius:50%;"
    "background:rgba(0,0,0,.55);padding-left:3px;color:white}"
    ".fs-link:hover{color:var(--accent-8)}"
)


def image(slide: Slide, sizes: str, high: bool | None = None) -> str:
    """The picture over its blurred placeholder, as tile_image draws it (`high`: fetched
    first; by default when eager)."""
    blur = (tag("div", {"aria-hidden": "true", "class": "rt-Box fs-blur",
                        "style": f"background-image:url({slide.placeholder})"})
            if slide.placeholder else "")
    source = (f'<source sizes="{sizes}" srcset="{esc(slide.webp_srcset)}" type="image/webp">'
              if slide.webp_srcset else "")
    eager = slide.eager
    first = eager if high is None else high
    img = (f'<img alt="" decoding="async" fetchpriority="{"high" if first else "auto"}" '
           f'height="{TILE_SIDE}" loading="{"eager" if eager else "lazy"}" sizes="{sizes}" '
           f'width="{TILE_SIDE}" class="fs-fill"'
           + (f' srcset="{esc(slide.srcset)}"' if slide.srcset else "")
           + f' src="{esc(slide.src)}">')
    return f"{blur}<picture>{source}{img}</picture>"


def media_tile(slide: Slide, sizes: str, lang: str, extra: str = "", high: bool | None = None,
               button_class: str = "card-thumb") -> str:
    """One thumbnail in its button, the broken-image text beneath (`high`: see image)."""
    video = slide.type == VIDEO
    if video:
        inner = (image(slide, sizes, high) if slide.src else '<div class="fs-video"></div>') \
            + f'<div class="fs-play video-play-mark">{icon("play", 26, "white")}</div>'
    else:
        inner = image(slide, sizes, high)
    label = text(T.PLAY_VIDEO if video else T.VIEW_IMAGE, lang)
    return (f'<div class="rt-Box fs-tile {extra}"><div class="rt-Flex fs-under">'
            f'<p class="rt-Text rt-r-size-1 rt-r-ta-center fs-muted">'
            f'{text(T.IMAGE_NOT_AVAILABLE, lang)}</p></div>'
            f'<button aria-label="{label}" class="tile-open {button_class} fs-open" '
            f'type="button">{inner}</button></div>')


def card_thumb(slide: Slide, sizes: str, lang: str, extra: str = "") -> str:
    """A feed card's tile as components/portfolio_cards.card_thumb draws it: the button (its
    placeholder and broken-image text by CSS) over the picture and, for a video, the play mark."""
    video = slide.type == VIDEO
    eager = slide.eager
    img = (f'<img alt="" decoding="async" fetchpriority="{"high" if eager else "auto"}" '
           f'height="{TILE_SIDE}" loading="{"eager" if eager else "lazy"}" sizes="{sizes}" '
           f'width="{TILE_SIDE}"' + (f' srcset="{esc(slide.srcset)}"' if slide.srcset else "")
           + f' src="{esc(slide.src)}">')
    if video:
        img = ((img if slide.src else '<span class="fs-video"></span>')
               + '<span class="video-play-mark fs-mark fs-i i-play"></span>')
    label = text(T.PLAY_VIDEO if video else T.VIEW_IMAGE, lang)
    placeholder = f' style="--ph:url({slide.placeholder})"' if slide.placeholder else ""
    return (f'<button type="button" aria-label="{label}" class="card-thumb fs-thumb{extra}" '
            f'data-na="{text(T.IMAGE_NOT_AVAILABLE, lang)}"{placeholder}>{img}</button>')


def gallery(card: Card, lang: str) -> str:
    """Up to four thumbnails; one fills the box."""
    if len(card.gallery) == 1:
        return card_thumb(card.gallery[0], FULL_SIZES, lang, " fs-gal")
    tiles = "".join(card_thumb(s, HALF_SIZES, lang) for s in card.gallery)
    return f'<div class="fs-gal fs-pair">{tiles}</div>'


def badge_row(card: Card, lang: str) -> str:
    """The AI label, at most two category badges and "+N"."""
    out = []
    if card.ai_generated:
        out.append('<span data-accent-color="violet" data-radius="full" class="rt-reset '
                   'rt-Badge rt-r-size-1 rt-variant-surface ai-badge fs-i i-sparkles">'
                   f'{text(T.AI_GENERATED, lang)}</span>')
    for name in card.badges:
        shown = data_text(name, lang)
        out.append(f'<span data-accent-color="" data-radius="full" title="{shown}" '
                   f'class="rt-reset rt-Badge rt-r-size-1 rt-variant-soft card-badge fs-cut">'
                   f'{shown}</span>')
    if card.more:
        out.append('<span data-accent-color="" data-radius="full" class="rt-reset rt-Badge '
                   f'rt-r-size-1 rt-variant-outline card-more">{esc(card.more)}</span>')
    return ('<div class="rt-Flex rt-r-fd-row rt-r-ai-start rt-r-fw-wrap rt-r-gap-1 rx-Stack '
            f'fs-max">{"".join(out)}</div>')


def _button(name: str, icon_name: str, label: str, value, compact: bool, active: bool = False,
            disabled: bool = False) -> str:
    shown = f'<span class="rt-Text rt-r-weight-bold count">{number(value)}</span>' \
        if value is not None else ""
    size = "1" if compact else "2"
    look = ("orange", "solid") if active else ("gray", "soft")
    off = ' data-disabled="true" disabled=""' if disabled else ""
    named = f'<span class="rt-Text sr-only">{label}</span>' if compact else label
    return (f'<button data-accent-color="{look[0]}"{off} type="button" class="rt-reset '
            f'rt-BaseButton rt-r-size-{size} rt-variant-{look[1]} rt-Button action-{name} fs-i '
            f'i-{icon_name}">{named}{shown}</button>')


def actions(card: Card, lang: str, compact: bool = False) -> str:
    """Admire, Appreciate and Share with the reader's own marks (no controls on one's own
    work); the card view lays them out in its own row, the grid in theirs."""
    if card.own:
        return ""
    buttons = (_button("admire", "heart", text(T.ADMIRED if card.admired else T.ADMIRE, lang),
                       card.admire_count, compact, card.admired)
               + _button("appreciate", "sparkles",
                         text(T.APPRECIATED if card.appreciated else T.APPRECIATE, lang),
                         card.appreciate_count, compact, card.appreciated)
               + _button("share", "share-2", text(T.SHARED if card.shared else T.SHARE, lang),
                         None, compact, card.shared, card.shared))
    if not compact:
        return buttons
    return ('<div class="rt-Flex rt-r-fd-row rt-r-ai-start rt-r-fw-wrap rt-r-gap-2 rx-Stack '
            f'fs-flex">{buttons}</div>')


def save_toggle(saved: bool | None, lang: str) -> str:
    """Save / Saved for the card's talent; `saved` None: no toggle (a visitor, one's own
    work)."""
    if saved is None:
        return ""
    label = text(T.SAVED if saved else T.SAVE, lang)
    look = ("orange", "solid") if saved else ("gray", "soft")
    return (f'<button data-accent-color="{look[0]}" aria-label="{label}" aria-pressed="'
            f'{"true" if saved else "false"}" title="{label}" type="button" class="rt-reset '
            f'rt-BaseButton rt-r-size-2 rt-variant-{look[1]} rt-IconButton save-talent fs-i '
            f'i-{"bookmark-check" if saved else "bookmark"}"></button>')


def view_profile(card: Card, lang: str, compact: bool = False) -> str:
    """The link to the owner's talent page."""
    return (f'<a data-accent-color="" class="rt-Text rt-reset rt-Link rt-underline-none '
            f'view-profile fs-link" href="/talent-detail/{esc(card.user_id)}">'
            f'<button data-accent-color="" class="rt-reset rt-BaseButton '
            f'rt-r-size-{"1" if compact else "2"} rt-variant-outline rt-Button fs-ia '
            f'i-arrow-right">{text(T.VIEW_PROFILE, lang)}</button></a>')


def owner_row(card: Card, lang: str, saved: bool | None = None) -> str:
    """Avatar, name, level and city (and the Save toggle), laid out by one grid."""
    dot = " · " if card.level and card.location else ""
    face = (f'<img alt="" src="{esc(card.owner_photo)}" loading="lazy" '
            'class="rt-AvatarImage fs-face">' if card.owner_photo else avatar("", card.owner, "2"))
    return ('<div class="fs-owner">' + face
            + f'<p class="rt-Text rt-r-size-2 rt-r-weight-bold rt-r-lt-both">{esc(card.owner)}</p>'
            f'<p class="rt-Text rt-r-size-1 fs-muted">'
            f"{texts(data_text(card.level, lang), dot, data_text(card.location, lang))}"
            f"</p>{save_toggle(saved, lang)}</div>")


def feed_card(card: Card, lang: str, saved: bool | None = None) -> str:
    """Card view of /main-feed (`saved`: the Save toggle's state, None for none)."""
    return (f'<div id="card-{esc(card.id)}" class="rt-reset rt-BaseCard rt-Card rt-r-size-2 '
            'rt-variant-surface feed-card fs-col fs-w fs-card">'
            f'{gallery(card, lang)}{owner_row(card, lang, saved)}'
            '<p class="rt-Text rt-r-size-4 rt-r-weight-bold card-title fs-lh">'
            f"{esc(card.title)}</p>{badge_row(card, lang)}"
            f'<div class="fs-acts">{actions(card, lang)}{view_profile(card, lang)}</div></div>')


def grid_tile(card: Card, lang: str) -> str:
    """Grid view (and /find-talent's tiles)."""
    cover = (media_tile(card.gallery[0], HALF_SIZES, lang, "fs-w fs-round card-thumb-box")
             if card.gallery else '<div class="rt-Box fs-tile fs-w fs-round"></div>')
    return (f'<div id="card-{esc(card.id)}" class="rt-Box feed-card fs-w">{cover}'
            '<div class="rt-Flex rt-r-fd-column rt-r-ai-start rt-r-gap-1 rx-Stack fs-pt8">'
            f'<p class="rt-Text rt-r-size-2 rt-r-weight-bold rt-r-lt-both card-title">'
            f'{esc(card.title)}</p><p class="rt-Text rt-r-size-1 fs-muted">{esc(card.owner)}</p>'
            f"{badge_row(card, lang)}"
            '<div class="rt-Flex rt-r-fd-row rt-r-ai-start rt-r-jc-space-between rt-r-fw-wrap '
            f'rt-r-gap-2 rx-Stack fs-w">{actions(card, lang, compact=True)}'
            f"{view_profile(card, lang, compact=True)}</div></div></div>")
