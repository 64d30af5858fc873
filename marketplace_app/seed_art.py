"""Demo content material: Indian names, titles per category, and artwork drawn with Pillow
(no network at run time)."""

import io
import math
import random

from PIL import Image, ImageDraw

FIRST_NAMES = (
    "Aarav", "Meera", "Rohan", "Ananya", "Vikram", "Ishita", "Kabir", "Priya", "Arjun", "Sanya",
    "Dev", "Nisha", "Rahul", "Tara", "Aditya", "Kavya", "Siddharth", "Riya", "Nikhil", "Zoya",
    "Karan", "Pooja", "Manish", "Aditi", "Varun", "Sneha", "Imran", "Lakshmi", "Farhan", "Divya",
)
LAST_NAMES = (
    "Sharma", "Kapoor", "Iyer", "Reddy", "Nair", "Mehta", "Banerjee", "Verma", "Khan", "Desai",
    "Menon", "Joshi", "Gupta", "Rao", "Chopra", "Singh", "Pillai", "Das", "Malhotra", "Bose",
)
ADJECTIVES = (
    "Golden hour", "Monsoon", "Festive", "Minimal", "Vintage", "Neon", "Royal", "Coastal",
    "Urban", "Heritage", "Bold", "Quiet", "Desert", "Midnight", "Sunlit", "Handcrafted",
)
SUBJECTS = {
    "Photography": ("portraits", "wedding stories", "jewellery close-ups", "street food",
                    "architecture", "product catalogue", "travel diary"),
    "Videography": ("wedding film", "brand film", "drone reel", "music video",
                    "corporate event recap", "food commercial"),
    "Editors": ("colour grade", "retouching series", "documentary cut", "reel edit"),
    "Designers": ("brand identity", "logo system", "app redesign", "3D product render",
                  "festival poster"),
    "Ai Generative Artists": ("AI lookbook", "generative soundscape", "AI video loop",
                              "dreamscape series"),
    "Stylists": ("fashion editorial", "food styling", "interior styling", "jewel styling"),
    "Models/Actors": ("lookbook", "ad campaign", "short film role", "runway series"),
    "Makeup Artists & Hair": ("bridal makeup", "editorial glam", "hair styling",
                              "festive looks"),
    "Studio & Camera Rentals": ("studio tour", "lighting kit", "cyclorama studio",
                                "camera rental setup"),
    "Assistants": ("behind the scenes", "on-set lighting", "grip and gaffer work"),
    "Set Designers & Art Directors": ("set design", "art direction", "stage build",
                                      "period set"),
}
PALETTES = (
    ((255, 153, 51), (19, 136, 8)), ((233, 30, 99), (63, 81, 181)), ((255, 193, 7), (121, 85, 72)),
    ((0, 150, 136), (255, 235, 59)), ((156, 39, 176), (255, 87, 34)), ((3, 169, 244), (255, 255, 255)),
    ((76, 175, 80), (33, 33, 33)), ((244, 67, 54), (255, 224, 178)), ((96, 125, 139), (255, 171, 64)),
)


def title_for(category: str, rng: random.Random) -> str:
    """A believable work title for a category."""
    return f"{rng.choice(ADJECTIVES)} {rng.choice(SUBJECTS.get(category, ('series',)))}"


def description_for(category: str, city: str, rng: random.Random) -> str:
    """A short work description."""
    clients = ("a Bollywood label", "a D2C skincare brand", "a family in Udaipur",
               "a Bengaluru startup", "a luxury jeweller", "a Kolkata cafe", "an indie band")
    return (f"{category} work shot in and around {city} for {rng.choice(clients)}. "
            f"Concept, planning and delivery in {rng.randint(2, 14)} days.")


def _gradient(size: tuple[int, int], top, bottom) -> Image.Image:
    mask = Image.linear_gradient("L").resize(size)
    return Image.composite(Image.new("RGB", size, bottom), Image.new("RGB", size, top), mask)


def artwork(seed: int, size: tuple[int, int] = (1200, 900)) -> bytes:
    """An abstract composition (sun, hills, shapes) as JPEG bytes, different for every seed."""
    rng = random.Random(seed)
    first, second = rng.choice(PALETTES)
    image = _gradient(size, first, second)
    draw = ImageDraw.Draw(image, "RGBA")
    width, height = size
    sun = rng.randint(height // 10, height // 4)
    cx, cy = rng.randint(sun, width - sun), rng.randint(sun, height // 2)
    draw.ellipse((cx - sun, cy - sun, cx + sun, cy + sun), fill=(255, 255, 255, 150))
    for layer in range(3):
        base = height * (0.55 + 0.13 * layer)
        amplitude, phase = rng.randint(20, 90), rng.random() * math.tau
        points = [(x, base + amplitude * math.sin(x / width * math.tau * (layer + 1) + phase))
                  for x in range(0, width + 20, 20)]
        shade = tuple(int(c * (0.8 - 0.2 * layer)) for c in second) + (220,)
        draw.polygon(points + [(width, height), (0, height)], fill=shade)
    for _ in range(rng.randint(4, 10)):
        x, y, r = rng.randint(0, width), rng.randint(0, height), rng.randint(10, 80)
        colour = (*rng.choice(PALETTES)[0], rng.randint(60, 160))
        draw.rectangle((x, y, x + r, y + r), fill=colour) if rng.random() < 0.5 else \
            draw.ellipse((x, y, x + r, y + r), fill=colour)
    out = io.BytesIO()
    image.save(out, "JPEG", quality=88)
    return out.getvalue()


def avatar(seed: int, initials: str, size: int = 400) -> bytes:
    """A round-friendly portrait placeholder with initials."""
    rng = random.Random(seed)
    first, second = rng.choice(PALETTES)
    image = _gradient((size, size), first, second)
    draw = ImageDraw.Draw(image)
    draw.ellipse((size * 0.3, size * 0.15, size * 0.7, size * 0.55), fill=(255, 224, 189))
    draw.ellipse((size * 0.15, size * 0.6, size * 0.85, size * 1.2), fill=(40, 40, 40))
    draw.text((size * 0.05, size * 0.05), initials, fill=(255, 255, 255))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=88)
    return out.getvalue()
