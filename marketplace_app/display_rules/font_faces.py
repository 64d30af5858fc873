"""The self-hosted Noto Sans Devanagari faces, declared for Devanagari code points only (the
pages' stylesheet and the offline page share them)."""

DEVANAGARI_RANGE = "U+0900-097F,U+1CD0-1CF9,U+A8E0-A8FF"
WEIGHTS = (400, 500, 700)
FONT_FILE = "/fonts/noto-sans-devanagari-devanagari-{weight}-normal.woff2"
FONT_FACES = "\n".join(
    "@font-face{font-family:'Noto Sans Devanagari';font-style:normal;font-display:swap;"
    f"font-weight:{w};src:url({FONT_FILE.format(weight=w)}) "
    f"format('woff2');unicode-range:{DEVANAGARI_RANGE};}}"
    for w in WEIGHTS
)
