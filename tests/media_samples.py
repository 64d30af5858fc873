"""Real media bytes for upload tests."""

import io
import struct
import zlib

from PIL import Image


def jpeg(width: int = 640, height: int = 480, color=(200, 60, 40), exif=None) -> bytes:
    """A JPEG of the given size."""
    out = io.BytesIO()
    image = Image.new("RGB", (width, height), color)
    image.save(out, "JPEG", quality=85, **({"exif": exif} if exif is not None else {}))
    return out.getvalue()


def png(width: int = 300, height: int = 200) -> bytes:
    """A PNG with transparency."""
    out = io.BytesIO()
    Image.new("RGBA", (width, height), (10, 120, 200, 128)).save(out, "PNG")
    return out.getvalue()


def jpeg_with_gps() -> bytes:
    """A JPEG whose EXIF carries a GPS position."""
    exif = Image.new("RGB", (1, 1)).getexif()
    exif[0x010F] = "TestCam"
    gps = exif.get_ifd(0x8825)
    gps[1], gps[2] = "N", (19.0, 4.0, 30.0)
    gps[3], gps[4] = "E", (72.0, 52.0, 10.0)
    return jpeg(900, 500, exif=exif)


def png_declaring(width: int, height: int) -> bytes:
    """A tiny PNG whose header claims the given size (a decompression bomb)."""
    data = bytearray(png(2, 2))
    ihdr = 8 + 8  # signature, then the IHDR chunk's length and type
    data[ihdr:ihdr + 8] = struct.pack(">II", width, height)
    crc = zlib.crc32(bytes(data[12:ihdr + 13]))
    data[ihdr + 13:ihdr + 17] = struct.pack(">I", crc)
    return bytes(data)


MP4 = b"\x00\x00\x00\x18ftypmp42\x00\x00\x00\x00mp42isom" + b"\x00" * 200
WEBM = b"\x1aE\xdf\xa3\x9fB\x86\x81\x01B\xf7\x81\x01webm" + b"\x00" * 200
OGG = b"OggS\x00\x02" + b"\x00" * 200
AVI = b"RIFF\x00\x00\x00\x00AVI LIST" + b"\x00" * 200
MOV = b"\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00qt  " + b"\x00" * 200
THREE_GP = b"\x00\x00\x00\x14ftyp3gp4\x00\x00\x00\x00" + b"\x00" * 200
MKV = b"\x1aE\xdf\xa3\x9fB\x86\x81\x01B\xf7\x81\x01matroska" + b"\x00" * 200
NOT_MEDIA = b"%PDF-1.4 this is not an image at all" + b"\x00" * 100
