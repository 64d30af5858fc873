"""Generate the public site's artwork (abstract gradients and motifs) into assets/site/.

Run once: `.venv/bin/python scripts/make_site_images.py`. The output is committed, so the
site never loads an external image.
"""

import math
import random
from pathlib import Path

from PIL import Image, ImageChops, ImageDraw, ImageFilter

OUT = Path(__file__).resolve().parent.parent / "assets" / "site"

# Two base colours and an accent per category id (warm for people, cool for tech).
PALETTES = {
    "photography": ("#1f1c2c", "#e8603c", "#ffd29d"),
    "videography": ("#0f2027", "#2c5364", "#ff6f61"),
    "editors": ("#232526", "#5b86e5", "#36d1dc"),
    "designers": ("#41295a", "#ff7e5f", "#feb47b"),
    "ai-generative-artists": ("#120136", "#7f00ff", "#00f5d4"),
    "stylists": ("#3a1c32", "#d76d77", "#ffaf7b"),
    "models-actors": ("#2b1d16", "#b05f3c", "#f7d9c4"),
    "makeup-artists-hair": ("#4a1942", "#e96443", "#f9c5d1"),
    "studio-camera-rentals": ("#141e30", "#243b55", "#f4d03f"),
    "assistants": ("#1d3b2a", "#3c8d5a", "#e6f4a3"),
    "set-designers-art-directors": ("#2c1a0e", "#c0763b", "#7fd1c7"),
}


SKIN_TONES = ("#8d5524", "#a86b3c", "#c68642", "#7a4a2a", "#b5774b", "#9c6239")


def hex_rgb(value: str) -> tuple[int, int, int]:
    """'#rrggbb' -> (r, g, b)."""
    value = value.lstrip("#")
    return tuple(int(value[i:i + 2], 16) for i in (0, 2, 4))


def mix(a, b, t: float):
    """Linear blend of two RGB tuples."""
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))


def gradient(size, start, end, angle=35.0) -> Image.Image:
    """A linear gradient at `angle` degrees."""
    w, h = size
    small = Image.new("RGB", (64, 64))
    px = small.load()
    rad = math.radians(angle)
    dx, dy = math.cos(rad), math.sin(rad)
    for y in range(64):
        for x in range(64):
            t = ((x / 63) * dx + (y / 63) * dy) / (abs(dx) + abs(dy))
            px[x, y] = mix(start, end, min(max(t, 0), 1))
    return small.resize((w, h), Image.BICUBIC)


def blobs(img: Image.Image, colours, rng: random.Random, count=5, alpha=150):
    """Soft glowing circles blended over the image."""
    w, h = img.size
    layer = Image.new("RGBA", img.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    for _ in range(count):
        r = rng.uniform(0.18, 0.45) * max(w, h)
        cx, cy = rng.uniform(-0.1, 1.1) * w, rng.uniform(-0.1, 1.1) * h
        colour = rng.choice(colours)
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(*colour, alpha))
    layer = layer.filter(ImageFilter.GaussianBlur(max(w, h) / 9))
    return Image.alpha_composite(img.convert("RGBA"), layer)


def grain(img: Image.Image, rng: random.Random, amount=10) -> Image.Image:
    """Fine film grain so flat gradients do not band."""
    noise = Image.effect_noise(img.size, amount).convert("RGB")
    noise = ImageChops.add(noise, Image.new("RGB", img.size, (0, 0, 0)), scale=1.0, offset=-128)
    return ImageChops.add(img.convert("RGB"), noise, scale=1.0)


