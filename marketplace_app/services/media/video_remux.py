"""A phone's H.264/AAC MP4 or MOV at 1080p or less already plays in every browser: its packets
are copied into a faststart MP4 (index first) instead of being decoded and encoded again."""

from collections.abc import Callable
from pathlib import Path

from ..errors import Invalid
from . import video
from .video import av

# What every browser decodes: 8-bit 4:2:0 H.264 in these profiles, AAC sound.
PLAYABLE_PROFILES = {"Baseline", "Constrained Baseline", "Main", "High"}
REMUX_SUFFIXES = {".mp4", ".mov"}
REMUX_BOX = video.RENDITION_BOXES["1080p"]


def _fits_box(width: int, height: int) -> bool:
    return max(width, height) <= REMUX_BOX[0] and min(width, height) <= REMUX_BOX[1]


def can_remux(source: Path) -> bool:
    """Whether the file's streams can be copied as they are into the web rendition."""
    if source.suffix.lower() not in REMUX_SUFFIXES:
        return False
    try:
        with av.open(str(source), metadata_errors="ignore") as container:
            if not {"mov", "mp4"} & set(container.format.name.split(",")):
                return False
            stream = video._video_stream(container)
            if stream is None:
                return False
            codec = stream.codec_context
            if codec.name != "h264" or codec.profile not in PLAYABLE_PROFILES \
                    or codec.pix_fmt != "yuv420p" or not _fits_box(codec.width, codec.height):
                return False
            rate = stream.average_rate or stream.guessed_rate
            if rate and rate > video.MAX_FPS:
                return False
            audio = container.streams.audio
            return not audio or audio[0].codec_context.name == "aac"
    except av.error.FFmpegError:
        return False


def rendition_name(width: int, height: int) -> str:
    """The copied file's rendition name: its size class (it is never scaled)."""
    return "1080p" if min(width, height) > video.RENDITION_BOXES["720p"][1] else "720p"


def remux(source: Path, target: Path,
          progress: Callable[[float], None] = lambda _f: None) -> None:
    """Copy the video and first audio stream, untouched, into a faststart MP4 at `target`."""
    try:
        with av.open(str(source), metadata_errors="ignore") as container:
            stream = video._video_stream(container)
            audio = container.streams.audio[0] if container.streams.audio else None
            duration = video._declared_duration(container, stream) or 1.0
            with av.open(str(target), "w", format="mp4",
                         options={"movflags": "+faststart"}) as out:
                outputs = {stream.index: out.add_stream_from_template(stream)}
                if audio is not None:
                    outputs[audio.index] = out.add_stream_from_template(audio)
                for packet in container.demux(*[s for s in (stream, audio) if s is not None]):
                    if packet.dts is None:  # the demuxer's end-of-stream marker
                        continue
                    if packet.stream is stream and packet.pts is not None:
                        progress(min(float(packet.pts * stream.time_base) / duration, 1.0))
                    packet.stream = outputs[packet.stream.index]
                    out.mux(packet)
    except av.error.FFmpegError:
        target.unlink(missing_ok=True)
        raise Invalid(video.ENCODE_FAILED) from None


def make_renditions(source: Path, folder: Path, width: int, height: int,
                    progress: Callable[[float], None] = lambda _f: None) -> dict[str, Path]:
    """The web renditions of an upload, written into `folder`: the copied streams when they
    already play everywhere, else H.264/AAC encodes at 720p (and 1080p when the source has it)."""
    if can_remux(source):
        path = folder / "remux.mp4"
        remux(source, path, progress)
        return {rendition_name(width, height): path}
    sizes = video.rendition_sizes(width, height)
    targets = {name: (folder / f"{name}.mp4", size) for name, size in sizes.items()}
    video.encode(source, targets, progress=progress)
    return {name: path for name, (path, _size) in targets.items()}
