"""The one-pass square (region decoded, scaled, then turned upright) looks exactly like the
plain way: turn upright, fit 4000 px, cut the square, for every EXIF orientation and crop, with
libvips and with Pillow alone (where libvips is missing)."""

import io

import pytest
from PIL import Image, ImageChops, ImageDraw, ImageOps, ImageStat

from marketplace_app.services.errors import Invalid
from marketplace_app.services.media import media_pipeline, vips_square
from marketplace_app.services.media.cropping import Crop, apply_crop


@pytest.fixture(params=["libvips", "pillow"], autouse=True)
def engine(request, monkeypatch):
    """Run each test with libvips cutting JPEGs, then with Pillow alone."""
    if request.param == "pillow":
        monkeypatch.setattr(vips_square, "_pyvips", lambda: None)
    else:
        assert vips_square._pyvips() is not None, "pyvips-binary is a dependency"
    return request.param


def _photo(size, orientation: int) -> bytes:
    """Four coloured quarters and a white bar near one corner, stored with this orientation."""
    width, height = size
    image = Image.new("RGB", size, (200, 30, 30))
    draw = ImageDraw.Draw(image)
    draw.rectangle((width // 2, 0, width, height // 2), fill=(30, 200, 30))
    draw.rectangle((0, height // 2, width // 2, height), fill=(30, 30, 200))
    draw.rectangle((width // 10, height // 10, width // 3, height // 5), fill=(255, 255, 255))
    exif = Image.new("RGB", (1, 1)).getexif()
    exif[0x0112] = orientation
    out = io.BytesIO()
    image.save(out, "JPEG", quality=95, exif=exif)
    return out.getvalue()


def _plain_way(data: bytes, crop: Crop | None) -> Image.Image:
    image = ImageOps.exif_transpose(Image.open(io.BytesIO(data))).convert("RGB")
    image.thumbnail((4000, 4000), Image.Resampling.LANCZOS)
    if crop is not None:
        return apply_crop(image, crop)
    side = min(image.size)
    left, top = (image.width - side) // 2, (image.height - side) // 2
    return image.crop((left, top, left + side, top + side))


@pytest.mark.parametrize("orientation", range(1, 9))
@pytest.mark.parametrize("crop", [None, Crop(5, 10, 40, 60)])
def test_every_orientation_and_crop_match_the_plain_way(orientation, crop):
    data = _photo((900, 600), orientation)
    made = Image.open(io.BytesIO(media_pipeline.process_image(data, crop).main)).convert("RGB")
    expected = _plain_way(data, crop)
    assert made.size == expected.size
    difference = ImageStat.Stat(ImageChops.difference(made, expected)).mean
    assert max(difference) < 4, difference


def test_a_large_camera_photo_is_fitted_before_its_square_is_cut():
    data = _photo((8000, 6000), 6)  # decoded at half scale: 4000 x 3000, then turned upright
    made = Image.open(io.BytesIO(media_pipeline.process_image(data).main)).convert("RGB")
    expected = _plain_way(data, None)
    assert made.size == expected.size == (3000, 3000)
    assert max(ImageStat.Stat(ImageChops.difference(made, expected)).mean) < 4


def test_a_cut_off_jpeg_is_refused_with_the_usual_message():
    data = _photo((900, 600), 1)
    with pytest.raises(Invalid) as err:
        media_pipeline.process_image(data[: len(data) // 2])
    assert err.value.message == "Only image and video files are allowed"
