"""The media pipeline on real bytes: type from content, bombs refused, metadata stripped."""

import io
import struct

import pytest
from PIL import Image

from marketplace_app.services.media import media_pipeline
from marketplace_app.services.errors import Invalid, Unprocessable
from tests import media_samples as samples


def test_non_image_renamed_is_refused():
    with pytest.raises(Invalid) as err:
        media_pipeline.process_image(samples.NOT_MEDIA)
    assert err.value.message == "Only image and video files are allowed"


def test_png_declaring_30000_square_is_refused_before_decoding():
    bomb = samples.png_declaring(30000, 30000)
    assert struct.unpack(">II", bomb[16:24]) == (30000, 30000) and len(bomb) < 200
    with pytest.raises(Unprocessable) as err:
        media_pipeline.process_image(bomb)
    assert "too large" in err.value.message


def test_gps_exif_is_stripped():
    source = samples.jpeg_with_gps()
    assert Image.open(io.BytesIO(source)).getexif().get_ifd(0x8825)
    result = media_pipeline.process_image(source)
    for data in (result.main, *result.derivatives.values()):
        image = Image.open(io.BytesIO(data))
        assert not image.getexif()
        assert b"Exif" not in data[:4096]


def test_output_is_square_jpeg_at_most_4000_and_derivatives():
    result = media_pipeline.process_image(samples.jpeg(4500, 3000))
    main = Image.open(io.BytesIO(result.main))
    # Fitted to 4000 x 2667 first, then the centred square.
    assert main.format == "JPEG" and main.size == (2667, 2667)
    big = media_pipeline.process_image(samples.jpeg(5000, 5000))
    assert Image.open(io.BytesIO(big.main)).size == (4000, 4000)
    assert Image.open(io.BytesIO(big.derivatives["thumb"])).size == (480, 480)
    assert Image.open(io.BytesIO(big.derivatives["medium"])).size == (1080, 1080)


def test_exif_orientation_is_applied_before_cropping():
    exif = Image.new("RGB", (1, 1)).getexif()
    exif[0x0112] = 6  # rotate 90 degrees clockwise on display
    image = Image.new("RGB", (800, 400), (255, 0, 0))
    image.paste((0, 0, 255), (0, 0, 400, 400))  # left half blue
    out = io.BytesIO()
    image.save(out, "JPEG", exif=exif)
    result = Image.open(io.BytesIO(media_pipeline.process_image(out.getvalue()).main))
    assert result.size == (400, 400)
    # Rotated clockwise, the blue left half becomes the top half; the centre square spans both.
    top, bottom = result.getpixel((200, 20)), result.getpixel((200, 380))
    assert top[2] > 200 and bottom[0] > 200


def test_png_with_alpha_becomes_jpeg():
    result = Image.open(io.BytesIO(media_pipeline.process_image(samples.png()).main))
    assert result.format == "JPEG" and result.mode == "RGB"


@pytest.mark.parametrize("data,extension", [
    (samples.MP4, "mp4"), (samples.WEBM, "webm"), (samples.OGG, "ogg"), (samples.AVI, "avi"),
    (samples.MOV, "mov"), (samples.THREE_GP, "3gp"), (samples.MKV, "mkv"),
    (samples.NOT_MEDIA, None), (samples.jpeg(), None)])
def test_video_type_comes_from_magic_bytes(data, extension):
    assert media_pipeline.video_extension(data) == extension


def test_webp_copies_and_a_tiny_placeholder_come_with_the_derivatives():
    import base64

    result = media_pipeline.process_image(samples.jpeg(2000, 2000))
    for name, side in (("thumb_webp", 480), ("medium_webp", 1080)):
        image = Image.open(io.BytesIO(result.webp[name]))
        assert image.format == "WEBP" and image.size == (side, side)
        assert len(result.webp[name]) < len(result.derivatives[name.removesuffix("_webp")])
    head, data = result.placeholder.split(",", 1)
    assert head == "data:image/webp;base64" and len(result.placeholder) < 300
    tiny = Image.open(io.BytesIO(base64.b64decode(data)))
    assert tiny.size == (16, 16)
