"""scripts/bench_video.py as a section of `make bench`: a failure is reported, never fatal."""

from .. import bench_video


def measure(seconds: int) -> list[tuple[str, str]] | str:
    """The video rows (encode speed, peak RSS, rendition sizes), or why they are missing."""
    if seconds <= 0:
        return "skipped (--video-seconds 0)"
    try:
        return bench_video.measure(seconds)
    except Exception as error:  # noqa: BLE001 - the report says so; the bench goes on
        return f"failed: {error!r}"[:2000]
