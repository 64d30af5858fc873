"""Self-hosted Noto Sans Devanagari: declared for Devanagari code points only, so the browser
fetches it only when Hindi is on screen (English pages pay nothing, the kiosk needs no network).
The language switch's "हिन्दी" has its own 2 KB cut of the font (scripts/make_switch_font.py)."""

import reflex as rx

DEVANAGARI_RANGE = "U+0900-097F,U+1CD0-1CF9,U+A8E0-A8FF"
WEIGHTS = (400, 500, 700)
FONT_FILE = "/fonts/noto-sans-devanagari-devanagari-{weight}-normal.woff2"
FONT_FACES = "\n".join(
    "@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-display:swap;"
    f"font-weight:{w};src:url({FONT_FILE.format(weight=w)}) "
    f"format('woff2');unicode-range:{DEVANAGARI_RANGE};}}"
    for w in WEIGHTS
)
SWITCH_FAMILY = "Kalakar Switch"
SWITCH_FILE = "devanagari-switch-{weight}.woff2"
SWITCH_WEIGHTS = (400, 700)
SWITCH_FACES = "\n".join(
    f"@font-face{{font-family:'{SWITCH_FAMILY}';font-style:normal;font-display:swap;"
    f"font-weight:{w};src:url(/fonts/{SWITCH_FILE.format(weight=w)}) format('woff2');"
    f"unicode-range:{DEVANAGARI_RANGE};}}"
    for w in SWITCH_WEIGHTS
)
# Radix's --line-height-1..9 (16..60 px for 12..60 px text) grown to about 1.5 x the text size.
HINDI_LINE_HEIGHTS = "".join(
    f"--line-height-{n}:{px}px;--heading-line-height-{n}:{px}px;"
    for n, px in enumerate((20, 22, 26, 28, 31, 36, 42, 50, 80), start=1))
SYSTEM_FONTS = ("-apple-system,BlinkMacSystemFont,'Segoe UI (Custom)',Roboto,'Helvetica Neue',"
                "'Open Sans (Custom)',system-ui,sans-serif")
# Radix Themes reads its text font from --default-font-family; Devanagari falls through to Noto.
# In Hindi, Noto comes first (its unicode-range leaves Latin to the system fonts): behind the
# generic families, Chromium laid out text met before the font had loaded with box glyphs
# and never redrew it (a machine with no Devanagari font of its own, like the kiosk).
FONT_STACK = (f"html .radix-themes{{--default-font-family:{SYSTEM_FONTS},"
              "'Noto Sans Devanagari','Apple Color Emoji','Segoe UI Emoji';}"
              f"html[lang=hi] .radix-themes{{--default-font-family:'Noto Sans Devanagari',"
              f"{SYSTEM_FONTS},'Apple Color Emoji','Segoe UI Emoji';}}"
              "html[lang=hi] body{line-height:1.6;}"
              # Matras above and below need taller lines than Radix's Latin ones, or the
              # vowel signs of two stacked lines touch (names over captions, card titles).
              f"html[lang=hi] .radix-themes{{{HINDI_LINE_HEIGHTS}}}"
              # Radix's leading trim (trim="both") cuts to Latin cap height: it would cut
              # the matras, so Hindi text keeps its whole line.
              "html[lang=hi] [class*='rt-r-lt-']::before,html[lang=hi] [class*='rt-r-lt-']::after"
              "{margin-top:0!important;margin-bottom:0!important;}"
              # Letter spacing and capitals break Devanagari's joined headline stroke.
              "html[lang=hi] .radix-themes *{letter-spacing:normal!important;"
              "text-transform:none!important;}"
              f".language-switch [lang=hi]{{font-family:'{SWITCH_FAMILY}',"
              "var(--default-font-family);}")


def devanagari_font_style() -> rx.Component:
    """An inline <style> for the document head (no extra request, nothing render-blocking)."""
    return rx.el.style(FONT_FACES + SWITCH_FACES + FONT_STACK)