def motif(img: Image.Image, kind: str, colour, rng: random.Random) -> Image.Image:
    """A simple line-art motif hinting at the craft."""
    w, h = img.size
    layer = Image.new("RGBA", img.size, (0, 0, 0, 0))
    d = ImageDraw.Draw(layer)
    c = (*colour, 170)
    lw = max(3, w // 160)
    cx, cy, r = w * 0.62, h * 0.5, min(w, h) * 0.28
    if kind == "photography":
        for k in range(6):
            a = math.radians(60 * k + 15)
            p1 = (cx + r * math.cos(a), cy + r * math.sin(a))
            a2 = math.radians(60 * k + 95)
            p2 = (cx + r * 0.45 * math.cos(a2), cy + r * 0.45 * math.sin(a2))
            d.line([p1, p2], fill=c, width=lw)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=c, width=lw)
    elif kind == "videography":
        d.polygon([(cx - r * 0.5, cy - r * 0.6), (cx - r * 0.5, cy + r * 0.6),
                   (cx + r * 0.6, cy)], outline=c, width=lw)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=c, width=lw)
    elif kind == "editors":
        for k in range(3):
            o = k * r * 0.3
            d.rounded_rectangle((cx - r + o, cy - r * 0.7 + o, cx + r * 0.5 + o,
                                 cy + r * 0.3 + o), radius=lw * 3, outline=c, width=lw)
    elif kind == "designers":
        d.ellipse((cx - r, cy - r * 0.2, cx, cy + r * 0.8), outline=c, width=lw)
        d.polygon([(cx, cy - r), (cx + r, cy + r * 0.6), (cx - r * 0.4, cy + r * 0.6)],
                  outline=c, width=lw)
        d.rectangle((cx + r * 0.1, cy - r * 0.9, cx + r * 0.9, cy - r * 0.1), outline=c,
                    width=lw)
    elif kind == "ai-generative-artists":
        for k in range(1, 6):
            rr = r * k / 5
            d.ellipse((cx - rr, cy - rr, cx + rr, cy + rr), outline=(*colour, 60 + 20 * k),
                      width=max(2, lw // 2))
        for _ in range(40):
            a, rr = rng.uniform(0, 2 * math.pi), rng.uniform(0, r * 1.4)
            x, y, s = cx + rr * math.cos(a), cy + rr * math.sin(a), rng.uniform(2, lw * 1.5)
            d.ellipse((x - s, y - s, x + s, y + s), fill=c)
    elif kind in ("stylists", "makeup-artists-hair"):
        for k in range(5):
            off = (k - 2) * r * 0.25
            d.arc((cx - r + off, cy - r, cx + r + off, cy + r), 200, 340, fill=c, width=lw)
            d.arc((cx - r - off, cy - r * 0.6, cx + r - off, cy + r * 1.4), 20, 160, fill=c,
                  width=lw)
    elif kind == "studio-camera-rentals":
        d.polygon([(cx - r * 0.15, cy - r), (cx + r * 0.15, cy - r), (cx + r, cy + r),
                   (cx - r, cy + r)], fill=(*colour, 55))
        d.ellipse((cx - r * 0.2, cy - r * 1.1, cx + r * 0.2, cy - r * 0.9), fill=c)
    elif kind == "set-designers-art-directors":
        for k in range(4):
            o = k * r * 0.22
            d.rectangle((cx - r + o, cy - r + o, cx + r - o, cy + r - o), outline=c, width=lw)
    else:
        for k in range(7):
            y = cy - r + k * r / 3
            d.line([(cx - r, y), (cx + r, y + r * 0.2)], fill=c, width=lw)
    return Image.alpha_composite(img.convert("RGBA"), layer)


def portrait(size, palette, rng: random.Random) -> Image.Image:
    """An abstract studio portrait: gradient backdrop and a soft-lit silhouette."""
    dark, mid, light = (hex_rgb(p) for p in palette)
    w, h = size
    img = gradient(size, mix(mid, light, 0.35), dark, angle=rng.uniform(60, 120))
    img = blobs(img, [light, mid], rng, count=3, alpha=120)
    layer = Image.new("RGBA", size, (0, 0, 0, 0))
    d = ImageDraw.Draw(layer)
    skin = hex_rgb(rng.choice(SKIN_TONES))
    hair = mix(dark, (0, 0, 0), 0.35)
    cloth = mix(mid, dark, 0.55)
    hx, hy, hr = w * rng.uniform(0.46, 0.54), h * 0.40, w * 0.15
    if rng.random() < 0.5:  # long hair falls behind the shoulders
        d.rounded_rectangle((hx - hr * 1.25, hy - hr * 1.3, hx + hr * 1.25, hy + hr * 2.2),
                            radius=hr, fill=(*hair, 255))
    d.rounded_rectangle((hx - w * 0.40, h * 0.70, hx + w * 0.40, h * 1.2), radius=w * 0.2,
                        fill=(*cloth, 255))
    d.polygon([(hx - hr * 0.42, hy + hr * 0.6), (hx + hr * 0.42, hy + hr * 0.6),
               (hx + hr * 0.55, h * 0.72), (hx - hr * 0.55, h * 0.72)], fill=(*skin, 255))
    d.ellipse((hx - hr * 1.12, hy - hr * 1.42, hx + hr * 1.12, hy + hr * 0.5), fill=(*hair, 255))
    d.ellipse((hx - hr * 0.92, hy - hr * 1.05, hx + hr * 0.92, hy + hr * 1.15), fill=(*skin, 255))
    d.chord((hx - hr * 1.0, hy - hr * 1.3, hx + hr * 1.0, hy + hr * 0.1), 185, 355,
            fill=(*hair, 255))
    layer = layer.filter(ImageFilter.GaussianBlur(1.2))
    img = Image.alpha_composite(img, layer)
    rim = Image.new("RGBA", size, (0, 0, 0, 0))
    ImageDraw.Draw(rim).ellipse((hx - hr * 0.2, hy - hr * 1.1, hx + hr * 1.05, hy + hr),
                                fill=(*light, 70))
    return Image.alpha_composite(img, rim.filter(ImageFilter.GaussianBlur(w / 20)))


def artwork(size, palette, kind, seed, angle=35.0) -> Image.Image:
    """Gradient, glow and motif for one category."""
    rng = random.Random(seed)
    dark, mid, light = (hex_rgb(p) for p in palette)
    img = gradient(size, dark, mid, angle)
    img = blobs(img, [mid, light, mix(mid, light, 0.5)], rng)
    return motif(img, kind, light, rng)


def save(img: Image.Image, name: str, seed: int) -> None:
    """Grain, then a compact JPEG under assets/site/."""
    img = grain(img, random.Random(seed))
    img.convert("RGB").save(OUT / name, "JPEG", quality=84, optimize=True, progressive=True)


def main() -> None:
    """Write every image the public pages use."""
    OUT.mkdir(parents=True, exist_ok=True)
    ids = list(PALETTES)
    for i, cid in enumerate(ids):
        save(artwork((640, 480), PALETTES[cid], cid, seed=i), f"category-{cid}.jpg", i)
    hero = artwork((1600, 1000), ("#14101f", "#5a2a27", "#ff8a4c"), "photography", 99, 25)
    hero = blobs(hero, [hex_rgb("#ff5e62"), hex_rgb("#7b4397")], random.Random(5), 3, 90)
    save(hero, "hero.jpg", 99)
    gallery = [("photography", (800, 1000)), ("designers", (800, 600)),
               ("videography", (800, 600)), ("stylists", (800, 1000)),
               ("ai-generative-artists", (800, 1000)), ("makeup-artists-hair", (800, 600)),
               ("set-designers-art-directors", (800, 600)), ("models-actors", (800, 1000))]
    for n, (cid, size) in enumerate(gallery, start=1):
        save(artwork(size, PALETTES[cid], cid, seed=100 + n, angle=60), f"gallery-{n}.jpg", n)
    for n in range(1, 11):
        palette = PALETTES[ids[(n * 3) % len(ids)]]
        save(portrait((480, 600), palette, random.Random(200 + n)), f"talent-{n}.jpg", n)
    save(artwork((900, 700), PALETTES["studio-camera-rentals"], "studio-camera-rentals", 300),
         "about.jpg", 300)
    save(artwork((1400, 520), ("#1a1423", "#e8603c", "#ffd29d"), "videography", 301, 10),
         "banner-hire.jpg", 301)
    save(artwork((1400, 520), ("#0f2027", "#7f00ff", "#00f5d4"), "designers", 302, 10),
         "banner-join.jpg", 302)
    save(artwork((1400, 600), ("#111111", "#3a3a3a", "#ff8a4c"), "photography", 303, 20),
         "photography-hero.jpg", 303)


if __name__ == "__main__":
    main()
