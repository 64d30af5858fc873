"""The talent page's profile panel's look, and the reviews' (components/reviews.py), as plain
rules: its texts, stats, badges and buttons are plain elements with Radix's classes, as
first_screen/talent.py serves them (Radix's and emotion's wrappers made the panel ~200 of the
components a phone drew for the page)."""

from ..first_screen.icon_masks import mask_url

# Shared with the served cards (first_screen/cards.py).
SHARED_RULES = ".fs-w{width:100%}.fs-muted{color:var(--gray-11)}.fs-min0{min-width:0}"
# Radix's later .rt-BaseButton{flex-shrink:0} would keep a growing button from shrinking.
PANEL_RULES = (".fs-center{display:flex;align-items:center;justify-content:center;width:100%}"
               ".fs-stats{width:100%;padding-top:8px;padding-bottom:8px}"
               ".fs-grow,button.fs-grow{flex:1 1 0%}")
# A rating's five stars are one element: outlines under its first --r stars filled.
_STAR = 14
REVIEW_LOOK = (
    f".fs-stars{{position:relative;display:inline-block;flex:none;width:{5 * _STAR}px;"
    f"height:{_STAR}px;color:var(--amber-9)}}"
    ".fs-stars::before,.fs-stars::after{content:'';position:absolute;top:0;left:0;height:100%;"
    f"background:currentColor;-webkit-mask:var(--ico) 0 0/{_STAR}px {_STAR}px repeat-x;"
    f"mask:var(--ico) 0 0/{_STAR}px {_STAR}px repeat-x}}"
    f".fs-stars::before{{width:100%;--ico:{mask_url('star', False)}}}"
    f".fs-stars::after{{width:calc(var(--r,0) * {_STAR}px);--ico:{mask_url('star', True)}}}"
    # The form's stars: 18 px in 32 px targets, 4 px apart (no ghost pull-in).
    "button.review-star{padding:6px;margin:0;color:var(--amber-9);--is:18px}"
    f".i-star{{--ico:{mask_url('star', False)}}}.i-star-full{{--ico:{mask_url('star', True)}}}"
    f".review-verified{{--is:12px}}.i-badge-check{{--ico:{mask_url('badge-check', False)}}}"
)
DETAIL_LOOK = SHARED_RULES + PANEL_RULES + REVIEW_LOOK
