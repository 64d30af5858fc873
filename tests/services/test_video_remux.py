"""A phone's H.264/AAC MP4 or MOV is copied into its web rendition, not encoded again; other
codecs, and larger frames, are still encoded to H.264/AAC."""

from pathlib import Path

import av
import pytest

from marketplace_app.services.media import video_remux
from tests.services.test_video import decoded, faststart
from tests.video_samples import make_clip


def packets(path: Path, kind: str) -> list[bytes]:
    """The compressed payloads of a file's first stream of `kind`, in order."""
    with av.open(str(path)) as container:
        stream = getattr(container.streams, kind)[0]
        return [bytes(p) for p in container.demux(stream) if p.size]


@pytest.mark.parametrize("kind", ["mp4", "mov"])
def test_a_phone_h264_aac_upload_is_copied_into_a_faststart_mp4(kind, tmp_path):
    source = tmp_path / f"phone.{kind}"
    source.write_bytes(make_clip(kind, seconds=2, rotation=90))  # index after the data
    assert not faststart(source)
    made = video_remux.make_renditions(source, tmp_path, *decoded(source)["size"])
    assert list(made) == ["720p"]
    out = made["720p"]
    assert packets(out, "video") == packets(source, "video")  # stream-copied, not re-encoded
    assert packets(out, "audio") == packets(source, "audio")
    assert faststart(out)
    played = decoded(out)
    assert played["streams"] == {"video": "h264", "audio": "aac"}
    assert played["frames"] == decoded(source)["frames"] and played["rotation"] == 90
    assert played["samples"] > 1.8 * 48000


def test_a_full_hd_phone_clip_is_copied_as_its_1080p_rendition(tmp_path):
    source = tmp_path / "phone.mp4"
    source.write_bytes(make_clip("mp4", seconds=1, fps=6, size=(1920, 1080)))
    made = video_remux.make_renditions(source, tmp_path, 1920, 1080)
    assert list(made) == ["1080p"] and decoded(made["1080p"])["size"] == (1920, 1080)
    assert packets(made["1080p"], "video") == packets(source, "video")


@pytest.mark.parametrize("kind", ["hevc.mov", "webm", "3gp"])
def test_other_codecs_are_still_encoded_to_h264_aac(kind, tmp_path):
    source = tmp_path / f"clip.{kind}"
    source.write_bytes(make_clip(kind))
    size = decoded(source)["size"]
    made = video_remux.make_renditions(source, tmp_path, *size)
    assert list(made) == ["720p"]
    played = decoded(made["720p"])
    assert played["streams"] == {"video": "h264", "audio": "aac"} and played["size"] == size
    assert faststart(made["720p"])


def test_h264_larger_than_1080p_is_encoded_down(tmp_path):
    source = tmp_path / "big.mp4"
    source.write_bytes(make_clip("mp4", seconds=1, fps=4, size=(2560, 1440), audio=False))
    made = video_remux.make_renditions(source, tmp_path, 2560, 1440)
    assert {name: decoded(path)["size"] for name, path in made.items()} == {
        "720p": (1280, 720), "1080p": (1920, 1080)}
