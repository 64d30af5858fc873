"""`make bench` carries the video figures into BENCHMARKS.md and never fails on them."""

from scripts import bench_video
from scripts.bench import report, video


def test_the_video_rows_become_a_benchmarks_section():
    rows = [("encode speed", "1.50 x real time"), ("peak RSS of the encoding process", "310 MB")]
    section = "\n".join(report._video_section(rows))
    assert "## Video" in section
    assert "| encode speed | 1.50 x real time |" in section
    assert "| peak RSS of the encoding process | 310 MB |" in section


def test_a_failed_or_skipped_encode_is_reported_not_raised(monkeypatch):
    def broken(seconds):
        raise RuntimeError("no encoder")

    monkeypatch.setattr(bench_video, "measure", broken)
    failed = video.measure(30)
    assert failed.startswith("failed:") and "no encoder" in failed
    assert "Not measured: failed:" in "\n".join(report._video_section(failed))
    assert video.measure(0).startswith("skipped")
