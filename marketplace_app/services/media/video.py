"""Videos with PyAV (FFmpeg): validation by demuxing and decoding, poster frames, and the
H.264/AAC MP4 renditions that every phone browser plays."""

import io
import logging
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path

from PIL import Image, ImageStat

from ...settings import get_settings
from ..errors import Invalid, Unprocessable


class _LazyAV:
    """PyAV (FFmpeg) imported on first use: most processes never touch a video, and the import
    costs start-up time and memory."""

    def __getattr__(self, name):
        import av as module

        globals()["av"] = module
        return getattr(module, name)


av = _LazyAV()

UNREADABLE = "This video could not be read: the file is damaged, incomplete or not a video"
NO_PICTURE = "This file has no video picture: please upload a video"
TRUNCATED = "This video file is incomplete: please upload the whole file again"
# The catalogue translates fixed texts: the default limits have one; other limits read in English.
TOO_LONG = "Videos can be at most 3 minutes long"
TOO_BIG = "Videos can be at most 4096 x 2304 pixels"
ENCODE_FAILED = "We could not convert this video for phones: the file is damaged part-way through"

log = logging.getLogger(__name__)
# Boxes (long side, short side) of the renditions; 1080p only when the source is that large.
RENDITION_BOXES = {"720p": (1280, 720), "1080p": (1920, 1080)}
MAX_FPS = 60
OUTPUT_TIME_BASE = Fraction(1, 90000)
MIN_FRAME_GAP = int(0.9 / MAX_FPS / OUTPUT_TIME_BASE)  # in OUTPUT_TIME_BASE ticks
AUDIO_RATE, AUDIO_BITRATE = 48000, 128_000
# Ends more than this far before the declared duration mean bytes are missing.
TRUNCATION_SLACK = 0.5
# FFmpeg demuxer names of the containers the spec recognises (mp4, mov, 3gp, webm, mkv, ogg, avi).
CONTAINERS = {"mov", "mp4", "3gp", "matroska", "webm", "ogg", "avi"}


@dataclass(frozen=True)
class VideoInfo:
    """What validation learnt about an accepted video."""

    width: int
    height: int
    duration: float
    rotation: int
    has_audio: bool
    poster: Image.Image


def clock(seconds: float) -> str:
    """0:07, 2:30 and so on."""
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def too_long_message(seconds: int) -> str:
    """TOO_LONG for the configured duration limit."""
    if seconds == 180:
        return TOO_LONG
    minutes, rest = divmod(seconds, 60)
    return f"Videos can be at most {minutes} minutes long" if minutes >= 2 and not rest \
        else f"Videos can be at most {seconds} seconds long"


def too_big_message(long_side: int, short_side: int) -> str:
    """TOO_BIG for the configured frame limits."""
    if (long_side, short_side) == (4096, 2304):
        return TOO_BIG
    return f"Videos can be at most {long_side} x {short_side} pixels"


def _video_stream(container):
    """The first real video stream (cover art attached to audio files does not count)."""
    for stream in container.streams.video:
        if not stream.disposition & av.stream.Disposition.attached_pic:
            return stream
    return None


def _declared_duration(container, stream) -> float | None:
    if stream.duration and stream.time_base:
        return float(stream.duration * stream.time_base)
    if container.duration:
        return container.duration / av.time_base
    return None


def _measured_end(container, stream) -> tuple[float, int]:
    """(end time in seconds, packet count) read from the packets alone, without decoding."""
    start = float(stream.start_time * stream.time_base) if stream.start_time else 0.0
    end, count = 0.0, 0
    try:
        for packet in container.demux(stream):
            if packet.size == 0 or packet.pts is None:
                continue
            count += 1
            tail = packet.pts + (packet.duration or 0)
            end = max(end, float(tail * stream.time_base) - start)
    except av.error.FFmpegError:
        raise Invalid(TRUNCATED) from None
    return end, count


def _check_size(width: int, height: int) -> None:
    settings = get_settings()
    if width <= 0 or height <= 0:
        raise Invalid(UNREADABLE)
    if max(width, height) > settings.video_max_long_side or \
            min(width, height) > settings.video_max_short_side:
        raise Unprocessable(too_big_message(settings.video_max_long_side,
                                            settings.video_max_short_side))


def _check_duration(seconds: float) -> None:
    limit = get_settings().video_max_seconds
    if seconds > limit + 0.5:
        raise Unprocessable(too_long_message(limit))


