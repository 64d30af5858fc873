"""Validation, posters and renditions on real clips of every container the spec names."""

import io
from pathlib import Path

import av
import pytest
from PIL import ImageStat

from marketplace_app.services.errors import Invalid, Unprocessable
from marketplace_app.services.media import video
from tests import media_samples as samples
from tests.video_samples import FORMATS, make_clip


@pytest.fixture(scope="module")
def corpus() -> dict[str, bytes]:
    """One 2-second clip per container, made once for the module."""
    return {kind: make_clip(kind) for kind in FORMATS}


def decoded(path: Path) -> dict:
    """What a player would get out of a file: codecs, frames, sound, duration."""
    with av.open(str(path)) as container:
        streams = {s.type: s.codec_context.name for s in container.streams}
        frames = [f for f in container.decode(video=0)]
    with av.open(str(path)) as container:
        sound = sum(f.samples for f in container.decode(audio=0)) if container.streams.audio \
            else 0
    return {"streams": streams, "frames": len(frames), "size": (frames[0].width, frames[0].height),
            "rotation": frames[0].rotation, "samples": sound}


def faststart(path: Path) -> bool:
    """The index (moov) comes before the media data, so playback starts before the download ends."""
    data = path.read_bytes()
    return 0 <= data.find(b"moov") < data.find(b"mdat")


@pytest.mark.parametrize("kind", sorted(FORMATS))
def test_every_container_gets_a_poster_and_a_playable_h264_aac_rendition(kind, corpus, tmp_path):
    info = video.probe(corpus[kind])
    assert info.duration == pytest.approx(2.0, abs=0.15) and info.has_audio
    brightness = ImageStat.Stat(info.poster.convert("L")).mean[0]
    assert brightness > 40, "the poster must not be the black first frame"
    source = tmp_path / f"clip.{kind}"
    source.write_bytes(corpus[kind])
    sizes = video.rendition_sizes(info.width, info.height)
    assert sizes == {"720p": (info.width, info.height)}  # small clips are never upscaled
    out = tmp_path / "720p.mp4"
    seen = []
    video.encode(source, {"720p": (out, sizes["720p"])}, progress=seen.append)
    result = decoded(out)
    assert result["streams"] == {"video": "h264", "audio": "aac"}
    assert result["frames"] >= 22 and result["size"] == (info.width, info.height)
    assert result["samples"] > 1.8 * 48000
    assert faststart(out)
    assert seen and seen[-1] > 0.9 and seen == sorted(seen)


@pytest.mark.parametrize("name,data,message", [
    ("fake mp4: header then junk", samples.MP4 + b"\x07" * 4096, video.UNREADABLE),
    ("renamed pdf", samples.NOT_MEDIA, video.UNREADABLE),
    ("empty", b"", video.UNREADABLE),
])
def test_non_videos_are_refused(name, data, message):
    with pytest.raises(Invalid) as err:
        video.probe(data)
    assert err.value.message == message


def test_audio_only_clip_is_refused():
    with pytest.raises(Invalid) as err:
        video.probe(make_clip("mp4", video=False))
    assert err.value.message == "This file has no video picture: please upload a video"


def test_clip_over_three_minutes_is_refused():
    long_clip = make_clip("mp4", seconds=185, fps=1, size=(64, 36), audio=False)
    with pytest.raises(Unprocessable) as err:
        video.probe(long_clip)
    assert err.value.message == "Videos can be at most 3 minutes long"
    assert err.value.status == 422


@pytest.mark.parametrize("kind,faststart_index", [
    ("mp4", False), ("mp4", True), ("webm", False), ("mkv", False), ("avi", False)])
def test_truncated_files_are_refused(kind, faststart_index):
    whole = make_clip(kind, seconds=3, faststart=faststart_index)
    video.probe(whole)  # the whole file is fine
    with pytest.raises(Invalid) as err:
        video.probe(whole[: len(whole) * 6 // 10])
    assert err.value.message in (video.TRUNCATED, video.UNREADABLE)
    assert "incomplete" in err.value.message


def test_oversized_frame_is_refused(monkeypatch):
    from marketplace_app.settings import get_settings

    monkeypatch.setattr(get_settings(), "video_max_long_side", 300)
    with pytest.raises(Unprocessable) as err:
        video.probe(make_clip("mp4", size=(320, 180), audio=False))
    assert err.value.message.startswith("Videos can be at most 300 x")


def test_rendition_sizes_keep_1080p_only_when_the_source_has_it():
    assert video.rendition_sizes(3840, 2160) == {"720p": (1280, 720), "1080p": (1920, 1080)}
    assert video.rendition_sizes(1080, 1920) == {"720p": (720, 1280), "1080p": (1080, 1920)}
    assert video.rendition_sizes(1280, 720) == {"720p": (1280, 720)}
    assert video.rendition_sizes(1440, 1080) == {"720p": (960, 720), "1080p": (1440, 1080)}
    assert video.rendition_sizes(641, 361) == {"720p": (640, 360)}


def test_full_hd_phone_clip_keeps_1080p_and_its_portrait_rotation(tmp_path):
    clip = make_clip("mp4", seconds=1, fps=6, size=(1920, 1080), audio=False, rotation=90)
    info = video.probe(clip)
    assert info.rotation == 90 and info.poster.size == (1080, 1920)  # poster stands upright
    source = tmp_path / "phone.mp4"
    source.write_bytes(clip)
    targets = {name: (tmp_path / f"{name}.mp4", size)
               for name, size in video.rendition_sizes(info.width, info.height).items()}
    video.encode(source, targets)
    hd, full_hd = decoded(targets["720p"][0]), decoded(targets["1080p"][0])
    assert hd["size"] == (1280, 720) and full_hd["size"] == (1920, 1080)
    assert hd["rotation"] == full_hd["rotation"] == 90  # players turn it upright
    assert hd["streams"] == {"video": "h264"}


def test_source_that_stops_decoding_fails_with_a_reason(tmp_path):
    source = tmp_path / "damaged.mp4"
    source.write_bytes(b"\x00\x00\x00\x18ftypmp42" + b"\x13" * 5000)
    with pytest.raises(Invalid) as err:
        video.encode(source, {"720p": (tmp_path / "out.mp4", (320, 180))})
    assert err.value.message == video.UNREADABLE
    assert not (tmp_path / "out.mp4").exists() or (tmp_path / "out.mp4").stat().st_size == 0


def test_frame_rate_is_capped_at_60(tmp_path):
    source = tmp_path / "fast.mp4"
    source.write_bytes(make_clip("mp4", seconds=1, fps=120, size=(160, 90), audio=False))
    out = tmp_path / "720p.mp4"
    video.encode(source, {"720p": (out, (160, 90))})
    assert 58 <= decoded(out)["frames"] <= 61
