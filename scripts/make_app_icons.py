"""Draw the installable app's icons into assets/icons/: the site's logo mark (Lucide's
"aperture" in white on the accent orange, as in components/navbar.py); "any" icons with
rounded corners, "maskable" ones full-bleed with the mark inside the 80 % safe circle, and
the 180 px apple-touch icon."""

from pathlib import Path

from PIL import Image, ImageDraw

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "assets" / "icons"
ORANGE = (194, 65, 12)  # THEME_COLOR in display_rules/app_identity.py
# Lucide "aperture" on its 24-unit grid, stroke 2: a circle and six strokes.
CIRCLE = (12, 12, 10)
STROKES = (((14.31, 8), (20.05, 17.94)), ((9.69, 8), (21.17, 8)), ((7.38, 12), (13.12, 2.06)),
           ((9.69, 16), (3.95, 6.06)), ((14.31, 16), (2.83, 16)), ((16.62, 12), (10.88, 21.94)))


def icon(size: int, *, maskable: bool) -> Image.Image:
    """One square icon of `size` pixels."""
    scale = 4  # drawn large, then reduced: smooth edges
    big = size * scale
    image = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    if maskable:
        draw.rectangle((0, 0, big, big), fill=ORANGE)
    else:
        draw.rounded_rectangle((0, 0, big - 1, big - 1), radius=big * 10 // 34, fill=ORANGE)
    mark = big * (0.46 if maskable else 0.59)  # the navbar's 20 px mark in a 34 px tile
    unit, origin = mark / 24, (big - mark) / 2
    width = round(2 * unit)

    def at(x: float, y: float) -> tuple[float, float]:
        return origin + x * unit, origin + y * unit

    cx, cy = at(CIRCLE[0], CIRCLE[1])
    radius = CIRCLE[2] * unit
    draw.ellipse((cx - radius - width / 2, cy - radius - width / 2, cx + radius + width / 2,
                  cy + radius + width / 2), outline="white", width=width)
    for start, end in STROKES:
        draw.line((at(*start), at(*end)), fill="white", width=width)
        for x, y in (at(*start), at(*end)):  # round caps
            draw.ellipse((x - width / 2, y - width / 2, x + width / 2, y + width / 2),
                         fill="white")
    return image.resize((size, size), Image.LANCZOS)


def main() -> None:
    """Write every size the manifest and the page head name."""
    OUT.mkdir(parents=True, exist_ok=True)
    for size in (192, 512):
        icon(size, maskable=False).save(OUT / f"icon-{size}.png", optimize=True)
        icon(size, maskable=True).save(OUT / f"maskable-{size}.png", optimize=True)
    apple = icon(180, maskable=True).convert("RGB")  # iOS rounds the corners itself
    apple.save(OUT / "apple-touch-icon.png", optimize=True)


if __name__ == "__main__":
    main()
