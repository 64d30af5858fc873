"""The square main image of an upload in one pass: the square (the framed crop, else the
centred one) is worked out on the upright image fitted to the longest side, mapped back onto the
stored pixels, and only that region is decoded (JPEGs at 1/2, 1/4 or 1/8 scale when that is
still large enough) and resampled; turning it upright and dropping the metadata happen on the
small result. Same output as orient -> fit -> crop, without full-size intermediate copies."""

import math

from PIL import Image

from . import images, vips_square
from .cropping import Crop, crop_box

T = Image.Transpose
# EXIF orientation -> the transposition that shows the stored pixels upright.
ORIENTATIONS = {2: T.FLIP_LEFT_RIGHT, 3: T.ROTATE_180, 4: T.FLIP_TOP_BOTTOM, 5: T.TRANSPOSE,
                6: T.ROTATE_270, 7: T.TRANSVERSE, 8: T.ROTATE_90}
INVERSE = {T.ROTATE_90: T.ROTATE_270, T.ROTATE_270: T.ROTATE_90}  # the others undo themselves
SWAPS_SIDES = {T.TRANSPOSE, T.TRANSVERSE, T.ROTATE_90, T.ROTATE_270}
RESIZABLE_MODES = ("RGB", "RGBA", "L", "LA", "CMYK")
# Whole-factor box reduction before the Lanczos pass when shrinking 3x or more (Pillow:
# indistinguishable from a full Lanczos resample in most cases, several times faster).
REDUCING_GAP = 3.0


def _orientation(image: Image.Image) -> Image.Transpose | None:
    """How to turn the stored pixels upright (the EXIF orientation tag)."""
    try:
        return ORIENTATIONS.get(image.getexif().get(0x0112, 1))
    except (ValueError, TypeError, SyntaxError):
        return None


def _move_point(method, x: float, y: float, width: float, height: float):
    """Where (x, y) of a width x height image lands after `method` (edge coordinates)."""
    return {T.FLIP_LEFT_RIGHT: (width - x, y), T.FLIP_TOP_BOTTOM: (x, height - y),
            T.ROTATE_180: (width - x, height - y), T.ROTATE_90: (y, width - x),
            T.ROTATE_270: (height - y, x), T.TRANSPOSE: (y, x),
            T.TRANSVERSE: (height - y, width - x)}[method]


def _stored_box(box, method, upright_size):
    """The upright image's box in the stored (not yet turned) pixels."""
    if method is None:
        return box
    undo = INVERSE.get(method, method)
    left, top, right, bottom = box
    corners = [_move_point(undo, x, y, *upright_size) for x, y in ((left, top), (right, bottom))]
    xs, ys = [c[0] for c in corners], [c[1] for c in corners]
    return min(xs), min(ys), max(xs), max(ys)


def _square_on_fitted(upright: tuple[int, int], longest: int, crop: Crop | None):
    """(box on the upright image fitted to `longest`, the fitted size)."""
    scale = min(1.0, longest / max(upright))
    fitted = (math.ceil(upright[0] * scale), math.ceil(upright[1] * scale)) if scale < 1 \
        else upright
    if crop is not None:
        return crop_box(fitted, crop), fitted
    side = min(fitted)
    left, top = (fitted[0] - side) // 2, (fitted[1] - side) // 2
    return (left, top, left + side, top + side), fitted


def _scaled(box, size: tuple[int, int], new_size: tuple[int, int]):
    """A box moved from an image of `size` onto the same image at `new_size`, kept inside."""
    sx, sy = new_size[0] / size[0], new_size[1] / size[1]
    left, top, right, bottom = box
    return (max(0.0, left * sx), max(0.0, top * sy), min(float(new_size[0]), right * sx),
            min(float(new_size[1]), bottom * sy))


def _flatten(image: Image.Image) -> Image.Image:
    """RGB on white, whatever the mode; a fresh image, so no metadata comes along."""
    clean = Image.new("RGB", image.size, (255, 255, 255))
    if image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info:
        rgba = image.convert("RGBA")
        clean.paste(rgba, mask=rgba.getchannel("A"))
    else:
        clean.paste(image if image.mode == "RGB" else image.convert("RGB"))
    return clean


def square_image(data: bytes, longest: int, crop: Crop | None = None) -> Image.Image:
    """The upload's square, upright, metadata-free RGB image, at most `longest` a side."""
    image = images.open_checked(data)
    method = _orientation(image)
    stored = image.size
    upright = (stored[1], stored[0]) if method in SWAPS_SIDES else stored
    box, fitted = _square_on_fitted(upright, longest, crop)
    side = box[2] - box[0]
    source_box = _stored_box(_scaled(box, fitted, upright), method, upright)
    if vips_square.suits(image):
        square = vips_square.square(data, source_box, side)
    else:
        square = _pillow_square(image, source_box, side)
    if method is not None:
        square = square.transpose(method)
    return _flatten(square)


def _pillow_square(image: Image.Image, source_box, side: int) -> Image.Image:
    """The stored pixels inside `source_box` scaled to side x side, with Pillow."""
    stored = image.size
    if images.draftable(image):
        shrink = side / (source_box[2] - source_box[0])
        image.draft("RGB", (math.ceil(stored[0] * shrink), math.ceil(stored[1] * shrink)))
        source_box = _scaled(source_box, stored, image.size)
    images.load(image)
    if image.mode not in RESIZABLE_MODES:
        alpha = "A" in image.getbands() or "transparency" in image.info
        image = image.convert("RGBA" if alpha else "RGB")
    return image.resize((side, side), Image.Resampling.LANCZOS, box=source_box,
                        reducing_gap=REDUCING_GAP)

