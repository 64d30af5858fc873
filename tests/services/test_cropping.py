"""The Frame Your Image crop applied on the server: square, inside the image, at least 100 px."""

import io

import pytest
from PIL import Image

from marketplace_app.services.errors import Invalid
from marketplace_app.services.media import media_pipeline
from marketplace_app.services.media.cropping import Crop, crop_box, parse_crop


def _halves(width=1200, height=800) -> bytes:
    """Left half red, right half blue."""
    image = Image.new("RGB", (width, height), (220, 20, 20))
    image.paste((20, 20, 220), (width // 2, 0, width, height))
    out = io.BytesIO()
    image.save(out, "JPEG", quality=95)
    return out.getvalue()


def test_crop_box_is_a_square_in_pixels_clamped_inside():
    assert crop_box((1200, 800), Crop(10, 10, 50, 75)) == (120, 80, 720, 680)
    # A rectangle running off the right edge is pulled back inside.
    assert crop_box((1000, 1000), Crop(90, 0, 50, 50)) == (500, 0, 1000, 500)


def test_crop_under_100_pixels_is_refused():
    with pytest.raises(Invalid) as err:
        crop_box((1000, 1000), Crop(0, 0, 9, 9))
    assert err.value.message == "The crop must be at least 100 by 100 pixels"


@pytest.mark.parametrize("bad", [{"x": 1}, {"x": "a", "y": 0, "width": 1, "height": 1},
                                 {"x": 0, "y": 0, "width": 0, "height": 10}, "square",
                                 {"x": float("nan"), "y": 0, "width": 5, "height": 5}])
def test_malformed_crop_is_refused(bad):
    with pytest.raises(Invalid):
        parse_crop(bad)


def test_pipeline_applies_the_crop_instead_of_the_centre_square():
    # Framing the left quarter keeps only red; the default centre square would mix both.
    framed = media_pipeline.process_image(_halves(), parse_crop(
        {"x": 0, "y": 0, "width": 25, "height": 37.5}))
    image = Image.open(io.BytesIO(framed.main)).convert("RGB")
    assert image.size == (300, 300)
    red, _, blue = image.getpixel((150, 150))
    assert red > 180 and blue < 80
    plain = Image.open(io.BytesIO(media_pipeline.process_image(_halves()).main))
    assert plain.size == (800, 800)
