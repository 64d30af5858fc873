"""Decoding and normalising uploaded images with Pillow (plus pillow-heif for HEIC/HEIF).

Memory is bounded at decode time: only an allow-list of formats is opened, the header's
size is checked before any pixel is decoded, baseline JPEGs decode straight at a reduced
scale (libjpeg DCT scaling), and every other format is decoded only up to a fixed pixel
budget and then reduced before any conversion copies it."""

import io
import math
import warnings
from contextlib import contextmanager
from functools import cache

from PIL import Image, ImageOps, UnidentifiedImageError

from ...settings import get_settings
from ..errors import Invalid, Unprocessable

NOT_AN_IMAGE = "Please select an image file"
UNSUPPORTED_FORMAT = "Please upload a JPEG, PNG, WebP, HEIC, HEIF, AVIF or GIF image"
# Pillow's format names; MPO is the multi-picture JPEG many cameras and phones write.
ALLOWED_FORMATS = frozenset({"JPEG", "MPO", "PNG", "WEBP", "GIF", "HEIF", "AVIF"})
# Formats decoded at full size (no decode-time scaling): at most this many pixels (Pillow
# keeps 4 bytes a pixel, ~130 MB), half as many with transparency (resizing then makes a
# premultiplied copy), so one upload peaks under 300 MB.
FULL_DECODE_PIXELS = 25_000_000



@cache
def _register_heif() -> None:
    """HEIC/HEIF decoding, registered with Pillow on the first image (a slow import)."""
    import pillow_heif

    pillow_heif.register_heif_opener()


def _too_big(limit: int) -> Unprocessable:
    megapixels = limit // 1_000_000
    return Unprocessable(f"Image is too large: at most {megapixels} megapixels are accepted")


def _decode_limit(image: Image.Image, limit: int) -> int:
    """Most pixels this file may have: baseline JPEGs decode scaled down, others in full."""
    if image.format in ("JPEG", "MPO") and not image.info.get("progressive"):
        return limit
    alpha = image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info
    return min(limit, FULL_DECODE_PIXELS // 2 if alpha else FULL_DECODE_PIXELS)


def _scale_for(size: tuple[int, int], max_side: int | None, min_side: int | None) -> float:
    """How far the image may shrink: the longest side to max_side, or the shortest to min_side."""
    scale = 1.0
    if max_side:
        scale = min(scale, max_side / max(size))
    if min_side:
        scale = min(scale, min_side / min(size))
    return scale


@contextmanager
def _decode_errors(limit: int):
    """Decoding errors as the user's messages (a bomb: too large; anything else: not an image)."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            yield
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise _too_big(limit) from None
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError, EOFError):
        raise Invalid(NOT_AN_IMAGE) from None


def open_checked(data: bytes) -> Image.Image:
    """An allowed image whose header promises no more pixels than may be decoded; its pixels
    are not decoded yet (see `draftable` and `load`)."""
    limit = get_settings().max_image_pixels
    _register_heif()
    with _decode_errors(limit):
        image = Image.open(io.BytesIO(data))
        if image.format not in ALLOWED_FORMATS:
            raise Invalid(UNSUPPORTED_FORMAT)
        width, height = image.size
        allowed = _decode_limit(image, limit)
        if width * height > allowed:
            raise _too_big(allowed)
    return image


def draftable(image: Image.Image) -> bool:
    """Whether the file can decode straight at a reduced scale (a baseline JPEG)."""
    return _decode_limit(image, get_settings().max_image_pixels) == \
        get_settings().max_image_pixels


def load(image: Image.Image) -> None:
    """Decode the pixels, with the user's messages for damaged files."""
    with _decode_errors(get_settings().max_image_pixels):
        image.load()


def open_image(data: bytes, *, max_side: int | None = None,
               min_side: int | None = None) -> Image.Image:
    """Decode an allowed image, already reduced so its longest side is at most `max_side`
    (or its shortest side at least `min_side`); refuses what would need too much memory."""
    image = open_checked(data)
    with _decode_errors(get_settings().max_image_pixels):
        width, height = image.size
        scale = _scale_for(image.size, max_side, min_side)
        target = (max(1, math.ceil(width * scale)), max(1, math.ceil(height * scale)))
        if draftable(image) and scale < 1:
            image.draft(None, target)  # decode at 1/2, 1/4 or 1/8 scale, never below target
        image.load()
        image = _reduce(image, target)
    return image


def _reduce(image: Image.Image, target: tuple[int, int]) -> Image.Image:
    """Shrink to `target`: first by an integer box reduction (no premultiplied copy of the
    full-size pixels), then precisely; each step drops the larger image it came from."""
    if image.size[0] <= target[0]:
        return image
    if image.mode in ("P", "1"):
        image = image.convert("RGBA" if "transparency" in image.info else "RGB")
    factor = min(image.size[0] // target[0], image.size[1] // target[1])
    if factor >= 2 and image.mode in ("RGB", "RGBA", "L", "LA", "CMYK"):
        image = image.reduce(factor)
    if image.size[0] > target[0]:
        image = image.resize(target, Image.Resampling.LANCZOS)
    return image


def upright_rgb(image: Image.Image) -> Image.Image:
    """Apply the EXIF orientation and drop every other bit of metadata."""
    image = ImageOps.exif_transpose(image)
    if image.mode not in ("RGB",):
        background = Image.new("RGB", image.size, (255, 255, 255))
        rgba = image.convert("RGBA")
        background.paste(rgba, mask=rgba.getchannel("A"))
        image = background
        del rgba
    clean = Image.new("RGB", image.size)
    clean.paste(image)
    return clean


def fit_longest_side(image: Image.Image, longest: int) -> Image.Image:
    """Scale down so neither side exceeds `longest`."""
    if max(image.size) <= longest:
        return image
    copy = image.copy()
    copy.thumbnail((longest, longest), Image.Resampling.LANCZOS)
    return copy


def centre_square(image: Image.Image) -> Image.Image:
    """Crop the largest centred square."""
    side = min(image.size)
    left, top = (image.width - side) // 2, (image.height - side) // 2
    return image.crop((left, top, left + side, top + side))


def jpeg_bytes(image: Image.Image, quality: int = 90) -> bytes:
    """Encode as a progressive JPEG with no metadata."""
    out = io.BytesIO()
    image.save(out, "JPEG", quality=quality, optimize=True, progressive=True)
    return out.getvalue()


def webp_bytes(image: Image.Image, quality: int = 78) -> bytes:
    """Encode as WebP (about a third smaller than the JPEG at the same look)."""
    out = io.BytesIO()
    image.save(out, "WEBP", quality=quality, method=4)
    return out.getvalue()


def placeholder_uri(image: Image.Image, side: int = 16) -> str:
    """A ~100-byte data: URI of a 16 px copy, shown blurred while the real image loads."""
    import base64

    tiny = image.copy()
    tiny.thumbnail((side, side), Image.Resampling.BILINEAR)
    out = io.BytesIO()
    tiny.save(out, "WEBP", quality=40)
    return "data:image/webp;base64," + base64.b64encode(out.getvalue()).decode()


Image.MAX_IMAGE_PIXELS = get_settings().max_image_pixels
