"""`make bench` rewrites its own figures in BENCHMARKS.md and keeps what people wrote by hand."""

from scripts.bench import report


def test_a_second_run_replaces_the_figures_and_keeps_the_hand_written_sections():
    first = report.kept_with("", "# Benchmarks\n\n| feed | 10 ms |\n")
    by_hand = first + "\n## Toggles before / after (by hand)\n\n| after | 300/s |\n"
    second = report.kept_with(by_hand, "# Benchmarks\n\n| feed | 7 ms |\n")
    assert "| feed | 7 ms |" in second and "10 ms" not in second
    assert "## Toggles before / after (by hand)\n\n| after | 300/s |" in second
    assert second.count("# Benchmarks") == 1


def test_a_file_without_markers_keeps_its_sections_after_the_new_figures():
    old = "# Benchmarks\n\nWritten long ago.\n\n## Websocket at 1,000 clients\n\n| p95 | 15 ms |\n"
    new = report.kept_with(old, "# Benchmarks\n\n| feed | 7 ms |\n")
    assert new.index("| feed | 7 ms |") < new.index("## Websocket at 1,000 clients")
    assert "| p95 | 15 ms |" in new and new.count("# Benchmarks") == 1
