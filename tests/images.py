"""Real image bytes for upload tests."""

import io
import struct
import zlib

from PIL import Image


def jpeg_with_gps_and_rotation(size=(200, 100)) -> bytes:
    """Left half red, right half blue, EXIF orientation 6 (rotate 90 CW) and a GPS position."""
    image = Image.new("RGB", size, (220, 20, 20))
    image.paste((20, 20, 220), (size[0] // 2, 0, size[0], size[1]))
    exif = Image.Exif()
    exif[0x0112] = 6
    exif[0x010F] = "TestCam"
    gps = exif.get_ifd(0x8825)
    gps[1], gps[2], gps[3], gps[4] = "N", (19.0, 4.0, 30.0), "E", (72.0, 52.0, 40.0)
    out = io.BytesIO()
    image.save(out, "JPEG", exif=exif, quality=95)
    return out.getvalue()


def png(size=(64, 64), colour=(10, 150, 90)) -> bytes:
    """A plain PNG."""
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, "PNG")
    return out.getvalue()


def png_declaring(width: int, height: int) -> bytes:
    """A tiny PNG whose header declares width x height (a decompression bomb)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    pixels = zlib.compress(b"\x00" * 64)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(
        b"IEND", b"")
