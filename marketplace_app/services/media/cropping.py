"""The square crop a talent frames in the "Frame Your Image" dialog, applied on the server."""

import math
from dataclasses import dataclass

from PIL import Image

from ..errors import Invalid

MIN_SIDE = 100
CROP_TOO_SMALL = "The crop must be at least 100 by 100 pixels"
BAD_CROP = "The crop area is not valid"


@dataclass(frozen=True)
class Crop:
    """A rectangle in percent (0-100) of the upright image: left, top, width, height."""

    x: float
    y: float
    width: float
    height: float


def parse_crop(value) -> Crop | None:
    """A Crop from {x, y, width, height} percentages; None for no crop; Invalid otherwise."""
    if value is None:
        return None
    if isinstance(value, Crop):
        return value
    if not isinstance(value, dict):
        raise Invalid(BAD_CROP)
    try:
        x, y, w, h = (float(value[k]) for k in ("x", "y", "width", "height"))
    except (KeyError, TypeError, ValueError, OverflowError):
        raise Invalid(BAD_CROP) from None
    if not all(math.isfinite(v) for v in (x, y, w, h)) or w <= 0 or h <= 0:
        raise Invalid(BAD_CROP)
    return Crop(x, y, w, h)


def crop_box(size: tuple[int, int], crop: Crop) -> tuple[int, int, int, int]:
    """The square pixel box of `crop` on an image of `size`, clamped inside the image."""
    width, height = size
    left, top = crop.x / 100 * width, crop.y / 100 * height
    side = min(crop.width / 100 * width, crop.height / 100 * height, width, height)
    side = int(round(side))
    if side < MIN_SIDE:
        raise Invalid(CROP_TOO_SMALL)
    left = int(round(min(max(left, 0), width - side)))
    top = int(round(min(max(top, 0), height - side)))
    return left, top, left + side, top + side


def apply_crop(image: Image.Image, crop: Crop | None) -> Image.Image:
    """The image cut to the crop's square, or unchanged without a crop."""
    if crop is None:
        return image
    return image.crop(crop_box(image.size, crop))
