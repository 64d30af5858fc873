"""Issue 10 item 4: one upload never needs more than 300 MB, whatever it claims to be, and
only JPEG, PNG, WebP, HEIC/HEIF, AVIF and GIF are accepted (HEIC and AVIF decoded)."""

import io
import json
import struct
import subprocess
import sys
import textwrap
import zlib
from pathlib import Path

import pytest
from PIL import Image

from marketplace_app.services.accounts import profile_photo
from marketplace_app.services.errors import Invalid, Unprocessable
from marketplace_app.services.media import images, media_pipeline
from tests.factories import make_user

PEAK_LIMIT_MB = 300
ROOT = Path(__file__).resolve().parents[2]


def _png_bomb(width: int, height: int, colour_type: int = 2) -> bytes:
    """A real, fully decodable PNG of zeros: small on disk, huge in memory."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    channels = {0: 1, 2: 3, 6: 4}[colour_type]
    row = b"\x00" * (1 + width * channels)
    compressor, body = zlib.compressobj(9), []
    for _ in range(height):
        body.append(compressor.compress(row))
    body.append(compressor.flush())
    header = struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", b"".join(body))
            + chunk(b"IEND", b""))


_MEASURE = textwrap.dedent("""
    import json, sys, time
    from marketplace_app.services.errors import ServiceError
    from marketplace_app.services.media import media_pipeline
    data = open(sys.argv[1], "rb").read()
    started = time.perf_counter()
    try:
        media_pipeline.process_image(data)
        outcome = "processed"
    except ServiceError as exc:
        outcome = f"{exc.status} {exc.message}"
    # VmHWM is this process's own peak (ru_maxrss would carry the forking parent's size).
    hwm = next(line for line in open("/proc/self/status") if line.startswith("VmHWM"))
    print(json.dumps({"peak_mb": int(hwm.split()[1]) / 1024,
                      "seconds": time.perf_counter() - started, "outcome": outcome}))
""")


def _measure(tmp_path: Path, name: str, data: bytes) -> dict:
    path = tmp_path / name
    path.write_bytes(data)
    run = subprocess.run([sys.executable, "-c", _MEASURE, str(path)], cwd=ROOT,
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    result = json.loads(run.stdout.strip().splitlines()[-1])
    print(f"{name}: {len(data) // 1024} KB, peak {result['peak_mb']:.0f} MB, "
          f"{result['seconds']:.2f} s, {result['outcome']}")
    return result


def _jpeg(width: int, height: int, progressive: bool = False) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (width, height), (90, 120, 200)).save(out, "JPEG", quality=70,
                                                           progressive=progressive)
    return out.getvalue()


@pytest.mark.parametrize("name,make", [
    ("png-10000x10000-rgb", lambda: _png_bomb(10000, 10000)),
    ("png-7000x4500-rgba", lambda: _png_bomb(7000, 4500, 6)),
    ("png-5000x2500-rgba", lambda: _png_bomb(5000, 2500, 6)),
    ("png-6000x4150-rgb", lambda: _png_bomb(6000, 4150, 2)),
    ("png-9000x9000-gray", lambda: _png_bomb(9000, 9000, 0)),
    ("jpeg-10000x10000-baseline", lambda: _jpeg(10000, 10000)),
    ("jpeg-8000x8000-progressive", lambda: _jpeg(8000, 8000, progressive=True)),
])
def test_peak_memory_of_one_upload_stays_under_300_mb(tmp_path, name, make):
    result = _measure(tmp_path, f"{name}.bin", make())
    assert result["peak_mb"] <= PEAK_LIMIT_MB, result


def test_large_baseline_jpeg_is_still_accepted():
    processed = media_pipeline.process_image(_jpeg(6000, 4500))
    assert Image.open(io.BytesIO(processed.main)).size == (3000, 3000)


def _encoded(fmt: str, size=(320, 240)) -> bytes:
    images._register_heif()  # Pillow writes HEIF only once pillow-heif is registered
    out = io.BytesIO()
    Image.new("RGB", size, (30, 160, 90)).save(out, fmt)
    return out.getvalue()


@pytest.mark.parametrize("fmt", ["TIFF", "BMP", "EPS", "PPM", "ICO", "TGA", "PCX"])
def test_formats_outside_the_allow_list_are_refused(fmt):
    with pytest.raises(Invalid) as err:
        media_pipeline.process_image(_encoded(fmt, (64, 64)))
    assert err.value.message == images.UNSUPPORTED_FORMAT


@pytest.mark.parametrize("fmt", ["JPEG", "PNG", "WEBP", "GIF", "HEIF", "AVIF"])
def test_allowed_formats_become_clean_jpegs(fmt):
    processed = media_pipeline.process_image(_encoded(fmt))
    assert Image.open(io.BytesIO(processed.main)).format == "JPEG"


@pytest.mark.parametrize("fmt", ["HEIF", "AVIF"])
def test_heic_and_avif_profile_photos(session, fmt):
    user, _ = make_user(session)
    updated = profile_photo.upload_photo(session, actor=user, data=_encoded(fmt, (1600, 1200)))
    assert updated.profile_photo_url.endswith(".jpg")


def test_too_large_png_is_a_clear_422():
    with pytest.raises(Unprocessable, match="megapixels"):
        media_pipeline.process_image(_png_bomb(10000, 10000))
