"""Real video clips made with PyAV for the tests: every container the spec names, a few seconds,
tiny frames, a black first frame so the poster must be picked later in the clip."""

import io
import math
import tempfile
from fractions import Fraction
from pathlib import Path

import av
from PIL import Image, ImageDraw

# container format, file extension, video codec, audio codec (None: no audio), frame size
FORMATS = {
    "mp4": ("mp4", "libx264", "aac", (320, 180)),
    "mov": ("mov", "libx264", "aac", (320, 240)),
    "webm": ("webm", "libvpx", "libopus", (320, 180)),
    "avi": ("avi", "mpeg4", "libmp3lame", (320, 240)),
    "mkv": ("matroska", "libx264", "libopus", (320, 180)),
    "3gp": ("3gp", "h263", "aac", (176, 144)),
    "ogg": ("ogg", "libvpx", "libopus", (320, 180)),
    # What an iPhone records by default: 10-bit HEVC in a QuickTime file.
    "hevc.mov": ("mov", "libx265", "aac", (320, 180)),
}


def picture(index: int, size: tuple[int, int]) -> Image.Image:
    """Frame `index`: black first, then a moving bright square on a coloured ground."""
    width, height = size
    if index == 0:
        return Image.new("RGB", size, (0, 0, 0))
    image = Image.new("RGB", size, (30 + index * 7 % 180, 90, 160))
    draw = ImageDraw.Draw(image)
    x = (index * 9) % max(1, width - 40)
    draw.rectangle((x, height // 3, x + 40, height // 3 + 40), fill=(250, 230, 40))
    draw.text((8, 8), f"frame {index}", fill=(255, 255, 255))
    return image


def _tone(stream, samples: int, start: int) -> av.AudioFrame:
    """A mono tone of rate/100 Hz, so one period is exactly 100 samples."""
    rate = stream.codec_context.sample_rate
    period = b"".join(int(8000 * math.sin(2 * math.pi * i / 100)).to_bytes(2, "little", signed=True)
                      for i in range(100))
    offset = (start % 100) * 2
    data = (period * (samples // 100 + 2))[offset:offset + samples * 2]
    frame = av.AudioFrame(format="s16", layout="mono", samples=samples)
    frame.planes[0].update(data)
    frame.sample_rate = rate
    frame.pts = start
    frame.time_base = Fraction(1, rate)
    return frame


def make_clip(kind: str = "mp4", *, seconds: float = 2.0, fps: int = 12, size=None,
              audio: bool = True, video: bool = True, faststart: bool = False,
              rotation: int = 0) -> bytes:
    """Bytes of a clip in the container `kind` (a key of FORMATS)."""
    container_format, vcodec, acodec, default_size = FORMATS[kind]
    size = size or default_size
    if faststart:  # the muxer rewrites the file to move the index first: it needs a real file
        with tempfile.TemporaryDirectory() as folder:
            path = Path(folder) / f"clip.{kind}"
            _write(str(path), container_format, vcodec, acodec, size, seconds, fps, audio, video,
                   rotation, {"movflags": "+faststart"})
            return path.read_bytes()
    out_buffer = io.BytesIO()
    _write(out_buffer, container_format, vcodec, acodec, size, seconds, fps, audio, video,
           rotation, {})
    return out_buffer.getvalue()


def _write(target, container_format, vcodec, acodec, size, seconds, fps, audio, video, rotation,
           options) -> None:
    with av.open(target, "w", format=container_format, options=options) as out:
        vstream = astream = None
        if video:
            vstream = out.add_stream(vcodec, rate=fps)
            vstream.width, vstream.height = size
            vstream.pix_fmt = "yuv420p10le" if vcodec == "libx265" else "yuv420p"
            if vcodec == "libx265":
                vstream.options = {"preset": "ultrafast", "x265-params": "log-level=error"}
            if vcodec == "libx264":
                vstream.options = {"preset": "ultrafast"}
            elif vcodec == "libvpx":
                vstream.options = {"deadline": "realtime", "cpu-used": "8"}
            if rotation:
                vstream.set_display_rotation(rotation)
        if audio:
            astream = out.add_stream(acodec, rate=48000 if acodec == "libopus" else 44100)
            astream.layout = "mono"
        frames = int(seconds * fps)
        if vstream is not None:
            for index in range(frames):
                frame = av.VideoFrame.from_image(picture(index, size)).reformat(
                    format=vstream.pix_fmt)
                frame.pts = index
                frame.time_base = Fraction(1, fps)
                out.mux(vstream.encode(frame))
            out.mux(vstream.encode(None))
        if astream is not None:
            rate = astream.codec_context.sample_rate
            chunk = 960 if acodec == "libopus" else 1152 if acodec == "libmp3lame" else 1024
            total, start = int(seconds * rate), 0
            while start < total:
                out.mux(astream.encode(_tone(astream, chunk, start)))
                start += chunk
            out.mux(astream.encode(None))
