"""Decoding and normalising uploaded images with Pillow."""

import io
import warnings

from PIL import Image, ImageOps, UnidentifiedImageError

from ...settings import get_settings
from ..errors import Invalid, Unprocessable

NOT_AN_IMAGE = "Please select an image file"


def open_image(data: bytes) -> Image.Image:
    """Decode bytes as an image, refusing anything over the pixel limit before decoding."""
    limit = get_settings().max_image_pixels
    too_big = Unprocessable(
        f"Image is too large: at most {limit // 1_000_000} megapixels are accepted")
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("error", Image.DecompressionBombWarning)
            image = Image.open(io.BytesIO(data))
            width, height = image.size
            if width * height > limit:
                raise too_big
            image.load()
    except (Image.DecompressionBombError, Image.DecompressionBombWarning):
        raise too_big from None
    except (UnidentifiedImageError, OSError, ValueError, SyntaxError, EOFError):
        raise Invalid(NOT_AN_IMAGE) from None
    return image


def upright_rgb(image: Image.Image) -> Image.Image:
    """Apply the EXIF orientation and drop every other bit of metadata."""
    image = ImageOps.exif_transpose(image)
    if image.mode not in ("RGB",):
        background = Image.new("RGB", image.size, (255, 255, 255))
        rgba = image.convert("RGBA")
        background.paste(rgba, mask=rgba.getchannel("A"))
        image = background
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


Image.MAX_IMAGE_PIXELS = get_settings().max_image_pixels