def probe(source) -> VideoInfo:
    """Open, demux every packet and decode a poster; refuse anything that is not a whole video.

    `source` is bytes or a path. Raises Invalid / Unprocessable with the user's message."""
    if isinstance(source, (bytes, bytearray)):
        source = io.BytesIO(source)
    try:
        container = av.open(source if not isinstance(source, Path) else str(source),
                            metadata_errors="ignore")
    except (av.error.FFmpegError, ValueError, OSError):
        raise Invalid(UNREADABLE) from None
    with container:
        if not CONTAINERS & set(container.format.name.split(",")):
            raise Invalid(UNREADABLE)
        stream = _video_stream(container)
        if stream is None:
            raise Invalid(NO_PICTURE)
        _check_size(stream.codec_context.width, stream.codec_context.height)
        declared = _declared_duration(container, stream)
        if declared:
            _check_duration(declared)
        has_audio = bool(container.streams.audio)
        measured, packets = _measured_end(container, stream)
        if packets == 0:
            raise Invalid(UNREADABLE)
        if declared and measured < declared - TRUNCATION_SLACK:
            raise Invalid(TRUNCATED)
        if stream.frames and packets < stream.frames - max(2, stream.frames // 50):
            raise Invalid(TRUNCATED)  # the header counts frames the file no longer holds
        duration = max(declared or 0.0, measured)
        _check_duration(duration)
        frame = poster_frame(container, stream, duration)
        return VideoInfo(frame.width, frame.height, duration, frame_rotation(frame), has_audio,
                         upright_image(frame))


def frame_rotation(frame) -> int:
    """Counter-clockwise display rotation of a decoded frame, a multiple of 90."""
    try:
        rotation = int(round(frame.rotation or 0))
    except (TypeError, ValueError):
        return 0
    return (round(rotation / 90) * 90) % 360


def upright_image(frame) -> Image.Image:
    """The frame as an RGB image, turned the way players show it."""
    image = frame.to_image()
    rotation = frame_rotation(frame)
    return image.rotate(rotation, expand=True) if rotation else image


def _looks(frame) -> tuple[float, float]:
    """(mean brightness, contrast) of a frame, on a small grey copy."""
    small = frame.reformat(width=64, height=36, format="gray").to_image()
    stats = ImageStat.Stat(small)
    return stats.mean[0], stats.stddev[0]


def _frame_at(container, stream, seconds: float):
    """The first frame at or after `seconds` (the last one if the clip ends first)."""
    target = int(seconds / stream.time_base) + (stream.start_time or 0)
    try:
        container.seek(max(target, 0), stream=stream, backward=True, any_frame=False)
    except av.error.FFmpegError:
        container.seek(0)
    last = None
    decoded = 0
    try:
        for frame in container.decode(stream):
            last = frame
            decoded += 1
            if frame.pts is None or frame.pts >= target or decoded > 600:
                return frame
    except av.error.FFmpegError:
        pass
    return last


def poster_frame(container, stream, duration: float):
    """An early frame that is neither black nor flat: tried at 1 s, 2 s, 25 % and 50 %."""
    targets = [t for t in (1.0, 2.0, duration * 0.25, duration * 0.5) if t < duration - 0.05]
    targets = targets or [duration * 0.3]
    best, best_score = None, -1.0
    for seconds in targets:
        frame = _frame_at(container, stream, seconds)
        if frame is None:
            continue
        mean, contrast = _looks(frame)
        if mean >= 24 and contrast >= 10:
            return frame
        if contrast + mean / 4 > best_score:
            best, best_score = frame, contrast + mean / 4
    if best is None:
        container.seek(0)
        try:
            best = next(container.decode(stream), None)
        except av.error.FFmpegError:
            best = None
    if best is None:
        raise Invalid(UNREADABLE)
    return best


def rendition_sizes(width: int, height: int) -> dict[str, tuple[int, int]]:
    """Output sizes: 720p always (never upscaled), 1080p too when the source reaches it."""
    long_side, short_side = max(width, height), min(width, height)
    sizes = {}
    for name, (box_long, box_short) in RENDITION_BOXES.items():
        if name != "720p" and long_side < box_long and short_side < box_short:
            continue
        scale = min(1.0, box_long / long_side, box_short / short_side)
        w, h = max(2, int(width * scale) // 2 * 2), max(2, int(height * scale) // 2 * 2)
        if (w, h) not in sizes.values():
            sizes[name] = (w, h)
    return sizes


class _Output:
    """One MP4 being written: H.264 video and, when the source has sound, AAC audio."""

    def __init__(self, path: Path, size, rate, rotation: int, with_audio: bool):
        settings = get_settings()
        self.path, self.size = path, size
        self.container = av.open(str(path), "w", format="mp4",
                                 options={"movflags": "+faststart"})
        self.video = self.container.add_stream("libx264", rate=rate)
        self.video.width, self.video.height = size
        self.video.pix_fmt = "yuv420p"
        self.video.codec_context.time_base = OUTPUT_TIME_BASE
        self.video.options = {"preset": settings.video_encode_preset, "crf": "23",
                              "profile": "high",
                              "threads": str(max(1, settings.video_encode_threads))}
        if rotation:
            self.video.set_display_rotation(rotation)
        self.audio = None
        if with_audio:
            self.audio = self.container.add_stream("aac", rate=AUDIO_RATE)
            self.audio.layout = "stereo"
            self.audio.bit_rate = AUDIO_BITRATE
        self.last_pts = -MIN_FRAME_GAP

    def add_video(self, frame, pts: int) -> None:
        if pts < self.last_pts + MIN_FRAME_GAP:
            return  # out of order, repeated, or beyond MAX_FPS: drop the frame
        self.last_pts = pts
        scaled = frame.reformat(width=self.size[0], height=self.size[1], format="yuv420p",
                                interpolation="AREA")
        scaled.pts, scaled.time_base = pts, OUTPUT_TIME_BASE
        self.container.mux(self.video.encode(scaled))

    def add_audio(self, frame) -> None:
        if self.audio is not None:
            frame.pts = None
            self.container.mux(self.audio.encode(frame))

    def finish(self) -> None:
        self.container.mux(self.video.encode(None))
        if self.audio is not None:
            self.container.mux(self.audio.encode(None))
        self.container.close()

    def abandon(self) -> None:
        try:
            self.container.close()
        except Exception:  # noqa: BLE001 - the file is thrown away anyway
            pass


def encode(source: Path, targets: dict[str, tuple[Path, tuple[int, int]]],
           progress: Callable[[float], None] = lambda _f: None) -> None:
    """Decode `source` once and write each target {name: (path, (w, h))} as faststart MP4.

    Raises Invalid(ENCODE_FAILED) when the source stops decoding part-way."""
    threads = max(1, get_settings().video_encode_threads)
    try:
        container = av.open(str(source), metadata_errors="ignore")
    except av.error.FFmpegError:
        raise Invalid(UNREADABLE) from None
    outputs: list[_Output] = []
    position = 0.0
    with container:
        stream = _video_stream(container)
        if stream is None:
            raise Invalid(NO_PICTURE)
        stream.thread_type = "AUTO"
        stream.codec_context.thread_count = threads
        audio = container.streams.audio[0] if container.streams.audio else None
        rate = stream.average_rate or stream.guessed_rate or Fraction(30)
        rate = min(Fraction(rate).limit_denominator(1001), Fraction(MAX_FPS))
        duration = _declared_duration(container, stream) or 1.0
        start = float(stream.start_time * stream.time_base) if stream.start_time else 0.0
        rotation = None
        early_audio = []  # audio decoded before the first picture, held until outputs exist
        try:
            count = 0
            for packet in container.demux(*[s for s in (stream, audio) if s is not None]):
                for frame in _decode(packet):
                    if packet.stream is audio:
                        if not outputs:
                            early_audio.append(frame)
                        for output in outputs:
                            output.add_audio(frame)
                        continue
                    if rotation is None:
                        rotation = frame_rotation(frame)
                        outputs = [_Output(path, size, rate, rotation, audio is not None)
                                   for path, size in targets.values()]
                        for early in early_audio:
                            for output in outputs:
                                output.add_audio(early)
                    if frame.pts is not None:
                        position = max(0.0, float(frame.pts * stream.time_base) - start)
                    else:
                        position = count / float(rate)
                    count += 1
                    pts = int(position / OUTPUT_TIME_BASE)
                    for output in outputs:
                        output.add_video(frame, pts)
                    progress(min(position / duration, 1.0))
            if not outputs:
                raise Invalid(UNREADABLE)
            for output in outputs:
                output.finish()
        except av.error.FFmpegError:
            for output in outputs:
                output.abandon()
            log.warning("encode of %s stopped at %s", source.name, clock(position))
            raise Invalid(ENCODE_FAILED) from None
        except BaseException:
            for output in outputs:
                output.abandon()
            raise


def _decode(packet):
    """Frames of one packet; a damaged packet of a decodable stream is skipped."""
    try:
        return packet.decode()
    except av.error.InvalidDataError:
        return []
