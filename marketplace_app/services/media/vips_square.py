"""The square of a camera JPEG cut and scaled by libvips (pyvips with its pyvips-binary wheel):
decode at 1/2-1/8 scale when still large enough, then a vectorised, threaded Lanczos, about
three times less CPU than Pillow for this step (BENCHMARKS.md, media pipeline). Only the JPEG
loader is ever called, on files Pillow's header check already accepted; other formats and
colour modes stay with Pillow."""

import math
from functools import cache

from PIL import Image

from ..errors import Invalid
from .images import NOT_AN_IMAGE

SHRINKS = (8, 4, 2, 1)  # what libjpeg decodes straight at


@cache
def _pyvips():
    """The module, or None when libvips is not installed (Pillow does the work then)."""
    try:
        import pyvips
    except (ImportError, OSError):
        return None
    pyvips.cache_set_max(0)  # keep no decoded photo around after the upload is done
    return pyvips


def suits(image: Image.Image) -> bool:
    """Whether libvips takes this file: an 8-bit colour or grey JPEG, libvips installed."""
    return image.format in ("JPEG", "MPO") and image.mode in ("RGB", "L") \
        and _pyvips() is not None


def square(data: bytes, stored_box, side: int) -> Image.Image:
    """The stored pixels inside `stored_box` (floats, in the file's full size) scaled to a
    side x side Pillow image (not yet turned upright)."""
    pyvips = _pyvips()
    width = stored_box[2] - stored_box[0]
    shrink = next(s for s in SHRINKS if width / s >= side or s == 1)
    try:
        picture = pyvips.Image.jpegload_buffer(data, shrink=shrink, fail_on="truncated")
        left, top = (math.floor(v / shrink) for v in stored_box[:2])
        right = min(picture.width, math.ceil(stored_box[2] / shrink))
        bottom = min(picture.height, math.ceil(stored_box[3] / shrink))
        region = picture.crop(left, top, right - left, bottom - top)
        region = region.resize(side / region.width, vscale=side / region.height,
                               kernel="lanczos3")
        mode = {1: "L", 3: "RGB"}[region.bands]
        pixels = region.write_to_memory()
    except (pyvips.Error, KeyError):
        raise Invalid(NOT_AN_IMAGE) from None
    return Image.frombytes(mode, (region.width, region.height), pixels)
